import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, userEvent, waitFor } from 'storybook/test';
import { type BoardArgs, board } from './board.ts';
import {
  after,
  boardIn,
  boardOf,
  button,
  drawnBoard,
  drawRoundThenNext,
  endByAgreement,
  hole,
  holesFlagged,
  idleWarningText,
  linesOf,
  longGameRecord,
  narrationText,
  nextEvent,
  previewText,
  replayPositions,
  settle,
  shadow,
  startPosition,
  statusText,
  unavailable,
} from './play.ts';
import {
  CAPTURES,
  ENDLESS,
  FULL_HOLE,
  NOTED_GAME,
  OTHER_SIDES_HOLE,
  REPLAY_GAME,
} from './positions.ts';

/** The four modes of `<hoyito-board>`, and the interactions each one offers. */
const meta = {
  title: 'Modes',
  component: 'hoyito-board',
  render: board,
} satisfies Meta<BoardArgs>;
export default meta;
type Story = StoryObj<BoardArgs>;

/** Play (the default): two people take turns on one device. South's playable holes are marked. */
export const Play: Story = {
  args: { variant: 'hoyito-2' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(holesFlagged(b, 'playable')).toEqual([
      ...startPosition({ variant: 'hoyito-2' }).legalMoves(),
    ]);
    await expect(statusText(b)).toBe('South to move');
  },
};

/** Replay: steps through a recorded game, with buttons, ← / → and the move list. */
export const Replay: Story = {
  args: { mode: 'replay', record: REPLAY_GAME.record, speed: 'fast' },
};

/** Diagram: one position, not playable; `highlight` marks a move's sowing path and captures. */
export const Diagram: Story = {
  args: { mode: 'diagram', position: CAPTURES.chain.position, highlight: CAPTURES.chain.hole },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(holesFlagged(b, 'playable')).toEqual([]);
    await expect(holesFlagged(b, 'path').length).toBeGreaterThan(0);
  },
};

/**
 * Diagram of a relay that sows holes more than once: each such hole gets its "+2" or "+3", and the
 * legend keys it on a line of its own; the picture's description names those holes.
 */
export const DiagramSownAgain: Story = {
  name: 'Diagram: a relay that sows holes again',
  args: { mode: 'diagram', position: 'h2/1.1.4.8.0.4/1.1.5.5.0.2/12-4/s', highlight: 'd' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const svg = shadow(b).querySelector('.diagram svg');
    const legend = svg?.querySelector('.legend');
    await expect(legend?.querySelector('.mark-drops')?.textContent).toBe('+2');
    await expect(legend?.textContent).toContain('seeds sown there');
    // Every hole of this relay is sown two or three times: twelve marks, and the legend's key.
    await expect(svg?.querySelectorAll('.mark-drops').length).toBe(13);
    await expect(svg?.querySelector('desc')?.textContent).toContain(
      "Holes sown more than once: South's e (3), f (3); North's A (3),",
    );
  },
};

/**
 * Setup: click a hole to add a seed, or choose "Remove seeds" and click to take them away
 * (Shift+click uses the other tool; + and − on a focused hole); change the variant or the number
 * of holes; choose who moves, then play.
 */
export const Setup: Story = {
  args: { mode: 'setup', holes: '4', variant: 'hoyito-3' },
};

/**
 * Keyboard play: the first playable hole is the one in the tab order (test/stories.test.ts presses
 * a real Tab), the arrow keys move between playable holes only, and Enter or Space sows the
 * focused one.
 */
export const KeyboardPlay: Story = {
  name: 'Play: by keyboard',
  args: { variant: 'hoyito-3', speed: 'instant', narration: true },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const tabbable = [...shadow(b).querySelectorAll<HTMLElement>('[part~="hole"][tabindex="0"]')];
    await expect(tabbable.map((h) => h.dataset.hole)).toEqual(['0']);
    tabbable[0].focus();
    await userEvent.keyboard('{ArrowRight}');
    await settle(b);
    await expect((shadow(b).activeElement as HTMLElement).dataset.hole).toBe('1');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await settle(b);
    // From the first playable hole, ← wraps round to the last one.
    await expect((shadow(b).activeElement as HTMLElement).dataset.hole).toBe('5');
    const moved = nextEvent(b, 'hoyito-move');
    await userEvent.keyboard('{Enter}');
    const { detail } = await moved;
    await expect(detail.notation).toBe('f');
    await settle(b);
    const expected = after(startPosition({ variant: 'hoyito-3' }), 'f');
    await expect(drawnBoard(b)).toBe(boardOf(expected));
    await expect(statusText(b)).toBe('North to move');
    // North's turn: the hole in the tab order is North's first playable one as drawn (North's row
    // runs from its F on the left to its A, as South sees it); Space sows it.
    const northFirst = shadow(b).querySelector<HTMLElement>('[part~="hole"][tabindex="0"]');
    await expect(Number(northFirst?.dataset.hole)).toBe(Math.max(...expected.legalMoves()));
    northFirst?.focus();
    const reply = nextEvent(b, 'hoyito-move');
    await userEvent.keyboard(' ');
    await expect((await reply).detail.position.toMove).toBe('south');
  },
};

/** Undo and redo, from the buttons and from Ctrl+Z / Shift+Ctrl+Z. */
export const UndoRedo: Story = {
  name: 'Play: undo and redo',
  args: { variant: 'hoyito-2', speed: 'instant' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const initial = startPosition({ variant: 'hoyito-2' });
    const first = after(initial, 'c');
    const second = after(first, 'B');
    await expect(unavailable(button(b, /^Undo$/))).toBe(true);
    await userEvent.click(shadow(b).querySelector('[data-hole="2"]') as HTMLElement);
    await settle(b);
    await userEvent.click(shadow(b).querySelector('[data-hole="7"]') as HTMLElement);
    await settle(b);
    await expect(drawnBoard(b)).toBe(boardOf(second));
    await userEvent.click(button(b, /^Undo$/));
    await settle(b);
    await expect(drawnBoard(b)).toBe(boardOf(first));
    await userEvent.click(button(b, /^Undo$/));
    await settle(b);
    await expect(drawnBoard(b)).toBe(boardOf(initial));
    await expect(unavailable(button(b, /^Undo$/))).toBe(true);
    await userEvent.click(button(b, /^Redo$/));
    await settle(b);
    await expect(drawnBoard(b)).toBe(boardOf(first));
    // The keyboard shortcuts act wherever the focus is inside the board.
    await userEvent.keyboard('{Control>}z{/Control}');
    await settle(b);
    await expect(drawnBoard(b)).toBe(boardOf(initial));
    await userEvent.keyboard('{Control>}{Shift>}Z{/Shift}{/Control}');
    await settle(b);
    await expect(drawnBoard(b)).toBe(boardOf(first));
    await expect(b.currentPosition?.equals(first)).toBe(true);
  },
};

/** Replay navigation: Next, Last, ← / →, a move in the list, and First, each showing the right position. */
export const ReplayNavigation: Story = {
  name: 'Replay: navigation',
  args: { mode: 'replay', record: REPLAY_GAME.record, speed: 'instant' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const positions = replayPositions(REPLAY_GAME.record);
    await expect(positions).toHaveLength(REPLAY_GAME.line.length + 1);
    await expect(drawnBoard(b)).toBe(boardOf(positions[0]));
    await userEvent.click(button(b, /^Next move$/));
    await settle(b);
    await expect(drawnBoard(b)).toBe(boardOf(positions[1]));
    await userEvent.click(button(b, /^Last position$/));
    await settle(b);
    await expect(drawnBoard(b)).toBe(boardOf(positions[REPLAY_GAME.line.length]));
    await expect(unavailable(button(b, /^Next move$/))).toBe(true);
    const list = [...shadow(b).querySelectorAll<HTMLButtonElement>('[part~="moves"] button')];
    await expect(list.map((m) => m.textContent)).toEqual([...REPLAY_GAME.line]);
    // Each move's number stands before its button.
    await expect(list.map((m) => m.previousElementSibling?.textContent)).toEqual(
      REPLAY_GAME.line.map((_, i) => String(i + 1)),
    );
    await userEvent.click(list[4]);
    await settle(b);
    await expect(drawnBoard(b)).toBe(boardOf(positions[5]));
    await expect(list[4].getAttribute('aria-current')).toBe('step');
    // The focus is on the move list, inside the board: ← and → step through the game.
    await userEvent.keyboard('{ArrowLeft}');
    await settle(b);
    await expect(drawnBoard(b)).toBe(boardOf(positions[4]));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await settle(b);
    await expect(drawnBoard(b)).toBe(boardOf(positions[6]));
    await userEvent.click(button(b, /^First position$/));
    await settle(b);
    await expect(drawnBoard(b)).toBe(boardOf(positions[0]));
  },
};

/**
 * Replay mode with no record given: nothing to step through, and the status line says so, where a
 * page author who forgot the record looks first.
 */
export const ReplayNoMoves: Story = {
  name: 'Replay: no record given',
  args: { mode: 'replay', speed: 'instant' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(statusText(b)).toBe('No moves to replay · South to move');
    await expect(unavailable(button(b, /^Next move$/))).toBe(true);
    await expect(unavailable(button(b, /^Last position$/))).toBe(true);
  },
};

/**
 * Replay of a record that names its players, event, place and date, and comments on moves: the
 * names above the status, each comment under the move list while its move is on show.
 */
export const ReplayRecordNotes: Story = {
  name: 'Replay: players and comments',
  args: { mode: 'replay', record: NOTED_GAME.record, speed: 'instant' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const about = shadow(b).querySelector('[part~="about"]');
    await expect(about?.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      'South: \u2068Ana\u2069 · North: \u2068Beto\u2069 Event: Fiesta patronal · Place: Higüey · Date: July 14, 2005',
    );
    const comment = () =>
      shadow(b)
        .querySelector('[part~="comment"]')
        ?.textContent?.replace(/^\s*Comment: /, '')
        .trim() ?? null;
    await expect(comment()).toBe(NOTED_GAME.gameComment);
    await userEvent.click(button(b, /^Next move$/));
    await settle(b);
    // The region stays, empty, for the next comment to be heard.
    await expect(comment()).toBe('');
    await userEvent.click(button(b, /^Next move$/));
    await settle(b);
    await expect(comment()).toBe(NOTED_GAME.secondComment);
  },
};

const LONG_GAME = longGameRecord();

/**
 * Replay of a long game: the move list keeps three rows, whatever the record, and scrolls to
 * follow the move on show (the list scrolls, not the page).
 */
export const ReplayLongGame: Story = {
  name: 'Replay: a long game',
  args: { mode: 'replay', record: LONG_GAME, speed: 'instant' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const list = shadow(b).querySelector<HTMLElement>('[part~="moves"]');
    if (list === null) throw new Error('no move list');
    await expect(list.children.length).toBe(replayPositions(LONG_GAME).length - 1);
    const height = b.getBoundingClientRect().height;
    const row = list.children[0].getBoundingClientRect().height;
    await expect(list.clientHeight / row).toBeGreaterThanOrEqual(3);
    await expect(list.clientHeight / row).toBeLessThan(3.5);
    await expect(list.scrollHeight).toBeGreaterThan(3 * list.clientHeight);
    await userEvent.click(button(b, /^Last position$/));
    await settle(b);
    const current = list.querySelector('[aria-current]');
    await expect(current).toBe(list.lastElementChild?.querySelector('button'));
    const shown = list.getBoundingClientRect();
    const box = current?.getBoundingClientRect();
    await expect(box !== undefined && box.top >= shown.top && box.bottom <= shown.bottom).toBe(
      true,
    );
    await expect(b.getBoundingClientRect().height).toBe(height);
  },
};

/**
 * Setup on another board: More holes gives each row a hole as full as its last, Variant steps to
 * the next game, and play starts on that board with the seeds placed.
 */
export const SetupOtherBoard: Story = {
  name: 'Setup: another board',
  args: { mode: 'setup', holes: '3', variant: 'hoyito-2', speed: 'instant' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await userEvent.click(button(b, /^More holes$/));
    await userEvent.click(button(b, /^Variant: Hoyito II$/));
    await settle(b);
    await expect(drawnBoard(b)).toBe('4 4 4 4 | 4 4 4 4');
    await expect(button(b, /^Variant: /).textContent?.trim()).toBe('Variant: Hoyito III');
    await userEvent.click(button(b, /^Start playing/));
    await settle(b);
    await waitFor(() => expect(b.mode).toBe('play'));
    await expect(b.currentPosition?.variant).toBe('hoyito-3');
    await expect(b.currentPosition?.holes).toBe(4);
  },
};

/**
 * Setup mode: clear the board, add and remove seeds, pick the side to move, then start playing
 * from the position built.
 */
export const SetupThenPlay: Story = {
  name: 'Setup: then play',
  args: { mode: 'setup', holes: '3', variant: 'hoyito-2', speed: 'instant' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const holeAt = (h: number) => shadow(b).querySelector(`[data-hole="${h}"]`) as HTMLElement;
    await userEvent.click(button(b, /^Clear/));
    await settle(b);
    await expect(drawnBoard(b)).toBe('0 0 0 | 0 0 0');
    await userEvent.click(holeAt(0));
    await userEvent.click(holeAt(0));
    await userEvent.click(holeAt(4));
    await userEvent.click(holeAt(4));
    await userEvent.click(holeAt(4));
    await settle(b);
    // One user-event session, so that the Shift held down applies to the click.
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(holeAt(0));
    await user.keyboard('{/Shift}');
    await settle(b);
    await expect(drawnBoard(b)).toBe('1 0 0 | 0 3 0');
    // The tool a touch screen removes with: then a plain click takes a seed away.
    await userEvent.click(button(b, /^Remove seeds/));
    await userEvent.click(holeAt(4));
    await settle(b);
    await expect(button(b, /^Remove seeds/).getAttribute('aria-checked')).toBe('true');
    await expect(drawnBoard(b)).toBe('1 0 0 | 0 2 0');
    await userEvent.click(button(b, /^Side to move/));
    await settle(b);
    await expect(statusText(b)).toBe('North to move');
    await userEvent.click(button(b, /^Start playing/));
    await settle(b);
    await waitFor(() => expect(b.mode).toBe('play'));
    await expect(b.currentPosition?.toMove).toBe('north');
    await expect(b.legalMoves).toEqual([4]);
    await expect(holesFlagged(b, 'playable')).toEqual([4]);
  },
};

/**
 * Setup mode's Copy position: the position built, in the engine's notation, copied for a page's
 * `position` and said under the board (to copy by hand where the clipboard is refused).
 */
export const SetupCopyPosition: Story = {
  name: 'Setup: position copied for a page',
  args: { mode: 'setup', holes: '3', variant: 'hoyito-2', speed: 'instant' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await userEvent.click(shadow(b).querySelector('[data-hole="0"]') as HTMLElement);
    await settle(b);
    await userEvent.click(button(b, /^Copy position$/));
    await waitFor(() =>
      expect(previewText(b)).toMatch(/position attribute: h2\/5\.4\.4\/4\.4\.4\/0-0\/s$/),
    );
  },
};

/**
 * Setup's words under the board for what a click would do, as the pointer rests on a hole or a
 * store: add a seed there (here to a hole, then to what South has captured); on a hole as full as
 * setup lets it be, 99 seeds, that it can take no more, and a click there leaves it so. With
 * Remove seeds chosen, they say what that tool would take, and that an empty store has nothing.
 */
export const SetupPointing: Story = {
  name: 'Setup: what pointing at a hole or a store says',
  args: { mode: 'setup', position: FULL_HOLE.position, speed: 'instant' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const southStore = () => {
      const store = shadow(b).querySelector<HTMLButtonElement>('button[data-store="south"]');
      if (store === null) throw new Error("setup draws no button for South's store");
      return store;
    };
    await userEvent.hover(hole(b, 'a'));
    await settle(b);
    await expect(previewText(b)).toBe('Select to add a seed to a.');
    await userEvent.hover(southStore());
    await settle(b);
    await expect(previewText(b)).toBe('Select to add a seed to what South has captured.');
    await userEvent.hover(hole(b, FULL_HOLE.hole));
    await settle(b);
    await expect(previewText(b)).toBe(
      `${FULL_HOLE.hole} holds ${FULL_HOLE.seeds} seeds, as many as a hole can.`,
    );
    const before = drawnBoard(b);
    await userEvent.click(hole(b, FULL_HOLE.hole));
    await settle(b);
    await expect(drawnBoard(b)).toBe(before);
    await expect(previewText(b)).toBe(
      `${FULL_HOLE.hole} holds ${FULL_HOLE.seeds} seeds, as many as a hole can.`,
    );
    await userEvent.click(button(b, /^Remove seeds/));
    await settle(b);
    await userEvent.hover(hole(b, 'a'));
    await settle(b);
    await expect(previewText(b)).toBe('Select to remove a seed from a.');
    await userEvent.hover(southStore());
    await settle(b);
    await expect(previewText(b)).toBe('South has captured 0 seeds.');
  },
};

/**
 * Set up again: a teacher's exercise played a move in, then Set up again (beside New game while
 * the game begun from the set-up position is on the board) goes back to setup with the position
 * as it was set, not the one the move reached.
 */
export const SetupAgain: Story = {
  name: 'Setup: set up again',
  args: { mode: 'setup', holes: '3', variant: 'hoyito-2', speed: 'instant' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await userEvent.click(hole(b, 'a'));
    await userEvent.click(hole(b, 'B'));
    await settle(b);
    const set = '5 4 4 | 4 5 4';
    await expect(drawnBoard(b)).toBe(set);
    await userEvent.click(button(b, /^Start playing/));
    await settle(b);
    await waitFor(() => expect(b.mode).toBe('play'));
    const started = b.currentPosition;
    if (started === null) throw new Error('no game was started');
    await expect(boardOf(started)).toBe(set);
    await userEvent.click(hole(b, 'a'));
    await settle(b);
    const reached = boardOf(after(started, 'a'));
    await expect(reached).not.toBe(set);
    await expect(drawnBoard(b)).toBe(reached);
    await userEvent.click(button(b, /^Set up again$/));
    await settle(b);
    await waitFor(() => expect(b.mode).toBe('setup'));
    await expect(drawnBoard(b)).toBe(set);
    await expect(b.setupPosition?.equals(started)).toBe(true);
    await expect(statusText(b)).toBe('South to move');
    await expect(button(b, /^Start playing from here$/)).toBeTruthy();
  },
};

/**
 * A lesson that marks a hole whose move the rules refuse (b's sowing never ends): the keyboard
 * starts there, and Enter says why, as a click does.
 */
export const SuggestedRefusedHole: Story = {
  name: 'Play: a marked hole the rules refuse',
  args: { position: 'h1/1.2.0.2.1.0/2.1.0.2.1.0/36-0/s', highlight: 'b', speed: 'instant' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(hole(b, 'b').getAttribute('tabindex')).toBe('0');
    await expect(hole(b, 'b').getAttribute('aria-label')).toMatch(/, marked: try it$/);
    hole(b, 'b').focus();
    await userEvent.keyboard('{Enter}');
    await settle(b);
    await expect(previewText(b)).toMatch(/never ends/);
  },
};

/**
 * A match of three (Hoyito III, `rounds="3"`): the status line keeps the round and, when a game
 * ends, the match's score; "Next game" starts the next round, which the other side begins.
 */
export const Match: Story = {
  name: 'Match: three rounds',
  args: { variant: 'hoyito-3', rounds: '3', speed: 'instant', narration: true },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(statusText(b)).toBe('Round 1 of 3 · South to move');
    await endByAgreement(b);
    await expect(statusText(b)).toMatch(/^Round 1 of 3 · .* · Match: South 0, North 0, 1 drawn$/);
    await userEvent.click(button(b, /^Next game$/));
    await settle(b);
    await expect(statusText(b)).toBe('Round 2 of 3 · North to move');
    await expect(b.currentPosition?.previousWinner).toBe('draw');
  },
};

/**
 * New game in a match, pressed in its second round: the match starts again, from round 1 and South
 * to move, its score gone, and the narration says so.
 */
export const MatchNewGame: Story = {
  name: 'Match: New game in round 2',
  args: { variant: 'hoyito-3', rounds: '3', speed: 'instant', narration: true },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await drawRoundThenNext(b);
    await expect(statusText(b)).toBe('Round 2 of 3 · North to move');
    await expect(b.matchRecords).toHaveLength(2);
    await userEvent.click(button(b, /^New game$/));
    await settle(b);
    await expect(statusText(b)).toBe('Round 1 of 3 · South to move');
    await expect(narrationText(b)).toBe('New game. Round 1 of 3. South to move.');
    await expect(b.matchRecords).toHaveLength(1);
    await expect([b.currentPosition?.round, b.currentPosition?.previousWinner]).toEqual([1, null]);
  },
};

/**
 * Replay of a match: a match played here (or brought back with `loadMatch`) replays whole, from
 * the first round's start to the last round's end. A button a round, above the move list of the
 * round on show, goes to that round's start; Next move goes on from one round to the next.
 */
export const ReplayMatch: Story = {
  name: 'Replay: a match',
  args: { variant: 'hoyito-3', rounds: '3', speed: 'instant', narration: true },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    // Round 1 ends by agreement at once; round 2 has one move so far.
    await drawRoundThenNext(b);
    b.play(b.legalMoves[0] as number);
    await settle(b);
    const playing = b.currentPosition;
    b.mode = 'replay';
    await settle(b);
    const rounds = () => [
      ...shadow(b).querySelectorAll<HTMLButtonElement>('[part~="rounds"] button'),
    ];
    await expect(rounds().map((r) => r.textContent)).toEqual(['Round 1', 'Round 2']);
    await expect(statusText(b)).toMatch(/^Round 1 of 3 · Start of the game · /);
    await userEvent.click(button(b, /^Next move$/));
    await settle(b);
    await userEvent.click(button(b, /^Next move$/));
    await settle(b);
    await expect(statusText(b)).toMatch(/^Round 2 of 3 · Start of the game · /);
    await expect(rounds()[1].getAttribute('aria-current')).toBe('true');
    await userEvent.click(rounds()[0]);
    await settle(b);
    await expect(statusText(b)).toMatch(/^Round 1 of 3 · Start of the game · /);
    // Back in play mode, the match goes on where it stood; then the story shows the replay again.
    b.mode = 'play';
    await settle(b);
    await expect(b.currentPosition).toBe(playing);
    b.mode = 'replay';
    await settle(b);
    await expect(rounds().map((r) => r.textContent)).toEqual(['Round 1', 'Round 2']);
  },
};

/** A match's round over: its result and the match's score so far, and Next game to go on. */
export const MatchRoundOver: Story = {
  name: 'Match: a round over',
  args: { variant: 'hoyito-3', rounds: '3', speed: 'instant', narration: true },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await endByAgreement(b);
    await expect(statusText(b)).toMatch(/^Round 1 of 3 · .* · Match: South 0, North 0, 1 drawn$/);
    await expect(unavailable(button(b, /^Next game$/))).toBe(false);
  },
};

/**
 * A match over: its one round (`rounds="1"`, Hoyito III on 2×3 with one seed a hole) won by
 * North with the last four; the status gives the match's winner and no Next game is offered.
 */
export const MatchOver: Story = {
  name: 'Match: over',
  args: {
    variant: 'hoyito-3',
    holes: '3',
    seeds: '1',
    rounds: '1',
    speed: 'instant',
    narration: true,
  },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    for (const label of ['b', 'C', 'c', 'A']) {
      await expect(b.play(label), label).toBe(true);
      await settle(b);
    }
    await expect(statusText(b)).toBe(
      'Round 1 of 1 · North wins 6–0 (last four) · North wins the match, 1 game to 0.',
    );
    await expect(() => button(b, /^Next game$/)).toThrow();
  },
};

/**
 * A match drawn: its one round (`rounds="1"`, Hoyito II) ended by agreement before any move, the
 * 48 seeds on the board counted 24 to each side; the status gives the match's result in games and
 * in seeds, and no Next game is offered.
 */
export const MatchDrawn: Story = {
  name: 'Match: drawn',
  args: { variant: 'hoyito-2', rounds: '1', speed: 'instant' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await endByAgreement(b);
    await expect(statusText(b)).toBe(
      'Round 1 of 1 · Draw 24–24 (agreement) · The match is drawn: 0–0 in games, 24–24 in seeds.',
    );
    await expect(() => button(b, /^Next game$/)).toThrow();
  },
};

/**
 * The same match's end on the smallest phone (280 px), in Spanish, whose words are longer: the
 * status then gives the round, the game's result and the match's on several lines, and it kept
 * room for such words from the first move on, so the board keeps its height and the page below
 * it does not move when the match ends.
 */
export const MatchOverNarrowSpanish: Story = {
  name: 'Match: over, on a narrow board in Spanish',
  args: { variant: 'hoyito-2', rounds: '1', speed: 'instant', lang: 'es', narration: false },
  render: (args) => html`<div style="width: 280px">${board(args)}</div>`,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(statusText(b)).toBe('Ronda 1 de 1 · Le toca a Sur');
    const before = b.getBoundingClientRect().height;
    await endByAgreement(b, 'es');
    await expect(statusText(b)).toBe(
      'Ronda 1 de 1 · Empate 24–24 (de común acuerdo) · El encuentro termina empatado: 0–0 en partidas, 24–24 en semillas.',
    );
    await expect(() => button(b, /^Siguiente partida$/)).toThrow();
    const status = shadow(b).querySelector('[part~="status"]') as HTMLElement;
    await expect(linesOf(status), "the match's end wraps at this width").toBeGreaterThan(2);
    await expect(b.getBoundingClientRect().height, 'the board keeps its height').toBe(before);
  },
};

/**
 * A lesson's "play this hole": in play mode `highlight` marks a hole for the reader to play,
 * and says so to a screen reader, until the first move (the story plays it, then takes it back,
 * which brings the mark back).
 */
export const SuggestedHole: Story = {
  name: 'Play: a hole marked to play',
  args: { variant: 'hoyito-2', highlight: 'c', speed: 'instant' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(holesFlagged(b, 'suggested')).toEqual([2]);
    await expect(hole(b, 'c').getAttribute('aria-label')).toMatch(/, marked: play it$/);
    await userEvent.click(hole(b, 'c'));
    await settle(b);
    await expect(holesFlagged(b, 'suggested')).toEqual([]);
    b.undo();
    await settle(b);
    await expect(holesFlagged(b, 'suggested')).toEqual([2]);
  },
};

/**
 * Why a hole cannot be played, said under the board: the other side's hole, pointed at, and an
 * empty one, clicked (where a playable hole, pointed at, previews its move).
 */
export const WhyNotPlayable: Story = {
  name: 'Play: why a hole cannot be played',
  args: { position: 'h2/0.4.4.4.4.4/4.4.4.4.4.8/0-0/s', speed: 'instant' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await userEvent.hover(hole(b, 'c'));
    await settle(b);
    await expect(previewText(b)).toMatch(/^Sowing c: /);
    await userEvent.hover(hole(b, 'A'));
    await settle(b);
    await expect(previewText(b)).toBe("A is North's hole; it is South's turn.");
    await userEvent.click(hole(b, 'a'));
    await settle(b);
    await expect(previewText(b)).toBe('a is empty.');
  },
};

/**
 * On a touch screen, which has no hover: a quick tap plays the hole (the story takes it back);
 * a finger held on a hole for half a second previews its move, and lifting it plays nothing.
 */
export const TouchHeldPreview: Story = {
  name: 'Play: a finger held on a hole previews it',
  args: { position: 'h2/0.4.4.4.4.4/4.4.4.4.4.8/0-0/s', speed: 'instant' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const touch = (type: string) =>
      hole(b, 'c').dispatchEvent(
        new PointerEvent(type, {
          pointerType: 'touch',
          isPrimary: true,
          bubbles: true,
          composed: true,
        }),
      );
    const before = drawnBoard(b);
    // A tap, lifted at once, plays the hole.
    touch('pointerdown');
    touch('pointerup');
    touch('click');
    await settle(b);
    await expect(drawnBoard(b)).not.toEqual(before);
    b.undo();
    await settle(b);
    await expect(drawnBoard(b)).toEqual(before);
    // Held, it previews; lifted, it plays nothing, and the preview stays.
    touch('pointerdown');
    await waitFor(() => expect(previewText(b)).toMatch(/^Sowing c: /), { timeout: 2000 });
    touch('pointerup');
    touch('click');
    await settle(b);
    await expect(drawnBoard(b)).toEqual(before);
    await expect(previewText(b)).toMatch(/^Sowing c: /);
  },
};

/** `controls="none"`: the board alone, for a page that brings its own buttons. */
export const NoControls: Story = {
  name: 'Play: no controls',
  args: { variant: 'hoyito-1', controls: 'none' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(shadow(b).querySelector('[part~="controls"]')).toBeNull();
    await expect(holesFlagged(b, 'playable').length).toBeGreaterThan(0);
  },
};

/** Replay playing by itself: Play starts it and becomes Stop, which stops it. */
export const ReplayAutoPlay: Story = {
  name: 'Replay: playing by itself',
  args: { mode: 'replay', record: REPLAY_GAME.record, speed: 'fast' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await userEvent.click(button(b, /^Play$/));
    await settle(b);
    await expect(button(b, /^Stop$/)).toBeTruthy();
    // The first two moves relay for several laps: about 7 s at this speed on a quiet machine,
    // more on a busy one.
    await waitFor(() => expect(statusText(b)).toMatch(/^Move [2-9]/), { timeout: 30_000 });
  },
};

/**
 * A recorded game on a museum screen (`loop="1"`, `idle="60"`): the replay plays by itself after
 * standing a second at its start and, after a second at its end, starts again from the start.
 */
export const ReplayLooping: Story = {
  name: 'Replay: playing over and over (loop)',
  args: {
    mode: 'replay',
    record: '[Variant "hoyito-2"]\n\nc C d',
    speed: 'instant',
    loop: '1',
    idle: '60',
  },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(statusText(b)).toMatch(/^Start of the game/);
    await waitFor(() => expect(statusText(b)).toMatch(/^Move 3 of 3/), { timeout: 15_000 });
    await waitFor(() => expect(statusText(b)).toMatch(/^Start of the game/), { timeout: 15_000 });
    await waitFor(() => expect(statusText(b)).toMatch(/^Move 1 of 3/), { timeout: 15_000 });
  },
};

/**
 * A recorded game on a museum screen, left stopped part-way (`idle="2"`): two seconds after the
 * last touch the replay goes back to its start, for the next visitor. A second before, a warning
 * says so, with a button that would keep it where it is; then the page hears a `hoyito-idle`
 * (which it could cancel) and a `hoyito-change` whose reason is `idle`.
 */
export const ReplayIdle: Story = {
  name: 'Replay: left alone, back to its start (idle)',
  args: { mode: 'replay', record: REPLAY_GAME.record, speed: 'instant', idle: '2' },
  play: async ({ canvasElement, args }) => {
    const b = await boardIn(canvasElement);
    const positions = replayPositions(REPLAY_GAME.record);
    await userEvent.click(button(b, /^Next move$/));
    await userEvent.click(button(b, /^Next move$/));
    await settle(b);
    await expect(drawnBoard(b)).toBe(boardOf(positions[2]));
    const idle = nextEvent(b, 'hoyito-idle');
    const changed = nextEvent(b, 'hoyito-change');
    await waitFor(() => expect(idleWarningText(b)).toMatch(/the replay goes back to its start\./), {
      timeout: 5_000,
    });
    await expect((await idle).detail.seconds).toBe(Number(args.idle));
    await expect((await changed).detail.reason).toBe('idle');
    await settle(b);
    await expect(drawnBoard(b)).toBe(boardOf(positions[0]));
    await expect(statusText(b)).toMatch(/^Start of the game/);
    await expect(idleWarningText(b)).toBeNull();
  },
};

/**
 * A setup left alone (`idle="2"`): a kiosk's puzzle maker that a visitor changed and walked away
 * from. Two seconds after the last touch, after a second's warning, the position being set up
 * goes back to the one setup began from, here the full board the attributes ask for, and the
 * narration says why.
 */
export const SetupIdle: Story = {
  name: 'Setup: left alone, back to its position (idle)',
  args: { mode: 'setup', variant: 'hoyito-2', holes: '3', idle: '2', narration: true },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const start = boardOf(startPosition({ variant: 'hoyito-2', holes: 3 }));
    await expect(drawnBoard(b)).toBe(start);
    const idle = nextEvent(b, 'hoyito-idle');
    await userEvent.click(hole(b, 'a'));
    await settle(b);
    await expect(drawnBoard(b)).not.toBe(start);
    await waitFor(
      () => expect(idleWarningText(b)).toMatch(/the setup starts again from its position\./),
      { timeout: 5_000 },
    );
    await idle;
    await waitFor(() => expect(drawnBoard(b)).toBe(start));
    await expect(narrationText(b)).toBe(
      'Nobody touched the board for 2 seconds: the setup starts again from its position.',
    );
    await expect(idleWarningText(b)).toBeNull();
  },
};

/** A pass and an end by agreement in a replay's move list: `-` and `=`, named in words. */
export const ReplayPassAndAgreement: Story = {
  name: 'Replay: a pass and an agreement',
  args: {
    mode: 'replay',
    record: '[Variant "hoyito-2"]\n[Start "h2/0.0.0.0.0.0/1.0.2.0.1.0/20-24/s"]\n\n- A =',
    speed: 'instant',
    narration: true,
  },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const moves = [...shadow(b).querySelectorAll<HTMLButtonElement>('[part~="moves"] button')];
    await expect(moves.map((m) => m.textContent)).toEqual(['-', 'A', '=']);
    await expect(moves[0].getAttribute('aria-label')).toBe('Move 1, South passes (-)');
    await expect(moves[2].getAttribute('aria-label')).toBe('Move 3: end by agreement (=)');
    await userEvent.click(moves[2]);
    await settle(b);
    await expect(moves[2].getAttribute('aria-current')).toBe('step');
    await expect(statusText(b)).toMatch(/agreement/);
  },
};

/**
 * Setup: the stores are buttons too (what each side has captured is set as a hole's seeds are),
 * and a position the rules refuse is said, not played: here one seed more on the board than a
 * 2×12 board of 12 seeds a hole may hold.
 */
export const SetupStoresAndTooManySeeds: Story = {
  name: 'Setup: stores, and too many seeds',
  args: { mode: 'setup', variant: 'hoyito-2', holes: '12', seeds: '12', narration: true },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const store = shadow(b).querySelector<HTMLButtonElement>('button[data-store="south"]');
    await expect(store).not.toBeNull();
    await userEvent.click(store as HTMLButtonElement);
    await settle(b);
    await expect(narrationText(b)).toMatch(/South has captured 1 seed/);
    // The seeds on the board are what the limit counts: one more there is one too many.
    await userEvent.click(hole(b, 'a'));
    await settle(b);
    await userEvent.click(button(b, /^Start playing from here$/));
    await settle(b);
    await expect(narrationText(b)).toMatch(
      /^This position cannot be played: the board holds 289 seeds; at most 288 are allowed\./,
    );
    await expect(b.mode).toBe('setup');
  },
};

/** A diagram with no move marked: the position alone, with no legend. */
export const DiagramPlain: Story = {
  name: 'Diagram: no move marked',
  args: { mode: 'diagram', position: CAPTURES.chain.position },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(holesFlagged(b, 'path')).toEqual([]);
    await expect(shadow(b).querySelector('svg:not(.narrow) .legend')).toBeNull();
  },
};

/** A diagram with North at the bottom (`orientation="north"`): North's holes along the bottom. */
export const DiagramNorthAtBottom: Story = {
  name: 'Diagram: North at the bottom',
  args: {
    mode: 'diagram',
    position: CAPTURES.chain.position,
    highlight: CAPTURES.chain.hole,
    orientation: 'north',
  },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const svg = shadow(b).querySelector('svg:not(.narrow)') as SVGSVGElement;
    const y = (hole: number) =>
      svg.querySelector(`[data-hole="${hole}"]`)?.getBoundingClientRect().top ?? 0;
    await expect(y(6)).toBeGreaterThan(y(0));
  },
};

/** A diagram of a game over: its caption-free picture, and the result in the status. */
export const DiagramGameOver: Story = {
  name: 'Diagram: a game over',
  args: { mode: 'diagram', position: 'h2/0.0.0.0.0.0/0.0.0.0.0.0/28-20/x/eE' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(statusText(b)).toMatch(/^South wins 28–20/);
    await expect(holesFlagged(b, 'playable')).toEqual([]);
  },
};

/** What a diagram shows of a highlighted move that cannot be played: nothing marked, no legend. */
function nothingMarked(b: Parameters<typeof shadow>[0]): {
  states: string[];
  marks: number;
  legends: number;
} {
  const diagram = shadow(b).querySelector('.diagram');
  if (diagram === null) throw new Error('the board draws no diagram');
  return {
    states: [...diagram.querySelectorAll('[data-state]')].map(
      (h) => h.getAttribute('data-state') ?? '',
    ),
    marks: diagram.querySelectorAll('[class^="mark-"]').length,
    legends: diagram.querySelectorAll('.legend').length,
  };
}

/**
 * A diagram whose highlighted hole is the other side's (South's a, with North to move): no move
 * is marked, and the words under the picture say why.
 */
export const DiagramOtherSidesHole: Story = {
  name: "Diagram: the other side's hole highlighted",
  args: { mode: 'diagram', position: OTHER_SIDES_HOLE.position, highlight: OTHER_SIDES_HOLE.hole },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(nothingMarked(b)).toEqual({ states: [], marks: 0, legends: 0 });
    await expect(previewText(b)).toBe("a is South's hole; it is North's turn.");
    await expect(statusText(b)).toBe('North to move');
  },
};

/**
 * A diagram whose highlighted sowing never ends (South's a falls into a cycle of 159,732 laps):
 * no move is marked, and the words under the picture say why.
 */
export const DiagramEndless: Story = {
  name: 'Diagram: a sowing that never ends highlighted',
  args: { mode: 'diagram', position: ENDLESS.position, highlight: ENDLESS.hole },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(nothingMarked(b)).toEqual({ states: [], marks: 0, legends: 0 });
    await expect(previewText(b)).toBe(
      'The sowing from a never ends (a cycle of 159,732 laps), so it is not a legal move.',
    );
  },
};

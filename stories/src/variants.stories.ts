import { makeHole, type StartOptions } from '@hoyito/engine';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, userEvent, waitFor } from 'storybook/test';
import { type BoardArgs, board } from './board.ts';
import {
  boardIn,
  boardOf,
  button,
  drawnBoard,
  hole,
  holesFlagged,
  position,
  randomGameRecord,
  replayPositions,
  settle,
  shadow,
  startPosition,
  statusText,
} from './play.ts';

/** The three games, the board sizes and seed counts, who starts, and which side is drawn at the bottom. */
const meta = {
  title: 'Variants & sizes',
  component: 'hoyito-board',
  render: board,
} satisfies Meta<BoardArgs>;
export default meta;
type Story = StoryObj<BoardArgs>;

/** A play function: the board shows the engine's start position for these options. */
function showsStart(options: StartOptions): Story['play'] {
  return async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const start = startPosition(options);
    await expect(drawnBoard(b)).toBe(boardOf(start));
    await expect(b.currentPosition?.variant).toBe(start.variant);
    await expect(statusText(b)).toBe(start.toMove === 'south' ? 'South to move' : 'North to move');
  };
}

/**
 * A story's args and play function for the start position of these options, given to the board
 * as its attributes: the play function checks that it shows what the engine starts from. (Each
 * story keeps its `name` in its own object, where Storybook's index reads it.)
 */
function startsAt(options: StartOptions): Pick<Story, 'args' | 'play'> {
  const args: BoardArgs = {};
  for (const [attribute, value] of Object.entries(options))
    args[attribute as 'variant' | 'holes' | 'seeds' | 'first'] = String(value);
  return { args, play: showsStart(options) };
}

/** Hoyito I: fours made in passing are captured at once; no extra turn. */
export const HoyitoI: Story = { name: 'Hoyito I', ...startsAt({ variant: 'hoyito-1' }) };

/** Hoyito II: a casa and the fours just behind it are captured, and the capturer plays again. */
export const HoyitoII: Story = { name: 'Hoyito II', ...startsAt({ variant: 'hoyito-2' }) };

/** Hoyito III: a casa is captured, without the chain; the capturer plays again. */
export const HoyitoIII: Story = { name: 'Hoyito III', ...startsAt({ variant: 'hoyito-3' }) };

/** Hoyito II on the 2×12 board recorded in Villa Jaragua: 96 seeds. */
export const HoyitoII2x12: Story = {
  name: 'Hoyito II, 2×12',
  ...startsAt({ variant: 'hoyito-2', holes: 12 }),
};

/** A small 2×3 board with 3 seeds a hole, for teaching. */
export const SmallBoard: Story = {
  name: 'Small board, 2×3',
  ...startsAt({ variant: 'hoyito-1', holes: 3, seeds: 3 }),
};

/** Hoyito I on a 2×5 board: 40 seeds. */
export const HoyitoI2x5: Story = {
  name: 'Hoyito I, 2×5',
  ...startsAt({ variant: 'hoyito-1', holes: 5 }),
};

/** Hoyito III on a 2×7 board: 56 seeds. */
export const HoyitoIII2x7: Story = {
  name: 'Hoyito III, 2×7',
  ...startsAt({ variant: 'hoyito-3', holes: 7 }),
};

/** Hoyito II on a 2×8 board: 64 seeds. */
export const HoyitoII2x8: Story = {
  name: 'Hoyito II, 2×8',
  ...startsAt({ variant: 'hoyito-2', holes: 8 }),
};

/** Hoyito I on a 2×9 board: 72 seeds. */
export const HoyitoI2x9: Story = {
  name: 'Hoyito I, 2×9',
  ...startsAt({ variant: 'hoyito-1', holes: 9 }),
};

/** Hoyito III on a 2×10 board: 80 seeds. */
export const HoyitoIII2x10: Story = {
  name: 'Hoyito III, 2×10',
  ...startsAt({ variant: 'hoyito-3', holes: 10 }),
};

/** Hoyito II on a 2×11 board: 88 seeds. */
export const HoyitoII2x11: Story = {
  name: 'Hoyito II, 2×11',
  ...startsAt({ variant: 'hoyito-2', holes: 11 }),
};

/** Six seeds a hole instead of the four of the sources. */
export const SixSeeds: Story = {
  name: 'Six seeds a hole',
  ...startsAt({ variant: 'hoyito-3', seeds: 6 }),
};

/** North moves first. */
export const NorthFirst: Story = {
  name: 'North first',
  ...startsAt({ variant: 'hoyito-2', first: 'north' }),
};

/** The usual orientation: South's row (a–f, from South's left) at the bottom. */
export const SouthAtBottom: Story = {
  name: 'South at the bottom',
  args: { variant: 'hoyito-2', orientation: 'south' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const rows = shadow(b).querySelectorAll('[part~="row"]');
    await expect(rows[1].querySelector('[part~="hole"]')?.getAttribute('part')).toBe('hole south');
    await expect(rows[1].querySelector('[part~="label"]')?.textContent).toBe('a');
  },
};

/** North's row at the bottom, for the player sitting on North's side; Flip board turns it back. */
export const NorthAtBottom: Story = {
  name: 'North at the bottom',
  args: { variant: 'hoyito-2', orientation: 'north' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const bottomFirst = () =>
      shadow(b).querySelectorAll('[part~="row"]')[1].querySelector('[part~="label"]')?.textContent;
    await expect(bottomFirst()).toBe('A');
    await userEvent.click(button(b, /^Flip board$/));
    await settle(b);
    await expect(bottomFirst()).toBe('a');
    await userEvent.click(button(b, /^Flip board$/));
    await settle(b);
    await expect(bottomFirst()).toBe('A');
  },
};

/**
 * The usual 2×6 board on the smallest phone (280 px): the gap between holes and the frame's side
 * padding give way, so that the rows fit without scrolling and every hole keeps its 44 px touch
 * size.
 */
export const SmallPhone: Story = {
  name: 'Small phone, 2×6 at 280 px',
  args: { variant: 'hoyito-2' },
  render: (args) => html`<div style="width: 280px">${board(args)}</div>`,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const rows = shadow(b).querySelector('.rows') as HTMLElement;
    await expect(rows.scrollWidth).toBeLessThanOrEqual(rows.clientWidth);
    for (const h of shadow(b).querySelectorAll<HTMLElement>('[part~="hole"]')) {
      const { width, height } = h.getBoundingClientRect();
      await expect(Math.round(Math.min(width, height))).toBeGreaterThanOrEqual(44);
    }
  },
};

/**
 * A diagram on a phone (320 px): the wide picture's labels would come out at 6 px there, so the
 * board draws its narrow layout, the captured seeds above and below the rows and the text larger.
 */
export const DiagramOnPhone: Story = {
  name: 'Diagram on a phone, 2×6 at 320 px',
  args: { mode: 'diagram', variant: 'hoyito-2', highlight: 'c' },
  render: (args) => html`<div style="width: 320px">${board(args)}</div>`,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const shown = [...shadow(b).querySelectorAll<SVGSVGElement>('.diagram > svg')].filter(
      (svg) => getComputedStyle(svg).display !== 'none',
    );
    await expect(shown.map((svg) => svg.classList.contains('narrow'))).toEqual([true]);
    await expect(shown[0].getBoundingClientRect().width).toBeGreaterThan(300);
  },
};

/**
 * A 2×12 board in a phone-wide column (300 px): the holes keep their 44 px touch size and the
 * rows scroll sideways inside the board instead of widening the page.
 */
export const NarrowScreen: Story = {
  name: 'Narrow screen, 2×12',
  args: { variant: 'hoyito-2', holes: '12' },
  render: (args) => html`<div style="width: 300px">${board(args)}</div>`,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    for (const h of shadow(b).querySelectorAll<HTMLElement>('[part~="hole"]')) {
      const { width, height } = h.getBoundingClientRect();
      await expect(Math.round(Math.min(width, height))).toBeGreaterThanOrEqual(44);
    }
    await expect(b.getBoundingClientRect().width).toBeLessThanOrEqual(300);
  },
};

/**
 * A lesson on a phone (300 px): a 2×12 board whose marked hole, South's k, is near the far end of
 * its row, beyond the seven holes the rows show at first. The rows scroll sideways, and the board
 * scrolls them once, as the game is first drawn, so that the hole the lesson asks the reader to
 * play is in view.
 */
export const LessonOnPhone: Story = {
  name: 'A lesson on a phone, 2×12 at 300 px',
  args: { variant: 'hoyito-2', holes: '12', highlight: 'k' },
  render: (args) => html`<div style="width: 300px">${board(args)}</div>`,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const rows = shadow(b).querySelector<HTMLElement>('.rows');
    if (rows === null) throw new Error('the board draws no rows');
    await expect(rows.scrollWidth).toBeGreaterThan(rows.clientWidth);
    await expect(holesFlagged(b, 'suggested')).toEqual([10]);
    const marked = hole(b, 'k');
    await waitFor(() => {
      const shown = rows.getBoundingClientRect();
      const box = marked.getBoundingClientRect();
      expect(
        [box.left >= shown.left, box.right <= shown.right],
        `k at ${box.left}–${box.right}, the rows show ${shown.left}–${shown.right}`,
      ).toEqual([true, true]);
    });
    await expect(b.getBoundingClientRect().width).toBeLessThanOrEqual(300);
  },
};

/** What the board names its rows, or its diagram, where they scroll and take the focus. */
const SCROLLER = 'The rows of holes: ← and → scroll them';

/** Hoyito II on 2×12: eight random moves, the same each time. */
const PHONE_REPLAY = randomGameRecord({ variant: 'hoyito-2', holes: 12 }, 1, { moves: 8 });

/**
 * A 2×12 replay in a phone-wide column (300 px): the rows scroll sideways inside the board, and
 * since no hole of a replay takes the focus, the rows take it themselves, named for what ← and →
 * do there: scroll them. Elsewhere in the board (the move list, the buttons) ← and → step through
 * the game. The holes are pictures to a screen reader, each named with its count.
 */
export const ReplayOnPhone: Story = {
  name: 'Replay on a phone, 2×12 at 300 px',
  args: { mode: 'replay', record: PHONE_REPLAY, speed: 'instant' },
  render: (args) => html`<div style="width: 300px">${board(args)}</div>`,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const positions = replayPositions(PHONE_REPLAY);
    const rows = shadow(b).querySelector<HTMLElement>('.rows');
    if (rows === null) throw new Error('the board draws no rows');
    await expect(rows.scrollWidth).toBeGreaterThan(rows.clientWidth);
    await expect(b.getBoundingClientRect().width).toBeLessThanOrEqual(300);
    await expect([rows.tabIndex, rows.getAttribute('role')]).toEqual([0, 'group']);
    await expect(rows.getAttribute('aria-label')).toBe(SCROLLER);
    await expect(hole(b, 'a').getAttribute('role')).toBe('img');
    await expect(hole(b, 'a').getAttribute('aria-label')).toMatch(
      new RegExp(`^a, South's hole, ${positions[0].board[0]} seeds$`),
    );
    // → on the rows is the browser's, to scroll them: the replay stays where it is.
    rows.focus();
    await userEvent.keyboard('{ArrowRight}');
    await settle(b);
    await expect(drawnBoard(b)).toBe(boardOf(positions[0]));
    await userEvent.click(button(b, /^Next move$/));
    await settle(b);
    await expect(drawnBoard(b)).toBe(boardOf(positions[1]));
    // From the button, → steps on.
    await userEvent.keyboard('{ArrowRight}');
    await settle(b);
    await expect(drawnBoard(b)).toBe(boardOf(positions[2]));
  },
};

/**
 * A 2×12 diagram on a phone (320 px): even its narrow layout needs more room than that to keep
 * its hole labels at 11 px, so rather than shrink them it keeps that width and scrolls sideways
 * inside the board, as the live board's rows do; it is then a tab stop, named as the rows are,
 * whose arrow keys scroll it. The page is not made wider.
 */
export const DiagramTooWide: Story = {
  name: 'Diagram too wide for its box, 2×12 at 320 px',
  args: { mode: 'diagram', variant: 'hoyito-2', holes: '12', highlight: 'c' },
  render: (args) => html`<div style="width: 320px">${board(args)}</div>`,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const diagram = shadow(b).querySelector<HTMLElement>('.diagram');
    if (diagram === null) throw new Error('the board draws no diagram');
    const shown = [...diagram.querySelectorAll<SVGSVGElement>(':scope > svg')].filter(
      (svg) => getComputedStyle(svg).display !== 'none',
    );
    await expect(shown.map((svg) => svg.classList.contains('narrow'))).toEqual([true]);
    await expect(diagram.scrollWidth).toBeGreaterThan(diagram.clientWidth);
    await expect(b.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect([diagram.tabIndex, diagram.getAttribute('role')]).toEqual([0, 'group']);
    await expect(diagram.getAttribute('aria-label')).toBe(SCROLLER);
    // The labels' size on screen: their size in the picture's units, times its scale.
    const picture = shown[0];
    const scale = picture.getBoundingClientRect().width / picture.viewBox.baseVal.width;
    const label = picture.querySelector('.dlabel');
    if (label === null) throw new Error('the diagram has no labels');
    const labelPx = Number.parseFloat(getComputedStyle(label).fontSize) * scale;
    await expect(labelPx).toBeGreaterThanOrEqual(11);
  },
};

// The counts a hole may hold past the 12 seeds a hole a board can start with: a game's long
// relays pile them up, and setup adds up to 99.
const HEAPED = 'h2/15.30.99.0.1.2/3.0.4.1.0.2/0-0/s';

/**
 * Holes of 15, 30 and 99 seeds on the smallest phone (280 px), where a hole is at its smallest,
 * 44 px: each count is drawn whole, on a badge that stays inside its hole, and each hole's name
 * says its count to a screen reader.
 */
export const ManySeeds: Story = {
  name: 'More than 12 seeds in a hole, at 280 px',
  args: { position: HEAPED },
  render: (args) => html`<div style="width: 280px">${board(args)}</div>`,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const shown = position(HEAPED);
    await expect(drawnBoard(b)).toBe(boardOf(shown));
    const heaped = shown.board.flatMap((seeds, h) => (seeds > 12 ? [h] : []));
    await expect(heaped.length).toBeGreaterThan(0);
    for (const h of heaped) {
      const label = makeHole(h, shown.holes);
      const drawn = hole(b, label);
      const count = drawn.querySelector<HTMLElement>('[part~="count"]');
      if (count === null) throw new Error(`hole ${label} shows no count`);
      await expect(count.textContent).toBe(String(shown.board[h]));
      await expect(count.scrollWidth, `${label}: its digits fit the badge`).toBeLessThanOrEqual(
        count.clientWidth,
      );
      const within = drawn.getBoundingClientRect();
      const badge = count.getBoundingClientRect();
      await expect(
        badge.left >= within.left && badge.right <= within.right && badge.bottom <= within.bottom,
        `${label}: the badge stays inside its hole`,
      ).toBe(true);
      await expect(drawn.getAttribute('aria-label')).toContain(`, ${shown.board[h]} seeds`);
    }
  },
};

/**
 * A museum screen read from across the room: the page sets the board's font size, and its text
 * (counts, hole labels, stores, buttons) grows with it, while the holes follow the width.
 */
export const LargeText: Story = {
  name: 'Large screen, larger text',
  args: { variant: 'hoyito-2' },
  render: (args) => html`<div style="width: 1200px; font-size: 2.5rem">${board(args)}</div>`,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const size = (selector: string) =>
      Number.parseFloat(
        getComputedStyle(shadow(b).querySelector(selector) as HTMLElement).fontSize,
      );
    await expect(size('[part~="count"]')).toBe(32);
    await expect(size('[part~="label"]')).toBe(32);
    await expect(size('[part~="store"]')).toBe(48);
    await expect(size('.controls button')).toBe(40);
    await expect(b.getBoundingClientRect().width).toBeLessThanOrEqual(1200);
  },
};

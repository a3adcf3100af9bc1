import type { HoyitoBoard } from '@hoyito/board';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, userEvent } from 'storybook/test';
import { type BoardArgs, board } from './board.ts';
import {
  after,
  boardIn,
  boardOf,
  button,
  drawnBoard,
  drawnStores,
  hole,
  holesFlagged,
  narrationText,
  nextEvent,
  position,
  previewText,
  recordStatus,
  settle,
  shadow,
  statusText,
} from './play.ts';

// South's a: seven seeds round a 2×3 board, then a relay from b; 12 steps to animate.
const RELAY = 'h2/7.0.0/0.0.0/0-0/s';
// South's a: seven seeds, then relays of 11 seeds and more for 8 laps; 47 steps. At the fast
// speed the second lap lasts about a second, where RELAY's would last a third of one: time
// enough for it to show even when the browser draws few frames.
const LONG_RELAY = 'h2/7.8.1/0.0.0/0-0/s';

/**
 * Every move is animated seed by seed, lap by lap, at the chosen speed; it can be paused, stepped
 * a seed or a lap at a time, and skipped. With reduced motion the steps stay, without transitions.
 */
const meta = {
  title: 'Animation',
  component: 'hoyito-board',
  render: board,
  args: { variant: 'hoyito-2', position: RELAY, narration: true },
} satisfies Meta<BoardArgs>;
export default meta;
type Story = StoryObj<BoardArgs>;

/** A play function: sow South's a, watch it animate (lap by lap), and end on the engine's position. */
const animates: Story['play'] = async ({ canvasElement, args }) => {
  const b = await boardIn(canvasElement);
  const ended = nextEvent(b, 'hoyito-animation-end', 20_000);
  const status = recordStatus(b);
  await userEvent.click(hole(b, 'a'));
  await settle(b);
  await expect(statusText(b)).toMatch(/^Lap 1/);
  await expect(button(b, /^Skip animation$/)).toBeTruthy();
  await expect((await ended).detail.skipped).toBe(false);
  await settle(b);
  status.stop();
  // Lap by lap (a step may be dropped when the browser is too busy to draw it on time).
  await expect(status.seen.some((s) => s.startsWith('Lap 2'))).toBe(true);
  await expect(status.seen.at(-1)).toBe('North to move');
  await expect(drawnBoard(b)).toBe(boardOf(after(position(args.position ?? RELAY), 'a')));
};

/**
 * Slow: 420 ms a step. The story sows South's a as it opens and ends on
 * the move's result: Undo, then click a, to watch it again.
 */
export const Slow: Story = { args: { speed: 'slow' }, play: animates };

/**
 * Normal (the default): 220 ms a step. The story sows South's a as it opens and ends on
 * the move's result: Undo, then click a, to watch it again.
 */
export const Normal: Story = { args: { speed: 'normal' }, play: animates };

/**
 * Fast: 90 ms a step, shown on a long relay. The story sows South's a as it opens and ends on
 * the move's result: Undo, then click a, to watch it again.
 */
export const Fast: Story = { args: { speed: 'fast', position: LONG_RELAY }, play: animates };

/** Instant: no animation; the move's result shows at once. */
export const Instant: Story = {
  args: { speed: 'instant' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await userEvent.click(hole(b, 'a'));
    await settle(b);
    await expect(statusText(b)).toBe('North to move');
    await expect(drawnBoard(b)).toBe(boardOf(after(position(RELAY), 'a')));
  },
};

/** The story's board, with South's a sown and its animation paused at once. */
async function pausedAfterSowingA(canvasElement: HTMLElement) {
  const b = await boardIn(canvasElement);
  await userEvent.click(hole(b, 'a'));
  await settle(b);
  await userEvent.click(button(b, /^Pause$/));
  await settle(b);
  return b;
}

/** Pause, then step one seed and one lap at a time; Resume plays on, Escape skips to the end. */
export const PauseAndStep: Story = {
  name: 'Pause and step',
  args: { speed: 'slow' },
  play: async ({ canvasElement }) => {
    const b = await pausedAfterSowingA(canvasElement);
    const paused = drawnBoard(b);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(drawnBoard(b), 'nothing moves while paused').toBe(paused);
    await userEvent.click(button(b, /^Step one lap$/));
    await settle(b);
    await expect(statusText(b)).toMatch(/^Lap 2 · Relay of \d+ seeds from /);
    await userEvent.click(button(b, /^Step one seed$/));
    await settle(b);
    await expect(drawnBoard(b)).not.toBe(paused);
    await userEvent.click(button(b, /^Resume$/));
    await settle(b);
    await expect(button(b, /^Pause$/)).toBeTruthy();
    const ended = nextEvent(b, 'hoyito-animation-end');
    await userEvent.keyboard('{Escape}');
    await ended;
    await settle(b);
    await expect(drawnBoard(b)).toBe(boardOf(after(position(RELAY), 'a')));
  },
};

// North's E on 2×6: its two seeds make four in F and in South's a; a, where the last one lands,
// is a casa, and F behind it goes with it (Hoyito II's chain).
const CASA_AT_ENDS = 'h2/3.1.1.1.1.1/1.1.1.1.2.3/0-0/n';

/**
 * A capture, paused: the ring that follows the seeds takes the captures' colour
 * (`--hoyito-capture-color`) on each hole as its seeds are captured, South's a and then North's
 * F behind it, one step each. The story sows North's E and pauses at the first capture.
 */
export const CapturePaused: Story = {
  name: 'A capture, paused',
  args: { position: CASA_AT_ENDS, speed: 'slow', narration: false },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await userEvent.click(hole(b, 'E'));
    for (let i = 0; i < 1000 && holesFlagged(b, 'captured').length === 0; i++)
      await new Promise((resolve) => requestAnimationFrame(resolve));
    await userEvent.click(button(b, /^Pause$/));
    await settle(b);
    // South's a, or F if the click came a step late; the two are never ringed at once.
    const captured = holesFlagged(b, 'captured');
    await expect([[0], [11]]).toContainEqual(captured);
    await expect(holesFlagged(b, 'active')).toEqual([]);
    await expect(statusText(b)).toMatch(/North captures it|Chaining back/);
    // Once the ring's colour has come: a transition of 120 ms (none with reduced motion), which a
    // busy browser may take longer to run, so waited for up to 3 s rather than for a fixed time.
    const ringOf = () =>
      getComputedStyle(shadow(b).querySelector(`[data-hole="${captured[0]}"]`) as HTMLElement)
        .boxShadow;
    const since = performance.now();
    while (!ringOf().includes('rgb(122, 21, 16)') && performance.now() - since < 3000)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(ringOf()).toContain('rgb(122, 21, 16)');
  },
};

// South's a ends the game at the no-capture limit (one turn each), leaving three seeds: b's, and
// North's B and C. Split, one goes to each side and the odd one stays in b.
const SPLIT_AT_LIMIT = 'h2/1.0.0.0.0.0/0.1.1.0.0.0/0-0/s/c1/l1/ms';

/**
 * Sows South's a on `b` and presses Pause the moment a hole is ringed as captured (a simulated
 * click could come after the step). False when the move ended without that step drawn.
 */
async function pausedAtShareOut(b: HoyitoBoard): Promise<boolean> {
  let ringed = false;
  let ended = false;
  const observer = new MutationObserver(() => {
    if (ringed || holesFlagged(b, 'captured').length === 0) return;
    ringed = true;
    button(b, /^Pause$/).click();
  });
  const onEnd = () => {
    ended = true;
  };
  observer.observe(shadow(b), { subtree: true, attributeFilter: ['data-state'] });
  b.addEventListener('hoyito-animation-end', onEnd);
  try {
    await userEvent.click(hole(b, 'a'));
    for (let i = 0; !ringed && !ended && i < 1000; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    observer.disconnect();
    b.removeEventListener('hoyito-animation-end', onEnd);
  }
  return ringed;
}

/**
 * The seeds left shared out, paused: a game that ends without a last capture shares out the
 * seeds still on the board by its `remaining` rule, and every hole they leave is ringed in the
 * captures' colour at once, as the last four's are. Here the rule splits them: North's B and C
 * are emptied, one seed to each side, and b keeps the odd seed, counted for nobody, as the
 * caption says. The story sows South's a and pauses at the share-out.
 */
export const SharedOutPaused: Story = {
  name: 'The seeds left shared out, paused',
  args: { position: SPLIT_AT_LIMIT, speed: 'slow', narration: false },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    // A browser too busy to draw on time drops a step to keep the move's pace, as it may on the
    // stories' test run, with many pages opening at once: the move is taken back and played
    // again, after a pause for the page to calm, up to five times.
    let paused = false;
    for (let tries = 0; tries < 5 && !paused; tries++) {
      paused = await pausedAtShareOut(b);
      if (!paused) {
        b.undo();
        await settle(b);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    await expect(paused, 'the share-out showed in one of five tries').toBe(true);
    await settle(b);
    await expect(holesFlagged(b, 'captured')).toEqual([7, 8]);
    await expect(statusText(b)).toMatch(
      /split evenly: 1 seed each; the odd seed stays in South's b, uncounted/,
    );
    await expect(drawnBoard(b)).toBe('0 1 0 0 0 0 | 0 0 0 0 0 0');
    await expect(drawnStores(b)).toEqual([1, 1]);
  },
};

/**
 * Reduced motion (`prefers-reduced-motion: reduce`, which the test run emulates for this story):
 * the steps still show, as they teach the sowing, but nothing slides or fades between them.
 *
 * Shown as described only where the reader's system asks for it, or where the browser emulates it
 * (Chromium's DevTools › Rendering › Emulate CSS media feature `prefers-reduced-motion: reduce`);
 * the stories' test run opens it so.
 */
export const ReducedMotion: Story = {
  name: 'Reduced motion',
  tags: ['reduced-motion'],
  args: { speed: 'slow' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await userEvent.click(hole(b, 'a'));
    await settle(b);
    const [active] = holesFlagged(b, 'active');
    await expect(active, 'the hole being sown is marked').toBeDefined();
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    const duration = getComputedStyle(
      shadow(b).querySelector(`[data-hole="${active}"]`) as HTMLElement,
    ).transitionDuration;
    if (reduced) await expect(duration).toBe('0s');
    else await expect(duration).not.toBe('0s');
    b.skipAnimation();
    await settle(b);
    await expect(drawnBoard(b)).toBe(boardOf(after(position(RELAY), 'a')));
  },
};

// Hoyito III, round 3: South's b ends in a casa; "Round 3 · Lap 1 · A casa in …" is among the
// longest captions of a move.
const ROUND_THREE_CASA = 'h3/1.1.3.0.0.0/0.2.1.0.0.0/20-20/s/r3/pd';

/**
 * A board 300 px wide in a page's sidebar, however wide the window: the status keeps room for a
 * caption of three lines (two below 39em, three below 21em, by the board's own width), so
 * neither the board nor what is below it moves while a move's captions come and go.
 */
export const InASidebar: Story = {
  name: 'In a sidebar',
  args: {
    position: ROUND_THREE_CASA,
    speed: 'fast',
    lang: 'es',
    controls: 'undo animation',
    narration: false,
  },
  render: (args) => html`<div style="display: flex; gap: 1rem; align-items: start">
      <aside style="flex: none; width: 300px">${board(args)}</aside>
      <p style="margin: 0">The page's text runs beside the board.</p>
    </div>`,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const heights = new Set<number>();
    const status = recordStatus(b);
    const ended = nextEvent(b, 'hoyito-animation-end');
    let done = false;
    void ended.then(() => {
      done = true;
    });
    // A click without the pointer's hover, whose preview of the move shows under the board.
    const before = b.getBoundingClientRect().height;
    hole(b, 'b').click();
    await settle(b);
    await expect(b.getBoundingClientRect().height, 'the click changes no height').toBe(before);
    while (!done) {
      heights.add(b.getBoundingClientRect().height);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    status.stop();
    await settle(b);
    heights.add(b.getBoundingClientRect().height);
    await expect(status.seen.some((text) => text.includes('Ronda 3 · Vuelta 1'))).toBe(true);
    await expect([...heights], status.seen.join(' / ')).toHaveLength(1);
  },
};

/**
 * A move paused part-way, after a step of one lap: the board rests on the animation's frame, the
 * status giving the lap, until Resume, a step or Skip.
 */
export const PausedMidMove: Story = {
  name: 'Paused mid-move',
  args: { speed: 'slow', position: RELAY },
  play: async ({ canvasElement }) => {
    const b = await pausedAfterSowingA(canvasElement);
    await userEvent.click(button(b, /^Step one lap$/));
    await settle(b);
    await expect(statusText(b)).toMatch(/^Lap 2 · Relay of \d+ seeds from /);
    await expect(button(b, /^Resume$/)).toBeTruthy();
    await expect(drawnBoard(b)).not.toBe(boardOf(after(position(RELAY), 'a')));
  },
};

/**
 * A hole pressed while a move is still being shown (here paused part-way) plays nothing: the board
 * says "Not yet", under itself and in the narration, and tells nothing of the move's outcome. Once
 * the move is shown, the hole under the pointer says its own words again.
 */
export const PressedMidMove: Story = {
  name: 'A hole pressed mid-move',
  args: { speed: 'slow', position: RELAY },
  play: async ({ canvasElement }) => {
    const b = await pausedAfterSowingA(canvasElement);
    const moves: string[] = [];
    b.addEventListener('hoyito-move', (event) => moves.push(event.detail.notation));
    await userEvent.click(hole(b, 'b'));
    await settle(b);
    await expect(moves).toEqual([]);
    await expect(previewText(b)).toBe('Not yet: a move is still being sown.');
    await expect(narrationText(b)).toMatch(/Not yet: a move is still being sown\.$/);
    const ended = nextEvent(b, 'hoyito-animation-end');
    await userEvent.click(button(b, /^Skip animation$/));
    await ended;
    await settle(b);
    await expect(drawnBoard(b)).toBe(boardOf(after(position(RELAY), 'a')));
    await expect(previewText(b)).not.toBe('Not yet: a move is still being sown.');
  },
};

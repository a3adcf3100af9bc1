/**
 * Drives an animation of `count` frames on requestAnimationFrame. It holds no board state: it
 * tells its owner which frame to show. Cancelling leaves no callback behind.
 */
import { chargeFrame, FRAME_BUDGET_MS, frameSpent } from './budget.ts';
import { framesDue } from './frames.ts';

/**
 * Every animation of the page ticks from one requestAnimationFrame callback: a page of 30 boards
 * animating together makes one call into script a frame, not 30. Each call has a fixed cost
 * about that of painting a board's step: in the benchmark, frames in which no board had a step
 * due took 1.4 ms of script with a callback a board, and the worst frame fell from 4.6–9.3 ms to
 * 3.4–4.4 ms with one.
 */
const ticking = new Set<(now: number) => void>();
let tickerFrame = 0;

function tickAll(now: number): void {
  tickerFrame = 0;
  const start = performance.now();
  const budget = FRAME_BUDGET_MS - frameSpent(now);
  let last = 0;
  const ticked: ((now: number) => void)[] = [];
  // A tick may start or stop animations (its own or, through events, another board's): the
  // ones ticking when the frame began tick once, unless stopped meanwhile; new ones start on the
  // next frame. One that throws is reported and the others go on: a frame of their own each, they
  // would not have known of it.
  for (const tick of [...ticking]) {
    if (!ticking.has(tick)) continue;
    // Past the frame's budget (the next tick taken to cost what the last did) the rest wait for
    // the next frame, where they go first: a step shown a frame late, rather than a long frame
    // when many boards paint at once. One tick a frame at least, so that every animation moves.
    if (ticked.length > 0 && performance.now() - start + last > budget) break;
    const before = performance.now();
    try {
      tick(now);
    } catch (error) {
      reportError(error);
    }
    last = performance.now() - before;
    ticked.push(tick);
  }
  // Those that ticked go last next frame.
  for (const tick of ticked) {
    if (ticking.delete(tick)) ticking.add(tick);
  }
  chargeFrame(now, performance.now() - start);
  if (ticking.size > 0 && tickerFrame === 0) tickerFrame = requestAnimationFrame(tickAll);
}

function startTicking(tick: (now: number) => void): void {
  ticking.add(tick);
  if (tickerFrame === 0) tickerFrame = requestAnimationFrame(tickAll);
}

function stopTicking(tick: (now: number) => void): void {
  ticking.delete(tick);
  if (ticking.size === 0 && tickerFrame !== 0) {
    cancelAnimationFrame(tickerFrame);
    tickerFrame = 0;
  }
}

/**
 * How an animation reached its last frame: `played` on an animation frame of its own, `skipped`
 * by skip(), `jumped` at once (speed 0, or stepped there).
 */
export type AnimationEnd = 'played' | 'skipped' | 'jumped';

export class FramePlayer {
  #count = 0;
  #ms = 0;
  #index = -1;
  #startTime = 0;
  #startIndex = -1;
  #paused = false;
  readonly #show: (index: number) => void;
  readonly #done: (how: AnimationEnd) => void;

  constructor(show: (index: number) => void, done: (how: AnimationEnd) => void) {
    this.#show = show;
    this.#done = done;
  }

  get index(): number {
    return this.#index;
  }

  get running(): boolean {
    return this.#count > 0 && this.#index < this.#count - 1;
  }

  get paused(): boolean {
    return this.#paused;
  }

  /** Plays frames 0 … count-1 at `ms` each; 0 ms shows the last frame at once. */
  start(count: number, ms: number, paused = false): void {
    this.#stopTicking();
    this.#count = count;
    this.#ms = ms;
    this.#index = -1;
    this.#paused = paused;
    if (count === 0) {
      this.#done('jumped');
      return;
    }
    if (ms <= 0) {
      this.#goTo(count - 1, 'jumped');
      return;
    }
    // The first frame shows at once, with the call that starts the animation: the change from
    // the board before the move happens there, not in the first animation frame, where a page
    // full of boards starting together would pay for all of them at once.
    this.#goTo(0, 'jumped');
    if (!this.running) return;
    if (!paused) this.#resumeTicking();
  }

  pause(): void {
    if (!this.running || this.#paused) return;
    this.#paused = true;
    this.#stopTicking();
  }

  resume(): void {
    if (!this.running || !this.#paused) return;
    this.#paused = false;
    this.#resumeTicking();
  }

  setSpeed(ms: number): void {
    this.#ms = ms;
    if (this.running && !this.#paused) {
      this.#stopTicking();
      if (ms <= 0) this.#goTo(this.#count - 1, 'jumped');
      else this.#resumeTicking();
    }
  }

  /** Shows frame `index` (pausing the animation); the last frame ends it. */
  goTo(index: number): void {
    if (!this.running) return;
    this.#paused = true;
    this.#stopTicking();
    this.#goTo(Math.max(this.#index + 1, Math.min(index, this.#count - 1)), 'jumped');
  }

  /** Jumps to the end. */
  skip(): void {
    if (!this.running) return;
    this.#stopTicking();
    this.#goTo(this.#count - 1, 'skipped');
  }

  /** Stops without showing anything more or calling `done`. */
  cancel(): void {
    this.#stopTicking();
    this.#count = 0;
    this.#index = -1;
    this.#paused = false;
  }

  #goTo(index: number, how: AnimationEnd): void {
    this.#index = index;
    const last = index >= this.#count - 1;
    // Reached at once (a skip), the last frame would be replaced by the end within this same
    // task: it is not shown, so nothing (a screen reader included) sees a frame come and go.
    if (!last || how === 'played') this.#show(index);
    if (last) {
      this.#stopTicking();
      this.#count = 0;
      this.#paused = false;
      this.#done(how);
    }
  }

  #resumeTicking(): void {
    this.#startTime = -1;
    this.#startIndex = this.#index;
    startTicking(this.#tick);
  }

  #stopTicking(): void {
    stopTicking(this.#tick);
  }

  #tick = (now: number): void => {
    // The frame on show has been up for no time yet: the next is due one step from now.
    if (this.#startTime < 0) this.#startTime = now;
    const due = this.#startIndex + framesDue(now - this.#startTime, this.#ms, this.#count);
    const target = Math.min(this.#count - 1, due);
    if (target > this.#index) this.#goTo(target, 'played');
  };
}

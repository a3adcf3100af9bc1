/**
 * Work that follows an animation but need not share its last frame. When a page's 30 boards
 * end their moves together, each board's closing update (playable holes, controls, status,
 * events) would land in one frame; here they run a few per frame, within a time budget, so that
 * no frame carries them all. One queue serves every board of the page.
 */

/** Script time one frame may give to closing updates (the animation frames need the rest). */
export const CLOSING_BUDGET_MS = 2;

/**
 * Script time the page's boards may spend in one frame, animation steps and closing updates
 * together: under the 4 ms the frame may take, leaving room for the renders that work queues.
 */
export const FRAME_BUDGET_MS = 3;

/**
 * What the boards have spent in the frame being drawn. requestAnimationFrame callbacks of one
 * frame get the same timestamp, so it names the frame: the steps and the closing updates, which
 * run in callbacks of their own, share one account.
 */
let accountFrame = -1;
let accountSpent = 0;

/** Script time the boards have spent so far in the frame of requestAnimationFrame time `frame`. */
export function frameSpent(frame: number): number {
  return frame === accountFrame ? accountSpent : 0;
}

/** Adds `ms` of script to the account of the frame of requestAnimationFrame time `frame`. */
export function chargeFrame(frame: number, ms: number): void {
  if (frame !== accountFrame) {
    accountFrame = frame;
    accountSpent = 0;
  }
  accountSpent += ms;
}

const queue = new Set<() => void>();
let scheduled = 0;
/** Whether the last frame ran no closing update, its budget taken by the steps. */
let starved = false;

/**
 * Runs `task` on a coming animation frame, once the frame's budget allows; at least one task
 * runs each frame, or every other frame while the animation steps take the whole budget.
 * Returns a function that withdraws the task if it has not run yet.
 */
export function whenFrameAllows(task: () => void): () => void {
  // A fresh function each time, so that the same task queued twice runs twice.
  const entry = () => task();
  queue.add(entry);
  if (scheduled === 0) scheduled = requestAnimationFrame(runQueue);
  return () => {
    queue.delete(entry);
    if (queue.size === 0 && scheduled !== 0) {
      cancelAnimationFrame(scheduled);
      scheduled = 0;
    }
  };
}

function runQueue(frame: number): void {
  scheduled = 0;
  const start = performance.now();
  const budget = Math.min(CLOSING_BUDGET_MS, FRAME_BUDGET_MS - frameSpent(frame));
  let ran = 0;
  let last = 0;
  for (const entry of queue) {
    // The next task is taken to cost what the last one did: one that would not fit waits for the
    // next frame rather than push this one over. The first always fits a budget left; when the
    // animation steps took it all, one runs anyway if the last frame ran none, so the queue moves.
    const fits = budget > 0 && performance.now() - start + last <= budget;
    if (!fits && !(ran === 0 && starved)) break;
    queue.delete(entry);
    const before = performance.now();
    entry();
    last = performance.now() - before;
    ran++;
  }
  starved = ran === 0;
  chargeFrame(frame, performance.now() - start);
  if (queue.size > 0 && scheduled === 0) scheduled = requestAnimationFrame(runQueue);
}

/**
 * Work that follows an animation but need not share its last frame. When a page's 30 boards
 * end their moves together, each board's closing update (playable holes, controls, status,
 * events) would land in one frame; here they run a few per frame, within a time budget, so that
 * no frame carries them all. One queue serves every board of the page.
 */

/** Script time one frame may give to closing updates (the animation frames need the rest). */
export const CLOSING_BUDGET_MS = 2;

const queue = new Set<() => void>();
let scheduled = 0;

/**
 * Runs `task` on a coming animation frame, once the frame's budget allows; at least one task
 * runs each frame. Returns a function that withdraws the task if it has not run yet.
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

function runQueue(): void {
  scheduled = 0;
  const start = performance.now();
  let last = 0;
  for (const entry of queue) {
    // The next task is taken to cost what the last one did: one that would not fit waits for the
    // next frame rather than push this one over.
    if (performance.now() - start + last > CLOSING_BUDGET_MS) break;
    queue.delete(entry);
    const before = performance.now();
    entry();
    last = performance.now() - before;
  }
  if (queue.size > 0 && scheduled === 0) scheduled = requestAnimationFrame(runQueue);
}

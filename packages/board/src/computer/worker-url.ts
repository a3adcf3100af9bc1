/**
 * Where the search worker's script is. In the sources it is `worker.ts` beside this file; the
 * standalone build replaces this module so that it points at `hoyito-board.worker.js` beside the
 * bundle (see scripts/build.mjs).
 */
export function workerUrl(): URL {
  return new URL('./worker.ts', import.meta.url);
}

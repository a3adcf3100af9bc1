/**
 * The search worker: runs `@hoyito/ai` off the main thread. The board posts a position (as the
 * engine's setup) and a level; the worker answers with a move or an analysis.
 */
import { analyse, bestMove } from '@hoyito/ai';
import { createPosition } from '@hoyito/engine';
import type { SearchRequest, SearchResponse } from './protocol.ts';

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<SearchRequest>) => void) | null;
  postMessage(message: SearchResponse): void;
};

scope.onmessage = ({ data }) => {
  try {
    const position = createPosition(data.setup);
    if (!position.ok) throw new Error(position.error.message);
    const options = {
      level: data.level,
      seed: data.seed,
      ...(data.timeMs ? { timeMs: data.timeMs } : {}),
    };
    if (data.kind === 'move') {
      const best = bestMove(position.value, options);
      scope.postMessage({ id: data.id, move: best.move, score: best.score, pv: [...best.pv] });
    } else {
      const moves = analyse(position.value, options).map((m) => ({
        move: m.move,
        score: m.score,
        pv: [...m.pv],
        ...(m.outcome === undefined ? {} : { outcome: m.outcome }),
      }));
      scope.postMessage({ id: data.id, moves });
    }
  } catch (error) {
    scope.postMessage({
      id: data.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
};

/**
 * The search worker: runs `@hoyito/ai` off the main thread. The board posts a position (as the
 * engine's setup) and a level; the worker answers with a move or an analysis.
 */
import { analyse, bestMoveWatching, LargestCaptureWatch } from '@hoyito/ai';
import { createPosition, Random } from '@hoyito/engine';
import type { AnalysedLine, SearchRequest, SearchResponse } from './protocol.ts';
import { variedChoice } from './vary.ts';

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<SearchRequest>) => void) | null;
  postMessage(message: SearchResponse): void;
};

/**
 * Each computer player has a worker of its own, so this watches that player's opponent, game after
 * game (see `LargestCaptureWatch`): at `expert` it plays for the mistakes of an opponent seen to
 * take its largest capture every time. A cancelled search ends the worker, and what it saw with it.
 */
const watch = new LargestCaptureWatch();

scope.onmessage = ({ data }) => {
  try {
    const position = createPosition(data.setup);
    if (!position.ok) throw new Error(position.error.message);
    const options = {
      level: data.level,
      seed: data.seed,
      ...(data.timeMs ? { timeMs: data.timeMs } : {}),
      ...(data.nodes ? { nodes: data.nodes } : {}),
    };
    const lines = (): AnalysedLine[] =>
      analyse(position.value, options).map((m) => ({
        move: m.move,
        score: m.score,
        pv: [...m.pv],
        ...(m.outcome === undefined ? {} : { outcome: m.outcome }),
      }));
    if (data.kind === 'move' && data.vary) {
      const chosen = variedChoice(lines(), new Random(data.seed), data.vary, data.avoid);
      if (chosen === null) throw new Error('the position has no legal move to choose from');
      scope.postMessage({ id: data.id, move: chosen.move, score: chosen.score, pv: chosen.pv });
    } else if (data.kind === 'move') {
      const best = bestMoveWatching(position.value, options, watch);
      scope.postMessage({
        id: data.id,
        move: best.move,
        score: best.score,
        pv: [...best.pv],
        ...(best.model === undefined ? {} : { model: true }),
      });
    } else {
      scope.postMessage({ id: data.id, moves: lines() });
    }
  } catch (error) {
    scope.postMessage({
      id: data.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
};

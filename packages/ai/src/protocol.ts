/**
 * The line protocol, without I/O: one JSON position per line in (the conformance format:
 * `{variant, holes, board, captured, toMove, round, previousWinner, over, winner}`, optionally
 * `noCapture` and `rules`), one JSON line out: `{"move": h}` or `{"move": "pass"}` with `score`,
 * `depth`, `nodes`, `pv`, `exact` and, when proven, `outcome` for the search, or
 * `{"error": "..."}` for a line that is not a position of an unfinished game. `bin/ai.ts` wires it
 * to stdin and stdout.
 */
import { createPosition } from '@hoyito/engine';
import { bestMove, bestMoveWatching, type SearchOptions } from './api.ts';
import { LEVEL_CONFIG, type Level } from './levels.ts';
import type { LargestCaptureWatch, TieRule } from './opponent.ts';
import { type ReferencePlayer, referenceMove } from './players.ts';
import type { Outcome } from './search.ts';

export interface ProtocolOptions {
  readonly level: Level;
  readonly timeMs?: number;
  readonly nodes?: number;
  readonly depth?: number;
  readonly seed: number;
  /** Answer as a reference player instead of searching. */
  readonly player?: ReferencePlayer;
  /**
   * Play for the mistakes of an opponent seen to take its largest capture every time (levels
   * whose `modelsOpponent` is set; default true). False plays against best play only.
   */
  readonly opponentModel?: boolean;
}

export type Answer =
  | {
      readonly move: number | 'pass';
      readonly score?: number;
      readonly depth?: number;
      readonly nodes?: number;
      readonly pv?: readonly (number | 'pass')[];
      readonly exact?: boolean;
      readonly outcome?: Outcome;
      /** The move was chosen as a forced win against the opponent model (see `opponent.ts`). */
      readonly model?: { readonly ties: TieRule; readonly plies: number };
    }
  | { readonly error: string };

/**
 * The protocol promises an answer within the time budget plus 100 ms. On a busy machine a
 * process can wait that long for the CPU, so the search stops early by a tenth of the budget
 * (at most 100 ms) and the promise holds with room to spare.
 */
export function searchTimeMs(budgetMs: number): number {
  if (budgetMs === Infinity) return Infinity;
  return Math.max(1, Math.round(budgetMs - Math.min(100, budgetMs / 10)));
}

/**
 * The answer to one input line, or null for a blank line (which gets no answer). `writtenAt`
 * (a `Date.now()` time) is the earliest the client may have written a line that waited unread,
 * as one written while the program was starting; the budget runs from then instead of from now.
 * `watch`, kept from one line to the next, judges the opponent from the positions it leads to.
 */
export function answer(
  line: string,
  options: ProtocolOptions,
  writtenAt?: number,
  watch?: LargestCaptureWatch,
): Answer | null {
  if (line.trim() === '') return null;
  // The budget runs from the line's arrival: reading and checking the position (an endless
  // sowing is told apart exactly, which can take a while) comes out of it too.
  const received = writtenAt ?? Date.now();
  let data: unknown;
  try {
    data = JSON.parse(line);
  } catch (e) {
    return { error: `not JSON: ${(e as Error).message}` };
  }
  const created = createPosition(data);
  if (!created.ok) return { error: `invalid position: ${created.error.message}` };
  const position = created.value;
  if (position.over) return { error: 'the game is over: there is no move to answer' };
  try {
    if (options.player !== undefined) return { move: referenceMove(options.player, position) };
    // As in `bestMove`: a node budget or a depth without a time makes the answer deterministic,
    // so the level's clock does not apply then.
    const fixed = options.nodes !== undefined || options.depth !== undefined;
    const budgetMs = searchTimeMs(
      options.timeMs ?? (fixed ? Infinity : LEVEL_CONFIG[options.level].timeMs),
    );
    const left = budgetMs - (Date.now() - received);
    // A line that waited behind others (many written at once) until its budget was spent is
    // answered at once, from a one-ply search: a deeper one, however short its clock, takes a
    // few milliseconds, which over hundreds of queued lines would break the promise.
    const spent = budgetMs !== Infinity && left <= 0;
    const search: SearchOptions = {
      level: options.level,
      timeMs: budgetMs === Infinity || spent ? undefined : Math.max(1, left),
      nodes: options.nodes,
      depth: spent ? 1 : options.depth,
      endgame: spent ? false : undefined,
      seed: options.seed,
    };
    // A line answered at once gets no model's search either; the watch still sees it.
    const best =
      watch === undefined
        ? bestMove(position, search)
        : bestMoveWatching(position, search, watch, options.opponentModel !== false && !spent);
    return {
      move: best.move,
      score: best.score,
      depth: best.depth,
      nodes: best.nodes,
      pv: best.pv,
      exact: best.exact,
      ...(best.outcome === undefined ? {} : { outcome: best.outcome }),
      ...(best.model === undefined ? {} : { model: best.model }),
    };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

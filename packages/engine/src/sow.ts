/**
 * The sowing kernel: one move of any variant, in place on a typed array, allocating nothing unless a
 * trace is asked for. Everything else (positions, legal moves, search) is built on `sow`.
 */
import type { LastFourRule, StopReason, TraceEvent } from './trace.ts';
import type { Side } from './types.ts';

/** Variant numbers as the kernel sees them: 1, 2, 3 for Hoyito I, II, III. */
export type VariantCode = 1 | 2 | 3;

/** `sow` returned: the move captured at least one four. */
export const SOW_CAPTURED = 1;
/** `sow` returned: the move ended the game (last four awarded, or no seeds left). */
export const SOW_GAME_OVER = 2;
/** `sow` returned, with `SOW_GAME_OVER`: the last capture left no seed at all (no last four to award). */
export const SOW_BOARD_EMPTY = 4;
/** `sow` returned: the sowing never ends; the board is left in an unspecified state. */
export const SOW_ENDLESS = -1;
/**
 * `sow` returned, only when the caller gave it a lap budget (`maxLaps`): after that many laps the
 * sowing had neither ended nor been shown to cycle. The board is left in an unspecified state.
 */
export const SOW_UNDECIDED = -3;

/**
 * Cycle detection starts after this many laps. Running the deterministic sowing for a while before
 * Brent's algorithm starts changes nothing about exactness (a cycle, once entered, is never left)
 * and keeps the check off the short moves that are nearly all moves.
 */
const CYCLE_CHECK_FROM_LAP = 24;

/** Facts about the last call of `sow`, kept in one reused object so the hot path allocates nothing. */
export const sowInfo = {
  /** Laps sown (1 for a move without relay). */
  laps: 0,
  /** The hole where the last seed fell. */
  lastHole: 0,
  /** Why the sowing stopped; meaningless after an endless result. */
  stop: 'empty-hole' as StopReason,
  /** For an endless move: the length, in laps, of the cycle it falls into. */
  cycleLength: 0,
  /** For an endless move: laps sown before the cycle was recognised. */
  lapsExplored: 0,
  /** Seeds captured by the move, last four included. */
  captured: 0,
};

const SIDE_NAMES: readonly Side[] = ['south', 'north'];

// Brent's saved state: board, landing hole and hand at the last power of two.
const savedBoard = new Int32Array(64);

/**
 * Plays the move from `hole` for side `mover` (0 south, 1 north) on `board` (length `len` = 2n,
 * canonical numbering) and adds captures to `captured[side]`. The caller has checked that `hole`
 * is the mover's and not empty.
 *
 * `lastFourTo` is the side that receives the last four under the game's round (rules §4) and
 * `lastFourRule` why; both only matter for the trace when `lastFourTo !== mover`.
 *
 * Returns a combination of `SOW_CAPTURED | SOW_GAME_OVER | SOW_BOARD_EMPTY`, or `SOW_ENDLESS`.
 *
 * Without `maxLaps` the decision is exact, as the rules ask (§5: never by a lap cap): Brent's
 * algorithm recognises a cycle of λ laps entered after μ laps within at most about 3(μ + λ) laps
 * (its saved state moves at powers of two), in constant memory. That takes time in proportion to
 * the cycle: on the standard 2×6 board with 4 seeds a hole, a move reached in play is in a cycle of
 * 4.6 million laps from its first lap, recognised after 13 million (about a second); custom seed
 * counts reach cycles of over a billion (minutes). A
 * caller that cannot wait (a search, for one candidate move among many) gives `maxLaps`, and past
 * it gets `SOW_UNDECIDED`, which the rules never return.
 */
export function sow(
  board: Int32Array,
  len: number,
  variant: VariantCode,
  hole: number,
  mover: 0 | 1,
  captured: Int32Array,
  lastFourTo: 0 | 1,
  lastFourRule: LastFourRule,
  trace: TraceEvent[] | null,
  maxLaps: number = Number.POSITIVE_INFINITY,
): number {
  let hand = board[hole];
  board[hole] = 0;
  let pos = hole;
  let lap = 1;
  let result = 0;
  let takenTotal = 0;
  const by = SIDE_NAMES[mover];
  if (trace !== null) trace.push({ type: 'lift', side: by, hole, seeds: hand });

  // Brent's cycle detection over the relay states (board, landing hole, hand).
  let power = 1;
  let lambda = 0;
  let checking = false;

  for (;;) {
    // Sow one lap.
    if (variant === 1) {
      while (hand > 0) {
        pos = pos + 1 === len ? 0 : pos + 1;
        hand--;
        const count = ++board[pos];
        if (trace !== null) trace.push({ type: 'drop', hole: pos, count, lap, hand });
        if (count === 4) {
          // En passant: any drop that makes a four is taken at once, the lap's last seed included.
          board[pos] = 0;
          captured[mover] += 4;
          takenTotal += 4;
          result |= SOW_CAPTURED;
          if (trace !== null) {
            trace.push({ type: 'capture', kind: 'en-passant', hole: pos, seeds: 4, by, lap });
          }
          const over = awardLastFour(board, len, hand, captured, lastFourTo, lastFourRule, trace);
          if (over >= 0) return finishOver(pos, lap, over, result, takenTotal + over, trace);
        }
      }
      const count = board[pos];
      if (count === 0) {
        // The last seed made a four and was taken with it: nothing to relay.
        return finish(pos, lap, 'capture', result, takenTotal, trace);
      }
      if (count === 1) return finish(pos, lap, 'empty-hole', result, takenTotal, trace);
    } else {
      if (trace === null) {
        let p = pos;
        while (hand > 0) {
          p = p + 1 === len ? 0 : p + 1;
          board[p]++;
          hand--;
        }
        pos = p;
      } else {
        while (hand > 0) {
          pos = pos + 1 === len ? 0 : pos + 1;
          hand--;
          trace.push({ type: 'drop', hole: pos, count: ++board[pos], lap, hand });
        }
      }
      const count = board[pos];
      if (count === 4) {
        // A casa: the landing hole is taken, and in Hoyito II the fours just behind it.
        board[pos] = 0;
        captured[mover] += 4;
        takenTotal += 4;
        result |= SOW_CAPTURED;
        if (trace !== null)
          trace.push({ type: 'capture', kind: 'landing', hole: pos, seeds: 4, by, lap });
        if (variant === 2) {
          let h = pos === 0 ? len - 1 : pos - 1;
          while (board[h] === 4) {
            board[h] = 0;
            captured[mover] += 4;
            takenTotal += 4;
            if (trace !== null)
              trace.push({ type: 'capture', kind: 'chain', hole: h, seeds: 4, by, lap });
            h = h === 0 ? len - 1 : h - 1;
          }
        }
        const over = awardLastFour(board, len, 0, captured, lastFourTo, lastFourRule, trace);
        if (over >= 0) return finishOver(pos, lap, over, result, takenTotal + over, trace);
        return finish(pos, lap, 'capture', result, takenTotal, trace);
      }
      if (count === 1) return finish(pos, lap, 'empty-hole', result, takenTotal, trace);
    }

    // Relay: lift the landing hole, last seed included, and sow on from the next hole.
    hand = board[pos];
    board[pos] = 0;
    lap++;
    if (trace !== null) trace.push({ type: 'relay', hole: pos, seeds: hand, lap });

    if (checking) {
      if (lap > maxLaps) {
        sowInfo.cycleLength = 0;
        sowInfo.lapsExplored = lap;
        sowInfo.laps = lap;
        sowInfo.lastHole = pos;
        return SOW_UNDECIDED;
      }
      lambda++;
      if (sameState(board, len, pos, hand)) {
        sowInfo.cycleLength = lambda;
        sowInfo.lapsExplored = lap;
        sowInfo.laps = lap;
        sowInfo.lastHole = pos;
        return SOW_ENDLESS;
      }
      if (lambda === power) {
        saveState(board, len, pos, hand);
        power *= 2;
        lambda = 0;
      }
    } else if (lap >= CYCLE_CHECK_FROM_LAP) {
      checking = true;
      saveState(board, len, pos, hand);
    }
  }
}

function saveState(board: Int32Array, len: number, pos: number, hand: number): void {
  for (let i = 0; i < len; i++) savedBoard[i] = board[i];
  savedBoard[len] = pos;
  savedBoard[len + 1] = hand;
}

function sameState(board: Int32Array, len: number, pos: number, hand: number): boolean {
  if (savedBoard[len] !== pos || savedBoard[len + 1] !== hand) return false;
  for (let i = 0; i < len; i++) if (savedBoard[i] !== board[i]) return false;
  return true;
}

/**
 * After a capture: if 1–4 seeds remain (board plus `hand`), award them and return how many; if none
 * remain return 0; otherwise return -1 and the game goes on.
 */
function awardLastFour(
  board: Int32Array,
  len: number,
  hand: number,
  captured: Int32Array,
  lastFourTo: 0 | 1,
  lastFourRule: LastFourRule,
  trace: TraceEvent[] | null,
): number {
  let left = hand;
  for (let i = 0; i < len; i++) {
    left += board[i];
    if (left > 4) return -1;
  }
  if (left === 0) return 0;
  const holes: { hole: number; seeds: number }[] | null = trace === null ? null : [];
  for (let i = 0; i < len; i++) {
    if (board[i] !== 0) {
      if (holes !== null) holes.push({ hole: i, seeds: board[i] });
      board[i] = 0;
    }
  }
  captured[lastFourTo] += left;
  if (trace !== null && holes !== null) {
    trace.push({
      type: 'last-four',
      to: SIDE_NAMES[lastFourTo],
      rule: lastFourRule,
      seeds: left,
      holes,
      inHand: hand,
    });
  }
  return left;
}

/**
 * The sowing ended the game: `lastFour` seeds were left and awarded (0 when the board emptied
 * itself, which the result flags apart).
 */
function finishOver(
  pos: number,
  lap: number,
  lastFour: number,
  result: number,
  taken: number,
  trace: TraceEvent[] | null,
): number {
  const empty = lastFour === 0;
  return finish(
    pos,
    lap,
    empty ? 'board-empty' : 'last-four',
    result | SOW_GAME_OVER | (empty ? SOW_BOARD_EMPTY : 0),
    taken,
    trace,
  );
}

function finish(
  pos: number,
  lap: number,
  stop: StopReason,
  result: number,
  taken: number,
  trace: TraceEvent[] | null,
): number {
  sowInfo.laps = lap;
  sowInfo.lastHole = pos;
  sowInfo.stop = stop;
  sowInfo.captured = taken;
  sowInfo.cycleLength = 0;
  if (trace !== null) trace.push({ type: 'stop', hole: pos, reason: stop, laps: lap });
  return result;
}

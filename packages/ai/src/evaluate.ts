/**
 * The static evaluation: a linear function of a few board features, from the side to move's view,
 * in centi-seeds (100 = one seed). It estimates the seeds the side to move will still gain over
 * its opponent from here on; the search adds the seeds already captured.
 *
 * The weights live in `weights.json` (one set per variant), written by `scripts/tune.ts`.
 */
import type { Variant } from '@hoyito/engine';
import tuned from './weights.json' with { type: 'json' };

/** One seed in the search's score unit. */
export const SCALE = 100;

/** The features, in the order of a weight vector. */
export const FEATURES = [
  /** Seeds on the own row minus seeds on the opponent's row (they go to their owner at an end by the own-side rule). */
  'material',
  /** Own non-empty holes minus the opponent's: a cheap measure of mobility (moves available). */
  'mobility',
  /** Own holes holding 3 (one seed from a casa) minus the opponent's. */
  'threes',
  /** Own holes holding 4 minus the opponent's (chain material in Hoyito II). */
  'fours',
  /** Seeds the side to move is sure to capture with its best move's first lap (no relay needed). */
  'capture',
  /** The same for the opponent: the fours it could take if it were to move now. */
  'threat',
] as const;
export type Feature = (typeof FEATURES)[number];

/** Weights in centi-seeds per unit of each feature. */
export type Weights = Readonly<Record<Feature, number>>;

export interface WeightsFile {
  readonly description: string;
  readonly features: readonly string[];
  readonly variants: Readonly<Record<Variant, Weights>>;
}

export const WEIGHTS: WeightsFile = tuned as WeightsFile;

/** The tuned weights of a variant. */
export function weightsFor(variant: Variant): Weights {
  return WEIGHTS.variants[variant];
}

/** Weights as an array in `FEATURES` order (the hot path reads arrays). */
export function weightVector(weights: Weights): Int32Array {
  const out = new Int32Array(FEATURES.length);
  FEATURES.forEach((f, i) => {
    out[i] = Math.round(weights[f] ?? 0);
  });
  return out;
}

/** All weights zero: the score is the captured difference alone. */
export const ZERO_WEIGHTS: Weights = Object.freeze({
  material: 0,
  mobility: 0,
  threes: 0,
  fours: 0,
  capture: 0,
  threat: 0,
});

/**
 * The seeds that side `side` is sure to capture by the first lap of its move from `hole`: the
 * lap's drops are known without sowing (relays are not followed). Hoyito I takes every drop that
 * makes a four; Hoyito II and III take the landing hole when it held 3, and Hoyito II the chain
 * of fours just behind it. Only laps that do not go round the board are considered.
 */
function firstLapCapture(board: Int32Array, len: number, variant: number, hole: number): number {
  const c = board[hole];
  if (c === 0 || c >= len) return 0;
  if (variant === 1) {
    let taken = 0;
    let p = hole;
    for (let k = 0; k < c; k++) {
      p = p + 1 === len ? 0 : p + 1;
      if (board[p] === 3) taken += 4;
    }
    return taken;
  }
  let landing = hole + c;
  if (landing >= len) landing -= len;
  if (board[landing] !== 3) return 0;
  let taken = 4;
  if (variant === 2) {
    // Holes strictly between `hole` and `landing` got one seed each during the lap; `hole` is empty.
    let p = landing === 0 ? len - 1 : landing - 1;
    for (;;) {
      let count: number;
      if (p === hole) count = 0;
      else {
        const dist = p > hole ? p - hole : p + len - hole;
        count = board[p] + (dist < c ? 1 : 0);
      }
      if (count !== 4) break;
      taken += 4;
      if (taken >= 4 * len) break;
      p = p === 0 ? len - 1 : p - 1;
    }
  }
  return taken;
}

/** The best sure first-lap capture of `side` on `board`. */
export function bestFirstLapCapture(
  board: Int32Array,
  holes: number,
  variant: number,
  side: number,
): number {
  const len = 2 * holes;
  const first = side === 0 ? 0 : holes;
  let best = 0;
  for (let h = first; h < first + holes; h++) {
    const t = firstLapCapture(board, len, variant, h);
    if (t > best) best = t;
  }
  return best;
}

/**
 * Fills `out` (length `FEATURES.length`) with the features of `board` from `side`'s view, `side`
 * being the side to move.
 */
export function features(
  board: Int32Array,
  holes: number,
  variant: number,
  side: number,
  out: Int32Array | number[],
): void {
  const own = side === 0 ? 0 : holes;
  const opp = side === 0 ? holes : 0;
  let material = 0;
  let mobility = 0;
  let threes = 0;
  let fours = 0;
  for (let i = 0; i < holes; i++) {
    const a = board[own + i];
    const b = board[opp + i];
    material += a - b;
    mobility += (a > 0 ? 1 : 0) - (b > 0 ? 1 : 0);
    threes += (a === 3 ? 1 : 0) - (b === 3 ? 1 : 0);
    fours += (a === 4 ? 1 : 0) - (b === 4 ? 1 : 0);
  }
  out[0] = material;
  out[1] = mobility;
  out[2] = threes;
  out[3] = fours;
  out[4] = bestFirstLapCapture(board, holes, variant, side);
  out[5] = bestFirstLapCapture(board, holes, variant, 1 - side);
}

/** Scratch for `evaluate`, so that the hot path allocates nothing. */
const scratch = new Int32Array(FEATURES.length);

/** The evaluation of `board` with `side` to move, in centi-seeds, for the weight vector `w`. */
export function evaluate(
  board: Int32Array,
  holes: number,
  variant: number,
  side: number,
  w: Int32Array,
): number {
  features(board, holes, variant, side, scratch);
  let v = 0;
  for (let i = 0; i < scratch.length; i++) v += w[i] * scratch[i];
  return v;
}

import type { EndReason, Outcome, Side } from './types.ts';

/** How a four was taken (rules §3). */
export const CAPTURE_KINDS = ['en-passant', 'landing', 'chain'] as const;
export type CaptureKind = (typeof CAPTURE_KINDS)[number];

/** Why the last seeds went to whom they went (rules §4). */
export const LAST_FOUR_RULES = ['capturer', 'previous-winner', 'capturer-after-draw'] as const;
export type LastFourRule = (typeof LAST_FOUR_RULES)[number];

/** Why a sowing stopped. */
export const STOP_REASONS = ['empty-hole', 'capture', 'last-four', 'board-empty'] as const;
export type StopReason = (typeof STOP_REASONS)[number];

/**
 * One step of a move, in the order it happens. A move's trace is enough to animate every seed:
 * `lift`, then one `drop` per seed, `relay` at each new lap, `capture` for each four, and so on.
 */
export type TraceEvent =
  /** The mover lifts all `seeds` of `hole`: lap 1 begins. */
  | { readonly type: 'lift'; readonly side: Side; readonly hole: number; readonly seeds: number }
  /** One seed lands in `hole`, which then holds `count`; `hand` seeds are left to sow in this lap. */
  | {
      readonly type: 'drop';
      readonly hole: number;
      readonly count: number;
      readonly lap: number;
      readonly hand: number;
    }
  /** The last seed of a lap fell in an occupied hole: its `seeds` are lifted and lap `lap` begins. */
  | { readonly type: 'relay'; readonly hole: number; readonly seeds: number; readonly lap: number }
  /** The mover takes the four in `hole`. */
  | {
      readonly type: 'capture';
      readonly kind: CaptureKind;
      readonly hole: number;
      readonly seeds: number;
      readonly by: Side;
      readonly lap: number;
    }
  /** After a capture 1–4 seeds were left (board plus hand); they go to `to`. */
  | {
      readonly type: 'last-four';
      readonly to: Side;
      readonly rule: LastFourRule;
      readonly seeds: number;
      readonly holes: readonly { readonly hole: number; readonly seeds: number }[];
      readonly inHand: number;
    }
  /** The sowing is over: where the last seed fell and why it stopped. */
  | {
      readonly type: 'stop';
      readonly hole: number;
      readonly reason: StopReason;
      readonly laps: number;
    }
  /** The mover captured and moves again (Hoyito II and III). */
  | { readonly type: 'extra-turn'; readonly side: Side }
  /** `side` has no legal move and passes. */
  | { readonly type: 'pass'; readonly side: Side; readonly reason: 'no-seeds' | 'all-endless' }
  /**
   * The seeds left on the board at an end without a last capture, shared out by the `remaining`
   * rule. `uncounted` seeds count for nobody: under `none` all stay where they lie; under `split`
   * the odd seed stays in `oddSeedHole`, null when the seeds split evenly or under another rule.
   */
  | {
      readonly type: 'remaining';
      readonly rule: 'own-side' | 'split' | 'none';
      readonly south: number;
      readonly north: number;
      readonly uncounted: number;
      readonly oddSeedHole: number | null;
    }
  /** The game is over. */
  | {
      readonly type: 'game-end';
      readonly reason: EndReason;
      readonly winner: Outcome;
      readonly captured: readonly [number, number];
    };

export type TraceEventType = TraceEvent['type'];

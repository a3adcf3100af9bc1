/**
 * A move's event trace turned into the board as it looks after each event: what the element
 * draws at each animation step. Pure: no DOM, no timers.
 */
import type { Position, TraceEvent } from '@hoyito/engine';
import { SPEED_MS } from '../state/config.ts';

export interface Frame {
  readonly board: readonly number[];
  readonly captured: readonly [number, number];
  /** Seeds in the mover's hand. */
  readonly hand: number;
  /** The hole the event happened at (highlighted), or null. */
  readonly hole: number | null;
  readonly lap: number;
  /** Holes whose seeds leave the board together in this step (the last four, a share-out). */
  readonly emptied: readonly number[];
  readonly event: TraceEvent;
}

const NONE: readonly number[] = [];

export function traceFrames(before: Position, trace: readonly TraceEvent[]): Frame[] {
  const board = [...before.board];
  const captured: [number, number] = [before.captured[0], before.captured[1]];
  let hand = 0;
  let lap = 1;
  const frames: Frame[] = [];
  const side = (s: 'south' | 'north') => (s === 'south' ? 0 : 1);
  for (const event of trace) {
    let hole: number | null = null;
    let emptied = NONE;
    switch (event.type) {
      case 'lift':
        board[event.hole] -= event.seeds;
        hand = event.seeds;
        hole = event.hole;
        break;
      case 'drop':
        board[event.hole] = event.count;
        hand = event.hand;
        hole = event.hole;
        break;
      case 'relay':
        board[event.hole] -= event.seeds;
        hand = event.seeds;
        lap = event.lap;
        hole = event.hole;
        break;
      case 'capture':
        board[event.hole] = 0;
        captured[side(event.by)] += event.seeds;
        hole = event.hole;
        break;
      case 'last-four':
        emptied = event.holes.map((x) => x.hole);
        for (const h of emptied) board[h] = 0;
        captured[side(event.to)] += event.seeds;
        hand = 0;
        break;
      case 'remaining':
        captured[0] += event.south;
        captured[1] += event.north;
        if (event.rule !== 'none') {
          const keep = event.oddSeedHole;
          emptied = board.flatMap((c, h) => (c > 0 && !(h === keep && c === 1) ? [h] : []));
          board.fill(0);
          if (keep !== null) board[keep] = 1;
        }
        break;
      case 'stop':
        hole = event.hole;
        break;
      default:
        break;
    }
    frames.push({
      board: [...board],
      captured: [captured[0], captured[1]],
      hand,
      hole,
      lap,
      emptied,
      event,
    });
  }
  return frames;
}

/**
 * How `frame` marks hole `h`: the hole its event happened at, `captured` when that event took
 * its seeds (in the captures' colour, apart from a sowing's), else `active`. The last four, and
 * the seeds shared out at a game's end, leave every hole they lay in at once: each of those is
 * `captured`.
 */
export function holeMark(frame: Frame | null, h: number): 'active' | 'captured' | null {
  if (frame === null) return null;
  if (frame.emptied.includes(h)) return 'captured';
  if (frame.hole !== h) return null;
  return frame.event.type === 'capture' ? 'captured' : 'active';
}

/** Index of the next frame after `index` that drops a seed (or the last frame). */
export function nextSeedFrame(frames: readonly Frame[], index: number): number {
  for (let i = index + 1; i < frames.length; i++) if (frames[i].event.type === 'drop') return i;
  return frames.length - 1;
}

/** Index of the frame that ends the lap under way at `index` (the next relay, or the last frame). */
export function nextLapFrame(frames: readonly Frame[], index: number): number {
  for (let i = index + 1; i < frames.length; i++) if (frames[i].event.type === 'relay') return i;
  return frames.length - 1;
}

/**
 * Milliseconds per frame: the chosen speed, but a long relay speeds itself up so that a whole
 * move never takes much more than 8 s at the normal speed, and proportionally longer or shorter
 * at a slower or faster one (so the speed still tells on relays of hundreds of laps).
 */
export function frameMs(frameCount: number, speedMs: number): number {
  if (speedMs <= 0 || frameCount === 0) return 0;
  const longestMs = (LONG_MOVE_MS * speedMs) / SPEED_MS.normal;
  return Math.min(speedMs, longestMs / frameCount);
}

/** How long the longest move takes at the normal speed. */
const LONG_MOVE_MS = 8000;

/** How many frames are due after `elapsed` ms at `ms` per frame (all of them when `ms` is 0). */
export function framesDue(elapsed: number, ms: number, total: number): number {
  if (ms <= 0) return total;
  return Math.min(total, Math.floor(elapsed / ms));
}

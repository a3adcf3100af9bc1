/**
 * Games and matches between two players, with the engine's `Game` for the rules (third
 * repetition included). Players are functions from a position to a move, sync or async, so the
 * same code runs in-process players (tests, the tuner) and child processes (`scripts/match.ts`).
 * No Node APIs.
 */
import {
  Game,
  initialPosition,
  type Move,
  makePosition,
  type Position,
  Random,
  type Side,
  type Variant,
} from '@hoyito/engine';
import { bestMove } from './api.ts';

export type Player = (position: Position) => Move | Promise<Move>;

export interface GameResult {
  readonly winner: 'south' | 'north' | 'draw';
  readonly captured: readonly [number, number];
  /** Turns played (passes included). */
  readonly turns: number;
  readonly endReason: string;
  /** The side that lost by answering an illegal move (or failing to answer), if any. */
  readonly forfeit: Side | null;
  readonly forfeitReason: string | null;
}

/** Plays one game from `start` to its end. A player that fails to answer a legal move loses. */
export async function playGame(
  start: Position,
  south: Player,
  north: Player,
  maxTurns = 5000,
): Promise<GameResult> {
  const game = new Game(start);
  let turns = 0;
  while (!game.position.over && turns < maxTurns) {
    const side = game.position.toMove as Side;
    const player = side === 'south' ? south : north;
    let move: Move;
    try {
      move = await player(game.position);
    } catch (e) {
      return forfeited(game.position, side, `no answer: ${(e as Error).message}`, turns);
    }
    const played = game.play(move);
    if (!played.ok) {
      return forfeited(
        game.position,
        side,
        `illegal move ${String(move)}: ${played.error.message}`,
        turns,
      );
    }
    turns++;
  }
  let end = game.position;
  if (!end.over) end = end.end('agreement').position;
  return {
    winner: end.winner ?? 'draw',
    captured: [end.captured[0], end.captured[1]],
    turns,
    endReason: end.endReason ?? 'unknown',
    forfeit: null,
    forfeitReason: null,
  };
}

function forfeited(position: Position, side: Side, reason: string, turns: number): GameResult {
  return {
    winner: side === 'south' ? 'north' : 'south',
    captured: [position.captured[0], position.captured[1]],
    turns,
    endReason: 'forfeit',
    forfeit: side,
    forfeitReason: reason,
  };
}

/** Draws of a random or balanced opening before giving up on the settings. */
const MAX_OPENING_TRIES = 500;

/** A start position after `plies` seeded random moves from the initial position (never a finished game). */
export function randomOpening(
  variant: Variant,
  holes: number,
  plies: number,
  random: Random,
): Position {
  const initial = initialPosition({ variant, holes });
  if (!initial.ok) throw new Error(initial.error.message);
  for (let attempt = 0; ; attempt++) {
    if (attempt === MAX_OPENING_TRIES) {
      throw new RangeError(
        `Every one of ${MAX_OPENING_TRIES} random openings of ${plies} plies ended the game (${variant} 2×${holes}): allow fewer opening plies.`,
      );
    }
    let p = initial.value;
    for (let i = 0; i < plies && !p.over; i++) {
      const moves = p.legalMoves();
      const played = p.play(moves.length === 0 ? 'pass' : moves[random.int(moves.length)]);
      if (!played.ok) throw new Error(played.error.message);
      p = played.value.position;
    }
    if (!p.over) return p;
  }
}

/**
 * Most random openings are far from even: after a few random plies a depth-6 search often gives
 * the side to move 20–40 seeds of 48 either way, and such a game is decided by its opening more
 * than by the players. A balanced opening is a random one whose depth-6 score lies within
 * ±`maxScore` seeds, and whose result that search has not already proven: in Hoyito I a few
 * random plies can leave a game whose every line ends within six plies (of 50 balanced openings
 * of seed 2026, three were forced draws), and such a game has no moves left to measure anyone by.
 */
export function balancedOpening(
  variant: Variant,
  holes: number,
  plies: readonly [number, number],
  maxScore: number,
  random: Random,
): Position {
  for (let attempt = 0; attempt < MAX_OPENING_TRIES; attempt++) {
    const p = randomOpening(variant, holes, plies[0] + random.int(plies[1] - plies[0] + 1), random);
    const judged = bestMove(p, { level: 'expert', depth: 6, endgame: false, timeMs: 60_000 });
    if (!judged.exact && Math.abs(judged.score) <= maxScore) return p;
  }
  // The start itself may be lopsided or already decided (0 plies of Hoyito II on 2×6 scores -19
  // at depth 6; Hoyito I on 2×3 is proven): no number of draws finds a balanced one then.
  throw new RangeError(
    `No balanced opening (depth-6 score within ±${maxScore} seeds, result not yet proven) of ${plies[0]}–${plies[1]} plies turned up in ${MAX_OPENING_TRIES} draws (${variant} 2×${holes}): allow more opening plies.`,
  );
}

export interface MatchOptions {
  readonly games: number;
  readonly variant: Variant;
  readonly holes: number;
  /** Seed of the openings: a Random's, a whole number from 0 to 2^32 − 1 (any other is a RangeError). */
  readonly seed: number;
  /** Random plies of each opening: a seeded draw from this range, inclusive. Default [2, 8]. */
  readonly openingPlies?: readonly [number, number];
  /**
   * Keep only openings whose depth-6 score is within ± this many seeds (see `balancedOpening`);
   * default 6. Infinity keeps every random opening.
   */
  readonly balance?: number;
  /** Called after each game, e.g. for progress output. */
  readonly onGame?: (index: number, result: GameResult, aSide: Side) => void;
}

export interface MatchScore {
  readonly games: number;
  /** From player A's view. */
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly points: number;
  /** Points over games, in percent. */
  readonly percentage: number;
  /** Seeds captured by A and by B over all games. */
  readonly seeds: readonly [number, number];
  readonly forfeits: readonly [number, number];
}

/** Draws of an opening before a match gives up finding one it has not played yet. */
const MAX_OPENING_DRAWS = 2000;

/**
 * Plays `games` games between A and B. Each opening (balanced random moves from the start, never
 * the same position twice) is played twice, A taking South in the first game and North in the
 * second, so colours and openings are balanced. Throws a `RangeError` when the opening plies allow
 * too few different openings for the games asked for.
 */

export async function playMatch(a: Player, b: Player, options: MatchOptions): Promise<MatchScore> {
  const random = new Random(options.seed);
  const plies = options.openingPlies ?? [2, 8];
  const balance = options.balance ?? 6;
  let wins = 0;
  let draws = 0;
  let losses = 0;
  const seeds: [number, number] = [0, 0];
  const forfeits: [number, number] = [0, 0];
  let opening: Position | null = null;
  // Every opening is a different position: random plies from the start often meet again (50
  // draws of 2–6 plies gave 38 positions), and a repeated one would count its games twice.
  const seen = new Set<string>();
  const draw = () =>
    balance === Infinity
      ? randomOpening(
          options.variant,
          options.holes,
          plies[0] + random.int(plies[1] - plies[0] + 1),
          random,
        )
      : balancedOpening(options.variant, options.holes, plies, balance, random);
  for (let g = 0; g < options.games; g++) {
    if (g % 2 === 0) {
      for (let attempt = 0; ; attempt++) {
        if (attempt === MAX_OPENING_DRAWS) {
          throw new RangeError(
            `Only ${seen.size} different openings of ${plies[0]}–${plies[1]} plies turned up in ${MAX_OPENING_DRAWS} draws, and ${Math.ceil(options.games / 2)} are needed: play fewer games or allow more opening plies.`,
          );
        }
        opening = draw();
        const key = makePosition(opening);
        if (!seen.has(key)) {
          seen.add(key);
          break;
        }
      }
    }
    const aSide: Side = g % 2 === 0 ? 'south' : 'north';
    const result = await playGame(
      opening as Position,
      aSide === 'south' ? a : b,
      aSide === 'south' ? b : a,
    );
    const ai = aSide === 'south' ? 0 : 1;
    seeds[0] += result.captured[ai];
    seeds[1] += result.captured[1 - ai];
    if (result.forfeit !== null) forfeits[result.forfeit === aSide ? 0 : 1]++;
    if (result.winner === 'draw') draws++;
    else if (result.winner === aSide) wins++;
    else losses++;
    options.onGame?.(g, result, aSide);
  }
  const points = wins + draws / 2;
  return {
    games: options.games,
    wins,
    draws,
    losses,
    points,
    percentage: options.games === 0 ? 0 : Math.round((1000 * points) / options.games) / 10,
    seeds,
    forfeits,
  };
}

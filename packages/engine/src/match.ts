/**
 * `Match`: games (rounds) between the same players (rules §5). Each game starts from the full
 * board; whoever did not start the previous game starts the next; Hoyito III's last four follow
 * the round (rules §4). The match winner has won more games, then captured more seeds in total.
 */
import { explain, reason, SETUP_WORDS } from './explain.ts';
import { Game } from './game.ts';
import { type PositionError, type Rules, show } from './position.ts';
import { err, ok, type Result } from './result.ts';
import { MAX_MATCH_ROUNDS, type Outcome, opposite, type Side, type Variant } from './types.ts';

export interface MatchOptions {
  readonly variant?: Variant;
  readonly holes?: number;
  readonly seeds?: number;
  /** Who starts round 1 (South by default). */
  readonly first?: Side;
  /** Rounds to play, 1 to MAX_MATCH_ROUNDS (99). */
  readonly rounds?: number;
  readonly rules?: Partial<Rules>;
}

export interface MatchScore {
  /** Games won by [south, north], and drawn. */
  readonly wins: readonly [number, number];
  readonly draws: number;
  /** Seeds captured over all finished games by [south, north]. */
  readonly seeds: readonly [number, number];
  /** Null until every round is played. */
  readonly winner: Outcome | null;
}

export class Match {
  /** The options given to `create`, as read then: a frozen copy. */
  readonly options: MatchOptions;
  readonly rounds: number;
  #games: Game[];

  private constructor(options: MatchOptions, rounds: number, first: Game) {
    this.options = options;
    this.rounds = rounds;
    this.#games = [first];
  }

  static create(given: MatchOptions = {}): Result<Match, PositionError> {
    if (given === null || typeof given !== 'object') {
      // Refused as Game.create refuses it, by the check that words it.
      const refused = Game.create(given);
      if (!refused.ok) return refused;
    }
    // Every round is created from these options; the caller's object (or its getters) could
    // give other values by then, which round 1 did not validate.
    const options = copyOptions(given);
    const rounds = options.rounds ?? 3;
    if (!Number.isInteger(rounds) || rounds < 1 || rounds > MAX_MATCH_ROUNDS) {
      const why = reason('match-rounds', { got: show(rounds), max: MAX_MATCH_ROUNDS });
      return err({
        code: 'bad-round',
        field: 'rounds',
        message: explain(why, SETUP_WORDS),
        reason: why,
      });
    }
    const game = Game.create({ ...options, round: 1, previousWinner: null });
    return game.ok ? ok(new Match(options, rounds, game.value)) : game;
  }

  get games(): readonly Game[] {
    return this.#games;
  }

  /** The game being played (the last one). */
  get current(): Game {
    return this.#games[this.#games.length - 1];
  }

  get round(): number {
    return this.#games.length;
  }

  /** Every round is played to its end. */
  get over(): boolean {
    return this.#games.length === this.rounds && this.current.position.over;
  }

  /** Starts the next round once the current game is over; returns it, or null if not possible. */
  nextGame(): Game | null {
    const previous = this.current;
    if (!previous.position.over || this.#games.length >= this.rounds) return null;
    const starter = previous.start.toMove ?? 'south';
    const game = Game.create({
      ...this.options,
      first: opposite(starter),
      round: this.#games.length + 1,
      previousWinner: previous.position.winner,
    });
    if (!game.ok)
      throw new Error(`unreachable: options were valid for round 1: ${game.error.message}`);
    this.#games.push(game.value);
    return game.value;
  }

  /**
   * The score of the finished games; with `games`, of the first that many only (the score as it
   * stood after that game, for a replay). The match's winner is given once every round is
   * counted and over.
   */
  score(games: number = this.#games.length): MatchScore {
    if (!Number.isInteger(games) || games < 0 || games > this.#games.length) {
      throw new RangeError(
        `score counts 0 to ${this.#games.length} games of this match; got ${show(games)}.`,
      );
    }
    let wins: [number, number] = [0, 0];
    let draws = 0;
    const seeds: [number, number] = [0, 0];
    for (const game of this.#games.slice(0, games)) {
      const p = game.position;
      if (!p.over) continue;
      seeds[0] += p.captured[0];
      seeds[1] += p.captured[1];
      if (p.winner === 'south') wins = [wins[0] + 1, wins[1]];
      else if (p.winner === 'north') wins = [wins[0], wins[1] + 1];
      else draws++;
    }
    let winner: Outcome | null = null;
    if (this.over && games === this.#games.length) {
      if (wins[0] !== wins[1]) winner = wins[0] > wins[1] ? 'south' : 'north';
      else if (seeds[0] !== seeds[1]) winner = seeds[0] > seeds[1] ? 'south' : 'north';
      else winner = 'draw';
    }
    return { wins, draws, seeds, winner };
  }
}

/** A frozen copy of the fields of `given` a match uses, each read once; undefined ones left out. */
function copyOptions(given: MatchOptions): MatchOptions {
  const { variant, holes, seeds, first, rounds, rules } = given;
  const copy: { -readonly [K in keyof MatchOptions]: MatchOptions[K] } = {};
  if (variant !== undefined) copy.variant = variant;
  if (holes !== undefined) copy.holes = holes;
  if (seeds !== undefined) copy.seeds = seeds;
  if (first !== undefined) copy.first = first;
  if (rounds !== undefined) copy.rounds = rounds;
  if (rules !== undefined) {
    // Kept as given, so that Game.create judges them as it would: null as no rules, the rest refused.
    if (rules === null || typeof rules !== 'object' || Array.isArray(rules)) copy.rules = rules;
    else {
      const { noCaptureLimit, remaining } = rules;
      const rulesCopy: { -readonly [K in keyof Rules]?: Rules[K] } = {};
      if (noCaptureLimit !== undefined) rulesCopy.noCaptureLimit = noCaptureLimit;
      if (remaining !== undefined) rulesCopy.remaining = remaining;
      copy.rules = Object.freeze(rulesCopy);
    }
  }
  return Object.freeze(copy);
}

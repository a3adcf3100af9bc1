/**
 * `Game`: a sequence of moves from a start position, with undo/redo and the endless-game rules that
 * need history (third repetition, agreement). The no-capture limit lives in the position itself.
 */
import { explain, MOVE_WORDS, reason } from './explain.ts';
import {
  initialPosition,
  type MoveError,
  type Played,
  type Position,
  type PositionError,
  type StartOptions,
} from './position.ts';
import type { Random } from './random.ts';
import { err, ok, type Result } from './result.ts';
import type { TraceEvent } from './trace.ts';
import type { Move } from './types.ts';

export interface GameMove {
  /** A move, or `'agree'`: both players agreed to end the game there. */
  readonly move: Move | 'agree';
  /** The position after the move (already ended, if the move ended the game). */
  readonly position: Position;
  readonly comment?: string;
}

export class Game {
  readonly start: Position;
  #history: GameMove[] = [];
  /** How many moves of `#history` are played; the rest can be redone. */
  #cursor = 0;
  /**
   * For each repetition key, the plies of the recorded line (redo part included) where it stands,
   * in order; ply 0 is the start. It covers the whole line so that undo, redo and goTo only move
   * the cursor, and `occurrences` costs the same at any ply: a scan back to the last capture on
   * every move made a long capture-free game quadratic.
   */
  #plies = new Map<string, number[]>();

  constructor(start: Position) {
    this.start = start;
    this.#plies.set(start.repetitionKey(), [0]);
  }

  static create(options: StartOptions = {}): Result<Game, PositionError> {
    const start = initialPosition(options);
    return start.ok ? ok(new Game(start.value)) : start;
  }

  /** The current position. */
  get position(): Position {
    return this.#at(this.#cursor);
  }

  /** The moves played so far (not those that could be redone). */
  get moves(): readonly GameMove[] {
    return this.#history.slice(0, this.#cursor);
  }

  /** The recorded line: the moves played and, after them, those that can be redone. */
  get line(): readonly GameMove[] {
    return this.#history.slice();
  }

  /** Moves in the recorded line: those played and those that can be redone. */
  get length(): number {
    return this.#history.length;
  }

  get ply(): number {
    return this.#cursor;
  }

  get canUndo(): boolean {
    return this.#cursor > 0;
  }

  get canRedo(): boolean {
    return this.#cursor < this.#history.length;
  }

  /** Plays a move; ends the game if it makes the same position appear a third time. */
  play(
    move: Move,
    given: { readonly trace?: boolean; readonly comment?: string } | null = {},
  ): Result<Played, MoveError> {
    const options = given ?? {};
    const played = this.position.play(move, options);
    if (!played.ok) return played;
    let { position, trace } = played.value;
    if (!position.over && this.occurrences(position) >= 2) {
      const ended = position.end('repetition', options);
      position = ended.position;
      if (trace !== null && ended.trace !== null) trace = [...trace, ...ended.trace];
    }
    this.#record(
      options.comment === undefined
        ? { move, position }
        : { move, position, comment: options.comment },
    );
    return ok({ ...played.value, position, trace });
  }

  /** Both players agree to end the game (rules §5 c). */
  agree(
    options: { readonly trace?: boolean } | null = {},
  ): Result<{ position: Position; trace: readonly TraceEvent[] | null }, MoveError> {
    const current = this.position;
    if (current.over) {
      const why = reason('already-over', {});
      return err({
        code: 'game-over',
        move: 'agree',
        message: explain(why, MOVE_WORDS),
        reason: why,
      });
    }
    const ended = current.end('agreement', options);
    this.#record({ move: 'agree', position: ended.position });
    return ok(ended);
  }

  /**
   * Plays random legal moves, a pass where there is none, until the game ends or `maxMoves` more
   * have been played: sample games for pages and stories, and long games for tests and
   * benchmarks, the same for the same seed. Returns the game.
   */
  playOut(random: Random, maxMoves = Number.POSITIVE_INFINITY): this {
    for (let n = 0; n < maxMoves && !this.position.over; n++) {
      const moves = this.position.legalMoves();
      const played = this.play(moves.length > 0 ? moves[random.int(moves.length)] : 'pass');
      // A legal move or a forced pass is never refused: a refusal here is a bug in the engine.
      if (!played.ok) throw new Error(played.error.message);
    }
    return this;
  }

  undo(): boolean {
    if (this.#cursor === 0) return false;
    this.#cursor--;
    return true;
  }

  redo(): boolean {
    if (this.#cursor === this.#history.length) return false;
    this.#cursor++;
    return true;
  }

  /** Moves to ply `n` (0 = start) of the recorded line, keeping the moves after it for redo. */
  goTo(n: number): boolean {
    if (!Number.isInteger(n) || n < 0 || n > this.#history.length) return false;
    this.#cursor = n;
    return true;
  }

  /**
   * How often `position`'s board, captured counts and side to move stood in this game up to now,
   * since the last capture: the stretch the repetition rule counts. A position from before it
   * (other captured counts than now) counts 0, wherever it stood.
   */
  occurrences(position: Position): number {
    // Captured seeds never return to the board: the rule counts only the stretch since the last
    // capture, where other captured counts cannot stand, and since the key holds the counts,
    // every earlier ply with this key lies within that stretch.
    const current = this.position;
    if (
      position.captured[0] !== current.captured[0] ||
      position.captured[1] !== current.captured[1]
    )
      return 0;
    const plies = this.#plies.get(position.repetitionKey());
    return plies === undefined ? 0 : countBelow(plies, this.#cursor + 1);
  }

  #at(ply: number): Position {
    return ply === 0 ? this.start : this.#history[ply - 1].position;
  }

  /** Plays `entry` after the current ply, dropping the moves that could have been redone. */
  #record(entry: GameMove): void {
    // The dropped plies are the last ones of the line, so each is the last of its key's plies.
    for (let ply = this.#history.length; ply > this.#cursor; ply--) {
      const key = this.#at(ply).repetitionKey();
      const plies = this.#plies.get(key);
      plies?.pop();
      if (plies?.length === 0) this.#plies.delete(key);
    }
    this.#history.length = this.#cursor;
    this.#history.push(entry);
    const ply = ++this.#cursor;
    const key = entry.position.repetitionKey();
    const plies = this.#plies.get(key);
    if (plies === undefined) this.#plies.set(key, [ply]);
    else plies.push(ply);
  }
}

/** How many of the ascending `values` are below `limit`. */
function countBelow(values: readonly number[], limit: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid] < limit) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

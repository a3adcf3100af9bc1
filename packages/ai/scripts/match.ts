#!/usr/bin/env node
/**
 * `pnpm run match -- --a "CMD" --b "CMD" [--games N] [--variant V] [--holes N] [--seed S]
 *   [--opening-plies MIN-MAX] [--move-timeout-ms N] [--quiet]`
 *
 * Plays two programs that speak the line protocol (`bin/ai.ts`) against each other. Each is one
 * child process started with a shell command and kept for the whole match. The games start from
 * seeded random openings (MIN–MAX random plies from the initial position, default 2–6); each
 * opening is played twice with colours swapped. The engine's `Game` keeps the rules, third
 * repetition included. A program that answers an illegal move, an error or nothing within the
 * move timeout (default 10 s) loses that game (its late answer, when it comes, is dropped). A
 * program whose process ends during the match stops it, with exit status 1; so do openings the
 * settings cannot give. Once the match is over each program's input is closed, and a program
 * still running 2 s later is stopped. One line per game goes to stderr (unless --quiet); the
 * score, from A's view, to stdout as text followed by one JSON line.
 *
 * Example: pnpm run match -- --a "pnpm --silent ai --level expert --time-ms 200"
 *            --b "pnpm --silent ai --player greedy" --games 20
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface, type Interface } from 'node:readline';
import {
  MAX_HOLES,
  MIN_HOLES,
  type Move,
  type Position,
  toJsonPosition,
  type Variant,
} from '@hoyito/engine';
import { type Player, playMatch } from '../src/selfplay.ts';
import { CommandLine, MAX_SEED } from './args.ts';

const USAGE =
  'usage: pnpm run match -- --a "CMD" --b "CMD" [--games N] [--variant V] [--holes N] [--seed S] [--opening-plies MIN-MAX] [--move-timeout-ms N] [--quiet]';

interface Args {
  a: string;
  b: string;
  games: number;
  variant: Variant;
  holes: number;
  seed: number;
  openingPlies: [number, number];
  moveTimeoutMs: number;
  quiet: boolean;
}

/**
 * The most random plies an opening may ask for, past the end of every random game seen: on 2×12
 * they last about 1,000 plies (1,704 at most of 600 games).
 */
const MAX_OPENING_PLIES = 10_000;

function parseArgs(argv: string[]): Args {
  const args: Partial<Args> = {};
  // Annotated: TypeScript takes a `never` method's call as the end of the path only then.
  const cli: CommandLine = new CommandLine(USAGE, argv);
  for (let arg = cli.next(); arg !== undefined; arg = cli.next()) {
    switch (arg) {
      case '--a':
      case '--b': {
        const command = cli.value('a command');
        if (command.trim() === '') cli.refuse('a command', command);
        args[arg === '--a' ? 'a' : 'b'] = command;
        break;
      }
      case '--games':
        args.games = cli.int(1, 100000);
        break;
      case '--variant':
        args.variant = cli.variant();
        break;
      case '--holes':
        args.holes = cli.int(MIN_HOLES, MAX_HOLES);
        break;
      case '--seed':
        args.seed = cli.int(0, MAX_SEED);
        break;
      case '--opening-plies': {
        const needs = `MIN-MAX, whole numbers from 0 to ${MAX_OPENING_PLIES} with MIN no more than MAX`;
        const value = cli.value(needs);
        const m = /^(\d+)-(\d+)$/.exec(value);
        if (m === null || Number(m[1]) > Number(m[2]) || Number(m[2]) > MAX_OPENING_PLIES)
          cli.refuse(needs, value);
        args.openingPlies = [Number(m[1]), Number(m[2])];
        break;
      }
      case '--move-timeout-ms':
        args.moveTimeoutMs = cli.int(1, 3_600_000);
        break;
      case '--quiet':
        args.quiet = true;
        break;
      default:
        cli.unknown();
    }
  }
  if (args.a === undefined || args.b === undefined)
    cli.fail(
      `both --a and --b are needed; got ${args.a !== undefined ? 'only --a' : args.b !== undefined ? 'only --b' : 'neither'}`,
    );
  return {
    a: args.a,
    b: args.b,
    games: args.games ?? 10,
    variant: args.variant ?? 'hoyito-2',
    holes: args.holes ?? 6,
    seed: args.seed ?? 1,
    openingPlies: args.openingPlies ?? [2, 6],
    moveTimeoutMs: args.moveTimeoutMs ?? 10_000,
    quiet: args.quiet ?? false,
  };
}

/** Why a match stops before its end: a program's process ended. */
class ProgramExited extends Error {}

/** How long a program may take to end once its input is closed, before it is stopped. */
const EXIT_GRACE_MS = 2000;

/** A child process speaking the line protocol, as a `Player`. */
class ProtocolPlayer {
  readonly name: string;
  private readonly child: ChildProcess;
  private readonly lines: Interface;
  private readonly waiting: ((line: string | null) => void)[] = [];
  private readonly queued: string[] = [];
  private closed = false;
  /**
   * Answers still owed to positions whose move timed out. The protocol ties an answer to its
   * position only by order, so such an answer, arriving late, is dropped: taken for the next
   * position's, it would put every later answer one position behind.
   */
  private late = 0;
  /** Settles when the process ends: rejects with a ProgramExited while the match is on. */
  readonly exited: Promise<never>;
  private ended = false;
  private matchOver = false;
  /**
   * Longest answer time seen, ms, not counting the first answer: the first position is written
   * while the program may still be starting (the protocol has no ready signal), so its answer
   * time includes the start-up, which `first` reports apart. A move that timed out counts as
   * the timeout.
   */
  slowest = 0;
  /**
   * Answer time of the first position, with what was left of the start-up when it was written (the
   * program is started before the first opening is worked out); null before it.
   */
  first: number | null = null;
  /** Moves not answered within the move timeout. */
  timeouts = 0;

  constructor(name: string, command: string) {
    this.name = name;
    // A process group of its own, so that stopping the program stops what its shell started.
    this.child = spawn(command, {
      shell: true,
      stdio: ['pipe', 'pipe', 'inherit'],
      detached: true,
    });
    if (this.child.stdout === null) throw new Error('no stdout');
    this.lines = createInterface({ input: this.child.stdout, crlfDelay: Infinity });
    this.lines.on('line', (line) => {
      if (this.late > 0) {
        this.late--;
        return;
      }
      const w = this.waiting.shift();
      if (w) w(line);
      else this.queued.push(line);
    });
    this.lines.on('close', () => {
      this.closed = true;
      for (const w of this.waiting.splice(0)) w(null);
    });
    this.child.stdin?.on('error', () => {});
    this.exited = new Promise<never>((_, reject) => {
      this.child.on('exit', (code, signal) => {
        this.ended = true;
        if (this.matchOver) return;
        const how = signal === null ? `with code ${code}` : `on signal ${signal}`;
        reject(
          new ProgramExited(
            `${this.name}'s program ended ${how} before the match did (its command: ${command}); its error output, if any, is above`,
          ),
        );
      });
      this.child.on('error', (error) =>
        reject(new ProgramExited(`${this.name}'s program could not start: ${error.message}`)),
      );
    });
    // Nobody may be listening while the match is over: the rejection is not an error then.
    this.exited.catch(() => {});
  }

  private nextLine(timeoutMs: number): Promise<string | null> {
    const q = this.queued.shift();
    if (q !== undefined) return Promise.resolve(q);
    if (this.closed) return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const i = this.waiting.indexOf(done);
        if (i >= 0) this.waiting.splice(i, 1);
        this.late++;
        this.timeouts++;
        // A first position unanswered: its time, start-up included, is the timeout at least.
        if (this.first === null) this.first = timeoutMs;
        else this.slowest = Math.max(this.slowest, timeoutMs);
        reject(new Error(`${this.name} did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
      const done = (line: string | null) => {
        clearTimeout(timer);
        resolve(line);
      };
      this.waiting.push(done);
    });
  }

  player(timeoutMs: number): Player {
    return async (position: Position): Promise<Move> => {
      const t0 = performance.now();
      this.child.stdin?.write(`${JSON.stringify(toJsonPosition(position))}\n`);
      const line = await this.nextLine(timeoutMs);
      const took = performance.now() - t0;
      if (this.first === null) this.first = took;
      else this.slowest = Math.max(this.slowest, took);
      if (line === null) throw new Error(`${this.name} closed its output`);
      let reply: unknown;
      try {
        reply = JSON.parse(line);
      } catch {
        throw new Error(`${this.name} answered a line that is not JSON: ${line.slice(0, 80)}`);
      }
      if (reply === null || typeof reply !== 'object' || Array.isArray(reply))
        throw new Error(`${this.name} answered ${line.slice(0, 80)}, not a JSON object`);
      const { move, error } = reply as { move?: unknown; error?: unknown };
      if (error !== undefined) throw new Error(`${this.name} answered an error: ${String(error)}`);
      return move as Move;
    };
  }

  /**
   * Closes the program's input, which tells it to end; one still running after EXIT_GRACE_MS
   * (busy with a search, or ignoring its input) is stopped, with everything it started.
   */
  async close(): Promise<void> {
    this.matchOver = true;
    this.child.stdin?.end();
    if (this.ended) return;
    const ended = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    const stop = (signal: NodeJS.Signals) => {
      try {
        if (this.child.pid !== undefined) process.kill(-this.child.pid, signal);
      } catch {
        // Gone already.
      }
    };
    // Each wait's timer is cleared when the program ends first: a pending timer would keep this
    // process alive for the whole grace period after every match.
    const endsWithin = async (ms: number): Promise<boolean> => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), ms);
      });
      try {
        return await Promise.race([ended.then(() => true), late]);
      } finally {
        clearTimeout(timer);
      }
    };
    if (await endsWithin(EXIT_GRACE_MS)) return;
    stop('SIGTERM');
    if (await endsWithin(1000)) return;
    stop('SIGKILL');
  }
}

const ms = (value: number | null) => (value === null ? null : Math.round(value));
const shown = (value: number | null) => (value === null ? 'none' : `${Math.round(value)} ms`);

const args = parseArgs(process.argv.slice(2));
const a = new ProtocolPlayer('A', args.a);
const b = new ProtocolPlayer('B', args.b);
// Ctrl+C: the programs are in process groups of their own, out of the terminal's reach.
process.once('SIGINT', () => {
  void Promise.all([a.close(), b.close()]).then(() => process.exit(130));
});
const t0 = performance.now();
/** Set once a program has ended early: the games still under way in the background say nothing. */
let stopped = false;
try {
  const match = playMatch(a.player(args.moveTimeoutMs), b.player(args.moveTimeoutMs), {
    games: args.games,
    variant: args.variant,
    holes: args.holes,
    seed: args.seed,
    openingPlies: args.openingPlies,
    onGame: (index, result, aSide) => {
      if (args.quiet || stopped) return;
      const ai = aSide === 'south' ? 0 : 1;
      const outcome =
        result.winner === 'draw' ? 'draw' : result.winner === aSide ? 'A wins' : 'B wins';
      const forfeit = result.forfeit === null ? '' : ` (forfeit: ${result.forfeitReason})`;
      process.stderr.write(
        `game ${index + 1}: A ${aSide}, ${outcome} ${result.captured[ai]}-${result.captured[1 - ai]}, ${result.turns} turns, ${result.endReason}${forfeit}\n`,
      );
    },
  });
  // A program whose process ends (a command that does not exist, a crash) stops the match: its
  // games would otherwise all be scored as forfeits, and the score would look like a result.
  const score = await Promise.race([match, a.exited, b.exited]);
  const seconds = (performance.now() - t0) / 1000;
  process.stdout.write(
    `${args.variant} 2×${args.holes}, ${score.games} games: A ${score.wins} wins, ${score.draws} draws, ${score.losses} losses; ` +
      `${score.points} points (${score.percentage}%); seeds ${score.seeds[0]}-${score.seeds[1]}; ` +
      `forfeits A ${score.forfeits[0]}, B ${score.forfeits[1]}; timeouts A ${a.timeouts}, B ${b.timeouts}; ` +
      `slowest answer A ${shown(a.slowest)}, B ${shown(b.slowest)} ` +
      `(first answers, start-up included: A ${shown(a.first)}, B ${shown(b.first)}); ${seconds.toFixed(1)} s\n`,
  );
  process.stdout.write(
    `${JSON.stringify({ variant: args.variant, holes: args.holes, ...score, timeouts: [a.timeouts, b.timeouts], slowestMs: [ms(a.slowest), ms(b.slowest)], firstMs: [ms(a.first), ms(b.first)] })}\n`,
  );
} catch (error) {
  // A program that ended early, or openings the settings cannot give (a RangeError): said
  // plainly, with a failing status, not as a stack trace.
  if (!(error instanceof ProgramExited || error instanceof RangeError)) throw error;
  stopped = true;
  process.stderr.write(`match: ${error.message}\n`);
  process.exitCode = 1;
} finally {
  await Promise.all([a.close(), b.close()]);
}
// The match may still be playing its remaining games in the background (as forfeits, once a
// program has gone): nothing more is to be said or played.
if (stopped) process.exit(1);

#!/usr/bin/env node
/**
 * `pnpm --silent ai [--level beginner|casual|strong|expert] [--time-ms N] [--nodes N] [--depth N]
 *   [--seed S] [--no-opponent-model] [--player greedy|capture-depth4]`
 *
 * Reads one JSON position per line on stdin and answers each with one JSON line on stdout:
 * `{"move": h, "score", "depth", "nodes", "pv", "exact"}` (h a canonical hole number) or
 * `{"move": "pass"}`; a line that is not a position of an unfinished game gets
 * `{"error": "..."}` and the program keeps serving. Blank lines are skipped. It stops when stdin
 * closes. `--player greedy|capture-depth4` answers as a reference opponent instead of searching.
 * The program takes the positions it is sent for one opponent's games: `expert` watches that
 * opponent's moves and, once they show it always takes its largest capture, plays for its mistakes
 * (see src/opponent.ts); `--no-opponent-model` plays against best play only.
 */
import { createInterface } from 'node:readline';
import { CommandLine, given, MAX_SEED, MAX_WHOLE } from '../scripts/args.ts';
import { isLevel, LEVELS, type Level } from '../src/levels.ts';
import { LargestCaptureWatch } from '../src/opponent.ts';
import { isReferencePlayer, REFERENCE_PLAYERS, type ReferencePlayer } from '../src/players.ts';
import { answer, type ProtocolOptions } from '../src/protocol.ts';

// What the header above documents, built from the lists so that a new level or player shows in
// the usage; test/scripts.test.ts holds the two to each other.
const USAGE = `usage: pnpm --silent ai [--level ${LEVELS.join('|')}] [--time-ms N] [--nodes N] [--depth N] [--seed S] [--no-opponent-model] [--player ${REFERENCE_PLAYERS.join('|')}]`;

function parseArgs(argv: string[]): ProtocolOptions {
  let level: Level = 'expert';
  let timeMs: number | undefined;
  let nodes: number | undefined;
  let depth: number | undefined;
  let seed = 0;
  let player: ReferencePlayer | undefined;
  let opponentModel = true;
  // Annotated: TypeScript takes a `never` method's call as the end of the path only then.
  const cli: CommandLine = new CommandLine(USAGE, argv);
  // In the words this program has always used for a level or a player, which its clients may read.
  const oneOf = <T extends string>(
    noun: string,
    list: readonly T[],
    is: (value: string) => value is T,
  ): T => {
    const value = cli.rawValue();
    if (value === undefined) cli.fail(`--${noun} needs one of ${list.join(', ')}`);
    if (!is(value)) cli.fail(`unknown ${noun} ${given(value)}; use one of ${list.join(', ')}`);
    return value;
  };
  for (let arg = cli.next(); arg !== undefined; arg = cli.next()) {
    switch (arg) {
      case '--level':
        level = oneOf('level', LEVELS, isLevel);
        break;
      case '--time-ms':
        timeMs = cli.int(1, MAX_WHOLE);
        break;
      case '--nodes':
        nodes = cli.int(1, MAX_WHOLE);
        break;
      case '--depth':
        depth = cli.int(1, MAX_WHOLE);
        break;
      case '--seed':
        seed = cli.int(0, MAX_SEED);
        break;
      case '--player':
        player = oneOf('player', REFERENCE_PLAYERS, isReferencePlayer);
        break;
      case '--no-opponent-model':
        opponentModel = false;
        break;
      case '--help':
        process.stdout.write(`${USAGE}\n`);
        process.exit(0);
        break;
      default:
        cli.fail(`unknown argument ${arg}`);
    }
  }
  // A reference player answers by its rule, with no search: a search's settings beside it would
  // be silently ignored.
  const searchFlags = [
    '--level',
    '--time-ms',
    '--nodes',
    '--depth',
    '--seed',
    '--no-opponent-model',
  ].filter((flag) => cli.has(flag));
  if (player !== undefined && searchFlags.length > 0)
    cli.fail(`--player ${player} does not search, so it takes no ${searchFlags.join(', ')}`);
  return { level, timeMs, nodes, depth, seed, player, opponentModel };
}

const options = parseArgs(process.argv.slice(2));
// The reader went away (`| head -1`, a match that ended): nothing more can be answered, so stop
// quietly rather than die of an unhandled write error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});
// When the data that completed a line arrived. Lines that come in one write are read one after
// another, each once the answer before it is out; each one's budget still runs from its arrival,
// not from when its turn came. Listening before readline does, this runs first for each chunk.
// (Data written during a search is only seen when the search ends: it is stamped then.)
let arrivedAt = Date.now();
process.stdin.on('data', () => {
  arrivedAt = Date.now();
});
const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
// The protocol has no ready signal, so a client writes its first position as soon as it has
// started this program, and times the answer from then; loading the program takes a few hundred
// milliseconds. A line read before the first answer, at once when the program is ready, may have
// waited since the process started, so its budget runs from that moment and the promise holds
// for the first answer too. Lines after the first answer count from when they are read.
const readyAt = Date.now();
const WAITING_MS = 100;
let answered = false;
// One opponent is on the other end of the pipe for the program's whole life (a match's games).
const watch = new LargestCaptureWatch();
lines.on('line', (line) => {
  const waited = !answered && Date.now() - readyAt < WAITING_MS;
  const writtenAt = waited ? performance.timeOrigin : arrivedAt;
  let out: ReturnType<typeof answer>;
  try {
    out = answer(line, options, writtenAt, watch);
  } catch (e) {
    out = { error: `internal error: ${(e as Error).message}` };
  }
  // Writes to a pipe or a file are synchronous on POSIX: each answer is out before the next line.
  if (out === null) return;
  process.stdout.write(`${JSON.stringify(out)}\n`);
  answered = true;
});

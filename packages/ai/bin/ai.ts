#!/usr/bin/env node
/**
 * `pnpm --silent ai [--level L] [--time-ms N] [--nodes N] [--depth N] [--seed S]
 *   [--no-opponent-model] [--player P]`
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
import { isLevel, LEVELS, type Level } from '../src/levels.ts';
import { LargestCaptureWatch } from '../src/opponent.ts';
import { isReferencePlayer, REFERENCE_PLAYERS, type ReferencePlayer } from '../src/players.ts';
import { answer, type ProtocolOptions } from '../src/protocol.ts';

const USAGE = `usage: pnpm --silent ai [--level ${LEVELS.join('|')}] [--time-ms N] [--nodes N] [--depth N] [--seed S] [--no-opponent-model] [--player ${REFERENCE_PLAYERS.join('|')}]`;

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

const MAX_OPTION = 999_999_999_999_999;

function parseArgs(args: string[]): ProtocolOptions {
  let level: Level = 'expert';
  let timeMs: number | undefined;
  let nodes: number | undefined;
  let depth: number | undefined;
  let seed = 0;
  let player: ReferencePlayer | undefined;
  let opponentModel = true;
  // Whole numbers in decimal digits only: Number() would also take "1.5", "0x10" or "1e3". Up to
  // 15 digits, which a double holds exactly.
  const number = (name: string, value: string | undefined, min: number): number => {
    const n = Number(value);
    if (value === undefined || !/^\d{1,15}$/.test(value) || n < min)
      fail(
        `${name} needs a whole number from ${min} to ${MAX_OPTION}, in digits; got ${value === undefined ? 'nothing' : JSON.stringify(value)}`,
      );
    return n;
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const value = args[i + 1];
    switch (arg) {
      case '--level':
        if (value === undefined) fail(`--level needs one of ${LEVELS.join(', ')}`);
        if (!isLevel(value))
          fail(`unknown level ${JSON.stringify(value)}; use one of ${LEVELS.join(', ')}`);
        level = value;
        i++;
        break;
      case '--time-ms':
        timeMs = number(arg, value, 1);
        i++;
        break;
      case '--nodes':
        nodes = number(arg, value, 1);
        i++;
        break;
      case '--depth':
        depth = number(arg, value, 1);
        i++;
        break;
      case '--seed':
        seed = Math.trunc(number(arg, value, 0));
        i++;
        break;
      case '--player':
        if (value === undefined) fail(`--player needs one of ${REFERENCE_PLAYERS.join(', ')}`);
        if (!isReferencePlayer(value))
          fail(
            `unknown player ${JSON.stringify(value)}; use one of ${REFERENCE_PLAYERS.join(', ')}`,
          );
        player = value;
        i++;
        break;
      case '--no-opponent-model':
        opponentModel = false;
        break;
      case '--help':
        process.stdout.write(`${USAGE}\n`);
        process.exit(0);
        break;
      default:
        fail(`unknown argument ${arg}`);
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
  ].filter((flag) => args.includes(flag));
  if (player !== undefined && searchFlags.length > 0)
    fail(`--player ${player} does not search, so it takes no ${searchFlags.join(', ')}`);
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

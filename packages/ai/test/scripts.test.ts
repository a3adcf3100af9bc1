/**
 * The command lines of the scripts in `scripts/` and of the protocol program `bin/ai.ts` (all read
 * by `scripts/args.ts`), run as child processes with this Node, as `test/cli.test.ts` runs the
 * protocol program. A bad argument must end a program with status 2, one line naming the option,
 * what it was given and what it takes, then the usage its header comment documents: no stack
 * trace, no NaN carried into a run, no hang. The match script's good run, and the protocol
 * program's answers, are in `test/cli.test.ts`.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initialPosition, toJsonPosition, unwrap } from '@hoyito/engine';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const NODE = [process.execPath, '--conditions=development'];

/** The scripts, and `ai`, the protocol program. */
type Program = 'ladder' | 'tune' | 'endgames' | 'match' | 'ai';

const source = (program: Program): string =>
  program === 'ai' ? join(root, 'bin', 'ai.ts') : join(root, 'scripts', `${program}.ts`);

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a program with `input` on its stdin, closed after it (the protocol program serves until
 * then); one that has not ended after 30 s is stopped, and its status is null.
 */
function run(program: Program, args: string[], input = ''): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      NODE[0],
      [...NODE.slice(1), source(program), ...args],
      { encoding: 'utf8', timeout: 30_000 },
      (error, stdout, stderr) => {
        const status = error === null ? 0 : typeof error.code === 'number' ? error.code : null;
        resolve({ status, stdout, stderr });
      },
    );
    child.stdin?.end(input);
  });
}

/** The usage line of a program as its header comment documents it (its first backquoted text). */
function documentedUsage(program: Program): string {
  const header = /^\/\*\*\n \* `([^`]+)`/m.exec(readFileSync(source(program), 'utf8'));
  if (header === null) throw new Error(`${source(program)} documents no usage`);
  return `usage: ${header[1].replace(/\n \*\s+/g, ' ')}`;
}

const whole = (option: string, min: number, max: number, got: string) =>
  `${option} needs a whole number from ${min} to ${max}, in digits; got ${got}`;
const VARIANT_LIST =
  '--variant needs one or more of hoyito-1, hoyito-2, hoyito-3, separated by commas, each once';
const PAIRS =
  '--pairs needs pairs of levels A/B (each one of beginner, casual, strong, expert), separated by commas';
const MAX_WHOLE = 999_999_999_999_999;
const LEVEL_LIST = 'beginner, casual, strong, expert';
const PLAYER_LIST = 'greedy, capture-depth4';
const twice = (option: string) => `${option} was given twice; give each option once`;
/** Two programs for the match script, never started: its arguments are refused first. */
const AB = ['--a', 'true', '--b', 'true'];

const refused: [Program, string[], string][] = [
  ['ladder', ['--games', 'abc'], whole('--games', 1, 100000, '"abc"')],
  ['ladder', ['--games'], whole('--games', 1, 100000, 'nothing')],
  ['ladder', ['--games', '0'], whole('--games', 1, 100000, '"0"')],
  ['ladder', ['--holes', '99'], whole('--holes', 3, 12, '"99"')],
  ['ladder', ['--holes', '2'], whole('--holes', 3, 12, '"2"')],
  ['ladder', ['--seed', '4294967296'], whole('--seed', 0, 4294967295, '"4294967296"')],
  ['ladder', ['--expert-nodes', '-5'], whole('--expert-nodes', 1, MAX_WHOLE, '"-5"')],
  ['ladder', ['--expert-nodes', '1e6'], whole('--expert-nodes', 1, MAX_WHOLE, '"1e6"')],
  ['ladder', ['--expert-time-ms', '1.5'], whole('--expert-time-ms', 1, 3600000, '"1.5"')],
  [
    'ladder',
    ['--expert-time-ms', '--games', '2'],
    whole('--expert-time-ms', 1, 3600000, '"--games"'),
  ],
  [
    'ladder',
    ['--expert-nodes', '1000', '--expert-time-ms', '50'],
    '--expert-time-ms and --expert-nodes cannot go together: give expert one budget',
  ],
  [
    'ladder',
    ['--expert-nodes', '1000', '--pairs', 'casual/beginner'],
    '--expert-nodes is for expert, but no pair of --pairs "casual/beginner" plays expert',
  ],
  ['ladder', ['--pairs', 'strong'], `${PAIRS}; got "strong"`],
  ['ladder', ['--pairs', 'strong/casual,expert'], `${PAIRS}; got "strong/casual,expert"`],
  ['ladder', ['--pairs', 'strong/casual/beginner'], `${PAIRS}; got "strong/casual/beginner"`],
  ['ladder', ['--pairs', 'master/strong'], `${PAIRS}; got "master/strong"`],
  ['ladder', ['--pairs'], `${PAIRS}; got nothing`],
  ['ladder', ['--variant', 'hoyito-1,hoyito-9'], `${VARIANT_LIST}; got "hoyito-1,hoyito-9"`],
  ['ladder', ['--variant', 'hoyito-1,hoyito-1'], `${VARIANT_LIST}; got "hoyito-1,hoyito-1"`],
  ['ladder', ['--variant', ''], `${VARIANT_LIST}; got ""`],
  ['ladder', ['--games', '2', '4'], 'unknown argument "4"'],
  ['tune', ['--depth', '1.5'], whole('--depth', 1, 191, '"1.5"')],
  ['tune', ['--depth', '0'], whole('--depth', 1, 191, '"0"')],
  ['tune', ['--seconds', '-1'], whole('--seconds', 1, 604800, '"-1"')],
  ['tune', ['--seconds'], whole('--seconds', 1, 604800, 'nothing')],
  ['tune', ['--check-games', '0x10'], whole('--check-games', 1, 100000, '"0x10"')],
  ['tune', ['--seed', '-1'], whole('--seed', 0, 4294967295, '"-1"')],
  [
    'tune',
    ['--variant', 'hoyito-9'],
    '--variant needs one of hoyito-1, hoyito-2, hoyito-3; got "hoyito-9"',
  ],
  ['tune', ['--variant'], '--variant needs one of hoyito-1, hoyito-2, hoyito-3; got nothing'],
  ['tune', ['--dry-run', 'yes'], 'unknown argument "yes"'],
  [
    'endgames',
    ['--min-seeds', '12', '--max-seeds', '9'],
    '--min-seeds needs a whole number no more than --max-seeds (9); got "12"',
  ],
  // The default --max-seeds is 12.
  [
    'endgames',
    ['--min-seeds', '20'],
    '--min-seeds needs a whole number no more than --max-seeds (12); got "20"',
  ],
  ['endgames', ['--max-seeds', '1'], whole('--max-seeds', 2, 48, '"1"')],
  ['endgames', ['--max-seeds', '49'], whole('--max-seeds', 2, 48, '"49"')],
  ['endgames', ['--per', '0'], whole('--per', 1, 10000, '"0"')],
  ['endgames', ['--per'], whole('--per', 1, 10000, 'nothing')],
  ['endgames', ['--nodes', ''], whole('--nodes', 1, MAX_WHOLE, '""')],
  ['endgames', ['--variant', 'hoyito-4'], `${VARIANT_LIST}; got "hoyito-4"`],
  ['endgames', ['--verbose'], 'unknown argument "--verbose"'],
  ['match', [], 'both --a and --b are needed; got neither'],
  ['match', ['--b', 'true'], 'both --a and --b are needed; got only --b'],
  ['match', ['--a'], '--a needs a command; got nothing'],
  ['match', ['--a', 'true', '--b', ' '], '--b needs a command; got " "'],
  ['match', [...AB, '--games', '1e3'], whole('--games', 1, 100000, '"1e3"')],
  ['match', [...AB, '--holes', '13'], whole('--holes', 3, 12, '"13"')],
  ['match', [...AB, '--move-timeout-ms', '0'], whole('--move-timeout-ms', 1, 3600000, '"0"')],
  [
    'match',
    [...AB, '--variant', 'hoyito-9'],
    '--variant needs one of hoyito-1, hoyito-2, hoyito-3; got "hoyito-9"',
  ],
  [
    'match',
    [...AB, '--opening-plies', '6-2'],
    '--opening-plies needs MIN-MAX, whole numbers from 0 to 10000 with MIN no more than MAX; got "6-2"',
  ],
  [
    'match',
    [...AB, '--opening-plies', '2-10001'],
    '--opening-plies needs MIN-MAX, whole numbers from 0 to 10000 with MIN no more than MAX; got "2-10001"',
  ],
  [
    'match',
    [...AB, '--opening-plies'],
    '--opening-plies needs MIN-MAX, whole numbers from 0 to 10000 with MIN no more than MAX; got nothing',
  ],
  ['match', [...AB, '--quiet', 'please'], 'unknown argument "please"'],
  // The protocol program's own words for a level, a player and an unknown argument, as they were
  // before it read its options through scripts/args.ts: its clients may read them.
  ['ai', ['--level'], `--level needs one of ${LEVEL_LIST}`],
  ['ai', ['--level', 'grandmaster'], `unknown level "grandmaster"; use one of ${LEVEL_LIST}`],
  ['ai', ['--level', '--time-ms', '50'], `unknown level "--time-ms"; use one of ${LEVEL_LIST}`],
  ['ai', ['--player'], `--player needs one of ${PLAYER_LIST}`],
  ['ai', ['--player', 'best'], `unknown player "best"; use one of ${PLAYER_LIST}`],
  [
    'ai',
    ['--player', 'greedy', '--level', 'beginner', '--time-ms', '50'],
    '--player greedy does not search, so it takes no --level, --time-ms',
  ],
  // Named in one order whatever the order given.
  [
    'ai',
    ['--seed', '3', '--nodes', '9', '--player', 'capture-depth4'],
    '--player capture-depth4 does not search, so it takes no --nodes, --seed',
  ],
  [
    'ai',
    ['--player', 'greedy', '--no-opponent-model'],
    '--player greedy does not search, so it takes no --no-opponent-model',
  ],
  ['ai', ['--depth', '1.5'], whole('--depth', 1, MAX_WHOLE, '"1.5"')],
  ['ai', ['--depth'], whole('--depth', 1, MAX_WHOLE, 'nothing')],
  ['ai', ['--nodes', '1e3'], whole('--nodes', 1, MAX_WHOLE, '"1e3"')],
  ['ai', ['--nodes', '0'], whole('--nodes', 1, MAX_WHOLE, '"0"')],
  ['ai', ['--time-ms', '0x10'], whole('--time-ms', 1, MAX_WHOLE, '"0x10"')],
  ['ai', ['--time-ms', '0'], whole('--time-ms', 1, MAX_WHOLE, '"0"')],
  ['ai', ['--time-ms', ''], whole('--time-ms', 1, MAX_WHOLE, '""')],
  ['ai', ['--time-ms', '1000000000000000'], whole('--time-ms', 1, MAX_WHOLE, '"1000000000000000"')],
  // The same range as the scripts': the generator takes 32 bits, so larger seeds would repeat.
  ['ai', ['--seed', '-1'], whole('--seed', 0, 4294967295, '"-1"')],
  ['ai', ['--seed', '4294967296'], whole('--seed', 0, 4294967295, '"4294967296"')],
  ['ai', ['--verbose'], 'unknown argument --verbose'],
  ['ai', ['--nodes', '5', '7'], 'unknown argument 7'],
  // An option given twice, even with the same value, flags without values included: the second
  // would silently stand in for the first in a run meant to be repeated.
  ['ai', ['--seed', '1', '--seed', '2'], twice('--seed')],
  ['ai', ['--level', 'expert', '--time-ms', '100', '--level', 'expert'], twice('--level')],
  ['ai', ['--no-opponent-model', '--no-opponent-model'], twice('--no-opponent-model')],
  ['ai', ['--player', 'greedy', '--player', 'capture-depth4'], twice('--player')],
  ['ai', ['--nodes', '100', '--', '--nodes', '200'], twice('--nodes')],
  // Before its value is read: the second is refused for being there, whatever it says.
  ['ai', ['--depth', '4', '--depth', 'x'], twice('--depth')],
  ['ladder', ['--seed', '1', '--seed', '2'], twice('--seed')],
  ['ladder', ['--expert-nodes', '1000', '--expert-nodes', '2000'], twice('--expert-nodes')],
  ['ladder', ['--pairs', 'casual/beginner', '--pairs', 'strong/casual'], twice('--pairs')],
  ['ladder', ['--variant', 'hoyito-1', '--variant', 'hoyito-1'], twice('--variant')],
  // --dry-run first: tune with no --dry-run writes its results.
  ['tune', ['--dry-run', '--dry-run'], twice('--dry-run')],
  ['tune', ['--dry-run', '--seed', '1', '--seed', '2'], twice('--seed')],
  ['tune', ['--dry-run', '--variant', 'hoyito-1', '--variant', 'hoyito-2'], twice('--variant')],
  ['endgames', ['--per', '1', '--per', '2'], twice('--per')],
  [
    'endgames',
    ['--min-seeds', '9', '--max-seeds', '12', '--min-seeds', '10'],
    twice('--min-seeds'),
  ],
  ['match', ['--a', 'true', '--a', 'false', '--b', 'true'], twice('--a')],
  ['match', [...AB, '--quiet', '--quiet'], twice('--quiet')],
  ['match', [...AB, '--games', '2', '--games', '4'], twice('--games')],
];

describe.concurrent('program arguments', () => {
  it.for(refused)('%s %j: refused, saying %s', async ([program, args, said], { expect }) => {
    const r = await run(program, args);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`${said}\n${documentedUsage(program)}\n`);
  });
});

describe('programs run with good arguments', () => {
  it('ai: every search option once, after the -- that pnpm passes on, answers a position', async () => {
    const start = unwrap(initialPosition({ variant: 'hoyito-2' }));
    const options = ['--level', 'strong', '--time-ms', '60000', '--nodes', '5000', '--depth', '3'];
    const r = await run(
      'ai',
      ['--', ...options, '--seed', '9', '--no-opponent-model'],
      `${JSON.stringify(toJsonPosition(start))}\n`,
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const answer = JSON.parse(r.stdout);
    expect(start.legalMoves()).toContain(answer.move);
    // --depth 3 was read: the search went no deeper.
    expect(answer.depth).toBeGreaterThan(0);
    expect(answer.depth).toBeLessThanOrEqual(3);
  });

  it('ai --help: the usage its header documents, on stdout', async () => {
    const r = await run('ai', ['--help']);
    expect(r).toEqual({ status: 0, stdout: `${documentedUsage('ai')}\n`, stderr: '' });
  });

  it('ladder: one line per pairing', async () => {
    const r = await run('ladder', [
      '--games',
      '2',
      '--variant',
      'hoyito-1',
      '--holes',
      '3',
      '--pairs',
      'casual/beginner',
      '--seed',
      '7',
    ]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(
      /^hoyito-1 2×3: casual vs beginner: \d+-\d+-\d+ \(W-D-L\), [\d.]+%, seeds \d+-\d+, \d+ s\n$/,
    );
  });

  it('ladder: settings that cannot give the openings stop it with a message, failing', async () => {
    // 200 different openings are needed; Hoyito I on 2×3 has far fewer.
    const r = await run('ladder', [
      '--games',
      '400',
      '--variant',
      'hoyito-1',
      '--holes',
      '3',
      '--pairs',
      'casual/beginner',
    ]);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^ladder: Only \d+ different openings .* and 200 are needed/);
  });

  it('tune: a dry run reports and writes nothing', async () => {
    const written = [join(root, 'src', 'weights.json'), join(root, 'tuning', 'results.md')];
    const before = written.map((file) => readFileSync(file, 'utf8'));
    const r = await run('tune', [
      '--seconds',
      '1',
      '--depth',
      '1',
      '--check-games',
      '1',
      '--variant',
      'hoyito-1',
      '--dry-run',
    ]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/^hoyito-1: \d+ steps, \d+ games in \d+ s; check \d+-\d+-\d+/);
    // --check-games 1 is rounded up to one opening played with both colours.
    expect(r.stdout).toContain(
      'Command: `node scripts/node22.mjs packages/ai/scripts/tune.ts --seconds 1 --depth 1 --check-games 2 --seed 2026 --variant hoyito-1`',
    );
    expect(written.map((file) => readFileSync(file, 'utf8'))).toEqual(before);
  });

  it('endgames: one line per variant', async () => {
    const r = await run('endgames', [
      '--per',
      '1',
      '--nodes',
      '1000',
      '--variant',
      'hoyito-1',
      '--min-seeds',
      '40',
      '--max-seeds',
      '48',
    ]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(
      /^hoyito-1: 40–48 seeds, 1000 nodes: \d+ of 1 solved exactly, outcome proven in \d+ /,
    );
  });
});

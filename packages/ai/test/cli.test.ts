/**
 * The line protocol (`bin/ai.ts`) and the match script (`scripts/match.ts`), run as child
 * processes with this Node (the 'development' condition makes the workspace packages resolve to
 * their TypeScript sources). Their command lines are checked in `test/scripts.test.ts`.
 */
import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync, utimesSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createPosition, initialPosition, Random, toJsonPosition, unwrap } from '@hoyito/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { greedyMove } from '../src/players.ts';
import { randomOpening } from '../src/selfplay.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'bin', 'ai.ts');
const matchScript = join(root, 'scripts', 'match.ts');
const NODE = [process.execPath, '--conditions=development'];

/** A running `bin/ai.ts`: send a line, await the next answer line. */
class Cli {
  readonly child: ChildProcessWithoutNullStreams;
  private readonly answers: string[] = [];
  private readonly waiting: ((line: string) => void)[] = [];

  constructor(args: string[]) {
    this.child = spawn(NODE[0], [...NODE.slice(1), cli, ...args]);
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const w = this.waiting.shift();
      if (w) w(line);
      else this.answers.push(line);
    });
  }

  send(line: string): void {
    this.child.stdin.write(`${line}\n`);
  }

  next(): Promise<string> {
    const a = this.answers.shift();
    if (a !== undefined) return Promise.resolve(a);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  async ask(line: string): Promise<{ answer: Record<string, unknown> }> {
    this.send(line);
    return { answer: JSON.parse(await this.next()) };
  }

  close(): Promise<number | null> {
    return new Promise((resolve) => {
      this.child.on('exit', (code) => resolve(code));
      this.child.stdin.end();
    });
  }
}

const running: Cli[] = [];
afterEach(() => {
  for (const c of running.splice(0)) if (c.child.exitCode === null) c.child.kill();
});

function start(args: string[]): Cli {
  const c = new Cli(args);
  running.push(c);
  return c;
}

const START = JSON.stringify(toJsonPosition(unwrap(initialPosition({ variant: 'hoyito-2' }))));
// South has no seeds: it must pass.
const MUST_PASS = JSON.stringify({
  variant: 'hoyito-1',
  holes: 3,
  board: [0, 0, 0, 1, 0, 2],
  captured: [10, 11],
  toMove: 'south',
  round: 1,
  previousWinner: null,
  over: false,
  winner: null,
});
const OVER = JSON.stringify({
  variant: 'hoyito-2',
  holes: 6,
  board: new Array(12).fill(0),
  captured: [24, 24],
  toMove: null,
  round: 1,
  previousWinner: null,
  over: true,
  winner: 'draw',
});

describe('line protocol', () => {
  it('answers positions, reports bad lines as errors and keeps serving until stdin closes', async () => {
    const c = start(['--level', 'expert', '--time-ms', '150']);
    const first = (await c.ask(START)).answer;
    const legal = unwrap(initialPosition({ variant: 'hoyito-2' })).legalMoves();
    expect(legal).toContain(first.move);
    expect(first).toMatchObject({ move: expect.any(Number), score: expect.any(Number) });
    expect(first.depth).toBeGreaterThan(0);
    expect(first.nodes).toBeGreaterThan(0);
    expect((first.pv as unknown[])[0]).toBe(first.move);

    expect((await c.ask('garbage')).answer.error).toMatch(/^not JSON/);
    expect((await c.ask('{"variant": "hoyito-9"}')).answer.error).toMatch(/Unknown variant/);
    expect((await c.ask('[1, 2, 3]')).answer.error).toMatch(/invalid position/);
    expect((await c.ask('null')).answer.error).toMatch(/invalid position/);
    expect((await c.ask(OVER)).answer.error).toMatch(/game is over/);
    const badBoard = JSON.parse(START);
    badBoard.board = [1, 2, 3];
    expect((await c.ask(JSON.stringify(badBoard))).answer.error).toMatch(/12 holes/);
    // A blank line gets no answer: the next answer is the next position's.
    c.send('');
    expect((await c.ask(MUST_PASS)).answer.move).toBe('pass');
    expect(legal).toContain((await c.ask(START)).answer.move);
    expect(await c.close()).toBe(0);
  });

  // How soon it answers is measured by `pnpm bench` (bench/protocol.ts), not here: a timed test
  // fails when the machine is busy.
  it('answers each variant and size with a legal move, and a position without one with a pass', async () => {
    const c = start(['--time-ms', '150']);
    const starts = [
      { variant: 'hoyito-1', holes: 6 },
      { variant: 'hoyito-2', holes: 12 },
      { variant: 'hoyito-3', holes: 6 },
    ] as const;
    for (const setup of starts) {
      const position = unwrap(initialPosition(setup));
      const { answer } = await c.ask(JSON.stringify(toJsonPosition(position)));
      expect(position.legalMoves()).toContain(answer.move);
    }
    expect((await c.ask(MUST_PASS)).answer.move).toBe('pass');
    expect(await c.close()).toBe(0);
  });

  it('answers as a reference player', async () => {
    // South's f (1 seed) drops into A (3): a casa of 4; greedy takes it.
    const setup = {
      variant: 'hoyito-3',
      holes: 6,
      board: [1, 0, 0, 0, 0, 1, 3, 0, 0, 0, 0, 0],
      captured: [0, 0],
      toMove: 'south',
    } as const;
    const line = JSON.stringify(toJsonPosition(unwrap(createPosition(setup))));
    const greedy = start(['--player', 'greedy']);
    expect((await greedy.ask(line)).answer).toEqual({ move: 5 });
    await greedy.close();
    const depth4 = start(['--player', 'capture-depth4']);
    expect((await depth4.ask(line)).answer).toEqual({ move: 5 });
    await depth4.close();
  });

  it('keeps watching one opponent from line to line, unless told not to model it', async () => {
    // Games of Hoyito I against the greedy reference player, the program playing one side.
    const games = async (args: string[]) => {
      const c = start(['--nodes', '4000', ...args]);
      const answers: Record<string, unknown>[] = [];
      const random = new Random(3);
      for (let g = 0; g < 6; g++) {
        let p = randomOpening('hoyito-1', 6, 2 + random.int(5), random);
        const mine = g % 2 === 0 ? 'south' : 'north';
        while (!p.over) {
          let move = greedyMove(p);
          if (p.toMove === mine) {
            const { answer } = await c.ask(JSON.stringify(toJsonPosition(p)));
            answers.push(answer);
            move = answer.move as typeof move;
          }
          p = unwrap(p.play(move)).position;
        }
      }
      expect(await c.close()).toBe(0);
      return answers;
    };
    const modelled = (await games([])).filter((a) => a.model !== undefined);
    expect(modelled.length).toBeGreaterThan(0);
    expect(modelled[0].model).toEqual({ ties: 'lowest', plies: expect.any(Number) });
    expect((await games(['--no-opponent-model'])).some((a) => 'model' in a)).toBe(false);
  });

  it('ends quietly when its reader goes away', async () => {
    const line = JSON.stringify(toJsonPosition(unwrap(initialPosition({ variant: 'hoyito-2' }))));
    const child = spawn(NODE[0], [...NODE.slice(1), cli, '--time-ms', '20'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    // The first answer read, the reader leaves; the next answers have nowhere to go.
    await new Promise<void>((resolve) => {
      child.stdout.once('data', () => {
        child.stdout.destroy();
        resolve();
      });
      child.stdin.write(`${line}\n`);
    });
    for (let i = 0; i < 5; i++) child.stdin.write(`${line}\n`);
    child.stdin.end();
    expect(await exited).toBe(0);
    expect(stderr).toBe('');
  });
});

describe('bundled launcher (bin/ai.mjs, what `pnpm --silent ai` runs)', () => {
  const launcher = join(root, 'bin', 'ai.mjs');
  const bundle = join(root, 'dist', 'ai.mjs');
  // A node budget makes the answer repeat exactly, so the two programs must agree to the node.
  const ask = (program: string[], line: string) =>
    spawnSync(process.execPath, [...program, '--nodes', '20000'], {
      input: `${line}\n`,
      encoding: 'utf8',
    });

  it('answers exactly as the sources do, and builds the bundle again once a source is newer', () => {
    const line = JSON.stringify(toJsonPosition(unwrap(initialPosition({ variant: 'hoyito-3' }))));
    const fromSources = ask([...NODE.slice(1), cli], line);
    expect(fromSources.status).toBe(0);
    // Older than every source: the launcher must not run it as it is.
    if (existsSync(bundle)) utimesSync(bundle, 0, 0);
    const bundled = ask([launcher], line);
    expect(bundled.stderr).toBe('');
    expect(bundled.status).toBe(0);
    expect(JSON.parse(bundled.stdout)).toEqual(JSON.parse(fromSources.stdout));
    expect(statSync(bundle).mtimeMs).toBeGreaterThan(Date.now() - 60_000);
  });

  it('passes its arguments on, refusals included', () => {
    const r = spawnSync(process.execPath, [launcher, '--level', 'grandmaster'], {
      encoding: 'utf8',
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('unknown level "grandmaster"; use one of beginner, casual');
  });
});

describe('match script', () => {
  it('plays two protocol programs against each other and prints the score', () => {
    const player = (p: string) =>
      `"${process.execPath}" --conditions=development "${cli}" --player ${p}`;
    const r = spawnSync(
      NODE[0],
      [
        ...NODE.slice(1),
        matchScript,
        '--a',
        player('capture-depth4'),
        '--b',
        player('greedy'),
        '--games',
        '2',
        '--variant',
        'hoyito-3',
        '--quiet',
      ],
      { encoding: 'utf8' },
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(
      /^hoyito-3 2×6, 2 games: A \d+ wins, \d+ draws, \d+ losses; [\d.]+ points \([\d.]+%\)/,
    );
    const score = JSON.parse(lines[1]);
    expect(score.games).toBe(2);
    expect(score.wins + score.draws + score.losses).toBe(2);
    expect(score.forfeits).toEqual([0, 0]);
  });

  const greedy = `"${process.execPath}" --conditions=development "${cli}" --player greedy`;
  const runMatch = (b: string, ...more: string[]) =>
    spawnSync(
      NODE[0],
      [...NODE.slice(1), matchScript, '--a', greedy, '--b', b, '--quiet', ...more],
      { encoding: 'utf8', cwd: root, timeout: 60_000 },
    );

  it('drops an answer that came after its move timed out, so the next answers stay in step', () => {
    // A program that answers in order, its first answer 0.3 s past the 2 s allowed. The next
    // question, asked when the first timed out, is answered with the late first answer's queue:
    // 0.3 s after it is asked, well within its own 2 s even on a busy machine.
    const late = [
      "import { createPosition } from '@hoyito/engine';",
      "import { createInterface } from 'node:readline';",
      'let queue = Promise.resolve(); let first = true;',
      "createInterface({ input: process.stdin }).on('line', (line) => {",
      '  const wait = first ? 2300 : 0; first = false;',
      '  queue = queue.then(() => new Promise((done) => setTimeout(() => {',
      '    const p = createPosition(JSON.parse(line));',
      "    const move = p.ok && p.value.legalMoves().length > 0 ? p.value.legalMoves()[0] : 'pass';",
      "    process.stdout.write(JSON.stringify({ move }) + '\\n'); done();",
      '  }, wait)));',
      '});',
    ].join(' ');
    const b = `"${process.execPath}" --conditions=development --input-type=module -e "${late.replaceAll('"', '\\"')}"`;
    const r = runMatch(b, '--games', '4', '--move-timeout-ms', '2000');
    expect(r.status, r.stderr).toBe(0);
    const score = JSON.parse(r.stdout.trim().split('\n')[1]);
    expect(score.forfeits).toEqual([0, 1]);
    expect(score.timeouts).toEqual([0, 1]);
    // Its first answer timed out: that is its first answer's time, start-up included.
    expect(score.firstMs[1]).toBe(2000);
  });

  it.each([
    [
      'exit 3',
      /^match: B's program ended with code 3 before the match did \(its command: exit 3\)/,
    ],
    [
      'no-such-program-here',
      /^match: B's program ended with code 127 before the match did \(its command: no-such-program-here\)/m,
    ],
  ])('stops, failing, when a program ends during the match (%s)', (b, said) => {
    const r = runMatch(b, '--games', '40');
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(said);
  });

  it('plays no more games once a program has ended', () => {
    // Without --quiet, each game played says so on stderr: none may follow the match's end.
    const r = spawnSync(
      NODE[0],
      [...NODE.slice(1), matchScript, '--a', greedy, '--b', 'sleep 0.5; exit 3', '--games', '40'],
      { encoding: 'utf8', cwd: root, timeout: 60_000 },
    );
    expect(r.status).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines.at(-1)).toMatch(/^match: B's program ended with code 3 before the match did/);
    expect(lines.filter((line) => line.startsWith('game ')).length).toBeLessThan(40);
  });

  it('stops a program that is still running once the match is over', () => {
    const started = Date.now();
    // 2 s a move: A's first answer, its start-up included, must come in time on a busy machine.
    const r = runMatch('sleep 600', '--games', '2', '--move-timeout-ms', '2000');
    expect(r.error).toBeUndefined();
    expect(r.status).toBe(0);
    const score = JSON.parse(r.stdout.trim().split('\n')[1]);
    expect(score.forfeits).toEqual([0, 2]);
    expect(score.timeouts).toEqual([0, 2]);
    // Its first position unanswered, its first answer time is the timeout (start-up included).
    expect(score.firstMs[1]).toBe(2000);
    expect(score.slowestMs[1]).toBe(2000);
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('says so, failing, when the settings give no opening', () => {
    const r = runMatch(greedy, '--games', '2', '--opening-plies', '0-0');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^match: No balanced opening .* of 0–0 plies turned up in 500 draws/m);
  });

  it.each([
    ['--games', '1e3'],
    ['--games', '0x10'],
    ['--seed', '-1'],
  ])('refuses %s %s: whole numbers in digits only', (option, value) => {
    const r = runMatch(greedy, option, value);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`${option} needs a whole number`);
  });

  it('scores a program that answers nonsense as forfeiting', () => {
    const liar = `"${process.execPath}" -e "process.stdin.on('data', () => process.stdout.write('{\\"move\\": 99}\\n'))"`;
    const player = `"${process.execPath}" --conditions=development "${cli}" --player greedy`;
    const r = spawnSync(
      NODE[0],
      [...NODE.slice(1), matchScript, '--a', player, '--b', liar, '--games', '2', '--quiet'],
      {
        encoding: 'utf8',
      },
    );
    expect(r.status).toBe(0);
    const score = JSON.parse(r.stdout.trim().split('\n')[1]);
    expect(score.wins).toBe(2);
    expect(score.forfeits).toEqual([0, 2]);
  });
});

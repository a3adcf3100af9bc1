import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'bin', 'conformance.ts');
const publicFile = join(root, 'test', 'conformance', 'public.json');

function run(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('conformance command', () => {
  it('passes the public cases and ends with the plain summary line', () => {
    const r = run([publicFile]);
    const count = JSON.parse(readFileSync(publicFile, 'utf8')).cases.length;
    expect(r.stdout.trim()).toBe(`${count} passed, 0 failed`);
    expect(r.status).toBe(0);
  });

  it('reports a failing case by id and exits 1', () => {
    const data = JSON.parse(readFileSync(publicFile, 'utf8'));
    const broken = structuredClone(data.cases[0]);
    broken.id = 'broken-on-purpose';
    broken.expect.position.board[0] += 1;
    const dir = mkdtempSync(join(tmpdir(), 'hoyito-'));
    const file = join(dir, 'cases.json');
    writeFileSync(
      file,
      JSON.stringify({ format: 'hoyito-conformance/1', cases: [data.cases[1], broken] }),
    );
    const r = run([file]);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^FAIL broken-on-purpose: board: expected/);
    expect(lines.at(-1)).toBe('1 passed, 1 failed');
    expect(r.status).toBe(1);
  });

  it('fails the cases that have no expect, rather than count them as passed', () => {
    const data = JSON.parse(readFileSync(publicFile, 'utf8'));
    const unchecked = structuredClone(data.cases[1]);
    delete unchecked.expect;
    const dir = mkdtempSync(join(tmpdir(), 'hoyito-'));
    const file = join(dir, 'cases.json');
    writeFileSync(file, JSON.stringify({ cases: [data.cases[0], null, unchecked] }));
    const r = run([file]);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^FAIL #1: the case has no expect, so nothing was checked; /);
    expect(lines[1]).toMatch(
      new RegExp(`^FAIL ${unchecked.id}: the case has no expect, so nothing was checked; `),
    );
    expect(lines.at(-1)).toBe('1 passed, 2 failed');
    expect(r.status).toBe(1);
  });

  it('prints the engine outcome of cases without expect', () => {
    const data = JSON.parse(readFileSync(publicFile, 'utf8'));
    const pick = (id: string) => {
      const c = structuredClone(data.cases.find((x: { id: string }) => x.id.startsWith(id)));
      delete c.expect;
      return c;
    };
    const cases = [
      pick('endless-cycle-66'),
      pick('endless-excluded-66'),
      pick('hoyito-1-2x6-game'),
    ];
    const dir = mkdtempSync(join(tmpdir(), 'hoyito-'));
    const file = join(dir, 'cases.json');
    writeFileSync(file, JSON.stringify({ format: 'hoyito-conformance/1', cases }));
    const lines = run(['--print', file])
      .stdout.trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines[0]).toMatchObject({ id: cases[0].id, endless: true, cycleLength: 66 });
    expect(lines[1]).toEqual({ id: cases[1].id, moves: [7, 10] });
    expect(lines[2].id).toBe(cases[2].id);
    expect(lines[2].position.over).toBe(true);
  });

  it('warns on stderr of a file with no format or an id used twice, and runs every case', () => {
    const data = JSON.parse(readFileSync(publicFile, 'utf8'));
    const again = { ...structuredClone(data.cases[1]), id: data.cases[0].id };
    const dir = mkdtempSync(join(tmpdir(), 'hoyito-'));
    const file = join(dir, 'cases.json');
    writeFileSync(file, JSON.stringify({ cases: [data.cases[0], again] }));
    const r = run([file]);
    expect(r.stderr.trim().split('\n')).toEqual([
      `${file}: warning: no "format"; read as "hoyito-conformance/1"`,
      `${file}: warning: id "${data.cases[0].id}" is given to cases #0 and #1 (counted from #0); a line naming it does not say which`,
    ]);
    expect(r.stdout.trim()).toBe('2 passed, 0 failed');
    expect(r.status).toBe(0);
    expect(run([publicFile]).stderr).toBe('');
  });

  it('ends quietly, with the cases’ exit status, when its reader goes away before it writes', async () => {
    const child = spawn(process.execPath, [cli, '--print', publicFile], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    // As `| head -c 0` would: the reader has gone before the first line is written.
    child.stdout.destroy();
    expect(await exited).toBe(0);
    expect(stderr).toBe('');
  });

  it('says what is wrong with a bad file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hoyito-'));
    const file = join(dir, 'bad.json');
    writeFileSync(file, '{"cases": 3}');
    const r = run([file]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('"cases": [...]');
    expect(run([]).stderr).toContain('usage');
    expect(run([join(dir, 'missing.json')]).stderr).toContain('cannot read');
  });
});

describe('bench command', () => {
  it('prints one JSON line per workload and nothing else', () => {
    const out = execFileSync(process.execPath, [join(root, 'bench', 'bench.ts')], {
      encoding: 'utf8',
      env: { ...process.env, HOYITO_BENCH_SECONDS: '0.05' },
    });
    const lines = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.variant, l.holes])).toEqual([
      ['hoyito-1', 6],
      ['hoyito-2', 6],
      ['hoyito-3', 6],
      ['hoyito-2', 12],
      ['hoyito-1', 12],
    ]);
    const games = lines.slice(0, 4);
    for (const l of games) {
      expect(Object.keys(l).sort()).toEqual([
        'games',
        'holes',
        'moves',
        'movesPerSecond',
        'variant',
      ]);
      expect(l.games).toBeGreaterThan(0);
      expect(l.moves).toBeGreaterThanOrEqual(l.games);
      expect(l.movesPerSecond).toBeGreaterThan(0);
    }
    const record = lines[4];
    expect(Object.keys(record).sort()).toEqual([
      'holes',
      'moves',
      'movesPerSecond',
      'record',
      'records',
      'variant',
    ]);
    expect(record.record).toBe(true);
    expect(record.records).toBeGreaterThan(0);
    expect(record.moves).toBe(record.records * 5600);
    expect(record.movesPerSecond).toBeGreaterThan(0);
  });
});

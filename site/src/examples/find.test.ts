/** The search script (find.ts) runs as documented and prints what the engine gives. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { makePosition, parseMove, parsePosition } from '@hoyito/engine';
import { describe, expect, it } from 'vitest';
import { examples } from './examples.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FIND = fileURLToPath(new URL('./find.ts', import.meta.url));

function run(...args: string[]) {
  return spawnSync(process.execPath, ['scripts/node22.mjs', FIND, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('find.ts', () => {
  it('show: prints each example’s position after its move, or its refusal, and its narration', () => {
    const result = run('show', ...examples.flatMap((e) => [e.position, e.label]));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const heads = result.stdout.split('\n').filter((line) => line !== '' && !line.startsWith(' '));
    expect(heads).toEqual(
      examples.map((e) =>
        e.refusal === undefined ? e.after : `refused: ${e.refusal.code} ${e.refusal.cycleLength}`,
      ),
    );
    for (const e of examples) {
      for (const fragment of [...e.narration.en, ...e.narration.es]) {
        expect(result.stdout).toContain(fragment);
      }
    }
  });

  it('search: every candidate it prints plays as printed', () => {
    const result = run('search', '3');
    expect(result.status).toBe(0);
    const candidates = [...result.stdout.matchAll(/^ {2}(\S+) {2}(\S+) {2}→ {2}(\S+)/gm)];
    expect(candidates.length).toBeGreaterThan(10);
    for (const [, position, move, after] of candidates) {
      const p = parsePosition(position);
      if (!p.ok) throw new Error(p.error.message);
      const m = parseMove(move, p.value.holes);
      if (!m.ok) throw new Error(m.error.message);
      const played = p.value.play(m.value);
      expect(played.ok && played.value.position).toBeTruthy();
      if (played.ok) expect(after).toBe(makePosition(played.value.position));
    }
  });

  it('refuses bad input with a clear message and a non-zero exit', () => {
    const usage = run('search', 'many');
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('usage: find.ts search');
    const odd = run('show', 'h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s');
    expect(odd.status).toBe(2);
    const bad = run('show', 'h9/1', 'a');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('A position has at least 5 fields');
    const badMove = run('show', 'h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s', 'z');
    expect(badMove.status).toBe(1);
    expect(badMove.stderr).toContain('"z" is not a hole');
  });
});

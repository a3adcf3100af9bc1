/**
 * The search worker's script, run in Node: `worker.ts` listens on the global scope, as in a
 * worker, so the test gives it a `postMessage` to answer through and calls its `onmessage`.
 */
import { analyse, greedyMove } from '@hoyito/ai';
import { initialPosition, type Move, type Position } from '@hoyito/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Level, SearchRequest, SearchResponse } from './protocol.ts';

const scope = globalThis as unknown as {
  onmessage: ((event: { data: SearchRequest }) => void) | null;
  postMessage: (message: SearchResponse) => void;
};
const answers: SearchResponse[] = [];

beforeAll(async () => {
  scope.postMessage = (message) => answers.push(message);
  await import('./worker.ts');
});

let next = 1;
function ask(position: Position, level: Level): SearchResponse {
  const before = answers.length;
  scope.onmessage?.({
    data: { id: next++, kind: 'move', setup: position.toSetup(), level, timeMs: 300, seed: 1 },
  });
  expect(answers.length).toBe(before + 1);
  return answers[before];
}

/** Games of Hoyito I: the worker's computer as North against South taking its largest capture. */
function games(level: Level, count: number): SearchResponse[] {
  const out: SearchResponse[] = [];
  for (let g = 0; g < count; g++) {
    const start = initialPosition({ variant: 'hoyito-1' });
    if (!start.ok) throw new Error(start.error.message);
    let p = start.value;
    while (!p.over) {
      let move: Move = greedyMove(p);
      if (p.toMove === 'north') {
        const answer = ask(p, level);
        if (!('move' in answer)) throw new Error(JSON.stringify(answer));
        out.push(answer);
        move = answer.move;
      }
      const played = p.play(move);
      if (!played.ok) throw new Error(played.error.message);
      p = played.value.position;
    }
  }
  return out;
}

describe('the search worker', () => {
  it('analyses by a node budget: the same lines on every run, whatever the seed', () => {
    const start = initialPosition({ variant: 'hoyito-3' });
    if (!start.ok) throw new Error(start.error.message);
    const request = (seed: number): SearchResponse => {
      const before = answers.length;
      scope.onmessage?.({
        data: {
          id: next++,
          kind: 'analyse',
          setup: start.value.toSetup(),
          level: 'expert',
          nodes: 20_000,
          seed,
        },
      });
      return answers[before];
    };
    const first = request(1);
    if (!('moves' in first)) throw new Error(JSON.stringify(first));
    expect(request(99)).toEqual({ ...first, id: first.id + 1 });
    // What the search itself gives with that budget, not a clock's cut.
    const direct = analyse(start.value, { level: 'expert', nodes: 20_000 });
    expect(first.moves.map((line) => [line.move, line.score])).toEqual(
      direct.map((line) => [line.move, line.score]),
    );
  });

  it('watches its opponent from one request to the next, and at expert plays for its habit', () => {
    // The same opening every game: the computer's own moves vary as its clock allows.
    const expert = games('expert', 10);
    expect(expert.some((a) => 'model' in a && a.model === true)).toBe(true);
  });

  it('plays against best play alone below expert', () => {
    const strong = games('strong', 3);
    expect(strong.some((a) => 'model' in a)).toBe(false);
  });

  const start = initialPosition({ variant: 'hoyito-2' });
  if (!start.ok) throw new Error(start.error.message);
  it.each([
    ['a position', { setup: { variant: 'hoyito-9' } as never }, /variant/i],
    // The computer never sends such a seed (see computer.ts); a Random refuses it, in words.
    [
      'a seed',
      { seed: 2 ** 32, vary: 1 },
      /^A Random's seed is a whole number from 0 to 2\^32 - 1; got 4294967296\.$/,
    ],
  ] as const)(
    'answers a request with %s it cannot read with an error, and keeps serving',
    (_name, change, error) => {
      scope.onmessage?.({
        data: {
          id: next++,
          kind: 'move',
          setup: start.value.toSetup(),
          level: 'casual',
          seed: 1,
          ...change,
        },
      });
      expect(answers.at(-1)).toEqual({ id: next - 1, error: expect.stringMatching(error) });
      expect(ask(start.value, 'casual')).toHaveProperty('move');
    },
  );
});

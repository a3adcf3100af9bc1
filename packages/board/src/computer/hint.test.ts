import { type Move, type Position, parsePosition, type Side } from '@hoyito/engine';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { es } from '../i18n/es.ts';
import { describeHint, hintLine, threat } from './hint.ts';
import type { AnalysedLine } from './protocol.ts';

function position(text: string): Position {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

const line = (move: Move, outcome?: AnalysedLine['outcome'], score = 0): AnalysedLine => ({
  move,
  score,
  pv: [move],
  ...(outcome === undefined ? {} : { outcome }),
});

describe('hintLine: the move a hint recommends', () => {
  it.each([
    ['the best, when nothing is proven', [line(1), line(2)], 1],
    ['a proven win over a best move that only looks good', [line(1), line(2, 'win')], 2],
    ['the best, when it is itself a proven win', [line(1, 'win'), line(2, 'win')], 1],
    ['a proven draw over a proven loss', [line(1, 'loss'), line(2, 'draw')], 2],
    ['the best, when it is not a proven loss, over a proven draw', [line(1), line(2, 'draw')], 1],
    ['the best, when every move loses', [line(1, 'loss'), line(2, 'loss')], 1],
    ['a pass, when that is all there is', [line('pass')], 'pass'],
  ] as const)('%s', (_, lines, move) => {
    expect(hintLine(lines)?.move).toBe(move);
  });

  it('is undefined without lines', () => {
    expect(hintLine([])).toBeUndefined();
  });
});

describe('threat: the most a side could capture with one move', () => {
  it.each([
    // North's A (3 seeds) is made four by South's d, a casa.
    ['h2/1.0.0.1/3.0.3.0/0-8/n', 'south', 4],
    ['h2/1.0.0.1/3.0.3.0/0-8/n', 'north', 0],
    ['h1/3.3.0/0.0.0/21-21/s', 'south', 4],
    ['h1/3.3.0/0.0.0/21-21/s', 'north', 0],
    ['h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s', 'north', 0],
  ] as const)('%s: %s could take %i', (text, side: Side, seeds) => {
    expect(threat(position(text), side)).toBe(seeds);
  });
});

describe('describeHint: the hint in words', () => {
  it.each([
    [
      'what it captures and what it prevents',
      'h1/3.3.1.3/0.3.3.0/0-0/n/c1',
      line(5),
      en,
      'Hint: sow B. It captures 8 seeds. It stops South from capturing 8 seeds.',
    ],
    [
      'what it prevents, when it captures nothing',
      'h2/1.0.0.1/3.0.3.0/0-8/n',
      line(4),
      en,
      'Hint: sow A. It stops South from capturing 4 seeds.',
    ],
    [
      'the long run, when there is nothing else to say',
      'h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s',
      line(2, undefined, 2.6),
      en,
      'Hint: sow c. It does best in the long run: the computer reckons you will finish about 3 seeds ahead.',
    ],
    [
      'how the game ends, when that is proven',
      'h1/3.3.0/0.0.0/21-21/s',
      line(0, 'win'),
      en,
      'Hint: sow a. It captures 4 seeds and the last 2, ending the game. You win 27–21.',
    ],
    [
      'the last four that go to the other side (Hoyito III, round 3)',
      'h3/1.3.0/0.0.2/21-21/s/r3/pn',
      line(0),
      en,
      'Hint: sow a. It captures 4 seeds; the last 2 go to North and the game ends. You win 25–23.',
    ],
    [
      'a capture that empties the board',
      'h3/1.3.0/0.0.0/21-21/s',
      line(0),
      en,
      'Hint: sow a. It captures 4 seeds, ending the game. You win 25–21.',
    ],
    [
      'the last four, in Spanish',
      'h1/3.3.0/0.0.0/21-21/s',
      line(0, 'win'),
      es,
      'Pista: siembra a. Come 4 semillas y las 2 últimas: termina la partida. Ganas 27–21.',
    ],
    [
      'in Spanish',
      'h1/3.3.0/0.0.0/21-21/s',
      line(1, 'win'),
      es,
      'Pista: siembra b. Si ambos juegan lo mejor posible, esta jugada gana.',
    ],
  ] as const)('says %s', (_, text, best, messages, expected) => {
    const hint = describeHint(position(text), [best], messages);
    expect(hint).toEqual({ text: expected, hole: best.move });
  });

  it('recommends a pass without a hole to mark', () => {
    const hint = describeHint(position('h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s'), [line('pass')], en);
    expect(hint).toEqual({ text: en.computer.hintPass, hole: null });
  });

  it('gives nothing without an analysis', () => {
    expect(describeHint(position('h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s'), [], en)).toBeNull();
  });
});

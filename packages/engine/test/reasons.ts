/**
 * One bad input for every reason the engine gives (src/explain.ts), run through the public API:
 * each gives the error (its message and reason).
 * The board's tests word these same reasons in Spanish, so every key is listed: the type checker
 * fails when a reason is added without a case here.
 */
import { ENGLISH, explain, type Reason, type ReasonKey, reason } from '../src/explain.ts';
import { Game } from '../src/game.ts';
import { Match } from '../src/match.ts';
import { parseHole, parseMove, parsePosition } from '../src/notation.ts';
import { createPosition, initialPosition, type Position } from '../src/position.ts';
import { parseRecord } from '../src/record.ts';
import type { Result } from '../src/result.ts';

/** A refusal: the error's message and reason. */
export interface Refusal {
  readonly message: string;
  readonly reason: Reason;
}

/** The error; throws when the input was accepted. */
function refused(result: Result<unknown, Refusal>): Refusal {
  if (result.ok) throw new Error('accepted an input meant to be refused');
  return result.error;
}

function parsed(text: string): Position {
  const result = parsePosition(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const fine = {
  variant: 'hoyito-2',
  holes: 6,
  board: [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4],
  captured: [0, 0],
  toMove: 'south',
} as const;
const set = (change: Record<string, unknown>): Refusal =>
  refused(createPosition({ ...fine, ...change }));
const over = { ...fine, board: [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], toMove: null, over: true };
const record = (body: string): Refusal => refused(parseRecord(body));
const START = 'h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s';

export const REASON_CASES: { readonly [K in ReasonKey]: () => Refusal } = {
  'not-an-object': () => refused(createPosition(42)),
  'options-not-object': () => refused(initialPosition(null as never)),
  'unknown-variant': () => set({ variant: 'oware' }),
  'bad-holes': () => set({ holes: 13 }),
  'bad-seeds': () => refused(initialPosition({ seeds: 0 })),
  'bad-first': () => refused(initialPosition({ first: 'east' as never })),
  'bad-board': () => set({ board: 'full' }),
  'bad-board-length': () => set({ board: [4, 4, 4] }),
  'bad-count': () => set({ board: [4, 4, -1, 4, 4, 4, 4, 4, 4, 4, 4, 4] }),
  'too-many-seeds': () => set({ board: [288, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] }),
  'bad-captured': () => set({ captured: [1] }),
  'captured-no-room': () => set({ captured: [0, 9990] }),
  'bad-round': () => set({ round: 0 }),
  'bad-previous-winner': () => set({ previousWinner: 'east' }),
  'bad-rules': () => set({ rules: 'strict' }),
  'bad-no-capture-limit': () => set({ rules: { noCaptureLimit: -1 } }),
  'bad-remaining': () => set({ rules: { remaining: 'all' } }),
  'bad-no-capture': () => set({ noCapture: 1.5 }),
  'bad-over': () => set({ over: 'yes' }),
  'to-move-when-over': () => refused(createPosition({ ...over, toMove: 'south' })),
  'bad-to-move': () => set({ toMove: 'east' }),
  'bad-end-reason': () => refused(createPosition({ ...over, endReason: 'boredom' })),
  'end-reason-not-over': () => set({ endReason: 'agreement' }),
  'wrong-winner': () => refused(createPosition({ ...over, captured: [24, 23], winner: 'north' })),
  'winner-not-over': () => set({ winner: 'south' }),
  'no-seeds-left': () => set({ board: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] }),
  // No board is known on which neither side can move (see position.test.ts), so this reason is
  // built rather than provoked.
  'nobody-can-move': () => {
    const why = reason('nobody-can-move', {});
    return { message: explain(why, ENGLISH), reason: why };
  },
  'match-rounds': () => refused(Match.create({ rounds: 100 })),

  'game-over': () => refused(parsed('h2/0.1.0.0.0.0/0.0.0.0.0.0/24-23/x').checkMove(1)),
  'already-over': () => {
    const game = Game.create();
    if (!game.ok) throw new Error(game.error.message);
    game.value.agree();
    return refused(game.value.agree());
  },
  'cannot-pass': () => refused(parsed(START).checkMove('pass')),
  'bad-move': () => refused(parsed(START).checkMove(12)),
  endless: () => refused(parsed('h1/1.2.0.2.1.0/2.1.0.2.1.0/36-0/s').checkMove(1)),
  // North's B falls into a cycle of 1,538,262,712 laps (see position.test.ts).
  'must-pass': () => refused(parsed('h1/0.0.0.0.0.0/1.0.1.0.0.0/0-0/s').checkMove(0)),
  'not-your-hole': () => refused(parsed(START).checkMove(6)),
  'empty-hole': () => refused(parsed('h2/2.0.1.0.0.0/1.1.1.1.1.1/0-0/s').checkMove(1)),

  'bad-board-size': () => refused(parseHole('a', 2)),
  'not-a-label': () => refused(parseHole('ab', 6)),
  'no-such-hole': () => refused(parseHole('g', 6)),
  'or-pass': () => refused(parseMove('z', 6)),
  'position-not-text': () => refused(parsePosition(7 as never)),
  'position-too-long': () => refused(parsePosition('h2/'.repeat(200))),
  'too-few-fields': () => refused(parsePosition('h2/4.4.4/4.4.4')),
  'variant-code': () => refused(parsePosition('h4/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s')),
  'bad-row-count': () => refused(parsePosition('h2/4.4.x.4.4.4/4.4.4.4.4.4/0-0/s')),
  'rows-differ': () => refused(parsePosition('h2/4.4.4.4.4.4/4.4.4.4.4/0-0/s')),
  'row-length': () => refused(parsePosition('h2/4.4/4.4/0-0/s')),
  'captured-field': () => refused(parsePosition('h2/4.4.4.4.4.4/4.4.4.4.4.4/0:0/s')),
  'turn-field': () => refused(parsePosition('h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/w')),
  'empty-option': () => refused(parsePosition(`${START}//r2`)),
  'unknown-option': () => refused(parsePosition(`${START}/z2`)),
  'option-order': () => refused(parsePosition(`${START}/c2/r2`)),
  'option-number': () => refused(parsePosition(`${START}/rx`)),
  'option-previous-winner': () => refused(parsePosition(`${START}/pq`)),
  'option-remaining': () => refused(parsePosition(`${START}/mq`)),
  'option-end-reason': () => refused(parsePosition(`${START}/eq`)),
  'invalid-position': () => refused(parsePosition('h2/0.0.0.0.0.0/0.0.0.0.0.0/24-24/s')),

  'record-not-text': () => refused(parseRecord(null as never)),
  'record-too-long': () => record(' '.repeat(1_000_001)),
  'malformed-tag': () => record('[Variant hoyito-2]'),
  'tag-too-long': () => record(`[Variant "hoyito-2"]\n[Event "${'x'.repeat(2000)}"]`),
  'repeated-tag': () => record('[Variant "hoyito-2"]\n[Variant "hoyito-2"]'),
  'no-variant-tag': () => record('c f'),
  'holes-tag': () => record('[Variant "hoyito-2"]\n[Holes "six"]'),
  'tag-beside-start': () => record(`[Variant "hoyito-2"]\n[Start "${START}"]\n[Seeds "3"]`),
  'start-tag': () => record('[Variant "hoyito-2"]\n[Start "h2/4.4"]'),
  'start-mismatch': () => record(`[Variant "hoyito-1"]\n[Start "${START}"]`),
  'number-tag': () => record('[Variant "hoyito-2"]\n[Seeds "many"]'),
  'first-tag': () => record('[Variant "hoyito-2"]\n[First "east"]'),
  'previous-winner-tag': () => record('[Variant "hoyito-2"]\n[PreviousWinner "east"]'),
  'remaining-tag': () => record('[Variant "hoyito-2"]\n[Remaining "all"]'),
  'tag-value': () => record('[Variant "hoyito-2"]\n[Seeds "13"]'),
  'comment-before-first': () => record('[Variant "hoyito-2"]\n{one} {two} c'),
  'comment-per-move': () => record('[Variant "hoyito-2"]\nc {one} {two}'),
  'comment-after-agreement': () => record('[Variant "hoyito-2"]\n= {why}'),
  'after-result': () => record('[Variant "hoyito-2"]\n= 1/2-1/2 c'),
  'unclosed-comment': () => record('[Variant "hoyito-2"]\nc {open'),
  'result-mismatch': () => record('[Variant "hoyito-2"]\nc 1-0'),
  'cannot-agree': () => record('[Variant "hoyito-2"]\n= ='),
  'move-text': () => record('[Variant "hoyito-2"]\nz'),
  'illegal-move': () => record('[Variant "hoyito-2"]\nA'),
  'result-tag-mismatch': () => record('[Variant "hoyito-2"]\n[Result "south"]\nc'),
};

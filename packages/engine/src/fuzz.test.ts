/**
 * Mutation fuzzing of the two text formats a page hands the engine: positions and game records,
 * each a valid text with a few characters deleted, inserted, replaced or repeated. Whatever the
 * text, parsing returns a result, never throws; a refusal says what was wrong; and whatever is
 * accepted is written back (`makePosition`, `makeRecord`) as text that reads as the same thing.
 */
import { describe, expect, it } from 'vitest';
import { Game } from './game.ts';
import { makePosition, parsePosition } from './notation.ts';
import { Random } from './random.ts';
import { makeRecord, parseRecord } from './record.ts';
import type { Result } from './result.ts';
import { VARIANTS } from './types.ts';

/** Characters the mutations insert: the formats' own, and some that no format expects. */
const CHARACTERS = [...'/.-snh0123459 \n\t"[]{};:,+ex', '\u202e', '😀', '\u0000'];

/** `text` with one to four mutations, drawn from `random`. */
function mutate(random: Random, text: string): string {
  const chars = [...text];
  for (let n = 1 + random.int(4); n > 0; n--) {
    const at = random.int(chars.length + 1);
    const char = CHARACTERS[random.int(CHARACTERS.length)];
    switch (random.int(4)) {
      case 0:
        chars.splice(at, 1);
        break;
      case 1:
        chars.splice(at, 0, char);
        break;
      case 2:
        if (chars.length > 0) chars[at % chars.length] = char;
        break;
      default: {
        const other = random.int(chars.length + 1);
        chars.splice(at, 0, ...chars.slice(Math.min(at, other), Math.max(at, other)).slice(0, 20));
      }
    }
  }
  return chars.join('');
}

/**
 * Reads `count` texts, each one of `valid` mutated (but those `leftOut`): a refusal must give a reason, and each value
 * read is handed to `check` with its text. Any exception is rethrown naming the text that caused
 * it. Returns how many were read: some mutations keep a valid text (a count changed, say), and
 * both paths must be taken.
 */
function readMutated<T>(
  random: Random,
  valid: readonly string[],
  count: number,
  read: (text: string) => Result<T, { readonly message: string }>,
  check: (value: T, text: string) => void,
  leftOut: (text: string) => boolean = () => false,
): number {
  let accepted = 0;
  for (let i = 0; i < count; i++) {
    const text = mutate(random, valid[random.int(valid.length)]);
    if (leftOut(text)) continue;
    let result: Result<T, { readonly message: string }>;
    try {
      result = read(text);
    } catch (error) {
      throw new Error(`threw on ${JSON.stringify(text)}: ${error}`);
    }
    if (!result.ok) {
      expect(result.error.message.length, JSON.stringify(text)).to.be.greaterThan(10);
      continue;
    }
    accepted++;
    check(result.value, text);
  }
  return accepted;
}

/** Tags that a record's rules and start decide, which makeRecord writes of its own. */
const RULE_TAGS = /^(Variant|Holes|Seeds|Start|Result|NoCaptureLimit|Remaining)$/;

/**
 * Seeds in a position text's two rows, as far as they read as numbers. A mutation that puts a
 * second digit into a count makes boards of 60 seeds and more, where deciding a move exactly, as
 * the rules ask, can take seconds (a cycle of millions of laps): such texts are left out here,
 * where what is tested is the reading of the text, not the sowing.
 */
function rowSeeds(text: string): number {
  const [, south = '', north = ''] = text.split('/');
  return [...`${south}.${north}`.matchAll(/\d+/g)].reduce(
    (sum, [digits]) => sum + Number(digits),
    0,
  );
}

describe('text mutated at random', () => {
  it('is read as a position or refused with a reason, never thrown over', () => {
    const random = new Random(7);
    const valid = [
      'h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s',
      'h3/1.3.0/0.0.3/20-18/s',
      'h1/0.0.0.0.0.1/0.0.0.0.0.0/24-23/n',
      'h2/2.0.2.3.0.1/0.2.1.3.15.3/16-0/s',
    ];
    const accepted = readMutated(
      random,
      valid,
      8_000,
      parsePosition,
      (position, text) => {
        const written = makePosition(position);
        const again = parsePosition(written);
        expect(again.ok && makePosition(again.value), JSON.stringify(text)).to.equal(written);
      },
      (text) => rowSeeds(text) > 48,
    );
    expect(accepted).to.be.within(100, 7_900);
  });

  it('is read as a game record or refused with a reason, never thrown over', () => {
    const random = new Random(11);
    const valid: string[] = [];
    for (let g = 0; g < 30; g++) {
      const created = Game.create({ variant: VARIANTS[g % 3], holes: 3 + (g % 5) });
      if (!created.ok) throw new Error(created.error.message);
      const game = created.value;
      for (let m = 0; m < 12 && !game.position.over; m++) {
        const moves = game.position.legalMoves();
        const comment = random.int(4) === 0 ? 'a {braced} note' : undefined;
        game.play(moves.length > 0 ? moves[random.int(moves.length)] : 'pass', { comment });
      }
      const tags = [['South', 'Ana'] as const, ['Event', 'Clase'] as const];
      valid.push(makeRecord(game, tags, random.int(3) === 0 ? 'before {the} moves' : null));
    }
    const accepted = readMutated(random, valid, 20_000, parseRecord, (record, text) => {
      const { game, tags, comment } = record;
      const written = makeRecord(
        game,
        tags.filter(([name]) => !RULE_TAGS.test(name)),
        comment,
      );
      const again = parseRecord(written);
      expect(again.ok, `${JSON.stringify(text)} written as ${JSON.stringify(written)}`).to.equal(
        true,
      );
      if (again.ok) {
        expect(makePosition(again.value.game.position)).to.equal(makePosition(game.position));
        expect(again.value.game.ply).to.equal(game.ply);
      }
    });
    expect(accepted).to.be.within(100, 19_000);
  });
});

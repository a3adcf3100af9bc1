/**
 * Reasons as data: every refusal carries a reason whose English wording is exactly its message, so
 * a front end that words the same reasons in another language says the same thing.
 */
import { describe, expect, it } from 'vitest';
import { REASON_CASES, type Refusal } from '../test/reasons.ts';
import {
  ENGLISH,
  type Explainer,
  explain,
  type Reason,
  type ReasonKey,
  reason,
} from './explain.ts';
import { parsePosition } from './notation.ts';
import { createPosition } from './position.ts';
import { parseRecord } from './record.ts';

const cases = Object.entries(REASON_CASES) as [ReasonKey, () => Refusal][];

describe('every reason', () => {
  it.each(cases)('%s: provoked by its case; the message is its English', (key, provoke) => {
    const { message, reason: r } = provoke();
    expect(r.key).toBe(key);
    const text = explain(r, ENGLISH);
    // A record's message starts with where ("Line 2, column 3: ").
    expect(message.replace(/^Line \d+, column \d+: /, '')).toBe(text);
    expect(text).toMatch(/^[A-Z"]/);
    expect(text).not.toMatch(/undefined|NaN|\[object/);
  });

  it('has a case and an English wording, and nothing else has', () => {
    expect(Object.keys(ENGLISH).sort()).toEqual(Object.keys(REASON_CASES).sort());
  });
});

describe("the message is the reason's English", () => {
  const refusals: readonly [string, () => { message: string; reason: Reason } | null][] = [
    ['a setup', () => errorOf(createPosition({ variant: 'h9' }))],
    ['a position', () => errorOf(parsePosition('h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s/l-1'))],
    ['a nested position', () => errorOf(parsePosition('h2/0.0.0.0.0.0/0.0.0.0.0.0/24-24/s'))],
    ['a record', () => errorOf(parseRecord('[Variant "hoyito-2"]\nc c'))],
  ];
  it.each(refusals)('%s', (_, refuse) => {
    const e = refuse();
    expect(e).not.toBeNull();
    if (e === null) return;
    expect(e.message.endsWith(explain(e.reason, ENGLISH))).toBe(true);
  });

  it('a record error adds only the line and column before it', () => {
    const e = errorOf(parseRecord('[Variant "hoyito-2"]\nc c'));
    expect(e?.message).toBe(`Line 2, column 3: ${explain(e?.reason as Reason, ENGLISH)}`);
  });
});

describe('another language', () => {
  // Every key worded as its key and values: enough to show explain hands nested reasons to the
  // same words, never back to English.
  const KEYS = new Proxy({} as Explainer, {
    get: (_, key: string) => (r: Reason, words: Explainer) =>
      'inner' in r ? `${key}(${explain(r.inner, words)})` : key,
  });

  it('says which reason a partial set of words lacks', () => {
    expect(() => explain(reason('empty-hole', { hole: 2, holes: 6 }), {})).toThrow(
      'No words for the reason "empty-hole".',
    );
  });

  it('words nested reasons in that language too', () => {
    const nested = reason('start-tag', {
      column: 4,
      inner: reason('invalid-position', { inner: reason('no-seeds-left', {}) }),
    });
    expect(explain(nested, KEYS)).toBe('start-tag(invalid-position(no-seeds-left))');
  });
});

function errorOf(
  result: { ok: true } | { ok: false; error: { message: string; reason: Reason } },
): { message: string; reason: Reason } | null {
  return result.ok ? null : result.error;
}

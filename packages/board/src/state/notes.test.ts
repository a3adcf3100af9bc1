import { describe, expect, it } from 'vitest';
import { dateOf, isoDate, knownDate, shownTags } from './notes.ts';

describe('shownTags: what a replay shows of a record’s tags', () => {
  it.each([
    [[], { players: [], facts: [] }],
    [
      [
        ['North', ' Luis '],
        ['South', 'Ana'],
        ['Variant', 'hoyito-2'],
      ],
      {
        players: [
          { side: 'south', name: 'Ana' },
          { side: 'north', name: 'Luis' },
        ],
        facts: [],
      },
    ],
    [
      [
        ['South', '?'],
        ['Date', '2005.07.??'],
        ['Event', 'Fiesta'],
        ['Site', ''],
      ],
      {
        players: [],
        facts: [
          { tag: 'Event', value: 'Fiesta' },
          { tag: 'Date', value: '2005.07' },
        ],
      },
    ],
    [[['Date', '????.??.??']], { players: [], facts: [] }],
    [
      [
        ['South', '\u202EanA'],
        ['Event', 'Fiesta \u2067x'],
        ['Site', '\u05E9\u05DC\u05D5\u05DD'],
      ],
      {
        players: [{ side: 'south', name: '\\u202EanA' }],
        facts: [
          { tag: 'Event', value: 'Fiesta \\u2067x' },
          { tag: 'Site', value: '\u05E9\u05DC\u05D5\u05DD' },
        ],
      },
    ],
  ] as const)('%j', (tags, shown) => {
    expect(shownTags(tags)).toEqual(shown);
  });
});

describe('a record’s date, as far as it is known', () => {
  // [as shownTags gives it, read as a date, in ISO 8601, in English, in Spanish]
  it.each([
    ['2005', { year: 2005 }, '2005', '2005', '2005'],
    ['2005.07', { year: 2005, month: 7 }, '2005-07', 'July 2005', 'julio de 2005'],
    [
      '2005.07.14',
      { year: 2005, month: 7, day: 14 },
      '2005-07-14',
      'July 14, 2005',
      '14 de julio de 2005',
    ],
    [
      '2024.02.29',
      { year: 2024, month: 2, day: 29 },
      '2024-02-29',
      'February 29, 2024',
      '29 de febrero de 2024',
    ],
    // Years before 100 are those years, not 1900 to 1999; 4 was a leap year, 1900 was not.
    [
      '0050.06.15',
      { year: 50, month: 6, day: 15 },
      '0050-06-15',
      'June 15, 50',
      '15 de junio de 50',
    ],
    [
      '0004.02.29',
      { year: 4, month: 2, day: 29 },
      '0004-02-29',
      'February 29, 4',
      '29 de febrero de 4',
    ],
  ] as const)('%s', (value, date, iso, en, es) => {
    const known = knownDate(value);
    expect(known).toEqual({ month: undefined, day: undefined, ...date });
    if (known === null) return;
    expect(isoDate(known)).toBe(iso);
    expect(dateOf(known, 'en-US')).toBe(en);
    expect(dateOf(known, 'es-DO')).toBe(es);
  });

  // Not a date: the replay shows these as the record writes them.
  it.each([
    '2005.13',
    '2005.00.10',
    '2005.06.31',
    '2023.02.29',
    '1900.02.29',
    '0000.01.01',
    '2005.7.14',
    'July 2005',
    '05.07.14',
    '',
  ])('%j is none', (value) => expect(knownDate(value)).toBeNull());
});

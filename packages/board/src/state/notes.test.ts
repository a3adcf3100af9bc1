import { describe, expect, it } from 'vitest';
import { shownTags } from './notes.ts';

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
  ] as const)('%j', (tags, shown) => {
    expect(shownTags(tags)).toEqual(shown);
  });
});

import { SIDES, type Side } from '@hoyito/engine';

/** The tags of a record that a replay shows, in the order it shows them, beside the players. */
export const FACT_TAGS = ['Event', 'Site', 'Date'] as const;
export type FactTag = (typeof FACT_TAGS)[number];

/**
 * What a replay shows of a record's tags (a pure module: the site reserves its room from it):
 * the players its `South` and `North` tags name, and its event, place and date, each trimmed.
 * PGN's way of not knowing ("?", "????.??.??") is left out, and a date keeps what it knows
 * ("2005.??.??" shows as 2005, "2005.07.??" as 2005.07).
 */
export function shownTags(tags: readonly (readonly [string, string])[]): {
  players: { side: Side; name: string }[];
  facts: { tag: FactTag; value: string }[];
} {
  const given = new Map(tags);
  const known = (name: string): string | null => {
    let shown = given.get(name)?.trim() ?? '';
    if (name === 'Date') shown = shown.replace(/(\.\?+)+$/, '');
    return shown === '' || /^[?.\s]*$/.test(shown) ? null : shown;
  };
  return {
    players: SIDES.flatMap((side) => {
      const name = known(side === 'south' ? 'South' : 'North');
      return name === null ? [] : [{ side, name }];
    }),
    facts: FACT_TAGS.flatMap((tag) => {
      const value = known(tag);
      return value === null ? [] : [{ tag, value }];
    }),
  };
}

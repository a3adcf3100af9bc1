import { SIDES, type Side } from '@hoyito/engine';
import { writeOutBidi } from './config.ts';

/** The tags of a record that a replay shows, in the order it shows them, beside the players. */
export const FACT_TAGS = ['Event', 'Site', 'Date'] as const;
export type FactTag = (typeof FACT_TAGS)[number];

/** A record's date as far as it is known: a year, perhaps its month, perhaps the day. */
export interface KnownDate {
  readonly year: number;
  readonly month?: number;
  readonly day?: number;
}

/**
 * A date tag's value as `shownTags` gives it ("2005", "2005.07", "2005.07.14") read as a date,
 * or null when it is not one (a month 13, a 31 June, words), which the replay then shows as
 * written.
 */
export function knownDate(value: string): KnownDate | null {
  const parts = /^(\d{4})(?:\.(\d{2})(?:\.(\d{2}))?)?$/.exec(value);
  if (parts === null) return null;
  const [year, month, day] = parts.slice(1).map((part) => (part ? Number(part) : undefined));
  if (year === undefined || year < 1) return null;
  const date = utcDate({ year, month, day });
  if (month !== undefined && (month < 1 || date.getUTCMonth() !== month - 1)) return null;
  if (day !== undefined && (day < 1 || date.getUTCDate() !== day)) return null;
  return { year, month, day };
}

/** The day a date names (its first, where the day or month is not known), at midnight UTC. */
function utcDate({ year, month, day }: KnownDate): Date {
  // Not Date.UTC, which takes the years 0 to 99 for 1900 to 1999.
  const date = new Date(0);
  date.setUTCFullYear(year, (month ?? 1) - 1, day ?? 1);
  return date;
}

/** The date in the words of `locale`, as far as it is known: "2005", "July 2005", "July 14, 2005". */
export function dateOf(date: KnownDate, locale: string): string {
  const { year, month, day } = date;
  if (month === undefined) return String(year);
  const words = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    ...(day === undefined ? {} : { day: 'numeric' }),
    timeZone: 'UTC',
  });
  return words.format(utcDate(date));
}

/** The date in ISO 8601 as far as it is known, for `<time datetime>`: "2005-07", "2005-07-14". */
export function isoDate({ year, month, day }: KnownDate): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const year4 = String(year).padStart(4, '0');
  return [year4, ...(month ? [two(month)] : []), ...(day ? [two(day)] : [])].join('-');
}

/**
 * What a replay shows of a record's tags (a pure module: the site reserves its room from it):
 * the players its `South` and `North` tags name, and its event, place and date, each trimmed.
 * PGN's way of not knowing ("?", "????.??.??") is left out, and a date keeps what it knows
 * ("2005.??.??" shows as 2005, "2005.07.??" as 2005.07). A control that sets a direction of
 * writing is written out (`\u202E`), as in error messages: one row holds them all, and unseen it
 * would turn the values after it around.
 */
export function shownTags(tags: readonly (readonly [string, string])[]): {
  players: { side: Side; name: string }[];
  facts: { tag: FactTag; value: string }[];
} {
  const given = new Map(tags);
  const known = (name: string): string | null => {
    let shown = given.get(name)?.trim() ?? '';
    if (name === 'Date') shown = shown.replace(/(\.\?+)+$/, '');
    return shown === '' || /^[?.\s]*$/.test(shown) ? null : writeOutBidi(shown);
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

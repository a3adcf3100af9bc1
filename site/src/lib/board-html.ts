import type { Lang } from './i18n.ts';

/** Attribute values of a `<hoyito-board>`: `true` writes a bare boolean attribute; absent ones are left out. */
export type BoardAttributes = Record<string, string | number | boolean | null | undefined>;

const ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

export function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => ESCAPES[c] ?? c);
}

/**
 * The markup of one board. The preview shows this very string and the page runs it, so what a
 * reader copies is what they saw working. Inside the element, a line in the page's language for
 * readers whose browser runs no script (or cannot load the board's): the board draws over it.
 */
export function boardHtml(attributes: BoardAttributes, lang: Lang): string {
  const parts = ['<hoyito-board'];
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    parts.push(value === true ? name : `${name}="${escapeAttribute(String(value))}"`);
  }
  return `${parts.join(' ')}>${escapeAttribute(fallbackText(attributes, lang))}</hoyito-board>`;
}

const VARIANT_NAMES: Record<string, string> = {
  'hoyito-1': 'Hoyito I',
  'hoyito-2': 'Hoyito II',
  'hoyito-3': 'Hoyito III',
};
const POSITION_VARIANTS: Record<string, string> = {
  h1: 'hoyito-1',
  h2: 'hoyito-2',
  h3: 'hoyito-3',
};

/**
 * The variant a board plays, as it takes its game: a record's Variant tag, else a position's
 * first field, else `variant`, else the board's own default (Hoyito I); undefined for what the
 * board would refuse.
 */
function variantOf(attributes: BoardAttributes): string | undefined {
  const { record, position, variant } = attributes;
  if (typeof record === 'string' && record !== '') return tagOf(record, 'Variant');
  if (typeof position === 'string' && position !== '')
    return POSITION_VARIANTS[position.split('/')[0]];
  if (variant === undefined || variant === null) return 'hoyito-1';
  return String(variant).trim().toLowerCase();
}

/** What a reader without the board reads in its place. */
export function fallbackText(attributes: BoardAttributes, lang: Lang): string {
  const name = VARIANT_NAMES[variantOf(attributes) ?? ''];
  if (lang === 'es')
    return name
      ? `Un tablero de ${name}: necesita JavaScript.`
      : 'Un tablero de Hoyito: necesita JavaScript.';
  return name ? `A ${name} board: it needs JavaScript.` : 'A Hoyito board: it needs JavaScript.';
}

/** A record's tag as the engine reads one, `[Name "value"]`, from where the last one ended. */
const RECORD_TAG = /\s*\[[ \t]*([A-Za-z][A-Za-z0-9_]*)[ \t]+"((?:[^"\\\n]|\\["\\])*)"[ \t]*\]/y;

/** A record's tag `name`, as written, or undefined: only the tags before its moves count. */
function tagOf(record: string, name: string): string | undefined {
  RECORD_TAG.lastIndex = 0;
  for (let tag = RECORD_TAG.exec(record); tag !== null; tag = RECORD_TAG.exec(record))
    if (tag[1] === name) return tag[2];
  return undefined;
}

/** Holes per row, from an attribute's or a tag's text: 6 for a number the board refuses. */
const holesIn = (value: unknown): number => {
  const holes = Number(value);
  return Number.isInteger(holes) && holes >= 3 && holes <= 12 ? holes : 6;
};

/**
 * Holes per row of a board, taken as the board takes its game: from a record (its Holes tag,
 * else its Start tag's position, else 6), else from its position notation's first row, else
 * `holes`; 6 for what is no board (the board then shows an error instead).
 */
export function holesOf(attributes: BoardAttributes): number {
  const { record, position } = attributes;
  if (typeof record === 'string' && record !== '') {
    const start = tagOf(record, 'Start');
    return holesIn(tagOf(record, 'Holes') ?? (start === undefined ? '6' : rowOf(start)));
  }
  if (typeof position === 'string') return rowOf(position) ?? holesIn(attributes.holes);
  return holesIn(attributes.holes);
}

/** Holes in a position notation's first row; undefined when it has none. */
function rowOf(position: string): number | undefined {
  const row = position.split('/')[1];
  return row ? row.split('.').length : undefined;
}

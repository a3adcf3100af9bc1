/** Attribute values of a `<hoyito-board>`: `true` writes a bare boolean attribute; absent ones are left out. */
export type BoardAttributes = Record<string, string | number | boolean | null | undefined>;

const ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

export function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => ESCAPES[c] ?? c);
}

/**
 * The markup of one board. The preview shows this very string and the page runs it, so what a
 * reader copies is what they saw working.
 */
export function boardHtml(attributes: BoardAttributes): string {
  const parts = ['<hoyito-board'];
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    parts.push(value === true ? name : `${name}="${escapeAttribute(String(value))}"`);
  }
  return `${parts.join(' ')}></hoyito-board>`;
}

/** A record's tag as the engine reads one, `[Name "value"]`, from where the last one ended. */
const RECORD_TAG = /\s*\[[ \t]*([A-Za-z][A-Za-z0-9_]*)[ \t]+"((?:[^"\\\n]|\\["\\])*)"[ \t]*\]/y;

/** A record's Holes tag, as written, or undefined: only the tags before its moves count. */
function holesTag(record: string): string | undefined {
  RECORD_TAG.lastIndex = 0;
  for (let tag = RECORD_TAG.exec(record); tag !== null; tag = RECORD_TAG.exec(record))
    if (tag[1] === 'Holes') return tag[2];
  return undefined;
}

/** Holes per row, from an attribute's or a tag's text: 6 for a number the board refuses. */
const holesIn = (value: unknown): number => {
  const holes = Number(value);
  return Number.isInteger(holes) && holes >= 3 && holes <= 12 ? holes : 6;
};

/**
 * Holes per row of a board, taken as the board takes its game: from a record (its Holes tag, 6
 * without one), else from its position notation's first row, else `holes`; 6 for what is no
 * board (the board then shows an error instead).
 */
export function holesOf(attributes: BoardAttributes): number {
  const { record, position } = attributes;
  if (typeof record === 'string' && record !== '') return holesIn(holesTag(record) ?? '6');
  if (typeof position === 'string') {
    const row = position.split('/')[1];
    if (row) return row.split('.').length;
  }
  return holesIn(attributes.holes);
}

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

/** Holes per row of a board: from its position notation's first row, else `holes`, else 6. */
export function holesOf(attributes: BoardAttributes): number {
  const position = attributes.position;
  if (typeof position === 'string') {
    const row = position.split('/')[1];
    if (row) return row.split('.').length;
  }
  const holes = Number(attributes.holes);
  return Number.isInteger(holes) && holes >= 3 && holes <= 12 ? holes : 6;
}

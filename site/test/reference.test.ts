import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UI } from '../src/lib/i18n.ts';
import {
  DESCRIBED_TABLES,
  type DescribedTable,
  defaultKind,
  describeHtml,
  type ElementReference,
  elementReference,
  localizeDescription,
  localizeReference,
  type Manifest,
  translationGaps,
} from '../src/lib/manifest.ts';
import { REFERENCE_ES } from '../src/lib/reference-es.ts';
import { readPage } from './site-files.ts';

const manifest = JSON.parse(
  readFileSync(new URL('../../packages/board/custom-elements.json', import.meta.url), 'utf8'),
) as Manifest;
const ref = elementReference(manifest, 'hoyito-board');

/** The cells of the first column of one reference table in a built page. */
function firstColumn(html: string, table: string): string[] {
  const start = html.indexOf(`data-table="${table}"`);
  expect(start, `table ${table}`).toBeGreaterThan(0);
  const body = html.slice(start, html.indexOf('</table>', start));
  return [...body.matchAll(/<tr><td><code>([^<]*)<\/code>/g)].map((m) => unescapeHtml(m[1]));
}

/** Text from HTML that escapes it: the five characters the site's pages escape. */
function unescapeHtml(html: string): string {
  return html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('the embed reference is the manifest, in both languages', () => {
  it('reads the element from the manifest', () => {
    expect(ref.attributes.map((a) => a.name)).toContain('variant');
    expect(ref.events.map((e) => e.name)).toContain('hoyito-move');
    expect(ref.properties.every((p) => !p.name.startsWith('_') && !p.name.startsWith('#'))).toBe(
      true,
    );
    expect(() => elementReference(manifest, 'no-such-element')).toThrow(/no <no-such-element>/);
  });

  for (const route of ['/embedding/', '/es/embedding/']) {
    it(`${route} lists every attribute, property, method, event, part and CSS property`, () => {
      const html = readPage(route);
      expect(firstColumn(html, 'attributes')).toEqual(ref.attributes.map((a) => a.name));
      expect(firstColumn(html, 'properties')).toEqual(ref.properties.map((p) => p.name));
      expect(firstColumn(html, 'methods')).toEqual(ref.methods.map((m) => m.signature));
      // A method's options may be left out: `newGame()` and `toSVG()` are called so.
      expect(firstColumn(html, 'methods')).toContain(
        "toSVG(options?: { layout?: 'wide' | 'narrow' | 'shown' }): string | null",
      );
      expect(firstColumn(html, 'events')).toEqual(ref.events.map((e) => e.name));
      expect(firstColumn(html, 'parts')).toEqual(ref.parts.map((p) => p.name));
      expect(firstColumn(html, 'css-properties')).toEqual(ref.cssProperties.map((p) => p.name));
      expect(ref.parts.length).toBeGreaterThan(5);
    });

    it(`${route} leaves a cell with nothing to name empty, not an empty code box`, () => {
      const html = readPage(route);
      const reference = html.slice(html.indexOf('class="element-reference"'));
      expect(ref.attributes.some((a) => !a.property)).toBe(true);
      expect(reference).not.toMatch(/<code[^>]*><\/code>/);
    });
  }
});

/** The text in backticks of a description (its code), sorted: names, values and notation. */
const codeSpans = (text: string): string[] =>
  [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]).sort();
/** The web addresses in a description, sorted. */
const urls = (text: string): string[] =>
  [...text.matchAll(/https?:\/\/[^\s<>"'«»()]+/g)].map((m) => m[0].replace(/[.,;:]+$/, '')).sort();
/** A description that is nothing but code and punctuation, the same in any language. */
const onlyCode = (text: string): boolean => !/\p{L}/u.test(text.replace(/`[^`]+`/g, ''));
/** An entry of the translations, quoted for a failure message: its English, then its Spanish. */
const quote = (english: string): string =>
  `${JSON.stringify(english)} → ${JSON.stringify(REFERENCE_ES.get(english))}`;

describe('the embed reference’s Spanish (src/lib/reference-es.ts)', () => {
  it('translates every description the reference shows', () => {
    const { missing } = translationGaps(ref, REFERENCE_ES);
    expect(
      missing.map((row) => `${row.table} ${row.name}: ${JSON.stringify(row.english)}`),
      'A description of <hoyito-board> (its JSDoc, new or changed) has no Spanish: add its English, ' +
        'exactly as below, and its translation to site/src/lib/reference-es.ts (and drop the entry ' +
        'of the English it replaced, if any).',
    ).toEqual([]);
  });

  it('holds no translation of a description the reference no longer shows', () => {
    const { unused } = translationGaps(ref, REFERENCE_ES);
    expect(
      unused.map(quote),
      'Stale entries of site/src/lib/reference-es.ts, whose English no description has any more ' +
        '(its JSDoc changed or went): drop them, or re-key them to the new English and update the Spanish.',
    ).toEqual([]);
  });

  it('keeps the code (text in backticks) and the web addresses of each description as they are', () => {
    const changed = [...REFERENCE_ES]
      .filter(
        ([english, spanish]) =>
          JSON.stringify(codeSpans(english)) !== JSON.stringify(codeSpans(spanish)) ||
          JSON.stringify(urls(english)) !== JSON.stringify(urls(spanish)),
      )
      .map(
        ([english, spanish]) =>
          `${quote(english)}: code ${JSON.stringify(codeSpans(english))} became ${JSON.stringify(codeSpans(spanish))}` +
          `, addresses ${JSON.stringify(urls(english))} became ${JSON.stringify(urls(spanish))}`,
      );
    expect(changed, 'names, values and notation in backticks are never translated').toEqual([]);
  });

  it('translates each description: none left empty, none left in English', () => {
    const untranslated = [...REFERENCE_ES]
      .filter(
        ([english, spanish]) =>
          spanish.trim() === '' || (spanish.trim() === english.trim() && !onlyCode(english)),
      )
      .map(([english]) => quote(english));
    expect(untranslated).toEqual([]);
    expect(REFERENCE_ES.size).toBeGreaterThan(60);
  });
});

/** The description cells (each row's last) of one reference table of a built page. */
function descriptionCells(html: string, table: DescribedTable): { tag: string; html: string }[] {
  const key = table === 'cssProperties' ? 'css-properties' : table;
  const start = html.indexOf(`data-table="${key}"`);
  expect(start, `table ${key}`).toBeGreaterThan(0);
  // A table with no rows (slots, today) is a paragraph saying so.
  if (html.lastIndexOf('<p ', start) > html.lastIndexOf('<table ', start)) return [];
  const body = html.slice(start, html.indexOf('</table>', start));
  return [...body.matchAll(/<tr>[\s\S]*?<\/tr>/g)]
    .map((row) => [...row[0].matchAll(/(<td[^>]*>)([\s\S]*?)<\/td>/g)].at(-1))
    .filter((cell) => cell !== undefined)
    .map((cell) => ({ tag: cell[1], html: cell[2] }));
}

/** A description cell's content as the description's text: its code in backticks again. */
const cellText = (html: string): string =>
  unescapeHtml(html.replace(/<code>([^<]*)<\/code>/g, '`$1`'));

describe('the embed reference’s descriptions on the built pages', () => {
  const english = (table: DescribedTable, name: string): string => {
    const row = ref[table].find((r) => r.name === name);
    expect(row, `${table} ${name}`).toBeDefined();
    return row?.description ?? '';
  };

  /**
   * Checks that each description cell of a built page shows `shown`'s description, in the page's
   * language (no lang of its own).
   */
  function expectDescriptions(html: string, shown: Pick<ElementReference, DescribedTable>): void {
    for (const table of DESCRIBED_TABLES) {
      const cells = descriptionCells(html, table);
      expect(cells.length, table).toBe(ref[table].length);
      expect(
        cells.filter((cell) => cell.tag.includes('lang=')).map((cell) => cell.html),
        `${table}: cells marked with a language of their own`,
      ).toEqual([]);
      expect(
        cells.map((cell) => cell.html),
        table,
      ).toEqual(shown[table].map((row) => describeHtml(row.description)));
    }
  }

  /** The text of the description cell of the row `name` of `table`. */
  const cellOf = (html: string, table: DescribedTable, name: string): string => {
    const row = ref[table].findIndex((r) => r.name === name);
    expect(row, `${table} ${name}`).toBeGreaterThanOrEqual(0);
    return cellText(descriptionCells(html, table)[row].html);
  };

  it('are in Spanish on the Spanish page, in the page’s language (no lang of their own)', () => {
    const html = readPage('/es/embedding/');
    expectDescriptions(html, localizeReference(ref, REFERENCE_ES));
    // Read back as text, a cell is its entry's Spanish.
    const variant = cellOf(html, 'attributes', 'variant');
    expect(variant).toBe(REFERENCE_ES.get(english('attributes', 'variant')));
    expect(variant).toContain('Qué juego');
    const move = cellOf(html, 'events', 'hoyito-move');
    expect(move).toBe(REFERENCE_ES.get(english('events', 'hoyito-move')));
    expect(move).toContain('`{ move, notation, position, trace }`');
  });

  it('are the source’s English on the English page, with no lang of their own', () => {
    const html = readPage('/embedding/');
    expectDescriptions(html, ref);
    expect(cellOf(html, 'attributes', 'variant')).toBe(english('attributes', 'variant'));
  });
});

describe('a description with no translation', () => {
  const variant = ref.attributes.find((a) => a.name === 'variant')?.description ?? '';
  const move = ref.events.find((e) => e.name === 'hoyito-move')?.description ?? '';

  it('comes back in English, flagged for the page to mark it so', () => {
    const translations = new Map([['Seeds.', 'Semillas.']]);
    expect(localizeDescription('Seeds.', translations)).toEqual({
      text: 'Semillas.',
      fallback: false,
    });
    expect(localizeDescription('A new JSDoc.', translations)).toEqual({
      text: 'A new JSDoc.',
      fallback: true,
    });
    // A Map, not an object: a description that is an Object.prototype name is no translation.
    expect(localizeDescription('constructor', translations)).toEqual({
      text: 'constructor',
      fallback: true,
    });
    // The page in the source's own language, and an empty description: nothing to flag.
    expect(localizeDescription('A new JSDoc.', null)).toEqual({
      text: 'A new JSDoc.',
      fallback: false,
    });
    expect(localizeDescription('', translations)).toEqual({ text: '', fallback: false });
  });

  it('stays English in the reference, where both its rows (attribute and property) show it', () => {
    expect(variant).not.toBe('');
    const partial = new Map(REFERENCE_ES);
    partial.delete(variant);
    partial.set('A description since changed.', 'Una descripción que ya cambió.');
    const localized = localizeReference(ref, partial);
    expect(localized.attributes.find((a) => a.name === 'variant')).toMatchObject({
      description: variant,
      fallback: true,
    });
    expect(localized.properties.find((p) => p.name === 'variant')).toMatchObject({
      description: variant,
      fallback: true,
    });
    expect(localized.events.find((e) => e.name === 'hoyito-move')).toMatchObject({
      description: REFERENCE_ES.get(move),
      fallback: false,
    });
    expect(translationGaps(ref, partial)).toEqual({
      missing: [
        { table: 'attributes', name: 'variant', english: variant },
        { table: 'properties', name: 'variant', english: variant },
      ],
      unused: ['A description since changed.'],
    });
    // In English, nothing is translated and nothing flagged.
    const english = localizeReference(ref, null);
    expect(DESCRIBED_TABLES.flatMap((t) => english[t]).filter((row) => row.fallback)).toEqual([]);
    expect(english.attributes.map((a) => a.description)).toEqual(
      ref.attributes.map((a) => a.description),
    );
  });
});

describe('the attributes’ defaults', () => {
  const kind = (name: string) => {
    const attribute = ref.attributes.find((a) => a.name === name);
    if (attribute === undefined) throw new Error(`no attribute ${name}`);
    return defaultKind(attribute);
  };

  it('are code where they are a value the attribute takes, words where they say what the board does', () => {
    for (const name of ['variant', 'holes', 'first', 'mode', 'speed', 'narration', 'position'])
      expect(kind(name), name).toBe('code');
    for (const name of ['lang', 'controls', 'think-ms', 'loop', 'rounds'])
      expect(kind(name), name).toBe('words');
    expect(defaultKind({ default: 'one game', description: 'Plays `one game`.' })).toBe('code');
    expect(defaultKind({ default: 'tiny', description: 'One of `huge tiny`.' })).toBe('code');
    expect(defaultKind({ default: 'tiny', description: 'Say `tiny-ish`.' })).toBe('words');
  });

  it('in words are said in each language, and no words are kept for a default gone', () => {
    const words = ref.attributes.filter((a) => defaultKind(a) === 'words').map((a) => a.default);
    for (const lang of ['en', 'es'] as const) {
      const said = UI[lang].reference.defaults;
      expect(
        words.filter((w) => !(w in said)),
        `${lang}: defaults in words with nothing to say them (add them to UI.${lang}.reference.defaults)`,
      ).toEqual([]);
      expect(Object.keys(said).filter((w) => !words.includes(w))).toEqual([]);
    }
  });

  /** Each attribute's default cell, as written in the built page, by the attribute's name. */
  function defaultCells(html: string): Map<string, string> {
    const start = html.indexOf('data-table="attributes"');
    const body = html.slice(start, html.indexOf('</table>', start));
    return new Map(
      [
        ...body.matchAll(/<tr><td><code>([^<]*)<\/code><\/td>((?:<td[^>]*>[\s\S]*?<\/td>){4})/g),
      ].map((row) => [row[1], [...row[2].matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)][2][1]]),
    );
  }

  it('are shown so on the built pages, the words in the page’s language', () => {
    const es = defaultCells(readPage('/es/embedding/'));
    const en = defaultCells(readPage('/embedding/'));
    expect(es.size).toBe(ref.attributes.length);
    expect(es.get('variant')).toBe('<code>hoyito-1</code>');
    expect(es.get('lang')).toBe('el de la página');
    expect(es.get('rounds')).toBe('una partida');
    expect(en.get('variant')).toBe('<code>hoyito-1</code>');
    expect(en.get('lang')).toBe('the page&#39;s');
    expect(en.get('loop')).toBe('off');
  });
});

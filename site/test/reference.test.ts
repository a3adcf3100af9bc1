import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { elementReference, type Manifest } from '../src/lib/manifest.ts';
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
  }
});

describe('the embed reference’s descriptions, in English on either page', () => {
  /** The description cells (each row's last) of every reference table of a built page. */
  function descriptionCells(html: string): string[] {
    const start = html.indexOf('class="element-reference"');
    const reference = html.slice(start, html.indexOf('</main>', start));
    return [...reference.matchAll(/<tr>[\s\S]*?<\/tr>/g)]
      .map((row) => [...row[0].matchAll(/<td[^>]*>/g)].at(-1)?.[0])
      .filter((cell): cell is string => cell !== undefined);
  }

  it('are marked as English on the Spanish page, for a screen reader’s voice', () => {
    const cells = descriptionCells(readPage('/es/embedding/'));
    expect(cells.length).toBeGreaterThan(ref.attributes.length + ref.events.length);
    expect(cells.filter((cell) => !cell.includes('lang="en"'))).toEqual([]);
  });

  it('are left in the page’s language on the English page', () => {
    const cells = descriptionCells(readPage('/embedding/'));
    expect(cells.length).toBeGreaterThan(ref.attributes.length + ref.events.length);
    expect(cells.filter((cell) => cell.includes('lang='))).toEqual([]);
  });
});

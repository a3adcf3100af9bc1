// What the pages' own prose says around their boards and rules, read from the built HTML (no
// browser): each sentence checked against the example it introduces or the rule book.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exampleById } from '../src/examples/examples.ts';
import { frameId } from '../src/lib/examples.ts';
import { pageRoutes, readPage } from './site-files.ts';

/** The text of an HTML fragment, tags dropped and white space joined. */
const text = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The paragraphs of a page from its heading with this id up to the next heading, as text. */
function section(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  if (start < 0) throw new Error(`no heading #${id}`);
  const rest = html.slice(start);
  const end = rest.slice(1).search(/<h2[\s>]/);
  return text(end < 0 ? rest : rest.slice(0, end + 1));
}

describe('the Conventions page', () => {
  const endless = exampleById('h2-endless');
  const laps = endless.refusal?.cycleLength.toLocaleString('en-US') ?? '';

  it.each([
    ['/conventions/', '4,628,448 laps'],
    ['/es/conventions/', '4,628,448 vueltas'],
  ])(
    '%s: the endless board follows the rule it shows, introduced with its cycle',
    (route, longest) => {
      const html = readPage(route);
      const at = html.indexOf(`data-example="${frameId(endless)}"`);
      expect(at).toBeGreaterThan(0);
      const before = html.slice(0, at);
      expect(text(before.slice(before.lastIndexOf('<p>')))).toContain(laps);
      // The long cycles are about other positions: told after this board, they cannot be taken
      // for what it shows ("such a move" is the board's, of 159,732 laps).
      expect(html.indexOf(`<strong>${longest}</strong>`)).toBeGreaterThan(at);
    },
  );
});

describe('the Embed page: a match', () => {
  it.each([
    ['/embedding/', 'play-a-match', /conventions of ours/],
    ['/es/embedding/', 'jugar-un-encuentro', /convenciones nuestras/],
  ])(
    '%s: how a match is started and decided is said to be ours, not the sources’',
    (route, id, ours) => {
      const said = section(readPage(route), id);
      const decided = said.search(/more games won|más partidas ganadas/);
      expect(decided).toBeGreaterThan(0);
      // The label follows the match's decision, so that it covers it as well as who starts.
      expect(said.slice(decided)).toMatch(ours);
    },
  );
});

describe('the markup shown beside each board', () => {
  const previews = (html: string) =>
    [...html.matchAll(/<figure class="preview[^"]*"[\s\S]*?<\/figure>/g)].map((m) => m[0]);

  it.each([
    ['/learn/', 'The markup of this board'],
    ['/es/learn/', 'El código de este tablero'],
  ])(
    '%s: a lesson folds each board’s markup under a summary, which the rule pages show open',
    (route, summary) => {
      const lesson = previews(readPage(route));
      expect(lesson.length).toBe(6);
      for (const figure of lesson) {
        // (The figure is cut at the code block's own figure, inside the details.)
        const folded = /<details class="preview-markup"[^>]*>([\s\S]*)/.exec(figure)?.[1];
        expect(folded, figure.slice(0, 200)).toBeDefined();
        expect(text(/<summary[^>]*>[\s\S]*?<\/summary>/.exec(folded ?? '')?.[0] ?? '')).toBe(
          summary,
        );
        expect(text(/<pre[\s\S]*<\/pre>/.exec(folded ?? '')?.[0] ?? '')).toContain('hoyito-board');
      }
      const rules = previews(readPage(route.replace('learn/', 'rules/hoyito-2/')));
      expect(rules.length).toBeGreaterThan(0);
      for (const figure of rules) {
        expect(figure).not.toContain('<details');
        expect(figure).toMatch(/<pre/);
      }
    },
  );
  it.each(pageRoutes().filter((route) => previews(readPage(route)).length > 0))(
    '%s: names the page’s language on a Spanish page, and the live board is the markup shown',
    (route) => {
      for (const figure of previews(readPage(route))) {
        const live = /<hoyito-board[^>]*>/.exec(figure)?.[0] ?? '';
        const shown = text(/<pre[\s\S]*<\/pre>/.exec(figure)?.[0] ?? '').replaceAll('&quot;', '"');
        const langOfLive = /\slang="([^"]*)"/.exec(live)?.[1];
        if (route.startsWith('/es/')) {
          expect(langOfLive, live).toBe('es');
          expect(shown, route).toContain('lang="es"');
        } else expect(shown).not.toContain('lang="es"');
      }
    },
  );
});

describe('the Play page', () => {
  /** The items of the list that opens the page, before the game's form, as text. */
  const opening = (route: string) => {
    const html = readPage(route);
    const before = html.slice(0, html.indexOf('id="play-options"'));
    const list = before.slice(before.indexOf('<ul>'));
    return [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => text(m[1] ?? ''));
  };

  it.each([
    ['/play/', /two rows of twelve/, /field record/, /is ours/, /moves first/, /our convention/],
    [
      '/es/play/',
      /dos filas de doce/,
      /registro de campo/,
      /es nuestro/,
      /Empieza Sur/,
      /convención nuestra/,
    ],
  ])(
    '%s: says, where it names the board’s sizes and who starts, what the sources give and what is ours',
    (route, sizes, source, ours, starts, convention) => {
      const items = opening(route);
      expect(items.length).toBe(4);
      const board = items.find((item) => sizes.test(item)) ?? '';
      expect(board).toMatch(source);
      expect(board).toMatch(ours);
      expect(items.find((item) => starts.test(item)) ?? '').toMatch(convention);
    },
  );
});

describe('every page', () => {
  // A paragraph longer than this is a wall a reader skims past: the pages split theirs into
  // shorter ones and lists.
  const MOST_WORDS = 120;
  const paragraphs = (html: string) => {
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    return [...main.matchAll(/<p[\s>][\s\S]*?<\/p>/g)].map((m) => text(m[0]));
  };

  it.each(pageRoutes())(`%s: no paragraph runs past ${MOST_WORDS} words`, (route) => {
    for (const paragraph of paragraphs(readPage(route))) {
      expect(paragraph.split(' ').length, paragraph.slice(0, 80)).toBeLessThanOrEqual(MOST_WORDS);
    }
  });
});

describe('the code the pages show', () => {
  // Code blocks wrap rather than scroll (astro.config.mjs), and a wrapped line breaks where it can,
  // even inside an attribute's name ("north-" over "player"): a line of 72 characters or fewer
  // fits the text column of a desktop (about 78 monospace characters), so only a phone wraps it.
  const MOST_CHARACTERS = 72;
  const docs = join(import.meta.dirname, '..', 'src', 'content', 'docs');
  const pages = readdirSync(docs, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.mdx'),
  );

  it.each(pages)(`%s: no line of a code block runs past ${MOST_CHARACTERS} characters`, (page) => {
    const source = readFileSync(join(docs, page), 'utf8');
    const blocks = [...source.matchAll(/^```[^\n]*\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? '');
    const long = blocks
      .flatMap((block) => block.split('\n'))
      .filter((line) => [...line].length > MOST_CHARACTERS);
    expect(long).toEqual([]);
  });
});

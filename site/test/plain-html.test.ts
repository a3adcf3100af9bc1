/**
 * The embedding page's "Plain HTML" example, in both languages, run as written on the site's
 * origin (where its `/board/hoyito-board.bundle.js` is): its listeners hear a move, and, because
 * its script comes before the bundle, the error a bad attribute raises as the board first draws.
 * The example is read from the pages' source, so the page cannot drift from what is tested.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { disconnect, htmlExamples, openHtml } from './browser.ts';

afterAll(disconnect);

/** The page's whole-page example: its one HTML code block that is a document. */
function plainExample(page: string): string {
  const documents = htmlExamples(page).filter((block) => block.startsWith('<!doctype html>'));
  expect(documents, `${page}: whole-page examples`).toHaveLength(1);
  return documents[0];
}

/** Runs `html` as a page at /plain-example.html of the site; returns what its message says. */
async function run(html: string, act: (page: Page) => Promise<void>) {
  const { page, close } = await openHtml('/plain-example.html', html);
  try {
    await act(page);
    return await page.locator('body > p[id]').textContent();
  } finally {
    await close();
  }
}

const CASES = [
  { page: 'embedding.mdx', moved: 'Moved c', drawn: 'A draw', unknown: /^Unknown variant “nope”/ },
  {
    page: 'es/embedding.mdx',
    moved: 'Jugada c',
    drawn: 'Empate',
    unknown: /^Variante desconocida «nope»/,
  },
];

/** South's c ends this game by the last four, 16–16. */
const DRAWN_IN_ONE = 'h1/0.3.3/3.2.1/2-14/s';

describe('the embedding page’s plain HTML example runs as written', () => {
  for (const { page, moved, drawn, unknown } of CASES) {
    it(`${page}: its listener tells a drawn game's end as a draw`, async () => {
      const example = plainExample(page).replace(
        '<hoyito-board id=',
        `<hoyito-board position="${DRAWN_IN_ONE}" speed="instant" id=`,
      );
      const said = await run(example, async (p) => {
        await p.locator('hoyito-board [part~="hole"][data-hole="2"]').click();
        await p.waitForFunction(
          (moved) => !['', moved].includes(document.querySelector('p[id]')?.textContent ?? ''),
          moved,
        );
      });
      expect(said).toBe(drawn);
    });

    it(`${page}: its listener hears a move`, async () => {
      const said = await run(plainExample(page), async (p) => {
        await p.locator('hoyito-board [part~="hole"][data-hole="2"]').click();
        await p.waitForFunction(() => (document.querySelector('p[id]')?.textContent ?? '') !== '');
      });
      expect(said).toBe(moved);
    });

    it(`${page}: its listener hears the error of a bad attribute, raised as the board first draws`, async () => {
      const html = plainExample(page).replace('variant="hoyito-1"', 'variant="nope"');
      const said = await run(html, async (p) => {
        await p.locator('hoyito-board [part~="error"]').waitFor();
      });
      expect(said).toMatch(unknown);
    });
  }
});

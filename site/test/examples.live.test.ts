import { createPosition, makePosition, parsePosition, type Setup } from '@hoyito/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { type Example, examples } from '../src/examples/examples.ts';
import { frameId, instruction } from '../src/lib/examples.ts';
import { board, disconnect, narration, open, setupOf } from './browser.ts';
import { pageRoutes, readPage } from './site-files.ts';

afterAll(disconnect);

/** The notation of the position a board shows, made by the engine from the board's setup. */
function notation(setup: unknown): string {
  const made = createPosition(setup as Setup);
  if (!made.ok) throw new Error(made.error.message);
  return makePosition(made.value);
}

/** A position's notation as the engine writes it. */
function canonical(text: string): string {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return makePosition(parsed.value);
}

/** Which examples each page shows, from the built HTML. */
const onPages = new Map<string, Example[]>();
for (const route of pageRoutes()) {
  const html = readPage(route);
  const shown = examples.filter((e) => html.includes(`id="${frameId(e)}"`));
  if (shown.length > 0) onPages.set(route, shown);
}

describe('the rule examples', () => {
  it('every example of the catalogue is on a page in English and in Spanish', () => {
    const shownIn = (spanish: boolean) =>
      new Set(
        [...onPages]
          .filter(([route]) => route.startsWith('/es/') === spanish)
          .flatMap(([, shown]) => shown.map((e) => e.id)),
      );
    const missing = (spanish: boolean) =>
      examples.map((e) => e.id).filter((id) => !shownIn(spanish).has(id));
    expect(missing(false), 'not on any English page').toEqual([]);
    expect(missing(true), 'not on any Spanish page').toEqual([]);
  });

  it('says what to do with each example before its board, not below its buttons', () => {
    const late: string[] = [];
    for (const [route, shown] of onPages) {
      const html = readPage(route);
      const lang = route.startsWith('/es/') ? 'es' : 'en';
      const boards = shown
        .map((example) => ({ example, at: html.indexOf(`id="${frameId(example)}"`) }))
        .sort((a, b) => a.at - b.at);
      boards.forEach(({ example, at }, i) => {
        // The words between the board before and this one, and between this one and the next:
        // several examples share an instruction ("Click the marked hole, c.").
        const before = html.slice(i === 0 ? 0 : boards[i - 1].at, at);
        const after = html.slice(at, boards[i + 1]?.at ?? html.length);
        const words = `${instruction(example, lang)}<`;
        // A lesson step words its own prompt; the rest say the example's instruction.
        if (!before.includes(words) && after.includes(words)) late.push(`${route} ${example.id}`);
      });
    }
    expect(late).toEqual([]);
  });

  for (const [route, shown] of onPages) {
    it(`${route}: every live example responds as the rules say`, async () => {
      const lang = route.startsWith('/es/') ? 'es' : 'en';
      const { page, problems, close } = await open(route);
      try {
        for (const example of shown) {
          const id = frameId(example);
          const round = page.locator('[data-round-select]');
          if (
            (await round.count()) > 0 &&
            (await page.locator(`[data-round="${example.id}"]`).count()) > 0
          )
            await round.selectOption(example.id);
          expect(notation(await setupOf(page, id)), `${example.id}: the start`).toBe(
            canonical(example.position),
          );
          if (example.move === 'pass') {
            await board(page, id)
              .locator('[part="controls"] button', { hasText: lang === 'es' ? 'Pasar' : 'Pass' })
              .click();
          } else {
            const hole = board(page, id).locator(`button[data-hole="${example.move}"]`);
            // A refused move's hole is aria-disabled, which Playwright will not click; the reader
            // can still click it to learn why, so the click is dispatched on the hole itself
            // (a forced click at the hole's centre can land on the page's sticky header).
            if (example.after === null) await hole.dispatchEvent('click');
            else await hole.click();
          }
          for (const sentence of example.narration[lang])
            await expect
              .poll(() => narration(page, id), { message: `${example.id}: narration` })
              .toContain(sentence);
          const expected = canonical(example.after ?? example.position);
          expect(notation(await setupOf(page, id)), `${example.id}: the position after`).toBe(
            expected,
          );
        }
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});

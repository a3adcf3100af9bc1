import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { axeViolations, disconnect, open } from './browser.ts';
import { pageRoutes } from './site-files.ts';

/** The issue's budget: JavaScript a page downloads, the board included. */
const JS_BUDGET_BYTES = 100 * 1024;

afterAll(disconnect);

/** Bytes of JavaScript transferred for the page (compressed, as the server sends it). */
function scriptBytes(page: Page): Promise<{ total: number; files: string[] }> {
  return page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const scripts = entries.filter((e) => new URL(e.name).pathname.endsWith('.js'));
    const inline = [...document.querySelectorAll('script:not([src])')].reduce(
      (n, s) => n + (s.textContent?.length ?? 0),
      0,
    );
    return {
      total: scripts.reduce((n, e) => n + e.transferSize, 0) + inline,
      files: scripts.map((e) => `${new URL(e.name).pathname} ${e.transferSize}`),
    };
  });
}

/**
 * The cumulative layout shift of the page's content (`main`) so far; shifts right after input do
 * not count. Starlight's own frame is left out: its table-of-contents column now and then jumps
 * once on first load in headless Chromium, on pages with no board as well.
 */
function layoutShift(page: Page): Promise<{ total: number; shifts: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; shifts: string[] }>((resolve) => {
        const main = document.querySelector('main');
        let total = 0;
        // What moved, for the failure message: a shift seen once in CI could not be reproduced.
        const shifts: string[] = [];
        const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: {
              node: Node | null;
              previousRect: DOMRectReadOnly;
              currentRect: DOMRectReadOnly;
            }[];
          })[]) {
            const inContent = entry.sources.filter(
              (s) => s.node !== null && main?.contains(s.node),
            );
            if (entry.hadRecentInput || inContent.length === 0) continue;
            total += entry.value;
            for (const s of inContent) {
              const node = s.node as Element;
              const name = `${node.nodeName.toLowerCase()}${node.id ? `#${node.id}` : ''}${typeof node.className === 'string' && node.className ? `.${node.className.split(' ')[0]}` : ''}`;
              shifts.push(
                `${Math.round(entry.startTime)} ms, ${entry.value.toFixed(4)}: ${name} ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve({ total, shifts })));
      }),
  );
}

describe('every page, in both languages', () => {
  for (const route of pageRoutes()) {
    it(`${route}: loads cleanly, is accessible, within its script budget, and does not shift`, async () => {
      const { page, problems, close } = await open(route);
      try {
        // Let boards render and any late request fail before judging.
        await page.waitForLoadState('networkidle');
        expect(problems, 'console errors and failed requests').toEqual([]);
        // Measured before axe is injected, which is not the page's own script.
        const js = await scriptBytes(page);
        expect(js.total, js.files.join('\n')).toBeLessThanOrEqual(JS_BUDGET_BYTES);
        const shift = await layoutShift(page);
        expect(shift.total, `cumulative layout shift:\n${shift.shifts.join('\n')}`).toBeLessThan(
          0.01,
        );
        expect(await axeViolations(page), 'axe-core violations').toEqual([]);
      } finally {
        await close();
      }
    });
  }
});

describe('the not-found pages', () => {
  // [a missing address, the page's language, its heading, text it must have, text it must not]
  const cases = [
    ['/no-such-page/', 'en', 'Page not found', 'Página no encontrada', null],
    ['/es/no-such-page/', 'es', 'Página no encontrada', 'Aprende a jugar', 'Page not found'],
    ['/es/rules/hoyito-9/', 'es', 'Página no encontrada', 'Juega una partida', 'Learn to play'],
  ] as const;
  for (const [path, lang, heading, present, absent] of cases) {
    it(`${path} answers 404 with a page in ${lang === 'es' ? 'Spanish' : 'both languages'}`, async () => {
      const { page, problems, close } = await open(path);
      try {
        await page.waitForLoadState('networkidle');
        // The page itself, and nothing else, answered 404.
        expect([...problems].sort()).toEqual([
          `HTTP 404: ${page.url()}`,
          'console error: Failed to load resource: the server responded with a status of 404 (Not Found)',
        ]);
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        expect(await page.locator('h1').textContent()).toBe(heading);
        const main = (await page.locator('main').textContent()) ?? '';
        expect(main).toContain(present);
        if (absent !== null) expect(main).not.toContain(absent);
        // The root page's Spanish half is marked as Spanish, for screen readers and translators.
        if (lang === 'en') {
          expect(await page.locator('main [lang="es"] h2').textContent()).toBe(present);
          // Nothing in it is English (Starlight names a Markdown heading's link in the page's
          // language).
          expect(await page.locator('main [lang="es"]').textContent()).not.toMatch(
            /Section|titled/,
          );
        }
        const homes = await page
          .locator('main a')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        expect(homes).toContain(lang === 'es' ? '/es/' : '/');
        expect(await axeViolations(page), 'axe-core violations').toEqual([]);
      } finally {
        await close();
      }
    });
  }
});

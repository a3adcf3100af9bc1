import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { disconnect, open } from './browser.ts';

afterAll(disconnect);

/** Starlight's frame around a page's content: where its own navigation is. */
const FRAME = {
  header: 'header.header',
  sidebar: 'nav.sidebar',
  'table of contents': 'starlight-toc, mobile-starlight-toc',
  footer: 'footer',
};

interface Target {
  region: string;
  name: string;
  width: number;
  height: number;
}

/** Every interactive element of Starlight's frame that is on show, with its box. */
function targets(page: Page): Promise<Target[]> {
  return page.evaluate((frame) => {
    const interactive =
      'a[href], button, select, input, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const found: Target[] = [];
    for (const [region, selector] of Object.entries(frame)) {
      for (const element of document.querySelectorAll(`:is(${selector}) :is(${interactive})`)) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || !element.checkVisibility()) continue;
        const label = element.closest('label')?.querySelector('.sr-only');
        const text = (
          element.getAttribute('aria-label') ??
          (element.tagName === 'SELECT' ? label?.textContent : element.textContent) ??
          ''
        )
          .replace(/\s+/g, ' ')
          .trim();
        found.push({
          region,
          name: `${element.tagName.toLowerCase()} «${text.slice(0, 40)}»`,
          width: box.width,
          height: box.height,
        });
      }
    }
    return found;
  }, FRAME);
}

const describeTarget = (t: Target) =>
  `${t.region}: ${t.name}, ${t.width.toFixed(1)}×${t.height.toFixed(1)} px`;

/**
 * The frame's targets on show, the table of contents' list and the sidebar's menu opened where they
 * are behind a button (on a narrow page), by a tap on a touch screen and a click with a mouse.
 */
async function frameTargets(page: Page, touch: boolean): Promise<Target[]> {
  const seen = await targets(page);
  const menu = page.locator('.sl-menu-button');
  if (await menu.isVisible()) {
    const toc = page.locator('mobile-starlight-toc summary');
    await (touch ? toc.tap() : toc.click());
    await expect.poll(() => page.locator('mobile-starlight-toc a').first().isVisible()).toBe(true);
    seen.push(...(await targets(page)));
    await (touch ? menu.tap() : menu.click());
    await expect.poll(() => page.locator('#starlight__sidebar:popover-open').count()).toBe(1);
    seen.push(...(await targets(page)));
  }
  // Each once: the header and the table of contents' button are on show in every state.
  return [...new Map(seen.map((t) => [`${t.region}: ${t.name}`, t])).values()];
}

// A teacher at a classroom's touch whiteboard, or a student with a cheap phone, touches the site's
// own menus and links as well as the board: each is a target of at least 44 px, as the board's
// holes are.
describe('on a touch screen, Starlight’s navigation', () => {
  const screens = [
    {
      what: 'a phone',
      options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    },
    { what: 'a whiteboard', options: { viewport: { width: 1280, height: 800 }, hasTouch: true } },
  ];
  for (const { what, options } of screens) {
    for (const route of ['/rules/hoyito-2/', '/es/rules/hoyito-2/']) {
      it(`${route} on ${what}: every link, button, select and toggle is 44 px or more`, async () => {
        const { page, problems, close } = await open(route, options);
        try {
          expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
          const all = await frameTargets(page, true);
          // The measure reached every part of the frame, and the two selects (in the header, or
          // in the opened menu).
          for (const region of Object.keys(FRAME))
            expect(all.filter((t) => t.region === region).length, region).toBeGreaterThan(0);
          expect(all.filter((t) => t.name.startsWith('select')).length, 'selects').toBe(2);
          const small = all.filter((t) => t.width < 44 || t.height < 44).map(describeTarget);
          expect(small, 'touch targets under 44 px').toEqual([]);
          expect(problems, 'console errors and failed requests').toEqual([]);
        } finally {
          await close();
        }
      });
    }
  }
});

// Starlight's sizes with a mouse, measured before the touch rules were added: they must not move.
const MOUSE_SIZES: Record<string, { width?: number; height: number }> = {
  '1280 header: a «Hoyito»': { height: 42 },
  '1280 header: button «Search»': { width: 352, height: 40 },
  '1280 sidebar: a «Learn to play»': { height: 31.98 },
  '1280 sidebar: summary «The rules»': { height: 28.77 },
  '1280 sidebar: a «Hoyito II»': { height: 27.97 },
  '1280 table of contents: a «Overview»': { height: 24.25 },
  '390 header: a «Hoyito»': { height: 35 },
  '390 header: button «Search»': { width: 32, height: 40 },
  '390 sidebar: button «Menu»': { width: 32, height: 32 },
  '390 sidebar: a «Learn to play»': { height: 35.97 },
  '390 sidebar: summary «The rules»': { height: 31.56 },
  '390 sidebar: a «Hoyito I»': { height: 31.98 },
  '390 table of contents: a «Overview»': { height: 33.5 },
};

describe('with a mouse, Starlight’s navigation', () => {
  it('/rules/hoyito-2/ keeps Starlight’s sizes, wide and in a narrow window', async () => {
    const measured: Record<string, { width?: number; height: number }> = {};
    for (const viewport of [
      { width: 1280, height: 720 },
      { width: 390, height: 844 },
    ]) {
      const { page, close } = await open('/rules/hoyito-2/', { viewport });
      try {
        expect(await page.evaluate(() => matchMedia('(pointer: fine)').matches)).toBe(true);
        for (const t of await frameTargets(page, false)) {
          const key = `${viewport.width} ${t.region}: ${t.name}`;
          const expected = MOUSE_SIZES[key];
          if (expected === undefined) continue;
          measured[key] = {
            ...(expected.width === undefined ? {} : { width: round(t.width) }),
            height: round(t.height),
          };
        }
      } finally {
        await close();
      }
    }
    expect(measured).toEqual(MOUSE_SIZES);
  });
});

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The standalone bundle, as the site serves it, on a page whose Content-Security-Policy (sent as
 * a header) is the strict one the embedding page describes, requiring Trusted Types: the board
 * plays, the computer replies, and the browser records no violation at all — not even a refused
 * first try at starting the worker, which such a page would report to its report-uri. And the
 * bundle copied alone, its worker left behind: the board plays on and says what is missing.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, disconnect, siteUrl } from './browser.ts';

afterAll(disconnect);

const POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self'",
  "require-trusted-types-for 'script'",
  'trusted-types lit-html hoyito-board',
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>A strict page</title>
    <script type="module" src="/board/hoyito-board.bundle.js"></script>
  </head>
  <body>
    <hoyito-board variant="hoyito-2" north-player="casual" think-ms="50" speed="instant"></hoyito-board>
  </body>
</html>`;

/** Serves PAGE at `path` of the site, with `headers`, and opens it in `page`. */
async function openPage(page: Page, path: string, headers: Record<string, string> = {}) {
  const url = new URL(path, siteUrl()).href;
  await page.route(url, (route) =>
    route.fulfill({ body: PAGE, contentType: 'text/html; charset=utf-8', headers }),
  );
  await page.goto(url);
}

describe('the bundle under a strict Content-Security-Policy with Trusted Types', () => {
  it('plays against the computer with no violation recorded', async () => {
    const context = await (await connect()).newContext();
    try {
      const page = await context.newPage();
      // Set before the page's own scripts run; added by the browser's tools, not by the page, so
      // the policy does not apply to it.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { violations: string[] }).violations = seen;
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.effectiveDirective}: ${event.sample || event.blockedURI}`),
        );
      });
      await openPage(page, '/strict-page.html', { 'Content-Security-Policy': POLICY });
      const violations = () =>
        page.evaluate(() => (window as unknown as { violations: string[] }).violations);
      // The policy is in force: a string where Trusted Types are required is refused.
      expect(
        await page.evaluate(() => {
          try {
            document.createElement('div').innerHTML = '<b>x</b>';
            return 'taken';
          } catch {
            return 'refused';
          }
        }),
      ).toBe('refused');
      const seenBefore = (await violations()).length;
      await page.locator('hoyito-board [part~="hole"][data-hole="2"]').click();
      await expect
        .poll(() => page.locator('hoyito-board [part="status"]').textContent(), {
          timeout: 15_000,
        })
        .toBe('South to move');
      expect(await page.locator('hoyito-board [part="error"]').count()).toBe(0);
      // Only the refusal this test provoked itself.
      expect(seenBefore).toBe(1);
      expect(await violations()).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});

describe('the bundle copied without the worker beside it', () => {
  it('plays on, and says where the worker was looked for when the computer cannot move', async () => {
    const context = await (await connect()).newContext();
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const heard: string[] = [];
        (window as unknown as { heard: string[] }).heard = heard;
        document.addEventListener('hoyito-error', (event) =>
          heard.push((event as CustomEvent<{ message: string }>).detail.message),
        );
      });
      const worker = new URL('/board/hoyito-board.worker.js', siteUrl()).href;
      await page.route(worker, (route) => route.fulfill({ status: 404, body: 'not found' }));
      await openPage(page, '/lonely-page.html');
      await page.locator('hoyito-board [part~="hole"][data-hole="2"]').click();
      await expect
        .poll(() => page.locator('hoyito-board [part="status"]').textContent(), {
          timeout: 15_000,
        })
        .toMatch(/^North to move · .+ could not play$/);
      const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
      expect(heard).toEqual([
        expect.stringMatching(/ failed: the search worker could not be loaded from (.+)$/),
      ]);
      expect(heard[0]).toContain(worker);
      // South's move stands, and the board still plays: the game is not lost.
      expect(
        await page.locator('hoyito-board').evaluate((board) => {
          const shown = board as HTMLElement & { currentPosition: { toMove: string } | null };
          return shown.currentPosition?.toMove;
        }),
      ).toBe('north');
    } finally {
      await context.close();
    }
  });
});

/** What the pages' tests count as a problem: the harness must neither miss one nor invent one. */
import { afterAll, describe, expect, it } from 'vitest';
import { disconnect, open } from './browser.ts';

afterAll(disconnect);

type Page = import('playwright-core').Page;

/** Puts a picture from `src` on the page, which the page then requests. */
function showPicture(page: Page, src: string): Promise<void> {
  return page.evaluate((src) => {
    const picture = document.createElement('img');
    picture.src = src;
    document.body.append(picture);
  }, src);
}

/** Asks the page for a picture at `path` that the test's route answers only when told to. */
async function requestHeldPicture(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested = page.waitForRequest((r) => r.url().endsWith(path));
  await page.route(`**${path}`, async (route) => {
    await held;
    await route.fulfill({ status: 204 }).catch(() => {});
  });
  await showPicture(page, path);
  await requested;
  return release;
}

describe('the problems a page reports', () => {
  it('leave out a request cancelled because the test went on to another page', async () => {
    const { page, problems, close } = await open('/');
    try {
      const release = await requestHeldPicture(page, '/held-picture.png');
      await page.goto(new URL('/play/', page.url()).href);
      release();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('keep a request that failed, and one cancelled while the test stayed on the page', async () => {
    const { page, problems, close } = await open('/');
    try {
      await page.route('**/refused.png', (route) => route.abort('connectionrefused'));
      // Failed before window.stop() below, which would otherwise cancel it still in flight.
      const refused = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/refused.png'));
      await showPicture(page, '/refused.png');
      await refused;
      await requestHeldPicture(page, '/held-picture.png');
      await page.evaluate(() => window.stop());
      await expect
        .poll(() => problems)
        .toEqual(
          expect.arrayContaining([
            expect.stringMatching(
              /^request failed: \S+\/refused\.png \(net::ERR_CONNECTION_REFUSED\)$/,
            ),
            expect.stringMatching(/^request failed: \S+\/held-picture\.png \(net::ERR_ABORTED\)$/),
          ]),
        );
    } finally {
      await close();
    }
  });
});

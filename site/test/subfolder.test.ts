/**
 * The site built for a folder of a host (HOYITO_SITE_URL with a path, as a project page on a
 * code host has it), and served from that folder only: every link stays in it, and the pages,
 * their boards, the embed frame and the search work there.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '../scripts/server.mjs';
import { disconnect, open } from './browser.ts';
import { brokenLinks, pageRoutes, readPage } from './site-files.ts';

const SITE = dirname(dirname(fileURLToPath(import.meta.url)));
const BASE = '/hoyito/';

/**
 * The environment of a build as `pnpm run build` has it: without what Vitest adds for its own
 * tests (BASE_URL, MODE, NODE_ENV=test…), which Astro would take for the site's own settings.
 */
function buildEnv(): NodeJS.ProcessEnv {
  const vitest = /^(?:VITEST\w*|TEST|NODE_ENV|BASE_URL|MODE|DEV|PROD|SSR)$/;
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !vitest.test(name)));
}

let out = '';
let server: Server | null = null;
let origin = '';

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'hoyito-subfolder-'));
  // The board's files are in public/board/ already: the suite's own build put them there.
  const built = spawnSync(join(SITE, 'node_modules', '.bin', 'astro'), ['build', '--outDir', out], {
    cwd: SITE,
    encoding: 'utf8',
    env: {
      ...buildEnv(),
      HOYITO_SITE_URL: `https://hoyito.example${BASE}`,
      ASTRO_TELEMETRY_DISABLED: '1',
    },
  });
  if (built.status !== 0) throw new Error(`astro build failed:\n${built.stdout}\n${built.stderr}`);
  const served = await serve(out, { base: BASE });
  server = served.server;
  origin = served.url;
});

afterAll(async () => {
  await disconnect();
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  if (out !== '') rmSync(out, { recursive: true, force: true });
});

describe(`the site served from a folder (${BASE})`, () => {
  it('builds every page, each linking only to pages and files in the folder', () => {
    expect(pageRoutes(out).length).toBeGreaterThan(20);
    expect(brokenLinks(out, BASE)).toEqual([]);
  });

  it('reserves each board’s room as at the root, for the page’s language', () => {
    // The room a board takes depends on its language's words (see src/lib/reserve.ts).
    const rooms = (html: string) =>
      [...html.matchAll(/ style="([^"]*--board-[^"]*)"/g)].map((m) => m[1]);
    for (const route of ['/es/rules/hoyito-3/', '/rules/hoyito-3/', '/es/play/']) {
      expect(rooms(readPage(route, out)).length, route).toBeGreaterThan(0);
      expect(rooms(readPage(route, out)), route).toEqual(rooms(readPage(route)));
    }
  });

  it('names its published address in canonical links and the sitemap', () => {
    expect(readPage('/es/play/', out)).toContain(
      '<link rel="canonical" href="https://hoyito.example/hoyito/es/play/"/>',
    );
  });

  it('notices a link out of the folder (the check itself works)', () => {
    // The root build's links lead to the domain's root, out of a folder.
    expect(brokenLinks(undefined, BASE).length).toBeGreaterThan(100);
  });

  // [page, what its first board's status line says, in the page's language]
  const pages = [
    [`${BASE}`, /to move/],
    [`${BASE}es/play/`, /Le toca a Sur/],
    [`${BASE}es/rules/hoyito-3/`, /Le toca|Ronda/],
    [`${BASE}embed/?variant=hoyito-3&lang=es`, /Le toca a Sur/],
  ] as const;
  for (const [path, status] of pages) {
    it(`${path} loads everything from the folder, and its boards play in its language`, async () => {
      const { page, problems, close } = await open(`${origin}${path}`);
      try {
        await page.waitForLoadState('networkidle');
        expect(problems).toEqual([]);
        const first = page.locator('hoyito-board').first();
        await expect.poll(() => first.locator('[part="status"]').textContent()).toMatch(status);
      } finally {
        await close();
      }
    });
  }

  it('finds pages with its search, and links to them in the folder', async () => {
    const { page, problems, close } = await open(`${origin}${BASE}es/`);
    try {
      await page.locator('button[data-open-modal]').first().click();
      await page.locator('#starlight__search input').fill('casa');
      const results = page.locator('#starlight__search .pagefind-ui__result-link');
      await expect.poll(() => results.count()).toBeGreaterThan(0);
      const hrefs = await results.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      for (const href of hrefs) expect(href).toMatch(/^\/hoyito\/es\//);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('answers outside the folder with not found, and sends its bare name to the folder', async () => {
    const outside = await fetch(`${origin}/play/`);
    expect(outside.status).toBe(404);
    const bare = await fetch(`${origin}/hoyito`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe(BASE);
    const folder = await fetch(`${origin}${BASE}play`, { redirect: 'manual' });
    expect(folder.headers.get('location')).toBe(`${BASE}play/`);
  });
});

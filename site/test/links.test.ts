import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, pageRoutes, readPage } from './site-files.ts';

/** A URL path of this site exists as a file, or as a folder with an index.html. */
function exists(path: string): boolean {
  const file = join(DIST, decodeURIComponent(path));
  if (!existsSync(file)) return false;
  return statSync(file).isFile() || existsSync(join(file, 'index.html'));
}

describe('internal links', () => {
  const routes = pageRoutes();

  it('finds the pages to check', () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  it('every page in English has its Spanish twin and the other way round', () => {
    const english = routes.filter((r) => !r.startsWith('/es/'));
    const spanish = routes.filter((r) => r.startsWith('/es/')).map((r) => r.slice(3));
    expect(spanish).toEqual(english);
  });

  it('no page links to a page or file that does not exist', () => {
    const broken: string[] = [];
    for (const route of routes) {
      const html = readPage(route);
      for (const match of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
        const target = match[1].replace(/&amp;/g, '&');
        if (/^(?:[a-z]+:|\/\/|#)/i.test(target)) continue;
        const url = new URL(target, `http://site${route}`);
        if (!exists(url.pathname)) broken.push(`${route} → ${target}`);
        if (url.hash.length > 1 && url.pathname === new URL(`http://site${route}`).pathname) {
          const id = decodeURIComponent(url.hash.slice(1));
          if (!html.includes(`id="${id}"`)) broken.push(`${route} → ${target} (no such id)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('notices a broken link (the check itself works)', () => {
    expect(exists('/play/')).toBe(true);
    expect(exists('/no-such-page/')).toBe(false);
  });
});

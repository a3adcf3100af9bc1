import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenLinks, exists, pageRoutes } from './site-files.ts';

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
    expect(brokenLinks()).toEqual([]);
  });

  it('notices a broken link (the check itself works)', () => {
    expect(exists('/play/')).toBe(true);
    expect(exists('/no-such-page/')).toBe(false);
  });

  it('notices an anchor that the page linked to does not have', () => {
    const dist = mkdtempSync(join(tmpdir(), 'hoyito-links-'));
    try {
      const page = (route: string, body: string) => {
        mkdirSync(join(dist, route), { recursive: true });
        writeFileSync(join(dist, route, 'index.html'), `<!doctype html><body>${body}</body>`);
      };
      page('a', '<a href="/b/#here">here</a> <a href="/b/#gone">gone</a> <a href="#top">top</a>');
      page('b', '<h2 id="here">Here</h2>');
      expect(brokenLinks(dist)).toEqual(['/a/ → /b/#gone (no such id)']);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

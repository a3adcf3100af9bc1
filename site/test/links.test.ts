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
});

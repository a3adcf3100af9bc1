/** The published address the build writes into canonical links and the sitemap. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteAddress } from '../src/plugins/site-address.mjs';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the site’s address', () => {
  it('is HOYITO_SITE_URL when it is set', async () => {
    vi.stubEnv('HOYITO_SITE_URL', 'https://hoyito.example');
    // @ts-expect-error: a plain .mjs module, typed by use
    const { default: config } = await import('../astro.config.mjs');
    expect(config.site).toBe('https://hoyito.example');
  });

  it('is the local server’s otherwise', async () => {
    vi.stubEnv('HOYITO_SITE_URL', '');
    // @ts-expect-error: a plain .mjs module, typed by use
    const { default: config } = await import('../astro.config.mjs');
    expect(config.site).toBe('http://127.0.0.1:4321');
    expect(config.base).toBe('/');
  });

  it('puts the site in the folder its path names', async () => {
    vi.stubEnv('HOYITO_SITE_URL', 'https://example.github.io/hoyito');
    // @ts-expect-error: a plain .mjs module, typed by use
    const { default: config } = await import('../astro.config.mjs');
    expect(config.site).toBe('https://example.github.io');
    expect(config.base).toBe('/hoyito/');
  });

  // [HOYITO_SITE_URL, site, base]
  const addresses = [
    ['https://hoyito.example', 'https://hoyito.example', '/'],
    ['https://hoyito.example/', 'https://hoyito.example', '/'],
    ['http://127.0.0.1:8080/docs/hoyito/', 'http://127.0.0.1:8080', '/docs/hoyito/'],
    ['https://example.org/juegos', 'https://example.org', '/juegos/'],
    ['https://example.org/v1.2/docs_es/', 'https://example.org', '/v1.2/docs_es/'],
    ['', 'http://127.0.0.1:4321', '/'],
  ] as const;
  for (const [value, site, base] of addresses) {
    it(`reads "${value}" as ${site} and the folder ${base}`, () => {
      expect(siteAddress(value)).toEqual({ site, base });
    });
  }

  // [HOYITO_SITE_URL, what the error says is wrong with it]
  const refused = [
    ['hoyito.example', 'is not an address'],
    ['ftp://hoyito.example/', 'is a ftp: address, not http: or https:'],
    ['https://hoyito.example/?lang=es', 'has a query or a fragment'],
    ['https://hoyito.example/#top', 'has a query or a fragment'],
    ['https://me:secret@hoyito.example/', 'has a user name or password'],
    [
      'https://hoyito.example/mon sitió/',
      'has a path with other characters than letters, digits and . _ ~ - /',
    ],
    [
      'https://hoyito.example/a%20b/',
      'has a path with other characters than letters, digits and . _ ~ - /',
    ],
    ['https://hoyito.example/hoyito/index.html', 'names a file ("index.html"), not a folder'],
  ] as const;
  for (const [value, why] of refused) {
    it(`refuses "${value}": it ${why}`, () => {
      expect(() => siteAddress(value)).toThrow(
        `HOYITO_SITE_URL="${value}" ${why}; give the address the site will have, such as https://hoyito.example/ or https://example.org/hoyito/.`,
      );
    });
  }
});

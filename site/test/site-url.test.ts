/** The published address the build writes into canonical links and the sitemap. */
import { afterEach, describe, expect, it, vi } from 'vitest';

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
  });
});

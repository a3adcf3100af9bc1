// Where the built site is published, from HOYITO_SITE_URL: its origin names the canonical links
// and sitemap, and its path is the folder the site lives in (Astro's `base`), so that a project
// page such as https://example.github.io/hoyito/ works as well as a domain of its own.

/** The address of the local server (`npm start`, the tests) when none is given. */
export const LOCAL_SITE = 'http://127.0.0.1:4321';

/**
 * `{ site, base }` for astro.config.mjs from the HOYITO_SITE_URL value (empty or missing: the
 * local server, at its root). Throws, saying what is wrong and what is allowed, for anything else
 * than an http(s) address without a query or a fragment.
 */
export function siteAddress(value) {
  const given = value ?? '';
  if (given === '') return { site: LOCAL_SITE, base: '/' };
  const refuse = (why) =>
    new Error(
      `HOYITO_SITE_URL="${given}" ${why}; give the address the site will have, such as https://hoyito.example/ or https://example.org/hoyito/.`,
    );
  let url;
  try {
    url = new URL(given);
  } catch {
    throw refuse('is not an address');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw refuse(`is a ${url.protocol} address, not http: or https:`);
  if (url.search !== '' || url.hash !== '') throw refuse('has a query or a fragment');
  if (url.username !== '' || url.password !== '') throw refuse('has a user name or password');
  // Its folders become the pages' paths as written, which a space, an accent or an escape
  // would not survive.
  if (!/^[A-Za-z0-9._~/-]*$/.test(url.pathname))
    throw refuse('has a path with other characters than letters, digits and . _ ~ - /');
  const last = url.pathname.split('/').at(-1) ?? '';
  if (last.includes('.')) throw refuse(`names a file ("${last}"), not a folder`);
  const base = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return { site: url.origin, base };
}

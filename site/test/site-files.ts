// The built site as files: its pages and their links, read from dist/ (or another build's
// folder) without a browser.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DIST = join(dirname(dirname(fileURLToPath(import.meta.url))), 'dist');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Every HTML file of the site (the search index's own files aside). */
export function htmlFiles(dist = DIST): string[] {
  return walk(dist).filter((f) => f.endsWith('.html') && !f.includes(`${sep}pagefind${sep}`));
}

/** The URL path of a page file: dist/es/play/index.html → /es/play/. */
export function routeOf(file: string, dist = DIST): string {
  const path = `/${relative(dist, file).split(sep).join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

/** The not-found pages: the root one (both languages) and the Spanish one. */
export const NOT_FOUND_ROUTES = ['/404.html', '/es/404/'];

/** Every page a reader can open (not the not-found pages). */
export function pageRoutes(dist = DIST): string[] {
  return htmlFiles(dist)
    .map((file) => routeOf(file, dist))
    .filter((r) => !NOT_FOUND_ROUTES.includes(r))
    .sort();
}

export function readPage(route: string, dist = DIST): string {
  const file = route.endsWith('/') ? join(dist, route, 'index.html') : join(dist, route);
  return readFileSync(file, 'utf8');
}

/** A URL path of the site exists as a file, or as a folder with an index.html. */
export function exists(path: string, dist = DIST): boolean {
  const file = join(dist, decodeURIComponent(path));
  if (!existsSync(file)) return false;
  return statSync(file).isFile() || existsSync(join(file, 'index.html'));
}

/**
 * The links and sources of every page that lead nowhere, as "page → target": to no page or file
 * of the build in `dist`, to no such id on the page itself, or, for a site built for the folder
 * `base`, out of that folder.
 */
export function brokenLinks(dist = DIST, base = '/'): string[] {
  const broken: string[] = [];
  for (const route of pageRoutes(dist)) {
    const html = readPage(route, dist);
    const address = `http://site${base.slice(0, -1)}${route}`;
    for (const match of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
      const target = match[1].replace(/&amp;/g, '&');
      if (/^(?:[a-z]+:|\/\/|#)/i.test(target)) continue;
      const url = new URL(target, address);
      if (!url.pathname.startsWith(base)) {
        broken.push(`${route} → ${target} (outside ${base})`);
        continue;
      }
      const path = url.pathname.slice(base.length - 1);
      if (!exists(path, dist)) {
        broken.push(`${route} → ${target}`);
        continue;
      }
      // An anchor on this page or on another: the heading or element it names must be there.
      if (url.hash.length > 1) {
        const id = decodeURIComponent(url.hash.slice(1));
        const page =
          url.pathname === new URL(address).pathname
            ? html
            : path.endsWith('/') || path.endsWith('.html')
              ? readPage(path, dist)
              : '';
        if (!page.includes(`id="${id}"`)) broken.push(`${route} → ${target} (no such id)`);
      }
    }
  }
  return broken;
}

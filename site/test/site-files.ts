// The built site as files: its pages and their links, read from dist/ without a browser.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DIST = join(dirname(dirname(fileURLToPath(import.meta.url))), 'dist');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Every HTML file of the site (the search index's own files aside). */
export function htmlFiles(): string[] {
  return walk(DIST).filter((f) => f.endsWith('.html') && !f.includes(`${sep}pagefind${sep}`));
}

/** The URL path of a page file: dist/es/play/index.html → /es/play/. */
export function routeOf(file: string): string {
  const path = `/${relative(DIST, file).split(sep).join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

/** The not-found pages: the root one (both languages) and the Spanish one. */
export const NOT_FOUND_ROUTES = ['/404.html', '/es/404/'];

/** Every page a reader can open (not the not-found pages). */
export function pageRoutes(): string[] {
  return htmlFiles()
    .map(routeOf)
    .filter((r) => !NOT_FOUND_ROUTES.includes(r))
    .sort();
}

export function readPage(route: string): string {
  const file = route.endsWith('/') ? join(DIST, route, 'index.html') : join(DIST, route);
  return readFileSync(file, 'utf8');
}

// Content links are written from the site's root (`[Play](/play/)`), as the site has them at a
// domain's root. Served from a folder (Astro's `base`), each such link in a page's Markdown is
// put under that folder, as Starlight does with its own links. A Sätteri hast plugin: Astro 7's
// Markdown and MDX processor runs no rehype plugins.
import { defineHastPlugin } from 'satteri';

/** Where an element of Markdown's output links to. */
const LINKS = { a: 'href', img: 'src' };

/** A path from the site's root: not `//host/…`, not `#…`, not relative, not another site's. */
export const fromRoot = (value) =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/** `value` under `base` (Astro's, with its trailing slash) when it is a path from the root. */
export function underBase(base, value) {
  return fromRoot(value) ? `${base.replace(/\/$/, '')}${value}` : value;
}

/** The hast plugins that put content links under `base`: none at the domain's root. */
export function baseLinks(base) {
  if (base === '/') return [];
  return [
    defineHastPlugin({
      name: 'hoyito-base-links',
      element: {
        filter: Object.keys(LINKS),
        visit(node, ctx) {
          const key = LINKS[node.tagName];
          const value = node.properties?.[key];
          if (fromRoot(value)) ctx.setProperty(node, key, underBase(base, value));
        },
      },
    }),
  ];
}

import { fileURLToPath } from 'node:url';
import { satteri } from '@astrojs/markdown-satteri';
import starlight from '@astrojs/starlight';
import { defineConfig } from 'astro/config';
import { baseLinks } from './src/plugins/base-links.mjs';
import { siteAddress } from './src/plugins/site-address.mjs';
import { wholeNames } from './src/plugins/whole-names.mjs';
import { sidebar } from './src/sidebar.mjs';

// Where the built site is published (HOYITO_SITE_URL): its canonical links and sitemap name this
// address, and a path in it is the folder the site is served from.
const { site, base } = siteAddress(process.env.HOYITO_SITE_URL);

export default defineConfig({
  site,
  base,
  trailingSlash: 'always',
  // Starlight turns on Astro's prefetch of every link a reader points at or touches: a script on
  // every page (about 1.7 KB with its request), and whole pages fetched that may never be read,
  // on a classroom's shared connection or a phone's data plan. The pages are small and the board's
  // script, the same on every page, is cached after the first: a click is quick without it.
  prefetch: false,
  markdown: { processor: satteri({ hastPlugins: [...baseLinks(base), ...wholeNames()] }) },
  vite: {
    resolve: {
      alias: [
        // The engine runs at build time (sample games, examples) from its TypeScript sources, so
        // the site never depends on the engine's dist/ having been built.
        {
          find: '@hoyito/engine',
          replacement: fileURLToPath(new URL('../packages/engine/src/index.ts', import.meta.url)),
        },
        // Starlight's search box fetches Pagefind's UI on every page; this fetches it when a
        // reader goes to search (see the file).
        {
          find: /^@pagefind\/default-ui$/,
          replacement: fileURLToPath(new URL('./src/lib/search-on-demand.ts', import.meta.url)),
        },
      ],
    },
  },
  integrations: [
    starlight({
      title: 'Hoyito',
      description: 'Learn, play and embed Hoyito I, II and III, the Dominican mancala games.',
      defaultLocale: 'root',
      locales: {
        root: { label: 'English', lang: 'en' },
        es: { label: 'Español', lang: 'es' },
      },
      sidebar,
      favicon: '/favicon.svg',
      // Wrapped code never scrolls sideways, so no code block needs to be a focusable region.
      expressiveCode: { defaultProps: { wrap: true } },
      customCss: ['./src/styles/site.css'],
      components: {
        Header: './src/components/overrides/Header.astro',
        LanguageSelect: './src/components/overrides/LanguageSelect.astro',
      },
      lastUpdated: false,
      pagination: true,
    }),
  ],
});

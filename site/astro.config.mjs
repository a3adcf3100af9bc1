import starlight from '@astrojs/starlight';
import { defineConfig } from 'astro/config';
import { sidebar } from './src/sidebar.mjs';

export default defineConfig({
  site: 'http://127.0.0.1:4321',
  trailingSlash: 'always',
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
      customCss: ['./src/styles/site.css'],
      lastUpdated: false,
      pagination: true,
    }),
  ],
});

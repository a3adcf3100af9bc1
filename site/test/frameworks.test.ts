/**
 * The embedding page's npm, React and Vue snippets, in both languages, built as a reader would
 * build them and run in Chromium: the npm import with esbuild, the React component with esbuild
 * and React 19, the Vue component with Vite, `@vitejs/plugin-vue` and the page's own
 * `vite.config.js`. The snippets are read from the pages' source, so the page cannot drift from
 * what is tested.
 *
 * The board comes from `@hoyito/board`'s dist/ (built by the site's build, as for a reader who
 * installs it from npm); the engine from its sources, as elsewhere in the site's tests.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild, type Plugin } from 'esbuild';
import { build as viteBuild } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '../scripts/server.mjs';
import { disconnect, open } from './browser.ts';

const SITE = dirname(dirname(fileURLToPath(import.meta.url)));
const ENGINE = join(SITE, '..', 'packages', 'engine', 'src', 'index.ts');
// Inside site/ so that the apps resolve react, vue and @hoyito/board from site/node_modules.
const APPS = join(SITE, '.test-apps');

const engineFromSources: Plugin = {
  name: 'engine-from-sources',
  setup(build) {
    build.onResolve({ filter: /^@hoyito\/engine$/ }, () => ({ path: ENGINE }));
  },
};

/** The code blocks of one language tag in an MDX page, in order. */
function codeBlocks(page: string, lang: string): string[] {
  const source = readFileSync(join(SITE, 'src', 'content', 'docs', page), 'utf8');
  return [...source.matchAll(new RegExp(`^\`\`\`${lang}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))].map(
    (m) => m[1],
  );
}

function writeApp(name: string, files: Record<string, string>): string {
  const dir = join(APPS, 'src', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
}

const page = (script: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>app</title><link rel="icon" href="data:,"></head><body>${body}<script type="module" src="${script}"></script></body></html>`;

async function bundleWithEsbuild(name: string, entry: string, files: Record<string, string>) {
  const dir = writeApp(name, files);
  const out = join(APPS, 'out', name);
  mkdirSync(out, { recursive: true });
  await esbuild({
    entryPoints: [join(dir, entry)],
    bundle: true,
    format: 'esm',
    jsx: 'automatic',
    outfile: join(out, 'main.js'),
    define: { 'process.env.NODE_ENV': '"development"' },
    plugins: [engineFromSources],
    logLevel: 'silent',
  });
  writeFileSync(join(out, 'index.html'), page('./main.js', '<div id="root"></div>'));
}

/** Builds with Vite from the snippet's own vite.config.js, in development mode (Vue's warnings on). */
async function bundleWithVite(name: string, files: Record<string, string>) {
  const dir = writeApp(name, files);
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'development';
  try {
    await viteBuild({
      root: dir,
      configFile: join(dir, 'vite.config.js'),
      mode: 'development',
      base: './',
      logLevel: 'silent',
      resolve: { alias: { '@hoyito/engine': ENGINE } },
      build: { outDir: join(APPS, 'out', name), emptyOutDir: true, minify: false },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

let url = '';
let close: () => Promise<void> = async () => {};

async function openApp(name: string) {
  const opened = await open(`${url}${name}/index.html`, { warnings: true });
  await opened.page.evaluate(() => customElements.whenDefined('hoyito-board'));
  await opened.page.locator('hoyito-board button[data-hole="0"]').waitFor();
  return {
    ...opened,
    // Vite's development build takes Lit's development build too, which says so once.
    get problems() {
      return opened.problems.filter((p) => !p.startsWith('console warning: Lit is in dev mode'));
    },
  };
}

const LOCALES = [
  { page: 'embedding.mdx', lang: 'en', narration: 'South sows' },
  { page: 'es/embedding.mdx', lang: 'es', narration: 'Sur siembra' },
] as const;

beforeAll(async () => {
  rmSync(APPS, { recursive: true, force: true });
  for (const { page: mdx, lang } of LOCALES) {
    const [npm] = codeBlocks(mdx, 'js');
    await bundleWithEsbuild(`npm-${lang}`, 'main.js', {
      'main.js': `${npm}\nwindow.sameClass = customElements.get('hoyito-board') === HoyitoBoard;\ndocument.body.append(document.createElement('hoyito-board'));\n`,
    });

    const [react] = codeBlocks(mdx, 'jsx');
    const component = /export function (\w+)/.exec(react)?.[1];
    if (component === undefined) throw new Error(`${mdx}: the React snippet exports no function`);
    await bundleWithEsbuild(`react-${lang}`, 'main.jsx', {
      'Game.jsx': react,
      'main.jsx': [
        "import { createRoot } from 'react-dom/client';",
        `import { ${component} } from './Game.jsx';`,
        'window.moves = [];',
        "window.root = createRoot(document.getElementById('root'));",
        `window.root.render(<${component} variant="hoyito-1" onMove={(detail) => window.moves.push(detail.notation)} />);`,
      ].join('\n'),
    });

    const viteConfig = codeBlocks(mdx, 'js').find((block) => block.startsWith('// vite.config.js'));
    const [vue] = codeBlocks(mdx, 'vue');
    if (viteConfig === undefined) throw new Error(`${mdx}: no vite.config.js snippet`);
    await bundleWithVite(`vue-${lang}`, {
      'vite.config.js': viteConfig,
      'App.vue': vue,
      'main.js':
        "import { createApp } from 'vue';\nimport App from './App.vue';\ncreateApp(App).mount('#app');\n",
      'index.html': page('./main.js', '<div id="app"></div>'),
    });
  }
  const served = await serve(join(APPS, 'out'));
  url = served.url.endsWith('/') ? served.url : `${served.url}/`;
  close = () => new Promise((done) => served.server.close(() => done()));
}, 180_000);

afterAll(async () => {
  await close();
  await disconnect();
  rmSync(APPS, { recursive: true, force: true });
});

describe('the embedding page’s framework snippets run as written', () => {
  for (const { page: mdx, lang, narration } of LOCALES) {
    it(`${mdx}: the npm import defines the element and exports its class`, async () => {
      const app = await openApp(`npm-${lang}`);
      try {
        expect(await app.page.evaluate(() => (window as { sameClass?: boolean }).sameClass)).toBe(
          true,
        );
        expect(app.problems).toEqual([]);
      } finally {
        await app.close();
      }
    });

    it(`${mdx}: the React component passes its attributes and reports moves`, async () => {
      const app = await openApp(`react-${lang}`);
      try {
        const board = app.page.locator('hoyito-board');
        const state = await board.evaluate((b) => ({
          variant: (b as unknown as { currentPosition: { variant: string } }).currentPosition
            .variant,
          narrationShown:
            b.shadowRoot
              ?.querySelector('[part="narration"]')
              ?.classList.contains('visually-hidden') === false,
          lang: b.getAttribute('lang'),
        }));
        expect(state).toEqual({
          variant: 'hoyito-1',
          narrationShown: true,
          lang: lang === 'es' ? 'es' : null,
        });
        await board.locator('button[data-hole="0"]').click();
        await app.page.waitForFunction(() => (window as { moves?: string[] }).moves?.length === 1);
        expect(await app.page.evaluate(() => (window as { moves?: string[] }).moves)).toEqual([
          'a',
        ]);
        await expect
          .poll(() => board.locator('[part="narration"]').textContent())
          .toContain(narration);
        // Unmounting runs the effect's clean-up and takes the board out cleanly.
        await app.page.evaluate(() => (window as { root?: { unmount(): void } }).root?.unmount());
        expect(await app.page.locator('hoyito-board').count()).toBe(0);
        expect(app.problems).toEqual([]);
      } finally {
        await app.close();
      }
    });

    it(`${mdx}: the Vue component, built with the page's vite.config.js, reports moves`, async () => {
      const app = await openApp(`vue-${lang}`);
      try {
        const board = app.page.locator('hoyito-board');
        expect(
          await board.evaluate(
            (b) =>
              (b as unknown as { currentPosition: { variant: string } }).currentPosition.variant,
          ),
        ).toBe('hoyito-3');
        await board.locator('button[data-hole="0"]').click();
        await expect.poll(() => app.logs).toEqual(['a']);
        // Vue's development build warns about any tag it takes for an unknown component: the
        // config's isCustomElement is what keeps it quiet.
        expect(app.problems).toEqual([]);
      } finally {
        await app.close();
      }
    });
  }
});

import type { StorybookConfig } from '@storybook/web-components-vite';
import { requireManifest, workspaceAliases } from '../workspace.ts';

type Alias = { find: string | RegExp; replacement: string };
type Plugin = NonNullable<
  Awaited<ReturnType<NonNullable<StorybookConfig['viteFinal']>>>['plugins']
>[number];

/**
 * Resolves packages without the "development" export condition, in `storybook dev` too (where
 * Vite's default would add it): for Lit that condition selects its dev-mode build, which warns
 * in the console on every page. The workspace packages are aliased to their sources instead.
 */
const withoutDevelopmentCondition: Plugin = {
  name: 'hoyito-without-development-condition',
  enforce: 'post',
  configEnvironment(_name, options) {
    const conditions = options.resolve?.conditions;
    if (conditions === undefined) return;
    // In place: a returned config would be merged with this one, and lists are concatenated.
    const kept = conditions.filter((c) => c !== 'development' && c !== 'development|production');
    conditions.splice(0, conditions.length, ...kept, 'production');
  },
};

/** Vite accepts aliases as an object or an array; the list form keeps exact-match patterns. */
function aliasList(alias: unknown): Alias[] {
  if (Array.isArray(alias)) return alias as Alias[];
  if (alias === null || typeof alias !== 'object') return [];
  return Object.entries(alias as Record<string, string>).map(([find, replacement]) => ({
    find,
    replacement,
  }));
}

const config: StorybookConfig = {
  framework: '@storybook/web-components-vite',
  stories: ['../src/**/*.stories.ts'],
  addons: ['@storybook/addon-docs'],
  core: { disableTelemetry: true },
  async viteFinal(vite) {
    const manifest = requireManifest();
    return {
      ...vite,
      resolve: {
        ...vite.resolve,
        alias: [
          ...workspaceAliases,
          { find: /^virtual:hoyito-manifest$/, replacement: manifest },
          ...aliasList(vite.resolve?.alias),
        ],
      },
      plugins: [...(vite.plugins ?? []), withoutDevelopmentCondition],
      // The computer's search worker imports the engine and the AI: an ES module worker.
      worker: { ...vite.worker, format: 'es' },
    };
  },
};

export default config;

/**
 * The workspace packages as the stories and their tests load them: from their TypeScript sources,
 * so that nothing depends on a package's dist/ having been built. The one generated file read here
 * is the board's custom elements manifest, which `pnpm run manifest` writes into manifest/ with the
 * board's own analyzer configuration (into this folder rather than the board's, so that a build of
 * the stories never writes into another package while that one may be building or testing).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const packages = new URL('../packages/', import.meta.url);
const source = (name: string): string => fileURLToPath(new URL(`${name}/src/index.ts`, packages));

/** Exact-match aliases for Vite (`resolve.alias`) and vitest. */
export const workspaceAliases = ['board', 'engine', 'ai'].map((name) => ({
  find: new RegExp(`^@hoyito/${name}$`),
  replacement: source(name),
}));

export const MANIFEST = fileURLToPath(new URL('manifest/custom-elements.json', import.meta.url));

export function requireManifest(): string {
  if (!existsSync(MANIFEST)) {
    throw new Error(
      `${MANIFEST} is missing: it is generated from the board's sources. Run \`pnpm run manifest\` in stories/ (its storybook, build and test scripts do).`,
    );
  }
  return MANIFEST;
}

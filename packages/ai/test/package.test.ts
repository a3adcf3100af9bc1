// What `npm install @hoyito/ai` would get: npm's own list of the tarball, after the build that
// `prepack` runs (see scripts/pack.mjs for what is checked).

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { packProblems } from '../../../scripts/pack.mjs';

it('packs its built entry points and declarations, old TypeScript reads them, its licence, no tests', () => {
  expect(packProblems(join(dirname(fileURLToPath(import.meta.url)), '..'))).toEqual([]);
}, 60_000);

#!/usr/bin/env node
// Usage: node bench/size.mjs       (first half of `pnpm run bench`)
//
// Builds dist/hoyito-board.bundle.js from the current sources and prints one JSON line per
// metric on stdout:
//   {"metric":"bundle-gzip-bytes","value":N,"budget":25600}
//   {"metric":"bundle-raw-bytes","value":N}
//   {"metric":"bundle-part-bytes","part":P,"value":N,"share":S}   one a part (see BUNDLE_PARTS:
//     words, lit, engine, styles, element), minified by esbuild, before terser and gzip
// The budget (25 KiB: Lit, the engine and the element together) is judged by the root's
// scripts/bench.mjs with the others, so that a missed budget does not stop the render
// benchmark from running. Exits 1 only when the bundle cannot be built.

import { LIMITS } from '../../../scripts/bench-budgets.mjs';
import { BUNDLE, buildBundle, bundleParts, fileSize } from '../scripts/build.mjs';

try {
  await buildBundle();
} catch (error) {
  if (!Array.isArray(error?.errors)) console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { raw, gzip } = fileSize(BUNDLE);
console.log(
  JSON.stringify({ metric: 'bundle-gzip-bytes', value: gzip, budget: LIMITS.bundleGzipBytes }),
);
console.log(JSON.stringify({ metric: 'bundle-raw-bytes', value: raw }));
const parts = await bundleParts();
const total = Object.values(parts).reduce((sum, n) => sum + n, 0);
for (const [part, value] of Object.entries(parts)) {
  const share = Math.round((1000 * value) / total) / 1000;
  console.log(JSON.stringify({ metric: 'bundle-part-bytes', part, value, share }));
}

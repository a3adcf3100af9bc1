#!/usr/bin/env node
// Usage: node bench/size.mjs       (first half of `pnpm run bench`)
//
// Builds dist/hoyito-board.bundle.js from the current sources and prints one JSON line per
// metric on stdout:
//   {"metric":"bundle-gzip-bytes","value":N,"budget":25600}
//   {"metric":"bundle-raw-bytes","value":N}
// Exits 1 when the gzipped bundle is over its budget (25 KiB: Lit, the engine and the
// element together).

import { BUNDLE, buildBundle, fileSize } from '../scripts/build.mjs';

const GZIP_BUDGET = 25 * 1024;

try {
  await buildBundle();
} catch (error) {
  if (!Array.isArray(error?.errors)) console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { raw, gzip } = fileSize(BUNDLE);
console.log(JSON.stringify({ metric: 'bundle-gzip-bytes', value: gzip, budget: GZIP_BUDGET }));
console.log(JSON.stringify({ metric: 'bundle-raw-bytes', value: raw }));
if (gzip > GZIP_BUDGET) {
  console.error(`bundle-gzip-bytes: ${gzip} is over the budget of ${GZIP_BUDGET}`);
  process.exit(1);
}

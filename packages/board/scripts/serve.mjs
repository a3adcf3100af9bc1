#!/usr/bin/env node
// Usage: node scripts/serve.mjs [--watch]     (`pnpm run start`; `npm start` at the root)
//
// Builds dist/hoyito-board.bundle.js, then serves packages/board on 127.0.0.1:$PORT
// (4321 by default) and prints the demo's URL. With --watch the bundle is rebuilt whenever a
// source file changes (reload the page to see it). Stop it with Ctrl-C.

import { context } from 'esbuild';
import { BUNDLE, buildBundle, bundleOptions, fileSize, PACKAGE_DIR } from './build.mjs';
import { serveStatic } from './static-server.mjs';

const port = Number.parseInt(process.env.PORT ?? '4321', 10);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT=${process.env.PORT} is not a port number`);
  process.exit(2);
}
const watch = process.argv.includes('--watch');

try {
  if (watch) {
    const options = bundleOptions();
    let builds = 0;
    const announce = {
      name: 'announce-rebuilds',
      setup(b) {
        b.onEnd((result) => {
          if (builds++ === 0) return;
          const when = new Date().toLocaleTimeString();
          if (result.errors.length > 0)
            console.log(`[${when}] rebuild failed; serving the last bundle`);
          else console.log(`[${when}] rebuilt dist/hoyito-board.bundle.js`);
        });
      },
    };
    const ctx = await context({ ...options, plugins: [...options.plugins, announce] });
    await ctx.rebuild();
    await ctx.watch();
    process.on('exit', () => ctx.dispose());
  } else {
    await buildBundle();
  }
} catch (error) {
  if (!Array.isArray(error?.errors)) console.error(error instanceof Error ? error.message : error);
  console.error('The bundle did not build; nothing to serve.');
  process.exit(1);
}
const { gzip } = fileSize(BUNDLE);
console.log(`built dist/hoyito-board.bundle.js (${(gzip / 1024).toFixed(1)} KiB gzipped)`);

let served;
try {
  served = await serveStatic(PACKAGE_DIR, { port, index: '/demo/' });
} catch (error) {
  const why = error?.code === 'EADDRINUSE' ? `port ${port} is in use; set PORT` : error.message;
  console.error(`cannot serve on 127.0.0.1:${port}: ${why}`);
  process.exit(1);
}
console.log(`<hoyito-board> demo: ${served.url}/demo/`);
console.log(watch ? 'rebuilding on changes; Ctrl-C stops' : 'Ctrl-C stops');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    served.server.closeAllConnections();
    served.server.close();
    process.exit(0);
  });
}

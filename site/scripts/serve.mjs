#!/usr/bin/env node
// Usage: node scripts/serve.mjs [--port N]   serves site/dist until Ctrl+C (port 4321, or PORT),
// under the folder in HOYITO_SITE_URL's path when the site was built for one.

import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteAddress } from '../src/plugins/site-address.mjs';
import { serve } from './server.mjs';

const DIST = join(dirname(dirname(fileURLToPath(import.meta.url))), 'dist');
const args = process.argv.slice(2);
const at = args.indexOf('--port');
const port = Number(at >= 0 ? args[at + 1] : (process.env.PORT ?? 4321));

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(
    `serve: the port must be a whole number from 0 to 65535; got ${args[at + 1] ?? process.env.PORT}.`,
  );
  process.exit(2);
}
if (!existsSync(join(DIST, 'index.html'))) {
  console.error('serve: site/dist has no index.html; build the site first (pnpm run build).');
  process.exit(1);
}
// A site built for a folder (HOYITO_SITE_URL with a path) is served from that folder.
let base;
try {
  base = siteAddress(process.env.HOYITO_SITE_URL).base;
} catch (error) {
  console.error(`serve: ${error.message}`);
  process.exit(2);
}
serve(DIST, { port, base }).then(
  ({ url }) => console.log(`Hoyito site: ${url}${base} (Ctrl+C to stop)`),
  (error) => {
    console.error(`serve: cannot listen on 127.0.0.1:${port}: ${error.message}`);
    process.exit(1);
  },
);

// One static server and one Chromium for every site test file (the machine has two cores).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { serve } from '../scripts/server.mjs';

export const DIST = join(dirname(dirname(fileURLToPath(import.meta.url))), 'dist');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    wsEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error(
      'site/dist is not built: run `pnpm run test` (it builds first) or `pnpm run build`.',
    );
  }
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  const { server, url } = await serve(DIST);
  const browser = await chromium.launchServer({
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  project.provide('siteUrl', url);
  project.provide('wsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await new Promise((done) => server.close(done));
  };
}

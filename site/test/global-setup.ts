// One static server and one Chromium for every site test file (the machine has two cores).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { serve } from '../scripts/server.mjs';

export const DIST = join(dirname(dirname(fileURLToPath(import.meta.url))), 'dist');

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
  const executablePath = chromiumPath(); // says how to install Chromium when it is missing
  const { server, url } = await serve(DIST);
  const browser = await chromium.launchServer({
    executablePath,
    headless: true,
    args: [...chromiumArgs],
  });
  project.provide('siteUrl', url);
  project.provide('wsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await new Promise((done) => server.close(done));
  };
}

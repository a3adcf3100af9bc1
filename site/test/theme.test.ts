// The embedding page's theming example stays readable in the site's dark theme as in its light
// one: its fixed colours include the text's, and the board has a background of its own.
import { afterAll, describe, expect, it } from 'vitest';
import { contrast } from '../../scripts/contrast.mjs';
import { connect, disconnect, siteUrl } from './browser.ts';

afterAll(disconnect);

describe('the theming example', () => {
  for (const scheme of ['light', 'dark'] as const)
    for (const path of ['/embedding/', '/es/embedding/'])
      it(`${path} in the ${scheme} theme: labels, counts and status readable`, async () => {
        const context = await (await connect()).newContext({ colorScheme: scheme });
        try {
          const page = await context.newPage();
          await page.goto(new URL(path, siteUrl()).href);
          const board = page.locator('#embed-theme hoyito-board');
          await board.locator('[part~="label"]').first().waitFor();
          const colours = await board.evaluate((element) => {
            const root = element.shadowRoot as ShadowRoot;
            const style = (selector: string) =>
              getComputedStyle(root.querySelector(selector) as Element);
            return {
              label: style('[part~="label"]').color,
              surface: style('[part~="board"]').backgroundColor,
              status: style('[part~="status"]').color,
              behind: getComputedStyle(element).backgroundColor,
            };
          });
          expect(contrast(colours.label, colours.surface), JSON.stringify(colours)).toBeGreaterThan(
            4.5,
          );
          expect(contrast(colours.status, colours.behind), JSON.stringify(colours)).toBeGreaterThan(
            4.5,
          );
        } finally {
          await context.close();
        }
      });
});

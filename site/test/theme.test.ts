// The embedding page's theming example stays readable in the site's dark theme as in its light
// one: its fixed colours include the text's (the element's color), and the board has a background of its own.
import { afterAll, describe, expect, it } from 'vitest';
import { contrast } from '../../scripts/contrast.mjs';
import { connect, disconnect, siteUrl } from './browser.ts';

afterAll(disconnect);

describe('the theming example', () => {
  for (const scheme of ['light', 'dark'] as const)
    for (const path of ['/embedding/', '/es/embedding/'])
      it(`${path} in the ${scheme} theme: labels, counts, status and text on the accent readable`, async () => {
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
            // Text in the scheme's Canvas on the accent: a pressed toggle, a marked hole's letter.
            const probe = root.appendChild(document.createElement('span'));
            probe.style.cssText = 'color: Canvas; background: var(--hoyito-accent-color)';
            const onAccent = getComputedStyle(probe);
            const [canvas, accent] = [onAccent.color, onAccent.backgroundColor];
            probe.remove();
            return {
              label: style('[part~="label"]').color,
              surface: style('[part~="board"]').backgroundColor,
              status: style('[part~="status"]').color,
              behind: getComputedStyle(element).backgroundColor,
              canvas,
              accent,
            };
          });
          expect(contrast(colours.label, colours.surface), JSON.stringify(colours)).toBeGreaterThan(
            4.5,
          );
          expect(contrast(colours.status, colours.behind), JSON.stringify(colours)).toBeGreaterThan(
            4.5,
          );
          expect(contrast(colours.canvas, colours.accent), JSON.stringify(colours)).toBeGreaterThan(
            4.5,
          );
        } finally {
          await context.close();
        }
      });
});

describe("the site's theme menu", () => {
  for (const path of ['/', '/es/'])
    it(`${path}: shows the whole name of the theme chosen`, async () => {
      const context = await (await connect()).newContext({
        viewport: { width: 1280, height: 800 },
      });
      try {
        const page = await context.newPage();
        await page.goto(new URL(path, siteUrl()).href);
        const select = page.locator('starlight-theme-select select').first();
        await select.selectOption('auto');
        // The chosen option's text in the select's own font, against the room the select
        // leaves it between its icon and its arrow (its padding).
        const fit = await select.evaluate((element) => {
          const menu = element as HTMLSelectElement;
          const style = getComputedStyle(menu);
          const probe = document.createElement('span');
          probe.textContent = menu.selectedOptions[0]?.textContent ?? '';
          probe.style.font = style.font;
          probe.style.whiteSpace = 'pre';
          document.body.append(probe);
          const text = probe.getBoundingClientRect().width;
          probe.remove();
          const room =
            menu.clientWidth -
            Number.parseFloat(style.paddingInlineStart) -
            Number.parseFloat(style.paddingInlineEnd);
          return { text, room, label: probe.textContent };
        });
        expect(fit.text, JSON.stringify(fit)).toBeLessThanOrEqual(fit.room);
      } finally {
        await context.close();
      }
    });
});

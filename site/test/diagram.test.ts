import { spawnSync } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePosition } from '@hoyito/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { disconnect, open } from './browser.ts';

afterAll(disconnect);

const ROOT = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const POSITION = 'h2/1.1.4.8.0.4/1.1.5.5.0.2/12-4/s';

describe('the diagram maker', () => {
  it('downloads a valid SVG of the position, the same the command line draws', async () => {
    const { page, problems, close } = await open('/diagrams/');
    try {
      await page.locator('#diagram-form input[name="position"]').fill(POSITION);
      await page.locator('#diagram-form input[name="highlight"]').fill('c');
      await page.locator('#diagram-form input[name="highlight"]').dispatchEvent('change');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.locator('#diagram-download').click(),
      ]);
      expect(download.suggestedFilename()).toBe('hoyito-diagram.svg');
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      const svg = Buffer.concat(chunks).toString('utf8');

      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? null,
          root: doc.documentElement.localName,
          position: doc.documentElement.getAttribute('data-position'),
          holes: [...doc.querySelectorAll('[data-hole]')].map((g) => [
            Number(g.getAttribute('data-hole')),
            Number(g.getAttribute('data-count')),
          ]),
          marked: doc.querySelectorAll('[data-hole][data-state]').length,
        };
      }, svg);
      expect(parsed.error).toBeNull();
      expect(parsed.root).toBe('svg');
      expect(parsed.position).toBe(POSITION);
      const position = parsePosition(POSITION);
      if (!position.ok) throw new Error(position.error.message);
      expect(parsed.holes.sort((a, b) => a[0] - b[0]).map(([, count]) => count)).toEqual([
        ...position.value.board,
      ]);
      expect(parsed.marked, 'the highlighted move is marked').toBeGreaterThan(0);

      const cli = spawnSync(
        'pnpm',
        ['--silent', 'diagram', '--position', POSITION, '--highlight', 'c', '--lang', 'en'],
        { cwd: ROOT, encoding: 'utf8' },
      );
      expect(cli.stderr).toBe('');
      expect(cli.stdout.trim()).toBe(svg.trim());
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('downloads a position typed and left for the button at once, with one click', async () => {
    const { page, problems, close } = await open('/diagrams/');
    try {
      const typed = 'h2/3.5.5/1.2.3/0-0/n';
      const position = page.locator('#diagram-form input[name="position"]');
      await position.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(typed);
      // No Tab and no change told by the test: the click itself takes the focus from the field.
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 5_000 }),
        page.locator('#diagram-download').click(),
      ]);
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).toString('utf8')).toContain(`data-position="${typed}"`);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('gives the picture’s description as alt text to copy, kept up to date', async () => {
    const { page, problems, close } = await open('/es/diagrams/');
    try {
      const alt = page.locator('#diagram-alt');
      await expect
        .poll(() => alt.inputValue())
        .toMatch(/^Le toca a Sur\. Sembrado desde c de Sur\./);
      await page.locator('#diagram-form input[name="position"]').fill(POSITION);
      await page.locator('#diagram-form input[name="highlight"]').fill('');
      await page.locator('#diagram-form input[name="highlight"]').dispatchEvent('change');
      await expect
        .poll(() => alt.inputValue())
        .toMatch(/^Le toca a Sur\. a, casita de Sur, 1 semilla\./);
      expect(await alt.inputValue()).toContain('Norte ha comido 4 semillas.');
      expect(await alt.getAttribute('readonly')).not.toBeNull();
      // A move South cannot play is not drawn; the alt text says why, as the picture does.
      await page.locator('#diagram-form input[name="highlight"]').fill('A');
      await page.locator('#diagram-form input[name="highlight"]').dispatchEvent('change');
      await expect
        .poll(() => alt.inputValue())
        .toMatch(/^Le toca a Sur\. La casita A es de Norte; le toca a Sur\. a, casita de Sur/);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('says so when the position cannot be drawn', async () => {
    const { page, close } = await open('/es/diagrams/');
    try {
      await page.locator('#diagram-form input[name="position"]').fill('h9/bad');
      await page.locator('#diagram-form input[name="position"]').dispatchEvent('change');
      const download = page.locator('#diagram-download');
      await download.click();
      await expect
        .poll(() => page.locator('#diagram-status').textContent())
        .toContain('no se puede dibujar');
      // Said beside the button, and as its description.
      expect(await download.getAttribute('aria-describedby')).toBe('diagram-status');
      const [button, status] = await Promise.all(
        [download, page.locator('#diagram-status')].map((l) => l.boundingBox()),
      );
      expect(Math.abs((status?.y ?? 0) - (button?.y ?? 1000))).toBeLessThan(60);
      // The field at fault is marked, and the other is not; mended, no longer.
      const field = (name: string) => page.locator(`#diagram-form input[name="${name}"]`);
      expect(await field('position').getAttribute('aria-invalid')).toBe('true');
      expect(await field('highlight').getAttribute('aria-invalid')).toBe(null);
      // The board's own words for it, under the field and describing it, not only in the
      // board's place further down.
      const problem = page.locator('#diagram-position-problem');
      const highlightProblem = page.locator('#diagram-highlight-problem');
      const boardSays = () =>
        page
          .locator('#diagram-board hoyito-board')
          .evaluate(
            (b) =>
              (b as HTMLElement & { error: { localizedMessage: string } }).error.localizedMessage,
          );
      expect(await problem.textContent()).toBe(await boardSays());
      expect(await problem.textContent()).toMatch(/^La posición no es válida/);
      expect(await problem.getAttribute('lang')).toBe('es');
      // The words are the diagram's, in its language, which need not be the page's.
      await page.locator('#diagram-form select[name="lang"]').selectOption('en');
      await expect.poll(() => problem.getAttribute('lang')).toBe('en');
      expect(await problem.textContent()).toMatch(/^The position is not valid/);
      expect(await field('position').getAttribute('aria-describedby')).toBe(
        'diagram-position-help diagram-position-problem',
      );
      expect(await field('highlight').getAttribute('aria-describedby')).toBe(null);
      const [input, words] = await Promise.all(
        [field('position'), problem].map((l) => l.boundingBox()),
      );
      const below = (words?.y ?? 1000) - ((input?.y ?? 0) + (input?.height ?? 0));
      expect(below).toBeGreaterThanOrEqual(0);
      expect(below).toBeLessThan(120);
      await field('position').fill('h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s');
      await field('position').dispatchEvent('change');
      await expect.poll(() => field('position').getAttribute('aria-invalid')).toBe(null);
      expect(await problem.textContent()).toBe('');
      expect(await problem.isVisible()).toBe(false);
      expect(await field('position').getAttribute('aria-describedby')).toBe(
        'diagram-position-help',
      );
      // A hole the board does not have, to mark: the highlight field is the one at fault.
      await field('highlight').fill('z');
      await field('highlight').dispatchEvent('change');
      await expect.poll(() => field('highlight').getAttribute('aria-invalid')).toBe('true');
      expect(await field('position').getAttribute('aria-invalid')).toBe(null);
      // Said under the row of its own field, not under the position's.
      expect(await highlightProblem.textContent()).toBe(await boardSays());
      expect(await problem.textContent()).toBe('');
      expect(await field('highlight').getAttribute('aria-describedby')).toBe(
        'diagram-highlight-problem',
      );
      const [mark, told] = await Promise.all(
        [field('highlight'), highlightProblem].map((l) => l.boundingBox()),
      );
      expect((told?.y ?? 0) - ((mark?.y ?? 0) + (mark?.height ?? 0))).toBeGreaterThanOrEqual(0);
      expect((told?.y ?? 1000) - ((mark?.y ?? 0) + (mark?.height ?? 0))).toBeLessThan(60);
    } finally {
      await close();
    }
  });

  it('follows a position typed by hand with its variant and board size selects', async () => {
    const { page, problems, close } = await open('/diagrams/');
    try {
      const form = page.locator('#diagram-form');
      await form.locator('select[name="holes"]').selectOption('12');
      await form.locator('input[name="position"]').fill('h1/4.4.4/4.4.4/0-0/s');
      await form.locator('input[name="position"]').dispatchEvent('change');
      await expect.poll(() => form.locator('select[name="holes"]').inputValue()).toBe('3');
      expect(await form.locator('select[name="variant"]').inputValue()).toBe('hoyito-1');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

/**
 * The museum screens the pages show (a board with `loop`: the computer on both sides, a recorded
 * game, or visitors playing the computer), run as written on the site's origin: nobody watches
 * over such a screen, so none of its buttons may hold the loop (the animation's Pause or a step
 * would, until someone resumed it; a replay's Stop does, unless `idle` takes it back), and the
 * classroom page's button hands South to a visitor.
 * The examples are read from the pages' source, so a page cannot drift from what is tested.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { en } from '../../packages/board/src/i18n/en.ts';
import { es } from '../../packages/board/src/i18n/es.ts';
import { disconnect, htmlExamples, openHtml } from './browser.ts';

afterAll(disconnect);

/** The page's HTML examples of a board with `loop`. */
function loopExamples(page: string): string[] {
  return htmlExamples(page).filter((block) => /<hoyito-board\b[^>]*\sloop[\s>=]/.test(block));
}

/** Runs `html` after the bundle, as a page at /museum-example.html of the site. */
function open(html: string) {
  const body = `<!doctype html><html><head><meta charset="utf-8"><title>Museum</title><script type="module" src="/board/hoyito-board.bundle.js"></script></head><body>${html}</body></html>`;
  return openHtml('/museum-example.html', body);
}

const PAGES = [
  // The computer against itself, a recorded game, and visitors playing the computer.
  { page: 'embedding.mdx', words: en, examples: 3 },
  { page: 'es/embedding.mdx', words: es, examples: 3 },
  { page: 'classrooms.mdx', words: en, examples: 1 },
  { page: 'es/classrooms.mdx', words: es, examples: 1 },
];

describe('the museum screens the pages show', () => {
  for (const { page, words, examples } of PAGES) {
    it(`${page}: no button of its board holds the loop`, async () => {
      const found = loopExamples(page);
      expect(found, `${page}: examples with loop`).toHaveLength(examples);
      for (const example of found) {
        const { page: tab, close } = await open(example);
        try {
          const board = tab.locator('hoyito-board');
          await board.locator('[part~="controls"]').waitFor();
          const buttons = await board.evaluate((b) =>
            [...(b.shadowRoot as ShadowRoot).querySelectorAll('[part~="controls"] button')].map(
              (button) => button.textContent?.trim() ?? '',
            ),
          );
          const { pause, resume, stepSeed, stepLap } = words.controls;
          for (const holds of [pause, resume, stepSeed, stepLap])
            expect(buttons, `${page}: the board's buttons`).not.toContain(holds);
          // A replay's own Stop and steps leave it where the reader left it: `idle` takes it back
          // to its start, whence the loop goes on.
          const { play, pause: stop } = words.controls.replay;
          if (buttons.includes(play) || buttons.includes(stop))
            expect(example, `${page}: a replay's screen`).toMatch(/\sidle[=\s>]/);
        } finally {
          await close();
        }
      }
    });
  }

  for (const page of ['classrooms.mdx', 'es/classrooms.mdx']) {
    it(`${page}: its button hands South to a visitor, who can play and take back`, async () => {
      const { page: tab, close } = await open(loopExamples(page)[0]);
      try {
        await tab.locator('#take-south').click();
        const board = tab.locator('hoyito-board');
        await board.evaluate(
          (b) => (b as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete,
        );
        const state = await board.evaluate((b) => {
          const played = b as HTMLElement & { legalMoves: readonly number[] };
          return {
            south: b.getAttribute('south-player'),
            loop: b.hasAttribute('loop'),
            moves: played.legalMoves.length,
          };
        });
        expect(state).toEqual({ south: 'human', loop: false, moves: 6 });
        const undo = page.startsWith('es/') ? es.controls.undo : en.controls.undo;
        expect(await board.getByRole('button', { name: undo, exact: true }).count()).toBe(1);
      } finally {
        await close();
      }
    });

    // idle waits only on a game with a move of the visitor's in it: before one, the page's own
    // timer hands the screen back. Run with the page's wait cut to a second.
    const handedBack = (tab: Awaited<ReturnType<typeof open>>['page']) =>
      tab.waitForFunction(
        () => {
          const b = document.querySelector('hoyito-board');
          return b?.getAttribute('south-player') === 'casual' && b.hasAttribute('loop');
        },
        undefined,
        { timeout: 5000 },
      );
    const shortened = () => {
      const example = loopExamples(page)[0];
      expect(example).toContain('const WAIT = 120;');
      return open(example.replace('const WAIT = 120;', 'const WAIT = 1;'));
    };

    it(`${page}: a visitor who takes South and leaves before a first move is handed back`, async () => {
      const { page: tab, close } = await shortened();
      try {
        await tab.locator('#take-south').click();
        const board = tab.locator('hoyito-board');
        expect(await board.getAttribute('south-player')).toBe('human');
        await handedBack(tab);
        expect(await board.getAttribute('idle')).toBe(null);
      } finally {
        await close();
      }
    });

    it(`${page}: touches keep the screen, and a move taken back leaves it to the page's timer`, async () => {
      const { page: tab, close } = await shortened();
      try {
        await tab.locator('#take-south').click();
        const board = tab.locator('hoyito-board');
        // A visitor reading the board moves the pointer over it: kept, well past the wait.
        for (let i = 0; i < 8; i++) {
          await board.dispatchEvent('pointermove');
          await tab.waitForTimeout(300);
        }
        expect(await board.getAttribute('south-player')).toBe('human');
        // A move, taken back at once: nothing of the visitor's is left for idle to wait on.
        const undone = await board.evaluate((b) => {
          const played = b as HTMLElement & { play(hole: string): boolean; undo(): boolean };
          return played.play('c') && played.undo();
        });
        expect(undone).toBe(true);
        await handedBack(tab);
      } finally {
        await close();
      }
    });
  }
});

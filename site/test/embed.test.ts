import { readFileSync } from 'node:fs';
import { createPosition, makePosition, type Setup } from '@hoyito/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { recordMoves } from '../src/lib/reserve.ts';
import { sampleRecord } from '../src/lib/sample-game.ts';
import { disconnect, isLive, open, siteUrl } from './browser.ts';

afterAll(disconnect);

const BOARD = '#embed-board hoyito-board';

async function embed(
  query: string,
  path = '/embed/',
  viewport?: { width: number; height: number },
) {
  const opened = await open(`${path}?${query}`, { viewport });
  await opened.page.locator(BOARD).waitFor();
  // The page names what the board made of its parameters once the board has set itself up.
  await opened.page.locator(BOARD).evaluate(async (board) => {
    await customElements.whenDefined('hoyito-board');
    await (board as unknown as { updateComplete: Promise<boolean> }).updateComplete;
  });
  await opened.page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  return opened;
}

describe('/embed/', () => {
  it('honours variant, holes, seeds, narration, orientation, controls and lang', async () => {
    const { page, problems, close } = await embed(
      'variant=hoyito-3&holes=8&seeds=3&narration=on&orientation=north&controls=none&lang=es',
    );
    try {
      const state = await page.locator(BOARD).evaluate((b) => {
        const board = b as HTMLElement & {
          currentPosition: { variant: string; holes: number; board: number[] };
        };
        const root = b.shadowRoot as ShadowRoot;
        return {
          variant: board.currentPosition.variant,
          holes: board.currentPosition.holes,
          board: [...board.currentPosition.board],
          narration: b.hasAttribute('narration'),
          narrationShown: !root
            .querySelector('[part="narration"]')
            ?.classList.contains('visually-hidden'),
          controls: root.querySelectorAll('[part="controls"]').length,
          firstBottomHole: root
            .querySelectorAll('.row')[1]
            ?.querySelector('[data-hole]')
            ?.getAttribute('data-hole'),
          holeName: root.querySelector('[data-hole="0"]')?.getAttribute('aria-label'),
        };
      });
      expect(state.variant).toBe('hoyito-3');
      expect(state.holes).toBe(8);
      expect(state.board).toEqual(new Array(16).fill(3));
      expect(state.narration).toBe(true);
      expect(state.narrationShown).toBe(true);
      expect(state.controls).toBe(0);
      // North at the bottom: the bottom row is North's, holes 8 to 15.
      expect(Number(state.firstBottomHole)).toBeGreaterThanOrEqual(8);
      expect(state.holeName).toContain('casita de Sur');
      expect(problems).toEqual([]);
      expect(await page.locator('#embed-problems').textContent()).toBe('');
      // No empty red box either.
      expect(await page.locator('#embed-problems').isVisible()).toBe(false);
    } finally {
      await close();
    }
  });

  it('takes the controls separated by commas, as the Embed page’s example writes them', async () => {
    const { page, problems, close } = await embed('controls=undo,flip');
    try {
      const shown = await page
        .locator(BOARD)
        .evaluate((b) =>
          [...(b.shadowRoot as ShadowRoot).querySelectorAll('[part~="controls"] button')].map((c) =>
            c.textContent?.trim(),
          ),
        );
      expect(shown).toEqual(['Undo', 'Redo', 'Flip board']);
      expect(problems).toEqual([]);
      expect(await page.locator('#embed-problems p').count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('honours position, mode and highlight', async () => {
    const position = 'h2/1.1.4.8.0.4/1.1.5.5.0.2/12-4/s';
    const { page, problems, close } = await embed(`position=${position}&mode=diagram&highlight=c`);
    try {
      const state = await page.locator(BOARD).evaluate((b) => ({
        setup: (
          b as unknown as { currentPosition: { toSetup(): unknown } }
        ).currentPosition.toSetup(),
        mode: b.getAttribute('mode'),
        marked: [...(b.shadowRoot as ShadowRoot).querySelectorAll('[data-hole][data-state]')].map(
          (g) => `${g.getAttribute('data-hole')}:${g.getAttribute('data-state')}`,
        ),
      }));
      const made = createPosition(state.setup as Setup);
      expect(made.ok && makePosition(made.value)).toBe(position);
      expect(state.mode).toBe('diagram');
      expect(state.marked.length, 'the highlighted move marks holes').toBeGreaterThan(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('honours the computer, speed, first, rounds, loop and idle', async () => {
    const { page, problems, close } = await embed(
      'variant=hoyito-2&first=north&south-player=casual&think-ms=100&speed=instant&rounds=3&loop=20&idle=300',
    );
    try {
      // North (a person) moves first (A, which captures nothing); the computer answers for South.
      const replied = await page.locator(BOARD).evaluate(
        (b) =>
          new Promise<{ round: string; moves: string[] }>((resolve) => {
            const board = b as HTMLElement & { play(move: number): boolean };
            const round =
              (b.shadowRoot as ShadowRoot).querySelector('[part="status"]')?.textContent ?? '';
            const moves: string[] = [];
            b.addEventListener('hoyito-move', (event) => {
              moves.push((event as CustomEvent).detail.notation);
              if (moves.length === 2) resolve({ round, moves });
            });
            board.play(6);
          }),
      );
      expect(replied.round).toBe('Round 1 of 3 · North to move');
      expect(replied.moves[0]).toBe('A');
      expect(replied.moves[1]).toMatch(/^[a-f]$/);
      const attributes = await page
        .locator(BOARD)
        .evaluate((b) => [b.getAttribute('speed'), b.getAttribute('loop'), b.getAttribute('idle')]);
      expect(attributes).toEqual(['instant', '20', '300']);
      expect(problems).toEqual([]);
      expect(await page.locator('#embed-problems').textContent()).toBe('');
    } finally {
      await close();
    }
  });

  it('honours record in replay mode', async () => {
    const record = sampleRecord();
    const { page, problems, close } = await embed(
      `mode=replay&record=${encodeURIComponent(record)}`,
    );
    try {
      const moves = await page
        .locator(BOARD)
        .evaluate((b) => (b.shadowRoot as ShadowRoot).querySelectorAll('[part="moves"] li').length);
      expect(moves).toBe(recordMoves(record));
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  // The iframe the embedding page shows, at the very size it gives, in its language: the board
  // fits without a scroll bar (until its narration, when shown, has something to say).
  for (const [doc, path] of [
    ['embedding.mdx', '/embed/'],
    ['es/embedding.mdx', '/es/embed/'],
  ] as const) {
    it(`fits the iframe that ${doc} shows, without scrolling`, async () => {
      const text = readFileSync(new URL(`../src/content/docs/${doc}`, import.meta.url), 'utf8');
      const size = /<iframe[^>]*?\swidth="(\d+)"\s+height="(\d+)"/.exec(text);
      if (size === null) throw new Error(`${doc} shows no <iframe> with a width and a height`);
      const viewport = { width: Number(size[1]), height: Number(size[2]) };
      for (const query of ['variant=hoyito-2&narration=on', 'variant=hoyito-1', 'holes=12']) {
        const { page, problems, close } = await open(`${path}?${query}`, { viewport });
        try {
          await page.locator(BOARD).waitFor();
          await page.evaluate(
            () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
          );
          const [scroll, client] = await page.evaluate(() => [
            document.documentElement.scrollHeight,
            document.documentElement.clientHeight,
          ]);
          expect(scroll, `${query}: the page's height in a ${viewport.height} px frame`).toBe(
            client,
          );
          expect(problems).toEqual([]);
        } finally {
          await close();
        }
      }
    });
  }

  // What each page says of a frame without the narration, at its snippet's width (640): the
  // heights it gives hold from the first position to the game's end, or the match's (the status
  // line longest then), and what it says takes more does not fit 540.
  for (const [path, heights] of [
    [
      '/embed/',
      [
        ['variant=hoyito-2', 540],
        ['holes=12', 540],
        ['variant=hoyito-3&rounds=3', 540],
        ['variant=hoyito-3&rounds=3&holes=12', 560],
      ],
    ],
    [
      '/es/embed/',
      [
        ['variant=hoyito-2', 540],
        ['variant=hoyito-3&rounds=3', 560],
        ['holes=12', 580],
        ['variant=hoyito-3&rounds=3&holes=12', 610],
      ],
    ],
  ] as const) {
    it(`${path} without narration fits the heights its page gives, to the game's end`, async () => {
      for (const [query, height] of heights) {
        for (const frame of height > 540 ? [height, 540] : [height]) {
          const { page, problems, close } = await embed(`${query}&speed=instant`, path, {
            width: 640,
            height: frame,
          });
          try {
            const overflow = await page.locator(BOARD).evaluate(async (b) => {
              const board = b as HTMLElement & {
                play(move: number | string): boolean;
                legalMoves: readonly number[];
                currentPosition: { over: boolean };
                nextGame(): boolean;
                updateComplete: Promise<boolean>;
                setAttribute(name: string, value: string): void;
              };
              const root = document.documentElement;
              let most = 0;
              const shown = async () => {
                await board.updateComplete;
                await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
                most = Math.max(most, root.scrollHeight - root.clientHeight);
              };
              board.setAttribute('north-player', 'human');
              await shown();
              // Each side plays its first legal move until the game ends; a match's rounds are
              // played to the match's end, whose status line says the most.
              for (let round = 0; round < 10; round++) {
                for (let turn = 0; turn < 2000 && !board.currentPosition.over; turn++) {
                  const moves = board.legalMoves;
                  board.play(moves.length === 0 ? 'pass' : moves[0]);
                  if (turn % 5 === 0) await shown();
                }
                await shown();
                if (!board.nextGame()) break;
                await shown();
              }
              return most;
            });
            if (frame === height) expect(overflow, `${query} in a ${frame} px frame`).toBe(0);
            else expect(overflow, `${query} in a ${frame} px frame`).toBeGreaterThan(0);
            expect(problems).toEqual([]);
          } finally {
            await close();
          }
        }
      }
    });
  }

  // What the page promises of its snippet's height: the narration of a 2×6 game's first moves,
  // every first move and every reply to it, fits the frame in that page's language (Spanish
  // words run longer: at 720 px its very first move scrolled).
  for (const [doc, path] of [
    ['embedding.mdx', '/embed/'],
    ['es/embedding.mdx', '/es/embed/'],
  ] as const) {
    it(`holds the narration of the first moves in the iframe that ${doc} shows`, async () => {
      const text = readFileSync(new URL(`../src/content/docs/${doc}`, import.meta.url), 'utf8');
      const size = /<iframe[^>]*?\swidth="(\d+)"\s+height="(\d+)"/.exec(text);
      if (size === null) throw new Error(`${doc} shows no <iframe> with a width and a height`);
      const viewport = { width: Number(size[1]), height: Number(size[2]) };
      const { page, problems, close } = await open(
        `${path}?variant=hoyito-2&narration=on&speed=instant`,
        { viewport },
      );
      try {
        await page.locator(BOARD).waitFor();
        const overflows = await page.locator(BOARD).evaluate(async (b) => {
          const board = b as HTMLElement & {
            newGame(): void;
            play(move: number): boolean;
            legalMoves: readonly number[];
            updateComplete: Promise<boolean>;
          };
          const shown = async () => {
            await board.updateComplete;
            await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          };
          const root = document.documentElement;
          const found: string[] = [];
          for (const first of [0, 1, 2, 3, 4, 5]) {
            board.newGame();
            await shown();
            board.play(first);
            await shown();
            for (const reply of board.legalMoves) {
              board.newGame();
              await shown();
              board.play(first);
              await shown();
              board.play(reply);
              await shown();
              if (root.scrollHeight > root.clientHeight)
                found.push(`${first} ${reply}: ${root.scrollHeight} px`);
            }
          }
          return found;
        });
        expect(overflows, `${doc}: moves that scroll a ${viewport.height} px frame`).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  // The same iframe on a phone's page: the snippet's style narrows it to the page, which does not
  // scroll sideways, and the board inside fits the narrower frame's width.
  for (const doc of ['embedding.mdx', 'es/embedding.mdx'] as const) {
    it(`the iframe that ${doc} shows fits a 320 px page`, async () => {
      const text = readFileSync(new URL(`../src/content/docs/${doc}`, import.meta.url), 'utf8');
      const snippet = /<iframe\s[\s\S]*?<\/iframe>/.exec(text)?.[0];
      if (snippet === undefined) throw new Error(`${doc} shows no <iframe>`);
      const src = /src="https:\/\/hoyito\.example(\/[^"]*)"/.exec(snippet)?.[1];
      if (src === undefined) throw new Error(`${doc}'s <iframe> has no hoyito.example src`);
      const framed = snippet.replace(/src="[^"]*"/, `src="${new URL(src, siteUrl()).href}"`);
      // A page of the site's origin with no search box (whose script would look for it after
      // the content is replaced), to put the snippet in.
      const { page, problems, close } = await open('/embed/', {
        viewport: { width: 320, height: 800 },
      });
      try {
        await page.setContent(`<!doctype html><html lang="en"><body>${framed}</body></html>`);
        const frame = page.frameLocator('iframe');
        await frame.locator(BOARD).waitFor();
        const [scroll, client, frameWidth] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          document.documentElement.clientWidth,
          document.querySelector('iframe')?.getBoundingClientRect().width ?? 0,
        ]);
        expect(scroll, 'the page scrolls sideways').toBe(client);
        expect(frameWidth).toBeLessThanOrEqual(client);
        const inside = await frame
          .locator('html')
          .evaluate((root) => [root.scrollWidth, root.clientWidth]);
        expect(inside[0], 'the frame scrolls sideways').toBe(inside[1]);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  // The board words its message in its own language (lang=…): the sentence around it follows,
  // whatever form of the tag names that language (as the board reads it: a regional one, any
  // case), and says which it is in.
  for (const [path, query, said, lang] of [
    [
      '/es/embed/',
      'holes=13&lang=en',
      'Parameter “holes”: Holes per row must be a whole number from 3 to 12',
      'en',
    ],
    ['/embed/', 'holes=13&lang=es', 'Parámetro «holes»: Las casitas por fila', 'es'],
    ['/embed/', 'lang=es-DO&holes=abc', 'Parámetro «holes»: Las casitas por fila', 'es'],
    ['/embed/', 'lang=ES&holes=abc', 'Parámetro «holes»: Las casitas por fila', 'es'],
    ['/es/embed/', 'lang=en-GB&seeds=99', 'Parameter “seeds”: Seeds per hole must be', 'en'],
  ] as const) {
    it(`words a bad parameter in the board's language, ${query} under ${path}`, async () => {
      const { page, close } = await embed(query, path);
      try {
        const line = page.locator('#embed-problems p');
        await expect.poll(() => line.textContent()).toContain(said);
        // The frame speaks the board's language, its own words and title with it.
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        expect(await page.title()).toBe(lang === 'es' ? 'Tablero de Hoyito' : 'Hoyito board');
      } finally {
        await close();
      }
    });
  }

  it('words its own complaints in the board’s language too', async () => {
    const { page, close } = await embed(
      'lang=es&foo=1&narration=si&variant=hoyito-2&variant=hoyito-3',
    );
    try {
      const said = await page.locator('#embed-problems p').allTextContents();
      expect(said).toEqual([
        expect.stringMatching(/^Parámetro desconocido «foo»; los parámetros son variant, holes/),
        expect.stringMatching(/^narration=«si» no es válido; usa narration=on o narration=off/),
        'El parámetro «variant» aparece más de una vez; ponlo una sola vez.',
      ]);
      expect(await page.locator('h1').textContent()).toBe('Tablero de Hoyito');
    } finally {
      await close();
    }
  });

  it('tells only what its parameters caused, not what goes wrong later in play', async () => {
    const { page, close } = await embed('holes=13');
    try {
      const box = page.locator('#embed-problems p');
      await expect
        .poll(() => box.allTextContents())
        .toEqual([
          expect.stringMatching(/^Parameter “holes”: Holes per row must be a whole number/),
        ]);
      // The board says it in its place, in an alert of its own: the frame's line, listed to be
      // read, is not a second alert.
      expect(await page.locator(`${BOARD} [part="error"]`).getAttribute('role')).toBe('alert');
      expect(await page.locator('#embed-alert p').count()).toBe(0);
      expect(await page.locator('#embed-told p').count()).toBe(1);
      expect(await page.locator('#embed-problems').isVisible()).toBe(true);
      expect(await isLive(page.locator('#embed-told'))).toBe(false);
    } finally {
      await close();
    }
    const good = await embed('variant=hoyito-2');
    try {
      // A game loaded by the page later and refused: the board says why, under itself.
      const refused = await good.page
        .locator(BOARD)
        .evaluate((b) => (b as unknown as { load(text: string): boolean }).load('h9/nonsense'));
      expect(refused).toBe(false);
      await good.page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
      expect(await good.page.locator('#embed-problems p').count()).toBe(0);
    } finally {
      await good.close();
    }
  });

  it('names a parameter that a position overrides, in the page’s language', async () => {
    for (const [path, words] of [
      ['/embed/', 'Parameter “holes” is ignored: the position sets it.'],
      ['/es/embed/', 'El parámetro «holes» no se tiene en cuenta: lo fija la posición.'],
    ] as const) {
      // A value the board would refuse (2 holes), which the position makes irrelevant.
      const { page, close } = await embed(
        'holes=2&mode=diagram&position=h1/4.4.4/4.4.4/0-0/s',
        path,
      );
      try {
        const box = page.locator('#embed-problems');
        await expect.poll(() => box.textContent()).toContain(words);
        expect(await box.locator('p').count()).toBe(1);
        // The position's board, as written (the holes on show: a diagram draws a narrow layout
        // too, displayed only on a narrow board).
        expect(
          await page.locator(`${BOARD} [part~="hole"]`).filter({ visible: true }).count(),
        ).toBe(6);
      } finally {
        await close();
      }
    }
  });

  it('lists every bad parameter the board refuses, the one it explains in its place not said twice', async () => {
    const { page, close } = await embed('variant=nope&loop=-1&idle=0');
    try {
      const told = await page.locator('#embed-told p').allTextContents();
      const alert = await page.locator('#embed-alert p').allTextContents();
      // The board explains the variant in its place, in its own alert.
      expect(told).toEqual([expect.stringMatching(/^Parameter “variant”: /)]);
      expect(alert).toEqual([
        expect.stringMatching(/^Parameter “loop”: /),
        expect.stringMatching(/^Parameter “idle”: /),
      ]);
    } finally {
      await close();
    }
  });

  it('names no overridden parameter beside a position or record the board refuses', async () => {
    for (const [query, attribute] of [
      ['variant=hoyito-2&holes=8&position=zzz', 'position'],
      [`position=h2/3.5.5/1.2.3/0-0/n&record=${encodeURIComponent('[Variant "h9"]')}`, 'record'],
    ] as const) {
      const { page, close } = await embed(query);
      try {
        // Only the fault to fix: the board's, listed as its parameter.
        expect(await page.locator('#embed-problems p').allTextContents()).toEqual([
          expect.stringMatching(new RegExp(`^Parameter “${attribute}”: `)),
        ]);
      } finally {
        await close();
      }
    }
    // Beside another bad parameter, the refused position is listed too, and still overrides
    // nothing.
    const both = await embed('loop=-1&holes=8&position=zzz');
    try {
      expect(await both.page.locator('#embed-told p').allTextContents()).toEqual([
        expect.stringMatching(/^Parameter “loop”: /),
      ]);
      expect(await both.page.locator('#embed-alert p').allTextContents()).toEqual([
        expect.stringMatching(/^Parameter “position”: /),
      ]);
    } finally {
      await both.close();
    }
    // The same override beside a position the board plays is named.
    const { page, close } = await embed('variant=hoyito-2&position=h1/4.4.4/4.4.4/0-0/s');
    try {
      expect(await page.locator('#embed-problems p').allTextContents()).toEqual([
        'Parameter “variant” is ignored: the position sets it.',
      ]);
    } finally {
      await close();
    }
  });

  // The board plays a record and passes over a position beside it: the page says so, and keeps
  // the room of the record's board, not of the position's.
  it('names a position that a record overrides, and reserves the record’s board', async () => {
    const position = 'h2/3.5.5/1.2.3/0-0/n';
    const reserved = async (query: string, path = '/embed/') => {
      const { page, close } = await embed(query, path);
      try {
        return {
          height: await page
            .locator('#embed-board')
            .evaluate((holder) => getComputedStyle(holder).minHeight),
          said: await page.locator('#embed-problems p').allTextContents(),
          holes: await page
            .locator(BOARD)
            .evaluate(
              (b) => (b as unknown as { currentPosition: { holes: number } }).currentPosition.holes,
            ),
        };
      } finally {
        await close();
      }
    };
    const record = encodeURIComponent('[Variant "hoyito-1"]\n\nc');
    const alone = await reserved(`record=${record}`);
    expect(alone).toMatchObject({ said: [], holes: 6 });
    for (const [path, words] of [
      ['/embed/', 'Parameter “position” is ignored: the record sets it.'],
      ['/es/embed/', 'El parámetro «position» no se tiene en cuenta: lo fija el registro.'],
    ] as const)
      expect(await reserved(`position=${position}&record=${record}`, path)).toEqual({
        ...alone,
        said: [words],
      });
    // The position alone is another board, with other room.
    expect((await reserved(`position=${position}`)).height).not.toBe(alone.height);
    // A record on another board than 2×6 has that board's room.
    const eight = await reserved(
      `position=${position}&record=${encodeURIComponent('[Variant "hoyito-1"]\n[Holes "8"]\n\nc')}`,
    );
    expect(eight.holes).toBe(8);
    expect(eight.height).toBe((await reserved('holes=8')).height);
  });

  it('reports unknown, repeated and bad parameters, naming each and what is allowed', async () => {
    const { page, close } = await embed(
      'foo=1&variant=hoyito-2&variant=hoyito-3&narration=maybe&holes=99',
    );
    try {
      const box = page.locator('#embed-problems');
      await expect.poll(() => box.textContent()).toContain('Parameter “holes”');
      const text = (await box.textContent()) ?? '';
      expect(text).toContain('Unknown parameter “foo”; the parameters are variant, holes, seeds');
      expect(text).toContain('Parameter “variant” is given more than once');
      expect(text).toContain('narration=“maybe” is not allowed; use narration=on or narration=off');
      expect(text).toContain('from 3 to 12');
      // The frame's own findings in its alert; the board's, which it says aloud in its place,
      // listed only.
      expect(await page.locator('#embed-alert').getAttribute('role')).toBe('alert');
      expect(await page.locator('#embed-alert p').count()).toBe(3);
      expect(await page.locator('#embed-told').textContent()).toContain('Parameter “holes”');
      // The board draws its own message in its place.
      const own = page.locator(`${BOARD} [part="error"]`);
      expect(await own.textContent()).toContain(
        'Holes per row must be a whole number from 3 to 12',
      );
    } finally {
      await close();
    }
  });

  it('takes the page’s light or dark from scheme, whatever the reader’s system says', async () => {
    const { page, close } = await embed('scheme=dark&variant=hoyito-2');
    try {
      const [scheme, background, status] = await page.evaluate(() => [
        getComputedStyle(document.documentElement).colorScheme,
        getComputedStyle(document.body).backgroundColor,
        getComputedStyle(
          document.querySelector('hoyito-board')?.shadowRoot?.querySelector('[part="status"]') ??
            document.body,
        ).color,
      ]);
      // The browser's own setting is light here: the page and the board's words went dark.
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
        false,
      );
      expect(scheme).toBe('dark');
      const level = (rgb: string) => (rgb.match(/\d+/g) ?? []).slice(0, 3).map(Number);
      expect(Math.max(...level(background)), background).toBeLessThan(64);
      expect(Math.min(...level(status)), status).toBeGreaterThan(192);
      expect(await page.locator('#embed-problems p').count()).toBe(0);
    } finally {
      await close();
    }
    const bad = await embed('scheme=auto', '/es/embed/');
    try {
      await expect
        .poll(() => bad.page.locator('#embed-problems').textContent())
        .toContain('scheme=«auto» no es válido; usa scheme=light o scheme=dark');
    } finally {
      await bad.close();
    }
  });

  // A wiki may sandbox its frames. With allow-same-origin the board plays, the computer too; with
  // allow-scripts alone the frame has no origin of its own, the board's module is fetched across
  // origins and this host sends no CORS header: the frame keeps the words that say why it is empty.
  it('in a sandboxed frame: plays with allow-same-origin, says why it is empty without', async () => {
    const { page, close } = await open('/embed/');
    try {
      const src = new URL(
        '/embed/?variant=hoyito-2&north-player=casual&speed=instant&think-ms=50',
        siteUrl(),
      ).href;
      await page.setContent(
        `<!doctype html><html lang="en"><body><iframe id="same" sandbox="allow-scripts allow-same-origin" src="${src}" width="640" height="600"></iframe><iframe id="bare" sandbox="allow-scripts" src="${src}" width="640" height="600"></iframe></body></html>`,
      );
      const same = page.frameLocator('#same');
      await same.locator(`${BOARD} [part~="hole"][data-hole="2"]`).click();
      await expect
        .poll(() => same.locator(`${BOARD} [part="status"]`).textContent(), { timeout: 15_000 })
        .toBe('South to move');
      expect(await same.locator(`${BOARD} [part="error"]`).count()).toBe(0);
      const bare = page.frameLocator('#bare');
      await bare.locator('.embed-waiting').waitFor();
      expect(await bare.locator('.embed-waiting').textContent()).toContain(
        'a sandboxed frame needs allow-scripts and allow-same-origin',
      );
      expect(
        await bare.locator('html').evaluate(() => customElements.get('hoyito-board') === undefined),
      ).toBe(true);
      expect(await same.locator('.embed-waiting').count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('reports a language the board does not have, and speaks Spanish under /es/', async () => {
    const { page, close } = await embed('lang=fr&bogus=2', '/es/embed/');
    try {
      const box = page.locator('#embed-problems');
      await expect.poll(() => box.textContent()).toContain('Parámetro «lang»');
      expect(await box.textContent()).toContain('Parámetro desconocido «bogus»');
      // The board speaks the page's Spanish, and says so in Spanish.
      expect(await box.textContent()).toContain('Idioma no disponible');
      expect(await box.textContent()).not.toContain('Unsupported');
      expect(await page.locator('hoyito-board [part~="status"]').textContent()).toMatch(/Sur/);
      // The board shows a game, and says nothing of lang itself: the frame's alert says both.
      expect(await page.locator('#embed-alert p').count()).toBe(2);
      expect(await page.locator('#embed-told p').count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('reports the board’s own complaints in Spanish under /es/', async () => {
    const { page, close } = await embed('holes=99', '/es/embed/');
    try {
      const box = page.locator('#embed-problems');
      await expect.poll(() => box.textContent()).toContain('Parámetro «holes»');
      expect(await box.textContent()).toContain('Las casitas por fila deben ser un número entero');
    } finally {
      await close();
    }
  });
});

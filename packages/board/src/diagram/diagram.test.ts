import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initialPosition, makePosition, type Position, parsePosition } from '@hoyito/engine';
import { describe, expect, it } from 'vitest';
import { diagramCommand } from '../../bin/diagram.ts';
import { en } from '../i18n/en.ts';
import { es } from '../i18n/es.ts';
import { diagramSvg, markMove, narrowDiagramBelow } from './diagram.ts';

function position(text: string): Position {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** data-count of every hole group, in canonical order. */
function drawnCounts(svg: string): number[] {
  const counts: number[] = [];
  for (const [, hole, count] of svg.matchAll(/data-hole="(\d+)" data-count="(\d+)"/g))
    counts[Number(hole)] = Number(count);
  return counts;
}

function marked(svg: string, state: string): number[] {
  return [...svg.matchAll(/data-hole="(\d+)" data-count="\d+" data-state="([^"]*)"/g)]
    .filter(([, , states]) => states.split(' ').includes(state))
    .map(([, hole]) => Number(hole));
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('markMove', () => {
  it.each([
    // [position, hole, from, captured, last]
    ['h2/3.5.5/1.2.3/0-0/n', 4, [0, 5], 0],
    ['h1/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s', 2, [], null],
    // a makes a casa in b; the three seeds left, in C, are the last four: taken too.
    ['h3/1.3.0/0.0.3/20-18/s', 0, [1, 5], 1],
    // The same in round 3, North having won the game before: the last four go to North, and
    // still leave the board with South's move.
    ['h3/1.3.0/0.0.3/20-18/s/r3/pn', 0, [1, 5], 1],
  ] as const)('%s from %i', (text, hole, captured, last) => {
    const marks = markMove(position(text), hole);
    expect(marks?.from).toBe(hole);
    expect([...(marks?.captured ?? [])].sort()).toEqual([...captured]);
    if (last !== null) expect(marks?.last).toBe(last);
  });

  it('counts every seed a relay drops, a hole sown twice included', () => {
    const start = position('h2/1.1.4.8.0.4/1.1.5.5.0.2/12-4/s');
    const marks = markMove(start, 2);
    const preview = start.preview(2);
    if (!preview.ok || preview.value.trace === null) throw new Error('c must be playable');
    const drops = preview.value.trace.filter((e) => e.type === 'drop').length;
    expect([...(marks?.drops.values() ?? [])].reduce((a, b) => a + b, 0)).toBe(drops);
  });

  it('is null for a hole that cannot be played', () => {
    const start = position('h2/3.5.5/1.2.3/0-0/n');
    expect(markMove(start, 0)).toBeNull(); // South's hole on North's turn
    expect(markMove(position('h2/0.0.0/1.2.3/0-0/n'), 0)).toBeNull();
  });
});

describe('diagramSvg', () => {
  const start = position('h2/1.1.4.8.0.4/1.1.5.5.0.2/12-4/s');

  it('draws every hole with its count, the stores and the position it shows', () => {
    const svg = diagramSvg(start, { messages: en });
    expect(drawnCounts(svg)).toEqual([...start.board]);
    expect(svg).toContain(`data-position="${makePosition(start)}"`);
    expect(svg).toMatch(/data-side="south" data-count="12"/);
    expect(svg).toMatch(/data-side="north" data-count="4"/);
    // Seeds drawn: one circle a seed, at most 12 a hole.
    const seeds = svg.match(/class="dseed"/g)?.length ?? 0;
    expect(seeds).toBe(start.board.reduce((n, s) => n + Math.min(s, 12), 0));
  });

  it('marks the move’s start, path and captures, with a legend', () => {
    const highlighted = position('h2/3.5.5/1.2.3/0-0/n');
    const svg = diagramSvg(highlighted, { messages: en, marks: markMove(highlighted, 4) });
    expect(marked(svg, 'from')).toEqual([4]);
    expect(marked(svg, 'captured')).toEqual([0, 5]);
    expect(svg).toContain('Sown from B');
    expect(diagramSvg(highlighted, { messages: en })).not.toContain('class="legend"');
    // The legend's keys carry the classes of the marks they stand for, so styles recolour both.
    const legend = svg.slice(svg.indexOf('class="legend"'));
    for (const mark of ['mark-from', 'mark-path', 'mark-captured'])
      expect(legend).toContain(`<circle class="${mark}"`);
    // The three marks differ by shape, not colour alone: solid, dashed, dotted, on the board and
    // in the legend alike.
    const dashes = (mark: string) =>
      [...svg.matchAll(new RegExp(`<circle class="${mark}"[^>]*>`, 'g'))].map(
        ([circle]) => circle.match(/stroke-dasharray="([^"]*)"/)?.[1] ?? 'solid',
      );
    expect(dashes('mark-from')).toEqual(['solid', 'solid']);
    expect(dashes('mark-path').map((d) => d.startsWith('0.1'))).not.toContain(true);
    expect(dashes('mark-path')).not.toContain('solid');
    expect(dashes('mark-captured').map((d) => d.startsWith('0.1 '))).toEqual([true, true, true]);
  });

  it('keys "captured" in the legend only when the move captures', () => {
    const quiet = position('h2/1.1.4.8.0.4/1.1.5.5.0.2/12-4/s');
    const marks = markMove(quiet, 2);
    expect(marks?.captured.size).toBe(0);
    const svg = diagramSvg(quiet, { messages: en, marks });
    const legend = svg.slice(svg.indexOf('class="legend"'));
    expect(legend).toContain('>Sowing path<');
    expect(legend).not.toContain('>Captured<');
    expect(svg).not.toContain('mark-captured');
    // The description is sentences, each with its full stop; the marked move's follow the status.
    expect(svg).toContain(
      '<desc id="diagram-desc">South to move. Sown from South&#39;s c. Sowing path: South&#39;s d, e, f; North&#39;s A, B, C, D, E, F; South&#39;s a, b, c. a, South&#39;s hole, 1 seed. b,',
    );
    expect(svg).toContain('North has captured 4 seeds.</desc>');
  });

  it('keys "+2" only when a relay sows a hole more than once, and names those holes', () => {
    const relay = position('h2/1.1.4.8.0.4/1.1.5.5.0.2/12-4/s');
    const legend = (svg: string) => svg.slice(svg.indexOf('class="legend"'));
    const height = (svg: string) => Number(svg.match(/viewBox="0 0 [\d.]+ ([\d.]+)"/)?.[1]);
    const desc = (svg: string) => svg.match(/<desc[^>]*>([^<]*)<\/desc>/)?.[1] ?? '';
    // d: three laps and more; twelve holes sown, nine of them three times, three twice.
    const again = markMove(relay, 3);
    // c: one lap; every hole sown once.
    const once = markMove(relay, 2);
    for (const narrow of [false, true]) {
      const svg = diagramSvg(relay, { messages: en, marks: again, narrow });
      expect(legend(svg)).toContain('>+2</text>');
      expect(legend(svg)).toContain(`>${en.board.legend.drops}</text>`);
      expect(legend(svg)).toContain('class="mark-drops"');
      // In a hole, where the dashed ring passes, the number is edged in the seeds' colour; in
      // the legend, on the page's background, it is not.
      const inHoles =
        svg.slice(0, svg.indexOf('class="legend"')).match(/<text class="mark-drops"[^>]*>/g) ?? [];
      expect(inHoles.length).toBe(12);
      for (const tag of inHoles) {
        expect(tag).toContain('stroke="#f3e7c9"');
        expect(tag).toContain('paint-order="stroke"');
      }
      expect(legend(svg).match(/<text class="mark-drops"[^>]*>/)?.[0]).not.toContain('stroke=');
      const plain = diagramSvg(relay, { messages: en, marks: once, narrow });
      expect(legend(plain)).not.toContain('mark-drops');
      expect(legend(plain)).not.toContain(en.board.legend.drops);
      // The key takes a line of its own: the picture is taller by it.
      expect(height(svg)).toBeGreaterThan(height(plain));
    }
    expect(desc(diagramSvg(relay, { messages: en, marks: again }))).toContain(
      'Holes sown more than once: South&#39;s e (3), f (3); North&#39;s A (3), B (3), C (3), D (3), E (3), F (3); South&#39;s a (3), b (2), c (2), d (2).',
    );
    expect(desc(diagramSvg(relay, { messages: es, marks: again }))).toContain(
      'Casitas sembradas más de una vez: e (3), f (3) de Sur; A (3),',
    );
    expect(desc(diagramSvg(relay, { messages: en, marks: once }))).not.toContain('more than once');
  });

  // Speech says "a" and "A" alike: each hole named is named with its side, one side's run at once.
  it('says in its description what the marks show, in the board’s language', () => {
    const highlighted = position('h2/3.5.5/1.2.3/0-0/n');
    const marks = markMove(highlighted, 4);
    const desc = (svg: string) => svg.match(/<desc[^>]*>([^<]*)<\/desc>/)?.[1] ?? '';
    expect(desc(diagramSvg(highlighted, { messages: en, marks }))).toMatch(
      /^North to move\. Sown from North&#39;s B\. Sowing path: North&#39;s C; South&#39;s a\. Captured: South&#39;s a; North&#39;s C\. a, South/,
    );
    expect(desc(diagramSvg(highlighted, { messages: es, marks }))).toMatch(
      /^Le toca a Norte\. Sembrado desde B de Norte\. Recorrido: C de Norte; a de Sur\. Comidas: a de Sur; C de Norte\. a,/,
    );
    // No marks, no such sentences.
    expect(desc(diagramSvg(highlighted, { messages: en }))).toMatch(/^North to move\. a, South/);
    // The last four's hole is named with the casa.
    const nearEnd = position('h3/1.3.0/0.0.3/20-18/s');
    expect(desc(diagramSvg(nearEnd, { messages: en, marks: markMove(nearEnd, 0) }))).toMatch(
      /^South to move\. Sown from South&#39;s a\. Sowing path: South&#39;s b\. Captured: South&#39;s b; North&#39;s C\. /,
    );
  });

  it.each([false, true])(
    'writes a note under the board and in its description, in lines that fit (narrow: %s)',
    (narrow) => {
      const note = 'Hole A is North’s; it is South’s turn to move, so this move cannot be shown.';
      const desc = (svg: string) => svg.match(/<desc[^>]*>([^<]*)<\/desc>/)?.[1] ?? '';
      const height = (svg: string) => Number(/viewBox="0 0 [\d.]+ ([\d.]+)/.exec(svg)?.[1]);
      const small = position('h1/1.1.1/1.1.1/0-0/s');
      const plain = diagramSvg(small, { messages: en, narrow });
      const noted = diagramSvg(small, { messages: en, narrow, note });
      expect(desc(noted)).toBe(desc(plain).replace('South to move. ', `South to move. ${note} `));
      const lines = [...noted.matchAll(/<tspan x="([\d.]+)" y="([\d.]+)">([^<]*)<\/tspan>/g)];
      expect(lines.map((l) => l[3]).join(' ')).toBe(note);
      expect(lines.length).toBeGreaterThan(1);
      const width = Number(/viewBox="0 0 ([\d.]+)/.exec(noted)?.[1]);
      const font = Number(/<text class="note" font-size="([\d.]+)"/.exec(noted)?.[1]);
      for (const [, x, y, words] of lines) {
        expect(Number(x) + font * 0.56 * words.length).toBeLessThanOrEqual(width - 16);
        expect(Number(y)).toBeGreaterThan(height(plain) - 8);
        expect(Number(y)).toBeLessThanOrEqual(height(noted));
      }
      // Marks drawn, the move is there to see: a note would contradict them, and is not written.
      const marks = markMove(small, 0);
      expect(diagramSvg(small, { messages: en, narrow, marks, note })).toBe(
        diagramSvg(small, { messages: en, narrow, marks }),
      );
    },
  );

  it('is a standalone file only when asked, sized and with its namespace', () => {
    const file = diagramSvg(start, { messages: en, standalone: true });
    expect(
      file.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"',
      ),
    ).toBe(true);
    expect(file).toMatch(/ width="\d+" height="\d+"/);
    const inline = diagramSvg(start, { messages: en });
    expect(inline.startsWith('<svg class="diagram"')).toBe(true);
  });

  it('gives each standalone picture ids of its own, the same for the same words', () => {
    const ids = (svg: string) => [...svg.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id);
    const labelled = (svg: string) => [
      svg.match(/aria-labelledby="([^"]+)"/)?.[1],
      svg.match(/aria-describedby="([^"]+)"/)?.[1],
    ];
    const moved = position('h2/3.5.5/1.2.3/0-0/n');
    const files = [
      diagramSvg(start, { messages: en, standalone: true }),
      diagramSvg(start, { messages: es, standalone: true }),
      diagramSvg(start, { messages: en, standalone: true, narrow: true }),
      diagramSvg(moved, { messages: en, standalone: true }),
      diagramSvg(moved, { messages: en, standalone: true, marks: markMove(moved, 4) }),
    ];
    for (const file of files) {
      const [title, desc] = ids(file);
      expect(title).toMatch(/^hoyito-[0-9a-z]+-title$/);
      expect(desc).toBe(title.replace(/-title$/, '-desc'));
      expect(labelled(file)).toEqual([title, desc]);
    }
    // Pasted inline side by side, no two different pictures share an id.
    expect(new Set(files.flatMap(ids)).size).toBe(2 * files.length);
    // Drawn again, a picture keeps its ids (a file rebuilt does not change for nothing).
    expect(diagramSvg(start, { messages: en, standalone: true })).toBe(files[0]);
    // An id asked for is kept; inline pictures, each in a board's own shadow root, keep theirs.
    expect(ids(diagramSvg(start, { messages: en, standalone: true, id: 'mine' }))).toEqual([
      'mine-title',
      'mine-desc',
    ]);
    expect(ids(diagramSvg(start, { messages: en }))).toEqual(['diagram-title', 'diagram-desc']);
  });

  it('says its language, and runs left to right on a right-to-left page', () => {
    expect(diagramSvg(start, { messages: es })).toMatch(/^<svg [^>]* lang="es"/);
    expect(diagramSvg(start, { messages: en, standalone: true })).toMatch(
      /\n<svg [^>]* xml:lang="en"/,
    );
    expect(diagramSvg(start, { messages: en })).toMatch(/^<svg [^>]* direction="ltr"/);
  });

  it('speaks the language it is given', () => {
    expect(diagramSvg(start, { messages: es })).toContain(
      '<title id="diagram-title">Tablero de Hoyito II, 2×6</title>',
    );
    expect(diagramSvg(start, { messages: en })).toContain(
      '<title id="diagram-title">Hoyito II board, 2×6</title>',
    );
  });

  it('puts the chosen side at the bottom', () => {
    const y = (svg: string, hole: number) =>
      Number(
        new RegExp(`data-hole="${hole}"[^>]*>.*?<circle cx="[\\d.]+" cy="([\\d.]+)"`).exec(
          svg,
        )?.[1],
      );
    const south = diagramSvg(start, { messages: en, orientation: 'south' });
    const north = diagramSvg(start, { messages: en, orientation: 'north' });
    expect(y(south, 0)).toBeGreaterThan(y(south, 6));
    expect(y(north, 0)).toBeLessThan(y(north, 6));
  });

  it('sizes itself to the board', () => {
    const width = (holes: number) => {
      const p = initialPosition({ variant: 'hoyito-3', holes });
      if (!p.ok) throw new Error(p.error.message);
      return Number(/viewBox="0 0 (\d+)/.exec(diagramSvg(p.value, { messages: en }))?.[1]);
    };
    expect(width(12) - width(6)).toBe(600);
  });

  it.each([
    ['h3/0.0.0.0.0.0/0.0.0.0.0.0/26-22/x/l8/eC', es],
    ['h2/0.0.0/4.4.4/0-0/s', es],
    ['h2/0.0.0/4.4.4/0-0/s', en],
  ] as const)('fits a long caption in the picture, in both layouts: %s', (text, messages) => {
    for (const narrow of [false, true]) {
      const svg = diagramSvg(position(text), { messages, narrow });
      const width = Number(/viewBox="0 0 ([\d.]+)/.exec(svg)?.[1]);
      const caption = /<text class="caption"[^>]*font-size="([\d.]+)"[^>]*>([^<]*)</.exec(svg);
      if (caption === null) throw new Error('no caption');
      const [, font, words] = caption;
      // At the 0.56 em a character the layout allows for, within the picture's margins.
      expect(Number(font) * 0.56 * words.length).toBeLessThanOrEqual(width - 32);
      expect(Number(font)).toBeGreaterThanOrEqual(10);
    }
  });

  it.each([false, true])(
    'writes hole labels that read on the wood, 4.5:1 or more (narrow: %s)',
    (narrow) => {
      const svg = diagramSvg(start, { messages: en, narrow });
      const surface = svg.match(/class="frame"[^>]*fill="(#[0-9a-f]{6})"/)?.[1] ?? '';
      const labels = [...svg.matchAll(/class="dlabel"[^>]*fill="(#[0-9a-f]{6})"/g)].map(
        (m) => m[1],
      );
      expect(labels).toHaveLength(12);
      for (const fill of labels) expect(contrast(fill, surface)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('has a narrow layout: the stores above and below the rows, its text larger', () => {
    const wide = diagramSvg(start, { messages: en });
    const narrow = diagramSvg(start, { messages: en, narrow: true, id: 'small' });
    const viewBox = (svg: string) =>
      /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg)?.slice(1).map(Number) ?? [];
    const [wideWidth, wideHeight] = viewBox(wide);
    const [narrowWidth, narrowHeight] = viewBox(narrow);
    // Taller than wide, and narrower than the wide picture by the two stores beside its rows.
    expect(narrowHeight / narrowWidth).toBeGreaterThan(2 * (wideHeight / wideWidth));
    expect(narrowWidth).toBeLessThan(wideWidth);
    const fontOf = (svg: string, cls: string) =>
      Number(new RegExp(`class="${cls}"[^>]*font-size="([\\d.]+)"`).exec(svg)?.[1]);
    // On a 320 px phone a 2×6 label comes out at 11 px or more in the narrow layout only.
    expect((fontOf(narrow, 'dlabel') * 320) / narrowWidth).toBeGreaterThanOrEqual(11);
    expect((fontOf(wide, 'dlabel') * 320) / wideWidth).toBeLessThan(11);
    expect(narrowDiagramBelow(6)).toBeGreaterThan(320);
    // Its own ids, so that both can sit in one page.
    // Named by its title, described by its description: neither read twice.
    expect(narrow).toContain('aria-labelledby="small-title" aria-describedby="small-desc"');
    expect(narrow).toContain('<title id="small-title">');
    // Each store is one band across the board, above or below the rows.
    const bands = [
      ...narrow.matchAll(
        /<g class="dstore"[^>]*>.*?<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"/g,
      ),
    ];
    expect(bands.map((b) => Number(b[3]))).toEqual([600, 600]);
    const holeYs = [
      ...narrow.matchAll(/data-hole="\d+"[^>]*>.*?<circle cx="[\d.]+" cy="([\d.]+)"/g),
    ].map((h) => Number(h[1]));
    expect(Number(bands[0][2])).toBeLessThan(Math.min(...holeYs));
    expect(Number(bands[1][2])).toBeGreaterThan(Math.max(...holeYs));
  });
});

describe('pnpm diagram (its argument handling)', () => {
  it.each([
    [['--position', 'h2/3.5.5/1.2.3/0-0/n', '--highlight', 'B'], 'h2/3.5.5/1.2.3/0-0/n'],
    [['--variant', 'hoyito-1', '--holes', '4', '--seeds', '2'], 'h1/2.2.2.2/2.2.2.2/0-0/s'],
    [[], 'h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s'],
    [['--layout', 'narrow'], 'h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s'],
    // Numbers with leading zeros, however many, as the element reads its attributes.
    [['--holes', '0000007', '--seeds', '00000003'], 'h2/3.3.3.3.3.3.3/3.3.3.3.3.3.3/0-0/s'],
  ])('%j draws %s', (args, expected) => {
    const result = diagramCommand(args);
    if (!result.ok) throw new Error(result.error);
    expect(result.svg).toContain(`data-position="${expected}"`);
  });

  it('reads --highlight as the element reads its attribute, spaces around the label left out', () => {
    const spaced = diagramCommand(['--highlight', ' c ']);
    const plain = diagramCommand(['--highlight', 'c']);
    if (!spaced.ok) throw new Error(spaced.error);
    expect(spaced.svg).toBe(plain.ok && plain.svg);
  });

  it.each([
    [['--colour', 'red'], 'unknown argument "--colour"'],
    [['--lang'], '--lang needs a value'],
    [['--lang', 'fr'], '--lang: Unsupported language “fr”; use en or es.'],
    [['--orientation', 'east'], 'use south or north'],
    [
      ['--variant', 'hoyito-9'],
      '--variant: Unknown variant “hoyito-9”; use hoyito-1, hoyito-2, or hoyito-3.',
    ],
    [['--holes', '40'], '--holes: Holes per row must be a whole number from 3 to 12'],
    [['--seeds', 'many'], '--seeds:'],
    [['--position', 'h2/1.2'], '--position:'],
    [['--position', 'h2/3.5.5/1.2.3/0-0/n', '--holes', '3'], 'cannot be combined'],
    [
      ['--highlight', 'z'],
      '--highlight: “z” is not a hole of this board, so it cannot be highlighted; use a–f, A–F.',
    ],
    [
      ['--position', 'h2/3.5.5/1.2.3/0-0/n', '--highlight', 'a'],
      `--highlight "a" cannot be played in this position: a is South's hole; it is North's turn.`,
    ],
    [['--lang', 'en', '--lang', 'es'], '--lang is given twice'],
    [['--layout', 'tall'], '--layout "tall" is not a layout; use wide'],
  ])('%j is refused: %s', (args, message) => {
    const result = diagramCommand(args);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });
});

describe('pnpm diagram in Spanish (--lang es)', () => {
  it.each([
    [['--colour', 'red'], 'argumento desconocido «--colour»; las opciones son --position'],
    [['--holes'], '--holes necesita un valor'],
    [
      ['--orientation', 'east'],
      '--orientation: Orientación desconocida «east»; usa south o north.',
    ],
    [
      ['--variant', 'hoyito-9'],
      '--variant: Variante desconocida «hoyito-9»; usa hoyito-1, hoyito-2 u hoyito-3.',
    ],
    [
      ['--holes', '40'],
      '--holes: Las casitas por fila deben ser un número entero del 3 al 12; se recibió «40».',
    ],
    [['--position', 'h2/1.2'], '--position: La posición no es válida (columna'],
    [
      ['--position', 'h2/3.5.5/1.2.3/0-0/n', '--seeds', '3'],
      '--seeds no se puede combinar con --position',
    ],
    [
      ['--highlight', 'z'],
      '--highlight: «z» no es una casita de este tablero, así que no se puede marcar; usa a–f, A–F.',
    ],
    [
      ['--position', 'h2/3.5.5/1.2.3/0-0/n', '--highlight', 'a'],
      '--highlight «a» no se puede jugar en esta posición: la casita a es de Sur; le toca a Norte.',
    ],
    [['--out', 'x.svg', '--out', 'y.svg'], '--out aparece dos veces'],
  ])('%j is refused: %s', (args, message) => {
    const result = diagramCommand(['--lang', 'es', ...args]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toContain(message);
    expect(result.usage).toMatch(/^uso: pnpm --silent diagram/);
  });

  it("words a bad position in Spanish, naming the engine's reason", () => {
    const result = diagramCommand(['--lang', 'es', '--position', 'h2/4.4.4/4.4.4/0-0/q']);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBe(
      '--position: La posición no es válida: turno incorrecto "q" en la columna 20; se espera s (le toca a Sur), n (a Norte) o x (partida terminada).',
    );
    expect(result.error).not.toMatch(/\b(the|is|must|expected)\b/i);
  });

  it('reads --lang and --layout whatever their case and spaces around them, as the element reads its keywords', () => {
    const result = diagramCommand(['--lang', ' ES ', '--layout', 'Narrow', '--holes', '40']);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('se recibió «40»');
    // A layout it has not is quoted as written.
    const wrong = diagramCommand(['--layout', 'WIDEX']);
    expect(wrong.ok ? '' : wrong.error).toContain('--layout "WIDEX" is not a layout');
    const narrow = diagramCommand(['--lang', 'ES', '--layout', ' Narrow ']);
    const lower = diagramCommand(['--lang', 'es', '--layout', 'narrow']);
    expect(narrow.ok && narrow.svg).toBe(lower.ok && lower.svg);
  });

  it('speaks English when --lang is not one it has', () => {
    const result = diagramCommand(['--lang', 'fr', '--variant', 'x']);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.usage).toMatch(/^usage: /);
  });
});

describe('pnpm diagram (the process)', () => {
  const bin = fileURLToPath(new URL('../../bin/diagram.ts', import.meta.url));
  const run = (args: string[]) =>
    spawnSync(process.execPath, ['--conditions=development', bin, ...args], { encoding: 'utf8' });

  it('writes the SVG to a file', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'hoyito-diagram-')), 'board.svg');
    const result = run(['--variant', 'hoyito-3', '--out', out]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain('data-position="h3/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s');
  });

  it('writes --out where the command was typed, as `pnpm diagram` runs it from a subfolder', () => {
    // pnpm runs root scripts in the repository's root, and says where it was called from in
    // INIT_CWD; scripts/node22.mjs resolves the file to write from there.
    const root = fileURLToPath(new URL('../../../../', import.meta.url));
    const typedIn = mkdtempSync(join(tmpdir(), 'hoyito-diagram-cwd-'));
    const result = spawnSync(
      process.execPath,
      [join(root, 'scripts', 'node22.mjs'), 'packages/board/bin/diagram.ts', '--out', 'here.svg'],
      { cwd: root, encoding: 'utf8', env: { ...process.env, INIT_CWD: typedIn } },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(readFileSync(join(typedIn, 'here.svg'), 'utf8')).toContain('<svg');
    expect(existsSync(join(root, 'here.svg'))).toBe(false);
  });

  it('with --alt writes the picture’s description, its alt text, instead of the SVG', () => {
    const result = run(['--position', 'h2/3.5.5/1.2.3/0-0/n', '--highlight', 'B', '--alt']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    // As the picture's <desc> says it, its XML escapes undone ("South's", not "South&#39;s").
    expect(result.stdout).toMatch(
      /^North to move\. Sown from North's B\. Sowing path: [^<>]+\.\n$/,
    );
    expect(result.stdout).toContain("a, South's hole");
    expect(run(['--alt', '--lang', 'es']).stdout).toMatch(/^Le toca a Sur\. a, casita de Sur/);
    expect(run(['--alt', '--alt']).stderr).toContain('--alt');
  });

  it.each([
    ['en', 'cannot write', 'its folder does not exist'],
    ['es', 'no se puede escribir', 'su carpeta no existe'],
  ])('says in %s why a file cannot be written, and exits 1', (lang, cannot, why) => {
    const out = join(tmpdir(), 'hoyito-no-such-folder', 'board.svg');
    const result = run(['--lang', lang, '--out', out]);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(`diagram: ${cannot} ${out}: ${why}\n`);
  });

  it.each([
    ['en', '--out needs a value'],
    ['es', '--out necesita un valor'],
  ])('refuses an empty --out in %s as a bad argument, exit 2, not as a folder', (lang, said) => {
    for (const out of ['', ' ']) {
      const result = run(['--lang', lang, '--out', out]);
      expect(result.status).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr.split('\n')[0]).toBe(`diagram: ${said}`);
    }
  });

  it.each([
    ['en', 'diagram: cannot write to the standard output: the disk is full'],
    ['es', 'diagram: no se puede escribir en la salida estándar: el disco está lleno'],
  ])('says in %s that standard output could not be written, and exits 1', (lang, said) => {
    // /dev/full refuses every write with ENOSPC: a redirection to a full disk.
    const full = openSync('/dev/full', 'w');
    try {
      const result = spawnSync(
        process.execPath,
        ['--conditions=development', bin, '--lang', lang, '--holes', '12'],
        { encoding: 'utf8', stdio: ['ignore', full, 'pipe'] },
      );
      expect(result.stderr).toBe(`${said}\n`);
      expect(result.status).toBe(1);
    } finally {
      closeSync(full);
    }
  });

  it('exits 2 with the reason and the usage on bad arguments', () => {
    const result = run(['--holes', 'two']);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('diagram: --holes:');
    expect(result.stderr).toContain('usage: pnpm --silent diagram');
  });

  it.each([
    [['--help'], 'usage: pnpm --silent diagram'],
    [['-h'], 'usage: pnpm --silent diagram'],
    [['--lang', 'es', '--help'], 'uso: pnpm --silent diagram'],
  ])('%j prints the usage on stdout and exits 0', (args, usage) => {
    const result = run(args);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(usage);
  });

  it('says what was wrong in the language of --lang', () => {
    const result = run(['--lang', 'es', '--holes', 'dos']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('diagram: --holes: Las casitas por fila');
    expect(result.stderr).toContain('uso: pnpm --silent diagram');
  });
});

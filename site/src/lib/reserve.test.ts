import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// The board's own vocabulary (a pure module, no DOM): the reservation must follow it.
import {
  DEFAULT_CONTROLS as BOARD_DEFAULTS,
  CONTROLS,
} from '../../../packages/board/src/state/config.ts';
import { BUTTONS, controlRows, DEFAULT_CONTROLS, recordNotes, reserveStyle } from './reserve.ts';

describe('controlRows', () => {
  it("knows every control the board has, and the board's default ones", () => {
    expect(Object.keys(BUTTONS).sort()).toEqual([...CONTROLS].sort());
    expect(DEFAULT_CONTROLS).toEqual([...BOARD_DEFAULTS]);
  });

  it.each([
    // The animation's buttons are in play and replay mode only.
    [{ controls: 'animation' }, { wide: 2, narrow: 3, phone: 3 }],
    [
      { controls: 'animation', mode: 'replay' },
      { wide: 3, narrow: 6, phone: 7 },
    ],
    [
      { controls: 'animation', mode: 'diagram' },
      { wide: 0, narrow: 0, phone: 0 },
    ],
    [
      { controls: 'animation', mode: 'setup' },
      { wide: 4, narrow: 7, phone: 8 },
    ],
    [{ controls: 'undo' }, { wide: 1, narrow: 1, phone: 1 }],
    [{ controls: 'none' }, { wide: 0, narrow: 0, phone: 0 }],
    [{}, { wide: 3, narrow: 6, phone: 8 }],
  ] as const)('%o: %o', (attributes, rows) => {
    expect(controlRows(attributes)).toEqual(rows);
  });
});

describe('recordNotes: what a replayed record shows of itself at its start', () => {
  it.each([
    ['[Variant "hoyito-2"]\n\nc C', []],
    ['[Variant "hoyito-2"]\n[Event "?"]\n[Date "????.??.??"]\n\nc C', []],
    ['[Variant "hoyito-2"]\n[North "Luis"]\n\nc C', ['North: Luis']],
    [
      '[Variant "hoyito-2"]\n[South "?"]\n[North "Luis"]\n[Date "2005.07.??"]\n\nc C',
      ['North: Luis', 'July 2005'],
    ],
    [
      '[Variant "hoyito-2"]\n[South "Ana"]\n[North "Luis"]\n[Date "2005.07.14"]\n[Site "Higüey"]\n\n{At the fair} c C',
      ['South: Ana · North: Luis', 'Higüey · July 14, 2005', 'At the fair'],
    ],
    // What is no date is reserved as written.
    ['[Variant "hoyito-2"]\n[Date "2005.06.31"]\n\nc C', ['2005.06.31']],
    // Not a game: the board shows an error in its place.
    ['[Variant "hoyito-2"]\n[Event "Fair"]\n\nz', []],
  ] as const)('%j: %j', (record, rows) => {
    expect(recordNotes(record)).toEqual(rows);
  });

  it('words a date as the board does in Spanish, which takes more room', () => {
    const record = '[Variant "hoyito-2"]\n[Date "2005.07.14"]\n[Site "Higüey"]\n\nc C';
    expect(recordNotes(record, 'es')).toEqual(['Higüey · 14 de julio de 2005']);
  });

  it('reserves their lines in a replay only, more of them the narrower the board', () => {
    const record = `[Variant "hoyito-2"]\n[Event "${'Torneo '.repeat(8)}"]\n\nc C`;
    const style = reserveStyle({ mode: 'replay', record }, 'en');
    expect(style).toContain('--board-notes-wide: calc(1 * 1lh + 1 * 0.25em)');
    expect(style).toContain('--board-notes-narrow: calc(2 * 1lh + 1 * 0.25em)');
    expect(style).toContain('--board-notes-phone: calc(3 * 1lh + 1 * 0.25em)');
    expect(reserveStyle({ mode: 'play', record }, 'en')).not.toContain('--board-notes');
  });
});

describe("site.css's rooms for the status and the preview", () => {
  // The board keeps these rooms inside itself by its own width; the site reserves them from
  // outside, before the element loads, with container queries. The widths and lines are written
  // twice, so they are compared here: a board whose rule changes alone would move the page.
  const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
  const boardStyles = read('../../../packages/board/src/hoyito-board/hoyito-board.styles.ts');
  const siteCss = read('../styles/site.css');

  /** The `lh` declaration of a rule's float: its base lines, and lines by width (`< em`). */
  function boardRoom(selector: string): { base: number; below: [number, number][] } {
    const rule = boardStyles.slice(boardStyles.indexOf(`${selector} {`));
    const lh = /padding-top: max\(([^;]*lh[^;]*)\);/.exec(rule.slice(0, rule.indexOf('}')));
    if (lh === null) throw new Error(`no lh padding in ${selector}`);
    const body = lh[1] ?? '';
    const below = [...body.matchAll(/\((\d+(?:\.\d+)?)em - 100%\) \* 999, (\d+)lh\)/g)].map(
      (m) => [Number(m[1]), Number(m[2])] as [number, number],
    );
    const base = /^\s*(\d+)lh,/.exec(body);
    return { base: base === null ? 1 : Number(base[1]), below };
  }

  /** The site's value of `property` at the top level of a block, and under each container query. */
  function siteRoom(
    property: string,
    block: string,
  ): { base: number | null; below: [number, number][] } {
    // The block's own rules: up to the comment that opens the next block.
    const from = siteCss.slice(siteCss.indexOf(block));
    const end = from.indexOf('\n/* ', 1);
    const text = end === -1 ? from : from.slice(0, end);
    const value = new RegExp(`${property}: (?:calc\\()?(\\d+)lh`);
    const queries = [...text.matchAll(/@container \(width < (\d+(?:\.\d+)?)em\) \{([^}]*)\}/g)];
    const below = queries
      .filter((m) => value.test(m[2] ?? ''))
      .map((m) => [Number(m[1]), Number(value.exec(m[2] ?? '')?.[1])] as [number, number]);
    const top = value.exec(text.slice(0, text.indexOf('@container')));
    return { base: top === null ? null : Number(top[1]), below };
  }

  it('keeps the status lines the board keeps, by the same widths', () => {
    const board = boardRoom('.status[data-animates]::before');
    const site = siteRoom('--reserve-status', '/* In play and replay modes');
    expect(board.below.length).toBeGreaterThan(1);
    // The site's fixed height already counts the status's first line.
    expect(site.below.map(([em, lines]) => [em, lines + 1])).toEqual(board.below);
  });

  it('keeps the preview lines the board keeps, by the same widths', () => {
    const board = boardRoom('.preview[data-room]::before');
    const site = siteRoom('--reserve-preview', '@media (hover: hover) {');
    expect(board.below.length).toBeGreaterThan(2);
    expect(site.base).toBe(board.base);
    expect(site.below).toEqual(board.below);
  });
});

// How the board keeps its height as what it shows changes: a match's status at a round's end,
// and the controls that come and go (Next game, Pass). Their own file: the board's main browser
// tests fill web-test-runner's time for one file by themselves.

import { Match, makeRecord } from '@hoyito/engine';
import { setViewport } from '@web/test-runner-commands';
import { expect, fixture, html, nextFrames, settle } from '../../test/helpers.ts';
import { en } from '../i18n/en.ts';
import { es } from '../i18n/es.ts';
import type { HoyitoBoard } from '../index.ts';
import '../index.ts';

function shadow(board: HoyitoBoard): ShadowRoot {
  if (board.shadowRoot === null) throw new Error('no shadow root');
  return board.shadowRoot;
}

function button(board: HoyitoBoard, text: string | RegExp): HTMLButtonElement {
  const found = [...shadow(board).querySelectorAll<HTMLButtonElement>('button')].find((b) =>
    typeof text === 'string' ? b.textContent?.trim() === text : text.test(b.textContent ?? ''),
  );
  if (found === undefined) throw new Error(`no button ${text}`);
  return found;
}

function statusOf(board: HoyitoBoard): string {
  return shadow(board).querySelector('[part~="status"]')?.textContent?.trim() ?? '';
}

describe("<hoyito-board> keeps its height as a match's status grows", () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));
  const WIDTHS = [280, 320, 360, 412, 768, 1280];

  function statusBox(board: HoyitoBoard): HTMLElement {
    const status = shadow(board).querySelector<HTMLElement>('[part~="status"]');
    if (status === null) throw new Error('no status');
    return status;
  }

  /**
   * The status's height, once checked that its words show whole: from its top left corner (the
   * room kept beside them pushes none aside), inside its box, none cut off.
   */
  async function statusHeight(board: HoyitoBoard): Promise<number> {
    await settle(board);
    await nextFrames(2);
    const status = statusBox(board);
    const box = status.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(status);
    const words = range.getBoundingClientRect();
    expect(words.top, statusOf(board)).to.be.closeTo(box.top, 1);
    expect(words.left, statusOf(board)).to.be.closeTo(box.left, 1);
    expect(words.bottom, statusOf(board)).to.be.at.most(box.bottom + 0.5);
    expect(status.scrollHeight, statusOf(board)).to.be.at.most(status.clientHeight);
    return box.height;
  }

  for (const lang of ['en', 'es'] as const) {
    for (const width of WIDTHS) {
      it(`keeps the status's height at a round's end and the match's, in play (${lang}, ${width} px)`, async () => {
        await setViewport({ width, height: 900 });
        const board = await fixture<HoyitoBoard>(
          html`<hoyito-board lang=${lang} rounds="2" speed="instant"></hoyito-board>`,
        );
        const heights = [await statusHeight(board)];
        const said = [statusOf(board)];
        expect(board.play(2)).to.equal(true);
        heights.push(await statusHeight(board));
        expect(board.agree()).to.equal(true);
        heights.push(await statusHeight(board));
        said.push(statusOf(board));
        expect(board.nextGame()).to.equal(true);
        heights.push(await statusHeight(board));
        expect(board.agree()).to.equal(true);
        heights.push(await statusHeight(board));
        said.push(statusOf(board));
        expect(said[2]).to.match(lang === 'es' ? /encuentro/ : /match/);
        expect(heights, said.join(' / ')).to.deep.equal(new Array(5).fill(heights[0]));
        // The status stays a live region, its words all in its text (none in its style).
        expect(statusBox(board).getAttribute('role')).to.equal('status');
        expect(getComputedStyle(statusBox(board), '::before').visibility).to.equal('hidden');
      });

      it(`keeps its height through a replayed match, move by move (${lang}, ${width} px)`, async () => {
        await setViewport({ width, height: 900 });
        const match = Match.create({ variant: 'hoyito-2', rounds: 2 });
        if (!match.ok) throw new Error(match.error.message);
        match.value.current.play(2);
        match.value.current.agree();
        match.value.nextGame();
        match.value.current.play(match.value.current.position.legalMoves()[0] as number);
        match.value.current.agree();
        const records = match.value.games.map((g) => makeRecord(g));
        const board = await fixture<HoyitoBoard>(
          html`<hoyito-board lang=${lang} mode="replay" speed="instant"></hoyito-board>`,
        );
        expect(board.loadMatch(records, 2)).to.equal(true);
        const next = lang === 'es' ? /^Jugada siguiente$/ : /^Next move$/;
        await settle(board);
        const heights = new Set([await statusHeight(board)]);
        const boards = new Set([board.getBoundingClientRect().height]);
        const said = [statusOf(board)];
        for (let step = 0; step < 6; step++) {
          button(board, next).click();
          heights.add(await statusHeight(board));
          boards.add(board.getBoundingClientRect().height);
          said.push(statusOf(board));
        }
        expect(said.join(' / ')).to.match(
          lang === 'es' ? /Encuentro: .*Ronda 2/ : /Match: .*Round 2/,
        );
        expect([...heights], said.join(' / ')).to.have.length(1);
        expect([...boards], said.join(' / ')).to.have.length(1);
      });
    }
  }

  /**
   * A match's longest statuses at a round's end, in `m`'s words: round 99 of 99, a replay's move
   * 888 of 888, each result and end, and each way the match may stand or end, in large numbers.
   */
  function longestStatuses(m: typeof en): string[] {
    const reasons = [null, ...Object.keys(m.status.endReasons)] as (
      | keyof typeof m.status.endReasons
      | null
    )[];
    const ends = [m.status.matchScore([88, 88], 88)];
    for (const winner of ['south', 'north', 'draw'] as const)
      for (const wins of [
        [48, 48],
        [49, 48],
        [1, 1],
      ] as [number, number][])
        ends.push(m.status.matchOver({ winner, wins, seeds: [1188, 1188] }));
    const all: string[] = [];
    for (const reason of reasons)
      for (const winner of ['south', 'north', 'draw'] as const)
        for (const end of ends)
          all.push(
            [
              m.status.roundOf(99, 99),
              m.controls.replay.position(888, 888),
              m.status.gameOver(winner, [188, 188], reason),
              end,
            ].join(' · '),
          );
    return all;
  }

  for (const m of [en, es]) {
    it(`keeps room for a match's longest status at every width (${m.locale})`, async () => {
      await setViewport({ width: 1600, height: 900 });
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board lang=${m.locale} rounds="2" style="font-size: 16px"></hoyito-board>`,
      );
      await settle(board);
      // The same status without the match's room, holding each text in turn.
      const status = statusBox(board);
      const bare = document.createElement('div');
      bare.className = 'status';
      status.after(bare);
      bare.style.whiteSpace = 'nowrap';
      const longest = longestStatuses(m)
        .map((text) => {
          bare.textContent = text;
          return { text, width: bare.scrollWidth };
        })
        .sort((a, b) => b.width - a.width)
        .slice(0, 12)
        .map(({ text }) => text);
      bare.style.whiteSpace = '';
      for (let width = 1500; width >= 250; width -= 10) {
        board.style.width = `${width}px`;
        const room = status.getBoundingClientRect().height;
        for (const text of longest) {
          bare.textContent = text;
          expect(bare.getBoundingClientRect().height, `${width} px: ${text}`).to.be.at.most(room);
        }
      }
    });
  }
});

describe('<hoyito-board> keeps its height as controls and a match change', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));
  const WIDTHS = [280, 320, 360, 412, 768, 1280];

  /** The board's height once its text scale, read after its first frame, has settled. */
  async function height(board: HoyitoBoard): Promise<number> {
    await settle(board);
    await nextFrames(2);
    return board.getBoundingClientRect().height;
  }

  /** Whether the control named `label` is shown, available or not. */
  function state(board: HoyitoBoard, label: string): string {
    const found = [...shadow(board).querySelectorAll('[part~="controls"] button')].find(
      (b) => b.textContent?.trim() === label,
    );
    if (found === undefined) return 'gone';
    expect(found.getBoundingClientRect().height, `${label}: a touch target`).to.be.at.least(44);
    return found.getAttribute('aria-disabled') === 'true' ? 'unavailable' : 'available';
  }

  for (const lang of ['en', 'es'] as const) {
    for (const width of WIDTHS) {
      it(`keeps its height as Next game becomes available and is pressed (${lang}, ${width} px)`, async () => {
        await setViewport({ width, height: 900 });
        const board = await fixture<HoyitoBoard>(
          html`<hoyito-board lang=${lang} rounds="3" speed="instant"></hoyito-board>`,
        );
        const label = lang === 'es' ? 'Siguiente partida' : 'Next game';
        const heights = [await height(board)];
        const states = [state(board, label)];
        expect(board.agree()).to.equal(true);
        heights.push(await height(board));
        states.push(state(board, label));
        button(board, label).click();
        heights.push(await height(board));
        states.push(state(board, label));
        expect(board.currentPosition?.round).to.equal(2);
        expect(heights, "in a round, at the round's end, in the next round").to.deep.equal(
          new Array(3).fill(heights[0]),
        );
        // Shown all through the match, available only between its rounds.
        expect(states).to.deep.equal(['unavailable', 'available', 'unavailable']);
      });

      it(`keeps its height as Pass becomes available and is pressed (${lang}, ${width} px)`, async () => {
        await setViewport({ width, height: 900 });
        // South, with no seeds, must pass; Undo brings the pass back.
        const board = await fixture<HoyitoBoard>(
          html`<hoyito-board lang=${lang} position="h2/0.0.0.0.0.0/4.4.4.4.4.4/12-12/s" speed="instant"></hoyito-board>`,
        );
        const label = lang === 'es' ? 'Pasar' : 'Pass';
        const heights = [await height(board)];
        const states = [state(board, label)];
        button(board, label).click();
        heights.push(await height(board));
        states.push(state(board, label));
        expect(board.currentPosition?.toMove).to.equal('north');
        expect(board.undo()).to.equal(true);
        heights.push(await height(board));
        states.push(state(board, label));
        expect(heights, 'with Pass to press, passed, undone').to.deep.equal(
          new Array(3).fill(heights[0]),
        );
        expect(states).to.deep.equal(['available', 'unavailable', 'available']);
      });
    }
  }
});

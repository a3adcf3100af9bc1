// Windows' high contrast (forced colours) in the modes the main file's tests of it leave out: the
// diagram's marks, the replay's move list, setup's tools and the controls that cannot be used.
// Computed under Chromium's own emulation, as DevTools has it, not read from the style sheet.

import { sendKeys } from '@web/test-runner-commands';
import { contrast } from '../../../../scripts/contrast.mjs';
import { button, expect, fixture, forcedColors, html, settle } from '../../test/helpers.ts';
import type { HoyitoBoard } from '../index.ts';
import '../index.ts';

function shadow(board: HoyitoBoard): ShadowRoot {
  if (board.shadowRoot === null) throw new Error('no shadow root');
  return board.shadowRoot;
}

function one<T extends Element>(board: HoyitoBoard, selector: string): T {
  const found = shadow(board).querySelector<T>(selector);
  if (found === null) throw new Error(`no ${selector}`);
  return found;
}

/** A system colour (`Canvas`, `Highlight`, …) as the page in forced colours computes it. */
function system(name: string): string {
  const probe = document.body.appendChild(document.createElement('span'));
  probe.style.color = name;
  try {
    return getComputedStyle(probe).color;
  } finally {
    probe.remove();
  }
}

describe('<hoyito-board> in forced colours', () => {
  it('draws a diagram in the system colours, the move’s path and its captures told apart', async () => {
    // North's B sows A and f and captures both.
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="diagram" variant="hoyito-2" position="h2/3.5.5/1.2.3/0-0/n" highlight="B"></hoyito-board>`,
    );
    await settle(board);
    const paint = () => {
      const svg = 'svg:not(.narrow)';
      const fill = (selector: string) => getComputedStyle(one(board, `${svg} ${selector}`)).fill;
      const stroke = (selector: string) =>
        getComputedStyle(one(board, `${svg} ${selector}`)).stroke;
      return {
        ground: fill('.frame'),
        hole: fill('.dhole > circle'),
        edge: stroke('.dhole > circle'),
        seed: fill('.dseed'),
        seedEdge: stroke('.dseed'),
        label: fill('.dlabel'),
        from: stroke('.mark-from'),
        path: stroke('.mark-path'),
        captured: stroke('.mark-captured'),
      };
    };
    const own = paint();
    await forcedColors(async () => {
      const forced = paint();
      expect(forced).to.not.deep.equal(own);
      // The reader's own colours, whatever they chose: the board and its holes on the system's
      // background, edged, seeded and labelled in its text colour.
      const [canvas, text, highlight] = ['Canvas', 'CanvasText', 'Highlight'].map(system);
      expect([forced.ground, forced.hole]).to.deep.equal([canvas, canvas]);
      expect([forced.edge, forced.seed, forced.label]).to.deep.equal([text, text, text]);
      // Seeds edged in the background's colour, so that touching seeds stay apart.
      expect(forced.seedEdge).to.equal(canvas);
      // Where the move starts and goes in the highlight, what it captures in the text colour: a
      // reader can still tell the two marks (and their keys in the legend) apart.
      expect([forced.from, forced.path, forced.captured]).to.deep.equal([
        highlight,
        highlight,
        text,
      ]);
      expect(contrast(highlight, canvas)).to.be.at.least(3);
    });
  });

  it('marks the move on show, the moves commented on and the focus in a replay', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" record=${'[Variant "hoyito-2"]\n\nc {opens the game} C d'}></hoyito-board>`,
    );
    await settle(board);
    button(board, /Next/).click();
    await settle(board);
    const moves = [...shadow(board).querySelectorAll<HTMLElement>('[part~="moves"] button')];
    const [first, second] = moves;
    expect(first.getAttribute('aria-current')).to.equal('step');
    expect(first.hasAttribute('data-commented')).to.equal(true);
    await forcedColors(async () => {
      const face = getComputedStyle(first).backgroundColor;
      // The move on show ringed in a colour the system keeps, the others not.
      const current = getComputedStyle(first);
      expect(current.outlineStyle).to.equal('solid');
      expect(contrast(current.outlineColor, face)).to.be.at.least(3);
      expect(getComputedStyle(second).outlineStyle).to.equal('none');
      // The comment's dot, a border, which forced colours keep in the text's colour.
      const dot = getComputedStyle(first, '::after');
      expect(parseFloat(dot.borderTopWidth)).to.be.at.least(2);
      expect(contrast(dot.borderTopColor, face)).to.be.at.least(3);
      const mark = {
        width: parseFloat(current.outlineWidth),
        offset: parseFloat(current.outlineOffset),
      };
      // The keyboard's focus follows the move on show (→), and is told from its mark: wider, and
      // further out.
      first.focus();
      await sendKeys({ press: 'ArrowRight' });
      await settle(board);
      expect(shadow(board).activeElement).to.equal(second);
      expect(second.getAttribute('aria-current')).to.equal('step');
      expect(second.matches(':focus-visible')).to.equal(true);
      const focused = getComputedStyle(second);
      expect(focused.outlineStyle).to.equal('solid');
      expect(parseFloat(focused.outlineWidth)).to.be.above(mark.width);
      expect(parseFloat(focused.outlineOffset)).to.be.above(mark.offset);
      expect(contrast(focused.outlineColor, face)).to.be.at.least(3);
    });
  });

  it('shows which setup tool is chosen, and which controls cannot be used', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" variant="hoyito-2"></hoyito-board>`,
    );
    await settle(board);
    const chosen = one<HTMLElement>(board, '[role="radio"][aria-checked="true"]');
    const other = one<HTMLElement>(board, '[role="radio"][aria-checked="false"]');
    await forcedColors(async () => {
      const on = getComputedStyle(chosen);
      const off = getComputedStyle(other);
      // The chosen tool filled with the system's highlight, its words in the highlight's text.
      expect(on.backgroundColor).to.not.equal(off.backgroundColor);
      expect(contrast(on.color, on.backgroundColor)).to.be.at.least(4.5);
      expect(contrast(on.backgroundColor, off.backgroundColor)).to.be.at.least(1.5);
    });

    // A game just begun has nothing to undo: Undo stays in sight, in the system's grey, not
    // faded into the background.
    const game = await fixture<HoyitoBoard>(html`<hoyito-board variant="hoyito-2"></hoyito-board>`);
    await settle(game);
    const undo = button(game, /Undo/);
    const newGame = button(game, /New game/);
    expect(undo.getAttribute('aria-disabled')).to.equal('true');
    expect(newGame.getAttribute('aria-disabled')).to.not.equal('true');
    await forcedColors(async () => {
      const unusable = getComputedStyle(undo);
      const usable = getComputedStyle(newGame);
      expect(unusable.opacity).to.equal('1');
      expect(unusable.color).to.not.equal(usable.color);
      expect(unusable.borderTopColor).to.equal(unusable.color);
      expect(contrast(unusable.color, unusable.backgroundColor)).to.be.at.least(3);
      expect(contrast(unusable.color, usable.backgroundColor)).to.be.at.least(3);
    });
  });
});

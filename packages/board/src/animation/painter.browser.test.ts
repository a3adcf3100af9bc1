import { expect, fixture, html } from '../../test/helpers.ts';
import type { HoyitoBoard } from '../index.ts';
import '../index.ts';
import { findPaintNodes, Painter } from './painter.ts';

describe('Painter', () => {
  it('paints text and attributes, then puts back exactly what was there', async () => {
    const element = await fixture<HTMLElement>(
      html`<p data-state="playable" aria-label="c, 4 seeds">4</p>`,
    );
    const text = element.firstChild as Text;
    const painter = new Painter();
    painter.text(text, '5');
    painter.text(text, '6');
    painter.attribute(element, 'data-state', 'active');
    painter.attribute(element, 'data-state', 'active path');
    // An attribute Lit did not set is removed again.
    painter.attribute(element, 'data-seeds', '6');
    expect(element.outerHTML).to.equal(
      '<p data-state="active path" aria-label="c, 4 seeds" data-seeds="6">6</p>',
    );
    painter.restore();
    expect(element.outerHTML).to.equal('<p data-state="playable" aria-label="c, 4 seeds">4</p>');
    // Restoring twice, or with nothing painted, changes nothing.
    painter.restore();
    expect(element.outerHTML).to.equal('<p data-state="playable" aria-label="c, 4 seeds">4</p>');
  });
});

describe('findPaintNodes', () => {
  it("finds every hole's button, pile and count, both stores and the status of a board", async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board holes="4"></hoyito-board>`);
    await board.updateComplete;
    const nodes = findPaintNodes(board.shadowRoot as ShadowRoot, 4);
    expect(nodes?.holes.map((h) => h.button.getAttribute('data-hole'))).to.deep.equal([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    expect(nodes?.holes.map((h) => h.count.data)).to.deep.equal(new Array(8).fill('4'));
    expect(nodes?.stores.map((s) => s.text.data)).to.deep.equal(['0', '0']);
    expect(nodes?.status.data).to.equal('South to move');
  });

  it('finds the status line’s caption, hidden from screen readers, while a move is sown', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board holes="4" speed="slow"></hoyito-board>`,
    );
    await board.updateComplete;
    board.play(2);
    await board.updateComplete;
    const nodes = findPaintNodes(board.shadowRoot as ShadowRoot, 4);
    expect(nodes?.status.data).to.match(/^Lap 1\b/);
    expect(nodes?.status.parentElement?.getAttribute('aria-hidden')).to.equal('true');
    board.skipAnimation();
  });

  it('finds nothing where the board is not drawn as holes, or has another size', async () => {
    const diagram = await fixture<HoyitoBoard>(html`<hoyito-board mode="diagram"></hoyito-board>`);
    await diagram.updateComplete;
    expect(findPaintNodes(diagram.shadowRoot as ShadowRoot, 6)).to.equal(null);
    const play = await fixture<HoyitoBoard>(html`<hoyito-board holes="4"></hoyito-board>`);
    await play.updateComplete;
    expect(findPaintNodes(play.shadowRoot as ShadowRoot, 6)).to.equal(null);
  });
});

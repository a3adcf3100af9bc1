import '../src/index.ts';
import { axe, describeViolations, expect, fixture, html, nextFrames } from './helpers.ts';

describe('<hoyito-board> smoke', () => {
  it('is defined as a custom element', () => {
    expect(customElements.get('hoyito-board'), 'customElements.get("hoyito-board")').to.be.a(
      'function',
    );
  });

  it('upgrades and renders holes in its shadow root', async () => {
    const board = await fixture<HTMLElement>(html`<hoyito-board></hoyito-board>`);
    const ctor = customElements.get('hoyito-board');
    expect(ctor, 'customElements.get("hoyito-board")').to.be.a('function');
    expect(board).to.be.an.instanceof(ctor as CustomElementConstructor);
    await nextFrames(2);
    expect(board.shadowRoot, 'shadowRoot').to.not.equal(null);
    const holes = board.shadowRoot?.querySelectorAll('[part~="hole"]') ?? [];
    expect(holes.length, 'number of [part~="hole"] in the shadow root').to.be.greaterThan(0);
  });

  it('has no axe violations', async () => {
    const board = await fixture<HTMLElement>(html`<hoyito-board></hoyito-board>`);
    await nextFrames(2);
    const violations = await axe(board);
    expect(violations, describeViolations(violations)).to.have.length(0);
  });
});

describe('test helpers', () => {
  it('axe() reports violations of a bad fragment and none of a good one', async () => {
    const bad = await fixture<HTMLElement>(html`<div><img src="data:," /></div>`);
    const violations = await axe(bad);
    expect(violations.map((v) => v.id)).to.include('image-alt');
    const good = await fixture<HTMLElement>(html`<div><img src="data:," alt="a hole" /></div>`);
    const none = await axe(good);
    expect(none, describeViolations(none)).to.have.length(0);
  });

  it('nextFrames() waits for animation frames', async () => {
    let frames = 0;
    const count = () => {
      frames++;
      requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    await nextFrames(3);
    expect(frames).to.be.at.least(2);
  });
});

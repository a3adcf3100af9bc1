// The board on a page with a strict Content-Security-Policy that also requires Trusted Types, as
// the embedding guide describes it: a real policy, in a frame of its own (a policy cannot be taken
// back from a page), with the board's modules served from the page's origin.
import { expect, until } from './helpers.ts';

const csp = (policies: string) =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "worker-src 'self'",
    "style-src 'self'",
    // Only because these are the sources, not the bundle: the search's weights are a JSON module
    // here (fetched under connect-src), where the bundle and its worker have them inlined.
    "connect-src 'self'",
    "require-trusted-types-for 'script'",
    `trusted-types ${policies}`,
  ].join('; ');

interface FramedBoard extends HTMLElement {
  play(move: string): boolean;
  readonly currentPosition: { toMove: string | null } | null;
}

/**
 * A frame under the policy, its `trusted-types` directive listing `policies`, with one board,
 * `attributes` on it; resolves once the board has drawn its holes, with the list that collects
 * the messages of the `hoyito-error` events it fires from then on.
 */
async function framedBoard(
  attributes: string,
  policies = 'lit-html hoyito-board',
): Promise<{ frame: HTMLIFrameElement; board: FramedBoard; errors: string[] }> {
  const frame = document.createElement('iframe');
  const source = new URL('../src/index.ts', import.meta.url).pathname;
  frame.srcdoc = `<!doctype html><html lang="en"><head><meta http-equiv="Content-Security-Policy" content="${csp(policies)}"><script type="module" src="${source}"></script></head><body><hoyito-board ${attributes}></hoyito-board></body></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as Window & typeof globalThis;
  await win.customElements.whenDefined('hoyito-board');
  const board = win.document.querySelector('hoyito-board') as FramedBoard;
  const errors: string[] = [];
  board.addEventListener('hoyito-error', (event) =>
    errors.push((event as CustomEvent<{ message: string }>).detail.message),
  );
  await until(
    () => (board.shadowRoot?.querySelectorAll('[part~="hole"]').length ?? 0) > 0,
    'the board renders',
  );
  return { frame, board, errors };
}

describe('<hoyito-board> under a strict Content-Security-Policy with Trusted Types', function () {
  this.timeout(30_000);

  it('the policy is in force in the frame: a plain string is refused for innerHTML', async () => {
    const { frame } = await framedBoard('');
    const doc = frame.contentDocument as Document;
    expect(() => {
      doc.createElement('div').innerHTML = '<b>plain</b>';
    }).to.throw(/TrustedHTML/);
    frame.remove();
  });

  it('renders, and the computer (its worker started through the board’s policy) replies', async () => {
    const { frame, board, errors } = await framedBoard('north-player="casual" speed="instant"');
    expect(board.play('c')).to.equal(true);
    await until(
      () => errors.length > 0 || board.currentPosition?.toMove === 'south',
      'the computer replies',
      15_000,
    );
    expect(errors).to.deep.equal([]);
    expect(board.currentPosition?.toMove).to.equal('south');
    frame.remove();
  });

  it('says which policy to allow when the page’s trusted-types directive leaves it out', async () => {
    const { frame, board, errors } = await framedBoard(
      'north-player="casual" speed="instant"',
      'lit-html',
    );
    expect(board.play('c')).to.equal(true);
    await until(() => errors.length > 0, 'the failure is reported');
    expect(errors[0]).to.match(/trusted-types directive refuses the policy "hoyito-board"/);
    frame.remove();
  });
});

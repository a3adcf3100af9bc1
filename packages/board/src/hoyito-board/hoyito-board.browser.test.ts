import {
  createPosition,
  Game,
  initialPosition,
  Match,
  type Move,
  makeMove,
  makePosition,
  makeRecord,
  type Position,
  parseHole,
  parsePosition,
  parseRecord,
  Random,
} from '@hoyito/engine';
import {
  emulateMedia,
  resetMouse,
  sendKeys,
  sendMouse,
  setViewport,
} from '@web/test-runner-commands';
import { nothing, type TemplateResult } from 'lit';
import {
  axe,
  button,
  describeViolations,
  expect,
  fixture,
  forcedColors,
  html,
  labelOf,
  middleOf,
  narration,
  nextFrames,
  oneEvent,
  settle,
  until,
  withWarnings,
} from '../../test/helpers.ts';
import type {
  ErrorDetail,
  HoyitoAnimationEndEvent,
  HoyitoBoard,
  HoyitoErrorEvent,
  HoyitoGameOverEvent,
  MoveDetail,
  Player,
} from '../index.ts';
import '../index.ts';
import { contrast } from '../../../../scripts/contrast.mjs';
import { squeezeCss } from '../../scripts/squeeze-css.mjs';
import { holeMark, traceFrames } from '../animation/frames.ts';
import { styles } from './hoyito-board.styles.ts';

/** A page's or a record's name as the board sets it in a sentence: in its own direction. */
function named(name: string): string {
  return `\u2068${name}\u2069`;
}

const ENDLESS = 'h2/2.0.2.3.0.1/0.2.1.3.15.3/16-0/s'; // South's a never ends (159,732 laps)
const NEAR_END = 'h3/1.3.0/0.0.3/20-18/s'; // South's a takes a casa and the last four

function shadow(board: HoyitoBoard): ShadowRoot {
  if (board.shadowRoot === null) throw new Error('no shadow root');
  return board.shadowRoot;
}

/** A Proxy already revoked: any question put to it throws, even whether it is a list. */
function revokedProxy(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

function hole(board: HoyitoBoard, h: number): HTMLButtonElement {
  const b = shadow(board).querySelector<HTMLButtonElement>(`[data-hole="${h}"]`);
  if (b === null) throw new Error(`no hole ${h}`);
  return b;
}

/**
 * `board` (a 2×7 one) in a 316 px wrapper, which its holes fill: its rows have no room to spare
 * (data-tight), whatever the window's width. `width` sets another wrapper's (280 px for 2×6).
 */
async function inTightRows(
  board: TemplateResult,
  width = 316,
): Promise<{ board: HoyitoBoard; rows: HTMLElement }> {
  const wrapper = await fixture<HTMLElement>(
    html`<div style=${`width: ${width}px`}>${board}</div>`,
  );
  const element = wrapper.querySelector('hoyito-board') as HoyitoBoard;
  await settle(element);
  await nextFrames(2);
  const rows = shadow(element).querySelector('.rows') as HTMLElement;
  expect(rows.hasAttribute('data-tight')).to.equal(true);
  return { board: element, rows };
}

/** The room a mark's ring takes past its hole: its largest spread, none for one drawn inside. */
function ringReach(marked: HTMLElement): { spread: number; inside: boolean } {
  const shadows = getComputedStyle(marked).boxShadow.split(/,(?![^(]*\))/);
  const spreads = shadows.map((one) => Number(/(-?[\d.]+)px(?:\s+inset)?\s*$/.exec(one)?.[1]));
  const inside = shadows.every((one) => one.includes('inset'));
  return { spread: Math.max(...spreads), inside };
}

/** How far an outline reaches past its element's border edge: less than 0 when inside it. */
function outlineReach(style: CSSStyleDeclaration): number {
  return Number.parseFloat(style.outlineOffset) + Number.parseFloat(style.outlineWidth);
}

// North's E on 2×6 (Hoyito II): its two seeds make four in F and in South's a; a, where the last
// one lands, is a casa, and F behind it is taken in the chain. Both stand at a row's end.
const CASA_AT_ENDS = 'h2/3.1.1.1.1.1/1.1.1.1.2.3/0-0/n';
const ACCENT = 'rgb(0, 0, 255)';
const CAPTURE = 'rgb(255, 0, 0)';

/**
 * Plays `label` on `board` and looks, at every animation frame until the move's end, at each
 * hole ringed by the animation: `see(hole, index, mark)` for each, `mark` its `active` (sown or
 * lifted) or `captured` flag. Returns the rings in the order they came, a step's rings as one
 * entry ("0 captured" or, for the last four, "3 captured, 5 captured"), once while they stay.
 */
async function animationMarks(
  board: HoyitoBoard,
  label: string,
  see: (hole: HTMLElement, index: number, mark: string) => void = () => {},
): Promise<string[]> {
  const ended = oneEvent(board, 'hoyito-animation-end');
  let done = false;
  void ended.then(() => {
    done = true;
  });
  expect(board.play(label)).to.equal(true);
  const seen: string[] = [];
  for (let i = 0; !done && i < 5000; i++) {
    const now: string[] = [];
    for (const b of shadow(board).querySelectorAll<HTMLElement>('[part~="hole"]')) {
      const flags = b.dataset.state?.split(' ') ?? [];
      for (const mark of ['active', 'captured'] as const)
        if (flags.includes(mark)) {
          see(b, Number(b.dataset.hole), mark);
          now.push(`${b.dataset.hole} ${mark}`);
        }
    }
    // In the holes' order, not the order drawn (North's row, first, runs from its end).
    const rings = now.sort((x, y) => Number.parseInt(x, 10) - Number.parseInt(y, 10)).join(', ');
    if (rings !== '' && rings !== seen.at(-1)) seen.push(rings);
    await nextFrames(1);
  }
  expect(done, 'the animation ended').to.equal(true);
  await settle(board);
  const left = [...shadow(board).querySelectorAll<HTMLElement>('[part~="hole"]')].filter((b) =>
    /\b(active|captured)\b/.test(b.dataset.state ?? ''),
  );
  expect(left, 'no ring left after the move').to.have.length(0);
  return seen;
}

/**
 * The rings each step of `label`'s move from `from` should show, by the engine's trace, in
 * animationMarks' form; and checks that `marks` shows them in that order (a step may be dropped
 * when the browser is too busy to draw it on time).
 */
function expectStepsRinged(from: string, label: string, marks: readonly string[]): void {
  const before = parsePosition(from);
  if (!before.ok) throw new Error(before.error.message);
  const hole = parseHole(label, before.value.holes);
  if (!hole.ok) throw new Error(hole.error.message);
  const played = before.value.play(hole.value, { trace: true });
  if (!played.ok) throw new Error(played.error.message);
  const steps = traceFrames(before.value, played.value.trace ?? []).map((f) =>
    before.value.board
      .map((_, h) => holeMark(f, h))
      .flatMap((mark, h) => (mark === null ? [] : [`${h} ${mark}`]))
      .join(', '),
  );
  let at = 0;
  for (const m of marks) {
    const found = steps.indexOf(m, at);
    expect(found, `${m}: a step of the move, in its order (${steps.join(' / ')})`).to.be.at.least(
      0,
    );
    at = found + 1;
  }
}

/** The counts drawn, in canonical order. */
function drawnBoard(board: HoyitoBoard): number[] {
  const buttons = [...shadow(board).querySelectorAll<HTMLElement>('[part~="hole"]')];
  const counts: number[] = [];
  for (const b of buttons)
    counts[Number(b.dataset.hole)] = Number(b.querySelector('[part~="count"]')?.textContent);
  return counts;
}

/** The count a store shows: its text, less the name of its owner shown above it. */
function storeCount(board: HoyitoBoard, side: 'south' | 'north'): string {
  const store = shadow(board).querySelector(`[part~="store"][part~="${side}"]`);
  const owner = store?.querySelector('.side')?.textContent ?? '';
  return store?.textContent?.slice(owner.length).trim() ?? '';
}

function stores(board: HoyitoBoard): number[] {
  return [Number(storeCount(board, 'south')), Number(storeCount(board, 'north'))];
}

/** The labels of the board's control buttons, in their order. */
function buttonLabels(board: HoyitoBoard): string[] {
  return [...shadow(board).querySelectorAll('[part~="controls"] button')].map((b) =>
    labelOf(b).trim(),
  );
}

/** `promise`, or a failure naming `what` when it has not settled within `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms),
    ),
  ]);
}

/** A board saving under `key` (cleared first) with the moves c and A played on it. */
async function playedUnder(key: string): Promise<HoyitoBoard> {
  localStorage.removeItem(`hoyito-board:${key}`);
  localStorage.removeItem(`hoyito-board-kept:${key}`);
  const board = await fixture<HoyitoBoard>(
    html`<hoyito-board persist=${key} speed="instant"></hoyito-board>`,
  );
  await settle(board);
  for (const move of ['c', 'A']) {
    expect(board.play(move), move).to.equal(true);
    await settle(board);
  }
  return board;
}

function statusOf(board: HoyitoBoard): string {
  return shadow(board).querySelector('[part~="status"]')?.textContent?.trim() ?? '';
}

/** How the status line is announced: polite, or off while the narration says the same. */
function liveness(board: HoyitoBoard): string | null {
  return shadow(board).querySelector('[part~="status"]')?.getAttribute('aria-live') ?? null;
}

/**
 * A match of two rounds whose first is agreed at once, and round 2, which North (a page's player
 * choosing as `chooseMove` does, named Slow) begins, started with Enter on Next game.
 */
async function nextGameFromKeys(chooseMove: () => Promise<number>): Promise<HoyitoBoard> {
  const board = await fixture<HoyitoBoard>(
    html`<hoyito-board rounds="2" speed="instant"></hoyito-board>`,
  );
  await settle(board);
  expect(board.agree()).to.equal(true);
  await settle(board);
  board.players = { north: { name: 'Slow', chooseMove } };
  await settle(board);
  button(board, /^Next game$/).focus();
  await sendKeys({ press: 'Enter' });
  await settle(board);
  return board;
}

function buttons(board: HoyitoBoard): HTMLButtonElement[] {
  return [...shadow(board).querySelectorAll<HTMLButtonElement>('button')];
}

/**
 * A board put on the page under `persist="key"`, and the `hoyito-error` it reports as it takes
 * the key up (what is stored there, set beforehand).
 */
async function boardTakingUp(key: string): Promise<{ board: HoyitoBoard; detail: ErrorDetail }> {
  const board = document.createElement('hoyito-board') as HoyitoBoard;
  board.setAttribute('persist', key);
  const errored = oneEvent(board, 'hoyito-error');
  document.body.append(board);
  return { board, detail: (await errored).detail };
}

/** What the paragraph under the board says (a hole's move, a hint, why a hole cannot be played). */
function previewOf(board: HoyitoBoard): string {
  return shadow(board).querySelector('#preview')?.textContent?.trim() ?? '';
}

/** The holes the words under the board describe (aria-describedby), by number. */
function described(board: HoyitoBoard): number[] {
  return [...shadow(board).querySelectorAll('[data-hole][aria-describedby="preview"]')].map((b) =>
    Number(b.getAttribute('data-hole')),
  );
}

/** The text of the board's notice that its game goes unsaved; null when it shows none. */
function unsavedNotice(board: HoyitoBoard): string | null {
  const notice = shadow(board).querySelector('[part~="unsaved"]');
  return notice === null ? null : (notice.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Runs `use` while localStorage refuses every write under a key starting with `prefix`, as a
 * full storage does; with `blocked`, every read, write and removal there too, with a
 * SecurityError, as a browser that keeps a page from storing anything does. Then lets them
 * through again.
 */
async function refusingStorage<T>(
  prefix: string,
  use: () => Promise<T>,
  { blocked = false } = {},
): Promise<T> {
  const methods = blocked
    ? (['getItem', 'setItem', 'removeItem'] as const)
    : (['setItem'] as const);
  const error = blocked
    ? new DOMException('The operation is insecure.', 'SecurityError')
    : new DOMException('full', 'QuotaExceededError');
  const kept = methods.map((name) => Storage.prototype[name]);
  methods.forEach((name, i) => {
    const through = kept[i] as (this: Storage, ...args: string[]) => unknown;
    Storage.prototype[name] = function (this: Storage, key: string, ...rest: string[]) {
      if (key.startsWith(prefix)) throw error;
      return through.call(this, key, ...rest);
    } as never;
  });
  try {
    return await use();
  } finally {
    methods.forEach((name, i) => {
      Storage.prototype[name] = kept[i] as never;
    });
  }
}

/**
 * Runs `use` with a list it fills with the type of each of `types` heard on `targets`, in the
 * order heard; the listeners go afterwards.
 */
async function hearing(
  targets: readonly EventTarget[],
  types: readonly string[],
  use: (heard: string[]) => Promise<void>,
): Promise<void> {
  const heard: string[] = [];
  const listen = (event: Event) => heard.push(event.type);
  for (const target of targets) for (const type of types) target.addEventListener(type, listen);
  try {
    await use(heard);
  } finally {
    for (const target of targets)
      for (const type of types) target.removeEventListener(type, listen);
  }
}

function start(options: Parameters<typeof initialPosition>[0]): Position {
  const p = initialPosition(options);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

/** A side played by code that is offline: every request for a move fails. */
function offlinePlayer(name: string) {
  return {
    name,
    chooseMove: async (): Promise<number> => {
      throw new Error('offline');
    },
  };
}

/** A side played by code that plays its first legal move at once, and how often it was asked. */
function firstLegalPlayer(name: string) {
  let asked = 0;
  const player = {
    name,
    chooseMove: async (position: Position) => {
      asked++;
      return position.legalMoves()[0] ?? 'pass';
    },
  };
  return { player, asked: () => asked };
}

describe('<hoyito-board> renders', () => {
  for (const variant of ['hoyito-1', 'hoyito-2', 'hoyito-3'] as const) {
    for (const holes of [3, 6, 12]) {
      for (const mode of ['play', 'replay', 'diagram', 'setup'] as const) {
        it(`${variant} 2×${holes} in ${mode} mode`, async () => {
          const board = await fixture<HoyitoBoard>(
            html`<hoyito-board variant=${variant} holes=${holes} seeds="3" mode=${mode}></hoyito-board>`,
          );
          await settle(board);
          expect(drawnBoard(board)).to.deep.equal(new Array(2 * holes).fill(3));
          expect(board.currentPosition?.variant).to.equal(variant);
          // Holes on show: diagram mode draws a narrow layout too, not displayed at this width.
          const shown = [...shadow(board).querySelectorAll('[part~="hole"][part~="south"]')].filter(
            (h) => h.getClientRects().length > 0,
          );
          expect(shown.length).to.equal(holes);
        });
      }
    }
  }

  it('draws either side at the bottom', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board orientation="north"></hoyito-board>`,
    );
    await settle(board);
    const rows = [...shadow(board).querySelectorAll('[part~="row"]')];
    expect(rows[1].querySelector('[part~="hole"]')?.getAttribute('data-hole')).to.equal('6');
    expect(rows[0].querySelector('[part~="hole"]')?.getAttribute('data-hole')).to.equal('5');
    button(board, /Flip/).click();
    await settle(board);
    const flipped = [...shadow(board).querySelectorAll('[part~="row"]')];
    expect(flipped[1].querySelector('[part~="hole"]')?.getAttribute('data-hole')).to.equal('0');
  });

  it('runs left to right on a right-to-left page: the rows, the keys, the diagram, the words', async () => {
    const page = await fixture<HTMLElement>(
      html`<div dir="rtl" style="width: 700px"><hoyito-board></hoyito-board><hoyito-board mode="diagram" highlight="c"></hoyito-board></div>`,
    );
    const [board, diagram] = [...page.querySelectorAll('hoyito-board')] as HoyitoBoard[];
    await settle(board);
    await settle(diagram);
    const x = (h: number) => hole(board, h).getBoundingClientRect().left;
    // South's a…f from the left, as the notation reads a row and the sowing runs.
    expect(x(0)).to.be.lessThan(x(1));
    expect(x(1)).to.be.lessThan(x(5));
    expect(getComputedStyle(shadow(board).querySelector('.wrap') as Element).direction).to.equal(
      'ltr',
    );
    hole(board, 0).focus();
    await sendKeys({ press: 'ArrowRight' });
    expect((shadow(board).activeElement as HTMLElement).dataset.hole).to.equal('1');
    // The diagram's legend starts inside its picture.
    const svg = shadow(diagram).querySelector('svg.diagram:not(.narrow)') as SVGSVGElement;
    const legend = svg.querySelector('.legend text') as SVGTextElement;
    expect(legend.getBoundingClientRect().left).to.be.at.least(svg.getBoundingClientRect().left);
    expect(getComputedStyle(legend).direction).to.equal('ltr');
  });

  it('shows what the page wrote inside it only until it draws the board', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board><p>A Hoyito board: it needs JavaScript.</p></hoyito-board>`,
    );
    await settle(board);
    const words = board.querySelector('p') as HTMLElement;
    expect(words.getClientRects().length).to.equal(0);
    board.setAttribute('variant', 'nope');
    await settle(board);
    expect(shadow(board).querySelector('[part="error"]')).to.not.equal(null);
    expect(words.getClientRects().length).to.equal(0);
  });

  it('names each hole with its label, owner and count', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board></hoyito-board>`);
    await settle(board);
    expect(hole(board, 2).getAttribute('aria-label')).to.match(/^c, South.s hole, 4 seeds/);
    expect(hole(board, 8).getAttribute('aria-label')).to.match(/^C, North.s hole, 4 seeds/);
  });

  it("shows whose each store is, in the board's language, on whichever side is at the bottom", async () => {
    const owners = (board: HoyitoBoard) =>
      [...shadow(board).querySelectorAll<HTMLElement>('[part~="store"]')].map((store) => ({
        part: store.getAttribute('part'),
        owner: store.querySelector('.side')?.textContent,
        shown: (store.querySelector('.side') as HTMLElement).getClientRects().length > 0,
      }));
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board position="h1/1.0.0.0.0.0/0.0.0.0.0.2/7-5/s"></hoyito-board>`,
    );
    await settle(board);
    // The top side's store first, drawn at the board's left (or above the rows on a phone).
    expect(owners(board)).to.deep.equal([
      { part: 'store north', owner: 'North', shown: true },
      { part: 'store south', owner: 'South', shown: true },
    ]);
    expect(stores(board)).to.deep.equal([7, 5]);
    board.orientation = 'north';
    board.lang = 'es';
    await settle(board);
    expect(owners(board)).to.deep.equal([
      { part: 'store south', owner: 'Sur', shown: true },
      { part: 'store north', owner: 'Norte', shown: true },
    ]);
    expect(shadow(board).querySelector('[part~="store"]')?.getAttribute('aria-label')).to.equal(
      'Sur ha comido 7 semillas',
    );
    // Setup's stores, buttons, show theirs too, and are named by what they show first, as
    // speech input calls them.
    board.mode = 'setup';
    await settle(board);
    expect(owners(board).map((o) => o.owner)).to.deep.equal(['Sur', 'Norte']);
    expect(stores(board)).to.deep.equal([7, 5]);
    expect(
      [...shadow(board).querySelectorAll('button[data-store]')].map((b) =>
        b.getAttribute('aria-label'),
      ),
    ).to.deep.equal(['Sur 7: semillas comidas', 'Norte 5: semillas comidas']);
  });

  it("keeps a phone's stores 44 px tall with their owners' names, whatever the page's line height", async () => {
    const page = await fixture<HTMLElement>(
      html`<div style="width: 320px; line-height: 1.75; font-size: 16px"><hoyito-board></hoyito-board></div>`,
    );
    const board = page.querySelector('hoyito-board') as HoyitoBoard;
    await settle(board);
    for (const store of shadow(board).querySelectorAll<HTMLElement>('[part~="store"]')) {
      expect(store.querySelector('.side')?.getClientRects().length).to.equal(1);
      expect(store.getBoundingClientRect().height).to.equal(44);
    }
    // Setup's, buttons, too: a button's font brings the page's line height back.
    board.mode = 'setup';
    await settle(board);
    const setupStores = shadow(board).querySelectorAll<HTMLElement>('button[data-store]');
    expect(setupStores.length).to.equal(2);
    for (const store of setupStores) expect(store.getBoundingClientRect().height).to.equal(44);
  });
});

describe('<hoyito-board> plays what the engine plays', () => {
  it('by click, firing hoyito-move with the engine position and trace', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    const moved = oneEvent(board, 'hoyito-move');
    hole(board, 2).click();
    const { detail } = await moved;
    const expected = start({ variant: 'hoyito-2' }).play(2, { trace: true });
    if (!expected.ok) throw new Error(expected.error.message);
    expect(detail.move).to.equal(2);
    expect(detail.notation).to.equal('c');
    expect(detail.position.equals(expected.value.position)).to.equal(true);
    expect(detail.trace).to.deep.equal(expected.value.trace);
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal([...expected.value.position.board]);
    expect(board.legalMoves).to.deep.equal([...expected.value.position.legalMoves()]);
  });

  it('by keyboard: Home and End go to the first and last playable hole; in setup, up and down cross rows', async () => {
    const press = (board: HoyitoBoard, key: string) =>
      (shadow(board).activeElement as HTMLElement).dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, composed: true }),
      );
    const focused = (board: HoyitoBoard) =>
      (shadow(board).activeElement as HTMLElement).dataset.hole;
    // South's playable holes, left to right as drawn: a, b, d (c is empty).
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board position="h2/1.1.0.1/4.4.4.4/0-0/s"></hoyito-board>`,
    );
    await settle(board);
    hole(board, 0).focus();
    press(board, 'End');
    await settle(board);
    expect(focused(board)).to.equal('3');
    press(board, 'Home');
    await settle(board);
    expect(focused(board)).to.equal('0');
    // On a control, the keys are the control's.
    const newGame = button(board, /New game/);
    newGame.focus();
    press(board, 'End');
    await settle(board);
    expect(shadow(board).activeElement).to.equal(newGame);
    const setup = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" holes="4"></hoyito-board>`,
    );
    await settle(setup);
    hole(setup, 1).focus();
    press(setup, 'ArrowUp');
    await settle(setup);
    // Across from b is C (North's row runs the other way: A sits above d).
    expect(focused(setup)).to.equal('6');
    press(setup, 'ArrowDown');
    await settle(setup);
    expect(focused(setup)).to.equal('1');
    press(setup, 'End');
    await settle(setup);
    expect(focused(setup)).to.equal('3');

    // After a move the focus stays on the hole sown, which North cannot play: the arrows go to
    // the nearest of North's holes that way, along the holes as drawn (North's row runs F…A
    // above South's a…f), not to some other one.
    const played = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-1" speed="instant"></hoyito-board>`,
    );
    await settle(played);
    hole(played, 2).focus();
    hole(played, 2).click();
    await settle(played);
    expect(focused(played)).to.equal('2');
    expect(played.currentPosition?.toMove).to.equal('north');
    // As drawn: F E D C B A above a b c d e f.
    const drawn = [11, 10, 9, 8, 7, 6, 0, 1, 2, 3, 4, 5];
    const nearest = (step: number) => {
      const from = drawn.indexOf(2);
      for (let k = 1; k < drawn.length; k++) {
        const h = drawn[(from + step * k + 12 * k) % 12];
        if (played.legalMoves.includes(h)) return String(h);
      }
      return '';
    };
    press(played, 'ArrowLeft');
    await settle(played);
    expect(focused(played)).to.equal(nearest(-1));
    hole(played, 2).focus();
    press(played, 'ArrowRight');
    await settle(played);
    expect(focused(played)).to.equal(nearest(1));
    expect(nearest(-1)).to.not.equal(nearest(1));
  });

  it('by keyboard: arrows move between playable holes, Enter sows, Ctrl+Z undoes', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-3" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    const tabbable = [
      ...shadow(board).querySelectorAll<HTMLElement>('[part~="hole"][tabindex="0"]'),
    ];
    expect(tabbable.map((b) => b.dataset.hole)).to.deep.equal(['0']);
    tabbable[0].focus();
    tabbable[0].dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }),
    );
    await settle(board);
    expect((shadow(board).activeElement as HTMLElement).dataset.hole).to.equal('1');
    const moved = oneEvent(board, 'hoyito-move');
    // A button's Enter is its click.
    (shadow(board).activeElement as HTMLButtonElement).click();
    expect((await moved).detail.move).to.equal(1);
    await settle(board);
    const after = start({ variant: 'hoyito-3' }).play(1);
    expect(after.ok && drawnBoard(board)).to.deep.equal(
      after.ok ? [...after.value.position.board] : [],
    );
    hole(board, 6).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true, composed: true }),
    );
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal(new Array(12).fill(4));
    hole(board, 6).dispatchEvent(
      new KeyboardEvent('keydown', {
        key: 'Z',
        ctrlKey: true,
        shiftKey: true,
        bubbles: true,
        composed: true,
      }),
    );
    await settle(board);
    expect(after.ok && drawnBoard(board)).to.deep.equal(
      after.ok ? [...after.value.position.board] : [],
    );
  });

  it('play(), undo(), redo() and newGame() as methods', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
    await settle(board);
    expect(board.play('c')).to.equal(true);
    expect(board.play(0)).to.equal(false); // North to move
    expect(board.undo()).to.equal(true);
    expect(board.redo()).to.equal(true);
    expect(board.redo()).to.equal(false);
    board.newGame({ variant: 'hoyito-2', holes: 12 });
    await settle(board);
    expect(drawnBoard(board)).to.have.length(24);
    expect(board.currentPosition?.variant).to.equal('hoyito-2');
  });

  it('play() with what names no hole says why, in the board’s language, and plays nothing', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board speed="instant" narration lang="es"></hoyito-board>`,
    );
    await settle(board);
    for (const [given, words] of [
      ['Z', '"Z" no es una casita de un tablero de 2×6'],
      [' c ', 'se recibió " c "'],
      [undefined, 'se recibió nada'],
      [{}, 'se recibió {}'],
      [Symbol('c'), 'se recibió un símbolo'],
    ] as const) {
      expect(board.play(given as never), String(typeof given)).to.equal(false);
      await settle(board);
      expect(narration(board)).to.contain(words);
      expect(narration(board)).to.contain('a–f (Sur) o A–F (Norte)');
    }
    expect(board.gameRecord).to.not.match(/\n\n[a-zA-Z]/);
    expect(board.play('c')).to.equal(true);
  });

  it('refuses an endless sowing and says why, with the cycle length', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board position=${ENDLESS} narration></hoyito-board>`,
    );
    await settle(board);
    expect(board.legalMoves).to.not.include(0);
    hole(board, 0).click();
    await settle(board);
    expect(narration(board)).to.match(/never ends/);
    expect(narration(board)).to.match(/159,732/);
    expect(board.currentPosition?.board[0]).to.equal(2);
  });

  // Reached after e E f B c D d D from the standard start: South's c falls into a cycle of
  // 4,628,448 laps, past the 2²³ laps after which the engine once called a sowing undecided.
  it('refuses an endless sowing of millions of laps met on the standard board, with its cycle', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board position="h3/4.1.5.3.10.1/0.4.1.0.1.18/0-0/s/c8" narration lang="es"></hoyito-board>`,
    );
    await settle(board);
    expect(board.legalMoves).to.deep.equal([0, 1, 3, 4, 5]);
    hole(board, 2).click();
    await settle(board);
    expect(narration(board)).to.match(/no termina nunca \(un ciclo de 4,628,448 vueltas\)/);
    expect(board.currentPosition?.board[2]).to.equal(5);
  });

  it('announces the end only once the last move has been shown', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board position=${NEAR_END} speed="slow"></hoyito-board>`,
    );
    await settle(board);
    let over = 0;
    board.addEventListener('hoyito-gameover', () => over++);
    hole(board, 0).click();
    await settle(board);
    expect(over, 'not while the move is animated').to.equal(0);
    board.skipAnimation();
    await settle(board);
    expect(over).to.equal(1);
  });

  it('ends by agreement, sharing the seeds left', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board speed="instant" narration></hoyito-board>`,
    );
    await settle(board);
    const preview = () => shadow(board).querySelector('#preview')?.textContent?.trim();
    hole(board, 2).dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
    await settle(board);
    expect(preview()).to.match(/^Sowing c/);
    const over = oneEvent(board, 'hoyito-gameover');
    button(board, /agreement/).click();
    await settle(board);
    // The button asks for a second press (see End by agreement asks for a second press).
    button(board, /^Yes, end the game$/).click();
    const { detail } = await over;
    expect([detail.reason, detail.winner, ...detail.captured]).to.deep.equal([
      'agreement',
      'draw',
      24,
      24,
    ]);
    await settle(board);
    expect(narration(board)).to.match(/agree/);
    // What the preview (or a hint) said of the game under way does not hold once it is over.
    expect(preview()).to.equal('');
    expect(button(board, /agreement/).getAttribute('aria-disabled')).to.equal('true');
    expect(board.undo()).to.equal(true);
    await settle(board);
    expect(board.currentPosition?.over).to.equal(false);
  });

  it('ends a game with hoyito-gameover and shows the result', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board position=${NEAR_END} speed="instant"></hoyito-board>`,
    );
    await settle(board);
    const over = oneEvent(board, 'hoyito-gameover');
    hole(board, 0).click();
    const { detail } = await over;
    expect(detail.winner).to.equal('south');
    expect(detail.captured).to.deep.equal([27, 18]);
    expect(detail.reason).to.equal('last-four');
    await settle(board);
    expect(shadow(board).querySelector('[part~="status"]')?.textContent).to.match(
      /South wins 27–18/,
    );
    expect(stores(board)).to.deep.equal([27, 18]);
  });
});

describe('<hoyito-board> understanding before acting', () => {
  function preview(board: HoyitoBoard): string {
    return shadow(board).querySelector('#preview')?.textContent?.trim() ?? '';
  }

  it('previews a playable hole on hover and focus, from the engine, without playing it', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" holes="3" position="h2/3.5.5/1.2.3/0-0/n"></hoyito-board>`,
    );
    await settle(board);
    hole(board, 4).dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
    await settle(board);
    expect(preview(board)).to.match(/B/);
    expect(preview(board)).to.match(/8 seeds/);
    hole(board, 3).focus();
    await settle(board);
    expect(preview(board)).to.match(/A/);
    expect(drawnBoard(board)).to.deep.equal([3, 5, 5, 1, 2, 3]);
  });

  it('gives the words under the board back to the keyboard’s hole once the pointer leaves the board', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" holes="3" position="h2/3.5.5/1.2.3/0-0/s"></hoyito-board>`,
    );
    await settle(board);
    try {
      hole(board, 0).focus();
      await sendKeys({ press: 'ArrowRight' });
      await settle(board);
      expect(preview(board)).to.match(/^Sowing b/);
      // The pointer crosses c on its way: the words are about c while it is there.
      const pointAt = async (element: Element) => {
        await sendMouse({ type: 'move', position: middleOf(element) });
        await settle(board);
      };
      // The pointer crosses c, then leaves the holes for the status line.
      const onC = () => pointAt(hole(board, 2));
      const off = () => pointAt(shadow(board).querySelector('[part~="status"]') as Element);
      await onC();
      expect(preview(board)).to.match(/^Sowing c/);
      await off();
      expect(preview(board)).to.match(/^Sowing b/);
      // Words said since the pointer's (a hint the page asked for) are not the pointer's to take.
      await onC();
      expect(await board.hint()).to.equal(true);
      await settle(board);
      const hint = preview(board);
      expect(hint).to.match(/^Hint/);
      await off();
      expect(preview(board)).to.equal(hint);
    } finally {
      await resetMouse();
    }
  });

  // The preview describes the hole it is about to a screen reader (aria-describedby), and no
  // other: once the move is played, what it said of that hole is no longer true.
  for (const how of ['pointer', 'keyboard', 'tap'] as const) {
    it(`says nothing of the hole just played once it is played (${how})`, async () => {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board variant="hoyito-2" holes="3" position="h2/3.5.5/1.2.3/0-0/s" speed="instant"></hoyito-board>`,
      );
      await settle(board);
      const played: string[] = [];
      board.addEventListener('hoyito-move', (e) => played.push(e.detail.notation));
      const b = hole(board, 1);
      if (how === 'pointer')
        b.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
      // A tap on a touch screen focuses the button, then clicks it.
      else b.focus();
      await settle(board);
      expect(preview(board)).to.match(/Sowing b/);
      expect(described(board)).to.deep.equal([1]);
      if (how === 'keyboard') await sendKeys({ press: 'Enter' });
      else b.click();
      await settle(board);
      expect(played).to.deep.equal(['b']);
      expect(preview(board)).to.equal('');
      expect(described(board)).to.deep.equal([]);
      // A hole previewed again speaks of the position now on the board: b's casa in a gave
      // South another turn.
      hole(board, 4).dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
      await settle(board);
      expect(preview(board)).to.equal("B is North's hole; it is South's turn.");
      expect(described(board)).to.deep.equal([4]);
    });
  }

  it('describes no hole by words about something else: a hint, a refused load, another hole', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    hole(board, 2).focus();
    await settle(board);
    expect(preview(board)).to.match(/^Sowing c/);
    expect(described(board)).to.deep.equal([2]);
    // The pointer crossing another hole: its words, and its description.
    hole(board, 8).dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
    await settle(board);
    expect(preview(board)).to.equal("C is North's hole; it is South's turn.");
    expect(described(board)).to.deep.equal([8]);
    // A hint the page asks for is about the move it suggests, not the hole in focus.
    expect(await board.hint()).to.equal(true);
    await settle(board);
    expect(preview(board)).to.match(/^Hint/);
    expect(described(board)).to.deep.equal([]);
    // A text refused by load() is said where a hole's words are, and is about no hole.
    const warned = await withWarnings(async (warnings) => {
      expect(board.load('h9/zz')).to.equal(false);
      return warnings.length;
    });
    expect(warned).to.equal(1);
    await settle(board);
    expect(preview(board)).to.match(/^The position is not valid \(column 6\)/);
    expect(described(board)).to.deep.equal([]);
    // A hole refused on a press is described by its refusal.
    board.play('c');
    await settle(board);
    hole(board, 2).click();
    await settle(board);
    expect(preview(board)).to.equal("c is South's hole; it is North's turn.");
    expect(described(board)).to.deep.equal([2]);
  });

  it('describes a store in setup only by its own words', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" position="h2/1.2.3/3.2.1/4-4/s"></hoyito-board>`,
    );
    await settle(board);
    const store = board.shadowRoot?.querySelector<HTMLElement>('[data-store="north"]');
    store?.focus();
    await settle(board);
    expect(store?.getAttribute('aria-describedby')).to.equal('preview');
    expect(described(board)).to.deep.equal([]);
    hole(board, 1).focus();
    await settle(board);
    expect(store?.getAttribute('aria-describedby')).to.equal(null);
    expect(described(board)).to.deep.equal([1]);
  });

  it('previews a hole held under a finger, and lifting it plays nothing; a tap plays', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" holes="3" position="h2/3.5.5/1.2.3/0-0/s" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    const played: string[] = [];
    board.addEventListener('hoyito-move', (e) => played.push(e.detail.notation));
    // The first finger on the screen, or the mouse: the primary pointer of its kind.
    const pointer = (b: HTMLElement, type: string, pointerType: string, isPrimary = true) =>
      b.dispatchEvent(
        new PointerEvent(type, {
          pointerType,
          isPrimary,
          pointerId: isPrimary ? 1 : 2,
          bubbles: true,
          composed: true,
          cancelable: true,
        }),
      );
    // The click a finger's tap ends with (a click from the keyboard has no pointer).
    const tap = (b: HTMLElement) => pointer(b, 'click', 'touch');
    const b = hole(board, 1);
    pointer(b, 'pointerdown', 'touch');
    await settle(board);
    // Not yet: a tap is quicker than that.
    expect(preview(board)).to.equal('');
    await until(() => /Sowing b/.test(preview(board)), 'the held hole is previewed', 2000);
    // The browser's own menu of the page does not open over the preview.
    const menu = new MouseEvent('contextmenu', { bubbles: true, composed: true, cancelable: true });
    b.dispatchEvent(menu);
    expect(menu.defaultPrevented).to.equal(true);
    // Nor does a finger held a little off the hole, on its label or a store, select their text.
    expect(getComputedStyle(shadow(board).querySelector('.board') as Element).userSelect).to.equal(
      'none',
    );
    pointer(b, 'pointerup', 'touch');
    tap(b);
    await settle(board);
    expect(played).to.deep.equal([]);
    expect(preview(board)).to.match(/Sowing b/);
    // A second finger, put down and lifted while the first holds a hole, ends nothing: the hold
    // previews, the browser's menu stays away, and lifting the first plays nothing.
    const a = hole(board, 0);
    pointer(a, 'pointerdown', 'touch');
    pointer(b, 'pointerdown', 'touch', false);
    pointer(b, 'pointerup', 'touch', false);
    await until(() => /Sowing a/.test(preview(board)), 'the first finger’s hole previewed', 2000);
    const held = new MouseEvent('contextmenu', { bubbles: true, composed: true, cancelable: true });
    a.dispatchEvent(held);
    expect(held.defaultPrevented).to.equal(true);
    pointer(a, 'pointerup', 'touch');
    tap(a);
    await settle(board);
    expect(played).to.deep.equal([]);
    // A hold the browser did not end with a click does not swallow the next tap, nor a press
    // from the keyboard or assistive technology, which comes with no pointer.
    pointer(b, 'pointerdown', 'touch');
    await until(() => /Sowing b/.test(preview(board)), 'held again', 2000);
    pointer(b, 'pointerup', 'touch');
    b.click();
    await settle(board);
    expect(played).to.deep.equal(['b']);
    expect(board.undo()).to.equal(true);
    await settle(board);
    pointer(b, 'pointerdown', 'touch');
    await until(() => /Sowing b/.test(preview(board)), 'held once more', 2000);
    pointer(b, 'pointercancel', 'touch');
    pointer(b, 'pointerdown', 'touch');
    pointer(b, 'pointerup', 'touch');
    tap(b);
    await settle(board);
    expect(played).to.deep.equal(['b', 'b']);
    // A touch that scrolls the rows instead (the browser cancels it) previews nothing, and a
    // mouse button held down is no touch: the click plays.
    const c = hole(board, 4);
    pointer(c, 'pointerdown', 'touch');
    pointer(c, 'pointercancel', 'touch');
    pointer(hole(board, 5), 'pointerdown', 'mouse');
    await new Promise((done) => setTimeout(done, 700));
    await settle(board);
    expect(preview(board)).to.equal('');
    const right = new MouseEvent('contextmenu', {
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    c.dispatchEvent(right);
    expect(right.defaultPrevented).to.equal(false);
  });

  it('says why a hole cannot be played: not yours, empty, never ends', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board position=${ENDLESS}></hoyito-board>`,
    );
    await settle(board);
    hole(board, 8).dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
    await settle(board);
    expect(preview(board)).to.match(/North/);
    hole(board, 1).dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
    await settle(board);
    expect(preview(board)).to.match(/empty/);
    hole(board, 0).dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
    await settle(board);
    expect(preview(board)).to.match(/never ends/);
  });
});

describe('<hoyito-board> previews without moving the page', () => {
  // North's A: ten laps, five casas, the last four and the game's end, the longest preview seen
  // in random games (123 characters in Spanish).
  const LONG_PREVIEW = 'h1/2.1.1.12.0.0/2.1.1.2.1.1/12-12/n/c1';
  for (const [lang, width, mode] of [
    ['en', 700, 'play'],
    ['es', 700, 'play'],
    ['en', 460, 'play'],
    ['es', 460, 'play'],
    ['es', 350, 'play'],
    ['en', 300, 'play'],
    ['es', 300, 'play'],
    ['es', 300, 'setup'],
  ] as const) {
    it(`keeps its height as the pointer previews every hole (${lang}, ${mode}, a ${width} px board)`, async () => {
      // Hovering is what moves a page without a click; this browser can hover.
      expect(matchMedia('(hover: hover)').matches).to.equal(true);
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board lang=${lang} mode=${mode} position=${LONG_PREVIEW} style="width: ${width}px"></hoyito-board>`,
      );
      await settle(board);
      const heights = new Set([board.getBoundingClientRect().height]);
      const previews: string[] = [];
      for (let h = 0; h < 12; h++) {
        hole(board, h).dispatchEvent(
          new MouseEvent('mouseover', { bubbles: true, composed: true }),
        );
        await settle(board);
        heights.add(board.getBoundingClientRect().height);
        previews.push(shadow(board).querySelector('#preview')?.textContent?.trim() ?? '');
      }
      expect(
        previews.every((text) => text !== ''),
        'every hole was previewed',
      ).to.equal(true);
      if (mode === 'play')
        expect(Math.max(...previews.map((t) => t.length))).to.be.above(lang === 'es' ? 110 : 95);
      expect([...heights], previews.join(' / ')).to.have.length(1);
    });
  }

  it("shows nothing in the preview's room until a hole is pointed at", async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board></hoyito-board>`);
    await settle(board);
    const room = shadow(board).querySelector<HTMLElement>('#preview');
    expect(room?.textContent?.trim()).to.equal('');
    expect(room?.getBoundingClientRect().height).to.be.above(20);
  });

  it('keeps no room for previews in replay and diagram modes, which have none', async () => {
    for (const mode of ['replay', 'diagram']) {
      const board = await fixture<HoyitoBoard>(html`<hoyito-board mode=${mode}></hoyito-board>`);
      await settle(board);
      const room = shadow(board).querySelector<HTMLElement>('#preview');
      expect(room?.getBoundingClientRect().height, mode).to.be.at.most(1);
    }
  });
});

describe('<hoyito-board> styles', () => {
  it('parse to the very same rules once the build has squeezed them', () => {
    const rules = (text: string) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      // Custom properties keep their text as written: only whitespace may differ there.
      return [...sheet.cssRules].map((rule) =>
        rule.cssText.replace(/\s*,\s*/g, ',').replace(/\s+/g, ' '),
      );
    };
    const original = rules(styles.cssText);
    expect(original.length).to.be.greaterThan(40);
    expect(rules(squeezeCss(styles.cssText))).to.deep.equal(original);
    expect(squeezeCss(styles.cssText).length).to.be.lessThan(styles.cssText.length * 0.8);
  });

  it('neither takes the page’s styles nor gives its own to the page', async () => {
    const style = document.createElement('style');
    style.textContent = 'button { font-size: 40px !important; } .hole { display: none; }';
    document.head.append(style);
    try {
      const wrapper = await fixture<HTMLElement>(
        html`<div><button class="hole">page</button><hoyito-board></hoyito-board></div>`,
      );
      const board = wrapper.querySelector('hoyito-board') as HoyitoBoard;
      await settle(board);
      expect(getComputedStyle(hole(board, 0)).display).to.not.equal('none');
      expect(getComputedStyle(hole(board, 0)).fontSize).to.not.equal('40px');
      expect(getComputedStyle(wrapper.querySelector('button') as HTMLElement).display).to.equal(
        'none',
      );
    } finally {
      style.remove();
    }
  });

  it('is themed through CSS custom properties and parts', async () => {
    const style = document.createElement('style');
    style.textContent =
      'hoyito-board.themed { --hoyito-board-surface: rgb(1, 2, 3); } hoyito-board.themed::part(store) { color: rgb(4, 5, 6); }';
    document.head.append(style);
    try {
      const board = await fixture<HoyitoBoard>(html`<hoyito-board class="themed"></hoyito-board>`);
      await settle(board);
      expect(
        getComputedStyle(shadow(board).querySelector('.board') as HTMLElement).backgroundColor,
      ).to.equal('rgb(1, 2, 3)');
      expect(getComputedStyle(shadow(board).querySelector('.store') as HTMLElement).color).to.equal(
        'rgb(4, 5, 6)',
      );
    } finally {
      style.remove();
    }
  });

  it("scales its text and spacing with its own font size, as a museum's big screen sets it", async () => {
    const sizes = (board: HoyitoBoard) => {
      const px = (selector: string, property: 'fontSize' | 'paddingTop' | 'minWidth') =>
        Number.parseFloat(
          getComputedStyle(shadow(board).querySelector(selector) as HTMLElement)[property],
        );
      return {
        count: px('[part~="count"]', 'fontSize'),
        label: px('[part~="label"]', 'fontSize'),
        store: px('[part~="store"]', 'fontSize'),
        storeWidth: px('[part~="store"]', 'minWidth'),
        button: px('.controls button', 'fontSize'),
        board: px('.board', 'paddingTop'),
      };
    };
    const plain = await fixture<HoyitoBoard>(html`<hoyito-board></hoyito-board>`);
    await settle(plain);
    // The page's 16 px: the sizes the board was designed at.
    expect(sizes(plain)).to.deep.equal({
      count: 12.8,
      label: 12.8,
      store: 19.2,
      storeWidth: 56,
      button: 16,
      board: 15,
    });
    const big = await fixture<HoyitoBoard>(
      html`<hoyito-board style="font-size: 40px"></hoyito-board>`,
    );
    await settle(big);
    const scaled = sizes(big);
    expect(scaled.count).to.equal(32);
    expect(scaled.label).to.equal(32);
    expect(scaled.store).to.equal(48);
    expect(scaled.storeWidth).to.equal(140);
    expect(scaled.button).to.equal(40);
    expect(scaled.board).to.equal(33);
  });

  it('is light or dark as the page’s colour scheme is, unless the board has its own', async () => {
    // The text on the wood: a hole's label.
    const textColor = (board: HoyitoBoard) =>
      getComputedStyle(shadow(board).querySelector('[part~="label"]') as HTMLElement).color;
    const light = 'rgb(31, 20, 10)';
    const dark = 'rgb(242, 236, 226)';
    const page = document.documentElement.style;
    const board = await fixture<HoyitoBoard>(html`<hoyito-board></hoyito-board>`);
    await settle(board);
    try {
      // A page that declares no colour scheme is drawn light: so is the board, on a dark system
      // too, or its text would be light on the page's white.
      page.colorScheme = '';
      await emulateMedia({ colorScheme: 'dark' });
      expect(textColor(board)).to.equal(light);
      // A page that follows the system.
      page.colorScheme = 'light dark';
      expect(textColor(board)).to.equal(dark);
      await emulateMedia({ colorScheme: 'light' });
      expect(textColor(board)).to.equal(light);
      // The board's own choice.
      board.style.colorScheme = 'dark';
      expect(textColor(board)).to.equal(dark);
      page.colorScheme = '';
      expect(textColor(board)).to.equal(dark);
      await emulateMedia({ colorScheme: 'dark' });
      board.style.colorScheme = 'light';
      expect(textColor(board)).to.equal(light);
    } finally {
      page.colorScheme = '';
      await emulateMedia({ colorScheme: 'light' });
    }
  });

  it('prints the light board with its seeds, and none of its buttons', async () => {
    const page = document.documentElement.style;
    const board = await fixture<HoyitoBoard>(html`<hoyito-board></hoyito-board>`);
    await settle(board);
    const css = (selector: string) =>
      getComputedStyle(shadow(board).querySelector(selector) as Element);
    try {
      // A dark screen: the board is dark there, and on paper light.
      page.colorScheme = 'light dark';
      await emulateMedia({ colorScheme: 'dark' });
      expect(css('[part~="label"]').color).to.equal('rgb(242, 236, 226)');
      expect(css('[part~="controls"]').display).to.not.equal('none');
      await emulateMedia({ media: 'print' });
      expect(css('[part~="label"]').color).to.equal('rgb(31, 20, 10)');
      // Backgrounds (the wood, the seeds) printed as drawn, not left out.
      expect(css('[part~="seed"]').getPropertyValue('print-color-adjust')).to.equal('exact');
      expect(css('[part~="seed"]').backgroundImage).to.not.equal('none');
      expect(css('[part~="controls"]').display).to.equal('none');
      expect(css('[part~="preview"]').display).to.equal('none');
      expect(css('[part~="board"]').breakInside).to.equal('avoid');
    } finally {
      page.colorScheme = '';
      await emulateMedia({ media: 'screen', colorScheme: 'light' });
    }
  });

  it('keeps its font and its wood’s text colour against a page’s rule for every element', async () => {
    const style = document.createElement('style');
    style.textContent = '* { font: 30px serif; color: rgb(255, 0, 0); }';
    document.head.append(style);
    try {
      const theme = '--hoyito-font: monospace; --hoyito-text-color: rgb(0, 128, 0)';
      const board = await fixture<HoyitoBoard>(html`<hoyito-board style=${theme}></hoyito-board>`);
      await settle(board);
      const css = (selector: string) =>
        getComputedStyle(shadow(board).querySelector(selector) as Element);
      expect(css('[part~="status"]').fontFamily).to.equal('monospace');
      expect(css('[part~="button"]').fontFamily).to.equal('monospace');
      expect(css('[part~="label"]').color).to.equal('rgb(0, 128, 0)');
      expect(css('[part~="count"]').backgroundColor).to.equal('rgb(0, 128, 0)');
      // The text beside the wood is the page's to colour: it stands on the page's background.
      expect(css('[part~="status"]').color).to.equal('rgb(255, 0, 0)');
      board.setAttribute('mode', 'diagram');
      await settle(board);
      expect(css('.diagram .dlabel').fontFamily).to.equal('monospace');
    } finally {
      style.remove();
    }
  });

  it('keeps its labels’ case and place against a page’s inherited text styles', async () => {
    const style = document.createElement('style');
    style.textContent =
      '* { font: italic small-caps bold 14px/3 serif; font-feature-settings: "smcp"; text-transform: uppercase; letter-spacing: 6px; word-spacing: 9px; text-indent: 20px; }';
    document.head.append(style);
    try {
      const board = await fixture<HoyitoBoard>(html`<hoyito-board></hoyito-board>`);
      await settle(board);
      const kept = (element: Element, where: string) => {
        const css = getComputedStyle(element);
        expect(css.textTransform, where).to.equal('none');
        expect(css.fontVariantCaps, where).to.equal('normal');
        expect(css.fontFeatureSettings, where).to.equal('normal');
        expect(css.fontStyle, where).to.equal('normal');
        expect(css.letterSpacing, where).to.equal('normal');
        expect(css.wordSpacing, where).to.equal('0px');
        expect(css.textIndent, where).to.equal('0px');
      };
      const label = shadow(board).querySelector('[part~="label"]') as Element;
      kept(label, 'label');
      kept(shadow(board).querySelector('[part~="status"]') as Element, 'status');
      // The page's font size still comes in: it scales the board.
      expect(
        Number.parseFloat(
          getComputedStyle(shadow(board).querySelector('.wrap') as Element).fontSize,
        ),
      ).to.equal(14);
      board.setAttribute('mode', 'diagram');
      await settle(board);
      kept(shadow(board).querySelector('.diagram .dlabel') as Element, 'diagram label');
    } finally {
      style.remove();
    }
  });

  it('keeps its text’s alignment, wrapping and shadows against a page’s inherited ones', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div style="width: 320px; text-align: center; white-space: nowrap; word-break: break-all; text-shadow: 2px 2px red"><hoyito-board narration speed="instant"></hoyito-board><hoyito-board variant="nope"></hoyito-board></div>`,
    );
    const [board, broken] = [...wrapper.querySelectorAll('hoyito-board')] as HoyitoBoard[];
    await settle(board);
    await settle(broken);
    board.play(2);
    await settle(board);
    const kept = (element: Element, where: string) => {
      const css = getComputedStyle(element);
      expect(css.textAlign, where).to.equal('start');
      expect(css.whiteSpace, where).to.equal('normal');
      expect(css.wordBreak, where).to.equal('normal');
      expect(css.textShadow, where).to.equal('none');
    };
    for (const part of ['status', 'narration'])
      kept(shadow(board).querySelector(`[part~="${part}"]`) as Element, part);
    kept(shadow(broken).querySelector('[part~="error"]') as Element, 'error');
    // A label is centred on its hole by the board itself; the page's shadow stays off the wood.
    const label = getComputedStyle(shadow(board).querySelector('[part~="label"]') as Element);
    expect(label.textAlign).to.equal('center');
    expect(label.textShadow).to.equal('none');
    // The narration's long lines wrap inside the board, rather than run out past its edge.
    const narration = shadow(board).querySelector('[part~="narration"]') as HTMLElement;
    expect(narration.scrollWidth).to.be.at.most(narration.clientWidth);
  });

  it('writes the text beside the wood in the page’s colour, on a dark page that declares no scheme too', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div style="background: rgb(17, 17, 17); color: rgb(238, 238, 238)"><hoyito-board narration></hoyito-board></div>`,
    );
    const board = wrapper.querySelector('hoyito-board') as HoyitoBoard;
    await settle(board);
    board.play(2);
    await settle(board);
    const color = (selector: string) =>
      getComputedStyle(shadow(board).querySelector(selector) as Element).color;
    for (const part of ['status', 'narration', 'preview'])
      expect(color(`[part~="${part}"]`), part).to.equal('rgb(238, 238, 238)');
    // The wood stays light, its labels dark on it.
    expect(color('[part~="label"]')).to.equal('rgb(31, 20, 10)');
  });

  it('shrinks in a flex row or a grid column, its rows scrolling, never the page', async () => {
    for (const layout of ['display: flex', 'display: grid; grid-template-columns: 1fr 60px']) {
      const wrapper = await fixture<HTMLElement>(
        html`<div style="width: 280px; ${layout}"><hoyito-board holes="12"></hoyito-board></div>`,
      );
      const board = wrapper.querySelector('hoyito-board') as HoyitoBoard;
      await settle(board);
      const room = layout.includes('grid') ? 220 : 280;
      expect(board.getBoundingClientRect().width, layout).to.be.at.most(room);
      expect(document.documentElement.scrollWidth, layout).to.be.at.most(window.innerWidth);
      const rows = shadow(board).querySelector('.rows') as HTMLElement;
      expect(rows.scrollWidth, layout).to.be.greaterThan(rows.clientWidth);
    }
  });

  // The rings of a marked hole reach 6 px past it. Where the rows scroll, their padding gave way
  // on a phone, and at the end of the scroll it lay past the row's own box, not past its holes,
  // so that the rings at a row's first or last hole were cut off.
  it('keeps room for the rings past the first and last hole of rows that scroll', async () => {
    for (const width of [280, 360, 480]) {
      const wrapper = await fixture<HTMLElement>(
        html`<div style="width: ${width}px"><hoyito-board holes="12" controls="none"></hoyito-board></div>`,
      );
      const board = wrapper.querySelector('hoyito-board') as HoyitoBoard;
      await settle(board);
      await nextFrames(2);
      const rows = shadow(board).querySelector('.rows') as HTMLElement;
      const where = `${width} px`;
      expect(rows.scrollWidth, where).to.be.greaterThan(rows.clientWidth);
      expect(rows.hasAttribute('data-tight'), where).to.equal(false);
      const room = async (left: number) => {
        rows.scrollLeft = left;
        await nextFrames(2);
        const box = rows.getBoundingClientRect();
        const holes = [...rows.querySelectorAll('.hole')].map((h) => h.getBoundingClientRect());
        return {
          start: Math.min(...holes.map((h) => h.left)) - box.left,
          end: box.left + rows.clientWidth - Math.max(...holes.map((h) => h.right)),
        };
      };
      expect((await room(0)).start, where).to.be.at.least(6);
      expect((await room(rows.scrollWidth)).end, where).to.be.at.least(6);
    }
  });

  /** A 2×12 board, whose rows scroll, and a 2×6 one, whose rows fit, side by side at 320 px. */
  async function longAndShort(): Promise<[HoyitoBoard, HoyitoBoard]> {
    const wrapper = await fixture<HTMLElement>(
      html`<div style="width: 320px"><hoyito-board holes="12" controls="none"></hoyito-board><hoyito-board controls="none"></hoyito-board></div>`,
    );
    const [long, short] = [...wrapper.querySelectorAll('hoyito-board')] as HoyitoBoard[];
    await settle(long);
    await settle(short);
    return [long, short];
  }

  it('fades its rows out at a side with more holes beyond it, only where they scroll', async () => {
    const [long, short] = await longAndShort();
    const rowsOf = (board: HoyitoBoard) => shadow(board).querySelector('.rows') as HTMLElement;
    const mask = (board: HoyitoBoard) => getComputedStyle(rowsOf(board)).maskImage;
    expect(mask(short)).to.equal('none');
    const rows = rowsOf(long);
    expect(rows.scrollWidth).to.be.greaterThan(rows.clientWidth);
    // At the start: faded at the end only; in the middle at both sides; at the end, the start.
    const fades = async (left: number) => {
      rows.scrollLeft = left;
      await nextFrames(2);
      const image = mask(long);
      const clear = image.match(/rgba\(0, 0, 0, 0\)|transparent/g)?.length ?? 0;
      if (image.startsWith('linear-gradient(to left')) return 'end';
      return clear === 2 ? 'both' : 'start';
    };
    expect(await fades(0)).to.equal('end');
    expect(await fades((rows.scrollWidth - rows.clientWidth) / 2)).to.equal('both');
    expect(await fades(rows.scrollWidth)).to.equal('start');
  });

  // A scroll-driven animation never ends: run on every board, it kept a page or a tool waiting
  // for the board's animations to end (Storybook's render waited 5 s on each story) for ever.
  it('runs its fading animation only while its rows scroll', async () => {
    const [long, short] = await longAndShort();
    const wrapper = long.parentElement as HTMLElement;
    const running = (board: HoyitoBoard) => shadow(board).getAnimations().length;
    expect(running(short)).to.equal(0);
    expect(running(long)).to.equal(1);
    wrapper.style.width = '900px';
    await nextFrames(3);
    await settle(long);
    const rows = shadow(long).querySelector('.rows') as HTMLElement;
    expect(rows.scrollWidth).to.be.at.most(rows.clientWidth);
    expect(running(long)).to.equal(0);
    wrapper.style.width = '320px';
    await nextFrames(3);
    await settle(long);
    expect(running(long)).to.equal(1);
  });

  it('draws a playable hole’s edge thicker, not only of another colour', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board></hoyito-board>`);
    await settle(board);
    const edge = (h: number) => getComputedStyle(hole(board, h));
    expect(hole(board, 0).dataset.state).to.contain('playable');
    expect(hole(board, 6).dataset.state ?? '').to.not.contain('playable');
    expect([edge(0).borderTopWidth, edge(6).borderTopWidth]).to.deep.equal(['4px', '2px']);
  });

  it('gives each of its own buttons the part button, one look for them all', async () => {
    const style = document.createElement('style');
    style.textContent = 'hoyito-board.branded::part(button) { background-color: rgb(1, 2, 3); }';
    document.head.append(style);
    try {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board class="branded" mode="replay" record=${'[Variant "hoyito-2"]\n\nc C'}></hoyito-board>`,
      );
      await settle(board);
      const controls = [...shadow(board).querySelectorAll('[part~="controls"] button')];
      const moves = [...shadow(board).querySelectorAll('[part~="moves"] button')];
      expect(controls.length).to.be.greaterThan(4);
      expect(moves.length).to.equal(2);
      for (const b of [...controls, ...moves])
        expect(getComputedStyle(b).backgroundColor, b.textContent ?? '').to.equal('rgb(1, 2, 3)');
      // The holes are the board's, not buttons of this kind.
      expect(shadow(board).querySelectorAll('[part~="hole"][part~="button"]').length).to.equal(0);
    } finally {
      style.remove();
    }
  });

  it('keeps a count and the focus ring inside rows with no room to spare, by its own width', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div style="width: 316px"><hoyito-board mode="setup" controls="none"></hoyito-board></div>`,
    );
    const board = wrapper.querySelector('hoyito-board') as HoyitoBoard;
    await settle(board);
    const rows = () => shadow(board).querySelector('.rows') as HTMLElement;
    // 2×6 in 316 px: the rows keep their 6 px at each side.
    expect(rows().hasAttribute('data-tight')).to.equal(false);
    button(board, /More holes/).click();
    await settle(board);
    await nextFrames(2);
    // 2×7 (which fits 316 px, its holes touching): the padding gives way, in a window far wider
    // than the board.
    expect(window.innerWidth).to.be.greaterThan(600);
    expect(rows().hasAttribute('data-tight')).to.equal(true);
    const last = hole(board, 6);
    const count = last.querySelector('[part~="count"]') as HTMLElement;
    expect(count.getBoundingClientRect().right).to.be.at.most(rows().getBoundingClientRect().right);
    expect(rows().scrollWidth).to.equal(rows().clientWidth);
    last.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowRight' });
    const focused = shadow(board).activeElement as HTMLElement;
    expect(focused.matches(':focus-visible')).to.equal(true);
    expect(getComputedStyle(focused).outlineOffset).to.equal('-5px');
    // Wider again: room to spare, the ring outside the hole.
    wrapper.style.width = '600px';
    await nextFrames(2);
    await settle(board);
    expect(rows().hasAttribute('data-tight')).to.equal(false);
  });

  it('shows the focus ring on a playable hole in rows with no room to spare', async () => {
    const { board } = await inTightRows(
      html`<hoyito-board holes="7" controls="none"></hoyito-board>`,
    );
    hole(board, 0).focus();
    await sendKeys({ press: 'ArrowRight' });
    const focused = shadow(board).activeElement as HTMLElement;
    expect(focused).to.equal(hole(board, 1));
    expect(focused.matches(':focus-visible')).to.equal(true);
    const ring = getComputedStyle(focused);
    const other = getComputedStyle(hole(board, 2));
    expect(other.borderColor).to.equal(ring.borderColor);
    // The ring, drawn inside the hole, lies on the playable hole's edge of the same colour, where
    // it does not show: the focused hole must be drawn otherwise too.
    const inside = parseFloat(ring.outlineOffset) + parseFloat(ring.outlineWidth) <= 0;
    if (inside && ring.outlineColor === ring.borderColor)
      expect(ring.boxShadow).to.not.equal(other.boxShadow);
  });

  it('marks the last move at either end of rows with no room to spare, and they do not scroll', async () => {
    const { board, rows } = await inTightRows(
      html`<hoyito-board holes="7" controls="none" speed="instant"></hoyito-board>`,
    );
    // South's g, at the right end of its row, then North's G, at the left end of its.
    for (const [move, at] of [
      ['g', 6],
      ['G', 13],
    ] as const) {
      expect(board.play(move)).to.equal(true);
      await settle(board);
      await nextFrames(2);
      expect(hole(board, at).dataset.state).to.contain('last');
      const dashes = getComputedStyle(hole(board, at), '::before');
      expect(dashes.outlineStyle).to.equal('dashed');
      expect(rows.scrollWidth, move).to.equal(rows.clientWidth);
      // On the hole's edge, not past it, where the rows' scroll box would cut them off.
      const edge = parseFloat(getComputedStyle(hole(board, at)).borderTopWidth);
      const reach = parseFloat(dashes.outlineOffset) + parseFloat(dashes.outlineWidth);
      expect(reach, move).to.be.at.most(edge);
      // And on its edge, not inside it, on the hole's dark ground.
      expect(parseFloat(dashes.outlineOffset), move).to.be.at.least(0);
    }
  });

  it('draws the focus ring inside the last move’s hole still playable at the end of rows with no room to spare', async () => {
    // South's g, at the right end of its row, captures and is sown again: South plays on, and g
    // is the last move's hole and playable.
    const { board, rows } = await inTightRows(
      html`<hoyito-board position="h2/4.1.1.2.2.2.2/2.2.2.0.1.3.4/0-0/s" controls="none" speed="instant"></hoyito-board>`,
    );
    expect(board.play('g')).to.equal(true);
    await settle(board);
    const g = hole(board, 6);
    expect(g.dataset.state?.split(' ')).to.include.members(['last', 'playable']);
    hole(board, 5).focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(shadow(board).activeElement).to.equal(g);
    expect(g.matches(':focus-visible')).to.equal(true);
    // The tight rows' rule wins over the playable last move's, which would set the ring a ring
    // further out than the dashes, past the rows' edge.
    expect(getComputedStyle(g).outlineOffset).to.equal('-5px');
    expect(getComputedStyle(g, '::before').outlineStyle).to.equal('dashed');
    expect(rows.scrollWidth).to.equal(rows.clientWidth);
    // The dashes stay off the playable edge, of their own colour, where they would not show.
    expect(parseFloat(getComputedStyle(g, '::before').outlineOffset)).to.be.greaterThan(
      parseFloat(getComputedStyle(g).borderTopWidth),
    );
  });

  it('in forced colours (high contrast) draws in the system colours', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board position="h1/4.4.4.0.4.4/4.4.4.4.4.4/0-0/s"></hoyito-board>`,
    );
    await settle(board);
    const colours = () => ({
      background: getComputedStyle(hole(board, 3)).backgroundColor,
      edge: getComputedStyle(hole(board, 3)).borderTopColor,
      playable: getComputedStyle(hole(board, 0)).borderTopColor,
    });
    const normal = colours();
    await forcedColors(async () => {
      const forced = colours();
      expect(forced).to.not.deep.equal(normal);
      // The hole on the system's background, edged in its text colour; a playable hole in its
      // highlight, told from the others by colour as well as by width.
      expect(contrast(forced.edge, forced.background)).to.be.at.least(3);
      expect(contrast(forced.playable, forced.background)).to.be.at.least(3);
      expect(forced.playable).to.not.equal(forced.edge);
      // The focus ring in the text's colour, not the playable holes' highlight.
      hole(board, 0).focus();
      await sendKeys({ press: 'ArrowRight' });
      const focused = shadow(board).activeElement as HTMLElement;
      expect(focused.matches(':focus-visible')).to.equal(true);
      expect(getComputedStyle(focused).outlineColor).to.equal(forced.edge);
    });
  });

  // The board takes its colours into its own hands in forced colours (forced-color-adjust: none),
  // so each colour in it must be a system colour: a hole's letter in the wood's text colour stood
  // dark on a dark high-contrast theme's black (about 1.2:1), or light on a light one's white.
  for (const scheme of ['light', 'dark'] as const) {
    it(`in forced colours with a ${scheme} theme, every word on the board reads against its ground`, async () => {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board position="h1/4.4.4.0.4.4/4.4.4.4.4.4/0-0/s" highlight="b"></hoyito-board>`,
      );
      await settle(board);
      const wood = shadow(board).querySelector('.board') as HTMLElement;
      /** The colour behind `element`: its own, or the nearest ancestor's that is not clear. */
      const ground = (element: Element): string => {
        for (let at: Element | null = element; at !== null; at = at.parentElement) {
          const colour = getComputedStyle(at).backgroundColor;
          if (colour !== 'rgba(0, 0, 0, 0)') return colour;
        }
        return getComputedStyle(wood).backgroundColor;
      };
      const worded = [...wood.querySelectorAll('*')].filter(
        (element) =>
          element.getClientRects().length > 0 &&
          [...element.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          ),
      );
      expect(worded.map((element) => element.className)).to.include.members(['label', 'count']);
      await forcedColors(async () => {
        for (const element of worded) {
          const text = getComputedStyle(element).color;
          const behind = ground(element);
          expect(
            contrast(text, behind),
            `${element.className} "${element.textContent}": ${text} on ${behind}`,
          ).to.be.at.least(4.5);
        }
      }, scheme);
    });
  }

  it('keeps the last move’s mark in sight beside the focus ring, a hint on its hole and the playable rim, in colour and in forced colours', async () => {
    // South's a captures and plays again, and a, sown again by its own relay, is then South's
    // only move: the last move's hole is the hint's.
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" holes="3" position="h2/9.0.2/3.1.9/0-0/s" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    const a = hole(board, 0);
    a.focus();
    await sendKeys({ press: 'Enter' });
    await settle(board);
    expect(board.currentPosition?.toMove).to.equal('south');
    expect(await board.hint()).to.equal(true);
    await settle(board);
    expect(a.dataset.state?.split(' ')).to.include.members(['last', 'hint', 'playable']);
    expect(shadow(board).activeElement).to.equal(a);
    const wood = () =>
      getComputedStyle(shadow(board).querySelector('[part~="board"]') as Element).backgroundColor;
    const marks = () => {
      const ring = getComputedStyle(a);
      const mark = getComputedStyle(a, '::before');
      return {
        ring: ring.outlineStyle,
        ringWidth: parseFloat(ring.outlineWidth),
        ringStart: parseFloat(ring.outlineOffset),
        shadow: ring.boxShadow,
        mark: mark.outlineStyle,
        markColour: mark.outlineColor,
        // How far past the hole's edge the mark starts and reaches (an outline of a box inside
        // the hole).
        markStart:
          -parseFloat(mark.top) - parseFloat(ring.borderTopWidth) + parseFloat(mark.outlineOffset),
        markEnd:
          -parseFloat(mark.top) -
          parseFloat(ring.borderTopWidth) +
          parseFloat(mark.outlineOffset) +
          parseFloat(mark.outlineWidth),
      };
    };
    const check = (focused: boolean, forced: boolean) => {
      const now = marks();
      const where = `${focused ? 'focused' : 'unfocused'}, ${forced ? 'forced' : 'own'} colours`;
      // The focus ring, solid, or the hint's, dotted, and no solid shadow over the mark.
      expect(now.ring, where).to.equal(focused ? 'solid' : 'dotted');
      // Three rings wide (1 px each at this size), the hint's two: neither rule leaks into the
      // other's.
      expect(now.ringWidth, where).to.equal(focused ? 3 : 2);
      expect(now.shadow, where).to.equal('none');
      // The last move's dashed ring, hugging the hole inside the outline, on the wood 3:1.
      expect(now.mark, where).to.equal('dashed');
      // A ring (1 px at this size) apart from the playable rim of the same colour.
      expect(now.markStart, where).to.be.at.least(0.99);
      expect(now.markEnd, where).to.be.at.most(now.ringStart + 0.01);
      // The hint's dots a ring apart from the dashes, which they would run into.
      if (!focused) expect(now.ringStart - now.markEnd, where).to.be.at.least(0.99);
      expect(contrast(now.markColour, wood()), where).to.be.at.least(3);
      return now.markColour;
    };
    const own = check(true, false);
    await forcedColors(async () => {
      expect(check(true, true)).to.not.equal(own);
    });
    a.blur();
    check(false, false);
    await forcedColors(async () => void check(false, true));
  });
});

describe('<hoyito-board> animation', () => {
  it('steps seed by seed, and every animation ends in the engine position', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" holes="3" position="h2/7.0.0/0.0.0/0-0/s" speed="slow"></hoyito-board>`,
    );
    await settle(board);
    hole(board, 0).click();
    await settle(board);
    // Mid-animation: the lap counter shows and the board is not yet the final one.
    expect(shadow(board).querySelector('[part~="status"]')?.textContent).to.match(/Lap 1/);
    button(board, /^Pause$/).click();
    await settle(board);
    const paused = drawnBoard(board);
    await nextFrames(30);
    expect(drawnBoard(board), 'nothing moves while paused').to.deep.equal(paused);
    button(board, /^Resume$/).click();
    await settle(board);
    button(board, /^Pause$/).click();
    await settle(board);
    board.undo();
    await settle(board);
    hole(board, 0).click();
    await settle(board);
    button(board, /one seed/i).click();
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal([0, 1, 0, 0, 0, 0]);
    // A plain drop says what is left in hand, counted down seed by seed.
    const statusWords = () => shadow(board).querySelector('[part~="status"]')?.textContent?.trim();
    expect(statusWords()).to.equal('Lap 1 · 6 seeds in hand');
    button(board, /one seed/i).click();
    await settle(board);
    expect(statusWords()).to.equal('Lap 1 · 5 seeds in hand');
    button(board, /one lap/i).click();
    await settle(board);
    expect(statusWords()).to.match(/^Lap 2 · Relay of 2 seeds from South's b$/);
    const ended = oneEvent(board, 'hoyito-animation-end');
    board.skipAnimation();
    expect((await ended).detail.skipped).to.equal(true);
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal([2, 1, 2, 0, 2, 0]);
  });

  it('rings a hole as its seeds are captured in the captures’ colour, apart from the sowing’s', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div style="width: 640px"><hoyito-board position=${CASA_AT_ENDS} speed="slow" style=${`--hoyito-accent-color: ${ACCENT}; --hoyito-capture-color: ${CAPTURE}`}></hoyito-board></div>`,
    );
    const board = wrapper.querySelector('hoyito-board') as HoyitoBoard;
    await settle(board);
    // Without motion: a ring's colour comes at once, with no transition from the last one.
    await emulateMedia({ reducedMotion: 'reduce' });
    const marks = await animationMarks(board, 'E', (b, index, mark) => {
      const where = `${mark} hole ${index}`;
      const { spread, inside } = ringReach(b);
      expect(inside, where).to.equal(false);
      expect(spread, where).to.be.greaterThan(0);
      expect(getComputedStyle(b).boxShadow, where).to.contain(
        mark === 'captured' ? CAPTURE : ACCENT,
      );
      // Taken: the hole is empty while it is ringed.
      if (mark === 'captured') expect(drawnBoard(board)[index], where).to.equal(0);
    }).finally(() => emulateMedia({ reducedMotion: 'no-preference' }));
    // Step by step as the engine's trace goes (frames.test.ts spells it out): a's casa and F
    // behind it, one after the other, each in its step.
    expectStepsRinged(CASA_AT_ENDS, 'E', marks);
    expect(marks.filter((m) => m.endsWith('captured'))).to.deep.equal([
      '0 captured',
      '11 captured',
    ]);
    expect(stores(board)).to.deep.equal([0, 8]);
  });

  /**
   * Plays `label` from `from` on a 640 px board, motion reduced so that each step is drawn, and
   * checks each step's rings against the engine's trace, every captured hole in the captures'
   * colour; `seeCaptured` checks more while a hole is ringed so. Returns the board and the rings.
   */
  async function captureRings(
    from: string,
    label: string,
    seeCaptured: (board: HoyitoBoard, index: number) => void = () => {},
  ): Promise<{ board: HoyitoBoard; marks: string[] }> {
    const wrapper = await fixture<HTMLElement>(
      html`<div style="width: 640px"><hoyito-board position=${from} speed="slow" style=${`--hoyito-capture-color: ${CAPTURE}`}></hoyito-board></div>`,
    );
    const board = wrapper.querySelector('hoyito-board') as HoyitoBoard;
    await settle(board);
    await emulateMedia({ reducedMotion: 'reduce' });
    const marks = await animationMarks(board, label, (b, index, mark) => {
      if (mark !== 'captured') return;
      expect(getComputedStyle(b).boxShadow, `hole ${index}`).to.contain(CAPTURE);
      seeCaptured(board, index);
    }).finally(() => emulateMedia({ reducedMotion: 'no-preference' }));
    expectStepsRinged(from, label, marks);
    return { board, marks };
  }

  it('rings every hole the last four leave, together, in the captures’ colour', async () => {
    // South's a makes a casa in b; the three seeds left, in North's A and C, go to South.
    const { board, marks } = await captureRings('h3/1.3.0/1.0.2/20-18/s', 'a');
    expect(marks).to.include('3 captured, 5 captured');
    expect(stores(board)).to.deep.equal([27, 18]);
  });

  it('rings the holes whose seeds are shared out at the end together, the odd seed kept where the engine keeps it', async () => {
    // South's a ends the game at the no-capture limit; of the three seeds left, split, one goes
    // to each side and the odd one stays in b, now the first hole holding seeds.
    const { board, marks } = await captureRings(
      'h2/1.0.0.0.0.0/0.1.1.0.0.0/0-0/s/c1/l1/ms',
      'a',
      (b, index) => {
        expect(drawnBoard(b), `hole ${index}`).to.deep.equal([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
        expect(statusOf(b), `hole ${index}`).to.contain(
          "1 seed each; the odd seed stays in South's b, uncounted.",
        );
      },
    );
    expect(marks).to.include('7 captured, 8 captured');
    expect(drawnBoard(board)).to.deep.equal([...(board.currentPosition as Position).board]);
    expect(stores(board)).to.deep.equal([1, 1]);
  });

  it('between moves shows the animation buttons, unavailable; mid-move, available', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" holes="3" position="h2/7.0.0/0.0.0/0-0/s" speed="slow" controls="undo animation"></hoyito-board>`,
    );
    await settle(board);
    const states = () =>
      [...shadow(board).querySelectorAll('[part~="controls"] button')].map(
        (b) =>
          `${b.textContent?.trim()}: ${b.getAttribute('aria-disabled') === 'true' ? 'off' : 'on'}`,
      );
    const idle = ['Step one seed: off', 'Step one lap: off', 'Pause: off', 'Skip animation: off'];
    expect(states()).to.deep.equal(['Undo: off', 'Redo: off', ...idle]);
    hole(board, 0).click();
    await settle(board);
    expect(states()).to.deep.equal([
      'Undo: on',
      'Redo: off',
      'Step one seed: on',
      'Step one lap: on',
      'Pause: on',
      'Skip animation: on',
    ]);
    button(board, /^Pause$/).click();
    await settle(board);
    expect(states()).to.include('Resume: on');
    const ended = oneEvent(board, 'hoyito-animation-end');
    board.skipAnimation();
    await ended;
    await settle(board);
    // Unavailable again, and Pause again rather than Resume.
    expect(states()).to.deep.equal(['Undo: on', 'Redo: off', ...idle]);
    // A press while nothing animates does nothing.
    button(board, /^Skip animation$/).click();
    button(board, /^Pause$/).click();
    await settle(board);
    expect(states()).to.deep.equal(['Undo: on', 'Redo: off', ...idle]);
    expect(drawnBoard(board)).to.deep.equal([2, 1, 2, 0, 2, 0]);
  });

  // Moves whose captions are among the longest: a relay, a capture in passing, a casa in round 3.
  const LONG_CAPTIONS = [
    ['h2/7.0.0/0.0.0/0-0/s', 0],
    ['h1/3.0.0.2.3.0/0.0.0.1.3.0/20-16/s', 3],
    ['h3/1.1.3.0.0.0/0.2.1.0.0.0/20-20/s/r3/pd', 1],
  ] as const;
  // [language, window width, board width (null: the page's)]. A board narrower than its window,
  // as in a page's sidebar, wraps its captions by its own width, not the window's.
  for (const [lang, viewport, width] of [
    ['en', 280, null],
    ['es', 280, null],
    ['en', 320, null],
    ['es', 320, null],
    ['en', 390, null],
    ['es', 390, null],
    ['en', 800, null],
    ['es', 800, null],
    ['en', 1280, 300],
    ['es', 1280, 300],
    ['en', 1280, 460],
    ['es', 1280, 460],
  ] as const) {
    const where = `a ${viewport} px window${width === null ? '' : `, a ${width} px board`}`;
    it(`keeps its height through a move's every step (${lang}, ${where})`, async () => {
      await setViewport({ width: viewport, height: 800 });
      try {
        for (const [position, move] of LONG_CAPTIONS) {
          const board = await fixture<HoyitoBoard>(
            html`<hoyito-board lang=${lang} position=${position} speed="fast" controls="undo animation" style=${width === null ? '' : `width: ${width}px`}></hoyito-board>`,
          );
          await settle(board);
          const heights = new Set([board.getBoundingClientRect().height]);
          const captions: string[] = [];
          let done = false;
          void oneEvent(board, 'hoyito-animation-end').then(() => {
            done = true;
          });
          hole(board, move).click();
          for (let i = 0; !done && i < 500; i++) {
            await nextFrames(1);
            heights.add(board.getBoundingClientRect().height);
            captions.push(shadow(board).querySelector('[part~="status"]')?.textContent ?? '');
          }
          await settle(board);
          heights.add(board.getBoundingClientRect().height);
          expect(done, `${position}: the animation ended`).to.equal(true);
          expect([...heights], `${position}: ${[...new Set(captions)].join(' / ')}`).to.have.length(
            1,
          );
        }
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });
  }

  // The status's lines of room, by the board's width (39em and 21em at 16 px: 624 and 336 px)
  // and mode: only play and replay animate a move.
  for (const [mode, width, lines] of [
    ['play', 700, 1],
    ['play', 630, 1],
    ['play', 618, 2],
    ['play', 340, 2],
    ['play', 330, 3],
    ['play', 310, 3],
    ['replay', 460, 2],
    ['diagram', 310, 1],
    ['setup', 310, 1],
  ] as const) {
    it(`keeps ${lines} line${lines === 1 ? '' : 's'} of status in ${mode} mode on a ${width} px board`, async () => {
      await setViewport({ width: 1280, height: 800 });
      try {
        const board = await fixture<HoyitoBoard>(
          html`<hoyito-board mode=${mode} style="width: ${width}px; font-size: 16px; line-height: 24px"></hoyito-board>`,
        );
        await settle(board);
        const status = shadow(board).querySelector<HTMLElement>('[part~="status"]');
        if (status === null) throw new Error('no status');
        const lineHeight = Number.parseFloat(getComputedStyle(status).lineHeight);
        // The status between moves is a single line, whatever room it keeps.
        const range = document.createRange();
        range.selectNodeContents(status);
        expect(range.getClientRects().length, 'the text takes one line').to.equal(1);
        expect(status.getBoundingClientRect().height).to.be.closeTo(lines * lineHeight, 1);
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });
  }

  it('shows no animation buttons when the controls leave them out; Escape still skips', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" holes="3" position="h2/7.0.0/0.0.0/0-0/s" speed="slow" controls="undo flip"></hoyito-board>`,
    );
    await settle(board);
    const labels = () => buttonLabels(board);
    expect(labels()).to.deep.equal(['Undo', 'Redo', 'Flip board']);
    hole(board, 0).click();
    await settle(board);
    expect(labels(), 'mid-animation').to.deep.equal(['Undo', 'Redo', 'Flip board']);
    const ended = oneEvent(board, 'hoyito-animation-end');
    hole(board, 0).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
    );
    expect((await ended).detail.skipped).to.equal(true);
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal([2, 1, 2, 0, 2, 0]);
  });

  it('draws every step of a long relay in order, and a render mid-way changes nothing', async () => {
    const text = 'h2/1.1.4.8.0.4/1.1.5.5.0.2/12-4/s';
    const before = parsePosition(text);
    if (!before.ok) throw new Error(before.error.message);
    const played = before.value.play(2, { trace: true });
    if (!played.ok || played.value.trace === null) throw new Error('c must be playable');
    const steps = [
      [...before.value.board].join(),
      ...traceFrames(before.value, played.value.trace).map((f) => [...f.board].join()),
    ];
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board position=${text} speed="fast"></hoyito-board>`,
    );
    await settle(board);
    const ended = oneEvent(board, 'hoyito-animation-end');
    let done = false;
    void ended.then(() => {
      done = true;
    });
    hole(board, 2).click();
    const seen: string[] = [];
    for (let i = 0; !done && i < 2000; i++) {
      seen.push(drawnBoard(board).join());
      // Now and then a render of the whole board in the middle of the animation (a hover).
      if (i % 7 === 3) board.requestUpdate();
      await nextFrames(1);
    }
    await settle(board);
    const shown = seen.filter((b, i) => i === 0 || b !== seen[i - 1]);
    let at = 0;
    for (const b of shown) {
      const found = steps.indexOf(b, at);
      expect(found, `a drawn board that is no step of the move: ${b}`).to.be.at.least(0);
      at = found;
    }
    expect(shown.length).to.be.greaterThan(steps.length / 3);
    expect(drawnBoard(board)).to.deep.equal([...played.value.position.board]);
    expect(stores(board)).to.deep.equal([...played.value.position.captured]);

    // Undone half-way: every hole shows the position before the move again, none a step's count.
    board.undo();
    await settle(board);
    hole(board, 2).click();
    await nextFrames(12);
    board.undo();
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal([...before.value.board]);
    expect(stores(board)).to.deep.equal([...before.value.captured]);
    const states = [...shadow(board).querySelectorAll<HTMLElement>('[part~="hole"]')];
    expect(states.filter((b) => b.dataset.state?.includes('active'))).to.have.length(0);
  });

  it('plays to the end by itself and Escape skips', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" speed="fast"></hoyito-board>`,
    );
    await settle(board);
    const ended = oneEvent(board, 'hoyito-animation-end');
    hole(board, 2).click();
    await ended;
    await settle(board);
    const first = start({ variant: 'hoyito-2' }).play(2);
    if (!first.ok) throw new Error(first.error.message);
    expect(drawnBoard(board)).to.deep.equal([...first.value.position.board]);
    board.speed = 'slow';
    await settle(board);
    const next = first.value.position.legalMoves()[0];
    hole(board, next).click();
    await settle(board);
    hole(board, next).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
    );
    await settle(board);
    const second = first.value.position.play(next);
    expect(second.ok && drawnBoard(board)).to.deep.equal(
      second.ok ? [...second.value.position.board] : [],
    );
  });

  it('undo and new game mid-animation leave a consistent board', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="slow"></hoyito-board>`);
    await settle(board);
    hole(board, 3).click();
    await settle(board);
    board.undo();
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal(new Array(12).fill(4));
    hole(board, 3).click();
    await settle(board);
    board.newGame();
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal(new Array(12).fill(4));
    expect(board.currentPosition?.toMove).to.equal('south');
  });

  it('ends every animation with one hoyito-animation-end, whatever cuts it short', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="slow"></hoyito-board>`);
    await settle(board);
    const ends: boolean[] = [];
    // What the board shows when it tells the end: the game in place of the dropped one, so that
    // a page that plays on from the event plays that game.
    const shown: string[] = [];
    board.addEventListener('hoyito-animation-end', (event) => {
      ends.push(event.detail.skipped);
      shown.push(board.currentPosition?.board.join(' ') ?? '');
    });
    const full = new Array(12).fill(4).join(' ');
    const loaded = start({ variant: 'hoyito-1' }).play(2);
    if (!loaded.ok) throw new Error(loaded.error.message);
    const cuts: [string, () => void, string | null][] = [
      ['newGame()', () => board.newGame(), full],
      ['New game', () => button(board, /New game/).click(), full],
      [
        'load()',
        () => board.load('[Variant "hoyito-1"]\n\nc'),
        loaded.value.position.board.join(' '),
      ],
      ['variant', () => board.setAttribute('variant', 'hoyito-3'), full],
      ['undo()', () => board.undo(), null],
      ['skipAnimation()', () => board.skipAnimation(), null],
    ];
    for (const [name, cut, after] of cuts) {
      const before = ends.length;
      const legal = board.legalMoves;
      hole(board, legal[0]).click();
      await settle(board);
      expect(ends.length, `${name}: still animating`).to.equal(before);
      cut();
      await settle(board);
      expect(ends.slice(before), name).to.deep.equal([true]);
      if (after !== null) expect(shown[before], name).to.equal(after);
    }
    // Nothing animates: nothing to end.
    board.newGame();
    await settle(board);
    expect(ends.length).to.equal(cuts.length);
  });

  it('ends an animation the board left the page during once it is back, where the page hears it', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="slow"></hoyito-board>`);
    await settle(board);
    const heard: boolean[] = [];
    // Typed on the document too (the events bubble there): no cast is needed.
    const onDocument = (event: HoyitoAnimationEndEvent) => heard.push(event.detail.skipped);
    document.addEventListener('hoyito-animation-end', onDocument);
    try {
      const own: boolean[] = [];
      board.addEventListener('hoyito-animation-end', (event) => own.push(event.detail.skipped));
      hole(board, 2).click();
      await settle(board);
      const parent = board.parentElement as HTMLElement;
      board.remove();
      await settle(board);
      // Off the page an event reaches no listener but the board's own: it waits.
      expect(heard).to.deep.equal([]);
      expect(own).to.deep.equal([]);
      parent.append(board);
      await settle(board);
      expect(heard).to.deep.equal([true]);
      expect(own).to.deep.equal([true]);
      // Told once: nothing more comes with the next update.
      board.setAttribute('speed', 'fast');
      await settle(board);
      expect(own).to.deep.equal([true]);
      // Two cut short while away (a move played on the board off the page): two, once back.
      board.setAttribute('speed', 'slow');
      await settle(board);
      expect(board.play(board.legalMoves[0] as number)).to.equal(true);
      await settle(board);
      board.remove();
      expect(board.play(board.legalMoves[0] as number)).to.equal(true);
      board.skipAnimation();
      await settle(board);
      expect(heard).to.deep.equal([true]);
      parent.append(board);
      await settle(board);
      expect(heard).to.deep.equal([true, true, true]);
      expect(own).to.deep.equal([true, true, true]);
    } finally {
      document.removeEventListener('hoyito-animation-end', onDocument);
    }
  });

  it('with reduced motion, steps change in place without transitions', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="slow"></hoyito-board>`);
      await settle(board);
      hole(board, 3).click();
      await settle(board);
      const active = shadow(board).querySelector<HTMLElement>('[data-state~="active"]');
      expect(active, 'the hole being sown is marked').to.not.equal(null);
      expect(getComputedStyle(active as HTMLElement).transitionDuration).to.equal('0s');
      board.skipAnimation();
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });
});

describe('<hoyito-board> replay', () => {
  function recordOf(moves: number[]): { text: string; game: Game } {
    const lines = ['[Variant "hoyito-2"]', '', moves.map((m) => 'abcdefABCDEF'[m]).join(' ')];
    const parsed = parseRecord(lines.join('\n'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    return { text: lines.join('\n'), game: parsed.value.game };
  }

  it('draws its holes as named pictures, not as buttons that can never act', async () => {
    const { text } = recordOf([2, 8, 3]);
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" record=${text} speed="instant"></hoyito-board>`,
    );
    await settle(board);
    const names = (selector: string) =>
      [...shadow(board).querySelectorAll(selector)].map((h) => h.getAttribute('aria-label'));
    const pictures = names('div[data-hole][role="img"]');
    expect(pictures).to.have.length(12);
    expect(names('button[data-hole]')).to.deep.equal([]);
    // Each named as the same hole's button is in play, on the same position.
    button(board, /Last/).click();
    await settle(board);
    const shown = names('[data-hole]');
    board.setAttribute('mode', 'play');
    await settle(board);
    // (North's row drawn first; in play a hole's name also says whether it is playable.)
    expect(names('button[data-hole]').map((name) => name?.replace(', playable', ''))).to.deep.equal(
      shown,
    );
    expect(shown[8]).to.equal("c, South's hole, 2 seeds");
    board.setAttribute('mode', 'replay');
    await settle(board);
    expect(names('div[data-hole][role="img"]')).to.have.length(12);
    expect(describeViolations(await axe(board))).to.equal('');
  });

  it('navigates with buttons, arrow keys and the move list', async () => {
    const { text, game } = recordOf([2, 8, 3]);
    const positions = [game.start, ...game.line.map((m) => m.position)];
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" record=${text} speed="instant"></hoyito-board>`,
    );
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal([...positions[0].board]);
    button(board, /Next/).click();
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal([...positions[1].board]);
    button(board, /Last/).click();
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal([...positions[3].board]);
    shadow(board)
      .querySelector('.wrap')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal([...positions[2].board]);
    for (const [key, ply] of [
      ['Home', 0],
      ['End', 3],
    ] as const) {
      shadow(board)
        .querySelector('.wrap')
        ?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      await settle(board);
      expect(drawnBoard(board), key).to.deep.equal([...positions[ply].board]);
    }
    const list = [...shadow(board).querySelectorAll<HTMLButtonElement>('[part~="moves"] button')];
    // Each move's number stands before its button, which shows its notation; the button's name
    // says both (see the names' test).
    expect(list.map((b) => b.textContent)).to.deep.equal(['c', 'C', 'd']);
    expect(list.map((b) => b.previousElementSibling?.textContent)).to.deep.equal(['1', '2', '3']);
    // Hidden from a screen reader, which hears it in the button's name.
    expect(list.map((b) => b.previousElementSibling?.getAttribute('aria-hidden'))).to.deep.equal([
      'true',
      'true',
      'true',
    ]);
    // Far enough from its button for the focus ring to stay off it.
    const gap = (b: HTMLElement) =>
      b.getBoundingClientRect().left -
      (b.previousElementSibling as HTMLElement).getBoundingClientRect().right;
    expect(gap(list[0])).to.be.at.least(6);
    list[0].click();
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal([...positions[1].board]);
    button(board, /First/).click();
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal([...positions[0].board]);
  });

  /** A random game of Hoyito I on 2×6, 355 moves long (seed 78). */
  function longRecord(): string {
    const created = Game.create({ variant: 'hoyito-1', holes: 6 });
    if (!created.ok) throw new Error(created.error.message);
    return makeRecord(created.value.playOut(new Random(78)), []);
  }

  const listOf = (board: HoyitoBoard): HTMLElement => {
    const list = shadow(board).querySelector<HTMLElement>('[part~="moves"]');
    if (list === null) throw new Error('no move list');
    return list;
  };

  it('keeps the move list three rows high, whatever the record, at any text size', async () => {
    const long = longRecord();
    const heights: number[] = [];
    for (const fontSize of ['16px', '40px']) {
      const style = `width: 600px; font-size: ${fontSize}`;
      const short = await fixture<HoyitoBoard>(
        html`<hoyito-board mode="replay" record=${recordOf([2]).text} style=${style}></hoyito-board>`,
      );
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board mode="replay" record=${long} style=${style}></hoyito-board>`,
      );
      await settle(short);
      await settle(board);
      const list = listOf(board);
      expect(list.children.length).to.be.at.least(200);
      expect(board.getBoundingClientRect().height, fontSize).to.equal(
        short.getBoundingClientRect().height,
      );
      // Three rows show, the rest scrolls; the rows are as tall as the buttons in them.
      const item = list.children[0].getBoundingClientRect();
      expect(list.scrollHeight).to.be.above(3 * list.clientHeight);
      expect(list.clientHeight / item.height, fontSize).to.be.within(3, 3.5);
      heights.push(item.height);
    }
    expect(heights[0]).to.equal(44);
    expect(heights[1]).to.be.above(60);
  });

  it('lines its moves up in columns, whatever the digits of their numbers', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" record=${longRecord()} style="width: 600px"></hoyito-board>`,
    );
    await settle(board);
    const list = listOf(board);
    const buttons = [...list.querySelectorAll('button')];
    // Numbers of one, two and three digits: 1 to 9, 10 to 99, 100 on.
    expect(buttons.length).to.be.at.least(100);
    const rows = new Map<number, number[]>();
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      const row = rows.get(Math.round(box.top)) ?? [];
      row.push(Math.round(box.left));
      rows.set(Math.round(box.top), row);
    }
    const [first, ...others] = [...rows.values()];
    expect(others.length).to.be.above(10);
    for (const row of others) expect(row).to.deep.equal(first.slice(0, row.length));
  });

  /** The long game in replay, on a 600 px board, and its move list. */
  const longReplay = async (): Promise<{ board: HoyitoBoard; list: HTMLElement }> => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" record=${longRecord()} speed="instant" style="width: 600px"></hoyito-board>`,
    );
    await settle(board);
    return { board, list: listOf(board) };
  };

  it('keeps the current move in view as the replay moves on, without scrolling the page', async () => {
    const { board, list } = await longReplay();
    const pageScroll = [window.scrollX, window.scrollY];
    const inView = (): boolean => {
      const current = list.querySelector('[aria-current]');
      if (current === null) return false;
      const box = current.getBoundingClientRect();
      const frame = list.getBoundingClientRect();
      return box.top >= frame.top && box.bottom <= frame.bottom;
    };
    expect(list.scrollTop).to.equal(0);
    button(board, /Last/).click();
    await settle(board);
    expect(list.scrollTop).to.be.above(0);
    expect(inView(), 'the last move, after Last').to.equal(true);
    for (let i = 0; i < 40; i++) {
      shadow(board)
        .querySelector('.wrap')
        ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
      await settle(board);
      expect(inView(), `after ${i + 1} × ←`).to.equal(true);
    }
    // A move chosen in the list stays where it is: it was in view already.
    const before = list.scrollTop;
    const shown = [...list.querySelectorAll('button')].find((b) => {
      const box = b.getBoundingClientRect();
      return box.top >= list.getBoundingClientRect().top + 60 && !b.hasAttribute('aria-current');
    });
    shown?.click();
    await settle(board);
    expect(shown?.getAttribute('aria-current')).to.equal('step');
    expect(list.scrollTop).to.equal(before);
    button(board, /First/).click();
    await settle(board);
    expect(list.scrollTop).to.equal(0);
    expect([window.scrollX, window.scrollY]).to.deep.equal(pageScroll);
  });

  it('makes the move list one tab stop, the current move, which the focus follows', async () => {
    const { board, list } = await longReplay();
    const stops = () =>
      [...list.querySelectorAll<HTMLButtonElement>('button')].filter((b) => b.tabIndex === 0);
    const focused = () => shadow(board).activeElement as HTMLElement | null;
    const ply = () => [...list.children].findIndex((li) => li.querySelector('[aria-current]')) + 1;
    // At the start the first move is the stop; every other move is out of the tab order.
    expect(stops().length).to.equal(1);
    expect(stops()[0] === list.querySelector('button'), 'the first move is the stop').to.equal(
      true,
    );
    stops()[0].focus();
    for (const [key, target] of [
      ['ArrowRight', 1],
      ['ArrowRight', 2],
      ['End', list.children.length],
      ['ArrowLeft', list.children.length - 1],
      ['Home', 0],
    ] as const) {
      await sendKeys({ press: key });
      await settle(board);
      expect(ply(), key).to.equal(target);
      expect(stops().length, key).to.equal(1);
      // The focus stays in the list, on its stop: the current move (the first at the start).
      expect(focused() === stops()[0], `${key}: the focus is on the list's stop`).to.equal(true);
      if (target > 0) expect(focused()?.getAttribute('aria-current'), key).to.equal('step');
    }
    // One Tab leaves the list, whatever its length; Shift+Tab comes back to the current move.
    await sendKeys({ press: 'End' });
    await settle(board);
    await sendKeys({ press: 'Tab' });
    expect(list.contains(focused())).to.equal(false);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(
      focused() === list.lastElementChild?.querySelector('button'),
      'back on the last move',
    ).to.equal(true);
  });

  it("keeps the focus in the move list when a match's replay goes on to a shorter round", async () => {
    // Round 1 of Hoyito III on 2×3 with a seed a hole: four moves, won with the last four; round
    // 2: one move so far.
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-3" holes="3" seeds="1" rounds="2" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    for (const label of ['b', 'C', 'c', 'A']) expect(board.play(label), label).to.equal(true);
    await settle(board);
    button(board, /^Next game$/).click();
    await settle(board);
    expect(board.play(board.legalMoves[0])).to.equal(true);
    board.mode = 'replay';
    await settle(board);
    button(board, /^Round 1$/).click();
    await settle(board);
    const list = listOf(board);
    (list.querySelector('button[tabindex="0"]') as HTMLElement).focus();
    expect(list.children.length).to.equal(4);
    for (let i = 0; i < 5 && list.children.length === 4; i++) {
      await sendKeys({ press: 'ArrowRight' });
      await settle(board);
    }
    // Round 2's list, shorter: the button that had the focus is gone, and the focus is on the
    // list's one stop, not dropped to the board.
    expect(list.children.length).to.equal(1);
    const focusedNow = shadow(board).activeElement;
    expect(
      focusedNow === list.querySelector('button[tabindex="0"]'),
      `the focus is on ${focusedNow?.className || focusedNow?.tagName || 'nothing in the board'}`,
    ).to.equal(true);
  });
});

describe('<hoyito-board> controls that become unavailable', () => {
  it('keep the focus, so the keys still work after Last or the last Undo', async () => {
    const record = '[Variant "hoyito-2"]\n\nc C d';
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" record=${record} speed="instant"></hoyito-board>`,
    );
    await settle(board);
    const last = button(board, /Last/);
    last.focus();
    last.click();
    await settle(board);
    expect(last.getAttribute('aria-disabled')).to.equal('true');
    expect(shadow(board).activeElement).to.equal(last);
    const ply = board.currentPosition;
    last.click(); // unavailable: nothing happens
    await settle(board);
    expect(board.currentPosition).to.equal(ply);
    last.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, composed: true }),
    );
    await settle(board);
    expect(button(board, /Next/).getAttribute('aria-disabled')).to.equal('false');
  });
});

describe('<hoyito-board> End by agreement asks for a second press', () => {
  /** The board, and its End by agreement button focused, as a keyboard user reaches it. */
  async function agreeing(lang = 'en'): Promise<{ board: HoyitoBoard; agree: HTMLButtonElement }> {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board lang=${lang} speed="instant"></hoyito-board>`,
    );
    await settle(board);
    const agree = button(board, lang === 'es' ? /común acuerdo/ : /^End by agreement$/);
    agree.focus();
    return { board, agree };
  }

  /** What assistive technology is told of the question, and whether the button points to it. */
  function asked(board: HoyitoBoard, agree: HTMLButtonElement): string {
    const said = shadow(board).querySelector('#agree-ask')?.textContent?.trim() ?? '';
    expect(agree.getAttribute('aria-describedby')).to.equal(said ? 'agree-ask' : null);
    return said;
  }

  it('a first press only asks, in the button and to assistive technology; the second ends the game', async () => {
    const { board, agree } = await agreeing();
    expect(shadow(board).querySelector('#agree-ask')?.getAttribute('aria-live')).to.equal('polite');
    await sendKeys({ press: 'Enter' });
    await settle(board);
    expect(board.currentPosition?.over).to.equal(false);
    // The same button, still focused, relabelled: the focus did not fall to the board.
    expect(shadow(board).activeElement).to.equal(agree);
    expect(labelOf(agree).trim()).to.equal('Yes, end the game');
    expect(asked(board, agree)).to.equal(
      'Do both players agree to end the game here? Press again to end it. To play on, press Esc or anything else.',
    );
    await sendKeys({ press: 'Enter' });
    await settle(board);
    expect(board.currentPosition?.over).to.equal(true);
    expect(board.currentPosition?.endReason).to.equal('agreement');
    expect(asked(board, agree)).to.equal('');
    expect(labelOf(agree).trim()).to.equal('End by agreement');
    expect(agree.getAttribute('aria-disabled')).to.equal('true');
  });

  it('Esc withdraws the question, and the next press asks again', async () => {
    const { board, agree } = await agreeing();
    await sendKeys({ press: 'Enter' });
    await settle(board);
    await sendKeys({ press: 'Escape' });
    await settle(board);
    expect(labelOf(agree).trim()).to.equal('End by agreement');
    expect(asked(board, agree)).to.equal('');
    expect(shadow(board).activeElement).to.equal(agree);
    await sendKeys({ press: 'Enter' });
    await settle(board);
    expect(board.currentPosition?.over).to.equal(false);
    expect(labelOf(agree).trim()).to.equal('Yes, end the game');
  });

  it('an Enter held down, its repeats included, presses once', async () => {
    const { board, agree } = await agreeing();
    await sendKeys({ down: 'Enter' });
    await sendKeys({ down: 'Enter' });
    await sendKeys({ down: 'Enter' });
    await sendKeys({ up: 'Enter' });
    await settle(board);
    expect(board.currentPosition?.over).to.equal(false);
    expect(labelOf(agree).trim()).to.equal('Yes, end the game');
  });

  it('the focus leaving the button withdraws the question', async () => {
    const { board, agree } = await agreeing();
    await sendKeys({ press: 'Enter' });
    await settle(board);
    await sendKeys({ press: 'Tab' });
    await settle(board);
    expect(labelOf(agree).trim()).to.equal('End by agreement');
    expect(asked(board, agree)).to.equal('');
    agree.focus();
    await sendKeys({ press: 'Enter' });
    await settle(board);
    expect(board.currentPosition?.over).to.equal(false);
  });

  it('a move withdraws it, and an undo and a redo back to where it was asked do not bring it back', async () => {
    const { board, agree } = await agreeing();
    await sendKeys({ press: 'Enter' });
    await settle(board);
    const asked_ = board.currentPosition;
    // Played from the page's code: the focus stays on the button.
    expect(board.play('c')).to.equal(true);
    await settle(board);
    expect(shadow(board).activeElement).to.equal(agree);
    expect(labelOf(agree).trim()).to.equal('End by agreement');
    expect(asked(board, agree)).to.equal('');
    expect(board.undo()).to.equal(true);
    await settle(board);
    expect(board.currentPosition).to.equal(asked_);
    expect(labelOf(agree).trim()).to.equal('End by agreement');
    expect(board.redo()).to.equal(true);
    expect(board.undo()).to.equal(true);
    await settle(board);
    expect(labelOf(agree).trim()).to.equal('End by agreement');
    agree.click();
    await settle(board);
    expect(board.currentPosition?.over).to.equal(false);
  });

  it('keeps its size and place, and the board its height, whichever label it shows', async () => {
    for (const [lang, width] of [
      ['en', 320],
      ['es', 320],
      ['es', 1000],
    ] as const) {
      const page = await fixture<HTMLElement>(
        html`<div style=${`width: ${width}px`}><hoyito-board lang=${lang}></hoyito-board></div>`,
      );
      const board = page.querySelector('hoyito-board') as HoyitoBoard;
      await settle(board);
      const agree = button(board, lang === 'es' ? /común acuerdo/ : /^End by agreement$/);
      // From the board's corner: the focus may scroll the page.
      const box = () => {
        const { x, y, width: w, height: h } = agree.getBoundingClientRect();
        const at = board.getBoundingClientRect();
        return { x: x - at.x, y: y - at.y, w, h, board: at.height };
      };
      const before = box();
      agree.focus();
      agree.click();
      await settle(board);
      expect(labelOf(agree).trim(), lang).to.match(/^(Yes, end the game|Sí, terminar la partida)$/);
      expect(box(), `${lang} at ${width} px`).to.deep.equal(before);
      // A hint asked for meanwhile shows as ever, under the board.
      button(board, lang === 'es' ? /^Pista$/ : /^Hint$/).click();
      await until(() => previewOf(board) !== '', 'the hint');
    }
  });

  it('asks in Spanish, and by pointer as by key', async () => {
    const { board, agree } = await agreeing('es');
    agree.click();
    await settle(board);
    expect(labelOf(agree).trim()).to.equal('Sí, terminar la partida');
    expect(asked(board, agree)).to.equal(
      '¿Están de acuerdo los dos jugadores en terminar la partida aquí? Pulsa otra vez para terminarla. Para seguir jugando, pulsa Esc o cualquier otra cosa.',
    );
    agree.click();
    await settle(board);
    expect(board.currentPosition?.over).to.equal(true);
    expect(statusOf(board)).to.match(/común acuerdo/);
  });

  it('agree() from the page still ends the game at once', async () => {
    const { board } = await agreeing();
    expect(board.agree()).to.equal(true);
    await settle(board);
    expect(board.currentPosition?.over).to.equal(true);
  });
});

describe('<hoyito-board> rows that scroll in a replay', () => {
  it('take the focus, named, and scroll by the arrow keys, which step the game elsewhere', async () => {
    const record = '[Variant "hoyito-2"]\n[Holes "12"]\n\na L a K a L';
    const page = await fixture<HTMLElement>(
      html`<div style="width: 280px"><hoyito-board mode="replay" holes="12" variant="hoyito-2" record=${record} speed="instant"></hoyito-board></div>`,
    );
    const board = page.querySelector('hoyito-board') as HoyitoBoard;
    await settle(board);
    await until(
      () => shadow(board).querySelector('.rows[data-scrolls]') !== null,
      'rows that scroll',
    );
    await settle(board);
    const rows = shadow(board).querySelector('.rows') as HTMLElement;
    expect([
      rows.tabIndex,
      rows.getAttribute('role'),
      rows.getAttribute('aria-label'),
    ]).to.deep.equal([0, 'group', 'The rows of holes: ← and → scroll them']);
    rows.focus();
    const before = board.currentPosition;
    await sendKeys({ press: 'ArrowRight' });
    await until(() => rows.scrollLeft > 0, 'the rows scrolled');
    expect(board.currentPosition).to.equal(before);
    // Elsewhere in the board the arrows step through the game, as ever.
    button(board, /^Next move$/).focus();
    await sendKeys({ press: 'ArrowRight' });
    await settle(board);
    expect(board.currentPosition).to.not.equal(before);
    // In play, the holes take the focus and scroll the rows themselves: no stop of their own.
    board.mode = 'play';
    await settle(board);
    expect(rows.hasAttribute('tabindex')).to.equal(false);
  });
});

describe('<hoyito-board> speed control', () => {
  it('steps through every speed and back, naming the current one, in both languages', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board controls="speed"></hoyito-board>`);
    await settle(board);
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      const speedButton = button(board, /^Speed: /);
      seen.push(`${board.speed} ${speedButton.textContent?.trim()}`);
      speedButton.click();
      await settle(board);
    }
    expect(seen).to.deep.equal([
      'null Speed: Normal', // no speed attribute: the default
      'fast Speed: Fast',
      'instant Speed: Instant',
      'slow Speed: Slow',
      'normal Speed: Normal',
    ]);
    board.lang = 'es';
    await settle(board);
    expect(button(board, /^Velocidad: /).textContent?.trim()).to.equal('Velocidad: Rápida');
  });
});

describe('<hoyito-board> replay tells what the game recorded', () => {
  const AGREED = '[Variant "hoyito-2"]\n[Holes "6"]\n[Result "south"]\n\na D E e D a A f d B = 1-0';
  const REPEATED =
    '[Variant "hoyito-3"]\n[Holes "3"]\n[Seeds "3"]\n[NoCaptureLimit "13"]\n[Result "south"]\n\na b c A a a C a A b B c B b A b C c C c 1-0';
  const toEnd = async (board: HoyitoBoard) => {
    shadow(board)
      .querySelector('.wrap')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    await settle(board);
    shadow(board)
      .querySelector('.wrap')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    await settle(board);
    button(board, /Next/).click();
    await settle(board);
  };

  it('an end by agreement, and the seeds it shares out', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" narration record=${AGREED} speed="normal"></hoyito-board>`,
    );
    await settle(board);
    await toEnd(board);
    expect(narration(board)).to.match(/^Both players agree to end the game\./);
    expect(narration(board)).to.contain('Game over (agreement)');
    expect(narration(board)).not.to.contain('sows');
    // Told, not animated: nothing is sown, so no lap is counted.
    expect(statusOf(board)).not.to.match(/Lap/);
    const parsed = parseRecord(AGREED);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(stores(board)).to.deep.equal([...parsed.value.game.position.captured]);
  });

  it('an end by third repetition', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" narration record=${REPEATED} speed="instant"></hoyito-board>`,
    );
    await settle(board);
    await toEnd(board);
    expect(narration(board)).to.match(/^South sows/);
    expect(narration(board)).to.contain('Game over (third repetition)');
  });

  it('says where it stands, going back as well as forward, and names each move of its list', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" record=${'[Variant "hoyito-2"]\n\nc C d'} speed="instant"></hoyito-board>`,
    );
    await settle(board);
    expect(statusOf(board)).to.match(/^Start of the game · /);
    button(board, /Last/).click();
    await settle(board);
    expect(statusOf(board)).to.match(/^Move 3 of 3 · /);
    button(board, /Previous/).click();
    await settle(board);
    expect(statusOf(board)).to.match(/^Move 2 of 3 · South to move/);
    const names = [...shadow(board).querySelectorAll('[part~="moves"] button')].map((b) =>
      b.getAttribute('aria-label'),
    );
    expect(names).to.deep.equal(['Move 1, South: c', 'Move 2, North: C', 'Move 3, South: d']);
    board.setAttribute('record', '[Variant "hoyito-1"]\n[Holes "3"]\n[Seeds "3"]\n\nc - b B c');
    await settle(board);
    const second = shadow(board).querySelectorAll('[part~="moves"] button')[1];
    expect(second.getAttribute('aria-label')).to.equal('Move 2, North passes (-)');
    board.setAttribute('record', '[Variant "hoyito-2"]\n\nc C d');
    await settle(board);
    button(board, /Last/).click();
    await settle(board);
    button(board, /Previous/).click();
    await settle(board);
    board.lang = 'es';
    await settle(board);
    expect(statusOf(board)).to.match(/^Jugada 2 de 3 · /);
    // A record of no moves (or none given): nothing to step through, and the status says so
    // where a page author looks first.
    board.setAttribute('record', '[Variant "hoyito-2"]\n\n*');
    await settle(board);
    expect(statusOf(board)).to.equal('No hay jugadas que reproducir · Le toca a Sur');
    board.lang = 'en';
    board.removeAttribute('record');
    await settle(board);
    expect(statusOf(board)).to.equal('No moves to replay · South to move');
  });

  it('shows who played, where and when, and the comment on each move, in both languages', async () => {
    const record =
      '[Variant "hoyito-2"]\n[South "Ana"]\n[North "Luis"]\n[Event "Fiesta patronal"]\n[Site "Higüey"]\n[Date "2005.??.??"]\n[Annotator "Mia"]\n\n{Played under the <b>mango</b> tree} c {opens the game} C d {a relay}';
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" record=${record} speed="instant"></hoyito-board>`,
    );
    await settle(board);
    const about = () => shadow(board).querySelector<HTMLElement>('[part~="about"]');
    const comment = () =>
      shadow(board)
        .querySelector('[part~="comment"]')
        ?.textContent?.replace(/^\s*Comment: /, '')
        .trim() ?? null;
    // Shown as they are, each fact's name for assistive technology only, a dot between them.
    const hidden = [...(about()?.querySelectorAll<HTMLElement>('.visually-hidden') ?? [])];
    expect(hidden.map((label) => label.textContent)).to.deep.equal([
      'Event: ',
      'Place: ',
      'Date: ',
    ]);
    for (const label of hidden) expect(label.getBoundingClientRect().width).to.be.at.most(1);
    const dots = [...(about()?.querySelectorAll('[aria-hidden="true"]') ?? [])];
    expect(dots.map((dot) => dot.textContent)).to.deep.equal(['·', '·', '·']);
    expect(about()?.getAttribute('aria-label')).to.equal('About this game');
    expect(about()?.textContent?.replace(/\s+/g, ' ').trim()).to.equal(
      `South: ${named('Ana')} · North: ${named('Luis')} Event: Fiesta patronal · Place: Higüey · Date: 2005`,
    );
    // Comments are text, never markup.
    expect(comment()).to.equal('Played under the <b>mango</b> tree');
    expect(shadow(board).querySelector('[part~="comment"] b')).to.equal(null);
    const said = [];
    for (let i = 0; i < 3; i++) {
      button(board, /Next/).click();
      await settle(board);
      said.push(comment());
    }
    // One live region, there with or without a comment, read whole, its label with it.
    expect(said).to.deep.equal(['opens the game', '', 'a relay']);
    // The move list marks the moves commented on, in sight and in their names, taking no room.
    const moves = [...shadow(board).querySelectorAll<HTMLElement>('[part~="moves"] button')];
    expect(moves.map((m) => m.hasAttribute('data-commented'))).to.deep.equal([true, false, true]);
    expect(moves.map((m) => m.getAttribute('aria-label'))).to.deep.equal([
      'Move 1, South: c, with a comment',
      'Move 2, North: C',
      'Move 3, South: d, with a comment',
    ]);
    const dot = getComputedStyle(moves[0], '::after');
    expect([dot.position, dot.borderTopStyle]).to.deep.equal(['absolute', 'solid']);
    expect(getComputedStyle(moves[1], '::after').content).to.equal('none');
    expect(shadow(board).querySelector('[part~="comment"]')?.getAttribute('aria-atomic')).to.equal(
      'true',
    );
    expect(
      shadow(board).querySelector('[part~="comment"]')?.textContent?.replace(/\s+/g, ' ').trim(),
    ).to.equal('Comment: a relay');
    board.lang = 'es';
    await settle(board);
    expect(about()?.textContent?.replace(/\s+/g, ' ').trim()).to.equal(
      `Sur: ${named('Ana')} · Norte: ${named('Luis')} Evento: Fiesta patronal · Lugar: Higüey · Fecha: 2005`,
    );
    expect(about()?.getAttribute('aria-label')).to.equal('Sobre esta partida');
    expect(shadow(board).querySelector('[part~="comment"]')?.textContent).to.contain(
      'Comentario: ',
    );
    // A record that says nothing but its moves shows nothing more: PGN's "?" is not a name.
    board.setAttribute(
      'record',
      '[Variant "hoyito-2"]\n[South "?"]\n[Event "?"]\n[Date "????.??.??"]\n\nc C d',
    );
    await settle(board);
    expect(about()).to.equal(null);
    expect(comment()).to.equal('');
    const region = shadow(board).querySelector('[part~="comment"]') as HTMLElement;
    expect(region.getBoundingClientRect().height).to.equal(0);
    // A date keeps what it knows, in the board's language, and says it in ISO 8601 for machines;
    // what is no date is shown as the record writes it.
    // [the board's language, the Date tag, the facts row, its <time>'s datetime]
    const dates = [
      ['es', '2005.07.??', 'Fecha: julio de 2005', '2005-07'],
      ['es', '2005.07.14', 'Fecha: 14 de julio de 2005', '2005-07-14'],
      ['en', '2005.07.14', 'Date: July 14, 2005', '2005-07-14'],
      ['en', '2005.06.31', 'Date: 2005.06.31', null],
    ] as const;
    for (const [lang, date, shown, datetime] of dates) {
      board.lang = lang;
      board.setAttribute('record', `[Variant "hoyito-2"]\n[Date "${date}"]\n\nc`);
      await settle(board);
      expect(about()?.textContent?.replace(/\s+/g, ' ').trim()).to.equal(shown);
      expect(about()?.querySelector('time')?.getAttribute('datetime') ?? null).to.equal(datetime);
    }
    board.lang = 'es';
    board.setAttribute('record', '[Variant "hoyito-2"]\n[Site "Baní"]\n[Date "2005.07.??"]\n\nc');
    await settle(board);
    expect(about()?.textContent?.replace(/\s+/g, ' ').trim()).to.equal(
      'Lugar: Baní · Fecha: julio de 2005',
    );
    // Bold is for the players' row only.
    expect(getComputedStyle(about()?.querySelector('p') as Element).fontWeight).to.equal('400');
  });

  it('draws a place or a comment written right to left apart from the words around it', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" lang="es" speed="instant" record=${'[Variant "hoyito-2"]\n[Site "القاهرة"]\n[Date "2005.07.14"]\n\n{שלום, hola} c'}></hoyito-board>`,
    );
    await settle(board);
    const about = shadow(board).querySelector('[part~="about"]') as HTMLElement;
    // The date, in Spanish "14 de julio de 2005", starts with a number: not set apart, the place
    // before it would pull it to its left, as if the date came first.
    const [site, date] = [
      ...about.querySelectorAll<HTMLElement>('.facts > span:not([aria-hidden])'),
    ];
    expect(site.textContent).to.equal('Lugar: القاهرة');
    expect(date.textContent).to.equal('Fecha: 14 de julio de 2005');
    expect(date.getBoundingClientRect().left).to.be.greaterThan(site.getBoundingClientRect().right);
    // A comment takes the direction it is written in: right to left, its Latin word comes last,
    // at the left.
    const comment = shadow(board).querySelector('[part~="comment"]') as HTMLElement;
    const walker = document.createTreeWalker(comment, NodeFilter.SHOW_TEXT);
    let text: Text | null = null;
    while (walker.nextNode()) {
      if (walker.currentNode.textContent?.includes('שלום')) text = walker.currentNode as Text;
    }
    if (text === null) throw new Error('no comment drawn');
    const box = (word: string) => {
      const range = document.createRange();
      const at = text.data.indexOf(word);
      range.setStart(text, at);
      range.setEnd(text, at + word.length);
      return range.getBoundingClientRect();
    };
    expect(box('hola').right).to.be.at.most(box('שלום').left);
  });

  it('draws the keyboard’s focus ring over the current move’s mark', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" record=${'[Variant "hoyito-2"]\n\nc C d'} speed="instant"></hoyito-board>`,
    );
    await settle(board);
    const first = shadow(board).querySelector('[part~="moves"] button') as HTMLElement;
    first.focus();
    await sendKeys({ press: 'ArrowRight' });
    await settle(board);
    const focused = shadow(board).activeElement as HTMLElement;
    expect(focused.getAttribute('aria-current')).to.equal('step');
    expect(focused.matches(':focus-visible')).to.equal(true);
    const ring = getComputedStyle(focused);
    expect([ring.outlineWidth, ring.outlineOffset]).to.deep.equal(['3px', '2px']);
  });

  it('a new record stops auto-play', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" record=${'[Variant "hoyito-2"]\n\nc C d'} speed="slow"></hoyito-board>`,
    );
    await settle(board);
    button(board, /^Play$/).click();
    await settle(board);
    expect(button(board, /^Stop$/)).to.exist;
    board.setAttribute('record', '[Variant "hoyito-2"]\n\nd');
    await settle(board);
    expect(buttons(board).map((b) => b.textContent?.trim())).to.include('Play');
    await new Promise((r) => setTimeout(r, 1500));
    await settle(board);
    expect(board.currentPosition?.board).to.deep.equal([4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
  });

  it('a game or a match loaded by load() or loadMatch() stops auto-play too', async () => {
    const match = Match.create({ variant: 'hoyito-2', rounds: 2 });
    if (!match.ok) throw new Error(match.error.message);
    match.value.current.agree();
    match.value.nextGame();
    const records = match.value.games.map((g) => makeRecord(g));
    for (const load of [
      (b: HoyitoBoard) => b.load('[Variant "hoyito-2"]\n\nc C'),
      (b: HoyitoBoard) => b.loadMatch(records, 2),
    ]) {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board mode="replay" record=${'[Variant "hoyito-2"]\n\nc C d'} speed="instant"></hoyito-board>`,
      );
      await settle(board);
      button(board, /^Play$/).click();
      await settle(board);
      expect(load(board)).to.equal(true);
      await settle(board);
      expect(buttons(board).map((b) => b.textContent?.trim())).to.include('Play');
      await new Promise((r) => setTimeout(r, 1000));
      await settle(board);
      expect(statusOf(board)).to.match(/Start of the game/);
    }
  });
});

describe('<hoyito-board> stepping an animation by hand', () => {
  it('pauses it, and the Pause button then reads Resume', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="slow"></hoyito-board>`);
    await settle(board);
    board.play('c');
    await settle(board);
    button(board, /^Step one seed$/).click();
    await settle(board);
    expect(button(board, /^Resume$/)).to.exist;
    const status = statusOf(board);
    await new Promise((r) => setTimeout(r, 1200));
    await settle(board);
    // Still where the step left it.
    expect(statusOf(board)).to.equal(status);
    button(board, /^Resume$/).click();
    await settle(board);
    expect(button(board, /^Pause$/)).to.exist;
  });

  // Running, the captions change seed by seed and are kept from screen readers; paused, each
  // step is asked for, and its caption is heard from the live status line.
  it('says each step taken by hand in the live status line, not the running captions', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="slow"></hoyito-board>`);
    await settle(board);
    const status = shadow(board).querySelector('[part~="status"]') as HTMLElement;
    board.play('c');
    await settle(board);
    expect(status.querySelector('[aria-hidden="true"]'), 'running').to.exist;
    button(board, /^Step one seed$/).click();
    await settle(board);
    expect(status.getAttribute('aria-live')).to.equal('polite');
    expect(status.querySelector('[aria-hidden="true"]'), 'paused').to.equal(null);
    expect(statusOf(board)).to.match(/^Lap 1\b/);
    button(board, /^Step one lap$/).click();
    await settle(board);
    expect(statusOf(board)).to.match(/^Lap 2 · Relay of \d+ seeds from /);
    expect(status.querySelector('[aria-hidden="true"]'), 'stepped').to.equal(null);
    button(board, /^Resume$/).click();
    await settle(board);
    expect(status.querySelector('[aria-hidden="true"]'), 'running again').to.exist;
  });
});

describe('<hoyito-board> replay auto-play', () => {
  it('plays the record through by itself, and stops at the end', async () => {
    const record = '[Variant "hoyito-2"]\n\nc C d';
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" record=${record} speed="instant"></hoyito-board>`,
    );
    await settle(board);
    const play = button(board, /^Play$/);
    play.click();
    await settle(board);
    // The label says what a press does; it is not also a pressed toggle (its name would change).
    expect(button(board, /^Stop$/).hasAttribute('aria-pressed')).to.equal(false);
    // The animation's own Pause is another button: the two names differ.
    expect(button(board, /^Pause$/)).not.to.equal(button(board, /^Stop$/));
    const parsed = parseRecord(record);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const deadline = performance.now() + 8000;
    while (
      performance.now() < deadline &&
      board.currentPosition?.repetitionKey() !== parsed.value.game.position.repetitionKey()
    ) {
      await new Promise((r) => setTimeout(r, 100));
    }
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal([...parsed.value.game.position.board]);
    await new Promise((r) => setTimeout(r, 500));
    await settle(board);
    // Stopped at the end; Play there plays it again from its start, as a media player does.
    const again = button(board, /^Play$/);
    expect(again.getAttribute('aria-disabled')).to.equal('false');
    again.click();
    await settle(board);
    expect(statusOf(board)).to.match(/^Start of the game · /);
    expect(button(board, /^Stop$/)).to.exist;
    button(board, /^Stop$/).click();
    await settle(board);
  });

  it('a step or a jump clears the reason a load was refused from under the board', async () => {
    const match = Match.create({ variant: 'hoyito-2', rounds: 2 });
    if (!match.ok) throw new Error(match.error.message);
    match.value.current.play(2);
    match.value.current.agree();
    match.value.nextGame();
    const records = match.value.games.map((g) => makeRecord(g));
    const preview = (b: HoyitoBoard) =>
      shadow(b).querySelector('[part~="preview"]')?.textContent?.trim() ?? '';
    const steps: [string, (b: HoyitoBoard) => void][] = [
      ['Next', (b) => button(b, /^Next move$/).click()],
      ['Last', (b) => button(b, /^Last position$/).click()],
      [
        'the move list',
        (b) => shadow(b).querySelector<HTMLButtonElement>('[part~="moves"] button')?.click(),
      ],
      ['a round', (b) => button(b, /^Round 2$/).click()],
    ];
    for (const [what, step] of steps) {
      const board = await fixture<HoyitoBoard>(html`<hoyito-board mode="replay"></hoyito-board>`);
      board.loadMatch(records, 2);
      await settle(board);
      expect(board.load('[Variant "hoyito-2"]\n\nc c')).to.equal(false);
      await settle(board);
      expect(preview(board), what).to.match(/^The game record is not valid/);
      step(board);
      await settle(board);
      expect(preview(board), what).to.equal('');
    }
  });

  it('stops when ← or → steps by hand, as Previous and Next do', async () => {
    for (const key of ['ArrowLeft', 'ArrowRight']) {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board mode="replay" record=${'[Variant "hoyito-2"]\n\nc C d'} speed="instant"></hoyito-board>`,
      );
      await settle(board);
      button(board, /^Next move$/).click();
      await settle(board);
      button(board, /^Play$/).click();
      await settle(board);
      shadow(board)
        .querySelector('.wrap')
        ?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      await settle(board);
      const stepped = key === 'ArrowLeft' ? /^Start of the game/ : /^Move 2 of 3/;
      expect(statusOf(board), key).to.match(stepped);
      expect(button(board, /^Play$/), key).to.exist;
      await new Promise((r) => setTimeout(r, 1000));
      await settle(board);
      expect(statusOf(board), key).to.match(stepped);
    }
  });

  it('has nothing to play in a record of no moves', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" record=${'[Variant "hoyito-2"]\n\n*'} speed="instant"></hoyito-board>`,
    );
    await settle(board);
    const play = button(board, /^Play$/);
    expect(play.getAttribute('aria-disabled')).to.equal('true');
    play.click();
    await settle(board);
    expect(button(board, /^Play$/)).to.exist;
  });
});

describe('<hoyito-board> diagram', () => {
  it('marks a move’s sowing path and captures, and cannot be played', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="diagram" variant="hoyito-2" position="h2/3.5.5/1.2.3/0-0/n" highlight="B"></hoyito-board>`,
    );
    await settle(board);
    const marked = (state: string) =>
      [...shadow(board).querySelectorAll<SVGElement>(`svg:not(.narrow) [data-state~="${state}"]`)]
        .map((g) => g.dataset.hole)
        .sort();
    expect(marked('captured')).to.deep.equal(['0', '5']);
    expect(marked('path')).to.deep.equal(['0', '5']);
    expect(marked('from')).to.deep.equal(['4']);
    hole(board, 4).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal([3, 5, 5, 1, 2, 3]);
    expect(board.currentPosition?.board).to.deep.equal([3, 5, 5, 1, 2, 3]);
  });

  it('offers only Flip board: a still picture has no speed, and no narration to show', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="diagram" highlight="c"></hoyito-board>`,
    );
    await settle(board);
    expect(buttonLabels(board)).to.deep.equal(['Flip board']);
    // The same board back in play has them again.
    board.mode = 'play';
    await settle(board);
    expect(buttonLabels(board)).to.include.members(['Speed: Normal', 'Show narration']);
  });

  it('keeps every key of its legend inside the picture, in either language and layout', async () => {
    // The smallest board, its opening move sowing holes twice: the longest legend on the least room.
    for (const lang of ['en', 'es']) {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board mode="diagram" holes="3" highlight="a" lang=${lang}></hoyito-board>`,
      );
      await settle(board);
      for (const layout of ['wide', 'narrow'] as const) {
        // Measured on the page: a file's text as the browser lays it out.
        const file = new DOMParser().parseFromString(
          board.toSVG({ layout }) ?? '',
          'image/svg+xml',
        );
        const svg = document.body.appendChild(document.adoptNode(file.documentElement));
        if (!(svg instanceof SVGSVGElement)) throw new Error('toSVG() gave no picture');
        const width = svg.viewBox.baseVal.width;
        const keys = [...svg.querySelectorAll<SVGTextElement>('.legend text')];
        expect(keys.length, `${lang} ${layout}`).to.be.greaterThan(1);
        for (const key of keys) {
          const box = key.getBBox();
          expect(box.x + box.width, `${lang} ${layout}: ${key.textContent}`).to.be.at.most(width);
        }
        svg.remove();
      }
    }
  });

  it('draws the same picture that toSVG() gives as a file', async () => {
    const position = 'h2/1.1.4.8.0.4/1.1.5.5.0.2/12-4/s';
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="diagram" position=${position} highlight="c" lang="es"></hoyito-board>`,
    );
    await settle(board);
    const file = board.toSVG();
    if (file === null) throw new Error('toSVG() gave null for a valid position');
    expect(file.startsWith('<?xml')).to.equal(true);
    const doc = new DOMParser().parseFromString(file, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).to.equal(null);
    const root = doc.documentElement;
    expect(root.getAttribute('data-position')).to.equal(position);
    expect(root.querySelector('title')?.textContent).to.contain('Tablero');
    const counts = (holes: Iterable<Element>) =>
      [...holes].map((g) => Number(g.getAttribute('data-count')));
    const inline = shadow(board).querySelectorAll('svg:not(.narrow) [data-hole]');
    expect(counts(doc.querySelectorAll('[data-hole]'))).to.deep.equal(counts(inline));
    expect(counts(inline)).to.deep.equal([1, 1, 4, 8, 0, 4, 1, 1, 5, 5, 0, 2]);
    expect(doc.querySelector('[data-state~="from"]')?.getAttribute('data-hole')).to.equal('2');
  });

  it('says what the highlighted move does, why it cannot be played, or nothing', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="diagram" variant="hoyito-1" holes="4" position="h1/4.4.4.4/4.4.4.4/0-0/n" highlight="A"></hoyito-board>`,
    );
    await settle(board);
    const said = () => shadow(board).querySelector('#preview')?.textContent?.trim() ?? '';
    expect(said()).to.match(/^Sowing A: /);
    // South's hole, with North to move.
    board.setAttribute('highlight', 'b');
    await settle(board);
    expect(said()).to.equal("b is South's hole; it is North's turn.");
    // A file of it has no paragraph below: the picture says why itself, in the board's language.
    const file = () => new DOMParser().parseFromString(board.toSVG() ?? '', 'image/svg+xml');
    expect(file().querySelector('desc')?.textContent).to.contain(
      "North to move. b is South's hole; it is North's turn. a, South",
    );
    expect(file().querySelector('.note')?.textContent).to.equal(
      "b is South's hole; it is North's turn.",
    );
    board.lang = 'es';
    await settle(board);
    expect(file().querySelector('.note')?.textContent).to.equal(
      'La casita b es de Sur; le toca a Norte.',
    );
    board.removeAttribute('highlight');
    await settle(board);
    expect(said()).to.equal('');
    expect(file().querySelector('.note')).to.equal(null);
    board.lang = 'en';
    await settle(board);
    board.setAttribute('highlight', 'B');
    await settle(board);
    expect(said()).to.match(/^Sowing B: /);
    expect(file().querySelector('.note')).to.equal(null);
  });

  for (const [width, shown] of [
    [320, 'narrow'],
    [700, 'wide'],
  ] as const) {
    it(`toSVG({ layout: 'shown' }) gives the ${shown} layout the board shows ${width} px wide; wide and narrow by name`, async () => {
      const wrapper = await fixture<HTMLElement>(
        html`<div style=${`width: ${width}px`}><hoyito-board mode="diagram" highlight="c"></hoyito-board></div>`,
      );
      const board = wrapper.querySelector('hoyito-board') as HoyitoBoard;
      await settle(board);
      // The layouts differ in width (the file adds a caption below, which the board says apart).
      const widthOf = (box: string | null | undefined) => box?.split(' ')[2];
      const viewBox = (file: string | null) =>
        widthOf(
          new DOMParser()
            .parseFromString(file ?? '', 'image/svg+xml')
            .documentElement.getAttribute('viewBox'),
        );
      const onScreen = [...shadow(board).querySelectorAll('.diagram > svg')].find(
        (svg) => getComputedStyle(svg).display !== 'none',
      );
      const shownWidth = widthOf(onScreen?.getAttribute('viewBox'));
      expect(viewBox(board.toSVG({ layout: 'shown' }))).to.equal(shownWidth);
      expect(viewBox(board.toSVG({ layout: shown }))).to.equal(shownWidth);
      expect(viewBox(board.toSVG())).to.equal(viewBox(board.toSVG({ layout: 'wide' })));
      expect(viewBox(board.toSVG({ layout: 'narrow' }))).to.not.equal(
        viewBox(board.toSVG({ layout: 'wide' })),
      );
    });
  }

  it('toSVG() in setup draws the position set up, on show, not the game behind it', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" holes="3" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    hole(board, 0).click();
    hole(board, 0).click();
    button(board, /^More holes$/).click();
    await settle(board);
    const drawn = () =>
      new DOMParser()
        .parseFromString(board.toSVG() ?? '', 'image/svg+xml')
        .documentElement.getAttribute('data-position');
    expect(drawn()).to.equal('h1/6.4.4.4/4.4.4.4/0-0/s');
    // A draft the rules cannot play is no position to draw.
    button(board, /^Clear board$/).click();
    await settle(board);
    expect(board.toSVG()).to.equal(null);
    button(board, /^Fill board$/).click();
    button(board, /^Start playing/).click();
    await settle(board);
    expect(drawn()).to.equal('h1/4.4.4.4/4.4.4.4/0-0/s');
  });

  it('toSVG() with a layout it does not draw, or options that are not an object, gives null and says what it takes', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board mode="diagram"></hoyito-board>`);
    await settle(board);
    const warn = console.warn;
    const warned: string[] = [];
    console.warn = (message: string) => warned.push(message);
    try {
      expect(board.toSVG({ layout: 'tall' as 'wide' })).to.equal(null);
      // A layout given bare, not in options, is not taken for the default.
      expect(board.toSVG('narrow' as never)).to.equal(null);
      expect(board.toSVG(null as never)).to.equal(null);
      expect(board.toSVG(Symbol('narrow') as never)).to.equal(null);
      // A page's text quoted cut, its direction controls written out; an object by its kind.
      expect(board.toSVG({ layout: `\u202e${'w'.repeat(60)}` as 'wide' })).to.equal(null);
      expect(board.toSVG({ layout: ['wide'] as never })).to.equal(null);
      // A function by its kind, not its source; options that throw as they are read, refused.
      expect(board.toSVG({ layout: (() => 'wide') as never })).to.equal(null);
      expect(board.toSVG(revokedProxy() as never)).to.equal(null);
      // Left out, the options are the default ones.
      expect(board.toSVG(undefined)).to.be.a('string');
    } finally {
      console.warn = warn;
    }
    const use = "use toSVG({ layout: 'wide' | 'narrow' | 'shown' }).";
    expect(warned).to.deep.equal([
      `<hoyito-board> toSVG({ layout: "tall" }) is not a call it takes; ${use}`,
      `<hoyito-board> toSVG("narrow") is not a call it takes; ${use}`,
      `<hoyito-board> toSVG(null) is not a call it takes; ${use}`,
      `<hoyito-board> toSVG(Symbol(narrow)) is not a call it takes; ${use}`,
      `<hoyito-board> toSVG({ layout: "\\u202E${'w'.repeat(39)}…" }) is not a call it takes; ${use}`,
      `<hoyito-board> toSVG({ layout: [a list] }) is not a call it takes; ${use}`,
      `<hoyito-board> toSVG({ layout: [a function] }) is not a call it takes; ${use}`,
      `<hoyito-board> toSVG() could not read its options: reading their layout threw; ${use}`,
    ]);
  });

  it('gives no SVG while it shows an error', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="diagram" position="h2/nonsense"></hoyito-board>`,
    );
    await settle(board);
    expect(board.toSVG()).to.equal(null);
  });
});

describe('<hoyito-board> highlight in play mode', () => {
  it('scrolls rows too wide for a phone to the marked hole, once', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div style="width: 320px"><hoyito-board variant="hoyito-2" holes="12" highlight="j"></hoyito-board></div>`,
    );
    const board = wrapper.querySelector('hoyito-board') as HoyitoBoard;
    await settle(board);
    await nextFrames(2);
    const rows = shadow(board).querySelector('.rows') as HTMLElement;
    expect(rows.scrollWidth).to.be.greaterThan(rows.clientWidth);
    const inView = () => {
      const box = rows.getBoundingClientRect();
      const at = hole(board, 9).getBoundingClientRect();
      return at.left >= box.left && at.right <= box.right;
    };
    expect(rows.scrollLeft).to.be.greaterThan(0);
    expect(inView()).to.equal(true);
    // The reader's own scrolling is theirs: the board does not pull the rows back.
    rows.scrollLeft = 0;
    board.setAttribute('speed', 'fast');
    await settle(board);
    expect(rows.scrollLeft).to.equal(0);
  });

  it('marks the hole to play until the first move, and names it for screen readers', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" highlight="c" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    expect(hole(board, 2).dataset.state).to.contain('suggested');
    expect(hole(board, 2).getAttribute('aria-label')).to.contain('marked');
    expect(shadow(board).querySelectorAll('[data-state~="suggested"]').length).to.equal(1);
    hole(board, 2).click();
    await settle(board);
    board.skipAnimation();
    await settle(board);
    expect(shadow(board).querySelectorAll('[data-state~="suggested"]').length).to.equal(0);
    board.undo();
    await settle(board);
    expect(hole(board, 2).dataset.state).to.contain('suggested');
  });

  // The mark's rings are of the playable holes' colour, and under reduced motion they stand still:
  // its letter on a pill tells the hole apart without the pulse, in every scheme.
  it('sets the marked hole’s letter on a pill of the mark’s colour, readable in every scheme', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board variant="hoyito-2" highlight="c" speed="instant"></hoyito-board>`,
      );
      await settle(board);
      const letter = (index: number) =>
        getComputedStyle(hole(board, index).nextElementSibling as HTMLElement);
      const clear = 'rgba(0, 0, 0, 0)';
      for (const scheme of ['light', 'dark'] as const) {
        board.style.colorScheme = scheme;
        const pill = letter(2);
        expect(pill.backgroundColor, scheme).to.equal(getComputedStyle(hole(board, 0)).borderColor);
        expect(contrast(pill.color, pill.backgroundColor), scheme).to.be.at.least(4.5);
        // As narrow as its letter, not the hole's width.
        const width = (hole(board, 2).nextElementSibling as HTMLElement).offsetWidth;
        expect(width, scheme).to.be.below(hole(board, 2).offsetWidth / 2);
        for (const other of [0, 1, 3, 6])
          expect(letter(other).backgroundColor, `${scheme}: hole ${other}`).to.equal(clear);
      }
      board.style.colorScheme = '';
      await forcedColors(async () => {
        const probe = document.body.appendChild(document.createElement('span'));
        try {
          probe.style.cssText = 'color: HighlightText; background: Highlight';
          const system = getComputedStyle(probe);
          expect(letter(2).backgroundColor).to.equal(system.backgroundColor);
          expect(letter(2).color).to.equal(system.color);
        } finally {
          probe.remove();
        }
      });
      // The mark goes with the first move, and its pill with it.
      hole(board, 2).click();
      await settle(board);
      expect(letter(2).backgroundColor).to.equal(clear);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('draws the mark of a hole at either end of a row whole, inside the rows’ scroll box', async () => {
    // The rows scroll sideways (overflow), so whatever reaches past their padding is cut off.
    // Without motion the ring stays at its widest, rather than pulsing.
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      await marksInside();
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  // Where the rows have no room to spare (a 2×6 board in 280 px, a 2×7 in 316), the ring is drawn
  // inside the hole; in forced colours, where it is an outline, too.
  it('draws the mark of a hole at either end of rows with no room to spare inside it, in forced colours too', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      await marksInside(true);
      await forcedColors(async () => {
        for (const [label, index] of [
          ['g', 6],
          ['a', 0],
        ] as const) {
          const { board } = await inTightRows(
            html`<hoyito-board variant="hoyito-2" holes="7" highlight=${label}></hoyito-board>`,
          );
          const ring = getComputedStyle(hole(board, index));
          // Still, whatever the motion (the forced colours' emulation drops the reduced motion's),
          // as its beckoning would paint the page's colours.
          expect(ring.animationName, label).to.equal('none');
          expect(ring.boxShadow, label).to.equal('none');
          expect(ring.outlineStyle, label).to.equal('double');
          // Within the hole, clear of its edge (Highlight, as the ring).
          const reach =
            Number.parseFloat(ring.outlineOffset) + Number.parseFloat(ring.outlineWidth);
          expect(reach, label).to.be.at.most(-Number.parseFloat(ring.borderTopWidth));
        }
      });
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  // A 2×6 board in 280 px: the rows have no room to spare, and a ring past a hole at a row's end
  // would be cut off by their scroll box.
  it('draws the sowing’s, the captures’ and a hint’s rings inside the holes of rows with no room to spare, in forced colours too', async () => {
    const tight = (board: TemplateResult) => inTightRows(board, 280);
    const insideRows = (b: HTMLElement, rows: HTMLElement, where: string) => {
      const ring = b.getBoundingClientRect();
      const box = rows.getBoundingClientRect();
      expect(ring.left, where).to.be.at.least(box.left);
      expect(ring.right, where).to.be.at.most(box.right);
    };
    const animated = async (forced: boolean) => {
      const { board, rows } = await tight(
        html`<hoyito-board position=${CASA_AT_ENDS} speed="slow" style=${`--hoyito-accent-color: ${ACCENT}; --hoyito-capture-color: ${CAPTURE}`}></hoyito-board>`,
      );
      const colours = new Map<string, string>();
      const marks = await animationMarks(board, 'E', (b, index, mark) => {
        const where = `${mark} hole ${index}${forced ? ', forced colours' : ''}`;
        const style = getComputedStyle(b);
        insideRows(b, rows, where);
        if (forced) {
          colours.set(mark, style.outlineColor);
          // What is taken in the text's colour, the hole's edge's, as a diagram marks it.
          if (mark === 'captured') expect(style.outlineColor, where).to.equal(style.borderTopColor);
          expect(style.boxShadow, where).to.equal('none');
          expect(style.outlineStyle, where).to.equal('solid');
          expect(outlineReach(style), where).to.be.at.most(
            -Number.parseFloat(style.borderTopWidth),
          );
        } else {
          expect(ringReach(b).inside, where).to.equal(true);
          expect(style.boxShadow, where).to.contain(mark === 'captured' ? CAPTURE : ACCENT);
          expect(style.outlineStyle, where).to.equal('none');
        }
      });
      expect(marks.filter((m) => m.endsWith('captured'))).to.deep.equal([
        '0 captured',
        '11 captured',
      ]);
      if (forced) expect(colours.get('captured')).to.not.equal(colours.get('active'));
      board.remove();
    };
    // Without motion: a ring's colour comes at once, with no transition from the last one.
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      await animated(false);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
    await forcedColors(() => animated(true));

    // South's f alone can be played: the hint names it, at the row's right end.
    const { board, rows } = await tight(
      html`<hoyito-board position="h1/0.0.0.0.0.4/4.4.4.4.4.4/0-0/s"></hoyito-board>`,
    );
    expect(await board.hint()).to.equal(true);
    await settle(board);
    const f = hole(board, 5);
    expect(f.dataset.state?.split(' ')).to.include('hint');
    insideRows(f, rows, 'the hint');
    const style = getComputedStyle(f);
    // The solid ring just inside the edge, the dotted one inside that.
    expect(ringReach(f)).to.deep.equal({ spread: 4, inside: true });
    expect(style.outlineStyle).to.equal('dotted');
    expect(outlineReach(style)).to.be.at.most(-Number.parseFloat(style.borderTopWidth) - 4);
    await forcedColors(async () => {
      const forced = getComputedStyle(f);
      expect(forced.boxShadow).to.equal('none');
      expect(forced.outlineStyle).to.equal('dotted');
      expect(outlineReach(forced)).to.be.at.most(-Number.parseFloat(forced.borderTopWidth));
    });
    // Focused, the focus ring alone, inside the hole.
    f.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(shadow(board).activeElement).to.equal(f);
    expect(getComputedStyle(f).outlineStyle).to.equal('solid');
    expect(getComputedStyle(f).outlineOffset).to.equal('-5px');
  });

  it('shows the keyboard’s focus on a marked hole, whose ring would lie on the mark’s', async () => {
    const marked = html`<hoyito-board variant="hoyito-2" holes="7" highlight="c"></hoyito-board>`;
    for (const tight of [false, true]) {
      const board = tight
        ? (await inTightRows(marked)).board
        : await fixture<HoyitoBoard>(html`<div style="width: 640px">${marked}</div>`).then(
            (wrapper) => wrapper.querySelector('hoyito-board') as HoyitoBoard,
          );
      await settle(board);
      const c = hole(board, 2);
      const unfocused = getComputedStyle(c).boxShadow;
      hole(board, 1).focus();
      await sendKeys({ press: 'ArrowRight' });
      expect(shadow(board).activeElement).to.equal(c);
      expect(c.matches(':focus-visible')).to.equal(true);
      const focused = getComputedStyle(c);
      const where = tight ? 'tight rows' : 'roomy rows';
      // Still, and a band of the seeds' colour inside the hole, which the mark has not.
      expect(focused.animationName, where).to.equal('none');
      expect(focused.boxShadow, where).to.not.equal(unfocused);
      expect(focused.boxShadow, where).to.match(
        new RegExp(`${focused.color.replace(/[()]/g, '\\$&')}[^,]* inset`),
      );
      // In high contrast, the focus ring alone, in the text's colour: no shadow of the page's.
      if (!tight)
        await forcedColors(async () => {
          expect(getComputedStyle(c).boxShadow).to.equal('none');
        });
      board.remove();
    }
  });

  it('beckons inward in rows with no room to spare, and not at all when motion is reduced', async () => {
    const marked = async () => {
      const { board } = await inTightRows(
        html`<hoyito-board variant="hoyito-2" holes="7" highlight="g"></hoyito-board>`,
      );
      return getComputedStyle(hole(board, 6)).animationName;
    };
    expect(await marked()).to.equal('hoyito-beckon-inside');
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      expect(await marked()).to.equal('none');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  async function marksInside(tight = false): Promise<void> {
    const cases = tight
      ? ([
          ['f', 5, 280],
          ['a', 0, 280],
          ['F', 11, 280],
        ] as const)
      : ([
          ['f', 5, 640],
          ['a', 0, 640],
          ['A', 6, 640],
          ['F', 11, 1000],
          ['f', 5, 300],
        ] as const);
    for (const [label, index, width] of cases) {
      const wrapper = await fixture<HTMLElement>(
        html`<div style=${`width: ${width}px`}><hoyito-board variant="hoyito-2" highlight=${label}></hoyito-board></div>`,
      );
      const board = wrapper.querySelector('hoyito-board') as HoyitoBoard;
      await settle(board);
      await nextFrames(2);
      const marked = hole(board, index);
      expect(marked.dataset.state).to.contain('suggested');
      const rows = shadow(board).querySelector('.rows') as HTMLElement;
      const where = `${label} on a ${width} px board`;
      expect(rows.hasAttribute('data-tight'), where).to.equal(tight);
      const { spread, inside } = ringReach(marked);
      expect(spread, 'the ring has a spread').to.be.greaterThan(0);
      expect(inside, where).to.equal(tight);
      const past = inside ? 0 : spread;
      const ring = marked.getBoundingClientRect();
      const box = rows.getBoundingClientRect();
      expect(ring.left - past, where).to.be.at.least(box.left);
      expect(ring.right + past, where).to.be.at.most(box.right);
      expect(ring.top - past, where).to.be.at.least(box.top);
      expect(ring.bottom + past, where).to.be.at.most(box.bottom);
    }
  }

  it('reports a highlight that is not a hole of the board', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board highlight="c"></hoyito-board>`);
    await settle(board);
    const error = oneEvent(board, 'hoyito-error');
    board.highlight = 'q';
    const { detail } = await error;
    expect(detail.attribute).to.equal('highlight');
    expect(detail.message).to.contain('a–f');
  });

  it('takes the keyboard to the marked hole first, even one the rules refuse, and says why there', async () => {
    // b's sowing never ends (a cycle of 60 laps): the lesson asks the reader to try it.
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board position="h1/1.2.0.2.1.0/2.1.0.2.1.0/36-0/s" highlight="b" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    const b = hole(board, 1);
    expect(b.getAttribute('tabindex'), 'the Tab stop').to.equal('0');
    expect(b.getAttribute('aria-label')).to.equal("b, South's hole, 2 seeds, marked: try it");
    b.focus();
    // The arrows go through the playable holes and the marked one, in the order drawn.
    const visited: string[] = [];
    for (let i = 0; i < 4; i++) {
      await sendKeys({ press: 'ArrowRight' });
      await settle(board);
      visited.push(String((shadow(board).activeElement as HTMLElement).dataset.hole));
    }
    expect(visited).to.deep.equal(['3', '4', '0', '1']);
    await sendKeys({ press: 'Enter' });
    await settle(board);
    expect(board.gameRecord).to.not.match(/\bb\b/);
    expect(shadow(board).querySelector('#preview')?.textContent).to.match(/never ends.*60 laps/);
  });
});

describe('<hoyito-board> setup', () => {
  it('copies the position set up, for a page, and says it under the board', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" variant="hoyito-2" holes="3" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    hole(board, 0).click();
    await settle(board);
    button(board, 'Copy position').click();
    const said = () => shadow(board).querySelector('#preview')?.textContent?.trim() ?? '';
    // The clipboard answers when it will: until then the words are the hole's just clicked.
    await until(() => /position attribute/.test(said()), 'the position is said');
    await settle(board);
    // Copied, or (where the page may not write the clipboard) on show to copy by hand.
    const match =
      /^(?:Position copied,|The position, to copy) for a page's position attribute: (\S+)$/.exec(
        said(),
      );
    expect(match, said()).to.not.equal(null);
    const notation = (match as RegExpExecArray)[1];
    expect(notation).to.equal('h2/5.4.4/4.4.4/0-0/s');
    expect(narration(board)).to.contain(notation);
    // A change of tool changes no position: what was said of it stays on show.
    const copied = said();
    button(board, /^Remove seeds$/).click();
    await settle(board);
    expect(said()).to.equal(copied);
    // A board given it shows the position set up.
    const lesson = await fixture<HoyitoBoard>(
      html`<hoyito-board position=${notation}></hoyito-board>`,
    );
    await settle(lesson);
    expect(drawnBoard(lesson)).to.deep.equal([5, 4, 4, 4, 4, 4]);
    // A position that cannot be played is not copied: why is said instead.
    button(board, /Clear/).click();
    await settle(board);
    button(board, 'Copy position').click();
    await settle(board);
    expect(said()).to.match(/no seeds/i);
    const refused = said();
    button(board, /^Add seeds$/).click();
    await settle(board);
    expect(said()).to.equal(refused);
    // A seed put in changes the position: the hole's words take its place.
    hole(board, 0).click();
    await settle(board);
    expect(said()).to.equal('Select to add a seed to a.');
  });

  it('adds and removes seeds, chooses who moves, and starts playing from there', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" holes="3" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    button(board, /Clear/).click();
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal([0, 0, 0, 0, 0, 0]);
    button(board, /^Fill board$/).click();
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal([4, 4, 4, 4, 4, 4]);
    button(board, /Clear/).click();
    await settle(board);
    hole(board, 0).click();
    hole(board, 0).click();
    hole(board, 4).click();
    await settle(board);
    hole(board, 0).dispatchEvent(new MouseEvent('click', { shiftKey: true, bubbles: true }));
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal([1, 0, 0, 0, 1, 0]);
    button(board, /Side to move/).click();
    button(board, /Start playing/).click();
    await settle(board);
    expect(board.mode).to.equal('play');
    expect(board.currentPosition?.toMove).to.equal('north');
    expect(board.legalMoves).to.deep.equal([4]);
  });

  it('sets what each side has captured, by click, Shift+click and keys, and plays from there', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" holes="3" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    const store = (side: 'south' | 'north') =>
      shadow(board).querySelector<HTMLButtonElement>(
        `button[data-store="${side}"]`,
      ) as HTMLButtonElement;
    expect(store('south').getAttribute('aria-label')).to.equal('South 0: seeds captured');
    store('south').click();
    store('south').click();
    store('north').click();
    await settle(board);
    expect(stores(board)).to.deep.equal([2, 1]);
    store('south').dispatchEvent(new MouseEvent('click', { shiftKey: true, bubbles: true }));
    await settle(board);
    expect(stores(board)).to.deep.equal([1, 1]);
    // Never below none.
    store('north').dispatchEvent(new MouseEvent('click', { shiftKey: true, bubbles: true }));
    store('north').dispatchEvent(new MouseEvent('click', { shiftKey: true, bubbles: true }));
    await settle(board);
    expect(stores(board)).to.deep.equal([1, 0]);
    store('north').focus();
    for (const key of ['+', '+', '+', '-'])
      store('north').dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, composed: true }),
      );
    await settle(board);
    expect(stores(board)).to.deep.equal([1, 2]);
    expect(shadow(board).querySelector('#preview')?.textContent).to.contain(
      'Select to add a seed to what North has captured.',
    );
    button(board, /Start playing/).click();
    await settle(board);
    expect(board.mode).to.equal('play');
    expect(board.currentPosition?.captured).to.deep.equal([1, 2]);
    // Out of setup, a store is a picture again, not a control.
    expect(shadow(board).querySelector('button[data-store]')).to.equal(null);
  });

  it('takes back what a click on a store pointed at would do once the tool changes', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" holes="3" position="h2/4.4.4/4.4.4/3-2/s"></hoyito-board>`,
    );
    await settle(board);
    const north = shadow(board).querySelector('button[data-store="north"]') as HTMLButtonElement;
    north.dispatchEvent(new MouseEvent('mouseenter'));
    await settle(board);
    expect(previewOf(board)).to.equal('Select to add a seed to what North has captured.');
    // The pointer leaves the store for the tool: what it said of a click there no longer holds.
    button(board, /^Remove seeds/).click();
    await settle(board);
    expect(previewOf(board)).to.not.contain('add a seed');
  });

  it('says what a store does for a finger held on it, instead of opening the browser menu', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" holes="3" position="h2/4.4.4/4.4.4/3-2/s"></hoyito-board>`,
    );
    await settle(board);
    const north = shadow(board).querySelector('button[data-store="north"]') as HTMLButtonElement;
    const menu = (pointerType: string) => {
      const event = new PointerEvent('contextmenu', {
        pointerType,
        bubbles: true,
        composed: true,
        cancelable: true,
      });
      north.dispatchEvent(event);
      return event.defaultPrevented;
    };
    // A mouse's right button keeps the browser's menu, and says nothing.
    expect(menu('mouse')).to.equal(false);
    await settle(board);
    expect(previewOf(board)).to.equal('');
    expect(menu('touch')).to.equal(true);
    await settle(board);
    expect(previewOf(board)).to.equal('Select to add a seed to what North has captured.');
    // Holding is not tapping: nothing was added.
    expect(stores(board)).to.deep.equal([3, 2]);
  });

  it('says a store with nothing to take has captured none, as it says an empty hole is empty', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" holes="3" lang="es"></hoyito-board>`,
    );
    await settle(board);
    const north = shadow(board).querySelector('button[data-store="north"]') as HTMLButtonElement;
    button(board, /^Quitar semillas/).click();
    await settle(board);
    north.focus();
    await settle(board);
    expect(previewOf(board)).to.equal('Norte ha comido 0 semillas.');
    north.click();
    await settle(board);
    expect(stores(board)).to.deep.equal([0, 0]);
    button(board, /^Agregar semillas/).click();
    await settle(board);
    north.click();
    button(board, /^Quitar semillas/).click();
    await settle(board);
    north.blur();
    north.focus();
    await settle(board);
    expect(previewOf(board)).to.equal('Pulsa para quitar una semilla de lo que ha comido Norte.');
  });

  it('changes the variant and the board size, keeping the seeds placed, and plays on that board', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" holes="3" variant="hoyito-2" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    hole(board, 0).click();
    hole(board, 5).click();
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal([5, 4, 4, 4, 4, 5]);
    button(board, /^More holes$/).click();
    await settle(board);
    // Each row grows at its owner's right, the new hole as full as the last one.
    expect(drawnBoard(board)).to.deep.equal([5, 4, 4, 4, 4, 4, 5, 5]);
    expect(shadow(board).querySelector('[part~="board"]')?.getAttribute('aria-label')).to.equal(
      'Hoyito II board, 2×4',
    );
    expect(narration(board)).to.equal('Hoyito II board, 2×4.');
    button(board, /^Variant: Hoyito II$/).click();
    await settle(board);
    expect(button(board, /^Variant: /).textContent?.trim()).to.equal('Variant: Hoyito III');
    for (let i = 0; i < 3; i++) button(board, /^Fewer holes$/).click();
    await settle(board);
    // Never below three holes a row.
    expect(drawnBoard(board)).to.deep.equal([5, 4, 4, 4, 4, 5]);
    expect(button(board, /^Fewer holes$/).getAttribute('aria-disabled')).to.equal('true');
    button(board, /Start playing/).click();
    await settle(board);
    expect(board.mode).to.equal('play');
    expect(board.currentPosition?.variant).to.equal('hoyito-3');
    expect(board.currentPosition?.holes).to.equal(3);
    expect(drawnBoard(board)).to.deep.equal([5, 4, 4, 4, 4, 5]);
  });

  it('keeps the Tab stop on the hole of the same label as the board changes size, and the focus on the button', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" holes="5"></hoyito-board>`,
    );
    await settle(board);
    /** The label of the one hole Tab reaches. */
    const tabStop = () => {
      const stops = shadow(board).querySelectorAll('[part~="hole"][tabindex="0"]');
      expect(stops).to.have.length(1);
      return stops[0].getAttribute('aria-label')?.split(',')[0];
    };
    /** Presses the button by keyboard, as a teacher without a mouse does. */
    const press = async (name: RegExp) => {
      const control = button(board, name);
      control.focus();
      await sendKeys({ press: 'Enter' });
      await settle(board);
      // The focus stays on the button pressed, never lost to the page.
      expect(document.activeElement).to.equal(board);
      expect(shadow(board).activeElement).to.equal(control);
    };
    // North's C (hole 7 on 2×5) is hole 8 on 2×6: its number changes, its label does not.
    hole(board, 7).focus();
    await press(/^More holes$/);
    expect(tabStop()).to.equal('C');
    await press(/^Fewer holes$/);
    await press(/^Fewer holes$/);
    expect(tabStop()).to.equal('C');
    // South's d, the last hole of its row on 2×4, goes with Fewer holes: its neighbour c is next.
    hole(board, 3).focus();
    await press(/^Fewer holes$/);
    expect(tabStop()).to.equal('c');
    // At three holes a row Fewer holes does nothing, and keeps the focus.
    await press(/^Fewer holes$/);
    expect(tabStop()).to.equal('c');
  });

  it('a lesson’s highlight hides no game of another size that the page did not make', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" highlight="f" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    for (let i = 0; i < 3; i++) {
      button(board, /^Fewer holes$/).click();
      await settle(board);
    }
    button(board, /Start playing/).click();
    await settle(board);
    // The teacher's 2×3 game is played, with nothing marked: f is no hole of it.
    expect(board.error).to.equal(null);
    expect(board.currentPosition?.holes).to.equal(3);
    expect(shadow(board).querySelectorAll('[data-state~="suggested"]').length).to.equal(0);
    expect(board.play('a')).to.equal(true);
    await settle(board);
    // So for a record loaded, and for New game after either.
    expect(board.load('[Variant "hoyito-2"]\n[Holes "4"]\n\nc')).to.equal(true);
    await settle(board);
    expect(board.error).to.equal(null);
    button(board, /^New game$/).click();
    await settle(board);
    expect(board.error).to.equal(null);
    expect(board.currentPosition?.holes).to.equal(4);
    // The page's own board of three holes has no f: that is the page's to fix, and is said.
    board.holes = '3';
    await settle(board);
    expect(board.error?.code).to.equal('highlight');
    board.highlight = 'c';
    await settle(board);
    expect(board.error).to.equal(null);
  });

  it('stops at twelve holes a row, and says its tools in Spanish', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" holes="11" lang="es"></hoyito-board>`,
    );
    await settle(board);
    button(board, /^Más casitas$/).click();
    await settle(board);
    expect(drawnBoard(board)).to.have.length(24);
    expect(button(board, /^Más casitas$/).getAttribute('aria-disabled')).to.equal('true');
    button(board, /^Más casitas$/).click();
    await settle(board);
    expect(drawnBoard(board)).to.have.length(24);
    expect(button(board, /^Variante: /).textContent?.trim()).to.equal('Variante: Hoyito I');
    expect(narration(board)).to.equal('Tablero de Hoyito I, 2×12.');
  });

  it('removes seeds with the "Remove seeds" tool, for touch and plain clicks', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" holes="3" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    const preview = () => shadow(board).querySelector('#preview')?.textContent ?? '';
    expect(button(board, /^Add seeds/).getAttribute('aria-checked')).to.equal('true');
    expect(button(board, /^Remove seeds/).getAttribute('aria-checked')).to.equal('false');
    button(board, /^Remove seeds/).click();
    await settle(board);
    expect(button(board, /^Remove seeds/).getAttribute('aria-checked')).to.equal('true');
    expect(button(board, /^Add seeds/).getAttribute('aria-checked')).to.equal('false');
    for (let i = 0; i < 3; i++) hole(board, 1).click();
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal([4, 1, 4, 4, 4, 4]);
    expect(preview()).to.equal('Select to remove a seed from b.');
    // Shift+click uses the other tool.
    hole(board, 1).dispatchEvent(new MouseEvent('click', { shiftKey: true, bubbles: true }));
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal([4, 2, 4, 4, 4, 4]);
    // Never below zero; the preview says the hole is empty.
    for (let i = 0; i < 5; i++) hole(board, 1).click();
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal([4, 0, 4, 4, 4, 4]);
    expect(preview()).to.equal('b is empty.');
    button(board, /^Add seeds/).click();
    await settle(board);
    hole(board, 1).click();
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal([4, 1, 4, 4, 4, 4]);
    expect(preview()).to.equal('Select to add a seed to b.');
    // Up to 99 a hole; then the preview says it is full.
    for (let i = 0; i < 100; i++) hole(board, 1).click();
    await settle(board);
    expect(drawnBoard(board)[1]).to.equal(99);
    expect(preview()).to.equal('b holds 99 seeds, as many as a hole can.');
    button(board, /^Remove seeds/).click();
    await settle(board);
    for (let i = 0; i < 98; i++) hole(board, 1).click();
    button(board, /^Add seeds/).click();
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal([4, 1, 4, 4, 4, 4]);
    // Clearing the board with the focus on no hole, no hole's message is said: the narration
    // says what Clear board did. With the focus on b, b's message is said again.
    button(board, /^Remove seeds/).click();
    button(board, /^Clear board/).click();
    await settle(board);
    expect(preview()).to.equal('');
    button(board, /^Fill board/).click();
    await settle(board);
    hole(board, 1).focus();
    button(board, /^Clear board/).click();
    await settle(board);
    expect(preview()).to.equal('b is empty.');
  });

  it('says nothing of a hole or a store once the focus has left them for a control', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" holes="3"></hoyito-board>`,
    );
    await settle(board);
    const store = shadow(board).querySelector('[data-store="south"]') as HTMLElement;
    store.focus();
    await settle(board);
    expect(previewOf(board)).to.equal('Select to add a seed to what South has captured.');
    const [add] = shadow(board).querySelectorAll<HTMLButtonElement>('[role="radio"]');
    add.focus();
    await settle(board);
    expect(previewOf(board), 'the store is no longer the topic').to.equal('');
    // Choosing the other tool speaks of no hole either: the one focused last has no focus now.
    hole(board, 0).focus();
    await settle(board);
    expect(previewOf(board)).to.equal('Select to add a seed to a.');
    add.focus();
    await sendKeys({ press: 'ArrowRight' });
    await settle(board);
    expect(previewOf(board)).to.equal('');
    // Back on the hole, it says what the chosen tool does there.
    hole(board, 0).focus();
    await settle(board);
    expect(previewOf(board)).to.match(/^Select to remove a seed from a/);
  });

  it('offers its two tools as a radio group: one Tab stop, the arrow keys choose, one looks chosen', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" holes="3"></hoyito-board>`,
    );
    await settle(board);
    const group = shadow(board).querySelector('[role="radiogroup"]') as HTMLElement;
    expect(group.getAttribute('aria-label')).to.equal('Tool');
    const [add, remove] = [...group.querySelectorAll<HTMLButtonElement>('[role="radio"]')];
    expect([add, remove].map((b) => b.textContent?.trim())).to.deep.equal([
      'Add seeds',
      'Remove seeds',
    ]);
    expect([add, remove].map((b) => b.getAttribute('part'))).to.deep.equal(['button', 'button']);
    /** Each tool's aria-checked and tabindex. */
    const state = () => [add, remove].map((b) => [b.ariaChecked, b.tabIndex]);
    expect(state()).to.deep.equal([
      ['true', 0],
      ['false', -1],
    ]);
    // Chosen or not, the two look apart, not only say so.
    const background = (b: HTMLElement) => getComputedStyle(b).backgroundColor;
    expect(background(add)).to.not.equal(background(remove));
    add.focus();
    await sendKeys({ press: 'ArrowRight' });
    await settle(board);
    expect(shadow(board).activeElement).to.equal(remove);
    expect(state()).to.deep.equal([
      ['false', -1],
      ['true', 0],
    ]);
    expect(background(add)).to.not.equal(background(remove));
    hole(board, 0).click();
    await settle(board);
    expect(drawnBoard(board)[0]).to.equal(3);
    // Every arrow goes to the other tool, round the two.
    remove.focus();
    for (const [key, chosen] of [
      ['ArrowDown', add],
      ['ArrowUp', remove],
      ['ArrowLeft', add],
    ] as const) {
      await sendKeys({ press: key });
      await settle(board);
      expect(shadow(board).activeElement, key).to.equal(chosen);
      expect(chosen.ariaChecked, key).to.equal('true');
    }
    // One Tab stop: from the chosen tool Tab goes past the other to Clear board, and back.
    await sendKeys({ press: 'Tab' });
    expect(shadow(board).activeElement?.textContent?.trim()).to.equal('Clear board');
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(shadow(board).activeElement).to.equal(add);
    // Alt with an arrow is the browser's (back and forward), not the group's.
    const altRight = new KeyboardEvent('keydown', {
      key: 'ArrowRight',
      altKey: true,
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    add.dispatchEvent(altRight);
    await settle(board);
    expect(altRight.defaultPrevented).to.equal(false);
    expect(add.ariaChecked).to.equal('true');
    board.lang = 'es';
    await settle(board);
    expect(group.getAttribute('aria-label')).to.equal('Herramienta');
  });

  it('keeps the seeds of a hole that holds more than it adds up to: adding does nothing, removing takes one', async () => {
    // A position (or a game's) may hold more than 99 seeds in a hole; setup adds up to 99.
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" position="h2/150.0.0/0.0.1/0-0/s"></hoyito-board>`,
    );
    await settle(board);
    hole(board, 0).focus();
    await settle(board);
    expect(previewOf(board)).to.equal('a holds 150 seeds, as many as a hole can.');
    hole(board, 0).click();
    await settle(board);
    expect(drawnBoard(board)[0]).to.equal(150);
    button(board, /^Remove seeds/).click();
    hole(board, 0).click();
    await settle(board);
    expect(drawnBoard(board)[0]).to.equal(149);
  });

  it('edits the focused hole with + and − (and Delete), whatever the tool', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" holes="3" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    hole(board, 3).focus();
    for (const key of ['+', '+', '=']) await sendKeys({ press: key });
    await settle(board);
    expect(drawnBoard(board)[3]).to.equal(7);
    for (const key of ['-', 'Delete', 'Backspace', '-']) await sendKeys({ press: key });
    await settle(board);
    expect(drawnBoard(board)[3]).to.equal(3);
    // Enter clicks the hole: the tool's edit.
    await sendKeys({ press: 'Enter' });
    await settle(board);
    expect(drawnBoard(board)[3]).to.equal(4);
    expect(board.mode).to.equal('setup');
  });

  it('says what a click will do in Spanish, and forgets it when play starts', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" holes="3" lang="es" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    const preview = () => shadow(board).querySelector('#preview')?.textContent ?? '';
    hole(board, 4).dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await settle(board);
    expect(preview()).to.equal('Pulsa para agregar una semilla en la casita B.');
    button(board, /^Quitar semillas/).click();
    await settle(board);
    hole(board, 4).dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await settle(board);
    expect(preview()).to.equal('Pulsa para quitar una semilla de la casita B.');
    button(board, /^Empezar a jugar/).click();
    await settle(board);
    expect(board.mode).to.equal('play');
    expect(preview()).to.equal('');
  });

  it('starts the draft again from what load() loads; undo() and redo() leave it alone', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" holes="3" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    button(board, /Clear/).click();
    await settle(board);
    expect(board.load('[Variant "hoyito-2"]\n\nc C')).to.equal(true);
    await settle(board);
    const loaded = board.currentPosition;
    expect(drawnBoard(board)).to.deep.equal([...(loaded?.board ?? [])]);
    // The game under the draft is not on show: taking back its moves would change it unseen.
    expect(board.undo()).to.equal(false);
    expect(board.redo()).to.equal(false);
    await settle(board);
    expect(board.currentPosition).to.equal(loaded);
    expect(drawnBoard(board)).to.deep.equal([...(loaded?.board ?? [])]);
  });

  /** A 2×3 setup board, narrating, told to start playing from a cleared board. */
  async function clearedDraftStarted(): Promise<HoyitoBoard> {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" holes="3" narration></hoyito-board>`,
    );
    await settle(board);
    button(board, /Clear/).click();
    await settle(board);
    button(board, /Start playing/).click();
    await settle(board);
    return board;
  }

  it('says why a setup cannot be played, in the board’s language', async () => {
    const board = await clearedDraftStarted();
    expect(board.mode).to.equal('setup');
    expect(narration(board)).to.equal(
      'This position cannot be played: no seeds are left on the board.',
    );
    // Under the board too, where it is seen whether the narration is shown or not.
    const shown = () => shadow(board).querySelector('#preview')?.textContent?.trim();
    expect(shown()).to.equal('This position cannot be played: no seeds are left on the board.');
    // Too many seeds: 99 in every hole is 594 on 2×3, over the engine's 288.
    board.setAttribute('lang', 'es');
    for (let h = 0; h < 6; h++) {
      for (let i = 0; i < 99; i++) hole(board, h).click();
    }
    await settle(board);
    button(board, /Empezar a jugar/).click();
    await settle(board);
    expect(narration(board)).to.equal(
      'Esta posición no se puede jugar: el tablero tiene 594 semillas; se permiten 288 como mucho.',
    );
    expect(shown()).to.equal(
      'Esta posición no se puede jugar: el tablero tiene 594 semillas; se permiten 288 como mucho.',
    );
  });

  it('keeps why Start playing was refused on show while the tool changes, until the position does', async () => {
    const board = await clearedDraftStarted();
    const refused = 'This position cannot be played: no seeds are left on the board.';
    // A hole focused before: a tool's change would say what a click there does now.
    hole(board, 0).focus();
    button(board, /Start playing/).click();
    await settle(board);
    expect(previewOf(board)).to.equal(refused);
    button(board, /^Remove seeds$/).click();
    await settle(board);
    expect(previewOf(board)).to.equal(refused);
    const add = button(board, /^Add seeds$/);
    button(board, /^Remove seeds$/).focus();
    await sendKeys({ press: 'ArrowLeft' });
    await settle(board);
    expect(add.getAttribute('aria-checked')).to.equal('true');
    expect(previewOf(board)).to.equal(refused);
    expect(narration(board)).to.equal(refused);
    // Pointing at a hole says what a click there does; the refusal comes back once the pointer
    // leaves the holes, the position being the same.
    const rows = shadow(board).querySelector('.rows') as HTMLElement;
    hole(board, 1).dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
    await settle(board);
    expect(previewOf(board)).to.equal('Select to add a seed to b.');
    rows.dispatchEvent(new MouseEvent('mouseleave'));
    await settle(board);
    expect(previewOf(board)).to.equal(refused);
    // The same for the keyboard: focus on a hole says what Enter does there; focus moving on to
    // another hole says that hole's, and focus leaving the holes brings the refusal back.
    hole(board, 1).focus();
    await sendKeys({ press: 'ArrowRight' });
    await settle(board);
    expect(previewOf(board)).to.equal('Select to add a seed to c.');
    add.focus();
    await settle(board);
    expect(previewOf(board)).to.equal(refused);
    // The side to move changes the position: what was said of the one before goes.
    button(board, /^Side to move/).click();
    await settle(board);
    expect(previewOf(board)).to.not.equal(refused);
    hole(board, 1).dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
    rows.dispatchEvent(new MouseEvent('mouseleave'));
    await settle(board);
    expect(previewOf(board)).to.not.equal(refused);
    // Refused again, then a seed put in: the position changed, and the hole's words are shown.
    button(board, /Start playing/).click();
    await settle(board);
    expect(previewOf(board)).to.equal(refused);
    hole(board, 0).click();
    await settle(board);
    expect(previewOf(board)).to.equal('Select to add a seed to a.');
    button(board, /Start playing/).click();
    await settle(board);
    expect(board.mode).to.equal('play');
    expect(previewOf(board)).to.equal('');
  });

  it('Set up again goes back to setup with the position play began from, not the one reached', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" holes="3" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    // The exercise: one seed more in a (5 4 4 / 4 4 4), North to move.
    hole(board, 0).click();
    button(board, /^Side to move/).click();
    await settle(board);
    const exercise = drawnBoard(board);
    expect(buttonLabels(board)).to.not.include('Set up again');
    button(board, /^Start playing from here$/).click();
    await settle(board);
    expect(board.mode).to.equal('play');
    expect(board.play('A')).to.equal(true);
    await settle(board);
    expect(drawnBoard(board)).to.not.deep.equal(exercise);
    const again = button(board, /^Set up again$/);
    again.focus();
    again.click();
    await settle(board);
    expect(board.mode).to.equal('setup');
    expect(drawnBoard(board)).to.deep.equal(exercise);
    expect(statusOf(board)).to.equal('North to move');
    // The button went with its action: the focus stays on the board, on a hole.
    expect(document.activeElement).to.equal(board);
    expect(shadow(board).activeElement?.hasAttribute('data-hole')).to.equal(true);
    // Started again, the same exercise from its start.
    button(board, /^Start playing from here$/).click();
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal(exercise);
    expect(board.currentPosition?.toMove).to.equal('north');
    // An ordinary new game is no longer the set-up one: nothing to set up again.
    button(board, /^New game$/).click();
    await settle(board);
    expect(buttonLabels(board)).to.not.include('Set up again');
    expect(drawnBoard(board)).to.deep.equal([4, 4, 4, 4, 4, 4]);
  });

  it('offers Set up again wherever the set-up game goes: its record, a link to it, a reload', async () => {
    const key = `setup-again-${Math.random()}`;
    const first = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" holes="3" speed="instant" persist=${key}></hoyito-board>`,
    );
    await settle(first);
    hole(first, 0).click();
    await settle(first);
    const exercise = drawnBoard(first);
    button(first, /^Start playing from here$/).click();
    await settle(first);
    expect(first.play('a')).to.equal(true);
    await settle(first);
    const record = first.gameRecord ?? '';
    expect(record).to.contain('[SetUp "1"]');
    first.remove();
    // A reload: the saved game comes back with its button.
    const reloaded = await fixture<HoyitoBoard>(
      html`<hoyito-board holes="3" speed="instant" persist=${key}></hoyito-board>`,
    );
    await settle(reloaded);
    expect(reloaded.currentPosition?.board).to.not.deep.equal(exercise);
    expect(buttonLabels(reloaded)).to.include('Set up again');
    reloaded.remove();
    localStorage.removeItem(`hoyito-board:${key}`);
    // A page's link to the game (its record): the same, and the button goes back to the exercise.
    const linked = await fixture<HoyitoBoard>(
      html`<hoyito-board record=${record} speed="instant" lang="es"></hoyito-board>`,
    );
    await settle(linked);
    button(linked, /^Volver a preparar$/).click();
    await settle(linked);
    expect(linked.mode).to.equal('setup');
    expect(drawnBoard(linked)).to.deep.equal(exercise);
    // A record without the tag, from the same position: an ordinary game, nothing to set up.
    const plain = await fixture<HoyitoBoard>(
      html`<hoyito-board record=${record.replace('[SetUp "1"]\n', '')} speed="instant"></hoyito-board>`,
    );
    await settle(plain);
    expect(plain.gameRecord).to.not.contain('SetUp');
    expect(buttonLabels(plain)).to.not.include('Set up again');
  });

  it('clears the stores with the holes', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" position="h2/1.1.4.8.0.4/1.1.5.5.0.2/12-4/s"></hoyito-board>`,
    );
    await settle(board);
    expect(stores(board)).to.deep.equal([12, 4]);
    button(board, /Clear/).click();
    await settle(board);
    expect(stores(board)).to.deep.equal([0, 0]);
    expect(drawnBoard(board).every((n) => n === 0)).to.equal(true);
  });

  it('speaks of no round of a match set up from its second game', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board rounds="3" holes="3" speed="instant" narration></hoyito-board>`,
    );
    await settle(board);
    // Play game 1 to its end with random legal moves, then start round 2.
    for (let i = 0; i < 2000 && !board.currentPosition?.over; i++) {
      const moves = board.legalMoves;
      board.play(moves.length > 0 ? moves[i % moves.length] : 'pass');
      await board.updateComplete;
    }
    await settle(board);
    expect(board.nextGame()).to.equal(true);
    await settle(board);
    expect(statusOf(board)).to.match(/^Round 2 of 3/);
    board.setAttribute('mode', 'setup');
    await settle(board);
    expect(statusOf(board)).to.not.match(/Round/);
    expect(narration(board)).to.equal('');
  });

  it('speaks of no match while drafting, and starts a single game', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" rounds="3"></hoyito-board>`,
    );
    await settle(board);
    expect(statusOf(board)).to.equal('South to move');
    button(board, /Start playing/).click();
    await settle(board);
    expect(board.mode).to.equal('play');
    expect(statusOf(board)).to.equal('South to move');
    expect(board.matchRecords).to.equal(null);
  });

  it('says nothing more of the draft once play starts from it, but that play has begun and who moves', async () => {
    const board = await clearedDraftStarted();
    expect(narration(board)).to.match(/cannot be played/);
    hole(board, 0).click();
    hole(board, 4).click();
    await settle(board);
    button(board, /Start playing/).click();
    await settle(board);
    expect(board.mode).to.equal('play');
    expect(narration(board)).to.equal('South to move.');
  });

  it('says what Clear board and Fill board did', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" holes="3" lang="es"></hoyito-board>`,
    );
    await settle(board);
    button(board, /^Vaciar/).click();
    await settle(board);
    expect(narration(board)).to.equal(
      'El tablero está vacío: ninguna semilla en las casitas, nada comido.',
    );
    board.lang = 'en';
    await settle(board);
    expect(narration(board)).to.equal('The board is empty: no seeds in the holes, none captured.');
    // The status says at once that such a board cannot be played: there is no one to move.
    expect(statusOf(board)).to.equal(
      'This position cannot be played: no seeds are left on the board.',
    );
    button(board, /^Fill board$/).click();
    await settle(board);
    expect(narration(board)).to.equal('Four seeds in every hole, none captured.');
    expect(statusOf(board)).to.equal('South to move');
  });
});

describe('<hoyito-board> what assistive technology is told', () => {
  it('tells a game’s end once: the narration says the result, the status stays quiet meanwhile', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board position=${NEAR_END} speed="instant"></hoyito-board>`,
    );
    await settle(board);
    const status = shadow(board).querySelector('[part~="status"]') as HTMLElement;
    expect(status.getAttribute('aria-live')).to.equal('polite');
    expect(board.play('a')).to.equal(true);
    await until(() => board.currentPosition?.over === true, 'the game ends');
    await settle(board);
    expect(narration(board)).to.match(/Game over[^.]*\): South wins [0-9–]+\.$/);
    expect(statusOf(board)).to.match(/South wins/);
    expect(status.getAttribute('aria-live')).to.equal('off');
    // Undone: the status line gets new words while quiet, and a live region that comes alive in
    // the render that changes its words is not reliably heard; the narration says them instead.
    expect(board.undo()).to.equal(true);
    await settle(board);
    expect(narration(board)).to.equal('Move a undone. South to move.');
    expect(status.getAttribute('aria-live')).to.equal('off');
    // Redone, the end is told again, and the line it shows is still not said twice.
    expect(board.redo()).to.equal(true);
    await settle(board);
    expect(narration(board)).to.match(/^Move a redone\. South wins [0-9–]+ \(last four\)\.$/);
    expect(status.getAttribute('aria-live')).to.equal('off');
    // Undone and played on, the status line speaks again: its words change after it is live.
    expect(board.undo()).to.equal(true);
    await settle(board);
    board.lang = 'es';
    await settle(board);
    expect(narration(board)).to.equal('Jugada a deshecha. Le toca a Sur.');
    expect(board.play('b')).to.equal(true);
    await settle(board);
    expect(status.getAttribute('aria-live')).to.equal('polite');
  });

  it('the status words the narration said stay what they were when the language changes later', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board position=${NEAR_END} speed="instant"></hoyito-board>`,
    );
    await settle(board);
    expect(board.play('a')).to.equal(true);
    await until(() => board.currentPosition?.over === true, 'the game ends');
    await settle(board);
    expect(board.undo()).to.equal(true);
    await settle(board);
    expect(narration(board)).to.equal('Move a undone. South to move.');
    // A player of the page's takes South over and thinks: the status line changes, and is live.
    board.players = { south: { name: 'Slow', chooseMove: () => new Promise(() => {}) } };
    await until(() => /Slow/.test(statusOf(board)), 'the player thinks');
    // What was said is translated, not composed again from what the board shows now.
    board.lang = 'es';
    await settle(board);
    expect(narration(board)).to.equal('Jugada a deshecha. Le toca a Sur.');
  });

  it('a replay says, when the status line was quiet, where it stands after a step back or a jump', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" record=${`[Variant "hoyito-3"]\n[Holes "3"]\n[Start "${NEAR_END}"]\n\na`} speed="instant"></hoyito-board>`,
    );
    await settle(board);
    const status = shadow(board).querySelector('[part~="status"]') as HTMLElement;
    button(board, /Next/).click();
    await settle(board);
    // The end: told by the narration, with where the replay stands, which the status line shows.
    expect(narration(board)).to.match(/Game over[^.]*\): South wins [0-9–]+\.\s*Move 1 of 1\.$/);
    expect(status.getAttribute('aria-live')).to.equal('off');
    button(board, /Previous/).click();
    await settle(board);
    expect(narration(board)).to.equal('Start of the game. South to move.');
    expect(status.getAttribute('aria-live')).to.equal('off');
    board.lang = 'es';
    await settle(board);
    expect(narration(board)).to.equal('Comienzo de la partida. Le toca a Sur.');
    // A jump from the move list, likewise.
    (shadow(board).querySelector('[part~="moves"] button') as HTMLButtonElement).click();
    await settle(board);
    expect(narration(board)).to.match(/^Jugada 1 de 1\. /);
    expect(status.getAttribute('aria-live')).to.equal('off');
  });

  it('New game, pressed, says so and who moves; a page’s own newGame() says nothing', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board speed="instant" first="north"></hoyito-board>`,
    );
    await settle(board);
    board.play('A');
    await settle(board);
    board.newGame();
    await settle(board);
    expect(narration(board)).to.equal('');
    board.play('A');
    await settle(board);
    button(board, 'New game').click();
    await settle(board);
    expect(narration(board)).to.equal('New game. North to move.');
    board.lang = 'es';
    await settle(board);
    expect(narration(board)).to.equal('Partida nueva. Le toca a Norte.');
  });

  it('Undo and Redo say which moves they took back or played again', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
    await settle(board);
    board.play('c');
    await settle(board);
    const reply = board.legalMoves[0] as number;
    board.play(reply);
    await settle(board);
    const replied = board.gameRecord?.match(/\bc ([A-La-l-])/)?.[1];
    expect(board.undo()).to.equal(true);
    await settle(board);
    expect(narration(board)).to.equal(`Move ${replied} undone.`);
    expect(board.redo()).to.equal(true);
    await settle(board);
    expect(narration(board)).to.equal(`Move ${replied} redone.`);
    board.lang = 'es';
    await settle(board);
    expect(narration(board)).to.equal(`Jugada ${replied} rehecha.`);
  });

  it('the status line stays live while a move is animated, its lap-by-lap captions hidden from screen readers', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="slow"></hoyito-board>`);
    await settle(board);
    const status = shadow(board).querySelector('[part~="status"]') as HTMLElement;
    const hidden = () => status.querySelector('[aria-hidden="true"]');
    expect(status.getAttribute('role')).to.equal('status');
    expect(status.getAttribute('aria-live')).to.equal('polite');
    expect(hidden()).to.equal(null);
    const ended = oneEvent(board, 'hoyito-animation-end');
    board.play('c');
    await board.updateComplete;
    // Live throughout: a region that came alive in the render giving it "North to move" would
    // not reliably be heard. The captions are shown, and painted frame by frame, but not read.
    expect(status.getAttribute('aria-live')).to.equal('polite');
    const first = hidden()?.textContent ?? '';
    expect(first).to.match(/^Lap 1\b/);
    await until(() => (hidden()?.textContent ?? first) !== first, 'the caption changes');
    expect(status.textContent).to.equal(hidden()?.textContent);
    board.skipAnimation();
    await ended;
    await settle(board);
    expect(status.getAttribute('aria-live')).to.equal('polite');
    expect(hidden()).to.equal(null);
    expect(statusOf(board)).to.equal('North to move');
  });

  it('keys on the hole just sown, while another player moves, say why nothing happens, once', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
    board.players = { north: { name: 'Slow', chooseMove: () => new Promise(() => {}) } };
    await settle(board);
    const lines = () =>
      [...shadow(board).querySelectorAll('[part~="narration"] li')].map((li) =>
        li.textContent?.trim(),
      );
    hole(board, 2).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => board.currentPosition?.toMove === 'north', 'South has played c');
    await settle(board);
    expect(shadow(board).activeElement).to.equal(hole(board, 2));
    const told = lines();
    await sendKeys({ press: 'ArrowRight' });
    await settle(board);
    expect(lines()).to.deep.equal([...told, `It is ${named('Slow')}'s turn.`]);
    expect(shadow(board).activeElement).to.equal(hole(board, 2));
    // A key held down (its repeats) says nothing more, nor presses the hole again and again.
    for (const key of ['ArrowRight', 'Enter']) {
      const repeat = new KeyboardEvent('keydown', {
        key,
        repeat: true,
        bubbles: true,
        composed: true,
        cancelable: true,
      });
      hole(board, 2).dispatchEvent(repeat);
      expect(repeat.defaultPrevented, key).to.equal(true);
    }
    await settle(board);
    expect(lines()).to.deep.equal([...told, `It is ${named('Slow')}'s turn.`]);
  });

  // A page's player need not be named (a remote person, say): it goes by its side wherever its
  // name would be said, never by an empty name ("It is 's turn.") or "undefined".
  for (const [lang, name, words] of [
    [
      'en',
      '',
      [
        'North: Thinking…',
        "It is North's turn.",
        'North to move · North could not play',
        'North could not choose a move.',
      ],
    ],
    [
      'en',
      '   ',
      [
        'North: Thinking…',
        "It is North's turn.",
        'North to move · North could not play',
        'North could not choose a move.',
      ],
    ],
    [
      'es',
      undefined,
      [
        'Norte: Pensando…',
        'Le toca a Norte.',
        'Le toca a Norte · Norte no pudo jugar',
        'Norte no pudo elegir una jugada.',
      ],
    ],
  ] as const) {
    it(`names a page's player with the name ${JSON.stringify(name)} by its side (${lang})`, async () => {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board lang=${lang} speed="instant"></hoyito-board>`,
      );
      const errors: HoyitoErrorEvent['detail'][] = [];
      board.addEventListener('hoyito-error', (e) => errors.push(e.detail));
      let fail: (error: Error) => void = () => {};
      board.players = {
        north: {
          name,
          chooseMove: () => new Promise<Move>((_, reject) => (fail = reject)),
        } as unknown as Player,
      };
      await settle(board);
      board.play('c');
      await until(() => board.currentPosition?.toMove === 'north', 'South has played c');
      await settle(board);
      expect(statusOf(board)).to.equal(words[0]);
      hole(board, 8).dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
      await settle(board);
      expect(previewOf(board)).to.equal(words[1]);
      fail(new Error('offline'));
      await until(() => errors.length === 1, 'the failure is reported');
      await settle(board);
      expect(statusOf(board)).to.equal(words[2]);
      expect(errors[0].message).to.equal('North failed: offline');
      expect(errors[0].localizedMessage).to.match(new RegExp(`^${words[3]}`));
    });
  }

  it('writes out a direction control in a player’s name and a record’s tags, which would turn the words after them around', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
    board.players = { south: { name: '\u202EanA', chooseMove: () => new Promise<Move>(() => {}) } };
    await settle(board);
    // Written out, and set in its own direction of writing, as every name from outside is.
    expect(statusOf(board)).to.equal(`South: ${named('\\u202EanA')} is thinking…`);
    // The same in an error's words, whose own controls are written out around it.
    const errors: ErrorDetail[] = [];
    board.addEventListener('hoyito-error', (e) => errors.push((e as HoyitoErrorEvent).detail));
    board.players = { south: offlinePlayer('\u2067Bea\u202E') };
    await until(() => errors.length === 1, 'the failure is reported');
    expect(errors[0].localizedMessage).to.match(
      new RegExp(`^${named('\\\\u2067Bea\\\\u202E')} could not choose a move\\. `),
    );
    expect(errors[0].message).to.equal('\\u2067Bea\\u202E failed: offline');
    const replay = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" record=${'[Variant "hoyito-2"]\n[North "\u2067Luis"]\n[Event "Fiesta\u202E"]\n[Site "Higüey"]\n\nc'}></hoyito-board>`,
    );
    await settle(replay);
    expect(
      shadow(replay).querySelector('[part~="about"]')?.textContent?.replace(/\s+/g, ' ').trim(),
    ).to.equal(`North: ${named('\\u2067Luis')} Event: Fiesta\\u202E · Place: Higüey`);
  });

  it('says a side is thinking once, not again as it plays on after a capture', async () => {
    // North's B captures (Hoyito II: another turn), then North has only A to play.
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board position="h2/3.5.5/1.2.3/0-0/n" speed="instant"></hoyito-board>`,
    );
    const answers: ((move: Move) => void)[] = [];
    board.players = {
      north: { name: 'Slow', chooseMove: () => new Promise((answer) => answers.push(answer)) },
    };
    await until(() => answers.length === 1, 'North is asked for a move');
    await settle(board);
    expect(statusOf(board)).to.equal(`North: ${named('Slow')} is thinking…`);
    expect(liveness(board)).to.equal('polite');
    answers[0](4);
    await until(() => answers.length === 2, 'North is asked again');
    await settle(board);
    // The narration has just said that North plays again: the status says it no more.
    expect(narration(board)).to.match(/North plays again\.$/);
    expect(statusOf(board)).to.equal(`North: ${named('Slow')} is thinking…`);
    expect(liveness(board)).to.equal('off');
    answers[1](3);
    await until(() => board.currentPosition?.toMove === 'south', 'North has played A');
    await settle(board);
    expect(liveness(board)).to.equal('polite');
    expect(statusOf(board)).to.equal('South to move');
  });

  it('keeps the focus ring on a focused hole marked as the last move or a hint, and the marks read on the wood', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
    await settle(board);
    hole(board, 2).focus();
    await sendKeys({ press: 'Enter' });
    await settle(board);
    const focused = shadow(board).activeElement as HTMLElement;
    expect(focused.dataset.state).to.contain('last');
    const ring = getComputedStyle(focused);
    expect([ring.outlineStyle, ring.outlineWidth]).to.deep.equal(['solid', '3px']);
    // The focus ring and the playable ring against the light wood: 3:1 or more (WCAG 1.4.11).
    const wood = getComputedStyle(
      shadow(board).querySelector('[part~="board"]') as Element,
    ).backgroundColor;
    expect(contrast(ring.outlineColor, wood)).to.be.at.least(3);
    const playable = shadow(board).querySelector('[data-state~="playable"]') as Element;
    expect(contrast(getComputedStyle(playable).borderTopColor, wood)).to.be.at.least(3);
  });

  it('edges every hole and setup store 3:1 or more against the wood, light and dark (WCAG 1.4.11)', async () => {
    for (const scheme of ['light', 'dark']) {
      const play = await fixture<HoyitoBoard>(
        html`<hoyito-board style="color-scheme: ${scheme}" position="h1/4.4.4.0.4.4/4.4.4.4.4.4/0-0/s"></hoyito-board>`,
      );
      const setup = await fixture<HoyitoBoard>(
        html`<hoyito-board style="color-scheme: ${scheme}" mode="setup"></hoyito-board>`,
      );
      await settle(play);
      await settle(setup);
      const wood = getComputedStyle(
        shadow(play).querySelector('[part~="board"]') as Element,
      ).backgroundColor;
      const edges = {
        playable: hole(play, 0),
        empty: hole(play, 3),
        opponent: hole(play, 6),
        store: shadow(setup).querySelector('button.store') as HTMLElement,
      };
      for (const [name, element] of Object.entries(edges)) {
        const { borderTopColor, borderTopWidth } = getComputedStyle(element);
        // 2 px, a playable hole's twice that (its edge tells it by more than its colour).
        expect(borderTopWidth, `${scheme} ${name}`).to.equal(name === 'playable' ? '4px' : '2px');
        expect(contrast(borderTopColor, wood), `${scheme} ${name}`).to.be.at.least(3);
      }
      const focus = getComputedStyle(play).getPropertyValue('--hoyito-focus-color');
      const probe = document.createElement('div');
      probe.style.cssText = `color-scheme: ${scheme}; color: ${focus}`;
      play.after(probe);
      expect(contrast(getComputedStyle(probe).color, wood), `${scheme} focus`).to.be.at.least(3);
      probe.remove();
    }
  });
});

describe('<hoyito-board> narration', () => {
  it('tells each move in English and Spanish, always in a live region', async () => {
    const en = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" speed="instant"></hoyito-board>`,
    );
    const es = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" speed="instant" lang="es"></hoyito-board>`,
    );
    await settle(en);
    await settle(es);
    hole(en, 2).click();
    hole(es, 2).click();
    await settle(en);
    await settle(es);
    expect(shadow(en).querySelector('[part~="narration"]')?.getAttribute('aria-live')).to.equal(
      'polite',
    );
    expect(narration(en)).to.match(/^South sows 4 seeds from c\./);
    expect(narration(es)).to.match(/Sur/);
    expect(narration(es)).to.not.match(/South/);
    expect(shadow(es).querySelector('[part~="status"]')?.textContent).to.match(/Norte/);
  });

  it('follows the page language when the element has none', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div lang="es-DO"><hoyito-board></hoyito-board></div>`,
    );
    const board = wrapper.querySelector('hoyito-board') as HoyitoBoard;
    await settle(board);
    expect(shadow(board).querySelector('[part~="status"]')?.textContent).to.match(/Sur/);
    wrapper.setAttribute('lang', 'en');
    await nextFrames(2);
    await settle(board);
    expect(shadow(board).querySelector('[part~="status"]')?.textContent).to.match(/South/);
  });

  it('keeps a move’s words out of sight while it animates, paused included, and read at once', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" speed="slow" narration></hoyito-board>`,
    );
    await settle(board);
    const lines = () => [...shadow(board).querySelectorAll('[part~="narration"] li')];
    const seen = () => lines().filter((li) => getComputedStyle(li).opacity !== '0').length;
    expect(board.play('c')).to.equal(true);
    await settle(board);
    button(board, /^Pause$/).click();
    await settle(board);
    // The whole move is in the live region (a screen reader hears it now), none of it in sight.
    expect(narration(board)).to.match(
      /^South sows 4 seeds from c\..*the move ends after 5 laps\.$/,
    );
    expect(lines().length).to.equal(6);
    expect(seen(), 'lines in sight while the move is paused').to.equal(0);
    // In their place: the end of the move moves nothing below.
    const height = shadow(board)
      .querySelector('[part~="narration"]')
      ?.getBoundingClientRect().height;
    board.skipAnimation();
    await settle(board);
    expect(seen()).to.equal(6);
    expect(
      shadow(board).querySelector('[part~="narration"]')?.getBoundingClientRect().height,
    ).to.equal(height);
  });

  it('while a reply animates, the move it answers stays in sight', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" speed="slow" narration></hoyito-board>`,
    );
    board.players = {
      north: { name: 'Bea', chooseMove: async (position) => position.legalMoves()[0] },
    };
    await settle(board);
    const lines = () => [...shadow(board).querySelectorAll('[part~="narration"] li')];
    const inSight = () =>
      lines()
        .filter((li) => getComputedStyle(li).opacity !== '0')
        .map((li) => li.textContent?.trim() ?? '');
    board.play('c');
    await settle(board);
    board.skipAnimation();
    await until(
      () => lines().some((li) => /^North sows/.test(li.textContent ?? '')),
      'Bea replies',
    );
    await settle(board);
    button(board, /^Pause$/).click();
    await settle(board);
    const seen = inSight();
    expect(seen[0]).to.match(/^South sows 4 seeds from c\./);
    expect(
      seen.some((line) => /^North sows/.test(line)),
      'the reply, out of sight',
    ).to.equal(false);
    board.skipAnimation();
    await settle(board);
    // Once shown, the reply is in sight (Bea may be playing again meanwhile: a capture's extra turn).
    expect(inSight().some((line) => /^North sows/.test(line))).to.equal(true);
  });

  it('keeps the numbers of a move’s lines inside the board’s box, with WCAG 1.4.12’s text spacing too', async () => {
    // South's e: a relay of 8 laps with four captures on the way, told in 13 lines (the score
    // after them the last).
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board position="h1/9.2.1.10.1.9/0.0.1.0.3.0/0-12/s" speed="instant" narration></hoyito-board>`,
    );
    await settle(board);
    // The spacing a reader's style may set (1.4.12), into the board's own styles.
    const spacing = document.createElement('style');
    spacing.textContent =
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }';
    shadow(board).append(spacing);
    const list = shadow(board).querySelector('[part~="narration"]') as HTMLOListElement;
    /** The widest number's width (the last line's, "13. "), spaced, and the room the list leaves it. */
    const room = () => {
      const style = getComputedStyle(list);
      const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      context.font = style.font;
      context.letterSpacing = `${0.12 * Number.parseFloat(style.fontSize)}px`;
      context.wordSpacing = `${0.16 * Number.parseFloat(style.fontSize)}px`;
      const widest = context.measureText(`${list.children.length}. `).width;
      return { widest, padding: Number.parseFloat(style.paddingInlineStart) };
    };
    expect(board.play('b')).to.equal(true);
    await settle(board);
    expect(list.children.length).to.be.within(1, 9);
    const short = room();
    expect(
      short.padding,
      `room for “${list.children.length}. ” (${short.widest.toFixed(1)} px)`,
    ).to.be.at.least(short.widest);
    expect(board.undo()).to.equal(true);
    expect(board.play('e')).to.equal(true);
    await settle(board);
    expect(list.children.length).to.equal(13);
    const { widest, padding } = room();
    expect(padding, `room for “13. ” (${widest.toFixed(1)} px)`).to.be.at.least(widest);
    expect(list.getBoundingClientRect().left).to.be.at.least(board.getBoundingClientRect().left);
  });
});

describe('<hoyito-board> a change of language', () => {
  const said = (board: HoyitoBoard) => ({
    narration: narration(board),
    preview: shadow(board).querySelector('#preview')?.textContent?.trim() ?? '',
    status: shadow(board).querySelector('[part~="status"]')?.textContent?.trim() ?? '',
  });

  it('says the narration, the preview and the status again in the new language', async () => {
    // Two boards, one switched to Spanish mid-game and one Spanish from the start, must say
    // the same: a move with a capture chain and an extra turn, then a focused hole's preview.
    const play = async (lang: string) => {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board variant="hoyito-2" holes="3" position="h2/3.5.5/1.2.3/0-0/n" speed="instant" narration lang=${lang}></hoyito-board>`,
      );
      await settle(board);
      hole(board, 4).click();
      await settle(board);
      const playable = board.legalMoves[0];
      hole(board, playable).focus();
      await settle(board);
      return board;
    };
    const switched = await play('en');
    const english = said(switched);
    expect(english.narration).to.match(/^North sows/);
    expect(english.preview).to.not.equal('');
    switched.lang = 'es';
    await settle(switched);
    const spanish = said(await play('es'));
    expect(spanish.narration).to.match(/^Norte siembra/);
    expect(said(switched)).to.deep.equal(spanish);
    switched.lang = 'en';
    await settle(switched);
    expect(said(switched)).to.deep.equal(english);
  });

  it('names the computer that is thinking in the new language', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" south-player="strong" think-ms="60000"></hoyito-board>`,
    );
    await settle(board);
    expect(said(board).status).to.equal('South: Computer (strong) is thinking…');
    board.lang = 'es';
    await settle(board);
    expect(said(board).status).to.equal('Sur: la computadora (nivel fuerte) está pensando…');
    board.remove();
  });

  it('says which side is thinking when both are computers of one level', async () => {
    for (const first of ['south', 'north'] as const) {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board first=${first} south-player="casual" north-player="casual" think-ms="60000"></hoyito-board>`,
      );
      await settle(board);
      const side = first === 'south' ? ['South', 'Sur'] : ['North', 'Norte'];
      expect(said(board).status).to.equal(`${side[0]}: Computer (casual) is thinking…`);
      board.lang = 'es';
      await settle(board);
      expect(said(board).status).to.equal(
        `${side[1]}: la computadora (nivel aficionado) está pensando…`,
      );
      board.remove();
    }
  });

  it('says why a hole cannot be played again in the new language', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" narration></hoyito-board>`,
    );
    await settle(board);
    hole(board, 7).click();
    await settle(board);
    expect(said(board).preview).to.match(/North/);
    board.lang = 'es';
    await settle(board);
    expect(said(board).preview).to.match(/Norte/);
    expect(said(board).narration).to.equal(said(board).preview);
  });
});

describe('<hoyito-board> bad input', () => {
  it('plays the record given with a position, and warns that the position is passed over', async () => {
    await withWarnings(async (warnings) => {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board position="h2/3.5.5/1.2.3/0-0/n" record=${'[Variant "hoyito-1"]\n\nc'}></hoyito-board>`,
      );
      await settle(board);
      expect(board.error).to.equal(null);
      expect(board.currentPosition?.variant).to.equal('hoyito-1');
      expect(board.currentPosition?.holes).to.equal(6);
      expect(warnings).to.deep.equal([
        '<hoyito-board> position="h2/3.5.5/1.2.3/0-0/n" is passed over: record is given too, and the board plays the record (its Start tag, if any, is its position).',
      ]);
      // A position quoted cut, its direction controls written out, as an error quotes it.
      board.setAttribute('position', `\u202e${'4.'.repeat(40)}`);
      await settle(board);
      expect(warnings[1]).to.equal(
        `<hoyito-board> position="\\u202E${'4.'.repeat(19)}4…" is passed over: record is given too, and the board plays the record (its Start tag, if any, is its position).`,
      );
      warnings.length = 1;
      // A record alone says nothing.
      board.removeAttribute('position');
      board.setAttribute('record', '[Variant "hoyito-2"]\n\nc');
      await settle(board);
      expect(warnings).to.have.length(1);
    });
  });

  // [attribute, bad attributes, a good value, what the message in the board's place says]
  const cases: [string, Record<string, string>, string, RegExp][] = [
    ['variant', { variant: 'hoyito-9' }, 'hoyito-1', /Unknown variant “hoyito-9”/],
    ['holes', { holes: '13' }, '6', /from 3 to 12; got “13”/],
    ['seeds', { seeds: '0' }, '4', /from 1 to 12; got “0”/],
    ['first', { first: 'east' }, 'north', /Unknown first player “east”; use south or north/],
    ['mode', { mode: 'watch' }, 'play', /Unknown mode “watch”/],
    ['orientation', { orientation: 'east' }, 'south', /Unknown orientation “east”/],
    ['speed', { speed: 'warp' }, 'fast', /Unknown speed “warp”/],
    ['controls', { controls: 'undo rewind' }, 'undo', /Unknown control “rewind”.*hint/],
    ['controls', { controls: 'none undo' }, 'none', /“none” in “controls” hides every control/],
    [
      'position',
      { position: 'h2/4.4/4.4.4/0-0/s' },
      'h2/4.4.4/4.4.4/0-0/s',
      /position is not valid/,
    ],
    [
      'position',
      { position: 'h2/0.0.0/0.0.0/0-0/s' },
      'h2/0.0.1/0.0.0/0-0/s',
      // Said once, and without the engine's field names.
      /position is not valid: No seeds are left on the board, so the game must be over\.(?:\s|$)/,
    ],
    [
      'record',
      { record: '[Variant "hoyito-2"]\n\nc d' },
      '[Variant "hoyito-2"]\n\nc C',
      /record is not valid/,
    ],
    ['highlight', { highlight: 'q' }, 'c', /“q” is not a hole of this board.*a–f, A–F/],
    [
      'south-player',
      { 'south-player': 'grandmaster' },
      'human',
      /Unknown player “grandmaster” in “south-player”; use human, beginner, casual, strong, expert\./,
    ],
    [
      'think-ms',
      { 'north-player': 'casual', 'think-ms': '10' },
      '500',
      /The thinking time “10” in “think-ms” is not allowed; use a whole number of milliseconds, 50–60000\./,
    ],
  ];
  for (const [attribute, bad, good, shows] of cases) {
    it(`${attribute}: shows a message, fires hoyito-error, warns, and recovers`, async () => {
      await withWarnings(async (warnings) => {
        const board = document.createElement('hoyito-board') as HoyitoBoard;
        for (const [k, v] of Object.entries(bad)) board.setAttribute(k, v);
        const errored = oneEvent(board, 'hoyito-error');
        document.body.append(board);
        const { detail } = await errored;
        await settle(board);
        expect(detail.attribute).to.equal(attribute);
        expect(detail.message.length).to.be.greaterThan(10);
        expect(detail.localizedMessage).to.match(shows);
        expect(warnings.join('\n')).to.include(attribute);
        const error = shadow(board).querySelector('[part~="error"]');
        expect(error, 'the error shows in the board’s place').to.not.equal(null);
        expect(error?.getAttribute('role')).to.equal('alert');
        expect(error?.textContent).to.match(shows);
        expect(shadow(board).querySelectorAll('[part~="hole"]').length).to.equal(0);
        // A page that listens only now reads what the event said.
        expect(board.error).to.deep.equal(detail);
        board.setAttribute(attribute, good);
        await settle(board);
        expect(shadow(board).querySelector('[part~="error"]')).to.equal(null);
        expect(shadow(board).querySelectorAll('[part~="hole"]').length).to.be.greaterThan(0);
        expect(board.error).to.equal(null);
        board.remove();
      });
    });
  }

  it('writes out a direction control in a bad value, which would turn the allowed values around', async () => {
    await withWarnings(async (warnings) => {
      const board = document.createElement('hoyito-board') as HoyitoBoard;
      board.setAttribute('variant', '\u202Ehoyito-9');
      const errored = oneEvent(board, 'hoyito-error');
      document.body.append(board);
      const { detail } = await errored;
      await settle(board);
      expect(detail.message).to.equal(
        'variant="\\u202Ehoyito-9" is not allowed; use one of: hoyito-1, hoyito-2, hoyito-3.',
      );
      expect(detail.localizedMessage).to.equal(
        'Unknown variant “\\u202Ehoyito-9”; use hoyito-1, hoyito-2, or hoyito-3.',
      );
      const shown = shadow(board).querySelector('[part~="error"]')?.textContent ?? '';
      expect(shown).to.contain(detail.localizedMessage);
      expect(warnings).to.deep.equal([`<hoyito-board> ${detail.message}`]);
      board.remove();
    });
  });

  it('quotes a megabyte pasted by mistake by its start, in the console as on the board', async () => {
    await withWarnings(async (warnings) => {
      const long = `fr${'x'.repeat(1_000_000)}`;
      const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
      await settle(board);
      const details: { code: string; message: string }[] = [];
      const listen = (b: HoyitoBoard) =>
        b.addEventListener('hoyito-error', (e) => details.push((e as HoyitoErrorEvent).detail));
      listen(board);
      // Three messages the element words itself, beside those of the attributes' reading.
      board.setAttribute('lang', long);
      await settle(board);
      board.loadMatch([], long as unknown as number);
      // A key long enough to be cut, short enough for the browser's storage.
      const key = `fr${'x'.repeat(1000)}`;
      board.persist = key;
      await settle(board);
      const other = document.createElement('hoyito-board') as HoyitoBoard;
      listen(other);
      other.persist = key;
      document.body.append(other);
      await settle(other);
      other.remove();
      expect(details.map((d) => d.code)).to.deep.equal(['lang', 'rounds', 'storage']);
      for (const { message } of details) {
        expect(message).to.contain(`fr${'x'.repeat(38)}…`);
        expect(message.length).to.be.below(300);
      }
      expect(warnings.map((w) => w.length <= 320)).to.deep.equal([true, true, true]);
    });
  });

  it('shows the error in Spanish for a Spanish page, and says it so in the event', async () => {
    const board = document.createElement('hoyito-board') as HoyitoBoard;
    board.setAttribute('lang', 'es');
    board.setAttribute('holes', '99');
    const errored = oneEvent(board, 'hoyito-error');
    document.body.append(board);
    const { detail } = await errored;
    expect(detail.message).to.contain('holes="99" is not allowed');
    expect(detail.localizedMessage).to.contain('casitas por fila');
    await settle(board);
    expect(shadow(board).querySelector('[part~="error"]')?.textContent).to.match(/99/);
    expect(shadow(board).querySelector('[part~="error"]')?.textContent).to.not.match(/cannot/);
    // `error` words it in the board's language as it is now.
    expect(board.error?.localizedMessage).to.equal(detail.localizedMessage);
    board.lang = 'en';
    await settle(board);
    expect(board.error?.localizedMessage).to.match(/^Holes per row must be a whole number/);
    expect(board.error?.message).to.equal(detail.message);
    board.lang = 'es';
    await settle(board);
    // A bad position or record: where and why, all in Spanish; the event keeps the engine's English.
    board.removeAttribute('holes');
    const badPosition = oneEvent(board, 'hoyito-error');
    board.setAttribute('position', 'h2/4.4/4.4.4/0-0/s');
    expect((await badPosition).detail.message).to.contain('The rows differ in length');
    await settle(board);
    expect(shadow(board).querySelector('[part~="error"]')?.textContent).to.contain(
      'La posición no es válida (columna 8): las filas no tienen el mismo largo: la de Sur tiene 2 casitas y la de Norte 3.',
    );
    board.removeAttribute('position');
    board.setAttribute('record', '[Variant "hoyito-2"]\n\nc c');
    await settle(board);
    expect(shadow(board).querySelector('[part~="error"]')?.textContent).to.contain(
      'El registro de la partida no es válido (línea 3, columna 3): la jugada 2 (c) no es legal: la casita c es de Sur; le toca a Norte.',
    );
    board.remove();
  });
});

describe('<hoyito-board> a bad attribute over a game in progress', () => {
  // [attribute, a bad value, a good one]: none of them makes the game, so fixing one brings back
  // the game that was on the board, as it stood.
  const cases: [string, string, string][] = [
    ['speed', 'warp', 'fast'],
    ['orientation', 'east', 'north'],
    ['controls', 'undo rewind', 'undo new-game'],
    ['mode', 'watch', 'play'],
    ['north-player', 'grandmaster', 'human'],
    ['think-ms', '5', '500'],
    ['loop', 'often', '5'],
    ['idle', 'soon', '300'],
  ];
  for (const [attribute, bad, good] of cases) {
    it(`${attribute}: the game is hidden, not played, and comes back when it is fixed`, async () => {
      const key = `bad-over-game-${attribute}`;
      const warn = console.warn;
      console.warn = () => {};
      try {
        const board = await playedUnder(key);
        const record = board.gameRecord;
        const position = board.currentPosition;
        board.setAttribute(attribute, bad);
        await settle(board);
        expect(shadow(board).querySelector('[part~="error"]')).to.not.equal(null);
        // The API answers for what is on show: no game.
        expect(board.currentPosition).to.equal(null);
        expect(board.legalMoves).to.deep.equal([]);
        expect(board.gameRecord).to.equal(null);
        expect(board.play('d')).to.equal(false);
        expect(board.undo()).to.equal(false);
        board.setAttribute(attribute, good);
        await settle(board);
        expect(shadow(board).querySelector('[part~="error"]')).to.equal(null);
        expect(board.gameRecord).to.equal(record);
        expect(board.currentPosition).to.equal(position);
        // Saved as it stood, not replaced by a fresh game.
        expect(localStorage.getItem(`hoyito-board:${key}`)).to.contain('c A');
      } finally {
        console.warn = warn;
        localStorage.removeItem(`hoyito-board:${key}`);
      }
    });
  }

  for (const [what, change] of [
    ['a game attribute that briefly goes bad', ['holes', '99', '6']],
    ['a game attribute the page changes', ['variant', 'hoyito-3']],
  ] as const)
    it(`${what}: the game under way is kept aside, and the new one saved`, async () => {
      const key = `replaced-${change[0]}-${change.length}`;
      const warn = console.warn;
      console.warn = () => {};
      try {
        const board = await playedUnder(key);
        const [attribute, ...values] = change;
        for (const value of values) {
          board.setAttribute(attribute, value);
          await settle(board);
        }
        expect(board.currentPosition?.board.every((n) => n === 4)).to.equal(true);
        const kept = JSON.parse(localStorage.getItem(`hoyito-board-kept:${key}`) ?? '[]');
        expect(kept).to.have.length(1);
        expect(String(kept[0].save.record)).to.contain('c A');
        expect(localStorage.getItem(`hoyito-board:${key}`)).to.not.contain('c A');
        expect(shadow(board).querySelector('[part~="kept"]')?.textContent).to.contain(
          'A game played here before this page changed its board is kept aside.',
        );
      } finally {
        console.warn = warn;
        localStorage.removeItem(`hoyito-board:${key}`);
        localStorage.removeItem(`hoyito-board-kept:${key}`);
      }
    });

  it('a bad game attribute fixed starts the game it now asks for', async () => {
    await withWarnings(async () => {
      const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
      await settle(board);
      board.play('c');
      await settle(board);
      board.setAttribute('holes', '99');
      await settle(board);
      board.setAttribute('holes', '5');
      await settle(board);
      expect(board.currentPosition?.holes).to.equal(5);
      expect(board.currentPosition?.board.every((n) => n === 4)).to.equal(true);
    });
  });

  it('loading is refused too, and the hidden game comes back whole', async () => {
    const key = 'bad-over-game-load';
    const warn = console.warn;
    console.warn = () => {};
    try {
      const board = await playedUnder(key);
      const record = board.gameRecord;
      board.setAttribute('speed', 'zoom');
      await settle(board);
      expect(board.load('garbage')).to.equal(false);
      expect(board.load('h2/4.4.4/4.4.4/0-0/s')).to.equal(false);
      await settle(board);
      expect(shadow(board).querySelector('[part~="error"]')?.textContent).to.match(/zoom/);
      board.setAttribute('speed', 'fast');
      await settle(board);
      expect(board.gameRecord).to.equal(record);
      expect(localStorage.getItem(`hoyito-board:${key}`)).to.contain('c A');
    } finally {
      console.warn = warn;
      localStorage.removeItem(`hoyito-board:${key}`);
    }
  });

  it('the computer does not play the hidden game', async () => {
    const warn = console.warn;
    console.warn = () => {};
    try {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board speed="instant" north-player="beginner" think-ms="300"></hoyito-board>`,
      );
      await settle(board);
      const moves: string[] = [];
      board.addEventListener('hoyito-move', (e) => moves.push(e.detail.notation));
      board.play('c');
      await settle(board);
      // The computer is thinking about North's reply: an error comes over the board.
      board.setAttribute('speed', 'warp');
      await settle(board);
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(moves).to.deep.equal(['c']);
      // Fixed: the computer is asked again, and plays.
      const replied = oneEvent(board, 'hoyito-move');
      board.setAttribute('speed', 'instant');
      const { detail } = await within(replied, 5000, 'no computer move');
      expect(detail.position.toMove).to.equal('south');
      expect(moves.length).to.equal(2);
    } finally {
      console.warn = warn;
    }
  });
});

describe('<hoyito-board> the computer and the board coming and going', () => {
  it('a move played while a hint is being worked out leaves no "thinking" behind', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
    await settle(board);
    const hint = board.hint();
    await settle(board);
    expect(previewOf(board)).to.equal('Thinking…');
    hole(board, 2).click();
    await settle(board);
    expect(await within(hint, 5000, 'the hint never settled')).to.equal(false);
    await settle(board);
    expect(statusOf(board)).to.equal('North to move');
    expect(previewOf(board)).to.equal('');
  });

  it('a hint asked for again takes back the one on show while the new one is worked out', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board speed="instant" narration></hoyito-board>`,
    );
    await settle(board);
    const marked = () => shadow(board).querySelectorAll('[data-state~="hint"]').length;
    expect(await within(board.hint(), 10_000, 'no first hint')).to.equal(true);
    await settle(board);
    expect(marked()).to.equal(1);
    expect(previewOf(board)).to.match(/^Hint: /);
    const again = board.hint();
    await settle(board);
    expect(previewOf(board)).to.equal('Thinking…');
    expect(marked(), 'the old hint still marked').to.equal(0);
    expect(narration(board)).to.not.match(/Hint: /);
    expect(await within(again, 10_000, 'no second hint')).to.equal(true);
    await settle(board);
    expect(marked()).to.equal(1);
    expect(previewOf(board)).to.match(/^Hint: /);
  });

  it('a hint being worked out is said under the board; the status line, live, keeps whose turn it is', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board speed="instant" narration></hoyito-board>`,
    );
    await settle(board);
    const status = shadow(board).querySelector('[part~="status"]') as HTMLElement;
    const hint = board.hint();
    await settle(board);
    expect(statusOf(board)).to.equal('South to move');
    expect(status.getAttribute('aria-live')).to.equal('polite');
    expect(previewOf(board)).to.equal('Thinking…');
    board.lang = 'es';
    await settle(board);
    expect(previewOf(board)).to.equal('Pensando…');
    expect(await within(hint, 10_000, 'no hint')).to.equal(true);
    await settle(board);
    expect(statusOf(board)).to.equal('Le toca a Sur');
    expect(previewOf(board)).to.match(/^Pista: /);
    expect(narration(board)).to.equal(previewOf(board));
  });

  it('keys pressed again and again while the person’s own move is sown say the computer plays next once', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board speed="slow" north-player="beginner" think-ms="200" narration></hoyito-board>`,
    );
    await settle(board);
    hole(board, 2).focus();
    await sendKeys({ press: 'Enter' });
    await settle(board);
    for (let i = 0; i < 4; i++) {
      await sendKeys({ press: 'ArrowRight' });
      await settle(board);
    }
    const said = narration(board).split('The computer plays next, once this move is sown.');
    expect(said.length - 1, narration(board)).to.equal(1);
    expect(previewOf(board)).to.equal('The computer plays next, once this move is sown.');
  });

  it('a tap while the person’s own move is sown says the computer plays next', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board speed="slow" north-player="beginner" think-ms="200"></hoyito-board>`,
    );
    await settle(board);
    board.play('c');
    await settle(board);
    hole(board, 0).click();
    await settle(board);
    expect(shadow(board).querySelector('#preview')?.textContent?.trim()).to.equal(
      'The computer plays next, once this move is sown.',
    );
  });

  it('a hole pressed while a move is shown plays nothing and says why; the hole is told anew after', async () => {
    // North's E relays for 61 laps and ends in a capture: North plays again, and E is North's.
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board speed="slow" narration position="h2/4.9.0.1.3.2/1.4.5.1.5.5/4-4/n"></hoyito-board>`,
    );
    await settle(board);
    const moves: string[] = [];
    board.addEventListener('hoyito-move', (event) => moves.push(event.detail.notation));
    // A double-click: the second press comes while the first move is being shown.
    hole(board, 10).click();
    hole(board, 10).click();
    await settle(board);
    expect(moves).to.deep.equal(['E']);
    expect(hole(board, 10).getAttribute('aria-disabled')).to.equal('true');
    expect(previewOf(board)).to.equal('Not yet: a move is still being sown.');
    // Said in the narration too, after the move, whose words stay.
    expect(narration(board)).to.match(
      /^North sows 5 seeds from E\..* ?Not yet: a move is still being sown\.$/s,
    );
    // Enter on the focused hole is a press too; an arrow key's preview tells nothing of the move
    // being shown either (not "North plays again").
    hole(board, 8).focus();
    await sendKeys({ press: 'Enter' });
    await settle(board);
    expect(moves).to.deep.equal(['E']);
    expect(previewOf(board)).to.equal('Not yet: a move is still being sown.');
    board.lang = 'es';
    await settle(board);
    expect(previewOf(board)).to.equal('Todavía no: aún se está sembrando una jugada.');
    board.lang = 'en';
    board.skipAnimation();
    await settle(board);
    // The move shown, the focused hole's words are its own again.
    expect(board.currentPosition?.toMove).to.equal('north');
    expect(previewOf(board)).to.match(/^Sowing C: /);
    hole(board, 8).click();
    await settle(board);
    expect(moves).to.deep.equal(['E', 'C']);
  });

  it('taken off the page and put back on the computer’s turn, the computer still plays', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board speed="instant" north-player="beginner" think-ms="200"></hoyito-board>`,
    );
    await settle(board);
    board.play('c');
    await settle(board);
    const parent = board.parentElement as HTMLElement;
    board.remove();
    const replied = oneEvent(board, 'hoyito-move');
    parent.append(board);
    const { detail } = await within(replied, 5000, 'no computer move');
    expect(detail.position.toMove).to.equal('south');
    await settle(board);
    expect(statusOf(board)).to.equal('South to move');
  });

  it('no game ends by agreement when a side is the computer or code', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board north-player="expert" position="h1/9.9.9.1.1.1/1.1.1.1.1.1/0-0/s"></hoyito-board>`,
    );
    await settle(board);
    expect(buttons(board).some((b) => /agreement/.test(b.textContent ?? ''))).to.equal(false);
    expect(board.agree()).to.equal(false);
    expect(board.currentPosition?.over).to.equal(false);
    board.removeAttribute('north-player');
    await settle(board);
    expect(buttons(board).some((b) => /agreement/.test(b.textContent ?? ''))).to.equal(true);
    board.players = { north: { name: 'Network', chooseMove: () => new Promise(() => {}) } };
    await settle(board);
    // The button goes with the property, not only at the next move.
    expect(buttons(board).some((b) => /agreement/.test(b.textContent ?? ''))).to.equal(false);
    expect(board.agree()).to.equal(false);
    board.players = {};
    await settle(board);
    expect(buttons(board).some((b) => /agreement/.test(b.textContent ?? ''))).to.equal(true);
    expect(board.agree()).to.equal(true);
    expect(board.currentPosition?.over).to.equal(true);
  });
});

describe('<hoyito-board> a game that ends while its move is shown', () => {
  for (const cut of ['a move of the board on the page', 'a change of mode'] as const) {
    it(`announces the end when ${cut} cuts the last move’s animation short`, async () => {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board position="h1/0.0.0.0.0.1/3.0.0.0.0.2/20-22/s" speed="slow"></hoyito-board>`,
      );
      await settle(board);
      const ends: unknown[] = [];
      const heard = (e: HoyitoGameOverEvent) => ends.push(e.detail);
      document.addEventListener('hoyito-gameover', heard);
      try {
        board.play('f');
        await nextFrames(3);
        expect(ends).to.have.length(0);
        if (cut === 'a change of mode') {
          board.mode = 'diagram';
          await settle(board);
          board.mode = 'play';
        } else {
          const parent = board.parentElement as HTMLElement;
          board.remove();
          parent.append(board);
        }
        await settle(board);
        expect(ends).to.have.length(1);
        expect(ends[0]).to.include({ winner: 'south', reason: 'last-four' });
      } finally {
        document.removeEventListener('hoyito-gameover', heard);
      }
    });
  }
});

describe('<hoyito-board> the narration across a change of mode', () => {
  for (const away of ['diagram', 'replay', 'setup'] as const)
    it(`tells the last move again on coming back from ${away} to the game as it was left`, async () => {
      // The twin plays the same two moves without leaving play mode.
      const [board, twin] = await Promise.all(
        ['slow', 'instant'].map((speed) =>
          fixture<HoyitoBoard>(html`<hoyito-board narration speed=${speed}></hoyito-board>`),
        ),
      );
      await settle(board);
      for (const b of [board, twin]) expect(b.play('c')).to.equal(true);
      board.skipAnimation();
      await settle(board);
      await settle(twin);
      expect(narration(board)).to.match(/^South sows 4 seeds from c\./);
      const second = board.legalMoves[0] as number;
      for (const b of [board, twin]) expect(b.play(second)).to.equal(true);
      await settle(twin);
      const told = narration(twin);
      expect(told).to.match(/sows \d+ seeds? from/);
      await nextFrames(3);
      // Left while that move is sown: it ends at once, and is the move told on coming back.
      board.mode = away;
      await settle(board);
      expect(narration(board)).not.to.contain(told);
      board.mode = 'play';
      await settle(board);
      expect(narration(board)).to.equal(told);
      board.mode = away;
      await settle(board);
      board.mode = 'play';
      await settle(board);
      expect(narration(board)).to.equal(told);
    });

  it('tells nothing of a game that is no longer on the board', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board narration speed="instant"></hoyito-board>`,
    );
    await settle(board);
    expect(board.play('c')).to.equal(true);
    await settle(board);
    expect(narration(board)).to.match(/^South sows/);
    board.mode = 'diagram';
    await settle(board);
    expect(board.load(makePosition(start({ first: 'north' })))).to.equal(true);
    await settle(board);
    board.mode = 'play';
    await settle(board);
    expect(board.currentPosition?.toMove).to.equal('north');
    expect(narration(board)).not.to.contain('sows');
  });
});

describe('<hoyito-board> load() and the last move', () => {
  it('loads a position or a record, and rejects bad text without losing the game', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
    await settle(board);
    expect(board.load('h3/1.3.0/0.0.3/20-18/s')).to.equal(true);
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal([1, 3, 0, 0, 0, 3]);
    expect(board.load('[Variant "hoyito-2"]\n\nc C')).to.equal(true);
    await settle(board);
    expect(board.currentPosition?.variant).to.equal('hoyito-2');
    const before = board.currentPosition;
    const errored = oneEvent(board, 'hoyito-error');
    expect(board.load('h9/nonsense')).to.equal(false);
    expect((await errored).detail.code).to.equal('position');
    await settle(board);
    // The game stays on show and playable; why the text was refused is said below it.
    expect(shadow(board).querySelector('[part~="error"]')).to.equal(null);
    expect(board.currentPosition).to.equal(before);
    const said = shadow(board).querySelector('#preview')?.textContent ?? '';
    expect(said).to.match(
      /^The position is not valid \(column \d+\): A position has at least 5 fields/,
    );
    expect(narration(board)).to.equal(said.trim());
    expect(board.play('a')).to.equal(true);
  });

  it('refuses a value with no text (a symbol, an object that cannot become text) by its kind, never throwing', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
    await settle(board);
    const before = board.currentPosition;
    const errors: HoyitoErrorEvent['detail'][] = [];
    board.addEventListener('hoyito-error', (e) => errors.push(e.detail));
    const throwing = {
      toString() {
        throw new Error('no text');
      },
    };
    for (const value of [Symbol('h2'), Object.create(null), throwing]) {
      expect(board.load(value as unknown as string)).to.equal(false);
      await settle(board);
    }
    // Said as what it is, not as a record's malformed tag (the kind's words start with "[").
    expect(errors.map((e) => [e.code, e.attribute, e.localizedMessage])).to.deep.equal(
      ['[a symbol]', '[an object]', '[an object]'].map((kind) => [
        'position',
        'position',
        `load() takes text, a game record or a position; got ${kind}.`,
      ]),
    );
    expect(errors[0].message).to.equal(
      'load() takes text, a game record or a position; got [a symbol].',
    );
    expect(board.currentPosition).to.equal(before);
    expect(board.play('a')).to.equal(true);
    board.lang = 'es';
    await settle(board);
    const errored = oneEvent(board, 'hoyito-error');
    board.load(Symbol('h2') as unknown as string);
    expect((await errored).detail.localizedMessage).to.equal(
      'load() recibe un texto, un registro de partida o una posición; se recibió [un símbolo].',
    );
  });

  it('says where a record goes wrong on the page’s lines, blank lines before it counted', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
    await settle(board);
    const errored = oneEvent(board, 'hoyito-error');
    expect(board.load('\n\n   [Variant "hoyito-2"]\n[Holes "6"]\n\ne e')).to.equal(false);
    const { detail } = await errored;
    expect(detail.localizedMessage).to.match(/\(line 6, column 3\)/);
  });

  it('refuses to load under a bad attribute, whose message stays until it is fixed', async () => {
    await withWarnings(async () => {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board variant="hoyito-9"></hoyito-board>`,
      );
      await settle(board);
      // Bad text or good, and a match too: the event names the attribute to fix.
      for (const load of [
        () => board.load('h9/nonsense'),
        () => board.load('h2/4.4.4/4.4.4/0-0/s'),
        () => board.loadMatch(['[Variant "hoyito-2"]\n\nc'], 3),
      ]) {
        const errored = oneEvent(board, 'hoyito-error');
        expect(load()).to.equal(false);
        const { detail } = await errored;
        expect([detail.code, detail.attribute]).to.deep.equal(['variant', 'variant']);
        expect(detail.message).to.match(/^load(Match)?\(\) refused: /);
      }
      await settle(board);
      expect(shadow(board).querySelector('[part~="error"]')?.textContent).to.match(
        /Unknown variant “hoyito-9”/,
      );
      board.setAttribute('variant', 'hoyito-1');
      await settle(board);
      expect(shadow(board).querySelector('[part~="error"]')).to.equal(null);
      expect(board.currentPosition?.variant).to.equal('hoyito-1');
    });
  });

  /** A board of a Hoyito II record, c, played on with d: its record as `played`. */
  async function gameUnderWay() {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board speed="instant" record=${'[Variant "hoyito-2"]\n\nc'}></hoyito-board>`,
    );
    await settle(board);
    board.play('d');
    await settle(board);
    return { board, played: board.gameRecord };
  }

  it('refuses a new game under an error it cannot mend, and keeps the game behind it', async () => {
    await withWarnings(async () => {
      const { board, played } = await gameUnderWay();
      board.setAttribute('mode', 'bogus');
      await settle(board);
      for (const start of [() => board.newGame(), () => board.newGame({ holes: 7 })]) {
        const errored = oneEvent(board, 'hoyito-error');
        start();
        const { detail } = await errored;
        expect([detail.code, detail.attribute]).to.deep.equal(['mode', 'mode']);
        expect(detail.message).to.match(/^newGame\(\) refused: mode="bogus"/);
        expect(detail.localizedMessage).to.match(/mode/);
      }
      // Nothing was changed: the game kept behind the error comes back when it is fixed.
      expect([board.holes, board.record === null]).to.deep.equal([null, false]);
      board.setAttribute('mode', 'play');
      await settle(board);
      expect(board.gameRecord).to.equal(played);
    });
  });

  it('refuses a new game asked for in the task that wrote a bad attribute, before the board read it', async () => {
    await withWarnings(async () => {
      const { board, played } = await gameUnderWay();
      const said: string[] = [];
      board.addEventListener('hoyito-error', (event) => said.push(event.detail.message));
      board.setAttribute('mode', 'q');
      board.newGame();
      await settle(board);
      // The attribute's error, then the call refused under it: told, not lost without a word.
      expect(said).to.have.length(2);
      expect(said[0]).to.match(/^mode="q" is not allowed/);
      expect(said[1]).to.match(/^newGame\(\) refused: mode="q"/);
      expect(board.record, 'nothing the call wrote stays').to.not.equal(null);
      board.removeAttribute('mode');
      await settle(board);
      expect(board.gameRecord).to.equal(played);
      // Options that mend nothing of the fault are refused alike; a fault of the options' own
      // is theirs, shown in the board's place as the attribute's would be.
      board.setAttribute('orientation', 'sideways');
      board.newGame({ holes: 7 });
      await settle(board);
      expect(said.at(-1)).to.match(/^newGame\(\) refused: orientation="sideways"/);
      board.removeAttribute('orientation');
      await settle(board);
      expect([board.gameRecord, board.holes]).to.deep.equal([played, null]);
      board.newGame({ holes: 99 });
      await settle(board);
      expect(said.at(-1)).to.match(/^holes="99" is not allowed/);
      board.newGame({ holes: 7 });
      await settle(board);
      expect([board.error, board.currentPosition?.holes]).to.deep.equal([null, 7]);
    });
  });

  it('reads a value of blanks only as the attribute left out, a position or record as any other', async () => {
    const { board, warnings } = await withWarnings(async (warnings) => {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board position=" " record=${'\n\t'} holes=" " mode=" " rounds=" "></hoyito-board>`,
      );
      await settle(board);
      return { board, warnings };
    });
    expect([warnings, board.error, board.currentPosition?.board]).to.deep.equal([
      [],
      null,
      new Array(12).fill(4),
    ]);
  });

  it('says so when a new game leaves a bad attribute’s error as it was, and mends it when asked', async () => {
    await withWarnings(async () => {
      const board = await fixture<HoyitoBoard>(html`<hoyito-board holes="99"></hoyito-board>`);
      await settle(board);
      const errored = oneEvent(board, 'hoyito-error');
      board.newGame({ seeds: 4 });
      const { detail } = await errored;
      expect([detail.code, detail.attribute]).to.deep.equal(['holes', 'holes']);
      expect(detail.message).to.match(/^newGame\(\) refused: holes="99"/);
      let more = 0;
      board.addEventListener('hoyito-error', () => more++);
      board.newGame({ holes: 5 });
      await settle(board);
      expect([more, board.error, board.currentPosition?.holes]).to.deep.equal([0, null, 5]);
    });
  });

  it('changes no attribute when a new game’s options leave the error as it was', async () => {
    await withWarnings(async () => {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board speed="instant" variant="hoyito-2"></hoyito-board>`,
      );
      await settle(board);
      board.holes = '99';
      await settle(board);
      let errors = 0;
      board.addEventListener('hoyito-error', () => errors++);
      const errored = oneEvent(board, 'hoyito-error');
      board.newGame({ holes: 99, seeds: 5, first: 'north', variant: 'hoyito-3' });
      const { detail } = await errored;
      expect(detail.message).to.match(/^newGame\(\) refused: holes="99"/);
      await settle(board);
      expect([board.variant, board.holes, board.seeds, board.first]).to.deep.equal([
        'hoyito-2',
        '99',
        null,
        null,
      ]);
      expect(board.error?.attribute).to.equal('holes');
      expect(errors, 'told once').to.equal(1);
      // Fixed, the board starts the game its attributes ask for, as they were before newGame().
      board.holes = null;
      await settle(board);
      const start = board.currentPosition as Position;
      expect([start.variant, start.holes, start.board[0], start.toMove]).to.deep.equal([
        'hoyito-2',
        6,
        4,
        'south',
      ]);
    });
  });

  it('marks the hole of the last move', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
    await settle(board);
    board.play(3);
    await settle(board);
    expect(
      [...shadow(board).querySelectorAll<HTMLElement>('[data-state~="last"]')].map(
        (b) => b.dataset.hole,
      ),
    ).to.deep.equal(['3']);
  });
});

describe('<hoyito-board> language', () => {
  it('warns about a language it does not have and shows English', async () => {
    const board = document.createElement('hoyito-board') as HoyitoBoard;
    board.setAttribute('lang', 'fr');
    const errored = oneEvent(board, 'hoyito-error');
    document.body.append(board);
    const { detail } = await errored;
    expect([detail.code, detail.attribute]).to.deep.equal(['lang', 'lang']);
    await settle(board);
    expect(shadow(board).querySelector('[part~="status"]')?.textContent).to.match(/South to move/);
    expect(shadow(board).querySelectorAll('[part~="hole"]').length).to.equal(12);
    // Its words are English to assistive technology too, not French.
    const status = shadow(board).querySelector('[part~="status"]') as Element;
    expect(status.matches(':lang(en)') && !status.matches(':lang(fr)')).to.equal(true);
    board.lang = 'es';
    await settle(board);
    // A language it has: the one inherited, with nothing of its own.
    expect(shadow(board).querySelector('.wrap')?.hasAttribute('lang')).to.equal(false);
    board.remove();
  });

  it('speaks the page’s language in place of one it does not have', async () => {
    await withWarnings(async (warnings) => {
      const wrapper = await fixture<HTMLElement>(
        html`<div lang="es-DO"><hoyito-board lang="fr"></hoyito-board></div>`,
      );
      const board = wrapper.querySelector('hoyito-board') as HoyitoBoard;
      await settle(board);
      expect(shadow(board).querySelector('[part~="status"]')?.textContent).to.match(
        /Le toca a Sur/,
      );
      expect(
        shadow(board).querySelector('[part~="status"]')?.matches(':lang(es)'),
        'read as Spanish',
      ).to.equal(true);
      expect(warnings.join('\n')).to.contain('the board shows Spanish');
    });
  });

  it('speaks the language an element between it and the page is given, when it is given', async () => {
    // A page's container (an app's root, a translated section) takes a `lang` after the board is
    // on the page: the board follows it then, not at its next update.
    const wrapper = await fixture<HTMLElement>(
      html`<section><div><hoyito-board speed="instant"></hoyito-board></div></section>`,
    );
    const board = wrapper.querySelector('hoyito-board') as HoyitoBoard;
    await settle(board);
    expect(statusOf(board)).to.equal('South to move');
    wrapper.lang = 'es';
    await until(() => statusOf(board) === 'Le toca a Sur', 'the board speaks Spanish', 2000);
    (wrapper.firstElementChild as HTMLElement).lang = 'en';
    await until(() => statusOf(board) === 'South to move', 'the board speaks English', 2000);
  });
});

describe('<hoyito-board> sizes', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  for (const [holes, width, layout] of [
    [6, 320, 'narrow'],
    [6, 700, 'wide'],
    [12, 600, 'narrow'],
    [12, 1000, 'wide'],
  ] as const) {
    it(`a 2×${holes} diagram ${width} px wide draws its ${layout} layout, labels 11 px or more`, async () => {
      await setViewport({ width: Math.max(width + 40, 800), height: 800 });
      const wrapper = await fixture<HTMLElement>(
        html`<div style=${`width: ${width}px`}><hoyito-board mode="diagram" holes=${holes} variant="hoyito-2" highlight="c"></hoyito-board></div>`,
      );
      const board = wrapper.querySelector('hoyito-board') as HoyitoBoard;
      await settle(board);
      const shown = [...shadow(board).querySelectorAll<SVGSVGElement>('.diagram > svg')].filter(
        (svg) => svg.getBoundingClientRect().height > 0,
      );
      expect(shown.length).to.equal(1);
      expect(shown[0].classList.contains('narrow')).to.equal(layout === 'narrow');
      // The other is not displayed at all, so assistive technology meets one picture, not two.
      const hidden = [...shadow(board).querySelectorAll('.diagram > svg')].filter(
        (svg) => getComputedStyle(svg).display === 'none',
      );
      expect(hidden.length).to.equal(1);
      // The size text comes out at on the screen: its font size, scaled as the picture is.
      const onScreen = (selector: string) => {
        const text = shown[0].querySelector<SVGTextElement>(selector);
        if (text === null) throw new Error(`no ${selector}`);
        const box = shown[0].getBoundingClientRect();
        const view = shown[0].viewBox.baseVal;
        const scale = Math.min(box.width / view.width, box.height / view.height);
        return Number.parseFloat(getComputedStyle(text).fontSize) * scale;
      };
      // The picture fills the board's width at its own proportions, not letterboxed.
      const box = shown[0].getBoundingClientRect();
      expect(box.width).to.be.closeTo(width, 1);
      const view = shown[0].viewBox.baseVal;
      expect(box.height).to.be.closeTo((box.width * view.height) / view.width, 1);
      expect(onScreen('.dlabel')).to.be.at.least(11);
      expect(onScreen('.legend text')).to.be.at.least(layout === 'narrow' ? 11 : 9);
    });
  }

  for (const [holes, scrolls] of [
    [6, false],
    [8, true],
    [12, true],
  ] as const) {
    it(`a 2×${holes} diagram on a 264 px phone keeps its labels 11 px: ${scrolls ? 'the picture scrolls sideways' : 'it fits'}, never the page`, async () => {
      await setViewport({ width: 280, height: 800 });
      const wrapper = await fixture<HTMLElement>(
        html`<div style="width: 264px"><hoyito-board mode="diagram" holes=${holes} variant="hoyito-2" highlight="c"></hoyito-board></div>`,
      );
      const board = wrapper.querySelector('hoyito-board') as HoyitoBoard;
      await settle(board);
      const picture = shadow(board).querySelector<HTMLElement>('.diagram') as HTMLElement;
      const svg = picture.querySelector<SVGSVGElement>('svg.narrow') as SVGSVGElement;
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      const label = svg.querySelector('.dlabel') as SVGTextElement;
      expect(Number.parseFloat(getComputedStyle(label).fontSize) * scale).to.be.at.least(11);
      expect(picture.scrollWidth > picture.clientWidth).to.equal(scrolls);
      expect(board.getBoundingClientRect().width).to.be.at.most(264);
      expect(document.documentElement.scrollWidth).to.be.at.most(280);
      // A picture that scrolls can be scrolled from the keyboard: it takes the focus, named as
      // the live board's scrolling rows are.
      expect(picture.tabIndex).to.equal(scrolls ? 0 : -1);
      expect([picture.getAttribute('role'), picture.getAttribute('aria-label')]).to.deep.equal(
        scrolls ? ['group', 'The rows of holes: ← and → scroll them'] : [null, null],
      );
      const violations = await axe(board);
      expect(violations, describeViolations(violations)).to.have.length(0);
      // Widened past its least width, it no longer scrolls, and is no tab stop.
      await setViewport({ width: 800, height: 800 });
      wrapper.style.width = '600px';
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await settle(board);
      expect(picture.scrollWidth > picture.clientWidth).to.equal(false);
      expect(picture.tabIndex).to.equal(-1);
      expect(picture.getAttribute('role')).to.equal(null);
    });
  }

  // The stores stand beside the rows while the rows' 44 px holes fit there, else above and below
  // them: from 560 px for up to eight holes a row, wider for more (698 px for 2×12); the rows
  // scroll only where stacking the stores does not make room enough.
  for (const [holes, width, stores, scrolls] of [
    [6, 540, 'stacked', false],
    [6, 580, 'beside', false],
    [9, 564, 'stacked', false],
    [9, 570, 'beside', false],
    [10, 600, 'stacked', false],
    [10, 620, 'beside', false],
    [11, 650, 'stacked', false],
    [11, 660, 'beside', false],
    [12, 600, 'stacked', false],
    [12, 690, 'stacked', false],
    [12, 706, 'beside', false],
    [12, 500, 'stacked', true],
  ] as const) {
    it(`2×${holes} ${width} px wide: stores ${stores}, rows ${scrolls ? 'scroll' : 'fit'}`, async () => {
      const wrapper = await fixture<HTMLElement>(
        html`<div style=${`width: ${width}px`}><hoyito-board holes=${holes} variant="hoyito-2"></hoyito-board></div>`,
      );
      const board = wrapper.querySelector('hoyito-board') as HoyitoBoard;
      await settle(board);
      const rows = shadow(board).querySelector('.rows') as HTMLElement;
      const [first, second] = shadow(board).querySelectorAll<HTMLElement>('[part~="store"]');
      const box = rows.getBoundingClientRect();
      const beside =
        first.getBoundingClientRect().right <= box.left &&
        second.getBoundingClientRect().left >= box.right;
      expect(beside ? 'beside' : 'stacked').to.equal(stores);
      expect(rows.scrollWidth > rows.clientWidth).to.equal(scrolls);
    });
  }

  for (const holes of [6, 12]) {
    it(`2×${holes} at 280 px: holes stay 44 px and the page does not overflow`, async () => {
      const wrapper = await fixture<HTMLElement>(
        html`<div style="width: 280px"><hoyito-board holes=${holes} variant="hoyito-2"></hoyito-board></div>`,
      );
      const board = wrapper.querySelector('hoyito-board') as HoyitoBoard;
      await settle(board);
      for (const b of shadow(board).querySelectorAll<HTMLElement>('[part~="hole"]')) {
        const r = b.getBoundingClientRect();
        expect(Math.round(r.width)).to.be.at.least(44);
        expect(Math.round(r.height)).to.be.at.least(44);
      }
      expect(board.getBoundingClientRect().width).to.be.at.most(280);
    });
  }

  it('narrower than its holes, the board shrinks with its container and its rows scroll, not the page', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div style="width: 200px"><hoyito-board></hoyito-board></div>`,
    );
    const board = wrapper.querySelector('hoyito-board') as HoyitoBoard;
    await settle(board);
    expect(board.getBoundingClientRect().width).to.equal(200);
    const rows = shadow(board).querySelector('.rows') as HTMLElement;
    expect(rows.scrollWidth).to.be.greaterThan(rows.clientWidth);
    expect(Math.round(hole(board, 0).getBoundingClientRect().width)).to.equal(44);
  });

  // The narrowest board on which a row's holes fit without scrolling sideways: 44 px holes and
  // what is left of the width between them. 264 px is a 280 px phone less the page's usual 8 px
  // margins: there the side padding has given way and the holes touch.
  for (const [holes, width, gap, viewport] of [
    [6, 264, 0, 280],
    [6, 280, 1, 280],
    [6, 320, 1, 800],
    [7, 320, 0, 320],
    [8, 360, 0, 800],
  ] as const) {
    it(`2×${holes} fits ${width} px (viewport ${viewport} px) without scrolling, its holes 44 px and ${gap} px apart or more`, async () => {
      await setViewport({ width: viewport, height: 600 });
      const wrapper = await fixture<HTMLElement>(
        html`<div style=${`width: ${width}px`}><hoyito-board holes=${holes}></hoyito-board></div>`,
      );
      const board = wrapper.querySelector('hoyito-board') as HoyitoBoard;
      await settle(board);
      const rows = shadow(board).querySelector('.rows') as HTMLElement;
      expect(rows.scrollWidth).to.be.at.most(rows.clientWidth);
      expect(board.getBoundingClientRect().width).to.be.at.most(width);
      const boxes = [0, 1].map((h) => hole(board, h).getBoundingClientRect());
      expect(Math.round(boxes[0].width)).to.be.at.least(44);
      expect(boxes[1].left - boxes[0].right).to.be.at.least(gap - 0.01);
      // The holes stay inside the board's frame.
      const frame = (
        shadow(board).querySelector('[part~="board"]') as HTMLElement
      ).getBoundingClientRect();
      const last = hole(board, holes - 1).getBoundingClientRect();
      expect(boxes[0].left).to.be.at.least(frame.left - 0.01);
      expect(last.right).to.be.at.most(frame.right + 0.01);
      // Wider, the gap grows back to its full 0.35em, and the frame's padding with it.
      await setViewport({ width: 800, height: 600 });
      wrapper.style.width = `${width + 200}px`;
      await nextFrames(1);
      const wide = [0, 1].map((h) => hole(board, h).getBoundingClientRect());
      expect(wide[1].left - wide[0].right).to.be.closeTo(5.6, 0.5);
      const wideFrame = (
        shadow(board).querySelector('[part~="board"]') as HTMLElement
      ).getBoundingClientRect();
      expect(wide[0].left - wideFrame.left).to.be.at.least(15 + 6 - 0.5);
    });
  }

  it('grows with its container for a kiosk screen', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div style="width: 1800px"><hoyito-board></hoyito-board></div>`,
    );
    const board = wrapper.querySelector('hoyito-board') as HoyitoBoard;
    await settle(board);
    expect(hole(board, 0).getBoundingClientRect().width).to.be.greaterThan(150);
  });

  /** Font sizes (px) of a board's picture and of its status line, as drawn. */
  function textSizes(board: HoyitoBoard) {
    const size = (selector: string) => {
      const element = shadow(board).querySelector(selector);
      if (element === null) throw new Error(`no ${selector}`);
      return Number.parseFloat(getComputedStyle(element).fontSize);
    };
    return {
      count: size('[part~="count"]'),
      label: size('[part~="label"]'),
      store: size('[part~="store"]'),
      status: size('[part~="status"]'),
    };
  }

  /** A board `width` px wide (the page may scroll sideways) at `font` px, redrawn for its width. */
  async function boardOfWidth(width: number, font: number, style = ''): Promise<HoyitoBoard> {
    const wrapper = await fixture<HTMLElement>(
      html`<div style=${`width: ${width}px; font-size: ${font}px; ${style}`}><hoyito-board></hoyito-board></div>`,
    );
    const board = wrapper.querySelector('hoyito-board') as HoyitoBoard;
    await settle(board);
    // The observer reports the width after a layout; the board redraws in the frame after.
    await nextFrames(2);
    await board.updateComplete;
    return board;
  }

  for (const [width, font, scale] of [
    [800, 16, 1],
    [960, 16, 1],
    [1000, 16, 1],
    [1100, 16, 1.1],
    [1920, 16, 2],
    [3840, 16, 4],
    [5000, 16, 4],
    [1920, 32, 1],
    [2880, 32, 1.5],
  ] as const) {
    it(`${width} px wide at a ${font} px font, its counts, labels and stores are ${scale} times their size and its status is not`, async () => {
      const errors: string[] = [];
      const onError = (event: ErrorEvent) => errors.push(event.message);
      window.addEventListener('error', onError);
      try {
        const board = await boardOfWidth(width, font);
        const sizes = textSizes(board);
        expect(sizes.count).to.be.closeTo(0.8 * font * scale, 0.05);
        expect(sizes.label).to.be.closeTo(0.8 * font * scale, 0.05);
        expect(sizes.store).to.be.closeTo(1.2 * font * scale, 0.05);
        expect(sizes.status).to.equal(font);
        // The holes' edges grow too, a playable one's still twice another's (borders are drawn
        // in whole pixels).
        const edge = (h: number) =>
          Number.parseFloat(getComputedStyle(hole(board, h)).borderTopWidth);
        expect(edge(0)).to.be.closeTo(4 * scale, 1);
        expect(edge(6)).to.be.closeTo(2 * scale, 1);
        // The rings around a hole grow with the rows' room for them, max(6 px, 0.25em), of which
        // the widest (a suggested move's) takes all, and the last move's mark a third.
        const room = Math.max(6, 0.25 * font * scale);
        board.speed = 'instant';
        board.play('a');
        await settle(board);
        const last = shadow(board).querySelector('[data-state~="last"]') as HTMLElement;
        expect(Number.parseFloat(getComputedStyle(last, '::before').outlineWidth)).to.be.closeTo(
          room / 3,
          1,
        );
        // The counts stand out of their holes at the bottom right: the rows keep room for that,
        // whatever its size, so neither a count is clipped nor the rows scroll.
        const rows = shadow(board).querySelector('.rows') as HTMLElement;
        expect(rows.scrollWidth).to.be.at.most(rows.clientWidth);
        const rowsBox = rows.getBoundingClientRect();
        for (const count of shadow(board).querySelectorAll('[part~="count"]')) {
          const box = count.getBoundingClientRect();
          expect(box.right).to.be.at.most(rowsBox.right + 0.01);
          expect(box.bottom).to.be.at.most(rowsBox.bottom + 0.01);
        }
      } finally {
        window.removeEventListener('error', onError);
      }
      // A redraw in the observer's own callback would make the browser report a loop it cannot
      // resolve ("ResizeObserver loop completed with undelivered notifications").
      expect(errors).to.deep.equal([]);
    });
  }

  for (const mode of ['play', 'replay', 'diagram', 'setup'] as const) {
    it(`in ${mode} mode draws no inline style attribute, which a strict Content-Security-Policy would refuse`, async () => {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board mode=${mode} highlight="c" holes="7"></hoyito-board>`,
      );
      await settle(board);
      const styled = [...shadow(board).querySelectorAll('[style]')].map((e) => e.outerHTML);
      expect(styled).to.deep.equal([]);
      // The layout still knows the board's size: the frame's padding needs --holes.
      if (mode !== 'diagram') {
        const frame = shadow(board).querySelector('[part~="board"]') as HTMLElement;
        expect(getComputedStyle(frame).getPropertyValue('--holes').trim()).to.equal('7');
      }
    });
  }

  it('appears at its scale: the scale is set before the frame after its first layout is painted', async () => {
    const wrapper = document.createElement('div');
    wrapper.style.width = '3840px';
    const board = document.createElement('hoyito-board') as HoyitoBoard;
    wrapper.append(board);
    document.body.append(wrapper);
    try {
      await board.updateComplete;
      // The first frame lays the board out and its observer sets the scale at once; what the
      // second frame's callbacks see is what that frame painted.
      await nextFrames(2);
      expect(textSizes(board).label).to.be.closeTo(51.2, 0.05);
    } finally {
      wrapper.remove();
    }
  });

  it('its picture’s text follows the board as it is resized, and --hoyito-board-text-scale overrides it', async () => {
    const board = await boardOfWidth(3840, 16);
    expect(textSizes(board).label).to.be.closeTo(51.2, 0.05);
    const wrapper = board.parentElement as HTMLElement;
    wrapper.style.width = '800px';
    await nextFrames(3);
    await board.updateComplete;
    expect(textSizes(board).label).to.be.closeTo(12.8, 0.05);
    wrapper.style.width = '2400px';
    await nextFrames(3);
    await board.updateComplete;
    expect(textSizes(board).label).to.be.closeTo(12.8 * 2.5, 0.05);
    // A page that sizes the text itself turns the scale off, or sets its own.
    board.style.setProperty('--hoyito-board-text-scale', '1');
    await nextFrames(1);
    expect(textSizes(board).label).to.be.closeTo(12.8, 0.05);
    board.style.setProperty('--hoyito-board-text-scale', '3');
    await nextFrames(1);
    expect(textSizes(board).label).to.be.closeTo(12.8 * 3, 0.05);
  });

  it('taken off the page before it redraws for its width, it does not redraw, and it scales again when put back', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div style="width: 3840px"><hoyito-board></hoyito-board></div>`,
    );
    const board = wrapper.querySelector('hoyito-board') as HoyitoBoard;
    await board.updateComplete;
    board.remove();
    const drawn = shadow(board).querySelector('[part~="board"]') as HTMLElement;
    await nextFrames(3);
    expect(drawn.style.getPropertyValue('--_scale')).to.equal('');
    wrapper.append(board);
    await nextFrames(3);
    await board.updateComplete;
    expect(textSizes(board).label).to.be.closeTo(51.2, 0.05);
  });
});

describe('<hoyito-board> a new game of the kind on the board', () => {
  // A record, a position or load() may give the board another game than its attributes say (a
  // shared link's game on a page whose board has no variant attribute): New game starts one of
  // that kind, not the attributes' default Hoyito II on 2×6.
  const kind = (board: HoyitoBoard) => {
    const p = board.currentPosition;
    return p
      ? [p.variant, p.holes, p.board[0], p.legalMoves().length > 0, p.captured.join('-')]
      : [];
  };

  it('after a record of Hoyito III on 2×7, with 3 seeds a hole', async () => {
    const record = '[Variant "hoyito-3"]\n[Holes "7"]\n[Seeds "3"]\n\nc';
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board record=${record} speed="instant"></hoyito-board>`,
    );
    await settle(board);
    button(board, /^New game$/).click();
    await settle(board);
    expect(kind(board)).to.deep.equal(['hoyito-3', 7, 3, true, '0-0']);
    expect(board.gameRecord).not.to.match(/\bc\b/);
    // The page's attributes are not rewritten.
    expect(board.hasAttribute('variant')).to.equal(false);
  });

  it("after a position (a lesson), with the attributes' seeds", async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board position="h1/2.0.3/1.1.0/10-9/s" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    board.newGame();
    await settle(board);
    expect(kind(board)).to.deep.equal(['hoyito-1', 3, 4, true, '0-0']);
  });

  it('after load(), and with options: what they say, the rest from the game on the board', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    expect(board.load('[Variant "hoyito-1"]\n[Holes "5"]\n\nc')).to.equal(true);
    await settle(board);
    board.newGame({ holes: 8 });
    await settle(board);
    expect(kind(board)).to.deep.equal(['hoyito-1', 8, 4, true, '0-0']);
    board.newGame({ variant: 'hoyito-3' });
    await settle(board);
    expect(kind(board)).to.deep.equal(['hoyito-3', 8, 4, true, '0-0']);
    // As the attributes are read: a page may pass what a form field holds.
    board.newGame({ holes: '5', seeds: '3' });
    await settle(board);
    expect(kind(board)).to.deep.equal(['hoyito-3', 5, 3, true, '0-0']);
    board.newGame({ holes: 'five' });
    await settle(board);
    expect(board.error?.attribute).to.equal('holes');
    board.newGame({ holes: 6 });
    await settle(board);
    expect(kind(board)).to.deep.equal(['hoyito-3', 6, 3, true, '0-0']);
  });
});

describe('<hoyito-board> controls that go away with their action', () => {
  // The focus would fall to the page's body, and a keyboard user's next Tab would start over
  // from the top of the page.
  const focusedHole = (board: HoyitoBoard) =>
    (shadow(board).activeElement as HTMLElement | null)?.dataset.hole ?? null;

  it('Start playing from here hands the focus to a hole of the side to move', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    const start = button(board, /^Start playing from here$/);
    start.focus();
    start.click();
    await settle(board);
    expect(board.mode).to.equal('play');
    expect(document.activeElement).to.equal(board);
    const hole = Number(focusedHole(board));
    expect(board.legalMoves).to.include(hole);
    // Handed the focus, not chosen: the hole is not previewed (on a touch screen the words would
    // take room and speak of a hole nobody tapped).
    expect(shadow(board).querySelector('#preview')?.textContent?.trim()).to.equal('');
  });

  it('Next game hands the focus to a hole of the side that starts it', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board rounds="2" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    expect(board.agree()).to.equal(true);
    await settle(board);
    const next = button(board, /^Next game$/);
    next.focus();
    await sendKeys({ press: 'Enter' });
    await settle(board);
    expect(board.currentPosition?.round).to.equal(2);
    expect(document.activeElement).to.equal(board);
    expect(board.legalMoves).to.include(Number(focusedHole(board)));
    expect(board.currentPosition?.toMove).to.equal('north');
    expect(shadow(board).querySelector('#preview')?.textContent?.trim()).to.equal('');
  });

  it('Next game with the other side played by code hands the focus to the board, not to a control', async () => {
    // North starts round 2, and thinks for ever: no hole is the person's to play.
    const board = await nextGameFromKeys(() => new Promise(() => {}));
    expect(board.currentPosition?.toMove).to.equal('north');
    expect(document.activeElement).to.equal(board);
    // Not New game, which a reflexive second Enter would press, throwing the match away.
    expect(shadow(board).activeElement).to.equal(shadow(board).querySelector('[part~="board"]'));
  });

  it('the turn coming back moves the focus from the board itself to a hole', async () => {
    let answer: (move: number) => void = () => {};
    const board = await nextGameFromKeys(
      () =>
        new Promise<number>((resolve) => {
          answer = resolve;
        }),
    );
    const group = shadow(board).querySelector('[part~="board"]');
    expect(shadow(board).activeElement).to.equal(group);
    // Keys pressed on the board itself meanwhile say why nothing happens, in the live narration.
    const said = () =>
      [...shadow(board).querySelectorAll('[part~="narration"] li')].map((li) =>
        li.textContent?.trim(),
      );
    for (const key of ['ArrowRight', 'Enter']) {
      const lines = said();
      await sendKeys({ press: key });
      await settle(board);
      expect(said()).to.deep.equal([...lines, `It is ${named('Slow')}'s turn.`]);
      expect(shadow(board).activeElement).to.equal(group);
    }
    // A hole pressed meanwhile says why nothing happens, in the live narration too (a hole's
    // description is not read out when it changes), after what it said already, kept as it was.
    const items = () => [...shadow(board).querySelectorAll('[part~="narration"] li')];
    const before = items();
    hole(board, 0).click();
    await settle(board);
    expect(narration(board)).to.match(/It is \u2068Slow\u2069's turn\.$/);
    expect(items().slice(0, before.length)).to.deep.equal(before);
    expect(items()).to.have.length(before.length + 1);
    expect(shadow(board).querySelector('#preview')?.textContent?.trim()).to.equal(
      `It is ${named('Slow')}'s turn.`,
    );
    // Slow answers: South's turn, and the focus goes on to the hole in the tab order.
    answer(board.legalMoves[0] as number);
    await until(() => board.currentPosition?.toMove === 'south', 'North has played');
    await settle(board);
    const focused = shadow(board).activeElement as HTMLElement;
    expect(focused.hasAttribute('data-hole')).to.equal(true);
    expect(focused.getAttribute('tabindex')).to.equal('0');
    await sendKeys({ press: 'Enter' });
    await settle(board);
    expect(board.currentPosition?.toMove).to.equal('north');
  });

  it('draws no controls at all with controls="none", in a game that must pass too', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board controls="none"></hoyito-board>`);
    await settle(board);
    expect(shadow(board).querySelector('[part~="controls"]')).to.equal(null);
    // South, with no seeds, must pass: Pass is shown, whatever `controls` says.
    board.setAttribute('position', 'h2/0.0.0.0.0.0/4.4.4.4.4.4/12-12/s');
    await settle(board);
    expect(buttonLabels(board)).to.deep.equal(['Pass']);
  });

  it('offers Pass once the move before it has been shown, not while that move is sown', async () => {
    // North's B leaves South with no seeds: South must pass after it. Without `pass` in the
    // controls, Pass shows only when it can be played.
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board position="h3/0.0.0/7.1.0/0-4/n/c10" speed="slow" controls="undo animation"></hoyito-board>`,
    );
    await settle(board);
    expect(board.play('B')).to.equal(true);
    await settle(board);
    button(board, /^Pause$/).click();
    await settle(board);
    expect(statusOf(board)).to.match(/^Lap 1/);
    expect(buttonLabels(board)).to.not.include('Pass');
    button(board, /^Skip animation$/).click();
    await settle(board);
    expect(button(board, /^Pass$/).getAttribute('aria-disabled')).to.not.equal('true');
    // Kept in view with `pass`, it is unavailable while the move before it is sown.
    board.undo();
    board.controls = 'pass animation';
    await settle(board);
    expect(board.play('B')).to.equal(true);
    await settle(board);
    button(board, /^Pause$/).click();
    await settle(board);
    const pass = button(board, /^Pass$/);
    expect(pass.getAttribute('aria-disabled')).to.equal('true');
    pass.click();
    await settle(board);
    expect(board.currentPosition?.toMove).to.equal('south');
    expect(statusOf(board)).to.match(/^Lap 1/);
  });

  // Pass goes with its press without `pass` in the controls, and stays unavailable with it (a
  // default): either way the focus goes on to the board, and a second Enter plays a hole.
  for (const controls of ['undo new-game', null]) {
    it(`keeps each control its own button: a focused one is never relabelled as another (controls: ${controls ?? 'default'})`, async () => {
      // South must pass (no seeds); both sides are people.
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board position="h2/0.0.0.0.0.0/4.4.4.4.4.4/12-12/s" speed="instant" controls=${controls ?? nothing}></hoyito-board>`,
      );
      await settle(board);
      const undo = button(board, /^Undo$/);
      const pass = button(board, /^Pass$/);
      pass.focus();
      await sendKeys({ press: 'Enter' });
      await settle(board);
      expect(board.currentPosition?.toMove).to.equal('north');
      if (controls === null)
        expect(button(board, /^Pass$/).getAttribute('aria-disabled')).to.equal('true');
      else expect(buttonLabels(board)).to.not.include('Pass');
      // Undo is the element it was, and the focus did not land on it: a second Enter undoes
      // nothing.
      expect(button(board, /^Undo$/)).to.equal(undo);
      expect(shadow(board).activeElement).to.not.equal(undo);
      expect(shadow(board).activeElement?.hasAttribute('data-hole')).to.equal(true);
      expect(document.activeElement).to.equal(board);
      const passed = board.currentPosition;
      await sendKeys({ press: 'Enter' });
      await settle(board);
      expect(board.currentPosition).to.not.equal(passed);
      expect(narration(board)).to.not.match(/undone/);
    });
  }

  for (const controls of ['undo new-game', null]) {
    it(`hands a hole's focus to Pass when the side to move must pass (controls: ${controls ?? 'default'})`, async () => {
      // North's C leaves South with no seeds; both sides are people, at the keyboard.
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board position="h2/0.0.0.0.0.0/2.1.3.0.0.0/20-22/n" speed="instant" controls=${controls ?? nothing}></hoyito-board>`,
      );
      await settle(board);
      const c = hole(board, 8);
      c.focus();
      await sendKeys({ press: 'Enter' });
      await settle(board);
      expect(board.currentPosition?.mustPass()).to.equal(true);
      // Not left on the emptied hole, where arrows go nowhere and Enter only says why not.
      const pass = button(board, /^Pass$/);
      await until(() => shadow(board).activeElement === pass, 'the focus to go to Pass');
      await sendKeys({ press: 'Enter' });
      await settle(board);
      expect(board.currentPosition?.toMove).to.equal('north');
      expect(shadow(board).activeElement?.hasAttribute('data-hole')).to.equal(true);
      // An undo back to the pass does the same: the focus was on a hole that South cannot play.
      (shadow(board).activeElement as HTMLElement).focus();
      await sendKeys({ down: 'Control' });
      await sendKeys({ press: 'z' });
      await sendKeys({ up: 'Control' });
      await settle(board);
      expect(board.currentPosition?.mustPass()).to.equal(true);
      await until(
        () => shadow(board).activeElement === button(board, /^Pass$/),
        'the focus to go to Pass after the undo',
      );
    });
  }

  it('says of a hole pointed at while the side to move must pass that it must', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board position="h2/0.0.0.0.0.0/2.1.3.0.0.0/20-22/s" lang="es"></hoyito-board>`,
    );
    await settle(board);
    hole(board, 6).dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
    await settle(board);
    expect(previewOf(board)).to.equal(
      'La casita A es de Norte; le toca a Sur. Sur no tiene jugadas y tiene que pasar.',
    );
  });

  it('scrolls a narration past its room, the newest line in view, and is then a tab stop', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div><style>.cramped::part(narration) { max-block-size: 2lh; }</style><hoyito-board class="cramped" narration variant="hoyito-2" holes="3" position="h2/7.0.0/0.0.0/0-0/s" speed="instant"></hoyito-board><hoyito-board narration variant="hoyito-2" holes="3" position="h2/7.0.0/0.0.0/0-0/s" speed="instant"></hoyito-board></div>`,
    );
    const [cramped, roomy] = [...wrapper.querySelectorAll('hoyito-board')] as HoyitoBoard[];
    const listOf = (board: HoyitoBoard) =>
      shadow(board).querySelector('[part~="narration"]') as HTMLElement;
    for (const board of [cramped, roomy]) {
      await settle(board);
      board.play('a');
      await settle(board);
    }
    const list = listOf(cramped);
    expect(list.children.length, 'lines told').to.be.greaterThan(2);
    expect(list.scrollHeight).to.be.greaterThan(list.clientHeight);
    expect(list.getAttribute('tabindex')).to.equal('0');
    // A tab stop, it is named: a nameless list would be read from its first line.
    expect(list.getAttribute('aria-label')).to.equal('Narration');
    const last = list.lastElementChild as HTMLElement;
    expect(last.getBoundingClientRect().bottom).to.be.closeTo(
      list.getBoundingClientRect().bottom,
      1,
    );
    // Room for 20 lines by default: the same move fits, and no tab stop is added.
    // A line's height, measured on a line of one letter put in the list for a moment.
    const probe = document.createElement('li');
    probe.textContent = 'x';
    listOf(roomy).append(probe);
    const lineHeight = probe.getBoundingClientRect().height;
    probe.remove();
    expect(Number.parseFloat(getComputedStyle(listOf(roomy)).maxBlockSize)).to.be.closeTo(
      20 * lineHeight,
      1,
    );
    expect(listOf(roomy).scrollHeight).to.be.at.most(listOf(roomy).clientHeight);
    expect(listOf(roomy).hasAttribute('tabindex')).to.equal(false);
    // Hidden, the narration is for screen readers alone, and no tab stop.
    cramped.narration = false;
    await settle(cramped);
    expect(list.hasAttribute('tabindex')).to.equal(false);
  });

  it('measures the narration anew when the board narrows or widens: its lines wrap anew', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div style="inline-size: 900px"><style>.short::part(narration) { max-block-size: 6lh; }</style><hoyito-board class="short" narration speed="instant" controls=""></hoyito-board></div>`,
    );
    const board = wrapper.querySelector('hoyito-board') as HoyitoBoard;
    await settle(board);
    // Six lines, each of one line's height when the board is wide.
    board.play('c');
    await settle(board);
    const list = shadow(board).querySelector('[part~="narration"]') as HTMLElement;
    expect(list.children.length).to.equal(6);
    expect(list.scrollHeight, 'fits when wide').to.be.at.most(list.clientHeight + 1);
    expect(list.hasAttribute('tabindex')).to.equal(false);
    list.scrollTop = 0;
    // No line changes: only the width, which the board hears of from its resize observer.
    wrapper.style.inlineSize = '300px';
    await until(() => list.getAttribute('tabindex') === '0', 'no tab stop once narrow', 3000);
    expect(list.scrollHeight).to.be.greaterThan(list.clientHeight + 1);
    // Where the reader had scrolled to is left alone.
    expect(list.scrollTop).to.equal(0);
    wrapper.style.inlineSize = '900px';
    await until(() => !list.hasAttribute('tabindex'), 'a tab stop kept once wide again', 3000);
  });

  it('announces a narration again word for word: each new one is new items in the live region', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
    await settle(board);
    const items = () => [...shadow(board).querySelectorAll('[part~="narration"] li')];
    button(board, 'New game').click();
    await settle(board);
    const first = items();
    expect(first.map((li) => li.textContent)).to.deep.equal(['New game. South to move.']);
    button(board, 'New game').click();
    await settle(board);
    const second = items();
    expect(second.map((li) => li.textContent)).to.deep.equal(['New game. South to move.']);
    expect(second[0]).to.not.equal(first[0]);
    // Nothing new said, nothing new announced: a render for something else keeps the items.
    board.setAttribute('speed', 'fast');
    await settle(board);
    expect(items()[0]).to.equal(second[0]);
  });

  it('tells the page of a hint shown, with its move, notation, words and position', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board lang="es"></hoyito-board>`);
    await settle(board);
    const position = board.currentPosition;
    const told = oneEvent(board, 'hoyito-hint');
    expect(await board.hint()).to.equal(true);
    const { detail, bubbles, composed } = await told;
    await settle(board);
    expect([bubbles, composed]).to.deep.equal([true, true]);
    const marked = shadow(board).querySelector('[data-state~="hint"]') as HTMLElement;
    expect(detail.move).to.equal(Number(marked.dataset.hole));
    expect(detail.notation).to.equal(makeMove(detail.move, 6));
    expect(detail.text).to.equal(previewOf(board));
    expect(detail.text).to.match(/^Pista: siembra /);
    expect(detail.position).to.equal(position);
  });

  it('names the hole a hint suggests as such', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board lang="es"></hoyito-board>`);
    await settle(board);
    expect(await board.hint()).to.equal(true);
    await settle(board);
    const marked = shadow(board).querySelector('[data-state~="hint"]') as HTMLElement;
    expect(marked.getAttribute('aria-label')).to.match(/, la que sugiere la pista$/);
    expect(
      [...shadow(board).querySelectorAll('[data-hole]')].filter((h) =>
        h.getAttribute('aria-label')?.includes('pista'),
      ),
    ).to.have.length(1);
  });

  it('a message shown in the board’s place takes the focus from the control it replaced', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
    await settle(board);
    button(board, 'New game').focus();
    board.setAttribute('speed', 'warp');
    await settle(board);
    expect(document.activeElement).to.equal(board);
    expect(shadow(board).activeElement).to.equal(shadow(board).querySelector('[part~="error"]'));
  });

  it('leaves the focus alone when it is elsewhere on the page', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board rounds="2" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    expect(board.agree()).to.equal(true);
    await settle(board);
    const outside = document.createElement('button');
    document.body.append(outside);
    try {
      outside.focus();
      expect(board.nextGame()).to.equal(true);
      await settle(board);
      expect(document.activeElement).to.equal(outside);
    } finally {
      outside.remove();
    }
  });
});

/**
 * A Hoyito III match of `rounds` under way: its first game ended by agreement at once, the second
 * one move in.
 */
async function matchUnderWay(rounds: number): Promise<HoyitoBoard> {
  const board = await fixture<HoyitoBoard>(
    html`<hoyito-board variant="hoyito-3" rounds=${rounds} speed="instant"></hoyito-board>`,
  );
  await settle(board);
  board.agree();
  await settle(board);
  board.nextGame();
  board.play(board.legalMoves[0] as number);
  await settle(board);
  return board;
}

describe('<hoyito-board> match (rounds)', () => {
  const status = (board: HoyitoBoard) =>
    shadow(board).querySelector('[part~="status"]')?.textContent?.trim() ?? '';
  /** Whether the controls offer `name`, available (a match keeps Next game in view, unavailable). */
  const hasButton = (board: HoyitoBoard, name: RegExp) =>
    [...shadow(board).querySelectorAll('[part~="controls"] button')].some(
      (b) => name.test(b.textContent ?? '') && b.getAttribute('aria-disabled') !== 'true',
    );

  it('leaves Next game out of a match that asks for no controls and goes on by itself (loop)', async () => {
    for (const [attributes, offered] of [
      ['rounds="3" controls="none" loop', false],
      ['rounds="3" controls="none"', true],
      ['rounds="3" loop', true],
    ] as const) {
      const board = document.createElement('hoyito-board') as HoyitoBoard;
      for (const attribute of attributes.split(' ')) {
        const [name, value = ''] = attribute.split('=');
        board.setAttribute(name, value.replace(/"/g, ''));
      }
      document.body.append(board);
      try {
        await settle(board);
        expect(
          buttonLabels(board).some((label) => label === 'Next game'),
          attributes,
        ).to.equal(offered);
      } finally {
        board.remove();
      }
    }
  });

  it('plays a match: its round, the score, Next game started by the other side, the result', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" rounds="2" speed="instant" narration></hoyito-board>`,
    );
    await settle(board);
    expect(status(board)).to.equal('Round 1 of 2 · South to move');
    expect(hasButton(board, /^Next game$/)).to.equal(false);
    expect(board.nextGame()).to.equal(false);
    expect(board.play(2)).to.equal(true);
    await settle(board);
    const first = oneEvent(board, 'hoyito-gameover');
    expect(board.agree()).to.equal(true);
    const { detail } = await first;
    expect(detail.round).to.equal(1);
    expect(detail.match?.winner).to.equal(null);
    const wins = detail.match?.wins ?? [0, 0];
    expect(wins[0] + wins[1] + (detail.match?.draws ?? 0)).to.equal(1);
    await settle(board);
    expect(status(board)).to.match(/^Round 1 of 2 · .* · Match: South \d, North \d/);
    expect(narration(board)).to.match(/Match: South \d, North \d(, 1 drawn)?\.$/);
    button(board, /^Next game$/).click();
    await settle(board);
    // Said once, by the narration (a screen reader hears it however it heard the status line
    // before), with whose turn it is; the status line, which shows the same, is quiet meanwhile.
    expect(status(board)).to.equal('Round 2 of 2 · North to move');
    expect(narration(board)).to.equal('Round 2 of 2. North to move.');
    expect(liveness(board)).to.equal('off');
    expect(board.currentPosition?.previousWinner).to.equal(detail.winner);
    expect(board.currentPosition?.round).to.equal(2);
    const second = oneEvent(board, 'hoyito-gameover');
    expect(board.agree()).to.equal(true);
    const last = (await second).detail;
    expect(last.round).to.equal(2);
    expect(last.match?.winner).to.be.oneOf(['south', 'north', 'draw']);
    await settle(board);
    expect(status(board)).to.match(/wins the match|match is drawn/);
    expect(hasButton(board, /^Next game$/)).to.equal(false);
    // A new game is a new match.
    button(board, /^New game$/).click();
    await settle(board);
    expect(status(board)).to.equal('Round 1 of 2 · South to move');
  });

  it('speaks of the match in Spanish', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-3" rounds="3" lang="es" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    expect(status(board)).to.equal('Ronda 1 de 3 · Le toca a Sur');
    board.agree();
    await settle(board);
    expect(status(board)).to.match(/Encuentro: Sur 0, Norte 0, 1 empate$/);
    button(board, /^Siguiente partida$/).click();
    await settle(board);
    expect(status(board)).to.equal('Ronda 2 de 3 · Le toca a Norte');
  });

  it('says that New game starts the match again from its first round, in both languages', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-3" rounds="3" speed="instant" narration></hoyito-board>`,
    );
    await settle(board);
    board.agree();
    await settle(board);
    // At a round's end, where Next game would go on: the status line, quiet there, is not heard
    // as it changes, so the narration alone tells that the match starts again.
    button(board, /^New game$/).click();
    await settle(board);
    expect(narration(board)).to.equal('New game. Round 1 of 3. South to move.');
    board.lang = 'es';
    await settle(board);
    expect(narration(board)).to.equal('Partida nueva. Ronda 1 de 3. Le toca a Sur.');
  });

  it('refuses rounds with a start of its own, or out of range, and recovers', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board rounds="3" position="h2/4.4.4/4.4.4/0-0/s"></hoyito-board>`,
    );
    await settle(board);
    const error = () => shadow(board).querySelector('[part~="error"]')?.textContent ?? '';
    expect(error()).to.contain('cannot be combined with a position or a record');
    board.removeAttribute('position');
    await settle(board);
    expect(error()).to.equal('');
    expect(status(board)).to.equal('Round 1 of 3 · South to move');
    const refused = oneEvent(board, 'hoyito-error');
    board.setAttribute('rounds', '100');
    expect((await refused).detail).to.include({ code: 'rounds', attribute: 'rounds' });
    await settle(board);
    expect(error()).to.contain('from 1 to 99');
  });

  it("offers Next game once the round's last move has been shown, not while it is sown", async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-3" holes="3" seeds="2" rounds="2" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    // The round played to its end by the rules, its last move at the slow speed.
    const game = new Game(start({ variant: 'hoyito-3', holes: 3, seeds: 2 }));
    const line: Move[] = [];
    while (!game.position.over) {
      const move = game.position.legalMoves()[0] ?? 'pass';
      line.push(move);
      game.play(move);
    }
    for (const move of line.slice(0, -1)) {
      expect(board.play(move)).to.equal(true);
      await settle(board);
    }
    board.speed = 'slow';
    await settle(board);
    expect(board.play(line[line.length - 1])).to.equal(true);
    await settle(board);
    button(board, /^Pause$/).click();
    await settle(board);
    expect(status(board)).to.match(/^Round 1 of 2 · Lap 1/);
    expect(hasButton(board, /^Next game$/)).to.equal(false);
    button(board, /^Skip animation$/).click();
    await settle(board);
    expect(status(board)).to.match(/Match: South \d, North \d/);
    expect(hasButton(board, /^Next game$/)).to.equal(true);
  });

  it('saves a match and restores it, round and score, after a reload', async () => {
    localStorage.clear();
    const make = () =>
      fixture<HoyitoBoard>(
        html`<hoyito-board variant="hoyito-2" rounds="3" speed="instant" persist="match-test"></hoyito-board>`,
      );
    const board = await make();
    await settle(board);
    board.agree();
    await settle(board);
    expect(board.nextGame()).to.equal(true);
    board.play(board.legalMoves[0] as number);
    await settle(board);
    const position = board.currentPosition;
    board.remove();
    const again = await make();
    await settle(again);
    expect(status(again)).to.match(/^Round 2 of 3 · /);
    expect(again.currentPosition?.equals(position as Position)).to.equal(true);
    again.remove();
    localStorage.clear();
  });

  it('gives its games as records, and loadMatch brings the match back on another board', async () => {
    const board = await matchUnderWay(3);
    const records = board.matchRecords as string[];
    expect(records).to.have.length(2);
    const other = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
    await settle(other);
    expect(other.matchRecords).to.equal(null);
    expect(other.loadMatch(records, 3)).to.equal(true);
    await settle(other);
    expect(other.currentPosition?.equals(board.currentPosition as Position)).to.equal(true);
    expect(status(other)).to.equal(status(board));
    expect(other.matchRecords).to.deep.equal(records);
    // The match goes on: the rest of this round, then the third.
    other.agree();
    await settle(other);
    expect(other.nextGame()).to.equal(true);
    await settle(other);
    expect(status(other)).to.match(/^Round 3 of 3 · /);
  });

  it('goes back from replay to play where the game stood, the computer’s side included', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
    const south = firstLegalPlayer('First move');
    board.players = { south: south.player };
    await settle(board);
    for (let i = 0; i < 2; i++) {
      await until(() => board.currentPosition?.toMove === 'north', 'South plays');
      await settle(board);
      board.play(board.legalMoves[0] as number);
      await settle(board);
    }
    await until(() => board.currentPosition?.toMove === 'north', 'South plays');
    await settle(board);
    const record = board.gameRecord;
    const position = board.currentPosition as Position;
    expect(south.asked()).to.equal(3);
    board.mode = 'replay';
    await settle(board);
    expect(status(board)).to.match(/^Start of the game/);
    button(board, /^Next move$/).click();
    await settle(board);
    board.mode = 'play';
    await settle(board);
    await nextFrames(3);
    expect(board.currentPosition?.equals(position)).to.equal(true);
    expect(board.gameRecord).to.equal(record);
    // North (a person) is to move: South's player was not asked again.
    expect(south.asked()).to.equal(3);
  });

  it('keeps the room of a record’s notes in a round without them, so that the rounds stay put', async () => {
    const [first, second] = (await matchUnderWay(2)).matchRecords as string[];
    const parsed = parseRecord(first);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const noted = makeRecord(parsed.value.game, [
      ['South', 'Ana'],
      ['Event', 'Final'],
    ]);
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    expect(board.loadMatch([noted, second], 2)).to.equal(true);
    await settle(board);
    const roundButton = (i: number) =>
      shadow(board).querySelectorAll<HTMLButtonElement>('[part~="rounds"] button')[i];
    const about = () => shadow(board).querySelector('[part~="about"]');
    const top = () => roundButton(0).getBoundingClientRect().top;
    const before = top();
    expect(about()?.textContent).to.contain(`South: ${named('Ana')}`);
    roundButton(1).click();
    await settle(board);
    expect(top()).to.equal(before);
    // Room only: nothing to read.
    expect(about()?.getAttribute('aria-hidden')).to.equal('true');
    expect(about()?.textContent?.trim()).to.equal('');
  });

  it('says a replayed round’s players when its record names others than the round left', async () => {
    const records = (await matchUnderWay(2)).matchRecords as string[];
    /** The match's records, round i's players named by `players[i]` ([South, North]). */
    const withPlayers = (players: [string, string][]) =>
      records.map((record, i) => {
        const parsed = parseRecord(record);
        if (!parsed.ok) throw new Error(parsed.error.message);
        return makeRecord(parsed.value.game, [
          ['South', players[i][0]],
          ['North', players[i][1]],
        ]);
      });
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    // Round 2 swaps the sides.
    expect(
      board.loadMatch(
        withPlayers([
          ['Ana', 'Luis'],
          ['Luis', 'Ana'],
        ]),
        2,
      ),
    ).to.equal(true);
    await settle(board);
    const roundButton = (i: number) =>
      shadow(board).querySelectorAll<HTMLButtonElement>('[part~="rounds"] button')[i];
    roundButton(1).click();
    await settle(board);
    expect(narration(board)).to.equal(
      `Round 2 of 2. South: ${named('Luis')}, North: ${named('Ana')}. North to move.`,
    );
    board.lang = 'es';
    await settle(board);
    expect(narration(board)).to.equal(
      `Ronda 2 de 2. Sur: ${named('Luis')}, Norte: ${named('Ana')}. Le toca a Norte.`,
    );
    // Back to round 1 by its button: its players are said, since they differ.
    roundButton(0).click();
    await settle(board);
    expect(narration(board)).to.equal(
      `Ronda 1 de 2. Sur: ${named('Ana')}, Norte: ${named('Luis')}. Le toca a Sur.`,
    );
    // Into round 1's end, a step back from round 2's start: said too, before where it stands.
    roundButton(1).click();
    await settle(board);
    button(board, /^Jugada anterior$/).click();
    await settle(board);
    expect(narration(board)).to.match(
      /^Sur: \u2068Ana\u2069, Norte: \u2068Luis\u2069\. Ronda 1 de 2\. /,
    );

    // The same players in both rounds: the round alone, as before.
    expect(
      board.loadMatch(
        withPlayers([
          ['Ana', 'Luis'],
          ['Ana', 'Luis'],
        ]),
        2,
      ),
    ).to.equal(true);
    await settle(board);
    roundButton(1).click();
    await settle(board);
    expect(narration(board)).to.equal('Ronda 2 de 2. Le toca a Norte.');
  });

  it('replays a match whole: across its rounds, by its round buttons and keys, in both languages', async () => {
    // A match of three rounds: the first ended by agreement at once, the second after two
    // moves, the third under way after one.
    const played = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-3" rounds="3" speed="instant"></hoyito-board>`,
    );
    await settle(played);
    played.agree();
    await settle(played);
    played.nextGame();
    for (let i = 0; i < 2; i++) {
      played.play(played.legalMoves[0] as number);
      await settle(played);
    }
    played.agree();
    await settle(played);
    played.nextGame();
    played.play(played.legalMoves[0] as number);
    await settle(played);
    const records = played.matchRecords as string[];
    const playing = played.currentPosition as Position;

    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    expect(board.loadMatch(records, 3)).to.equal(true);
    await settle(board);
    const rounds = () => [
      ...shadow(board).querySelectorAll<HTMLButtonElement>('[part~="rounds"] button'),
    ];
    const shownRound = () =>
      rounds().findIndex((b) => b.getAttribute('aria-current') === 'true') + 1;
    expect(rounds().map((b) => b.textContent?.trim())).to.deep.equal([
      'Round 1',
      'Round 2',
      'Round 3',
    ]);
    expect(shadow(board).querySelector('[part~="rounds"]')?.getAttribute('aria-label')).to.equal(
      'Rounds of the match',
    );
    expect(status(board)).to.match(/^Round 1 of 3 · Start of the game · /);
    expect(shownRound()).to.equal(1);
    const press = async (label: RegExp) => {
      button(board, label).click();
      await settle(board);
    };
    const key = async (name: string) => {
      shadow(board)
        .querySelector('.wrap')
        ?.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true }));
      await settle(board);
    };

    // Round 1 is the agreement alone; Next then goes on to round 2, which is said.
    await press(/^Next move$/);
    expect(status(board)).to.match(/^Round 1 of 3 · Move 1 of 1 · /);
    // Its end shows the match's score as it stood then: one game, drawn by agreement at the
    // start (24 seeds each), not the rounds after it.
    expect(status(board)).to.match(/ · Match: South 0, North 0, 1 drawn$/);
    // Told by the narration, as the end of a game is, with the rest of what the line shows.
    expect(narration(board)).to.match(/\.\s*Move 1 of 1\.\s*Match: South 0, North 0, 1 drawn\.$/);
    await press(/^Next move$/);
    expect(status(board)).to.match(/^Round 2 of 3 · Start of the game · /);
    // The narration says the round and whose turn it is; the status line is quiet meanwhile.
    expect(narration(board)).to.equal('Round 2 of 3. North to move.');
    expect(liveness(board)).to.equal('off');
    expect(shownRound()).to.equal(2);
    expect(board.currentPosition?.toMove).to.equal('north');
    // Back to round 1's end while the status line is quiet: the narration says what it shows.
    await press(/^Previous move$/);
    expect(narration(board)).to.equal(`${status(board).split(' · ').join('. ')}.`);
    expect(liveness(board)).to.equal('off');
    await press(/^Next move$/);
    // Its first move and back: the status line is a live region again, and says where it stands.
    await press(/^Next move$/);
    expect(liveness(board)).to.equal('polite');
    await press(/^Previous move$/);
    expect(status(board)).to.match(/^Round 2 of 3 · Start of the game · /);
    expect(liveness(board)).to.equal('polite');
    expect(narration(board)).to.equal('');
    // Previous at a round's start goes back to the end of the one before.
    await key('ArrowLeft');
    expect(status(board)).to.match(/^Round 1 of 3 · Move 1 of 1 · /);
    await key('PageDown');
    expect(status(board)).to.match(/^Round 2 of 3 · Start of the game/);
    await key('PageDown');
    expect(status(board)).to.match(/^Round 3 of 3 · Start of the game/);
    expect(button(board, /^Next move$/).getAttribute('aria-disabled')).to.equal('false');
    await press(/^Last position$/);
    expect(status(board)).to.match(/^Round 3 of 3 · Move 1 of 1 · /);
    expect(button(board, /^Next move$/).getAttribute('aria-disabled')).to.equal('true');
    await key('PageUp');
    expect(status(board)).to.match(/^Round 3 of 3 · Start of the game/);
    await key('PageUp');
    expect(status(board)).to.match(/^Round 2 of 3 · Start of the game/);
    rounds()[0].click();
    await settle(board);
    expect(status(board)).to.match(/^Round 1 of 3 · Start of the game/);
    expect(button(board, /^Previous move$/).getAttribute('aria-disabled')).to.equal('true');
    await key('End');
    expect(status(board)).to.match(/^Round 3 of 3 · Move 1 of 1/);
    await key('Home');
    expect(status(board)).to.match(/^Round 1 of 3 · Start of the game/);
    // The move list holds the round on show.
    rounds()[1].click();
    await settle(board);
    expect(shadow(board).querySelectorAll('[part~="moves"] li').length).to.equal(3);
    const violations = await axe(board);
    expect(violations, describeViolations(violations)).to.have.length(0);

    // Auto-play runs through to the last round's end.
    await key('Home');
    await press(/^Play$/);
    await until(
      () => /^Round 3 of 3 · Move 1 of 1/.test(status(board)),
      'auto-play goes through the rounds',
      15_000,
    );
    await until(
      () => buttons(board).some((b) => b.textContent === 'Play'),
      'auto-play stops at the end',
    );
    expect(status(board)).to.match(/^Round 3 of 3 · Move 1 of 1/);

    board.lang = 'es';
    await settle(board);
    expect(rounds().map((b) => b.textContent?.trim())).to.deep.equal([
      'Ronda 1',
      'Ronda 2',
      'Ronda 3',
    ]);
    expect(shadow(board).querySelector('[part~="rounds"]')?.getAttribute('aria-label')).to.equal(
      'Rondas del encuentro',
    );
    expect(status(board)).to.match(/^Ronda 3 de 3 · /);

    // Play mode shows the game being played again, where it stood, and the match goes on.
    await key('Home');
    board.mode = 'play';
    await settle(board);
    expect(board.currentPosition?.equals(playing)).to.equal(true);
    expect(board.matchRecords).to.deep.equal(records);
    expect(rounds()).to.have.length(0);
  });

  it('refuses records that are not a match, in the board’s language, and keeps its game', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board lang="es" variant="hoyito-2" rounds="3" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    board.agree();
    await settle(board);
    board.nextGame();
    await settle(board);
    const records = board.matchRecords as string[];
    board.play(board.legalMoves[0] as number);
    await settle(board);
    const before = board.currentPosition as Position;
    for (const [list, rounds, code, words] of [
      [
        [...records].reverse(),
        3,
        'record',
        /^La partida 1 no empieza donde empieza la ronda 1 del encuentro/,
      ],
      [records, 1, 'record', /^Un encuentro de 1 ronda no tiene partida 2\./],
      [[records[0], 'basura'], 3, 'record', /^La partida 2 del encuentro no es válida \(línea 1/],
      [records, 0, 'rounds', /rondas del 1 al 99/],
      // Values with no text are named by their kind, never thrown over (String() and Number()
      // throw on a symbol, and on an object with no way to become text).
      [records, Symbol('3'), 'rounds', /rondas del 1 al 99; se recibió «\[un símbolo\]»/],
      [records, Object.create(null), 'rounds', /se recibió «\[un objeto\]»/],
      [records, true, 'rounds', /se recibió «true»/],
      // Read as the rounds attribute reads its value: no other form of a number.
      [records, '0x3', 'rounds', /rondas del 1 al 99; se recibió «0x3»/],
      [records, '3e0', 'rounds', /se recibió «3e0»/],
      [records, 3.5, 'rounds', /se recibió «3.5»/],
      // What is not a list, or a game that is not text, is said to be so, not read as a record.
      [
        [records[0], Object.create(null)],
        3,
        'record',
        /^La partida 2 del encuentro es «\[un objeto\]», no un texto: cada partida se da con su registro\.$/,
      ],
      [[Symbol('a')], 3, 'record', /^La partida 1 del encuentro es «\[un símbolo\]», no un texto/],
      // A list that throws as it is read is no list of records.
      [
        revokedProxy(),
        3,
        'record',
        /^loadMatch\(\) recibe una lista .*; se recibió «\[un objeto\]»\.$/,
      ],
      [null, 3, 'record', /^loadMatch\(\) recibe una lista .*; se recibió «null»\.$/],
      [records[0], 3, 'record', /; se recibió «\[Variant "hoyito-2"\]/],
    ] as const) {
      const errored = oneEvent(board, 'hoyito-error');
      expect(board.loadMatch(list as string[], rounds as number)).to.equal(false);
      const { detail } = await errored;
      expect(detail.code).to.equal(code);
      expect(detail.localizedMessage).to.match(words);
      await settle(board);
      expect(board.currentPosition?.equals(before)).to.equal(true);
      // (A boolean: chai would print a whole element in a failure message.)
      expect(shadow(board).querySelector('[part~="error"]') === null).to.equal(true);
      // Told to the visitor as load() tells it: under the board, and in the narration.
      const said = shadow(board).querySelector('#preview')?.textContent?.trim() ?? '';
      expect(said).to.equal(detail.localizedMessage);
      expect(narration(board)).to.equal(said);
    }
    // As the attribute reads it, text with leading zeros and spaces is a number of rounds.
    expect(board.loadMatch(records, ' 003 ' as unknown as number)).to.equal(true);
    expect(board.matchRecords).to.deep.equal(records);
  });

  it('says, in English for the page, when loadMatch() is given no list or a game that is not text', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
    await settle(board);
    board.play('c');
    await settle(board);
    const before = board.currentPosition as Position;
    const record = '[Variant "hoyito-1"]\n\nc';
    for (const [given, message] of [
      [
        { 0: record },
        "loadMatch() takes a list of the match's game records, the current game last; got “[an object]”.",
      ],
      [
        undefined,
        "loadMatch() takes a list of the match's game records, the current game last; got “undefined”.",
      ],
      [
        [record, () => record],
        'Game 2 of the match is “[a function]”, not text: each game is given as its record.',
      ],
    ] as const) {
      const errored = oneEvent(board, 'hoyito-error');
      expect(board.loadMatch(given as unknown as string[], 3)).to.equal(false);
      const { detail: told } = await errored;
      expect([told.code, told.attribute, told.message, told.localizedMessage]).to.deep.equal([
        'record',
        'record',
        message,
        message,
      ]);
    }
    await settle(board);
    // The game on the board stays.
    expect(board.currentPosition?.equals(before)).to.equal(true);
  });

  it('with loop, goes on to the next round by itself, then to a new match', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" rounds="2" loop="1" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    const reasons: string[] = [];
    board.addEventListener('hoyito-change', (e) => reasons.push(e.detail.reason));
    board.agree();
    await until(() => board.currentPosition?.round === 2, 'round 2 starts');
    await settle(board);
    expect(status(board)).to.equal('Round 2 of 2 · North to move');
    board.agree();
    await until(() => board.currentPosition?.over === false, 'a new match starts');
    await settle(board);
    expect(status(board)).to.equal('Round 1 of 2 · South to move');
    expect(reasons).to.deep.equal(['agreement', 'next-round', 'agreement', 'new-game']);
  });
});

describe('<hoyito-board> persistence', () => {
  it('a board holding a key and moved about the page keeps it: the board waiting for it still waits', async () => {
    const key = 'moved-key-test';
    localStorage.removeItem(`hoyito-board:${key}`);
    const [first, second] = [0, 1].map(() => {
      const board = document.createElement('hoyito-board') as HoyitoBoard;
      board.setAttribute('persist', key);
      board.setAttribute('speed', 'instant');
      return board;
    });
    try {
      await withWarnings(async () => {
        document.body.append(first, second);
        await settle(first);
        await settle(second);
        first.play('c');
        await settle(first);
        // Taken out and put back in one task, as a page that reorders its boards does.
        first.remove();
        document.body.append(first);
        await settle(first);
        await settle(second);
        expect(unsavedNotice(second)).to.contain('Another board on this page');
        first.play('B');
        await settle(first);
        expect(JSON.parse(localStorage.getItem(`hoyito-board:${key}`) ?? '{}').record).to.match(
          /\nc B \*\s*$/,
        );
      });
    } finally {
      first.remove();
      second.remove();
      localStorage.removeItem(`hoyito-board:${key}`);
      localStorage.removeItem(`hoyito-board-kept:${key}`);
    }
  });

  it('one key, one board: a second board under the same key plays unsaved, and says so', async () => {
    const key = 'shared-key-test';
    localStorage.removeItem(`hoyito-board:${key}`);
    const movesOf = (record: unknown) =>
      String(record ?? '')
        .replace(/\[[^\]]*\]/g, '')
        .split(/\s+/)
        .filter((t) => /^([a-lA-L]|-)$/.test(t))
        .join(' ');
    /** The moves of the game saved under the key. */
    const saved = () =>
      movesOf(JSON.parse(localStorage.getItem(`hoyito-board:${key}`) ?? '{}').record);
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      const first = document.createElement('hoyito-board') as HoyitoBoard;
      const second = document.createElement('hoyito-board') as HoyitoBoard;
      for (const board of [first, second]) {
        board.setAttribute('persist', key);
        board.setAttribute('speed', 'instant');
      }
      const errors: HoyitoErrorEvent['detail'][] = [];
      second.addEventListener('hoyito-error', (e) => errors.push(e.detail));
      first.addEventListener('hoyito-error', (e) => errors.push(e.detail));
      document.body.append(first, second);
      await settle(first);
      await settle(second);
      expect(errors.map((e) => [e.code, e.attribute])).to.deep.equal([['storage', 'persist']]);
      expect(errors[0].localizedMessage).to.contain('Another board on this page');
      expect(warnings.join('\n')).to.contain(`persist="${key}"`);
      // The visitor is told too, under the second board's controls; the first says nothing.
      expect(unsavedNotice(second)).to.equal(errors[0].localizedMessage);
      expect(unsavedNotice(first)).to.equal(null);
      first.play('c');
      await settle(first);
      second.play('d');
      await settle(second);
      // The first board's game alone is saved: the second wrote nothing over it.
      expect(saved()).to.equal('c');
      // Once the first has left the page, the key is the second's at once, not with its next
      // move: its game is saved, the first's is kept aside and offered in the notice (as another
      // board's, not as a game the visitor left), and the save carries the page's attributes.
      first.remove();
      await settle(second);
      expect(saved()).to.equal('d');
      expect(unsavedNotice(second), 'saved at last: the notice goes').to.equal(null);
      expect(
        shadow(second).querySelector('[part~="kept"] p')?.textContent,
        'the notice of the game kept aside',
      ).to.equal('A game played on another board of this page is kept aside.');
      second.play('D');
      await settle(second);
      expect(saved()).to.equal('d D');
      expect(JSON.parse(localStorage.getItem(`hoyito-board:${key}`) ?? '{}').start).to.include({
        variant: 'hoyito-1',
        holes: 6,
      });
      const kept = JSON.parse(localStorage.getItem(`hoyito-board-kept:${key}`) ?? '[]');
      expect(kept).to.have.length(1);
      expect(movesOf(kept[0].save.record)).to.equal('c');
      expect(shadow(second).querySelector('[part~="kept"]')).to.not.equal(null);
      second.remove();
    } finally {
      console.warn = warn;
      localStorage.removeItem(`hoyito-board:${key}`);
      localStorage.removeItem(`hoyito-board-kept:${key}`);
    }
  });

  beforeEach(() => localStorage.clear());

  it('saves after each move and restores on reload, settings included', async () => {
    const first = await fixture<HoyitoBoard>(
      html`<hoyito-board persist="t1" variant="hoyito-3" speed="instant"></hoyito-board>`,
    );
    await settle(first);
    first.play(2);
    await settle(first);
    const north = first.currentPosition?.legalMoves()[0] ?? -1;
    first.play(north);
    first.undo();
    first.orientation = 'north';
    await settle(first);
    first.play(north);
    await settle(first);
    const saved = first.currentPosition;
    first.remove();
    const second = await fixture<HoyitoBoard>(
      html`<hoyito-board persist="t1" variant="hoyito-3"></hoyito-board>`,
    );
    await settle(second);
    expect(second.currentPosition?.equals(saved as Position)).to.equal(true);
    expect(second.orientation).to.equal('north');
    expect(second.undo()).to.equal(true);
    expect(second.redo()).to.equal(true);
  });

  it('saves a flip, a speed or the narration at once, without waiting for a move', async () => {
    const first = await fixture<HoyitoBoard>(
      html`<hoyito-board persist="t-settings" controls="flip speed narration"></hoyito-board>`,
    );
    await settle(first);
    button(first, /Flip/).click();
    button(first, /^Speed: Normal$/).click();
    first.narration = true;
    await settle(first);
    first.remove();
    const second = await fixture<HoyitoBoard>(
      html`<hoyito-board persist="t-settings"></hoyito-board>`,
    );
    await settle(second);
    expect(second.orientation).to.equal('north');
    expect(second.speed).to.equal('fast');
    expect(second.narration).to.equal(true);
    // Restored in what is drawn and done too, not only in the attributes.
    const bottomRow = () =>
      [...shadow(second).querySelectorAll('[part~="row"]')][1]
        .querySelector('[part~="hole"]')
        ?.getAttribute('data-hole');
    expect(bottomRow()).to.equal('6');
    expect(button(second, /^Speed: /).textContent).to.equal('Speed: Fast');
    expect(JSON.parse(localStorage.getItem('hoyito-board:t-settings') ?? '{}').settings).to.include(
      {
        orientation: 'north',
        speed: 'fast',
      },
    );
    button(second, /Flip/).click();
    await settle(second);
    expect(bottomRow()).to.equal('0');
    expect(second.orientation).to.equal('south');
    button(second, /^Speed: /).click();
    await settle(second);
    expect(second.speed).to.not.equal('fast');
    localStorage.removeItem('hoyito-board:t-settings');
  });

  it("restores no setting that nobody changed: the page's own new values hold", async () => {
    const first = await fixture<HoyitoBoard>(
      html`<hoyito-board persist="t-page-settings" speed="normal"></hoyito-board>`,
    );
    await settle(first);
    first.play(2);
    await settle(first);
    first.remove();
    // The kiosk's page, changed since: its screen now stands on North's side, and plays faster.
    const second = await fixture<HoyitoBoard>(
      html`<hoyito-board persist="t-page-settings" speed="fast" orientation="north" narration></hoyito-board>`,
    );
    await settle(second);
    expect(second.currentPosition?.toMove).to.equal('north');
    expect([second.speed, second.orientation, second.narration]).to.deep.equal([
      'fast',
      'north',
      true,
    ]);
  });

  it('saves a new game at once: a reload before its first move does not bring back the game left', async () => {
    const first = await fixture<HoyitoBoard>(
      html`<hoyito-board persist="t-new" speed="instant"></hoyito-board>`,
    );
    await settle(first);
    first.play(2);
    await settle(first);
    first.newGame({ variant: 'hoyito-1', holes: 5 });
    await settle(first);
    first.remove();
    const second = await fixture<HoyitoBoard>(html`<hoyito-board persist="t-new"></hoyito-board>`);
    await settle(second);
    expect(second.currentPosition?.variant).to.equal('hoyito-1');
    expect(drawnBoard(second)).to.deep.equal(new Array(10).fill(4));
    expect(second.undo()).to.equal(false);
  });

  it('saves the game a loop starts before anyone moves in it', async () => {
    const first = await fixture<HoyitoBoard>(
      html`<hoyito-board persist="t-loop" loop="1" speed="instant"></hoyito-board>`,
    );
    await settle(first);
    first.play(2);
    await settle(first);
    first.agree();
    await settle(first);
    await until(() => first.currentPosition?.over === false, 'the loop to start a new game');
    first.remove();
    const second = await fixture<HoyitoBoard>(html`<hoyito-board persist="t-loop"></hoyito-board>`);
    await settle(second);
    expect(second.currentPosition?.over).to.equal(false);
    expect(drawnBoard(second)).to.deep.equal(new Array(12).fill(4));
  });

  it('sets aside a game saved under other attributes, and says which changed', async () => {
    const first = await fixture<HoyitoBoard>(
      html`<hoyito-board persist="t-page" variant="hoyito-2" speed="instant"></hoyito-board>`,
    );
    await settle(first);
    first.play(2);
    await settle(first);
    first.remove();
    // The page now shows another variant from a position of its own.
    const lesson = 'h3/1.1.3.0.0.0/0.2.1.0.0.0/20-20/s';
    const second = document.createElement('hoyito-board') as HoyitoBoard;
    second.setAttribute('persist', 't-page');
    second.setAttribute('variant', 'hoyito-3');
    second.setAttribute('position', lesson);
    second.setAttribute('lang', 'es');
    const errored = oneEvent(second, 'hoyito-error');
    document.body.append(second);
    const { detail } = await errored;
    expect(detail.code).to.equal('storage');
    expect(detail.message).to.match(
      /attributes variant and position have changed since it was saved/,
    );
    expect(detail.localizedMessage).to.match(/los atributos variant y position del tablero/);
    await settle(second);
    const start = parsePosition(lesson);
    if (!start.ok) throw new Error(start.error.message);
    expect(second.currentPosition?.equals(start.value)).to.equal(true);
    expect(shadow(second).querySelector('[part~="error"]')).to.equal(null);
    second.remove();
    // Its first move saves the lesson's game, which a reload then restores.
    const third = await fixture<HoyitoBoard>(
      html`<hoyito-board persist="t-page" variant="hoyito-3" position=${lesson} speed="instant"></hoyito-board>`,
    );
    await settle(third);
    third.play(1);
    await settle(third);
    const played = third.currentPosition;
    third.remove();
    const fourth = await fixture<HoyitoBoard>(
      html`<hoyito-board persist="t-page" variant="hoyito-3" position=${lesson}></hoyito-board>`,
    );
    await settle(fourth);
    expect(fourth.currentPosition?.equals(played as Position)).to.equal(true);
  });

  describe('a game set aside is kept', () => {
    const notice = (board: HoyitoBoard) =>
      shadow(board)
        .querySelector<HTMLElement>('[part~="kept"]')
        ?.textContent?.replace(/\s+/g, ' ')
        .trim() ?? null;

    /** A board on the page with `persist="t-kept"` and the given variant; settled. */
    async function page(variant: string, lang = 'en'): Promise<HoyitoBoard> {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board persist="t-kept" variant=${variant} lang=${lang} speed="instant"></hoyito-board>`,
      );
      await settle(board);
      return board;
    }

    /**
     * A game a visitor played under `t-kept` and left (its position), and a board for the same key
     * made by the page but not yet on it; `clear` empties the key.
     */
    async function leftForANewBoard(): Promise<{
      older: Position;
      second: HoyitoBoard;
      clear: () => void;
    }> {
      const clear = () => {
        localStorage.removeItem('hoyito-board:t-kept');
        localStorage.removeItem('hoyito-board-kept:t-kept');
      };
      clear();
      const first = await page('hoyito-2');
      first.play(2);
      await settle(first);
      const older = first.currentPosition as Position;
      first.remove();
      const second = document.createElement('hoyito-board') as HoyitoBoard;
      second.setAttribute('persist', 't-kept');
      second.setAttribute('variant', 'hoyito-2');
      second.setAttribute('speed', 'instant');
      return { older, second, clear };
    }

    for (const [name, load] of [
      ['load()', (b: HoyitoBoard) => b.load('[Variant "hoyito-3"]\n[Holes "5"]\n\nc')],
      [
        'loadMatch()',
        (b: HoyitoBoard) => b.loadMatch(['[Variant "hoyito-2"]\n[Holes "4"]\n[Seeds "2"]\n\na'], 3),
      ],
    ] as const) {
      it(`keeps the visitor's game aside when ${name} loads another before the board is on the page`, async () => {
        const { older, second, clear } = await leftForANewBoard();
        // The page loads a game of its own into a board it has not put on the page yet.
        expect(load(second)).to.equal(true);
        const loaded = second.currentPosition as Position;
        document.body.append(second);
        await settle(second);
        try {
          expect(second.currentPosition?.equals(loaded)).to.equal(true);
          expect(notice(second)).to.match(/is kept aside/);
          button(second, 'Go back to it').click();
          await settle(second);
          expect(second.currentPosition?.equals(older)).to.equal(true);
        } finally {
          second.remove();
          clear();
        }
      });
    }

    for (const options of [undefined, { holes: 5 }]) {
      it(`keeps the visitor's game aside as the game left when newGame(${JSON.stringify(options) ?? ''}) is called before the board is on the page`, async () => {
        const { older, second, clear } = await leftForANewBoard();
        // A page that always starts a new game as it loads.
        let errors = 0;
        second.addEventListener('hoyito-error', () => errors++);
        second.newGame(options);
        document.body.append(second);
        await settle(second);
        try {
          // No attribute of the page changed: the saved game is the one the visitor left.
          expect(errors).to.equal(0);
          expect(notice(second)).to.match(/^The game you left is kept aside\./);
          expect(second.currentPosition?.board).to.deep.equal(
            new Array(2 * (options?.holes ?? 6)).fill(4),
          );
          button(second, 'Go back to it').click();
          await settle(second);
          expect(second.currentPosition?.equals(older)).to.equal(true);
        } finally {
          second.remove();
          clear();
        }
      });
    }

    it('reports a kept game’s saved place that is none of its moves when it is brought back, at its last move', async () => {
      const clear = () => {
        localStorage.removeItem('hoyito-board:t-kept');
        localStorage.removeItem('hoyito-board-kept:t-kept');
      };
      clear();
      const played = await page('hoyito-1');
      for (const move of ['c', 'C', 'd']) played.play(move);
      played.undo();
      await settle(played);
      const save = JSON.parse(localStorage.getItem('hoyito-board:t-kept') ?? '{}');
      played.remove();
      clear();
      localStorage.setItem(
        'hoyito-board-kept:t-kept',
        JSON.stringify([{ save: { ...save, ply: 99 }, changed: null }]),
      );
      const board = document.createElement('hoyito-board') as HoyitoBoard;
      for (const [name, value] of [
        ['persist', 't-kept'],
        ['variant', 'hoyito-1'],
        ['speed', 'instant'],
      ])
        board.setAttribute(name, value);
      const errors: HoyitoErrorEvent['detail'][] = [];
      board.addEventListener('hoyito-error', (event) => errors.push(event.detail));
      try {
        await withWarnings(async () => {
          document.body.append(board);
          await settle(board);
          expect(errors, 'nothing said of it before it is brought back').to.deep.equal([]);
          button(board, 'Go back to it').click();
          await settle(board);
        });
        expect(errors.map((e) => [e.code, e.localizedMessage])).to.deep.equal([
          [
            'storage',
            'The move this game was saved at could not be read, so it is restored at its last move.',
          ],
        ]);
        expect(board.gameRecord).to.match(/\n\nc C d \*/);
        expect(board.redo()).to.equal(false);
      } finally {
        board.remove();
        clear();
      }
    });

    it('offers to go back to it, swaps it with the game left, and forgets it once discarded', async () => {
      const first = await page('hoyito-2');
      first.play(2);
      await settle(first);
      const older = first.currentPosition as Position;
      first.remove();

      // The page now asks for Hoyito III: the Hoyito II game is set aside, and kept.
      const second = await page('hoyito-3');
      expect(second.currentPosition?.variant).to.equal('hoyito-3');
      expect(notice(second)).to.equal(
        'A game played here before this page changed its board is kept aside. Go back to it Discard it',
      );
      const violations = await axe(second);
      expect(violations, describeViolations(violations)).to.have.length(0);
      second.play(3);
      await settle(second);
      const newer = second.currentPosition as Position;
      second.remove();

      // A reload keeps offering it, beside the game now saved.
      const third = await page('hoyito-3');
      expect(third.currentPosition?.equals(newer)).to.equal(true);
      expect(notice(third)).to.match(/is kept aside/);
      button(third, 'Go back to it').click();
      await settle(third);
      expect(third.currentPosition?.equals(older)).to.equal(true);
      expect(narration(third)).to.equal('Saved game brought back; the one you left is kept aside.');
      expect(notice(third)).to.equal('The game you left is kept aside. Go back to it Discard it');
      expect(shadow(third).activeElement?.getAttribute('data-hole')).to.not.equal(null);
      // Undo still works on the game brought back.
      expect(third.undo()).to.equal(true);
      expect(third.redo()).to.equal(true);
      third.remove();

      // The game brought back is now the one saved under the page's attributes, and the other is kept.
      const fourth = await page('hoyito-3');
      expect(fourth.currentPosition?.equals(older)).to.equal(true);
      button(fourth, 'Go back to it').click();
      await settle(fourth);
      expect(fourth.currentPosition?.equals(newer)).to.equal(true);
      button(fourth, 'Discard it').click();
      await settle(fourth);
      expect(notice(fourth)).to.equal(null);
      expect(narration(fourth)).to.equal('Kept game discarded.');
      expect(localStorage.getItem('hoyito-board-kept:t-kept')).to.equal(null);
      expect(fourth.currentPosition?.equals(newer)).to.equal(true);
      fourth.remove();

      const fifth = await page('hoyito-3');
      expect(notice(fifth)).to.equal(null);
      expect(fifth.currentPosition?.equals(newer)).to.equal(true);
    });

    it('keeps several, newest first, and offers the next once one is discarded', async () => {
      const played: Position[] = [];
      for (const variant of ['hoyito-2', 'hoyito-3', 'hoyito-1']) {
        const board = await page(variant);
        board.play(2);
        await settle(board);
        played.push(board.currentPosition as Position);
        board.remove();
      }
      // Each change of variant set the game before aside: Hoyito I's last, Hoyito II's first.
      const board = await page('hoyito-2');
      expect(notice(board)).to.equal(
        'A game played here before this page changed its board is kept aside. 2 more kept games wait behind it. Go back to it Discard it',
      );
      const discard = button(board, 'Discard it');
      discard.focus();
      discard.click();
      await settle(board);
      expect(notice(board)).to.match(/kept aside\. 1 more kept game waits behind it\./);
      expect(narration(board)).to.equal('Kept game discarded; the next one is offered.');
      // The notice stays, so the focus stays on its button.
      expect(shadow(board).activeElement).to.equal(discard);
      button(board, 'Go back to it').click();
      await settle(board);
      expect(board.currentPosition?.equals(played[1])).to.equal(true);
      // Nobody played in the game left, so only the oldest remains.
      expect(narration(board)).to.equal('Saved game brought back.');
      expect(notice(board)).to.equal(
        'A game played here before this page changed its board is kept aside. Go back to it Discard it',
      );
      button(board, 'Go back to it').click();
      await settle(board);
      expect(board.currentPosition?.equals(played[0])).to.equal(true);
      expect(notice(board)).to.equal('The game you left is kept aside. Go back to it Discard it');
    });

    it('keeps five at most, letting the oldest go', async () => {
      const entry = (move: string) => ({
        save: { v: 1, record: `[Variant "hoyito-2"]\n\n${move}`, ply: 1 },
        changed: 'variant',
      });
      localStorage.setItem(
        'hoyito-board-kept:t-kept',
        JSON.stringify(['a', 'b', 'c', 'd', 'e'].map(entry)),
      );
      const first = await page('hoyito-3');
      expect(notice(first)).to.match(/4 more kept games wait behind it/);
      first.play(2);
      await settle(first);
      first.remove();
      const second = await page('hoyito-1');
      expect(notice(second)).to.match(/4 more kept games wait behind it/);
      const kept = JSON.parse(localStorage.getItem('hoyito-board-kept:t-kept') ?? '[]');
      expect(
        kept.slice(1).map((k: { save: { record: string } }) => k.save.record.slice(-1)),
      ).to.deep.equal(['a', 'b', 'c', 'd']);
      expect(kept[0].save.ply).to.equal(1);
      expect(kept[0].save.start.variant).to.equal('hoyito-3');
    });

    it('stays on the game when storage refuses to keep it aside', async () => {
      const first = await page('hoyito-2');
      first.play(2);
      await settle(first);
      first.remove();
      const second = await page('hoyito-3');
      second.play(3);
      await settle(second);
      const current = second.currentPosition as Position;
      await refusingStorage('hoyito-board-kept:', async () => {
        button(second, 'Go back to it').click();
        await settle(second);
      });
      expect(second.currentPosition?.equals(current)).to.equal(true);
      expect(narration(second)).to.equal(
        "The browser's storage refused to keep the game on the board aside, so it stays on the board.",
      );
      expect(notice(second)).to.match(/^A game played here before this page changed its board/);
      expect(localStorage.getItem('hoyito-board-kept:t-kept')).to.not.equal(null);
    });

    it('is offered in Spanish, and only in play mode', async () => {
      const first = await page('hoyito-2');
      first.play(2);
      await settle(first);
      first.remove();
      const second = await page('hoyito-1', 'es');
      expect(notice(second)).to.equal(
        'Una partida jugada aquí antes de que esta página cambiara su tablero queda guardada aparte. Volver a ella Descartarla',
      );
      second.mode = 'diagram';
      await settle(second);
      expect(notice(second)).to.equal(null);
      second.mode = 'play';
      await settle(second);
      expect(notice(second)).to.match(/^Una partida jugada aquí antes de que esta página/);
    });

    it('keeps nothing of a game set aside in which nobody had played', async () => {
      const first = await page('hoyito-2');
      first.newGame({ variant: 'hoyito-2', holes: 5 });
      await settle(first);
      first.remove();
      const second = await page('hoyito-3');
      expect(notice(second)).to.equal(null);
      expect(localStorage.getItem('hoyito-board-kept:t-kept')).to.equal(null);
    });

    it('reports and drops a kept game that no longer restores', async () => {
      for (const [stored, why] of [
        [
          JSON.stringify({ save: { v: 1, record: 'garbage', ply: 2 }, changed: 'seeds' }),
          /could not be restored and was discarded: .*Line 1, column 1: A record needs a Variant tag/,
        ],
        ['{not json', /could not be restored and was discarded: it is not a kept game\./],
      ] as const) {
        localStorage.setItem('hoyito-board-kept:t-kept', stored);
        const { board, detail } = await boardTakingUp('t-kept');
        expect(detail.code).to.equal('storage');
        expect(detail.attribute).to.equal('persist');
        expect(detail.message).to.match(why);
        await settle(board);
        expect(notice(board)).to.equal(null);
        expect(shadow(board).querySelector('[part~="error"]')).to.equal(null);
        expect(drawnBoard(board)).to.deep.equal(new Array(12).fill(4));
        expect(localStorage.getItem('hoyito-board-kept:t-kept')).to.equal(null);
        board.remove();
      }
    });
  });

  it('restores a game saved before the attributes were saved with it', async () => {
    localStorage.setItem(
      'hoyito-board:t-old',
      JSON.stringify({ v: 1, record: '[Variant "hoyito-2"]\n\nc', ply: 1 }),
    );
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board persist="t-old" variant="hoyito-1"></hoyito-board>`,
    );
    await settle(board);
    expect(board.currentPosition?.variant).to.equal('hoyito-2');
    expect(board.undo()).to.equal(true);
  });

  it('takes up a persist key given after the first render: an untouched game gives way to the saved one', async () => {
    const first = await fixture<HoyitoBoard>(
      html`<hoyito-board persist="t-late" variant="hoyito-2" speed="instant"></hoyito-board>`,
    );
    await settle(first);
    first.play(2);
    await settle(first);
    const played = first.currentPosition;
    first.remove();
    // A framework renders the board, then sets the key.
    const second = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" speed="instant"></hoyito-board>`,
    );
    await settle(second);
    expect(drawnBoard(second)).to.deep.equal(new Array(12).fill(4));
    second.setAttribute('persist', 't-late');
    await settle(second);
    expect(second.currentPosition?.equals(played as Position)).to.equal(true);
    expect(second.undo()).to.equal(true);
  });

  it('keeps a game under way when a persist key comes late, and saves it with the attributes', async () => {
    localStorage.removeItem('hoyito-board:t-late-2');
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-3" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    board.play(1);
    await settle(board);
    const played = board.currentPosition;
    // A game saved under the key (by another visit) does not replace the one on the screen.
    localStorage.setItem(
      'hoyito-board:t-late-2',
      JSON.stringify({ v: 1, record: '[Variant "hoyito-3"]\n\nc', ply: 1 }),
    );
    board.setAttribute('persist', 't-late-2');
    await settle(board);
    expect(board.currentPosition?.equals(played as Position)).to.equal(true);
    const saved = JSON.parse(localStorage.getItem('hoyito-board:t-late-2') ?? 'null');
    expect(saved?.start?.variant).to.equal('hoyito-3');
    // The game it replaced there is kept aside, and can be brought back.
    expect(shadow(board).querySelector('[part~="kept"] p')?.textContent?.trim()).to.equal(
      'The game you left is kept aside.',
    );
    const kept = JSON.parse(localStorage.getItem('hoyito-board-kept:t-late-2') ?? '[]');
    expect(kept.map((k: { save: { record: string } }) => k.save.record)).to.deep.equal([
      '[Variant "hoyito-3"]\n\nc',
    ]);
    button(board, 'Discard it').click();
    await settle(board);
    board.remove();
    // Saved with the attributes: the same page restores it, another variant sets it aside.
    const again = await fixture<HoyitoBoard>(
      html`<hoyito-board persist="t-late-2" variant="hoyito-3"></hoyito-board>`,
    );
    await settle(again);
    expect(again.currentPosition?.equals(played as Position)).to.equal(true);
    again.remove();
    const other = document.createElement('hoyito-board') as HoyitoBoard;
    other.setAttribute('persist', 't-late-2');
    other.setAttribute('variant', 'hoyito-1');
    const errored = oneEvent(other, 'hoyito-error');
    document.body.append(other);
    expect((await errored).detail.message).to.match(/attribute variant has changed/);
    other.remove();
  });

  it('keeps nothing aside when a persist key comes back to an earlier state of the game under way', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board persist="t-back" variant="hoyito-2" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    board.play(2);
    await settle(board);
    board.setAttribute('persist', 't-away');
    await settle(board);
    board.play(8);
    await settle(board);
    board.setAttribute('persist', 't-back');
    await settle(board);
    expect(shadow(board).querySelector('[part~="kept"]')).to.equal(null);
    expect(localStorage.getItem('hoyito-board-kept:t-back')).to.equal(null);
    const saved = JSON.parse(localStorage.getItem('hoyito-board:t-back') ?? 'null');
    expect(saved?.ply).to.equal(2);
    // A game of another line is no earlier state: going back to it keeps the line left aside.
    board.undo();
    board.play(7);
    await settle(board);
    board.setAttribute('persist', 't-away');
    await settle(board);
    expect(JSON.parse(localStorage.getItem('hoyito-board-kept:t-away') ?? '[]').length).to.equal(1);
  });

  it('tells the page of a refused save after the move it is about, having saved before it', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board persist="t-order" variant="hoyito-2" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    await hearing([board, document], ['hoyito-move', 'hoyito-error'], async (heard) => {
      await refusingStorage('hoyito-board', async () => {
        board.play(board.legalMoves[0]);
        await settle(board);
      });
      expect(heard).to.deep.equal(['hoyito-move', 'hoyito-move', 'hoyito-error', 'hoyito-error']);
      // A listener hears of a move once it is saved: it may read it back, or take the board away.
      let savedPly = -1;
      const readBack = () => {
        savedPly = JSON.parse(localStorage.getItem('hoyito-board:t-order') ?? '{}').ply;
      };
      board.addEventListener('hoyito-move', readBack, { once: true });
      board.play(board.legalMoves[0]);
      await settle(board);
      expect(savedPly).to.equal(2);
      // Heard while the page hears another event of the board's (a listener's reply): still in
      // the order they happened.
      heard.length = 0;
      const reply = () => {
        void refusingStorage('hoyito-board', async () => board.play(board.legalMoves[0]));
      };
      board.addEventListener('hoyito-move', reply, { once: true });
      board.play(board.legalMoves[0]);
      await settle(board);
      expect(heard).to.deep.equal([
        'hoyito-move',
        'hoyito-move',
        'hoyito-move',
        'hoyito-move',
        'hoyito-error',
        'hoyito-error',
      ]);
    });
  });

  it('tells a refused save right after its move, before what the move’s listeners set off', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board persist="t-order-reply" variant="hoyito-2"></hoyito-board>`,
    );
    await settle(board);
    const types = ['hoyito-move', 'hoyito-error', 'hoyito-animation-end'];
    await hearing([document], types, async (heard) => {
      // The move's own save is refused, and a listener answers it at once.
      board.addEventListener('hoyito-move', () => board.play(board.legalMoves[0]), { once: true });
      await refusingStorage('hoyito-board', async () => {
        board.play(board.legalMoves[0]);
        await settle(board);
      });
      expect(heard.slice(0, 3)).to.deep.equal([
        'hoyito-move',
        'hoyito-error',
        'hoyito-animation-end',
      ]);
      expect(heard.slice(3)).to.deep.equal(['hoyito-move']);
    });
  });

  it('ends the move’s animation when a listener of its refused save acts on the board', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board persist="t-order-undo" variant="hoyito-2"></hoyito-board>`,
    );
    await settle(board);
    const ends: HoyitoAnimationEndEvent[] = [];
    board.addEventListener('hoyito-animation-end', (event) => ends.push(event));
    board.addEventListener('hoyito-error', () => board.undo(), { once: true });
    await refusingStorage('hoyito-board', async () => {
      board.play(board.legalMoves[0]);
      await settle(board);
    });
    expect(ends.map((event) => event.detail.skipped)).to.deep.equal([true]);
    expect(drawnBoard(board)).to.deep.equal(Array(12).fill(4));
  });

  it('tells the page once when the browser refuses to save, and again after a save went through', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board persist="t-full" variant="hoyito-2" speed="instant" lang="es"></hoyito-board>`,
    );
    await settle(board);
    const errors: HoyitoErrorEvent[] = [];
    board.addEventListener('hoyito-error', (event) => errors.push(event));
    const playNext = async () => {
      board.play(board.legalMoves[0]);
      await settle(board);
    };
    await refusingStorage('hoyito-board', async () => {
      await playNext();
      await playNext();
      expect(errors.length).to.equal(1);
      expect(errors[0].detail.code).to.equal('storage');
      expect(errors[0].detail.attribute).to.equal('persist');
      expect(errors[0].detail.message).to.match(/refused to save .*QuotaExceededError/);
      expect(errors[0].detail.localizedMessage).to.match(
        /^El navegador no deja guardar esta partida/,
      );
      // The game goes on, and is not replaced by a message; the visitor is told, in the
      // board's language, under the controls, in an alert said once as it appears.
      expect(shadow(board).querySelector('[part~="error"]')).to.equal(null);
      expect(unsavedNotice(board)).to.equal(errors[0].detail.localizedMessage);
      expect(shadow(board).querySelector('[part~="unsaved"]')?.getAttribute('role')).to.equal(
        'alert',
      );
      board.lang = 'en';
      await settle(board);
      expect(unsavedNotice(board)).to.match(/^The browser would not save this game/);
    });
    await playNext();
    expect(JSON.parse(localStorage.getItem('hoyito-board:t-full') ?? '{}').ply).to.equal(3);
    expect(unsavedNotice(board), 'a save went through: the notice goes').to.equal(null);
    await refusingStorage('hoyito-board', playNext);
    expect(errors.length).to.equal(2);
    expect(unsavedNotice(board)).to.match(/^The browser would not save this game/);
    // Under another key there is nothing unsaved to say until a save under it fails.
    board.persist = 't-full-other';
    await settle(board);
    expect(unsavedNotice(board)).to.equal(null);
    localStorage.removeItem('hoyito-board:t-full-other');
  });

  it('does not save over a game set aside that storage refused to keep', async () => {
    const first = await fixture<HoyitoBoard>(
      html`<hoyito-board persist="t-hold" variant="hoyito-2" speed="instant"></hoyito-board>`,
    );
    await settle(first);
    first.play(2);
    await settle(first);
    const older = first.currentPosition as Position;
    first.remove();
    await refusingStorage('hoyito-board-kept:', async () => {
      const second = document.createElement('hoyito-board') as HoyitoBoard;
      second.setAttribute('persist', 't-hold');
      second.setAttribute('variant', 'hoyito-3');
      second.setAttribute('speed', 'instant');
      const errors: string[] = [];
      second.addEventListener('hoyito-error', (event) => errors.push(event.detail.message));
      document.body.append(second);
      await settle(second);
      second.play(1);
      await settle(second);
      expect(errors).to.have.length(2);
      expect(errors[0]).to.match(/set aside: the board's attribute variant has changed/);
      expect(errors[1]).to.match(/refused to save .*storage refused to keep it/);
      expect(unsavedNotice(second)).to.match(/^The browser would not save this game/);
      // The Hoyito II game is still the one saved under the key.
      const saved = JSON.parse(localStorage.getItem('hoyito-board:t-hold') ?? '{}');
      expect(saved.record).to.match(/\[Variant "hoyito-2"\]/);
      second.remove();
    });
    // With room again, the next visit keeps it aside and can bring it back.
    const third = await fixture<HoyitoBoard>(
      html`<hoyito-board persist="t-hold" variant="hoyito-3" speed="instant"></hoyito-board>`,
    );
    await settle(third);
    button(third, 'Go back to it').click();
    await settle(third);
    expect(third.currentPosition?.equals(older)).to.equal(true);
  });

  it('reports corrupt saved data and starts fresh', async () => {
    localStorage.setItem('hoyito-board:t2', '{"v":1,"record":"garbage","ply":3}');
    const { board, detail } = await boardTakingUp('t2');
    expect(detail.code).to.equal('storage');
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal(new Array(12).fill(4));
    expect(shadow(board).querySelector('[part~="error"]')).to.equal(null);
    board.remove();
  });

  it('plays on unsaved, and says so, where storage can be neither read nor written', async () => {
    const errors: HoyitoErrorEvent['detail'][] = [];
    const board = document.createElement('hoyito-board') as HoyitoBoard;
    board.addEventListener('hoyito-error', (e) => errors.push((e as HoyitoErrorEvent).detail));
    board.setAttribute('persist', 't-blocked');
    board.setAttribute('speed', 'instant');
    try {
      const warnings = await refusingStorage(
        '',
        () =>
          withWarnings(async (warned) => {
            document.body.append(board);
            await settle(board);
            expect(drawnBoard(board)).to.deep.equal(new Array(12).fill(4));
            expect(board.play('c')).to.equal(true);
            await settle(board);
            expect(board.play('C')).to.equal(true);
            await settle(board);
            return warned;
          }),
        { blocked: true },
      );
      expect(board.gameRecord).to.match(/\nc C \*\s*$/);
      expect(errors.map((e) => [e.code, e.attribute])).to.deep.equal([['storage', 'persist']]);
      // (Lit's development build also warns of the update that shows the notice: the save that
      // fails is tried after an update, as only then is there a game to save.)
      const own = warnings.filter((w) => w.startsWith('<hoyito-board>'));
      expect(own, 'warned once').to.deep.equal([
        '<hoyito-board> The browser refused to save the game under this key (SecurityError): play goes on, unsaved.',
      ]);
      expect(errors[0].message).to.contain('(SecurityError)');
      expect(shadow(board).querySelector('[part~="error"]')).to.equal(null);
      expect(
        shadow(board).querySelector('[part~="unsaved"]')?.textContent?.trim(),
        'the visitor is told too',
      ).to.equal(errors[0].localizedMessage);
      expect(statusOf(board)).to.equal('South to move');
    } finally {
      board.remove();
    }
  });

  it('reports a corrupt save as corrupt even when its attributes differ from the page’s', async () => {
    // A save edited by hand: its start names a board no page can ask for, and its record is
    // not one. It is no game to set aside, and nothing is kept aside for the visitor.
    localStorage.setItem(
      'hoyito-board:t2',
      JSON.stringify({
        v: 1,
        record: 'garbage',
        ply: 3,
        start: { variant: 'hoyito-2', holes: 1e9, seeds: 4, first: 'south' },
      }),
    );
    const { board, detail } = await boardTakingUp('t2');
    expect(detail.code).to.equal('storage');
    expect(detail.message).to.match(/^The saved game could not be restored and was ignored: /);
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal(new Array(12).fill(4));
    expect(shadow(board).querySelector('[part~="kept"]')).to.equal(null);
    expect(localStorage.getItem('hoyito-board-kept:t2')).to.equal(null);
    board.remove();
  });

  it('restores a saved game whose start attributes or settings cannot be read, and says what it left out', async () => {
    // A real save, to edit as a hand or another version might have.
    localStorage.clear();
    const played = await fixture<HoyitoBoard>(
      html`<hoyito-board persist="t-settings" speed="instant"></hoyito-board>`,
    );
    await settle(played);
    expect(played.play('c') && played.play('C')).to.equal(true);
    await settle(played);
    const save = JSON.parse(localStorage.getItem('hoyito-board:t-settings') ?? 'null');
    played.remove();
    expect(save?.start?.variant).to.equal('hoyito-1');
    for (const [start, settings, left] of [
      [[], undefined, 'its start attributes (not an object: [a list])'],
      [
        { ...save.start, holes: '6' },
        { orientation: 'north', speed: 'warp', narration: 'yes' },
        'its start attributes (holes of another type) and its settings (speed "warp", narration "yes")',
      ],
      // Fields left out are not compared as though the page had given none: seeds 4 and first
      // south are the page's, and were never changed.
      [
        { ...save.start, holes: '6', seeds: undefined, first: undefined },
        undefined,
        'its start attributes (holes of another type; seeds, first missing)',
      ],
      [undefined, { orientation: 5 }, 'its settings (orientation 5)'],
      [save.start, 'north', 'its settings (not an object: north)'],
    ] as const) {
      localStorage.clear();
      localStorage.setItem('hoyito-board:t-settings', JSON.stringify({ ...save, start, settings }));
      const { board, detail } = await boardTakingUp('t-settings');
      try {
        expect([
          detail.code,
          detail.attribute,
          detail.message,
          detail.localizedMessage,
        ]).to.deep.equal([
          'storage',
          'persist',
          `The saved game is restored, but ${left} could not be read and were left out.`,
          'Some of what was saved with this game could not be read and was left out; the game itself is restored.',
        ]);
        await settle(board);
        // The game stands, not set aside for attributes that were never changed.
        expect(board.gameRecord).to.match(/\n\nc C \*/);
        expect(board.error).to.equal(null);
        expect(localStorage.getItem('hoyito-board-kept:t-settings')).to.equal(null);
        // A setting that can be read is taken, beside one that cannot.
        const north = (settings as { orientation?: unknown } | undefined)?.orientation === 'north';
        expect(board.orientation).to.equal(north ? 'north' : null);
      } finally {
        board.remove();
      }
    }
    // The start attributes that can be read are still compared: a game of another variant, beside
    // a field that cannot be read, is set aside, not restored on a board that asks for another.
    localStorage.clear();
    localStorage.setItem(
      'hoyito-board:t-settings',
      JSON.stringify({ ...save, start: { ...save.start, variant: 'hoyito-3', holes: '6' } }),
    );
    const { board, detail } = await boardTakingUp('t-settings');
    try {
      expect(detail.message).to.match(/attribute variant has changed/);
      await settle(board);
      expect(board.gameRecord).to.not.match(/\n\nc C/);
      expect(localStorage.getItem('hoyito-board-kept:t-settings')).to.not.equal(null);
    } finally {
      board.remove();
      localStorage.clear();
    }
  });

  /** A replay of `c C d` under `persist="t-replay"`; settled. */
  const replayBoard = async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" persist="t-replay" record=${'[Variant "hoyito-2"]\n\nc C d'} speed="instant"></hoyito-board>`,
    );
    await settle(board);
    return board;
  };

  it('brings a replay back at the move the reader had reached', async () => {
    const first = await replayBoard();
    for (const label of [/^Next move$/, /^Next move$/, /^Next move$/, /^Previous move$/]) {
      button(first, label).click();
      await settle(first);
    }
    expect(statusOf(first)).to.match(/^Move 2 of 3 · /);
    const shown = first.currentPosition;
    first.remove();
    const second = await replayBoard();
    expect(statusOf(second)).to.match(/^Move 2 of 3 · /);
    expect(second.currentPosition?.equals(shown as Position)).to.equal(true);
    // The replay goes on from there, both ways.
    button(second, /^Next move$/).click();
    await settle(second);
    expect(statusOf(second)).to.match(/^Move 3 of 3 · /);
    second.remove();
  });

  it('a persist key given to a replay already stepped through keeps the reader’s place', async () => {
    // A save of the same replay, at its start.
    (await replayBoard()).remove();
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" record=${'[Variant "hoyito-2"]\n\nc C d'} speed="instant"></hoyito-board>`,
    );
    await settle(board);
    for (const label of [/^Next move$/, /^Next move$/]) {
      button(board, label).click();
      await settle(board);
    }
    board.setAttribute('persist', 't-replay');
    await settle(board);
    expect(statusOf(board)).to.match(/^Move 2 of 3 · /);
    board.remove();
  });

  it('reports a saved replay place that is not a place in the game, and starts the replay from its start', async () => {
    const first = await replayBoard();
    button(first, /^Next move$/).click();
    await settle(first);
    first.remove();
    const saved = JSON.parse(localStorage.getItem('hoyito-board:t-replay') ?? '{}');
    expect(saved.replay).to.deep.equal([0, 1]);
    for (const replay of [[0, 4], [1, 0], 'end']) {
      localStorage.setItem('hoyito-board:t-replay', JSON.stringify({ ...saved, replay }));
      const board = document.createElement('hoyito-board') as HoyitoBoard;
      board.setAttribute('mode', 'replay');
      board.setAttribute('persist', 't-replay');
      board.setAttribute('record', '[Variant "hoyito-2"]\n\nc C d');
      const errored = oneEvent(board, 'hoyito-error');
      document.body.append(board);
      const { detail } = await errored;
      expect([detail.code, detail.attribute]).to.deep.equal(['storage', 'persist']);
      expect(detail.message).to.contain('replay');
      expect(detail.localizedMessage).to.equal(
        'The move this replay was saved at could not be read, so it starts from the beginning.',
      );
      await settle(board);
      expect(statusOf(board)).to.match(/^Start of the game · /);
      // No error stands in the game's place, and the game is whole.
      expect(shadow(board).querySelector('[part~="error"]')).to.equal(null);
      button(board, /^Last position$/).click();
      await settle(board);
      expect(statusOf(board)).to.match(/^Move 3 of 3 · /);
      board.remove();
    }
  });
  it('reports a saved place in a game that is none of its moves, and restores the game at its last move', async () => {
    localStorage.removeItem('hoyito-board:t-ply');
    const first = document.createElement('hoyito-board') as HoyitoBoard;
    first.setAttribute('persist', 't-ply');
    first.setAttribute('speed', 'instant');
    document.body.append(first);
    await settle(first);
    for (const move of ['c', 'C', 'd']) first.play(move);
    first.undo();
    await settle(first);
    first.remove();
    const saved = JSON.parse(localStorage.getItem('hoyito-board:t-ply') ?? '{}');
    expect(saved.ply).to.equal(2);
    for (const ply of [-1, 4, 1.5, '1', null]) {
      localStorage.setItem('hoyito-board:t-ply', JSON.stringify({ ...saved, ply }));
      const board = document.createElement('hoyito-board') as HoyitoBoard;
      board.setAttribute('persist', 't-ply');
      board.setAttribute('speed', 'instant');
      const errors: HoyitoErrorEvent['detail'][] = [];
      board.addEventListener('hoyito-error', (event) => errors.push(event.detail));
      const warned = await withWarnings(async (warnings) => {
        document.body.append(board);
        await settle(board);
        return warnings;
      });
      expect(warned.join('\n')).to.match(/The saved place in the game .* could not be restored/);
      expect(
        errors.map((e) => [e.code, e.attribute, e.localizedMessage]),
        String(ply),
      ).to.deep.equal([
        [
          'storage',
          'persist',
          'The move this game was saved at could not be read, so it is restored at its last move.',
        ],
      ]);
      // The game stands, whole, at its last move, with nothing to redo.
      expect(shadow(board).querySelector('[part~="error"]')).to.equal(null);
      expect(board.gameRecord).to.match(/\n\nc C d \*/);
      expect(board.redo()).to.equal(false);
      board.remove();
    }
  });

  /** A board of 2×3 holes in `mode` under `persist="t-setup"`, connected; not yet settled. */
  const setupBoard = (mode = 'setup') => {
    const board = document.createElement('hoyito-board') as HoyitoBoard;
    for (const [name, value] of [
      ['mode', mode],
      ['holes', '3'],
      ['persist', 't-setup'],
      ['speed', 'instant'],
    ])
      board.setAttribute(name, value);
    return board;
  };
  const tool = (board: HoyitoBoard) =>
    shadow(board).querySelector('[role="radio"][aria-checked="true"]')?.textContent?.trim();

  it('brings back the position being set up after a reload, the game behind it untouched', async () => {
    localStorage.removeItem('hoyito-board:t-setup');
    const first = setupBoard();
    document.body.append(first);
    await settle(first);
    hole(first, 0).click();
    hole(first, 0).click();
    shadow(first).querySelector<HTMLButtonElement>('button[data-store="north"]')?.click();
    button(first, /^Remove seeds/).click();
    await settle(first);
    hole(first, 4).click();
    button(first, /^Side to move/).click();
    await settle(first);
    const drafted = [drawnBoard(first), stores(first)];
    expect(drafted).to.deep.equal([
      [6, 4, 4, 4, 3, 4],
      [0, 1],
    ]);
    first.remove();
    const second = setupBoard();
    document.body.append(second);
    await settle(second);
    expect([drawnBoard(second), stores(second)]).to.deep.equal(drafted);
    expect(tool(second)).to.equal('Remove seeds');
    expect(button(second, /^Side to move/).textContent).to.contain('North');
    // The draft is not the game: the game behind it is still the full board.
    expect(second.currentPosition?.board).to.deep.equal([4, 4, 4, 4, 4, 4]);
    // Left for play, the draft is dropped, and the save with it: setup starts from the game again.
    second.mode = 'play';
    await settle(second);
    second.remove();
    const third = setupBoard();
    document.body.append(third);
    await settle(third);
    expect(drawnBoard(third)).to.deep.equal([4, 4, 4, 4, 4, 4]);
    expect(tool(third)).to.equal('Add seeds');
    third.remove();
  });

  it('reports a saved draft the setup panel could not have made, and sets up from the game', async () => {
    localStorage.removeItem('hoyito-board:t-setup');
    const first = setupBoard();
    document.body.append(first);
    await settle(first);
    hole(first, 0).click();
    await settle(first);
    first.remove();
    const saved = JSON.parse(localStorage.getItem('hoyito-board:t-setup') ?? '{}');
    expect(saved.draft.board).to.deep.equal([5, 4, 4, 4, 4, 4]);
    for (const draft of [
      'draft',
      null,
      { ...saved.draft, holes: 2 },
      { ...saved.draft, holes: 13 },
      { ...saved.draft, board: [5, 4, 4] },
      { ...saved.draft, board: [5, 4, 4, 4, 4, -1] },
      { ...saved.draft, board: [5, 4, 4, 4, 4, 4.5] },
      { ...saved.draft, captured: [0] },
      { ...saved.draft, captured: [0, 10000] },
      { ...saved.draft, toMove: 'east' },
      { ...saved.draft, tool: 'shovel' },
      { ...saved.draft, variant: 'hoyito-4' },
    ]) {
      localStorage.setItem('hoyito-board:t-setup', JSON.stringify({ ...saved, draft }));
      const board = setupBoard();
      const errors: HoyitoErrorEvent['detail'][] = [];
      board.addEventListener('hoyito-error', (e) => errors.push(e.detail));
      document.body.append(board);
      await settle(board);
      const what = JSON.stringify(draft);
      expect(
        errors.map((e) => [e.code, e.attribute, e.localizedMessage]),
        what,
      ).to.deep.equal([
        [
          'storage',
          'persist',
          'The position being set up could not be read, so setup starts from the position of the game.',
        ],
      ]);
      expect(drawnBoard(board), what).to.deep.equal([4, 4, 4, 4, 4, 4]);
      expect(shadow(board).querySelector('[part~="error"]'), what).to.equal(null);
      board.remove();
    }
    // Out of setup mode the draft is not read, so not reported.
    localStorage.setItem('hoyito-board:t-setup', JSON.stringify({ ...saved, draft: 'draft' }));
    const playing = setupBoard('play');
    const errors: HoyitoErrorEvent['detail'][] = [];
    playing.addEventListener('hoyito-error', (e) => errors.push(e.detail));
    document.body.append(playing);
    await settle(playing);
    expect(errors).to.deep.equal([]);
    playing.remove();
    localStorage.removeItem('hoyito-board:t-setup');
  });
});

describe('<hoyito-board> players', () => {
  it('lets code play a side', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
    const north = firstLegalPlayer('First legal move');
    board.players = { north: north.player };
    await settle(board);
    const moves: MoveDetail[] = [];
    const two = new Promise<void>((resolve) => {
      board.addEventListener('hoyito-move', (e) => {
        moves.push(e.detail);
        if (moves.length === 2) resolve();
      });
    });
    hole(board, 2).click();
    await two;
    expect(north.asked()).to.equal(1);
    expect(moves.map((m) => m.position.toMove)).to.deep.equal(['north', 'south']);
    expect(moves[1].move).to.equal(moves[0].position.legalMoves()[0]);
    // A person cannot play North's holes meanwhile: they belong to the code player.
    await settle(board);
    expect(board.currentPosition?.toMove).to.equal('south');
  });

  it('says when players is not an object of sides, names a side that is none, or gives a side what cannot play, and plays on', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board speed="instant" lang="es"></hoyito-board>`,
    );
    const errors: HoyitoErrorEvent['detail'][] = [];
    board.addEventListener('hoyito-error', (e) => errors.push((e as HoyitoErrorEvent).detail));
    const north = firstLegalPlayer('First legal move');
    for (const [players, english, spanish] of [
      [
        'north',
        'got “north”, so no side is played by it',
        'se recibió «north», así que no juega ningún lado',
      ],
      [[north.player], 'got “[a list]”', 'se recibió «[una lista]»'],
      [
        { North: north.player },
        '“players” has no side “North”',
        '«players» no tiene ningún lado «North»',
      ],
      // A level's name, as the north-player attribute takes, is no player.
      [
        { south: null, north: 'casual' },
        '“players” gives north “casual”, which has no method chooseMove(position, signal), so it plays no side.',
        '«players» da a north «casual», que no tiene el método chooseMove(position, signal), así que no juega ningún lado.',
      ],
      [
        { north: { name: 'Bea' } },
        '“players” gives north “[an object]”, which has no method',
        '«players» da a north «[un objeto]», que no tiene el método',
      ],
      // An object that throws as it is read: a getter, a Proxy, a player's method behind one.
      [
        {
          get north(): never {
            throw new Error('getter');
          },
        },
        '“players” could not be read: reading it threw an error',
        'No se pudo leer «players»: leerlo produjo un error',
      ],
      [
        new Proxy(
          {},
          {
            get: () => {
              throw new Error('trap');
            },
            ownKeys: () => {
              throw new Error('trap');
            },
          },
        ),
        '“players” could not be read',
        'No se pudo leer «players»',
      ],
      [
        {
          north: {
            get chooseMove(): never {
              throw new Error('getter');
            },
          },
        },
        '“players” could not be read',
        'No se pudo leer «players»',
      ],
      // A revoked Proxy throws even when asked whether it is a list.
      [revokedProxy(), '“players” could not be read', 'No se pudo leer «players»'],
    ] as const) {
      errors.length = 0;
      (board as { players: unknown }).players = players;
      await settle(board);
      expect(errors.map((e) => [e.code, e.attribute])).to.deep.equal([['player', 'players']]);
      expect(errors[0].message).to.contain(english);
      expect(errors[0].localizedMessage).to.contain(spanish);
      // Nobody's code plays North: the person does, and the game goes on.
      expect(board.play('c')).to.equal(true);
      await settle(board);
      expect(board.currentPosition?.toMove).to.equal('north');
      expect(north.asked()).to.equal(0);
      expect(board.play(board.legalMoves[0])).to.equal(true);
      await settle(board);
      expect(board.undo()).to.equal(true);
      expect(board.undo()).to.equal(true);
    }
    // Two faults at once: each is said.
    errors.length = 0;
    (board as { players: unknown }).players = { North: {}, north: 'casual' };
    await settle(board);
    expect(errors.map((e) => [e.code, e.attribute, e.message])).to.deep.equal([
      [
        'player',
        'players',
        '“players” has no side “North”; use south and north. The player given there plays no side.',
      ],
      [
        'player',
        'players',
        '“players” gives north “casual”, which has no method chooseMove(position, signal), so it plays no side.',
      ],
    ]);
    // Sides named as they are: nothing to say, and the player plays.
    errors.length = 0;
    board.players = { north: north.player, south: null };
    await settle(board);
    expect(board.play('c')).to.equal(true);
    await until(() => north.asked() === 1, 'North’s player is asked');
    expect(errors).to.deep.equal([]);
  });

  it('draws its board and says so when players is a revoked Proxy before the board is on the page', async () => {
    const board = document.createElement('hoyito-board') as HoyitoBoard;
    const errors: HoyitoErrorEvent['detail'][] = [];
    board.addEventListener('hoyito-error', (e) => errors.push((e as HoyitoErrorEvent).detail));
    (board as { players: unknown }).players = revokedProxy();
    board.speed = 'instant';
    document.body.append(board);
    try {
      expect(await board.updateComplete).to.equal(true);
      expect(board.shadowRoot?.querySelectorAll('[part~="hole"]').length).to.equal(12);
      expect(errors.map((e) => [e.code, e.attribute])).to.deep.equal([['player', 'players']]);
      expect(board.play('c')).to.equal(true);
    } finally {
      board.remove();
    }
  });

  /** A player of North that answers only when `answer` is called, with its first legal move. */
  function slowPlayer(name: string) {
    const asked: { position: Position; signal: AbortSignal; answer: () => void }[] = [];
    const player = {
      name,
      chooseMove: (position: Position, signal: AbortSignal) =>
        new Promise<number | 'pass'>((resolve) => {
          asked.push({
            position,
            signal,
            answer: () => resolve(position.legalMoves()[0] ?? 'pass'),
          });
        }),
    };
    return { player, asked };
  }

  it('plays nothing while off the page, and asks again once back', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
    const { player, asked } = slowPlayer('Ana');
    board.players = { north: player };
    await settle(board);
    const moves: MoveDetail[] = [];
    document.addEventListener('hoyito-move', (e) => moves.push(e.detail));
    board.play('c');
    await settle(board);
    expect(asked).to.have.length(1);
    const parent = board.parentElement as HTMLElement;
    board.remove();
    await settle(board);
    expect(asked[0].signal.aborted).to.equal(true);
    // Nobody is asked while the board is away, whatever changes meanwhile.
    board.setAttribute('speed', 'fast');
    board.setAttribute('orientation', 'north');
    await settle(board);
    asked[0].answer();
    await nextFrames(3);
    expect(asked).to.have.length(1);
    expect(board.currentPosition?.toMove).to.equal('north');
    parent.append(board);
    await settle(board);
    expect(asked).to.have.length(2);
    asked[1].answer();
    await until(() => board.currentPosition?.toMove === 'south', 'North plays once back');
    expect(moves.map((m) => m.notation)).to.have.length(2);
  });

  it('calls off a search when players no longer names its player', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
    const ana = slowPlayer('Ana');
    board.players = { north: ana.player };
    await settle(board);
    board.play('c');
    await settle(board);
    expect(ana.asked).to.have.length(1);
    // A tap meanwhile says whose turn it is, by the name the page gave.
    hole(board, 0).click();
    await settle(board);
    expect(shadow(board).querySelector('#preview')?.textContent).to.equal(
      `It is ${named('Ana')}'s turn.`,
    );
    const bea = slowPlayer('Bea');
    board.players = { north: bea.player };
    await settle(board);
    expect(ana.asked[0].signal.aborted).to.equal(true);
    expect(bea.asked).to.have.length(1);
    board.players = {};
    await settle(board);
    expect(bea.asked[0].signal.aborted).to.equal(true);
    ana.asked[0].answer();
    bea.asked[0].answer();
    await nextFrames(3);
    // Neither answer is played for the person who now plays North.
    expect(board.currentPosition?.toMove).to.equal('north');
    expect(board.gameRecord).to.match(/\bc \*\s*$/);
  });

  it('says in the board’s language who failed, and what it chose', async () => {
    for (const lang of ['en', 'es'] as const) {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board lang=${lang} speed="instant"></hoyito-board>`,
      );
      const errors: HoyitoErrorEvent['detail'][] = [];
      board.addEventListener('hoyito-error', (e) => errors.push(e.detail));
      board.players = {
        north: {
          name: 'Ana',
          chooseMove: async (position) => (position.toMove === 'north' ? 0 : 6),
        },
      };
      await settle(board);
      board.play('c');
      await until(() => errors.length === 1, 'the illegal choice is reported');
      expect(errors[0].code).to.equal('player');
      expect(errors[0].attribute).to.equal('players');
      expect(errors[0].message).to.equal('Ana chose 0, which is not a legal move here.');
      expect(errors[0].localizedMessage).to.equal(
        lang === 'en'
          ? `${named('Ana')} chose “0”, which is not a legal move here. The game waits: try again, take the move back or start a new game.`
          : `${named('Ana')} eligió «0», que no es una jugada legal aquí. La partida espera: vuelve a intentarlo, deshaz la jugada o empieza una partida nueva.`,
      );
      board.undo();
      board.players = { north: offlinePlayer('Bea') };
      await settle(board);
      board.play('c');
      await until(() => errors.length === 2, 'the failure is reported');
      await settle(board);
      expect(statusOf(board)).to.equal(
        lang === 'en'
          ? `North to move · ${named('Bea')} could not play`
          : `Le toca a Norte · ${named('Bea')} no pudo jugar`,
      );
      expect(errors[1].message).to.equal('Bea failed: offline');
      expect(errors[1].localizedMessage).to.equal(
        lang === 'en'
          ? `${named('Bea')} could not choose a move. The game waits: try again, take the move back or start a new game.`
          : `${named('Bea')} no pudo elegir una jugada. La partida espera: vuelve a intentarlo, deshaz la jugada o empieza una partida nueva.`,
      );
    }
  });

  // A player's answer that names no hole is said once, by the player's notice; not also as a
  // page's play('Z') is told, which would put the refusal of a label nobody at the board typed
  // in place of the person's move the player failed to answer.
  it('a player of the page that answers a label naming no hole is told of once', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board speed="instant" narration></hoyito-board>`,
    );
    const errors: HoyitoErrorEvent['detail'][] = [];
    board.addEventListener('hoyito-error', (e) => errors.push(e.detail));
    board.players = { north: { name: 'Ana', chooseMove: async () => 'Z' as never } };
    await settle(board);
    board.play('c');
    await until(() => errors.length === 1, 'the answer is reported');
    await settle(board);
    expect(errors[0].message).to.equal('Ana chose Z, which is not a legal move here.');
    const told = narration(board);
    expect(told).to.match(/^South sows 4 seeds from c\./);
    expect(told.split('chose “Z”')).to.have.length(2);
    expect(told).to.not.contain('is not a hole');
    expect(board.gameRecord).to.match(/\bc \*\s*$/);
  });

  // A page's player written without a promise: its move is played, and a throw or a missing
  // answer each wait with Try again, never a board left thinking. (A player with no chooseMove
  // plays no side: see the test above.)
  for (const [kind, chooseMove, message] of [
    ['answers a move, not a promise', (p: Position) => p.legalMoves()[0], null],
    [
      'throws',
      () => {
        throw new Error('boom');
      },
      'Bea failed: boom',
    ],
    ['answers nothing', () => undefined, 'Bea chose undefined, which is not a legal move here.'],
  ] as const) {
    it(`a player of the page that ${kind}`, async () => {
      const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
      const errors: HoyitoErrorEvent['detail'][] = [];
      board.addEventListener('hoyito-error', (e) => errors.push(e.detail));
      // The update the player was asked in threw: an error, or a rejection of updateComplete.
      const uncaught: string[] = [];
      const onError = (e: ErrorEvent) => uncaught.push(e.message);
      const onRejection = (e: PromiseRejectionEvent) => uncaught.push(String(e.reason));
      window.addEventListener('error', onError);
      window.addEventListener('unhandledrejection', onRejection);
      try {
        board.players = { north: { name: 'Bea', chooseMove } as unknown as Player };
        await settle(board);
        board.play('c');
        await settle(board);
        await nextFrames(2);
        await settle(board);
        expect(uncaught).to.deep.equal([]);
        // What is drawn is the game's position, never one the render was abandoned on.
        expect(drawnBoard(board)).to.deep.equal([...(board.currentPosition as Position).board]);
        if (message === null) {
          expect(board.currentPosition?.toMove).to.equal('south');
          expect(board.gameRecord).to.match(/\bc [A-F] \*\s*$/);
          expect(errors).to.deep.equal([]);
        } else {
          expect(errors.map((e) => e.message)).to.deep.equal([message]);
          expect(statusOf(board)).to.equal(`North to move · ${named('Bea')} could not play`);
          expect(buttonLabels(board)[0]).to.equal('Try again');
        }
      } finally {
        window.removeEventListener('error', onError);
        window.removeEventListener('unhandledrejection', onRejection);
      }
    });
  }

  it('asks a player that failed again on Try again, and plays its move once it answers', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
    const errors: HoyitoErrorEvent['detail'][] = [];
    board.addEventListener('hoyito-error', (e) => errors.push(e.detail));
    let online = false;
    let asked = 0;
    board.players = {
      north: {
        name: 'Bea',
        chooseMove: async (position) => {
          asked++;
          if (!online) throw new Error('offline');
          return position.legalMoves()[0];
        },
      },
    };
    await settle(board);
    expect(buttonLabels(board)).to.not.include('Try again');
    board.play('c');
    await until(() => errors.length === 1, 'the failure is reported');
    await settle(board);
    expect(asked).to.equal(1);
    expect(statusOf(board)).to.equal(`North to move · ${named('Bea')} could not play`);
    expect(buttonLabels(board)[0], 'first, where the eye goes').to.equal('Try again');
    // The failure is told after the person's move, not in its place.
    expect(narration(board)).to.match(
      /^South sows 4 seeds from c\..*\u2068Bea\u2069 could not choose a move\./,
    );
    // Still offline: asked again from the keyboard, failing again, and the game still waits,
    // the focus still on Try again (unavailable while Bea is asked).
    button(board, 'Try again').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => errors.length === 2, 'the second failure is reported');
    await settle(board);
    expect(asked).to.equal(2);
    expect(board.gameRecord).to.match(/\bc \*\s*$/);
    expect(buttonLabels(board)[0]).to.equal('Try again');
    expect((shadow(board).activeElement as HTMLElement | null)?.textContent?.trim()).to.equal(
      'Try again',
    );
    expect(button(board, 'Try again').getAttribute('aria-disabled')).to.equal('false');
    online = true;
    button(board, 'Try again').click();
    await until(() => board.currentPosition?.toMove === 'south', 'Bea plays');
    await settle(board);
    expect(asked).to.equal(3);
    expect(errors).to.have.length(2);
    expect(board.gameRecord).to.match(/\bc [A-F] \*\s*$/);
    expect(statusOf(board)).to.equal('South to move');
    expect(buttonLabels(board)).to.not.include('Try again');
  });

  it('asks a player given the side while the game waits for one that failed', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board speed="instant" narration></hoyito-board>`,
    );
    const errors: HoyitoErrorEvent['detail'][] = [];
    board.addEventListener('hoyito-error', (e) => errors.push(e.detail));
    board.players = { north: offlinePlayer('Bea') };
    await settle(board);
    board.play('c');
    await until(() => errors.length === 1, 'the failure is reported');
    await settle(board);
    // With the narration on show, the failure is told there, once, and not again under the board.
    expect(narration(board)).to.match(/\u2068Bea\u2069 could not choose a move\./);
    expect(shadow(board).querySelector('#preview')?.textContent?.trim()).to.equal('');
    let asked = 0;
    board.players = {
      north: {
        name: 'Cam',
        chooseMove: async (position) => {
          asked++;
          return position.legalMoves()[0];
        },
      },
    };
    await until(() => board.currentPosition?.toMove === 'south', 'Cam plays');
    await settle(board);
    expect(asked).to.equal(1);
    expect(statusOf(board)).to.equal('South to move');
    expect(buttonLabels(board)).to.not.include('Try again');
  });
});

describe('<hoyito-board> hoyito-change', () => {
  it('tells every change of the position on show that no hoyito-move tells', async () => {
    const told: string[] = [];
    const positions: unknown[] = [];
    const board = document.createElement('hoyito-board');
    board.setAttribute('speed', 'instant');
    board.addEventListener('hoyito-change', (e) => {
      told.push(`change ${e.detail.reason} ${makePosition(e.detail.position)}`);
      positions.push(e.detail.position);
    });
    board.addEventListener('hoyito-move', (e) => told.push(`move ${e.detail.notation}`));
    const take = () => told.splice(0);
    // The first game the board shows.
    document.body.append(board);
    try {
      await settle(board);
      const start = 'h1/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s';
      expect(take()).to.deep.equal([`change first ${start}`]);
      expect(positions[0]).to.equal(board.currentPosition);
      // A move is told by its own event only.
      board.play('c');
      await settle(board);
      const afterC = makePosition(board.currentPosition as Position);
      expect(take()).to.deep.equal(['move c']);
      expect(board.undo()).to.equal(true);
      await settle(board);
      expect(take()).to.deep.equal([`change undo ${start}`]);
      expect(board.redo()).to.equal(true);
      await settle(board);
      expect(take()).to.deep.equal([`change redo ${afterC}`]);
      // The keys and the buttons, as the methods.
      hole(board, 0).dispatchEvent(
        new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true, composed: true }),
      );
      await settle(board);
      button(board, /^Redo$/).click();
      await settle(board);
      expect(take()).to.deep.equal([`change undo ${start}`, `change redo ${afterC}`]);
      button(board, /^New game$/).click();
      await settle(board);
      expect(take()).to.deep.equal([`change new-game ${start}`]);
      // A game loaded; the same game loaded again changes nothing on show.
      expect(board.load('h2/1.2.3.4.5.6/6.5.4.3.2.1/0-0/n')).to.equal(true);
      await settle(board);
      expect(take()).to.deep.equal(['change load h2/1.2.3.4.5.6/6.5.4.3.2.1/0-0/n']);
      board.requestUpdate();
      await settle(board);
      expect(take()).to.deep.equal([]);
      // A replay's steps are no moves played: each is a change.
      board.setAttribute('mode', 'replay');
      board.setAttribute('record', '[Variant "hoyito-1"]\n\nc');
      await settle(board);
      expect(take()).to.deep.equal([`change attribute ${start}`]);
      button(board, /Next/).click();
      await settle(board);
      expect(take()).to.deep.equal([`change replay ${afterC}`]);
      // An attribute's error hides the game: nothing to tell until a game shows again.
      board.setAttribute('record', '[Variant "hoyito-9"]');
      await settle(board);
      expect(take()).to.deep.equal([]);
      board.setAttribute('record', '[Variant "hoyito-2"]\n\nc');
      await settle(board);
      expect(take()).to.deep.equal([`change attribute ${start.replace('h1', 'h2')}`]);
    } finally {
      board.remove();
    }
  });

  // A page that mirrors the game from events (its record, say) must hear the position a move is
  // played from before the move, though the undo, new game or load that showed it came in the
  // same task as the play(), before any update could tell it; on the page and off it (where the
  // board's own listeners hear the move).
  for (const onPage of [true, false]) {
    it(`tells a change made in the same task as a move before the move${onPage ? '' : ', off the page'}`, async () => {
      const board = await fixture<HoyitoBoard>(
        // Slow: the last move's animation must still run when it is skipped, however busy the
        // machine.
        html`<hoyito-board variant="hoyito-2" speed="slow"></hoyito-board>`,
      );
      await settle(board);
      const told: string[] = [];
      // Told as the board shows it: a listener reading the board then finds the same position.
      board.addEventListener('hoyito-change', (e) =>
        told.push(
          `change ${e.detail.reason} ${makePosition(e.detail.position)}${board.currentPosition === e.detail.position ? '' : ' (not on show)'}`,
        ),
      );
      board.addEventListener('hoyito-move', (e) => told.push(`move ${e.detail.notation}`));
      board.addEventListener('hoyito-animation-end', (e) => told.push(`end ${e.detail.skipped}`));
      const start = 'h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s';
      const loaded = 'h2/1.2.3.4.5.6/6.5.4.3.2.1/0-0/n';
      expect(board.play('a')).to.equal(true);
      board.skipAnimation();
      await settle(board);
      told.length = 0;
      const place = board.parentElement as HTMLElement;
      if (!onPage) board.remove();
      try {
        expect(board.undo() && board.play('b')).to.equal(true);
        board.newGame();
        expect(board.play('c')).to.equal(true);
        expect(board.load(loaded) && board.play('A')).to.equal(true);
        if (!onPage) place.append(board);
        await settle(board);
        board.skipAnimation();
        await settle(board);
        // On the page, each animation cut short is told ended before the change that cut it. Off
        // it, the ends wait for the board's return (they would reach no listener of the page's),
        // while each move, and so the change before it, goes out there and then.
        const [b, c] = onPage ? [['end true'], ['end true']] : [[], []];
        expect(told).to.deep.equal([
          `change undo ${start}`,
          'move b',
          ...b,
          `change new-game ${start}`,
          'move c',
          ...c,
          `change load ${loaded}`,
          'move A',
          ...(onPage ? [] : ['end true', 'end true']),
          'end true',
        ]);
      } finally {
        board.remove();
      }
    });
  }

  // newGame() sets its game up at once, and writes the attributes it changed; the update those
  // bring reads them again. A move played before then, in the same task, must stand, and the
  // change be told once, as a new game.
  for (const [what, attributes, options] of [
    ['options', '', { variant: 'hoyito-3', holes: 8 }],
    ['a position given', 'position', {}],
    ['a record given', 'record', {}],
  ] as const) {
    it(`keeps a move played right after newGame() with ${what}`, async () => {
      const board = await fixture<HoyitoBoard>(
        attributes === 'position'
          ? html`<hoyito-board speed="instant" position="h2/1.2.3.4.5.6/6.5.4.3.2.1/0-0/s"></hoyito-board>`
          : attributes === 'record'
            ? html`<hoyito-board speed="instant" record=${'[Variant "hoyito-2"]\n\nc C'}></hoyito-board>`
            : html`<hoyito-board speed="instant"></hoyito-board>`,
      );
      await settle(board);
      const told: string[] = [];
      board.addEventListener('hoyito-change', (e) => told.push(`change ${e.detail.reason}`));
      board.addEventListener('hoyito-move', (e) => told.push(`move ${e.detail.notation}`));
      board.newGame(options);
      expect(board.play('c')).to.equal(true);
      const after = makePosition(board.currentPosition as Position);
      await settle(board);
      expect(makePosition(board.currentPosition as Position)).to.equal(after);
      expect(board.gameRecord).to.match(/\n\nc \*\s*$/);
      expect(told).to.deep.equal(['change new-game', 'move c']);
      board.remove();
    });
  }

  it('tells no setup draft’s edit, the draft being no game (and often no position); play begun from it is told', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" holes="3" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    const told: string[] = [];
    board.addEventListener('hoyito-change', (e) =>
      told.push(`${e.detail.reason} ${makePosition(e.detail.position)}`),
    );
    const game = board.currentPosition;
    const edits = [
      () => button(board, /^Clear board$/),
      () => hole(board, 0),
      () => shadow(board).querySelector('button[data-store="north"]') as HTMLButtonElement,
      () => button(board, /^Remove seeds$/),
      () => button(board, /^Side to move/),
      () => button(board, /^More holes$/),
      () => button(board, /^Variant: /),
    ];
    for (const control of edits) {
      control().click();
      await settle(board);
    }
    expect(told).to.deep.equal([]);
    // What the page reads is still the game behind the draft.
    expect(board.currentPosition).to.equal(game);
    button(board, /^Start playing from here$/).click();
    await settle(board);
    expect(told).to.deep.equal(['setup h2/1.0.0.0/0.0.0.0/0-1/n']);
  });
});

describe('<hoyito-board> hoyito-setup and setupPosition', () => {
  it('tells each change of the position being set up, and gives it as setupPosition', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board holes="3" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    expect(board.setupPosition).to.equal(null);
    const told: string[] = [];
    board.addEventListener('hoyito-setup', (e) => {
      const { position, problem } = e.detail;
      told.push(position === null ? `none: ${problem}` : makePosition(position));
    });
    // Entering setup makes the draft, which is no change: the page reads it.
    board.mode = 'setup';
    await settle(board);
    expect(told).to.deep.equal([]);
    expect(makePosition(board.setupPosition as Position)).to.equal('h1/4.4.4/4.4.4/0-0/s');
    hole(board, 0).click();
    await settle(board);
    // A choice of tool changes no position.
    button(board, /^Remove seeds$/).click();
    await settle(board);
    button(board, /^Clear board$/).click();
    await settle(board);
    expect(told).to.deep.equal([
      'h1/5.4.4/4.4.4/0-0/s',
      'none: This position cannot be played: no seeds are left on the board.',
    ]);
    expect(board.setupPosition).to.equal(null);
    // In the board's language; a game loaded into the draft is a change too.
    board.lang = 'es';
    await settle(board);
    expect(board.load('h2/0.1.0/2.0.0/0-0/n')).to.equal(true);
    await settle(board);
    expect(told.slice(2)).to.deep.equal(['h2/0.1.0/2.0.0/0-0/n']);
    button(board, /^Vaciar el tablero$/).click();
    await settle(board);
    expect(told.slice(3)).to.deep.equal([
      'none: Esta posición no se puede jugar: no queda ninguna semilla en el tablero.',
    ]);
    // The draft is not the game: the game behind it is the one loaded, not the cleared board.
    expect(makePosition(board.currentPosition as Position)).to.equal('h2/0.1.0/2.0.0/0-0/n');
    // Leaving setup tells nothing more.
    board.mode = 'play';
    await settle(board);
    expect([told.length, board.setupPosition]).to.deep.equal([4, null]);
  });
});

describe('<hoyito-board> hoyito-change’s reason', () => {
  /** The reasons `board` tells from now on, taken with `take()`. */
  function reasons(board: HoyitoBoard): () => string[] {
    const told: string[] = [];
    board.addEventListener('hoyito-change', (e) => told.push(e.detail.reason));
    return () => told.splice(0);
  }

  it('tells an agreed end, the next round, a change of mode and a replay’s steps and jumps', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" rounds="2" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    const take = reasons(board);
    expect(board.play('c')).to.equal(true);
    await settle(board);
    expect(board.agree()).to.equal(true);
    await settle(board);
    expect(board.nextGame()).to.equal(true);
    await settle(board);
    expect(take()).to.deep.equal(['agreement', 'next-round']);
    // The match replayed from its first round's start; play again where it stood.
    board.mode = 'replay';
    await settle(board);
    for (const label of ['Next move', 'Last position', 'First position'] as const) {
      button(board, label).click();
      await settle(board);
    }
    shadow(board).querySelector<HTMLButtonElement>('[part~="moves"] button')?.click();
    await settle(board);
    expect(take()).to.deep.equal(['mode', 'replay', 'replay', 'replay', 'replay']);
    board.mode = 'play';
    await settle(board);
    expect(take()).to.deep.equal(['mode']);
    // An attribute changed: the board's game is another.
    board.variant = 'hoyito-3';
    await settle(board);
    expect(take()).to.deep.equal(['attribute']);
  });

  it('tells a kept game brought back, and a saved game taken up with a key given later', async () => {
    const key = 'change-reason-kept';
    const board = await playedUnder(key);
    try {
      const take = reasons(board);
      // Another game asked for: the one played is kept aside, and brought back.
      board.variant = 'hoyito-3';
      await settle(board);
      button(board, 'Go back to it').click();
      await settle(board);
      expect(take()).to.deep.equal(['attribute', 'restore']);
      // An untouched board given the key later takes up the game saved under it.
      const saved = board.currentPosition as Position;
      board.remove();
      const other = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
      await settle(other);
      const heard = reasons(other);
      other.persist = key;
      await settle(other);
      expect(heard()).to.deep.equal(['restore']);
      expect(other.currentPosition?.equals(saved)).to.equal(true);
    } finally {
      localStorage.removeItem(`hoyito-board:${key}`);
      localStorage.removeItem(`hoyito-board-kept:${key}`);
    }
  });
});

describe('<hoyito-board> a method called from a hoyito-move listener', () => {
  const stopListening = new Set<AbortController>();
  afterEach(() => {
    for (const listening of stopListening) listening.abort();
    stopListening.clear();
  });

  /**
   * A board at `speed` whose first hoyito-move calls `act`, and the events it fires from then on,
   * each as its type without "hoyito-" (an animation's end with whether it was skipped): as heard
   * on the board by listeners added before the one that acts (`events`) and after it
   * (`afterActing`), and on `document` (`onDocument`). All three hear them in the same order.
   */
  async function boardActingOnItsMove(speed: string, act: (board: HoyitoBoard) => void) {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-1" speed=${speed}></hoyito-board>`,
    );
    await settle(board);
    const listening = new AbortController();
    stopListening.add(listening);
    const record = (target: EventTarget) => {
      const heard: string[] = [];
      for (const type of ['move', 'change', 'gameover', 'animation-end']) {
        target.addEventListener(
          `hoyito-${type}`,
          (e) => {
            const { detail } = e as CustomEvent;
            heard.push(type === 'animation-end' ? `end ${detail.skipped}` : type);
          },
          { signal: listening.signal },
        );
      }
      return heard;
    };
    const events = record(board);
    const onDocument = record(document);
    let first = true;
    board.addEventListener('hoyito-move', () => {
      if (!first) return;
      first = false;
      act(board);
    });
    const afterActing = record(board);
    return { board, events, heard: () => ({ afterActing, onDocument }) };
  }

  /** `events` as every other listener heard them too. */
  function heardAlike(
    events: string[],
    heard: () => { afterActing: string[]; onDocument: string[] },
  ): void {
    expect(heard().afterActing, 'on the board, after the listener that acts').to.deep.equal(events);
    expect(heard().onDocument, 'on document').to.deep.equal(events);
  }

  // Before, the move's animation began after its event: over a move taken back, a game loaded
  // or ended, for seconds, with its end told as played, and an undo never told.
  for (const speed of ['normal', 'instant']) {
    it(`undo(), at ${speed} speed: the move is not animated, its animation is told skipped, the undo told`, async () => {
      const { board, events, heard } = await boardActingOnItsMove(speed, (b) => b.undo());
      const start = board.currentPosition as Position;
      board.play('c');
      await settle(board);
      expect(board.currentPosition).to.equal(start);
      expect(drawnBoard(board)).to.deep.equal([...start.board]);
      expect(statusOf(board)).to.equal('South to move');
      expect(events).to.deep.equal(['move', 'end true', 'change']);
      heardAlike(events, heard);
    });
  }

  it('play() of the reply: each move has its own animation and its own end, and no change', async () => {
    const { board, events, heard } = await boardActingOnItsMove('normal', (b) => b.play('A'));
    board.play('c');
    await settle(board);
    expect(events).to.deep.equal(['move', 'end true', 'move']);
    heardAlike(events, heard);
    // The reply's animation runs, from the position after c; skipped, the board shows the game.
    expect(board.currentPosition?.toMove).to.equal('south');
    expect(statusOf(board)).to.match(/^Lap 1 · /);
    board.skipAnimation();
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal([...(board.currentPosition as Position).board]);
    expect(events).to.deep.equal(['move', 'end true', 'move', 'end true']);
    heardAlike(events, heard);
  });

  it('load(): the loaded game shows at once, the move’s animation told skipped', async () => {
    const loaded = 'h2/1.1.4.8.0.4/1.1.5.5.0.2/12-4/s';
    const { board, events, heard } = await boardActingOnItsMove('normal', (b) => b.load(loaded));
    board.play('c');
    await settle(board);
    expect(makePosition(board.currentPosition as Position)).to.equal(loaded);
    expect(drawnBoard(board)).to.deep.equal([1, 1, 4, 8, 0, 4, 1, 1, 5, 5, 0, 2]);
    expect(events).to.deep.equal(['move', 'end true', 'change']);
    heardAlike(events, heard);
  });

  it('agree(): the game ends at once, the move’s animation told skipped', async () => {
    const { board, events, heard } = await boardActingOnItsMove('normal', (b) => b.agree());
    board.play('c');
    await settle(board);
    const over = board.currentPosition as Position;
    expect(over.over).to.equal(true);
    expect(drawnBoard(board)).to.deep.equal([...over.board]);
    expect(events).to.deep.equal(['move', 'end true', 'gameover', 'change']);
    heardAlike(events, heard);
  });

  it('skipAnimation(): the move’s animation, once begun, is skipped', async () => {
    const { board, events, heard } = await boardActingOnItsMove('normal', (b) => b.skipAnimation());
    board.play('c');
    await settle(board);
    expect(drawnBoard(board)).to.deep.equal([...(board.currentPosition as Position).board]);
    expect(events).to.deep.equal(['move', 'end true']);
    heardAlike(events, heard);
    // Asked of that move only: the next is animated.
    board.play('A');
    await settle(board);
    expect(statusOf(board)).to.match(/^Lap 1 · /);
  });
});

describe('<hoyito-board> hint() off the page', () => {
  it('gives no hint and starts no worker while the board is off the page', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
    await settle(board);
    const Original = window.Worker;
    let made = 0;
    window.Worker = class extends Original {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        made++;
      }
    };
    try {
      const parent = board.parentElement as HTMLElement;
      board.remove();
      expect(await board.hint()).to.equal(false);
      expect(made).to.equal(0);
      // Back on the page, it hints again.
      parent.append(board);
      await settle(board);
      expect(await board.hint()).to.equal(true);
      expect(made).to.be.greaterThan(0);
    } finally {
      window.Worker = Original;
    }
  });
});

describe('<hoyito-board> a computer that cannot start', () => {
  /**
   * Runs `use` while the page may start no worker, as under `worker-src 'none'`: Chromium refuses
   * with a SecurityError, which the board first takes for a worker from another origin and tries
   * again from a fetched copy, refused too.
   */
  async function withoutWorkers(
    use: () => Promise<void>,
    refusal = 'SecurityError',
  ): Promise<void> {
    const Original = window.Worker;
    window.Worker = class {
      constructor() {
        throw new DOMException('Refused by the Content-Security-Policy', refusal);
      }
    } as unknown as typeof Worker;
    try {
      await use();
    } finally {
      window.Worker = Original;
    }
  }

  for (const [lang, refusal] of [
    ['en', 'SecurityError'],
    ['es', 'SecurityError'],
    ['en', 'NotAllowedError'],
  ] as const) {
    it(`says so where the eye goes, narration hidden, and names its attribute (${lang}, ${refusal})`, async () => {
      await withoutWorkers(async () => {
        const board = await fixture<HoyitoBoard>(
          html`<hoyito-board north-player="casual" speed="instant" lang=${lang}></hoyito-board>`,
        );
        await settle(board);
        const errors: HoyitoErrorEvent['detail'][] = [];
        board.addEventListener('hoyito-error', (e) => errors.push((e as HoyitoErrorEvent).detail));
        board.play('c');
        await until(() => errors.length === 1, 'the failure is reported');
        await settle(board);
        expect(errors[0].code).to.equal('player');
        expect(errors[0].attribute).to.equal('north-player');
        expect(statusOf(board)).to.equal(
          lang === 'en'
            ? 'North to move · Computer (casual) could not play'
            : 'Le toca a Norte · La computadora (nivel aficionado) no pudo jugar',
        );
        const preview = shadow(board).querySelector('#preview') as HTMLElement;
        expect(preview.classList.contains('visually-hidden')).to.equal(false);
        expect(preview.textContent?.trim()).to.equal(errors[0].localizedMessage);
        // Taking the move back is what the words offer: it is a person's turn again.
        expect(board.undo()).to.equal(true);
        await settle(board);
        expect(statusOf(board)).to.equal(lang === 'en' ? 'South to move' : 'Le toca a Sur');
      }, refusal);
    });
  }

  it('a hint that cannot be worked out says so under the board, and Hint is then unavailable', async () => {
    await withoutWorkers(async () => {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board controls="hint new-game" speed="instant"></hoyito-board>`,
      );
      await settle(board);
      expect(button(board, 'Hint').getAttribute('aria-disabled')).to.equal('false');
      expect(await board.hint()).to.equal(false);
      await settle(board);
      expect(shadow(board).querySelector('#preview')?.textContent?.trim()).to.equal(
        'The computer is not available here.',
      );
      expect(button(board, 'Hint').getAttribute('aria-disabled')).to.equal('true');
    });
    // Another game tries again.
    const board = document.querySelector('hoyito-board') as HoyitoBoard;
    button(board, 'New game').click();
    await settle(board);
    expect(button(board, 'Hint').getAttribute('aria-disabled')).to.equal('false');
  });
});

describe('<hoyito-board> accessibility', () => {
  for (const mode of ['play', 'replay', 'diagram', 'setup']) {
    it(`axe finds no violation in ${mode} mode`, async () => {
      // With what a record may say of its game: players, an event and comments.
      const record =
        '[Variant "hoyito-2"]\n[South "Ana"]\n[Event "Fair"]\n\n{The final} c {opens} C';
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board mode=${mode} record=${mode === 'replay' ? record : ''} highlight=${mode === 'diagram' ? 'c' : ''} narration></hoyito-board>`,
      );
      await settle(board);
      const violations = await axe(board);
      expect(violations, describeViolations(violations)).to.have.length(0);
    });
  }

  it('names each store for assistive technology, whose count it is', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board position="h2/4.4.4/4.4.4/12-3/s"></hoyito-board>`,
    );
    await settle(board);
    const named = [...shadow(board).querySelectorAll('[part~="store"]')].map((store) => [
      store.getAttribute('role'),
      store.getAttribute('aria-label'),
    ]);
    // A role that may be named: a generic div's aria-label is ignored (ARIA 1.2).
    expect(named).to.deep.equal([
      ['img', 'North has captured 3 seeds'],
      ['img', 'South has captured 12 seeds'],
    ]);
  });

  it('leaves Ctrl, Alt and ⌘ with its keys to the browser: zoom, back and forward', async () => {
    const press = (target: Element, init: KeyboardEventInit): boolean => {
      const event = new KeyboardEvent('keydown', {
        bubbles: true,
        composed: true,
        cancelable: true,
        ...init,
      });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    // Setup: Ctrl with − or + (or =) zooms the page, however the hole under the focus is edited.
    const setup = await fixture<HoyitoBoard>(html`<hoyito-board mode="setup"></hoyito-board>`);
    await settle(setup);
    const a = hole(setup, 0);
    expect(press(a, { key: '-', ctrlKey: true })).to.equal(false);
    expect(press(a, { key: '=', ctrlKey: true })).to.equal(false);
    expect(press(a, { key: '+', metaKey: true })).to.equal(false);
    await settle(setup);
    expect(drawnBoard(setup)[0]).to.equal(4);
    // Without them, the keys still edit.
    expect(press(a, { key: '+' })).to.equal(true);
    await settle(setup);
    expect(drawnBoard(setup)[0]).to.equal(5);
    // Replay: Alt with ← or → is the browser's back and forward, not a step.
    const replay = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" speed="instant" record=${'[Variant "hoyito-2"]\n\nc C a'}></hoyito-board>`,
    );
    await settle(replay);
    const next = button(replay, 'Next move');
    expect(press(next, { key: 'ArrowRight', altKey: true })).to.equal(false);
    expect(press(next, { key: 'End', ctrlKey: true })).to.equal(false);
    await settle(replay);
    expect(replay.currentPosition?.board).to.deep.equal(new Array(12).fill(4));
    // Play: nor do they move between holes.
    const play = await fixture<HoyitoBoard>(html`<hoyito-board></hoyito-board>`);
    await settle(play);
    hole(play, 0).focus();
    expect(press(hole(play, 0), { key: 'ArrowRight', altKey: true })).to.equal(false);
    await settle(play);
    expect(shadow(play).activeElement).to.equal(hole(play, 0));
  });

  it('does not sow a hole for Space pressed with Ctrl, Alt or ⌘, as it does not for Enter', async () => {
    for (const hold of ['Control', 'Alt', 'Meta']) {
      const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
      await settle(board);
      hole(board, 2).focus();
      await sendKeys({ down: hold });
      await sendKeys({ press: 'Space' });
      await sendKeys({ press: 'Enter' });
      await sendKeys({ up: hold });
      await settle(board);
      expect([hold, board.gameRecord?.trim().endsWith('\n*')]).to.deep.equal([hold, true]);
      // Alone, the key sows.
      await sendKeys({ press: 'Space' });
      await settle(board);
      expect([hold, board.gameRecord?.trim().endsWith('c *')]).to.deep.equal([hold, true]);
    }
  });

  it('says whether the board is flipped: Flip board is a toggle that tells its state', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board lang="es"></hoyito-board>`);
    await settle(board);
    const flip = button(board, 'Girar el tablero');
    expect(flip.getAttribute('aria-pressed')).to.equal('false');
    flip.click();
    await settle(board);
    // The same button, its name kept: pressed now, North at the bottom.
    expect(button(board, 'Girar el tablero')).to.equal(flip);
    expect(flip.getAttribute('aria-pressed')).to.equal('true');
    expect(board.getAttribute('orientation')).to.equal('north');
    flip.click();
    await settle(board);
    expect(flip.getAttribute('aria-pressed')).to.equal('false');
  });

  it('axe finds no violation in the error state', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board variant="nope"></hoyito-board>`);
    await settle(board);
    const violations = await axe(board);
    expect(violations, describeViolations(violations)).to.have.length(0);
  });
});

describe('<hoyito-board> properties set to values that are not text', () => {
  /** Errors that reach the window (an update that threw) while `use` runs. */
  async function windowErrors(use: () => Promise<void>): Promise<string[]> {
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.message);
    const onRejection = (event: PromiseRejectionEvent) => errors.push(String(event.reason));
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    try {
      await use();
    } finally {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    }
    return errors;
  }

  it('reads a number or a boolean as its attribute’s text, as a framework binding :holes="7" gives it', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
    await settle(board);
    const errors = await windowErrors(async () => {
      (board as unknown as { holes: number }).holes = 7;
      (board as unknown as { seeds: number }).seeds = 3;
      await settle(board);
    });
    expect(errors).to.deep.equal([]);
    expect(board.currentPosition?.holes).to.equal(7);
    expect(drawnBoard(board)).to.deep.equal(Array(14).fill(3));
    expect(board.getAttribute('holes')).to.equal('7');
    // `loop` is there or not, as a boolean attribute is.
    (board as unknown as { loop: boolean }).loop = true;
    await settle(board);
    expect(board.loop).to.equal('');
    (board as unknown as { loop: boolean }).loop = false;
    await settle(board);
    expect(board.loop).to.equal(null);
    expect(board.hasAttribute('loop')).to.equal(false);
  });

  for (const [name, value, words] of [
    ['variant', {}, '[an object]'],
    ['mode', ['play'], '[a list]'],
    ['speed', () => 'fast', '[a function]'],
    ['first', Symbol('north'), '[a symbol]'],
    ['holes', { valueOf: () => 7 }, '[an object]'],
    ['orientation', 1, '1'],
    // As a framework binding :controls="['undo', 'flip']" gives it: named whole, not split.
    ['controls', ['undo', 'flip'], '[a list]'],
    // Else every such board would save under one key named after its kind.
    ['persist', {}, '[an object]'],
  ] as const) {
    it(`${name} set to ${words} is an error in the board’s place, and a good value brings the game back`, async () => {
      const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
      await settle(board);
      board.play('c');
      await settle(board);
      const before = board.gameRecord;
      const errored = oneEvent(board, 'hoyito-error');
      const errors = await windowErrors(async () => {
        (board as unknown as Record<string, unknown>)[name] = value;
        await settle(board);
      });
      expect(errors).to.deep.equal([]);
      const { detail } = await errored;
      expect(detail.attribute).to.equal(name);
      expect(detail.message).to.contain(`="${words}"`);
      expect(detail.localizedMessage).to.contain(words);
      expect(shadow(board).querySelector('[part~="error"]') === null).to.equal(false);
      expect(Object.keys(localStorage).filter((key) => key.includes(words))).to.deep.equal([]);
      (board as unknown as Record<string, unknown>)[name] = null;
      await settle(board);
      expect(shadow(board).querySelector('[part~="error"]') === null).to.equal(true);
      if (name !== 'variant' && name !== 'holes' && name !== 'first')
        expect(board.gameRecord).to.equal(before);
    });
  }

  it('position or record set to a value with no text says so, not a notation error in words the page never wrote', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board speed="instant" lang="es"></hoyito-board>`,
    );
    await settle(board);
    for (const [name, value, english, spanish] of [
      [
        'position',
        ['h2/4.4.4/4.4.4/0-0/s'],
        "“position” must be text, a position in the engine's notation (such as h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s); got [a list].",
        '«position» debe ser un texto, una posición en la notación del motor (como h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s); se recibió [una lista].',
      ],
      [
        'position',
        Symbol('s'),
        "“position” must be text, a position in the engine's notation (such as h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s); got [a symbol].",
        '«position» debe ser un texto, una posición en la notación del motor (como h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s); se recibió [un símbolo].',
      ],
      [
        'record',
        { variant: 'hoyito-2' },
        '“record” must be text, a game record; got [an object].',
        '«record» debe ser un texto, un registro de partida; se recibió [un objeto].',
      ],
    ] as const) {
      const errored = oneEvent(board, 'hoyito-error');
      (board as unknown as Record<string, unknown>)[name] = value;
      await settle(board);
      const { detail } = await errored;
      expect([
        detail.code,
        detail.attribute,
        detail.message,
        detail.localizedMessage,
      ]).to.deep.equal([name, name, english, spanish]);
      expect(shadow(board).querySelector('[part~="error"]')?.textContent).to.contain(spanish);
      // Text brings the board back.
      (board as unknown as Record<string, unknown>)[name] =
        name === 'position' ? 'h2/1.2.3/3.2.1/0-0/s' : '[Variant "hoyito-3"]\n\nc';
      await settle(board);
      expect(board.error).to.equal(null);
      expect(board.currentPosition?.variant).to.equal(
        name === 'position' ? 'hoyito-2' : 'hoyito-3',
      );
      (board as unknown as Record<string, unknown>)[name] = null;
    }
  });

  it('newGame() takes null, and options that are null or of another type, without throwing', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board holes="5" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    board.play('a');
    await settle(board);
    const errors = await windowErrors(async () => {
      board.newGame(null);
      await settle(board);
    });
    expect(errors).to.deep.equal([]);
    expect(board.gameRecord).to.not.contain(' a');
    expect(board.currentPosition?.holes).to.equal(5);
    // An option null is not given: the board keeps its size.
    board.newGame({ holes: null as unknown as number, variant: 'hoyito-3' });
    await settle(board);
    expect(board.currentPosition?.holes).to.equal(5);
    expect(board.currentPosition?.variant).to.equal('hoyito-3');
    // A number for a variant is its text, which names no variant: one error, said once.
    let reported = 0;
    board.addEventListener('hoyito-error', () => reported++);
    const more = await windowErrors(async () => {
      board.newGame({ variant: 5 as unknown as string });
      await settle(board);
    });
    expect(more).to.deep.equal([]);
    expect(reported).to.equal(1);
    expect(board.variant).to.equal('5');
    board.newGame({ variant: 'hoyito-2' });
    await settle(board);
    expect(board.currentPosition?.variant).to.equal('hoyito-2');
  });

  it('newGame() with options that throw as they are read leaves them out, warns, and starts a game', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board holes="5" speed="instant"></hoyito-board>`,
    );
    await settle(board);
    board.play('a');
    await settle(board);
    await withWarnings(async (warnings) => {
      const errors = await windowErrors(async () => {
        board.newGame(revokedProxy() as never);
        await settle(board);
      });
      expect(errors).to.deep.equal([]);
      expect(warnings).to.deep.equal(
        ['variant', 'holes', 'seeds', 'first'].map(
          (name) =>
            `<hoyito-board> newGame() could not read its option ${name} (reading it threw), so it is left out.`,
        ),
      );
    });
    expect(board.gameRecord).to.not.contain(' a');
    expect(board.currentPosition?.holes).to.equal(5);
  });

  it('newGame() with an option out of range reports it once', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board></hoyito-board>`);
    await settle(board);
    const seen: string[] = [];
    board.addEventListener('hoyito-error', (e) => seen.push((e as HoyitoErrorEvent).detail.code));
    board.newGame({ holes: 20 });
    await settle(board);
    await settle(board);
    expect(seen).to.deep.equal(['holes']);
  });
});

describe('<hoyito-board> errors standing together', () => {
  it('a game attribute changed while another attribute is bad takes effect once that one is fixed', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
    await settle(board);
    board.setAttribute('speed', 'zip');
    await settle(board);
    board.setAttribute('holes', '5');
    await settle(board);
    board.setAttribute('position', 'h3/1.2.3/3.2.1/0-0/n');
    await settle(board);
    board.removeAttribute('speed');
    await settle(board);
    expect(shadow(board).querySelector('[part~="error"]') === null).to.equal(true);
    expect(board.currentPosition?.variant).to.equal('hoyito-3');
    expect(drawnBoard(board)).to.deep.equal([1, 2, 3, 3, 2, 1]);
    board.removeAttribute('position');
    await settle(board);
    expect(board.currentPosition?.holes).to.equal(5);
  });

  it('newGame() while another attribute is bad is refused, and the game behind the error comes back', async () => {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
    await settle(board);
    board.play('c');
    await settle(board);
    board.setAttribute('mode', 'nope');
    await settle(board);
    const errored = oneEvent(board, 'hoyito-error');
    board.newGame({ holes: 4 });
    expect((await errored).detail.message).to.match(/^newGame\(\) refused: mode="nope"/);
    await settle(board);
    board.setAttribute('mode', 'play');
    await settle(board);
    expect([
      board.holes,
      board.currentPosition?.holes,
      board.gameRecord?.trim().endsWith('c *'),
    ]).to.deep.equal([null, 6, true]);
  });

  it('newGame() clears a bad position, and one beside rounds, to start a game', async () => {
    for (const attributes of [
      { position: 'h9/nonsense' },
      { position: 'h1/4.4.4/4.4.4/0-0/s', rounds: '3' },
    ]) {
      const board = document.createElement('hoyito-board') as HoyitoBoard;
      for (const [name, value] of Object.entries(attributes)) board.setAttribute(name, value);
      document.body.append(board);
      await settle(board);
      expect(board.error?.attribute, JSON.stringify(attributes)).to.equal(
        'rounds' in attributes ? 'rounds' : 'position',
      );
      board.newGame();
      await settle(board);
      expect([board.error, board.position, board.currentPosition?.holes]).to.deep.equal([
        null,
        null,
        6,
      ]);
      board.remove();
    }
  });

  /** A board, and the codes of the errors it reports from now on. */
  async function boardReporting(): Promise<{ board: HoyitoBoard; codes: string[] }> {
    const board = await fixture<HoyitoBoard>(html`<hoyito-board speed="instant"></hoyito-board>`);
    await settle(board);
    const codes: string[] = [];
    board.addEventListener('hoyito-error', (e) => codes.push((e as HoyitoErrorEvent).detail.code));
    return { board, codes };
  }

  /** Sets each attribute in turn, the board settling after each. */
  async function setInTurn(board: HoyitoBoard, ...changes: [string, string][]): Promise<void> {
    for (const [name, value] of changes) {
      board.setAttribute(name, value);
      await settle(board);
    }
  }

  it('several bad attributes are reported at once, each once, the first in the board’s place', async () => {
    const { board, codes } = await boardReporting();
    const attributes: string[] = [];
    board.addEventListener('hoyito-error', (e) =>
      attributes.push((e as HoyitoErrorEvent).detail.attribute),
    );
    await withWarnings(async (warnings) => {
      board.setAttribute('variant', 'nope');
      board.setAttribute('loop', '-1');
      board.setAttribute('idle', '0');
      await settle(board);
      // Each with its event and warning, in the order the board reads them.
      expect(attributes).to.deep.equal(['variant', 'loop', 'idle']);
      expect(codes).to.deep.equal(['variant', 'loop', 'idle']);
      expect(warnings).to.have.length(3);
      expect(warnings[1]).to.contain('loop="-1"');
      expect(board.error?.attribute).to.equal('variant');
      expect(shadow(board).querySelector('[part~="error"]')?.textContent).to.contain('nope');
      // Another attribute changed meanwhile: nothing said again.
      await setInTurn(board, ['speed', 'fast'], ['orientation', 'north']);
      // The first fixed: the next stands in the board's place, already told.
      await setInTurn(board, ['variant', 'hoyito-2']);
      expect(board.error?.attribute).to.equal('loop');
      expect(shadow(board).querySelector('[part~="error"]')?.textContent).to.contain('-1');
      expect(attributes).to.have.length(3);
      expect(warnings).to.have.length(3);
      // One of them changed to another bad value: that one is told again.
      await setInTurn(board, ['idle', '-5']);
      expect(attributes).to.deep.equal(['variant', 'loop', 'idle', 'idle']);
      // All fixed: the board is back.
      board.removeAttribute('loop');
      board.removeAttribute('idle');
      await settle(board);
      expect([board.error, board.currentPosition?.variant]).to.deep.equal([null, 'hoyito-2']);
      // Bad again later: told again.
      await setInTurn(board, ['loop', '-1']);
      expect(attributes).to.deep.equal(['variant', 'loop', 'idle', 'idle', 'loop']);
    });
  });

  it('a bad position or record, or rounds beside one, is reported with the bad attributes, and once', async () => {
    const { board, codes } = await boardReporting();
    await withWarnings(async (warnings) => {
      board.setAttribute('loop', '-1');
      board.setAttribute('position', 'h9/zz');
      await settle(board);
      expect(codes).to.deep.equal(['loop', 'position']);
      expect(warnings[1]).to.match(/^<hoyito-board> position: .*found 2\. \(column 6\)$/);
      expect(board.error?.attribute).to.equal('loop');
      // The attribute fixed: the position takes the board's place, already told.
      await setInTurn(board, ['loop', '5']);
      expect(board.error?.attribute).to.equal('position');
      expect(shadow(board).querySelector('[part~="error"]')?.textContent).to.contain('found 2');
      expect([codes.length, warnings.length]).to.deep.equal([2, 2]);
      // A bad attribute beside the position standing: only that one is new.
      await setInTurn(board, ['idle', '0']);
      expect(codes).to.deep.equal(['loop', 'position', 'idle']);
      expect(board.error?.attribute).to.equal('idle');
      // A good position: nothing to say of it; rounds beside it is said at once.
      await setInTurn(board, ['position', 'h1/4.4.4/4.4.4/0-0/s'], ['rounds', '3']);
      expect(codes).to.deep.equal(['loop', 'position', 'idle', 'rounds']);
      board.removeAttribute('idle');
      await settle(board);
      expect([board.error?.attribute, codes.length]).to.deep.equal(['rounds', 4]);
      board.removeAttribute('rounds');
      await settle(board);
      expect([board.error, board.currentPosition?.holes]).to.deep.equal([null, 3]);
      // A record too, read past a bad attribute.
      await setInTurn(board, ['speed', 'zip'], ['record', '[Variant "h9"]']);
      expect(codes.slice(4)).to.deep.equal(['speed', 'record']);
      expect(warnings).to.have.length(6);
    });
  });

  it('a bad highlight is reported once, whatever else changes while it stands', async () => {
    const { board, codes } = await boardReporting();
    await setInTurn(
      board,
      ['highlight', 'zz'],
      ['speed', 'fast'],
      ['mode', 'diagram'],
      ['orientation', 'north'],
    );
    expect(codes).to.deep.equal(['highlight']);
    expect(shadow(board).querySelector('[part~="error"]')?.textContent).to.contain('zz');
    board.setAttribute('highlight', 'b');
    await settle(board);
    expect(shadow(board).querySelector('[part~="error"]') === null).to.equal(true);
  });

  it('a bad highlight neither replaces nor clears another error, is reported beside it, and takes its place once it is fixed', async () => {
    const { board, codes } = await boardReporting();
    await withWarnings(async (warnings) => {
      await setInTurn(board, ['variant', 'bogus'], ['highlight', 'zz']);
      // Reported at once, beside the variant, which keeps the board's place.
      expect(codes).to.deep.equal(['variant', 'highlight']);
      expect(warnings[1]).to.equal(
        '<hoyito-board> highlight="zz" is not a hole of this board; use a label a–f, A–F.',
      );
      expect(shadow(board).querySelector('[part~="error"]')?.textContent).to.contain('bogus');
      expect(board.legalMoves).to.deep.equal([]);
      expect(board.play('a')).to.equal(false);
      // A good one: nothing to say; a bad one again is new.
      await setInTurn(board, ['highlight', 'a'], ['highlight', 'zz']);
      expect(codes).to.deep.equal(['variant', 'highlight', 'highlight']);
      // The variant fixed: the highlight takes the board's place, already told.
      await setInTurn(board, ['variant', 'hoyito-2']);
      expect([board.error?.attribute, codes.length, warnings.length]).to.deep.equal([
        'highlight',
        3,
        3,
      ]);
      expect(shadow(board).querySelector('[part~="error"]')?.textContent).to.contain('zz');
    });
    board.setAttribute('highlight', ' b ');
    await settle(board);
    expect(shadow(board).querySelector('[part~="error"]') === null).to.equal(true);
    expect(hole(board, 1).dataset.state).to.contain('suggested');
  });

  it('a highlight is read beside bad attributes against the board the page describes, once it is known', async () => {
    const { board, codes } = await boardReporting();
    // A hole of the position's 2×7 board, not of the 2×6 one `holes` would make: no fault.
    await setInTurn(
      board,
      ['loop', '-1'],
      ['position', 'h2/4.4.4.4.4.4.4/4.4.4.4.4.4.4/0-0/s'],
      ['highlight', 'g'],
    );
    expect(codes).to.deep.equal(['loop']);
    // Beyond it: said beside the loop's.
    await setInTurn(board, ['highlight', 'h']);
    expect(codes).to.deep.equal(['loop', 'highlight']);
    expect(board.error?.attribute).to.equal('loop');
    // A bad position: the board it would name is not known, and nothing is said of it.
    await setInTurn(board, ['position', 'h2/zz']);
    expect(codes).to.deep.equal(['loop', 'highlight', 'position']);
    // Nor while `holes` is bad, which might have named it.
    board.removeAttribute('position');
    await setInTurn(board, ['holes', '2O'], ['highlight', 'k']);
    expect(codes).to.deep.equal(['loop', 'highlight', 'position', 'holes']);
    // `holes` fixed to a board without k: now it is said, beside the loop, once.
    await setInTurn(board, ['holes', '8']);
    expect(codes).to.deep.equal(['loop', 'highlight', 'position', 'holes', 'highlight']);
    board.removeAttribute('loop');
    await settle(board);
    expect([board.error?.attribute, codes.length]).to.deep.equal(['highlight', 5]);
    await setInTurn(board, ['holes', '12']);
    expect([board.error, codes.length]).to.deep.equal([null, 5]);
    expect(hole(board, 10).dataset.state).to.contain('suggested');
  });
});

describe('<hoyito-board> load() before the board is on the page', () => {
  it('shows the game loaded, not one from the attributes', async () => {
    const board = document.createElement('hoyito-board') as HoyitoBoard;
    board.setAttribute('holes', '4');
    expect(board.load('h3/1.2.3/3.2.1/0-0/n')).to.equal(true);
    document.body.append(board);
    try {
      await settle(board);
      expect(board.currentPosition?.variant).to.equal('hoyito-3');
      expect(drawnBoard(board)).to.deep.equal([1, 2, 3, 3, 2, 1]);
      expect(statusOf(board)).to.equal('North to move');
    } finally {
      board.remove();
    }
  });

  it('in replay mode, shows the loaded record from its start', async () => {
    const board = document.createElement('hoyito-board') as HoyitoBoard;
    board.setAttribute('mode', 'replay');
    expect(board.load('[Variant "hoyito-2"]\n[Holes "3"]\n\na A *')).to.equal(true);
    document.body.append(board);
    try {
      await settle(board);
      expect(board.currentPosition?.variant).to.equal('hoyito-2');
      expect(statusOf(board)).to.match(/^Start/);
    } finally {
      board.remove();
    }
  });
});

describe('<hoyito-board> setup and the game behind it', () => {
  it('a draft on another board size leaves the game, and what is saved of it, as it was', async () => {
    const key = 'setup-reshape';
    const board = await playedUnder(key);
    const record = board.gameRecord;
    const saved = localStorage.getItem(`hoyito-board:${key}`);
    board.mode = 'setup';
    await settle(board);
    button(board, /^More holes$/).click();
    await settle(board);
    button(board, /^Variant: /).click();
    await settle(board);
    expect(drawnBoard(board)).to.have.length(14);
    expect(shadow(board).querySelector('[part~="board"]')?.getAttribute('aria-label')).to.equal(
      'Hoyito II board, 2×7',
    );
    // Saving a setting saves the game, which is still the one played.
    board.orientation = 'north';
    await settle(board);
    expect(JSON.parse(localStorage.getItem(`hoyito-board:${key}`) ?? '{}').record).to.equal(
      JSON.parse(saved ?? '{}').record,
    );
    board.mode = 'play';
    await settle(board);
    expect(board.gameRecord).to.equal(record);
    expect(drawnBoard(board)).to.have.length(12);
  });

  it('Start playing from here is saved at once, and a reload brings it back', async () => {
    const key = 'setup-start';
    const board = await playedUnder(key);
    board.mode = 'setup';
    await settle(board);
    button(board, /^Clear board$/).click();
    await settle(board);
    hole(board, 0).click();
    hole(board, 7).click();
    button(board, /^Start playing from here$/).click();
    await settle(board);
    const saved = JSON.parse(localStorage.getItem(`hoyito-board:${key}`) ?? '{}');
    expect(String(saved.record)).to.contain('1.0.0.0.0.0/0.1.0.0.0.0');
    board.remove();
    const again = await fixture<HoyitoBoard>(
      html`<hoyito-board persist=${key} speed="instant"></hoyito-board>`,
    );
    await settle(again);
    expect(drawnBoard(again)).to.deep.equal([1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0]);
  });

  it('says each change to a hole or a store aloud, and a refusal gives way to it', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="setup" holes="3"></hoyito-board>`,
    );
    await settle(board);
    button(board, /^Clear board$/).click();
    button(board, /^Start playing from here$/).click();
    await settle(board);
    expect(narration(board)).to.match(/^This position cannot be played/);
    hole(board, 2).click();
    hole(board, 2).click();
    await settle(board);
    expect(narration(board)).to.equal("c, South's hole, 2 seeds.");
    shadow(board).querySelector<HTMLButtonElement>('button[data-store="north"]')?.click();
    await settle(board);
    expect(narration(board)).to.equal('North has captured 1 seed.');
    board.lang = 'es';
    await settle(board);
    expect(narration(board)).to.equal('Norte ha comido 1 semilla.');
  });
});

describe('<hoyito-board> persist keys', () => {
  it('a board that changes its key lets the old one go, for another board to save under', async () => {
    for (const key of ['key-a', 'key-b'])
      for (const prefix of ['hoyito-board:', 'hoyito-board-kept:'])
        localStorage.removeItem(prefix + key);
    const first = await fixture<HoyitoBoard>(
      html`<hoyito-board persist="key-a" speed="instant"></hoyito-board>`,
    );
    await settle(first);
    first.persist = 'key-b';
    await settle(first);
    const codes: string[] = [];
    const second = document.createElement('hoyito-board') as HoyitoBoard;
    second.addEventListener('hoyito-error', (e) => codes.push((e as HoyitoErrorEvent).detail.code));
    second.setAttribute('persist', 'key-a');
    second.setAttribute('speed', 'instant');
    first.after(second);
    try {
      await settle(second);
      expect(second.play('d')).to.equal(true);
      await settle(second);
      expect(codes).to.deep.equal([]);
      expect(JSON.parse(localStorage.getItem('hoyito-board:key-a') ?? '{}').record).to.match(
        /\n\nd \*/,
      );
    } finally {
      second.remove();
    }
  });

  it('a board waiting for a key takes it up at once when its holder changes key', async () => {
    for (const key of ['key-c', 'key-d'])
      for (const prefix of ['hoyito-board:', 'hoyito-board-kept:'])
        localStorage.removeItem(prefix + key);
    const [holder, waiting] = ['key-c', 'key-c'].map((key) => {
      const board = document.createElement('hoyito-board') as HoyitoBoard;
      board.setAttribute('persist', key);
      board.setAttribute('speed', 'instant');
      return board;
    }) as [HoyitoBoard, HoyitoBoard];
    document.body.append(holder, waiting);
    try {
      await settle(holder);
      await settle(waiting);
      expect(unsavedNotice(waiting)).to.match(/^Another board on this page/);
      expect(waiting.play('d')).to.equal(true);
      await settle(waiting);
      holder.persist = 'key-d';
      await settle(holder);
      await settle(waiting);
      // Saved now, not with the waiting board's next move: a reload would otherwise lose d.
      expect(JSON.parse(localStorage.getItem('hoyito-board:key-c') ?? '{}').record).to.match(
        /\n\nd \*/,
      );
      expect(unsavedNotice(waiting)).to.equal(null);
    } finally {
      holder.remove();
      waiting.remove();
    }
  });

  it('says that an empty persist saves nothing, once, in the board’s language, and plays on', async () => {
    for (const [value, lang, words] of [
      ['', 'en', '“persist” is empty, so the game is not saved'],
      ['', 'es', '«persist» está vacío, así que la partida no se guarda'],
      // All blanks is no key either: not a game saved under a key nobody could tell apart.
      ['   ', 'en', '“persist” is empty, so the game is not saved'],
      [' \t\n', 'es', '«persist» está vacío, así que la partida no se guarda'],
    ] as const) {
      const stored = localStorage.length;
      const errors: HoyitoErrorEvent['detail'][] = [];
      const board = document.createElement('hoyito-board') as HoyitoBoard;
      board.addEventListener('hoyito-error', (e) => errors.push((e as HoyitoErrorEvent).detail));
      board.setAttribute('persist', value);
      board.setAttribute('lang', lang);
      board.setAttribute('speed', 'instant');
      document.body.append(board);
      try {
        await settle(board);
        expect(errors.map((e) => [e.code, e.attribute])).to.deep.equal([['persist', 'persist']]);
        expect(errors[0].message).to.contain('“persist” is empty, so the game is not saved');
        expect(errors[0].localizedMessage).to.contain(words);
        expect(board.legalMoves.length).to.equal(6);
        expect(board.play('c')).to.equal(true);
        await settle(board);
        expect(errors, 'said once').to.have.length(1);
        expect(localStorage.length, `nothing saved: ${Object.keys(localStorage)}`).to.equal(stored);
        // A key given, the game is saved under it, and nothing more is said.
        board.setAttribute('persist', 'empty-then-key');
        await settle(board);
        expect(board.play('B')).to.equal(true);
        await settle(board);
        expect(errors).to.have.length(1);
        expect(localStorage.getItem('hoyito-board:empty-then-key')).to.not.equal(null);
      } finally {
        board.remove();
        localStorage.removeItem('hoyito-board:empty-then-key');
        localStorage.removeItem('hoyito-board-kept:empty-then-key');
      }
    }
  });

  it('keeps no more than five games aside, whatever storage holds', async () => {
    const key = 'kept-many';
    const board = await playedUnder(key);
    const entry = {
      save: JSON.parse(localStorage.getItem(`hoyito-board:${key}`) ?? '{}'),
      changed: 'variant',
    };
    board.remove();
    localStorage.setItem(`hoyito-board-kept:${key}`, JSON.stringify(Array(40).fill(entry)));
    const again = await fixture<HoyitoBoard>(
      html`<hoyito-board persist=${key} speed="instant"></hoyito-board>`,
    );
    await settle(again);
    expect(JSON.parse(localStorage.getItem(`hoyito-board-kept:${key}`) ?? '[]')).to.have.length(5);
    expect(shadow(again).querySelector('[part~="kept"]')?.textContent).to.contain('4');
  });
});

void createPosition;
void parsePosition;

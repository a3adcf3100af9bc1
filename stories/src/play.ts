/**
 * What the play functions share: finding the board and its parts in its shadow root, waiting for
 * it to draw, and the engine's view of a position to compare the drawing with.
 */
import type { HoyitoBoard } from '@hoyito/board';
import {
  Game,
  initialPosition,
  type Move,
  makeRecord,
  type Position,
  parseHole,
  parsePosition,
  parseRecord,
  Random,
  type Side,
  type StartOptions,
} from '@hoyito/engine';
import { userEvent } from 'storybook/test';

const nextFrame = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => resolve()));

/** Waits until the board has applied its last change and the browser has drawn it. */
export async function settle(board: HoyitoBoard): Promise<void> {
  await board.updateComplete;
  await nextFrame();
  await board.updateComplete;
}

/**
 * The story's `index`-th board, once drawn: a frame after its first layout, in which a wide
 * board has taken its text scale (set when its width is first seen, after that layout).
 */
export async function boardIn(canvas: HTMLElement, index = 0): Promise<HoyitoBoard> {
  const board = canvas.querySelectorAll('hoyito-board')[index];
  if (board === undefined) throw new Error(`the story has no <hoyito-board> number ${index + 1}`);
  await settle(board);
  await nextFrame();
  return board;
}

export function shadow(board: HoyitoBoard): ShadowRoot {
  if (board.shadowRoot === null) throw new Error('<hoyito-board> has no shadow root');
  return board.shadowRoot;
}

/** A hole's button by its label (`a`…, `A`…), on the board's current position. */
export function hole(board: HoyitoBoard, label: string): HTMLButtonElement {
  const holes = board.currentPosition?.holes;
  if (holes === undefined) throw new Error('the board shows no position');
  const parsed = parseHole(label, holes);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const found = shadow(board).querySelector<HTMLButtonElement>(`[data-hole="${parsed.value}"]`);
  if (found === null) throw new Error(`no hole ${label} is drawn`);
  return found;
}

/**
 * Whether a control is unavailable. The board marks them aria-disabled (not disabled), so that a
 * focused control keeps the focus when it becomes unavailable.
 */
export function unavailable(control: HTMLButtonElement): boolean {
  return control.getAttribute('aria-disabled') === 'true';
}

/**
 * The text a button shows: its text, less any part hidden from everyone (End by agreement keeps
 * its other label hidden beside the one in use).
 */
function labelOf(element: Element): string {
  let text = '';
  for (const node of element.childNodes) {
    if (node instanceof Text) text += node.data;
    else if (node instanceof Element && node.getAttribute('aria-hidden') !== 'true')
      text += labelOf(node);
  }
  return text;
}

/** A button of the board (controls, replay, setup) by its text. */
export function button(board: HoyitoBoard, text: RegExp): HTMLButtonElement {
  const found = [...shadow(board).querySelectorAll<HTMLButtonElement>('button')].find((b) =>
    text.test(labelOf(b).trim()),
  );
  if (found === undefined) throw new Error(`no button ${text}`);
  return found;
}

/** End by agreement's labels, its first press then its second, in each of the board's languages. */
const AGREEMENT = {
  en: [/^End by agreement$/, /^Yes, end the game$/],
  es: [/^Terminar de común acuerdo$/, /^Sí, terminar la partida$/],
} as const;

/**
 * Ends the game by agreement as the players do: End by agreement, then its second press, Yes, end
 * the game (in Spanish, Terminar de común acuerdo, then Sí, terminar la partida).
 */
export async function endByAgreement(
  board: HoyitoBoard,
  lang: keyof typeof AGREEMENT = 'en',
): Promise<void> {
  const [agree, sure] = AGREEMENT[lang];
  await userEvent.click(button(board, agree));
  await settle(board);
  await userEvent.click(button(board, sure));
  await settle(board);
}

/** Ends a match's round by agreement, then starts the next with Next game. */
export async function drawRoundThenNext(board: HoyitoBoard): Promise<void> {
  await endByAgreement(board);
  await userEvent.click(button(board, /^Next game$/));
  await settle(board);
}

/**
 * The counts drawn, in canonical order (South's a… then North's A…), as text such as
 * `4 4 4 4 4 4 | 4 4 4 4 4 4`, so that a failed comparison reads at a glance.
 */
export function drawnBoard(board: HoyitoBoard): string {
  const counts: number[] = [];
  for (const b of shadow(board).querySelectorAll<HTMLElement>('[part~="hole"]')) {
    counts[Number(b.dataset.hole)] = Number(b.querySelector('[part~="count"]')?.textContent);
  }
  return rows(counts);
}

/** A position's board as `drawnBoard` writes it. */
export const boardOf = (position: Position): string => rows(position.board);

function rows(counts: readonly number[]): string {
  const n = counts.length / 2;
  return `${counts.slice(0, n).join(' ')} | ${counts.slice(n).join(' ')}`;
}

/** The captured counts drawn, [south, north]: each store's text less its owner's name. */
export function drawnStores(board: HoyitoBoard): number[] {
  return (['south', 'north'] as const).map((side) => {
    const store = shadow(board).querySelector(`[part~="store"][part~="${side}"]`);
    const owner = store?.querySelector('.side')?.textContent ?? '';
    return Number(store?.textContent?.slice(owner.length));
  });
}

const text = (element: Element | null | undefined): string =>
  element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

export const statusText = (board: HoyitoBoard): string =>
  text(shadow(board).querySelector('[part~="status"]'));
export const narrationText = (board: HoyitoBoard): string =>
  text(shadow(board).querySelector('[part~="narration"]'));
export const previewText = (board: HoyitoBoard): string =>
  text(shadow(board).querySelector('#preview'));
export const errorPart = (board: HoyitoBoard): HTMLElement | null =>
  shadow(board).querySelector('[part~="error"]');
/** The text of the warning that `idle` will start again; null when none shows. */
export const idleWarningText = (board: HoyitoBoard): string | null => {
  const warning = shadow(board).querySelector('[part~="idle-warning"]');
  return warning === null ? null : text(warning);
};

/**
 * How many lines an element's words take as drawn: the tops of their boxes, one a line (a float
 * or other pseudo-element's content is not among them).
 */
export function linesOf(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
}

/** Holes whose `data-state` has `flag` (playable, active, captured, path, last, hint). */
export function holesFlagged(board: HoyitoBoard, flag: string): number[] {
  return (
    [...shadow(board).querySelectorAll<HTMLElement>(`[data-state~="${flag}"]`)]
      // Displayed ones only: diagram mode draws a second layout, shown when the board is narrow.
      .filter((b) => b.getClientRects().length > 0)
      .map((b) => Number(b.dataset.hole))
      .sort((a, b) => a - b)
  );
}

/** The next `type` event from the board; rejects after `timeoutMs`. */
export function nextEvent<K extends keyof HTMLElementEventMap>(
  board: HoyitoBoard,
  type: K,
  timeoutMs = 10_000,
): Promise<HTMLElementEventMap[K]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      board.removeEventListener(type, done);
      reject(new Error(`no ${type} event within ${timeoutMs} ms`));
    }, timeoutMs);
    function done(event: HTMLElementEventMap[K]): void {
      clearTimeout(timer);
      resolve(event);
    }
    board.addEventListener(type, done, { once: true });
  });
}

/** A position from the engine's notation; throws with the engine's reason if it is not one. */
export function position(notation: string): Position {
  const parsed = parsePosition(notation);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** The engine's start position for these options. */
export function startPosition(options: StartOptions): Position {
  const start = initialPosition(options);
  if (!start.ok) throw new Error(start.error.message);
  return start.value;
}

/** The position after `label` is played from `from`, as the engine plays it. */
export function after(from: Position, label: string): Position {
  const hole = parseHole(label, from.holes);
  if (!hole.ok) throw new Error(hole.error.message);
  const played = from.play(hole.value);
  if (!played.ok) throw new Error(played.error.message);
  return played.value.position;
}

/**
 * Who is to move once `move` is played from `from`, as the engine plays it; null when the move ends
 * the game.
 */
export function toMoveAfter(from: Position, move: Move): Side | null {
  const played = from.play(move);
  if (!played.ok) throw new Error(played.error.message);
  return played.value.position.toMove;
}

/** A key pressed on the focused element of the board, as a person's keyboard would send it. */
export function press(board: HoyitoBoard, key: string, modifiers: KeyboardEventInit = {}): void {
  const target = (shadow(board).activeElement as HTMLElement | null) ?? board;
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, composed: true, ...modifiers }),
  );
}

/** Every position of a recorded game, from its start to its last move, as the engine replays it. */
export function replayPositions(record: string): Position[] {
  const parsed = parseRecord(record);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const { game } = parsed.value;
  return [game.start, ...game.line.map((m) => m.position)];
}

/**
 * A game of random moves (seeded, so always the same one) from the start these options give, as
 * a record: the whole game, or its first `moves` moves.
 */
export function randomGameRecord(
  options: StartOptions,
  seed: number,
  { moves = Number.POSITIVE_INFINITY, event }: { moves?: number; event?: string } = {},
): string {
  const created = Game.create(options);
  if (!created.ok) throw new Error(created.error.message);
  const tags: [string, string][] = event === undefined ? [] : [['Event', event]];
  return makeRecord(created.value.playOut(new Random(seed), moves), tags);
}

/**
 * A whole game of random moves (seeded, so always the same one) as a record: Hoyito I on 2×6,
 * 355 moves long.
 */
export const longGameRecord = (): string =>
  randomGameRecord({ variant: 'hoyito-1', holes: 6 }, 78, { event: 'A long random game' });

/** A CSS system colour (Canvas, Highlight…) as this browser resolves it now, probed in `host`. */
export function systemColor(name: string, host: Element): string {
  const probe = document.createElement('span');
  probe.style.color = name;
  host.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

/** Relative luminance (WCAG) of a computed `rgb(…)` colour, 0 for black to 1 for white. */
export function luminance(color: string): number {
  const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio (WCAG) of two computed `rgb(…)` colours: 1 for none, 21 for black on white. */
export function contrast(one: string, other: string): number {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** Records every text the board's status line shows until `stop()` is called. */
export function recordStatus(board: HoyitoBoard): { readonly seen: string[]; stop(): void } {
  const status = shadow(board).querySelector('[part~="status"]');
  if (status === null) throw new Error('the board shows no status line');
  const seen = [text(status)];
  const observer = new MutationObserver(() => {
    const now = text(status);
    if (now !== seen.at(-1)) seen.push(now);
  });
  observer.observe(status, { subtree: true, childList: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

import type { HoyitoBoard, HoyitoErrorEvent } from '@hoyito/board';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, fn, type Mock, userEvent } from 'storybook/test';
import { type BoardArgs, board } from './board.ts';
import {
  boardIn,
  boardOf,
  button,
  drawnBoard,
  errorPart,
  hole,
  narrationText,
  replayPositions,
  settle,
  shadow,
  statusText,
  systemColor,
  unavailable,
} from './play.ts';
import { REPLAY_GAME } from './positions.ts';

/**
 * With `persist="key"` the board saves the game (the whole line, undone moves included) and its
 * settings in localStorage after each move, under `hoyito-board:key`, and restores them when a
 * board with that key is created again.
 */
const meta = {
  title: 'Persistence',
  component: 'hoyito-board',
  render: board,
} satisfies Meta<BoardArgs>;
export default meta;
type Story = StoryObj<BoardArgs>;

const storageKey = (persist: string) => `hoyito-board:${persist}`;

/** A new board with the story's attributes in place of `old`, as a page reload would make it. */
async function remount(old: HoyitoBoard, args: BoardArgs): Promise<HoyitoBoard> {
  const fresh = document.createElement('hoyito-board');
  for (const [name, value] of Object.entries(args)) {
    if (typeof value === 'string') fresh.setAttribute(name, value);
  }
  old.replaceWith(fresh);
  await settle(fresh);
  return fresh;
}

/**
 * Saved and restored by the element itself: the board flipped, three moves, one undone; then the
 * board is made anew from the same attributes and comes back as it was, settings included.
 */
export const SaveAndRestore: Story = {
  name: 'Save and restore',
  args: { variant: 'hoyito-3', persist: 'stories-save', speed: 'instant' },
  beforeEach: () => {
    localStorage.removeItem(storageKey('stories-save'));
    return () => localStorage.removeItem(storageKey('stories-save'));
  },
  play: async ({ canvasElement, args }) => {
    const first = await boardIn(canvasElement);
    await userEvent.click(button(first, /^Flip board$/));
    await settle(first);
    await userEvent.click(hole(first, 'c'));
    await settle(first);
    first.play(first.legalMoves[0]);
    await settle(first);
    first.play(first.legalMoves[0]);
    await settle(first);
    await userEvent.click(button(first, /^Undo$/));
    await settle(first);
    const saved = first.currentPosition;
    await expect(localStorage.getItem(storageKey('stories-save'))).toBeTruthy();
    const second = await remount(first, args);
    await expect(saved !== null && second.currentPosition?.equals(saved)).toBe(true);
    await expect(drawnBoard(second)).toBe(drawnBoard(first));
    await expect(second.orientation).toBe('north');
    await expect(unavailable(button(second, /^Redo$/)), 'the undone move can be redone').toBe(
      false,
    );
    await expect(second.gameRecord).toBe(first.gameRecord);
  },
};

/**
 * A game found in storage when the board starts: eight moves into the replayed game, with four
 * more to redo, North at the bottom and the narration shown, as the board saved them.
 */
export const RestoredGame: Story = {
  name: 'Restored game',
  args: { variant: 'hoyito-2', persist: 'stories-restored' },
  beforeEach: () => {
    // The element's own format (see #save in the board): the game's record, where it stands in
    // it, and the reader's settings.
    const saved = {
      v: 1,
      record: REPLAY_GAME.record,
      ply: 8,
      settings: { orientation: 'north', speed: 'fast', narration: true },
    };
    localStorage.setItem(storageKey('stories-restored'), JSON.stringify(saved));
    return () => localStorage.removeItem(storageKey('stories-restored'));
  },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(drawnBoard(b)).toBe(boardOf(replayPositions(REPLAY_GAME.record)[8]));
    await expect([b.orientation, b.speed, b.narration]).toEqual(['north', 'fast', true]);
    await expect(unavailable(button(b, /^Undo$/))).toBe(false);
    await expect(unavailable(button(b, /^Redo$/))).toBe(false);
  },
};

/**
 * A replay found in storage at the place its reader had reached: the record's game at move five,
 * as the board saves it at every step (`replay`: the game on show, from 0, and its move). The
 * reader goes on from there.
 */
export const RestoredReplayPlace: Story = {
  name: 'Restored replay place',
  args: {
    mode: 'replay',
    record: REPLAY_GAME.record,
    persist: 'stories-replay',
    speed: 'instant',
  },
  beforeEach: () => {
    // As a replay saves itself: the game at its end (`ply`), the replay at move five.
    const saved = {
      v: 1,
      record: REPLAY_GAME.record,
      ply: REPLAY_GAME.line.length,
      replay: [0, 5],
    };
    localStorage.setItem(storageKey('stories-replay'), JSON.stringify(saved));
    return () => localStorage.removeItem(storageKey('stories-replay'));
  },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const positions = replayPositions(REPLAY_GAME.record);
    await expect(drawnBoard(b)).toBe(boardOf(positions[5]));
    await expect(statusText(b)).toMatch(new RegExp(`^Move 5 of ${REPLAY_GAME.line.length} · `));
    await userEvent.click(button(b, /^Next move$/));
    await settle(b);
    await expect(drawnBoard(b)).toBe(boardOf(positions[6]));
  },
};

/**
 * Setup mode with a teacher's draft found in storage, as the board saves it at each change: seeds
 * moved about, two captured by North, North to move and the Remove seeds tool chosen. The draft
 * comes back whole; the game behind it, which the draft is not, is still the full board.
 */
export const RestoredSetupDraft: Story = {
  name: 'Restored setup draft',
  args: { mode: 'setup', holes: '3', persist: 'stories-draft', speed: 'instant' },
  beforeEach: () => {
    const saved = {
      v: 1,
      record: '[Variant "hoyito-2"]\n[Holes "3"]\n\n*',
      ply: 0,
      draft: {
        variant: 'hoyito-2',
        holes: 3,
        board: [6, 0, 4, 1, 4, 5],
        captured: [0, 2],
        toMove: 'north',
        tool: 'remove',
      },
    };
    localStorage.setItem(storageKey('stories-draft'), JSON.stringify(saved));
    return () => localStorage.removeItem(storageKey('stories-draft'));
  },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(drawnBoard(b)).toBe('6 0 4 | 1 4 5');
    await expect(button(b, /^Side to move/).textContent).toContain('North');
    await expect(
      shadow(b).querySelector('[role="radio"][aria-checked="true"]')?.textContent?.trim(),
    ).toBe('Remove seeds');
    await expect(b.currentPosition?.board).toEqual([4, 4, 4, 4, 4, 4]);
  },
};

const keptKey = (persist: string) => `hoyito-board-kept:${persist}`;

/** The notice that offers a kept game, as text; null when there is none. */
const keptNotice = (b: HoyitoBoard) =>
  b.shadowRoot?.querySelector('[part~="kept"]')?.textContent?.replace(/\s+/g, ' ').trim() ?? null;

/** The kept notice for a game saved when the page asked for another start. */
const KEPT_FROM_OTHER_ATTRIBUTES =
  'A game played here before this page changed its board is kept aside. Go back to it Discard it';

/**
 * The colours a notice of the board (part `kept` or `unsaved`) is drawn in: its words' and its
 * frame's.
 */
function noticeColors(b: HoyitoBoard, part: 'kept' | 'unsaved'): [string, string] {
  const notice = shadow(b).querySelector<HTMLElement>(`[part~="${part}"]`);
  if (notice === null) throw new Error(`the board shows no ${part} notice`);
  const { color, borderTopColor } = getComputedStyle(notice);
  return [color, borderTopColor];
}

/**
 * The board on a page that declares both schemes, as sites with a dark mode do: dark where the
 * reader's system is.
 */
const onLightOrDarkPage = (args: BoardArgs) =>
  html`<div style="color-scheme: light dark">${board(args)}</div>`;

/** A beforeEach: nothing saved or kept under the key when the story starts, nor once it ends. */
const freshKey = (persist: string) => () => {
  const clear = () => {
    localStorage.removeItem(storageKey(persist));
    localStorage.removeItem(keptKey(persist));
  };
  clear();
  return clear;
};

/** Stores a Hoyito II game eight moves in, saved when the page asked for Hoyito II. */
function storeHoyito2Game(persist: string): () => void {
  const saved = {
    v: 1,
    record: REPLAY_GAME.record,
    ply: 8,
    start: {
      variant: 'hoyito-2',
      holes: 6,
      seeds: 4,
      first: 'south',
      rounds: null,
      position: null,
      record: null,
    },
    settings: { orientation: 'north', speed: 'fast', narration: true },
  };
  localStorage.removeItem(keptKey(persist));
  localStorage.setItem(storageKey(persist), JSON.stringify(saved));
  return () => {
    localStorage.removeItem(storageKey(persist));
    localStorage.removeItem(keptKey(persist));
  };
}

/**
 * A game saved when the page asked for another start: saved on a Hoyito II board, found by a
 * board the page now makes Hoyito III. The save is set aside (a `hoyito-error` with code
 * `storage`, and a console warning, name the attribute that changed) and the board starts what
 * its attributes ask for, which it saves in its place; the visitor's settings are not taken from
 * it either. The game set aside is kept, under `hoyito-board-kept:key`, and a notice under the
 * controls offers to go back to it.
 */
export const SavedUnderOtherAttributes: Story = {
  name: 'Saved under other attributes',
  args: { variant: 'hoyito-3', persist: 'stories-stale' },
  beforeEach: () => storeHoyito2Game('stories-stale'),
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(b.currentPosition?.variant).toBe('hoyito-3');
    await expect(drawnBoard(b)).toBe(boardOf(replayPositions(REPLAY_GAME.record)[0]));
    await expect(b.orientation).not.toBe('north');
    await expect(unavailable(button(b, /^Undo$/))).toBe(true);
    const stored = JSON.parse(localStorage.getItem(storageKey('stories-stale')) ?? '{}');
    await expect(stored.record).toMatch(/\[Variant "hoyito-3"\]/);
    await expect(stored.start.variant).toBe('hoyito-3');
    await expect(keptNotice(b)).toBe(KEPT_FROM_OTHER_ATTRIBUTES);
  },
};

/**
 * The same notice in Spanish, on a system in dark mode (the board follows the page's declared
 * scheme; the story's page declares light and dark): the notice's frame and words in the text
 * colour beside the board, whatever the scheme, and its two buttons the board's own.
 *
 * Dark only where the reader's system is, or where the browser emulates it; the stories' test run
 * opens it so.
 */
export const SavedUnderOtherAttributesInSpanish: Story = {
  name: 'Saved under other attributes, in Spanish and dark',
  tags: ['dark'],
  args: { variant: 'hoyito-3', persist: 'stories-stale-es', lang: 'es' },
  beforeEach: () => storeHoyito2Game('stories-stale-es'),
  render: onLightOrDarkPage,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(b.currentPosition?.variant).toBe('hoyito-3');
    await expect(keptNotice(b)).toBe(
      'Una partida jugada aquí antes de que esta página cambiara su tablero queda guardada aparte. Volver a ella Descartarla',
    );
    // The page's text colour, as the scheme gives it (light words on a dark system).
    const page = getComputedStyle(b.parentElement as HTMLElement).color;
    await expect(noticeColors(b, 'kept')).toEqual([page, page]);
    await expect(button(b, /^Volver a ella$/).getAttribute('part')).toBe('button');
  },
};

/**
 * The same notice in Windows high contrast: its frame and words in the system's text colour, and
 * its two buttons, as the board's other buttons, in that colour on the system's background and
 * edged in it.
 *
 * Shown as described only where the reader's system asks for it, or where the browser emulates it
 * (Chromium's DevTools › Rendering › Emulate CSS media feature `forced-colors: active`); the
 * stories' test run opens it so.
 */
export const SavedUnderOtherAttributesHighContrast: Story = {
  name: 'Saved under other attributes, in high contrast',
  tags: ['forced-colors'],
  args: { variant: 'hoyito-3', persist: 'stories-stale-contrast' },
  beforeEach: () => storeHoyito2Game('stories-stale-contrast'),
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(keptNotice(b)).toBe(KEPT_FROM_OTHER_ATTRIBUTES);
    if (!matchMedia('(forced-colors: active)').matches) return;
    const text = systemColor('CanvasText', canvasElement);
    await expect(noticeColors(b, 'kept')).toEqual([text, text]);
    const background = systemColor('Canvas', canvasElement);
    for (const offered of [button(b, /^Go back to it$/), button(b, /^Discard it$/)]) {
      const drawn = getComputedStyle(offered);
      await expect([drawn.color, drawn.backgroundColor, drawn.borderTopColor]).toEqual([
        text,
        background,
        text,
      ]);
      await expect(drawn.borderTopStyle).not.toBe('none');
    }
  },
};

/**
 * The visitor goes back to the game set aside: the Hoyito II game comes back eight moves in,
 * with its moves to redo, and is saved under the key in the Hoyito III game's place. The Hoyito
 * III game had no move, so nothing is kept in its turn and the notice goes.
 */
export const KeptGameBroughtBack: Story = {
  name: 'Kept game brought back',
  args: { variant: 'hoyito-3', persist: 'stories-kept' },
  beforeEach: () => storeHoyito2Game('stories-kept'),
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await userEvent.click(button(b, /^Go back to it$/));
    await settle(b);
    await expect(b.currentPosition?.variant).toBe('hoyito-2');
    await expect(drawnBoard(b)).toBe(boardOf(replayPositions(REPLAY_GAME.record)[8]));
    await expect(unavailable(button(b, /^Redo$/))).toBe(false);
    await expect(keptNotice(b)).toBeNull();
    await expect(localStorage.getItem(keptKey('stories-kept'))).toBeNull();
    const stored = JSON.parse(localStorage.getItem(storageKey('stories-kept')) ?? '{}');
    await expect(stored.record).toMatch(/\[Variant "hoyito-2"\]/);
    await expect(stored.start.variant).toBe('hoyito-3');
  },
};

/**
 * Several games set aside under one key (a page changed more than once between visits): up to
 * five wait, newest first. The notice offers the newest and says how many wait behind it;
 * discarding it offers the next.
 */
export const SeveralKeptGames: Story = {
  name: 'Several kept games',
  args: { variant: 'hoyito-3', persist: 'stories-several' },
  beforeEach: () => {
    const cleanUp = storeHoyito2Game('stories-several');
    const older = [3, 5].map((ply) => ({
      save: { v: 1, record: REPLAY_GAME.record, ply },
      changed: 'seeds',
    }));
    localStorage.setItem(keptKey('stories-several'), JSON.stringify(older));
    return cleanUp;
  },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(keptNotice(b)).toBe(
      'A game played here before this page changed its board is kept aside. 2 more kept games wait behind it. Go back to it Discard it',
    );
    await userEvent.click(button(b, /^Discard it$/));
    await settle(b);
    await expect(keptNotice(b)).toBe(
      'A game played here before this page changed its board is kept aside. 1 more kept game waits behind it. Go back to it Discard it',
    );
    await userEvent.click(button(b, /^Go back to it$/));
    await settle(b);
    await expect(drawnBoard(b)).toBe(boardOf(replayPositions(REPLAY_GAME.record)[3]));
    await expect(JSON.parse(localStorage.getItem(keptKey('stories-several')) ?? '[]')).toHaveLength(
      1,
    );
  },
};

/**
 * The notice after a move: the visitor played a move in the Hoyito III game the page now asks
 * for, then went back to the Hoyito II game set aside. The game left had a move, so it is kept
 * aside in its turn, and the notice says so in other words ("The game you left is kept aside."),
 * offering to go back to it; going back swaps the two again, nothing lost.
 */
export const GameLeftKeptAside: Story = {
  name: 'The game left, kept aside',
  args: { variant: 'hoyito-3', persist: 'stories-left', speed: 'instant' },
  beforeEach: () => storeHoyito2Game('stories-left'),
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await userEvent.click(hole(b, 'c'));
    await settle(b);
    const left = b.gameRecord;
    await expect(left).toMatch(/\nc \*\s*$/);
    await userEvent.click(button(b, /^Go back to it$/));
    await settle(b);
    await expect(b.currentPosition?.variant).toBe('hoyito-2');
    await expect(drawnBoard(b)).toBe(boardOf(replayPositions(REPLAY_GAME.record)[8]));
    await expect(keptNotice(b)).toBe('The game you left is kept aside. Go back to it Discard it');
    await expect(narrationText(b)).toBe('Saved game brought back; the one you left is kept aside.');
    const kept = JSON.parse(localStorage.getItem(keptKey('stories-left')) ?? '[]');
    await expect(kept).toHaveLength(1);
    await expect(kept[0].changed).toBeNull();
    await expect(kept[0].save.record).toMatch(/\[Variant "hoyito-3"\]/);
    await userEvent.click(button(b, /^Go back to it$/));
    await settle(b);
    await expect(b.currentPosition?.variant).toBe('hoyito-3');
    await expect(b.gameRecord).toBe(left);
    await expect(keptNotice(b)).toBe('The game you left is kept aside. Go back to it Discard it');
  },
};

type ErrorSpy = Mock<NonNullable<BoardArgs['onHoyitoError']>>;

/** The text of the board's notice that its game goes unsaved; null when it shows none. */
const unsavedNotice = (b: HTMLElement) =>
  b.shadowRoot?.querySelector('[part~="unsaved"]')?.textContent?.trim() ?? null;

/** The `hoyito-error` events the board fired, as the story's spy recorded them. */
const errorsOf = (args: BoardArgs) =>
  (args.onHoyitoError as ErrorSpy).mock.calls.map(([event]) => event.detail);

/**
 * Makes localStorage refuse, as a full storage does, every write under a key starting with
 * `prefix`; with `blocked`, every read, write and removal there too, with the SecurityError of a
 * browser that keeps a page from storing anything. Returns what lets them through again.
 */
function refuseStorage(prefix: string, { blocked = false } = {}): () => void {
  const methods = blocked
    ? (['getItem', 'setItem', 'removeItem'] as const)
    : (['setItem'] as const);
  const error = blocked
    ? new DOMException('The operation is insecure.', 'SecurityError')
    : new DOMException('Storage is full', 'QuotaExceededError');
  const kept = methods.map((name) => Storage.prototype[name]);
  methods.forEach((name, i) => {
    const through = kept[i] as (this: Storage, ...args: string[]) => unknown;
    Storage.prototype[name] = function (this: Storage, key: string, ...rest: string[]) {
      if (this === localStorage && key.startsWith(prefix)) throw error;
      return through.call(this, key, ...rest);
    } as never;
  });
  return () =>
    methods.forEach((name, i) => {
      Storage.prototype[name] = kept[i] as never;
    });
}

/**
 * Storage that refuses to save (full, or blocked by the browser's settings): here the story makes
 * `localStorage.setItem` throw for a while, and restores it. Play goes on unsaved, and the board
 * tells the page once, not at every move, with a `hoyito-error` (code `storage`) whose
 * `localizedMessage` the board also shows the visitor, in a notice above its controls (part
 * `unsaved`), while the game goes unsaved: no message in its place, and its status as usual. Once
 * storage takes saves again the next move is saved and the notice goes; a later refusal is told
 * again.
 */
export const StorageRefused: Story = {
  name: 'Storage refuses to save',
  args: { variant: 'hoyito-2', persist: 'stories-refused', speed: 'instant', onHoyitoError: fn() },
  beforeEach: freshKey('stories-refused'),
  play: async ({ canvasElement, args }) => {
    const b = await boardIn(canvasElement);
    const key = storageKey('stories-refused');
    const before = localStorage.getItem(key);
    let restore = refuseStorage('');
    try {
      // c, then North's C, after which it is South's turn.
      await userEvent.click(hole(b, 'c'));
      await settle(b);
      await expect(b.play('C'), 'play goes on').toBe(true);
      await settle(b);
      await expect(b.gameRecord).toMatch(/\nc C \*\s*$/);
      await expect(errorsOf(args)).toHaveLength(1);
      await expect(errorsOf(args)[0]).toMatchObject({ code: 'storage', attribute: 'persist' });
      await expect(errorsOf(args)[0].message).toMatch(/refused to save .*QuotaExceededError/);
      await expect(errorsOf(args)[0].localizedMessage).toBe(
        'The browser would not save this game (its storage is full or blocked); play goes on, but the game will not be here next time.',
      );
      await expect(localStorage.getItem(key), 'nothing saved meanwhile').toBe(before);
      await expect(errorPart(b)).toBeNull();
      await expect(statusText(b)).toBe('South to move');
      await expect(unsavedNotice(b)).toBe(errorsOf(args)[0].localizedMessage);
      restore();
      await expect(b.play('a')).toBe(true);
      await settle(b);
      await expect(unsavedNotice(b), 'saved again: the notice goes').toBeNull();
      const saved = JSON.parse(localStorage.getItem(key) ?? '{}');
      await expect(saved.ply).toBe(3);
      await expect(saved.record).toMatch(/\nc C a \*\s*$/);
      await expect(errorsOf(args)).toHaveLength(1);
      restore = refuseStorage('');
      b.play(b.legalMoves[0]);
      await settle(b);
      await expect(errorsOf(args), 'told again after a save that worked').toHaveLength(2);
      await expect(unsavedNotice(b)).toBe(errorsOf(args)[1].localizedMessage);
    } finally {
      restore();
    }
  },
};

/**
 * Storage blocked outright, as in a browser that keeps a page from storing anything: reading and
 * writing both throw. The story blocks them and makes the board anew, as a reload in such a
 * browser would (then puts them back). The board finds nothing to restore, starts a new game and
 * plays on unsaved; the page and the visitor are told once, by a `hoyito-error` (code `storage`)
 * and the notice above the controls.
 */
export const StorageBlocked: Story = {
  name: 'Storage blocked',
  args: { variant: 'hoyito-2', persist: 'stories-blocked', speed: 'instant' },
  beforeEach: () => {
    const clear = () => localStorage.removeItem(storageKey('stories-blocked'));
    clear();
    return clear;
  },
  play: async ({ canvasElement, args }) => {
    const restore = refuseStorage('', { blocked: true });
    const errors: HoyitoErrorEvent['detail'][] = [];
    const listen = (event: Event) => errors.push((event as HoyitoErrorEvent).detail);
    canvasElement.addEventListener('hoyito-error', listen);
    try {
      const b = await remount(await boardIn(canvasElement), args);
      await expect(drawnBoard(b)).toBe(boardOf(replayPositions(REPLAY_GAME.record)[0]));
      await userEvent.click(hole(b, 'c'));
      await settle(b);
      await expect(b.play('C'), 'play goes on').toBe(true);
      await settle(b);
      await expect(b.gameRecord).toMatch(/\nc C \*\s*$/);
      await expect(errors).toHaveLength(1);
      await expect(errors[0]).toMatchObject({ code: 'storage', attribute: 'persist' });
      await expect(errors[0].message).toMatch(/\(SecurityError\)/);
      await expect(errorPart(b)).toBeNull();
      await expect(unsavedNotice(b)).toBe(errors[0].localizedMessage);
    } finally {
      canvasElement.removeEventListener('hoyito-error', listen);
      restore();
    }
  },
};

/**
 * South's c, played while storage refuses every save under the key (see refuseStorage), which
 * then takes saves again: the board shows its unsaved notice until its next save.
 */
async function playUnsaved(b: HoyitoBoard, persist: string): Promise<void> {
  const restore = refuseStorage(storageKey(persist));
  try {
    await userEvent.click(hole(b, 'c'));
    await settle(b);
  } finally {
    restore();
  }
}

/**
 * The unsaved notice in Spanish, on a system in dark mode (the board follows the page's declared
 * scheme; the story's page declares light and dark): storage refused the save of South's c, and
 * the notice says so in the board's language, as the `hoyito-error` event's `localizedMessage`
 * does, its frame and words in the text colour beside the board, whatever the scheme.
 *
 * Dark only where the reader's system is, or where the browser emulates it; the stories' test run
 * opens it so.
 */
export const StorageRefusedInSpanish: Story = {
  name: 'Storage refuses to save, in Spanish and dark',
  tags: ['dark'],
  args: {
    variant: 'hoyito-2',
    persist: 'stories-refused-es',
    speed: 'instant',
    lang: 'es',
    onHoyitoError: fn(),
  },
  beforeEach: freshKey('stories-refused-es'),
  render: onLightOrDarkPage,
  play: async ({ canvasElement, args }) => {
    const b = await boardIn(canvasElement);
    await playUnsaved(b, 'stories-refused-es');
    await expect(errorsOf(args)).toHaveLength(1);
    await expect(errorsOf(args)[0].localizedMessage).toBe(
      'El navegador no deja guardar esta partida (su almacenamiento está lleno o bloqueado); se puede seguir jugando, pero la partida no estará aquí la próxima vez.',
    );
    await expect(unsavedNotice(b)).toBe(errorsOf(args)[0].localizedMessage);
    // The page's text colour, as the scheme gives it (light words on a dark system).
    const page = getComputedStyle(b.parentElement as HTMLElement).color;
    await expect(noticeColors(b, 'unsaved')).toEqual([page, page]);
  },
};

/**
 * The unsaved notice in Windows high contrast: storage refused the save of South's c, and the
 * notice's frame and words are in the system's text colour.
 *
 * Shown as described only where the reader's system asks for it, or where the browser emulates it
 * (Chromium's DevTools › Rendering › Emulate CSS media feature `forced-colors: active`); the
 * stories' test run opens it so.
 */
export const StorageRefusedHighContrast: Story = {
  name: 'Storage refuses to save, in high contrast',
  tags: ['forced-colors'],
  args: {
    variant: 'hoyito-2',
    persist: 'stories-refused-contrast',
    speed: 'instant',
    onHoyitoError: fn(),
  },
  beforeEach: freshKey('stories-refused-contrast'),
  play: async ({ canvasElement, args }) => {
    const b = await boardIn(canvasElement);
    await playUnsaved(b, 'stories-refused-contrast');
    await expect(errorsOf(args)).toEqual([
      expect.objectContaining({ code: 'storage', attribute: 'persist' }),
    ]);
    await expect(unsavedNotice(b)).toBe(errorsOf(args)[0].localizedMessage);
    if (!matchMedia('(forced-colors: active)').matches) return;
    const text = systemColor('CanvasText', canvasElement);
    await expect(noticeColors(b, 'unsaved')).toEqual([text, text]);
  },
};

/**
 * Two boards on one page with one `persist` key: one key is one board's, or each would overwrite
 * the other's game at every move. The first takes it and saves there; the second plays unsaved
 * (it neither restores, nor saves, nor sets aside anything under the key), with a `hoyito-error`
 * (code `storage`) and its unsaved notice. When the first leaves the page, the second takes the
 * key up at once: it saves its own game there, and keeps the first's aside, offered in its
 * notice as another board's, and brought back whole by Go back to it.
 */
export const TwoBoardsOneKey: Story = {
  name: 'Two boards, one key',
  args: { variant: 'hoyito-2', persist: 'stories-shared', speed: 'instant', onHoyitoError: fn() },
  beforeEach: freshKey('stories-shared'),
  render: (args) => html`${board(args)} ${board(args)}`,
  play: async ({ canvasElement, args }) => {
    const first = await boardIn(canvasElement, 0);
    const second = await boardIn(canvasElement, 1);
    const key = storageKey('stories-shared');
    const saved = () => JSON.parse(localStorage.getItem(key) ?? '{}').record;
    await expect(errorsOf(args)).toEqual([
      expect.objectContaining({ code: 'storage', attribute: 'persist' }),
    ]);
    await expect(unsavedNotice(first)).toBeNull();
    await expect(unsavedNotice(second)).toBe(errorsOf(args)[0].localizedMessage);
    await userEvent.click(hole(first, 'c'));
    await settle(first);
    const firstGame = first.gameRecord;
    await expect(saved()).toBe(firstGame);
    // Not the first's c: the game saved under the key would then be an earlier state of this
    // one, which takes its place rather than keep it aside.
    await userEvent.click(hole(second, 'd'));
    await settle(second);
    await expect(saved(), 'the second saves nothing over the first').toBe(firstGame);
    await expect(errorsOf(args), 'told once, not at every move').toHaveLength(1);
    first.remove();
    await settle(second);
    await expect(saved()).toBe(second.gameRecord);
    await expect(unsavedNotice(second)).toBeNull();
    await expect(keptNotice(second)).toBe(
      'A game played on another board of this page is kept aside. Go back to it Discard it',
    );
    await userEvent.click(button(second, /^Go back to it$/));
    await settle(second);
    await expect(second.gameRecord).toBe(firstGame);
  },
};

/**
 * Storage that refuses to keep a game aside: the visitor played a move in the Hoyito III game
 * the page now asks for and chooses to go back to the Hoyito II game set aside, but storage
 * will not keep the Hoyito III game in its turn (the story makes it refuse, for the click
 * alone). Nothing is lost: the board stays on the game it shows, the narration says why, and
 * the notice still offers the game set aside.
 */
export const KeepAsideRefused: Story = {
  name: 'Storage refuses to keep a game aside',
  args: { variant: 'hoyito-3', persist: 'stories-keep-refused', speed: 'instant' },
  beforeEach: () => storeHoyito2Game('stories-keep-refused'),
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await userEvent.click(hole(b, 'c'));
    await settle(b);
    const shown = b.gameRecord;
    const restore = refuseStorage(keptKey(''));
    try {
      await userEvent.click(button(b, /^Go back to it$/));
      await settle(b);
    } finally {
      restore();
    }
    await expect(b.currentPosition?.variant).toBe('hoyito-3');
    await expect(b.gameRecord).toBe(shown);
    await expect(narrationText(b)).toBe(
      "The browser's storage refused to keep the game on the board aside, so it stays on the board.",
    );
    await expect(keptNotice(b)).toMatch(/^A game played here before this page changed its board/);
  },
};

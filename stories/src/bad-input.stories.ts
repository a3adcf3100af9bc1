import type { HoyitoErrorEvent } from '@hoyito/board';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, fn, type Mock, userEvent, waitFor } from 'storybook/test';
import { type BoardArgs, board, onDarkPage } from './board.ts';
import {
  boardIn,
  button,
  contrast,
  errorPart,
  hole,
  holesFlagged,
  luminance,
  narrationText,
  previewText,
  settle,
  shadow,
  statusText,
  systemColor,
} from './play.ts';

/**
 * Bad input never breaks the page. A bad attribute, position or record shows a short message in
 * the board's place (in the board's language), fires `hoyito-error` naming the attribute, and
 * warns in the console (a warning, not an error); fixing the attribute brings the board back. An
 * unknown language or a corrupt saved game is reported and the board carries on.
 */
const meta = {
  title: 'Bad input',
  component: 'hoyito-board',
  render: board,
} satisfies Meta<BoardArgs>;
export default meta;
type Story = StoryObj<BoardArgs>;

type ErrorSpy = Mock<NonNullable<BoardArgs['onHoyitoError']>>;

/** The `hoyito-error` events the board fired, as the story's spy recorded them. */
function errorsOf(args: BoardArgs): { code: string; attribute: string; message: string }[] {
  return (args.onHoyitoError as ErrorSpy).mock.calls.map(([event]) => event.detail);
}

/**
 * A story whose board refuses `bad` with a message matching `shown` (under `heading`) in its
 * place, and an error event for `attribute` with `code`.
 */
function refused(
  bad: BoardArgs,
  attribute: string,
  code: string,
  shown: RegExp,
  heading = /^This board cannot be shown/,
): Story {
  return {
    args: { ...bad, onHoyitoError: fn() },
    play: async ({ canvasElement, args }) => {
      const b = await boardIn(canvasElement);
      const [error] = errorsOf(args);
      await expect(error).toMatchObject({ attribute, code });
      await expect(error.message.length).toBeGreaterThan(10);
      const shownError = errorPart(b);
      await expect(shownError?.getAttribute('role')).toBe('alert');
      await expect(shownError?.textContent?.trim()).toMatch(heading);
      await expect(shownError?.textContent).toMatch(shown);
      await expect(shadow(b).querySelectorAll('[part~="hole"]')).toHaveLength(0);
    },
  };
}

/** `variant="hoyito-9"`: there are three games. */
export const UnknownVariant: Story = {
  name: 'Unknown variant',
  ...refused({ variant: 'hoyito-9' }, 'variant', 'variant', /Unknown variant “hoyito-9”/),
};

/** `holes="13"`: a row has 3 to 12 holes. */
export const HolesOutOfRange: Story = {
  name: 'Holes out of range',
  ...refused({ holes: '13' }, 'holes', 'holes', /from 3 to 12; got “13”/),
};

/** `seeds="0"`: a hole starts with 1 to 12 seeds. */
export const SeedsOutOfRange: Story = {
  name: 'Seeds out of range',
  ...refused({ seeds: '0' }, 'seeds', 'seeds', /from 1 to 12; got “0”/),
};

/** `first="east"`: South or North starts. */
export const UnknownFirst: Story = {
  name: 'Unknown first player',
  ...refused(
    { first: 'east' },
    'first',
    'first',
    /Unknown first player “east”; use south or north/,
  ),
};

/** `mode="watch"`: the modes are play, replay, diagram and setup. */
export const UnknownMode: Story = {
  name: 'Unknown mode',
  ...refused({ mode: 'watch' }, 'mode', 'mode', /Unknown mode “watch”/),
};

/** `orientation="east"`: South or North at the bottom. */
export const UnknownOrientation: Story = {
  name: 'Unknown orientation',
  ...refused({ orientation: 'east' }, 'orientation', 'orientation', /Unknown orientation “east”/),
};

/** `speed="warp"`: slow, normal, fast or instant. */
export const UnknownSpeed: Story = {
  name: 'Unknown speed',
  ...refused({ speed: 'warp' }, 'speed', 'speed', /Unknown speed “warp”/),
};

/** `controls="undo rewind"`: one of the controls does not exist. */
export const UnknownControl: Story = {
  name: 'Unknown control',
  ...refused({ controls: 'undo rewind' }, 'controls', 'controls', /Unknown control “rewind”/),
};

/** `south-player="grandmaster"`: a person, or the computer at one of four levels. */
export const UnknownPlayer: Story = {
  name: 'Unknown player',
  ...refused({ 'south-player': 'grandmaster' }, 'south-player', 'player', /grandmaster/),
};

/** `north-player="master"`: North too is a person or the computer at one of four levels. */
export const UnknownNorthPlayer: Story = {
  name: 'Unknown player for North',
  ...refused({ 'north-player': 'master' }, 'north-player', 'player', /master/),
};

/** `loop="soon"`: `loop` alone, or the seconds between games, 1 to 3600. */
export const UnknownLoopPause: Story = {
  name: 'Unknown pause for loop',
  ...refused({ loop: 'soon' }, 'loop', 'loop', /Unknown pause “soon” for loop/),
};

/** `idle="0"`: `idle` alone, or the seconds a game may stand untouched, 1 to 3600. */
export const IdleWaitOutOfRange: Story = {
  name: 'Unknown wait for idle',
  ...refused({ idle: '0' }, 'idle', 'idle', /Unknown wait “0” for idle/),
};

/** `think-ms="10"`: the computer's time is 50 to 60000 ms. */
export const ThinkTimeOutOfRange: Story = {
  name: 'Thinking time out of range',
  ...refused({ 'north-player': 'casual', 'think-ms': '10' }, 'think-ms', 'player', /50–60000/),
};

/** A malformed position: its rows differ in length. */
export const MalformedPosition: Story = {
  name: 'Malformed position',
  ...refused({ position: 'h2/4.4/4.4.4/0-0/s' }, 'position', 'position', /rows differ in length/),
};

/** A well-formed but impossible position: no seeds left, yet the game is not over. */
export const InconsistentPosition: Story = {
  name: 'Inconsistent position',
  ...refused(
    { position: 'h2/0.0.0.0.0.0/0.0.0.0.0.0/24-24/s' },
    'position',
    'position',
    /No seeds are left on the board/,
  ),
};

/** A malformed game record: a tag without its closing bracket. */
export const MalformedRecord: Story = {
  name: 'Malformed record',
  ...refused(
    { mode: 'replay', record: '[Variant "hoyito-2"\n\nc C' },
    'record',
    'record',
    /line 1, column 1\): .*Malformed tag/,
  ),
};

/** An illegal move in a record: South's d, on North's turn. */
export const IllegalMoveInRecord: Story = {
  name: 'Illegal move in a record',
  ...refused(
    { mode: 'replay', record: '[Variant "hoyito-2"]\n\nc d' },
    'record',
    'record',
    /line 3, column 3\): .*not legal/,
  ),
};

/** A record whose stated result disagrees with its moves. */
export const WrongResultInRecord: Story = {
  name: 'Wrong result in a record',
  ...refused(
    { mode: 'replay', record: '[Variant "hoyito-2"]\n\nc C 1-0' },
    'record',
    'record',
    /the moves give \*/,
  ),
};

/** `highlight="z"` in a diagram: not a hole of this board. */
export const HighlightNotAHole: Story = {
  name: 'Highlight not a hole',
  ...refused(
    { mode: 'diagram', highlight: 'z' },
    'highlight',
    'highlight',
    /“z” is not a hole of this board, so it cannot be highlighted; use a–f, A–F/,
  ),
};

/**
 * `lang="fr"`: a language the board does not have. It says so and speaks the page's language
 * instead (English here; Spanish on a Spanish page), else English.
 */
export const UnknownLanguage: Story = {
  name: 'Unknown language',
  args: { lang: 'fr', onHoyitoError: fn() },
  play: async ({ canvasElement, args }) => {
    const b = await boardIn(canvasElement);
    await expect(errorsOf(args)).toEqual([
      expect.objectContaining({ code: 'lang', attribute: 'lang' }),
    ]);
    await expect(errorPart(b)).toBeNull();
    await expect(statusText(b)).toBe('South to move');
  },
};

/**
 * A corrupt saved game under the `persist` key: reported and ignored; a new game starts. The board
 * itself shows nothing of it (the visitor has a game to play); the page hears of it by the
 * `hoyito-error` event, which this story's page lists under the board, as a page might log it.
 */
export const CorruptSavedGame: Story = {
  name: 'Corrupt saved game',
  args: { persist: 'stories-corrupt', onHoyitoError: fn() },
  render: (args) =>
    html`<div
      @hoyito-error=${(event: HoyitoErrorEvent) => {
        const log = (event.currentTarget as HTMLElement).querySelector('output');
        log?.append(
          Object.assign(document.createElement('p'), { textContent: event.detail.message }),
        );
      }}
    >
      ${board(args)}
      <p><strong>The page's log of <code>hoyito-error</code>:</strong></p>
      <output></output>
    </div>`,
  beforeEach: () => {
    localStorage.setItem('hoyito-board:stories-corrupt', '{"v":1,"record":"garbage","ply":3}');
    return () => localStorage.removeItem('hoyito-board:stories-corrupt');
  },
  play: async ({ canvasElement, args }) => {
    const b = await boardIn(canvasElement);
    await expect(errorsOf(args)).toEqual([
      expect.objectContaining({ code: 'storage', attribute: 'persist' }),
    ]);
    await expect(errorPart(b)).toBeNull();
    await expect(b.currentPosition?.board).toEqual(new Array(12).fill(4));
    await expect(canvasElement.querySelector('output')?.textContent).toBe(
      errorsOf(args)[0].message,
    );
  },
};

/** Fixing the attribute brings the board back: here `holes` goes from 99 to 6. */
export const Recovers: Story = {
  name: 'Fixed attribute, board back',
  args: { holes: '99', onHoyitoError: fn() },
  play: async ({ canvasElement, args }) => {
    const b = await boardIn(canvasElement);
    await expect(errorPart(b)).not.toBeNull();
    await expect(errorsOf(args)[0]).toMatchObject({ attribute: 'holes' });
    b.setAttribute('holes', '6');
    await boardIn(canvasElement);
    await expect(errorPart(b)).toBeNull();
    await expect(shadow(b).querySelectorAll('[part~="hole"]')).toHaveLength(12);
  },
};

/** The message follows the board's language: `lang="es"` with `holes="99"`. */
export const InSpanish: Story = {
  name: 'Message in Spanish',
  ...refused({ lang: 'es', holes: '99' }, 'holes', 'holes', /«99»/, /^(?!This board)\S/),
};

/**
 * A bad record on a Spanish board: where and why, all in Spanish (the event's `message` keeps
 * the engine's English for developers).
 */
export const RecordInSpanish: Story = {
  name: 'Bad record, in Spanish',
  ...refused(
    { lang: 'es', mode: 'replay', record: '[Variant "hoyito-2"]\n\nc d' },
    'record',
    'record',
    /línea 3, columna 3\): la jugada 2 \(d\) no es legal: la casita d es de Sur; le toca a Norte\./,
    /^No se puede mostrar este tablero/,
  ),
};

/**
 * A side played by code (the `players` property) that answers a move that is not legal: the
 * board reports it, keeps the game, and does not ask that player again in that position; its
 * status line says the player could not play, and the words under the board what to do; its
 * Try again button asks the player once more.
 */
export const IllegalMoveFromCode: Story = {
  name: 'Illegal move from a code player',
  args: { variant: 'hoyito-2', speed: 'instant', onHoyitoError: fn() },
  play: async ({ canvasElement, args }) => {
    const b = await boardIn(canvasElement);
    let asked = 0;
    b.players = {
      north: {
        name: 'Broken bot',
        chooseMove: async () => {
          asked++;
          return 99;
        },
      },
    };
    b.play('c');
    await waitFor(() => expect(errorsOf(args)).toHaveLength(1));
    await expect(errorsOf(args)[0]).toMatchObject({ code: 'player', attribute: 'players' });
    await expect(errorsOf(args)[0].message).toMatch(/Broken bot chose 99/);
    await settle(b);
    await expect(errorPart(b)).toBeNull();
    // The game waits, and says so where the eye goes, whether or not the narration shows (the
    // player's name set in its own direction of writing, U+2068 to U+2069).
    await expect(statusText(b)).toBe('North to move · \u2068Broken bot\u2069 could not play');
    await expect(previewText(b)).toMatch(
      /^\u2068Broken bot\u2069 chose “99”, which is not a legal move here\. The game waits: try again,/,
    );
    await expect(asked).toBe(1);
    // Try again asks it once more: still broken, it is reported again and the game still waits.
    await userEvent.click(button(b, /^Try again$/));
    await waitFor(() => expect(errorsOf(args)).toHaveLength(2));
    await settle(b);
    await expect(asked).toBe(2);
    await expect(statusText(b)).toBe('North to move · \u2068Broken bot\u2069 could not play');
  },
};

/**
 * `load()` with text that is neither a position nor a record: refused, and the board says why
 * below the game, which stays on show and playable.
 */
export const LoadBadText: Story = {
  name: 'load() with bad text',
  args: { variant: 'hoyito-2', onHoyitoError: fn() },
  play: async ({ canvasElement, args }) => {
    const b = await boardIn(canvasElement);
    const before = b.currentPosition;
    await expect(b.load('h9/nonsense')).toBe(false);
    await settle(b);
    await expect(errorsOf(args)[0]).toMatchObject({ code: 'position' });
    await expect(errorPart(b)).toBeNull();
    await expect(shadow(b).querySelector('#preview')?.textContent).toMatch(/position is not valid/);
    await expect(b.currentPosition, 'the game is kept on show').toBe(before);
  },
};

/**
 * `loadMatch()` with a game of a three-round match that is not finished though another follows
 * it: refused, and the board says which game and why below the game, which stays on show and
 * playable.
 */
export const LoadMatchUnfinished: Story = {
  name: 'loadMatch() with an unfinished game',
  args: { variant: 'hoyito-2', onHoyitoError: fn() },
  play: async ({ canvasElement, args }) => {
    const b = await boardIn(canvasElement);
    const before = b.currentPosition;
    const game = '[Variant "hoyito-2"]\n\nc C';
    await expect(b.loadMatch([game, game], 3)).toBe(false);
    await settle(b);
    await expect(errorsOf(args)[0]).toMatchObject({ code: 'record' });
    await expect(errorPart(b)).toBeNull();
    await expect(shadow(b).querySelector('#preview')?.textContent).toMatch(
      /^Game 1 of the match is not finished, yet another game follows it\./,
    );
    await expect(b.currentPosition, 'the game is kept on show').toBe(before);
    await expect(holesFlagged(b, 'playable').length).toBeGreaterThan(0);
  },
};

/** Setup: a position that cannot be played (no seeds at all) is refused with the reason. */
export const UnplayableSetup: Story = {
  name: 'Setup that cannot be played',
  args: { mode: 'setup', holes: '3', narration: true },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await userEvent.click(button(b, /^Clear board$/));
    await settle(b);
    await userEvent.click(button(b, /^Start playing/));
    await settle(b);
    await expect(b.mode).toBe('setup');
    await expect(narrationText(b)).toBe(
      'This position cannot be played: no seeds are left on the board.',
    );
  },
};

/** `controls="none undo"`: `none` hides every control, so it stands alone. */
export const ControlsNoneWithOthers: Story = {
  name: 'Controls: none with others',
  ...refused(
    { controls: 'none undo' },
    'controls',
    'controls',
    /“none” in “controls” hides every control, so it stands alone/,
  ),
};

/** `rounds="0"`: a match has 1 to 99 rounds. */
export const RoundsOutOfRange: Story = {
  name: 'Rounds out of range',
  ...refused({ rounds: '0' }, 'rounds', 'rounds', /from 1 to 99; got “0”/),
};

/** `rounds` with a `position`: a match starts every game from the full board. */
export const RoundsWithPosition: Story = {
  name: 'Rounds with a position',
  ...refused(
    { rounds: '3', position: 'h2/4.4.4/4.4.4/0-0/s' },
    'rounds',
    'rounds',
    /cannot be combined with a position or a record/,
  ),
};

/**
 * A bad attribute mid-game that does not make the game (`speed="warp"`) hides the game behind
 * its message; fixed, the same game comes back, its move still played.
 */
export const GameKeptBehindAnError: Story = {
  name: 'Game kept behind an error',
  args: { variant: 'hoyito-2', speed: 'instant', onHoyitoError: fn() },
  play: async ({ canvasElement, args }) => {
    const b = await boardIn(canvasElement);
    await userEvent.click(hole(b, 'c'));
    await settle(b);
    const played = b.gameRecord;
    b.setAttribute('speed', 'warp');
    await settle(b);
    await expect(errorsOf(args)[0]).toMatchObject({ attribute: 'speed', code: 'speed' });
    await expect(errorPart(b)?.textContent).toMatch(/Unknown speed “warp”/);
    b.setAttribute('speed', 'fast');
    await boardIn(canvasElement);
    await expect(errorPart(b)).toBeNull();
    await expect(b.gameRecord).toBe(played);
    await expect(b.gameRecord).toMatch(/\bc\b/);
  },
};

/**
 * A property set to something that is not text (`board.variant = {}`, as a framework binding an
 * object might): refused by kind, in the board's place, and the board recovers when it is fixed
 * (the story fixes it, then sets the object again).
 */
export const PropertyNotText: Story = {
  name: 'Property set to an object',
  args: { variant: 'hoyito-2', onHoyitoError: fn() },
  play: async ({ canvasElement, args }) => {
    const b = await boardIn(canvasElement);
    (b as unknown as { variant: unknown }).variant = {};
    await settle(b);
    await expect(errorsOf(args)[0]).toMatchObject({ attribute: 'variant', code: 'variant' });
    await expect(errorPart(b)?.textContent).toMatch(/\[an object\]/);
    b.variant = 'hoyito-3';
    await boardIn(canvasElement);
    await expect(errorPart(b)).toBeNull();
    (b as unknown as { variant: unknown }).variant = {};
    await settle(b);
    await expect(errorPart(b)?.textContent).toMatch(/\[an object\]/);
  },
};

/**
 * `persist` set to a list (`board.persist = ['museum']`): no key can be made of it, and saving
 * every such board under one name would mix their games, so it is refused in the board's place,
 * like any other attribute; set to text, the board is back and saves under it.
 */
export const PersistNotText: Story = {
  name: 'persist set to a list',
  args: { speed: 'instant', onHoyitoError: fn() },
  beforeEach: () => {
    const clear = () => localStorage.removeItem('hoyito-board:stories-persist-fixed');
    clear();
    return clear;
  },
  play: async ({ canvasElement, args }) => {
    const b = await boardIn(canvasElement);
    (b as unknown as { persist: unknown }).persist = ['museum'];
    await settle(b);
    await expect(errorsOf(args)[0]).toMatchObject({ attribute: 'persist', code: 'persist' });
    await expect(errorPart(b)?.textContent).toMatch(
      /“persist” must be text, the key the game is saved under .*; got \[a list\]\./,
    );
    b.persist = 'stories-persist-fixed';
    await boardIn(canvasElement);
    await expect(errorPart(b)).toBeNull();
    await userEvent.click(hole(b, 'c'));
    await settle(b);
    await expect(localStorage.getItem('hoyito-board:stories-persist-fixed')).toMatch(/"record"/);
  },
};

/** The message in the board's place, as its words read (heading, then the message). */
const shownMessage = (b: Parameters<typeof errorPart>[0]): string | null =>
  errorPart(b)?.querySelector('p')?.textContent?.trim() ?? null;

/**
 * Two bad attributes at once (`variant="hoyito-9"`, `speed="warp"`): each is told at once, by an
 * event of its own, and the first takes the board's place. Fixed, the variant gives that place to
 * the speed's message, which was told already and is not told again; fixed too, the board is back.
 */
export const TwoBadAttributes: Story = {
  name: 'Two bad attributes at once',
  args: { variant: 'hoyito-9', speed: 'warp', onHoyitoError: fn() },
  play: async ({ canvasElement, args }) => {
    const b = await boardIn(canvasElement);
    await expect(errorsOf(args)).toEqual([
      expect.objectContaining({ attribute: 'variant', code: 'variant' }),
      expect.objectContaining({ attribute: 'speed', code: 'speed' }),
    ]);
    await expect(shownMessage(b)).toBe(
      'Unknown variant “hoyito-9”; use hoyito-1, hoyito-2, or hoyito-3.',
    );
    b.setAttribute('variant', 'hoyito-2');
    await settle(b);
    await expect(shownMessage(b)).toBe('Unknown speed “warp”; use slow, normal, fast, or instant.');
    await expect(errorsOf(args), 'the speed was told once').toHaveLength(2);
    b.setAttribute('speed', 'fast');
    await boardIn(canvasElement);
    await expect(errorPart(b)).toBeNull();
    await expect(statusText(b)).toBe('South to move');
    await expect(errorsOf(args)).toHaveLength(2);
  },
};

/**
 * A long value with a character that turns the text after it right to left (U+202E, as pasted from
 * a chat, or put there to mislead): the message quotes the value cut at 40 characters, with "…",
 * and writes the character out as `\u202E` rather than let it turn the words after it around. So
 * does the event's message.
 */
export const LongValueWithDirectionControl: Story = {
  name: 'A long value with a right-to-left override',
  args: { variant: `hoyito-2\u202E${'3-otiyoh '.repeat(6)}`, onHoyitoError: fn() },
  play: async ({ canvasElement, args }) => {
    const b = await boardIn(canvasElement);
    await expect(args.variant?.length).toBeGreaterThan(40);
    const shown = shownMessage(b);
    await expect(shown).toBe(
      'Unknown variant “hoyito-2\\u202E3-otiyoh 3-otiyoh 3-otiyoh 3-ot…”; use hoyito-1, hoyito-2, or hoyito-3.',
    );
    await expect(shown).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    const [[event]] = (args.onHoyitoError as ErrorSpy).mock.calls;
    const error = event.detail;
    await expect(error.localizedMessage).toBe(shown);
    await expect(error.message).toContain('hoyito-2\\u202E3-otiyoh');
    await expect(error.message).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  },
};

/** The message's colours: its text's, its background's and its frame's. */
function errorColors(b: Parameters<typeof errorPart>[0]): {
  text: string;
  background: string;
  frame: string;
} {
  const shown = errorPart(b);
  if (shown === null) throw new Error('the board shows no error');
  const style = getComputedStyle(shown);
  return { text: style.color, background: style.backgroundColor, frame: style.borderTopColor };
}

/**
 * The message on a dark page that chooses the dark scheme for the board: dark, its words light on
 * it, readable (4.5:1 at least), and its frame in sight (3:1 at least).
 */
export const MessageOnDarkPage: Story = {
  name: 'Message on a dark page',
  args: { variant: 'hoyito-9' },
  render: onDarkPage,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(shownMessage(b)).toMatch(/^Unknown variant “hoyito-9”/);
    const { text, background, frame } = errorColors(b);
    await expect(luminance(background), 'a dark background').toBeLessThan(0.1);
    await expect(contrast(text, background), 'its words').toBeGreaterThanOrEqual(4.5);
    await expect(contrast(frame, background), 'its frame').toBeGreaterThanOrEqual(3);
  },
};

/**
 * The message in Windows high contrast: in the system's text colour on its background, readable
 * whatever the theme.
 *
 * Shown as described only where the reader's system asks for it, or where the browser emulates it
 * (Chromium's DevTools › Rendering › Emulate CSS media feature `forced-colors: active`); the
 * stories' test run opens it so.
 */
export const MessageHighContrast: Story = {
  name: 'Message in high contrast',
  tags: ['forced-colors'],
  args: { variant: 'hoyito-9' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(shownMessage(b)).toMatch(/^Unknown variant “hoyito-9”/);
    if (!matchMedia('(forced-colors: active)').matches) return;
    const { text, background } = errorColors(b);
    await expect([text, background]).toEqual([
      systemColor('CanvasText', canvasElement),
      systemColor('Canvas', canvasElement),
    ]);
    await expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  },
};

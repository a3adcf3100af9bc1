import { type BoardAttributes, holesOf } from './board-html.ts';
import type { Lang } from './i18n.ts';

/** Buttons each control shows (undo comes with redo; "Speed: Normal" is as wide as two). */
export const BUTTONS: Record<string, number> = {
  undo: 2,
  'new-game': 1,
  agree: 1.5,
  hint: 1,
  speed: 2,
  flip: 1,
  narration: 1.5,
  // Step one seed, step one lap, pause, skip animation.
  animation: 7,
  pass: 1,
};
export const DEFAULT_CONTROLS = [
  'undo',
  'new-game',
  'agree',
  'hint',
  'speed',
  'flip',
  'narration',
  'animation',
];
/** Replay mode adds five buttons (first, previous, next, last, play), about nine widths with their labels. */
const REPLAY_BUTTONS = 9;
/**
 * Setup mode's own buttons (add seeds, remove seeds, clear board, fill board, variant, fewer
 * holes, more holes, side to move, start playing).
 */
const SETUP_BUTTONS = 17;
/** The controls that only play mode shows; diagram mode shows no speed either. */
const PLAY_ONLY = ['undo', 'new-game', 'agree', 'hint', 'pass'];
/** Only play and replay modes animate a move. */
const ANIMATED_MODES = ['play', 'replay'];

/**
 * How many rows of controls a board will show, in its wide and narrow layouts: the page reserves
 * the board's height from it before the element upgrades.
 */
export function controlRows(
  attributes: BoardAttributes,
  lang: Lang = 'en',
): { wide: number; narrow: number } {
  const mode = String(attributes.mode ?? 'play');
  const named =
    attributes.controls === undefined ? DEFAULT_CONTROLS : String(attributes.controls).split(/\s+/);
  const shown = named.filter(
    (c) =>
      c in BUTTONS &&
      !(mode === 'diagram' && (c === 'speed' || PLAY_ONLY.includes(c))) &&
      !(mode === 'setup' && PLAY_ONLY.includes(c)) &&
      !(c === 'animation' && !ANIMATED_MODES.includes(mode)),
  );
  let width = shown.reduce((n, c) => n + BUTTONS[c], 0);
  if (mode === 'replay') width += REPLAY_BUTTONS;
  if (mode === 'setup') width += SETUP_BUTTONS;
  // Spanish labels run about a third longer than English ones.
  if (lang === 'es') width *= 1.3;
  if (width === 0) return { wide: 0, narrow: 0 };
  return { wide: Math.ceil(width / 6), narrow: Math.ceil(width / 3) };
}

/** Moves in a game record: what is left once tags, comments and the result are taken out. */
export function recordMoves(record: string): number {
  const body = record.replace(/\[[^\]]*\]/g, ' ').replace(/\{[^}]*\}/g, ' ');
  return body.split(/\s+/).filter((t) => t !== '' && !/^(1-0|0-1|1\/2-1\/2|\*)$/.test(t)).length;
}

/** A replay's move list: about 12 moves a row in the wide layout, 7 in the narrow one. */
const MOVES_PER_ROW = { wide: 12, narrow: 7 };
const MOVE_ROW_PX = 42;

/** The custom properties from which site.css reserves a board's height (see there). */
export function reserveStyle(attributes: BoardAttributes, lang: Lang): string {
  const rows = controlRows(attributes, lang);
  const moves =
    attributes.mode === 'replay' && typeof attributes.record === 'string'
      ? recordMoves(attributes.record)
      : 0;
  const list = (perRow: number) => Math.ceil(moves / perRow) * MOVE_ROW_PX;
  return [
    `--board-holes: ${holesOf(attributes)}`,
    `--board-rows-wide: ${rows.wide}`,
    `--board-rows-narrow: ${rows.narrow}`,
    `--board-list-wide: ${list(MOVES_PER_ROW.wide)}px`,
    `--board-list-narrow: ${list(MOVES_PER_ROW.narrow)}px`,
  ].join('; ');
}

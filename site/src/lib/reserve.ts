import { parseRecord } from '@hoyito/engine';
// The board's own words and its reading of a record's tags (pure modules, no DOM).
import { en } from '../../../packages/board/src/i18n/en.ts';
import { es } from '../../../packages/board/src/i18n/es.ts';
import { knownDate, shownTags } from '../../../packages/board/src/state/notes.ts';
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
  'pass',
];
/** Replay mode adds five buttons (first, previous, next, last, play), about nine widths with their labels. */
const REPLAY_BUTTONS = 9;
/**
 * Setup mode's own buttons (add seeds, remove seeds, clear board, fill board, variant, fewer
 * holes, more holes, side to move, start playing, copy position).
 */
const SETUP_BUTTONS = 18.5;
/** The controls that only play mode shows; diagram mode shows no speed either. */
const PLAY_ONLY = ['undo', 'new-game', 'agree', 'hint', 'pass'];
/** Only play and replay modes animate a move. */
const ANIMATED_MODES = ['play', 'replay'];

/**
 * Button widths a row of controls holds: six on a wide board, three on a narrow one (560 px or
 * less), and on a phone's board (under 340 px) fewer than the width alone would say, since a
 * long label that does not fit wraps onto a row of its own. The phone's figure errs on the wide
 * side: a reservation too tall leaves a gap below the board, one too short moves the page.
 */
const PER_ROW = { wide: 6, narrow: 3, phone: 2.4 };

/**
 * How many rows of controls a board will show, in its wide, narrow and phone layouts: the page
 * reserves the board's height from it before the element upgrades.
 */
export function controlRows(
  attributes: BoardAttributes,
  lang: Lang = 'en',
): { wide: number; narrow: number; phone: number } {
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
  // A match of two rounds or more keeps Next game in view all through it.
  if (mode === 'play' && Number(attributes.rounds) > 1) width += BUTTONS['new-game'] * 1.5;
  if (mode === 'replay') width += REPLAY_BUTTONS;
  if (mode === 'setup') width += SETUP_BUTTONS;
  // Spanish labels run about a third longer than English ones.
  if (lang === 'es') width *= 1.3;
  if (width === 0) return { wide: 0, narrow: 0, phone: 0 };
  return {
    wide: Math.ceil(width / PER_ROW.wide),
    narrow: Math.ceil(width / PER_ROW.narrow),
    phone: Math.ceil(width / PER_ROW.phone),
  };
}

/** Moves in a game record: what is left once tags, comments and the result are taken out. */
export function recordMoves(record: string): number {
  const body = record.replace(/\[[^\]]*\]/g, ' ').replace(/\{[^}]*\}/g, ' ');
  return body.split(/\s+/).filter((t) => t !== '' && !/^(1-0|0-1|1\/2-1\/2|\*)$/.test(t)).length;
}

/**
 * A replay's move list keeps the height of three rows of its 44 px buttons, 4 px apart, in 4 px
 * of padding, whatever the record (it scrolls): the same room in every layout.
 */
const MOVE_LIST_PX = 3 * 44 + 2 * 4 + 2 * 4;

/**
 * Characters a line of a board's text holds, at least, in its wide, narrow and phone layouts
 * (boards from 560 px, from 340 px, and from 280 px wide, at about 8.5 px a character); the
 * phone's figure errs short, so that a reservation errs tall.
 */
const LINE_CHARS = { wide: 60, narrow: 36, phone: 26 };

/**
 * What a replayed record shows of itself before its first move, as the board writes it: a row
 * for the players, one for the event, place and date, and the game's comment (see the element's
 * `about` and `comment` parts), a date in the words of `lang`. None for a record that does not
 * parse: the board shows an error.
 */
export function recordNotes(record: string, lang: Lang = 'en'): string[] {
  const parsed = parseRecord(record);
  if (!parsed.ok) return [];
  // What the board shows, as the board decides it; its English words, which the Spanish match
  // in length near enough for a reservation, but for a date ("14 de julio de 2005").
  const { players, facts } = shownTags(parsed.value.tags);
  const sides = { south: 'South', north: 'North' };
  const when = (lang === 'es' ? es : en).controls.replay.when;
  const shown = (tag: string, value: string) => {
    const date = tag === 'Date' ? knownDate(value) : null;
    return date === null ? value : when(date);
  };
  const rows = [
    players.map(({ side, name }) => `${sides[side]}: ${name}`).join(' · '),
    facts.map(({ tag, value }) => shown(tag, value)).join(' · '),
  ];
  const comment = parsed.value.comment?.trim();
  return [...rows, comment ?? ''].filter((row) => row !== '');
}

/**
 * The room for a replayed record's notes (recordNotes) in each layout: their lines, and the
 * quarter em beside each row (the `about` rows' margin below, the comment's above).
 */
function notesRoom(record: string, lang: Lang): { wide: string; narrow: string; phone: string } {
  const rows = recordNotes(record, lang);
  const room = (chars: number) => {
    const lines = rows.reduce((n, row) => n + Math.ceil(row.length / chars), 0);
    return `calc(${lines} * 1lh + ${rows.length} * 0.25em)`;
  };
  return {
    wide: room(LINE_CHARS.wide),
    narrow: room(LINE_CHARS.narrow),
    phone: room(LINE_CHARS.phone),
  };
}

/** The custom properties from which site.css reserves a board's height (see there). */
export function reserveStyle(attributes: BoardAttributes, lang: Lang): string {
  const rows = controlRows(attributes, lang);
  const list = attributes.mode === 'replay' ? MOVE_LIST_PX : 0;
  const notes =
    attributes.mode === 'replay' && typeof attributes.record === 'string'
      ? notesRoom(attributes.record, lang)
      : null;
  return [
    ...(notes === null
      ? []
      : [
          `--board-notes-wide: ${notes.wide}`,
          `--board-notes-narrow: ${notes.narrow}`,
          `--board-notes-phone: ${notes.phone}`,
        ]),
    `--board-holes: ${holesOf(attributes)}`,
    `--board-rows-wide: ${rows.wide}`,
    `--board-rows-narrow: ${rows.narrow}`,
    `--board-rows-phone: ${rows.phone}`,
    `--board-list: ${list}px`,
  ].join('; ');
}

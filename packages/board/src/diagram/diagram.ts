/**
 * A Hoyito position as an SVG picture: what `<hoyito-board mode="diagram">` draws, what its
 * `toSVG()` returns and what `pnpm --silent diagram` writes. One drawing for all three, so a
 * printed handout or a wiki image shows exactly what the live board shows.
 *
 * Pure string building, no DOM: it runs in Node (the command line, a build) as in the browser.
 * Colours are presentation attributes, which SVG renderers without CSS (wikis convert SVG with
 * librsvg) understand; inside the element, its stylesheet overrides them with the board's CSS
 * custom properties, because CSS wins over presentation attributes.
 */
import { makeHole, makePosition, type Position, type Side } from '@hoyito/engine';
import type { Messages } from '../i18n/messages.ts';
import { describeStatus } from '../narration/narrate.ts';
import { MAX_SEEDS_DRAWN, SEED_SPOTS } from './seed-spots.ts';

/** One move's marks: where it starts, where each seed falls, what it captures (the last four too). */
export interface MoveMarks {
  readonly from: number;
  /** Hole → how many seeds of the move fall in it (relays can pass a hole more than once). */
  readonly drops: ReadonlyMap<number, number>;
  readonly captured: ReadonlySet<number>;
  readonly last: number | null;
}

/**
 * The marks of the move from `hole` in `position`, from the engine's trace; null when that hole
 * cannot be played (empty, not the mover's, or a sowing that never ends).
 */
export function markMove(position: Position, hole: number): MoveMarks | null {
  const preview = position.preview(hole);
  if (!preview.ok || preview.value.trace === null) return null;
  const drops = new Map<number, number>();
  const captured = new Set<number>();
  for (const e of preview.value.trace) {
    if (e.type === 'drop') drops.set(e.hole, (drops.get(e.hole) ?? 0) + 1);
    if (e.type === 'capture') captured.add(e.hole);
    // The last four leave the board with the move, as the animation shows them, to whoever the
    // rule gives them.
    if (e.type === 'last-four') for (const { hole: h } of e.holes) captured.add(h);
  }
  return { from: hole, drops, captured, last: preview.value.lastHole };
}

export interface DiagramOptions {
  readonly messages: Messages;
  /** The side drawn at the bottom. */
  readonly orientation?: Side;
  readonly marks?: MoveMarks | null;
  /** Board counts to draw instead of the position's (an animation frame, a setup draft). */
  readonly board?: readonly number[];
  readonly captured?: readonly number[];
  /** Whose turn it is, or the result, written above the board (default true). */
  readonly caption?: boolean;
  /** A complete SVG file (XML prolog, namespace, fixed size) rather than an inline picture. */
  readonly standalone?: boolean;
  /**
   * The layout for a narrow space (a phone): the stores above and below the rows rather than
   * beside them, and larger text, which the wide layout would shrink past reading there.
   */
  readonly narrow?: boolean;
  /**
   * Prefix of the ids the picture's title and description take. By default "diagram" inline
   * (each board's shadow root keeps its own), and in a standalone file one drawn from what the
   * picture says: files pasted inline side by side into one page would otherwise share ids, and a
   * picture's aria-labelledby name another's words. Two files that share ids this way say the
   * same words, so either is the right name.
   */
  readonly id?: string;
  /**
   * A sentence written under the board and said in the description: why the move a lesson asked
   * to mark is not drawn (an empty hole, the other side's, a sowing that never ends). A handout
   * printed from the file would otherwise show a board without the move, and not say why.
   */
  readonly note?: string;
}

// Geometry, in SVG user units: one hole pitch is 100.
const PITCH = 100;
const RADIUS = 42;
const STORE_WIDTH = 84;
const MARGIN = 16;
const LABEL_BAND = 30;
const CAPTION_BAND = 40;
const LEGEND_BAND = 36;
const SEED_RADIUS = 6.5;

/** What differs between the two layouts: text sizes, and the bands around the rows. */
const LAYOUTS = {
  wide: {
    captionBand: CAPTION_BAND,
    captionFont: 20,
    dropsFont: 15,
    labelBand: LABEL_BAND,
    labelFont: 18,
    countFont: 17,
    legendFont: 16,
    legendRow: 0,
    storeBand: 0,
  },
  narrow: {
    captionBand: 52,
    captionFont: 30,
    dropsFont: 22,
    labelBand: 40,
    labelFont: 30,
    countFont: 24,
    legendFont: 28,
    legendRow: 40,
    storeBand: 64,
  },
} as const;

/** The wide layout's width in user units, for a board of `holes` a row. */
const wideWidth = (holes: number): number => 4 * MARGIN + 2 * STORE_WIDTH + holes * PITCH;

/**
 * The width in CSS pixels under which the element draws the narrow layout: where the wide one
 * would shrink its hole labels below 11 px.
 */
export function narrowDiagramBelow(holes: number): number {
  return Math.round((11 / LAYOUTS.wide.labelFont) * wideWidth(holes));
}

/**
 * The least width in CSS pixels of the narrow layout: where its hole labels come out at 11 px. A
 * board narrower than that (2×7 and up on a phone: 452 px for 2×12) scrolls the picture sideways,
 * as the live board scrolls its rows, rather than shrink its labels and counts to 6 px.
 */
export function narrowDiagramMinWidth(holes: number): number {
  return Math.ceil((11 / LAYOUTS.narrow.labelFont) * (2 * MARGIN + holes * PITCH));
}

const COLORS = {
  frame: '#6b4423',
  surface: '#c8965a',
  hole: '#7a4e2a',
  seed: '#f3e7c9',
  seedEdge: '#5b3a1c',
  text: '#1f140a',
  accent: '#073f7f',
  capture: '#7a1510',
  badge: '#ffffff',
} as const;

/** A character's average width in a sans-serif face, in em: the picture cannot measure its text. */
const CHARACTER_EM = 0.56;

/**
 * The font size at which `text` takes up to `room` units: the layout's, or smaller where a long
 * text (a result and its reason, a key of the legend, in Spanish over a small board) would run
 * past the picture's edges. Estimated from its length (see CHARACTER_EM).
 */
function fitFont(text: string, room: number, largest: number): number {
  return Math.min(largest, Math.floor(room / (CHARACTER_EM * Math.max(1, text.length))));
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** A short, stable name for `text` (32-bit FNV-1a, base 36): ids that differ with the words. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x1000193);
  return (hash >>> 0).toString(36);
}

/** The holes a relay sows more than once, with the move's seeds each gets ("+2"), in sowing order. */
function sownAgain(marks: MoveMarks | null): [hole: number, seeds: number][] {
  return marks === null ? [] : [...marks.drops].filter(([, seeds]) => seeds > 1);
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The marked move in words, for the picture's description, in the legend's terms: where it is
 * sown from, the holes its seeds land in (in the order first reached) and what it captures. A
 * reader who cannot see the marks hears what the picture is there to show.
 */
function markedMove(marks: MoveMarks | null, m: Messages, n: number): string[] {
  if (marks === null) return [];
  const legend = m.board.legend;
  /** Holes in order, each side's consecutive ones named together with their side. */
  const names = (holes: Iterable<number>, label = (h: number) => makeHole(h, n)) => {
    const runs: { side: Side; labels: string[] }[] = [];
    for (const h of holes) {
      const side: Side = h < n ? 'south' : 'north';
      const last = runs.at(-1);
      if (last?.side === side) last.labels.push(label(h));
      else runs.push({ side, labels: [label(h)] });
    }
    return runs.map((run) => legend.run(run.side, run.labels)).join('; ');
  };
  const again = new Map(sownAgain(marks));
  return [
    legend.from(names([marks.from])),
    `${capitalized(legend.path)}: ${names(marks.drops.keys())}`,
    ...(marks.captured.size > 0
      ? [`${capitalized(legend.captured)}: ${names(marks.captured)}`]
      : []),
    ...(again.size > 0
      ? [
          `${capitalized(legend.sownAgain)}: ${names(again.keys(), (h) => `${makeHole(h, n)} (${again.get(h)})`)}`,
        ]
      : []),
  ];
}

/** The diagram of `position` as SVG markup. */
export function diagramSvg(position: Position, options: DiagramOptions): string {
  const m = options.messages;
  const n = position.holes;
  const board = options.board ?? position.board;
  const captured = options.captured ?? position.captured;
  const marks = options.marks ?? null;
  const bottom: Side = options.orientation ?? 'south';
  const top: Side = bottom === 'south' ? 'north' : 'south';

  const narrow = options.narrow ?? false;
  const layout = narrow ? LAYOUTS.narrow : LAYOUTS.wide;
  const caption = options.caption ?? true;
  const boardTop = caption ? layout.captionBand : 2;
  const rowsLeft = narrow ? MARGIN : MARGIN + STORE_WIDTH + MARGIN;
  const width = narrow ? 2 * MARGIN + n * PITCH : wideWidth(n);
  const rowsTop = boardTop + layout.storeBand + layout.labelBand;
  const boardHeight = 2 * layout.storeBand + 2 * layout.labelBand + 2 * PITCH;
  // The legend's keys. "Captured" only when the move captures, "+2" (with the fewest seeds a hole
  // sown again gets) only when a relay sows a hole more than once: a key to nothing on the board
  // would puzzle.
  const again = sownAgain(marks).map(([, seeds]) => seeds);
  const twice = again.length > 0 ? Math.min(...again) : 0;
  const legend = m.board.legend;
  const keys =
    marks === null
      ? []
      : [
          {
            mark: 'from',
            text: legend.from(makeHole(marks.from, n)),
            color: COLORS.accent,
            dash: '',
          },
          // Each key a caption of its own, capitalized as the first ("Sown from c") is.
          { mark: 'path', text: capitalized(legend.path), color: COLORS.accent, dash: '4 3' },
          ...(marks.captured.size > 0
            ? [
                {
                  mark: 'captured',
                  text: capitalized(legend.captured),
                  color: COLORS.capture,
                  dash: '0.1 5.5',
                },
              ]
            : []),
          // After its "+2", as a phrase goes on.
          ...(twice ? [{ mark: 'drops', text: legend.drops, color: COLORS.accent, dash: '' }] : []),
        ];
  // The narrow legend has a line for each key; the wide one puts three side by side, and the
  // "+2" key on a line of its own.
  const legendHeight = narrow
    ? keys.length * layout.legendRow + 8
    : LEGEND_BAND + (twice ? LEGEND_BAND - 8 : 0);
  const note =
    marks === null && options.note ? wrapped(options.note, width, layout.legendFont) : [];
  const noteRow = layout.legendFont * 1.3;
  const height =
    boardTop +
    boardHeight +
    (marks ? legendHeight : 8) +
    (note.length > 0 ? note.length * noteRow + 12 : 0);
  const rowY = (side: Side) => rowsTop + PITCH / 2 + (side === bottom ? PITCH : 0);
  // A side's holes run left to right along the bottom and right to left along the top, so
  // that sowing (anticlockwise) goes round the board.
  const holeX = (h: number) => {
    const side: Side = h < n ? 'south' : 'north';
    const i = h % n;
    const column = side === bottom ? i : n - 1 - i;
    return rowsLeft + column * PITCH + PITCH / 2;
  };

  const out: string[] = [];
  const label = m.board.label(position.variant, n);
  const status = describeStatus(position, m);
  const description = [
    status,
    ...markedMove(marks, m, n),
    ...(note.length > 0 ? [options.note?.replace(/\.$/, '')] : []),
    ...Array.from({ length: 2 * n }, (_, h) =>
      m.hole.name(makeHole(h, n), h < n ? 'south' : 'north', board[h] ?? 0, false),
    ),
    m.board.captured('south', captured[0] ?? 0),
    m.board.captured('north', captured[1] ?? 0),
  ]
    .map((sentence) => `${sentence}.`)
    .join(' ');
  const notation = makePosition(position);
  const id =
    options.id ??
    (options.standalone
      ? `hoyito-${digest(`${narrow}${notation}${label}${description}`)}`
      : 'diagram');
  const size = options.standalone ? ` width="${width}" height="${height}"` : '';
  const xmlns = options.standalone ? ' xmlns="http://www.w3.org/2000/svg"' : '';
  if (options.standalone) out.push('<?xml version="1.0" encoding="UTF-8"?>\n');
  out.push(
    `<svg${xmlns} class="diagram${narrow ? ' narrow' : ''}" viewBox="0 0 ${width} ${height}"${size} role="img" direction="ltr" ${options.standalone ? 'xml:lang' : 'lang'}="${m.locale}" aria-labelledby="${id}-title" aria-describedby="${id}-desc" data-position="${escapeXml(notation)}" font-family="system-ui, sans-serif">`,
    `<title id="${id}-title">${escapeXml(label)}</title>`,
    `<desc id="${id}-desc">${escapeXml(description)}</desc>`,
    caption
      ? `<text class="caption" x="${width / 2}" y="${layout.captionBand - 14}" text-anchor="middle" font-size="${fitFont(status, width - 2 * MARGIN, layout.captionFont)}" fill="${COLORS.text}">${escapeXml(status)}</text>`
      : '',
    `<rect class="frame" part="board" x="1.5" y="${boardTop}" width="${width - 3}" height="${boardHeight}" rx="28" fill="${COLORS.surface}" stroke="${COLORS.frame}" stroke-width="3"/>`,
  );

  for (const side of [top, bottom]) {
    const count = captured[side === 'south' ? 0 : 1] ?? 0;
    out.push(
      `<g class="dstore" part="store ${side}" data-side="${side}" data-count="${count}">`,
      `<title>${escapeXml(m.board.captured(side, count))}</title>`,
    );
    if (narrow) {
      // A band across the board, its side's name at the left and its count at the right.
      const y = side === top ? boardTop + 10 : boardTop + boardHeight - layout.storeBand + 6;
      const h = layout.storeBand - 16;
      out.push(
        `<rect x="${MARGIN}" y="${y}" width="${n * PITCH}" height="${h}" rx="${h / 2}" fill="${COLORS.hole}" stroke="${COLORS.frame}" stroke-width="2"/>`,
        `<text x="${MARGIN + h / 2}" y="${y + h / 2 + 10}" font-size="28" fill="${COLORS.seed}">${escapeXml(m.sides[side])}</text>`,
        `<text x="${MARGIN + n * PITCH - h / 2}" y="${y + h / 2 + 11}" text-anchor="end" font-size="32" font-weight="700" fill="${COLORS.seed}">${count}</text>`,
        '</g>',
      );
      continue;
    }
    const x = side === top ? MARGIN : width - MARGIN - STORE_WIDTH;
    const y = boardTop + LABEL_BAND;
    out.push(
      `<rect x="${x}" y="${y}" width="${STORE_WIDTH}" height="${2 * PITCH}" rx="${STORE_WIDTH / 2}" fill="${COLORS.hole}" stroke="${COLORS.frame}" stroke-width="2"/>`,
      `<text x="${x + STORE_WIDTH / 2}" y="${y + PITCH + 10}" text-anchor="middle" font-size="30" font-weight="700" fill="${COLORS.seed}">${count}</text>`,
      `<text x="${x + STORE_WIDTH / 2}" y="${side === top ? y + 26 : y + 2 * PITCH - 12}" text-anchor="middle" font-size="14" fill="${COLORS.seed}">${escapeXml(m.sides[side])}</text>`,
      '</g>',
    );
  }

  for (let h = 0; h < 2 * n; h++) {
    const side: Side = h < n ? 'south' : 'north';
    const x = holeX(h);
    const y = rowY(side);
    const count = board[h] ?? 0;
    const name = makeHole(h, n);
    const state: string[] = [];
    if (marks?.from === h) state.push('from');
    if (marks?.drops.has(h)) state.push('path');
    if (marks?.captured.has(h)) state.push('captured');
    if (marks?.last === h) state.push('last');
    out.push(
      `<g class="dhole" part="hole ${side}" data-hole="${h}" data-count="${count}"${state.length ? ` data-state="${state.join(' ')}"` : ''}>`,
      `<title>${escapeXml(m.hole.name(name, side, count, false))}</title>`,
      `<circle cx="${x}" cy="${y}" r="${RADIUS}" fill="${COLORS.hole}" stroke="${COLORS.frame}" stroke-width="2"/>`,
    );
    for (let s = 0; s < Math.min(count, MAX_SEEDS_DRAWN); s++) {
      const [dx, dy] = SEED_SPOTS[s];
      out.push(
        `<circle class="dseed" part="seed" cx="${round(x + dx * RADIUS)}" cy="${round(y + dy * RADIUS)}" r="${SEED_RADIUS}" fill="${COLORS.seed}" stroke="${COLORS.seedEdge}" stroke-width="1"/>`,
      );
    }
    out.push(
      `<text class="dcount" part="count" x="${x}" y="${y + RADIUS - 6}" text-anchor="middle" font-size="${layout.countFont}" font-weight="700" fill="${COLORS.badge}" stroke="${COLORS.text}" stroke-width="3" paint-order="stroke">${count}</text>`,
    );
    if (marks?.captured.has(h)) {
      out.push(
        // Dotted, so that captures differ from the move's start (solid) and path (dashed) by
        // shape as well as colour: in forced colours, or to a reader who cannot tell the colours.
        `<circle class="mark-captured" cx="${x}" cy="${y}" r="${RADIUS + 4}" fill="none" stroke="${COLORS.capture}" stroke-width="6" stroke-dasharray="0.1 10" stroke-linecap="round"/>`,
      );
    } else if (marks?.drops.has(h)) {
      out.push(
        `<circle class="mark-path" cx="${x}" cy="${y}" r="${RADIUS + 4}" fill="none" stroke="${COLORS.accent}" stroke-width="3" stroke-dasharray="8 6"/>`,
      );
    }
    if (marks?.from === h) {
      out.push(
        `<circle class="mark-from" cx="${x}" cy="${y}" r="${RADIUS + 4}" fill="none" stroke="${COLORS.accent}" stroke-width="6"/>`,
      );
    }
    const drops = marks?.drops.get(h) ?? 0;
    if (drops > 1) {
      // A relay sowed this hole more than once: say how many of the move's seeds fell here. It
      // stands where the path's dashed ring passes, edged in the seeds' cream so that the ring
      // stops short of it rather than running through its "+", and so that it reads at 8:1 (on
      // the wood it would be under the 4.5:1 small text needs).
      out.push(
        `<text class="mark-drops" x="${x + RADIUS - 2}" y="${y - RADIUS + 10}" text-anchor="middle" font-size="${layout.dropsFont}" font-weight="700" fill="${COLORS.accent}" stroke="${COLORS.seed}" stroke-width="4" stroke-linejoin="round" paint-order="stroke">+${drops}</text>`,
      );
    }
    const labelY = side === top ? rowsTop - 8 : rowsTop + 2 * PITCH + layout.labelBand - 9;
    out.push(
      `<text class="dlabel" part="label" x="${x}" y="${labelY}" text-anchor="middle" font-size="${layout.labelFont}" fill="${COLORS.text}">${name}</text>`,
      '</g>',
    );
  }

  if (marks) {
    // The wide legend puts its keys side by side, "+2" below; the narrow one, larger, a line each.
    const at = narrow
      ? (i: number) => ({
          x: MARGIN + 14,
          y: boardTop + boardHeight + layout.legendRow * (i + 1) - 6,
        })
      : (i: number, mark: string) => ({
          x:
            mark === 'drops' ? MARGIN + 10 : [MARGIN + 10, width / 2 - 40, width - MARGIN - 110][i],
          y: boardTop + boardHeight + 24 + (mark === 'drops' ? LEGEND_BAND - 8 : 0),
        });
    const r = narrow ? 12 : 8;
    const scale = r / 8;
    // A key's words, smaller where they would run past the picture's right edge.
    const keyText = (x: number, y: number, text: string) => {
      const font = fitFont(text, width - MARGIN - x, layout.legendFont);
      return `<text x="${x}" y="${y}"${font < layout.legendFont ? ` font-size="${font}"` : ''}>${escapeXml(text)}</text>`;
    };
    out.push(`<g class="legend" font-size="${layout.legendFont}" fill="${COLORS.text}">`);
    keys.forEach((key, i) => {
      const { x, y } = at(i, key.mark);
      if (key.mark === 'drops') {
        // Its swatch is the mark itself, as drawn beside the holes.
        out.push(
          `<text class="mark-drops" x="${x - r}" y="${y}" font-weight="700" fill="${COLORS.accent}">+${twice}</text>`,
          keyText(x + 16 * scale + (narrow ? 12 : 8), y, key.text),
        );
        return;
      }
      const width = key.mark === 'path' ? 2 : 4;
      const dash = key.dash
        ? ` stroke-dasharray="${key.dash
            .split(' ')
            .map((d) => round(Number(d) * scale))
            .join(' ')}"${key.mark === 'captured' ? ' stroke-linecap="round"' : ''}`
        : '';
      out.push(
        // The swatches carry the marks' classes, so that a theme, dark mode or forced colours
        // restyle them with the marks they stand for.
        `<circle class="mark-${key.mark}" cx="${x}" cy="${y - 5 * scale}" r="${r}" fill="none" stroke="${key.color}" stroke-width="${width * scale}"${dash}/>`,
        keyText(x + 16 * scale, y, key.text),
      );
    });
    out.push('</g>');
  }
  if (note.length > 0) {
    const top = boardTop + boardHeight + 8;
    out.push(
      `<text class="note" font-size="${layout.legendFont}" fill="${COLORS.text}">`,
      ...note.map(
        (line, i) =>
          `<tspan x="${MARGIN}" y="${round(top + (i + 1) * noteRow)}">${escapeXml(line)}</tspan>`,
      ),
      '</text>',
    );
  }
  out.push('</svg>');
  return out.join('');
}

/**
 * `text` in lines that fit `width` at `font` (by CHARACTER_EM, as the caption is fitted): SVG
 * text does not wrap by itself.
 */
function wrapped(text: string, width: number, font: number): string[] {
  const most = Math.max(8, Math.floor((width - 2 * MARGIN) / (CHARACTER_EM * font)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line !== '' && line.length + 1 + word.length > most) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

import { MAX_HOLES, MIN_HOLES } from '@hoyito/engine';
import { css, unsafeCSS } from 'lit';
import { narrowDiagramBelow, narrowDiagramMinWidth } from '../diagram/diagram.ts';
import { MAX_SEEDS_DRAWN, SEED_SPOTS } from '../diagram/seed-spots.ts';

/** A seed's diameter, as a share of its hole's. */
const SEED_SIZE = 0.22;

/**
 * Diagram mode draws both layouts and shows the one its width suits (a container query per
 * board size, since the width at which the wide layout grows too small depends on it).
 */
function narrowDiagramRules(): string {
  const rules: string[] = [];
  for (let n = MIN_HOLES; n <= MAX_HOLES; n++) {
    const d = `.diagram[data-holes='${n}']`;
    rules.push(
      `@container (width < ${narrowDiagramBelow(n)}px){${d}>.narrow{display:block}${d}>:not(.narrow){display:none}}`,
      `${d}>.narrow{min-width:${narrowDiagramMinWidth(n)}px}`,
    );
  }
  return rules.join('');
}

/**
 * The holes a row, as --holes for the layout's sums, from the board's data-holes: a rule per
 * board size rather than an inline style, which a page's Content-Security-Policy without
 * 'unsafe-inline' for styles would refuse.
 */
function holesRules(): string {
  const rules: string[] = [];
  for (let n = MIN_HOLES; n <= MAX_HOLES; n++)
    rules.push(`.board[data-holes='${n}']{--holes:${n}}`);
  return rules.join('');
}

/**
 * One rule per pile size: k copies of the seed gradient, at the first k spots that the SVG
 * diagram uses too. A background-position of p% puts p% of the layer on p% of the box, hence
 * the conversion from the seed's centre.
 */
function pileRules(): string {
  const at = (centre: number) =>
    `${(((centre - SEED_SIZE / 2) / (1 - SEED_SIZE)) * 100).toFixed(1)}%`;
  const rules: string[] = [];
  for (let k = 1; k <= MAX_SEEDS_DRAWN; k++) {
    const spots = SEED_SPOTS.slice(0, k);
    rules.push(
      `.seeds[data-seeds='${k}']{background-image:${spots.map(() => 'var(--_seed)').join(',')};` +
        `background-position:${spots.map(([x, y]) => `${at(0.5 + x / 2)} ${at(0.5 + y / 2)}`).join(',')}}`,
    );
  }
  return rules.join('\n');
}

export const styles = css`
  :host {
    /* Light or dark as the page's colour scheme is: no color-scheme of its own, so the board
       inherits the page's. A page that declares none is drawn light whatever the reader's system
       says. A page declaring \`color-scheme: light dark\` gets the dark board on a dark system;
       \`hoyito-board { color-scheme: dark }\` (or light, or light dark) chooses for the board
       alone. The text beside the wood (status, narration) is in the host's colour, the page's,
       not the scheme's: it stands on the page's background, whatever scheme the page declares. */
    /* The rim also edges each hole, so it stands 3:1 or more against the wood in both schemes
       (WCAG 1.4.11): on the dark board a light rim, as dark holes on dark wood are 1.6:1. */
    --hoyito-board-color: light-dark(#6b4423, #b88a5a);
    --hoyito-board-surface: light-dark(#c8965a, #5a3a1e);
    --hoyito-hole-color: light-dark(#7a4e2a, #2a1a0c);
    --hoyito-seed-color: light-dark(#f3e7c9, #e8dcc0);
    --hoyito-seed-edge: #5b3a1c;
    --hoyito-text-color: light-dark(#1f140a, #f2ece2);
    /* The marks and the focus ring stand on the wood: on the light wood, at 3.9:1 (blue) and 4.1:1
       (red) or more, as WCAG 1.4.11 asks of them (the brighter #0b63c5 and #b3261e were 2.2:1
       and 2.5:1). */
    --hoyito-accent-color: light-dark(#073f7f, #8ab8ff);
    --hoyito-capture-color: light-dark(#7a1510, #ff8a80);
    --hoyito-focus-color: light-dark(#073f7f, #8ab8ff);
    --hoyito-font: system-ui, sans-serif;
    display: block;
    /* In a flex row or a grid's 1fr column the board may shrink below its content's width (its
       rows then scroll inside it), as it does in a block. */
    min-width: 0;
    /* Text and spacing are in em of the board's own font size (the page's, unless set), so that
       a page scales them with the board: a museum's 4K screen sets font-size on hoyito-board.
       Holes scale with the board's width, and never shrink below 44 px touch targets. */
  }
  :host([hidden]) {
    display: none;
  }
  * {
    box-sizing: border-box;
  }
  /* The font is set inside, not on the host, where a page's rule for every element (a reset's
     "* { font: … }") would beat it. The text outside the wood (status, narration, notices) keeps
     the element's colour, the page's, so it reads on whatever the page puts behind the board. */
  .wrap,
  .error {
    font-family: var(--hoyito-font);
    /* Nor do a page's inherited text styles reach in: a hole's label tells its side by its case
       (a for South, A for North), which text-transform or small capitals would undo, and spacing
       or an indent would push it off its hole. Nor its alignment, wrapping or shadows: a page
       centred (body { text-align: center }) centred the narration's lines away from their
       numbers, nowrap ran them out of the board, break-all split its words, and a shadow blurred
       the labels on the wood. The page's font size and line height still come in: they scale the
       board (see :host). */
    font-style: normal;
    font-variant: normal;
    font-feature-settings: normal;
    font-variation-settings: normal;
    font-weight: 400;
    font-stretch: normal;
    text-transform: none;
    letter-spacing: normal;
    word-spacing: normal;
    text-indent: 0;
    text-align: start;
    white-space: normal;
    word-break: normal;
    text-shadow: none;
  }
  .wrap {
    display: flex;
    flex-direction: column;
    gap: 0.5em;
    position: relative;
  }
  /* The board's width, watched for the text scale (see scale.ts): no height, out of the flow. */
  .probe {
    position: absolute;
    inset-inline: 0;
    top: 0;
    height: 0;
    visibility: hidden;
    pointer-events: none;
  }
  /* The stores stand beside the rows on a wide board and above and below them on a narrow one
     (560 px or less), by the board's own width rather than the page's. Not by a container query:
     making each board a size container doubled the layout time of a page of 30 boards. Instead
     the rows' flex basis is negative (so 0) on a wide board and huge on a narrow one, which wraps
     them onto a line of their own, the stores with them. 530.5 px is 560 less the board's border
     and padding; a board of more than eight holes a row switches where its rows, 44 px holes and
     their padding (see .rows), no longer fit beside the stores and their gaps (8em): a 2×12 board
     below 698 px, whose rows would otherwise scroll on a desktop page and be cut on paper (the
     site's size reservations switch at the same widths). */
  .board {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5em;
    /* A finger held on a hole previews its move, and one held a little off it, on a label or a
       store, is no cue to select text or open a callout either. */
    -webkit-touch-callout: none;
    user-select: none;
    /* The frame is an inset outline, not a border, so that it takes no width. The side padding
       gives way on a board too narrow for its holes (2×6: below 320 px, to nothing at 290 px;
       never on a board wider than 350 px, so the stores' switch at 560 px stays where it is),
       and with the rows' padding and gaps (see .rows, .row) a 2×6 board's 44 px holes fit a
       280 px phone with the page's 8 px margins (264 px), and 2×7 fits 320 px. Wider, this looks
       exactly like a 3 px border outside 0.75em of padding. --holes, the holes per row, is
       set on .board. */
    padding: calc(0.75em + 3px)
      clamp(0px, (100% - min(var(--holes) * 44px + 26px, 380px)) / 2, calc(0.75em + 3px));
    border-radius: 1.5em;
    background: var(--hoyito-board-surface);
    /* Grows with a wide board (see scale.ts): --_scale is set on this element, through its
       style object (an inline style attribute is refused under a strict Content-Security-Policy). */
    font-size: calc(1em * var(--hoyito-board-text-scale, var(--_scale, 1)));
    /* The holes' edges grow by the same factor: a playable hole's 4 px edge, on a kiosk's hole
       500 px across, would no longer tell it from the others. */
    --_edge: var(--hoyito-board-text-scale, var(--_scale, 1));
    /* The rings around a hole (its marks and the focus ring) are drawn in sixths of the room the
       rows keep for them (see .rows), 1 px at a 16 px font: so they grow with a kiosk's text, as
       that room does, and never reach past it. Resolved in em on the hole, of the board's size. */
    --_ring: max(1px, 0.25em / 6);
    outline: 3px solid var(--hoyito-board-color);
    outline-offset: -3px;
  }
  /* The board takes the focus when the control that had it goes and no hole is to be played
     (see #keepFocus); its frame is an outline already, so the ring is a shadow. */
  .board:focus-visible {
    box-shadow: 0 0 0 3px var(--hoyito-focus-color);
  }
  .rows {
    flex: 1 1 calc((max(530.5px, var(--holes) * 44px + 2 * max(6px, 0.25em) + 8em) - 100%) * 999);
    display: flex;
    flex-direction: column;
    gap: 0.5em;
    /* A 2×12 board on a phone keeps 44 px holes and scrolls sideways inside the board. */
    overflow-x: auto;
    min-width: 0;
    /* Room for the highlight rings and the counts' overhang, which the scroll box would clip;
       at the sides only while the holes leave room for it (see .board). The counts grow with a
       wide board's text (see scale.ts), and their room with them. Rows of nine holes or more
       keep it at every width: wherever it would give way (below 372 px) they scroll anyway, and
       there it only lengthens the scroll (a 2×12 board on a phone). */
    padding: max(6px, 0.25em)
      clamp(
        0px,
        (100% - var(--holes) * 44px - 6px) / 2 + max(0px, (var(--holes) - 8.5) * 999px),
        max(6px, 0.25em)
      );
  }
  /* A replay's rows that scroll take the focus (see render's scroller): a ring inside them, as
     they fill the board. */
  .rows:focus-visible {
    outline: 3px solid var(--hoyito-focus-color);
    outline-offset: -3px;
  }
  /* Rows that scroll fade out at a side with more holes beyond it, so that a reader sees there
     are more (a 2×12 board on a phone shows seven of its twelve): a mask that follows the scroll
     position. Only rows the element measured as scrolling run it (data-scrolls): a scroll-driven
     animation never ends, which a page waiting for the board's animations would wait on. A hole
     the focus brings into view stops short of the fade. */
  @supports (animation-timeline: scroll()) {
    .rows {
      scroll-padding-inline: 1.5em;
    }
    .rows[data-scrolls] {
      animation: hoyito-more-holes linear both;
      animation-timeline: scroll(self inline);
    }
  }
  @keyframes hoyito-more-holes {
    0% {
      mask-image: linear-gradient(to left, transparent, #000 1.5em);
    }
    1%,
    99% {
      mask-image: linear-gradient(to right, transparent, #000 1.5em calc(100% - 1.5em), transparent);
    }
    100% {
      mask-image: linear-gradient(to right, transparent, #000 1.5em);
    }
  }
  .row {
    display: flex;
    /* What is left of the row after its 44 px holes, up to 0.35em: a 2×6 board's holes stand
       apart on a 270 px board and touch at 264 px; narrower than its holes, a row scrolls (see
       .rows). */
    gap: clamp(0px, (100% - var(--holes) * 44px) / (var(--holes) - 1), 0.35em);
    /* As wide as its holes when they overflow it, so that the rows' padding at the end of the
       scroll is room past the last hole, not past the row's own box, which they overflow. */
    min-width: min-content;
  }
  .row > div {
    flex: 1 1 0;
    min-width: 44px;
  }
  .hole {
    position: relative;
    width: 100%;
    min-width: 44px;
    min-height: 44px;
    aspect-ratio: 1;
    border-radius: 50%;
    --_border: calc(2px * var(--_edge, 1));
    border: var(--_border) solid var(--hoyito-board-color);
    background: var(--hoyito-hole-color);
    color: var(--hoyito-seed-color);
    font: inherit;
    padding: 0;
    cursor: default;
    display: block;
  }
  /* A playable hole's edge is twice as thick, not only of another colour (WCAG 1.4.1): which
     holes can be played shows in high contrast and to those who do not tell the colours apart. */
  .hole[data-state~='playable'] {
    cursor: pointer;
    border-color: var(--hoyito-accent-color);
    --_border: calc(4px * var(--_edge, 1));
    border-width: var(--_border);
  }
  .hole:focus-visible {
    outline: calc(3 * var(--_ring)) solid var(--hoyito-focus-color);
    outline-offset: calc(2 * var(--_ring));
  }
  .hole[data-state~='active'] {
    box-shadow: 0 0 0 calc(4 * var(--_ring)) var(--hoyito-accent-color);
  }
  .hole[data-state~='captured'] {
    box-shadow: 0 0 0 calc(4 * var(--_ring)) var(--hoyito-capture-color);
  }
  .hole[data-state~='hint'] {
    box-shadow: 0 0 0 calc(4 * var(--_ring)) var(--hoyito-accent-color);
    outline: calc(3 * var(--_ring)) dotted var(--hoyito-accent-color);
    outline-offset: calc(3 * var(--_ring));
  }
  /* The ring reaches six rings' widths (6 px) past the hole, no further: the rows' padding (see
     .rows), which keeps it from being clipped by their scroll box at the ends of a row. */
  .hole[data-state~='suggested'] {
    --_mark:
      0 0 0 calc(2 * var(--_ring)) var(--hoyito-board-surface),
      0 0 0 calc(6 * var(--_ring)) var(--hoyito-accent-color);
    box-shadow: var(--_mark);
    animation: hoyito-beckon 1.6s ease-in-out infinite;
  }
  @keyframes hoyito-beckon {
    50% {
      box-shadow:
        0 0 0 var(--_ring) var(--hoyito-board-surface),
        0 0 0 calc(4 * var(--_ring)) var(--hoyito-accent-color);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .hole[data-state~='suggested'] {
      animation: none;
    }
  }
  /* The keyboard's focus on a marked hole: its ring would lie on the mark's, of the same colour,
     and not show. The mark stands still, and a band of the seeds' colour inside the hole shows
     the focus, as in rows with no room to spare (see .rows[data-tight] below). */
  .hole[data-state~='suggested']:focus-visible {
    animation: none;
    box-shadow:
      var(--_mark),
      inset 0 0 0 calc(5 * var(--_ring));
  }
  /* The picture's own element has the class too: a size container would lose its aspect ratio. */
  div.diagram {
    container-type: inline-size;
    /* The narrow layout keeps its labels 11 px (see narrowDiagramMinWidth): on a board narrower
       than that, the picture scrolls sideways inside the board, never the page. */
    overflow-x: auto;
  }
  .diagram svg {
    /* The page's --hoyito-font rather than the picture's own (which a file made by toSVG keeps). */
    font-family: inherit;
    display: block;
    width: 100%;
    height: auto;
  }
  .diagram > .narrow {
    display: none;
  }
  ${unsafeCSS(narrowDiagramRules())}
  ${unsafeCSS(holesRules())}
  .diagram .frame {
    fill: var(--hoyito-board-surface);
    stroke: var(--hoyito-board-color);
  }
  .diagram .dhole > circle:first-of-type,
  .diagram .dstore rect {
    fill: var(--hoyito-hole-color);
    stroke: var(--hoyito-board-color);
  }
  .diagram .dseed {
    fill: var(--hoyito-seed-color);
    stroke: var(--hoyito-seed-edge);
  }
  .diagram .dstore text {
    fill: var(--hoyito-seed-color);
  }
  /* A hole's label stands on the board's wood, as the live board's does: dark on the light wood,
     light on the dark (the seeds' cream on the wood would be under 3:1). */
  .diagram .dlabel {
    fill: var(--hoyito-text-color);
  }
  /* The legend is under the wood, on the page's background: the text colour of the page. */
  .diagram .legend text {
    fill: currentColor;
  }
  .diagram .mark-path,
  .diagram .mark-from {
    stroke: var(--hoyito-accent-color);
  }
  .diagram .mark-drops {
    fill: var(--hoyito-accent-color);
  }
  /* Its edge: the seeds' cream under the light scheme's dark accent, the wood under the dark
     scheme's light one (the dark wood is 5:1 to it, the cream would be too light). */
  .diagram .dhole .mark-drops {
    stroke: light-dark(var(--hoyito-seed-color), var(--hoyito-board-surface));
  }
  .diagram .mark-captured {
    stroke: var(--hoyito-capture-color);
  }
  /* The last move's mark is a ring of its own, hugging the hole, not the hole's outline: the focus
     ring and a hint's dotted ring, which are outlines further out, leave it in sight. It is the
     outline of a box inside the hole, so that, like theirs, it reaches no scrollable room: in rows
     with none to spare (data-tight) a box or border past the last hole would make them scroll. */
  .hole[data-state~='last']::before {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: 50%;
    outline: calc(2 * var(--_ring)) dashed var(--hoyito-accent-color);
    outline-offset: var(--_border);
    pointer-events: none;
  }
  /* A hint's solid ring would cover the last move's mark on the same hole: its dotted ring says
     it alone there, narrower and a ring apart from the dashes (see the playable hole's below), or
     dots and dashes run together into one band. */
  .hole[data-state~='last'][data-state~='hint'] {
    box-shadow: none;
    outline-width: calc(2 * var(--_ring));
    outline-offset: calc(4 * var(--_ring));
  }
  /* The keyboard's focus ring wins over a hint's dotted ring, which would hide it: more specific
     than a hint's rule, whatever their order, and as specific as the rule above for a hint on the
     last move's hole, which it must follow. */
  .hole[data-state]:focus-visible {
    outline: calc(3 * var(--_ring)) solid var(--hoyito-focus-color);
    outline-offset: calc(2 * var(--_ring));
  }
  /* The last move's hole still playable (sown again, its player to move again): the dashes stand a
     ring apart from the playable rim, of their colour, which they would otherwise look a notch of,
     and the focus ring a ring further out, still in the rows' room of six (see .rows). Before the
     tight rows' rules, which draw the focus ring inside the hole. */
  .hole[data-state~='playable'][data-state~='last']::before {
    outline-offset: calc(var(--_border) + var(--_ring));
  }
  .hole[data-state~='playable'][data-state~='last']:focus-visible {
    outline-offset: calc(3 * var(--_ring));
  }
  .seeds {
    /* The seeds are painted, not elements: a hole is one element however full it is, and a
       sowing changes one attribute per hole (see pileRules below). */
    --_seed: radial-gradient(
      circle closest-side,
      var(--hoyito-seed-color) 72%,
      var(--hoyito-seed-edge) 76% 92%,
      transparent 100%
    );
    position: absolute;
    inset: 0;
    border-radius: 50%;
    background-repeat: no-repeat;
    background-size: ${unsafeCSS(`${SEED_SIZE * 100}% ${SEED_SIZE * 100}%`)};
    pointer-events: none;
  }
  ${unsafeCSS(pileRules())}
  .count {
    position: absolute;
    inset-block-end: -0.25em;
    inset-inline-end: -0.25em;
    min-width: 1.5em;
    padding: 0 0.25em;
    border-radius: 0.75em;
    background: var(--hoyito-text-color);
    color: var(--hoyito-board-surface);
    font-size: 0.8em;
    font-weight: 700;
    line-height: 1.5em;
    pointer-events: none;
  }
  .label {
    /* Positioned, so it paints over a marked hole's ring instead of under it. */
    position: relative;
    /* On the wood: the wood's text colour, whatever the page's. */
    color: var(--hoyito-text-color);
    text-align: center;
    font-size: 0.8em;
    font-weight: 600;
  }
  /* The letter of a hole marked to play stands out too, on a pill of the mark's colour: the mark
     told apart from the playable holes' rings, of the same colour, by a cue that does not depend
     on its pulse, which reduced motion stills. The text in Canvas, as on a pressed toggle. */
  .hole[data-state~='suggested'] + .label {
    width: fit-content;
    margin-inline: auto;
    padding-inline: 0.5em;
    border-radius: 1em;
    background: var(--hoyito-accent-color);
    color: Canvas;
  }
  .store {
    /* Centred on a line of its own; beside the rows, which take all the room, no margin. */
    margin-inline: auto;
    min-width: calc(3.5em / 1.2);
    min-height: 44px;
    /* None above and below: the owner's name and the count fill the 44 px between them (with
       setup's border, too). */
    padding: 0 calc(0.25em / 1.2);
    border-radius: calc(1em / 1.2);
    background: var(--hoyito-hole-color);
    color: var(--hoyito-seed-color);
    text-align: center;
    font-weight: 700;
    font-size: 1.2em;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    /* Not the page's: a page's tall lines (1.75 on the site) would make the count and its owner
       together taller than the 44 px a narrow board keeps for each store. */
    line-height: 1.15;
  }
  /* The store's owner above its count, at the holes' labels' size: in the 44 px of a narrow
     board's store, with the count, so that naming it keeps the board's height. */
  .store .side {
    font-size: calc(0.8em / 1.2);
    font-weight: 600;
    line-height: 1;
  }
  /* Setup mode's stores are buttons: what a side has captured is set as a hole's seeds are. */
  button.store {
    border: 2px solid var(--hoyito-board-color);
    font: inherit;
    font-size: 1.2em;
    font-weight: 700;
    /* After the font, which brings back the page's (see .store). */
    line-height: 1.15;
    cursor: pointer;
  }
  button.store:focus-visible {
    outline: 3px solid var(--hoyito-focus-color);
    outline-offset: 2px;
  }
  .status {
    /* Holds the float below, which sets its least height. */
    display: flow-root;
    min-height: 1.5em;
    font-weight: 600;
  }
  /* A caption of the animation (a round, its lap and a capture) takes up to 39em on one line in
     either language (round 99 of 99, lap 1000, in Spanish), so on a narrower board it can wrap
     where the status between moves does not: the status keeps room for two lines there, and for
     three below 21em, or the board would grow and shrink, and the page below it move, at such a
     step. The width is the board's own, not the window's (a narrow board in a wide page's
     sidebar wraps too), and read without a container query (which costs layout time, see
     .board): a float's percentage padding is a share of the status's width, and a float of no
     width shortens no line beside it. Only the modes that animate a move need the room. The room
     is in lines (lh) alone, as the preview's below: a browser without lh has no light-dark()
     either, which the board's colours need (Chrome 109, Firefox 120 and Safari 16.4 have lh;
     light-dark() came to them later). */
  .status[data-animates]::before {
    content: '';
    float: left;
    padding-top: max(
      clamp(0px, (39em - 100%) * 999, 2lh),
      clamp(0px, (21em - 100%) * 999, 3lh)
    );
  }
  /* In a match the status at a round's end adds the result and the match's score to the round
     (and, in a replay, the move): up to 96em in Spanish (round 99 of 99, move 888, the longest
     end, a match level on games won on seeds, 1,188 to 1,188), which would wrap onto a line or
     four more at that step. The status keeps room for the lines such words take at its width:
     a float of words as long, unseen, in the status's own font, which wraps much as they do (a
     test checks that it takes as many lines, or more, at every width), and which the status's
     words run over, its margin box no wider than nothing. Unseen, it is not read out either. */
  .status[data-match]::before {
    content: 'nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn nnnn';
    float: left;
    width: 100%;
    margin-right: -100%;
    padding: 0;
    visibility: hidden;
  }
  .preview {
    margin: 0;
  }
  /* Pointing at a hole previews its move here, under the board. Where a pointer can hover, the
     paragraph keeps its room between previews, empty, in the modes that preview (play and
     setup): else the board would grow as the pointer crosses it, and the page below would move
     without a click. The room is that of the longest text shown there, a hint (the move, what
     it captures, what it prevents and how the game ends, 139 characters in Spanish; the longest
     preview, a sowing of many laps with its captures, is shorter): two lines on a board 39em
     wide or more, three on a narrower one, four below 25em and five below 19em, by the board's
     own width (the float of the status line, above). On a touch screen a tap plays the hole
     instead, and a preview (of a hole that cannot be played, or under the keyboard's focus)
     follows a touch or a key, when the page may move. */
  @media (hover: hover) {
    .preview[data-room] {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
      white-space: normal;
      display: flow-root;
    }
    .preview[data-room]::before {
      content: '';
      float: left;
      padding-top: max(
        2lh,
        clamp(0px, (39em - 100%) * 999, 3lh),
        clamp(0px, (25em - 100%) * 999, 4lh),
        clamp(0px, (19em - 100%) * 999, 5lh)
      );
    }
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35em;
    align-items: center;
  }
  /* The board's own buttons, all of one look (the part "button"): on a background of their own,
     Canvas, so that they read on any page. */
  [part~='button'] {
    min-height: 44px;
    min-width: 44px;
    font: inherit;
    padding: 0.25em 0.75em;
    border-radius: 0.5em;
    border: 1px solid currentColor;
    background: Canvas;
    color: CanvasText;
  }
  .controls button[aria-disabled='true'] {
    opacity: 0.55;
    cursor: default;
  }
  /* End by agreement's two labels in one cell, the wider setting the button's width: the label
     not in use is hidden (see #agreeTemplate). */
  .agree {
    display: inline-grid;
    place-items: center;
  }
  .agree > span {
    grid-area: 1 / 1;
  }
  .agree > [aria-hidden='true'] {
    visibility: hidden;
  }
  /* A toggle that is on (Flip board), or setup's tool chosen, looks pressed, not only says so. */
  .controls button:is([aria-pressed='true'], [aria-checked='true']) {
    background: var(--hoyito-accent-color);
    border-color: var(--hoyito-accent-color);
    color: Canvas;
  }
  [part~='button']:focus-visible {
    outline: 3px solid var(--hoyito-focus-color);
    outline-offset: 2px;
  }
  .kept {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35em 0.75em;
    align-items: center;
    padding: 0.5em 0.75em;
    border: 1px dashed currentColor;
    border-radius: 0.5em;
  }
  .kept p {
    margin: 0;
  }
  /* The same frame as the kept notice: both are about the game's saving, not about the move. */
  .unsaved {
    margin: 0;
    padding: 0.5em 0.75em;
    border: 1px dashed currentColor;
    border-radius: 0.5em;
  }
  /* At most 20 lines: one move needs up to 18 on a narrow board, but a computer's run of turns
     (each capture gives it another) can be told in 70, which would stretch the board by a screen.
     Beyond that it scrolls, the newest line kept in view (#keepNarrationInView). */
  /* The numbers' room (here and below): a digit's width each, and the ". " after them, with
     WCAG 1.4.12's spacing (0.12em more a character, 0.16em more the space), which a reader's
     style may set; the list's scroll box clips what stands outside it. */
  .narration {
    position: relative;
    margin: 0;
    padding-inline-start: calc(1ch + 1.32em);
    max-block-size: 20lh;
    overflow-y: auto;
    overscroll-behavior: contain;
  }
  /* Room for the numbers of a long move's lines (a chain of captures can take dozens), which
     would otherwise stand outside the board's box. */
  .narration[data-digits='2'] {
    padding-inline-start: calc(2ch + 1.44em);
  }
  .narration[data-digits='3'] {
    padding-inline-start: calc(3ch + 1.56em);
  }
  /* A move's own lines while it animates (see #toldBefore): invisible, in their place, so that the
     end of the move does not move what is below. */
  .narration > .unseen {
    opacity: 0;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .error {
    padding: 1em;
    border: 2px solid var(--hoyito-capture-color);
    border-radius: 0.75em;
    background: Canvas;
    color: CanvasText;
    min-height: 8em;
  }
  /* A replay's move list keeps the height of three rows, whatever the record: a game of 355
     moves would otherwise stretch a 600 px board to 1,900 px (a phone's to 3,500), and loading
     another record would move the page below. It scrolls, and the current move is kept in view
     (#revealCurrentMove). The padding leaves room for the current move's outline and the focus
     ring, which the scrolling box would clip. */
  .moves {
    position: relative;
    display: flex;
    flex-wrap: wrap;
    align-content: flex-start;
    /* Wider between moves than between a move's number and its button, which it belongs to. */
    gap: 0.25em 0.6em;
    list-style: none;
    padding: 4px;
    margin: 0;
    block-size: calc(3 * max(44px, 1.75em) + 0.5em + 8px);
    overflow-y: auto;
    overscroll-behavior: contain;
  }
  .moves button {
    block-size: max(44px, 1.75em);
    min-height: 0;
    padding-block: 0;
    line-height: 1.2;
  }
  /* A move the record comments on: a dot in its corner, drawn as a border so that forced colours
     keep it, and taking no room, so that the list wraps as it would without. */
  .moves button[data-commented] {
    position: relative;
  }
  .moves button[data-commented]::after {
    content: '';
    position: absolute;
    inset-block-start: 3px;
    inset-inline-end: 3px;
    border: 2.5px solid;
    border-radius: 50%;
  }
  /* Each move's number, small before its button: a reader looking for move 120 of a long game
     finds it without counting (a pass and a repeated turn would throw a count off). */
  .moves li {
    display: flex;
    align-items: center;
  }
  /* Room for the button's focus ring (3 px, 2 px off it) between it and its number. */
  .moves .ply {
    font-size: 0.75em;
    margin-inline-end: max(0.45em, 6px);
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
  /* Each number as wide as the list's longest, so that its buttons line up in columns (a list
     from 1 to 12 otherwise starts its second row a digit further along). */
  .moves[data-digits='2'] .ply {
    min-inline-size: 2ch;
  }
  .moves[data-digits='3'] .ply {
    min-inline-size: 3ch;
  }
  .moves button[aria-current] {
    font-weight: 700;
    outline: 2px solid var(--hoyito-accent-color);
  }
  /* The focus ring over the current move's mark: the keyboard must see where it is. */
  .moves button:focus-visible {
    outline: 3px solid var(--hoyito-focus-color);
    outline-offset: 2px;
  }
  /* A replayed record's players, event, place and date, above the status. */
  .about p {
    margin: 0 0 0.25em;
    overflow-wrap: anywhere;
  }
  .about > .players {
    font-weight: 600;
  }
  /* A record's comment on the move on show: its words, as long as they are. */
  .comment:empty {
    margin: 0;
  }
  .comment {
    margin: 0.25em 0 0;
    font-style: italic;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
  /* A replayed match's rounds, above the move list of the one on show. */
  .rounds {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em;
  }
  .rounds button[aria-current] {
    font-weight: 700;
    outline: 2px solid var(--hoyito-accent-color);
  }
  @media (prefers-reduced-motion: no-preference) {
    .hole:is([data-state~='active'], [data-state~='captured']) {
      transition: box-shadow 120ms ease-out;
    }
  }
  /* Rows whose side padding has given way (a board barely wider than its holes, see .board; the
     element measures it, data-tight): what would stick out of the last hole of a row, past the
     scroll box's edge, stays inside it, so that the row does not scroll for a count's badge or
     get its focus ring clipped. */
  .rows[data-tight] .count {
    inset-inline-end: 0;
  }
  /* There the ring lies on a playable hole's edge, of its colour: a band of the seeds' colour
     (the hole's currentColor, CanvasText in forced colours) inside it shows it. */
  .rows[data-tight] .hole:focus-visible {
    outline-offset: -5px;
    box-shadow: inset 0 0 0 5px;
  }
  /* The last move's dashes lie on the hole's own edge, against the wood outside it, rather than
     past it, where the scroll box would cut them off at a row's first and last hole. Not on a
     playable hole's edge, of the dashes' colour, where they would not show. */
  .rows[data-tight] .hole[data-state~='last']:not([data-state~='playable'])::before {
    outline-offset: calc(var(--_border) - 2 * var(--_ring));
  }
  /* A suggested move's double ring lies inside the hole there, a band of the wood between the
     hole's edge and it, and beckons inward: past the hole, the scroll box would cut it off at a
     row's first and last hole. */
  @media (forced-colors: none) {
    .rows[data-tight] .hole[data-state~='suggested']:not(:focus-visible) {
      box-shadow:
        inset 0 0 0 calc(2 * var(--_ring)) var(--hoyito-board-surface),
        inset 0 0 0 calc(6 * var(--_ring)) var(--hoyito-accent-color);
    }
  }
  @media (prefers-reduced-motion: no-preference) and (forced-colors: none) {
    .rows[data-tight] .hole[data-state~='suggested']:not(:focus-visible) {
      animation-name: hoyito-beckon-inside;
    }
  }
  /* So do the sowing's and the captures' rings, and a hint's: its solid ring on the hole's edge,
     its dotted one a ring inside that. The focus ring, inside too, replaces them. */
  @media (forced-colors: none) {
    .rows[data-tight] .hole[data-state~='active']:not(:focus-visible) {
      box-shadow: inset 0 0 0 calc(4 * var(--_ring)) var(--hoyito-accent-color);
    }
    .rows[data-tight] .hole[data-state~='captured']:not(:focus-visible) {
      box-shadow: inset 0 0 0 calc(4 * var(--_ring)) var(--hoyito-capture-color);
    }
    .rows[data-tight] .hole[data-state~='hint']:not(:focus-visible) {
      box-shadow: inset 0 0 0 calc(4 * var(--_ring)) var(--hoyito-accent-color);
      outline-offset: calc(-1 * var(--_border) - 8 * var(--_ring));
    }
  }
  @keyframes hoyito-beckon-inside {
    50% {
      box-shadow:
        inset 0 0 0 var(--_ring) var(--hoyito-board-surface),
        inset 0 0 0 calc(4 * var(--_ring)) var(--hoyito-accent-color);
    }
  }
  /* On paper: the light board, its wood, holes and seeds printed as drawn (they are backgrounds,
     which browsers leave out of print unless told), and none of what only a screen uses: the
     buttons, and the rooms kept for a hover's words and notices. */
  @media print {
    :host {
      color-scheme: light;
      print-color-adjust: exact;
      -webkit-print-color-adjust: exact;
    }
    .controls,
    .preview,
    .preview[data-room],
    .kept,
    .unsaved {
      display: none;
    }
    .board,
    .diagram {
      break-inside: avoid;
    }
  }
  @media (forced-colors: active) {
    .board,
    .hole,
    .store,
    button.store {
      forced-color-adjust: none;
      background: Canvas;
      color: CanvasText;
      border-color: CanvasText;
      outline-color: CanvasText;
    }
    /* Under forced-color-adjust: none the letters would keep the wood's text colour, dark on a
       dark theme's Canvas. */
    .label {
      color: CanvasText;
    }
    /* Seeds edged in the background's colour, so that touching seeds stay apart. */
    .seeds {
      --hoyito-seed-color: CanvasText;
      --hoyito-seed-edge: Canvas;
    }
    .board:focus-visible {
      box-shadow: 0 0 0 3px Highlight;
    }
    .controls button[aria-disabled='true'] {
      opacity: 1;
      color: GrayText;
      border-color: GrayText;
    }
    .count {
      background: CanvasText;
      color: Canvas;
    }
    .hole[data-state~='playable'] {
      border-color: Highlight;
    }
    /* The focus ring in the system's text colour, apart from the playable holes' Highlight (the
       board's own --hoyito-focus-color would stay a fixed blue in every theme). */
    .hole:focus-visible,
    button.store:focus-visible,
    [part~='button']:focus-visible {
      outline-color: CanvasText;
    }
    .controls button:is([aria-pressed='true'], [aria-checked='true']) {
      forced-color-adjust: none;
      background: Highlight;
      border-color: Highlight;
      color: HighlightText;
    }
    .hole[data-state~='active'],
    .hole[data-state~='captured'] {
      box-shadow: none;
      outline: calc(3 * var(--_ring)) solid Highlight;
    }
    /* What is taken in the text's colour, as a diagram marks it, apart from the sowing's
       highlight: a ring apart from the hole's edge, of that colour too. */
    .hole[data-state~='captured'] {
      outline-color: CanvasText;
      outline-offset: var(--_ring);
    }
    /* Still: its beckoning would paint the page's colours (box-shadow is not forced). */
    .hole[data-state~='suggested'] {
      box-shadow: none;
      outline: calc(4 * var(--_ring)) double Highlight;
      animation: none;
    }
    .hole[data-state~='suggested'] + .label {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
    }
    /* Inside the hole, a ring apart from its edge, in rows with no room to spare (see above). */
    .rows[data-tight] .hole[data-state~='suggested'] {
      outline-offset: calc(-1 * var(--_border) - 5 * var(--_ring));
    }
    .rows[data-tight] .hole:is([data-state~='active'], [data-state~='captured'], [data-state~='hint']):not(:focus-visible) {
      outline-offset: calc(-1 * var(--_border) - 4 * var(--_ring));
    }
    /* Focused, the focus ring alone, in the text's colour (see below), with no shadow in the
       page's colours. */
    .hole[data-state~='suggested']:focus-visible {
      box-shadow: none;
    }
    .hole[data-state~='last']::before {
      outline-color: Highlight;
    }
    .hole[data-state~='hint'] {
      box-shadow: none;
      outline: calc(3 * var(--_ring)) dotted Highlight;
    }
    .hole[data-state]:focus-visible {
      outline: calc(3 * var(--_ring)) solid CanvasText;
    }
    .diagram svg {
      forced-color-adjust: none;
    }
    .diagram .frame,
    .diagram .dhole > circle:first-of-type,
    .diagram .dstore rect {
      fill: Canvas;
      stroke: CanvasText;
    }
    /* As specific as the rules they override (.diagram .dlabel and the like). */
    .diagram .dseed,
    .diagram .dlabel,
    .diagram .dstore text,
    .diagram .legend text,
    .diagram text {
      fill: CanvasText;
    }
    /* Seeds edged in the background's colour, as the live board's are (see .seeds above). */
    .diagram .dseed,
    .diagram .dcount {
      stroke: Canvas;
    }
    .diagram .mark-drops {
      fill: Highlight;
    }
    .diagram .dhole .mark-drops {
      stroke: Canvas;
    }
    /* Where the move starts and goes in the highlight colour; what it captures in the text's,
       so that the two marks (and their keys in the legend) stay apart in every theme. */
    .diagram .mark-path,
    .diagram .mark-from {
      stroke: Highlight;
    }
    .diagram .mark-captured {
      stroke: CanvasText;
    }
  }
`;

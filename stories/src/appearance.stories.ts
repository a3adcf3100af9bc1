import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, userEvent, waitFor } from 'storybook/test';
import { type BoardArgs, board, onDarkPage } from './board.ts';
import {
  boardIn,
  button,
  contrast,
  hole,
  holesFlagged,
  luminance,
  settle,
  shadow,
  systemColor,
} from './play.ts';

/**
 * Light and dark follow the page's colour scheme: a page declaring `color-scheme: light dark`
 * gets the dark board on a dark system, one declaring nothing the light board, and a page can
 * choose with `color-scheme` on the element; any page can restyle the board through its CSS custom
 * properties and parts. The test run opens the high-contrast stories with forced colours; in your
 * browser, use the system setting or the browser's tools (Rendering → Emulate CSS media
 * feature) to see them.
 */
const meta = {
  title: 'Appearance',
  component: 'hoyito-board',
  render: board,
  args: { variant: 'hoyito-2', narration: true },
} satisfies Meta<BoardArgs>;
export default meta;
type Story = StoryObj<BoardArgs>;

/** The text on the board's wood: a hole's label (the text beside the wood is the page's colour). */
const woodText = (b: Parameters<typeof shadow>[0]) => {
  const label = shadow(b).querySelector('[part~="label"]');
  if (label === null) throw new Error('the board has no labels');
  return getComputedStyle(label).color;
};
/** The text beside the wood: the status line, in the page's colour. */
const pageText = (b: Parameters<typeof shadow>[0]) => {
  const status = shadow(b).querySelector('[part~="status"]');
  if (status === null) throw new Error('the board has no status line');
  return getComputedStyle(status).color;
};

/** The light palette, chosen by the page with `color-scheme: light`: dark text on light wood. */
export const Light: Story = {
  render: (args) => html`<style>
      .day hoyito-board { color-scheme: light; }
    </style>
    <div class="day" style="background: #fff; padding: 1rem">${board(args)}</div>`,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(luminance(woodText(b))).toBeLessThan(0.2);
  },
};

/**
 * The dark palette, chosen by the page with `hoyito-board { color-scheme: dark }` (without it,
 * the board is dark when the page's colour scheme is).
 */
export const Dark: Story = {
  render: onDarkPage,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(luminance(woodText(b))).toBeGreaterThan(0.5);
    await expect(luminance(pageText(b))).toBeGreaterThan(0.5);
  },
};

/**
 * The marks in the dark palette, chosen by the page as in Dark: after South's c and North's C,
 * North's C carries the last move's dashed ring, South's playable holes their accent rim, and the
 * hint asked for its dotted ring. All three are drawn in the dark scheme's light blue accent, which
 * stands out on the dark wood as the light scheme's dark blue does on the light.
 */
export const DarkMarks: Story = {
  name: 'Dark, with marks',
  args: { speed: 'instant' },
  render: onDarkPage,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(b.play('c')).toBe(true);
    await settle(b);
    // Then it is South's turn, with every hole but b, which C's laps emptied.
    await expect(b.play('C')).toBe(true);
    await settle(b);
    await userEvent.click(button(b, /^Hint$/));
    await waitFor(() => expect(holesFlagged(b, 'hint')).toHaveLength(1), { timeout: 20_000 });
    await settle(b);
    await expect(luminance(woodText(b))).toBeGreaterThan(0.5);
    await expect(holesFlagged(b, 'last')).toEqual([8]);
    await expect(holesFlagged(b, 'playable')).toEqual([0, 2, 3, 4, 5]);
    const [hinted] = holesFlagged(b, 'hint');
    await expect(holesFlagged(b, 'playable')).toContain(hinted);
    const look = (h: number, pseudo?: string) => {
      const drawn = shadow(b).querySelector<HTMLElement>(`[part~="hole"][data-hole="${h}"]`);
      if (drawn === null) throw new Error(`no hole ${h}`);
      return getComputedStyle(drawn, pseudo);
    };
    const accent = look(0).borderTopColor;
    await expect(luminance(accent), 'the light accent of the dark palette').toBeGreaterThan(0.3);
    await expect(look(1).borderTopColor, 'an empty hole has no accent rim').not.toBe(accent);
    // The last move's ring is drawn apart from the outline, which the focus ring and a hint's take.
    const last = look(8, '::before');
    await expect([last.outlineStyle, last.outlineColor]).toEqual(['dashed', accent]);
    await expect([look(hinted).outlineStyle, look(hinted).outlineColor]).toEqual([
      'dotted',
      accent,
    ]);
  },
};

/**
 * Dark because the reader's system asks for it, on a page that follows the system and declares
 * `color-scheme: light dark`, as sites with a dark mode do (the test run emulates a dark system).
 *
 * Shown as described only where the reader's system asks for it, or where the browser emulates it
 * (Chromium's DevTools › Rendering › Emulate CSS media feature `prefers-color-scheme: dark`); the
 * stories' test run opens it so.
 */
export const DarkSystem: Story = {
  name: 'Dark system',
  tags: ['dark'],
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const dark = matchMedia('(prefers-color-scheme: dark)').matches;
    await expect(luminance(woodText(b)) > 0.5).toBe(dark);
    await expect(luminance(pageText(b)) > 0.5).toBe(dark);
  },
};

/** The board on a page of these colours that declares no colour scheme. */
const onPageOf = (colours: string) => (args: BoardArgs) =>
  html`<div style="color-scheme: normal; ${colours}; padding: 1rem">${board(args)}</div>`;

/**
 * A page with no dark mode (no `color-scheme`, as most wikis and museum pages) on a dark system:
 * the board stays light, and its status and narration are in the page's dark text.
 *
 * Shown as described only where the reader's system asks for it, or where the browser emulates it
 * (Chromium's DevTools › Rendering › Emulate CSS media feature `prefers-color-scheme: dark`); the
 * stories' test run opens it so.
 */
export const LightPageDarkSystem: Story = {
  name: 'Light page, dark system',
  tags: ['dark'],
  render: onPageOf('background: #fff; color: #111'),
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(luminance(woodText(b))).toBeLessThan(0.2);
    await expect(luminance(pageText(b))).toBeLessThan(0.2);
  },
};

/**
 * A page made dark by its own colours, declaring no `color-scheme`: the board is the light one,
 * and the text beside its wood (status, narration) takes the page's light text, readable on the
 * page's dark background.
 */
export const DarkPageNoScheme: Story = {
  name: 'Dark page, no colour scheme',
  args: { narration: true, speed: 'instant' },
  render: onPageOf('background: #111; color: #eee'),
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(b.play('c')).toBe(true);
    await settle(b);
    await expect(luminance(woodText(b))).toBeLessThan(0.2);
    for (const part of ['status', 'narration']) {
      const element = shadow(b).querySelector(`[part~="${part}"]`);
      if (element === null) throw new Error(`no ${part}`);
      await expect(getComputedStyle(element).color, part).toBe('rgb(238, 238, 238)');
    }
  },
};

/**
 * Windows high contrast (forced colours): the board uses the system's colours. A playable hole's
 * edge is twice as thick as another's, seeds are edged in the background's colour so that
 * touching seeds stay apart, and an unavailable button is in the system's grey text.
 *
 * Shown as described only where the reader's system asks for it, or where the browser emulates it
 * (Chromium's DevTools › Rendering › Emulate CSS media feature `forced-colors: active`); the
 * stories' test run opens it so.
 */
export const HighContrast: Story = {
  name: 'High contrast',
  tags: ['forced-colors'],
  play: async ({ canvasElement }) => {
    // Only meaningful with forced colours on (the test run emulates them; see the tag).
    if (!matchMedia('(forced-colors: active)').matches) return;
    const b = await boardIn(canvasElement);
    const system = (name: string) => systemColor(name, canvasElement);
    const root = shadow(b);
    const southHole = root.querySelector<HTMLElement>('[part~="hole"][data-hole="0"]');
    const northHole = root.querySelector<HTMLElement>('[part~="hole"][data-hole="6"]');
    const seeds = southHole?.querySelector<HTMLElement>('[part~="seed"]');
    if (!southHole || !northHole || !seeds) throw new Error('the board has no holes or seeds');
    await expect(getComputedStyle(northHole).backgroundColor).toBe(system('Canvas'));
    await expect(getComputedStyle(northHole).borderTopColor).toBe(system('CanvasText'));
    // South is to move: its holes are playable, and say so with the Highlight colour.
    await expect(getComputedStyle(southHole).borderTopColor).toBe(system('Highlight'));
    // Twice as thick or more (the edges grow with a wide board's scale, in whole pixels).
    const edge = (drawn: HTMLElement) => Number.parseFloat(getComputedStyle(drawn).borderTopWidth);
    await expect(edge(southHole)).toBeGreaterThanOrEqual(2 * edge(northHole));
    await expect(edge(northHole)).toBeGreaterThanOrEqual(2);
    await expect(getComputedStyle(seeds).getPropertyValue('--hoyito-seed-color').trim()).toBe(
      'CanvasText',
    );
    await expect(getComputedStyle(seeds).getPropertyValue('--hoyito-seed-edge').trim()).toBe(
      'Canvas',
    );
    // Nothing to undo yet.
    const undo = button(b, /^Undo$/);
    await expect(undo.getAttribute('aria-disabled')).toBe('true');
    await expect(getComputedStyle(undo).color).toBe(system('GrayText'));
    await expect(getComputedStyle(undo).opacity).toBe('1');
  },
};

/** Setup in high contrast: the stores, buttons here, are edged in the system's text colour.
 *
 * Shown as described only where the reader's system asks for it, or where the browser emulates it
 * (Chromium's DevTools › Rendering › Emulate CSS media feature `forced-colors: active`); the
 * stories' test run opens it so.
 */
export const SetupHighContrast: Story = {
  name: 'Setup in high contrast',
  tags: ['forced-colors'],
  args: { mode: 'setup' },
  play: async ({ canvasElement }) => {
    if (!matchMedia('(forced-colors: active)').matches) return;
    const b = await boardIn(canvasElement);
    const stores = [...shadow(b).querySelectorAll<HTMLElement>('button.store')];
    await expect(stores).toHaveLength(2);
    for (const store of stores)
      await expect(getComputedStyle(store).borderTopColor).toBe(
        systemColor('CanvasText', canvasElement),
      );
  },
};

/**
 * The marks in Windows high contrast, where one hole carries two: South's a captured, so South
 * plays again, and a, sown again by its own laps, is then South's only move. The last move's
 * dashed ring hugs it, and the hint's dotted ring lies outside that, both in the system's
 * highlight colour; the keyboard's focus ring, in its text colour, would take the hint's place.
 *
 * Shown as described only where the reader's system asks for it, or where the browser emulates it
 * (Chromium's DevTools › Rendering › Emulate CSS media feature `forced-colors: active`); the
 * stories' test run opens it so.
 */
export const MarksHighContrast: Story = {
  name: 'Marks in high contrast',
  tags: ['forced-colors'],
  args: { holes: '3', position: 'h2/9.0.2/3.1.9/0-0/s', speed: 'instant', narration: false },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(b.play('a')).toBe(true);
    await settle(b);
    await expect(b.hint()).resolves.toBe(true);
    await settle(b);
    await expect(holesFlagged(b, 'last')).toEqual([0]);
    await expect(holesFlagged(b, 'hint')).toEqual([0]);
    if (!matchMedia('(forced-colors: active)').matches) return;
    const a = shadow(b).querySelector<HTMLElement>('[part~="hole"][data-hole="0"]');
    if (a === null) throw new Error('no hole a');
    const highlight = systemColor('Highlight', canvasElement);
    const hint = getComputedStyle(a);
    const last = getComputedStyle(a, '::before');
    await expect([hint.outlineStyle, hint.outlineColor]).toEqual(['dotted', highlight]);
    await expect([last.outlineStyle, last.outlineColor]).toEqual(['dashed', highlight]);
  },
};

/**
 * A diagram in Windows high contrast: labels, stores, seeds and legend in the system's text colour
 * (the seeds edged in the background's); the move's start and path in its highlight colour, its
 * captures in the text colour, and each key of the legend as the marks it stands for.
 *
 * Shown as described only where the reader's system asks for it, or where the browser emulates it
 * (Chromium's DevTools › Rendering › Emulate CSS media feature `forced-colors: active`); the
 * stories' test run opens it so.
 */
export const DiagramHighContrast: Story = {
  name: 'Diagram in high contrast',
  tags: ['forced-colors'],
  args: { mode: 'diagram', variant: 'hoyito-1', position: 'h1/3.5.5/1.2.3/0-0/n', highlight: 'B' },
  play: async ({ canvasElement }) => {
    if (!matchMedia('(forced-colors: active)').matches) return;
    const b = await boardIn(canvasElement);
    const system = (name: string) => systemColor(name, canvasElement);
    // The picture on show (diagram mode draws a narrow layout too, not displayed at this width).
    const root = [...shadow(b).querySelectorAll('.diagram > svg')].find(
      (svg) => getComputedStyle(svg).display !== 'none',
    );
    if (root === undefined) throw new Error('no diagram on show');
    const all = (selector: string, property: 'fill' | 'stroke') =>
      [...root.querySelectorAll<SVGElement>(selector)].map((e) => getComputedStyle(e)[property]);
    const text = system('CanvasText');
    const highlight = system('Highlight');
    await expect(text).not.toBe(highlight);
    for (const selector of ['.dlabel', '.dstore text', '.legend text']) {
      const fills = all(selector, 'fill');
      await expect(fills.length, selector).toBeGreaterThan(0);
      await expect(new Set(fills), selector).toEqual(new Set([text]));
    }
    // Seeds in the text's colour, edged in the background's, as on the live board.
    await expect(new Set(all('.dseed', 'fill'))).toEqual(new Set([text]));
    await expect(new Set(all('.dseed', 'stroke'))).toEqual(new Set([system('Canvas')]));
    // On the board and in the legend alike.
    await expect(new Set(all('.mark-from, .mark-path', 'stroke'))).toEqual(new Set([highlight]));
    await expect(new Set(all('.mark-captured', 'stroke'))).toEqual(new Set([text]));
    await expect(all('.legend .mark-captured', 'stroke')).toHaveLength(1);
  },
};

/**
 * A lesson's hole marked to play (`highlight="c"` in play mode) in Windows high contrast: a still
 * double ring in the system's highlight colour (its beckoning would paint the page's colours,
 * which box-shadow keeps there), and the hole's letter on a pill of that colour, in the system's
 * text colour for it.
 *
 * Shown as described only where the reader's system asks for it, or where the browser emulates it
 * (Chromium's DevTools › Rendering › Emulate CSS media feature `forced-colors: active`); the
 * stories' test run opens it so.
 */
export const SuggestedHoleHighContrast: Story = {
  name: 'A hole marked to play, in high contrast',
  tags: ['forced-colors'],
  args: { highlight: 'c', narration: false },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(holesFlagged(b, 'suggested')).toEqual([2]);
    if (!matchMedia('(forced-colors: active)').matches) return;
    const c = hole(b, 'c');
    const label = c.nextElementSibling;
    if (label === null) throw new Error('hole c has no label');
    await expect(label.getAttribute('part')).toBe('label');
    const highlight = systemColor('Highlight', canvasElement);
    const mark = getComputedStyle(c);
    await expect([mark.outlineStyle, mark.outlineColor]).toEqual(['double', highlight]);
    // Three pixels at least, for the two lines of a double ring and the gap between them.
    await expect(Number.parseFloat(mark.outlineWidth)).toBeGreaterThanOrEqual(3);
    await expect([mark.boxShadow, mark.animationName]).toEqual(['none', 'none']);
    const pill = getComputedStyle(label);
    await expect([pill.backgroundColor, pill.color]).toEqual([
      highlight,
      systemColor('HighlightText', canvasElement),
    ]);
  },
};

/**
 * The same mark for a reader who asks for less motion: its double ring stands still rather than
 * beckon, and the letter's pill, in the mark's colour, tells it apart from the playable holes'
 * rims of that colour.
 *
 * Shown as described only where the reader's system asks for it, or where the browser emulates it
 * (Chromium's DevTools › Rendering › Emulate CSS media feature `prefers-reduced-motion: reduce`);
 * the stories' test run opens it so.
 */
export const SuggestedHoleReducedMotion: Story = {
  name: 'A hole marked to play, with reduced motion',
  tags: ['reduced-motion'],
  args: { highlight: 'c', narration: false },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(holesFlagged(b, 'suggested')).toEqual([2]);
    const c = hole(b, 'c');
    const mark = getComputedStyle(c);
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(mark.animationName === 'none', 'the mark stands still').toBe(reduced);
    await expect(mark.boxShadow).not.toBe('none');
    const label = c.nextElementSibling;
    if (label === null) throw new Error('hole c has no label');
    // The pill in the accent colour of the playable holes' rims (South's a is one).
    await expect(holesFlagged(b, 'playable')).toContain(0);
    await expect(getComputedStyle(label).backgroundColor).toBe(
      getComputedStyle(hole(b, 'a')).borderTopColor,
    );
  },
};

/**
 * A diagram on a dark page that chooses the dark scheme, as in Dark: the picture's wood dark, its
 * hole letters light on it, and the legend under it in the page's light text.
 */
export const DiagramDark: Story = {
  name: 'Diagram, dark',
  args: { mode: 'diagram', highlight: 'c' },
  render: onDarkPage,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    // The picture on show (diagram mode draws a narrow layout too, not displayed at this width).
    const picture = [...shadow(b).querySelectorAll('.diagram > svg')].find(
      (svg) => getComputedStyle(svg).display !== 'none',
    );
    if (picture === undefined) throw new Error('no diagram on show');
    const fills = (selector: string) =>
      [...picture.querySelectorAll(selector)].map((e) => getComputedStyle(e).fill);
    const [wood] = fills('.frame');
    await expect(luminance(wood), 'the wood').toBeLessThan(0.1);
    const labels = fills('.dlabel');
    await expect(labels).toHaveLength(12);
    for (const label of new Set(labels)) {
      await expect(luminance(label), 'a hole letter').toBeGreaterThan(0.5);
      await expect(contrast(label, wood)).toBeGreaterThanOrEqual(4.5);
    }
    const legend = fills('.legend text');
    await expect(legend.length).toBeGreaterThan(0);
    await expect(new Set(legend)).toEqual(new Set(['rgb(242, 236, 226)']));
  },
};

/**
 * A theme of its own: the custom properties (`--hoyito-*`, also in the controls) recolour the
 * board, and `::part()` rules restyle its holes, stores and status.
 */
export const CustomTheme: Story = {
  name: 'Custom theme',
  args: {
    '--hoyito-board-color': '#0d3b4f',
    '--hoyito-board-surface': '#7fc8c2',
    '--hoyito-hole-color': '#145c6e',
    '--hoyito-seed-color': '#fff4d6',
    '--hoyito-seed-edge': '#0d3b4f',
    '--hoyito-text-color': '#062630',
    '--hoyito-accent-color': '#b3005e',
    '--hoyito-focus-color': '#b3005e',
    '--hoyito-font': 'Georgia, serif',
  },
  render: (args) => html`<style>
      .sea hoyito-board::part(hole) { border-radius: 30%; }
      .sea hoyito-board::part(store) { border-radius: 0.5rem; font-weight: 700; }
      .sea hoyito-board::part(status) { font-style: italic; letter-spacing: 0.02em; }
    </style>
    <div class="sea" style="padding: 1rem; background: #eef8f7">
      ${board(args)}
    </div>`,
  play: async ({ canvasElement, args }) => {
    const b = await boardIn(canvasElement);
    const surface = shadow(b).querySelector('[part~="board"]') as HTMLElement;
    const probe = document.createElement('div');
    probe.style.color = args['--hoyito-board-surface'] ?? '';
    document.body.append(probe);
    const expected = getComputedStyle(probe).color;
    probe.remove();
    await expect(getComputedStyle(surface).backgroundColor).toBe(expected);
    const hole = shadow(b).querySelector('[part~="hole"]') as HTMLElement;
    await expect(getComputedStyle(hole).borderTopLeftRadius).toBe('30%');
    const status = shadow(b).querySelector('[part~="status"]') as HTMLElement;
    await expect(getComputedStyle(status).fontStyle).toBe('italic');
  },
};

/** The font size (px) a part of the board is drawn at. */
const fontOf = (b: HTMLElement, part: string): number => {
  const drawn = b.shadowRoot?.querySelector(`[part~="${part}"]`);
  if (!drawn) throw new Error(`no part ${part}`);
  return Number.parseFloat(getComputedStyle(drawn).fontSize);
};

/**
 * On a museum's 4K kiosk (a board 3,840 px wide, at the page's 16 px): the holes take the width,
 * and the text drawn with them, each hole's count and label and the stores, grows with it, four
 * times, so that a count reads from across the room; the status and the buttons keep the page's
 * size (a kiosk page sets `font-size` on the board for them). Scroll sideways to see it all.
 */
export const Kiosk: Story = {
  name: 'On a 4K kiosk',
  render: (args) => html`<div style="width: 3840px; font-size: 16px">${board(args)}</div>`,
  play: async ({ canvasElement }) => {
    // Drawn at its scale: the board takes it when its width is first seen, before that frame is
    // painted, and boardIn waits for a painted frame.
    const b = await boardIn(canvasElement);
    await expect(fontOf(b, 'label')).toBeCloseTo(0.8 * 16 * 4, 1);
    await expect(fontOf(b, 'count')).toBeCloseTo(0.8 * 16 * 4, 1);
    await expect(fontOf(b, 'status')).toBe(16);
  },
};

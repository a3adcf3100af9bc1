import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, userEvent } from 'storybook/test';
import { type BoardArgs, board } from './board.ts';
import {
  boardIn,
  button,
  hole,
  narrationText,
  nextEvent,
  settle,
  shadow,
  statusText,
} from './play.ts';

/**
 * The board speaks English and Spanish: its `lang` attribute, or else the language of the page
 * around it. Everything it shows and announces follows: status, hole names, controls, narration.
 */
const meta = {
  title: 'Language',
  component: 'hoyito-board',
  render: board,
  args: { variant: 'hoyito-2', narration: true, speed: 'instant' },
} satisfies Meta<BoardArgs>;
export default meta;
type Story = StoryObj<BoardArgs>;

/** English, with the narration shown: a move is told in words. */
export const English: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const moved = nextEvent(b, 'hoyito-move');
    await userEvent.click(hole(b, 'c'));
    await moved;
    await settle(b);
    await expect(narrationText(b)).toMatch(/^South sows 4 seeds from c\./);
    await expect(statusText(b)).toBe('North to move');
    await expect(button(b, /^Undo$/)).toBeTruthy();
  },
};

/** Spanish (`lang="es"`): the same move, told in Spanish. */
export const Spanish: Story = {
  args: { lang: 'es' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const moved = nextEvent(b, 'hoyito-move');
    await userEvent.click(hole(b, 'c'));
    await moved;
    await settle(b);
    await expect(narrationText(b)).toMatch(/Sur/);
    await expect(narrationText(b)).not.toMatch(/South/);
    await expect(statusText(b)).toMatch(/Norte/);
    await expect(hole(b, 'c').getAttribute('aria-label')).not.toMatch(/South/);
  },
};

/** No `lang` on the board: it follows the page, here a Dominican Spanish one (`lang="es-DO"`). */
export const PageLanguage: Story = {
  name: 'Language of the page',
  render: (args) => html`<div lang="es-DO">${board(args)}</div>`,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(statusText(b)).toMatch(/Sur/);
  },
};

/** The language changed mid-game (`lang` set after a move): everything is said again in it. */
export const ChangedMidGame: Story = {
  name: 'Changed mid-game',
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await userEvent.click(hole(b, 'c'));
    await settle(b);
    await expect(statusText(b)).toBe('North to move');
    b.setAttribute('lang', 'es');
    await settle(b);
    await expect(statusText(b)).toBe('Le toca a Norte');
    await expect(narrationText(b)).toMatch(/^Sur siembra 4 semillas desde c\./);
    await expect(button(b, /^Deshacer$/)).toBeTruthy();
  },
};

/** Setup in Spanish: its tools, its buttons and what an edit says. */
export const SpanishSetup: Story = {
  name: 'Spanish: setup',
  args: { lang: 'es', mode: 'setup' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(button(b, /^Agregar semillas$/).getAttribute('aria-checked')).toBe('true');
    await expect(button(b, /^Turno: Sur$/)).toBeTruthy();
    await userEvent.click(hole(b, 'a'));
    await settle(b);
    await expect(narrationText(b)).toMatch(/^a, casita de Sur, 5 semillas\.$/);
  },
};

/**
 * Replay in Spanish: its buttons, its status and the names of the moves in its list (the first,
 * commented on, says so).
 */
export const SpanishReplay: Story = {
  name: 'Spanish: replay',
  args: { lang: 'es', mode: 'replay', record: '[Variant "hoyito-2"]\n\nc {abre la partida} C d' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(statusText(b)).toMatch(/^Comienzo de la partida/);
    await userEvent.click(button(b, /^Jugada siguiente$/));
    await settle(b);
    await expect(statusText(b)).toMatch(/^Jugada 1 de 3/);
    const first = b.shadowRoot?.querySelector('[part~="moves"] button');
    await expect(first?.getAttribute('aria-label')).toBe('Jugada 1, Sur: c, con comentario');
  },
};

/**
 * A diagram in Spanish: its legend, the words under it and its picture's title and description,
 * for a handout in a Spanish classroom.
 */
export const SpanishDiagram: Story = {
  name: 'Spanish: diagram',
  args: { lang: 'es', mode: 'diagram', position: 'h2/3.5.5/1.2.3/0-0/n', highlight: 'B' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const svg = [...(b.shadowRoot?.querySelectorAll('.diagram > svg') ?? [])].find(
      (picture) => getComputedStyle(picture).display !== 'none',
    );
    if (svg === undefined) throw new Error('no diagram on show');
    await expect(svg.querySelector('.legend')?.textContent).toMatch(/Sembrado desde B/);
    await expect(svg.querySelector('title')?.textContent).toBe('Tablero de Hoyito II, 2×3');
    await expect(svg.querySelector('desc')?.textContent).toMatch(
      /^Le toca a Norte\. Sembrado desde B de Norte\. Recorrido: C de Norte; a de Sur\. Comidas: a de Sur; C de Norte\./,
    );
    await expect(statusText(b)).toMatch(/Norte/);
  },
};

/**
 * On a right-to-left page (here a Hebrew one, the board in English): the board still runs left to
 * right. Its languages do, a row runs from its owner's left as the notation and the sowing do, and
 * the arrow keys follow the holes as drawn: → from a goes to b.
 */
export const RightToLeftPage: Story = {
  name: 'On a right-to-left page',
  args: { lang: 'en' },
  render: (args) => html`<div dir="rtl" lang="he">${board(args)}</div>`,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const x = (label: string) => hole(b, label).getBoundingClientRect().left;
    await expect(x('a')).toBeLessThan(x('b'));
    await expect(x('b')).toBeLessThan(x('f'));
    await expect(getComputedStyle(shadow(b).querySelector('.wrap') as Element).direction).toBe(
      'ltr',
    );
    hole(b, 'a').focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(shadow(b).activeElement).toBe(hole(b, 'b'));
    await expect(statusText(b)).toBe('South to move');
  },
};

/**
 * A replay of a record whose players' names are written right to left (Arabic for South, Hebrew
 * for North) and whose date knows the month but not the day (`2005.07.??`): each name set in its
 * own direction of writing (between U+2068 and U+2069), so that it cannot pull the words around it
 * into its order, and the date said in words as far as it is known, "July 2005".
 */
export const RightToLeftNamesPartialDate: Story = {
  name: 'Replay: right-to-left names and a partial date',
  args: {
    lang: 'en',
    mode: 'replay',
    record: [
      '[Variant "hoyito-2"]',
      '[South "أحمد"]',
      '[North "שרה"]',
      '[Date "2005.07.??"]',
      '',
      'c C *',
    ].join('\n'),
  },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const about = shadow(b).querySelector('[part~="about"]');
    if (about === null) throw new Error('the replay says nothing about the game');
    await expect(about.querySelector('.players')?.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      'South: \u2068أحمد\u2069 · North: \u2068שרה\u2069',
    );
    const date = about.querySelector('time');
    await expect([date?.textContent, date?.getAttribute('datetime')]).toEqual([
      'July 2005',
      '2005-07',
    ]);
    await expect(about.querySelector('.facts')?.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      'Date: July 2005',
    );
  },
};

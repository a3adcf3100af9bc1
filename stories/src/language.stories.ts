import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, userEvent } from 'storybook/test';
import { type BoardArgs, board } from './board.ts';
import { boardIn, button, hole, narrationText, nextEvent, settle, statusText } from './play.ts';

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

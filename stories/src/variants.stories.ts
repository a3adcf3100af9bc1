import type { StartOptions } from '@hoyito/engine';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, userEvent } from 'storybook/test';
import { type BoardArgs, board } from './board.ts';
import {
  boardIn,
  boardOf,
  button,
  drawnBoard,
  settle,
  shadow,
  startPosition,
  statusText,
} from './play.ts';

/** The three games, the board sizes and seed counts, who starts, and which side is drawn at the bottom. */
const meta = {
  title: 'Variants & sizes',
  component: 'hoyito-board',
  render: board,
} satisfies Meta<BoardArgs>;
export default meta;
type Story = StoryObj<BoardArgs>;

/** A play function: the board shows the engine's start position for these options. */
function showsStart(options: StartOptions): Story['play'] {
  return async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const start = startPosition(options);
    await expect(drawnBoard(b)).toBe(boardOf(start));
    await expect(b.currentPosition?.variant).toBe(start.variant);
    await expect(statusText(b)).toBe(start.toMove === 'south' ? 'South to move' : 'North to move');
  };
}

/** Hoyito I: fours made in passing are captured at once; no extra turn. */
export const HoyitoI: Story = {
  name: 'Hoyito I',
  args: { variant: 'hoyito-1' },
  play: showsStart({ variant: 'hoyito-1' }),
};

/** Hoyito II: a casa and the fours just behind it are captured, and the capturer plays again. */
export const HoyitoII: Story = {
  name: 'Hoyito II',
  args: { variant: 'hoyito-2' },
  play: showsStart({ variant: 'hoyito-2' }),
};

/** Hoyito III: a casa is captured, without the chain; the capturer plays again. */
export const HoyitoIII: Story = {
  name: 'Hoyito III',
  args: { variant: 'hoyito-3' },
  play: showsStart({ variant: 'hoyito-3' }),
};

/** Hoyito II on the 2×12 board recorded in Villa Jaragua: 96 seeds. */
export const HoyitoII2x12: Story = {
  name: 'Hoyito II, 2×12',
  args: { variant: 'hoyito-2', holes: '12' },
  play: showsStart({ variant: 'hoyito-2', holes: 12 }),
};

/** A small 2×3 board with 3 seeds a hole, for teaching. */
export const SmallBoard: Story = {
  name: 'Small board, 2×3',
  args: { variant: 'hoyito-1', holes: '3', seeds: '3' },
  play: showsStart({ variant: 'hoyito-1', holes: 3, seeds: 3 }),
};

/** Six seeds a hole instead of the four of the sources. */
export const SixSeeds: Story = {
  name: 'Six seeds a hole',
  args: { variant: 'hoyito-3', seeds: '6' },
  play: showsStart({ variant: 'hoyito-3', seeds: 6 }),
};

/** North moves first. */
export const NorthFirst: Story = {
  name: 'North first',
  args: { variant: 'hoyito-2', first: 'north' },
  play: showsStart({ variant: 'hoyito-2', first: 'north' }),
};

/** The usual orientation: South's row (a–f, from South's left) at the bottom. */
export const SouthAtBottom: Story = {
  name: 'South at the bottom',
  args: { variant: 'hoyito-2', orientation: 'south' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const rows = shadow(b).querySelectorAll('[part~="row"]');
    await expect(rows[1].querySelector('[part~="hole"]')?.getAttribute('part')).toBe('hole south');
    await expect(rows[1].querySelector('[part~="label"]')?.textContent).toBe('a');
  },
};

/** North's row at the bottom, for the player sitting on North's side; Flip board turns it back. */
export const NorthAtBottom: Story = {
  name: 'North at the bottom',
  args: { variant: 'hoyito-2', orientation: 'north' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const bottomFirst = () =>
      shadow(b).querySelectorAll('[part~="row"]')[1].querySelector('[part~="label"]')?.textContent;
    await expect(bottomFirst()).toBe('A');
    await userEvent.click(button(b, /^Flip board$/));
    await settle(b);
    await expect(bottomFirst()).toBe('a');
    await userEvent.click(button(b, /^Flip board$/));
    await settle(b);
    await expect(bottomFirst()).toBe('A');
  },
};

/**
 * The usual 2×6 board on the smallest phone (280 px): the gap between holes and the frame's side
 * padding give way, so that the rows fit without scrolling and every hole keeps its 44 px touch
 * size.
 */
export const SmallPhone: Story = {
  name: 'Small phone, 2×6 at 280 px',
  args: { variant: 'hoyito-2' },
  render: (args) => html`<div style="width: 280px">${board(args)}</div>`,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const rows = shadow(b).querySelector('.rows') as HTMLElement;
    await expect(rows.scrollWidth).toBeLessThanOrEqual(rows.clientWidth);
    for (const h of shadow(b).querySelectorAll<HTMLElement>('[part~="hole"]')) {
      const { width, height } = h.getBoundingClientRect();
      await expect(Math.round(Math.min(width, height))).toBeGreaterThanOrEqual(44);
    }
  },
};

/**
 * A diagram on a phone (320 px): the wide picture's labels would come out at 6 px there, so the
 * board draws its narrow layout, the captured seeds above and below the rows and the text larger.
 */
export const DiagramOnPhone: Story = {
  name: 'Diagram on a phone, 2×6 at 320 px',
  args: { mode: 'diagram', variant: 'hoyito-2', highlight: 'c' },
  render: (args) => html`<div style="width: 320px">${board(args)}</div>`,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const shown = [...shadow(b).querySelectorAll<SVGSVGElement>('.diagram > svg')].filter(
      (svg) => getComputedStyle(svg).display !== 'none',
    );
    await expect(shown.map((svg) => svg.classList.contains('narrow'))).toEqual([true]);
    await expect(shown[0].getBoundingClientRect().width).toBeGreaterThan(300);
  },
};

/**
 * A 2×12 board in a phone-wide column (300 px): the holes keep their 44 px touch size and the
 * rows scroll sideways inside the board instead of widening the page.
 */
export const NarrowScreen: Story = {
  name: 'Narrow screen, 2×12',
  args: { variant: 'hoyito-2', holes: '12' },
  render: (args) => html`<div style="width: 300px">${board(args)}</div>`,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    for (const h of shadow(b).querySelectorAll<HTMLElement>('[part~="hole"]')) {
      const { width, height } = h.getBoundingClientRect();
      await expect(Math.round(Math.min(width, height))).toBeGreaterThanOrEqual(44);
    }
    await expect(b.getBoundingClientRect().width).toBeLessThanOrEqual(300);
  },
};

/**
 * A museum screen read from across the room: the page sets the board's font size, and its text
 * (counts, hole labels, stores, buttons) grows with it, while the holes follow the width.
 */
export const LargeText: Story = {
  name: 'Large screen, larger text',
  args: { variant: 'hoyito-2' },
  render: (args) => html`<div style="width: 1200px; font-size: 2.5rem">${board(args)}</div>`,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const size = (selector: string) =>
      Number.parseFloat(
        getComputedStyle(shadow(b).querySelector(selector) as HTMLElement).fontSize,
      );
    await expect(size('[part~="count"]')).toBe(32);
    await expect(size('[part~="label"]')).toBe(32);
    await expect(size('[part~="store"]')).toBe(48);
    await expect(size('.controls button')).toBe(40);
    await expect(b.getBoundingClientRect().width).toBeLessThanOrEqual(1200);
  },
};

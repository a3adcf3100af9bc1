// Helpers for the browser tests (*.browser.test.ts, run by web-test-runner in Chromium).

import type { AxeResults, ElementContext, Result, RunOptions } from 'axe-core';
// axe-core's UMD build attaches `window.axe` when imported as a module in the browser.
import 'axe-core';

import { executeServerCommand } from '@web/test-runner-commands';

export { elementUpdated, expect, fixture, fixtureCleanup, html, oneEvent } from '@open-wc/testing';

/**
 * A failed assertion about an element: the runner sends the error's `actual` and `expected` to the
 * terminal by walking their properties, which from a DOM node reach the whole page, and the run
 * then hangs until its time is out, naming no test. Registered at the root, so for every test of
 * a file that imports these helpers; the element is told by its tag, part and class instead.
 */
afterEach(function describeNodesOfFailure(this: Mocha.Context) {
  const failure = this.currentTest?.err as { actual?: unknown; expected?: unknown } | undefined;
  if (failure === undefined) return;
  for (const key of ['actual', 'expected'] as const) {
    const value = failure[key];
    if (value instanceof Node) failure[key] = describeNode(value);
  }
});

function describeNode(node: Node): string {
  if (!(node instanceof Element)) return `${node.nodeName} ${JSON.stringify(node.textContent)}`;
  const part = node.getAttribute('part');
  const className = node.getAttribute('class');
  return `<${node.localName}${part === null ? '' : ` part="${part}"`}${
    className === null ? '' : ` class="${className}"`
  }>`;
}

type Axe = {
  run(context: ElementContext, options: RunOptions): Promise<AxeResults>;
};

function axeGlobal(): Axe {
  const axe = (globalThis as { axe?: Axe }).axe;
  if (!axe) throw new Error('axe-core did not attach window.axe');
  return axe;
}

/**
 * Runs axe-core on `element` (its shadow DOM included) and returns the violations: an
 * empty array when it finds none. Pass axe's run options to narrow the rules, e.g.
 * `{ runOnly: ['wcag2a', 'wcag2aa'] }`.
 */
export async function axe(element: Element, options: RunOptions = {}): Promise<Result[]> {
  const results = await axeGlobal().run(element, { resultTypes: ['violations'], ...options });
  return results.violations;
}

/** One line per violation and node, for assertion messages. */
export function describeViolations(violations: readonly Result[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map((node) => `${v.id} (${v.impact ?? 'no impact'}): ${v.help} at ${node.target}`),
    )
    .join('\n');
}

/**
 * Waits for a board's update, the frame it then draws (its text scale is read there), and the
 * update that reading may ask for.
 */
export async function settle(board: { readonly updateComplete: Promise<boolean> }): Promise<void> {
  await board.updateComplete;
  await nextFrames(1);
  await board.updateComplete;
}

/**
 * Runs `body` with the page in forced colours (Windows' high contrast), as DevTools emulate it,
 * under a light or dark theme's system colours when `colorScheme` is given: the runner's own
 * `emulateMedia` passes on only the colour scheme and reduced motion.
 */
export async function forcedColors(
  body: () => Promise<void>,
  colorScheme?: 'light' | 'dark',
): Promise<void> {
  await executeServerCommand('emulate-forced-colors', { active: true, colorScheme });
  try {
    await body();
  } finally {
    await executeServerCommand('emulate-forced-colors', { active: false });
  }
}

/** Resolves after `n` animation frames (at least one). */
export async function nextFrames(n = 1): Promise<void> {
  for (let i = 0; i < Math.max(1, n); i++) {
    await new Promise<number>((resolve) => requestAnimationFrame(resolve));
  }
}

/**
 * Resolves once `condition()` holds, checking every 20 ms; rejects with `what` after
 * `timeoutMs`. For waits on timers (a loop's pause), which a busy machine may run late.
 */
export async function until(
  condition: () => boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Resolves after `ms` milliseconds: time for a board's own timers (`loop`, `idle`) to pass. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The middle of an element in the page, in whole pixels, as `sendMouse` takes a position. */
export function middleOf(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
}

/** What a board's narration part says, its white space folded as a reader hears it. */
export function narration(board: Element): string {
  const part = board.shadowRoot?.querySelector('[part~="narration"]');
  return part?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/**
 * Runs `run` with the console's warnings caught rather than shown, for tests of the bad input the
 * board warns of: `run` gets the list they go into (each warning's arguments joined by spaces).
 * The console is put back whatever happens.
 */
export async function withWarnings<T>(run: (warnings: string[]) => Promise<T>): Promise<T> {
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  try {
    return await run(warnings);
  } finally {
    console.warn = warn;
  }
}

/**
 * The text a button shows: its text, less any part hidden from everyone (End by agreement keeps
 * its other label hidden beside the one in use).
 */
export function labelOf(element: Element): string {
  let text = '';
  for (const node of element.childNodes) {
    if (node instanceof Text) text += node.data;
    else if (node instanceof Element && node.getAttribute('aria-hidden') !== 'true')
      text += labelOf(node);
  }
  return text;
}

/** A board's button whose text is `text` (or matches it); throws when there is none. */
export function button(board: Element, text: string | RegExp): HTMLButtonElement {
  const found = [...(board.shadowRoot?.querySelectorAll('button') ?? [])].find((b) =>
    typeof text === 'string' ? labelOf(b).trim() === text : text.test(labelOf(b)),
  );
  if (found === undefined) throw new Error(`no button ${text}`);
  return found;
}

/** Busy-waits `ms`: work that costs that much script time. */
export function spend(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spinning on purpose
  }
}

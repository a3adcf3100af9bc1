/**
 * How a rule example of src/examples/examples.ts becomes a live board: at the example's position,
 * the hole to click marked (`highlight`), the narration shown.
 */
import type { Example } from '../examples/examples.ts';
import type { Lang } from './i18n.ts';
import { UI } from './i18n.ts';

/** The frame id of an example's board on its page (tests find the board by it). */
export const frameId = (example: Example): string => `ex-${example.id}`;

export function exampleAttributes(example: Example) {
  return {
    position: example.position,
    // A pass has no hole to mark: the board shows its Pass button when the side must pass.
    highlight: example.move === 'pass' ? undefined : example.label,
    narration: true,
    controls: 'undo animation',
  };
}

/** What the reader is asked to do. */
export function instruction(example: Example, lang: Lang): string {
  const t = UI[lang];
  return example.move === 'pass' ? t.pressPass : t.clickMarked(example.label);
}

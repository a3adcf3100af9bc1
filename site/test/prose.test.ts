// What the pages' own prose says around their boards and rules, read from the built HTML (no
// browser): each sentence checked against the example it introduces or the rule book.
import { describe, expect, it } from 'vitest';
import { exampleById } from '../src/examples/examples.ts';
import { frameId } from '../src/lib/examples.ts';
import { readPage } from './site-files.ts';

/** The text of an HTML fragment, tags dropped and white space joined. */
const text = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('the Conventions page', () => {
  const endless = exampleById('h2-endless');
  const laps = endless.refusal?.cycleLength.toLocaleString('en-US') ?? '';

  it.each([
    ['/conventions/', 'undecided'],
    ['/es/conventions/', 'indecisa'],
  ])(
    '%s: the endless board follows the rule it shows, introduced with its cycle',
    (route, undecided) => {
      const html = readPage(route);
      const at = html.indexOf(`data-example="${frameId(endless)}"`);
      expect(at).toBeGreaterThan(0);
      const before = html.slice(0, at);
      expect(text(before.slice(before.lastIndexOf('<p>')))).toContain(laps);
      // The limit for other seed counts is about other boards: told after this one, it cannot be
      // taken for what the board shows ("such a move" is an endless one of the standard game).
      expect(html.indexOf(`<em>${undecided}</em>`)).toBeGreaterThan(at);
    },
  );
});

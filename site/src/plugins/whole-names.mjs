// A name in inline code (`--lang`, `north-player`, `hoyito-2`) is one word to a reader, but a
// browser may break a line after any hyphen in it: on a phone, `--lang` ended one line with "-"
// and began the next with "-lang". Short inline code with a hyphen is kept on one line (the class
// `whole`, see site.css); longer code (a position, a record) may still wrap, or it would push the
// page wider than a phone. A Sätteri hast plugin, like base-links.mjs.
import { defineHastPlugin } from 'satteri';

/** The longest code kept whole: 24 characters of monospace take about 200 px, in any phone. */
export const WHOLE_UP_TO = 24;

/** Whether inline code of this text is kept on one line. */
export const keptWhole = (text) => text.length <= WHOLE_UP_TO && text.includes('-');

export function wholeNames() {
  return [
    defineHastPlugin({
      name: 'hoyito-whole-names',
      element: {
        filter: ['code'],
        visit(node, ctx) {
          if (ctx.parent(node)?.tagName === 'pre') return;
          if (!keptWhole(ctx.textContent(node))) return;
          const classes = node.properties?.className ?? [];
          ctx.setProperty(node, 'className', [...classes, 'whole']);
        },
      },
    }),
  ];
}

// Shrinks the CSS inside the element's css`…` templates at build time (used by build.mjs; no Node
// APIs, so the browser tests can check that the squeezed style sheet parses to the same rules).

/**
 * Squeezes the CSS text of every css`…` template in the element's `*.styles.ts`: comments go,
 * whitespace shrinks to what the syntax needs. Only the template's literal text is touched, never
 * a `${…}` substitution. (esbuild minifies JavaScript, but CSS inside a template literal is just a
 * string to it.)
 */
export function squeezeCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,>]) ?/g, '$1')
    .replace(/([{;]\s*[-a-z]+): /g, '$1:')
    .replace(/;}/g, '}');
}

/** The source `text` with squeezeCss applied to the literal parts of its css`…` templates. */
export function squeezeCssTemplates(text) {
  let out = '';
  let i = 0;
  for (;;) {
    const start = text.indexOf('css`', i);
    if (start < 0) return out + text.slice(i);
    out += text.slice(i, start + 4);
    let j = start + 4;
    let literal = '';
    while (text[j] !== '`') {
      if (j >= text.length) throw new Error('unterminated css` template');
      if (text[j] === '\\') {
        literal += text.slice(j, j + 2);
        j += 2;
      } else if (text[j] === '$' && text[j + 1] === '{') {
        out += squeezeCss(literal);
        literal = '';
        // Copy the substitution through its matching brace.
        let depth = 0;
        const from = j;
        j++; // to the '{'
        do {
          if (text[j] === '{') depth++;
          else if (text[j] === '}') depth--;
          j++;
        } while (depth > 0 && j < text.length);
        out += text.slice(from, j);
      } else {
        literal += text[j];
        j++;
      }
    }
    out += `${squeezeCss(literal)}\``;
    i = j + 1;
  }
}

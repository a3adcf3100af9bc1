/** `css` with comments removed and whitespace shrunk to what the syntax needs. */
export function squeezeCss(css: string): string;
/** Source `text` with squeezeCss applied to the literal parts of its css`…` templates. */
export function squeezeCssTemplates(text: string): string;

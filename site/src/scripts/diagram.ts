import { boardIn, markInvalid } from './board-link.ts';

const form = document.querySelector<HTMLFormElement>('#diagram-form');
const download = document.querySelector<HTMLButtonElement>('#diagram-download');
const status = document.querySelector<HTMLElement>('#diagram-status');
const alt = document.querySelector<HTMLTextAreaElement>('#diagram-alt');

/** The picture's own description (its <desc>), which an <img> of it does not expose. */
export function altText(svg: string): string {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  return doc.querySelector('desc')?.textContent?.trim() ?? '';
}

/** The notation of a start position: every hole holding `seeds`, nothing captured, South to move. */
export function startPosition(variant: string, holes: number, seeds = 4): string {
  const row = Array.from({ length: holes }, () => String(seeds)).join('.');
  return `h${variant.slice(-1)}/${row}/${row}/0-0/s`;
}

if (form && download && status) {
  const board = boardIn('diagram-board');
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  /**
   * Shows the fields' position on the board; resolves once the board has drawn it, with its
   * picture (null when the position cannot be drawn).
   */
  const apply = (): Promise<string | null> => {
    for (const name of ['position', 'orientation', 'lang'])
      board.setAttribute(name, field(name).value);
    const highlight = field('highlight').value.trim();
    if (highlight) board.setAttribute('highlight', highlight);
    else board.removeAttribute('highlight');
    status.textContent = '';
    // A position typed by hand may be of another variant or board: the selects follow it.
    return customElements
      .whenDefined('hoyito-board')
      .then(() => board.updateComplete)
      .then(() => {
        // The field the board's error names is marked, for the eye and for a screen reader, and
        // the error said under that field's row as well as in the board's place, further down.
        const fault = board.error?.attribute ?? null;
        for (const [name, help] of Object.entries({
          position: 'diagram-position-help',
          highlight: '',
        })) {
          const faulty = name === fault;
          const problemId = `diagram-${name}-problem`;
          markInvalid(field(name), faulty);
          const describedBy = faulty ? `${help} ${problemId}`.trim() : help;
          if (describedBy) field(name).setAttribute('aria-describedby', describedBy);
          else field(name).removeAttribute('aria-describedby');
          const problem = document.getElementById(problemId);
          if (problem === null) continue;
          problem.textContent = faulty ? (board.error?.localizedMessage ?? '') : '';
          // In the diagram's language, which may not be the page's: read in its own voice.
          problem.lang = field('lang').value;
        }
        const shown = board.currentPosition;
        const svg = shown === null ? null : board.toSVG({ layout: 'shown' });
        if (alt) alt.value = svg === null ? '' : altText(svg);
        if (shown !== null) {
          field('variant').value = shown.variant;
          field('holes').value = String(shown.holes);
        }
        return svg;
      });
  };
  void apply();
  form.addEventListener('change', (event) => {
    const name = (event.target as HTMLInputElement).name;
    if (name === 'variant' || name === 'holes')
      field('position').value = startPosition(field('variant').value, Number(field('holes').value));
    void apply();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void apply();
  });
  download.addEventListener('click', async () => {
    // What the fields say now, whether or not a field has told its change yet: the picture on
    // the page, narrow or wide as the page's width made it.
    const svg = await apply();
    if (svg === null) {
      status.textContent = status.dataset.cannot ?? '';
      return;
    }
    const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'hoyito-diagram.svg';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });
}

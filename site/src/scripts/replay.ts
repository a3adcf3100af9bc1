import { boardIn, markInvalid, refusalOf, showLink, wireCopy } from './board-link.ts';

const form = document.querySelector<HTMLFormElement>('#replay-form');
const text = document.querySelector<HTMLTextAreaElement>('#replay-record');
const input = document.querySelector<HTMLInputElement>('#replay-link');
const copy = document.querySelector<HTMLButtonElement>('#replay-copy');
const status = document.querySelector<HTMLElement>('#replay-status');
const problem = document.querySelector<HTMLElement>('#replay-problem');
// Why the board refused a record, which the board says aloud itself: shown here, not said again.
const refused = document.querySelector<HTMLElement>('#replay-refused');

// The page's own script may run before the board's bundle has defined the element.
if (form && text && input && copy && status && problem && refused)
  customElements.whenDefined('hoyito-board').then(start);

function start() {
  if (!form || !text || !input || !copy || !status || !problem || !refused) return;
  const board = boardIn('replay-board');
  /** Shows `record` on the board; says beside the button, where the reader is, why not. */
  const show = (record: string): boolean => {
    problem.textContent = '';
    refused.textContent = '';
    markInvalid(text, false);
    // Text with no tags is no record (the board would read it as a position, and say so).
    if (!record.trimStart().startsWith('[')) {
      problem.textContent = problem.dataset.notRecord ?? '';
      markInvalid(text, true);
      return false;
    }
    // A game on show is replaced by load(), which keeps it, and its link, when the new record is
    // refused, saying why under the board: a typo must not take the reader's replay away.
    if (board.currentPosition !== null && board.error === null) {
      const refusal = refusalOf(board, () => board.load(record));
      if (refusal !== null) {
        refused.textContent = refusal;
        markInvalid(text, true);
        return false;
      }
    } else {
      // No game on show to keep (the board shows an error, or the page has just loaded with a
      // link's record): the board takes the record as its attribute and says why in its place if
      // it refuses it; the field is marked once it has read it.
      board.setAttribute('record', record);
      void board.updateComplete.then(() => {
        if (text.value === record) markInvalid(text, board.error !== null);
      });
    }
    const url = new URL(location.pathname, location.href);
    url.searchParams.set('record', record);
    showLink(input, url);
    return true;
  };
  const fromLink = new URLSearchParams(location.search).get('record');
  if (fromLink !== null) text.value = fromLink;
  show(text.value);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    // The board may lie below the fold: the reader is taken to the game they asked for.
    if (show(text.value))
      board.scrollIntoView({
        block: 'nearest',
        behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      });
  });
  wireCopy(copy, input, status);
}

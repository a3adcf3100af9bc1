import { boardIn, showLink, wireCopy } from './board-link.ts';

const form = document.querySelector<HTMLFormElement>('#replay-form');
const text = document.querySelector<HTMLTextAreaElement>('#replay-record');
const input = document.querySelector<HTMLInputElement>('#replay-link');
const copy = document.querySelector<HTMLButtonElement>('#replay-copy');
const status = document.querySelector<HTMLElement>('#replay-status');

// The page's own script may run before the board's bundle has defined the element.
if (form && text && input && copy && status) customElements.whenDefined('hoyito-board').then(start);

function start() {
  if (!form || !text || !input || !copy || !status) return;
  const board = boardIn('replay-board');
  const show = (record: string) => {
    // A game on show is replaced by load(), which keeps it, and its link, when the new record is
    // refused, saying why under the board: a typo must not take the reader's replay away.
    if (board.currentPosition !== null && board.error === null) {
      if (!board.load(record)) return;
    } else board.setAttribute('record', record);
    const url = new URL(location.pathname, location.href);
    url.searchParams.set('record', record);
    showLink(input, url);
  };
  const fromLink = new URLSearchParams(location.search).get('record');
  if (fromLink !== null) text.value = fromLink;
  show(text.value);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    show(text.value);
  });
  wireCopy(copy, input, status);
}

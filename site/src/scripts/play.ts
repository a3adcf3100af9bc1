import { boardIn, showLink, wireCopy } from './board-link.ts';

const LEVELS = ['beginner', 'casual', 'strong', 'expert'];

const form = document.querySelector<HTMLFormElement>('#play-options');
const input = document.querySelector<HTMLInputElement>('#play-link');
const copy = document.querySelector<HTMLButtonElement>('#play-copy');
const status = document.querySelector<HTMLElement>('#play-status');

// The page's own script may run before the board's bundle has defined the element.
if (form && input && copy && status) customElements.whenDefined('hoyito-board').then(start);

function start() {
  if (!form || !input || !copy || !status) return;
  const board = boardIn('play-board');
  const field = (name: string) => form.elements.namedItem(name) as HTMLSelectElement;

  /** The game as it stands: its record (which carries the variant and board) and the opponent. */
  const update = () => {
    const url = new URL(location.pathname, location.href);
    const opponent = field('opponent').value;
    if (opponent !== 'human') url.searchParams.set('north', opponent);
    const record = board.gameRecord;
    if (record !== null) url.searchParams.set('record', record);
    showLink(input, url);
  };

  const setOpponent = (opponent: string) => {
    if (opponent === 'human') board.removeAttribute('north-player');
    else board.setAttribute('north-player', opponent);
  };

  const params = new URLSearchParams(location.search);
  const north = params.get('north');
  if (north !== null && LEVELS.includes(north)) field('opponent').value = north;
  setOpponent(field('opponent').value);
  const record = params.get('record');
  if (record !== null) {
    board.setAttribute('record', record);
  } else {
    board.newGame({ variant: field('variant').value, holes: Number(field('holes').value) });
  }
  // Once the record is loaded, the selectors show its variant and board.
  requestAnimationFrame(() => {
    const position = board.currentPosition;
    if (position !== null) {
      field('variant').value = position.variant;
      field('holes').value = String(position.holes);
    }
    update();
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    setOpponent(field('opponent').value);
    board.removeAttribute('record');
    board.newGame({ variant: field('variant').value, holes: Number(field('holes').value) });
    update();
  });
  board.addEventListener('hoyito-move', update);
  // Undo, redo and the board's own New game button change the record without a move event.
  board.addEventListener('click', () => queueMicrotask(update));
  wireCopy(copy, input, status);
}

import { boardIn, refusalOf, showLink, wireCopy } from './board-link.ts';

const LEVELS = ['beginner', 'casual', 'strong', 'expert'];
/** The choices of the Games field: a single game, or a match of that many. */
const GAME_COUNTS = ['1', '3', '5'];

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

  /** The computer plays the side the reader does not; the reader's side is drawn at the bottom. */
  const computerSide = () => (field('side').value === 'north' ? 'south' : 'north');

  /**
   * The game as it stands: its record (which carries the variant and board) and the opponent;
   * in a match, its rounds and every game's record so far (`game`, in order).
   */
  const update = () => {
    const url = new URL(location.pathname, location.href);
    const opponent = field('opponent').value;
    if (opponent !== 'human') url.searchParams.set(computerSide(), opponent);
    else if (field('side').value === 'north') url.searchParams.set('side', 'north');
    const games = board.matchRecords;
    const rounds = board.getAttribute('rounds');
    if (games !== null && rounds !== null) {
      url.searchParams.set('rounds', rounds);
      for (const game of games) url.searchParams.append('game', game);
    } else {
      const record = board.gameRecord;
      if (record !== null) url.searchParams.set('record', record);
    }
    showLink(input, url);
  };

  /** A match of the Games field's count, or a single game (the attribute is read at New game). */
  const setRounds = (count: string) => {
    if (count === '1') board.removeAttribute('rounds');
    else board.setAttribute('rounds', count);
  };

  const setOpponent = (opponent: string) => {
    const computer = computerSide();
    const reader = computer === 'north' ? 'south' : 'north';
    board.removeAttribute(`${reader}-player`);
    if (opponent === 'human') board.removeAttribute(`${computer}-player`);
    else board.setAttribute(`${computer}-player`, opponent);
    board.setAttribute('orientation', reader);
  };

  // ?north=LEVEL: the computer plays North (the reader South); ?south=LEVEL: the other way
  // round; ?side=north: two people, drawn with North at the bottom.
  const params = new URLSearchParams(location.search);
  for (const side of ['north', 'south'] as const) {
    const level = params.get(side);
    if (level !== null && LEVELS.includes(level)) {
      field('opponent').value = level;
      field('side').value = side === 'north' ? 'south' : 'north';
    }
  }
  if (params.get('side') === 'north') field('side').value = 'north';
  setOpponent(field('opponent').value);
  const record = params.get('record');
  // ?rounds=N&game=…&game=…: a match, its games' records in order (see update).
  const rounds = params.get('rounds');
  const games = params.getAll('game');
  const restore = async () => {
    if (rounds !== null && GAME_COUNTS.includes(rounds) && rounds !== '1' && games.length > 0) {
      field('rounds').value = rounds;
      setRounds(rounds);
      // The match's own board and variant, so that the board's New game starts another like it.
      const tag = (name: string) => games[0].match(new RegExp(`\\[${name} "([^"]*)"\\]`))?.[1];
      board.newGame({ variant: tag('Variant'), holes: Number(tag('Holes') ?? 6) });
      await board.updateComplete;
      // Records that are not a match: the board says why (in the page's language) and keeps
      // the new match it started.
      const refusal = refusalOf(board, () => board.loadMatch(games, Number(rounds)));
      if (refusal) status.textContent = refusal;
    } else if (record !== null) {
      board.setAttribute('record', record);
    } else {
      board.newGame({ variant: field('variant').value, holes: Number(field('holes').value) });
    }
    await board.updateComplete;
  };
  // Once the game is loaded, the selectors show its variant and board.
  restore().then(() =>
    requestAnimationFrame(() => {
      const position = board.currentPosition;
      if (position !== null) {
        field('variant').value = position.variant;
        field('holes').value = String(position.holes);
      }
      update();
    }),
  );

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    status.textContent = '';
    setOpponent(field('opponent').value);
    board.removeAttribute('record');
    board.removeAttribute('mode');
    setRounds(field('rounds').value);
    board.newGame({ variant: field('variant').value, holes: Number(field('holes').value) });
    update();
  });

  // A position of the reader's own, against the opponent chosen: the board's setup mode, whose
  // Start playing from here begins the game (a single one) with the sides as set here.
  document.querySelector('#play-setup')?.addEventListener('click', () => {
    status.textContent = '';
    setOpponent(field('opponent').value);
    board.setAttribute('mode', 'setup');
  });

  // A move played, or any other change of the game on show: undo, redo, New game, Next game.
  board.addEventListener('hoyito-move', update);
  board.addEventListener('hoyito-change', update);
  wireCopy(copy, input, status);
}

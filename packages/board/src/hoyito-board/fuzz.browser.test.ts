/**
 * Seeded random abuse of the element: attributes set to good and bad values in any order,
 * methods called at any moment (mid-animation included), the element moved in and out of the
 * page and its saved game corrupted. After every step the element must be in one of its two
 * honest states — a message in the board's place, or a board that draws the engine's position —
 * and nothing may have thrown. A failure prints the seed and the steps that led to it.
 */
import { expect, settle } from '../../test/helpers.ts';
import type { HoyitoBoard } from '../index.ts';
import '../index.ts';

/** mulberry32: small, seedable, good enough to pick test steps. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LONG = 'h2/'.padEnd(5000, '4.');
/**
 * Values for each attribute: good ones (null removes the attribute) and bad ones. Bad values are
 * drawn less often, so that the board spends most steps in play rather than showing a message.
 */
const VALUES: Record<string, { good: readonly (string | null)[]; bad: readonly string[] }> = {
  variant: { good: ['hoyito-1', 'hoyito-2', 'hoyito-3', null], bad: ['HOYITO-9', '', ' x '] },
  holes: { good: ['3', '6', '12', null], bad: ['2', '13', '-1', '6.5', '1e1', 'six', ''] },
  seeds: { good: ['1', '4', '12', null], bad: ['0', '13', 'x'] },
  first: { good: ['south', 'north', null], bad: ['East', ''] },
  position: {
    good: [
      'h2/2.0.2.3.0.1/0.2.1.3.15.3/16-0/s',
      'h3/1.3.0/0.0.3/20-18/s',
      'h1/4.4.4/4.4.4/0-0/n',
      'h2/0.0.0.0.0.0/0.0.0.0.0.1/24-23/s',
      null,
    ],
    bad: ['h2/4.4/4.4.4/0-0/s', 'garbage', '', LONG],
  },
  record: {
    good: ['[Variant "hoyito-2"]\n\nc C', '[Variant "hoyito-1"]\n[Holes "3"]\n\na', null],
    bad: ['[Variant "hoyito-2"]\n\nc d', '[', ''],
  },
  mode: { good: ['play', 'replay', 'diagram', 'setup', null], bad: ['watch', ''] },
  orientation: { good: ['south', 'north', null], bad: ['up'] },
  speed: { good: ['instant', 'fast', 'normal', 'slow', null], bad: ['warp'] },
  controls: {
    good: ['undo new-game', 'hint speed flip narration animation pass agree', null],
    bad: ['rewind', 'undo,flip'],
  },
  lang: { good: ['en', 'es', 'es-DO', null], bad: ['fr', ''] },
  highlight: { good: ['c', 'A', 'a', null], bad: ['q', '99', ''] },
  narration: { good: ['', null], bad: [] },
  persist: { good: ['fuzz', 'fuzz-2', null], bad: [] },
  'south-player': { good: ['human', 'beginner', null], bad: ['grandmaster'] },
  'north-player': { good: ['human', 'casual', null], bad: ['', 'Expert'] },
  'think-ms': { good: ['60', null], bad: ['40', 'soon'] },
  loop: { good: ['1', '', null], bad: ['0', 'often'] },
  rounds: { good: ['2', null], bad: ['0', 'x'] },
};
const ATTRIBUTES = Object.keys(VALUES);
const KEYS: readonly KeyboardEventInit[] = [
  { key: 'Escape' },
  { key: 'ArrowLeft' },
  { key: 'ArrowRight' },
  { key: 'ArrowUp' },
  { key: 'ArrowDown' },
  { key: '+' },
  { key: '-' },
  { key: 'z', ctrlKey: true },
  { key: 'Z', ctrlKey: true, shiftKey: true },
];
const TEXTS = ['h3/1.3.0/0.0.3/20-18/s', '[Variant "hoyito-2"]\n\nc C', 'h9/nonsense', '', '[]'];

type Pick = <T>(list: readonly T[]) => T;
/** What the fuzzer can do to a board, each with its weight; each says what it did. */
const ACTIONS: readonly [
  number,
  (board: HoyitoBoard, pick: Pick, random: () => number) => string,
][] = [
  [
    50,
    (board, pick, random) => {
      const name = pick(ATTRIBUTES);
      const { good, bad } = VALUES[name] as (typeof VALUES)[string];
      const value = bad.length > 0 && random() < 0.15 ? pick(bad) : pick(good);
      if (value === null) board.removeAttribute(name);
      else board.setAttribute(name, value);
      return `${name} = ${JSON.stringify(value?.slice(0, 40) ?? null)}`;
    },
  ],
  [
    18,
    (board, pick, random) => {
      const legal = board.legalMoves;
      const move = legal.length > 0 && random() < 0.7 ? pick(legal) : Math.floor(random() * 30) - 3;
      board.play(move);
      return `play(${move})`;
    },
  ],
  [
    8,
    (board, pick) => {
      const key = pick(KEYS);
      const target =
        pick([...shadow(board).querySelectorAll<HTMLElement>('[part~="hole"]')]) ??
        shadow(board).querySelector<HTMLElement>('.wrap');
      target?.dispatchEvent(
        new KeyboardEvent('keydown', { ...key, bubbles: true, composed: true }),
      );
      return `keydown ${JSON.stringify(key)}`;
    },
  ],
  [
    8,
    (board, pick) => {
      // Any button of the board: holes, controls, the move list, setup's own.
      const button = pick([...shadow(board).querySelectorAll<HTMLButtonElement>('button')]);
      button?.click();
      return `click ${JSON.stringify(button?.textContent?.trim().slice(0, 30) ?? 'nothing')}`;
    },
  ],
  [
    5,
    (board) => {
      // Back to a board that can play: every attribute that holds a bad value goes.
      const removed = ATTRIBUTES.filter((name) => {
        const value = board.getAttribute(name);
        return value !== null && !(VALUES[name]?.good ?? []).includes(value);
      });
      for (const name of removed) board.removeAttribute(name);
      return `remove the bad attributes (${removed.join(', ') || 'none'})`;
    },
  ],
  [4, (board) => `undo() → ${board.undo()}`],
  [4, (board) => `redo() → ${board.redo()}`],
  [3, (board) => `agree() → ${board.agree()}`],
  [3, (board) => `nextGame() → ${board.nextGame()}`],
  [
    4,
    (board, pick) => {
      const options = pick([{}, { variant: 'hoyito-3', holes: 4 }, { variant: 'nope' }]);
      board.newGame(options);
      return `newGame(${JSON.stringify(options)})`;
    },
  ],
  [
    4,
    (board, pick) => {
      const text = pick(TEXTS);
      return `load(${JSON.stringify(text)}) → ${board.load(text)}`;
    },
  ],
  [
    3,
    (board, pick, random) => {
      // The board's own match back (often none), changed a little, or no match at all.
      const own = board.matchRecords ?? [board.gameRecord ?? ''];
      const records = pick([
        own,
        [...own].reverse(),
        own.slice(0, -1),
        [...own, ...own],
        ['[Variant "hoyito-2"]\n\nc C'],
        [],
      ]);
      const rounds = pick([1, 2, 3, 0, 100, Number.NaN]);
      const shown = `${records.length} records, ${rounds} rounds`;
      return `loadMatch(${shown}) → ${board.loadMatch(random() < 0.9 ? records : (null as never), rounds)}`;
    },
  ],
  [
    3,
    (board) => {
      board.skipAnimation();
      return 'skipAnimation()';
    },
  ],
  [
    3,
    (board) => {
      board.remove();
      document.body.append(board);
      return 'detach, reattach';
    },
  ],
  [
    2,
    (board) => {
      localStorage.setItem('hoyito-board:fuzz', '{"record": 42');
      localStorage.setItem('hoyito-board:fuzz-2', 'not json');
      board.remove();
      document.body.append(board);
      return 'corrupt the saved games, reload';
    },
  ],
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, [weight]) => sum + weight, 0);

/** The action a draw in [0, 1) falls on, by weight. */
function chooseAction(draw: number): (typeof ACTIONS)[number][1] {
  let left = draw * TOTAL_WEIGHT;
  for (const [weight, act] of ACTIONS) {
    if (left < weight) return act;
    left -= weight;
  }
  return (ACTIONS.at(-1) as (typeof ACTIONS)[number])[1];
}

function shadow(board: HoyitoBoard): ShadowRoot {
  if (board.shadowRoot === null) throw new Error('no shadow root');
  return board.shadowRoot;
}

function drawnCounts(board: HoyitoBoard): number[] {
  const counts: number[] = [];
  for (const b of shadow(board).querySelectorAll<HTMLElement>('[part~="hole"]'))
    counts[Number(b.dataset.hole)] = Number(b.querySelector('[part~="count"]')?.textContent);
  return counts;
}

/** Setup mode is on show (its button to start playing is there, in either language). */
function showsSetup(board: HoyitoBoard): boolean {
  return [...shadow(board).querySelectorAll('button')].some((b) =>
    /Start playing|Empezar a jugar/.test(b.textContent ?? ''),
  );
}

/** Steps each seed takes. */
const STEPS = 200;

describe('<hoyito-board> under random abuse', () => {
  // Seeds 100 and 107 reach a diagram (two layouts drawn) and a setup draft of another size.
  for (const seed of [1, 2, 3, 100, 107]) {
    it(`stays honest and never throws (seed ${seed}, ${STEPS} steps)`, async () => {
      const random = generator(seed);
      const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
      const steps: string[] = [];
      const thrown: string[] = [];
      const onError = (e: ErrorEvent) => thrown.push(`uncaught: ${e.message}`);
      const onRejection = (e: PromiseRejectionEvent) => thrown.push(`unhandled: ${e.reason}`);
      window.addEventListener('error', onError);
      window.addEventListener('unhandledrejection', onRejection);
      const warn = console.warn;
      console.warn = () => {};
      const board = document.createElement('hoyito-board') as HoyitoBoard;
      const errors: { code: string; message: string; attribute: string }[] = [];
      board.addEventListener('hoyito-error', (e) => errors.push((e as CustomEvent).detail));
      document.body.append(board);
      const fail = (what: string) =>
        `${what}\nseed ${seed}, steps:\n${steps.join('\n')}\nattributes: ${[...board.attributes]
          .map((a) => `${a.name}=${JSON.stringify(a.value.slice(0, 60))}`)
          .join(' ')}`;
      try {
        for (let i = 0; i < STEPS; i++) {
          const act = chooseAction(random());
          try {
            steps.push(act(board, pick, random));
          } catch (e) {
            thrown.push(`step ${i} threw ${String(e)}`);
          }
          await settle(board);
          // A computer side may start its next move at any task: skipping and checking within
          // one task (an update is a microtask) sees the board between two moves.
          board.skipAnimation();
          await board.updateComplete;
          expect(thrown, fail('nothing throws')).to.deep.equal([]);
          for (const error of errors) {
            expect(error.code, fail('an error has a code')).to.be.a('string').and.not.equal('');
            expect(error.message.length, fail('an error says what')).to.be.greaterThan(10);
            expect(error.attribute, fail('an error names its attribute')).to.be.a('string');
          }
          errors.length = 0;
          const message = shadow(board).querySelector('[part~="error"]');
          const holes = shadow(board).querySelectorAll('[part~="hole"]');
          if (message !== null) {
            expect(message.textContent?.trim(), fail('a message says something')).to.not.equal('');
            expect(holes.length, fail('no board beside a message')).to.equal(0);
            continue;
          }
          const position = board.currentPosition;
          expect(position, fail('a board without a message has a game')).to.not.equal(null);
          if (position === null) continue;
          // Setup mode draws the teacher's draft, not the game: its board may be of another size.
          if (showsSetup(board)) {
            expect(holes.length % 2, fail('a draft has two rows')).to.equal(0);
            expect(holes.length, fail('a draft has holes')).to.be.greaterThan(0);
          } else {
            // A diagram draws both its layouts, the wide and the narrow; the stylesheet shows one.
            const layouts = shadow(board).querySelectorAll('.diagram > svg').length || 1;
            expect(holes.length, fail('every hole is drawn')).to.equal(
              2 * position.holes * layouts,
            );
            expect(drawnCounts(board), fail('the board draws the engine position')).to.deep.equal([
              ...(board.currentPosition?.board ?? []),
            ]);
          }
        }
      } finally {
        window.removeEventListener('error', onError);
        window.removeEventListener('unhandledrejection', onRejection);
        console.warn = warn;
        board.remove();
        localStorage.clear();
      }
    });
  }
});

import { makePosition, parseRecord } from '@hoyito/engine';
import { button, expect, fixture, html, sleep, until } from '../../test/helpers.ts';
import type { HoyitoBoard } from '../index.ts';
import '../index.ts';

const RECORD = '[Variant "hoyito-2"]\n\nc C d';

/** The record's positions in notation, from its start to its end. */
function positionsOf(record: string): string[] {
  const parsed = parseRecord(record);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const { game } = parsed.value;
  return [game.start, ...game.moves.map((m) => m.position)].map((p) => makePosition(p));
}

function shown(board: HoyitoBoard): string | null {
  const position = board.currentPosition;
  return position === null ? null : makePosition(position);
}

describe('a looping replay', () => {
  it('plays its record by itself after the pause, and again from the start after its end', async () => {
    const [start, ...later] = positionsOf(RECORD);
    const end = later[later.length - 1];
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" record=${RECORD} speed="instant" loop="1"></hoyito-board>`,
    );
    const seen: (string | null)[] = [];
    const reasons = new Set<string>();
    board.addEventListener('hoyito-change', (e) => {
      seen.push(shown(board));
      reasons.add(e.detail.reason);
    });
    expect(shown(board)).to.equal(start);
    // The start stands for the pause, then the moves follow one by one…
    await sleep(500);
    expect(seen).to.deep.equal([]);
    await until(() => seen.includes(end), 'the replay reaches its end', 6000);
    expect(seen.slice(0, later.length)).to.deep.equal(later);
    // …and after the pause at the end, the recording starts again from its start.
    await until(() => seen.length > later.length + 1, 'the replay plays again', 6000);
    expect(seen.slice(later.length, later.length + 2)).to.deep.equal([start, later[0]]);
    expect([...reasons], 'each step, and the start again, a replay’s').to.deep.equal(['replay']);
  });

  it('leaves a replay its reader stopped midway, and stops when loop goes', async () => {
    const [, first, , end] = positionsOf(RECORD);
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" record=${RECORD} speed="instant" loop="1"></hoyito-board>`,
    );
    await until(() => shown(board) === first, 'the replay begins', 6000);
    button(board, 'Stop').click();
    await board.updateComplete;
    const paused = shown(board);
    await sleep(1600);
    expect(shown(board)).to.equal(paused);
    // At its end without loop, it stays there.
    board.removeAttribute('loop');
    button(board, 'Last position').click();
    await board.updateComplete;
    expect(shown(board)).to.equal(end);
    await sleep(1600);
    expect(shown(board)).to.equal(end);
  });

  it('waits again where the reader takes it from its end to its start', async () => {
    const [start, , , end] = positionsOf(RECORD);
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" record=${RECORD} speed="instant" loop="2"></hoyito-board>`,
    );
    button(board, 'Last position').click();
    await board.updateComplete;
    expect(shown(board)).to.equal(end);
    await sleep(1200);
    button(board, 'First position').click();
    await board.updateComplete;
    // The end's pause would have run out at 2 s; the start's runs a whole pause from here.
    await sleep(1500);
    expect(shown(board)).to.equal(start);
    await until(() => shown(board) !== start, 'the replay plays from its start', 4000);
  });

  it('has nothing to play in a record of no moves', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" record=${'[Variant "hoyito-2"]\n\n*'} speed="instant" loop="1"></hoyito-board>`,
    );
    const start = shown(board);
    let changes = 0;
    board.addEventListener('hoyito-change', () => changes++);
    await sleep(1600);
    expect([shown(board), changes]).to.deep.equal([start, 0]);
    expect(button(board, 'Play').getAttribute('aria-disabled')).to.equal('true');
  });
});

describe('a board playing by itself', () => {
  /** Whether the narration and the status line are live regions now. */
  /** The board's drawing, to be focused as a click or Tab would focus it. */
  const drawing = (board: HoyitoBoard) =>
    board.shadowRoot?.querySelector('[part~="board"]') as HTMLElement;
  const live = (board: HoyitoBoard, parts = ['narration', 'status']) =>
    parts.map((part) =>
      board.shadowRoot?.querySelector(`[part~="${part}"]`)?.getAttribute('aria-live'),
    );

  it('keeps a looping replay quiet while it plays on with the focus elsewhere, and speaks once focused', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div><button>Elsewhere</button><hoyito-board mode="replay" record=${RECORD} speed="slow" loop="1"></hoyito-board></div>`,
    );
    const elsewhere = wrapper.querySelector('button') as HTMLButtonElement;
    const board = wrapper.querySelector('hoyito-board') as HoyitoBoard;
    elsewhere.focus();
    await board.updateComplete;
    // Standing at its start, it waits for a reader.
    expect(live(board)).to.deep.equal(['polite', 'polite']);
    await until(() => live(board)[0] === 'off', 'the loop plays it, quietly', 4000);
    expect(live(board)).to.deep.equal(['off', 'off']);
    // The record's comment on the move on show is quiet too.
    expect(live(board, ['comment'])).to.deep.equal(['off']);
    // The reader comes to the board: it speaks, and stops once they leave.
    drawing(board).focus();
    await board.updateComplete;
    expect(live(board)).to.deep.equal(['polite', 'polite']);
    elsewhere.focus();
    await until(() => live(board)[0] === 'off', 'quiet again once the focus left');
    expect(live(board)[1]).to.equal('off');
  });

  it('keeps a replay a reader set playing live, wherever the focus goes', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div><button>Elsewhere</button><hoyito-board mode="replay" record=${RECORD} speed="slow" loop="30"></hoyito-board></div>`,
    );
    const elsewhere = wrapper.querySelector('button') as HTMLButtonElement;
    const board = wrapper.querySelector('hoyito-board') as HoyitoBoard;
    await board.updateComplete;
    button(board, 'Play').click();
    elsewhere.focus();
    await board.updateComplete;
    // Playing: its button now stops it.
    expect(button(board, 'Stop').getAttribute('aria-disabled')).to.not.equal('true');
    expect(live(board, ['narration', 'status', 'comment'])).to.deep.equal([
      'polite',
      'polite',
      'polite',
    ]);
  });

  it('keeps computer against computer quiet under loop until the focus comes in, but never a person’s game, nor a game with no loop', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div><button>Elsewhere</button><hoyito-board variant="hoyito-2" south-player="beginner" north-player="beginner" think-ms="50" speed="instant" loop="30"></hoyito-board><hoyito-board variant="hoyito-2" north-player="beginner" think-ms="50" speed="instant" loop="30"></hoyito-board><hoyito-board variant="hoyito-2" south-player="beginner" north-player="beginner" think-ms="50" speed="instant"></hoyito-board></div>`,
    );
    const [alone, against, once] = [...wrapper.querySelectorAll('hoyito-board')] as HoyitoBoard[];
    (wrapper.querySelector('button') as HTMLButtonElement).focus();
    await alone.updateComplete;
    await until(() => alone.currentPosition?.toMove === 'north', 'the computer opens');
    await alone.updateComplete;
    expect(live(alone)).to.deep.equal(['off', 'off']);
    expect(live(against)[0]).to.equal('polite');
    expect(live(once)[0]).to.equal('polite');
    against.play('c');
    await until(() => against.currentPosition?.toMove === 'south', 'the computer replies');
    await against.updateComplete;
    expect(live(against)).to.deep.equal(['polite', 'polite']);
    drawing(alone).focus();
    await alone.updateComplete;
    expect(live(alone)[0]).to.equal('polite');
  });
});

import { initialPosition, parsePosition } from '@hoyito/engine';
import {
  button,
  expect,
  fixture,
  html,
  narration,
  oneEvent,
  sleep,
  until,
} from '../../test/helpers.ts';
import type { HoyitoBoard } from '../index.ts';
import '../index.ts';
import { ComputerPlayer } from './computer.ts';

function statusOf(board: HoyitoBoard): string {
  return shadow(board).querySelector('[part~="status"]')?.textContent ?? '';
}

function shadow(board: HoyitoBoard): ShadowRoot {
  if (board.shadowRoot === null) throw new Error('no shadow root');
  return board.shadowRoot;
}

describe('the computer player', () => {
  it('answers a legal move from its worker, and can be cancelled', async () => {
    const start = initialPosition({ variant: 'hoyito-2' });
    if (!start.ok) throw new Error(start.error.message);
    const computer = new ComputerPlayer('casual');
    try {
      const move = await computer.chooseMove(start.value, new AbortController().signal);
      expect(start.value.legalMoves()).to.include(move);
      const cancel = new AbortController();
      const pending = computer.chooseMove(start.value, cancel.signal);
      cancel.abort();
      let error: unknown = null;
      await pending.catch((e) => {
        error = e;
      });
      expect((error as DOMException | null)?.name).to.equal('AbortError');
      // A new request starts a new worker.
      const again = await computer.chooseMove(start.value, new AbortController().signal);
      expect(start.value.legalMoves()).to.include(again);
    } finally {
      computer.dispose();
    }
  });

  it('ends a worker that was still starting when it was disposed of', async () => {
    const start = initialPosition({ variant: 'hoyito-2' });
    if (!start.ok) throw new Error(start.error.message);
    const Original = globalThis.Worker;
    const live = new Set<Worker>();
    globalThis.Worker = class extends Original {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        live.add(this);
      }
      override terminate(): void {
        live.delete(this);
        super.terminate();
      }
    };
    try {
      const computer = new ComputerPlayer('casual', { timeMs: 100 });
      const search = new AbortController();
      const asked = computer.chooseMove(start.value, search.signal).catch((e: unknown) => e);
      // The board leaves the page in the task that asked: its computers are disposed of.
      computer.dispose();
      search.abort();
      expect(((await asked) as DOMException).name).to.equal('AbortError');
      await new Promise((r) => setTimeout(r, 100));
      expect(live.size, 'workers left running').to.equal(0);
      // Asked again, it starts a worker of its own and answers.
      const move = await computer.chooseMove(start.value, new AbortController().signal);
      expect(start.value.legalMoves()).to.include(move);
      computer.dispose();
      expect(live.size).to.equal(0);
    } finally {
      globalThis.Worker = Original;
    }
  });

  it('varies a move among the nearly best, never a worse one, when asked to', async () => {
    // An ending the analysis solves: b and c win by 8 seeds, a by 4 only.
    const position = parsePosition('h2/1.2.1/1.2.1/8-8/s');
    if (!position.ok) throw new Error(position.error.message);
    const computer = new ComputerPlayer('expert', { timeMs: 300 });
    try {
      const moves = new Set<unknown>();
      for (let i = 0; i < 16; i++)
        moves.add(
          await computer.chooseMove(position.value, new AbortController().signal, { vary: 1 }),
        );
      expect([...moves].sort()).to.deep.equal([1, 2]);
    } finally {
      computer.dispose();
    }
  });

  it('counts its seed on past 2^32 - 1 by wrapping round to 0, which Random takes', async () => {
    const position = parsePosition('h2/1.2.1/1.2.1/8-8/s');
    if (!position.ok) throw new Error(position.error.message);
    const computer = new ComputerPlayer('expert', { timeMs: 100, seed: 0xffffffff });
    try {
      for (let i = 0; i < 3; i++) {
        const move = await computer.chooseMove(position.value, new AbortController().signal, {
          vary: 1,
        });
        expect([1, 2]).to.include(move);
      }
    } finally {
      computer.dispose();
    }
  });

  it('plays a whole game against itself on the board without blocking the page', async () => {
    const long: PerformanceEntry[] = [];
    const observer = new PerformanceObserver((list) => long.push(...list.getEntries()));
    observer.observe({ type: 'longtask' });
    try {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board variant="hoyito-3" holes="4" seeds="2" south-player="casual" north-player="strong" speed="instant"></hoyito-board>`,
      );
      let moves = 0;
      board.addEventListener('hoyito-move', () => moves++);
      const over = await oneEvent(board, 'hoyito-gameover');
      expect(over.detail.position.over).to.equal(true);
      expect(moves).to.be.greaterThan(1);
      expect(board.currentPosition?.over).to.equal(true);
      expect(
        long.map((e) => Math.round(e.duration)).filter((d) => d > 50),
        'main-thread tasks over 50 ms',
      ).to.deep.equal([]);
    } finally {
      observer.disconnect();
    }
  });

  it('shows that it is thinking, and its holes cannot be played meanwhile', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board north-player="expert" think-ms="800" speed="instant"></hoyito-board>`,
    );
    await board.updateComplete;
    board.play(2);
    await board.updateComplete;
    await new Promise((r) => setTimeout(r, 50));
    await board.updateComplete;
    expect(shadow(board).querySelector('[part~="status"]')?.textContent).to.match(/thinking/i);
    expect(board.play(8)).to.equal(false);
    const reply = await oneEvent(board, 'hoyito-move');
    expect(reply.detail.position.toMove).to.equal('south');
  });

  it('shows Pass unavailable while the computer must pass and thinks it over', async () => {
    // North, the computer, has no seeds: it must pass, and the Pass button is shown.
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board position="h2/4.4.4.4.4.4/0.0.0.0.0.0/12-12/n" north-player="casual" think-ms="3000" speed="instant"></hoyito-board>`,
    );
    await board.updateComplete;
    expect(statusOf(board)).to.match(/thinking/i);
    expect(button(board, 'Pass').getAttribute('aria-disabled')).to.equal('true');
    board.remove();
  });

  it("starts the computer's turn in the same render that shows it thinking", async () => {
    // `updateComplete` resolves to false when an update scheduled another one: setting the
    // thinking state after a render (in `updated()`) would cost every computer turn a second one.
    const board = document.createElement('hoyito-board') as HoyitoBoard;
    board.setAttribute('south-player', 'casual');
    board.setAttribute('think-ms', '300');
    board.setAttribute('speed', 'instant');
    document.body.append(board);
    try {
      expect(await board.updateComplete).to.equal(true);
      expect(shadow(board).querySelector('[part~="status"]')?.textContent).to.match(/thinking/i);
      // After the computer's move, the human's turn; after the human's, the computer thinks again.
      const human = async (): Promise<void> => {
        for (let i = 0; i < 500; i++) {
          const p = board.currentPosition;
          if (p?.toMove === 'north' && !/thinking/i.test(statusOf(board))) {
            if (board.play(board.legalMoves[0] as number)) return;
          }
          await new Promise((r) => setTimeout(r, 10));
        }
        throw new Error('the human never got a turn');
      };
      await human();
      const results: boolean[] = [];
      for (let i = 0; i < 50 && !/thinking/i.test(statusOf(board)); i++) {
        results.push(await board.updateComplete);
        await new Promise((r) => requestAnimationFrame(r));
      }
      results.push(await board.updateComplete);
      expect(statusOf(board)).to.match(/thinking/i);
      expect(results.every(Boolean), `update results ${results.join(' ')}`).to.equal(true);
    } finally {
      board.remove();
    }
  });

  it('undo cancels a search in flight', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board north-player="expert" think-ms="1500" speed="instant"></hoyito-board>`,
    );
    await board.updateComplete;
    board.play(2);
    await new Promise((r) => setTimeout(r, 100));
    let replied = false;
    board.addEventListener('hoyito-move', () => {
      replied = true;
    });
    board.undo();
    await new Promise((r) => setTimeout(r, 2000));
    expect(shadow(board).querySelector('[part~="error"]')?.textContent ?? '').to.equal('');
    expect(replied, 'no move after the undo').to.equal(false);
    expect(board.currentPosition?.toMove).to.equal('south');
  });

  // Taking back only the computer's reply would hand it the turn, and it would play the same
  // reply again at once: undo takes back the person's move with the replies after it.
  it("undo takes back the person's move and the replies; redo plays them again", async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" north-player="casual" think-ms="100" speed="instant"></hoyito-board>`,
    );
    await board.updateComplete;
    const undo = () => button(board, 'Undo');
    expect(board.play(2)).to.equal(true);
    await until(() => board.currentPosition?.toMove === 'south', 'the computer replied', 10_000);
    const replied = board.currentPosition;
    expect(undo().getAttribute('aria-disabled')).to.equal('false');
    undo().click();
    await board.updateComplete;
    expect(board.currentPosition?.toMove).to.equal('south');
    expect(board.currentPosition?.board).to.deep.equal(new Array(12).fill(4));
    // Which moves: the person's c first, then the computer's replies.
    expect(narration(board)).to.match(/^ ?\d+ moves undone: c(, ([A-Fa-f]|pass))+\. ?$/);
    // Nothing was taken back for the computer to play again.
    await sleep(600);
    expect(board.currentPosition?.board).to.deep.equal(new Array(12).fill(4));
    // Nothing of a person's is left to take back.
    expect(undo().getAttribute('aria-disabled')).to.equal('true');
    expect(board.undo()).to.equal(false);
    expect(board.redo()).to.equal(true);
    await board.updateComplete;
    expect(board.currentPosition).to.equal(replied);
    expect(narration(board)).to.match(/^ ?\d+ moves redone: c(, [A-Fa-f-])+\. ?$/);
  });

  it("tells the computer's reply after the person's move, not in its place", async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-1" north-player="beginner" speed="instant"></hoyito-board>`,
    );
    await board.updateComplete;
    const lines = () =>
      [...(shadow(board).querySelectorAll('[part~="narration"] li') ?? [])].map((li) =>
        (li.textContent ?? '').trim(),
      );
    for (let round = 0; round < 2; round++) {
      const before = board.currentPosition?.board.join() ?? '';
      const hole = 'abcdef'[board.legalMoves[0]];
      expect(board.play(hole), `${hole} after ${before}`).to.equal(true);
      await until(
        () => board.currentPosition?.toMove === 'south' || board.currentPosition?.over === true,
        'the computer replied',
        10_000,
      );
      await board.updateComplete;
      // The person's move first (the region is read a moment later: both are heard), then the
      // reply; the move before the person's is gone.
      const said = lines();
      expect(said[0], `${hole} after ${before}`).to.match(
        new RegExp(`^South sows \\d+ seeds? from ${hole}\\.`),
      );
      expect(
        said.some((line) => /^North sows/.test(line)),
        said.join(' | '),
      ).to.equal(true);
      expect(said.filter((line) => /^South sows/.test(line))).to.have.length(1);
    }
  });

  it("tells the round before the computer's opening move, not in its place", async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-3" holes="3" seeds="1" rounds="2" north-player="beginner" speed="instant"></hoyito-board>`,
    );
    await board.updateComplete;
    const lines = () =>
      [...(shadow(board).querySelectorAll('[part~="narration"] li') ?? [])].map((li) =>
        (li.textContent ?? '').trim(),
      );
    // Round 1: South (the person) plays its first hole each turn until the game ends. A function,
    // not the expression: the game moves on between two reads of it.
    const over = () => board.currentPosition?.over === true;
    for (let turn = 0; turn < 40 && !over(); turn++) {
      await until(
        () => board.currentPosition?.toMove === 'south' || over(),
        'South to move',
        10_000,
      );
      if (!over()) board.play(board.legalMoves[0]);
    }
    await board.updateComplete;
    expect(board.currentPosition?.over).to.equal(true);
    button(board, 'Next game').click();
    // Round 2 is North's to open: the computer's first move follows the round's announcement, and
    // the status line is a live region again once it is played.
    await until(() => board.currentPosition?.toMove === 'south', 'the computer opened', 10_000);
    await board.updateComplete;
    const said = lines();
    expect(said[0], said.join(' | ')).to.equal('Round 2 of 2. North to move.');
    expect(
      said.some((line) => /^North sows/.test(line)),
      said.join(' | '),
    ).to.equal(true);
    const status = shadow(board).querySelector('[part~="status"]');
    expect(status?.textContent?.trim()).to.match(/^Round 2 of 2 · /);
    await until(() => status?.getAttribute('aria-live') === 'polite', 'the status is live again');
  });

  it('tells each move of computer against computer on its own', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-1" south-player="beginner" north-player="beginner" speed="instant"></hoyito-board>`,
    );
    const said: string[][] = [];
    board.addEventListener('hoyito-move', () => {
      void board.updateComplete.then(() =>
        said.push(
          [...(shadow(board).querySelectorAll('[part~="narration"] li') ?? [])].map((li) =>
            (li.textContent ?? '').trim(),
          ),
        ),
      );
    });
    await until(() => said.length >= 4, 'four moves', 10_000);
    for (const lines of said) {
      expect(
        lines.filter((line) => /^(South|North) sows/.test(line)),
        lines.join(' | '),
      ).to.have.length(1);
    }
  });

  it('undo is unavailable while the computer alone has moved', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" south-player="casual" think-ms="100" speed="instant"></hoyito-board>`,
    );
    await until(() => board.currentPosition?.toMove === 'north', 'the computer opened', 10_000);
    const record = board.gameRecord;
    expect(board.undo()).to.equal(false);
    expect(board.gameRecord).to.equal(record);
  });

  it('takes a side over, or hands it back, when its attribute changes mid-game', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" speed="instant" think-ms="100"></hoyito-board>`,
    );
    await board.updateComplete;
    const errors: Event[] = [];
    board.addEventListener('hoyito-error', (event) => errors.push(event));
    expect(board.play(2)).to.equal(true);
    board.setAttribute('south-player', 'casual');
    await board.updateComplete;
    // North is still a person's: nothing moves for it.
    await new Promise((r) => setTimeout(r, 400));
    expect(board.currentPosition?.toMove).to.equal('north');
    board.setAttribute('north-player', 'casual');
    const reply = await oneEvent(board, 'hoyito-move');
    expect(reply.detail.notation).to.match(/^[A-F]$/);
    // Both sides handed back to people: a search in flight is dropped, and nothing moves.
    board.setAttribute('south-player', 'human');
    board.setAttribute('north-player', 'human');
    await board.updateComplete;
    const ply = board.gameRecord;
    await new Promise((r) => setTimeout(r, 400));
    expect(board.gameRecord).to.equal(ply);
    expect(statusOf(board)).not.to.match(/thinking/i);
    expect(errors, 'a player called off is not a player failing').to.deep.equal([]);
  });

  it('gives the computer a new time when think-ms changes', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" speed="instant" north-player="expert" think-ms="60000"></hoyito-board>`,
    );
    await board.updateComplete;
    board.setAttribute('think-ms', '100');
    await board.updateComplete;
    const started = performance.now();
    let movers: string[] = [];
    board.addEventListener('hoyito-move', (event) => {
      movers = [...movers, event.detail.position.toMove ?? 'nobody'];
    });
    expect(board.play(2)).to.equal(true);
    // South's move, then North's (and again North's after each capture it makes) until South's
    // turn comes back: the computer answered within its new time, not the old minute.
    await until(() => movers.length >= 2 && movers.at(-1) !== 'north', 'the computer answers');
    expect(performance.now() - started).to.be.below(5000);
  });

  it('rejects an unknown level in the board’s place', async () => {
    const board = document.createElement('hoyito-board') as HoyitoBoard;
    board.setAttribute('north-player', 'grandmaster');
    const errored = oneEvent(board, 'hoyito-error');
    document.body.append(board);
    const { detail } = await errored;
    expect([detail.code, detail.attribute]).to.deep.equal(['player', 'north-player']);
    board.remove();
  });
});

describe('hints', () => {
  it('shows the best move and why', async () => {
    // South's b (3 seeds… see the engine's rules tests): a casa in B with a chain is there to take.
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" holes="3" position="h2/0.0.0/1.2.3/0-0/n" narration></hoyito-board>`,
    );
    await board.updateComplete;
    expect(await board.hint()).to.equal(true);
    await board.updateComplete;
    const text = shadow(board).querySelector('[part~="narration"]')?.textContent ?? '';
    expect(text).to.match(/Hint: sow [A-C]\./);
    expect(shadow(board).querySelectorAll('[data-state~="hint"]').length).to.equal(1);
  });

  it('goes, words and mark, when the side is handed to the computer; none on the computer’s turn', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" holes="3" position="h2/0.0.0/1.2.3/0-0/n" narration></hoyito-board>`,
    );
    await board.updateComplete;
    expect(await board.hint()).to.equal(true);
    await board.updateComplete;
    const hinted = () =>
      [
        shadow(board).querySelector('#preview')?.textContent ?? '',
        shadow(board).querySelector('[part~="narration"]')?.textContent ?? '',
      ].some((text) => /Hint:/.test(text)) ||
      shadow(board).querySelectorAll('[data-state~="hint"]').length > 0;
    expect(hinted()).to.equal(true);
    // Thinking for three seconds, long enough to ask for a hint meanwhile.
    board.setAttribute('think-ms', '3000');
    board.setAttribute('north-player', 'expert');
    await board.updateComplete;
    await until(() => !hinted(), 'the hint goes when the computer takes the side');
    expect(board.currentPosition?.toMove).to.equal('north');
    expect(await board.hint()).to.equal(false);
    expect(hinted()).to.equal(false);
  });

  it('goes with its mark when a bad attribute hides the game', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" holes="3" position="h2/0.0.0/1.2.3/0-0/n" narration></hoyito-board>`,
    );
    await board.updateComplete;
    expect(await board.hint()).to.equal(true);
    board.setAttribute('speed', 'zzz');
    await board.updateComplete;
    board.setAttribute('speed', 'instant');
    await board.updateComplete;
    const said = `${shadow(board).querySelector('#preview')?.textContent} ${shadow(board).querySelector('[part~="narration"]')?.textContent}`;
    expect(said).to.not.match(/Hint:/);
    expect(shadow(board).querySelectorAll('[data-state~="hint"]').length).to.equal(0);
  });

  // Endings small enough for the analysis to reach every end: the hint says how the game ends.
  for (const [position, lang, outcome] of [
    // A move that ends the game says the result outright.
    [
      'h1/3.3.0/0.0.0/21-21/s',
      'en',
      'It captures 4 seeds and the last 2, ending the game. You win 27–21.',
    ],
    ['h1/0.1.0/0.0.1/22-22/s', 'en', 'With best play on both sides, this move draws.'],
    ['h1/3.2.0/1.0.0/21-21/s', 'en', 'Against best play every move loses; this one loses least.'],
    [
      'h1/3.3.0/0.0.0/21-21/s',
      'es',
      'Come 4 semillas y las 2 últimas: termina la partida. Ganas 27–21.',
    ],
  ] as const) {
    it(`says how a solved game ends: ${position} (${lang})`, async () => {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board variant="hoyito-1" holes="3" position=${position} lang=${lang} narration></hoyito-board>`,
      );
      expect(await board.hint()).to.equal(true);
      await board.updateComplete;
      const text = shadow(board).querySelector('[part~="narration"]')?.textContent ?? '';
      expect(text).to.include(outcome);
    });
  }

  // South's a captures 4 and stops North's F from capturing 4, yet every move loses: a hint of
  // every kind of sentence, 139 characters in Spanish, longer than any preview (a move that ends
  // the game says what it takes and the result instead, in fewer words). It arrives half
  // a second after the click, so a board that grew to show it would move the page without
  // input; the preview's room under the board must hold it. 290 and 380 px boards in Spanish
  // grew by a line with the room the previews alone needed.
  for (const [lang, width] of [
    ['es', 290],
    ['es', 380],
    ['es', 460],
    ['en', 300],
    ['en', 700],
  ] as const) {
    it(`shows the longest kind of hint in the room kept for it (${lang}, a ${width} px board)`, async () => {
      expect(matchMedia('(hover: hover)').matches).to.equal(true);
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board variant="hoyito-2" position="h2/3.0.0.3.2.0/2.0.0.0.0.1/10-27/s" lang=${lang} style="width: ${width}px"></hoyito-board>`,
      );
      await board.updateComplete;
      const before = board.getBoundingClientRect().height;
      expect(await board.hint()).to.equal(true);
      await board.updateComplete;
      const text = shadow(board).querySelector('#preview')?.textContent?.trim() ?? '';
      expect(text).to.include(lang === 'es' ? 'Come 4 semillas' : 'It captures 4 seeds');
      expect(text).to.include(lang === 'es' ? 'Impide que Norte' : 'It stops North');
      expect(text).to.include(lang === 'es' ? 'la que menos pierde' : 'loses least');
      expect(board.getBoundingClientRect().height, text).to.equal(before);
    });
  }

  it('gives no outcome while the game is not solved', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" narration></hoyito-board>`,
    );
    expect(await board.hint()).to.equal(true);
    await board.updateComplete;
    const text = shadow(board).querySelector('[part~="narration"]')?.textContent ?? '';
    expect(text).to.match(/Hint: sow [a-f]\./);
    expect(text).not.to.include('best play');
  });
});

describe('loop', () => {
  it('plays computer against computer for ever: a new game follows the end of the last', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-3" holes="3" seeds="1" south-player="beginner" north-player="beginner" think-ms="50" speed="instant" loop="1"></hoyito-board>`,
    );
    const ended = await oneEvent(board, 'hoyito-gameover');
    expect(ended.detail.position.over).to.equal(true);
    // The finished game stays on show through the pause…
    await sleep(500);
    expect(board.currentPosition?.over).to.equal(true);
    // …then a new one starts from the beginning, and the computer plays it: the record holds the
    // new game's first move alone.
    const finished = board.gameRecord ?? '';
    await oneEvent(board, 'hoyito-move');
    const moves = (record: string) =>
      record
        .replace(/\[[^\]]*\]/g, '')
        .trim()
        .split(/\s+/)
        .filter((t) => /^([a-lA-L]|-)$/.test(t));
    expect(moves(finished).length).to.be.at.least(1);
    expect(moves(board.gameRecord ?? '')).to.have.length(1);
  });

  it('draws its seed at random: two boards, or one page loaded again, do not play the same games', async () => {
    // The seeds of the searches each board's worker is asked for.
    const seeds = new Map<Worker, number[]>();
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: never[]) {
      const seed = (message as { seed?: number }).seed;
      if (typeof seed === 'number') seeds.set(this, [...(seeds.get(this) ?? []), seed]);
      return post.call(this, message, ...rest);
    };
    try {
      const looping = () =>
        fixture<HoyitoBoard>(
          html`<hoyito-board north-player="casual" think-ms="50" speed="instant" loop="30"></hoyito-board>`,
        );
      const boards = [await looping(), await looping()];
      for (const board of boards) board.play('c');
      await until(() => seeds.size === 2, 'both boards asked their computer');
      for (const board of boards) board.remove();
      const [first, second] = [...seeds.values()].map((list) => list[0]);
      expect(first).to.not.equal(second);
    } finally {
      Worker.prototype.postMessage = post;
    }
  });

  it('varies the first moves of each game in a loop, and only there', async () => {
    // Postings to the search worker, as the board sends them.
    const sent: { vary?: number; kind: string }[] = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: never[]) {
      sent.push(message as { vary?: number; kind: string });
      return post.call(this, message, ...rest);
    };
    try {
      const looping = await fixture<HoyitoBoard>(
        html`<hoyito-board south-player="casual" north-player="casual" think-ms="50" speed="instant" loop="30"></hoyito-board>`,
      );
      await until(() => sent.length >= 8, 'eight moves were asked for');
      looping.remove();
      // Three moves a side varied (the first two among at least three and two moves), then the best.
      expect(sent.slice(0, 8).map((m) => m.vary ?? 0)).to.deep.equal([3, 2, 1, 1, 1, 1, 0, 0]);
      sent.length = 0;
      const single = await fixture<HoyitoBoard>(
        html`<hoyito-board south-player="casual" north-player="casual" think-ms="50" speed="instant"></hoyito-board>`,
      );
      await until(() => sent.length >= 3, 'three moves were asked for');
      single.remove();
      expect(sent.some((m) => (m.vary ?? 0) > 0)).to.equal(false);
    } finally {
      Worker.prototype.postMessage = post;
    }
  });

  it('opens each game of a loop with a move the loop has not opened with, while one is left', async () => {
    // The board's computers on both sides; a pause long enough that the test, not the loop,
    // starts each new game.
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-1" south-player="casual" north-player="casual" think-ms="50" speed="instant" loop="3600"></hoyito-board>`,
    );
    const firstMoves: number[] = [];
    let games = 0;
    board.addEventListener('hoyito-move', (e) => {
      if (firstMoves.length === games) firstMoves.push(e.detail.move as number);
    });
    try {
      // The first move is drawn among at least three (see vary.ts): three games, three openings.
      // Drawn freely, three games would open with three different moves 2 times in 9.
      for (games = 0; games < 3; ) {
        await until(() => firstMoves.length > games, `game ${games + 1} opened`, 8000);
        games++;
        board.newGame();
      }
      expect(new Set(firstMoves).size, `first moves ${firstMoves}`).to.equal(3);
    } finally {
      board.remove();
    }
  });

  it('loops a game between people too, and stops when the attribute goes', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" speed="instant" loop="1"></hoyito-board>`,
    );
    expect(board.play(2)).to.equal(true);
    expect(board.agree()).to.equal(true);
    await until(() => board.currentPosition?.over === false, 'a new game starts');
    expect(board.legalMoves.length).to.equal(6);
    // Without loop, a finished game stays.
    board.removeAttribute('loop');
    expect(board.agree()).to.equal(true);
    await sleep(1300);
    expect(board.currentPosition?.over).to.equal(true);
  });

  it('asks a player that failed again after the pause, as Try again would, so the loop goes on', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" speed="instant" loop="1"></hoyito-board>`,
    );
    let asked = 0;
    board.players = {
      north: {
        name: 'Bea',
        chooseMove: async (position) => {
          asked++;
          if (asked === 1) throw new Error('the worker was lost');
          return position.legalMoves()[0];
        },
      },
    };
    const errored = oneEvent(board, 'hoyito-error');
    expect(board.play('c')).to.equal(true);
    expect((await errored).detail.code).to.equal('player');
    // The failure stays on show through the pause…
    await sleep(500);
    expect([asked, board.currentPosition?.toMove]).to.deep.equal([1, 'north']);
    // …then the player is asked again, and its move is played.
    // (A capture gives North another turn, so it may be asked more than twice.)
    await until(() => board.currentPosition?.toMove === 'south', 'North plays after the pause');
    expect(asked).to.be.at.least(2);
  });

  it('waits twice as long each time the player fails again where it failed', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" speed="instant" loop="1"></hoyito-board>`,
    );
    const asked: number[] = [];
    board.players = {
      north: {
        name: 'Bea',
        chooseMove: async () => {
          asked.push(performance.now());
          throw new Error('workers refused');
        },
      },
    };
    expect(board.play('c')).to.equal(true);
    await until(() => asked.length === 3, 'asked three times', 6000);
    board.remove();
    const gaps = [asked[1] - asked[0], asked[2] - asked[1]];
    // One pause, then two: not one pause each time. (Timers may fire late, never early.)
    expect(gaps[0], `${gaps}`).to.be.at.least(900);
    expect(gaps[1], `${gaps}`).to.be.at.least(1900);
  });

  it('leaves a failed player waiting for Try again without loop', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" speed="instant"></hoyito-board>`,
    );
    let asked = 0;
    board.players = {
      north: {
        name: 'Bea',
        chooseMove: async () => {
          asked++;
          throw new Error('the worker was lost');
        },
      },
    };
    expect(board.play('c')).to.equal(true);
    await sleep(1300);
    expect([asked, board.currentPosition?.toMove]).to.deep.equal([1, 'north']);
  });

  it('calls the pause off while the board is off the page, and takes it up again after', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" speed="instant" loop="1"></hoyito-board>`,
    );
    const parent = board.parentElement as HTMLElement;
    expect(board.agree()).to.equal(true);
    await board.updateComplete;
    board.remove();
    await sleep(1300);
    expect(board.currentPosition?.over).to.equal(true);
    parent.append(board);
    await until(() => board.currentPosition?.over === false, 'a new game starts');
  });
});

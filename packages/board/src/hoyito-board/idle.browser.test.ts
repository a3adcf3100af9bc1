import { makePosition, type Position } from '@hoyito/engine';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import {
  axe,
  button,
  describeViolations,
  expect,
  fixture,
  html,
  middleOf,
  narration,
  oneEvent,
  sleep,
  until,
} from '../../test/helpers.ts';
import type { HoyitoBoard, HoyitoIdleEvent } from '../index.ts';
import '../index.ts';

/** Moves played in the game on show, counted from its record's move text. */
function moves(board: HoyitoBoard): number {
  const text = (board.gameRecord ?? '').replace(/^\[.*\]$/gm, '').trim();
  return text.split(/\s+/).filter((token) => /^[a-zA-Z]$|^-$/.test(token)).length;
}

/** Resolves with the time the next `hoyito-change` came, which must be idle's. */
function nextChange(board: HoyitoBoard): Promise<number> {
  return oneEvent(board, 'hoyito-change').then((event) => {
    expect(event.detail.reason, 'the change is idle’s').to.equal('idle');
    return performance.now();
  });
}

describe('idle', () => {
  it('starts a game a person left alone again after the wait, and says why', async () => {
    for (const [lang, words] of [
      ['en', 'Nobody played for 1 second: new game. South to move.'],
      ['es', 'Nadie jugó durante 1 segundo: partida nueva. Le toca a Sur.'],
    ] as const) {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board lang=${lang} variant="hoyito-2" speed="instant" idle="1" narration></hoyito-board>`,
      );
      const playedAt = performance.now();
      expect(board.play('c')).to.equal(true);
      expect(board.play('B')).to.equal(true);
      expect(moves(board)).to.equal(2);
      const changedAt = await nextChange(board);
      expect(changedAt - playedAt).to.be.at.least(950);
      expect(moves(board)).to.equal(0);
      expect(board.currentPosition?.toMove).to.equal('south');
      expect(narration(board)).to.equal(words);
      // The fresh board, nobody's game yet, stays as it is.
      await sleep(1300);
      expect(moves(board)).to.equal(0);
      board.remove();
    }
  });

  it('waits from the last touch or key on the board, not from the move', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" speed="instant" idle="2"></hoyito-board>`,
    );
    expect(board.play('c')).to.equal(true);
    const changed = nextChange(board);
    await sleep(1200);
    board.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    const touchedAt = performance.now();
    await sleep(1200);
    // 2.4 s after the move, 1.2 s after the touch: kept.
    expect(moves(board)).to.equal(1);
    const hole = board.shadowRoot?.querySelector<HTMLElement>('[part~="hole"]');
    hole?.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Shift', bubbles: true, composed: true }),
    );
    const keyedAt = performance.now();
    await sleep(1200);
    expect(moves(board)).to.equal(1);
    const changedAt = await changed;
    expect(changedAt - keyedAt, `touched ${touchedAt}`).to.be.at.least(1950);
    expect(moves(board)).to.equal(0);
  });

  it('counts a pointer moved over the board, as a visitor reading previews moves it, and a wheel turned', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" speed="instant" idle="2"></hoyito-board>`,
    );
    expect(board.play('c')).to.equal(true);
    const changed = nextChange(board);
    const holes = [...(board.shadowRoot?.querySelectorAll<HTMLElement>('[part~="hole"]') ?? [])];
    await sleep(1200);
    await sendMouse({ type: 'move', position: middleOf(holes[3]) });
    await sleep(1200);
    await sendMouse({ type: 'move', position: middleOf(holes[4]) });
    await sleep(1200);
    board.dispatchEvent(new WheelEvent('wheel', { deltaY: 40, bubbles: true, composed: true }));
    const turnedAt = performance.now();
    await sleep(1200);
    // 4.8 s after the move, never 2 s untouched: kept.
    expect(moves(board)).to.equal(1);
    const changedAt = await changed;
    expect(changedAt - turnedAt).to.be.at.least(1950);
    expect(moves(board)).to.equal(0);
    await resetMouse();
  });

  it('leaves a game alone where only the computer has moved', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" first="north" north-player="casual" think-ms="50" speed="instant" idle="1"></hoyito-board>`,
    );
    await until(() => board.currentPosition?.toMove === 'south', 'the computer opens');
    const record = board.gameRecord;
    await sleep(1500);
    expect(board.gameRecord).to.equal(record);
    // Once the person has moved, the game is theirs to leave (and the computer opens the next).
    let replies = 0;
    board.addEventListener('hoyito-move', () => replies++);
    const changed = new Promise<number>((resolve) =>
      board.addEventListener('hoyito-change', () => resolve(moves(board)), { once: true }),
    );
    expect(board.play(board.legalMoves[0])).to.equal(true);
    expect(await changed).to.equal(0);
    expect(replies, 'moves told before the new game').to.be.at.least(1);
  });

  it('takes a changed wait up at once, counted from the same touch', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" speed="instant" idle="60"></hoyito-board>`,
    );
    expect(board.play('c')).to.equal(true);
    const changed = nextChange(board);
    await sleep(1200);
    const shortenedAt = performance.now();
    board.setAttribute('idle', '1');
    // A second since the move has passed already: the game starts again straight away.
    expect(await changed).to.be.below(shortenedAt + 500);
    expect(moves(board)).to.equal(0);
  });

  it('counts a wait afresh from a change of mode, which gives the board something else to wait on', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" speed="instant" idle="2"></hoyito-board>`,
    );
    expect(board.play('c')).to.equal(true);
    // The game just played, replayed: a step away from its start waits to go back to it.
    board.setAttribute('mode', 'replay');
    await board.updateComplete;
    button(board, 'Next move').click();
    await sleep(1200);
    // Back to play, the game where it stood: a person's game, left alone from now on.
    board.removeAttribute('mode');
    await board.updateComplete;
    const switchedAt = performance.now();
    expect(moves(board)).to.equal(1);
    const changedAt = await nextChange(board);
    expect(changedAt - switchedAt).to.be.at.least(1950);
    expect(moves(board)).to.equal(0);
  });

  it('starts a finished game again, unless loop goes on to the next', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" speed="instant" idle="1" loop="4"></hoyito-board>`,
    );
    expect(board.play('c')).to.equal(true);
    expect(board.agree()).to.equal(true);
    await sleep(1500);
    expect(board.currentPosition?.over).to.equal(true);
    board.removeAttribute('loop');
    await until(() => board.currentPosition?.over === false, 'the finished game starts again');
    expect(moves(board)).to.equal(0);
  });

  it('starts again from the page’s position, not a full board, and saves that', async () => {
    const key = `idle-${Math.random()}`;
    const position = 'h2/0.0.3.5.0.1/2.0.0.4.1.0/20-12/s';
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board position=${position} persist=${key} speed="instant" idle="1"></hoyito-board>`,
    );
    expect(board.play(board.legalMoves[0])).to.equal(true);
    await nextChange(board);
    expect(board.getAttribute('position')).to.equal(position);
    const shown = board.currentPosition;
    expect(shown === null ? null : makePosition(shown)).to.equal(position);
    board.remove();
    // A reload finds the fresh game, not the one left.
    const again = await fixture<HoyitoBoard>(
      html`<hoyito-board position=${position} persist=${key} speed="instant"></hoyito-board>`,
    );
    expect(moves(again)).to.equal(0);
    localStorage.removeItem(key);
  });

  it('counts the wait while a move’s animation is paused, whoever moves next, and cuts it short', async () => {
    for (const players of ['', 'computer']) {
      // South's a relays for many laps at the slow speed; against the computer, North moves next.
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board variant="hoyito-2" holes="3" position="h2/7.0.0/0.0.0/0-0/s" speed="slow" idle="1" north-player=${players === 'computer' ? 'beginner' : 'human'}></hoyito-board>`,
      );
      await board.updateComplete;
      expect(board.play('a')).to.equal(true);
      await board.updateComplete;
      button(board, /^Pause$/).click();
      const pausedAt = performance.now();
      const ended = oneEvent(board, 'hoyito-animation-end');
      const changedAt = await nextChange(board);
      expect(changedAt - pausedAt, players).to.be.at.least(950);
      expect((await ended).detail.skipped, players).to.equal(true);
      expect(board.currentPosition?.board, players).to.deep.equal([7, 0, 0, 0, 0, 0]);
      expect(narration(board), players).to.match(/^Nobody played for 1 second: new game\./);
      // Resumed rather than left, the animation holds the wait off again.
      expect(board.play('a')).to.equal(true);
      await board.updateComplete;
      button(board, /^Pause$/).click();
      await sleep(500);
      button(board, /^Resume$/).click();
      await sleep(900);
      expect(moves(board), players).to.equal(1);
      board.remove();
    }
  });

  it('is called off by removing idle, another mode, or leaving the page', async () => {
    for (const leave of [
      (board: HoyitoBoard) => board.removeAttribute('idle'),
      (board: HoyitoBoard) => board.setAttribute('mode', 'diagram'),
      (board: HoyitoBoard) => board.remove(),
    ]) {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board variant="hoyito-2" speed="instant" idle="1"></hoyito-board>`,
      );
      const parent = board.parentElement as HTMLElement;
      expect(board.play('c')).to.equal(true);
      leave(board);
      await sleep(1400);
      expect(moves(board), String(leave)).to.equal(1);
      board.removeAttribute('mode');
      if (!board.isConnected) parent.append(board);
    }
  });

  it('refuses a loop pause or an idle wait it cannot use, in the board’s language, and recovers', async () => {
    for (const [attribute, value, lang, words] of [
      ['loop', 'often', 'en', 'Unknown pause “often” for loop'],
      ['loop', '0', 'en', 'from 1 to 3600'],
      ['loop', '3601', 'es', 'Pausa desconocida «3601» para loop'],
      ['idle', 'soon', 'en', 'Unknown wait “soon” for idle'],
      ['idle', '0', 'en', 'from 1 to 3600'],
      ['idle', '3601', 'es', 'Espera desconocida «3601» para idle'],
    ] as const) {
      const board = document.createElement('hoyito-board') as HoyitoBoard;
      board.setAttribute(attribute, value);
      board.setAttribute('lang', lang);
      const errored = oneEvent(board, 'hoyito-error');
      document.body.append(board);
      const { detail } = await errored;
      expect([detail.code, detail.attribute]).to.deep.equal([attribute, attribute]);
      expect(detail.localizedMessage).to.contain(words);
      expect(board.currentPosition).to.equal(null);
      board.setAttribute(attribute, '');
      await board.updateComplete;
      expect(board.legalMoves.length).to.equal(6);
      board.remove();
    }
  });

  it('takes a replay left away from its start back to it, whence loop plays it again', async () => {
    const record = '[Variant "hoyito-2"]\n\nc C d';
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board mode="replay" record=${record} speed="instant" idle="1"></hoyito-board>`,
    );
    const start = board.currentPosition;
    button(board, 'Next move').click();
    await board.updateComplete;
    expect(board.currentPosition).to.not.equal(start);
    const changedAt = await nextChange(board);
    expect(board.currentPosition).to.equal(start);
    // At its start it stays: nothing to go back to.
    await sleep(1300);
    expect(board.currentPosition).to.equal(start);
    // With loop, it plays again from there after the loop's pause.
    board.setAttribute('loop', '1');
    await until(() => board.currentPosition !== start, 'the replay plays again', 4000);
    expect(performance.now() - changedAt).to.be.at.least(1000);
  });

  it('takes a setup someone changed back to the position it began from, saved so, and says why', async () => {
    const start = 'h2/1.2.3/3.2.1/4-4/s';
    localStorage.removeItem('hoyito-board:t-idle-setup');
    for (const [lang, words] of [
      ['en', 'Nobody touched the board for 1 second: the setup starts again from its position.'],
      [
        'es',
        'Nadie tocó el tablero durante 1 segundo: la preparación vuelve a empezar desde su posición.',
      ],
    ] as const) {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board mode="setup" position=${start} lang=${lang} idle="1" narration persist="t-idle-setup"></hoyito-board>`,
      );
      const told: string[] = [];
      board.addEventListener('hoyito-setup', (e) =>
        told.push(e.detail.position === null ? 'none' : makePosition(e.detail.position)),
      );
      let changes = 0;
      board.addEventListener('hoyito-change', () => changes++);
      let idled = 0;
      board.addEventListener('hoyito-idle', () => idled++);
      // A setup nobody changed has nothing to go back to.
      await sleep(1300);
      expect([idled, told.length]).to.deep.equal([0, 0]);
      const hole = board.shadowRoot?.querySelector<HTMLElement>('[data-hole="0"]');
      hole?.click();
      await until(() => told.length === 1, 'a seed added to be told');
      hole?.click();
      await until(() => told.length === 2, 'another seed added to be told');
      expect(told).to.deep.equal(['h2/2.2.3/3.2.1/4-4/s', 'h2/3.2.3/3.2.1/4-4/s']);
      const editedAt = performance.now();
      await until(() => told.length === 3, 'the setup to go back', 4000);
      expect(performance.now() - editedAt).to.be.at.least(900);
      expect(told[2]).to.equal(start);
      expect(makePosition(board.setupPosition as Position)).to.equal(start);
      expect([idled, changes]).to.deep.equal([1, 0]);
      expect(narration(board)).to.equal(words);
      // Saved so: a reload finds the position the setup began from, not the visitor's.
      board.remove();
      const again = await fixture<HoyitoBoard>(
        html`<hoyito-board mode="setup" position=${start} lang=${lang} idle="1" persist="t-idle-setup"></hoyito-board>`,
      );
      expect(makePosition(again.setupPosition as Position)).to.equal(start);
      again.remove();
    }
  });

  it('tells the page first, which may hand the board back to the computer or keep the game', async () => {
    const board = await fixture<HoyitoBoard>(
      html`<hoyito-board variant="hoyito-2" speed="instant" idle="1"></hoyito-board>`,
    );
    expect(board.play('c')).to.equal(true);
    const played = board.currentPosition;
    // Kept: the page prevents the new game.
    const kept = await new Promise<HoyitoIdleEvent>((resolve) =>
      board.addEventListener(
        'hoyito-idle',
        (event) => {
          event.preventDefault();
          resolve(event);
        },
        { once: true },
      ),
    );
    expect([kept.detail.seconds, kept.detail.position, kept.bubbles, kept.composed]).to.deep.equal([
      1,
      played,
      true,
      true,
    ]);
    await sleep(200);
    expect(board.currentPosition).to.equal(played);
    // Handed back: the game the attributes now ask for, the computer against itself, starts.
    board.addEventListener(
      'hoyito-idle',
      () => {
        board.setAttribute('south-player', 'casual');
        board.setAttribute('north-player', 'casual');
        board.setAttribute('think-ms', '50');
        board.setAttribute('loop', '');
      },
      { once: true },
    );
    await until(() => moves(board) === 0, 'a new game starts', 5000);
    await until(() => moves(board) >= 2, 'the computer plays both sides', 10000);
  });

  describe('its warning', () => {
    /** The warning on show, if any. */
    const warning = (board: HoyitoBoard) =>
      board.shadowRoot?.querySelector<HTMLElement>('[part~="idle-warning"]') ?? null;
    const words = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim();

    it('comes half a short wait ahead, announced, and its button keeps the game and the focus on the board', async () => {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board variant="hoyito-2" speed="instant" idle="4"></hoyito-board>`,
      );
      expect(board.play('c')).to.equal(true);
      const playedAt = performance.now();
      let idled = 0;
      board.addEventListener('hoyito-idle', () => idled++);
      await until(() => warning(board) !== null, 'the warning shows', 4000);
      expect(performance.now() - playedAt).to.be.within(1900, 3900);
      const shown = warning(board);
      expect(shown?.getAttribute('role')).to.equal('alert');
      expect(words(shown)).to.equal(
        "Nobody has touched the board for a while: in 2 seconds a new game starts. I'm still here",
      );
      expect(describeViolations(await axe(board))).to.equal('');
      // Pressed as a mouse presses it: the press itself must not take the button away.
      const keep = button(board, "I'm still here");
      keep.focus();
      keep.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      await board.updateComplete;
      expect(warning(board), 'still there under the press').to.not.equal(null);
      keep.click();
      const keptAt = performance.now();
      await board.updateComplete;
      expect(warning(board)).to.equal(null);
      await until(
        () => board.shadowRoot?.activeElement?.hasAttribute('data-hole') === true,
        'the focus goes back to a hole',
      );
      await sleep(2500);
      expect([moves(board), idled]).to.deep.equal([1, 0]);
      // The wait counts from the press: warned again, and then the new game.
      await until(() => warning(board) !== null, 'the warning shows again', 3000);
      const changedAt = await nextChange(board);
      expect(changedAt - keptAt).to.be.at.least(3950);
      expect([moves(board), idled]).to.deep.equal([0, 1]);
      await board.updateComplete;
      expect(warning(board), 'gone with the game it warned of').to.equal(null);
    });

    it('goes at any touch or key elsewhere on the board, which keeps the game too', async () => {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board variant="hoyito-2" speed="instant" idle="2"></hoyito-board>`,
      );
      expect(board.play('c')).to.equal(true);
      await until(() => warning(board) !== null, 'the warning shows', 2000);
      const hole = board.shadowRoot?.querySelector<HTMLElement>('[part~="hole"]');
      hole?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Shift', bubbles: true, composed: true }),
      );
      await board.updateComplete;
      expect(warning(board)).to.equal(null);
      // Past the wait counted from the move, not from the key: kept.
      await sleep(1300);
      expect(moves(board)).to.equal(1);
      // A click alone, as a screen reader's browse mode presses, counts as a touch.
      await until(() => warning(board) !== null, 'the warning shows again', 2000);
      board.shadowRoot?.querySelector<HTMLElement>('[part~="status"]')?.click();
      await board.updateComplete;
      expect(warning(board)).to.equal(null);
      await sleep(1300);
      expect(moves(board)).to.equal(1);
      // A pointer crossing the warning on its way to its button keeps nothing, and the warning
      // stays; a key other than Enter or Space on its button is a touch like any other.
      await until(() => warning(board) !== null, 'the warning shows a third time', 2000);
      const shown = warning(board) as HTMLElement;
      shown.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, composed: true }));
      await board.updateComplete;
      expect(warning(board)).to.equal(shown);
      button(board, "I'm still here").dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, composed: true }),
      );
      await board.updateComplete;
      expect(warning(board)).to.equal(null);
      expect(moves(board)).to.equal(1);
    });

    it('comes again after the page kept the game, and at once when a shortened wait is nearly over', async () => {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board variant="hoyito-2" speed="instant" idle="2"></hoyito-board>`,
      );
      expect(board.play('c')).to.equal(true);
      // The page keeps the game once: the next wait warns before its end too.
      board.addEventListener('hoyito-idle', (event) => event.preventDefault(), { once: true });
      await oneEvent(board, 'hoyito-idle');
      await board.updateComplete;
      expect(warning(board)).to.equal(null);
      await until(() => warning(board) !== null, 'the warning before the next end', 2500);
      await nextChange(board);
      expect(moves(board)).to.equal(0);

      // A wait of 10 s cut to 4 after 3: 1 s left, inside the warning's time, said at once.
      expect(board.play('c')).to.equal(true);
      board.setAttribute('idle', '10');
      await board.updateComplete;
      await sleep(3000);
      expect(warning(board)).to.equal(null);
      board.setAttribute('idle', '4');
      await until(() => warning(board) !== null, 'the warning, at once', 500);
      expect(words(warning(board))).to.match(/in 1 second a new game starts/);
    });

    it('says what each mode will do, in the board’s language, and goes when idle does', async () => {
      const replay = await fixture<HoyitoBoard>(
        html`<hoyito-board mode="replay" lang="es" speed="instant" idle="2" record=${'[Variant "hoyito-2"]\n\nc C d'}></hoyito-board>`,
      );
      button(replay, 'Jugada siguiente').click();
      await until(() => warning(replay) !== null, 'the replay’s warning shows', 2500);
      expect(words(warning(replay))).to.equal(
        'Hace un rato que nadie toca el tablero: en 1 segundo la reproducción vuelve al principio. Sigo aquí',
      );
      // Kept from the keyboard, the focus goes to the board itself, not to First position,
      // whose reflex press would do what the reader just declined.
      const keep = button(replay, 'Sigo aquí');
      keep.focus();
      keep.click();
      await until(
        () => replay.shadowRoot?.activeElement?.getAttribute('part') === 'board',
        'the focus on the board',
      );
      await until(() => warning(replay) !== null, 'the replay’s warning again', 2500);
      replay.removeAttribute('idle');
      await replay.updateComplete;
      expect(warning(replay)).to.equal(null);

      const setup = await fixture<HoyitoBoard>(
        html`<hoyito-board mode="setup" position="h2/1.2.3/3.2.1/4-4/s" idle="2"></hoyito-board>`,
      );
      setup.shadowRoot?.querySelector<HTMLElement>('[data-hole="0"]')?.click();
      await until(() => warning(setup) !== null, 'the setup’s warning shows', 2500);
      expect(words(warning(setup))).to.equal(
        "Nobody has touched the board for a while: in 1 second the setup starts again from its position. I'm still here",
      );
      setup.setAttribute('mode', 'play');
      await setup.updateComplete;
      expect(warning(setup)).to.equal(null);
    });

    it('goes with the board when it leaves the page, and the wait counts afresh on its return', async () => {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board variant="hoyito-2" speed="instant" idle="2"></hoyito-board>`,
      );
      const parent = board.parentElement as HTMLElement;
      expect(board.play('c')).to.equal(true);
      await until(() => warning(board) !== null, 'the warning shows', 2000);
      board.remove();
      await board.updateComplete;
      expect(warning(board), 'gone with the board').to.equal(null);
      // Away for longer than the wait: nothing happens to a game off the page.
      await sleep(2300);
      parent.append(board);
      const backAt = performance.now();
      await board.updateComplete;
      expect(warning(board), 'not back with the board').to.equal(null);
      expect(moves(board)).to.equal(1);
      await until(() => warning(board) !== null, 'the warning of the fresh wait', 2000);
      expect(performance.now() - backAt).to.be.at.least(950);
      const changedAt = await nextChange(board);
      expect(changedAt - backAt).to.be.at.least(1950);
      expect(moves(board)).to.equal(0);
    });

    it('never shows before a wait of a second, too short to warn of', async () => {
      const board = await fixture<HoyitoBoard>(
        html`<hoyito-board variant="hoyito-2" speed="instant" idle="1"></hoyito-board>`,
      );
      expect(board.play('c')).to.equal(true);
      let seen = false;
      const observer = new MutationObserver(() => {
        seen ||= warning(board) !== null;
      });
      observer.observe(board.shadowRoot as ShadowRoot, { childList: true, subtree: true });
      await nextChange(board);
      observer.disconnect();
      expect(seen).to.equal(false);
    });
  });
});

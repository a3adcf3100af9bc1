// Run in a page of its own (as every test file is): it counts the page's frame callbacks.
import { expect, spend } from '../../test/helpers.ts';
import { FRAME_BUDGET_MS } from './budget.ts';
import { type AnimationEnd, FramePlayer } from './player.ts';

/**
 * A player that records the frames it was told to show and how it ended. A frame that falls due
 * while an earlier one is still waiting for the screen is skipped, so the frames shown depend on
 * the machine's frame rate: tests check their order, not each one.
 */
function recorded(): { player: FramePlayer; shown: number[]; ends: AnimationEnd[] } {
  const shown: number[] = [];
  const ends: AnimationEnd[] = [];
  const player = made(
    (i) => shown.push(i),
    (how) => ends.push(how),
  );
  return { player, shown, ends };
}

/** Every player a test made, cancelled after it so that a failed test leaves none ticking. */
const players: FramePlayer[] = [];

function made(show: (index: number) => void, done: (how: AnimationEnd) => void): FramePlayer {
  const player = new FramePlayer(show, done);
  players.push(player);
  return player;
}

describe('FramePlayer', () => {
  const nativeRaf = window.requestAnimationFrame;
  const nativeCaf = window.cancelAnimationFrame;
  /** Frame callbacks the players registered, by the frame they ran in; and those still pending. */
  let perFrame: Map<number, number>;
  let pending: Set<number>;
  /** The time of the frame whose callbacks are running. */
  let frameNow = 0;

  /** Waits `n` frames on the browser's own requestAnimationFrame, not counted. */
  const frames = async (n: number) => {
    for (let i = 0; i < n; i++) await new Promise((resolve) => nativeRaf(resolve));
  };

  beforeEach(() => {
    perFrame = new Map();
    pending = new Set();
    window.requestAnimationFrame = (callback) => {
      const id = nativeRaf((now) => {
        pending.delete(id);
        perFrame.set(now, (perFrame.get(now) ?? 0) + 1);
        frameNow = now;
        callback(now);
      });
      pending.add(id);
      return id;
    };
    window.cancelAnimationFrame = (id) => {
      pending.delete(id);
      nativeCaf(id);
    };
  });

  afterEach(() => {
    for (const player of players.splice(0)) player.cancel();
    window.requestAnimationFrame = nativeRaf;
    window.cancelAnimationFrame = nativeCaf;
  });

  it('ticks every animation of the page from one frame callback, and leaves none when all end', async () => {
    const five = Array.from({ length: 5 }, recorded);
    // 1 ms a step: every animation frame has a step due, and all end within a few frames.
    for (const p of five) p.player.start(40, 1);
    await frames(12);
    for (const p of five) {
      expect(p.shown[0]).to.equal(0);
      expect(p.shown.at(-1)).to.equal(39);
      expect(p.shown.length, 'frames shown').to.be.greaterThan(2);
      expect(p.shown).to.deep.equal([...p.shown].sort((a, b) => a - b));
      expect(p.ends).to.deep.equal(['played']);
    }
    expect(Math.max(...perFrame.values())).to.equal(1);
    expect(pending.size, 'frame callbacks still pending').to.equal(0);
  });

  it('leaves the steps past the frame budget to the next frame, where they go first', async () => {
    // Six boards whose every step costs 1 ms of script: together, 6 ms in one frame.
    const shownIn = new Map<number, number[]>();
    const six = Array.from({ length: 6 }, (_, board) =>
      made(
        (index) => {
          if (index === 0) return; // shown by start(), outside any frame
          shownIn.set(frameNow, [...(shownIn.get(frameNow) ?? []), board]);
          spend(1);
        },
        () => {},
      ),
    );
    for (const player of six) player.start(4, 1);
    await frames(20);
    for (const player of six) expect(player.running).to.equal(false);
    const perFrameShown = [...shownIn.entries()].sort(([a], [b]) => a - b).map(([, b]) => b);
    // Steps of 1 ms fit the budget a few at a time (the next one is started only if, costing
    // what the last did, it fits), and one always runs.
    for (const boards of perFrameShown)
      expect(boards.length).to.be.within(1, Math.max(1, Math.floor(FRAME_BUDGET_MS)));
    const [first, second] = perFrameShown;
    const waiting = [0, 1, 2, 3, 4, 5].filter((board) => !first.includes(board));
    expect(waiting.length).to.be.greaterThan(0);
    expect(second.slice(0, waiting.length)).to.have.members(
      waiting.slice(0, Math.min(waiting.length, second.length)),
    );
    expect(pending.size, 'frame callbacks still pending').to.equal(0);
  });

  it('keeps the others going when one is cancelled, paused or skipped mid-way', async () => {
    const [cancelled, paused, skipped, running] = Array.from({ length: 4 }, recorded);
    for (const p of [cancelled, paused, skipped, running]) p.player.start(1000, 1);
    await frames(2);
    cancelled.player.cancel();
    paused.player.pause();
    skipped.player.skip();
    const pausedAt = paused.player.index;
    await frames(3);
    expect(cancelled.ends).to.deep.equal([]);
    expect(paused.player.index).to.equal(pausedAt);
    expect(skipped.ends).to.deep.equal(['skipped']);
    expect(running.player.running).to.equal(true);
    expect(running.player.index).to.be.greaterThan(pausedAt);
    paused.player.resume();
    await frames(2);
    expect(paused.player.index).to.be.greaterThan(pausedAt);
    paused.player.cancel();
    running.player.cancel();
    await frames(1);
    expect(pending.size, 'frame callbacks still pending').to.equal(0);
  });

  it('plays an animation begun when another ends, from the same callback', async () => {
    const second = recorded();
    const first = made(
      () => {},
      () => second.player.start(3, 1),
    );
    first.start(2, 1);
    await frames(10);
    expect(second.shown[0]).to.equal(0);
    expect(second.shown.at(-1)).to.equal(2);
    expect(second.ends).to.deep.equal(['played']);
    expect(Math.max(...perFrame.values())).to.equal(1);
    expect(pending.size, 'frame callbacks still pending').to.equal(0);
  });

  it('reports a tick that throws and keeps the others going', async () => {
    const boom = new Error('a board failed to paint');
    const reported: unknown[] = [];
    // Mocha fails a test on an uncaught error: this one is expected, and caught here.
    const onerror = window.onerror;
    window.onerror = (_message, _source, _line, _column, error) => {
      reported.push(error);
      return true;
    };
    try {
      let throws = true;
      const failing = made(
        (i) => {
          if (i > 0 && throws) {
            throws = false;
            throw boom;
          }
        },
        () => {},
      );
      const other = recorded();
      failing.start(40, 1);
      other.player.start(40, 1);
      await frames(12);
      expect(reported).to.deep.equal([boom]);
      expect(other.shown.at(-1)).to.equal(39);
      expect(other.ends).to.deep.equal(['played']);
      failing.cancel();
      await frames(1);
      expect(pending.size, 'frame callbacks still pending').to.equal(0);
    } finally {
      window.onerror = onerror;
    }
  });

  it('lets a tick stop another animation of the same frame before its turn', async () => {
    const victim = recorded();
    const killer = made(
      () => victim.player.cancel(),
      () => {},
    );
    // Started first, the killer ticks first in each frame: the victim never shows a frame of
    // its own after the one shown at its start.
    killer.start(3, 1);
    victim.player.start(3, 1);
    await frames(8);
    expect(victim.shown).to.deep.equal([0]);
    expect(victim.ends).to.deep.equal([]);
    expect(pending.size, 'frame callbacks still pending').to.equal(0);
  });
});

// Run in a page of its own: it counts frame callbacks and observers, so other tests' boards
// must not be around.
import { expect, nextFrames } from '../../test/helpers.ts';
import type { HoyitoBoard } from '../index.ts';
import '../index.ts';

/**
 * Counts the observers of a kind (MutationObserver, ResizeObserver) that observe something and
 * have not been disconnected, from now until `restore()`.
 */
function countObserving(kind: typeof MutationObserver | typeof ResizeObserver) {
  const { observe, disconnect } = kind.prototype;
  const observed = new WeakSet<object>();
  let observing = 0;
  kind.prototype.observe = function (this: object, ...args: unknown[]) {
    if (!observed.has(this)) {
      observed.add(this);
      observing++;
    }
    return (observe as (...a: unknown[]) => void).apply(this, args);
  };
  kind.prototype.disconnect = function (this: object) {
    if (observed.has(this)) {
      observed.delete(this);
      observing--;
    }
    return disconnect.apply(this as never);
  };
  return {
    get observing() {
      return observing;
    },
    restore() {
      kind.prototype.observe = observe as never;
      kind.prototype.disconnect = disconnect;
    },
  };
}

/**
 * Counts the callbacks of a scheduler (requestAnimationFrame, setTimeout) that have neither run
 * nor been cancelled, from now until `restore()`.
 */
function countPending(
  schedule: 'requestAnimationFrame' | 'setTimeout',
  cancel: 'cancelAnimationFrame' | 'clearTimeout',
) {
  const pending = new Set<number>();
  const target = window as unknown as Record<string, (...args: unknown[]) => unknown>;
  const set = target[schedule];
  const clear = target[cancel];
  target[schedule] = (callback: unknown, ...rest: unknown[]) => {
    const id = set.call(
      window,
      (...args: unknown[]) => {
        pending.delete(id);
        (callback as (...a: unknown[]) => void)(...args);
      },
      ...rest,
    ) as number;
    pending.add(id);
    return id;
  };
  target[cancel] = (id: unknown) => {
    if (typeof id === 'number') pending.delete(id);
    clear.call(window, id);
  };
  return {
    pending,
    restore() {
      target[schedule] = set;
      target[cancel] = clear;
    },
  };
}

describe('<hoyito-board> leaves nothing behind', () => {
  it('after 1,000 attach/detach cycles, mid-animation, no frame callback or observer is left', async () => {
    const frames = countPending('requestAnimationFrame', 'cancelAnimationFrame');
    const mutations = countObserving(MutationObserver);
    try {
      const host = document.createElement('div');
      document.body.append(host);
      const board = document.createElement('hoyito-board') as HoyitoBoard;
      board.setAttribute('speed', 'slow');
      for (let i = 0; i < 1000; i++) {
        host.append(board);
        if (i % 100 === 0) {
          await board.updateComplete;
          board.play(board.legalMoves[0] ?? 0);
        }
        board.remove();
      }
      await nextFrames(2);
      expect(frames.pending.size, 'frame callbacks still pending').to.equal(0);
      expect(mutations.observing, 'mutation observers still observing').to.equal(0);
      host.remove();
    } finally {
      frames.restore();
      mutations.restore();
    }
  });

  it('after 1,000 attach/detach cycles with its timers running, no timer or observer is left', async () => {
    const resizes = countObserving(ResizeObserver);
    let timers: ReturnType<typeof countPending> | undefined;
    try {
      const host = document.createElement('div');
      document.body.append(host);
      // Each board left with one of its timers running: a loop's pause after a game over, an
      // idle game's wait, a replay's auto-play, a held press on a hole.
      const boards = ['loop', 'idle', 'autoplay', 'press'].map((kind) => {
        const board = document.createElement('hoyito-board') as HoyitoBoard;
        board.setAttribute('speed', 'instant');
        if (kind === 'loop') board.setAttribute('loop', '5');
        if (kind === 'idle') board.setAttribute('idle', '5');
        if (kind === 'autoplay') {
          board.setAttribute('mode', 'replay');
          board.setAttribute('record', '[Variant "hoyito-2"]\n\nc C d');
        }
        return { kind, board };
      });
      timers = countPending('setTimeout', 'clearTimeout');
      const { pending } = timers;
      for (let i = 0; i < 1000; i++) {
        const { kind, board } = boards[i % boards.length];
        host.append(board);
        await board.updateComplete;
        if (kind === 'loop' && !board.currentPosition?.over) board.agree();
        if (kind === 'idle' && board.currentPosition?.toMove === 'south') board.play(2);
        if (kind === 'autoplay')
          [...(board.shadowRoot?.querySelectorAll('button') ?? [])]
            .find((button) => button.textContent?.trim() === 'Play')
            ?.click();
        if (kind === 'press')
          board.shadowRoot?.querySelector('[part~="hole"]')?.dispatchEvent(
            new PointerEvent('pointerdown', {
              bubbles: true,
              isPrimary: true,
              pointerType: 'touch',
            }),
          );
        await board.updateComplete;
        if (i < boards.length) expect(pending.size, `${kind}: a timer runs`).to.be.above(0);
        board.remove();
        expect([...pending].length, `${kind}: timers left`).to.equal(0);
      }
      expect(resizes.observing, 'resize observers still observing').to.equal(0);
      host.remove();
    } finally {
      timers?.restore();
      resizes.restore();
    }
  });
});

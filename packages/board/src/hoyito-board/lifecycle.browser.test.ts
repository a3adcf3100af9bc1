// Run in a page of its own: it counts frame callbacks and observers, so other tests' boards
// must not be around.
import { expect, nextFrames } from '../../test/helpers.ts';
import type { HoyitoBoard } from '../index.ts';
import '../index.ts';

describe('<hoyito-board> leaves nothing behind', () => {
  it('after 1,000 attach/detach cycles, mid-animation, no frame callback or observer is left', async () => {
    const pending = new Set<number>();
    const raf = window.requestAnimationFrame;
    const caf = window.cancelAnimationFrame;
    let observing = 0;
    const observe = MutationObserver.prototype.observe;
    const disconnect = MutationObserver.prototype.disconnect;
    window.requestAnimationFrame = (cb) => {
      const id = raf((t) => {
        pending.delete(id);
        cb(t);
      });
      pending.add(id);
      return id;
    };
    window.cancelAnimationFrame = (id) => {
      pending.delete(id);
      caf(id);
    };
    const observed = new WeakSet<MutationObserver>();
    MutationObserver.prototype.observe = function (
      this: MutationObserver,
      ...args: Parameters<MutationObserver['observe']>
    ) {
      if (!observed.has(this)) {
        observed.add(this);
        observing++;
      }
      return observe.apply(this, args);
    };
    MutationObserver.prototype.disconnect = function (this: MutationObserver) {
      if (observed.has(this)) {
        observed.delete(this);
        observing--;
      }
      return disconnect.apply(this);
    };
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
      expect(pending.size, 'frame callbacks still pending').to.equal(0);
      expect(observing, 'mutation observers still observing').to.equal(0);
      host.remove();
    } finally {
      window.requestAnimationFrame = raf;
      window.cancelAnimationFrame = caf;
      MutationObserver.prototype.observe = observe;
      MutationObserver.prototype.disconnect = disconnect;
    }
  });
});

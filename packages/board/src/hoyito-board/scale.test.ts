import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BoardScaleController,
  boardTextScale,
  MAX_TEXT_SCALE,
  SCALE_HOLD_PX,
  TEXT_SCALE_FROM_EM,
} from './scale.ts';

describe('boardTextScale', () => {
  it.each([
    // width, font size, factor
    [280, 16, 1],
    [960, 16, 1],
    [1007, 16, 1],
    [1008, 16, 1.05],
    [1100, 16, 1.1],
    [1104, 16, 1.15],
    [1920, 16, 2],
    [2400, 16, 2.5],
    [3839, 16, 3.95],
    [3840, 16, 4],
    [7680, 16, 4],
    [1920, 32, 1],
    [2880, 32, 1.5],
    [1200, 10, 2],
  ])('%d px wide at %d px: %d', (width, font, factor) => {
    expect(boardTextScale(width, font)).toBe(factor);
  });

  it.each([
    [0, 16],
    [-100, 16],
    [Number.NaN, 16],
    [Number.POSITIVE_INFINITY, 16],
    [2000, 0],
    [2000, Number.NaN],
    [2000, -16],
  ])('an unusable measure (%d px at %d px) gives 1', (width, font) => {
    expect(boardTextScale(width, font)).toBe(1);
  });

  it('never goes past its largest factor, and starts growing where it says', () => {
    expect(boardTextScale(1e9, 16)).toBe(MAX_TEXT_SCALE);
    expect(boardTextScale(TEXT_SCALE_FROM_EM * 16, 16)).toBe(1);
    expect(boardTextScale(TEXT_SCALE_FROM_EM * 16 * 1.05, 16)).toBe(1.05);
  });
});

describe('BoardScaleController', () => {
  /** A ResizeObserver driven by hand: `report(width, drawnWidth)` delivers one observation. */
  function harness() {
    let callback: ResizeObserverCallback = () => {};
    let observed: Element | null = null;
    let drawnWidth = 0;
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(cb: ResizeObserverCallback) {
          callback = cb;
        }
        observe(target: Element) {
          observed = target;
        }
        unobserve() {
          observed = null;
        }
        disconnect() {
          observed = null;
        }
      },
    );
    vi.stubGlobal('getComputedStyle', () => ({ fontSize: '16px' }));
    vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      if (id > 0) frames[id - 1] = () => {};
    });
    const changes: number[] = [];
    const host = {
      isConnected: true,
      addController: () => {},
      requestUpdate: () => {},
    } as unknown as ConstructorParameters<typeof BoardScaleController>[0];
    const controller = new BoardScaleController(host, () => changes.push(controller.scale));
    // The probe's width as laid out after a change of scale (the page's scrollbar may move it).
    const probe = { getBoundingClientRect: () => ({ width: drawnWidth }) } as unknown as Element;
    controller.watch(probe);
    const report = (width: number, after = width) => {
      drawnWidth = after;
      if (observed === null) throw new Error('not observing');
      callback(
        [{ target: observed, contentBoxSize: [{ inlineSize: width }] } as never],
        {} as ResizeObserver,
      );
    };
    const nextFrame = () => {
      for (const f of frames.splice(0)) f(0);
    };
    return { controller, changes, report, nextFrame };
  }

  afterEach(() => vi.unstubAllGlobals());

  it('takes a wide board’s scale at once, and gives it up once the board narrows', () => {
    const { controller, changes, report } = harness();
    report(1920);
    expect(controller.scale).toBe(2);
    report(1200);
    expect(controller.scale).toBe(1.25);
    report(800);
    expect(changes).toEqual([2, 1.25, 1]);
  });

  it('holds its scale when the board narrows by less than a scrollbar’s width', () => {
    const { controller, report } = harness();
    report(1013);
    expect(controller.scale).toBe(1.05);
    // A scrollbar came (15 px): 998 px alone would be 1, which would shorten the board and take
    // the scrollbar away again.
    report(998);
    expect(controller.scale).toBe(1.05);
    report(1013 - SCALE_HOLD_PX);
    expect(controller.scale).toBe(1);
  });

  it('puts the scale back and takes it in the next frame when it moves the page’s scrollbar', () => {
    const { controller, changes, report, nextFrame } = harness();
    // Scaled, the board is laid out 15 px narrower: the page's scrollbar came with its height.
    report(1013, 998);
    expect(changes).toEqual([1.05, 1]);
    expect(controller.scale).toBe(1);
    nextFrame();
    expect(controller.scale).toBe(1.05);
    // The next frame reports the narrower width in the ordinary way: the scale holds.
    report(998);
    expect(changes).toEqual([1.05, 1, 1.05]);
  });
});

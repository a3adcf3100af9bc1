/**
 * The board's picture grows with the board. Its holes take the board's width, so on a kiosk's
 * wide screen they are hundreds of pixels across, while the text drawn with them (each hole's
 * count and label, the stores) would stay at the page's font size, a speck in a hole read from
 * across a room. Beyond `TEXT_SCALE_FROM_EM` of the board's own font size in width, that text,
 * with the board's padding and gaps and the holes' edges, grows in proportion, up to
 * `MAX_TEXT_SCALE` times. The status line, controls and narration are the page's text and keep
 * its size.
 *
 * The width is read with a ResizeObserver rather than a container query: making each board a
 * size container doubled the layout time of a page of 30 boards (see the stylesheet's .board).
 * Nothing here touches the DOM until the host connects, so the module imports in Node.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Board widths, in its own font size, up to which the picture's text keeps that size (960 px at 16 px). */
export const TEXT_SCALE_FROM_EM = 60;
/** The largest factor: four times at 3,840 px, a 4K screen's width, at a 16 px font. */
export const MAX_TEXT_SCALE = 4;
/** Factors are rounded to this step, so that resizing a window redraws the board now and then, not at every pixel. */
export const TEXT_SCALE_STEP = 0.05;

/**
 * The factor by which a board `width` px wide, whose font size is `fontSize` px, enlarges its
 * picture's text: 1 up to `TEXT_SCALE_FROM_EM` font sizes wide, then in proportion to the
 * width, rounded down to a `TEXT_SCALE_STEP`, at most `MAX_TEXT_SCALE`. Unusable measures (a
 * board not laid out, a font size of 0) give 1.
 */
export function boardTextScale(width: number, fontSize: number): number {
  if (!(width > 0) || !(fontSize > 0) || !Number.isFinite(width / fontSize)) return 1;
  const factor = width / (TEXT_SCALE_FROM_EM * fontSize);
  if (factor <= 1) return 1;
  // A whole number of steps, computed on integers so that 1.15 does not come out as 1.1499….
  const steps = Math.floor(factor / TEXT_SCALE_STEP + 1e-9);
  return Math.min(MAX_TEXT_SCALE, (steps * Math.round(TEXT_SCALE_STEP * 100)) / 100);
}

/**
 * A narrowing of the board by less than this (px) never lowers its scale: a page's scrollbar,
 * which a taller board brings, takes 15–17 px, and would otherwise lower the scale, shorten the
 * board, take the scrollbar away and raise the scale again, frame after frame.
 */
export const SCALE_HOLD_PX = 32;

/**
 * Keeps `scale` to the board's width (see `boardTextScale`) and calls `onChange` when it changes.
 * It watches a probe, an element of the board's full width and no height, rather than the board
 * itself: a new scale changes the board's height, and a change to an observed size made in the
 * observer's own callback is one the browser cannot deliver in that frame (it reports
 * "ResizeObserver loop completed with undelivered notifications" to the page). The probe's size
 * does not change with the scale, so `onChange` applies it at once, before the frame is painted,
 * and a wide board appears at its scale. Unless the new height brings or takes away the page's
 * scrollbar, which changes the probe's width too: then the scale is put back and changed in the
 * next frame, whose layout reports the new width in the ordinary way.
 */
export class BoardScaleController implements ReactiveController {
  /** The factor the board draws with. */
  scale = 1;
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #onChange: () => void;
  readonly #onWidth: () => void;
  /** The board's width, as last observed (0 before the first observation). */
  width = 0;
  #observer: ResizeObserver | null = null;
  #probe: Element | null = null;
  /** The width the scale was last chosen for. */
  #chosenAt = 0;
  #frame = 0;

  /**
   * `onChange` runs when the scale changes; `onWidth`, after every observation of the width
   * (read from `width`), for what else depends on it.
   */
  constructor(
    host: ReactiveControllerHost & HTMLElement,
    onChange: () => void,
    onWidth: () => void = () => {},
  ) {
    this.#host = host;
    this.#onChange = onChange;
    this.#onWidth = onWidth;
    host.addController(this);
  }

  /** Watches `probe` (null: nothing) for the board's width. */
  watch(probe: Element | null): void {
    if (probe === this.#probe) return;
    if (this.#probe !== null) this.#observer?.unobserve(this.#probe);
    this.#probe = probe;
    if (probe !== null && this.#host.isConnected) this.#observe(probe);
  }

  hostConnected(): void {
    if (this.#probe !== null) this.#observe(this.#probe);
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#observer = null;
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }

  /** The scale for a board `width` px wide, held against a narrowing of less than SCALE_HOLD_PX. */
  #scaleFor(width: number): number {
    // Only a board wide enough to grow at any font size someone reads (8 px and up) looks up its
    // font size: a page of small boards asks for no style at all.
    const scale =
      width > TEXT_SCALE_FROM_EM * 8
        ? boardTextScale(width, Number.parseFloat(getComputedStyle(this.#host).fontSize))
        : 1;
    const held = scale < this.scale && width > this.#chosenAt - SCALE_HOLD_PX;
    return held ? this.scale : scale;
  }

  #set(scale: number, width: number): void {
    this.scale = scale;
    this.#chosenAt = width;
    this.#onChange();
  }

  #observe(probe: Element): void {
    if (typeof ResizeObserver === 'undefined') return;
    this.#observer ??= new ResizeObserver((entries) => {
      const entry = entries.at(-1);
      if (entry === undefined) return;
      const width = entry.contentBoxSize?.[0]?.inlineSize ?? entry.contentRect.width;
      this.width = width;
      this.#onWidth();
      const scale = this.#scaleFor(width);
      if (scale === this.scale) return;
      cancelAnimationFrame(this.#frame);
      this.#frame = 0;
      const before = { scale: this.scale, width: this.#chosenAt };
      this.#set(scale, width);
      // Did the new height move the page's scrollbar, and with it this board's width?
      if (Math.abs(entry.target.getBoundingClientRect().width - width) < 0.5) return;
      this.#set(before.scale, before.width);
      this.#frame = requestAnimationFrame(() => {
        this.#frame = 0;
        this.#set(scale, width);
      });
    });
    this.#observer.observe(probe);
  }
}

import { describe, expect, it } from 'vitest';
import { boardTextScale, MAX_TEXT_SCALE, TEXT_SCALE_FROM_EM } from './scale.ts';

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

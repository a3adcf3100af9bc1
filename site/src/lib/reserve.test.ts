import { describe, expect, it } from 'vitest';
// The board's own vocabulary (a pure module, no DOM): the reservation must follow it.
import {
  DEFAULT_CONTROLS as BOARD_DEFAULTS,
  CONTROLS,
} from '../../../packages/board/src/state/config.ts';
import { BUTTONS, controlRows, DEFAULT_CONTROLS } from './reserve.ts';

describe('controlRows', () => {
  it("knows every control the board has, and the board's default ones", () => {
    expect(Object.keys(BUTTONS).sort()).toEqual([...CONTROLS].sort());
    expect(DEFAULT_CONTROLS).toEqual([...BOARD_DEFAULTS]);
  });

  it.each([
    // The animation's buttons are in play and replay mode only.
    [{ controls: 'animation' }, { wide: 2, narrow: 3, phone: 3 }],
    [
      { controls: 'animation', mode: 'replay' },
      { wide: 3, narrow: 6, phone: 7 },
    ],
    [
      { controls: 'animation', mode: 'diagram' },
      { wide: 0, narrow: 0, phone: 0 },
    ],
    [
      { controls: 'animation', mode: 'setup' },
      { wide: 3, narrow: 6, phone: 8 },
    ],
    [{ controls: 'undo' }, { wide: 1, narrow: 1, phone: 1 }],
    [{ controls: 'none' }, { wide: 0, narrow: 0, phone: 0 }],
    [{}, { wide: 3, narrow: 6, phone: 8 }],
  ] as const)('%o: %o', (attributes, rows) => {
    expect(controlRows(attributes)).toEqual(rows);
  });
});

import { HoyitoBoard } from './hoyito-board/hoyito-board.ts';

export * from './events.ts';
export type { Player, Players } from './players.ts';
export { CONFIG_ERROR_CODES, type ConfigErrorCode } from './state/config.ts';
export { HoyitoBoard };

// Defining the element is the one side effect of this entry; guarded so that importing it in Node
// or during server rendering (no customElements) does nothing.
if (typeof customElements !== 'undefined' && !customElements.get('hoyito-board')) {
  customElements.define('hoyito-board', HoyitoBoard);
}

declare global {
  interface HTMLElementTagNameMap {
    'hoyito-board': HoyitoBoard;
  }
}

// What the play, replay and diagram pages share: their board, a field marked for what it
// refused, and a link that brings a game back.

/** The part of `<hoyito-board>`'s API these pages use. */
export interface BoardElement extends HTMLElement {
  readonly gameRecord: string | null;
  /** In a match: the records of its games so far, the current one last; else null. */
  readonly matchRecords: string[] | null;
  loadMatch(records: readonly string[], rounds: number): boolean;
  /** A record or a position instead of the game on show; false, that game kept, if refused. */
  load(text: string): boolean;
  /** The error in the board's place; null while it shows a game. */
  readonly error: { readonly attribute: string; readonly localizedMessage: string } | null;
  readonly updateComplete: Promise<boolean>;
  readonly currentPosition: { readonly variant: string; readonly holes: number } | null;
  newGame(options?: { variant?: string; holes?: number }): void;
  /**
   * The position shown as a standalone SVG file, in the wide or narrow layout or the one on show;
   * null while the board shows an error.
   */
  toSVG(options?: { layout?: 'wide' | 'narrow' | 'shown' }): string | null;
}

/** Marks a field as holding what the board refused (`aria-invalid`), or no longer. */
export function markInvalid(field: Element, invalid: boolean): void {
  if (invalid) field.setAttribute('aria-invalid', 'true');
  else field.removeAttribute('aria-invalid');
}

export function boardIn(frameId: string): BoardElement {
  const board = document.querySelector(`#${frameId} hoyito-board`);
  if (board === null) throw new Error(`#${frameId} has no <hoyito-board>`);
  return board as BoardElement;
}

/**
 * Runs `load` (the board's `load()` or `loadMatch()`): null when it loaded, else why not, in the
 * board's words and language (the `hoyito-error` it fires as it refuses; empty if none came).
 */
export function refusalOf(board: BoardElement, load: () => boolean): string | null {
  let refusal = '';
  const heard = (event: Event) => {
    refusal = (event as CustomEvent<{ localizedMessage: string }>).detail.localizedMessage;
  };
  board.addEventListener('hoyito-error', heard, { once: true });
  try {
    return load() ? null : refusal;
  } finally {
    board.removeEventListener('hoyito-error', heard);
  }
}

/**
 * Shows `url` in the link field and the address bar, so either can be copied; the copy button
 * puts it on the clipboard and says so.
 */
export function showLink(input: HTMLInputElement, url: URL): void {
  input.value = url.href;
  history.replaceState(null, '', url.href);
}

export function wireCopy(button: HTMLButtonElement, input: HTMLInputElement, status: HTMLElement) {
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(input.value);
      status.textContent = button.dataset.copied ?? '';
    } catch {
      // No clipboard permission (an iframe, an old browser): select the text for Ctrl+C instead.
      input.select();
    }
  });
}

/**
 * Painting over Lit: an animation step changes a few text nodes and attributes of a board that
 * Lit rendered, straight in the DOM, without a render of the whole board. Lit compares new
 * values with the ones it committed, not with the DOM, so whatever was painted must be put back
 * before Lit renders again; the painter remembers the committed values and restores them.
 */

/** What an animation step writes into: each hole's button, pile and count, the stores, the status. */
export interface PaintNodes {
  readonly holes: readonly { button: Element; seeds: Element; count: Text }[];
  readonly stores: readonly { store: Element; text: Text }[];
  readonly status: Text;
}

/**
 * The nodes a board's animation steps paint into, from its rendered shadow root; null when the
 * render does not have them all (another mode, an error in the board's place).
 */
export function findPaintNodes(root: ShadowRoot, holes: number): PaintNodes | null {
  const buttons: { button: Element; seeds: Element; count: Text }[] = [];
  for (const button of root.querySelectorAll('[data-hole]')) {
    const h = Number(button.getAttribute('data-hole'));
    const count = lastText(button.querySelector('.count'));
    const seeds = button.querySelector('.seeds');
    if (!(h >= 0 && h < 2 * holes) || !seeds || count === null) return null;
    buttons[h] = { button, seeds, count };
  }
  if (buttons.length !== 2 * holes || buttons.includes(undefined as never)) return null;
  const stores: { store: Element; text: Text }[] = [];
  for (const side of ['south', 'north'] as const) {
    const store = root.querySelector(`.store[part~="${side}"]`);
    const text = lastText(store);
    if (store === null || text === null) return null;
    stores.push({ store, text });
  }
  // While a move is sown the status line's captions sit in a span hidden from screen readers.
  const line = root.querySelector('.status');
  const status = lastText(line?.querySelector('[aria-hidden="true"]') ?? line);
  if (status === null) return null;
  return { holes: buttons, stores, status };
}

export class Painter {
  readonly #text = new Map<Text, string>();
  readonly #attributes = new Map<Element, Map<string, string | null>>();

  text(node: Text, value: string): void {
    if (!this.#text.has(node)) this.#text.set(node, node.data);
    if (node.data !== value) node.data = value;
  }

  attribute(element: Element, name: string, value: string): void {
    let originals = this.#attributes.get(element);
    if (originals === undefined) {
      originals = new Map();
      this.#attributes.set(element, originals);
    }
    if (!originals.has(name)) originals.set(name, element.getAttribute(name));
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }

  /** Puts back every committed value, so that the DOM is Lit's again. */
  restore(): void {
    for (const [node, data] of this.#text) node.data = data;
    for (const [element, originals] of this.#attributes) {
      for (const [name, value] of originals) {
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
    }
    this.#text.clear();
    this.#attributes.clear();
  }
}

/** The text a Lit binding put in `element` (its last text node), or null. */
function lastText(element: Element | null | undefined): Text | null {
  for (let node = element?.lastChild; node; node = node.previousSibling)
    if (node instanceof Text) return node;
  return null;
}

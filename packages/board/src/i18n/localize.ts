/**
 * `LocalizeController`: picks the board's language the way HTML does — the element's own `lang`,
 * else the nearest ancestor's (crossing shadow roots), else the document's — and keeps it current.
 * Only English and Spanish are available, in any regional form (`es-DO`, `en-GB`); a language
 * the board does not have gives way to the nearest one above it that it has (a board marked
 * `lang="fr"` on a Spanish page speaks Spanish), else English.
 *
 * Nothing here touches the DOM until the host connects, so the module imports in Node.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { en } from './en.ts';
import { es } from './es.ts';
import { DEFAULT_LOCALE, type Locale, type Messages, matchLocale } from './messages.ts';

export const MESSAGES: Readonly<Record<Locale, Messages>> = { en, es };

export const messagesFor = (locale: Locale): Messages => MESSAGES[locale];

/** Where the language came from. */
export type LocaleSource = 'host' | 'ancestor' | 'document' | 'default';

export interface ResolvedLocale {
  readonly locale: Locale;
  /** The `lang` value that decided, as written (`'es-DO'`), or null when none was found. */
  readonly tag: string | null;
  readonly source: LocaleSource;
  /**
   * False when the `lang` that applies names a language the board does not have: `locale` is
   * then the nearest supported `lang` above it, else English.
   */
  readonly supported: boolean;
}

/** The part of an element the resolution reads; a real `HTMLElement` has all of it. */
export interface LangElement {
  getAttribute(name: string): string | null;
  readonly parentElement: LangElement | null;
  getRootNode(): unknown;
}

/** The element whose non-empty `lang` applies to `element`, itself excluded, crossing shadow roots. */
function langAncestor(element: LangElement): LangElement | null {
  let node: LangElement | null = parentOf(element);
  while (node !== null) {
    if (hasLang(node)) return node;
    node = parentOf(node);
  }
  return null;
}

function parentOf(element: LangElement): LangElement | null {
  if (element.parentElement !== null) return element.parentElement;
  // The top of a shadow tree: go on from its host.
  const root = element.getRootNode() as { host?: LangElement } | null;
  return root !== null && typeof root === 'object' && root.host ? root.host : null;
}

// An empty lang (lang="") is read as "not said here" and the search goes on.
const hasLang = (element: LangElement): boolean =>
  (element.getAttribute('lang') ?? '').trim() !== '';

/** The document's root element, if there is a document (not in Node). */
function documentElement(): LangElement | null {
  return typeof document === 'undefined' ? null : (document.documentElement as LangElement | null);
}

/**
 * Every element whose `lang` may speak for `element`, nearest first: itself, its ancestors with a
 * `lang` (crossing shadow roots), then the document element when it is not among them (the
 * element is not in the document's tree).
 */
function* langElements(
  element: LangElement,
): Generator<{ readonly node: LangElement; readonly source: LocaleSource }> {
  const root = documentElement();
  if (hasLang(element)) yield { node: element, source: 'host' };
  let reachedRoot = element === root;
  for (let node = langAncestor(element); node !== null; node = langAncestor(node)) {
    reachedRoot ||= node === root;
    yield { node, source: node === root ? 'document' : 'ancestor' };
  }
  if (!reachedRoot && root !== null && hasLang(root)) yield { node: root, source: 'document' };
}

/**
 * The locale for `element`: its `lang`, else the nearest ancestor's, else the document's, else
 * English. The first `lang` found decides; if it is not English or Spanish, the nearest `lang`
 * above it that is decides the locale instead, else English.
 */
export function resolveLocale(element: LangElement): ResolvedLocale {
  // The first `lang` found decides what applies; the first the board has, what it speaks.
  let first: { readonly node: LangElement; readonly source: LocaleSource } | null = null;
  let locale: Locale | null = null;
  for (const found of langElements(element)) {
    first ??= found;
    locale = matchLocale(found.node.getAttribute('lang') ?? '');
    if (locale !== null) break;
  }
  const tag = first?.node.getAttribute('lang') ?? null;
  return {
    locale: locale ?? DEFAULT_LOCALE,
    tag,
    source: first?.source ?? 'default',
    supported: tag === null || matchLocale(tag) !== null,
  };
}

type Host = ReactiveControllerHost & LangElement;

/**
 * Keeps `host` in its language. Watches the `lang` attribute of the host, of each of its ancestors
 * (crossing shadow roots: any of them may come to decide, a page's container given a `lang` after
 * the board is on the page) and of the document element; when the resolved locale changes it asks
 * the host to update. The ancestors are those of the host's place on the page, which a move
 * elsewhere changes by disconnecting and connecting it again. The locale is also re-read before
 * every update of the host.
 *
 * ```ts
 * class HoyitoBoard extends LitElement {
 *   #i18n = new LocalizeController(this);
 *   render() { return html`<button>${this.#i18n.messages.controls.undo}</button>`; }
 * }
 * ```
 */
export class LocalizeController implements ReactiveController {
  readonly host: Host;
  #resolved: ResolvedLocale | null = null;
  #observer: MutationObserver | null = null;

  constructor(host: Host) {
    this.host = host;
    host.addController(this);
  }

  get locale(): Locale {
    return this.resolved.locale;
  }

  get messages(): Messages {
    return MESSAGES[this.locale];
  }

  /** The whole resolution: which `lang` decided, from where, and whether it is supported. */
  get resolved(): ResolvedLocale {
    this.#resolved ??= resolveLocale(this.host);
    return this.#resolved;
  }

  hostConnected(): void {
    this.#resolved = resolveLocale(this.host);
    if (typeof MutationObserver === 'undefined') return;
    this.#observer ??= new MutationObserver(() => this.#changed());
    this.#observer.disconnect();
    const root = documentElement();
    for (let node: LangElement | null = this.host; node !== null; node = parentOf(node))
      this.#observer.observe(node as unknown as Node, { attributeFilter: ['lang'] });
    if (root !== null)
      this.#observer.observe(root as unknown as Node, { attributeFilter: ['lang'] });
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
  }

  hostUpdate(): void {
    // No update is requested: this one is about to render with the locale just read.
    this.#resolved = resolveLocale(this.host);
  }

  #changed(): void {
    const before = this.#resolved;
    const after = resolveLocale(this.host);
    this.#resolved = after;
    if (before === null || before.locale !== after.locale || before.tag !== after.tag) {
      this.host.requestUpdate();
    }
  }
}

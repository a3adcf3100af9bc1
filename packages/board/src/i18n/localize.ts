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
 * The locale for `element`: its `lang`, else the nearest ancestor's, else the document's, else
 * English. The first `lang` found decides; if it is not English or Spanish, the nearest `lang`
 * above it that is decides the locale instead, else English.
 */
export function resolveLocale(element: LangElement): ResolvedLocale {
  return resolve(element).resolved;
}

/** The resolution, and the ancestor whose `lang` applies (to watch it). */
function resolve(element: LangElement): { resolved: ResolvedLocale; ancestor: LangElement | null } {
  const ancestor = langAncestor(element);
  let tag: string | null = null;
  let source: LocaleSource = 'default';
  if (hasLang(element)) {
    tag = element.getAttribute('lang');
    source = 'host';
  } else if (ancestor !== null) {
    tag = ancestor.getAttribute('lang');
    source = ancestor === documentElement() ? 'document' : 'ancestor';
  } else {
    // The document element, when the element is not in the document's tree.
    const root = documentElement();
    if (root !== null && root !== element && hasLang(root)) {
      tag = root.getAttribute('lang');
      source = 'document';
    }
  }
  const locale = tag === null ? DEFAULT_LOCALE : matchLocale(tag);
  const resolved: ResolvedLocale = {
    locale: locale ?? supportedAbove(source === 'host' ? element : ancestor) ?? DEFAULT_LOCALE,
    tag,
    source,
    supported: locale !== null,
  };
  return { resolved, ancestor };
}

/** The locale of the nearest `lang` above `element` that the board has, crossing shadow roots. */
function supportedAbove(element: LangElement | null): Locale | null {
  let node = element === null ? null : langAncestor(element);
  while (node !== null) {
    const locale = matchLocale(node.getAttribute('lang') ?? '');
    if (locale !== null) return locale;
    node = langAncestor(node);
  }
  // The document element, when the element is not in the document's tree.
  const root = documentElement();
  if (element !== null && root !== null && root !== element && hasLang(root))
    return matchLocale(root.getAttribute('lang') ?? '');
  return null;
}

type Host = ReactiveControllerHost & LangElement;

/**
 * Keeps `host` in its language. Watches the `lang` attribute of the host, of the ancestor whose
 * `lang` applies, and of the document element; when the resolved locale changes it asks the host
 * to update. The locale is also re-read before every update of the host, which catches changes
 * elsewhere (an element moved to another subtree).
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
  /** The ancestor whose `lang` is watched (besides the host's and the document's). */
  #ancestor: LangElement | null = null;

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
    if (typeof MutationObserver !== 'undefined') {
      this.#observer ??= new MutationObserver(() => this.#changed());
    }
    this.#read(true);
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#observer = null;
    this.#ancestor = null;
  }

  hostUpdate(): void {
    // No update is requested: this one is about to render with the locale just read.
    this.#read(false);
  }

  #changed(): void {
    const before = this.#resolved;
    const after = this.#read(false);
    if (before === null || before.locale !== after.locale || before.tag !== after.tag) {
      this.host.requestUpdate();
    }
  }

  /** Re-reads the locale; (re)observes when the ancestor to watch is another one, or `always`. */
  #read(always: boolean): ResolvedLocale {
    const { resolved, ancestor } = resolve(this.host);
    this.#resolved = resolved;
    const observer = this.#observer;
    if (observer !== null && (always || ancestor !== this.#ancestor)) {
      observer.disconnect();
      const targets = new Set<LangElement>([this.host]);
      if (ancestor !== null) targets.add(ancestor);
      const root = documentElement();
      if (root !== null) targets.add(root);
      for (const target of targets) {
        observer.observe(target as unknown as Node, {
          attributes: true,
          attributeFilter: ['lang'],
        });
      }
    }
    this.#ancestor = ancestor;
    return resolved;
  }
}

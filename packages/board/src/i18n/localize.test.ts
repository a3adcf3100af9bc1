/**
 * `LocalizeController` in Node, on a minimal fake DOM: elements with attributes, parents and
 * shadow roots, a document element, and a MutationObserver that reports `lang` changes at once.
 * The element's browser tests cover the real DOM.
 */
import type { ReactiveController } from 'lit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalizeController, resolveLocale } from './localize.ts';

const observers = new Set<FakeObserver>();

class FakeObserver {
  readonly targets = new Set<FakeElement>();
  readonly #callback: () => void;
  constructor(callback: () => void) {
    this.#callback = callback;
  }
  observe(target: FakeElement, options: { attributeFilter?: string[] }): void {
    expect(options.attributeFilter).toEqual(['lang']);
    this.targets.add(target);
    observers.add(this);
  }
  disconnect(): void {
    this.targets.clear();
    observers.delete(this);
  }
  notify(target: FakeElement): void {
    if (this.targets.has(target)) this.#callback();
  }
}

class FakeElement {
  parentElement: FakeElement | null = null;
  /** Set on the top element of a shadow tree: the shadow root's host. */
  shadowHost: FakeElement | null = null;
  readonly #attributes = new Map<string, string>();

  constructor(lang?: string) {
    if (lang !== undefined) this.#attributes.set('lang', lang);
  }

  getAttribute(name: string): string | null {
    return this.#attributes.get(name) ?? null;
  }

  setAttribute(name: string, value: string): void {
    this.#attributes.set(name, value);
    for (const o of [...observers]) o.notify(this);
  }

  removeAttribute(name: string): void {
    this.#attributes.delete(name);
    for (const o of [...observers]) o.notify(this);
  }

  getRootNode(): unknown {
    let top: FakeElement = this;
    while (top.parentElement !== null) top = top.parentElement;
    return top.shadowHost === null ? top : { host: top.shadowHost };
  }

  append(child: FakeElement): FakeElement {
    child.parentElement = this;
    return child;
  }
}

class FakeHost extends FakeElement {
  readonly controllers: ReactiveController[] = [];
  updates = 0;
  readonly updateComplete = Promise.resolve(true);
  addController(controller: ReactiveController): void {
    this.controllers.push(controller);
  }
  removeController(controller: ReactiveController): void {
    this.controllers.splice(this.controllers.indexOf(controller), 1);
  }
  requestUpdate(): void {
    this.updates++;
  }
}

describe('without a DOM (Node)', () => {
  it('resolves to English with nothing to read, and connects without observing', () => {
    expect(typeof document).toBe('undefined');
    const host = new FakeHost();
    const controller = new LocalizeController(host);
    expect(host.controllers).toEqual([controller]);
    controller.hostConnected();
    expect(controller.locale).toBe('en');
    expect(controller.resolved).toEqual({
      locale: 'en',
      tag: null,
      source: 'default',
      supported: true,
    });
    controller.hostDisconnected();
  });

  it('reads the host’s own lang', () => {
    const host = new FakeHost('es-DO');
    const controller = new LocalizeController(host);
    expect(controller.locale).toBe('es');
    expect(controller.messages.sides.south).toBe('Sur');
  });
});

describe('with a document', () => {
  let html: FakeElement;
  let body: FakeElement;

  beforeEach(() => {
    html = new FakeElement('en');
    body = html.append(new FakeElement());
    vi.stubGlobal('document', { documentElement: html });
    vi.stubGlobal('MutationObserver', FakeObserver);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    observers.clear();
  });

  it('host, then nearest ancestor, then document, then English', () => {
    const section = body.append(new FakeElement('es'));
    const div = section.append(new FakeElement());
    const host = div.append(new FakeHost('en-GB')) as FakeHost;
    expect(resolveLocale(host)).toEqual({
      locale: 'en',
      tag: 'en-GB',
      source: 'host',
      supported: true,
    });
    host.removeAttribute('lang');
    expect(resolveLocale(host)).toEqual({
      locale: 'es',
      tag: 'es',
      source: 'ancestor',
      supported: true,
    });
    section.removeAttribute('lang');
    html.setAttribute('lang', 'es-419');
    expect(resolveLocale(host)).toMatchObject({ locale: 'es', source: 'document' });
    html.removeAttribute('lang');
    expect(resolveLocale(host)).toMatchObject({ locale: 'en', tag: null, source: 'default' });
  });

  it('an unsupported language gives way to the nearest supported one above, else English', () => {
    const section = body.append(new FakeElement('es'));
    const host = section.append(new FakeHost('fr-CA')) as FakeHost;
    expect(resolveLocale(host)).toEqual({
      locale: 'es',
      tag: 'fr-CA',
      source: 'host',
      supported: false,
    });
    // Past an unsupported ancestor too.
    const quote = section.append(new FakeElement('de'));
    const inner = quote.append(new FakeHost()) as FakeHost;
    expect(resolveLocale(inner)).toEqual({
      locale: 'es',
      tag: 'de',
      source: 'ancestor',
      supported: false,
    });
    // No supported language anywhere: English.
    section.setAttribute('lang', 'fr');
    html.setAttribute('lang', 'it');
    expect(resolveLocale(host)).toMatchObject({ locale: 'en', tag: 'fr-CA', supported: false });
    html.setAttribute('lang', 'es-DO');
    expect(resolveLocale(host)).toMatchObject({ locale: 'es', tag: 'fr-CA', supported: false });
    section.setAttribute('lang', 'es');
    // An empty lang says nothing: the search goes on upwards.
    host.setAttribute('lang', '');
    expect(resolveLocale(host)).toMatchObject({ locale: 'es', source: 'ancestor' });
  });

  it('crosses shadow roots', () => {
    html.setAttribute('lang', 'en');
    const outer = body.append(new FakeElement('es-DO'));
    const shadowTop = new FakeElement();
    shadowTop.shadowHost = outer;
    const host = shadowTop.append(new FakeHost()) as FakeHost;
    expect(resolveLocale(host)).toMatchObject({ locale: 'es', tag: 'es-DO', source: 'ancestor' });
  });

  it('follows lang changes of the document, the ancestor and the host, then lets go', () => {
    html.setAttribute('lang', 'en');
    const section = body.append(new FakeElement());
    const host = section.append(new FakeHost()) as FakeHost;
    const controller = new LocalizeController(host);
    controller.hostConnected();
    expect(controller.locale).toBe('en');
    expect(observers.size).toBe(1);

    html.setAttribute('lang', 'es');
    expect(controller.locale).toBe('es');
    expect(controller.messages.controls.undo).toBe('Deshacer');
    expect(host.updates).toBe(1);

    // Same locale, same tag: no update.
    html.setAttribute('lang', 'es');
    expect(host.updates).toBe(1);

    // An ancestor that had no lang is watched too: given one, it is seen at once (a page's
    // container translated after the board arrived).
    section.setAttribute('lang', 'en-US');
    expect(controller.locale).toBe('en');
    expect(host.updates).toBe(2);
    html.setAttribute('lang', 'es-DO');
    expect(controller.locale).toBe('en');
    section.setAttribute('lang', 'es-MX');
    expect(controller.locale).toBe('es');
    expect(host.updates).toBe(3);

    host.setAttribute('lang', 'en');
    expect(controller.locale).toBe('en');
    expect(host.updates).toBe(4);

    controller.hostDisconnected();
    expect(observers.size).toBe(0);
    host.setAttribute('lang', 'es');
    expect(host.updates).toBe(4);

    // Reconnected: observing again, and reading the current state.
    controller.hostConnected();
    expect(controller.locale).toBe('es');
    expect(observers.size).toBe(1);
    controller.hostDisconnected();
    expect(observers.size).toBe(0);
  });
});

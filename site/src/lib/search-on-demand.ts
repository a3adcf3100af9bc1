/**
 * Stands in for `@pagefind/default-ui` wherever Starlight imports it (see astro.config.mjs).
 *
 * Starlight builds Pagefind's search UI on every page as soon as the browser is idle: 27 KB of
 * script, gzipped, fetched by every reader whether they search or not, on a classroom's shared
 * connection or a phone's data plan, and more than a quarter of a page's script budget. Here the
 * real UI is fetched when a reader reaches for the search button (points at it, focuses it or
 * touches it) or opens the search, and built when the search dialog first opens.
 */
type Options = { readonly element: string } & Record<string, unknown>;
type RealUi = typeof import('@pagefind/default-ui/npm_dist/mjs/ui-core.mjs');

let loading: Promise<RealUi> | undefined;

/** Fetches the real UI once; a failed fetch (the reader offline) is tried again next time. */
export function loadSearchUi(): Promise<RealUi> {
  loading ??= import('@pagefind/default-ui/npm_dist/mjs/ui-core.mjs').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export class PagefindUI {
  constructor(options: Options) {
    const host = document.querySelector(options.element);
    const dialog = host?.closest('dialog');
    if (!host || !dialog) {
      // Not Starlight's dialog: nothing to wait for.
      build(options).catch((error: unknown) =>
        console.error('The search could not be loaded:', error),
      );
      return;
    }
    // What the reader types into the open dialog before its search box exists (Ctrl+K, then the
    // word at once) is kept for the box, not lost.
    let typed = '';
    const keep = (event: Event): void => {
      const { key, ctrlKey, metaKey, altKey } = event as KeyboardEvent;
      if (key.length === 1 && !ctrlKey && !metaKey && !altKey) typed += key;
      else if (key === 'Backspace') typed = typed.slice(0, -1);
    };
    dialog.addEventListener('keydown', keep);
    const whenOpen = (): void => {
      if (!dialog.open) return;
      opened.disconnect();
      build(options, host, () => {
        dialog.removeEventListener('keydown', keep);
        return typed;
      }).catch((error: unknown) => {
        console.error('The search could not be loaded:', error);
        // The next opening tries again, with what is typed then.
        typed = '';
        opened.observe(dialog, { attributes: true, attributeFilter: ['open'] });
      });
    };
    const opened = new MutationObserver(whenOpen);
    opened.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    whenOpen();
    const button = document.querySelector('button[data-open-modal]');
    for (const type of ['pointerenter', 'focus', 'touchstart'])
      button?.addEventListener(type, () => void loadSearchUi().catch(() => {}), {
        once: true,
        passive: true,
      });
  }
}

async function build(options: Options, host?: Element, typed = () => ''): Promise<void> {
  const { PagefindUI: Real } = await loadSearchUi();
  new Real(options);
  const input = host?.querySelector('input');
  const words = typed();
  if (input && words !== '') {
    input.value = words;
    // As if typed there: Pagefind searches on its box's input events.
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  // Starlight focused the search box on opening, before there was one.
  if (host?.closest('dialog')?.open) input?.focus();
}

/** The one export of Pagefind's search UI the site uses (the package has no types of its own). */
declare module '@pagefind/default-ui/npm_dist/mjs/ui-core.mjs' {
  export class PagefindUI {
    constructor(options: Record<string, unknown>);
  }
}

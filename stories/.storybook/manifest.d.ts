/** The board's custom elements manifest (manifest/custom-elements.json), aliased in main.ts. */
declare module 'virtual:hoyito-manifest' {
  const manifest: {
    readonly modules: readonly {
      readonly declarations?: readonly { readonly tagName?: string }[];
    }[];
  };
  export default manifest;
}

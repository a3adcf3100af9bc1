// Config of @custom-elements-manifest/analyzer, run by `pnpm run build`
// (`custom-elements-manifest analyze --litelement --config custom-elements-manifest.config.mjs`)
// and by test/manifest.test.ts. It writes custom-elements.json next to package.json, whose
// "customElements" field points at it; the manifest is generated, not committed.

/**
 * The effective defaults of the element's attributes. Its properties start as null (an attribute
 * not given), so the analyzer would list `null` as every default; a field's `@default` JSDoc
 * tag says what the board does then, and wins over the initial value here. Collected in the
 * analyze phase, by class and field name, and written in the link phase, to the field and to
 * its attribute.
 */
const jsdocDefaults = new Map();
const hoyitoDefaults = {
  name: 'hoyito-defaults',
  analyzePhase({ ts, node }) {
    if (!ts.isPropertyDeclaration(node) || !ts.isClassDeclaration(node.parent)) return;
    const tag = ts.getJSDocTags(node).find((t) => t.tagName.text === 'default');
    if (tag === undefined) return;
    const text =
      typeof tag.comment === 'string' ? tag.comment : ts.getTextOfJSDocComment(tag.comment);
    jsdocDefaults.set(`${node.parent.name?.text}.${node.name.getText()}`, text.trim());
  },
  packageLinkPhase({ customElementsManifest }) {
    for (const module of customElementsManifest.modules ?? []) {
      for (const declaration of module.declarations ?? []) {
        for (const member of declaration.members ?? []) {
          const value = jsdocDefaults.get(`${declaration.name}.${member.name}`);
          if (value !== undefined) member.default = value;
        }
        for (const attribute of declaration.attributes ?? []) {
          const value = jsdocDefaults.get(`${declaration.name}.${attribute.fieldName}`);
          if (value !== undefined) attribute.default = value;
        }
      }
    }
  },
};

/**
 * Corrects two guesses of the analyzer (0.11) about the element:
 * - Lit's internal reactive state (`static properties = { _name: { state: true } }`) has no
 *   attribute, but the analyzer lists one for it: `_`-named attributes are dropped and
 *   `_`-named fields become private.
 * - Besides the events of the JSDoc (`@event name - description`) it lists the ones it infers
 *   from `dispatchEvent(new SomeEvent(arg))`, naming them after `arg` or not at all. When the
 *   JSDoc declares events, the inferred ones (those without a description) are dropped.
 */
const hoyitoCleanup = {
  name: 'hoyito-cleanup',
  packageLinkPhase({ customElementsManifest }) {
    for (const module of customElementsManifest.modules ?? []) {
      for (const declaration of module.declarations ?? []) {
        if (!declaration.customElement) continue;
        if (declaration.attributes) {
          declaration.attributes = declaration.attributes.filter((a) => !a.name.startsWith('_'));
        }
        for (const member of declaration.members ?? []) {
          if (!member.name.startsWith('_')) continue;
          member.privacy = 'private';
          delete member.attribute;
          delete member.reflects;
        }
        const events = declaration.events ?? [];
        if (events.some((event) => event.description)) {
          declaration.events = events.filter((event) => event.name && event.description);
        }
      }
    }
  },
};

export default {
  // src/index.ts is where customElements.define() gives the class its tag name.
  globs: ['src/hoyito-board/**/*.ts', 'src/index.ts'],
  exclude: ['src/**/*.test.ts', 'src/**/*.browser.test.ts'],
  outdir: '.',
  litelement: true,
  // package.json already has "customElements"; do not let the analyzer rewrite the file.
  packagejson: false,
  // No manifests of dependencies: lit and the engine declare no custom elements.
  dependencies: false,
  plugins: [hoyitoDefaults, hoyitoCleanup],
};

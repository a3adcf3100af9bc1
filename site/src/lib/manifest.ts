/**
 * The reference of `<hoyito-board>` read from its custom elements manifest
 * (packages/board/custom-elements.json, written by the board's build from the element's JSDoc),
 * so the site's tables cannot drift from the element.
 */

interface Described {
  name: string;
  description?: string;
}
interface Typed extends Described {
  type?: { text: string };
  default?: string;
}
interface Parameter extends Typed {
  optional?: boolean;
}
interface Member extends Typed {
  kind: 'field' | 'method';
  privacy?: string;
  static?: boolean;
  readonly?: boolean;
  attribute?: string;
  parameters?: Parameter[];
  return?: { type?: { text: string } };
}
interface Declaration {
  kind: string;
  name: string;
  tagName?: string;
  customElement?: boolean;
  summary?: string;
  attributes?: (Typed & { fieldName?: string })[];
  members?: Member[];
  events?: (Described & { type?: { text: string } })[];
  slots?: Described[];
  cssParts?: Described[];
  cssProperties?: (Described & { syntax?: string; default?: string })[];
}
export interface Manifest {
  modules: { path: string; declarations?: Declaration[] }[];
}

export interface ElementReference {
  tagName: string;
  summary: string;
  attributes: {
    name: string;
    property: string;
    type: string;
    default: string;
    description: string;
  }[];
  properties: {
    name: string;
    attribute: string;
    type: string;
    readonly: boolean;
    description: string;
  }[];
  methods: { name: string; signature: string; description: string }[];
  events: { name: string; description: string }[];
  slots: { name: string; description: string }[];
  parts: { name: string; description: string }[];
  cssProperties: { name: string; description: string }[];
}

const isPublic = (m: Member) =>
  !m.static &&
  (m.privacy ?? 'public') === 'public' &&
  !m.name.startsWith('#') &&
  !m.name.startsWith('_');

export function elementReference(manifest: Manifest, tagName: string): ElementReference {
  const element = manifest.modules
    .flatMap((m) => m.declarations ?? [])
    .find((d) => d.customElement && d.tagName === tagName);
  if (element === undefined) throw new Error(`The manifest declares no <${tagName}>.`);
  const members = (element.members ?? []).filter(isPublic);
  return {
    tagName,
    summary: element.summary ?? '',
    attributes: (element.attributes ?? []).map((a) => ({
      name: a.name,
      property: a.fieldName ?? '',
      type: a.type?.text ?? '',
      default: a.default ?? '',
      description: a.description ?? '',
    })),
    properties: members
      .filter((m) => m.kind === 'field')
      .map((m) => ({
        name: m.name,
        attribute: m.attribute ?? '',
        type: m.type?.text ?? '',
        readonly: m.readonly === true,
        description: m.description ?? '',
      })),
    methods: members
      .filter((m) => m.kind === 'method')
      .map((m) => ({
        name: m.name,
        signature: methodSignature(m),
        description: m.description ?? '',
      })),
    events: (element.events ?? []).map((e) => ({ name: e.name, description: e.description ?? '' })),
    slots: (element.slots ?? []).map((s) => ({ name: s.name, description: s.description ?? '' })),
    parts: (element.cssParts ?? []).map((p) => ({
      name: p.name,
      description: p.description ?? '',
    })),
    cssProperties: (element.cssProperties ?? []).map((p) => ({
      name: p.name,
      description: p.description ?? '',
    })),
  };
}

/** The tables of the reference whose rows carry a description, in the order the page shows them. */
export const DESCRIBED_TABLES = [
  'attributes',
  'properties',
  'methods',
  'events',
  'slots',
  'parts',
  'cssProperties',
] as const;
export type DescribedTable = (typeof DESCRIBED_TABLES)[number];

/**
 * The reference in a page's language: each row's `description` translated, or, where the
 * translations have none, left in English with `fallback` set (for the page to mark as English).
 */
export type LocalizedReference = Omit<ElementReference, DescribedTable> & {
  [T in DescribedTable]: (ElementReference[T][number] & { fallback: boolean })[];
};

/**
 * One description in a page's language: its translation, or the English itself with `fallback`
 * set when `translations` (English to the page's language) has none. `null` translations are the
 * page in the source's own language, English: nothing to translate, nothing to flag; nor is there
 * for an empty description.
 */
export function localizeDescription(
  english: string,
  translations: ReadonlyMap<string, string> | null,
): { text: string; fallback: boolean } {
  if (translations === null || english === '') return { text: english, fallback: false };
  const translated = translations.get(english);
  return translated === undefined
    ? { text: english, fallback: true }
    : { text: translated, fallback: false };
}

/** The reference with each description in the language of `translations` (see localizeDescription). */
export function localizeReference(
  ref: ElementReference,
  translations: ReadonlyMap<string, string> | null,
): LocalizedReference {
  const localize = <Row extends { description: string }>(rows: Row[]) =>
    rows.map((row) => {
      const { text, fallback } = localizeDescription(row.description, translations);
      return { ...row, description: text, fallback };
    });
  const tables = Object.fromEntries(DESCRIBED_TABLES.map((table) => [table, localize(ref[table])]));
  return { ...ref, ...tables } as LocalizedReference;
}

/**
 * What a translation of the reference lacks and what it holds for nothing: `missing`, each row
 * (its table and name) whose English description the translations do not have (new, or changed
 * since it was translated); `unused`, each English key that no description of the reference has
 * (a stale translation, of a description changed or gone).
 */
export function translationGaps(
  ref: ElementReference,
  translations: ReadonlyMap<string, string>,
): {
  missing: { table: DescribedTable; name: string; english: string }[];
  unused: string[];
} {
  const rows = DESCRIBED_TABLES.flatMap((table) =>
    ref[table].map((row) => ({ table, name: row.name, english: row.description })),
  );
  const described = new Set(rows.map((row) => row.english));
  return {
    missing: rows.filter((row) => row.english !== '' && !translations.has(row.english)),
    unused: [...translations.keys()].filter((english) => !described.has(english)),
  };
}

/**
 * How an attribute's default is shown: as code when it is a value the attribute takes (`6`,
 * `south`, `null`: a number, a keyword, or a value its description writes as code), else as
 * words (`page`, `one game`: what the board does when the attribute is left out), which a page
 * says in its own language.
 */
export function defaultKind(attribute: { default: string; description: string }): 'code' | 'words' {
  const value = attribute.default;
  if (/^(null|true|false|-?\d+(\.\d+)?)$/.test(value)) return 'code';
  // A code span is one value, or a list of them (`undo new-game agree …`).
  const codes = [...attribute.description.matchAll(/`([^`]+)`/g)].flatMap((m) => [
    m[1],
    ...m[1].split(/\s+/),
  ]);
  return codes.includes(value) ? 'code' : 'words';
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** A JSDoc description as HTML: escaped, with `code spans` kept as code. */
export function describeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c).replace(/`([^`]+)`/g, '<code>$1</code>');
}

/**
 * A method as TypeScript would declare it: `newGame(options?: {…}): void`. A parameter with a
 * default value, or marked optional, may be left out, and says so with `?`.
 */
export function methodSignature(method: Pick<Member, 'name' | 'parameters' | 'return'>): string {
  const parameters = (method.parameters ?? []).map((p) => {
    const optional = p.optional === true || p.default !== undefined ? '?' : '';
    return `${p.name}${optional}${p.type ? `: ${p.type.text}` : ''}`;
  });
  const returns = method.return?.type ? `: ${method.return.type.text}` : '';
  return `${method.name}(${parameters.join(', ')})${returns}`;
}

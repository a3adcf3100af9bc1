/**
 * The URL parameters of /embed/: which become attributes of the board, and the checks the board
 * cannot make itself (a parameter it has never heard of, a repeated one, a bad `narration`).
 */
export const EMBED_PARAMETERS = [
  'variant',
  'holes',
  'seeds',
  'position',
  'record',
  'mode',
  'lang',
  'orientation',
  'highlight',
  'narration',
  'controls',
  'first',
  'speed',
  'south-player',
  'north-player',
  'think-ms',
  'rounds',
  'loop',
  'idle',
  'scheme',
] as const;

export type EmbedParameter = (typeof EMBED_PARAMETERS)[number];

export type EmbedProblem =
  | { kind: 'unknown'; name: string }
  | { kind: 'repeated'; name: string }
  | { kind: 'narration'; value: string }
  | { kind: 'scheme'; value: string }
  | { kind: 'overridden'; name: string; by: 'position' | 'record' };

/** What a `position` or a `record` sets by itself: given beside one, these say nothing. */
const SET_BY_START = ['variant', 'holes', 'seeds', 'first'] as const;
/** A record sets the position too: the board plays a record and passes over a position beside it. */
const SET_BY_RECORD = ['position', ...SET_BY_START] as const;

const ON = ['', 'on', '1', 'true', 'yes'];
const OFF = ['off', '0', 'false', 'no'];

/** The page's light or dark: the reader's system setting unless `scheme` says which. */
export const SCHEMES = ['light', 'dark'] as const;
export type Scheme = (typeof SCHEMES)[number];

export function readEmbedParams(search: URLSearchParams): {
  attributes: Record<string, string | true>;
  problems: EmbedProblem[];
  scheme: Scheme | null;
} {
  const attributes: Record<string, string | true> = {};
  let scheme: Scheme | null = null;
  const problems: EmbedProblem[] = [];
  const seen = new Set<string>();
  for (const [name, value] of search) {
    if (!(EMBED_PARAMETERS as readonly string[]).includes(name)) {
      problems.push({ kind: 'unknown', name });
      continue;
    }
    if (seen.has(name)) {
      problems.push({ kind: 'repeated', name });
      continue;
    }
    seen.add(name);
    if (name === 'narration') {
      const v = value.trim().toLowerCase();
      if (ON.includes(v)) attributes.narration = true;
      else if (!OFF.includes(v)) problems.push({ kind: 'narration', value });
    } else if (name === 'scheme') {
      // The page's, not the board's: the board takes its light or dark from the page around it.
      const v = value.trim().toLowerCase();
      if ((SCHEMES as readonly string[]).includes(v)) scheme = v as Scheme;
      else problems.push({ kind: 'scheme', value });
    } else {
      attributes[name] = value;
    }
  }
  // The board plays the position or record as written; a parameter it would silently pass over
  // is named, so that whoever wrote the link knows which one counts, and is left out: the board
  // would otherwise still check it, and refuse to draw over a value it was never to use.
  // An empty one is none to the board, which goes on to the next (`if (this.record) … else if
  // (this.position)`): so here too, or a position the board plays would be left out.
  const by = attributes.record ? 'record' : attributes.position ? 'position' : null;
  if (by !== null)
    for (const name of by === 'record' ? SET_BY_RECORD : SET_BY_START)
      if (name in attributes) {
        problems.push({ kind: 'overridden', name, by });
        delete attributes[name];
      }
  return { attributes, problems, scheme };
}

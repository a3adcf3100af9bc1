/**
 * Runs conformance cases (format `hoyito-conformance/1`, see test/conformance/README.md) against
 * the engine, and reports the engine's own outcome for each.
 */
import { Game } from './game.ts';
import { createPosition, type Position, show } from './position.ts';
import type { Move } from './types.ts';

/** A position in the conformance format. */
export interface JsonPosition {
  variant: string;
  holes: number;
  board: number[];
  captured: [number, number];
  toMove: 'south' | 'north' | null;
  round: number;
  previousWinner: 'south' | 'north' | 'draw' | null;
  over: boolean;
  winner: 'south' | 'north' | 'draw' | null;
}

export function toJsonPosition(p: Position): JsonPosition {
  return {
    variant: p.variant,
    holes: p.holes,
    board: [...p.board],
    captured: [p.captured[0], p.captured[1]],
    toMove: p.toMove,
    round: p.round,
    previousWinner: p.previousWinner,
    over: p.over,
    winner: p.winner,
  };
}

/** What the engine makes of a case. */
export type Outcome =
  | { readonly position: JsonPosition }
  | { readonly endless: true; readonly cycleLength: number }
  | { readonly moves: number[] }
  | { readonly error: string };

export interface CaseReport {
  readonly id: string;
  readonly outcome: Outcome;
  /** Null when the case has no `expect` or matches it; else what differed. */
  readonly failure: string | null;
}

const COMPARED = ['board', 'captured', 'toMove', 'over', 'winner'] as const;

/**
 * The fields the format gives a case, its `start` and its `expect`, which the runner reads, and a
 * position's: the format's, with the engine's own fields of a setup (`createPosition` reads those
 * too) in a case's position; in an expected one, the format's, of which COMPARED are compared.
 */
const POSITION_FIELDS = [
  'variant',
  'holes',
  'board',
  'captured',
  'toMove',
  'round',
  'previousWinner',
  'over',
  'winner',
] as const;
const FORMAT_FIELDS = {
  case: ['id', 'kind', 'position', 'move', 'moves', 'start', 'expect'],
  position: [...POSITION_FIELDS, 'endReason', 'noCapture', 'rules'],
  start: ['variant', 'holes', 'seeds', 'first', 'round', 'previousWinner'],
  expect: ['position', 'endless', 'moves'],
  'expect.position': POSITION_FIELDS,
} as const;

export function runCase(raw: unknown, index: number): CaseReport {
  const c = (raw ?? {}) as Record<string, unknown>;
  const id = typeof c.id === 'string' ? c.id : `#${index}`;
  const outcome = outcomeOf(c);
  const expect = c.expect;
  if (expect === undefined) return { id, outcome, failure: null };
  // A case file is outside input: an expect that is not an object is the case's fault, said so.
  if (expect === null || typeof expect !== 'object' || Array.isArray(expect))
    return { id, outcome, failure: `the case's expect must be an object; got ${show(expect)}` };
  return { id, outcome, failure: compare(outcome, expect as Record<string, unknown>) };
}

/**
 * A case as the conformance command checks it. One without `expect` fails, saying what the engine
 * made of it: `runCase` leaves such a case unjudged (for --print), and counted as passed it would
 * pass having checked nothing, as a `null` in the list of cases or a misspelt `expected` would.
 */
export function checkCase(raw: unknown, index: number): CaseReport {
  const report = runCase(raw, index);
  if (((raw ?? {}) as Record<string, unknown>).expect !== undefined) return report;
  return {
    ...report,
    failure: `the case has no expect, so nothing was checked; the engine's outcome: ${describe(report.outcome)}`,
  };
}

function outcomeOf(c: Record<string, unknown>): Outcome {
  switch (c.kind) {
    case 'play': {
      const p = createPosition(c.position);
      if (!p.ok) return { error: `position: ${p.error.message}` };
      const played = p.value.play(c.move as Move);
      if (played.ok) return { position: toJsonPosition(played.value.position) };
      if (played.error.code === 'endless')
        return { endless: true, cycleLength: played.error.cycleLength ?? 0 };
      return { error: played.error.message };
    }
    case 'legal': {
      const p = createPosition(c.position);
      if (!p.ok) return { error: `position: ${p.error.message}` };
      return { moves: [...p.value.legalMoves()] };
    }
    case 'game': {
      if (c.start === null || typeof c.start !== 'object' || Array.isArray(c.start))
        return {
          error: `start must be an object with the variant and holes; got ${show(c.start)}`,
        };
      const start = c.start as Record<string, unknown>;
      // The format names both: a case without them is malformed, not a default game.
      if (start.variant == null || start.holes == null)
        return { error: 'start must give the variant and the holes' };
      if (c.moves !== undefined && !Array.isArray(c.moves))
        return { error: `moves must be a list of holes and "pass"; got ${show(c.moves)}` };
      const game = Game.create({
        variant: start.variant as never,
        holes: start.holes as number,
        seeds: start.seeds as number | undefined,
        first: start.first as never,
        round: start.round as number | undefined,
        previousWinner: start.previousWinner as never,
      });
      if (!game.ok) return { error: `start: ${game.error.message}` };
      const moves = Array.isArray(c.moves) ? c.moves : [];
      for (let i = 0; i < moves.length; i++) {
        const played = game.value.play(moves[i] as Move);
        if (!played.ok)
          return { error: `move ${i + 1} (${show(moves[i])}): ${played.error.message}` };
      }
      return { position: toJsonPosition(game.value.position) };
    }
    default:
      return { error: `unknown case kind ${show(c.kind)}; expected "play", "legal" or "game"` };
  }
}

function compare(outcome: Outcome, expect: Record<string, unknown>): string | null {
  if ('error' in outcome) return outcome.error;
  if (expect.endless === true) {
    return 'endless' in outcome ? null : `expected an endless move, got ${describe(outcome)}`;
  }
  if (Array.isArray(expect.moves)) {
    if (!('moves' in outcome))
      return `expected moves ${show(expect.moves)}, got ${describe(outcome)}`;
    return JSON.stringify(outcome.moves) === JSON.stringify(expect.moves)
      ? null
      : `moves: expected ${JSON.stringify(expect.moves)}, got ${JSON.stringify(outcome.moves)}`;
  }
  if (expect.position !== undefined) {
    if (!('position' in outcome)) return `expected a position, got ${describe(outcome)}`;
    if (expect.position === null || typeof expect.position !== 'object')
      return `the case's expect.position must be a position object; got ${show(expect.position)}`;
    const want = expect.position as Record<string, unknown>;
    const diffs: string[] = [];
    for (const key of COMPARED) {
      const a = JSON.stringify(outcome.position[key]);
      const b = JSON.stringify(want[key]);
      if (a !== b) diffs.push(`${key}: expected ${b}, got ${a}`);
    }
    return diffs.length === 0 ? null : diffs.join('; ');
  }
  return `the case's expect has none of position, endless, moves: ${show(expect)}`;
}

function describe(outcome: Outcome): string {
  if ('endless' in outcome) return `an endless move (cycle of ${outcome.cycleLength} laps)`;
  if ('moves' in outcome) return `moves ${JSON.stringify(outcome.moves)}`;
  if ('position' in outcome) return `position ${JSON.stringify(outcome.position.board)}`;
  return outcome.error;
}

/**
 * Reads a conformance file's text into its cases, or says why it cannot. What the runner reads
 * leniently, so that every case still runs, comes back as warnings: a file with no `format`, an
 * id given to more than one case (a failure that names it does not say which), a `game` case
 * with no `moves`, played as none (the format gives every game its moves; a forgotten field would
 * otherwise pass as a check of the start), and a field the format does not have in a case, its
 * `start` or its `expect`, which is not read (a misspelt `"seed"`, or an expectation such as a
 * cycle's length, would otherwise pass unchecked).
 */
export function parseConformanceFile(
  text: string,
): { cases: unknown[]; warnings: string[] } | { error: string } {
  const warnings: string[] = [];
  // Editors on Windows save a byte-order mark first, which JSON.parse refuses as an invisible
  // unexpected token: the file is read without it.
  const bom = text.startsWith('\uFEFF');
  if (bom) warnings.push('starts with a byte-order mark (U+FEFF); read without it');
  let data: unknown;
  try {
    data = JSON.parse(bom ? text.slice(1) : text);
  } catch (e) {
    return { error: `not JSON: ${(e as Error).message}` };
  }
  const d = data as Record<string, unknown> | null;
  if (d === null || typeof d !== 'object' || !Array.isArray(d.cases)) {
    return { error: 'expected an object {"format": "hoyito-conformance/1", "cases": [...]}' };
  }
  if (d.format !== undefined && d.format !== 'hoyito-conformance/1') {
    return {
      error: `unsupported format ${show(d.format)}; this runner reads "hoyito-conformance/1"`,
    };
  }
  if (d.format === undefined) warnings.push('no "format"; read as "hoyito-conformance/1"');
  // A file exported wrongly would otherwise pass, checking nothing.
  if (d.cases.length === 0) warnings.push('no cases: nothing is checked');
  const places = new Map<string, number[]>();
  d.cases.forEach((c, i) => {
    const { id, kind, moves, start, expect, position } = (c ?? {}) as Record<string, unknown>;
    if (typeof id === 'string') places.set(id, [...(places.get(id) ?? []), i]);
    const name = `case ${typeof id === 'string' ? show(id) : `#${i}`}`;
    if (kind === 'game' && moves === undefined)
      warnings.push(`${name}: a "game" case with no "moves"; played as no moves`);
    const expected = (expect as { position?: unknown } | null | undefined)?.position;
    for (const [where, value, known] of [
      ['', c, FORMAT_FIELDS.case],
      ['position.', position, FORMAT_FIELDS.position],
      ['start.', start, FORMAT_FIELDS.start],
      ['expect.', expect, FORMAT_FIELDS.expect],
      ['expect.position.', expected, FORMAT_FIELDS['expect.position']],
    ] as const) {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) continue;
      const unknown = Object.keys(value).filter(
        (key) => !(known as readonly string[]).includes(key),
      );
      if (unknown.length > 0)
        warnings.push(
          `${name}: ${unknown.map((key) => `"${where}${key}"`).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not in the format, so not read; it has ${known.map((key) => `"${where}${key}"`).join(', ')}`,
        );
    }
  });
  for (const [id, at] of places) {
    if (at.length < 2) continue;
    const numbers = at.map((i) => `#${i}`);
    warnings.push(
      `id ${show(id)} is given to cases ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)} (counted from #0); a line naming it does not say which`,
    );
  }
  return { cases: d.cases, warnings };
}

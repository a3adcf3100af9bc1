#!/usr/bin/env node
/**
 * `pnpm --silent diagram [--position TEXT | --variant V --holes N --seeds N] [--highlight LABEL]
 *   [--orientation south|north] [--lang en|es] [--out FILE.svg]`
 *
 * Writes an SVG picture of a position, drawn by the same code as `<hoyito-board mode="diagram">`
 * (src/diagram/diagram.ts): for wikis and printed handouts, where pages cannot run scripts.
 * Without --out the SVG goes to stdout. Bad arguments exit with status 2 and say what was wrong
 * and what is allowed.
 */
import { realpathSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  initialPosition,
  isVariant,
  type Position,
  parseHole,
  parsePosition,
  VARIANTS,
} from '@hoyito/engine';
import { diagramSvg, markMove } from '../src/diagram/diagram.ts';
import { messagesFor } from '../src/i18n/localize.ts';
import { isLocale, LOCALES } from '../src/i18n/messages.ts';

export const USAGE =
  'usage: pnpm --silent diagram [--position TEXT | --variant hoyito-1|hoyito-2|hoyito-3 --holes 3-12 --seeds 1-12] [--highlight LABEL] [--orientation south|north] [--lang en|es] [--out FILE.svg]';

const OPTIONS = [
  'position',
  'variant',
  'holes',
  'seeds',
  'highlight',
  'orientation',
  'lang',
  'out',
] as const;
type Option = (typeof OPTIONS)[number];

export type DiagramCommand =
  | { readonly ok: true; readonly svg: string; readonly out: string | null }
  | { readonly ok: false; readonly error: string };

const failure = (error: string): DiagramCommand => ({ ok: false, error });

/** Reads the arguments and draws the diagram; never throws for bad arguments. */
export function diagramCommand(args: readonly string[]): DiagramCommand {
  const given = new Map<Option, string>();
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i].replace(/^--/, '');
    if (!args[i].startsWith('--') || !(OPTIONS as readonly string[]).includes(name))
      return failure(`unknown argument "${args[i]}"; the options are --${OPTIONS.join(', --')}`);
    const value = args[i + 1];
    if (value === undefined || value.startsWith('--')) return failure(`--${name} needs a value`);
    if (given.has(name as Option)) return failure(`--${name} is given twice`);
    given.set(name as Option, value);
  }

  const lang = given.get('lang') ?? 'en';
  if (!isLocale(lang))
    return failure(`--lang "${lang}" is not allowed; use ${LOCALES.join(' or ')}`);
  const orientation = given.get('orientation') ?? 'south';
  if (orientation !== 'south' && orientation !== 'north')
    return failure(`--orientation "${orientation}" is not allowed; use south or north`);

  let position: Position;
  const text = given.get('position');
  if (text !== undefined) {
    for (const option of ['variant', 'holes', 'seeds'] as const) {
      if (given.has(option))
        return failure(`--${option} cannot be combined with --position (the position says it)`);
    }
    const parsed = parsePosition(text);
    if (!parsed.ok) return failure(`--position: ${parsed.error.message}`);
    position = parsed.value;
  } else {
    const variant = given.get('variant') ?? 'hoyito-2';
    if (!isVariant(variant))
      return failure(`--variant "${variant}" is not allowed; use one of ${VARIANTS.join(', ')}`);
    const number = (option: 'holes' | 'seeds', fallback: number) => {
      const value = given.get(option);
      return value === undefined ? fallback : /^\d+$/.test(value) ? Number(value) : Number.NaN;
    };
    const start = initialPosition({
      variant,
      holes: number('holes', 6),
      seeds: number('seeds', 4),
    });
    if (!start.ok) return failure(`--${start.error.field}: ${start.error.message}`);
    position = start.value;
  }

  let marks = null;
  const highlight = given.get('highlight');
  if (highlight !== undefined) {
    const hole = parseHole(highlight, position.holes);
    if (!hole.ok) return failure(`--highlight: ${hole.error.message}`);
    marks = markMove(position, hole.value);
    if (marks === null) {
      const why = position.checkMove(hole.value);
      return failure(
        `--highlight "${highlight}" cannot be played in this position${why.ok ? '' : `: ${why.error.message}`}`,
      );
    }
  }

  const svg = diagramSvg(position, {
    messages: messagesFor(lang),
    orientation,
    marks,
    standalone: true,
  });
  return { ok: true, svg, out: given.get('out') ?? null };
}

function main(args: readonly string[]): void {
  const result = diagramCommand(args);
  if (!result.ok) {
    process.stderr.write(`diagram: ${result.error}\n${USAGE}\n`);
    process.exit(2);
  }
  if (result.out === null) {
    process.stdout.write(`${result.svg}\n`);
    return;
  }
  try {
    writeFileSync(result.out, `${result.svg}\n`);
  } catch (error) {
    process.stderr.write(`diagram: cannot write ${result.out}: ${(error as Error).message}\n`);
    process.exit(1);
  }
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2));
}

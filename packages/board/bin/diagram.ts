#!/usr/bin/env node
/**
 * `pnpm --silent diagram [--position TEXT | --variant V --holes N --seeds N] [--highlight LABEL]
 *   [--orientation south|north] [--layout wide|narrow] [--lang en|es] [--alt] [--out FILE.svg]`
 *
 * Writes an SVG picture of a position, drawn by the same code as `<hoyito-board mode="diagram">`
 * (src/diagram/diagram.ts): for wikis and printed handouts, where pages cannot run scripts.
 * Without --out the SVG goes to stdout. With --alt, the picture's description instead: the alt
 * text to give it where it is put as an image, which does not read an SVG's own description out.
 * Bad arguments exit with status 2 and say what was wrong and what is allowed.
 */
import { realpathSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Position } from '@hoyito/engine';
import { diagramSvg, markMove } from '../src/diagram/diagram.ts';
import { uiText } from '../src/hoyito-board/text.ts';
import { afterColon } from '../src/i18n/es-words.ts';
import { messagesFor } from '../src/i18n/localize.ts';
import { isLocale, type Locale } from '../src/i18n/messages.ts';
import { whyNotPlayable } from '../src/narration/narrate.ts';
import { readConfig, readHighlight } from '../src/state/config.ts';
import { BoardModel } from '../src/state/model.ts';

const SYNOPSIS =
  'pnpm --silent diagram [--position TEXT | --variant hoyito-1|hoyito-2|hoyito-3 --holes 3-12 --seeds 1-12] [--highlight LABEL] [--orientation south|north] [--layout wide|narrow] [--lang en|es] [--alt] [--out FILE.svg]';

const OPTIONS = [
  'position',
  'variant',
  'holes',
  'seeds',
  'highlight',
  'orientation',
  'layout',
  'lang',
  'out',
] as const;
type Option = (typeof OPTIONS)[number];

/** Options without a value. */
const FLAGS = ['alt'] as const;

/**
 * The command's own sentences, in the language of `--lang`. What is wrong with a value is said by
 * the board's messages (the same words as the element's error for the same attribute).
 */
interface CommandWords {
  readonly usage: string;
  readonly unknownArgument: (argument: string, options: string) => string;
  readonly needsValue: (option: string) => string;
  readonly givenTwice: (option: string) => string;
  readonly notWithPosition: (option: string) => string;
  readonly cannotPlay: (label: string, why: string) => string;
  readonly cannotWrite: (file: string, why: string) => string;
  /** What `cannotWrite` names when the picture goes to standard output. */
  readonly standardOutput: string;
  /** Why a file could not be written, by the system's error code; else the system's words. */
  readonly writeErrors: Readonly<Record<string, string>>;
  readonly badLayout: (value: string) => string;
}

const LAYOUTS = ['wide', 'narrow'] as const;

const WORDS: Readonly<Record<Locale, CommandWords>> = {
  en: {
    usage: `usage: ${SYNOPSIS}`,
    unknownArgument: (argument, options) =>
      `unknown argument "${argument}"; the options are ${options}`,
    needsValue: (option) => `${option} needs a value`,
    givenTwice: (option) => `${option} is given twice`,
    notWithPosition: (option) =>
      `${option} cannot be combined with --position (the position says it)`,
    cannotPlay: (label, why) => `--highlight "${label}" cannot be played in this position: ${why}`,
    cannotWrite: (file, why) => `cannot write ${file}: ${why}`,
    standardOutput: 'to the standard output',
    writeErrors: {
      ENOENT: 'its folder does not exist',
      EACCES: 'permission denied',
      EPERM: 'permission denied',
      EISDIR: 'it is a folder',
      ENOSPC: 'the disk is full',
      EROFS: 'the disk is read-only',
    },
    badLayout: (value) =>
      `--layout "${value}" is not a layout; use wide (captured seeds beside the rows) or narrow (above and below them, larger text, for phones)`,
  },
  es: {
    usage: `uso: ${SYNOPSIS}`,
    unknownArgument: (argument, options) =>
      `argumento desconocido «${argument}»; las opciones son ${options}`,
    needsValue: (option) => `${option} necesita un valor`,
    givenTwice: (option) => `${option} aparece dos veces`,
    notWithPosition: (option) =>
      `${option} no se puede combinar con --position (la posición ya lo dice)`,
    cannotPlay: (label, why) =>
      `--highlight «${label}» no se puede jugar en esta posición: ${afterColon(why)}`,
    cannotWrite: (file, why) => `no se puede escribir ${file}: ${why}`,
    standardOutput: 'en la salida estándar',
    writeErrors: {
      ENOENT: 'su carpeta no existe',
      EACCES: 'permiso denegado',
      EPERM: 'permiso denegado',
      EISDIR: 'es una carpeta',
      ENOSPC: 'el disco está lleno',
      EROFS: 'el disco es de solo lectura',
    },
    badLayout: (value) =>
      `--layout «${value}» no es un diseño; usa wide (las semillas comidas al lado de las filas) o narrow (encima y debajo de ellas, con texto más grande, para teléfonos)`,
  },
};

export type DiagramCommand =
  | {
      readonly ok: true;
      readonly svg: string;
      /** The picture's description, its alt text. */
      readonly alt: string;
      /** What to write: the SVG, or with --alt the description. */
      readonly output: string;
      readonly out: string | null;
    }
  | { readonly ok: false; readonly error: string; readonly usage: string };

/** The language the command speaks: the first `--lang` value, when it is one of the board's. */
function languageOf(args: readonly string[]): Locale {
  // Case aside, as the element reads its keywords and a language tag is read.
  const value = args[args.indexOf('--lang') + 1]?.trim().toLowerCase();
  return args.includes('--lang') && isLocale(value) ? value : 'en';
}

/** Reads the arguments and draws the diagram; never throws for bad arguments. */
export function diagramCommand(args: readonly string[]): DiagramCommand {
  const lang = languageOf(args);
  const words = WORDS[lang];
  const messages = messagesFor(lang);
  const text = uiText(messages);
  const failure = (error: string): DiagramCommand => ({ ok: false, error, usage: words.usage });

  const given = new Map<Option, string>();
  const flags = new Set<string>();
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i].replace(/^--/, '');
    if (args[i].startsWith('--') && (FLAGS as readonly string[]).includes(name)) {
      if (flags.has(name)) return failure(words.givenTwice(args[i]));
      flags.add(name);
      i -= 1;
      continue;
    }
    if (!args[i].startsWith('--') || !(OPTIONS as readonly string[]).includes(name))
      return failure(words.unknownArgument(args[i], `--${[...OPTIONS, ...FLAGS].join(', --')}`));
    const value = args[i + 1];
    // An empty file name (`--out ""`, a variable left unset) names no file: without this it was
    // refused as a folder that does not exist.
    if (value === undefined || value.startsWith('--') || (name === 'out' && value.trim() === ''))
      return failure(words.needsValue(`--${name}`));
    if (given.has(name as Option)) return failure(words.givenTwice(`--${name}`));
    given.set(name as Option, value);
  }

  const langGiven = given.get('lang');
  if (langGiven !== undefined && !isLocale(langGiven.trim().toLowerCase()))
    return failure(`--lang: ${messages.errors.badLang(langGiven, ['en', 'es'])}`);

  // The element's own reading of these attributes, so that both accept and refuse the same values.
  const read = readConfig({
    variant: given.get('variant') ?? 'hoyito-2',
    holes: given.get('holes') ?? null,
    seeds: given.get('seeds') ?? null,
    first: null,
    mode: 'diagram',
    orientation: given.get('orientation') ?? null,
    speed: null,
    controls: null,
  });
  if (!read.ok) return failure(`--${read.error.attribute}: ${text.error(read.error)}`);

  const layoutGiven = given.get('layout');
  const layout = layoutGiven?.trim().toLowerCase() ?? 'wide';
  if (!(LAYOUTS as readonly string[]).includes(layout))
    return failure(words.badLayout(layoutGiven ?? layout));

  let position: Position;
  const positionText = given.get('position');
  if (positionText !== undefined) {
    for (const option of ['variant', 'holes', 'seeds'] as const) {
      if (given.has(option)) return failure(words.notWithPosition(`--${option}`));
    }
    const model = BoardModel.fromPositionText(positionText);
    if (!(model instanceof BoardModel)) return failure(`--position: ${text.error(model)}`);
    position = model.position;
  } else {
    const model = BoardModel.fromSpec(read.config);
    if (!(model instanceof BoardModel)) return failure(`--${model.attribute}: ${model.message}`);
    position = model.position;
  }

  let marks = null;
  // Spaces around the label left out, as the element leaves them out of its attribute.
  const highlight = given.get('highlight')?.trim();
  if (highlight !== undefined) {
    const hole = readHighlight(highlight, position.holes);
    if (typeof hole !== 'number') return failure(`--highlight: ${text.error(hole)}`);
    marks = markMove(position, hole);
    if (marks === null)
      return failure(words.cannotPlay(highlight, whyNotPlayable(position, hole, messages) ?? ''));
  }

  const svg = diagramSvg(position, {
    messages,
    orientation: read.config.orientation,
    marks,
    standalone: true,
    narrow: layout === 'narrow',
  });
  const alt = unescapeXml(/<desc [^>]*>([^<]*)<\/desc>/.exec(svg)?.[1] ?? '');
  return {
    ok: true,
    svg,
    alt,
    output: flags.has('alt') ? alt : svg,
    out: given.get('out') ?? null,
  };
}

const XML_ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Text written into the SVG as XML, read back. */
function unescapeXml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => XML_ENTITIES[entity]);
}

function main(args: readonly string[]): void {
  const words = WORDS[languageOf(args)];
  // Asked how to use it: the usage on stdout, and success (not an unknown argument).
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${words.usage}\n`);
    return;
  }
  const result = diagramCommand(args);
  if (!result.ok) {
    process.stderr.write(`diagram: ${result.error}\n${result.usage}\n`);
    process.exit(2);
  }
  const cannotWrite = (file: string, error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    const why = words.writeErrors[code] ?? (error as Error).message;
    process.stderr.write(`diagram: ${words.cannotWrite(file, why)}\n`);
    process.exit(1);
  };
  if (result.out === null) {
    // A redirection to a full disk failed as an unhandled 'error' event, a stack trace. A reader
    // that stops early (`| head`) is no failure of ours: nothing is said.
    process.stdout.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(0);
      cannotWrite(words.standardOutput, error);
    });
    process.stdout.write(`${result.output}\n`);
    return;
  }
  try {
    writeFileSync(result.out, `${result.output}\n`);
  } catch (error) {
    cannotWrite(result.out, error);
  }
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2));
}

/** Palabras que comparten los mensajes en español (es.ts) y las razones del motor (es-faults.ts). */
import { RULE_TAGS } from '@hoyito/engine';

const OR = new Intl.ListFormat('es', { style: 'long', type: 'disjunction' });

export const SIDES = { south: 'Sur', north: 'Norte' } as const;

/** «a, b o c» (y «u» ante «o», como pide el español). */
export const oneOf = (allowed: readonly string[]): string => OR.format(allowed);

const AND = new Intl.ListFormat('es', { style: 'long', type: 'conjunction' });
/** «a, b y c» (y «e» ante «i»): todos, no uno de ellos. */
export const allOf = (items: readonly string[]): string => AND.format(items);

/** Palabras que una frase tras dos puntos no pasa a minúscula: los bandos, las etiquetas. */
const NAMES = new Set<string>(['Sur', 'Norte', 'Result', ...RULE_TAGS]);

/**
 * Una frase tras dos puntos, con minúscula inicial, como pide la norma: «no es válida: las filas
 * no tienen…». Quedan como están un nombre propio (Sur, Norte), el nombre de una etiqueta del
 * registro (Holes, PreviousWinner), la letra de una casita (su mayúscula dice de quién es) y una
 * sigla.
 */
export const afterColon = (text: string): string =>
  NAMES.has(text.match(/^\p{L}*/u)?.[0] ?? '') || /^\p{Lu}(?:\P{L}|\p{Lu}|$)/u.test(text)
    ? text
    : `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

const NUMBER = new Intl.NumberFormat('es-DO');
/** Un número como lo escribe la República Dominicana: «159,732». */
export const number = (n: number): string => NUMBER.format(n);

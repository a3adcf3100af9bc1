/** Palabras que comparten los mensajes en español (es.ts) y las razones del motor (es-faults.ts). */
const OR = new Intl.ListFormat('es', { style: 'long', type: 'disjunction' });

export const SIDES = { south: 'Sur', north: 'Norte' } as const;

/** «a, b o c» (y «u» ante «o», como pide el español). */
export const oneOf = (allowed: readonly string[]): string => OR.format(allowed);

const AND = new Intl.ListFormat('es', { style: 'long', type: 'conjunction' });
/** «a, b y c» (y «e» ante «i»): todos, no uno de ellos. */
export const allOf = (items: readonly string[]): string => AND.format(items);

/**
 * Una frase tras dos puntos, con minúscula inicial, como pide la norma: «no es válida: las filas
 * no tienen…». Quedan como están un nombre propio (Sur, Norte), la letra de una casita (su
 * mayúscula dice de quién es) y una sigla.
 */
export const afterColon = (text: string): string =>
  /^(?:Sur|Norte)\b|^\p{Lu}(?:\P{L}|\p{Lu}|$)/u.test(text)
    ? text
    : `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

const NUMBER = new Intl.NumberFormat('es-DO');
/** Un número como lo escribe la República Dominicana: «159,732». */
export const number = (n: number): string => NUMBER.format(n);

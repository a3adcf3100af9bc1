/** Palabras que comparten los mensajes en español (es.ts) y las razones del motor (es-faults.ts). */
const OR = new Intl.ListFormat('es', { style: 'long', type: 'disjunction' });

export const SIDES = { south: 'Sur', north: 'Norte' } as const;

/** «a, b o c» (y «u» ante «o», como pide el español). */
export const oneOf = (allowed: readonly string[]): string => OR.format(allowed);

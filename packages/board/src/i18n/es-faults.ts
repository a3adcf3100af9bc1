/**
 * Por qué el motor rechaza una posición, una jugada o un texto, en español: las mismas razones que
 * el motor da en inglés (explain.ts del motor), con los mismos datos. El tipo `Explainer` exige
 * una frase para cada razón.
 */
import { type Explainer, explain, makeHole, type Reason } from '@hoyito/engine';
import { afterColon, allOf, number, oneOf, SIDES } from './es-words.ts';

/**
 * Un valor tal como el motor lo citó: su texto, o en inglés lo que no se puede escribir
 * («nothing» si faltaba, «a function», una lista demasiado anidada…).
 */
const SHOWN: Readonly<Record<string, string>> = {
  nothing: 'nada',
  'a function': 'una función',
  'a symbol': 'un símbolo',
  'an array nested too deep to show': 'una lista anidada demasiado hondo para mostrarla',
  'an object nested too deep to show': 'un objeto anidado demasiado hondo para mostrarlo',
  'an array that cannot be written out': 'una lista que no se puede escribir',
  'an object that cannot be written out': 'un objeto que no se puede escribir',
};
const got = (shown: string): string => SHOWN[shown] ?? shown;
const label = (hole: number, holes: number): string => makeHole(hole, holes);
const labelsOf = (holes: number): string =>
  `una casita: ${label(0, holes)}–${label(holes - 1, holes)} (Sur) o ${label(holes, holes)}–${label(2 * holes - 1, holes)} (Norte)`;
const OPTIONS = 'r<ronda>, p<s|n|d>, c<turnos>, l<límite>, m<o|s|n>';
const RESULTS: Record<string, string> = {
  '"south"': 'gana Sur',
  '"north"': 'gana Norte',
  '"draw"': 'empate',
  '"*"': 'sin terminar',
  '"1-0"': '1-0 (gana Sur)',
  '"0-1"': '0-1 (gana Norte)',
  '"1/2-1/2"': '1/2-1/2 (empate)',
  south: 'Sur',
  north: 'Norte',
  draw: 'empate',
  null: 'nadie',
};
const result = (value: string): string => RESULTS[value] ?? value;
/** The reason inside another, said after the outer one's colon. */
const innerReason = (inner: Reason, words: Explainer): string => afterColon(explain(inner, words));

export const ES_FAULTS: Explainer = {
  'not-an-object': (r) => `La posición debe ser un objeto; se recibió ${got(r.got)}.`,
  'options-not-object': () => 'Las opciones de inicio deben ser un objeto.',
  'unknown-variant': (r) => `Variante desconocida ${got(r.got)}; usa ${oneOf(r.allowed)}.`,
  'bad-holes': (r) =>
    `Las casitas por fila deben ser un número entero del ${r.min} al ${r.max}; se recibió ${got(r.got)}.`,
  'bad-seeds': (r) =>
    `Las semillas por casita deben ser un número entero del ${r.min} al ${r.max}; se recibió ${got(r.got)}.`,
  'bad-first': (r) => `El primer jugador debe ser "south" o "north"; se recibió ${got(r.got)}.`,
  'bad-board': (r) =>
    `El tablero debe ser una lista de ${r.length} cantidades de semillas; se recibió ${got(r.got)}.`,
  'bad-board-length': (r) =>
    `Un tablero de 2×${r.holes} tiene ${r.length} casitas, pero se dieron ${r.given} cantidades.`,
  'bad-count': (r) =>
    `La casita ${label(r.hole, r.holes)} debe tener un número entero de semillas del 0 al ${r.max}; se recibió ${got(r.got)}.`,
  'too-many-seeds': (r) => `El tablero tiene ${r.total} semillas; se permiten ${r.max} como mucho.`,
  'bad-captured': (r) =>
    `Lo comido deben ser dos números enteros [Sur, Norte] del 0 al ${r.max}; se recibió ${got(r.got)}.`,
  'captured-no-room': (r) =>
    `${SIDES[r.side]} ha comido ${r.captured}, y las ${r.board} semillas del tablero podrían pasar de ${r.max}, que es lo más que cabe en una posición; aquí, ${r.max - r.board} como mucho.`,
  'bad-round': (r) =>
    `La ronda debe ser un número entero del 1 al ${r.max}; se recibió ${got(r.got)}.`,
  'bad-previous-winner': (r) =>
    `El ganador anterior debe ser "south", "north", "draw" o null; se recibió ${got(r.got)}.`,
  'bad-rules': (r) => `Las reglas deben ser un objeto; se recibió ${got(r.got)}.`,
  'bad-no-capture-limit': (r) =>
    `El límite de jugadas sin comer debe ser un número entero del 0 (sin límite) al ${r.max}; se recibió ${got(r.got)}.`,
  'bad-remaining': (r) =>
    `La regla de las semillas que quedan debe ser ${oneOf(r.allowed)}; se recibió ${got(r.got)}.`,
  'bad-no-capture': (r) =>
    `Las jugadas desde la última vez que se comió deben ser un número entero del 0 al ${r.max}; se recibió ${got(r.got)}.`,
  'bad-over': (r) => `"over" debe ser true o false; se recibió ${got(r.got)}.`,
  'to-move-when-over': (r) =>
    `La partida terminó, así que no le toca a nadie: toMove debe ser null; se recibió ${got(r.got)}.`,
  'bad-to-move': (r) =>
    `Mientras sigue la partida, le toca a "south" o a "north"; se recibió ${got(r.got)}.`,
  'bad-end-reason': (r) => `Motivo de fin desconocido ${got(r.got)}; usa ${oneOf(r.allowed)}.`,
  'end-reason-not-over': (r) =>
    `La partida no ha terminado, así que no tiene motivo de fin; se recibió ${got(r.got)}.`,
  'wrong-winner': (r) =>
    `La partida terminó con ${r.south}–${r.north} comidas, así que ${r.winner === 'draw' ? 'es empate' : `gana ${result(r.winner)}`}; se recibió ${got(r.got)}.`,
  'winner-not-over': (r) =>
    `La partida no ha terminado, así que aún no hay ganador; se recibió ${got(r.got)}.`,
  'no-seeds-left': () =>
    'No queda ninguna semilla en el tablero, así que la partida debe estar terminada.',
  'nobody-can-move': () =>
    'Ningún bando tiene una jugada legal y aún quedan semillas, así que la partida debe estar terminada.',
  'match-rounds': (r) => `Un encuentro tiene de 1 a ${r.max} rondas; se recibió ${r.got}.`,

  'game-over': () => 'La partida terminó; no se pueden hacer más jugadas.',
  'already-over': () => 'La partida ya terminó.',
  'cannot-pass': (r) =>
    `${SIDES[r.side]} tiene jugadas (${allOf(r.moves.map((h) => label(h, r.holes)))}), así que no puede pasar.`,
  'bad-move': (r) =>
    `Una jugada es un número de casita del 0 al ${r.max} o "pass"; se recibió ${got(r.got)}.`,
  endless: (r) =>
    `La siembra desde ${label(r.hole, r.holes)} no termina nunca: cae en un ciclo de ${number(r.laps)} vueltas que se repite sin fin, así que no es una jugada legal.`,
  'must-pass': (r) => `${SIDES[r.side]} no tiene jugadas y tiene que pasar.`,
  'not-your-hole': (r) =>
    `La casita ${label(r.hole, r.holes)} es de ${SIDES[r.owner]}; le toca a ${SIDES[r.side]}.`,
  'empty-hole': (r) => `La casita ${label(r.hole, r.holes)} está vacía.`,

  'bad-board-size': (r) =>
    `No se puede leer una casita en un tablero de ${got(r.got)} casitas por fila; los tableros tienen de ${r.min} a ${r.max}.`,
  'not-a-label': (r) => `Se esperaba ${labelsOf(r.holes)}; se recibió ${got(r.got)}.`,
  'no-such-hole': (r) =>
    `${got(r.got)} no es una casita de un tablero de 2×${r.holes}; se esperaba ${labelsOf(r.holes)}.`,
  'or-pass': (r, words) =>
    r.inner.key === 'not-a-label'
      ? `Se esperaba ${labelsOf(r.inner.holes)}, o - para pasar; se recibió ${got(r.inner.got)}.`
      : `${explain(r.inner, words).replace(/\.$/, '')}, o - para pasar.`,
  'position-not-text': (r) => `Una posición debe ser texto; se recibió ${got(r.got)}.`,
  'position-too-long': (r) =>
    `Una posición tiene ${r.max} caracteres como mucho; este texto tiene ${r.length}.`,
  'too-few-fields': (r) =>
    `Una posición tiene al menos 5 campos separados por "/" (variante/fila de Sur/fila de Norte/comidas/turno, por ejemplo ${r.example}); hay ${r.found}.`,
  'variant-code': (r) =>
    `Variante desconocida ${got(r.got)} en la columna ${r.column}; usa h1, h2 o h3.`,
  'bad-row-count': (r) =>
    `Fila de ${SIDES[r.side]}: se esperaba una cantidad de semillas en la columna ${r.column} y se recibió ${got(r.got)}; las cantidades se separan con ".".`,
  'rows-differ': (r) =>
    `Las filas no tienen el mismo largo: la de Sur tiene ${r.south} casitas y la de Norte ${r.north}.`,
  'row-length': (r) => `Una fila tiene de ${r.min} a ${r.max} casitas; esta tiene ${r.found}.`,
  'captured-field': (r) =>
    `Campo de comidas incorrecto ${got(r.got)} en la columna ${r.column}; se espera sur-norte, por ejemplo 12-8.`,
  'turn-field': (r) =>
    `Turno incorrecto ${got(r.got)} en la columna ${r.column}; se espera s (le toca a Sur), n (a Norte) o x (partida terminada).`,
  'empty-option': (r) =>
    `Campo vacío en la columna ${r.column}; se espera una opción (${OPTIONS}, e<L|E|M|R|C|A>) o nada después del turno.`,
  'unknown-option': (r) =>
    `Opción desconocida ${got(r.got)} en la columna ${r.column}; se espera ${OPTIONS} o e<L|E|M|R|C|A>.`,
  'option-order': (r) =>
    `La opción ${got(r.got)} de la columna ${r.column} está repetida o fuera de orden; las opciones van en el orden r, p, c, l, m, e.`,
  'option-number': (r) =>
    `La opción ${r.option} necesita un número entero en la columna ${r.column}; se recibió ${got(r.got)}.`,
  'option-previous-winner': (r) =>
    `El ganador anterior (p) en la columna ${r.column} debe ser s, n o d; se recibió ${got(r.got)}.`,
  'option-remaining': (r) =>
    `La regla de las semillas que quedan (m) en la columna ${r.column} debe ser o (cada lado), s (a partes iguales) o n (nadie); se recibió ${got(r.got)}.`,
  'option-end-reason': (r) =>
    `El motivo de fin (e) en la columna ${r.column} debe ser L, E, M, R, C o A; se recibió ${got(r.got)}.`,
  'invalid-position': (r, words) => `No es una posición válida: ${innerReason(r.inner, words)}`,

  'record-not-text': (r) => `El registro de una partida debe ser texto; se recibió ${got(r.got)}.`,
  'record-too-long': (r) =>
    `El registro de una partida tiene ${number(r.max)} caracteres como mucho.`,
  'malformed-tag': () =>
    'Etiqueta mal escrita; se espera [Nombre "valor"] en una sola línea: el nombre, una letra y luego letras, cifras o _ (A–Z, sin tildes ni eñes), y dentro del valor, " se escribe \\" y \\ se escribe \\\\.',
  'tag-too-long': (r) =>
    `Hay una etiqueta que pasa de ${number(r.max)} caracteres; una etiqueta entera, [Nombre "valor"], tiene como mucho ${number(r.max)}.`,
  'repeated-tag': (r) => `La etiqueta ${r.tag} aparece dos veces.`,
  'no-variant-tag': () =>
    'El registro de una partida necesita la etiqueta Variant, por ejemplo [Variant "hoyito-2"].',
  'holes-tag': (r) => `Holes debe ser un número del 3 al 12; se recibió ${got(r.got)}.`,
  'tag-beside-start': (r) =>
    `La etiqueta ${r.tag} no puede ir junto con Start: la posición de Start ya lo dice.`,
  'start-tag': (r, words) => `En la posición de la etiqueta Start: ${innerReason(r.inner, words)}`,
  'start-mismatch': (r) =>
    `La posición de Start es de ${r.startVariant} en 2×${r.startHoles}, pero las etiquetas dicen ${r.variant} en 2×${r.holes}.`,
  'number-tag': (r) => `La etiqueta ${r.tag} debe ser un número entero; se recibió ${got(r.got)}.`,
  'first-tag': (r) => `First debe ser "south" o "north"; se recibió ${got(r.got)}.`,
  'previous-winner-tag': (r) =>
    `PreviousWinner debe ser "south", "north" o "draw"; se recibió ${got(r.got)}.`,
  'remaining-tag': (r) =>
    `Remaining debe ser "own-side", "split" o "none"; se recibió ${got(r.got)}.`,
  'tag-value': (r, words) => `Etiqueta ${r.tag}: ${innerReason(r.inner, words)}`,
  'comment-before-first': () => 'Antes de la primera jugada solo cabe un comentario.',
  'comment-per-move': () => 'Cada jugada lleva un comentario como mucho.',
  'comment-after-agreement': () => 'Un acuerdo (=) no lleva comentario; ponlo antes del =.',
  'after-result': (r) => `No puede haber nada después del resultado ${r.result}.`,
  'unclosed-comment': () => 'Este comentario no se cierra nunca; falta }.',
  'result-mismatch': (r) =>
    `El registro dice ${r.said}, pero las jugadas dan ${r.actual}${r.over ? '' : ' (la partida no ha terminado)'}.`,
  'cannot-agree': (r, words) =>
    `Aquí no se puede terminar de común acuerdo: ${innerReason(r.inner, words)}`,
  'move-text': (r, words) => `Jugada ${r.ply}: ${innerReason(r.inner, words)}`,
  'illegal-move': (r, words) =>
    `La jugada ${r.ply} (${r.token}) no es legal: ${innerReason(r.inner, words)}`,
  'result-tag-mismatch': (r) =>
    `La etiqueta Result dice ${result(r.said)}, pero las jugadas dan ${result(r.actual)} (la etiqueta es south, north, draw o * para una partida sin terminar, o 1-0, 0-1 o 1/2-1/2).`,
};

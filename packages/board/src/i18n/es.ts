/**
 * Español, en palabras del juego: una *casita* es un hoyo del tablero, una *casa* son cuatro
 * semillas juntas en una casita, y capturar es *comer*. Los números siguen el uso dominicano
 * (es-DO: «159,732»). Se tutea al jugador.
 */
import type { Outcome, Side } from '@hoyito/engine';
import { KINDS, quoted } from '../state/config.ts';
import { dateOf } from '../state/notes.ts';
import { ES_FAULTS } from './es-faults.ts';
import { afterColon, oneOf, SIDES } from './es-words.ts';
import { FROM_ANOTHER_BOARD, type HoleRef, type Messages } from './messages.ts';

const NUMBER = new Intl.NumberFormat('es-DO');
const AND = new Intl.ListFormat('es', { style: 'long', type: 'conjunction' });

const VARIANTS = {
  'hoyito-1': 'Hoyito I',
  'hoyito-2': 'Hoyito II',
  'hoyito-3': 'Hoyito III',
} as const;

// Most numbers are small counts, formatted on every animation frame: no grouping to do there.
/** A name at the start of a sentence: "la computadora" → "La computadora". */
const capital = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const num = (n: number): string =>
  Number.isInteger(n) && n >= 0 && n < 1000 ? String(n) : NUMBER.format(n);
const plural = (n: number, one: string, many: string): string =>
  `${num(n)} ${n === 1 ? one : many}`;
const seeds = (n: number): string => plural(n, 'semilla', 'semillas');
/** How long `idle` waited: in minutes when whole ones. */
const idleTime = (seconds: number): string =>
  seconds % 60 === 0
    ? plural(seconds / 60, 'minuto', 'minutos')
    : plural(seconds, 'segundo', 'segundos');
const laps = (n: number): string => plural(n, 'vuelta', 'vueltas');
const side = (s: Side): string => SIDES[s];
/** A move taken back or played again, in words: a hole's label, or a pass or an agreement. */
const moveWord = (move: string): string =>
  move === 'pass' ? 'pase' : move === 'agree' ? 'acuerdo' : move;
const travelled = (moves: readonly string[], one: string, move: string, many: string): string => {
  if (moves.length !== 1)
    return `${moves.length} jugadas ${many}: ${moves.map(moveWord).join(', ')}.`;
  if (moves[0] === 'pass') return `Pase ${one}.`;
  if (moves[0] === 'agree') return `Final de común acuerdo ${one}.`;
  return `Jugada ${moves[0]} ${move}.`;
};
const ref = (h: HoleRef): string => `${h.label} (${side(h.side)})`;
const at = (line: number, column: number | null): string =>
  column === null ? `línea ${line}` : `línea ${line}, columna ${column}`;
/** Lo que se dio en lugar de un texto (un objeto, una lista…), con las palabras de KINDS. */
const KIND_WORDS = ['[una lista]', '[un objeto]', '[una función]', '[un símbolo]'];
const kind = (value: string): string =>
  KIND_WORDS[(KINDS as readonly string[]).indexOf(value)] ?? value;
/** Un valor de fuera (un atributo), entre comillas y recortado. */
const quote = (value: string): string => `«${quoted(kind(value))}»`;

/** El marcador con el del ganador primero («28–20»). */
const score = (winner: Outcome, [south, north]: readonly [number, number]): string =>
  winner === 'north' ? `${num(north)}–${num(south)}` : `${num(south)}–${num(north)}`;

const result = (winner: Outcome, captured: readonly [number, number]): string =>
  winner === 'draw'
    ? `Empate ${score(winner, captured)}`
    : `Gana ${side(winner)} ${score(winner, captured)}`;

const END_REASONS = {
  'last-four': 'las últimas cuatro',
  'board-empty': 'tablero vacío',
  'no-moves': 'nadie puede jugar',
  repetition: 'tercera repetición',
  'no-capture-limit': 'límite de jugadas sin comer',
  agreement: 'de común acuerdo',
} as const;

export const es: Messages = {
  locale: 'es',
  languageName: 'Español',

  sides: SIDES,
  variants: VARIANTS,
  number: num,
  seeds,
  laps,
  list: (items) => AND.format(items),

  board: {
    label: (variant, holes) => `Tablero de ${VARIANTS[variant]}, 2×${holes}`,
    row: (s) => `Fila de ${side(s)}`,
    captured: (s, n) => `${side(s)} ha comido ${seeds(n)}`,
    // La cuenta tal como se ve, en cifras y sin separador de miles.
    storeButton: (s, n) => `${side(s)} ${n}: ${n === 1 ? 'semilla comida' : 'semillas comidas'}`,
    scroller: 'Las filas de casitas: ← y → las desplazan',
    legend: {
      from: (h) => `Sembrado desde ${h}`,
      run: (s, labels) => `${labels.join(', ')} de ${side(s)}`,
      path: 'recorrido',
      captured: 'comidas',
      drops: 'semillas sembradas ahí',
      sownAgain: 'casitas sembradas más de una vez',
    },
  },

  status: {
    toMove: (s) => `Le toca a ${side(s)}`,
    mustPassNoSeeds: (s) => `${side(s)} tiene que pasar (no tiene semillas)`,
    mustPassAllEndless: (s) => `${side(s)} tiene que pasar (ninguna de sus jugadas terminaría)`,
    thinking: 'Pensando…',
    thinkingNamed: (name, s) => `${side(s)}: ${name} está pensando…`,
    stuck: (name) => `${capital(name)} no pudo jugar`,
    round: (n) => `Ronda ${num(n)}`,
    roundOf: (n, of) => `Ronda ${num(n)} de ${num(of)}`,
    matchScore: ([south, north], draws) =>
      `Encuentro: ${side('south')} ${num(south)}, ${side('north')} ${num(north)}${draws > 0 ? `, ${num(draws)} ${draws === 1 ? 'empate' : 'empates'}` : ''}`,
    matchOver: ({ winner, wins, seeds: total }) => {
      if (winner === 'draw')
        return `El encuentro termina empatado: ${num(wins[0])}–${num(wins[1])} en partidas, ${num(total[0])}–${num(total[1])} en semillas.`;
      const w = winner === 'south' ? 0 : 1;
      return wins[0] !== wins[1]
        ? `${side(winner)} gana el encuentro, ${num(wins[w])} ${wins[w] === 1 ? 'partida' : 'partidas'} a ${num(wins[1 - w])}.`
        : `Empatados a ${wins[0] === 1 ? 'una partida' : `${num(wins[0])} partidas`}: ${side(winner)} gana el encuentro por semillas, ${num(total[w])} a ${num(total[1 - w])}.`;
    },
    lap: (n) => `Vuelta ${num(n)}`,
    inHand: (n) => `${seeds(n)} en la mano`,
    result,
    endReasons: END_REASONS,
    gameOver: (winner, captured, reason) =>
      reason === null
        ? result(winner, captured)
        : `${result(winner, captured)} (${END_REASONS[reason]})`,
  },

  hole: {
    name: (label, s, count, playable) =>
      `${label}, casita de ${side(s)}, ${seeds(count)}${playable ? ', se puede jugar' : ''}`,
    suggested: ', marcada: juégala',
    suggestedBlocked: ', marcada: pruébala',
    hinted: ', la que sugiere la pista',
  },

  blocked: {
    empty: (label) => `La casita ${label} está vacía.`,
    notYours: (label, owner, toMove) =>
      `La casita ${label} es de ${side(owner)}; le toca a ${side(toMove)}.`,
    endless: (label, cycle) =>
      `La siembra desde ${label} no termina nunca (un ciclo de ${laps(cycle)}), así que no es una jugada legal.`,
    gameOver: 'La partida terminó.',
    computerTurn: 'Le toca a la computadora.',
    computerNext: 'La computadora juega después, cuando termine de sembrarse esta jugada.',
    playerTurn: (name) => `Le toca a ${name}.`,
    playerNext: (name) =>
      `${capital(name)} juega después, cuando termine de sembrarse esta jugada.`,
    sowing: 'Todavía no: aún se está sembrando una jugada.',
    mustPass: (s) => `${side(s)} no tiene jugadas y tiene que pasar.`,
    cannotPass: (s) => `${side(s)} tiene jugadas, así que no puede pasar.`,
    badMove: 'Esa casita no existe en este tablero.',
  },

  preview: {
    move: (f) => {
      let text =
        f.laps === 1
          ? `Sembrar ${f.hole}: termina en ${ref(f.lastHole)}.`
          : `Sembrar ${f.hole}: ${laps(f.laps)}, termina en ${ref(f.lastHole)}.`;
      if (f.captures > 0) {
        const casas = f.captures === 1 ? 'una casa' : `${num(f.captures)} casas`;
        text += ` Come ${casas} (${seeds(f.capturedSeeds)}).`;
      }
      if (f.lastFour !== null) {
        text +=
          f.lastFour.seeds === 1
            ? ` La última semilla es para ${side(f.lastFour.to)}.`
            : ` Las últimas ${seeds(f.lastFour.seeds)} son para ${side(f.lastFour.to)}.`;
      }
      if (f.endsGame)
        text +=
          f.endReason === null
            ? ' Termina la partida.'
            : ` Termina la partida (${END_REASONS[f.endReason]}).`;
      if (f.extraTurn) text += ` ${side(f.mover)} vuelve a jugar.`;
      return text;
    },
    endless: (label, cycle) =>
      `Sembrar ${label} no termina nunca (un ciclo de ${laps(cycle)}): no es una jugada legal.`,
  },

  controls: {
    pass: 'Pasar',
    undo: 'Deshacer',
    redo: 'Rehacer',
    newGame: 'Partida nueva',
    nextGame: 'Siguiente partida',
    retry: 'Volver a intentarlo',
    agree: 'Terminar de común acuerdo',
    agreeSure: 'Sí, terminar la partida',
    agreeAsk:
      '¿Están de acuerdo los dos jugadores en terminar la partida aquí? Pulsa otra vez para terminarla. Para seguir jugando, pulsa Esc o cualquier otra cosa.',
    speed: 'Velocidad',
    speeds: { slow: 'Lenta', normal: 'Normal', fast: 'Rápida', instant: 'Instantánea' },
    flip: 'Girar el tablero',
    showNarration: 'Mostrar la narración',
    hideNarration: 'Ocultar la narración',
    narration: 'Narración',
    replay: {
      label: 'Reproducción',
      first: 'Posición inicial',
      previous: 'Jugada anterior',
      next: 'Jugada siguiente',
      last: 'Última posición',
      play: 'Reproducir',
      // No «Pausa»: ese es el botón de la animación, que se muestra al lado.
      pause: 'Detener',
      position: (ply, total) => `Jugada ${num(ply)} de ${num(total)}`,
      atStart: 'Comienzo de la partida',
      noMoves: 'No hay jugadas que reproducir',
      moveName: (ply, s, label) => `Jugada ${num(ply)}, ${side(s)}: ${label}`,
      agreedName: (ply) => `Jugada ${num(ply)}: fin de común acuerdo (=)`,
      passName: (ply, s) => `Jugada ${num(ply)}, ${side(s)} pasa (-)`,
      commented: ', con comentario',
      rounds: 'Rondas del encuentro',
      about: 'Sobre esta partida',
      player: (s, name) => `${side(s)}: ${name}`,
      event: 'Evento',
      site: 'Lugar',
      date: 'Fecha',
      when: (date) => dateOf(date, 'es-DO'),
      comment: 'Comentario',
    },
    stepSeed: 'Avanzar una semilla',
    stepLap: 'Avanzar una vuelta',
    pause: 'Pausa',
    resume: 'Seguir',
    skipAnimation: 'Saltar la animación',
    hint: 'Pista',
  },
  computer: {
    // With its article, capitalized at the start of a sentence: «La computadora (nivel experto) no
    // pudo jugar». «Nivel», because the levels' names are masculine and «computadora» is not.
    name: (level) => `la computadora (nivel ${level})`,
    levels: { beginner: 'principiante', casual: 'aficionado', strong: 'fuerte', expert: 'experto' },
    hint: (hole) => `Pista: siembra ${hole}.`,
    hintPass: 'Pista: pasa.',
    captures: (n) => `Come ${seeds(n)}.`,
    endsGame: (n, lastFour, mine) => {
      if (n === 0 && lastFour === null) return 'Con esta jugada termina la partida.';
      if (lastFour === null) return `Come ${seeds(n)} y termina la partida.`;
      const one = lastFour.seeds === 1;
      if (mine)
        return `Come ${seeds(n)} y ${one ? 'la última' : `las ${num(lastFour.seeds)} últimas`}: termina la partida.`;
      return `Come ${seeds(n)}; ${one ? 'la última es' : `las ${num(lastFour.seeds)} últimas son`} para ${side(lastFour.to)} y termina la partida.`;
    },
    endResult: (outcome, mine, theirs) =>
      outcome === 'draw'
        ? `Empate, ${num(mine)}–${num(theirs)}.`
        : `${outcome === 'win' ? 'Ganas' : 'Pierdes'} ${num(mine)}–${num(theirs)}.`,
    prevents: (s, n) => `Impide que ${side(s)} coma ${seeds(n)}.`,
    longRun: (score) =>
      `Es lo mejor a la larga: la computadora calcula que terminarás ${
        score === 0
          ? 'igualado'
          : `con ${Math.abs(score) === 1 ? 'una semilla' : `unas ${seeds(Math.abs(score))}`} ${score > 0 ? 'de ventaja' : 'de desventaja'}`
      }.`,
    outcome: (outcome) =>
      outcome === 'win'
        ? 'Si ambos juegan lo mejor posible, esta jugada gana.'
        : outcome === 'draw'
          ? 'Si ambos juegan lo mejor posible, esta jugada empata.'
          : 'Contra el mejor juego toda jugada pierde; esta es la que menos pierde.',
    unavailable: 'La computadora no está disponible aquí.',
  },

  kept: {
    notice: (changed, others) =>
      (changed === null
        ? 'La partida que dejaste queda guardada aparte.'
        : changed === FROM_ANOTHER_BOARD
          ? 'Una partida jugada en otro tablero de esta página queda guardada aparte.'
          : 'Una partida jugada aquí antes de que esta página cambiara su tablero queda guardada aparte.') +
      (others === 0
        ? ''
        : others === 1
          ? ' Detrás de ella espera 1 partida guardada más.'
          : ` Detrás de ella esperan ${others} partidas guardadas más.`),
    resume: 'Volver a ella',
    discard: 'Descartarla',
    resumed: (otherKept) =>
      otherKept
        ? 'Partida guardada recuperada; la que dejaste queda guardada aparte.'
        : 'Partida guardada recuperada.',
    discarded: (left) =>
      left === 0
        ? 'Partida guardada descartada.'
        : 'Partida guardada descartada; se ofrece la siguiente.',
    refused:
      'El almacenamiento del navegador no admitió guardar aparte la partida del tablero, así que sigue en el tablero.',
  },

  announce: {
    undone: (moves) => travelled(moves, 'deshecho', 'deshecha', 'deshechas'),
    redone: (moves) => travelled(moves, 'rehecho', 'rehecha', 'rehechas'),
    newGame: 'Partida nueva.',
    idle: (seconds) => `Nadie jugó durante ${idleTime(seconds)}: partida nueva.`,
    idleSetup: (seconds) =>
      `Nadie tocó el tablero durante ${idleTime(seconds)}: la preparación vuelve a empezar desde su posición.`,
    idleWarning: (mode, seconds) =>
      `Hace un rato que nadie toca el tablero: en ${plural(seconds, 'segundo', 'segundos')} ${
        mode === 'play'
          ? 'empieza una partida nueva'
          : mode === 'replay'
            ? 'la reproducción vuelve al principio'
            : 'la preparación vuelve a empezar desde su posición'
      }.`,
    idleKeep: 'Sigo aquí',
  },

  setup: {
    tool: 'Herramienta',
    add: 'Agregar semillas',
    remove: 'Quitar semillas',
    addSeedTo: (label) => `Pulsa para agregar una semilla en la casita ${label}.`,
    removeSeedFrom: (label) => `Pulsa para quitar una semilla de la casita ${label}.`,
    addCaptured: (s) => `Pulsa para agregar una semilla a lo que ha comido ${side(s)}.`,
    removeCaptured: (s) => `Pulsa para quitar una semilla de lo que ha comido ${side(s)}.`,
    holeFull: (label, n) => `La casita ${label} tiene ${n} semillas, todas las que caben.`,
    clearBoard: 'Vaciar el tablero',
    fillBoard: 'Llenar el tablero',
    variant: 'Variante',
    fewerHoles: 'Menos casitas',
    moreHoles: 'Más casitas',
    sideToMove: 'Turno',
    startPlaying: 'Empezar a jugar desde aquí',
    again: 'Volver a preparar',
    copyPosition: 'Copiar la posición',
    copied: (notation) => `Posición copiada, para el atributo position de una página: ${notation}`,
    toCopy: (notation) =>
      `La posición, para copiarla en el atributo position de una página: ${notation}`,
    cleared: 'El tablero está vacío: ninguna semilla en las casitas, nada comido.',
    filled: 'Cuatro semillas en cada casita, nada comido.',
    invalid: (reason) => `Esta posición no se puede jugar: ${afterColon(reason)}`,
    noSeeds: 'no queda ninguna semilla en el tablero.',
    tooManySeeds: (total, max) =>
      `el tablero tiene ${seeds(total)}; se permiten ${num(max)} como mucho.`,
    nobodyCanMove: 'ningún bando tiene una jugada legal, y aún quedan semillas.',
  },

  errors: {
    heading: 'No se puede mostrar este tablero',
    unknownVariant: (value, allowed) =>
      `Variante desconocida ${quote(value)}; usa ${oneOf(allowed)}.`,
    holesOutOfRange: (value, min, max) =>
      `Las casitas por fila deben ser un número entero del ${min} al ${max}; se recibió ${quote(value)}.`,
    seedsOutOfRange: (value, min, max) =>
      `Las semillas por casita deben ser un número entero del ${min} al ${max}; se recibió ${quote(value)}.`,
    badMode: (value, allowed) => `Modo desconocido ${quote(value)}; usa ${oneOf(allowed)}.`,
    badOrientation: (value, allowed) =>
      `Orientación desconocida ${quote(value)}; usa ${oneOf(allowed)}.`,
    badFirst: (value, allowed) =>
      `Jugador inicial desconocido ${quote(value)}; usa ${oneOf(allowed)}.`,
    badHighlight: (value, labels) =>
      `${quote(value)} no es una casita de este tablero, así que no se puede marcar; usa ${labels}.`,
    badSpeed: (value, allowed) => `Velocidad desconocida ${quote(value)}; usa ${oneOf(allowed)}.`,
    badLang: (value, allowed) => `Idioma no disponible ${quote(value)}; usa ${oneOf(allowed)}.`,
    badPlayers: (value) =>
      `«players» debe ser un objeto como { north: jugador }, con el jugador de cada lado y su método chooseMove(position, signal); se recibió ${quote(value)}, así que no juega ningún lado.`,
    playersSide: (key) =>
      `«players» no tiene ningún lado ${quote(key)}; usa south y north. El jugador que se dio ahí no juega ningún lado.`,
    unaskablePlayer: (side, value) =>
      `«players» da a ${side} ${quote(value)}, que no tiene el método chooseMove(position, signal), así que no juega ningún lado.`,
    unreadablePlayers:
      'No se pudo leer «players»: leerlo produjo un error, así que no juega ningún lado.',
    badPlayer: (attribute, value, allowed) =>
      attribute === 'think-ms'
        ? `El tiempo para pensar ${quote(value)} en «think-ms» no se admite; usa un número entero de milisegundos, ${allowed}.`
        : `Jugador desconocido ${quote(value)} en «${attribute}»; usa ${allowed}.`,
    playerFailed: (who) =>
      `${capital(who)} no pudo elegir una jugada. La partida espera: vuelve a intentarlo, deshaz la jugada o empieza una partida nueva.`,
    playerIllegal: (who, move) =>
      `${capital(who)} eligió ${quote(move)}, que no es una jugada legal aquí. La partida espera: vuelve a intentarlo, deshaz la jugada o empieza una partida nueva.`,
    badRounds: (value, min, max) =>
      `Un encuentro tiene un número entero de rondas del ${min} al ${max}; se recibió ${quote(value)}.`,
    roundsWithStart:
      'Un encuentro (rounds) empieza cada partida con el tablero lleno, así que no se puede combinar con una posición ni con el registro de una partida.',
    badLoop: (value, min, max) =>
      `Pausa desconocida ${quote(value)} para loop; escribe loop solo, o los segundos entre partidas como un número entero del ${min} al ${max}.`,
    badIdle: (value, min, max) =>
      `Espera desconocida ${quote(value)} para idle; escribe idle solo, o los segundos que una partida puede quedar sin tocar como un número entero del ${min} al ${max}.`,
    emptyPersist:
      '«persist» está vacío, así que la partida no se guarda: escribe la clave con la que guardarla (como «tablero-museo») o quita persist.',
    loadNotText: (value) =>
      `load() recibe un texto, un registro de partida o una posición; se recibió ${kind(value)}.`,
    positionNotText: (value) =>
      `«position» debe ser un texto, una posición en la notación del motor (como h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s); se recibió ${kind(value)}.`,
    recordNotText: (value) =>
      `«record» debe ser un texto, un registro de partida; se recibió ${kind(value)}.`,
    badPersist: (value) =>
      `«persist» debe ser un texto, la clave con la que se guarda la partida (como «tablero-museo»); se recibió ${kind(value)}.`,
    badControls: (token, allowed) =>
      `Control desconocido ${quote(token)} en «controls»; usa ${oneOf(allowed)}.`,
    controlsNoneAlone:
      '«none» en «controls» oculta todos los controles, así que va solo: quítalo, o quita los controles escritos con él.',
    badPosition: (fault, column) =>
      column === null
        ? `La posición no es válida: ${afterColon(fault)}`
        : `La posición no es válida (columna ${column}): ${afterColon(fault)}`,
    badRecord: (fault, line, column) =>
      `El registro de la partida no es válido (${at(line, column)}): ${afterColon(fault)}`,
    badMatchGame: (game, fault, line, column) =>
      line === undefined
        ? `La partida ${game} del encuentro no es válida: ${afterColon(fault)}`
        : `La partida ${game} del encuentro no es válida (${at(line, column ?? null)}): ${afterColon(fault)}`,
    badMatch: (problem, game, value) =>
      ({
        'no-games': 'Un encuentro necesita el registro de una partida por lo menos.',
        'too-many': `Un encuentro de ${num(game - 1)} ${game === 2 ? 'ronda' : 'rondas'} no tiene partida ${num(game)}.`,
        'wrong-start': `La partida ${num(game)} no empieza donde empieza la ronda ${num(game)} del encuentro: cada partida empieza con el tablero lleno, la primera con el bando con que empieza el encuentro y cada una de las demás con el bando que no empezó la anterior.`,
        unfinished: `La partida ${num(game)} del encuentro no ha terminado, pero la sigue otra.`,
        'not-list': `loadMatch() recibe una lista de los registros de las partidas del encuentro, la partida en curso la última; se recibió ${quote(value)}.`,
        'not-text': `La partida ${num(game)} del encuentro es ${quote(value)}, no un texto: cada partida se da con su registro.`,
      })[problem],
    corruptSave: 'No se pudo leer una partida guardada, así que se ignoró.',
    replayPlace:
      'No se pudo leer la jugada en que se guardó esta reproducción, así que empieza desde el principio.',
    savedPly:
      'No se pudo leer la jugada en que se guardó esta partida, así que se restaura en su última jugada.',
    savedSettings:
      'No se pudo leer parte de lo que se guardó con esta partida y se dejó de lado; la partida en sí se restaura.',
    setupDraft:
      'No se pudo leer la posición que se estaba preparando, así que la preparación empieza desde la posición de la partida.',
    staleSave: (attributes) => {
      const names = attributes.split(' ');
      const many = names.length > 1;
      return `Se dejó de lado la partida guardada: ${many ? 'los atributos' : 'el atributo'} ${AND.format(names)} del tablero ${many ? 'han' : 'ha'} cambiado desde que se guardó, así que empieza lo que ahora pide la página.`;
    },
    sharedKey:
      'Otro tablero de esta página guarda su partida con la misma clave, así que este juega sin guardar; cada tablero necesita una clave propia.',
    unsaved:
      'El navegador no deja guardar esta partida (su almacenamiento está lleno o bloqueado); se puede seguir jugando, pero la partida no estará aquí la próxima vez.',
  },

  faults: ES_FAULTS,

  narration: {
    sow: (s, n, hole) => `${side(s)} siembra ${seeds(n)} desde ${hole}.`,
    relay: (hole, n, lap) =>
      `La última semilla deja ${num(n)} en ${ref(hole)}: se levantan y se sigue sembrando, vuelta ${num(lap)}.`,
    moreLaps: (n, captured) =>
      captured > 0
        ? `… ${laps(n)} más, comiendo ${seeds(captured)} por el camino …`
        : `… ${laps(n)} más …`,
    enPassant: (by, holes) => {
      if (holes.length === 1)
        return `Por el camino, ${side(by)} come las cuatro de ${ref(holes[0])}.`;
      const where = holes.every((h) => h.side === holes[0].side)
        ? `${AND.format(holes.map((h) => h.label))} (${side(holes[0].side)})`
        : AND.format(holes.map(ref));
      return `Por el camino, ${side(by)} come las cuatro de cada una de ${where}: ${seeds(4 * holes.length)}.`;
    },
    casa: (by, hole, chain, n) =>
      chain.length === 0
        ? `La última semilla hace casa en ${ref(hole)}: ${side(by)} se la come.`
        : `La última semilla hace casa en ${ref(hole)}: ${side(by)} se la come y, siguiendo hacia atrás, también ${AND.format(chain.map(ref))}: ${seeds(n)}.`,
    stop: (hole, n) =>
      n === 1
        ? `La última semilla cae en ${ref(hole)}, que estaba vacía: termina la jugada.`
        : `La última semilla cae en ${ref(hole)}, que estaba vacía: termina la jugada tras ${laps(n)}.`,
    lastFour: (to, by, rule, n, inHand) => {
      const hand =
        inHand === 0
          ? ''
          : inHand === n
            ? n === 1
              ? ' (aún en la mano)'
              : ' (todas aún en la mano)'
            : ` (${num(inHand)} de ellas aún en la mano)`;
      const left =
        n === 1
          ? `Solo queda 1 semilla${hand}: se la lleva`
          : `Solo quedan ${seeds(n)}${hand}: se las lleva`;
      if (rule === 'previous-winner') {
        const not = to === by ? '' : `, aunque fue ${side(by)} quien comió`;
        return `${left} ${side(to)}, que ganó la partida anterior${not}.`;
      }
      if (rule === 'capturer-after-draw') {
        return `${left} ${side(to)}, que fue quien comió, porque la partida anterior quedó empatada.`;
      }
      return `${left} ${side(to)}, que fue quien comió.`;
    },
    boardEmpty: 'No queda ninguna semilla en el tablero.',
    extraTurn: (s) => `${side(s)} vuelve a jugar.`,
    score: (south, north) => `Semillas comidas: Sur ${num(south)}, Norte ${num(north)}.`,
    passNoSeeds: (s) => `${side(s)} no tiene semillas y pasa.`,
    passAllEndless: (s) =>
      `Todas las jugadas de ${side(s)} serían interminables, así que ${side(s)} pasa.`,
    remaining: (rule, south, north, uncounted, oddSeed) => {
      if (rule === 'own-side') {
        return `Las semillas que quedan en el tablero son para el lado donde están: ${seeds(south)} para Sur y ${seeds(north)} para Norte.`;
      }
      if (rule === 'split') {
        const where = oddSeed === null ? 'el tablero' : ref(oddSeed);
        const odd = uncounted > 0 ? `; la semilla impar se queda en ${where}, sin contar` : '';
        if (south + north === 0)
          return `La única semilla que queda no se puede repartir: se queda en ${where}, sin contar.`;
        return `Las ${seeds(south + north + uncounted)} que quedan se reparten a partes iguales: ${seeds(south)} para cada uno${odd}.`;
      }
      return uncounted === 1
        ? 'La única semilla que queda en el tablero no cuenta para nadie.'
        : `Las ${seeds(uncounted)} que quedan en el tablero no cuentan para nadie.`;
    },
    gameEnd: (reason, winner, captured) =>
      winner === 'draw'
        ? `Fin de la partida (${END_REASONS[reason]}): empate, ${score(winner, captured)}.`
        : `Fin de la partida (${END_REASONS[reason]}): gana ${side(winner)} ${score(winner, captured)}.`,
    agreed: 'Los dos jugadores acuerdan terminar la partida.',
  },

  captions: {
    sow: (_s, n, hole) => `Siembra ${seeds(n)} desde ${hole}`,
    relay: (hole, n) => `Levanta ${seeds(n)} de ${ref(hole)}`,
    enPassant: (by, hole) => `${side(by)} come las cuatro de ${ref(hole)}`,
    casa: (by, hole) => `¡Casa en ${ref(hole)}! ${side(by)} se la come`,
    chain: (_by, hole) => `Y también ${ref(hole)}, hacia atrás`,
    lastFour: (to, n) =>
      n === 1
        ? `La última semilla es para ${side(to)}`
        : `Las últimas ${seeds(n)} son para ${side(to)}`,
    stop: (hole) => `Termina en ${ref(hole)}`,
    extraTurn: (s) => `${side(s)} vuelve a jugar`,
    pass: (s) => `${side(s)} pasa`,
  },
};

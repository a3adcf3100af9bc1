/** The site's two languages: English at the root, Spanish under /es/. */
export type Lang = 'en' | 'es';

/** The folder the site is served from: "/" at a domain's root, else such as "/hoyito/". */
const BASE = (import.meta.env.BASE_URL ?? '/').replace(/\/?$/, '/');

/** A path from the site's root, in the folder it is served from: `sitePath('/board/')`. */
export function sitePath(path: string): string {
  return `${BASE}${path.replace(/^\//, '')}`;
}

/** The language of a page from its path (Spanish pages live under /es/). */
export function langOf(url: URL): Lang {
  const path = url.pathname.startsWith(BASE) ? url.pathname.slice(BASE.length - 1) : url.pathname;
  return path === '/es' || path.startsWith('/es/') ? 'es' : 'en';
}

/** A page of this site in the given language: `localPath('es', '/play/')` is `/es/play/`. */
export function localPath(lang: Lang, path: string): string {
  return sitePath(lang === 'es' ? `/es${path}` : path);
}

const MANCALA_WORLD = 'https://mancala.fandom.com/wiki/';

export const SOURCES = {
  'hoyito-1': { title: 'Hoyito I', url: `${MANCALA_WORLD}Hoyito_I` },
  'hoyito-2': { title: 'Hoyito II', url: `${MANCALA_WORLD}Hoyito_II` },
  'hoyito-3': { title: 'Hoyito III', url: `${MANCALA_WORLD}Hoyito_III` },
} as const;

const en = {
  fieldRecord: 'Field record',
  convention: 'Convention of this software',
  sourceLine: (page: string) =>
    `Source: V. Bautista i Roca’s 2005 field study, as written up on Mancala World, “${page}”.`,
  conventionLine: 'The sources do not settle this; this software decides.',
  conventionsLink: 'All conventions',
  clickMarked: (label: string) => `Click the marked hole, ${label}.`,
  pressPass: 'Press Pass.',
  expected: 'What happens',
  markup: 'The markup of this board',
  round: 'Round',
  rounds: { 1: 'Round 1', 2: 'Round 2', 3: 'Round 3 and later' } as Record<1 | 2 | 3, string>,
  play: {
    variant: 'Variant',
    holes: 'Holes per row',
    opponent: 'Opponent',
    friend: 'A friend, on this screen',
    computer: (level: string) => `The computer (${level})`,
    side: 'You play',
    sides: { south: 'South (near row, moves first)', north: 'North (far row)' },
    games: 'Games',
    gameCounts: { 1: 'One game', 3: 'A match of 3', 5: 'A match of 5' },
    levels: { beginner: 'beginner', casual: 'casual', strong: 'strong', expert: 'expert' },
    newGame: 'Start a new game',
    setUp: 'Set up a position',
    link: 'Link to this game',
    linkHelp:
      'Open this link to come back to the game as it stands now, moves and all (in a match, its earlier games too).',
    copy: 'Copy link',
    copied: 'Link copied.',
  },
  embed: {
    title: 'Hoyito board',
    unknown: (name: string, allowed: string) =>
      `Unknown parameter “${name}”; the parameters are ${allowed}.`,
    badNarration: (value: string) =>
      `narration=“${value}” is not allowed; use narration=on or narration=off (or 1 / 0, true / false).`,
    parameter: (name: string, message: string) => `Parameter “${name}”: ${message}`,
    repeated: (name: string) => `Parameter “${name}” is given more than once; give it once.`,
    overridden: (name: string, by: string) => `Parameter “${name}” is ignored: the ${by} sets it.`,
    badScheme: (value: string) =>
      `scheme=“${value}” is not allowed; use scheme=light or scheme=dark (without it, the frame follows the reader’s system setting).`,
    waiting:
      'The board is on its way. It needs JavaScript: if it never comes, this frame does not run scripts here (a sandboxed frame needs allow-scripts and allow-same-origin).',
  },
  reference: {
    attributes: 'Attributes',
    properties: 'Properties',
    methods: 'Methods',
    events: 'Events',
    slots: 'Slots',
    parts: 'CSS parts',
    cssProperties: 'CSS custom properties',
    name: 'Name',
    attribute: 'Attribute',
    property: 'Property',
    type: 'Type',
    default: 'Default',
    description: 'Description',
    signature: 'Signature',
    readonly: 'read only',
    // Defaults that are no value but what the board does when the attribute is left out (see
    // defaultKind), keyed by the JSDoc's words.
    defaults: {
      page: "the page's",
      all: 'all',
      "its level's": "its level's",
      off: 'off',
      'one game': 'one game',
    } as Record<string, string>,
    none: 'None: the board draws everything itself.',
    generated:
      'Generated at build time from the element’s manifest, packages/board/custom-elements.json.',
  },
  diagram: {
    variant: 'Variant',
    holes: 'Holes per row',
    position: 'Position (engine notation)',
    positionHelp:
      'Choosing a variant or board writes its start position here; edit the counts freely.',
    highlight: 'Move to mark (a hole label, or empty)',
    orientation: 'Side at the bottom',
    south: 'South',
    north: 'North',
    lang: 'Language of the captions',
    download: 'Download SVG',
    alt: 'Alt text for the picture',
    altHelp:
      'What the picture says to a reader who cannot see it. As an image file (<img>, a wiki’s File: link) its own description is not read out: paste this as its alt text.',
    cannot: 'This position cannot be drawn: fix the fields above (the board says what is wrong).',
  },
  replay: {
    record: 'Game record',
    recordHelp:
      'Paste a game record (the text the Play page’s link carries, or one written by hand).',
    show: 'Replay this record',
    notRecord:
      'This is not a game record: a record starts with its tags, such as [Variant "hoyito-2"], then gives its moves.',
    link: 'Link to this replay',
    sampleEvent: 'Sample game',
  },
};

const es: typeof en = {
  fieldRecord: 'Registro de campo',
  convention: 'Convención de este programa',
  sourceLine: (page: string) =>
    `Fuente: el estudio de campo de V. Bautista i Roca (2005), recogido en Mancala World, «${page}».`,
  conventionLine: 'Las fuentes no lo resuelven; lo decide este programa.',
  conventionsLink: 'Todas las convenciones',
  clickMarked: (label: string) => `Pulsa la casita marcada, ${label}.`,
  pressPass: 'Pulsa Pasar.',
  expected: 'Qué pasa',
  markup: 'El código de este tablero',
  round: 'Ronda',
  rounds: { 1: 'Ronda 1', 2: 'Ronda 2', 3: 'Ronda 3 y siguientes' },
  play: {
    variant: 'Variante',
    holes: 'Casitas por fila',
    opponent: 'Rival',
    friend: 'Un amigo, en esta pantalla',
    computer: (level: string) => `La computadora (nivel ${level})`,
    side: 'Tú juegas con',
    sides: { south: 'Sur (fila de abajo, empieza)', north: 'Norte (fila de arriba)' },
    games: 'Partidas',
    gameCounts: { 1: 'Una partida', 3: 'Un encuentro de 3', 5: 'Un encuentro de 5' },
    levels: { beginner: 'principiante', casual: 'aficionado', strong: 'fuerte', expert: 'experto' },
    newGame: 'Empezar una partida nueva',
    setUp: 'Preparar una posición',
    link: 'Enlace a esta partida',
    linkHelp:
      'Abre este enlace para volver a la partida tal como está ahora, con todas sus jugadas (en un encuentro, también sus partidas anteriores).',
    copy: 'Copiar enlace',
    copied: 'Enlace copiado.',
  },
  embed: {
    title: 'Tablero de Hoyito',
    unknown: (name: string, allowed: string) =>
      `Parámetro desconocido «${name}»; los parámetros son ${allowed}.`,
    badNarration: (value: string) =>
      `narration=«${value}» no es válido; usa narration=on o narration=off (o 1 / 0, true / false).`,
    parameter: (name: string, message: string) => `Parámetro «${name}»: ${message}`,
    repeated: (name: string) =>
      `El parámetro «${name}» aparece más de una vez; ponlo una sola vez.`,
    overridden: (name: string, by: string) =>
      `El parámetro «${name}» no se tiene en cuenta: lo fija ${by === 'record' ? 'el registro' : 'la posición'}.`,
    badScheme: (value: string) =>
      `scheme=«${value}» no es válido; usa scheme=light o scheme=dark (sin él, el marco sigue el ajuste del sistema del lector).`,
    waiting:
      'El tablero está en camino. Necesita JavaScript: si no llega, este marco no ejecuta scripts aquí (un marco con sandbox necesita allow-scripts y allow-same-origin).',
  },
  reference: {
    attributes: 'Atributos',
    properties: 'Propiedades',
    methods: 'Métodos',
    events: 'Eventos',
    slots: 'Slots',
    parts: 'Partes CSS',
    cssProperties: 'Propiedades CSS personalizadas',
    name: 'Nombre',
    attribute: 'Atributo',
    property: 'Propiedad',
    type: 'Tipo',
    default: 'Valor por defecto',
    description: 'Descripción',
    signature: 'Firma',
    readonly: 'solo lectura',
    defaults: {
      page: 'el de la página',
      all: 'todos',
      "its level's": 'el de su nivel',
      off: 'desactivado',
      'one game': 'una partida',
    },
    none: 'Ninguno: el tablero lo dibuja todo.',
    generated:
      'Generado al compilar el sitio a partir del manifiesto del elemento, packages/board/custom-elements.json. Las descripciones están traducidas de los comentarios del código fuente, escritos en inglés; la que aún no tenga traducción se muestra en inglés.',
  },
  diagram: {
    variant: 'Variante',
    holes: 'Casitas por fila',
    position: 'Posición (notación del motor)',
    positionHelp:
      'Al elegir una variante o un tablero se escribe aquí su posición inicial; cambia las cantidades como quieras.',
    highlight: 'Jugada que marcar (la letra de una casita, o vacío)',
    orientation: 'Lado de abajo',
    south: 'Sur',
    north: 'Norte',
    lang: 'Idioma de los textos',
    download: 'Descargar SVG',
    alt: 'Texto alternativo de la imagen',
    altHelp:
      'Lo que la imagen le dice a quien no puede verla. Como archivo de imagen (<img>, el enlace Archivo: de una wiki) su propia descripción no se lee: pega esto como su texto alternativo (alt).',
    cannot:
      'Esta posición no se puede dibujar: corrige los campos de arriba (el tablero dice qué falla).',
  },
  replay: {
    record: 'Registro de la partida',
    recordHelp:
      'Pega un registro de partida (el texto que lleva el enlace de la página Jugar, o uno escrito a mano).',
    show: 'Reproducir este registro',
    notRecord:
      'Esto no es un registro de partida: un registro empieza con sus etiquetas, como [Variant "hoyito-2"], y luego da sus jugadas.',
    link: 'Enlace a esta reproducción',
    sampleEvent: 'Partida de ejemplo',
  },
};

export const UI = { en, es } as const;

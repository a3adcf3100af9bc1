/**
 * The rule examples of the documentation site: for each rule of each variant, a position in the
 * engine's notation and the move that shows that rule once, with the position the engine gives
 * after it and what the board's narration says about it. Every position was found by random play
 * from the standard start (find.ts), so seed totals and captured counts are those of real games;
 * examples.test.ts plays every move with the engine and checks all of it.
 *
 * Pure data with type-only imports: pages can import it without pulling in the engine.
 */
import type { Move, Outcome, Variant } from '@hoyito/engine';

/** What an example shows. */
export const RULES = [
  'sowing',
  'relay',
  'en-passant',
  'landing-capture',
  'chain',
  'extra-turn',
  'pass',
  'last-four',
  'endless',
  'origin-refilled',
  'compare',
] as const;
export type Rule = (typeof RULES)[number];

/** Where a rule comes from: the field record, or a decision of this project (rule book §5). */
export const SOURCES = ['field', 'convention'] as const;
export type Source = (typeof SOURCES)[number];

/** Sections of the rule book (rules.md). */
export const SECTIONS = ['§2', '§3', '§4', '§5'] as const;
export type Section = (typeof SECTIONS)[number];

/** The section that states each rule and whether the sources give it. */
export const RULE_INFO: Readonly<
  Record<Rule, { readonly section: Section; readonly source: Source }>
> = deepFreeze({
  sowing: { section: '§2', source: 'field' },
  relay: { section: '§2', source: 'field' },
  'en-passant': { section: '§3', source: 'field' },
  'landing-capture': { section: '§3', source: 'field' },
  chain: { section: '§3', source: 'field' },
  'extra-turn': { section: '§3', source: 'field' },
  pass: { section: '§2', source: 'field' },
  'last-four': { section: '§4', source: 'field' },
  endless: { section: '§5', source: 'convention' },
  // §2.1: the sources do not say whether a lap skips the hole it was lifted from.
  'origin-refilled': { section: '§2', source: 'convention' },
  compare: { section: '§3', source: 'field' },
});

/** The rules each variant has (rule book §3): en passant only in I, the chain only in II, extra turns in II and III. */
export const VARIANT_RULES: Readonly<Record<Variant, readonly Rule[]>> = deepFreeze({
  'hoyito-1': RULES.filter((r) => r !== 'chain' && r !== 'extra-turn'),
  'hoyito-2': RULES.filter((r) => r !== 'en-passant'),
  'hoyito-3': RULES.filter((r) => r !== 'en-passant' && r !== 'chain'),
});

export interface Text {
  readonly en: string;
  readonly es: string;
}

export interface Example {
  /** Stable and kebab-case: `h2-chain`, `h3-last-four-round-3`. */
  readonly id: string;
  readonly variant: Variant;
  /** Holes per row. */
  readonly holes: number;
  readonly rule: Rule;
  readonly section: Section;
  readonly source: Source;
  /** The engine's position notation, usable as `<hoyito-board position="…">`. */
  readonly position: string;
  /** The move the reader makes: a canonical hole number, or a pass. */
  readonly move: Move;
  /** The move as the board labels it (`a`…`l`, `A`…`L`, `-` for a pass); also a `highlight` value. */
  readonly label: string;
  /** The position after the move, exactly as the engine writes it; null when the move is refused. */
  readonly after: string | null;
  /** Why the engine refuses the move (the endless sowing of rule book §5). */
  readonly refusal?: { readonly code: 'endless'; readonly cycleLength: number };
  /** Sentences the board's narration of this move contains (for a refused move: its refusal). */
  readonly narration: { readonly en: readonly string[]; readonly es: readonly string[] };
  readonly title: Text;
  /** Hoyito III's last four in a match: the round, and who won the game before. */
  readonly round?: number;
  readonly previousWinner?: Outcome;
}

type Definition = Omit<Example, 'section' | 'source'> & { readonly source?: Source };

const define = (d: Definition): Example => ({
  ...d,
  section: RULE_INFO[d.rule].section,
  source: d.source ?? RULE_INFO[d.rule].source,
});

// The three variants' pages share these sentences where the same move is told the same way.
const ENDLESS_TITLE: Text = {
  en: 'A sowing that never ends is not a legal move',
  es: 'Una siembra que no termina nunca no es una jugada legal',
};
const PASS_TITLE: Text = {
  en: 'No seeds on your side: you pass',
  es: 'Sin semillas en tu lado: pasas',
};
const REFILL_TITLE: Text = {
  en: 'Twelve seeds go all the way round: the emptied hole is not skipped',
  es: 'Doce semillas dan la vuelta entera: la casita vaciada no se salta',
};
const SOUTH_PASSES = {
  en: ['South has no seeds and passes.'],
  es: ['Sur no tiene semillas y pasa.'],
};
const PLAYS_AGAIN = { en: 'South plays again.', es: 'Sur vuelve a jugar.' };

const H3_LAST_FOUR = 'h3/1.1.3.0.0.0/0.2.1.0.0.0/20-20/s';
// Hoyito II's last four and Hoyito III's rounds: b's one seed makes a casa in c.
const CASA_IN_C = {
  en: "The last seed makes a casa in South's c: South captures it.",
  es: 'La última semilla hace casa en c (Sur): Sur se la come.',
};
const COMPARE_BOARD = '1.2.0.2.3.3/0.0.2.1.1.1/8-24/s';

const CATALOGUE: readonly Example[] = [
  // ——— Hoyito I ———
  define({
    id: 'h1-sowing',
    variant: 'hoyito-1',
    holes: 6,
    rule: 'sowing',
    position: 'h1/0.0.1.2.0.0/0.0.2.1.0.2/12-28/s',
    move: 3,
    label: 'd',
    after: 'h1/0.0.1.0.1.1/0.0.2.1.0.2/12-28/n/c1',
    narration: {
      en: [
        'South sows 2 seeds from d.',
        "The last seed falls in South's f, which was empty: the move ends.",
      ],
      es: [
        'Sur siembra 2 semillas desde d.',
        'La última semilla cae en f (Sur), que estaba vacía: termina la jugada.',
      ],
    },
    title: {
      en: 'Sowing: one seed into each following hole',
      es: 'La siembra: una semilla en cada casita siguiente',
    },
  }),
  define({
    id: 'h1-relay',
    variant: 'hoyito-1',
    holes: 6,
    rule: 'relay',
    position: 'h1/0.1.1.0.0.1/1.0.2.1.0.1/12-28/s',
    move: 1,
    label: 'b',
    after: 'h1/0.0.0.1.1.1/1.0.2.1.0.1/12-28/n/c1',
    narration: {
      en: [
        "The last seed makes 2 in South's c: relay, lap 2.",
        "The last seed falls in South's e, which was empty: the move ends after 2 laps.",
      ],
      es: [
        'La última semilla deja 2 en c (Sur): se levantan y se sigue sembrando, vuelta 2.',
        'La última semilla cae en e (Sur), que estaba vacía: termina la jugada tras 2 vueltas.',
      ],
    },
    title: {
      en: 'Relay: the last seed falls in an occupied hole, whose seeds are sown on',
      es: 'Relevo: la última semilla cae en una casita ocupada, y se siembra lo que hay en ella',
    },
  }),
  define({
    id: 'h1-en-passant',
    variant: 'hoyito-1',
    holes: 6,
    rule: 'en-passant',
    position: 'h1/3.0.0.2.3.0/0.0.0.1.3.0/20-16/s',
    move: 3,
    label: 'd',
    after: 'h1/3.0.0.0.0.1/0.0.0.1.3.0/24-16/n',
    narration: {
      en: [
        "On the way, South captures the four in South's e.",
        "The last seed falls in South's f, which was empty: the move ends.",
      ],
      es: [
        'Por el camino, Sur come las cuatro de e (Sur).',
        'La última semilla cae en f (Sur), que estaba vacía: termina la jugada.',
      ],
    },
    title: {
      en: 'En passant: a four made on the way is captured at once',
      es: 'Al paso: las cuatro que se forman por el camino se comen en el acto',
    },
  }),
  define({
    id: 'h1-landing-capture',
    variant: 'hoyito-1',
    holes: 6,
    rule: 'landing-capture',
    position: 'h1/2.1.0.1.3.0/2.0.0.3.0.0/12-24/s',
    move: 3,
    label: 'd',
    after: 'h1/2.1.0.0.0.0/2.0.0.3.0.0/16-24/n',
    narration: {
      en: ["The last seed makes a casa in South's e: South captures it."],
      es: ['La última semilla hace casa en e (Sur): Sur se la come.'],
    },
    title: {
      en: 'The last seed makes a four: it is captured, the move ends and North plays',
      es: 'La última semilla hace casa: se come, termina la jugada y juega Norte',
    },
  }),
  define({
    id: 'h1-pass',
    variant: 'hoyito-1',
    holes: 6,
    rule: 'pass',
    position: 'h1/0.0.0.0.0.0/2.1.0.1.3.1/28-12/s',
    move: 'pass',
    label: '-',
    after: 'h1/0.0.0.0.0.0/2.1.0.1.3.1/28-12/n/c1',
    narration: SOUTH_PASSES,
    title: PASS_TITLE,
  }),
  define({
    id: 'h1-last-four',
    variant: 'hoyito-1',
    holes: 6,
    rule: 'last-four',
    position: 'h1/1.0.2.3.1.0/0.1.0.0.0.0/28-12/s',
    move: 2,
    label: 'c',
    after: 'h1/0.0.0.0.0.0/0.0.0.0.0.0/36-12/x/eL',
    narration: {
      en: [
        "On the way, South captures the four in South's d.",
        'Only 4 seeds are left (1 of them still in hand): they go to South, who made the last capture.',
        'Game over (last four): South wins 36–12.',
      ],
      es: [
        'Por el camino, Sur come las cuatro de d (Sur).',
        'Solo quedan 4 semillas (1 de ellas aún en la mano): se las lleva Sur, que fue quien comió.',
        'Fin de la partida (las últimas cuatro): gana Sur 36–12.',
      ],
    },
    title: {
      en: 'The last four, counted mid-sowing with the seed in hand: they go to the capturer',
      es: 'Las últimas cuatro, contadas a mitad de siembra con la semilla en la mano: para quien come',
    },
  }),
  define({
    id: 'h1-endless',
    variant: 'hoyito-1',
    holes: 6,
    rule: 'endless',
    position: 'h1/1.2.0.2.1.0/2.1.0.2.1.0/36-0/s',
    move: 1,
    label: 'b',
    after: null,
    refusal: { code: 'endless', cycleLength: 60 },
    narration: {
      en: ['The sowing from b never ends (a cycle of 60 laps), so it is not a legal move.'],
      es: [
        'La siembra desde b no termina nunca (un ciclo de 60 vueltas), así que no es una jugada legal.',
      ],
    },
    title: ENDLESS_TITLE,
  }),
  define({
    id: 'h1-origin-refilled',
    variant: 'hoyito-1',
    holes: 6,
    rule: 'origin-refilled',
    position: 'h1/1.1.0.0.2.12/0.0.0.0.0.0/24-8/s',
    move: 5,
    label: 'f',
    after: 'h1/2.2.1.1.3.1/1.1.1.1.1.1/24-8/n/c1',
    narration: {
      en: [
        'South sows 12 seeds from f.',
        "The last seed falls in South's f, which was empty: the move ends.",
      ],
      es: [
        'Sur siembra 12 semillas desde f.',
        'La última semilla cae en f (Sur), que estaba vacía: termina la jugada.',
      ],
    },
    title: REFILL_TITLE,
  }),
  define({
    id: 'h1-compare',
    variant: 'hoyito-1',
    holes: 6,
    rule: 'compare',
    position: `h1/${COMPARE_BOARD}`,
    move: 3,
    label: 'd',
    after: 'h1/1.2.0.0.0.0/0.0.2.1.1.1/16-24/n',
    narration: {
      en: [
        "On the way, South captures the four in South's e.",
        "The last seed makes a casa in South's f: South captures it.",
      ],
      es: [
        'Por el camino, Sur come las cuatro de e (Sur).',
        'La última semilla hace casa en f (Sur): Sur se la come.',
      ],
    },
    title: {
      en: 'Hoyito I: e is taken on the way, f by the last seed; then North plays',
      es: 'Hoyito I: e se come al paso y f con la última semilla; después juega Norte',
    },
  }),

  // ——— Hoyito II ———
  define({
    id: 'h2-sowing',
    variant: 'hoyito-2',
    holes: 6,
    rule: 'sowing',
    position: 'h2/1.0.1.0.0.2/0.0.0.1.1.2/24-16/s',
    move: 5,
    label: 'f',
    after: 'h2/1.0.1.0.0.0/1.1.0.1.1.2/24-16/n/c1',
    narration: {
      en: [
        'South sows 2 seeds from f.',
        "The last seed falls in North's B, which was empty: the move ends.",
      ],
      es: [
        'Sur siembra 2 semillas desde f.',
        'La última semilla cae en B (Norte), que estaba vacía: termina la jugada.',
      ],
    },
    title: {
      en: 'Sowing goes on into the other row: from f to A and B',
      es: 'La siembra sigue por la otra fila: de f a A y B',
    },
  }),
  define({
    id: 'h2-relay',
    variant: 'hoyito-2',
    holes: 6,
    rule: 'relay',
    position: 'h2/1.0.1.1.1.0/1.0.2.0.1.0/24-16/s',
    move: 2,
    label: 'c',
    after: 'h2/1.0.0.0.2.1/1.0.2.0.1.0/24-16/n/c1',
    narration: {
      en: [
        "The last seed makes 2 in South's d: relay, lap 2.",
        "The last seed falls in South's f, which was empty: the move ends after 2 laps.",
      ],
      es: [
        'La última semilla deja 2 en d (Sur): se levantan y se sigue sembrando, vuelta 2.',
        'La última semilla cae en f (Sur), que estaba vacía: termina la jugada tras 2 vueltas.',
      ],
    },
    title: {
      en: 'Relay: the last seed falls in an occupied hole, whose seeds are sown on',
      es: 'Relevo: la última semilla cae en una casita ocupada, y se siembra lo que hay en ella',
    },
  }),
  define({
    id: 'h2-landing-capture',
    variant: 'hoyito-2',
    holes: 6,
    rule: 'landing-capture',
    position: 'h2/1.0.1.3.1.0/1.0.1.2.2.0/24-12/s',
    move: 2,
    label: 'c',
    after: 'h2/1.0.0.0.1.0/1.0.1.2.2.0/28-12/s',
    narration: {
      en: ["The last seed makes a casa in South's d: South captures it.", PLAYS_AGAIN.en],
      es: ['La última semilla hace casa en d (Sur): Sur se la come.', PLAYS_AGAIN.es],
    },
    title: {
      en: 'A casa: the last seed makes four in d, and South captures them',
      es: 'Casa: la última semilla deja cuatro en d, y Sur se las come',
    },
  }),
  define({
    id: 'h2-chain',
    variant: 'hoyito-2',
    holes: 6,
    rule: 'chain',
    position: 'h2/0.1.2.1.2.3/3.0.2.1.1.0/16-16/s',
    move: 4,
    label: 'e',
    after: 'h2/0.1.2.1.0.0/0.0.2.1.1.0/24-16/s',
    narration: {
      en: [
        "The last seed makes a casa in North's A: South captures it and, chaining back, South's f — 8 seeds.",
      ],
      es: [
        'La última semilla hace casa en A (Norte): Sur se la come y, siguiendo hacia atrás, también f (Sur): 8 semillas.',
      ],
    },
    title: {
      en: 'The backward chain crosses the end of the row: the casa in A, then f behind it',
      es: 'La cadena hacia atrás cruza el final de la fila: la casa en A y, detrás, f',
    },
  }),
  define({
    id: 'h2-extra-turn',
    variant: 'hoyito-2',
    holes: 6,
    rule: 'extra-turn',
    position: 'h2/0.0.2.1.1.2/0.1.3.1.1.0/20-16/s',
    move: 4,
    label: 'e',
    after: 'h2/0.0.2.1.0.0/1.2.0.1.1.0/24-16/s',
    narration: {
      en: [
        "The last seed makes 3 in South's f: relay, lap 2.",
        "The last seed makes a casa in North's C: South captures it.",
        PLAYS_AGAIN.en,
      ],
      es: [
        'La última semilla deja 3 en f (Sur): se levantan y se sigue sembrando, vuelta 2.',
        'La última semilla hace casa en C (Norte): Sur se la come.',
        PLAYS_AGAIN.es,
      ],
    },
    title: {
      en: 'A capture earns another turn: South moves again',
      es: 'Quien come vuelve a jugar: Sur juega otra vez',
    },
  }),
  define({
    id: 'h2-pass',
    variant: 'hoyito-2',
    holes: 6,
    rule: 'pass',
    position: 'h2/0.0.0.0.0.0/2.3.1.1.1.0/16-24/s',
    move: 'pass',
    label: '-',
    after: 'h2/0.0.0.0.0.0/2.3.1.1.1.0/16-24/n/c1',
    narration: SOUTH_PASSES,
    title: PASS_TITLE,
  }),
  define({
    id: 'h2-last-four',
    variant: 'hoyito-2',
    holes: 6,
    rule: 'last-four',
    position: 'h2/1.1.3.0.1.0/1.1.0.0.0.0/20-20/s',
    move: 1,
    label: 'b',
    after: 'h2/0.0.0.0.0.0/0.0.0.0.0.0/28-20/x/eL',
    narration: {
      en: [
        CASA_IN_C.en,
        'Only 4 seeds are left: they go to South, who made the last capture.',
        'Game over (last four): South wins 28–20.',
      ],
      es: [
        CASA_IN_C.es,
        'Solo quedan 4 semillas: se las lleva Sur, que fue quien comió.',
        'Fin de la partida (las últimas cuatro): gana Sur 28–20.',
      ],
    },
    title: {
      en: 'The last four go to the capturer, and the game ends',
      es: 'Las últimas cuatro son para quien come, y termina la partida',
    },
  }),
  define({
    id: 'h2-endless',
    variant: 'hoyito-2',
    holes: 6,
    rule: 'endless',
    position: 'h2/2.0.2.3.0.1/0.2.1.3.15.3/16-0/s',
    move: 0,
    label: 'a',
    after: null,
    refusal: { code: 'endless', cycleLength: 159732 },
    narration: {
      en: ['The sowing from a never ends (a cycle of 159,732 laps), so it is not a legal move.'],
      es: [
        'La siembra desde a no termina nunca (un ciclo de 159,732 vueltas), así que no es una jugada legal.',
      ],
    },
    title: {
      en: 'Sowing a would go round for ever, in a cycle of 159,732 laps: not a legal move',
      es: 'Sembrar a daría vueltas para siempre, en un ciclo de 159,732 vueltas: no es jugada legal',
    },
  }),
  define({
    id: 'h2-origin-refilled',
    variant: 'hoyito-2',
    holes: 6,
    rule: 'origin-refilled',
    position: 'h2/1.12.0.0.1.0/1.1.0.0.0.0/8-24/s',
    move: 1,
    label: 'b',
    after: 'h2/2.1.1.1.2.1/2.2.1.1.1.1/8-24/n/c1',
    narration: {
      en: [
        'South sows 12 seeds from b.',
        "The last seed falls in South's b, which was empty: the move ends.",
      ],
      es: [
        'Sur siembra 12 semillas desde b.',
        'La última semilla cae en b (Sur), que estaba vacía: termina la jugada.',
      ],
    },
    title: REFILL_TITLE,
  }),
  define({
    id: 'h2-12-chain',
    variant: 'hoyito-2',
    holes: 12,
    rule: 'chain',
    position: 'h2/3.1.3.5.2.0.0.1.0.1.1.3/3.2.0.1.0.1.0.1.2.0.2.0/40-24/s',
    move: 9,
    label: 'j',
    after: 'h2/3.1.3.5.2.0.0.1.0.0.0.0/0.2.0.1.0.1.0.1.2.0.2.0/48-24/s',
    narration: {
      en: [
        "The last seed makes 2 in South's k: relay, lap 2.",
        "The last seed makes a casa in North's A: South captures it and, chaining back, South's l — 8 seeds.",
      ],
      es: [
        'La última semilla deja 2 en k (Sur): se levantan y se sigue sembrando, vuelta 2.',
        'La última semilla hace casa en A (Norte): Sur se la come y, siguiendo hacia atrás, también l (Sur): 8 semillas.',
      ],
    },
    title: {
      en: 'On the 2×12 board of Villa Jaragua: a relay, a casa in A and the chain back to l',
      es: 'En el tablero de 2×12 de Villa Jaragua: un relevo, casa en A y la cadena hasta l',
    },
  }),
  define({
    id: 'h2-compare',
    variant: 'hoyito-2',
    holes: 6,
    rule: 'compare',
    position: `h2/${COMPARE_BOARD}`,
    move: 3,
    label: 'd',
    after: 'h2/1.2.0.0.0.0/0.0.2.1.1.1/16-24/s',
    narration: {
      en: [
        "The last seed makes a casa in South's f: South captures it and, chaining back, South's e — 8 seeds.",
        PLAYS_AGAIN.en,
      ],
      es: [
        'La última semilla hace casa en f (Sur): Sur se la come y, siguiendo hacia atrás, también e (Sur): 8 semillas.',
        PLAYS_AGAIN.es,
      ],
    },
    title: {
      en: 'Hoyito II: the casa in f, then e chaining back; South plays again',
      es: 'Hoyito II: casa en f y, hacia atrás, e; Sur vuelve a jugar',
    },
  }),

  // ——— Hoyito III ———
  define({
    id: 'h3-sowing',
    variant: 'hoyito-3',
    holes: 6,
    rule: 'sowing',
    position: 'h3/2.1.0.1.0.1/1.1.0.0.1.0/20-20/s',
    move: 0,
    label: 'a',
    after: 'h3/0.2.1.1.0.1/1.1.0.0.1.0/20-20/n/c1',
    narration: {
      en: [
        'South sows 2 seeds from a.',
        "The last seed falls in South's c, which was empty: the move ends.",
      ],
      es: [
        'Sur siembra 2 semillas desde a.',
        'La última semilla cae en c (Sur), que estaba vacía: termina la jugada.',
      ],
    },
    title: {
      en: 'Sowing: one seed into each following hole',
      es: 'La siembra: una semilla en cada casita siguiente',
    },
  }),
  define({
    id: 'h3-relay',
    variant: 'hoyito-3',
    holes: 6,
    rule: 'relay',
    position: 'h3/1.1.1.0.0.1/0.0.1.0.3.0/24-16/s',
    move: 0,
    label: 'a',
    after: 'h3/0.0.2.1.0.1/0.0.1.0.3.0/24-16/n/c1',
    narration: {
      en: [
        "The last seed makes 2 in South's b: relay, lap 2.",
        "The last seed falls in South's d, which was empty: the move ends after 2 laps.",
      ],
      es: [
        'La última semilla deja 2 en b (Sur): se levantan y se sigue sembrando, vuelta 2.',
        'La última semilla cae en d (Sur), que estaba vacía: termina la jugada tras 2 vueltas.',
      ],
    },
    title: {
      en: 'Relay: the last seed falls in an occupied hole, whose seeds are sown on',
      es: 'Relevo: la última semilla cae en una casita ocupada, y se siembra lo que hay en ella',
    },
  }),
  define({
    id: 'h3-landing-capture',
    variant: 'hoyito-3',
    holes: 6,
    rule: 'landing-capture',
    // e, just behind the casa, holds four too and stays: in Hoyito II the chain would take it
    // (and with it the last four).
    position: 'h3/0.0.0.2.3.3/2.0.0.1.0.1/20-16/s',
    move: 3,
    label: 'd',
    after: 'h3/0.0.0.0.4.0/2.0.0.1.0.1/24-16/s',
    narration: {
      en: ["The last seed makes a casa in South's f: South captures it.", PLAYS_AGAIN.en],
      es: ['La última semilla hace casa en f (Sur): Sur se la come.', PLAYS_AGAIN.es],
    },
    title: {
      en: 'A casa: the last seed makes four in f, and South captures them; the four in e, just behind, stay',
      es: 'Casa: la última semilla deja cuatro en f, y Sur se las come; las cuatro de e, justo detrás, se quedan',
    },
  }),
  define({
    id: 'h3-extra-turn',
    variant: 'hoyito-3',
    holes: 6,
    rule: 'extra-turn',
    position: 'h3/2.1.1.0.3.1/0.1.1.0.2.0/16-20/s',
    move: 1,
    label: 'b',
    after: 'h3/2.0.0.1.0.1/0.1.1.0.2.0/20-20/s',
    narration: {
      en: [
        "The last seed makes 2 in South's c: relay, lap 2.",
        "The last seed makes a casa in South's e: South captures it.",
        PLAYS_AGAIN.en,
      ],
      es: [
        'La última semilla deja 2 en c (Sur): se levantan y se sigue sembrando, vuelta 2.',
        'La última semilla hace casa en e (Sur): Sur se la come.',
        PLAYS_AGAIN.es,
      ],
    },
    title: {
      en: 'A capture earns another turn: South moves again',
      es: 'Quien come vuelve a jugar: Sur juega otra vez',
    },
  }),
  define({
    id: 'h3-pass',
    variant: 'hoyito-3',
    holes: 6,
    rule: 'pass',
    position: 'h3/0.0.0.0.0.0/1.3.1.0.2.1/24-16/s',
    move: 'pass',
    label: '-',
    after: 'h3/0.0.0.0.0.0/1.3.1.0.2.1/24-16/n/c1',
    narration: SOUTH_PASSES,
    title: PASS_TITLE,
  }),
  define({
    id: 'h3-last-four-round-1',
    variant: 'hoyito-3',
    holes: 6,
    rule: 'last-four',
    position: H3_LAST_FOUR,
    move: 1,
    label: 'b',
    after: 'h3/0.0.0.0.0.0/0.0.0.0.0.0/28-20/x/eL',
    round: 1,
    narration: {
      en: [
        CASA_IN_C.en,
        'Only 4 seeds are left: they go to South, who made the last capture.',
        'Game over (last four): South wins 28–20.',
      ],
      es: [
        CASA_IN_C.es,
        'Solo quedan 4 semillas: se las lleva Sur, que fue quien comió.',
        'Fin de la partida (las últimas cuatro): gana Sur 28–20.',
      ],
    },
    title: {
      en: 'Round 1 (or a single game): the last four go to South, who captured',
      es: 'Primera ronda (o partida suelta): las últimas cuatro son para Sur, que comió',
    },
  }),
  define({
    id: 'h3-last-four-round-2',
    variant: 'hoyito-3',
    holes: 6,
    rule: 'last-four',
    position: `${H3_LAST_FOUR}/r2/pn`,
    move: 1,
    label: 'b',
    after: 'h3/0.0.0.0.0.0/0.0.0.0.0.0/28-20/x/r2/pn/eL',
    round: 2,
    previousWinner: 'north',
    narration: {
      en: [
        CASA_IN_C.en,
        'Only 4 seeds are left: they go to South, who made the last capture.',
        'Game over (last four): South wins 28–20.',
      ],
      es: [
        CASA_IN_C.es,
        'Solo quedan 4 semillas: se las lleva Sur, que fue quien comió.',
        'Fin de la partida (las últimas cuatro): gana Sur 28–20.',
      ],
    },
    title: {
      en: 'Round 2: still the capturer, South, although North won the first game',
      es: 'Segunda ronda: siguen siendo para Sur, que comió, aunque Norte ganó la primera',
    },
  }),
  define({
    id: 'h3-last-four-round-3',
    variant: 'hoyito-3',
    holes: 6,
    rule: 'last-four',
    position: `${H3_LAST_FOUR}/r3/pn`,
    move: 1,
    label: 'b',
    after: 'h3/0.0.0.0.0.0/0.0.0.0.0.0/24-24/x/r3/pn/eL',
    round: 3,
    previousWinner: 'north',
    narration: {
      en: [
        CASA_IN_C.en,
        'Only 4 seeds are left: they go to North, the winner of the previous game, not to South, who made the capture.',
        'Game over (last four): a draw, 24–24.',
      ],
      es: [
        CASA_IN_C.es,
        'Solo quedan 4 semillas: se las lleva Norte, que ganó la partida anterior, aunque fue Sur quien comió.',
        'Fin de la partida (las últimas cuatro): empate, 24–24.',
      ],
    },
    title: {
      en: 'Round 3 on: the last four go to North, who won the previous game, so this game ends in a draw, 24–24',
      es: 'Desde la tercera ronda: las últimas cuatro son para Norte, que ganó la anterior, y esta partida acaba en empate, 24–24',
    },
  }),
  define({
    id: 'h3-last-four-round-3-after-draw',
    variant: 'hoyito-3',
    holes: 6,
    rule: 'last-four',
    // The sources do not say who receives them when the previous game was drawn.
    source: 'convention',
    position: `${H3_LAST_FOUR}/r3/pd`,
    move: 1,
    label: 'b',
    after: 'h3/0.0.0.0.0.0/0.0.0.0.0.0/28-20/x/r3/pd/eL',
    round: 3,
    previousWinner: 'draw',
    narration: {
      en: [
        'Only 4 seeds are left: they go to South, who made the last capture, as the previous game was drawn.',
      ],
      es: [
        'Solo quedan 4 semillas: se las lleva Sur, que fue quien comió, porque la partida anterior quedó empatada.',
      ],
    },
    title: {
      en: 'Round 3 after a drawn game: the capturer, South, receives them (our convention)',
      es: 'Tercera ronda tras un empate: son para Sur, que comió (convención nuestra)',
    },
  }),
  define({
    id: 'h3-endless',
    variant: 'hoyito-3',
    holes: 6,
    rule: 'endless',
    position: 'h3/4.3.1.0.1.0/2.1.3.7.6.0/20-0/s',
    move: 1,
    label: 'b',
    after: null,
    refusal: { code: 'endless', cycleLength: 39 },
    narration: {
      en: ['The sowing from b never ends (a cycle of 39 laps), so it is not a legal move.'],
      es: [
        'La siembra desde b no termina nunca (un ciclo de 39 vueltas), así que no es una jugada legal.',
      ],
    },
    title: ENDLESS_TITLE,
  }),
  define({
    id: 'h3-origin-refilled',
    variant: 'hoyito-3',
    holes: 6,
    rule: 'origin-refilled',
    position: 'h3/12.0.1.1.0.0/0.1.0.0.0.1/24-8/s',
    move: 0,
    label: 'a',
    after: 'h3/1.1.2.2.1.1/1.2.1.1.1.2/24-8/n/c1',
    narration: {
      en: [
        'South sows 12 seeds from a.',
        "The last seed falls in South's a, which was empty: the move ends.",
      ],
      es: [
        'Sur siembra 12 semillas desde a.',
        'La última semilla cae en a (Sur), que estaba vacía: termina la jugada.',
      ],
    },
    title: REFILL_TITLE,
  }),
  define({
    id: 'h3-compare',
    variant: 'hoyito-3',
    holes: 6,
    rule: 'compare',
    position: `h3/${COMPARE_BOARD}`,
    move: 3,
    label: 'd',
    after: 'h3/1.2.0.0.4.0/0.0.2.1.1.1/12-24/s',
    narration: {
      en: ["The last seed makes a casa in South's f: South captures it.", PLAYS_AGAIN.en],
      es: ['La última semilla hace casa en f (Sur): Sur se la come.', PLAYS_AGAIN.es],
    },
    title: {
      en: 'Hoyito III: only the casa in f; the four in e stays; South plays again',
      es: 'Hoyito III: solo la casa en f; las cuatro de e se quedan; Sur vuelve a jugar',
    },
  }),
];

/** Every example, frozen, in page order: Hoyito I, II, III, each in the order of its rules. */
export const examples: readonly Example[] = deepFreeze(CATALOGUE);

const BY_ID = new Map(examples.map((e) => [e.id, e]));

/** One variant's examples, in page order. */
export function examplesFor(variant: Variant): readonly Example[] {
  return examples.filter((e) => e.variant === variant);
}

/** The example with this id; throws, naming the known ids, if there is none. */
export function exampleById(id: string): Example {
  const found = BY_ID.get(id);
  if (found === undefined) {
    throw new Error(
      `No rule example has the id ${JSON.stringify(id)}; known ids: ${[...BY_ID.keys()].join(', ')}.`,
    );
  }
  return found;
}

/** The same position and move in Hoyito I, II and III, for the Compare page. */
export const compareExamples: readonly Example[] = deepFreeze(
  examples.filter((e) => e.rule === 'compare'),
);

/** Hoyito III's round selector: who receives the last four in rounds 1, 2 and 3 (and later). */
export const lastFourRounds: readonly Example[] = deepFreeze(
  [1, 2, 3].map((round) => exampleById(`h3-last-four-round-${round}`)),
);

export const LESSON_STEPS = ['sowing', 'relay', 'casa', 'extra-turn', 'pass', 'end'] as const;
export type LessonStepName = (typeof LESSON_STEPS)[number];

export interface LessonStep {
  readonly step: LessonStepName;
  readonly example: Example;
  /** What the reader is asked to do, and what to watch for. */
  readonly prompt: Text;
}

/** The "Learn to play" lesson, in order: Hoyito II, whose rules include every step. */
export const lessonSteps: readonly LessonStep[] = deepFreeze([
  {
    step: 'sowing',
    example: exampleById('h2-sowing'),
    prompt: {
      en: "Click f. Its 2 seeds are sown one by one into the holes that follow, counter-clockwise: past the end of South's row, into North's A and B.",
      es: 'Pulsa f. Sus 2 semillas se siembran una a una en las casitas siguientes, en sentido contrario a las agujas del reloj: tras el final de la fila de Sur, en A y B de Norte.',
    },
  },
  {
    step: 'relay',
    example: exampleById('h2-relay'),
    prompt: {
      en: 'Click c. Its one seed lands in d, which already holds a seed, so both are lifted and sown on.',
      es: 'Pulsa c. Su semilla cae en d, que ya tenía una, así que se levantan las dos y se siguen sembrando.',
    },
  },
  {
    step: 'casa',
    example: exampleById('h2-landing-capture'),
    prompt: {
      en: 'Click c. The last seed makes four in d — a casa — and South captures it.',
      es: 'Pulsa c. La última semilla deja cuatro en d —una casa— y Sur se la come.',
    },
  },
  {
    step: 'extra-turn',
    example: exampleById('h2-extra-turn'),
    prompt: {
      en: "Click e. After a relay from f the last seed makes a casa in North's C: South captures it and moves again.",
      es: 'Pulsa e. Tras el relevo desde f, la última semilla hace casa en C, de Norte: Sur se la come y vuelve a jugar.',
    },
  },
  {
    step: 'pass',
    example: exampleById('h2-pass'),
    prompt: {
      en: 'South has no seeds left on their side. Press Pass: North moves next.',
      es: 'A Sur no le quedan semillas en su lado. Pulsa Pasar: juega Norte.',
    },
  },
  {
    step: 'end',
    example: exampleById('h2-last-four'),
    prompt: {
      en: 'Click b. The casa in c leaves only four seeds on the board: they go to South as well, and the game is over.',
      es: 'Pulsa b. La casa en c deja solo cuatro semillas en el tablero: también son para Sur, y termina la partida.',
    },
  },
]);

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

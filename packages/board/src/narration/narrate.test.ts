/**
 * Narration of real engine traces, in English and Spanish. Positions come from the engine's own
 * hand-checked cases (rules.test.ts, conventions.test.ts, state.test.ts, position.test.ts) and its
 * conformance file (test/conformance/public.json); the long relays were found by random play.
 */
import {
  Game,
  type Move,
  type Position,
  parsePosition,
  type RemainingRule,
  type TraceEvent,
} from '@hoyito/engine';
import { describe, expect, it } from 'vitest';
// The engine's own test helper, so that test positions are built one way across packages.
import { position } from '../../../engine/test/fixtures.ts';
import { en } from '../i18n/en.ts';
import { es } from '../i18n/es.ts';
import type { Messages } from '../i18n/messages.ts';
import {
  describeHole,
  describePreview,
  describeStatus,
  narrate,
  narrateRefusal,
  narrateStep,
  whyNotPlayable,
} from './narrate.ts';

function parsed(text: string): Position {
  const p = parsePosition(text);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

function traceOf(p: Position, move: Move): readonly TraceEvent[] {
  const played = p.play(move, { trace: true });
  if (!played.ok) throw new Error(played.error.message);
  return played.value.trace ?? [];
}

function tell(p: Position, move: Move, messages: Messages): string[] {
  return narrate(p, move, traceOf(p, move), messages);
}

interface Case {
  name: string;
  p: Position;
  move: Move;
  en: string[];
  es: string[];
}

const cases: Case[] = [
  {
    name: 'relay, then a stop in an empty hole',
    p: position('hoyito-3', [2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1], 'south'),
    move: 0,
    en: [
      'South sows 2 seeds from a.',
      "The last seed makes 2 in South's c: relay, lap 2.",
      "The last seed falls in South's e, which was empty: the move ends after 2 laps.",
    ],
    es: [
      'Sur siembra 2 semillas desde a.',
      'La última semilla deja 2 en c (Sur): se levantan y se sigue sembrando, vuelta 2.',
      'La última semilla cae en e (Sur), que estaba vacía: termina la jugada tras 2 vueltas.',
    ],
  },
  {
    name: 'a one-lap move (1 seed, singular)',
    p: position('hoyito-2', [0, 5, 5, 1, 2, 3], 'north'),
    move: 4,
    en: [
      'North sows 2 seeds from B.',
      "The last seed falls in South's a, which was empty: the move ends.",
    ],
    es: [
      'Norte siembra 2 semillas desde B.',
      'La última semilla cae en a (Sur), que estaba vacía: termina la jugada.',
    ],
  },
  {
    name: 'Hoyito II: a landing casa and its backward chain, then an extra turn',
    p: position('hoyito-2', [3, 5, 5, 1, 2, 3], 'north'),
    move: 4,
    en: [
      'North sows 2 seeds from B.',
      "The last seed makes a casa in South's a: North captures it and, chaining back, North's C — 8 seeds.",
      'Seeds captured: South 0, North 8.',
      'North plays again.',
    ],
    es: [
      'Norte siembra 2 semillas desde B.',
      'La última semilla hace casa en a (Sur): Norte se la come y, siguiendo hacia atrás, también C (Norte): 8 semillas.',
      'Semillas comidas: Sur 0, Norte 8.',
      'Norte vuelve a jugar.',
    ],
  },
  {
    name: 'Hoyito II: a chain of three across both rows (conformance chain-wraps-past-hole-0)',
    p: position('hoyito-2', [3, 3, 2, 0, 1, 8, 1, 0, 6, 2, 3, 3], 'south', { captured: [8, 8] }),
    move: 5,
    en: [
      'South sows 8 seeds from f.',
      "The last seed makes a casa in South's b: South captures it and, chaining back, South's a, North's F, and North's E — 16 seeds.",
      'Seeds captured: South 24, North 8.',
      'South plays again.',
    ],
    es: [
      'Sur siembra 8 semillas desde f.',
      'La última semilla hace casa en b (Sur): Sur se la come y, siguiendo hacia atrás, también a (Sur), F (Norte) y E (Norte): 16 semillas.',
      'Semillas comidas: Sur 24, Norte 8.',
      'Sur vuelve a jugar.',
    ],
  },
  {
    name: 'Hoyito III: the landing casa alone',
    p: position('hoyito-3', [3, 5, 5, 1, 2, 3], 'north'),
    move: 4,
    en: [
      'North sows 2 seeds from B.',
      "The last seed makes a casa in South's a: North captures it.",
      'Seeds captured: South 0, North 4.',
      'North plays again.',
    ],
    es: [
      'Norte siembra 2 semillas desde B.',
      'La última semilla hace casa en a (Sur): Norte se la come.',
      'Semillas comidas: Sur 0, Norte 4.',
      'Norte vuelve a jugar.',
    ],
  },
  {
    name: 'Hoyito I: en passant on the mover’s own side, then the last seed’s four on the other',
    p: position('hoyito-1', [3, 5, 5, 1, 2, 3], 'north'),
    move: 4,
    en: [
      'North sows 2 seeds from B.',
      "On the way, North captures the four in North's C.",
      "The last seed makes a casa in South's a: North captures it.",
      'Seeds captured: South 0, North 8.',
    ],
    es: [
      'Norte siembra 2 semillas desde B.',
      'Por el camino, Norte come las cuatro de C (Norte).',
      'La última semilla hace casa en a (Sur): Norte se la come.',
      'Semillas comidas: Sur 0, Norte 8.',
    ],
  },
  {
    name: 'Hoyito I: two fours en passant in one lap, then two relays',
    p: position('hoyito-1', [5, 3, 1, 3, 2, 1, 2, 1, 0, 0, 3, 0], 'south', { captured: [12, 16] }),
    move: 0,
    en: [
      'South sows 5 seeds from a.',
      "On the way, South captures the fours in South's b and d — 8 seeds.",
      "The last seed makes 2 in South's f: relay, lap 2.",
      "The last seed makes 2 in North's B: relay, lap 3.",
      "The last seed falls in North's D, which was empty: the move ends after 3 laps.",
      'Seeds captured: South 20, North 16.',
    ],
    es: [
      'Sur siembra 5 semillas desde a.',
      'Por el camino, Sur come las cuatro de cada una de b y d (Sur): 8 semillas.',
      'La última semilla deja 2 en f (Sur): se levantan y se sigue sembrando, vuelta 2.',
      'La última semilla deja 2 en B (Norte): se levantan y se sigue sembrando, vuelta 3.',
      'La última semilla cae en D (Norte), que estaba vacía: termina la jugada tras 3 vueltas.',
      'Semillas comidas: Sur 20, Norte 16.',
    ],
  },
  {
    name: 'Hoyito I: an en-passant capture leaves the last four, two of them in hand',
    p: position('hoyito-1', [3, 3, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0], 'south', { captured: [20, 20] }),
    move: 0,
    en: [
      'South sows 3 seeds from a.',
      "On the way, South captures the four in South's b.",
      'Only 4 seeds are left (2 of them still in hand): they go to South, who made the last capture.',
      'Game over (last four): South wins 28–20.',
    ],
    es: [
      'Sur siembra 3 semillas desde a.',
      'Por el camino, Sur come las cuatro de b (Sur).',
      'Solo quedan 4 semillas (2 de ellas aún en la mano): se las lleva Sur, que fue quien comió.',
      'Fin de la partida (las últimas cuatro): gana Sur 28–20.',
    ],
  },
  {
    name: 'the last seeds to the capturer (3 seeds, rules.test.ts)',
    p: position('hoyito-3', [1, 3, 0, 0, 0, 3], 'south', { captured: [20, 18] }),
    move: 0,
    en: [
      'South sows 1 seed from a.',
      "The last seed makes a casa in South's b: South captures it.",
      'Only 3 seeds are left: they go to South, who made the last capture.',
      'Game over (last four): South wins 27–18.',
    ],
    es: [
      'Sur siembra 1 semilla desde a.',
      'La última semilla hace casa en b (Sur): Sur se la come.',
      'Solo quedan 3 semillas: se las lleva Sur, que fue quien comió.',
      'Fin de la partida (las últimas cuatro): gana Sur 27–18.',
    ],
  },
  {
    name: 'the last four to the previous game’s winner (Hoyito III, round 3), ending in a draw',
    p: position('hoyito-3', [0, 0, 0, 0, 0, 1, 3, 0, 0, 0, 0, 4], 'south', {
      captured: [20, 20],
      round: 3,
      previousWinner: 'north',
    }),
    move: 5,
    en: [
      'South sows 1 seed from f.',
      "The last seed makes a casa in North's A: South captures it.",
      'Only 4 seeds are left: they go to North, the winner of the previous game, not to South, who made the capture.',
      'Game over (last four): a draw, 24–24.',
    ],
    es: [
      'Sur siembra 1 semilla desde f.',
      'La última semilla hace casa en A (Norte): Sur se la come.',
      'Solo quedan 4 semillas: se las lleva Norte, que ganó la partida anterior, aunque fue Sur quien comió.',
      'Fin de la partida (las últimas cuatro): empate, 24–24.',
    ],
  },
  {
    name: 'the last four to the capturer after a drawn previous game (Hoyito III, round 4)',
    p: position('hoyito-3', [0, 0, 0, 0, 0, 1, 3, 0, 0, 0, 0, 4], 'south', {
      captured: [20, 20],
      round: 4,
      previousWinner: 'draw',
    }),
    move: 5,
    en: [
      'South sows 1 seed from f.',
      "The last seed makes a casa in North's A: South captures it.",
      'Only 4 seeds are left: they go to South, who made the last capture, as the previous game was drawn.',
      'Game over (last four): South wins 28–20.',
    ],
    es: [
      'Sur siembra 1 semilla desde f.',
      'La última semilla hace casa en A (Norte): Sur se la come.',
      'Solo quedan 4 semillas: se las lleva Sur, que fue quien comió, porque la partida anterior quedó empatada.',
      'Fin de la partida (las últimas cuatro): gana Sur 28–20.',
    ],
  },
  {
    name: 'a capture that leaves the board empty',
    p: position('hoyito-2', [1, 3, 0, 0, 0, 0], 'south', { captured: [20, 20] }),
    move: 0,
    en: [
      'South sows 1 seed from a.',
      "The last seed makes a casa in South's b: South captures it.",
      'No seeds are left on the board.',
      'Game over (board empty): South wins 24–20.',
    ],
    es: [
      'Sur siembra 1 semilla desde a.',
      'La última semilla hace casa en b (Sur): Sur se la come.',
      'No queda ninguna semilla en el tablero.',
      'Fin de la partida (tablero vacío): gana Sur 24–20.',
    ],
  },
  {
    name: 'a pass: no seeds',
    p: position('hoyito-3', [0, 0, 0, 1, 2, 0], 'south', { captured: [20, 21] }),
    move: 'pass',
    en: ['South has no seeds and passes.'],
    es: ['Sur no tiene semillas y pasa.'],
  },
  {
    name: 'a pass: every move endless (state.test.ts)',
    p: position('hoyito-1', [10, 0, 0, 0, 0, 4], 'south'),
    move: 'pass',
    en: ['Every move South could make would never end, so South passes.'],
    es: ['Todas las jugadas de Sur serían interminables, así que Sur pasa.'],
  },
];

describe('narrate: one sentence per step', () => {
  it.each(cases)('$name', (c) => {
    expect(tell(c.p, c.move, en)).toEqual(c.en);
    expect(tell(c.p, c.move, es)).toEqual(c.es);
  });

  it.each(cases)('$name: the score said is the engine’s, once, after a capture', (c) => {
    const played = c.p.play(c.move, { trace: true });
    if (!played.ok) throw new Error(played.error.message);
    const { position: after, trace } = played.value;
    const captured = (trace ?? []).some((e) => e.type === 'capture');
    const said = tell(c.p, c.move, en).filter((line) => line.startsWith('Seeds captured:'));
    expect(said).toEqual(
      captured && !after.over
        ? [`Seeds captured: South ${after.captured[0]}, North ${after.captured[1]}.`]
        : [],
    );
  });
});

describe('narrate: ends of games without a last capture', () => {
  // conventions.test.ts: South a→b, North A→B is one move in the chess sense; a limit of 1 ends it.
  function limitGame(remaining: RemainingRule): { before: Position; trace: readonly TraceEvent[] } {
    const start = position('hoyito-2', [1, 0, 0, 1, 0, 1], 'south', {
      captured: [10, 12],
      rules: { noCaptureLimit: 1, remaining },
    });
    const game = new Game(start);
    expect(game.play(0).ok).toBe(true);
    const before = game.position;
    const played = game.play(3, { trace: true });
    if (!played.ok) throw new Error(played.error.message);
    return { before, trace: played.value.trace ?? [] };
  }

  it.each([
    [
      'own-side',
      [
        'The seeds left on the board go to the side they lie on: 1 seed to South, 2 seeds to North.',
        'Game over (no-capture limit): North wins 14–11.',
      ],
      [
        'Las semillas que quedan en el tablero son para el lado donde están: 1 semilla para Sur y 2 semillas para Norte.',
        'Fin de la partida (límite de jugadas sin comer): gana Norte 14–11.',
      ],
    ],
    [
      'split',
      [
        "The 3 seeds left are split evenly: 1 seed each; the odd seed stays in South's b, uncounted.",
        'Game over (no-capture limit): North wins 13–11.',
      ],
      [
        'Las 3 semillas que quedan se reparten a partes iguales: 1 semilla para cada uno; la semilla impar se queda en b (Sur), sin contar.',
        'Fin de la partida (límite de jugadas sin comer): gana Norte 13–11.',
      ],
    ],
    [
      'none',
      [
        'The 3 seeds left on the board count for nobody.',
        'Game over (no-capture limit): North wins 12–10.',
      ],
      [
        'Las 3 semillas que quedan en el tablero no cuentan para nadie.',
        'Fin de la partida (límite de jugadas sin comer): gana Norte 12–10.',
      ],
    ],
  ] as const)('the no-capture limit, remaining seeds %s', (remaining, enEnd, esEnd) => {
    const { before, trace } = limitGame(remaining);
    const sow = [
      'North sows 1 seed from A.',
      "The last seed falls in North's B, which was empty: the move ends.",
    ];
    expect(narrate(before, 3, trace, en)).toEqual([...sow, ...enEnd]);
    expect(narrate(before, 3, trace, es)).toEqual([
      'Norte siembra 1 semilla desde A.',
      'La última semilla cae en B (Norte), que estaba vacía: termina la jugada.',
      ...esEnd,
    ]);
  });

  it('the third repetition (Game.play)', () => {
    // conventions.test.ts: a→b, A→B, b→c, B→C, c→A, C→a brings back the start.
    const game = new Game(
      position('hoyito-2', [1, 0, 0, 1, 0, 0], 'south', { captured: [10, 12] }),
    );
    const cycle = [0, 3, 1, 4, 2, 5];
    for (const move of [...cycle, ...cycle.slice(0, 5)]) expect(game.play(move).ok).toBe(true);
    const before = game.position;
    const played = game.play(5, { trace: true });
    if (!played.ok) throw new Error(played.error.message);
    const trace = played.value.trace ?? [];
    expect(narrate(before, 5, trace, en)).toEqual([
      'North sows 1 seed from C.',
      "The last seed falls in South's a, which was empty: the move ends.",
      'The seeds left on the board go to the side they lie on: 1 seed to South, 1 seed to North.',
      'Game over (third repetition): North wins 13–11.',
    ]);
    expect(narrate(before, 5, trace, es).slice(2)).toEqual([
      'Las semillas que quedan en el tablero son para el lado donde están: 1 semilla para Sur y 1 semilla para Norte.',
      'Fin de la partida (tercera repetición): gana Norte 13–11.',
    ]);
  });

  it('agreement (Game.agree)', () => {
    const game = new Game(
      position('hoyito-2', [2, 0, 0, 1, 0, 0], 'south', { captured: [10, 12] }),
    );
    const before = game.position;
    const agreed = game.agree({ trace: true });
    if (!agreed.ok) throw new Error(agreed.error.message);
    const trace = agreed.value.trace ?? [];
    expect(narrate(before, 'agree', trace, en)).toEqual([
      'Both players agree to end the game.',
      'The seeds left on the board go to the side they lie on: 2 seeds to South, 1 seed to North.',
      'Game over (agreement): North wins 13–12.',
    ]);
    expect(narrate(before, 'agree', trace, es)).toEqual([
      'Los dos jugadores acuerdan terminar la partida.',
      'Las semillas que quedan en el tablero son para el lado donde están: 2 semillas para Sur y 1 semilla para Norte.',
      'Fin de la partida (de común acuerdo): gana Norte 13–12.',
    ]);
  });

  it('no moves left and a drawn end (Position.end)', () => {
    // No reachable board leaves both sides without a move (position.test.ts), so the engine's
    // `end` gives the trace such an end has.
    const before = position('hoyito-2', [2, 0, 0, 1, 0, 1], 'south', { captured: [10, 10] });
    const { trace } = before.end('no-moves', { trace: true });
    expect(narrate(before, null, trace ?? [], en)).toEqual([
      'The seeds left on the board go to the side they lie on: 2 seeds to South, 2 seeds to North.',
      'Game over (no moves left): a draw, 12–12.',
    ]);
    expect(narrate(before, null, trace ?? [], es)).toEqual([
      'Las semillas que quedan en el tablero son para el lado donde están: 2 semillas para Sur y 2 semillas para Norte.',
      'Fin de la partida (nadie puede jugar): empate, 12–12.',
    ]);
  });

  it('a single seed left uncounted', () => {
    const before = position('hoyito-2', [1, 0, 0, 0, 0, 0], 'south', {
      captured: [10, 12],
      rules: { remaining: 'none' },
    });
    const { trace } = before.end('agreement', { trace: true });
    expect(narrate(before, 'agree', trace ?? [], en)[1]).toBe(
      'The 1 seed left on the board counts for nobody.',
    );
    expect(narrate(before, 'agree', trace ?? [], es)[1]).toBe(
      'La única semilla que queda en el tablero no cuenta para nadie.',
    );
  });

  // The engine keeps a split's odd seed in the first hole holding seeds, South's row first.
  it.each([
    [
      [0, 0, 0, 0, 0, 1],
      "The one seed left cannot be split: it stays in North's C, uncounted.",
      'La única semilla que queda no se puede repartir: se queda en C (Norte), sin contar.',
    ],
    [
      [0, 0, 3, 2, 0, 0],
      "The 5 seeds left are split evenly: 2 seeds each; the odd seed stays in South's c, uncounted.",
      'Las 5 semillas que quedan se reparten a partes iguales: 2 semillas para cada uno; la semilla impar se queda en c (Sur), sin contar.',
    ],
  ] as const)('a split of %j names the hole its odd seed stays in', (board, enSaid, esSaid) => {
    const before = position('hoyito-2', board, 'north', { rules: { remaining: 'split' } });
    const { trace } = before.end('agreement', { trace: true });
    expect(narrate(before, 'agree', trace ?? [], en)[1]).toBe(enSaid);
    expect(narrate(before, 'agree', trace ?? [], es)[1]).toBe(esSaid);
    const shared = trace?.find((e) => e.type === 'remaining');
    if (shared === undefined) throw new Error('no share-out');
    expect(narrateStep(shared, 3, en)).toBe(enSaid);
    expect(narrateStep(shared, 3, es)).toBe(esSaid);
  });
});

describe('narrate: long relays are summarised', () => {
  // Found by random play: Hoyito III on 2×5 with custom counts, North's B sows 289 laps.
  const long = parsed('h3/1.5.12.1.13/7.8.12.0.29/12-0/n/c3');

  it('a sowing of 289 laps tells the first and last relays and summarises the rest', () => {
    const trace = traceOf(long, 6);
    expect(trace.filter((e) => e.type === 'relay')).toHaveLength(288);
    const english = narrate(long, 6, trace, en);
    expect(english).toEqual([
      'North sows 8 seeds from B.',
      "The last seed makes 14 in South's e: relay, lap 2.",
      "The last seed makes 3 in North's D: relay, lap 3.",
      "The last seed makes 8 in South's b: relay, lap 4.",
      '… 283 more laps …',
      "The last seed makes 2 in North's C: relay, lap 288.",
      "The last seed makes 8 in North's E: relay, lap 289.",
      "The last seed falls in North's C, which was empty: the move ends after 289 laps.",
    ]);
    const spanish = narrate(long, 6, trace, es);
    expect(spanish).toHaveLength(english.length);
    expect(spanish[4]).toBe('… 283 vueltas más …');
    expect(spanish[7]).toBe(
      'La última semilla cae en C (Norte), que estaba vacía: termina la jugada tras 289 vueltas.',
    );
  });

  it('captures made in the summarised laps are counted (Hoyito I)', () => {
    // Found by random play: Hoyito I on 2×10, North's F relays 27 times, capturing on the way.
    const p = parsed('h1/2.1.1.1.2.1.3.1.3.2/2.20.1.3.20.2.21.1.0.1/52-20/n');
    const trace = traceOf(p, 15);
    const hidden = trace.filter(
      (e) => e.type === 'capture' && e.kind === 'en-passant' && e.lap >= 4 && e.lap <= 25,
    );
    expect(hidden.length).toBeGreaterThan(0);
    const seeds = 4 * hidden.length;
    const english = narrate(p, 15, trace, en);
    expect(english).toContain(`… 22 more laps, capturing ${seeds} seeds on the way …`);
    expect(narrate(p, 15, trace, es)).toContain(
      `… 22 vueltas más, comiendo ${seeds} semillas por el camino …`,
    );
    expect(english.length).toBeLessThan(16);
    // Every capture outside the summary is still told by hole.
    const told = english.filter((s) => s.startsWith('On the way')).length;
    const shown = new Set(
      trace
        .filter((e) => e.type === 'capture' && e.kind === 'en-passant' && (e.lap < 4 || e.lap > 25))
        .map((e) => (e.type === 'capture' ? e.lap : 0)),
    );
    expect(told).toBe(shown.size);
  });

  it('how many relays are told in full can be chosen', () => {
    const p = position('hoyito-1', [5, 3, 1, 3, 2, 1, 2, 1, 0, 0, 3, 0], 'south');
    const trace = traceOf(p, 0);
    expect(narrate(p, 0, trace, en, { headRelays: 0, tailRelays: 0 })).toEqual([
      'South sows 5 seeds from a.',
      // Lap 1 is summarised too, with its two fours.
      '… 2 more laps, capturing 8 seeds on the way …',
      "The last seed falls in North's D, which was empty: the move ends after 3 laps.",
      'Seeds captured: South 8, North 0.',
    ]);
    // A single lap is never summarised: it is told.
    expect(narrate(p, 0, trace, en, { headRelays: 1, tailRelays: 0 })).toEqual(tell(p, 0, en));
  });
});

describe('narrateRefusal', () => {
  // Conformance: endless-cycle-66-laps (Hoyito II) and endless-cycle-60-laps (Hoyito I).
  const endless66 = position('hoyito-2', [4, 0, 2, 1, 0, 1, 0, 1, 2, 0, 1, 0], 'north', {
    captured: [36, 0],
  });
  const endless60 = position('hoyito-1', [1, 2, 0, 2, 1, 0, 2, 1, 0, 2, 1, 0], 'south', {
    captured: [36, 0],
  });

  function refusal(p: Position, move: unknown, messages: Messages): string {
    const checked = p.checkMove(move);
    if (checked.ok) throw new Error('expected a refusal');
    return narrateRefusal(checked.error, p, messages);
  }

  it('an endless sowing, with its cycle', () => {
    expect(refusal(endless66, 8, en)).toBe(
      'The sowing from C never ends (a cycle of 66 laps), so it is not a legal move.',
    );
    expect(refusal(endless66, 8, es)).toBe(
      'La siembra desde C no termina nunca (un ciclo de 66 vueltas), así que no es una jugada legal.',
    );
    expect(refusal(endless60, 1, en)).toContain('a cycle of 60 laps');
  });

  it('an endless sowing of millions of laps (the standard board, after e E f B c D d D)', () => {
    const long = parsed('h3/4.1.5.3.10.1/0.4.1.0.1.18/0-0/s/c8');
    expect(refusal(long, 2, en)).toBe(
      'The sowing from c never ends (a cycle of 4,628,448 laps), so it is not a legal move.',
    );
    expect(refusal(long, 2, es)).toBe(
      'La siembra desde c no termina nunca (un ciclo de 4,628,448 vueltas), así que no es una jugada legal.',
    );
    const preview = long.preview(2);
    if (!preview.ok) throw new Error(preview.error.message);
    expect(describePreview(preview.value, long.holes, en)).toBe(
      'Sowing c never ends (a cycle of 4,628,448 laps): not a legal move.',
    );
    expect(describePreview(preview.value, long.holes, es)).toBe(
      'Sembrar c no termina nunca (un ciclo de 4,628,448 vueltas): no es una jugada legal.',
    );
  });

  it('every other refusal', () => {
    const start = position('hoyito-2', [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], 'south');
    const gaps = position('hoyito-2', [2, 0, 1, 0, 0, 0, 1, 1, 1, 1, 1, 1], 'south');
    const mustPass = position('hoyito-1', [0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0], 'south');
    const over = position('hoyito-2', [0, 0, 0, 0, 0, 0], 'south', {
      over: true,
      toMove: null,
      captured: [24, 24],
    });
    expect(refusal(start, 6, en)).toBe("A is North's hole; it is South's turn.");
    expect(refusal(start, 6, es)).toBe('La casita A es de Norte; le toca a Sur.');
    expect(refusal(gaps, 1, en)).toBe('b is empty.');
    expect(refusal(gaps, 1, es)).toBe('La casita b está vacía.');
    expect(refusal(mustPass, 0, en)).toBe('South has no legal move and must pass.');
    expect(refusal(mustPass, 0, es)).toBe('Sur no tiene jugadas y tiene que pasar.');
    expect(refusal(start, 'pass', en)).toBe('South has legal moves, so cannot pass.');
    expect(refusal(start, 'pass', es)).toBe('Sur tiene jugadas, así que no puede pasar.');
    expect(refusal(start, 12, en)).toBe('There is no such hole on this board.');
    expect(refusal(start, 12, es)).toBe('Esa casita no existe en este tablero.');
    expect(refusal(over, 0, en)).toBe('The game is over.');
    expect(refusal(over, 0, es)).toBe('La partida terminó.');
  });
});

describe('holes and previews', () => {
  const endless66 = position('hoyito-2', [4, 0, 2, 1, 0, 1, 0, 1, 2, 0, 1, 0], 'north', {
    captured: [36, 0],
  });

  it('describePreview: laps, captures, extra turn, last four, end of game', () => {
    const chain = position('hoyito-2', [3, 5, 5, 1, 2, 3], 'north');
    const p1 = chain.preview(4);
    if (!p1.ok) throw new Error(p1.error.message);
    expect(describePreview(p1.value, 3, en)).toBe(
      "Sowing B: ends in South's a. Captures 2 fours (8 seeds). North plays again.",
    );
    expect(describePreview(p1.value, 3, es)).toBe(
      'Sembrar B: termina en a (Sur). Come 2 casas (8 semillas). Norte vuelve a jugar.',
    );
    const relay = position('hoyito-1', [5, 3, 1, 3, 2, 1, 2, 1, 0, 0, 3, 0], 'south');
    const p2 = relay.preview(0);
    if (!p2.ok) throw new Error(p2.error.message);
    expect(describePreview(p2.value, 6, en)).toBe(
      "Sowing a: 3 laps, ends in North's D. Captures 2 fours (8 seeds).",
    );
    const last = position('hoyito-3', [1, 3, 0, 0, 0, 3], 'south', { captured: [20, 18] });
    const p3 = last.preview(0);
    if (!p3.ok) throw new Error(p3.error.message);
    expect(describePreview(p3.value, 3, en)).toBe(
      "Sowing a: ends in South's b. Captures a four (4 seeds). The last 3 seeds go to South. The game ends.",
    );
    expect(describePreview(p3.value, 3, es)).toBe(
      'Sembrar a: termina en b (Sur). Come una casa (4 semillas). Las últimas 3 semillas son para Sur. Termina la partida.',
    );
    const p4 = endless66.preview(8);
    if (!p4.ok) throw new Error(p4.error.message);
    expect(describePreview(p4.value, 6, en)).toBe(
      'Sowing C never ends (a cycle of 66 laps): not a legal move.',
    );
    expect(describePreview(p4.value, 6, es)).toBe(
      'Sembrar C no termina nunca (un ciclo de 66 vueltas): no es una jugada legal.',
    );
  });

  it.each([
    // The no-capture limit: one turn each, and South's a is the second.
    {
      from: 'h2/1.0.0.0.0.0/0.1.1.0.0.0/0-0/s/c1/l1',
      en: "Sowing a: ends in South's b. The game ends (no-capture limit).",
      es: 'Sembrar a: termina en b (Sur). Termina la partida (límite de jugadas sin comer).',
    },
    // The casa takes the last seeds there are: no last four to share.
    {
      from: 'h2/1.3.0/0.0.0/20-20/s',
      en: "Sowing a: ends in South's b. Captures a four (4 seeds). The game ends (board empty).",
      es: 'Sembrar a: termina en b (Sur). Come una casa (4 semillas). Termina la partida (tablero vacío).',
    },
  ])(
    'describePreview: a game that ends otherwise than by the last four says why ($from)',
    ({ from, en: english, es: spanish }) => {
      const before = parsed(from);
      const preview = before.preview(0);
      if (!preview.ok) throw new Error(preview.error.message);
      expect(describePreview(preview.value, before.holes, en)).toBe(english);
      expect(describePreview(preview.value, before.holes, es)).toBe(spanish);
    },
  );

  it('describeHole: accessible names with plurals', () => {
    const p = position('hoyito-2', [4, 0, 2, 1, 0, 1, 0, 1, 2, 0, 1, 0], 'south', {
      captured: [36, 0],
    });
    expect(describeHole(p, 0, en)).toBe("a, South's hole, 4 seeds, playable");
    expect(describeHole(p, 3, en)).toBe("d, South's hole, 1 seed, playable");
    expect(describeHole(p, 1, en)).toBe("b, South's hole, 0 seeds");
    expect(describeHole(p, 7, en)).toBe("B, North's hole, 1 seed");
    expect(describeHole(p, 0, es)).toBe('a, casita de Sur, 4 semillas, se puede jugar');
    expect(describeHole(p, 7, es)).toBe('B, casita de Norte, 1 semilla');
    expect(describeHole(p, 7, es, true)).toBe('B, casita de Norte, 1 semilla, se puede jugar');
  });

  it('whyNotPlayable', () => {
    expect(whyNotPlayable(endless66, 8, en)).toBe(
      'The sowing from C never ends (a cycle of 66 laps), so it is not a legal move.',
    );
    expect(whyNotPlayable(endless66, 7, en)).toBeNull();
    expect(whyNotPlayable(endless66, 7, es, { computerTurn: true })).toBe(
      'Le toca a la computadora.',
    );
    expect(whyNotPlayable(endless66, 7, en, { computerTurn: true })).toBe(
      "It is the computer's turn.",
    );
    // The person's own move still being sown: the computer's turn is yet to come.
    expect(whyNotPlayable(endless66, 7, en, { computerTurn: true, sowing: true })).toBe(
      'The computer plays next, once this move is sown.',
    );
    // The person's turn next, but a move still being sown: not yet, whatever the hole (an
    // endless one, the other side's), and saying nothing of the move's outcome.
    for (const hole of [7, 8, 0])
      expect(whyNotPlayable(endless66, hole, en, { sowing: true })).toBe(
        'Not yet: a move is still being sown.',
      );
    expect(whyNotPlayable(endless66, 7, es, { sowing: true })).toBe(
      'Todavía no: aún se está sembrando una jugada.',
    );
    // A side the page plays, by the name it gave.
    expect(whyNotPlayable(endless66, 7, en, { computerTurn: true, playedBy: 'Ana' })).toBe(
      "It is Ana's turn.",
    );
    expect(
      whyNotPlayable(endless66, 7, es, { computerTurn: true, sowing: true, playedBy: 'la red' }),
    ).toBe('La red juega después, cuando termine de sembrarse esta jugada.');
    // A side the page plays without a name, by the side's name.
    expect(whyNotPlayable(endless66, 7, en, { computerTurn: true, playedBy: '' })).toBe(
      "It is North's turn.",
    );
    expect(
      whyNotPlayable(endless66, 7, es, { computerTurn: true, sowing: true, playedBy: '' }),
    ).toBe('Norte juega después, cuando termine de sembrarse esta jugada.');
    expect(whyNotPlayable(endless66, 9, es)).toBe('La casita D está vacía.');
    expect(whyNotPlayable(endless66, 0, en)).toBe("a is South's hole; it is North's turn.");
    // A side that must pass: its empty hole is empty, its endless hole endless, the other's
    // hole the other's; and then, but for the endless hole, whose words say why already, that
    // the side must pass: nothing else is left to play.
    const allEndless = position('hoyito-1', [10, 0, 0, 0, 0, 4], 'south');
    expect(whyNotPlayable(allEndless, 1, en)).toBe(
      'b is empty. South has no legal move and must pass.',
    );
    expect(whyNotPlayable(allEndless, 0, en)).toBe(
      'The sowing from a never ends (a cycle of 18 laps), so it is not a legal move.',
    );
    expect(whyNotPlayable(allEndless, 5, es)).toBe(
      'La casita C es de Norte; le toca a Sur. Sur no tiene jugadas y tiene que pasar.',
    );
    const noSeeds = position('hoyito-3', [0, 0, 0, 1, 2, 0], 'south', { captured: [20, 21] });
    expect(whyNotPlayable(noSeeds, 4, en)).toBe(
      "B is North's hole; it is South's turn. South has no legal move and must pass.",
    );
    const over = allEndless.end('agreement').position;
    expect(whyNotPlayable(over, 0, es)).toBe('La partida terminó.');
  });
});

describe('describeStatus', () => {
  it('whose turn, a pass and why, the result', () => {
    const start = position('hoyito-2', [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], 'south');
    expect(describeStatus(start, en)).toBe('South to move');
    expect(describeStatus(start, es)).toBe('Le toca a Sur');
    const noSeeds = position('hoyito-3', [0, 0, 0, 1, 2, 0], 'south', { captured: [20, 21] });
    expect(describeStatus(noSeeds, en)).toBe('South must pass (no seeds)');
    expect(describeStatus(noSeeds, es)).toBe('Sur tiene que pasar (no tiene semillas)');
    const allEndless = position('hoyito-1', [10, 0, 0, 0, 0, 4], 'south');
    expect(describeStatus(allEndless, en)).toBe('South must pass (every move would never end)');
    expect(describeStatus(allEndless, es)).toBe(
      'Sur tiene que pasar (ninguna de sus jugadas terminaría)',
    );
    const ended = position('hoyito-3', [1, 3, 0, 0, 0, 3], 'south', { captured: [20, 18] });
    const over = ended.play(0);
    if (!over.ok) throw new Error(over.error.message);
    expect(describeStatus(over.value.position, en)).toBe('South wins 27–18 (last four)');
    expect(describeStatus(over.value.position, es)).toBe('Gana Sur 27–18 (las últimas cuatro)');
  });
});

describe('narrateStep: captions for an animation', () => {
  function captions(p: Position, move: Move, messages: Messages): string[] {
    return traceOf(p, move)
      .map((e) => narrateStep(e, p.holes, messages))
      .filter((c): c is string => c !== null);
  }

  it('sowing, relay, stop', () => {
    const p = position('hoyito-3', [2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1], 'south');
    expect(captions(p, 0, en)).toEqual([
      'Sowing 2 seeds from a',
      "Relay of 2 seeds from South's c",
      "Ends in South's e",
    ]);
    expect(captions(p, 0, es)).toEqual([
      'Siembra 2 semillas desde a',
      'Levanta 2 semillas de c (Sur)',
      'Termina en e (Sur)',
    ]);
  });

  it('a casa, its chain, the extra turn', () => {
    const p = position('hoyito-2', [3, 5, 5, 1, 2, 3], 'north');
    expect(captions(p, 4, en)).toEqual([
      'Sowing 2 seeds from B',
      "A casa in South's a: North captures it",
      "Chaining back: North's C too",
      'North plays again',
    ]);
    expect(captions(p, 4, es)).toEqual([
      'Siembra 2 semillas desde B',
      '¡Casa en a (Sur)! Norte se la come',
      'Y también C (Norte), hacia atrás',
      'Norte vuelve a jugar',
    ]);
  });

  it('en passant, the last four, the end', () => {
    const p = position('hoyito-1', [3, 3, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0], 'south', {
      captured: [20, 20],
    });
    expect(captions(p, 0, en)).toEqual([
      'Sowing 3 seeds from a',
      "South captures the four in South's b",
      'The last 4 seeds go to South',
      'South wins 28–20 (last four)',
    ]);
    expect(captions(p, 0, es)).toEqual([
      'Siembra 3 semillas desde a',
      'Sur come las cuatro de b (Sur)',
      'Las últimas 4 semillas son para Sur',
      'Gana Sur 28–20 (las últimas cuatro)',
    ]);
  });

  it('a pass; seeds shared at an end; a board left empty', () => {
    const pass = position('hoyito-3', [0, 0, 0, 1, 2, 0], 'south', { captured: [20, 21] });
    expect(captions(pass, 'pass', en)).toEqual(['South passes']);
    expect(captions(pass, 'pass', es)).toEqual(['Sur pasa']);
    const before = position('hoyito-2', [2, 0, 0, 1, 0, 0], 'south', { captured: [10, 12] });
    const ended = before.end('agreement', { trace: true }).trace ?? [];
    expect(ended.map((e) => narrateStep(e, 3, en))).toEqual([
      'The seeds left on the board go to the side they lie on: 2 seeds to South, 1 seed to North.',
      'North wins 13–12 (agreement)',
    ]);
    const empty = position('hoyito-2', [1, 3, 0, 0, 0, 0], 'south', { captured: [20, 20] });
    expect(captions(empty, 0, es)).toContain('No queda ninguna semilla en el tablero.');
  });
});

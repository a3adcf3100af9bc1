import { createPosition, ENGLISH, explain, type Reason, VARIANTS } from '@hoyito/engine';
import { describe, expect, it } from 'vitest';
import { REASON_CASES } from '../../../engine/test/reasons.ts';
import { uiText } from '../hoyito-board/text.ts';
import { BoardModel } from '../state/model.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { afterColon } from './es-words.ts';
import { MESSAGES, messagesFor } from './localize.ts';
import { isLocale, LOCALES, matchLocale, type PreviewFacts } from './messages.ts';

type Tree = { readonly [key: string]: unknown };

/** Every leaf of a messages object, by dotted path; the engine's faults are tested on their own. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    if (prefix === '' && key === 'faults') continue;
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (value !== null && typeof value === 'object') {
      for (const [p, v] of leaves(value as Tree, path)) out.set(p, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

const preview: PreviewFacts = {
  hole: 'c',
  lastHole: { label: 'F', side: 'north' },
  laps: 3,
  captures: 2,
  capturedSeeds: 8,
  mover: 'south',
  extraTurn: true,
  endsGame: false,
  endReason: null,
  lastFour: null,
};

/** Arguments to call every message function with; the test checks that none is missing. */
const SAMPLES: Record<string, readonly unknown[]> = {
  number: [159732],
  seeds: [2],
  laps: [3],
  list: [['A', 'B', 'f']],
  'board.label': ['hoyito-2', 6],
  'board.row': ['south'],
  'board.captured': ['south', 12],
  'board.storeButton': ['south', 12],
  'board.legend.from': ['c'],
  'board.legend.run': ['south', ['d (2)', 'e']],
  'status.toMove': ['south'],
  'status.mustPassNoSeeds': ['north'],
  'status.mustPassAllEndless': ['north'],
  'status.thinkingNamed': ['Ana', 'north'],
  'status.stuck': ['Ana'],
  'status.round': [2],
  'status.lap': [3],
  'status.inHand': [5],
  'status.result': ['south', [28, 20]],
  'status.gameOver': ['north', [20, 28], 'repetition'],
  'hole.name': ['c', 'south', 4, true],
  'blocked.empty': ['c'],
  'blocked.notYours': ['F', 'north', 'south'],
  'blocked.endless': ['c', 66],
  'blocked.mustPass': ['south'],
  'blocked.cannotPass': ['south'],
  'blocked.playerTurn': ['Ana'],
  'blocked.playerNext': ['Ana'],
  'preview.move': [preview],
  'preview.endless': ['c', 66],
  'controls.replay.position': [5, 32],
  'controls.replay.moveName': [5, 'north', 'C'],
  'controls.replay.agreedName': [11],
  'controls.replay.passName': [4, 'south'],
  'controls.replay.player': ['north', 'Luis'],
  'controls.replay.when': [{ year: 2005, month: 7, day: 14 }],
  'setup.addSeedTo': ['c'],
  'setup.removeSeedFrom': ['F'],
  'setup.holeFull': ['c', 99],
  'setup.addCaptured': ['north'],
  'setup.removeCaptured': ['south'],
  'setup.invalid': ['no seeds are left on the board.'],
  'setup.tooManySeeds': [300, 288],
  'setup.copied': ['h2/5.4.4/4.4.4/0-0/s'],
  'setup.toCopy': ['h2/5.4.4/4.4.4/0-0/s'],
  'errors.unknownVariant': ['hoyito-4', VARIANTS],
  'errors.holesOutOfRange': ['13', 3, 12],
  'errors.seedsOutOfRange': ['0', 1, 12],
  'errors.badMode': ['fly', ['play', 'replay', 'setup', 'view']],
  'errors.badOrientation': ['sideways', ['south', 'north']],
  'errors.badFirst': ['east', ['south', 'north']],
  'errors.badHighlight': ['q', 'a–f, A–F'],
  'errors.badSpeed': ['warp', ['slow', 'normal', 'fast', 'instant']],
  'errors.badLang': ['fr', LOCALES],
  'errors.badControls': ['dance', ['undo', 'redo', 'pass']],
  'errors.badPlayer': ['north-player', 'grandmaster', 'human, beginner, casual, strong or expert'],
  'errors.playerFailed': ['la computadora (experto)'],
  'errors.playerIllegal': ['Ana', '7'],
  'errors.badLoop': ['often', 1, 3600],
  'errors.badIdle': ['soon', 1, 3600],
  'errors.badPlayers': ['[a list]'],
  'errors.playersSide': ['South'],
  'errors.unaskablePlayer': ['north', 'casual'],
  'errors.badPersist': ['[an object]'],
  'errors.loadNotText': ['[a symbol]'],
  'errors.positionNotText': ['[a list]'],
  'errors.recordNotText': ['[an object]'],
  'errors.staleSave': ['variant position'],
  'errors.badRounds': ['0', 1, 99],
  'status.roundOf': [2, 3],
  'status.matchScore': [[1, 0], 1],
  'status.matchOver': [{ winner: 'south', wins: [2, 1], seeds: [80, 64] }],
  'errors.badPosition': ['Bad turn "q" at column 30.', 30],
  'errors.badRecord': ['Illegal move "z".', 3, 7],
  'errors.badMatchGame': [2, 'Illegal move "z".', 3, 7],
  'errors.badMatch': ['wrong-start', 3, ''],
  'narration.sow': ['south', 4, 'c'],
  'narration.relay': [{ label: 'F', side: 'north' }, 5, 2],
  'narration.moreLaps': [148, 0],
  'narration.enPassant': [
    'south',
    [
      { label: 'C', side: 'north' },
      { label: 'a', side: 'south' },
    ],
  ],
  'narration.casa': ['south', { label: 'B', side: 'north' }, [{ label: 'A', side: 'north' }], 8],
  'narration.stop': [{ label: 'e', side: 'south' }, 3],
  'narration.lastFour': ['north', 'south', 'previous-winner', 4, 0],
  'narration.extraTurn': ['south'],
  'narration.passNoSeeds': ['south'],
  'narration.passAllEndless': ['south'],
  'narration.remaining': ['split', 4, 4, 1, { label: 'b', side: 'south' }],
  'narration.score': [24, 8],
  'narration.gameEnd': ['no-capture-limit', 'draw', [24, 24]],
  'captions.sow': ['south', 4, 'c'],
  'captions.relay': [{ label: 'F', side: 'north' }, 5],
  'captions.enPassant': ['south', { label: 'C', side: 'north' }],
  'captions.casa': ['south', { label: 'B', side: 'north' }],
  'captions.chain': ['south', { label: 'A', side: 'north' }],
  'captions.lastFour': ['north', 3],
  'captions.stop': [{ label: 'e', side: 'south' }],
  'captions.extraTurn': ['south'],
  'captions.pass': ['north'],
  'computer.name': ['expert'],
  'computer.hint': ['c'],
  'computer.captures': [8],
  'computer.endsGame': [8, { to: 'north', seeds: 3 }, false],
  'computer.endResult': ['win', 26, 22],
  'computer.prevents': ['north', 4],
  'computer.longRun': [6],
  'computer.outcome': ['draw'],
  'kept.notice': ['variant position', 2],
  'kept.resumed': [true],
  'kept.discarded': [1],
  'announce.undone': [['c', 'A']],
  'announce.redone': [['c', 'A']],
  'announce.idle': [120],
  'announce.idleSetup': [120],
  'announce.idleWarning': ['replay', 20],
};

const both = [
  ['en', en],
  ['es', es],
] as const;

describe('the locales', () => {
  it('en and es have exactly the same keys, and the same kinds of value', () => {
    const english = leaves(en as unknown as Tree);
    const spanish = leaves(es as unknown as Tree);
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, value] of english) {
      const other = spanish.get(path);
      expect(typeof other, path).toBe(typeof value);
      if (typeof value === 'function' && typeof other === 'function') {
        expect(other.length, path).toBe(value.length);
      }
    }
  });

  it.each(both)('%s: no empty strings', (_name, messages) => {
    for (const [path, value] of leaves(messages as unknown as Tree)) {
      if (typeof value === 'string') expect(value.trim(), path).not.toBe('');
    }
  });

  it.each(both)('%s: every message function gives a non-empty, clean string', (_name, messages) => {
    const functions = [...leaves(messages as unknown as Tree)]
      .filter(([, value]) => typeof value === 'function')
      .map(([path]) => path);
    expect(functions.sort()).toEqual(Object.keys(SAMPLES).sort());
    for (const [path, value] of leaves(messages as unknown as Tree)) {
      if (typeof value !== 'function') continue;
      const text: unknown = value(...SAMPLES[path]);
      expect(typeof text, path).toBe('string');
      expect((text as string).trim(), path).not.toBe('');
      expect(text, path).not.toMatch(/undefined|NaN|null|\[object|\$\{/);
    }
  });

  it('each locale says which it is; MESSAGES maps every locale', () => {
    expect(en.locale).toBe('en');
    expect(es.locale).toBe('es');
    expect(Object.keys(MESSAGES).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) expect(messagesFor(locale).locale).toBe(locale);
  });
});

describe('plurals', () => {
  it('seeds and laps', () => {
    expect([0, 1, 2].map(en.seeds)).toEqual(['0 seeds', '1 seed', '2 seeds']);
    expect([0, 1, 2].map(es.seeds)).toEqual(['0 semillas', '1 semilla', '2 semillas']);
    expect([1, 66].map(en.laps)).toEqual(['1 lap', '66 laps']);
    expect([1, 66].map(es.laps)).toEqual(['1 vuelta', '66 vueltas']);
  });

  it('hole names', () => {
    expect(en.hole.name('c', 'south', 4, false)).toBe("c, South's hole, 4 seeds");
    expect(en.hole.name('F', 'north', 1, false)).toBe("F, North's hole, 1 seed");
    expect(en.hole.name('F', 'north', 1, true)).toBe("F, North's hole, 1 seed, playable");
    expect(es.hole.name('c', 'south', 4, false)).toBe('c, casita de Sur, 4 semillas');
    expect(es.hole.name('F', 'north', 1, true)).toBe(
      'F, casita de Norte, 1 semilla, se puede jugar',
    );
  });

  it('captured stores, last seeds, laps told or summarised', () => {
    expect(en.board.captured('south', 1)).toBe('South has captured 1 seed');
    expect(en.board.captured('south', 12)).toBe('South has captured 12 seeds');
    expect(es.board.captured('north', 1)).toBe('Norte ha comido 1 semilla');
    expect(es.board.captured('north', 12)).toBe('Norte ha comido 12 semillas');
    // Setup's store buttons: owner and count first, the count in digits as drawn.
    expect(en.board.storeButton('south', 1)).toBe('South 1: seed captured');
    expect(en.board.storeButton('north', 1440)).toBe('North 1440: seeds captured');
    expect(es.board.storeButton('north', 1)).toBe('Norte 1: semilla comida');
    expect(es.board.storeButton('south', 12)).toBe('Sur 12: semillas comidas');
    expect(en.narration.lastFour('south', 'south', 'capturer', 1, 1)).toBe(
      'Only 1 seed is left (still in hand): it goes to South, who made the last capture.',
    );
    expect(es.narration.lastFour('south', 'south', 'capturer', 1, 0)).toBe(
      'Solo queda 1 semilla: se la lleva Sur, que fue quien comió.',
    );
    expect(en.narration.lastFour('north', 'north', 'capturer', 2, 2)).toBe(
      'Only 2 seeds are left (all still in hand): they go to North, who made the last capture.',
    );
    expect(en.captions.lastFour('north', 1)).toBe('The last seed goes to North');
    expect(es.captions.lastFour('north', 2)).toBe('Las últimas 2 semillas son para Norte');
    expect(en.narration.moreLaps(1, 4)).toBe('… 1 more lap, capturing 4 seeds on the way …');
    expect(en.narration.moreLaps(148, 0)).toBe('… 148 more laps …');
    expect(es.narration.moreLaps(1, 0)).toBe('… 1 vuelta más …');
    expect(es.narration.stop({ label: 'e', side: 'south' }, 1)).toBe(
      'La última semilla cae en e (Sur), que estaba vacía: termina la jugada.',
    );
  });

  it('large numbers are grouped', () => {
    expect(en.blocked.endless('a', 159732)).toContain('159,732 laps');
    expect(es.preview.endless('a', 159732)).toContain('159,732 vueltas');
  });
});

describe('announcements', () => {
  it.each([
    [1, 'Nobody played for 1 second: new game.', 'Nadie jugó durante 1 segundo: partida nueva.'],
    [
      90,
      'Nobody played for 90 seconds: new game.',
      'Nadie jugó durante 90 segundos: partida nueva.',
    ],
    [60, 'Nobody played for 1 minute: new game.', 'Nadie jugó durante 1 minuto: partida nueva.'],
    [
      3600,
      'Nobody played for 60 minutes: new game.',
      'Nadie jugó durante 60 minutos: partida nueva.',
    ],
  ])(
    'an idle wait of %i s is said in whole minutes where it is some',
    (seconds, english, spanish) => {
      expect(en.announce.idle(seconds)).toBe(english);
      expect(es.announce.idle(seconds)).toBe(spanish);
      // A setup's words count the wait the same way.
      const [, enTime] = /for (.*):/.exec(english) ?? [];
      const [, esTime] = /durante (.*):/.exec(spanish) ?? [];
      expect(en.announce.idleSetup(seconds)).toBe(
        `Nobody touched the board for ${enTime}: the setup starts again from its position.`,
      );
      expect(es.announce.idleSetup(seconds)).toBe(
        `Nadie tocó el tablero durante ${esTime}: la preparación vuelve a empezar desde su posición.`,
      );
    },
  );

  it.each([
    [
      'play',
      1,
      'Nobody has touched the board for a while: in 1 second a new game starts.',
      'Hace un rato que nadie toca el tablero: en 1 segundo empieza una partida nueva.',
    ],
    [
      'replay',
      20,
      'Nobody has touched the board for a while: in 20 seconds the replay goes back to its start.',
      'Hace un rato que nadie toca el tablero: en 20 segundos la reproducción vuelve al principio.',
    ],
    [
      'setup',
      20,
      'Nobody has touched the board for a while: in 20 seconds the setup starts again from its position.',
      'Hace un rato que nadie toca el tablero: en 20 segundos la preparación vuelve a empezar desde su posición.',
    ],
  ] as const)('the idle warning in %s mode, %i s ahead', (mode, seconds, english, spanish) => {
    expect(en.announce.idleWarning(mode, seconds)).toBe(english);
    expect(es.announce.idleWarning(mode, seconds)).toBe(spanish);
  });
});

describe('status and results', () => {
  it('results with the winner’s score first', () => {
    expect(en.status.result('south', [28, 20])).toBe('South wins 28–20');
    expect(en.status.result('north', [20, 28])).toBe('North wins 28–20');
    expect(en.status.result('draw', [24, 24])).toBe('Draw 24–24');
    expect(es.status.result('south', [28, 20])).toBe('Gana Sur 28–20');
    expect(es.status.result('north', [20, 28])).toBe('Gana Norte 28–20');
    expect(es.status.result('draw', [24, 24])).toBe('Empate 24–24');
  });

  it('end reasons', () => {
    expect(en.status.gameOver('south', [28, 20], 'last-four')).toBe('South wins 28–20 (last four)');
    expect(en.status.gameOver('draw', [24, 24], null)).toBe('Draw 24–24');
    expect(es.status.gameOver('north', [20, 26], 'no-capture-limit')).toBe(
      'Gana Norte 26–20 (límite de jugadas sin comer)',
    );
    expect(Object.values(en.status.endReasons)).toEqual([
      'last four',
      'board empty',
      'no moves left',
      'third repetition',
      'no-capture limit',
      'agreement',
    ]);
  });

  it('turns and passes', () => {
    expect(en.status.toMove('south')).toBe('South to move');
    expect(es.status.toMove('north')).toBe('Le toca a Norte');
    expect(en.status.mustPassNoSeeds('north')).toBe('North must pass (no seeds)');
    expect(en.status.mustPassAllEndless('south')).toBe(
      'South must pass (every move would never end)',
    );
    expect(es.status.mustPassNoSeeds('north')).toBe('Norte tiene que pasar (no tiene semillas)');
    expect(en.status.round(2)).toBe('Round 2');
    expect(es.status.lap(3)).toBe('Vuelta 3');
    expect(en.status.inHand(1)).toBe('1 seed in hand');
    expect(en.status.inHand(3)).toBe('3 seeds in hand');
    expect(es.status.inHand(1)).toBe('1 semilla en la mano');
    expect(es.status.inHand(12)).toBe('12 semillas en la mano');
  });
});

describe('errors', () => {
  it.each([
    ['[a list]', '[una lista]'],
    ['[an object]', '[un objeto]'],
    ['[a function]', '[una función]'],
    ['[a symbol]', '[un símbolo]'],
  ])(
    'name in Spanish a value given with no text, %s, in every message that quotes it',
    (kind, said) => {
      for (const words of [
        es.errors.badMode(kind, ['play']),
        es.errors.badPlayers(kind),
        es.errors.unaskablePlayer('north', kind),
        es.errors.badPersist(kind),
        es.errors.loadNotText(kind),
        es.errors.positionNotText(kind),
        es.errors.recordNotText(kind),
      ]) {
        expect(words).toContain(said);
        expect(words).not.toContain(kind);
      }
      // English keeps the words attributeText gives.
      expect(en.errors.badPersist(kind)).toContain(kind);
    },
  );

  it.each([
    [() => 0, 'una función'],
    [Array.from({ length: 20_000 }).reduce<unknown[]>((inner) => [inner], []), 'una lista anidada'],
  ])('name in Spanish a value the engine cannot write out: %#', (setup, said) => {
    const refused = createPosition(setup);
    if (refused.ok) throw new Error('refused nothing');
    const words = explain(refused.error.reason, es.faults);
    expect(words).toContain(said);
    expect(words).not.toMatch(/\b(an?|array|object|function)\b/);
  });

  it.each([
    [
      'a fault whose words say the column',
      'h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/q',
      'The position is not valid: Bad turn "q" at column 32; expected s (South to move), n (North) or x (game over).',
      'La posición no es válida: turno incorrecto "q" en la columna 32; se espera s (le toca a Sur), n (a Norte) o x (partida terminada).',
    ],
    [
      'an option’s value',
      'h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s/r=',
      'The position is not valid: Option r needs a whole number at column 35; got "=".',
      'La posición no es válida: la opción r necesita un número entero en la columna 35; se recibió "=".',
    ],
    [
      'a fault whose words do not',
      'h2/4.4.4.4.4/4.4.4.4.4.4/0-0/s',
      'The position is not valid (column 14): The rows differ in length: South has 5 holes, North 6.',
      'La posición no es válida (columna 14): las filas no tienen el mismo largo: la de Sur tiene 5 casitas y la de Norte 6.',
    ],
    [
      'a readable position that cannot be (no one column at fault)',
      'h2/0.0.0.0.0.0/0.0.0.0.0.0/0-0/s',
      'The position is not valid: No seeds are left on the board, so the game must be over.',
      'La posición no es válida: no queda ninguna semilla en el tablero, así que la partida debe estar terminada.',
    ],
  ])('say where once, then why in the board’s language: %s', (_, text, inEnglish, inSpanish) => {
    const error = BoardModel.fromPositionText(text);
    if (error instanceof BoardModel) throw new Error(`${text} was read`);
    expect([uiText(en).error(error), uiText(es).error(error)]).toEqual([inEnglish, inSpanish]);
    // The console's words too name the column once.
    expect(error.message.match(/column/g)?.length ?? 0).toBe(
      inEnglish.match(/column/g)?.length ?? 0,
    );
  });

  it('say a column once for a bad Start tag, the column within its position', () => {
    const error = BoardModel.fromRecordText(
      '[Variant "hoyito-2"]\n[Start "h2/4.4.4.4.4.4/4.4.x.4.4.4/0-0/s"]\n\nc',
    );
    if (error instanceof BoardModel) throw new Error('the record was read');
    expect(uiText(en).error(error)).toBe(
      'The game record is not valid (line 2): In the Start tag’s position: North’s row: expected a seed count at column 20, got "x"; counts are separated by ".".'.replaceAll(
        '’',
        "'",
      ),
    );
    expect(
      uiText(es)
        .error(error)
        .match(/columna/g),
    ).toHaveLength(1);
  });

  it('say the line and column of a bad record, then why', () => {
    const error = BoardModel.fromRecordText('[Variant "hoyito-2"]\n\nc F z');
    if (error instanceof BoardModel) throw new Error('the record was read');
    expect(uiText(es).error(error)).toBe(
      'El registro de la partida no es válido (línea 3, columna 5): jugada 3: "z" no es una casita de un tablero de 2×6; se esperaba una casita: a–f (Sur) o A–F (Norte), o - para pasar.',
    );
  });

  it('name the bad value and what is allowed', () => {
    expect(en.errors.unknownVariant('hoyito-4', VARIANTS)).toBe(
      'Unknown variant “hoyito-4”; use hoyito-1, hoyito-2, or hoyito-3.',
    );
    expect(es.errors.unknownVariant('hoyito-4', VARIANTS)).toBe(
      'Variante desconocida «hoyito-4»; usa hoyito-1, hoyito-2 u hoyito-3.',
    );
    expect(en.errors.holesOutOfRange('13', 3, 12)).toBe(
      'Holes per row must be a whole number from 3 to 12; got “13”.',
    );
    expect(es.errors.seedsOutOfRange('0', 1, 12)).toBe(
      'Las semillas por casita deben ser un número entero del 1 al 12; se recibió «0».',
    );
    expect(en.errors.badLang('fr', LOCALES)).toBe('Unsupported language “fr”; use en or es.');
    // A long value is cut short.
    expect(en.errors.badMode('x'.repeat(100), ['play'])).toContain(`“${'x'.repeat(40)}…”`);
  });

  it.each([
    [en, 'holes', "The saved game was set aside: the board's attribute holes has changed since"],
    [
      en,
      'variant position',
      "The saved game was set aside: the board's attributes variant and position have",
    ],
    [en, 'variant holes seeds', 'attributes variant, holes, and seeds have changed since it'],
    [es, 'holes', 'Se dejó de lado la partida guardada: el atributo holes del tablero ha cambiado'],
    [es, 'variant rounds', 'los atributos variant y rounds del tablero han cambiado'],
    [es, 'variant holes seeds', 'los atributos variant, holes y seeds del tablero'],
  ])('%#: a saved game set aside names the attributes that changed', (messages, names, text) => {
    expect(messages.errors.staleSave(names)).toContain(text);
  });

  it.each([
    // A visitor is not told attribute names (the console tells the page's developers).
    [en, 'seeds', 'A game played here before this page changed its board is kept aside.'],
    [
      en,
      'variant position',
      'A game played here before this page changed its board is kept aside.',
    ],
    [en, null, 'The game you left is kept aside.'],
    [
      es,
      'seeds',
      'Una partida jugada aquí antes de que esta página cambiara su tablero queda guardada aparte.',
    ],
    [
      es,
      'variant position',
      'Una partida jugada aquí antes de que esta página cambiara su tablero queda guardada aparte.',
    ],
    [es, null, 'La partida que dejaste queda guardada aparte.'],
  ])('%#: the notice of a kept game says why it was set aside', (messages, changed, text) => {
    expect(messages.kept.notice(changed, 0)).toBe(text);
  });

  it.each([
    [en, 1, 'The game you left is kept aside. 1 more kept game waits behind it.'],
    [en, 4, 'The game you left is kept aside. 4 more kept games wait behind it.'],
    [
      es,
      1,
      'La partida que dejaste queda guardada aparte. Detrás de ella espera 1 partida guardada más.',
    ],
    [
      es,
      4,
      'La partida que dejaste queda guardada aparte. Detrás de ella esperan 4 partidas guardadas más.',
    ],
  ])(
    '%#: the notice says how many older kept games wait behind the newest',
    (messages, others, text) => {
      expect(messages.kept.notice(null, others)).toBe(text);
    },
  );

  it.each([
    [en, true, 'Saved game brought back; the one you left is kept aside.'],
    [en, false, 'Saved game brought back.'],
    [es, true, 'Partida guardada recuperada; la que dejaste queda guardada aparte.'],
    [es, false, 'Partida guardada recuperada.'],
  ])('%#: going back to a kept game says whether the one left is kept', (messages, kept, text) => {
    expect(messages.kept.resumed(kept)).toBe(text);
  });

  it.each([
    [en, 0, 'Kept game discarded.'],
    [en, 2, 'Kept game discarded; the next one is offered.'],
    [es, 0, 'Partida guardada descartada.'],
    [es, 2, 'Partida guardada descartada; se ofrece la siguiente.'],
  ])('%#: discarding a kept game says whether another is offered', (messages, left, text) => {
    expect(messages.kept.discarded(left)).toBe(text);
  });
});

describe('the long run of a hint', () => {
  it.each([
    [
      en,
      6,
      'It does best in the long run: the computer reckons you will finish about 6 seeds ahead.',
    ],
    [
      en,
      -27,
      'It does best in the long run: the computer reckons you will finish about 27 seeds behind.',
    ],
    [en, 0, 'It does best in the long run: the computer reckons you will finish level.'],
    [
      es,
      1,
      'Es lo mejor a la larga: la computadora calcula que terminarás con una semilla de ventaja.',
    ],
    [
      es,
      -27,
      'Es lo mejor a la larga: la computadora calcula que terminarás con unas 27 semillas de desventaja.',
    ],
    [es, 0, 'Es lo mejor a la larga: la computadora calcula que terminarás igualado.'],
  ])('%#: says the expected difference in seeds, and whose', (messages, score, text) => {
    expect(messages.computer.longRun(score)).toBe(text);
  });
});

describe('Spanish after a colon', () => {
  // [a sentence as the engine's reason starts it, as it follows a colon]
  const cases = [
    ['Las filas no tienen el mismo largo.', 'las filas no tienen el mismo largo.'],
    ['Turno incorrecto "q".', 'turno incorrecto "q".'],
    ['Él no juega.', 'él no juega.'],
    // A side's name is a proper noun; a hole's letter says by its case whose hole it is.
    ['Sur no tiene semillas.', 'Sur no tiene semillas.'],
    ['Norte pasa.', 'Norte pasa.'],
    ['F es de Norte.', 'F es de Norte.'],
    ['B: relevo.', 'B: relevo.'],
    // An acronym keeps its capitals; a sentence already in lower case or a number is left.
    ['PGN no permite eso.', 'PGN no permite eso.'],
    // A record's tag is named as it is written.
    ['PreviousWinner debe ser "south".', 'PreviousWinner debe ser "south".'],
    ['Holes debe ser un número del 3 al 12.', 'Holes debe ser un número del 3 al 12.'],
    ['First debe ser "south" o "north".', 'First debe ser "south" o "north".'],
    ['Result no encaja.', 'Result no encaja.'],
    ['F', 'F'],
    ['ya terminada.', 'ya terminada.'],
    ['12 semillas.', '12 semillas.'],
    ['', ''],
  ] as const;
  for (const [given, shown] of cases)
    it(`«${given}» → «${shown}»`, () => expect(afterColon(given)).toBe(shown));
});

describe('undo and redo', () => {
  it.each([
    [en, ['c'], 'Move c undone.', 'Move c redone.'],
    // A pass and an end by agreement in words, not the notation's - and = (read as nothing).
    [en, ['c', 'A', 'pass'], '3 moves undone: c, A, pass.', '3 moves redone: c, A, pass.'],
    [en, ['pass'], 'Pass undone.', 'Pass redone.'],
    [en, ['agree'], 'End by agreement undone.', 'End by agreement redone.'],
    [es, ['d'], 'Jugada d deshecha.', 'Jugada d rehecha.'],
    [es, ['d', 'B'], '2 jugadas deshechas: d, B.', '2 jugadas rehechas: d, B.'],
    [es, ['pass', 'C'], '2 jugadas deshechas: pase, C.', '2 jugadas rehechas: pase, C.'],
    [es, ['pass'], 'Pase deshecho.', 'Pase rehecho.'],
    [es, ['agree'], 'Final de común acuerdo deshecho.', 'Final de común acuerdo rehecho.'],
  ])('%#: say which moves went back or forward', (messages, moves, undone, redone) => {
    expect(messages.announce.undone(moves)).toBe(undone);
    expect(messages.announce.redone(moves)).toBe(redone);
  });
});

describe('locale tags', () => {
  it.each([
    ['en', 'en'],
    ['EN', 'en'],
    ['en-GB', 'en'],
    ['es', 'es'],
    ['es-DO', 'es'],
    ['es_419', 'es'],
    [' es-do ', 'es'],
    ['fr', null],
    ['', null],
    ['e', null],
    ['english', null],
    [null, null],
    [undefined, null],
  ] as const)('%j → %j', (tag, locale) => {
    expect(matchLocale(tag)).toBe(locale);
  });

  it('isLocale', () => {
    expect(LOCALES.every(isLocale)).toBe(true);
    expect(isLocale('es-DO')).toBe(false);
    expect(isLocale(1)).toBe(false);
  });
});

/**
 * The reasons the board words its own way: those that name a hole (or a side), which it names by
 * label, and those whose engine words quote field names for programmers.
 */
const BY_LABEL = [
  'cannot-pass',
  'endless',
  'must-pass',
  'not-your-hole',
  'empty-hole',
  'no-seeds-left',
  'nobody-can-move',
];

describe('faults: every reason the engine gives, in each language', () => {
  const cases = Object.entries(REASON_CASES) as [string, () => { reason: Reason }][];

  it.each(cases)('%s', (_key, provoke) => {
    const r = provoke().reason;
    const english = explain(r, en.faults);
    expect(english).toMatch(/^[A-Z"]/);
    expect(english).not.toMatch(/undefined|NaN|\[object|\$\{/);
    // Of a position a reader gave in notation, no field names of the engine's setup objects.
    if (r.key === 'no-seeds-left' || r.key === 'nobody-can-move')
      expect(english).not.toMatch(/toMove|over: true/);
    // The engine's words, but for the reasons that name a hole, which the board words by label.
    const inner = 'inner' in r ? (r.inner as Reason).key : null;
    if (!BY_LABEL.includes(r.key) && !(inner !== null && BY_LABEL.includes(inner)))
      expect(english).toBe(explain(r, ENGLISH));
    const spanish = explain(r, es.faults);
    expect(spanish).toMatch(/^[A-ZÁÉÍÓÚÑ"]/);
    expect(spanish).not.toMatch(/undefined|NaN|\[object|\$\{/);
    // None of the engine's English comes through (tag names and values aside).
    expect(spanish).not.toMatch(/\b(the|must|got|expected|cannot|only|is|are|has|nothing)\b/i);
    if ('got' in r && r.got !== 'nothing' && r.key !== 'wrong-winner') {
      expect(spanish).toContain(r.got);
    }
  });

  it('name holes by their labels, as the board does', () => {
    const cases = REASON_CASES;
    expect(explain(cases['not-your-hole']().reason, en.faults)).toBe(
      "Hole A is North's; it is South's turn.",
    );
    expect(explain(cases['empty-hole']().reason, en.faults)).toMatch(/^Hole [a-fA-F] is empty\.$/);
    expect(explain(cases['cannot-pass']().reason, en.faults)).toBe(
      'South has legal moves (a, b, c, d, e, f), so cannot pass.',
    );
    expect(explain(cases.endless().reason, en.faults)).toContain('from b never ends');
    expect(explain(cases['not-your-hole']().reason, es.faults)).toBe(
      'La casita A es de Norte; le toca a Sur.',
    );
    expect(explain(cases['cannot-pass']().reason, es.faults)).toBe(
      'Sur tiene jugadas (a, b, c, d, e y f), así que no puede pasar.',
    );
    expect(explain(cases.endless().reason, es.faults)).toContain('desde b no termina nunca');
  });

  it('write counts of laps and characters as the Dominican Republic does, with commas', () => {
    const endless = { key: 'endless', hole: 2, holes: 6, laps: 4_628_448 } as const;
    expect(explain(endless as Reason, es.faults)).toContain('un ciclo de 4,628,448 vueltas');
    expect(explain(endless as Reason, en.faults)).toContain('a cycle of 4,628,448 laps');
    const long = { key: 'record-too-long', max: 1_000_000 } as const;
    expect(explain(long as Reason, es.faults)).toContain('1,000,000 caracteres');
  });
});

describe('the seeds left at the end', () => {
  const b = { label: 'b', side: 'south' } as const;
  const C = { label: 'C', side: 'north' } as const;
  it.each([
    [
      en,
      'split',
      0,
      0,
      1,
      C,
      "The one seed left cannot be split: it stays in North's C, uncounted.",
    ],
    [
      es,
      'split',
      0,
      0,
      1,
      C,
      'La única semilla que queda no se puede repartir: se queda en C (Norte), sin contar.',
    ],
    [
      en,
      'split',
      2,
      2,
      1,
      b,
      "The 5 seeds left are split evenly: 2 seeds each; the odd seed stays in South's b, uncounted.",
    ],
    // Without the hole (a caller that does not know it), the words say only that it stays.
    [
      en,
      'split',
      2,
      2,
      1,
      null,
      'The 5 seeds left are split evenly: 2 seeds each; the odd seed stays on the board, uncounted.',
    ],
    [
      es,
      'split',
      0,
      0,
      1,
      null,
      'La única semilla que queda no se puede repartir: se queda en el tablero, sin contar.',
    ],
    [
      es,
      'split',
      1,
      1,
      0,
      null,
      'Las 2 semillas que quedan se reparten a partes iguales: 1 semilla para cada uno.',
    ],
  ] as const)(
    '%#: %s %i–%i, %i uncounted',
    (locale, rule, south, north, uncounted, oddSeed, said) => {
      expect(locale.narration.remaining(rule, south, north, uncounted, oddSeed)).toBe(said);
    },
  );
});

describe('the end of a match', () => {
  it.each([
    [en, { winner: 'south', wins: [2, 1], seeds: [70, 74] }, 'South wins the match, 2 games to 1.'],
    [en, { winner: 'north', wins: [0, 1], seeds: [20, 28] }, 'North wins the match, 1 game to 0.'],
    [
      en,
      { winner: 'north', wins: [1, 1], seeds: [46, 50] },
      'Games level at 1–1: North wins the match on seeds, 50 to 46.',
    ],
    [
      en,
      { winner: 'draw', wins: [1, 1], seeds: [48, 48] },
      'The match is drawn: 1–1 in games, 48–48 in seeds.',
    ],
    [
      es,
      { winner: 'south', wins: [2, 1], seeds: [70, 74] },
      'Sur gana el encuentro, 2 partidas a 1.',
    ],
    [
      es,
      { winner: 'north', wins: [1, 1], seeds: [46, 50] },
      'Empatados a una partida: Norte gana el encuentro por semillas, 50 a 46.',
    ],
    [
      es,
      { winner: 'south', wins: [2, 2], seeds: [100, 92] },
      'Empatados a 2 partidas: Sur gana el encuentro por semillas, 100 a 92.',
    ],
    [
      es,
      { winner: 'draw', wins: [0, 0], seeds: [24, 24] },
      'El encuentro termina empatado: 0–0 en partidas, 24–24 en semillas.',
    ],
  ] as const)('%#: %s', (messages, score, expected) => {
    expect(messages.status.matchOver(score)).toBe(expected);
  });

  it.each([
    [en, [1, 0], 0, 'Match: South 1, North 0'],
    [en, [0, 0], 2, 'Match: South 0, North 0, 2 drawn'],
    [es, [0, 1], 1, 'Encuentro: Sur 0, Norte 1, 1 empate'],
    [es, [0, 0], 3, 'Encuentro: Sur 0, Norte 0, 3 empates'],
  ] as const)('%#: the score so far', (messages, wins, draws, expected) => {
    expect(messages.status.matchScore(wins, draws)).toBe(expected);
  });
});

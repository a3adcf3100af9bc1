import { describe, expect, it } from 'vitest';
import { uiText } from '../hoyito-board/text.ts';
import { en } from '../i18n/en.ts';
import {
  attributeText,
  configFaults,
  DEFAULT_CONTROLS,
  type RawAttributes,
  readConfig,
  readHighlight,
  writeOutBidi,
} from './config.ts';

const none: RawAttributes = {
  variant: null,
  holes: null,
  seeds: null,
  first: null,
  mode: null,
  orientation: null,
  speed: null,
  controls: null,
};

describe('configFaults', () => {
  it('finds every bad attribute, in the order readConfig reads them, its own first', () => {
    const raw: RawAttributes = {
      ...none,
      variant: 'nope',
      holes: '6',
      speed: 'zip',
      northPlayer: 'grandmaster',
      loop: '-1',
      idle: '0',
      persist: attributeText({}),
    };
    const read = readConfig(raw);
    const { faults, config } = configFaults(raw);
    expect(read.ok || read.error).toEqual(faults[0]);
    expect(faults.map((f) => [f.attribute, f.value])).toEqual([
      ['variant', 'nope'],
      ['speed', 'zip'],
      ['north-player', 'grandmaster'],
      ['loop', '-1'],
      ['idle', '0'],
      ['persist', '[an object]'],
    ]);
    // The others read as given, each bad one at its default.
    expect([
      config?.variant,
      config?.holes,
      config?.speed,
      config?.loopSeconds,
      config?.idleSeconds,
    ]).toEqual(['hoyito-1', 6, 'normal', null, null]);
  });

  it('finds none where readConfig accepts the attributes, and one where one is bad', () => {
    const accepted = { ...none, variant: 'hoyito-2', loop: '' };
    const read = readConfig(accepted);
    expect(configFaults(accepted)).toEqual({ faults: [], config: read.ok && read.config });
    const oneBad = configFaults({ ...none, controls: 'undo rewind', rounds: '3' });
    expect(oneBad.faults.map((f) => f.detail)).toEqual(['rewind']);
    expect(oneBad.config?.rounds).toBe(3);
  });
});

describe('players', () => {
  it('reads who plays each side and the thinking time', () => {
    const read = readConfig({
      ...none,
      southPlayer: 'expert',
      northPlayer: 'Beginner',
      thinkMs: '300',
    });
    expect(
      read.ok && [read.config.southPlayer, read.config.northPlayer, read.config.thinkMs],
    ).toEqual(['expert', 'beginner', 300]);
  });

  it.each([
    ['southPlayer', 'south-player', 'grandmaster', 'human, beginner, casual, strong, expert'],
    ['northPlayer', 'north-player', 'robot', 'human, beginner, casual, strong, expert'],
    ['thinkMs', 'think-ms', '10', 'from 50 to 60000'],
  ] as const)('%s "%s" is refused', (key, attribute, value, allowed) => {
    const read = readConfig({ ...none, [key]: value });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect([read.error.code, read.error.attribute]).toEqual(['player', attribute]);
    expect(read.error.message).toContain(allowed);
  });
});

describe('reading the attributes', () => {
  it('defaults to Hoyito I on 2×6 with 4 seeds, South first, play mode', () => {
    const read = readConfig(none);
    expect(read).toEqual({
      ok: true,
      config: {
        variant: 'hoyito-1',
        holes: 6,
        seeds: 4,
        first: 'south',
        mode: 'play',
        orientation: 'south',
        speed: 'normal',
        controls: [
          'undo',
          'new-game',
          'agree',
          'hint',
          'speed',
          'flip',
          'narration',
          'animation',
          'pass',
        ],
        southPlayer: 'human',
        northPlayer: 'human',
        thinkMs: null,
        loopSeconds: null,
        idleSeconds: null,
        rounds: null,
      },
    });
  });

  it('reads every attribute, forgiving case and spaces', () => {
    const read = readConfig({
      variant: 'Hoyito-2',
      holes: ' 12 ',
      seeds: '03',
      first: 'north',
      mode: 'REPLAY',
      orientation: 'north',
      speed: 'fast',
      controls: 'Undo  flip undo ANIMATION',
    });
    expect(read.ok && read.config).toMatchObject({
      variant: 'hoyito-2',
      holes: 12,
      seeds: 3,
      first: 'north',
      mode: 'replay',
      orientation: 'north',
      speed: 'fast',
      controls: ['undo', 'flip', 'animation'],
    });
    // Commas separate them too, with or without spaces.
    for (const controls of ['undo,flip,animation', 'Undo, flip ,undo,ANIMATION,'])
      expect(readConfig({ ...none, controls })).toMatchObject({
        ok: true,
        config: { controls: ['undo', 'flip', 'animation'] },
      });
    for (const controls of ['none', ' None ', 'none,'])
      expect(readConfig({ ...none, controls })).toMatchObject({
        ok: true,
        config: { controls: [] },
      });
    // A list of nothing is as if none were given: every control.
    for (const controls of ['', ' ', ',', ' , ,'])
      expect(readConfig({ ...none, controls })).toMatchObject({
        ok: true,
        config: { controls: [...DEFAULT_CONTROLS] },
      });
  });

  // Leading zeros, however many, are no part of a number; past them it is read by its range.
  it('reads a number with leading zeros, however many, in every numeric attribute', () => {
    const read = readConfig({
      ...none,
      holes: '0000007',
      seeds: '00000003',
      rounds: '0000003',
      thinkMs: '0000100',
      loop: '0000008',
      idle: '0000120',
    });
    expect(
      read.ok && [
        read.config.holes,
        read.config.seeds,
        read.config.rounds,
        read.config.thinkMs,
        read.config.loopSeconds,
        read.config.idleSeconds,
      ],
    ).toEqual([7, 3, 3, 100, 8, 120]);
    const huge = readConfig({ ...none, holes: `0${'9'.repeat(400)}` });
    expect(huge.ok).toBe(false);
    if (!huge.ok) expect(huge.error.message).toContain('use a whole number from 3 to 12');
  });

  // An empty value is the attribute left out, and blanks are no part of a value: blanks only
  // are an empty value, for every attribute alike (`loop` and `idle`, switches, are on: present).
  it.each(['', ' ', '\t\n '])('%j is the attribute left out, for every attribute', (blank) => {
    const read = readConfig({
      variant: blank,
      holes: blank,
      seeds: blank,
      first: blank,
      mode: blank,
      orientation: blank,
      speed: blank,
      controls: blank,
      southPlayer: blank,
      northPlayer: blank,
      thinkMs: blank,
      rounds: blank,
    });
    expect(read).toEqual(readConfig(none));
    expect(configFaults({ ...none, holes: blank, rounds: blank }).faults).toEqual([]);
  });

  it('names the control at fault in its error, whatever the case of the others', () => {
    for (const controls of ['Undo Rewind', ' undo  Rewind ', 'undo,Rewind', 'undo, Rewind']) {
      const read = readConfig({ ...none, controls });
      if (read.ok) throw new Error('the controls were read');
      expect(uiText(en).error(read.error), controls).toMatch(/^Unknown control “Rewind”/);
    }
  });

  it.each([
    ['variant', 'hoyito-4', 'hoyito-1, hoyito-2, hoyito-3'],
    ['holes', '2', 'from 3 to 12'],
    ['holes', '13', 'from 3 to 12'],
    ['holes', 'six', 'from 3 to 12'],
    ['holes', '6.5', 'from 3 to 12'],
    ['seeds', '0', 'from 1 to 12'],
    ['seeds', '-4', 'from 1 to 12'],
    ['first', 'east', 'south, north'],
    ['mode', 'watch', 'play, replay, diagram, setup'],
    ['orientation', 'up', 'south, north'],
    ['speed', 'warp', 'slow, normal, fast, instant'],
    [
      'controls',
      'undo rewind',
      'undo, new-game, agree, hint, speed, flip, narration, animation, pass',
    ],
    [
      'controls',
      'none undo  flip',
      'none hides every control, so it stands alone; remove none or undo flip',
    ],
  ] as const)('%s="%s" is refused, naming what is allowed', (attribute, value, allowed) => {
    const read = readConfig({ ...none, [attribute]: value });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.error.attribute).toBe(attribute);
    expect(read.error.code).toBe(attribute);
    expect(read.error.value).toBe(value);
    expect(read.error.message).toContain(allowed);
    expect(read.error.message).toContain(`${attribute}="${value}"`);
  });
});

describe('a long value in an error', () => {
  const long = `x${'y'.repeat(1_000_000)}`;
  const cut = `x${'y'.repeat(39)}…`;
  it.each([
    ['variant', { variant: long }],
    ['holes', { holes: long }],
    ['mode', { mode: long }],
    ['controls', { controls: long }],
    ['controls', { controls: `undo ${long}` }],
    ['controls', { controls: `none ${long}` }],
    ['loop', { loop: long }],
  ] as const)('%s: is cut in the message too, as the localized words cut it', (attribute, raw) => {
    const read = readConfig({ ...none, ...raw });
    if (read.ok) throw new Error('read');
    // The value itself is kept whole for the page; the words quote its start.
    expect(read.error.value).toBe(Object.values(raw)[0]);
    expect(read.error.message).toMatch(new RegExp(`^${attribute}="(none |undo )?x?y+…"`));
    expect(read.error.message.length).toBeLessThan(300);
  });

  it('highlight: is cut in the message too', () => {
    const read = readHighlight(long, 6);
    if (typeof read === 'number') throw new Error('read');
    expect(read.message).toBe(
      `highlight="${cut}" is not a hole of this board; use a label a–f, A–F.`,
    );
  });
});

describe('readHighlight', () => {
  it.each([
    ['a', 6, 0],
    ['f', 6, 5],
    ['A', 6, 6],
    ['F', 6, 11],
    ['l', 12, 11],
    ['L', 12, 23],
    ['c', 3, 2],
  ] as const)('"%s" on 2×%i is hole %i', (label, holes, hole) => {
    expect(readHighlight(label, holes)).toBe(hole);
  });

  it.each([
    ['g', 6, 'a–f, A–F'],
    ['G', 6, 'a–f, A–F'],
    ['d', 3, 'a–c, A–C'],
    ['', 6, 'a–f, A–F'],
    ['ab', 12, 'a–l, A–L'],
    ['3', 6, 'a–f, A–F'],
    [' a', 6, 'a–f, A–F'],
  ] as const)('"%s" on 2×%i is refused, naming the labels %s', (label, holes, labels) => {
    const read = readHighlight(label, holes);
    if (typeof read === 'number') throw new Error(`read as hole ${read}`);
    expect(read).toMatchObject({ code: 'highlight', attribute: 'highlight', value: label });
    expect(read.detail).toBe(labels);
    expect(read.message).toContain(`highlight="${label}"`);
    expect(read.message).toContain(labels);
  });
});

// Both read through one switch of seconds: present alone, its default; else 1 to 3600.
describe.each([
  {
    name: 'loop',
    key: 'loopSeconds',
    fallback: 8,
    given: ['1', '30', '3600'],
    refused: ['0', '3601', 'often', '2.5', '-1', 'true'],
  },
  {
    name: 'idle',
    key: 'idleSeconds',
    fallback: 120,
    given: ['1', '300', '3600'],
    refused: ['0', '3601', 'soon', '1.5', '-5', 'false'],
  },
] as const)('$name', ({ name, key, fallback, given, refused }) => {
  const readings: (readonly [string | null, number | null])[] = [
    [null, null],
    ['', fallback],
    [' ', fallback],
    ['  ', fallback],
    ...given.map((value) => [value, Number(value)] as const),
  ];
  it.each(readings)(`${name}=%j waits %j seconds`, (value, seconds) => {
    const read = readConfig({ ...none, [name]: value });
    if (!read.ok) throw new Error(read.error.message);
    expect(read.config[key]).toBe(seconds);
  });

  it.each(refused)(`${name}="%s" is refused`, (value) => {
    const read = readConfig({ ...none, [name]: value });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.error).toMatchObject({ code: name, attribute: name, value });
    expect(read.error.message).toContain('from 1 to 3600');
  });
});

describe('rounds', () => {
  it.each([
    [null, null],
    ['', null],
    ['1', 1],
    [' 3 ', 3],
    ['99', 99],
  ] as const)('rounds=%j is a match of %j rounds', (rounds, expected) => {
    const read = readConfig({ ...none, rounds });
    if (!read.ok) throw new Error(read.error.message);
    expect(read.config.rounds).toBe(expected);
  });

  it.each(['0', '100', 'three', '1.5'])('rounds="%s" is refused', (rounds) => {
    const read = readConfig({ ...none, rounds });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.error).toMatchObject({ code: 'rounds', attribute: 'rounds', value: rounds });
    expect(read.error.message).toContain('from 1 to 99');
  });
});

describe('attributeText', () => {
  it.each([
    ['hoyito-2', 'hoyito-2'],
    ['', ''],
    [7, '7'],
    [-0.5, '-0.5'],
    [Number.NaN, 'NaN'],
    [true, 'true'],
    [false, 'false'],
    [12n, '12'],
    [null, null],
    [undefined, null],
    [{}, '[an object]'],
    [Object.create(null), '[an object]'],
    [{ toString: () => 'hoyito-2' }, '[an object]'],
    [['hoyito-2'], '[a list]'],
    [() => 'hoyito-2', '[a function]'],
    [Symbol('south'), '[a symbol]'],
  ])('%s reads as %s', (value, text) => {
    expect(attributeText(value)).toBe(text);
  });

  it('reads a revoked Proxy, which throws even when asked whether it is a list, as an object', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(attributeText(proxy)).toBe('[an object]');
  });

  it('gives text that no attribute allows for what is not text, so that the error names it', () => {
    const read = readConfig({ ...none, variant: attributeText({}) });
    expect(read.ok ? null : read.error.message).toBe(
      'variant="[an object]" is not allowed; use one of: hoyito-1, hoyito-2, hoyito-3.',
    );
  });

  it.each([
    [
      'controls',
      { controls: attributeText(['undo', 'flip']) },
      'controls="[a list]": "[a list]" is not a control; use any of undo, new-game, agree, hint, speed, flip, narration, animation, pass, or none.',
    ],
    [
      'persist',
      { persist: attributeText({}) },
      'persist="[an object]" is not allowed; use text, the key to save the game under (such as persist="museum-board").',
    ],
  ])('names %s given what is not text by its kind, whole', (code, given, message) => {
    const read = readConfig({ ...none, ...given });
    expect(read.ok ? null : [read.error.code, read.error.message]).toEqual([code, message]);
  });

  it('takes any text as a persist key', () => {
    expect(readConfig({ ...none, persist: 'museum board [1]' }).ok).toBe(true);
  });
});

describe('writeOutBidi', () => {
  it.each([
    ['plain words', 'plain words'],
    ['\u202Eabc', '\\u202Eabc'],
    ['a\u202Ab\u202Bc\u202Cd\u202De', 'a\\u202Ab\\u202Bc\\u202Cd\\u202De'],
    ['\u2066\u2067\u2068\u2069', '\\u2066\\u2067\\u2068\\u2069'],
    // Right-to-left words themselves, and the marks, turn nothing after them around.
    ['\u05E9\u05DC\u05D5\u05DD \u200F', '\u05E9\u05DC\u05D5\u05DD \u200F'],
  ])('%j → %j', (text, written) => {
    expect(writeOutBidi(text)).toBe(written);
  });

  it('writes them out of an error the board shows, where they would turn the allowed values around', () => {
    const read = readConfig({ ...none, variant: '\u202Eabc' });
    if (read.ok) throw new Error('read');
    expect(uiText(en).error(read.error)).toBe(
      'Unknown variant “\\u202Eabc”; use hoyito-1, hoyito-2, or hoyito-3.',
    );
  });
});

/**
 * Every rule example is checked with the engine and the board's own narration: the position
 * parses, the move is legal (or refused as the example says), it gives exactly the position the
 * example records, its trace shows the rule the example is about, and the board tells the move
 * with the example's sentences in English and Spanish.
 */
import { readFileSync } from 'node:fs';
import {
  createPosition,
  Game,
  makeMove,
  makePosition,
  opposite,
  type Played,
  type Position,
  parsePosition,
  type TraceEvent,
  VARIANTS,
} from '@hoyito/engine';
import { describe, expect, it } from 'vitest';
import { en } from '../../../packages/board/src/i18n/en.ts';
import { es } from '../../../packages/board/src/i18n/es.ts';
import { narrate, narrateRefusal } from '../../../packages/board/src/narration/narrate.ts';
import {
  compareExamples,
  type Example,
  exampleById,
  examples,
  examplesFor,
  LESSON_STEPS,
  lastFourRounds,
  lessonSteps,
  RULE_INFO,
  RULES,
  SECTIONS,
  SOURCES,
  VARIANT_RULES,
} from './examples.ts';

const LOCALES = { en, es } as const;

function positionOf(example: Example): Position {
  const parsed = parsePosition(example.position);
  if (!parsed.ok) throw new Error(`${example.id}: ${parsed.error.message}`);
  return parsed.value;
}

/** Plays the example's move as the board does: in a game started from the example's position. */
function play(example: Example): Played {
  const played = new Game(positionOf(example)).play(example.move, { trace: true });
  if (!played.ok) throw new Error(`${example.id}: ${played.error.message}`);
  return played.value;
}

/** The trace's captures, each with the seeds left in hand when it happened (0: a lap's last seed). */
function capturesOf(trace: readonly TraceEvent[]) {
  let hand = 0;
  const captures: { kind: string; hole: number; hand: number }[] = [];
  for (const e of trace) {
    if (e.type === 'drop') hand = e.hand;
    else if (e.type === 'capture') captures.push({ kind: e.kind, hole: e.hole, hand });
  }
  return captures;
}

function stopOf(trace: readonly TraceEvent[]) {
  const stop = trace.find((e) => e.type === 'stop');
  if (stop === undefined) throw new Error('the trace has no stop event');
  return stop;
}

const ofType = <T extends TraceEvent['type']>(trace: readonly TraceEvent[], type: T) =>
  trace.filter((e): e is Extract<TraceEvent, { type: T }> => e.type === type);

const playable = examples.filter((e) => e.refusal === undefined);
const refused = examples.filter((e) => e.refusal !== undefined);

describe('every example', () => {
  it.each(examples)('$id: parses, and its fields agree with the position', (example) => {
    const p = positionOf(example);
    expect(makePosition(p)).toBe(example.position);
    const rebuilt = createPosition(p.toSetup());
    expect(rebuilt.ok && rebuilt.value.equals(p)).toBe(true);
    expect(p.variant).toBe(example.variant);
    expect(p.holes).toBe(example.holes);
    expect(p.over).toBe(false);
    expect(example.label).toBe(makeMove(example.move, example.holes));
    expect(p.round).toBe(example.round ?? 1);
    expect(p.previousWinner).toBe(example.previousWinner ?? null);
    expect(VARIANT_RULES[example.variant]).toContain(example.rule);
    expect(SECTIONS).toContain(example.section);
    expect(example.section).toBe(RULE_INFO[example.rule].section);
    expect(SOURCES).toContain(example.source);
    expect(example.title.en.length).toBeGreaterThan(0);
    expect(example.title.es.length).toBeGreaterThan(0);
  });

  it.each(examples)('$id: seeds as in a real game (4 a hole in all, captured in fours)', (e) => {
    const p = positionOf(e);
    expect(p.seedsOnBoard() + p.captured[0] + p.captured[1]).toBe(4 * 2 * p.holes);
    expect(p.captured.map((c) => c % 4)).toEqual([0, 0]);
  });

  it.each(examples)('$id: the board tells the move with every fragment, in both languages', (e) => {
    const before = positionOf(e);
    for (const [locale, messages] of Object.entries(LOCALES)) {
      let lines: string[];
      if (e.refusal === undefined) {
        const played = play(e);
        lines = narrate(before, e.move, played.trace ?? [], messages);
      } else {
        const checked = before.checkMove(e.move);
        if (checked.ok) throw new Error(`${e.id}: the move was not refused`);
        lines = [narrateRefusal(checked.error, before, messages)];
      }
      const fragments = e.narration[locale as keyof typeof LOCALES];
      expect(fragments.length).toBeGreaterThan(0);
      for (const fragment of fragments) expect(lines.join(' ')).toContain(fragment);
    }
  });
});

describe('moves', () => {
  it.each(playable)('$id: is legal and gives exactly the recorded position', (e) => {
    const before = positionOf(e);
    if (e.move === 'pass') expect(before.mustPass()).toBe(true);
    else expect(before.legalMoves()).toContain(e.move);
    expect(makePosition(play(e).position)).toBe(e.after);
  });

  it.each(refused)('$id: is refused as endless, with its cycle length', (e) => {
    const before = positionOf(e);
    const played = before.play(e.move);
    expect(played.ok).toBe(false);
    if (played.ok) return;
    expect(played.error.code).toBe(e.refusal?.code);
    expect(played.error.cycleLength).toBe(e.refusal?.cycleLength);
    expect(before.legalMoves()).not.toContain(e.move);
    expect(e.after).toBeNull();
    expect(e.rule).toBe('endless');
  });

  it('only the endless rule has refused moves, and it always does', () => {
    expect(refused.map((e) => e.id)).toEqual(
      examples.filter((e) => e.rule === 'endless').map((e) => e.id),
    );
  });

  it('the 159,732-lap example is the one of the conformance cases', () => {
    const file = new URL('../../../packages/engine/test/conformance/public.json', import.meta.url);
    const cases = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.includes('"id"'))
      .map((line) => JSON.parse(line.replace(/,\s*$/, '')));
    const conformance = cases.find(
      (c) => c.kind === 'play' && String(c.id).includes('159732') && c.expect?.endless === true,
    );
    expect(conformance).toBeDefined();
    const example = exampleById('h2-endless');
    const p = positionOf(example);
    expect({
      variant: p.variant,
      holes: p.holes,
      board: p.board,
      captured: p.captured,
      toMove: p.toMove,
      move: example.move,
    }).toEqual({
      variant: conformance.position.variant,
      holes: conformance.position.holes,
      board: conformance.position.board,
      captured: conformance.position.captured,
      toMove: conformance.position.toMove,
      move: conformance.move,
    });
    expect(example.refusal).toEqual({ code: 'endless', cycleLength: 159732 });
    expect(example.source).toBe('convention');
  });
});

/** What the trace of each rule's move must show; each returns nothing and asserts. */
const RULE_CHECKS: Record<
  Exclude<Example['rule'], 'endless' | 'compare'>,
  (e: Example, before: Position, played: Played) => void
> = {
  sowing(_e, _before, played) {
    const trace = played.trace ?? [];
    expect(ofType(trace, 'relay')).toEqual([]);
    expect(capturesOf(trace)).toEqual([]);
    expect(stopOf(trace)).toMatchObject({ reason: 'empty-hole', laps: 1 });
  },
  relay(_e, _before, played) {
    const trace = played.trace ?? [];
    const relays = ofType(trace, 'relay');
    expect(relays.length).toBeGreaterThan(0);
    // A relay lifts the landing hole's earlier seeds together with the last seed.
    for (const r of relays) expect(r.seeds).toBeGreaterThanOrEqual(2);
    expect(capturesOf(trace)).toEqual([]);
    expect(stopOf(trace)).toMatchObject({ reason: 'empty-hole', laps: relays.length + 1 });
  },
  'en-passant'(_e, _before, played) {
    const trace = played.trace ?? [];
    const captures = capturesOf(trace);
    expect(captures).toHaveLength(1);
    expect(captures[0].kind).toBe('en-passant');
    // Seeds were still in hand: the four was made on the way, not by the lap's last seed.
    expect(captures[0].hand).toBeGreaterThan(0);
    expect(stopOf(trace).hole).not.toBe(captures[0].hole);
    expect(played.position.over).toBe(false);
  },
  'landing-capture'(e, before, played) {
    const trace = played.trace ?? [];
    const captures = capturesOf(trace);
    expect(captures).toHaveLength(1);
    const stop = stopOf(trace);
    expect(stop.reason).toBe('capture');
    expect(captures[0]).toEqual({
      kind: e.variant === 'hoyito-1' ? 'en-passant' : 'landing',
      hole: stop.hole,
      hand: 0,
    });
    expect(played.extraTurn).toBe(e.variant !== 'hoyito-1');
    expect(played.position.toMove).toBe(
      e.variant === 'hoyito-1' ? opposite(before.toMove ?? 'south') : before.toMove,
    );
  },
  chain(e, _before, played) {
    const trace = played.trace ?? [];
    const captures = capturesOf(trace);
    const [landing, ...chain] = captures;
    expect(landing.kind).toBe('landing');
    expect(chain.length).toBeGreaterThan(0);
    const len = 2 * e.holes;
    const walked = captures.map((c) => c.hole);
    // Backwards along the track, one hole at a time: h, h-1, h-2, … (mod 2n).
    walked.slice(1).forEach((hole, i) => {
      expect(hole).toBe((walked[i] - 1 + len) % len);
    });
    for (const c of chain) expect(c.kind).toBe('chain');
    // Crossing the end of a row: from North's first hole back to South's last, or from
    // South's first back to North's last.
    const crosses = walked
      .slice(1)
      .some(
        (hole, i) =>
          (walked[i] === e.holes && hole === e.holes - 1) || (walked[i] === 0 && hole === len - 1),
      );
    expect(crosses).toBe(true);
    expect(played.position.over).toBe(false);
  },
  'extra-turn'(_e, before, played) {
    const trace = played.trace ?? [];
    expect(ofType(trace, 'extra-turn')).toEqual([{ type: 'extra-turn', side: before.toMove }]);
    expect(played.extraTurn).toBe(true);
    expect(played.position.toMove).toBe(before.toMove);
    expect(played.position.legalMoves().length).toBeGreaterThan(0);
  },
  pass(e, before, played) {
    const mover = before.toMove ?? 'south';
    const own = mover === 'south' ? before.board.slice(0, e.holes) : before.board.slice(e.holes);
    expect(own.every((c) => c === 0)).toBe(true);
    expect(played.trace).toEqual([{ type: 'pass', side: mover, reason: 'no-seeds' }]);
    expect(played.position.toMove).toBe(opposite(mover));
    expect(played.position.board).toEqual(before.board);
  },
  'last-four'(e, before, played) {
    const trace = played.trace ?? [];
    const mover = before.toMove;
    // Rule book §4: Hoyito III from round 3 on gives them to the previous game's winner, or to
    // the capturer after a draw (convention); everywhere else to the capturer.
    const matchRule = e.variant === 'hoyito-3' && before.round >= 3;
    const winner = before.previousWinner;
    const to = matchRule && (winner === 'south' || winner === 'north') ? winner : mover;
    const rule = !matchRule
      ? 'capturer'
      : winner === 'draw'
        ? 'capturer-after-draw'
        : winner === null
          ? 'capturer'
          : 'previous-winner';
    expect(capturesOf(trace).length).toBeGreaterThan(0);
    const lastFour = ofType(trace, 'last-four');
    expect(lastFour).toHaveLength(1);
    expect(lastFour[0]).toMatchObject({ to, rule });
    expect(lastFour[0].seeds).toBeGreaterThanOrEqual(1);
    expect(lastFour[0].seeds).toBeLessThanOrEqual(4);
    expect(played.position.over).toBe(true);
    expect(played.position.endReason).toBe('last-four');
    expect(played.position.seedsOnBoard()).toBe(0);
  },
  'origin-refilled'(e, _before, played) {
    const trace = played.trace ?? [];
    const lift = ofType(trace, 'lift')[0];
    expect(lift.seeds).toBeGreaterThanOrEqual(2 * e.holes);
    const refills = ofType(trace, 'drop').filter((d) => d.lap === 1 && d.hole === e.move);
    expect(refills.length).toBeGreaterThan(0);
    expect(capturesOf(trace)).toEqual([]);
  },
};

describe('each example shows its rule in the trace', () => {
  const checked = playable.filter((e) => e.rule !== 'compare');
  it.each(checked)('$id: $rule', (e) => {
    const check = RULE_CHECKS[e.rule as keyof typeof RULE_CHECKS];
    check(e, positionOf(e), play(e));
  });

  it('Hoyito I never takes an extra turn; II and III never capture en passant', () => {
    for (const e of playable) {
      const played = play(e);
      if (e.variant === 'hoyito-1') expect(played.extraTurn).toBe(false);
      else expect(capturesOf(played.trace ?? []).some((c) => c.hand > 0)).toBe(false);
    }
  });
});

describe('the Compare page', () => {
  it('plays one position and one move in each variant, in order', () => {
    expect(compareExamples.map((e) => e.variant)).toEqual([...VARIANTS]);
    const boards = new Set(compareExamples.map((e) => e.position.slice(e.position.indexOf('/'))));
    expect(boards.size).toBe(1);
    expect(new Set(compareExamples.map((e) => e.move)).size).toBe(1);
    expect(new Set(compareExamples.map((e) => e.after)).size).toBe(3);
  });

  it('shows what differs: en passant in I, the chain in II, neither in III; extra turns in II and III', () => {
    const [one, two, three] = compareExamples.map((e) => play(e));
    const kinds = (p: Played) => capturesOf(p.trace ?? []).map((c) => `${c.kind}/${c.hand > 0}`);
    expect(kinds(one)).toContain('en-passant/true');
    expect(kinds(two)).toContain('chain/false');
    expect(kinds(three)).toEqual(['landing/false']);
    expect([one.extraTurn, two.extraTurn, three.extraTurn]).toEqual([false, true, true]);
  });
});

describe('Hoyito III: the last four by round', () => {
  it('rounds 1, 2 and 3 play the same board and move', () => {
    expect(lastFourRounds.map((e) => e.round)).toEqual([1, 2, 3]);
    const boards = new Set(lastFourRounds.map((e) => e.position.split('/').slice(0, 5).join('/')));
    expect(boards.size).toBe(1);
    expect(new Set(lastFourRounds.map((e) => e.move)).size).toBe(1);
  });

  it('give them to the capturer in rounds 1 and 2 and to the previous winner from round 3', () => {
    const receivers = lastFourRounds.map((e) => ofType(play(e).trace ?? [], 'last-four')[0].to);
    expect(receivers).toEqual(['south', 'south', 'north']);
    expect(lastFourRounds[2].previousWinner).toBe('north');
  });

  it('after a drawn game, the capturer receives them: a convention of this project', () => {
    const e = exampleById('h3-last-four-round-3-after-draw');
    expect(e.source).toBe('convention');
    expect(ofType(play(e).trace ?? [], 'last-four')[0]).toMatchObject({
      to: 'south',
      rule: 'capturer-after-draw',
    });
  });
});

describe('the catalogue', () => {
  it('has unique kebab-case ids', () => {
    const ids = examples.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(VARIANTS)('%s has an example of each of its rules, and none of another', (variant) => {
    const rules = new Set(examplesFor(variant).map((e) => e.rule));
    expect([...rules].sort()).toEqual([...VARIANT_RULES[variant]].sort());
  });

  it('gives en passant only to I, the chain only to II, extra turns to II and III', () => {
    expect(VARIANT_RULES['hoyito-1']).toContain('en-passant');
    expect(VARIANT_RULES['hoyito-2']).not.toContain('en-passant');
    expect(VARIANT_RULES['hoyito-3']).not.toContain('en-passant');
    expect(VARIANTS.filter((v) => VARIANT_RULES[v].includes('chain'))).toEqual(['hoyito-2']);
    expect(VARIANTS.filter((v) => VARIANT_RULES[v].includes('extra-turn'))).toEqual([
      'hoyito-2',
      'hoyito-3',
    ]);
    expect(new Set(Object.values(VARIANT_RULES).flat())).toEqual(new Set(RULES));
  });

  it('marks the conventions of this project as such', () => {
    for (const e of examples) {
      if (e.rule === 'endless' || e.rule === 'origin-refilled') expect(e.source).toBe('convention');
    }
    expect(RULE_INFO.endless).toEqual({ section: '§5', source: 'convention' });
  });

  it('has an example on the 2×12 board of Hoyito II', () => {
    expect(examples.some((e) => e.holes === 12 && e.variant === 'hoyito-2')).toBe(true);
  });

  it('examplesFor splits the catalogue by variant, keeping its order', () => {
    expect(VARIANTS.flatMap((v) => examplesFor(v))).toEqual(examples);
    for (const v of VARIANTS) expect(examplesFor(v).every((e) => e.variant === v)).toBe(true);
  });

  it('exampleById finds an example and names the known ids for an unknown one', () => {
    expect(exampleById('h2-chain').rule).toBe('chain');
    expect(() => exampleById('h4-chain')).toThrow(/No rule example has the id "h4-chain"/);
    expect(() => exampleById('h4-chain')).toThrow(/h1-relay/);
  });

  it('is frozen, down to its sentences', () => {
    expect(Object.isFrozen(examples)).toBe(true);
    const e = examples[0];
    expect(Object.isFrozen(e)).toBe(true);
    expect(Object.isFrozen(e.narration.en)).toBe(true);
    expect(Object.isFrozen(lessonSteps[0].prompt)).toBe(true);
    expect(() => (e.narration.en as string[]).push('x')).toThrow(TypeError);
  });
});

describe('the lesson', () => {
  const STEP_RULES = {
    sowing: 'sowing',
    relay: 'relay',
    casa: 'landing-capture',
    'extra-turn': 'extra-turn',
    pass: 'pass',
    end: 'last-four',
  } as const;

  it('has its steps in order, all on one variant', () => {
    expect(lessonSteps.map((s) => s.step)).toEqual([...LESSON_STEPS]);
    expect(new Set(lessonSteps.map((s) => s.example.variant)).size).toBe(1);
  });

  it.each(lessonSteps)('$step: its example shows that step', (s) => {
    expect(s.example.rule).toBe(STEP_RULES[s.step]);
    expect(examples).toContain(s.example);
  });

  it.each(lessonSteps)('$step: the prompt names what to click, in both languages', (s) => {
    for (const [locale, messages] of Object.entries(LOCALES)) {
      const prompt = s.prompt[locale as keyof typeof LOCALES];
      const target = s.example.move === 'pass' ? messages.controls.pass : s.example.label;
      expect(prompt).toMatch(new RegExp(`\\b${target}\\b`));
    }
  });
});

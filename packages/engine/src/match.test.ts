import { describe, expect, it } from 'vitest';
import { Game } from './game.ts';
import { Match, type MatchOptions } from './match.ts';
import { Random } from './random.ts';

function playOut(match: Match, random: Random): void {
  for (;;) {
    const game = match.current;
    while (!game.position.over) {
      const moves = game.position.legalMoves();
      game.play(moves.length === 0 ? 'pass' : moves[random.int(moves.length)]);
    }
    if (match.nextGame() === null) return;
  }
}

describe('matches', () => {
  it('alternates the starter, numbers rounds and passes on the previous winner', () => {
    const created = Match.create({ variant: 'hoyito-3', rounds: 4, first: 'north' });
    if (!created.ok) throw new Error(created.error.message);
    const match = created.value;
    playOut(match, new Random(3));
    expect(match.over).toBe(true);
    expect(match.games.map((g) => g.start.toMove)).toEqual(['north', 'south', 'north', 'south']);
    expect(match.games.map((g) => g.start.round)).toEqual([1, 2, 3, 4]);
    expect(match.games[0].start.previousWinner).toBeNull();
    for (let i = 1; i < 4; i++) {
      expect(match.games[i].start.previousWinner).toBe(match.games[i - 1].position.winner);
    }
    expect(match.nextGame()).toBeNull();
  });

  it('refuses a next game while the current one goes on', () => {
    const created = Match.create({ rounds: 2 });
    if (!created.ok) throw new Error(created.error.message);
    expect(created.value.nextGame()).toBeNull();
    expect(created.value.round).toBe(1);
    expect(created.value.score().winner).toBeNull();
  });

  it('scores by games won, then by seeds', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const created = Match.create({ variant: 'hoyito-2', rounds: 3 });
      if (!created.ok) throw new Error(created.error.message);
      playOut(created.value, new Random(seed));
      const score = created.value.score();
      const wins = created.value.games.map((g) => g.position.winner);
      expect(score.wins).toEqual([
        wins.filter((w) => w === 'south').length,
        wins.filter((w) => w === 'north').length,
      ]);
      expect(score.draws).toBe(wins.filter((w) => w === 'draw').length);
      const seeds = [0, 1].map((s) =>
        created.value.games.reduce((a, g) => a + g.position.captured[s], 0),
      );
      expect(score.seeds).toEqual(seeds);
      const expected =
        score.wins[0] !== score.wins[1]
          ? score.wins[0] > score.wins[1]
            ? 'south'
            : 'north'
          : seeds[0] !== seeds[1]
            ? seeds[0] > seeds[1]
              ? 'south'
              : 'north'
            : 'draw';
      expect(score.winner).toBe(expected);
    }
  });

  it('scores the first games alone, as the match stood after them', () => {
    const created = Match.create({ variant: 'hoyito-3', rounds: 3 });
    if (!created.ok) throw new Error(created.error.message);
    const match = created.value;
    playOut(match, new Random(11));
    const finals = match.games.map((g) => g.position);
    for (let games = 0; games <= 3; games++) {
      const counted = finals.slice(0, games);
      const score = match.score(games);
      expect(score.wins).toEqual([
        counted.filter((p) => p.winner === 'south').length,
        counted.filter((p) => p.winner === 'north').length,
      ]);
      expect(score.draws).toBe(counted.filter((p) => p.winner === 'draw').length);
      expect(score.seeds).toEqual(
        [0, 1].map((s) => counted.reduce((a, p) => a + p.captured[s], 0)),
      );
      // The match's winner only once every round is counted.
      expect(score.winner === null).toBe(games < 3);
    }
    expect(match.score(3)).toEqual(match.score());
  });

  it.each([-1, 4, 1.5, Number.NaN])('refuses to score %s games of three', (games) => {
    const created = Match.create({ rounds: 3 });
    if (!created.ok) throw new Error(created.error.message);
    const match = created.value;
    playOut(match, new Random(2));
    expect(() => match.score(games)).toThrow(/score counts 0 to 3 games of this match; got /);
  });

  it.each([
    [0, '0'],
    [-0, '-0'],
    [100, '100'],
    [1.5, '1.5'],
  ])('rejects %s rounds, saying so', (rounds, shown) => {
    const created = Match.create({ rounds });
    expect(created.ok).toBe(false);
    if (!created.ok)
      expect(created.error.message).toBe(`A match has 1 to 99 rounds; got ${shown}.`);
  });
});

describe('match options', () => {
  it.each([
    ['null', null],
    ['a string', 'hoyito-2'],
    ['a number', 3],
    ['true', true],
    ['rules that are not an object', { rules: 'split' }],
    ['a bad rule', { rules: { remaining: 'nowhere' } }],
    ['bad holes', { holes: 2 }],
  ])('refuses %s with the error Game.create gives', (_, options) => {
    const created = Match.create(options as unknown as MatchOptions);
    const game = Game.create(options as unknown as MatchOptions);
    expect(game.ok).toBe(false);
    expect(created).toEqual(game);
  });

  it('null gives the not-an-object error', () => {
    const created = Match.create(null as unknown as MatchOptions);
    expect(created.ok || [created.error.code, created.error.field]).toEqual([
      'not-an-object',
      'options',
    ]);
  });

  /** Options that give round 2 other values than round 1, if read again after `create`. */
  const changing: readonly {
    name: string;
    options: () => { given: MatchOptions; change: () => void };
  }[] = [
    {
      name: 'a field changed by the caller',
      options: () => {
        const given = { holes: 3, rounds: 2 };
        return { given, change: () => (given.holes = 99) };
      },
    },
    {
      name: 'a rule changed by the caller',
      options: () => {
        const rules = { noCaptureLimit: 5 };
        const given = { holes: 3, rounds: 2, rules };
        return { given, change: () => (rules.noCaptureLimit = -1) };
      },
    },
    {
      name: 'getters that give another value each time',
      options: () => {
        let reads = 0;
        const given = {
          get holes() {
            return reads++ === 0 ? 3 : 99;
          },
          rounds: 2,
          rules: {
            get remaining() {
              return reads++ === 1 ? 'split' : 'nowhere';
            },
          },
        } as MatchOptions;
        return { given, change: () => {} };
      },
    },
    {
      name: 'getters on a class',
      options: () => {
        let holes = 3;
        class Options {
          get holes(): number {
            return holes;
          }
          get rounds(): number {
            return 2;
          }
        }
        return { given: new Options(), change: () => (holes = 99) };
      },
    },
  ];

  it.each(changing)(
    '$name: every round plays by the options as create read them',
    ({ options }) => {
      const { given, change } = options();
      const created = Match.create(given);
      if (!created.ok) throw new Error(created.error.message);
      const match = created.value;
      change();
      match.current.playOut(new Random(1));
      const next = match.nextGame();
      expect(next?.start.holes).toBe(3);
      expect(next?.start.rules).toEqual(match.games[0].start.rules);
      expect(match.options.holes).toBe(3);
      expect(match.rounds).toBe(2);
    },
  );

  it.each(changing)('$name: each field is read once', ({ options }) => {
    const { given } = options();
    const reads = new Map<PropertyKey, number>();
    const count = <T extends object>(target: T): T =>
      new Proxy(target, {
        get(object, key, receiver) {
          reads.set(key, (reads.get(key) ?? 0) + 1);
          const value = Reflect.get(object, key, receiver);
          return key === 'rules' && value !== null && typeof value === 'object'
            ? count(value)
            : value;
        },
      });
    const created = Match.create(count(given));
    if (!created.ok) throw new Error(created.error.message);
    created.value.current.playOut(new Random(1));
    created.value.nextGame();
    expect([...reads.values()].every((n) => n === 1)).toBe(true);
    expect(reads.get('holes')).toBe(1);
  });

  it('keeps its options frozen', () => {
    const created = Match.create({ holes: 4, rounds: 2, rules: { remaining: 'split' } });
    if (!created.ok) throw new Error(created.error.message);
    const { options } = created.value;
    expect(options).toEqual({ holes: 4, rounds: 2, rules: { remaining: 'split' } });
    expect(Object.isFrozen(options)).toBe(true);
    expect(Object.isFrozen(options.rules)).toBe(true);
    expect(() => {
      (options as { holes: number }).holes = 99;
    }).toThrow(TypeError);
    expect(() => {
      (options.rules as { remaining: string }).remaining = 'none';
    }).toThrow(TypeError);
  });
});

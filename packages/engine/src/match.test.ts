import { describe, expect, it } from 'vitest';
import { Match } from './match.ts';
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

  it.each([0, 100, 1.5])('rejects %s rounds', (rounds) => {
    const created = Match.create({ rounds });
    expect(created.ok).toBe(false);
    if (!created.ok) expect(created.error.message).toContain('1 to 99 rounds');
  });
});

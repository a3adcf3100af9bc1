/** Every position a story shows does what the story says it does, by the engine's rules. */
import { makeHole, type Position, parseHole, parsePosition, parseRecord } from '@hoyito/engine';
import { describe, expect, it } from 'vitest';
import {
  BOARD_EMPTY,
  CAPTURES,
  ENDLESS,
  FULL_HOLE,
  LAST_FOUR,
  LONG_RELAY,
  MATCH_ROUND,
  MATCH_ROUND_AFTER_DRAW,
  type MoveClaim,
  OTHER_SIDES_HOLE,
  REPLAY_GAME,
} from '../src/positions.ts';

function load(claim: MoveClaim): { position: Position; hole: number } {
  const position = parsePosition(claim.position);
  if (!position.ok) throw new Error(position.error.message);
  const hole = parseHole(claim.hole, position.value.holes);
  if (!hole.ok) throw new Error(hole.error.message);
  return { position: position.value, hole: hole.value };
}

function preview(claim: MoveClaim) {
  const { position, hole } = load(claim);
  const previewed = position.preview(hole);
  if (!previewed.ok) throw new Error(previewed.error.message);
  return { position, hole, preview: previewed.value };
}

describe('the positions of the stories', () => {
  it('endless sowing: refused, with its cycle length, and not among the legal moves', () => {
    const { position, hole } = load(ENDLESS);
    const played = position.play(hole);
    expect(played.ok).toBe(false);
    expect(played.ok ? null : [played.error.code, played.error.cycleLength]).toEqual([
      'endless',
      ENDLESS.cycleLength,
    ]);
    expect(position.legalMoves()).not.toContain(hole);
    expect(position.legalMoves().length).toBeGreaterThan(0);
  });

  it("the other side's hole: not empty, refused as not the mover's, and the mover has moves", () => {
    const { position, hole } = load(OTHER_SIDES_HOLE);
    expect(position.toMove).toBe(OTHER_SIDES_HOLE.toMove);
    expect(position.board[hole]).toBeGreaterThan(0);
    const played = position.play(hole);
    expect(played.ok ? null : [played.error.code, played.error.reason]).toEqual([
      'not-your-hole',
      expect.objectContaining({ owner: OTHER_SIDES_HOLE.owner, side: OTHER_SIDES_HOLE.toMove }),
    ]);
    expect(position.legalMoves().length).toBeGreaterThan(0);
  });

  it('full hole: the hole holds the seeds claimed, every other hole fewer', () => {
    const { position, hole } = load(FULL_HOLE);
    expect(position.board[hole]).toBe(FULL_HOLE.seeds);
    expect(position.board.filter((seeds, h) => h !== hole && seeds >= FULL_HOLE.seeds)).toEqual([]);
  });

  it('long relay: ends after the number of laps claimed', () => {
    const { preview: p } = preview(LONG_RELAY);
    expect(p.endless).toBe(false);
    expect(p.laps).toBe(LONG_RELAY.laps);
  });

  for (const [kind, claim] of Object.entries(CAPTURES)) {
    it(`capture ${kind}: takes the fours claimed, in order, and one of them ${kind}`, () => {
      const { position, preview: p } = preview(claim);
      expect(
        p.captures.map((c) => ({ hole: makeHole(c.hole, position.holes), kind: c.kind })),
      ).toEqual(claim.captured);
      expect(p.captures.some((c) => c.kind === kind)).toBe(true);
      expect(p.endsGame).toBe(false);
    });
  }

  for (const [name, claim] of [
    ['last four', LAST_FOUR],
    ['match round', MATCH_ROUND],
    ['match round after a draw', MATCH_ROUND_AFTER_DRAW],
  ] as const) {
    it(`${name}: the move ends the game, the last four go where claimed, and who wins`, () => {
      const { preview: p } = preview(claim);
      expect(p.lastFour).toEqual(claim.lastFour);
      expect(p.endsGame).toBe(true);
      expect(p.position?.winner).toBe(claim.winner);
    });
  }

  it('match round: the round and previous winner are in the position', () => {
    const { position } = load(MATCH_ROUND);
    expect([position.round, position.previousWinner]).toEqual([MATCH_ROUND.round, 'south']);
    // The last-four story shows the same position outside a match.
    expect(MATCH_ROUND.position.replace('/r3/ps', '')).toBe(LAST_FOUR.position);
    expect(MATCH_ROUND.hole).toBe(LAST_FOUR.hole);
  });

  it('match round after a draw: the same position, the previous game drawn', () => {
    const { position } = load(MATCH_ROUND_AFTER_DRAW);
    expect([position.round, position.previousWinner]).toEqual([
      MATCH_ROUND_AFTER_DRAW.round,
      'draw',
    ]);
    expect(MATCH_ROUND_AFTER_DRAW.position.replace('/r3/pd', '')).toBe(LAST_FOUR.position);
    expect(MATCH_ROUND_AFTER_DRAW.hole).toBe(LAST_FOUR.hole);
  });

  it('board empty: the move takes the last seeds, and the game ends with the board empty', () => {
    const { preview: p } = preview(BOARD_EMPTY);
    expect(p.endsGame).toBe(true);
    expect(p.lastFour).toBeNull();
    expect(p.position?.endReason).toBe('board-empty');
    expect(p.position?.board.every((seeds) => seeds === 0)).toBe(true);
    expect(p.position?.captured).toEqual(BOARD_EMPTY.captured);
  });

  it('the replayed game: its moves, and how many of them capture', () => {
    const parsed = parseRecord(REPLAY_GAME.record);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const { game } = parsed.value;
    expect(
      game.line.map((m) =>
        typeof m.move === 'number' ? makeHole(m.move, game.start.holes) : m.move,
      ),
    ).toEqual([...REPLAY_GAME.line]);
    let captures = 0;
    let before = game.start;
    for (const m of game.line) {
      if (m.position.captured[0] + m.position.captured[1] > before.captured[0] + before.captured[1])
        captures++;
      before = m.position;
    }
    expect(captures).toBe(REPLAY_GAME.captures);
  });
});

import { Game, Match, makeRecord, type Position, parseRecord, Random } from '@hoyito/engine';
import { describe, expect, it } from 'vitest';
import { uiText } from '../hoyito-board/text.ts';
import { en } from '../i18n/en.ts';
import { es } from '../i18n/es.ts';
import {
  BoardModel,
  draftFrom,
  draftPosition,
  editDraft,
  readDraft,
  reshapeDraft,
  type SetupDraft,
  type StartSpec,
  sameDraftPosition,
  toolDelta,
} from './model.ts';

const spec = { variant: 'hoyito-2', holes: 6, seeds: 4, first: 'south' } as const;

function model(): BoardModel {
  const m = BoardModel.fromSpec(spec);
  if (!(m instanceof BoardModel)) throw new Error(m.message);
  return m;
}

describe('the board model', () => {
  it('plays what the engine plays, with its trace, and undoes and redoes', () => {
    const m = model();
    const result = m.play(2);
    if ('code' in result) throw new Error(result.message);
    const expected = result.before.play(2);
    expect(expected.ok && expected.value.position.equals(m.position)).toBe(true);
    expect(result.played.trace?.[0]).toMatchObject({ type: 'lift', hole: 2, seeds: 4 });
    expect(m.undo()).toBe(true);
    expect(m.position.equals(result.before)).toBe(true);
    expect(m.redo()).toBe(true);
    expect(m.length).toBe(1);
  });

  it('says why a hole cannot be played', () => {
    const m = model();
    expect(m.holeBlock(8)).toEqual({ reason: 'not-yours' });
    expect(m.holeBlock(2)).toBeNull();
    m.play(2);
    expect(m.holeBlock(2)).toEqual({ reason: 'not-yours' });
    const endless = BoardModel.fromPositionText('h2/2.0.2.3.0.1/0.2.1.3.15.3/16-0/s');
    if (!(endless instanceof BoardModel)) throw new Error(endless.message);
    expect(endless.holeBlock(0)).toEqual({ reason: 'endless', cycleLength: 159732 });
    expect(endless.holeBlock(1)).toEqual({ reason: 'empty' });
  });

  it('reports a bad position or record with where it went wrong', () => {
    const bad = BoardModel.fromPositionText('h2/4.4.4.4.4.4/4.4.4.4.4/0-0/s');
    expect(bad instanceof BoardModel).toBe(false);
    if (!(bad instanceof BoardModel)) {
      expect(bad.code).toBe('position');
      expect(bad.column).toBeGreaterThan(0);
    }
    const record = BoardModel.fromRecordText('[Variant "hoyito-2"]\n\nc d');
    expect(record instanceof BoardModel).toBe(false);
    if (!(record instanceof BoardModel))
      expect([record.code, record.line, record.column]).toEqual(['record', 3, 3]);
  });

  it('saves and restores a game, and ignores corrupt saves', () => {
    const m = model();
    for (const h of [2, 8, 3]) if (m.holeBlock(h) === null) m.play(h);
    m.undo();
    const saved = m.save();
    const back = BoardModel.restore(JSON.parse(JSON.stringify(saved)));
    if (!(back instanceof BoardModel)) throw new Error(back.message);
    expect(back.position.equals(m.position)).toBe(true);
    expect(back.length).toBe(m.length);
    for (const corrupt of [
      null,
      'x',
      { v: 2 },
      { v: 1, record: 'nonsense', ply: 0 },
      { v: 1, ply: 0 },
    ]) {
      const r = BoardModel.restore(corrupt);
      expect(r instanceof BoardModel).toBe(false);
      if (!(r instanceof BoardModel)) expect(r.code).toBe('storage');
    }
  });

  it.each([99, -1, 1.5, '2', null, undefined])(
    'restores a saved game whose ply (%s) is not one of its moves at its last move, the record being whole',
    (ply) => {
      const m = model();
      for (const h of [2, 8, 3]) if (m.holeBlock(h) === null) m.play(h);
      m.undo();
      const back = BoardModel.restore({ ...JSON.parse(JSON.stringify(m.save())), ply });
      if (!(back instanceof BoardModel)) throw new Error(back.message);
      // The saved ply stood a move before the end (one move undone): now at the end.
      expect(m.game.ply).toBe(m.length - 1);
      expect(back.length).toBe(m.length);
      expect(back.game.ply).toBe(m.length);
      expect(back.game.canRedo).toBe(false);
      // Said, for the board to report.
      expect(back.plyLost).toBe(true);
      const whole = BoardModel.restore(JSON.parse(JSON.stringify(m.save())));
      if (!(whole instanceof BoardModel)) throw new Error(whole.message);
      expect([whole.game.ply, whole.plyLost]).toEqual([m.length - 1, false]);
    },
  );

  it('loads a record at its end', () => {
    const g = Game.create(spec);
    if (!g.ok) throw new Error(g.error.message);
    g.value.play(2);
    g.value.play(8);
    const m = BoardModel.fromRecordText(makeRecord(g.value));
    if (!(m instanceof BoardModel)) throw new Error(m.message);
    expect(m.game.ply).toBe(2);
    expect(m.goTo(0)).toBe(true);
    expect(m.length).toBe(2);
  });

  const draftOf = (south: number[], north: number[]): SetupDraft => ({
    variant: 'hoyito-2',
    holes: south.length,
    board: [...south, ...north],
    captured: [0, 0],
    toMove: 'south',
    tool: 'add',
  });

  it.each([
    [
      'grows each row at its end, as full as its last hole',
      [1, 2, 3],
      [4, 5, 6],
      5,
      [1, 2, 3, 3, 3],
      [4, 5, 6, 6, 6],
    ],
    ['shrinks each row from its end', [1, 2, 3, 4], [5, 6, 7, 8], 3, [1, 2, 3], [5, 6, 7]],
    ['keeps a cleared board clear', [0, 0, 0], [0, 0, 0], 4, [0, 0, 0, 0], [0, 0, 0, 0]],
    ['keeps the board as it is at the same size', [1, 0, 2], [0, 3, 0], 3, [1, 0, 2], [0, 3, 0]],
  ])('reshapes a setup: %s', (_, south, north, holes, southAfter, northAfter) => {
    const after = reshapeDraft(draftOf(south, north), 'hoyito-3', holes);
    expect(after).toEqual({
      ...draftOf(southAfter, northAfter),
      variant: 'hoyito-3',
    });
  });

  it('edits a setup and starts from it, or says why it cannot', () => {
    let draft = draftFrom(model().position);
    draft = editDraft(draft, 0, 3);
    draft = editDraft(draft, 1, -9);
    expect(draft.board.slice(0, 2)).toEqual([7, 0]);
    const p = draftPosition(draft);
    expect('reason' in p).toBe(false);
    expect(draftPosition({ ...draft, board: draft.board.map(() => 0) })).toEqual({
      reason: 'no-seeds',
    });
    expect(draftPosition({ ...draft, board: draft.board.map(() => 99) })).toEqual({
      reason: 'too-many-seeds',
      total: 99 * draft.board.length,
      max: 288,
    });
  });

  it('keeps a hole between 0 and 99 seeds', () => {
    const draft = draftFrom(model().position);
    expect(editDraft(draft, 2, -100).board[2]).toBe(0);
    expect(editDraft(draft, 2, 1000).board[2]).toBe(99);
  });

  it.each([
    ['add', false, 1],
    ['add', true, -1],
    ['remove', false, -1],
    ['remove', true, 1],
  ] as const)(
    'with the %s tool (inverted: %s) a click changes a hole by %i',
    (tool, invert, delta) => {
      expect(toolDelta({ ...draftFrom(model().position), tool }, invert)).toBe(delta);
    },
  );

  it.each([
    ['another tool', { tool: 'remove' }, true],
    ['a seed more', { board: [5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4] }, false],
    ['another side to move', { toMove: 'north' }, false],
    ['a seed captured', { captured: [1, 0] }, false],
    ['another variant', { variant: 'hoyito-3' }, false],
    ['another size', { holes: 5, board: [4, 4, 4, 4, 4, 4, 4, 4, 4, 4] }, false],
  ] as const)('takes a draft with %s for the same position: %s', (_, change, same) => {
    const draft = draftFrom(model().position);
    expect(sameDraftPosition(draft, { ...draft, ...change })).toBe(same);
  });

  it('starts a draft with the add tool, and plays it whatever the tool', () => {
    const draft = draftFrom(model().position);
    expect(draft.tool).toBe('add');
    const played = draftPosition({ ...draft, tool: 'remove' });
    if ('reason' in played) throw new Error(played.reason);
    expect(played.board).toEqual(draft.board);
    expect(played.toMove).toBe(draft.toMove);
  });
});

describe('a saved draft read back (readDraft)', () => {
  const good: SetupDraft = {
    variant: 'hoyito-3',
    holes: 3,
    board: [0, 120, 4, 0, 0, 99],
    captured: [9999, 0],
    toMove: 'north',
    tool: 'remove',
  };

  it('takes a draft the setup panel could have made, as it was', () => {
    expect(readDraft(good)).toEqual(good);
    expect(readDraft(JSON.parse(JSON.stringify(good)))).toEqual(good);
    // An empty board is a draft (though no position to play).
    expect(readDraft({ ...good, board: [0, 0, 0, 0, 0, 0], captured: [0, 0] })).not.toBeNull();
    expect(readDraft({ ...good, holes: 12, board: new Array(24).fill(1) })).not.toBeNull();
  });

  it.each([
    ['no object', 'draft'],
    ['null', null],
    ['an array', [good]],
    ['another variant', { ...good, variant: 'hoyito-4' }],
    ['too few holes', { ...good, holes: 2, board: [1, 1, 1, 1] }],
    ['too many holes', { ...good, holes: 13, board: new Array(26).fill(1) }],
    ['holes not a whole number', { ...good, holes: 3.5 }],
    ['holes as text', { ...good, holes: '3' }],
    ['a board of another size', { ...good, board: [1, 2, 3] }],
    ['no board', { ...good, board: undefined }],
    ['a negative count', { ...good, board: [0, 1, 2, 3, 4, -1] }],
    ['a fraction of a seed', { ...good, board: [0, 1, 2, 3, 4, 0.5] }],
    ['a count as text', { ...good, board: [0, 1, 2, 3, 4, '5'] }],
    ['more seeds in a hole than any board holds', { ...good, board: [0, 1, 2, 3, 4, 289] }],
    ['one captured count', { ...good, captured: [0] }],
    ['a captured count past the limit', { ...good, captured: [0, 10000] }],
    ['no side to move', { ...good, toMove: undefined }],
    ['an unknown side', { ...good, toMove: 'east' }],
    ['an unknown tool', { ...good, tool: 'shovel' }],
  ])('refuses %s', (_, data) => {
    expect(readDraft(data)).toBeNull();
  });
});

describe('whether one game leads to another (a save that can be overwritten)', () => {
  /** A Hoyito II game on 2×6 with `moves` played, then `undone` of them taken back. */
  const gameOf = (moves: readonly number[], undone = 0, start: Partial<StartSpec> = {}) => {
    const m = BoardModel.fromSpec({ ...spec, ...start });
    if (!(m instanceof BoardModel)) throw new Error(m.message);
    for (const move of moves) {
      const played = m.play(move);
      if ('code' in played) throw new Error(played.message);
    }
    for (let i = 0; i < undone; i++) m.undo();
    return m;
  };
  it.each([
    ['a new game, to one played on', gameOf([]), gameOf([2, 8]), true],
    ['a game, to itself', gameOf([2, 8]), gameOf([2, 8]), true],
    ['a game, to the same game played on', gameOf([2]), gameOf([2, 8, 0]), true],
    [
      'a game with moves to redo, to the game played through them',
      gameOf([2, 8], 1),
      gameOf([2, 8]),
      true,
    ],
    [
      'a game, to the same moves taken back (they can be redone)',
      gameOf([2, 8]),
      gameOf([2, 8], 2),
      true,
    ],
    ['a game played on, to its earlier state', gameOf([2, 8]), gameOf([2]), false],
    ['a game, to another line from the same start', gameOf([2, 8]), gameOf([2, 7]), false],
    ['a game, to another first move', gameOf([2]), gameOf([3, 8]), false],
    [
      'a new game, to one of another variant',
      gameOf([]),
      gameOf([], 0, { variant: 'hoyito-3' }),
      false,
    ],
    ['a new game, to one with more seeds', gameOf([]), gameOf([2], 0, { seeds: 5 }), false],
  ])('%s: %s', (_, earlier, later, leads) => {
    expect(earlier.leadsTo(later)).toBe(leads);
  });
});

describe('undo and redo against the computer', () => {
  // Hoyito II from the start: c B C f A a E E A. North's B and the first two E's capture, so
  // North moves again; the side to move at each ply is s n n s n s n n n s.
  const LINE = [2, 7, 8, 5, 6, 0, 10, 10, 6];
  const at = (ply: number) => {
    const m = BoardModel.fromSpec(spec);
    if (!(m instanceof BoardModel)) throw new Error(m.message);
    for (const move of LINE) {
      const played = m.play(move);
      if ('code' in played) throw new Error(played.message);
    }
    m.goTo(ply);
    return m;
  };
  const byCode = (sides: string) => (side: string) => sides.includes(side);

  it('plays the line with the turns the table below assumes', () => {
    const m = at(LINE.length);
    const turns = [m.game.start, ...m.game.line.map((g) => g.position)].map((p) => p.toMove?.[0]);
    expect(turns.join('')).toBe('snnsnsnnns');
  });

  it.each([
    // [ply now, sides played by code, undo goes to, redo goes to]
    [9, '', 8, null],
    [9, 'north', 5, null],
    [9, 'south', 8, null],
    [9, 'south north', null, null],
    [5, 'north', 3, 9],
    [5, '', 4, 6],
    [3, 'north', 0, 5],
    [1, 'north', 0, 3],
    [1, 'south', null, 2],
    [0, '', null, 1],
    [0, 'north', null, 3],
    [6, 'south north', null, 9],
  ] as const)('at ply %i, %s played by code: undo to %s, redo to %s', (ply, sides, undo, redo) => {
    const m = at(ply);
    expect(m.undoTarget(byCode(sides))).toBe(undo);
    expect(m.redoTarget(byCode(sides))).toBe(redo);
  });
});

describe('a match (rounds)', () => {
  const matchOf = (rounds: number, variant: 'hoyito-1' | 'hoyito-2' | 'hoyito-3' = 'hoyito-3') => {
    const m = BoardModel.fromSpec({ variant, holes: 3, seeds: 2, first: 'south', rounds });
    if (!(m instanceof BoardModel)) throw new Error(m.message);
    return m;
  };
  /** Plays the side to move's first legal move (or passes) until the game ends. */
  const playOut = (m: BoardModel) => {
    for (let i = 0; i < 1000 && !m.position.over; i++) {
      const moves = m.position.legalMoves();
      const played = m.play(moves.length > 0 ? moves[0] : 'pass');
      if ('code' in played) throw new Error(played.message);
    }
    expect(m.position.over).toBe(true);
  };

  it('plays its rounds one after another, each started by the side that did not start the last', () => {
    const m = matchOf(3);
    expect(m.match?.rounds).toBe(3);
    expect([m.position.round, m.position.toMove]).toEqual([1, 'south']);
    expect(m.canStartNextGame).toBe(false);
    expect(m.nextGame()).toBe(false);
    playOut(m);
    const first = m.position;
    expect(m.canStartNextGame).toBe(true);
    expect(m.matchScore()?.winner).toBeNull();
    expect(m.nextGame()).toBe(true);
    expect([m.position.round, m.position.toMove, m.position.previousWinner]).toEqual([
      2,
      'north',
      first.winner,
    ]);
    expect(m.game.ply).toBe(0);
    playOut(m);
    expect(m.nextGame()).toBe(true);
    expect([m.position.round, m.position.toMove]).toEqual([3, 'south']);
    playOut(m);
    expect(m.canStartNextGame).toBe(false);
    expect(m.nextGame()).toBe(false);
    const score = m.matchScore();
    expect(score?.winner).not.toBeNull();
    expect((score?.wins[0] ?? 0) + (score?.wins[1] ?? 0) + (score?.draws ?? 0)).toBe(3);
  });

  it('cannot start the next round once the last move is taken back', () => {
    const m = matchOf(2);
    playOut(m);
    expect(m.undo()).toBe(true);
    expect(m.canStartNextGame).toBe(false);
    expect(m.nextGame()).toBe(false);
  });

  it('has no match score for a single game', () => {
    expect(model().matchScore()).toBeNull();
    expect(model().canStartNextGame).toBe(false);
  });

  it('leads from a round to the same match in a later round, not back, nor to a single game', () => {
    const m = matchOf(3, 'hoyito-2');
    m.play(m.position.legalMoves()[0]);
    const copy = (model: BoardModel) => {
      const back = BoardModel.restore(JSON.parse(JSON.stringify(model.save())));
      if (!(back instanceof BoardModel)) throw new Error(back.message);
      return back;
    };
    const early = copy(m);
    playOut(m);
    m.nextGame();
    const later = copy(m);
    expect(early.leadsTo(later)).toBe(true);
    expect(later.leadsTo(early)).toBe(false);
    // The first round played another way does not lead to the match as it went.
    const other = matchOf(3, 'hoyito-2');
    other.play(other.position.legalMoves().at(-1) as number);
    expect(other.leadsTo(later)).toBe(false);
    const single = BoardModel.fromSpec({ variant: 'hoyito-2', holes: 3, seeds: 2, first: 'south' });
    if (!(single instanceof BoardModel)) throw new Error(single.message);
    expect(single.leadsTo(early)).toBe(true);
  });

  it('saves and restores a match: its finished games, the current one and the moves to redo', () => {
    const m = matchOf(3, 'hoyito-2');
    playOut(m);
    m.nextGame();
    const moves = m.position.legalMoves();
    m.play(moves[0]);
    m.play(m.position.legalMoves()[0] ?? 'pass');
    m.undo();
    const saved = JSON.parse(JSON.stringify(m.save()));
    expect(saved.match.rounds).toBe(3);
    expect(saved.match.finished).toHaveLength(1);
    const back = BoardModel.restore(saved);
    if (!(back instanceof BoardModel)) throw new Error(back.message);
    expect(back.position.equals(m.position)).toBe(true);
    expect(back.game.ply).toBe(m.game.ply);
    expect(back.game.length).toBe(m.game.length);
    expect(back.match?.round).toBe(2);
    expect(back.matchScore()).toEqual(m.matchScore());
    expect(makeRecord(back.match?.games[0] as Game)).toBe(saved.match.finished[0]);
  });

  it.each([
    ['a match that is not an object', (s: { match: unknown }) => ({ ...s, match: 3 })],
    [
      'rounds out of range',
      (s: { match: { rounds: number } }) => ({ ...s, match: { ...s.match, rounds: 0 } }),
    ],
    [
      'finished games that are not text',
      (s: { match: object }) => ({ ...s, match: { ...s.match, finished: [1] } }),
    ],
    [
      'a finished game that is not finished',
      (s: { record: string; match: object }) => ({
        ...s,
        match: { ...s.match, finished: ['[Variant "hoyito-2"]\n[Holes "3"]\n[Seeds "2"]\n\n*'] },
      }),
    ],
    [
      'the current game in the place of the first',
      (s: { record: string; match: { finished: string[] } }) => ({
        ...s,
        record: s.match.finished[0],
        match: { ...s.match, finished: [s.record] },
      }),
    ],
    [
      'more games than rounds',
      (s: { record: string; match: { finished: string[] } }) => ({
        ...s,
        match: { rounds: 1, finished: s.match.finished },
      }),
    ],
  ] as const)('refuses a saved match with %s', (_, corrupt) => {
    const m = matchOf(3, 'hoyito-2');
    playOut(m);
    m.nextGame();
    const saved = JSON.parse(JSON.stringify(m.save()));
    const restored = BoardModel.restore((corrupt as (s: never) => unknown)(saved as never));
    expect(restored).toMatchObject({ code: 'storage', attribute: 'persist' });
  });

  it('saves where a replay stands and shows it there again once restored', () => {
    const m = matchOf(3, 'hoyito-2');
    playOut(m);
    m.nextGame();
    m.play(m.position.legalMoves()[0]);
    m.play(m.position.legalMoves()[0] ?? 'pass');
    m.showGame(0, 'start');
    m.redo();
    m.redo();
    m.redo();
    const shown = m.position;
    const saved = JSON.parse(JSON.stringify(m.save(true)));
    expect(saved.replay).toEqual([0, 3]);
    // The game being played is saved as it stood, the replay's place beside it.
    expect(saved.ply).toBe(2);
    const back = BoardModel.restore(saved);
    if (!(back instanceof BoardModel)) throw new Error(back.message);
    expect(back.showReplay()).toBe(true);
    expect([back.shownGame, back.game.ply]).toEqual([0, 3]);
    expect(back.position.equals(shown)).toBe(true);
    // Out of the replay, the game being played is where it stood.
    back.showCurrentGame();
    expect([back.shownGame, back.game.ply]).toEqual([1, 2]);

    const single = model();
    single.play(2);
    single.play(8);
    single.showGame(0, 'end');
    const again = BoardModel.restore(JSON.parse(JSON.stringify(single.save(true))));
    if (!(again instanceof BoardModel)) throw new Error(again.message);
    expect(again.showReplay()).toBe(true);
    expect([again.shownGame, again.game.ply]).toEqual([0, 2]);
  });

  it('shows a replay from its start when the save says nothing of one', () => {
    const m = model();
    m.play(2);
    const saved = JSON.parse(JSON.stringify(m.save()));
    expect(saved.replay).toBeUndefined();
    const back = BoardModel.restore(saved);
    if (!(back instanceof BoardModel)) throw new Error(back.message);
    expect(back.showReplay()).toBe(true);
    expect([back.shownGame, back.game.ply]).toEqual([0, 0]);
    // A model made otherwise than from a save, too.
    const fresh = model();
    fresh.play(2);
    expect(fresh.showReplay()).toBe(true);
    expect(fresh.game.ply).toBe(0);
  });

  it.each([
    [[0, 99]],
    [[0, -1]],
    [[0, 1.5]],
    [[1, 0]],
    [[-1, 0]],
    [['0', '1']],
    [[0]],
    ['0,1'],
    [3],
    [{ game: 0, ply: 1 }],
  ])(
    'shows a replay from its start, and says so, when its saved place (%j) is not a place in the game',
    (replay) => {
      const m = model();
      m.play(2);
      m.play(8);
      const back = BoardModel.restore({ ...JSON.parse(JSON.stringify(m.save())), replay });
      if (!(back instanceof BoardModel)) throw new Error(back.message);
      expect(back.showReplay()).toBe(false);
      expect([back.shownGame, back.game.ply]).toEqual([0, 0]);
      // The game itself is whole.
      expect(back.playing.ply).toBe(2);
    },
  );
  it('shows each round for a replay, leaving the match and its save as they were', () => {
    const m = matchOf(3);
    playOut(m);
    m.nextGame();
    playOut(m);
    m.nextGame();
    m.play(m.position.legalMoves()[0]);
    const score = m.matchScore();
    const saved = JSON.stringify(m.save());
    const records = m.matchRecords();
    const current = m.position;
    expect([m.gameCount, m.shownGame]).toEqual([3, 2]);

    expect(m.showGame(0, 'start')).toBe(true);
    expect([m.shownGame, m.game.ply, m.position.round]).toEqual([0, 0, 1]);
    // Stepping through the first round leaves the match's own first game at its end.
    while (m.redo());
    expect(m.position.equals(m.match?.games[0].position as Position)).toBe(true);
    expect(m.matchScore()).toEqual(m.match?.score(1));
    expect(m.canStartNextGame).toBe(false);
    expect(m.showGame(1, 'end')).toBe(true);
    expect([m.shownGame, m.position.round, m.position.over]).toEqual([1, 2, true]);
    expect(m.matchScore()).toEqual(m.match?.score(2));
    m.goTo(0);
    expect(m.match?.games[1].position.over).toBe(true);
    // What is saved and given out is the game being played, whatever is on show.
    expect(JSON.stringify(m.save())).toBe(saved);
    expect(m.matchRecords()).toEqual(records);
    expect(m.showGame(3, 'start')).toBe(false);
    expect(m.showGame(-1, 'start')).toBe(false);
    expect(m.showGame(0.5, 'start')).toBe(false);
    expect(m.shownGame).toBe(1);

    m.showCurrentGame();
    expect([m.shownGame, m.position]).toEqual([2, current]);
    expect(m.matchScore()).toEqual(score);
    // The last round too is shown as a copy: the game being played stays at its move.
    const ply = m.game.ply;
    expect(m.showGame(2, 'start')).toBe(true);
    expect([m.game.ply, m.match?.current.ply]).toEqual([0, ply]);
    expect(m.canStartNextGame).toBe(false);
    m.showCurrentGame();
    expect(m.game.ply).toBe(ply);
    // A last round whose ending was taken back is not shown ended, nor scored as if it were.
    playOut(m);
    m.undo();
    expect(m.position.over).toBe(false);
    m.showGame(2, 'end');
    expect(m.position.over).toBe(false);
    expect(m.matchScore()).toEqual(m.match?.score(2));
  });

  it('shows a single game as its one round, and the game stays where it stood', () => {
    const m = model();
    m.play(2);
    m.play(7);
    m.undo();
    const saved = JSON.stringify(m.save());
    expect([m.gameCount, m.shownGame]).toEqual([1, 0]);
    expect(m.showGame(0, 'start')).toBe(true);
    expect(m.game.ply).toBe(0);
    // The replay shows the moves played, not the one taken back.
    expect(m.showGame(0, 'end')).toBe(true);
    expect(m.game.ply).toBe(1);
    expect(m.showGame(1, 'start')).toBe(false);
    expect(m.matchScore()).toBeNull();
    expect(JSON.stringify(m.save())).toBe(saved);
    m.goTo(0);
    m.showCurrentGame();
    // One move played, one to redo, as before the replay.
    expect([m.game.ply, m.game.length]).toEqual([1, 2]);
    // The game goes on; a replay after it shows the move played since.
    m.redo();
    m.showGame(0, 'end');
    expect(m.game.ply).toBe(2);
  });

  it('gives a match as its records and loads it back from them, play going on from the last', () => {
    const m = matchOf(3, 'hoyito-3');
    playOut(m);
    m.nextGame();
    m.play(m.position.legalMoves()[0]);
    const records = m.matchRecords() as string[];
    expect(records).toHaveLength(2);
    const back = BoardModel.fromMatchRecords(3, records);
    if (!(back instanceof BoardModel)) throw new Error(back.message);
    expect(back.position.equals(m.position)).toBe(true);
    expect(back.match?.round).toBe(2);
    expect(back.matchScore()).toEqual(m.matchScore());
    expect(back.matchRecords()).toEqual(records);
    expect(model().matchRecords()).toBeNull();
  });

  it('loads a match played under rules of its own (NoCaptureLimit, Remaining), and its next round keeps them', () => {
    const match = Match.create({
      variant: 'hoyito-2',
      holes: 6,
      rounds: 3,
      rules: { noCaptureLimit: 30, remaining: 'split' },
    });
    if (!match.ok) throw new Error(match.error.message);
    match.value.current.playOut(new Random(1));
    match.value.nextGame();
    const records = match.value.games.map((game) => makeRecord(game));
    const loaded = BoardModel.fromMatchRecords(3, records);
    if (!(loaded instanceof BoardModel)) throw new Error(loaded.message);
    expect(loaded.matchRecords()).toEqual(records);
    expect(loaded.position.rules).toEqual(match.value.current.position.rules);
    loaded.game.playOut(new Random(2));
    expect(loaded.nextGame()).toBe(true);
    expect(loaded.position.rules).toEqual({ noCaptureLimit: 30, remaining: 'split' });
    const restored = BoardModel.restore(loaded.save());
    if (!(restored instanceof BoardModel)) throw new Error(restored.message);
    expect(restored.matchRecords()).toEqual(loaded.matchRecords());
  });

  it('gives the game as it stands: moves taken back are left out of its record, kept in a save', () => {
    const m = model();
    for (const move of [2, 7, 8]) m.play(move);
    m.undo();
    const played = parseRecord(m.playedRecord());
    if (!played.ok) throw new Error(played.error.message);
    expect(played.value.game.position.equals(m.position)).toBe(true);
    expect(played.value.game.moves).toHaveLength(2);
    expect(parseRecord(m.save().record).ok && m.save().ply).toBe(2);
    const saved = parseRecord(m.save().record);
    expect(saved.ok && saved.value.game.length).toBe(3);
    const match = matchOf(3, 'hoyito-2');
    for (const move of [2, 7]) match.play(move);
    match.undo();
    expect(match.matchRecords()).toEqual([match.playedRecord()]);
  });

  /** The records of a match of three whose first game has ended and whose second has begun. */
  const twoGames = () => {
    const m = matchOf(3, 'hoyito-2');
    playOut(m);
    m.nextGame();
    m.play(m.position.legalMoves()[0]);
    return m.matchRecords() as string[];
  };

  it.each([
    ['no records', () => [], 3, { detail: '1', match: 'no-games' }],
    ['more games than rounds', twoGames, 1, { detail: '2', match: 'too-many' }],
    [
      'the games in the wrong order',
      () => twoGames().reverse(),
      3,
      { detail: '1', match: 'wrong-start' },
    ],
    [
      'a second game that starts as the first did',
      () => [twoGames()[0], twoGames()[0]],
      3,
      { detail: '2', match: 'wrong-start' },
    ],
    [
      'a game that had not ended when the next began',
      () => {
        const [first, second] = twoGames();
        const unfinished = first.replace(/\[Result "[^"]*"\]/, '[Result "*"]');
        return [unfinished.replace(/\n\n.*$/s, '\n\n*\n'), second];
      },
      3,
      { detail: '1', match: 'unfinished' },
    ],
    [
      'a record that is not one, with where',
      () => [twoGames()[0], '[Variant "hoyito-2"]\n[Holes "3"]\n\n1. q *'],
      3,
      { detail: '2', line: 4 },
    ],
    [
      'a move the rules refuse, with why',
      // North begins the second game: South's first hole is not North's to play.
      () => [twoGames()[0], twoGames()[1].replace(/\n\nA /, '\n\na ')],
      3,
      { detail: '2', line: 9, reason: { key: 'illegal-move', ply: 1 } },
    ],
  ] as const)('refuses %s, naming the game at fault', (_, records, rounds, expected) => {
    const loaded = BoardModel.fromMatchRecords(rounds, (records as () => string[])());
    expect(loaded).toMatchObject({ code: 'record', attribute: 'record', ...expected });
  });

  it.each([
    [() => [], 3, 'A match needs the record of at least one game.'],
    [twoGames, 1, 'A match of 1 round has no game 2.'],
    [
      () => [twoGames()[0], twoGames()[0]],
      3,
      'Game 2 does not start where round 2 of the match does:',
    ],
    [() => twoGames().reverse(), 3, 'Game 1 does not start where round 1 of the match does:'],
    [
      () => {
        const [first, second] = twoGames();
        const unfinished = first.replace(/\[Result "[^"]*"\]/, '[Result "*"]');
        return [unfinished.replace(/\n\n.*$/s, '\n\n*\n'), second];
      },
      3,
      'Game 1 of the match is not finished, yet another game follows it.',
    ],
  ] as const)('says why, in the board’s words: %#', (records, rounds, said) => {
    const loaded = BoardModel.fromMatchRecords(rounds, (records as () => string[])());
    if (loaded instanceof BoardModel) throw new Error('the records were loaded');
    expect(uiText(en).error(loaded)).toContain(said);
    expect(uiText(es).error(loaded)).not.toContain(said);
  });
});

describe('what a record says besides its moves', () => {
  const RECORD =
    '[Variant "hoyito-2"]\n[South "Ana"]\n[North "Luis"]\n[Event "Fair"]\n\n{At the fair} c {opens} C d';

  it('keeps a record’s tags and its comment, shows them, and saves them', () => {
    const m = BoardModel.fromRecordText(RECORD);
    if (!(m instanceof BoardModel)) throw new Error(m.message);
    /** The comment and the tags that are not the rules' (which a record written out adds). */
    const told = (notes: BoardModel['notes']) => [
      notes.comment,
      notes.tags.filter(([name]) => !['Variant', 'Holes', 'Result'].includes(name)),
    ];
    expect(told(m.notes)).toEqual([
      'At the fair',
      [
        ['South', 'Ana'],
        ['North', 'Luis'],
        ['Event', 'Fair'],
      ],
    ]);
    expect(m.game.line[0].comment).toBe('opens');
    const saved = m.save();
    expect(saved.record).toContain('{At the fair}');
    expect(saved.record).toContain('[North "Luis"]');
    expect(m.playedRecord()).toContain('{At the fair}');
    const restored = BoardModel.restore(JSON.parse(JSON.stringify(saved)));
    if (!(restored instanceof BoardModel)) throw new Error(restored.message);
    expect(told(restored.notes)).toEqual(told(m.notes));
  });

  it('has nothing to say of a game that no record gave', () => {
    expect(model().notes).toEqual({ tags: [], comment: null });
  });

  /** A match's records, each given a South tag, a comment and a comment on its first move. */
  const annotatedMatch = (): string[] => {
    const m = BoardModel.fromSpec({
      variant: 'hoyito-3',
      holes: 3,
      seeds: 2,
      first: 'south',
      rounds: 3,
    });
    if (!(m instanceof BoardModel)) throw new Error(m.message);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 1000 && !m.position.over; i++) {
        const moves = m.position.legalMoves();
        m.play(moves.length > 0 ? moves[0] : 'pass');
      }
      m.nextGame();
    }
    m.play(m.position.legalMoves()[0]);
    return (m.matchRecords() as string[]).map((record, round) => {
      const parsed = parseRecord(record);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const game = new Game(parsed.value.game.start);
      parsed.value.game.line.forEach(({ move }, i) => {
        if (move === 'agree') game.agree();
        else game.play(move, i === 0 ? { comment: `opening ${round + 1}` } : {});
      });
      return makeRecord(game, [['South', `Player ${round + 1}`]], `Round ${round + 1}`);
    });
  };

  it('keeps each round’s in a match, in its replay and in what it saves', () => {
    const records = annotatedMatch();
    const m = BoardModel.fromMatchRecords(3, records);
    if (!(m instanceof BoardModel)) throw new Error(m.message);
    expect(m.matchRecords()).toEqual(records);
    const south = () => new Map(m.notes.tags).get('South');
    expect([south(), m.notes.comment]).toEqual(['Player 3', 'Round 3']);
    for (const round of [0, 1, 2]) {
      expect(m.showGame(round, 'end')).toBe(true);
      expect([south(), m.notes.comment]).toEqual([`Player ${round + 1}`, `Round ${round + 1}`]);
      expect(m.game.line[0].comment).toBe(`opening ${round + 1}`);
      expect(m.playedRecord()).toBe(records[round]);
      expect(m.notesOf(round)).toEqual(m.notes);
    }
    m.showCurrentGame();
    const restored = BoardModel.restore(JSON.parse(JSON.stringify(m.save())));
    if (!(restored instanceof BoardModel)) throw new Error(restored.message);
    expect(restored.matchRecords()).toEqual(records);
  });

  it('leaves a finished round what its record said when the next round starts', () => {
    const records = annotatedMatch().slice(0, 1);
    const m = BoardModel.fromMatchRecords(3, records);
    if (!(m instanceof BoardModel)) throw new Error(m.message);
    for (let i = 0; i < 1000 && !m.position.over; i++) {
      const moves = m.position.legalMoves();
      m.play(moves.length > 0 ? moves[0] : 'pass');
    }
    expect(m.nextGame()).toBe(true);
    expect(m.notes).toEqual({ tags: [], comment: null });
    expect(m.matchRecords()?.[0]).toBe(records[0]);
  });
});

/**
 * Plain-language narration of moves, from the engine's event trace: whole sentences for a move
 * (`narrate`), one short caption per step for an animation (`narrateStep`), and the reasons a
 * move or a hole is refused (`narrateRefusal`, `whyNotPlayable`), with the hole descriptions and
 * move previews the board shows. Every word comes from a `Messages` object, so the same code
 * speaks every locale.
 */
import {
  type Move,
  type MoveError,
  makeHole,
  ownerOf,
  type Position,
  type Preview,
  type Side,
  type TraceEvent,
} from '@hoyito/engine';
import type { HoleRef, Messages } from '../i18n/messages.ts';

export interface NarrateOptions {
  /** Relays told one by one at the start of a long sowing before the rest is summarised (default 3). */
  readonly headRelays?: number;
  /** Relays told one by one at the end of a long sowing (default 2). */
  readonly tailRelays?: number;
}

const DEFAULT_HEAD_RELAYS = 3;
const DEFAULT_TAIL_RELAYS = 2;

const holeRef = (hole: number, holes: number): HoleRef => ({
  label: makeHole(hole, holes),
  side: ownerOf(hole, holes),
});

/**
 * Tells a move as sentences, one per meaningful step: the sowing, each relay, the captures (en
 * passant ones grouped by lap, a casa with its backward chain in one sentence), the last four,
 * where the sowing stopped, an extra turn, a pass, the seeds shared out at an end, and the end.
 *
 * `before` is the position the move was played from, `trace` the move's events
 * (`position.play(move, { trace: true })`, or `Game.play`/`Game.agree` with a trace, whose end by
 * repetition or agreement is told too). For `move === 'agree'` the sentences start by saying the
 * players agreed; `null` tells a trace that is no move (`position.end(reason, { trace: true })`).
 *
 * A long relay is not told lap by lap: after the first `headRelays` relays the laps up to the last
 * `tailRelays` are summarised in one sentence ("… 148 more laps …"), with the seeds captured on
 * the way, so even a sowing of hundreds of laps gives a handful of sentences.
 */
export function narrate(
  before: Position,
  move: Move | 'agree' | null,
  trace: readonly TraceEvent[],
  messages: Messages,
  options: NarrateOptions = {},
): string[] {
  const { holes } = before;
  const say = messages.narration;
  const out: string[] = [];
  if (move === 'agree') out.push(say.agreed);

  // Laps are numbered from 1; relay event `lap: k` ends lap k - 1. Laps head + 1 … relays - tail
  // are hidden (their en-passant captures and the relays that end them) when there are two or more.
  const relays = trace.reduce((count, e) => count + (e.type === 'relay' ? 1 : 0), 0);
  const head = Math.max(0, Math.floor(options.headRelays ?? DEFAULT_HEAD_RELAYS));
  const tail = Math.max(0, Math.floor(options.tailRelays ?? DEFAULT_TAIL_RELAYS));
  const hiddenFrom = head + 1;
  const hiddenTo = relays - tail;
  const hiddenLaps = hiddenTo - hiddenFrom + 1;
  const isHidden = (lap: number): boolean =>
    hiddenLaps >= 2 && lap >= hiddenFrom && lap <= hiddenTo;
  let hiddenSeeds = 0;
  for (const e of trace) {
    if (e.type === 'capture' && e.kind === 'en-passant' && isHidden(e.lap)) hiddenSeeds += e.seeds;
  }
  let summarised = false;
  const summarise = (): void => {
    if (summarised) return;
    summarised = true;
    out.push(say.moreLaps(hiddenLaps, hiddenSeeds));
  };

  let mover: Side | null = before.toMove;
  // En-passant captures of the current lap, told together when the lap ends.
  let passing: HoleRef[] = [];
  // A casa taken by the last seed of a lap, with the fours of its backward chain.
  let casa: { by: Side; hole: HoleRef; chain: HoleRef[]; seeds: number } | null = null;
  // Seeds left in hand after the latest drop: 0 means it was the lap's last seed.
  let hand = -1;
  // The score as the move's captures change it, said once they are told, unless the game's end
  // says it.
  const score = [before.captured[0] ?? 0, before.captured[1] ?? 0];
  let scored = false;

  const flush = (): void => {
    if (passing.length > 0 && mover !== null) out.push(say.enPassant(mover, passing));
    passing = [];
    if (casa !== null) out.push(say.casa(casa.by, casa.hole, casa.chain, casa.seeds));
    casa = null;
  };

  for (const e of trace) {
    switch (e.type) {
      case 'lift':
        mover = e.side;
        out.push(say.sow(e.side, e.seeds, makeHole(e.hole, holes)));
        break;
      case 'drop':
        hand = e.hand;
        break;
      case 'capture':
        score[e.by === 'south' ? 0 : 1] += e.seeds;
        scored = true;
        if (e.kind === 'chain') {
          if (casa !== null) {
            casa.chain.push(holeRef(e.hole, holes));
            casa.seeds += e.seeds;
          } else {
            casa = { by: e.by, hole: holeRef(e.hole, holes), chain: [], seeds: e.seeds };
          }
        } else if (e.kind === 'landing' || hand === 0) {
          // A landing casa (Hoyito II, III), or Hoyito I's four made by the lap's last seed.
          mover = e.by;
          flush();
          casa = { by: e.by, hole: holeRef(e.hole, holes), chain: [], seeds: e.seeds };
        } else if (isHidden(e.lap)) {
          summarise();
        } else {
          mover = e.by;
          passing.push(holeRef(e.hole, holes));
        }
        break;
      case 'relay':
        flush();
        if (isHidden(e.lap - 1)) summarise();
        else out.push(say.relay(holeRef(e.hole, holes), e.seeds, e.lap));
        break;
      case 'last-four':
        flush();
        out.push(say.lastFour(e.to, mover ?? e.to, e.rule, e.seeds, e.inHand));
        break;
      case 'stop':
        flush();
        if (e.reason === 'empty-hole') out.push(say.stop(holeRef(e.hole, holes), e.laps));
        else if (e.reason === 'board-empty') out.push(say.boardEmpty);
        break;
      case 'extra-turn':
        // The score follows the captures, before whose turn it is.
        flush();
        if (scored) out.push(say.score(score[0], score[1]));
        scored = false;
        out.push(say.extraTurn(e.side));
        break;
      case 'pass':
        out.push(e.reason === 'no-seeds' ? say.passNoSeeds(e.side) : say.passAllEndless(e.side));
        break;
      case 'remaining':
        out.push(say.remaining(e.rule, e.south, e.north, e.uncounted, oddSeedRef(e, holes)));
        break;
      case 'game-end':
        flush();
        out.push(say.gameEnd(e.reason, e.winner, e.captured));
        scored = false;
        break;
    }
  }
  flush();
  if (scored) out.push(say.score(score[0], score[1]));
  return out;
}

/**
 * A short caption for one step of an animated move, or null for a step not worth a caption (a
 * single seed dropped, a stop already told by its capture). `holes` is the board's holes per row.
 */
export function narrateStep(event: TraceEvent, holes: number, messages: Messages): string | null {
  const c = messages.captions;
  switch (event.type) {
    case 'lift':
      return c.sow(event.side, event.seeds, makeHole(event.hole, holes));
    case 'drop':
      return null;
    case 'relay':
      return c.relay(holeRef(event.hole, holes), event.seeds);
    case 'capture': {
      const hole = holeRef(event.hole, holes);
      if (event.kind === 'landing') return c.casa(event.by, hole);
      if (event.kind === 'chain') return c.chain(event.by, hole);
      return c.enPassant(event.by, hole);
    }
    case 'last-four':
      return c.lastFour(event.to, event.seeds);
    case 'stop':
      if (event.reason === 'empty-hole') return c.stop(holeRef(event.hole, holes));
      return event.reason === 'board-empty' ? messages.narration.boardEmpty : null;
    case 'extra-turn':
      return c.extraTurn(event.side);
    case 'pass':
      return c.pass(event.side);
    case 'remaining':
      return messages.narration.remaining(
        event.rule,
        event.south,
        event.north,
        event.uncounted,
        oddSeedRef(event, holes),
      );
    case 'game-end':
      return messages.status.gameOver(event.winner, event.captured, event.reason);
  }
}

function oddSeedRef(
  event: Extract<TraceEvent, { type: 'remaining' }>,
  holes: number,
): HoleRef | null {
  return event.oddSeedHole === null ? null : holeRef(event.oddSeedHole, holes);
}

/** The label of the hole a move error is about, or the move as text if it is not a hole here. */
function moveLabel(move: unknown, holes: number): string {
  return typeof move === 'number' && Number.isInteger(move) && move >= 0 && move < 2 * holes
    ? makeHole(move, holes)
    : String(move);
}

/**
 * Why `position` refused a move (`position.play`/`checkMove`'s error), in words: an endless sowing
 * with its cycle's length, an empty hole, the other side's hole, …
 */
export function narrateRefusal(error: MoveError, position: Position, messages: Messages): string {
  const b = messages.blocked;
  const label = moveLabel(error.move, position.holes);
  const toMove = position.toMove ?? 'south';
  switch (error.code) {
    case 'endless':
      return b.endless(label, error.cycleLength ?? 0);
    case 'empty-hole':
      return b.empty(label);
    case 'not-your-hole':
      return b.notYours(
        label,
        typeof error.move === 'number' ? ownerOf(error.move, position.holes) : toMove,
        toMove,
      );
    case 'game-over':
      return b.gameOver;
    case 'must-pass':
      return b.mustPass(toMove);
    case 'cannot-pass':
      return b.cannotPass(toMove);
    case 'bad-move':
      return b.badMove;
  }
}

/**
 * Why `hole` cannot be played now, or null if it can. With `computerTurn` the side to move is the
 * computer's (or, with `playedBy`, a player of the page's so named) and no hole is the person's
 * to play. With `sowing` a move is still being shown: no hole is played before it ends. The
 * hole's own state comes first: the other side's hole or an empty one is said to be so even when
 * the side to move must pass, and then that it must: no hole is the person's to play, and Pass is
 * what is left.
 */
export function whyNotPlayable(
  position: Position,
  hole: number,
  messages: Messages,
  options: {
    readonly computerTurn?: boolean;
    readonly sowing?: boolean;
    readonly playedBy?: string;
  } = {},
): string | null {
  const b = messages.blocked;
  // First: the position is the one after the move on show, whose end or extra turn the words
  // would give away before the animation does.
  if (options.sowing && !options.computerTurn) return b.sowing;
  if (position.over) return b.gameOver;
  if (options.computerTurn) {
    // A player the page left unnamed goes by its side.
    const name =
      options.playedBy ||
      (options.playedBy === '' ? messages.sides[position.toMove as Side] : undefined);
    if (name !== undefined) return options.sowing ? b.playerNext(name) : b.playerTurn(name);
    return options.sowing ? b.computerNext : b.computerTurn;
  }
  const label = moveLabel(hole, position.holes);
  const toMove = position.toMove as Side;
  if (!Number.isInteger(hole) || hole < 0 || hole >= 2 * position.holes) return b.badMove;
  const owner = ownerOf(hole, position.holes);
  const own =
    owner !== toMove
      ? b.notYours(label, owner, toMove)
      : position.board[hole] === 0
        ? b.empty(label)
        : null;
  if (own !== null) return position.mustPass() ? `${own} ${b.mustPass(toMove)}` : own;
  const checked = position.checkMove(hole);
  return checked.ok ? null : narrateRefusal(checked.error, position, messages);
}

/**
 * A hole's accessible name: "c, South's hole, 4 seeds, playable". `playable` defaults to whether
 * the hole is a legal move of the side to move.
 */
export function describeHole(
  position: Position,
  hole: number,
  messages: Messages,
  playable: boolean = position.legalMoves().includes(hole),
): string {
  return messages.hole.name(
    makeHole(hole, position.holes),
    ownerOf(hole, position.holes),
    position.board[hole],
    playable,
  );
}

/**
 * What a move would do, from the engine's `Preview` (`position.preview(hole)`): laps, where it
 * ends, captures, the last four, an extra turn — or that it never ends.
 */
export function describePreview(preview: Preview, holes: number, messages: Messages): string {
  const label = makeHole(preview.hole, holes);
  if (preview.endless) return messages.preview.endless(label, preview.cycleLength);
  const endReason = preview.position?.endReason ?? null;
  return messages.preview.move({
    hole: label,
    lastHole: holeRef(preview.lastHole, holes),
    laps: preview.laps,
    captures: preview.captures.length,
    capturedSeeds: preview.capturedSeeds,
    mover: ownerOf(preview.hole, holes),
    extraTurn: preview.extraTurn,
    endsGame: preview.endsGame,
    // The last four's own words tell that end.
    endReason: endReason === 'last-four' ? null : endReason,
    lastFour: preview.lastFour,
  });
}

/**
 * The status line for a position: whose turn it is, a pass the side to move must make and why, or
 * the result and why the game ended.
 */
export function describeStatus(position: Position, messages: Messages): string {
  const s = messages.status;
  if (position.over) {
    return s.gameOver(position.winner ?? 'draw', position.captured, position.endReason);
  }
  const side = position.toMove as Side;
  if (!position.mustPass()) return s.toMove(side);
  const first = side === 'south' ? 0 : position.holes;
  const hasSeeds = position.board.slice(first, first + position.holes).some((c) => c > 0);
  return hasSeeds ? s.mustPassAllEndless(side) : s.mustPassNoSeeds(side);
}

/**
 * Finds candidate positions for the rule examples (examples.ts) by random play from the standard
 * start, so that every candidate is a position real games reach (seed totals and captured counts
 * consistent). For each rule it prints the smallest positions whose move shows that rule once,
 * with the engine's position after the move and the board's English narration.
 *
 * Run from the repository root (scripts/node22.mjs picks a Node that strips types and makes the
 * workspace packages resolve to their TypeScript sources):
 *   node scripts/node22.mjs site/src/examples/find.ts search [games per board, default 300]
 *   node scripts/node22.mjs site/src/examples/find.ts show POSITION MOVE [POSITION MOVE …]
 * `show` prints the position after each move (or why it is refused) and the board's narration in
 * English and Spanish: what an example in examples.ts records.
 */
import {
  createPosition,
  initialPosition,
  type Move,
  makeMove,
  makePosition,
  type Position,
  parseMove,
  parsePosition,
  Random,
  type Setup,
  type TraceEvent,
  VARIANTS,
  type Variant,
} from '@hoyito/engine';
import { en } from '../../../packages/board/src/i18n/en.ts';
import { es } from '../../../packages/board/src/i18n/es.ts';
import { narrate, narrateRefusal } from '../../../packages/board/src/narration/narrate.ts';

interface Facts {
  readonly laps: number;
  readonly lifted: number;
  /** Captures with the seeds left in hand when they happened (0: made by a lap's last seed). */
  readonly captures: readonly { kind: string; hole: number; hand: number }[];
  readonly lastFour: { to: string; rule: string; inHand: number } | null;
  readonly extraTurn: boolean;
  /** A seed of lap 1 fell back into the hole it was lifted from. */
  readonly refilled: boolean;
}

function factsOf(move: number, trace: readonly TraceEvent[]): Facts {
  let laps = 1;
  let lifted = 0;
  let hand = 0;
  let refilled = false;
  let lastFour: Facts['lastFour'] = null;
  let extraTurn = false;
  const captures: { kind: string; hole: number; hand: number }[] = [];
  for (const e of trace) {
    if (e.type === 'lift') lifted = e.seeds;
    else if (e.type === 'drop') {
      hand = e.hand;
      if (e.lap === 1 && e.hole === move) refilled = true;
    } else if (e.type === 'capture') captures.push({ kind: e.kind, hole: e.hole, hand });
    else if (e.type === 'stop') laps = e.laps;
    else if (e.type === 'last-four') lastFour = { to: e.to, rule: e.rule, inHand: e.inHand };
    else if (e.type === 'extra-turn') extraTurn = true;
  }
  return { laps, lifted, captures, lastFour, extraTurn, refilled };
}

/** A capture by a lap's last seed: Hoyito II/III's casa, or Hoyito I's four made by the last seed. */
const isLanding = (c: Facts['captures'][number]): boolean =>
  c.kind === 'landing' || (c.kind === 'en-passant' && c.hand === 0);

/** The chain crosses the end of a row: it holds the last hole of one row and the first of the next. */
function crossesRowEnd(holes: number, captured: readonly number[]): boolean {
  const has = (h: number): boolean => captured.includes(h);
  return (has(holes - 1) && has(holes)) || (has(2 * holes - 1) && has(0));
}

type Target = (p: Position, move: number, f: Facts, after: Position) => boolean;

const plain = (f: Facts): boolean => f.captures.length === 0 && f.lastFour === null;

const TARGETS: Record<string, Target> = {
  sowing: (_p, _m, f) => plain(f) && f.laps === 1 && f.lifted >= 2,
  relay: (_p, _m, f) => plain(f) && f.laps === 2,
  'en-passant': (_p, _m, f, after) =>
    !after.over &&
    f.captures.length === 1 &&
    f.captures[0].kind === 'en-passant' &&
    f.captures[0].hand > 0,
  'landing-capture': (_p, _m, f, after) =>
    !after.over && f.captures.length === 1 && isLanding(f.captures[0]) && f.laps === 1,
  chain: (p, _m, f, after) =>
    !after.over &&
    f.captures.some((c) => c.kind === 'chain') &&
    crossesRowEnd(
      p.holes,
      f.captures.map((c) => c.hole),
    ),
  'extra-turn': (_p, _m, f, after) =>
    f.extraTurn && f.captures.length === 1 && f.laps === 2 && !after.mustPass(),
  'last-four': (_p, _m, f, after) =>
    after.over && f.captures.length === 1 && f.lastFour !== null && after.endReason === 'last-four',
  // Who receives the last four decides the winner: the example for Hoyito III's match rounds.
  'last-four-decisive': (p, _m, f, after) => {
    if (!after.over || f.captures.length !== 1 || f.lastFour === null) return false;
    const south = after.captured[0] - (f.lastFour.to === 'south' ? 4 : 0);
    const north = after.captured[1] - (f.lastFour.to === 'north' ? 4 : 0);
    return p.variant === 'hoyito-3' && Math.abs(south - north) <= 4;
  },
  'last-four-in-hand': (_p, _m, f, after) =>
    after.over && f.lastFour !== null && f.lastFour.inHand > 0 && f.captures.length === 1,
  'origin-refilled': (_p, _m, f) => plain(f) && f.refilled,
};

interface Candidate {
  readonly score: number;
  readonly position: string;
  readonly move: string;
  readonly after: string;
  readonly narration: readonly string[];
}

const best = new Map<string, Candidate[]>();

function keep(key: string, candidate: Candidate): void {
  const list = best.get(key) ?? [];
  if (list.some((c) => c.position === candidate.position && c.move === candidate.move)) return;
  list.push(candidate);
  list.sort((a, b) => a.score - b.score);
  best.set(key, list.slice(0, 3));
}

function candidate(p: Position, move: Move, trace: readonly TraceEvent[], after: Position) {
  const f = move === 'pass' ? null : factsOf(move, trace);
  const seeds = p.seedsOnBoard();
  return {
    // Small boards and short sowings read best; South to move suits a board drawn South-down.
    score:
      seeds + (f === null ? 0 : 2 * f.lifted + 6 * (f.laps - 1)) + (p.toMove === 'north' ? 5 : 0),
    position: makePosition(p),
    move: makeMove(move, p.holes),
    after: makePosition(after),
    narration: narrate(p, move, trace, en),
  };
}

const compared: { score: number; lines: string[] }[] = [];

/** The same board in each variant, and one move that shows how they differ (rules §3). */
function compare(p: Position): void {
  for (const move of p.legalMoves()) {
    const runs = VARIANTS.map((variant) => {
      const q = createFrom({ ...p.toSetup(), variant });
      const played = q.play(move, { trace: true });
      return played.ok && !played.value.position.over
        ? { q, played: played.value, facts: factsOf(move, played.value.trace ?? []) }
        : null;
    });
    const [one, two, three] = runs;
    if (one === null || two === null || three === null) continue;
    if (
      one.facts.captures.some((c) => c.hand > 0) &&
      two.facts.captures.some((c) => c.kind === 'chain') &&
      three.facts.captures.length === 1
    ) {
      const lines = [one, two, three].flatMap((r) => [
        `  ${makePosition(r.q)}  ${makeMove(move, p.holes)}  →  ${makePosition(r.played.position)}`,
        ...narrate(r.q, move, r.played.trace ?? [], en).map((l) => `      ${l}`),
      ]);
      compared.push({ score: p.seedsOnBoard() + 6 * (two.facts.laps - 1), lines });
    }
  }
}

function createFrom(setup: Setup): Position {
  const made = createPosition(setup);
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

function explore(variant: Variant, holes: number, games: number, seed: number): void {
  const tag = `h${variant.slice(-1)}${holes === 6 ? '' : `x${holes}`}`;
  const random = new Random(seed);
  for (let g = 0; g < games; g++) {
    const start = initialPosition({ variant, holes, first: g % 2 === 0 ? 'south' : 'north' });
    if (!start.ok) throw new Error(start.error.message);
    let game = start.value;
    for (let ply = 0; ply < 400 && !game.over; ply++) {
      // The count of moves since the last capture only clutters a teaching position.
      const p = createFrom({ ...game.toSetup(), noCapture: 0 });
      const moves = p.legalMoves();
      if (moves.length === 0) {
        const passed = p.play('pass', { trace: true });
        if (!passed.ok) throw new Error(passed.error.message);
        const own = p.toMove === 'south' ? p.board.slice(0, holes) : p.board.slice(holes);
        const why = own.some((c) => c > 0) ? 'pass-all-endless' : 'pass';
        keep(
          `${tag} ${why}`,
          candidate(p, 'pass', passed.value.trace ?? [], passed.value.position),
        );
        game = passed.value.position;
        continue;
      }
      if (p.seedsOnBoard() <= (holes === 6 ? 28 : 40)) {
        for (const move of moves) {
          const played = p.play(move, { trace: true });
          if (!played.ok) continue;
          const trace = played.value.trace ?? [];
          const f = factsOf(move, trace);
          for (const [name, target] of Object.entries(TARGETS)) {
            if (target(p, move, f, played.value.position))
              keep(`${tag} ${name}`, candidate(p, move, trace, played.value.position));
          }
        }
        if (variant === 'hoyito-2' && holes === 6) compare(p);
      }
      const played = game.play(moves[random.int(moves.length)]);
      if (!played.ok) throw new Error(played.error.message);
      game = played.value.position;
    }
  }
}

const USAGE = `usage: find.ts search [games per board]
       find.ts show POSITION MOVE [POSITION MOVE …]`;

/** The position after a move (or why it is refused) and its narration in both languages. */
function show(text: string, moveText: string): string | null {
  const parsed = parsePosition(text);
  if (!parsed.ok) return `${JSON.stringify(text)}: ${parsed.error.message}`;
  const p = parsed.value;
  const move = parseMove(moveText, p.holes);
  if (!move.ok) return `${JSON.stringify(moveText)}: ${move.error.message}`;
  const played = p.play(move.value, { trace: true });
  if (!played.ok) {
    console.log(`refused: ${played.error.code} ${played.error.cycleLength ?? ''}`.trim());
    for (const m of [en, es]) console.log(`  ${narrateRefusal(played.error, p, m)}`);
    return null;
  }
  console.log(makePosition(played.value.position));
  for (const m of [en, es]) {
    for (const line of narrate(p, move.value, played.value.trace ?? [], m))
      console.log(`  ${line}`);
  }
  return null;
}

const [mode, ...args] = process.argv.slice(2);
if (mode === 'show' && args.length >= 2 && args.length % 2 === 0) {
  for (let i = 0; i < args.length; i += 2) {
    const problem = show(args[i], args[i + 1]);
    if (problem !== null) {
      console.error(problem);
      process.exitCode = 1;
    }
  }
} else if (mode === 'search' && args.length <= 1 && /^[1-9]\d{0,5}$/.test(args[0] ?? '300')) {
  search(Number(args[0] ?? 300));
} else {
  console.error(USAGE);
  process.exitCode = 2;
}

function search(games: number): void {
  explore('hoyito-1', 6, games, 1);
  explore('hoyito-2', 6, games, 2);
  explore('hoyito-3', 6, games, 3);
  explore('hoyito-2', 12, Math.ceil(games / 4), 4);
  compared.sort((a, b) => a.score - b.score);
  console.log('\n## compare');
  for (const c of compared.slice(0, 4)) console.log(c.lines.join('\n'));
  for (const [key, list] of [...best.entries()].sort()) {
    console.log(`\n## ${key}`);
    for (const c of list) {
      console.log(`  ${c.position}  ${c.move}  →  ${c.after}   (score ${c.score})`);
      for (const line of c.narration) console.log(`      ${line}`);
    }
  }
}

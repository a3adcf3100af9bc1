/**
 * A hint from the computer's analysis, in words: which move, and why (what it captures, what it
 * prevents, how the game ends when that is proven). Pure: the element shows the text and marks the
 * hole; the analysis itself runs in the search worker.
 */
import { createPosition, makeHole, type Position, type Side } from '@hoyito/engine';
import type { Messages } from '../i18n/messages.ts';
import type { AnalysedLine } from './protocol.ts';

export interface Hint {
  readonly text: string;
  /** The hole to mark, or null for a pass. */
  readonly hole: number | null;
}

/** The hint for the side to move in `position`, from the analysis of its moves; null if none. */
export function describeHint(
  position: Position,
  lines: readonly AnalysedLine[],
  m: Messages,
): Hint | null {
  const best = hintLine(lines);
  if (best === undefined) return null;
  if (best.move === 'pass') return { text: m.computer.hintPass, hole: null };
  const text = [m.computer.hint(makeHole(best.move, position.holes))];
  const preview = position.preview(best.move);
  if (preview.ok && preview.value.endsGame && preview.value.position !== null) {
    // A move that ends the game: what it wins includes the last seeds it brings, there is no
    // reply left to prevent, and the result is known.
    const { capturedSeeds, lastFour, position: end } = preview.value;
    const mover = position.toMove === 'north' ? 1 : 0;
    text.push(
      m.computer.endsGame(
        capturedSeeds,
        lastFour === null ? null : { to: lastFour.to, seeds: lastFour.seeds },
        lastFour?.to === position.toMove,
      ),
      m.computer.endResult(
        end.winner === 'draw' ? 'draw' : end.winner === position.toMove ? 'win' : 'loss',
        end.captured[mover],
        end.captured[1 - mover],
      ),
    );
    // The result, said outright, stands for the proven outcome's sentence.
    return { text: text.join(' '), hole: best.move };
  }
  if (preview.ok && preview.value.capturedSeeds > 0)
    text.push(m.computer.captures(preview.value.capturedSeeds));
  const opponent: Side = position.toMove === 'south' ? 'north' : 'south';
  const threatNow = threat(position, opponent);
  const after = preview.ok ? preview.value.position : null;
  const threatAfter = after === null ? 0 : threat(after, opponent);
  if (threatNow > threatAfter) text.push(m.computer.prevents(opponent, threatNow));
  // A proven result says how the game ends; otherwise a hint with no capture to show says why.
  if (best.outcome !== undefined) text.push(m.computer.outcome(best.outcome));
  else if (text.length === 1) text.push(m.computer.longRun(Math.round(best.score)));
  return { text: text.join(' '), hole: best.move };
}

/**
 * The move a hint recommends: the analysis's best, unless another move is proven to end better
 * (a proven win over a move that only looks good, a proven draw over a proven loss).
 */
export function hintLine(lines: readonly AnalysedLine[]): AnalysedLine | undefined {
  const best = lines[0];
  const win = lines.find((line) => line.outcome === 'win');
  if (win !== undefined && best?.outcome !== 'win') return win;
  const draw = lines.find((line) => line.outcome === 'draw');
  if (draw !== undefined && best?.outcome === 'loss') return draw;
  return best;
}

/** The most the side `by` could capture with one move if it were its turn now. */
export function threat(position: Position, by: Side): number {
  const turned = createPosition({
    ...position.toSetup(),
    toMove: by,
    over: false,
    winner: null,
    endReason: null,
  });
  if (!turned.ok) return 0;
  let most = 0;
  for (const hole of turned.value.legalMoves()) {
    const preview = turned.value.preview(hole);
    if (preview.ok) most = Math.max(most, preview.value.capturedSeeds);
  }
  return most;
}

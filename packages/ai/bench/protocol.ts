/**
 * `pnpm --silent bench:ai` (second program): how soon the line protocol answers, against its
 * promise of the time budget plus 100 ms. One JSON line per workload on stdout, nothing else.
 *
 * For each time budget (1000 and 200 ms), one `bin/ai.mjs --level expert --time-ms N` (what
 * `pnpm --silent ai` runs) serves every position, as a match would. The first position is
 * written the moment the program is started (the protocol has no ready signal), so its answer
 * includes the start-up and is reported on a line of its own. Then, per variant and size, 5
 * positions after 2–9 seeded random moves; each answer is timed from writing the line to reading
 * the answer, and the slowest is reported. Last, one position of custom seed counts with an
 * endless sowing whose cycle is over a billion laps long.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createPosition, initialPosition, type Position, toJsonPosition } from '@hoyito/engine';
import { openingPositions, WORKLOADS } from './positions.ts';

/** The 1 s a move, and a short budget, where the 100 ms of slack count for more. */
const TIME_BUDGETS_MS = [1000, 200] as const;
const POSITIONS = 5;
/** What `pnpm --silent ai` runs: the program bundled, built first if it is not up to date. */
const launcher = join(dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'ai.mjs');

/** One running protocol program with a time budget. */
class Program {
  readonly #child: ChildProcessWithoutNullStreams;
  readonly #answers: AsyncIterator<string>;
  /** An answer this late is no answer: the benchmark fails rather than waits for ever. */
  readonly #giveUpMs: number;

  constructor(timeMs: number) {
    this.#child = spawn(process.execPath, [
      launcher,
      '--level',
      'expert',
      '--time-ms',
      String(timeMs),
    ]);
    this.#child.stderr.pipe(process.stderr);
    this.#answers = createInterface({ input: this.#child.stdout })[Symbol.asyncIterator]();
    this.#giveUpMs = Math.max(10_000, 10 * timeMs);
    // A failed benchmark must not leave the program behind.
    process.on('exit', () => this.#child.kill());
  }

  /** Writes the position, waits for the answer (one of its legal moves) and says how long. */
  async timeAnswer(position: Position): Promise<number> {
    const t0 = performance.now();
    this.#child.stdin.write(`${JSON.stringify(toJsonPosition(position))}\n`);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${this.#giveUpMs} ms: the program hangs`)),
        this.#giveUpMs,
      );
    });
    const next = await Promise.race([this.#answers.next(), late]).finally(() =>
      clearTimeout(timer),
    );
    const ms = performance.now() - t0;
    if (next.done) throw new Error('the protocol program stopped answering');
    const answer = JSON.parse(next.value) as { move?: unknown };
    const legal: unknown[] = [...position.legalMoves()];
    if (legal.length === 0) legal.push('pass');
    if (!legal.includes(answer.move))
      throw new Error(`not a legal answer: ${next.value} (legal: ${legal.join(', ')})`);
    return Math.round(ms);
  }

  close(): void {
    this.#child.stdin.end();
  }
}

const start = initialPosition({ variant: 'hoyito-1', holes: 6 });
if (!start.ok) throw new Error(start.error.message);
// Custom seed counts: North's B (7) never ends, a cycle of 1,538,262,712 laps, minutes of work to
// decide as the rules do; the search leaves it out after SEARCH_MAX_LAPS laps.
const longSowing = createPosition({
  variant: 'hoyito-2',
  holes: 7,
  board: [7, 4, 0, 2, 3, 7, 1, 3, 18, 0, 6, 3, 4, 16],
  captured: [28, 24],
  toMove: 'north',
});
if (!longSowing.ok) throw new Error(longSowing.error.message);
for (const timeMs of TIME_BUDGETS_MS) {
  const report = (line: Record<string, unknown>) =>
    process.stdout.write(`${JSON.stringify({ protocol: true, timeMs, ...line })}\n`);
  const program = new Program(timeMs);
  report({ startUp: true, answers: 1, slowestAnswerMs: await program.timeAnswer(start.value) });
  for (const { variant, holes } of WORKLOADS) {
    let slowest = 0;
    for (const position of openingPositions(variant, holes, 20261201, POSITIONS))
      slowest = Math.max(slowest, await program.timeAnswer(position));
    report({ variant, holes, answers: POSITIONS, slowestAnswerMs: slowest });
  }
  report({
    longSowing: true,
    variant: 'hoyito-2',
    holes: 7,
    answers: 1,
    slowestAnswerMs: await program.timeAnswer(longSowing.value),
  });
  program.close();
}

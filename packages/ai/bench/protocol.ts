/**
 * `pnpm --silent bench:ai` (second program): how soon the line protocol answers, against its
 * promise of the time budget plus 100 ms. One JSON line per workload on stdout, nothing else.
 *
 * One `bin/ai.ts --level expert --time-ms 1000` serves every position, as a match would. The
 * first position is written the moment the program is started (the protocol has no ready
 * signal), so its answer includes the start-up and is reported on a line of its own. Then, per
 * variant and size, 5 positions after 2–9 seeded random moves; each answer is timed from writing
 * the line to reading the answer, and the slowest is reported.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { initialPosition, type Position, toJsonPosition } from '@hoyito/engine';
import { openingPositions, WORKLOADS } from './positions.ts';

const TIME_MS = 1000;
const POSITIONS = 5;
/** An answer this late is no answer: the benchmark fails rather than waits for ever. */
const GIVE_UP_MS = 10 * TIME_MS;
const cli = join(dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'ai.ts');

// The flags this Node was started with (the 'development' condition, type stripping) are the
// ones the protocol program needs too.
const child = spawn(
  process.execPath,
  [...process.execArgv, cli, '--level', 'expert', '--time-ms', String(TIME_MS)],
  { stdio: ['pipe', 'pipe', 'inherit'] },
);
// A failed benchmark must not leave the program behind.
process.on('exit', () => child.kill());
const answers = createInterface({ input: child.stdout })[Symbol.asyncIterator]();

/** Writes the position, waits for the answer; the answer must be one of its legal moves. */
async function timeAnswer(position: Position): Promise<number> {
  const t0 = performance.now();
  child.stdin.write(`${JSON.stringify(toJsonPosition(position))}\n`);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${GIVE_UP_MS} ms: the program hangs`)),
      GIVE_UP_MS,
    );
  });
  const next = await Promise.race([answers.next(), late]).finally(() => clearTimeout(timer));
  const ms = performance.now() - t0;
  if (next.done) throw new Error('the protocol program stopped answering');
  const answer = JSON.parse(next.value) as { move?: unknown; error?: string };
  const legal: unknown[] = [...position.legalMoves()];
  if (legal.length === 0) legal.push('pass');
  if (!legal.includes(answer.move))
    throw new Error(`not a legal answer: ${next.value} (legal: ${legal.join(', ')})`);
  return Math.round(ms);
}

const report = (line: Record<string, unknown>) =>
  process.stdout.write(`${JSON.stringify({ protocol: true, timeMs: TIME_MS, ...line })}\n`);

const start = initialPosition({ variant: 'hoyito-1', holes: 6 });
if (!start.ok) throw new Error(start.error.message);
report({ startUp: true, answers: 1, slowestAnswerMs: await timeAnswer(start.value) });
for (const { variant, holes } of WORKLOADS) {
  let slowest = 0;
  for (const position of openingPositions(variant, holes, 20261201, POSITIONS))
    slowest = Math.max(slowest, await timeAnswer(position));
  report({ variant, holes, answers: POSITIONS, slowestAnswerMs: slowest });
}
child.stdin.end();

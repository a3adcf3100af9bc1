#!/usr/bin/env node
// Usage: node scripts/bench.mjs [engine] [ai] [board]     (`pnpm --silent bench`; all three
// when none is named)
//
// Runs the project's benchmarks one after another and passes their JSON lines on to stdout,
// each with the benchmark's name added first: {"bench":"engine",…}. Then it checks the budgets
// the issues set (bench-budgets.mjs) and prints a verdict a budget on stderr. It runs every
// benchmark asked for even when one fails, and exits 1 if a benchmark failed or a budget was
// missed, 2 on a bad argument.
//
//   engine  packages/engine/bench/bench.ts   moves per second through GameState
//   ai      packages/ai/bench/bench.ts       search nodes per second, depth in 1 s
//           packages/ai/bench/protocol.ts    how soon the line protocol answers
//   board   packages/board/bench/size.mjs    the standalone bundle's size (builds it)
//           packages/board/bench/render.mjs  30 boards in headless Chromium
//
// The TypeScript benchmarks run through node22.mjs (a Node that strips types).

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describeVerdict, judge } from './bench-budgets.mjs';
import { ROOT } from './tools.mjs';

const node22 = join(ROOT, 'scripts', 'node22.mjs');
const BENCHES = {
  engine: [[node22, join(ROOT, 'packages', 'engine', 'bench', 'bench.ts')]],
  ai: [
    [node22, join(ROOT, 'packages', 'ai', 'bench', 'bench.ts')],
    [node22, join(ROOT, 'packages', 'ai', 'bench', 'protocol.ts')],
  ],
  board: [
    [join(ROOT, 'packages', 'board', 'bench', 'size.mjs')],
    [join(ROOT, 'packages', 'board', 'bench', 'render.mjs')],
  ],
};
const NAMES = Object.keys(BENCHES);

const say = (line) => process.stderr.write(`[bench] ${line}\n`);

const asked = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = asked.filter((name) => !NAMES.includes(name));
if (unknown.length > 0) {
  say(
    `unknown benchmark ${unknown.map((n) => `"${n}"`).join(', ')}; choose from ${NAMES.join(', ')}`,
  );
  process.exit(2);
}
const chosen = asked.length > 0 ? NAMES.filter((name) => asked.includes(name)) : NAMES;

/** Runs one benchmark program; resolves with its exit code and its parsed output lines. */
function runProgram(bench, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines = [];
    let unparsed = 0;
    createInterface({ input: child.stdout }).on('line', (text) => {
      if (text.trim() === '') return;
      let line;
      try {
        line = JSON.parse(text);
      } catch {
        line = undefined;
      }
      if (line === null || typeof line !== 'object' || Array.isArray(line)) {
        unparsed++;
        say(`${bench}: not a JSON object line: ${text}`);
        return;
      }
      lines.push(line);
      process.stdout.write(`${JSON.stringify({ bench, ...line })}\n`);
    });
    child.on('error', (error) => resolve({ code: 1, lines, unparsed, error }));
    child.on('close', (code, signal) => resolve({ code: code ?? 1, signal, lines, unparsed }));
  });
}

let failed = false;
const verdicts = [];
for (const bench of chosen) {
  const lines = [];
  for (const args of BENCHES[bench]) {
    const result = await runProgram(bench, args);
    lines.push(...result.lines);
    const program = args[args.length - 1].slice(ROOT.length + 1);
    if (result.code !== 0 || result.unparsed > 0) {
      failed = true;
      const how = result.error
        ? result.error.message
        : result.signal
          ? `killed by ${result.signal}`
          : `exit code ${result.code}`;
      say(
        `${bench}: ${program} failed (${how}${result.unparsed > 0 ? `, ${result.unparsed} line(s) not JSON` : ''})`,
      );
    }
  }
  verdicts.push(...judge(bench, lines));
}

for (const verdict of verdicts) say(describeVerdict(verdict));
const missed = verdicts.filter((verdict) => !verdict.met).length;
if (missed > 0) say(`${missed} of ${verdicts.length} budgets missed`);
process.exitCode = failed || missed > 0 ? 1 : 0;

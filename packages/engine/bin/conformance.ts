#!/usr/bin/env node
/**
 * `pnpm --silent conformance [--print] FILE…`
 * Without --print: a line per failing case (a case without expect fails), then
 * `N passed, M failed`; exit 1 on any failure.
 * With --print: one JSON line per case, `{"id": …}` plus the engine's outcome.
 * Exit 2 when a file cannot be read or is no case file, or the output cannot be written; a reader
 * that stops early (`| head`) ends it quietly, with the exit status of the cases.
 * Either way, what the file gets away with (no format, an id used twice, a game case with no
 * moves, no cases at all, a byte-order mark first) is a warning on stderr.
 */
import { readFileSync } from 'node:fs';
import { checkCase, parseConformanceFile, runCase } from '../src/conformance.ts';

const args = process.argv.slice(2);
const print = args.includes('--print');
const files = args.filter((a) => a !== '--print');
const unknown = files.filter((a) => a.startsWith('-'));
if (unknown.length > 0 || files.length === 0) {
  process.stderr.write(
    `${unknown.length > 0 ? `unknown option ${unknown[0]}\n` : ''}usage: pnpm --silent conformance [--print] FILE…\n`,
  );
  process.exit(2);
}

let passed = 0;
let failed = 0;
const out: string[] = [];
for (const file of files) {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    process.stderr.write(`${file}: cannot read: ${(e as Error).message}\n`);
    process.exit(2);
  }
  const parsed = parseConformanceFile(text);
  if ('error' in parsed) {
    process.stderr.write(`${file}: ${parsed.error}\n`);
    process.exit(2);
  }
  for (const warning of parsed.warnings) process.stderr.write(`${file}: warning: ${warning}\n`);
  parsed.cases.forEach((c, i) => {
    const report = print ? runCase(c, i) : checkCase(c, i);
    if (print) {
      out.push(JSON.stringify({ id: report.id, ...report.outcome }));
    } else if (report.failure === null) {
      passed++;
    } else {
      failed++;
      out.push(`FAIL ${report.id}: ${report.failure}`);
    }
  });
}
if (!print) out.push(`${passed} passed, ${failed} failed`);
// A reader that stops early (`| head`) is no failure of the cases, and no stack trace: the exit
// status still says how they went. Output that cannot be written at all (a full disk) can.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(failed > 0 ? 1 : 0);
  process.stderr.write(`cannot write to standard output: ${error.message}\n`);
  process.exit(2);
});
process.stdout.write(`${out.join('\n')}\n`);
process.exitCode = failed > 0 ? 1 : 0;

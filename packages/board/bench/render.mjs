#!/usr/bin/env node
// Usage: node bench/render.mjs [boards]     (second half of `pnpm run bench`)
//
// Builds the bundle, serves packages/board on 127.0.0.1 (a free port), opens
// bench/render.html in headless Debian Chromium with playwright-core, puts 30 boards on the
// page and then makes every board play a move at once. Prints JSON lines on stdout:
//   {"metric":"first-render-ms","value":N,"budget":100,"boards":30,"runs":[…]}
//       creating the boards until the frame after all of them rendered (their style, layout
//       and paint included), the median of RUNS fresh pages, each run listed;
//   {"metric":"static-floor-ms","value":N,"runs":[…]}
//       the same, for the very trees and style sheets the boards drew put on a fresh page as
//       static HTML with no script of ours: what the browser alone spends on that DOM. The
//       difference from first-render-ms is the element's own cost;
//   {"metric":"animation-frame-script-ms","value":N,"p95":N,"budget":4,"frames":N,"overBudget":N}
//       script time of the boards' animation frames (requestAnimationFrame callbacks and the
//       renders they cause), the longest and the 95th percentile; overBudget counts frames over
//       4 ms;
//   {"metric":"animation-frame-script-cpu-ms","value":N,"p95":N,"budget":4,"frames":N,
//    "overBudget":N,"elapsedMax":N,"elapsedOverBudget":N,"source":"trace"}
//       the animation again, traced by Chromium, each frame as the main thread's CPU time
//       (and, for comparison, elapsed time under the trace): elapsed time also
//       counts stretches in which the thread did not run at all because another thread or
//       process had the core, which on a busy two-core machine are most of the long frames;
//   {"metric":"play-all-ms","value":N,"perBoard":N} the one task in which all 30 boards are told
//       to play, their renders (Lit's updates, microtasks of that task) included;
//   {"metric":"animation-longest-script-ms","value":N,"threshold":50,"source":"long-animation-frame"}
//       the longest script time of one animation frame while the boards animate, from the
//       Long Animation Frames API, which reports frames over its threshold of 50 ms only, and
//       in them the scripts of 5 ms or more: 0 means no such frame had such a script;
//       longFrames counts the frames over 50 ms, whatever made them long;
//   {"metric":"animation-longest-frame-ms","value":N,"frames":N,"source":"raf"}
//       the longest interval between two requestAnimationFrame callbacks meanwhile (the
//       fallback measure, and the only one when the browser lacks that API).
// Numbers depend on the machine; they are for comparing builds on one machine, not a test.

import { chromium } from 'playwright-core';
import { LIMITS } from '../../../scripts/bench-budgets.mjs';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import { buildBundle, PACKAGE_DIR } from '../scripts/build.mjs';
import { serveStatic } from '../scripts/static-server.mjs';

const BOARDS = Number.parseInt(process.argv[2] ?? '30', 10);
/** Fresh pages per first-render measure: one run on a busy machine can be off by half. */
const RUNS = 5;
/** The Long Animation Frames API reports only frames longer than this. */
const LOAF_THRESHOLD_MS = 50;

const round = (n) => Math.round(n * 10) / 10;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const print = (line) => console.log(JSON.stringify(line));

try {
  await buildBundle();
} catch (error) {
  if (!Array.isArray(error?.errors)) console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const { server, url } = await serveStatic(PACKAGE_DIR);
let browser;
try {
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: chromiumArgs,
  });
  const errors = [];
  /** Runs `use(page)` on a fresh bench page, then closes it. */
  const withFreshPage = async (use) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 2400 } });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${url}/bench/render.html`, { waitUntil: 'load' });
    const value = await use(page);
    await page.close();
    if (errors.length > 0) throw new Error(`errors in the page:\n${errors.join('\n')}`);
    return value;
  };
  /** Runs `script(arg)` in a fresh bench page. */
  const inFreshPage = (script, arg) => withFreshPage((page) => page.evaluate(script, arg));

  const renders = [];
  for (let i = 0; i < RUNS; i++) {
    renders.push(await inFreshPage((count) => window.hoyitoFirstRender(count), BOARDS));
  }
  const floors = [];
  for (let i = 0; i < RUNS; i++) {
    floors.push(await inFreshPage((drawn) => window.hoyitoStaticRender(drawn), renders[0]));
  }
  const firstRenders = renders.map((r) => r.firstRenderMs);
  print({
    metric: 'first-render-ms',
    value: round(median(firstRenders)),
    budget: LIMITS.firstRenderMs,
    boards: BOARDS,
    runs: firstRenders.map(round),
  });
  print({ metric: 'static-floor-ms', value: round(median(floors)), runs: floors.map(round) });

  const result = await inFreshPage(
    ({ count, frameBudgetMs }) => window.hoyitoBench(count, frameBudgetMs),
    { count: BOARDS, frameBudgetMs: LIMITS.frameScriptMs },
  );
  // The animation again, on a fresh page, with Chromium tracing it (which slows it a little):
  // the trace gives each frame's scripted-animation work as the main thread's CPU time.
  const trace = await withFreshPage(async (page) => {
    await page.evaluate((count) => window.hoyitoPrepare(count), BOARDS);
    await browser.startTracing(page, { categories: ['blink'] });
    await page.evaluate((budget) => window.hoyitoAnimate(budget), LIMITS.frameScriptMs);
    return JSON.parse((await browser.stopTracing()).toString('utf8'));
  });
  if (result.holes === 0) console.error('warning: the boards rendered no [part~="hole"]');
  if (result.played < BOARDS) console.error(`warning: only ${result.played} boards played a move`);

  print({
    metric: 'animation-frame-script-ms',
    value: round(result.frameScriptMaxMs),
    p95: round(result.frameScriptP95Ms),
    budget: LIMITS.frameScriptMs,
    frames: result.animationFrames,
    overBudget: result.framesOverBudget,
    source: 'raf-callbacks',
  });
  const cpu = frameCpu(trace.traceEvents ?? trace, LIMITS.frameScriptMs);
  if (cpu === null) console.error('warning: the trace gave no thread times of animation frames');
  else print({ metric: 'animation-frame-script-cpu-ms', ...cpu, source: 'trace' });
  print({
    metric: 'play-all-ms',
    value: round(result.playMs),
    perBoard: round(result.playMs / Math.max(1, result.played)),
    boards: BOARDS,
  });
  if (result.hasLoaf) {
    print({
      metric: 'animation-longest-script-ms',
      value: round(result.longestScriptMs),
      threshold: LOAF_THRESHOLD_MS,
      longFrames: result.longAnimationFrames,
      source: 'long-animation-frame',
    });
  }
  print({
    metric: 'animation-longest-frame-ms',
    value: round(result.longestFrameMs ?? 0),
    frames: result.frames,
    animateMs: Math.round(result.animateMs),
    source: 'raf',
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  server.closeAllConnections();
  server.close();
}

/**
 * Script per animation frame from a Chromium trace: each frame's scripted-animation step
 * (PageAnimator::serviceScriptedAnimations: the requestAnimationFrame callbacks and the
 * microtasks they queue, Lit's renders among them) as CPU time of the main thread, beside its
 * elapsed time. Null when the trace has no thread times.
 */
function frameCpu(events, budgetMs) {
  const frames = events.filter(
    (e) => e.name === 'PageAnimator::serviceScriptedAnimations' && e.ph === 'X',
  );
  if (frames.length === 0 || frames.some((e) => typeof e.tdur !== 'number')) return null;
  const cpu = frames.map((e) => e.tdur / 1000).sort((a, b) => a - b);
  const wall = frames.map((e) => e.dur / 1000).sort((a, b) => a - b);
  const p95 = (sorted) => sorted[Math.floor(sorted.length * 0.95)] ?? 0;
  return {
    value: round(cpu.at(-1)),
    p95: round(p95(cpu)),
    budget: budgetMs,
    frames: frames.length,
    overBudget: cpu.filter((ms) => ms > budgetMs).length,
    elapsedMax: round(wall.at(-1)),
    elapsedOverBudget: wall.filter((ms) => ms > budgetMs).length,
  };
}

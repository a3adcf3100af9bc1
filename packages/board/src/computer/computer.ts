/**
 * The computer as a player of the board (and its adviser for hints). The search runs in a Web
 * Worker, created only when first needed, so the page never waits for it; cancelling a search
 * ends the worker (a search cannot be interrupted otherwise) and the next request starts a new one.
 */
import type { Move, Position } from '@hoyito/engine';
import type { Player } from '../players.ts';
import type { AnalysedLine, Level, SearchRequest, SearchResponse } from './protocol.ts';

export class ComputerPlayer implements Player {
  readonly level: Level;
  readonly name: string;
  readonly timeMs: number | undefined;
  #seed: number;
  #worker: Worker | null = null;
  #next = 1;
  readonly #waiting = new Map<
    number,
    { resolve: (r: SearchResponse) => void; reject: (e: unknown) => void }
  >();

  constructor(level: Level, options: { name?: string; timeMs?: number; seed?: number } = {}) {
    this.level = level;
    this.name = options.name ?? `Computer (${level})`;
    this.timeMs = options.timeMs;
    this.#seed = options.seed ?? 1;
  }

  /**
   * The move to play. With `vary` (a number of moves, at least 1), one drawn at random among
   * those the analysis scores nearly as well as the best, or among the best `vary` when fewer
   * are near (an attract loop's openings; see vary.ts), rather than the best.
   */
  async chooseMove(
    position: Position,
    signal: AbortSignal,
    { vary = 0 }: { vary?: number } = {},
  ): Promise<Move> {
    const answer = await this.#ask('move', position, signal, vary);
    if ('error' in answer) throw new Error(answer.error);
    if (!('move' in answer)) throw new Error('the search worker gave no move');
    return answer.move;
  }

  /** Every legal move with its score and expected line, best first. */
  async analyse(position: Position, signal: AbortSignal): Promise<readonly AnalysedLine[]> {
    const answer = await this.#ask('analyse', position, signal);
    if ('error' in answer) throw new Error(answer.error);
    if (!('moves' in answer)) throw new Error('the search worker gave no analysis');
    return answer.moves;
  }

  /** Ends the worker and any search in flight. */
  dispose(): void {
    this.#worker?.terminate();
    this.#worker = null;
    for (const { reject } of this.#waiting.values())
      reject(new DOMException('Search cancelled', 'AbortError'));
    this.#waiting.clear();
  }

  async #ask(
    kind: SearchRequest['kind'],
    position: Position,
    signal: AbortSignal,
    vary = 0,
  ): Promise<SearchResponse> {
    const aborted = () => new DOMException('Search cancelled', 'AbortError');
    if (signal.aborted) throw aborted();
    const worker = await this.#ensureWorker();
    if (signal.aborted) throw aborted();
    const id = this.#next++;
    // Each request gets its own seed, so a beginner's slips differ from move to move.
    const request: SearchRequest = {
      id,
      kind,
      setup: position.toSetup(),
      level: this.level,
      timeMs: this.timeMs,
      seed: this.#seed++,
      ...(vary ? { vary } : {}),
    };
    return new Promise<SearchResponse>((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      signal.addEventListener('abort', () => this.dispose(), { once: true });
      worker.postMessage(request);
    });
  }

  #starting: Promise<Worker> | null = null;

  #ensureWorker(): Promise<Worker> {
    if (this.#worker !== null) return Promise.resolve(this.#worker);
    this.#starting ??= startWorker().then(
      (worker) => {
        this.#starting = null;
        this.#listen(worker);
        this.#worker = worker;
        return worker;
      },
      (error: unknown) => {
        this.#starting = null;
        throw error;
      },
    );
    return this.#starting;
  }

  #listen(worker: Worker): void {
    worker.onmessage = ({ data }: MessageEvent<SearchResponse>) => {
      const waiting = this.#waiting.get(data.id);
      this.#waiting.delete(data.id);
      waiting?.resolve(data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      const error = new Error(
        `the search worker failed: ${event.message || 'it could not be loaded'}`,
      );
      for (const { reject } of this.#waiting.values()) reject(error);
      this.#waiting.clear();
      this.#worker?.terminate();
      this.#worker = null;
    };
  }
}

/**
 * The worker's script, relative to this module. scripts/build.mjs rewrites the name for the
 * built files (`hoyito-board.worker.js` beside the standalone bundle, `worker.js` in dist/).
 */
const WORKER_SCRIPT = './worker.ts';

/**
 * Starts the worker beside this script. The literal `new Worker(new URL('…', import.meta.url))`
 * form is the one bundlers (Vite, webpack, Parcel) recognise and bundle as a worker, so an app
 * that bundles this package gets a working worker without configuration. A page that loads the
 * standalone bundle from another origin (a CDN) may not start a worker from there; then the
 * script is fetched and started from a blob.
 */
async function startWorker(): Promise<Worker> {
  try {
    return new Worker(new URL('./worker.ts', import.meta.url), {
      type: 'module',
      name: 'hoyito-search',
    });
  } catch (error) {
    if (!(error instanceof DOMException) || error.name !== 'SecurityError') throw error;
    const url = new URL(WORKER_SCRIPT, import.meta.url);
    const response = await fetch(url);
    if (!response.ok)
      throw new Error(`the search worker could not be loaded from ${url} (${response.status})`);
    const blob = new Blob([await response.text()], { type: 'text/javascript' });
    return new Worker(URL.createObjectURL(blob), { type: 'module', name: 'hoyito-search' });
  }
}

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
  /** A node budget for each search, in place of the time (see SearchRequest's `nodes`). */
  readonly nodes: number | undefined;
  #seed: number;
  #worker: Worker | null = null;
  #next = 1;
  readonly #waiting = new Map<
    number,
    { resolve: (r: SearchResponse) => void; reject: (e: unknown) => void }
  >();

  constructor(
    level: Level,
    options: { name?: string; timeMs?: number; nodes?: number; seed?: number } = {},
  ) {
    this.level = level;
    this.name = options.name ?? `Computer (${level})`;
    this.timeMs = options.timeMs;
    this.nodes = options.nodes;
    // Without a seed of its own, one drawn at random: a loop's games on a kiosk reloaded each
    // morning, or on two boards side by side, would otherwise be the same games in the same order.
    this.#seed = options.seed ?? crypto.getRandomValues(new Uint32Array(1))[0];
  }

  /**
   * The move to play. With `vary` (a number of moves, at least 1), one drawn at random among
   * those the analysis scores nearly as well as the best, or among the best `vary` when fewer
   * are near (an attract loop's openings; see vary.ts), rather than the best; not one of `avoid`
   * while another is as near.
   */
  async chooseMove(
    position: Position,
    signal: AbortSignal,
    { vary = 0, avoid = [] }: { vary?: number; avoid?: readonly Move[] } = {},
  ): Promise<Move> {
    const answer = await this.#ask('move', position, signal, vary, avoid);
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
    this.#starting = null;
    for (const { reject } of this.#waiting.values())
      reject(new DOMException('Search cancelled', 'AbortError'));
    this.#waiting.clear();
  }

  async #ask(
    kind: SearchRequest['kind'],
    position: Position,
    signal: AbortSignal,
    vary = 0,
    avoid: readonly Move[] = [],
  ): Promise<SearchResponse> {
    const aborted = () => new DOMException('Search cancelled', 'AbortError');
    if (signal.aborted) throw aborted();
    const worker = await this.#ensureWorker();
    if (signal.aborted) throw aborted();
    const id = this.#next++;
    // Each request gets its own seed, so a beginner's slips differ from move to move. A seed is
    // 32 bits: counting on from one drawn near 2^32 wraps round to 0, not past what Random takes.
    const request: SearchRequest = {
      id,
      kind,
      setup: position.toSetup(),
      level: this.level,
      timeMs: this.timeMs,
      ...(this.nodes ? { nodes: this.nodes } : {}),
      seed: this.#seed++ >>> 0,
      ...(vary ? { vary } : {}),
      ...(vary && avoid.length > 0 ? { avoid } : {}),
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
    if (this.#starting !== null) return this.#starting;
    const starting: Promise<Worker> = startWorker().then(
      (worker) => {
        // Disposed of while it started (the board left the page): nothing would ever end it.
        if (this.#starting !== starting) {
          worker.terminate();
          throw new DOMException('Search cancelled', 'AbortError');
        }
        this.#starting = null;
        this.#listen(worker);
        this.#worker = worker;
        return worker;
      },
      (error: unknown) => {
        if (this.#starting === starting) this.#starting = null;
        throw error;
      },
    );
    this.#starting = starting;
    return starting;
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
        // A script missing beside the bundle (copied alone) says nothing: where it was looked for.
        event.message
          ? `the search worker stopped: ${event.message}`
          : `the search worker could not be loaded from ${workerScriptURL()}`,
      );
      for (const { reject } of this.#waiting.values()) reject(error);
      this.#waiting.clear();
      this.#worker?.terminate();
      this.#worker = null;
    };
  }
}

/**
 * The worker's script, beside this module, for the standalone bundle's start and the fallbacks.
 * scripts/build.mjs rewrites the name for the built files (`hoyito-board.worker.js` beside the
 * standalone bundle, `worker.js` in dist/). Bundlers look for `new URL(…, import.meta.url)`,
 * which this is kept from looking like: webpack turns one whose path is not literal into a call
 * that throws (an app bundled by webpack then never started its worker), and Vite and webpack
 * would copy a literal one's script (unbundled, of no use) into the app. An app's bundler starts
 * the worker from the literal `new Worker(new URL(…))` in startWorker instead.
 */
function workerScriptURL(): URL {
  const here = import.meta.url;
  return new URL('./worker.ts', here);
}

/**
 * True in the standalone bundle (scripts/build.mjs switches it on there): no bundler reads that
 * file, so its worker need not be started by the literal form bundlers look for first.
 */
const STANDALONE_BUNDLE = false;

/** The part of the Trusted Types API the board uses (lib.dom does not declare it yet). */
interface TrustedTypesLike {
  createPolicy(
    name: string,
    rules: { createScriptURL: (url: string) => string },
  ): { createScriptURL(url: string): unknown };
}

/** The name of the board's Trusted Types policy, which a page's `trusted-types` directive lists. */
export const TRUSTED_TYPES_POLICY = 'hoyito-board';

/** The worker scripts the policy vouches for: the one beside this module, and blobs made of it. */
const vouchedFor = new Set<string>();
let policy: { createScriptURL(url: string): unknown } | null | undefined;

/**
 * `url` as a page that requires Trusted Types for scripts (`require-trusted-types-for 'script'`)
 * accepts it for a worker: through the board's own policy, which vouches for the board's worker
 * script alone. The URL itself where the browser has no Trusted Types; an Error naming the
 * policy when the page's `trusted-types` directive does not allow it.
 */
function trustedScriptURL(url: string): string {
  const trustedTypes = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  if (trustedTypes === undefined) return url;
  if (policy === undefined) {
    try {
      policy = trustedTypes.createPolicy(TRUSTED_TYPES_POLICY, {
        createScriptURL: (candidate) => {
          if (!vouchedFor.has(candidate))
            throw new TypeError(`${TRUSTED_TYPES_POLICY} vouches only for its worker's script`);
          return candidate;
        },
      });
    } catch {
      policy = null;
    }
  }
  if (policy === null)
    throw new Error(
      `the page requires Trusted Types and its trusted-types directive refuses the policy "${TRUSTED_TYPES_POLICY}", which starts the search worker`,
    );
  vouchedFor.add(url);
  // A TrustedScriptURL, which Worker takes where a string is typed.
  return policy.createScriptURL(url) as string;
}

/**
 * `url` through the board's policy, or null where the browser has no Trusted Types or the page's
 * `trusted-types` directive refuses the policy (a page that does not require Trusted Types may
 * still take the plain URL; one that does says so when it is tried).
 */
function policyScriptURL(url: string): string | null {
  if (!('trustedTypes' in globalThis)) return null;
  try {
    return trustedScriptURL(url);
  } catch {
    return null;
  }
}

/**
 * Starts the worker beside this script. The literal `new Worker(new URL('…', import.meta.url))`
 * form is the one bundlers (Vite, webpack, Parcel) recognise and bundle as a worker, so an app
 * that bundles this package gets a working worker without configuration. A page that requires
 * Trusted Types refuses that plain URL (a TypeError): the same script is then started through the
 * board's policy. A page that loads the standalone bundle from another origin (a CDN) may not
 * start a worker from there (a SecurityError); then the script is fetched and started from a blob.
 */
async function startWorker(): Promise<Worker> {
  const url = workerScriptURL();
  const options: WorkerOptions = { type: 'module', name: 'hoyito-search' };
  try {
    // The standalone bundle goes through the policy first where the browser has Trusted Types: a
    // page that requires them would otherwise refuse the plain URL first, and report each refusal
    // as a violation (to its report-uri, or as the only thing a report-only policy shows).
    const trusted = STANDALONE_BUNDLE ? policyScriptURL(url.href) : null;
    if (trusted !== null) return new Worker(trusted, options);
    try {
      // Options written out here: Vite reads them from the call itself, and refuses a variable.
      return new Worker(new URL('./worker.ts', import.meta.url), {
        type: 'module',
        name: 'hoyito-search',
      });
    } catch (error) {
      if (!(error instanceof TypeError) || !('trustedTypes' in globalThis)) throw error;
      return new Worker(trustedScriptURL(url.href), options);
    }
  } catch (error) {
    if (!(error instanceof DOMException) || error.name !== 'SecurityError') throw error;
    const response = await fetch(url).catch((failure: unknown) => {
      throw new Error(`the search worker could not be loaded from ${url} (${String(failure)})`);
    });
    if (!response.ok)
      throw new Error(`the search worker could not be loaded from ${url} (${response.status})`);
    const blob = new Blob([await response.text()], { type: 'text/javascript' });
    return new Worker(trustedScriptURL(URL.createObjectURL(blob)), options);
  }
}

/**
 * The search pool (DESIGN.md §1): runs the bots' searches off the session host's thread on
 * worker threads, one share of the budget per worker, and merges their root statistics
 * (root parallelism). On two cores it keeps one worker, leaving a core to the host. It owns
 * its workers and disposes of them (DESIGN.md §5.7).
 */
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SearchRunner } from '../../../src-shared/ai/search/choose';
import type { SearchRequest, SearchResult } from '../../../src-shared/ai/search/ismcts';
import { mergeResults, splitRequest } from '../../../src-shared/ai/search/merge';
import type { WorkerJob } from './search-worker';

export interface SearchPoolOptions {
  /** Worker count; default: one per core but one, at least one. */
  workers?: number;
  /**
   * The worker's entry: the built `search-worker.js` in the app (electron-vite emits it as
   * its own entry), or the TypeScript source under tsx and vitest (the default).
   */
  entry?: URL;
}

type Reply = { id: number; result: SearchResult } | { id: number; error: string };

interface Pending {
  resolve(r: SearchResult): void;
  reject(e: Error): void;
}

/**
 * A worker on `entry`. A TypeScript entry (tsx, vitest) first registers the tsx loader inside
 * the worker: loader flags given to the parent do not reach worker threads.
 */
function spawn(entry: URL): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry);
  // The ESM build of tsx's API (its `require` entry only forwards to it).
  const api = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const tsx = pathToFileURL(api).href;
  const boot = `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(boot, { eval: true });
}

export function defaultWorkers(): number {
  return Math.max(1, availableParallelism() - 1);
}

export class SearchPool implements SearchRunner {
  /** Started on the first search (a game of heuristic bots never starts one); null once dead. */
  private readonly workers: (Worker | null)[];
  private readonly entry: URL;
  private readonly pending = new Map<number, Pending>();
  /** The worker each pending job runs on, to fail only its jobs when it dies. */
  private readonly jobsOf = new Map<Worker, Set<number>>();
  private nextId = 1;
  private disposed = false;

  constructor(options: SearchPoolOptions = {}) {
    const count = Math.max(1, options.workers ?? defaultWorkers());
    this.entry = options.entry ?? new URL('./search-worker.ts', import.meta.url);
    this.workers = Array.from({ length: count }, () => null);
  }

  /** Worker `i`, started now if it has not been or if it died (its jobs failed with it). */
  private worker(i: number): Worker {
    const existing = this.workers[i];
    if (existing) return existing;
    const w = spawn(this.entry);
    w.on('message', (m: Reply) => this.settle(w, m));
    w.on('error', (e) => this.lost(w, e));
    w.on('exit', (code) => this.lost(w, new Error(`A search worker stopped (exit code ${code}).`)));
    // Idle workers do not keep the process alive; busy ones do (see `runOn`).
    w.unref();
    this.workers[i] = w;
    this.jobsOf.set(w, new Set());
    return w;
  }

  get size(): number {
    return this.workers.length;
  }

  private settle(w: Worker, m: Reply) {
    const p = this.pending.get(m.id);
    if (!p) return;
    this.pending.delete(m.id);
    const jobs = this.jobsOf.get(w);
    jobs?.delete(m.id);
    if (jobs?.size === 0) w.unref();
    if ('error' in m) p.reject(new Error(m.error));
    else p.resolve(m.result);
  }

  /** A worker died: its jobs fail (the host's bot plays its fallback) and the next search starts another. */
  private lost(w: Worker, e: Error) {
    const i = this.workers.indexOf(w);
    if (i >= 0) this.workers[i] = null;
    for (const id of this.jobsOf.get(w) ?? []) {
      this.pending.get(id)?.reject(e);
      this.pending.delete(id);
    }
    this.jobsOf.delete(w);
  }

  private runOn(w: Worker, request: SearchRequest): Promise<SearchResult> {
    const id = this.nextId++;
    w.ref();
    this.jobsOf.get(w)!.add(id);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      const job: WorkerJob = { id, request };
      w.postMessage(job);
    });
  }

  /** One search, its budget split over the workers, the root statistics merged. */
  async run(request: SearchRequest): Promise<SearchResult> {
    if (this.disposed) throw new Error('The search pool is disposed.');
    const parts = splitRequest(request, this.workers.length);
    const results = await Promise.all(parts.map((r, i) => this.runOn(this.worker(i), r)));
    return mergeResults(results);
  }

  async dispose(): Promise<void> {
    if (this.disposed) return;
    this.disposed = true;
    const live = this.workers.filter((w): w is Worker => w !== null);
    this.workers.fill(null);
    for (const p of this.pending.values()) p.reject(new Error('The search pool was disposed.'));
    this.pending.clear();
    this.jobsOf.clear();
    await Promise.all(live.map((w) => w.terminate()));
  }
}

/**
 * The worker's entry for a session host entry at `hostEntryUrl`: the bundled
 * `search-worker.js` beside a built entry (out/main), or the TypeScript source when the host
 * runs from source (tsx, vitest).
 */
export function searchWorkerEntry(hostEntryUrl: string): URL {
  return hostEntryUrl.endsWith('.ts')
    ? new URL('./search-worker.ts', import.meta.url)
    : new URL('./search-worker.js', hostEntryUrl);
}

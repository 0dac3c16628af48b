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
  private readonly workers: Worker[];
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private disposed = false;

  constructor(options: SearchPoolOptions = {}) {
    const count = Math.max(1, options.workers ?? defaultWorkers());
    const entry = options.entry ?? new URL('./search-worker.ts', import.meta.url);
    this.workers = Array.from({ length: count }, () => {
      const w = spawn(entry);
      w.on('message', (m: Reply) => this.settle(m));
      w.on('error', (e) => this.failAll(e));
      // Idle workers do not keep the process alive; busy ones do (see `runOn`).
      w.unref();
      return w;
    });
  }

  get size(): number {
    return this.workers.length;
  }

  private settle(m: Reply) {
    const p = this.pending.get(m.id);
    if (!p) return;
    this.pending.delete(m.id);
    if (this.pending.size === 0) for (const w of this.workers) w.unref();
    if ('error' in m) p.reject(new Error(m.error));
    else p.resolve(m.result);
  }

  private failAll(e: Error) {
    for (const p of this.pending.values()) p.reject(e);
    this.pending.clear();
  }

  private runOn(w: Worker, request: SearchRequest): Promise<SearchResult> {
    const id = this.nextId++;
    w.ref();
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
    const results = await Promise.all(parts.map((r, i) => this.runOn(this.workers[i]!, r)));
    return mergeResults(results);
  }

  async dispose(): Promise<void> {
    if (this.disposed) return;
    this.disposed = true;
    this.failAll(new Error('The search pool was disposed.'));
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/**
 * A search worker thread: runs the ISMCTS core (src-shared/ai/search) on the requests its
 * pool sends and posts back the root statistics. It holds no game: each request carries the
 * bot's view, never the true state (DESIGN.md §3).
 */
import { parentPort } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { ismcts, type SearchRequest } from '../../../src-shared/ai/search/ismcts';

export interface WorkerJob {
  id: number;
  request: SearchRequest;
}

parentPort?.on('message', (job: WorkerJob) => {
  try {
    const result = ismcts(job.request, () => performance.now());
    parentPort!.postMessage({ id: job.id, result });
  } catch (e) {
    parentPort!.postMessage({ id: job.id, error: (e as Error).message });
  }
});

import { Worker } from 'node:worker_threads';
import type { SolveThread, SolveThreads } from './solveThread';
import type { WorkerRequest, WorkerMessage } from './workerProtocol';

/** Solve workers as Node worker threads running `workerPath` (dist/solveWorker.js). */
export function nodeSolveThreads(workerPath: string): SolveThreads {
  return () => {
    const worker = new Worker(workerPath);
    // An idle worker never keeps the host (or a test's process) alive.
    worker.unref();
    return {
      post: (request: WorkerRequest) => worker.postMessage(request),
      listen(onMessage: (message: WorkerMessage) => void, onError: (error: Error) => void) {
        worker.on('message', onMessage);
        worker.on('error', onError);
        return () => {
          worker.off('message', onMessage);
          worker.off('error', onError);
        };
      },
      terminate: () => void worker.terminate(),
    } satisfies SolveThread;
  };
}

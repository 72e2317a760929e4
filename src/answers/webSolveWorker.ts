// The solve worker as a browser Web Worker (the web extension host's): the same requests and
// answers as solveWorker.ts, posted through the worker's global scope instead of a parentPort.
import { answerRequest } from './solveJobs';
import type { WorkerRequest, WorkerMessage } from './workerProtocol';

/** What this file uses of a dedicated worker's global scope (the host project has no DOM types). */
interface WorkerScope {
  postMessage(message: WorkerMessage): void;
  addEventListener(type: 'message', listener: (event: { data: WorkerRequest }) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.addEventListener('message', (event) => answerRequest(event.data, (message) => scope.postMessage(message)));

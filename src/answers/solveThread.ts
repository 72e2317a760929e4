import type { WorkerRequest, WorkerMessage } from './workerProtocol';

/**
 * One solve worker as the client sees it, whatever runs it: a Node worker thread on the
 * desktop (nodeSolveThread.ts) or a Web Worker in the browser (webSolveThread.ts).
 */
export interface SolveThread {
  post(request: WorkerRequest): void;
  /** Adds the two listeners; the function returned removes them. */
  listen(onMessage: (message: WorkerMessage) => void, onError: (error: Error) => void): () => void;
  /** Stops the thread at once, mid-search if need be. */
  terminate(): void;
}

/** Starts a solve worker: a client starts a fresh one after each cancellation. */
export type SolveThreads = () => SolveThread;

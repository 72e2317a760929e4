import type { SolveThread, SolveThreads } from './solveThread';
import type { WorkerRequest, WorkerMessage } from './workerProtocol';

/** What this module uses of a browser's Worker (the host project has no DOM types). */
interface BrowserWorker {
  postMessage(message: unknown): void;
  terminate(): void;
  addEventListener(type: 'message', listener: (event: { data: WorkerMessage }) => void): void;
  addEventListener(type: 'error', listener: (event: { message?: string; preventDefault(): void }) => void): void;
  removeEventListener(type: 'message' | 'error', listener: (event: never) => void): void;
}
type BrowserWorkerConstructor = new (url: string, options?: { name?: string }) => BrowserWorker;

/**
 * Solve workers as Web Workers running the script at `scriptUrl` (dist/web/solveWorker.js),
 * for the web worker extension host, whose own thread must never search. The URL may take a
 * moment to make (webWorkerUrl.ts), so requests posted before the worker exists wait for it.
 */
export function webSolveThreads(scriptUrl: Promise<string>): SolveThreads {
  const WorkerClass = (globalThis as unknown as { Worker?: BrowserWorkerConstructor }).Worker;
  return () => {
    let worker: BrowserWorker | undefined;
    let terminated = false;
    const waiting: WorkerRequest[] = [];
    const messageListeners = new Set<(message: WorkerMessage) => void>();
    const errorListeners = new Set<(error: Error) => void>();
    // A worker that could not start fails the job waiting for it, and each job posted later.
    let failure: Error | undefined;
    const fail = (error: Error) => {
      failure = error;
      for (const listener of [...errorListeners]) listener(error);
    };
    void scriptUrl.then(
      (url) => {
        if (terminated) return;
        if (!WorkerClass) return fail(new Error('this extension host has no Web Workers to solve in'));
        worker = new WorkerClass(url, { name: 'Holedox solver' });
        worker.addEventListener('message', (event) => {
          for (const listener of [...messageListeners]) listener(event.data);
        });
        worker.addEventListener('error', (event) => {
          // Handled here, as the job's failure: not also an uncaught error of the extension host.
          event.preventDefault();
          fail(new Error(`the solve worker failed: ${event.message ?? 'no message'}`));
        });
        for (const request of waiting.splice(0)) worker.postMessage(request);
      },
      (error: unknown) => fail(error instanceof Error ? error : new Error(String(error))),
    );
    return {
      post(request: WorkerRequest) {
        if (worker) worker.postMessage(request);
        else if (failure) queueMicrotask(() => fail(failure as Error));
        else waiting.push(request);
      },
      listen(onMessage, onError) {
        messageListeners.add(onMessage);
        errorListeners.add(onError);
        return () => {
          messageListeners.delete(onMessage);
          errorListeners.delete(onError);
        };
      },
      terminate() {
        terminated = true;
        waiting.length = 0;
        worker?.terminate();
        worker = undefined;
      },
    } satisfies SolveThread;
  };
}

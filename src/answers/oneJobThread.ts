import type { SolveThread, SolveThreads } from './solveThread';
import type { WorkerMessage, WorkerRequest } from './workerProtocol';

/** What a job needs of a cancellation token: vscode.CancellationToken fits, and this folder never imports vscode. */
export interface CancelSignal {
  onCancellationRequested(listener: () => void): { dispose(): void };
}

export class SolveCancelled extends Error {
  constructor() {
    super('solve cancelled');
  }
}

/** How a job's own messages end it: either call stops listening, then settles the job's promise. */
export interface JobEnd<T> {
  resolve(value: T): void;
  reject(error: Error): void;
}

/**
 * One solve worker running one job at a time, for SolverClient and SearchTracer: a new job,
 * a cancellation or dispose() terminates the thread running the old one (terminate() stops
 * it mid-search), and the next job starts a fresh thread. A job's `error` message, or the
 * thread failing, rejects it; its other messages go to the job's `onMessage`.
 */
export class OneJobThread {
  private worker: SolveThread | undefined;
  private nextId = 1;
  private current: { id: number; reject: (error: Error) => void } | undefined;

  constructor(private readonly threads: SolveThreads) {}

  run<T>(
    request: (id: number) => WorkerRequest,
    onMessage: (message: WorkerMessage, end: JobEnd<T>) => void,
    token?: CancelSignal,
  ): Promise<T> {
    this.cancel();
    const id = this.nextId++;
    const worker = this.ensureWorker();
    return new Promise<T>((resolve, reject) => {
      const finish = () => {
        unlisten();
        cancellation?.dispose();
        if (this.current?.id === id) this.current = undefined;
      };
      const end: JobEnd<T> = {
        resolve: (value) => {
          finish();
          resolve(value);
        },
        reject: (error) => {
          finish();
          reject(error);
        },
      };
      const unlisten = worker.listen(
        (message) => {
          if (message.id !== id) return;
          if (message.type === 'error') end.reject(new Error(message.message));
          else onMessage(message, end);
        },
        (error) => {
          this.worker = undefined;
          end.reject(error);
        },
      );
      this.current = { id, reject: end.reject };
      const cancellation = token?.onCancellationRequested(() => this.cancel());
      worker.post(request(id));
    });
  }

  /** Stops the running job, if any; its promise rejects with SolveCancelled. */
  cancel(): void {
    const current = this.current;
    if (!current) return;
    this.current = undefined;
    this.worker?.terminate();
    this.worker = undefined;
    current.reject(new SolveCancelled());
  }

  get busy(): boolean {
    return this.current !== undefined;
  }

  /** Whether a worker thread is up (warm or done with a job): the next job needs no thread start. */
  get running(): boolean {
    return this.worker !== undefined;
  }

  /** Starts the worker thread ahead of the first job, so that job does not wait for it to load. */
  ensureWorker(): SolveThread {
    this.worker ??= this.threads();
    return this.worker;
  }

  dispose(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = undefined;
  }
}

import type { SolveThread, SolveThreads } from './solveThread';
import type { Language } from '../core/l10n/message';
import { readVerdicts } from './verdictWire';
import type { SolveRequest, WorkerMessage, WorkerVerdict } from './workerProtocol';

/** What a job needs of a cancellation token: vscode.CancellationToken fits, and this folder never imports vscode. */
export interface CancelSignal {
  onCancellationRequested(listener: () => void): { dispose(): void };
}

export class SolveCancelled extends Error {
  constructor() {
    super('solve cancelled');
  }
}

/**
 * Owns one solve worker. One job at a time: a new job, a cancellation or dispose()
 * terminates the thread running the old one (terminate() stops it mid-search), and the
 * next job starts a fresh thread.
 */
export class SolverClient {
  private worker: SolveThread | undefined;
  private nextId = 1;
  private current: { id: number; reject: (error: Error) => void } | undefined;

  /** `language`: the catalogue the worker words a skipped or stopped case's problem in. */
  constructor(
    private readonly threads: SolveThreads,
    private readonly language: Language = 'en',
  ) {}

  solve(
    request: Omit<SolveRequest, 'id'>,
    token?: CancelSignal,
    onProgress?: (done: number, total: number) => void,
  ): Promise<readonly WorkerVerdict[]> {
    this.cancel();
    const id = this.nextId++;
    const worker = this.ensureWorker();
    return new Promise<readonly WorkerVerdict[]>((resolve, reject) => {
      const finish = () => {
        unlisten();
        cancellation?.dispose();
        if (this.current?.id === id) this.current = undefined;
      };
      const onMessage = (message: WorkerMessage) => {
        if (message.id !== id) return;
        if (message.type === 'progress') onProgress?.(message.done, message.total);
        else if (message.type === 'done') {
          finish();
          // Columns this host cannot read (a worker from another build) fail the job, not the host.
          try {
            resolve(readVerdicts(message.verdicts));
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        } else if (message.type === 'error') {
          finish();
          reject(new Error(message.message));
        }
      };
      const onError = (error: Error) => {
        finish();
        this.worker = undefined;
        reject(error);
      };
      const unlisten = worker.listen(onMessage, onError);
      this.current = {
        id,
        reject: (error) => {
          finish();
          reject(error);
        },
      };
      const cancellation = token?.onCancellationRequested(() => this.cancel());
      worker.post({ ...request, id, language: this.language } satisfies SolveRequest);
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

  /** Starts the worker thread ahead of the first job, so that job does not wait for it to load. */
  warm(): void {
    this.ensureWorker();
  }

  get busy(): boolean {
    return this.current !== undefined;
  }

  /** Whether a worker thread is up (warm or done with a job): the next job needs no thread start. */
  get running(): boolean {
    return this.worker !== undefined;
  }

  private ensureWorker(): SolveThread {
    this.worker ??= this.threads();
    return this.worker;
  }

  dispose(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = undefined;
  }
}

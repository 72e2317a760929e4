import type { SolveThreads } from './solveThread';
import { OneJobThread, type CancelSignal } from './oneJobThread';
import type { Language } from '../core/l10n/message';
import { readAnswers } from './answerWire';
import type { SolveRequest, WorkerAnswer } from './workerProtocol';

export { SolveCancelled, type CancelSignal } from './oneJobThread';

/**
 * Owns one solve worker (a OneJobThread). One job at a time: a new job, a cancellation or
 * dispose() terminates the thread running the old one (terminate() stops it mid-search),
 * and the next job starts a fresh thread.
 */
export class SolverClient {
  private readonly jobs: OneJobThread;

  /** `language`: the catalogue the worker words a skipped or stopped case's problem in. */
  constructor(
    threads: SolveThreads,
    private readonly language: Language = 'en',
  ) {
    this.jobs = new OneJobThread(threads);
  }

  solve(
    request: Omit<SolveRequest, 'id'>,
    token?: CancelSignal,
    onProgress?: (done: number, total: number) => void,
  ): Promise<readonly WorkerAnswer[]> {
    return this.jobs.run<readonly WorkerAnswer[]>(
      (id) => ({ ...request, id, language: this.language }) satisfies SolveRequest,
      (message, end) => {
        if (message.type === 'progress') onProgress?.(message.done, message.total);
        else if (message.type === 'done') {
          // Columns this host cannot read (a worker from another build) fail the job, not the host.
          try {
            end.resolve(readAnswers(message.verdicts));
          } catch (error) {
            end.reject(error instanceof Error ? error : new Error(String(error)));
          }
        }
      },
      token,
    );
  }

  /** Stops the running job, if any; its promise rejects with SolveCancelled. */
  cancel(): void {
    this.jobs.cancel();
  }

  /** Starts the worker thread ahead of the first job, so that job does not wait for it to load. */
  warm(): void {
    this.jobs.ensureWorker();
  }

  get busy(): boolean {
    return this.jobs.busy;
  }

  /** Whether a worker thread is up (warm or done with a job): the next job needs no thread start. */
  get running(): boolean {
    return this.jobs.running;
  }

  dispose(): void {
    this.jobs.dispose();
  }
}

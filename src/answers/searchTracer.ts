import type { FormatId } from '../core/puzzleFile';
import type { TraceAsk } from '../core/study/searchTrace';
import { OneJobThread } from './oneJobThread';
import type { SolveThreads } from './solveThread';
import type { TraceRequest, TraceResult } from './workerProtocol';

/**
 * The Search view's own solve worker (a thread of `threads`), started on its first trace: a
 * trace never waits behind the document's solves, nor cancels them. A new trace stops the
 * one before (the thread is ended, as SolverClient does), so a search of a case the reader
 * left does not run on.
 */
export class SearchTracer {
  private readonly jobs: OneJobThread;

  constructor(threads: SolveThreads) {
    this.jobs = new OneJobThread(threads);
  }

  trace(format: FormatId, text: string, ask: TraceAsk): Promise<TraceResult> {
    return this.jobs.run<TraceResult>(
      (id) => ({ type: 'trace', id, text, format, ask }) satisfies TraceRequest,
      (message, end) => {
        if (message.type === 'traced') end.resolve(message.result);
      },
    );
  }

  /** Stops the running trace, if any; its promise rejects with SolveCancelled. */
  cancel(): void {
    this.jobs.cancel();
  }

  dispose(): void {
    this.jobs.dispose();
  }
}

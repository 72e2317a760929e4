import type { FormatId } from '../core/puzzleFile';
import type { TraceAsk } from '../core/study/searchTrace';
import { SolveCancelled } from './solverClient';
import type { SolveThread, SolveThreads } from './solveThread';
import type { TraceRequest, TraceResult, WorkerMessage } from './workerProtocol';

/**
 * The Search view's own solve worker (a thread of `threads`), started on its first trace: a
 * trace never waits behind the document's solves, nor cancels them. A new trace stops the
 * one before (the thread is ended, as SolverClient does), so a search of a case the reader
 * left does not run on.
 */
export class SearchTracer {
  private worker: SolveThread | undefined;
  private nextId = 1;
  private current: { id: number; reject: (error: Error) => void } | undefined;

  constructor(private readonly threads: SolveThreads) {}

  trace(format: FormatId, text: string, ask: TraceAsk): Promise<TraceResult> {
    this.cancel();
    const id = this.nextId++;
    const worker = (this.worker ??= this.threads());
    return new Promise<TraceResult>((resolve, reject) => {
      const finish = () => {
        stopListening();
        if (this.current?.id === id) this.current = undefined;
      };
      const onMessage = (message: WorkerMessage) => {
        if (message.id !== id) return;
        if (message.type === 'traced') {
          finish();
          resolve(message.result);
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
      const stopListening = worker.listen(onMessage, onError);
      this.current = {
        id,
        reject: (error) => {
          finish();
          reject(error);
        },
      };
      worker.post({ type: 'trace', id, text, format, ask } satisfies TraceRequest);
    });
  }

  /** Stops the running trace, if any; its promise rejects with SolveCancelled. */
  cancel(): void {
    const current = this.current;
    if (!current) return;
    this.current = undefined;
    this.worker?.terminate();
    this.worker = undefined;
    current.reject(new SolveCancelled());
  }

  dispose(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = undefined;
  }
}

import { Worker } from 'node:worker_threads';
import * as vscode from 'vscode';

/** How every judging worker's run ends: its report, a cancel it honoured, or its error. */
export type WorkerEnding<R> =
  { readonly type: 'done'; readonly report: R } | { readonly type: 'cancelled' } | { readonly type: 'error'; readonly message: string };

/**
 * Runs one job in a fresh worker thread (the judge's or the stress test's) and settles with
 * its report. Cancelling the token sends `{ type: 'cancel' }`; the promise then rejects with
 * a CancellationError once the worker says the program is gone, so the next run of the user's
 * program never overlaps this one. Messages other than the ending go to `onMessage`.
 */
export function runInWorker<Request extends { readonly type: string }, Message extends { readonly type: string }, R>(
  workerPath: string,
  request: Request,
  token: vscode.CancellationToken,
  onMessage: (
    message: Exclude<Message, { readonly type: WorkerEnding<R>['type'] }>,
    send: (message: Request | { readonly type: 'cancel' }) => void,
  ) => void,
): Promise<R> {
  const worker = new Worker(workerPath);
  const send = (message: Request | { readonly type: 'cancel' }) => worker.postMessage(message);
  return new Promise<R>((resolve, reject) => {
    const cancel = token.onCancellationRequested(() => send({ type: 'cancel' }));
    const end = () => {
      cancel.dispose();
      void worker.terminate();
    };
    worker.on('message', (message: Message | WorkerEnding<R>) => {
      const ending = message as WorkerEnding<R>;
      switch (ending.type) {
        case 'done':
          end();
          resolve(ending.report);
          return;
        case 'cancelled':
          end();
          reject(new vscode.CancellationError());
          return;
        case 'error':
          end();
          reject(new Error(ending.message));
          return;
        default:
          onMessage(message as Exclude<Message, { readonly type: WorkerEnding<R>['type'] }>, send);
      }
    });
    worker.on('error', (error) => {
      end();
      reject(error);
    });
    send(request);
    if (token.isCancellationRequested) send({ type: 'cancel' });
  });
}

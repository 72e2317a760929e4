import { Worker } from 'node:worker_threads';
import * as vscode from 'vscode';
import type { StressReport } from '../../judge';
import type { StressWorkerMessage, StressWorkerRequest } from './stressWorkerProtocol';

/**
 * Runs one stress test in a fresh stress worker thread. Cancelling the token asks the worker
 * to kill the program and end; the promise then rejects with a CancellationError once the
 * program is gone, so the next run of the user's program never overlaps this one.
 */
export function stressInWorker(
  workerPath: string,
  request: Extract<StressWorkerRequest, { type: 'start' }>,
  token: vscode.CancellationToken,
  onProgress: (checked: number, perSecond: number) => void,
): Promise<StressReport> {
  const worker = new Worker(workerPath);
  return new Promise<StressReport>((resolve, reject) => {
    const cancel = token.onCancellationRequested(() => worker.postMessage({ type: 'cancel' } satisfies StressWorkerRequest));
    const end = () => {
      cancel.dispose();
      void worker.terminate();
    };
    worker.on('message', (message: StressWorkerMessage) => {
      switch (message.type) {
        case 'progress':
          onProgress(message.checked, message.perSecond);
          return;
        case 'done':
          end();
          resolve(message.report);
          return;
        case 'cancelled':
          end();
          reject(new vscode.CancellationError());
          return;
        case 'error':
          end();
          reject(new Error(message.message));
          return;
        default: {
          const never: never = message;
          throw new Error(`unexpected stress worker message ${JSON.stringify(never)}`);
        }
      }
    });
    worker.on('error', (error) => {
      end();
      reject(error);
    });
    worker.postMessage(request);
    if (token.isCancellationRequested) worker.postMessage({ type: 'cancel' } satisfies StressWorkerRequest);
  });
}

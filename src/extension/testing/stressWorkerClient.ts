import type * as vscode from 'vscode';
import type { StressReport } from '../../judge';
import type { StressWorkerMessage, StressWorkerRequest } from './stressWorkerProtocol';
import { runInWorker } from './workerRun';

/**
 * Runs one stress test in a fresh stress worker thread. Cancelling the token asks the worker
 * to kill the program and end; the promise then rejects with a CancellationError once the
 * program is gone, so the next run of the user's program never overlaps this one.
 */
export function stressInWorker(
  workerPath: string,
  request: Extract<StressWorkerRequest, { type: 'start' }>,
  token: vscode.CancellationToken,
  onProgress: (checked: number, perSecond: number, hunt?: { readonly tried: number; readonly slowestCpuMs: number }) => void,
): Promise<StressReport> {
  return runInWorker<StressWorkerRequest, StressWorkerMessage, StressReport>(workerPath, request, token, (message) => {
    switch (message.type) {
      case 'progress':
        onProgress(message.checked, message.perSecond, message.hunt);
        return;
      default: {
        const never: never = message.type;
        throw new Error(`unexpected stress worker message ${JSON.stringify(never)}`);
      }
    }
  });
}

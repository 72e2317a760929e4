import { Worker } from 'node:worker_threads';
import * as vscode from 'vscode';
import type { JudgeReport, OurCaseVerdict, SolveOurAnswers } from '../../judge';
import type { JudgeWorkerMessage, JudgeWorkerRequest } from './judgeWorkerProtocol';

/**
 * Judges one file in a fresh judge worker thread (dist/judgeWorker.js), so that no output
 * of the program is handled on the extension host's thread. `solve` gives our answers when the
 * worker asks. Cancelling the token asks the worker to kill the program; the promise then
 * rejects with a CancellationError once the program is gone.
 */
export function judgeInWorker(
  workerPath: string,
  request: Extract<JudgeWorkerRequest, { type: 'judge' }>,
  solve: (text: string, format: Parameters<SolveOurAnswers>[1], cases: Parameters<SolveOurAnswers>[3]) => Promise<readonly OurCaseVerdict[]>,
  token: vscode.CancellationToken,
): Promise<JudgeReport> {
  const worker = new Worker(workerPath);
  const send = (message: JudgeWorkerRequest) => worker.postMessage(message);
  return new Promise<JudgeReport>((resolve, reject) => {
    const cancel = token.onCancellationRequested(() => send({ type: 'cancel' }));
    const end = () => {
      cancel.dispose();
      void worker.terminate();
    };
    worker.on('message', (message: JudgeWorkerMessage) => {
      switch (message.type) {
        case 'solve':
          solve(message.text, message.format, message.cases).then(
            (verdicts) => send({ type: 'solved', verdicts }),
            (error: unknown) => send({ type: 'solve-failed', message: error instanceof Error ? error.message : String(error) }),
          );
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
          throw new Error(`unexpected judge worker message ${JSON.stringify(never)}`);
        }
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

import type * as vscode from 'vscode';
import type { JudgeReport, OurCaseAnswer, SolveOurAnswers } from '../../judge';
import type { JudgeWorkerMessage, JudgeWorkerRequest } from './judgeWorkerProtocol';
import { runInWorker } from './workerRun';

/**
 * Judges one file in a fresh judge worker thread (dist/judgeWorker.js), so that no output
 * of the program is handled on the extension host's thread. `solve` gives our answers when the
 * worker asks. Cancelling the token asks the worker to kill the program; the promise then
 * rejects with a CancellationError once the program is gone.
 */
export function judgeInWorker(
  workerPath: string,
  request: Extract<JudgeWorkerRequest, { type: 'judge' }>,
  solve: (text: string, format: Parameters<SolveOurAnswers>[1], cases: Parameters<SolveOurAnswers>[3]) => Promise<readonly OurCaseAnswer[]>,
  token: vscode.CancellationToken,
): Promise<JudgeReport> {
  return runInWorker<JudgeWorkerRequest, JudgeWorkerMessage, JudgeReport>(workerPath, request, token, (message, send) => {
    switch (message.type) {
      case 'solve':
        solve(message.text, message.format, message.cases).then(
          (verdicts) => send({ type: 'solved', verdicts }),
          (error: unknown) => send({ type: 'solve-failed', message: error instanceof Error ? error.message : String(error) }),
        );
        return;
      default: {
        const never: never = message.type;
        throw new Error(`unexpected judge worker message ${JSON.stringify(never)}`);
      }
    }
  });
}

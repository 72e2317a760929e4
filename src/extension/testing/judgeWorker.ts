// Judges one file in a worker_threads worker: the program's output (up to 64 MiB) is read,
// checked and compared here, and the program spawned from here, never on the extension
// host's thread. Our answers come from the host (its solve workers), asked by message.
import { parentPort } from 'node:worker_threads';
import { judgeFile, type OurCaseAnswer } from '../../judge';
import type { JudgeWorkerMessage, JudgeWorkerRequest } from './judgeWorkerProtocol';

const abort = new AbortController();
const post = (message: JudgeWorkerMessage) => parentPort?.postMessage(message);
let answer: { resolve(verdicts: readonly OurCaseAnswer[]): void; reject(error: Error): void } | undefined;

async function judge(request: Extract<JudgeWorkerRequest, { type: 'judge' }>): Promise<void> {
  try {
    const report = await judgeFile({
      inputText: request.inputText,
      format: request.format,
      fileName: request.fileName,
      solution: request.solution,
      timeLimitMs: request.timeLimitMs,
      memoryLimitKb: request.memoryLimitKb,
      ...(request.language ? { language: request.language } : {}),
      signal: abort.signal,
      solve: (text, format, _signal, cases) =>
        new Promise<readonly OurCaseAnswer[]>((resolve, reject) => {
          answer = { resolve, reject };
          post({ type: 'solve', text, format, cases });
        }),
    });
    post({ type: 'done', report });
  } catch (error) {
    if (abort.signal.aborted) post({ type: 'cancelled' });
    else post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}

parentPort?.on('message', (request: JudgeWorkerRequest) => {
  switch (request.type) {
    case 'judge':
      void judge(request);
      return;
    case 'solved':
      answer?.resolve(request.verdicts);
      return;
    case 'solve-failed':
      answer?.reject(new Error(request.message));
      return;
    case 'cancel':
      abort.abort(new Error('cancelled'));
      // A cancel while our answers are asked for ends the run at once: no program was started yet.
      answer?.reject(new Error('cancelled'));
      return;
  }
});

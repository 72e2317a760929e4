// Runs a stress test in a worker_threads worker: making and solving the cases, and spawning
// the program (a fork of this whole process, which blocks the thread that calls it for
// milliseconds in a large extension host) all stay off the extension host's thread.
import { parentPort } from 'node:worker_threads';
import { stressTest } from '../../judge';
import type { StressWorkerMessage, StressWorkerRequest } from './stressWorkerProtocol';

/** Progress goes to the host at most this often: a batch of small cases takes milliseconds. */
const PROGRESS_EVERY_MS = 100;

const abort = new AbortController();
const post = (message: StressWorkerMessage) => parentPort?.postMessage(message);

async function start(request: Extract<StressWorkerRequest, { type: 'start' }>): Promise<void> {
  let lastProgress = 0;
  try {
    const report = await stressTest({
      format: request.format,
      seed: request.seed,
      ...(request.cases !== undefined ? { cases: request.cases } : {}),
      ...(request.seconds !== undefined ? { seconds: request.seconds } : {}),
      solution: request.solution,
      timeLimitMs: request.timeLimitMs,
      memoryLimitKb: request.memoryLimitKb,
      language: request.language,
      signal: abort.signal,
      onProgress: (p) => {
        if (p.elapsedMs - lastProgress < PROGRESS_EVERY_MS) return;
        lastProgress = p.elapsedMs;
        post({ type: 'progress', checked: p.checked, perSecond: p.perSecond });
      },
    });
    post({ type: 'done', report });
  } catch (error) {
    if (abort.signal.aborted) post({ type: 'cancelled' });
    else post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}

parentPort?.on('message', (request: StressWorkerRequest) => {
  if (request.type === 'cancel') abort.abort(new Error('cancelled'));
  else void start(request);
});

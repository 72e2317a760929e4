// Runs a stress test in a worker_threads worker: making and solving the cases, and spawning
// the program (a fork of this whole process, which blocks the thread that calls it for
// milliseconds in a large extension host) all stay off the extension host's thread.
import { parentPort } from 'node:worker_threads';
import { huntSlowInput, releaseBoxInit, shrinkInput, stressTest, type StressReport } from '../../judge';
import type { StressWorkerMessage, StressWorkerRequest } from './stressWorkerProtocol';

/** Progress goes to the host at most this often: a batch of small cases takes milliseconds. */
const PROGRESS_EVERY_MS = 100;

const abort = new AbortController();
const post = (message: StressWorkerMessage) => parentPort?.postMessage(message);

async function start(request: Extract<StressWorkerRequest, { type: 'start' }>): Promise<void> {
  const ending = await run(request);
  // The host terminates this worker on its ending, and a terminated worker runs no exit handler.
  releaseBoxInit();
  post(ending);
}

async function run(request: Extract<StressWorkerRequest, { type: 'start' }>): Promise<StressWorkerMessage> {
  let lastProgress = 0;
  try {
    if (request.huntOnly === true) return { type: 'done', report: await huntOnly(request) };
    const report = await stressTest({
      format: request.format,
      seed: request.seed,
      ...(request.cases !== undefined ? { cases: request.cases } : {}),
      ...(request.seconds !== undefined ? { seconds: request.seconds } : {}),
      solution: request.solution,
      timeLimitMs: request.timeLimitMs,
      memoryLimitKb: request.memoryLimitKb,
      language: request.language,
      ...(request.huntCandidates !== undefined
        ? { hunt: request.huntCandidates > 0 ? { candidates: request.huntCandidates } : false }
        : {}),
      signal: abort.signal,
      onProgress: (p) => {
        if (p.elapsedMs - lastProgress < PROGRESS_EVERY_MS) return;
        lastProgress = p.elapsedMs;
        post({
          type: 'progress',
          checked: p.checked,
          perSecond: p.perSecond,
          ...(p.hunt ? { hunt: { tried: p.hunt.tried, slowestCpuMs: p.hunt.slowestCpuMs } } : {}),
        });
      },
    });
    return { type: 'done', report };
  } catch (error) {
    if (abort.signal.aborted) return { type: 'cancelled' };
    return { type: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

/** The hunt alone, as a stress report: a wrong answer it meets is shrunk as stress shrinks one. */
async function huntOnly(request: Extract<StressWorkerRequest, { type: 'start' }>): Promise<StressReport> {
  let lastProgress = 0;
  const limits = { timeLimitMs: request.timeLimitMs, memoryLimitKb: request.memoryLimitKb };
  const hunt = await huntSlowInput({
    format: request.format,
    seed: request.seed,
    solution: request.solution,
    ...(request.cases !== undefined ? { candidates: request.cases } : {}),
    ...(request.seconds !== undefined ? { seconds: request.seconds } : {}),
    ...limits,
    language: request.language,
    signal: abort.signal,
    onProgress: (p) => {
      if (p.elapsedMs - lastProgress < PROGRESS_EVERY_MS) return;
      lastProgress = p.elapsedMs;
      post({ type: 'progress', checked: 0, perSecond: 0, hunt: { tried: p.tried, slowestCpuMs: p.slowestCpuMs } });
    },
  });
  const counterexample =
    hunt.wrongInput === undefined
      ? undefined
      : await shrinkInput({
          format: request.format,
          inputText: hunt.wrongInput,
          solution: request.solution,
          ...limits,
          signal: abort.signal,
        });
  return counterexample
    ? { found: true, checked: hunt.tried, elapsedMs: hunt.elapsedMs, seed: request.seed, counterexample }
    : { found: false, checked: 0, elapsedMs: hunt.elapsedMs, hunt };
}

parentPort?.on('message', (request: StressWorkerRequest) => {
  if (request.type === 'cancel') abort.abort(new Error('cancelled'));
  else void start(request);
});

// Runs in a worker_threads worker, so a long search never blocks the extension host.
// The host cancels by terminating the thread, which stops a search at once.
import { parentPort } from 'node:worker_threads';
import type { CaseVerdict } from '../core/verdicts';
import { parsePuzzle } from '../core/puzzleFile';
import { solveHoledoxCase, solveTempterCase } from '../core/verdicts';
import type { SolveRequest, WorkerMessage, WorkerVerdict } from './workerProtocol';

function toWorkerVerdict(v: CaseVerdict): WorkerVerdict {
  if (v.outcome !== 'answered')
    return { number: v.number, outcome: v.outcome, expanded: 0, message: v.problem.message, problemStart: v.problem.range.start };
  const verdict = {
    number: v.number,
    outcome: v.outcome,
    answer: v.answer,
    judgeLine: v.judgeLine,
    moves: v.solution.moves,
    expanded: v.solution.expanded,
  };
  return v.solution.reason ? { ...verdict, reason: v.solution.reason } : verdict;
}

function solve(request: SolveRequest): void {
  const port = parentPort;
  if (!port) return;
  const parsed = parsePuzzle(request.text, request.format);
  const wanted = request.caseNumbers ? new Set(request.caseNumbers) : undefined;
  const verdicts: WorkerVerdict[] = [];
  const total = wanted ? wanted.size : parsed.cases.length;
  let lastProgress = Date.now();
  const limit = request.maxStates;
  for (const c of parsed.cases) {
    if (wanted && !wanted.has(c.number)) continue;
    const verdict =
      'length' in c
        ? solveHoledoxCase(c, limit === undefined ? undefined : { maxStates: limit })
        : solveTempterCase(c, limit === undefined ? undefined : { maxNodes: limit });
    verdicts.push(toWorkerVerdict(verdict));
    if (Date.now() - lastProgress > 100) {
      lastProgress = Date.now();
      port.postMessage({ type: 'progress', id: request.id, done: verdicts.length, total } satisfies WorkerMessage);
    }
  }
  port.postMessage({ type: 'done', id: request.id, verdicts } satisfies WorkerMessage);
}

parentPort?.on('message', (request: SolveRequest) => {
  try {
    solve(request);
  } catch (error) {
    parentPort?.postMessage({
      type: 'error',
      id: request.id,
      message: error instanceof Error ? error.message : String(error),
    } satisfies WorkerMessage);
  }
});

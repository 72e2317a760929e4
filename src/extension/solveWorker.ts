// Runs in a worker_threads worker, so a long search never blocks the extension host.
// The host cancels by terminating the thread, which stops a search at once.
import { parentPort } from 'node:worker_threads';
import { formatOf, type PuzzleCase } from '../core/formats/registry';
import { parsePuzzle } from '../core/puzzleFile';
import type { CaseVerdict } from '../core/verdicts';
import { solveCase as solveOneCase } from '../core/verdicts';
import type { SolveRequest, WorkerMessage, WorkerVerdict } from './workerProtocol';

/** Grids larger than this are not drawn by the panel, so their squares are not counted. */
const MAX_COUNTED_CELLS = 40_000;

function toWorkerVerdict(c: PuzzleCase, v: CaseVerdict): WorkerVerdict {
  if (v.outcome !== 'answered')
    return { outcome: v.outcome, format: v.format, number: v.number, message: v.problem.message, problemStart: v.problem.range.start };
  const report = formatOf(c).report(c, v.solution);
  return { outcome: 'answered', format: v.format, number: v.number, answer: v.answer, judgeLine: v.judgeLine, ...report };
}

/** Solves one case; with `study`, also counts the search per square and explains the verdict. */
function solveCase(c: PuzzleCase, limit: number | undefined, study: boolean): WorkerVerdict {
  const cellCount = c.rows * c.cols;
  const visits = study && !c.problem && cellCount > 0 && cellCount <= MAX_COUNTED_CELLS ? new Uint32Array(cellCount) : undefined;
  const counting = visits ? { cellVisits: visits } : {};
  const verdict = solveOneCase(c, { ...(limit === undefined ? {} : { maxSearch: limit }), ...counting });
  const base = toWorkerVerdict(c, verdict);
  if (!study || verdict.outcome !== 'answered' || base.outcome !== 'answered') return base;
  return { ...base, ...counting, explanation: formatOf(c).explain(c, verdict.solution, visits) };
}

function solve(request: SolveRequest): void {
  const port = parentPort;
  if (!port) return;
  const parsed = parsePuzzle(request.text, request.format);
  const wanted = request.caseNumbers ? new Set(request.caseNumbers) : undefined;
  const verdicts: WorkerVerdict[] = [];
  const total = wanted ? wanted.size : parsed.cases.length;
  let lastProgress = Date.now();
  for (const [index, read] of parsed.cases.entries()) {
    const number = request.numbers?.[index];
    const c = number === undefined ? read : { ...read, number };
    if (wanted && !wanted.has(c.number)) continue;
    verdicts.push(solveCase(c, request.maxStates, request.study === true));
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

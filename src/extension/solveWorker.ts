// Runs in a worker_threads worker, so a long search never blocks the extension host.
// The host cancels by terminating the thread, which stops a search at once.
import { parentPort } from 'node:worker_threads';
import { readCleanFile, type CleanFile } from '../core/fastLane';
import type { SolutionReport } from '../core/formats/format';
import { formatOf, type PuzzleCase } from '../core/formats/registry';
import { parsePuzzle } from '../core/puzzleFile';
import type { CaseVerdict } from '../core/verdicts';
import { solveCase as solveOneCase, solveCleanCase } from '../core/verdicts';
import type { SolveRequest, WorkerMessage, WorkerVerdict } from './workerProtocol';

/** Grids larger than this are not drawn by the panel, so their squares are not counted. */
const MAX_COUNTED_CELLS = 40_000;

/** `report` words an answer's solution: the format's report on the case it came from. */
function toWorkerVerdict(v: CaseVerdict, report: (solution: unknown) => SolutionReport): WorkerVerdict {
  if (v.outcome !== 'answered')
    return { outcome: v.outcome, format: v.format, number: v.number, message: v.problem.message, problemStart: v.problem.range.start };
  return { outcome: 'answered', format: v.format, number: v.number, answer: v.answer, judgeLine: v.judgeLine, ...report(v.solution) };
}

/** Solves one parsed case; with `study`, also counts the search per square and explains the verdict. */
function solveCase(c: PuzzleCase, limit: number | undefined, study: boolean): WorkerVerdict {
  const cellCount = c.rows * c.cols;
  const visits = study && !c.problem && cellCount > 0 && cellCount <= MAX_COUNTED_CELLS ? new Uint32Array(cellCount) : undefined;
  const counting = visits ? { cellVisits: visits } : {};
  const verdict = solveOneCase(c, { ...(limit === undefined ? {} : { maxSearch: limit }), ...counting });
  const base = toWorkerVerdict(verdict, (solution) => formatOf(c).report(c, solution));
  if (!study || verdict.outcome !== 'answered' || base.outcome !== 'answered') return base;
  return { ...base, ...counting, explanation: formatOf(c).explain(c, verdict.solution, visits) };
}

/**
 * The `count` cases of a request in the text's order, each numbered as in the document it was
 * taken from (else `numberInText`), the wanted ones solved by `solve`.
 */
function solveEach(
  request: SolveRequest,
  count: number,
  numberInText: (index: number) => number,
  solve: (index: number, number: number) => WorkerVerdict,
): WorkerVerdict[] {
  const port = parentPort;
  const wanted = request.caseNumbers ? new Set(request.caseNumbers) : undefined;
  const verdicts: WorkerVerdict[] = [];
  const total = wanted ? wanted.size : count;
  let lastProgress = Date.now();
  for (let index = 0; index < count; index++) {
    const number = request.numbers?.[index] ?? numberInText(index);
    if (wanted && !wanted.has(number)) continue;
    verdicts.push(solve(index, number));
    if (Date.now() - lastProgress > 100) {
      lastProgress = Date.now();
      port?.postMessage({ type: 'progress', id: request.id, done: verdicts.length, total } satisfies WorkerMessage);
    }
  }
  return verdicts;
}

/**
 * A clean file (no flaw to point at; values past the judge's limits, which earn only warnings
 * the worker does not show, allowed) is solved from the format's fast reading: in a
 * long-lived worker the full parser's ranges and checks cost more than the solving on files
 * of many small cases. The verdicts are the full lane's (verdicts.ts, solveCleanCase). The
 * panel's study explains from the parsed case, and a file with any flaw needs the parser's
 * recovery, so those parse.
 */
function cleanFileOf(request: SolveRequest): CleanFile | undefined {
  if (request.study === true) return undefined;
  return readCleanFile(new TextEncoder().encode(request.text), request.format, { judgeLimits: false });
}

function solve(request: SolveRequest): WorkerVerdict[] {
  const budget = request.maxStates === undefined ? {} : { maxSearch: request.maxStates };
  const clean = cleanFileOf(request);
  if (clean) {
    // A clean file's cases are numbered from 1 in order, as the parser numbers them.
    return solveEach(request, clean.cases, (index) => index + 1, (index, number) =>
      toWorkerVerdict(solveCleanCase(clean, index, number, budget), (solution) => clean.report(index, solution)),
    );
  }
  const cases = parsePuzzle(request.text, request.format).cases;
  return solveEach(request, cases.length, (index) => cases[index]!.number, (index, number) => {
    const read = cases[index]!;
    return solveCase(read.number === number ? read : { ...read, number }, request.maxStates, request.study === true);
  });
}

parentPort?.on('message', (request: SolveRequest) => {
  try {
    const verdicts = solve(request);
    parentPort?.postMessage({ type: 'done', id: request.id, verdicts } satisfies WorkerMessage);
  } catch (error) {
    parentPort?.postMessage({
      type: 'error',
      id: request.id,
      message: error instanceof Error ? error.message : String(error),
    } satisfies WorkerMessage);
  }
});

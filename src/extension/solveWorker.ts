// Runs in a worker_threads worker, so a long search never blocks the extension host.
// The host cancels by terminating the thread, which stops a search at once.
import { parentPort } from 'node:worker_threads';
import { readCleanFile, type CleanFile } from '../core/cleanFile';
import { solveCleanCase } from '../core/cleanVerdicts';
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
  // A clean file (no flaw to point at; values past the judge's limits, which only earn
  // warnings the worker does not report, allowed) is solved from its compact form: the full
  // parser's ranges and checks cost more than the solving on files of many small cases. The
  // panel's single-case study explains from the parsed case, so it always parses.
  const clean = request.study === true ? undefined : readCleanFile(new TextEncoder().encode(request.text), request.format, { tempterPastJudgeLimits: true });
  let parsed: readonly PuzzleCase[] | undefined;
  const parsedCases = (): readonly PuzzleCase[] => (parsed ??= parsePuzzle(request.text, request.format).cases);
  const wanted = request.caseNumbers ? new Set(request.caseNumbers) : undefined;
  const numbers = clean ? cleanCaseNumbers(clean, wanted) : undefined;
  const verdicts: WorkerVerdict[] = [];
  const total = numbers ? numbers.length : wanted ? wanted.size : parsedCases().length;
  let lastProgress = Date.now();
  const progress = (): void => {
    if (Date.now() - lastProgress > 100) {
      lastProgress = Date.now();
      port.postMessage({ type: 'progress', id: request.id, done: verdicts.length, total } satisfies WorkerMessage);
    }
  };
  if (clean && numbers) {
    for (const number of numbers) {
      verdicts.push(solveClean(clean, number, request.maxStates, parsedCases));
      progress();
    }
  } else {
    for (const c of parsedCases()) {
      if (wanted && !wanted.has(c.number)) continue;
      verdicts.push(solveCase(c, request.maxStates, request.study === true));
      progress();
    }
  }
  port.postMessage({ type: 'done', id: request.id, verdicts } satisfies WorkerMessage);
}

/** The clean file's case numbers to solve, in order: 1..cases, or those wanted. */
function cleanCaseNumbers(clean: CleanFile, wanted: ReadonlySet<number> | undefined): number[] {
  const numbers: number[] = [];
  for (let n = 1; n <= clean.cases; n++) if (!wanted || wanted.has(n)) numbers.push(n);
  return numbers;
}

/** One case of a clean file; a search that spent its budget is worded from the parsed case (parsed once, then). */
function solveClean(clean: CleanFile, number: number, limit: number | undefined, parsedCases: () => readonly PuzzleCase[]): WorkerVerdict {
  const v = solveCleanCase(clean, number - 1, limit === undefined ? {} : { maxSearch: limit });
  if (v.outcome === 'answered') {
    return { outcome: 'answered', format: v.format, number: v.number, answer: v.answer, judgeLine: v.judgeLine, ...v.report };
  }
  const c = parsedCases().find((p) => p.number === number);
  if (!c) return { outcome: 'limit', format: clean.format, number, message: `case ${number}: search limit reached without an answer`, problemStart: 0 };
  const verdict = v.verdictFor(c);
  return verdict ? toWorkerVerdict(c, verdict) : solveCase(c, limit, false);
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

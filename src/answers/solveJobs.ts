// What a solve worker does with a request, whichever kind of thread it runs in: a Node
// worker thread (solveWorker.ts) or a browser Web Worker (webSolveWorker.ts).
import { readCleanFile, type CleanFile } from '../core/fastLane';
import { FORMAT_IDS, type SolveBudget } from '../core/formats/format';
import { formatOf, type PuzzleCase } from '../core/formats/registry';
import { msg, say, type Language } from '../core/l10n/message';
import { parsePuzzle } from '../core/puzzleFile';
import { ReadScratch } from '../core/readScratch';
import { solveCase } from '../core/answers';
import { AnswerWriter } from './answerWire';
import type { SolveRequest, TraceRequest, TraceResult, WorkerMessage, WorkerRequest } from './workerProtocol';

/** The most cases solved between two readings of the clock (see solveEach). */
const MAX_CLOCK_STRIDE = 16;

/** Grids larger than this are not drawn by the panel, so their squares are not counted. */
const MAX_COUNTED_CELLS = 40_000;

// A request is read, solved and posted to the end before the next one is taken, and the host
// reads a request's columns before it sends the next: so this worker's requests share one set
// of arrays for the text's bytes, the fast reader's cases and the columns.
const textScratch = new ReadScratch();
const readerScratch = new ReadScratch();
const encoder = new TextEncoder();
/** Started again for each request's format and count. */
const writer = new AnswerWriter(FORMAT_IDS[0], 0);

/** Solves one parsed case into `out`; with `study`, also counts the search per square and explains the verdict. */
function answerCase(c: PuzzleCase, budget: SolveBudget, study: boolean, language: Language, out: AnswerWriter): void {
  const cellCount = c.rows * c.cols;
  const visits = study && !c.problem && cellCount > 0 && cellCount <= MAX_COUNTED_CELLS ? new Uint32Array(cellCount) : undefined;
  const verdict = solveCase(c, visits ? { ...budget, cellVisits: visits } : budget);
  if (verdict.outcome !== 'answered') {
    out.unanswered(c.number, verdict.outcome, say(verdict.problem.message, language), verdict.problem.range.start);
    return;
  }
  const format = formatOf(c);
  out.answered(c.number, verdict.answer, format.facts(c, verdict.solution));
  if (study) out.studied(format.explain(c, verdict.solution, visits, language), visits);
}

/**
 * The `count` cases of a request in the text's order, each numbered as in the document it was
 * taken from (`numbers`, or on from `firstNumber`; else `numberInText`), the wanted ones solved by `solve` into the columns.
 */
function solveEach(
  post: (message: WorkerMessage) => void,
  request: SolveRequest,
  count: number,
  numberInText: (index: number) => number,
  solve: (index: number, number: number, out: AnswerWriter) => void,
): AnswerWriter {
  const { numbers, firstNumber } = request;
  const wanted = request.caseNumbers ? new Set(request.caseNumbers) : undefined;
  const total = wanted ? wanted.size : count;
  const out = writer;
  out.start(request.format, total);
  let lastProgress = Date.now();
  // Reading the clock costs about as much as a small case answered by parity, so while cases
  // come quickly it is read after every few of them (up to MAX_CLOCK_STRIDE), and after every
  // one again as soon as a few took a millisecond: progress is a few cases late at worst.
  let lastClock = lastProgress;
  let stride = 1;
  let sinceClock = 0;
  for (let index = 0; index < count; index++) {
    const number = numbers?.[index] ?? (firstNumber === undefined ? numberInText(index) : firstNumber + index);
    if (wanted && !wanted.has(number)) continue;
    solve(index, number, out);
    if (++sinceClock < stride) continue;
    sinceClock = 0;
    const now = Date.now();
    stride = now === lastClock ? Math.min(2 * stride, MAX_CLOCK_STRIDE) : 1;
    lastClock = now;
    if (now - lastProgress > 100) {
      lastProgress = now;
      post({ type: 'progress', id: request.id, done: out.count, total } satisfies WorkerMessage);
    }
  }
  return out;
}

/**
 * A clean file (no flaw to point at; values past the judge's limits, which earn only warnings
 * the worker does not show, allowed) is solved from the format's fast reading: in a
 * long-lived worker the full parser's ranges and checks cost more than the solving on files
 * of many small cases. The verdicts are the full lane's (CleanFile.solve and facts, held to
 * the format's solve and facts by the lanes' tests). The panel's study explains from the
 * parsed case, and a file with any flaw needs the parser's recovery, so those parse.
 */
function cleanFileOf(request: SolveRequest): CleanFile | undefined {
  if (request.study === true) return undefined;
  return readCleanFile(bytesOf(request.text), request.format, { judgeLimits: false, scratch: readerScratch });
}

/** The text's UTF-8, in the kept buffer when every character is one byte (puzzle files are ASCII). */
function bytesOf(text: string): Uint8Array {
  const bytes = textScratch.bytes(0, text.length);
  const { read, written } = encoder.encodeInto(text, bytes);
  return read === text.length && written === text.length ? bytes : encoder.encode(text);
}

function solve(post: (message: WorkerMessage) => void, request: SolveRequest): AnswerWriter {
  const budget: SolveBudget = request.maxStates === undefined ? {} : { maxSearch: request.maxStates };
  const clean = cleanFileOf(request);
  if (clean) {
    // A clean file's cases are numbered from 1 in order, as the parser numbers them.
    return solveEach(
      post,
      request,
      clean.cases,
      (index) => index + 1,
      (index, number, out) => {
        const result = clean.solve(index, number, budget);
        if (result.status === 'answered') out.answered(number, result.answer, clean.facts(index, result.solution));
        else out.unanswered(number, 'limit', say(result.problem.message, request.language ?? 'en'), result.problem.range.start);
      },
    );
  }
  const cases = parsePuzzle(request.text, request.format).cases;
  return solveEach(
    post,
    request,
    cases.length,
    (index) => cases[index]!.number,
    (index, number, out) => {
      const read = cases[index]!;
      answerCase(read.number === number ? read : { ...read, number }, budget, request.study === true, request.language ?? 'en', out);
    },
  );
}

/** The Search view's trace of the one case in the request's text, and its what-if. */
function trace(request: TraceRequest): TraceResult {
  const language = request.ask.language ?? 'en';
  const c = parsePuzzle(request.text, request.format).cases[0];
  if (!c) return { status: 'none', message: say(msg('trace.none.no-case'), language) };
  if (c.problem) return { status: 'none', message: say(msg('trace.none.problem', { problem: c.problem.message }), language) };
  const format = formatOf(c);
  if (!format.traceSearch) return { status: 'none', message: say(msg('trace.none.no-trace', { format: format.displayName }), language) };
  const whatIf = request.ask.whatIf === undefined ? undefined : format.whatIf?.(c, request.ask.whatIf, language);
  return {
    status: 'traced',
    trace: format.traceSearch(c, request.ask),
    switches: format.whatIfSwitches?.(language) ?? [],
    ...(whatIf ? { whatIf } : {}),
  };
}

/** Answers one request: a trace, or progress messages while it runs, then its verdicts; or the error that stopped it. */
export function answerRequest(request: WorkerRequest, post: (message: WorkerMessage) => void): void {
  try {
    if (request.type === 'trace') post({ type: 'traced', id: request.id, result: trace(request) });
    else post({ type: 'done', id: request.id, verdicts: solve(post, request).finish() });
  } catch (error) {
    post({ type: 'error', id: request.id, message: error instanceof Error ? error.message : String(error) });
  }
}

import type { CaseJudgement, ExpectedCase } from '../core/grading/compare';
import { formatById, type PuzzleCase } from '../core/formats/registry';
import { msg, say, type Language } from '../core/l10n/message';
import { parsePuzzle, type FormatId, type PuzzleDocument } from '../core/puzzleFile';
import { solveDocument } from '../core/answers';
import type { CompileFailure, PreparedSolution } from './prepare';
import type { ContainmentOptions } from './containment';
import { runProgram } from './run';
import { judgeWords } from './judgeWords';
import {
  DEFAULT_MEMORY_LIMIT_KB,
  DEFAULT_TIME_LIMIT_MS,
  describeIsolation,
  judgeRun,
  verdictTitle,
  wallLimitFor,
  type Verdict,
} from './verdict';

export interface JudgeFileOptions {
  readonly inputText: string;
  readonly format: FormatId;
  /** For messages only. */
  readonly fileName: string;
  readonly solution: PreparedSolution;
  /** CPU time per run; default the statement's (the format's timeLimitMs). */
  readonly timeLimitMs?: number;
  /** Memory the whole run may hold, in KiB, beyond its runtime's own; default the statement's (the format's memoryLimitKb). */
  readonly memoryLimitKb?: number;
  readonly signal?: AbortSignal;
  /** How the run is contained: tests force a level (src/judge/containment/). */
  readonly containment?: ContainmentOptions;
  /**
   * Our answers for inputText, one per case in order (cases matched by number). Default: solved
   * here, on this thread; the editor passes its solve worker, so a long search never blocks it.
   */
  readonly solve?: SolveOurAnswers;
  /** The language of the summary and the reasons (default English); the program's lines are quoted as they are. */
  readonly language?: Language;
}

/** Our verdict on one case, as judging needs it; the solve worker's verdicts have this shape. */
export type OurCaseAnswer =
  | { readonly outcome: 'answered'; readonly number: number; readonly answer: string }
  | { readonly outcome: 'skipped' | 'limit'; readonly number: number; readonly message: string };

/** `cases`: inputText's cases as judgeFile parsed them, so that the solver need not parse the text again. */
export type SolveOurAnswers = (
  inputText: string,
  format: FormatId,
  signal: AbortSignal | undefined,
  cases: readonly PuzzleCase[],
) => Promise<readonly OurCaseAnswer[]>;

/** Our answers solved on this thread. */
function solveHere(document: PuzzleDocument, language: Language): OurCaseAnswer[] {
  return solveDocument(document).map((v) =>
    v.outcome === 'answered'
      ? { outcome: 'answered', number: v.number, answer: v.answer }
      : { outcome: v.outcome, number: v.number, message: say(v.problem.message, language) },
  );
}

/** Our answers for a file's text, solved on this thread: what a worker thread runs for judgeFile's `solve`. */
export function solveText(inputText: string, format: FormatId, language: Language): OurCaseAnswer[] {
  return solveHere(parsePuzzle(inputText, format), language);
}

/** A case of the file that was not given to the program, and why. */
export interface SkippedCase {
  readonly caseNumber: number;
  readonly headerOffset: number;
  readonly message: string;
}

/**
 * The judge's word on a file: a run's verdict, or 'nothing-judged' when no case could be given
 * to the program (every case has errors, or the file holds none), so the program was not run.
 */
export type FileVerdict = Verdict | 'nothing-judged';

export interface JudgeReport {
  readonly verdict: FileVerdict;
  /** One line: the verdict's title, why, the time and memory. */
  readonly summary: string;
  /** Wall time of the run. */
  readonly timeMs: number;
  readonly cpuMs: number;
  readonly peakMemoryKb?: number;
  /** One per case given to the program, in order. */
  readonly cases: readonly CaseJudgement[];
  /** What the program wrote to stderr (for Compilation Error, the compiler's output), verbatim. */
  readonly stderr: string;
  /** Cases with errors in the file (or past our search limit): not given to the program. */
  readonly skipped: readonly SkippedCase[];
  /** Non-blank output lines after the last case's line. */
  readonly extraLines: readonly { readonly line: number; readonly text: string }[];
  readonly timeLimitMs: number;
  readonly memoryLimitKb?: number;
  /** How the run was contained, and what that does not protect: `sandbox: namespaces + cgroup v1 — …`. */
  readonly isolation?: string;
}

/** The text given to the program: the file itself when every case is fine, else the answered cases alone. */
function programInput(inputText: string, format: FormatId, ranges: readonly { start: number; end: number }[], allClean: boolean): string {
  if (allClean) return inputText;
  // Each case's last line ended, then what the statement puts between cases (Holedox: a blank line).
  const separator = `\n${formatById(format).caseSeparator}`;
  return ranges.map((r) => inputText.slice(r.start, r.end) + separator).join('') + '0 0 0\n';
}

/** Wall and CPU time, and memory when known: `12 ms (CPU 10 ms), 3.4 MB resident`. */
export function describeUsage(timeMs: number, cpuMs: number, peakMemoryKb: number | undefined, language: Language = 'en'): string {
  const w = judgeWords(language);
  const memory = peakMemoryKb !== undefined ? w(msg('judge.memory', { mb: (peakMemoryKb / 1024).toFixed(1) })) : '';
  return `${w(msg('judge.time', { ms: Math.round(timeMs), cpuMs: Math.round(cpuMs) }))}${memory}`;
}

export { describeIsolation };

export async function judgeFile(options: JudgeFileOptions): Promise<JudgeReport> {
  const { inputText, format } = options;
  const language = options.language ?? 'en';
  const w = judgeWords(language);
  const timeLimitMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS[format];
  const memoryLimitKb = options.memoryLimitKb ?? DEFAULT_MEMORY_LIMIT_KB[format];
  const document = parsePuzzle(inputText, format);
  const solved = options.solve ? await options.solve(inputText, format, options.signal, document.cases) : solveHere(document, language);
  if (options.signal?.aborted) throw options.signal.reason;
  const verdicts = new Map(solved.map((v) => [v.number, v]));
  const expected: ExpectedCase[] = [];
  const ranges: { start: number; end: number }[] = [];
  const skipped: SkippedCase[] = [];
  for (const c of document.cases) {
    const v = verdicts.get(c.number);
    if (v === undefined) skipped.push({ caseNumber: c.number, headerOffset: c.headerRange.start, message: w(msg('judge.no-answer')) });
    else if (v.outcome === 'answered') {
      expected.push({ caseNumber: c.number, headerOffset: c.headerRange.start, answer: v.answer });
      ranges.push(c.range);
    } else skipped.push({ caseNumber: c.number, headerOffset: c.headerRange.start, message: v.message });
  }
  if (expected.length === 0) return nothingJudged(skipped, timeLimitMs, memoryLimitKb, language);
  const allClean = skipped.length === 0 && !document.issues.some((issue) => issue.severity === 'error');
  const input = programInput(inputText, format, ranges, allClean);

  const run = await runProgram(options.solution.command, input, {
    cpuLimitMs: timeLimitMs,
    wallLimitMs: wallLimitFor(timeLimitMs),
    memoryLimitKb,
    judged: true,
    ...(options.solution.baselineKb !== undefined ? { memoryBaselineKb: options.solution.baselineKb } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.containment ? { containment: options.containment } : {}),
  });
  if (run.stop === 'cancelled') throw options.signal?.reason ?? new Error('cancelled');

  const judged = judgeRun(format, expected, run, timeLimitMs, language);
  const usage = describeUsage(run.wallMs, run.cpuMs, run.peakMemoryKb, language);
  const failing = judged.comparison.cases.filter((c) => !c.ok).length;
  const title = verdictTitle(judged.verdict, language);
  let summary: string;
  if (judged.verdict === 'accepted') summary = w(msg('judge.accepted', { title, cases: expected.length }));
  else if (judged.verdict === 'wrong-answer' || judged.verdict === 'presentation-error')
    summary =
      w(msg('judge.because', { title, reason: judged.reason })) +
      (failing > 1 ? w(msg('judge.cases-wrong', { failing, cases: expected.length })) : '');
  else summary = w(msg('judge.because', { title, reason: judged.reason }));
  summary += w(msg('judge.usage', { usage }));
  if (skipped.length > 0) summary += w(msg('judge.skipped', { skipped: skipped.length }));
  const isolation = describeIsolation(run, language);
  return {
    verdict: judged.verdict,
    summary,
    timeMs: run.wallMs,
    cpuMs: run.cpuMs,
    ...(run.peakMemoryKb !== undefined ? { peakMemoryKb: run.peakMemoryKb } : {}),
    cases: judged.comparison.cases,
    stderr: run.stderr.toString('utf8'),
    skipped,
    extraLines: judged.comparison.extraLines,
    timeLimitMs,
    memoryLimitKb,
    ...(isolation !== undefined ? { isolation } : {}),
  };
}

/** No case to give the program: a report that says so, never Accepted on 0 cases. */
function nothingJudged(skipped: readonly SkippedCase[], timeLimitMs: number, memoryLimitKb: number, language: Language): JudgeReport {
  const w = judgeWords(language);
  return {
    verdict: 'nothing-judged',
    summary: w(skipped.length > 0 ? msg('judge.nothing-judged-skipped', { skipped: skipped.length }) : msg('judge.nothing-judged-empty')),
    timeMs: 0,
    cpuMs: 0,
    cases: [],
    stderr: '',
    skipped,
    extraLines: [],
    timeLimitMs,
    memoryLimitKb,
  };
}

/** A Compilation Error as a report, so callers show every verdict one way. */
export function compileFailureReport(failure: CompileFailure, timeLimitMs: number, language: Language = 'en'): JudgeReport {
  return {
    verdict: 'compilation-error',
    summary: judgeWords(language)(msg('judge.because', { title: verdictTitle('compilation-error', language), reason: failure.message })),
    timeMs: 0,
    cpuMs: 0,
    cases: [],
    stderr: failure.output,
    skipped: [],
    extraLines: [],
    timeLimitMs,
  };
}

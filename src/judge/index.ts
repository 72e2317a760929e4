/**
 * Judging the user's own solution: the public API of src/judge (Node only: it runs programs).
 * The VS Code side and the CLI use only what this file exports; keep it stable.
 *
 *   prepareSolution(spec: SolutionSpec, { cacheDir, languages?, signal?, debug? })
 *       : Promise<PreparedSolution | CompileFailure>
 *     SolutionSpec = { command: string[] } | { sourceFile: string }. A source file is compiled
 *     once per content hash into cacheDir (outside the workspace); CompileFailure.output is
 *     the compiler's output verbatim. A command is resolved on PATH up front, so a missing
 *     program is a CompileFailure with code 'command-not-found', not a crash later. A source
 *     that is no regular file (a FIFO, a device) or past SOURCE_MAX_BYTES is 'source-unreadable'
 *     at once; cancelling (signal) rejects with signal.reason.
 *
 *   readRegularFile(path, limit): Promise<RegularFileRead> reads a file as prepareSolution reads a
 *     source, never blocking (whyNotRead words a refusal); `holedox judge` reads its input so.
 *
 *   judgeFile({ inputText, format, fileName, solution, timeLimitMs?, signal?, solve? }): Promise<JudgeReport>
 *     JudgeReport = { verdict: 'accepted' | 'wrong-answer' | 'presentation-error' | 'time-limit'
 *       | 'idleness-limit' | 'memory-limit' | 'runtime-error' | 'output-limit' | 'compilation-error'
 *       | 'nothing-judged' (no case could be given to the program, which was not run);
 *       summary; timeMs; cpuMs; peakMemoryKb?; cases: CaseJudgement[]; stderr; skipped; extraLines;
 *       timeLimitMs; memoryLimitKb? }
 *     memoryLimitKb (default the statement's) holds the whole run's peak, the runtime's own
 *     baseline (PreparedSolution.baselineKb) exempt.
 *     CaseJudgement = { caseNumber; headerOffset (UTF-16 offset of the case header in
 *       inputText); expected; actual: string | undefined; ok; message }.
 *     Cancelling (signal) kills everything the run started and rejects with signal.reason.
 *
 *   endAllRuns(): Promise<void> ends every run of this process (the CLI on a signal, deactivate()).
 *   releaseBoxInit() removes the reused box's init this thread built: a worker thread calls it
 *     when its job ends (a terminated worker runs no exit handler).
 *     solve(inputText, format, signal, cases) gives our answers (default: solved on the calling
 *     thread); cases are inputText's, as judgeFile parsed them.
 *
 *   stressTest({ format, seed, cases?, seconds?, sizes?, solution, timeLimitMs?, signal?,
 *       onProgress?({ checked, perSecond, elapsedMs }) }): Promise<StressReport>
 *     StressReport = { found: false; checked; elapsedMs } | { found: true; checked; elapsedMs;
 *       seed; counterexample: { inputText; ourAnswer; theirAnswer; shrinkSteps; verdict;
 *       reason; stderr } }.
 *
 *     Once every case agrees, the hunt for slow legal cases runs (hunt: false for none) and its
 *     report is the found: false report's `hunt`.
 *
 *   huntSlowInput({ format, seed, solution, candidates?, seconds?, timeLimitMs?, jobs?, signal?,
 *       onProgress?({ tried, slowestCpuMs, elapsedMs }) }): Promise<HuntReport>
 *     The hunt alone: the slowest legal case by the program's CPU time (with ours and what the
 *     prunings are worth on it), or a Time Limit Exceeded on a statement-sized file, confirmed
 *     by a run again and shrunk while it stays over the limit.
 *
 *   shrinkInput({ format, inputText, solution, timeLimitMs?, signal? }): Promise<Counterexample | undefined>
 *     Shrinks a given input the program gets wrong as stressTest shrinks what it finds.
 *
 *   prepareDebugRun(sourceFile, inputText, { cacheDir, languages?, signal? })
 *       : Promise<DebugPreparation | CompileFailure>
 *     The solution built for a debugger (prepareSolution with debug: true: -g -O0, javac -g, in
 *     cacheDir/debug), the case written to a file, and the language's stdin feeder (a Node
 *     preload, a Python or Java wrapper) that makes that file the program's stdin without a shell.
 *     nativeStdinLauncher(cacheDir, signal?) compiles the launcher GDB starts a C/C++ program through.
 *
 *   findLldbDap(), findGdbDap(), findDebugpy(python): the debug adapters on this machine that
 *     speak DAP themselves (lldb-dap / lldb-vscode-NN, gdb 14+ -i dap, python -m debugpy.adapter).
 *
 *   readCompilerMessages(output, cwd): CompilerMessage[]
 *     The located messages (file, 0-based line and column, severity) of gcc/clang, javac or a
 *     Python syntax error's traceback in CompileFailure.output or a run's stderr.
 *
 * The per-format pieces (comparer, case writer, shrink steps, stress generator) are pure and
 * live in src/core/grading/.
 */

export type { CaseJudgement, ExpectedCase } from '../core/grading/compare';
export type { StressSizes } from '../core/grading/stressCases';
export type { FormatId as FormatId } from '../core/puzzleFile';
export {
  compileFailureReport,
  describeIsolation,
  describeUsage,
  judgeFile,
  solveText,
  type JudgeFileOptions,
  type JudgeReport,
  type OurCaseAnswer,
  type FileVerdict,
  type SkippedCase,
  type SolveOurAnswers,
} from './judgeFile';
export { readCompilerMessages, type CompilerMessage } from './compilerMessages';
export { DEBUG_INPUT_VARIABLE, nativeStdinLauncher, prepareDebugRun, type DebugPreparation } from './debugStdin';
export {
  DEBUG_SESSION_VARIABLE,
  endDebugProcesses,
  findDebugpy,
  findGdbDap,
  findLldbDap,
  gdbMajorVersion,
  type FoundAdapter,
} from './debugAdapters';
export {
  DEBUG_LANGUAGES,
  DEFAULT_LANGUAGES,
  prepareSolution,
  type CompileFailure,
  type LanguageTemplate,
  type LanguageTemplates,
  type PreparedSolution,
  type SolutionSpec,
  type SourceBuild,
} from './prepare';
export {
  CONFIRM_RERUNS,
  shrinkInput,
  stressTest,
  type Counterexample,
  type ShrinkInputOptions,
  type StressOptions,
  type StressProgress,
  type StressReport,
} from './stress';
export {
  HUNT_CANDIDATES,
  STATEMENT_FILE_CASES,
  huntSlowInput,
  type HuntOptions,
  type HuntProgress,
  type HuntReport,
  type SlowCase,
  type TimeLimitFinding,
} from './hunt';
export { DEFAULT_MEMORY_LIMIT_KB, DEFAULT_TIME_LIMIT_MS, VERDICT_TITLES, verdictTitle, type Verdict } from './verdict';
export { releaseBoxInit } from './containment/lane';
export { endAllRuns } from './run';
export { INPUT_MAX_BYTES, readRegularFile, SOURCE_MAX_BYTES, whyNotRead, type RegularFileRead } from './regularFile';

// `holedox judge` and `holedox stress`: the CLI face of src/judge. Results go to stdout,
// usage and read errors to stderr; exit 0 only on Accepted (judge) or no counterexample
// (stress), 1 otherwise, 2 for a usage, read or start-up error.
import { randomInt } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { availableParallelism, homedir, tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { FORMAT_IDS } from '../core/formats/format';
import { addWords, msg, say, type Language, type Message } from '../core/l10n/message';
import { formatById } from '../core/formats/registry';
import { validateStressSizes, type StressSizes } from '../core/grading/stressCases';
import { detectFormat, isFormatId, type FormatId } from '../core/puzzleFile';
import { LineIndex } from '../core/text';
import {
  compileFailureReport,
  CONFIRM_RERUNS,
  DEFAULT_TIME_LIMIT_MS,
  endAllRuns,
  INPUT_MAX_BYTES,
  judgeFile,
  prepareSolution,
  huntSlowInput,
  readRegularFile,
  shrinkInput,
  solveText,
  stressTest,
  verdictTitle,
  whyNotRead,
  type HuntReport,
  type CompileFailure,
  type LanguageTemplates,
  type PreparedSolution,
  type OurCaseAnswer,
  type SolutionSpec,
  type StressProgress,
  type StressReport,
} from '../judge';
import { CLI_WORDS, cliLanguage, formatChoices, isLangArgument } from './cliWords';
import { JUDGE_CLI_WORDS } from './judgeCliWords';
import { JUDGE_USAGE_WORDS, judgeHelpArgs, stressHelpArgs } from './judgeUsageWords';

// The judge and stress commands word their messages here, so the CLI's parts of the catalogue join here.
addWords(CLI_WORDS);
addWords(JUDGE_CLI_WORDS);
addWords(JUDGE_USAGE_WORDS);

/** The formats the help pages and the `--format` errors list: the registry's, in its order. */
const FORMATS_LISTED = FORMAT_IDS.map(formatById);
/** What `holedox stress` tests without --format: the registry's first. */
const DEFAULT_STRESS_FORMAT: FormatId = FORMAT_IDS[0];

/** Words messages in `language`. */
function wordsIn(language: Language): (message: Message) => string {
  return (message) => say(message, language);
}

/** A usage error: its messages, said in the reader's language when it is reported. */
class UsageError extends Error {
  readonly messages: readonly Message[];

  constructor(...messages: Message[]) {
    super(messages.map((m) => say(m, 'en')).join('; '));
    this.messages = messages;
  }

  in(language: Language): string {
    return this.messages.map((m) => say(m, language)).join('; ');
  }
}

/** Splits at the first `--`: options and positionals before, the command after. */
function splitCommand(args: readonly string[]): { before: string[]; command: string[] | undefined } {
  const at = args.indexOf('--');
  return at < 0 ? { before: [...args], command: undefined } : { before: args.slice(0, at), command: args.slice(at + 1) };
}

function wholeNumber(name: string, value: string | undefined, lo: number, hi: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < lo || n > hi) throw new UsageError(msg('judge-usage.whole-number', { flag: name, lo, hi, value }));
  return n;
}

function cacheDir(): string {
  const base = process.env['XDG_CACHE_HOME'] || (homedir() ? join(homedir(), '.cache') : tmpdir());
  return join(base, 'holedox', 'solutions');
}

function solutionSpec(source: string | undefined, command: string[] | undefined): SolutionSpec {
  if (command !== undefined) {
    if (command.length === 0) throw new UsageError(msg('judge-usage.nothing-after-dashes'));
    if (source !== undefined) throw new UsageError(msg('judge-usage.source-and-command', { source }));
    return { command };
  }
  if (source === undefined) throw new UsageError(msg('judge-usage.no-solution'));
  return { sourceFile: source };
}

function templates(source: SolutionSpec, compile: string | undefined, run: string | undefined): LanguageTemplates | undefined {
  if (compile === undefined && run === undefined) return undefined;
  if (!('sourceFile' in source)) throw new UsageError(msg('judge-usage.templates-need-source'));
  const extension = extname(source.sourceFile).slice(1).toLowerCase();
  const words = (text: string) => text.split(/\s+/).filter((w) => w !== '');
  return {
    [extension]: {
      ...(compile !== undefined ? { compile: words(compile) } : {}),
      run: run !== undefined ? words(run) : compile !== undefined ? ['{binary}'] : ['{source}'],
    },
  };
}

async function prepare(
  spec: SolutionSpec,
  languages: LanguageTemplates | undefined,
  language: Language,
): Promise<PreparedSolution | CompileFailure> {
  return prepareSolution(spec, { cacheDir: cacheDir(), language, ...(languages ? { languages } : {}) });
}

/** The options both commands take: the format, the limits, and how to build the solution. */
const RUN_OPTIONS = {
  format: { type: 'string' },
  'time-limit': { type: 'string' },
  'memory-limit': { type: 'string' },
  compile: { type: 'string' },
  run: { type: 'string' },
  // Read by runSubcommand (cliLanguage); checked here, where the other options are.
  lang: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** A --lang that names no catalogue is a usage error, worded in the language it fell back to. */
function checkLang(value: string | undefined): void {
  if (value !== undefined && !isLangArgument(value)) throw new UsageError(msg('cli.lang', { value }));
}

/** The compiler's output as it was, ended by one newline (none when it said nothing). */
function writeCompilerOutput(output: string): void {
  process.stdout.write(output.endsWith('\n') || output === '' ? output : `${output}\n`);
}

async function runJudgeCommand(args: readonly string[], language: Language = 'en'): Promise<number> {
  const { before, command } = splitCommand(args);
  const { values, positionals } = parseArgs({
    args: before,
    allowPositionals: true,
    options: RUN_OPTIONS,
  });
  if (values.help) {
    process.stdout.write(say(msg('judge-usage.judge-help', judgeHelpArgs(FORMATS_LISTED)), language));
    return 0;
  }
  checkLang(values.lang);
  const w = wordsIn(language);
  const [file, source, ...rest] = positionals;
  if (file === undefined) throw new UsageError(msg('judge-usage.no-input-file'));
  if (rest.length > 0)
    throw new UsageError(msg('judge-usage.unexpected', { arg: rest[0] ?? '', example: 'holedox judge FILE -- COMMAND...' }));
  if (values.format !== undefined && !isFormatId(values.format))
    throw new UsageError(msg('judge-usage.format', { value: values.format ?? '', ids: formatChoices(FORMATS_LISTED).ids }));
  const timeLimitMs = wholeNumber('--time-limit', values['time-limit'], 1, 3_600_000);
  const memoryLimitMb = wholeNumber('--memory-limit', values['memory-limit'], 1, 1_048_576);
  const spec = solutionSpec(source, command);
  const languages = templates(spec, values.compile, values.run);

  // Read without blocking: a FIFO, a device or a huge file is refused at once, and a signal is heard meanwhile.
  const read = await readRegularFile(file, INPUT_MAX_BYTES);
  if (!('bytes' in read)) {
    process.stderr.write(`holedox: ${whyNotRead(file, read, language)}\n`);
    return 2;
  }
  const text = read.bytes.toString('utf8');
  const format: FormatId = (values.format as FormatId | undefined) ?? detectFormat(text);
  // Solved in a worker thread while the solution is prepared (a compile hides the worker's start).
  const ours = solveInWorker(text, format, language);
  const solution = await prepare(spec, languages, language);
  if (solution.kind === 'failure') ours.stop();
  if (solution.kind === 'failure') {
    if (solution.code !== 'compilation-error') {
      process.stderr.write(`holedox: ${solution.message}\n`);
      return 2;
    }
    const report = compileFailureReport(solution, timeLimitMs ?? DEFAULT_TIME_LIMIT_MS[format], language);
    writeCompilerOutput(solution.output);
    process.stdout.write(`${report.summary}\n`);
    return 1;
  }

  const report = await judgeFile({
    inputText: text,
    format,
    fileName: file,
    solution,
    solve: () => ours.answers,
    ...(timeLimitMs !== undefined ? { timeLimitMs } : {}),
    ...(memoryLimitMb !== undefined ? { memoryLimitKb: memoryLimitMb * 1024 } : {}),
    language,
  });
  if (report.verdict === 'nothing-judged') {
    process.stderr.write(`holedox: ${w(msg('judge-cli.nothing-to-judge', { file, allFlawed: report.skipped.length > 0 }))}\n`);
    return 2;
  }
  const lines = new LineIndex(text);
  const at = (offset: number) => {
    const p = lines.positionAt(offset);
    return `${file}:${p.line + 1}:${p.character + 1}`;
  };
  const out: string[] = [];
  for (const s of report.skipped)
    out.push(`${at(s.headerOffset)}: ${w(msg('judge-cli.skipped-case', { caseNumber: s.caseNumber, message: s.message }))}`);
  const failing = report.cases.filter((c) => !c.ok);
  const shown = 50;
  for (const c of failing.slice(0, shown))
    out.push(`${at(c.headerOffset)}: ${w(msg('judge-cli.failing-case', { caseNumber: c.caseNumber, message: c.message }))}`);
  if (failing.length > shown) out.push(w(msg('judge-cli.more-failing', { more: failing.length - shown })));
  for (const extra of report.extraLines.slice(0, 3)) out.push(w(msg('judge-cli.extra-line', { line: extra.line, text: extra.text })));
  if (report.verdict === 'runtime-error' && report.stderr.trim() !== '') {
    const tail = report.stderr.trimEnd().split('\n').slice(-20);
    out.push(w(msg('judge-cli.stderr-tail')), ...tail.map((line) => `  ${line}`));
  }
  out.push(report.summary);
  if (report.isolation !== undefined) out.push(report.isolation);
  process.stdout.write(`${out.join('\n')}\n`);
  return report.verdict === 'accepted' ? 0 : 1;
}

/** `holedox stress`'s options: the run's, and the stress test's own. */
const STRESS_OPTIONS = {
  ...RUN_OPTIONS,
  seed: { type: 'string' },
  cases: { type: 'string' },
  seconds: { type: 'string' },
  'max-side': { type: 'string' },
  'max-length': { type: 'string' },
  'max-time': { type: 'string' },
  jobs: { type: 'string' },
  out: { type: 'string' },
  hunt: { type: 'boolean' },
} as const;

type StressValues = ReturnType<typeof parseArgs<{ options: typeof STRESS_OPTIONS; allowPositionals: true }>>['values'];

/** A stress run as the command line asks for it, every value checked. */
interface StressSettings {
  readonly format: FormatId;
  readonly seed: number;
  readonly cases: number | undefined;
  readonly seconds: number | undefined;
  readonly timeLimitMs: number | undefined;
  readonly memoryLimitMb: number | undefined;
  readonly jobs: number | undefined;
  readonly sizes: StressSizes;
  readonly spec: SolutionSpec;
  readonly languages: LanguageTemplates | undefined;
  /** --hunt: only the hunt for slow cases. */
  readonly huntOnly: boolean;
}

async function runStressCommand(args: readonly string[], language: Language = 'en'): Promise<number> {
  const { before, command } = splitCommand(args);
  const { values, positionals } = parseArgs({ args: before, allowPositionals: true, options: STRESS_OPTIONS });
  if (values.help) {
    process.stdout.write(
      say(
        msg(
          'judge-usage.stress-help',
          stressHelpArgs(FORMATS_LISTED, DEFAULT_STRESS_FORMAT, { reruns: CONFIRM_RERUNS, cores: availableParallelism() }),
        ),
        language,
      ),
    );
    return 0;
  }
  checkLang(values.lang);
  const settings = stressSettings(values, positionals, command);
  const { format, seed, timeLimitMs } = settings;

  const solution = await prepare(settings.spec, settings.languages, language);
  if (solution.kind === 'failure') {
    if (solution.code === 'compilation-error') {
      writeCompilerOutput(solution.output);
      process.stdout.write(`${compileFailureReport(solution, timeLimitMs ?? DEFAULT_TIME_LIMIT_MS[format], language).summary}\n`);
      return 1;
    }
    process.stderr.write(`holedox: ${solution.message}\n`);
    return 2;
  }
  const report = settings.huntOnly ? await huntOnly(settings, solution, language) : await stressWithProgress(settings, solution, language);
  const w = wordsIn(language);
  const reproduce = ['holedox', 'stress', ...(values.seed === undefined ? ['--seed', String(seed)] : []), ...args].map(shellWord).join(' ');
  if (!report.found) {
    if (!settings.huntOnly) {
      const rate = Math.round((report.checked * 1000) / Math.max(1, report.elapsedMs));
      process.stdout.write(`${w(msg('judge-cli.no-difference', { checked: report.checked, seed, rate }))}
`);
    }
    const status = report.hunt ? writeHuntReport(report.hunt, format, values.out, reproduce, language) : 0;
    if (report.isolation !== undefined)
      process.stdout.write(`${report.isolation}
`);
    return status;
  }
  const name = join(values.out ?? '.', `counterexample.${format}`);
  try {
    writeFileSync(name, report.counterexample.inputText);
    writeFileSync(`${name}.out`, report.counterexample.ourAnswer);
  } catch (error) {
    process.stderr.write(`holedox: ${w(msg('judge-cli.cannot-write', { name, code: errorCode(error) }))}\n`);
    return 2;
  }
  process.stdout.write(counterexampleReport(report, name, seed, reproduce, language));
  if (report.isolation !== undefined) process.stdout.write(`${report.isolation}\n`);
  return 1;
}

/** `--hunt`: the hunt alone, as a stress report (a wrong answer it meets is shrunk and reported as stress reports one). */
async function huntOnly(settings: StressSettings, solution: PreparedSolution, language: Language): Promise<StressReport> {
  const { format, seed, cases, seconds, timeLimitMs, memoryLimitMb, jobs, sizes } = settings;
  const w = wordsIn(language);
  const live = process.stderr.isTTY === true;
  const limits = {
    ...(timeLimitMs !== undefined ? { timeLimitMs } : {}),
    ...(memoryLimitMb !== undefined ? { memoryLimitKb: memoryLimitMb * 1024 } : {}),
  };
  const hunt = await huntSlowInput({
    format,
    seed,
    solution,
    sizes,
    ...(cases !== undefined ? { candidates: cases } : {}),
    ...(seconds !== undefined ? { seconds } : {}),
    ...limits,
    ...(jobs !== undefined ? { jobs } : {}),
    language,
    ...(live
      ? {
          onProgress: (p: { tried: number; slowestCpuMs: number; elapsedMs: number }) =>
            process.stderr.write(
              `\r\x1b[K${w(msg('judge-cli.hunt-progress', { tried: p.tried, slowest: cpuText(p.slowestCpuMs), seconds: (p.elapsedMs / 1000).toFixed(1) }))}`,
            ),
        }
      : {}),
  });
  if (live) process.stderr.write('\r\x1b[K');
  const isolation = hunt.isolation !== undefined ? { isolation: hunt.isolation } : {};
  if (hunt.wrongInput === undefined) return { found: false, checked: 0, elapsedMs: hunt.elapsedMs, hunt, ...isolation };
  const counterexample = await shrinkInput({ format, inputText: hunt.wrongInput, solution, ...limits });
  if (counterexample === undefined) return { found: false, checked: 0, elapsedMs: hunt.elapsedMs, hunt, ...isolation };
  return { found: true, checked: hunt.tried, elapsedMs: hunt.elapsedMs, seed, counterexample, ...isolation };
}

/** A CPU time as the reports print it: whole milliseconds, or three decimals below one. */
function cpuText(ms: number): string {
  return ms >= 10 ? String(Math.round(ms)) : ms >= 1 ? ms.toFixed(1) : ms.toFixed(3);
}

/** What stdout says of the hunt: a Time Limit Exceeded written to a file (exit 1), or the slowest case (exit 0). */
function writeHuntReport(hunt: HuntReport, format: FormatId, out: string | undefined, reproduce: string, language: Language): number {
  const w = wordsIn(language);
  const why = (lines: readonly string[]) => `${w(msg('judge-cli.prunings'))}\n${lines.map((line) => `  ${line}\n`).join('')}`;
  const found = hunt.timeLimit;
  if (found) {
    const name = join(out ?? '.', `time-limit.${format}`);
    try {
      writeFileSync(name, found.inputText);
      writeFileSync(`${name}.out`, found.ourAnswer);
    } catch (error) {
      process.stderr.write(`holedox: ${w(msg('judge-cli.cannot-write', { name, code: errorCode(error) }))}\n`);
      return 2;
    }
    const title = verdictTitle('time-limit', language);
    process.stdout.write(
      `${w(msg('judge-cli.hunt-time-limit', { title, cases: found.cases, cpu: cpuText(found.cpuMs), runs: found.runs, limit: found.timeLimitMs, ours: cpuText(found.ourMs), steps: found.shrinkSteps, name }))}\n` +
        found.inputText +
        `${w(msg('judge-cli.our-answer', { name }))}\n${found.ourAnswer}` +
        why(found.explanation) +
        `${w(msg('judge-cli.reproduce', { command: reproduce }))}\n`,
    );
    return 1;
  }
  const slowest = hunt.slowest;
  if (!slowest) {
    process.stdout.write(`${w(msg('judge-cli.hunt-nothing', { tried: hunt.tried }))}\n`);
    return 0;
  }
  process.stdout.write(
    `${w(msg('judge-cli.hunt-slowest', { tried: hunt.tried, cpu: cpuText(slowest.cpuMs), ours: cpuText(slowest.ourMs), limit: hunt.timeLimitMs }))}\n${slowest.inputText}${why(slowest.explanation)}`,
  );
  return 0;
}

/** The settings of a stress run from its options, or a UsageError saying what is wrong. */
function stressSettings(values: StressValues, positionals: readonly string[], command: string[] | undefined): StressSettings {
  const [source, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError(msg('judge-usage.unexpected', { arg: rest[0] ?? '', example: 'holedox stress -- COMMAND...' }));
  const format = values.format ?? DEFAULT_STRESS_FORMAT;
  if (!isFormatId(format)) throw new UsageError(msg('judge-usage.format', { value: format, ids: formatChoices(FORMATS_LISTED).ids }));
  if (values.cases !== undefined && values.seconds !== undefined) throw new UsageError(msg('judge-usage.cases-or-seconds'));
  const sizes = stressSizes(format, values);
  const spec = solutionSpec(source, command);
  return {
    format,
    seed: wholeNumber('--seed', values.seed, 0, 0xffff_ffff) ?? randomInt(0, 0xffff_ffff),
    cases: wholeNumber('--cases', values.cases, 1, 1e9),
    seconds: wholeNumber('--seconds', values.seconds, 1, 1e6),
    timeLimitMs: wholeNumber('--time-limit', values['time-limit'], 1, 3_600_000),
    memoryLimitMb: wholeNumber('--memory-limit', values['memory-limit'], 1, 1_048_576),
    jobs: wholeNumber('--jobs', values.jobs, 1, 1024),
    sizes,
    spec,
    languages: templates(spec, values.compile, values.run),
    huntOnly: values.hunt === true,
  };
}

/** The case-size bounds asked for, each checked against the format that takes it. */
function stressSizes(format: FormatId, values: StressValues): StressSizes {
  const maxSide = wholeNumber('--max-side', values['max-side'], 0, 1e6);
  const maxLength = wholeNumber('--max-length', values['max-length'], 0, 1e6);
  const maxTime = wholeNumber('--max-time', values['max-time'], 0, 1e6);
  // A bound another format takes: say which, rather than ignore it.
  const taken = formatById(format).stress?.sizes ?? {};
  for (const [flag, key, value] of [
    ['--max-length', 'maxLength', maxLength],
    ['--max-time', 'maxTime', maxTime],
  ] as const) {
    const owner = FORMAT_IDS.find((id) => formatById(id).stress?.sizes[key]);
    if (value !== undefined && !taken[key] && owner)
      throw new UsageError(msg('judge-usage.other-formats-flag', { flag, format: formatById(owner).displayName, id: owner }));
  }
  const sizes: StressSizes = {
    ...(maxSide !== undefined ? { maxSide } : {}),
    ...(maxLength !== undefined ? { maxLength } : {}),
    ...(maxTime !== undefined ? { maxTime } : {}),
  };
  const sizeErrors = validateStressSizes(format, sizes);
  if (sizeErrors.length > 0) throw new UsageError(...sizeErrors);
  return sizes;
}

/** Runs the stress test, with a progress line on stderr when it is a terminal. */
async function stressWithProgress(settings: StressSettings, solution: PreparedSolution, language: Language): Promise<StressReport> {
  const { format, seed, sizes, cases, seconds, timeLimitMs, memoryLimitMb, jobs } = settings;
  const w = wordsIn(language);
  const live = process.stderr.isTTY === true;
  const report = await stressTest({
    format,
    seed,
    solution,
    sizes,
    ...(cases !== undefined ? { cases } : {}),
    ...(seconds !== undefined ? { seconds } : {}),
    ...(timeLimitMs !== undefined ? { timeLimitMs } : {}),
    ...(memoryLimitMb !== undefined ? { memoryLimitKb: memoryLimitMb * 1024 } : {}),
    ...(jobs !== undefined ? { jobs } : {}),
    language,
    ...(live
      ? {
          onProgress: (p: StressProgress) =>
            process.stderr.write(
              `\r\x1b[K${
                p.hunt
                  ? w(
                      msg('judge-cli.hunt-progress', {
                        tried: p.hunt.tried,
                        slowest: cpuText(p.hunt.slowestCpuMs),
                        seconds: (p.elapsedMs / 1000).toFixed(1),
                      }),
                    )
                  : w(
                      msg('judge-cli.progress', {
                        checked: p.checked,
                        perSecond: Math.round(p.perSecond),
                        seconds: (p.elapsedMs / 1000).toFixed(1),
                      }),
                    )
              }`,
            ),
        }
      : {}),
  });
  if (live) process.stderr.write('\r\x1b[K');
  return report;
}

/** What stdout says of a counterexample written to `name`: the input, both answers, why, and how to reproduce it. */
function counterexampleReport(
  report: Extract<StressReport, { found: true }>,
  name: string,
  seed: number,
  reproduce: string,
  language: Language,
): string {
  const w = wordsIn(language);
  const ce = report.counterexample;
  const shown = (text: string) => (text === '' ? `${w(msg('judge-cli.nothing'))}\n` : text.endsWith('\n') ? text : `${text}\n`);
  const flaky = ce.failedRuns < ce.runs;
  const title = verdictTitle(ce.verdict, language);
  const found = flaky
    ? w(msg('judge-cli.found-flaky', { title, failed: ce.failedRuns, runs: ce.runs, checked: report.checked, seed, name }))
    : w(msg('judge-cli.found', { title, checked: report.checked, seed, steps: ce.shrinkSteps, name }));
  return (
    `${found}\n` +
    ce.inputText +
    `${w(msg('judge-cli.our-answer', { name }))}\n${shown(ce.ourAnswer)}` +
    `${w(msg('judge-cli.their-answer'))}\n${shown(ce.theirAnswer)}` +
    (ce.reason !== '' ? `${ce.reason}\n` : '') +
    (ce.slow
      ? `${w(msg('judge-cli.ours-on-it', { ours: cpuText(ce.slow.ourMs) }))}\n${w(msg('judge-cli.prunings'))}\n${ce.slow.explanation.map((line) => `  ${line}\n`).join('')}`
      : '') +
    (ce.verdict === 'runtime-error' && ce.stderr.trim() !== ''
      ? `${w(msg('judge-cli.stderr-tail'))}\n${ce.stderr
          .trimEnd()
          .split('\n')
          .slice(-10)
          .map((line) => `  ${line}\n`)
          .join('')}`
      : '') +
    `${w(flaky ? msg('judge-cli.reproduce-flaky', { command: reproduce, failed: ce.failedRuns, runs: ce.runs }) : msg('judge-cli.reproduce', { command: reproduce }))}\n`
  );
}

/** A word as a POSIX shell would need it, for the line to copy. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

function errorCode(error: unknown): string {
  return error instanceof Error && 'code' in error ? String(error.code) : String(error);
}

/** What the CLI's solve worker is given: this module, loaded again in a worker thread, solves it and posts the answers. */
interface SolveWork {
  readonly holedoxSolve: { readonly text: string; readonly format: FormatId; readonly language: Language };
}

if (!isMainThread && parentPort && (workerData as Partial<SolveWork> | null)?.holedoxSolve) {
  const { text, format, language } = (workerData as SolveWork).holedoxSolve;
  parentPort.postMessage(solveText(text, format, language));
}

/**
 * Our answers solved in a worker thread: a long search of ours must not hold the main thread,
 * which takes SIGINT, SIGTERM and SIGHUP (endRunsOnSignals) and exits at once; exiting ends
 * the worker.
 */
function solveInWorker(text: string, format: FormatId, language: Language): { answers: Promise<readonly OurCaseAnswer[]>; stop(): void } {
  const worker = new Worker(__filename, { workerData: { holedoxSolve: { text, format, language } } satisfies SolveWork });
  const answers = new Promise<readonly OurCaseAnswer[]>((resolve, reject) => {
    worker.once('message', (verdicts: readonly OurCaseAnswer[]) => {
      resolve(verdicts);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the solve worker exited with code ${code} before answering`)));
  });
  // Awaited only once the solution is prepared: a failure before then is judgeFile's to report.
  answers.catch(() => {});
  return { answers, stop: () => void worker.terminate() };
}

/** Exit codes a CLI gives for the signal that ended it: 128 + its number. */
const SIGNAL_EXITS = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;

/**
 * On SIGINT, SIGTERM or SIGHUP: end every run (a program ignoring SIGTERM, in a session of its
 * own, ends too), then exit as the signal says. Without this Node would exit at once and leave
 * the program running, re-parented to init.
 */
function endRunsOnSignals(): () => void {
  const handlers = Object.entries(SIGNAL_EXITS).map(([signal, code]) => {
    const handler = () => {
      void endAllRuns().finally(() => process.exit(code));
    };
    process.on(signal, handler);
    return () => process.off(signal, handler);
  });
  return () => handlers.forEach((off) => off());
}

/**
 * A usage error's words in `language`; for parseArgs' own errors (an unknown option, a value
 * missing), ours, else its English. Undefined for any other error.
 */
function usageMessage(error: unknown, language: Language): string | undefined {
  if (error instanceof UsageError) return error.in(language);
  if (!(error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) return undefined;
  const w = wordsIn(language);
  const unknown = /^Unknown option '([^']+)'/.exec(error.message);
  if (unknown?.[1] !== undefined) return w(msg('judge-usage.unknown-option', { option: unknown[1] }));
  const option = /^Option '(?:-\w, )?(--?[\w-]+)(?: <value>)?' (argument missing|does not take an argument)/.exec(error.message);
  if (option?.[1] !== undefined)
    return w(
      option[2] === 'argument missing'
        ? msg('judge-usage.missing-value', { option: option[1] })
        : msg('judge-usage.no-option-value', { option: option[1] }),
    );
  return error.message;
}

/**
 * A stdout that cannot be written (read-only, a full disk) makes the exit status 2, with one
 * line on stderr, never a stack trace; a reader that went away (`| head -1`) ends nothing:
 * the status stays the verdict's, as in the plain CLI.
 */
function exitTwoWhenStdoutFails(language: Language): void {
  let failed = false;
  process.stdout.on('error', (error: unknown) => {
    const code = errorCode(error);
    if (code === 'EPIPE' || code === 'ECONNRESET' || failed) return;
    failed = true;
    process.stderr.write(`holedox: ${say(msg('cli.cannot-write-stdout', { code }), language)}\n`);
    // Set at the very end: the command's own status is set when it returns, which may come later.
    process.on('exit', () => (process.exitCode = 2));
  });
}

/** Runs a subcommand; usage errors become one line and exit 2, never a stack trace. */
export async function runSubcommand(name: 'judge' | 'stress', args: readonly string[]): Promise<number> {
  const stopHandling = endRunsOnSignals();
  const language = cliLanguage(args, process.env);
  exitTwoWhenStdoutFails(language);
  try {
    return await (name === 'judge' ? runJudgeCommand(args, language) : runStressCommand(args, language));
  } catch (error) {
    const message = usageMessage(error, language);
    if (message !== undefined) {
      process.stderr.write(`holedox ${name}: ${message}\n\n${say(msg('judge-usage.see-help', { command: name }), language)}\n`);
      return 2;
    }
    throw error;
  } finally {
    stopHandling();
  }
}

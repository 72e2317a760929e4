// `holedox judge` and `holedox stress`: the CLI face of src/judge. Results go to stdout,
// usage and read errors to stderr; exit 0 only on Accepted (judge) or no counterexample
// (stress), 1 otherwise, 2 for a usage, read or start-up error.
import { randomInt } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, homedir, tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { FORMAT_IDS } from '../core/formats/format';
import type { Language } from '../core/l10n/message';
import { formatById } from '../core/formats/registry';
import { validateStressSizes, type StressSizes } from '../core/grading/stressCases';
import { detectFormat, isFormatId, type FormatId } from '../core/puzzleFile';
import { LineIndex } from '../core/text';
import {
  compileFailureReport,
  CONFIRM_RERUNS,
  DEFAULT_TIME_LIMIT_MS,
  endAllRuns,
  judgeFile,
  prepareSolution,
  stressTest,
  verdictTitle,
  type CompileFailure,
  type LanguageTemplates,
  type PreparedSolution,
  type SolutionSpec,
  type StressReport,
} from '../judge';
import { CLI_WORDS, cliLanguage, isLangArgument } from './cliWords';
import { judgeCliWords } from './judgeCliWords';

export const JUDGE_USAGE = `Usage: holedox judge FILE [options] -- COMMAND [ARG...]
       holedox judge FILE [options] SOURCE

Runs your solution on FILE (a .holedox or .tempter input) with the file on its
standard input, and compares its output with the judge's answers case by case.
SOURCE is compiled or run by its extension: .cpp .cc .cxx (g++ -O2 -std=c++17),
.c (gcc -O2), .py (python3), .js (node), .java (javac + java); anything else runs
as an executable. Compiled programs are cached by content.

Options:
  --time-limit MS   CPU time per run (default: Holedox 5000, Tempter 1000)
  --memory-limit MB memory of the whole run, beyond its runtime's own (default:
                    Holedox 64, Tempter 32, as the statements say)
  --format F        holedox or tempter instead of detecting it
  --compile TEMPLATE  compile SOURCE with this command ({source}, {binary}, {dir}, {name})
  --run TEMPLATE    run SOURCE with this command (same placeholders)
  --help            show this help

Prints one line per failing case as FILE:LINE:COL, then a summary line with the
verdict, time and memory. Exit 0 only on Accepted, 1 on any other verdict, 2 on
a usage, read or start-up error; on SIGINT, SIGTERM or SIGHUP the program is
ended first, then the exit is 130, 143 or 129.
`;

export const STRESS_USAGE = `Usage: holedox stress [options] -- COMMAND [ARG...]
       holedox stress [options] SOURCE

Runs your solution on random cases from a seeded generator (small first, growing
to the judge's limits, many cases per run) and compares each answer with ours.
On the first difference it shrinks the case while your program still gets it
wrong, writes counterexample.holedox (or .tempter) and its .out with our answer,
and prints the case, both answers and the seed that reproduces the run. Before
that it runs your program on the case ${CONFIRM_RERUNS} times more: a program that fails
only some of the time is reported as flaky ("failed 2 of 6 runs"), unshrunk.

Options:
  --format F        holedox (default) or tempter
  --seed S          0..4294967295 (default: random, printed)
  --cases N         stop after N cases (default 10000)
  --seconds S       stop after S seconds instead
  --max-side N      largest rows and columns (Holedox up to 20, Tempter up to 6)
  --max-length L    largest snake (Holedox, 2..8)
  --max-time T      largest T (Tempter, 1..49)
  --time-limit MS   CPU time per run (default: Holedox 5000, Tempter 1000)
  --memory-limit MB memory of a whole run, as for holedox judge (default: Holedox 64,
                    Tempter 32)
  --jobs N          runs of your program at once (default: this machine's cores,
                    ${availableParallelism()}); the same seed finds the same case whatever N is
  --out DIR         where to write the counterexample (default: the current folder)
  --compile TEMPLATE, --run TEMPLATE   as for holedox judge
  --help            show this help

Exit 0 when no difference was found, 1 with a counterexample, 2 on a usage or
start-up error.
`;

class UsageError extends Error {}

/** Splits at the first `--`: options and positionals before, the command after. */
function splitCommand(args: readonly string[]): { before: string[]; command: string[] | undefined } {
  const at = args.indexOf('--');
  return at < 0 ? { before: [...args], command: undefined } : { before: args.slice(0, at), command: args.slice(at + 1) };
}

function wholeNumber(name: string, value: string | undefined, lo: number, hi: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < lo || n > hi) throw new UsageError(`${name} wants a whole number from ${lo} to ${hi}, not '${value}'`);
  return n;
}

function cacheDir(): string {
  const base = process.env['XDG_CACHE_HOME'] || (homedir() ? join(homedir(), '.cache') : tmpdir());
  return join(base, 'holedox', 'solutions');
}

function solutionSpec(source: string | undefined, command: string[] | undefined): SolutionSpec {
  if (command !== undefined) {
    if (command.length === 0) throw new UsageError('nothing after --: give the command that runs your solution (-- ./a.out)');
    if (source !== undefined) throw new UsageError(`give either a source file or a command after --, not both ('${source}')`);
    return { command };
  }
  if (source === undefined) throw new UsageError('no solution given: add a source file (sol.cpp) or the command after -- (-- ./a.out)');
  return { sourceFile: source };
}

function templates(source: SolutionSpec, compile: string | undefined, run: string | undefined): LanguageTemplates | undefined {
  if (compile === undefined && run === undefined) return undefined;
  if (!('sourceFile' in source)) throw new UsageError('--compile and --run apply to a source file, not to a command');
  const extension = extname(source.sourceFile).slice(1).toLowerCase();
  const words = (text: string) => text.split(/\s+/).filter((w) => w !== '');
  return {
    [extension]: {
      ...(compile !== undefined ? { compile: words(compile) } : {}),
      run: run !== undefined ? words(run) : compile !== undefined ? ['{binary}'] : ['{source}'],
    },
  };
}

async function prepare(spec: SolutionSpec, languages: LanguageTemplates | undefined): Promise<PreparedSolution | CompileFailure> {
  return prepareSolution(spec, { cacheDir: cacheDir(), ...(languages ? { languages } : {}) });
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
function checkLang(value: string | undefined, language: Language): void {
  if (value !== undefined && !isLangArgument(value)) throw new UsageError(CLI_WORDS[language].lang(value));
}

/** The compiler's output as it was, ended by one newline (none when it said nothing). */
function writeCompilerOutput(output: string): void {
  process.stdout.write(output.endsWith('\n') || output === '' ? output : `${output}\n`);
}

export async function runJudgeCommand(args: readonly string[], language: Language = 'en'): Promise<number> {
  const { before, command } = splitCommand(args);
  const { values, positionals } = parseArgs({
    args: before,
    allowPositionals: true,
    options: RUN_OPTIONS,
  });
  if (values.help) {
    process.stdout.write(JUDGE_USAGE);
    return 0;
  }
  checkLang(values.lang, language);
  const say = judgeCliWords(language);
  const [file, source, ...rest] = positionals;
  if (file === undefined) throw new UsageError('no input file given');
  if (rest.length > 0) throw new UsageError(`unexpected '${rest[0]}': put the command after -- (holedox judge FILE -- COMMAND...)`);
  if (values.format !== undefined && !isFormatId(values.format))
    throw new UsageError(`--format wants holedox or tempter, not '${values.format}'`);
  const timeLimitMs = wholeNumber('--time-limit', values['time-limit'], 1, 3_600_000);
  const memoryLimitMb = wholeNumber('--memory-limit', values['memory-limit'], 1, 1_048_576);
  const spec = solutionSpec(source, command);
  const languages = templates(spec, values.compile, values.run);

  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    process.stderr.write(`holedox: ${CLI_WORDS[language].cannotRead(file, errorCode(error))}\n`);
    return 2;
  }
  const format: FormatId = (values.format as FormatId | undefined) ?? detectFormat(text);
  const solution = await prepare(spec, languages);
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
    ...(timeLimitMs !== undefined ? { timeLimitMs } : {}),
    ...(memoryLimitMb !== undefined ? { memoryLimitKb: memoryLimitMb * 1024 } : {}),
    language,
  });
  if (report.cases.length === 0) {
    process.stderr.write(`holedox: ${say.nothingToJudge(file, report.skipped.length > 0)}\n`);
    return 2;
  }
  const lines = new LineIndex(text);
  const at = (offset: number) => {
    const p = lines.positionAt(offset);
    return `${file}:${p.line + 1}:${p.character + 1}`;
  };
  const out: string[] = [];
  for (const s of report.skipped) out.push(`${at(s.headerOffset)}: ${say.skippedCase(s.caseNumber, s.message)}`);
  const failing = report.cases.filter((c) => !c.ok);
  const shown = 50;
  for (const c of failing.slice(0, shown)) out.push(`${at(c.headerOffset)}: ${say.failingCase(c.caseNumber, c.message)}`);
  if (failing.length > shown) out.push(say.moreFailing(failing.length - shown));
  for (const extra of report.extraLines.slice(0, 3)) out.push(say.extraLine(extra.line, extra.text));
  if (report.verdict === 'runtime-error' && report.stderr.trim() !== '') {
    const tail = report.stderr.trimEnd().split('\n').slice(-20);
    out.push(say.stderrTail(), ...tail.map((line) => `  ${line}`));
  }
  out.push(report.summary);
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
}

export async function runStressCommand(args: readonly string[], language: Language = 'en'): Promise<number> {
  const { before, command } = splitCommand(args);
  const { values, positionals } = parseArgs({ args: before, allowPositionals: true, options: STRESS_OPTIONS });
  if (values.help) {
    process.stdout.write(STRESS_USAGE);
    return 0;
  }
  checkLang(values.lang, language);
  const settings = stressSettings(values, positionals, command);
  const { format, seed, timeLimitMs } = settings;

  const solution = await prepare(settings.spec, settings.languages);
  if (solution.kind === 'failure') {
    if (solution.code === 'compilation-error') {
      writeCompilerOutput(solution.output);
      process.stdout.write(`${compileFailureReport(solution, timeLimitMs ?? DEFAULT_TIME_LIMIT_MS[format], language).summary}\n`);
      return 1;
    }
    process.stderr.write(`holedox: ${solution.message}\n`);
    return 2;
  }
  const report = await stressWithProgress(settings, solution, language);
  const say = judgeCliWords(language);
  if (!report.found) {
    const rate = Math.round((report.checked * 1000) / Math.max(1, report.elapsedMs));
    process.stdout.write(`${say.noDifference(report.checked, seed, rate)}\n`);
    return 0;
  }
  const name = join(values.out ?? '.', `counterexample.${format}`);
  try {
    writeFileSync(name, report.counterexample.inputText);
    writeFileSync(`${name}.out`, report.counterexample.ourAnswer);
  } catch (error) {
    process.stderr.write(`holedox: ${say.cannotWrite(name, errorCode(error))}\n`);
    return 2;
  }
  const reproduce = ['holedox', 'stress', ...(values.seed === undefined ? ['--seed', String(seed)] : []), ...args].map(shellWord).join(' ');
  process.stdout.write(counterexampleReport(report, name, seed, reproduce, language));
  return 1;
}

/** The settings of a stress run from its options, or a UsageError saying what is wrong. */
function stressSettings(values: StressValues, positionals: readonly string[], command: string[] | undefined): StressSettings {
  const [source, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError(`unexpected '${rest[0]}': put the command after -- (holedox stress -- COMMAND...)`);
  const format = values.format ?? 'holedox';
  if (!isFormatId(format)) throw new UsageError(`--format wants holedox or tempter, not '${format}'`);
  if (values.cases !== undefined && values.seconds !== undefined) throw new UsageError('give --cases or --seconds, not both');
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
  };
}

/** The case-size bounds asked for, each checked against the format that takes it. */
function stressSizes(format: FormatId, values: StressValues): StressSizes {
  const maxSide = wholeNumber('--max-side', values['max-side'], 0, 1e6);
  const maxLength = wholeNumber('--max-length', values['max-length'], 0, 1e6);
  const maxTime = wholeNumber('--max-time', values['max-time'], 0, 1e6);
  // A bound another format takes: say which, rather than ignore it.
  const taken = formatById(format).stress?.sizes ?? [];
  for (const [flag, key, value] of [
    ['--max-length', 'maxLength', maxLength],
    ['--max-time', 'maxTime', maxTime],
  ] as const) {
    const owner = FORMAT_IDS.find((id) => formatById(id).stress?.sizes.includes(key));
    if (value !== undefined && !taken.includes(key) && owner)
      throw new UsageError(`${flag} is for ${formatById(owner).displayName} (--format ${owner})`);
  }
  const sizes: StressSizes = {
    ...(maxSide !== undefined ? { maxSide } : {}),
    ...(maxLength !== undefined ? { maxLength } : {}),
    ...(maxTime !== undefined ? { maxTime } : {}),
  };
  const sizeErrors = validateStressSizes(format, sizes);
  if (sizeErrors.length > 0) throw new UsageError(sizeErrors.join('; '));
  return sizes;
}

/** Runs the stress test, with a progress line on stderr when it is a terminal. */
async function stressWithProgress(settings: StressSettings, solution: PreparedSolution, language: Language): Promise<StressReport> {
  const { format, seed, sizes, cases, seconds, timeLimitMs, memoryLimitMb, jobs } = settings;
  const say = judgeCliWords(language);
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
          onProgress: (p: { checked: number; perSecond: number; elapsedMs: number }) =>
            process.stderr.write(`\r\x1b[K${say.progress(p.checked, Math.round(p.perSecond), (p.elapsedMs / 1000).toFixed(1))}`),
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
  const say = judgeCliWords(language);
  const ce = report.counterexample;
  const shown = (text: string) => (text === '' ? `${say.nothing()}\n` : text.endsWith('\n') ? text : `${text}\n`);
  const flaky = ce.failedRuns < ce.runs;
  const title = verdictTitle(ce.verdict, language);
  const found = flaky
    ? say.foundFlaky(title, ce.failedRuns, ce.runs, report.checked, seed, name)
    : say.found(title, report.checked, seed, ce.shrinkSteps, name);
  return (
    `${found}\n` +
    ce.inputText +
    `${say.ourAnswer(name)}\n${shown(ce.ourAnswer)}` +
    `${say.theirAnswer()}\n${shown(ce.theirAnswer)}` +
    (ce.reason !== '' ? `${ce.reason}\n` : '') +
    (ce.verdict === 'runtime-error' && ce.stderr.trim() !== ''
      ? `${say.stderrTail()}\n${ce.stderr
          .trimEnd()
          .split('\n')
          .slice(-10)
          .map((line) => `  ${line}\n`)
          .join('')}`
      : '') +
    `${flaky ? say.reproduceFlaky(reproduce, ce.failedRuns, ce.runs) : say.reproduce(reproduce)}\n`
  );
}

/** A word as a POSIX shell would need it, for the line to copy. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

function errorCode(error: unknown): string {
  return error instanceof Error && 'code' in error ? String(error.code) : String(error);
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

/** Runs a subcommand; usage errors become one line and exit 2, never a stack trace. */
export async function runSubcommand(name: 'judge' | 'stress', args: readonly string[]): Promise<number> {
  const stopHandling = endRunsOnSignals();
  const language = cliLanguage(args, process.env);
  try {
    return await (name === 'judge' ? runJudgeCommand(args, language) : runStressCommand(args, language));
  } catch (error) {
    if (error instanceof UsageError || (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
      process.stderr.write(`holedox ${name}: ${error.message}\n\nRun 'holedox ${name} --help' for the options.\n`);
      return 2;
    }
    throw error;
  } finally {
    stopHandling();
  }
}

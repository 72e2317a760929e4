// The judge CLI: `holedox [FILE|-] [--format holedox|tempter] [--max-states N] [--time-limit MS]`.
// Answers go to stdout exactly as the judge expects them; diagnostics go to stderr as FILE:LINE:COL so
// terminals make them clickable. Exit 0 when clean, 1 when the input has errors, 2 on bad usage
// or when the input cannot be read or the answers written.
import { setFlagsFromString } from 'node:v8';
import { errorCode, looksLikeUtf16, openInput, OutputClosed, OutputFailed, writeErr, writeOut, type Input } from './cli/stdio';
import { answerCleanFile, readCleanFile, reportedWarnings } from './core/fastLane';
import type { Issue } from './core/issues';
import { addWords, msg, say, type Language, type Message } from './core/l10n/message';
import { CLI_WORDS, cliLanguage, formatChoices, isLangArgument, searchCaps } from './cli/cliWords';
import { formatFromFileName, isFormatId, type FormatId } from './core/puzzleFile';
import { answerStream } from './cli/streamAnswers';
import type { LineColumn } from './core/text';
import { FORMAT_IDS, type BudgetNames } from './core/formats/format';
import { formatById } from './core/formats/registry';

/**
 * A single case stays within about 10 s and 600 MB by default: the state budget bounds the
 * memory (docs/performance.md has the bytes per state), the time budget the rest.
 */
const DEFAULT_TIME_LIMIT_MS = 10_000;

/** How the messages of a case that spent a budget tell the user to raise it. */
const BUDGET_NAMES: BudgetNames = { states: '--max-states', time: '--time-limit' };

// The CLI words its messages here, so its part of the catalogue joins the core's here.
addWords(CLI_WORDS);
const language = cliLanguage(process.argv.slice(2), process.env);
/** A message (the CLI's or the core's) in the CLI's language. */
const words = (message: Message): string => say(message, language);
/** The formats the usage and the `--format` error list: the registry's. */
const FORMAT_CHOICES = formatChoices(FORMAT_IDS.map(formatById));
const USAGE = words(
  msg('cli.usage', { timeLimitMs: DEFAULT_TIME_LIMIT_MS, ...searchCaps(FORMAT_IDS.map(formatById), language), ...FORMAT_CHOICES }),
);

/*
 * The CLI is a short batch process, so it asks V8 to wait longer before optimising a
 * function: on a small file the compiles would cost more than the whole solve, and long
 * searches still reach optimised code soon (figures in docs/performance.md). Set before
 * any solver code has run; the extension host and its solve worker keep V8's defaults.
 */
setFlagsFromString('--interrupt-budget=500000');

interface CliOptions {
  file?: string;
  format?: FormatId;
  stats: boolean;
  help: boolean;
  /** Absent: each solver's default. */
  maxStates?: number;
  timeLimitMs: number;
}

/** A flag's whole-number value (digits only, at least `min`), or undefined. */
function wholeNumber(value: string | undefined, min: number): number | undefined {
  if (value === undefined || !/^[0-9]+$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= min ? n : undefined;
}

function parseArguments(args: readonly string[]): CliOptions | string {
  const options: CliOptions = { stats: false, help: false, timeLimitMs: DEFAULT_TIME_LIMIT_MS };
  let optionsEnded = false;
  for (let k = 0; k < args.length; k++) {
    const arg = args[k] ?? '';
    if (optionsEnded) {
      if (options.file !== undefined) return words(msg('cli.one-file', { first: options.file, second: arg }));
      options.file = arg;
    } else if (arg === '--') optionsEnded = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--stats') options.stats = true;
    else if (arg === '--max-states' || arg.startsWith('--max-states=')) {
      const value = arg === '--max-states' ? args[++k] : arg.slice('--max-states='.length);
      const n = wholeNumber(value, 1);
      if (n === undefined) return words(msg('cli.max-states', { value: value ?? '' }));
      options.maxStates = n;
    } else if (arg === '--time-limit' || arg.startsWith('--time-limit=')) {
      const value = arg === '--time-limit' ? args[++k] : arg.slice('--time-limit='.length);
      const n = wholeNumber(value, 0);
      if (n === undefined) return words(msg('cli.time-limit', { value: value ?? '' }));
      options.timeLimitMs = n;
    } else if (arg === '--format' || arg.startsWith('--format=')) {
      const value = arg === '--format' ? args[++k] : arg.slice('--format='.length);
      if (value === undefined || !isFormatId(value)) return words(msg('cli.format', { value: value ?? '', ids: FORMAT_CHOICES.ids }));
      options.format = value;
    } else if (arg === '--lang' || arg.startsWith('--lang=')) {
      // Read before the rest (cliLanguage), so that even this line is in the language asked for.
      const value = arg === '--lang' ? args[++k] : arg.slice('--lang='.length);
      if (!isLangArgument(value)) return words(msg('cli.lang', { value: value ?? '' }));
    } else if (arg.startsWith('-') && arg !== '-') return words(msg('cli.unknown-option', { option: arg }));
    else if (options.file !== undefined) return words(msg('cli.one-file', { first: options.file, second: arg }));
    else options.file = arg;
  }
  return options;
}

/** `error`/`warning` and the code stay as they are in every language: tools match on them. */
function formatIssue(fileName: string, at: LineColumn, issue: Issue, inLanguage: Language = 'en'): string {
  return `${fileName}:${at.line + 1}:${at.character + 1}: ${issue.severity}: ${say(issue.message, inLanguage)} [${issue.code}]`;
}

/** Whether an error has been reported so far: the exit status if stdout closes early. */
let exitStatus = 0;

/** How a file is answered: its name in diagnostics, its declared format, the budgets and whether --stats was given. */
interface Answering {
  readonly fileName: string;
  readonly format: FormatId | undefined;
  readonly stats: boolean;
  readonly maxStates: number | undefined;
  /** Undefined for no time budget. */
  readonly timeLimitMs: number | undefined;
}

function main(): number {
  const options = parseArguments(process.argv.slice(2));
  if (typeof options === 'string') {
    writeErr(`holedox: ${options}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    writeOut(USAGE);
    return 0;
  }
  const fromStdin = options.file === undefined || options.file === '-';
  const fileName = fromStdin ? '<stdin>' : (options.file ?? '');
  let input: Input;
  let chunks: Iterable<Uint8Array>;
  try {
    input = openInput(fromStdin ? undefined : fileName);
  } catch (error) {
    writeErr(`holedox: ${words(msg('cli.cannot-read', { file: fileName, code: errorCode(error) }))}\n`);
    return 2;
  }
  if (looksLikeUtf16(input.head)) {
    writeErr(`holedox: ${words(msg('cli.utf16', { file: fileName }))}\n`);
    return 2;
  }
  const answering: Answering = {
    fileName,
    // A declared format (--format, else the file's extension) is kept: a typo must not switch it.
    format: options.format ?? (fromStdin ? undefined : formatFromFileName(fileName)),
    stats: options.stats,
    maxStates: options.maxStates,
    // 0 turns the time budget off; the core takes no limit as none.
    timeLimitMs: options.timeLimitMs > 0 ? options.timeLimitMs : undefined,
  };
  // A clean file is answered from its bytes; any flaw sends it to the full lane, which reports it.
  const answered = input.bytes ? answerClean(answering, input.bytes) : undefined;
  if (answered !== undefined) return answered;

  // The full lane reads the file a window at a time and answers as it goes (streamAnswers.ts).
  // A file is read again rather than kept: the full lane then holds a window, not the file.
  try {
    chunks = input.chunks();
  } catch (error) {
    writeErr(`holedox: ${words(msg('cli.cannot-read', { file: fileName, code: errorCode(error) }))}\n`);
    return 2;
  }
  // Drops the whole file's bytes (input.bytes) while the full lane streams it.
  // eslint-disable-next-line no-useless-assignment -- the old object would keep them alive
  input = { head: input.head, chunks: input.chunks };
  return answerFull(answering, chunks);
}

/** The fast lane: the exit status when the file is clean and answered from its bytes, else undefined. */
function answerClean(answering: Answering, bytes: Buffer): number | undefined {
  const { maxStates, timeLimitMs } = answering;
  const budget = {
    ...(maxStates === undefined ? {} : { maxStates }),
    ...(timeLimitMs === undefined ? {} : { timeLimitMs }),
  };
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const clean = readCleanFile(bytes.subarray(bom), answering.format);
  if (clean === undefined) return undefined;
  const started = performance.now();
  const answers = answerCleanFile(clean, budget);
  const solveMs = performance.now() - started;
  if (answers === undefined) return undefined;
  writeOut(answers.output);
  // Warnings only (the reader declines any error): the exit status stays 0.
  for (const { issue, at } of reportedWarnings(clean)) writeErr(`${formatIssue(answering.fileName, at, issue, language)}\n`);
  if (answering.stats) writeStats(clean.format, clean.cases, 0, answers.expanded, solveMs);
  return 0;
}

/** The full lane: the file's chunks answered window by window, every issue reported; returns the exit status. */
function answerFull(answering: Answering, chunks: Iterable<Uint8Array>): number {
  const { fileName, format, maxStates, timeLimitMs } = answering;
  const started = performance.now();
  const summary = answerStream(
    chunks,
    {
      answers: (text) => writeOut(text),
      issue: (issue, at) => {
        if (issue.severity === 'error') exitStatus = 1;
        writeErr(`${formatIssue(fileName, at, issue, language)}\n`);
      },
    },
    {
      ...(format ? { format, declared: true } : {}),
      verdicts: {
        budget: {
          ...(maxStates === undefined ? {} : { maxSearch: maxStates }),
          ...(timeLimitMs === undefined ? {} : { timeLimitMs }),
          // The judge prints only the answer: no path kept (Holedox: no parent links, 4 bytes a state less).
          witness: false,
        },
        budgetNames: BUDGET_NAMES,
      },
    },
  );
  const solveMs = performance.now() - started;
  if (answering.stats) writeStats(summary.format, summary.cases, summary.skipped, summary.expanded, solveMs);
  return summary.errors ? 1 : 0;
}

function writeStats(format: FormatId, cases: number, skipped: number, expanded: number, solveMs: number): void {
  writeErr(`${JSON.stringify({ format, cases, skipped, expanded, solveMs: Math.round(solveMs * 1000) / 1000 })}\n`);
}

function internalError(error: unknown): void {
  // Never a stack trace: an internal failure is reported in one line.
  writeErr(`holedox: ${words(msg('cli.internal-error', { message: error instanceof Error ? error.message : String(error) }))}\n`);
  process.exitCode = 70;
}

const subcommand = process.argv[2];
if (subcommand === 'judge' || subcommand === 'stress') {
  // Loaded only here: the plain judge run is a short process and should not pay for child_process and friends.
  import('./cli/judgeCommands')
    .then(({ runSubcommand }) => runSubcommand(subcommand, process.argv.slice(3)))
    .then((code) => {
      process.exitCode = code;
    }, internalError);
} else {
  try {
    process.exitCode = main();
  } catch (error) {
    // stdout closed by its reader (`… | head -1`): end quietly with the status found so far.
    if (error instanceof OutputClosed) process.exitCode = exitStatus;
    else if (error instanceof OutputFailed) {
      writeErr(`holedox: ${words(msg('cli.cannot-write-stdout', { code: error.code }))}\n`);
      process.exitCode = 2;
    } else internalError(error);
  }
}

// The judge CLI: `holedox [FILE|-] [--format holedox|tempter]`. Answers go to stdout
// exactly as the judge expects them; diagnostics go to stderr as FILE:LINE:COL so
// terminals make them clickable. Exit 0 when clean, 1 when the input has errors, 2 on bad usage.
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { answerCleanFile, readCleanFile } from './core/cleanFile';
import type { Issue } from './core/issues';
import { isFormatId, parsePuzzle, type FormatId } from './core/puzzleFile';
import { LineIndex } from './core/text';
import { judgeOutput, solveDocument } from './core/verdicts';

const USAGE = `Usage: holedox [FILE|-] [--format holedox|tempter] [--stats]

Solves every case of a Holedox (POJ 1324) or Tempter (HDU 1010) input file and
prints the judge's expected output. Reads standard input when FILE is - or absent.

Options:
  --format F   treat the input as F (holedox or tempter) instead of detecting it
  --stats      after solving, print search statistics as one JSON line on stderr
  --help       show this help

Diagnostics go to stderr as FILE:LINE:COL: error|warning: message [code].
Exit status: 0 when the input is clean, 1 when it has errors (the well-formed
cases are still answered), 2 on a usage or read error.
`;

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
}

function parseArguments(args: readonly string[]): CliOptions | string {
  const options: CliOptions = { stats: false, help: false };
  for (let k = 0; k < args.length; k++) {
    const arg = args[k] ?? '';
    if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--stats') options.stats = true;
    else if (arg === '--format' || arg.startsWith('--format=')) {
      const value = arg === '--format' ? args[++k] : arg.slice('--format='.length);
      if (value === undefined || !isFormatId(value)) return `--format wants holedox or tempter, not '${value ?? ''}'`;
      options.format = value;
    } else if (arg.startsWith('-') && arg !== '-') return `unknown option '${arg}'`;
    else if (options.file !== undefined) return `one input file at a time ('${options.file}' and '${arg}' given)`;
    else options.file = arg;
  }
  return options;
}

export function formatIssue(fileName: string, lines: LineIndex, issue: Issue): string {
  const at = lines.positionAt(issue.range.start);
  return `${fileName}:${at.line + 1}:${at.character + 1}: ${issue.severity}: ${issue.message} [${issue.code}]`;
}

function main(): number {
  const options = parseArguments(process.argv.slice(2));
  if (typeof options === 'string') {
    process.stderr.write(`holedox: ${options}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const fromStdin = options.file === undefined || options.file === '-';
  const fileName = fromStdin ? '<stdin>' : (options.file ?? '');
  let bytes: Buffer;
  try {
    bytes = readFileSync(fromStdin ? 0 : fileName);
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    process.stderr.write(`holedox: cannot read ${fileName}: ${reason}\n`);
    return 2;
  }

  // A clean file is answered from its bytes; any flaw sends it to the full parser, which reports it.
  const clean = readCleanFile(bytes, options.format);
  if (clean !== undefined) {
    const started = performance.now();
    const answers = answerCleanFile(clean);
    const solveMs = performance.now() - started;
    if (answers !== undefined) {
      process.stdout.write(answers.output);
      if (options.stats) writeStats(clean.format, clean.cases, 0, answers.expanded, solveMs);
      return 0;
    }
  }

  const text = bytes.toString('utf8');
  const document = parsePuzzle(text, options.format);
  const started = performance.now();
  const verdicts = solveDocument(document);
  const solveMs = performance.now() - started;
  process.stdout.write(judgeOutput(verdicts));

  const issues = [...document.issues];
  for (const v of verdicts) if (v.outcome === 'limit') issues.push(v.problem);
  if (issues.length > 0) {
    const lines = new LineIndex(text);
    issues.sort((a, b) => a.range.start - b.range.start);
    process.stderr.write(issues.map((issue) => formatIssue(fileName, lines, issue)).join('\n') + '\n');
  }
  if (options.stats) {
    let expanded = 0;
    for (const v of verdicts) if (v.outcome === 'answered') expanded += v.solution.expanded;
    const skipped = verdicts.filter((v) => v.outcome !== 'answered').length;
    writeStats(document.format, verdicts.length, skipped, expanded, solveMs);
  }
  return issues.some((issue) => issue.severity === 'error') ? 1 : 0;
}

function writeStats(format: FormatId, cases: number, skipped: number, expanded: number, solveMs: number): void {
  process.stderr.write(`${JSON.stringify({ format, cases, skipped, expanded, solveMs: Math.round(solveMs * 1000) / 1000 })}\n`);
}

try {
  process.exitCode = main();
} catch (error) {
  // Never a stack trace: an internal failure is reported in one line.
  process.stderr.write(`holedox: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 70;
}

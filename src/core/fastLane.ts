import { detectFormat } from './formats/detect';
import type { CleanAnswers, CleanBudget, CleanFile, CleanWarning, FastReadOptions, FormatId } from './formats/format';
import { formatById } from './formats/registry';
import { FileIssueCap } from './issues';

/*
 * The judge CLI's fast lane: a clean file answered straight from its bytes.
 *
 * The full parsers keep a range for every token and an object for every square, so that any
 * flaw can be pointed at. A judge file of 10 000 cases has no flaw to point at, and paying
 * for all that in a short-lived process costs more than the solving (allocation, and cold
 * code: the process ends before the engine has optimised the parser). So the CLI first asks
 * the format's fast reader (`fastRead`, in fastRead.ts beside its parser), which takes only
 * what it can prove clean and holds the cases in flat arrays. For anything else, including
 * whatever would earn a warning, it says no, and the caller runs the full parser, which
 * finds and reports the flaw. A reader may word some warnings itself (Tempter's cases past the
 * judge's limits) and keep the file. Both lanes give the same answers and diagnostics: the
 * tests hold them to it on every bench-like suite, on every malformed fixture and on
 * thousands of mutated files.
 *
 * The editor's solve worker, long-lived, pays for the full parser too on files of many small
 * cases (it would cost it more than the solving), so it reads a clean file the same way and
 * solves it case by case with each format's CleanFile.solve (verdicts.ts, solveCleanCase):
 * the same verdicts, witnesses and reports as the full lane, which a test holds it to.
 */

export type { CleanAnswers, CleanBudget, CleanFile, CleanWarning, FastReadOptions } from './formats/format';

/**
 * The file's cases when it is clean, or undefined when the full parser must look at it.
 * `format` as the CLI's --format or the file's name, else detected as the full lane detects it.
 */
export function readCleanFile(bytes: Uint8Array, format?: FormatId, options?: FastReadOptions): CleanFile | undefined {
  return formatById(format ?? detectFormat(bytes)).fastRead(bytes, options);
}

/** Solves every case of a clean file; undefined if a search hit its limit (the full lane reports that). */
export function answerCleanFile(file: CleanFile, budget: CleanBudget = {}): CleanAnswers | undefined {
  return file.answer(budget);
}

/**
 * The warnings of a clean file as the CLI prints them: capped per file as the full lane caps
 * them (streamAnswers.ts), the first one dropped then saying how many more there were.
 */
export function reportedWarnings(file: CleanFile): CleanWarning[] {
  const warnings = file.warnings ?? [];
  const cap = new FileIssueCap();
  const reported: CleanWarning[] = [];
  let firstDropped: CleanWarning | undefined;
  for (const warning of warnings) {
    if (cap.admit(warning.issue)) reported.push(warning);
    else firstDropped ??= warning;
  }
  const summary = firstDropped && cap.summary(firstDropped.issue);
  if (summary && firstDropped) reported.push({ issue: summary, at: firstDropped.at });
  return reported;
}

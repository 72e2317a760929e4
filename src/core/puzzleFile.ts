import { isFormatId, type FormatId } from './formats/format';
import { formatById, type PuzzleDocument } from './formats/registry';
import { makeIssue, type Issue } from './issues';

export type { FormatId } from './formats/format';
export { isFormatId, type PuzzleDocument } from './formats/registry';

/**
 * The format a file's name declares: `.holedox` or `.tempter` (any case). A declared format
 * is kept even when a typo makes the content look like the other one; only files of other
 * names (and standard input) are told apart by content.
 */
export function formatFromFileName(name: string): FormatId | undefined {
  const match = /\.(holedox|tempter)$/i.exec(name);
  const extension = match?.[1]?.toLowerCase();
  return extension !== undefined && isFormatId(extension) ? extension : undefined;
}

/**
 * Tells the formats apart by content, so files of any name work: a Holedox file is all
 * numbers, a Tempter file has grid rows. The first token made only of grid squares
 * (S, D, X, .) means Tempter; a file without one (numbers, perhaps a typo) means Holedox.
 */
export function detectFormat(text: string): FormatId {
  const tokens = /\S+/g;
  for (let k = 0; k < 4096; k++) {
    const match = tokens.exec(text);
    if (!match) break;
    if (/^[SDX.]+$/.test(match[0])) return 'tempter';
  }
  return 'holedox';
}

/**
 * Parses as `format` when one is declared (the file name, the editor's language, --format),
 * else as the content says. A declared format the content contradicts (not one case reads
 * right, while the start of the file reads right in the other format) gets a diagnostic of
 * its own, not a silent switch.
 */
export function parsePuzzle(text: string, format?: FormatId): PuzzleDocument {
  const declared = format ?? detectFormat(text);
  const document = parseAs(text, declared);
  if (format === undefined || document.cases.some((c) => c.problem === undefined) || !document.issues.some((i) => i.severity === 'error'))
    return document;
  const contradiction = contradictionOf(text, declared);
  return contradiction ? { ...document, issues: [contradiction, ...document.issues] } as PuzzleDocument : document;
}

function parseAs(text: string, format: FormatId): PuzzleDocument {
  return formatById(format).parse(text) as PuzzleDocument;
}

/** How much of a contradicted file is read in the other format: enough for a few cases, cheap on every keystroke. */
export const CONTRADICTION_PREFIX = 64 * 1024;

/** The diagnostic for a declared format that the start of `text` contradicts, if it reads right in the other one. */
export function contradictionOf(text: string, declared: FormatId): Issue | undefined {
  const other: FormatId = declared === 'holedox' ? 'tempter' : 'holedox';
  const cut = text.length <= CONTRADICTION_PREFIX ? text.length : text.lastIndexOf('\n', CONTRADICTION_PREFIX) + 1;
  const first = parseAs(text.slice(0, cut), other).cases.find((c) => c.problem === undefined);
  if (!first) return undefined;
  const names = { holedox: 'Holedox (POJ 1324)', tempter: 'Tempter (HDU 1010)' };
  return makeIssue(
    declared === 'holedox' ? 'holedox.looks-like-tempter' : 'tempter.looks-like-holedox',
    `this file is read as ${names[declared]}, as its name or the chosen language says, but it reads as ${names[other]}: ` +
      `case ${first.number} here is a valid ${other === 'holedox' ? 'Holedox' : 'Tempter'} case. Rename it .${other}, or choose the ${other} language (--format ${other})`,
    first.headerRange,
  );
}

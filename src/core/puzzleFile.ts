import { described, type Description } from './description';
import { detectFormat } from './formats/detect';
import { FORMAT_IDS, type FormatId } from './formats/format';
import { formatById, formatOf, type PuzzleCase, type PuzzleDocument } from './formats/registry';
import { makeIssue, type Issue, type IssueCode } from './issues';
import { msg } from './l10n/message';

export type { FormatId } from './formats/format';
export { isFormatId, type PuzzleDocument } from './formats/registry';
export { detectFormat } from './formats/detect';

/**
 * The format a file's name declares: `.holedox` or `.tempter` (any case). A declared format
 * is kept even when a typo makes the content look like the other one; only files of other
 * names (and standard input) are told apart by content (formats/detect.ts).
 */
export function formatFromFileName(name: string): FormatId | undefined {
  const lower = name.toLowerCase();
  return FORMAT_IDS.find((id) => lower.endsWith(formatById(id).fileExtension));
}

/**
 * Parses as `format` when one is declared (the file name, the editor's language, --format),
 * else as the content says. A declared format the content contradicts (not one case reads
 * right, while the start of the file reads right in another format) gets a diagnostic of
 * its own, not a silent switch.
 */
export function parsePuzzle(text: string, format?: FormatId): PuzzleDocument {
  const declared = format ?? detectFormat(text);
  const document = parseAs(text, declared);
  return format === undefined ? document : checkDeclaredFormat(text, format, document);
}

/** `document`, `text` read as the declared `format`, with the diagnostic of a format the content contradicts, if it does. */
export function checkDeclaredFormat(text: string, format: FormatId, document: PuzzleDocument): PuzzleDocument {
  if (document.cases.some((c) => c.problem === undefined) || !document.issues.some((i) => i.severity === 'error')) return document;
  const contradiction = contradictionOf(text, format);
  return contradiction ? ({ ...document, issues: [contradiction, ...document.issues] } as PuzzleDocument) : document;
}

function parseAs(text: string, format: FormatId): PuzzleDocument {
  return formatById(format).parse(text) as PuzzleDocument;
}

/** How much of a contradicted file is read in the other format: enough for a few cases, cheap on every keystroke. */
export const CONTRADICTION_PREFIX = 64 * 1024;

/** The diagnostic for a declared format that the start of `text` contradicts, if it reads right in another one. */
export function contradictionOf(text: string, declared: FormatId): Issue | undefined {
  const cut = text.length <= CONTRADICTION_PREFIX ? text.length : text.lastIndexOf('\n', CONTRADICTION_PREFIX) + 1;
  const prefix = text.slice(0, cut);
  const named = (id: FormatId) => `${formatById(id).displayName} (${formatById(id).source})`;
  for (const other of FORMAT_IDS) {
    const code: IssueCode = `${declared}.looks-like-${other}`;
    const severity = formatById(declared).issueCodes[code];
    if (other === declared || severity === undefined) continue;
    const first = parseAs(prefix, other).cases.find((c) => c.problem === undefined);
    if (!first) continue;
    return makeIssue(
      code,
      severity,
      msg('file.looks-like-other', {
        declared: named(declared),
        other: named(other),
        otherName: formatById(other).displayName,
        caseNumber: first.number,
        extension: formatById(other).fileExtension,
        otherId: other,
      }),
      first.headerRange,
    );
  }
  return undefined;
}

/**
 * Says what the token under `offset` is (a header, a body block, a stone, a maze square),
 * from the parsed ranges alone, so hovers agree with the diagnostics. Undefined between
 * tokens and on text no case claims.
 */
export function describeAt(text: string, document: PuzzleDocument, offset: number): Description | undefined {
  const terminator = document.terminator;
  if (terminator && offset >= terminator.start && offset < terminator.end) return described(terminator, msg('hover.terminator'));
  const c = caseAt<PuzzleCase>(document.cases, offset);
  return c && formatOf(c).describe(text, c, offset);
}

/** The case whose text holds `offset`, if any. */
function caseAt<C extends PuzzleCase>(cases: readonly C[], offset: number): C | undefined {
  // Cases are in text order: a binary search keeps hovering cheap in a file of thousands.
  let lo = 0;
  let hi = cases.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = cases[mid];
    if (!c) return undefined;
    if (offset < c.range.start) hi = mid - 1;
    else if (offset >= c.range.end) lo = mid + 1;
    else return c;
  }
  return undefined;
}

/** The case whose text holds (or last precedes) `offset`; the first case before any. */
export function caseNear<C extends PuzzleCase>(cases: readonly C[], offset: number): C | undefined {
  // Binary search, as caseAt: the cursor moves often in files of thousands of cases.
  let lo = 0;
  let hi = cases.length - 1;
  let found: C | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = cases[mid];
    if (!c) break;
    if (c.range.start <= offset) {
      found = c;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found ?? cases[0];
}

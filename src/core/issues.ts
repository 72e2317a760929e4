import type { FormatId } from './formats/formatIds';
import { msg, type Message } from './l10n/message';
import { moveRange, type TextRange } from './text';

export type Severity = 'error' | 'warning';

/**
 * The checks every format makes under its own id (`holedox.missing-terminator`), with their
 * default severity: the generic code (this file, expected.ts) reports them for any format.
 * A format's other checks are its own, in its folder's issueCodes.ts.
 */
export const SHARED_CHECKS = {
  'incomplete-header': 'error',
  'missing-terminator': 'warning',
  'content-after-terminator': 'warning',
  'line-too-long': 'error',
  'case-too-long': 'error',
  'answer-mismatch': 'error',
  'answer-missing': 'warning',
  'expected-malformed': 'error',
  'expected-extra': 'warning',
} as const satisfies Record<string, Severity>;

export type SharedCheck = keyof typeof SHARED_CHECKS;

/**
 * A check's stable code: its format's id, a dot and the check (`holedox.count-mismatch`). The
 * codes are stable: the editor, the panel and the CLI all show them, and users may search for them.
 */
export type IssueCode = `${string}.${string}`;

/** A format's checks by code with their default severity: its own and the shared ones under its id. */
export type IssueCodes = Readonly<Record<IssueCode, Severity>>;

/** The shared checks under `format`'s id, for a format's table of codes. */
export function sharedIssueCodes<F extends string>(format: F): { readonly [K in SharedCheck as `${F}.${K}`]: (typeof SHARED_CHECKS)[K] } {
  return Object.fromEntries(Object.entries(SHARED_CHECKS).map(([check, severity]) => [`${format}.${check}`, severity])) as {
    readonly [K in SharedCheck as `${F}.${K}`]: (typeof SHARED_CHECKS)[K];
  };
}

/** Where else an issue points, and the case it belongs to. */
export interface IssueExtra {
  readonly related?: readonly RelatedInfo[];
  readonly caseNumber?: number;
}

/** makeIssue for one format's table of codes: a code outside the table does not compile, and its severity is the table's. */
export function issueMaker<K extends IssueCode>(
  codes: Readonly<Record<K, Severity>>,
): (code: K, text: Message, range: TextRange, extra?: IssueExtra) => Issue {
  return (code, text, range, extra) => makeIssue(code, codes[code], text, range, extra);
}

/** A shared check's issue under `format`'s id. */
export function sharedIssue(format: FormatId, check: SharedCheck, text: Message, range: TextRange, extra?: IssueExtra): Issue {
  return makeIssue(`${format}.${check}`, SHARED_CHECKS[check], text, range, extra);
}

/** A place an issue points to besides its own range, and what it says of it. */
export interface RelatedInfo {
  readonly message: Message;
  readonly range: TextRange;
}

export interface Issue {
  readonly code: IssueCode;
  readonly severity: Severity;
  /** Says what was found and what was expected: a message id with arguments, worded where it is shown (src/core/l10n). */
  readonly message: Message;
  readonly range: TextRange;
  readonly related?: readonly RelatedInfo[];
  /** The 1-based case number (as the judge counts) the issue belongs to, if any. */
  readonly caseNumber?: number;
}

export function makeIssue(code: IssueCode, severity: Severity, message: Message, range: TextRange, extra?: IssueExtra): Issue {
  const issue: { -readonly [K in keyof Issue]: Issue[K] } = {
    code,
    severity,
    message,
    range,
  };
  if (extra?.related && extra.related.length > 0) issue.related = extra.related.map((r) => ({ message: r.message, range: r.range }));
  if (extra?.caseNumber !== undefined) issue.caseNumber = extra.caseNumber;
  return issue;
}

/**
 * The same issue `delta` characters further on (its range and related ranges): text inserted or
 * removed before it. Its message is kept, so only for an edit that moved no line (messages name lines).
 */
export function moveIssue(issue: Issue, delta: number): Issue {
  const moved: { -readonly [K in keyof Issue]: Issue[K] } = { ...issue, range: moveRange(issue.range, delta) };
  if (issue.related) moved.related = issue.related.map((r) => ({ ...r, range: moveRange(r.range, delta) }));
  return moved;
}

/** Text after `0 0 0`: the judge stops reading at the terminator. */
export function contentAfterTerminator(format: FormatId, range: TextRange): Issue {
  return sharedIssue(format, 'content-after-terminator', msg('file.content-after-terminator'), range);
}

/** The file ends where no terminator stands: the judge reads on past it. */
export function missingTerminator(format: FormatId, end: number): Issue {
  return sharedIssue(format, 'missing-terminator', msg('file.missing-terminator'), { start: end, end });
}

/** The file ends after `found` of a header's three numbers (`names`, as the statement writes them). */
export function incompleteHeader(format: FormatId, found: number, names: string, range: TextRange): Issue {
  return sharedIssue(format, 'incomplete-header', msg('file.incomplete-header', { found, names }), range);
}

/**
 * A line (`what`: 'line') or a case ('case') past the CLI's reading window of `max` characters:
 * memory stays a window whatever the input, and the reading stops there.
 */
export function tooLong(format: FormatId, what: 'line' | 'case', max: number, at: number): Issue {
  return sharedIssue(format, `${what}-too-long`, msg(`file.${what}-too-long`, { max }), { start: at, end: at });
}

/** `announced - found`, exact however many digits `announced` has. */
export function missingCount(announced: string, found: number): string {
  const value = Number(announced);
  return Number.isSafeInteger(value) ? String(value - found) : String(BigInt(announced) - BigInt(found));
}

/** A token as it can be quoted in a message: control characters escaped, long ones cut. */
export function abbreviate(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it escapes
  const printable = text.replace(/[\u0000-\u001f\u007f]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (printable.length <= 24) return printable;
  // Never cut a character outside the BMP in two: it prints as itself or not at all.
  const cut = isHighSurrogate(printable.charCodeAt(20)) ? 22 : 21;
  return `${printable.slice(0, cut)}…`;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * How many issues one case and one file report. A flood (130 000 stones off the lair) says
 * nothing more than its first hundred, and an unbounded list costs memory in the CLI and
 * markers in the editor; the last one kept says how many more there were.
 */
export const ISSUES_PER_CASE = 100;
export const ISSUES_PER_FILE = 1000;

function withMore(issue: Issue, more: number, where: 'case' | 'file'): Issue {
  return { ...issue, message: msg(where === 'case' ? 'issues.more-in-case' : 'issues.more-in-file', { first: issue.message, more }) };
}

/** One case's issues, capped at `limit`: past it they are only counted. */
export class CaseIssues {
  private readonly kept: Issue[] = [];
  private dropped = 0;
  private droppedError = false;
  private error: Issue | undefined;

  constructor(private readonly limit = ISSUES_PER_CASE) {}

  push(issue: Issue): void {
    if (issue.severity === 'error') this.error ??= issue;
    if (this.kept.length < this.limit) this.kept.push(issue);
    else {
      this.dropped++;
      if (issue.severity === 'error') this.droppedError = true;
    }
  }

  pushAll(issues: readonly Issue[]): void {
    for (const issue of issues) this.push(issue);
  }

  /** Whether a kept issue matches: the checks that defer to another diagnostic ask this. */
  some(match: (issue: Issue) => boolean): boolean {
    return this.kept.some(match);
  }

  /** The first error, kept or not: why the case cannot be solved. */
  firstError(): Issue | undefined {
    return this.error;
  }

  /** The issues kept, the last one saying how many more there were (an error if any of those was). */
  list(): Issue[] {
    const last = this.kept.at(-1);
    if (this.dropped > 0 && last) {
      const severity = this.droppedError ? 'error' : last.severity;
      this.kept[this.kept.length - 1] = withMore({ ...last, severity }, this.dropped, 'case');
    }
    this.dropped = 0;
    return this.kept;
  }
}

/**
 * Caps a file's issues at `limit`, taken in the order they are admitted (by position in the
 * CLI, which admits them as it goes). Warnings may fill only half the cap, so a flood of
 * warnings (a generated file past the judge's limits) never hides an error typed after it.
 * Whatever is past the cap is only counted; `summary()` then words the first issue dropped
 * with how many more there were.
 */
export class FileIssueCap {
  private kept = 0;
  private keptWarnings = 0;
  private dropped = 0;
  private droppedErrors = 0;

  constructor(private readonly limit = ISSUES_PER_FILE) {}

  /** Whether `issue` is still reported; an error past the cap still counts as an error. */
  admit(issue: Issue): boolean {
    const warning = issue.severity !== 'error';
    if (this.kept < this.limit && !(warning && this.keptWarnings >= Math.ceil(this.limit / 2))) {
      this.kept++;
      if (warning) this.keptWarnings++;
      return true;
    }
    this.dropped++;
    if (issue.severity === 'error') this.droppedErrors++;
    return false;
  }

  get hasDroppedErrors(): boolean {
    return this.droppedErrors > 0;
  }

  /** The first issue dropped, saying how many more were dropped after it; undefined when none was. */
  summary(first: Issue | undefined): Issue | undefined {
    if (this.dropped === 0 || first === undefined) return undefined;
    const issue: Issue = { ...first, severity: this.droppedErrors > 0 ? 'error' : first.severity };
    return this.dropped > 1 ? withMore(issue, this.dropped - 1, 'file') : issue;
  }
}

/** A whole file's document with its issues capped per file: what each format's parse() returns from its window reader. */
export function withFileIssuesCapped<D extends { readonly issues: readonly Issue[] }>(document: D): D {
  return { ...document, issues: capFileIssues(document.issues as Issue[]) };
}

/** The file cap applied to a whole list at once, in position order as the CLI admits them, then one summary. */
export function capFileIssues(issues: Issue[], limit = ISSUES_PER_FILE): Issue[] {
  if (issues.length <= limit) return issues;
  const sorted = issues.slice().sort((a, b) => a.range.start - b.range.start);
  const cap = new FileIssueCap(limit);
  const kept: Issue[] = [];
  let firstDropped: Issue | undefined;
  for (const issue of sorted) {
    if (cap.admit(issue)) kept.push(issue);
    else firstDropped ??= issue;
  }
  const summary = cap.summary(firstDropped);
  if (summary) kept.push(summary);
  return kept;
}

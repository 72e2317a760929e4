import type { TextRange } from './text';

export type Severity = 'error' | 'warning';

/**
 * Every check the core makes, with its default severity. The codes are stable: the
 * editor, the panel and the CLI all show them, and users may search for them.
 */
export const ISSUE_CODES = {
  'holedox.not-an-integer': 'error',
  'holedox.incomplete-header': 'error',
  'holedox.size-not-positive': 'error',
  'holedox.beyond-judge-limits': 'warning',
  'holedox.missing-pairs': 'error',
  'holedox.unexpected-tokens': 'error',
  'holedox.count-mismatch': 'error',
  'holedox.line-shape': 'error',
  'holedox.outside-lair': 'error',
  'holedox.body-not-adjacent': 'error',
  'holedox.body-crosses-itself': 'error',
  'holedox.stone-on-body': 'error',
  'holedox.stone-on-exit': 'error',
  'holedox.duplicate-stone': 'warning',
  'holedox.missing-terminator': 'warning',
  'holedox.search-limit': 'error',
  'holedox.beyond-solver-limits': 'error',
  'holedox.content-after-terminator': 'warning',
  'holedox.looks-like-tempter': 'error',
  'tempter.not-an-integer': 'error',
  'tempter.incomplete-header': 'error',
  'tempter.size-not-positive': 'error',
  'tempter.beyond-judge-limits': 'warning',
  'tempter.bad-character': 'error',
  'tempter.row-width': 'error',
  'tempter.missing-rows': 'error',
  'tempter.extra-row': 'error',
  'tempter.line-shape': 'error',
  'tempter.no-start': 'error',
  'tempter.no-door': 'error',
  'tempter.several-starts': 'error',
  'tempter.several-doors': 'error',
  'tempter.missing-terminator': 'warning',
  'tempter.search-limit': 'error',
  'tempter.beyond-solver-limits': 'error',
  'tempter.content-after-terminator': 'warning',
  'tempter.looks-like-holedox': 'error',
  // Answer checks against an expected-output file (src/core/expected.ts).
  'holedox.answer-mismatch': 'error',
  'holedox.answer-missing': 'warning',
  'holedox.expected-malformed': 'error',
  'holedox.expected-extra': 'warning',
  'tempter.answer-mismatch': 'error',
  'tempter.answer-missing': 'warning',
  'tempter.expected-malformed': 'error',
  'tempter.expected-extra': 'warning',
} as const satisfies Record<string, Severity>;

export type IssueCode = keyof typeof ISSUE_CODES;

export interface RelatedInfo {
  readonly message: string;
  readonly range: TextRange;
}

export interface Issue {
  readonly code: IssueCode;
  readonly severity: Severity;
  /** Says what was found and what was expected. */
  readonly message: string;
  readonly range: TextRange;
  readonly related?: readonly RelatedInfo[];
  /** The 1-based case number (as the judge counts) the issue belongs to, if any. */
  readonly caseNumber?: number;
}

export function makeIssue(
  code: IssueCode,
  message: string,
  range: TextRange,
  extra?: { related?: readonly RelatedInfo[]; caseNumber?: number },
): Issue {
  const issue: { -readonly [K in keyof Issue]: Issue[K] } = {
    code,
    severity: ISSUE_CODES[code],
    message,
    range,
  };
  if (extra?.related && extra.related.length > 0) issue.related = extra.related;
  if (extra?.caseNumber !== undefined) issue.caseNumber = extra.caseNumber;
  return issue;
}

/** A token as it can be quoted in a message: control characters escaped, long ones cut. */
export function abbreviate(text: string): string {
  const printable = text.replace(/[\u0000-\u001f\u007f]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return printable.length > 24 ? `${printable.slice(0, 21)}…` : printable;
}

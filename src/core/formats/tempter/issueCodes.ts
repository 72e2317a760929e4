import { issueMaker, sharedIssueCodes, type IssueCodes } from '../../issues';

/**
 * Every check Tempter makes, with its default severity: its own and the shared ones
 * (issues.ts) under its id. The codes are stable: users may search for them.
 */
export const TEMPTER_ISSUE_CODES = {
  'tempter.not-an-integer': 'error',
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
  'tempter.search-limit': 'error',
  'tempter.beyond-solver-limits': 'error',
  'tempter.looks-like-holedox': 'error',
  ...sharedIssueCodes('tempter'),
} as const satisfies IssueCodes;

export type TempterIssueCode = keyof typeof TEMPTER_ISSUE_CODES;

/** An issue of one of Tempter's checks. */
export const makeIssue = issueMaker(TEMPTER_ISSUE_CODES);

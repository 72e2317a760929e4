import { issueMaker, sharedIssueCodes, type IssueCodes } from '../../issues';

/**
 * Every check Holedox makes, with its default severity: its own and the shared ones
 * (issues.ts) under its id. The codes are stable: users may search for them.
 */
export const HOLEDOX_ISSUE_CODES = {
  'holedox.not-an-integer': 'error',
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
  'holedox.search-limit': 'error',
  'holedox.beyond-solver-limits': 'error',
  'holedox.looks-like-tempter': 'error',
  ...sharedIssueCodes('holedox'),
} as const satisfies IssueCodes;

export type HoledoxIssueCode = keyof typeof HOLEDOX_ISSUE_CODES;

/** An issue of one of Holedox's checks. */
export const makeIssue = issueMaker(HOLEDOX_ISSUE_CODES);

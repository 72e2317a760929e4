import { type Issue } from '../../issues';
import { makeIssue } from './issueCodes';
import { msg } from '../../l10n/message';
import type { TextRange } from '../../text';

/**
 * HDU 1010's limits (it says 1 < N, M < 7). A case past one earns a 'beyond-judge-limits'
 * warning (the solver still tries it), and New Random Case and the stress test stay within
 * them.
 */
export const TEMPTER_JUDGE_LIMITS = { minSide: 2, maxSide: 6, minTime: 1, maxTime: 49 } as const;

const { minSide, maxSide, minTime, maxTime } = TEMPTER_JUDGE_LIMITS;

/** Whether a positive side N or M is within the judge's limits. */
export function sideWithinJudgeLimits(side: number): boolean {
  return side >= minSide && side <= maxSide;
}

/** Whether a time T of at least 0 is within the judge's limits. */
export function timeWithinJudgeLimits(time: number): boolean {
  return time >= minTime && time <= maxTime;
}

/**
 * The warning for a positive side past the judge's limits, `shown` as the message writes
 * the number. The parser and the fast reader both word it here, so the lanes print the same.
 */
export function sideBeyondJudgeLimits(name: 'N' | 'M', shown: string, range: TextRange, caseNumber: number): Issue {
  return makeIssue(
    'tempter.beyond-judge-limits',
    msg('tempter.side-beyond-judge', { name, value: shown, below: minSide - 1, above: maxSide + 1 }),
    range,
    { caseNumber },
  );
}

/** The warning for a time T of at least 0 past the judge's limits (see sideBeyondJudgeLimits). */
export function timeBeyondJudgeLimits(shown: string, range: TextRange, caseNumber: number): Issue {
  return makeIssue(
    'tempter.beyond-judge-limits',
    msg('tempter.time-beyond-judge', { value: shown, below: minTime - 1, above: maxTime + 1 }),
    range,
    { caseNumber },
  );
}

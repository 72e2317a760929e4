import { type Issue } from '../../issues';
import { makeIssue } from './issueCodes';
import type { BudgetNames } from '../format';
import { msg, type Message } from '../../l10n/message';
import type { HoledoxCase } from './parse';
import type { HoledoxSolution, HoledoxSolveOptions } from './puzzle';
import { HOLEDOX_DEFAULT_MAX_STATES } from './solver';

/** What a stop's issue needs of a case, parsed or read by the fast reader: its number and its header. */
export type LimitedCase = Pick<HoledoxCase, 'number' | 'headerRange'>;

/** The issue for a search that stopped without an answer: which budget, and how to raise it. */
export function holedoxLimitIssue(
  c: LimitedCase,
  solution: HoledoxSolution,
  options: HoledoxSolveOptions,
  names: BudgetNames | undefined,
): Issue {
  return makeIssue('holedox.search-limit', limitMessage(c.number, solution, options, names), c.headerRange, { caseNumber: c.number });
}

function limitMessage(
  caseNumber: number,
  solution: HoledoxSolution,
  options: HoledoxSolveOptions,
  names: BudgetNames | undefined,
): Message {
  const expanded = solution.expanded;
  switch (solution.reason) {
    case 'max-states': {
      const cap = options.maxStates ?? HOLEDOX_DEFAULT_MAX_STATES;
      return names
        ? msg('holedox.stopped-states', { caseNumber, cap, expanded, option: names.states })
        : msg('holedox.stopped-states-plain', { caseNumber, cap, expanded });
    }
    case 'time-limit': {
      const ms = options.timeLimitMs ?? 0;
      return names
        ? msg('holedox.stopped-time', { caseNumber, ms, expanded, option: names.time })
        : msg('holedox.stopped-time-plain', { caseNumber, ms, expanded });
    }
    case 'out-of-memory':
      return msg('holedox.out-of-memory', { caseNumber, expanded, option: names?.states ?? '' });
    default:
      return msg('holedox.limit-reached', { caseNumber, expanded });
  }
}

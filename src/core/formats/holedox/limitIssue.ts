import { makeIssue, type Issue } from '../../issues';
import type { BudgetNames } from '../format';
import { grouped, groupedCount } from '../wording';
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

function limitMessage(number: number, solution: HoledoxSolution, options: HoledoxSolveOptions, names: BudgetNames | undefined): string {
  const expanded = `${groupedCount(solution.expanded, 'state', 'states')} expanded`;
  switch (solution.reason) {
    case 'max-states': {
      const cap = groupedCount(options.maxStates ?? HOLEDOX_DEFAULT_MAX_STATES, 'state', 'states');
      return names
        ? `case ${number}: search stopped after ${cap} (the ${names.states} budget; ${expanded}) without an answer; raise it with ${names.states}`
        : `case ${number}: search stopped after ${cap} (its state budget; ${expanded}) without an answer`;
    }
    case 'time-limit': {
      const ms = grouped(options.timeLimitMs ?? 0);
      return names
        ? `case ${number}: search stopped after ${ms} ms (the ${names.time} budget; ${expanded}) without an answer; raise it with ${names.time}`
        : `case ${number}: search stopped after ${ms} ms (its time budget; ${expanded}) without an answer`;
    }
    case 'out-of-memory':
      return `case ${number}: search ran out of memory (${expanded}) without an answer${names ? `; lower ${names.states} to stop sooner` : ''}`;
    default:
      return `case ${number}: search limit reached after ${solution.expanded} states without an answer`;
  }
}

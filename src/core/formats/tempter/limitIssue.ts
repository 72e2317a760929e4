import { type Issue } from '../../issues';
import { makeIssue } from './issueCodes';
import type { BudgetNames } from '../format';
import { msg } from '../../l10n/message';
import type { TempterCase } from './parse';
import type { TempterSolution } from './puzzle';
import { TEMPTER_MAX_SEARCH_CELLS } from './solver';

/** What a stop's issue needs of a case, parsed or read by the fast reader: its number, sides and header. */
export type LimitedCase = Pick<TempterCase, 'number' | 'rows' | 'cols' | 'headerRange'>;

/** The issue for a search that stopped without an answer: a box past the solver, or a spent node budget. */
export function tempterLimitIssue(c: LimitedCase, solution: TempterSolution, names: BudgetNames | undefined): Issue {
  const extra = { caseNumber: c.number };
  if (solution.reason === 'too-big') {
    const box = solution.box ?? { rows: c.rows, cols: c.cols };
    return makeIssue(
      'tempter.beyond-solver-limits',
      msg('tempter.box-too-big', { caseNumber: c.number, rows: box.rows, cols: box.cols, max: TEMPTER_MAX_SEARCH_CELLS }),
      c.headerRange,
      extra,
    );
  }
  return makeIssue(
    'tempter.search-limit',
    // A search that spent its node budget has expanded nodes; a board the solver declines has none.
    names && solution.expanded > 0
      ? msg('tempter.stopped-nodes', { caseNumber: c.number, expanded: solution.expanded, option: names.states })
      : msg('tempter.limit-reached', { caseNumber: c.number, expanded: solution.expanded }),
    c.headerRange,
    extra,
  );
}

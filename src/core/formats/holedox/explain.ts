import type { Language, Message } from '../../l10n/message';
import { msg, say } from '../../l10n/message';
import { worded, type Reasoning, type SearchWords, type VerdictExplanation } from '../../study/explain';
import { cellsWhere, distancesFrom, type OpenGrid } from '../../study/regions';
import type { HoledoxPuzzle, HoledoxSolution } from './puzzle';

// Why a Holedox case has its answer, in words and squares (the panel's explanation and result line).

function holedoxGrid(puzzle: HoledoxPuzzle): OpenGrid {
  const stones = new Set(puzzle.stones.map((s) => `${s.row},${s.col}`));
  return { rows: puzzle.rows, cols: puzzle.cols, isOpen: (c) => !stones.has(`${c.row},${c.col}`) };
}

/**
 * Why a Holedox case has its answer. For -1: stones cutting the exit off (shading the
 * squares the head could reach even with no body in the way) or the snake boxing itself in
 * (shading the head squares the exhaustive search stood on: pass the solver's cellVisits).
 */
export function explainHoledox(
  puzzle: HoledoxPuzzle,
  solution: HoledoxSolution,
  cellVisits?: Uint32Array,
  language: Language = 'en',
): VerdictExplanation {
  return worded(holedoxReasoning(puzzle, solution, cellVisits), holedoxSearch(solution, language), language);
}

/** How the Holedox solver found its answer, as a message: see holedoxSearch. */
function holedoxHow(solution: { readonly reason?: HoledoxSolution['reason'] | undefined; readonly expanded: number }): {
  readonly searched: boolean;
  readonly text: Message;
} {
  switch (solution.reason) {
    case 'at-exit':
      return { searched: false, text: msg('study.holedox.at-exit') };
    case 'exit-cut-off':
      return { searched: false, text: msg('study.holedox.cut-off') };
    case 'straight-run':
      return { searched: false, text: msg('study.holedox.straight-run') };
    case 'no-room-to-turn':
      if (solution.expanded === 0) return { searched: false, text: msg('study.holedox.no-room-to-turn') };
      break;
    default:
      break;
  }
  return { searched: true, text: msg('study.holedox.expanded', { expanded: solution.expanded }) };
}

/** How the Holedox solver found its answer, in the words the heatmap's legend and the result line use. */
export function holedoxSearch(
  solution: { readonly reason?: HoledoxSolution['reason'] | undefined; readonly expanded: number },
  language: Language = 'en',
): SearchWords {
  const how = holedoxHow(solution);
  return { searched: how.searched, text: say(how.text, language) };
}

function holedoxReasoning(puzzle: HoledoxPuzzle, solution: HoledoxSolution, cellVisits?: Uint32Array): Reasoning {
  const head = puzzle.body[0];
  if (solution.status === 'solved') {
    if (solution.steps === 0) return { text: msg('study.holedox.answer-zero') };
    const steps = solution.steps;
    return { text: msg(solution.reason === 'straight-run' ? 'study.holedox.answer-straight' : 'study.holedox.answer-moves', { steps }) };
  }
  if (solution.status === 'limit') return { text: msg('study.holedox.no-answer-yet', { expanded: solution.expanded }) };
  if (solution.reason === 'exit-cut-off' && head) {
    const dist = distancesFrom(holedoxGrid(puzzle), head);
    const cells = cellsWhere(puzzle.rows, puzzle.cols, (i) => (dist[i] ?? -1) >= 0);
    return {
      text: msg('study.holedox.answer-cut-off', { squares: cells.length }),
      region: { kind: 'reachable', label: msg('study.holedox.could-reach'), cells },
    };
  }
  if (solution.reason === 'no-room-to-turn') return { text: msg('study.holedox.answer-no-room', { length: puzzle.body.length }) };
  const positions = solution.expanded;
  if (!cellVisits || !head) return { text: msg('study.holedox.answer-boxed-in', { positions }) };
  const cells = cellsWhere(puzzle.rows, puzzle.cols, (i) => (cellVisits[i] ?? 0) > 0 || i === (head.row - 1) * puzzle.cols + head.col - 1);
  return {
    text: msg('study.holedox.answer-boxed-in-shaded', { positions, squares: cells.length }),
    region: { kind: 'reachable', label: msg('study.holedox.can-reach'), cells },
  };
}

/** A one-line verdict for the panel's result line: `Shortest: 9 moves to the exit (41 states expanded).` */
export function summarizeHoledox(
  solution: {
    readonly steps: number;
    readonly reason?: HoledoxSolution['reason'] | undefined;
    readonly expanded: number;
  },
  language: Language = 'en',
): string {
  return say(holedoxSummary(solution), language);
}

function holedoxSummary(solution: {
  readonly steps: number;
  readonly reason?: HoledoxSolution['reason'] | undefined;
  readonly expanded: number;
}): Message {
  const how = holedoxHow(solution);
  const { steps, expanded } = solution;
  if (steps === -1) {
    if (solution.reason === 'exit-cut-off') return msg('study.holedox.summary-cut-off');
    if (!how.searched) return msg('study.holedox.summary-none-unsearched', { how: how.text });
    return msg('study.holedox.summary-none', { expanded });
  }
  return msg(how.searched ? 'study.holedox.summary' : 'study.holedox.summary-unsearched', { steps, how: how.text });
}

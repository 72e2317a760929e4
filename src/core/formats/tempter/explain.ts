import type { Cell } from '../../geometry';
import { msg, say, type Language, type Message, type MessageId } from '../../l10n/message';
import { worded, type Reasoning, type SearchWords, type VerdictExplanation } from '../../study/explain';
import { cellsWhere, distancesFrom, shortestRoute, type OpenGrid } from '../../study/regions';
import type { TempterPuzzle, TempterSolution } from './puzzle';

// Why a Tempter case is YES or NO, in words and squares (the panel's explanation and result line).

function tempterGrid(puzzle: TempterPuzzle): OpenGrid {
  return {
    rows: puzzle.rows,
    cols: puzzle.cols,
    isOpen: (c) => {
      const ch = puzzle.grid[c.row - 1]?.charAt(c.col - 1) ?? '';
      return ch !== '' && ch !== 'X';
    },
  };
}

function findCell(puzzle: TempterPuzzle, ch: string): Cell | undefined {
  for (let r = 0; r < puzzle.grid.length; r++) {
    const c = puzzle.grid[r]?.indexOf(ch) ?? -1;
    if (c >= 0 && c < puzzle.cols) return { row: r + 1, col: c + 1 };
  }
  return undefined;
}

/** Why a Tempter case is YES or NO, in the terms of the argument the solver used. */
export function explainTempter(puzzle: TempterPuzzle, solution: TempterSolution, language: Language = 'en'): VerdictExplanation {
  return worded(tempterReasoning(puzzle, solution), tempterSearch(solution, language), language);
}

/** How the Tempter solver found its answer, in the words the heatmap's legend and the result line use. */
export function tempterSearch(solution: TempterSolution, language: Language = 'en'): SearchWords {
  const reason = solution.reason;
  if (reason !== undefined && reason !== 'searched' && reason !== 'limit')
    return { searched: false, text: say(msg(TEMPTER_REASONS[reason]), language) };
  return { searched: true, text: say(msg('study.tempter.searched', { expanded: solution.expanded, pruned: solution.pruned }), language) };
}

/** Why a Tempter case is what it is: an answer found, a stop, or the argument that said NO. */
function tempterReasoning(puzzle: TempterPuzzle, solution: TempterSolution): Reasoning {
  const time = puzzle.time;
  if (solution.status === 'yes')
    return { text: msg(solution.reason === 'shortest-path' ? 'study.tempter.yes-shortest' : 'study.tempter.yes', { time }) };
  if (solution.status === 'limit' && solution.box)
    return { text: msg('study.tempter.too-big', { rows: solution.box.rows, cols: solution.box.cols }) };
  if (solution.status === 'limit') return { text: msg('study.tempter.no-answer-yet', { expanded: solution.expanded }) };
  return (
    tempterRootArgument(puzzle, solution.reason) ?? {
      text: msg('study.tempter.no-exhausted', { time, expanded: solution.expanded, pruned: solution.pruned }),
    }
  );
}

/** The squares of a Tempter maze, and what the arguments ask of them. */
class TempterBoard {
  readonly grid: OpenGrid;
  readonly start: Cell | undefined;
  readonly door: Cell | undefined;
  constructor(readonly puzzle: TempterPuzzle) {
    this.grid = tempterGrid(puzzle);
    this.start = findCell(puzzle, 'S');
    this.door = findCell(puzzle, 'D');
  }
  colourOf(c: Cell): number {
    return (c.row + c.col) & 1;
  }
  cellsWhere(keep: (c: Cell) => boolean): Cell[] {
    const { rows, cols } = this.puzzle;
    return cellsWhere(rows, cols, (i) => keep({ row: Math.floor(i / cols) + 1, col: (i % cols) + 1 }));
  }
  open(): Cell[] {
    return this.cellsWhere((c) => this.grid.isOpen(c));
  }
}

/** The NO a root argument (parity, counts, distance) gave, with its squares; undefined when the search said NO. */
function tempterRootArgument(puzzle: TempterPuzzle, reason: TempterSolution['reason']): Reasoning | undefined {
  const board = new TempterBoard(puzzle);
  const { start, door } = board;
  const time = puzzle.time;
  switch (reason) {
    case 'parity': {
      if (!start || !door) return undefined;
      const apart = Math.abs(start.row - door.row) + Math.abs(start.col - door.col);
      const cells = board.cellsWhere((c) => board.colourOf(c) === board.colourOf(start));
      return {
        text: msg('study.tempter.no-parity', { apart, time }),
        region: { kind: 'colour', label: msg('study.tempter.colour-of-s'), cells },
      };
    }
    case 'too-few-squares': {
      const cells = board.open();
      return {
        text: msg('study.tempter.no-too-few', { time, open: cells.length }),
        region: { kind: 'open', label: msg('study.tempter.open-squares'), cells },
      };
    }
    case 'colour-count':
      return start ? colourCountArgument(board, start) : undefined;
    case 'door-unreachable': {
      if (!start) return undefined;
      const dist = distancesFrom(board.grid, start);
      const cells = cellsWhere(puzzle.rows, puzzle.cols, (i) => (dist[i] ?? -1) >= 0);
      return {
        text: msg('study.tempter.no-unreachable', { squares: cells.length }),
        region: { kind: 'reachable', label: msg('study.tempter.dog-can-reach'), cells },
      };
    }
    case 'too-far': {
      if (!start || !door) return undefined;
      const route = shortestRoute(board.grid, start, door);
      return {
        text: msg('study.tempter.no-too-far', { moves: route.length - 1, time }),
        region: { kind: 'route', label: msg('study.tempter.shortest-way'), cells: route },
      };
    }
    default:
      return undefined;
  }
}

/** NO by colour count: a path alternates colours, so T moves need so many squares of each; shades the colour that falls short. */
function colourCountArgument(board: TempterBoard, start: Cell): Reasoning {
  const time = board.puzzle.time;
  const open = board.open();
  const same = open.filter((c) => board.colourOf(c) === board.colourOf(start));
  const other = open.filter((c) => board.colourOf(c) !== board.colourOf(start));
  const needSame = (time >> 1) + 1;
  const needOther = (time + 1) >> 1;
  const shortSame = same.length < needSame;
  return {
    text: msg('study.tempter.no-colour-count', { time, needSame, needOther, same: same.length, other: other.length }),
    region: {
      kind: 'colour',
      label: msg(shortSame ? 'study.tempter.colour-of-s-short' : 'study.tempter.other-colour-short'),
      cells: shortSame ? same : other,
    },
  };
}

/** Short words for each way the Tempter solver answers without (or after) a search, for the result line and the heatmap. */
const TEMPTER_REASONS: Readonly<Record<NonNullable<TempterSolution['reason']>, Extract<MessageId, `study.tempter.why.${string}`>>> = {
  parity: 'study.tempter.why.parity',
  'too-few-squares': 'study.tempter.why.too-few-squares',
  'colour-count': 'study.tempter.why.colour-count',
  'door-unreachable': 'study.tempter.why.door-unreachable',
  'too-far': 'study.tempter.why.too-far',
  'shortest-path': 'study.tempter.why.shortest-path',
  searched: 'study.tempter.why.searched',
  limit: 'study.tempter.why.searched',
  'too-big': 'study.tempter.why.too-big',
};

/** A one-line verdict for the panel's result line: `YES: the dog reaches the door at exactly T = 6.` */
export function summarizeTempter(
  puzzle: Pick<TempterPuzzle, 'time'>,
  solution: { readonly status: TempterSolution['status']; readonly reason?: TempterSolution['reason'] | undefined },
  language: Language = 'en',
): string {
  const time = puzzle.time;
  const reason = solution.reason;
  let summary: Message;
  if (solution.status === 'yes')
    summary =
      reason === 'shortest-path'
        ? msg('study.tempter.summary-yes-shortest', { time, why: msg(TEMPTER_REASONS['shortest-path']) })
        : msg('study.tempter.summary-yes', { time });
  else
    summary = reason
      ? msg('study.tempter.summary-no-why', { time, why: msg(TEMPTER_REASONS[reason]) })
      : msg('study.tempter.summary-no', { time });
  return say(summary, language);
}

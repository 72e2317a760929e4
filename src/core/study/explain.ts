import type { Cell } from '../geometry';
import type { HoledoxPuzzle, HoledoxSolution } from '../formats/holedox';
import type { TempterPuzzle, TempterSolution } from '../formats/tempter';
import { cellsWhere, distancesFrom, shortestRoute, type OpenGrid } from './regions';

/** What the shaded squares of an explanation are. */
export type RegionKind = 'reachable' | 'open' | 'colour' | 'route';

/** How an answer was found: by a search (with its counts), or by an argument that needed none. */
export interface SearchWords {
  readonly searched: boolean;
  /** '41 states expanded', 'a straight run to the exit'. */
  readonly text: string;
}

/** A verdict in words, with the squares that prove it when a picture helps. */
export interface VerdictExplanation {
  readonly text: string;
  /** What the heatmap can show: the search's counts, or why there was no search. */
  readonly search: SearchWords;
  readonly region?: {
    readonly kind: RegionKind;
    /** Says what the shading means, e.g. 'squares the head can reach'. */
    readonly label: string;
    readonly cells: readonly Cell[];
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function holedoxGrid(puzzle: HoledoxPuzzle): OpenGrid {
  const stones = new Set(puzzle.stones.map((s) => `${s.row},${s.col}`));
  return { rows: puzzle.rows, cols: puzzle.cols, isOpen: (c) => !stones.has(`${c.row},${c.col}`) };
}

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

/**
 * Why a Holedox case has its answer. For -1: stones cutting the exit off (shading the
 * squares the head could reach even with no body in the way) or the snake boxing itself in
 * (shading the head squares the exhaustive search stood on: pass the solver's cellVisits).
 */
export function explainHoledox(puzzle: HoledoxPuzzle, solution: HoledoxSolution, cellVisits?: Uint32Array): VerdictExplanation {
  return { ...holedoxReasoning(puzzle, solution, cellVisits), search: holedoxSearch(solution) };
}

/** How the Holedox solver found its answer, in the words the heatmap's legend and the result line use. */
export function holedoxSearch(solution: {
  readonly reason?: HoledoxSolution['reason'] | undefined;
  readonly expanded: number;
}): SearchWords {
  switch (solution.reason) {
    case 'at-exit':
      return { searched: false, text: 'the head starts on the exit' };
    case 'exit-cut-off':
      return { searched: false, text: 'stones cut the exit off' };
    case 'straight-run':
      return { searched: false, text: 'a straight run to the exit' };
    case 'no-room-to-turn':
      if (solution.expanded === 0) return { searched: false, text: 'the snake cannot turn round, so a walk along its only way answered' };
      break;
    default:
      break;
  }
  return { searched: true, text: `${plural(solution.expanded, 'state')} expanded` };
}

function holedoxReasoning(puzzle: HoledoxPuzzle, solution: HoledoxSolution, cellVisits?: Uint32Array): Omit<VerdictExplanation, 'search'> {
  const head = puzzle.body[0];
  if (solution.status === 'solved') {
    if (solution.steps === 0) return { text: 'Answer 0: the head already stands on the exit (1, 1).' };
    const moves = `Answer ${solution.steps}: the fewest moves that bring the head to the exit (1, 1). At each move every block slides into the square of the block before it; play it back to watch.`;
    if (solution.reason === 'straight-run')
      return {
        text: `${moves} No search was needed: the head runs straight down to the exit without meeting its own body, and no way can be shorter than the head's distance to the exit.`,
      };
    return { text: moves };
  }
  if (solution.status === 'limit') return { text: `No answer yet: the search stopped at its limit after ${solution.expanded} states.` };
  if (solution.reason === 'exit-cut-off' && head) {
    const dist = distancesFrom(holedoxGrid(puzzle), head);
    const cells = cellsWhere(puzzle.rows, puzzle.cols, (i) => (dist[i] ?? -1) >= 0);
    return {
      text: `Answer -1: stones cut the exit (1, 1) off. Even with no body in its way the head could only reach the ${plural(cells.length, 'shaded square')}, and the exit is not among them.`,
      region: { kind: 'reachable', label: 'squares the head could reach', cells },
    };
  }
  if (solution.reason === 'no-room-to-turn') {
    return {
      text: `Answer -1: the snake can never turn round. No ring of more than ${puzzle.body.length} squares (its length) lies within its reach, so the head can only move on along paths that never come back on themselves, and every way to the exit leads through the squares its body covers now.`,
    };
  }
  const text = `Answer -1: the snake is boxed in. The exit is not walled off by stones, but in every one of the ${plural(solution.expanded, 'position')} the snake can reach, its own body keeps the head away from it.`;
  if (!cellVisits || !head) return { text };
  const cells = cellsWhere(puzzle.rows, puzzle.cols, (i) => (cellVisits[i] ?? 0) > 0 || i === (head.row - 1) * puzzle.cols + head.col - 1);
  return {
    text: `${text} The head only ever stands on the ${plural(cells.length, 'shaded square')}.`,
    region: { kind: 'reachable', label: 'squares the head can reach', cells },
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
export function explainTempter(puzzle: TempterPuzzle, solution: TempterSolution): VerdictExplanation {
  return { ...tempterReasoning(puzzle, solution), search: tempterSearch(solution) };
}

/** How the Tempter solver found its answer, in the words the heatmap's legend and the result line use. */
export function tempterSearch(solution: TempterSolution): SearchWords {
  const reason = solution.reason;
  if (reason !== undefined && reason !== 'searched' && reason !== 'limit') return { searched: false, text: TEMPTER_REASONS[reason] };
  return { searched: true, text: `${plural(solution.expanded, 'search node')}, ${solution.pruned} cut short by pruning` };
}

function tempterReasoning(puzzle: TempterPuzzle, solution: TempterSolution): Omit<VerdictExplanation, 'search'> {
  const time = puzzle.time;
  if (solution.status === 'yes') {
    const path = `YES: the numbered path reaches the door D at exactly t = ${time}, one square per second, never stepping on a square twice.`;
    if (solution.reason === 'shortest-path')
      return {
        text: `${path} No search was needed: T = ${time} is exactly the shortest distance from S to D, and a shortest way never comes back to a square.`,
      };
    return { text: path };
  }
  if (solution.status === 'limit' && solution.box)
    return {
      text: `No answer: S's region spans a ${solution.box.rows}×${solution.box.cols} box of ${solution.box.rows * solution.box.cols} squares, more than this solver searches.`,
    };
  if (solution.status === 'limit') return { text: `No answer yet: the search stopped at its limit after ${solution.expanded} nodes.` };
  const start = findCell(puzzle, 'S');
  const door = findCell(puzzle, 'D');
  const grid = tempterGrid(puzzle);
  const colourOf = (c: Cell) => (c.row + c.col) & 1;
  switch (solution.reason) {
    case 'parity': {
      if (!start || !door) break;
      const apart = Math.abs(start.row - door.row) + Math.abs(start.col - door.col);
      const cells = cellsWhere(
        puzzle.rows,
        puzzle.cols,
        (i) => colourOf({ row: Math.floor(i / puzzle.cols) + 1, col: (i % puzzle.cols) + 1 }) === colourOf(start),
      );
      return {
        text: `NO by parity: S and D are ${apart} apart (rows plus columns). Each move changes a square's colour, as on a chessboard, so every path from S to D takes an ${apart % 2 === 0 ? 'even' : 'odd'} number of moves; T − ${apart} = ${time - apart} is odd.`,
        region: { kind: 'colour', label: "squares of S's colour", cells },
      };
    }
    case 'too-few-squares': {
      const cells = cellsWhere(puzzle.rows, puzzle.cols, (i) =>
        grid.isOpen({ row: Math.floor(i / puzzle.cols) + 1, col: (i % puzzle.cols) + 1 }),
      );
      return {
        text: `NO: too few open squares. A path of T = ${time} moves stands on T + 1 = ${time + 1} different squares, but the grid has only ${cells.length}.`,
        region: { kind: 'open', label: 'open squares', cells },
      };
    }
    case 'colour-count': {
      if (!start) break;
      const open = cellsWhere(puzzle.rows, puzzle.cols, (i) =>
        grid.isOpen({ row: Math.floor(i / puzzle.cols) + 1, col: (i % puzzle.cols) + 1 }),
      );
      const same = open.filter((c) => colourOf(c) === colourOf(start));
      const other = open.filter((c) => colourOf(c) !== colourOf(start));
      const needSame = (time >> 1) + 1;
      const needOther = (time + 1) >> 1;
      const shortSame = same.length < needSame;
      return {
        text: `NO by colour count: squares alternate colours along a path, so T = ${time} moves need ${needSame} squares of S's colour and ${needOther} of the other; the grid has ${same.length} and ${other.length}.`,
        region: {
          kind: 'colour',
          label: shortSame ? "squares of S's colour (too few)" : 'squares of the other colour (too few)',
          cells: shortSame ? same : other,
        },
      };
    }
    case 'door-unreachable': {
      if (!start) break;
      const dist = distancesFrom(grid, start);
      const cells = cellsWhere(puzzle.rows, puzzle.cols, (i) => (dist[i] ?? -1) >= 0);
      return {
        text: `NO: walls keep the door away. From S the dog can reach only the ${plural(cells.length, 'shaded square')}, and D is not among them.`,
        region: { kind: 'reachable', label: 'squares the dog can reach', cells },
      };
    }
    case 'too-far': {
      if (!start || !door) break;
      const route = shortestRoute(grid, start, door);
      return {
        text: `NO: the door is too far. The shortest way from S to D takes ${route.length - 1} moves, more than T = ${time}.`,
        region: { kind: 'route', label: 'a shortest way to the door', cells: route },
      };
    }
    default:
      break;
  }
  return {
    text: `NO: every path of exactly T = ${time} moves was tried (${solution.expanded} search nodes, ${solution.pruned} cut short by pruning) and none ends on D. The heatmap shows where the search spent its time.`,
  };
}

/** Any reason a solver gives for an answer it reached without (or before) a full search. */
export type VerdictReason = HoledoxSolution['reason'] | TempterSolution['reason'];

/** A one-line verdict for the panel's result line: `Shortest: 9 moves to the exit (41 states expanded).` */
export function summarizeHoledox(solution: {
  readonly steps: number;
  readonly reason?: HoledoxSolution['reason'] | undefined;
  readonly expanded: number;
}): string {
  const search = holedoxSearch(solution);
  if (solution.steps === -1) {
    if (solution.reason === 'exit-cut-off') return 'Case answer -1: stones cut the exit (1, 1) off from the head.';
    if (!search.searched) return `Case answer -1: no sequence of moves brings the head to the exit (${search.text}; no search needed).`;
    return `Case answer -1: no sequence of moves brings the head to the exit (${solution.expanded} states searched).`;
  }
  if (!search.searched) return `Shortest: ${plural(solution.steps, 'move')}: ${search.text}, no search needed.`;
  return `Shortest: ${plural(solution.steps, 'move')} to the exit (${search.text}).`;
}

/** Short words for each way the Tempter solver answers without (or after) a search, for the result line and the heatmap. */
const TEMPTER_REASONS: Readonly<Record<NonNullable<TempterSolution['reason']>, string>> = {
  parity: 'T and the distance to the door differ in parity',
  'too-few-squares': 'fewer open squares than T + 1',
  'colour-count': 'too few squares of one colour for a path that alternates colours',
  'door-unreachable': 'the door cannot be reached at all',
  'too-far': 'the door is farther than T',
  'shortest-path': 'a shortest way to the door takes exactly T moves',
  searched: 'every path was tried',
  limit: 'every path was tried',
  'too-big': "the box to search is past the solver's cap",
};

/** A one-line verdict for the panel's result line: `YES: the dog reaches the door at exactly T = 6.` */
export function summarizeTempter(
  puzzle: Pick<TempterPuzzle, 'time'>,
  solution: { readonly status: TempterSolution['status']; readonly reason?: TempterSolution['reason'] | undefined },
): string {
  if (solution.status === 'yes')
    return solution.reason === 'shortest-path'
      ? `YES: the dog reaches the door at exactly T = ${puzzle.time}: ${TEMPTER_REASONS['shortest-path']}, no search needed.`
      : `YES: the dog reaches the door at exactly T = ${puzzle.time}.`;
  const reason = solution.reason ? ` (${TEMPTER_REASONS[solution.reason]})` : '';
  return `NO: the dog cannot stand on the door at exactly T = ${puzzle.time}${reason}.`;
}

import type { Cell } from '../geometry';
import type { HoledoxPuzzle, HoledoxSolution } from '../formats/holedox';
import type { TempterPuzzle, TempterSolution } from '../formats/tempter';
import { msg, say, type Language, type Message, type MessageId } from '../l10n/message';
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

/**
 * An explanation as the core makes it: messages, worded in the reader's language by `worded`
 * (the solve worker words it once, at its edge, for the panel it is sent to).
 */
interface Reasoning {
  readonly text: Message;
  readonly region?: { readonly kind: RegionKind; readonly label: Message; readonly cells: readonly Cell[] };
}

function worded(reasoning: Reasoning, search: SearchWords, language: Language): VerdictExplanation {
  const { text, region } = reasoning;
  return {
    text: say(text, language),
    search,
    ...(region ? { region: { kind: region.kind, label: say(region.label, language), cells: region.cells } } : {}),
  };
}

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

/** Any reason a solver gives for an answer it reached without (or before) a full search. */
export type VerdictReason = HoledoxSolution['reason'] | TempterSolution['reason'];

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

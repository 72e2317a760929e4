import type { Cell } from '../../../src/core/geometry';
import type { HoledoxPuzzle } from '../../../src/core/formats/holedox';

// Deliberately naive: whole bodies as arrays of cells, states keyed by strings, plain BFS.
// It shares no code with the solver so the two can only agree by both being right.

const DELTAS: readonly (readonly [number, number])[] = [
  [-1, 0],
  [0, 1],
  [1, 0],
  [0, -1],
];

function isStone(puzzle: HoledoxPuzzle, row: number, col: number): boolean {
  return puzzle.stones.some((s) => s.row === row && s.col === col);
}

/** The statement's move rule, applied literally; null when the move is illegal. */
export function moveHoledox(puzzle: HoledoxPuzzle, body: readonly Cell[], direction: number): Cell[] | null {
  const head = body[0];
  const delta = DELTAS[direction];
  if (head === undefined || delta === undefined) return null;
  const row = head.row + delta[0];
  const col = head.col + delta[1];
  if (row < 1 || col < 1 || row > puzzle.rows || col > puzzle.cols) return null;
  if (isStone(puzzle, row, col)) return null;
  // Every current block counts, the tail included.
  if (body.some((b) => b.row === row && b.col === col)) return null;
  return [{ row, col }, ...body.slice(0, body.length - 1)];
}

function atExit(body: readonly Cell[]): boolean {
  return body[0]?.row === 1 && body[0]?.col === 1;
}

function key(body: readonly Cell[]): string {
  return body.map((b) => `${b.row},${b.col}`).join(' ');
}

/** Fewest moves to put the head on (1,1), or -1. */
export function bruteForceHoledox(puzzle: HoledoxPuzzle): number {
  if (atExit(puzzle.body)) return 0;
  const seen = new Set<string>([key(puzzle.body)]);
  let frontier: Cell[][] = [[...puzzle.body]];
  for (let steps = 1; frontier.length > 0; steps++) {
    const following: Cell[][] = [];
    for (const body of frontier) {
      for (let d = 0; d < 4; d++) {
        const moved = moveHoledox(puzzle, body, d);
        if (moved === null) continue;
        if (atExit(moved)) return steps;
        const k = key(moved);
        if (seen.has(k)) continue;
        seen.add(k);
        following.push(moved);
      }
    }
    frontier = following;
  }
  return -1;
}

export interface HoledoxReplay {
  /** Every move was legal. */
  readonly legal: boolean;
  /** Index of the first illegal move, or -1. */
  readonly firstIllegal: number;
  /** The body after the last legal move. */
  readonly body: readonly Cell[];
  readonly head: Cell;
}

/** Applies moves one at a time with the statement's rules, stopping at the first illegal one. */
export function replayHoledox(puzzle: HoledoxPuzzle, moves: ArrayLike<number>): HoledoxReplay {
  let body: Cell[] = [...puzzle.body];
  for (let i = 0; i < moves.length; i++) {
    const moved = moveHoledox(puzzle, body, moves[i] ?? -1);
    if (moved === null) {
      return { legal: false, firstIllegal: i, body, head: body[0] ?? { row: 0, col: 0 } };
    }
    body = moved;
  }
  return { legal: true, firstIllegal: -1, body, head: body[0] ?? { row: 0, col: 0 } };
}

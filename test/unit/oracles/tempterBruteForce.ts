import type { TempterPuzzle } from '../../../src/core/formats/tempter';

/*
 * Test oracles for the Tempter solver, written as plainly as possible so they can be trusted
 * by reading: no pruning, no bit tricks. Only for small grids (the brute force is exponential).
 */

const DELTAS: readonly (readonly [number, number])[] = [
  [-1, 0],
  [0, 1],
  [1, 0],
  [0, -1],
];

function charAt(puzzle: TempterPuzzle, row: number, col: number): string {
  if (row < 0 || row >= puzzle.rows || col < 0 || col >= puzzle.cols) return 'X';
  return (puzzle.grid[row] ?? '').charAt(col) || 'X';
}

function find(puzzle: TempterPuzzle, ch: string): [number, number] {
  for (let r = 0; r < puzzle.rows; r++) {
    const c = (puzzle.grid[r] ?? '').indexOf(ch);
    if (c >= 0) return [r, c];
  }
  throw new Error(`no ${ch} in grid`);
}

/**
 * Tries every walk of exactly `time` moves that never revisits a square, and says whether
 * one ends on D. Returns the moves of the first such walk, or null.
 */
export function bruteForceTempter(puzzle: TempterPuzzle): number[] | null {
  const [sr, sc] = find(puzzle, 'S');
  const visited = new Set<string>([`${sr},${sc}`]);
  const moves: number[] = [];
  const walk = (r: number, c: number): boolean => {
    if (moves.length === puzzle.time) return charAt(puzzle, r, c) === 'D';
    for (let dir = 0; dir < 4; dir++) {
      const [dr, dc] = DELTAS[dir] ?? [0, 0];
      const nr = r + dr;
      const nc = c + dc;
      const key = `${nr},${nc}`;
      if (charAt(puzzle, nr, nc) === 'X' || visited.has(key)) continue;
      visited.add(key);
      moves.push(dir);
      if (walk(nr, nc)) return true;
      moves.pop();
      visited.delete(key);
    }
    return false;
  };
  return walk(sr, sc) ? moves : null;
}

/**
 * Independent check of a claimed answer: every move stays inside the grid, avoids X, never
 * returns to a square already stood on (S included), and the walk ends on D after exactly
 * `time` moves. Returns null when valid, else what went wrong.
 */
export function replayTempter(puzzle: TempterPuzzle, moves: ArrayLike<number>): string | null {
  if (moves.length !== puzzle.time) return `expected ${puzzle.time} moves, got ${moves.length}`;
  let [r, c] = find(puzzle, 'S');
  const visited = new Set<string>([`${r},${c}`]);
  for (let t = 0; t < moves.length; t++) {
    const delta = DELTAS[moves[t] ?? -1];
    if (delta === undefined) return `move ${t}: bad direction ${String(moves[t])}`;
    r += delta[0];
    c += delta[1];
    if (r < 0 || r >= puzzle.rows || c < 0 || c >= puzzle.cols) return `move ${t}: leaves the grid`;
    if (charAt(puzzle, r, c) === 'X') return `move ${t}: walks into a wall`;
    const key = `${r},${c}`;
    if (visited.has(key)) return `move ${t}: revisits ${key}`;
    visited.add(key);
  }
  return charAt(puzzle, r, c) === 'D' ? null : `ends on ${r},${c}, not on D`;
}

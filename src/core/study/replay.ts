import { step, type Cell } from '../geometry';

/** The squares the head (or dog) stands on, from the start through every move. */
export function pathCells(start: Cell, moves: ArrayLike<number>): Cell[] {
  const cells = [start];
  let at = start;
  for (let i = 0; i < moves.length; i++) {
    at = step(at, moves[i] ?? 0);
    cells.push(at);
  }
  return cells;
}

/**
 * The whole snake after `at` of its moves (clamped to 0..moves.length). Each move puts the
 * head on a new square and every other block on its predecessor's, so block i after k moves
 * is where the head stood after k - i moves, or, while k < i, the initial block i - k.
 */
export function snakeAt(body: readonly Cell[], moves: ArrayLike<number>, at: number): Cell[] {
  const k = Math.max(0, Math.min(Math.floor(at), moves.length));
  const head = body[0];
  if (!head) return [];
  const path = pathCells(head, Array.prototype.slice.call(moves, 0, k) as number[]);
  return body.map((block, i) => (k - i >= 0 ? (path[k - i] ?? block) : (body[i - k] ?? block)));
}

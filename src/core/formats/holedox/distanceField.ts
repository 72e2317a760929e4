// The distance from the exit around stones, grown lazily a level at a time: A*'s heuristic.
import { GridBuffers } from './gridBuffers';

// Distances below zero mean "never step here": -1 wall or stone, -2 cut off from the exit.
const WALL = -1;
export const UNSEEN = -2;

// spreadTo's answer once every square reachable from the exit has its distance.
export const ALL_KNOWN = 0x7fffffff;

/**
 * One search's lair as distances from the exit. Grid-sized buffers, allocated once at the
 * largest supported size and reused for every puzzle the owning search answers.
 *
 * The two hot loops (layOut, spread) are closures over this field's own arrays, made once in
 * the constructor, rather than methods reading the arrays from fields: while a process holds
 * one field (the CLI, each solve worker), the optimising compiler takes captured arrays as
 * constants and drops the loads of their data and length from the loops. With several (the
 * tests) it compiles them as it would the methods.
 */
export class DistanceField {
  /** Distance from the exit per padded square; WALL, or UNSEEN until the search gets there. */
  readonly distance: Int32Array<ArrayBuffer>;
  /** Square index steps for up, right, down, left in the padded grid of the current puzzle. */
  readonly offsets: Int32Array<ArrayBuffer>;
  /**
   * Lays out the lair: distances become WALL on the border and on stones, UNSEEN elsewhere;
   * offsets fit the width. The stones are `count` padded squares (row * width + col) of
   * `squares` from index `from`, all inside the lair: the caller has checked them.
   *
   * Kept apart from spreadFromExit: a judge file's cases run this in code the engine has not
   * optimised yet, and a small function with one hot loop (the stones) is optimised sooner,
   * and compiled faster, than one that also holds the search from the exit.
   */
  readonly layOut: (rows: number, cols: number, width: number, squares: Int32Array, from: number, count: number) => void;
  /**
   * The breadth-first search's loop: pops queued squares at distance <= level; with a target
   * square (>= 0), stops as well once the target has its distance D and a square at D comes up.
   */
  private readonly spread: (level: number, target: number) => void;
  private readonly queue: Int32Array<ArrayBuffer>;
  // The breadth-first search from the exit runs lazily; these say where its queue stands.
  private read = 0;
  private write = 0;
  // The stone-free lair of the last size seen, WALL border and UNSEEN inside: a file of equal
  // sizes lays out each case with one copy instead of a fill per row.
  private templateView: Int32Array<ArrayBuffer>;
  private templateRows = 0;
  private templateCols = 0;

  /** Its three grid-sized arrays come from `grid`, or from buffers of its own. */
  constructor(grid = new GridBuffers(DistanceField.GRID_INT32S)) {
    const dist = grid.int32();
    const queue = grid.int32();
    const template = grid.int32();
    const offsets = new Int32Array(4);
    const field = this;
    this.distance = dist;
    this.queue = queue;
    this.offsets = offsets;
    this.templateView = template.subarray(0, 0);

    this.layOut = (rows, cols, width, squares, from, count) => {
      if (rows !== field.templateRows || cols !== field.templateCols) {
        template.fill(WALL, 0, (rows + 2) * width);
        for (let r = 1; r <= rows; r++) template.fill(UNSEEN, r * width + 1, r * width + 1 + cols);
        field.templateView = template.subarray(0, (rows + 2) * width);
        field.templateRows = rows;
        field.templateCols = cols;
        offsets[0] = -width;
        offsets[1] = 1;
        offsets[2] = width;
        offsets[3] = -1;
      }
      dist.set(field.templateView);
      const end = from + count;
      for (let i = from; i < end; i++) dist[squares[i]!] = WALL;
    };

    this.spread = (level, target) => {
      const up = offsets[0]!;
      let read = field.read;
      let write = field.write;
      while (read < write) {
        const cell = queue[read]!;
        const here = dist[cell]!;
        if (here > level) break;
        if (target >= 0) {
          const goal = dist[target]!;
          if (goal >= 0 && here >= goal) break;
        }
        const next = here + 1;
        read++;
        // Unrolled: up, right, down, left.
        let n = cell + up;
        if (dist[n] === UNSEEN) {
          dist[n] = next;
          queue[write++] = n;
        }
        n = cell + 1;
        if (dist[n] === UNSEEN) {
          dist[n] = next;
          queue[write++] = n;
        }
        n = cell - up;
        if (dist[n] === UNSEEN) {
          dist[n] = next;
          queue[write++] = n;
        }
        n = cell - 1;
        if (dist[n] === UNSEEN) {
          dist[n] = next;
          queue[write++] = n;
        }
      }
      field.read = read;
      field.write = write;
    };
  }

  /** How many grid-sized 32-bit arrays a DistanceField takes from its GridBuffers. */
  static readonly GRID_INT32S = 3;

  /**
   * Seeds the breadth-first search at the exit (unless it is a stone) and spreads it until
   * `target` has its distance D, finishing every square at distance < D; or, when `target` is
   * cut off, until the queue runs dry. Returns the level known, as spreadTo does (D, or
   * ALL_KNOWN). One call rather than one per level: a maze head is dozens of levels away,
   * and each call to a function not yet optimised costs as much as spreading a level.
   */
  spreadFromExit(exitCell: number, target: number): number {
    const dist = this.distance;
    this.read = 0;
    if (dist[exitCell] === UNSEEN) {
      dist[exitCell] = 0;
      this.queue[0] = exitCell;
      this.write = 1;
    } else {
      this.write = 0;
    }
    this.spread(ALL_KNOWN, target);
    return this.read < this.write ? dist[target]! : ALL_KNOWN;
  }

  /**
   * Continues the search from the exit, popping every queued square at distance <= level, so
   * that afterwards every square within level + 1 of the exit has its distance. Returns the
   * first level not yet complete (ALL_KNOWN once the queue runs dry).
   */
  spreadTo(level: number): number {
    this.spread(level, -1);
    return this.read < this.write ? level + 1 : ALL_KNOWN;
  }
}

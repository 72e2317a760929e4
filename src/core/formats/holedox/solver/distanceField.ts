// The distance from the exit around stones, grown lazily a level at a time: A*'s heuristic.
import { GridBuffers } from './gridBuffers';

// Distances below zero mean "never step here": -1 wall or stone, -2 cut off from the exit.
// A const enum, so the loops below hold them as literals, not loads from the module's scope.
const enum Mark {
  Wall = -1,
  Unseen = -2,
}

// spreadTo's answer once every square reachable from the exit has its distance.
const ALL_KNOWN = 0x7fffffff;

/**
 * One search's lair as distances from the exit. Grid-sized buffers, allocated once at the
 * largest supported size and reused for every puzzle the owning search answers.
 *
 * Its members are closures made once, by fieldLoops, over this field's own arrays and its few
 * scalars, rather than methods reading them from fields:
 * - while a process holds one field (the CLI, each solve worker), the optimising compiler
 *   takes captured arrays as constants and drops the loads of their data and length from the
 *   loops; with several (the tests) it compiles them as it would the methods;
 * - a judge file's cases mostly end after laying out the lair and spreading from the exit, in
 *   code the engine has not optimised yet, where a captured variable is one load and a field
 *   goes through an inline cache (docs/performance.md).
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
   * Seeds the breadth-first search at the exit (unless it is a stone) and spreads it until
   * `target` has its distance D, finishing every square at distance < D; or, when `target` is
   * cut off, until the queue runs dry. Returns the level known, as spreadTo does (D, or
   * ALL_KNOWN). One call rather than one per level: a maze head is dozens of levels away,
   * and each call to a function not yet optimised costs as much as spreading a level.
   */
  readonly spreadFromExit: (exitCell: number, target: number) => number;
  /**
   * Continues the search from the exit, popping every queued square at distance <= level, so
   * that afterwards every square within level + 1 of the exit has its distance. Returns the
   * first level not yet complete (ALL_KNOWN once the queue runs dry).
   */
  readonly spreadTo: (level: number) => number;

  /** Its three grid-sized arrays come from `grid`, or from buffers of its own. */
  constructor(grid = new GridBuffers(DistanceField.GRID_INT32S)) {
    const loops = fieldLoops(grid.int32(), grid.int32(), grid.int32(), new Int32Array(4));
    this.distance = loops.dist;
    this.offsets = loops.offsets;
    this.layOut = loops.layOut;
    this.spreadFromExit = loops.spreadFromExit;
    this.spreadTo = loops.spreadTo;
  }

  /** How many grid-sized 32-bit arrays a DistanceField takes from its GridBuffers. */
  static readonly GRID_INT32S = 3;
}

/**
 * A field's loops over its arrays. The arrays are this function's parameters, not consts: the
 * engine checks a captured `const` or `let` for its temporal dead zone at every use until it
 * optimises the code (a second bytecode for each of the breadth-first loop's twenty array
 * accesses), and a parameter never. All the loops in one function for that: split, each
 * part would take the arrays again.
 */
function fieldLoops(
  dist: Int32Array<ArrayBuffer>,
  queue: Int32Array<ArrayBuffer>,
  template: Int32Array<ArrayBuffer>,
  offsets: Int32Array<ArrayBuffer>,
): Pick<DistanceField, 'layOut' | 'spreadFromExit' | 'spreadTo'> & {
  readonly dist: Int32Array<ArrayBuffer>;
  readonly offsets: Int32Array<ArrayBuffer>;
} {
  // The breadth-first search from the exit runs lazily; these say where its queue stands.
  let read = 0;
  let write = 0;
  // The stone-free lair of the last size seen, WALL border and UNSEEN inside: a file of equal
  // sizes lays out each case with one copy instead of a fill per row.
  let templateView = template.subarray(0, 0);
  let templateRows = 0;
  let templateCols = 0;

  const layOut = (rows: number, cols: number, width: number, squares: Int32Array, from: number, count: number): void => {
    if (rows !== templateRows || cols !== templateCols) {
      template.fill(Mark.Wall, 0, (rows + 2) * width);
      for (let r = 1; r <= rows; r++) template.fill(Mark.Unseen, r * width + 1, r * width + 1 + cols);
      templateView = template.subarray(0, (rows + 2) * width);
      templateRows = rows;
      templateCols = cols;
      offsets[0] = -width;
      offsets[1] = 1;
      offsets[2] = width;
      offsets[3] = -1;
    }
    dist.set(templateView);
    const end = from + count;
    for (let i = from; i < end; i++) dist[squares[i]!] = Mark.Wall;
  };

  // The breadth-first search's loop: pops queued squares at distance <= level; with a target
  // square (>= 0), stops as well once the target has its distance D and a square at D comes up.
  // The queue's ends are in locals for the loop and written back after it, and so are the
  // arrays: in code not yet optimised a local is a register, a captured parameter one more
  // load at each of the loop's array accesses (and a loop long enough for a wide jump back).
  const spread = (level: number, target: number): void => {
    const distance = dist;
    const queued = queue;
    const up = offsets[0]!;
    let r = read;
    let w = write;
    while (r < w) {
      const cell = queued[r]!;
      const here = distance[cell]!;
      if (here > level) break;
      if (target >= 0) {
        const goal = distance[target]!;
        if (goal >= 0 && here >= goal) break;
      }
      const next = here + 1;
      r++;
      // Unrolled: up, right, down, left.
      let n = cell + up;
      if (distance[n] === Mark.Unseen) {
        distance[n] = next;
        queued[w++] = n;
      }
      n = cell + 1;
      if (distance[n] === Mark.Unseen) {
        distance[n] = next;
        queued[w++] = n;
      }
      n = cell - up;
      if (distance[n] === Mark.Unseen) {
        distance[n] = next;
        queued[w++] = n;
      }
      n = cell - 1;
      if (distance[n] === Mark.Unseen) {
        distance[n] = next;
        queued[w++] = n;
      }
    }
    read = r;
    write = w;
  };

  const spreadFromExit = (exitCell: number, target: number): number => {
    read = 0;
    if (dist[exitCell] === Mark.Unseen) {
      dist[exitCell] = 0;
      queue[0] = exitCell;
      write = 1;
    } else {
      write = 0;
    }
    spread(ALL_KNOWN, target);
    return read < write ? dist[target]! : ALL_KNOWN;
  };

  const spreadTo = (level: number): number => {
    spread(level, -1);
    return read < write ? level + 1 : ALL_KNOWN;
  };

  return { dist, offsets, layOut, spreadFromExit, spreadTo };
}

// One Holedox search: the A* loop over (head square, body shape), and every buffer it reuses.
import { DistanceField } from './distanceField';
import { GridBuffers } from './gridBuffers';
import { INITIAL_ARENA, StateStore } from './stateStore';
import { NoRoomToTurn } from './noRoomToTurn';
import { StraightRun } from './straightRun';

/** steps()' answers that are no step count: the exit walled off, the body boxed in, a budget spent. */
export const HOLEDOX_CUT_OFF = -1;
export const HOLEDOX_BOXED_IN = -2;
export const HOLEDOX_LIMIT = -3;
/** -1 proven by NoRoomToTurn: the snake can never turn round, and the exit lies behind its body. */
export const HOLEDOX_NO_ROOM = -4;

/**
 * A puzzle as steps() takes it: PackedPuzzle.Size numbers from an offset of an Int32Array,
 * beside the array its stones are in. Head: the head as a padded square (row * (cols + 2) +
 * col, rows and cols within the limits); Shape: the body's shape (see index.ts); From and
 * StoneCount: where the stones start in their array and how many there are, as padded
 * squares, all inside the lair. The fast lane reads a file's cases straight into this form,
 * one after another; solveHoledox packs its one puzzle into the search's own.
 */
export const enum PackedPuzzle {
  Rows,
  Cols,
  Length,
  StoneCount,
  From,
  Head,
  Shape,
  /** The numbers a puzzle takes. */
  Size,
}

/** Which budget ended a search that stopped without an answer. */
export type HoledoxSearchStop = 'max-states' | 'time-limit' | 'out-of-memory';

/**
 * What a search may spend: distinct states, and wall-clock ms from the moment the search
 * begins (undefined, negative or not finite: none). The clock is read only then: a judge
 * file's cases mostly end before any search (the exit cut off, the straight walk).
 */
export interface HoledoxSearchBudget {
  readonly maxStates: number;
  readonly timeLimitMs: number | undefined;
}

// What the search loop reports besides a goal record (>= 0). Const enums, so the loop's
// bytecode holds them as literals, not loads from the module's scope.
const enum Stop {
  BoxedIn = -1,
  OverStates = -2,
  OverTime = -3,
}

// What the loop holds instead of the table while the store rebuilds it (see StateStore.growTable).
const NO_SLOTS = new Int32Array(0);

// A search still going after this many states has NoRoomToTurn look at the lair: cheap
// beside such a search, and dear beside the thousands of small ones of a judge file.
const TURN_CHECK_AFTER = 1_000_000;

// The clock is read once per this many expansions (a power of two, minus one, as a mask).
const enum Clock {
  Mask = 0xfff,
}

/**
 * The Holedox search with everything it reuses from one puzzle to the next: the distance
 * field, the greedy walk's scratch, the record arena and table, the two open-list stacks and
 * the body marks. Each instance is independent; reuse one for many puzzles (a file of a
 * thousand small searches then allocates nothing per case).
 *
 * Audit mode also keeps each record's g as first generated and counts what the search
 * assumes never happens (see index.ts, "No re-opening"): a duplicate reached with a smaller g,
 * or a record whose g, derived from its bucket, differs from the g it was made with.
 */
export class HoledoxSearch {
  /** States expanded by the last search (0 when it needed none). */
  expanded = 0;
  /** Why the last search that returned HOLEDOX_LIMIT stopped. */
  stoppedBy: HoledoxSearchStop = 'max-states';
  /** Whether NoRoomToTurn gave the last answer. */
  provedNoRoom = false;

  /** Whether the last answer came from the straight walk, with no search. */
  get answeredByStraightRun(): boolean {
    return this.lastGoal === 0 && this.lastSteps > 0;
  }

  private readonly field: DistanceField;
  private readonly straight: StraightRun;
  // Made on first use: only searches past the threshold need it.
  private noRoom: NoRoomToTurn | undefined;
  private readonly turnCheckAfter: number;
  private readonly audit: boolean;
  private readonly store: StateStore;
  // Body squares of the state being expanded carry the current tick, so no clearing per state.
  private readonly stamp: Int32Array<ArrayBuffer>;
  private stampTick = 0;
  private stackCur = new Int32Array(INITIAL_ARENA);
  private stackNext = new Int32Array(INITIAL_ARENA);
  // How many records the last search left on each stack, unexpanded (see countVisits).
  private openCur = 0;
  private openNext = 0;
  // Side results of the search loop, kept out of its return value so it returns a small int.
  private goalMove = 0;
  private goalG = 0;
  // The last search's goal parent record; 0 when the answer came from the straight walk.
  private lastGoal = 0;
  private lastSteps = 0;
  private improved = 0;
  private stalePops = 0;
  private squares = new Int32Array(512);
  private readonly packed = new Int32Array(PackedPuzzle.Size);
  /**
   * The A* loop. Returns the goal's parent record (goalMove and goalG say the rest),
   * Stop.BoxedIn, Stop.OverStates or Stop.OverTime, and leaves the stacks' heights in openCur and
   * openNext. `known` is the first level the exit search has not finished; the loop raises
   * it as the search goes deeper. Kept free of setup and result building so the engine
   * optimises it early: its bytecode's length sets how long the engine waits (countVisits is
   * apart for that). A closure over this search's fixed arrays, made once: see DistanceField.
   */
  private readonly run: (length: number, exitCell: number, maxStates: number, deadline: number, known: number) => number;

  /**
   * `turnCheckAfter`: the states a search creates before NoRoomToTurn looks at the lair
   * (default 1 000 000; 0 looks before any search, as the tests do).
   */
  constructor(options: { readonly audit?: boolean; readonly turnCheckAfter?: number } = {}) {
    // The distance field's arrays, the walk's two and the body marks: one allocation.
    const grid = new GridBuffers(DistanceField.GRID_INT32S + 2, 1);
    this.field = new DistanceField(grid);
    this.straight = new StraightRun(this.field, grid);
    this.stamp = grid.int32();
    this.audit = options.audit === true;
    this.store = new StateStore(this.audit);
    this.turnCheckAfter = options.turnCheckAfter ?? TURN_CHECK_AFTER;
    this.run = HoledoxSearch.searchLoop(this, this.field, this.store, this.stamp, this.audit);
  }

  /** A buffer of at least `count` squares for a caller to encode stones into; reused, so valid until the next call. */
  scratchSquares(count: number): Int32Array {
    if (count > this.squares.length) this.squares = new Int32Array(Math.max(count, 2 * this.squares.length));
    return this.squares;
  }

  /** Room for one PackedPuzzle, at 0, for a caller to pack a puzzle into; reused, so valid until the next call. */
  scratchPuzzle(): Int32Array {
    return this.packed;
  }

  /** Audit mode's counts for the last search; both stay 0 while the search's assumption holds. */
  counters(): { improved: number; stalePops: number } {
    // Reset only when a search runs: a case answered before it expanded nothing.
    if (this.expanded === 0) return { improved: 0, stalePops: 0 };
    return { improved: this.improved, stalePops: this.stalePops };
  }

  /**
   * Fewest moves on a puzzle already checked: the PackedPuzzle at `at` of `puzzles`, its
   * stones in `squares`. Returns the count, or HOLEDOX_CUT_OFF, HOLEDOX_BOXED_IN or
   * HOLEDOX_LIMIT (stoppedBy says which budget). With `withPath`, parent links are kept so
   * that moves() can follow them.
   */
  steps(puzzles: Int32Array, at: number, squares: Int32Array, budget: HoledoxSearchBudget, withPath = false, visits?: Uint32Array): number {
    // Most of a judge file's cases end here, before any search, in code the engine has not
    // optimised yet: each field read or written and each call counts, so this part stays short.
    this.expanded = 0;
    this.provedNoRoom = false;
    this.lastGoal = 0;
    // Each number is read where it is first needed.
    const cols = puzzles[at + PackedPuzzle.Cols]!;
    const headCell = puzzles[at + PackedPuzzle.Head]!;
    const width = cols + 2;
    const exitCell = width + 1;
    if (headCell === exitCell) {
      this.lastSteps = 0;
      return 0;
    }

    const field = this.field;
    const rows = puzzles[at + PackedPuzzle.Rows]!;
    field.layOut(rows, cols, width, squares, puzzles[at + PackedPuzzle.From]!, puzzles[at + PackedPuzzle.StoneCount]!);
    // Spread only until the head is reached: far corners may never be needed.
    const known = field.spreadFromExit(exitCell, headCell);
    if (field.distance[headCell]! < 0) {
      this.lastSteps = 0;
      return HOLEDOX_CUT_OFF;
    }
    const length = puzzles[at + PackedPuzzle.Length]!;
    const shape = puzzles[at + PackedPuzzle.Shape]!;
    const run = this.straight.walk(headCell, shape, length);
    this.lastSteps = run;
    if (run > 0) return run;
    return this.search(rows, cols, length, headCell, shape, known, budget, withPath, visits);
  }

  /**
   * steps() past the straight walk: the A* search itself. Only the path every search takes is
   * here: a search the engine runs first compiles it, so the rare ones (NoRoomToTurn after a
   * long search, running out of memory, a budget spent) are methods of their own.
   */
  private search(
    rows: number,
    cols: number,
    length: number,
    headCell: number,
    shape: number,
    known: number,
    budget: HoledoxSearchBudget,
    withPath: boolean,
    visits: Uint32Array | undefined,
  ): number {
    this.improved = 0;
    this.stalePops = 0;
    const maxStates = budget.maxStates;
    if (maxStates < 1) {
      this.stoppedBy = 'max-states';
      return HOLEDOX_LIMIT;
    }
    const width = cols + 2;
    const exitCell = width + 1;
    const probe = length >= 2 && maxStates > this.turnCheckAfter ? this.turnCheckAfter : -1;
    if (probe === 0) {
      const proved = this.tryNoRoom(headCell, shape, length, exitCell, (rows + 2) * width);
      if (proved !== 0) return proved;
    }
    // deadlineAfter, inlined: the call would be one more per search in cold code.
    const limit = budget.timeLimitMs;
    const deadline = typeof limit === 'number' && limit >= 0 && Number.isFinite(limit) ? Date.now() + limit : Infinity;
    let outcome: number;
    try {
      this.store.start(headCell, shape, withPath);
      this.stackCur[0] = 1;
      outcome = this.run(length, exitCell, probe > 0 ? probe : maxStates, deadline, known);
    } catch (error) {
      return this.outOfMemory(error);
    }
    if (visits !== undefined) this.countVisits(visits, outcome, width, cols);
    if (outcome === Stop.OverStates && probe > 0)
      return this.searchPastProbe(rows, cols, length, headCell, shape, maxStates, deadline, withPath, visits);
    return this.answerOf(outcome);
  }

  /**
   * A search that reached the probe's states: NoRoomToTurn looks at whether the lair lets the
   * snake turn round at all, and when it may, the search starts again with the whole budget.
   */
  private searchPastProbe(
    rows: number,
    cols: number,
    length: number,
    headCell: number,
    shape: number,
    maxStates: number,
    deadline: number,
    withPath: boolean,
    visits: Uint32Array | undefined,
  ): number {
    const width = cols + 2;
    const exitCell = width + 1;
    let outcome: number;
    try {
      const proved = this.tryNoRoom(headCell, shape, length, exitCell, (rows + 2) * width);
      if (proved !== 0) return proved;
      this.store.start(headCell, shape, withPath);
      this.stackCur[0] = 1;
      outcome = this.run(length, exitCell, maxStates, deadline, this.field.spreadTo(-1));
    } catch (error) {
      return this.outOfMemory(error);
    }
    if (visits !== undefined) {
      visits.fill(0);
      this.countVisits(visits, outcome, width, cols);
    }
    return this.answerOf(outcome);
  }

  /** What the search loop's outcome answers: the steps, HOLEDOX_BOXED_IN, or HOLEDOX_LIMIT with stoppedBy set. */
  private answerOf(outcome: number): number {
    if (outcome === Stop.OverStates || outcome === Stop.OverTime) {
      this.stoppedBy = outcome === Stop.OverStates ? 'max-states' : 'time-limit';
      return HOLEDOX_LIMIT;
    }
    if (outcome === Stop.BoxedIn) return HOLEDOX_BOXED_IN;
    this.lastGoal = outcome;
    this.lastSteps = this.goalG + 1;
    return this.lastSteps;
  }

  /** A typed-array allocation failure on a huge search is reported (HOLEDOX_LIMIT), not a crash of the host; anything else is rethrown. */
  private outOfMemory(error: unknown): number {
    if (!(error instanceof RangeError)) throw error;
    // The loop did not write its state back: forget every mark and slot it may have left.
    this.store.forgetTable();
    this.stamp.fill(0);
    this.stampTick = 0;
    this.stoppedBy = 'out-of-memory';
    return HOLEDOX_LIMIT;
  }

  /**
   * NoRoomToTurn's answer when its argument applies (the steps, or HOLEDOX_NO_ROOM), else 0
   * (never an answer here: the head is not on the exit).
   */
  private tryNoRoom(headCell: number, shape: number, length: number, exitCell: number, size: number): number {
    const dist = this.field.distance;
    const offs = this.field.offsets;
    const noRoom = (this.noRoom ??= new NoRoomToTurn());
    if (!noRoom.applies(dist, offs, headCell, length, size)) return 0;
    this.provedNoRoom = true;
    const steps = noRoom.distance(dist, offs, headCell, shape, length, exitCell, size);
    if (steps < 0) return HOLEDOX_NO_ROOM;
    this.lastGoal = -1;
    this.lastSteps = steps;
    return steps;
  }

  /**
   * The head's moves (0 up, 1 right, 2 down, 3 left) for the last answer steps() found: the
   * straight walk's, or the parent links then the final move. Needs `withPath` for a search.
   */
  moves(width: number): Uint8Array {
    const steps = this.lastSteps;
    if (this.lastGoal === 0) return this.straight.moves.slice(0, steps);
    if (this.lastGoal === -1 && this.noRoom !== undefined) return this.noRoom.moves.slice(0, steps);
    const heads = this.store.heads;
    const parents = this.store.parents;
    const moves = new Uint8Array(steps);
    moves[steps - 1] = this.goalMove;
    let r = this.lastGoal;
    for (let i = steps - 2; i >= 0; i--) {
      const parent = parents[r]!;
      // Each step's direction is the head's displacement: -width, +1, +width or -1.
      const diff = heads[r]! - heads[parent]!;
      moves[i] = diff === -width ? 0 : diff === 1 ? 1 : diff === width ? 2 : 3;
      r = parent;
    }
    return moves;
  }

  /**
   * The Search view's trace of the last search (run with `withPath`): its first `capacity`
   * states in the order it made them, read from the record arena after the search, so the
   * loop records nothing. Heads are lair squares (0-based, row-major); a state's layer is its
   * parent's plus one; `open` marks those still on the stacks, never expanded.
   */
  traceStates(
    capacity: number,
    width: number,
    cols: number,
  ): { heads: Int32Array; shapes: Int32Array; layers: Uint16Array; expanded: Uint8Array; length: number; states: number } {
    const states = this.expanded === 0 ? 0 : this.expanded + this.openCur + this.openNext;
    const length = Math.min(capacity, states);
    const heads = new Int32Array(length);
    const shapes = new Int32Array(length);
    const layers = new Uint16Array(length);
    const expanded = new Uint8Array(length).fill(1);
    const store = this.store;
    for (let i = 0; i < length; i++) {
      const r = i + 1;
      const cell = store.heads[r]!;
      const row = (cell / width) | 0;
      heads[i] = (row - 1) * cols + (cell - row * width) - 1;
      shapes[i] = store.shapes[r]!;
      // Records are appended, so a parent (record p, state p - 1) always comes first.
      layers[i] = r === 1 ? 0 : layers[store.parents[r]! - 1]! + 1;
    }
    const waiting = (stack: Int32Array, height: number) => {
      for (let i = 0; i < height; i++) {
        const at = stack[i]! - 1;
        if (at < length) expanded[at] = 0;
      }
    };
    waiting(this.stackCur, this.openCur);
    waiting(this.stackNext, this.openNext);
    return { heads, shapes, layers, expanded, length, states };
  }

  /**
   * Adds the last run's expanded states to `visits`, one at each one's head square (lair
   * squares, 0-based, row-major): every record the run made, less those it left on its two
   * stacks and, when the clock stopped it, the one it had just taken off (counted in
   * `expanded`, never looked at). Each record is pushed once and counted in `expanded` when
   * popped, so the run made `expanded` + the two stacks' heights records after the sentinel.
   * (A run that ran out of memory left nothing to count: such a search reports no visits.)
   */
  private countVisits(visits: Uint32Array, outcome: number, width: number, cols: number): void {
    const heads = this.store.heads;
    const cur = this.stackCur;
    const next = this.stackNext;
    const openCur = this.openCur;
    const openNext = this.openNext;
    const records = this.expanded + openCur + openNext;
    for (let r = 1; r <= records; r++) addVisit(visits, heads[r]!, width, cols, 1);
    for (let i = 0; i < openCur; i++) addVisit(visits, heads[cur[i]!]!, width, cols, -1);
    for (let i = 0; i < openNext; i++) addVisit(visits, heads[next[i]!]!, width, cols, -1);
    if (outcome === Stop.OverTime) addVisit(visits, heads[cur[openCur]!]!, width, cols, -1);
  }

  /**
   * HoledoxSearch.run for `search`, over its parts: the caller's field, store, body marks and
   * audit mode, captured here once (see DistanceField on why a closure). One loop on purpose:
   * its state lives in locals the optimiser keeps in registers; split, it would go through fields.
   */
  private static searchLoop(
    search: HoledoxSearch,
    exitField: DistanceField,
    records: StateStore,
    stamp: Int32Array<ArrayBuffer>,
    audit: boolean,
  ): (length: number, exitCell: number, maxStates: number, deadline: number, known: number) => number {
    const distance = exitField.distance;
    const offsets = exitField.offsets;
    const run = (length: number, exitCell: number, maxStates: number, deadline: number, known: number): number => {
      // 2(L-1) bits; L is at most HOLEDOX_MAX_LENGTH (16), so the shift stays under 31.
      const shapeMask = (1 << (2 * length - 2)) - 1;
      // Locals, as in a method: the loop reads registers, and the engine still knows them.
      const owner = search;
      const field = exitField;
      const store = records;
      const dist = distance;
      const offs = offsets;
      const marks = stamp;
      const withParents = store.keepParents;

      let slots = store.table;
      let mask = store.mask;
      let shift = store.shift;
      let growAt = store.growAt;
      let shapes = store.shapes;
      let heads = store.heads;
      let parents = store.parents;
      let auditG = store.auditG;
      // A local copy: read for every new state.
      let capacity = store.capacity;
      // Records in use, sentinel included: count - 1 states.
      let count = 2;

      let cur = owner.stackCur;
      let next = owner.stackNext;
      let curTop = 1;
      let nextTop = 0;
      let f = dist[heads[1]!]!;
      let expanded = 0;
      let improved = 0;
      let stale = 0;
      let tick = owner.stampTick;
      let outcome: number = Stop.BoxedIn;

      search: for (;;) {
        if (curTop === 0) {
          if (nextTop === 0) break;
          const swap = cur;
          cur = next;
          next = swap;
          curTop = nextTop;
          nextTop = 0;
          f += 2;
        }
        const rec = cur[--curTop]!;
        const cell = heads[rec]!;
        // Every record on the `cur` stack has f = F, so its g follows from its head.
        const h = dist[cell]!;
        const g = f - h;
        if (audit && auditG[rec] !== g) stale++;
        expanded++;
        if ((expanded & Clock.Mask) === 0 && Date.now() > deadline) {
          outcome = Stop.OverTime;
          break;
        }
        const shape = shapes[rec]!;
        // Neighbours are at h - 1 or h + 1: make sure the exit search has reached h + 1.
        if (h >= known) known = field.spreadTo(h);

        // Mark the body. Block i is i steps from the head, so it has the head's parity iff i is
        // even; squares next to the head have the other parity, so only odd blocks can block.
        if (++tick === 0x7fffffff) {
          marks.fill(0);
          tick = 1;
        }
        let p = cell;
        let s = shape;
        for (let i = 2; i < length; i += 2) {
          p += offs[s & 3]!;
          marks[p] = tick;
          p += offs[(s >>> 2) & 3]!;
          s >>>= 4;
        }
        // An even L leaves the last block odd and unvisited by the paired loop.
        if ((length & 1) === 0) marks[p + offs[s & 3]!] = tick;

        const ng = g + 1;
        const shifted = shape << 2;
        for (let d = 0; d < 4; d++) {
          const n = cell + offs[d]!;
          const hn = dist[n]!;
          if (hn < 0 || marks[n] === tick) continue;
          if (n === exitCell) {
            owner.goalMove = d;
            owner.goalG = g;
            outcome = rec;
            break search;
          }
          const ns = (shifted | (d ^ 2)) & shapeMask;
          // hashKey, inlined: this is the hottest line of the solver.
          let slot = Math.imul(ns ^ Math.imul(n, 0x9e3779b1), 0x85ebca6b) >>> shift;
          let r: number;
          for (;;) {
            r = slots[slot]!;
            // Both loads run on every probe (the sentinel answers for empty slots), so the
            // engine has seen every access before a duplicate first turns up.
            if (((heads[r]! - n) | (shapes[r]! - ns)) === 0 || r === 0) break;
            slot = (slot + 1) & mask;
          }
          // Known already, with a g no larger than ng (see index.ts, "No re-opening").
          if (r !== 0) {
            if (audit && ng < auditG[r]!) improved++;
            continue;
          }
          if (count > maxStates) {
            outcome = Stop.OverStates;
            break search;
          }
          if (count === capacity) {
            store.growArena(maxStates + 1);
            capacity = store.capacity;
            shapes = store.shapes;
            heads = store.heads;
            parents = store.parents;
            auditG = store.auditG;
          }
          const target = count++;
          shapes[target] = ns;
          heads[target] = n;
          if (withParents) parents[target] = rec;
          if (audit) auditG[target] = ng;
          slots[slot] = target;
          if (count > growAt) {
            // eslint-disable-next-line no-useless-assignment -- lets the old table go while the new one is built
            slots = NO_SLOTS;
            store.growTable(count, maxStates);
            slots = store.table;
            mask = store.mask;
            shift = store.shift;
            growAt = store.growAt;
          }
          if (ng + hn === f) {
            if (curTop === cur.length) cur = grownStack(cur);
            cur[curTop++] = target;
          } else {
            if (nextTop === next.length) next = grownStack(next);
            next[nextTop++] = target;
          }
        }
      }

      // Keep grown stacks for the next search; as they stand, with their heights, for countVisits.
      owner.stackCur = cur;
      owner.stackNext = next;
      owner.openCur = curTop;
      owner.openNext = nextTop;
      owner.stampTick = tick;
      owner.expanded = expanded;
      owner.improved = improved;
      owner.stalePops = stale;
      return outcome;
    };
    return run;
  }
}

/** One more (or, with -1, one fewer) visit of padded square `cell`, counted at its lair square (row - 1) * cols + col - 1. */
function addVisit(visits: Uint32Array, cell: number, width: number, cols: number, by: number): void {
  const row = (cell / width) | 0;
  const at = (row - 1) * cols + (cell - row * width) - 1;
  visits[at] = visits[at]! + by;
}

function grownStack(stack: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(stack.length * 2);
  bigger.set(stack);
  return bigger;
}

/*
 * # Holedox solver: A* over (head square, body shape) with an exact, consistent heuristic.
 *
 * State. The head is a square index in a grid padded by one wall square on every side
 * (so a move never needs a bounds check). The body is L-1 two-bit directions: direction i
 * (bits 2(i-1)..2i-1) says where block i+1 lies relative to block i (0 up, 1 right,
 * 2 down, 3 left). A move in direction d makes the old head the new second block, which
 * sits in direction d^2 of the new head, so the new shape is ((shape << 2) | (d ^ 2))
 * cut to 2(L-1) bits; the old tail direction falls off the top.
 *
 * Heuristic. h = BFS distance from the exit around stones, ignoring the body. Moving the
 * head never beats one square per move, so h is admissible, and adjacent squares differ by
 * exactly one (the grid is bipartite), so f = g + h keeps its value or rises by 2 on every
 * move. Two stacks therefore make an exact priority queue: `cur` holds f = F, `next`
 * holds f = F + 2. The BFS runs lazily, a level at a time, only as far as the head has
 * been: in a maze most of the far side is never needed. A head with no distance at all
 * means the exit is walled off, answered before any search.
 *
 * No re-opening, so no g. In general A* must allow a state first generated into `next`
 * (from a parent at f = F) to be reached again from another parent at f = F with g
 * smaller by 2, and re-open it. For this encoding that never happens: the first shape
 * direction fixes the parent's head square, so every parent of a state has the same h,
 * and parents are expanded in nondecreasing f with g = f - h, so the first generation
 * already has the least g. (L = 1 has no shape, but its search is a straight dive down
 * the distance field.) So a duplicate is simply skipped, each record is pushed once, and
 * a record's g is not stored: on the `cur` stack it is F - h(head). HoledoxSearch's audit
 * mode keeps the g anyway and counts any breach, for the tests.
 *
 * Goal. The search stops when a move reaches the exit: the parent had h = 1 and f = F, so
 * the goal's f = g = F, which no open state can undercut.
 *
 * Straight run. Before searching, one greedy walk down the distance field is tried: if the
 * head can descend h squares without meeting a block that has not yet moved off, h moves
 * suffice, and h is a lower bound, so that is the answer with no search at all.
 *
 * Memory. Records live in an append-only arena of typed arrays (head 2 bytes, shape 4, and
 * the parent link 4 only when a path is wanted), indexed by an open-addressing hash table
 * of 4-byte record indices (linear probing, grown at 3/4 full, so 20 M states fit 2^25
 * slots). A HoledoxSearch owns all of it and grows it by doubling; each search starts with
 * a small logical table and clears only the part the previous search used, so a tiny
 * puzzle after a huge one costs what a tiny puzzle costs. docs/performance.md has the
 * measured bytes per state.
 *
 * No room to turn. A search still going after a million states has noRoomToTurn.ts check
 * whether the snake can ever turn round in this lair; where it cannot, a BFS answers.
 *
 * Where each part lives (all in this folder):
 *
 * | part                                            | file             |
 * |-------------------------------------------------|------------------|
 * | checks and encodes the puzzle, the entry points | index.ts         |
 * | the search, its loop, the walk back to the start| aStar.ts         |
 * | the lazy BFS from the exit (the heuristic)      | distanceField.ts |
 * | the greedy shortcut down the distance field     | straightRun.ts   |
 * | lairs too narrow to turn round in               | noRoomToTurn.ts  |
 * | the record arena and hash table                 | stateStore.ts    |
 * | the padded grid's shared buffers                | gridBuffers.ts   |
 */
import { HOLEDOX_CUT_OFF, HOLEDOX_LIMIT, HoledoxSearch, PackedPuzzle } from './aStar';
import { directionOf } from '../../../geometry';
import { HOLEDOX_DEFAULT_MAX_STATES, HOLEDOX_MAX_LENGTH, HOLEDOX_MAX_SIDE } from '../limits';
import type { HoledoxPuzzle, HoledoxSolution, HoledoxSolveOptions } from '../puzzle';

export { HOLEDOX_DEFAULT_MAX_STATES, HOLEDOX_MAX_LENGTH, HOLEDOX_MAX_SIDE } from '../limits';
export { HOLEDOX_BOXED_IN, HOLEDOX_CUT_OFF, HOLEDOX_LIMIT, HOLEDOX_NO_ROOM, HoledoxSearch, PackedPuzzle } from './aStar';
export type { HoledoxSearchBudget, HoledoxSearchStop } from './aStar';

// The search solveHoledox uses when given none, and the fast lane's: its buffers are reused
// from case to case and file to file. Made on first use.
let sharedSearch: HoledoxSearch | undefined;

/** The one search solveHoledox runs in when given none, made on first use. Searches run to completion, so sharing it is safe. */
export function sharedHoledoxSearch(): HoledoxSearch {
  return (sharedSearch ??= new HoledoxSearch());
}

function refuse(): HoledoxSolution {
  return { status: 'limit', steps: -1, moves: new Uint8Array(0), expanded: 0, reason: 'limit' };
}

/**
 * Fewest moves bringing the head to (1,1), with one optimal witness (unless options.path is
 * false).
 *
 * Never throws. Puzzles outside what the solver supports — a side outside 1..100, a body
 * length outside 1..16, body blocks outside the lair or not 4-adjacent in order — get
 * status 'limit' with reason 'limit'. A search that creates more than options.maxStates
 * states (default 20 000 000), runs past options.timeLimitMs or out of memory gets status
 * 'limit' with reason 'max-states', 'time-limit' or 'out-of-memory'. `given` is the search
 * to run in (its buffers are reused from call to call); one shared search when absent.
 */
export function solveHoledox(puzzle: HoledoxPuzzle, options: HoledoxSolveOptions = {}, given?: HoledoxSearch): HoledoxSolution {
  const { rows, cols, body, stones } = puzzle;
  const length = body.length;
  if (
    !Number.isInteger(rows) ||
    !Number.isInteger(cols) ||
    rows < 1 ||
    cols < 1 ||
    rows > HOLEDOX_MAX_SIDE ||
    cols > HOLEDOX_MAX_SIDE ||
    length < 1 ||
    length > HOLEDOX_MAX_LENGTH
  ) {
    return refuse();
  }
  const width = cols + 2;

  // Encode the body; any gap or stray block makes the puzzle unsupported.
  let shape = 0;
  let headCell = 0;
  let prevRow = 0;
  let prevCol = 0;
  for (let i = 0; i < length; i++) {
    // A hole in the array is no square: NaN fails the checks as a non-integer does.
    const r = body[i]?.row ?? Number.NaN;
    const c = body[i]?.col ?? Number.NaN;
    if (!Number.isInteger(r) || !Number.isInteger(c) || r < 1 || c < 1 || r > rows || c > cols) {
      return refuse();
    }
    if (i === 0) {
      headCell = r * width + c;
    } else {
      // Direction numbering as in geometry's DIRECTION_DELTAS: 0 up, 1 right, 2 down, 3 left.
      const dir = directionOf(r - prevRow, c - prevCol);
      if (dir < 0) return refuse();
      shape |= dir << (2 * (i - 1));
    }
    prevRow = r;
    prevCol = c;
  }
  // The stones as padded squares; those outside the lair cannot matter, so they are skipped
  // rather than refused.
  const search = given ?? sharedHoledoxSearch();
  const squares = search.scratchSquares(stones.length);
  let inside = 0;
  for (const stone of stones) {
    const r = stone?.row ?? Number.NaN;
    const c = stone?.col ?? Number.NaN;
    if (Number.isInteger(r) && Number.isInteger(c) && r >= 1 && c >= 1 && r <= rows && c <= cols) {
      squares[inside++] = r * width + c;
    }
  }
  const packed = search.scratchPuzzle();
  packed[PackedPuzzle.Rows] = rows;
  packed[PackedPuzzle.Cols] = cols;
  packed[PackedPuzzle.Length] = length;
  packed[PackedPuzzle.StoneCount] = inside;
  packed[PackedPuzzle.From] = 0;
  packed[PackedPuzzle.Head] = headCell;
  packed[PackedPuzzle.Shape] = shape;
  return solveHoledoxSquares(search, packed, 0, squares, options);
}

/**
 * solveHoledox past its checks and its encoding: a puzzle already in the form
 * HoledoxSearch.steps takes (the PackedPuzzle at `at` of `puzzles`, its stones in
 * `squares`), answered in `search`. The fast lane's cases come this way, with no object per
 * square.
 */
export function solveHoledoxSquares(
  search: HoledoxSearch,
  puzzles: Int32Array,
  at: number,
  squares: Int32Array,
  options: HoledoxSolveOptions,
): HoledoxSolution {
  const width = puzzles[at + PackedPuzzle.Cols]! + 2;
  if (puzzles[at + PackedPuzzle.Head] === width + 1) {
    return { status: 'solved', steps: 0, moves: new Uint8Array(0), expanded: 0, reason: 'at-exit' };
  }
  const requested = options.maxStates;
  const maxStates = typeof requested === 'number' && requested >= 0 ? requested : HOLEDOX_DEFAULT_MAX_STATES;
  const budget = { maxStates, timeLimitMs: options.timeLimitMs };
  const withPath = options.path !== false;
  const steps = search.steps(puzzles, at, squares, budget, withPath, options.cellVisits);
  const expanded = search.expanded;
  if (steps === HOLEDOX_LIMIT) {
    return { status: 'limit', steps: -1, moves: new Uint8Array(0), expanded, reason: search.stoppedBy };
  }
  if (steps < 0) {
    const reason = steps === HOLEDOX_CUT_OFF ? 'exit-cut-off' : search.provedNoRoom ? 'no-room-to-turn' : 'boxed-in';
    return { status: 'unsolvable', steps: -1, moves: new Uint8Array(0), expanded, reason };
  }
  const moves = withPath ? search.moves(width) : new Uint8Array(0);
  if (search.provedNoRoom) return { status: 'solved', steps, moves, expanded, reason: 'no-room-to-turn' };
  return search.answeredByStraightRun
    ? { status: 'solved', steps, moves, expanded, reason: 'straight-run' }
    : { status: 'solved', steps, moves, expanded };
}

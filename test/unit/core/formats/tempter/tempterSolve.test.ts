import assert from 'node:assert/strict';
import { DIRECTION_DELTAS } from '../../../../../src/core/geometry';
import type { TempterPuzzle, TempterReason } from '../../../../../src/core/formats/tempter';
import { solveTempter, type TempterTuning } from '../../../../../src/core/formats/tempter';
import { mulberry32, randomInt } from '../../../oracles/random';
import { openGrid } from '../../../helpers/tempterGrids';
import { bruteForceTempter, replayTempter } from '../../../oracles/tempterBruteForce';

/** "N M T" then N rows, as in the HDU 1010 input. */
function puzzle(text: string): TempterPuzzle {
  const [head = '', ...grid] = text
    .trim()
    .split('\n')
    .map((line) => line.trim());
  const [rows = 0, cols = 0, time = 0] = head.split(/\s+/).map(Number);
  return { rows, cols, time, grid };
}

function findChar(p: TempterPuzzle, ch: string): { row: number; col: number } {
  const row = p.grid.findIndex((line) => line.includes(ch));
  return { row: row + 1, col: (p.grid[row] ?? '').indexOf(ch) + 1 };
}

/** Solves, expects YES, and checks the witness with the independent replay and the path. */
type Result = ReturnType<typeof solveTempter>;

function expectYes(p: TempterPuzzle, options?: TempterTuning & { maxNodes?: number }): Result {
  const result = solveTempter(p, options);
  assert.equal(result.status, 'yes', `expected YES for ${JSON.stringify(p)}`);
  // Only the answer without search, where T is the distance from S to D, names a reason.
  assert.equal(result.reason, result.expanded === 0 ? 'shortest-path' : undefined);
  assert.equal(replayTempter(p, result.moves), null);
  assert.equal(result.moves.length, p.time);
  assert.equal(result.path.length, p.time + 1);
  assert.deepEqual(result.path[0], findChar(p, 'S'));
  assert.deepEqual(result.path[p.time], findChar(p, 'D'));
  for (let t = 0; t < p.time; t++) {
    const [dr, dc] = DIRECTION_DELTAS[result.moves[t] ?? 0] ?? [0, 0];
    const from = result.path[t];
    const to = result.path[t + 1];
    assert.deepEqual(to, { row: (from?.row ?? 0) + dr, col: (from?.col ?? 0) + dc });
  }
  return result;
}

function expectNo(p: TempterPuzzle, reason: TempterReason): Result {
  const result = solveTempter(p);
  assert.equal(result.status, 'no', `expected NO for ${JSON.stringify(p)}`);
  assert.equal(result.reason, reason);
  assert.equal(result.moves.length, 0);
  assert.deepEqual(result.path, []);
  return result;
}

/** A random grid: S, D, `walls` walls, the rest open; cells shuffled by the seeded PRNG. */
interface RandomGrid {
  readonly grid: string[];
  readonly open: number;
}

function randomGrid(random: () => number, rows: number, cols: number, walls: number): RandomGrid {
  const cells = Array.from({ length: rows * cols }, (_, i) => i);
  for (let i = cells.length - 1; i > 0; i--) {
    const j = randomInt(random, 0, i);
    [cells[i], cells[j]] = [cells[j] ?? 0, cells[i] ?? 0];
  }
  const chars = new Array<string>(rows * cols).fill('.');
  chars[cells[0] ?? 0] = 'S';
  chars[cells[1] ?? 0] = 'D';
  const w = Math.min(walls, rows * cols - 2);
  for (let i = 0; i < w; i++) chars[cells[2 + i] ?? 0] = 'X';
  const grid: string[] = [];
  for (let r = 0; r < rows; r++) grid.push(chars.slice(r * cols, (r + 1) * cols).join(''));
  return { grid, open: rows * cols - w };
}

/**
 * A random connected region of `size` open squares grown from a random square (each step
 * opens a random closed neighbour of a random open square); S and D inside it, X elsewhere.
 */
function randomRegion(random: () => number, rows: number, cols: number, size: number): RandomGrid {
  const chars = new Array<string>(rows * cols).fill('X');
  const region = [randomInt(random, 0, rows * cols - 1)];
  chars[region[0] ?? 0] = '.';
  for (let guard = 0; region.length < size && guard < 100_000; guard++) {
    const from = region[randomInt(random, 0, region.length - 1)] ?? 0;
    const [dr, dc] = DIRECTION_DELTAS[randomInt(random, 0, 3)] ?? [0, 0];
    const r = Math.floor(from / cols) + dr;
    const c = (from % cols) + dc;
    if (r < 0 || r >= rows || c < 0 || c >= cols || chars[r * cols + c] === '.') continue;
    chars[r * cols + c] = '.';
    region.push(r * cols + c);
  }
  const s = randomInt(random, 0, region.length - 1);
  let d = randomInt(random, 0, region.length - 2);
  if (d >= s) d++;
  chars[region[s] ?? 0] = 'S';
  chars[region[d] ?? 0] = 'D';
  const grid: string[] = [];
  for (let r = 0; r < rows; r++) grid.push(chars.slice(r * cols, (r + 1) * cols).join(''));
  return { grid, open: region.length };
}

/** Mostly times near "fill the grid", where the strong prunings work; some anywhere. */
function randomTime(random: () => number, open: number): number {
  return random() < 0.5 ? randomInt(random, 0, open + 1) : Math.max(0, open - 1 - randomInt(random, 0, 6));
}

describe('solveTempter', () => {
  describe('HDU 1010 samples', () => {
    it('answers NO for the first sample (the door is 7 moves away, T = 5)', () => {
      expectNo(puzzle('4 4 5\nS.X.\n..X.\n..XD\n....'), 'too-far');
    });

    it('answers YES for the second sample with a replayable path', () => {
      expectYes(puzzle('3 4 5\nS.X.\n..X.\n...D'));
    });
  });

  describe('root arguments', () => {
    it('parity: T and the Manhattan distance differ in parity', () => {
      expectNo(puzzle('1 3 1\nS.D'), 'parity');
      expectNo(puzzle('2 2 3\nS.\n.D'), 'parity');
    });

    it('too-few-squares: fewer than T+1 open squares', () => {
      expectNo(puzzle('1 3 4\nS.D'), 'too-few-squares');
    });

    it("colour-count: S's colour has too few squares for its share of the path", () => {
      // 4 squares visited, 2 of them S's colour; S is the only square of its colour.
      expectNo(puzzle('3 3 3\nX.X\n.S.\nXDX'), 'colour-count');
    });

    it('door-unreachable: walls cut D off', () => {
      expectNo(puzzle('3 4 5\nS.X.\n..X.\n..XD'), 'door-unreachable');
    });

    it('too-far: the BFS distance exceeds T', () => {
      // D is 2 squares away as the crow flies but 4 moves around the wall.
      expectNo(puzzle('2 3 2\nSXD\n...'), 'too-far');
    });

    it('answers NO after search when only search can tell (the top pocket is a dead end)', () => {
      const result = expectNo(puzzle('3 3 6\n..X\nSXD\n...'), 'searched');
      assert.ok(result.expanded >= 1);
    });

    it('uses a shortest path when T equals the BFS distance, without search', () => {
      const result = expectYes(puzzle('3 4 5\nS.X.\n..X.\n...D'));
      assert.equal(result.expanded, 0);
      assert.equal(result.reason, 'shortest-path');
    });
  });

  describe('search', () => {
    it('finds a Hamiltonian path on an open 7x7 grid', () => {
      expectYes(openGrid(7, 7, 48, [0, 0], [6, 6]));
    });

    it('solves near-Hamiltonian 7x7 cases quickly (node counts, not wall time)', () => {
      const yes = expectYes(
        openGrid(
          7,
          7,
          45,
          [3, 1],
          [0, 5],
          [
            [4, 4],
            [1, 2],
          ],
        ),
      );
      assert.ok(yes.expanded < 50_000, `expanded ${yes.expanded}`);
      // Without the block and edge arguments this NO takes some 340 000 nodes.
      const hard = puzzle('7 7 43\n...S...\n.......\n.......\nX......\n.......\n.X.....\nD..X...');
      const no = expectNo(hard, 'searched');
      assert.ok(no.expanded < 50_000, `expanded ${no.expanded}`);
    });

    it('finds a Hamiltonian path on an open 8x8 grid (T = 63)', () => {
      const result = expectYes(openGrid(8, 8, 63, [0, 0], [7, 0]));
      assert.ok(result.expanded < 50_000, `expanded ${result.expanded}`);
    });

    it('finds a near-Hamiltonian 8x8 path across both 32-bit halves', () => {
      expectYes(
        openGrid(
          8,
          8,
          60,
          [3, 6],
          [7, 0],
          [
            [5, 5],
            [7, 6],
          ],
        ),
      );
    });

    it('refutes a hard 8x8 NO case with few nodes (plain DFS needs millions)', () => {
      const p = puzzle('8 8 59\n.......X\n........\n.X......\n........\n........\n.D....S.\n..X.....\n........');
      const result = expectNo(p, 'searched');
      assert.ok(result.expanded < 50_000, `expanded ${result.expanded}`);
    });

    it('stops with status limit at maxNodes', () => {
      const result = solveTempter(openGrid(7, 7, 46, [0, 0], [6, 6]), { maxNodes: 1 });
      assert.equal(result.status, 'limit');
      assert.equal(result.reason, 'limit');
      assert.equal(result.moves.length, 0);
      assert.ok(result.expanded <= 1);
    });

    it('counts expanded and pruned nodes', () => {
      const result = solveTempter(puzzle('3 3 6\n..X\nSXD\n...'));
      assert.ok(result.expanded >= 1);
      assert.ok(result.pruned >= 1);
    });
  });

  describe('grids beyond 64 cells', () => {
    it('still answers NO from root arguments', () => {
      expectNo(openGrid(10, 10, 19, [0, 0], [9, 9]), 'parity');
      expectNo(openGrid(10, 10, 100, [0, 0], [9, 9]), 'too-few-squares');
    });

    it('answers YES when T is the BFS distance', () => {
      expectYes(openGrid(10, 10, 18, [0, 0], [9, 9]));
    });

    it("searches S's walled-in region when its bounding box fits in 64 cells", () => {
      // A 5x6 room in the corner of a 10x10 grid: 30 squares, so T = 29 visits them all.
      const walls: [number, number][] = [];
      for (let r = 0; r < 10; r++) walls.push([r, 6]);
      for (let c = 0; c < 6; c++) walls.push([5, c]);
      const yes = expectYes(openGrid(10, 10, 29, [2, 3], [0, 0], walls));
      assert.ok(yes.expanded > 0);
      // The grid has squares enough for the root arguments; only the room search says NO.
      expectNo(openGrid(10, 10, 31, [2, 3], [0, 0], walls), 'searched');
    });

    it('searches regions 32 or more columns wide on their side, with paths in grid coordinates', () => {
      // The board holds fewer than 32 columns, so these boxes are searched transposed.
      const wide = expectYes(openGrid(2, 32, 63, [0, 0], [1, 0]));
      assert.ok(wide.expanded > 0);
      expectNo(openGrid(1, 40, 7, [0, 0], [0, 5]), 'searched');
      // A 2x32 room at columns 6..37 of a 4x40 grid: the path is offset as well as turned.
      const walls: [number, number][] = [];
      for (let c = 0; c < 40; c++) walls.push([2, c]);
      for (const c of [5, 38]) walls.push([0, c], [1, c]);
      const room = expectYes(openGrid(4, 40, 63, [0, 6], [1, 6], walls));
      assert.ok(room.expanded > 0);
      expectNo(openGrid(4, 40, 54, [0, 12], [1, 11], walls), 'searched');
    });

    it('returns limit when search is needed on a region past 16x16', () => {
      const result = solveTempter(openGrid(17, 17, 34, [0, 0], [16, 16]));
      assert.equal(result.status, 'limit');
      // Past the cap no search starts: that is a size limit, not a search that ran out.
      assert.equal(result.reason, 'too-big');
      assert.deepEqual(result.box, { rows: 17, cols: 17 });
    });
  });

  describe('cross-check with the brute force', () => {
    // Shapes chosen so bit sets straddle the two 32-bit halves (cols of 1, 2, 8, 21, 32, 64);
    // larger ones get a winding region of at most 16 open squares so the brute force stays small.
    const shapes: readonly (readonly [number, number])[] = [
      [1, 2],
      [2, 2],
      [3, 3],
      [3, 4],
      [4, 4],
      [2, 8],
      [3, 5],
      [1, 16],
      [5, 5],
      [6, 6],
      [7, 7],
      [8, 8],
      [4, 16],
      [2, 32],
      [1, 64],
      [3, 21],
      [32, 2],
      [64, 1],
      [6, 10],
      [9, 7],
    ];

    it('agrees on 10 000 seeded random grids with at most 16 open squares; YES witnesses replay', () => {
      const random = mulberry32(1010);
      let yes = 0;
      let searched = 0;
      for (let i = 0; i < 10_000; i++) {
        const [rows, cols] = shapes[i % shapes.length] ?? [2, 2];
        const cells = rows * cols;
        const { grid, open } =
          cells <= 16
            ? randomGrid(random, rows, cols, randomInt(random, 0, 3))
            : randomRegion(random, rows, cols, randomInt(random, 2, 16));
        const p: TempterPuzzle = { rows, cols, time: randomTime(random, open), grid };
        const result = solveTempter(p);
        const brute = bruteForceTempter(p);
        assert.equal(result.status, brute === null ? 'no' : 'yes', JSON.stringify(p));
        if (result.status === 'yes') {
          yes++;
          assert.equal(replayTempter(p, result.moves), null, JSON.stringify(p));
          assert.equal(result.path.length, p.time + 1);
        }
        if (result.expanded > 0) searched++;
      }
      // The mix must exercise both answers and the search, not just the root arguments.
      assert.ok(yes > 2000, `yes ${yes}`);
      assert.ok(searched > 2000, `searched ${searched}`);
    });
  });

  describe('root arguments on cell sets (grids of at most 36 squares)', () => {
    it("give exactly the tables' answers: reason, path, counts (20 000 seeded judge-size grids, walls and regions)", () => {
      const random = mulberry32(1324);
      const seen = new Map<string, number>();
      for (let i = 0; i < 20_000; i++) {
        // Every shape of up to 36 squares under 32 columns, 1xN and Nx1 included.
        const rows = randomInt(random, 1, 36);
        const cols = randomInt(random, rows === 1 ? 2 : 1, Math.min(31, Math.floor(36 / rows)));
        const cells = rows * cols;
        if (cells < 2) continue;
        const { grid, open } =
          i % 2 === 0
            ? randomGrid(random, rows, cols, randomInt(random, 0, Math.floor(cells * 0.4)))
            : randomRegion(random, rows, cols, randomInt(random, 2, cells));
        const p: TempterPuzzle = { rows, cols, time: i % 3 === 0 ? randomInt(random, -1, 40) : randomTime(random, open), grid };
        const sets = solveTempter(p);
        const tables = solveTempter(p, { tableRoot: true });
        assert.deepEqual(sets, tables, JSON.stringify(p));
        const kind = `${sets.status} ${sets.reason ?? (sets.expanded > 0 ? 'search' : '')}`;
        seen.set(kind, (seen.get(kind) ?? 0) + 1);
      }
      // Every way a small grid is answered comes up, the search both ways included.
      for (const kind of [
        'no parity',
        'no too-few-squares',
        'no colour-count',
        'no door-unreachable',
        'no too-far',
        'yes shortest-path',
        'yes search',
        'no searched',
      ]) {
        assert.ok((seen.get(kind) ?? 0) > 100, `${kind}: ${seen.get(kind) ?? 0} of ${JSON.stringify([...seen])}`);
      }
    });
  });

  describe('cross-check of the prunings on bigger grids', () => {
    // The brute force cannot go here; instead every pruning is switched off in turn and the
    // answers must not change (the flood fill, peel and colour count always stay on).
    const variants: readonly TempterTuning[] = [
      { memo: false },
      { blockGate: -1 },
      { edgeGate: -1 },
      { blockGate: 64, edgeGate: 64 },
      { blockGate: -1, edgeGate: -1, memo: false },
    ];

    it('gives the same answers with each pruning on or off (6x6 to 8x8, T near the open count)', () => {
      const random = mulberry32(49);
      let compared = 0;
      for (let i = 0; i < 1000; i++) {
        const size = 6 + (i % 3);
        const { grid, open } = randomGrid(random, size, size, randomInt(random, 0, 8));
        // T up to 20 below the open count: memo keys must tell times apart there.
        const time = Math.max(0, open - 1 - randomInt(random, 0, 20));
        const p: TempterPuzzle = { rows: size, cols: size, time, grid };
        const reference = solveTempter(p);
        assert.notEqual(reference.status, 'limit');
        if (reference.status === 'yes') {
          assert.equal(replayTempter(p, reference.moves), null, JSON.stringify(p));
        }
        for (const variant of variants) {
          const other = solveTempter(p, { ...variant, maxNodes: 200_000 });
          if (other.status === 'limit') continue;
          compared++;
          assert.equal(other.status, reference.status, `${JSON.stringify(variant)} ${JSON.stringify(p)}`);
          if (other.status === 'yes') assert.equal(replayTempter(p, other.moves), null);
        }
      }
      assert.ok(compared > 4000, `compared ${compared}`);
    });
  });
});

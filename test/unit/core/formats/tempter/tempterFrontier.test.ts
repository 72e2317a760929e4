import assert from 'node:assert/strict';
import type { TempterPuzzle } from '../../../../../src/core/formats/tempter';
import { solveTempter, type TempterTuning } from '../../../../../src/core/formats/tempter';
import { openGrid, randomGrid, windingRegion } from '../../../helpers/tempterGrids';
import { mulberry32, randomInt } from '../../../oracles/random';
import { bruteForceTempter, replayTempter } from '../../../oracles/tempterBruteForce';

/*
 * The frontier decision (solver/wide/frontier.ts): a wide search that has run long on a board with
 * few squares to leave out is decided row by row instead. It must settle the boards the
 * search cannot, give a path that replays for every YES, and agree with the brute force and
 * with the search wherever they finish.
 */

/** From the search's first node, whatever the squares to leave out and the box's width. */
const FROM_THE_START: TempterTuning = { frontierAfter: 0, frontierSpare: 255, frontierWidth: 16 };

function expectAnswer(
  p: TempterPuzzle,
  expected: 'yes' | 'no',
  options: TempterTuning & { maxNodes?: number },
): ReturnType<typeof solveTempter> {
  const result = solveTempter(p, options);
  assert.equal(result.status, expected, JSON.stringify(p));
  if (expected === 'yes') {
    assert.equal(replayTempter(p, result.moves), null, JSON.stringify(p));
    assert.equal(result.path.length, p.time + 1);
  }
  return result;
}

describe('solveTempter: the frontier decision on near-full wide boards', () => {
  describe('settles boards the search does not (with it, and without it in the same budget)', () => {
    const cases: readonly { readonly name: string; readonly p: TempterPuzzle; readonly answer: 'yes' | 'no' }[] = [
      {
        // 10x10 hunt seed 0xa1d case 683: walls at (6,9), (9,5), (9,10) counting from 1, two
        // squares to leave out. The search's first six moves are a NO that takes it about
        // 91 000 nodes to exhaust before it finds the path.
        name: 'a YES the search finds only after 91 304 nodes',
        p: {
          rows: 10,
          cols: 10,
          time: 94,
          grid: [
            '..........',
            '..........',
            '..........',
            '..........',
            '..........',
            '.....S..X.',
            '..........',
            '..........',
            '....X.D..X',
            '..........',
          ],
        },
        answer: 'yes',
      },
      {
        // Six walls, one square to leave out of each colour, found by a random hunt: no path (the
        // search alone proves it in 13 272 nodes).
        name: 'a NO the search does not finish in 5 000 nodes',
        p: {
          rows: 10,
          cols: 10,
          time: 92,
          grid: [
            '.......X..',
            '....X..X..',
            '.....X....',
            '.....S...D',
            '...X......',
            '..........',
            '..........',
            '..........',
            '..........',
            '.....X....',
          ],
        },
        answer: 'no',
      },
    ];
    for (const c of cases) {
      it(c.name, () => {
        const on = expectAnswer(c.p, c.answer, { maxNodes: 5000 });
        // Decided when the search passed its 2 000th node.
        assert.equal(on.expanded, 2001);
        const off = solveTempter(c.p, { maxNodes: 5000, frontierAfter: -1 });
        assert.equal(off.status, 'limit');
        assert.equal(off.expanded, 5000);
      });
    }
  });

  it('leaves the search going when the frontiers pass their cap, with the same answer', () => {
    const p: TempterPuzzle = {
      rows: 10,
      cols: 10,
      time: 97,
      grid: [
        '..........',
        '..........',
        '..........',
        '...D......',
        '...S......',
        '..........',
        'X.........',
        '..........',
        '..........',
        '..........',
      ],
    };
    const capped = expectAnswer(p, 'yes', { ...FROM_THE_START, frontierMost: 50 });
    const searched = expectAnswer(p, 'yes', { frontierAfter: -1 });
    assert.equal(capped.expanded, searched.expanded);
    const decided = expectAnswer(p, 'yes', FROM_THE_START);
    assert.equal(decided.expanded, 1);
  });

  it('uses the plug past the 16th column on a 16-wide box (the border of a 16x16 board)', () => {
    // Only the border is open: 60 squares; S and D side by side at the top, the path around.
    // (By default boxes over 12 wide are left to the search.)
    const walls: [number, number][] = [];
    for (let r = 1; r < 15; r++) for (let c = 1; c < 15; c++) walls.push([r, c]);
    const around = expectAnswer(openGrid(16, 16, 59, [0, 7], [0, 8], walls), 'yes', FROM_THE_START);
    assert.equal(around.expanded, 1);
    assert.deepEqual(around.path[30], { row: 16, col: 9 });
    // One square short of the way round: no path (the colour count passes, T being odd).
    expectAnswer(openGrid(16, 16, 57, [0, 7], [0, 8], walls), 'no', FROM_THE_START);
  });

  describe('cross-checks', () => {
    it('agrees with the brute force on every shape up to 6x6, near-full and any T', () => {
      const random = mulberry32(1010);
      let yes = 0;
      let decided = 0;
      for (let i = 0; i < 4000; i++) {
        const rows = randomInt(random, 1, 6);
        const cols = randomInt(random, 1, 6);
        if (rows * cols < 2) continue;
        const walls = Math.max(0, rows * cols - 20) + randomInt(random, 0, 3);
        const { grid, open } = randomGrid(random, rows, cols, walls);
        const time = i % 3 === 0 ? randomInt(random, 0, open + 1) : Math.max(1, open - 1 - randomInt(random, 0, 3));
        const p: TempterPuzzle = { rows, cols, time, grid };
        const brute = bruteForceTempter(p);
        const result = expectAnswer(p, brute === null ? 'no' : 'yes', { ...FROM_THE_START, wide: true });
        if (result.status === 'yes') yes++;
        if (result.expanded === 1) decided++;
      }
      assert.ok(yes > 900, `yes ${yes}`);
      assert.ok(decided > 650, `decided ${decided}`);
    });

    it('agrees with the brute force on winding regions in grids up to 16x16', () => {
      const random = mulberry32(1717);
      let yes = 0;
      for (let i = 0; i < 600; i++) {
        const size = randomInt(random, 9, 16);
        const { grid, open } = windingRegion(random, size, randomInt(random, 20, 32));
        const time = i % 2 === 0 ? randomInt(random, 0, open + 1) : Math.max(1, open - 1 - randomInt(random, 0, 5));
        const p: TempterPuzzle = { rows: size, cols: size, time, grid };
        const brute = bruteForceTempter(p);
        const result = expectAnswer(p, brute === null ? 'no' : 'yes', { ...FROM_THE_START, wide: true });
        if (result.status === 'yes') yes++;
      }
      assert.ok(yes > 100, `yes ${yes}`);
    });

    it('agrees with the search on near-full boards from 6x6 to 9x10, both ways round', () => {
      const random = mulberry32(6161);
      let yes = 0;
      for (let i = 0; i < 120; i++) {
        const rows = randomInt(random, 6, 9);
        const cols = randomInt(random, 6, 10);
        const { grid, open } = randomGrid(random, rows, cols, randomInt(random, 0, 6));
        const p: TempterPuzzle = { rows, cols, time: Math.max(1, open - 1 - randomInt(random, 0, 4)), grid };
        const searched = solveTempter(p, { wide: true, frontierAfter: -1, maxNodes: 2_000_000 });
        assert.notEqual(searched.status, 'limit', JSON.stringify(p));
        const decided = expectAnswer(p, searched.status === 'yes' ? 'yes' : 'no', { ...FROM_THE_START, wide: true });
        if (decided.status === 'yes') yes++;
      }
      assert.ok(yes > 30, `yes ${yes}`);
    });
  });
});

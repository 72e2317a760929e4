import assert from 'node:assert/strict';
import type { TempterPuzzle } from '../../../../../src/core/formats/tempter';
import { solveTempter, TEMPTER_MAX_SEARCH_CELLS, type TempterTuning } from '../../../../../src/core/formats/tempter';
import { mulberry32, randomInt } from '../../../oracles/random';
import { bruteForceTempter, replayTempter } from '../../../oracles/tempterBruteForce';
import { openGrid, randomGrid, windingRegion } from '../../../helpers/tempterGrids';

/*
 * The wide search: boxes of 65 to 256 cells (16x16). Its prunings are each shown to pay on a
 * board where the search answers with the rule and runs out of nodes without it, and its
 * answers are checked against the brute force (small boards, and long thin ones the brute
 * force still finishes) and against the 64-cell search.
 */

function expectYes(p: TempterPuzzle, options?: TempterTuning & { maxNodes?: number }): ReturnType<typeof solveTempter> {
  const result = solveTempter(p, options);
  assert.equal(result.status, 'yes', `expected YES for ${JSON.stringify(p)}`);
  assert.equal(replayTempter(p, result.moves), null);
  assert.equal(result.path.length, p.time + 1);
  return result;
}

function randomTime(random: () => number, open: number): number {
  return random() < 0.5 ? randomInt(random, 0, open + 1) : Math.max(0, open - 1 - randomInt(random, 0, 6));
}

describe('solveTempter on boxes over 64 cells (the wide search)', () => {
  it('finds the row-by-row path on an open 9x9 grid with T = 80', () => {
    const yes = expectYes(openGrid(9, 9, 80, [0, 0], [8, 8]));
    assert.ok(yes.expanded > 0);
  });

  it('answers open 16x16 boards: NO by the colour count without search, YES with a path', () => {
    const parity = solveTempter(openGrid(16, 16, 255, [0, 0], [15, 15]));
    assert.equal(parity.status, 'no');
    assert.equal(parity.reason, 'parity');
    const tooFew = solveTempter(openGrid(16, 16, 257, [0, 0], [15, 0]));
    assert.equal(tooFew.reason, 'too-few-squares');
    // Two walls on the other colour: 254 squares, but a path of 254 needs 127 of each.
    const colour = solveTempter(
      openGrid(
        16,
        16,
        253,
        [0, 0],
        [0, 1],
        [
          [0, 3],
          [3, 0],
        ],
      ),
    );
    assert.equal(colour.status, 'no');
    assert.equal(colour.reason, 'colour-count');
    assert.equal(colour.expanded, 0);
    expectYes(openGrid(16, 16, 255, [0, 0], [15, 0]));
    expectYes(openGrid(16, 16, 253, [7, 7], [8, 9], [[3, 3]]));
  });

  it('returns limit past the cap, and the cap is 16x16 = 256 cells', () => {
    assert.equal(TEMPTER_MAX_SEARCH_CELLS, 256);
    const past = solveTempter(openGrid(17, 16, 33, [0, 0], [16, 15]));
    assert.equal(past.status, 'limit');
    // A size cap, not a search that ran out: its own reason, with the box.
    assert.equal(past.reason, 'too-big');
    assert.deepEqual(past.box, { rows: 17, cols: 16 });
    assert.equal(past.expanded, 0);
    // One column fewer fits, and is searched.
    const at = solveTempter(openGrid(16, 16, 32, [0, 0], [15, 15]));
    assert.equal(at.status, 'yes');
  });

  it('gives paths in grid coordinates for a walled-in region of a bigger grid', () => {
    // A 9x9 room at rows 2..10, columns 3..11 of a 20x20 grid.
    const walls: [number, number][] = [];
    for (let r = 0; r < 20; r++) for (let c = 0; c < 20; c++) if (r < 2 || r > 10 || c < 3 || c > 11) walls.push([r, c]);
    const yes = expectYes(openGrid(20, 20, 80, [2, 3], [10, 11], walls));
    assert.deepEqual(yes.path[0], { row: 3, col: 4 });
    assert.deepEqual(yes.path[80], { row: 11, col: 12 });
  });

  describe('each pruning pays (answers in budget with it, runs out without it)', () => {
    // Boards found by a seeded hunt over random 9x9 and 10x10 boards.
    const cases: readonly {
      readonly rule: string;
      readonly off: TempterTuning;
      readonly base?: TempterTuning;
      readonly p: TempterPuzzle;
      readonly onBudget: number;
      readonly offBudget: number;
    }[] = [
      {
        rule: 'door reachability (D within the moves left through the unvisited squares)',
        off: { doorReach: false },
        base: { edgeGate: -1, blockGate: -1, peel: false, colourCount: false, edgeSupply: false },
        p: {
          rows: 10,
          cols: 10,
          time: 85,
          grid: [
            '...X......',
            '.X....X...',
            '..........',
            '.....X...D',
            '......X...',
            '.XX...X...',
            '..........',
            '..S.......',
            '.X.......X',
            '..........',
          ],
        },
        onBudget: 3000,
        offBudget: 30000,
      },
      {
        rule: 'peel (squares with one way in)',
        off: { peel: false },
        base: { edgeGate: -1, blockGate: -1 },
        p: {
          rows: 10,
          cols: 9,
          time: 76,
          grid: [
            '.X.......',
            '......X..',
            '.........',
            '.....X...',
            'S.....XX.',
            '.........',
            '........X',
            '.........',
            '.........',
            '...D..XX.',
          ],
        },
        onBudget: 3000,
        offBudget: 30000,
      },
      {
        rule: 'colour count',
        off: { colourCount: false },
        base: { edgeGate: -1, blockGate: -1 },
        p: {
          rows: 9,
          cols: 9,
          time: 67,
          grid: ['.........', '....X.X..', 'X........', '..S......', '.........', '.........', '...X....X', '.X.....D.', '..X..X...'],
        },
        onBudget: 3000,
        offBudget: 30000,
      },
      {
        rule: 'block chain (cut squares)',
        off: { blockGate: -1 },
        // Corridors alone also settle this board.
        base: { corridors: false },
        p: {
          rows: 10,
          cols: 9,
          time: 72,
          grid: [
            'X........',
            'D.....X..',
            '.......X.',
            '...X.....',
            '........X',
            '.........',
            '......X..',
            '....S...X',
            '...X.....',
            'X.X...X..',
          ],
        },
        onBudget: 3000,
        offBudget: 30000,
      },
      {
        rule: 'edge propagation (forced and forbidden edges)',
        off: { edgeGate: -1 },
        base: { edgeSupply: false },
        p: {
          rows: 10,
          cols: 8,
          time: 76,
          grid: ['........', '........', '........', '.X....S.', '........', '.......X', '.......X', '........', '........', '......D.'],
        },
        onBudget: 3000,
        offBudget: 30000,
      },
      {
        // S and D side by side, one wall, one square of S's colour to leave out: once the
        // search's first moves wall off a 3x5 pocket holding D, the pocket's squares of the
        // full colour need 17 path edges and the squares around them can give only 16.
        rule: 'edge supply (each square of the full colour gets two path edges)',
        off: { edgeSupply: false },
        p: {
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
        },
        onBudget: 3000,
        offBudget: 30000,
      },
      {
        // Walls at (8,9) and (9,3), S and D on the bottom rows, one square of the other
        // colour to leave out: D's two neighbours beside the corner can't both be on the
        // path, and whichever is left out, the squares around the corner then close a cycle or
        // strand a square. From pos's end alone the search sees neither until it is there; it
        // went first along the bottom row, a NO that took it past 4 000 000 nodes.
        rule: "door probing (each of D's edges tried alone)",
        off: { doorProbe: false },
        p: {
          rows: 10,
          cols: 10,
          time: 96,
          grid: [
            '..........',
            '..........',
            '..........',
            '..........',
            '..........',
            '..........',
            '..........',
            '........X.',
            '..X......D',
            '......S...',
          ],
        },
        onBudget: 3000,
        offBudget: 30000,
      },
      {
        // Three walls, one spare square of each colour. After the search's first 14 moves the
        // two squares in the top-left corner form a corridor (two usable edges each) whose ends
        // are neighbours; once D's edge is chosen, the corridor with the square beside it closes
        // on itself, so all of it is left out: two squares of one colour, one more than it can
        // spare. Without corridors that NO subtree took the search about 1 800 000 nodes.
        rule: 'corridors (runs of squares with two usable edges, visited or left out whole)',
        off: { corridors: false },
        p: {
          rows: 10,
          cols: 10,
          time: 94,
          grid: [
            '..D.......',
            '...X..X...',
            'S.........',
            '....X.....',
            '..........',
            '..........',
            '..........',
            '..........',
            '..........',
            '..........',
          ],
        },
        onBudget: 3000,
        offBudget: 30000,
      },
      {
        // A Hamiltonian path (no square to spare). After the search's first seven moves down
        // column 8, the edge step forces D's last edges through the top-right corner, which
        // leaves the strip below it hanging off one square: a block off the chain, seen only
        // over the edges the edge step left, not over the squares.
        rule: 'block chain over the edges left by the edge step',
        off: { edgeBlocks: false },
        p: {
          rows: 10,
          cols: 10,
          time: 96,
          grid: [
            'X......X..',
            '.........D',
            '..........',
            '..X....S..',
            '..........',
            '..........',
            '..........',
            '..........',
            '..........',
            '..........',
          ],
        },
        onBudget: 3000,
        offBudget: 30000,
      },
      {
        rule: 'failed-state table',
        off: { memo: false },
        p: {
          rows: 10,
          cols: 8,
          time: 54,
          grid: ['........', '........', '..SX....', '....X...', 'X.D...X.', '..X.....', '........', '....X...', '...X...X', '........'],
        },
        onBudget: 20000,
        offBudget: 100000,
      },
    ];
    for (const c of cases) {
      it(c.rule, () => {
        // The search's own rules: without the frontier decision, which would settle these boards.
        const base: TempterTuning = { ...c.base, frontierAfter: -1 };
        const on = solveTempter(c.p, { ...base, maxNodes: c.onBudget });
        assert.equal(on.status, 'yes');
        assert.equal(replayTempter(c.p, on.moves), null);
        const off = solveTempter(c.p, { ...base, ...c.off, maxNodes: c.offBudget });
        assert.equal(off.status, 'limit', `${c.rule}: answered without the rule in ${off.expanded} nodes`);
        assert.equal(off.expanded, c.offBudget);
      });
    }
  });

  describe('cross-checks', () => {
    const variants: readonly TempterTuning[] = [
      {},
      { memo: false },
      { blockGate: -1 },
      { edgeGate: -1 },
      { blockGate: 64, edgeGate: 64 },
      { peel: false },
      { colourCount: false },
      { doorReach: false },
      { edgeSupply: false },
      { lateRulesAfter: 0 },
      { lateRulesAfter: 0, edgeGate: 64, corridors: false },
      { lateRulesAfter: 0, edgeGate: 64, blockGate: -1, memo: false },
      { corridors: false, edgeGate: 64 },
      { lateRulesAfter: 0, edgeBlocks: false },
      { lateRulesAfter: 0, doorProbe: false },
      { blockGate: -1, edgeGate: -1, memo: false, peel: false, colourCount: false, doorReach: false, edgeSupply: false },
      { blockGate: -1, edgeGate: -1, memo: false, peel: false, colourCount: false, doorReach: false },
      { frontierAfter: 0, frontierSpare: 255, frontierWidth: 16 },
      { frontierAfter: 0, frontierSpare: 255, frontierWidth: 16, frontierMost: 4 },
    ];

    it('agrees with the brute force on every shape up to 5x6 and 6x5, each pruning on and off', () => {
      const random = mulberry32(1616);
      let yes = 0;
      let searched = 0;
      for (let i = 0; i < 5000; i++) {
        const rows = randomInt(random, 1, 6);
        const cols = randomInt(random, 1, rows === 6 ? 5 : 6);
        if (rows * cols < 2) continue;
        // At most about 20 open squares keeps the brute force quick on NO answers.
        const walls = Math.max(0, rows * cols - 20) + randomInt(random, 0, 3);
        const { grid, open } = randomGrid(random, rows, cols, walls);
        const p: TempterPuzzle = { rows, cols, time: randomTime(random, open), grid };
        const brute = bruteForceTempter(p);
        const variant = variants[i % variants.length] ?? {};
        const result = solveTempter(p, { ...variant, wide: true });
        assert.equal(result.status, brute === null ? 'no' : 'yes', `${JSON.stringify(variant)} ${JSON.stringify(p)}`);
        if (result.status === 'yes') {
          yes++;
          assert.equal(replayTempter(p, result.moves), null, JSON.stringify(p));
        }
        if (result.expanded > 0) searched++;
      }
      assert.ok(yes > 1000, `yes ${yes}`);
      assert.ok(searched > 900, `searched ${searched}`);
    });

    it('agrees with the brute force on winding regions whose box is over 64 cells (the default engine)', () => {
      const random = mulberry32(2020);
      let yes = 0;
      let searched = 0;
      let wide = 0;
      for (let i = 0; i < 3000; i++) {
        const size = randomInt(random, 9, 16);
        const { grid, open, boxCells } = windingRegion(random, size, randomInt(random, 20, 34));
        if (boxCells <= 64) continue;
        wide++;
        const p: TempterPuzzle = { rows: size, cols: size, time: randomTime(random, open), grid };
        const brute = bruteForceTempter(p);
        const result = solveTempter(p);
        assert.equal(result.status, brute === null ? 'no' : 'yes', JSON.stringify(p));
        if (result.status === 'yes') {
          yes++;
          assert.equal(replayTempter(p, result.moves), null, JSON.stringify(p));
        }
        if (result.expanded > 0) searched++;
      }
      assert.ok(wide > 300, `wide ${wide}`);
      assert.ok(yes > 60, `yes ${yes}`);
      assert.ok(searched > 100, `searched ${searched}`);
    });

    it('agrees with the brute force on near-full small boards, where the edge supply prunes', () => {
      // T within 3 of the open squares minus one, so one colour is often full; the rule
      // alone (every other pruning off) must cut nodes on many boards and change no answer.
      const alone: TempterTuning = {
        wide: true,
        blockGate: -1,
        edgeGate: -1,
        memo: false,
        peel: false,
        colourCount: false,
        doorReach: false,
      };
      const random = mulberry32(1313);
      let cut = 0;
      let yes = 0;
      for (let i = 0; i < 1500; i++) {
        const rows = randomInt(random, 3, 5);
        const cols = randomInt(random, 3, 6);
        const walls = Math.max(0, rows * cols - 20) + randomInt(random, 0, 2);
        const { grid, open } = randomGrid(random, rows, cols, walls);
        const p: TempterPuzzle = { rows, cols, time: Math.max(1, open - 1 - randomInt(random, 0, 3)), grid };
        const brute = bruteForceTempter(p);
        const withRule = solveTempter(p, { ...alone, edgeSupply: true });
        const without = solveTempter(p, { ...alone, edgeSupply: false });
        assert.equal(withRule.status, brute === null ? 'no' : 'yes', JSON.stringify(p));
        assert.equal(without.status, withRule.status, JSON.stringify(p));
        if (withRule.status === 'yes') {
          yes++;
          assert.equal(replayTempter(p, withRule.moves), null, JSON.stringify(p));
        }
        if (withRule.expanded < without.expanded) cut++;
      }
      assert.ok(yes > 350, `yes ${yes}`);
      assert.ok(cut > 150, `cut ${cut}`);
    });

    it('agrees with the brute force on near-full small boards, door probing, corridors and the block chain over edges on and off', () => {
      // The three rules live in the edge step: run it at every node, every other pruning off, and
      // probe D's edges from the first node. Each rule must cut nodes on many boards and
      // change no answer.
      const base: TempterTuning = {
        wide: true,
        edgeGate: 64,
        blockGate: -1,
        memo: false,
        edgeSupply: false,
        lateRulesAfter: 0,
        doorProbe: false,
        edgeBlocks: false,
        corridors: false,
      };
      const random = mulberry32(1414);
      let probeCut = 0;
      let corridorCut = 0;
      let edgeBlockCut = 0;
      let yes = 0;
      for (let i = 0; i < 1500; i++) {
        const rows = randomInt(random, 3, 5);
        const cols = randomInt(random, 3, 6);
        const walls = Math.max(0, rows * cols - 20) + randomInt(random, 0, 3);
        const { grid, open } = randomGrid(random, rows, cols, walls);
        const p: TempterPuzzle = { rows, cols, time: Math.max(1, open - 1 - randomInt(random, 0, 3)), grid };
        const brute = bruteForceTempter(p);
        const neither = solveTempter(p, base);
        const probe = solveTempter(p, { ...base, doorProbe: true });
        const corridors = solveTempter(p, { ...base, corridors: true });
        const both = solveTempter(p, { ...base, doorProbe: true, corridors: true });
        for (const result of [neither, probe, corridors, both]) {
          assert.equal(result.status, brute === null ? 'no' : 'yes', JSON.stringify(p));
          if (result.status === 'yes') assert.equal(replayTempter(p, result.moves), null, JSON.stringify(p));
        }
        // The block chain over the edges left, beside the block chain over the squares (which
        // on boards this small already sees nearly every cut: the rule cuts nodes on few).
        const blocks: TempterTuning = { ...base, blockGate: 64, doorProbe: true, corridors: true };
        const squaresOnly = solveTempter(p, blocks);
        const overEdges = solveTempter(p, { ...blocks, edgeBlocks: true });
        for (const result of [squaresOnly, overEdges]) {
          assert.equal(result.status, brute === null ? 'no' : 'yes', JSON.stringify(p));
          if (result.status === 'yes') assert.equal(replayTempter(p, result.moves), null, JSON.stringify(p));
        }
        if (overEdges.expanded < squaresOnly.expanded) edgeBlockCut++;
        if (brute !== null) yes++;
        if (probe.expanded < neither.expanded) probeCut++;
        if (corridors.expanded < neither.expanded) corridorCut++;
      }
      assert.ok(yes > 350, `yes ${yes}`);
      assert.ok(probeCut > 60, `probe cut ${probeCut}`);
      assert.ok(corridorCut > 10, `corridor cut ${corridorCut}`);
      assert.ok(edgeBlockCut > 0, `edge block cut ${edgeBlockCut}`);
    });

    it('agrees with the 64-cell search on 6x6 to 8x8 near-full boards', () => {
      const random = mulberry32(64);
      for (let i = 0; i < 300; i++) {
        const size = 6 + (i % 3);
        const { grid, open } = randomGrid(random, size, size, randomInt(random, 0, 6));
        const p: TempterPuzzle = { rows: size, cols: size, time: Math.max(0, open - 1 - randomInt(random, 0, 8)), grid };
        const bits = solveTempter(p);
        const wide = solveTempter(p, { wide: true, maxNodes: 1_000_000, lateRulesAfter: i % 2 === 0 ? 0 : -1 });
        assert.notEqual(bits.status, 'limit');
        assert.equal(wide.status, bits.status, JSON.stringify(p));
        if (wide.status === 'yes') assert.equal(replayTempter(p, wide.moves), null, JSON.stringify(p));
      }
    });
  });
});

import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import type { Cell } from '../../../../src/core/geometry';
import { HoledoxSearch, solveHoledox } from '../../../../src/core/formats/holedox';
import { solveTempter } from '../../../../src/core/formats/tempter';

const cells = (pairs: readonly (readonly [number, number])[]): Cell[] => pairs.map(([row, col]) => ({ row, col }));

describe('solvers: optional per-square counts of the states they expand', () => {
  it('Holedox: one count per expanded state, at its head square', () => {
    const puzzle = {
      rows: 4,
      cols: 4,
      body: cells([
        [2, 3],
        [1, 3],
        [1, 4],
        [2, 4],
      ]),
      stones: cells([
        [2, 1],
        [2, 2],
        [3, 4],
        [4, 2],
      ]),
    };
    const visits = new Uint32Array(16);
    const solution = solveHoledox(puzzle, { cellVisits: visits });
    assert.equal(solution.expanded, 7);
    assert.deepEqual(Array.from(visits), [0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 1, 0, 1, 0, 1, 1]);
    assert.deepEqual(solveHoledox(puzzle), solution, 'counting changes nothing else');
  });

  it('Holedox: sample 1 expands 9 states along its way', () => {
    const puzzle = {
      rows: 5,
      cols: 6,
      body: cells([
        [4, 1],
        [4, 2],
        [3, 2],
        [3, 1],
      ]),
      stones: cells([
        [2, 3],
        [3, 3],
        [3, 4],
      ]),
    };
    const visits = new Uint32Array(30);
    assert.equal(solveHoledox(puzzle, { cellVisits: visits }).expanded, 9);
    assert.equal(
      visits.reduce((a, b) => a + b, 0),
      9,
    );
  });

  it('Holedox: a search stopped by its state budget counts the states it expanded', () => {
    const puzzle = {
      rows: 4,
      cols: 4,
      body: cells([
        [2, 3],
        [1, 3],
        [1, 4],
        [2, 4],
      ]),
      stones: cells([
        [2, 1],
        [2, 2],
        [3, 4],
        [4, 2],
      ]),
    };
    const visits = new Uint32Array(16);
    const solution = solveHoledox(puzzle, { maxStates: 5, cellVisits: visits });
    assert.deepEqual([solution.status, solution.reason, solution.expanded], ['limit', 'max-states', 4]);
    assert.deepEqual(Array.from(visits), [0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 0, 1, 0]);
  });

  it('Holedox: a search stopped by the clock leaves out the state it took when it read the clock', () => {
    // A 24×6 lair whose column 2 is stone down to row 23: the 16-block snake in column 1 must
    // back out into the bottom row and turn round there, some 12 800 states.
    const stones: [number, number][] = [];
    for (let r = 1; r < 24; r++) stones.push([r, 2]);
    const body: [number, number][] = [];
    for (let r = 23; r > 7; r--) body.push([r, 1]);
    const puzzle = { rows: 24, cols: 6, body: cells(body), stones: cells(stones) };
    // The search reads the clock as it starts and then every 4096 states: the second reading is past the limit.
    const realNow = Date.now;
    let readings = 0;
    Date.now = () => (readings++ === 0 ? 0 : 10);
    const visits = new Uint32Array(24 * 6);
    let solution;
    try {
      solution = solveHoledox(puzzle, { timeLimitMs: 5, cellVisits: visits, path: false });
    } finally {
      Date.now = realNow;
    }
    assert.deepEqual([solution.status, solution.reason, solution.expanded, readings], ['limit', 'time-limit', 4096, 2]);
    // Rows 17 to 24 of the lair, six squares a row; rows 1 to 16 are never reached.
    const counted = [
      [0, 0, 2, 0, 0, 0],
      [0, 0, 38, 15, 1, 0],
      [0, 0, 137, 84, 36, 4],
      [0, 0, 273, 170, 104, 43],
      [0, 0, 366, 205, 133, 86],
      [0, 0, 382, 179, 145, 116],
      [1, 0, 248, 200, 203, 144],
      [1, 1, 1, 287, 300, 190],
    ];
    assert.deepEqual(Array.from(visits), [...new Array<number>(16 * 6).fill(0), ...counted.flat()]);
    assert.equal(
      visits.reduce((a, b) => a + b, 0),
      4095,
    );
  });

  it('Holedox: after the probe for room to turn, only the search run again is counted', () => {
    // The statement's first sample has room to turn: the probe after 3 states proves nothing,
    // and the search starts again with the whole budget.
    const puzzle = {
      rows: 5,
      cols: 6,
      body: cells([
        [4, 1],
        [4, 2],
        [3, 2],
        [3, 1],
      ]),
      stones: cells([
        [2, 3],
        [3, 3],
        [3, 4],
      ]),
    };
    const probed = new Uint32Array(30);
    const solution = solveHoledox(puzzle, { cellVisits: probed }, new HoledoxSearch({ turnCheckAfter: 3 }));
    assert.deepEqual([solution.steps, solution.expanded], [9, 9]);
    assert.deepEqual(Array.from(probed), [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 2, 1, 1, 0, 0, 0, 1, 1, 1, 0, 0, 0]);
  });

  it('Tempter: one count per search node, at the dog’s square in grid coordinates', () => {
    // Row 1 is all walls, so the searched box is offset by one row from the grid.
    const puzzle = { rows: 4, cols: 4, time: 7, grid: ['XXXX', 'S...', '.XX.', '...D'] };
    const visits = new Uint32Array(16);
    const solution = solveTempter(puzzle, { cellVisits: visits });
    assert.equal(solution.status, 'no');
    assert.equal(solution.expanded, 3);
    assert.deepEqual(Array.from(visits), [0, 0, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('Tempter: root arguments expand nothing and count nothing', () => {
    const visits = new Uint32Array(3);
    solveTempter({ rows: 1, cols: 3, time: 3, grid: ['S.D'] }, { cellVisits: visits });
    assert.deepEqual(Array.from(visits), [0, 0, 0]);
  });
});

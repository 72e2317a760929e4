import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import type { Cell } from '../../src/core/geometry';
import { solveHoledox } from '../../src/core/formats/holedox/solve';
import { solveTempter } from '../../src/core/formats/tempter/solve';

const cells = (pairs: readonly (readonly [number, number])[]): Cell[] => pairs.map(([row, col]) => ({ row, col }));

describe('solvers: optional per-square counts of the states they expand', () => {
  it('Holedox: one count per expanded state, at its head square', () => {
    const puzzle = { rows: 4, cols: 4, body: cells([[2, 3], [1, 3], [1, 4], [2, 4]]), stones: cells([[2, 1], [2, 2], [3, 4], [4, 2]]) };
    const visits = new Uint32Array(16);
    const solution = solveHoledox(puzzle, { cellVisits: visits });
    assert.equal(solution.expanded, 7);
    assert.deepEqual(Array.from(visits), [0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 1, 0, 1, 0, 1, 1]);
    assert.deepEqual(solveHoledox(puzzle), solution, 'counting changes nothing else');
  });

  it('Holedox: sample 1 expands 9 states along its way', () => {
    const puzzle = { rows: 5, cols: 6, body: cells([[4, 1], [4, 2], [3, 2], [3, 1]]), stones: cells([[2, 3], [3, 3], [3, 4]]) };
    const visits = new Uint32Array(30);
    assert.equal(solveHoledox(puzzle, { cellVisits: visits }).expanded, 9);
    assert.equal(visits.reduce((a, b) => a + b, 0), 9);
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

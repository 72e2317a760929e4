// Tempter's part of the hunt for slow cases: the textbook DFS's node counts, hard cases and
// changes that stay within the judge's limits, and what the prunings are worth on a case.
import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import {
  CHECK_ALL,
  CHECK_TIME_BOUND,
  explainSlowTempter,
  slowTempter,
  tempterHunt,
  textbookNodes,
} from '../../../../../src/core/formats/tempter/hunt';
import { writeTempterCase, isJudgeValidTempter } from '../../../../../src/core/formats/tempter/shrink';
import { mulberry32 } from '../../../../../src/core/randomCases';

describe('Tempter hunt', () => {
  it('counts the textbook DFS by hand on 2×2 boards', () => {
    const yes = { rows: 2, cols: 2, time: 2, grid: ['S.', '.D'] };
    // S, the square right of it, D at t = 2: found.
    assert.equal(textbookNodes(yes, CHECK_TIME_BOUND), 3);
    assert.equal(textbookNodes(yes, CHECK_ALL), 3);
    const no = { ...yes, time: 3 };
    // S; right, then D at t = 2 (not 3); down, then D at t = 2: five nodes, and parity answers first.
    assert.equal(textbookNodes(no, CHECK_TIME_BOUND), 5);
    assert.equal(textbookNodes(no, CHECK_ALL), 0);
  });

  it('makes judge-valid cases within the sizes asked, and changes that stay so', () => {
    const random = mulberry32(11);
    for (let k = 0; k < 300; k++) {
      const sizes = k % 2 === 0 ? {} : { maxSide: 4, maxTime: 12 };
      const p = tempterHunt.hardCase(random, sizes);
      assert.ok(isJudgeValidTempter(p), writeTempterCase(p));
      if (k % 2 === 1) assert.ok(p.rows <= 4 && p.cols <= 4 && p.time <= 12, writeTempterCase(p));
      const child = tempterHunt.mutate(p, random, sizes);
      if (child === undefined) continue;
      assert.ok(isJudgeValidTempter(child), writeTempterCase(child));
      if (k % 2 === 1) assert.ok(child.time <= 12, writeTempterCase(child));
    }
  });

  it('names the open-squares check when T + 1 is more than the open squares', () => {
    const p = { rows: 6, cols: 6, time: 37, grid: ['......', '......', '......', '......', '.S....', '...D..'] };
    assert.deepEqual(explainSlowTempter(p), [
      'T = 37 but only 36 squares are open (S and D included): the open-squares check answers NO before any step.',
      'Our solver, with every pruning: 0 nodes; the DFS with the four textbook checks: 0; the plain DFS (it only stops after T moves): more than 3,000,000.',
      'Each textbook check left out on its own: without the open-squares check (T + 1 squares must be open): more than 3,000,000 nodes; without the parity check (T and the distance from S to D both even or both odd): 0 nodes; without the distance bound (the door within the moves left): 0 nodes; without the time bound (stop after T moves): 0 nodes.',
      'The pruning that matters here: the open-squares check (T + 1 squares must be open); without it more than 3,000,000 nodes, with it 0.',
    ]);
  });

  it('names the time bound for a search that goes on past T', () => {
    const p = { rows: 6, cols: 6, time: 9, grid: ['......', '......', '......', '......', '.S....', '.....D'] };
    assert.equal(
      explainSlowTempter(p).at(-1),
      'The pruning that matters here: the time bound (stop after T moves); without it 516,614 nodes, with it 15.',
    );
    assert.equal(
      explainSlowTempter(p, 'zh-cn').at(-1),
      '这里起作用的剪枝：步数上限（走满 T 步就停止）；没有它要 516,614 个结点，有它只要 15 个。',
    );
  });

  it("names the Search view's what-if closest to the pruning named, or the plain DFS when none of ours is it", () => {
    const open = ['......', '......', '......', '......', '......', '......'];
    const grid = (s: string, d: string) => [s + open[0]!.slice(1), ...open.slice(1, 5), open[5]!.slice(1) + d];
    // The open-squares and the parity checks: our colour counts, whose switch leaves out both.
    assert.equal(
      slowTempter({ rows: 6, cols: 6, time: 37, grid: ['......', '......', '......', '......', '.S....', '...D..'] }).whatIf,
      'colours',
    );
    assert.equal(slowTempter({ rows: 6, cols: 6, time: 35, grid: grid('S', 'D') }).whatIf, 'colours');
    // The time bound: our search never goes past T, so only the plain DFS shows it.
    assert.equal(
      slowTempter({ rows: 6, cols: 6, time: 9, grid: ['......', '......', '......', '......', '.S....', '.....D'] }).whatIf,
      'all',
    );
    // No pruning named: the plain DFS, against every pruning.
    assert.equal(slowTempter({ rows: 2, cols: 2, time: 3, grid: ['S.', '.D'] }).whatIf, 'all');
    // The lines are explainSlowTempter's.
    const p = { rows: 6, cols: 6, time: 35, grid: grid('S', 'D') };
    assert.deepEqual(slowTempter(p).lines, explainSlowTempter(p));
    assert.deepEqual(tempterHunt.explainSlow(p), slowTempter(p));
  });

  it('says a case every check keeps small is slow for some other reason', () => {
    const p = { rows: 2, cols: 2, time: 3, grid: ['S.', '.D'] };
    assert.equal(
      explainSlowTempter(p).at(-1),
      'Every textbook check keeps this case small (0 nodes): a program slow here spends its time elsewhere (reading the input, or work per case).',
    );
  });
});

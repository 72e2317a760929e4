// Holedox's part of the hunt for slow cases: the search without a visited set counted by hand,
// and hard cases within the sizes asked.
import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import { explainSlowHoledox, holedoxHunt, withoutVisitedNodes } from '../../../../../src/core/formats/holedox/hunt';
import { isJudgeValidHoledox, writeHoledoxCase } from '../../../../../src/core/formats/holedox/shrink';
import { mulberry32 } from '../../../../../src/core/randomCases';

describe('Holedox hunt', () => {
  it('counts a search without a visited set by hand on a 2×2 lair', () => {
    const p = {
      rows: 2,
      cols: 2,
      body: [
        { row: 2, col: 2 },
        { row: 2, col: 1 },
      ],
      stones: [],
    };
    // The head can only go up (its tail is to its left); then only left, onto the exit. Ours needs
    // no search: the head walks straight along its distance to the exit.
    assert.equal(withoutVisitedNodes(p, 1), 2);
    assert.equal(withoutVisitedNodes(p, 2), 3);
    assert.deepEqual(explainSlowHoledox(p), [
      'Our A* search: 0 states for the answer 2; the lair has room for at most 16 (head square × body shape).',
      'The pruning that matters here: the visited set (each head square and body shape expanded once); a search without it takes 3 nodes to go 2 moves deep, with it 0 states.',
    ]);
  });

  it('makes judge-valid lairs within the sizes asked, and changes that stay so', () => {
    const random = mulberry32(5);
    for (let k = 0; k < 60; k++) {
      const sizes = k % 2 === 0 ? {} : { maxSide: 6, maxLength: 4 };
      const p = holedoxHunt.hardCase(random, sizes);
      assert.ok(isJudgeValidHoledox(p), writeHoledoxCase(p));
      if (k % 2 === 1) assert.ok(p.rows <= 6 && p.cols <= 6 && p.body.length <= 4, writeHoledoxCase(p));
      const child = holedoxHunt.mutate(p, random, sizes);
      if (child !== undefined) assert.ok(isJudgeValidHoledox(child), writeHoledoxCase(child));
    }
  });
});

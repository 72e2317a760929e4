import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import type { Cell } from '../../../../../src/core/geometry';
import type { HoledoxPuzzle, HoledoxSolution } from '../../../../../src/core/formats/holedox';
import { HoledoxSearch, solveHoledox } from '../../../../../src/core/formats/holedox';
import { parseHoledox } from '../../../../../src/core/formats/holedox';
import { readFixture } from '../../../helpers/fixtures';
import { bruteForceHoledox, replayHoledox } from '../../../oracles/holedoxBruteForce';
import { mulberry32, randomInt } from '../../../oracles/random';

function cells(pairs: readonly (readonly [number, number])[]): Cell[] {
  return pairs.map(([row, col]) => ({ row, col }));
}

function puzzle(
  rows: number,
  cols: number,
  body: readonly (readonly [number, number])[],
  stones: readonly (readonly [number, number])[] = [],
): HoledoxPuzzle {
  return { rows, cols, body: cells(body), stones: cells(stones) };
}

/** A solved answer must come with a witness of exactly that many legal moves ending on the exit. */
function assertWitness(p: HoledoxPuzzle, solution: HoledoxSolution): void {
  assert.equal(solution.status, 'solved');
  assert.equal(solution.moves.length, solution.steps);
  const replay = replayHoledox(p, solution.moves);
  assert.equal(replay.firstIllegal, -1);
  assert.equal(replay.legal, true);
  assert.deepEqual(replay.head, { row: 1, col: 1 });
}

/** 6×20, L = 16, the head at the door of a row of 4×4 rooms the snake cannot turn round in: -1. */
function roomsLair(): HoledoxPuzzle {
  const document = parseHoledox(readFixture('search/rooms-no-turning.holedox'));
  const c = document.cases[0];
  assert.ok(c !== undefined && !c.problem);
  return c;
}

const SAMPLE_1 = puzzle(
  5,
  6,
  [
    [4, 1],
    [4, 2],
    [3, 2],
    [3, 1],
  ],
  [
    [2, 3],
    [3, 3],
    [3, 4],
  ],
);
const SAMPLE_2 = puzzle(
  4,
  4,
  [
    [2, 3],
    [1, 3],
    [1, 4],
    [2, 4],
  ],
  [
    [2, 1],
    [2, 2],
    [3, 4],
    [4, 2],
  ],
);

// Column 50 is stone except its bottom square; the snake starts just right of it, facing away.
function walledLair(): HoledoxPuzzle {
  const stones: [number, number][] = [];
  for (let r = 1; r <= 99; r++) stones.push([r, 50]);
  const body: [number, number][] = [];
  for (let c = 51; c <= 58; c++) body.push([1, c]);
  return puzzle(100, 100, body, stones);
}

// Column 1 is a corridor (column 2 stone down to row 99); the head at (99,1) faces down, so
// the snake must turn round in the open part before climbing to the exit.
function reversalLair(): HoledoxPuzzle {
  const stones: [number, number][] = [];
  for (let r = 1; r <= 99; r++) stones.push([r, 2]);
  const body: [number, number][] = [];
  for (let r = 99; r >= 84; r--) body.push([r, 1]);
  return puzzle(100, 100, body, stones);
}

/** A random small lair: a self-avoiding walk for the body, stones anywhere else except the exit. */
function randomPuzzle(random: () => number, maxSide: number, minLength: number, maxLength: number): HoledoxPuzzle {
  for (;;) {
    const rows = randomInt(random, 1, maxSide);
    const cols = randomInt(random, 1, maxSide);
    const length = randomInt(random, minLength, maxLength);
    if (rows * cols < length) continue;
    const body: Cell[] = [{ row: randomInt(random, 1, rows), col: randomInt(random, 1, cols) }];
    const taken = new Set<string>([`${body[0]?.row},${body[0]?.col}`]);
    while (body.length < length) {
      const last = body[body.length - 1];
      if (last === undefined) break;
      const options = [
        { row: last.row - 1, col: last.col },
        { row: last.row, col: last.col + 1 },
        { row: last.row + 1, col: last.col },
        { row: last.row, col: last.col - 1 },
      ].filter((c) => c.row >= 1 && c.col >= 1 && c.row <= rows && c.col <= cols && !taken.has(`${c.row},${c.col}`));
      const pick = options[randomInt(random, 0, options.length - 1)];
      if (pick === undefined) break;
      body.push(pick);
      taken.add(`${pick.row},${pick.col}`);
    }
    if (body.length < length) continue;
    const density = random() * 0.35;
    const stones: Cell[] = [];
    for (let r = 1; r <= rows; r++) {
      for (let c = 1; c <= cols; c++) {
        if ((r === 1 && c === 1) || taken.has(`${r},${c}`)) continue;
        if (random() < density) stones.push({ row: r, col: c });
      }
    }
    return { rows, cols, body, stones };
  }
}

describe('solveHoledox', () => {
  describe('statement samples', () => {
    it('sample 1 takes 9 moves with a legal witness', () => {
      const solution = solveHoledox(SAMPLE_1);
      assert.equal(solution.steps, 9);
      assert.equal(solution.reason, undefined);
      assertWitness(SAMPLE_1, solution);
      assert.ok(solution.expanded > 0);
    });

    it("the hint's head path (4,1)->(5,1)->...->(1,1) replays legally in 9 moves", () => {
      // down, right, right, up, left, left, up, up, up
      const hint = Uint8Array.from([2, 1, 1, 0, 3, 3, 0, 0, 0]);
      const replay = replayHoledox(SAMPLE_1, hint);
      assert.equal(replay.legal, true);
      assert.deepEqual(replay.head, { row: 1, col: 1 });
      assert.deepEqual(
        replay.body,
        cells([
          [1, 1],
          [2, 1],
          [3, 1],
          [4, 1],
        ]),
      );
    });

    it('sample 2 is -1 after exhausting the search', () => {
      const solution = solveHoledox(SAMPLE_2);
      assert.equal(solution.status, 'unsolvable');
      assert.equal(solution.steps, -1);
      assert.equal(solution.reason, 'boxed-in');
      assert.equal(solution.moves.length, 0);
      assert.ok(solution.expanded > 0);
      assert.equal(bruteForceHoledox(SAMPLE_2), -1);
    });
  });

  describe('the exit is a square like any other', () => {
    it('cannot step onto the exit while the second block covers it (3, not 1)', () => {
      // The head must go round: (2,2), (2,1), then (1,1) once the body has left it.
      const p = puzzle(2, 3, [
        [1, 2],
        [1, 1],
        [2, 1],
      ]);
      assert.equal(replayHoledox(p, [3]).legal, false);
      const solution = solveHoledox(p);
      assert.equal(solution.steps, 3);
      assertWitness(p, solution);
      assert.deepEqual([...solution.moves], [2, 3, 0]);
      // The straight run must refuse the covered exit and leave it to the search.
      assert.ok(solution.expanded > 0);
      assert.equal(bruteForceHoledox(p), 3);
    });

    it('may enter the exit the move after the tail leaves it (2, no search)', () => {
      // Tail on (1,1): after the head steps to (2,1) the tail has moved to (1,2).
      const p = puzzle(2, 3, [
        [2, 2],
        [1, 2],
        [1, 1],
      ]);
      assert.equal(replayHoledox(p, [0]).legal, false);
      const solution = solveHoledox(p);
      assert.equal(solution.steps, 2);
      assert.deepEqual([...solution.moves], [3, 0]);
      assertWitness(p, solution);
      assert.equal(solution.expanded, 0);
      assert.equal(bruteForceHoledox(p), 2);
    });

    it('cannot chase its tail onto the exit', () => {
      // 2x2 filled by the snake: the only free-looking move is onto the tail at (1,1).
      const p = puzzle(2, 2, [
        [1, 2],
        [2, 2],
        [2, 1],
        [1, 1],
      ]);
      assert.equal(replayHoledox(p, [3]).legal, false);
      const solution = solveHoledox(p);
      assert.equal(solution.status, 'unsolvable');
      assert.equal(solution.steps, -1);
      assert.equal(solution.reason, 'boxed-in');
      assert.equal(solution.expanded, 1);
    });
  });

  describe('answers without search', () => {
    it('head already on the exit is 0', () => {
      const p = puzzle(
        3,
        3,
        [
          [1, 1],
          [1, 2],
          [2, 2],
        ],
        [[3, 3]],
      );
      const solution = solveHoledox(p);
      assert.equal(solution.status, 'solved');
      assert.equal(solution.steps, 0);
      assert.equal(solution.reason, 'at-exit');
      assert.equal(solution.moves.length, 0);
      assert.equal(solution.expanded, 0);
    });

    it('exit walled off by stones is -1 with reason exit-cut-off', () => {
      const p = puzzle(
        3,
        3,
        [
          [3, 3],
          [3, 2],
        ],
        [
          [1, 2],
          [2, 1],
        ],
      );
      const solution = solveHoledox(p);
      assert.equal(solution.status, 'unsolvable');
      assert.equal(solution.steps, -1);
      assert.equal(solution.reason, 'exit-cut-off');
      assert.equal(solution.expanded, 0);
      assert.equal(bruteForceHoledox(p), -1);
    });

    it('a 20x20 lair with a stone ring round the exit is cut off', () => {
      const stones: [number, number][] = [];
      for (let i = 1; i <= 5; i++) stones.push([5, i], [i, 5]);
      const p = puzzle(
        20,
        20,
        [
          [20, 20],
          [19, 20],
          [18, 20],
          [17, 20],
        ],
        stones,
      );
      const solution = solveHoledox(p);
      assert.equal(solution.reason, 'exit-cut-off');
      assert.equal(solution.steps, -1);
    });
  });

  describe('lengths', () => {
    it('L=2 walks straight when the tail is behind', () => {
      const p = puzzle(1, 5, [
        [1, 3],
        [1, 4],
      ]);
      const solution = solveHoledox(p);
      assert.equal(solution.steps, 2);
      assert.deepEqual([...solution.moves], [3, 3]);
    });

    it('L=2 cannot turn round in a corridor', () => {
      const solution = solveHoledox(
        puzzle(1, 5, [
          [1, 3],
          [1, 2],
        ]),
      );
      assert.equal(solution.steps, -1);
      assert.equal(solution.reason, 'boxed-in');
    });

    it('L=2 with the tail on the exit goes round in 3', () => {
      const p = puzzle(2, 3, [
        [1, 2],
        [1, 1],
      ]);
      const solution = solveHoledox(p);
      assert.equal(solution.steps, 3);
      assertWitness(p, solution);
    });

    it('L=1 (no body) is the plain grid distance around stones', () => {
      const p = puzzle(
        5,
        6,
        [[4, 1]],
        [
          [2, 1],
          [2, 2],
          [3, 3],
        ],
      );
      // (3,1)/(3,2) is a dead end under the stones, so: (4,2) (4,3) (4,4) (3,4) (2,4) (2,3)
      // (1,3) (1,2) (1,1).
      const solution = solveHoledox(p);
      assert.equal(solution.steps, 9);
      assert.equal(bruteForceHoledox(p), 9);
      assertWitness(p, solution);
    });

    it('L=16 facing away from the exit on a 20x20 lair turns round in 18', () => {
      // Body along row 1 from (1,17) back to (1,2): the first move must leave row 1.
      const body: [number, number][] = [];
      for (let c = 17; c >= 2; c--) body.push([1, c]);
      const p = puzzle(20, 20, body);
      assert.equal(p.body.length, 16);
      const solution = solveHoledox(p);
      assert.equal(solution.steps, 18);
      assertWitness(p, solution);
    });

    it('L=16 coiled in a 5x6 lair, lying over the exit, needs 19', () => {
      // The body covers (1,1) and (1,2); the head must wait for it to uncoil. 19 is what the
      // brute force finds, and it is asserted here too.
      const p = puzzle(5, 6, [
        [3, 4],
        [2, 4],
        [2, 5],
        [3, 5],
        [4, 5],
        [4, 4],
        [4, 3],
        [4, 2],
        [3, 2],
        [2, 2],
        [1, 2],
        [1, 1],
        [2, 1],
        [3, 1],
        [4, 1],
        [5, 1],
      ]);
      const solution = solveHoledox(p);
      assert.equal(solution.steps, 19);
      assertWitness(p, solution);
      assert.equal(bruteForceHoledox(p), 19);
    });
  });

  describe('large lairs', () => {
    it('100x100, L=16 turning round off a corridor: 122, after a search big enough to grow buffers', () => {
      // The head must go (100,1), (100,2), (100,3), loop back to (100,3), then retrace and
      // climb. (100,3) is re-enterable only once all 16 blocks have left it: >= 17 moves, and
      // a closed walk on a grid is even, so 18. Total 1 + 2 + 18 + 2 + 99 = 122.
      const p = reversalLair();
      const solution = solveHoledox(p);
      assert.equal(solution.steps, 122);
      assertWitness(p, solution);
      assert.ok(solution.expanded > 10_000, `expanded ${solution.expanded}`);
      // The same search under a cap just above what it needs still answers; one far below does not.
      assert.equal(solveHoledox(p, { maxStates: 5_000 }).status, 'limit');
    });

    it('100x100, L=8 from the far corner is the Manhattan distance 198', () => {
      const body: [number, number][] = [];
      for (let r = 100; r >= 93; r--) body.push([r, 100]);
      const p = puzzle(100, 100, body);
      const solution = solveHoledox(p);
      assert.equal(solution.steps, 198);
      assertWitness(p, solution);
    });

    it('100x100 with a wall round which the head must detour: 248', () => {
      // Down column 51 (99), round the gap at (100,50) (2), up column 49 (99), left along row 1 (48).
      const p = walledLair();
      const solution = solveHoledox(p);
      assert.equal(solution.steps, 248);
      assertWitness(p, solution);
      // The body trails behind a head that only ever descends: the straight run answers.
      assert.equal(solution.expanded, 0);
    });
  });

  describe('limits', () => {
    it('a state cap below the answer stops with status limit', () => {
      const solution = solveHoledox(reversalLair(), { maxStates: 100 });
      assert.equal(solution.status, 'limit');
      assert.equal(solution.steps, -1);
      assert.equal(solution.reason, 'max-states');
      assert.equal(solution.moves.length, 0);
      assert.ok(solution.expanded <= 100);
    });

    it('a time limit stops the search with reason time-limit; none lets it finish', () => {
      // The snake cannot turn round in any room, so only the whole search proves -1.
      const p = roomsLair();
      const stopped = solveHoledox(p, { timeLimitMs: 1 });
      assert.equal(stopped.status, 'limit');
      assert.equal(stopped.reason, 'time-limit');
      assert.equal(stopped.steps, -1);
      // The clock is read every 4096 expansions.
      assert.equal(stopped.expanded % 4096, 0);
      const finished = solveHoledox(p, { timeLimitMs: 60_000 });
      assert.equal(finished.status, 'unsolvable');
      assert.equal(finished.reason, 'boxed-in');
      assert.ok(finished.expanded > stopped.expanded);
    });

    it('caps near the search size, far above it, or none give one answer (arena and table jump to the cap)', () => {
      // The whole search creates between 155 000 and 160 000 states; near the cap both the
      // arena and the table go straight to their last size.
      for (const maxStates of [160_000, 200_000, 1e9, Infinity]) {
        const solution = solveHoledox(roomsLair(), { maxStates, path: false });
        assert.deepEqual([solution.status, solution.reason, solution.expanded], ['unsolvable', 'boxed-in', 154_988], String(maxStates));
      }
      assert.equal(solveHoledox(roomsLair(), { maxStates: 150_000 }).reason, 'max-states');
    });

    it('path: false gives the same count with no moves', () => {
      const solution = solveHoledox(reversalLair(), { path: false });
      assert.equal(solution.status, 'solved');
      assert.equal(solution.steps, 122);
      assert.equal(solution.moves.length, 0);
      // And a path is still there for the next caller that wants one.
      assertWitness(reversalLair(), solveHoledox(reversalLair()));
    });

    it('a cap of exactly the states needed still solves; one fewer does not', () => {
      const probe = solveHoledox(SAMPLE_1);
      assert.equal(probe.steps, 9);
      let needed = 1;
      while (solveHoledox(SAMPLE_1, { maxStates: needed }).status === 'limit') needed++;
      assert.equal(solveHoledox(SAMPLE_1, { maxStates: needed }).steps, 9);
      assert.equal(solveHoledox(SAMPLE_1, { maxStates: needed - 1 }).status, 'limit');
    });

    it('refuses lairs beyond 100x100, bodies beyond 16 and broken bodies without throwing', () => {
      const tooTall = solveHoledox(
        puzzle(101, 5, [
          [3, 3],
          [3, 4],
        ]),
      );
      assert.equal(tooTall.status, 'limit');
      assert.equal(tooTall.reason, 'limit');
      assert.equal(tooTall.steps, -1);
      const longBody: [number, number][] = [];
      for (let c = 17; c >= 1; c--) longBody.push([2, c]);
      const tooLong = solveHoledox(puzzle(20, 20, longBody));
      assert.equal(tooLong.status, 'limit');
      assert.equal(tooLong.reason, 'limit');
      const broken = solveHoledox(
        puzzle(5, 5, [
          [3, 3],
          [3, 5],
        ]),
      );
      assert.equal(broken.status, 'limit');
      const outside = solveHoledox(
        puzzle(5, 5, [
          [5, 5],
          [6, 5],
        ]),
      );
      assert.equal(outside.status, 'limit');
    });
  });

  describe('no room to turn', () => {
    it('answers the room lair -1 without search when asked to look first', () => {
      const search = new HoledoxSearch({ turnCheckAfter: 0 });
      const solution = solveHoledox(roomsLair(), {}, search);
      assert.deepEqual([solution.status, solution.steps, solution.reason, solution.expanded], ['unsolvable', -1, 'no-room-to-turn', 0]);
    });

    it('looks once a search passes its threshold, and keeps what the probe expanded', () => {
      const solution = solveHoledox(roomsLair(), {}, new HoledoxSearch({ turnCheckAfter: 1000 }));
      assert.equal(solution.reason, 'no-room-to-turn');
      assert.equal(solution.steps, -1);
      assert.ok(solution.expanded > 0 && solution.expanded <= 1000, `expanded ${solution.expanded}`);
    });

    it('answers by going round a ring too small to turn in, the long way past its body', () => {
      // Rows 1-3 are a ring of 8 round the stone (2,3), with the exit and (2,1) beside it:
      // 11 squares, L = 12. The near way to the exit is through B2; the head goes round.
      const body: [number, number][] = [
        [3, 2],
        [2, 2],
        [2, 1],
      ];
      for (let r = 3; r <= 11; r++) body.push([r, 1]);
      const stones: [number, number][] = [[2, 3]];
      for (let r = 4; r <= 11; r++) for (let c = 2; c <= 4; c++) stones.push([r, c]);
      const p = puzzle(11, 4, body, stones);
      assert.equal(bruteForceHoledox(p), 7);
      const solution = solveHoledox(p, {}, new HoledoxSearch({ turnCheckAfter: 0 }));
      assert.deepEqual([solution.status, solution.steps, solution.reason, solution.expanded], ['solved', 7, 'no-room-to-turn', 0]);
      assertWitness(p, solution);
      assert.deepEqual([...solution.moves], [1, 1, 0, 0, 3, 3, 3]);
      // The search, left to itself, finds the same.
      assert.equal(solveHoledox(p).steps, 7);
    });

    it('leaves lairs with room to turn to the search', () => {
      // The statement's first sample: the snake turns round in the open 5×6 lair.
      const solution = solveHoledox(SAMPLE_1, {}, new HoledoxSearch({ turnCheckAfter: 0 }));
      assert.equal(solution.steps, 9);
      assert.equal(solution.reason, undefined);
      assertWitness(SAMPLE_1, solution);
    });

    it('agrees with brute force on 1500 seeded cramped lairs, looking before every search', () => {
      const random = mulberry32(0x7e57);
      const search = new HoledoxSearch({ turnCheckAfter: 0 });
      let proved = 0;
      let provedSolved = 0;
      for (let i = 0; i < 1500; i++) {
        const p = randomPuzzle(random, 6, 3, 10);
        const expected = bruteForceHoledox(p);
        const solution = solveHoledox(p, {}, search);
        assert.equal(solution.steps, expected, `case ${i}: ${JSON.stringify(p)}`);
        if (expected >= 0) assertWitness(p, solution);
        if (solution.reason === 'no-room-to-turn') {
          proved++;
          if (expected >= 0) provedSolved++;
        }
      }
      // The argument must have answered a good share (random lairs give it -1 answers only).
      assert.ok(proved > 100, `proved ${proved}`);
      assert.equal(provedSolved, 0);
    });
  });

  describe('against brute force', () => {
    it('3000 seeded random small lairs (1..6 x 1..6, L 2..5): same steps, legal witnesses', () => {
      const random = mulberry32(0x1324);
      let solved = 0;
      let straight = 0;
      // Audit mode keeps each record's g, which the search itself derives instead of storing.
      const audited = new HoledoxSearch({ audit: true });
      for (let i = 0; i < 3000; i++) {
        const p = randomPuzzle(random, 6, 2, 5);
        const expected = bruteForceHoledox(p);
        const solution = solveHoledox(p, {}, audited);
        assert.equal(solution.steps, expected, `case ${i}: ${JSON.stringify(p)}`);
        if (expected >= 0) {
          assertWitness(p, solution);
          solved++;
          if (expected > 0 && solution.expanded === 0) straight++;
        } else {
          assert.equal(solution.status, 'unsolvable');
          assert.equal(solution.moves.length, 0);
        }
        // The first body direction fixes the parent's head, so no state can be improved
        // after its first generation, and the g derived from the bucket is the g it was made with.
        assert.deepEqual(audited.counters(), { improved: 0, stalePops: 0 });
      }
      // The mix must cover both outcomes, and solutions both with and without search.
      assert.ok(solved > 1000 && solved < 2900, `solved ${solved}`);
      assert.ok(straight > 300 && straight < solved - 300, `straight runs ${straight} of ${solved}`);
    });

    it('400 seeded random cramped lairs with long bodies (L 6..12): same steps', () => {
      const random = mulberry32(0xb0d1e5);
      for (let i = 0; i < 400; i++) {
        const p = randomPuzzle(random, 5, 6, 12);
        const expected = bruteForceHoledox(p);
        const solution = solveHoledox(p);
        assert.equal(solution.steps, expected, `case ${i}: ${JSON.stringify(p)}`);
        if (expected >= 0) assertWitness(p, solution);
      }
    });

    it('600 seeded random medium lairs (up to 8x8, L 5..8): same steps, legal witnesses', () => {
      const random = mulberry32(0x50e);
      for (let i = 0; i < 600; i++) {
        const p = randomPuzzle(random, 8, 5, 8);
        const expected = bruteForceHoledox(p);
        const solution = solveHoledox(p);
        assert.equal(solution.steps, expected, `case ${i}: ${JSON.stringify(p)}`);
        if (expected >= 0) assertWitness(p, solution);
      }
    });

    it('reused buffers: small lairs after a large search give the same answers', () => {
      const random = mulberry32(7);
      const cases = Array.from({ length: 50 }, () => randomPuzzle(random, 6, 2, 5));
      const before = cases.map((p) => solveHoledox(p).steps);
      assert.equal(solveHoledox(reversalLair()).steps, 122);
      assert.equal(solveHoledox(walledLair()).steps, 248);
      assert.equal(solveHoledox(reversalLair(), { maxStates: 10 }).status, 'limit');
      const after = cases.map((p) => solveHoledox(p).steps);
      assert.deepEqual(after, before);
      assert.deepEqual(
        before,
        cases.map((p) => bruteForceHoledox(p)),
      );
    });
  });
});

import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import type { Cell } from '../../../../src/core/geometry';
import { parseHoledox } from '../../../../src/core/formats/holedox';
import type { HoledoxPuzzle } from '../../../../src/core/formats/holedox';
import { solveHoledox } from '../../../../src/core/formats/holedox';
import { caseSvg, escapeXml } from '../../../../src/core/study/caseSvg';
import { holedoxDrawing } from '../../../../src/core/formats/holedox';
import { tempterDrawing } from '../../../../src/core/formats/tempter';
import { holedoxTokenAtCell, holedoxTokenAtOffset, tempterTokenAtCell, tempterTokenAtOffset } from '../../../../src/core/study/caseCells';
import { explainHoledox, explainTempter, summarizeHoledox, summarizeTempter } from '../../../../src/core/study/explain';
import { shortestRoute } from '../../../../src/core/study/regions';
import { pathCells, snakeAt } from '../../../../src/core/study/replay';
import { parseTempter } from '../../../../src/core/formats/tempter';
import type { TempterPuzzle } from '../../../../src/core/formats/tempter';
import { solveTempter } from '../../../../src/core/formats/tempter';
import { readFixture, showRange } from '../../helpers/fixtures';

const cells = (pairs: readonly (readonly [number, number])[]): Cell[] => pairs.map(([row, col]) => ({ row, col }));
const pairs = (list: readonly Cell[]) => list.map((c) => [c.row, c.col]);

// The statement's first Holedox sample and its 9-move answer (left, up, up, ...).
const SAMPLE_1: HoledoxPuzzle = {
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
// The second sample: the exit is open, but the body blocks the only way in.
const BOXED_IN: HoledoxPuzzle = {
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
const tempter = (time: number, grid: string[]): TempterPuzzle => ({ rows: grid.length, cols: grid[0]?.length ?? 0, time, grid });

describe('replay: the whole snake at each step', () => {
  it('moves every block into its predecessor’s square', () => {
    const moves = [2, 1, 0];
    assert.deepEqual(
      pairs(
        snakeAt(
          cells([
            [2, 2],
            [2, 3],
            [1, 3],
          ]),
          moves,
          0,
        ),
      ),
      [
        [2, 2],
        [2, 3],
        [1, 3],
      ],
    );
    assert.deepEqual(
      pairs(
        snakeAt(
          cells([
            [2, 2],
            [2, 3],
            [1, 3],
          ]),
          moves,
          1,
        ),
      ),
      [
        [3, 2],
        [2, 2],
        [2, 3],
      ],
    );
    assert.deepEqual(
      pairs(
        snakeAt(
          cells([
            [2, 2],
            [2, 3],
            [1, 3],
          ]),
          moves,
          2,
        ),
      ),
      [
        [3, 3],
        [3, 2],
        [2, 2],
      ],
    );
    assert.deepEqual(
      pairs(
        snakeAt(
          cells([
            [2, 2],
            [2, 3],
            [1, 3],
          ]),
          moves,
          3,
        ),
      ),
      [
        [2, 3],
        [3, 3],
        [3, 2],
      ],
    );
  });

  it('clamps the step to the moves there are', () => {
    assert.deepEqual(
      pairs(
        snakeAt(
          cells([
            [1, 2],
            [1, 3],
          ]),
          [3],
          5,
        ),
      ),
      [
        [1, 1],
        [1, 2],
      ],
    );
    assert.deepEqual(
      pairs(
        snakeAt(
          cells([
            [1, 2],
            [1, 3],
          ]),
          [3],
          -1,
        ),
      ),
      [
        [1, 2],
        [1, 3],
      ],
    );
  });

  it('replays the solver’s answer to sample 1 with the head on the exit and the body behind it', () => {
    const solution = solveHoledox(SAMPLE_1);
    assert.equal(solution.steps, 9);
    const end = snakeAt(SAMPLE_1.body, solution.moves, 9);
    const path = pathCells(SAMPLE_1.body[0]!, solution.moves);
    assert.deepEqual(pairs(end), pairs([path[9]!, path[8]!, path[7]!, path[6]!]));
    assert.deepEqual(end[0], { row: 1, col: 1 });
  });
});

describe('explain: verdicts in words and on the grid', () => {
  it('Holedox -1, exit cut off: shades the squares the head could reach', () => {
    const puzzle = {
      rows: 3,
      cols: 3,
      body: cells([[3, 3]]),
      stones: cells([
        [1, 2],
        [2, 1],
      ]),
    };
    const solution = solveHoledox(puzzle);
    assert.equal(solution.reason, 'exit-cut-off');
    const e = explainHoledox(puzzle, solution);
    assert.equal(
      e.text,
      'Answer -1: stones cut the exit (1, 1) off. Even with no body in its way the head could only reach the 6 shaded squares, and the exit is not among them.',
    );
    assert.equal(e.region?.kind, 'reachable');
    assert.deepEqual(
      pairs(e.region?.cells ?? []),
      [
        [2, 2],
        [2, 3],
        [3, 1],
        [3, 2],
        [3, 3],
        [1, 3],
      ].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!),
    );
  });

  it('Holedox -1, boxed in: shades the head squares of the exhaustive search', () => {
    const visits = new Uint32Array(16);
    const solution = solveHoledox(BOXED_IN, { cellVisits: visits });
    assert.equal(solution.reason, 'boxed-in');
    const e = explainHoledox(BOXED_IN, solution, visits);
    assert.equal(
      e.text,
      'Answer -1: the snake is boxed in. The exit is not walled off by stones, but in every one of the 7 positions the snake can reach, its own body keeps the head away from it. The head only ever stands on the 7 shaded squares.',
    );
    assert.deepEqual(pairs(e.region?.cells ?? []), [
      [2, 3],
      [3, 1],
      [3, 2],
      [3, 3],
      [4, 1],
      [4, 3],
      [4, 4],
    ]);
  });

  it('Holedox solved: says how the body follows', () => {
    const solution = solveHoledox(SAMPLE_1);
    const e = explainHoledox(SAMPLE_1, solution);
    assert.equal(
      e.text,
      'Answer 9: the fewest moves that bring the head to the exit (1, 1). At each move every block slides into the square of the block before it; play it back to watch.',
    );
    assert.deepEqual(e.search, { searched: true, text: `${solution.expanded} states expanded` });
  });

  it('Holedox solved by a straight run: says no search was needed', () => {
    const run = {
      rows: 2,
      cols: 3,
      body: cells([
        [2, 3],
        [2, 2],
      ]),
      stones: [],
    };
    const solution = solveHoledox(run);
    assert.deepEqual([solution.steps, solution.reason, solution.expanded], [3, 'straight-run', 0]);
    const e = explainHoledox(run, solution);
    assert.equal(
      e.text,
      "Answer 3: the fewest moves that bring the head to the exit (1, 1). At each move every block slides into the square of the block before it; play it back to watch. No search was needed: the head runs straight down to the exit without meeting its own body, and no way can be shorter than the head's distance to the exit.",
    );
    assert.deepEqual(e.search, { searched: false, text: 'a straight run to the exit' });
    assert.equal(summarizeHoledox(solution), 'Shortest: 3 moves: a straight run to the exit, no search needed.');
  });

  it('Tempter NO by parity: T − distance odd, shading S’s colour', () => {
    const p = tempter(3, ['S.D']);
    const e = explainTempter(p, solveTempter(p));
    assert.equal(
      e.text,
      "NO by parity: S and D are 2 apart (rows plus columns). Each move changes a square's colour, as on a chessboard, so every path from S to D takes an even number of moves; T − 2 = 1 is odd.",
    );
    assert.deepEqual(pairs(e.region?.cells ?? []), [
      [1, 1],
      [1, 3],
    ]);
  });

  it('Tempter NO, too few open squares', () => {
    const p = tempter(4, ['S.', '.D']);
    const e = explainTempter(p, solveTempter(p));
    assert.equal(e.text, 'NO: too few open squares. A path of T = 4 moves stands on T + 1 = 5 different squares, but the grid has only 4.');
    assert.equal(e.region?.cells.length, 4);
  });

  it('Tempter NO by colour count: shades the colour that falls short', () => {
    const p = tempter(4, ['S.D', '.X.']);
    const e = explainTempter(p, solveTempter(p));
    assert.equal(
      e.text,
      "NO by colour count: squares alternate colours along a path, so T = 4 moves need 3 squares of S's colour and 2 of the other; the grid has 2 and 3.",
    );
    assert.equal(e.region?.label, "squares of S's colour (too few)");
    assert.deepEqual(pairs(e.region?.cells ?? []), [
      [1, 1],
      [1, 3],
    ]);
  });

  it('Tempter NO, door unreachable: shades what the dog can reach', () => {
    const p = tempter(3, ['SX.', '.XD']);
    const e = explainTempter(p, solveTempter(p));
    assert.equal(e.text, 'NO: walls keep the door away. From S the dog can reach only the 2 shaded squares, and D is not among them.');
    assert.deepEqual(pairs(e.region?.cells ?? []), [
      [1, 1],
      [2, 1],
    ]);
  });

  it('Tempter NO, too far: draws a shortest way (statement sample 1)', () => {
    const p = tempter(5, ['S.X.', '..X.', '..XD', '....']);
    const e = explainTempter(p, solveTempter(p));
    assert.equal(e.text, 'NO: the door is too far. The shortest way from S to D takes 7 moves, more than T = 5.');
    assert.equal(e.region?.kind, 'route');
    assert.equal(e.region?.cells.length, 8);
    assert.deepEqual(e.region?.cells[0], { row: 1, col: 1 });
    assert.deepEqual(e.region?.cells[7], { row: 3, col: 4 });
  });

  it('Tempter NO after search: counts nodes and prunings', () => {
    const p = tempter(7, ['S...', '.XX.', '...D']);
    const e = explainTempter(p, solveTempter(p));
    assert.equal(
      e.text,
      'NO: every path of exactly T = 7 moves was tried (3 search nodes, 2 cut short by pruning) and none ends on D. The heatmap shows where the search spent its time.',
    );
    assert.equal(e.region, undefined);
  });

  it('Tempter YES: the timed path is the proof', () => {
    const p = tempter(7, ['S.X.', '..X.', '...D']);
    const e = explainTempter(p, solveTempter(p));
    assert.equal(
      e.text,
      'YES: the numbered path reaches the door D at exactly t = 7, one square per second, never stepping on a square twice.',
    );
    assert.deepEqual(e.search, { searched: true, text: '4 search nodes, 0 cut short by pruning' });
  });

  it('Tempter YES when T is the distance: says no search was needed', () => {
    const p = tempter(5, ['S.X.', '..X.', '...D']);
    const e = explainTempter(p, solveTempter(p));
    assert.equal(
      e.text,
      'YES: the numbered path reaches the door D at exactly t = 5, one square per second, never stepping on a square twice. No search was needed: T = 5 is exactly the shortest distance from S to D, and a shortest way never comes back to a square.',
    );
    assert.deepEqual(e.search, { searched: false, text: 'a shortest way to the door takes exactly T moves' });
  });

  it('Tempter NO by an argument: the heatmap has nothing to show, and says why', () => {
    const p = tempter(3, ['S.D']);
    assert.deepEqual(explainTempter(p, solveTempter(p)).search, {
      searched: false,
      text: 'T and the distance to the door differ in parity',
    });
  });

  it('shortestRoute returns [] when there is no way', () => {
    assert.deepEqual(shortestRoute({ rows: 1, cols: 3, isOpen: (c) => c.col !== 2 }, { row: 1, col: 1 }, { row: 1, col: 3 }), []);
  });
});

describe('summaries: the one-line verdict the panel shows, worded in core', () => {
  it('Holedox: the shortest count, and -1 with or without a search', () => {
    const sample = solveHoledox(SAMPLE_1);
    assert.equal(summarizeHoledox(sample), `Shortest: 9 moves to the exit (${sample.expanded} states expanded).`);
    assert.equal(
      summarizeHoledox(solveHoledox({ rows: 1, cols: 2, body: cells([[1, 2]]), stones: [] })),
      'Shortest: 1 move: a straight run to the exit, no search needed.',
    );
    assert.equal(
      summarizeHoledox(solveHoledox({ rows: 1, cols: 2, body: cells([[1, 1]]), stones: [] })),
      'Shortest: 0 moves: the head starts on the exit, no search needed.',
    );
    const cut = {
      rows: 3,
      cols: 3,
      body: cells([[3, 3]]),
      stones: cells([
        [1, 2],
        [2, 1],
      ]),
    };
    assert.equal(summarizeHoledox(solveHoledox(cut)), 'Case answer -1: stones cut the exit (1, 1) off from the head.');
  });

  it('Tempter: YES, and NO with the reason the solver gave', () => {
    const yes = tempter(5, ['S.X.', '..X.', '...D']);
    assert.equal(
      summarizeTempter(yes, solveTempter(yes)),
      'YES: the dog reaches the door at exactly T = 5: a shortest way to the door takes exactly T moves, no search needed.',
    );
    const searched = tempter(7, ['S.X.', '..X.', '...D']);
    assert.equal(summarizeTempter(searched, solveTempter(searched)), 'YES: the dog reaches the door at exactly T = 7.');
    const parity = tempter(4, ['S.X.', '..X.', '...D']);
    assert.equal(
      summarizeTempter(parity, solveTempter(parity)),
      'NO: the dog cannot stand on the door at exactly T = 4 (T and the distance to the door differ in parity).',
    );
  });
});

describe('caseCells: squares and the tokens that define them', () => {
  const holedoxText = readFixture('sample.holedox');
  const holedox = parseHoledox(holedoxText).cases[0]!;
  const tempterText = readFixture('sample.tempter');
  const tempterCase = parseTempter(tempterText).cases[0]!;

  it('finds the body pair, then the stone pair, of a Holedox square', () => {
    const b2 = holedoxTokenAtCell(holedox, { row: 4, col: 2 });
    assert.equal(b2?.what, 'B2 (4, 2)');
    assert.equal(showRange(holedoxText, b2!.range), '3:1-3:4');
    const stone = holedoxTokenAtCell(holedox, { row: 3, col: 3 });
    assert.equal(stone?.what, 'stone (3, 3)');
    assert.equal(showRange(holedoxText, stone!.range), '8:1-8:4');
    assert.equal(holedoxTokenAtCell(holedox, { row: 1, col: 6 }), undefined);
  });

  it('finds the Holedox square under an offset, its ends included', () => {
    assert.deepEqual(holedoxTokenAtOffset(holedox, 10)?.cell, { row: 4, col: 2 });
    assert.deepEqual(holedoxTokenAtOffset(holedox, 13)?.cell, { row: 4, col: 2 });
    assert.deepEqual(holedoxTokenAtOffset(holedox, 30)?.cell, { row: 3, col: 3 });
    assert.equal(holedoxTokenAtOffset(holedox, 2), undefined);
  });

  it('maps Tempter grid characters both ways', () => {
    const wall = tempterTokenAtCell(tempterCase, { row: 2, col: 3 });
    assert.equal(wall?.what, "'X' at (2, 3)");
    assert.equal(showRange(tempterText, wall!.range), '3:3-3:4');
    assert.deepEqual(tempterTokenAtOffset(tempterCase, 13)?.cell, { row: 2, col: 3 });
    // At the end of a row the cursor stands after its last character.
    assert.deepEqual(tempterTokenAtOffset(tempterCase, 15)?.cell, { row: 2, col: 4 });
    assert.equal(tempterTokenAtCell(tempterCase, { row: 2, col: 5 }), undefined);
    assert.equal(tempterTokenAtOffset(tempterCase, 3), undefined);
  });
});

describe('caseSvg: a standalone picture of a case', () => {
  it('escapes text', () => {
    assert.equal(escapeXml(`a<b & "c" 'd'>`), 'a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;');
  });

  it('draws a Holedox case with its numbered path in fixed colours', () => {
    const solution = solveHoledox(SAMPLE_1);
    const svg = caseSvg(holedoxDrawing, { kind: 'holedox', number: 1, ...SAMPLE_1 }, solution.moves, 'sample <1> & co');
    assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="232" height="224" viewBox="0 0 232 224"/);
    assert.equal((svg.match(/<title>sample &lt;1&gt; &amp; co<\/title>/g) ?? []).length, 1);
    assert.ok(!svg.includes('<1>'));
    assert.equal((svg.match(/class="cell"/g) ?? []).length, 30);
    assert.equal((svg.match(/class="stone"/g) ?? []).length, 3);
    assert.equal((svg.match(/class="head"/g) ?? []).length, 1);
    assert.equal((svg.match(/class="body"/g) ?? []).length, 3);
    assert.equal((svg.match(/class="path-step"/g) ?? []).length, 9);
    assert.ok(!svg.includes('var('), 'a standalone file cannot use theme variables');
    // The path starts on the head (4, 1) and ends on the exit (1, 1).
    assert.match(svg, /<polyline class="path-line" points="26,162 [^"]* 26,54"/);
    assert.ok(svg.endsWith('</svg>\n'));
  });

  it('draws a Tempter case with walls, S and D', () => {
    const p = tempter(5, ['S.X.', '..X.', '...D']);
    const svg = caseSvg(tempterDrawing, { kind: 'tempter', number: 1, ...p }, solveTempter(p).moves, 'YES');
    assert.equal((svg.match(/class="stone"/g) ?? []).length, 2);
    assert.equal((svg.match(/class="start"/g) ?? []).length, 1);
    assert.equal((svg.match(/class="exit"/g) ?? []).length, 1);
    assert.equal((svg.match(/class="path-step"/g) ?? []).length, 5);
  });
});

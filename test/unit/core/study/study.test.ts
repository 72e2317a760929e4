import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import type { Cell } from '../../../../src/core/geometry';
import { parseHoledox } from '../../../../src/core/formats/holedox';
import type { HoledoxPuzzle } from '../../../../src/core/formats/holedox';
import { solveHoledox } from '../../../../src/core/formats/holedox';
import { caseSvg, escapeXml } from '../../../../src/core/study/caseSvg';
import { holedoxDrawing } from '../../../../src/core/formats/holedox';
import { tempterDrawing } from '../../../../src/core/formats/tempter';
import { explainHoledox, holedoxTokenAtCell, holedoxTokenAtOffset, summarizeHoledox } from '../../../../src/core/formats/holedox';
import { explainTempter, summarizeTempter, tempterTokenAtCell, tempterTokenAtOffset } from '../../../../src/core/formats/tempter';
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
// Stones cut the exit off; a straight run down to it.
const CUT_OFF: HoledoxPuzzle = {
  rows: 3,
  cols: 3,
  body: cells([[3, 3]]),
  stones: cells([
    [1, 2],
    [2, 1],
  ]),
};
const STRAIGHT: HoledoxPuzzle = {
  rows: 2,
  cols: 3,
  body: cells([
    [2, 3],
    [2, 2],
  ]),
  stones: [],
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
    const puzzle = CUT_OFF;
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
    const run = STRAIGHT;
    const solution = solveHoledox(run);
    assert.deepEqual([solution.steps, solution.reason, solution.expanded], [3, 'straight-run', 0]);
    const e = explainHoledox(run, solution);
    assert.equal(
      e.text,
      "Answer 3: the fewest moves that bring the head to the exit (1, 1). At each move every block slides into the square of the block before it; play it back to watch. No search was needed: the head walks a shortest way around the stones to the exit without meeting its own body, and no way can be shorter than the head's distance to the exit.",
    );
    assert.deepEqual(e.search, { searched: false, text: 'the head walks to the exit without meeting its body' });
    assert.equal(summarizeHoledox(solution), 'Shortest: 3 moves: the head walks to the exit without meeting its body, no search needed.');
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
      'Shortest: 1 move: the head walks to the exit without meeting its body, no search needed.',
    );
    assert.equal(
      summarizeHoledox(solveHoledox({ rows: 1, cols: 2, body: cells([[1, 1]]), stones: [] })),
      'Shortest: 0 moves: the head starts on the exit, no search needed.',
    );
    const cut = CUT_OFF;
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

// The same explanations and result lines in 简体中文, word for word.
const ZH = 'zh-cn';
describe('explanations in zh-CN: Holedox', () => {
  it('9 steps: the fewest moves, how the body follows, and the search counted', () => {
    const solution = solveHoledox(SAMPLE_1);
    assert.equal(solution.expanded, 9);
    assert.deepEqual(explainHoledox(SAMPLE_1, solution, undefined, ZH), {
      text: '答案 9：把蛇头带到出口 (1, 1) 最少要走 9 步。每走一步，每节蛇身都滑进前一节所在的格子；播放即可观看。',
      search: { searched: true, text: '已扩展 9 个状态' },
    });
    assert.equal(summarizeHoledox(solution, ZH), '到出口最少 9 步（已扩展 9 个状态）。');
  });

  it('a straight run: no search was needed', () => {
    const solution = solveHoledox(STRAIGHT);
    assert.deepEqual(explainHoledox(STRAIGHT, solution, undefined, ZH), {
      text: '答案 3：把蛇头带到出口 (1, 1) 最少要走 3 步。每走一步，每节蛇身都滑进前一节所在的格子；播放即可观看。无需搜索：蛇头绕开石头沿一条最短路走到出口，不会碰到自己的身体，而任何走法都不可能比蛇头到出口的距离更短。',
      search: { searched: false, text: '蛇头走到出口，不碰到自己的身体' },
    });
    assert.equal(summarizeHoledox(solution, ZH), '最少 3 步：蛇头走到出口，不碰到自己的身体，无需搜索。');
  });

  it('answer 0: the head starts on the exit', () => {
    const onExit: HoledoxPuzzle = { rows: 1, cols: 2, body: cells([[1, 1]]), stones: [] };
    const solution = solveHoledox(onExit);
    assert.equal(explainHoledox(onExit, solution, undefined, ZH).text, '答案 0：蛇头已经在出口 (1, 1) 上。');
    assert.equal(summarizeHoledox(solution, ZH), '最少 0 步：蛇头一开始就在出口上，无需搜索。');
  });

  it('-1, stones cut the exit off: the squares the head could reach, shaded and named', () => {
    const solution = solveHoledox(CUT_OFF);
    const e = explainHoledox(CUT_OFF, solution, undefined, ZH);
    assert.equal(e.text, '答案 -1：石头把出口 (1, 1) 隔断了。即使没有蛇身挡路，蛇头也只能到达涂色的 6 个格子，出口不在其中。');
    assert.equal(e.region?.label, '蛇头能到达的格子');
    assert.deepEqual(e.search, { searched: false, text: '石头把出口隔断了' });
    assert.equal(summarizeHoledox(solution, ZH), '用例答案 -1：石头把出口 (1, 1) 与蛇头隔断了。');
  });

  it('-1, boxed in: the positions searched and the squares the head stood on', () => {
    const visits = new Uint32Array(16);
    const solution = solveHoledox(BOXED_IN, { cellVisits: visits });
    const e = explainHoledox(BOXED_IN, solution, visits, ZH);
    assert.equal(
      e.text,
      '答案 -1：蛇被自己困住了。出口并没有被石头隔断，但在蛇能到达的全部 7 个位置上，它自己的身体都挡着蛇头到不了出口。蛇头始终只在涂色的 7 个格子上。',
    );
    assert.equal(e.region?.label, '蛇头能到达的格子');
    assert.equal(
      explainHoledox(BOXED_IN, solution, undefined, ZH).text,
      '答案 -1：蛇被自己困住了。出口并没有被石头隔断，但在蛇能到达的全部 7 个位置上，它自己的身体都挡着蛇头到不了出口。',
    );
    assert.equal(summarizeHoledox(solution, ZH), '用例答案 -1：没有任何走法能把蛇头带到出口（搜索了 7 个状态）。');
  });

  it('a stopped search, and a count past ten thousand in 万', () => {
    const solution = solveHoledox(SAMPLE_1, { maxStates: 5 });
    assert.equal(solution.status, 'limit');
    assert.equal(
      explainHoledox(SAMPLE_1, solution, undefined, ZH).text,
      `还没有答案：搜索扩展 ${solution.expanded} 个状态后达到上限，停了下来。`,
    );
    assert.equal(summarizeHoledox({ steps: 12, expanded: 20000 }, ZH), '到出口最少 12 步（已扩展 2 万个状态）。');
    assert.equal(
      summarizeHoledox({ steps: -1, reason: 'no-room-to-turn', expanded: 0 }, ZH),
      '用例答案 -1：没有任何走法能把蛇头带到出口（蛇无法掉头，沿它唯一的路走一遍就得出了答案；无需搜索）。',
    );
  });
});

describe('explanations in zh-CN: Tempter', () => {
  const explained = (time: number, grid: string[]) => {
    const p = tempter(time, grid);
    return explainTempter(p, solveTempter(p), ZH);
  };

  it('NO by parity, with S’s colour shaded', () => {
    const e = explained(3, ['S.D']);
    assert.equal(
      e.text,
      'NO（奇偶性）：S 与 D 相距 2（行差加列差）。像棋盘一样，每走一步格子的颜色都会改变，所以从 S 到 D 的每条路径都要走偶数步；而 T − 2 = 1 是奇数。',
    );
    assert.equal(e.region?.label, '与 S 同色的格子');
    assert.deepEqual(e.search, { searched: false, text: 'T 与到门的距离奇偶性不同' });
  });

  it('NO, too few open squares', () => {
    const e = explained(4, ['S.', '.D']);
    assert.equal(e.text, 'NO：可走的格子太少。走 T = 4 步的路径要站过 T + 1 = 5 个不同的格子，但迷宫里只有 4 个。');
    assert.equal(e.region?.label, '可走的格子');
  });

  it('NO by colour count, naming the colour that falls short', () => {
    const e = explained(4, ['S.D', '.X.']);
    assert.equal(
      e.text,
      'NO（颜色计数）：路径上的格子颜色交替，所以走 T = 4 步需要 3 个与 S 同色的格子和 2 个另一种颜色的格子；迷宫里分别有 2 个和 3 个。',
    );
    assert.equal(e.region?.label, '与 S 同色的格子（不够）');
  });

  it('NO, walls keep the door away', () => {
    const e = explained(3, ['SX.', '.XD']);
    assert.equal(e.text, 'NO：墙把门隔开了。小狗从 S 出发只能到达涂色的 2 个格子，D 不在其中。');
    assert.equal(e.region?.label, '小狗能到达的格子');
  });

  it('NO, the door is too far (statement sample 1)', () => {
    const e = explained(5, ['S.X.', '..X.', '..XD', '....']);
    assert.equal(e.text, 'NO：门太远了。从 S 到 D 的最短路要走 7 步，比 T = 5 多。');
    assert.equal(e.region?.label, '一条到门的最短路');
  });

  it('NO after a search, with its nodes and prunings', () => {
    const e = explained(7, ['S...', '.XX.', '...D']);
    assert.equal(
      e.text,
      'NO：恰好走 T = 7 步的路径全都试过了（3 个搜索结点，其中 2 个被剪枝截断），没有一条停在 D 上。热力图显示了搜索把时间花在了哪里。',
    );
    assert.deepEqual(e.search, { searched: true, text: '3 个搜索结点，其中 2 个被剪枝提前截断' });
  });

  it('YES, searched and by the shortest way', () => {
    assert.equal(explained(7, ['S.X.', '..X.', '...D']).text, 'YES：按编号走的路径恰好在 t = 7 时到达门 D，每秒走一格，没有一格走两次。');
    assert.equal(
      explained(5, ['S.X.', '..X.', '...D']).text,
      'YES：按编号走的路径恰好在 t = 5 时到达门 D，每秒走一格，没有一格走两次。无需搜索：T = 5 恰好是从 S 到 D 的最短距离，而最短路从不回到走过的格子。',
    );
  });

  it('the result line: YES, YES by the shortest way, NO with its reason', () => {
    const line = (time: number, grid: string[]) => {
      const p = tempter(time, grid);
      return summarizeTempter(p, solveTempter(p), ZH);
    };
    assert.equal(line(7, ['S.X.', '..X.', '...D']), 'YES：小狗恰好在 T = 7 时到达门。');
    assert.equal(line(5, ['S.X.', '..X.', '...D']), 'YES：小狗恰好在 T = 5 时到达门：到门的最短路恰好是 T 步，无需搜索。');
    assert.equal(line(4, ['S.X.', '..X.', '...D']), 'NO：小狗无法恰好在 T = 4 时站在门上（T 与到门的距离奇偶性不同）。');
    assert.equal(summarizeTempter({ time: 4 }, { status: 'no' }, ZH), 'NO：小狗无法恰好在 T = 4 时站在门上。');
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

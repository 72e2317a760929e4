// The panel's explanations and result lines in 简体中文: each path of explain.ts, word for word.
import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import type { Cell } from '../../../../src/core/geometry';
import { solveHoledox, type HoledoxPuzzle } from '../../../../src/core/formats/holedox';
import { solveTempter, type TempterPuzzle } from '../../../../src/core/formats/tempter';
import { explainHoledox, explainTempter, summarizeHoledox, summarizeTempter } from '../../../../src/core/study/explain';

const cells = (pairs: readonly (readonly [number, number])[]): Cell[] => pairs.map(([row, col]) => ({ row, col }));
const tempter = (time: number, grid: string[]): TempterPuzzle => ({ rows: grid.length, cols: grid[0]?.length ?? 0, time, grid });
const ZH = 'zh-cn';

// The statement's two Holedox samples: 9 moves, and boxed in by its own body.
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
      text: '答案 3：把蛇头带到出口 (1, 1) 最少要走 3 步。每走一步，每节蛇身都滑进前一节所在的格子；播放即可观看。无需搜索：蛇头一路直走到出口，不会碰到自己的身体，而任何走法都不可能比蛇头到出口的距离更短。',
      search: { searched: false, text: '蛇头一路直走到出口' },
    });
    assert.equal(summarizeHoledox(solution, ZH), '最少 3 步：蛇头一路直走到出口，无需搜索。');
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

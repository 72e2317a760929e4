import assert from 'node:assert/strict';
import type { Cell } from '../../../../../src/core/geometry';
import { holedoxFormat, type HoledoxCase } from '../../../../../src/core/formats/holedox';
import type { LayerTrace } from '../../../../../src/core/study/searchTrace';
import { bruteForceHoledox, moveHoledox } from '../../../oracles/holedoxBruteForce';

function oneCase(text: string): HoledoxCase {
  const c = holedoxFormat.parse(`${text}\n\n0 0 0\n`).cases[0];
  assert.ok(c && !c.problem, `a solvable case from ${text}`);
  return c;
}

function trace(c: HoledoxCase, events = 100_000): LayerTrace {
  const t = holedoxFormat.traceSearch!(c, { events });
  assert.equal(t.kind, 'layers');
  return t as LayerTrace;
}

const key = (body: readonly Cell[]) => body.map((b) => `${b.row},${b.col}`).join(' ');

/** Every state's fewest moves from the start, by a plain BFS over whole bodies. */
function layersByBfs(c: HoledoxCase): Map<string, number> {
  const depth = new Map<string, number>([[key(c.body), 0]]);
  let frontier: Cell[][] = [[...c.body]];
  for (let d = 1; frontier.length > 0; d++) {
    const next: Cell[][] = [];
    for (const body of frontier)
      for (let dir = 0; dir < 4; dir++) {
        const moved = moveHoledox(c, body, dir);
        if (!moved || depth.has(key(moved))) continue;
        depth.set(key(moved), d);
        next.push(moved);
      }
    frontier = next;
  }
  return depth;
}

/** State i's body from its head and shape. */
function bodyOf(t: LayerTrace, i: number): Cell[] {
  const steps = [
    [-1, 0],
    [0, 1],
    [1, 0],
    [0, -1],
  ] as const;
  let row = Math.floor(t.stateHead[i]! / t.cols) + 1;
  let col = (t.stateHead[i]! % t.cols) + 1;
  const body: Cell[] = [{ row, col }];
  for (let j = 0; j < t.bodyLength - 1; j++) {
    const [dr, dc] = steps[(t.stateShape[i]! >>> (2 * j)) & 3]!;
    row += dr;
    col += dc;
    body.push({ row, col });
  }
  return body;
}

// The statement's two samples.
const SAMPLE_ONE = '5 6 4\n4 1\n4 2\n3 2\n3 1\n3\n2 3\n3 3\n3 4';
const SAMPLE_TWO = '4 4 4\n2 3\n1 3\n1 4\n2 4\n4\n2 1\n2 2\n3 4\n4 2';

describe('Holedox search trace', () => {
  for (const [name, text] of [
    ['the first sample', SAMPLE_ONE],
    ['the second sample', SAMPLE_TWO],
  ] as const) {
    it(`puts each state of ${name} in the layer a plain BFS gives it, the goal in the answer's`, () => {
      const c = oneCase(text);
      const t = trace(c);
      const bfs = layersByBfs(c);
      assert.equal(t.truncated, false);
      assert.equal(t.goalLayer, bruteForceHoledox(c));
      assert.ok(t.length > 1, `more than the start (${t.length})`);
      assert.equal(t.length, t.states);
      const seen = new Set<string>();
      for (let i = 0; i < t.length; i++) {
        const body = bodyOf(t, i);
        const k = key(body);
        assert.ok(!seen.has(k), `state ${i} made once`);
        seen.add(k);
        assert.equal(t.stateLayer[i], bfs.get(k), `state ${i} (${k}) in its BFS layer`);
      }
      assert.equal(key(bodyOf(t, 0)), key(c.body));
      assert.deepEqual(
        [...t.startBody],
        c.body.map((b) => (b.row - 1) * c.cols + b.col - 1),
      );
    });
  }

  it('keeps the first N states and says it stopped short', () => {
    const c = oneCase(SAMPLE_ONE);
    const whole = trace(c);
    const short = trace(c, 5);
    assert.equal(short.length, 5);
    assert.equal(short.truncated, true);
    assert.equal(short.states, whole.states);
    assert.deepEqual([...short.stateHead], [...whole.stateHead.slice(0, 5)]);
    assert.deepEqual([...short.stateLayer], [...whole.stateLayer.slice(0, 5)]);
  });

  it('says when no search was needed', () => {
    // The head walks straight down the distance field to the exit.
    const t = trace(oneCase('3 3 2\n3 1\n3 2\n0'));
    assert.equal(t.length, 0);
    assert.equal(t.goalLayer, 2);
    assert.match(t.note ?? '', /^No search was needed/);
  });

  it('words its note, its order and a stopped search in zh-CN when asked', () => {
    const straight = holedoxFormat.traceSearch!(oneCase('3 3 2\n3 1\n3 2\n0'), { events: 100, language: 'zh-cn' });
    assert.ok(straight.kind === 'layers');
    assert.equal(
      straight.note,
      '无需搜索：答案 2：把蛇头带到出口 (1, 1) 最少要走 2 步。每走一步，每节蛇身都滑进前一节所在的格子；播放即可观看。无需搜索：蛇头绕开石头沿一条最短路走到出口，不会碰到自己的身体，而任何走法都不可能比蛇头到出口的距离更短。',
    );
    assert.equal(
      straight.order,
      'A* 搜索，不是广度优先：状态按“已走步数加上绕开石头到出口的距离”从小到大生成，所以靠近出口的层先填满，远的一侧很稀疏。',
    );
    assert.equal(straight.answer, '2');
  });
});

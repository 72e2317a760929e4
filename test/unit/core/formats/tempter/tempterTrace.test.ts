import assert from 'node:assert/strict';
import { tempterFormat, type TempterCase } from '../../../../../src/core/formats/tempter';
import type { DfsTrace } from '../../../../../src/core/study/searchTrace';
import { mulberry32, randomInt } from '../../../oracles/random';
import { bruteForceTempter } from '../../../oracles/tempterBruteForce';
import { randomGrid } from '../../../helpers/tempterGrids';

/** The dog's four moves: up, right, down, left. */
const STEPS = [
  [-1, 0],
  [0, 1],
  [1, 0],
  [0, -1],
] as const;

function oneCase(text: string): TempterCase {
  const c = tempterFormat.parse(`${text}\n0 0 0\n`).cases[0];
  assert.ok(c && !c.problem, `a solvable case from ${text}`);
  return c;
}

function trace(c: TempterCase, events = 100_000): DfsTrace {
  const t = tempterFormat.traceSearch!(c, { events });
  assert.equal(t.kind, 'dfs');
  return t as DfsTrace;
}

/**
 * The plain DFS's nodes on a case with no path, by counting: every simple walk from S that
 * keeps off D, of 0 to T-1 moves, is one node (the root keeps its check that D is reachable
 * at all; the count of T+1 open squares goes with the colour counts).
 */
function plainNodes(c: TempterCase): number {
  const at = (r: number, col: number) => (r < 0 || col < 0 || r >= c.rows || col >= c.cols ? 'X' : (c.grid[r]?.[col] ?? 'X'));
  let sr = 0;
  let sc = 0;
  for (let r = 0; r < c.rows; r++) for (let col = 0; col < c.cols; col++) if (at(r, col) === 'S') [sr, sc] = [r, col];
  const seen = new Set<string>([`${sr},${sc}`]);
  const reach = [[sr, sc]];
  let door = false;
  for (let i = 0; i < reach.length; i++) {
    const [r, col] = reach[i]!;
    for (const [dr, dc] of STEPS) {
      const key = `${r! + dr},${col! + dc}`;
      const ch = at(r! + dr, col! + dc);
      if (ch === 'X' || seen.has(key)) continue;
      seen.add(key);
      if (ch === 'D') door = true;
      else reach.push([r! + dr, col! + dc]);
    }
  }
  if (!door) return 0;
  const visited = new Set<string>([`${sr},${sc}`]);
  const count = (r: number, col: number, depth: number): number => {
    if (depth === c.time - 1) return 1;
    let nodes = 1;
    for (const [dr, dc] of STEPS) {
      const key = `${r + dr},${col + dc}`;
      const ch = at(r + dr, col + dc);
      if (ch === 'X' || ch === 'D' || visited.has(key)) continue;
      visited.add(key);
      nodes += count(r + dr, col + dc, depth + 1);
      visited.delete(key);
    }
    return nodes;
  };
  return count(sr, sc, 0);
}

/** A NO the search finds with cuts of four rules. */
const CUT_CASE = '6 6 26\n...X..\nX....X\n.S....\n.X..D.\n....X.\n......';

describe('Tempter search trace', () => {
  it('records every node and every cut of the search, and the first YES path', () => {
    // NO after a search of 153 nodes.
    const no = trace(oneCase(CUT_CASE));
    assert.equal(no.answer, 'NO');
    assert.equal(no.truncated, false);
    assert.equal(no.nodes, 153);
    assert.equal(no.eventKind[0], 0);
    assert.equal(no.eventCell[0], 13);
    assert.equal(no.eventDepth[0], 0);
    const nodeEvents = no.eventKind.filter((k) => k === 0).length;
    assert.equal(nodeEvents, no.nodes);
    assert.equal(no.path.length, 0);
    // Each rule's count is its events' count, the trace being whole.
    for (let rule = 0; rule < no.rules.length; rule++)
      assert.equal(no.eventKind.filter((k) => k === rule + 1).length, no.ruleCounts[rule], no.rules[rule]!.id);

    const yes = trace(oneCase('4 4 7\nS.X.\n..X.\n..XD\n....'));
    // T = 7 is the distance: a shortest path, no search.
    assert.equal(yes.answer, 'YES');
    assert.equal(yes.length, 0);
    assert.match(yes.note ?? '', /^No search was needed/);
    assert.deepEqual([...yes.path], [0, 4, 8, 12, 13, 14, 15, 11]);
  });

  it('words its rules and its note in zh-CN when asked, the rules in the same order', () => {
    const no = tempterFormat.traceSearch!(oneCase(CUT_CASE), { events: 100_000, language: 'zh-cn' });
    assert.ok(no.kind === 'dfs');
    assert.deepEqual(
      no.rules.map((r) => `${r.id}: ${r.label}`),
      [
        'last-move: 最后一步了，门却不在小狗旁边',
        'door-cut-off: 门被已经沉下去的格子隔断了',
        'too-far: 剩下的时间不够走到门',
        'dead-ends: 小狗和门之间只剩死胡同',
        'colours: 奇偶剪枝：某种颜色的格子不够走剩下的步数',
        'blocks: 从这里到门的各个点双连通块容不下剩下的步数',
        'edges: 必经边互相矛盾',
        'failed-before: 同样的位置、剩余时间和可走格子已经搜过，失败了（记忆化）',
        'crow-flies: 这个格子到门的曼哈顿距离超过剩余步数',
      ],
    );
    assert.deepEqual(no.ruleCounts, trace(oneCase(CUT_CASE)).ruleCounts);
    const yes = tempterFormat.traceSearch!(oneCase('4 4 7\nS.X.\n..X.\n..XD\n....'), { events: 100, language: 'zh-cn' });
    assert.equal(
      yes.note,
      '无需搜索：YES：按编号走的路径恰好在 t = 7 时到达门 D，每秒走一格，没有一格走两次。无需搜索：T = 7 恰好是从 S 到 D 的最短距离，而最短路从不回到走过的格子。',
    );
  });

  it('keeps the first N events and says it stopped short', () => {
    const c = oneCase('6 6 34\nS.....\n......\n...X..\n......\n......\n.....D');
    const whole = trace(c);
    assert.ok(whole.length > 10, `a search of more than 10 events (${whole.length})`);
    const short = trace(c, 10);
    assert.equal(short.length, 10);
    assert.equal(short.truncated, true);
    assert.deepEqual([...short.eventKind], [...whole.eventKind.slice(0, 10)]);
    assert.deepEqual([...short.eventCell], [...whole.eventCell.slice(0, 10)]);
    // The counts per rule cover the whole search either way.
    assert.deepEqual([...short.ruleCounts], [...whole.ruleCounts]);
    assert.equal(short.nodes, whole.nodes);
  });

  it('draws a path that grows by one adjacent square and backtracks', () => {
    const random = mulberry32(28);
    for (let i = 0; i < 200; i++) {
      const rows = randomInt(random, 2, 5);
      const cols = randomInt(random, 2, 5);
      const { grid, open } = randomGrid(random, rows, cols, randomInt(random, 0, 4));
      const c = oneCase(`${rows} ${cols} ${randomInt(random, 1, open)}\n${grid.join('\n')}`);
      const t = trace(c);
      const path: number[] = [];
      for (let e = 0; e < t.length; e++) {
        const depth = t.eventDepth[e]!;
        const cell = t.eventCell[e]!;
        if (t.eventKind[e] !== 0) continue;
        assert.ok(depth <= path.length, `event ${e} of case ${i} stands at most one deeper`);
        path.length = depth;
        if (depth > 0) {
          const last = path[depth - 1]!;
          const apart = Math.abs(Math.floor(last / cols) - Math.floor(cell / cols)) + Math.abs((last % cols) - (cell % cols));
          assert.equal(apart, 1, `event ${e} of case ${i} steps to a neighbour`);
          assert.ok(!path.includes(cell), `event ${e} of case ${i} never returns to a square`);
        }
        path.push(cell);
      }
      assert.equal(t.answer === 'YES', bruteForceTempter(c) !== null, `case ${i}: ${grid.join('/')}`);
    }
  });

  it('what if: the plain DFS takes exactly the nodes a count of simple walks gives', () => {
    const random = mulberry32(1010);
    let counted = 0;
    for (let i = 0; i < 300; i++) {
      const rows = randomInt(random, 2, 4);
      const cols = randomInt(random, 2, 4);
      const { grid, open } = randomGrid(random, rows, cols, randomInt(random, 0, 3));
      const c = oneCase(`${rows} ${cols} ${randomInt(random, 1, open)}\n${grid.join('\n')}`);
      const plain = tempterFormat.whatIf!(c, 'all')!;
      const brute = bruteForceTempter(c) !== null;
      assert.equal(plain.withAnswer, brute ? 'YES' : 'NO');
      assert.equal(plain.withoutAnswer, brute ? 'YES' : 'NO', `case ${i}: ${grid.join('/')} T=${c.time}`);
      if (brute) continue;
      counted++;
      assert.equal(plain.withoutNodes, plainNodes(c), `case ${i}: ${grid.join('/')} T=${c.time}`);
    }
    assert.ok(counted > 100, `over 100 cases with no path counted (${counted})`);
  });

  it('what if: each switch leaves the answer alone, and a budget stops a hopeless run', function () {
    // The plain DFS runs to its budget of two million nodes.
    this.timeout(60_000);
    const c = oneCase('6 6 34\nS.....\n......\n...X..\n......\n......\n.....D');
    for (const s of tempterFormat.whatIfSwitches!()) {
      const r = tempterFormat.whatIf!(c, s.id)!;
      assert.equal(r.withAnswer, 'YES');
      assert.ok(r.withoutOver || r.withoutAnswer === 'YES', s.id);
    }
    // T = 35 on an open 6x6 from corner to corner: parity says NO at once.
    const odd = oneCase('6 6 35\nS.....\n......\n......\n......\n......\n.....D');
    const parity = tempterFormat.whatIf!(odd, 'colours')!;
    assert.equal(parity.withNodes, 0);
    assert.equal(parity.withAnswer, 'NO');
    assert.equal(parity.withoutAnswer, 'NO');
    assert.ok(parity.withoutNodes > 1000, `without parity, more than 1000 nodes (${parity.withoutNodes})`);
    // T = 37 with 36 squares open: the open-squares count goes with the colour counts.
    const full = tempterFormat.whatIf!(oneCase('6 6 37\n......\n......\n......\n......\n.S....\n...D..'), 'colours')!;
    assert.deepEqual(
      [full.withNodes, full.withAnswer, full.withoutNodes, full.withoutAnswer, full.withoutOver],
      [0, 'NO', 56_826, 'NO', false],
    );
    const plain = tempterFormat.whatIf!(odd, 'all')!;
    assert.equal(plain.withoutOver, true);
    assert.equal(plain.withoutNodes, plain.budget);
    assert.equal(plain.withoutAnswer, '');
    // And on the case of many cuts, each pruning left out costs nodes.
    const cuts = oneCase(CUT_CASE);
    assert.equal(tempterFormat.whatIf!(cuts, 'all')!.withoutNodes, plainNodes(cuts));
    assert.equal(tempterFormat.whatIf!(c, 'no-such-switch'), undefined);
  });
});

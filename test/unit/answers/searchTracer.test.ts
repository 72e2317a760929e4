import { nodeSolveThreads } from '../../../src/answers/nodeSolveThread';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { parseHostMessage, parseWebviewMessage } from '../../../src/protocol';
import { toTraceView } from '../../../src/core/study/searchTraceView';
import { SearchTracer } from '../../../src/answers/searchTracer';
import { SolveCancelled } from '../../../src/answers/solverClient';

// The solve worker as the build leaves it beside this test's compiled source.
const WORKER = join(__dirname, '..', '..', '..', 'src', 'answers', 'solveWorker.js');
const CUTS = '6 6 26\n...X..\nX....X\n.S....\n.X..D.\n....X.\n......\n';

describe('the Search view’s tracer', () => {
  let tracer: SearchTracer;
  beforeEach(() => {
    tracer = new SearchTracer(nodeSolveThreads(WORKER));
  });
  afterEach(() => tracer.dispose());

  it('traces a case in the solve worker, with a what-if', async function () {
    this.timeout(60_000);
    const result = await tracer.trace('tempter', CUTS, { events: 50, whatIf: 'colours' });
    assert.equal(result.status, 'traced');
    if (result.status !== 'traced') return;
    assert.equal(result.trace.kind, 'dfs');
    assert.equal(result.trace.length, 50);
    assert.equal(result.trace.truncated, true);
    assert.equal(result.trace.kind === 'dfs' ? result.trace.nodes : -1, 153);
    assert.deepEqual(
      result.switches.map((s) => s.id),
      ['colours', 'door-reach', 'dead-ends', 'crow-flies', 'failed-before', 'near-full', 'all'],
    );
    assert.deepEqual(result.whatIf && [result.whatIf.withNodes, result.whatIf.withoutNodes, result.whatIf.withoutOver], [153, 1333, false]);
    // What the host sends the page passes the page's check.
    const message = {
      type: 'searchTrace',
      uri: 'file:///a.tempter',
      caseNumber: 1,
      trace: toTraceView(result.trace),
      switches: result.switches,
    };
    assert.deepEqual(parseHostMessage(JSON.parse(JSON.stringify(message))), message);
  });

  it('says why a case with an error has no trace', async function () {
    this.timeout(60_000);
    const result = await tracer.trace('tempter', '2 2 3\nS.\n.\n', { events: 10 });
    assert.equal(result.status, 'none');
    assert.match(result.status === 'none' ? result.message : '', /^This case cannot be searched: /);
  });

  it('words the what-if switches, their result and a refusal in zh-CN', async function () {
    this.timeout(60_000);
    const result = await tracer.trace('tempter', CUTS, { events: 5, whatIf: 'all', language: 'zh-cn' });
    assert.equal(result.status, 'traced');
    if (result.status !== 'traced') return;
    assert.deepEqual(
      result.switches.map((s) => s.label),
      [
        '奇偶剪枝（黑白染色计数）',
        '连通性剪枝（flood fill 判断门是否可达）',
        '死胡同剪枝（删去度小于 2 的格子）',
        '曼哈顿距离剪枝',
        '记忆化（记下失败的状态）',
        '点双连通块容量与必经边',
        '全部剪枝（朴素 DFS）',
      ],
    );
    assert.deepEqual(result.whatIf && [result.whatIf.label, result.whatIf.withoutNodes], ['全部剪枝（朴素 DFS）', 9076]);
    const refused = await tracer.trace('tempter', '2 2 3\nS.\n.\n', { events: 10, language: 'zh-cn' });
    assert.match(refused.status === 'none' ? refused.message : '', /^这个用例无法搜索：\S/);
    // English by default, as before.
    const english = await tracer.trace('tempter', CUTS, { events: 5, whatIf: 'colours' });
    assert.equal(english.status === 'traced' ? english.whatIf?.label : '', 'parity (colour counts)');
  });

  it('stops the trace before when a new one is asked for', async function () {
    this.timeout(60_000);
    const first = tracer.trace('tempter', CUTS, { events: 10, whatIf: 'all' });
    const second = tracer.trace('holedox', '5 6 4\n4 1\n4 2\n3 2\n3 1\n3\n2 3\n3 3\n3 4\n', { events: 10 });
    await assert.rejects(first, SolveCancelled);
    const result = await second;
    assert.equal(result.status === 'traced' ? result.trace.kind : result.status, 'layers');
  });
});

describe('protocol: the Search view’s messages', () => {
  const trace = {
    kind: 'dfs',
    rows: 1,
    cols: 3,
    walls: [0, 0, 0],
    start: 0,
    goal: 2,
    time: 2,
    eventKind: [0, 1],
    eventCell: [0, 1],
    eventDepth: [0, 1],
    length: 2,
    truncated: false,
    rules: [{ id: 'last-move', label: 'last move' }],
    ruleCounts: [1],
    nodes: 1,
    path: [],
    answer: 'NO',
  };
  const message = { type: 'searchTrace', uri: 'file:///a.tempter', caseNumber: 1, trace, switches: [] };

  it('takes a well-formed trace and drops one that points off the grid or miscounts', () => {
    assert.deepEqual(parseHostMessage(message), message);
    assert.deepEqual(parseHostMessage({ ...message, trace: null, message: 'why' }), { ...message, trace: null, message: 'why' });
    for (const bad of [
      { ...trace, eventCell: [0, 3] },
      { ...trace, eventKind: [0, 2] },
      { ...trace, eventDepth: [0] },
      { ...trace, walls: [0, 0] },
      { ...trace, rows: 1e9 },
      { ...trace, path: [-1] },
      { ...trace, kind: 'bfs' },
    ])
      assert.equal(parseHostMessage({ ...message, trace: bad }), undefined, JSON.stringify(bad));
  });

  it('takes the page’s request only with a case number and an event count', () => {
    assert.deepEqual(parseWebviewMessage({ type: 'searchTrace', caseNumber: 2, events: 100, whatIf: 'all' }), {
      type: 'searchTrace',
      caseNumber: 2,
      events: 100,
      whatIf: 'all',
    });
    assert.equal(parseWebviewMessage({ type: 'searchTrace', caseNumber: 2, events: -1 }), undefined);
    assert.equal(parseWebviewMessage({ type: 'searchTrace', caseNumber: 2, events: 1, whatIf: 3 }), undefined);
  });
});

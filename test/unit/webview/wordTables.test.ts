// The panel's, the Search view's and Edit mode's parts of the catalogue: each Chinese twin has
// the English one's ids and words every message's arguments in Chinese.
import assert from 'node:assert/strict';
import { EDIT_MODE_WORDS } from '../../../src/webview/editModeWords';
import { PANEL_WORDS } from '../../../src/webview/panelWords';
import { SEARCH_VIEW_WORDS } from '../../../src/webview/searchViewWords';
import { checkTwinTables } from '../helpers/wordTables';
import { addWords, msg, say } from '../../../src/core/l10n/message';
import type { GridEdge } from '../../../src/core/gridEdit';
import { FORMAT_EXTENSIONS } from '../../../src/core/formats/formatIds';

describe('panel word tables in zh-CN', () => {
  before(() => {
    addWords(PANEL_WORDS);
    addWords(SEARCH_VIEW_WORDS);
    addWords(EDIT_MODE_WORDS);
  });

  it('the panel: every word', () => {
    const zh = checkTwinTables(PANEL_WORDS.en, PANEL_WORDS['zh-cn'], {
      'panel.open-file': { extensions: '.a 或 .b' },
      'panel.expects-mismatch': { file: 'a.out', answer: '7', ours: '9' },
      'panel.expects-match': { file: 'a.out', answer: '7' },
      'panel.expects': { file: 'a.out', answer: '7' },
      'panel.not-solvable-option': { label: '用例 2' },
      'panel.program-answered': { answer: 'NO' },
      'panel.case-label': { number: 3 },
      'panel.no-search-needed': { why: '出口被挡住了' },
      'panel.region-legend': { label: '可到达', count: 12 },
      'panel.heat-legend': { search: '广度优先搜索' },
      'panel.heat-legend-no-search': { search: '出口被挡住了' },
      'panel.problems': { count: 4 },
      'panel.more-problems': { count: 96 },
      'panel.not-solvable': { why: '没有出口' },
    });
    assert.equal(zh.get('panel.expects-mismatch'), '✗ a.out 期望 7；我们的答案是 9');
    assert.equal(zh.get('panel.region-legend'), '可到达（12）');
    assert.equal(say(msg('panel.case-label', { number: 3 })), 'Case 3');
    // The formats' extensions come from their list, so a new format joins the sentence.
    const openFile = msg('panel.open-file', { extensions: msg('formats.extensions', { extensions: FORMAT_EXTENSIONS }) });
    assert.equal(say(openFile, 'zh-cn'), '打开一个 .holedox 或 .tempter 文件以查看其中的用例。');
    assert.equal(say(openFile), 'Open a .holedox or .tempter file to see its cases.');
  });

  it('the Search view: every word, numbers grouped as in English', () => {
    const zh = checkTwinTables(SEARCH_VIEW_WORDS.en, SEARCH_VIEW_WORDS['zh-cn'], {
      'search-view.stopped-short': { kept: 200000 },
      'search-view.dfs-step': { at: 3, total: 40, depth: 2 },
      'search-view.dfs-nodes': { nodes: 12345, answer: 'YES' },
      'search-view.cut-at': { rule: '奇偶性' },
      'search-view.what-if-line': { label: '奇偶剪枝', withNodes: 120, without: 5000, over: true },
      'search-view.layer-step': { at: 5, total: 60, layer: 2 },
      'search-view.layer-states': { states: 1234, answer: '9' },
      'search-view.goal-layer': { layer: 9 },
      'search-view.layer-row': { layer: 2, count: 7 },
      'search-view.square-title': { count: 4 },
    });
    assert.equal(zh.get('search-view.dfs-nodes'), '共 12,345 个结点 · 答案 YES');
    assert.equal(zh.get('search-view.what-if-line'), '使用全部剪枝：120 个结点；不使用奇偶剪枝：超过 5,000 个结点');
    // The plain DFS is the run without the prunings, never the one with them (issue 35, item 4).
    const plain = msg('search-view.what-if-line', { label: msg('trace.tempter.switch.all'), withNodes: 153, without: 9076, over: false });
    assert.equal(say(plain, 'en'), 'with every pruning: 153 nodes; without all of them (the plain DFS): 9,076 nodes');
    assert.equal(say(plain, 'zh-cn'), '使用全部剪枝：153 个结点；不使用全部剪枝（朴素 DFS）：9,076 个结点');
    assert.equal(say(msg('search-view.goal-layer', { layer: -1 }), 'zh-cn'), '始终到达不了目标');
    assert.equal(zh.get('search-view.layer-step'), '第 5 / 60 个状态 · 第 2 层');
    assert.equal(say(msg('search-view.show')), 'Search');
    assert.equal(say(msg('search-view.show'), 'zh-cn'), '搜索');
  });

  it('Edit mode: every word, each side and line named', () => {
    const zh = checkTwinTables(EDIT_MODE_WORDS.en, EDIT_MODE_WORDS['zh-cn'], {
      'edit-mode.hint': { toggles: '石头', drags: '拖动蛇头 H' },
      'edit-mode.grid-label': { toggles: '石头' },
      'edit-mode.edge': { edge: 'bottom' },
      'edit-mode.add-line': { edge: 'top' },
      'edit-mode.remove-line': { edge: 'left' },
      'edit-mode.set-title': { name: 'L' },
      'edit-mode.cursor': { cell: { row: 2, col: 3 }, holds: '一块石头' },
      'edit-mode.refused': { reason: '出口不能放石头' },
    });
    assert.equal(zh.get('edit-mode.add-line'), '在上边添加一行');
    assert.equal(zh.get('edit-mode.remove-line'), '删除左边的一列');
    assert.equal(zh.get('edit-mode.cursor'), '第 2 行，第 3 列：一块石头。');
    assert.equal(say(msg('edit-mode.add-line', { edge: 'right' }), 'zh-cn'), '在右边添加一列');
    const edges: readonly GridEdge[] = ['top', 'bottom', 'left', 'right'];
    assert.deepEqual(
      edges.map((edge) => say(msg('edit-mode.edge', { edge }))),
      ['Top', 'Bottom', 'Left', 'Right'],
    );
    assert.deepEqual(
      edges.map((edge) => say(msg('edit-mode.edge', { edge }), 'zh-cn')),
      ['上', '下', '左', '右'],
    );
    assert.equal(say(msg('edit-mode.toggle')), 'Edit');
    assert.equal(say(msg('edit-mode.toggle'), 'zh-cn'), '编辑');
  });
});

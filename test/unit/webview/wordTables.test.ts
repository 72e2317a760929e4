// The panel's Search view and Edit mode words: each Chinese twin has the English one's keys
// and words every function's arguments in Chinese.
import assert from 'node:assert/strict';
import { editModeText, editModeTextZhCn, editModeWords } from '../../../src/webview/editModeWords';
import { searchViewText, searchViewTextZhCn, searchViewWords } from '../../../src/webview/searchViewWords';
import { checkTwinTables } from '../helpers/wordTables';
import { msg, say } from '../../../src/core/l10n/message';

describe('panel word tables in zh-CN', () => {
  it('the Search view: every word, numbers grouped as in English', () => {
    const zh = checkTwinTables(searchViewText, searchViewTextZhCn, {
      stoppedShort: [200000],
      dfsStep: [3, 40, 2],
      dfsNodes: [12345, 'YES'],
      cutAt: ['奇偶性'],
      whatIfLine: ['奇偶剪枝', 120, 5000, true],
      layerStep: [5, 60, 2],
      layerStates: [1234, '9'],
      goalLayer: [9],
      layerRow: [2, 7],
      squareTitle: [4],
    });
    assert.equal(zh.get('dfsNodes'), '共 12,345 个结点 · 答案 YES');
    assert.equal(zh.get('whatIfLine'), '使用全部剪枝：120 个结点；不使用奇偶剪枝：超过 5,000 个结点');
    // The plain DFS is the run without the prunings, never the one with them (issue 35, item 4).
    const all = say(msg('trace.tempter.switch.all'), 'en');
    assert.equal(
      searchViewText.whatIfLine(all, 153, 9076, false),
      'with every pruning: 153 nodes; without all of them (the plain DFS): 9,076 nodes',
    );
    assert.equal(
      searchViewTextZhCn.whatIfLine(say(msg('trace.tempter.switch.all'), 'zh-cn'), 153, 9076, false),
      '使用全部剪枝：153 个结点；不使用全部剪枝（朴素 DFS）：9,076 个结点',
    );
    assert.equal(searchViewTextZhCn.goalLayer(-1), '始终到达不了目标');
    assert.equal(zh.get('layerStep'), '第 5 / 60 个状态 · 第 2 层');
    assert.equal(searchViewWords('en'), searchViewText);
    assert.equal(searchViewWords('zh-cn').show, '搜索');
  });

  it('Edit mode: every word, each side and line named', () => {
    const zh = checkTwinTables(editModeText, editModeTextZhCn, {
      hint: ['石头', '拖动蛇头 H'],
      gridLabel: ['石头'],
      addLine: ['top'],
      removeLine: ['left'],
      setTitle: ['L'],
      cursor: [{ row: 2, col: 3 }, '一块石头'],
      refused: ['出口不能放石头'],
    });
    assert.equal(zh.get('addLine'), '在上边添加一行');
    assert.equal(zh.get('removeLine'), '删除左边的一列');
    assert.equal(zh.get('cursor'), '第 2 行，第 3 列：一块石头。');
    assert.equal(editModeTextZhCn.addLine('right'), '在右边添加一列');
    assert.equal(editModeWords('en'), editModeText);
    assert.equal(editModeWords('zh-cn').toggle, '编辑');
  });
});

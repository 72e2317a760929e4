import assert from 'node:assert/strict';
import { FORMATS } from '../../../../../src/core/formats/registry';
import type { GridEdit, GridEditResult } from '../../../../../src/core/gridEdit';
import { assertSaidInChinese } from '../../../helpers/gridEditWords';
import { say } from '../../../../../src/core/l10n/message';

// The statement's first sample: head (4, 1), body (4, 2) (3, 2) (3, 1), stones (2, 3) (3, 3) (3, 4).
const SAMPLE = '5 6 4\n4 1\n4 2\n3 2\n3 1\n3\n2 3\n3 3\n3 4';

function edit(caseText: string, change: GridEdit, eol = '\n'): GridEditResult {
  const document = FORMATS.holedox.parse(`${caseText}${eol}0 0 0${eol}`);
  const c = document.cases[0];
  assert.ok(c, 'the case parses');
  return FORMATS.holedox.edit(c, change, eol);
}

function written(result: GridEditResult): { text: string; said: string } {
  assert.ok(result.ok, `expected the edit written, got ${JSON.stringify(result)}`);
  return { text: result.text, said: say(result.message) };
}

function refusal(result: GridEditResult): { code: string; reason: string; issue?: string } {
  assert.ok(!result.ok, `expected a refusal, got ${JSON.stringify(result)}`);
  return { code: result.code, reason: say(result.message), ...(result.issue === undefined ? {} : { issue: result.issue }) };
}

const at = (row: number, col: number) => ({ row, col });

describe('Holedox grid edits', () => {
  it('adds a stone at the end of the stone list and counts it', () => {
    assert.deepEqual(written(edit(SAMPLE, { kind: 'toggle', cell: at(5, 6) })), {
      text: '5 6 4\n4 1\n4 2\n3 2\n3 1\n4\n2 3\n3 3\n3 4\n5 6',
      said: 'Stone added at (5, 6).',
    });
  });

  it('removes a stone where one stands', () => {
    assert.deepEqual(written(edit(SAMPLE, { kind: 'toggle', cell: at(3, 3) })), {
      text: '5 6 4\n4 1\n4 2\n3 2\n3 1\n2\n2 3\n3 4',
      said: 'Stone removed at (3, 3).',
    });
  });

  it('writes with the line ending it is given', () => {
    assert.equal(
      written(edit(SAMPLE.replaceAll('\n', '\r\n'), { kind: 'toggle', cell: at(1, 2) }, '\r\n')).text,
      '5 6 4\r\n4 1\r\n4 2\r\n3 2\r\n3 1\r\n4\r\n2 3\r\n3 3\r\n3 4\r\n1 2',
    );
  });

  it('refuses a stone on the snake, outside the grid, or on the exit', () => {
    assert.deepEqual(refusal(edit(SAMPLE, { kind: 'toggle', cell: at(4, 2) })), {
      code: 'edit.square-taken',
      reason: "(4, 2) holds the snake's B2: a stone cannot go there.",
    });
    assert.deepEqual(refusal(edit(SAMPLE, { kind: 'toggle', cell: at(6, 1) })), {
      code: 'edit.outside-grid',
      reason: '(6, 1) is outside the 5 × 6 grid.',
    });
    assert.deepEqual(refusal(edit(SAMPLE, { kind: 'toggle', cell: at(1, 1) })), {
      code: 'edit.invalid-result',
      reason: 'Not written: stone (1, 1) is on the exit: the statement promises the exit is never a stone.',
      issue: 'holedox.stone-on-exit',
    });
  });

  it('grows the snake by its head along the squares a drag passes', () => {
    assert.deepEqual(written(edit(SAMPLE, { kind: 'drag', path: [at(4, 1), at(5, 1), at(5, 2)] })), {
      text: '5 6 6\n5 2\n5 1\n4 1\n4 2\n3 2\n3 1\n3\n2 3\n3 3\n3 4',
      said: 'Snake grown to L = 6, head at (5, 2).',
    });
  });

  it('shortens the snake when the head is dragged back over its body', () => {
    assert.deepEqual(written(edit(SAMPLE, { kind: 'drag', path: [at(4, 1), at(4, 2), at(3, 2)] })), {
      text: '5 6 2\n3 2\n3 1\n3\n2 3\n3 3\n3 4',
      said: 'Snake shortened to L = 2, head at (3, 2).',
    });
    // Out and back again: the snake as it was.
    assert.deepEqual(written(edit(SAMPLE, { kind: 'drag', path: [at(4, 1), at(5, 1), at(4, 1)] })), {
      text: SAMPLE,
      said: 'The snake keeps L = 4, head at (4, 1).',
    });
  });

  it('refuses a drag that does not start on the head, skips a square, or runs into something', () => {
    assert.deepEqual(refusal(edit(SAMPLE, { kind: 'drag', path: [at(4, 2), at(5, 2)] })), {
      code: 'edit.nothing-to-drag',
      reason: "Drag the head H to grow or shorten the snake, not the snake's B2.",
    });
    assert.deepEqual(refusal(edit(SAMPLE, { kind: 'drag', path: [at(4, 1), at(5, 2)] })), {
      code: 'edit.path-not-adjacent',
      reason: '(5, 2) is not beside (4, 1): the head moves one square at a time.',
    });
    assert.deepEqual(refusal(edit(SAMPLE, { kind: 'drag', path: [at(4, 1), at(4, 0)] })), {
      code: 'edit.path-blocked',
      reason: 'The head cannot leave the grid at (4, 0).',
    });
    assert.deepEqual(refusal(edit(SAMPLE, { kind: 'drag', path: [at(4, 1), at(5, 1), at(5, 2), at(5, 3), at(4, 3), at(3, 3)] })), {
      code: 'edit.path-blocked',
      reason: 'The head cannot grow onto the stone at (3, 3).',
    });
    assert.deepEqual(refusal(edit(SAMPLE, { kind: 'drag', path: [at(4, 1), at(5, 1), at(5, 2), at(4, 2)] })), {
      code: 'edit.path-blocked',
      reason: "The head cannot grow onto the snake's B4 at (4, 2).",
    });
  });

  it('adds a row or a column at each edge, moving what is after it', () => {
    const line = (edge: 'top' | 'bottom' | 'left' | 'right') => written(edit(SAMPLE, { kind: 'line', edge, change: 'add' }));
    assert.deepEqual(line('top'), {
      text: '6 6 4\n5 1\n5 2\n4 2\n4 1\n3\n3 3\n4 3\n4 4',
      said: 'Row added at the top: 6 × 6.',
    });
    assert.deepEqual(line('bottom'), { text: `6${SAMPLE.slice(1)}`, said: 'Row added at the bottom: 6 × 6.' });
    assert.deepEqual(line('left'), {
      text: '5 7 4\n4 2\n4 3\n3 3\n3 2\n3\n2 4\n3 4\n3 5',
      said: 'Column added at the left: 5 × 7.',
    });
    assert.deepEqual(line('right'), { text: `5 7${SAMPLE.slice(3)}`, said: 'Column added at the right: 5 × 7.' });
  });

  it('removes an edge row or column with its stones, never one the snake is on', () => {
    assert.deepEqual(written(edit(SAMPLE, { kind: 'line', edge: 'top', change: 'remove' })), {
      text: '4 6 4\n3 1\n3 2\n2 2\n2 1\n3\n1 3\n2 3\n2 4',
      said: 'Row removed at the top: 4 × 6.',
    });
    assert.deepEqual(written(edit(SAMPLE, { kind: 'line', edge: 'right', change: 'remove' })), {
      text: `5 5${SAMPLE.slice(3)}`,
      said: 'Column removed at the right: 5 × 5.',
    });
    assert.deepEqual(written(edit('3 4 2\n1 2\n1 3\n2\n2 4\n3 4', { kind: 'line', edge: 'right', change: 'remove' })), {
      text: '3 3 2\n1 2\n1 3\n0',
      said: 'Column removed at the right: 3 × 3.',
    });
    assert.deepEqual(refusal(edit(SAMPLE, { kind: 'line', edge: 'left', change: 'remove' })), {
      code: 'edit.line-not-empty',
      reason: 'The column 1 holds the head H: move the snake off it first.',
    });
    assert.deepEqual(refusal(edit('1 3 2\n1 2\n1 3\n0', { kind: 'line', edge: 'bottom', change: 'remove' })), {
      code: 'edit.last-line',
      reason: 'The grid has one row left: it cannot lose it.',
    });
    // Row 2 becomes row 1: its stone (2, 1) would stand on the exit.
    assert.deepEqual(refusal(edit('3 3 2\n3 2\n3 3\n1\n2 1', { kind: 'line', edge: 'top', change: 'remove' })), {
      code: 'edit.invalid-result',
      reason: 'Not written: stone (1, 1) is on the exit: the statement promises the exit is never a stone.',
      issue: 'holedox.stone-on-exit',
    });
  });

  it('sets L by cutting the tail or growing it onto free squares', () => {
    assert.deepEqual(written(edit(SAMPLE, { kind: 'third', value: 2 })), {
      text: '5 6 2\n4 1\n4 2\n3\n2 3\n3 3\n3 4',
      said: 'L set to 2: the tail shortened.',
    });
    assert.deepEqual(written(edit(SAMPLE, { kind: 'third', value: 6 })), {
      text: '5 6 6\n4 1\n4 2\n3 2\n3 1\n2 1\n1 1\n3\n2 3\n3 3\n3 4',
      said: 'L set to 6: the tail grown to (1, 1).',
    });
    assert.deepEqual(refusal(edit(SAMPLE, { kind: 'third', value: 0 })), {
      code: 'edit.bad-value',
      reason: 'L must be a whole number from 1: not 0.',
    });
    assert.deepEqual(refusal(edit('3 3 3\n2 2\n2 3\n3 3\n1\n3 2', { kind: 'third', value: 4 })), {
      code: 'edit.path-blocked',
      reason: 'No free square beside the tail at (3, 3) to grow the snake to L = 4.',
    });
    assert.deepEqual(refusal(edit(SAMPLE, { kind: 'third', value: 17 })), {
      code: 'edit.invalid-result',
      reason: 'Not written: L = 17: this solver handles snakes of up to 16 blocks.',
      issue: 'holedox.beyond-solver-limits',
    });
  });

  it('refuses to edit a case that already has an error', () => {
    assert.deepEqual(refusal(edit('5 6 4\n4 1\n4 2\n3 2\n3 1\n1\n4 1', { kind: 'toggle', cell: at(5, 5) })), {
      code: 'edit.case-not-valid',
      reason: 'Fix the case first: stone (4, 1) is on B1: the body cannot lie on a stone',
    });
  });
});

describe('Holedox grid edits in zh-CN', () => {
  it('says what changed', () => {
    assertSaidInChinese(
      (change) => edit(SAMPLE, change),
      [
        [{ kind: 'toggle', cell: at(5, 6) }, '已在 (5, 6) 放上石头。'],
        [{ kind: 'toggle', cell: at(3, 3) }, '已移走 (3, 3) 的石头。'],
        [{ kind: 'drag', path: [at(4, 1), at(5, 1), at(5, 2)] }, '蛇加长到 L = 6，蛇头在 (5, 2)。'],
        [{ kind: 'drag', path: [at(4, 1), at(4, 2), at(3, 2)] }, '蛇缩短到 L = 2，蛇头在 (3, 2)。'],
        [{ kind: 'drag', path: [at(4, 1), at(5, 1), at(4, 1)] }, '蛇仍是 L = 4，蛇头在 (4, 1)。'],
        [{ kind: 'line', edge: 'top', change: 'add' }, '已在顶部添加一行：6 × 6。'],
        [{ kind: 'line', edge: 'right', change: 'remove' }, '已在右边删除一列：5 × 5。'],
        [{ kind: 'third', value: 4 }, 'L 仍是 4。'],
        [{ kind: 'third', value: 2 }, 'L 设为 2：蛇尾缩短了。'],
      ],
    );
  });

  it('says why an edit is refused, the parser’s own check in its Chinese words', () => {
    assertSaidInChinese(
      (change) => edit(SAMPLE, change),
      [
        [{ kind: 'toggle', cell: at(4, 2) }, '(4, 2) 上是蛇身 B2：石头不能放在那里。'],
        [{ kind: 'toggle', cell: at(6, 1) }, '(6, 1) 在 5 × 6 的洞穴之外。'],
        [{ kind: 'toggle', cell: at(1, 1) }, '未写入：石头 (1, 1) 在出口上：题目保证出口不是石头。'],
        [{ kind: 'drag', path: [at(4, 2), at(5, 2)] }, '请拖动蛇头 H 来加长或缩短蛇，而不是蛇身 B2。'],
        [{ kind: 'drag', path: [at(4, 1), at(5, 2)] }, '(5, 2) 不在 (4, 1) 旁边：蛇头一次只能走一格。'],
        [{ kind: 'drag', path: [at(4, 1), at(4, 0)] }, '蛇头不能在 (4, 0) 处离开洞穴。'],
        [{ kind: 'drag', path: [at(4, 1), at(5, 1), at(5, 2), at(4, 2)] }, '蛇头不能长到 (4, 2)：那里是蛇身 B4。'],
        [{ kind: 'line', edge: 'left', change: 'remove' }, '第 1 列上有蛇头 H：请先把蛇移开。'],
        [{ kind: 'third', value: 0 }, 'L 必须是不小于 1 的整数，不能是 0。'],
      ],
    );
  });
});

import assert from 'node:assert/strict';
import { FORMATS } from '../../../../../src/core/formats/registry';
import type { GridEdit, GridEditResult } from '../../../../../src/core/gridEdit';
import { assertSaidInChinese } from '../../../helpers/gridEditWords';
import { say } from '../../../../../src/core/l10n/message';

// The statement's first sample: S at (1, 1), D at (3, 4), walls down column 3.
const SAMPLE = '4 4 5\nS.X.\n..X.\n..XD\n....';

function edit(caseText: string, change: GridEdit, eol = '\n', pastJudgeLimits = false): GridEditResult {
  const document = FORMATS.tempter.parse(`${caseText}${eol}0 0 0${eol}`);
  const c = document.cases[0];
  assert.ok(c, 'the case parses');
  return FORMATS.tempter.edit(c, change, eol, { pastJudgeLimits });
}

function written(result: GridEditResult): { text: string; said: string } {
  assert.ok(result.ok, `expected the edit written, got ${JSON.stringify(result)}`);
  return { text: result.text, said: say(result.message) };
}

function refusal(result: GridEditResult): { code: string; reason: string } {
  assert.ok(!result.ok, `expected a refusal, got ${JSON.stringify(result)}`);
  assert.equal(result.issue, undefined);
  return { code: result.code, reason: say(result.message) };
}

const at = (row: number, col: number) => ({ row, col });

describe('Tempter grid edits', () => {
  it('says an edit that takes the case past the judge limits before writing it: a 7th column, T = 50', () => {
    const wide = '2 6 5\nS....D\n......';
    const past = edit(wide, { kind: 'line', edge: 'left', change: 'add' });
    assert.ok(!past.ok);
    assert.deepEqual(
      [past.code, past.issue, say(past.message)],
      [
        'edit.past-judge-limits',
        'tempter.beyond-judge-limits',
        'M = 7 is beyond the judge limit 1 < M < 7; the solver still tries it. The judge never gives such a case: do the same again to write it anyway.',
      ],
    );
    assert.deepEqual(written(edit(wide, { kind: 'line', edge: 'left', change: 'add' }, '\n', true)), {
      text: '2 7 5\n.S....D\n.......',
      said: 'Column added at the left: 2 × 7.',
    });
    const time = edit(SAMPLE, { kind: 'third', value: 50 });
    assert.deepEqual(time.ok ? undefined : [time.code, say(time.message)], [
      'edit.past-judge-limits',
      'T = 50 is outside the judge limit 0 < T < 50; the solver still answers. The judge never gives such a case: do the same again to write it anyway.',
    ]);
    assert.equal(edit(SAMPLE, { kind: 'third', value: 49 }).ok, true);
  });

  it('writes an edit of a case already past the limits that goes no further past them', () => {
    const wider = '2 7 5\nS.....D\n.......';
    assert.equal(edit(wider, { kind: 'toggle', cell: at(2, 2) }).ok, true);
  });

  it('adds a wall on an open square and opens a wall', () => {
    assert.deepEqual(written(edit(SAMPLE, { kind: 'toggle', cell: at(1, 2) })), {
      text: '4 4 5\nSXX.\n..X.\n..XD\n....',
      said: 'Wall added at (1, 2).',
    });
    assert.deepEqual(written(edit(SAMPLE, { kind: 'toggle', cell: at(2, 3) })), {
      text: '4 4 5\nS.X.\n....\n..XD\n....',
      said: 'Wall removed at (2, 3).',
    });
    assert.equal(
      written(edit(SAMPLE.replaceAll('\n', '\r\n'), { kind: 'toggle', cell: at(4, 4) }, '\r\n')).text,
      '4 4 5\r\nS.X.\r\n..X.\r\n..XD\r\n...X',
    );
  });

  it('refuses a wall on S or D, or outside the maze', () => {
    assert.deepEqual(refusal(edit(SAMPLE, { kind: 'toggle', cell: at(1, 1) })), {
      code: 'edit.square-taken',
      reason: '(1, 1) holds the start S: drag it to move it.',
    });
    assert.deepEqual(refusal(edit(SAMPLE, { kind: 'toggle', cell: at(5, 1) })), {
      code: 'edit.outside-grid',
      reason: '(5, 1) is outside the 4 × 4 maze.',
    });
  });

  it('moves S or D to the open square a drag ends on', () => {
    assert.deepEqual(written(edit(SAMPLE, { kind: 'drag', path: [at(1, 1), at(1, 2), at(2, 2)] })), {
      text: '4 4 5\n..X.\n.SX.\n..XD\n....',
      said: 'Start S moved to (2, 2).',
    });
    assert.deepEqual(written(edit(SAMPLE, { kind: 'drag', path: [at(3, 4), at(4, 4)] })), {
      text: '4 4 5\nS.X.\n..X.\n..X.\n...D',
      said: 'Door D moved to (4, 4).',
    });
    assert.deepEqual(written(edit(SAMPLE, { kind: 'drag', path: [at(1, 1), at(1, 2), at(1, 1)] })), {
      text: SAMPLE,
      said: 'Start S stays at (1, 1).',
    });
  });

  it('refuses a drag from an open square, onto a wall or the other piece, or off the maze', () => {
    assert.deepEqual(refusal(edit(SAMPLE, { kind: 'drag', path: [at(1, 2), at(2, 2)] })), {
      code: 'edit.nothing-to-drag',
      reason: 'Drag the start S or the door D; (1, 2) holds an open square.',
    });
    assert.deepEqual(refusal(edit(SAMPLE, { kind: 'drag', path: [at(1, 1), at(1, 2), at(1, 3)] })), {
      code: 'edit.square-taken',
      reason: '(1, 3) holds a wall: put S on an open square.',
    });
    assert.deepEqual(refusal(edit(SAMPLE, { kind: 'drag', path: [at(3, 4), at(2, 4), at(1, 4), at(0, 4)] })), {
      code: 'edit.outside-grid',
      reason: '(0, 4) is outside the 4 × 4 maze.',
    });
  });

  it('adds an open row or column at each edge', () => {
    const line = (edge: 'top' | 'bottom' | 'left' | 'right') => written(edit(SAMPLE, { kind: 'line', edge, change: 'add' }));
    assert.deepEqual(line('top'), { text: '5 4 5\n....\nS.X.\n..X.\n..XD\n....', said: 'Row added at the top: 5 × 4.' });
    assert.deepEqual(line('bottom'), { text: '5 4 5\nS.X.\n..X.\n..XD\n....\n....', said: 'Row added at the bottom: 5 × 4.' });
    assert.deepEqual(line('left'), { text: '4 5 5\n.S.X.\n...X.\n...XD\n.....', said: 'Column added at the left: 4 × 5.' });
    assert.deepEqual(line('right'), { text: '4 5 5\nS.X..\n..X..\n..XD.\n.....', said: 'Column added at the right: 4 × 5.' });
  });

  it('removes an edge row or column with its walls, never one with S or D', () => {
    assert.deepEqual(written(edit('3 3 2\nS.D\n...\nXX.', { kind: 'line', edge: 'bottom', change: 'remove' })), {
      text: '2 3 2\nS.D\n...',
      said: 'Row removed at the bottom: 2 × 3.',
    });
    assert.deepEqual(written(edit('3 3 2\nXS.\nX.D\n...', { kind: 'line', edge: 'left', change: 'remove' })), {
      text: '3 2 2\nS.\n.D\n..',
      said: 'Column removed at the left: 3 × 2.',
    });
    assert.deepEqual(refusal(edit(SAMPLE, { kind: 'line', edge: 'top', change: 'remove' })), {
      code: 'edit.line-not-empty',
      reason: 'The row 1 holds the start S: move it off first.',
    });
    assert.deepEqual(refusal(edit(SAMPLE, { kind: 'line', edge: 'right', change: 'remove' })), {
      code: 'edit.line-not-empty',
      reason: 'The column 4 holds the door D: move it off first.',
    });
    assert.deepEqual(refusal(edit('1 2 1\nSD', { kind: 'line', edge: 'top', change: 'remove' })), {
      code: 'edit.last-line',
      reason: 'The maze has one row left: it cannot lose it.',
    });
  });

  it('sets T to a whole number from 1', () => {
    assert.deepEqual(written(edit(SAMPLE, { kind: 'third', value: 7 })), { text: '4 4 7\nS.X.\n..X.\n..XD\n....', said: 'T set to 7.' });
    assert.deepEqual(refusal(edit(SAMPLE, { kind: 'third', value: 0 })), {
      code: 'edit.bad-value',
      reason: 'T must be a whole number from 1: not 0.',
    });
  });

  it('refuses to edit a case that already has an error', () => {
    assert.deepEqual(refusal(edit('2 2 1\nSD\nD.', { kind: 'toggle', cell: at(2, 2) })), {
      code: 'edit.case-not-valid',
      reason: "Fix the case first: a second door square 'D': a maze has exactly one",
    });
  });
});

describe('Tempter grid edits in zh-CN', () => {
  it('says what changed, and why an edit is refused', () => {
    assertSaidInChinese(
      (change) => edit(SAMPLE, change),
      [
        [{ kind: 'toggle', cell: at(1, 2) }, '已在 (1, 2) 砌上墙。'],
        [{ kind: 'toggle', cell: at(1, 3) }, '已拆掉 (1, 3) 的墙。'],
        [{ kind: 'drag', path: [at(1, 1), at(2, 1)] }, '起点 S 已移到 (2, 1)。'],
        [{ kind: 'drag', path: [at(3, 4), at(3, 4)] }, '门 D 仍在 (3, 4)。'],
        [{ kind: 'third', value: 7 }, 'T 设为 7。'],
        [{ kind: 'third', value: 5 }, 'T 仍是 5。'],
        [{ kind: 'line', edge: 'bottom', change: 'add' }, '已在底部添加一行：5 × 4。'],
        [{ kind: 'toggle', cell: at(1, 1) }, '(1, 1) 上是起点 S：请拖动它来移动。'],
        [{ kind: 'toggle', cell: at(5, 1) }, '(5, 1) 在 4 × 4 的迷宫之外。'],
        [{ kind: 'drag', path: [at(1, 2), at(2, 2)] }, '请拖动起点 S 或门 D；(1, 2) 处是空地。'],
        [{ kind: 'drag', path: [at(1, 3), at(2, 2)] }, '请拖动起点 S 或门 D；(1, 3) 处是墙。'],
        [{ kind: 'drag', path: [at(1, 1), at(1, 3)] }, '(1, 3) 上是墙：请把 S 放在空地上。'],
        [{ kind: 'line', edge: 'top', change: 'remove' }, '第 1 行上有起点 S：请先把它移开。'],
        [{ kind: 'third', value: 0 }, 'T 必须是不小于 1 的整数，不能是 0。'],
      ],
    );
  });
});

import assert from 'node:assert/strict';
import { inlineAnswerTitle, puzzleKey } from '../../../src/core/inlineAnswers';
import { parseHoledox } from '../../../src/core/formats/holedox';
import { parseTempter } from '../../../src/core/formats/tempter';

describe('inlineAnswerTitle', () => {
  it('words each kind of answer', () => {
    assert.equal(inlineAnswerTitle({ kind: 'answered', answer: '9' }), '→ 9 moves');
    assert.equal(inlineAnswerTitle({ kind: 'answered', answer: '1' }), '→ 1 move');
    assert.equal(inlineAnswerTitle({ kind: 'answered', answer: '0' }), '→ 0 moves');
    assert.equal(inlineAnswerTitle({ kind: 'answered', answer: '-1' }), '→ -1');
    assert.equal(inlineAnswerTitle({ kind: 'answered', answer: 'YES' }), '→ YES');
    assert.equal(inlineAnswerTitle({ kind: 'answered', answer: 'NO' }), '→ NO');
    assert.equal(inlineAnswerTitle({ kind: 'limit' }), '→ search limit');
    assert.equal(inlineAnswerTitle({ kind: 'pending' }), '→ solving…');
    assert.equal(inlineAnswerTitle({ kind: 'not-solvable', reason: 'B3 is off' }), '→ not solvable');
  });

  it('keeps the reason a case is not solvable off the lens, so its actions stay in sight', () => {
    const reason = 'B3 (4, 7) is not next to B2 (2, 2): consecutive blocks must share an edge';
    assert.equal(inlineAnswerTitle({ kind: 'not-solvable', reason }), '→ not solvable');
    assert.equal(inlineAnswerTitle({ kind: 'not-solvable', reason: '石头'.repeat(30) }, 'zh-cn'), '→ 无法求解');
  });

  it('words each kind of answer in zh-CN, the judge’s answers -1, YES and NO as they are', () => {
    const zh = (answer: Parameters<typeof inlineAnswerTitle>[0]) => inlineAnswerTitle(answer, 'zh-cn');
    assert.deepEqual(
      [
        zh({ kind: 'answered', answer: '9' }),
        zh({ kind: 'answered', answer: '1' }),
        zh({ kind: 'answered', answer: '-1' }),
        zh({ kind: 'answered', answer: 'YES' }),
        zh({ kind: 'answered', answer: 'NO' }),
        zh({ kind: 'limit' }),
        zh({ kind: 'pending' }),
        zh({ kind: 'not-solvable', reason: 'B3 不在洞穴里' }),
      ],
      ['→ 9 步', '→ 1 步', '→ -1', '→ YES', '→ NO', '→ 达到搜索上限', '→ 求解中…', '→ 无法求解'],
    );
  });
});

describe('puzzleKey', () => {
  it('ignores layout and position in the file, and tells different puzzles apart', () => {
    const [a, b] = parseHoledox('3 3 2 1 2 2 2 0\n3 3 2\n1 2\n2 2\n0\n0 0 0\n').cases;
    const [c] = parseHoledox('3 3 2\n1 2\n2 2\n1\n3 3\n0 0 0\n').cases;
    assert.ok(a && b && c);
    assert.equal(puzzleKey(a), puzzleKey(b));
    assert.notEqual(puzzleKey(a), puzzleKey(c));
    const [t] = parseTempter('1 3 2\nS.D\n0 0 0\n').cases;
    assert.ok(t);
    assert.equal(puzzleKey(t), 'tempter 1 3 2|S.D');
  });
});

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
    assert.equal(inlineAnswerTitle({ kind: 'not-solvable', reason: 'B3 is off' }), '→ not solvable: B3 is off');
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

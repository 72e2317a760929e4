import assert from 'node:assert/strict';
import { parsePuzzle } from '../../../../src/core/puzzleFile';
import { answerOfLine, firstLine, outputLines, packCases } from '../../../../src/extension/testing/answers';
import { readFixture } from '../../helpers/fixtures';

describe('judge lines for the editor', () => {
  it('takes the answer out of a judge line', () => {
    assert.equal(answerOfLine('holedox', 'Case 3: -1'), '-1');
    assert.equal(answerOfLine('holedox', 'Case 12:9  '), '9');
    assert.equal(answerOfLine('holedox', 'nine'), 'nine');
    assert.equal(answerOfLine('tempter', ' YES '), 'YES');
    assert.equal(answerOfLine('tempter', undefined), undefined);
  });

  it('reads output as answer lines without blanks or trailing spaces', () => {
    assert.deepEqual(outputLines('Case 1: 9 \n\nCase 2: -1\r\n\n'), ['Case 1: 9', 'Case 2: -1']);
    assert.equal(firstLine('\n  \nNO  \nYES\n'), 'NO');
    assert.equal(firstLine('\n'), undefined);
  });

  it('packs a selection of cases into a file the parser reads back as those cases, numbered from 1', () => {
    for (const [name, format] of [
      ['sample.holedox', 'holedox'],
      ['sample.tempter', 'tempter'],
    ] as const) {
      const text = readFixture(name);
      const cases = parsePuzzle(text, format).cases;
      const second = cases[1];
      assert.ok(second, `${name} has a second case`);
      const packed = packCases(format, [text.slice(second.range.start, second.range.end)]);
      assert.ok(packed.endsWith('0 0 0\n'));
      const reread = parsePuzzle(packed, format);
      assert.deepEqual(reread.issues, []);
      assert.equal(reread.cases.length, 1);
      assert.equal(reread.cases[0]?.number, 1);
      assert.equal(
        packed.slice(reread.cases[0]?.range.start, reread.cases[0]?.range.end),
        text.slice(second.range.start, second.range.end),
      );
    }
  });
});

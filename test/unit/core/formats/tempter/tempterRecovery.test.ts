import assert from 'node:assert/strict';
import { parseTempter } from '../../../../../src/core/formats/tempter';
import { summarize } from '../../../helpers/fixtures';
import { lineEditFuzz } from '../../../helpers/lineFuzz';

// One typo, one diagnostic, on the line that is wrong; the cases after it keep their numbers.

const A = '4 4 5\nS.X.\n..X.\n..XD\n....\n';
const B = '3 4 5\nS.X.\n..X.\n...D\n';
const C = '2 2 1\nSD\n..\n';

function read(text: string): { issues: string[]; cases: string[] } {
  const doc = parseTempter(text);
  return { issues: summarize(text, doc.issues), cases: doc.cases.map((c) => `${c.number}${c.problem ? 'x' : ''}:${c.rows}x${c.cols}`) };
}

describe('parseTempter recovery: a file laid out by lines is read as a person reads it', () => {
  it('a row mistyped as a number is that row, wherever it stands', () => {
    assert.deepEqual(read(`4 4 5\n99\n..X.\n..XD\n....\n\n${B}\n${C}0 0 0\n`), {
      issues: ['tempter.line-shape error 2:1-2:3'],
      cases: ['1x:4x4', '2:3x4', '3:2x2'],
    });
    assert.deepEqual(read(`4 4 5\nS.X.\n..X.\n..XD\n99\n\n${B}\n${C}0 0 0\n`), {
      issues: ['tempter.line-shape error 5:1-5:3'],
      cases: ['1x:4x4', '2:3x4', '3:2x2'],
    });
  });

  it('a stray number between cases takes no case number', () => {
    assert.deepEqual(read(`${A}99\n${B}${C}0 0 0\n`), { issues: ['tempter.line-shape error 6:1-6:3'], cases: ['1:4x4', '2:3x4', '3:2x2'] });
  });

  it('a lost header: the rows with an S and a D are a case, which keeps its number', () => {
    assert.deepEqual(read(`${A}\nS.X.\n..X.\n...D\n\n${C}0 0 0\n`), {
      issues: ['tempter.line-shape error 7:1-7:5'],
      cases: ['1:4x4', '2x:3x4', '3:2x2'],
    });
    assert.deepEqual(read(`${A}S.X.\n..X.\n...D\n${C}0 0 0\n`), {
      issues: ['tempter.line-shape error 6:1-6:5'],
      cases: ['1:4x4', '2x:3x4', '3:2x2'],
    });
  });

  it('a header of 2 or 4 numbers starts a case all the same', () => {
    assert.deepEqual(read(`${A}\n3 4\nS.X.\n..X.\n...D\n\n${C}0 0 0\n`), {
      issues: ['tempter.line-shape error 7:1-7:4'],
      cases: ['1:4x4', '2x:3x4', '3:2x2'],
    });
    assert.deepEqual(read(`${A}\n3 4 5 1\nS.X.\n..X.\n...D\n\n${C}0 0 0\n`), {
      issues: ['tempter.line-shape error 7:1-7:8'],
      cases: ['1:4x4', '2x:3x4', '3:2x2'],
    });
  });

  it('every malformed header that starts a case uses up its number: 3.0, 0x3, full-width 3, -3', () => {
    const expected: [string, string][] = [
      ['3.0', 'tempter.not-an-integer error 6:1-6:4'],
      ['0x3', 'tempter.not-an-integer error 6:1-6:4'],
      ['３', 'tempter.not-an-integer error 6:1-6:2'],
      ['-3', 'tempter.size-not-positive error 6:1-6:3'],
    ];
    for (const [n, issue] of expected) {
      const result = read(`${A}${n} 4 5\nS.X.\n..X.\n...D\n${C}0 0 0\n`);
      assert.equal(result.issues[0], issue, n);
      assert.deepEqual(result.cases, ['1:4x4', `2x:${n === '-3' ? -3 : 3}x4`, '3:2x2'], n);
    }
  });

  it('a doubled header line takes no case number', () => {
    assert.deepEqual(read(`${A}3 4 5\n${B}${C}0 0 0\n`), {
      issues: ['tempter.line-shape error 6:1-6:6'],
      cases: ['1:4x4', '2:3x4', '3:2x2'],
    });
  });

  it('fuzz: one line deleted, doubled or replaced by 99 loses no untouched case', () => {
    // Floor measured at 100 % (docs/robustness.md); a little room for seeds the recovery misreads.
    const figures = lineEditFuzz('tempter', 25, 12, 8, 20261130);
    assert.equal(figures.edits, 200);
    assert.ok(figures.survived / figures.untouched >= 0.995, `${figures.survived} of ${figures.untouched} untouched cases right`);
    assert.ok(figures.diagnostics / figures.edits <= 1.5, `${figures.diagnostics} diagnostics for ${figures.edits} edits`);
  });
});

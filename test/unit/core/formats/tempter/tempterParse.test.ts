import assert from 'node:assert/strict';
import { parseTempter } from '../../../../../src/core/formats/tempter';
import { readFixture, summarize } from '../../../helpers/fixtures';
import { english } from '../../../helpers/english';

function issuesOf(fixture: string): string[] {
  const text = readFixture(fixture);
  return summarize(text, parseTempter(text).issues);
}

describe('parseTempter', () => {
  it('reads the statement sample into two clean cases', () => {
    const doc = parseTempter(readFixture('sample.tempter'));
    assert.deepEqual(doc.issues, []);
    assert.equal(doc.cases.length, 2);
    const [first, second] = doc.cases;
    assert.ok(first && second);
    assert.deepEqual([first.rows, first.cols, first.time], [4, 4, 5]);
    assert.deepEqual(first.grid, ['S.X.', '..X.', '..XD', '....']);
    assert.deepEqual(first.start, { row: 1, col: 1 });
    assert.deepEqual(first.door, { row: 3, col: 4 });
    assert.deepEqual(second.door, { row: 3, col: 4 });
    assert.equal(second.number, 2);
  });

  const malformed: [string, string[], number[]][] = [
    ['bad-character.tempter', ['tempter.bad-character error 3:3-3:4'], [2]],
    ['row-width.tempter', ['tempter.row-width error 3:1-3:4 (related 1:3-1:4 "M = 4 is set here")'], []],
    ['missing-rows.tempter', ['tempter.missing-rows error 1:1-1:6'], [2]],
    ['extra-row.tempter', ['tempter.extra-row error 4:1-4:3 (related 1:1-1:6 "case 1 starts here")'], [1, 2]],
    ['no-start.tempter', ['tempter.no-start error 1:1-1:6'], []],
    ['no-door.tempter', ['tempter.no-door error 1:1-1:6'], []],
    ['several-starts.tempter', ['tempter.several-starts error 3:1-3:2 (related 2:1-2:2 "the first \'S\' is here")'], []],
    ['several-doors.tempter', ['tempter.several-doors error 3:2-3:3 (related 2:2-2:3 "the first \'D\' is here")'], []],
    ['size-not-positive.tempter', ['tempter.size-not-positive error 1:1-1:2'], [2]],
    ['beyond-judge-limits.tempter', ['tempter.beyond-judge-limits warning 1:1-1:2', 'tempter.beyond-judge-limits warning 1:5-1:7'], [1]],
    ['missing-terminator.tempter', ['tempter.missing-terminator warning 4:1-4:1'], [1]],
    ['content-after-terminator.tempter', ['tempter.content-after-terminator warning 5:1-5:6'], [1]],
    // The broken header starts a case (rows follow it), so it takes number 1 and the next case is 2.
    ['not-an-integer.tempter', ['tempter.not-an-integer error 1:3-1:4'], [2]],
  ];
  for (const [fixture, expected, solvable] of malformed) {
    it(`reports ${fixture} exactly once, at its place`, () => {
      assert.deepEqual(issuesOf(`malformed/${fixture}`), expected);
      const doc = parseTempter(readFixture(`malformed/${fixture}`));
      assert.deepEqual(
        doc.cases.filter((c) => c.problem === undefined).map((c) => c.number),
        solvable,
        'the cases left solvable',
      );
    });
  }

  it('says how many rows are missing and resumes at the next header', () => {
    const doc = parseTempter(readFixture('malformed/missing-rows.tempter'));
    assert.equal(
      english(doc.issues[0]?.message),
      'case 1 announces N = 3 rows but the next case header on line 4 begins after 2: 1 missing',
    );
    assert.deepEqual(doc.cases[1]?.grid, ['SD', '..']);
  });

  it("warns on N or M = 1, outside HDU 1010's 1 < N, M < 7, and still answers", () => {
    const text = '1 3 2\nS.D\n3 1 2\nS\n.\nD\n0 0 0\n';
    const doc = parseTempter(text);
    assert.deepEqual(summarize(text, doc.issues), [
      'tempter.beyond-judge-limits warning 1:1-1:2',
      'tempter.beyond-judge-limits warning 3:3-3:4',
    ]);
    assert.equal(english(doc.issues[0]?.message), 'N = 1 is beyond the judge limit 1 < N < 7; the solver still tries it');
    assert.deepEqual(
      doc.cases.map((c) => c.problem),
      [undefined, undefined],
    );
  });

  it('caps bad-character reports at three per row', () => {
    const text = '2 6 1\nSD????\n......\n0 0 0\n';
    assert.deepEqual(summarize(text, parseTempter(text).issues), [
      'tempter.bad-character error 2:3-2:4',
      'tempter.bad-character error 2:4-2:5',
      'tempter.bad-character error 2:5-2:6',
    ]);
  });

  it('never throws, whatever the text', () => {
    for (const text of [
      '',
      '\u0000',
      'S'.repeat(1_000_000),
      '3 3 3\r\nS.D\r\n',
      '1 1 99999999999999999999\nS\n',
      '-1 -1 -1\n0 0 0\n',
      'SDX.',
    ]) {
      assert.ok(Array.isArray(parseTempter(text).issues));
    }
  });
});

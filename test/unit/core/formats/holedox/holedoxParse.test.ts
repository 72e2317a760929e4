import assert from 'node:assert/strict';
import { parseHoledox } from '../../../../../src/core/formats/holedox';
import { readFixture, summarize } from '../../../helpers/fixtures';
import { english } from '../../../helpers/english';

function issuesOf(fixture: string): string[] {
  const text = readFixture(fixture);
  return summarize(text, parseHoledox(text).issues);
}

describe('parseHoledox', () => {
  it('reads the statement sample into two clean cases', () => {
    const text = readFixture('sample.holedox');
    const doc = parseHoledox(text);
    assert.deepEqual(doc.issues, []);
    assert.equal(doc.cases.length, 2);
    const [first, second] = doc.cases;
    assert.ok(first && second);
    assert.deepEqual([first.number, first.rows, first.cols, first.length], [1, 5, 6, 4]);
    assert.deepEqual(first.body, [
      { row: 4, col: 1 },
      { row: 4, col: 2 },
      { row: 3, col: 2 },
      { row: 3, col: 1 },
    ]);
    assert.deepEqual(first.stones, [
      { row: 2, col: 3 },
      { row: 3, col: 3 },
      { row: 3, col: 4 },
    ]);
    assert.equal(first.problem, undefined);
    // The sample's second case has a blank line between K and the stones: never an error.
    assert.deepEqual(second.stones, [
      { row: 2, col: 1 },
      { row: 2, col: 2 },
      { row: 3, col: 4 },
      { row: 4, col: 2 },
    ]);
    assert.equal(text.slice(second.headerRange.start, second.headerRange.end), '4 4 4');
    assert.ok(doc.terminator);
    assert.equal(text.slice(doc.terminator.start, doc.terminator.end), '0 0 0');
  });

  it('reads tokens, not lines: a whole case on one line is the same case', () => {
    const doc = parseHoledox('5 6 4 4 1 4 2 3 2 3 1 3 2 3 3 3 3 4 0 0 0');
    assert.deepEqual(doc.issues, []);
    assert.equal(doc.cases[0]?.stones.length, 3);
  });

  it('reads CRLF and tab separated files like LF ones', () => {
    const doc = parseHoledox(readFixture('sample.holedox').replace(/\n/g, '\r\n').replace(/ /g, '\t'));
    assert.deepEqual(doc.issues, []);
    assert.equal(doc.cases.length, 2);
  });

  const malformed: [string, string[], number[]][] = [
    ['not-an-integer.holedox', ['holedox.not-an-integer error 2:3-2:4'], [2]],
    ['beyond-judge-limits.holedox', ['holedox.beyond-judge-limits warning 1:1-1:3'], [1]],
    ['size-not-positive.holedox', ['holedox.size-not-positive error 1:1-1:2'], [2]],
    ['missing-pairs-at-end.holedox', ['holedox.missing-pairs error 1:1-1:6', 'holedox.missing-terminator warning 4:1-4:1'], []],
    ['missing-stones-before-next-case.holedox', ['holedox.missing-pairs error 1:1-1:6'], [2]],
    ['outside-lair.holedox', ['holedox.outside-lair error 4:1-4:4'], []],
    ['body-not-adjacent.holedox', ['holedox.body-not-adjacent error 4:1-4:4 (related 3:1-3:4 "B2 is here")'], []],
    ['body-crosses-itself.holedox', ['holedox.body-crosses-itself error 6:1-6:4 (related 2:1-2:4 "B1 is here")'], []],
    ['stone-on-body.holedox', ['holedox.stone-on-body error 6:1-6:4 (related 3:1-3:4 "B2 is here")'], []],
    ['stone-on-exit.holedox', ['holedox.stone-on-exit error 5:1-5:4'], []],
    ['duplicate-stone.holedox', ['holedox.duplicate-stone warning 7:1-7:4 (related 5:1-5:4 "first listed here")'], [1]],
    ['missing-terminator.holedox', ['holedox.missing-terminator warning 5:1-5:1'], [1]],
    ['content-after-terminator.holedox', ['holedox.content-after-terminator warning 6:1-6:6'], [1]],
    // K says 1 but 2 stones are listed, and the next header follows: K is the line that is wrong.
    ['count-mismatch.holedox', ['holedox.count-mismatch error 4:1-4:2 (related 6:1-6:4 "stone 2 is here")'], [2]],
    ['incomplete-header.holedox', ['holedox.incomplete-header error 5:1-5:4', 'holedox.missing-terminator warning 6:1-6:1'], [1]],
  ];
  for (const [fixture, expected, solvable] of malformed) {
    it(`reports ${fixture} exactly once, at its place`, () => {
      assert.deepEqual(issuesOf(`malformed/${fixture}`), expected);
      const doc = parseHoledox(readFixture(`malformed/${fixture}`));
      assert.deepEqual(
        doc.cases.filter((c) => c.problem === undefined).map((c) => c.number),
        solvable,
        'the cases left solvable',
      );
    });
  }

  it('says how many pairs are missing and where the case stopped', () => {
    const doc = parseHoledox(readFixture('malformed/missing-stones-before-next-case.holedox'));
    assert.equal(
      english(doc.issues[0]?.message),
      'case 1 announces K = 3 stones but the next case header on line 8 begins after 2: 1 missing',
    );
    assert.equal(doc.cases[0]?.problem, doc.issues[0]);
    assert.deepEqual(doc.cases[1]?.body, [
      { row: 1, col: 2 },
      { row: 2, col: 2 },
    ]);
  });

  it('names the offending token and the expectation in the message', () => {
    const doc = parseHoledox(readFixture('malformed/not-an-integer.holedox'));
    assert.equal(english(doc.issues[0]?.message), "expected a coordinate, a non-negative integer; found 'x'");
    assert.equal(doc.issues[0]?.caseNumber, 1);
  });

  it('reports one detached block once, not also its successor', () => {
    // B3 is mistyped as (3, 3): B4 (2, 3) is adjacent to it, so only B3 is wrong.
    assert.deepEqual(issuesOf('malformed/body-not-adjacent.holedox'), [
      'holedox.body-not-adjacent error 4:1-4:4 (related 3:1-3:4 "B2 is here")',
    ]);
  });

  it('treats a negative stone count as a malformed token', () => {
    const text = '3 3 2\n1 2\n2 2\n-1\n0 0 0\n';
    assert.deepEqual(summarize(text, parseHoledox(text).issues), ['holedox.not-an-integer error 4:1-4:3']);
  });

  it('never throws, whatever the text', () => {
    const nasty = [
      '',
      '\u0000\u0000\u0000',
      '9'.repeat(1_000_000),
      `5 6 4\n${'1 '.repeat(500_000)}`,
      '99999999999999999999 9 9\n1 1\n',
      '5 6 4\r\n4\t1\r\n\r\n',
      '-5 -6 -4\n0 0 0',
      '3 3 1000000000\n1 1\n',
      '1 1 1\n1 1\n999999999999\n',
      'a b c d e f',
    ];
    for (const text of nasty) {
      const doc = parseHoledox(text);
      assert.ok(Array.isArray(doc.issues));
    }
  });
});

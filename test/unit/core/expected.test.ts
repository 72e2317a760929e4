import assert from 'node:assert/strict';
import { compareAnswers, parseExpectedOutput } from '../../../src/core/expected';
import { parsePuzzle } from '../../../src/core/puzzleFile';
import { judgeOutput, solveDocument } from '../../../src/core/answers';
import { readFixture, showRange, summarize } from '../helpers/fixtures';
import { english } from '../helpers/english';
import { say } from '../../../src/core/l10n/message';

/** Parses, solves and compares a fixture pair the way the editor does. */
function compareFixtures(input: string, expected: string) {
  const inputText = readFixture(input);
  const expectedText = readFixture(expected);
  const document = parsePuzzle(inputText);
  const comparison = compareAnswers(
    document,
    solveDocument(document),
    parseExpectedOutput(expectedText, document.format),
    expected.slice(expected.lastIndexOf('/') + 1),
  );
  return { inputText, expectedText, comparison };
}

describe('parseExpectedOutput', () => {
  it('reads Holedox judge lines by their case number, whatever the order', () => {
    const text = 'Case 2: -1\r\n\r\nCase 1:  9  \n';
    const output = parseExpectedOutput(text, 'holedox');
    assert.deepEqual(output.issues, []);
    assert.deepEqual(
      output.answers.map((a) => [a.caseNumber, a.answer, showRange(text, a.range)]),
      [
        [2, '-1', '1:1-1:11'],
        [1, '9', '3:1-3:11'],
      ],
    );
  });

  it('reads Tempter answers in order, skipping blank lines and tolerating CRLF and trailing spaces', () => {
    const text = 'NO \r\n\nYES\r\n';
    const output = parseExpectedOutput(text, 'tempter');
    assert.deepEqual(output.issues, []);
    assert.deepEqual(
      output.answers.map((a) => [a.caseNumber, a.answer, showRange(text, a.range)]),
      [
        [1, 'NO', '1:1-1:3'],
        [2, 'YES', '3:1-3:4'],
      ],
    );
  });

  it('reports malformed lines with their exact range and skips them', () => {
    const text = 'Case 1: 9\ncase 2 -1\nCase 3: -2\n';
    const output = parseExpectedOutput(text, 'holedox');
    assert.deepEqual(summarize(text, output.issues), [
      'holedox.expected-malformed error 2:1-2:10',
      'holedox.expected-malformed error 3:1-3:11',
    ]);
    assert.equal(
      english(output.issues[0]?.message),
      "'case 2 -1' is not a judge answer line: expected 'Case i: steps' (steps a count or -1)",
    );
    assert.deepEqual(
      output.answers.map((a) => a.caseNumber),
      [1],
    );
    const tempter = parseExpectedOutput('YES\nyes\nNO\n', 'tempter');
    assert.deepEqual(summarize('YES\nyes\nNO\n', tempter.issues), ['tempter.expected-malformed error 2:1-2:4']);
    assert.equal(english(tempter.issues[0]?.message), "'yes' is not a judge answer line: expected YES or NO");
    // The malformed line does not shift NO onto case 2's place... it is the second answer.
    assert.deepEqual(
      tempter.answers.map((a) => [a.caseNumber, a.answer]),
      [
        [1, 'YES'],
        [2, 'NO'],
      ],
    );
  });

  it('keeps the first answer of a case given twice and points at it', () => {
    const text = 'Case 1: 9\nCase 1: 8\n';
    const output = parseExpectedOutput(text, 'holedox');
    assert.deepEqual(summarize(text, output.issues), ['holedox.expected-extra warning 2:1-2:10 (related 1:1-1:10 "first answered here")']);
    assert.deepEqual(
      output.answers.map((a) => a.answer),
      ['9'],
    );
  });
});

describe('compareAnswers', () => {
  it('finds every answer of the bundled samples matching their .out files', () => {
    for (const name of ['sample.holedox', 'sample.tempter']) {
      const { comparison } = compareFixtures(name, `${name}.out`);
      assert.deepEqual(comparison.inputIssues, [], name);
      assert.deepEqual(comparison.expectedIssues, [], name);
      assert.deepEqual(
        comparison.cases.map((c) => [c.caseNumber, c.status]),
        [
          [1, 'match'],
          [2, 'match'],
        ],
        name,
      );
    }
  });

  it('puts a wrong Holedox answer on the case header, saying what was expected and what is shortest', () => {
    const { inputText, comparison } = compareFixtures('answers/wrong-expected-answer.holedox', 'answers/wrong-expected-answer.holedox.out');
    assert.deepEqual(summarize(inputText, comparison.inputIssues), ['holedox.answer-mismatch error 1:1-1:6']);
    assert.equal(english(comparison.inputIssues[0]?.message), 'expected 7, shortest is 9');
    assert.equal(comparison.inputIssues[0]?.caseNumber, 1);
    assert.deepEqual(
      comparison.cases.map((c) => [c.caseNumber, c.status, c.expected?.answer, c.actual]),
      [
        [1, 'mismatch', '7', '9'],
        [2, 'match', '-1', '-1'],
      ],
    );
  });

  it('puts a wrong Tempter answer on the case header, read from a CRLF .ans file', () => {
    const { inputText, comparison } = compareFixtures('answers/wrong-expected-answer.tempter', 'answers/wrong-expected-answer.tempter.ans');
    assert.deepEqual(summarize(inputText, comparison.inputIssues), ['tempter.answer-mismatch error 1:1-1:6']);
    assert.equal(english(comparison.inputIssues[0]?.message), 'expected YES, but the dog cannot reach the door at exactly T = 5: NO');
    assert.deepEqual(
      comparison.cases.map((c) => c.status),
      ['mismatch', 'match'],
    );
  });

  it('says which way a -1 disagrees', () => {
    const document = parsePuzzle(readFixture('sample.holedox'));
    const verdicts = solveDocument(document);
    const swapped = parseExpectedOutput('Case 1: -1\nCase 2: 12\n', 'holedox');
    assert.deepEqual(
      compareAnswers(document, verdicts, swapped, 'x.out').inputIssues.map((i) => say(i.message)),
      ['expected -1, but Holedox can reach the exit: shortest is 9', 'expected 12, but Holedox cannot reach the exit: -1'],
    );
    const tempter = parsePuzzle(readFixture('sample.tempter'));
    assert.deepEqual(
      compareAnswers(tempter, solveDocument(tempter), parseExpectedOutput('NO\nNO\n', 'tempter'), 'x.out').inputIssues.map((i) =>
        say(i.message),
      ),
      ['expected NO, but the dog can reach the door at exactly T = 5: YES'],
    );
  });

  it('warns about answers the expected file lacks and lines for cases the input does not have', () => {
    const { inputText, expectedText, comparison } = compareFixtures(
      'answers/malformed-expected-lines.holedox',
      'answers/malformed-expected-lines.holedox.out',
    );
    assert.deepEqual(summarize(inputText, comparison.inputIssues), ['holedox.answer-missing warning 11:1-11:6']);
    assert.equal(english(comparison.inputIssues[0]?.message), "malformed-expected-lines.holedox.out has no 'Case 2:' line; ours is -1");
    assert.deepEqual(summarize(expectedText, comparison.expectedIssues), [
      'holedox.expected-malformed error 2:1-2:10',
      'holedox.expected-extra warning 3:1-3:10',
    ]);
    assert.equal(english(comparison.expectedIssues[1]?.message), 'this answers case 3, but the input has 2 cases');
    const tempter = parsePuzzle(readFixture('sample.tempter'));
    const short = compareAnswers(tempter, solveDocument(tempter), parseExpectedOutput('NO\n', 'tempter'), 'short.out');
    assert.deepEqual(
      short.inputIssues.map((i) => [i.code, say(i.message)]),
      [['tempter.answer-missing', 'short.out has no answer line for case 2; ours is YES']],
    );
  });

  it('leaves cases without an answer of ours unchecked, with no diagnostic', () => {
    const text = readFixture('malformed/missing-stones-before-next-case.holedox');
    const document = parsePuzzle(text, 'holedox');
    const comparison = compareAnswers(document, solveDocument(document), parseExpectedOutput('Case 1: 3\nCase 2: 1\n', 'holedox'), 'x.out');
    assert.deepEqual(
      comparison.cases.map((c) => [c.caseNumber, c.status]),
      [
        [1, 'unchecked'],
        [2, 'match'],
      ],
    );
    assert.deepEqual(comparison.inputIssues, []);
  });

  it('agrees with judgeOutput: our own output always matches', () => {
    for (const name of ['sample.holedox', 'sample.tempter', 'malformed/missing-stones-before-next-case.holedox']) {
      const document = parsePuzzle(readFixture(name));
      const verdicts = solveDocument(document);
      const comparison = compareAnswers(document, verdicts, parseExpectedOutput(judgeOutput(verdicts), document.format), 'own.out');
      assert.deepEqual([...comparison.inputIssues, ...comparison.expectedIssues], [], name);
    }
  });
});

import assert from 'node:assert/strict';
import { parsePuzzle } from '../../../src/core/puzzleFile';
import { jobText } from '../../../src/answers/jobText';

// A job's text: cases that follow one another go as one slice of the document and the first
// one's number; any others case by case with their numbers. Either way the worker reads the
// same cases, and the service finds each one's place in the job.

const TEXT = '2 3 3\nS.D\n...\n\n2 2 1\nSD\n..\n  \r\n2 2 2\nS.\n.D\n\n2 2 2\nS.\nXD\n0 0 0\n';

describe('the text of a solve job', () => {
  const cases = parsePuzzle(TEXT, 'tempter').cases;

  it('sends cases that follow one another as one slice of the document and the first number', () => {
    const job = jobText(TEXT, cases.slice(1, 4));
    const from = cases[1]!.range.start;
    assert.equal(job.text, `${TEXT.slice(from, cases[3]!.range.end)}\n\n0 0 0\n`);
    assert.equal(job.firstNumber, 2);
    assert.equal(job.numbers, undefined);
    assert.deepEqual(
      [0, 1, 2].map((k) => job.startInJob(k)),
      cases.slice(1, 4).map((c) => c.range.start - from),
    );
    assert.deepEqual(
      parsePuzzle(job.text, 'tempter').cases.map((c) => c.range.start),
      [0, 1, 2].map((k) => job.startInJob(k)),
    );
  });

  it('sends cases with a gap, or not numbered on, case by case with their numbers', () => {
    for (const picked of [
      [cases[0]!, cases[2]!],
      [cases[2]!, cases[1]!],
    ]) {
      const job = jobText(TEXT, picked);
      assert.equal(job.text, `${picked.map((c) => TEXT.slice(c.range.start, c.range.end)).join('\n\n')}\n\n0 0 0\n`);
      assert.deepEqual(
        job.numbers,
        picked.map((c) => c.number),
      );
      assert.equal(job.firstNumber, undefined);
      assert.deepEqual(
        parsePuzzle(job.text, 'tempter').cases.map((c) => c.range.start),
        [0, 1].map((k) => job.startInJob(k)),
      );
    }
  });

  it('sends cases case by case when anything but whitespace stands between them, or a lone carriage return', () => {
    for (const gap of ['\n% note\n', '\r\r\n', '\n\f\n']) {
      const text = `2 2 1\nSD\n..${gap}2 2 1\nSD\n..\n0 0 0\n`;
      const read = parsePuzzle(text, 'tempter').cases;
      assert.equal(read.length, 2);
      assert.deepEqual(jobText(text, read).numbers, [1, 2], JSON.stringify(gap));
    }
    const text = '2 2 1\nSD\n..\r\n\r\n2 2 1\nSD\n..\n0 0 0\n';
    assert.equal(jobText(text, parsePuzzle(text, 'tempter').cases).firstNumber, 1);
  });
});

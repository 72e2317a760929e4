import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import { compareOutput, type ExpectedCase } from '../../src/core/judge/compare';

const holedox: ExpectedCase[] = [
  { caseNumber: 1, headerOffset: 0, answer: '9' },
  { caseNumber: 2, headerOffset: 40, answer: '-1' },
  { caseNumber: 3, headerOffset: 80, answer: '4' },
];
const tempter: ExpectedCase[] = [
  { caseNumber: 1, headerOffset: 0, answer: 'NO' },
  { caseNumber: 2, headerOffset: 20, answer: 'YES' },
];

/** Each case as `number ok|message`, for exact assertions. */
function brief(format: 'holedox' | 'tempter', expected: ExpectedCase[], output: string) {
  const r = compareOutput(format, expected, output);
  return { outcome: r.outcome, detail: r.detail, cases: r.cases.map((c) => `${c.caseNumber} ${c.ok ? 'ok' : c.message}`), extra: r.extraLines };
}

describe('judge comparer', () => {
  it('accepts the exact output, and ignores trailing whitespace, CRLF and the final newline', () => {
    for (const output of ['Case 1: 9\nCase 2: -1\nCase 3: 4\n', 'Case 1: 9  \r\nCase 2: -1\t\r\nCase 3: 4', 'Case 1: 9\nCase 2: -1\nCase 3: 4\n\n\n'])
      assert.deepEqual(brief('holedox', holedox, output), { outcome: 'accepted', detail: '', cases: ['1 ok', '2 ok', '3 ok'], extra: [] });
    assert.equal(compareOutput('tempter', tempter, 'NO\nYES').outcome, 'accepted');
  });

  it('names the wrong case and both answers', () => {
    assert.deepEqual(brief('holedox', holedox, 'Case 1: 9\nCase 2: 1\nCase 3: 4\n'), {
      outcome: 'wrong',
      detail: 'case 2: expected -1, got 1',
      cases: ['1 ok', '2 expected -1, got 1', '3 ok'],
      extra: [],
    });
    assert.deepEqual(brief('tempter', tempter, 'NO\nNO\n').cases, ['1 ok', '2 expected YES, got NO']);
    assert.deepEqual(brief('tempter', tempter, 'no\nYES\n').cases, ["1 expected 'NO', got 'no'", '2 ok']);
  });

  it('reports missing cases with how far the output got', () => {
    assert.deepEqual(brief('holedox', holedox, 'Case 1: 9\n'), {
      outcome: 'wrong',
      detail: 'case 2: missing: the output ended after 1 answer line',
      cases: ['1 ok', '2 missing: the output ended after 1 answer line', '3 missing: the output ended after 1 answer line'],
      extra: [],
    });
    assert.deepEqual(brief('tempter', tempter, '').cases, ['1 missing: the output ended after 0 answer lines', '2 missing: the output ended after 0 answer lines']);
  });

  it('reports extra lines after the last case', () => {
    assert.deepEqual(brief('tempter', tempter, 'NO\nYES\nYES\n'), {
      outcome: 'wrong',
      detail: "extra output after the last case: line 3 'YES'",
      cases: ['1 ok', '2 ok'],
      extra: [{ line: 3, text: 'YES' }],
    });
  });

  it('reports wrong case numbering apart from wrong answers', () => {
    assert.deepEqual(brief('holedox', holedox, 'Case 0: 9\nCase 2: -1\nCase 4: 5\n').cases, [
      "1 wrong case number: expected 'Case 1:', got 'Case 0:'",
      '2 ok',
      "3 wrong case number and answer: expected 'Case 3: 4', got 'Case 4: 5'",
    ]);
  });

  it('calls right tokens in the wrong layout a Presentation Error and says exactly what differs', () => {
    assert.deepEqual(brief('holedox', holedox, 'Case 1:9\nCase 2: -1\nCase 3: 4\n'), {
      outcome: 'presentation',
      detail: "case 1: line 1 is 'Case 1:9', expected 'Case 1: 9'",
      cases: ["1 presentation: expected 'Case 1: 9', got 'Case 1:9' (spacing differs)", '2 ok', '3 ok'],
      extra: [],
    });
    assert.deepEqual(brief('holedox', holedox, 'Case 1: 9\n\nCase 2: -1\nCase 3: 4\n'), {
      outcome: 'presentation',
      detail: 'line 2 is blank; the judge expects one answer line per case and no blank lines between them',
      cases: ['1 ok', '2 ok', '3 ok'],
      extra: [],
    });
    const joined = brief('tempter', tempter, 'NO YES\n');
    assert.equal(joined.outcome, 'presentation');
    assert.equal(joined.detail, "case 1: line 1 is 'NO YES', expected 'NO'");
    assert.equal(brief('tempter', tempter, ' NO\nYES\n').outcome, 'presentation');
  });

  it('keeps the case numbers and header offsets of the file, and the judge line expected', () => {
    const r = compareOutput('holedox', [{ caseNumber: 4, headerOffset: 123, answer: '2' }], 'Case 1: 3\n');
    assert.deepEqual(r.cases, [{ caseNumber: 4, headerOffset: 123, expected: 'Case 1: 2', actual: 'Case 1: 3', ok: false, message: 'expected 2, got 3' }]);
  });
});

import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import { compareOutput, isBlankOutput, LINE_KEPT_BYTES, type ExpectedCase } from '../../../../src/core/grading/compare';
import { firstNonTextByte, judgeRun } from '../../../../src/judge/verdict';
import type { RunResult } from '../../../../src/judge/run';

const holedox: ExpectedCase[] = [
  { caseNumber: 1, headerOffset: 0, answer: '9' },
  { caseNumber: 2, headerOffset: 40, answer: '-1' },
  { caseNumber: 3, headerOffset: 80, answer: '4' },
];
const tempter: ExpectedCase[] = [
  { caseNumber: 1, headerOffset: 0, answer: 'NO' },
  { caseNumber: 2, headerOffset: 20, answer: 'YES' },
];

/** Each case as `number ok|message`, for exact assertions; the output's UTF-8 bytes must be judged the same as its text. */
function brief(format: 'holedox' | 'tempter', expected: ExpectedCase[], output: string) {
  const r = compareOutput(format, expected, output);
  const fromBytes = compareOutput(format, expected, Buffer.from(output));
  assert.deepEqual(fromBytes, r, `the bytes of ${JSON.stringify(output.slice(0, 80))} are judged as the text is`);
  return {
    outcome: r.outcome,
    detail: r.detail,
    cases: r.cases.map((c) => `${c.caseNumber} ${c.ok ? 'ok' : c.message}`),
    extra: r.extraLines,
  };
}

/** A finished run that printed `stdout`, for judgeRun. */
function exited(stdout: Buffer): RunResult {
  return {
    stop: 'exited',
    exitCode: 0,
    signalName: null,
    stdout,
    stderr: Buffer.alloc(0),
    wallMs: 1,
    cpuMs: 1,
    cpuSource: 'proc',
    inputRefused: false,
    idleMsAtEnd: 0,
  };
}

describe('judge comparer', () => {
  it('accepts the exact output, and ignores trailing whitespace, CRLF and the final newline', () => {
    for (const output of [
      'Case 1: 9\nCase 2: -1\nCase 3: 4\n',
      'Case 1: 9  \r\nCase 2: -1\t\r\nCase 3: 4',
      'Case 1: 9\nCase 2: -1\nCase 3: 4\n\n\n',
    ])
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
    assert.deepEqual(brief('tempter', tempter, '').cases, [
      '1 missing: the output ended after 0 answer lines',
      '2 missing: the output ended after 0 answer lines',
    ]);
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
    // Blank lines of every trailing-space byte after the answers, then more output: its line counts them all.
    assert.deepEqual(brief('holedox', holedox, 'Case 1: 9\nCase 2: -1\nCase 3: 4\n \t\n\v\f\r\nCase 4: 1\n'), {
      outcome: 'wrong',
      detail: "extra output after the last case: line 6 'Case 4: 1'",
      cases: ['1 ok', '2 ok', '3 ok'],
      extra: [{ line: 6, text: 'Case 4: 1' }],
    });
    const joined = brief('tempter', tempter, 'NO YES\n');
    assert.equal(joined.outcome, 'presentation');
    assert.equal(joined.detail, "case 1: line 1 is 'NO YES', expected 'NO'");
    assert.equal(brief('tempter', tempter, ' NO\nYES\n').outcome, 'presentation');
  });

  it('keeps the case numbers and header offsets of the file, and the judge line expected', () => {
    const r = compareOutput('holedox', [{ caseNumber: 4, headerOffset: 123, answer: '2' }], 'Case 1: 3\n');
    assert.deepEqual(r.cases, [
      { caseNumber: 4, headerOffset: 123, expected: 'Case 1: 2', actual: 'Case 1: 3', ok: false, message: 'expected 2, got 3' },
    ]);
  });

  it('reads whitespace as JavaScript does, multi-byte characters included, from bytes and text alike', () => {
    // U+00A0 and U+3000 are whitespace to the layout check, not to the line's trailing-space rule.
    assert.deepEqual(brief('tempter', tempter, 'NO\u00a0\nYES\u3000\n'), {
      outcome: 'presentation',
      detail: "case 1: line 1 is 'NO\u00a0', expected 'NO'",
      cases: [
        "1 presentation: expected 'NO', got 'NO\u00a0' (spacing differs)",
        "2 presentation: expected 'YES', got 'YES\u3000' (spacing differs)",
      ],
      extra: [],
    });
    assert.deepEqual(brief('tempter', tempter, 'NÖ\nYES\n').cases, ["1 expected 'NO', got 'NÖ'", '2 ok']);
    assert.deepEqual(brief('tempter', tempter, '😀\nYES\n').cases, ["1 expected 'NO', got '😀'", '2 ok']);
    assert.equal(isBlankOutput(Buffer.from(' \n\u2028\t\ufeff\r\n')), true);
    assert.equal(isBlankOutput(Buffer.from(' \n\u2028x')), false);
    assert.equal(isBlankOutput(''), true);
  });

  it('keeps the start of a line longer than it reads, and still calls a line of spaces blank', () => {
    const long = `NO${'x'.repeat(LINE_KEPT_BYTES)}`;
    const r = compareOutput('tempter', tempter, Buffer.from(`${long}\nYES\n`));
    assert.equal(r.cases[0]?.actual, `${long.slice(0, LINE_KEPT_BYTES)}…`);
    assert.equal(r.cases[0]?.message, `expected 'NO', got '${long.slice(0, 57)}…'`);
    assert.equal(r.cases[1]?.ok, true);
    // A multi-byte character is not cut in half.
    const wide = compareOutput('tempter', tempter, Buffer.from(`N${'é'.repeat(LINE_KEPT_BYTES)}\nYES\n`));
    assert.equal(wide.cases[0]?.actual, `N${'é'.repeat((LINE_KEPT_BYTES - 2) / 2)}…`);
    assert.deepEqual(brief('tempter', tempter, `${' '.repeat(3 * LINE_KEPT_BYTES)}\nNO\nYES\n`), {
      outcome: 'presentation',
      detail: 'line 1 is blank; the judge expects one answer line per case and no blank lines between them',
      cases: ['1 ok', '2 ok'],
      extra: [],
    });
  });

  it('judges a flood of short wrong lines from the lines that differ, with the same words', () => {
    const line = Buffer.from('Case 1: 7\n');
    const flood = Buffer.alloc(line.length * 800_000);
    for (let at = 0; at < flood.length; at += line.length) line.copy(flood, at);
    const judged = judgeRun('holedox', holedox, exited(flood), 5000);
    assert.equal(judged.verdict, 'wrong-answer');
    assert.equal(judged.reason, 'case 1: expected 9, got 7');
    assert.deepEqual(
      judged.comparison.cases.map((c) => `${c.caseNumber} ${c.ok ? 'ok' : c.message}`),
      [
        '1 expected 9, got 7',
        "2 wrong case number and answer: expected 'Case 2: -1', got 'Case 1: 7'",
        "3 wrong case number and answer: expected 'Case 3: 4', got 'Case 1: 7'",
      ],
    );
    assert.deepEqual(judged.comparison.extraLines, [
      { line: 4, text: 'Case 1: 7' },
      { line: 5, text: 'Case 1: 7' },
      { line: 6, text: 'Case 1: 7' },
    ]);
    // Right answers, then a flood of blank lines and spaces: still Accepted.
    const tail = Buffer.concat([Buffer.from('Case 1: 9\nCase 2: -1\nCase 3: 4\n'), Buffer.alloc(4_000_000, ' \n')]);
    assert.deepEqual(
      [judgeRun('holedox', holedox, exited(tail), 5000).verdict, judgeRun('holedox', holedox, exited(tail), 5000).reason],
      ['accepted', ''],
    );
  });

  it('finds the first byte that is not text without decoding the output', () => {
    assert.equal(firstNonTextByte(Buffer.from('Case 1: 9\n')), -1);
    assert.equal(firstNonTextByte(Buffer.from('ab\u0000c')), 2);
    assert.equal(firstNonTextByte(Buffer.from([0x61, 0xc3, 0xa9, 0xff, 0x61])), 3);
    // Overlong, surrogate, cut at the end, past U+10FFFF.
    assert.equal(firstNonTextByte(Buffer.from([0x61, 0xc0, 0xaf])), 1);
    assert.equal(firstNonTextByte(Buffer.from([0x61, 0x62, 0xed, 0xa0, 0x80])), 2);
    assert.equal(firstNonTextByte(Buffer.from([0x61, 0xe2, 0x82])), 1);
    assert.equal(firstNonTextByte(Buffer.from([0xf4, 0x90, 0x80, 0x80])), 0);
    assert.equal(firstNonTextByte(Buffer.from([0x61, 0xff, 0x00])), 1);
    const judged = judgeRun('tempter', tempter, exited(Buffer.from([0x4e, 0x4f, 0x0a, 0xfe])), 1000);
    assert.deepEqual([judged.verdict, judged.reason], ['wrong-answer', 'its output is not text: byte 3 is 0xfe, not UTF-8']);
  });
});

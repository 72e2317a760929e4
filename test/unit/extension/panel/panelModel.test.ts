import assert from 'node:assert/strict';
import type { Issue } from '../../../../src/core/issues';
import { msg, say } from '../../../../src/core/l10n/message';
import { parsePuzzle } from '../../../../src/core/puzzleFile';
import { LineIndex } from '../../../../src/core/text';
import {
  MAX_DIAGNOSTICS_IN_PANEL,
  caseHeaderRange,
  caseMessage,
  caseToShow,
  cellTokenRange,
  documentMessage,
  expectedView,
  highlightAt,
  panelTitle,
  verdictToShow,
} from '../../../../src/extension/panel/panelModel';
import type { AnswerView } from '../../../../src/protocol';
import { english } from '../../helpers/english';

// Case 1 is well formed; case 2 puts its stone on the body's tail (2, 2); no terminator.
const TEXT = ['3 3 2', '1 2', '1 3', '0', '2 2 2', '2 1', '2 2', '1', '2 2', ''].join('\n');
const parsed = parsePuzzle(TEXT, 'holedox');
const positions = new LineIndex(TEXT);
const line = (n: number, from: number, to: number) => ({ startLine: n, startCharacter: from, endLine: n, endCharacter: to });
const answered: AnswerView = { state: 'answered', answer: '2', moves: [3, 2], expanded: 2, summary: 'Shortest: 2 moves.' };

describe('panel view model', () => {
  it('lists the cases with their labels, header ranges and problems, and the file’s diagnostics', () => {
    const problem = english(parsed.cases[1]?.problem?.message);
    assert.match(problem ?? '', /stone/);
    const message = documentMessage({
      uri: 'file:///a.holedox',
      fileName: 'a.holedox',
      format: 'holedox',
      parsed,
      positions,
      locked: false,
    });
    assert.deepEqual(message, {
      type: 'document',
      uri: 'file:///a.holedox',
      fileName: 'a.holedox',
      format: 'holedox',
      cases: [
        { number: 1, label: 'Case 1 · 3×3 · L=2', headerRange: line(0, 0, 5) },
        { number: 2, label: 'Case 2 · 2×2 · L=2', headerRange: line(4, 0, 5), problem },
      ],
      diagnostics: parsed.issues.map((issue) => ({
        code: issue.code,
        severity: issue.severity,
        message: say(issue.message),
        range: issue.code === 'holedox.stone-on-body' ? line(8, 0, 3) : line(9, 0, 0),
        ...(issue.caseNumber === undefined ? {} : { caseNumber: issue.caseNumber }),
      })),
      diagnosticCount: 2,
    });
    assert.deepEqual(
      parsed.issues.map((i) => [i.code, i.caseNumber]),
      [
        ['holedox.stone-on-body', 2],
        ['holedox.missing-terminator', undefined],
      ],
    );
  });

  it('says the panel is locked only when it is', () => {
    const locked = documentMessage({ uri: 'u', fileName: 'a.holedox', format: 'holedox', parsed, positions, locked: true });
    assert.equal(locked.locked, true);
    const free = documentMessage({ uri: 'u', fileName: 'a.holedox', format: 'holedox', parsed, positions, locked: false });
    assert.equal('locked' in free, false);
  });

  it(`sends the first ${MAX_DIAGNOSTICS_IN_PANEL} diagnostics and counts them all`, () => {
    const text = msg('holedox.not-integer', { what: 'coordinate', found: 'x' });
    const issue: Issue = { code: 'holedox.not-an-integer', severity: 'error', message: text, range: { start: 0, end: 1 } };
    const flood = { ...parsed, issues: Array.from({ length: 250 }, () => issue) };
    const message = documentMessage({ uri: 'u', fileName: 'a', format: 'holedox', parsed: flood, positions, locked: false });
    assert.equal(message.diagnostics.length, 200);
    assert.equal(message.diagnosticCount, 250);
    assert.deepEqual(message.diagnostics[199], {
      code: 'holedox.not-an-integer',
      severity: 'error',
      message: "expected a coordinate, a non-negative integer; found 'x'",
      range: line(0, 0, 1),
    });
  });

  it('shows the case asked for, else the first, else none', () => {
    assert.equal(caseToShow(parsed.cases, 2)?.number, 2);
    assert.equal(caseToShow(parsed.cases, 7)?.number, 1);
    assert.equal(caseToShow(parsed.cases, undefined)?.number, 1);
    assert.equal(caseToShow([], 1), undefined);
  });

  it('chooses the verdict to show and whether the panel must solve', () => {
    const [good, bad] = parsed.cases;
    assert.ok(good && bad);
    assert.deepEqual(verdictToShow(bad, answered), { verdict: { state: 'skipped', message: english(bad.problem?.message) }, solve: false });
    assert.deepEqual(verdictToShow(good, undefined), { verdict: { state: 'solving' }, solve: true });
    // A Solve run's verdict is shown at once, and the panel's own solve adds counts and words.
    assert.deepEqual(verdictToShow(good, answered), { verdict: answered, solve: true });
    const explained: AnswerView = {
      ...answered,
      explanation: { text: 'Answer 2.', search: { searched: true, text: '2 states expanded' } },
    };
    assert.deepEqual(verdictToShow(good, explained), { verdict: explained, solve: false });
    const failed: AnswerView = { state: 'failed', message: 'worker crashed' };
    assert.deepEqual(verdictToShow(good, failed), { verdict: failed, solve: false });
  });

  it("gives the expected-output file's answer only when there is one, with the file's name", () => {
    assert.equal(expectedView(undefined, 'a.out'), undefined);
    assert.equal(expectedView({ caseNumber: 1, status: 'missing' }, 'a.out'), undefined);
    const comparison = {
      caseNumber: 1,
      status: 'mismatch' as const,
      expected: { caseNumber: 1, answer: '7', range: { start: 0, end: 9 } },
      actual: '9',
    };
    assert.equal(expectedView(comparison, undefined), undefined);
    assert.deepEqual(expectedView(comparison, 'a.out'), { answer: '7', status: 'mismatch', fileName: 'a.out' });
  });

  it("builds the case message: the format's case view, the verdict, the expected and the program's answers", () => {
    assert.deepEqual(caseMessage({ uri: 'u', case: undefined, verdict: { state: 'none' } }), {
      type: 'case',
      uri: 'u',
      caseView: null,
      verdict: { state: 'none' },
    });
    const expected = { answer: '2', status: 'match' as const, fileName: 'a.out' };
    assert.deepEqual(
      caseMessage({ uri: 'u', case: parsed.cases[0], verdict: answered, expected, submitted: { answer: undefined, expected: '2' } }),
      {
        type: 'case',
        uri: 'u',
        caseView: {
          kind: 'holedox',
          number: 1,
          rows: 3,
          cols: 3,
          body: [
            { row: 1, col: 2 },
            { row: 1, col: 3 },
          ],
          stones: [],
        },
        verdict: answered,
        expected,
        submitted: { answer: null, expected: '2' },
      },
    );
    const bad = caseMessage({ uri: 'u', case: parsed.cases[1], verdict: { state: 'solving' } });
    assert.deepEqual(bad.caseView, {
      kind: 'holedox',
      number: 2,
      rows: 2,
      cols: 2,
      body: [
        { row: 2, col: 1 },
        { row: 2, col: 2 },
      ],
      stones: [{ row: 2, col: 2 }],
      problem: english(parsed.cases[1]?.problem?.message),
    });
    assert.equal('expected' in bad || 'submitted' in bad, false);
  });

  it('titles the panel with its file, and says when it is locked', () => {
    assert.equal(panelTitle('a.holedox', false), 'Puzzle · a.holedox');
    assert.equal(panelTitle('a.holedox', true), 'Puzzle · a.holedox (locked)');
    assert.equal(panelTitle(undefined, false), 'Puzzle');
  });

  // Offsets: line 1 "1 2" is 6..9, line 2 "1 3" is 10..13, line 4 "2 2 2" is 16..21.
  it('finds the square the token under the cursor defines, or none off a token', () => {
    assert.deepEqual(highlightAt(parsed.cases, 7), { caseNumber: 1, cell: { row: 1, col: 2 } });
    assert.deepEqual(highlightAt(parsed.cases, 10), { caseNumber: 1, cell: { row: 1, col: 3 } });
    assert.deepEqual(highlightAt(parsed.cases, 0), { caseNumber: 1, cell: null });
    assert.equal(highlightAt([], 0), undefined);
  });

  it('finds where the file defines a square, and where a case’s header is', () => {
    assert.deepEqual(cellTokenRange(parsed.cases, 1, { row: 1, col: 3 }), { start: 10, end: 13 });
    assert.equal(cellTokenRange(parsed.cases, 1, { row: 3, col: 3 }), undefined);
    assert.equal(cellTokenRange(parsed.cases, 9, { row: 1, col: 3 }), undefined);
    assert.deepEqual(caseHeaderRange(parsed.cases, 2), { start: 16, end: 21 });
    assert.equal(caseHeaderRange(parsed.cases, 9), undefined);
  });
});

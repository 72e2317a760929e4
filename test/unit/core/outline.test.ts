import assert from 'node:assert/strict';
import {
  caseAloneEntry,
  caseDetail,
  caseFoldingRanges,
  caseGroupEntries,
  caseGroupSize,
  caseLabel,
  caseNumbered,
  caseNumbersWords,
  caseNumberIn,
  caseTyped,
  outlineOf,
  type OutlineEntry,
} from '../../../src/core/outline';
import type { PuzzleCase } from '../../../src/core/formats/registry';
import { parsePuzzle } from '../../../src/core/puzzleFile';
import { LineIndex } from '../../../src/core/text';
import { readFixture, showRange } from '../helpers/fixtures';

/** Each entry as `name · detail @ range`, nested. */
function render(text: string, entries: readonly OutlineEntry[], indent = ''): string[] {
  return entries.flatMap((e) => [
    `${indent}${e.kind} ${e.name}${e.detail ? ` [${e.detail}]` : ''} @ ${showRange(text, e.range)} sel ${showRange(text, e.selectionRange)}`,
    ...render(text, e.children, `${indent}  `),
  ]);
}

describe('outlineOf', () => {
  it('lists Holedox cases with their body and stones', () => {
    const text = readFixture('sample.holedox');
    assert.deepEqual(render(text, outlineOf(parsePuzzle(text, 'holedox'))), [
      'case Case 1 · 5×6 · L=4 @ 1:1-9:4 sel 1:1-1:6',
      '  body body [4 blocks] @ 2:1-5:4 sel 2:1-2:4',
      '    block B1 [(4, 1)] @ 2:1-2:4 sel 2:1-2:4',
      '    block B2 [(4, 2)] @ 3:1-3:4 sel 3:1-3:4',
      '    block B3 [(3, 2)] @ 4:1-4:4 sel 4:1-4:4',
      '    block B4 [(3, 1)] @ 5:1-5:4 sel 5:1-5:4',
      '  stones stones [K = 3] @ 6:1-9:4 sel 6:1-6:2',
      '    stone (2, 3) @ 7:1-7:4 sel 7:1-7:4',
      '    stone (3, 3) @ 8:1-8:4 sel 8:1-8:4',
      '    stone (3, 4) @ 9:1-9:4 sel 9:1-9:4',
      'case Case 2 · 4×4 · L=4 @ 11:1-21:4 sel 11:1-11:6',
      '  body body [4 blocks] @ 12:1-15:4 sel 12:1-12:4',
      '    block B1 [(2, 3)] @ 12:1-12:4 sel 12:1-12:4',
      '    block B2 [(1, 3)] @ 13:1-13:4 sel 13:1-13:4',
      '    block B3 [(1, 4)] @ 14:1-14:4 sel 14:1-14:4',
      '    block B4 [(2, 4)] @ 15:1-15:4 sel 15:1-15:4',
      '  stones stones [K = 4] @ 16:1-21:4 sel 16:1-16:2',
      '    stone (2, 1) @ 18:1-18:4 sel 18:1-18:4',
      '    stone (2, 2) @ 19:1-19:4 sel 19:1-19:4',
      '    stone (3, 4) @ 20:1-20:4 sel 20:1-20:4',
      '    stone (4, 2) @ 21:1-21:4 sel 21:1-21:4',
    ]);
  });

  it('lists Tempter cases with their rows, and marks a case that cannot be solved', () => {
    const text = '2 2 1\nSD\n..\n1 2 1\nS.\n0 0 0\n';
    assert.deepEqual(render(text, outlineOf(parsePuzzle(text, 'tempter'))), [
      'case Case 1 · 2×2 · T=1 @ 1:1-3:3 sel 1:1-1:6',
      '  row row 1 [SD] @ 2:1-2:3 sel 2:1-2:3',
      '  row row 2 [..] @ 3:1-3:3 sel 3:1-3:3',
      'case Case 2 · 1×2 · T=1 [not solvable] @ 4:1-5:3 sel 4:1-4:6',
      '  row row 1 [S.] @ 5:1-5:3 sel 5:1-5:3',
    ]);
  });

  it("lists the cases alone past partsUpTo cases, each as Case N at the full outline's ranges", () => {
    for (const [name, format] of [
      ['sample.holedox', 'holedox'],
      ['sample.tempter', 'tempter'],
    ] as const) {
      const parsed = parsePuzzle(readFixture(name), format);
      const full = outlineOf(parsed);
      assert.deepEqual(outlineOf(parsed, 2), full);
      assert.deepEqual(
        outlineOf(parsed, 1),
        full.map((e, k) => ({ ...e, name: `Case ${k + 1}`, children: [] })),
      );
      assert.ok(full.every((e) => e.children.length > 0));
    }
  });

  it('names a case alone by its number, ASCII only, and keeps whether it can be solved', () => {
    const text = '2 2 1\nSD\n..\n1 2 1\nS.\n0 0 0\n';
    assert.deepEqual(render(text, outlineOf(parsePuzzle(text, 'tempter'), 1)), [
      'case Case 1 @ 1:1-3:3 sel 1:1-1:6',
      'case Case 2 [not solvable] @ 4:1-5:3 sel 4:1-4:6',
    ]);
    const holedox = readFixture('sample.holedox');
    assert.deepEqual(
      render(
        holedox,
        parsePuzzle(holedox, 'holedox').cases.map((c) => caseAloneEntry(c)),
      ),
      ['case Case 1 @ 1:1-9:4 sel 1:1-1:6', 'case Case 2 @ 11:1-21:4 sel 11:1-11:6'],
    );
  });
});

/** `count` two-line Tempter cases; those numbered in `unsolvable` have no door. */
function tempterCases(count: number, unsolvable: readonly number[] = []): string {
  let text = '';
  for (let n = 1; n <= count; n++) text += unsolvable.includes(n) ? '1 2 1\nS.\n' : '1 2 1\nSD\n';
  return `${text}0 0 0\n`;
}

describe('the outline in zh-CN', () => {
  it('words the case labels, the body and stones, the rows and the unsolvable case; the coordinates stay', () => {
    const holedox = readFixture('sample.holedox');
    assert.deepEqual(render(holedox, outlineOf(parsePuzzle(holedox, 'holedox'), undefined, undefined, 'zh-cn')).slice(0, 3), [
      'case 用例 1 · 5×6 · L=4 @ 1:1-9:4 sel 1:1-1:6',
      '  body 蛇身 [4 节] @ 2:1-5:4 sel 2:1-2:4',
      '    block B1 [(4, 1)] @ 2:1-2:4 sel 2:1-2:4',
    ]);
    assert.equal(
      render(holedox, outlineOf(parsePuzzle(holedox, 'holedox'), undefined, undefined, 'zh-cn'))[6],
      '  stones 石头 [K = 3] @ 6:1-9:4 sel 6:1-6:2',
    );
    const text = '2 2 1\nSD\n..\n1 2 1\nS.\n0 0 0\n';
    const tempter = parsePuzzle(text, 'tempter');
    assert.deepEqual(render(text, outlineOf(tempter, undefined, undefined, 'zh-cn')), [
      'case 用例 1 · 2×2 · T=1 @ 1:1-3:3 sel 1:1-1:6',
      '  row 第 1 行 [SD] @ 2:1-2:3 sel 2:1-2:3',
      '  row 第 2 行 [..] @ 3:1-3:3 sel 3:1-3:3',
      'case 用例 2 · 1×2 · T=1 [无法求解] @ 4:1-5:3 sel 4:1-4:6',
      '  row 第 1 行 [S.] @ 5:1-5:3 sel 5:1-5:3',
    ]);
    assert.deepEqual(render(text, outlineOf(tempter, 1, undefined, 'zh-cn')), [
      'case 用例 1 @ 1:1-3:3 sel 1:1-1:6',
      'case 用例 2 [无法求解] @ 4:1-5:3 sel 4:1-4:6',
    ]);
    assert.deepEqual(
      tempter.cases.map((c) => [caseLabel(c, 'zh-cn'), caseDetail(c, 'zh-cn'), caseLabel(c)]),
      [
        ['用例 1 · 2×2 · T=1', '', 'Case 1 · 2×2 · T=1'],
        ['用例 2 · 1×2 · T=1', '无法求解', 'Case 2 · 1×2 · T=1'],
      ],
    );
  });

  it('words the groups of a huge document', () => {
    const text = tempterCases(201, [150, 151]);
    assert.deepEqual(render(text, caseGroupEntries(parsePuzzle(text, 'tempter').cases, undefined, 'zh-cn')), [
      'cases 用例 1\u2013100 @ 1:1-200:3 sel 1:1-1:6',
      'cases 用例 101\u2013200 [2 个无法求解] @ 201:1-400:3 sel 201:1-201:6',
      'cases 用例 201 @ 401:1-402:3 sel 401:1-401:6',
    ]);
  });
});

describe("a huge document's outline: groups of cases", () => {
  it('groups the cases a hundred at a time, each group spanning its cases, with how many cannot be solved', () => {
    const text = tempterCases(250, [150, 151, 250]);
    assert.deepEqual(render(text, caseGroupEntries(parsePuzzle(text, 'tempter').cases)), [
      'cases Cases 1\u2013100 @ 1:1-200:3 sel 1:1-1:6',
      'cases Cases 101\u2013200 [2 not solvable] @ 201:1-400:3 sel 201:1-201:6',
      'cases Cases 201\u2013250 [1 not solvable] @ 401:1-500:3 sel 401:1-401:6',
    ]);
  });

  it('names a last group of one case as that case', () => {
    const text = tempterCases(201);
    assert.deepEqual(render(text, caseGroupEntries(parsePuzzle(text, 'tempter').cases)).slice(1), [
      'cases Cases 101\u2013200 @ 201:1-400:3 sel 201:1-201:6',
      'cases Case 201 @ 401:1-402:3 sel 401:1-401:6',
    ]);
    assert.deepEqual(caseGroupEntries([]), []);
  });

  it('makes groups ten times bigger while there would be more than 500 of them', () => {
    assert.deepEqual(
      [0, 1, 5001, 50_000, 50_001, 500_000, 500_001].map((n) => caseGroupSize(n)),
      [100, 100, 100, 100, 1000, 1000, 10_000],
    );
    assert.equal(caseGroupSize(301, 3), 1000);
    assert.equal(caseGroupSize(300, 3), 100);
  });

  it('is what outlineOf lists past casesUpTo cases; up to it, the cases alone', () => {
    const text = tempterCases(250, [7]);
    const parsed = parsePuzzle(text, 'tempter');
    assert.deepEqual(outlineOf(parsed, 1, 249), caseGroupEntries(parsed.cases));
    assert.deepEqual(
      outlineOf(parsed, 1, 250),
      parsed.cases.map((c) => caseAloneEntry(c)),
    );
    assert.equal(outlineOf(parsed, 1, 250).length, 250);
  });
});

describe('a case by its number', () => {
  it('reads the number a query names, and nothing else', () => {
    assert.deepEqual(
      ['2345', 'Case 2345', ' case #12 ', 'CASE7', '#3', 'Cases 1', 'Case', '12a', '1.5', '', 'Case 2 · 4×4'].map(caseNumberIn),
      [2345, 2345, 12, 7, 3, undefined, undefined, undefined, undefined, undefined, undefined],
    );
  });

  it('finds the case numbered n, also where the cases are not numbered from 1', () => {
    const cases: readonly PuzzleCase[] = parsePuzzle(tempterCases(250), 'tempter').cases;
    assert.equal(caseNumbered(cases, 150), cases[149]);
    assert.equal(caseNumbered(cases, 150)?.number, 150);
    assert.equal(caseNumbered(cases, 0), undefined);
    assert.equal(caseNumbered(cases, 251), undefined);
    const later = cases.slice(100);
    assert.equal(caseNumbered(later, 150), cases[149]);
    assert.equal(caseNumbered(later, 50), undefined);
  });
});

describe('Go to Case: what was typed', () => {
  it('names the case typed, or says why there is none and which numbers there are', () => {
    const cases: readonly PuzzleCase[] = parsePuzzle(tempterCases(250), 'tempter').cases;
    const said = (text: string) => {
      const typed = caseTyped(text, cases);
      return 'found' in typed ? `found ${typed.found.number}` : typed.problem;
    };
    assert.deepEqual(['Case 7', '250', '251', '0', 'seven', ''].map(said), [
      'found 7',
      'found 250',
      'No case 251: cases 1 to 250.',
      'No case 0: cases 1 to 250.',
      'Type a case number, such as 12 or Case 12.',
      'Type a case number, such as 12 or Case 12.',
    ]);
    assert.equal(caseNumbersWords(cases.slice(0, 1)), 'case 1 only');
    assert.equal(caseNumbersWords([]), 'no cases');
  });
});

describe('caseFoldingRanges', () => {
  it('folds each case from its header line to its last line', () => {
    const text = readFixture('sample.holedox');
    assert.deepEqual(caseFoldingRanges(parsePuzzle(text, 'holedox'), new LineIndex(text)), [
      { startLine: 0, endLine: 8 },
      { startLine: 10, endLine: 20 },
    ]);
  });

  it('does not fold a case written on one line', () => {
    const text = '3 3 2 1 2 2 2 0\n0 0 0\n';
    assert.deepEqual(caseFoldingRanges(parsePuzzle(text, 'holedox'), new LineIndex(text)), []);
  });

  it('stops at max folds, the first ones, skipping the cases on one line as the whole list does', () => {
    // A one-line case between two folded ones: the max counts folds, not cases.
    const text = '3 3 2\n1 2\n2 2\n0\n3 3 2 1 2 2 2 0\n2 2 2\n1 2\n2 2\n0\n0 0 0\n';
    const all = caseFoldingRanges(parsePuzzle(text, 'holedox'), new LineIndex(text));
    assert.deepEqual(all, [
      { startLine: 0, endLine: 3 },
      { startLine: 5, endLine: 8 },
    ]);
    assert.deepEqual(caseFoldingRanges(parsePuzzle(text, 'holedox'), new LineIndex(text), 1), [{ startLine: 0, endLine: 3 }]);
    assert.deepEqual(caseFoldingRanges(parsePuzzle(text, 'holedox'), new LineIndex(text), 2), all);
    assert.deepEqual(caseFoldingRanges(parsePuzzle(text, 'holedox'), new LineIndex(text), 0), []);
  });
});

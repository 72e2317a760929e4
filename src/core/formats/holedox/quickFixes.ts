import { msg } from '../../l10n/message';
import type { Issue } from '../../issues';
import { at, lineEnding, nextTokenAfter, removalRange, tokensIn, type QuickFix } from '../../textEdits';
import type { HoledoxCase, HoledoxDocument } from './parse';

/** Fixes for the Holedox checks whose intent the file makes clear: a K or L that disagrees with the pairs listed. */
export function holedoxQuickFixes(text: string, document: HoledoxDocument, issue: Issue): QuickFix[] {
  switch (issue.code) {
    case 'holedox.missing-pairs':
      return missingPairsFixes(text, document, issue);
    case 'holedox.unexpected-tokens':
      return stonesAfterCaseFixes(text, document, issue);
    case 'holedox.count-mismatch':
      return countMismatchFixes(text, document, issue);
    case 'holedox.duplicate-stone':
      return duplicateStoneFixes(text, document, issue);
    default:
      return [];
  }
}

function missingPairsFixes(text: string, document: HoledoxDocument, issue: Issue): QuickFix[] {
  const c = caseOf(document, issue);
  if (!c || !endsCleanly(text, document, c)) return [];
  const eol = lineEnding(text);
  const lastBlock = c.bodyRanges.at(-1);
  if (c.body.length < c.length) {
    // The body stopped short at a header or the end of the file, so no K follows it either.
    const length = tokensIn(text, c.headerRange)[2];
    if (!lastBlock || !length) return [];
    const n = c.body.length;
    return [
      {
        title: msg('fix.holedox.set-length-add-k', { n }),
        edits: [
          { range: length, newText: String(n) },
          { range: at(lastBlock.end), newText: `${eol}0` },
        ],
      },
    ];
  }
  if (!c.stoneCountRange) {
    if (!lastBlock) return [];
    return [{ title: msg('fix.holedox.add-k'), edits: [{ range: at(lastBlock.end), newText: `${eol}0` }] }];
  }
  const n = c.stones.length;
  return [{ title: msg('fix.holedox.set-k', { n }), edits: [{ range: c.stoneCountRange, newText: String(n) }] }];
}

/** Integer pairs where the next header belongs are most likely stones K left out. */
function stonesAfterCaseFixes(text: string, document: HoledoxDocument, issue: Issue): QuickFix[] {
  const c = caseOf(document, issue);
  if (!c?.stoneCountRange) return [];
  if (nextTokenAfter(text, c.range.end) !== issue.range.start) return [];
  const tokens = tokensIn(text, issue.range);
  if (tokens.length === 0 || tokens.length % 2 !== 0) return [];
  if (!tokens.every((t) => /^[+-]?\d+$/.test(text.slice(t.start, t.end)))) return [];
  const k = c.stones.length + tokens.length / 2;
  const more = tokens.length / 2;
  return [
    {
      title: msg('fix.holedox.count-pairs-as-stones', { caseNumber: c.number, k, more }),
      edits: [{ range: c.stoneCountRange, newText: String(k) }],
    },
  ];
}

/** L or K disagrees with the pairs listed, every line of the case a pair: the count is what to change. */
function countMismatchFixes(text: string, document: HoledoxDocument, issue: Issue): QuickFix[] {
  const c = caseOf(document, issue);
  if (!c?.stoneCountRange) return [];
  const lines = c.bodyRanges.length + c.stoneRanges.length + 1;
  if (document.issues.some((i) => i.caseNumber === c.number && i.code !== 'holedox.count-mismatch') || lines === 0) return [];
  if (issue.range.start === c.stoneCountRange.start) {
    const k = c.stones.length;
    return [
      { title: msg('fix.holedox.set-case-k', { caseNumber: c.number, k }), edits: [{ range: c.stoneCountRange, newText: String(k) }] },
    ];
  }
  const n = c.body.length;
  if (!endsCleanly(text, document, c)) return [];
  return [{ title: msg('fix.holedox.set-case-length', { caseNumber: c.number, n }), edits: [{ range: issue.range, newText: String(n) }] }];
}

function duplicateStoneFixes(text: string, document: HoledoxDocument, issue: Issue): QuickFix[] {
  const c = caseOf(document, issue);
  const k = c?.stoneRanges.findIndex((r) => r.start === issue.range.start && r.end === issue.range.end) ?? -1;
  const stone = c?.stones[k];
  if (!c?.stoneCountRange || !stone) return [];
  const n = c.stones.length - 1;
  return [
    {
      title: msg('fix.holedox.remove-duplicate', { cell: stone, n }),
      edits: [
        { range: c.stoneCountRange, newText: String(n) },
        { range: removalRange(text, issue.range), newText: '' },
      ],
    },
  ];
}

function caseOf(document: HoledoxDocument, issue: Issue): HoledoxCase | undefined {
  return document.cases.find((c) => c.number === issue.caseNumber);
}

/**
 * Whether nothing stray follows the case before the next case, the terminator or the end
 * of the file: a lone token left over (half a pair) would make a changed count misread it.
 */
function endsCleanly(text: string, document: HoledoxDocument, c: HoledoxCase): boolean {
  const next = nextTokenAfter(text, c.range.end);
  return next === text.length || next === document.cases[c.number]?.range.start || next === document.terminator?.start;
}

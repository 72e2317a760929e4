import type { HoledoxCase, HoledoxDocument } from './formats/holedox/parse';
import type { Issue } from './issues';
import { parsePuzzle, type PuzzleDocument } from './puzzleFile';
import type { TempterDocument } from './formats/tempter/parse';
import type { TextRange } from './text';

export interface TextEdit {
  readonly range: TextRange;
  readonly newText: string;
}

/** One way to fix an issue: edits that do not overlap, all against the same text. */
export interface QuickFix {
  readonly title: string;
  readonly edits: readonly TextEdit[];
}

/**
 * The fixes for an issue where the intent is clear from the file itself (a count that
 * disagrees with the pairs listed, a missing terminator, a row one square short), and
 * none where the user has to decide. `document` must be `text` parsed.
 */
export function quickFixesFor(text: string, document: PuzzleDocument, issue: Issue): QuickFix[] {
  switch (issue.code) {
    case 'holedox.missing-pairs':
      return document.format === 'holedox' ? missingPairsFixes(text, document, issue) : [];
    case 'holedox.unexpected-tokens':
      return document.format === 'holedox' ? stonesAfterCaseFixes(text, document, issue) : [];
    case 'holedox.duplicate-stone':
      return document.format === 'holedox' ? duplicateStoneFixes(text, document, issue) : [];
    case 'tempter.row-width':
      return document.format === 'tempter' ? rowWidthFixes(document, issue) : [];
    case 'holedox.missing-terminator':
    case 'tempter.missing-terminator':
      return terminatorFixes(text, document);
    case 'holedox.content-after-terminator':
    case 'tempter.content-after-terminator':
      return contentAfterTerminatorFixes(text, document);
    default:
      return [];
  }
}

/** Applies non-overlapping edits to text, as an editor would. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => b.range.start - a.range.start);
  let result = text;
  for (const edit of sorted) result = result.slice(0, edit.range.start) + edit.newText + result.slice(edit.range.end);
  return result;
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
        title: `Set L to ${n} (the body blocks listed) and add K = 0`,
        edits: [
          { range: length, newText: String(n) },
          { range: at(lastBlock.end), newText: `${eol}0` },
        ],
      },
    ];
  }
  if (!c.stoneCountRange) {
    if (!lastBlock) return [];
    return [{ title: 'Add the stone count K = 0 (no stones)', edits: [{ range: at(lastBlock.end), newText: `${eol}0` }] }];
  }
  const n = c.stones.length;
  return [{ title: `Set K to ${n} (the stone pairs listed)`, edits: [{ range: c.stoneCountRange, newText: String(n) }] }];
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
      title: `Set K of case ${c.number} to ${k} (count the ${more === 1 ? 'pair' : `${more} pairs`} after it as stones)`,
      edits: [{ range: c.stoneCountRange, newText: String(k) }],
    },
  ];
}

function duplicateStoneFixes(text: string, document: HoledoxDocument, issue: Issue): QuickFix[] {
  const c = caseOf(document, issue);
  const k = c?.stoneRanges.findIndex((r) => r.start === issue.range.start && r.end === issue.range.end) ?? -1;
  const stone = c?.stones[k];
  if (!c?.stoneCountRange || !stone) return [];
  const n = c.stones.length - 1;
  return [
    {
      title: `Remove the duplicate stone (${stone.row}, ${stone.col}) and set K to ${n}`,
      edits: [
        { range: c.stoneCountRange, newText: String(n) },
        { range: removalRange(text, issue.range), newText: '' },
      ],
    },
  ];
}

function rowWidthFixes(document: TempterDocument, issue: Issue): QuickFix[] {
  const c = document.cases.find((k) => k.number === issue.caseNumber);
  const r = c?.rowRanges.findIndex((range) => range.start === issue.range.start && range.end === issue.range.end) ?? -1;
  const row = c?.grid[r];
  if (!c || row === undefined || c.cols <= 0) return [];
  const end = issue.range.end;
  if (row.length < c.cols)
    return [
      {
        title: `Pad row ${r + 1} with '.' to M = ${c.cols} squares`,
        edits: [{ range: at(end), newText: '.'.repeat(c.cols - row.length) }],
      },
    ];
  // Trimming away the start or the door would trade this error for a worse one.
  if (/[SD]/.test(row.slice(c.cols))) return [];
  return [{ title: `Trim row ${r + 1} to M = ${c.cols} squares`, edits: [{ range: { start: issue.range.start + c.cols, end }, newText: '' } ] }];
}

function terminatorFixes(text: string, document: PuzzleDocument): QuickFix[] {
  const eol = lineEnding(text);
  const separator = text.length === 0 || /[\n\r]$/.test(text) ? '' : eol;
  const edit = { range: at(text.length), newText: `${separator}0 0 0${eol}` };
  // A file cut off inside a case laid out on one line would read '0 0 0' as more of the case.
  if (parsePuzzle(applyEdits(text, [edit]), document.format).terminator === undefined) return [];
  return [{ title: "Add the terminator '0 0 0'", edits: [edit] }];
}

function contentAfterTerminatorFixes(text: string, document: PuzzleDocument): QuickFix[] {
  const terminator = document.terminator;
  if (!terminator) return [];
  const newText = /[\n\r]$/.test(text) ? lineEnding(text) : '';
  return [{ title: "Remove everything after the terminator '0 0 0'", edits: [{ range: { start: terminator.end, end: text.length }, newText }] }];
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

function tokensIn(text: string, range: TextRange): TextRange[] {
  const tokens: TextRange[] = [];
  const pattern = /\S+/g;
  pattern.lastIndex = range.start;
  for (let match = pattern.exec(text); match && match.index < range.end; match = pattern.exec(text))
    tokens.push({ start: match.index, end: Math.min(match.index + match[0].length, range.end) });
  return tokens;
}

function nextTokenAfter(text: string, offset: number): number {
  const pattern = /\S/g;
  pattern.lastIndex = offset;
  return pattern.exec(text)?.index ?? text.length;
}

/** A pair alone on its line goes with its line; one sharing a line goes with the space before it. */
function removalRange(text: string, range: TextRange): TextRange {
  const lineStart = text.lastIndexOf('\n', range.start - 1) + 1;
  const newline = text.indexOf('\n', range.end);
  const lineEnd = newline === -1 ? text.length : newline + 1;
  const before = text.slice(lineStart, range.start);
  const after = text.slice(range.end, lineEnd);
  if (/^[ \t]*$/.test(before) && /^\s*$/.test(after)) return { start: lineStart, end: lineEnd };
  let start = range.start;
  while (start > 0 && /[ \t]/.test(text[start - 1] ?? '')) start--;
  return { start, end: range.end };
}

function lineEnding(text: string): string {
  return text.includes('\r\n') ? '\r\n' : '\n';
}

function at(offset: number): TextRange {
  return { start: offset, end: offset };
}

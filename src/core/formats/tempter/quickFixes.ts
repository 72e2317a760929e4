import { msg } from '../../l10n/message';
import type { Issue } from '../../issues';
import { at, type QuickFix } from '../../textEdits';
import type { TempterDocument } from './parse';

/** Fixes for the Tempter checks whose intent the file makes clear: a row one square short or long. */
export function tempterQuickFixes(_text: string, document: TempterDocument, issue: Issue): QuickFix[] {
  return issue.code === 'tempter.row-width' ? rowWidthFixes(document, issue) : [];
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
        title: msg('fix.tempter.pad-row', { row: r + 1, cols: c.cols }),
        edits: [{ range: at(end), newText: '.'.repeat(c.cols - row.length) }],
      },
    ];
  // Trimming away the start or the door would trade this error for a worse one.
  if (/[SD]/.test(row.slice(c.cols))) return [];
  return [
    {
      title: msg('fix.tempter.trim-row', { row: r + 1, cols: c.cols }),
      edits: [{ range: { start: issue.range.start + c.cols, end }, newText: '' }],
    },
  ];
}

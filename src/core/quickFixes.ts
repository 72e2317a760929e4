import { msg } from './l10n/message';
import { formatById, type PuzzleDocument } from './formats/registry';
import type { Issue } from './issues';
import { applyEdits, at, lineEnding, type QuickFix } from './textEdits';

export { applyEdits, type QuickFix, type TextEdit } from './textEdits';

/**
 * The fixes for an issue where the intent is clear from the file itself (a count that
 * disagrees with the pairs listed, a missing terminator, a row one square short), and
 * none where the user has to decide. `document` must be `text` parsed.
 */
export function quickFixesFor(text: string, document: PuzzleDocument, issue: Issue): QuickFix[] {
  switch (issue.code) {
    case 'holedox.missing-terminator':
    case 'tempter.missing-terminator':
      return terminatorFixes(text, document);
    case 'holedox.content-after-terminator':
    case 'tempter.content-after-terminator':
      return contentAfterTerminatorFixes(text, document);
    default:
      return formatById(document.format).quickFixes(text, document, issue);
  }
}

function terminatorFixes(text: string, document: PuzzleDocument): QuickFix[] {
  const eol = lineEnding(text);
  const separator = text.length === 0 || /[\n\r]$/.test(text) ? '' : eol;
  const edit = { range: at(text.length), newText: `${separator}0 0 0${eol}` };
  // A file cut off inside a case laid out on one line would read '0 0 0' as more of the case.
  if (formatById(document.format).parse(applyEdits(text, [edit])).terminator === undefined) return [];
  return [{ title: msg('fix.add-terminator'), edits: [edit] }];
}

function contentAfterTerminatorFixes(text: string, document: PuzzleDocument): QuickFix[] {
  const terminator = document.terminator;
  if (!terminator) return [];
  const newText = /[\n\r]$/.test(text) ? lineEnding(text) : '';
  return [{ title: msg('fix.remove-after-terminator'), edits: [{ range: { start: terminator.end, end: text.length }, newText }] }];
}

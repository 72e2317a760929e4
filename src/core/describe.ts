import { described, type Description } from './description';
import { msg } from './l10n/message';
import { formatOf, type PuzzleCase, type PuzzleDocument } from './formats/registry';

export { described, type Description } from './description';

/**
 * Says what the token under `offset` is (a header, a body block, a stone, a maze square),
 * from the parsed ranges alone, so hovers agree with the diagnostics. Undefined between
 * tokens and on text no case claims.
 */
export function describeAt(text: string, document: PuzzleDocument, offset: number): Description | undefined {
  const terminator = document.terminator;
  if (terminator && offset >= terminator.start && offset < terminator.end) return described(terminator, msg('hover.terminator'));
  const c = caseAt<PuzzleCase>(document.cases, offset);
  return c && formatOf(c).describe(text, c, offset);
}

/** The case whose text holds `offset`, if any. */
export function caseAt<C extends PuzzleCase>(cases: readonly C[], offset: number): C | undefined {
  // Cases are in text order: a binary search keeps hovering cheap in a file of thousands.
  let lo = 0;
  let hi = cases.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = cases[mid];
    if (!c) return undefined;
    if (offset < c.range.start) hi = mid - 1;
    else if (offset >= c.range.end) lo = mid + 1;
    else return c;
  }
  return undefined;
}

/** The case whose text holds (or last precedes) `offset`; the first case before any. */
export function caseNear<C extends PuzzleCase>(cases: readonly C[], offset: number): C | undefined {
  // Binary search, as caseAt: the cursor moves often in files of thousands of cases.
  let lo = 0;
  let hi = cases.length - 1;
  let found: C | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = cases[mid];
    if (!c) break;
    if (c.range.start <= offset) {
      found = c;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found ?? cases[0];
}

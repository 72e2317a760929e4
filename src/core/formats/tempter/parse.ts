import type { Cell } from '../../geometry';
import { abbreviate, capFileIssues, CaseIssues, contentAfterTerminator, makeIssue, missingCount, type Issue } from '../../issues';
import type { TextRange } from '../../text';
import { WINDOW_BACKOFF_ITEMS, type TextWindow } from '../../textWindow';
import { TokenList } from '../../tokens';
import { TempterCaseRecord } from './caseRecord';
import { sideBeyondJudgeLimits, sideWithinJudgeLimits, timeBeyondJudgeLimits, timeWithinJudgeLimits } from './limits';
import type { TempterPuzzle } from './puzzle';

export interface TempterCase extends TempterPuzzle {
  /** Which format read it: consumers dispatch on this, never on which fields a case has. */
  readonly format: 'tempter';
  /** 1-based, counting every case header. */
  readonly number: number;
  readonly range: TextRange;
  readonly headerRange: TextRange;
  /** One per row read; fewer than `rows` when rows are missing. */
  readonly rowRanges: readonly TextRange[];
  readonly start?: Cell;
  readonly door?: Cell;
  /** The first error of this case: why it cannot be solved. Absent for a solvable case. */
  readonly problem?: Issue;
}

export interface TempterDocument {
  readonly format: 'tempter';
  readonly cases: readonly TempterCase[];
  readonly issues: readonly Issue[];
  readonly terminator?: TextRange;
}

/**
 * Reads a Tempter file as the judge does: a header of three integers, then N row tokens
 * (scanf's %s). Rows are never numbers, so a number where a row belongs starts the next
 * case: that is where the parser resumes after a short case. Never throws.
 */
export function parseTempter(text: string): TempterDocument {
  const { document } = parseTempterWindow(text);
  return { ...document, issues: capFileIssues(document.issues as Issue[]) };
}

/** What the parser knows between cases: enough to resume reading at a case boundary in another window. */
export interface TempterResumeState {
  readonly nextCaseNumber: number;
  /** `complete`: every row it announces was read. */
  readonly previousCase?: { readonly number: number; readonly rows: number; readonly headerRange: TextRange; readonly complete: boolean };
}

/**
 * Reads `text` as a window of a larger file (the CLI's streaming lane), or the whole file
 * when `window` is omitted; see parseHoledoxWindow for how a window ends and resumes.
 */
export function parseTempterWindow(
  text: string,
  window?: TextWindow<TempterResumeState>,
): { document: TempterDocument; resume?: { offset: number; state: TempterResumeState; settled: boolean } } {
  const t = new TokenList(text, window ?? { offsetBase: 0, lineBase: 0 });
  const issues: Issue[] = [];
  const cases: TempterCase[] = [];
  let terminator: TextRange | undefined;
  let pos = window ? t.firstAtOrAfter(window.startOffset) : 0;
  const firstCaseNumber = window?.resume?.nextCaseNumber ?? 1;
  const previousCase = (): TempterResumeState['previousCase'] => {
    const last = cases.at(-1);
    return last ? { number: last.number, rows: last.rows, headerRange: last.headerRange, complete: last.rowRanges.length === last.rows } : window?.resume?.previousCase;
  };
  const resumeState = (): TempterResumeState => {
    const previous = previousCase();
    return { nextCaseNumber: firstCaseNumber + cases.length, ...(previous ? { previousCase: previous } : {}) };
  };
  // Where the last item began, to cut a window there: it may go on past the window's end.
  // Where the last items began, to cut a window there (see the Holedox parser).
  const recent = [{ pos, issues: 0, cases: 0, state: resumeState(), looked: t.lookedAhead }];
  const span = (a: number, b: number): TextRange => ({ start: t.start(a), end: t.end(b) });
  const isNumber = (i: number) => Number.isFinite(t.integer(i));
  /** The next number: rows never are, so that is where a header can start again. */
  const skipToHeader = (from: number) => {
    let i = from;
    while (i < t.count && !isNumber(i)) i++;
    return i;
  };

  /** A line that reads as a maze row: one token, no digit in it. */
  const isRowLine = (i: number) => t.isFirstOnLine(i) && t.tokensOnLine(i) === 1 && !/[0-9\uFF10-\uFF19]/.test(t.textOf(i));
  /** The first line after the run of row lines starting at `from`. */
  const afterRows = (from: number) => {
    let i = from;
    while (i < t.count && isRowLine(i)) i++;
    return i;
  };
  const lineEnd = (i: number) => i + t.tokensOnLine(i);
  /** A case that cannot be read (a broken or missing header): it takes its number, so the next cases keep theirs. */
  const brokenCase = (issue: (number: number) => Issue, headerRange: TextRange, rowsFrom: number, rowsTo: number) => {
    const number = firstCaseNumber + cases.length;
    const problem = issue(number);
    issues.push(problem);
    const rowRanges: TextRange[] = [];
    const grid: string[] = [];
    for (let i = rowsFrom; i < rowsTo; i++) {
      rowRanges.push(span(i, i));
      grid.push(t.textOf(i));
    }
    const end = rowRanges.at(-1)?.end ?? headerRange.end;
    cases.push(TempterCaseRecord.of({ format: 'tempter', number, rows: grid.length, cols: grid[0]?.length ?? 0, time: 0, grid, range: { start: headerRange.start, end }, headerRange, rowRanges, problem }));
  };

  while (pos < t.count) {
    recent.push({ pos, issues: issues.length, cases: cases.length, state: resumeState(), looked: t.lookedAhead });
    if (recent.length > WINDOW_BACKOFF_ITEMS) recent.shift();
    const headerStart = pos;
    // Laid out by lines, the shape of a line where a header belongs tells a broken header (it is
    // followed by rows: a case, which takes its number) from a stray line or a lost header.
    if (t.isFirstOnLine(pos) && !t.startsHeaderLine(pos) && t.tokensOnLine(pos) <= 4 && !isRowLine(pos)) {
      const rowsFrom = lineEnd(pos);
      const rowsTo = afterRows(rowsFrom);
      const lineRange = span(pos, rowsFrom - 1);
      const found = abbreviate(t.slice(lineRange.start, lineRange.end));
      const bad = (() => {
        for (let i = pos; i < rowsFrom; i++) if (!isNumber(i)) return i;
        return -1;
      })();
      if (rowsTo > rowsFrom) {
        brokenCase(
          (number) =>
            bad >= 0
              ? makeIssue('tempter.not-an-integer', `expected a case header 'N M T' of integers; found '${abbreviate(t.textOf(bad))}'`, span(bad, bad), { caseNumber: number })
              : makeIssue('tempter.line-shape', `expected a case header 'N M T' of three numbers; found ${rowsFrom - pos}: '${found}'`, lineRange, { caseNumber: number }),
          lineRange,
          rowsFrom,
          rowsTo,
        );
        pos = rowsTo;
        continue;
      }
      if (rowsFrom < t.count) {
        issues.push(makeIssue('tempter.line-shape', `expected a case header 'N M T' or the terminator '0 0 0'; found '${found}'`, lineRange));
        pos = rowsFrom;
        continue;
      }
    }
    // A header line straight before another, rows after that one (a doubled line): no case of its own.
    if (t.isFirstOnLine(pos) && t.startsHeaderLine(pos) && t.integer(pos) > 0 && t.startsHeaderLine(pos + 3) && isRowLine(pos + 6)) {
      issues.push(makeIssue('tempter.line-shape', `case header '${abbreviate(t.slice(t.start(pos), t.end(pos + 2)))}' has no case after it: the next line is another header`, span(pos, pos + 2)));
      pos += 3;
      continue;
    }
    // Rows with no header, a maze of their own (an S and a D) after a whole case: the header is lost.
    if (isRowLine(pos) && (firstCaseNumber + cases.length === 1 || previousCase()?.complete === true)) {
      const rowsTo = afterRows(pos);
      let text = '';
      for (let i = pos; i < rowsTo; i++) text += t.textOf(i);
      // Two rows at least (the judge's N > 1): a doubled row is one extra row, not a case.
      if (rowsTo - pos >= 2 && text.includes('S') && text.includes('D')) {
        brokenCase(
          (number) =>
            makeIssue('tempter.line-shape', `expected a case header 'N M T'; found the row '${abbreviate(t.textOf(pos))}': is case ${number}'s header missing?`, span(pos, pos), { caseNumber: number }),
          span(pos, pos),
          pos,
          rowsTo,
        );
        pos = rowsTo;
        continue;
      }
    }
    if (!isNumber(pos)) {
      // A row where a header belongs: the previous case has more rows than N says.
      const end = skipToHeader(pos) - 1;
      const previous = previousCase();
      issues.push(
        previous
          ? makeIssue(
              'tempter.extra-row',
              `'${abbreviate(t.textOf(pos))}' is a row after case ${previous.number}'s N = ${previous.rows} rows: expected a case header 'N M T' or '0 0 0'`,
              span(pos, end),
              { caseNumber: previous.number, related: [{ message: `case ${previous.number} starts here`, range: previous.headerRange }] },
            )
          : makeIssue('tempter.not-an-integer', `expected a case header 'N M T'; found '${abbreviate(t.textOf(pos))}'`, span(pos, end)),
      );
      pos = end + 1;
      continue;
    }
    let headerCount = 1;
    while (headerCount < 3 && pos + headerCount < t.count && isNumber(pos + headerCount)) headerCount++;
    if (headerCount < 3) {
      const next = pos + headerCount;
      if (next >= t.count) {
        issues.push(
          makeIssue(
            'tempter.incomplete-header',
            `the file ends inside a case header: found ${headerCount} of the 3 numbers 'N M T'`,
            span(pos, t.count - 1),
          ),
        );
        pos = t.count;
      } else {
        issues.push(
          makeIssue('tempter.not-an-integer', `expected a case header 'N M T' of three integers; found '${abbreviate(t.textOf(next))}'`, span(next, next)),
        );
        pos = t.nextHeaderLineAfter(next);
      }
      continue;
    }
    const rows = t.integer(pos);
    const cols = t.integer(pos + 1);
    const time = t.integer(pos + 2);
    if (rows === 0 && cols === 0 && time === 0) {
      terminator = span(pos, pos + 2);
      pos += 3;
      if (pos < t.count)
        issues.push(contentAfterTerminator('tempter', span(pos, t.count - 1)));
      break;
    }
    const number = firstCaseNumber + cases.length;
    const rowsShown = t.shown(headerStart);
    const headerRange = span(headerStart, headerStart + 2);
    const caseIssues = new CaseIssues();
    const extra = { caseNumber: number };
    const headerToken = (k: number): TextRange => span(headerStart + k, headerStart + k);
    (
      [
        ['N', rows, 'row'],
        ['M', cols, 'column'],
      ] as const
    ).forEach(([name, value, unit], k) => {
      if (value <= 0)
        caseIssues.push(makeIssue('tempter.size-not-positive', `${name} = ${t.shown(headerStart + k)}: the maze needs at least one ${unit}`, headerToken(k), extra));
      else if (!sideWithinJudgeLimits(value)) caseIssues.push(sideBeyondJudgeLimits(name, t.shown(headerStart + k), headerToken(k), number));
    });
    if (time < 0)
      caseIssues.push(makeIssue('tempter.size-not-positive', `T = ${t.shown(headerStart + 2)}: the door cannot open before time 0`, headerToken(2), extra));
    else if (!timeWithinJudgeLimits(time)) caseIssues.push(timeBeyondJudgeLimits(t.shown(headerStart + 2), headerToken(2), number));
    pos += 3;

    const grid: string[] = [];
    const rowRanges: TextRange[] = [];
    const starts: number[] = [];
    const doors: number[] = [];
    // Read rows until N are in, or a number says the next case has begun.
    const wanted = rows > 0 ? rows : 0;
    const byLines = t.isFirstOnLine(headerStart) && t.tokensOnLine(headerStart) === 3;
    while (grid.length < wanted && pos < t.count) {
      if (isNumber(pos)) {
        // Laid out by lines, a line of numbers among the rows that is no header is a mistyped row.
        const next = lineEnd(pos);
        const mistyped =
          byLines &&
          t.isFirstOnLine(pos) &&
          !t.startsHeaderLine(pos) &&
          (isRowLine(next) || (grid.length + 1 === wanted && (next >= t.count || t.startsHeaderLine(next))));
        if (!mistyped) break;
        const line = span(pos, next - 1);
        caseIssues.push(
          makeIssue('tempter.line-shape', `expected row ${grid.length + 1} of N = ${rows}, a row of S, D, X and .; found '${abbreviate(t.slice(line.start, line.end))}'`, line, extra),
        );
        rowRanges.push(line);
        grid.push(t.slice(line.start, line.end));
        pos = next;
        continue;
      }
      const row = t.textOf(pos);
      const rowStart = t.start(pos);
      rowRanges.push(span(pos, pos));
      let bad = 0;
      // A square is a character, so one outside the BMP (two UTF-16 units) is one square.
      let squares = 0;
      for (let k = 0; k < row.length; k++, squares++) {
        const ch = row[k];
        if (ch === 'S') starts.push(rowStart + k);
        else if (ch === 'D') doors.push(rowStart + k);
        else if (ch !== 'X' && ch !== '.') {
          const units = (row.codePointAt(k) ?? 0) > 0xffff ? 2 : 1;
          bad++;
          if (bad <= 3)
            caseIssues.push(
              makeIssue(
                'tempter.bad-character',
                `'${abbreviate(row.slice(k, k + units))}' is not a maze square: expected S, D, X or .`,
                { start: rowStart + k, end: rowStart + k + units },
                extra,
              ),
            );
          k += units - 1;
        }
      }
      if (cols > 0 && squares !== cols)
        caseIssues.push(
          makeIssue(
            'tempter.row-width',
            `row ${grid.length + 1} has ${squares} squares; M = ${t.shown(headerStart + 1)} expected`,
            span(pos, pos),
            { caseNumber: number, related: [{ message: `M = ${t.shown(headerStart + 1)} is set here`, range: headerToken(1) }] },
          ),
        );
      grid.push(row);
      pos++;
    }
    if (grid.length < wanted) {
      const where = pos >= t.count ? 'the file ends' : `the next case header on line ${t.line(pos) + 1} begins`;
      caseIssues.push(
        makeIssue(
          'tempter.missing-rows',
          `case ${number} announces N = ${rowsShown} rows but ${where} after ${grid.length}: ${missingCount(rowsShown, grid.length)} missing`,
          headerRange,
          extra,
        ),
      );
    }
    const cellAt = (offset: number): Cell | undefined => {
      for (let r = 0; r < rowRanges.length; r++) {
        const range = rowRanges[r];
        if (range && offset >= range.start && offset < range.end) return { row: r + 1, col: offset - range.start + 1 };
      }
      return undefined;
    };
    const complete = grid.length === wanted;
    if (complete) {
      const squares = [
        ['S', 'start', starts, 'tempter.no-start', 'tempter.several-starts'],
        ['D', 'door', doors, 'tempter.no-door', 'tempter.several-doors'],
      ] as const;
      for (const [letter, name, offsets, none, several] of squares) {
        // A mistyped row may have held it: that row's diagnostic says enough.
        if (offsets.length === 0 && wanted > 0 && !caseIssues.some((i) => i.code === 'tempter.line-shape'))
          caseIssues.push(makeIssue(none, `case ${number} has no ${name} square '${letter}'`, headerRange, extra));
        const first = offsets[0];
        for (const offset of offsets.slice(1))
          caseIssues.push(
            makeIssue(several, `a second ${name} square '${letter}': a maze has exactly one`, { start: offset, end: offset + 1 }, {
              caseNumber: number,
              ...(first === undefined ? {} : { related: [{ message: `the first '${letter}' is here`, range: { start: first, end: first + 1 } }] }),
            }),
          );
      }
    }
    const draft: { -readonly [K in keyof TempterCase]: TempterCase[K] } = {
      format: 'tempter',
      number,
      rows,
      cols,
      time,
      grid,
      range: { start: headerRange.start, end: rowRanges.at(-1)?.end ?? headerRange.end },
      headerRange,
      rowRanges,
    };
    const start = starts[0] === undefined ? undefined : cellAt(starts[0]);
    const door = doors[0] === undefined ? undefined : cellAt(doors[0]);
    if (start) draft.start = start;
    if (door) draft.door = door;
    const problem = caseIssues.firstError();
    if (problem) draft.problem = problem;
    for (const issue of caseIssues.list()) issues.push(issue);
    cases.push(TempterCaseRecord.of(draft));
  }
  if (terminator === undefined && window && !window.final) {
    const lastItem = recent[0] ?? { pos, issues: 0, cases: 0, state: resumeState(), looked: t.lookedAhead };
    issues.length = lastItem.issues;
    cases.length = lastItem.cases;
    return { document: { format: 'tempter', cases, issues }, resume: { offset: t.start(lastItem.pos), state: lastItem.state, settled: t.settledBefore(lastItem.looked) } };
  }
  if (terminator === undefined)
    issues.push(
      makeIssue('tempter.missing-terminator', "the file does not end with the terminator '0 0 0'", { start: t.endOffset, end: t.endOffset }),
    );
  const document: { -readonly [K in keyof TempterDocument]: TempterDocument[K] } = { format: 'tempter', cases, issues };
  if (terminator) document.terminator = terminator;
  return { document };
}

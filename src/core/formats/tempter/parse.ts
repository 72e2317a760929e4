import type { Cell } from '../../geometry';
import { makeIssue } from './issueCodes';
import { abbreviate, CaseIssues, incompleteHeader, missingCount, withFileIssuesCapped, type Issue } from '../../issues';
import { msg } from '../../l10n/message';
import type { TextRange } from '../../text';
import type { CaseBase, FormatDocument, WindowReading } from '../format';
import type { TextWindow } from '../../textWindow';
import { ItemStarts, readTerminator } from '../windowReading';
import { TokenList } from '../../tokens';
import { TempterCaseRecord } from './caseRecord';
import { sideBeyondJudgeLimits, sideWithinJudgeLimits, timeBeyondJudgeLimits, timeWithinJudgeLimits } from './limits';
import type { TempterPuzzle } from './puzzle';

export interface TempterCase extends TempterPuzzle, CaseBase {
  /** Which format read it: consumers dispatch on this, never on which fields a case has. */
  readonly format: 'tempter';
  /** One per row read; fewer than `rows` when rows are missing. */
  readonly rowRanges: readonly TextRange[];
  readonly start?: Cell;
  readonly door?: Cell;
}

export type TempterDocument = FormatDocument<TempterCase>;

/**
 * Reads a Tempter file as the judge does: a header of three integers, then N row tokens
 * (scanf's %s). Rows are never numbers, so a number where a row belongs starts the next
 * case: that is where the parser resumes after a short case. Never throws.
 */
export function parseTempter(text: string): TempterDocument {
  return withFileIssuesCapped(parseTempterWindow(text).document);
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
export function parseTempterWindow(text: string, window?: TextWindow<TempterResumeState>): WindowReading<TempterCase, TempterResumeState> {
  return new TempterParser(text, window).parse();
}

/** The rows of a case as read: their texts and ranges, and the offsets of every S and D. */
interface CaseRows {
  readonly grid: string[];
  readonly rowRanges: TextRange[];
  readonly starts: number[];
  readonly doors: number[];
}

/** One parse of a text or window: the token list, the position, and what has been read. */
class TempterParser {
  private readonly t: TokenList;
  private pos: number;
  private readonly issues: Issue[] = [];
  private readonly cases: TempterCase[] = [];
  private terminator: TextRange | undefined;
  private readonly firstCaseNumber: number;

  constructor(
    text: string,
    private readonly window: TextWindow<TempterResumeState> | undefined,
  ) {
    this.t = new TokenList(text, window ?? { offsetBase: 0, lineBase: 0 });
    this.pos = window ? this.t.firstAtOrAfter(window.startOffset) : 0;
    this.firstCaseNumber = window?.resume?.nextCaseNumber ?? 1;
  }

  parse(): WindowReading<TempterCase, TempterResumeState> {
    const starts = new ItemStarts(this.t, {
      position: () => this.pos,
      issues: this.issues,
      cases: this.cases,
      resumeState: () => this.resumeState(),
    });
    while (this.pos < this.t.count) {
      starts.mark();
      if (this.readItem()) break;
    }
    return starts.finish('tempter', this.terminator, this.window?.final ?? true);
  }

  private previousCase(): TempterResumeState['previousCase'] {
    const last = this.cases.at(-1);
    return last
      ? { number: last.number, rows: last.rows, headerRange: last.headerRange, complete: last.rowRanges.length === last.rows }
      : this.window?.resume?.previousCase;
  }

  private resumeState(): TempterResumeState {
    const previous = this.previousCase();
    return { nextCaseNumber: this.firstCaseNumber + this.cases.length, ...(previous ? { previousCase: previous } : {}) };
  }

  private span(a: number, b: number): TextRange {
    return { start: this.t.start(a), end: this.t.end(b) };
  }

  private isNumber(i: number): boolean {
    return Number.isFinite(this.t.integer(i));
  }

  /** The next number: rows never are, so that is where a header can start again. */
  private skipToHeader(from: number): number {
    let i = from;
    while (i < this.t.count && !this.isNumber(i)) i++;
    return i;
  }

  /** A line that reads as a maze row: one token, no digit in it. */
  private isRowLine(i: number): boolean {
    const t = this.t;
    return t.isFirstOnLine(i) && t.tokensOnLine(i) === 1 && !/[0-9\uFF10-\uFF19]/.test(t.textOf(i));
  }

  /** The first line after the run of row lines starting at `from`. */
  private afterRows(from: number): number {
    let i = from;
    while (i < this.t.count && this.isRowLine(i)) i++;
    return i;
  }

  private lineEnd(i: number): number {
    return i + this.t.tokensOnLine(i);
  }

  /** A case that cannot be read (a broken or missing header): it takes its number, so the next cases keep theirs. */
  private brokenCase(issue: (number: number) => Issue, headerRange: TextRange, rowsFrom: number, rowsTo: number): void {
    const number = this.firstCaseNumber + this.cases.length;
    const problem = issue(number);
    this.issues.push(problem);
    const rowRanges: TextRange[] = [];
    const grid: string[] = [];
    for (let i = rowsFrom; i < rowsTo; i++) {
      rowRanges.push(this.span(i, i));
      grid.push(this.t.textOf(i));
    }
    const end = rowRanges.at(-1)?.end ?? headerRange.end;
    this.cases.push(
      TempterCaseRecord.of({
        format: 'tempter',
        number,
        rows: grid.length,
        cols: grid[0]?.length ?? 0,
        time: 0,
        grid,
        range: { start: headerRange.start, end },
        headerRange,
        rowRanges,
        problem,
      }),
    );
  }

  /** Reads the item at pos (a case, the terminator, or a line that is neither) and moves past it; true at the terminator. */
  private readItem(): boolean {
    const t = this.t;
    const pos = this.pos;
    // Laid out by lines, the shape of a line where a header belongs tells a broken header (it is
    // followed by rows: a case, which takes its number) from a stray line or a lost header.
    if (t.isFirstOnLine(pos) && !t.startsHeaderLine(pos) && t.tokensOnLine(pos) <= 4 && !this.isRowLine(pos) && this.brokenHeaderLine())
      return false;
    // A header line straight before another, rows after that one (a doubled line): no case of its own.
    if (t.isFirstOnLine(pos) && t.startsHeaderLine(pos) && t.integer(pos) > 0 && t.startsHeaderLine(pos + 3) && this.isRowLine(pos + 6)) {
      this.issues.push(
        makeIssue(
          'tempter.line-shape',
          msg('header.doubled', { header: abbreviate(t.slice(t.start(pos), t.end(pos + 2))) }),
          this.span(pos, pos + 2),
        ),
      );
      this.pos += 3;
      return false;
    }
    if (this.lostHeader()) return false;
    if (!this.isNumber(pos)) {
      this.extraRow();
      return false;
    }
    let headerCount = 1;
    while (headerCount < 3 && pos + headerCount < t.count && this.isNumber(pos + headerCount)) headerCount++;
    if (headerCount < 3) {
      this.shortHeader(headerCount);
      return false;
    }
    const rows = t.integer(pos);
    const cols = t.integer(pos + 1);
    const time = t.integer(pos + 2);
    if (rows === 0 && cols === 0 && time === 0) {
      this.terminator = readTerminator('tempter', t, pos, this.issues);
      this.pos += 3;
      return true;
    }
    this.readCase(rows, cols, time);
    return false;
  }

  /**
   * At a line of at most 4 tokens, not a header nor a row: rows after it make it a broken
   * header (a case of its own), else it is a stray line. False when neither applies (the
   * file ends after it) and the item is read on.
   */
  private brokenHeaderLine(): boolean {
    const t = this.t;
    const pos = this.pos;
    const rowsFrom = this.lineEnd(pos);
    const rowsTo = this.afterRows(rowsFrom);
    const lineRange = this.span(pos, rowsFrom - 1);
    const found = abbreviate(t.slice(lineRange.start, lineRange.end));
    let bad = -1;
    for (let i = pos; i < rowsFrom && bad < 0; i++) if (!this.isNumber(i)) bad = i;
    if (rowsTo > rowsFrom) {
      this.brokenCase(
        (number) =>
          bad >= 0
            ? makeIssue(
                'tempter.not-an-integer',
                msg('tempter.header-not-integer', { found: abbreviate(t.textOf(bad)) }),
                this.span(bad, bad),
                { caseNumber: number },
              )
            : makeIssue('tempter.line-shape', msg('tempter.header-count', { count: rowsFrom - pos, found }), lineRange, {
                caseNumber: number,
              }),
        lineRange,
        rowsFrom,
        rowsTo,
      );
      this.pos = rowsTo;
      return true;
    }
    if (rowsFrom < t.count) {
      this.issues.push(makeIssue('tempter.line-shape', msg('tempter.header-or-terminator', { found }), lineRange));
      this.pos = rowsFrom;
      return true;
    }
    return false;
  }

  /** Rows with no header, a maze of their own (an S and a D) after a whole case: the header is lost. */
  private lostHeader(): boolean {
    const pos = this.pos;
    if (!this.isRowLine(pos) || !(this.firstCaseNumber + this.cases.length === 1 || this.previousCase()?.complete === true)) return false;
    const rowsTo = this.afterRows(pos);
    let text = '';
    for (let i = pos; i < rowsTo; i++) text += this.t.textOf(i);
    // Two rows at least (the judge's N > 1): a doubled row is one extra row, not a case.
    if (rowsTo - pos < 2 || !text.includes('S') || !text.includes('D')) return false;
    this.brokenCase(
      (number) =>
        makeIssue(
          'tempter.line-shape',
          msg('tempter.header-is-row', { found: abbreviate(this.t.textOf(pos)), caseNumber: number }),
          this.span(pos, pos),
          { caseNumber: number },
        ),
      this.span(pos, pos),
      pos,
      rowsTo,
    );
    this.pos = rowsTo;
    return true;
  }

  /** A row where a header belongs: the previous case has more rows than N says. */
  private extraRow(): void {
    const t = this.t;
    const pos = this.pos;
    const end = this.skipToHeader(pos) - 1;
    const previous = this.previousCase();
    this.issues.push(
      previous
        ? makeIssue(
            'tempter.extra-row',
            msg('tempter.extra-row', { found: abbreviate(t.textOf(pos)), caseNumber: previous.number, rows: previous.rows }),
            this.span(pos, end),
            {
              caseNumber: previous.number,
              related: [{ message: msg('related.case-starts-here', { caseNumber: previous.number }), range: previous.headerRange }],
            },
          )
        : makeIssue('tempter.not-an-integer', msg('tempter.expected-header', { found: abbreviate(t.textOf(pos)) }), this.span(pos, end)),
    );
    this.pos = end + 1;
  }

  /** A header of fewer than three numbers: the file ends inside it, or a token that is none follows. */
  private shortHeader(headerCount: number): void {
    const t = this.t;
    const next = this.pos + headerCount;
    if (next >= t.count) {
      this.issues.push(incompleteHeader('tempter', headerCount, 'N M T', this.span(this.pos, t.count - 1)));
      this.pos = t.count;
    } else {
      this.issues.push(
        makeIssue(
          'tempter.not-an-integer',
          msg('tempter.header-three-integers', { found: abbreviate(t.textOf(next)) }),
          this.span(next, next),
        ),
      );
      this.pos = t.nextHeaderLineAfter(next);
    }
  }

  /** The case whose header N M T stands at pos: its header's checks, its rows, its S and D. */
  private readCase(rows: number, cols: number, time: number): void {
    const t = this.t;
    const headerStart = this.pos;
    const number = this.firstCaseNumber + this.cases.length;
    const rowsShown = t.shown(headerStart);
    const headerRange = this.span(headerStart, headerStart + 2);
    const caseIssues = new CaseIssues();
    const extra = { caseNumber: number };
    this.headerIssues(caseIssues, headerStart, number, rows, cols, time);
    this.pos += 3;

    const wanted = rows > 0 ? rows : 0;
    const read = this.readRows(caseIssues, headerStart, number, wanted);
    const { grid, rowRanges, starts, doors } = read;
    if (grid.length < wanted) {
      const where = this.pos >= t.count ? msg('where.file-ends') : msg('where.next-header', { line: t.line(this.pos) + 1 });
      caseIssues.push(
        makeIssue(
          'tempter.missing-rows',
          msg('tempter.missing-rows', {
            caseNumber: number,
            announced: rowsShown,
            where,
            found: grid.length,
            missing: missingCount(rowsShown, grid.length),
          }),
          headerRange,
          extra,
        ),
      );
    }
    if (grid.length === wanted) squareIssues(caseIssues, read, number, wanted, headerRange);
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
    const start = starts[0] === undefined ? undefined : cellAt(rowRanges, starts[0]);
    const door = doors[0] === undefined ? undefined : cellAt(rowRanges, doors[0]);
    if (start) draft.start = start;
    if (door) draft.door = door;
    const problem = caseIssues.firstError();
    if (problem) draft.problem = problem;
    for (const issue of caseIssues.list()) this.issues.push(issue);
    this.cases.push(TempterCaseRecord.of(draft));
  }

  /** N, M and T against what a maze needs and the judge's limits. */
  private headerIssues(caseIssues: CaseIssues, headerStart: number, number: number, rows: number, cols: number, time: number): void {
    const t = this.t;
    const extra = { caseNumber: number };
    const headerToken = (k: number): TextRange => this.span(headerStart + k, headerStart + k);
    (
      [
        ['N', rows],
        ['M', cols],
      ] as const
    ).forEach(([name, value], k) => {
      if (value <= 0)
        caseIssues.push(
          makeIssue(
            'tempter.size-not-positive',
            msg('tempter.side-not-positive', { name, value: t.shown(headerStart + k) }),
            headerToken(k),
            extra,
          ),
        );
      else if (!sideWithinJudgeLimits(value))
        caseIssues.push(sideBeyondJudgeLimits(name, t.shown(headerStart + k), headerToken(k), number));
    });
    if (time < 0)
      caseIssues.push(
        makeIssue('tempter.size-not-positive', msg('tempter.time-negative', { value: t.shown(headerStart + 2) }), headerToken(2), extra),
      );
    else if (!timeWithinJudgeLimits(time)) caseIssues.push(timeBeyondJudgeLimits(t.shown(headerStart + 2), headerToken(2), number));
  }

  /** Reads rows from pos until `wanted` are in, or a number says the next case has begun. */
  private readRows(caseIssues: CaseIssues, headerStart: number, number: number, wanted: number): CaseRows {
    const t = this.t;
    const read: CaseRows = { grid: [], rowRanges: [], starts: [], doors: [] };
    const { grid, rowRanges } = read;
    const rows = t.integer(headerStart);
    const cols = t.integer(headerStart + 1);
    const extra = { caseNumber: number };
    const byLines = t.isFirstOnLine(headerStart) && t.tokensOnLine(headerStart) === 3;
    while (grid.length < wanted && this.pos < t.count) {
      const pos = this.pos;
      if (this.isNumber(pos)) {
        // Laid out by lines, a line of numbers among the rows that is no header is a mistyped row.
        const next = this.lineEnd(pos);
        const mistyped =
          byLines &&
          t.isFirstOnLine(pos) &&
          !t.startsHeaderLine(pos) &&
          (this.isRowLine(next) || (grid.length + 1 === wanted && (next >= t.count || t.startsHeaderLine(next))));
        if (!mistyped) break;
        const line = this.span(pos, next - 1);
        caseIssues.push(
          makeIssue(
            'tempter.line-shape',
            msg('tempter.row-shape', { row: grid.length + 1, rows, found: abbreviate(t.slice(line.start, line.end)) }),
            line,
            extra,
          ),
        );
        rowRanges.push(line);
        grid.push(t.slice(line.start, line.end));
        this.pos = next;
        continue;
      }
      const row = t.textOf(pos);
      rowRanges.push(this.span(pos, pos));
      const squares = readSquares(caseIssues, row, t.start(pos), read, extra);
      if (cols > 0 && squares !== cols)
        caseIssues.push(
          makeIssue(
            'tempter.row-width',
            msg('tempter.row-width', { row: grid.length + 1, squares, cols: t.shown(headerStart + 1) }),
            this.span(pos, pos),
            {
              caseNumber: number,
              related: [
                {
                  message: msg('tempter.width-set-here', { cols: t.shown(headerStart + 1) }),
                  range: this.span(headerStart + 1, headerStart + 1),
                },
              ],
            },
          ),
        );
      grid.push(row);
      this.pos++;
    }
    return read;
  }
}

/**
 * The squares of a row starting at offset rowStart: records S and D, reports up to three
 * squares that are none of S D X . and returns how many squares the row has.
 */
function readSquares(caseIssues: CaseIssues, row: string, rowStart: number, read: CaseRows, extra: { caseNumber: number }): number {
  let bad = 0;
  // A square is a character, so one outside the BMP (two UTF-16 units) is one square.
  let squares = 0;
  for (let k = 0; k < row.length; k++, squares++) {
    const ch = row[k];
    if (ch === 'S') read.starts.push(rowStart + k);
    else if (ch === 'D') read.doors.push(rowStart + k);
    else if (ch !== 'X' && ch !== '.') {
      const units = (row.codePointAt(k) ?? 0) > 0xffff ? 2 : 1;
      bad++;
      if (bad <= 3)
        caseIssues.push(
          makeIssue(
            'tempter.bad-character',
            msg('tempter.bad-character', { found: abbreviate(row.slice(k, k + units)) }),
            { start: rowStart + k, end: rowStart + k + units },
            extra,
          ),
        );
      k += units - 1;
    }
  }
  return squares;
}

/** A case with all its rows: no S or D, or a second one. */
function squareIssues(caseIssues: CaseIssues, read: CaseRows, number: number, wanted: number, headerRange: TextRange): void {
  const extra = { caseNumber: number };
  const squares = [
    ['S', read.starts, 'tempter.no-start', 'tempter.several-starts'],
    ['D', read.doors, 'tempter.no-door', 'tempter.several-doors'],
  ] as const;
  for (const [letter, offsets, none, several] of squares) {
    // A mistyped row may have held it: that row's diagnostic says enough.
    if (offsets.length === 0 && wanted > 0 && !caseIssues.some((i) => i.code === 'tempter.line-shape'))
      caseIssues.push(makeIssue(none, msg(none, { caseNumber: number }), headerRange, extra));
    const first = offsets[0];
    for (const offset of offsets.slice(1))
      caseIssues.push(
        makeIssue(
          several,
          msg(letter === 'S' ? 'tempter.second-start' : 'tempter.second-door'),
          { start: offset, end: offset + 1 },
          {
            caseNumber: number,
            ...(first === undefined
              ? {}
              : { related: [{ message: msg('tempter.first-is-here', { letter }), range: { start: first, end: first + 1 } }] }),
          },
        ),
      );
  }
}

/** The cell (1-based) of a text offset inside one of the case's rows. */
function cellAt(rowRanges: readonly TextRange[], offset: number): Cell | undefined {
  for (let r = 0; r < rowRanges.length; r++) {
    const range = rowRanges[r];
    if (range && offset >= range.start && offset < range.end) return { row: r + 1, col: offset - range.start + 1 };
  }
  return undefined;
}

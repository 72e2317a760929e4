import type { Cell } from '../../geometry';
import { makeIssue, type HoledoxIssueCode } from './issueCodes';
import { abbreviate, CaseIssues, incompleteHeader, missingCount, withFileIssuesCapped, type Issue } from '../../issues';
import type { HoledoxNumber } from './words';
import { msg, type Message } from '../../l10n/message';
import type { TextRange } from '../../text';
import type { CaseBase, FormatDocument, WindowReading } from '../format';
import type { TextWindow } from '../../textWindow';
import { ItemStarts, readTerminator } from '../windowReading';
import { TokenList } from '../../tokens';
import { HoledoxCaseRecord } from './caseRecord';
import { exactEnd, lineShape, planCase, Shape, type CasePlan } from './caseLines';
import { checkHoledoxCase } from './check';
import { HOLEDOX_JUDGE_LIMITS, HOLEDOX_MAX_LENGTH, HOLEDOX_MAX_SIDE } from './limits';
import type { HoledoxPuzzle } from './puzzle';

/** One case as written, with where each part stands, so every check can point at it. */
export interface HoledoxCase extends HoledoxPuzzle, CaseBase {
  /** Which format read it: consumers dispatch on this, never on which fields a case has. */
  readonly format: 'holedox';
  /** L as announced; body.length is smaller when the file ends early. */
  readonly length: number;
  readonly bodyRanges: readonly TextRange[];
  readonly stoneCountRange?: TextRange | undefined;
  readonly stoneRanges: readonly TextRange[];
}

export type HoledoxDocument = FormatDocument<HoledoxCase>;

/**
 * Reads a Holedox file the way the judge does (tokens, not lines) and never throws. A
 * malformed case yields its diagnostics and the parser resumes at the next line that
 * looks like a header, so one typo costs one diagnostic, not a cascade.
 */
export function parseHoledox(text: string): HoledoxDocument {
  return withFileIssuesCapped(parseHoledoxWindow(text).document);
}

/** What the parser knows between cases: enough to resume reading at a case boundary in another window. */
export interface HoledoxResumeState {
  readonly nextCaseNumber: number;
  readonly previousCaseLineLayout: boolean;
  readonly previousCase?: { readonly number: number; readonly headerRange: TextRange };
}

/**
 * Reads `text` as a window of a larger file (the CLI's streaming lane), or the whole file
 * when `window` is omitted. A window that is not the last stops short of its last item (a
 * case, or what is read in place of one), which may continue past it: `resume` says where
 * that item starts and what to carry into the next window. The per-file issue cap is the caller's.
 */
export function parseHoledoxWindow(text: string, window?: TextWindow<HoledoxResumeState>): WindowReading<HoledoxCase, HoledoxResumeState> {
  const tokens = new TokenList(text, window ?? { offsetBase: 0, lineBase: 0 });
  return new HoledoxParser(tokens, window).parse();
}

/** Why reading stopped inside a case: the file ended, a new header began, or a bad token. */
type Interruption =
  { readonly kind: 'end' } | { readonly kind: 'header'; readonly at: number } | { readonly kind: 'bad-token'; readonly at: number };

/** What a case's reader has gathered by the time the case is finished. */
interface CaseParts {
  number: number;
  rows: number;
  cols: number;
  length: number;
  headerRange: TextRange;
  body: Cell[];
  bodyRanges: TextRange[];
  stones: Cell[];
  stoneRanges: TextRange[];
  stoneCountRange?: TextRange | undefined;
}

class HoledoxParser {
  private pos = 0;
  private readonly issues: Issue[] = [];
  private readonly cases: HoledoxCase[] = [];
  /** Whether the case being read keeps one item per line; only then is layout a hint. */
  private lineLayout = true;
  private previousCaseLineLayout = false;
  /** Where diagnostics go: the current case's list while one is being read, so its first error explains it. */
  private sink: { push(issue: Issue): void } = this.issues;
  private sinkCase: number | undefined;
  private readonly firstCaseNumber: number;
  private readonly resumedPreviousCase: HoledoxResumeState['previousCase'];
  private readonly final: boolean;

  constructor(
    private readonly tokens: TokenList,
    window?: TextWindow<HoledoxResumeState>,
  ) {
    this.final = window?.final ?? true;
    this.firstCaseNumber = window?.resume?.nextCaseNumber ?? 1;
    this.previousCaseLineLayout = window?.resume?.previousCaseLineLayout ?? false;
    this.resumedPreviousCase = window?.resume?.previousCase;
    if (window) this.pos = tokens.firstAtOrAfter(window.startOffset);
  }

  /** No case before this point of the file (a window's own cases are not all of them). */
  private atFirstCase(): boolean {
    return this.firstCaseNumber + this.cases.length === 1;
  }

  private previousCase(): { readonly number: number; readonly headerRange: TextRange } | undefined {
    return this.cases.at(-1) ?? this.resumedPreviousCase;
  }

  parse(): WindowReading<HoledoxCase, HoledoxResumeState> {
    const t = this.tokens;
    let terminator: TextRange | undefined;
    const starts = this.itemStarts();
    while (this.pos < t.count) {
      starts.mark();
      const headerStart = this.pos;
      const remaining = t.count - this.pos;
      // A line where a header belongs, in a file laid out by lines, that is no header.
      if (
        remaining >= 3 &&
        t.isFirstOnLine(this.pos) &&
        !t.startsHeaderLine(this.pos) &&
        t.tokensOnLine(this.pos) <= 4 &&
        (this.previousCaseLineLayout || this.atFirstCase()) &&
        this.readBrokenStart()
      )
        continue;
      if (remaining >= 3 && this.previousCaseLineLayout && !t.startsHeaderLine(this.pos) && t.isFirstOnLine(this.pos)) {
        this.reportUnexpected();
        continue;
      }
      if (remaining < 3) {
        const bad = this.firstNonInteger(this.pos, t.count);
        if (bad >= 0) this.reportNotInteger(bad, 'header-number');
        else this.issues.push(incompleteHeader('holedox', remaining, 'n m L', this.span(this.pos, t.count - 1)));
        this.pos = t.count;
        break;
      }
      const bad = this.firstNonInteger(this.pos, this.pos + 3);
      if (bad >= 0) {
        this.reportNotInteger(bad, 'header');
        this.pos = t.nextHeaderLineAfter(bad);
        continue;
      }
      const rows = t.integer(headerStart);
      const cols = t.integer(headerStart + 1);
      const length = t.integer(headerStart + 2);
      if (rows === 0 && cols === 0 && length === 0) {
        terminator = readTerminator('holedox', t, headerStart, this.issues);
        this.pos = headerStart + 3;
        break;
      }
      // A header line straight before another (a doubled line): no case of its own, no number.
      if (this.previousCaseLineLayout || this.atFirstCase()) {
        const next = headerStart + 3;
        if (
          t.startsHeaderLine(headerStart) &&
          length > 0 &&
          next < t.count &&
          t.startsHeaderLine(next) &&
          !isTerminator(t, next) &&
          exactEnd(t, next + 3, t.integer(next + 2)) >= 0
        ) {
          this.issues.push(
            makeIssue(
              'holedox.line-shape',
              msg('header.doubled', { header: abbreviate(lineText(t, headerStart)) }),
              this.span(headerStart, headerStart + 2),
            ),
          );
          this.pos = next;
          continue;
        }
      }
      this.readCase(headerStart, rows, cols, length);
    }
    return starts.finish('holedox', terminator, this.final);
  }

  private itemStarts(): ItemStarts<HoledoxCase, HoledoxResumeState> {
    return new ItemStarts(this.tokens, {
      position: () => this.pos,
      issues: this.issues,
      cases: this.cases,
      resumeState: () => this.resumeState(),
    });
  }

  private resumeState(): HoledoxResumeState {
    const previous = this.previousCase();
    return {
      nextCaseNumber: this.firstCaseNumber + this.cases.length,
      previousCaseLineLayout: this.previousCaseLineLayout,
      ...(previous ? { previousCase: { number: previous.number, headerRange: previous.headerRange } } : {}),
    };
  }

  private readCase(headerStart: number, rows: number, cols: number, length: number): void {
    const t = this.tokens;
    const number = this.firstCaseNumber + this.cases.length;
    const headerRange = this.span(headerStart, headerStart + 2);
    const caseIssues = new CaseIssues();
    this.sink = caseIssues;
    this.sinkCase = number;
    this.pos = headerStart + 3;
    this.lineLayout = t.tokensOnLine(headerStart) === 3 && t.isFirstOnLine(headerStart);

    const sizeProblems = headerSizeIssues(t, headerStart, rows, cols, length, number);
    caseIssues.pushAll(sizeProblems);
    const parts: CaseParts = {
      number,
      rows,
      cols,
      length,
      headerRange,
      body: [],
      bodyRanges: [],
      stones: [],
      stoneRanges: [],
      stoneCountRange: undefined,
    };

    // A non-positive L leaves nothing to read by: resume at the next header.
    if (length <= 0) {
      this.pos = t.nextHeaderLineAfter(headerStart);
      this.finishCase(parts, caseIssues, false);
      return;
    }
    const sizesRead = sizeProblems.every((i) => i.severity !== 'error');
    // Laid out by lines, but the lines disagree with the counts: read it as a person would.
    if (this.lineLayout && t.tokensOnLine(this.pos) <= 3) {
      const exact = exactEnd(t, this.pos, length);
      if (
        (exact < 0 || (exact < t.count && !t.startsHeaderLine(exact))) &&
        this.readByLines(parts, caseIssues, headerStart, exact, sizesRead)
      )
        return;
    }

    // By the counts: the body's L pairs, the stone count and the K stones.
    const { body, bodyRanges, stones, stoneRanges } = parts;
    let interrupted = this.readPairs(length, body, bodyRanges);
    if (!interrupted) {
      const countToken = this.pos;
      const stop = this.interruption();
      if (stop) interrupted = stop;
      else {
        const count = t.integer(countToken);
        parts.stoneCountRange = this.span(countToken, countToken);
        if (!Number.isFinite(count) || count < 0) {
          interrupted = { kind: 'bad-token', at: countToken };
          this.reportNotInteger(countToken, 'stone-count');
        } else {
          if (!t.isFirstOnLine(countToken) || t.tokensOnLine(countToken) !== 1) this.lineLayout = false;
          this.pos++;
          interrupted = this.readPairs(count, stones, stoneRanges);
          if (interrupted) this.reportMissing(interrupted, headerRange, number, t.shown(countToken), stones.length, 'K', caseIssues);
        }
      }
      if (interrupted && parts.stoneCountRange === undefined)
        this.reportMissing(interrupted, headerRange, number, undefined, 0, 'K', caseIssues);
    } else {
      this.reportMissing(interrupted, headerRange, number, t.shown(headerStart + 2), body.length, 'L', caseIssues);
    }

    if (interrupted) {
      if (interrupted.kind === 'header') this.pos = interrupted.at;
      else if (interrupted.kind === 'bad-token') this.pos = t.nextHeaderLineAfter(interrupted.at);
      else this.pos = t.count;
    }
    this.finishCase(parts, caseIssues, !interrupted && sizesRead);
  }

  /**
   * A case laid out by lines whose lines disagree with its counts (`exact`, where the counts
   * end, is no header's place), read as a person would. Returns false, having read nothing,
   * when the plan ends where the counts do after all (read it by the counts).
   */
  private readByLines(parts: CaseParts, caseIssues: CaseIssues, headerStart: number, exact: number, sizesRead: boolean): boolean {
    const t = this.tokens;
    const { number, length } = parts;
    const plan = planCase(t, headerStart, length);
    // Only lines that are no pairs after a case read whole: they are reported, the case stands.
    if (exact >= 0 && plan.end > exact && onlyStrayLines(t, exact, plan.end)) {
      this.readPairs(length, parts.body, parts.bodyRanges);
      parts.stoneCountRange = this.span(this.pos, this.pos);
      this.pos++;
      this.readPairs(t.integer(this.pos - 1), parts.stones, parts.stoneRanges);
      this.finishCase(parts, caseIssues, sizesRead);
      this.issues.push(
        makeIssue(
          'holedox.line-shape',
          msg('holedox.header-or-terminator-after', { caseNumber: number, found: abbreviate(lineText(t, exact)) }),
          this.span(exact, plan.end - 1),
          { caseNumber: number },
        ),
      );
      this.pos = plan.end;
      return true;
    }
    if (plan.end === exact) return false;
    this.readPlannedCase(plan, parts, caseIssues, headerStart);
    return true;
  }

  private finishCase(parts: CaseParts, caseIssues: CaseIssues, runChecks: boolean): void {
    const lastEnd = Math.max(
      parts.headerRange.end,
      parts.bodyRanges.at(-1)?.end ?? 0,
      parts.stoneCountRange?.end ?? 0,
      parts.stoneRanges.at(-1)?.end ?? 0,
    );
    const draft: { -readonly [K in keyof HoledoxCase]: HoledoxCase[K] } = {
      format: 'holedox',
      number: parts.number,
      rows: parts.rows,
      cols: parts.cols,
      length: parts.length,
      body: parts.body,
      stones: parts.stones,
      range: { start: parts.headerRange.start, end: lastEnd },
      headerRange: parts.headerRange,
      bodyRanges: parts.bodyRanges,
      stoneRanges: parts.stoneRanges,
    };
    if (parts.stoneCountRange) draft.stoneCountRange = parts.stoneCountRange;
    if (runChecks) caseIssues.pushAll(checkHoledoxCase(draft));
    const problem = caseIssues.firstError();
    if (problem) draft.problem = problem;
    for (const issue of caseIssues.list()) this.issues.push(issue);
    this.sink = this.issues;
    this.sinkCase = undefined;
    this.cases.push(HoledoxCaseRecord.of(draft));
    this.previousCaseLineLayout = this.lineLayout;
  }

  /**
   * A case whose lines disagree with its counts, read the cheapest way (see caseLines.ts):
   * a diagnostic on each line that must be wrong, and the case is not answered.
   */
  private readPlannedCase(plan: CasePlan, parts: Omit<CaseParts, 'stoneCountRange'>, caseIssues: CaseIssues, headerStart: number): void {
    const t = this.tokens;
    const { number, length } = parts;
    const { firsts, shapes } = plan.lines;
    const reading = plan.reading;
    const b = reading.countLine;
    const extra = { caseNumber: number };
    const lineNumber = (k: number) => t.line(firsts[k] ?? t.count - 1) + 1;
    const stop: Interruption = plan.end >= t.count ? { kind: 'end' } : { kind: 'header', at: plan.end };
    let stoneCountRange: TextRange | undefined;
    firsts.forEach((first, k) => {
      if (shapes[k] !== Shape.Pair) return;
      const after = b >= 0 && k > b;
      (after ? parts.stoneRanges : parts.bodyRanges).push(this.span(first, first + 1));
      (after ? parts.stones : parts.body).push({ row: t.integer(first), col: t.integer(first + 1) });
    });
    if (b < 0) {
      const at = firsts[length];
      if (at !== undefined)
        caseIssues.push(
          makeIssue(
            'holedox.line-shape',
            msg('holedox.expected-stone-count', { caseNumber: number, length, found: abbreviate(lineText(t, at)) }),
            this.lineSpan(at),
            extra,
          ),
        );
      else this.reportMissing(stop, parts.headerRange, number, t.shown(headerStart + 2), firsts.length, 'L', caseIssues);
    } else {
      const countToken = firsts[b] ?? 0;
      const stonesAnnounced = t.integer(countToken);
      stoneCountRange = this.span(countToken, countToken);
      // Lines that are no pair may stand for missing pairs (mistyped lines): only what they cannot explain is a count error.
      const { pairsBefore, othersBefore, pairsAfter, othersAfter } = reading;
      if (pairsBefore > length || pairsBefore + othersBefore < length)
        caseIssues.push(
          makeIssue(
            'holedox.count-mismatch',
            msg('holedox.body-count-mismatch', { caseNumber: number, length, listed: pairsBefore, line: lineNumber(b) }),
            this.span(headerStart + 2, headerStart + 2),
            { caseNumber: number, related: [{ message: msg('holedox.the-stone-count'), range: stoneCountRange }] },
          ),
        );
      if (pairsAfter + othersAfter < stonesAnnounced)
        this.reportMissing(stop, parts.headerRange, number, t.shown(countToken), pairsAfter, 'K', caseIssues);
      else if (pairsAfter > stonesAnnounced)
        caseIssues.push(
          makeIssue(
            'holedox.count-mismatch',
            msg('holedox.stone-count-mismatch', { caseNumber: number, announced: stonesAnnounced, listed: pairsAfter }),
            stoneCountRange,
            {
              caseNumber: number,
              related: [
                {
                  message: msg('holedox.stone-is-here', { stone: stonesAnnounced + 1 }),
                  range: parts.stoneRanges[stonesAnnounced] ?? stoneCountRange,
                },
              ],
            },
          ),
        );
    }
    let reported = 0;
    firsts.forEach((first, k) => {
      if (shapes[k] === Shape.Pair || k === b || reported >= 3) return;
      reported++;
      const shape = msg('holedox.expected-pair', { caseNumber: number, found: abbreviate(lineText(t, first)) });
      caseIssues.push(this.badLine(first, (found) => msg('holedox.not-integer', { what: 'coordinate', found }), shape, extra));
    });
    this.pos = plan.end;
    this.finishCase({ ...parts, stoneCountRange }, caseIssues, false);
  }

  /**
   * At a header's place, a line that is no header: when the lines after it read as a case,
   * it is that case's broken header (or the case lost its header) and the case takes its
   * number, so the cases after it keep theirs. Returns false when they do not.
   */
  private readBrokenStart(): boolean {
    const t = this.tokens;
    const start = this.pos;
    const plan = planCase(t, start, undefined);
    if (plan.cost > 1) return false;
    const number = this.firstCaseNumber + this.cases.length;
    const caseIssues = new CaseIssues();
    const extra = { caseNumber: number };
    const found = abbreviate(lineText(t, start));
    const shape =
      lineShape(t, start) === Shape.Pair
        ? msg('holedox.header-is-pair', { caseNumber: number, found })
        : msg('holedox.header-count', { count: t.tokensOnLine(start), found });
    caseIssues.push(this.badLine(start, (bad) => msg('holedox.header-not-integer', { found: bad }), shape, extra));
    const headerRange = this.lineSpan(start);
    const body: Cell[] = [];
    const bodyRanges: TextRange[] = [];
    const stones: Cell[] = [];
    const stoneRanges: TextRange[] = [];
    plan.lines.firsts.forEach((first, k) => {
      if (plan.lines.shapes[k] !== Shape.Pair || first === start) return;
      const after = plan.reading.countLine >= 0 && k > plan.reading.countLine;
      (after ? stoneRanges : bodyRanges).push(this.span(first, first + 1));
      (after ? stones : body).push({ row: t.integer(first), col: t.integer(first + 1) });
    });
    const countToken = plan.lines.firsts[plan.reading.countLine];
    const allIntegers = this.firstNonInteger(start, start + t.tokensOnLine(start)) < 0;
    const header = allIntegers && t.tokensOnLine(start) >= 2 ? [t.integer(start), t.integer(start + 1)] : [0, 0];
    this.lineLayout = true;
    this.sinkCase = undefined;
    this.pos = plan.end;
    this.finishCase(
      {
        number,
        rows: header[0] ?? 0,
        cols: header[1] ?? 0,
        length: body.length,
        headerRange,
        body,
        bodyRanges,
        stones,
        stoneRanges,
        stoneCountRange: countToken === undefined ? undefined : this.span(countToken, countToken),
      },
      caseIssues,
      false,
    );
    return true;
  }

  /** What is wrong with the line at `first`: its first token that is no integer (`expected` there), else its shape. */
  private badLine(
    first: number,
    notInteger: (found: string) => Message,
    shapeMessage: Message,
    extra: { readonly caseNumber: number },
  ): Issue {
    const t = this.tokens;
    const bad = this.firstNonInteger(first, first + t.tokensOnLine(first));
    return bad >= 0
      ? makeIssue('holedox.not-an-integer', notInteger(abbreviate(t.textOf(bad))), this.span(bad, bad), extra)
      : makeIssue('holedox.line-shape', shapeMessage, this.lineSpan(first), extra);
  }

  private lineSpan(first: number): TextRange {
    return this.span(first, first + this.tokens.tokensOnLine(first) - 1);
  }

  /** Reads `count` pairs; returns why it stopped early, or undefined when all were read. */
  private readPairs(count: number, cells: Cell[], ranges: TextRange[]): Interruption | undefined {
    const t = this.tokens;
    for (let k = 0; k < count; k++) {
      const stop = this.interruption();
      if (stop) return stop;
      const rowToken = this.pos;
      if (rowToken + 1 >= t.count) return { kind: 'end' };
      const row = t.integer(rowToken);
      const col = t.integer(rowToken + 1);
      if (!Number.isFinite(row)) return this.badToken(rowToken);
      if (!Number.isFinite(col)) return this.badToken(rowToken + 1);
      if (!t.isFirstOnLine(rowToken) || t.tokensOnLine(rowToken) !== 2) this.lineLayout = false;
      cells.push({ row, col });
      ranges.push(this.span(rowToken, rowToken + 1));
      this.pos = rowToken + 2;
    }
    return undefined;
  }

  /** At an item boundary: has the file ended, or (in line layout) has the next case begun? */
  private interruption(): Interruption | undefined {
    if (this.pos >= this.tokens.count) return { kind: 'end' };
    if (this.lineLayout && this.tokens.startsHeaderLine(this.pos)) return { kind: 'header', at: this.pos };
    return undefined;
  }

  private badToken(at: number): Interruption {
    this.reportNotInteger(at, 'coordinate');
    return { kind: 'bad-token', at };
  }

  private reportMissing(
    stop: Interruption,
    headerRange: TextRange,
    number: number,
    announced: string | undefined,
    found: number,
    letter: 'L' | 'K',
    into: CaseIssues,
  ): void {
    if (stop.kind === 'bad-token') return; // the bad token already has its diagnostic
    const where = stop.kind === 'end' ? msg('where.file-ends') : msg('where.next-header', { line: this.tokens.line(stop.at) + 1 });
    const message =
      announced === undefined
        ? msg('holedox.no-stone-count', { caseNumber: number, where })
        : msg(letter === 'L' ? 'holedox.missing-blocks' : 'holedox.missing-stones', {
            caseNumber: number,
            announced,
            where,
            found,
            missing: missingCount(announced, found),
          });
    into.push(makeIssue('holedox.missing-pairs', message, headerRange, { caseNumber: number }));
  }

  private reportNotInteger(at: number, expected: HoledoxNumber): void {
    const found = this.tokens.textOf(at);
    this.sink.push(
      makeIssue(
        'holedox.not-an-integer',
        msg('holedox.not-integer', { what: expected, found: abbreviate(found) }),
        this.span(at, at),
        this.sinkCase === undefined ? undefined : { caseNumber: this.sinkCase },
      ),
    );
  }

  /** Tokens where a header belongs, in a file laid out one item per line: most likely L or K undercounts. */
  private reportUnexpected(): void {
    const t = this.tokens;
    const from = this.pos;
    const to = t.nextHeaderLineAfter(from);
    const previous = this.previousCase();
    this.issues.push(
      makeIssue(
        'holedox.unexpected-tokens',
        previous
          ? msg('holedox.unexpected-tokens-after', { found: abbreviate(lineText(t, from)), caseNumber: previous.number })
          : msg('holedox.unexpected-tokens', { found: abbreviate(lineText(t, from)) }),
        this.span(from, to - 1),
        previous
          ? {
              caseNumber: previous.number,
              related: [{ message: msg('related.case-starts-here', { caseNumber: previous.number }), range: previous.headerRange }],
            }
          : undefined,
      ),
    );
    this.pos = to;
    this.previousCaseLineLayout = false;
  }

  private firstNonInteger(from: number, to: number): number {
    for (let i = from; i < to; i++) if (!Number.isFinite(this.tokens.integer(i))) return i;
    return -1;
  }

  private span(firstToken: number, lastToken: number): TextRange {
    return { start: this.tokens.start(firstToken), end: this.tokens.end(lastToken) };
  }
}

const { maxSide: JUDGE_MAX_SIDE, minLength: JUDGE_MIN_LENGTH, maxLength: JUDGE_MAX_LENGTH } = HOLEDOX_JUDGE_LIMITS;

function headerSizeIssues(t: TokenList, at: number, rows: number, cols: number, length: number, number: number): Issue[] {
  const issues: Issue[] = [];
  const shown = (k: number) => t.shown(at + k);
  /** An issue at the header's `k`-th number. */
  const report = (k: number, code: HoledoxIssueCode, text: Message) =>
    issues.push(makeIssue(code, text, { start: t.start(at + k), end: t.end(at + k) }, { caseNumber: number }));
  const sides: ['n' | 'm', number][] = [
    ['n', rows],
    ['m', cols],
  ];
  sides.forEach(([name, value], k) => {
    if (value <= 0) report(k, 'holedox.size-not-positive', msg('holedox.side-not-positive', { name, value: shown(k) }));
    else if (value > HOLEDOX_MAX_SIDE)
      report(k, 'holedox.beyond-solver-limits', msg('holedox.side-beyond-solver', { name, value: shown(k), max: HOLEDOX_MAX_SIDE }));
    else if (value > JUDGE_MAX_SIDE)
      report(k, 'holedox.beyond-judge-limits', msg('holedox.side-beyond-judge', { name, value: shown(k), max: JUDGE_MAX_SIDE }));
  });
  if (length <= 0) report(2, 'holedox.size-not-positive', msg('holedox.length-not-positive', { value: shown(2) }));
  else if (length > HOLEDOX_MAX_LENGTH)
    report(2, 'holedox.beyond-solver-limits', msg('holedox.length-beyond-solver', { value: shown(2), max: HOLEDOX_MAX_LENGTH }));
  else if (length < JUDGE_MIN_LENGTH || length > JUDGE_MAX_LENGTH)
    report(
      2,
      'holedox.beyond-judge-limits',
      msg('holedox.length-beyond-judge', { value: shown(2), min: JUDGE_MIN_LENGTH, max: JUDGE_MAX_LENGTH }),
    );
  return issues;
}

/** Whether every line in [from, to) is something other than a pair. */
function onlyStrayLines(t: TokenList, from: number, to: number): boolean {
  for (let i = from; i < to; i += t.tokensOnLine(i)) if (lineShape(t, i) === Shape.Pair) return false;
  return true;
}

function isTerminator(t: TokenList, at: number): boolean {
  return t.integer(at) === 0 && t.integer(at + 1) === 0 && t.integer(at + 2) === 0;
}

function lineText(t: TokenList, at: number): string {
  const line = t.line(at);
  let last = at;
  while (last + 1 < t.count && t.line(last + 1) === line) last++;
  return t.slice(t.start(at), t.end(last));
}

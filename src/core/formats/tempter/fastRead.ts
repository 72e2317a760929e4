import { ISSUES_PER_FILE } from '../../issues';
import { headerRangeBefore } from '../headerRange';
import { Byte } from '../textBytes';
import type {
  BudgetNames,
  CleanAnswers,
  CleanBudget,
  CleanFile,
  CleanWarning,
  FastReadOptions,
  ReportFacts,
  SolutionReport,
  SolveBudget,
  SolveResult,
} from '../format';
import { BOARD_CELLS } from './solver/bits/board';
import { tempterJudgeLine } from './judgeLine';
import { sideBeyondJudgeLimits, sideWithinJudgeLimits, timeBeyondJudgeLimits, timeWithinJudgeLimits } from './limits';
import type { TempterSolution } from './puzzle';
import { solveTempterFound } from './solver';
import { reportTempter, tempterAnswer, tempterFacts, tempterResult, tempterSolveOptions } from './solving';

/*
 * Tempter's fast lane (see src/core/fastLane.ts): a clean file read straight from its bytes,
 * each grid kept as its characters, as solveTempterFound takes them, with where its S and D stand. It takes only what it
 * can prove clean: a header line `N M T`, one row a line of exactly M squares, blank lines
 * anywhere, `0 0 0` last, one S and one D a grid. A case past the judge's limits (limits.ts)
 * is taken too, with the warning the parser gives it, worded by the same function and placed
 * by line and column as the full lane places it, so the bench's 7×7 and 8×8 files skip the
 * full parse. Anything else, including any other warning, it declines, and the parser finds
 * and reports the flaw. A new check in parse.ts needs its mirror here, and a malformed/
 * fixture that the fast-lane test holds this reader to. With judgeLimits false (the solve
 * worker, which shows no warnings) it takes any positive N and M and any T, grids of any
 * size included, and words no warning. Every byte goes through one of its two loops, which
 * take a \r only right before a \n: so it declines a lone \r itself, with no scan of its own.
 */

/**
 * The largest grid the CLI's lane takes: the 64-square search (bits/search.ts), whose node budget no clean
 * case spends by default. A bigger grid may go to the wide search, which has a small budget;
 * a case that spends it sends the whole file to the full lane, answered a second time.
 */
const MAX_SQUARES = BOARD_CELLS;

/** Warnings taken at most: a file with more (the file's cap drops most) is left to the full lane. */
const MAX_WARNINGS = ISSUES_PER_FILE;

/** Longer numbers are past every limit: not clean. */
const MAX_DIGITS = 6;

/** Numbers kept per case in CleanTempterFile.headers. */
const HEADER = 6;

/** The bytes a grid's squares are written with. */
const enum Square {
  Dot = 46,
  D = 68,
  S = 83,
  X = 88,
}

/** What a byte is as a square: one table lookup instead of four comparisons. */
const enum Kind {
  None = 0,
  Plain = 1,
  S = 2,
  D = 3,
}
const SQUARE_KINDS = new Uint8Array(256);
SQUARE_KINDS[Square.Dot] = Kind.Plain;
SQUARE_KINDS[Square.X] = Kind.Plain;
SQUARE_KINDS[Square.S] = Kind.S;
SQUARE_KINDS[Square.D] = Kind.D;

/** The reader's arrays in a ReadScratch (bytes and ints number their slots apart). */
/* eslint-disable @typescript-eslint/no-duplicate-enum-values -- a byte slot and an int slot may share a number */
const enum Slot {
  Squares = 0,
  Headers = 0,
  HeaderEnds = 1,
}
/* eslint-enable @typescript-eslint/no-duplicate-enum-values */

/** What the next line of a file must be. */
const enum Expect {
  Header,
  Row,
  /** Past the terminator. */
  Nothing,
}

/** A clean Tempter file's cases, ready to solve. */
export class CleanTempterFile implements CleanFile<TempterSolution> {
  readonly format = 'tempter';

  constructor(
    readonly cases: number,
    /**
     * Per case (HEADER numbers each): N, M, T, where its N×M squares start in `squares`, and
     * where in them its S and its D stand (row-major, from 0).
     */
    readonly headers: Int32Array,
    /** The grids' characters, row-major, case after case. */
    readonly squares: Uint8Array,
    /** The judge-limit warnings, in file order (none when read with judgeLimits false). */
    readonly warnings: readonly CleanWarning[],
    /** Per case: where its header line ends in `bytes`. */
    readonly headerEnds: Int32Array,
    /** The file as read. */
    readonly bytes: Uint8Array,
  ) {}

  solve(index: number, number: number, budget: SolveBudget = {}, names?: BudgetNames): SolveResult<TempterSolution> {
    const headers = this.headers;
    const h = HEADER * index;
    const rows = headers[h]!;
    const cols = headers[h + 1]!;
    const solution = solveTempterFound(
      rows,
      cols,
      headers[h + 2]!,
      this.squares,
      headers[h + 3]!,
      headers[h + 4]!,
      headers[h + 5]!,
      tempterSolveOptions(budget),
    );
    // The stop's wording is made only for a stop: the function that makes it is an allocation.
    if (solution.status !== 'limit') return tempterAnswer(solution);
    return tempterResult(
      solution,
      () => ({ number, rows, cols, headerRange: headerRangeBefore(this.bytes, this.headerEnds[index]!) }),
      names,
    );
  }

  report(index: number, solution: TempterSolution): SolutionReport {
    return reportTempter({ time: this.headers[HEADER * index + 2]! }, solution);
  }

  facts(index: number, solution: TempterSolution): ReportFacts {
    return tempterFacts(this.headers[HEADER * index + 2]!, solution);
  }

  /** Solves every case; undefined if a search hit its limit (the full lane reports that). */
  answer(budget: CleanBudget = {}): CleanAnswers | undefined {
    const { headers, squares } = this;
    const nodes = budget.maxStates === undefined ? undefined : { maxNodes: budget.maxStates };
    let output = '';
    let expanded = 0;
    for (let k = 0; k < this.cases; k++) {
      const h = HEADER * k;
      const solution = solveTempterFound(
        headers[h]!,
        headers[h + 1]!,
        headers[h + 2]!,
        squares,
        headers[h + 3]!,
        headers[h + 4]!,
        headers[h + 5]!,
        nodes,
      );
      if (solution.status === 'limit') return undefined;
      expanded += solution.expanded;
      output += `${tempterJudgeLine(k + 1, solution.status === 'yes' ? 'YES' : 'NO')}\n`;
    }
    return { output, expanded };
  }
}

/**
 * A Tempter file in one pass over its bytes: a line's tokens are read, then checked against
 * what the layout says comes next. One tight loop on purpose, as Holedox's: the engine
 * optimises it within the first few kilobytes, where a call per token would run cold.
 */
export function readTempterFast(bytes: Uint8Array, options: FastReadOptions = {}): CleanTempterFile | undefined {
  const judgeLimits = options.judgeLimits !== false;
  const size = bytes.length;
  // Each square is a byte of the file. A clean case takes at least 9 bytes (`1 2 1`, a row of
  // two), so the cases' arrays never grow.
  const maxCases = (size >> 3) + 1;
  const scratch = options.scratch;
  const squares = scratch ? scratch.bytes(Slot.Squares, size) : new Uint8Array(size);
  const headers = scratch ? scratch.ints(Slot.Headers, HEADER * maxCases) : new Int32Array(HEADER * maxCases);
  const headerEnds = scratch ? scratch.ints(Slot.HeaderEnds, maxCases) : new Int32Array(maxCases);
  const warnings: CleanWarning[] = [];
  let expect = Expect.Header;
  let cases = 0;
  let used = 0;
  let rows = 0;
  let cols = 0;
  let time = 0;
  let first = 0;
  let row = 0;
  let starts = 0;
  let doors = 0;
  // Where the case's S and D stand in its squares.
  let sAt = 0;
  let dAt = 0;
  let i = 0;
  // Where the current line starts, and its 0-based number: where a warning sits.
  let line = -1;
  let lineStart: number;
  while (i < size) {
    line++;
    lineStart = i;
    // Where the line's row of squares starts in `bytes`, once one is found.
    let rowFrom = -1;
    if (expect === Expect.Row) {
      // The usual row: its M squares from the line's first byte, then the line's end, taken
      // with no token read. A line of exactly M bytes that starts with no space is a clean row
      // only if all its bytes are squares: the copy below declines it otherwise. Any other line
      // (spaces first, a blank line, a wrong length) is read below, token by token.
      const end = i + cols;
      const after = end < size ? bytes[end]! : -1;
      if ((after === Byte.Newline || (after === Byte.Return && bytes[end + 1] === Byte.Newline)) && bytes[i]! > Byte.Space) {
        rowFrom = i;
        i = after === Byte.Newline ? end + 1 : end + 2;
      }
    }
    // The line's tokens: numbers (up to three kept, with where each starts) and grid rows (the last one kept).
    let numbers = 0;
    let gridTokens = 0;
    let a = 0;
    let b = 0;
    let c = 0;
    let aStart = 0;
    let bStart = 0;
    let cStart = 0;
    let gridStart = 0;
    let gridLength = 0;
    while (rowFrom < 0 && i < size) {
      let byte = bytes[i]!;
      if (byte === Byte.Newline) {
        i++;
        break;
      }
      if (byte === Byte.Space || (byte >= Byte.Tab && byte <= Byte.Return)) {
        // A lone \r ends a line for the full lane: lines would be counted differently.
        if (byte === Byte.Return && bytes[i + 1] !== Byte.Newline) return undefined;
        i++;
        continue;
      }
      const start = i;
      let value = 0;
      let digits = true;
      let grid = true;
      for (;;) {
        if (byte >= Byte.Zero && byte <= Byte.Nine) {
          value = value * 10 + (byte - Byte.Zero);
          grid = false;
        } else {
          digits = false;
          if (byte !== Square.S && byte !== Square.D && byte !== Square.X && byte !== Square.Dot) grid = false;
        }
        if (++i === size) break;
        byte = bytes[i]!;
        if (byte === Byte.Space || (byte >= Byte.Tab && byte <= Byte.Return)) break;
      }
      if (digits) {
        if (i - start > MAX_DIGITS) return undefined;
        if (numbers === 0) {
          a = value;
          aStart = start;
        } else if (numbers === 1) {
          b = value;
          bStart = start;
        } else {
          c = value;
          cStart = start;
        }
        numbers++;
      } else if (grid) {
        gridStart = start;
        gridLength = i - start;
        gridTokens++;
      } else {
        return undefined;
      }
    }
    if (rowFrom < 0 && numbers + gridTokens === 0) continue;

    if (expect === Expect.Header) {
      if (numbers !== 3 || gridTokens !== 0) return undefined;
      if (a === 0 && b === 0 && c === 0) {
        expect = Expect.Nothing;
        continue;
      }
      if (a < 1 || b < 1) return undefined;
      if (judgeLimits) {
        if (a * b > MAX_SQUARES) return undefined;
        if (!sideWithinJudgeLimits(a) || !sideWithinJudgeLimits(b) || !timeWithinJudgeLimits(c)) {
          warnBeyondLimits(warnings, bytes, cases + 1, line, lineStart, a, aStart, b, bStart, c, cStart);
          if (warnings.length > MAX_WARNINGS) return undefined;
        }
      }
      headerEnds[cases] = i;
      rows = a;
      cols = b;
      time = c;
      first = used;
      row = 0;
      starts = 0;
      doors = 0;
      expect = Expect.Row;
    } else if (expect === Expect.Row) {
      if (rowFrom < 0) {
        // One row a line, exactly M squares.
        if (numbers !== 0 || gridTokens !== 1 || gridLength !== cols) return undefined;
        rowFrom = gridStart;
      }
      // The row's squares, where its S and D stand noted; a byte that is no square: not clean.
      for (let k = rowFrom, end = rowFrom + cols; k < end; k++) {
        const square = bytes[k]!;
        const kind = SQUARE_KINDS[square]!;
        if (kind !== Kind.Plain) {
          if (kind === Kind.S) {
            sAt = used - first;
            starts++;
          } else if (kind === Kind.D) {
            dAt = used - first;
            doors++;
          } else return undefined;
        }
        squares[used++] = square;
      }
      if (++row === rows) {
        if (starts !== 1 || doors !== 1) return undefined;
        const h = HEADER * cases;
        headers[h] = rows;
        headers[h + 1] = cols;
        headers[h + 2] = time;
        headers[h + 3] = first;
        headers[h + 4] = sAt;
        headers[h + 5] = dAt;
        cases++;
        expect = Expect.Header;
      }
    } else {
      // Nothing may follow the terminator.
      return undefined;
    }
  }
  if (expect !== Expect.Nothing) return undefined;
  return new CleanTempterFile(cases, headers, squares, warnings, headerEnds, bytes);
}

/**
 * The parser's warnings for a header past the judge's limits, in its order (N, M, then T),
 * the number written being the value read. A function of its own: a closure in the reader's
 * loop would keep the loop's variables in memory instead of registers.
 */
function warnBeyondLimits(
  warnings: CleanWarning[],
  bytes: Uint8Array,
  number: number,
  line: number,
  lineStart: number,
  a: number,
  aStart: number,
  b: number,
  bStart: number,
  c: number,
  cStart: number,
): void {
  const at = (start: number) => ({ line, character: start - lineStart });
  const range = (start: number) => ({ start, end: endOfNumber(bytes, start) });
  if (!sideWithinJudgeLimits(a)) warnings.push({ issue: sideBeyondJudgeLimits('N', String(a), range(aStart), number), at: at(aStart) });
  if (!sideWithinJudgeLimits(b)) warnings.push({ issue: sideBeyondJudgeLimits('M', String(b), range(bStart), number), at: at(bStart) });
  if (!timeWithinJudgeLimits(c)) warnings.push({ issue: timeBeyondJudgeLimits(String(c), range(cStart), number), at: at(cStart) });
}

/** Just past the digits from `start`. */
function endOfNumber(bytes: Uint8Array, start: number): number {
  let end = start;
  while (end < bytes.length && bytes[end]! >= Byte.Zero && bytes[end]! <= Byte.Nine) end++;
  return end;
}

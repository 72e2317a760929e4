import { directionOf } from './geometry';
import { deadlineAfter, HOLEDOX_DEFAULT_MAX_STATES, HOLEDOX_LIMIT, HoledoxSearch, type HoledoxSearchBudget } from './formats/holedox/solve';
import { JUDGE_LIMITS } from './judgeLimits';
import type { FormatId } from './puzzleFile';
import { solveTempterSquares } from './formats/tempter/solve';
import { holedoxFormat } from './formats/holedox';
import { tempterFormat } from './formats/tempter';

/*
 * The judge CLI's fast lane: a clean file answered straight from its bytes.
 *
 * The full parsers (holedox/parse.ts, tempter/parse.ts) keep a range for every token and an
 * object for every square, so that any flaw can be pointed at. A judge file of 10 000 cases
 * has no flaw to point at, and paying for all that in a short-lived process costs more than
 * the solving (allocation, and cold code: the process ends before the engine has optimised
 * the parser). So the CLI first tries this reader. It takes only what it can prove clean,
 * the layout of the statements' samples (a header line `a b c`, one item per line, blank
 * lines anywhere, `0 0 0` last) with every value within the judge's limits and every
 * statement promise kept, and holds the cases in flat arrays, already in the form the
 * solver's core works in (padded squares, the body's shape), as it has checked what the
 * solver would otherwise check a case at a time. For anything else, including
 * whatever would earn a warning, it says no, and the caller runs the full parser, which
 * finds and reports the flaw. Both lanes give the same answers: the tests hold them to it
 * on every bench-like suite and on thousands of mutated files.
 */

/** A clean file's cases in flat arrays, ready to solve. */
export type CleanFile = CleanHoledoxFile | CleanTempterFile;

export interface CleanHoledoxFile {
  readonly format: 'holedox';
  readonly cases: number;
  /**
   * Per case (7 numbers a case): rows, cols, L, K, where its stones start in `stones`, the
   * head's padded square and the body's shape, as holedoxSteps takes them.
   */
  readonly headers: Int32Array;
  /** Each case's K stones as padded squares, row * (cols + 2) + col. */
  readonly stones: Int32Array;
}

export interface CleanTempterFile {
  readonly format: 'tempter';
  readonly cases: number;
  /** Per case: N, M, T, and where its N×M squares start in `squares` (4 numbers a case). */
  readonly headers: Int32Array;
  /** The grids' characters, row-major, case after case. */
  readonly squares: Uint8Array;
}

/** The judge's output for a clean file, and the search effort it took. */
export interface CleanAnswers {
  readonly output: string;
  readonly expanded: number;
}

// The statements' limits; a value past them earns a warning, so it is not clean.
const { maxSide: HOLEDOX_MAX_SIDE, minLength: HOLEDOX_MIN_LENGTH, maxLength: HOLEDOX_MAX_LENGTH } = JUDGE_LIMITS.holedox;
const { minSide: TEMPTER_MIN_SIDE, maxSide: TEMPTER_MAX_SIDE, minTime: TEMPTER_MIN_TIME, maxTime: TEMPTER_MAX_TIME } = JUDGE_LIMITS.tempter;

const enum Byte {
  Newline = 10,
  Space = 32,
  Zero = 48,
  Nine = 57,
  Dot = 46,
  D = 68,
  S = 83,
  X = 88,
}

/**
 * The file's cases when it is clean (see above), or undefined when the full parser must
 * look at it. `format` as the CLI's --format, or detected as detectFormat does.
 */
export function readCleanFile(bytes: Uint8Array, format?: FormatId, options: CleanReadOptions = {}): CleanFile | undefined {
  // A lone \r ends a line for the full lane (as for VS Code) but not for the readers below.
  if (hasLoneCarriageReturn(bytes)) return undefined;
  const tempterLimits = options.tempterPastJudgeLimits !== true;
  if (format === 'tempter') return readTempter(bytes, tempterLimits);
  // A clean Holedox file is all numbers, so detectFormat would call it Holedox: reading it
  // first spares the detection's scan, and a Tempter file is declined on its second line.
  const holedox = readHoledox(bytes);
  if (holedox !== undefined || format === 'holedox') return holedox;
  return detectFormatOfBytes(bytes) === 'tempter' ? readTempter(bytes, tempterLimits) : undefined;
}

export interface CleanReadOptions {
  /**
   * Also take Tempter sizes and times past the judge's limits (N or M of 1 or over 6, T of 0
   * or over 49): the full lane only warns of them and solves such cases all the same, so a
   * caller that shows no warnings (the solve worker) gets the same verdicts. Holedox keeps
   * its limits: its reader's tables are sized by them.
   */
  readonly tempterPastJudgeLimits?: boolean;
}

/** Per-case search budgets; the solvers' defaults where absent. */
export interface CleanBudget {
  readonly maxStates?: number;
  /** Holedox only. */
  readonly timeLimitMs?: number;
}

/** Solves every case of a clean file; undefined if a search hit its limit (the full lane reports that). */
export function answerCleanFile(file: CleanFile, budget: CleanBudget = {}): CleanAnswers | undefined {
  return file.format === 'holedox' ? answerHoledox(file, budget) : answerTempter(file, budget);
}

/** detectFormat on bytes: the first token made only of S, D, X and . (within 4096) means Tempter. */
export function detectFormatOfBytes(bytes: Uint8Array): FormatId {
  const length = bytes.length;
  let i = 0;
  for (let k = 0; k < 4096; k++) {
    while (i < length && isSpace(bytes[i]!)) i++;
    if (i === length) break;
    let grid = true;
    for (; i < length && !isSpace(bytes[i]!); i++) if (!isSquare(bytes[i]!)) grid = false;
    if (grid) return 'tempter';
  }
  return 'holedox';
}

/** What the next line of a file must be. */
const enum Expect {
  Header,
  /** Holedox: a body block, the stone count, a stone. */
  Block,
  StoneCount,
  Stone,
  /** Tempter: a grid row. */
  Row,
  /** Past the terminator. */
  Nothing,
}

/**
 * A Holedox file in one pass over its bytes: a line's numbers are read, then checked against
 * what the layout says comes next. One tight loop on purpose: the engine optimises it within
 * the first few kilobytes, where a call per token or a second pass would run cold.
 */
function readHoledox(bytes: Uint8Array): CleanHoledoxFile | undefined {
  const size = bytes.length;
  // A stone line takes at least four bytes (`1 2` and a line end).
  const stones = new Int32Array((size >> 2) + 1);
  // A clean case takes at least 16 bytes (`1 1 2`, two blocks, a stone count), so this never
  // grows: growing mid-file meant code the optimised loop had never seen, and a deopt.
  const headers = new Int32Array(7 * ((size >> 4) + 1));
  // The squares taken in the current case (by a block or a stone) hold its number: nothing to
  // clear. Indexed by padded square, the number the solver wants anyway.
  const stamps = new Int32Array((HOLEDOX_MAX_SIDE + 2) * (HOLEDOX_MAX_SIDE + 2));
  let expect = Expect.Header;
  let cases = 0;
  // The current case's stamp: its number, from 1.
  let mark = 0;
  let used = 0;
  let rows = 0;
  let cols = 0;
  let width = 0;
  let length = 0;
  let stoneCount = 0;
  let first = 0;
  let k = 0;
  let head = 0;
  let shape = 0;
  let prevRow = 0;
  let prevCol = 0;
  let i = 0;
  while (i < size) {
    // The line's numbers: up to three kept, all counted.
    let count = 0;
    let a = 0;
    let b = 0;
    let c = 0;
    while (i < size) {
      let byte = bytes[i]!;
      if (byte === Byte.Newline) {
        i++;
        break;
      }
      if (byte >= Byte.Zero && byte <= Byte.Nine) {
        const start = i;
        let value = byte - Byte.Zero;
        while (++i < size) {
          byte = bytes[i]!;
          if (byte < Byte.Zero || byte > Byte.Nine) break;
          value = value * 10 + (byte - Byte.Zero);
        }
        // A long run of digits: the full lane's business.
        if (i - start > MAX_DIGITS) return undefined;
        if (count === 0) a = value;
        else if (count === 1) b = value;
        else c = value;
        count++;
        if (i === size) break;
        // The byte after a number is taken here, not looked at again from the top: in cold
        // code every load and test counts, and this is one per number.
        if (byte === Byte.Newline) {
          i++;
          break;
        }
      }
      // isSpace, written out: calls are dear until the engine has optimised this loop. A sign,
      // a letter, anything else: the full lane's business.
      if (byte !== Byte.Space && (byte < 9 || byte > 13)) return undefined;
      i++;
    }
    if (count === 0) continue;

    // Most lines are stones, then blocks: test for them first.
    if (expect === Expect.Stone) {
      // Inside the lair, off the exit, off the body, listed once.
      if (count !== 2 || a < 1 || a > rows || b < 1 || b > cols || (a === 1 && b === 1)) return undefined;
      const square = a * width + b;
      if (stamps[square] === mark) return undefined;
      stamps[square] = mark;
      stones[used++] = square;
      k++;
    } else if (expect === Expect.Block) {
      // Inside the lair, on a square of its own, beside the block before it.
      if (count !== 2 || a < 1 || a > rows || b < 1 || b > cols) return undefined;
      const square = a * width + b;
      if (stamps[square] === mark) return undefined;
      if (k === 0) {
        head = square;
        shape = 0;
      } else {
        // The direction of this block from the one before; -1: not a neighbour.
        const dir = directionOf(a - prevRow, b - prevCol);
        if (dir < 0) return undefined;
        shape |= dir << (2 * (k - 1));
      }
      stamps[square] = mark;
      prevRow = a;
      prevCol = b;
      if (++k === length) expect = Expect.StoneCount;
    } else if (expect === Expect.Header) {
      if (count !== 3) return undefined;
      if (a === 0 && b === 0 && c === 0) {
        expect = Expect.Nothing;
        continue;
      }
      if (a < 1 || a > HOLEDOX_MAX_SIDE || b < 1 || b > HOLEDOX_MAX_SIDE) return undefined;
      if (c < HOLEDOX_MIN_LENGTH || c > HOLEDOX_MAX_LENGTH) return undefined;
      rows = a;
      cols = b;
      width = b + 2;
      length = c;
      first = used;
      mark = cases + 1;
      k = 0;
      expect = Expect.Block;
    } else if (expect === Expect.StoneCount) {
      // More stones than squares must repeat one (a warning), so such a count is never clean.
      if (count !== 1 || a > rows * cols) return undefined;
      stoneCount = a;
      k = 0;
      expect = Expect.Stone;
    } else {
      // Nothing may follow the terminator.
      return undefined;
    }
    if (expect === Expect.Stone && k === stoneCount) {
      const h = 7 * cases;
      headers[h] = rows;
      headers[h + 1] = cols;
      headers[h + 2] = length;
      headers[h + 3] = stoneCount;
      headers[h + 4] = first;
      headers[h + 5] = head;
      headers[h + 6] = shape;
      cases++;
      expect = Expect.Header;
    }
  }
  if (expect !== Expect.Nothing) return undefined;
  return { format: 'holedox', cases, headers, stones };
}

/** Longer numbers are past every limit: not clean. */
const MAX_DIGITS = 6;

/** A Tempter file in one pass over its bytes, as readHoledox reads a Holedox file. */
function readTempter(bytes: Uint8Array, judgeLimits: boolean): CleanTempterFile | undefined {
  const size = bytes.length;
  // Each square is a byte of the file.
  const squares = new Uint8Array(size);
  // A clean case takes at least 9 bytes (`1 2 1`, a row of two), so this never grows.
  const headers = new Int32Array(4 * ((size >> 3) + 1));
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
  let i = 0;
  while (i < size) {
    // The line's tokens: numbers (up to three kept) and grid rows (the last one kept).
    let numbers = 0;
    let gridTokens = 0;
    let a = 0;
    let b = 0;
    let c = 0;
    let gridStart = 0;
    let gridLength = 0;
    while (i < size) {
      let byte = bytes[i]!;
      if (byte === Byte.Newline) {
        i++;
        break;
      }
      if (byte === Byte.Space || (byte >= 9 && byte <= 13)) {
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
          if (byte !== Byte.S && byte !== Byte.D && byte !== Byte.X && byte !== Byte.Dot) grid = false;
        }
        if (++i === size) break;
        byte = bytes[i]!;
        if (byte === Byte.Space || (byte >= 9 && byte <= 13)) break;
      }
      if (digits) {
        if (i - start > MAX_DIGITS) return undefined;
        if (numbers === 0) a = value;
        else if (numbers === 1) b = value;
        else c = value;
        numbers++;
      } else if (grid) {
        gridStart = start;
        gridLength = i - start;
        gridTokens++;
      } else {
        return undefined;
      }
    }
    if (numbers + gridTokens === 0) continue;

    if (expect === Expect.Header) {
      if (numbers !== 3 || gridTokens !== 0) return undefined;
      if (a === 0 && b === 0 && c === 0) {
        expect = Expect.Nothing;
        continue;
      }
      if (judgeLimits) {
        if (a < TEMPTER_MIN_SIDE || a > TEMPTER_MAX_SIDE || b < TEMPTER_MIN_SIDE || b > TEMPTER_MAX_SIDE || c < TEMPTER_MIN_TIME || c > TEMPTER_MAX_TIME) return undefined;
      } else if (a < 1 || b < 1) {
        return undefined;
      }
      rows = a;
      cols = b;
      time = c;
      first = used;
      row = 0;
      starts = 0;
      doors = 0;
      expect = Expect.Row;
    } else if (expect === Expect.Row) {
      // One row a line, exactly M squares.
      if (numbers !== 0 || gridTokens !== 1 || gridLength !== cols) return undefined;
      for (let k = gridStart; k < gridStart + cols; k++) {
        const square = bytes[k]!;
        if (square === Byte.S) starts++;
        else if (square === Byte.D) doors++;
        squares[used++] = square;
      }
      if (++row === rows) {
        if (starts !== 1 || doors !== 1) return undefined;
        const h = 4 * cases;
        headers[h] = rows;
        headers[h + 1] = cols;
        headers[h + 2] = time;
        headers[h + 3] = first;
        cases++;
        expect = Expect.Header;
      }
    } else {
      // Nothing may follow the terminator.
      return undefined;
    }
  }
  if (expect !== Expect.Nothing) return undefined;
  return { format: 'tempter', cases, headers, squares };
}

function answerHoledox(file: CleanHoledoxFile, budget: CleanBudget): CleanAnswers | undefined {
  const { headers, stones } = file;
  const search = new HoledoxSearch();
  const maxStates = budget.maxStates ?? HOLEDOX_DEFAULT_MAX_STATES;
  let output = '';
  let expanded = 0;
  for (let k = 0; k < file.cases; k++) {
    const h = 7 * k;
    const limits: HoledoxSearchBudget = { maxStates, deadline: deadlineAfter(budget.timeLimitMs) };
    // The core wants no object a case and builds no witness: the judge prints only the count.
    const steps = search.steps(
      headers[h]!,
      headers[h + 1]!,
      headers[h + 2]!,
      headers[h + 5]!,
      headers[h + 6]!,
      stones,
      headers[h + 4]!,
      headers[h + 3]!,
      limits,
    );
    if (steps === HOLEDOX_LIMIT) return undefined;
    expanded += search.expanded;
    output += `${holedoxFormat.judgeLine(k + 1, String(steps < 0 ? -1 : steps))}\n`;
  }
  return { output, expanded };
}

function answerTempter(file: CleanTempterFile, budget: CleanBudget): CleanAnswers | undefined {
  const { headers, squares } = file;
  const nodes = budget.maxStates === undefined ? undefined : { maxNodes: budget.maxStates };
  let output = '';
  let expanded = 0;
  for (let k = 0; k < file.cases; k++) {
    const h = 4 * k;
    const solution = solveTempterSquares(headers[h]!, headers[h + 1]!, headers[h + 2]!, squares, headers[h + 3]!, nodes);
    if (solution.status === 'limit') return undefined;
    expanded += solution.expanded;
    output += `${tempterFormat.judgeLine(k + 1, solution.status === 'yes' ? 'YES' : 'NO')}\n`;
  }
  return { output, expanded };
}

function hasLoneCarriageReturn(bytes: Uint8Array): boolean {
  // indexOf is native: a file without \r (the usual case) costs one memchr.
  for (let at = bytes.indexOf(13); at >= 0; at = bytes.indexOf(13, at + 1)) if (bytes[at + 1] !== 10) return true;
  return false;
}

function isSpace(b: number): boolean {
  // scanf's whitespace: space, \t, \n, \v, \f, \r.
  return b === Byte.Space || (b >= 9 && b <= 13);
}

function isSquare(b: number): boolean {
  return b === Byte.S || b === Byte.D || b === Byte.X || b === Byte.Dot;
}

import { directionOf } from '../../geometry';
import { headerRangeBefore } from '../headerRange';
import { Byte } from '../textBytes';
import type {
  BudgetNames,
  CleanAnswers,
  CleanBudget,
  CleanFile,
  FastReadOptions,
  ReportFacts,
  SolutionReport,
  SolveBudget,
  SolveResult,
} from '../format';
import { holedoxJudgeLine } from './judgeLine';
import { HOLEDOX_JUDGE_LIMITS, HOLEDOX_MAX_LENGTH, HOLEDOX_MAX_SIDE } from './limits';
import type { HoledoxSolution } from './puzzle';
import {
  HOLEDOX_DEFAULT_MAX_STATES,
  HOLEDOX_LIMIT,
  PackedPuzzle,
  sharedHoledoxSearch,
  solveHoledoxSquares,
  type HoledoxSearch,
  type HoledoxSearchBudget,
} from './solver';
import { holedoxFacts, holedoxResult, holedoxSolveOptions, reportHoledox } from './solving';

/*
 * Holedox's fast lane (see src/core/fastLane.ts): a clean file read straight from its bytes
 * into flat arrays, already in the form the search's core works in (padded squares, the
 * body's shape). It takes only what it can prove clean: the layout of the statement's
 * samples (a header line `n m L`, one pair or count a line, blank lines anywhere, `0 0 0`
 * last) with every value within HOLEDOX_JUDGE_LIMITS and every check of check.ts passed.
 * Anything else, including whatever would earn a warning, it declines, and the parser
 * finds and reports the flaw. A new check in check.ts or parse.ts needs its mirror here,
 * and a malformed/ fixture that the fast-lane test holds this reader to. With judgeLimits
 * false (the solve worker, which shows no warnings) it also takes sides and lengths past the
 * judge's limits up to the solver's, which the parser only warns of.
 */

/** Longer numbers are past every limit: not clean. */
const MAX_DIGITS = 6;

/** What the next line of a file must be. */
const enum Expect {
  Header,
  Block,
  StoneCount,
  Stone,
  /** Past the terminator. */
  Nothing,
}

/** A clean Holedox file's cases in flat arrays, ready to solve. */
export class CleanHoledoxFile implements CleanFile<HoledoxSolution> {
  readonly format = 'holedox';

  constructor(
    readonly cases: number,
    /** Per case, a PackedPuzzle (rows, cols, L, K, where its stones start in `stones`, the head's padded square and the body's shape), as HoledoxSearch.steps takes them. */
    readonly headers: Int32Array,
    /** Each case's K stones as padded squares, row * (cols + 2) + col. */
    readonly stones: Int32Array,
    /** Per case: where its header line ends in `bytes`. */
    readonly headerEnds: Int32Array,
    /** The file as read. */
    readonly bytes: Uint8Array,
    /**
     * The search to answer in (the shared one: see readHoledoxFast), or undefined to take the
     * shared one at the first case.
     */
    private readonly search?: HoledoxSearch,
  ) {}

  solve(index: number, number: number, budget: SolveBudget = {}, names?: BudgetNames): SolveResult<HoledoxSolution> {
    // Straight from the flat arrays, as answer() does: no object per square a case.
    const options = holedoxSolveOptions(budget);
    const search = this.search ?? sharedHoledoxSearch();
    const solution = solveHoledoxSquares(search, this.headers, PackedPuzzle.Size * index, this.stones, options);
    return holedoxResult(solution, options, () => ({ number, headerRange: headerRangeBefore(this.bytes, this.headerEnds[index]!) }), names);
  }

  report(_index: number, solution: HoledoxSolution): SolutionReport {
    return reportHoledox(solution);
  }

  facts(_index: number, solution: HoledoxSolution): ReportFacts {
    return holedoxFacts(solution);
  }

  /** Solves every case; undefined if a search hit its limit (the full lane reports that). */
  answer(budget: CleanBudget = {}): CleanAnswers | undefined {
    const { headers, stones } = this;
    let search = this.search;
    // Each case's time limit runs from the start of its search (HoledoxSearch.steps reads the clock).
    const limits: HoledoxSearchBudget = { maxStates: budget.maxStates ?? HOLEDOX_DEFAULT_MAX_STATES, timeLimitMs: budget.timeLimitMs };
    let output = '';
    let expanded = 0;
    for (let k = 0; k < this.cases; k++) {
      // The core wants no object a case and builds no witness: the judge prints only the count.
      search ??= sharedHoledoxSearch();
      const steps = search.steps(headers, PackedPuzzle.Size * k, stones, limits);
      if (steps === HOLEDOX_LIMIT) return undefined;
      expanded += search.expanded;
      // The count as a number: the line's template words it, with no String() a case.
      output += `${holedoxJudgeLine(k + 1, steps < 0 ? -1 : steps)}\n`;
    }
    return { output, expanded };
  }
}

/**
 * A Holedox file in one pass over its bytes: a line's numbers are read, then checked against
 * what the layout says comes next. One tight loop on purpose: the engine optimises it within
 * the first few kilobytes, where a call per token or a second pass would run cold.
 */
export function readHoledoxFast(bytes: Uint8Array, options: FastReadOptions = {}): CleanHoledoxFile | undefined {
  // A lone \r ends a line for the full lane; this reader takes any \r as a space.
  if (hasLoneCarriageReturn(bytes)) return undefined;
  const judgeLimits = options.judgeLimits !== false;
  const maxSide = judgeLimits ? HOLEDOX_JUDGE_LIMITS.maxSide : HOLEDOX_MAX_SIDE;
  const minLength = judgeLimits ? HOLEDOX_JUDGE_LIMITS.minLength : 1;
  const maxLength = judgeLimits ? HOLEDOX_JUDGE_LIMITS.maxLength : HOLEDOX_MAX_LENGTH;
  const size = bytes.length;
  // A stone line takes at least four bytes (`1 2` and a line end).
  const stones = new Int32Array((size >> 2) + 1);
  // A clean case takes at least 16 bytes (`1 2 2`, two blocks, a stone count; 12 with one
  // block), so this never grows: growing mid-file meant code the optimised loop had never
  // seen, and a deopt.
  const maxCases = Math.floor(size / (minLength > 1 ? 16 : 12)) + 1;
  const headers = new Int32Array(PackedPuzzle.Size * maxCases);
  const headerEnds = new Int32Array(maxCases);
  // The squares taken in the current case (by a block or a stone) hold its number: nothing to
  // clear. Indexed by padded square, the number the solver wants anyway.
  const stamps = new Int32Array((maxSide + 2) * (maxSide + 2));
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
      if (byte !== Byte.Space && (byte < Byte.Tab || byte > Byte.Return)) return undefined;
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
      if (a < 1 || a > maxSide || b < 1 || b > maxSide) return undefined;
      if (c < minLength || c > maxLength) return undefined;
      headerEnds[cases] = i;
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
      const h = PackedPuzzle.Size * cases;
      headers[h + PackedPuzzle.Rows] = rows;
      headers[h + PackedPuzzle.Cols] = cols;
      headers[h + PackedPuzzle.Length] = length;
      headers[h + PackedPuzzle.StoneCount] = stoneCount;
      headers[h + PackedPuzzle.From] = first;
      headers[h + PackedPuzzle.Head] = head;
      headers[h + PackedPuzzle.Shape] = shape;
      cases++;
      expect = Expect.Header;
    }
  }
  if (expect !== Expect.Nothing) return undefined;
  // The file comes with the search that answers it, as its cases come in the search's own
  // form: its buffers are made once a process (the search solveHoledox shares), with the
  // reading, like the module-level buffers of the solver before the redesign; a file of no
  // cases (the bench's `0 0 0`) makes none.
  return new CleanHoledoxFile(cases, headers, stones, headerEnds, bytes, cases > 0 ? sharedHoledoxSearch() : undefined);
}

/** A \r not followed by \n. */
function hasLoneCarriageReturn(bytes: Uint8Array): boolean {
  // indexOf is native: a file without \r (the usual case) costs one memchr.
  for (let at = bytes.indexOf(Byte.Return); at >= 0; at = bytes.indexOf(Byte.Return, at + 1))
    if (bytes[at + 1] !== Byte.Newline) return true;
  return false;
}

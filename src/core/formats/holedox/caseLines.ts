import type { TokenList } from '../../tokens';

/*
 * Where a Holedox case ends when its counts and its lines disagree, read as a person reads
 * the file: one item per line (a header of three numbers, L pairs, the count K, K pairs),
 * cases usually apart by a blank line. Each way of ending the case (at the next header-like
 * line, at a blank line followed by what reads as a case, where the counts say) is priced in
 * lines that would have to be wrong, and the cheapest wins: a deleted, doubled or mistyped
 * line then costs one diagnostic, and the next case keeps its number.
 */

/** What a line looks like: a pair, a lone count, a header, or anything else. */
export const enum Shape {
  Pair,
  Count,
  Header,
  Other,
}

export interface LineView {
  /** First token of each line, from the case's first line after its header (or its broken start). */
  readonly firsts: readonly number[];
  readonly shapes: readonly Shape[];
}

/** How the lines [from, end) read as a case body: where its count line is, what it costs. */
export interface CasePlan {
  /** Token index where the next case (or the terminator, or the end of the file) starts. */
  readonly end: number;
  /** The lines of the case (first tokens) after its header line and their shapes. */
  readonly lines: LineView;
  /** Where its count line is (-1: none can be) and what the lines around it are. */
  readonly reading: BodyReading;
  /** Lines that would have to be wrong for this reading, the next case's broken start included. */
  readonly cost: number;
}

/** Lines scanned for an end at most: bounds the work a deviant case costs in a huge file. */
const MAX_SCAN_LINES = 50_000;
/** Ends considered at most; the cheapest is nearly always among the first two. */
const MAX_CANDIDATES = 4;
/** What a case without a count line costs: more than any single typo. */
const NO_COUNT = 3;

export function lineShape(t: TokenList, first: number): Shape {
  const n = t.tokensOnLine(first);
  if (n > 3) return Shape.Other;
  for (let k = 0; k < n; k++) if (!Number.isFinite(t.integer(first + k))) return Shape.Other;
  return n === 2 ? Shape.Pair : n === 1 ? Shape.Count : Shape.Header;
}

/** A blank line (or more) stands before this line. */
function blankBefore(t: TokenList, first: number): boolean {
  return first > 0 && t.line(first) - t.line(first - 1) > 1;
}

/**
 * The cheapest reading of the case whose header (or broken start) is the line at `start`:
 * `length` is its L, or undefined when the header could not be read, and then the first
 * line counts as the header only if it is not a pair (a pair there is a missing header).
 */
export function planCase(t: TokenList, start: number, length: number | undefined): CasePlan {
  const firsts: number[] = [];
  const shapes: Shape[] = [];
  let i = length === undefined && lineShape(t, start) === Shape.Pair ? start : start + t.tokensOnLine(start);
  // Collect the lines up to the candidates' horizon.
  const ends: { at: number; lineIndex: number; kind: 'header' | 'blank' | 'exact' | 'eof' }[] = [];
  const exact = length === undefined ? -1 : exactEnd(t, i, length);
  while (ends.length < MAX_CANDIDATES && firsts.length < MAX_SCAN_LINES) {
    if (i >= t.count) {
      ends.push({ at: t.count, lineIndex: firsts.length, kind: 'eof' });
      break;
    }
    const shape = lineShape(t, i);
    if (firsts.length > 0 || i !== start) {
      if (shape === Shape.Header) ends.push({ at: i, lineIndex: firsts.length, kind: 'header' });
      else if (i === exact) ends.push({ at: i, lineIndex: firsts.length, kind: 'exact' });
      else if (blankBefore(t, i) && firsts.length > 0 && shape !== Shape.Count)
        ends.push({ at: i, lineIndex: firsts.length, kind: 'blank' });
    }
    firsts.push(i);
    shapes.push(shape);
    i += t.tokensOnLine(i);
  }
  let best: CasePlan | undefined;
  for (const end of ends) {
    const lines = { firsts: firsts.slice(0, end.lineIndex), shapes: shapes.slice(0, end.lineIndex) };
    const body = bodyCost(t, lines, length);
    let cost = body.cost;
    // Blank lines part cases: a reading that runs across one has that line to explain too.
    for (let k = 1; k < lines.firsts.length; k++) if (blankBefore(t, lines.firsts[k] ?? 0)) cost++;
    // Ending before a line that is not a header: the case that starts there has a broken header.
    if (end.kind === 'blank' || end.kind === 'exact') cost += 1 + planCaseCostFrom(t, end.at);
    if (best === undefined || cost < best.cost) best = { end: end.at, lines, reading: body, cost };
  }
  return best ?? { end: t.count, lines: { firsts, shapes }, reading: bodyCost(t, { firsts, shapes }, length), cost: NO_COUNT };
}

/** What reading a case with a broken start at `at` costs, looking only as far as the next header. */
function planCaseCostFrom(t: TokenList, at: number): number {
  // Fewer than three tokens left: the file ends inside a header, which the parser reports.
  if (t.count - at < 3) return 0;
  const firsts: number[] = [];
  const shapes: Shape[] = [];
  let i = lineShape(t, at) === Shape.Pair ? at : at + t.tokensOnLine(at);
  while (i < t.count && firsts.length < MAX_SCAN_LINES) {
    const shape = lineShape(t, i);
    if (shape === Shape.Header) break;
    firsts.push(i);
    shapes.push(shape);
    i += t.tokensOnLine(i);
  }
  return bodyCost(t, { firsts, shapes }, undefined).cost;
}

/**
 * Where the case ends if every line has the length its counts say (two tokens a pair, one
 * for K), or -1 if a line does not. Lengths only: this runs for every case, and a token that
 * is no integer is the reader's to report.
 */
export function exactEnd(t: TokenList, from: number, length: number): number {
  let i = from;
  for (let k = 0; k < length; k++) {
    if (i >= t.count || t.tokensOnLine(i) !== 2 || !t.isFirstOnLine(i)) return -1;
    i += 2;
  }
  if (i >= t.count || t.tokensOnLine(i) !== 1) return -1;
  // A negative K reads as no stones: the reader reports it as a bad count.
  const stones = t.integer(i);
  if (!Number.isFinite(stones)) return -1;
  i++;
  for (let k = 0; k < stones; k++) {
    if (i >= t.count || t.tokensOnLine(i) !== 2 || !t.isFirstOnLine(i)) return -1;
    i += 2;
  }
  return i;
}

/** How lines split around a count line: pairs and other lines before and after it. */
export interface BodyReading {
  readonly cost: number;
  /** Index of the count line, or -1. */
  readonly countLine: number;
  readonly pairsBefore: number;
  readonly othersBefore: number;
  readonly pairsAfter: number;
  readonly othersAfter: number;
}

/**
 * The lines that must be wrong for these lines to be L pairs, a count K and K pairs (L free
 * when undefined, but at least one), choosing the count line that makes the fewest. A line
 * that is no pair costs one, and may stand for a pair that is missing (a mistyped line).
 */
function bodyCost(t: TokenList, lines: LineView, length: number | undefined): BodyReading {
  const n = lines.shapes.length;
  let notPairs = 0;
  for (const shape of lines.shapes) if (shape !== Shape.Pair) notPairs++;
  let best: BodyReading = {
    cost: NO_COUNT + notPairs,
    countLine: -1,
    pairsBefore: n - notPairs,
    othersBefore: notPairs,
    pairsAfter: 0,
    othersAfter: 0,
  };
  let tried = 0;
  let othersBefore = 0;
  for (let b = 0; b < n && tried < 8; b++) {
    if (lines.shapes[b] !== Shape.Count) {
      if (lines.shapes[b] !== Shape.Pair) othersBefore++;
      continue;
    }
    tried++;
    if (length === undefined && b === 0) {
      othersBefore++;
      continue;
    }
    const stones = t.integer(lines.firsts[b] ?? 0);
    const pairsBefore = b - othersBefore;
    const othersAfter = notPairs - othersBefore - 1;
    const pairsAfter = n - b - 1 - othersAfter;
    const cost =
      (length === undefined ? othersBefore : deviation(length - pairsBefore, othersBefore)) +
      Math.min(NO_COUNT, deviation(stones - pairsAfter, othersAfter));
    if (cost < best.cost) best = { cost, countLine: b, pairsBefore, othersBefore, pairsAfter, othersAfter };
    othersBefore++;
  }
  return best;
}

/** Lines wrong when `missing` pairs are missing (negative: too many) and `others` lines are no pairs. */
function deviation(missing: number, others: number): number {
  return others + (missing > 0 ? Math.max(0, missing - others) : -missing);
}

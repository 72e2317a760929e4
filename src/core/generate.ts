import type { Cell } from './geometry';
import { DIRECTION_DELTAS } from './geometry';
import { JUDGE_LIMITS } from './judgeLimits';
import type { PuzzleDocument, FormatId } from './puzzleFile';

/**
 * Random cases within the judges' limits, reproducible from a seed: the same options give
 * the same text on every machine, so a case found interesting can be shared as its seed.
 */
export interface HoledoxCaseOptions {
  readonly format: 'holedox';
  /** n and m, 1..20. */
  readonly rows: number;
  readonly cols: number;
  /** L, 2..8, at most rows × cols. */
  readonly length: number;
  /** Chance, 0..1, that each square off the body and the exit is a stone. */
  readonly density: number;
  /** 0..4294967295. */
  readonly seed: number;
}

export interface TempterCaseOptions {
  readonly format: 'tempter';
  /** N and M, 2..6 (the judge's 1 < N, M < 7). */
  readonly rows: number;
  readonly cols: number;
  /** T, 1..49. */
  readonly time: number;
  /** Chance, 0..1, that each square other than S and D is a wall. */
  readonly density: number;
  readonly seed: number;
}

export type CaseOptions = HoledoxCaseOptions | TempterCaseOptions;

export const GENERATE_LIMITS = { ...JUDGE_LIMITS, maxSeed: 0xffff_ffff } as const;

/** Why options cannot make a case, one message per bad option; empty when they can. */
export function validateCaseOptions(options: CaseOptions): string[] {
  const errors: string[] = [];
  const integerIn = (name: string, value: number, lo: number, hi: number) => {
    if (!Number.isInteger(value) || value < lo || value > hi) errors.push(`${name} must be a whole number from ${lo} to ${hi}, got ${value}`);
  };
  const maxSide = options.format === 'holedox' ? GENERATE_LIMITS.holedox.maxSide : GENERATE_LIMITS.tempter.maxSide;
  const minSide = options.format === 'holedox' ? 1 : GENERATE_LIMITS.tempter.minSide;
  integerIn('rows', options.rows, minSide, maxSide);
  integerIn('columns', options.cols, minSide, maxSide);
  const squares = Number.isInteger(options.rows) && Number.isInteger(options.cols) ? options.rows * options.cols : Number.NaN;
  if (options.format === 'holedox') {
    const { minLength, maxLength } = GENERATE_LIMITS.holedox;
    integerIn('L', options.length, minLength, maxLength);
    if (errors.length === 0 && options.length > squares)
      errors.push(`L = ${options.length} does not fit in a ${options.rows}×${options.cols} lair of ${squares} squares`);
  } else {
    integerIn('T', options.time, GENERATE_LIMITS.tempter.minTime, GENERATE_LIMITS.tempter.maxTime);
  }
  if (!(options.density >= 0 && options.density <= 1)) errors.push(`density must be from 0 to 1, got ${options.density}`);
  integerIn('seed', options.seed, 0, GENERATE_LIMITS.maxSeed);
  return errors;
}

export class InvalidCaseOptions extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('; '));
  }
}

/** One case's text in the conventional layout, each line ended by \n, without a trailing blank line. */
export function generateCase(options: CaseOptions): string {
  const problems = validateCaseOptions(options);
  if (problems.length > 0) throw new InvalidCaseOptions(problems);
  const random = mulberry32(options.seed);
  return options.format === 'holedox' ? generateHoledox(options, random) : generateTempter(options, random);
}

function generateHoledox(options: HoledoxCaseOptions, random: () => number): string {
  const { rows, cols, length } = options;
  const body = randomSnake(rows, cols, length, random);
  const onBody = new Set(body.map((c) => key(c, cols)));
  const stones: Cell[] = [];
  for (let row = 1; row <= rows; row++)
    for (let col = 1; col <= cols; col++) {
      // Draw for every square, so the stones of one seed do not move when the body does.
      const stone = random() < options.density;
      if (stone && !(row === 1 && col === 1) && !onBody.has(key({ row, col }, cols))) stones.push({ row, col });
    }
  const lines = [`${rows} ${cols} ${length}`, ...body.map(pair), String(stones.length), ...stones.map(pair)];
  return `${lines.join('\n')}\n`;
}

function generateTempter(options: TempterCaseOptions, random: () => number): string {
  const { rows, cols, time } = options;
  const squares = rows * cols;
  const start = Math.floor(random() * squares);
  let door = Math.floor(random() * (squares - 1));
  if (door >= start) door++;
  const cells: string[] = [];
  for (let k = 0; k < squares; k++) {
    const wall = random() < options.density;
    cells.push(k === start ? 'S' : k === door ? 'D' : wall ? 'X' : '.');
  }
  const grid: string[] = [];
  for (let r = 0; r < rows; r++) grid.push(cells.slice(r * cols, (r + 1) * cols).join(''));
  return `${[`${rows} ${cols} ${time}`, ...grid].join('\n')}\n`;
}

/**
 * A self-avoiding body of `length` blocks, head first: a random walk, restarted when it
 * boxes itself in; after many failures (a snake as long as a tiny lair) a stretch of the
 * boustrophedon path, which always fits.
 */
function randomSnake(rows: number, cols: number, length: number, random: () => number): Cell[] {
  for (let attempt = 0; attempt < 100; attempt++) {
    const head = { row: 1 + Math.floor(random() * rows), col: 1 + Math.floor(random() * cols) };
    const body: Cell[] = [head];
    const used = new Set([key(head, cols)]);
    while (body.length < length) {
      const last = body[body.length - 1] ?? head;
      const free = DIRECTION_DELTAS.map(([dr, dc]) => ({ row: last.row + dr, col: last.col + dc })).filter(
        (c) => c.row >= 1 && c.row <= rows && c.col >= 1 && c.col <= cols && !used.has(key(c, cols)),
      );
      const next = free[Math.floor(random() * free.length)];
      if (!next) break;
      body.push(next);
      used.add(key(next, cols));
    }
    if (body.length === length) return body;
  }
  const path: Cell[] = [];
  for (let row = 1; row <= rows; row++)
    for (let k = 0; k < cols; k++) path.push({ row, col: row % 2 === 1 ? k + 1 : cols - k });
  const from = Math.floor(random() * (path.length - length + 1));
  const stretch = path.slice(from, from + length);
  return random() < 0.5 ? stretch : stretch.reverse();
}

function key(cell: Cell, cols: number): number {
  return (cell.row - 1) * cols + (cell.col - 1);
}

function pair(cell: Cell): string {
  return `${cell.row} ${cell.col}`;
}

/** mulberry32: a tiny, fast, well-mixed 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Where a new case goes and what exactly to insert, so the document stays well laid out. */
export interface CaseInsertion {
  readonly offset: number;
  readonly text: string;
}

/**
 * Places a case near the cursor without splitting another: inside a case it goes after
 * that case, past the terminator it goes before it; at a line's start, with the blank
 * line Holedox files put between cases. A document without cases or terminator gets the
 * terminator too, so it is complete.
 */
export function planCaseInsertion(text: string, document: PuzzleDocument, cursor: number, caseText: string): CaseInsertion {
  const format: FormatId = document.format;
  if (document.cases.length === 0 && !document.terminator && text.trim() === '') {
    const separator = format === 'holedox' ? '\n' : '';
    return { offset: text.length, text: `${text.length > 0 && !text.endsWith('\n') ? '\n' : ''}${caseText}${separator}0 0 0\n` };
  }
  let offset = Math.max(0, Math.min(cursor, text.length));
  const inside = document.cases.find((c) => c.range.start < offset && offset < c.range.end);
  if (inside) offset = inside.range.end;
  if (document.terminator && offset > document.terminator.start) offset = document.terminator.start;
  // Whole lines only: after a line with content before the offset, start on the next one.
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  if (text.slice(lineStart, offset).trim() !== '') {
    const newline = text.indexOf('\n', offset);
    offset = newline < 0 ? text.length : newline + 1;
  } else offset = lineStart;

  let prefix = offset > 0 && text[offset - 1] !== '\n' ? '\n' : '';
  let suffix = '';
  if (format === 'holedox') {
    const previousLine = text.slice(text.lastIndexOf('\n', offset - 2) + 1, offset);
    if (offset > 0 && previousLine.trim() !== '') prefix += '\n';
    const newline = text.indexOf('\n', offset);
    const currentLine = text.slice(offset, newline < 0 ? text.length : newline);
    if (currentLine.trim() !== '') suffix = '\n';
  }
  return { offset, text: `${prefix}${caseText}${suffix}` };
}

import { JUDGE_LIMITS } from '../judgeLimits';
import type { FormatId } from '../puzzleFile';

/** Bounds on the random cases of a stress run; each defaults to the judge's limit. */
export interface StressSizes {
  /** Largest n, m (Holedox, up to 20) or N, M (Tempter, up to 6). */
  readonly maxSide?: number;
  /** Largest L (Holedox, 2..8). */
  readonly maxLength?: number;
  /** Largest T (Tempter, 1..49). */
  readonly maxTime?: number;
  /** Cases over which the sides grow from 2 to maxSide; default 2000. */
  readonly growCases?: number;
}

export const DEFAULT_GROW_CASES = 2000;

/** Why sizes cannot be used, one message each; empty when they can. */
export function validateStressSizes(format: FormatId, sizes: StressSizes): string[] {
  const errors: string[] = [];
  const check = (name: string, value: number | undefined, lo: number, hi: number) => {
    if (value !== undefined && (!Number.isInteger(value) || value < lo || value > hi))
      errors.push(`${name} must be a whole number from ${lo} to ${hi}, got ${value}`);
  };
  const limits = format === 'holedox' ? JUDGE_LIMITS.holedox : JUDGE_LIMITS.tempter;
  check('max side', sizes.maxSide, 2, limits.maxSide);
  if (format === 'holedox') check('max L', sizes.maxLength, JUDGE_LIMITS.holedox.minLength, JUDGE_LIMITS.holedox.maxLength);
  else check('max T', sizes.maxTime, JUDGE_LIMITS.tempter.minTime, JUDGE_LIMITS.tempter.maxTime);
  check('grow cases', sizes.growCases, 1, 1e9);
  return errors;
}

function between(random: () => number, lo: number, hi: number): number {
  return lo + Math.floor(random() * (hi - lo + 1));
}

/**
 * The text of the index-th case of a run (from 0), in the statement's layout: small first,
 * the largest side allowed growing linearly to maxSide over growCases cases, everything
 * drawn from `random`, so a seed fixes the whole run. Written straight to text (no option
 * checks, no objects per square): a stress run makes tens of thousands of these and must
 * not be slower than the program it tests.
 */
export function stressCaseText(format: FormatId, random: () => number, index: number, sizes: StressSizes = {}): string {
  const grow = Math.min(1, index / (sizes.growCases ?? DEFAULT_GROW_CASES));
  if (format === 'holedox') {
    const maxSide = sizes.maxSide ?? JUDGE_LIMITS.holedox.maxSide;
    const side = Math.max(2, Math.round(2 + grow * (maxSide - 2)));
    let rows = between(random, 1, side);
    let cols = between(random, 1, side);
    if (rows * cols < 2) cols = 2;
    const maxLength = Math.min(sizes.maxLength ?? JUDGE_LIMITS.holedox.maxLength, rows * cols);
    const length = between(random, JUDGE_LIMITS.holedox.minLength, Math.max(JUDGE_LIMITS.holedox.minLength, maxLength));
    const density = random() * 0.45;
    return holedoxText(rows, cols, length, density, random);
  }
  const maxSide = sizes.maxSide ?? JUDGE_LIMITS.tempter.maxSide;
  const side = Math.max(2, Math.round(2 + grow * (maxSide - 2)));
  // HDU 1010 has 1 < N, M: a judge never sends a one-row maze.
  const rows = between(random, JUDGE_LIMITS.tempter.minSide, side);
  const cols = between(random, JUDGE_LIMITS.tempter.minSide, side);
  const maxTime = sizes.maxTime ?? JUDGE_LIMITS.tempter.maxTime;
  // T past the square count is always NO; a little past it still tests that answer.
  const time = between(random, JUDGE_LIMITS.tempter.minTime, Math.min(maxTime, rows * cols + 2));
  const density = random() * 0.5;
  return tempterText(rows, cols, time, density, random);
}

const STEP_ROW = [-1, 0, 1, 0];
const STEP_COL = [0, 1, 0, -1];

function holedoxText(rows: number, cols: number, length: number, density: number, random: () => number): string {
  const squares = rows * cols;
  const taken = new Uint8Array(squares);
  const body = new Int32Array(length);
  let placed = 0;
  // A random self-avoiding walk, restarted when it boxes itself in; a stretch of the
  // boustrophedon path (which always fits) after many failures.
  for (let attempt = 0; attempt < 50 && placed < length; attempt++) {
    taken.fill(0);
    let at = Math.floor(random() * squares);
    body[0] = at;
    taken[at] = 1;
    placed = 1;
    while (placed < length) {
      const r = Math.floor(at / cols);
      const c = at - r * cols;
      let options = 0;
      let choice = -1;
      for (let d = 0; d < 4; d++) {
        const nr = r + (STEP_ROW[d] ?? 0);
        const nc = c + (STEP_COL[d] ?? 0);
        if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || taken[nr * cols + nc] === 1) continue;
        options++;
        // Reservoir choice: each free neighbour equally likely, one draw per option.
        if (random() * options < 1) choice = nr * cols + nc;
      }
      if (choice < 0) break;
      at = choice;
      body[placed++] = at;
      taken[at] = 1;
    }
  }
  if (placed < length) {
    taken.fill(0);
    const from = Math.floor(random() * (squares - length + 1));
    for (let k = 0; k < length; k++) {
      const step = from + k;
      const r = Math.floor(step / cols);
      const c = r % 2 === 0 ? step - r * cols : cols - 1 - (step - r * cols);
      body[k] = r * cols + c;
      taken[r * cols + c] = 1;
    }
  }
  let text = `${rows} ${cols} ${length}\n`;
  for (let k = 0; k < length; k++) {
    const square = body[k] ?? 0;
    const r = Math.floor(square / cols);
    text += `${r + 1} ${square - r * cols + 1}\n`;
  }
  let stones = '';
  let count = 0;
  for (let square = 1; square < squares; square++) {
    // One draw for every square, so the stones of a seed do not move with the body.
    if (random() < density && taken[square] === 0) {
      const r = Math.floor(square / cols);
      stones += `${r + 1} ${square - r * cols + 1}\n`;
      count++;
    }
  }
  return `${text}${count}\n${stones}`;
}

function tempterText(rows: number, cols: number, time: number, density: number, random: () => number): string {
  const squares = rows * cols;
  const start = Math.floor(random() * squares);
  let door = Math.floor(random() * (squares - 1));
  if (door >= start) door++;
  let text = `${rows} ${cols} ${time}\n`;
  for (let r = 0; r < rows; r++) {
    let row = '';
    for (let c = 0; c < cols; c++) {
      const k = r * cols + c;
      const wall = random() < density;
      row += k === start ? 'S' : k === door ? 'D' : wall ? 'X' : '.';
    }
    text += `${row}\n`;
  }
  return text;
}

import type { CaseShrinker } from '../format';
import { parseTempter } from './parse';
import type { TempterPuzzle } from './puzzle';

/** One Tempter case in the statement's layout, each line ended by \n (no terminator). */
export function writeTempterCase(p: TempterPuzzle): string {
  return `${[`${p.rows} ${p.cols} ${p.time}`, ...p.grid].join('\n')}\n`;
}

/** Whether the case is one the judge could give: every check passes and it is within the limits. */
export function isJudgeValidTempter(p: TempterPuzzle): boolean {
  const document = parseTempter(`${writeTempterCase(p)}0 0 0\n`);
  return document.issues.length === 0 && document.cases.length === 1;
}

function replaceAt(row: string, col: number, ch: string): string {
  return row.slice(0, col) + ch + row.slice(col + 1);
}

/**
 * Every puzzle one shrinking step away, biggest cuts first: crop a row or a column without
 * S or D, lower T by one or two, open one wall, move S or D one square up or left onto an
 * open square. Each step lowers (area, T, walls, S and D's row-major positions), so
 * repeating steps ends. Only judge-valid puzzles are returned.
 */
export function tempterShrinkSteps(p: TempterPuzzle): TempterPuzzle[] {
  const out: TempterPuzzle[] = [];
  const push = (candidate: TempterPuzzle) => {
    if (isJudgeValidTempter(candidate)) out.push(candidate);
  };
  for (let r = p.rows - 1; r >= 0 && p.rows > 1; r--) {
    const row = p.grid[r] ?? '';
    if (row.includes('S') || row.includes('D')) continue;
    push({ ...p, rows: p.rows - 1, grid: p.grid.filter((_, k) => k !== r) });
  }
  for (let c = p.cols - 1; c >= 0 && p.cols > 1; c--) {
    if (p.grid.some((row) => row[c] === 'S' || row[c] === 'D')) continue;
    push({ ...p, cols: p.cols - 1, grid: p.grid.map((row) => row.slice(0, c) + row.slice(c + 1)) });
  }
  if (p.time > 1) push({ ...p, time: p.time - 1 });
  if (p.time > 2) push({ ...p, time: p.time - 2 });
  for (let r = 0; r < p.rows; r++)
    for (let c = 0; c < p.cols; c++)
      if (p.grid[r]?.[c] === 'X') push({ ...p, grid: p.grid.map((row, k) => (k === r ? replaceAt(row, c, '.') : row)) });
  for (const piece of ['S', 'D']) {
    const r = p.grid.findIndex((row) => row.includes(piece));
    const c = p.grid[r]?.indexOf(piece) ?? -1;
    if (r < 0 || c < 0) continue;
    for (const [tr, tc] of [
      [r - 1, c],
      [r, c - 1],
    ] as const) {
      if (p.grid[tr]?.[tc] !== '.') continue;
      const grid = p.grid.map((row, k) => {
        let next = row;
        if (k === r) next = replaceAt(next, c, '.');
        if (k === tr) next = replaceAt(next, tc, piece);
        return next;
      });
      push({ ...p, grid });
    }
  }
  return out;
}

export const tempterShrinker: CaseShrinker<TempterPuzzle> = {
  write: writeTempterCase,
  isJudgeValid: isJudgeValidTempter,
  steps: tempterShrinkSteps,
};

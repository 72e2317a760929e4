import type { Cell } from '../../geometry';
import type { CaseShrinker } from '../format';
import { parseHoledox } from './parse';
import type { HoledoxPuzzle } from './puzzle';

/** One Holedox case in the statement's layout, each line ended by \n (no terminator). */
export function writeHoledoxCase(p: HoledoxPuzzle): string {
  const lines = [`${p.rows} ${p.cols} ${p.body.length}`];
  for (const b of p.body) lines.push(`${b.row} ${b.col}`);
  lines.push(String(p.stones.length));
  for (const s of p.stones) lines.push(`${s.row} ${s.col}`);
  return `${lines.join('\n')}\n`;
}

/** Whether the case is one the judge could give: every check passes and it is within the limits. */
export function isJudgeValidHoledox(p: HoledoxPuzzle): boolean {
  const document = parseHoledox(`${writeHoledoxCase(p)}0 0 0\n`);
  return document.issues.length === 0 && document.cases.length === 1;
}

const same = (a: Cell, b: Cell) => a.row === b.row && a.col === b.col;

/**
 * Every puzzle one shrinking step away, biggest cuts first: crop a row or a column (the
 * squares after it renumbered, stones on it dropped, never a row or column the snake uses),
 * shorten the snake from its tail, drop one stone. Each step lowers (area, L, stones), so
 * repeating steps ends. Only judge-valid puzzles are returned.
 */
export function holedoxShrinkSteps(p: HoledoxPuzzle): HoledoxPuzzle[] {
  const out: HoledoxPuzzle[] = [];
  const push = (candidate: HoledoxPuzzle) => {
    if (isJudgeValidHoledox(candidate)) out.push(candidate);
  };
  for (let r = p.rows; r >= 1 && p.rows > 1; r--) {
    if (p.body.some((b) => b.row === r)) continue;
    const shift = (c: Cell): Cell => (c.row > r ? { row: c.row - 1, col: c.col } : c);
    push({
      rows: p.rows - 1,
      cols: p.cols,
      body: p.body.map(shift),
      stones: p.stones
        .filter((s) => s.row !== r)
        .map(shift)
        .filter((s) => !(s.row === 1 && s.col === 1)),
    });
  }
  for (let c = p.cols; c >= 1 && p.cols > 1; c--) {
    if (p.body.some((b) => b.col === c)) continue;
    const shift = (cell: Cell): Cell => (cell.col > c ? { row: cell.row, col: cell.col - 1 } : cell);
    push({
      rows: p.rows,
      cols: p.cols - 1,
      body: p.body.map(shift),
      stones: p.stones
        .filter((s) => s.col !== c)
        .map(shift)
        .filter((s) => !(s.row === 1 && s.col === 1)),
    });
  }
  if (p.body.length > 1) push({ ...p, body: p.body.slice(0, -1) });
  for (let k = 0; k < p.stones.length; k++) {
    const stone = p.stones[k];
    if (stone) push({ ...p, stones: p.stones.filter((s) => !same(s, stone)) });
  }
  return out;
}

export const holedoxShrinker: CaseShrinker<HoledoxPuzzle> = {
  write: writeHoledoxCase,
  isJudgeValid: isJudgeValidHoledox,
  steps: holedoxShrinkSteps,
};

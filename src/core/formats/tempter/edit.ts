// The panel's Edit mode on a Tempter case: walls toggled, S and D moved, rows and columns at
// the edges, T. Pure: the case and an edit give the case's new text in the statement's
// layout, or a refusal; the parser's own checks judge the result.
import type { Cell } from '../../geometry';
import { editPuzzle, lineSaid, onRemovedLine, refuse } from '../../gridEdit';
import type { EditStep, GridEdge, GridEdit, GridEditOptions, GridEditResult, PuzzleEditing } from '../../gridEdit';
import { msg, type Message } from '../../l10n/message';
import { parseTempter, type TempterCase } from './parse';
import type { TempterPuzzle } from './puzzle';

/** What a square holds, in a refusal's words. */
const holds = (square: string): Message => msg('edit.tempter.holds', { square });

/** The case's text in the statement's layout, lines joined by `eol`, with no line end after the last. */
function writeTempterCaseText(p: TempterPuzzle, eol: string): string {
  return [`${p.rows} ${p.cols} ${p.time}`, ...p.grid].join(eol);
}

export function editTempterCase(c: TempterCase, edit: GridEdit, eol = '\n', options: GridEditOptions = {}): GridEditResult {
  return editPuzzle(c.problem, () => ({ rows: c.rows, cols: c.cols, time: c.time, grid: c.grid }), edit, TEMPTER_EDITING, eol, options);
}

type Step = EditStep<TempterPuzzle>;

const inside = (p: TempterPuzzle, c: Cell) => c.row >= 1 && c.row <= p.rows && c.col >= 1 && c.col <= p.cols;
const at = (p: TempterPuzzle, c: Cell) => p.grid[c.row - 1]?.[c.col - 1] ?? '';

function put(grid: readonly string[], c: Cell, ch: string): string[] {
  return grid.map((row, r) => (r === c.row - 1 ? row.slice(0, c.col - 1) + ch + row.slice(c.col) : row));
}

function setTime(p: TempterPuzzle, value: number): Step {
  if (!Number.isSafeInteger(value) || value < 1) return refuse('edit.bad-value', msg('edit.tempter.bad-time', { value }));
  return {
    ok: true,
    puzzle: { ...p, time: value },
    message: msg(value === p.time ? 'edit.tempter.time-stays' : 'edit.tempter.time-set', { value }),
  };
}

function toggleWall(p: TempterPuzzle, cell: Cell): Step {
  if (!inside(p, cell)) return refuse('edit.outside-grid', msg('edit.tempter.outside', { cell, rows: p.rows, cols: p.cols }));
  const here = at(p, cell);
  if (here === 'X')
    return { ok: true, puzzle: { ...p, grid: put(p.grid, cell, '.') }, message: msg('edit.tempter.wall-removed', { cell }) };
  if (here === '.') return { ok: true, puzzle: { ...p, grid: put(p.grid, cell, 'X') }, message: msg('edit.tempter.wall-added', { cell }) };
  return refuse('edit.square-taken', msg('edit.tempter.square-taken', { cell, what: holds(here) }));
}

/** S or D picked up at `path[0]` and put down on the path's last square, an open one. */
function dragPiece(p: TempterPuzzle, path: readonly Cell[]): Step {
  const from = path[0] as Cell;
  const to = path[path.length - 1] as Cell;
  const piece = at(p, from);
  if (piece !== 'S' && piece !== 'D')
    return refuse(
      'edit.nothing-to-drag',
      msg('edit.tempter.nothing-to-drag', { cell: from, what: piece === '' ? msg('edit.tempter.nothing') : holds(piece) }),
    );
  if (from.row === to.row && from.col === to.col)
    return { ok: true, puzzle: p, message: msg('edit.tempter.piece-stays', { piece, cell: from }) };
  if (!inside(p, to)) return refuse('edit.outside-grid', msg('edit.tempter.outside', { cell: to, rows: p.rows, cols: p.cols }));
  const there = at(p, to);
  if (there !== '.') return refuse('edit.square-taken', msg('edit.tempter.put-on-open', { cell: to, what: holds(there), piece }));
  return {
    ok: true,
    puzzle: { ...p, grid: put(put(p.grid, from, '.'), to, piece) },
    message: msg('edit.tempter.piece-moved', { piece, cell: to }),
  };
}

function addLine(p: TempterPuzzle, edge: GridEdge): Step {
  const open = (n: number) => '.'.repeat(n);
  let grid: string[];
  if (edge === 'top') grid = [open(p.cols), ...p.grid];
  else if (edge === 'bottom') grid = [...p.grid, open(p.cols)];
  else if (edge === 'left') grid = p.grid.map((row) => `.${row}`);
  else grid = p.grid.map((row) => `${row}.`);
  const rows = edge === 'top' || edge === 'bottom' ? p.rows + 1 : p.rows;
  const cols = edge === 'left' || edge === 'right' ? p.cols + 1 : p.cols;
  return { ok: true, puzzle: { ...p, rows, cols, grid }, message: lineSaid(edge, 'add', rows, cols) };
}

function removeLine(p: TempterPuzzle, edge: GridEdge): Step {
  const rowLine = edge === 'top' || edge === 'bottom';
  if ((rowLine ? p.rows : p.cols) <= 1)
    return refuse('edit.last-line', msg('edit.tempter.last-line', { line: rowLine ? 'row' : 'column' }));
  for (let r = 1; r <= p.rows; r++)
    for (let c = 1; c <= p.cols; c++) {
      const piece = at(p, { row: r, col: c });
      if ((piece === 'S' || piece === 'D') && onRemovedLine(edge, p.rows, p.cols, { row: r, col: c })) {
        const line = rowLine ? { line: 'row' as const, number: r } : { line: 'column' as const, number: c };
        return refuse('edit.line-not-empty', msg('edit.tempter.line-not-empty', { ...line, what: holds(piece) }));
      }
    }
  // The walls on the removed line go with it.
  let grid: string[];
  if (edge === 'top') grid = p.grid.slice(1);
  else if (edge === 'bottom') grid = p.grid.slice(0, -1);
  else if (edge === 'left') grid = p.grid.map((row) => row.slice(1));
  else grid = p.grid.map((row) => row.slice(0, -1));
  const rows = rowLine ? p.rows - 1 : p.rows;
  const cols = rowLine ? p.cols : p.cols - 1;
  return { ok: true, puzzle: { ...p, rows, cols, grid }, message: lineSaid(edge, 'remove', rows, cols) };
}

const TEMPTER_EDITING: PuzzleEditing<TempterPuzzle> = {
  toggle: toggleWall,
  drag: dragPiece,
  addLine,
  removeLine,
  third: setTime,
  write: writeTempterCaseText,
  parse: parseTempter,
  judgeLimitCode: 'tempter.beyond-judge-limits',
};

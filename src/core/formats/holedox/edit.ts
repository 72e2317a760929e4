// The panel's Edit mode on a Holedox case: stones toggled, the snake grown or shortened by
// its head, rows and columns at the edges, L. Pure: the case and an edit give the case's new
// text in the statement's layout, or a refusal; the parser's own checks judge the result.
import { areAdjacent, type Cell } from '../../geometry';
import {
  cellName,
  lineSaid,
  onRemovedLine,
  refuse,
  shiftForLine,
  type GridEdge,
  type GridEdit,
  type GridEditRefused,
  type GridEditResult,
} from '../../gridEdit';
import { parseHoledox, type HoledoxCase } from './parse';
import type { HoledoxPuzzle } from './puzzle';

const same = (a: Cell, b: Cell) => a.row === b.row && a.col === b.col;
const inside = (p: HoledoxPuzzle, c: Cell) => c.row >= 1 && c.row <= p.rows && c.col >= 1 && c.col <= p.cols;

/** The case's text in the statement's layout, lines joined by `eol`, with no line end after the last. */
export function writeHoledoxCaseText(p: HoledoxPuzzle, eol: string): string {
  const lines = [`${p.rows} ${p.cols} ${p.body.length}`];
  for (const b of p.body) lines.push(`${b.row} ${b.col}`);
  lines.push(String(p.stones.length));
  for (const s of p.stones) lines.push(`${s.row} ${s.col}`);
  return lines.join(eol);
}

/** What block `k` (from 0) of the snake is called in messages: the head H, or B2… */
function blockName(k: number): string {
  return k === 0 ? 'the head H' : `the snake's B${k + 1}`;
}

export function editHoledoxCase(c: HoledoxCase, edit: GridEdit, eol = '\n'): GridEditResult {
  if (c.problem) return refuse('edit.case-not-valid', `Fix the case first: ${c.problem.message}`);
  const p: HoledoxPuzzle = { rows: c.rows, cols: c.cols, body: c.body, stones: c.stones };
  const next = applyEdit(p, edit);
  if (!next.ok) return next;
  return checked(next.puzzle, next.said, eol);
}

type Step = { readonly ok: true; readonly puzzle: HoledoxPuzzle; readonly said: string } | GridEditRefused;

function applyEdit(p: HoledoxPuzzle, edit: GridEdit): Step {
  switch (edit.kind) {
    case 'toggle':
      return toggleStone(p, edit.cell);
    case 'drag':
      return dragHead(p, edit.path);
    case 'line':
      return edit.change === 'add' ? addLine(p, edit.edge) : removeLine(p, edit.edge);
    case 'third':
      return setLength(p, edit.value);
  }
}

function toggleStone(p: HoledoxPuzzle, cell: Cell): Step {
  if (!inside(p, cell)) return refuse('edit.outside-grid', `${cellName(cell)} is outside the ${p.rows} × ${p.cols} grid.`);
  const k = p.body.findIndex((b) => same(b, cell));
  if (k >= 0) return refuse('edit.square-taken', `${cellName(cell)} holds ${blockName(k)}: a stone cannot go there.`);
  if (p.stones.some((s) => same(s, cell)))
    return { ok: true, puzzle: { ...p, stones: p.stones.filter((s) => !same(s, cell)) }, said: `Stone removed at ${cellName(cell)}.` };
  return { ok: true, puzzle: { ...p, stones: [...p.stones, cell] }, said: `Stone added at ${cellName(cell)}.` };
}

/**
 * The head led along `path`: a step back onto B2 shortens the snake by its head, any other
 * step onto a free square grows it there. So a drag grows or shortens the body along the
 * squares the pointer passes, and dragging back undoes it.
 */
function dragHead(p: HoledoxPuzzle, path: readonly Cell[]): Step {
  const from = path[0];
  const head = p.body[0];
  if (!from || !head || !same(from, head)) {
    const k = from ? p.body.findIndex((b) => same(b, from)) : -1;
    const what = from === undefined ? 'nothing' : k > 0 ? blockName(k) : `${cellName(from)}`;
    return refuse('edit.nothing-to-drag', `Drag the head H to grow or shorten the snake, not ${what}.`);
  }
  let body = [...p.body];
  const stones = new Set(p.stones.map((s) => `${s.row},${s.col}`));
  for (let i = 1; i < path.length; i++) {
    const to = path[i] as Cell;
    const at = path[i - 1] as Cell;
    if (!areAdjacent(at, to))
      return refuse('edit.path-not-adjacent', `${cellName(to)} is not beside ${cellName(at)}: the head moves one square at a time.`);
    if (body.length >= 2 && same(to, body[1] as Cell)) {
      body = body.slice(1);
      continue;
    }
    if (!inside(p, to)) return refuse('edit.path-blocked', `The head cannot leave the grid at ${cellName(to)}.`);
    if (stones.has(`${to.row},${to.col}`)) return refuse('edit.path-blocked', `The head cannot grow onto the stone at ${cellName(to)}.`);
    const k = body.findIndex((b) => same(b, to));
    if (k >= 0) return refuse('edit.path-blocked', `The head cannot grow onto ${blockName(k)} at ${cellName(to)}.`);
    body = [to, ...body];
  }
  const grown = body.length - p.body.length;
  const said =
    grown === 0
      ? `The snake keeps L = ${body.length}, head at ${cellName(body[0] as Cell)}.`
      : `Snake ${grown > 0 ? 'grown' : 'shortened'} to L = ${body.length}, head at ${cellName(body[0] as Cell)}.`;
  return { ok: true, puzzle: { ...p, body }, said };
}

function addLine(p: HoledoxPuzzle, edge: GridEdge): Step {
  const shift = shiftForLine(edge, 'add');
  const rows = edge === 'top' || edge === 'bottom' ? p.rows + 1 : p.rows;
  const cols = edge === 'left' || edge === 'right' ? p.cols + 1 : p.cols;
  return {
    ok: true,
    puzzle: { rows, cols, body: p.body.map(shift), stones: p.stones.map(shift) },
    said: lineSaid(edge, 'add', rows, cols),
  };
}

function removeLine(p: HoledoxPuzzle, edge: GridEdge): Step {
  const rowLine = edge === 'top' || edge === 'bottom';
  if ((rowLine ? p.rows : p.cols) <= 1)
    return refuse('edit.last-line', `The grid has one ${rowLine ? 'row' : 'column'} left: it cannot lose it.`);
  const k = p.body.findIndex((b) => onRemovedLine(edge, p.rows, p.cols, b));
  if (k >= 0) {
    const line = rowLine ? `row ${edge === 'top' ? 1 : p.rows}` : `column ${edge === 'left' ? 1 : p.cols}`;
    return refuse('edit.line-not-empty', `The ${line} holds ${blockName(k)}: move the snake off it first.`);
  }
  const shift = shiftForLine(edge, 'remove');
  const rows = rowLine ? p.rows - 1 : p.rows;
  const cols = rowLine ? p.cols : p.cols - 1;
  // The stones on the removed line go with it.
  const stones = p.stones.filter((s) => !onRemovedLine(edge, p.rows, p.cols, s)).map(shift);
  return { ok: true, puzzle: { rows, cols, body: p.body.map(shift), stones }, said: lineSaid(edge, 'remove', rows, cols) };
}

/** L set: a shorter snake loses its tail, a longer one grows its tail onto free squares (up, right, down, left first). */
function setLength(p: HoledoxPuzzle, value: number): Step {
  if (!Number.isSafeInteger(value) || value < 1) return refuse('edit.bad-value', `L must be a whole number from 1: not ${value}.`);
  if (value <= p.body.length) {
    const said = value === p.body.length ? `L stays ${value}.` : `L set to ${value}: the tail shortened.`;
    return { ok: true, puzzle: { ...p, body: p.body.slice(0, value) }, said };
  }
  const body = [...p.body];
  const taken = new Set([...p.stones, ...body].map((s) => `${s.row},${s.col}`));
  while (body.length < value) {
    const tail = body[body.length - 1] as Cell;
    const free = [
      { row: tail.row - 1, col: tail.col },
      { row: tail.row, col: tail.col + 1 },
      { row: tail.row + 1, col: tail.col },
      { row: tail.row, col: tail.col - 1 },
    ].find((c) => inside(p, c) && !taken.has(`${c.row},${c.col}`));
    if (!free) return refuse('edit.path-blocked', `No free square beside the tail at ${cellName(tail)} to grow the snake to L = ${value}.`);
    taken.add(`${free.row},${free.col}`);
    body.push(free);
  }
  return { ok: true, puzzle: { ...p, body }, said: `L set to ${value}: the tail grown to ${cellName(body[body.length - 1] as Cell)}.` };
}

/** The edited case as the parser reads it: any error it would report refuses the edit with that error's words. */
function checked(p: HoledoxPuzzle, said: string, eol: string): GridEditResult {
  const text = writeHoledoxCaseText(p, eol);
  const document = parseHoledox(`${text}${eol}0 0 0${eol}`);
  const error = document.issues.find((i) => i.severity === 'error');
  if (error) return refuse('edit.invalid-result', `Not written: ${error.message}.`, error.code);
  return { ok: true, text, said };
}

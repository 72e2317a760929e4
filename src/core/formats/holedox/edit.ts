// The panel's Edit mode on a Holedox case: stones toggled, the snake grown or shortened by
// its head, rows and columns at the edges, L. Pure: the case and an edit give the case's new
// text in the statement's layout, or a refusal; the parser's own checks judge the result.
import { areAdjacent, type Cell } from '../../geometry';
import { editPuzzle, lineSaid, onRemovedLine, refuse, shiftForLine } from '../../gridEdit';
import type { EditStep, GridEdge, GridEdit, GridEditOptions, GridEditResult, PuzzleEditing } from '../../gridEdit';
import { msg, type Message } from '../../l10n/message';
import { parseHoledox, type HoledoxCase } from './parse';
import type { HoledoxPuzzle } from './puzzle';

const same = (a: Cell, b: Cell) => a.row === b.row && a.col === b.col;
const inside = (p: HoledoxPuzzle, c: Cell) => c.row >= 1 && c.row <= p.rows && c.col >= 1 && c.col <= p.cols;

/** The case's text in the statement's layout, lines joined by `eol`, with no line end after the last. */
function writeHoledoxCaseText(p: HoledoxPuzzle, eol: string): string {
  const lines = [`${p.rows} ${p.cols} ${p.body.length}`];
  for (const b of p.body) lines.push(`${b.row} ${b.col}`);
  lines.push(String(p.stones.length));
  for (const s of p.stones) lines.push(`${s.row} ${s.col}`);
  return lines.join(eol);
}

/** What block `k` (from 0) of the snake is called in messages: the head H, or B2… */
function blockName(k: number): Message {
  return k === 0 ? msg('edit.holedox.head') : msg('edit.holedox.block', { block: k + 1 });
}

export function editHoledoxCase(c: HoledoxCase, edit: GridEdit, eol = '\n', options: GridEditOptions = {}): GridEditResult {
  return editPuzzle(c.problem, () => ({ rows: c.rows, cols: c.cols, body: c.body, stones: c.stones }), edit, HOLEDOX_EDITING, eol, options);
}

type Step = EditStep<HoledoxPuzzle>;

function toggleStone(p: HoledoxPuzzle, cell: Cell): Step {
  if (!inside(p, cell)) return refuse('edit.outside-grid', msg('edit.holedox.outside', { cell, rows: p.rows, cols: p.cols }));
  const k = p.body.findIndex((b) => same(b, cell));
  if (k >= 0) return refuse('edit.square-taken', msg('edit.holedox.square-taken', { cell, what: blockName(k) }));
  if (p.stones.some((s) => same(s, cell)))
    return {
      ok: true,
      puzzle: { ...p, stones: p.stones.filter((s) => !same(s, cell)) },
      message: msg('edit.holedox.stone-removed', { cell }),
    };
  return { ok: true, puzzle: { ...p, stones: [...p.stones, cell] }, message: msg('edit.holedox.stone-added', { cell }) };
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
    const what = from === undefined ? msg('edit.holedox.nothing') : k > 0 ? blockName(k) : msg('edit.holedox.square', { cell: from });
    return refuse('edit.nothing-to-drag', msg('edit.holedox.nothing-to-drag', { what }));
  }
  let body = [...p.body];
  const stones = new Set(p.stones.map((s) => `${s.row},${s.col}`));
  for (let i = 1; i < path.length; i++) {
    const to = path[i] as Cell;
    const at = path[i - 1] as Cell;
    if (!areAdjacent(at, to)) return refuse('edit.path-not-adjacent', msg('edit.path-not-adjacent', { to, at }));
    if (body.length >= 2 && same(to, body[1] as Cell)) {
      body = body.slice(1);
      continue;
    }
    if (!inside(p, to)) return refuse('edit.path-blocked', msg('edit.holedox.leave-grid', { cell: to }));
    if (stones.has(`${to.row},${to.col}`)) return refuse('edit.path-blocked', msg('edit.holedox.onto-stone', { cell: to }));
    const k = body.findIndex((b) => same(b, to));
    if (k >= 0) return refuse('edit.path-blocked', msg('edit.holedox.onto-block', { what: blockName(k), cell: to }));
    body = [to, ...body];
  }
  const grown = body.length - p.body.length;
  const said = grown === 0 ? 'edit.holedox.keeps' : grown > 0 ? 'edit.holedox.grown' : 'edit.holedox.shortened';
  return { ok: true, puzzle: { ...p, body }, message: msg(said, { length: body.length, head: body[0] as Cell }) };
}

function addLine(p: HoledoxPuzzle, edge: GridEdge): Step {
  const shift = shiftForLine(edge, 'add');
  const rows = edge === 'top' || edge === 'bottom' ? p.rows + 1 : p.rows;
  const cols = edge === 'left' || edge === 'right' ? p.cols + 1 : p.cols;
  return {
    ok: true,
    puzzle: { rows, cols, body: p.body.map(shift), stones: p.stones.map(shift) },
    message: lineSaid(edge, 'add', rows, cols),
  };
}

function removeLine(p: HoledoxPuzzle, edge: GridEdge): Step {
  const rowLine = edge === 'top' || edge === 'bottom';
  if ((rowLine ? p.rows : p.cols) <= 1)
    return refuse('edit.last-line', msg('edit.holedox.last-line', { line: rowLine ? 'row' : 'column' }));
  const k = p.body.findIndex((b) => onRemovedLine(edge, p.rows, p.cols, b));
  if (k >= 0) {
    const line = rowLine
      ? { line: 'row' as const, number: edge === 'top' ? 1 : p.rows }
      : { line: 'column' as const, number: edge === 'left' ? 1 : p.cols };
    return refuse('edit.line-not-empty', msg('edit.holedox.line-not-empty', { ...line, what: blockName(k) }));
  }
  const shift = shiftForLine(edge, 'remove');
  const rows = rowLine ? p.rows - 1 : p.rows;
  const cols = rowLine ? p.cols : p.cols - 1;
  // The stones on the removed line go with it.
  const stones = p.stones.filter((s) => !onRemovedLine(edge, p.rows, p.cols, s)).map(shift);
  return { ok: true, puzzle: { rows, cols, body: p.body.map(shift), stones }, message: lineSaid(edge, 'remove', rows, cols) };
}

/** L set: a shorter snake loses its tail, a longer one grows its tail onto free squares (up, right, down, left first). */
function setLength(p: HoledoxPuzzle, value: number): Step {
  if (!Number.isSafeInteger(value) || value < 1) return refuse('edit.bad-value', msg('edit.holedox.bad-length', { value }));
  if (value <= p.body.length) {
    const said = msg(value === p.body.length ? 'edit.holedox.length-stays' : 'edit.holedox.length-shortened', { value });
    return { ok: true, puzzle: { ...p, body: p.body.slice(0, value) }, message: said };
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
    if (!free) return refuse('edit.path-blocked', msg('edit.holedox.no-room-to-grow', { tail, value }));
    taken.add(`${free.row},${free.col}`);
    body.push(free);
  }
  return { ok: true, puzzle: { ...p, body }, message: msg('edit.holedox.length-grown', { value, tail: body[body.length - 1] as Cell }) };
}

const HOLEDOX_EDITING: PuzzleEditing<HoledoxPuzzle> = {
  toggle: toggleStone,
  drag: dragHead,
  addLine,
  removeLine,
  third: setLength,
  write: writeHoledoxCaseText,
  parse: parseHoledox,
  judgeLimitCode: 'holedox.beyond-judge-limits',
};

import { DIRECTION_DELTAS, type Cell } from '../core/geometry';
import type { CaseView, VerdictView } from '../protocol';

const SVG = 'http://www.w3.org/2000/svg';
const CELL = 36;
const MAX_DRAWN_CELLS = 40_000;

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string | number>, text?: string): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The squares the head (or dog) stands on, from the start through every move. */
export function pathCells(start: Cell, moves: readonly number[]): Cell[] {
  const cells = [start];
  let at = start;
  for (const move of moves) {
    const delta = DIRECTION_DELTAS[move & 3] ?? [0, 0];
    at = { row: at.row + delta[0], col: at.col + delta[1] };
    cells.push(at);
  }
  return cells;
}

export function describeVerdict(view: CaseView, verdict: VerdictView): string {
  switch (verdict.state) {
    case 'none':
      return 'Not solved yet.';
    case 'solving':
      return 'Solving…';
    case 'skipped':
      return `Not solvable as written: ${verdict.message}`;
    case 'limit':
    case 'failed':
      return verdict.message;
    case 'answered':
      break;
  }
  if (view.kind === 'holedox') {
    if (verdict.answer === '-1')
      return verdict.reason === 'exit-cut-off'
        ? 'Case answer -1: stones cut the exit (1, 1) off from the head.'
        : `Case answer -1: no sequence of moves brings the head to the exit (${verdict.expanded} states searched).`;
    const steps = Number(verdict.answer);
    return `Shortest: ${steps} move${steps === 1 ? '' : 's'} to the exit (${verdict.expanded} states expanded).`;
  }
  return verdict.answer === 'YES'
    ? `YES: the dog reaches the door at exactly T = ${view.time}.`
    : `NO: the dog cannot stand on the door at exactly T = ${view.time}${verdict.reason ? ` (${reasonText(verdict.reason)})` : ''}.`;
}

function reasonText(reason: string): string {
  switch (reason) {
    case 'parity':
      return 'T and the distance to the door differ in parity';
    case 'too-few-squares':
      return 'fewer open squares than T + 1';
    case 'colour-count':
      return 'too few squares of one colour for a path that alternates colours';
    case 'door-unreachable':
      return 'the door cannot be reached at all';
    case 'too-far':
      return 'the door is farther than T';
    default:
      return 'every path was tried';
  }
}

/** Draws the case as SVG: squares, stones or walls, exit or door, snake or dog, and the path with step numbers. */
export function drawCase(view: CaseView, verdict: VerdictView): SVGSVGElement | undefined {
  const rows = view.rows;
  const cols = view.cols;
  if (rows <= 0 || cols <= 0 || rows * cols > MAX_DRAWN_CELLS) return undefined;
  const width = cols * CELL;
  const height = rows * CELL;
  const root = svg('svg', { viewBox: `-1 -1 ${width + 2} ${height + 2}`, width: width + 2, height: height + 2, role: 'img', class: 'grid' });
  root.setAttribute('aria-label', `${rows} by ${cols} grid of case ${view.number}`);
  const x = (c: Cell) => (c.col - 1) * CELL;
  const y = (c: Cell) => (c.row - 1) * CELL;
  const inside = (c: Cell) => c.row >= 1 && c.row <= rows && c.col >= 1 && c.col <= cols;
  const square = (c: Cell, className: string) => svg('rect', { x: x(c) + 1, y: y(c) + 1, width: CELL - 2, height: CELL - 2, rx: 3, class: className });
  const label = (c: Cell, text: string, className: string) =>
    svg('text', { x: x(c) + CELL / 2, y: y(c) + CELL / 2, class: className, 'text-anchor': 'middle', 'dominant-baseline': 'central' }, text);

  const floor = svg('g', { class: 'floor' });
  for (let r = 1; r <= rows; r++) for (let c = 1; c <= cols; c++) floor.append(square({ row: r, col: c }, 'cell'));
  root.append(floor);

  const marks = svg('g', { class: 'marks' });
  let start: Cell | undefined;
  if (view.kind === 'holedox') {
    marks.append(square({ row: 1, col: 1 }, 'exit'), label({ row: 1, col: 1 }, 'E', 'exit-label'));
    for (const s of view.stones) if (inside(s)) marks.append(square(s, 'stone'));
    start = view.body[0];
  } else {
    view.grid.forEach((line, r) => {
      for (let c = 0; c < line.length && c < cols; c++) {
        const cell = { row: r + 1, col: c + 1 };
        const ch = line[c];
        if (ch === 'X') marks.append(square(cell, 'stone'));
        else if (ch === 'D') marks.append(square(cell, 'exit'), label(cell, 'D', 'exit-label'));
        else if (ch === 'S') {
          start = cell;
          marks.append(square(cell, 'start'), label(cell, 'S', 'start-label'));
        }
      }
    });
  }
  root.append(marks);

  if (verdict.state === 'answered' && start && verdict.moves.length > 0) {
    const cells = pathCells(start, verdict.moves);
    const centre = (c: Cell) => `${x(c) + CELL / 2},${y(c) + CELL / 2}`;
    const path = svg('g', { class: 'path' });
    path.append(svg('polyline', { points: cells.map(centre).join(' '), class: 'path-line' }));
    cells.slice(1).forEach((c, k) => {
      const dot = svg('g', { class: 'path-step' });
      dot.append(svg('circle', { cx: x(c) + CELL / 2, cy: y(c) + CELL / 2, r: 8, class: 'path-dot' }));
      dot.append(label(c, String(k + 1), 'path-number'));
      path.append(dot);
    });
    root.append(path);
  }

  if (view.kind === 'holedox') {
    const body = svg('g', { class: 'snake' });
    view.body.forEach((block, k) => {
      if (!inside(block)) return;
      body.append(square(block, k === 0 ? 'head' : 'body'), label(block, k === 0 ? 'H' : String(k + 1), k === 0 ? 'head-label' : 'body-label'));
    });
    root.append(body);
  }
  return root;
}

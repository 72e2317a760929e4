import type { Cell } from '../core/geometry';
import { pathCells, snakeAt } from '../core/study/replay';
import type { CaseView, VerdictView } from '../protocol';


const SVG = 'http://www.w3.org/2000/svg';
const CELL = 36;
const MAX_DRAWN_CELLS = 40_000;

/** What the reader chose to see on top of the case. */
export interface DrawOptions {
  /** Moves played so far (0..moves.length). */
  readonly step: number;
  readonly heatmap: boolean;
  /** The square whose token is under the editor's cursor. */
  readonly highlight?: Cell | undefined;
  /** A click on a square. */
  readonly onCellClick?: (cell: Cell) => void;
}

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string | number>, text?: string): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The result line: the host's words (core/study/explain.ts), never re-worded here. */
export function describeVerdict(verdict: VerdictView): string {
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
      return verdict.summary;
  }
}

/** 1234 → '1.2k', for counts that must fit in a corner of a square. */
export function shortCount(n: number): string {
  if (n < 1000) return String(n);
  if (n < 1_000_000) return `${(n / 1000).toFixed(n < 10_000 ? 1 : 0)}k`;
  return `${(n / 1_000_000).toFixed(n < 10_000_000 ? 1 : 0)}M`;
}

/**
 * Draws the case as SVG: squares, the explanation's shaded squares, the heatmap, stones or
 * walls, exit or door, the path played so far with move numbers, and the snake or dog
 * where the playback stands.
 */
export function drawCase(view: CaseView, verdict: VerdictView, options: DrawOptions): SVGSVGElement | undefined {
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
  const square = (c: Cell, className: string, inset = 1) =>
    svg('rect', { x: x(c) + inset, y: y(c) + inset, width: CELL - 2 * inset, height: CELL - 2 * inset, rx: 3, class: className });
  const label = (c: Cell, text: string, className: string) =>
    svg('text', { x: x(c) + CELL / 2, y: y(c) + CELL / 2, class: className, 'text-anchor': 'middle', 'dominant-baseline': 'central' }, text);
  const centre = (c: Cell) => `${x(c) + CELL / 2},${y(c) + CELL / 2}`;

  const floor = svg('g', { class: 'floor' });
  for (let r = 1; r <= rows; r++)
    for (let c = 1; c <= cols; c++) {
      const cell = square({ row: r, col: c }, 'cell');
      cell.dataset['row'] = String(r);
      cell.dataset['col'] = String(c);
      floor.append(cell);
    }
  const onCellClick = options.onCellClick;
  if (onCellClick)
    floor.addEventListener('click', (event) => {
      const target = event.target as SVGElement;
      const row = Number(target.dataset['row']);
      const col = Number(target.dataset['col']);
      if (row > 0 && col > 0) onCellClick({ row, col });
    });
  root.append(floor);

  const answered = verdict.state === 'answered' ? verdict : undefined;
  const region = answered?.explanation?.region;
  if (region) {
    const shade = svg('g', { class: `region region-${region.kind}` });
    shade.append(svg('title', {}, region.label));
    for (const c of region.cells) if (inside(c)) shade.append(square(c, 'region-cell', 3));
    if (region.kind === 'route' && region.cells.length > 1)
      shade.append(svg('polyline', { points: region.cells.map(centre).join(' '), class: 'route-line' }));
    root.append(shade);
  }

  const visits = answered?.cellVisits;
  if (options.heatmap && visits && visits.length === rows * cols) {
    const most = Math.max(1, ...visits);
    const heat = svg('g', { class: 'heat' });
    visits.forEach((count, i) => {
      if (count === 0) return;
      const c = { row: Math.floor(i / cols) + 1, col: (i % cols) + 1 };
      const strength = 0.2 + (0.6 * Math.log1p(count)) / Math.log1p(most);
      const shade = square(c, 'heat-cell');
      shade.setAttribute('fill-opacity', strength.toFixed(2));
      heat.append(shade, svg('text', { x: x(c) + 4, y: y(c) + 11, class: 'heat-count' }, shortCount(count)));
    });
    root.append(heat);
  }

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

  const moves = answered?.moves ?? [];
  const step = Math.max(0, Math.min(options.step, moves.length));
  if (start && moves.length > 0) {
    const cells = pathCells(start, moves);
    const path = svg('g', { class: 'path' });
    // The way still ahead, faint, so the reader sees where the playback is going.
    if (view.kind === 'holedox' && step < moves.length)
      path.append(svg('polyline', { points: cells.slice(step).map(centre).join(' '), class: 'path-ahead' }));
    path.append(svg('polyline', { points: cells.slice(0, step + 1).map(centre).join(' '), class: 'path-line' }));
    cells.slice(1, step + 1).forEach((c, k) => {
      const dot = svg('g', { class: 'path-step' });
      dot.append(svg('circle', { cx: x(c) + CELL / 2, cy: y(c) + CELL / 2, r: 8, class: 'path-dot' }));
      dot.append(label(c, String(k + 1), 'path-number'));
      path.append(dot);
    });
    root.append(path);
  }

  if (view.kind === 'holedox') {
    const body = svg('g', { class: 'snake' });
    snakeAt(view.body, moves, step).forEach((block, k) => {
      if (!inside(block)) return;
      body.append(square(block, k === 0 ? 'head' : 'body'), label(block, k === 0 ? 'H' : String(k + 1), k === 0 ? 'head-label' : 'body-label'));
    });
    root.append(body);
  } else if (start && moves.length > 0) {
    const at = pathCells(start, moves.slice(0, step)).at(-1) ?? start;
    const dog = svg('g', { class: 'dog' });
    dog.append(svg('circle', { cx: x(at) + CELL / 2, cy: y(at) + CELL / 2, r: 13, class: 'dog-body' }), label(at, step === 0 ? 'S' : String(step), 'dog-label'));
    root.append(dog);
  }

  if (options.highlight && inside(options.highlight)) root.append(square(options.highlight, 'highlight', 0));
  return root;
}

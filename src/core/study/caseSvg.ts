import type { Cell } from '../geometry';
import type { HoledoxPuzzle } from '../formats/holedox/puzzle';
import type { TempterPuzzle } from '../formats/tempter/puzzle';
import { pathCells } from './replay';

/** A case to draw as a standalone picture. */
export type SvgCase = ({ readonly kind: 'holedox' } & HoledoxPuzzle) | ({ readonly kind: 'tempter' } & TempterPuzzle);

// A standalone file has no theme: fixed colours that read on white and on dark viewers alike.
const COLOURS = {
  background: '#ffffff',
  cell: '#f3f3f3',
  grid: '#c8c8c8',
  stone: '#4a4a4a',
  exit: '#2e9e4f',
  start: '#8a5cc7',
  head: '#e07b16',
  body: '#3d7fd6',
  path: '#d4a106',
  text: '#1e1e1e',
  onColour: '#ffffff',
};
const CELL = 36;
const TITLE = 28;
const PAD = 8;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);
}

/**
 * The case as an SVG document: squares, stones or walls, the exit or door, the snake or the
 * start, and the solution path numbered by move. `title` is any text (it is escaped).
 */
export function caseSvg(drawn: SvgCase, moves: ArrayLike<number>, title: string): string {
  const { rows, cols } = drawn;
  const width = cols * CELL + 2 * PAD;
  const height = rows * CELL + 2 * PAD + TITLE;
  const x = (c: Cell) => PAD + (c.col - 1) * CELL;
  const y = (c: Cell) => PAD + TITLE + (c.row - 1) * CELL;
  const rect = (c: Cell, cls: string, fill: string) =>
    `<rect class="${cls}" x="${x(c) + 1}" y="${y(c) + 1}" width="${CELL - 2}" height="${CELL - 2}" rx="3" fill="${fill}"/>`;
  const label = (c: Cell, text: string, fill: string, size = 12) =>
    `<text x="${x(c) + CELL / 2}" y="${y(c) + CELL / 2}" fill="${fill}" font-size="${size}" text-anchor="middle" dominant-baseline="central">${escapeXml(text)}</text>`;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Menlo, Consolas, monospace">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="${COLOURS.background}"/>`,
    `<text x="${PAD}" y="${PAD + 14}" fill="${COLOURS.text}" font-size="14" font-family="system-ui, sans-serif">${escapeXml(title)}</text>`,
  ];
  for (let r = 1; r <= rows; r++)
    for (let c = 1; c <= cols; c++) out.push(rect({ row: r, col: c }, 'cell', COLOURS.cell).replace('/>', ` stroke="${COLOURS.grid}"/>`));

  let start: Cell | undefined;
  if (drawn.kind === 'holedox') {
    out.push(rect({ row: 1, col: 1 }, 'exit', COLOURS.exit), label({ row: 1, col: 1 }, 'E', COLOURS.onColour));
    for (const s of drawn.stones) out.push(rect(s, 'stone', COLOURS.stone));
    start = drawn.body[0];
  } else {
    drawn.grid.forEach((line, r) => {
      for (let c = 0; c < line.length && c < cols; c++) {
        const cell = { row: r + 1, col: c + 1 };
        const ch = line[c];
        if (ch === 'X') out.push(rect(cell, 'stone', COLOURS.stone));
        else if (ch === 'D') out.push(rect(cell, 'exit', COLOURS.exit), label(cell, 'D', COLOURS.onColour));
        else if (ch === 'S') {
          start = cell;
          out.push(rect(cell, 'start', COLOURS.start), label(cell, 'S', COLOURS.onColour));
        }
      }
    });
  }
  if (drawn.kind === 'holedox')
    drawn.body.forEach((block, k) => {
      out.push(rect(block, k === 0 ? 'head' : 'body', k === 0 ? COLOURS.head : COLOURS.body), label(block, k === 0 ? 'H' : String(k + 1), COLOURS.onColour));
    });
  if (start && moves.length > 0) {
    const cells = pathCells(start, moves);
    const points = cells.map((c) => `${x(c) + CELL / 2},${y(c) + CELL / 2}`).join(' ');
    out.push(`<polyline class="path" points="${points}" fill="none" stroke="${COLOURS.path}" stroke-width="3" stroke-linejoin="round" opacity="0.85"/>`);
    cells.slice(1).forEach((c, k) => {
      out.push(
        `<circle class="path-step" cx="${x(c) + CELL / 2}" cy="${y(c) + CELL / 2}" r="8" fill="${COLOURS.path}"/>`,
        label(c, String(k + 1), COLOURS.text, 9),
      );
    });
  }
  out.push('</svg>', '');
  return out.join('\n');
}

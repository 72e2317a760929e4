// How a Tempter case is drawn: walls, the door, the start, and the dog where the playback stands.
import { addWords, msg } from '../../l10n/message';
import type { Cell } from '../../geometry';
import { isCount } from '../../guards';
import { pathCells } from '../../study/replay';
import { disc, label, square, type CaseDrawing, type DrawnCase, type SceneShape } from '../../study/scene';
import { TEMPTER_WORDS } from './words';

// The format's words join the catalogue wherever the format is loaded (the page loads this file alone).
addWords(TEMPTER_WORDS);

/** A Tempter case as the panel and Export SVG draw it. */
export interface TempterCaseView extends DrawnCase {
  readonly kind: 'tempter';
  readonly time: number;
  readonly grid: readonly string[];
  readonly problem?: string;
}

/** The square of the first `ch` in reading order, within the grid's columns. */
function findCell(view: TempterCaseView, ch: string): Cell | undefined {
  for (let r = 0; r < view.grid.length && r < view.rows; r++) {
    const c = view.grid[r]?.indexOf(ch) ?? -1;
    if (c >= 0 && c < view.cols) return { row: r + 1, col: c + 1 };
  }
  return undefined;
}

export const tempterDrawing: CaseDrawing<TempterCaseView> = {
  marks(view, palette) {
    const shapes: SceneShape[] = [];
    view.grid.forEach((line, r) => {
      if (r >= view.rows) return;
      for (let c = 0; c < line.length && c < view.cols; c++) {
        const cell = { row: r + 1, col: c + 1 };
        const ch = line[c];
        if (ch === 'X') shapes.push(square(cell, 'stone'));
        else if (ch === 'D') shapes.push(square(cell, 'exit', palette.exit), label(cell, 'D', 'exit-label', palette, palette.exit));
        else if (ch === 'S') shapes.push(square(cell, 'start', palette.start), label(cell, 'S', 'start-label', palette, palette.start));
      }
    });
    return shapes;
  },
  pathStart: (view) => findCell(view, 'S'),
  showsWayAhead: false,
  pieces(view, moves, step, palette) {
    const start = findCell(view, 'S');
    if (!start || moves.length === 0) return undefined;
    const at = pathCells(start, moves.slice(0, step)).at(-1) ?? start;
    return {
      class: 'dog',
      shapes: [
        disc(at, 14, 'dog-body', palette.start, 'dog'),
        label(at, step === 0 ? 'S' : String(step), 'dog-label', palette, palette.start, 13, 'dog'),
      ],
    };
  },
  stepLabel: (view, step, _total) => msg('drawing.tempter.step', { step, time: view.time }),
  stepName: msg('drawing.tempter.step-name'),
  legend: [
    { swatch: 'stone', text: msg('drawing.tempter.legend.wall') },
    { swatch: 'start', text: msg('drawing.tempter.legend.start') },
    { swatch: 'exit', text: msg('drawing.tempter.legend.door') },
    { swatch: 'step', text: msg('drawing.tempter.legend.path') },
  ],
  ourAnswer: (answer) => msg('drawing.tempter.our-answer', { answer }),
  editing: {
    toggles: msg('drawing.tempter.toggles'),
    drags: msg('drawing.tempter.drags'),
    thirdName: 'T',
    third: (view) => view.time,
    square(view, cell) {
      const ch = view.grid[cell.row - 1]?.[cell.col - 1];
      const holds = ch === 'X' || ch === 'S' || ch === 'D' ? ch : 'open';
      return msg('drawing.tempter.square', { holds });
    },
  },
  isView: (value) => {
    const grid = value['grid'];
    return isCount(value['time']) && Array.isArray(grid) && grid.every((row) => typeof row === 'string');
  },
};

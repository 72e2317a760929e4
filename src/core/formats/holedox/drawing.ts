// How a Holedox case is drawn: the exit, the stones, and the whole snake where the playback stands.
import { addWords, msg } from '../../l10n/message';
import type { Cell } from '../../geometry';
import { isCellList } from '../../guards';
import { snakeAt } from '../../study/replay';
import { isInside, label, square, type CaseDrawing, type DrawnCase, type SceneShape } from '../../study/scene';
import { HOLEDOX_WORDS } from './words';

// The format's words join the catalogue wherever the format is loaded (the page loads this file alone).
addWords(HOLEDOX_WORDS);

/** A Holedox case as the panel and Export SVG draw it. */
export interface HoledoxCaseView extends DrawnCase {
  readonly kind: 'holedox';
  readonly body: readonly Cell[];
  readonly stones: readonly Cell[];
  readonly problem?: string;
}

const EXIT: Cell = { row: 1, col: 1 };

export const holedoxDrawing: CaseDrawing<HoledoxCaseView> = {
  marks(view, palette) {
    const shapes: SceneShape[] = [square(EXIT, 'exit', palette.exit), label(EXIT, 'E', 'exit-label', palette, palette.exit)];
    for (const s of view.stones) if (isInside(view, s)) shapes.push(square(s, 'stone'));
    return shapes;
  },
  pathStart: (view) => view.body[0],
  showsWayAhead: true,
  pieces(view, moves, step, palette) {
    const shapes: SceneShape[] = [];
    snakeAt(view.body, moves, step).forEach((block, k) => {
      if (!isInside(view, block)) return;
      const key = `block-${k + 1}`;
      const fill = k === 0 ? palette.head : palette.body;
      shapes.push(
        square(block, k === 0 ? 'head' : 'body', fill, key),
        label(block, k === 0 ? 'H' : String(k + 1), k === 0 ? 'head-label' : 'body-label', palette, fill, 14, key),
      );
    });
    return { class: 'snake', shapes };
  },
  stepLabel: (_view, step, total) => msg('drawing.holedox.step', { step, total }),
  stepName: msg('drawing.holedox.step-name'),
  legend: [
    { swatch: 'stone', text: msg('drawing.holedox.legend.stone') },
    { swatch: 'head', text: msg('drawing.holedox.legend.head') },
    { swatch: 'body', text: msg('drawing.holedox.legend.body') },
    { swatch: 'exit', text: msg('drawing.holedox.legend.exit') },
    { swatch: 'step', text: msg('drawing.holedox.legend.path') },
  ],
  ourAnswer: (answer) => msg('drawing.holedox.our-answer', { answer }),
  editing: {
    toggles: msg('drawing.holedox.toggles'),
    drags: msg('drawing.holedox.drags'),
    thirdName: 'L',
    third: (view) => view.body.length,
    square(view, cell) {
      const same = (c: Cell) => c.row === cell.row && c.col === cell.col;
      const k = view.body.findIndex(same);
      const holds = k === 0 ? 'head' : k > 0 ? 'block' : view.stones.some(same) ? 'stone' : same(EXIT) ? 'exit' : 'open';
      return msg('drawing.holedox.square', { holds, block: k + 1 });
    },
  },
  isView: (value) => isCellList(value['body']) && isCellList(value['stones']),
};

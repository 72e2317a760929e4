// How a Holedox case is drawn: the exit, the stones, and the whole snake where the playback stands.
import type { Cell } from '../../geometry';
import { isCellList } from '../../guards';
import { snakeAt } from '../../study/replay';
import { isInside, label, square, type CaseDrawing, type SceneShape } from '../../study/scene';

/** A Holedox case as the panel and Export SVG draw it. */
export interface HoledoxCaseView {
  readonly kind: 'holedox';
  readonly number: number;
  readonly rows: number;
  readonly cols: number;
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
  stepLabel: (_view, step, total) => `move ${step} / ${total}`,
  stepName: 'Move',
  ourAnswer: (answer) => `the shortest is ${answer}`,
  editing: {
    toggles: 'stone',
    drags: 'drag the head H to grow or shorten the snake along the squares you pass',
    thirdName: 'L',
    third: (view) => view.body.length,
    square(view, cell) {
      const same = (c: Cell) => c.row === cell.row && c.col === cell.col;
      const k = view.body.findIndex(same);
      if (k === 0) return 'the head H';
      if (k > 0) return `the snake's B${k + 1}`;
      if (view.stones.some(same)) return 'a stone';
      return same(EXIT) ? 'the exit' : 'open';
    },
  },
  isView: (value) => isCellList(value['body']) && isCellList(value['stones']),
};

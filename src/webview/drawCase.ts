// Renders a case's scene (core/study/scene.ts, drawn by the case's format) as SVG elements,
// keeping the board between steps and gliding the moving pieces from one step to the next.
import { drawingOf } from '../core/formats/drawings';
import type { Cell } from '../core/geometry';
import type { ScenePalette } from '../core/study/palette';
import {
  boardLayers,
  highlightLayer,
  isDrawable,
  momentLayers,
  sceneFrame,
  svgElementOf,
  type SceneLayer,
  type SceneShape,
} from '../core/study/scene';
import type { CaseView, AnswerView } from '../protocol';
import { msg } from '../core/l10n/message';
import { pageSay } from './pageLanguage';

const SVG = 'http://www.w3.org/2000/svg';

/** What the reader chose to see on top of the case. */
export interface DrawOptions {
  /** Moves played so far (0..moves.length). */
  readonly step: number;
  readonly heatmap: boolean;
  readonly palette: ScenePalette;
  /** How long a piece takes to glide one move, in ms; 0 jumps. */
  readonly glideMs: number;
  /** The square whose token is under the editor's cursor. */
  readonly highlight?: Cell | undefined;
  /** A click on a square. */
  readonly onCellClick?: (cell: Cell) => void;
}

/** The result line: the host's words (core/study/explain.ts), never re-worded here. */
export function describeVerdict(verdict: AnswerView): string {
  switch (verdict.state) {
    case 'none':
      return pageSay(msg('panel.not-solved'));
    case 'solving':
      return pageSay(msg('panel.solving'));
    case 'skipped':
      return pageSay(msg('panel.not-solvable', { why: verdict.message }));
    case 'limit':
    case 'failed':
      return verdict.message;
    case 'answered':
      return verdict.summary;
  }
}

function layerElement(layer: SceneLayer, onShape?: (shape: SceneShape, node: SVGElement) => void): SVGGElement {
  const group = document.createElementNS(SVG, 'g');
  group.setAttribute('class', layer.class);
  if (layer.title) {
    const title = document.createElementNS(SVG, 'title');
    title.textContent = layer.title;
    group.append(title);
  }
  for (const shape of layer.shapes) {
    const { tag, attributes, text } = svgElementOf(shape);
    const node = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
    if (text !== undefined) node.textContent = text;
    if (shape.kind === 'rect' && shape.cell) {
      node.dataset['row'] = String(shape.cell.row);
      node.dataset['col'] = String(shape.cell.col);
    }
    onShape?.(shape, node);
    group.append(node);
  }
  return group;
}

/** Where a shape stands, to measure how far its piece moved. */
function anchor(shape: SceneShape): readonly [number, number] {
  switch (shape.kind) {
    case 'rect':
    case 'text':
      return [shape.x, shape.y];
    case 'circle':
      return [shape.cx, shape.cy];
    case 'polyline':
      return shape.points[0] ?? [0, 0];
  }
}

/**
 * One case's drawing in the panel. The board (squares, shading, heatmap, marks) is rebuilt
 * only when the case, its verdict, the heatmap or the palette change; the path and the pieces
 * at every step, a piece that moved one square gliding there from where it stood.
 */
export class CaseCanvas {
  private root: SVGSVGElement | undefined;
  private board: readonly unknown[] = [];
  private moving: SVGGElement | undefined;
  private lit: SVGGElement | undefined;
  private onCellClick: ((cell: Cell) => void) | undefined;
  /** Where each keyed piece stood at the last step drawn, and that step. */
  private places = new Map<string, readonly [number, number]>();
  private lastStep = -1;

  draw(view: CaseView, verdict: AnswerView, options: DrawOptions): SVGSVGElement | undefined {
    if (!isDrawable(view)) return (this.root = undefined);
    const drawing = drawingOf(view);
    const answered = verdict.state === 'answered' ? verdict : undefined;
    const heat = options.heatmap && answered?.cellVisits !== undefined;
    const board = [view, verdict, heat, options.palette];
    this.onCellClick = options.onCellClick;
    if (!this.root || board.some((part, i) => part !== this.board[i])) {
      if (view !== this.board[0]) {
        this.places.clear();
        this.lastStep = -1;
      }
      this.board = board;
      const frame = sceneFrame(view);
      const root = document.createElementNS(SVG, 'svg');
      root.setAttribute('viewBox', `-1 -1 ${frame.width + 2} ${frame.height + 2}`);
      root.setAttribute('width', String(frame.width + 2));
      root.setAttribute('height', String(frame.height + 2));
      root.setAttribute('role', 'img');
      root.setAttribute('class', 'grid');
      root.setAttribute('aria-label', frame.label);
      const study = {
        ...(answered?.explanation?.region ? { region: answered.explanation.region } : {}),
        ...(heat && answered?.cellVisits ? { cellVisits: answered.cellVisits } : {}),
      };
      for (const layer of boardLayers(drawing, view, study, options.palette)) root.append(layerElement(layer));
      root.querySelector('.floor')?.addEventListener('click', (event) => {
        const target = event.target as SVGElement;
        const row = Number(target.dataset['row']);
        const col = Number(target.dataset['col']);
        if (row > 0 && col > 0) this.onCellClick?.({ row, col });
      });
      this.moving = document.createElementNS(SVG, 'g');
      this.lit = document.createElementNS(SVG, 'g');
      root.append(this.moving, this.lit);
      this.root = root;
    }

    const moves = answered?.moves ?? [];
    const step = Math.max(0, Math.min(options.step, moves.length));
    const glide = options.glideMs > 0 && Math.abs(step - this.lastStep) === 1 ? options.glideMs : 0;
    const places = new Map<string, readonly [number, number]>();
    // Over the heatmap the path's squares take plain dots, leaving every count in sight.
    const layers = momentLayers(drawing, view, { moves, pathTo: step, piecesAt: step, numbered: !heat }, options.palette);
    this.moving?.replaceChildren(
      ...layers.map((layer) =>
        layerElement(layer, (shape, node) => {
          if (!('key' in shape) || shape.key === undefined) return;
          const key = shape.key;
          const here = places.get(key) ?? anchor(shape);
          places.set(key, here);
          const before = this.places.get(key);
          if (glide === 0 || !before || (before[0] === here[0] && before[1] === here[1])) return;
          node.animate(
            [{ transform: `translate(${before[0] - here[0]}px, ${before[1] - here[1]}px)` }, { transform: 'translate(0px, 0px)' }],
            {
              duration: glide,
              easing: 'ease-in-out',
            },
          );
        }),
      ),
    );
    this.places = places;
    this.lastStep = step;
    const lit = highlightLayer(view, options.highlight);
    this.lit?.replaceChildren(...(lit ? [layerElement(lit)] : []));
    return this.root;
  }
}

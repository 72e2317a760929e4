// The one drawing of a case: a list of shapes with coordinates, classes, fills and text,
// built here (and by each format's drawing, for what only it knows) and rendered by the panel
// (as DOM) and by Export SVG (as text). No DOM, no theme: the renderers add those.
import type { Message } from '../l10n/message';
import type { FormatId } from '../formats/formatIds';
import type { Cell } from '../geometry';
import type { VerdictExplanation } from './explain';
import { inkOn, type ScenePalette } from './palette';
import { pathCells } from './replay';

/** A square's side in scene units (the panel's pixels at zoom 1). */
export const CELL = 36;
/** Grids with more squares are not drawn. */
const MAX_DRAWN_CELLS = 40_000;

export type SceneShape =
  | {
      readonly kind: 'rect';
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly height: number;
      readonly class: string;
      readonly fill?: string;
      /** The square it stands for, on the floor: what a click reveals. */
      readonly cell?: Cell;
      /** Shapes with a key are one piece; the panel glides a piece from its last place to its new one. */
      readonly key?: string;
    }
  | {
      readonly kind: 'circle';
      readonly cx: number;
      readonly cy: number;
      readonly r: number;
      readonly class: string;
      readonly fill?: string;
      readonly key?: string;
    }
  | { readonly kind: 'polyline'; readonly points: readonly (readonly [number, number])[]; readonly class: string }
  | {
      readonly kind: 'text';
      readonly x: number;
      readonly y: number;
      readonly text: string;
      readonly class: string;
      /** The label's colour, chosen for `ground`. */
      readonly fill: string;
      /** The fill the label sits on: what its contrast is measured against. */
      readonly ground: string;
      readonly size: number;
      readonly bold: boolean;
      /** 'centre': centred on (x, y); 'corner': starting at x on the baseline y. */
      readonly anchor: 'centre' | 'corner';
      readonly key?: string;
    };

export interface SceneLayer {
  /** The layer's classes: `floor`, `heat`, `snake`… */
  readonly class: string;
  /** Says what the layer shows, for a tooltip. */
  readonly title?: string;
  readonly shapes: readonly SceneShape[];
}

export interface Scene {
  readonly width: number;
  readonly height: number;
  /** The picture in words, for screen readers. */
  readonly label: string;
  readonly layers: readonly SceneLayer[];
}

/** What every drawn case has; each format's view adds its own parts. */
export interface DrawnCase {
  readonly kind: FormatId;
  readonly number: number;
  readonly rows: number;
  readonly cols: number;
}

/**
 * A case's view's common part; the format adds the rest. A case's problem is worded where the
 * view is shown, in its reader's language (the panel's model).
 */
export function drawnCaseOf<K extends FormatId>(
  kind: K,
  c: { readonly number: number; readonly rows: number; readonly cols: number },
): DrawnCase & { readonly kind: K; readonly problem?: string } {
  return { kind, number: c.number, rows: c.rows, cols: c.cols };
}

/** What a format draws of its own cases; the rest of the scene is drawn here for every format. */
export interface CaseDrawing<V extends DrawnCase> {
  /** What never moves: stones or walls, the exit or door, the start. */
  marks(view: V, palette: ScenePalette): SceneShape[];
  /** Where the path of moves starts; undefined when there is none to draw. */
  pathStart(view: V): Cell | undefined;
  /** Whether the way still ahead is drawn, faint, while the playback is short of the end. */
  readonly showsWayAhead: boolean;
  /** The pieces that move (the snake, the dog) after `step` of `moves`, with keyed shapes. */
  pieces(view: V, moves: readonly number[], step: number, palette: ScenePalette): SceneLayer | undefined;
  /** The playback position: 'move 3 / 9', 't = 3 / T = 5' (a message: the page words it). */
  stepLabel(view: V, step: number, total: number): Message;
  /** What one step of the playback is: 'Move', 'Time' (a message: the page words it). */
  readonly stepName: Message;
  /** What the drawing's squares and marks mean, for the legend under the grid, in drawing order. */
  readonly legend: readonly LegendEntry[];
  /** Our answer beside a wrong one: 'the shortest is 9', 'the answer is YES' (a message). */
  ourAnswer(answer: string): Message;
  /** What the panel's Edit mode names and reads on this format's grid. */
  readonly editing: CaseEditing<V>;
  /**
   * Whether a received view's own fields are well-formed (body and stones, time and grid);
   * the caller has checked the fields every view has. Messages from a webview are untrusted.
   */
  isView(value: Readonly<Record<string, unknown>>): boolean;
}

/** One line of the legend: a swatch drawn like the scene's `swatch` (a palette colour or the stones' fill) and its words. */
export interface LegendEntry {
  readonly swatch: 'stone' | 'exit' | 'start' | 'head' | 'body' | 'step';
  readonly text: Message;
}

/** The words of the panel's Edit mode for one format (the edits themselves are the format's edit()). */
export interface CaseEditing<V extends DrawnCase> {
  /** What a click or Space adds or takes away: 'stone', 'wall' (a message: the page words it). */
  readonly toggles: Message;
  /** What a drag moves, and how: the Edit mode's hint. */
  readonly drags: Message;
  /** The header's third number as the field names it: 'L', 'T'. */
  readonly thirdName: string;
  /** Its value in the view. */
  third(view: V): number;
  /** What a square holds, for the cursor's announcement: 'a stone', 'the head H', 'open' (a message). */
  square(view: V, cell: Cell): Message;
}

/** What the reader studies on top of the case. */
export interface SceneStudy {
  readonly region?: VerdictExplanation['region'];
  /** Search visits per square, row-major: the heatmap. */
  readonly cellVisits?: ArrayLike<number>;
}

/** How far the playback is: the path drawn up to `pathTo`, the pieces standing after `piecesAt` moves. */
export interface ScenePlay {
  readonly moves: readonly number[];
  readonly pathTo: number;
  readonly piecesAt: number;
  /**
   * false: the path's squares get small plain dots instead of numbered discs, which would
   * cover the heatmap's counts. Numbered when absent.
   */
  readonly numbered?: boolean;
}

const cellLeft = (c: Cell): number => (c.col - 1) * CELL;
const cellTop = (c: Cell): number => (c.row - 1) * CELL;
const centre = (c: Cell): readonly [number, number] => [cellLeft(c) + CELL / 2, cellTop(c) + CELL / 2];

export function isInside(view: DrawnCase, c: Cell): boolean {
  return c.row >= 1 && c.row <= view.rows && c.col >= 1 && c.col <= view.cols;
}

/** A square, `inset` units in from the cell's edges. */
export function square(c: Cell, className: string, fill?: string, key?: string, inset = 1): SceneShape {
  return {
    kind: 'rect',
    x: cellLeft(c) + inset,
    y: cellTop(c) + inset,
    width: CELL - 2 * inset,
    height: CELL - 2 * inset,
    class: className,
    ...(fill === undefined ? {} : { fill }),
    ...(key === undefined ? {} : { key }),
  };
}

export function disc(c: Cell, r: number, className: string, fill: string, key?: string): SceneShape {
  const [cx, cy] = centre(c);
  return { kind: 'circle', cx, cy, r, class: className, fill, ...(key === undefined ? {} : { key }) };
}

/** A label centred on a square, in the palette's ink that stands out most on `ground`. */
export function label(
  c: Cell,
  text: string,
  className: string,
  palette: ScenePalette,
  ground: string,
  size = 14,
  key?: string,
): SceneShape {
  const [x, y] = centre(c);
  return {
    kind: 'text',
    x,
    y,
    text,
    class: className,
    fill: inkOn(palette, ground),
    ground,
    size,
    bold: true,
    anchor: 'centre',
    ...(key === undefined ? {} : { key }),
  };
}

/** 1234 → '1.2k', for counts that must fit in a corner of a square. */
export function shortCount(n: number): string {
  if (n < 1000) return String(n);
  if (n < 1_000_000) return `${(n / 1000).toFixed(n < 10_000 ? 1 : 0)}k`;
  return `${(n / 1_000_000).toFixed(n < 10_000_000 ? 1 : 0)}M`;
}

/** The heatmap's fill index for a square visited `count` times when the most is `most` (both ≥ 1). */
export function heatLevel(count: number, most: number, levels: number): number {
  const share = Math.log1p(count) / Math.log1p(Math.max(1, most));
  return Math.max(0, Math.min(levels - 1, Math.ceil(share * levels) - 1));
}

function floorLayer(view: DrawnCase): SceneLayer {
  const shapes: SceneShape[] = [];
  for (let row = 1; row <= view.rows; row++)
    for (let col = 1; col <= view.cols; col++)
      shapes.push({ ...(square({ row, col }, 'cell') as Extract<SceneShape, { kind: 'rect' }>), cell: { row, col } });
  return { class: 'floor', shapes };
}

function regionLayer(view: DrawnCase, region: NonNullable<SceneStudy['region']>): SceneLayer {
  const shapes = region.cells.filter((c) => isInside(view, c)).map((c) => square(c, 'region-cell', undefined, undefined, 3));
  if (region.kind === 'route' && region.cells.length > 1)
    shapes.push({ kind: 'polyline', points: region.cells.map(centre), class: 'route-line' });
  return { class: `region region-${region.kind}`, title: region.label, shapes };
}

function heatLayer(view: DrawnCase, visits: ArrayLike<number>, palette: ScenePalette): SceneLayer | undefined {
  if (visits.length !== view.rows * view.cols) return undefined;
  let most = 0;
  for (let i = 0; i < visits.length; i++) most = Math.max(most, visits[i] ?? 0);
  if (most === 0) return undefined;
  const shapes: SceneShape[] = [];
  for (let i = 0; i < visits.length; i++) {
    const count = visits[i] ?? 0;
    if (count === 0) continue;
    const c = { row: Math.floor(i / view.cols) + 1, col: (i % view.cols) + 1 };
    const ground = palette.heat[heatLevel(count, most, palette.heat.length)] ?? palette.heat[0] ?? '#000000';
    shapes.push(square(c, 'heat-cell', ground), {
      kind: 'text',
      x: cellLeft(c) + 4,
      y: cellTop(c) + 14,
      text: shortCount(count),
      class: 'heat-count',
      fill: inkOn(palette, ground),
      ground,
      size: 11,
      bold: false,
      anchor: 'corner',
    });
  }
  return { class: 'heat', shapes };
}

/** What does not change while the playback moves: squares, shading, heatmap, marks. */
export function boardLayers<V extends DrawnCase>(drawing: CaseDrawing<V>, view: V, study: SceneStudy, palette: ScenePalette): SceneLayer[] {
  const layers = [floorLayer(view)];
  if (study.region) layers.push(regionLayer(view, study.region));
  const heat = study.cellVisits && heatLayer(view, study.cellVisits, palette);
  if (heat) layers.push(heat);
  layers.push({ class: 'marks', shapes: drawing.marks(view, palette) });
  return layers;
}

/** The path played so far, numbered by move, and the pieces where the playback stands. */
export function momentLayers<V extends DrawnCase>(drawing: CaseDrawing<V>, view: V, play: ScenePlay, palette: ScenePalette): SceneLayer[] {
  const layers: SceneLayer[] = [];
  const start = drawing.pathStart(view);
  const moves = play.moves;
  const pathTo = Math.max(0, Math.min(play.pathTo, moves.length));
  if (start && moves.length > 0) {
    const cells = pathCells(start, moves);
    const shapes: SceneShape[] = [];
    if (drawing.showsWayAhead && pathTo < moves.length)
      shapes.push({ kind: 'polyline', points: cells.slice(pathTo).map(centre), class: 'path-ahead' });
    shapes.push({ kind: 'polyline', points: cells.slice(0, pathTo + 1).map(centre), class: 'path-line' });
    cells.slice(1, pathTo + 1).forEach((c, k) => {
      const number = String(k + 1);
      if (play.numbered === false) shapes.push(disc(c, 4, 'path-step', palette.step));
      else
        shapes.push(
          disc(c, 11, 'path-step', palette.step),
          label(c, number, 'path-number', palette, palette.step, number.length > 2 ? 11 : 12),
        );
    });
    layers.push({ class: 'path', shapes });
  }
  const pieces = drawing.pieces(view, moves, Math.max(0, Math.min(play.piecesAt, moves.length)), palette);
  if (pieces) layers.push(pieces);
  return layers;
}

/** The square the editor's cursor is on, outlined. */
export function highlightLayer(view: DrawnCase, cell: Cell | undefined): SceneLayer | undefined {
  return cell && isInside(view, cell)
    ? { class: 'highlight-layer', shapes: [square(cell, 'highlight', undefined, undefined, 0)] }
    : undefined;
}

/** Whether a grid this size is drawn at all. */
export function isDrawable(view: DrawnCase): boolean {
  return view.rows > 0 && view.cols > 0 && view.rows * view.cols <= MAX_DRAWN_CELLS;
}

/** The whole scene of a case: board, path and pieces, and the highlighted square. */
export function caseScene<V extends DrawnCase>(
  drawing: CaseDrawing<V>,
  view: V,
  study: SceneStudy,
  play: ScenePlay,
  palette: ScenePalette,
  highlight?: Cell,
): Scene {
  const layers = [...boardLayers(drawing, view, study, palette), ...momentLayers(drawing, view, play, palette)];
  const lit = highlightLayer(view, highlight);
  if (lit) layers.push(lit);
  return { ...sceneFrame(view), layers };
}

/** The scene's size and its words, without its layers. */
export function sceneFrame(view: DrawnCase): { width: number; height: number; label: string } {
  return { width: view.cols * CELL, height: view.rows * CELL, label: `${view.rows} by ${view.cols} grid of case ${view.number}` };
}

/** A shape as an SVG element: its tag, its attributes (moved by dx, dy) and its text. */
export function svgElementOf(
  shape: SceneShape,
  dx = 0,
  dy = 0,
): { tag: 'rect' | 'circle' | 'polyline' | 'text'; attributes: Record<string, string | number>; text?: string } {
  /** A rect's or a text's class and place, moved. */
  const placed = (s: { class: string; x: number; y: number }) => ({ class: s.class, x: s.x + dx, y: s.y + dy });
  /** A fill of the shape's own, when it has one (else the class's). */
  const fillOf = (s: { fill?: string }) => (s.fill ? { fill: s.fill } : {});
  switch (shape.kind) {
    case 'rect':
      return { tag: 'rect', attributes: { ...placed(shape), width: shape.width, height: shape.height, rx: 3, ...fillOf(shape) } };
    case 'circle':
      return { tag: 'circle', attributes: { class: shape.class, cx: shape.cx + dx, cy: shape.cy + dy, r: shape.r, ...fillOf(shape) } };
    case 'polyline':
      return { tag: 'polyline', attributes: { class: shape.class, points: shape.points.map(([x, y]) => `${x + dx},${y + dy}`).join(' ') } };
    case 'text':
      return {
        tag: 'text',
        attributes: {
          ...placed(shape),
          fill: shape.fill,
          'font-size': shape.size,
          ...(shape.bold ? { 'font-weight': 700 } : {}),
          ...(shape.anchor === 'centre' ? { 'text-anchor': 'middle', 'dominant-baseline': 'central' } : {}),
        },
        text: shape.text,
      };
  }
}

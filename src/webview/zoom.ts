// The arithmetic of zooming and panning the panel's grid, apart from the DOM so unit tests
// hold it to exact values. Content coordinates are the drawn SVG's own units; screen
// coordinates are CSS pixels from the viewport's top-left corner.

export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Where the grid sits: a content point p shows at p × scale + (x, y). */
export interface ZoomView {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

export interface ZoomLimits {
  readonly min: number;
  readonly max: number;
}

/** The content region the viewport shows, as an SVG viewBox says it. */
export interface ViewBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** One press of + or −, or one button click. */
export const ZOOM_STEP = 1.25;
/** Zoomed in all the way, a square is this many CSS pixels wide: room to read its labels. */
export const MAX_SQUARE_PX = 160;
/** The viewport is never shorter than this, so a wide, flat lair is still easy to point at. */
export const MIN_VIEWPORT_HEIGHT = 160;

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * The viewport's height for a panel `width` wide: the grid's height when it fills that width,
 * but no taller than `maxHeight` (about the window's height, so the whole grid can be seen
 * at once) and no shorter than MIN_VIEWPORT_HEIGHT.
 */
export function viewportHeight(content: Size, width: number, maxHeight: number): number {
  if (content.width <= 0 || width <= 0) return MIN_VIEWPORT_HEIGHT;
  const fitted = (content.height * width) / content.width;
  return Math.round(Math.max(MIN_VIEWPORT_HEIGHT, Math.min(fitted, Math.max(MIN_VIEWPORT_HEIGHT, maxHeight))));
}

/** The whole grid, as large as the viewport allows, centred. */
export function fitView(content: Size, viewport: Size): ZoomView {
  if (content.width <= 0 || content.height <= 0) return { scale: 1, x: 0, y: 0 };
  const scale = Math.min(viewport.width / content.width, viewport.height / content.height);
  return { scale, x: (viewport.width - content.width * scale) / 2, y: (viewport.height - content.height * scale) / 2 };
}

/**
 * How far the reader may zoom: out to half the fit, in until one square is MAX_SQUARE_PX
 * wide (never less than the fit itself, for a grid of a few squares in a wide panel).
 */
export function zoomLimits(fitScale: number, squareUnits: number): ZoomLimits {
  const max = squareUnits > 0 ? Math.max(fitScale, MAX_SQUARE_PX / squareUnits) : fitScale * 4;
  return { min: fitScale / 2, max };
}

/** Zooms by `factor`, keeping the content under `point` where it is on screen, within `limits`. */
export function zoomAbout(view: ZoomView, factor: number, point: Point, limits: ZoomLimits): ZoomView {
  const scale = clamp(view.scale * factor, limits.min, limits.max);
  const ratio = scale / view.scale;
  return { scale, x: point.x - (point.x - view.x) * ratio, y: point.y - (point.y - view.y) * ratio };
}

/**
 * Moves the grid by (dx, dy) screen pixels, but never so far that it leaves the viewport's
 * centre: whatever the reader does, some of the grid stays in sight.
 */
export function panBy(view: ZoomView, dx: number, dy: number, content: Size, viewport: Size): ZoomView {
  return clampPan({ scale: view.scale, x: view.x + dx, y: view.y + dy }, content, viewport);
}

export function clampPan(view: ZoomView, content: Size, viewport: Size): ZoomView {
  const width = content.width * view.scale;
  const height = content.height * view.scale;
  return {
    scale: view.scale,
    x: clamp(view.x, viewport.width / 2 - width, viewport.width / 2),
    y: clamp(view.y, viewport.height / 2 - height, viewport.height / 2),
  };
}

/** The content region on screen: what the viewport's SVG viewBox is set to. */
export function viewBoxOf(view: ZoomView, viewport: Size): ViewBox {
  return { x: -view.x / view.scale, y: -view.y / view.scale, width: viewport.width / view.scale, height: viewport.height / view.scale };
}

/**
 * The zoom factor of one wheel event: exponential in the distance scrolled, so a scroll and
 * its reverse cancel out. A pinch on a touchpad arrives as a wheel event with the control
 * key held and small deltas, so it counts for more. `deltaMode` 1 is lines, 2 pages.
 */
export function wheelFactor(deltaY: number, deltaMode: number, pinch: boolean): number {
  const pixels = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  return Math.exp(-pixels * (pinch ? 0.01 : 0.002));
}

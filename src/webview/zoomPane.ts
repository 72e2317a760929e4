// The grid's viewport: zoom with the wheel or a pinch (about the pointer), pan by dragging,
// + / − / fit buttons in a bar above the grid (never over it: nothing may hide a square). The drawn SVG goes inside an outer SVG whose viewBox is the region in
// sight, so the grid stays sharp at any zoom and drawCase knows nothing of it. The element
// lives across redraws: playback steps and a re-sent case keep the zoom; another case fits.
import {
  ZOOM_STEP,
  clampPan,
  fitView,
  panBy,
  viewBoxOf,
  viewportHeight,
  wheelFactor,
  zoomAbout,
  zoomLimits,
  type Point,
  type Size,
  type ViewBox,
  type ZoomView,
} from './zoom';
import { msg } from '../core/l10n/message';
import { pageSay } from './pageLanguage';

const SVG = 'http://www.w3.org/2000/svg';
/** A press that moves less than this is a click on a square, not a drag. */
const DRAG_THRESHOLD_PX = 4;

/** What the pane reports after each change: the host's tests and the reload read it. */
export interface ZoomReport {
  readonly key: string;
  readonly scale: number;
  readonly fitScale: number;
  readonly fitted: boolean;
  readonly viewBox: ViewBox;
}

export class ZoomPane {
  /** The viewport: its size is set here, its content clipped. */
  readonly element: HTMLDivElement;
  private readonly outer: SVGSVGElement;
  private readonly label: HTMLSpanElement;
  private drawing: SVGSVGElement | undefined;
  private content: Size = { width: 0, height: 0 };
  private squareUnits = 0;
  private viewport: Size = { width: 0, height: 0 };
  private key = '';
  /** undefined while the grid fits the viewport (it re-fits when the panel is resized). */
  private zoomed: ZoomView | undefined;
  private drag: { readonly id: number; readonly start: Point; last: Point; moved: boolean } | undefined;
  private swallowClick = false;

  constructor(private readonly onChange: (report: ZoomReport) => void) {
    const pane = document.createElement('div');
    pane.className = 'drawing zoom-pane';
    pane.id = 'drawing';
    this.element = pane;
    this.outer = document.createElementNS(SVG, 'svg');
    this.outer.setAttribute('class', 'zoom-viewport');
    this.outer.id = 'zoom-viewport';

    const tools = document.createElement('div');
    tools.className = 'zoom-tools';
    tools.setAttribute('role', 'toolbar');
    tools.setAttribute('aria-label', pageSay(msg('panel.zoom')));
    this.label = document.createElement('span');
    this.label.className = 'zoom-level';
    this.label.id = 'zoom-level';
    tools.append(
      this.button('zoom-in', '+', pageSay(msg('panel.zoom-in')), () => this.zoomBy(ZOOM_STEP)),
      this.button('zoom-out', '−', pageSay(msg('panel.zoom-out')), () => this.zoomBy(1 / ZOOM_STEP)),
      this.button('zoom-fit', pageSay(msg('panel.fit')), pageSay(msg('panel.fit-title')), () => this.fit()),
      this.label,
    );
    pane.append(tools, this.outer);

    pane.addEventListener('wheel', (event) => this.onWheel(event), { passive: false });
    pane.addEventListener('pointerdown', (event) => this.onPointerDown(event));
    // On the window: a quick drag can leave the pane before it counts as a drag (and is captured).
    window.addEventListener('pointermove', (event) => this.onPointerMove(event));
    window.addEventListener('pointerup', (event) => this.onPointerUp(event));
    window.addEventListener('pointercancel', (event) => this.onPointerUp(event));
    // A drag ends with a click on whatever square is under the pointer: not a request to reveal it.
    pane.addEventListener(
      'click',
      (event) => {
        if (!this.swallowClick) return;
        this.swallowClick = false;
        event.stopPropagation();
        event.preventDefault();
      },
      true,
    );
    new ResizeObserver(() => this.layout()).observe(pane);
  }

  /**
   * Shows a drawing of the case named by `key` (`cols` squares wide). The same key keeps the
   * zoom and pan; a new one starts fitted.
   */
  show(drawing: SVGSVGElement | undefined, key: string, cols: number): void {
    if (key !== this.key) {
      this.key = key;
      this.zoomed = undefined;
    }
    this.drawing = drawing;
    // The canvas redraws into the same element at each step (its pieces glide): re-inserting it would cut the glide short.
    if (drawing === undefined) this.outer.replaceChildren();
    else if (this.outer.firstChild !== drawing || this.outer.childNodes.length !== 1) this.outer.replaceChildren(drawing);
    this.element.hidden = drawing === undefined;
    if (!drawing) return;
    const box = drawing.viewBox.baseVal;
    this.content = { width: box.width, height: box.height };
    this.squareUnits = cols > 0 ? box.width / cols : 0;
    // The drawing's own size attributes and the stylesheet's sizing give way to the viewport's.
    drawing.setAttribute('x', '0');
    drawing.setAttribute('y', '0');
    drawing.style.width = `${box.width}px`;
    drawing.style.height = `${box.height}px`;
    drawing.style.maxWidth = 'none';
    drawing.style.margin = '0';
    this.layout();
  }

  zoomBy(factor: number, point?: Point): void {
    if (!this.drawing) return;
    const at = point ?? { x: this.viewport.width / 2, y: this.viewport.height / 2 };
    this.zoomed = clampPan(zoomAbout(this.current(), factor, at, this.limits()), this.content, this.viewport);
    this.apply();
  }

  fit(): void {
    this.zoomed = undefined;
    this.apply();
  }

  private button(className: string, text: string, label: string, onClick: () => void): HTMLButtonElement {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = `tool ${className}`;
    b.textContent = text;
    b.title = label;
    b.setAttribute('aria-label', label);
    b.addEventListener('click', onClick);
    // The buttons sit on the grid: a press on them is not the start of a drag.
    b.addEventListener('pointerdown', (event) => event.stopPropagation());
    return b;
  }

  private fitted(): ZoomView {
    return fitView(this.content, this.viewport);
  }

  private current(): ZoomView {
    return this.zoomed ?? this.fitted();
  }

  private limits() {
    return zoomLimits(this.fitted().scale, this.squareUnits);
  }

  /** Sizes the viewport to the panel's width and the grid's proportions, then redraws the view. */
  private layout(): void {
    if (!this.drawing) return;
    const width = this.element.clientWidth;
    if (width <= 0) return;
    // No taller than the window below the viewport's top, so the whole grid is in sight at
    // once; but at least half the window, however much sits above it.
    const top = this.outer.getBoundingClientRect().top + window.scrollY;
    const height = viewportHeight(this.content, width, Math.max(window.innerHeight / 2, window.innerHeight - top - 12));
    if (width !== this.viewport.width || height !== this.viewport.height) {
      this.viewport = { width, height };
      if (this.zoomed) this.zoomed = clampPan(this.zoomed, this.content, this.viewport);
    }
    this.apply();
  }

  private apply(): void {
    if (!this.drawing || this.viewport.width <= 0) return;
    const view = this.current();
    const box = viewBoxOf(view, this.viewport);
    this.outer.setAttribute('width', String(this.viewport.width));
    this.outer.setAttribute('height', String(this.viewport.height));
    this.outer.setAttribute('viewBox', `${round(box.x)} ${round(box.y)} ${round(box.width)} ${round(box.height)}`);
    const fitScale = this.fitted().scale;
    this.label.textContent = `${Math.round(view.scale * 100)}%`;
    this.element.dataset['scale'] = String(view.scale);
    this.element.classList.toggle('zoomed', this.zoomed !== undefined);
    this.onChange({ key: this.key, scale: view.scale, fitScale, fitted: this.zoomed === undefined, viewBox: box });
  }

  /** Where the pointer is, from the viewport's top-left corner (the bar above it excluded). */
  private point(event: MouseEvent): Point {
    const rect = this.outer.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  }

  private onWheel(event: WheelEvent): void {
    if (!this.drawing || (event.target as Element).closest('.zoom-tools')) return;
    event.preventDefault();
    this.zoomBy(wheelFactor(event.deltaY, event.deltaMode, event.ctrlKey), this.point(event));
  }

  private onPointerDown(event: PointerEvent): void {
    if (!this.drawing || event.button !== 0 || (event.target as Element).closest('.zoom-tools')) return;
    this.swallowClick = false;
    const at = this.point(event);
    this.drag = { id: event.pointerId, start: at, last: at, moved: false };
  }

  private onPointerMove(event: PointerEvent): void {
    const drag = this.drag;
    if (!drag || drag.id !== event.pointerId) return;
    const at = this.point(event);
    if (!drag.moved) {
      if (Math.hypot(at.x - drag.start.x, at.y - drag.start.y) < DRAG_THRESHOLD_PX) return;
      // Captured only once it is a drag, so a plain click still lands on its square.
      drag.moved = true;
      this.element.setPointerCapture(event.pointerId);
      this.element.classList.add('dragging');
    }
    this.zoomed = panBy(this.current(), at.x - drag.last.x, at.y - drag.last.y, this.content, this.viewport);
    drag.last = at;
    this.apply();
  }

  private onPointerUp(event: PointerEvent): void {
    const drag = this.drag;
    if (!drag || drag.id !== event.pointerId) return;
    this.drag = undefined;
    if (!drag.moved) return;
    this.swallowClick = event.type === 'pointerup';
    this.element.classList.remove('dragging');
    if (this.element.hasPointerCapture(event.pointerId)) this.element.releasePointerCapture(event.pointerId);
  }
}

/** Four decimals: enough for any viewport, short enough to read in a test's message. */
function round(n: number): number {
  return Math.round(n * 10_000) / 10_000;
}

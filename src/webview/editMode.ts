// The panel's Edit mode: a click, a drag or a key on the grid becomes an edit intent sent to
// the host (protocol.ts `editGrid`), which has the case's format write it into the document.
// Nothing here knows a format: the words come from the case's drawing (its `editing`), and
// what an edit does, or why it is refused, from the host.
import { drawingOf } from '../core/formats/drawings';
import type { Cell } from '../core/geometry';
import type { GridEdge, GridEdit } from '../core/gridEdit';
import { msg } from '../core/l10n/message';
import type { CaseView, HostToWebview, WebviewToHost } from '../protocol';
import { button, el } from './dom';
import { stepsBetween } from './editPath';
import { pageSay } from './pageLanguage';

const SVG = 'http://www.w3.org/2000/svg';

const EDGES: readonly GridEdge[] = ['top', 'bottom', 'left', 'right'];
const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

const same = (a: Cell, b: Cell) => a.row === b.row && a.col === b.col;

export class EditMode {
  private active = false;
  private cursor: Cell = { row: 1, col: 1 };
  private shown: { readonly uri: string; readonly view: CaseView; readonly version: number | undefined } | undefined;
  /** The case and document version the status line speaks of: another case, or a later version, clears it. */
  private statusOf: { readonly uri: string; readonly caseNumber: number; readonly version: number | undefined } | undefined;
  /** The last edit sent, and the one the host said goes past the judge's limits: sent again, it is written. */
  private lastSent: string | undefined;
  private pastLimits: string | undefined;
  private root: SVGSVGElement | undefined;
  private drag: { readonly id: number; readonly path: Cell[] } | undefined;
  /** The Edit mode's announcements: what an edit did, why it was refused, where the cursor is. */
  private readonly status: HTMLParagraphElement;

  constructor(
    private readonly pane: HTMLElement,
    private readonly post: (message: WebviewToHost) => void,
    /** Builds the page again: the mode's controls come and go with it. */
    private readonly rerender: () => void,
  ) {
    this.status = el('p', 'edit-status');
    this.status.id = 'edit-status';
    this.status.setAttribute('role', 'status');
    this.status.setAttribute('aria-live', 'polite');
    // Capture phase on the pane: in Edit mode a press on the grid is an edit, never the
    // pane's pan or a square's reveal-in-editor click.
    pane.addEventListener('pointerdown', (event) => this.onPointerDown(event), true);
    pane.addEventListener('pointermove', (event) => this.onPointerMove(event), true);
    pane.addEventListener('pointerup', (event) => this.onPointerUp(event), true);
    pane.addEventListener('pointercancel', () => this.endDrag(), true);
    pane.addEventListener(
      'click',
      (event) => {
        if (!this.active || (event.target as Element).closest('.zoom-tools')) return;
        event.stopPropagation();
        event.preventDefault();
      },
      true,
    );
    pane.addEventListener('keydown', (event) => this.onKey(event));
  }

  get on(): boolean {
    return this.active;
  }

  /** Whether the grid has the keyboard's focus, so a rebuilt page gives it back. */
  get hasFocus(): boolean {
    return this.active && document.activeElement === this.pane;
  }

  focus(): void {
    this.pane.focus();
  }

  /** The study toolbar's Edit toggle. */
  toggleButton(): HTMLButtonElement {
    const b = button('tool edit', pageSay(msg('edit-mode.toggle')), pageSay(msg('edit-mode.toggle-title')), () =>
      this.setActive(!this.active),
    );
    b.id = 'edit-toggle';
    b.setAttribute('aria-pressed', String(this.active));
    return b;
  }

  setActive(on: boolean): void {
    if (on === this.active) return;
    this.active = on;
    this.endDrag();
    this.clearStatus();
    this.rerender();
    if (on) this.focus();
  }

  /** The mode's controls for the case on show (undefined when the mode is off): rows and columns, the third number, the status line. */
  toolbar(uri: string, view: CaseView, version?: number): HTMLElement | undefined {
    const before = this.shown;
    this.shown = { uri, view, version };
    const said = this.statusOf;
    if (
      said &&
      (said.uri !== uri ||
        said.caseNumber !== view.number ||
        (version !== undefined && said.version !== undefined && version > said.version))
    )
      this.clearStatus();
    if (before && (before.uri !== uri || before.view.number !== view.number)) this.cursor = { row: 1, col: 1 };
    this.cursor = { row: Math.min(Math.max(this.cursor.row, 1), view.rows), col: Math.min(Math.max(this.cursor.col, 1), view.cols) };
    const editing = drawingOf(view).editing;
    this.pane.tabIndex = this.active ? 0 : -1;
    if (!this.active) {
      this.pane.removeAttribute('aria-label');
      this.pane.removeAttribute('role');
      return undefined;
    }
    this.pane.setAttribute('role', 'group');
    this.pane.setAttribute('aria-label', pageSay(msg('edit-mode.grid-label', { toggles: editing.toggles })));
    const bar = el('div', 'edit-tools');
    bar.id = 'edit-tools';
    bar.setAttribute('role', 'toolbar');
    bar.setAttribute('aria-label', pageSay(msg('edit-mode.toolbar')));
    for (const edge of EDGES) {
      const group = el('span', 'edit-edge');
      group.append(
        el('span', undefined, pageSay(msg('edit-mode.edge', { edge }))),
        button(`tool edit-add-${edge}`, '+', pageSay(msg('edit-mode.add-line', { edge })), () =>
          this.send({ kind: 'line', edge, change: 'add' }),
        ),
        button(`tool edit-remove-${edge}`, '−', pageSay(msg('edit-mode.remove-line', { edge })), () =>
          this.send({ kind: 'line', edge, change: 'remove' }),
        ),
      );
      bar.append(group);
    }
    const field = el('label', 'edit-third');
    const input = el('input');
    // Text with a numeric keyboard, not type=number: a redraw while the reader types gives the
    // caret back, which a number field does not tell.
    input.type = 'text';
    input.inputMode = 'numeric';
    input.id = 'edit-third';
    input.value = String(editing.third(view));
    const submit = () => {
      const value = Number(input.value);
      // The format says what a bad value is; only a number goes on the wire.
      if (input.value.trim() !== '' && Number.isInteger(value) && value >= 0) this.send({ kind: 'third', value });
    };
    // The panel's single-key shortcuts (+, −, 0, H) are digits and signs here.
    input.addEventListener('keydown', (event) => {
      event.stopPropagation();
      if (event.key === 'Enter') submit();
    });
    field.append(el('span', undefined, `${editing.thirdName} `), input);
    bar.append(
      field,
      button('tool edit-set', pageSay(msg('edit-mode.set')), pageSay(msg('edit-mode.set-title', { name: editing.thirdName })), submit),
    );
    const section = el('div', 'edit-mode');
    section.append(
      bar,
      el('p', 'hint keys', pageSay(msg('edit-mode.hint', { toggles: editing.toggles, drags: editing.drags }))),
      this.status,
    );
    return section;
  }

  /** What the host made of an edit: said where screen readers hear it. */
  result(message: Extract<HostToWebview, { type: 'editResult' }>): void {
    this.statusOf = { uri: message.uri, caseNumber: message.caseNumber, version: message.version };
    this.pastLimits = message.code === 'edit.past-judge-limits' ? this.lastSent : undefined;
    this.status.textContent = message.written ? message.message : pageSay(msg('edit-mode.refused', { reason: message.message }));
    this.status.classList.toggle('edit-refused', !message.written);
    if (message.code) this.status.dataset['code'] = message.code;
    else delete this.status.dataset['code'];
  }

  /** Draws the cursor (and a drag's squares) over the grid just drawn. */
  decorate(root: SVGSVGElement | undefined): void {
    this.root = root;
    this.drawOverlay();
  }

  private drawOverlay(): void {
    const root = this.root;
    if (!root) return;
    root.querySelector('.edit-layer')?.remove();
    if (!this.active) return;
    const layer = document.createElementNS(SVG, 'g');
    layer.setAttribute('class', 'edit-layer');
    for (const cell of this.drag?.path ?? []) layer.append(...this.squareAt(root, cell, 'edit-path'));
    layer.append(...this.squareAt(root, this.cursor, 'edit-cursor'));
    root.append(layer);
  }

  private squareAt(root: SVGSVGElement, cell: Cell, className: string): SVGRectElement[] {
    const floor = root.querySelector(`.floor [data-row="${cell.row}"][data-col="${cell.col}"]`);
    if (!floor) return [];
    const rect = document.createElementNS(SVG, 'rect');
    for (const name of ['x', 'y', 'width', 'height']) rect.setAttribute(name, floor.getAttribute(name) ?? '0');
    rect.setAttribute('class', className);
    return [rect];
  }

  private send(edit: GridEdit): void {
    const shown = this.shown;
    if (!shown) return;
    const message = { type: 'editGrid', uri: shown.uri, version: shown.version ?? 0, caseNumber: shown.view.number, edit } as const;
    const key = JSON.stringify(message);
    // Told the edit goes past the judge's limits, the reader asked again: write it.
    const confirmed = key === this.pastLimits;
    this.lastSent = key;
    this.pastLimits = undefined;
    this.post(confirmed ? { ...message, pastJudgeLimits: true } : message);
  }

  private clearStatus(): void {
    this.statusOf = undefined;
    this.pastLimits = undefined;
    this.status.textContent = '';
    this.status.classList.remove('edit-refused');
    delete this.status.dataset['code'];
  }

  /** The square under a point of the page, from the grid's floor. */
  private cellAt(x: number, y: number): Cell | undefined {
    for (const element of document.elementsFromPoint(x, y)) {
      if (!(element instanceof SVGElement) || !element.closest('.floor')) continue;
      const row = Number(element.dataset['row']);
      const col = Number(element.dataset['col']);
      if (row > 0 && col > 0) return { row, col };
    }
    return undefined;
  }

  private onPointerDown(event: PointerEvent): void {
    if (!this.active || event.button !== 0 || (event.target as Element).closest('.zoom-tools')) return;
    const cell = this.cellAt(event.clientX, event.clientY);
    if (!cell) return;
    event.stopPropagation();
    event.preventDefault();
    this.focus();
    this.pane.setPointerCapture(event.pointerId);
    this.drag = { id: event.pointerId, path: [cell] };
    this.cursor = cell;
    this.drawOverlay();
  }

  /** The drag this pointer event is part of, if any; the event then goes no further. */
  private dragOf(event: PointerEvent): { readonly id: number; readonly path: Cell[] } | undefined {
    const drag = this.drag;
    if (!drag || drag.id !== event.pointerId) return undefined;
    event.stopPropagation();
    return drag;
  }

  private onPointerMove(event: PointerEvent): void {
    const drag = this.dragOf(event);
    if (!drag) return;
    const cell = this.cellAt(event.clientX, event.clientY);
    const last = drag.path[drag.path.length - 1] as Cell;
    if (!cell || same(cell, last)) return;
    for (const step of stepsBetween(last, cell)) drag.path.push(step);
    this.cursor = cell;
    this.drawOverlay();
  }

  private onPointerUp(event: PointerEvent): void {
    const drag = this.dragOf(event);
    if (!drag) return;
    this.endDrag();
    const [first] = drag.path;
    if (!first) return;
    this.send(drag.path.length === 1 ? { kind: 'toggle', cell: first } : { kind: 'drag', path: drag.path });
  }

  private endDrag(): void {
    const drag = this.drag;
    this.drag = undefined;
    if (drag && this.pane.hasPointerCapture(drag.id)) this.pane.releasePointerCapture(drag.id);
    this.drawOverlay();
  }

  private onKey(event: KeyboardEvent): void {
    const view = this.shown?.view;
    if (!this.active || !view || event.target !== this.pane || event.ctrlKey || event.metaKey || event.altKey) return;
    const arrow = ARROWS[event.key];
    if (arrow) {
      const next = {
        row: Math.min(Math.max(this.cursor.row + arrow[0], 1), view.rows),
        col: Math.min(Math.max(this.cursor.col + arrow[1], 1), view.cols),
      };
      if (event.shiftKey && !same(next, this.cursor)) this.send({ kind: 'drag', path: [this.cursor, next] });
      this.cursor = next;
      if (!event.shiftKey) this.announceCursor(view);
    } else if (event.key === ' ' || event.key === 'Enter') this.send({ kind: 'toggle', cell: this.cursor });
    else if (event.key === 'Escape') this.setActive(false);
    else return;
    // The panel's own keys (arrows step the playback, Space plays) stay off while the grid edits.
    event.preventDefault();
    event.stopPropagation();
    this.drawOverlay();
  }

  private announceCursor(view: CaseView): void {
    const shown = this.shown;
    this.statusOf = shown && { uri: shown.uri, caseNumber: view.number, version: shown.version };
    this.status.classList.remove('edit-refused');
    delete this.status.dataset['code'];
    this.status.textContent = pageSay(
      msg('edit-mode.cursor', { cell: this.cursor, holds: drawingOf(view).editing.square(view, this.cursor) }),
    );
  }
}

// The panel's Search view: the case's search as its solver recorded it, played back with the
// panel's controls (step, play, speed, scrub). Tempter: the dog's path growing and
// backtracking, each cut with its rule and a running count per rule, the first YES path, and
// a what-if with one pruning off. Holedox: the states by layer, how many stand on each head
// square, and the snake of a state under the pointer. The host computes the trace in a solve
// worker, only when this view asks.
import type { CaseView, SearchTraceMessage, SearchTraceView, WebviewToHost } from '../protocol';
import { SEARCH_TRACE_EVENTS } from '../core/study/searchTrace';
import type { DfsTraceView, LayerTraceView } from '../core/study/searchTraceView';
import { msg } from '../core/l10n/message';
import { button, el } from './dom';
import { pageSay } from './pageLanguage';
import { Playback } from './playback';
import { showTransport, transport, transportButtons, type Transport, type TransportWords } from './transport';

const SVG = 'http://www.w3.org/2000/svg';
const CELL = 34;
/** Play goes through a trace in about this many frames, so thousands of events play in seconds. */
const FRAMES = 300;

/** The playback controls' words: the search's events. */
const TRANSPORT_WORDS: TransportWords = {
  first: msg('search-view.first'),
  back: msg('search-view.back'),
  play: msg('search-view.play'),
  pause: msg('search-view.pause'),
  forward: msg('search-view.forward'),
  last: msg('search-view.last'),
  speed: msg('search-view.speed'),
};

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

interface Shown {
  readonly uri: string;
  readonly caseNumber: number;
}

export class SearchView {
  private open = false;
  private message: SearchTraceMessage | undefined;
  private waiting = false;
  private whatIfWaiting = false;
  private chosen = '';
  /** Opened on a what-if: its result, below the grid and out of sight in a short panel, is scrolled into view once drawn. */
  private revealWhatIf = false;
  private shown: Shown | undefined;
  private hovered = -1;
  private readonly playback = new Playback(() => this.draw());
  private readonly root = el('section', 'search-view');
  private body = el('div', 'search-body');
  /** The playback controls of the trace on show, if it has any events. */
  private transport: Transport | undefined;

  constructor(private readonly post: (message: WebviewToHost) => void) {
    this.root.id = 'search-view';
  }

  /** The view for the case on show (re-built with the case section; keeps its trace for the same case). */
  element(uri: string, view: CaseView): HTMLElement {
    const same = this.shown?.uri === uri && this.shown.caseNumber === view.number;
    if (!same) {
      this.shown = { uri, caseNumber: view.number };
      this.revealWhatIf = false;
      this.message = undefined;
      this.waiting = false;
      this.whatIfWaiting = false;
      this.playback.load(0, 0);
      if (this.open) this.ask();
    }
    this.build();
    return this.root;
  }

  /** Opens the view on this case with its what-if on switch `whatIf`, and asks for the search and the what-if at once. */
  openOn(uri: string, caseNumber: number, whatIf: string): void {
    this.shown = { uri, caseNumber };
    this.message = undefined;
    this.playback.load(0, 0);
    this.open = true;
    this.chosen = whatIf;
    this.waiting = true;
    this.whatIfWaiting = true;
    this.post({ type: 'searchTrace', caseNumber, events: SEARCH_TRACE_EVENTS, whatIf });
    this.revealWhatIf = true;
  }

  /** A trace from the host: kept if it is for the case on show. */
  receive(message: SearchTraceMessage): void {
    if (!this.shown || message.uri !== this.shown.uri || message.caseNumber !== this.shown.caseNumber) return;
    const fresh = !this.message || !message.whatIf;
    this.message = message;
    this.waiting = false;
    this.whatIfWaiting = false;
    if (fresh) {
      const frames = this.frames();
      this.playback.load(frames, 0);
    }
    this.build();
  }

  private ask(whatIf?: string): void {
    if (!this.shown) return;
    if (whatIf === undefined) this.waiting = true;
    else this.whatIfWaiting = true;
    this.post({
      type: 'searchTrace',
      caseNumber: this.shown.caseNumber,
      events: SEARCH_TRACE_EVENTS,
      ...(whatIf === undefined ? {} : { whatIf }),
    });
  }

  /** Events per frame: one for a short trace, so each step is one event. */
  private chunk(): number {
    const length = this.message?.trace?.length ?? 0;
    return Math.max(1, Math.ceil(length / FRAMES));
  }

  private frames(): number {
    const length = this.message?.trace?.length ?? 0;
    return Math.ceil(length / this.chunk());
  }

  /** Events shown at the playback position. */
  private shownEvents(): number {
    const length = this.message?.trace?.length ?? 0;
    return Math.min(length, this.playback.step * this.chunk());
  }

  private build(): void {
    this.root.replaceChildren();
    this.transport = undefined;
    const toggle = button(
      'tool search-toggle',
      pageSay(this.open ? msg('search-view.hide') : msg('search-view.show')),
      pageSay(msg('search-view.show-title')),
      () => {
        this.open = !this.open;
        if (this.open && !this.message && !this.waiting) this.ask();
        if (!this.open) this.playback.pause();
        this.build();
      },
    );
    toggle.id = 'search-toggle';
    toggle.setAttribute('aria-pressed', String(this.open));
    this.root.append(toggle);
    if (!this.open) return;
    this.root.append(el('h2', undefined, pageSay(msg('search-view.heading'))));
    const message = this.message;
    if (!message || this.waiting) {
      this.root.append(el('p', 'hint', pageSay(msg('search-view.loading'))));
      return;
    }
    const trace = message.trace;
    if (!trace) {
      this.root.append(el('p', 'hint search-message', message.message ?? ''));
      return;
    }
    if (trace.note) this.root.append(el('p', 'hint search-note', trace.note));
    if (trace.kind === 'layers') this.root.append(el('p', 'hint search-order', trace.order));
    if (trace.length > 0) this.root.append(this.controls());
    this.body = el('div', 'search-body');
    this.root.append(this.body);
    if (trace.truncated)
      this.root.append(el('p', 'hint search-truncated', pageSay(msg('search-view.stopped-short', { kept: trace.length }))));
    if (message.switches.length > 0) {
      const part = this.whatIf(message);
      this.root.append(part);
      if (this.revealWhatIf && message.whatIf && !this.whatIfWaiting) {
        this.revealWhatIf = false;
        requestAnimationFrame(() => part.scrollIntoView({ block: 'end' }));
      }
    }
    this.draw();
  }

  private controls(): HTMLElement {
    const tools = el('div', 'study-tools search-tools');
    tools.setAttribute('role', 'toolbar');
    tools.setAttribute('aria-label', pageSay(msg('search-view.heading')));
    const controls = transport(this.playback, this.playback.total, TRANSPORT_WORDS, pageSay(msg('search-view.scrub')));
    controls.play.classList.add('search-play');
    controls.play.id = 'search-play';
    controls.forward.id = 'search-forward';
    controls.last.id = 'search-last';
    controls.scrubber.id = 'search-scrubber';
    tools.append(...transportButtons(controls), controls.scrubber, controls.speed);
    this.transport = controls;
    return tools;
  }

  private whatIf(message: SearchTraceMessage): HTMLElement {
    const part = el('div', 'search-what-if');
    part.append(el('h3', undefined, pageSay(msg('search-view.what-if-heading'))));
    const pick = el('select');
    pick.id = 'search-what-if-switch';
    pick.setAttribute('aria-label', pageSay(msg('search-view.what-if-pick')));
    for (const s of message.switches) {
      const option = el('option', undefined, s.label);
      option.value = s.id;
      option.selected = s.id === (this.chosen || message.whatIf?.id);
      pick.append(option);
    }
    pick.addEventListener('change', () => (this.chosen = pick.value));
    const compare = pageSay(msg('search-view.what-if-run'));
    const run = button('tool', compare, compare, () => {
      this.chosen = pick.value;
      this.ask(pick.value);
      this.build();
    });
    run.id = 'search-what-if-run';
    part.append(pick, run);
    const result = el('p', 'search-what-if-result');
    result.id = 'search-what-if-result';
    result.setAttribute('aria-live', 'polite');
    const w = message.whatIf;
    if (this.whatIfWaiting) result.textContent = pageSay(msg('search-view.what-if-running'));
    else if (w)
      result.textContent = pageSay(
        msg('search-view.what-if-line', { label: w.label, withNodes: w.withNodes, without: w.withoutNodes, over: w.withoutOver }),
      );
    part.append(result);
    return part;
  }

  /** Redraws the grid and the counts for the playback position. */
  private draw(): void {
    const trace = this.message?.trace;
    if (!trace || !this.open) return;
    if (this.transport) showTransport(this.transport, this.playback, TRANSPORT_WORDS);
    this.body.replaceChildren(...(trace.kind === 'dfs' ? this.drawDfs(trace) : this.drawLayers(trace)));
  }

  private grid(trace: SearchTraceView): { root: SVGSVGElement; centre: (cell: number) => [number, number] } {
    const root = svg('svg', {
      viewBox: `0 0 ${trace.cols * CELL} ${trace.rows * CELL}`,
      width: trace.cols * CELL,
      height: trace.rows * CELL,
      class: 'search-grid',
      role: 'img',
      'aria-label': pageSay(msg('search-view.heading')),
    });
    for (let i = 0; i < trace.rows * trace.cols; i++) {
      const x = (i % trace.cols) * CELL;
      const y = Math.floor(i / trace.cols) * CELL;
      root.append(svg('rect', { x, y, width: CELL, height: CELL, class: trace.walls[i] === 1 ? 'search-wall' : 'search-open' }));
    }
    const centre = (cell: number): [number, number] => [
      (cell % trace.cols) * CELL + CELL / 2,
      Math.floor(cell / trace.cols) * CELL + CELL / 2,
    ];
    return { root, centre };
  }

  private label(root: SVGSVGElement, at: [number, number], text: string, className: string): void {
    const t = svg('text', { x: at[0], y: at[1] + 4, 'text-anchor': 'middle', class: className });
    t.textContent = text;
    root.append(t);
  }

  private drawDfs(trace: DfsTraceView): HTMLElement[] {
    const upto = this.shownEvents();
    const { root, centre } = this.grid(trace);
    // The path at the last node event, the cuts of the events since it, and the counts so far.
    const path: number[] = [];
    const counts = new Array<number>(trace.rules.length).fill(0);
    let lastCut = -1;
    let lastCutCell = -1;
    for (let e = 0; e < upto; e++) {
      const kind = trace.eventKind[e]!;
      if (kind === 0) {
        path.length = trace.eventDepth[e]!;
        path.push(trace.eventCell[e]!);
        lastCut = -1;
      } else {
        counts[kind - 1]!++;
        lastCut = kind - 1;
        lastCutCell = trace.eventCell[e]!;
      }
    }
    const done = upto === trace.length && !trace.truncated;
    const drawn = done && trace.path.length > 0 ? trace.path : path;
    this.label(root, centre(trace.start), 'S', 'search-mark');
    this.label(root, centre(trace.goal), 'D', 'search-mark');
    if (drawn.length > 1) {
      const points = drawn.map((c) => centre(c).join(',')).join(' ');
      root.append(svg('polyline', { points, class: done && trace.path.length > 0 ? 'search-yes' : 'search-path' }));
    }
    if (drawn.length > 0) {
      const [x, y] = centre(drawn[drawn.length - 1]!);
      root.append(svg('circle', { cx: x, cy: y, r: CELL / 4, class: 'search-dog' }));
    }
    if (lastCut >= 0) {
      // The square the cut happened at, tinted and crossed (lines: a glyph may be missing from the font).
      const [x, y] = centre(lastCutCell);
      const r = CELL / 2 - 5;
      const cut = svg('g', { class: 'search-cut' });
      cut.append(
        svg('rect', { x: x - CELL / 2, y: y - CELL / 2, width: CELL, height: CELL }),
        svg('line', { x1: x - r, y1: y - r, x2: x + r, y2: y + r }),
        svg('line', { x1: x - r, y1: y + r, x2: x + r, y2: y - r }),
      );
      root.append(cut);
    }
    const step = el('p', 'step-label search-step');
    step.id = 'search-step';
    step.setAttribute('aria-live', 'polite');
    step.textContent = pageSay(msg('search-view.dfs-step', { at: upto, total: trace.length, depth: Math.max(0, path.length - 1) }));
    const now = el(
      'p',
      lastCut >= 0 ? 'search-now search-now-cut' : 'search-now',
      done && trace.path.length > 0
        ? pageSay(msg('search-view.yes-path'))
        : lastCut >= 0
          ? pageSay(msg('search-view.cut-at', { rule: trace.rules[lastCut]!.label }))
          : upto > 0
            ? pageSay(msg('search-view.standing'))
            : '',
    );
    now.id = 'search-now';
    const table = el('table', 'search-rules');
    table.id = 'search-rules';
    table.append(el('caption', undefined, pageSay(msg('search-view.rules-heading'))));
    trace.rules.forEach((rule, k) => {
      if (trace.ruleCounts[k] === 0) return;
      const row = el('tr', k === lastCut ? 'search-rule-now' : undefined);
      row.dataset['rule'] = rule.id;
      row.append(el('td', 'search-count', String(counts[k])), el('td', undefined, rule.label));
      table.append(row);
    });
    return [
      step,
      now,
      wrap(root),
      table,
      el('p', 'hint', pageSay(msg('search-view.dfs-nodes', { nodes: trace.nodes, answer: trace.answer }))),
    ];
  }

  private drawLayers(trace: LayerTraceView): HTMLElement[] {
    const upto = this.shownEvents();
    const { root, centre } = this.grid(trace);
    const squares = trace.rows * trace.cols;
    const onSquare = new Array<number>(squares).fill(0);
    const lastOn = new Array<number>(squares).fill(-1);
    const perLayer: number[] = [];
    let top = 0;
    for (let i = 0; i < upto; i++) {
      const head = trace.stateHead[i]!;
      onSquare[head]!++;
      lastOn[head] = i;
      const layer = trace.stateLayer[i]!;
      perLayer[layer] = (perLayer[layer] ?? 0) + 1;
      top = Math.max(top, layer);
    }
    const deepest = Math.max(1, top);
    for (let cell = 0; cell < squares; cell++) {
      const count = onSquare[cell]!;
      if (count === 0) continue;
      const last = lastOn[cell]!;
      const [x, y] = centre(cell);
      const shade = svg('rect', {
        x: x - CELL / 2,
        y: y - CELL / 2,
        width: CELL,
        height: CELL,
        class: 'search-reached',
        'data-cell': cell,
        'fill-opacity': (0.25 + (0.6 * trace.stateLayer[last]!) / deepest).toFixed(2),
      });
      const title = svg('title', {});
      title.textContent = pageSay(msg('search-view.square-title', { count }));
      shade.append(title);
      shade.addEventListener('pointerenter', () => {
        // A redraw puts a new square under a still pointer: draw once per square entered.
        if (this.hovered === cell) return;
        this.hovered = cell;
        this.draw();
      });
      root.append(shade);
      this.label(root, [x, y], String(count), 'search-count-label');
    }
    this.label(root, centre(trace.goal), onSquare[trace.goal] ? '' : '⌂', 'search-mark');
    // The snake of the last state shown whose head is under the pointer (or the start's).
    const state = this.hovered >= 0 && this.hovered < squares ? lastOn[this.hovered]! : -1;
    const body = state >= 0 ? snakeOf(trace, state) : Array.from(trace.startBody);
    const points = body.map((c) => centre(c).join(',')).join(' ');
    if (body.length > 1) root.append(svg('polyline', { points, class: 'search-snake' }));
    const [hx, hy] = centre(body[0] ?? 0);
    const headMark = svg('circle', { cx: hx, cy: hy, r: CELL / 4, class: 'search-snake-head' });
    headMark.dataset['cell'] = String(body[0] ?? 0);
    root.append(headMark);
    const step = el('p', 'step-label search-step');
    step.id = 'search-step';
    step.setAttribute('aria-live', 'polite');
    step.textContent = pageSay(
      msg('search-view.layer-step', { at: upto, total: trace.length, layer: upto > 0 ? trace.stateLayer[upto - 1]! : 0 }),
    );
    const list = el('ul', 'search-layers');
    list.id = 'search-layers';
    list.setAttribute('aria-label', pageSay(msg('search-view.layers-heading')));
    perLayer.forEach((count, layer) => list.append(el('li', undefined, pageSay(msg('search-view.layer-row', { layer, count })))));
    const goal = el('p', 'search-goal', pageSay(msg('search-view.goal-layer', { layer: trace.goalLayer })));
    goal.id = 'search-goal';
    return [
      step,
      wrap(root),
      el('p', 'hint', pageSay(msg('search-view.hover-hint'))),
      goal,
      list,
      el('p', 'hint', pageSay(msg('search-view.layer-states', { states: trace.states, answer: trace.answer }))),
    ];
  }
}

function wrap(root: SVGSVGElement): HTMLElement {
  const div = el('div', 'search-canvas');
  div.append(root);
  return div;
}

/** State i's squares, head first, from its head and shape (2 bits a block: 0 up, 1 right, 2 down, 3 left). */
function snakeOf(trace: LayerTraceView, i: number): number[] {
  const cols = trace.cols;
  let row = Math.floor(trace.stateHead[i]! / cols);
  let col = trace.stateHead[i]! % cols;
  const body = [row * cols + col];
  const shape = trace.stateShape[i]!;
  for (let j = 0; j < trace.bodyLength - 1; j++) {
    const d = (shape >>> (2 * j)) & 3;
    row += d === 0 ? -1 : d === 2 ? 1 : 0;
    col += d === 1 ? 1 : d === 3 ? -1 : 0;
    body.push(row * cols + col);
  }
  return body;
}

// The panel's page. Document data arrives only by postMessage, is validated against the
// protocol, and is drawn with DOM APIs and textContent: never parsed as HTML.
import type { Cell } from '../core/geometry';
import {
  assertNever,
  parseHostMessage,
  type CaseSummary,
  type CaseView,
  type DiagnosticView,
  type ExpectedView,
  type HostToWebview,
  type PanelAction,
  type PanelState,
  type SubmittedView,
  type VerdictView,
  type WebviewToHost,
} from '../protocol';
import { drawingOf } from '../core/formats/drawings';
import { PALETTES, type ScenePalette } from '../core/study/palette';
import { CaseCanvas, describeVerdict } from './drawCase';
import { glideMs, Playback, SPEEDS } from './playback';
import { ZOOM_STEP } from './zoom';
import { ZoomPane, type ZoomReport } from './zoomPane';

interface VsCodeApi {
  postMessage(message: WebviewToHost): void;
  getState(): PanelState | undefined;
  setState(state: PanelState): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();
const app = document.getElementById('app') as HTMLElement;

let documentMessage: Extract<HostToWebview, { type: 'document' }> | undefined;
let caseMessage: Extract<HostToWebview, { type: 'case' }> | undefined;
let highlight: Extract<HostToWebview, { type: 'highlight' }> | undefined;
/** What the last reload left behind; used once, for the case it names. */
let restored: PanelState | undefined = vscode.getState();
let heatmap = restored?.heatmap === true;
/** Which solution the playback holds, so a re-sent case keeps its position. */
let playbackKey = '';
const playback = new Playback(() => refresh());
/** The grid's viewport, kept across redraws so the zoom outlives a playback step or a re-sent case. */
const zoomPane = new ZoomPane(reportGridView);
/** The last zoom report sent, so an unchanged view is not sent again. */
let reportedGridView = '';
const canvas = new CaseCanvas();
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

/** Labels sit on the palette's fills, chosen for the theme's kind (VS Code marks it on the body). */
function palette(): ScenePalette {
  const classes = document.body.classList;
  return classes.contains('vscode-light') || classes.contains('vscode-high-contrast-light') ? PALETTES.light : PALETTES.dark;
}
// A theme change re-marks the body: redraw in the palette that suits it.
new MutationObserver(() => refresh()).observe(document.body, { attributes: true, attributeFilter: ['class'] });

/** The parts of the case section that change while the reader plays or toggles. */
let study:
  | {
      view: CaseView;
      verdict: VerdictView;
      scrubber?: HTMLInputElement;
      stepLabel?: HTMLElement;
      playButton?: HTMLButtonElement;
      heatButton?: HTMLButtonElement;
      legend: HTMLElement;
    }
  | undefined;

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  const message = parseHostMessage(event.data);
  if (!message) return;
  switch (message.type) {
    case 'document':
      documentMessage = message;
      if (caseMessage && caseMessage.uri !== message.uri) caseMessage = undefined;
      break;
    case 'case':
      caseMessage = message;
      loadPlayback(message);
      break;
    case 'highlight':
      highlight = message;
      refresh();
      return;
    case 'control':
      control(message.action);
      return;
    case 'noDocument':
      documentMessage = undefined;
      caseMessage = undefined;
      playback.load(0, 0);
      playbackKey = '';
      vscode.setState({});
      break;
    default:
      assertNever(message);
  }
  render();
});

function loadPlayback(message: Extract<HostToWebview, { type: 'case' }>): void {
  const view = message.caseView;
  const verdict = message.verdict;
  const moves = verdict.state === 'answered' ? verdict.moves : [];
  const key = `${message.uri}#${view?.number ?? ''}#${verdict.state}#${moves.join('')}`;
  if (key === playbackKey) return;
  playbackKey = key;
  // A fresh solution shows its whole path; after a reload, the position the reader left.
  const resume = restored && restored.uri === message.uri && restored.caseNumber === view?.number && verdict.state === 'answered';
  playback.load(moves.length, resume ? (restored?.step ?? moves.length) : moves.length);
  if (resume) restored = undefined;
  saveState();
}

function saveState(): void {
  const c = caseMessage;
  if (!c) return;
  // The lock is the host's, kept here because the serializer restores the panel from this state.
  const locked = documentMessage?.uri === c.uri && documentMessage.locked === true;
  vscode.setState({ uri: c.uri, ...(c.caseView ? { caseNumber: c.caseView.number } : {}), step: playback.step, heatmap, ...(locked ? { locked } : {}) });
}

function control(action: PanelAction): void {
  switch (action) {
    case 'togglePlay':
      playback.toggle();
      return;
    case 'toggleHeatmap':
      toggleHeatmap();
      return;
    case 'zoomIn':
      zoomPane.zoomBy(ZOOM_STEP);
      return;
    case 'zoomOut':
      zoomPane.zoomBy(1 / ZOOM_STEP);
      return;
    case 'zoomFit':
      zoomPane.fit();
      return;
    default:
      assertNever(action);
  }
}

/** Tells the host how the grid is zoomed and which step it shows, when that changed. */
function reportGridView(report: ZoomReport): void {
  const c = caseMessage;
  if (!c?.caseView || report.key !== zoomKey(c.uri, c.caseView.number)) return;
  const message: WebviewToHost = {
    type: 'gridView',
    uri: c.uri,
    caseNumber: c.caseView.number,
    step: playback.step,
    scale: report.scale,
    fitScale: report.fitScale,
    fitted: report.fitted,
    viewBox: report.viewBox,
  };
  const key = JSON.stringify(message);
  if (key === reportedGridView) return;
  reportedGridView = key;
  vscode.postMessage(message);
}

/** Which case's zoom the pane holds: the same case keeps it, another starts fitted. */
function zoomKey(uri: string, caseNumber: number): string {
  return `${uri}#${caseNumber}`;
}

function toggleHeatmap(): void {
  heatmap = !heatmap;
  refresh();
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function button(className: string, text: string, label: string, onClick: () => void): HTMLButtonElement {
  const b = el('button', className, text);
  b.type = 'button';
  b.title = label;
  b.setAttribute('aria-label', label);
  b.addEventListener('click', onClick);
  return b;
}

// Icons drawn as SVG paths (16×16, currentColor): the panel has no icon font, and media
// control characters are missing from many fonts.
const ICONS = {
  first: 'M3 3h2v10H3zM13 3v10L6 8z',
  back: 'M12 3v10L5 8z',
  play: 'M4 3v10l9-5z',
  pause: 'M4 3h3v10H4zM9 3h3v10H9z',
  forward: 'M4 3v10l7-5zM12 3h1v10h-1z',
  last: 'M3 3v10l7-5zM11 3h2v10h-2z',
} as const;

function icon(name: keyof typeof ICONS): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const root = document.createElementNS(ns, 'svg');
  root.setAttribute('viewBox', '0 0 16 16');
  root.setAttribute('class', 'icon');
  root.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', ICONS[name]);
  root.append(path);
  return root;
}

function iconButton(className: string, name: keyof typeof ICONS, label: string, onClick: () => void): HTMLButtonElement {
  const b = button(className, '', label, onClick);
  b.append(icon(name));
  return b;
}

function render(): void {
  app.replaceChildren();
  study = undefined;
  if (!documentMessage) {
    app.append(el('p', 'hint', 'Open a .holedox or .tempter file to see its cases.'));
    return;
  }
  const doc = documentMessage;
  const header = el('header', 'toolbar');
  header.append(el('h1', 'file-name', doc.fileName));
  header.append(button('solve', 'Solve all cases', 'Holedox: Solve (writes the judge output)', () => vscode.postMessage({ type: 'solve' })));
  app.append(header);

  app.append(renderCaseList(doc.cases));
  const current = caseMessage?.uri === doc.uri ? caseMessage : undefined;
  if (current?.caseView) app.append(renderCase(current.caseView, current.verdict, current.expected, current.submitted));
  else if (doc.cases.length === 0) app.append(el('p', 'hint', 'This file has no cases yet.'));
  app.append(renderDiagnostics(doc.diagnostics, doc.diagnosticCount));
  refresh();
}

/** The expected-output file's answer beside ours, so a mismatch is seen where the case is drawn. */
function renderExpected(expected: ExpectedView, verdict: VerdictView): HTMLElement {
  const ours = verdict.state === 'answered' ? verdict.answer : '…';
  const text =
    expected.status === 'mismatch'
      ? `✗ ${expected.fileName} expects ${expected.answer}; ours is ${ours}`
      : expected.status === 'match'
        ? `✓ ${expected.fileName} expects ${expected.answer}, as we answer`
        : `${expected.fileName} expects ${expected.answer}`;
  const line = el('p', `expected expected-${expected.status}`, text);
  line.id = 'expected';
  return line;
}

function renderCaseList(cases: readonly CaseSummary[]): HTMLElement {
  const wrapper = el('label', 'case-picker');
  wrapper.append(el('span', undefined, 'Case '));
  const select = el('select');
  select.id = 'case-select';
  for (const c of cases) {
    const option = el('option', undefined, c.problem ? `${c.label} · ⚠ not solvable` : c.label);
    option.value = String(c.number);
    if (caseMessage?.caseView?.number === c.number) option.selected = true;
    select.append(option);
  }
  select.addEventListener('change', () => vscode.postMessage({ type: 'selectCase', number: Number(select.value) }));
  wrapper.append(select);
  return wrapper;
}

/** The user's program's wrong answer beside ours, found by a run of their solution or a stress test. */
function renderSubmitted(view: CaseView, submitted: SubmittedView): HTMLElement {
  const theirs = submitted.answer === null ? 'your program gave no answer' : `your program answered ${submitted.answer}`;
  const ours = drawingOf(view).ourAnswer(submitted.expected);
  const line = el('p', 'expected expected-mismatch', `✗ ${theirs}, ${ours}`);
  line.id = 'submitted';
  return line;
}

function renderCase(view: CaseView, verdict: VerdictView, expected: ExpectedView | undefined, submitted?: SubmittedView): HTMLElement {
  const section = el('section', 'case');
  section.setAttribute('aria-label', `Case ${view.number}`);
  const result = el('p', `verdict verdict-${verdict.state}`, describeVerdict(verdict));
  result.id = 'verdict';
  section.append(result);
  if (expected) section.append(renderExpected(expected, verdict));
  if (submitted) section.append(renderSubmitted(view, submitted));
  if (view.problem) section.append(el('p', 'problem', view.problem));
  const answered = verdict.state === 'answered' ? verdict : undefined;
  if (answered?.explanation) {
    const why = el('p', 'explanation', answered.explanation.text);
    why.id = 'explanation';
    section.append(why);
  }

  const tools = el('div', 'study-tools');
  tools.setAttribute('role', 'toolbar');
  tools.setAttribute('aria-label', 'Playback and study tools');
  const parts: Partial<NonNullable<typeof study>> = {};
  if (answered && answered.moves.length > 0) {
    const total = answered.moves.length;
    tools.append(
      iconButton('tool first', 'first', 'First position (Home)', () => playback.go(0)),
      iconButton('tool back', 'back', 'Step back (←)', () => playback.go(playback.step - 1)),
      (parts.playButton = iconButton('tool play', 'play', 'Play (Space)', () => playback.toggle())),
      iconButton('tool forward', 'forward', 'Step forward (→)', () => playback.go(playback.step + 1)),
      iconButton('tool last', 'last', 'Last position (End)', () => playback.go(total)),
    );
    const scrubber = el('input', 'scrubber');
    scrubber.type = 'range';
    scrubber.id = 'scrubber';
    scrubber.min = '0';
    scrubber.max = String(total);
    scrubber.setAttribute('aria-label', drawingOf(view).stepName);
    scrubber.addEventListener('input', () => playback.go(Number(scrubber.value)));
    parts.scrubber = scrubber;
    const stepLabel = el('span', 'step-label');
    stepLabel.id = 'step-label';
    stepLabel.setAttribute('aria-live', 'polite');
    parts.stepLabel = stepLabel;
    const speed = el('select', 'speed');
    speed.id = 'speed';
    speed.title = 'Playback speed';
    speed.setAttribute('aria-label', 'Playback speed');
    for (const s of SPEEDS) {
      const option = el('option', undefined, `${s}×`);
      option.value = String(s);
      option.selected = s === playback.speed;
      speed.append(option);
    }
    speed.addEventListener('change', () => playback.setSpeed(Number(speed.value)));
    tools.append(scrubber, stepLabel, speed);
  }
  const heatButton = button('tool heat', 'Heatmap', 'Show where the search spent its effort (H)', toggleHeatmap);
  const search = answered?.explanation?.search;
  heatButton.disabled = !answered?.cellVisits || search?.searched === false;
  if (heatButton.disabled) heatButton.title = search?.searched === false ? `No search was needed: ${search.text}` : 'No search counts for this case yet';
  parts.heatButton = heatButton;
  tools.append(heatButton, button('tool export', 'Export SVG', 'Holedox: Export Case as SVG', () => vscode.postMessage({ type: 'exportSvg' })));
  section.append(tools);

  section.append(zoomPane.element);
  const legend = el('p', 'legend');
  legend.id = 'legend';
  section.append(legend);
  section.append(
    el(
      'p',
      'hint keys',
      `Click a square to show where the file defines it; drag to pan, wheel or pinch to zoom. Keys: ← → step, Space play or pause, Home / End, H heatmap, + − zoom, 0 fit.`,
    ),
  );
  study = { view, verdict, legend, ...parts };
  return section;
}

/** Redraws the grid and the controls' state for the playback position and the toggles. */
function refresh(): void {
  if (!study) return;
  const { view, verdict } = study;
  const cell: Cell | undefined =
    highlight && highlight.uri === caseMessage?.uri && highlight.caseNumber === view.number && highlight.cell ? highlight.cell : undefined;
  const drawing = canvas.draw(view, verdict, {
    step: playback.step,
    heatmap: heatmap && study.heatButton?.disabled !== true,
    palette: palette(),
    glideMs: glideMs(playback.playing, playback.interval, reducedMotion.matches),
    highlight: cell,
    onCellClick: (c) => vscode.postMessage({ type: 'revealCell', caseNumber: view.number, cell: c }),
  });
  zoomPane.show(drawing, zoomKey(caseMessage?.uri ?? '', view.number), view.cols);
  if (study.scrubber) study.scrubber.value = String(playback.step);
  if (study.stepLabel) study.stepLabel.textContent = drawingOf(view).stepLabel(view, playback.step, playback.total);
  if (study.playButton) {
    study.playButton.replaceChildren(icon(playback.playing ? 'pause' : 'play'));
    const label = playback.playing ? 'Pause (Space)' : 'Play (Space)';
    study.playButton.title = label;
    study.playButton.setAttribute('aria-label', label);
    study.playButton.setAttribute('aria-pressed', String(playback.playing));
  }
  if (study.heatButton) study.heatButton.setAttribute('aria-pressed', String(heatmap && !study.heatButton.disabled));
  study.legend.replaceChildren(...legendParts(verdict));
  saveState();
}

function legendParts(verdict: VerdictView): HTMLElement[] {
  if (verdict.state !== 'answered') return [];
  const parts: HTMLElement[] = [];
  const region = verdict.explanation?.region;
  if (region) {
    const item = el('span', `legend-item legend-${region.kind}`);
    item.append(el('span', 'swatch'), el('span', undefined, `${region.label} (${region.cells.length})`));
    parts.push(item);
  }
  const search = verdict.explanation?.search;
  if (heatmap && verdict.cellVisits && search) {
    const item = el('span', 'legend-item legend-heat');
    if (search.searched) {
      // The heatmap's own fills, fewest visits to most (set through the CSSOM, which the page's CSP allows).
      const swatch = el('span', 'swatch');
      swatch.style.background = `linear-gradient(90deg, ${palette().heat.join(', ')})`;
      item.append(swatch, el('span', undefined, `heatmap: ${search.text}; the number is how many stood on the square`));
    }
    else item.append(el('span', undefined, `heatmap: no search was needed (${search.text})`));
    parts.push(item);
  }
  return parts;
}

function renderDiagnostics(diagnostics: readonly DiagnosticView[], total: number): HTMLElement {
  const section = el('section', 'diagnostics');
  section.append(el('h2', undefined, total === 0 ? 'No problems' : `Problems (${total})`));
  const list = el('ul');
  for (const d of diagnostics) {
    const item = el('li');
    const b = el('button', `diagnostic ${d.severity}`);
    b.type = 'button';
    b.append(el('span', 'where', `${d.range.startLine + 1}:${d.range.startCharacter + 1}`));
    b.append(el('span', 'message', d.message));
    b.append(el('span', 'code', d.code));
    b.addEventListener('click', () => vscode.postMessage({ type: 'reveal', range: d.range }));
    item.append(b);
    list.append(item);
  }
  if (total > diagnostics.length) list.append(el('li', 'more', `… and ${total - diagnostics.length} more in the Problems view`));
  section.append(list);
  return section;
}

// Keyboard: the panel's own shortcuts, left alone inside drop-downs and with modifiers held
// (those belong to VS Code's keybindings).
document.addEventListener('keydown', (event) => {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.target instanceof HTMLSelectElement) return;
  if (event.key === ' ' && event.target instanceof HTMLButtonElement) return;
  let handled = true;
  switch (event.key) {
    case 'ArrowLeft':
      playback.go(playback.step - 1);
      break;
    case 'ArrowRight':
      playback.go(playback.step + 1);
      break;
    case 'Home':
      playback.go(0);
      break;
    case 'End':
      playback.go(playback.total);
      break;
    case ' ':
      playback.toggle();
      break;
    case 'h':
    case 'H':
      toggleHeatmap();
      break;
    case '+':
    case '=':
      zoomPane.zoomBy(ZOOM_STEP);
      break;
    case '-':
    case '_':
      zoomPane.zoomBy(1 / ZOOM_STEP);
      break;
    case '0':
      zoomPane.fit();
      break;
    default:
      handled = false;
  }
  if (handled) event.preventDefault();
});

render();
vscode.postMessage({ type: 'ready' });

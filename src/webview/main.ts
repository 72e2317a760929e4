// The panel's page: its controller. Messages from the host arrive only by postMessage and are
// validated against the protocol (src/protocol.ts); this file keeps what they said, the
// playback and the reader's toggles, and has panelRenderer.ts draw them with DOM APIs.
import { assertNever, parseHostMessage, type HostToWebview, type PanelAction, type PanelState, type WebviewToHost } from '../protocol';
import { EditMode } from './editMode';
import { createPanelRenderer, zoomKey, type PanelViewState } from './panelRenderer';
import { Playback } from './playback';
import { ZOOM_STEP } from './zoom';
import { ZoomPane, type ZoomReport } from './zoomPane';
import { SearchView } from './searchView';

interface VsCodeApi {
  postMessage(message: WebviewToHost): void;
  getState(): PanelState | undefined;
  setState(state: PanelState): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();

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
const searchView = new SearchView((message) => vscode.postMessage(message));
const editMode = new EditMode(
  zoomPane.element,
  (message) => vscode.postMessage(message),
  () => render(),
);
const view = createPanelRenderer(
  document.getElementById('app') as HTMLElement,
  playback,
  zoomPane,
  {
    post: (message) => vscode.postMessage(message),
    toggleHeatmap,
  },
  editMode,
  searchView,
);

function viewState(): PanelViewState {
  return { documentMessage, caseMessage, highlight, heatmap };
}

function render(): void {
  if (view.render(viewState())) saveState();
}

function refresh(): void {
  if (view.refresh(viewState())) saveState();
}

// A theme change re-marks the body: redraw in the palette that suits it.
new MutationObserver(() => refresh()).observe(document.body, { attributes: true, attributeFilter: ['class'] });

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
      if (message.openSearch && message.caseView) searchView.openOn(message.uri, message.caseView.number, message.openSearch.whatIf);
      break;
    case 'highlight':
      highlight = message;
      refresh();
      return;
    case 'control':
      control(message.action);
      return;
    case 'searchTrace':
      searchView.receive(message);
      return;
    case 'editResult':
      editMode.result(message);
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
  // A fresh solution stands at move 0, ready to play: the way ahead dashed, nothing hidden
  // under the pieces' last places; after a reload, the position the reader left.
  const resume = restored && restored.uri === message.uri && restored.caseNumber === view?.number && verdict.state === 'answered';
  playback.load(moves.length, resume ? (restored?.step ?? 0) : 0);
  if (resume) restored = undefined;
  saveState();
}

function saveState(): void {
  const c = caseMessage;
  if (!c) return;
  // The lock is the host's, kept here because the serializer restores the panel from this state.
  const locked = documentMessage?.uri === c.uri && documentMessage.locked === true;
  vscode.setState({
    uri: c.uri,
    ...(c.caseView ? { caseNumber: c.caseView.number } : {}),
    step: playback.step,
    heatmap,
    ...(locked ? { locked } : {}),
  });
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

function toggleHeatmap(): void {
  heatmap = !heatmap;
  refresh();
}

/** One of the case's playback buttons (not the Search view's, which drive its own playback). */
function isCaseTransport(target: HTMLButtonElement): boolean {
  return target.classList.contains('transport') && target.closest('.search-tools') === null;
}

/** The keys for what the panel's buttons (and the host's commands) do too: one control() serves both. */
const KEY_ACTIONS: ReadonlyMap<string, PanelAction> = new Map([
  [' ', 'togglePlay'],
  ['h', 'toggleHeatmap'],
  ['H', 'toggleHeatmap'],
  ['+', 'zoomIn'],
  ['=', 'zoomIn'],
  ['-', 'zoomOut'],
  ['_', 'zoomOut'],
  ['0', 'zoomFit'],
]);

// Keyboard: the panel's own shortcuts, left alone inside drop-downs and with modifiers held
// (those belong to VS Code's keybindings).
document.addEventListener('keydown', (event) => {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.target instanceof HTMLSelectElement) return;
  // Space presses a focused button, except the playback's own (first, back, …): there it plays,
  // as in a media player, so a click on "first position" leaves Space playing from there.
  if (event.key === ' ' && event.target instanceof HTMLButtonElement && !isCaseTransport(event.target)) return;
  const action = KEY_ACTIONS.get(event.key);
  if (action) {
    control(action);
    event.preventDefault();
    return;
  }
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
    default:
      handled = false;
  }
  if (handled) event.preventDefault();
});

render();
vscode.postMessage({ type: 'ready' });

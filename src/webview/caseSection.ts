// The case's section of the panel: the verdict and its notes, the study tools, the grid, the
// legend and the Search view; and its redraw for the playback position and the toggles.
import type { Cell } from '../core/geometry';
import type { CaseView, ExpectedView, HostToWebview, SubmittedView, AnswerView } from '../protocol';
import { drawingOf } from '../core/formats/drawings';
import { msg } from '../core/l10n/message';
import { button, el } from './dom';
import { CaseCanvas, describeVerdict } from './drawCase';
import type { EditMode } from './editMode';
import { legendParts, palette, renderExpected, renderSubmitted } from './panelParts';
import { pageSay } from './pageLanguage';
import { glideMs, type Playback } from './playback';
import type { SearchView } from './searchView';
import { showTransport, transport, transportButtons, type Transport, type TransportWords } from './transport';
import type { ZoomPane } from './zoomPane';
import type { PanelActions } from './panelRenderer';

/** What the case's section draws with and sends the reader's clicks to; made once per page. */
export interface CaseSectionDeps {
  readonly playback: Playback;
  readonly zoomPane: ZoomPane;
  readonly actions: PanelActions;
  readonly editMode: EditMode;
  readonly searchView: SearchView | undefined;
  readonly canvas: CaseCanvas;
  readonly reducedMotion: MediaQueryList;
}

/** The parts of the case section that change while the reader plays or toggles. */
export interface CaseStudy {
  readonly view: CaseView;
  readonly verdict: AnswerView;
  readonly transport?: Transport;
  readonly stepLabel?: HTMLElement;
  readonly heatButton: HTMLButtonElement;
  readonly legend: HTMLElement;
}

/** The case drawn for the document `uri` (the host's case message's), with what it was checked against. */
export interface ShownCase {
  readonly uri: string;
  readonly view: CaseView;
  readonly verdict: AnswerView;
  readonly expected: ExpectedView | undefined;
  readonly submitted?: SubmittedView;
  /** The document's version the case was read from. */
  readonly version?: number;
}

export function renderCase(deps: CaseSectionDeps, shown: ShownCase): { section: HTMLElement; study: CaseStudy } {
  const { editMode, zoomPane, searchView } = deps;
  const { uri, view, verdict, expected, submitted } = shown;
  const section = el('section', 'case');
  section.setAttribute('aria-label', pageSay(msg('panel.case-label', { number: view.number })));
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
  const { tools, parts } = studyTools(deps, view, answered);
  section.append(tools);
  const editTools = editMode.toolbar(uri, view, shown.version);
  if (editTools) section.append(editTools);

  section.append(zoomPane.element);
  const legend = el('p', 'legend');
  legend.id = 'legend';
  section.append(legend);
  section.append(el('p', 'hint keys', pageSay(msg('panel.keys'))));
  if (searchView) section.append(searchView.element(uri, view));
  return { section, study: { view, verdict, legend, ...parts } };
}

/** The playback controls' words: the moves of the answer. */
const TRANSPORT_WORDS: TransportWords = {
  first: msg('panel.first'),
  back: msg('panel.back'),
  play: msg('panel.play'),
  pause: msg('panel.pause'),
  forward: msg('panel.forward'),
  last: msg('panel.last'),
  speed: msg('panel.speed'),
};

/** The study toolbar: playback (for an answer with moves, outside Edit mode), Edit, the heatmap, Export SVG. */
function studyTools(
  deps: CaseSectionDeps,
  view: CaseView,
  answered: Extract<AnswerView, { state: 'answered' }> | undefined,
): { tools: HTMLElement; parts: Pick<CaseStudy, 'transport' | 'stepLabel' | 'heatButton'> } {
  const { editMode, playback, actions } = deps;
  const tools = el('div', 'study-tools');
  tools.setAttribute('role', 'toolbar');
  tools.setAttribute('aria-label', pageSay(msg('panel.study-tools')));
  let controls: Transport | undefined;
  let stepLabel: HTMLElement | undefined;
  // While editing, the grid shows the case as written: no playback to control.
  if (answered && answered.moves.length > 0 && !editMode.on) {
    controls = transport(playback, answered.moves.length, TRANSPORT_WORDS, pageSay(drawingOf(view).stepName));
    controls.scrubber.id = 'scrubber';
    controls.speed.id = 'speed';
    stepLabel = el('span', 'step-label');
    stepLabel.id = 'step-label';
    stepLabel.setAttribute('aria-live', 'polite');
    tools.append(...transportButtons(controls), controls.scrubber, stepLabel, controls.speed);
  }
  const heatButton = button('tool heat', pageSay(msg('panel.heatmap')), pageSay(msg('panel.heatmap-title')), actions.toggleHeatmap);
  const search = answered?.explanation?.search;
  heatButton.disabled = !answered?.cellVisits || search?.searched === false;
  if (heatButton.disabled)
    heatButton.title = pageSay(
      search?.searched === false ? msg('panel.no-search-needed', { why: search.text }) : msg('panel.no-search-counts'),
    );
  tools.append(
    editMode.toggleButton(),
    heatButton,
    button('tool export', pageSay(msg('panel.export-svg')), pageSay(msg('panel.export-svg-title')), () =>
      actions.post({ type: 'exportSvg' }),
    ),
  );
  return { tools, parts: { ...(controls && { transport: controls }), ...(stepLabel && { stepLabel }), heatButton } };
}

/** What the redraw needs of the page's state beside the study: the document shown, the square to mark, the heatmap toggle. */
export interface StudyState {
  readonly uri: string | undefined;
  readonly highlight: Extract<HostToWebview, { type: 'highlight' }> | undefined;
  readonly heatmap: boolean;
}

/** Redraws the grid and the controls' state for the playback position and the toggles. */
export function drawStudy(deps: CaseSectionDeps, study: CaseStudy, state: StudyState, zoomKey: string): void {
  const { playback, editMode, actions } = deps;
  const { view, verdict } = study;
  const { highlight, heatmap } = state;
  const cell: Cell | undefined =
    highlight && highlight.uri === state.uri && highlight.caseNumber === view.number && highlight.cell ? highlight.cell : undefined;
  const drawing = deps.canvas.draw(view, verdict, {
    // Edit mode shows the case as written: the pieces where the file puts them.
    step: editMode.on ? 0 : playback.step,
    heatmap: heatmap && study.heatButton.disabled !== true,
    palette: palette(),
    glideMs: glideMs(playback.playing, playback.interval, deps.reducedMotion.matches),
    highlight: cell,
    onCellClick: (c) => actions.post({ type: 'revealCell', caseNumber: view.number, cell: c }),
  });
  deps.zoomPane.show(drawing, zoomKey, view.cols);
  editMode.decorate(drawing);
  if (study.transport) showTransport(study.transport, playback, TRANSPORT_WORDS);
  if (study.stepLabel) study.stepLabel.textContent = pageSay(drawingOf(view).stepLabel(view, playback.step, playback.total));
  study.heatButton.setAttribute('aria-pressed', String(heatmap && !study.heatButton.disabled));
  study.legend.replaceChildren(...legendParts(view, verdict, heatmap));
}

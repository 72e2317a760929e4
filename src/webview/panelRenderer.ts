// The panel's DOM: the toolbar, the case list, the case with its study tools, the problems.
// It draws what the controller (main.ts) holds and sends the reader's clicks back through
// `actions`; it keeps no state of the panel's own beyond the controls it drew.
import type { Cell } from '../core/geometry';
import type {
  CaseSummary,
  CaseView,
  DiagnosticView,
  ExpectedView,
  HostToWebview,
  SubmittedView,
  VerdictView,
  WebviewToHost,
} from '../protocol';
import { drawingOf } from '../core/formats/drawings';
import { PALETTES, type ScenePalette } from '../core/study/palette';
import { button, el, icon, iconButton } from './dom';
import { CaseCanvas, describeVerdict } from './drawCase';
import type { EditMode } from './editMode';
import { glideMs, SPEEDS, type Playback } from './playback';
import type { ZoomPane } from './zoomPane';
import type { SearchView } from './searchView';
import { pageLanguage, pageWords } from './pageLanguage';
import { say } from '../core/l10n/message';

/** What the page shows: the host's last messages and the reader's heatmap toggle. */
export interface PanelViewState {
  readonly documentMessage: Extract<HostToWebview, { type: 'document' }> | undefined;
  readonly caseMessage: Extract<HostToWebview, { type: 'case' }> | undefined;
  readonly highlight: Extract<HostToWebview, { type: 'highlight' }> | undefined;
  readonly heatmap: boolean;
}

/** What the page's controls do: a message to the host, or the heatmap toggled. */
export interface PanelActions {
  post(message: WebviewToHost): void;
  toggleHeatmap(): void;
}

export interface PanelRenderer {
  /** Builds the page again; true when it drew a case (the controller then saves its state). */
  render(state: PanelViewState): boolean;
  /** Redraws the grid and the controls for the playback position and the toggles; true when a case is shown. */
  refresh(state: PanelViewState): boolean;
}

/** Which case's zoom the pane holds: the same case keeps it, another starts fitted. */
export function zoomKey(uri: string, caseNumber: number): string {
  return `${uri}#${caseNumber}`;
}

export function createPanelRenderer(
  app: HTMLElement,
  playback: Playback,
  zoomPane: ZoomPane,
  actions: PanelActions,
  editMode: EditMode,
  searchView?: SearchView,
): PanelRenderer {
  const canvas = new CaseCanvas();
  const words = pageWords();
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  let documentMessage: PanelViewState['documentMessage'];
  let caseMessage: PanelViewState['caseMessage'];
  let highlight: PanelViewState['highlight'];
  let heatmap = false;
  const take = (state: PanelViewState) => ({ documentMessage, caseMessage, highlight, heatmap } = state);

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

  /** Labels sit on the palette's fills, chosen for the theme's kind (VS Code marks it on the body). */
  function palette(): ScenePalette {
    const classes = document.body.classList;
    return classes.contains('vscode-light') || classes.contains('vscode-high-contrast-light') ? PALETTES.light : PALETTES.dark;
  }

  function render(): boolean {
    // Rebuilding the page takes the grid out of it: an Edit mode with the keyboard gets it back.
    const refocus = editMode.hasFocus;
    app.replaceChildren();
    study = undefined;
    if (!documentMessage) {
      app.append(el('p', 'hint', words.openFile));
      return false;
    }
    const doc = documentMessage;
    const header = el('header', 'toolbar');
    header.append(el('h1', 'file-name', doc.fileName));
    header.append(button('solve', words.solveAll, words.solveAllTitle, () => actions.post({ type: 'solve' })));
    app.append(header);

    app.append(renderCaseList(doc.cases));
    const current = caseMessage?.uri === doc.uri ? caseMessage : undefined;
    if (current?.caseView) app.append(renderCase(current.caseView, current.verdict, current.expected, current.submitted));
    else if (doc.cases.length === 0) app.append(el('p', 'hint', words.noCases));
    app.append(renderDiagnostics(doc.diagnostics, doc.diagnosticCount));
    const drawn = refresh();
    if (refocus && drawn) editMode.focus();
    return drawn;
  }

  /** The expected-output file's answer beside ours, so a mismatch is seen where the case is drawn. */
  function renderExpected(expected: ExpectedView, verdict: VerdictView): HTMLElement {
    const ours = verdict.state === 'answered' ? verdict.answer : '…';
    const text =
      expected.status === 'mismatch'
        ? words.expectsMismatch(expected.fileName, expected.answer, ours)
        : expected.status === 'match'
          ? words.expectsMatch(expected.fileName, expected.answer)
          : words.expects(expected.fileName, expected.answer);
    const line = el('p', `expected expected-${expected.status}`, text);
    line.id = 'expected';
    return line;
  }

  function renderCaseList(cases: readonly CaseSummary[]): HTMLElement {
    const wrapper = el('label', 'case-picker');
    wrapper.append(el('span', undefined, words.casePicker));
    const select = el('select');
    select.id = 'case-select';
    for (const c of cases) {
      const option = el('option', undefined, c.problem ? words.notSolvableOption(c.label) : c.label);
      option.value = String(c.number);
      if (caseMessage?.caseView?.number === c.number) option.selected = true;
      select.append(option);
    }
    select.addEventListener('change', () => actions.post({ type: 'selectCase', number: Number(select.value) }));
    wrapper.append(select);
    return wrapper;
  }

  /** The user's program's wrong answer beside ours, found by a run of their solution or a stress test. */
  function renderSubmitted(view: CaseView, submitted: SubmittedView): HTMLElement {
    const theirs = submitted.answer === null ? words.programNoAnswer : words.programAnswered(submitted.answer);
    const ours = drawingOf(view).ourAnswer(submitted.expected, pageLanguage());
    const line = el('p', 'expected expected-mismatch', `✗ ${theirs}, ${ours}`);
    line.id = 'submitted';
    return line;
  }

  function renderCase(view: CaseView, verdict: VerdictView, expected: ExpectedView | undefined, submitted?: SubmittedView): HTMLElement {
    const section = el('section', 'case');
    section.setAttribute('aria-label', words.caseLabel(view.number));
    const result = el('p', `verdict verdict-${verdict.state}`, describeVerdict(verdict, words));
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
    tools.setAttribute('aria-label', words.studyTools);
    const parts: Partial<NonNullable<typeof study>> = {};
    // While editing, the grid shows the case as written: no playback to control.
    if (answered && answered.moves.length > 0 && !editMode.on) {
      const total = answered.moves.length;
      tools.append(
        iconButton('tool first', 'first', words.first, () => playback.go(0)),
        iconButton('tool back', 'back', words.back, () => playback.go(playback.step - 1)),
        (parts.playButton = iconButton('tool play', 'play', words.play, () => playback.toggle())),
        iconButton('tool forward', 'forward', words.forward, () => playback.go(playback.step + 1)),
        iconButton('tool last', 'last', words.last, () => playback.go(total)),
      );
      const scrubber = el('input', 'scrubber');
      scrubber.type = 'range';
      scrubber.id = 'scrubber';
      scrubber.min = '0';
      scrubber.max = String(total);
      scrubber.setAttribute('aria-label', say(drawingOf(view).stepName, pageLanguage()));
      scrubber.addEventListener('input', () => playback.go(Number(scrubber.value)));
      parts.scrubber = scrubber;
      const stepLabel = el('span', 'step-label');
      stepLabel.id = 'step-label';
      stepLabel.setAttribute('aria-live', 'polite');
      parts.stepLabel = stepLabel;
      const speed = el('select', 'speed');
      speed.id = 'speed';
      speed.title = words.speed;
      speed.setAttribute('aria-label', words.speed);
      for (const s of SPEEDS) {
        const option = el('option', undefined, `${s}×`);
        option.value = String(s);
        option.selected = s === playback.speed;
        speed.append(option);
      }
      speed.addEventListener('change', () => playback.setSpeed(Number(speed.value)));
      tools.append(scrubber, stepLabel, speed);
    }
    const heatButton = button('tool heat', words.heatmap, words.heatmapTitle, actions.toggleHeatmap);
    const search = answered?.explanation?.search;
    heatButton.disabled = !answered?.cellVisits || search?.searched === false;
    if (heatButton.disabled) heatButton.title = search?.searched === false ? words.noSearchNeeded(search.text) : words.noSearchCounts;
    parts.heatButton = heatButton;
    tools.append(
      editMode.toggleButton(),
      heatButton,
      button('tool export', words.exportSvg, words.exportSvgTitle, () => actions.post({ type: 'exportSvg' })),
    );
    section.append(tools);
    const editTools = caseMessage ? editMode.toolbar(caseMessage.uri, view) : undefined;
    if (editTools) section.append(editTools);

    section.append(zoomPane.element);
    const legend = el('p', 'legend');
    legend.id = 'legend';
    section.append(legend);
    section.append(el('p', 'hint keys', words.keys));
    if (searchView && caseMessage) section.append(searchView.element(caseMessage.uri, view));
    study = { view, verdict, legend, ...parts };
    return section;
  }

  /** Redraws the grid and the controls' state for the playback position and the toggles. */
  function refresh(): boolean {
    if (!study) return false;
    const { view, verdict } = study;
    const cell: Cell | undefined =
      highlight && highlight.uri === caseMessage?.uri && highlight.caseNumber === view.number && highlight.cell
        ? highlight.cell
        : undefined;
    const drawing = canvas.draw(view, verdict, {
      // Edit mode shows the case as written: the pieces where the file puts them.
      step: editMode.on ? 0 : playback.step,
      heatmap: heatmap && study.heatButton?.disabled !== true,
      palette: palette(),
      glideMs: glideMs(playback.playing, playback.interval, reducedMotion.matches),
      highlight: cell,
      onCellClick: (c) => actions.post({ type: 'revealCell', caseNumber: view.number, cell: c }),
    });
    zoomPane.show(drawing, zoomKey(caseMessage?.uri ?? '', view.number), view.cols);
    editMode.decorate(drawing);
    if (study.scrubber) study.scrubber.value = String(playback.step);
    if (study.stepLabel) study.stepLabel.textContent = drawingOf(view).stepLabel(view, playback.step, playback.total, pageLanguage());
    if (study.playButton) {
      study.playButton.replaceChildren(icon(playback.playing ? 'pause' : 'play'));
      const label = playback.playing ? words.pause : words.play;
      study.playButton.title = label;
      study.playButton.setAttribute('aria-label', label);
      study.playButton.setAttribute('aria-pressed', String(playback.playing));
    }
    if (study.heatButton) study.heatButton.setAttribute('aria-pressed', String(heatmap && !study.heatButton.disabled));
    study.legend.replaceChildren(...legendParts(verdict));
    return true;
  }

  function legendParts(verdict: VerdictView): HTMLElement[] {
    if (verdict.state !== 'answered') return [];
    const parts: HTMLElement[] = [];
    const region = verdict.explanation?.region;
    if (region) {
      const item = el('span', `legend-item legend-${region.kind}`);
      item.append(el('span', 'swatch'), el('span', undefined, words.regionLegend(region.label, region.cells.length)));
      parts.push(item);
    }
    const search = verdict.explanation?.search;
    if (heatmap && verdict.cellVisits && search) {
      const item = el('span', 'legend-item legend-heat');
      if (search.searched) {
        // The heatmap's own fills, fewest visits to most (set through the CSSOM, which the page's CSP allows).
        const swatch = el('span', 'swatch');
        swatch.style.background = `linear-gradient(90deg, ${palette().heat.join(', ')})`;
        item.append(swatch, el('span', undefined, words.heatLegend(search.text)));
      } else item.append(el('span', undefined, words.heatLegendNoSearch(search.text)));
      parts.push(item);
    }
    return parts;
  }

  function renderDiagnostics(diagnostics: readonly DiagnosticView[], total: number): HTMLElement {
    const section = el('section', 'diagnostics');
    section.append(el('h2', undefined, total === 0 ? words.noProblems : words.problems(total)));
    const list = el('ul');
    for (const d of diagnostics) {
      const item = el('li');
      const b = el('button', `diagnostic ${d.severity}`);
      b.type = 'button';
      b.append(el('span', 'where', `${d.range.startLine + 1}:${d.range.startCharacter + 1}`));
      b.append(el('span', 'message', d.message));
      b.append(el('span', 'code', d.code));
      b.addEventListener('click', () => actions.post({ type: 'reveal', range: d.range }));
      item.append(b);
      list.append(item);
    }
    if (total > diagnostics.length) list.append(el('li', 'more', words.moreProblems(total - diagnostics.length)));
    section.append(list);
    return section;
  }

  // Keyboard: the panel's own shortcuts, left alone inside drop-downs and with modifiers held

  return {
    render: (state) => {
      take(state);
      return render();
    },
    refresh: (state) => {
      take(state);
      return refresh();
    },
  };
}

// The panel's DOM: the toolbar, the case list, the case with its study tools, the problems.
// It draws what the controller (main.ts) holds and sends the reader's clicks back through
// `actions`; it keeps no state of the panel's own beyond the controls it drew.
import type { HostToWebview, WebviewToHost } from '../protocol';
import { button, el, restoreTypedField, typedField } from './dom';
import { CaseCanvas } from './drawCase';
import type { EditMode } from './editMode';
import { drawStudy, renderCase, type CaseSectionDeps, type CaseStudy } from './caseSection';
import { renderCaseList, renderDiagnostics } from './panelParts';
import type { Playback } from './playback';
import type { ZoomPane } from './zoomPane';
import type { SearchView } from './searchView';
import { msg } from '../core/l10n/message';
import { pageSay } from './pageLanguage';
import { FORMAT_EXTENSIONS } from '../core/formats/formatIds';

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
  const deps: CaseSectionDeps = {
    playback,
    zoomPane,
    actions,
    editMode,
    searchView,
    canvas: new CaseCanvas(),
    reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)'),
  };
  let state: PanelViewState = { documentMessage: undefined, caseMessage: undefined, highlight: undefined, heatmap: false };
  let study: CaseStudy | undefined;

  function render(): boolean {
    // Rebuilding the page takes the grid out of it: an Edit mode with the keyboard gets it back.
    const refocus = editMode.hasFocus;
    // So does a field the reader is typing in: it comes back with what was typed, caret and all.
    const typed = typedField(app);
    app.replaceChildren();
    study = undefined;
    const doc = state.documentMessage;
    if (!doc) {
      app.append(
        el('p', 'hint', pageSay(msg('panel.open-file', { extensions: msg('formats.extensions', { extensions: FORMAT_EXTENSIONS }) }))),
      );
      return false;
    }
    const header = el('header', 'toolbar');
    header.append(el('h1', 'file-name', doc.fileName));
    header.append(
      button('solve', pageSay(msg('panel.solve-all')), pageSay(msg('panel.solve-all-title')), () => actions.post({ type: 'solve' })),
    );
    app.append(header);

    const caseMessage = state.caseMessage;
    app.append(renderCaseList(actions.post, doc.cases, caseMessage?.caseView?.number));
    const current = caseMessage?.uri === doc.uri ? caseMessage : undefined;
    if (current?.caseView) {
      const { caseView: view, uri, verdict, expected, submitted, version } = current;
      const drawn = renderCase(deps, {
        uri,
        view,
        verdict,
        expected,
        ...(submitted && { submitted }),
        ...(version !== undefined && { version }),
      });
      study = drawn.study;
      app.append(drawn.section);
    } else if (doc.cases.length === 0) app.append(el('p', 'hint', pageSay(msg('panel.no-cases'))));
    app.append(renderDiagnostics(actions.post, doc.diagnostics, doc.diagnosticCount));
    announce(app.querySelector('#verdict')?.textContent ?? '');
    const drawn = refresh();
    if (refocus && drawn) editMode.focus();
    restoreTypedField(typed);
    return drawn;
  }

  /**
   * Only the result line is read out, and only when it changed: the page is rebuilt on every
   * message from the host, and a live region over all of it would announce each redraw.
   */
  function announce(text: string): void {
    const live = document.getElementById('announce');
    if (live && live.textContent !== text) live.textContent = text;
  }

  /** Redraws the grid and the controls' state for the playback position and the toggles. */
  function refresh(): boolean {
    if (!study) return false;
    const uri = state.caseMessage?.uri;
    drawStudy(deps, study, { uri, highlight: state.highlight, heatmap: state.heatmap }, zoomKey(uri ?? '', study.view.number));
    return true;
  }

  return {
    render: (next) => {
      state = next;
      return render();
    },
    refresh: (next) => {
      state = next;
      return refresh();
    },
  };
}

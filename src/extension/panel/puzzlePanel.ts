import * as vscode from 'vscode';
import { displayLanguage, words } from '../displayLanguage';
import type { CaseComparison } from '../../core/expected';
import type { TextRange } from '../../core/text';
import {
  assertNever,
  parseWebviewMessage,
  type GridView,
  type HostToWebview,
  type PanelAction,
  type PanelState,
  type WebviewToHost,
} from '../../protocol';
import { columnBeside, revealInEditor } from './panelNavigation';
import { PanelWebview, type PanelWebviewEvents } from './panelWebview';
import {
  caseHeaderRange,
  caseMessage,
  caseToShow,
  cellTokenRange,
  documentMessage,
  expectedView,
  highlightAt,
  verdictToShow,
} from './panelModel';
import { baseName, fromRangeView } from '../ranges';
import { puzzleFormatOf, type PuzzleAnalyses } from '../puzzleDocuments';
import { caseNear } from '../../core/puzzleFile';
import type { PuzzleCase } from '../../core/formats/registry';
import { caseText, type CaseAnswers } from './caseAnswers';
import { COMMANDS } from '../commands/commandIds';
import { traceForPanel, type SearchTraceSource } from './searchTrace';
import { applyGridEdit } from './gridEditor';
import { msg } from '../../core/l10n/message';

export const PANEL_VIEW_TYPE = 'holedox.panel';
/** The context key that says the panel is locked on its file (the title bar's lock reads it). */
const LOCKED_CONTEXT = 'holedox.panelLocked';

/** Where the panel learns a case's expected answer (the expected-output checker). */
export interface ExpectedAnswerSource {
  readonly onDidChange: vscode.Event<vscode.Uri>;
  expectedFor(uri: vscode.Uri, caseNumber: number): CaseComparison | undefined;
  reportFor(uri: vscode.Uri): { readonly expectedUri?: string } | undefined;
}

/** Where the panel learns what the user's own program answered on a case (the judge). */
export interface SubmittedAnswerSource {
  readonly onDidChange: vscode.Event<vscode.Uri>;
  forCase(
    uri: vscode.Uri,
    caseNumber: number,
    caseText: string,
  ): { readonly answer: string | undefined; readonly expected: string } | undefined;
}

/** What the panel draws from and follows: `editor.ts` makes it once. */
export interface PanelSources {
  readonly extensionUri: vscode.Uri;
  readonly analyses: PuzzleAnalyses;
  /** Our answers for the case on show, solved at the panel's priority. */
  readonly answers: CaseAnswers;
  /** Fires for a document whose diagnostics changed: the panel's list of problems follows. */
  readonly onDiagnosticsUpdated: vscode.Event<vscode.Uri>;
  readonly expectedAnswers?: ExpectedAnswerSource;
  readonly submittedAnswers?: SubmittedAnswerSource;
  readonly tracer?: SearchTraceSource;
}

/**
 * The panel's manager: its lifecycle (create, restore after a reload, dispose), which file
 * and case it follows (the active puzzle editor and the case under the cursor, unless locked
 * on one file), and what to tell the panel (panelWebview.ts) when. What it sends is built by
 * panelModel.ts. One panel at a time.
 */
export class PuzzlePanel implements vscode.Disposable, vscode.WebviewPanelSerializer<PanelState> {
  private panel: PanelWebview | undefined;
  private document: vscode.TextDocument | undefined;
  private caseNumber: number | undefined;
  /** Locked: the panel stays on `document` while other editors become active. */
  private locked = false;
  /** The square last highlighted for the editor's cursor, as 'case:row:col' ('' for none). */
  private highlighted = '';
  private readonly subscriptions: vscode.Disposable[];
  private readonly emitter = new vscode.EventEmitter<HostToWebview>();
  /** Every message posted to the webview, for tests and for whoever needs to follow the panel. */
  readonly onDidPost = this.emitter.event;
  private readonly gridViewEmitter = new vscode.EventEmitter<GridView>();
  /** How the webview reports its grid zoomed, after each change (for tests). */
  readonly onDidReportGridView = this.gridViewEmitter.event;
  private lastGridView: GridView | undefined;
  /** The page has said it is ready: what is posted now is drawn (a message posted before may be lost). */
  private ready = false;
  /** A case to open the Search view on, its what-if set, once the page draws it. */
  private searchOnShow: { readonly uri: string; readonly caseNumber: number; readonly whatIf: string } | undefined;
  /** Edit mode changes, one after another: each is computed on the text the one before wrote. */
  private editing: Promise<void> = Promise.resolve();

  constructor(private readonly sources: PanelSources) {
    const { answers, onDiagnosticsUpdated, expectedAnswers, submittedAnswers } = sources;
    this.subscriptions = [
      ...(expectedAnswers
        ? [
            expectedAnswers.onDidChange((uri) => {
              if (this.document && uri.toString() === this.document.uri.toString()) this.postCase();
            }),
          ]
        : []),
      ...(submittedAnswers
        ? [
            submittedAnswers.onDidChange((uri) => {
              if (this.document && uri.toString() === this.document.uri.toString()) this.postCase();
            }),
          ]
        : []),
      answers.onDidSolve(({ document, version, numbers }) => {
        // Only the case on show, and only if the document did not move on meanwhile.
        if (
          document === this.document &&
          document.version === version &&
          this.caseNumber !== undefined &&
          numbers.includes(this.caseNumber)
        )
          this.postCase();
      }),
      vscode.window.onDidChangeActiveTextEditor((editor) => {
        // Only an open panel follows: the case at the cursor needs the whole parse, which a big
        // document just opened reads a slice at a time behind its first answers.
        if (!this.locked && this.panel && editor && puzzleFormatOf(editor.document))
          this.follow(editor.document, this.caseAtCursor(editor));
      }),
      vscode.window.onDidChangeTextEditorSelection((e) => {
        if (e.textEditor.document !== this.document) return;
        this.selectCase(this.caseAtCursor(e.textEditor));
        this.postHighlight(e.textEditor);
      }),
      onDiagnosticsUpdated((uri) => {
        if (this.document && uri.toString() === this.document.uri.toString()) this.postDocument();
      }),
      vscode.workspace.onDidCloseTextDocument((d) => {
        if (d === this.document) {
          // Nothing left to stay on: a locked panel lets go.
          this.document = undefined;
          this.setLocked(false);
          this.post({ type: 'noDocument' });
        }
      }),
    ];
  }

  get isOpen(): boolean {
    return this.panel !== undefined;
  }

  get isLocked(): boolean {
    return this.locked;
  }

  /** The column the panel stands in, when it is open in one. */
  get viewColumn(): vscode.ViewColumn | undefined {
    return this.panel?.viewColumn;
  }

  /**
   * Opens the panel beside the editor (or reveals it where it is) on this document. Asked
   * for by name, a document is shown even when the panel is locked: the lock moves to it.
   * `toSide` moves an open panel beside the active editor too, as markdown's "Open Preview
   * to the Side" does. `whatIf` opens the case's Search view with its what-if on that switch.
   */
  show(
    document: vscode.TextDocument,
    caseNumber?: number,
    { toSide = false, whatIf }: { readonly toSide?: boolean; readonly whatIf?: string } = {},
  ): void {
    this.searchOnShow = whatIf !== undefined && caseNumber !== undefined ? { uri: document.uri.toString(), caseNumber, whatIf } : undefined;
    if (!this.panel)
      this.attach(PanelWebview.create(PANEL_VIEW_TYPE, this.sources.extensionUri, this.panelEvents(), columnBeside(document)));
    else this.panel.reveal(toSide);
    this.follow(document, caseNumber);
  }

  /** Locks the panel on the file it shows, or unlocks it to follow the active editor again. */
  toggleLock(): void {
    if (!this.panel || !this.document) return;
    this.setLocked(!this.locked);
    const editor = vscode.window.activeTextEditor;
    if (!this.locked && editor && editor.document !== this.document && puzzleFormatOf(editor.document))
      this.follow(editor.document, this.caseAtCursor(editor));
    else this.postDocument();
  }

  private setLocked(locked: boolean): void {
    this.locked = locked;
    void vscode.commands.executeCommand('setContext', LOCKED_CONTEXT, locked);
    if (this.panel) this.panel.title = localTitle(this.document && baseName(this.document.uri), locked);
  }

  /** Restores the panel after a window reload, on its file and case, locked if it was. */
  async deserializeWebviewPanel(panel: vscode.WebviewPanel, state: PanelState | undefined): Promise<void> {
    this.attach(PanelWebview.restore(panel, this.sources.extensionUri, this.panelEvents()));
    // The state was saved by the webview: trust only its shape.
    const uri = typeof state?.uri === 'string' ? state.uri : undefined;
    if (!uri) return;
    const caseNumber = Number.isInteger(state?.caseNumber) ? state?.caseNumber : undefined;
    try {
      const document = await vscode.workspace.openTextDocument(vscode.Uri.parse(uri));
      this.setLocked(state?.locked === true);
      this.follow(document, caseNumber);
    } catch {
      this.post({ type: 'noDocument' });
    }
  }

  private attach(panel: PanelWebview): void {
    this.panel = panel;
    this.ready = false;
    void vscode.commands.executeCommand('setContext', 'holedox.panelOpen', true);
  }

  private panelEvents(): PanelWebviewEvents {
    return {
      received: (raw) => this.handleWebviewMessage(raw),
      disposed: () => {
        // Closing the panel stops its solve at once.
        this.sources.answers.cancel();
        this.sources.tracer?.cancel();
        this.panel = undefined;
        this.ready = false;
        this.searchOnShow = undefined;
        this.lastGridView = undefined;
        this.setLocked(false);
        void vscode.commands.executeCommand('setContext', 'holedox.panelOpen', false);
      },
    };
  }

  /** Where the webview's messages arrive, validated first; public so tests can speak as the webview. */
  handleWebviewMessage(raw: unknown): void {
    const message = parseWebviewMessage(raw);
    if (message) this.receive(message);
  }

  /** The document and case the panel shows, for commands that act on "the current case". */
  get current(): { readonly document: vscode.TextDocument; readonly caseNumber: number | undefined } | undefined {
    return this.document ? { document: this.document, caseNumber: this.caseNumber } : undefined;
  }

  /** The webview's last report of its grid's zoom, if it drew one. */
  get gridView(): GridView | undefined {
    return this.lastGridView;
  }

  /** Passes a palette command to the panel's playback or zoom. */
  control(action: PanelAction): void {
    this.post({ type: 'control', action });
  }

  private receive(message: WebviewToHost): void {
    switch (message.type) {
      case 'ready':
        this.ready = true;
        this.postDocument();
        return;
      case 'selectCase':
        this.selectCase(message.number);
        this.reveal((cases) => caseHeaderRange(cases, message.number));
        return;
      case 'reveal':
        if (this.document) void revealInEditor(this.document, fromRangeView(message.range));
        return;
      case 'solve':
        void vscode.commands.executeCommand(COMMANDS.solve, this.document?.uri);
        return;
      case 'revealCell':
        this.reveal((cases) => cellTokenRange(cases, message.caseNumber, message.cell));
        return;
      case 'exportSvg':
        void vscode.commands.executeCommand(COMMANDS.exportSvg);
        return;
      case 'gridView': {
        const { type: _type, ...view } = message;
        this.lastGridView = view;
        this.gridViewEmitter.fire(view);
        return;
      }
      case 'searchTrace': {
        const document = this.document;
        const c = document && this.sources.analyses.analyze(document)?.parsed.cases.find((k) => k.number === message.caseNumber);
        if (!document || !c || !this.sources.tracer) return;
        void traceForPanel(this.sources.tracer, document.uri.toString(), c, caseText(document, c), message).then((reply) => {
          // Posted only while the document and case it traced are still on show.
          if (reply && this.document === document && this.caseNumber === c.number) this.post(reply);
        });
        return;
      }
      case 'editGrid':
        this.editing = this.editing.then(() => this.editGrid(message));
        return;
      default:
        assertNever(message);
    }
  }

  /**
   * Writes an Edit mode change to the document and tells the panel what became of it. A change
   * drawn from an older version of the document is refused, and the case drawn again: its
   * case number may now name another case, or the squares another layout.
   */
  private async editGrid(message: Extract<WebviewToHost, { type: 'editGrid' }>): Promise<void> {
    const document = this.document;
    const stale = document !== undefined && document.version !== message.version;
    const outcome =
      !document || document.uri.toString() !== message.uri
        ? { written: false, message: words(msg('host.edit.other-file')) }
        : stale
          ? { written: false, message: words(msg('host.edit.changed', { caseNumber: message.caseNumber })), code: 'edit.case-changed' }
          : await applyGridEdit(document, this.sources.analyses.analyze(document)?.parsed.cases ?? [], message.caseNumber, message.edit, {
              pastJudgeLimits: message.pastJudgeLimits === true,
            });
    const version = document && document.uri.toString() === message.uri ? { version: document.version } : {};
    this.post({ type: 'editResult', uri: message.uri, caseNumber: message.caseNumber, ...version, ...outcome });
    if (stale && document.uri.toString() === message.uri) this.postCase();
  }

  private follow(document: vscode.TextDocument, caseNumber: number | undefined): void {
    if (!this.panel) return;
    const changedDocument = document !== this.document;
    this.document = document;
    this.caseNumber = caseNumber;
    this.panel.title = localTitle(baseName(document.uri), this.locked);
    if (changedDocument || caseNumber !== undefined) this.postDocument();
  }

  private selectCase(number: number | undefined): void {
    if (number === undefined || number === this.caseNumber) return;
    this.caseNumber = number;
    this.postCase();
  }

  caseAtCursor(editor: vscode.TextEditor): number | undefined {
    const analysis = this.sources.analyses.analyze(editor.document);
    return analysis ? caseNear<PuzzleCase>(analysis.parsed.cases, editor.document.offsetAt(editor.selection.active))?.number : undefined;
  }

  /** Tells the panel which square the token under the cursor defines, when that changes. */
  private postHighlight(editor: vscode.TextEditor): void {
    const document = editor.document;
    const analysis = this.sources.analyses.analyze(document);
    const at = analysis && highlightAt(analysis.parsed.cases, document.offsetAt(editor.selection.active));
    if (!at) return;
    const uri = document.uri.toString();
    const key = at.cell ? `${uri}#${at.caseNumber}:${at.cell.row}:${at.cell.col}` : '';
    if (key === this.highlighted) return;
    this.highlighted = key;
    this.post({ type: 'highlight', uri, caseNumber: at.caseNumber, cell: at.cell });
  }

  private postDocument(): void {
    const document = this.document;
    if (!this.panel || !document) return;
    const analysis = this.sources.analyses.analyze(document);
    if (!analysis) return;
    this.post(
      documentMessage({
        uri: document.uri.toString(),
        fileName: baseName(document.uri),
        format: analysis.format,
        parsed: analysis.parsed,
        positions: document,
        locked: this.locked,
        language: displayLanguage(),
      }),
    );
    this.postCase();
  }

  private postCase(): void {
    const document = this.document;
    if (!this.panel || !document) return;
    const analysis = this.sources.analyses.analyze(document);
    if (!analysis) return;
    const uri = document.uri.toString();
    const c = caseToShow(analysis.parsed.cases, this.caseNumber);
    if (!c) {
      this.post(caseMessage({ uri, version: document.version, case: undefined, verdict: { state: 'none' } }));
      return;
    }
    this.caseNumber = c.number;
    const text = caseText(document, c);
    const { verdict, solve } = verdictToShow(c, this.sources.answers.get(document, c), displayLanguage());
    if (solve) this.sources.answers.solveInBackground(document, c);
    const expectedUri = this.sources.expectedAnswers?.reportFor(document.uri)?.expectedUri;
    const search = this.searchOnShow;
    const openSearch = this.ready && search?.uri === uri && search.caseNumber === c.number ? { whatIf: search.whatIf } : undefined;
    if (openSearch) this.searchOnShow = undefined;
    this.post({
      ...caseMessage({
        uri,
        version: document.version,
        case: c,
        verdict,
        language: displayLanguage(),
        expected: expectedView(
          this.sources.expectedAnswers?.expectedFor(document.uri, c.number),
          expectedUri ? baseName(vscode.Uri.parse(expectedUri)) : undefined,
        ),
        submitted: this.sources.submittedAnswers?.forCase(document.uri, c.number, text),
      }),
      ...(openSearch ? { openSearch } : {}),
    });
  }

  /** Selects and shows, in the editor, the part of the panel's file that `find` picks out. */
  private reveal(find: (cases: readonly PuzzleCase[]) => TextRange | undefined): void {
    const document = this.document;
    const range = document && find(this.sources.analyses.analyze(document)?.parsed.cases ?? []);
    if (document && range)
      void revealInEditor(document, new vscode.Range(document.positionAt(range.start), document.positionAt(range.end)));
  }

  private post(message: HostToWebview): void {
    if (!this.panel) return;
    this.panel.post(message);
    this.emitter.fire(message);
  }

  dispose(): void {
    this.panel?.dispose();
    vscode.Disposable.from(...this.subscriptions).dispose();
    this.emitter.dispose();
    this.gridViewEmitter.dispose();
  }
}

/** panelTitle's words in the display language. */
function localTitle(fileName: string | undefined, locked: boolean): string {
  const title = fileName === undefined ? words(msg('host.puzzle')) : words(msg('host.puzzle-of-file', { fileName }));
  return locked ? words(msg('host.locked', { title })) : title;
}

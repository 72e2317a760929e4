import * as vscode from 'vscode';
import type { Cell } from '../core/geometry';
import type { CaseComparison } from '../core/expected';
import { formatOf } from '../core/formats/registry';
import type { CellToken } from '../core/study/caseCells';
import {
  assertNever,
  parseWebviewMessage,
  type CaseView,
  type ExpectedView,
  type HostToWebview,
  type PanelAction,
  type PanelState,
  type VerdictView,
  type WebviewToHost,
} from '../protocol';
import { panelHtml, panelOptions } from './panelHtml';
import { baseName, fromRangeView } from './ranges';
import { caseSummaries, diagnosticView } from './panelViews';
import { puzzleFormatOf, type PuzzleAnalyses } from './puzzleDocuments';
import { caseNear } from '../core/describe';
import type { PuzzleCase } from '../core/formats/registry';
import { caseText, type CaseVerdicts } from './caseVerdicts';
import { COMMANDS } from './commands';

export const PANEL_VIEW_TYPE = 'holedox.panel';
const MAX_DIAGNOSTICS_IN_PANEL = 200;

/** Where the panel learns a case's expected answer (the expected-output checker). */
export interface ExpectedAnswerSource {
  readonly onDidChange: vscode.Event<vscode.Uri>;
  expectedFor(uri: vscode.Uri, caseNumber: number): CaseComparison | undefined;
  reportFor(uri: vscode.Uri): { readonly expectedUri?: string } | undefined;
}

/** Where the panel learns what the user's own program answered on a case (the judge). */
export interface SubmittedAnswerSource {
  readonly onDidChange: vscode.Event<vscode.Uri>;
  forCase(uri: vscode.Uri, caseNumber: number, caseText: string): { readonly answer: string | undefined; readonly expected: string } | undefined;
}

/**
 * The panel beside the editor: follows the active puzzle editor and the case under the
 * cursor, draws it with its solution, lists the diagnostics. One panel at a time.
 */
export class PuzzlePanel implements vscode.Disposable, vscode.WebviewPanelSerializer<PanelState> {
  private panel: vscode.WebviewPanel | undefined;
  private panelSubscriptions: vscode.Disposable[] = [];
  private document: vscode.TextDocument | undefined;
  private caseNumber: number | undefined;
  /** The square last highlighted for the editor's cursor, as 'case:row:col' ('' for none). */
  private highlighted = '';
  private readonly subscriptions: vscode.Disposable[];
  private readonly emitter = new vscode.EventEmitter<HostToWebview>();
  /** Every message posted to the webview, for tests and for whoever needs to follow the panel. */
  readonly onDidPost = this.emitter.event;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly analyses: PuzzleAnalyses,
    private readonly verdicts: CaseVerdicts,
    onDiagnosticsUpdated: vscode.Event<vscode.Uri>,
    private readonly expectedAnswers?: ExpectedAnswerSource,
    private readonly submittedAnswers?: SubmittedAnswerSource,
  ) {
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
      verdicts.onDidSolve(({ document, version, numbers }) => {
        // Only the case on show, and only if the document did not move on meanwhile.
        if (document === this.document && document.version === version && this.caseNumber !== undefined && numbers.includes(this.caseNumber))
          this.postCase();
      }),
      vscode.window.onDidChangeActiveTextEditor((editor) => {
        if (editor && puzzleFormatOf(editor.document)) this.follow(editor.document, this.caseAtCursor(editor));
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
          this.document = undefined;
          this.post({ type: 'noDocument' });
        }
      }),
    ];
  }

  get isOpen(): boolean {
    return this.panel !== undefined;
  }

  /** Opens the panel beside the editor (or reveals it) on this document. */
  show(document: vscode.TextDocument, caseNumber?: number): void {
    if (!this.panel) {
      const panel = vscode.window.createWebviewPanel(
        PANEL_VIEW_TYPE,
        'Puzzle',
        { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
        panelOptions(this.extensionUri),
      );
      this.attach(panel);
    } else {
      this.panel.reveal(undefined, true);
    }
    this.follow(document, caseNumber);
  }

  /** Restores the panel after a window reload. */
  async deserializeWebviewPanel(panel: vscode.WebviewPanel, state: PanelState | undefined): Promise<void> {
    panel.webview.options = panelOptions(this.extensionUri);
    this.attach(panel);
    // The state was saved by the webview: trust only its shape.
    const uri = typeof state?.uri === 'string' ? state.uri : undefined;
    if (!uri) return;
    const caseNumber = Number.isInteger(state?.caseNumber) ? state?.caseNumber : undefined;
    try {
      const document = await vscode.workspace.openTextDocument(vscode.Uri.parse(uri));
      this.follow(document, caseNumber);
    } catch {
      this.post({ type: 'noDocument' });
    }
  }

  private attach(panel: vscode.WebviewPanel): void {
    this.panel = panel;
    void vscode.commands.executeCommand('setContext', 'holedox.panelOpen', true);
    panel.iconPath = vscode.Uri.joinPath(this.extensionUri, 'media', 'icon.png');
    panel.webview.html = panelHtml(panel.webview, this.extensionUri);
    this.panelSubscriptions = [
      panel.webview.onDidReceiveMessage((raw: unknown) => this.handleWebviewMessage(raw)),
      panel.onDidDispose(() => {
        // Closing the panel stops its solve at once.
        this.verdicts.cancel();
        vscode.Disposable.from(...this.panelSubscriptions).dispose();
        this.panelSubscriptions = [];
        this.panel = undefined;
        void vscode.commands.executeCommand('setContext', 'holedox.panelOpen', false);
      }),
    ];
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

  /** Passes a palette command to the panel's playback. */
  control(action: PanelAction): void {
    this.post({ type: 'control', action });
  }

  private receive(message: WebviewToHost): void {
    switch (message.type) {
      case 'ready':
        this.postDocument();
        return;
      case 'selectCase':
        this.selectCase(message.number);
        this.revealCaseHeader(message.number);
        return;
      case 'reveal':
        void this.reveal(fromRangeView(message.range));
        return;
      case 'solve':
        void vscode.commands.executeCommand(COMMANDS.solve, this.document?.uri);
        return;
      case 'revealCell': {
        const token = this.tokenAt(message.caseNumber, message.cell);
        if (token && this.document)
          void this.reveal(new vscode.Range(this.document.positionAt(token.range.start), this.document.positionAt(token.range.end)));
        return;
      }
      case 'exportSvg':
        void vscode.commands.executeCommand(COMMANDS.exportSvg);
        return;
      default:
        assertNever(message);
    }
  }

  private follow(document: vscode.TextDocument, caseNumber: number | undefined): void {
    if (!this.panel) return;
    const changedDocument = document !== this.document;
    this.document = document;
    this.caseNumber = caseNumber;
    this.panel.title = `Puzzle · ${baseName(document.uri)}`;
    if (changedDocument || caseNumber !== undefined) this.postDocument();
  }

  private selectCase(number: number | undefined): void {
    if (number === undefined || number === this.caseNumber) return;
    this.caseNumber = number;
    this.postCase();
  }

  caseAtCursor(editor: vscode.TextEditor): number | undefined {
    const analysis = this.analyses.analyze(editor.document);
    return analysis ? caseNear<PuzzleCase>(analysis.parsed.cases, editor.document.offsetAt(editor.selection.active))?.number : undefined;
  }

  /** The body pair, stone pair or grid character that defines a square of a case. */
  private tokenAt(number: number, cell: Cell): CellToken | undefined {
    const c = this.document && this.analyses.analyze(this.document)?.parsed.cases.find((k) => k.number === number);
    if (!c) return undefined;
    return formatOf(c).tokenAtCell(c, cell);
  }

  /** Tells the panel which square the token under the cursor defines, when that changes. */
  private postHighlight(editor: vscode.TextEditor): void {
    const document = editor.document;
    const analysis = this.analyses.analyze(document);
    if (!analysis) return;
    const offset = document.offsetAt(editor.selection.active);
    const number = caseNear<PuzzleCase>(analysis.parsed.cases, offset)?.number;
    const c = analysis.parsed.cases.find((k) => k.number === number);
    if (!c) return;
    const token = formatOf(c).tokenAtOffset(c, offset);
    const key = token ? `${document.uri.toString()}#${c.number}:${token.cell.row}:${token.cell.col}` : '';
    if (key === this.highlighted) return;
    this.highlighted = key;
    this.post({ type: 'highlight', uri: document.uri.toString(), caseNumber: c.number, cell: token ? token.cell : null });
  }

  private postDocument(): void {
    const document = this.document;
    if (!this.panel || !document) return;
    const analysis = this.analyses.analyze(document);
    if (!analysis) return;
    const issues = analysis.parsed.issues;
    this.post({
      type: 'document',
      uri: document.uri.toString(),
      fileName: baseName(document.uri),
      format: analysis.format,
      cases: caseSummaries(document, analysis.parsed),
      diagnostics: issues.slice(0, MAX_DIAGNOSTICS_IN_PANEL).map((issue) => diagnosticView(document, issue)),
      diagnosticCount: issues.length,
    });
    this.postCase();
  }

  private postCase(): void {
    const document = this.document;
    if (!this.panel || !document) return;
    const analysis = this.analyses.analyze(document);
    if (!analysis) return;
    const cases = analysis.parsed.cases;
    const c = cases.find((k) => k.number === this.caseNumber) ?? cases[0];
    if (!c) {
      this.post({ type: 'case', uri: document.uri.toString(), caseView: null, verdict: { state: 'none' } });
      return;
    }
    this.caseNumber = c.number;
    const text = caseText(document, c);
    const stored = this.verdicts.get(document, c);
    let verdict: VerdictView;
    if (c.problem) verdict = { state: 'skipped', message: c.problem.message };
    else if (stored) {
      verdict = stored;
      // A Solve run answers without counting or explaining: fetch those for the panel.
      if (verdict.state === 'answered' && !verdict.explanation) this.verdicts.solveInBackground(document, c);
    } else {
      verdict = { state: 'solving' };
      this.verdicts.solveInBackground(document, c);
    }
    const caseView: CaseView = formatOf(c).caseView(c);
    const expected = this.expectedView(document.uri, c.number);
    const submitted = this.submittedAnswers?.forCase(document.uri, c.number, text);
    this.post({
      type: 'case',
      uri: document.uri.toString(),
      caseView,
      verdict,
      ...(expected ? { expected } : {}),
      ...(submitted ? { submitted: { answer: submitted.answer ?? null, expected: submitted.expected } } : {}),
    });
  }

  private expectedView(uri: vscode.Uri, caseNumber: number): ExpectedView | undefined {
    const comparison = this.expectedAnswers?.expectedFor(uri, caseNumber);
    const expectedUri = this.expectedAnswers?.reportFor(uri)?.expectedUri;
    if (!comparison?.expected || !expectedUri) return undefined;
    return { answer: comparison.expected.answer, status: comparison.status, fileName: baseName(vscode.Uri.parse(expectedUri)) };
  }

  private revealCaseHeader(number: number): void {
    const document = this.document;
    const c = document && this.analyses.analyze(document)?.parsed.cases.find((k) => k.number === number);
    if (document && c) void this.reveal(new vscode.Range(document.positionAt(c.headerRange.start), document.positionAt(c.headerRange.end)));
  }

  private async reveal(range: vscode.Range): Promise<void> {
    const document = this.document;
    if (!document) return;
    const visible = vscode.window.visibleTextEditors.find((e) => e.document === document);
    const editor = await vscode.window.showTextDocument(document, {
      viewColumn: visible?.viewColumn ?? vscode.ViewColumn.One,
      selection: range,
      preserveFocus: false,
    });
    editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  }

  private post(message: HostToWebview): void {
    if (!this.panel) return;
    void this.panel.webview.postMessage(message);
    this.emitter.fire(message);
  }

  dispose(): void {
    this.panel?.dispose();
    vscode.Disposable.from(...this.subscriptions).dispose();
    this.emitter.dispose();
  }
}

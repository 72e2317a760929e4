import * as vscode from 'vscode';
import type { Issue } from '../../core/issues';
import { LineIndex, type LineColumn, type TextRange } from '../../core/text';
import { words } from '../displayLanguage';
import { puzzleFormatOf, type PuzzleAnalyses } from '../puzzleDocuments';
import { rangeIn, toRange } from '../ranges';

/**
 * After a small edit (typing) the reparse costs a few windows of text: a key after a pause
 * this long has its squiggles set at once, in the change event (before other extensions'
 * listeners read the document); keys closer together wait until they pause this long.
 */
const SMALL_EDIT_DEBOUNCE_MS = 30;
/** After a large one (a paste, a replace-all), wait for the burst to end. */
const DEBOUNCE_MS = 200;
/** Characters inserted and removed by one change event, up to which it is a small edit. */
const SMALL_EDIT_CHARS = 256;
export const DIAGNOSTIC_SOURCE = 'holedox';

/**
 * Squiggles for every open puzzle document: computed on open, debounced while typing,
 * dropped when the document moved on to a newer version meanwhile, cleared on close.
 */
export class DiagnosticsController implements vscode.Disposable {
  private readonly collection = vscode.languages.createDiagnosticCollection(DIAGNOSTIC_SOURCE);
  private readonly pending = new Map<string, ReturnType<typeof setTimeout>>();
  /** Per document, when its squiggles were last set (performance.now()), and for which version. */
  private readonly refreshed = new Map<string, { readonly at: number; readonly version: number }>();
  /** Per document opened and not refreshed yet, the version its first parse (read in slices) is for. */
  private readonly opening = new Map<string, number>();
  private readonly emitter = new vscode.EventEmitter<vscode.Uri>();
  private readonly subscriptions: vscode.Disposable[];
  /** Fires after a document's diagnostics were replaced. */
  readonly onDidUpdate = this.emitter.event;

  constructor(private readonly analyses: PuzzleAnalyses) {
    this.subscriptions = [
      vscode.workspace.onDidOpenTextDocument((d) => this.opened(d)),
      // After the parse followed the edit: the text it reparses is then the new one, made from the edit.
      analyses.onDidChange((e) => this.changed(e)),
      vscode.workspace.onDidCloseTextDocument((d) => this.clear(d.uri)),
    ];
    for (const document of vscode.workspace.textDocuments) this.opened(document);
  }

  /** A document opened: a big one's first parse is read in slices (parsed()), so that the first lenses are not held up behind it. */
  private opened(document: vscode.TextDocument): void {
    const version = document.version;
    const key = document.uri.toString();
    this.opening.set(key, version);
    void this.analyses.parsed(document).then(() => {
      if (this.opening.get(key) === version) this.opening.delete(key);
      // An edit meanwhile has its own timer.
      if (!document.isClosed && document.version === version) this.refresh(document);
    });
  }

  private changed(e: vscode.TextDocumentChangeEvent): void {
    const document = e.document;
    if (!puzzleFormatOf(document)) return;
    // Only the dirty state changed (VS Code says so with no content changes, at the first edit after a save, just before it): the squiggles stand.
    const key = document.uri.toString();
    if (e.contentChanges.length === 0 && this.refreshed.get(key)?.version === document.version) return;
    // The same, while the first parse of the version opened is still read in slices (an untitled
    // document opened with its text turns dirty then): its end sets the squiggles, and a refresh
    // now would read the rest of the file in one task.
    if (e.contentChanges.length === 0 && this.opening.get(key) === document.version) return;
    if (!isSmallEdit(e.contentChanges)) return this.schedule(document, DEBOUNCE_MS);
    const last = this.refreshed.get(key)?.at;
    // A typo after a pause: its squiggle goes out now, not after a timer.
    if (!this.pending.has(key) && (last === undefined || performance.now() - last >= SMALL_EDIT_DEBOUNCE_MS)) this.refresh(document);
    else this.schedule(document, SMALL_EDIT_DEBOUNCE_MS);
  }

  private schedule(document: vscode.TextDocument, delayMs: number): void {
    if (!puzzleFormatOf(document)) return;
    const key = document.uri.toString();
    clearTimeout(this.pending.get(key));
    const version = document.version;
    this.pending.set(
      key,
      setTimeout(() => {
        this.pending.delete(key);
        // A newer edit has its own timer; results for an outdated version are never shown.
        if (!document.isClosed && document.version === version) this.refresh(document);
      }, delayMs),
    );
  }

  refresh(document: vscode.TextDocument): void {
    const analysis = this.analyses.analyze(document);
    if (!analysis) {
      // The language changed away from a puzzle language: its old squiggles go too.
      if (this.collection.has(document.uri)) this.clear(document.uri);
      return;
    }
    // Placed from the text parsed, not by document.positionAt: after an edit mid-file, VS Code's
    // first positionAt works out every later line's start again (over 100 ms in a 1 MB
    // document), which held each squiggle back by as much.
    const place = linesPlace(document.uri, analysis.lines);
    this.collection.set(
      document.uri,
      analysis.parsed.issues.map((issue) => toDiagnostic(place, issue)),
    );
    this.refreshed.set(document.uri.toString(), { at: performance.now(), version: document.version });
    this.emitter.fire(document.uri);
  }

  private clear(uri: vscode.Uri): void {
    const key = uri.toString();
    clearTimeout(this.pending.get(key));
    this.pending.delete(key);
    this.refreshed.delete(key);
    this.opening.delete(key);
    this.collection.delete(uri);
    this.emitter.fire(uri);
  }

  dispose(): void {
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
    vscode.Disposable.from(...this.subscriptions).dispose();
    this.collection.dispose();
    this.emitter.dispose();
  }
}

function isSmallEdit(changes: readonly vscode.TextDocumentContentChangeEvent[]): boolean {
  let chars = 0;
  for (const change of changes) chars += change.rangeLength + change.text.length;
  return chars <= SMALL_EDIT_CHARS;
}

/** Where an issue's offsets live: a document, or the text of a file that is not open. */
export interface IssuePlace {
  readonly uri: vscode.Uri;
  rangeOf(range: TextRange): vscode.Range;
}

export function documentPlace(document: vscode.TextDocument): IssuePlace {
  return { uri: document.uri, rangeOf: (range) => toRange(document, range) };
}

/** The issues of `text` (the text of `uri`, one with no parse kept), placed by a line index made at the first one. */
export function textPlace(uri: vscode.Uri, text: string): IssuePlace {
  let lines: LineIndex | undefined;
  return linesPlace(uri, { positionAt: (offset) => (lines ??= new LineIndex(text)).positionAt(offset) });
}

/** The issues of a text placed by `lines` (the parse's, which after an edit counts only the lines it read again). */
function linesPlace(uri: vscode.Uri, lines: { positionAt(offset: number): LineColumn }): IssuePlace {
  return { uri, rangeOf: (range) => rangeIn(lines, range) };
}

export function toDiagnostic(place: IssuePlace, issue: Issue): vscode.Diagnostic {
  const diagnostic = new vscode.Diagnostic(
    place.rangeOf(issue.range),
    words(issue.message),
    issue.severity === 'error' ? vscode.DiagnosticSeverity.Error : vscode.DiagnosticSeverity.Warning,
  );
  diagnostic.code = issue.code;
  diagnostic.source = DIAGNOSTIC_SOURCE;
  if (issue.related)
    diagnostic.relatedInformation = issue.related.map(
      (r) => new vscode.DiagnosticRelatedInformation(new vscode.Location(place.uri, place.rangeOf(r.range)), words(r.message)),
    );
  return diagnostic;
}

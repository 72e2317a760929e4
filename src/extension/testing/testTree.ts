import * as vscode from 'vscode';
import { caseLabel } from '../../core/outline';
import { FORMAT_IDS } from '../../core/formats/format';
import { formatById, type PuzzleCase } from '../../core/formats/registry';
import { parsePuzzle, type PuzzleDocument, type FormatId } from '../../core/puzzleFile';
import { LineIndex } from '../../core/text';
import { displayLanguage, words } from '../displayLanguage';
import { Disposable } from '../dispose';
import { puzzleFormatOf, type PuzzleAnalyses } from '../puzzleDocuments';
import { baseName, toRange } from '../ranges';
import { mapInSlices } from '../timeSlices';
import { PUZZLE_FILE_GLOB } from './ids';

/** What a case item stands for: its number and text as last parsed, and why it cannot run. */
export interface CaseEntry {
  readonly number: number;
  readonly text: string;
  readonly problem?: string;
}

/** A puzzle file as the judge sees it: its current text (editor or disk), format and cases. */
export interface PuzzleSnapshot {
  readonly uri: vscode.Uri;
  readonly format: FormatId;
  readonly text: string;
  readonly parsed: PuzzleDocument;
}

function formatOfUri(uri: vscode.Uri): FormatId | undefined {
  const path = uri.path;
  return FORMAT_IDS.find((id) => path.endsWith(formatById(id).fileExtension));
}

/** Edits pause this long before an open document's cases are read again. */
const EDIT_DEBOUNCE_MS = 1_000;

/**
 * An open document of more cases than this gets its case items only once they are asked for
 * (the Testing view expands its file, or a run needs them), as a workspace file does: 10 000
 * items, each a ▷ in the gutter, held up the workbench for over a second while the user typed
 * and kept about 450 MB on the extension host (docs/performance.md).
 */
const CASE_ITEMS_ON_DEMAND_FROM = 1_000;

/**
 * The Test Explorer's tree: a file item per puzzle file in the workspace or open puzzle
 * document, a child per case at its header (the ▷ in the gutter). Workspace files are found
 * when VS Code first asks (resolveHandler) and parsed when expanded; open documents are
 * re-read when edits pause (a 1 MB file per keystroke would hold up the extension host),
 * and a case whose text changed has its old result marked outdated.
 */
export class JudgeTestTree extends Disposable {
  private readonly cases = new WeakMap<vscode.TestItem, CaseEntry>();
  /** The parsed case each item was last set from: the editor's incremental parse keeps the cases an edit did not reach. */
  private readonly setFrom = new WeakMap<vscode.TestItem, PuzzleCase>();
  private watching = false;
  private readonly changedCases = this._register(new vscode.EventEmitter<readonly vscode.TestItem[]>());
  /** Case items whose text changed (or that are new) in an open document: what a continuous run re-runs. */
  readonly onDidChangeCases = this.changedCases.event;

  private readonly pending = new Map<string, ReturnType<typeof setTimeout>>();
  /** Files whose case items were asked for: a big open document's are kept current from then on. */
  private readonly asked = new Set<string>();
  /** Per file: the latest setting of its cases; an earlier one still under way stops at its next slice. */
  private readonly settings = new Map<string, number>();
  /** Per file: items changed by a setting that a newer one cut short, reported by the next one that ends. */
  private readonly unreported = new Map<string, { readonly outdated: Set<vscode.TestItem>; readonly added: Set<vscode.TestItem> }>();

  constructor(
    readonly controller: vscode.TestController,
    /** The shared parse of open documents, when the extension has one: a document is then parsed once per version for every feature. */
    private readonly analyses?: PuzzleAnalyses,
    /**
     * When an opened document's cases may be read: reading a big file's cases is seconds of
     * work on the extension host, which waits until the answers on screen are in.
     */
    private readonly whenOpenedMayWait: (document: vscode.TextDocument) => Promise<void> = () => Promise.resolve(),
  ) {
    super();
    this._register({ dispose: () => this.pending.forEach((timer) => clearTimeout(timer)) });
    controller.resolveHandler = async (item) => {
      if (!item) await this.discoverWorkspace();
      else await this.refreshFromSource(item.uri);
    };
    this._register(vscode.workspace.onDidOpenTextDocument((d) => this.refreshWhenOpened(d)));
    this._register(vscode.workspace.onDidChangeTextDocument((e) => this.scheduleRefresh(e.document)));
    this._register(
      vscode.workspace.onDidCloseTextDocument((d) => {
        // An untitled puzzle exists only while open; a file goes back to what is on disk.
        if (d.uri.scheme === 'untitled') controller.items.delete(d.uri.toString());
        else if (controller.items.get(d.uri.toString())) void this.refreshFromSource(d.uri);
      }),
    );
    for (const document of vscode.workspace.textDocuments) this.refreshWhenOpened(document);
  }

  private refreshWhenOpened(document: vscode.TextDocument): void {
    if (!puzzleFormatOf(document)) return;
    const version = document.version;
    void this.whenOpenedMayWait(document).then(() => {
      // An edit meanwhile has scheduled its own refresh.
      if (!document.isClosed && !this.isDisposed && document.version === version) void this.refreshFromDocument(document);
    });
  }

  /** The case an item stands for, or undefined for a file item. */
  caseOf(item: vscode.TestItem): CaseEntry | undefined {
    return this.cases.get(item);
  }

  /** Lists every puzzle file in the workspace and keeps the list current with a watcher. */
  async discoverWorkspace(): Promise<void> {
    if (!this.watching) {
      this.watching = true;
      const watcher = this._register(vscode.workspace.createFileSystemWatcher(PUZZLE_FILE_GLOB));
      this._register(watcher.onDidCreate((uri) => this.fileItem(uri)));
      this._register(
        watcher.onDidChange((uri) => {
          const item = this.controller.items.get(uri.toString());
          if (item && item.children.size > 0) void this.refreshFromSource(uri);
        }),
      );
      this._register(watcher.onDidDelete((uri) => this.controller.items.delete(uri.toString())));
    }
    const files = await vscode.workspace.findFiles(PUZZLE_FILE_GLOB, '**/node_modules/**');
    for (const uri of files) this.fileItem(uri);
  }

  /** The file's text as the user sees it: the open document's, else the file's on disk. */
  async snapshot(uri: vscode.Uri): Promise<PuzzleSnapshot | undefined> {
    const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
    const format = open ? puzzleFormatOf(open) : formatOfUri(uri);
    if (!format) return undefined;
    let text: string;
    if (open) text = open.getText();
    else {
      try {
        text = new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
      } catch {
        return undefined;
      }
    }
    return { uri, format, text, parsed: parsePuzzle(text, format) };
  }

  /** Re-reads a file item's cases from its current text, and returns that text. */
  async refreshFromSource(uri: vscode.Uri | undefined): Promise<PuzzleSnapshot | undefined> {
    if (!uri) return undefined;
    this.asked.add(uri.toString());
    const snapshot = await this.snapshot(uri);
    if (!snapshot) {
      this.controller.items.delete(uri.toString());
      return undefined;
    }
    const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
    await this.setCases(this.fileItem(uri), snapshot, (offset) => (open ? open.positionAt(offset) : undefined));
    return snapshot;
  }

  private scheduleRefresh(document: vscode.TextDocument): void {
    if (!puzzleFormatOf(document)) return;
    const key = document.uri.toString();
    clearTimeout(this.pending.get(key));
    this.pending.set(
      key,
      setTimeout(() => {
        this.pending.delete(key);
        if (!document.isClosed && !this.isDisposed) void this.refreshFromDocument(document);
      }, EDIT_DEBOUNCE_MS),
    );
  }

  private async refreshFromDocument(document: vscode.TextDocument): Promise<void> {
    const format = puzzleFormatOf(document);
    if (!format) return;
    // A big document just opened is still read a slice at a time: reading the rest in one go
    // here would hold the extension host for up to a second, the next file's lenses with it.
    const version = document.version;
    const analysis = await this.analyses?.parsed(document);
    // An edit meanwhile has scheduled its own refresh.
    if (document.isClosed || this.isDisposed || document.version !== version) return;
    const text = analysis?.text ?? document.getText();
    const parsed = analysis?.parsed ?? parsePuzzle(text, format);
    const file = this.fileItem(document.uri);
    if (parsed.cases.length > CASE_ITEMS_ON_DEMAND_FROM && !this.asked.has(file.id) && file.children.size === 0) {
      file.canResolveChildren = true;
      return;
    }
    const snapshot = { uri: document.uri, format, text, parsed };
    void this.setCases(file, snapshot, (offset) => document.positionAt(offset), document);
  }

  private fileItem(uri: vscode.Uri): vscode.TestItem {
    const key = uri.toString();
    const existing = this.controller.items.get(key);
    if (existing) return existing;
    const item = this.controller.createTestItem(key, baseName(uri), uri);
    item.canResolveChildren = true;
    this.controller.items.add(item);
    return item;
  }

  /**
   * Sets a file's case items from `snapshot`, a slice of time at a time (20 000 cases are seconds
   * of work on a loaded machine): an item whose case is the very object it was set from is left
   * alone, only what changed in the others is set, and the file's children are replaced only when
   * cases came or went. Stops when a newer setting of the file starts or the document changes.
   */
  private async setCases(
    file: vscode.TestItem,
    snapshot: PuzzleSnapshot,
    positionAt: (offset: number) => vscode.Position | undefined,
    document?: vscode.TextDocument,
  ): Promise<void> {
    const setting = (this.settings.get(file.id) ?? 0) + 1;
    this.settings.set(file.id, setting);
    const version = document?.version;
    const stopped = () =>
      this.isDisposed || this.settings.get(file.id) !== setting || (document !== undefined && document.version !== version);
    const lines = document ? undefined : new LineIndex(snapshot.text);
    const at = (offset: number): vscode.Position => {
      const known = positionAt(offset);
      if (known) return known;
      const p = (lines ?? new LineIndex(snapshot.text)).positionAt(offset);
      return new vscode.Position(p.line, p.character);
    };
    let changes = this.unreported.get(file.id);
    if (!changes) this.unreported.set(file.id, (changes = { outdated: new Set(), added: new Set() }));
    const { outdated, added } = changes;
    let created = 0;
    const children = await mapInSlices(
      snapshot.parsed.cases,
      (c: PuzzleCase) => {
        const id = `${file.id}#${c.number}`;
        const previous = file.children.get(id);
        // The very case it was set from: same text, same place, nothing to send.
        if (previous && this.setFrom.get(previous) === c) return previous;
        if (!previous) created++;
        const label = caseLabel(c, displayLanguage());
        const item = previous ?? this.controller.createTestItem(id, label, file.uri);
        // Each change of an item is sent to the workbench: set only what changed.
        if (item.label !== label) item.label = label;
        const range = document ? toRange(document, c.headerRange) : new vscode.Range(at(c.headerRange.start), at(c.headerRange.end));
        if (!item.range?.isEqual(range)) item.range = range;
        const entry: CaseEntry = {
          number: c.number,
          text: snapshot.text.slice(c.range.start, c.range.end),
          ...(c.problem ? { problem: words(c.problem.message) } : {}),
        };
        const before = this.cases.get(item);
        if (previous && before && before.text !== entry.text) outdated.add(item);
        else if (!before) added.add(item);
        this.cases.set(item, entry);
        this.setFrom.set(item, c);
        return item;
      },
      stopped,
    );
    if (!children) return;
    this.unreported.delete(file.id);
    // Same ids as before (an id is the file and the case's number): the same items, nothing to replace.
    if (created > 0 || children.length !== file.children.size) file.children.replace(children);
    file.canResolveChildren = false;
    // Items a cut-short setting made but never added are not the file's.
    const ours = (items: Set<vscode.TestItem>) => [...items].filter((item) => file.children.get(item.id) === item);
    const changed = { outdated: ours(outdated), added: ours(added) };
    if (changed.outdated.length > 0) this.controller.invalidateTestResults?.(changed.outdated);
    if (document && changed.outdated.length + changed.added.length > 0) this.changedCases.fire([...changed.outdated, ...changed.added]);
  }
}

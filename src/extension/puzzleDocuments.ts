import * as vscode from 'vscode';
import type { PuzzleCase } from '../core/formats/registry';
import { joinSpans, type ChangedSpan } from '../core/incrementalParse/changedSpan';
import { ParseInSteps } from '../core/incrementalParse/parseInSteps';
import { parseIncrementally, reparse } from '../core/incrementalParse/reparse';
import { PARSE_WINDOW_CHARS, positionIn, type PuzzleParse } from '../core/incrementalParse/windows';
import { isFormatId, type FormatId, type PuzzleDocument } from '../core/puzzleFile';
import type { LineColumn } from '../core/text';
import { nextTurn } from './timeSlices';

// The parse of each open puzzle document, shared by every feature. Range conversions live in
// ranges.ts, the panel's view models in panel/panelModel.ts.

/** A document's format is its language id (holedox, tempter); undefined for any other language. */
export function puzzleFormatOf(document: vscode.TextDocument): FormatId | undefined {
  return isFormatId(document.languageId) ? document.languageId : undefined;
}

export interface Analysis {
  readonly version: number;
  readonly format: FormatId;
  readonly parsed: PuzzleDocument;
  /** The text parsed: the document's at `version` (getText joins a 1 MB document's lines anew each time). */
  readonly text: string;
  /** Lines and columns in `text`, from the parse's windows: a line index of the whole text is 100 000 lines to count after every key. */
  readonly lines: { positionAt(offset: number): LineColumn };
  /** The parse itself, in windows: the next version is parsed from it. */
  readonly incremental: PuzzleParse;
}

/** The analysis of a document's version from its parse. */
function analysisOf(version: number, format: FormatId, incremental: PuzzleParse): Analysis {
  const lines = { positionAt: (offset: number) => positionIn(incremental, offset) };
  return { version, format, parsed: incremental.document, text: incremental.text, lines, incremental };
}

/** A document this long or longer is first parsed a slice at a time (parsed()), its cases in view read first (casesTo()). */
export const PARSE_IN_STEPS_FROM_CHARS = 256 * 1024;
/** Work per slice of a first parse read in steps, before the event loop gets a turn (a lens request, an edit). */
const PARSE_SLICE_MS = 8;

/** The cases of a document read so far: `complete` when they are all of its cases. */
export interface CasesSoFar {
  readonly cases: readonly PuzzleCase[];
  readonly complete: boolean;
}

/**
 * Parses each puzzle document at most once per version; the diagnostics, the panel and
 * the Solve command all read the same result. Text comes from TextDocument, so untitled
 * and virtual documents work as well as files. A new version is parsed from the previous
 * one (core/incrementalParse/): an edit costs the windows of text it touched, not the file.
 */
export class PuzzleAnalyses implements vscode.Disposable {
  private readonly cache = new Map<string, Analysis>();
  /**
   * Each parsed document's text at its newest version, from the edits: getText joins a 1 MB
   * document's 100 000 lines anew on every call, 5–300 ms per version on a loaded machine.
   */
  private readonly texts = new Map<string, FollowedText>();
  /** A big document's first parse while it is read in steps (its version, and the text's reading so far). */
  private readonly inSteps = new Map<string, { readonly version: number; readonly format: FormatId; readonly parse: ParseInSteps }>();
  /** Per document, the slices of a first parse running (parsed()), and who waits for its end. */
  private readonly slicing = new Map<string, Promise<void>>();
  private readonly changeEmitter = new vscode.EventEmitter<vscode.TextDocumentChangeEvent>();
  /**
   * First parses read in steps that analyze() had to finish at once, the rest of the file in
   * one task (a command or hover that needs the whole parse now). Background work awaits
   * parsed() instead; tests observe that through this count.
   */
  readonly counts = { finishedAtOnce: 0 };
  /** A document changed, and its new text was followed: what is analyzed now is the new version, without reading the document again. */
  readonly onDidChange = this.changeEmitter.event;
  private readonly subscriptions = [
    vscode.workspace.onDidCloseTextDocument((d) => {
      const key = d.uri.toString();
      this.cache.delete(key);
      this.texts.delete(key);
      this.inSteps.delete(key);
    }),
    vscode.workspace.onDidChangeTextDocument((e) => {
      this.follow(e);
      this.changeEmitter.fire(e);
    }),
  ];

  /**
   * Applies an edit to the document's last known text. VS Code writes an edit's line ends as
   * the document's own, so an edit whose text has any other is not followed: the document is
   * read again. (Asking the document for its length instead would cost a 1 MB document's
   * line starts worked out again, 30–40 ms after each key.)
   */
  private follow(e: vscode.TextDocumentChangeEvent): void {
    // A change of the dirty state only (the first edit after a save, an undo back to it): the text is as it was.
    if (e.contentChanges.length === 0 && this.versionKnown(e.document)) return;
    const key = e.document.uri.toString();
    const previous = e.document.version - 1;
    const cached = this.cache.get(key);
    const steps = this.inSteps.get(key);
    // The text one version back, and the change since the parse's version that led to it.
    const known: FollowedText | undefined =
      cached?.version === previous
        ? { version: previous, text: cached.text, from: previous }
        : steps?.version === previous
          ? { version: previous, text: steps.parse.text, from: previous }
          : this.texts.get(key);
    const change = e.contentChanges.length === 1 ? e.contentChanges[0] : undefined;
    // Not one version after it, or several changes at once (cursors) or none (an end-of-line
    // change): the document is read again when asked.
    if (!known || !change || known.version !== previous) {
      this.texts.delete(key);
      return;
    }
    if (!onlyLineEnds(change.text, e.document.eol === vscode.EndOfLine.CRLF)) {
      this.texts.delete(key);
      return;
    }
    const text = known.text.slice(0, change.rangeOffset) + change.text + known.text.slice(change.rangeOffset + change.rangeLength);
    const span: ChangedSpan = {
      start: change.rangeOffset,
      oldEnd: change.rangeOffset + change.rangeLength,
      newEnd: change.rangeOffset + change.text.length,
    };
    this.texts.set(key, { version: e.document.version, text, from: known.from, span: known.span ? joinSpans(known.span, span) : span });
  }

  /** Whether the document's text at its version is known without reading it. */
  private versionKnown(document: vscode.TextDocument): boolean {
    const key = document.uri.toString();
    const v = document.version;
    return this.cache.get(key)?.version === v || this.inSteps.get(key)?.version === v || this.texts.get(key)?.version === v;
  }

  analyze(document: vscode.TextDocument): Analysis | undefined {
    const format = puzzleFormatOf(document);
    if (!format) return undefined;
    const key = document.uri.toString();
    let cached = this.cache.get(key);
    if (cached && cached.version === document.version && cached.format === format) return cached;
    // A first parse read in steps is finished at once: what was read is kept, and a newer
    // version is then reparsed from it.
    const steps = this.inSteps.get(key);
    if (steps) {
      this.inSteps.delete(key);
      if (!steps.parse.done) this.counts.finishedAtOnce++;
      cached = analysisOf(steps.version, steps.format, steps.parse.finish());
      this.cache.set(key, cached);
      if (cached.version === document.version && cached.format === format) return cached;
    }
    const text = this.textOf(document);
    // The edits followed since the parse's version say where the text changed: the texts need not be compared.
    const followed = this.texts.get(key);
    const span = followed?.version === document.version && followed.from === cached?.version ? followed.span : undefined;
    const incremental =
      cached && cached.format === format ? reparse(cached.incremental, text, PARSE_WINDOW_CHARS, span) : parseIncrementally(text, format);
    const analysis = analysisOf(document.version, format, incremental);
    this.cache.set(key, analysis);
    return analysis;
  }

  /**
   * The document's text at its version, without joining its lines again when the parse or the
   * edits followed already have it (getText joins a 1 MB document's 100 000 lines anew).
   */
  textOf(document: vscode.TextDocument): string {
    const key = document.uri.toString();
    const cached = this.cache.get(key);
    if (cached?.version === document.version) return cached.text;
    const steps = this.inSteps.get(key);
    if (steps?.version === document.version) return steps.parse.text;
    const followed = this.texts.get(key);
    return followed?.version === document.version ? followed.text : document.getText();
  }

  /**
   * Lines and columns in the document at its version, from its parse's windows when it has
   * one: document.positionAt works out every line start of a 1 MB document again after each
   * edit, and the first time (80–300 ms on a loaded machine), which held the lenses back.
   */
  linesOf(document: vscode.TextDocument): { positionAt(offset: number): LineColumn } {
    const key = document.uri.toString();
    const cached = this.cache.get(key);
    if (cached?.version === document.version) return cached.lines;
    const steps = this.inSteps.get(key);
    if (steps?.version === document.version) return steps.parse;
    return { positionAt: (offset) => document.positionAt(offset) };
  }

  /**
   * The document's cases read so far, read on until `count` of them start at or after
   * `offset` (or to the end): a big document's first parse reads the windows in view and a
   * few after them, not the whole file, before the first answers are asked for. The cases are
   * the whole parse's. A document with a parse (of any version) is simply analyzed.
   */
  casesTo(document: vscode.TextDocument, offset: number, count: number): CasesSoFar | undefined {
    const steps = this.stepsOf(document);
    if (!steps) {
      const analysis = this.analyze(document);
      return analysis && { cases: analysis.parsed.cases, complete: true };
    }
    steps.readPast(offset, count);
    if (!steps.done) return { cases: steps.cases, complete: false };
    return { cases: this.analyze(document)?.parsed.cases ?? steps.cases, complete: true };
  }

  /**
   * The document's analysis once parsed: a big document's first parse is read a slice of time
   * at a time, so that requests arriving meanwhile (the first lenses) are served between
   * slices; any other is analyzed at once. Undefined for a document of no puzzle language.
   */
  async parsed(document: vscode.TextDocument): Promise<Analysis | undefined> {
    const key = document.uri.toString();
    if (this.stepsOf(document)) {
      let slicing = this.slicing.get(key);
      if (!slicing) {
        slicing = this.readInSlices(key).finally(() => this.slicing.delete(key));
        this.slicing.set(key, slicing);
      }
      await slicing;
    }
    return document.isClosed ? undefined : this.analyze(document);
  }

  private async readInSlices(key: string): Promise<void> {
    for (;;) {
      const steps = this.inSteps.get(key);
      if (!steps || steps.parse.done) return;
      const until = performance.now() + PARSE_SLICE_MS;
      while (performance.now() < until && steps.parse.step());
      await nextTurn();
    }
  }

  /** The first parse of a big document not parsed yet, read in steps; undefined once it has a parse or when small. */
  private stepsOf(document: vscode.TextDocument): ParseInSteps | undefined {
    const format = puzzleFormatOf(document);
    if (!format) return undefined;
    const key = document.uri.toString();
    const steps = this.inSteps.get(key);
    if (steps) return steps.version === document.version && steps.format === format ? steps.parse : undefined;
    if (this.cache.has(key)) return undefined;
    const text = this.textOf(document);
    if (text.length < PARSE_IN_STEPS_FROM_CHARS) return undefined;
    const parse = new ParseInSteps(text, format);
    this.inSteps.set(key, { version: document.version, format, parse });
    return parse;
  }

  dispose(): void {
    for (const subscription of this.subscriptions) subscription.dispose();
    this.changeEmitter.dispose();
    this.cache.clear();
    this.texts.clear();
    this.inSteps.clear();
  }
}

/** A document's text at `version`, made from the edits, and the change from its text at version `from` (none when the same). */
interface FollowedText {
  readonly version: number;
  readonly text: string;
  readonly from: number;
  readonly span?: ChangedSpan;
}

/** Whether every line end in `text` is the document's: \r\n when `crlf`, else \n. */
function onlyLineEnds(text: string, crlf: boolean): boolean {
  if (!crlf) return !text.includes('\r');
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 13 && text.charCodeAt(i + 1) !== 10) return false;
    if (ch === 10 && text.charCodeAt(i - 1) !== 13) return false;
  }
  return true;
}

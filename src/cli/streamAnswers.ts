import { TextDecoder } from 'node:util';
import { DETECTION_TOKENS, detectFormat, hasTokens } from '../core/formats/detect';
import { formatById } from '../core/formats/registry';
import { contentAfterTerminator, FileIssueCap, tooLong, type Issue } from '../core/issues';
import { contradictionOf, CONTRADICTION_PREFIX, type PuzzleDocument, type FormatId } from '../core/puzzleFile';
import { countLineBreaks, LineIndex, type LineColumn } from '../core/text';
import type { TextWindow } from '../core/textWindow';
import { solveDocument, type AnswerOptions } from '../core/answers';

/*
 * The CLI's full lane for files of any size: the file is read a window at a time, each
 * window parsed by the editor's own parsers (parseHoledoxWindow, parseTempterWindow), its
 * finished cases solved and answered, and only the item the window cut through carried
 * into the next one. Memory is a window and one case, whatever the file's size.
 */

/** Text a window: carrying one case over costs little, and a window's cases and answers stay a few MB (docs/performance.md). */
const WINDOW_CHARS = 1 << 18;

/**
 * The widest a window grows for one line or one case: about 16 M characters, far past any
 * case the judge takes, so that one endless line (`/dev/zero`) ends in a diagnostic, not in
 * all the memory there is.
 */
export const MAX_WINDOW_CHARS = 1 << 24;

export interface StreamOptions {
  readonly format?: FormatId;
  /** The format was declared (file name, --format), not detected: a file that reads only as the other one gets a diagnostic. */
  readonly declared?: boolean;
  readonly verdicts?: AnswerOptions;
  /** Text per window; the tests make it small to cut through every kind of item. */
  readonly windowChars?: number;
  /** The widest window (MAX_WINDOW_CHARS); the tests make it small. */
  readonly maxWindowChars?: number;
}

/** Where the answers and diagnostics go, in file order, as soon as they are known. */
export interface StreamSink {
  /** The judge's lines for one window's cases, each ended by a newline. */
  answers(text: string): void;
  issue(issue: Issue, at: LineColumn): void;
}

export interface StreamSummary {
  readonly format: FormatId;
  readonly cases: number;
  readonly skipped: number;
  readonly expanded: number;
  /** Whether any error was found, reported or past the file's cap. */
  readonly errors: boolean;
}

/** One answerStream as it goes: the chunks read so far, the window being cut, the tallies and the diagnostics. */
interface Stream {
  readonly sink: StreamSink;
  readonly options: StreamOptions;
  readonly windowChars: number;
  readonly maxWindowChars: number;
  readonly decoder: TextDecoder;
  readonly source: Iterator<Uint8Array>;
  /** Decoded text not yet answered, from the current window's start. */
  pending: string;
  exhausted: boolean;
  format: FormatId | undefined;
  offsetBase: number;
  lineBase: number;
  startOffset: number;
  resume: unknown;
  /** Characters the next window asks for: WINDOW_CHARS, doubled while an item or a line does not fit. */
  want: number;
  readonly cap: FileIssueCap;
  firstDropped: Issue | undefined;
  droppedLines: LineIndex | undefined;
  errors: boolean;
  cases: number;
  skipped: number;
  expanded: number;
  /**
   * A declared format that not one case reads right in may be the wrong one (parsePuzzle's
   * contradiction check). Until a case reads right, diagnostics wait here (at most the file's
   * cap of them; no answer is written meanwhile), so the contradiction can take its place
   * among them in file order, as in the whole-text parse.
   */
  held: { issue: Issue; at: LineColumn }[] | undefined;
  head: string | undefined;
}

/** A window cut from the pending text, ready to parse. */
interface Cut {
  readonly text: string;
  readonly cut: number;
  readonly final: boolean;
  readonly format: FormatId;
}

/**
 * Answers a puzzle file given as UTF-8 chunks (a leading BOM is skipped, as VS Code does).
 * The answers and diagnostics are those parsePuzzle and solveDocument give on the whole
 * text, diagnostics sorted by position and capped per file.
 */
export function answerStream(chunks: Iterable<Uint8Array>, sink: StreamSink, options: StreamOptions = {}): StreamSummary {
  const windowChars = Math.max(1, options.windowChars ?? WINDOW_CHARS);
  const s: Stream = {
    sink,
    options,
    windowChars,
    maxWindowChars: Math.max(windowChars, options.maxWindowChars ?? MAX_WINDOW_CHARS),
    decoder: new TextDecoder('utf-8'),
    source: chunks[Symbol.iterator](),
    pending: '',
    exhausted: false,
    format: options.format,
    offsetBase: 0,
    lineBase: 0,
    startOffset: 0,
    resume: undefined,
    want: windowChars,
    cap: new FileIssueCap(),
    firstDropped: undefined,
    droppedLines: undefined,
    errors: false,
    cases: 0,
    skipped: 0,
    expanded: 0,
    held: options.declared ? [] : undefined,
    head: undefined,
  };
  for (;;) {
    const piece = cutWindow(s);
    if (piece === 'too-long') break;
    if (piece === undefined) continue;
    const { text, final, format } = piece;
    const { offsetBase, lineBase, startOffset, resume } = s;
    const window: TextWindow<unknown> = { offsetBase, lineBase, startOffset, final, ...(resume !== undefined ? { resume } : {}) };
    const parsed = formatById(format).parseWindow(text, window);
    const next = parsed.resume;
    if (next !== undefined && next.offset === s.startOffset && !final) {
      // One item fills the window: widen it rather than cut the item, up to the widest window.
      if (widen(s)) continue;
      // What stops the window is the line after it when that line fills most of it, else the case.
      const lines = new LineIndex(text, { offsetBase, lineBase });
      const lineBlocks = s.want - piece.cut > s.want / 2;
      report(
        s,
        lineBlocks
          ? tooLong(format, 'line', s.maxWindowChars, offsetBase + piece.cut)
          : tooLong(format, 'case', s.maxWindowChars, s.startOffset),
        lines,
      );
      break;
    }
    const document = parsed.document as PuzzleDocument;
    const issues = answerWindow(s, document, text);
    if (document.terminator !== undefined) {
      reportAfterTerminator(s, piece, issues);
      break;
    }
    if (final || next === undefined) break;
    carryOver(s, text, next);
  }
  endIssues(s);
  const { format, cases, skipped, expanded, errors, cap } = s;
  return { format: format ?? detectFormat(''), cases, skipped, expanded, errors: errors || cap.hasDroppedErrors };
}

function readMore(s: Stream): void {
  const next = s.source.next();
  if (next.done) {
    s.pending += s.decoder.decode();
    s.exhausted = true;
  } else s.pending += s.decoder.decode(next.value, { stream: true });
}

/** Doubles the window asked for; false when it is already the widest. */
function widen(s: Stream): boolean {
  if (s.want >= s.maxWindowChars) return false;
  s.want = Math.min(s.maxWindowChars, s.want * 2);
  return true;
}

/**
 * The next window: up to `want` characters, cut at a line end unless it reaches the file's
 * end, with the file's format detected on the first. Undefined when it must be wider first
 * (`want` is then doubled); 'too-long' when a line outgrew the widest window (reported).
 */
function cutWindow(s: Stream): Cut | 'too-long' | undefined {
  while (!s.exhausted && s.pending.length < s.want) readMore(s);
  const { pending, want } = s;
  const final = s.exhausted && pending.length <= want;
  const cut = final ? pending.length : lastLineEnd(pending.length <= want ? pending : pending.slice(0, want));
  if (cut === 0 && !final) {
    // Not one whole line yet: read on until there is one, within the widest window.
    if (widen(s)) return undefined;
    s.format ??= detectFormat(pending.slice(0, want));
    report(
      s,
      tooLong(s.format, 'line', s.maxWindowChars, s.offsetBase),
      new LineIndex('', { offsetBase: s.offsetBase, lineBase: s.lineBase }),
    );
    return 'too-long';
  }
  const text = cut === pending.length ? pending : pending.slice(0, cut);
  if (s.format === undefined) {
    // Detection looks at the file's first DETECTION_TOKENS tokens: have them all in hand, or a window's worth.
    if (!final && !hasTokens(pending.slice(0, cut), DETECTION_TOKENS) && widen(s)) return undefined;
    s.format = detectFormat(pending.slice(0, cut));
  }
  return { text, cut, final, format: s.format };
}

/** Solves a window's cases, writes their answers and reports its issues in order; returns those issues. */
function answerWindow(s: Stream, document: PuzzleDocument, text: string): Issue[] {
  if (s.held) {
    s.head ??= text.slice(0, CONTRADICTION_PREFIX + 1);
    if (document.cases.some((c) => c.problem === undefined)) flushHeld(s);
  }
  const verdicts = solveDocument(document, s.options.verdicts);
  let out = '';
  let expanded = 0;
  let skipped = 0;
  for (const v of verdicts) {
    if (v.outcome === 'answered') {
      out += `${v.judgeLine}\n`;
      expanded += v.solution.expanded;
    } else skipped++;
  }
  s.expanded += expanded;
  s.skipped += skipped;
  s.cases += verdicts.length;
  if (out !== '') s.sink.answers(out);
  const issues = document.issues.slice();
  for (const v of verdicts) if (v.outcome === 'limit') issues.push(v.problem);
  const lines = new LineIndex(text, { offsetBase: s.offsetBase, lineBase: s.lineBase });
  issues.sort((a, b) => a.range.start - b.range.start);
  for (const issue of issues) report(s, issue, lines);
  return issues;
}

function report(s: Stream, issue: Issue, lines: LineIndex): void {
  if (issue.severity === 'error') s.errors = true;
  if (s.cap.admit(issue)) {
    const at = lines.positionAt(issue.range.start);
    if (s.held) s.held.push({ issue, at });
    else s.sink.issue(issue, at);
  } else if (s.firstDropped === undefined) {
    s.firstDropped = issue;
    s.droppedLines = lines;
  }
}

function flushHeld(s: Stream): void {
  for (const { issue, at } of s.held ?? []) s.sink.issue(issue, at);
  s.held = undefined;
}

/** The judge stops at `0 0 0`; what follows only earns a warning, found without holding it. */
function reportAfterTerminator(s: Stream, piece: Cut, issues: readonly Issue[]): void {
  const { format, final, cut, text } = piece;
  const reported = issues.some((issue) => issue.code === `${format}.content-after-terminator`);
  if (reported || final) return;
  const after = firstContentAfter(s.pending, cut, s.offsetBase, s.lineBase, text, readChunkText(s.source, s.decoder));
  if (after) report(s, contentAfterTerminator(format, after.range), new LineIndex('', after.at));
}

/** Carries the cut item over from the start of its line, so line-based layout hints see whole lines. */
function carryOver(s: Stream, text: string, next: { readonly offset: number; readonly state: unknown }): void {
  const local = next.offset - s.offsetBase;
  const lineStart = lineStartBefore(text, local);
  s.lineBase += countLineBreaks(text, 0, lineStart);
  s.offsetBase += lineStart;
  s.pending = s.pending.slice(lineStart);
  s.startOffset = next.offset;
  s.resume = next.state;
  s.want = s.windowChars;
}

/** The held diagnostics, with the contradiction among them if the declared format read nothing right, and the cap's summary. */
function endIssues(s: Stream): void {
  const { held, format, errors, head } = s;
  if (held && format !== undefined && errors && head !== undefined) {
    const contradiction = contradictionOf(head, format);
    if (contradiction && s.cap.admit(contradiction)) {
      const at = new LineIndex(head).positionAt(contradiction.range.start);
      const before = held.findIndex((h) => h.at.line > at.line || (h.at.line === at.line && h.at.character >= at.character));
      held.splice(before < 0 ? held.length : before, 0, { issue: contradiction, at });
    }
  }
  flushHeld(s);
  const summary = s.cap.summary(s.firstDropped);
  if (summary && s.droppedLines) s.sink.issue(summary, s.droppedLines.positionAt(summary.range.start));
}

/** Just past the last complete line end (\n, \r\n, or a \r known not to start a \r\n), or 0. */
export function lastLineEnd(text: string): number {
  for (let i = text.length - 1; i >= 0; i--) {
    const ch = text.charCodeAt(i);
    if (ch === 10) return i + 1;
    if (ch === 13 && i + 1 < text.length) return i + 1;
  }
  return 0;
}

function lineStartBefore(text: string, offset: number): number {
  for (let i = Math.min(offset, text.length) - 1; i >= 0; i--) {
    const ch = text.charCodeAt(i);
    if (ch === 10 || ch === 13) return i + 1;
  }
  return 0;
}

function* readChunkText(source: Iterator<Uint8Array>, decoder: TextDecoder): Generator<string> {
  for (let next = source.next(); !next.done; next = source.next()) yield decoder.decode(next.value, { stream: true });
  yield decoder.decode();
}

/**
 * The first non-blank character after `cut` (the rest of `pending`, then the remaining
 * chunks), as a file range and the line start it sits on; undefined when only whitespace remains.
 */
function firstContentAfter(
  pending: string,
  cut: number,
  offsetBase: number,
  lineBase: number,
  text: string,
  more: Iterable<string>,
): { range: { start: number; end: number }; at: { offsetBase: number; lineBase: number } } | undefined {
  // `cut` is a line end, so the scan starts at a line start.
  let offset = offsetBase + cut;
  let line = lineBase + countLineBreaks(text, 0, cut);
  let lineStart = offset;
  let afterCarriageReturn = false;
  const scan = (piece: string) => {
    for (let i = 0; i < piece.length; i++, offset++) {
      const ch = piece.charCodeAt(i);
      if (ch === 10) {
        if (!afterCarriageReturn) line++;
        lineStart = offset + 1;
      } else if (ch === 13) {
        line++;
        lineStart = offset + 1;
      } else if (!(ch === 32 || (ch >= 9 && ch <= 13))) {
        return { range: { start: offset, end: offset + 1 }, at: { offsetBase: lineStart, lineBase: line } };
      }
      afterCarriageReturn = ch === 13;
    }
    return undefined;
  };
  const found = scan(pending.slice(cut));
  if (found) return found;
  for (const piece of more) {
    const later = scan(piece);
    if (later) return later;
  }
  return undefined;
}

// What both parsers do around their cases: note where items begin, read the terminator, end
// a reading (a window cut at an item start, or the whole document), and face the registry.
import { contentAfterTerminator, missingTerminator, type Issue } from '../issues';
import { moveRange, type TextRange } from '../text';
import { WINDOW_BACKOFF_ITEMS, type TextWindow } from '../textWindow';
import type { TokenList } from '../tokens';
import type { CaseBase, FormatDocument, FormatId, PuzzleFormat, WindowReading } from './format';

/** Where an item began, and what had been read before it: a window is cut at one of these. */
interface ItemStart<S> {
  readonly pos: number;
  readonly issues: number;
  readonly cases: number;
  readonly state: S;
  readonly looked: number;
}

/** A parser's reading so far, as its window's end needs it. */
export interface ReadingSoFar<C extends CaseBase, S> {
  /** The token index reading has reached. */
  position(): number;
  readonly issues: Issue[];
  readonly cases: C[];
  resumeState(): S;
}

/**
 * The last WINDOW_BACKOFF_ITEMS item starts of one reading: recovery reads a line or a case
 * ahead, so the items just before a window's end are read again in the next window.
 */
export class ItemStarts<C extends CaseBase, S> {
  private readonly recent: ItemStart<S>[];

  constructor(
    private readonly tokens: TokenList,
    private readonly reading: ReadingSoFar<C, S>,
  ) {
    this.recent = [this.here()];
  }

  /** Notes that an item begins at the reading's position. */
  mark(): void {
    this.recent.push(this.here());
    if (this.recent.length > WINDOW_BACKOFF_ITEMS) this.recent.shift();
  }

  /**
   * The reading's result: without a terminator in a window that is not the last, the cases
   * and issues up to the oldest item start noted, and where to resume; else the document,
   * with the missing terminator's issue when there is none.
   */
  finish(format: C['format'], terminator: TextRange | undefined, final: boolean): WindowReading<C, S> {
    const { tokens, reading } = this;
    const { issues, cases } = reading;
    if (terminator === undefined && !final) {
      const lastItem = this.recent[0] ?? this.here();
      issues.length = lastItem.issues;
      cases.length = lastItem.cases;
      return {
        document: { format, cases, issues },
        resume: { offset: tokens.start(lastItem.pos), state: lastItem.state, settled: tokens.settledBefore(lastItem.looked) },
      };
    }
    if (terminator === undefined) issues.push(missingTerminator(format, tokens.endOffset));
    const document: { -readonly [K in keyof FormatDocument<C>]: FormatDocument<C>[K] } = { format, cases, issues };
    if (terminator) document.terminator = terminator;
    return { document };
  }

  private here(): ItemStart<S> {
    const { reading } = this;
    return {
      pos: reading.position(),
      issues: reading.issues.length,
      cases: reading.cases.length,
      state: reading.resumeState(),
      looked: this.tokens.lookedAhead,
    };
  }
}

/** The terminator `0 0 0` at tokens at..at+2: its range; anything after it gets an issue. */
export function readTerminator(format: FormatId, tokens: TokenList, at: number, issues: Issue[]): TextRange {
  const after = at + 3;
  if (after < tokens.count) issues.push(contentAfterTerminator(format, { start: tokens.start(after), end: tokens.end(tokens.count - 1) }));
  return { start: tokens.start(at), end: tokens.end(at + 2) };
}

/** What every format's resume state holds of the case before a window's start, as far as moving it goes. */
export interface ResumeStateBase {
  readonly previousCase?: { readonly headerRange: TextRange };
}

/**
 * A format's reading members as its parser states them, with its own resume state `S`.
 * `moveCase` is the format's part of moving a reading after an edit (its case record moved);
 * the resume state moves the same way for every format, below.
 */
export interface TypedReading<C extends CaseBase, S extends ResumeStateBase> {
  parse(text: string): FormatDocument<C>;
  parseWindow(text: string, window: TextWindow<S>): WindowReading<C, S>;
  moveCase(c: C, delta: number): C;
}

/**
 * A resume state read before an edit, `delta` characters further on: its previous case's header
 * range, so the incremental parse (core/incrementalParse) keeps the windows after an edit.
 */
export function moveResumeState<S extends ResumeStateBase>(state: S, delta: number): S {
  const previous = state.previousCase;
  return previous ? { ...state, previousCase: { ...previous, headerRange: moveRange(previous.headerRange, delta) } } : state;
}

/**
 * The reading members of a PuzzleFormat, whose resume state is `unknown` to its callers: a
 * state only ever comes back to the format that made it, so the casts are sound, and here once.
 */
export function formatReading<C extends CaseBase, S extends ResumeStateBase>(
  reading: TypedReading<C, S>,
): Pick<PuzzleFormat<C>, 'parse' | 'parseWindow' | 'moveCase' | 'moveResumeState'> {
  return {
    parse: reading.parse,
    parseWindow: (text, window) => reading.parseWindow(text, window as TextWindow<S>),
    moveCase: reading.moveCase,
    moveResumeState: (state, delta) => moveResumeState(state as S, delta),
  };
}

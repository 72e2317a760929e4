// The solve worker's verdicts on their way to the host (workerProtocol.ts, AnswerColumns):
// the worker writes each verdict into columns as it is found, the host reads them back as
// the WorkerAnswers every consumer takes, worded by the verdict's format. One module holds
// both sides, so the layout below is written and read in one place.
import { isFormatId, type ReportFacts } from '../core/formats/format';
import { formatById } from '../core/formats/registry';
import type { Language } from '../core/l10n/message';
import type { FormatId } from '../core/puzzleFile';
import { grownLength, MAX_KEPT_BYTES } from '../core/readScratch';
import type { VerdictExplanation, VerdictReason } from '../core/study/explain';
import type { AnsweredCase, StudiedExtras, AnswerColumns, WorkerAnswer } from './workerProtocol';

/** Per verdict in `ints`: its case number, outcome, text, reason or problem offset, and where its moves end. */
export const ANSWER_INTS = 5;
const NUMBER = 0;
const OUTCOME = 1;
/** Answered: the answer; else the problem's message (an index into `strings`). */
const TEXT = 2;
/** Answered: the reason (an index into `strings`), or -1; else where the problem stands. */
const REASON_OR_START = 3;
const MOVES_END = 4;

/** Per verdict in `floats`: states or nodes expanded, nodes pruned (NaN: the format counts none), and the summary's named number. */
export const ANSWER_FLOATS = 3;
const EXPANDED = 0;
const PRUNED = 1;
const NAMED = 2;

const OUTCOMES = ['answered', 'skipped', 'limit'] as const;
const ANSWERED = 0;

/**
 * A buffer for the columns: shared where the thread may share memory; a browser page that is
 * not cross-origin isolated (the web extension host's Web Worker) has no SharedArrayBuffer,
 * and there the buffer is copied when posted, which is still one buffer a message.
 */
function columnBuffer(bytes: number): ArrayBuffer | SharedArrayBuffer {
  return typeof SharedArrayBuffer === 'function' ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
}

/**
 * Writes a request's verdicts, in order, into columns for one 'done' message. The solve worker
 * keeps one and starts it again for each request: its arrays, and the shared buffer the
 * columns are posted in, are kept and grow (a request of a few hundred small cases is answered
 * in well under a millisecond, and new buffers for it, zeroed, posted and collected, were a
 * noticeable part of that).
 */
export class AnswerWriter {
  private ints: Int32Array;
  private floats: Float64Array;
  private moves: Uint8Array;
  private movesUsed = 0;
  private shared = columnBuffer(0);
  private format: FormatId;
  private strings: string[] = [];
  private readonly stringIndex = new Map<string, number>();
  private studies: StudiedExtras[] = [];
  /** Verdicts written so far. */
  count = 0;

  /** `expected`: how many verdicts are coming (the columns grow past it if need be). */
  constructor(format: FormatId, expected: number) {
    const capacity = Math.max(1, expected);
    this.format = format;
    this.ints = new Int32Array(capacity * ANSWER_INTS);
    this.floats = new Float64Array(capacity * ANSWER_FLOATS);
    this.moves = new Uint8Array(capacity * 8);
  }

  /** Forgets what was written (and the columns finish() gave: they are overwritten) for the next request's verdicts. */
  start(format: FormatId, expected: number): void {
    this.format = format;
    this.count = 0;
    this.movesUsed = 0;
    this.strings = [];
    this.stringIndex.clear();
    this.studies = [];
    const kept = this.ints.byteLength + this.floats.byteLength + this.moves.byteLength;
    if (expected * ANSWER_INTS > this.ints.length || kept > MAX_KEPT_BYTES) {
      const capacity = Math.max(1, expected);
      this.ints = new Int32Array(capacity * ANSWER_INTS);
      this.floats = new Float64Array(capacity * ANSWER_FLOATS);
      if (this.moves.byteLength > MAX_KEPT_BYTES) this.moves = new Uint8Array(capacity * 8);
    }
  }

  /** An answer, with its report's facts (the host words the summary). */
  answered(number: number, answer: string, facts: ReportFacts): void {
    const at = this.next();
    const length = facts.moves.length;
    if (length > 0) {
      if (this.movesUsed + length > this.moves.length) this.moves = grown(this.moves, this.movesUsed + length);
      this.moves.set(facts.moves, this.movesUsed);
      this.movesUsed += length;
    }
    const i = at * ANSWER_INTS;
    const ints = this.ints;
    ints[i + NUMBER] = number;
    ints[i + OUTCOME] = ANSWERED;
    ints[i + TEXT] = this.stringOf(answer);
    ints[i + REASON_OR_START] = facts.reason === undefined ? -1 : this.stringOf(facts.reason);
    ints[i + MOVES_END] = this.movesUsed;
    const f = at * ANSWER_FLOATS;
    const floats = this.floats;
    floats[f + EXPANDED] = facts.expanded;
    floats[f + PRUNED] = facts.pruned ?? NaN;
    floats[f + NAMED] = facts.named;
  }

  /** A case skipped for its problem, or stopped at a limit: the problem's message and where it stands. */
  unanswered(number: number, outcome: 'skipped' | 'limit', message: string, problemStart: number): void {
    const at = this.next();
    const i = at * ANSWER_INTS;
    const ints = this.ints;
    ints[i + NUMBER] = number;
    ints[i + OUTCOME] = OUTCOMES.indexOf(outcome);
    ints[i + TEXT] = this.stringOf(message);
    ints[i + REASON_OR_START] = problemStart;
    ints[i + MOVES_END] = this.movesUsed;
  }

  /** What a study adds to the answer just written. */
  studied(explanation: VerdictExplanation, cellVisits: Uint32Array | undefined): void {
    this.studies.push({ at: this.count - 1, ...(cellVisits ? { cellVisits } : {}), explanation });
  }

  /**
   * The columns in one shared buffer (floats, ints, then moves), which the writer keeps: they
   * are good until its next start(), and readAnswers copies out what the verdicts keep. One
   * buffer, as each buffer a message carries costs about as much to post as a few dozen
   * verdicts' numbers; shared, as a transferred one was a new buffer a request, zeroed and
   * collected on both threads, for a few kilobytes.
   */
  finish(): AnswerColumns {
    const floatBytes = this.count * ANSWER_FLOATS * 8;
    const intBytes = this.count * ANSWER_INTS * 4;
    const bytes = floatBytes + intBytes + this.movesUsed;
    let data = this.shared;
    if (bytes > data.byteLength) {
      data = columnBuffer(grownLength(data.byteLength, bytes, 1));
      if (data.byteLength <= MAX_KEPT_BYTES) this.shared = data;
    }
    new Float64Array(data, 0, this.count * ANSWER_FLOATS).set(this.floats.subarray(0, this.count * ANSWER_FLOATS));
    new Int32Array(data, floatBytes, this.count * ANSWER_INTS).set(this.ints.subarray(0, this.count * ANSWER_INTS));
    new Uint8Array(data, floatBytes + intBytes, this.movesUsed).set(this.moves.subarray(0, this.movesUsed));
    return { format: this.format, count: this.count, data, strings: this.strings, studies: this.studies };
  }

  private next(): number {
    const at = this.count++;
    if (this.count * ANSWER_INTS > this.ints.length) {
      this.ints = grown(this.ints, this.count * ANSWER_INTS);
      this.floats = grown(this.floats, this.count * ANSWER_FLOATS);
    }
    return at;
  }

  private stringOf(text: string): number {
    // A request's strings are a few answers and reasons, the same literals case after case:
    // comparing them in order costs less than hashing (Map.get) once per verdict.
    const strings = this.strings;
    const few = Math.min(strings.length, FEW_STRINGS);
    for (let k = 0; k < few; k++) if (strings[k] === text) return k;
    if (strings.length < FEW_STRINGS) return strings.push(text) - 1;
    let index = this.stringIndex.get(text);
    if (index === undefined) {
      index = this.strings.push(text) - 1;
      this.stringIndex.set(text, index);
    }
    return index;
  }
}

/** Strings looked up in order before the map: the map holds only those after them. */
const FEW_STRINGS = 8;

function grown<T extends Int32Array | Float64Array | Uint8Array>(array: T, needed: number): T {
  const bigger = new (array.constructor as new (length: number) => T)(Math.max(needed, array.length * 2));
  bigger.set(array);
  return bigger;
}

/** The moves of an answer without a path, shared: most answers of a file of small cases have none. */
const NO_MOVES: Uint8Array = Object.freeze(new Uint8Array(0));

/**
 * The verdicts of a 'done' message as the host uses them: each answer with its judge line
 * worded by its format, exactly as the worker's lanes would have built it, and what its
 * summary names (answerSummary words it when it is shown: wording every verdict of a
 * file cost about 40 % of reading the columns).
 */
export function readAnswers(columns: AnswerColumns): WorkerAnswer[] {
  if (!isFormatId(columns.format)) throw new Error(`the solve worker sent verdicts of an unknown format: ${String(columns.format)}`);
  const format = formatById(columns.format);
  const { strings, count, data } = columns;
  const floats = new Float64Array(data, 0, count * ANSWER_FLOATS);
  const ints = new Int32Array(data, floats.byteLength, count * ANSWER_INTS);
  // The verdicts keep their moves: copied out of a buffer the worker writes the next request into.
  const movesLength = count === 0 ? 0 : ints[(count - 1) * ANSWER_INTS + MOVES_END]!;
  const allMoves = movesLength === 0 ? NO_MOVES : new Uint8Array(data, floats.byteLength + ints.byteLength, movesLength).slice();
  const verdicts = new Array<WorkerAnswer>(count);
  let movesStart = 0;
  for (let at = 0; at < count; at++) {
    const i = at * ANSWER_INTS;
    const number = ints[i + NUMBER]!;
    const outcome = ints[i + OUTCOME]!;
    const text = strings[ints[i + TEXT]!]!;
    const movesEnd = ints[i + MOVES_END]!;
    if (outcome !== ANSWERED) {
      verdicts[at] = {
        outcome: OUTCOMES[outcome] as 'skipped' | 'limit',
        format: columns.format,
        number,
        message: text,
        problemStart: ints[i + REASON_OR_START]!,
      };
      continue;
    }
    const moves = movesEnd === movesStart ? NO_MOVES : allMoves.subarray(movesStart, movesEnd);
    movesStart = movesEnd;
    const f = at * ANSWER_FLOATS;
    const expanded = floats[f + EXPANDED]!;
    const pruned = floats[f + PRUNED]!;
    const reasonAt = ints[i + REASON_OR_START]!;
    const reason = reasonAt < 0 ? undefined : (strings[reasonAt] as VerdictReason);
    verdicts[at] = answeredCase({
      format: columns.format,
      number,
      answer: text,
      judgeLine: format.judgeLine(number, text),
      moves,
      expanded,
      pruned: Number.isNaN(pruned) ? undefined : pruned,
      reason,
      named: floats[f + NAMED]!,
    });
  }
  for (const { at, cellVisits, explanation } of columns.studies) {
    const v = verdicts[at];
    if (v?.outcome === 'answered') verdicts[at] = { ...v, ...(cellVisits ? { cellVisits } : {}), explanation };
  }
  return verdicts;
}

/** The verdict in one line, worded by its format from its facts (as its report() words it). */
export function answerSummary(v: AnsweredCase, language: Language = 'en'): string {
  const { moves, expanded, pruned, reason, named } = v;
  const facts: ReportFacts =
    pruned === undefined
      ? reason === undefined
        ? { moves, expanded, named }
        : { moves, expanded, reason, named }
      : reason === undefined
        ? { moves, expanded, pruned, named }
        : { moves, expanded, pruned, reason, named };
  return formatById(v.format).summarize(v.answer, facts, language);
}

/** An answered case as its columns hold it: pruned and reason undefined where there are none. */
type AnsweredColumns = Pick<AnsweredCase, 'format' | 'number' | 'answer' | 'judgeLine' | 'moves' | 'expanded' | 'named'> & {
  readonly pruned: number | undefined;
  readonly reason: VerdictReason | undefined;
};

/** An answer with its facts, with the keys report() has (pruned and reason only when there are some). */
function answeredCase(read: AnsweredColumns): AnsweredCase {
  const { format, number, answer, judgeLine, moves, expanded, pruned, reason, named } = read;
  const outcome = 'answered';
  if (pruned === undefined) {
    return reason === undefined
      ? { outcome, format, number, answer, judgeLine, moves, expanded, named }
      : { outcome, format, number, answer, judgeLine, moves, expanded, reason, named };
  }
  return reason === undefined
    ? { outcome, format, number, answer, judgeLine, moves, expanded, pruned, named }
    : { outcome, format, number, answer, judgeLine, moves, expanded, pruned, reason, named };
}

// The answer service's memory of solved cases, keyed by what a verdict depends on: the
// case's puzzle (its format's puzzleKey), not where the case stands or which document holds
// it. Pure (no `vscode`), so plain mocha tests it.
import { formatOf, type PuzzleCase } from '../core/formats/registry';
import { say, type Language } from '../core/l10n/message';
import type { AnsweredCase, UnansweredCase, WorkerAnswer } from './workerProtocol';

export interface AnswerWanted {
  /** The search budget asked for; undefined for the solvers' defaults. */
  readonly maxStates?: number | undefined;
  /** Also the counts per square and the explanation (the panel's solve). */
  readonly study?: boolean | undefined;
}

/** Answers this many puzzles at most (about 200 bytes each), the oldest written dropped first. */
const MAX_ENTRIES = 100_000;
/** Studied verdicts carry counts per square (up to 160 KB): keep only the latest few whole. */
const MAX_STUDIES = 32;

/**
 * An answer depends on the puzzle alone, so it serves any case with the same puzzle, at any
 * place, under any budget (it was found within the one it had): only its number and judge
 * line are rewritten. A stop at a search limit depends on the budget too, and its message
 * names the case: it serves the same case number under the same budget, with its offset
 * kept relative to the case.
 */
export class AnswerCache {
  private readonly answered = new Map<string, AnsweredCase>();
  private readonly limits = new Map<string, UnansweredCase>();
  private readonly studies: string[] = [];
  /** Look-ups answered from memory, and look-ups that needed a solve: for tests and the benchmark. */
  hits = 0;
  misses = 0;

  /** The verdict for a solvable case at `caseStart` in its document, if one is known. */
  get(c: PuzzleCase, caseStart: number, wanted: AnswerWanted = {}): WorkerAnswer | undefined {
    const found = this.peek(c, caseStart, wanted);
    if (found) this.hits++;
    else this.misses++;
    return found;
  }

  /** As get(), without counting the look-up. */
  peek(c: PuzzleCase, caseStart: number, wanted: AnswerWanted = {}): WorkerAnswer | undefined {
    const key = formatOf(c).puzzleKey(c);
    const answer = this.answered.get(key);
    if (answer && (!wanted.study || answer.explanation)) {
      return answer.number === c.number
        ? answer
        : { ...answer, number: c.number, judgeLine: formatOf(c).judgeLine(c.number, answer.answer) };
    }
    if (wanted.study && answer) return undefined;
    const limit = this.limits.get(limitKey(key, c.number, wanted.maxStates));
    return limit ? { ...limit, problemStart: limit.problemStart + caseStart } : undefined;
  }

  /** Keeps a verdict the worker found for `c` (at `caseStart`) under `wanted`. */
  set(c: PuzzleCase, caseStart: number, verdict: WorkerAnswer, wanted: AnswerWanted = {}): void {
    const key = formatOf(c).puzzleKey(c);
    if (verdict.outcome === 'answered') {
      const kept = this.answered.get(key);
      // A studied verdict is the richer one: a plain solve of the same puzzle does not replace it.
      if (kept?.explanation && !verdict.explanation) return;
      this.answered.delete(key);
      this.answered.set(key, verdict);
      if (verdict.explanation) this.noteStudy(key);
      trim(this.answered);
    } else if (verdict.outcome === 'limit') {
      const k = limitKey(key, c.number, wanted.maxStates);
      this.limits.delete(k);
      this.limits.set(k, { ...verdict, problemStart: verdict.problemStart - caseStart });
      trim(this.limits);
    }
    // Skipped cases are never solved: their verdict is the case's own problem.
  }

  get size(): number {
    return this.answered.size + this.limits.size;
  }

  clear(): void {
    this.answered.clear();
    this.limits.clear();
    this.studies.length = 0;
  }

  /** Past MAX_STUDIES, the oldest studied verdict keeps its answer and drops its counts. */
  private noteStudy(key: string): void {
    const at = this.studies.indexOf(key);
    if (at >= 0) this.studies.splice(at, 1);
    this.studies.push(key);
    while (this.studies.length > MAX_STUDIES) {
      const old = this.studies.shift();
      const v = old === undefined ? undefined : this.answered.get(old);
      if (old !== undefined && v) {
        const { cellVisits: _visits, explanation: _explanation, ...plain } = v;
        this.answered.set(old, plain);
      }
    }
  }
}

function limitKey(puzzle: string, number: number, maxStates: number | undefined): string {
  return `${puzzle}#${number}@${maxStates ?? 'default'}`;
}

function trim(map: Map<string, unknown>): void {
  while (map.size > MAX_ENTRIES) {
    const oldest = map.keys().next();
    if (oldest.done) return;
    map.delete(oldest.value);
  }
}

/** What a case with a problem gets without a solve: skipped, for that problem. */
export function skippedAnswer(c: PuzzleCase, language: Language = 'en'): WorkerAnswer | undefined {
  return c.problem
    ? {
        outcome: 'skipped',
        format: c.format,
        number: c.number,
        message: say(c.problem.message, language),
        problemStart: c.problem.range.start,
      }
    : undefined;
}

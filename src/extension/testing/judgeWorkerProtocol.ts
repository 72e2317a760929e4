import type { FormatId, JudgeReport, OurCaseAnswer, PreparedSolution } from '../../judge';
import type { PuzzleCase } from '../../core/formats/registry';
import type { Language } from '../../core/l10n/message';

/** Messages between the extension host and a judge worker thread (dist/judgeWorker.js). */
export type JudgeWorkerRequest =
  | {
      readonly type: 'judge';
      readonly inputText: string;
      readonly format: FormatId;
      readonly fileName: string;
      readonly solution: PreparedSolution;
      readonly timeLimitMs: number;
      readonly memoryLimitKb: number;
      /** The language of the report's words (the display language); English when absent. */
      readonly language?: Language;
    }
  /** Our answers for the 'solve' the worker asked. */
  | { readonly type: 'solved'; readonly verdicts: readonly OurCaseAnswer[] }
  | { readonly type: 'solve-failed'; readonly message: string }
  /** Kills the program and ends the run; the worker answers with a 'cancelled' message. */
  | { readonly type: 'cancel' };

export type JudgeWorkerMessage =
  /** The worker asks for our answers (the host has the solve workers and their cache). */
  | { readonly type: 'solve'; readonly text: string; readonly format: FormatId; readonly cases: readonly PuzzleCase[] }
  | { readonly type: 'done'; readonly report: JudgeReport }
  | { readonly type: 'cancelled' }
  | { readonly type: 'error'; readonly message: string };

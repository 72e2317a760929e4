import type { Language } from '../../core/l10n/message';
import type { FormatId, PreparedSolution, StressReport } from '../../judge';

/** Messages between the extension host and the stress worker thread (dist/stressWorker.js). */
export type StressWorkerRequest =
  | {
      readonly type: 'start';
      readonly format: FormatId;
      readonly seed: number;
      readonly cases?: number;
      readonly seconds?: number;
      readonly solution: PreparedSolution;
      readonly timeLimitMs: number;
      readonly memoryLimitKb: number;
      /** The language the counterexample's reason is worded in: the editor's display language. */
      readonly language: Language;
      /** Only the hunt for slow cases (cases: how many to time). */
      readonly huntOnly?: boolean;
      /** Cases the hunt after a stress test times (0: no hunt); the default otherwise. */
      readonly huntCandidates?: number;
    }
  /** Kills the program and ends the run; the worker answers with a 'cancelled' message. */
  | { readonly type: 'cancel' };

export type StressWorkerMessage =
  | {
      readonly type: 'progress';
      readonly checked: number;
      readonly perSecond: number;
      /** Once the hunt for slow cases runs: cases timed, and the slowest's CPU time (ms). */
      readonly hunt?: { readonly tried: number; readonly slowestCpuMs: number };
    }
  | { readonly type: 'done'; readonly report: StressReport }
  | { readonly type: 'cancelled' }
  | { readonly type: 'error'; readonly message: string };

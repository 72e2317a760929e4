import { msg, type Language } from '../core/l10n/message';
import { isUtf8 } from 'node:buffer';
import { compareOutput, isBlankOutput, type CaseJudgement, type ExpectedCase, type OutputComparison } from '../core/grading/compare';
import type { FormatId } from '../core/puzzleFile';
import { FORMAT_IDS } from '../core/formats/format';
import { formatById } from '../core/formats/registry';
import { FILE_SIZE_LIMIT_KB } from './containment/limits';
import { judgeWords } from './judgeWords';
import { WAITING_IDLE_MS, type RunResult } from './run';

export type Verdict =
  | 'accepted'
  | 'wrong-answer'
  | 'presentation-error'
  | 'time-limit'
  | 'idleness-limit'
  | 'memory-limit'
  | 'runtime-error'
  | 'output-limit'
  | 'compilation-error';

export const VERDICT_TITLES: Readonly<Record<Verdict, string>> = {
  accepted: 'Accepted',
  'wrong-answer': 'Wrong Answer',
  'presentation-error': 'Presentation Error',
  'time-limit': 'Time Limit Exceeded',
  'idleness-limit': 'Idleness Limit Exceeded',
  'memory-limit': 'Memory Limit Exceeded',
  'runtime-error': 'Runtime Error',
  'output-limit': 'Output Limit Exceeded',
  'compilation-error': 'Compilation Error',
};

/** The judge's usual Chinese names, with the short code a Chinese judge prints beside them. */
const VERDICT_TITLES_ZH_CN: Readonly<Record<Verdict, string>> = {
  accepted: '答案正确 AC',
  'wrong-answer': '答案错误 WA',
  'presentation-error': '格式错误 PE',
  'time-limit': '时间超限 TLE',
  'idleness-limit': '空闲超限 ILE',
  'memory-limit': '内存超限 MLE',
  'runtime-error': '运行错误 RE',
  'output-limit': '输出超限 OLE',
  'compilation-error': '编译错误 CE',
};

/** A verdict's name in the reader's language. */
export function verdictTitle(verdict: Verdict, language: Language): string {
  return (language === 'zh-cn' ? VERDICT_TITLES_ZH_CN : VERDICT_TITLES)[verdict];
}

/** The statements' limits per run (each format's timeLimitMs): POJ 1324 5 s, HDU 1010 1 s. */
export const DEFAULT_TIME_LIMIT_MS: Readonly<Record<FormatId, number>> = Object.fromEntries(
  FORMAT_IDS.map((id) => [id, formatById(id).timeLimitMs]),
) as Record<FormatId, number>;

/** The statements' memory limits per run, in KiB: POJ 1324 65536K, HDU 1010 32768K. */
export const DEFAULT_MEMORY_LIMIT_KB: Readonly<Record<FormatId, number>> = Object.fromEntries(
  FORMAT_IDS.map((id) => [id, formatById(id).memoryLimitKb]),
) as Record<FormatId, number>;

/** Memory in the verdict's words: whole megabytes (MiB), as the judges print limits. */
export function megabytes(kb: number): string {
  return `${Math.round(kb / 1024)} MB`;
}

/**
 * A program waiting forever uses no CPU: it is stopped after this much wall time. Generous,
 * so that on a busy machine a program is stopped by its CPU time, not by its turn to run.
 */
export function wallLimitFor(timeLimitMs: number): number {
  return 3 * timeLimitMs + 2000;
}

export interface RunVerdict {
  readonly verdict: Exclude<Verdict, 'compilation-error'>;
  /** Why, in one line without the verdict's title (in the language judgeRun was asked for); empty for Accepted. */
  readonly reason: string;
  readonly comparison: OutputComparison;
}

/** The first offset of bytes that are not text: a zero byte or invalid UTF-8; -1 when it is text. Reads the bytes, decodes nothing. */
export function firstNonTextByte(bytes: Buffer): number {
  const zero = bytes.indexOf(0);
  const text = zero >= 0 ? bytes.subarray(0, zero) : bytes;
  if (isUtf8(text)) return zero;
  return firstBadUtf8(text);
}

/** Where the first sequence that is not UTF-8 starts (overlong forms, surrogates and cut characters included). */
function firstBadUtf8(bytes: Buffer): number {
  for (let at = 0; at < bytes.length;) {
    const b0 = bytes[at] ?? 0;
    if (b0 < 0x80) {
      at++;
      continue;
    }
    // The second byte's range is what rules out overlong forms, surrogates and past U+10FFFF.
    let more: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (b0 >= 0xc2 && b0 <= 0xdf) more = 1;
    else if (b0 >= 0xe0 && b0 <= 0xef) {
      more = 2;
      if (b0 === 0xe0) lo = 0xa0;
      if (b0 === 0xed) hi = 0x9f;
    } else if (b0 >= 0xf0 && b0 <= 0xf4) {
      more = 3;
      if (b0 === 0xf0) lo = 0x90;
      if (b0 === 0xf4) hi = 0x8f;
    } else return at;
    for (let k = 1; k <= more; k++) {
      const b = bytes[at + k];
      if (b === undefined || b < (k === 1 ? lo : 0x80) || b > (k === 1 ? hi : 0xbf)) return at;
    }
    at += more + 1;
  }
  return -1;
}

/** What a judge says about one run against our answers. Runtime and limits come before the answers, as on the judges. */
export function judgeRun(
  format: FormatId,
  expected: readonly ExpectedCase[],
  run: RunResult,
  timeLimitMs: number,
  language: Language = 'en',
): RunVerdict {
  // Past the output limit only the start matters (which cases came before the flood).
  const stdout = run.stop === 'output-limit' ? run.stdout.subarray(0, 1 << 20) : run.stdout;
  const binaryAt = firstNonTextByte(stdout);
  // The bytes themselves are compared, line by line as far as the answers need: never one string of 64 MiB.
  const text = binaryAt >= 0 ? stdout.subarray(0, binaryAt) : stdout;
  const comparison = compareOutput(format, expected, text, language);
  const stopped = stopVerdict(run, timeLimitMs, language);
  if (stopped) return { ...stopped, comparison };
  const w = judgeWords(language);
  // The kernel's file-size limit (RLIMIT_FSIZE) sends SIGXFSZ: a limit of the judge's, named as one.
  if (run.signalName === 'SIGXFSZ')
    return { verdict: 'output-limit', reason: w(msg('judge.file-size-limit', { mib: FILE_SIZE_LIMIT_KB / 1024 })), comparison };
  if (run.signalName !== null)
    return { verdict: 'runtime-error', reason: w(msg('judge.killed-by', { signal: run.signalName })), comparison };
  if (run.exitCode !== 0)
    return { verdict: 'runtime-error', reason: w(msg('judge.exit-code', { code: String(run.exitCode ?? '?') })), comparison };
  if (binaryAt >= 0) {
    const byte = stdout[binaryAt] ?? 0;
    const described = byte === 0 ? msg('judge.zero-byte') : msg('judge.not-utf8', { hex: `0x${byte.toString(16).padStart(2, '0')}` });
    return { verdict: 'wrong-answer', reason: w(msg('judge.not-text', { at: binaryAt, byte: described })), comparison };
  }
  if (expected.length > 0 && isBlankOutput(text))
    return {
      verdict: 'wrong-answer',
      reason: w(run.inputRefused ? msg('judge.silent-unread') : msg('judge.silent', { lines: expected.length })),
      comparison,
    };
  if (comparison.outcome === 'accepted') return { verdict: 'accepted', reason: '', comparison };
  if (comparison.outcome === 'presentation') return { verdict: 'presentation-error', reason: comparison.detail, comparison };
  return { verdict: 'wrong-answer', reason: comparison.detail, comparison };
}

/** The verdict of a run a limit stopped (or that never started), before its output is looked at; undefined for a run that ended by itself. */
function stopVerdict(run: RunResult, timeLimitMs: number, language: Language): Omit<RunVerdict, 'comparison'> | undefined {
  const w = judgeWords(language);
  const cpu = Math.round(run.cpuMs);
  switch (run.stop) {
    case 'output-limit':
      return { verdict: 'output-limit', reason: w(msg('judge.output-limit')) };
    case 'cpu-limit':
      return { verdict: 'time-limit', reason: w(msg('judge.cpu-limit', { cpuMs: cpu, limitMs: timeLimitMs })) };
    case 'idle-limit':
      return { verdict: 'idleness-limit', reason: w(msg('judge.idle', { seconds: (run.wallMs / 1000).toFixed(1), cpuMs: cpu })) };
    case 'memory-limit': {
      const baseline = run.memoryBaselineKb ?? 0;
      const used = w(
        run.peakMemoryKb !== undefined
          ? msg('judge.memory-used', { used: megabytes(run.peakMemoryKb - baseline) })
          : msg('judge.memory-past-limit'),
      );
      const limit = run.memoryLimitKb !== undefined ? w(msg('judge.memory-limit', { limit: megabytes(run.memoryLimitKb) })) : '';
      const own = baseline > 0 ? w(msg('judge.memory-own', { own: megabytes(baseline) })) : '';
      return { verdict: 'memory-limit', reason: `${used}${limit}${own}` };
    }
    case 'wall-limit': {
      const wall = Math.round(run.wallMs);
      const reason = w(
        run.idleMsAtEnd >= WAITING_IDLE_MS
          ? msg('judge.waiting', { wallMs: wall, cpuMs: cpu })
          : msg('judge.too-busy', { wallMs: wall, cpuMs: cpu, limitMs: timeLimitMs }),
      );
      return { verdict: 'time-limit', reason };
    }
    case 'spawn-failed':
      return { verdict: 'runtime-error', reason: w(msg('judge.not-started', { why: run.spawnError ?? msg('judge.unknown-reason') })) };
    case 'cancelled':
    case 'exited':
      return undefined;
  }
}

export type { CaseJudgement, ExpectedCase };

/** The line every report carries on how its run was contained (never a weaker level silently). */
export function describeIsolation(
  run: Pick<RunResult, 'containment' | 'isolation' | 'box'>,
  language: Language = 'en',
): string | undefined {
  if (run.containment === undefined || run.isolation === undefined || run.isolation === 'not-judged') return undefined;
  const w = judgeWords(language);
  const level = msg('judge.level', { level: run.containment });
  if (run.isolation === 'sandbox')
    return (
      w(msg('judge.sandboxed', { level })) +
      (run.box !== undefined && run.box !== 'reused' ? w(msg('judge.box-per-run', { why: run.box })) : '')
    );
  const forced = process.env['HOLEDOX_CONTAINMENT'] ?? run.containment;
  return w(msg('judge.unsandboxed', { level, why: msg('judge.no-sandbox-why', { why: run.isolation, forced }) }));
}

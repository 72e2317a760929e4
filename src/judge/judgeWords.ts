// The judge's own words (verdict summaries and why a run failed) in each language. The
// program's output lines (`Case i: n`, `YES`/`NO`) are quoted as they are, never translated.
import { pick, type Language, type Translated } from '../core/l10n/message';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const en = {
  accepted: (title: string, cases: number) => `${title}: ${plural(cases, 'case', 'cases')}`,
  because: (title: string, reason: string) => `${title}: ${reason}`,
  casesWrong: (failing: number, cases: number) => ` (${failing} of ${cases} cases wrong)`,
  usage: (usage: string) => `; ${usage}`,
  skipped: (skipped: number) => `; ${plural(skipped, 'case', 'cases')} with errors skipped`,
  time: (ms: number, cpuMs: number) => `${ms} ms (CPU ${cpuMs} ms)`,
  // Resident: the pages the run itself touched, its peak (a small C++ run shows 0.3 MB), not what it reserved.
  memory: (mb: string) => `, ${mb} MB resident`,
  noAnswer: () => 'we have no answer for this case',
  outputLimit: () => 'it wrote more than 64 MiB and was stopped',
  cpuLimit: (cpuMs: number, limitMs: number) => `it used ${cpuMs} ms of CPU; the limit is ${limitMs} ms`,
  idle: (seconds: string, cpuMs: number) =>
    `waited ${seconds} s with ${cpuMs} ms of CPU, none of it in the last second (does it read standard input to the end and stop at 0 0 0?)`,
  memoryUsed: (used: string) => used,
  memoryPastLimit: () => 'more than the limit',
  memoryLimit: (limit: string) => `, the limit is ${limit}`,
  memoryOwn: (own: string) => ` (beyond the runtime's own ${own})`,
  waiting: (wallMs: number, cpuMs: number) =>
    `still running after ${wallMs} ms with ${cpuMs} ms of CPU, none of it in the last second: it is waiting, not computing (does it read standard input to the end and stop at 0 0 0?)`,
  tooBusy: (wallMs: number, cpuMs: number, limitMs: number) =>
    `still running after ${wallMs} ms (CPU ${cpuMs} ms; the limit is ${limitMs} ms of CPU), the machine is too busy to tell`,
  notStarted: (why: string) => `it could not be started (${why})`,
  unknownReason: () => 'unknown reason',
  killedBy: (signal: string) => `killed by ${signal}`,
  exitCode: (code: string) => `exit code ${code}`,
  notText: (at: number, byte: string) => `its output is not text: byte ${at} is ${byte}`,
  zeroByte: () => 'a zero byte',
  notUtf8: (hex: string) => `${hex}, not UTF-8`,
  silentUnread: () => 'it printed nothing and ended without reading its input (it must read the cases from standard input)',
  silent: (lines: number) => `it printed nothing; ${lines} answer line${lines === 1 ? ' was' : 's were'} expected`,
  flaky: (failed: number, runs: number, reason: string) => `flaky: failed ${failed} of ${runs} runs; ${reason}`,
  // Building a solution (src/judge/prepare.ts).
  noCommand: () => 'no command given',
  noSuchExecutable: (program: string) => `${program}: no such executable file`,
  notOnPath: (program: string) => `${program}: command not found on PATH`,
  cannotReadSource: (file: string, code: string) => `cannot read ${file}: ${code}`,
  cannotCompile: (file: string, why: string) => `cannot compile ${file}: ${why}`,
  compilerFailed: (compiler: string, file: string, why: string) => `${compiler} failed on ${file} (${why})`,
  compilerMemory: (mb: number) => `it went past the compiler's memory limit of ${mb} MB`,
  compilerCpu: (seconds: number) => `it went past the compiler's time limit of ${seconds} s of CPU`,
  compilerWall: (seconds: number) => `it went past the compiler's wall time limit of ${seconds} s`,
} as const;

const zhCn: Translated<typeof en> = {
  accepted: (title, cases) => `${title}：${cases} 个用例`,
  because: (title, reason) => `${title}：${reason}`,
  casesWrong: (failing, cases) => `（${cases} 个用例中错了 ${failing} 个）`,
  usage: (usage) => `；${usage}`,
  skipped: (skipped) => `；跳过了 ${skipped} 个有错误的用例`,
  time: (ms, cpuMs) => `${ms} 毫秒（CPU ${cpuMs} 毫秒）`,
  memory: (mb) => `，常驻内存 ${mb} MB`,
  noAnswer: () => '我们没有这个用例的答案',
  outputLimit: () => '它的输出超过了 64 MiB，已被停止',
  cpuLimit: (cpuMs, limitMs) => `它用了 ${cpuMs} 毫秒 CPU 时间；上限是 ${limitMs} 毫秒`,
  idle: (seconds, cpuMs) =>
    `等了 ${seconds} 秒，只用了 ${cpuMs} 毫秒 CPU 时间，最后一秒完全没用（它是否把标准输入读到结尾，并在 0 0 0 处停下？）`,
  memoryUsed: (used) => used,
  memoryPastLimit: () => '超过上限',
  memoryLimit: (limit) => `，上限是 ${limit}`,
  memoryOwn: (own) => `（不含运行环境本身的 ${own}）`,
  waiting: (wallMs, cpuMs) =>
    `${wallMs} 毫秒后仍在运行，只用了 ${cpuMs} 毫秒 CPU 时间，最后一秒完全没用：它在等待，而不是在计算（它是否把标准输入读到结尾，并在 0 0 0 处停下？）`,
  tooBusy: (wallMs, cpuMs, limitMs) => `${wallMs} 毫秒后仍在运行（CPU ${cpuMs} 毫秒；上限是 ${limitMs} 毫秒 CPU 时间），机器太忙，无法判断`,
  notStarted: (why) => `无法启动它（${why}）`,
  unknownReason: () => '原因不明',
  killedBy: (signal) => `被 ${signal} 终止`,
  exitCode: (code) => `退出码 ${code}`,
  notText: (at, byte) => `它的输出不是文本：偏移 ${at} 处是${byte}`,
  zeroByte: () => '一个零字节',
  notUtf8: (hex) => ` ${hex}，不是 UTF-8`,
  silentUnread: () => '它什么也没输出，也没有读取输入就结束了（它必须从标准输入读取用例）',
  silent: (lines) => `它什么也没输出；应有 ${lines} 行答案`,
  flaky: (failed, runs, reason) => `不稳定：${runs} 次运行中失败 ${failed} 次；${reason}`,
  noCommand: () => '没有给出命令',
  noSuchExecutable: (program) => `${program}：没有这个可执行文件`,
  notOnPath: (program) => `${program}：在 PATH 中找不到这个命令`,
  cannotReadSource: (file, code) => `无法读取 ${file}：${code}`,
  cannotCompile: (file, why) => `无法编译 ${file}：${why}`,
  compilerFailed: (compiler, file, why) => `${compiler} 编译 ${file} 失败（${why}）`,
  compilerMemory: (mb) => `超出了编译器的内存上限 ${mb} MB`,
  compilerCpu: (seconds) => `超出了编译器的时间上限：${seconds} 秒 CPU 时间`,
  compilerWall: (seconds) => `超出了编译器的实际时间上限 ${seconds} 秒`,
};

/** The judge's words in `language`. */
export function judgeWords(language: Language = 'en'): Translated<typeof en> {
  return pick({ en, 'zh-cn': zhCn }, language);
}

// The judge's own words (verdict summaries and why a run failed) in each language. The
// program's output lines (`Case i: n`, `YES`/`NO`) are quoted as they are, never translated.
import { pick, type Language, type Translated } from '../core/l10n/message';
import type { FileKind } from './regularFile';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a path is when it is no regular file. */
const FILE_KINDS_EN: Readonly<Record<FileKind, string>> = {
  directory: 'a directory',
  fifo: 'a FIFO (named pipe)',
  'character-device': 'a character device',
  'block-device': 'a block device',
  socket: 'a socket',
  other: 'a special file',
};
const FILE_KINDS_ZH_CN: Readonly<Record<FileKind, string>> = {
  directory: '目录',
  fifo: '命名管道（FIFO）',
  'character-device': '字符设备',
  'block-device': '块设备',
  socket: '套接字',
  other: '特殊文件',
};

const en = {
  accepted: (title: string, cases: number) => `${title}: ${plural(cases, 'case', 'cases')}`,
  because: (title: string, reason: string) => `${title}: ${reason}`,
  casesWrong: (failing: number, cases: number) => ` (${failing} of ${cases} cases wrong)`,
  usage: (usage: string) => `; ${usage}`,
  skipped: (skipped: number) => `; ${plural(skipped, 'case', 'cases')} with errors skipped`,
  nothingJudgedSkipped: (skipped: number) =>
    `Nothing judged: ${skipped === 1 ? 'the only case has errors and was' : `all ${skipped} cases have errors and were`} skipped; your program was not run`,
  nothingJudgedEmpty: () => 'Nothing judged: the file holds no case; your program was not run',
  time: (ms: number, cpuMs: number) => `${ms} ms (CPU ${cpuMs} ms)`,
  // Resident: the pages the run itself touched, its peak (a small C++ run shows 0.3 MB), not what it reserved.
  memory: (mb: string) => `, ${mb} MB resident`,
  noAnswer: () => 'we have no answer for this case',
  outputLimit: () => 'it wrote more than 64 MiB and was stopped',
  fileSizeLimit: (mib: number) => `it wrote a file past the file-size limit of ${mib} MiB (SIGXFSZ)`,
  // How the run was contained (src/judge/containment/): one line under every report.
  level: (level: 'cgroup2' | 'cgroup1' | 'proc' | 'group') =>
    ({ cgroup2: 'cgroup v2', cgroup1: 'cgroup v1', proc: 'the /proc tracker', group: 'the process group' })[level],
  sandboxed: (level: string) =>
    `sandbox: namespaces + ${level} — files read-only outside the run folder, no network, no other process visible`,
  unsandboxed: (level: string, why: string) =>
    `sandbox: ${level} only (${why}) — files outside the run folder are not protected, nor the network, nor the judge from signals`,
  boxPerRun: (why: 'no-cc' | 'no-cgroup1' | 'box-failed') =>
    ({
      'no-cc': "; a new box per run (no C compiler to build the box's init, which reuses one)",
      'no-cgroup1': '; a new box per run (a box is reused only over cgroup v1)',
      'box-failed': '; a new box per run (the reused box could not start)',
    })[why],
  noSandboxWhy: (why: 'not-linux' | 'no-bwrap' | 'no-namespaces' | 'forced', forced: string) =>
    ({
      'not-linux': 'no namespaces on this system',
      'no-bwrap': 'bwrap is not installed',
      'no-namespaces': 'user namespaces are not allowed here',
      forced: `HOLEDOX_CONTAINMENT=${forced}`,
    })[why],
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
  notRegularFile: (file: string, kind: FileKind) => `cannot read ${file}: it is ${FILE_KINDS_EN[kind]}, not a regular file`,
  fileTooLarge: (file: string, mb: string, limitMb: number) =>
    `cannot read ${file}: it holds ${mb} MB, more than the ${limitMb} MB allowed`,
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
  nothingJudgedSkipped: (skipped) =>
    `未评测：${skipped === 1 ? '唯一的用例有错误，已跳过' : `全部 ${skipped} 个用例都有错误，已跳过`}；没有运行你的程序`,
  nothingJudgedEmpty: () => '未评测：文件中没有用例；没有运行你的程序',
  time: (ms, cpuMs) => `${ms} 毫秒（CPU ${cpuMs} 毫秒）`,
  memory: (mb) => `，常驻内存 ${mb} MB`,
  noAnswer: () => '我们没有这个用例的答案',
  outputLimit: () => '它的输出超过了 64 MiB，已被停止',
  fileSizeLimit: (mib) => `它写的文件超过了文件大小上限 ${mib} MiB（SIGXFSZ）`,
  level: (level) => ({ cgroup2: 'cgroup v2', cgroup1: 'cgroup v1', proc: '/proc 跟踪', group: '进程组' })[level],
  sandboxed: (level) => `沙箱：命名空间 + ${level}——运行目录以外的文件只读，没有网络，看不到其他进程`,
  unsandboxed: (level, why) => `沙箱：仅 ${level}（${why}）——运行目录以外的文件、网络以及评测程序本身（信号）都不受保护`,
  boxPerRun: (why) =>
    ({
      'no-cc': '；每次运行新建沙箱（没有 C 编译器来构建复用沙箱的 init）',
      'no-cgroup1': '；每次运行新建沙箱（只有在 cgroup v1 上才复用沙箱）',
      'box-failed': '；每次运行新建沙箱（复用的沙箱无法启动）',
    })[why],
  noSandboxWhy: (why, forced) =>
    ({
      'not-linux': '这个系统没有命名空间',
      'no-bwrap': '没有安装 bwrap',
      'no-namespaces': '这里不允许用户命名空间',
      forced: `HOLEDOX_CONTAINMENT=${forced}`,
    })[why],
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
  notRegularFile: (file, kind) => `无法读取 ${file}：它是${FILE_KINDS_ZH_CN[kind]}，不是普通文件`,
  fileTooLarge: (file, mb, limitMb) => `无法读取 ${file}：它有 ${mb} MB，超过了允许的 ${limitMb} MB`,
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

// The judge's own words (verdict summaries and why a run failed) in English and 简体中文: one
// part of the catalogue (core/l10n/message.ts), added when this file is loaded, as the judge's
// code words its messages with `judgeWords`. The program's output lines (`Case i: n`,
// `YES`/`NO`) are quoted as they are, never translated.
import { addWords, say, type Language, type Message, type Translation } from '../core/l10n/message';
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
  'judge.accepted': ({ title, cases }: { title: string; cases: number }) => `${title}: ${plural(cases, 'case', 'cases')}`,
  'judge.because': ({ title, reason }: { title: string; reason: string }) => `${title}: ${reason}`,
  'judge.cases-wrong': ({ failing, cases }: { failing: number; cases: number }) => ` (${failing} of ${cases} cases wrong)`,
  'judge.usage': ({ usage }: { usage: string }) => `; ${usage}`,
  'judge.skipped': ({ skipped }: { skipped: number }) => `; ${plural(skipped, 'case', 'cases')} with errors skipped`,
  'judge.nothing-judged-skipped': ({ skipped }: { skipped: number }) =>
    `Nothing judged: ${skipped === 1 ? 'the only case has errors and was' : `all ${skipped} cases have errors and were`} skipped; your program was not run`,
  'judge.nothing-judged-empty': () => 'Nothing judged: the file holds no case; your program was not run',
  'judge.time': ({ ms, cpuMs }: { ms: number; cpuMs: number }) => `${ms} ms (CPU ${cpuMs} ms)`,
  // Resident: the pages the run itself touched, its peak (a small C++ run shows 0.3 MB), not what it reserved.
  'judge.memory': ({ mb }: { mb: string }) => `, ${mb} MB resident`,
  'judge.no-answer': () => 'we have no answer for this case',
  'judge.output-limit': () => 'it wrote more than 64 MiB and was stopped',
  'judge.file-size-limit': ({ mib }: { mib: number }) => `it wrote a file past the file-size limit of ${mib} MiB (SIGXFSZ)`,
  // How the run was contained (src/judge/containment/): one line under every report.
  'judge.level': ({ level }: { level: 'cgroup2' | 'cgroup1' | 'proc' | 'group' }) =>
    ({ cgroup2: 'cgroup v2', cgroup1: 'cgroup v1', proc: 'the /proc tracker', group: 'the process group' })[level],
  'judge.sandboxed': ({ level }: { level: string }) =>
    `sandbox: namespaces + ${level} — files read-only outside the run folder, no network, no other process visible`,
  'judge.unsandboxed': ({ level, why }: { level: string; why: string }) =>
    `sandbox: ${level} only (${why}) — files outside the run folder are not protected, nor the network, nor the judge from signals`,
  'judge.box-per-run': ({ why }: { why: 'no-cc' | 'no-cgroup1' | 'box-failed' }) =>
    ({
      'no-cc': "; a new box per run (no C compiler to build the box's init, which reuses one)",
      'no-cgroup1': '; a new box per run (a box is reused only over cgroup v1)',
      'box-failed': '; a new box per run (the reused box could not start)',
    })[why],
  'judge.no-sandbox-why': ({ why, forced }: { why: 'not-linux' | 'no-bwrap' | 'no-namespaces' | 'forced'; forced: string }) =>
    ({
      'not-linux': 'no namespaces on this system',
      'no-bwrap': 'bwrap is not installed',
      'no-namespaces': 'user namespaces are not allowed here',
      forced: `HOLEDOX_CONTAINMENT=${forced}`,
    })[why],
  'judge.cpu-limit': ({ cpuMs, limitMs }: { cpuMs: number; limitMs: number }) => `it used ${cpuMs} ms of CPU; the limit is ${limitMs} ms`,
  'judge.idle': ({ seconds, cpuMs }: { seconds: string; cpuMs: number }) =>
    `waited ${seconds} s with ${cpuMs} ms of CPU, none of it in the last second (does it read standard input to the end and stop at 0 0 0?)`,
  'judge.memory-used': ({ used }: { used: string }) => used,
  'judge.memory-past-limit': () => 'more than the limit',
  'judge.memory-limit': ({ limit }: { limit: string }) => `, the limit is ${limit}`,
  'judge.memory-own': ({ own }: { own: string }) => ` (beyond the runtime's own ${own})`,
  'judge.waiting': ({ wallMs, cpuMs }: { wallMs: number; cpuMs: number }) =>
    `still running after ${wallMs} ms with ${cpuMs} ms of CPU, none of it in the last second: it is waiting, not computing (does it read standard input to the end and stop at 0 0 0?)`,
  'judge.too-busy': ({ wallMs, cpuMs, limitMs }: { wallMs: number; cpuMs: number; limitMs: number }) =>
    `still running after ${wallMs} ms (CPU ${cpuMs} ms; the limit is ${limitMs} ms of CPU), the machine is too busy to tell`,
  'judge.not-started': ({ why }: { why: string }) => `it could not be started (${why})`,
  'judge.unknown-reason': () => 'unknown reason',
  'judge.killed-by': ({ signal }: { signal: string }) => `killed by ${signal}`,
  'judge.exit-code': ({ code }: { code: string }) => `exit code ${code}`,
  'judge.not-text': ({ at, byte }: { at: number; byte: string }) => `its output is not text: byte ${at} is ${byte}`,
  'judge.zero-byte': () => 'a zero byte',
  'judge.not-utf8': ({ hex }: { hex: string }) => `${hex}, not UTF-8`,
  'judge.silent-unread': () => 'it printed nothing and ended without reading its input (it must read the cases from standard input)',
  'judge.silent': ({ lines }: { lines: number }) => `it printed nothing; ${lines} answer line${lines === 1 ? ' was' : 's were'} expected`,
  'judge.flaky': ({ failed, runs, reason }: { failed: number; runs: number; reason: string }) =>
    `flaky: failed ${failed} of ${runs} runs; ${reason}`,
  // Building a solution (src/judge/prepare.ts).
  'judge.no-command': () => 'no command given',
  'judge.no-such-executable': ({ program }: { program: string }) => `${program}: no such executable file`,
  'judge.not-on-path': ({ program }: { program: string }) => `${program}: command not found on PATH`,
  'judge.cannot-read-source': ({ file, code }: { file: string; code: string }) => `cannot read ${file}: ${code}`,
  'judge.not-regular-file': ({ file, kind }: { file: string; kind: FileKind }) =>
    `cannot read ${file}: it is ${FILE_KINDS_EN[kind]}, not a regular file`,
  'judge.file-too-large': ({ file, mb, limitMb }: { file: string; mb: string; limitMb: number }) =>
    `cannot read ${file}: it holds ${mb} MB, more than the ${limitMb} MB allowed`,
  'judge.cannot-compile': ({ file, why }: { file: string; why: string }) => `cannot compile ${file}: ${why}`,
  'judge.compiler-failed': ({ compiler, file, why }: { compiler: string; file: string; why: string }) =>
    `${compiler} failed on ${file} (${why})`,
  'judge.compiler-memory': ({ mb }: { mb: number }) => `it went past the compiler's memory limit of ${mb} MB`,
  'judge.compiler-cpu': ({ seconds }: { seconds: number }) => `it went past the compiler's time limit of ${seconds} s of CPU`,
  'judge.compiler-wall': ({ seconds }: { seconds: number }) => `it went past the compiler's wall time limit of ${seconds} s`,
} as const;

const zhCn: Translation<typeof en> = {
  'judge.accepted': ({ title, cases }) => `${title}：${cases} 个用例`,
  'judge.because': ({ title, reason }) => `${title}：${reason}`,
  'judge.cases-wrong': ({ failing, cases }) => `（${cases} 个用例中错了 ${failing} 个）`,
  'judge.usage': ({ usage }) => `；${usage}`,
  'judge.skipped': ({ skipped }) => `；跳过了 ${skipped} 个有错误的用例`,
  'judge.nothing-judged-skipped': ({ skipped }) =>
    `未评测：${skipped === 1 ? '唯一的用例有错误，已跳过' : `全部 ${skipped} 个用例都有错误，已跳过`}；没有运行你的程序`,
  'judge.nothing-judged-empty': () => '未评测：文件中没有用例；没有运行你的程序',
  'judge.time': ({ ms, cpuMs }) => `${ms} 毫秒（CPU ${cpuMs} 毫秒）`,
  'judge.memory': ({ mb }) => `，常驻内存 ${mb} MB`,
  'judge.no-answer': () => '我们没有这个用例的答案',
  'judge.output-limit': () => '它的输出超过了 64 MiB，已被停止',
  'judge.file-size-limit': ({ mib }) => `它写的文件超过了文件大小上限 ${mib} MiB（SIGXFSZ）`,
  'judge.level': ({ level }) => ({ cgroup2: 'cgroup v2', cgroup1: 'cgroup v1', proc: '/proc 跟踪', group: '进程组' })[level],
  'judge.sandboxed': ({ level }) => `沙箱：命名空间 + ${level}——运行目录以外的文件只读，没有网络，看不到其他进程`,
  'judge.unsandboxed': ({ level, why }) => `沙箱：仅 ${level}（${why}）——运行目录以外的文件、网络以及评测程序本身（信号）都不受保护`,
  'judge.box-per-run': ({ why }) =>
    ({
      'no-cc': '；每次运行新建沙箱（没有 C 编译器来构建复用沙箱的 init）',
      'no-cgroup1': '；每次运行新建沙箱（只有在 cgroup v1 上才复用沙箱）',
      'box-failed': '；每次运行新建沙箱（复用的沙箱无法启动）',
    })[why],
  'judge.no-sandbox-why': ({ why, forced }) =>
    ({
      'not-linux': '这个系统没有命名空间',
      'no-bwrap': '没有安装 bwrap',
      'no-namespaces': '这里不允许用户命名空间',
      forced: `HOLEDOX_CONTAINMENT=${forced}`,
    })[why],
  'judge.cpu-limit': ({ cpuMs, limitMs }) => `它用了 ${cpuMs} 毫秒 CPU 时间；上限是 ${limitMs} 毫秒`,
  'judge.idle': ({ seconds, cpuMs }) =>
    `等了 ${seconds} 秒，只用了 ${cpuMs} 毫秒 CPU 时间，最后一秒完全没用（它是否把标准输入读到结尾，并在 0 0 0 处停下？）`,
  'judge.memory-used': ({ used }) => used,
  'judge.memory-past-limit': () => '超过上限',
  'judge.memory-limit': ({ limit }) => `，上限是 ${limit}`,
  'judge.memory-own': ({ own }) => `（不含运行环境本身的 ${own}）`,
  'judge.waiting': ({ wallMs, cpuMs }) =>
    `${wallMs} 毫秒后仍在运行，只用了 ${cpuMs} 毫秒 CPU 时间，最后一秒完全没用：它在等待，而不是在计算（它是否把标准输入读到结尾，并在 0 0 0 处停下？）`,
  'judge.too-busy': ({ wallMs, cpuMs, limitMs }) =>
    `${wallMs} 毫秒后仍在运行（CPU ${cpuMs} 毫秒；上限是 ${limitMs} 毫秒 CPU 时间），机器太忙，无法判断`,
  'judge.not-started': ({ why }) => `无法启动它（${why}）`,
  'judge.unknown-reason': () => '原因不明',
  'judge.killed-by': ({ signal }) => `被 ${signal} 终止`,
  'judge.exit-code': ({ code }) => `退出码 ${code}`,
  'judge.not-text': ({ at, byte }) => `它的输出不是文本：偏移 ${at} 处是${byte}`,
  'judge.zero-byte': () => '一个零字节',
  'judge.not-utf8': ({ hex }) => ` ${hex}，不是 UTF-8`,
  'judge.silent-unread': () => '它什么也没输出，也没有读取输入就结束了（它必须从标准输入读取用例）',
  'judge.silent': ({ lines }) => `它什么也没输出；应有 ${lines} 行答案`,
  'judge.flaky': ({ failed, runs, reason }) => `不稳定：${runs} 次运行中失败 ${failed} 次；${reason}`,
  'judge.no-command': () => '没有给出命令',
  'judge.no-such-executable': ({ program }) => `${program}：没有这个可执行文件`,
  'judge.not-on-path': ({ program }) => `${program}：在 PATH 中找不到这个命令`,
  'judge.cannot-read-source': ({ file, code }) => `无法读取 ${file}：${code}`,
  'judge.not-regular-file': ({ file, kind }) => `无法读取 ${file}：它是${FILE_KINDS_ZH_CN[kind]}，不是普通文件`,
  'judge.file-too-large': ({ file, mb, limitMb }) => `无法读取 ${file}：它有 ${mb} MB，超过了允许的 ${limitMb} MB`,
  'judge.cannot-compile': ({ file, why }) => `无法编译 ${file}：${why}`,
  'judge.compiler-failed': ({ compiler, file, why }) => `${compiler} 编译 ${file} 失败（${why}）`,
  'judge.compiler-memory': ({ mb }) => `超出了编译器的内存上限 ${mb} MB`,
  'judge.compiler-cpu': ({ seconds }) => `超出了编译器的时间上限：${seconds} 秒 CPU 时间`,
  'judge.compiler-wall': ({ seconds }) => `超出了编译器的实际时间上限 ${seconds} 秒`,
};

/** The judge's part of the catalogue; it joins when this file is loaded, as its users word it. */
export const JUDGE_WORDS = { en, 'zh-cn': zhCn };
addWords(JUDGE_WORDS);

declare module '../core/l10n/message' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the judge's ids join the catalogue's
  interface Words extends JudgeWords {}
}
type JudgeWords = typeof en;

/** Words a message (the judge's, or any other the judge passes on) in `language`. */
export function judgeWords(language: Language = 'en'): (message: Message) => string {
  return (message) => say(message, language);
}

// What `holedox judge` and `holedox stress` say about their own options: the --help pages and
// the usage errors, in English and 简体中文: one part of the catalogue (core/l10n/message.ts),
// added by judgeCommands.ts, which words it. Option names, placeholders and commands stay as typed.
import type { StressCases } from '../core/formats/format';
import { msg, type Message, type Translation } from '../core/l10n/message';
import type { FormatPieces } from './cliWords';

/** The numbers the help pages name, so both languages give the same ones. */
export interface UsageFigures {
  /** Reruns of a counterexample before it is called flaky. */
  readonly reruns: number;
  /** This machine's cores: --jobs' default. */
  readonly cores: number;
}

/** A format's default for a limit: 'Holedox 5000'. */
interface FormatLimit {
  readonly name: string;
  readonly value: number;
}

/** What both help pages say of the formats (judgeHelpArgs, stressHelpArgs). */
interface FormatsInHelp {
  /** '.holedox or .tempter' */
  readonly extensions: string;
  /** 'holedox or tempter'; the stress page's marks its default. */
  readonly ids: string;
  /** Each format's CPU time per run, in ms. */
  readonly timeLimits: readonly FormatLimit[];
  /** Each format's memory per run, in MB. */
  readonly memoryLimits: readonly FormatLimit[];
}

/** The arguments as the CLI gives them: each list of words a message, worded in the page's language. */
type Lists<A> = { readonly [K in keyof A]: A[K] extends string ? Message : A[K] };

/** What the judge's help page says of `formats` (the registry's, in its order). */
export function judgeHelpArgs(formats: readonly FormatPieces[]): Lists<FormatsInHelp> {
  return {
    extensions: msg('formats.extensions', { extensions: formats.map((f) => f.fileExtension) }),
    ids: msg('formats.ids', { ids: formats.map((f) => f.id) }),
    timeLimits: formats.map((f) => ({ name: f.displayName, value: f.timeLimitMs })),
    memoryLimits: formats.map((f) => ({ name: f.displayName, value: f.memoryLimitKb / 1024 })),
  };
}

/** What the stress help page says of a format: its pieces, and the case sizes its stress cases take. */
export type StressPieces = FormatPieces & { readonly stress?: Pick<StressCases, 'sizes'> };

/** The stress sizes a help page names. */
type SizeKey = keyof StressCases['sizes'];

/** A format's allowed values of one stress size: 'Holedox, 2..8'. */
interface SizeRange {
  readonly name: string;
  readonly lo: number;
  readonly hi: number;
}

/** What the stress help page says of `formats`, stress testing `defaultId` unless told otherwise, and the figures it names. */
export function stressHelpArgs(
  formats: readonly StressPieces[],
  defaultId: FormatPieces['id'],
  figures: UsageFigures,
): Lists<Omit<StressHelpArgs, 'extension'>> & Pick<StressHelpArgs, 'extension'> {
  const written = formats.find((f) => f.id === defaultId) ?? formats[0];
  const takers = (key: SizeKey): SizeRange[] =>
    formats.flatMap((f) => {
      const range = f.stress?.sizes[key];
      return range ? [{ name: f.displayName, ...range }] : [];
    });
  const { timeLimits, memoryLimits } = judgeHelpArgs(formats);
  return {
    ids: msg('formats.ids', { ids: formats.map((f) => f.id), defaultId }),
    timeLimits,
    memoryLimits,
    extension: written?.fileExtension ?? '',
    otherExtensions: formats.filter((f) => f !== written).map((f) => f.fileExtension),
    sides: takers('maxSide'),
    lengths: takers('maxLength'),
    times: takers('maxTime'),
    ...figures,
  };
}

interface StressHelpArgs extends Omit<FormatsInHelp, 'extensions'>, UsageFigures {
  /** The default format's extension: counterexample.holedox. */
  readonly extension: string;
  /** The others': ['.tempter']. */
  readonly otherExtensions: readonly string[];
  /** The formats that take --max-side, --max-length and --max-time, with the values each allows. */
  readonly sides: readonly SizeRange[];
  readonly lengths: readonly SizeRange[];
  readonly times: readonly SizeRange[];
}

// Two formats' limits have always sat in the options' own lines, and scripts read those lines
// as they are; more formats take a line each, under the option, names aligned.
const INLINE_LIMITS = 2;
const HANG = `\n${' '.repeat(20)}`;
const limitText = (l: FormatLimit) => `${l.name} ${l.value}`;
const limitLines = (limits: readonly FormatLimit[]): string => {
  const width = Math.max(...limits.map((l) => l.name.length));
  return limits.map((l) => `${HANG}  ${l.name.padEnd(width)} ${l.value}`).join('');
};

const enTimeLimit = (limits: readonly FormatLimit[]): string =>
  limits.length <= INLINE_LIMITS
    ? `CPU time per run (default: ${limits.map(limitText).join(', ')})`
    : `CPU time per run, by default:${limitLines(limits)}`;
const zhTimeLimit = (limits: readonly FormatLimit[]): string =>
  limits.length <= INLINE_LIMITS
    ? `每次运行的 CPU 时间（默认：${limits.map(limitText).join('，')}）`
    : `每次运行的 CPU 时间，默认：${limitLines(limits)}`;
/** ' (or .tempter)' after the default format's file name; nothing when it is the only format. */
const enOthers = (others: readonly string[]): string => (others.length === 0 ? '' : ` (or ${others.join(', ')})`);
const zhOthers = (others: readonly string[]): string => (others.length === 0 ? ' ' : `（或 ${others.join('、')}）`);
/** '(Holedox up to 20, Tempter up to 6)', '(Holedox, 2..8)': the formats that take a stress size; nothing when none does. */
const enSides = (ranges: readonly SizeRange[]): string =>
  ranges.length === 0 ? '' : ` (${ranges.map((r) => `${r.name} up to ${r.hi}`).join(', ')})`;
const enRanges = (ranges: readonly SizeRange[]): string =>
  ranges.length === 0 ? '' : ` (${ranges.map((r) => `${r.name}, ${r.lo}..${r.hi}`).join('; ')})`;
const zhSides = (ranges: readonly SizeRange[]): string =>
  ranges.length === 0 ? '' : `（${ranges.map((r) => `${r.name} 至多 ${r.hi}`).join('，')}）`;
const zhRanges = (ranges: readonly SizeRange[]): string =>
  ranges.length === 0 ? '' : `（${ranges.map((r) => `${r.name}，${r.lo}..${r.hi}`).join('；')}）`;

const en = {
  'judge-usage.judge-help': (f: FormatsInHelp) => `Usage: holedox judge FILE [options] -- COMMAND [ARG...]
       holedox judge FILE [options] SOURCE

Runs your solution on FILE (a ${f.extensions} input) with the file on its
standard input, and compares its output with the judge's answers case by case.
SOURCE is compiled or run by its extension: .cpp .cc .cxx (g++ -O2 -std=c++17),
.c (gcc -O2), .py (python3), .js (node), .java (javac + java); anything else runs
as an executable. Compiled programs are cached by content.

Options:
  --time-limit MS   ${enTimeLimit(f.timeLimits)}
  --memory-limit MB ${
    f.memoryLimits.length <= INLINE_LIMITS
      ? `memory of the whole run, beyond its runtime's own (default:${HANG}${f.memoryLimits.map(limitText).join(', ')}, as the statements say)`
      : `memory of the whole run, beyond its runtime's own; by${HANG}default, as the statements say:${limitLines(f.memoryLimits)}`
  }
  --format F        ${f.ids} instead of detecting it
  --compile TEMPLATE  compile SOURCE with this command ({source}, {binary}, {dir}, {name})
  --run TEMPLATE    run SOURCE with this command (same placeholders)
  --lang L          messages in L (en or zh-cn); default from LC_ALL, LC_MESSAGES, LANG
  --help            show this help

Prints one line per failing case as FILE:LINE:COL, then a summary line with the
verdict, time and memory. Exit 0 only on Accepted, 1 on any other verdict, 2 on
a usage, read or start-up error; on SIGINT, SIGTERM or SIGHUP the program is
ended first, then the exit is 130, 143 or 129.
`,
  'judge-usage.stress-help': (f: StressHelpArgs) => `Usage: holedox stress [options] -- COMMAND [ARG...]
       holedox stress [options] SOURCE

Runs your solution on random cases from a seeded generator (small first, growing
to the judge's limits, many cases per run) and compares each answer with ours.
On the first difference it shrinks the case while your program still gets it
wrong, writes counterexample${f.extension}${enOthers(f.otherExtensions)} and its .out with our answer,
and prints the case, both answers and the seed that reproduces the run. Before
that it runs your program on the case ${f.reruns} times more: a program that fails
only some of the time is reported as flaky ("failed 2 of 6 runs"), unshrunk.
Every 4th file holds 320 cases, as long as a judge's (a counter kept in a byte wraps).

When every case agrees, it hunts for slow legal cases: cases from where a search
without pruning is slowest, and changes to the slowest so far, timed by your
program's CPU. A case over the time limit twice in a row is Time Limit Exceeded:
it is shrunk while it stays over, written to time-limit${f.extension}${enOthers(f.otherExtensions)}
with its .out, and what each pruning is worth on it is printed. Otherwise the
slowest case is printed with its CPU time and ours.

Options:
  --format F        ${f.ids}
  --seed S          0..4294967295 (default: random, printed)
  --cases N         stop after N cases (default 10000)
  --seconds S       stop after S seconds instead (a quarter of them for the hunt)
  --hunt            only the hunt for slow cases (--cases N: cases to time,
                    default 300)
  --max-side N      largest rows and columns${enSides(f.sides)}
  --max-length L    largest snake${enRanges(f.lengths)}
  --max-time T      largest T${enRanges(f.times)}
  --time-limit MS   ${enTimeLimit(f.timeLimits)}
  --memory-limit MB ${
    f.memoryLimits.length <= INLINE_LIMITS
      ? `memory of a whole run, as for holedox judge (default: ${f.memoryLimits.map(limitText).join(`,${HANG}`)})`
      : `memory of a whole run, as for holedox judge; by default:${limitLines(f.memoryLimits)}`
  }
  --jobs N          runs of your program at once (default: this machine's cores,
                    ${f.cores}); the same seed finds the same case whatever N is
  --out DIR         where to write the counterexample (default: the current folder)
  --compile TEMPLATE, --run TEMPLATE   as for holedox judge
  --lang L          messages in L (en or zh-cn); default from LC_ALL, LC_MESSAGES, LANG
  --help            show this help

Exit 0 when no difference was found, 1 with a counterexample or a Time Limit
Exceeded, 2 on a usage or start-up error.
`,
  'judge-usage.see-help': ({ command }: { command: string }) => `Run 'holedox ${command} --help' for the options.`,
  'judge-usage.whole-number': ({ flag, lo, hi, value }: { flag: string; lo: number; hi: number; value: string }) =>
    `${flag} wants a whole number from ${lo} to ${hi}, not '${value}'`,
  'judge-usage.nothing-after-dashes': () => 'nothing after --: give the command that runs your solution (-- ./a.out)',
  'judge-usage.source-and-command': ({ source }: { source: string }) =>
    `give either a source file or a command after --, not both ('${source}')`,
  'judge-usage.no-solution': () => 'no solution given: add a source file (sol.cpp) or the command after -- (-- ./a.out)',
  'judge-usage.templates-need-source': () => '--compile and --run apply to a source file, not to a command',
  'judge-usage.no-input-file': () => 'no input file given',
  'judge-usage.unexpected': ({ arg, example }: { arg: string; example: string }) =>
    `unexpected '${arg}': put the command after -- (${example})`,
  /** `ids`: formatChoices' (cliWords.ts). */
  'judge-usage.format': ({ value, ids }: { value: string; ids: string }) => `--format wants ${ids}, not '${value}'`,
  'judge-usage.cases-or-seconds': () => 'give --cases or --seconds, not both',
  'judge-usage.other-formats-flag': ({ flag, format, id }: { flag: string; format: string; id: string }) =>
    `${flag} is for ${format} (--format ${id})`,
  'judge-usage.unknown-option': ({ option }: { option: string }) =>
    `unknown option '${option}' (a file name that starts with - goes after --)`,
  'judge-usage.missing-value': ({ option }: { option: string }) => `${option} wants a value`,
  'judge-usage.no-option-value': ({ option }: { option: string }) => `${option} takes no value`,
} as const;

const zhCn: Translation<typeof en> = {
  'judge-usage.judge-help': (f) => `用法：holedox judge FILE [选项] -- COMMAND [ARG...]
      holedox judge FILE [选项] SOURCE

以 FILE（${f.extensions} 输入文件）作为标准输入运行你的程序，
并逐个用例把它的输出与评测的答案比较。
SOURCE 按扩展名编译或运行：.cpp .cc .cxx（g++ -O2 -std=c++17）、
.c（gcc -O2）、.py（python3）、.js（node）、.java（javac + java）；
其他文件作为可执行文件运行。编译结果按内容缓存。

选项：
  --time-limit MS   ${zhTimeLimit(f.timeLimits)}
  --memory-limit MB ${
    f.memoryLimits.length <= INLINE_LIMITS
      ? `整次运行的内存，不含运行环境本身（默认：${f.memoryLimits.map(limitText).join(`，${HANG}`)}，与题面一致）`
      : `整次运行的内存，不含运行环境本身；默认与题面一致：${limitLines(f.memoryLimits)}`
  }
  --format F        按 ${f.ids} 读取，而不自动判断
  --compile TEMPLATE  用这条命令编译 SOURCE（{source}、{binary}、{dir}、{name}）
  --run TEMPLATE    用这条命令运行 SOURCE（占位符同上）
  --lang L          消息语言 L（en 或 zh-cn）；默认取自 LC_ALL、LC_MESSAGES、LANG
  --help            显示本帮助

每个出错的用例打印一行 FILE:LINE:COL，最后一行给出评测结果、时间和内存。
只有答案正确 AC 时退出状态为 0，其他评测结果为 1，用法、读取或启动错误为 2；
收到 SIGINT、SIGTERM 或 SIGHUP 时先结束程序，再以 130、143 或 129 退出。
`,
  'judge-usage.stress-help': (f) => `用法：holedox stress [选项] -- COMMAND [ARG...]
      holedox stress [选项] SOURCE

用带种子的生成器产生随机用例（从小到大，直到评测的上限，每次运行包含许多用例）
来运行你的程序，并把每个答案与我们的比较。发现第一个差异后，在你的程序仍然出错
的前提下缩小这个用例，写出 counterexample${f.extension}${zhOthers(f.otherExtensions)}及含我们答案的
.out 文件，并打印用例、双方的答案和能复现这次运行的种子。在此之前，会在这个用例上
再运行你的程序 ${f.reruns} 次：有时才出错的程序会被报告为不稳定（“6 次运行中失败 2 次”），
不加缩小。每 4 个文件中有一个含 320 个用例，与评测数据一样长（用一个字节存的计数器会回绕）。

所有用例都一致时，再寻找慢的合法用例：从不加剪枝的搜索最慢的区域取用例，并改动
目前最慢的用例，按你的程序所用的 CPU 时间计时。连续两次超过时间限制即为时间超限
TLE：在仍然超时的前提下缩小用例，写出 time-limit${f.extension}${zhOthers(f.otherExtensions)}及其 .out
文件，并打印各项剪枝在它上面的作用；否则打印最慢的用例及双方所用的 CPU 时间。

选项：
  --format F        ${f.ids}
  --seed S          0..4294967295（默认随机，会打印出来）
  --cases N         检查 N 个用例后停止（默认 10000）
  --seconds S       改为在 S 秒后停止（其中四分之一用来寻找慢用例）
  --hunt            只寻找慢用例（--cases N：计时的用例数，默认 300）
  --max-side N      最大行数和列数${zhSides(f.sides)}
  --max-length L    最长的蛇${zhRanges(f.lengths)}
  --max-time T      最大的 T${zhRanges(f.times)}
  --time-limit MS   ${zhTimeLimit(f.timeLimits)}
  --memory-limit MB ${
    f.memoryLimits.length <= INLINE_LIMITS
      ? `整次运行的内存，与 holedox judge 相同（默认：${f.memoryLimits.map(limitText).join(`，${HANG}`)}）`
      : `整次运行的内存，与 holedox judge 相同；默认：${limitLines(f.memoryLimits)}`
  }
  --jobs N          同时运行你的程序的个数（默认：本机的核数 ${f.cores}）；
                    无论 N 是多少，同一个种子找到的都是同一个用例
  --out DIR         反例写入的文件夹（默认：当前文件夹）
  --compile TEMPLATE, --run TEMPLATE   与 holedox judge 相同
  --lang L          消息语言 L（en 或 zh-cn）；默认取自 LC_ALL、LC_MESSAGES、LANG
  --help            显示本帮助

没有发现差异时退出状态为 0，找到反例或时间超限时为 1，用法或启动错误时为 2。
`,
  'judge-usage.see-help': ({ command }) => `运行 'holedox ${command} --help' 查看选项。`,
  'judge-usage.whole-number': ({ flag, lo, hi, value }) => `${flag} 需要 ${lo} 到 ${hi} 之间的整数，而不是“${value}”`,
  'judge-usage.nothing-after-dashes': () => '-- 之后什么也没有：请给出运行你的程序的命令（-- ./a.out）',
  'judge-usage.source-and-command': ({ source }) => `请给出源文件或 -- 之后的命令，不要同时给出（“${source}”）`,
  'judge-usage.no-solution': () => '没有给出程序：请加上源文件（sol.cpp）或 -- 之后的命令（-- ./a.out）',
  'judge-usage.templates-need-source': () => '--compile 和 --run 只用于源文件，不用于命令',
  'judge-usage.no-input-file': () => '没有给出输入文件',
  'judge-usage.unexpected': ({ arg, example }) => `多余的“${arg}”：命令要放在 -- 之后（${example}）`,
  'judge-usage.format': ({ value, ids }) => `--format 需要 ${ids}，而不是“${value}”`,
  'judge-usage.cases-or-seconds': () => '--cases 和 --seconds 只能给出一个',
  'judge-usage.other-formats-flag': ({ flag, format, id }) => `${flag} 用于 ${format}（--format ${id}）`,
  'judge-usage.unknown-option': ({ option }) => `未知选项“${option}”（以 - 开头的文件名要放在 -- 之后）`,
  'judge-usage.missing-value': ({ option }) => `${option} 需要一个值`,
  'judge-usage.no-option-value': ({ option }) => `${option} 不接受值`,
};

/** The judge and stress commands' help and usage errors: a part of the catalogue. */
export const JUDGE_USAGE_WORDS = { en, 'zh-cn': zhCn };

declare module '../core/l10n/message' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the judge commands' usage ids join the catalogue's
  interface Words extends JudgeUsageWords {}
}
type JudgeUsageWords = typeof en;

// What `holedox judge` and `holedox stress` say around the judge's report, in English and
// 简体中文: one part of the catalogue (core/l10n/message.ts), added by judgeCommands.ts, which
// words it. The program's own lines and ours (`Case i: n`, `YES`/`NO`), the input it failed on
// and the FILE:LINE:COL of a case are printed as they are, in every language.
import type { Translation } from '../core/l10n/message';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const en = {
  'judge-cli.nothing-to-judge': ({ file, allFlawed }: { file: string; allFlawed: boolean }) =>
    `no case of ${file} can be judged: ${allFlawed ? 'every case has errors (run holedox FILE to see them)' : 'the file holds no case'}`,
  'judge-cli.skipped-case': ({ caseNumber, message }: { caseNumber: number; message: string }) =>
    `Case ${caseNumber}: skipped, the case has errors: ${message}`,
  'judge-cli.failing-case': ({ caseNumber, message }: { caseNumber: number; message: string }) => `Case ${caseNumber}: ${message}`,
  'judge-cli.more-failing': ({ more }: { more: number }) => `… and ${more} more failing cases`,
  'judge-cli.extra-line': ({ line, text }: { line: number; text: string }) =>
    `output line ${line}: extra output after the last case: '${text}'`,
  'judge-cli.stderr-tail': () => 'its stderr (last lines):',
  'judge-cli.cannot-write': ({ name, code }: { name: string; code: string }) => `cannot write ${name}: ${code}`,
  'judge-cli.progress': ({ checked, perSecond, seconds }: { checked: number; perSecond: number; seconds: string }) =>
    `${checked} cases checked, ${perSecond}/s, ${seconds} s`,
  'judge-cli.no-difference': ({ checked, seed, rate }: { checked: number; seed: number; rate: number }) =>
    `No difference in ${checked} cases (seed ${seed}, ${rate} cases/s).`,
  'judge-cli.found-flaky': ({
    title,
    failed,
    runs,
    checked,
    seed,
    name,
  }: {
    title: string;
    failed: number;
    runs: number;
    checked: number;
    seed: number;
    name: string;
  }) =>
    `${title}, flaky (failed ${failed} of ${runs} runs), after ${plural(checked, 'case', 'cases')} (seed ${seed}); not shrunk, written to ${name}:`,
  'judge-cli.found': ({
    title,
    checked,
    seed,
    steps,
    name,
  }: {
    title: string;
    checked: number;
    seed: number;
    steps: number;
    name: string;
  }) =>
    `${title} after ${plural(checked, 'case', 'cases')} (seed ${seed}); ${steps === 0 ? 'already minimal, written' : `shrunk in ${plural(steps, 'step', 'steps')}`} to ${name}:`,
  'judge-cli.hunt-progress': ({ tried, slowest, seconds }: { tried: number; slowest: string; seconds: string }) =>
    `hunting slow cases: ${plural(tried, 'case', 'cases')} timed, the slowest ${slowest} ms of CPU, ${seconds} s`,
  'judge-cli.hunt-time-limit': ({
    title,
    cases,
    cpu,
    runs,
    limit,
    ours,
    steps,
    name,
  }: {
    title: string;
    cases: number;
    cpu: string;
    runs: number;
    limit: number;
    ours: string;
    steps: number;
    name: string;
  }) =>
    `${title} on a statement-sized file (${plural(cases, 'legal case', 'legal cases')}; a judge's file holds up to 10): your program used ${cpu} ms of CPU or more on each of ${runs} runs (limit ${limit} ms); ours: ${ours} ms. ${steps === 0 ? 'Not shrunk' : `Shrunk in ${plural(steps, 'step', 'steps')} while still over the limit`}; written to ${name}:`,
  'judge-cli.hunt-slowest': ({ tried, cpu, ours, limit }: { tried: number; cpu: string; ours: string; limit: number }) =>
    `The slowest of ${plural(tried, 'legal case', 'legal cases')} timed: your program ${cpu} ms of CPU, ours ${ours} ms (limit ${limit} ms):`,
  'judge-cli.hunt-nothing': ({ tried }: { tried: number }) => `No legal case could be timed (${plural(tried, 'case', 'cases')} tried).`,
  'judge-cli.prunings': () => 'What the prunings are worth on it:',
  'judge-cli.ours-on-it': ({ ours }: { ours: string }) => `Ours: ${ours} ms of CPU on it.`,
  'judge-cli.our-answer': ({ name }: { name: string }) => `--- our answer (${name}.out):`,
  'judge-cli.their-answer': () => "--- your program's answer:",
  'judge-cli.nothing': () => '(nothing)',
  'judge-cli.reproduce-flaky': ({ command, failed, runs }: { command: string; failed: number; runs: number }) =>
    `Reproduce: ${command} gives the same cases, but whether your program fails on them is its own randomness (or timing, or uninitialised memory): it failed ${failed} of ${runs} runs on this input`,
  'judge-cli.reproduce': ({ command }: { command: string }) => `Reproduce: ${command}`,
} as const;

const zhCn: Translation<typeof en> = {
  'judge-cli.nothing-to-judge': ({ file, allFlawed }) =>
    `${file} 中没有可评测的用例：${allFlawed ? '每个用例都有错误（运行 holedox FILE 查看）' : '文件中没有用例'}`,
  'judge-cli.skipped-case': ({ caseNumber, message }) => `用例 ${caseNumber}：已跳过，此用例有错误：${message}`,
  'judge-cli.failing-case': ({ caseNumber, message }) => `用例 ${caseNumber}：${message}`,
  'judge-cli.more-failing': ({ more }) => `…… 还有 ${more} 个用例出错`,
  'judge-cli.extra-line': ({ line, text }) => `输出第 ${line} 行：最后一个用例之后多出的输出：'${text}'`,
  'judge-cli.stderr-tail': () => '它的 stderr（最后几行）：',
  'judge-cli.cannot-write': ({ name, code }) => `无法写入 ${name}：${code}`,
  'judge-cli.progress': ({ checked, perSecond, seconds }) => `已检查 ${checked} 个用例，每秒 ${perSecond} 个，${seconds} 秒`,
  'judge-cli.no-difference': ({ checked, seed, rate }) => `${checked} 个用例中没有发现差异（种子 ${seed}，每秒 ${rate} 个用例）。`,
  'judge-cli.found-flaky': ({ title, failed, runs, checked, seed, name }) =>
    `${title}，不稳定（${runs} 次运行中失败 ${failed} 次），出现在 ${checked} 个用例之后（种子 ${seed}）；未缩小，已写入 ${name}：`,
  'judge-cli.found': ({ title, checked, seed, steps, name }) =>
    `${title}，出现在 ${checked} 个用例之后（种子 ${seed}）；${steps === 0 ? '已是最小，' : `经 ${steps} 步缩小，`}已写入 ${name}：`,
  'judge-cli.hunt-progress': ({ tried, slowest, seconds }) =>
    `寻找慢用例：已计时 ${tried} 个用例，最慢的用了 ${slowest} ms CPU，${seconds} 秒`,
  'judge-cli.hunt-time-limit': ({ title, cases, cpu, runs, limit, ours, steps, name }) =>
    `${title}，文件大小与题目的数据相当（${cases} 个合法用例；评测文件至多 10 个）：${runs} 次运行中你的程序每次都用了至少 ${cpu} ms CPU（限制 ${limit} ms）；我们的：${ours} ms。${steps === 0 ? '未缩小' : `在仍然超时的前提下经 ${steps} 步缩小`}，已写入 ${name}：`,
  'judge-cli.hunt-slowest': ({ tried, cpu, ours, limit }) =>
    `在计时的 ${tried} 个合法用例中最慢的一个：你的程序用了 ${cpu} ms CPU，我们的 ${ours} ms（限制 ${limit} ms）：`,
  'judge-cli.hunt-nothing': ({ tried }) => `没有可以计时的合法用例（试了 ${tried} 个）。`,
  'judge-cli.prunings': () => '各项剪枝在这个用例上的作用：',
  'judge-cli.ours-on-it': ({ ours }) => `我们的：在它上面用了 ${ours} ms CPU。`,
  'judge-cli.our-answer': ({ name }) => `--- 我们的答案（${name}.out）：`,
  'judge-cli.their-answer': () => '--- 你的程序的答案：',
  'judge-cli.nothing': () => '（无输出）',
  'judge-cli.reproduce-flaky': ({ command, failed, runs }) =>
    `复现：${command} 会给出相同的用例，但你的程序在这些用例上是否出错取决于它自身的随机性（或时序、未初始化的内存）：在这个输入上它 ${runs} 次运行中失败了 ${failed} 次`,
  'judge-cli.reproduce': ({ command }) => `复现：${command}`,
};

/** The judge and stress commands' part of the catalogue. */
export const JUDGE_CLI_WORDS = { en, 'zh-cn': zhCn };

declare module '../core/l10n/message' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the judge commands' ids join the catalogue's
  interface Words extends JudgeCliWords {}
}
type JudgeCliWords = typeof en;

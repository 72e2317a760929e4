// What `holedox judge` and `holedox stress` say around the judge's report, in each language.
// The program's own lines and ours (`Case i: n`, `YES`/`NO`), the input it failed on and the
// FILE:LINE:COL of a case are printed as they are, in every language.
import { pick, type Language, type Translated } from '../core/l10n/message';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const en = {
  nothingToJudge: (file: string, allFlawed: boolean) =>
    `no case of ${file} can be judged: ${allFlawed ? 'every case has errors (run holedox FILE to see them)' : 'the file holds no case'}`,
  skippedCase: (caseNumber: number, message: string) => `Case ${caseNumber}: skipped, the case has errors: ${message}`,
  failingCase: (caseNumber: number, message: string) => `Case ${caseNumber}: ${message}`,
  moreFailing: (more: number) => `… and ${more} more failing cases`,
  extraLine: (line: number, text: string) => `output line ${line}: extra output after the last case: '${text}'`,
  stderrTail: () => 'its stderr (last lines):',
  cannotWrite: (name: string, code: string) => `cannot write ${name}: ${code}`,
  progress: (checked: number, perSecond: number, seconds: string) => `${checked} cases checked, ${perSecond}/s, ${seconds} s`,
  noDifference: (checked: number, seed: number, rate: number) => `No difference in ${checked} cases (seed ${seed}, ${rate} cases/s).`,
  foundFlaky: (title: string, failed: number, runs: number, checked: number, seed: number, name: string) =>
    `${title}, flaky (failed ${failed} of ${runs} runs), after ${plural(checked, 'case', 'cases')} (seed ${seed}); not shrunk, written to ${name}:`,
  found: (title: string, checked: number, seed: number, steps: number, name: string) =>
    `${title} after ${plural(checked, 'case', 'cases')} (seed ${seed}); ${steps === 0 ? 'already minimal, written' : `shrunk in ${plural(steps, 'step', 'steps')}`} to ${name}:`,
  huntProgress: (tried: number, slowest: string, seconds: string) =>
    `hunting slow cases: ${plural(tried, 'case', 'cases')} timed, the slowest ${slowest} ms of CPU, ${seconds} s`,
  huntTimeLimit: (title: string, cases: number, cpu: string, runs: number, limit: number, ours: string, steps: number, name: string) =>
    `${title} on a statement-sized file (${plural(cases, 'legal case', 'legal cases')}; a judge's file holds up to 10): your program used ${cpu} ms of CPU or more on each of ${runs} runs (limit ${limit} ms); ours: ${ours} ms. ${steps === 0 ? 'Not shrunk' : `Shrunk in ${plural(steps, 'step', 'steps')} while still over the limit`}; written to ${name}:`,
  huntSlowest: (tried: number, cpu: string, ours: string, limit: number) =>
    `The slowest of ${plural(tried, 'legal case', 'legal cases')} timed: your program ${cpu} ms of CPU, ours ${ours} ms (limit ${limit} ms):`,
  huntNothing: (tried: number) => `No legal case could be timed (${plural(tried, 'case', 'cases')} tried).`,
  prunings: () => 'What the prunings are worth on it:',
  oursOnIt: (ours: string) => `Ours: ${ours} ms of CPU on it.`,
  ourAnswer: (name: string) => `--- our answer (${name}.out):`,
  theirAnswer: () => "--- your program's answer:",
  nothing: () => '(nothing)',
  reproduceFlaky: (command: string, failed: number, runs: number) =>
    `Reproduce: ${command} gives the same cases, but whether your program fails on them is its own randomness (or timing, or uninitialised memory): it failed ${failed} of ${runs} runs on this input`,
  reproduce: (command: string) => `Reproduce: ${command}`,
} as const;

const zhCn: Translated<typeof en> = {
  nothingToJudge: (file, allFlawed) =>
    `${file} 中没有可评测的用例：${allFlawed ? '每个用例都有错误（运行 holedox FILE 查看）' : '文件中没有用例'}`,
  skippedCase: (caseNumber, message) => `用例 ${caseNumber}：已跳过，此用例有错误：${message}`,
  failingCase: (caseNumber, message) => `用例 ${caseNumber}：${message}`,
  moreFailing: (more) => `…… 还有 ${more} 个用例出错`,
  extraLine: (line, text) => `输出第 ${line} 行：最后一个用例之后多出的输出：'${text}'`,
  stderrTail: () => '它的 stderr（最后几行）：',
  cannotWrite: (name, code) => `无法写入 ${name}：${code}`,
  progress: (checked, perSecond, seconds) => `已检查 ${checked} 个用例，每秒 ${perSecond} 个，${seconds} 秒`,
  noDifference: (checked, seed, rate) => `${checked} 个用例中没有发现差异（种子 ${seed}，每秒 ${rate} 个用例）。`,
  foundFlaky: (title, failed, runs, checked, seed, name) =>
    `${title}，不稳定（${runs} 次运行中失败 ${failed} 次），出现在 ${checked} 个用例之后（种子 ${seed}）；未缩小，已写入 ${name}：`,
  found: (title, checked, seed, steps, name) =>
    `${title}，出现在 ${checked} 个用例之后（种子 ${seed}）；${steps === 0 ? '已是最小，' : `经 ${steps} 步缩小，`}已写入 ${name}：`,
  huntProgress: (tried, slowest, seconds) => `寻找慢用例：已计时 ${tried} 个用例，最慢的用了 ${slowest} ms CPU，${seconds} 秒`,
  huntTimeLimit: (title, cases, cpu, runs, limit, ours, steps, name) =>
    `${title}，文件大小与题目的数据相当（${cases} 个合法用例；评测文件至多 10 个）：${runs} 次运行中你的程序每次都用了至少 ${cpu} ms CPU（限制 ${limit} ms）；我们的：${ours} ms。${steps === 0 ? '未缩小' : `在仍然超时的前提下经 ${steps} 步缩小`}，已写入 ${name}：`,
  huntSlowest: (tried, cpu, ours, limit) =>
    `在计时的 ${tried} 个合法用例中最慢的一个：你的程序用了 ${cpu} ms CPU，我们的 ${ours} ms（限制 ${limit} ms）：`,
  huntNothing: (tried) => `没有可以计时的合法用例（试了 ${tried} 个）。`,
  prunings: () => '各项剪枝在这个用例上的作用：',
  oursOnIt: (ours) => `我们的：在它上面用了 ${ours} ms CPU。`,
  ourAnswer: (name) => `--- 我们的答案（${name}.out）：`,
  theirAnswer: () => '--- 你的程序的答案：',
  nothing: () => '（无输出）',
  reproduceFlaky: (command, failed, runs) =>
    `复现：${command} 会给出相同的用例，但你的程序在这些用例上是否出错取决于它自身的随机性（或时序、未初始化的内存）：在这个输入上它 ${runs} 次运行中失败了 ${failed} 次`,
  reproduce: (command) => `复现：${command}`,
};

/** The judge and stress commands' words in `language`. */
export function judgeCliWords(language: Language): Translated<typeof en> {
  return pick({ en, 'zh-cn': zhCn }, language);
}

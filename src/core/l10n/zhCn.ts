// 简体中文: every message of en.ts, in the statements' own terms (蛇、洞穴、石头、出口；迷宫、门、墙、时间 T).
// Typed as a Catalogue, so a message missing here, or one with other arguments, fails to compile.
import type { HoledoxNumber } from './en';
import type { Catalogue } from './message';

/** A count as a Chinese reader writes it: 万 for round ten-thousands (20000000 → 2000 万), else digits in groups of three. */
export function zhNumber(n: number): string {
  if (Number.isSafeInteger(n) && Math.abs(n) >= 10000 && n % 10000 === 0) return `${n / 10000} 万`;
  return n.toLocaleString('en-US');
}
/** A count with its measure word: '2000 万个状态', '41 个状态' (a space between digits and Chinese, none inside 万个). */
export function zhCount(n: number, unit: string): string {
  const shown = zhNumber(n);
  return shown.endsWith('万') ? `${shown}${unit}` : `${shown} ${unit}`;
}
const cell = (c: { row: number; col: number }) => `(${c.row}, ${c.col})`;
const offLair = (a: { rows: number; cols: number }) => (a.rows > 0 ? `：在 ${a.rows}×${a.cols} 的洞穴之外` : '');
const HOLEDOX_NUMBERS: Record<HoledoxNumber, string> = {
  'header-number': '用例首行的数',
  header: '用例首行“n m L”',
  'stone-count': '石头数 K',
  coordinate: '坐标',
};

export const zhCn: Catalogue = {
  'where.file-ends': () => '文件结束',
  'where.next-header': (a) => `第 ${a.line} 行开始了下一个用例`,

  'file.content-after-terminator': () => '结束标志“0 0 0”之后的内容会被评测忽略',
  'file.missing-terminator': () => '文件没有以结束标志“0 0 0”结尾',
  'file.incomplete-header': (a) => `文件在用例首行中间结束：“${a.names}”三个数只找到 ${a.found} 个`,
  'issues.more-in-case': (a) => `${a.first} …… 本用例中还有 ${a.more} 处类似问题`,
  'issues.more-in-file': (a) => `${a.first} …… 本文件中还有 ${a.more} 处问题`,
  'file.looks-like-other': (a) =>
    `按文件名或所选语言，此文件按 ${a.declared} 读取，但它读起来是 ${a.other}：` +
    `这里的用例 ${a.caseNumber} 是有效的 ${a.otherName} 用例。请把它改名为 ${a.extension}，或选择 ${a.otherId} 语言（--format ${a.otherId}）`,
  'related.case-starts-here': (a) => `用例 ${a.caseNumber} 从这里开始`,
  'header.doubled': (a) => `用例首行“${a.header}”之后没有用例：下一行又是一个首行`,

  'holedox.outside-lair': (a) => `${a.what} ${cell(a.cell)} 在 ${a.rows}×${a.cols} 的洞穴之外（行 1–${a.rows}，列 1–${a.cols}）`,
  'holedox.stone': () => '石头',
  'holedox.body-crosses-itself': (a) => `B${a.block} ${cell(a.cell)} 与 B${a.other} 在同一格：蛇身不能与自身交叉`,
  'holedox.body-not-adjacent': (a) =>
    `B${a.block} ${cell(a.cell)} 与 B${a.block - 1} ${cell(a.previousCell)} 不相邻：相邻的两节蛇身必须共用一条边`,
  'holedox.block-is-here': (a) => `B${a.block} 在这里`,
  'holedox.first-listed-here': () => '第一次列在这里',
  'holedox.stone-on-exit': () => '石头 (1, 1) 在出口上：题目保证出口不是石头',
  'holedox.stone-on-body': (a) => `石头 ${cell(a.cell)} 在 B${a.block} 上：蛇身不能压在石头上`,
  'holedox.duplicate-stone': (a) => `石头 ${cell(a.cell)} 列出了两次；第二次是多余的`,
  'holedox.header-or-terminator-after': (a) => `用例 ${a.caseNumber} 之后应是用例首行“n m L”或结束标志“0 0 0”；实际是“${a.found}”`,
  'holedox.expected-stone-count': (a) => `用例 ${a.caseNumber} 的 L = ${a.length} 节蛇身之后应是石头数 K；实际是“${a.found}”`,
  'holedox.body-count-mismatch': (a) =>
    `用例 ${a.caseNumber} 声明 L = ${a.length} 节蛇身，但在第 ${a.line} 行的石头数之前列出了 ${a.listed} 节`,
  'holedox.the-stone-count': () => '石头数 K',
  'holedox.stone-count-mismatch': (a) => `用例 ${a.caseNumber} 声明 K = ${a.announced} 块石头，但列出了 ${a.listed} 块`,
  'holedox.stone-is-here': (a) => `第 ${a.stone} 块石头在这里`,
  'holedox.expected-pair': (a) => `用例 ${a.caseNumber} 中应是一对“行 列”；实际是“${a.found}”`,
  'holedox.header-not-integer': (a) => `用例首行“n m L”应由非负整数组成；实际是“${a.found}”`,
  'holedox.header-is-pair': (a) => `应是用例首行“n m L”；实际是一对数“${a.found}”：首行有三个数，是不是缺了用例 ${a.caseNumber} 的首行？`,
  'holedox.header-count': (a) => `用例首行“n m L”应有三个数；实际有 ${a.count} 个：“${a.found}”`,
  'holedox.no-stone-count': (a) => `用例 ${a.caseNumber} 没有石头数 K：蛇身之后${a.where}`,
  'holedox.missing-blocks': (a) =>
    `用例 ${a.caseNumber} 声明 L = ${a.announced} 节蛇身，但读到 ${a.found} 节后${a.where}：缺少 ${a.missing} 节`,
  'holedox.missing-stones': (a) =>
    `用例 ${a.caseNumber} 声明 K = ${a.announced} 块石头，但读到 ${a.found} 块后${a.where}：缺少 ${a.missing} 块`,
  'holedox.not-integer': (a) => `这里应是${HOLEDOX_NUMBERS[a.what]}，一个非负整数；实际是“${a.found}”`,
  'holedox.unexpected-tokens': (a) => `应是用例首行“n m L”或结束标志“0 0 0”，实际是“${a.found}”`,
  'holedox.unexpected-tokens-after': (a) =>
    `用例 ${a.caseNumber} 之后应是用例首行“n m L”或结束标志“0 0 0”，实际是“${a.found}”：是不是它的 L 或 K 比列出的坐标对少？`,
  'holedox.side-not-positive': (a) => `${a.name} = ${a.value}：洞穴至少要有一${a.name === 'n' ? '行' : '列'}`,
  'holedox.side-beyond-solver': (a) => `${a.name} = ${a.value}：本求解器只能处理不超过 ${a.max}×${a.max} 的洞穴`,
  'holedox.side-beyond-judge': (a) => `${a.name} = ${a.value} 超出评测限制 1 ≤ ${a.name} ≤ ${a.max}；求解器仍会尝试`,
  'holedox.length-not-positive': (a) => `L = ${a.value}：蛇至少要有一节`,
  'holedox.length-beyond-solver': (a) => `L = ${a.value}：本求解器只能处理不超过 ${a.max} 节的蛇`,
  'holedox.length-beyond-judge': (a) => `L = ${a.value} 超出评测限制 ${a.min} ≤ L ≤ ${a.max}；求解器仍会尝试`,
  'holedox.stopped-states': (a) =>
    `用例 ${a.caseNumber}：搜索在 ${zhCount(a.cap, '个状态')}后停止（${a.option} 的上限；已扩展 ${zhCount(a.expanded, '个状态')}），没有得到答案；可用 ${a.option} 调高`,
  'holedox.stopped-states-plain': (a) =>
    `用例 ${a.caseNumber}：搜索在 ${zhCount(a.cap, '个状态')}后停止（状态数上限；已扩展 ${zhCount(a.expanded, '个状态')}），没有得到答案`,
  'holedox.stopped-time': (a) =>
    `用例 ${a.caseNumber}：搜索在 ${a.ms} 毫秒后停止（${a.option} 的上限；已扩展 ${zhCount(a.expanded, '个状态')}），没有得到答案；可用 ${a.option} 调高`,
  'holedox.stopped-time-plain': (a) =>
    `用例 ${a.caseNumber}：搜索在 ${a.ms} 毫秒后停止（时间上限；已扩展 ${zhCount(a.expanded, '个状态')}），没有得到答案`,
  'holedox.out-of-memory': (a) =>
    `用例 ${a.caseNumber}：搜索内存耗尽（已扩展 ${zhCount(a.expanded, '个状态')}），没有得到答案${a.option ? `；调低 ${a.option} 可更早停止` : ''}`,
  'holedox.limit-reached': (a) => `用例 ${a.caseNumber}：扩展 ${a.expanded} 个状态后达到搜索上限，没有得到答案`,
  'holedox.missing-answer': (a) => `没有“Case ${a.caseNumber}:”这一行`,
  'holedox.mismatch-unreachable': (a) => `期望 ${a.expected}，但蛇到不了出口：-1`,
  'holedox.mismatch-reachable': (a) => `期望 -1，但蛇能到达出口：最少 ${a.ours} 步`,
  'holedox.mismatch': (a) => `期望 ${a.expected}，最少 ${a.ours} 步`,
  'holedox.judge-line-shape': () => '“Case i: steps”（steps 为步数或 -1）',

  'tempter.header-not-integer': (a) => `用例首行“N M T”应由整数组成；实际是“${a.found}”`,
  'tempter.header-count': (a) => `用例首行“N M T”应有三个数；实际有 ${a.count} 个：“${a.found}”`,
  'tempter.header-or-terminator': (a) => `应是用例首行“N M T”或结束标志“0 0 0”；实际是“${a.found}”`,
  'tempter.header-is-row': (a) => `应是用例首行“N M T”；实际是迷宫的一行“${a.found}”：是不是缺了用例 ${a.caseNumber} 的首行？`,
  'tempter.extra-row': (a) => `“${a.found}”是用例 ${a.caseNumber} 的 N = ${a.rows} 行之外多出的一行：这里应是用例首行“N M T”或“0 0 0”`,
  'tempter.expected-header': (a) => `应是用例首行“N M T”；实际是“${a.found}”`,
  'tempter.header-three-integers': (a) => `用例首行“N M T”应有三个整数；实际是“${a.found}”`,
  'tempter.missing-rows': (a) => `用例 ${a.caseNumber} 声明 N = ${a.announced} 行，但读到 ${a.found} 行后${a.where}：缺少 ${a.missing} 行`,
  'tempter.side-not-positive': (a) => `${a.name} = ${a.value}：迷宫至少要有一${a.name === 'N' ? '行' : '列'}`,
  'tempter.time-negative': (a) => `T = ${a.value}：门不可能在时间 0 之前打开`,
  'tempter.side-beyond-judge': (a) => `${a.name} = ${a.value} 超出评测限制 ${a.below} < ${a.name} < ${a.above}；求解器仍会尝试`,
  'tempter.time-beyond-judge': (a) => `T = ${a.value} 超出评测限制 ${a.below} < T < ${a.above}；求解器仍会给出答案`,
  'tempter.row-shape': (a) => `应是 N = ${a.rows} 行中的第 ${a.row} 行，由 S、D、X 和 . 组成；实际是“${a.found}”`,
  'tempter.row-width': (a) => `第 ${a.row} 行有 ${a.squares} 格；应为 M = ${a.cols} 格`,
  'tempter.width-set-here': (a) => `M = ${a.cols} 在这里给出`,
  'tempter.bad-character': (a) => `“${a.found}”不是迷宫的格子：应为 S、D、X 或 .`,
  'tempter.no-start': (a) => `用例 ${a.caseNumber} 没有起点“S”`,
  'tempter.no-door': (a) => `用例 ${a.caseNumber} 没有门“D”`,
  'tempter.second-start': () => '第二个起点“S”：迷宫里只能有一个',
  'tempter.second-door': () => '第二扇门“D”：迷宫里只能有一扇',
  'tempter.first-is-here': (a) => `第一个“${a.letter}”在这里`,
  'tempter.box-too-big': (a) =>
    `用例 ${a.caseNumber}：搜索范围是 ${a.rows}×${a.cols} 的矩形，共 ${a.rows * a.cols} 格，本求解器最多处理 ${a.max} 格`,
  'tempter.stopped-nodes': (a) =>
    `用例 ${a.caseNumber}：搜索在 ${zhCount(a.expanded, '个结点')}后停止（${a.option} 的上限），没有得到答案；可用 ${a.option} 调高`,
  'tempter.limit-reached': (a) => `用例 ${a.caseNumber}：扩展 ${a.expanded} 个结点后达到搜索上限，没有得到答案`,
  'tempter.missing-answer': (a) => `没有用例 ${a.caseNumber} 的答案行`,
  'tempter.mismatch-no': (a) => `期望 YES，但小狗无法恰好在时间 T = ${a.time} 到达门：NO`,
  'tempter.mismatch-yes': (a) => `期望 NO，但小狗能恰好在时间 T = ${a.time} 到达门：YES`,
  'tempter.judge-line-shape': () => 'YES 或 NO',

  'hover.terminator': () => '结束标志“0 0 0”：评测读到这里为止',
  'hover.header': (a) => `用例首行：${a.rows} 行，${a.cols} 列，${a.third}`,
  'hover.holedox.length': (a) => `蛇长 L = ${a.length}`,
  'hover.holedox.block': (a) =>
    `${a.which === 'head' ? '蛇头 B1' : a.which === 'tail' ? `蛇尾 B${a.block}` : `蛇身 B${a.block}`} ${cell(a.cell)}${offLair(a)}`,
  'hover.holedox.stone-count': (a) => `石头数 K = ${a.k}`,
  'hover.holedox.stone': (a) => `石头 ${cell(a.cell)}${offLair(a)}`,
  'hover.tempter.time': (a) => `时间 T = ${a.time}`,
  'hover.tempter.beyond-width': (a) => `超出 M = ${a.cols}：第 ${a.row} 行有 ${a.squares} 格`,
  'hover.tempter.square': (a) => `${{ S: '起点', D: '门', X: '墙', '.': '路' }[a.square]} ${a.square}，位于 ${cell(a.cell)}`,
  'hover.tempter.not-a-square': (a) => `${cell(a.cell)} 处的“${a.square}”不是迷宫的格子（S、D、X 或 .）`,

  // The formats' words in New Random Case's and the stress test's pickers and prompts (host strings).
  'format.holedox.goal': () => '把蛇引到出口',
  'format.holedox.answer-is': () => '最短步数为',
  'format.holedox.third-prompt': () => '蛇身长度 L',
  'format.holedox.obstacles': () => '石头',
  'format.tempter.goal': () => '让狗在时间 T 恰好到达门口',
  'format.tempter.answer-is': () => '正确答案是',
  'format.tempter.third-prompt': () => '门打开的时间 T',
  'format.tempter.obstacles': () => '墙',

  'fix.add-terminator': () => '添加结束标志“0 0 0”',
  'fix.remove-after-terminator': () => '删除结束标志“0 0 0”之后的全部内容',
  'fix.holedox.set-length-add-k': (a) => `把 L 改为 ${a.n}（已列出的蛇身节数），并添加 K = 0`,
  'fix.holedox.add-k': () => '添加石头数 K = 0（没有石头）',
  'fix.holedox.set-k': (a) => `把 K 改为 ${a.n}（已列出的石头坐标对数）`,
  'fix.holedox.count-pairs-as-stones': (a) => `把用例 ${a.caseNumber} 的 K 改为 ${a.k}（把其后的 ${a.more} 对坐标算作石头）`,
  'fix.holedox.set-case-k': (a) => `把用例 ${a.caseNumber} 的 K 改为 ${a.k}（已列出的石头坐标对数）`,
  'fix.holedox.set-case-length': (a) => `把用例 ${a.caseNumber} 的 L 改为 ${a.n}（已列出的蛇身节数）`,
  'fix.holedox.remove-duplicate': (a) => `删除重复的石头 ${cell(a.cell)}，并把 K 改为 ${a.n}`,
  'fix.tempter.pad-row': (a) => `用“.”把第 ${a.row} 行补足到 M = ${a.cols} 格`,
  'fix.tempter.trim-row': (a) => `把第 ${a.row} 行截到 M = ${a.cols} 格`,

  'expected.malformed': (a) => `“${a.found}”不是评测的答案行：应为 ${a.expected}`,
  'expected.answered-again': (a) => `用例 ${a.caseNumber} 被再次回答；以第一次的答案为准`,
  'expected.first-answered-here': () => '第一次在这里回答',
  'expected.answer-missing': (a) => `${a.file} 中${a.where}；我们的答案是 ${a.ours}`,
  'expected.beyond-input': (a) => `这一行回答用例 ${a.caseNumber}，但输入只有 ${a.cases} 个用例`,
};

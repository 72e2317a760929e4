// 简体中文: every message of en.ts (the formats word theirs in their folders), in the statements' own terms (蛇、洞穴、石头、出口；迷宫、门、墙、时间 T).
// Typed as a Catalogue, so a message missing here, or one with other arguments, fails to compile.
import type { Catalogue } from './message';
import { cell } from './phrases';

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

/** 'a、b 或 c' ('或' takes a space on a side where a Latin letter stands). */
const orListZh = (items: readonly string[], join: string) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join('、')}${join}${items[items.length - 1]}`;

export const zhCn: Catalogue = {
  'formats.documents': (a) =>
    orListZh(
      a.formats.map((f) => `${f.name}（${f.extension}）`),
      '或 ',
    ),
  'formats.extensions': (a) => orListZh(a.extensions, ' 或 '),
  'formats.names': (a) => orListZh(a.names, ' 或 '),
  'formats.sources': (a) =>
    orListZh(
      a.formats.map((f) => `${f.name}（${f.source}）`),
      '或 ',
    ),
  'formats.ids': (a) => {
    const ids = a.ids.map((id) => (id === a.defaultId ? `${id}（默认）` : id));
    return orListZh(ids, ids.at(-2)?.endsWith('）') ? '或 ' : ' 或 ');
  },

  'where.file-ends': () => '文件结束',
  'where.next-header': (a) => `第 ${a.line} 行开始了下一个用例`,

  'file.content-after-terminator': () => '结束标志“0 0 0”之后的内容会被评测忽略',
  'file.missing-terminator': () => '文件没有以结束标志“0 0 0”结尾',
  'file.incomplete-header': (a) => `文件在用例首行中间结束：“${a.names}”三个数只找到 ${a.found} 个`,
  'file.line-too-long': (a) => `一行超过 ${a.max} 个字符且没有换行：文件的其余部分不再读取`,
  'file.case-too-long': (a) => `从这里起 ${a.max} 个字符内没有一个完整的用例：文件的其余部分不再读取`,
  'issues.more-in-case': (a) => `${a.first} …… 本用例中还有 ${a.more} 处类似问题`,
  'issues.more-in-file': (a) => `${a.first} …… 本文件中还有 ${a.more} 处问题`,
  'file.looks-like-other': (a) =>
    `按文件名或所选语言，此文件按 ${a.declared} 读取，但它读起来是 ${a.other}：` +
    `这里的用例 ${a.caseNumber} 是有效的 ${a.otherName} 用例。请把它改名为 ${a.extension}，或选择 ${a.otherId} 语言（--format ${a.otherId}）`,
  'related.case-starts-here': (a) => `用例 ${a.caseNumber} 从这里开始`,
  'header.doubled': (a) => `用例首行“${a.header}”之后没有用例：下一行又是一个首行`,

  'hover.terminator': () => '结束标志“0 0 0”：评测读到这里为止',
  'hover.header': (a) => `用例首行：${a.rows} 行，${a.cols} 列，${a.third}`,

  'options.name.rows': () => '行数',
  'options.name.columns': () => '列数',
  'options.name.seed': () => '种子',
  'options.name.max-side': () => '最大边长',
  'options.name.grow-cases': () => '增长用例数',
  'options.name.max-of': (a) => `${a.letter} 的最大值`,
  'options.whole-number': (a) => `${a.name}${/^[ -~]+$/.test(a.name) ? ' ' : ''}必须是 ${a.lo} 到 ${a.hi} 之间的整数，而不是 ${a.got}`,
  'options.density': (a) => `密度必须在 0 到 1 之间，而不是 ${a.got}`,

  'fix.add-terminator': () => '添加结束标志“0 0 0”',
  'fix.remove-after-terminator': () => '删除结束标志“0 0 0”之后的全部内容',

  'expected.malformed': (a) => `“${a.found}”不是评测的答案行：应为 ${a.expected}`,
  'expected.answered-again': (a) => `用例 ${a.caseNumber} 被再次回答；以第一次的答案为准`,
  'expected.first-answered-here': () => '第一次在这里回答',
  'expected.answer-missing': (a) => `${a.file} 中${a.where}；我们的答案是 ${a.ours}`,
  'expected.beyond-input': (a) => `这一行回答用例 ${a.caseNumber}，但输入只有 ${a.cases} 个用例`,
  'outline.case': (a) => `用例 ${a.caseNumber}`,
  'outline.cases': (a) => `用例 ${a.first}\u2013${a.last}`,
  'outline.not-solvable': () => '无法求解',
  'outline.some-not-solvable': (a) => `${a.count} 个无法求解`,
  'outline.body': () => '蛇身',
  'outline.blocks': (a) => `${a.count} 节`,
  'outline.stones': () => '石头',
  'outline.row': (a) => `第 ${a.row} 行`,
  'inline.solving': () => '→ 求解中…',
  'inline.limit': () => '→ 达到搜索上限',
  'inline.not-solvable': () => '→ 无法求解',
  'inline.moves': (a) => `→ ${a.steps} 步`,

  // 评测程序的输出（src/core/grading/compare.ts、各格式的 judgeLine.ts）：程序的行和我们的行原样引用。
  'judge.missing': (a) => `缺少：输出在 ${a.lines} 行答案之后就结束了`,
  'judge.spacing': (a) => `格式：应为 ${a.expected}，实际是 ${a.actual}（空白不同）`,
  'judge.expected-got': (a) => `应为 ${a.expected}，实际是 ${a.actual}`,
  'judge.wrong-number-and-answer': (a) => `用例编号和答案都不对：应为 ${a.expected}，实际是 ${a.actual}`,
  'judge.wrong-number': (a) => `用例编号不对：应为“Case ${a.expected}:”，实际是“Case ${a.actual}:”`,
  'judge.layout-line': (a) => `用例 ${a.caseNumber}：第 ${a.line} 行是 ${a.actual}，应为 ${a.expected}`,
  'judge.blank-line': (a) => `第 ${a.line} 行是空行；评测要求每个用例一行答案，中间不能有空行`,
  'judge.layout-differs': () => '排版不同',
  'judge.case': (a) => `用例 ${a.caseNumber}：${a.message}`,
  'judge.extra-output': (a) => `最后一个用例之后有多余的输出：第 ${a.line} 行 ${a.text}`,

  // 面板的编辑模式（src/core/gridEdit.ts、各格式的 edit.ts）：改了什么，或者为什么不改。
  'edit.fix-first': (a) => `请先修好这个用例：${a.problem}`,
  'edit.not-written': (a) => `未写入：${a.problem}。`,
  'edit.past-limits': (a) => `${a.problem}。评测时不会出现这样的用例：再做一次同样的操作即可照样写入。`,
  'edit.line-changed': (a) =>
    `已在${{ top: '顶部', bottom: '底部', left: '左边', right: '右边' }[a.edge]}${a.change === 'add' ? '添加' : '删除'}一${a.edge === 'top' || a.edge === 'bottom' ? '行' : '列'}：${a.rows} × ${a.cols}。`,
  'edit.path-not-adjacent': (a) => `${cell(a.to)} 不在 ${cell(a.at)} 旁边：蛇头一次只能走一格。`,

  // 搜索视图中来自核心的文字（各格式的 traceCase.ts）：轨迹的说明、顺序和剪枝规则。
  'trace.no-search-needed': (a) => `无需搜索：${a.explanation}`,
  'trace.no-answer': () => '没有答案（搜索在上限处停止）',
  'hunt.more-than': (a) => `超过 ${a.count}`,
  'trace.none.no-case': () => '这里没有可以搜索的用例。',
  'trace.none.problem': (a: { problem: string }) => `这个用例无法搜索：${a.problem}`,
  'trace.none.no-trace': (a: { format: string }) => `${a.format} 不记录它的搜索轨迹。`,
};

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
  'file.line-too-long': (a) => `一行超过 ${a.max} 个字符且没有换行：文件的其余部分不再读取`,
  'file.case-too-long': (a) => `从这里起 ${a.max} 个字符内没有一个完整的用例：文件的其余部分不再读取`,
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

  'options.name.rows': () => '行数',
  'options.name.columns': () => '列数',
  'options.name.seed': () => '种子',
  'options.name.max-side': () => '最大边长',
  'options.name.grow-cases': () => '增长用例数',
  'options.name.max-of': (a) => `${a.letter} 的最大值`,
  'options.whole-number': (a) => `${a.name}${/^[ -~]+$/.test(a.name) ? ' ' : ''}必须是 ${a.lo} 到 ${a.hi} 之间的整数，而不是 ${a.got}`,
  'options.density': (a) => `密度必须在 0 到 1 之间，而不是 ${a.got}`,
  'options.holedox.length-does-not-fit': (a) => `L = ${a.length} 放不进 ${a.rows}×${a.cols} 的洞穴（共 ${a.rows * a.cols} 格）`,
  'options.holedox.describe': (a) => `Holedox ${a.rows}×${a.cols}，L = ${a.length}，石头 ${a.percent}%，种子 ${a.seed}`,
  'options.tempter.describe': (a) => `Tempter ${a.rows}×${a.cols}，T = ${a.time}，墙 ${a.percent}%，种子 ${a.seed}`,

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

  // 研究：判定的解释与面板的结果行（src/core/study/explain.ts）。
  'study.holedox.at-exit': () => '蛇头一开始就在出口上',
  'study.holedox.cut-off': () => '石头把出口隔断了',
  'study.holedox.straight-run': () => '蛇头一路直走到出口',
  'study.holedox.no-room-to-turn': () => '蛇无法掉头，沿它唯一的路走一遍就得出了答案',
  'study.holedox.expanded': (a) => `已扩展 ${zhCount(a.expanded, '个状态')}`,
  'study.holedox.answer-zero': () => '答案 0：蛇头已经在出口 (1, 1) 上。',
  'study.holedox.answer-moves': (a) =>
    `答案 ${a.steps}：把蛇头带到出口 (1, 1) 最少要走 ${a.steps} 步。每走一步，每节蛇身都滑进前一节所在的格子；播放即可观看。`,
  'study.holedox.answer-straight': (a) =>
    `答案 ${a.steps}：把蛇头带到出口 (1, 1) 最少要走 ${a.steps} 步。每走一步，每节蛇身都滑进前一节所在的格子；播放即可观看。无需搜索：蛇头一路直走到出口，不会碰到自己的身体，而任何走法都不可能比蛇头到出口的距离更短。`,
  'study.holedox.no-answer-yet': (a) => `还没有答案：搜索扩展 ${zhCount(a.expanded, '个状态')}后达到上限，停了下来。`,
  'study.holedox.answer-cut-off': (a) =>
    `答案 -1：石头把出口 (1, 1) 隔断了。即使没有蛇身挡路，蛇头也只能到达涂色的 ${a.squares} 个格子，出口不在其中。`,
  'study.holedox.could-reach': () => '蛇头能到达的格子',
  'study.holedox.answer-no-room': (a) =>
    `答案 -1：蛇永远无法掉头。它能到达的范围内没有超过 ${a.length} 格（蛇长）的环，所以蛇头只能沿着不回头的路往前走，而每条通往出口的路都要经过蛇身现在占着的格子。`,
  'study.holedox.answer-boxed-in': (a) =>
    `答案 -1：蛇被自己困住了。出口并没有被石头隔断，但在蛇能到达的全部 ${a.positions} 个位置上，它自己的身体都挡着蛇头到不了出口。`,
  'study.holedox.answer-boxed-in-shaded': (a) =>
    `答案 -1：蛇被自己困住了。出口并没有被石头隔断，但在蛇能到达的全部 ${a.positions} 个位置上，它自己的身体都挡着蛇头到不了出口。蛇头始终只在涂色的 ${a.squares} 个格子上。`,
  'study.holedox.can-reach': () => '蛇头能到达的格子',
  'study.holedox.summary-cut-off': () => '用例答案 -1：石头把出口 (1, 1) 与蛇头隔断了。',
  'study.holedox.summary-none-unsearched': (a) => `用例答案 -1：没有任何走法能把蛇头带到出口（${a.how}；无需搜索）。`,
  'study.holedox.summary-none': (a) => `用例答案 -1：没有任何走法能把蛇头带到出口（搜索了 ${zhCount(a.expanded, '个状态')}）。`,
  'study.holedox.summary-unsearched': (a) => `最少 ${a.steps} 步：${a.how}，无需搜索。`,
  'study.holedox.summary': (a) => `到出口最少 ${a.steps} 步（${a.how}）。`,
  'study.tempter.why.parity': () => 'T 与到门的距离奇偶性不同',
  'study.tempter.why.too-few-squares': () => '可走的格子少于 T + 1 个',
  'study.tempter.why.colour-count': () => '路径上的格子颜色交替，而某一种颜色的格子不够',
  'study.tempter.why.door-unreachable': () => '根本到不了门',
  'study.tempter.why.too-far': () => '门比 T 步还远',
  'study.tempter.why.shortest-path': () => '到门的最短路恰好是 T 步',
  'study.tempter.why.searched': () => '试遍了所有路径',
  'study.tempter.why.too-big': () => '要搜索的矩形超出了求解器的上限',
  'study.tempter.searched': (a) => `${zhCount(a.expanded, '个搜索结点')}，其中 ${a.pruned} 个被剪枝提前截断`,
  'study.tempter.yes': (a) => `YES：按编号走的路径恰好在 t = ${a.time} 时到达门 D，每秒走一格，没有一格走两次。`,
  'study.tempter.yes-shortest': (a) =>
    `YES：按编号走的路径恰好在 t = ${a.time} 时到达门 D，每秒走一格，没有一格走两次。无需搜索：T = ${a.time} 恰好是从 S 到 D 的最短距离，而最短路从不回到走过的格子。`,
  'study.tempter.too-big': (a) =>
    `没有答案：S 所在的区域占据 ${a.rows}×${a.cols} 的矩形，共 ${a.rows * a.cols} 格，超出了本求解器的搜索范围。`,
  'study.tempter.no-answer-yet': (a) => `还没有答案：搜索扩展 ${zhCount(a.expanded, '个结点')}后达到上限，停了下来。`,
  'study.tempter.no-parity': (a) =>
    `NO（奇偶性）：S 与 D 相距 ${a.apart}（行差加列差）。像棋盘一样，每走一步格子的颜色都会改变，所以从 S 到 D 的每条路径都要走${a.apart % 2 === 0 ? '偶' : '奇'}数步；而 T − ${a.apart} = ${a.time - a.apart} 是奇数。`,
  'study.tempter.colour-of-s': () => '与 S 同色的格子',
  'study.tempter.no-too-few': (a) =>
    `NO：可走的格子太少。走 T = ${a.time} 步的路径要站过 T + 1 = ${a.time + 1} 个不同的格子，但迷宫里只有 ${a.open} 个。`,
  'study.tempter.open-squares': () => '可走的格子',
  'study.tempter.no-colour-count': (a) =>
    `NO（颜色计数）：路径上的格子颜色交替，所以走 T = ${a.time} 步需要 ${a.needSame} 个与 S 同色的格子和 ${a.needOther} 个另一种颜色的格子；迷宫里分别有 ${a.same} 个和 ${a.other} 个。`,
  'study.tempter.colour-of-s-short': () => '与 S 同色的格子（不够）',
  'study.tempter.other-colour-short': () => '另一种颜色的格子（不够）',
  'study.tempter.no-unreachable': (a) => `NO：墙把门隔开了。小狗从 S 出发只能到达涂色的 ${a.squares} 个格子，D 不在其中。`,
  'study.tempter.dog-can-reach': () => '小狗能到达的格子',
  'study.tempter.no-too-far': (a) => `NO：门太远了。从 S 到 D 的最短路要走 ${a.moves} 步，比 T = ${a.time} 多。`,
  'study.tempter.shortest-way': () => '一条到门的最短路',
  'study.tempter.no-exhausted': (a) =>
    `NO：恰好走 T = ${a.time} 步的路径全都试过了（${zhCount(a.expanded, '个搜索结点')}，其中 ${a.pruned} 个被剪枝截断），没有一条停在 D 上。热力图显示了搜索把时间花在了哪里。`,
  'study.tempter.summary-yes': (a) => `YES：小狗恰好在 T = ${a.time} 时到达门。`,
  'study.tempter.summary-yes-shortest': (a) => `YES：小狗恰好在 T = ${a.time} 时到达门：${a.why}，无需搜索。`,
  'study.tempter.summary-no': (a) => `NO：小狗无法恰好在 T = ${a.time} 时站在门上。`,
  'study.tempter.summary-no-why': (a) => `NO：小狗无法恰好在 T = ${a.time} 时站在门上（${a.why}）。`,

  // 大纲、用例标签与行内答案（src/core/outline.ts、inlineAnswers.ts、各格式的 outline.ts）。
  'outline.holedox-label': (a) => `用例 ${a.caseNumber} · ${a.rows}×${a.cols} · L=${a.length}`,
  'outline.tempter-label': (a) => `用例 ${a.caseNumber} · ${a.rows}×${a.cols} · T=${a.time}`,
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
  'edit.holedox.head': () => '蛇头 H',
  'edit.holedox.block': (a) => `蛇身 B${a.block}`,
  'edit.holedox.nothing': () => '空处',
  'edit.holedox.square': (a) => cell(a.cell),
  'edit.holedox.outside': (a) => `${cell(a.cell)} 在 ${a.rows} × ${a.cols} 的洞穴之外。`,
  'edit.holedox.square-taken': (a) => `${cell(a.cell)} 上是${a.what}：石头不能放在那里。`,
  'edit.holedox.stone-removed': (a) => `已移走 ${cell(a.cell)} 的石头。`,
  'edit.holedox.stone-added': (a) => `已在 ${cell(a.cell)} 放上石头。`,
  'edit.holedox.nothing-to-drag': (a) => `请拖动蛇头 H 来加长或缩短蛇，而不是${a.what}。`,
  'edit.holedox.leave-grid': (a) => `蛇头不能在 ${cell(a.cell)} 处离开洞穴。`,
  'edit.holedox.onto-stone': (a) => `蛇头不能长到 ${cell(a.cell)} 的石头上。`,
  'edit.holedox.onto-block': (a) => `蛇头不能长到 ${cell(a.cell)}：那里是${a.what}。`,
  'edit.holedox.keeps': (a) => `蛇仍是 L = ${a.length}，蛇头在 ${cell(a.head)}。`,
  'edit.holedox.grown': (a) => `蛇加长到 L = ${a.length}，蛇头在 ${cell(a.head)}。`,
  'edit.holedox.shortened': (a) => `蛇缩短到 L = ${a.length}，蛇头在 ${cell(a.head)}。`,
  'edit.holedox.last-line': (a) => `洞穴只剩一${a.line === 'row' ? '行' : '列'}了：不能再删。`,
  'edit.holedox.line-not-empty': (a) => `第 ${a.number} ${a.line === 'row' ? '行' : '列'}上有${a.what}：请先把蛇移开。`,
  'edit.holedox.bad-length': (a) => `L 必须是不小于 1 的整数，不能是 ${a.value}。`,
  'edit.holedox.length-stays': (a) => `L 仍是 ${a.value}。`,
  'edit.holedox.length-shortened': (a) => `L 设为 ${a.value}：蛇尾缩短了。`,
  'edit.holedox.no-room-to-grow': (a) => `${cell(a.tail)} 的蛇尾旁边没有空格，无法把蛇加长到 L = ${a.value}。`,
  'edit.holedox.length-grown': (a) => `L 设为 ${a.value}：蛇尾长到了 ${cell(a.tail)}。`,
  'edit.tempter.holds': (a) => ({ S: '起点 S', D: '门 D', X: '墙', '.': '空地' })[a.square] ?? `“${a.square}”`,
  'edit.tempter.nothing': () => '空的',
  'edit.tempter.bad-time': (a) => `T 必须是不小于 1 的整数，不能是 ${a.value}。`,
  'edit.tempter.time-stays': (a) => `T 仍是 ${a.value}。`,
  'edit.tempter.time-set': (a) => `T 设为 ${a.value}。`,
  'edit.tempter.outside': (a) => `${cell(a.cell)} 在 ${a.rows} × ${a.cols} 的迷宫之外。`,
  'edit.tempter.wall-removed': (a) => `已拆掉 ${cell(a.cell)} 的墙。`,
  'edit.tempter.wall-added': (a) => `已在 ${cell(a.cell)} 砌上墙。`,
  'edit.tempter.square-taken': (a) => `${cell(a.cell)} 上是${a.what}：请拖动它来移动。`,
  'edit.tempter.nothing-to-drag': (a) => `请拖动起点 S 或门 D；${cell(a.cell)} 处是${a.what}。`,
  'edit.tempter.piece-stays': (a) => `${a.piece === 'S' ? '起点 S' : '门 D'} 仍在 ${cell(a.cell)}。`,
  'edit.tempter.put-on-open': (a) => `${cell(a.cell)} 上是${a.what}：请把 ${a.piece} 放在空地上。`,
  'edit.tempter.piece-moved': (a) => `${a.piece === 'S' ? '起点 S' : '门 D'} 已移到 ${cell(a.cell)}。`,
  'edit.tempter.last-line': (a) => `迷宫只剩一${a.line === 'row' ? '行' : '列'}了：不能再删。`,
  'edit.tempter.line-not-empty': (a) => `第 ${a.number} ${a.line === 'row' ? '行' : '列'}上有${a.what}：请先把它移开。`,

  // 各格式的绘图用语（各格式的 drawing.ts）：回放、我们的答案、编辑模式里的格子。
  'drawing.holedox.step': (a) => `第 ${a.step} 步 / 共 ${a.total} 步`,
  'drawing.holedox.step-name': () => '步',
  'drawing.holedox.our-answer': (a) => `最少步数是 ${a.answer}`,
  'drawing.holedox.toggles': () => '石头',
  'drawing.holedox.drags': () => '拖动蛇头 H，沿经过的格子加长或缩短蛇',
  'drawing.holedox.square': (a) => ({ head: '蛇头 H', block: `蛇身 B${a.block}`, stone: '石头', exit: '出口', open: '空地' })[a.holds],
  'drawing.holedox.legend.stone': () => '石头',
  'drawing.holedox.legend.head': () => '蛇头 H',
  'drawing.holedox.legend.body': () => '蛇身',
  'drawing.holedox.legend.exit': () => '出口 (1, 1)',
  'drawing.holedox.legend.path': () => '带编号的路径：蛇头第几步走到该格',
  'drawing.tempter.step': (a) => `t = ${a.step} / T = ${a.time}`,
  'drawing.tempter.step-name': () => '时间',
  'drawing.tempter.our-answer': (a) => `答案是 ${a.answer}`,
  'drawing.tempter.toggles': () => '墙',
  'drawing.tempter.drags': () => '拖动 S 或 D 来移动它',
  'drawing.tempter.legend.wall': () => '墙 X',
  'drawing.tempter.legend.start': () => '起点 S，之后是小狗',
  'drawing.tempter.legend.door': () => '门 D',
  'drawing.tempter.legend.path': () => '带编号的路径：小狗在时刻 t 站在该格',
  'drawing.tempter.square': (a) => ({ X: '墙', S: '起点 S', D: '门 D', open: '空地' })[a.holds],

  // 搜索视图中来自核心的文字（各格式的 traceCase.ts）：轨迹的说明、顺序和剪枝规则。
  'trace.no-search-needed': (a) => `无需搜索：${a.explanation}`,
  'trace.no-answer': () => '没有答案（搜索在上限处停止）',
  'trace.holedox.order': () =>
    'A* 搜索，不是广度优先：状态按“已走步数加上绕开石头到出口的距离”从小到大生成，所以靠近出口的层先填满，远的一侧很稀疏。',
  'trace.tempter.wide-box': () => '这个矩形超过 64 格：大棋盘用另一套搜索，不记录轨迹。',
  'trace.tempter.rule.last-move': () => '最后一步了，门却不在小狗旁边',
  'trace.tempter.rule.door-cut-off': () => '门被已经沉下去的格子隔断了',
  'trace.tempter.rule.too-far': () => '剩下的时间不够走到门',
  'trace.tempter.rule.dead-ends': () => '小狗和门之间只剩死胡同',
  'trace.tempter.rule.colours': () => '奇偶剪枝：某种颜色的格子不够走剩下的步数',
  'trace.tempter.rule.blocks': () => '从这里到门的各个点双连通块容不下剩下的步数',
  'trace.tempter.rule.edges': () => '必经边互相矛盾',
  'trace.tempter.rule.failed-before': () => '同样的位置、剩余时间和可走格子已经搜过，失败了（记忆化）',
  'trace.tempter.rule.crow-flies': () => '这个格子到门的曼哈顿距离超过剩余步数',
  'hunt.more-than': (a) => `超过 ${a.count}`,
  'hunt.tempter.open-squares': (a) => `T = ${a.time}，但只有 ${a.open} 个格子可走（含 S 和 D）：可走格子数检查一步不走就答 NO。`,
  'hunt.tempter.parity': (a) => `T = ${a.time}，门离 S 有 ${a.distance} 步（行差加列差），两者一奇一偶：奇偶剪枝一步不走就答 NO。`,
  'hunt.tempter.nodes': (a) =>
    `我们的求解器用上全部剪枝：${a.ours} 个结点；带四项常见剪枝的 DFS：${a.textbook} 个；朴素 DFS（只在走满 T 步时停止）：${a.plain} 个。`,
  'hunt.tempter.check.open-squares': () => '可走格子数检查（至少要有 T + 1 个格子可走）',
  'hunt.tempter.check.parity': () => '奇偶剪枝（T 与 S 到 D 的距离同为奇数或同为偶数）',
  'hunt.tempter.check.distance': () => '距离剪枝（剩下的步数内必须走得到门）',
  'hunt.tempter.check.time-bound': () => '步数上限（走满 T 步就停止）',
  'hunt.tempter.without-part': (a) => `去掉${a.check}：${a.nodes} 个结点`,
  'hunt.tempter.without': (a) => `每次只去掉一项常见剪枝：${a.parts}。`,
  'hunt.tempter.missing': (a) => `这里起作用的剪枝：${a.check}；没有它要 ${a.without} 个结点，有它只要 ${a.with} 个。`,
  'hunt.tempter.ours-missing': (a) =>
    `常见剪枝对这个用例不够；这里起作用的是我们求解器的剪枝“${a.switch}”：没有它要 ${a.without} 个结点，用上全部剪枝只要 ${a.with} 个。`,
  'hunt.tempter.small': (a) =>
    `每项常见剪枝都让这个用例保持很小（${a.textbook} 个结点）：在这里慢的程序把时间花在了别处（读入，或每个用例的固定开销）。`,
  'hunt.tempter.textbook-hard': (a) =>
    `即使带上四项常见剪枝，DFS 在这里也要 ${a.textbook} 个结点；我们的求解器靠几种剪枝合力（死胡同剪枝、点双连通块与必经边、记忆化）只要 ${a.ours} 个，单独哪一种都不够。`,
  'hunt.holedox.states': (a) =>
    `我们的 A* 搜索：${a.ours} 个状态，答案 ${a.answer}；这个洞穴至多有 ${a.bound} 个状态（蛇头位置 × 身体形状）。`,
  'hunt.holedox.cut-off': () => '石头把出口围死了：从蛇头做一次洪水填充（flood fill），不用搜索就答 -1。',
  'hunt.holedox.visited': (a) =>
    `这里起作用的剪枝：判重（visited 数组，每个蛇头位置和身体形状只扩展一次）；不判重的搜索走到 ${a.depth} 步深要 ${a.without} 个结点，判重后只有 ${a.with} 个状态。`,
  'trace.tempter.switch.colours': () => '奇偶剪枝（黑白染色计数）',
  'trace.tempter.switch.door-reach': () => '连通性剪枝（flood fill 判断门是否可达）',
  'trace.tempter.switch.dead-ends': () => '死胡同剪枝（删去度小于 2 的格子）',
  'trace.tempter.switch.crow-flies': () => '曼哈顿距离剪枝',
  'trace.tempter.switch.failed-before': () => '记忆化（记下失败的状态）',
  'trace.tempter.switch.near-full': () => '点双连通块容量与必经边',
  'trace.tempter.switch.all': () => '全部剪枝（朴素 DFS）',
  'trace.none.no-case': () => '这里没有可以搜索的用例。',
  'trace.none.problem': (a: { problem: string }) => `这个用例无法搜索：${a.problem}`,
  'trace.none.no-trace': (a: { format: string }) => `${a.format} 不记录它的搜索轨迹。`,
};

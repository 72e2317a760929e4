// Tempter's words, in English and 简体中文: its diagnostics, hovers, quick fixes, verdicts
// explained, outline, drawing, Edit mode, search trace and hunt. Its part of the one catalogue
// (core/l10n/message.ts), added by the format's index.ts and drawing.ts, so a process or page
// that loads the format can word its messages; zhCn must word the same ids with the same arguments.
import type { Translation } from '../../l10n/message';
import { grouped } from '../../l10n/numbers';
import { cell, plural, type Cell } from '../../l10n/phrases';
import { zhCount } from '../../l10n/zhCn';

const en = {
  // Tempter.
  'tempter.header-not-integer': (a: { found: string }) => `expected a case header 'N M T' of integers; found '${a.found}'`,
  'tempter.header-count': (a: { count: number; found: string }) =>
    `expected a case header 'N M T' of three numbers; found ${a.count}: '${a.found}'`,
  'tempter.header-or-terminator': (a: { found: string }) => `expected a case header 'N M T' or the terminator '0 0 0'; found '${a.found}'`,
  'tempter.header-is-row': (a: { found: string; caseNumber: number }) =>
    `expected a case header 'N M T'; found the row '${a.found}': is case ${a.caseNumber}'s header missing?`,
  'tempter.extra-row': (a: { found: string; caseNumber: number; rows: number }) =>
    `'${a.found}' is a row after case ${a.caseNumber}'s N = ${a.rows} rows: expected a case header 'N M T' or '0 0 0'`,
  'tempter.expected-header': (a: { found: string }) => `expected a case header 'N M T'; found '${a.found}'`,
  'tempter.header-three-integers': (a: { found: string }) => `expected a case header 'N M T' of three integers; found '${a.found}'`,
  'tempter.missing-rows': (a: { caseNumber: number; announced: string; where: string; found: number; missing: string }) =>
    `case ${a.caseNumber} announces N = ${a.announced} rows but ${a.where} after ${a.found}: ${a.missing} missing`,
  'tempter.side-not-positive': (a: { name: 'N' | 'M'; value: string }) =>
    `${a.name} = ${a.value}: the maze needs at least one ${a.name === 'N' ? 'row' : 'column'}`,
  'tempter.time-negative': (a: { value: string }) => `T = ${a.value}: the door cannot open before time 0`,
  'tempter.side-beyond-judge': (a: { name: 'N' | 'M'; value: string; below: number; above: number }) =>
    `${a.name} = ${a.value} is beyond the judge limit ${a.below} < ${a.name} < ${a.above}; the solver still tries it`,
  'tempter.time-beyond-judge': (a: { value: string; below: number; above: number }) =>
    `T = ${a.value} is outside the judge limit ${a.below} < T < ${a.above}; the solver still answers`,
  'tempter.row-shape': (a: { row: number; rows: number; found: string }) =>
    `expected row ${a.row} of N = ${a.rows}, a row of S, D, X and .; found '${a.found}'`,
  'tempter.row-width': (a: { row: number; squares: number; cols: string }) =>
    `row ${a.row} has ${a.squares} squares; M = ${a.cols} expected`,
  'tempter.width-set-here': (a: { cols: string }) => `M = ${a.cols} is set here`,
  'tempter.bad-character': (a: { found: string }) => `'${a.found}' is not a maze square: expected S, D, X or .`,
  'tempter.no-start': (a: { caseNumber: number }) => `case ${a.caseNumber} has no start square 'S'`,
  'tempter.no-door': (a: { caseNumber: number }) => `case ${a.caseNumber} has no door square 'D'`,
  'tempter.second-start': () => "a second start square 'S': a maze has exactly one",
  'tempter.second-door': () => "a second door square 'D': a maze has exactly one",
  'tempter.first-is-here': (a: { letter: 'S' | 'D' }) => `the first '${a.letter}' is here`,
  'tempter.box-too-big': (a: { caseNumber: number; rows: number; cols: number; max: number }) =>
    `case ${a.caseNumber}: the search would span a ${a.rows}×${a.cols} box: ${a.rows * a.cols} squares, this solver handles up to ${a.max}`,
  'tempter.stopped-nodes': (a: { caseNumber: number; expanded: number; option: string }) =>
    `case ${a.caseNumber}: search stopped after ${grouped(a.expanded)} ${a.expanded === 1 ? 'node' : 'nodes'} (the ${a.option} budget) without an answer; raise it with ${a.option}`,
  'tempter.limit-reached': (a: { caseNumber: number; expanded: number }) =>
    `case ${a.caseNumber}: search limit reached after ${a.expanded} nodes without an answer`,
  'tempter.missing-answer': (a: { caseNumber: number }) => `no answer line for case ${a.caseNumber}`,
  'tempter.mismatch-no': (a: { time: number }) => `expected YES, but the dog cannot reach the door at exactly T = ${a.time}: NO`,
  'tempter.mismatch-yes': (a: { time: number }) => `expected NO, but the dog can reach the door at exactly T = ${a.time}: YES`,
  'tempter.judge-line-shape': () => 'YES or NO',
  'hover.tempter.time': (a: { time: number }) => `T = ${a.time}`,
  'hover.tempter.beyond-width': (a: { cols: number; row: number; squares: number }) =>
    `beyond M = ${a.cols}: row ${a.row} has ${plural(a.squares, 'square', 'squares')}`,
  'hover.tempter.square': (a: { square: 'S' | 'D' | 'X' | '.'; cell: Cell }) =>
    `${{ S: 'start', D: 'door', X: 'wall', '.': 'floor' }[a.square]} ${a.square} at ${cell(a.cell)}`,
  'hover.tempter.not-a-square': (a: { square: string; cell: Cell }) =>
    `'${a.square}' at ${cell(a.cell)} is not a maze square (S, D, X or .)`,
  'format.tempter.goal': () => 'a dog to bring to the door at time T',
  'format.tempter.answer-is': () => 'the answer is',
  'format.tempter.search-unit': () => 'nodes',
  'format.tempter.third-prompt': () => 'Time T at which the door opens',
  'format.tempter.obstacles': () => 'walls',
  'options.tempter.describe': (a: { rows: number; cols: number; time: number; percent: number; seed: number }) =>
    `Tempter ${a.rows}×${a.cols}, T = ${a.time}, walls ${a.percent}%, seed ${a.seed}`,
  'fix.tempter.pad-row': (a: { row: number; cols: number }) => `Pad row ${a.row} with '.' to M = ${a.cols} squares`,
  'fix.tempter.trim-row': (a: { row: number; cols: number }) => `Trim row ${a.row} to M = ${a.cols} squares`,
  'study.tempter.why.parity': () => 'T and the distance to the door differ in parity',
  'study.tempter.why.too-few-squares': () => 'fewer open squares than T + 1',
  'study.tempter.why.colour-count': () => 'too few squares of one colour for a path that alternates colours',
  'study.tempter.why.door-unreachable': () => 'the door cannot be reached at all',
  'study.tempter.why.too-far': () => 'the door is farther than T',
  'study.tempter.why.shortest-path': () => 'a shortest way to the door takes exactly T moves',
  'study.tempter.why.searched': () => 'every path was tried',
  'study.tempter.why.too-big': () => "the box to search is past the solver's cap",
  'study.tempter.searched': (a: { expanded: number; pruned: number }) =>
    `${plural(a.expanded, 'search node', 'search nodes')}, ${a.pruned} cut short by pruning`,
  'study.tempter.yes': (a: { time: number }) =>
    `YES: the numbered path reaches the door D at exactly t = ${a.time}, one square per second, never stepping on a square twice.`,
  'study.tempter.yes-shortest': (a: { time: number }) =>
    `YES: the numbered path reaches the door D at exactly t = ${a.time}, one square per second, never stepping on a square twice. No search was needed: T = ${a.time} is exactly the shortest distance from S to D, and a shortest way never comes back to a square.`,
  'study.tempter.too-big': (a: { rows: number; cols: number }) =>
    `No answer: S's region spans a ${a.rows}×${a.cols} box of ${a.rows * a.cols} squares, more than this solver searches.`,
  'study.tempter.no-answer-yet': (a: { expanded: number }) => `No answer yet: the search stopped at its limit after ${a.expanded} nodes.`,
  'study.tempter.no-parity': (a: { apart: number; time: number }) =>
    `NO by parity: S and D are ${a.apart} apart (rows plus columns). Each move changes a square's colour, as on a chessboard, so every path from S to D takes an ${a.apart % 2 === 0 ? 'even' : 'odd'} number of moves; T − ${a.apart} = ${a.time - a.apart} is odd.`,
  'study.tempter.colour-of-s': () => "squares of S's colour",
  'study.tempter.no-too-few': (a: { time: number; open: number }) =>
    `NO: too few open squares. A path of T = ${a.time} moves stands on T + 1 = ${a.time + 1} different squares, but the grid has only ${a.open}.`,
  'study.tempter.open-squares': () => 'open squares',
  'study.tempter.no-colour-count': (a: { time: number; needSame: number; needOther: number; same: number; other: number }) =>
    `NO by colour count: squares alternate colours along a path, so T = ${a.time} moves need ${a.needSame} squares of S's colour and ${a.needOther} of the other; the grid has ${a.same} and ${a.other}.`,
  'study.tempter.colour-of-s-short': () => "squares of S's colour (too few)",
  'study.tempter.other-colour-short': () => 'squares of the other colour (too few)',
  'study.tempter.no-unreachable': (a: { squares: number }) =>
    `NO: walls keep the door away. From S the dog can reach only the ${plural(a.squares, 'shaded square', 'shaded squares')}, and D is not among them.`,
  'study.tempter.dog-can-reach': () => 'squares the dog can reach',
  'study.tempter.no-too-far': (a: { moves: number; time: number }) =>
    `NO: the door is too far. The shortest way from S to D takes ${a.moves} moves, more than T = ${a.time}.`,
  'study.tempter.shortest-way': () => 'a shortest way to the door',
  'study.tempter.no-exhausted': (a: { time: number; expanded: number; pruned: number }) =>
    `NO: every path of exactly T = ${a.time} moves was tried (${a.expanded} search nodes, ${a.pruned} cut short by pruning) and none ends on D. The heatmap shows where the search spent its time.`,
  'study.tempter.summary-yes': (a: { time: number }) => `YES: the dog reaches the door at exactly T = ${a.time}.`,
  'study.tempter.summary-yes-shortest': (a: { time: number; why: string }) =>
    `YES: the dog reaches the door at exactly T = ${a.time}: ${a.why}, no search needed.`,
  'study.tempter.summary-no': (a: { time: number }) => `NO: the dog cannot stand on the door at exactly T = ${a.time}.`,
  'study.tempter.summary-no-why': (a: { time: number; why: string }) =>
    `NO: the dog cannot stand on the door at exactly T = ${a.time} (${a.why}).`,
  'outline.tempter-label': (a: { caseNumber: number; rows: number; cols: number; time: number }) =>
    `Case ${a.caseNumber} · ${a.rows}×${a.cols} · T=${a.time}`,
  'edit.tempter.holds': (a: { square: string }) =>
    ({ S: 'the start S', D: 'the door D', X: 'a wall', '.': 'an open square' })[a.square] ?? `'${a.square}'`,
  'edit.tempter.nothing': () => 'nothing',
  'edit.tempter.bad-time': (a: { value: number }) => `T must be a whole number from 1: not ${a.value}.`,
  'edit.tempter.time-stays': (a: { value: number }) => `T stays ${a.value}.`,
  'edit.tempter.time-set': (a: { value: number }) => `T set to ${a.value}.`,
  'edit.tempter.outside': (a: { cell: Cell; rows: number; cols: number }) => `${cell(a.cell)} is outside the ${a.rows} × ${a.cols} maze.`,
  'edit.tempter.wall-removed': (a: { cell: Cell }) => `Wall removed at ${cell(a.cell)}.`,
  'edit.tempter.wall-added': (a: { cell: Cell }) => `Wall added at ${cell(a.cell)}.`,
  'edit.tempter.square-taken': (a: { cell: Cell; what: string }) => `${cell(a.cell)} holds ${a.what}: drag it to move it.`,
  'edit.tempter.nothing-to-drag': (a: { cell: Cell; what: string }) => `Drag the start S or the door D; ${cell(a.cell)} holds ${a.what}.`,
  'edit.tempter.piece-stays': (a: { piece: 'S' | 'D'; cell: Cell }) =>
    `${a.piece === 'S' ? 'Start S' : 'Door D'} stays at ${cell(a.cell)}.`,
  'edit.tempter.put-on-open': (a: { cell: Cell; what: string; piece: 'S' | 'D' }) =>
    `${cell(a.cell)} holds ${a.what}: put ${a.piece} on an open square.`,
  'edit.tempter.piece-moved': (a: { piece: 'S' | 'D'; cell: Cell }) =>
    `${a.piece === 'S' ? 'Start S' : 'Door D'} moved to ${cell(a.cell)}.`,
  'edit.tempter.last-line': (a: { line: 'row' | 'column' }) => `The maze has one ${a.line} left: it cannot lose it.`,
  'edit.tempter.line-not-empty': (a: { line: 'row' | 'column'; number: number; what: string }) =>
    `The ${a.line} ${a.number} holds ${a.what}: move it off first.`,
  'drawing.tempter.step': (a: { step: number; time: number }) => `t = ${a.step} / T = ${a.time}`,
  'drawing.tempter.step-name': () => 'Time',
  'drawing.tempter.our-answer': (a: { answer: string }) => `the answer is ${a.answer}`,
  'drawing.tempter.toggles': () => 'wall',
  'drawing.tempter.drags': () => 'drag S or D to move it',
  'drawing.tempter.square': (a: { holds: 'X' | 'S' | 'D' | 'open' }) =>
    ({ X: 'a wall', S: 'the start S', D: 'the door D', open: 'open' })[a.holds],
  'drawing.tempter.legend.wall': () => 'wall X',
  'drawing.tempter.legend.start': () => 'start S, then the dog',
  'drawing.tempter.legend.door': () => 'door D',
  'drawing.tempter.legend.path': () => 'numbered path: the time t the dog stands there',
  'trace.tempter.wide-box': () => 'This box is over 64 squares: its search (the wide one) keeps no trace.',
  'trace.tempter.rule.last-move': () => 'last move, and the door is not next to the dog',
  'trace.tempter.rule.door-cut-off': () => 'the door is cut off by the squares already sunk',
  'trace.tempter.rule.too-far': () => 'the door is too far for the time left',
  'trace.tempter.rule.dead-ends': () => 'only dead ends are left between the dog and the door',
  'trace.tempter.rule.colours': () => 'parity: too few squares of a colour for the moves left',
  'trace.tempter.rule.blocks': () => 'the rooms between here and the door cannot hold the moves left',
  'trace.tempter.rule.edges': () => 'the forced moves contradict each other',
  'trace.tempter.rule.failed-before': () => 'already failed from this square with this time and these squares',
  'trace.tempter.rule.crow-flies': () => 'that square is too far from the door as the crow flies',
  // The what-if switches, each a pruning the Search view may leave out.
  'trace.tempter.switch.colours': () => 'parity (colour counts)',
  'trace.tempter.switch.door-reach': () => 'the door-reach flood',
  'trace.tempter.switch.dead-ends': () => 'dead-end peeling',
  'trace.tempter.switch.crow-flies': () => 'the as-the-crow-flies distance',
  'trace.tempter.switch.failed-before': () => 'remembering failed states',
  'trace.tempter.switch.near-full': () => 'the block chain and forced moves',
  'trace.tempter.switch.all': () => 'all of them (the plain DFS)',
  'hunt.tempter.open-squares': (a: { time: number; open: number }) =>
    `T = ${a.time} but only ${a.open} squares are open (S and D included): the open-squares check answers NO before any step.`,
  'hunt.tempter.parity': (a: { time: number; distance: number }) =>
    `T = ${a.time} and the door is ${a.distance} moves from S (rows plus columns): one is odd, the other even, so the parity check answers NO before any step.`,
  'hunt.tempter.nodes': (a: { ours: string; textbook: string; plain: string }) =>
    `Our solver, with every pruning: ${a.ours} nodes; the DFS with the four textbook checks: ${a.textbook}; the plain DFS (it only stops after T moves): ${a.plain}.`,
  'hunt.tempter.check.open-squares': () => 'the open-squares check (T + 1 squares must be open)',
  'hunt.tempter.check.parity': () => 'the parity check (T and the distance from S to D both even or both odd)',
  'hunt.tempter.check.distance': () => 'the distance bound (the door within the moves left)',
  'hunt.tempter.check.time-bound': () => 'the time bound (stop after T moves)',
  'hunt.tempter.without-part': (a: { check: string; nodes: string }) => `without ${a.check}: ${a.nodes} nodes`,
  'hunt.tempter.without': (a: { parts: string }) => `Each textbook check left out on its own: ${a.parts}.`,
  'hunt.tempter.missing': (a: { check: string; without: string; with: string }) =>
    `The pruning that matters here: ${a.check}; without it ${a.without} nodes, with it ${a.with}.`,
  'hunt.tempter.ours-missing': (a: { switch: string; without: string; with: string }) =>
    `The textbook checks leave this case hard; the pruning that matters here is our solver's ${a.switch}: ${a.without} nodes without it, ${a.with} with every pruning.`,
  'hunt.tempter.small': (a: { textbook: string }) =>
    `Every textbook check keeps this case small (${a.textbook} nodes): a program slow here spends its time elsewhere (reading the input, or work per case).`,
  'hunt.tempter.textbook-hard': (a: { textbook: string; ours: string }) =>
    `Even with the four textbook checks a DFS takes ${a.textbook} nodes here; our solver takes ${a.ours} with its prunings together (dead-end peeling, the block chain, remembering failed states), no one of them alone.`,
} as const;

const zhCn: Translation<typeof en> = {
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
  'hover.tempter.time': (a) => `时间 T = ${a.time}`,
  'hover.tempter.beyond-width': (a) => `超出 M = ${a.cols}：第 ${a.row} 行有 ${a.squares} 格`,
  'hover.tempter.square': (a) => `${{ S: '起点', D: '门', X: '墙', '.': '路' }[a.square]} ${a.square}，位于 ${cell(a.cell)}`,
  'hover.tempter.not-a-square': (a) => `${cell(a.cell)} 处的“${a.square}”不是迷宫的格子（S、D、X 或 .）`,
  'format.tempter.goal': () => '让狗在时间 T 恰好到达门口',
  'format.tempter.answer-is': () => '正确答案是',
  'format.tempter.search-unit': () => '结点',
  'format.tempter.third-prompt': () => '门打开的时间 T',
  'format.tempter.obstacles': () => '墙',
  'options.tempter.describe': (a) => `Tempter ${a.rows}×${a.cols}，T = ${a.time}，墙 ${a.percent}%，种子 ${a.seed}`,
  'fix.tempter.pad-row': (a) => `用“.”把第 ${a.row} 行补足到 M = ${a.cols} 格`,
  'fix.tempter.trim-row': (a) => `把第 ${a.row} 行截到 M = ${a.cols} 格`,
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
  'outline.tempter-label': (a) => `用例 ${a.caseNumber} · ${a.rows}×${a.cols} · T=${a.time}`,
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
  'trace.tempter.switch.colours': () => '奇偶剪枝（黑白染色计数）',
  'trace.tempter.switch.door-reach': () => '连通性剪枝（flood fill 判断门是否可达）',
  'trace.tempter.switch.dead-ends': () => '死胡同剪枝（删去度小于 2 的格子）',
  'trace.tempter.switch.crow-flies': () => '曼哈顿距离剪枝',
  'trace.tempter.switch.failed-before': () => '记忆化（记下失败的状态）',
  'trace.tempter.switch.near-full': () => '点双连通块容量与必经边',
  'trace.tempter.switch.all': () => '全部剪枝（朴素 DFS）',
};

/** Tempter's part of the catalogue (addWords in index.ts and drawing.ts). */
export const TEMPTER_WORDS = { en, 'zh-cn': zhCn };

declare module '../../l10n/message' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Tempter's ids join the catalogue's
  interface Words extends TempterWords {}
}
type TempterWords = typeof en;

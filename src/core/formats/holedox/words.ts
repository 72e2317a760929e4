// Holedox's words, in English and 简体中文: its diagnostics, hovers, quick fixes, verdicts
// explained, outline, drawing, Edit mode, search trace and hunt. Its part of the one catalogue
// (core/l10n/message.ts), added by the format's index.ts and drawing.ts, so a process or page
// that loads the format can word its messages; zhCn must word the same ids with the same arguments.
import type { Translation } from '../../l10n/message';
import { grouped } from '../../l10n/numbers';
import { cell, plural, type Cell } from '../../l10n/phrases';
import { zhCount } from '../../l10n/zhCn';

/** ': outside the 5×6 lair' for a square off it; a lair of 0 rows means it is on it. */
const offLair = (a: { rows: number; cols: number }) => (a.rows > 0 ? `: outside the ${a.rows}×${a.cols} lair` : '');
const offLairZh = (a: { rows: number; cols: number }) => (a.rows > 0 ? `：在 ${a.rows}×${a.cols} 的洞穴之外` : '');

/** The numbers of a Holedox case a non-integer can stand in for. */
export type HoledoxNumber = 'header-number' | 'header' | 'stone-count' | 'coordinate';
const HOLEDOX_NUMBERS: Record<HoledoxNumber, string> = {
  'header-number': 'a case header number',
  header: "a case header 'n m L'",
  'stone-count': 'the stone count K',
  coordinate: 'a coordinate',
};
const HOLEDOX_NUMBERS_ZH: Record<HoledoxNumber, string> = {
  'header-number': '用例首行的数',
  header: '用例首行“n m L”',
  'stone-count': '石头数 K',
  coordinate: '坐标',
};

const en = {
  // Holedox.
  'holedox.outside-lair': (a: { what: string; cell: Cell; rows: number; cols: number }) =>
    `${a.what} ${cell(a.cell)} is outside the ${a.rows}×${a.cols} lair (rows 1–${a.rows}, columns 1–${a.cols})`,
  'holedox.stone': () => 'stone',
  'holedox.body-crosses-itself': (a: { block: number; cell: Cell; other: number }) =>
    `B${a.block} ${cell(a.cell)} is on the same square as B${a.other}: the body cannot cross itself`,
  'holedox.body-not-adjacent': (a: { block: number; cell: Cell; previousCell: Cell }) =>
    `B${a.block} ${cell(a.cell)} is not next to B${a.block - 1} ${cell(a.previousCell)}: consecutive blocks must share a side`,
  'holedox.block-is-here': (a: { block: number }) => `B${a.block} is here`,
  'holedox.first-listed-here': () => 'first listed here',
  'holedox.stone-on-exit': () => 'stone (1, 1) is on the exit: the statement promises the exit is never a stone',
  'holedox.stone-on-body': (a: { cell: Cell; block: number }) => `stone ${cell(a.cell)} is on B${a.block}: the body cannot lie on a stone`,
  'holedox.duplicate-stone': (a: { cell: Cell }) => `stone ${cell(a.cell)} is listed twice; the second is redundant`,
  'holedox.header-or-terminator-after': (a: { caseNumber: number; found: string }) =>
    `expected a case header 'n m L' or the terminator '0 0 0' after case ${a.caseNumber}; found '${a.found}'`,
  'holedox.expected-stone-count': (a: { caseNumber: number; length: number; found: string }) =>
    `expected the stone count K after case ${a.caseNumber}'s L = ${a.length} body blocks; found '${a.found}'`,
  'holedox.body-count-mismatch': (a: { caseNumber: number; length: number; listed: number; line: number }) =>
    `case ${a.caseNumber} announces L = ${a.length} body blocks but lists ${a.listed} before its stone count on line ${a.line}`,
  'holedox.the-stone-count': () => 'the stone count K',
  'holedox.stone-count-mismatch': (a: { caseNumber: number; announced: number; listed: number }) =>
    `case ${a.caseNumber} announces K = ${a.announced} stones but lists ${a.listed}`,
  'holedox.stone-is-here': (a: { stone: number }) => `stone ${a.stone} is here`,
  'holedox.expected-pair': (a: { caseNumber: number; found: string }) =>
    `expected a pair 'row col' in case ${a.caseNumber}; found '${a.found}'`,
  'holedox.header-not-integer': (a: { found: string }) => `expected a case header 'n m L' of non-negative integers; found '${a.found}'`,
  'holedox.header-is-pair': (a: { caseNumber: number; found: string }) =>
    `expected a case header 'n m L'; found the pair '${a.found}': a header has three numbers, or is case ${a.caseNumber}'s header missing?`,
  'holedox.header-count': (a: { count: number; found: string }) =>
    `expected a case header 'n m L' of three numbers; found ${a.count}: '${a.found}'`,
  'holedox.no-stone-count': (a: { caseNumber: number; where: string }) =>
    `case ${a.caseNumber} has no stone count K: ${a.where} after its body`,
  'holedox.missing-blocks': (a: { caseNumber: number; announced: string; where: string; found: number; missing: string }) =>
    `case ${a.caseNumber} announces L = ${a.announced} body blocks but ${a.where} after ${a.found}: ${a.missing} missing`,
  'holedox.missing-stones': (a: { caseNumber: number; announced: string; where: string; found: number; missing: string }) =>
    `case ${a.caseNumber} announces K = ${a.announced} stones but ${a.where} after ${a.found}: ${a.missing} missing`,
  'holedox.not-integer': (a: { what: HoledoxNumber; found: string }) =>
    `expected ${HOLEDOX_NUMBERS[a.what]}, a non-negative integer; found '${a.found}'`,
  'holedox.unexpected-tokens': (a: { found: string }) => `expected a case header 'n m L' or the terminator '0 0 0', found '${a.found}'`,
  'holedox.unexpected-tokens-after': (a: { found: string; caseNumber: number }) =>
    `expected a case header 'n m L' or the terminator '0 0 0', found '${a.found}' after case ${a.caseNumber}: does its L or K count fewer pairs than are listed?`,
  'holedox.side-not-positive': (a: { name: 'n' | 'm'; value: string }) =>
    `${a.name} = ${a.value}: the lair needs at least one ${a.name === 'n' ? 'row' : 'column'}`,
  'holedox.side-beyond-solver': (a: { name: 'n' | 'm'; value: string; max: number }) =>
    `${a.name} = ${a.value}: this solver handles lairs up to ${a.max}×${a.max}`,
  'holedox.side-beyond-judge': (a: { name: 'n' | 'm'; value: string; max: number }) =>
    `${a.name} = ${a.value} is beyond the judge limit 1 ≤ ${a.name} ≤ ${a.max}; the solver still tries it`,
  'holedox.length-not-positive': (a: { value: string }) => `L = ${a.value}: the snake needs at least one block`,
  'holedox.length-beyond-solver': (a: { value: string; max: number }) =>
    `L = ${a.value}: this solver handles snakes of up to ${a.max} blocks`,
  'holedox.length-beyond-judge': (a: { value: string; min: number; max: number }) =>
    `L = ${a.value} is outside the judge limit ${a.min} ≤ L ≤ ${a.max}; the solver still tries it`,
  'holedox.stopped-states': (a: { caseNumber: number; cap: number; expanded: number; option: string }) =>
    `case ${a.caseNumber}: search stopped after ${grouped(a.cap)} ${a.cap === 1 ? 'state' : 'states'} (the ${a.option} budget; ${grouped(a.expanded)} ${a.expanded === 1 ? 'state' : 'states'} expanded) without an answer; raise it with ${a.option}`,
  'holedox.stopped-states-plain': (a: { caseNumber: number; cap: number; expanded: number }) =>
    `case ${a.caseNumber}: search stopped after ${grouped(a.cap)} ${a.cap === 1 ? 'state' : 'states'} (its state budget; ${grouped(a.expanded)} ${a.expanded === 1 ? 'state' : 'states'} expanded) without an answer`,
  'holedox.stopped-time': (a: { caseNumber: number; ms: number; expanded: number; option: string }) =>
    `case ${a.caseNumber}: search stopped after ${grouped(a.ms)} ms (the ${a.option} budget; ${grouped(a.expanded)} ${a.expanded === 1 ? 'state' : 'states'} expanded) without an answer; raise it with ${a.option}`,
  'holedox.stopped-time-plain': (a: { caseNumber: number; ms: number; expanded: number }) =>
    `case ${a.caseNumber}: search stopped after ${grouped(a.ms)} ms (its time budget; ${grouped(a.expanded)} ${a.expanded === 1 ? 'state' : 'states'} expanded) without an answer`,
  'holedox.out-of-memory': (a: { caseNumber: number; expanded: number; option: string }) =>
    `case ${a.caseNumber}: search ran out of memory (${grouped(a.expanded)} ${a.expanded === 1 ? 'state' : 'states'} expanded) without an answer${a.option ? `; lower ${a.option} to stop sooner` : ''}`,
  'holedox.limit-reached': (a: { caseNumber: number; expanded: number }) =>
    `case ${a.caseNumber}: search limit reached after ${a.expanded} states without an answer`,
  'holedox.missing-answer': (a: { caseNumber: number }) => `no 'Case ${a.caseNumber}:' line`,
  'holedox.mismatch-unreachable': (a: { expected: string }) => `expected ${a.expected}, but Holedox cannot reach the exit: -1`,
  'holedox.mismatch-reachable': (a: { ours: string }) => `expected -1, but Holedox can reach the exit: shortest is ${a.ours}`,
  'holedox.mismatch': (a: { expected: string; ours: string }) => `expected ${a.expected}, shortest is ${a.ours}`,
  'holedox.judge-line-shape': () => "'Case i: steps' (steps a count or -1)",
  'hover.holedox.length': (a: { length: number }) => `L = ${a.length}`,
  'hover.holedox.block': (a: { which: 'head' | 'body' | 'tail'; block: number; cell: Cell; rows: number; cols: number }) =>
    `${a.which === 'head' ? 'head B1' : `body block B${a.block}`} ${cell(a.cell)}${a.which === 'tail' ? ', the tail' : ''}${offLair(a)}`,
  'hover.holedox.stone-count': (a: { k: string }) => `stone count K = ${a.k}`,
  'hover.holedox.stone': (a: { cell: Cell; rows: number; cols: number }) => `stone ${cell(a.cell)}${offLair(a)}`,

  // The formats' words in New Random Case's and the stress test's pickers and prompts (host strings).
  'format.holedox.goal': () => 'a snake to lead to the exit',
  'format.holedox.answer-is': () => 'the shortest is',
  'format.holedox.search-unit': () => 'states',
  'format.holedox.third-prompt': () => 'Body length L',
  'format.holedox.obstacles': () => 'stones',
  'options.holedox.length-does-not-fit': (a: { length: number; rows: number; cols: number }) =>
    `L = ${a.length} does not fit in a ${a.rows}×${a.cols} lair of ${a.rows * a.cols} squares`,
  // The output channel's line for an inserted case.
  'options.holedox.describe': (a: { rows: number; cols: number; length: number; percent: number; seed: number }) =>
    `Holedox ${a.rows}×${a.cols}, L = ${a.length}, stones ${a.percent}%, seed ${a.seed}`,
  'fix.holedox.set-length-add-k': (a: { n: number }) => `Set L to ${a.n} (the body blocks listed) and add K = 0`,
  'fix.holedox.add-k': () => 'Add the stone count K = 0 (no stones)',
  'fix.holedox.set-k': (a: { n: number }) => `Set K to ${a.n} (the stone pairs listed)`,
  'fix.holedox.count-pairs-as-stones': (a: { caseNumber: number; k: number; more: number }) =>
    `Set K of case ${a.caseNumber} to ${a.k} (count the ${a.more === 1 ? 'pair' : `${a.more} pairs`} after it as stones)`,
  'fix.holedox.set-case-k': (a: { caseNumber: number; k: number }) => `Set K of case ${a.caseNumber} to ${a.k} (the stone pairs listed)`,
  'fix.holedox.set-case-length': (a: { caseNumber: number; n: number }) =>
    `Set L of case ${a.caseNumber} to ${a.n} (the body blocks listed)`,
  'fix.holedox.remove-duplicate': (a: { cell: Cell; n: number }) => `Remove the duplicate stone ${cell(a.cell)} and set K to ${a.n}`,

  // Study: verdicts explained, and the panel's result line (src/core/study/explain.ts).
  'study.holedox.at-exit': () => 'the head starts on the exit',
  'study.holedox.cut-off': () => 'stones cut the exit off',
  'study.holedox.straight-run': () => 'the head walks to the exit without meeting its body',
  'study.holedox.no-room-to-turn': () => 'the snake cannot turn round, so a walk along its only way answered',
  'study.holedox.expanded': (a: { expanded: number }) => `${plural(a.expanded, 'state', 'states')} expanded`,
  'study.holedox.answer-zero': () => 'Answer 0: the head already stands on the exit (1, 1).',
  'study.holedox.answer-moves': (a: { steps: number }) =>
    `Answer ${a.steps}: the fewest moves that bring the head to the exit (1, 1). At each move every block slides into the square of the block before it; play it back to watch.`,
  'study.holedox.answer-straight': (a: { steps: number }) =>
    `Answer ${a.steps}: the fewest moves that bring the head to the exit (1, 1). At each move every block slides into the square of the block before it; play it back to watch. No search was needed: the head walks a shortest way around the stones to the exit without meeting its own body, and no way can be shorter than the head's distance to the exit.`,
  'study.holedox.no-answer-yet': (a: { expanded: number }) => `No answer yet: the search stopped at its limit after ${a.expanded} states.`,
  'study.holedox.answer-cut-off': (a: { squares: number }) =>
    `Answer -1: stones cut the exit (1, 1) off. Even with no body in its way the head could only reach the ${plural(a.squares, 'shaded square', 'shaded squares')}, and the exit is not among them.`,
  'study.holedox.could-reach': () => 'squares the head could reach',
  'study.holedox.answer-no-room': (a: { length: number }) =>
    `Answer -1: the snake can never turn round. No ring of more than ${a.length} squares (its length) lies within its reach, so the head can only move on along paths that never come back on themselves, and every way to the exit leads through the squares its body covers now.`,
  'study.holedox.answer-boxed-in': (a: { positions: number }) =>
    `Answer -1: the snake is boxed in. The exit is not walled off by stones, but in every one of the ${plural(a.positions, 'position', 'positions')} the snake can reach, its own body keeps the head away from it.`,
  'study.holedox.answer-boxed-in-shaded': (a: { positions: number; squares: number }) =>
    `Answer -1: the snake is boxed in. The exit is not walled off by stones, but in every one of the ${plural(a.positions, 'position', 'positions')} the snake can reach, its own body keeps the head away from it. The head only ever stands on the ${plural(a.squares, 'shaded square', 'shaded squares')}.`,
  'study.holedox.can-reach': () => 'squares the head can reach',
  'study.holedox.summary-cut-off': () => 'Case answer -1: stones cut the exit (1, 1) off from the head.',
  'study.holedox.summary-none-unsearched': (a: { how: string }) =>
    `Case answer -1: no sequence of moves brings the head to the exit (${a.how}; no search needed).`,
  'study.holedox.summary-none': (a: { expanded: number }) =>
    `Case answer -1: no sequence of moves brings the head to the exit (${a.expanded} states searched).`,
  'study.holedox.summary-unsearched': (a: { steps: number; how: string }) =>
    `Shortest: ${plural(a.steps, 'move', 'moves')}: ${a.how}, no search needed.`,
  'study.holedox.summary': (a: { steps: number; how: string }) => `Shortest: ${plural(a.steps, 'move', 'moves')} to the exit (${a.how}).`,

  // Outline, case labels and inline answers (src/core/outline.ts, inlineAnswers.ts, the formats' outline.ts).
  'outline.holedox-label': (a: { caseNumber: number; rows: number; cols: number; length: number }) =>
    `Case ${a.caseNumber} · ${a.rows}×${a.cols} · L=${a.length}`,
  'edit.holedox.head': () => 'the head H',
  'edit.holedox.block': (a: { block: number }) => `the snake's B${a.block}`,
  'edit.holedox.nothing': () => 'nothing',
  'edit.holedox.square': (a: { cell: Cell }) => cell(a.cell),
  'edit.holedox.outside': (a: { cell: Cell; rows: number; cols: number }) => `${cell(a.cell)} is outside the ${a.rows} × ${a.cols} grid.`,
  'edit.holedox.square-taken': (a: { cell: Cell; what: string }) => `${cell(a.cell)} holds ${a.what}: a stone cannot go there.`,
  'edit.holedox.stone-removed': (a: { cell: Cell }) => `Stone removed at ${cell(a.cell)}.`,
  'edit.holedox.stone-added': (a: { cell: Cell }) => `Stone added at ${cell(a.cell)}.`,
  'edit.holedox.nothing-to-drag': (a: { what: string }) => `Drag the head H to grow or shorten the snake, not ${a.what}.`,
  'edit.holedox.leave-grid': (a: { cell: Cell }) => `The head cannot leave the grid at ${cell(a.cell)}.`,
  'edit.holedox.onto-stone': (a: { cell: Cell }) => `The head cannot grow onto the stone at ${cell(a.cell)}.`,
  'edit.holedox.onto-block': (a: { what: string; cell: Cell }) => `The head cannot grow onto ${a.what} at ${cell(a.cell)}.`,
  'edit.holedox.keeps': (a: { length: number; head: Cell }) => `The snake keeps L = ${a.length}, head at ${cell(a.head)}.`,
  'edit.holedox.grown': (a: { length: number; head: Cell }) => `Snake grown to L = ${a.length}, head at ${cell(a.head)}.`,
  'edit.holedox.shortened': (a: { length: number; head: Cell }) => `Snake shortened to L = ${a.length}, head at ${cell(a.head)}.`,
  'edit.holedox.last-line': (a: { line: 'row' | 'column' }) => `The grid has one ${a.line} left: it cannot lose it.`,
  'edit.holedox.line-not-empty': (a: { line: 'row' | 'column'; number: number; what: string }) =>
    `The ${a.line} ${a.number} holds ${a.what}: move the snake off it first.`,
  'edit.holedox.bad-length': (a: { value: number }) => `L must be a whole number from 1: not ${a.value}.`,
  'edit.holedox.length-stays': (a: { value: number }) => `L stays ${a.value}.`,
  'edit.holedox.length-shortened': (a: { value: number }) => `L set to ${a.value}: the tail shortened.`,
  'edit.holedox.no-room-to-grow': (a: { tail: Cell; value: number }) =>
    `No free square beside the tail at ${cell(a.tail)} to grow the snake to L = ${a.value}.`,
  'edit.holedox.length-grown': (a: { value: number; tail: Cell }) => `L set to ${a.value}: the tail grown to ${cell(a.tail)}.`,

  // The formats' drawing words (the formats' drawing.ts): playback, our answer, the Edit mode's squares.
  'drawing.holedox.step': (a: { step: number; total: number }) => `move ${a.step} / ${a.total}`,
  'drawing.holedox.step-name': () => 'Move',
  'drawing.holedox.our-answer': (a: { answer: string }) => `the shortest is ${a.answer}`,
  'drawing.holedox.toggles': () => 'stone',
  'drawing.holedox.drags': () => 'drag the head H to grow or shorten the snake along the squares you pass',
  'drawing.holedox.square': (a: { holds: 'head' | 'block' | 'stone' | 'exit' | 'open'; block: number }) =>
    ({ head: 'the head H', block: `the snake's B${a.block}`, stone: 'a stone', exit: 'the exit', open: 'open' })[a.holds],
  'drawing.holedox.legend.stone': () => 'stone',
  'drawing.holedox.legend.head': () => 'head H',
  'drawing.holedox.legend.body': () => 'body',
  'drawing.holedox.legend.exit': () => 'exit (1, 1)',
  'drawing.holedox.legend.path': () => 'numbered path: the move that takes the head there',
  'trace.holedox.order': () =>
    'A*, not breadth-first: states are made cheapest first by moves so far plus the distance to the exit around the stones, so the layers near the exit fill first and the far side stays thin.',
  'hunt.holedox.states': (a: { ours: string; answer: string; bound: string }) =>
    `Our A* search: ${a.ours} states for the answer ${a.answer}; the lair has room for at most ${a.bound} (head square × body shape).`,
  'hunt.holedox.cut-off': () => 'Stones cut the exit off: a flood fill from the head answers -1 before any search.',
  'hunt.holedox.visited': (a: { depth: string; without: string; with: string }) =>
    `The pruning that matters here: the visited set (each head square and body shape expanded once); a search without it takes ${a.without} nodes to go ${a.depth} moves deep, with it ${a.with} states.`,
} as const;

const zhCn: Translation<typeof en> = {
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
  'holedox.not-integer': (a) => `这里应是${HOLEDOX_NUMBERS_ZH[a.what]}，一个非负整数；实际是“${a.found}”`,
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
  'hover.holedox.length': (a) => `蛇长 L = ${a.length}`,
  'hover.holedox.block': (a) =>
    `${a.which === 'head' ? '蛇头 B1' : a.which === 'tail' ? `蛇尾 B${a.block}` : `蛇身 B${a.block}`} ${cell(a.cell)}${offLairZh(a)}`,
  'hover.holedox.stone-count': (a) => `石头数 K = ${a.k}`,
  'hover.holedox.stone': (a) => `石头 ${cell(a.cell)}${offLairZh(a)}`,

  // The formats' words in New Random Case's and the stress test's pickers and prompts (host strings).
  'format.holedox.goal': () => '把蛇引到出口',
  'format.holedox.answer-is': () => '最短步数为',
  'format.holedox.search-unit': () => '状态',
  'format.holedox.third-prompt': () => '蛇身长度 L',
  'format.holedox.obstacles': () => '石头',
  'options.holedox.length-does-not-fit': (a) => `L = ${a.length} 放不进 ${a.rows}×${a.cols} 的洞穴（共 ${a.rows * a.cols} 格）`,
  'options.holedox.describe': (a) => `Holedox ${a.rows}×${a.cols}，L = ${a.length}，石头 ${a.percent}%，种子 ${a.seed}`,
  'fix.holedox.set-length-add-k': (a) => `把 L 改为 ${a.n}（已列出的蛇身节数），并添加 K = 0`,
  'fix.holedox.add-k': () => '添加石头数 K = 0（没有石头）',
  'fix.holedox.set-k': (a) => `把 K 改为 ${a.n}（已列出的石头坐标对数）`,
  'fix.holedox.count-pairs-as-stones': (a) => `把用例 ${a.caseNumber} 的 K 改为 ${a.k}（把其后的 ${a.more} 对坐标算作石头）`,
  'fix.holedox.set-case-k': (a) => `把用例 ${a.caseNumber} 的 K 改为 ${a.k}（已列出的石头坐标对数）`,
  'fix.holedox.set-case-length': (a) => `把用例 ${a.caseNumber} 的 L 改为 ${a.n}（已列出的蛇身节数）`,
  'fix.holedox.remove-duplicate': (a) => `删除重复的石头 ${cell(a.cell)}，并把 K 改为 ${a.n}`,

  // 研究：判定的解释与面板的结果行（src/core/study/explain.ts）。
  'study.holedox.at-exit': () => '蛇头一开始就在出口上',
  'study.holedox.cut-off': () => '石头把出口隔断了',
  'study.holedox.straight-run': () => '蛇头走到出口，不碰到自己的身体',
  'study.holedox.no-room-to-turn': () => '蛇无法掉头，沿它唯一的路走一遍就得出了答案',
  'study.holedox.expanded': (a) => `已扩展 ${zhCount(a.expanded, '个状态')}`,
  'study.holedox.answer-zero': () => '答案 0：蛇头已经在出口 (1, 1) 上。',
  'study.holedox.answer-moves': (a) =>
    `答案 ${a.steps}：把蛇头带到出口 (1, 1) 最少要走 ${a.steps} 步。每走一步，每节蛇身都滑进前一节所在的格子；播放即可观看。`,
  'study.holedox.answer-straight': (a) =>
    `答案 ${a.steps}：把蛇头带到出口 (1, 1) 最少要走 ${a.steps} 步。每走一步，每节蛇身都滑进前一节所在的格子；播放即可观看。无需搜索：蛇头绕开石头沿一条最短路走到出口，不会碰到自己的身体，而任何走法都不可能比蛇头到出口的距离更短。`,
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

  // 大纲、用例标签与行内答案（src/core/outline.ts、inlineAnswers.ts、各格式的 outline.ts）。
  'outline.holedox-label': (a) => `用例 ${a.caseNumber} · ${a.rows}×${a.cols} · L=${a.length}`,
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
  'trace.holedox.order': () =>
    'A* 搜索，不是广度优先：状态按“已走步数加上绕开石头到出口的距离”从小到大生成，所以靠近出口的层先填满，远的一侧很稀疏。',
  'hunt.holedox.states': (a) =>
    `我们的 A* 搜索：${a.ours} 个状态，答案 ${a.answer}；这个洞穴至多有 ${a.bound} 个状态（蛇头位置 × 身体形状）。`,
  'hunt.holedox.cut-off': () => '石头把出口围死了：从蛇头做一次洪水填充（flood fill），不用搜索就答 -1。',
  'hunt.holedox.visited': (a) =>
    `这里起作用的剪枝：判重（visited 数组，每个蛇头位置和身体形状只扩展一次）；不判重的搜索走到 ${a.depth} 步深要 ${a.without} 个结点，判重后只有 ${a.with} 个状态。`,
};

/** Holedox's part of the catalogue (addWords in index.ts and drawing.ts). */
export const HOLEDOX_WORDS = { en, 'zh-cn': zhCn };

declare module '../../l10n/message' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Holedox's ids join the catalogue's
  interface Words extends HoledoxWords {}
}
type HoledoxWords = typeof en;

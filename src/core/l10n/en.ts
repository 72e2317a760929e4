// The English wording of every message the core makes: the source catalogue. Each entry's
// parameter names the message's arguments; zhCn.ts must word the same ids with the same arguments.
import { grouped } from './numbers';

const s = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const cell = (c: { row: number; col: number }) => `(${c.row}, ${c.col})`;
type Cell = { readonly row: number; readonly col: number };
/** ': outside the 5×6 lair' for a square off it; a lair of 0 rows means it is on it. */
const offLair = (a: { rows: number; cols: number }) => (a.rows > 0 ? `: outside the ${a.rows}×${a.cols} lair` : '');

/** The numbers of a Holedox case a non-integer can stand in for. */
export type HoledoxNumber = 'header-number' | 'header' | 'stone-count' | 'coordinate';
const HOLEDOX_NUMBERS: Record<HoledoxNumber, string> = {
  'header-number': 'a case header number',
  header: "a case header 'n m L'",
  'stone-count': 'the stone count K',
  coordinate: 'a coordinate',
};

export const en = {
  // Fragments other messages take as arguments.
  'where.file-ends': () => 'the file ends',
  'where.next-header': (a: { line: number }) => `the next case header on line ${a.line} begins`,

  // Both formats.
  'file.content-after-terminator': () => "content after the terminator '0 0 0' is ignored by the judge",
  'file.missing-terminator': () => "the file does not end with the terminator '0 0 0'",
  'file.incomplete-header': (a: { found: number; names: string }) =>
    `the file ends inside a case header: found ${a.found} of the 3 numbers '${a.names}'`,
  'file.line-too-long': (a: { max: number }) =>
    `a line longer than ${grouped(a.max)} characters, with no line end: the rest of the file is not read`,
  'file.case-too-long': (a: { max: number }) =>
    `no case ends within ${grouped(a.max)} characters from here: the rest of the file is not read`,
  'issues.more-in-case': (a: { first: string; more: number }) => `${a.first} … and ${a.more} more like this in this case`,
  'issues.more-in-file': (a: { first: string; more: number }) => `${a.first} … and ${a.more} more issues in this file`,
  'file.looks-like-other': (a: {
    declared: string;
    other: string;
    otherName: string;
    caseNumber: number;
    extension: string;
    otherId: string;
  }) =>
    `this file is read as ${a.declared}, as its name or the chosen language says, but it reads as ${a.other}: ` +
    `case ${a.caseNumber} here is a valid ${a.otherName} case. Rename it ${a.extension}, or choose the ${a.otherId} language (--format ${a.otherId})`,
  'related.case-starts-here': (a: { caseNumber: number }) => `case ${a.caseNumber} starts here`,
  'header.doubled': (a: { header: string }) => `case header '${a.header}' has no case after it: the next line is another header`,

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

  // Hovers.
  'hover.terminator': () => "terminator '0 0 0': the judge stops reading here",
  'hover.header': (a: { rows: number; cols: number; third: string }) =>
    `case header: ${s(a.rows, 'row', 'rows')}, ${s(a.cols, 'column', 'columns')}, ${a.third}`,
  'hover.holedox.length': (a: { length: number }) => `L = ${a.length}`,
  'hover.holedox.block': (a: { which: 'head' | 'body' | 'tail'; block: number; cell: Cell; rows: number; cols: number }) =>
    `${a.which === 'head' ? 'head B1' : `body block B${a.block}`} ${cell(a.cell)}${a.which === 'tail' ? ', the tail' : ''}${offLair(a)}`,
  'hover.holedox.stone-count': (a: { k: string }) => `stone count K = ${a.k}`,
  'hover.holedox.stone': (a: { cell: Cell; rows: number; cols: number }) => `stone ${cell(a.cell)}${offLair(a)}`,
  'hover.tempter.time': (a: { time: number }) => `T = ${a.time}`,
  'hover.tempter.beyond-width': (a: { cols: number; row: number; squares: number }) =>
    `beyond M = ${a.cols}: row ${a.row} has ${s(a.squares, 'square', 'squares')}`,
  'hover.tempter.square': (a: { square: 'S' | 'D' | 'X' | '.'; cell: Cell }) =>
    `${{ S: 'start', D: 'door', X: 'wall', '.': 'floor' }[a.square]} ${a.square} at ${cell(a.cell)}`,
  'hover.tempter.not-a-square': (a: { square: string; cell: Cell }) =>
    `'${a.square}' at ${cell(a.cell)} is not a maze square (S, D, X or .)`,

  // The formats' words in New Random Case's and the stress test's pickers and prompts (host strings).
  'format.holedox.goal': () => 'a snake to lead to the exit',
  'format.holedox.answer-is': () => 'the shortest is',
  'format.holedox.third-prompt': () => 'Body length L',
  'format.holedox.obstacles': () => 'stones',
  'format.tempter.goal': () => 'a dog to bring to the door at time T',
  'format.tempter.answer-is': () => 'the answer is',
  'format.tempter.third-prompt': () => 'Time T at which the door opens',
  'format.tempter.obstacles': () => 'walls',

  // New Random Case's options (command arguments) and the stress test's sizes, when out of range.
  'options.name.rows': () => 'rows',
  'options.name.columns': () => 'columns',
  'options.name.seed': () => 'seed',
  'options.name.max-side': () => 'max side',
  'options.name.grow-cases': () => 'grow cases',
  'options.name.max-of': (a: { letter: string }) => `max ${a.letter}`,
  'options.whole-number': (a: { name: string; lo: number; hi: number; got: number }) =>
    `${a.name} must be a whole number from ${a.lo} to ${a.hi}, got ${a.got}`,
  'options.density': (a: { got: number }) => `density must be from 0 to 1, got ${a.got}`,
  'options.holedox.length-does-not-fit': (a: { length: number; rows: number; cols: number }) =>
    `L = ${a.length} does not fit in a ${a.rows}×${a.cols} lair of ${a.rows * a.cols} squares`,
  // The output channel's line for an inserted case.
  'options.holedox.describe': (a: { rows: number; cols: number; length: number; percent: number; seed: number }) =>
    `Holedox ${a.rows}×${a.cols}, L = ${a.length}, stones ${a.percent}%, seed ${a.seed}`,
  'options.tempter.describe': (a: { rows: number; cols: number; time: number; percent: number; seed: number }) =>
    `Tempter ${a.rows}×${a.cols}, T = ${a.time}, walls ${a.percent}%, seed ${a.seed}`,

  // Quick fixes.
  'fix.add-terminator': () => "Add the terminator '0 0 0'",
  'fix.remove-after-terminator': () => "Remove everything after the terminator '0 0 0'",
  'fix.holedox.set-length-add-k': (a: { n: number }) => `Set L to ${a.n} (the body blocks listed) and add K = 0`,
  'fix.holedox.add-k': () => 'Add the stone count K = 0 (no stones)',
  'fix.holedox.set-k': (a: { n: number }) => `Set K to ${a.n} (the stone pairs listed)`,
  'fix.holedox.count-pairs-as-stones': (a: { caseNumber: number; k: number; more: number }) =>
    `Set K of case ${a.caseNumber} to ${a.k} (count the ${a.more === 1 ? 'pair' : `${a.more} pairs`} after it as stones)`,
  'fix.holedox.set-case-k': (a: { caseNumber: number; k: number }) => `Set K of case ${a.caseNumber} to ${a.k} (the stone pairs listed)`,
  'fix.holedox.set-case-length': (a: { caseNumber: number; n: number }) =>
    `Set L of case ${a.caseNumber} to ${a.n} (the body blocks listed)`,
  'fix.holedox.remove-duplicate': (a: { cell: Cell; n: number }) => `Remove the duplicate stone ${cell(a.cell)} and set K to ${a.n}`,
  'fix.tempter.pad-row': (a: { row: number; cols: number }) => `Pad row ${a.row} with '.' to M = ${a.cols} squares`,
  'fix.tempter.trim-row': (a: { row: number; cols: number }) => `Trim row ${a.row} to M = ${a.cols} squares`,

  // Expected-output files.
  'expected.malformed': (a: { found: string; expected: string }) => `'${a.found}' is not a judge answer line: expected ${a.expected}`,
  'expected.answered-again': (a: { caseNumber: number }) => `case ${a.caseNumber} is answered again; the first answer counts`,
  'expected.first-answered-here': () => 'first answered here',
  'expected.answer-missing': (a: { file: string; where: string; ours: string }) => `${a.file} has ${a.where}; ours is ${a.ours}`,
  'expected.beyond-input': (a: { caseNumber: number; cases: number }) =>
    `this answers case ${a.caseNumber}, but the input has ${s(a.cases, 'case', 'cases')}`,

  // Study: verdicts explained, and the panel's result line (src/core/study/explain.ts).
  'study.holedox.at-exit': () => 'the head starts on the exit',
  'study.holedox.cut-off': () => 'stones cut the exit off',
  'study.holedox.straight-run': () => 'a straight run to the exit',
  'study.holedox.no-room-to-turn': () => 'the snake cannot turn round, so a walk along its only way answered',
  'study.holedox.expanded': (a: { expanded: number }) => `${s(a.expanded, 'state', 'states')} expanded`,
  'study.holedox.answer-zero': () => 'Answer 0: the head already stands on the exit (1, 1).',
  'study.holedox.answer-moves': (a: { steps: number }) =>
    `Answer ${a.steps}: the fewest moves that bring the head to the exit (1, 1). At each move every block slides into the square of the block before it; play it back to watch.`,
  'study.holedox.answer-straight': (a: { steps: number }) =>
    `Answer ${a.steps}: the fewest moves that bring the head to the exit (1, 1). At each move every block slides into the square of the block before it; play it back to watch. No search was needed: the head runs straight down to the exit without meeting its own body, and no way can be shorter than the head's distance to the exit.`,
  'study.holedox.no-answer-yet': (a: { expanded: number }) => `No answer yet: the search stopped at its limit after ${a.expanded} states.`,
  'study.holedox.answer-cut-off': (a: { squares: number }) =>
    `Answer -1: stones cut the exit (1, 1) off. Even with no body in its way the head could only reach the ${s(a.squares, 'shaded square', 'shaded squares')}, and the exit is not among them.`,
  'study.holedox.could-reach': () => 'squares the head could reach',
  'study.holedox.answer-no-room': (a: { length: number }) =>
    `Answer -1: the snake can never turn round. No ring of more than ${a.length} squares (its length) lies within its reach, so the head can only move on along paths that never come back on themselves, and every way to the exit leads through the squares its body covers now.`,
  'study.holedox.answer-boxed-in': (a: { positions: number }) =>
    `Answer -1: the snake is boxed in. The exit is not walled off by stones, but in every one of the ${s(a.positions, 'position', 'positions')} the snake can reach, its own body keeps the head away from it.`,
  'study.holedox.answer-boxed-in-shaded': (a: { positions: number; squares: number }) =>
    `Answer -1: the snake is boxed in. The exit is not walled off by stones, but in every one of the ${s(a.positions, 'position', 'positions')} the snake can reach, its own body keeps the head away from it. The head only ever stands on the ${s(a.squares, 'shaded square', 'shaded squares')}.`,
  'study.holedox.can-reach': () => 'squares the head can reach',
  'study.holedox.summary-cut-off': () => 'Case answer -1: stones cut the exit (1, 1) off from the head.',
  'study.holedox.summary-none-unsearched': (a: { how: string }) =>
    `Case answer -1: no sequence of moves brings the head to the exit (${a.how}; no search needed).`,
  'study.holedox.summary-none': (a: { expanded: number }) =>
    `Case answer -1: no sequence of moves brings the head to the exit (${a.expanded} states searched).`,
  'study.holedox.summary-unsearched': (a: { steps: number; how: string }) =>
    `Shortest: ${s(a.steps, 'move', 'moves')}: ${a.how}, no search needed.`,
  'study.holedox.summary': (a: { steps: number; how: string }) => `Shortest: ${s(a.steps, 'move', 'moves')} to the exit (${a.how}).`,
  'study.tempter.why.parity': () => 'T and the distance to the door differ in parity',
  'study.tempter.why.too-few-squares': () => 'fewer open squares than T + 1',
  'study.tempter.why.colour-count': () => 'too few squares of one colour for a path that alternates colours',
  'study.tempter.why.door-unreachable': () => 'the door cannot be reached at all',
  'study.tempter.why.too-far': () => 'the door is farther than T',
  'study.tempter.why.shortest-path': () => 'a shortest way to the door takes exactly T moves',
  'study.tempter.why.searched': () => 'every path was tried',
  'study.tempter.why.too-big': () => "the box to search is past the solver's cap",
  'study.tempter.searched': (a: { expanded: number; pruned: number }) =>
    `${s(a.expanded, 'search node', 'search nodes')}, ${a.pruned} cut short by pruning`,
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
    `NO: walls keep the door away. From S the dog can reach only the ${s(a.squares, 'shaded square', 'shaded squares')}, and D is not among them.`,
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

  // Outline, case labels and inline answers (src/core/outline.ts, inlineAnswers.ts, the formats' outline.ts).
  'outline.holedox-label': (a: { caseNumber: number; rows: number; cols: number; length: number }) =>
    `Case ${a.caseNumber} · ${a.rows}×${a.cols} · L=${a.length}`,
  'outline.tempter-label': (a: { caseNumber: number; rows: number; cols: number; time: number }) =>
    `Case ${a.caseNumber} · ${a.rows}×${a.cols} · T=${a.time}`,
  'outline.case': (a: { caseNumber: number }) => `Case ${a.caseNumber}`,
  'outline.cases': (a: { first: number; last: number }) => `Cases ${a.first}\u2013${a.last}`,
  'outline.not-solvable': () => 'not solvable',
  'outline.some-not-solvable': (a: { count: number }) => `${a.count} not solvable`,
  'outline.body': () => 'body',
  'outline.blocks': (a: { count: number }) => s(a.count, 'block', 'blocks'),
  'outline.stones': () => 'stones',
  'outline.row': (a: { row: number }) => `row ${a.row}`,
  'inline.solving': () => '→ solving…',
  'inline.limit': () => '→ search limit',
  'inline.not-solvable': () => '→ not solvable',
  'inline.moves': (a: { steps: number }) => `→ ${s(a.steps, 'move', 'moves')}`,

  // Judging a program's output (src/core/grading/compare.ts, the formats' judgeLine.ts): the
  // program's lines and ours are quoted as they are.
  'judge.missing': (a: { lines: number }) => `missing: the output ended after ${s(a.lines, 'answer line', 'answer lines')}`,
  'judge.spacing': (a: { expected: string; actual: string }) => `presentation: expected ${a.expected}, got ${a.actual} (spacing differs)`,
  'judge.expected-got': (a: { expected: string; actual: string }) => `expected ${a.expected}, got ${a.actual}`,
  'judge.wrong-number-and-answer': (a: { expected: string; actual: string }) =>
    `wrong case number and answer: expected ${a.expected}, got ${a.actual}`,
  'judge.wrong-number': (a: { expected: number; actual: string }) =>
    `wrong case number: expected 'Case ${a.expected}:', got 'Case ${a.actual}:'`,
  'judge.layout-line': (a: { caseNumber: number; line: string; actual: string; expected: string }) =>
    `case ${a.caseNumber}: line ${a.line} is ${a.actual}, expected ${a.expected}`,
  'judge.blank-line': (a: { line: number }) =>
    `line ${a.line} is blank; the judge expects one answer line per case and no blank lines between them`,
  'judge.layout-differs': () => 'the layout differs',
  'judge.case': (a: { caseNumber: number; message: string }) => `case ${a.caseNumber}: ${a.message}`,
  'judge.extra-output': (a: { line: number; text: string }) => `extra output after the last case: line ${a.line} ${a.text}`,

  // The panel's Edit mode (src/core/gridEdit.ts, the formats' edit.ts): what changed, or why not.
  'edit.fix-first': (a: { problem: string }) => `Fix the case first: ${a.problem}`,
  'edit.not-written': (a: { problem: string }) => `Not written: ${a.problem}.`,
  'edit.past-limits': (a: { problem: string }) => `${a.problem}. The judge never gives such a case: do the same again to write it anyway.`,
  'edit.line-changed': (a: { edge: 'top' | 'bottom' | 'left' | 'right'; change: 'add' | 'remove'; rows: number; cols: number }) =>
    `${a.edge === 'top' || a.edge === 'bottom' ? 'Row' : 'Column'} ${a.change === 'add' ? 'added' : 'removed'} at the ${a.edge}: ${a.rows} × ${a.cols}.`,
  'edit.path-not-adjacent': (a: { to: Cell; at: Cell }) =>
    `${cell(a.to)} is not beside ${cell(a.at)}: the head moves one square at a time.`,
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

  // The Search view's words from the core (the formats' traceCase.ts): the trace's note, order and rules.
  'trace.no-search-needed': (a: { explanation: string }) => `No search was needed: ${a.explanation}`,
  'trace.no-answer': () => 'no answer (the search stopped at its budget)',
  'trace.holedox.order': () =>
    'A*, not breadth-first: states are made cheapest first by moves so far plus the distance to the exit around the stones, so the layers near the exit fill first and the far side stays thin.',
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
  // The hunt for slow legal cases (src/judge/hunt.ts): what each pruning is worth on the case found.
  'hunt.more-than': (a: { count: string }) => `more than ${a.count}`,
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
  'hunt.holedox.states': (a: { ours: string; answer: string; bound: string }) =>
    `Our A* search: ${a.ours} states for the answer ${a.answer}; the lair has room for at most ${a.bound} (head square × body shape).`,
  'hunt.holedox.cut-off': () => 'Stones cut the exit off: a flood fill from the head answers -1 before any search.',
  'hunt.holedox.visited': (a: { depth: string; without: string; with: string }) =>
    `The pruning that matters here: the visited set (each head square and body shape expanded once); a search without it takes ${a.without} nodes to go ${a.depth} moves deep, with it ${a.with} states.`,
  // Why the Search view has no trace to show.
  'trace.none.no-case': () => 'There is no case here to search.',
  'trace.none.problem': (a: { problem: string }) => `This case cannot be searched: ${a.problem}`,
  'trace.none.no-trace': (a: { format: string }) => `${a.format} keeps no trace of its search.`,
} as const;

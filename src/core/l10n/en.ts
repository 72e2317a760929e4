// The English wording of every message the core makes: the source catalogue. Each entry's
// parameter names the message's arguments; zhCn.ts must word the same ids with the same arguments.

const s = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** 20000000 → '20 000 000': budgets are big round numbers, easier read in groups. */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
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
} as const;

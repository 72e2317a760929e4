// The English wording of the messages the core makes outside the formats (the file, both
// formats' shared checks, expected output, the outline, judging, the Edit mode's and the
// Search view's generic words): the core's part of the catalogue. Each format words its own
// messages in its folder (src/core/formats/<id>/words.ts). Each entry's parameter names the
// message's arguments; zhCn.ts must word the same ids with the same arguments.
import { grouped } from './numbers';
import { cell, plural, type Cell } from './phrases';

/** 'a, b or c' */
export const orList = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

export const en = {
  // The formats as a sentence lists them (the registry gives the list, so a new format joins it).
  'formats.documents': (a: { formats: readonly { readonly name: string; readonly extension: string }[] }) =>
    orList(a.formats.map((f) => `${f.name} (${f.extension})`)),
  'formats.extensions': (a: { extensions: readonly string[] }) => orList(a.extensions),
  'formats.names': (a: { names: readonly string[] }) => orList(a.names),
  'formats.sources': (a: { formats: readonly { readonly name: string; readonly source: string }[] }) =>
    orList(a.formats.map((f) => `${f.name} (${f.source})`)),
  /** The formats' ids as `--format` takes them, the one it defaults to (if any) marked. */
  'formats.ids': (a: { ids: readonly string[]; defaultId?: string }) =>
    orList(a.ids.map((id) => (id === a.defaultId ? `${id} (default)` : id))),

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

  // Hovers.
  'hover.terminator': () => "terminator '0 0 0': the judge stops reading here",
  'hover.header': (a: { rows: number; cols: number; third: string }) =>
    `case header: ${plural(a.rows, 'row', 'rows')}, ${plural(a.cols, 'column', 'columns')}, ${a.third}`,

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

  // Quick fixes.
  'fix.add-terminator': () => "Add the terminator '0 0 0'",
  'fix.remove-after-terminator': () => "Remove everything after the terminator '0 0 0'",

  // Expected-output files.
  'expected.malformed': (a: { found: string; expected: string }) => `'${a.found}' is not a judge answer line: expected ${a.expected}`,
  'expected.answered-again': (a: { caseNumber: number }) => `case ${a.caseNumber} is answered again; the first answer counts`,
  'expected.first-answered-here': () => 'first answered here',
  'expected.answer-missing': (a: { file: string; where: string; ours: string }) => `${a.file} has ${a.where}; ours is ${a.ours}`,
  'expected.beyond-input': (a: { caseNumber: number; cases: number }) =>
    `this answers case ${a.caseNumber}, but the input has ${plural(a.cases, 'case', 'cases')}`,
  'outline.case': (a: { caseNumber: number }) => `Case ${a.caseNumber}`,
  'outline.cases': (a: { first: number; last: number }) => `Cases ${a.first}\u2013${a.last}`,
  'outline.not-solvable': () => 'not solvable',
  'outline.some-not-solvable': (a: { count: number }) => `${a.count} not solvable`,
  'outline.body': () => 'body',
  'outline.blocks': (a: { count: number }) => plural(a.count, 'block', 'blocks'),
  'outline.stones': () => 'stones',
  'outline.row': (a: { row: number }) => `row ${a.row}`,
  'inline.solving': () => '→ solving…',
  'inline.limit': () => '→ search limit',
  'inline.not-solvable': () => '→ not solvable',
  'inline.moves': (a: { steps: number }) => `→ ${plural(a.steps, 'move', 'moves')}`,

  // Judging a program's output (src/core/grading/compare.ts, the formats' judgeLine.ts): the
  // program's lines and ours are quoted as they are.
  'judge.missing': (a: { lines: number }) => `missing: the output ended after ${plural(a.lines, 'answer line', 'answer lines')}`,
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

  // The Search view's words from the core (the formats' traceCase.ts): the trace's note, order and rules.
  'trace.no-search-needed': (a: { explanation: string }) => `No search was needed: ${a.explanation}`,
  'trace.no-answer': () => 'no answer (the search stopped at its budget)',
  // The hunt for slow legal cases (src/judge/hunt.ts): what each pruning is worth on the case found.
  'hunt.more-than': (a: { count: string }) => `more than ${a.count}`,
  // Why the Search view has no trace to show.
  'trace.none.no-case': () => 'There is no case here to search.',
  'trace.none.problem': (a: { problem: string }) => `This case cannot be searched: ${a.problem}`,
  'trace.none.no-trace': (a: { format: string }) => `${a.format} keeps no trace of its search.`,
} as const;

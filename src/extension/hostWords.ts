// The extension host's own words, in English and 简体中文: notifications, pickers, the status bar,
// the Test Explorer's and the stress test's lines. One part of the catalogue (core/l10n/message.ts),
// worded by `words` (displayLanguage.ts) in VS Code's display language.
import type { Translation } from '../core/l10n/message';

const en = {
  'host.answer-check-failed': (a: { baseName: string; error: string }) => `Answer check of ${a.baseName} failed: ${a.error}`,
  'host.puzzle': () => 'Puzzle',
  'host.search-could-not-traced': (a: { error: string }) => `The search could not be traced: ${a.error}`,
  'host.puzzle-of-file': (a: { fileName: string }) => `Puzzle · ${a.fileName}`,
  'host.locked': (a: { title: string }) => `${a.title} (locked)`,
  'host.solve-works-holedox-holedox': (a: { formats: string }) => `Holedox: Solve works on a ${a.formats} document. Open one first.`,
  'host.solving': (a: { baseName: string }) => `Solving ${a.baseName}`,
  'host.cases': (a: { done: number; total: number }) => `${a.done} of ${a.total} cases`,
  'host.solve-failed': (a: { message: string }) => `Solve failed: ${a.message}`,
  'host.notify-solve-failed': (a: { message: string }) => `Holedox: Solve failed: ${a.message}`,
  'host.case-skipped-line': (a: { number: number; line: string | number; message: string }) =>
    `Case ${a.number} skipped (line ${a.line}): ${a.message}`,
  'host.case-not-answered-line': (a: { number: number; line: string | number; message: string }) =>
    `Case ${a.number} not answered (line ${a.line}): ${a.message}`,
  'host.check-answers-works-holedox': (a: { formats: string }) =>
    `Holedox: Check Answers works on a ${a.formats} document. Open one first.`,
  'host.no-expected-output-looked': (a: { name: string; looked: string }) =>
    `Holedox: no expected output for ${a.name}: looked for ${a.looked} (setting holedox.expectedOutput.paths).`,
  'host.not-saved-folder-so': (a: { name: string }) =>
    `Holedox: ${a.name} is not saved in a folder, so it has no expected-output file beside it.`,
  'host.answers-match': (a: { match: number; length: number; expectedName: string }) =>
    `${a.match} of ${a.length} answers match ${a.expectedName}`,
  'host.differ': (a: { mismatch: number }) => `, ${a.mismatch} differ`,
  'host.missing-from': (a: { missing: number }) => `, ${a.missing} missing from it`,
  'host.not-answered-us': (a: { unchecked: number }) => `, ${a.unchecked} not answered by us`,
  'host.holedox-sentence': (a: { parts: string }) => `Holedox: ${a.parts}.`,
  'host.open-to-export': (a: { formats: string }) => `Holedox: open a ${a.formats} document to export one of its cases.`,
  'host.document-has-no-case': () => 'Holedox: this document has no case to export.',
  'host.case-cannot-drawn-written': (a: { number: number; words: string }) =>
    `Holedox: case ${a.number} cannot be drawn as written: ${a.words}`,
  'host.svg-image': () => 'SVG image',
  'host.export-case-svg': (a: { number: number }) => `Export case ${a.number} as SVG`,
  'host.svg-title': (a: { base: string; number: number; rows: number; cols: number }) =>
    `${a.base} · case ${a.number} · ${a.rows}×${a.cols}`,
  'host.svg-title-answer': (a: { base: string; number: number; rows: number; cols: number; answer: string }) =>
    `${a.base} · case ${a.number} · ${a.rows}×${a.cols} · answer ${a.answer}`,
  'host.open-to-go-to-case': (a: { formats: string }) => `Holedox: open a ${a.formats} document to go to one of its cases.`,
  'host.document-has-no-cases': () => 'Holedox: this document has no cases yet.',
  'host.no-case-here': (a: { wanted: number; caseNumbersWords: string }) => `Holedox: no case ${a.wanted} here (${a.caseNumbersWords}).`,
  'host.go-case': () => 'Go to Case',
  'host.case-number': (a: { caseNumbersWords: string }) => `A case number: ${a.caseNumbersWords}`,
  'host.copied-judge-output-1': (a: { name: string }) => `Holedox: copied the judge output of ${a.name} (1 line).`,
  'host.copied-judge-output-lines': (a: { name: string; lines: number }) =>
    `Holedox: copied the judge output of ${a.name} (${a.lines} lines).`,
  'host.save-first-expected-output': (a: { baseName: string }) =>
    `Holedox: save ${a.baseName} first: its expected output is written beside it.`,
  'host.no-expected-output-name': (a: { baseName: string }) =>
    `Holedox: no expected-output name to write for ${a.baseName}: holedox.expectedOutput.paths is empty, or its folder cannot be written.`,
  'host.already-holds-judge-output': (a: { name: string }) => `Holedox: ${a.name} already holds this judge output.`,
  'host.has-unsaved-changes-editor': (a: { name: string }) =>
    `Holedox: ${a.name} has unsaved changes in an editor: save or revert them first.`,
  'host.wrote-judge-output': (a: { baseName: string; name: string }) => `Holedox: wrote the judge output of ${a.baseName} to ${a.name}.`,
  'host.changed-while-was-being': (a: { baseName: string; verbWord: string }) =>
    `Holedox: ${a.baseName} changed while it was being solved: nothing to ${a.verbWord}; try again.`,
  'host.no-answer': () => 'no answer',
  'host.case-line': (a: { number: number; line: string | number; message: string }) => `case ${a.number} (line ${a.line}): ${a.message}`,
  'host.list-separator': () => '; ',
  'host.more': (a: { more: number }) => `; and ${a.more} more`,
  'host.copy': () => 'copy',
  'host.save': () => 'save',
  'host.nothing-case-has-no': (a: { verbWord: string; name: string; cases: string }) =>
    `Holedox: nothing to ${a.verbWord}: a case has no answer, so the judge output would not line up with ${a.name}. ${a.cases}.`,
  'host.nothing-cases-have-no': (a: { verbWord: string; count: number; name: string; cases: string }) =>
    `Holedox: nothing to ${a.verbWord}: ${a.count} cases have no answer, so the judge output would not line up with ${a.name}. ${a.cases}.`,
  'host.open-to-verb-judge-output': (a: { formats: string; verbWord: string }) =>
    `Holedox: open a ${a.formats} document to ${a.verbWord} the judge output of it.`,
  'host.replace': () => 'Replace',
  'host.already-exists-replace-our': (a: { name: string }) => `${a.name} already exists. Replace it with our judge output?`,
  'host.holds-answer-lines-ours': (a: { count: number; count2: number }) => `It holds ${a.count} answer lines; ours has ${a.count2}.`,
  'host.cannot-make-random-case': (a: { map: string }) => `Holedox: cannot make a random case: ${a.map}`,
  'host.new-random-case': (a: { described: string }) => `New random case: ${a.described}`,
  'host.random-case-inserted-seed': (a: { seed: number }) => `$(symbol-event) Random case inserted · seed ${a.seed}`,
  'host.new-random-case-which': () => 'New Random Case: which puzzle?',
  'host.new-random-case-2': (a: { step: number; steps: number }) => `New Random Case (${a.step}/${a.steps})`,
  'host.rows-columns-each': (a: { minSide: number; maxSide: number }) => `Rows and columns, each ${a.minSide} to ${a.maxSide}`,
  'host.type-two-whole-numbers': (a: { minSide: number; maxSide: number }) =>
    `Type two whole numbers from ${a.minSide} to ${a.maxSide}, like '5 6'`,
  'host.to': (a: { words: string; min: number; most: number }) => `${a.words}, ${a.min} to ${a.most}`,
  'host.type-whole-number-from': (a: { min: number; most: number }) => `Type a whole number from ${a.min} to ${a.most}`,
  'host.percentage-squares-that-are': (a: { words: string }) => `Percentage of squares that are ${a.words}, 0 to 100`,
  'host.type-percentage-from-0': () => 'Type a percentage from 0 to 100',
  'host.seed-same-seed-options': () => 'Seed: the same seed and options make the same case',
  'host.open-to-show-in-panel': (a: { formats: string }) => `Holedox: open a ${a.formats} document to show it in the panel.`,
  'host.solve': () => 'Solve',
  'host.solve-every-case-file': () => 'Solve every case of this file',
  'host.show-panel': () => 'Show in panel',
  'host.show-case-puzzle-panel': (a: { number: number }) => `Show case ${a.number} in the puzzle panel`,
  'host.case-being-solved-background': (a: { caseNumber: number }) => `Case ${a.caseNumber} is being solved in the background`,
  'host.case-no-answer-within': (a: { caseNumber: number; toLocaleString: string }) =>
    `Case ${a.caseNumber}: no answer within ${a.toLocaleString} states; Solve searches further`,
  'host.case-judge-s-answer': (a: { caseNumber: number }) => `Case ${a.caseNumber}: the judge's answer`,
  'host.status-solving': () => '$(loading~spin) Solving…',
  'host.solve-cancelled': () => '$(circle-slash) Solve cancelled',
  'host.solve-was-cancelled': (a: { name: string }) => `The solve of ${a.name} was cancelled`,
  'host.status-solve-failed': () => '$(error) Solve failed',
  'host.solve-of-failed': (a: { name: string; message: string }) => `The solve of ${a.name} failed: ${a.message}`,
  'host.solved-skipped': (a: { answered: number; skipped: number }) => `$(warning) ${a.answered} solved · ${a.skipped} skipped`,
  'host.some-cases-could-not': (a: { name: string }) => `${a.name}: some cases could not be solved: see the Holedox output`,
  'host.solved': (a: { answered: number }) => `$(check) ${a.answered} solved`,
  'host.every-case-solved-see': (a: { name: string }) => `${a.name}: every case solved: see the Holedox output`,
  'host.restricted-mode-holedox-compiles': () =>
    'Restricted Mode: Holedox compiles and runs your solution only in a trusted workspace. Trust this folder (Workspaces: Manage Workspace Trust) to run it; everything else works as before.',
  'host.holedox-restricted': (a: { restrictedMessage: string }) => `Holedox: ${a.restrictedMessage}`,
  'host.which-puzzle-does-solve': (a: { path: string }) => `Holedox: which puzzle does ${a.path} solve?`,
  'host.choose-solution-which-puzzle': () => 'Holedox: choose the solution of which puzzle?',
  'host.browse': () => '$(folder-opened) Browse…',
  'host.which-program-your-solution': (a: { puzzle: string }) => `Holedox: which program is your solution to ${a.puzzle}?`,
  'host.source-file-c-c': () => 'A source file (C++, C, Python, JavaScript, Java) or an executable; remembered for this workspace',
  'host.use-my-solution': () => 'Use as my solution',
  'host.holedox-solution-paths-names': (a: { puzzle: string }) =>
    `Holedox: holedox.solution.paths names the solution to ${a.puzzle} in this workspace, so it is used instead of your pick.`,
  'host.run-my-solution': () => 'Run my solution',
  'host.file-could-not-read': () => 'The file could not be read.',
  'host.no-solution-chosen-set': (a: { puzzle: string }) =>
    `No solution chosen for ${a.puzzle}: set holedox.solution.paths, or run "Holedox: Choose My Solution…" and pick your source file.`,
  'host.your-solution-must-file': (a: { uri: string }) => `Your solution must be a file on disk to run; ${a.uri} is not.`,
  'host.judged-set-every-puzzle': (a: { puzzle: string; name: string }) =>
    `${a.puzzle}: judged with ${a.name}, set for every puzzle (holedox.solution.path).`,
  'host.not-judged-set-every': (a: { name: string; puzzle: string; map: string }) =>
    `Not judged: ${a.name} is set for every puzzle (holedox.solution.path), and this run has files of ${a.puzzle} and ${a.map}. Bind it to the puzzle it solves (holedox.solution.paths, or "Holedox: Choose My Solution…").`,
  'host.choose-my-solution': () => 'Choose My Solution…',
  'host.not-judged-one-solution': (a: { map: string }) =>
    `Holedox: ${a.map} not judged: one solution is set for every puzzle. Bind a solution to each puzzle.`,
  'host.judge-failed': (a: { message: string }) => `The judge failed: ${a.message}`,
  'host.case-message': (a: { number: number; message: string }) => `Case ${a.number}: ${a.message}`,
  'host.case-given-your-program': (a: { number: number; caseNumber: number; length: number; message: string }) =>
    `Case ${a.number} (given to your program as case ${a.caseNumber} of ${a.length}): ${a.message}`,
  'host.case-skipped': (a: { caseNumber: number; message: string }) => `Case ${a.caseNumber} skipped: ${a.message}`,
  'host.notify-solution-must-be-file': (a: { uri: string }) => `Holedox: your solution must be a file on disk to run; ${a.uri} is not.`,
  'host.stress-test-failed': (a: { message: string }) => `Stress test failed: ${a.message}`,
  'host.notify-stress-test-failed': (a: { message: string }) => `Holedox: the stress test failed: ${a.message}`,
  'host.stress-test': (a: { title: string }) => `── Stress test: ${a.title} ──`,
  'host.see-holedox-output': (a: { title: string }) => `Holedox: ${a.title}: see the Holedox output.`,
  'host.hunting-slow-cases-seed': (a: { name: string; displayName: string; seed: number }) =>
    `Hunting slow ${a.displayName} cases for ${a.name} (seed ${a.seed})`,
  'host.stress-testing-random-cases': (a: { name: string; displayName: string; seed: number }) =>
    `Stress-testing ${a.name} on random ${a.displayName} cases (seed ${a.seed})`,
  'host.compiling': () => 'compiling…',
  'host.hunting-slow-cases-timed': (a: { tried: number; cpuText: string }) =>
    `hunting slow cases: ${a.tried} timed, the slowest ${a.cpuText} ms of CPU`,
  'host.cases-checked-cases-s': (a: { checked: number; round: number }) => `${a.checked} cases checked · ${a.round} cases/s`,
  'host.ours-ms-cpu': (a: { cpuText: string }) => `Ours: ${a.cpuText} ms of CPU on it.`,
  'host.stress-test-counterexample-seed': (a: { seed: number }) => `── Stress test counterexample (seed ${a.seed}) ──`,
  'host.titled': (a: { displayName: string; summary: string }) => `${a.displayName}: ${a.summary}`,
  'host.stress-test-no-disagreement': (a: { name: string; checked: number; seed: number }) =>
    `Stress test of ${a.name}: no disagreement in ${a.checked} cases (seed ${a.seed}).`,
  'host.slowest-legal-case-timed': (a: { tried: number; cpu: string; ours: string }) =>
    `── Slowest legal case of ${a.tried} timed (${a.cpu} ms of CPU; ours ${a.ours} ms) ──`,
  'host.your-solution-agreed-ours': (a: { checked: number; seed: number }) =>
    `your solution agreed with ours on ${a.checked} random cases (seed ${a.seed}).`,
  'host.no-legal-case-took': (a: { seed: number }) => `no legal case took your solution past the time limit (seed ${a.seed}).`,
  'host.slowest-legal-case-took': (a: { cpu: string; ours: string }) =>
    `The slowest legal case took it ${a.cpu} ms of CPU (ours ${a.ours} ms); see the Holedox output.`,
  'host.file-legal-cases-judge': (a: { title: string; cases: number; cpu: string; timeLimitMs: number; ours: string; seed: number }) =>
    `${a.title} on a file of ${a.cases} legal cases (a judge's file holds up to 10): your program used ${a.cpu} ms of CPU or more on each of 2 runs (limit ${a.timeLimitMs} ms); ours: ${a.ours} ms. Seed ${a.seed} finds it again.`,
  'host.stress-test-seed': (a: { title: string; seed: number }) => `── Stress test: ${a.title} (seed ${a.seed}) ──`,
  'host.stress-test-your-solution': () => 'Holedox: stress-test your solution on which puzzle?',
  'host.your-program-printed-nothing': () => 'your program printed nothing',
  'host.your-program-answered': (a: { theirAnswer: string }) => `your program answered ${a.theirAnswer}`,
  'host.flaky-failed-runs-after': (a: {
    verdict: string;
    failedRuns: number;
    runs: number;
    checked: number;
    said: string;
    ours: string;
    seed: number;
  }) =>
    `${a.verdict}, flaky (failed ${a.failedRuns} of ${a.runs} runs) after ${a.checked} cases: ${a.said}, ${a.ours} (not shrunk; seed ${a.seed} gives these cases again, but whether it fails is your program's own randomness).`,
  'host.after-cases-already-minimal': (a: { verdict: string; checked: number; said: string; ours: string; seed: number }) =>
    `${a.verdict} after ${a.checked} cases: ${a.said}, ${a.ours} (already minimal; seed ${a.seed} reproduces it).`,
  'host.after-cases-shrunk-1': (a: { verdict: string; checked: number; said: string; ours: string; seed: number }) =>
    `${a.verdict} after ${a.checked} cases: ${a.said}, ${a.ours} (shrunk in 1 step; seed ${a.seed} reproduces it).`,
  'host.after-cases-shrunk-steps': (a: {
    verdict: string;
    checked: number;
    said: string;
    ours: string;
    shrinkSteps: number;
    seed: number;
  }) => `${a.verdict} after ${a.checked} cases: ${a.said}, ${a.ours} (shrunk in ${a.shrinkSteps} steps; seed ${a.seed} reproduces it).`,
  'host.open-file': () => 'Open File',
  'host.holedox-judge': () => 'Holedox judge',

  // Edit mode, when the host cannot write the panel's change.
  'host.edit.gone': (a: { caseNumber: number }) => `Case ${a.caseNumber} is no longer in the file: nothing written.`,
  'host.edit.other-file': () => 'The panel shows another file now: nothing written.',
  'host.edit.not-applied': () => 'VS Code did not apply the edit (is the file read-only?): nothing written.',
  'host.edit.changed': (a: { caseNumber: number }) =>
    `The file changed since the panel drew case ${a.caseNumber}: nothing written. Here it is as it is now.`,

  // The browser's judge commands.
  'host.desktop-only.stress-test': () =>
    'Holedox: stress testing needs the desktop editor, where your program can run. In the browser, Holedox solves, checks and draws puzzles.',
  'host.desktop-only.choose-solution': () =>
    'Holedox: judging your solution needs the desktop editor, where your program can run. In the browser, Holedox solves, checks and draws puzzles.',
} as const;

const zhCn: Translation<typeof en> = {
  'host.answer-check-failed': (a) => `检查 ${a.baseName} 的答案失败：${a.error}`,
  'host.puzzle': () => '谜题',
  'host.search-could-not-traced': (a) => `无法记录这次搜索：${a.error}`,
  'host.puzzle-of-file': (a) => `谜题 · ${a.fileName}`,
  'host.locked': (a) => `${a.title}（已锁定）`,
  'host.solve-works-holedox-holedox': (a) => `Holedox：“求解”作用于 ${a.formats}文档。请先打开一个。`,
  'host.solving': (a) => `正在求解 ${a.baseName}`,
  'host.cases': (a) => `${a.done} / ${a.total} 个用例`,
  'host.solve-failed': (a) => `求解失败：${a.message}`,
  'host.notify-solve-failed': (a) => `Holedox：求解失败：${a.message}`,
  'host.case-skipped-line': (a) => `用例 ${a.number} 已跳过（第 ${a.line} 行）：${a.message}`,
  'host.case-not-answered-line': (a) => `用例 ${a.number} 没有答案（第 ${a.line} 行）：${a.message}`,
  'host.check-answers-works-holedox': (a) => `Holedox：“检查答案”作用于 ${a.formats}文档。请先打开一个。`,
  'host.no-expected-output-looked': (a) => `Holedox：${a.name} 没有期望输出：已查找 ${a.looked}（设置 holedox.expectedOutput.paths）。`,
  'host.not-saved-folder-so': (a) => `Holedox：${a.name} 没有保存在文件夹中，因此旁边没有期望输出文件。`,
  'host.answers-match': (a) => `${a.length} 个答案中有 ${a.match} 个与 ${a.expectedName} 一致`,
  'host.differ': (a) => `，${a.mismatch} 个不同`,
  'host.missing-from': (a) => `，${a.missing} 个在其中缺失`,
  'host.not-answered-us': (a) => `，${a.unchecked} 个我们没有作答`,
  'host.holedox-sentence': (a) => `Holedox：${a.parts}。`,
  'host.open-to-export': (a) => `Holedox：请先打开一个 ${a.formats}文档，才能导出其中的用例。`,
  'host.document-has-no-case': () => 'Holedox：此文档没有可导出的用例。',
  'host.case-cannot-drawn-written': (a) => `Holedox：用例 ${a.number} 按现在的写法无法画出：${a.words}`,
  'host.svg-image': () => 'SVG 图像',
  'host.export-case-svg': (a) => `将用例 ${a.number} 导出为 SVG`,
  'host.svg-title': (a) => `${a.base} · 用例 ${a.number} · ${a.rows}×${a.cols}`,
  'host.svg-title-answer': (a) => `${a.base} · 用例 ${a.number} · ${a.rows}×${a.cols} · 答案 ${a.answer}`,
  'host.open-to-go-to-case': (a) => `Holedox：请先打开一个 ${a.formats}文档，才能转到其中的用例。`,
  'host.document-has-no-cases': () => 'Holedox：此文档还没有用例。',
  'host.no-case-here': (a) => `Holedox：这里没有用例 ${a.wanted}（${a.caseNumbersWords}）。`,
  'host.go-case': () => '转到用例',
  'host.case-number': (a) => `用例编号：${a.caseNumbersWords}`,
  'host.copied-judge-output-1': (a) => `Holedox：已复制 ${a.name} 的评测输出（1 行）。`,
  'host.copied-judge-output-lines': (a) => `Holedox：已复制 ${a.name} 的评测输出（${a.lines} 行）。`,
  'host.save-first-expected-output': (a) => `Holedox：请先保存 ${a.baseName}：它的期望输出会写在它旁边。`,
  'host.no-expected-output-name': (a) =>
    `Holedox：没有可为 ${a.baseName} 写入的期望输出文件名：holedox.expectedOutput.paths 为空，或其文件夹不可写。`,
  'host.already-holds-judge-output': (a) => `Holedox：${a.name} 中已经是这份评测输出。`,
  'host.has-unsaved-changes-editor': (a) => `Holedox：${a.name} 在编辑器中有未保存的更改：请先保存或撤销。`,
  'host.wrote-judge-output': (a) => `Holedox：已将 ${a.baseName} 的评测输出写入 ${a.name}。`,
  'host.changed-while-was-being': (a) => `Holedox：${a.baseName} 在求解期间被修改了：没有可${a.verbWord}的内容；请重试。`,
  'host.no-answer': () => '没有答案',
  'host.case-line': (a) => `用例 ${a.number}（第 ${a.line} 行）：${a.message}`,
  'host.list-separator': () => '；',
  'host.more': (a) => `；另有 ${a.more} 个`,
  'host.copy': () => '复制',
  'host.save': () => '保存',
  'host.nothing-case-has-no': (a) =>
    `Holedox：没有可${a.verbWord}的内容：有一个用例没有答案，评测输出将无法与 ${a.name} 对齐。${a.cases}。`,
  'host.nothing-cases-have-no': (a) =>
    `Holedox：没有可${a.verbWord}的内容：有 ${a.count} 个用例没有答案，评测输出将无法与 ${a.name} 对齐。${a.cases}。`,
  'host.open-to-verb-judge-output': (a) => `Holedox：请先打开一个 ${a.formats}文档，才能${a.verbWord}它的评测输出。`,
  'host.replace': () => '替换',
  'host.already-exists-replace-our': (a) => `${a.name} 已存在。要用我们的评测输出替换它吗？`,
  'host.holds-answer-lines-ours': (a) => `其中有 ${a.count} 行答案；我们的有 ${a.count2} 行。`,
  'host.cannot-make-random-case': (a) => `Holedox：无法生成随机用例：${a.map}`,
  'host.new-random-case': (a) => `新的随机用例：${a.described}`,
  'host.random-case-inserted-seed': (a) => `$(symbol-event) 已插入随机用例 · 种子 ${a.seed}`,
  'host.new-random-case-which': () => '新建随机用例：哪种谜题？',
  'host.new-random-case-2': (a) => `新建随机用例（${a.step}/${a.steps}）`,
  'host.rows-columns-each': (a) => `行数和列数，各为 ${a.minSide} 到 ${a.maxSide}`,
  'host.type-two-whole-numbers': (a) => `请输入两个 ${a.minSide} 到 ${a.maxSide} 的整数，如“5 6”`,
  'host.to': (a) => `${a.words}，${a.min} 到 ${a.most}`,
  'host.type-whole-number-from': (a) => `请输入 ${a.min} 到 ${a.most} 的整数`,
  'host.percentage-squares-that-are': (a) => `${a.words}所占格子的百分比，0 到 100`,
  'host.type-percentage-from-0': () => '请输入 0 到 100 的百分比',
  'host.seed-same-seed-options': () => '种子：相同的种子和选项生成相同的用例',
  'host.open-to-show-in-panel': (a) => `Holedox：请先打开一个 ${a.formats}文档，才能在面板中显示。`,
  'host.solve': () => '求解',
  'host.solve-every-case-file': () => '求解此文件的每个用例',
  'host.show-panel': () => '在面板中显示',
  'host.show-case-puzzle-panel': (a) => `在谜题面板中显示用例 ${a.number}`,
  'host.case-being-solved-background': (a) => `用例 ${a.caseNumber} 正在后台求解`,
  'host.case-no-answer-within': (a) => `用例 ${a.caseNumber}：${a.toLocaleString} 个状态内没有答案；“求解”会继续搜索`,
  'host.case-judge-s-answer': (a) => `用例 ${a.caseNumber}：评测的答案`,
  'host.status-solving': () => '$(loading~spin) 正在求解…',
  'host.solve-cancelled': () => '$(circle-slash) 求解已取消',
  'host.solve-was-cancelled': (a) => `${a.name} 的求解已取消`,
  'host.status-solve-failed': () => '$(error) 求解失败',
  'host.solve-of-failed': (a) => `${a.name} 的求解失败：${a.message}`,
  'host.solved-skipped': (a) => `$(warning) 已解 ${a.answered} 个 · 跳过 ${a.skipped} 个`,
  'host.some-cases-could-not': (a) => `${a.name}：有些用例无法求解：见 Holedox 输出`,
  'host.solved': (a) => `$(check) 已解 ${a.answered} 个`,
  'host.every-case-solved-see': (a) => `${a.name}：每个用例都已求解：见 Holedox 输出`,
  'host.restricted-mode-holedox-compiles': () =>
    '受限模式：Holedox 只在受信任的工作区中编译并运行你的程序。信任此文件夹（工作区: 管理工作区信任）即可运行；其余功能照常可用。',
  'host.holedox-restricted': (a) => `Holedox：${a.restrictedMessage}`,
  'host.which-puzzle-does-solve': (a) => `Holedox：${a.path} 是哪道题的程序？`,
  'host.choose-solution-which-puzzle': () => 'Holedox：要为哪道题选择程序？',
  'host.browse': () => '$(folder-opened) 浏览…',
  'host.which-program-your-solution': (a) => `Holedox：哪个是你解 ${a.puzzle} 的程序？`,
  'host.source-file-c-c': () => '源文件（C++、C、Python、JavaScript、Java）或可执行文件；在此工作区中记住',
  'host.use-my-solution': () => '用作我的程序',
  'host.holedox-solution-paths-names': (a) =>
    `Holedox：此工作区的 holedox.solution.paths 已指定 ${a.puzzle} 的程序，因此使用它，而不是你选择的文件。`,
  'host.run-my-solution': () => '运行我的程序',
  'host.file-could-not-read': () => '无法读取此文件。',
  'host.no-solution-chosen-set': (a) =>
    `尚未选择 ${a.puzzle} 的程序：请设置 holedox.solution.paths，或运行“Holedox: 选择我的程序…”并选中你的源文件。`,
  'host.your-solution-must-file': (a) => `你的程序必须是磁盘上的文件才能运行；${a.uri} 不是。`,
  'host.judged-set-every-puzzle': (a) => `${a.puzzle}：用 ${a.name} 评测，它是为所有谜题设置的程序（holedox.solution.path）。`,
  'host.not-judged-set-every': (a) =>
    `未评测：${a.name} 是为所有谜题设置的程序（holedox.solution.path），而这次运行同时有 ${a.puzzle} 和 ${a.map} 的文件。请把它指定给它所解的那道题（holedox.solution.paths，或“Holedox: 选择我的程序…”）。`,
  'host.choose-my-solution': () => '选择我的程序…',
  'host.not-judged-one-solution': (a) => `Holedox：${a.map} 未评测：所有谜题共用一个程序。请为每道题分别指定程序。`,
  'host.judge-failed': (a) => `评测失败：${a.message}`,
  'host.case-message': (a) => `用例 ${a.number}：${a.message}`,
  'host.case-given-your-program': (a) => `用例 ${a.number}（作为 ${a.length} 个用例中的第 ${a.caseNumber} 个交给你的程序）：${a.message}`,
  'host.case-skipped': (a) => `用例 ${a.caseNumber} 已跳过：${a.message}`,
  'host.notify-solution-must-be-file': (a) => `Holedox：你的程序必须是磁盘上的文件才能运行；${a.uri} 不是。`,
  'host.stress-test-failed': (a) => `对拍失败：${a.message}`,
  'host.notify-stress-test-failed': (a) => `Holedox：对拍失败：${a.message}`,
  'host.stress-test': (a) => `── 对拍：${a.title} ──`,
  'host.see-holedox-output': (a) => `Holedox：${a.title}：见 Holedox 输出。`,
  'host.hunting-slow-cases-seed': (a) => `正在为 ${a.name} 寻找慢的 ${a.displayName} 用例（种子 ${a.seed}）`,
  'host.stress-testing-random-cases': (a) => `正在用随机的 ${a.displayName} 用例对拍 ${a.name}（种子 ${a.seed}）`,
  'host.compiling': () => '正在编译…',
  'host.hunting-slow-cases-timed': (a) => `寻找慢用例：已计时 ${a.tried} 个，最慢的用了 ${a.cpuText} ms CPU`,
  'host.cases-checked-cases-s': (a) => `已检查 ${a.checked} 个用例 · 每秒 ${a.round} 个`,
  'host.ours-ms-cpu': (a) => `我们的：在它上面用了 ${a.cpuText} ms CPU。`,
  'host.stress-test-counterexample-seed': (a) => `── 对拍找到的反例（种子 ${a.seed}）──`,
  'host.titled': (a) => `${a.displayName}：${a.summary}`,
  'host.stress-test-no-disagreement': (a) => `对拍 ${a.name}：${a.checked} 个用例中没有发现分歧（种子 ${a.seed}）。`,
  'host.slowest-legal-case-timed': (a) => `── 计时的 ${a.tried} 个合法用例中最慢的一个（CPU ${a.cpu} ms；我们的 ${a.ours} ms）──`,
  'host.your-solution-agreed-ours': (a) => `在 ${a.checked} 个随机用例上，你的程序与我们的答案一致（种子 ${a.seed}）。`,
  'host.no-legal-case-took': (a) => `没有合法用例让你的程序超过时间限制（种子 ${a.seed}）。`,
  'host.slowest-legal-case-took': (a) => `最慢的合法用例用了 ${a.cpu} ms CPU（我们的 ${a.ours} ms）；详见 Holedox 输出。`,
  'host.file-legal-cases-judge': (a) =>
    `${a.title}，文件含 ${a.cases} 个合法用例（评测文件至多 10 个）：2 次运行中你的程序每次都用了至少 ${a.cpu} ms CPU（限制 ${a.timeLimitMs} ms）；我们的：${a.ours} ms。种子 ${a.seed} 可以再次找到它。`,
  'host.stress-test-seed': (a) => `── 对拍：${a.title}（种子 ${a.seed}）──`,
  'host.stress-test-your-solution': () => 'Holedox：用哪种谜题对拍你的程序？',
  'host.your-program-printed-nothing': () => '你的程序什么也没有输出',
  'host.your-program-answered': (a) => `你的程序输出 ${a.theirAnswer}`,
  'host.flaky-failed-runs-after': (a) =>
    `${a.verdict}，结果不稳定（${a.runs} 次运行中失败 ${a.failedRuns} 次），出现在 ${a.checked} 个用例之后：${a.said}，${a.ours}（未缩小；种子 ${a.seed} 会再给出这些用例，但是否失败取决于你的程序自身的随机性）。`,
  'host.after-cases-already-minimal': (a) =>
    `${a.verdict}，出现在 ${a.checked} 个用例之后：${a.said}，${a.ours}（已是最小；种子 ${a.seed} 可以复现）。`,
  'host.after-cases-shrunk-1': (a) =>
    `${a.verdict}，出现在 ${a.checked} 个用例之后：${a.said}，${a.ours}（经 1 步缩小；种子 ${a.seed} 可以复现）。`,
  'host.after-cases-shrunk-steps': (a) =>
    `${a.verdict}，出现在 ${a.checked} 个用例之后：${a.said}，${a.ours}（经 ${a.shrinkSteps} 步缩小；种子 ${a.seed} 可以复现）。`,
  'host.open-file': () => '打开文件',
  'host.holedox-judge': () => 'Holedox 评测',

  'host.edit.gone': (a) => `用例 ${a.caseNumber} 已不在文件中：什么也没有写入。`,
  'host.edit.other-file': () => '面板现在显示的是另一个文件：什么也没有写入。',
  'host.edit.not-applied': () => 'VS Code 没有应用这次编辑（文件是只读的吗？）：什么也没有写入。',
  'host.edit.changed': (a) => `面板画出用例 ${a.caseNumber} 之后文件已有改动：什么也没有写入。现在显示的是它当前的样子。`,

  'host.desktop-only.stress-test': () =>
    'Holedox：对拍需要桌面版编辑器，你的程序只能在那里运行。在浏览器中，Holedox 可以求解、检查和绘制谜题。',
  'host.desktop-only.choose-solution': () =>
    'Holedox：评测你的程序需要桌面版编辑器，程序只能在那里运行。在浏览器中，Holedox 可以求解、检查和绘制谜题。',
};

/** The host's part of the catalogue, added by displayLanguage.ts, which words every host message. */
export const HOST_WORDS = { en, 'zh-cn': zhCn };

declare module '../core/l10n/message' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the host's ids join the catalogue's
  interface Words extends HostWords {}
}
type HostWords = typeof en;

// Tempter's façade: the only module code outside this folder imports (formats/drawings.ts
// alone reaches drawing.ts, so the panel's page bundles the drawing without the solver).
// The solver's map of where each pruning lives is at the top of solver/index.ts.
import { tempterHunt } from './hunt';
import { tempterTokenAtCell, tempterTokenAtOffset } from './cellTokens';
import { explainTempter } from './explain';
import { drawnCaseOf } from '../../study/scene';
import type { PuzzleFormat } from '../format';
import { editTempterCase } from './edit';
import { readTempterFast } from './fastRead';
import { defaultTempterOptions, generateTempter, tempterCaseOptions, type TempterCaseOptions } from './generate';
import { compareTempterLine, readTempterJudgeLine, tempterJudgeLine } from './judgeLine';
import { tempterDrawing, type TempterCaseView } from './drawing';
import { describeTempter, tempterCaseLabel, tempterOutline } from './outline';
import { TempterCaseRecord } from './caseRecord';
import { parseTempter, parseTempterWindow, type TempterCase } from './parse';
import { formatReading } from '../windowReading';
import type { TempterPuzzle, TempterSolution } from './puzzle';
import { tempterQuickFixes } from './quickFixes';
import { tempterShrinker } from './shrink';
import { solveTempter } from './solver';
import { reportTempter, summarizeTempterFacts, tempterFacts, tempterResult, tempterSolveOptions } from './solving';
import { tempterStressCases } from './stressCases';
import { tempterWhatIfSwitches, traceTempter, whatIfTempter } from './traceCase';
import { addWords, msg } from '../../l10n/message';
import { TEMPTER_ISSUE_CODES } from './issueCodes';
import { TEMPTER_WORDS } from './words';

// The format's words join the catalogue wherever the format is loaded.
addWords(TEMPTER_WORDS);

export { CleanTempterFile } from './fastRead';
export { tempterDrawing, type TempterCaseView } from './drawing';
export { parseTempter, type TempterCase, type TempterDocument } from './parse';
export type { TempterCaseOptions } from './generate';
export { tempterTokenAtCell, tempterTokenAtOffset } from './cellTokens';
export { explainTempter, summarizeTempter } from './explain';
export type { TempterPuzzle, TempterReason, TempterSolution } from './puzzle';
export { tempterShrinkSteps } from './shrink';
export { solveTempter, TEMPTER_MAX_SEARCH_CELLS, type TempterTuning } from './solver';

/** HDU 1010: the dog must stand on the door D at exactly time T, never stepping on a square twice. */
export const tempterFormat: PuzzleFormat<TempterCase, TempterSolution, TempterCaseView, TempterCaseOptions, TempterPuzzle> = {
  id: 'tempter',
  displayName: 'Tempter',
  fileExtension: '.tempter',
  source: 'HDU 1010',
  goal: msg('format.tempter.goal'),
  // A token of grid squares only (a row) is Tempter's alone.
  signature: 'SDX.',
  caseSeparator: '',
  timeLimitMs: 1000,
  memoryLimitKb: 32768,
  issueCodes: TEMPTER_ISSUE_CODES,
  searchUnit: msg('format.tempter.search-unit'),
  takesTimeLimit: false,

  ...formatReading({
    parse: parseTempter,
    parseWindow: parseTempterWindow,
    moveCase: (c, delta) => TempterCaseRecord.of(c).moved(delta),
  }),
  fastRead: readTempterFast,
  solve: (c, budget = {}, names) => tempterResult(solveTempter(c, tempterSolveOptions(budget)), () => c, names),
  judgeLine: tempterJudgeLine,
  readJudgeLine: readTempterJudgeLine,
  answerInLine: (line) => line,
  answerIs: msg('format.tempter.answer-is'),
  report: reportTempter,
  facts: (c, solution) => tempterFacts(c.time, solution),
  summarize: summarizeTempterFacts,
  explain: (c, solution, _cellVisits, language) => explainTempter(c, solution, language),
  generate: generateTempter,
  defaultCaseOptions: defaultTempterOptions,
  caseOptions: tempterCaseOptions,

  caseLabel: tempterCaseLabel,
  outline: tempterOutline,
  describe: (_text, c, offset) => describeTempter(c, offset),
  quickFixes: tempterQuickFixes,
  tokenAtCell: tempterTokenAtCell,
  tokenAtOffset: tempterTokenAtOffset,
  puzzleKey: (c) => `tempter ${c.rows} ${c.cols} ${c.time}|${c.grid.join('/')}`,
  caseView: (c) => ({ ...drawnCaseOf('tempter', c), time: c.time, grid: c.grid }),
  drawing: tempterDrawing,
  missingAnswer: (caseNumber) => msg('tempter.missing-answer', { caseNumber }),
  edit: editTempterCase,
  traceSearch: traceTempter,
  whatIfSwitches: tempterWhatIfSwitches,
  whatIf: (c, id, language) => whatIfTempter(c, id, language),
  mismatchMessage(c, expected) {
    return msg(expected === 'YES' ? 'tempter.mismatch-no' : 'tempter.mismatch-yes', { time: c.time });
  },

  compare: compareTempterLine,
  shrink: tempterShrinker,
  stress: tempterStressCases,
  hunt: tempterHunt,
};

/** The format's part of the catalogue, for tests that check each part's two languages agree. */
export { TEMPTER_WORDS } from './words';

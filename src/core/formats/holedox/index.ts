// Holedox's façade: the only module code outside this folder imports (formats/drawings.ts
// alone reaches drawing.ts, so the panel's page bundles the drawing without the solver).
// The solver's design and the map of its parts are at the top of solver/index.ts.
import { holedoxHunt } from './hunt';
import type { Cell } from '../../geometry';
import { holedoxTokenAtCell, holedoxTokenAtOffset } from './cellTokens';
import { explainHoledox } from './explain';
import { drawnCaseOf } from '../../study/scene';
import type { PuzzleFormat } from '../format';
import { editHoledoxCase } from './edit';
import { readHoledoxFast } from './fastRead';
import { defaultHoledoxOptions, generateHoledox, holedoxCaseOptions, type HoledoxCaseOptions } from './generate';
import { compareHoledoxLine, holedoxAnswerInLine, holedoxJudgeLine, readHoledoxJudgeLine } from './judgeLine';
import { holedoxDrawing, type HoledoxCaseView } from './drawing';
import { describeHoledox, holedoxCaseLabel, holedoxOutline } from './outline';
import { HoledoxCaseRecord } from './caseRecord';
import { parseHoledox, parseHoledoxWindow, type HoledoxCase } from './parse';
import { formatReading } from '../windowReading';
import type { HoledoxPuzzle, HoledoxSolution } from './puzzle';
import { holedoxQuickFixes } from './quickFixes';
import { holedoxShrinker } from './shrink';
import { holedoxFacts, reportHoledox, solveHoledoxPuzzle, summarizeHoledoxFacts } from './solving';
import { holedoxStressCases } from './stressCases';
import { traceHoledox } from './traceCase';
import { addWords, msg } from '../../l10n/message';
import { HOLEDOX_ISSUE_CODES } from './issueCodes';
import { HOLEDOX_DEFAULT_MAX_STATES } from './limits';
import { HOLEDOX_WORDS } from './words';

// The format's words join the catalogue wherever the format is loaded.
addWords(HOLEDOX_WORDS);

export { CleanHoledoxFile } from './fastRead';
export { holedoxDrawing, type HoledoxCaseView } from './drawing';
export { parseHoledox, type HoledoxCase, type HoledoxDocument } from './parse';
export type { HoledoxCaseOptions } from './generate';
export { HOLEDOX_DEFAULT_MAX_STATES, HOLEDOX_MAX_LENGTH, HOLEDOX_MAX_SIDE, PADDED_MAX } from './limits';
export { holedoxTokenAtCell, holedoxTokenAtOffset } from './cellTokens';
export { explainHoledox, summarizeHoledox } from './explain';
export type { HoledoxPuzzle, HoledoxSolution } from './puzzle';
export { holedoxShrinkSteps } from './shrink';
export { HoledoxSearch, solveHoledox } from './solver';
export { GridBuffers } from './solver/gridBuffers';

/** POJ 1324: a snake of length L brings its head to the exit (1, 1) in the fewest moves. */
export const holedoxFormat: PuzzleFormat<HoledoxCase, HoledoxSolution, HoledoxCaseView, HoledoxCaseOptions, HoledoxPuzzle> = {
  id: 'holedox',
  displayName: 'Holedox',
  fileExtension: '.holedox',
  source: 'POJ 1324',
  goal: msg('format.holedox.goal'),
  // No signature: a Holedox file is all numbers, what a file without another format's signature is read as.
  caseSeparator: '\n',
  timeLimitMs: 5000,
  memoryLimitKb: 65536,
  issueCodes: HOLEDOX_ISSUE_CODES,
  searchUnit: msg('format.holedox.search-unit'),
  takesTimeLimit: true,

  ...formatReading({
    parse: parseHoledox,
    parseWindow: parseHoledoxWindow,
    moveCase: (c, delta) => HoledoxCaseRecord.of(c).moved(delta),
  }),
  fastRead: readHoledoxFast,
  defaultMaxSearch: HOLEDOX_DEFAULT_MAX_STATES,
  solve: (c, budget, names) => solveHoledoxPuzzle(c, () => c, budget, names),
  judgeLine: holedoxJudgeLine,
  readJudgeLine: readHoledoxJudgeLine,
  answerInLine: holedoxAnswerInLine,
  answerIs: msg('format.holedox.answer-is'),
  report: (_c, solution) => reportHoledox(solution),
  facts: (_c, solution) => holedoxFacts(solution),
  summarize: summarizeHoledoxFacts,
  explain: explainHoledox,
  generate: generateHoledox,
  defaultCaseOptions: defaultHoledoxOptions,
  caseOptions: holedoxCaseOptions,

  caseLabel: holedoxCaseLabel,
  outline: holedoxOutline,
  describe: describeHoledox,
  quickFixes: holedoxQuickFixes,
  tokenAtCell: holedoxTokenAtCell,
  tokenAtOffset: holedoxTokenAtOffset,
  puzzleKey(c) {
    const cells = (list: readonly Cell[]) => list.map((cell) => `${cell.row},${cell.col}`).join(' ');
    return `holedox ${c.rows} ${c.cols}|${cells(c.body)}|${cells(c.stones)}`;
  },
  traceSearch: traceHoledox,
  caseView: (c) => ({ ...drawnCaseOf('holedox', c), body: c.body, stones: c.stones }),
  drawing: holedoxDrawing,
  missingAnswer: (caseNumber) => msg('holedox.missing-answer', { caseNumber }),
  edit: editHoledoxCase,
  mismatchMessage(_c, expected, ours) {
    if (ours === '-1') return msg('holedox.mismatch-unreachable', { expected });
    if (expected === '-1') return msg('holedox.mismatch-reachable', { ours });
    return msg('holedox.mismatch', { expected, ours });
  },

  compare: compareHoledoxLine,
  shrink: holedoxShrinker,
  stress: holedoxStressCases,
  hunt: holedoxHunt,
};

/** The format's part of the catalogue, for tests that check each part's two languages agree. */
export { HOLEDOX_WORDS } from './words';

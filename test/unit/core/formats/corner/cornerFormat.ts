// A third puzzle format that lives only in the tests: "Corner". A walker on (1, 1) of an R×C
// grid goes one square right or down a move; can it stand on the far corner (R, C) within K
// moves? A file is `R C K` headers, one a line, ended by `0 0 0`; the judge's line for a case
// is `Case n: m` with the fewest moves, or `Case n: -1` past K.
//
// It is a folder's worth of code behind PuzzleFormat and nothing else: registered by the
// test (registerFormat), it must reach diagnostics, answers, the outline, the panel's scene,
// judging and stress through the generic paths. Its words borrow catalogue messages the
// product already has (a test cannot add to the catalogue).
import { described } from '../../../../../src/core/description';
import type { CaseBase, FormatDocument, FormatId, PuzzleFormat, SolutionReport, ReportFacts } from '../../../../../src/core/formats/format';
import { issueMaker, missingTerminator, sharedIssueCodes, type Issue } from '../../../../../src/core/issues';
import { addWords, msg, say, type Translation } from '../../../../../src/core/l10n/message';
import { drawnCaseOf, square, disc, type DrawnCase } from '../../../../../src/core/study/scene';
import type { TextRange } from '../../../../../src/core/text';

// Its own words, a part of the catalogue as a product format's words.ts is: the id and its
// Chinese wording checked by the compiler, added where the format is loaded.
const cornerEn = {
  'corner.answer-is': () => 'the fewest moves are',
  'corner.search-unit': () => 'squares',
  'corner.step': (a: { step: number; total: number }) => `move ${a.step} / ${a.total}`,
  'corner.our-answer': (a: { answer: string }) => `the fewest is ${a.answer}`,
  'corner.square': () => 'open',
} as const;
const cornerZhCn: Translation<typeof cornerEn> = {
  'corner.answer-is': () => '最少步数为',
  'corner.search-unit': () => '格子',
  'corner.step': (a) => `第 ${a.step} 步 / 共 ${a.total} 步`,
  'corner.our-answer': (a) => `最少步数是 ${a.answer}`,
  'corner.square': () => '空地',
};
export const CORNER_WORDS = { en: cornerEn, 'zh-cn': cornerZhCn };
declare module '../../../../../src/core/l10n/message' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the test format's ids join the catalogue's
  interface Words extends CornerWords {}
}
type CornerWords = typeof cornerEn;
addWords(CORNER_WORDS);

/** The test format's id: FormatId names the product's formats, so a test format borrows the type. */
export const CORNER = 'corner' as FormatId;

export interface CornerCase extends CaseBase {
  readonly moves: number;
}

export interface CornerSolution {
  /** Right moves, then down moves (1 right, 2 down); empty past K. */
  readonly path: Uint8Array;
  readonly fewest: number;
}

export type CornerView = DrawnCase & { readonly problem?: string };

export const CORNER_ISSUE_CODES = {
  'corner.not-an-integer': 'error',
  'corner.size-not-positive': 'error',
  ...sharedIssueCodes('corner'),
} as const;
const makeIssue = issueMaker(CORNER_ISSUE_CODES);

interface Token {
  readonly text: string;
  readonly range: TextRange;
}

function tokensOf(text: string): Token[] {
  return [...text.matchAll(/\S+/g)].map((m) => ({ text: m[0], range: { start: m.index, end: m.index + m[0].length } }));
}

/** Reads `R C K` triples up to `0 0 0`; a bad number or size is the case's problem. */
export function parseCorner(text: string): FormatDocument<CornerCase> {
  const tokens = tokensOf(text);
  const cases: CornerCase[] = [];
  const issues: Issue[] = [];
  for (let at = 0; at + 2 < tokens.length; at += 3) {
    const triple = tokens.slice(at, at + 3) as [Token, Token, Token];
    const headerRange = { start: triple[0].range.start, end: triple[2].range.end };
    const [rows, cols, moves] = triple.map((t) => (/^\d+$/.test(t.text) ? Number(t.text) : NaN)) as [number, number, number];
    if (rows === 0 && cols === 0 && moves === 0) return { format: CORNER, cases, issues, terminator: headerRange };
    const number = cases.length + 1;
    const bad = triple.find((t) => !/^\d+$/.test(t.text));
    let problem: Issue | undefined;
    if (bad)
      problem = makeIssue('corner.not-an-integer', msg('expected.malformed', { found: bad.text, expected: 'R C K' }), bad.range, {
        caseNumber: number,
      });
    else if (rows < 1 || cols < 1)
      problem = makeIssue(
        'corner.size-not-positive',
        msg('expected.malformed', { found: `${rows} ${cols}`, expected: 'R C K' }),
        headerRange,
        { caseNumber: number },
      );
    if (problem) issues.push(problem);
    const c = { format: CORNER, number, rows, cols, moves, range: headerRange, headerRange };
    cases.push(problem ? { ...c, problem } : c);
  }
  issues.push(missingTerminator(CORNER, text.length));
  return { format: CORNER, cases, issues };
}

export function solveCorner(c: Pick<CornerCase, 'rows' | 'cols' | 'moves'>): CornerSolution {
  const fewest = c.rows + c.cols - 2;
  if (fewest > c.moves) return { path: new Uint8Array(0), fewest: -1 };
  return { path: Uint8Array.from([...Array<number>(c.cols - 1).fill(1), ...Array<number>(c.rows - 1).fill(2)]), fewest };
}

const facts = (solution: CornerSolution): ReportFacts => ({ moves: solution.path, expanded: 0, named: solution.fewest });
const summary = (answer: string) => `Case answer ${answer}`;
const writeCase = (c: Pick<CornerCase, 'rows' | 'cols' | 'moves'>) => `${c.rows} ${c.cols} ${c.moves}\n`;
const unsupported = (what: string) => () => {
  throw new Error(`the Corner format has no ${what}`);
};

export const cornerFormat: PuzzleFormat<CornerCase, CornerSolution, CornerView, unknown, CornerCase> = {
  id: CORNER,
  displayName: 'Corner',
  fileExtension: '.corner',
  source: 'the tests',
  goal: msg('outline.case', { caseNumber: 0 }),
  timeLimitMs: 1000,
  memoryLimitKb: 65536,
  caseSeparator: '',
  issueCodes: CORNER_ISSUE_CODES,
  searchUnit: msg('corner.search-unit'),
  takesTimeLimit: false,

  parse: parseCorner,
  parseWindow: unsupported('window reading'),
  moveCase: (c) => c,
  moveResumeState: (state) => state,
  fastRead: () => undefined,
  solve(c) {
    const solution = solveCorner(c);
    return { status: 'answered', answer: String(solution.fewest), solution };
  },
  judgeLine: (caseNumber, answer) => `Case ${caseNumber}: ${answer}`,
  readJudgeLine(line) {
    const m = /^Case (\d+): (-?\d+)$/.exec(line);
    return m ? { caseNumber: Number(m[1]), answer: m[2] ?? '' } : { expected: msg('outline.case', { caseNumber: 1 }) };
  },
  answerInLine: (line) => /^Case \d+: (.*)$/.exec(line)?.[1] ?? line,
  answerIs: msg('corner.answer-is'),
  generate: unsupported('random cases'),
  defaultCaseOptions: () => ({}),
  caseOptions: {
    minSide: 1,
    maxSide: 5,
    third: { prompt: msg('outline.body'), min: 0, max: () => 10, initial: () => 4 },
    obstacles: msg('outline.stones'),
    make: () => ({}),
    fromArgument: () => ({}),
    validate: () => [],
    describe: () => msg('outline.body'),
  },
  report: (_c, solution): SolutionReport => ({ moves: solution.path, expanded: 0, summary: summary(String(solution.fewest)) }),
  facts: (_c, solution) => facts(solution),
  summarize: (answer) => summary(answer),
  explain: (_c, solution) => ({ text: summary(String(solution.fewest)), search: { searched: false, text: 'no search' } }),

  caseLabel: (c) => `Case ${c.number} · ${c.rows}×${c.cols} · K=${c.moves}`,
  outline: (c, language) => ({
    kind: 'case',
    name: say(msg('outline.case', { caseNumber: c.number }), language),
    detail: `${c.rows}×${c.cols}`,
    range: c.range,
    selectionRange: c.headerRange,
    children: [],
  }),
  describe: (_text, c, offset) =>
    offset >= c.headerRange.start && offset <= c.headerRange.end
      ? described(c.headerRange, msg('outline.case', { caseNumber: c.number }))
      : undefined,
  tokenAtCell: () => undefined,
  tokenAtOffset: () => undefined,
  quickFixes: () => [],
  puzzleKey: (c) => `corner ${c.rows} ${c.cols} ${c.moves}`,
  caseView: (c) => drawnCaseOf(CORNER, c),
  drawing: {
    marks: (view, palette) => [square({ row: view.rows, col: view.cols }, 'exit', palette.exit)],
    pathStart: () => ({ row: 1, col: 1 }),
    showsWayAhead: false,
    pieces: (_view, moves, step, palette) => {
      const right = moves.slice(0, step).filter((m) => m === 1).length;
      const down = step - right;
      return { class: 'walker', shapes: [disc({ row: 1 + down, col: 1 + right }, 10, 'head', palette.head, 'walker')] };
    },
    stepLabel: (_view, step, total) => msg('corner.step', { step, total }),
    stepName: msg('outline.body'),
    legend: [{ swatch: 'exit', text: msg('outline.body') }],
    ourAnswer: (answer) => msg('corner.our-answer', { answer }),
    editing: {
      toggles: msg('outline.stones'),
      drags: msg('outline.body'),
      thirdName: 'K',
      third: () => 0,
      square: () => msg('corner.square'),
    },
    isView: () => true,
  },
  edit: () => ({ ok: false, code: 'edit.bad-value', message: msg('outline.body') }),
  missingAnswer: (caseNumber) => msg('outline.case', { caseNumber }),
  mismatchMessage: (_c, expected, ours) => msg('judge.expected-got', { expected, actual: ours }),

  shrink: {
    write: writeCase,
    isJudgeValid: (c) => c.rows >= 1 && c.cols >= 1 && c.rows <= 5 && c.cols <= 5,
    steps: (c) => [
      ...(c.rows > 1 ? [{ ...c, rows: c.rows - 1 }] : []),
      ...(c.cols > 1 ? [{ ...c, cols: c.cols - 1 }] : []),
      ...(c.moves > 0 ? [{ ...c, moves: c.moves - 1 }] : []),
    ],
  },
  stress: {
    sizes: { maxSide: { lo: 1, hi: 5 } },
    validate: () => [],
    caseText: (random, _grow, sizes) => {
      const side = sizes.maxSide ?? 5;
      const pick = (n: number) => 1 + Math.floor(random() * n);
      return writeCase({ rows: pick(side), cols: pick(side), moves: pick(2 * side) - 1 });
    },
  },
};

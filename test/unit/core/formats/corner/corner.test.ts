// A format is its folder and one line in the registry: the test-only Corner format
// (cornerFormat.ts), registered here, gets diagnostics, answers, an outline, a panel scene,
// judging and stress through the same generic paths as Holedox and Tempter.
import assert from 'node:assert/strict';
import { parseExpectedOutput, compareAnswers } from '../../../../../src/core/expected';
import { registerFormat, formatById, FORMAT_IDS } from '../../../../../src/core/formats/registry';
import { compareOutput } from '../../../../../src/core/grading/compare';
import { judgingFor, writeCases } from '../../../../../src/core/grading/formatJudging';
import { shrinkCounterexample } from '../../../../../src/core/grading/shrink';
import { stressCaseText } from '../../../../../src/core/grading/stressCases';
import { say } from '../../../../../src/core/l10n/message';
import { mulberry32 } from '../../../../../src/core/randomCases';
import { outlineOf } from '../../../../../src/core/outline';
import { parsePuzzle } from '../../../../../src/core/puzzleFile';
import { caseScene } from '../../../../../src/core/study/scene';
import { PALETTES } from '../../../../../src/core/study/palette';
import { judgeOutput, solveDocument } from '../../../../../src/core/answers';
import { CORNER, cornerFormat, solveCorner, type CornerCase } from './cornerFormat';

const FILE = '2 3 5\n4 4 3\n2 x 1\n0 0 0\n';

/** A program's output for an input file: the fewest moves, wrongly 0 for a case of one row when `bug`. */
function program(input: string, bug: boolean): string {
  const numbers = input.split(/\s+/).filter(Boolean).map(Number);
  let out = '';
  for (let at = 0, n = 1; at + 2 < numbers.length; at += 3, n++) {
    const [rows = 0, cols = 0, moves = 0] = numbers.slice(at, at + 3);
    if (rows === 0 && cols === 0 && moves === 0) break;
    const fewest = bug && rows === 1 ? 0 : solveCorner({ rows, cols, moves }).fewest;
    out += `Case ${n}: ${fewest}\n`;
  }
  return out;
}

describe('a third format, registered by a test', () => {
  let unregister: () => void = () => undefined;
  before(() => {
    unregister = registerFormat(cornerFormat);
  });
  after(() => unregister());

  it('is found by its id, and refused a second time; the product’s list of formats is unchanged', () => {
    assert.equal(formatById(CORNER).displayName, 'Corner');
    assert.throws(() => registerFormat(cornerFormat), /already registered/);
    assert.deepEqual(FORMAT_IDS, ['holedox', 'tempter']);
  });

  it('words its messages from its own part of the catalogue, in both languages', () => {
    const answerIs = formatById(CORNER).answerIs;
    assert.deepEqual([say(answerIs), say(answerIs, 'zh-cn')], ['the fewest moves are', '最少步数为']);
  });

  it('gets diagnostics with its own codes, and the shared ones under its id', () => {
    const document = parsePuzzle(FILE, CORNER);
    assert.deepEqual(
      document.issues.map((i) => [i.code, i.severity, i.caseNumber, FILE.slice(i.range.start, i.range.end)]),
      [['corner.not-an-integer', 'error', 3, 'x']],
    );
    const unterminated = parsePuzzle('1 1 0\n', CORNER);
    assert.deepEqual(
      unterminated.issues.map((i) => [i.code, i.severity, say(i.message)]),
      [['corner.missing-terminator', 'warning', "the file does not end with the terminator '0 0 0'"]],
    );
  });

  it('gets answers and the judge’s output, a case with a problem skipped', () => {
    const verdicts = solveDocument(parsePuzzle(FILE, CORNER));
    assert.deepEqual(
      verdicts.map((v) => [v.number, v.outcome]),
      [
        [1, 'answered'],
        [2, 'answered'],
        [3, 'skipped'],
      ],
    );
    assert.equal(judgeOutput(verdicts), 'Case 1: 3\nCase 2: -1\n');
  });

  it('checks an expected-output file through its own judge lines', () => {
    const document = parsePuzzle(FILE, CORNER);
    const expected = parseExpectedOutput('Case 1: 3\nCase 2: 6\n', CORNER);
    const { inputIssues } = compareAnswers(document, solveDocument(document), expected, 'corner.out');
    assert.deepEqual(
      inputIssues.map((i) => [i.code, i.caseNumber, say(i.message)]),
      [['corner.answer-mismatch', 2, 'expected 6, got -1']],
    );
  });

  it('gets an outline', () => {
    const outline = outlineOf(parsePuzzle(FILE, CORNER));
    assert.deepEqual(
      outline.map((e) => [e.kind, e.name, e.detail, FILE.slice(e.selectionRange.start, e.selectionRange.end)]),
      [
        ['case', 'Case 1', '2×3', '2 3 5'],
        ['case', 'Case 2', '4×4', '4 4 3'],
        ['case', 'Case 3', '2×NaN', '2 x 1'],
      ],
    );
  });

  it('gets a panel scene: its marks and pieces inside the generic board', () => {
    const c = parsePuzzle(FILE, CORNER).cases[0];
    assert.ok(c);
    const format = formatById(CORNER);
    const moves = [...solveCorner(c as unknown as CornerCase).path];
    assert.deepEqual(moves, [1, 1, 2]);
    const scene = caseScene(format.drawing, format.caseView(c), {}, { moves, pathTo: 3, piecesAt: 3 }, PALETTES.dark);
    assert.equal(scene.label, '2 by 3 grid of case 1');
    const walker = scene.layers.find((layer) => layer.shapes.some((s) => 'key' in s && s.key === 'walker'));
    assert.deepEqual(walker?.shapes, [{ kind: 'circle', cx: 90, cy: 54, r: 10, class: 'head', fill: PALETTES.dark.head, key: 'walker' }]);
    // Its playback position and its answer are messages, worded in the reader's language by the page.
    const view = format.caseView(c);
    const shown = [
      format.drawing.stepLabel(view, 2, 3),
      format.drawing.ourAnswer('3'),
      format.drawing.editing.square(view, { row: 1, col: 1 }),
    ];
    assert.deepEqual(
      shown.map((m) => say(m)),
      ['move 2 / 3', 'the fewest is 3', 'open'],
    );
    assert.deepEqual(
      shown.map((m) => say(m, 'zh-cn')),
      ['第 2 步 / 共 3 步', '最少步数是 3', '空地'],
    );
  });

  it('judges a program’s output against its answers through the generic comparison', () => {
    const expected = solveDocument(parsePuzzle(FILE, CORNER)).flatMap((v) =>
      v.outcome === 'answered' ? [{ caseNumber: v.number, headerOffset: 0, answer: v.answer }] : [],
    );
    const input = '2 3 5\n4 4 3\n0 0 0\n';
    assert.equal(compareOutput(CORNER, expected, program(input, false)).outcome, 'accepted');
    const wrong = compareOutput(CORNER, expected, 'Case 1: 3\nCase 2: 5\n');
    assert.deepEqual([wrong.outcome, wrong.firstFailing], ['wrong', 1]);
  });

  it('is stress-tested: seeded cases, and a counterexample shrunk to one small case', async () => {
    const random = mulberry32(7);
    const texts = Array.from({ length: 20 }, (_, k) => stressCaseText(CORNER, random, k, { maxSide: 4 }));
    const again = mulberry32(7);
    assert.deepEqual(
      Array.from({ length: 20 }, (_, k) => stressCaseText(CORNER, again, k, { maxSide: 4 })),
      texts,
    );
    const judging = judgingFor<CornerCase>(CORNER);
    // The registry's types know the product's cases only: a test format's cases come back as them.
    const cases = parsePuzzle(`${texts.join('')}0 0 0\n`, CORNER).cases as unknown as CornerCase[];
    assert.equal(cases.length, 20);
    assert.ok(cases.every((c) => judging.isJudgeValid(c)));
    const fails = (subject: readonly CornerCase[]) => {
      const input = writeCases(judging, subject);
      return program(input, true) !== judgeOutput(solveDocument(parsePuzzle(input, CORNER)));
    };
    const failing = [...cases, { ...(cases[0] as CornerCase), rows: 1, cols: 3, moves: 5 }];
    assert.ok(fails(failing));
    const shrunk = await shrinkCounterexample(failing, judging.shrinkSteps, async (candidates) => candidates.findIndex(fails));
    assert.equal(writeCases(judging, shrunk.cases), '1 2 0\n0 0 0\n');
  });
});

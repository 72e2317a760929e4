import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import { judgingFor, writeCases } from '../../../../src/core/grading/formatJudging';
import { holedoxShrinkSteps } from '../../../../src/core/formats/holedox';
import { shrinkCounterexample, subjectSteps } from '../../../../src/core/grading/shrink';
import { stressCaseText } from '../../../../src/core/grading/stressCases';
import { tempterShrinkSteps } from '../../../../src/core/formats/tempter';
import { readCleanFile } from '../../../../src/core/fastLane';
import { mulberry32 } from '../../../../src/core/randomCases';
import { parseHoledox } from '../../../../src/core/formats/holedox';
import type { HoledoxPuzzle } from '../../../../src/core/formats/holedox';
import { solveHoledox } from '../../../../src/core/formats/holedox';
import { parseTempter } from '../../../../src/core/formats/tempter';
import type { TempterPuzzle } from '../../../../src/core/formats/tempter';
import { solveTempter } from '../../../../src/core/formats/tempter';

const HOLEDOX_JUDGING = judgingFor<HoledoxPuzzle>('holedox');
const TEMPTER_JUDGING = judgingFor<TempterPuzzle>('tempter');

/** Planted bug: an off-by-one bounds check makes the lair's last row unusable (unless the snake starts there). */
function offByOneHoledox(p: HoledoxPuzzle): number {
  if (p.body.some((b) => b.row === p.rows)) return solveHoledox(p).steps;
  return solveHoledox({ ...p, rows: p.rows - 1, stones: p.stones.filter((s) => s.row < p.rows) }).steps;
}
const holedoxFails = (p: HoledoxPuzzle) => offByOneHoledox(p) !== solveHoledox(p).steps;

/** Planted bug: the depth-first search marks squares but never unmarks them on the way back. */
function noUnmarkTempter(p: TempterPuzzle): boolean {
  const used = p.grid.map((row) => [...row].map((ch) => ch === 'X'));
  let start = { r: 0, c: 0 };
  p.grid.forEach((row, r) => {
    const c = row.indexOf('S');
    if (c >= 0) start = { r, c };
  });
  const reach = (r: number, c: number, t: number): boolean => {
    if (p.grid[r]?.[c] === 'D') return t === p.time;
    if (t >= p.time) return false;
    for (const [dr, dc] of [
      [-1, 0],
      [0, 1],
      [1, 0],
      [0, -1],
    ] as const) {
      const nr = r + dr;
      const nc = c + dc;
      const row = used[nr];
      if (row === undefined || nc < 0 || nc >= p.cols || row[nc]) continue;
      row[nc] = true;
      if (reach(nr, nc, t + 1)) return true;
    }
    return false;
  };
  const first = used[start.r];
  if (first) first[start.c] = true;
  return reach(start.r, start.c, 0);
}
const tempterFails = (p: TempterPuzzle) => noUnmarkTempter(p) !== (solveTempter(p).status === 'yes');

/** The first seeded judge-size case the planted bug gets wrong. */
function firstFailing<P>(
  format: 'holedox' | 'tempter',
  read: (text: string) => P | undefined,
  fails: (p: P) => boolean,
  big: (p: P) => boolean,
): P {
  const random = mulberry32(2024);
  for (let k = 0; k < 100_000; k++) {
    const p = read(stressCaseText(format, random, 5000));
    if (p !== undefined && big(p) && fails(p)) return p;
  }
  throw new Error('no failing case');
}

const readHoledox = (text: string) => parseHoledox(text).cases[0];
const readTempter = (text: string) => parseTempter(text).cases[0];
const plain = (p: HoledoxPuzzle): HoledoxPuzzle => ({ rows: p.rows, cols: p.cols, body: p.body, stones: p.stones });

describe('stress cases', () => {
  it('are valid, within the judge limits, clean for the fast lane, growing, and fixed by the seed', () => {
    for (const format of ['holedox', 'tempter'] as const) {
      const random = mulberry32(99);
      let text = '';
      let firstSides = 0;
      let lastSides = 0;
      for (let k = 0; k < 3000; k++) {
        const c = stressCaseText(format, random, k);
        const document = format === 'holedox' ? parseHoledox(`${c}0 0 0\n`) : parseTempter(`${c}0 0 0\n`);
        assert.deepEqual(document.issues, [], c);
        const header = c.split(' ').map(Number);
        if (k < 20) firstSides = Math.max(firstSides, header[0] ?? 0, header[1] ?? 0);
        if (k >= 2900) lastSides = Math.max(lastSides, header[0] ?? 0, header[1] ?? 0);
        text += c + (format === 'holedox' ? '\n' : '');
      }
      assert.ok(readCleanFile(Buffer.from(`${text}0 0 0\n`), format), `${format}: the fast lane takes a whole batch`);
      assert.deepEqual([firstSides, lastSides], format === 'holedox' ? [2, 20] : [2, 6]);
      assert.equal(stressCaseText(format, mulberry32(99), 0), stressCaseText(format, mulberry32(99), 0));
    }
  });
});

describe('shrinker', () => {
  it('shrinks a judge-size Holedox case against a planted off-by-one to a 1-minimal one', async () => {
    const start = firstFailing('holedox', readHoledox, holedoxFails, (p) => p.rows >= 15 && p.stones.length >= 40);
    const result = await shrinkCounterexample([plain(start)], holedoxShrinkSteps, (candidates) =>
      candidates.findIndex((c) => c.length === 1 && holedoxFails(c[0] as HoledoxPuzzle)),
    );
    const [minimal] = result.cases;
    assert.ok(minimal);
    assert.equal(result.cases.length, 1);
    assert.ok(HOLEDOX_JUDGING.isJudgeValid(minimal));
    assert.ok(holedoxFails(minimal), 'the result still fails');
    const stillFailing = holedoxShrinkSteps(minimal).filter(holedoxFails).map(HOLEDOX_JUDGING.writeCase);
    assert.deepEqual(stillFailing, [], '1-minimal: no single step keeps it failing');
    // The stone above the head leaves only the way round through the last row (6 moves; the bug says -1).
    assert.equal(writeCases(HOLEDOX_JUDGING, [minimal]), '4 2 2\n3 1\n3 2\n1\n2 1\n\n0 0 0\n');
    assert.ok(result.steps > 10, `${result.steps} steps`);
  });

  it('shrinks a 6×6 Tempter case against a planted missing unmark to a 1-minimal one', async () => {
    const start = firstFailing('tempter', readTempter, tempterFails, (p) => p.rows * p.cols >= 30);
    const result = await shrinkCounterexample([start as TempterPuzzle], tempterShrinkSteps, (candidates) =>
      candidates.findIndex((c) => c.length === 1 && tempterFails(c[0] as TempterPuzzle)),
    );
    const [minimal] = result.cases;
    assert.ok(minimal);
    assert.ok(TEMPTER_JUDGING.isJudgeValid(minimal));
    assert.ok(tempterFails(minimal), 'the result still fails');
    assert.deepEqual(tempterShrinkSteps(minimal).filter(tempterFails).map(TEMPTER_JUDGING.writeCase), [], '1-minimal');
    assert.equal(TEMPTER_JUDGING.writeCase(minimal), '6 5 11\n....D\n.....\n.....\n.....\n.....\nS....\n');
  });

  it('drops the cases a failure does not need, keeping the one that sets it up', async () => {
    // Planted bug with state between cases: any case right after one whose snake has length 3 is answered wrong.
    const failsTogether = (cases: readonly HoledoxPuzzle[]) => cases.some((_, k) => k > 0 && cases[k - 1]?.body.length === 3);
    const text = ['3 3 2\n3 3\n3 2\n0\n', '3 3 3\n1 2\n2 2\n3 2\n0\n', '2 2 2\n2 2\n2 1\n0\n', '1 2 2\n1 2\n1 1\n0\n'].join('\n');
    const cases = parseHoledox(`${text}\n0 0 0\n`).cases.map(plain);
    const result = await shrinkCounterexample(cases, holedoxShrinkSteps, (candidates) => candidates.findIndex(failsTogether));
    assert.equal(writeCases(HOLEDOX_JUDGING, result.cases), '3 1 3\n1 1\n2 1\n3 1\n0\n\n1 2 2\n1 2\n1 1\n0\n\n0 0 0\n');
    assert.deepEqual(subjectSteps(result.cases, holedoxShrinkSteps).filter(failsTogether), []);
  });

  it('keeps all 256 cases a counter kept in a byte needs, every case before the last a copy of the smallest', async () => {
    // Planted bug: from the 256th case of a file on, the case number printed wraps to 0.
    const wraps = (cases: readonly TempterPuzzle[]) => cases.length >= 256;
    const random = mulberry32(3);
    let text = '';
    for (let k = 0; k < 320; k++) text += stressCaseText('tempter', random, k + 1000);
    const cases = parseTempter(`${text}0 0 0\n`).cases.map((c) => ({ rows: c.rows, cols: c.cols, time: c.time, grid: c.grid }));
    assert.equal(cases.length, 320);
    const result = await shrinkCounterexample(
      cases,
      tempterShrinkSteps,
      (candidates) => candidates.findIndex(wraps),
      undefined,
      (p) => TEMPTER_JUDGING.writeCase(p).length,
    );
    assert.equal(result.cases.length, 256);
    const written = result.cases.map(TEMPTER_JUDGING.writeCase);
    assert.deepEqual([...new Set(written.slice(0, -1))], ['2 2 1\nS.\nD.\n']);
    assert.equal(written.at(-1), '2 2 1\nDS\n..\n');
    assert.deepEqual(subjectSteps(result.cases, tempterShrinkSteps).filter(wraps), [], '1-minimal');
  });

  it('offers only judge-valid steps: crops never cut the snake, stones on the new exit are dropped', () => {
    const p = plain(readHoledox('3 3 2\n3 3\n3 2\n2\n2 1\n1 3\n0 0 0\n') as HoledoxPuzzle);
    assert.deepEqual(holedoxShrinkSteps(p).map(HOLEDOX_JUDGING.writeCase), [
      '2 3 2\n2 3\n2 2\n1\n1 3\n', // row 2 cropped: its stone (2,1) goes, row 3 becomes row 2
      '2 3 2\n2 3\n2 2\n0\n', // row 1 cropped: (1,3) goes, and (2,1) would land on the exit, so it goes too
      '3 2 2\n3 2\n3 1\n1\n1 2\n', // column 1 cropped; rows and column 3 hold the snake; L = 2 is the least
      '3 3 2\n3 3\n3 2\n1\n1 3\n', // stone (2,1) dropped
      '3 3 2\n3 3\n3 2\n1\n2 1\n', // stone (1,3) dropped
    ]);
  });
});

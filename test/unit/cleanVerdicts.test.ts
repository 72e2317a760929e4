import assert from 'node:assert/strict';
import { readCleanFile } from '../../src/core/cleanFile';
import { solveCleanCase } from '../../src/core/cleanVerdicts';
import { formatOf } from '../../src/core/formats/registry';
import { parsePuzzle, type FormatId } from '../../src/core/puzzleFile';
import { solveCase } from '../../src/core/verdicts';
import { readFixture } from './helpers/fixtures';
import { cleanFile } from './helpers/randomFiles';

// The solve worker answers a clean file from its compact form: every verdict must be the
// one the full lane (parse, solveCase, the format's report) gives, witness included.

const bytesOf = (text: string): Uint8Array => new TextEncoder().encode(text);

function expectSameAsFullLane(text: string, format: FormatId, maxSearch?: number): number {
  const clean = readCleanFile(bytesOf(text), format, { tempterPastJudgeLimits: true });
  assert.ok(clean, 'the file is clean');
  const cases = parsePuzzle(text, format).cases;
  assert.equal(clean.cases, cases.length);
  const budget = maxSearch === undefined ? {} : { maxSearch };
  let limits = 0;
  cases.forEach((c, k) => {
    const full = solveCase(c, budget);
    const fast = solveCleanCase(clean, k, budget);
    assert.equal(fast.number, c.number);
    if (fast.outcome === 'limit') {
      limits++;
      assert.deepEqual(fast.verdictFor(c), full, `case ${c.number}`);
      return;
    }
    assert.equal(full.outcome, 'answered', `case ${c.number}`);
    if (full.outcome !== 'answered') return;
    assert.deepEqual(
      { format: fast.format, answer: fast.answer, judgeLine: fast.judgeLine, ...fast.report },
      { format: full.format, answer: full.answer, judgeLine: full.judgeLine, ...formatOf(c).report(c, full.solution) },
      `case ${c.number}`,
    );
  });
  return limits;
}

describe('solveCleanCase (the solve worker on a clean file)', () => {
  it('gives the statement samples the full lane verdicts, witness and summary included', () => {
    assert.equal(expectSameAsFullLane(readFixture('sample.holedox'), 'holedox'), 0);
    assert.equal(expectSameAsFullLane(readFixture('sample.tempter'), 'tempter'), 0);
  });

  it('takes Tempter cases past the judge limits, which the full lane only warns of, with its verdicts', () => {
    // A 1-row maze, a 7x7 one, T = 0 and T = 60: each a warning, each still solved.
    const text = '1 5 4\nS...D\n7 7 48\nS......\n.......\n.......\n.......\n.......\n.......\n......D\n2 2 0\nSD\n..\n8 8 60\nS.......\n' + '........\n'.repeat(6) + '.......D\n0 0 0\n';
    const parsed = parsePuzzle(text, 'tempter');
    assert.deepEqual([...new Set(parsed.issues.map((i) => i.code))], ['tempter.beyond-judge-limits']);
    assert.equal(readCleanFile(bytesOf(text), 'tempter'), undefined, 'the CLI lane keeps the judge limits');
    assert.equal(expectSameAsFullLane(text, 'tempter'), 0);
    assert.deepEqual(
      parsed.cases.map((c) => solveCase(c)).map((v) => (v.outcome === 'answered' ? v.answer : v.outcome)),
      ['YES', 'YES', 'NO', 'YES'],
    );
  });

  for (const format of ['holedox', 'tempter'] as const) {
    it(`agrees with the full lane on seeded clean ${format} files`, () => {
      for (let seed = 1; seed <= 6; seed++) assert.equal(expectSameAsFullLane(cleanFile(format, 40, seed * 104_729), format), 0);
    });

    it(`finishes a ${format} search that spent its budget from the parsed case, with the full lane's message and range`, () => {
      // A budget of 1 stops every search that needs more than one state or node.
      let limits = 0;
      for (let seed = 1; seed <= 3; seed++) limits += expectSameAsFullLane(cleanFile(format, 40, seed * 7_919), format, 1);
      assert.ok(limits > 5, `limits ${limits}`);
    });
  }
});

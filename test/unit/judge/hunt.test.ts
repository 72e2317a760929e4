// The planted programs (test/fixtures/planted/), each found by a plain stress run: four correct
// Tempter DFSs short of a pruning and a Holedox search without a visited set, each Time Limit
// Exceeded on a legal file with the pruning that matters named; a Holedox BFS whose case
// counter is a byte, a Wrong Answer on a file of 256 cases. CPU time only, with a limit the
// slow programs pass many times over on their hard cases (ours takes well under a millisecond).
import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePuzzle, type FormatId } from '../../../src/core/puzzleFile';
import { judgeOutput, solveDocument } from '../../../src/core/answers';
import { prepareSolution, stressTest, STATEMENT_FILE_CASES, type PreparedSolution, type StressReport } from '../../../src/judge';
import { FIXTURES } from '../helpers/fixtures';

const hasGpp = spawnSync('g++', ['--version']).status === 0;

async function planted(name: string, cacheDir: string): Promise<PreparedSolution> {
  const prepared = await prepareSolution({ sourceFile: join(FIXTURES, 'planted', name) }, { cacheDir });
  if (prepared.kind !== 'prepared') throw new Error(`${name}: ${prepared.message}\n${prepared.output}`);
  return prepared;
}

/** The textbook checks as the explanation names them. */
const CHECK = {
  openSquares: 'the open-squares check (T + 1 squares must be open)',
  parity: 'the parity check (T and the distance from S to D both even or both odd)',
  distance: 'the distance bound (the door within the moves left)',
  timeBound: 'the time bound (stop after T moves)',
} as const;

/** A legal file: no issue at all (no error, no case past the judge's limits), `cases` cases. */
function assertLegal(format: FormatId, text: string, cases: number): void {
  const document = parsePuzzle(text, format);
  assert.deepEqual(
    document.issues.map((i) => i.code),
    [],
    'the file is within the statement',
  );
  assert.equal(document.cases.length, cases);
}

/** The Time Limit Exceeded a stress run found, from the hunt or from the stress loop; its file, CPU and explanation. */
function timeLimitOf(report: StressReport): { text: string; cpuMs: number; ours: string; explanation: readonly string[]; cases: number } {
  if (report.found) {
    assert.equal(report.counterexample.verdict, 'time-limit', report.counterexample.reason);
    const slow = report.counterexample.slow;
    assert.ok(slow, 'a Time Limit Exceeded says what the prunings are worth');
    const text = report.counterexample.inputText;
    return {
      text,
      cpuMs: Infinity,
      ours: report.counterexample.ourAnswer,
      explanation: slow.explanation,
      cases: parsePuzzle(text, 'tempter').cases.length,
    };
  }
  const found = report.hunt?.timeLimit;
  assert.ok(found, `a Time Limit Exceeded is found (the slowest case: ${report.hunt?.slowest?.cpuMs ?? 'none'} ms)`);
  assert.equal(found.runs, 2, 'confirmed by a second run');
  return { text: found.inputText, cpuMs: found.cpuMs, ours: found.ourAnswer, explanation: found.explanation, cases: found.cases };
}

describe('stress finds the planted slow programs', function () {
  // Whole stress runs, each with runs killed at the limit: minutes on a loaded machine.
  this.timeout(600_000);
  let dir = '';
  before(function () {
    if (!hasGpp) {
      console.log('    SKIPPED: g++ is not on PATH, so the planted programs cannot be built');
      this.skip();
    }
    dir = mkdtempSync(join(tmpdir(), 'holedox-hunt-'));
  });
  after(() => {
    if (dir !== '') rmSync(dir, { recursive: true, force: true });
  });

  const TEMPTER_LIMIT_MS = 250;
  const tempter: readonly { readonly name: string; readonly lacks: readonly string[] }[] = [
    { name: 'tempter-no-pruning.cpp', lacks: [CHECK.openSquares, CHECK.parity, CHECK.distance] },
    { name: 'tempter-parity-only.cpp', lacks: [CHECK.openSquares, CHECK.distance] },
    { name: 'tempter-no-open-squares.cpp', lacks: [CHECK.openSquares] },
    { name: 'tempter-no-time-bound.cpp', lacks: [CHECK.timeBound, CHECK.distance] },
  ];
  for (const { name, lacks } of tempter) {
    it(`${name}: Time Limit Exceeded on a legal statement-sized file, the missing pruning named`, async () => {
      const solution = await planted(name, join(dir, 'cache'));
      const report = await stressTest({ format: 'tempter', seed: 1, cases: 50, solution, timeLimitMs: TEMPTER_LIMIT_MS, jobs: 2 });
      const found = timeLimitOf(report);
      assert.ok(found.cases >= 1 && found.cases <= STATEMENT_FILE_CASES, `${found.cases} cases`);
      assertLegal('tempter', found.text, found.cases);
      assert.ok(found.cpuMs >= TEMPTER_LIMIT_MS, `over the limit: ${found.cpuMs} ms`);
      assert.equal(found.ours, judgeOutput(solveDocument(parsePuzzle(found.text, 'tempter'))));
      // The case is slow because of a check the program lacks, named; or (a case the hunt may
      // meet first on a busy machine) slow for every textbook DFS, which the explanation says.
      const last = found.explanation.at(-1) ?? '';
      const named = /^The pruning that matters here: (.+); without it /.exec(last);
      if (named) assert.ok(lacks.includes(named[1] ?? ''), `${named[1]} is one ${name} lacks`);
      else {
        assert.match(last, /^The textbook checks leave this case hard; /, `a pruning is named: ${found.explanation.join(' | ')}`);
        assert.match(found.explanation[0] ?? '', /; the DFS with the four textbook checks: more than [\d,]+;/);
      }
    });
  }

  it('holedox-no-visited.cpp: Time Limit Exceeded on a legal file, the visited set named', async () => {
    const solution = await planted('holedox-no-visited.cpp', join(dir, 'cache'));
    const limit = 300;
    const report = await stressTest({
      format: 'holedox',
      seed: 1,
      cases: 50,
      solution,
      timeLimitMs: limit,
      jobs: 2,
      hunt: { candidates: 100 },
    });
    const found = report.found ? undefined : report.hunt?.timeLimit;
    const ce = report.found ? report.counterexample : undefined;
    const text = found?.inputText ?? ce?.inputText ?? '';
    assert.ok(found ?? ce?.verdict === 'time-limit', `a Time Limit Exceeded is found: ${ce?.verdict ?? ''} ${ce?.reason ?? ''}`);
    const cases = parsePuzzle(text, 'holedox').cases.length;
    assert.ok(cases >= 1 && cases <= (found ? STATEMENT_FILE_CASES : Infinity));
    assertLegal('holedox', text, cases);
    const explanation = found?.explanation ?? ce?.slow?.explanation ?? [];
    assert.match(
      explanation.at(-1) ?? '',
      /^The pruning that matters here: the visited set \(each head square and body shape expanded once\)/,
    );
  });

  it('holedox-byte-counter.cpp: Wrong Answer on a file of 256 cases, every case before the last a copy of the smallest', async () => {
    const solution = await planted('holedox-byte-counter.cpp', join(dir, 'cache'));
    const report = await stressTest({ format: 'holedox', seed: 1, cases: 1300, solution, jobs: 2 });
    assert.ok(report.found, 'a counterexample is found');
    const ce = report.counterexample;
    assert.equal(ce.verdict, 'wrong-answer');
    const document = parsePuzzle(ce.inputText, 'holedox');
    assert.equal(document.cases.length, 256, 'the shrinker keeps the cases the counter needs, no more');
    const texts = document.cases.map((c) => ce.inputText.slice(c.range.start, c.range.end));
    assert.equal(new Set(texts.slice(0, -1)).size, 1, 'the 255 cases before the last are one case copied');
    assert.match(ce.theirAnswer.trimEnd().split('\n').at(-1) ?? '', /^Case 0: /);
    assert.match(ce.reason, /^case 256: wrong case number: expected 'Case 256:', got 'Case 0:'/);
  });
});

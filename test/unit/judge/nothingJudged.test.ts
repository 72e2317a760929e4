import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import { judgeFile, prepareSolution, type PreparedSolution } from '../../../src/judge';
import { PYTHON } from '../helpers/python';

// A file where no case can be given to the program is never "Accepted: 0 cases": the report
// says nothing was judged, and the program is not run.

/** A program that would be Accepted on no case (it prints nothing), and a Runtime Error if it ran at all. */
const FAILS_IF_RUN = [PYTHON, '-c', 'import sys; sys.exit(3)'];

async function judged(inputText: string, language?: 'zh-cn') {
  const solution = (await prepareSolution({ command: FAILS_IF_RUN }, { cacheDir: '/nonexistent' })) as PreparedSolution;
  assert.equal(solution.kind, 'prepared');
  const report = await judgeFile({ inputText, format: 'tempter', fileName: 'x.tempter', solution, ...(language ? { language } : {}) });
  return { verdict: report.verdict, summary: report.summary, cases: report.cases.length, skipped: report.skipped.map((s) => s.caseNumber) };
}

describe('a file where nothing can be judged', function () {
  this.timeout(60_000);

  it('says so, in both languages, and does not run the program', async () => {
    // One case with no door, then two: the first case, then both, have errors.
    const one = '2 2 3\nS.\n..\n0 0 0\n';
    const two = '2 2 3\nS.\n..\n2 2 3\n.S\n..\n0 0 0\n';
    assert.deepEqual(await judged(one), {
      verdict: 'nothing-judged',
      summary: 'Nothing judged: the only case has errors and was skipped; your program was not run',
      cases: 0,
      skipped: [1],
    });
    assert.deepEqual(await judged(two), {
      verdict: 'nothing-judged',
      summary: 'Nothing judged: all 2 cases have errors and were skipped; your program was not run',
      cases: 0,
      skipped: [1, 2],
    });
    assert.deepEqual(await judged(two, 'zh-cn'), {
      verdict: 'nothing-judged',
      summary: '未评测：全部 2 个用例都有错误，已跳过；没有运行你的程序',
      cases: 0,
      skipped: [1, 2],
    });
    assert.deepEqual(await judged('0 0 0\n', 'zh-cn'), {
      verdict: 'nothing-judged',
      summary: '未评测：文件中没有用例；没有运行你的程序',
      cases: 0,
      skipped: [],
    });
    assert.deepEqual(await judged('0 0 0\n'), {
      verdict: 'nothing-judged',
      summary: 'Nothing judged: the file holds no case; your program was not run',
      cases: 0,
      skipped: [],
    });
  });

  it('judges the well-formed cases beside a skipped one as before', async () => {
    const mixed = await judged('2 2 3\nS.\n..\n1 2 1\nSD\n0 0 0\n');
    assert.equal(mixed.verdict, 'runtime-error');
    assert.deepEqual([mixed.cases, mixed.skipped], [1, [1]]);
  });
});

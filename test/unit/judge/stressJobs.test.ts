import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareSolution, stressTest, type PreparedSolution, type StressReport } from '../../../src/judge';
import { availableLevel, type ContainmentLevel } from '../../../src/judge/containment';
import { batchMaker } from '../../../src/judge/stressBatches';
import { FIXTURES } from '../helpers/fixtures';

const CLI = join(__dirname, '..', '..', '..', '..', 'bin', 'holedox.js');

const hasGcc = spawnSync('gcc', ['--version']).status === 0 && spawnSync('g++', ['--version']).status === 0;

async function compiled(name: string, cacheDir: string): Promise<PreparedSolution> {
  const prepared = await prepareSolution({ sourceFile: join(FIXTURES, 'solutions', name) }, { cacheDir });
  if (prepared.kind !== 'prepared') throw new Error(`${name}: ${prepared.message}\n${prepared.output}`);
  return prepared;
}

/** How the report's last line names a level run without the sandbox. */
const LEVEL_WORDS: Record<ContainmentLevel, string> = {
  cgroup2: 'cgroup v2',
  cgroup1: 'cgroup v1',
  proc: 'the /proc tracker',
  group: 'the process group',
};

/** The last line of a report on runs at `level` without the sandbox. */
function unsandboxed(level: ContainmentLevel): string {
  return `sandbox: ${LEVEL_WORDS[level]} only (HOLEDOX_CONTAINMENT=${level}) — files outside the run folder are not protected, nor the network, nor the judge from signals`;
}

/** The report without its wall time, for comparing runs. */
function timeless(report: StressReport): unknown {
  return { ...report, elapsedMs: 0 };
}

describe('stress: flaky programs and parallel jobs', function () {
  // Whole stress runs of compiled programs, many of them: far past mocha's default hang guard on a loaded machine.
  this.timeout(120_000);
  let dir = '';
  let level: ContainmentLevel = 'group';
  before(function () {
    if (!hasGcc) {
      // Visible in the test output, never a silent pass.
      console.log('    SKIPPED: gcc or g++ is not on PATH, so the flaky and jobs stress tests cannot run here');
      this.skip();
    }
    dir = mkdtempSync(join(tmpdir(), 'holedox-stress-jobs-'));
    // The flaky fixture counts its runs in a file outside its run folder: state between runs
    // that the sandbox forbids (it sees that file read-only). The strongest level below it runs it.
    level = availableLevel({ force: 'cgroup2' });
    process.env['HOLEDOX_CONTAINMENT'] = level;
  });
  after(() => {
    delete process.env['HOLEDOX_CONTAINMENT'];
    if (dir !== '') rmSync(dir, { recursive: true, force: true });
  });

  it('runs a program that crashed once on the same input again, and reports it flaky with its own verdict', async () => {
    const flaky = await compiled('tempter-flaky.c', join(dir, 'cache'));
    const counter = join(dir, 'runs-1-4');
    // Its first and fourth runs crash after answering: the batch's run, then three of the five reruns pass.
    const solution = { ...flaky, command: [...flaky.command, counter, '1,4'] };
    const report = await stressTest({ format: 'tempter', seed: 5, cases: 30, batchCases: 10, solution, jobs: 1 });
    const first = batchMaker({ format: 'tempter', seed: 5, total: 30, batchCases: 10 })();
    assert.ok(first, 'the plan makes a first batch');
    assert.ok(report.found, 'a counterexample is reported');
    const ce = report.counterexample;
    assert.deepEqual(
      {
        checked: report.checked,
        verdict: ce.verdict,
        reason: ce.reason,
        runs: ce.runs,
        failedRuns: ce.failedRuns,
        shrinkSteps: ce.shrinkSteps,
      },
      {
        checked: 1,
        verdict: 'runtime-error',
        reason: 'flaky: failed 2 of 6 runs; killed by SIGSEGV',
        runs: 6,
        failedRuns: 2,
        shrinkSteps: 0,
      },
    );
    // The input it failed on, unshrunk, and its answers (right ones: it crashes after answering).
    assert.equal(ce.inputText, first.text);
    assert.equal(ce.theirAnswer, ce.ourAnswer);
    assert.equal(ce.ourAnswer.split('\n').length, 11);
    // Six runs in all, no more: the counter says so.
    assert.equal(readFileSync(counter, 'utf8'), '6\n');
  });

  it('a program that crashes on every run stays a Runtime Error, shrunk, failed 6 of 6', async () => {
    const flaky = await compiled('tempter-flaky.c', join(dir, 'cache'));
    const report = await stressTest({
      format: 'tempter',
      seed: 5,
      cases: 30,
      batchCases: 10,
      solution: { ...flaky, command: [...flaky.command, '1'] },
      jobs: 1,
    });
    assert.ok(report.found);
    const ce = report.counterexample;
    assert.deepEqual(
      {
        checked: report.checked,
        verdict: ce.verdict,
        reason: ce.reason,
        runs: ce.runs,
        failedRuns: ce.failedRuns,
        input: ce.inputText,
        theirs: ce.theirAnswer,
      },
      // The smallest case the shrink steps reach: a crash does not depend on the case.
      {
        checked: 1,
        verdict: 'runtime-error',
        reason: 'killed by SIGSEGV',
        runs: 6,
        failedRuns: 6,
        input: '2 2 1\nS.\nD.\n0 0 0\n',
        theirs: 'YES\n',
      },
    );
  });

  it('the same seed gives the same first counterexample whatever the number of jobs', async () => {
    const wrong = await compiled('tempter-no-unmark.cpp', join(dir, 'cache'));
    // Small batches, so that the failing one is not the first and later ones can end before it.
    const options = { format: 'tempter' as const, seed: 5, cases: 400, batchCases: 4, solution: wrong };
    const one = await stressTest({ ...options, jobs: 1 });
    assert.ok(one.found);
    assert.deepEqual(
      {
        checked: one.checked,
        input: one.counterexample.inputText,
        ours: one.counterexample.ourAnswer,
        theirs: one.counterexample.theirAnswer,
        runs: one.counterexample.runs,
        failed: one.counterexample.failedRuns,
      },
      { checked: 10, input: '2 2 3\n.S\n.D\n0 0 0\n', ours: 'YES\n', theirs: 'NO\n', runs: 6, failed: 6 },
    );
    for (const jobs of [2, 3, 8]) assert.deepEqual(timeless(await stressTest({ ...options, jobs })), timeless(one), `${jobs} jobs`);
  });

  it('checks every case with several jobs, and reports the same count as one job', async () => {
    const right = await compiled('tempter-flaky.c', join(dir, 'cache'));
    // The count is the stress test's own: the hunt for slow cases after it is left out here.
    const options = { format: 'tempter' as const, seed: 9, cases: 1000, batchCases: 50, solution: right, hunt: false as const };
    for (const jobs of [1, 2, 4])
      assert.deepEqual(
        timeless(await stressTest({ ...options, jobs })),
        { found: false, checked: 1000, elapsedMs: 0, isolation: unsandboxed(level) },
        `${jobs} jobs`,
      );
  });

  it('holedox stress says flaky, with the runs, and that the seed gives the cases but not the failure', async () => {
    const flaky = await compiled('tempter-flaky.c', join(dir, 'cache'));
    const counter = join(dir, 'cli-runs');
    const out = join(dir, 'cli-out');
    mkdirSync(out);
    const args = [
      'stress',
      '--format',
      'tempter',
      '--seed',
      '5',
      '--cases',
      '30',
      '--jobs',
      '1',
      '--out',
      out,
      '--',
      ...flaky.command,
      counter,
      '1,4',
    ];
    const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
    assert.equal(r.status, 1, r.stderr);
    const name = join(out, 'counterexample.tempter');
    const input = readFileSync(name, 'utf8');
    const ours = readFileSync(`${name}.out`, 'utf8');
    assert.equal(
      r.stdout,
      `Runtime Error, flaky (failed 2 of 6 runs), after 1 case (seed 5); not shrunk, written to ${name}:\n${input}` +
        `--- our answer (${name}.out):\n${ours}--- your program's answer:\n${ours}` +
        'flaky: failed 2 of 6 runs; killed by SIGSEGV\n' +
        `Reproduce: holedox ${args.join(' ')} gives the same cases, but whether your program fails on them is its own randomness (or timing, or uninitialised memory): it failed 2 of 6 runs on this input\n` +
        `${unsandboxed(level)}\n`,
    );
    const bad = spawnSync(process.execPath, [CLI, 'stress', '--jobs', '0', '--', ...flaky.command], { encoding: 'utf8' });
    assert.deepEqual([bad.status, bad.stderr.split('\n')[0]], [2, "holedox stress: --jobs wants a whole number from 1 to 1024, not '0'"]);
  });
});

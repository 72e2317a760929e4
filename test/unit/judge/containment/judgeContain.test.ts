import { after, afterEach, before, describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Worker } from 'node:worker_threads';
import { dirname, join } from 'node:path';
import { endAllRuns, judgeFile, prepareSolution, type PreparedSolution } from '../../../../src/judge';
import { availableLevel, createContainment, type ContainmentLevel } from '../../../../src/judge/containment';
import { liveRunCount, runProgram, workerRunCount } from '../../../../src/judge/run';
import { FIXTURES } from '../../helpers/fixtures';
import { runFoldersOf } from '../../helpers/judgeFolders';
import { PYTHON } from '../../helpers/python';
import { running } from '../../helpers/liveProcesses';
import { pidsIn, runSurvivors } from '../../helpers/runSurvivors';
import { waitFor } from '../../helpers/waitFor';

const HOSTILE = join(FIXTURES, 'judge', 'hostile');
const work = mkdtempSync(join(tmpdir(), 'holedox-contain-test-'));
const binary = join(work, 'hostile');
const TEMPTER = readFileSync(join(FIXTURES, 'judge', 'backtrack.tempter'), 'utf8');
const ANSWERS = ['YES', 'NO'];
const LIMITS = { cpuLimitMs: 20_000, wallLimitMs: 60_000 };

/** The levels this machine can give, strongest first; the weaker ones are always forced in turn. */
const CONTAINED: ContainmentLevel[] = (['cgroup1', 'cgroup2', 'proc'] as const).filter(
  (level) => availableLevel({ force: level }) === level,
);

function hostile(mode: string): PreparedSolution {
  return { kind: 'prepared', command: [binary, mode, ...ANSWERS], label: `hostile ${mode}` };
}

async function noSurvivors(): Promise<void> {
  await waitFor('no process of a test run to be left', () => runSurvivors().length === 0);
}

before(() => {
  execFileSync('gcc', ['-O2', '-o', binary, join(HOSTILE, 'hostile.c')]);
});
after(() => rmSync(work, { recursive: true, force: true }));

describe('containment: everything a run starts ends with it', function () {
  this.timeout(120_000);
  afterEach(async () => {
    await noSurvivors();
    assert.equal(liveRunCount(), 0, 'every run has ended');
  });

  it('the levels fall back when /proc or the cgroups are absent (faked)', () => {
    assert.equal(availableLevel({ procRoot: join(work, 'no-proc'), cgroupRoot: join(work, 'no-cgroup') }), 'group');
    assert.equal(availableLevel({ cgroupRoot: join(work, 'no-cgroup') }), 'proc');
    assert.equal(availableLevel({ force: 'group' }), 'group');
    assert.equal(availableLevel({ force: 'cgroup1', cgroupRoot: join(work, 'no-cgroup') }), 'proc');
  });

  it('finds a delegated cgroup v2 subtree, else cgroup v1 parents, from /proc/self/cgroup (faked trees)', () => {
    const proc = join(work, 'fake-proc');
    const cgroup = join(work, 'fake-cgroup');
    mkdirSync(join(proc, 'self'), { recursive: true });
    writeFileSync(join(proc, 'self', 'stat'), '1 (node) S 0 1 1');
    writeFileSync(join(proc, 'self', 'cgroup'), '4:memory:/judge\n2:cpuacct:/judge\n0::/user.slice/holedox\n');
    for (const [dir, file] of [
      ['memory/judge', 'memory.limit_in_bytes'],
      ['cpuacct/judge', 'cpuacct.usage'],
    ] as const) {
      mkdirSync(join(cgroup, dir), { recursive: true });
      writeFileSync(join(cgroup, dir, file), '0');
    }
    assert.equal(availableLevel({ procRoot: proc, cgroupRoot: cgroup }), 'cgroup1');
    const delegated = join(cgroup, 'user.slice', 'holedox');
    mkdirSync(delegated, { recursive: true });
    writeFileSync(join(delegated, 'cgroup.procs'), '');
    writeFileSync(join(delegated, 'cgroup.subtree_control'), 'cpu pids\n');
    assert.equal(availableLevel({ procRoot: proc, cgroupRoot: cgroup }), 'cgroup1', 'a subtree that hands out no memory is not used');
    writeFileSync(join(delegated, 'cgroup.subtree_control'), 'cpu memory pids\n');
    assert.equal(availableLevel({ procRoot: proc, cgroupRoot: cgroup }), 'cgroup2');
    // A run cgroup a killed judge left behind (pid 4194399 is past Linux's largest) is swept; a live judge's is kept.
    mkdirSync(join(delegated, 'holedox-p4194399-1-old'));
    mkdirSync(join(delegated, `holedox-p${process.pid}-1-mine`));
    const contained = createContainment({ procRoot: proc, cgroupRoot: cgroup, hardMemoryCapKb: 1024 });
    assert.equal(existsSync(join(delegated, 'holedox-p4194399-1-old')), false, "a dead judge's cgroup is removed");
    assert.equal(existsSync(join(delegated, `holedox-p${process.pid}-1-mine`)), true, "a live judge's cgroup is kept");
    assert.equal(contained.level, 'cgroup2');
    const procs = contained.environment['HOLEDOX_CGROUP_PROCS'] ?? '';
    assert.equal(dirname(dirname(procs)), delegated, "the run's cgroup is a child of the delegated one");
    assert.equal(readFileSync(join(dirname(procs), 'memory.max'), 'utf8'), String(1024 * 1024));
    assert.deepEqual(contained.wrap(['/bin/true'], '').slice(-2), ['holedox-run', '/bin/true']);
    rmSync(dirname(procs), { recursive: true });
    contained.dispose();
  });

  for (const level of CONTAINED) {
    describe(`at level ${level}`, () => {
      const containment = { force: level };

      it('the verdict comes when the program exits, though a grandchild in its own session holds stdout; the grandchild ends', async () => {
        const result = await runProgram(hostile('setsid-holds-stdout').command, TEMPTER, { ...LIMITS, containment });
        assert.deepEqual([result.stop, result.exitCode, result.stdout.toString(), result.containment], ['exited', 0, 'YES\nNO\n', level]);
        const [grandchild] = pidsIn(result.stderr);
        assert.ok(grandchild !== undefined, result.stderr.toString());
        await waitFor(`grandchild ${grandchild} to end`, () => !running(grandchild));
      });

      it('200 children left sleeping (half in sessions of their own) all end with the run', async () => {
        const result = await runProgram(hostile('leaves-children').command, TEMPTER, { ...LIMITS, containment });
        assert.equal(result.stdout.toString(), 'YES\nNO\n');
        const children = pidsIn(result.stderr);
        assert.equal(children.length, 200);
        await waitFor('the 200 children to end', () => children.every((pid) => !running(pid)));
      });

      it("200 MB answered right is Memory Limit Exceeded at the statement's 32 MB, in the run's words", async () => {
        const report = await judgeFile({
          inputText: TEMPTER,
          format: 'tempter',
          fileName: 'backtrack.tempter',
          solution: hostile('allocates-200mb'),
          containment,
        });
        assert.equal(report.verdict, 'memory-limit');
        assert.match(report.summary, /^Memory Limit Exceeded: \d+ MB, the limit is 32 MB; /);
        assert.equal(report.memoryLimitKb, 32 * 1024);
      });

      it("300 MB in a child is counted in the run's peak", async () => {
        const result = await runProgram(hostile('child-allocates-300mb').command, TEMPTER, {
          ...LIMITS,
          memoryLimitKb: 1024 * 1024,
          containment,
        });
        assert.equal(result.stop, 'exited');
        // A cgroup's peak is exact; the tracker's is sampled every 10 ms, so it may miss the last pages.
        const least = level === 'proc' ? 200 * 1024 : 300 * 1024;
        assert.ok((result.peakMemoryKb ?? 0) >= least, `peak ${result.peakMemoryKb} KiB`);
      });

      it('an unwaited child that computes the answer is ended with the main process: nothing printed, Wrong Answer', async () => {
        const report = await judgeFile({
          inputText: TEMPTER,
          format: 'tempter',
          fileName: 'backtrack.tempter',
          solution: hostile('unwaited-child-computes'),
          timeLimitMs: 10_000,
          containment,
        });
        assert.equal(report.verdict, 'wrong-answer');
        assert.match(report.summary, /^Wrong Answer: it printed nothing; 2 answer lines were expected/);
      });

      it('another child of the judge ending during the run is not billed to it', async () => {
        const run = runProgram(hostile('sleeps-3s').command, TEMPTER, { ...LIMITS, containment });
        // A busy process of ours, not of the run, reaped by us while the run sleeps.
        const busy = spawn(PYTHON, ['-c', 'import time\nwhile time.process_time() < 1.0: pass']);
        await new Promise((resolve) => busy.on('exit', resolve));
        const result = await run;
        assert.equal(result.stop, 'exited');
        assert.ok(result.cpuMs < 500, `the sleeping run was billed ${result.cpuMs} ms of CPU`);
      });
    });
  }

  it('at level group (no /proc) the verdict still comes when the program exits; a grandchild in its own session escapes, as documented', async () => {
    const result = await runProgram(hostile('setsid-holds-stdout').command, TEMPTER, { ...LIMITS, containment: { force: 'group' } });
    assert.deepEqual([result.stop, result.stdout.toString(), result.cpuSource], ['exited', 'YES\nNO\n', 'wall']);
    const [grandchild] = pidsIn(result.stderr);
    assert.ok(grandchild !== undefined && running(grandchild), 'the grandchild left the group and lives on');
    process.kill(grandchild, 'SIGKILL');
  });

  it("the program gets a small environment, never the caller's variables, and a fresh folder removed after the run", async () => {
    process.env['HOLEDOX_TEST_SECRET'] = 'hunter2';
    try {
      const result = await runProgram(hostile('reads-environment').command, TEMPTER, LIMITS);
      const said = result.stderr.toString();
      assert.match(said, /^secret \(none\)$/m);
      const cwd = /^cwd (.*)$/m.exec(said)?.[1] ?? '';
      assert.match(cwd, /holedox-run-/);
      assert.match(said, new RegExp(`^home ${cwd}$`, 'm'));
      assert.match(said, new RegExp(`^tmpdir ${cwd}$`, 'm'));
      assert.equal(existsSync(cwd), false, "the run's folder is removed");
    } finally {
      delete process.env['HOLEDOX_TEST_SECRET'];
    }
  });

  it('a program that waits without CPU past the wall limit is Idleness Limit Exceeded', async () => {
    const report = await judgeFile({
      inputText: TEMPTER,
      format: 'tempter',
      fileName: 'backtrack.tempter',
      solution: hostile('sleeps'),
      timeLimitMs: 300,
    });
    assert.equal(report.verdict, 'idleness-limit');
    assert.match(report.summary, /^Idleness Limit Exceeded: waited \d+\.\d s with \d+ ms of CPU/);
  });

  it('cancel ends a program that ignores SIGTERM, with its child in a session of its own', async () => {
    const controller = new AbortController();
    const judged = judgeFile({
      inputText: TEMPTER,
      format: 'tempter',
      fileName: 'backtrack.tempter',
      solution: hostile('ignores-sigterm'),
      signal: controller.signal,
      timeLimitMs: 60_000,
    });
    await waitFor('the program and its child to start', () => runSurvivors({ programsOnly: true }).length === 2);
    controller.abort(new Error('stopped by the test'));
    await assert.rejects(judged, /stopped by the test/);
  });

  it('endAllRuns() (deactivate, a signal) ends every run going', async () => {
    const runs = [runProgram(hostile('ignores-sigterm').command, '', LIMITS), runProgram(hostile('sleeps').command, '', LIMITS)];
    await waitFor('the three processes to start', () => runSurvivors({ programsOnly: true }).length === 3);
    await endAllRuns();
    assert.deepEqual(
      (await Promise.all(runs)).map((r) => r.stop),
      ['cancelled', 'cancelled'],
    );
  });

  it("endAllRuns() ends the runs of a worker thread too, and their folders (the editor's stress worker runs no code as the host exits)", async () => {
    const runModule = join(__dirname, '..', '..', '..', '..', 'src', 'judge', 'run.js');
    const foldersBefore = new Set(runFoldersOf(process.pid));
    const worker = new Worker(
      `const { runProgram } = require(${JSON.stringify(runModule)});
       runProgram(${JSON.stringify(hostile('ignores-sigterm').command)}, '', { cpuLimitMs: 60000, wallLimitMs: 60000 });
       // From here on the worker runs no code of its own, as when the host exits: it cannot end its run.
       Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);`,
      { eval: true },
    );
    try {
      await waitFor("the worker's program and its child to start", () => runSurvivors({ programsOnly: true }).length === 2);
      // The worker's announcement reaches this thread as a message: wait for it, not for time.
      await waitFor("the worker's run to be announced", () => workerRunCount() === 1);
      assert.equal(runFoldersOf(process.pid).filter((name) => !foldersBefore.has(name)).length, 1);
      await endAllRuns();
      await waitFor("the worker's program and its child to end", () => runSurvivors().length === 0);
      assert.deepEqual(
        runFoldersOf(process.pid).filter((name) => !foldersBefore.has(name)),
        [],
      );
    } finally {
      await worker.terminate();
    }
  });

  it("a Python solution is not held to its interpreter's own memory: the baseline is measured and exempt", async () => {
    const solution = (await prepareSolution(
      { sourceFile: join(FIXTURES, 'solutions', 'tempter-correct.py') },
      { cacheDir: work },
    )) as PreparedSolution;
    assert.equal(solution.kind, 'prepared');
    assert.ok((solution.baselineKb ?? 0) > 1024, `baseline ${solution.baselineKb} KiB`);
    const report = await judgeFile({
      inputText: TEMPTER,
      format: 'tempter',
      fileName: 'backtrack.tempter',
      solution,
      memoryLimitKb: 4 * 1024,
    });
    assert.equal(report.verdict, 'accepted', report.summary);
  });

  it("a compiler that reads /dev/zero is a Compilation Error at the compiler's memory limit", async () => {
    const failure = await prepareSolution({ sourceFile: join(HOSTILE, 'dev-zero.cpp') }, { cacheDir: work });
    assert.equal(failure.kind, 'failure');
    assert.match(
      failure.kind === 'failure' ? failure.message : '',
      /^g\+\+ failed on .*dev-zero\.cpp \(it went past the compiler's memory limit of 1024 MB\)$/,
    );
  });
});

import { after, afterEach, before, describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { availableLevel } from '../../../../src/judge/containment';
import { BOX_INIT_SOURCE } from '../../../../src/judge/containment/boxInitSource';
import { probeSandbox } from '../../../../src/judge/containment/sandbox';
import { programRunner, type RunLimits } from '../../../../src/judge/programRunner';
import { liveRunCount, runProgram, type RunResult } from '../../../../src/judge/run';
import { describeIsolation } from '../../../../src/judge/verdict';
import { FIXTURES } from '../../helpers/fixtures';
import { initFoldersOf, runFoldersOf } from '../../helpers/judgeFolders';
import { runSurvivors } from '../../helpers/runSurvivors';
import { waitFor } from '../../helpers/waitFor';

/**
 * A stress lane's reused box (src/judge/containment/lane.ts): one sandbox and cgroup for many
 * runs, emptied between them by an init of ours. Nothing of one run may reach the next, and a
 * run's verdict must be the one a box of its own gives.
 */

const REUSABLE = probeSandbox().usable && availableLevel() === 'cgroup1';
const CLI = join(__dirname, '..', '..', '..', '..', '..', 'bin', 'holedox.js');
const work = mkdtempSync(join(tmpdir(), 'holedox-lane-test-'));
const hostile = join(work, 'hostile');
const SH = '/bin/sh';

function limits(more: Partial<RunLimits> = {}): RunLimits {
  return { cpuLimitMs: 20_000, wallLimitMs: 60_000, sampling: 'light', judged: true, ...more };
}

/** The parts of a run's result a verdict is made of. */
function verdictOf(result: RunResult) {
  return { stop: result.stop, exitCode: result.exitCode, signalName: result.signalName, inputRefused: result.inputRefused };
}

before(() => {
  execFileSync('gcc', ['-O2', '-o', hostile, join(FIXTURES, 'judge', 'hostile', 'hostile.c')]);
  if (!REUSABLE) console.log('    SKIPPED: the reused box needs bwrap with user namespaces over cgroup v1');
});
after(() => rmSync(work, { recursive: true, force: true }));

(REUSABLE ? describe : describe.skip)('the reused box of a stress lane', function () {
  this.timeout(120_000);
  afterEach(async () => {
    await waitFor('no process of a test run to be left', () => runSurvivors().length === 0);
    assert.equal(liveRunCount(), 0, 'every run has ended');
    await waitFor('no run folder of this judge to be left', () => runFoldersOf(process.pid).length === 0);
  });

  it('a run leaves nothing to the next: no process, no file in its folder, /tmp or /dev/shm, no message queue, no System V IPC', async () => {
    // Each run says what it sees (globs, not ls: a process of its own would show in /proc; the
    // run folder sits in /tmp), then leaves a file in each writable place, IPC objects and a
    // process behind.
    const script =
      'echo $HOME; echo ./* /dev/shm/* /dev/mqueue/*; for p in /tmp/*; do [ "$p" = "$HOME" ] || echo "$p"; done; ' +
      'for p in /proc/[0-9]*; do [ "$p" = /proc/$$ ] || echo "$p"; done; ipcs -m | grep -c 0x; ipcs -q | grep -c 0x; ' +
      'echo kept > mine; echo kept > /tmp/mine; echo kept > /dev/shm/mine; touch /dev/mqueue/mine; ipcmk -M 4096 >/dev/null; ipcmk -Q >/dev/null; ' +
      'sleep 600 </dev/null >/dev/null 2>&1 &';
    const lane = programRunner({ kind: 'prepared', command: [SH, '-c', script], label: 'leaves' }, limits());
    try {
      const first = await lane.run('');
      assert.equal(first.box, 'reused');
      const seen = first.stdout.toString().split('\n').slice(1);
      assert.deepEqual(seen, ['./* /dev/shm/* /dev/mqueue/*', '/proc/1', '0', '0', ''], first.stderr.toString());
      // What it left is gone: only the box (bwrap and our init) runs.
      const left = runSurvivors().map((pid) => spawnSync('cat', [`/proc/${pid}/cmdline`]).stdout.toString());
      assert.equal(left.length, 2, left.join(' | '));
      assert.ok(!left.some((cmdline) => cmdline.startsWith('sleep')), left.join(' | '));
      const second = await lane.run('');
      assert.equal(second.stdout.toString(), first.stdout.toString(), 'the same box (its run folder), and nothing of the first run in it');
      assert.equal(second.stop, 'exited');
    } finally {
      await lane.close();
    }
  });

  it("the program can neither kill nor read the box's init, and the box serves the next run", async () => {
    const lane = programRunner(
      { kind: 'prepared', command: [SH, '-c', 'kill -9 1; kill -TERM 1; cat /proc/1/environ; echo $HOME'], label: 'init' },
      limits(),
    );
    try {
      const first = await lane.run('');
      assert.match(first.stderr.toString(), /^cat: \/proc\/1\/environ: Permission denied\n$/);
      const second = await lane.run('');
      assert.equal(second.stdout.toString(), first.stdout.toString(), 'the same box (its run folder) serves the next run');
      assert.equal(second.stop, 'exited');
    } finally {
      await lane.close();
    }
  });

  it('gives the verdict a box of its own gives: time, memory, output and file-size limits, signals, exit codes, unread input', async () => {
    const cases: [string, string[], Partial<RunLimits>, string][] = [
      ['over the CPU limit', [SH, '-c', 'while :; do :; done'], { cpuLimitMs: 300 }, ''],
      ['over the memory limit', [hostile, 'allocates-200mb', 'YES'], { memoryLimitKb: 64 * 1024 }, ''],
      ['past the output limit', ['/usr/bin/yes'], {}, ''],
      ['past the file-size limit', [SH, '-c', 'head -c 70000000 /dev/zero > big'], {}, ''],
      ['killed by a signal', [SH, '-c', 'kill -SEGV $$'], {}, ''],
      ['an exit code', [SH, '-c', 'cat >/dev/null; exit 3'], {}, 'input\n'],
      ['waiting, not computing', [hostile, 'sleeps'], { cpuLimitMs: 200, wallLimitMs: 300 }, ''],
      ['input left unread', [SH, '-c', 'exit 0'], {}, 'x'.repeat(1 << 20)],
    ];
    for (const [what, command, more, input] of cases) {
      const own = await runProgram(command, input, limits(more));
      const lane = programRunner({ kind: 'prepared', command, label: what }, limits(more));
      try {
        const reused = await lane.run(input);
        assert.equal(reused.box, 'reused', what);
        assert.deepEqual(verdictOf(reused), verdictOf(own), what);
        assert.equal(reused.isolation, 'sandbox', what);
        assert.equal(describeIsolation(reused), describeIsolation(own), what);
      } finally {
        await lane.close();
      }
    }
  });

  it('a program that ends at once on an empty input refused nothing, however soon it ends (100 runs)', async () => {
    // Its end may come before the init has read that the input is over: nothing was left to hand over.
    const lane = programRunner({ kind: 'prepared', command: [SH, '-c', 'kill -SEGV $$'], label: 'segv' }, limits());
    try {
      const refused: number[] = [];
      for (let k = 0; k < 100; k++) if ((await lane.run('')).inputRefused) refused.push(k);
      assert.deepEqual(refused, [], 'runs said to have refused an empty input');
    } finally {
      await lane.close();
    }
  });

  it('a run on its way when the lane closes (another lane failed) builds no box, and says cancelled', async () => {
    const lane = programRunner({ kind: 'prepared', command: [SH, '-c', 'cat'], label: 'cat' }, limits());
    // run() is on its way to building the lane's box when close() comes.
    const fed = assert.rejects(lane.run('x\n'), /cancelled/);
    await lane.close();
    await fed;
    assert.deepEqual(runFoldersOf(process.pid), [], 'no box was built after the close');
  });

  it('a SIGKILLed judge takes its box and the program in it; the next judge removes its run folder', async () => {
    const script = [
      `const { programRunner } = require(${JSON.stringify(join(__dirname, '..', '..', '..', '..', 'src', 'judge', 'programRunner.js'))});`,
      `const lane = programRunner({ kind: 'prepared', command: [${JSON.stringify(hostile)}, 'sleeps'], label: 'sleeps' },`,
      "  { cpuLimitMs: 60000, wallLimitMs: 600000, sampling: 'light', judged: true });",
      "lane.run('').then(() => {});",
    ].join('\n');
    const judge = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
    const dead = judge.pid ?? 0;
    const exited = new Promise((resolve) => judge.on('exit', resolve));
    await waitFor('the program to start in its box', () =>
      runSurvivors().some((pid) =>
        spawnSync('cat', [`/proc/${pid}/cmdline`])
          .stdout.toString()
          .includes('sleeps'),
      ),
    );
    assert.equal(runFoldersOf(dead).length, 1, 'the box has its run folder');
    assert.equal(initFoldersOf(dead).length, 1, 'the judge built its init in a folder of its own');
    judge.kill('SIGKILL');
    await exited;
    await waitFor('the box and its program to end with the judge', () => runSurvivors().length === 0);
    const next = spawnSync(process.execPath, [CLI, 'judge', 'judge/backtrack.tempter', '--', hostile, 'sleeps-3s', 'YES', 'NO'], {
      cwd: FIXTURES,
      encoding: 'utf8',
      env: { ...process.env, XDG_CACHE_HOME: work },
    });
    assert.match(next.stdout, /^Accepted: 2 cases; /, next.stderr);
    assert.deepEqual(runFoldersOf(dead), [], "the dead judge's run folder is removed");
    assert.deepEqual(initFoldersOf(dead), [], "the dead judge's init folder is removed");
  });

  it("runs an init built by this judge alone: one planted in the user's cache is never run, and the judge's own goes with it", async () => {
    // Before, the init was cached in the user's cache by its source's hash, where a program
    // judged without the sandbox (free to write the home folder) could replace it.
    const cache = join(work, 'cache');
    const marker = join(work, 'planted-init-ran');
    const hash = createHash('sha256').update(BOX_INIT_SOURCE).digest('hex').slice(0, 16);
    const planted = join(cache, 'holedox', 'box-init', `holedox-box-init-${hash}`);
    mkdirSync(dirname(planted), { recursive: true });
    writeFileSync(planted, `#!/bin/sh\necho ran > ${marker}\nexit 1\n`, { mode: 0o755 });
    const stress = spawnSync(
      process.execPath,
      [
        CLI,
        'stress',
        '--format',
        'tempter',
        '--hunt',
        '--cases',
        '10',
        '--jobs',
        '1',
        '--seed',
        '1',
        '--',
        'python3',
        join(FIXTURES, 'solutions', 'tempter-correct.py'),
      ],
      { encoding: 'utf8', env: { ...process.env, XDG_CACHE_HOME: cache } },
    );
    assert.equal(stress.status, 0, stress.stdout + stress.stderr);
    assert.match(stress.stdout, /sandbox: namespaces \+ cgroup v1/, 'the lane ran in a reused box');
    assert.ok(!existsSync(marker), 'the planted init never ran');
    assert.deepEqual(initFoldersOf(stress.pid ?? 0), [], "the judge's own init left with it");
  });
});

import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { judgeFile, prepareSolution, type PreparedSolution } from '../../../src/judge';
import { runProgram, startProgram } from '../../../src/judge/run';
import { FIXTURES } from '../helpers/fixtures';
import { PYTHON } from '../helpers/python';
import { waitFor } from '../helpers/waitFor';

/** Whether a process still exists (a zombie counts as gone: it no longer runs). */
function alive(pid: number): boolean {
  try {
    const state = readFileSync(`/proc/${pid}/stat`, 'latin1');
    return !/\) Z /.test(state);
  } catch {
    return false;
  }
}

// A program that starts a grandchild, prints its pid, then waits forever.
const SPAWNS_AND_WAITS = [
  PYTHON,
  '-c',
  'import subprocess, sys, time\np = subprocess.Popen(["sleep", "600"])\nprint(p.pid, flush=True)\ntime.sleep(600)',
];

describe('running a solution', () => {
  it('cancelling a judge run kills the whole process group and rejects with the reason', async () => {
    const solution = (await prepareSolution({ command: SPAWNS_AND_WAITS }, { cacheDir: '/nonexistent' })) as PreparedSolution;
    assert.equal(solution.kind, 'prepared');
    const controller = new AbortController();
    const judged = judgeFile({
      inputText: readFileSync(join(FIXTURES, 'sample.tempter'), 'utf8'),
      format: 'tempter',
      fileName: 'sample.tempter',
      solution,
      timeLimitMs: 60_000,
      signal: controller.signal,
    });
    // The grandchild's pid is not visible through judgeFile: find it among sleep processes started by the child (below the sandbox's own).
    let grandchild = 0;
    await waitFor('the grandchild sleep process', () => {
      grandchild = findSleepChild();
      return grandchild > 0;
    });
    controller.abort(new Error('stopped by the test'));
    await assert.rejects(judged, /stopped by the test/);
    await waitFor(`grandchild ${grandchild} to be killed`, () => !alive(grandchild));
  });

  it("takes our answers from the solver it is given (the editor's worker), matched by case number", async () => {
    const solution = (await prepareSolution(
      { sourceFile: join(FIXTURES, 'solutions', 'tempter-correct.py') },
      { cacheDir: '/nonexistent' },
    )) as PreparedSolution;
    assert.equal(solution.kind, 'prepared');
    const asked: string[] = [];
    // Planted answers, out of order: case 2's is wrong on purpose (the truth is YES), case 1 is cut by a limit.
    const report = await judgeFile({
      inputText: readFileSync(join(FIXTURES, 'sample.tempter'), 'utf8'),
      format: 'tempter',
      fileName: 'sample.tempter',
      solution,
      solve: async (text, format, _signal, cases) => {
        asked.push(`${format} ${text.split('\n')[0] ?? ''} cases ${cases.map((c) => c.number).join(',')}`);
        return [
          { outcome: 'answered', number: 2, answer: 'NO' },
          { outcome: 'limit', number: 1, message: 'planted: past the search budget' },
        ];
      },
    });
    assert.deepEqual(asked, ['tempter 4 4 5 cases 1,2']);
    assert.deepEqual(report.skipped, [{ caseNumber: 1, headerOffset: 0, message: 'planted: past the search budget' }]);
    assert.equal(report.verdict, 'wrong-answer');
    assert.deepEqual(
      report.cases.map((c) => [c.caseNumber, c.expected, c.actual, c.ok]),
      [[2, 'NO', 'YES', false]],
    );
  });

  it('a program started ahead of its input gets it when fed, and its CPU time is its own, not that of the run beside it', async () => {
    const limits = { cpuLimitMs: 60_000, wallLimitMs: 60_000 };
    const spare = startProgram([PYTHON, '-c', 'import sys\nprint(sys.stdin.read().upper(), end="")'], limits);
    assert.ok(spare.pid !== undefined && alive(spare.pid), 'the spare process waits for its input');
    const busy = await runProgram([PYTHON, '-c', 'import time\nwhile time.process_time() < 0.6: pass'], '', limits);
    assert.equal(busy.stop, 'exited');
    assert.ok(busy.cpuMs >= 600, `the busy run used ${busy.cpuMs} ms of CPU`);
    const result = await spare.feed('abc\n');
    assert.deepEqual([result.stop, result.exitCode, result.stdout.toString()], ['exited', 0, 'ABC\n']);
    assert.ok(result.cpuMs < 600, `the spare's CPU time (${result.cpuMs} ms) does not include the busy run's`);
  });

  it('a program started and never fed is killed and reaped by discard()', async () => {
    const spare = startProgram([PYTHON, '-c', 'import sys\nsys.stdin.read()'], { cpuLimitMs: 60_000, wallLimitMs: 60_000 });
    const pid = spare.pid;
    assert.ok(pid !== undefined && alive(pid));
    await spare.discard();
    assert.equal(alive(pid), false);
  });

  it('a run over the output cap stops at exactly 64 MiB kept', async () => {
    const result = await runProgram([PYTHON, '-c', 'import sys\nwhile True: sys.stdout.write("x" * 65536)'], '', {
      cpuLimitMs: 60_000,
      wallLimitMs: 60_000,
    });
    assert.equal(result.stop, 'output-limit');
    assert.equal(result.stdout.length, 64 * 1024 * 1024);
  });

  it('a program that exits at once without reading a large input still gets a verdict', async () => {
    const result = await runProgram([PYTHON, '-c', 'print("NO")'], Buffer.alloc(4 * 1024 * 1024, 0x2e), {
      cpuLimitMs: 60_000,
      wallLimitMs: 60_000,
    });
    assert.equal(result.stop, 'exited');
    assert.equal(result.exitCode, 0);
    assert.equal(result.stdout.toString(), 'NO\n');
    assert.equal(result.inputRefused, true);
  });
});

/** The pid of a `sleep 600` whose parent is a python3 started by this process's children, or 0. */
function findSleepChild(): number {
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'latin1');
      if (cmdline !== 'sleep\u0000600\u0000') continue;
      // Its ancestors up to us: the child, then (in the sandbox) bwrap's init and bwrap.
      let ancestor = Number(name);
      for (let up = 0; up < 4; up += 1) {
        const stat = readFileSync(`/proc/${ancestor}/stat`, 'latin1');
        ancestor = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (up >= 1 && ancestor === process.pid) return Number(name);
      }
    } catch {
      // The process ended while we looked.
    }
  }
  return 0;
}

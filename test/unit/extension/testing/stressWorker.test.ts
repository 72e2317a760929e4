import { afterEach, beforeEach, describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { StressWorkerMessage, StressWorkerRequest } from '../../../../src/extension/testing/stressWorkerProtocol';
import { availableLevel } from '../../../../src/judge/containment';
import { boxInit } from '../../../../src/judge/containment/lane';
import { probeSandbox } from '../../../../src/judge/containment/sandbox';
import { FIXTURES } from '../../helpers/fixtures';
import { initFoldersOf, runFoldersOf } from '../../helpers/judgeFolders';
import { PYTHON } from '../../helpers/python';
import { runSurvivors } from '../../helpers/runSurvivors';
import { waitFor } from '../../helpers/waitFor';

// The editor's stress worker, as the extension host drives it (without VS Code around it).
const WORKER = join(__dirname, '..', '..', '..', '..', 'src', 'extension', 'testing', 'stressWorker.js');

/** Whether a stress lane here reuses one box for its runs (no spare process then). */
const REUSED_BOX = probeSandbox().usable && availableLevel() === 'cgroup1' && 'path' in boxInit();

/** This process's children (a reused box's init's, with `inBox`) running `script`; zombies left out. */
function childrenRunning(script: string, inBox = false): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'latin1');
      const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'Z') continue;
      // In a stress lane's reused box (src/judge/containment/lane.ts) the program is the box's init's child.
      if (inBox ? !readFileSync(`/proc/${parent}/comm`, 'latin1').startsWith('holedox-box') : Number(parent) !== process.pid) continue;
      if (
        readFileSync(`/proc/${name}/cmdline`, 'latin1')
          .split('\u0000')
          .some((arg) => arg.endsWith(script))
      )
        found.push(Number(name));
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

function start(
  worker: Worker,
  script: string,
  format: 'holedox' | 'tempter',
  cases: number,
  language: 'en' | 'zh-cn' = 'en',
  huntOnly = false,
): void {
  const request: StressWorkerRequest = {
    type: 'start',
    format,
    seed: 3,
    cases,
    solution: { kind: 'prepared', command: [PYTHON, join(FIXTURES, script)], label: script },
    timeLimitMs: 60_000,
    memoryLimitKb: 256 * 1024,
    language,
    // These tests are about the stress loop in the worker; the hunt after it has its own.
    huntCandidates: 0,
    ...(huntOnly ? { huntOnly } : {}),
  };
  worker.postMessage(request);
}

/** The worker's messages as they come, and a way to wait for the one that ends the run. */
function listen(worker: Worker): { readonly seen: StressWorkerMessage[]; ended: () => Promise<StressWorkerMessage> } {
  const seen: StressWorkerMessage[] = [];
  worker.on('message', (m: StressWorkerMessage) => seen.push(m));
  return { seen, ended: () => waitFor("the worker's last message", () => seen.find((m) => m.type !== 'progress'), 60_000) };
}

describe("the editor's stress worker", function () {
  // Whole stress runs of python3 programs: far past mocha's default hang guard on a loaded machine.
  this.timeout(120_000);
  // A worker is terminated once it has answered, and runs no exit handler then: it removes its box's init before it answers.
  let initsBefore: string[] = [];
  beforeEach(() => {
    initsBefore = initFoldersOf(process.pid);
  });
  afterEach(() => assert.deepEqual(initFoldersOf(process.pid), initsBefore, 'no init folder of a worker is left'));
  it('runs a stress test to the end and sends the report', async () => {
    const worker = new Worker(WORKER);
    try {
      const messages = listen(worker);
      start(worker, 'solutions/tempter-correct.py', 'tempter', 300);
      const ended = await messages.ended();
      assert.equal(ended.type, 'done');
      if (ended.type === 'done') {
        // The line on how the runs were contained reaches the editor (its words depend on the machine: escapes.test.ts).
        const { isolation, ...rest } = ended.report;
        assert.deepEqual({ ...rest, elapsedMs: 0 }, { found: false, checked: 300, elapsedMs: 0 });
        assert.match(isolation ?? '', /^sandbox: /);
      }
    } finally {
      await worker.terminate();
    }
  });

  it("words the counterexample's reason in the editor's display language", async () => {
    const reasons: string[] = [];
    for (const language of ['en', 'zh-cn'] as const) {
      const worker = new Worker(WORKER);
      try {
        const messages = listen(worker);
        start(worker, 'solutions/holedox-off-by-one.py', 'holedox', 300, language);
        const ended = await messages.ended();
        assert.equal(ended.type, 'done');
        if (ended.type === 'done' && ended.report.found) reasons.push(ended.report.counterexample.reason);
      } finally {
        await worker.terminate();
      }
    }
    // Seed 3's first counterexample, shrunk: the program's off-by-one on a 2-move case.
    assert.deepEqual(reasons, ['case 1: expected 2, got -1', '用例 1：应为 2，实际是 -1']);
  });

  it('on cancel kills the program (and the one started for the next round) and says cancelled', async () => {
    const script = 'holedox-never-answers.py';
    const worker = new Worker(WORKER);
    try {
      const messages = listen(worker);
      start(worker, `editor-solutions/${script}`, 'holedox', 50);
      // Where the lane reuses one box, the box (bwrap, naming the script it lets the program read)
      // and the program in it; else the program fed and a spare started for the next round.
      const pids = await waitFor(REUSED_BOX ? `${script} to be fed in its box` : `${script} to be fed and a spare started`, () => {
        const running = [...childrenRunning(script), ...childrenRunning(script, true)];
        return running.length === 2 ? running : undefined;
      });
      worker.postMessage({ type: 'cancel' } satisfies StressWorkerRequest);
      assert.deepEqual(await messages.ended(), { type: 'cancelled' });
      // 'cancelled' is sent once both processes are reaped.
      assert.deepEqual([...childrenRunning(script), ...childrenRunning(script, true)], [], `pids ${pids.join(', ')} are gone`);
    } finally {
      await worker.terminate();
    }
  });

  (REUSED_BOX ? it : it.skip)(
    "a process that exits while its worker's box runs leaves neither the program, nor the box's folder, nor its init",
    async () => {
      // A host whose worker is mid-job when it exits (a reload): the worker runs no code then; the
      // judge loaded on the host's thread (as the extension's is) ends what the worker started.
      const host = [
        `require(${JSON.stringify(join(__dirname, '..', '..', '..', '..', 'src', 'judge', 'index.js'))});`,
        "const { Worker } = require('node:worker_threads');",
        "const { readdirSync } = require('node:fs');",
        `const worker = new Worker(${JSON.stringify(WORKER)});`,
        `worker.postMessage(${JSON.stringify({
          type: 'start',
          format: 'holedox',
          seed: 3,
          cases: 50,
          solution: { kind: 'prepared', command: [PYTHON, join(FIXTURES, 'editor-solutions', 'holedox-never-answers.py')], label: 'never' },
          timeLimitMs: 60_000,
          memoryLimitKb: 256 * 1024,
          language: 'en',
          huntCandidates: 0,
        } satisfies StressWorkerRequest)});`,
        // Exits once the worker's box has its init (the folder holds this pid) and the program is fed.
        `setInterval(() => { if (readdirSync(${JSON.stringify(tmpdir())}).some((n) => n.startsWith('holedox-init-p' + process.pid + '-'))) setTimeout(() => process.exit(0), 500); }, 50);`,
      ].join('\n');
      const r = spawnSync(process.execPath, ['-e', host], { encoding: 'utf8', timeout: 60_000 });
      assert.equal(r.status, 0, r.stderr);
      assert.deepEqual(
        [...initFoldersOf(r.pid), ...runFoldersOf(r.pid)],
        [],
        "the exited process's init folder and its box's run folder are gone",
      );
      await waitFor('no process of the exited host to be left', () => runSurvivors().length === 0);
    },
  );

  it('the hunt alone: on cancel every program of it is ended, then cancelled is said', async () => {
    const script = 'holedox-never-answers.py';
    const worker = new Worker(WORKER);
    try {
      const messages = listen(worker);
      start(worker, `editor-solutions/${script}`, 'holedox', 50, 'en', true);
      const pids = await waitFor(REUSED_BOX ? `${script} to be fed in its boxes` : `${script} to be fed and a spare started`, () => {
        const running = [...childrenRunning(script), ...childrenRunning(script, true)];
        return running.length >= 2 ? running : undefined;
      });
      worker.postMessage({ type: 'cancel' } satisfies StressWorkerRequest);
      assert.deepEqual(await messages.ended(), { type: 'cancelled' });
      assert.deepEqual([...childrenRunning(script), ...childrenRunning(script, true)], [], `pids ${pids.join(', ')} are gone`);
    } finally {
      await worker.terminate();
    }
  });

  it('the hunt alone reports the slowest of the cases it timed, with ours and what the prunings are worth', async () => {
    const worker = new Worker(WORKER);
    try {
      const messages = listen(worker);
      start(worker, 'solutions/holedox-correct.py', 'holedox', 6, 'en', true);
      const ended = await messages.ended();
      assert.equal(ended.type, 'done', JSON.stringify(ended));
      if (ended.type !== 'done' || ended.report.found) return;
      const hunt = ended.report.hunt;
      assert.equal(hunt?.tried, 6);
      assert.ok(hunt?.slowest, 'the slowest case is reported');
      assert.match(hunt.slowest.explanation[0] ?? '', /^Our A\* search: /);
    } finally {
      await worker.terminate();
    }
  });
});

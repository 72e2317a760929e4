import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { judgeFile, type JudgeReport, type OurCaseAnswer } from '../../../../src/judge';
import { parsePuzzle } from '../../../../src/core/puzzleFile';
import { solveDocument } from '../../../../src/core/answers';
import type { JudgeWorkerMessage, JudgeWorkerRequest } from '../../../../src/extension/testing/judgeWorkerProtocol';
import { FIXTURES } from '../../helpers/fixtures';
import { PYTHON } from '../../helpers/python';
import { waitFor } from '../../helpers/waitFor';
import { say } from '../../../../src/core/l10n/message';

// The editor's judge worker, as the extension host drives it (without VS Code around it).
const WORKER = join(__dirname, '..', '..', '..', '..', 'src', 'extension', 'testing', 'judgeWorker.js');

/** Our answers as the host gives them: solved here, in the shape the worker asks for. */
function ours(text: string, format: 'holedox' | 'tempter'): OurCaseAnswer[] {
  return solveDocument(parsePuzzle(text, format)).map((v) =>
    v.outcome === 'answered'
      ? { outcome: 'answered', number: v.number, answer: v.answer }
      : { outcome: v.outcome, number: v.number, message: say(v.problem.message) },
  );
}

/** Judges in a worker, answering its solve request; the report, and the solve requests seen. */
async function judgeThere(request: Extract<JudgeWorkerRequest, { type: 'judge' }>): Promise<{ report: JudgeReport; solves: number }> {
  const worker = new Worker(WORKER);
  try {
    let solves = 0;
    let ended: JudgeWorkerMessage | undefined;
    worker.on('message', (m: JudgeWorkerMessage) => {
      if (m.type === 'solve') {
        solves++;
        worker.postMessage({ type: 'solved', verdicts: ours(m.text, m.format) } satisfies JudgeWorkerRequest);
      } else ended = m;
    });
    worker.postMessage(request);
    const last = await waitFor("the judge worker's last message", () => ended, 60_000);
    if (last.type !== 'done') throw new Error(`the worker said ${JSON.stringify(last)}`);
    return { report: last.report, solves };
  } finally {
    await worker.terminate();
  }
}

/** A judge request for the Tempter sample, with a time limit no busy machine reaches. */
function sampleTempterJob(
  solution: Extract<JudgeWorkerRequest, { type: 'judge' }>['solution'],
  language?: 'zh-cn',
): Extract<JudgeWorkerRequest, { type: 'judge' }> {
  const inputText = readFileSync(join(FIXTURES, 'sample.tempter'), 'utf8');
  const job = { type: 'judge', inputText, format: 'tempter', fileName: 'sample.tempter', solution, timeLimitMs: 60_000 } as const;
  return { ...job, memoryLimitKb: 32_768, ...(language ? { language } : {}) };
}

/** This process's children running `script` (the worker's programs are this process's children); zombies left out. */
function childrenRunning(script: string): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'latin1');
      const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(parent) !== process.pid || state === 'Z') continue;
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

/** The report without its times, which differ from run to run. */
function timeless(report: JudgeReport) {
  return {
    ...report,
    timeMs: 0,
    cpuMs: 0,
    peakMemoryKb: 0,
    summary: report.summary.replace(/; \d+ ms \(CPU \d+ ms\)(, [\d.]+ MB resident)?/, ''),
  };
}

describe("the editor's judge worker", function () {
  // Whole runs of python3 programs: past mocha's default hang guard on a loaded machine.
  this.timeout(120_000);
  it('judges a file there as judgeFile does here, asking the host for our answers once', async () => {
    const inputText = readFileSync(join(FIXTURES, 'sample.tempter'), 'utf8');
    const solution = {
      kind: 'prepared',
      command: [PYTHON, join(FIXTURES, 'solutions', 'tempter-no-parity.py')],
      label: 'tempter-no-parity.py',
    } as const;
    const there = await judgeThere({
      type: 'judge',
      inputText,
      format: 'tempter',
      fileName: 'sample.tempter',
      solution,
      timeLimitMs: 60_000,
      memoryLimitKb: 32_768,
    });
    const here = await judgeFile({
      inputText,
      format: 'tempter',
      fileName: 'sample.tempter',
      solution,
      timeLimitMs: 60_000,
      memoryLimitKb: 32_768,
    });
    assert.equal(there.solves, 1);
    assert.deepEqual(timeless(there.report), timeless(here));
  });

  it('words the report in the language the host asks for: the display language', async () => {
    const solution = { kind: 'prepared', command: [PYTHON, '-c', 'print("NO"); print("NO")'], label: 'no' } as const;
    const { report } = await judgeThere(sampleTempterJob(solution, 'zh-cn'));
    assert.equal(
      report.summary.replace(/；\d+ 毫秒（CPU \d+ 毫秒）(，常驻内存 [\d.]+ MB)?$/, ''),
      '答案错误 WA：用例 2：应为 YES，实际是 NO',
    );
    assert.deepEqual(
      report.cases.map((c) => c.message),
      ['', '应为 YES，实际是 NO'],
    );
  });

  it('judges 63 MB of short wrong lines there, with the same words', async () => {
    const flood =
      "import sys\nline = b'MAYBE\\n' * 4096\nfor _ in range(63 * 1024 * 1024 // len(line)):\n    sys.stdout.buffer.write(line)\n";
    const solution = { kind: 'prepared', command: [PYTHON, '-c', flood], label: 'flood' } as const;
    const { report } = await judgeThere(sampleTempterJob(solution));
    assert.equal(report.verdict, 'wrong-answer');
    assert.match(report.summary, /^Wrong Answer: case 1: expected 'NO', got 'MAYBE' \(2 of 2 cases wrong\); /);
    assert.deepEqual(report.extraLines, [
      { line: 3, text: 'MAYBE' },
      { line: 4, text: 'MAYBE' },
      { line: 5, text: 'MAYBE' },
    ]);
  });

  it('on cancel kills the program and says cancelled once it is gone', async () => {
    const script = 'holedox-never-answers.py';
    const worker = new Worker(WORKER);
    try {
      const seen: JudgeWorkerMessage[] = [];
      worker.on('message', (m: JudgeWorkerMessage) => {
        if (m.type === 'solve') worker.postMessage({ type: 'solved', verdicts: ours(m.text, m.format) } satisfies JudgeWorkerRequest);
        else seen.push(m);
      });
      const inputText = readFileSync(join(FIXTURES, 'sample.holedox'), 'utf8');
      const solution = { kind: 'prepared', command: [PYTHON, join(FIXTURES, 'editor-solutions', script)], label: script } as const;
      worker.postMessage({
        type: 'judge',
        inputText,
        format: 'holedox',
        fileName: 'sample.holedox',
        solution,
        timeLimitMs: 60_000,
        memoryLimitKb: 65_536,
      } satisfies JudgeWorkerRequest);
      const pids = await waitFor(`${script} to run`, () => {
        const running = childrenRunning(script);
        return running.length === 1 ? running : undefined;
      });
      worker.postMessage({ type: 'cancel' } satisfies JudgeWorkerRequest);
      assert.deepEqual(await waitFor("the judge worker's last message", () => seen[0], 60_000), { type: 'cancelled' });
      assert.deepEqual(childrenRunning(script), [], `pid ${pids.join(', ')} is gone`);
    } finally {
      await worker.terminate();
    }
  });
  describe('a cancel at every moment', () => {
    const script = 'holedox-never-answers.py';
    const solution = { kind: 'prepared', command: [PYTHON, join(FIXTURES, 'editor-solutions', script)], label: script } as const;
    const request = {
      type: 'judge',
      inputText: readFileSync(join(FIXTURES, 'sample.holedox'), 'utf8'),
      format: 'holedox',
      fileName: 'sample.holedox',
      solution,
      timeLimitMs: 60_000,
      memoryLimitKb: 65_536,
    } satisfies JudgeWorkerRequest;

    /** The worker's last message when the host sends `cancel` at `moment`, and whether the program ever ran. */
    async function cancelled(moment: 'with the request' | 'while we solve' | 'with our answers') {
      const worker = new Worker(WORKER);
      const cancel = () => worker.postMessage({ type: 'cancel' } satisfies JudgeWorkerRequest);
      try {
        const seen: JudgeWorkerMessage[] = [];
        let ran = false;
        const watching = setInterval(() => (ran ||= childrenRunning(script).length > 0), 10);
        worker.on('message', (m: JudgeWorkerMessage) => {
          if (m.type !== 'solve') seen.push(m);
          else if (moment === 'while we solve') cancel();
          else if (moment === 'with our answers') {
            worker.postMessage({ type: 'solved', verdicts: ours(m.text, m.format) } satisfies JudgeWorkerRequest);
            cancel();
          }
        });
        worker.postMessage(request);
        if (moment === 'with the request') cancel();
        const last = await waitFor("the judge worker's last message", () => seen[0], 60_000);
        clearInterval(watching);
        return { last, left: childrenRunning(script), ran };
      } finally {
        await worker.terminate();
      }
    }

    it('with the request, or while it waits for our answers: cancelled, no program started', async () => {
      for (const moment of ['with the request', 'while we solve'] as const)
        assert.deepEqual(await cancelled(moment), { last: { type: 'cancelled' }, left: [], ran: false }, moment);
    });

    it('with our answers: cancelled, the program gone', async () => {
      const { last, left } = await cancelled('with our answers');
      assert.deepEqual({ last, left }, { last: { type: 'cancelled' }, left: [] });
    });
  });
});

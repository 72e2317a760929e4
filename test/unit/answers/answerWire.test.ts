import assert from 'node:assert/strict';
import { join } from 'node:path';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type { SolveBudget } from '../../../src/core/formats/format';
import { formatById, type PuzzleCase } from '../../../src/core/formats/registry';
import { parsePuzzle, type FormatId } from '../../../src/core/puzzleFile';
import { solveCase } from '../../../src/core/answers';
import { readAnswers, answerSummary, AnswerWriter } from '../../../src/answers/answerWire';
import type { SolveRequest, AnswerColumns, WorkerMessage, WorkerAnswer } from '../../../src/answers/workerProtocol';
import { cleanFile } from '../helpers/randomFiles';
import { say } from '../../../src/core/l10n/message';

// The solve worker sends its verdicts as columns (answerWire.ts) and the host reads them back.
// What the host reads must be, field for field, the verdict the worker used to post whole: the
// core's verdict with the format's report (its summary worded in the worker).

const WORKER = join(__dirname, '..', '..', '..', 'src', 'answers', 'solveWorker.js');

/**
 * A case's verdict as a WorkerAnswer, built whole in this thread: what the columns must give
 * back (the report's fields but its summary, which answerSummary words from them and the
 * named number).
 */
function wholeVerdict(c: PuzzleCase, budget: SolveBudget): WorkerAnswer {
  const v = solveCase(c, budget);
  if (v.outcome !== 'answered')
    return { outcome: v.outcome, format: v.format, number: v.number, message: say(v.problem.message), problemStart: v.problem.range.start };
  const format = formatById(c.format);
  const { summary: _worded, ...report } = format.report(c, v.solution);
  return {
    outcome: 'answered',
    format: v.format,
    number: v.number,
    answer: v.answer,
    judgeLine: v.judgeLine,
    ...report,
    named: format.facts(c, v.solution).named,
  };
}

/** The verdicts read match the whole ones field for field, and each answer's summary, worded on demand, is its report's. */
function assertSameVerdicts(read: readonly WorkerAnswer[], cases: readonly PuzzleCase[], budget: SolveBudget): void {
  assert.deepEqual(
    read,
    cases.map((c) => wholeVerdict(c, budget)),
  );
  read.forEach((v, k) => {
    const c = cases[k]!;
    const whole = solveCase(c, budget);
    if (v.outcome === 'answered' && whole.outcome === 'answered')
      assert.equal(answerSummary(v), formatById(c.format).report(c, whole.solution).summary, `case ${v.number}`);
  });
  assert.ok(read.some((v) => v.outcome === 'answered'));
}

/** Each case written as the worker writes it. */
function written(format: FormatId, cases: readonly PuzzleCase[], budget: SolveBudget, expected = cases.length): AnswerWriter {
  const out = new AnswerWriter(format, expected);
  for (const c of cases) {
    const v = solveCase(c, budget);
    if (v.outcome === 'answered') out.answered(c.number, v.answer, formatById(format).facts(c, v.solution));
    else out.unanswered(c.number, v.outcome, say(v.problem.message), v.problem.range.start);
  }
  return out;
}

/** The columns across a real message port, as the worker posts them. */
async function posted(out: AnswerWriter): Promise<{ readonly sent: AnswerColumns; readonly received: AnswerColumns }> {
  const columns = out.finish();
  const { port1, port2 } = new MessageChannel();
  try {
    const received = new Promise<AnswerColumns>((resolve) => port2.once('message', resolve));
    port1.postMessage(columns);
    return { sent: columns, received: await received };
  } finally {
    port1.close();
    port2.close();
  }
}

/** The cases of `text`, numbered as in a document where they start at case 101. */
function casesOf(text: string, format: FormatId): PuzzleCase[] {
  return parsePuzzle(text, format).cases.map((c) => ({ ...c, number: c.number + 100 }));
}

describe("the solve worker's verdicts on the wire: columns written in the worker, read on the host", () => {
  for (const format of ['holedox', 'tempter'] as const) {
    it(`gives back every ${format} verdict as it was built whole: answer, judge line, moves, counts, reason, summary`, async () => {
      const cases = casesOf(cleanFile(format, 80, 0x5eed), format);
      const { received } = await posted(written(format, cases, {}));
      const read = readAnswers(received);
      assertSameVerdicts(read, cases, {});
      // The file holds what the columns must carry: paths and none, reasons and none, and (Tempter) pruning counts.
      const answered = read.filter((v) => v.outcome === 'answered');
      assert.equal(answered.length, 80);
      assert.ok(answered.some((v) => v.moves.length > 0) && answered.some((v) => v.moves.length === 0), 'paths and answers without one');
      assert.ok(answered.some((v) => v.reason !== undefined) && answered.some((v) => v.reason === undefined), 'reasons and none');
      assert.equal(
        answered.every((v) => 'pruned' in v),
        format === 'tempter',
      );
      assert.equal(read[0]?.number, 101);
    });

    it(`gives back ${format} searches that spent their budget with the budget's message, where the full lane puts it`, async () => {
      const cases = casesOf(cleanFile(format, 12, 5), format);
      const read = readAnswers((await posted(written(format, cases, { maxSearch: 1 }))).received);
      assertSameVerdicts(read, cases, { maxSearch: 1 });
      const stops = read
        .filter((v) => v.outcome === 'limit')
        .map((v) => (v.outcome === 'limit' ? [v.number, v.message, v.problemStart] : []));
      assert.deepEqual(
        stops,
        format === 'holedox'
          ? [
              [107, 'case 107: search stopped after 1 state (its state budget; 1 state expanded) without an answer', 330],
              [109, 'case 109: search stopped after 1 state (its state budget; 1 state expanded) without an answer', 455],
              [112, 'case 112: search stopped after 1 state (its state budget; 1 state expanded) without an answer', 642],
            ]
          : [
              [101, 'case 101: search limit reached after 1 nodes without an answer', 0],
              [110, 'case 110: search limit reached after 1 nodes without an answer', 279],
            ],
      );
    });
  }

  it('gives back a case skipped for its problem with the problem, beside answers and a stop', async () => {
    // Case 2 has no door; case 3 needs a search, which a budget of one node stops.
    const text = '2 2 1\nSD\n..\n2 2 1\nS.\n..\n3 3 6\nS..\n...\n..D\n0 0 0\n';
    const cases = parsePuzzle(text, 'tempter').cases;
    const read = readAnswers((await posted(written('tempter', cases, { maxSearch: 1 }))).received);
    assert.deepEqual(read, [
      {
        outcome: 'answered',
        format: 'tempter',
        number: 1,
        answer: 'YES',
        judgeLine: 'YES',
        moves: new Uint8Array([1]),
        expanded: 0,
        pruned: 0,
        reason: 'shortest-path',
        named: 1,
      },
      { outcome: 'skipped', format: 'tempter', number: 2, message: "case 2 has no door square 'D'", problemStart: 12 },
      {
        outcome: 'limit',
        format: 'tempter',
        number: 3,
        message: 'case 3: search limit reached after 1 nodes without an answer',
        problemStart: 24,
      },
    ]);
    assert.ok(read[0]?.outcome === 'answered');
    assert.equal(
      answerSummary(read[0]),
      'YES: the dog reaches the door at exactly T = 1: a shortest way to the door takes exactly T moves, no search needed.',
    );
  });

  it('posts the numbers and moves in one buffer it shares and keeps: the verdicts read keep their moves when the next request overwrites it', async () => {
    const first = casesOf(cleanFile('tempter', 20, 0x7a), 'tempter');
    const out = written('tempter', first, {});
    const { sent, received } = await posted(out);
    assert.ok(received.data instanceof SharedArrayBuffer);
    const moves = first.reduce((sum, c) => {
      const v = solveCase(c);
      return sum + (v.outcome === 'answered' ? formatById('tempter').facts(c, v.solution).moves.length : 0);
    }, 0);
    assert.ok(moves > 0);
    // Three doubles and five integers a verdict, then the moves, from the buffer's start.
    const used = 20 * (3 * 8 + 5 * 4) + moves;
    assert.ok(received.data.byteLength >= used, `${received.data.byteLength} bytes for ${used}`);
    const read = readAnswers(received);
    assert.deepEqual(
      read,
      first.map((c) => wholeVerdict(c, {})),
    );

    // The next request, written into the same writer: smaller, so into the same shared buffer,
    // over the first request's columns; the verdicts read from those are unchanged.
    const before = new Uint8Array(sent.data).slice(0, used);
    out.start('tempter', 10);
    for (let k = 0; k < 10; k++) out.answered(300 + k, 'YES', { moves: new Uint8Array(40).fill(3), expanded: k, pruned: 0, named: 40 });
    const again = await posted(out);
    assert.equal(again.sent.data, sent.data, 'the writer kept its buffer');
    assert.notDeepEqual(new Uint8Array(sent.data).slice(0, used), before);
    const next = readAnswers(again.received);
    assert.deepEqual(
      next.map((v) => (v.outcome === 'answered' ? [v.number, v.moves.length] : [])),
      Array.from({ length: 10 }, (_, k) => [300 + k, 40]),
    );
    assert.deepEqual(
      read,
      first.map((c) => wholeVerdict(c, {})),
    );
  });

  it('grows past the count it expected, long paths included', async () => {
    // Holedox answers of many moves, written into columns sized for one verdict.
    const cases = casesOf(cleanFile('holedox', 150, 0x9e), 'holedox');
    const out = written('holedox', cases, {}, 1);
    const read = readAnswers((await posted(out)).received);
    assert.deepEqual(
      read,
      cases.map((c) => wholeVerdict(c, {})),
    );
    const moves = read.reduce((sum, v) => sum + (v.outcome === 'answered' ? v.moves.length : 0), 0);
    assert.ok(moves > 100, `${moves} moves in all`);
  });

  it('keeps every text apart past the few it compares in order: 20 stops with 20 messages, answers between them', async () => {
    const out = new AnswerWriter('tempter', 40);
    for (let k = 0; k < 20; k++) {
      out.unanswered(2 * k + 1, 'limit', `case ${2 * k + 1}: search limit reached after ${k} nodes without an answer`, 10 * k);
      out.answered(2 * k + 2, k % 3 === 0 ? 'YES' : 'NO', {
        moves: new Uint8Array(0),
        expanded: k,
        pruned: 0,
        reason: k % 2 === 0 ? 'searched' : 'parity',
        named: k,
      });
    }
    const read = readAnswers((await posted(out)).received);
    assert.equal(read.length, 40);
    for (let k = 0; k < 20; k++) {
      assert.deepEqual(read[2 * k], {
        outcome: 'limit',
        format: 'tempter',
        number: 2 * k + 1,
        message: `case ${2 * k + 1}: search limit reached after ${k} nodes without an answer`,
        problemStart: 10 * k,
      });
      const answer = read[2 * k + 1];
      assert.ok(answer?.outcome === 'answered');
      assert.equal(answer.answer, k % 3 === 0 ? 'YES' : 'NO');
      assert.equal(answer.reason, k % 2 === 0 ? 'searched' : 'parity');
    }
  });

  it('writes nothing for an empty request, and reads it back as no verdicts', async () => {
    assert.deepEqual(readAnswers((await posted(new AnswerWriter('holedox', 0))).received), []);
  });

  it('refuses columns of a format it does not know, which the host turns into a failed job', () => {
    const columns = written('tempter', parsePuzzle('1 2 1\nSD\n0 0 0\n', 'tempter').cases, {}).finish();
    assert.equal(readAnswers(columns).length, 1);
    assert.throws(() => readAnswers({ ...columns, format: 'sokoban' as FormatId }), /unknown format: sokoban/);
  });

  describe('through the solve worker', () => {
    let worker: Worker;
    before(() => {
      worker = new Worker(WORKER);
    });
    after(async () => {
      await worker.terminate();
    });

    function ask(port: MessagePort | Worker, request: SolveRequest): Promise<WorkerMessage> {
      return new Promise((resolve, reject) => {
        const onMessage = (m: WorkerMessage) => {
          if (m.id !== request.id || m.type === 'progress') return;
          port.off('message', onMessage);
          resolve(m);
        };
        port.on('message', onMessage);
        port.once('error', reject);
        port.postMessage(request);
      });
    }

    it("answers a request it cannot serve with an 'error' message, and the next one with its verdicts", async function () {
      this.timeout(60_000);
      const failed = await ask(worker, { id: 1, text: '1 2 1\nSD\n0 0 0\n', format: 'sokoban' as FormatId });
      assert.equal(failed.type, 'error');
      assert.ok(failed.type === 'error' && failed.message.length > 0);
      const done = await ask(worker, { id: 2, text: '1 2 1\nSD\n0 0 0\n', format: 'tempter' });
      assert.ok(done.type === 'done');
      const [only] = readAnswers(done.verdicts);
      assert.deepEqual(only && only.outcome === 'answered' ? [only.answer, only.judgeLine, Array.from(only.moves)] : only, [
        'YES',
        'YES',
        [1],
      ]);
    });

    it('adds a study (counts per square and the explanation) to the verdict it studied', async function () {
      this.timeout(60_000);
      for (const format of ['holedox', 'tempter'] as const) {
        const text = cleanFile(format, 3, 0x51);
        const cases = parsePuzzle(text, format).cases;
        const done = await ask(worker, { id: 10, text, format, study: true, caseNumbers: [2] });
        assert.ok(done.type === 'done');
        const c = cases[1]!;
        const visits = new Uint32Array(c.rows * c.cols);
        const v = solveCase(c, { cellVisits: visits });
        assert.ok(v.outcome === 'answered');
        const f = formatById(format);
        assert.deepEqual(readAnswers(done.verdicts), [
          { ...wholeVerdict(c, {}), cellVisits: visits, explanation: f.explain(c, v.solution, visits) },
        ]);
        assert.ok(visits.some((n) => n > 0) || f.report(c, v.solution).expanded === 0, 'the counts are the search’s');
      }
    });

    it('explains a studied verdict in the request’s language, and the host words its summary in its own', async function () {
      this.timeout(60_000);
      const text = '5 6 4\n4 1\n4 2\n3 2\n3 1\n3\n2 3\n3 3\n3 4\n0 0 0\n';
      const done = await ask(worker, { id: 11, text, format: 'holedox', study: true, language: 'zh-cn' });
      assert.ok(done.type === 'done');
      const [v] = readAnswers(done.verdicts);
      assert.ok(v?.outcome === 'answered');
      assert.equal(
        v.explanation?.text,
        '答案 9：把蛇头带到出口 (1, 1) 最少要走 9 步。每走一步，每节蛇身都滑进前一节所在的格子；播放即可观看。',
      );
      assert.deepEqual(v.explanation?.search, { searched: true, text: '已扩展 9 个状态' });
      assert.equal(answerSummary(v, 'zh-cn'), '到出口最少 9 步（已扩展 9 个状态）。');
      assert.equal(answerSummary(v), 'Shortest: 9 moves to the exit (9 states expanded).');
    });
  });
});

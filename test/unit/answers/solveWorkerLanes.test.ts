import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { readCleanFile } from '../../../src/core/fastLane';
import type { SolveBudget } from '../../../src/core/formats/format';
import { formatById, type PuzzleCase } from '../../../src/core/formats/registry';
import { parsePuzzle, type FormatId } from '../../../src/core/puzzleFile';
import { mulberry32 } from '../../../src/core/randomCases';
import { solveCase, solveCleanCase } from '../../../src/core/answers';
import { readAnswers, answerSummary } from '../../../src/answers/answerWire';
import { jobText } from '../../../src/answers/jobText';
import type { SolveRequest, WorkerMessage, WorkerAnswer } from '../../../src/answers/workerProtocol';
import { readFixture } from '../helpers/fixtures';
import { fastLanePrinted, wholeText } from '../helpers/lanes';
import { cleanFile, mutate } from '../helpers/randomFiles';

// The editor's solve worker answers a clean file from each format's fast reading, case by
// case, and anything else from the parser. Both lanes must give the same verdicts: answer,
// judge line, witness, the format's report, and a spent budget's message at the same place.

const EXAMPLES = join(__dirname, '..', '..', '..', '..', 'examples');
const WORKER = join(__dirname, '..', '..', '..', 'src', 'answers', 'solveWorker.js');
const bytesOf = (text: string): Uint8Array => new TextEncoder().encode(text);

/** Holds every case of `text` to the same verdict and report in both lanes; returns how many stopped at the budget. */
function expectLanesAgree(text: string, format: FormatId, budget: SolveBudget = {}): number {
  const clean = readCleanFile(bytesOf(text), format, { judgeLimits: false });
  assert.ok(clean, 'the fast reader takes the file');
  const cases: readonly PuzzleCase[] = parsePuzzle(text, format).cases;
  assert.equal(clean.cases, cases.length);
  let stops = 0;
  cases.forEach((c, index) => {
    const full = solveCase(c, budget);
    const fast = solveCleanCase(clean, index, c.number, budget);
    assert.deepEqual(fast, full, `case ${c.number}`);
    if (fast.outcome === 'answered' && full.outcome === 'answered')
      assert.deepEqual(clean.report(index, fast.solution), formatById(format).report(c, full.solution), `case ${c.number}'s report`);
    else stops++;
  });
  return stops;
}

/** The solve worker (the build's, as the extension starts it) on each request in turn. */
async function askWorker(requests: readonly Omit<SolveRequest, 'id'>[]): Promise<WorkerAnswer[][]> {
  const worker = new Worker(WORKER);
  try {
    const answers: WorkerAnswer[][] = [];
    for (const [k, request] of requests.entries()) {
      answers.push(
        await new Promise<WorkerAnswer[]>((resolve, reject) => {
          const onMessage = (m: WorkerMessage) => {
            if (m.id !== k) return;
            if (m.type === 'done') {
              worker.off('message', onMessage);
              resolve(readAnswers(m.verdicts));
            } else if (m.type === 'error') reject(new Error(m.message));
          };
          worker.on('message', onMessage);
          worker.on('error', reject);
          worker.postMessage({ ...request, id: k } satisfies SolveRequest);
        }),
      );
    }
    return answers;
  } finally {
    await worker.terminate();
  }
}

describe("the solve worker's two lanes: a clean file from its fast reading, the rest from the parser", () => {
  for (const format of ['holedox', 'tempter'] as const) {
    it(`agrees with the full lane on seeded ${format} files, witnesses and reports included`, () => {
      for (let seed = 1; seed <= 6; seed++) assert.equal(expectLanesAgree(cleanFile(format, 40, seed * 104_729), format), 0);
    });

    it(`words and places a ${format} search that spent its budget as the full lane does`, () => {
      let stops = 0;
      for (let seed = 1; seed <= 3; seed++) stops += expectLanesAgree(cleanFile(format, 40, seed * 7_919), format, { maxSearch: 1 });
      assert.ok(stops >= 10, `${stops} searches stopped at a budget of one`);
    });
  }

  for (const format of ['holedox', 'tempter'] as const) {
    it(`takes a mutated ${format} file only when the parser finds at most the judge-limit warnings, and then agrees (1500 typos)`, () => {
      const random = mulberry32(format === 'holedox' ? 0x3a1e : 0x9b07);
      let accepted = 0;
      let pastLimits = 0;
      for (let k = 0; k < 1500; k++) {
        const text = mutate(cleanFile(format, 3, k + 1), random);
        if (!readCleanFile(bytesOf(text), format, { judgeLimits: false })) continue;
        accepted++;
        const codes = [...new Set(parsePuzzle(text, format).issues.map((i) => i.code))];
        assert.ok(
          codes.every((code) => code === `${format}.beyond-judge-limits`),
          `${JSON.stringify(text)}: ${codes.join(', ')}`,
        );
        if (codes.length > 0) pastLimits++;
        expectLanesAgree(text, format, { maxSearch: 200_000 });
      }
      assert.ok(accepted >= 100, `accepted ${accepted}`);
      assert.ok(pastLimits >= 5, `past the judge's limits ${pastLimits}`);
    });
  }

  it('agrees on the statement samples and on every clean example', () => {
    assert.equal(expectLanesAgree(readFixture('sample.holedox'), 'holedox'), 0);
    assert.equal(expectLanesAgree(readFixture('sample.tempter'), 'tempter'), 0);
    let examples = 0;
    for (const name of readdirSync(EXAMPLES)) {
      const format = name.endsWith('.holedox') ? 'holedox' : name.endsWith('.tempter') ? 'tempter' : undefined;
      if (!format) continue;
      const text = readFileSync(join(EXAMPLES, name), 'utf8');
      if (parsePuzzle(text, format).issues.length > 0) {
        assert.equal(readCleanFile(bytesOf(text), format, { judgeLimits: false }), undefined, `${name} has issues: the parser's`);
        continue;
      }
      expectLanesAgree(text, format);
      examples++;
    }
    assert.ok(examples >= 3, `${examples} clean examples`);
  });

  it('takes cases past the judge limits, which the full lane only warns of, with its verdicts; the CLI lane declines them or prints their warnings as the full lane does', () => {
    // Tempter: a one-row maze, a 7×7 board, T = 0, an 8×8 board with T = 60.
    const tempter = `1 5 4\nS...D\n7 7 48\nS......\n${'.......\n'.repeat(5)}......D\n2 2 0\nSD\n..\n8 8 60\nS.......\n${'........\n'.repeat(6)}.......D\n0 0 0\n`;
    // Holedox: a 25×30 lair with a snake of 10, and a snake of one block.
    const body = Array.from({ length: 10 }, (_, k) => `${5} ${20 - k}\n`).join('');
    const holedox = `25 30 10\n${body}2\n1 3\n2 2\n\n3 3 1\n3 3\n0\n0 0 0\n`;
    for (const [format, text, answers] of [
      ['tempter', tempter, ['YES', 'YES', 'NO', 'YES']],
      ['holedox', holedox, ['23', '4']],
    ] as const) {
      const parsed = parsePuzzle(text, format);
      assert.deepEqual([...new Set(parsed.issues.map((i) => i.code))], [`${format}.beyond-judge-limits`]);
      // Holedox's CLI lane leaves these warnings to the full lane; Tempter's words them itself (grids of up to 64 squares).
      const cli = fastLanePrinted(text, format);
      if (format === 'holedox') assert.equal(cli, undefined, 'the Holedox CLI lane leaves warnings to the full lane');
      else assert.deepEqual(cli, wholeText(text, format), 'the Tempter CLI lane prints what the full lane prints');
      assert.equal(expectLanesAgree(text, format), 0);
      const clean = readCleanFile(bytesOf(text), format, { judgeLimits: false });
      assert.ok(clean);
      assert.deepEqual(
        Array.from({ length: clean.cases }, (_, k) => solveCleanCase(clean, k, k + 1)).map((v) =>
          v.outcome === 'answered' ? v.answer : v.outcome,
        ),
        answers,
      );
    }
  });

  it('answers a job of cases that follow one another, sent as one slice and its first number, as the same job sent case by case with its numbers', async function () {
    this.timeout(120_000);
    for (const format of ['holedox', 'tempter'] as const) {
      // Cases 5 to 24 of a clean file, spaces and a CRLF blank line between some of them: the clean lane.
      const text = cleanFile(format, 30, 4_242).replace(/\n\n/g, (gap, at: number) => (at % 3 === 0 ? '\n \t\r\n\n' : gap));
      const run = parsePuzzle(text, format).cases.slice(4, 24);
      const sliced = jobText(text, run);
      assert.equal(sliced.numbers, undefined);
      assert.equal(sliced.firstNumber, 5);
      // Each case's text is where the job says it starts.
      run.forEach((c, k) =>
        assert.equal(sliced.text.slice(sliced.startInJob(k)).startsWith(text.slice(c.range.start, c.range.end)), true, `case ${c.number}`),
      );
      // The same cases one by one (the job of cases that do not follow on), and the same
      // slice with a flaw at its end (one more row to the last grid: the parsed lane).
      const caseByCase = {
        text: `${run.map((c) => text.slice(c.range.start, c.range.end)).join('\n\n')}\n\n0 0 0\n`,
        format,
        numbers: run.map((c) => c.number),
      };
      const flawed = { text: sliced.text.replace(/\n\n0 0 0\n$/, '\n1 2 3\n0 0 0\n'), format, firstNumber: 5 };
      const [bySlice, byCase, byParse] = await askWorker([{ text: sliced.text, format, firstNumber: 5 }, caseByCase, flawed]);
      assert.equal(bySlice?.length, 20);
      assert.deepEqual(
        bySlice?.map((v) => v.number),
        run.map((c) => c.number),
      );
      assert.deepEqual(bySlice, byCase);
      assert.deepEqual(byParse?.slice(0, 20), bySlice);
    }
  });

  it('answers in the worker a clean file as it answers the same cases parsed, numbered as the document numbers them', async function () {
    this.timeout(120_000);
    for (const format of ['holedox', 'tempter'] as const) {
      const text = cleanFile(format, 30, 31_337);
      // Content after the terminator earns a warning: the fast reader declines, the parser reads the same cases.
      const parsedText = `${text}1 2 3\n`;
      assert.ok(readCleanFile(bytesOf(text), format, { judgeLimits: false }));
      assert.equal(readCleanFile(bytesOf(parsedText), format, { judgeLimits: false }), undefined);
      const numbers = Array.from({ length: 30 }, (_, k) => 101 + 2 * k);
      const asks: Omit<SolveRequest, 'id'>[] = [
        { text, format },
        { text: parsedText, format },
        { text, format, numbers, caseNumbers: [103, 131, 159], maxStates: 1 },
        { text: parsedText, format, numbers, caseNumbers: [103, 131, 159], maxStates: 1 },
      ];
      const [fast, full, fastPart, fullPart] = await askWorker(asks);
      assert.equal(fast?.length, 30);
      assert.deepEqual(fast, full);
      assert.deepEqual(
        fastPart?.map((v) => v.number),
        [103, 131, 159],
      );
      assert.deepEqual(fastPart, fullPart);
      // And the parsed lane is the core's solveCase, reported by the format.
      const c = parsePuzzle(text, format).cases[0]!;
      const v = solveCase(c);
      assert.ok(v.outcome === 'answered' && fast?.[0]?.outcome === 'answered');
      const { summary, ...report } = formatById(format).report(c, v.solution);
      assert.deepEqual(fast[0], {
        outcome: 'answered',
        format,
        number: 1,
        answer: v.answer,
        judgeLine: v.judgeLine,
        ...report,
        named: formatById(format).facts(c, v.solution).named,
      });
      assert.equal(answerSummary(fast[0]), summary);
    }
  });
});

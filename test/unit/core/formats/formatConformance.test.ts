import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeAt } from '../../../../src/core/puzzleFile';
import { compareAnswers, parseExpectedOutput } from '../../../../src/core/expected';
import { FORMAT_IDS, formatById, isFormatId, type PuzzleCase } from '../../../../src/core/formats/registry';
import { readCleanFile } from '../../../../src/core/fastLane';
import { validateStressSizes, stressCaseText } from '../../../../src/core/grading/stressCases';
import { outlineOf } from '../../../../src/core/outline';
import { detectFormat, formatFromFileName, parsePuzzle } from '../../../../src/core/puzzleFile';
import { mulberry32 } from '../../../../src/core/randomCases';
import { judgeOutput, solveCase, solveDocument } from '../../../../src/core/answers';
import { fastLanePrinted, streamed, wholeText } from '../../helpers/lanes';
import { say } from '../../../../src/core/l10n/message';
import { english } from '../../helpers/english';

// The same behavioural contract, run over every registered format: a new format that
// registers itself is held to all of it without a line added here.
const EXAMPLES = join(__dirname, '..', '..', '..', '..', '..', 'examples');
const FIXTURES = join(__dirname, '..', '..', '..', '..', '..', 'test', 'fixtures');

function filesWith(dir: string, extension: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(extension))
    .map((name) => join(dir, name));
}

const within = (inner: { start: number; end: number }, outer: { start: number; end: number }) =>
  inner.start >= outer.start && inner.end <= outer.end;

for (const id of FORMAT_IDS) {
  const format = formatById(id);

  describe(`format conformance: ${id}`, () => {
    const generated = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => format.generate(format.defaultCaseOptions(seed))).join('') + '0 0 0\n';

    it('is registered under its own id, and its extension names it', () => {
      assert.equal(format.id, id);
      assert.ok(isFormatId(id));
      assert.equal(format.fileExtension, `.${id}`);
      assert.ok(filesWith(EXAMPLES, format.fileExtension).length > 0, `an example ${format.fileExtension} file`);
    });

    it('generates clean cases that its detection, parser and solver all take as its own', () => {
      assert.equal(detectFormat(generated), id);
      const document = parsePuzzle(generated, id);
      assert.equal(document.format, id);
      assert.deepEqual(document.issues, []);
      assert.deepEqual(
        document.cases.map((c) => [c.format, c.number, c.problem]),
        [1, 2, 3, 4, 5, 6, 7, 8].map((n) => [id, n, undefined]),
      );
      const verdicts = solveDocument(document);
      assert.deepEqual(
        verdicts.map((v) => [v.format, v.number, v.outcome]),
        [1, 2, 3, 4, 5, 6, 7, 8].map((n) => [id, n, 'answered']),
      );
    });

    it('is deterministic: one seed, one case', () => {
      assert.equal(format.generate(format.defaultCaseOptions(42)), format.generate(format.defaultCaseOptions(42)));
      assert.notEqual(format.generate(format.defaultCaseOptions(42)), format.generate(format.defaultCaseOptions(43)));
    });

    it('reads back every judge line it writes, and names what a bad line should be', () => {
      const verdicts = solveDocument(parsePuzzle(generated, id));
      const lines = judgeOutput(verdicts).trimEnd().split('\n');
      assert.equal(lines.length, 8);
      lines.forEach((line, k) => {
        const v = verdicts[k];
        assert.ok(v?.outcome === 'answered');
        assert.equal(line, format.judgeLine(v.number, v.answer));
        assert.deepEqual(format.readJudgeLine(line, k + 1), { caseNumber: k + 1, answer: v.answer });
      });
      const bad = format.readJudgeLine('not an answer', 1);
      assert.ok('expected' in bad && say(bad.expected).length > 0);
    });

    it('agrees with its own judge output read as an expected-output file, and words a mismatch', () => {
      const document = parsePuzzle(generated, id);
      const verdicts = solveDocument(document);
      const output = judgeOutput(verdicts);
      const agreed = compareAnswers(document, verdicts, parseExpectedOutput(output, id), 'x.out');
      assert.deepEqual(agreed.inputIssues, []);
      assert.deepEqual(agreed.expectedIssues, []);
      assert.deepEqual(
        agreed.cases.map((c) => c.status),
        verdicts.map(() => 'match'),
      );
      const first = document.cases[0];
      const v = verdicts[0];
      assert.ok(first && v?.outcome === 'answered');
      // Another case's answer written as case 1's: a real mismatch, in the format's own words.
      const other = verdicts.find((w) => w.outcome === 'answered' && w.answer !== v.answer);
      assert.ok(other?.outcome === 'answered', 'two different answers among the generated cases');
      const wrong = parseExpectedOutput(output.replace(v.judgeLine, format.judgeLine(1, other.answer)), id);
      const mismatch = compareAnswers(document, verdicts, wrong, 'x.out');
      assert.deepEqual(
        mismatch.cases.map((c) => c.status),
        verdicts.map((_, k) => (k === 0 ? 'mismatch' : 'match')),
      );
      assert.deepEqual(
        mismatch.inputIssues.map((i) => [i.code, say(i.message)]),
        [[`${id}.answer-mismatch`, say(format.mismatchMessage(first, wrong.answers[0]?.answer ?? '', v.answer))]],
      );
      assert.match(english(mismatch.inputIssues[0]?.message) ?? '', /^expected /);
      assert.match(say(format.missingAnswer(3)), /\b3\b/);
    });

    it('labels, outlines, describes and draws every case from its own fields', () => {
      const document = parsePuzzle(generated, id);
      const cases: readonly PuzzleCase[] = document.cases;
      const outline = outlineOf(document);
      assert.equal(outline.length, cases.length);
      cases.forEach((c, k) => {
        const entry = outline[k];
        assert.ok(entry);
        assert.equal(entry.name, format.caseLabel(c));
        assert.match(entry.name, new RegExp(`^Case ${c.number} · ${c.rows}×${c.cols} · `));
        assert.deepEqual(entry.range, c.range);
        assert.deepEqual(entry.selectionRange, c.headerRange);
        for (const child of entry.children) assert.ok(within(child.range, c.range) && within(child.selectionRange, child.range));
        assert.match(english(describeAt(generated, document, c.headerRange.start)?.message) ?? '', /^case header: /);
        const view = format.caseView(c);
        assert.deepEqual([view.kind, view.number, view.rows, view.cols], [id, c.number, c.rows, c.cols]);
        // The view survives the trip to the panel: its drawing accepts it, and a copy with its own fields dropped is refused.
        const sent = JSON.parse(JSON.stringify(view)) as Record<string, unknown>;
        assert.equal(format.drawing.isView(sent), true);
        const bare = { kind: view.kind, number: view.number, rows: view.rows, cols: view.cols };
        assert.equal(format.drawing.isView(bare), false);
      });
    });

    it('finds, for every square a token puts something on, that token, and the square back from the token', () => {
      const document = parsePuzzle(generated, id);
      const cases: readonly PuzzleCase[] = document.cases;
      let tokens = 0;
      for (const c of cases)
        for (let row = 1; row <= c.rows; row++)
          for (let col = 1; col <= c.cols; col++) {
            const token = format.tokenAtCell(c, { row, col });
            if (!token) continue;
            tokens++;
            assert.deepEqual(token.cell, { row, col });
            assert.ok(within(token.range, c.range));
            assert.deepEqual(format.tokenAtOffset(c, token.range.start)?.cell, { row, col });
          }
      assert.ok(tokens >= cases.length, `at least one token per case, found ${tokens}`);
    });

    it('keys answers by the puzzle alone: the same case elsewhere in a file shares its key, another case does not', () => {
      const one = format.generate(format.defaultCaseOptions(7));
      const other = format.generate(format.defaultCaseOptions(8));
      const [a, b, c] = parsePuzzle(`${one}${other}${one}0 0 0\n`, id).cases as readonly PuzzleCase[];
      assert.ok(a && b && c);
      assert.equal(format.puzzleKey(a), format.puzzleKey(c));
      assert.notEqual(format.puzzleKey(a), format.puzzleKey(b));
    });

    it('explains each answer in words', () => {
      const document = parsePuzzle(generated, id);
      const cases: readonly PuzzleCase[] = document.cases;
      for (const c of cases) {
        const result = format.solve(c);
        assert.equal(result.status, 'answered');
        if (result.status === 'answered')
          assert.match(format.explain(c, result.solution).text, new RegExp(`^(Answer ${result.answer}|${result.answer}|NO)\\b`));
      }
    });

    it('stops at a search budget of one with a search-limit verdict, never a wrong answer', () => {
      const document = parsePuzzle(generated, id);
      const cases: readonly PuzzleCase[] = document.cases;
      for (const v of cases.map((c) => solveCase(c, { maxSearch: 1 }))) {
        if (v.outcome === 'limit') assert.equal(v.problem.code, `${id}.search-limit`);
        else assert.equal(v.outcome, 'answered');
      }
    });

    it('names itself for pickers and messages, and its file name declares it', () => {
      assert.ok(format.displayName.length > 0 && format.source.length > 0 && say(format.goal).length > 0);
      // The words a picker shows are worded in both catalogues.
      assert.ok(say(format.goal, 'zh-cn').length > 0);
      assert.ok(Number.isInteger(format.timeLimitMs) && format.timeLimitMs > 0);
      assert.equal(formatFromFileName(`suite${format.fileExtension}`), id);
      assert.equal(formatFromFileName(`SUITE${format.fileExtension.toUpperCase()}`), id);
    });

    it('is detected the same from text and from bytes', () => {
      assert.equal(detectFormat(new TextEncoder().encode(generated)), id);
      if (format.signature !== undefined)
        assert.equal(detectFormat(`1 2 3 ${format.signature}`), id, 'a token of its signature alone means it');
    });

    it('reads its cases laid out with its case separator, as the statement lays them out', () => {
      const cases = [1, 2, 3].map((seed) => format.generate(format.defaultCaseOptions(seed)));
      const text = `${cases.join(format.caseSeparator)}${format.caseSeparator}0 0 0\n`;
      const document = parsePuzzle(text, id);
      assert.deepEqual(document.issues, []);
      assert.equal(document.cases.length, 3);
    });

    it('reads a window as it reads the whole text, and the streaming lane prints what the whole-text lane prints', () => {
      const window = format.parseWindow(generated, { offsetBase: 0, lineBase: 0, startOffset: 0, final: true });
      assert.deepEqual(window.document.cases, format.parse(generated).cases);
      assert.equal(window.resume, undefined);
      for (const windowChars of [7, 40, 1 << 20]) {
        const { stdout, diagnostics, summary } = streamed(generated, windowChars, 5);
        assert.deepEqual({ stdout, diagnostics }, wholeText(generated), `windows of ${windowChars}`);
        assert.equal(summary.format, id);
      }
    });

    it('answers a clean file in the fast lane exactly as the full lane does, and declines every malformed fixture or prints what the full lane prints', () => {
      const bytes = new TextEncoder().encode(generated);
      const clean = format.fastRead(bytes);
      assert.ok(clean, 'the fast lane takes generated cases');
      assert.deepEqual([clean.format, clean.cases], [id, 8]);
      assert.equal(clean.answer()?.output, judgeOutput(solveDocument(parsePuzzle(generated, id))));
      assert.equal(readCleanFile(bytes)?.format, id, 'detected, then read by its own fast reader');
      // A fast reader may keep a file whose only issues are warnings it words itself (see fastLane.ts);
      // then it prints exactly what the streaming full lane prints. Any error it declines.
      for (const file of filesWith(join(FIXTURES, 'malformed'), format.fileExtension)) {
        const text = readFileSync(file, 'utf8');
        const fast = fastLanePrinted(text, id);
        if (fast === undefined) continue;
        const { stdout, diagnostics } = streamed(text, 1 << 18, 1 << 16, id);
        assert.deepEqual(fast, { stdout, diagnostics }, file);
        assert.ok(diagnostics.length > 0 && diagnostics.every((line) => line.includes(': warning: ')), `${file}: taken with warnings only`);
      }
    });

    it('solves each case of its fast reading as solve() and report() do the parsed case: witness, report, and a stop worded and placed alike', () => {
      // The editor's solve worker answers clean files this way (src/answers/solveWorker.ts).
      const clean = format.fastRead(new TextEncoder().encode(generated), { judgeLimits: false });
      assert.ok(clean, 'the fast reader takes generated cases');
      const cases: readonly PuzzleCase[] = parsePuzzle(generated, id).cases;
      let stops = 0;
      for (const budget of [{}, { maxSearch: 1 }]) {
        cases.forEach((c, index) => {
          // A case of a chunk keeps its number in the document it was taken from.
          const number = c.number + 40;
          const full = format.solve({ ...c, number }, budget);
          const fast = clean.solve(index, number, budget);
          assert.deepEqual(fast, full, `case ${c.number}, budget ${JSON.stringify(budget)}`);
          if (fast.status === 'answered' && full.status === 'answered')
            assert.deepEqual(clean.report(index, fast.solution), format.report(c, full.solution));
          else stops++;
        });
      }
      assert.ok(stops > 0, 'a budget of one stops some search');
    });

    it("words a report from its facts alone (what the solve worker sends): report() is facts() and summarize()'s line, in either lane", () => {
      const clean = format.fastRead(new TextEncoder().encode(generated), { judgeLimits: false });
      assert.ok(clean);
      const cases: readonly PuzzleCase[] = parsePuzzle(generated, id).cases;
      const summaries = new Set<string>();
      cases.forEach((c, index) => {
        const result = format.solve(c);
        assert.ok(result.status === 'answered', `case ${c.number} is answered`);
        const facts = format.facts(c, result.solution);
        assert.deepEqual(clean.facts(index, result.solution), facts, `case ${c.number}: the same facts from the fast reading`);
        const { named: _named, ...reported } = facts;
        const summary = format.summarize(result.answer, facts);
        assert.deepEqual(format.report(c, result.solution), { ...reported, summary }, `case ${c.number}`);
        summaries.add(summary);
      });
      assert.ok(summaries.size >= 3, `${summaries.size} different summaries`);
    });

    it('asks New Random Case for options it can check, with defaults that make a clean case', () => {
      const form = format.caseOptions;
      const defaults = format.defaultCaseOptions(11);
      assert.deepEqual(form.validate(defaults), []);
      assert.deepEqual(form.fromArgument({}, 11), defaults, 'an empty argument means the defaults');
      assert.ok(form.minSide >= 1 && form.minSide <= form.maxSide);
      for (const language of ['en', 'zh-cn'] as const)
        assert.ok(say(form.third.prompt, language).length > 0 && say(form.obstacles, language).length > 0, language);
      // The smallest square lair with room for the third number's least value (Holedox: L = 2 needs two squares).
      let small = form.minSide;
      while (form.third.max(small, small) < form.third.min) small++;
      for (const [rows, cols] of [
        [small, small],
        [form.maxSide, form.maxSide],
      ] as const) {
        const third = form.third.initial(rows, cols);
        assert.ok(third >= form.third.min && third <= form.third.max(rows, cols), `initial ${third} for ${rows}×${cols}`);
        const options = form.make(rows, cols, third, 0.3, 5);
        assert.deepEqual(form.validate(options), [], `${rows}×${cols}`);
        const document = parsePuzzle(`${format.generate(options)}0 0 0\n`, id);
        assert.deepEqual([document.issues, document.cases.map((c) => [c.rows, c.cols])], [[], [[rows, cols]]]);
      }
      const tooBig = form.make(form.maxSide + 1, form.minSide, form.third.min, 0, 1);
      assert.deepEqual(
        form.validate(tooBig).map((m) => say(m)),
        [`rows must be a whole number from ${form.minSide} to ${form.maxSide}, got ${form.maxSide + 1}`],
      );
      assert.throws(() => format.generate(tooBig), /rows must be a whole number/);
      assert.match(say(form.describe(defaults)), new RegExp(`^${format.displayName} .*seed 11$`));
      assert.match(say(form.describe(defaults), 'zh-cn'), new RegExp(`^${format.displayName} .*种子 11$`));
    });

    // The interface lets a format leave the judging members out while it is written; a
    // registered format is held to them, since every listed format can be judged and stress-tested.
    it('words a wrong answer line of its own kind, and leaves other lines to the generic wording', () => {
      assert.ok(format.compare, `${id} has compare`);
      const verdicts = solveDocument(parsePuzzle(generated, id));
      const first = verdicts[0];
      const other = verdicts.find((v) => v.outcome === 'answered' && first?.outcome === 'answered' && v.answer !== first.answer);
      assert.ok(first?.outcome === 'answered' && other?.outcome === 'answered');
      const worded = format.compare(1, first.answer, format.judgeLine(1, other.answer));
      assert.equal(worded && say(worded), `expected ${first.answer}, got ${other.answer}`);
      assert.equal(format.compare(1, first.answer, 'not an answer at all'), undefined);
      // The answer a person reads in a program's line, for the panel and the stress report.
      assert.equal(format.answerInLine(format.judgeLine(3, other.answer)), other.answer);
      assert.equal(format.answerInLine('not an answer at all'), 'not an answer at all');
      assert.match(say(format.answerIs), /^the \w+ is$/);
      assert.match(say(format.answerIs, 'zh-cn'), /^\p{Script=Han}+$/u);
    });

    it('writes each case back as it reads it, and shrinks it one judge-valid step at a time', () => {
      const shrink = format.shrink;
      assert.ok(shrink, `${id} has shrink`);
      const cases: readonly PuzzleCase[] = parsePuzzle(generated, id).cases;
      for (const c of cases) {
        assert.ok(shrink.isJudgeValid(c));
        const [back] = parsePuzzle(`${shrink.write(c)}0 0 0\n`, id).cases as readonly PuzzleCase[];
        assert.ok(back);
        assert.equal(format.puzzleKey(back), format.puzzleKey(c));
        for (const step of shrink.steps(c)) {
          assert.ok(shrink.isJudgeValid(step));
          const [smaller] = parsePuzzle(`${shrink.write(step)}0 0 0\n`, id).cases as readonly PuzzleCase[];
          assert.ok(smaller && format.puzzleKey(smaller) !== format.puzzleKey(c), 'a step changes the case');
        }
      }
    });

    it('makes stress cases within the judge limits that both lanes take, reproducible from a seed', () => {
      const stress = format.stress;
      assert.ok(stress, `${id} has stress`);
      assert.ok(stress.sizes.maxSide);
      assert.deepEqual(validateStressSizes(id, {}), []);
      assert.equal(validateStressSizes(id, { maxSide: 1_000_000 }).length, 1);
      const random = mulberry32(3);
      let text = '';
      for (let k = 0; k < 40; k++) text += stressCaseText(id, random, k * 100) + format.caseSeparator;
      text += '0 0 0\n';
      assert.deepEqual(parsePuzzle(text, id).issues, []);
      assert.ok(format.fastRead(new TextEncoder().encode(text)), 'the fast lane takes a stress batch');
      assert.equal(stressCaseText(id, mulberry32(9), 0), stressCaseText(id, mulberry32(9), 0));
    });

    it('never throws on any prefix of its malformed fixtures, and every case it reads is its own', () => {
      const files = filesWith(join(FIXTURES, 'malformed'), format.fileExtension);
      assert.ok(files.length > 0);
      for (const file of files) {
        const text = readFileSync(file, 'utf8');
        for (let end = 0; end <= text.length; end += 7) {
          const document = format.parse(text.slice(0, end));
          for (const c of document.cases) assert.equal(c.format, id);
        }
      }
    });
  });
}

import assert from 'node:assert/strict';
import { FORMAT_IDS } from '../../../../src/core/formats/registry';
import { ParseInSteps } from '../../../../src/core/incrementalParse/parseInSteps';
import { parseIncrementally } from '../../../../src/core/incrementalParse/reparse';
import { parsePuzzle } from '../../../../src/core/puzzleFile';
import { mulberry32 } from '../../../../src/core/randomCases';
import { LineIndex } from '../../../../src/core/text';
import { asRead } from '../../helpers/caseAsRead';
import { seededCasesFile } from '../../helpers/seededCases';

// A big document's first parse is read a window at a time, as far as the view needs (the
// first answers before the whole file is read). The cases read so far must be the whole
// parse's first cases, at every step, on clean and on damaged text alike; the finished parse
// must be parseIncrementally's.

/** The text with a few seeded damages: characters changed, lines removed or doubled. */
function damaged(text: string, seed: number, count: number): string {
  const random = mulberry32(seed);
  let out = text;
  for (let k = 0; k < count; k++) {
    const at = Math.floor(random() * out.length);
    const kind = random();
    if (kind < 0.4) out = `${out.slice(0, at)}${['x', '7', '\n', ' 9', '\r\n'][Math.floor(random() * 5)]}${out.slice(at + 1)}`;
    else {
      const lineStart = out.lastIndexOf('\n', at - 1) + 1;
      const next = out.indexOf('\n', at);
      const lineEnd = next < 0 ? out.length : next + 1;
      out =
        kind < 0.7
          ? out.slice(0, lineStart) + out.slice(lineEnd)
          : out.slice(0, lineEnd) + out.slice(lineStart, lineEnd) + out.slice(lineEnd);
    }
  }
  return out;
}

describe('a first parse read in steps', () => {
  for (const format of FORMAT_IDS) {
    it(`${format}: the cases read so far are the whole parse's first ones at every step, and the finished parse is the whole one`, () => {
      const texts = [
        seededCasesFile(format, 300, 3),
        damaged(seededCasesFile(format, 300, 4), 41, 12),
        damaged(seededCasesFile(format, 200, 5), 42, 30),
      ];
      for (const text of texts) {
        const whole = parsePuzzle(text, format);
        // Small windows, so that the text takes many steps.
        const steps = new ParseInSteps(text, format, 512);
        let taken = 0;
        while (steps.step()) {
          taken++;
          const so = steps.cases.length;
          assert.ok(so <= whole.cases.length, `step ${taken}: ${so} cases read, the whole parse has ${whole.cases.length}`);
          assert.deepEqual(steps.cases.slice(-3).map(asRead), whole.cases.slice(Math.max(0, so - 3), so).map(asRead), `step ${taken}`);
        }
        assert.ok(taken >= 10, `the text took ${taken} steps`);
        assert.equal(steps.done, true);
        assert.deepEqual(steps.cases.map(asRead), whole.cases.map(asRead));
        const finished = steps.finish();
        assert.deepEqual(finished.document, parseIncrementally(text, format, 512).document);
        assert.deepEqual(finished.document, whole);
      }
    });

    it(`${format}: places an offset as a line index of the whole text does, reading on only as far as the window holding it`, () => {
      for (const text of [
        seededCasesFile(format, 300, 7),
        damaged(seededCasesFile(format, 300, 8), 43, 20).replace(/\n/g, (m, at: number) => (at % 7 === 0 ? '\r\n' : m)),
      ]) {
        const lines = new LineIndex(text);
        const steps = new ParseInSteps(text, format, 512);
        // The first screen's cases, as the first lenses place them: a few windows read, not the file.
        const early = Math.floor(text.length / 20);
        assert.deepEqual(steps.positionAt(early), lines.positionAt(early));
        assert.equal(steps.done, false, 'the whole text read to place an offset near its start');
        const read = steps.windows.length;
        assert.ok(read < 12, `${read} windows read to place offset ${early} of ${text.length}`);
        // Offsets before it read nothing more; every offset is placed right, the text read on as far as each.
        for (let offset = 0; offset <= early; offset++)
          assert.deepEqual(steps.positionAt(offset), lines.positionAt(offset), `offset ${offset}`);
        assert.equal(steps.windows.length, read);
        for (let offset = 0; offset <= text.length; offset += 1 + (offset % 13))
          assert.deepEqual(steps.positionAt(offset), lines.positionAt(offset), `offset ${offset}`);
        assert.deepEqual(steps.positionAt(text.length), lines.positionAt(text.length));
      }
    });

    it(`${format}: reads on only until the asked number of cases start at or after the offset`, () => {
      const text = seededCasesFile(format, 400, 6);
      const whole = parsePuzzle(text, format);
      const target = whole.cases[50];
      assert.ok(target);
      const steps = new ParseInSteps(text, format, 1024);
      steps.readPast(target.range.start, 9);
      const read = steps.cases;
      const after = read.filter((c) => c.range.start >= target.range.start);
      assert.ok(after.length >= 9, `${after.length} cases at or after case 51`);
      // Not the whole file: at most a window's worth of cases more than asked for.
      assert.equal(steps.done, false);
      assert.ok(read.length < 120, `${read.length} cases read for 59 asked`);
      assert.deepEqual(
        read.map((c) => c.number),
        whole.cases.slice(0, read.length).map((c) => c.number),
      );
      // Asking again for less reads nothing more.
      steps.readPast(0, 3);
      assert.equal(steps.cases.length, read.length);
      // Past the end: the whole text.
      steps.readPast(text.length, 1);
      assert.equal(steps.done, true);
      assert.equal(steps.cases.length, whole.cases.length);
    });
  }
});

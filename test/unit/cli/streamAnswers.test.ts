import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { mulberry32 } from '../../../src/core/randomCases';
import type { FormatId } from '../../../src/core/puzzleFile';
import { lastLineEnd } from '../../../src/cli/streamAnswers';
import { FIXTURES, readFixture } from '../helpers/fixtures';
import { streamed, wholeText } from '../helpers/lanes';
import { cleanFile, mutate } from '../helpers/randomFiles';

// The CLI's full lane reads a file a window at a time with the editor's parsers; whatever
// the window size, it must print exactly what a parse of the whole text gives.

function fixtureFiles(dir = FIXTURES, prefix = ''): string[] {
  const names: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) names.push(...fixtureFiles(path, `${prefix}${name}/`));
    else if (/\.(holedox|tempter)$/.test(name)) names.push(`${prefix}${name}`);
  }
  return names;
}

const WINDOWS = [1, 5, 17, 64, 300, 1 << 20];

describe('answerStream (the CLI full lane, window by window)', () => {
  it('prints what the whole-text parse prints for every fixture, at every window size', () => {
    const names = fixtureFiles();
    assert.ok(names.length >= 30, `${names.length} fixtures`);
    for (const name of names) {
      const text = readFixture(name);
      const whole = wholeText(text);
      for (const windowChars of WINDOWS) {
        const { stdout, diagnostics } = streamed(text, windowChars, 7);
        assert.deepEqual({ stdout, diagnostics }, whole, `${name}, windows of ${windowChars}`);
      }
    }
  });

  for (const format of ['holedox', 'tempter'] as const satisfies readonly FormatId[]) {
    it(`agrees with the whole-text parse on 600 mutated ${format} files cut into small windows`, () => {
      const random = mulberry32(format === 'holedox' ? 0x5eed : 0x7e57);
      for (let k = 0; k < 600; k++) {
        let text = cleanFile(format, 4, k + 1);
        for (let edits = 1 + (k % 3); edits > 0; edits--) text = mutate(text, random);
        // Line endings of every kind, as files arrive from other systems.
        if (k % 5 === 1) text = text.replace(/\n/g, '\r\n');
        if (k % 5 === 2) text = text.replace(/\n/g, '\r');
        const whole = wholeText(text);
        const windowChars = WINDOWS[k % WINDOWS.length] ?? 1;
        const { stdout, diagnostics } = streamed(text, windowChars, 1 + (k % 13));
        assert.deepEqual({ stdout, diagnostics }, whole, `${JSON.stringify(text)}, windows of ${windowChars}`);
      }
    });
  }

  it('writes answers window by window, not all at the end', () => {
    const text = cleanFile('holedox', 60, 7);
    const result = streamed(text, 200, 1 << 16, 'holedox');
    assert.equal(result.stdout, wholeText(text).stdout);
    assert.equal(result.summary.cases, 60);
    assert.ok(result.answerWrites >= 10, `${result.answerWrites} writes`);
  });

  it('finds content after the terminator in a later window, on its own line and column', () => {
    const text = `3 3 2\n1 2\n2 2\n0\n0 0 0\n${'\n   '.repeat(50)}\r\n  junk\n`;
    const result = streamed(text, 16, 3);
    assert.deepEqual(result.diagnostics, [
      "57:3: warning: content after the terminator '0 0 0' is ignored by the judge [holedox.content-after-terminator]",
    ]);
    assert.deepEqual(result.diagnostics, wholeText(text).diagnostics);
  });

  it('cuts windows only at line ends, a \\r only when the next character is known', () => {
    assert.equal(lastLineEnd('1 2\n3 4'), 4);
    assert.equal(lastLineEnd('1 2\r\n3'), 5);
    assert.equal(lastLineEnd('1 2\r'), 0);
    assert.equal(lastLineEnd('1 2\r3'), 4);
    assert.equal(lastLineEnd('1 2 3'), 0);
  });
});

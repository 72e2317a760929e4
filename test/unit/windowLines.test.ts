import assert from 'node:assert/strict';
import { FORMAT_IDS, formatById } from '../../src/core/formats/registry';
import { parseIncrementally, reparse } from '../../src/core/incrementalParse';
import { mulberry32 } from '../../src/core/randomCases';
import { LineIndex } from '../../src/core/text';
import { windowPositions } from '../../src/core/windowLines';

// Squiggles are placed from the incremental parse's windows (each starts at a line it knows):
// after every edit, every offset must land where a line index of the whole text puts it.

const SNIPPETS = ['x', '7', ' ', '\n', '\r\n', '\r', '12 3', '0 0 0\n', '\n\n', 'S.X\n'];

describe('windowPositions', () => {
  for (const format of FORMAT_IDS) {
    it(`places offsets as LineIndex does after each of 300 random edits of a ${format} file, windows of 80 characters`, () => {
      const f = formatById(format);
      const random = mulberry32(format.length * 104729);
      let text = '';
      for (let k = 0; k < 30; k++) text += f.generate(f.defaultCaseOptions(7000 + k)) + f.caseSeparator;
      text += '0 0 0\n';
      let parse = parseIncrementally(text, format, 80);
      for (let round = 0; round < 300; round++) {
        const at = Math.floor(random() * (text.length + 1));
        const removed = random() < 0.4 ? Math.floor(random() * 6) : 0;
        const insert = random() < 0.8 ? (SNIPPETS[Math.floor(random() * SNIPPETS.length)] ?? 'x') : '';
        text = text.slice(0, at) + insert + text.slice(Math.min(text.length, at + removed));
        parse = reparse(parse, text, 80);
        const positionAt = windowPositions(parse);
        const whole = new LineIndex(text);
        for (let k = 0; k < 40; k++) {
          const offset = Math.floor(random() * (text.length + 1));
          assert.deepEqual(positionAt(offset), whole.positionAt(offset), `edit ${round}, offset ${offset}`);
        }
        assert.deepEqual(positionAt(text.length), whole.positionAt(text.length), `edit ${round}, the end`);
      }
    });
  }
});

import assert from 'node:assert/strict';
import { LineStartsUpTo } from '../../src/core/lineStartsUpTo';
import { LineIndex } from '../../src/core/text';

/** A seeded generator (mulberry32): the same texts and offsets on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function textOf(next: () => number, length: number, lineEnds: readonly string[]): string {
  let text = '';
  while (text.length < length) text += next() < 0.2 ? lineEnds[Math.floor(next() * lineEnds.length)] : '0123 x'[Math.floor(next() * 6)];
  return text;
}

describe('LineStartsUpTo', () => {
  for (const [name, lineEnds] of [
    ['\\n', ['\n']],
    ['\\r\\n', ['\r\n']],
    ['\\n, \\r\\n and a lone \\r', ['\n', '\r\n', '\r']],
    ['\\r\\n and empty lines', ['\r\n', '\r\n\r\n']],
  ] as const) {
    it(`places every offset as LineIndex does, asked in any order, with ${name} line ends`, () => {
      const next = random(name.length * 7919);
      for (let round = 0; round < 20; round++) {
        const text = textOf(next, 1 + Math.floor(next() * 3000), lineEnds);
        const whole = new LineIndex(text);
        const lazy = new LineStartsUpTo(text);
        for (let k = 0; k < 200; k++) {
          const offset = Math.floor(next() * (text.length + 1));
          assert.deepEqual(lazy.positionAt(offset), whole.positionAt(offset), `offset ${offset} of ${JSON.stringify(text.slice(Math.max(0, offset - 3), offset + 3))}`);
        }
        for (let offset = text.length; offset >= 0; offset--) assert.deepEqual(lazy.positionAt(offset), whole.positionAt(offset), `offset ${offset}`);
      }
    });
  }

  it('gives the first and last positions of a text', () => {
    const lazy = new LineStartsUpTo('ab\r\ncd\n\ref');
    assert.deepEqual(lazy.positionAt(0), { line: 0, character: 0 });
    assert.deepEqual(lazy.positionAt(4), { line: 1, character: 0 });
    assert.deepEqual(lazy.positionAt(8), { line: 3, character: 0 });
    assert.deepEqual(lazy.positionAt(10), { line: 3, character: 2 });
  });
});

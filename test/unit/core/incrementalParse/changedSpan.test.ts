import assert from 'node:assert/strict';
import { joinSpans, spanBetween } from '../../../../src/core/incrementalParse/changedSpan';

describe('changed spans', () => {
  it('joins two edits in a row into one span of the text before both', () => {
    // "abcdef" → "aXdef" (bc → X) → "aXdeYYf" (YY typed before f).
    assert.deepStrictEqual(joinSpans({ start: 1, oldEnd: 3, newEnd: 2 }, { start: 4, oldEnd: 4, newEnd: 6 }), {
      start: 1,
      oldEnd: 5,
      newEnd: 6,
    });
    assert.deepStrictEqual(spanBetween('abcdef', 'aXdeYYf'), { start: 1, oldEnd: 5, newEnd: 6 });
    // "abcdef" → "aXdef" → "Xdef" (a deleted): the span reaches back to the start.
    assert.deepStrictEqual(joinSpans({ start: 1, oldEnd: 3, newEnd: 2 }, { start: 0, oldEnd: 1, newEnd: 0 }), {
      start: 0,
      oldEnd: 3,
      newEnd: 1,
    });
    assert.deepStrictEqual(spanBetween('abcdef', 'Xdef'), { start: 0, oldEnd: 3, newEnd: 1 });
    // The second edit inside the first one's text: "abcdef" → "aXYZdef" → "aXQZdef".
    assert.deepStrictEqual(joinSpans({ start: 1, oldEnd: 3, newEnd: 4 }, { start: 2, oldEnd: 3, newEnd: 3 }), {
      start: 1,
      oldEnd: 3,
      newEnd: 4,
    });
  });
});

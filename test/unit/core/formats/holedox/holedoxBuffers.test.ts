import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import { GridBuffers } from '../../../../../src/core/formats/holedox';
import { PADDED_MAX } from '../../../../../src/core/formats/holedox';

describe('GridBuffers', () => {
  it('hands out grid-sized arrays that do not overlap, from one buffer', () => {
    const grid = new GridBuffers(2, 1);
    const first = grid.int32();
    const second = grid.int32();
    const bytes = grid.uint8();
    assert.deepEqual([first.length, second.length, bytes.length], [PADDED_MAX, PADDED_MAX, PADDED_MAX]);
    assert.equal(first.buffer, bytes.buffer);
    assert.equal(first.buffer.byteLength, 9 * PADDED_MAX);
    first.fill(-1);
    bytes.fill(255);
    assert.equal(
      second.every((v) => v === 0),
      true,
    );
    second.fill(7);
    assert.deepEqual([first[0], first[PADDED_MAX - 1], bytes[0], bytes[PADDED_MAX - 1]], [-1, -1, 255, 255]);
  });

  it('refuses an array past the room it was made with', () => {
    const grid = new GridBuffers(1);
    grid.int32();
    assert.throws(() => grid.int32(), RangeError);
  });
});

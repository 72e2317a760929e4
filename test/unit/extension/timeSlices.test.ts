import assert from 'node:assert/strict';
import { mapInSlices } from '../../../src/extension/timeSlices';

/** Busy for `ms` milliseconds: work that takes time. */
function spin(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('mapInSlices', () => {
  it('maps every item in order, with its index', async () => {
    assert.deepEqual(
      await mapInSlices(
        [5, 6, 7],
        (x, k) => `${k}:${x}`,
        () => false,
      ),
      ['0:5', '1:6', '2:7'],
    );
  });

  it('lets a timer run between slices of long work', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 0);
    // 128 items of 1 ms each, in slices of 8 ms: the loop yields at items 64 and 128's checks.
    const mapped = await mapInSlices(
      Array.from({ length: 130 }, (_, k) => k),
      (k) => (spin(1), order.push(`item ${k}`), k),
      () => false,
      8,
    );
    assert.equal(mapped?.length, 130);
    const timerAt = order.indexOf('timer');
    assert.ok(timerAt > 0 && timerAt < order.length - 1, `the timer ran between items (at ${timerAt} of ${order.length})`);
  });

  it('stops at the first yield once the result is no longer wanted', async () => {
    let wanted = true;
    let mapped = 0;
    setTimeout(() => (wanted = false), 0);
    const result = await mapInSlices(
      Array.from({ length: 1000 }, (_, k) => k),
      () => (spin(1), mapped++),
      () => !wanted,
      8,
    );
    assert.equal(result, undefined);
    assert.equal(mapped, 64);
  });
});

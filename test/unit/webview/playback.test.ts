import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import { glideMs, moveInterval, Playback, SPEEDS, type PlaybackClock } from '../../../src/webview/playback';

/** A clock the test advances by hand. */
function fakeClock(): PlaybackClock & { tick(): void; running: number } {
  let tick: (() => void) | undefined;
  const clock = {
    running: 0,
    every(_ms: number, callback: () => void) {
      tick = callback;
      clock.running++;
      return () => {
        tick = undefined;
        clock.running--;
      };
    },
    tick: () => tick?.(),
  };
  return clock;
}

describe('playback timing', () => {
  it('plays a 93-move solution in 16 s at 1×, 2 s at 8×', () => {
    assert.deepEqual([...SPEEDS], [1, 2, 4, 8]);
    assert.equal(Math.round(93 * moveInterval(93, 1)), 16_000);
    assert.equal(Math.round(93 * moveInterval(93, 8)), 2_000);
  });

  it('keeps short solutions at 500 ms a move and long ones at 120 ms a move at 1×', () => {
    assert.equal(moveInterval(9, 1), 500);
    assert.equal(moveInterval(0, 1), 500);
    assert.equal(moveInterval(1000, 1), 120);
    assert.equal(moveInterval(1000, 4), 30);
  });

  it('glides most of a move while playing, a fixed time by hand, not at all for reduced motion or very fast play', () => {
    assert.equal(glideMs(true, moveInterval(93, 1), false), 138);
    assert.equal(glideMs(true, 500, false), 180);
    assert.equal(glideMs(false, 500, false), 180);
    assert.equal(glideMs(true, moveInterval(93, 8), false), 0);
    assert.equal(glideMs(false, 500, true), 0);
  });

  it('advances one move per tick, stops at the end, and restarts from 0 when played at the end', () => {
    const clock = fakeClock();
    let changes = 0;
    const playback = new Playback(() => changes++, clock);
    playback.load(3, 3);
    playback.toggle();
    assert.deepEqual([playback.step, playback.playing, clock.running], [0, true, 1]);
    clock.tick();
    clock.tick();
    assert.equal(playback.step, 2);
    playback.setSpeed(8);
    assert.deepEqual([playback.speed, playback.playing, clock.running, playback.interval], [8, true, 1, 62.5]);
    clock.tick();
    assert.deepEqual([playback.step, playback.playing, clock.running], [3, false, 0]);
    assert.equal(changes, 5);
  });
});

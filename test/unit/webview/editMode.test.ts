import assert from 'node:assert/strict';
import { DRAWINGS } from '../../../src/core/formats/drawings';
import { say } from '../../../src/core/l10n/message';
import { stepsBetween } from '../../../src/webview/editPath';

describe('panel Edit mode', () => {
  it('fills in the squares a fast pointer skipped, each beside the one before, rows first', () => {
    assert.deepEqual(stepsBetween({ row: 1, col: 1 }, { row: 3, col: 2 }), [
      { row: 2, col: 1 },
      { row: 3, col: 1 },
      { row: 3, col: 2 },
    ]);
    assert.deepEqual(stepsBetween({ row: 2, col: 2 }, { row: 2, col: 2 }), []);
  });

  it('announces what a square holds in each format’s words', () => {
    const holedox = {
      kind: 'holedox',
      number: 1,
      rows: 3,
      cols: 3,
      body: [
        { row: 2, col: 2 },
        { row: 2, col: 3 },
      ],
      stones: [{ row: 3, col: 1 }],
    } as const;
    const words = (row: number, col: number) => say(DRAWINGS.holedox.editing.square(holedox, { row, col }));
    assert.deepEqual(
      [words(2, 2), words(2, 3), words(3, 1), words(1, 1), words(3, 3)],
      ['the head H', "the snake's B2", 'a stone', 'the exit', 'open'],
    );
    assert.equal(DRAWINGS.holedox.editing.third(holedox), 2);
    const tempter = { kind: 'tempter', number: 1, rows: 1, cols: 4, time: 3, grid: ['SX.D'] } as const;
    const tell = (col: number) => say(DRAWINGS.tempter.editing.square(tempter, { row: 1, col }));
    assert.deepEqual([tell(1), tell(2), tell(3), tell(4)], ['the start S', 'a wall', 'open', 'the door D']);
    // In zh-CN, in the statements' terms.
    const zh = (row: number, col: number) => say(DRAWINGS.holedox.editing.square(holedox, { row, col }), 'zh-cn');
    assert.deepEqual([zh(2, 2), zh(2, 3), zh(3, 1), zh(1, 1), zh(3, 3)], ['蛇头 H', '蛇身 B2', '石头', '出口', '空地']);
    const zhTell = (col: number) => say(DRAWINGS.tempter.editing.square(tempter, { row: 1, col }), 'zh-cn');
    assert.deepEqual([zhTell(1), zhTell(2), zhTell(3), zhTell(4)], ['起点 S', '墙', '空地', '门 D']);
    assert.equal(DRAWINGS.tempter.editing.third(tempter), 3);
  });
});

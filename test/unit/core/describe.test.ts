import assert from 'node:assert/strict';
import { caseNear, describeAt } from '../../../src/core/puzzleFile';
import type { PuzzleCase } from '../../../src/core/formats/registry';
import { parsePuzzle } from '../../../src/core/puzzleFile';
import { readFixture } from '../helpers/fixtures';
import { say } from '../../../src/core/l10n/message';

/** What a hover on the first occurrence of `needle` (plus `skip` characters) says, and over what text. */
function hoverOn(text: string, needle: string, skip = 0): [string, string] | undefined {
  const offset = text.indexOf(needle);
  assert.ok(offset >= 0, `'${needle}' is not in the text`);
  const description = describeAt(text, parsePuzzle(text), offset + skip);
  return description && [text.slice(description.range.start, description.range.end), say(description.message)];
}

describe('describeAt', () => {
  const holedox = readFixture('sample.holedox');
  const tempter = readFixture('sample.tempter');

  it('names the header, the head, the body blocks, the tail, K and the stones of a Holedox case', () => {
    assert.deepEqual(hoverOn(holedox, '5 6 4', 2), ['5 6 4', 'case header: 5 rows, 6 columns, L = 4']);
    assert.deepEqual(hoverOn(holedox, '4 1'), ['4 1', 'head B1 (4, 1)']);
    assert.deepEqual(hoverOn(holedox, '4 2\n3 2', 2), ['4 2', 'body block B2 (4, 2)']);
    assert.deepEqual(hoverOn(holedox, '3 2', 1), ['3 2', 'body block B3 (3, 2)']);
    assert.deepEqual(hoverOn(holedox, '3 1'), ['3 1', 'body block B4 (3, 1), the tail']);
    assert.deepEqual(hoverOn(holedox, '\n3\n', 1), ['3', 'stone count K = 3']);
    assert.deepEqual(hoverOn(holedox, '2 3\n3 3'), ['2 3', 'stone (2, 3)']);
    assert.deepEqual(hoverOn(holedox, '0 0 0'), ['0 0 0', "terminator '0 0 0': the judge stops reading here"]);
  });

  it('says when a block or a stone is outside the lair', () => {
    const text = readFixture('malformed/outside-lair.holedox');
    assert.deepEqual(hoverOn(text, '4 7'), ['4 7', 'body block B3 (4, 7), the tail: outside the 5×6 lair']);
    assert.deepEqual(hoverOn('3 3 2\n1 2\n2 2\n1\n9 9\n0 0 0\n', '9 9'), ['9 9', 'stone (9, 9): outside the 3×3 lair']);
  });

  it('gives K as written when the stones stop short', () => {
    const text = readFixture('malformed/missing-stones-before-next-case.holedox');
    assert.deepEqual(hoverOn(text, '\n3\n', 1), ['3', 'stone count K = 3']);
  });

  it('names each maze square with its 1-based row and column', () => {
    assert.deepEqual(hoverOn(tempter, '4 4 5'), ['4 4 5', 'case header: 4 rows, 4 columns, T = 5']);
    assert.deepEqual(hoverOn(tempter, 'S'), ['S', 'start S at (1, 1)']);
    assert.deepEqual(hoverOn(tempter, 'D'), ['D', 'door D at (3, 4)']);
    assert.deepEqual(hoverOn(tempter, 'X'), ['X', 'wall X at (1, 3)']);
    assert.deepEqual(hoverOn(tempter, '..X.', 1), ['.', 'floor . at (2, 2)']);
  });

  it('says when a square is beyond M or not a maze square', () => {
    assert.deepEqual(hoverOn('1 2 1\nSD.\n0 0 0\n', 'SD.', 2), ['.', 'beyond M = 2: row 1 has 3 squares']);
    assert.deepEqual(hoverOn(readFixture('malformed/bad-character.tempter'), 'Y'), [
      'Y',
      "'Y' at (2, 3) is not a maze square (S, D, X or .)",
    ]);
  });

  it('says nothing between tokens or where no case is', () => {
    assert.equal(hoverOn(holedox, '5 6 4', 5), undefined);
    assert.equal(hoverOn(tempter, 'S.X.', 4), undefined);
    assert.equal(describeAt('', parsePuzzle(''), 0), undefined);
  });
});

describe('caseNear: the case the cursor is in, or last passed', () => {
  it('finds the case holding an offset, the one before a gap, and the first before any', () => {
    const text = '\n\n1 2 1\n1 2\n0\n\n1 2 1\n1 1\n0\n\n\n1 1 1\n1 1\n0\n0 0 0\n';
    const cases: readonly PuzzleCase[] = parsePuzzle(text).cases;
    const at = (offset: number) => caseNear(cases, offset)?.number;
    const second = text.indexOf('1 2 1', 5);
    const third = text.indexOf('1 1 1');
    assert.deepEqual([at(0), at(2), at(second - 1), at(second), at(third - 1), at(third + 3), at(text.length)], [1, 1, 1, 2, 2, 3, 3]);
    assert.equal(caseNear([], 0), undefined);
  });
});

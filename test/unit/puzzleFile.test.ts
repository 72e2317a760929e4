import assert from 'node:assert/strict';
import { detectFormat, parsePuzzle } from '../../src/core/puzzleFile';
import { readFixture } from './helpers/fixtures';

describe('detectFormat', () => {
  it('tells the samples apart by content', () => {
    assert.equal(detectFormat(readFixture('sample.holedox')), 'holedox');
    assert.equal(detectFormat(readFixture('sample.tempter')), 'tempter');
  });
  it('sees Tempter even when its header is malformed', () => {
    assert.equal(detectFormat(readFixture('malformed/not-an-integer.tempter')), 'tempter');
    assert.equal(detectFormat(readFixture('malformed/size-not-positive.tempter')), 'tempter');
  });
  it('keeps a Holedox file with a typo Holedox, and defaults to Holedox', () => {
    assert.equal(detectFormat(readFixture('malformed/not-an-integer.holedox')), 'holedox');
    assert.equal(detectFormat(''), 'holedox');
    assert.equal(detectFormat('0 0 0'), 'holedox');
  });
  it('lets the caller override detection', () => {
    assert.equal(parsePuzzle(readFixture('sample.tempter'), 'holedox').format, 'holedox');
  });
});

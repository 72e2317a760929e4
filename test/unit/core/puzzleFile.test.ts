import assert from 'node:assert/strict';
import { detectFormat, formatFromFileName, parsePuzzle } from '../../../src/core/puzzleFile';
import { solveDocument } from '../../../src/core/answers';
import { readFixture, summarize } from '../helpers/fixtures';

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

describe('the declared format (file name, language, --format) decides', () => {
  const holedox = readFixture('sample.holedox');
  const sample1 = '5 6 4\n4 1\n4 2\n3 2\n3 1\n3\n2 3\n3 3\n3 4\n';

  it('reads .holedox and .tempter names, any case, and nothing else', () => {
    assert.equal(formatFromFileName('suite.holedox'), 'holedox');
    assert.equal(formatFromFileName('dir.x/Suite.TEMPTER'), 'tempter');
    assert.equal(formatFromFileName('suite.txt'), undefined);
    assert.equal(formatFromFileName('holedox'), undefined);
  });

  it('one stray ., S, D or X in a .holedox file costs its case only', () => {
    for (const stray of ['.', 'S', 'D', 'X']) {
      // The stray character stands for case 2's third body block; cases 1 and 3 are untouched.
      const text = `${sample1}\n${sample1.replace('3 2\n', `${stray}\n`)}\n${sample1}\n0 0 0\n`;
      assert.equal(detectFormat(text), 'tempter', 'content alone would say Tempter');
      const document = parsePuzzle(text, formatFromFileName('suite.holedox'));
      assert.equal(document.format, 'holedox');
      assert.deepEqual(
        solveDocument(document).map((v) => (v.outcome === 'answered' ? v.judgeLine : `${v.number} ${v.outcome}`)),
        ['Case 1: 9', '2 skipped', 'Case 3: 9'],
        stray,
      );
      assert.ok(!document.issues.some((i) => i.code === 'holedox.looks-like-tempter'), stray);
    }
  });

  it('a declared format the content contradicts is a diagnostic of its own, not a switch', () => {
    const tempter = readFixture('sample.tempter');
    const asHoledox = parsePuzzle(tempter, 'holedox');
    assert.equal(asHoledox.format, 'holedox');
    assert.deepEqual(summarize(tempter, asHoledox.issues.slice(0, 1)), ['holedox.looks-like-tempter error 1:1-1:6']);
    const asTempter = parsePuzzle(holedox, 'tempter');
    assert.equal(asTempter.format, 'tempter');
    assert.deepEqual(summarize(holedox, asTempter.issues.slice(0, 1)), ['tempter.looks-like-holedox error 1:1-1:6']);
    // Content alone decides without a contradiction to report.
    assert.deepEqual(parsePuzzle(tempter).issues, []);
  });
});

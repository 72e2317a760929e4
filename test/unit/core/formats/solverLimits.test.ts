import assert from 'node:assert/strict';
import { parseHoledox } from '../../../../src/core/formats/holedox';
import { HOLEDOX_MAX_LENGTH, HOLEDOX_MAX_SIDE } from '../../../../src/core/formats/holedox';
import { parseTempter } from '../../../../src/core/formats/tempter';
import { TEMPTER_MAX_SEARCH_CELLS } from '../../../../src/core/formats/tempter';
import { solveDocument } from '../../../../src/core/answers';
import { summarize } from '../../helpers/fixtures';
import { english } from '../../helpers/english';
import { say } from '../../../../src/core/l10n/message';

// A size the solver does not take is said as such, with the cap, apart from a search that ran out.

describe('size caps: their own code and the cap in the message', () => {
  it(`Holedox: n or m over ${HOLEDOX_MAX_SIDE}, L over ${HOLEDOX_MAX_LENGTH}`, () => {
    const text = `101 5 2\n1 1\n1 2\n0\n\n5 5 ${HOLEDOX_MAX_LENGTH + 1}\n1 1\n0\n0 0 0\n`;
    const doc = parseHoledox(text);
    assert.equal(summarize(text, doc.issues)[0], 'holedox.beyond-solver-limits error 1:1-1:4');
    assert.equal(english(doc.issues[0]?.message), `n = 101: this solver handles lairs up to ${HOLEDOX_MAX_SIDE}×${HOLEDOX_MAX_SIDE}`);
    const second = doc.issues.find((i) => i.caseNumber === 2);
    assert.equal(second?.code, 'holedox.beyond-solver-limits');
    assert.equal(
      english(second?.message),
      `L = ${HOLEDOX_MAX_LENGTH + 1}: this solver handles snakes of up to ${HOLEDOX_MAX_LENGTH} blocks`,
    );
    assert.deepEqual(
      solveDocument(doc).map((v) => [v.outcome, v.outcome === 'answered' ? '' : v.problem.code]),
      [
        ['skipped', 'holedox.beyond-solver-limits'],
        ['skipped', 'holedox.beyond-solver-limits'],
      ],
    );
  });

  it('Tempter: a box to search past the cap names its size and the cap', () => {
    // An open 17×17 maze, T two more than the distance: only a search could tell.
    const rows = Array.from({ length: 17 }, (_, r) => (r === 0 ? `S${'.'.repeat(16)}` : r === 16 ? `${'.'.repeat(16)}D` : '.'.repeat(17)));
    const doc = parseTempter(`17 17 34\n${rows.join('\n')}\n0 0 0\n`);
    const [verdict] = solveDocument(doc);
    assert.ok(verdict && verdict.outcome === 'limit');
    assert.equal(verdict.problem.code, 'tempter.beyond-solver-limits');
    assert.equal(
      say(verdict.problem.message),
      `case 1: the search would span a 17×17 box: 289 squares, this solver handles up to ${TEMPTER_MAX_SEARCH_CELLS}`,
    );
  });
});

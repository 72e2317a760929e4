import assert from 'node:assert/strict';
import { parsePuzzle } from '../../../src/core/puzzleFile';
import { solveDocument } from '../../../src/core/answers';
import { readFixture } from '../helpers/fixtures';
import { say } from '../../../src/core/l10n/message';

// The editor and the CLI share one answer pipeline; only the names of the budgets differ.
describe('search budgets in verdicts', () => {
  const rooms = parsePuzzle(readFixture('search/rooms-no-turning.holedox'));

  function limitMessage(options: Parameters<typeof solveDocument>[1]): string {
    const [verdict] = solveDocument(rooms, options);
    assert.ok(verdict !== undefined && verdict.outcome === 'limit');
    assert.equal(verdict.problem.code, 'holedox.search-limit');
    assert.equal(verdict.problem.severity, 'error');
    return say(verdict.problem.message);
  }

  it('names the state budget without a flag when the caller gives no names (the editor)', () => {
    assert.equal(
      limitMessage({ budget: { maxSearch: 1000 } }),
      'case 1: search stopped after 1 000 states (its state budget; 714 states expanded) without an answer',
    );
  });

  it('names the budget and how to raise it when the caller does', () => {
    assert.equal(
      limitMessage({ budget: { maxSearch: 1000 }, budgetNames: { states: 'holedox.maxStates', time: 'holedox.timeLimit' } }),
      'case 1: search stopped after 1 000 states (the holedox.maxStates budget; 714 states expanded) without an answer; raise it with holedox.maxStates',
    );
  });

  it('says when the time budget ran out', () => {
    assert.match(
      limitMessage({ budget: { timeLimitMs: 1 } }),
      /^case 1: search stopped after 1 ms \(its time budget; [0-9 ]+ states expanded\) without an answer$/,
    );
  });
});

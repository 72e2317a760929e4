// The answer cache, keyed by case content.
import assert from 'node:assert/strict';
import { parsePuzzle } from '../../../src/core/puzzleFile';
import { skippedAnswer, AnswerCache } from '../../../src/answers/answerCache';
import type { AnsweredCase, WorkerAnswer } from '../../../src/answers/workerProtocol';
import { say } from '../../../src/core/l10n/message';

const CASE_A = '5 6 4\n4 1\n4 2\n3 2\n3 1\n3\n2 3\n3 3\n3 4\n';
const CASE_B = '4 4 4\n2 3\n1 3\n1 4\n2 4\n4\n2 1\n2 2\n3 4\n4 2\n';

describe('answer cache', () => {
  const parsed = parsePuzzle(`${CASE_A}\n${CASE_B}\n${CASE_A}\n0 0 0\n`, 'holedox');
  const [first, second, third] = parsed.cases;
  assert.ok(first && second && third);
  const answered = (number: number, answer: string): AnsweredCase => ({
    outcome: 'answered',
    format: 'holedox',
    number,
    answer,
    judgeLine: `Case ${number}: ${answer}`,
    moves: new Uint8Array([1, 2]),
    expanded: 10,
    named: 9,
  });

  it('serves an answer to any case with the same puzzle, renumbered, and counts hits and misses', () => {
    const cache = new AnswerCache();
    assert.equal(cache.get(first, first.range.start), undefined);
    cache.set(first, first.range.start, answered(1, '9'));
    const again = cache.get(third, third.range.start);
    assert.equal(again?.outcome, 'answered');
    assert.ok(again?.outcome === 'answered');
    assert.deepEqual([again.number, again.answer, again.judgeLine], [3, '9', 'Case 3: 9']);
    assert.equal(cache.get(second, second.range.start), undefined);
    assert.deepEqual([cache.hits, cache.misses], [1, 2]);
  });

  it('serves a studied request only from a studied verdict, and keeps a studied verdict over a plain one', () => {
    const cache = new AnswerCache();
    cache.set(first, 0, answered(1, '9'));
    assert.equal(cache.peek(first, 0, { study: true }), undefined);
    const studied: WorkerAnswer = {
      ...answered(1, '9'),
      explanation: { text: 'why', search: { searched: true, text: '9 states expanded' } },
    };
    cache.set(first, 0, studied, { study: true });
    cache.set(first, 0, answered(1, '9'));
    const got = cache.peek(third, third.range.start, { study: true });
    assert.ok(got?.outcome === 'answered' && got.explanation !== undefined);
  });

  it('serves a search-limit stop to the same case under the same budget only, its offset moved with the case', () => {
    const cache = new AnswerCache();
    const stop: WorkerAnswer = {
      outcome: 'limit',
      format: 'holedox',
      number: 2,
      message: 'case 2: search stopped',
      problemStart: second.range.start + 1,
    };
    cache.set(second, second.range.start, stop, { maxStates: 500 });
    assert.deepEqual(cache.peek(second, 1000, { maxStates: 500 }), { ...stop, problemStart: 1001 });
    assert.equal(cache.peek(second, second.range.start, { maxStates: 600 }), undefined);
    assert.equal(cache.peek(second, second.range.start), undefined);
  });

  it('never keeps a skipped case: its verdict is its problem, made without a solve', () => {
    const broken = parsePuzzle('5 6 4\n4 1\n4 2\n3 3\n3 1\n0\n0 0 0\n', 'holedox').cases[0];
    assert.ok(broken?.problem);
    const v = skippedAnswer(broken);
    assert.deepEqual(v, {
      outcome: 'skipped',
      format: 'holedox',
      number: 1,
      message: say(broken.problem.message),
      problemStart: broken.problem.range.start,
    });
    const cache = new AnswerCache();
    if (v) cache.set(broken, 0, v);
    assert.equal(cache.size, 0);
    assert.equal(skippedAnswer(first), undefined);
  });
});

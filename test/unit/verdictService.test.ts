// The verdict service's pure parts: the order jobs are served in, the cache keyed by case
// content, and which cases are in view.
import assert from 'node:assert/strict';
import { parsePuzzle } from '../../src/core/puzzleFile';
import { skippedVerdict, VerdictCache } from '../../src/extension/verdictCache';
import { compareJobs, JobQueue, type Priority, type QueuedJob } from '../../src/extension/verdictQueue';
import { casesInView, lensesFollowView, shownKeyOf } from '../../src/extension/visibleCases';
import type { AnsweredVerdict, WorkerVerdict } from '../../src/extension/workerProtocol';

const CASE_A = '5 6 4\n4 1\n4 2\n3 2\n3 1\n3\n2 3\n3 3\n3 4\n';
const CASE_B = '4 4 4\n2 3\n1 3\n1 4\n2 4\n4\n2 1\n2 2\n3 4\n4 2\n';

function job(priority: Priority, documentKey: string, seq: number, name = `${priority}-${documentKey}-${seq}`): QueuedJob & { name: string } {
  return { priority, documentKey, seq, name };
}

describe('verdict queue', () => {
  const rank = (key: string) => ({ active: 0, visible: 1 } as Record<string, number>)[key] ?? 2;

  it('serves the command, then the panel, then inline answers, then answer checks, whatever the arrival', () => {
    const queue = new JobQueue<ReturnType<typeof job>>();
    for (const j of [job('check', 'active', 0), job('answers', 'active', 1), job('panel', 'other', 2), job('command', 'other', 3)]) queue.push(j);
    const order: string[] = [];
    for (let j = queue.take(rank); j; j = queue.take(rank)) order.push(j.name);
    assert.deepEqual(order, ['command-other-3', 'panel-other-2', 'answers-active-1', 'check-active-0']);
  });

  it('among equal priorities, serves the active document, then the visible ones, then arrival order', () => {
    const queue = new JobQueue<ReturnType<typeof job>>();
    for (const j of [job('answers', 'hidden', 0), job('answers', 'visible', 1), job('answers', 'hidden', 2), job('answers', 'active', 3), job('answers', 'active', 4)])
      queue.push(j);
    const order: string[] = [];
    for (let j = queue.take(rank); j; j = queue.take(rank)) order.push(j.name);
    assert.deepEqual(order, ['answers-active-3', 'answers-active-4', 'answers-visible-1', 'answers-hidden-0', 'answers-hidden-2']);
  });

  it('follows a change of focus between takes', () => {
    const queue = new JobQueue<ReturnType<typeof job>>();
    queue.push(job('answers', 'a', 0));
    queue.push(job('answers', 'b', 1));
    assert.equal(queue.take(() => 2)?.name, 'answers-a-0');
    queue.push(job('answers', 'a', 2));
    assert.equal(queue.take((key) => (key === 'b' ? 0 : 2))?.name, 'answers-b-1');
  });

  it('takes only what accept allows, and removes a request\'s jobs', () => {
    const queue = new JobQueue<ReturnType<typeof job>>();
    for (const j of [job('answers', 'a', 0), job('check', 'a', 1), job('panel', 'b', 2)]) queue.push(j);
    assert.equal(queue.peek(rank, (j) => j.priority !== 'panel')?.name, 'answers-a-0');
    assert.deepEqual(queue.removeWhere((j) => j.documentKey === 'a').map((j) => j.name), ['answers-a-0', 'check-a-1']);
    assert.equal(queue.size, 1);
    assert.equal(queue.take(rank, () => false), undefined);
    assert.equal(queue.take(rank)?.name, 'panel-b-2');
    assert.equal(queue.take(rank), undefined);
  });

  it('serves the inline answers asked last first, each request in its own order; other work in arrival order', () => {
    const queue = new JobQueue<ReturnType<typeof job>>();
    const batched = (priority: Priority, seq: number, batch: number) => ({ ...job(priority, 'active', seq, `${priority}-${batch}.${seq}`), batch });
    // Three views scrolled through: requests 0, 1 and 2; request 1 in two jobs.
    for (const j of [batched('answers', 0, 0), batched('answers', 1, 1), batched('answers', 2, 1), batched('check', 3, 3), batched('check', 4, 4), batched('answers', 5, 2)]) queue.push(j);
    const order: string[] = [];
    for (let j = queue.take(rank); j; j = queue.take(rank)) order.push(j.name);
    assert.deepEqual(order, ['answers-2.5', 'answers-1.1', 'answers-1.2', 'answers-0.0', 'check-3.3', 'check-4.4']);
  });

  it('orders by priority before focus', () => {
    assert.ok(compareJobs(job('panel', 'hidden', 9), job('answers', 'active', 0), rank) < 0);
    assert.ok(compareJobs(job('check', 'active', 0), job('answers', 'hidden', 9), rank) > 0);
  });
});

describe('verdict cache', () => {
  const parsed = parsePuzzle(`${CASE_A}\n${CASE_B}\n${CASE_A}\n0 0 0\n`, 'holedox');
  const [first, second, third] = parsed.cases;
  assert.ok(first && second && third);
  const answered = (number: number, answer: string): AnsweredVerdict => ({
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
    const cache = new VerdictCache();
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
    const cache = new VerdictCache();
    cache.set(first, 0, answered(1, '9'));
    assert.equal(cache.peek(first, 0, { study: true }), undefined);
    const studied: WorkerVerdict = { ...answered(1, '9'), explanation: { text: 'why', search: { searched: true, text: '9 states expanded' } } };
    cache.set(first, 0, studied, { study: true });
    cache.set(first, 0, answered(1, '9'));
    const got = cache.peek(third, third.range.start, { study: true });
    assert.ok(got?.outcome === 'answered' && got.explanation !== undefined);
  });

  it('serves a search-limit stop to the same case under the same budget only, its offset moved with the case', () => {
    const cache = new VerdictCache();
    const stop: WorkerVerdict = { outcome: 'limit', format: 'holedox', number: 2, message: 'case 2: search stopped', problemStart: second.range.start + 1 };
    cache.set(second, second.range.start, stop, { maxStates: 500 });
    assert.deepEqual(cache.peek(second, 1000, { maxStates: 500 }), { ...stop, problemStart: 1001 });
    assert.equal(cache.peek(second, second.range.start, { maxStates: 600 }), undefined);
    assert.equal(cache.peek(second, second.range.start), undefined);
  });

  it('never keeps a skipped case: its verdict is its problem, made without a solve', () => {
    const broken = parsePuzzle('5 6 4\n4 1\n4 2\n3 3\n3 1\n0\n0 0 0\n', 'holedox').cases[0];
    assert.ok(broken?.problem);
    const v = skippedVerdict(broken);
    assert.deepEqual(v, { outcome: 'skipped', format: 'holedox', number: 1, message: broken.problem.message, problemStart: broken.problem.range.start });
    const cache = new VerdictCache();
    if (v) cache.set(broken, 0, v);
    assert.equal(cache.size, 0);
    assert.equal(skippedVerdict(first), undefined);
  });
});

describe('cases in view', () => {
  const cases = Array.from({ length: 10 }, (_, k) => ({ n: k + 1, range: { start: k * 100, end: k * 100 + 80 } }));
  const numbers = (picked: readonly { n: number }[]) => picked.map((c) => c.n);

  it('picks the cases a view overlaps, with a margin either side, clamped to the file', () => {
    assert.deepEqual(numbers(casesInView(cases, [{ start: 250, end: 420 }], 0)), [3, 4, 5]);
    assert.deepEqual(numbers(casesInView(cases, [{ start: 250, end: 420 }], 1)), [2, 3, 4, 5, 6]);
    assert.deepEqual(numbers(casesInView(cases, [{ start: 0, end: 50 }], 2)), [1, 2, 3]);
    assert.deepEqual(numbers(casesInView(cases, [{ start: 950, end: 999 }], 2)), [8, 9, 10]);
  });

  it('counts the margin from a view that falls between two cases', () => {
    assert.deepEqual(numbers(casesInView(cases, [{ start: 185, end: 195 }], 0)), []);
    assert.deepEqual(numbers(casesInView(cases, [{ start: 185, end: 195 }], 1)), [2, 3]);
  });

  it('merges several views, each case once, in file order', () => {
    assert.deepEqual(numbers(casesInView(cases, [{ start: 700, end: 710 }, { start: 100, end: 110 }, { start: 705, end: 790 }], 0)), [2, 8]);
    assert.deepEqual(numbers(casesInView([], [{ start: 0, end: 10 }], 3)), []);
  });
});

describe('lenses following the view', () => {
  const at = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => ({ number: from + k }));

  it('keys the cases lenses are on by their count, first and last number', () => {
    assert.equal(shownKeyOf(at(41, 57)), '17:41-57');
    assert.equal(shownKeyOf([]), '0:0-0');
  });

  it('asks for new lenses only when lenses went out and the view now wants other cases', () => {
    assert.equal(lensesFollowView(shownKeyOf(at(1, 20)), shownKeyOf(at(9, 30))), true);
    // The lenses' own height moved the view a little: the same cases, no new round.
    assert.equal(lensesFollowView(shownKeyOf(at(1, 20)), shownKeyOf(at(1, 20))), false);
    // A document just shown, before VS Code first asked for its lenses: asking would only restart VS Code's wait.
    assert.equal(lensesFollowView(undefined, shownKeyOf(at(1, 20))), false);
  });
});

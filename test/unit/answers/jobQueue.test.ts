// The order the answer service's worker pool takes jobs in.
import assert from 'node:assert/strict';
import { compareJobs, JobQueue, type Priority, type QueuedJob } from '../../../src/answers/jobQueue';

function job(
  priority: Priority,
  documentKey: string,
  seq: number,
  name = `${priority}-${documentKey}-${seq}`,
): QueuedJob & { name: string } {
  return { priority, documentKey, seq, name };
}

describe('verdict queue', () => {
  const rank = (key: string) => (({ active: 0, visible: 1 }) as Record<string, number>)[key] ?? 2;

  it('serves the command, then the panel, then inline answers, then answer checks, whatever the arrival', () => {
    const queue = new JobQueue<ReturnType<typeof job>>();
    for (const j of [job('check', 'active', 0), job('answers', 'active', 1), job('panel', 'other', 2), job('command', 'other', 3)])
      queue.push(j);
    const order: string[] = [];
    for (let j = queue.take(rank); j; j = queue.take(rank)) order.push(j.name);
    assert.deepEqual(order, ['command-other-3', 'panel-other-2', 'answers-active-1', 'check-active-0']);
  });

  it('among equal priorities, serves the active document, then the visible ones, then arrival order', () => {
    const queue = new JobQueue<ReturnType<typeof job>>();
    for (const j of [
      job('answers', 'hidden', 0),
      job('answers', 'visible', 1),
      job('answers', 'hidden', 2),
      job('answers', 'active', 3),
      job('answers', 'active', 4),
    ])
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

  it("takes only what accept allows, and removes a request's jobs", () => {
    const queue = new JobQueue<ReturnType<typeof job>>();
    for (const j of [job('answers', 'a', 0), job('check', 'a', 1), job('panel', 'b', 2)]) queue.push(j);
    assert.equal(queue.peek(rank, (j) => j.priority !== 'panel')?.name, 'answers-a-0');
    assert.deepEqual(
      queue.removeWhere((j) => j.documentKey === 'a').map((j) => j.name),
      ['answers-a-0', 'check-a-1'],
    );
    assert.equal(queue.size, 1);
    assert.equal(
      queue.take(rank, () => false),
      undefined,
    );
    assert.equal(queue.take(rank)?.name, 'panel-b-2');
    assert.equal(queue.take(rank), undefined);
  });

  it('serves the inline answers asked last first, each request in its own order; other work in arrival order', () => {
    const queue = new JobQueue<ReturnType<typeof job>>();
    const batched = (priority: Priority, seq: number, batch: number) => ({
      ...job(priority, 'active', seq, `${priority}-${batch}.${seq}`),
      batch,
    });
    // Three views scrolled through: requests 0, 1 and 2; request 1 in two jobs.
    for (const j of [
      batched('answers', 0, 0),
      batched('answers', 1, 1),
      batched('answers', 2, 1),
      batched('check', 3, 3),
      batched('check', 4, 4),
      batched('answers', 5, 2),
    ])
      queue.push(j);
    const order: string[] = [];
    for (let j = queue.take(rank); j; j = queue.take(rank)) order.push(j.name);
    assert.deepEqual(order, ['answers-2.5', 'answers-1.1', 'answers-1.2', 'answers-0.0', 'check-3.3', 'check-4.4']);
  });

  it('orders by priority before focus', () => {
    assert.ok(compareJobs(job('panel', 'hidden', 9), job('answers', 'active', 0), rank) < 0);
    assert.ok(compareJobs(job('check', 'active', 0), job('answers', 'hidden', 9), rank) > 0);
  });
});

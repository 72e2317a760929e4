// The browser's solve threads (webSolveThread.ts) over a stand-in for the browser's Worker:
// Node has none, and what is tested is the waiting for the script's URL, not the worker.
import assert from 'node:assert/strict';
import { SolverClient } from '../../../src/answers/solverClient';
import { webSolveThreads } from '../../../src/answers/webSolveThread';
import type { WorkerMessage } from '../../../src/answers/workerProtocol';

type Listener = (event: { data?: unknown; message?: string }) => void;

class FakeWorker {
  static made: FakeWorker[] = [];
  readonly posted: unknown[] = [];
  terminated = false;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(readonly url: string) {
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  addEventListener(type: string, listener: Listener): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }
  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }
  emit(type: 'message' | 'error', event: { data?: unknown; message?: string }): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

/** A promise and its resolve and reject, for a URL that arrives when the test says. */
function later<T>(): { promise: Promise<T>; resolve(value: T): void; reject(error: Error): void } {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const request = (id: number) => ({ id, text: '0 0 0\n', format: 'holedox' as const });

describe('web solve threads', () => {
  const global = globalThis as { Worker?: unknown };
  let saved: unknown;

  beforeEach(() => {
    saved = global.Worker;
    global.Worker = FakeWorker;
    FakeWorker.made = [];
  });
  afterEach(() => {
    global.Worker = saved;
  });

  it("hands the requests posted before the script's URL is made to the worker once it starts, in order", async () => {
    const url = later<string>();
    const thread = webSolveThreads(url.promise)();
    const heard: WorkerMessage[] = [];
    const unlisten = thread.listen(
      (message) => heard.push(message),
      (error) => assert.fail(error),
    );
    thread.post(request(1));
    thread.post(request(2));
    assert.equal(FakeWorker.made.length, 0);
    url.resolve('blob:solver');
    await url.promise;
    await Promise.resolve();
    const [worker] = FakeWorker.made;
    assert.ok(worker);
    assert.equal(worker.url, 'blob:solver');
    assert.deepEqual(
      worker.posted.map((m) => (m as { id: number }).id),
      [1, 2],
    );
    thread.post(request(3));
    assert.equal(worker.posted.length, 3);
    worker.emit('message', { data: { type: 'progress', id: 3, done: 1, total: 2 } });
    unlisten();
    worker.emit('message', { data: { type: 'progress', id: 3, done: 2, total: 2 } });
    assert.deepEqual(heard, [{ type: 'progress', id: 3, done: 1, total: 2 }]);
  });

  it('starts no worker for a thread terminated before its URL was made', async () => {
    const url = later<string>();
    const thread = webSolveThreads(url.promise)();
    thread.post(request(1));
    thread.terminate();
    url.resolve('blob:solver');
    await url.promise;
    await Promise.resolve();
    assert.equal(FakeWorker.made.length, 0);
  });

  it('fails the waiting job when the URL cannot be made, and each job posted after', async () => {
    const url = later<string>();
    const thread = webSolveThreads(url.promise)();
    const errors: string[] = [];
    thread.listen(
      () => assert.fail('no message was expected'),
      (error) => errors.push(error.message),
    );
    thread.post(request(1));
    url.reject(new Error('cannot read dist/web/solveWorker.js'));
    await url.promise.catch(() => undefined);
    await Promise.resolve();
    assert.deepEqual(errors, ['cannot read dist/web/solveWorker.js']);
    thread.post(request(2));
    await Promise.resolve();
    assert.deepEqual(errors, ['cannot read dist/web/solveWorker.js', 'cannot read dist/web/solveWorker.js']);
  });

  it("serves a SolverClient: the worker's error message rejects the job, and a cancellation terminates the worker", async () => {
    const client = new SolverClient(webSolveThreads(Promise.resolve('blob:solver')));
    const failing = client.solve({ text: '0 0 0\n', format: 'holedox' });
    await Promise.resolve();
    await Promise.resolve();
    const [worker] = FakeWorker.made;
    assert.ok(worker);
    const { id } = worker.posted[0] as { id: number };
    worker.emit('message', { data: { type: 'error', id, message: 'no such format' } });
    await assert.rejects(failing, /no such format/);
    const cancelled = client.solve({ text: '0 0 0\n', format: 'holedox' });
    client.cancel();
    await assert.rejects(cancelled, /solve cancelled/);
    assert.equal(worker.terminated, true);
    client.dispose();
  });
});

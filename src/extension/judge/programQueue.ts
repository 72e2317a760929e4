/**
 * Runs the user's program one job at a time across the test runs and the stress test: the
 * judge measures a run's CPU time from this process's reaped-children total, which two
 * programs ending together would mix up. (A stress job with several jobs runs its batches in
 * parallel inside one queue job; their CPU figures share that caveat until CPU is the run tree's.)
 */
export class ProgramQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(job: () => Promise<T>): Promise<T> {
    const result = this.tail.then(job, job);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

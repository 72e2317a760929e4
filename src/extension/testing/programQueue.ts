/**
 * Where the user's program jobs pass (the test runs and the stress test). They used to run one
 * at a time, because a run's CPU time was read from this process's reaped-children total; the
 * judge now measures each run's own processes (a cgroup or /proc), so jobs run as they come and
 * a slow or stuck one (a long stress test) never holds another back.
 */
export class ProgramQueue {
  run<T>(job: () => Promise<T>): Promise<T> {
    return job();
  }
}

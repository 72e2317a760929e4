// The order in which the answer service's worker pool takes jobs. Pure (no `vscode`), so
// plain mocha tests it.

/** Who asked, in the order they are served: the Solve command, the panel, inline answers, the answer check. */
export const PRIORITIES = ['command', 'panel', 'answers', 'check'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** Background work yields to the user's requests and never takes more than its share of the pool. */
export function isBackground(priority: Priority): boolean {
  return priority === 'answers' || priority === 'check';
}

/** Where a document stands for the user: 0 the active editor's, 1 visible, 2 neither. */
export type FocusRank = (documentKey: string) => number;

export interface QueuedJob {
  readonly priority: Priority;
  readonly documentKey: string;
  /** Order of arrival; a job put back after preemption keeps its number, so it goes first among equals. */
  readonly seq: number;
  /** Order of the request the job is part of: among inline answers, a later request goes first. */
  readonly batch?: number;
}

/**
 * Negative when `a` goes before `b`: priority, then the user's focus, then arrival. Inline
 * answers asked later go before those asked earlier (within a request, in order): they are
 * asked for the cases that came into view, so the cases the user scrolled to jump the queue
 * over those scrolled past.
 */
export function compareJobs(a: QueuedJob, b: QueuedJob, rank: FocusRank): number {
  const byPriority = PRIORITIES.indexOf(a.priority) - PRIORITIES.indexOf(b.priority);
  if (byPriority !== 0) return byPriority;
  const byFocus = rank(a.documentKey) - rank(b.documentKey);
  if (byFocus !== 0) return byFocus;
  if (a.priority === 'answers' && a.batch !== undefined && b.batch !== undefined && a.batch !== b.batch) return b.batch - a.batch;
  return a.seq - b.seq;
}

/**
 * Jobs waiting for a worker. A handful to a few hundred at a time (chunks of cases), so a
 * scan per take is cheaper than keeping a heap ordered while the focus ranks change.
 */
export class JobQueue<J extends QueuedJob> {
  private jobs: J[] = [];

  get size(): number {
    return this.jobs.length;
  }

  push(job: J): void {
    this.jobs.push(job);
  }

  /** The first job in order that `accept` allows, without taking it. */
  peek(rank: FocusRank, accept: (job: J) => boolean = () => true): J | undefined {
    let best: J | undefined;
    for (const job of this.jobs) if (accept(job) && (best === undefined || compareJobs(job, best, rank) < 0)) best = job;
    return best;
  }

  /** Takes the first job in order that `accept` allows. */
  take(rank: FocusRank, accept: (job: J) => boolean = () => true): J | undefined {
    const best = this.peek(rank, accept);
    if (best !== undefined) this.jobs.splice(this.jobs.indexOf(best), 1);
    return best;
  }

  /** Removes and returns the jobs `drop` picks. */
  removeWhere(drop: (job: J) => boolean): J[] {
    const dropped = this.jobs.filter(drop);
    if (dropped.length > 0) this.jobs = this.jobs.filter((job) => !drop(job));
    return dropped;
  }
}

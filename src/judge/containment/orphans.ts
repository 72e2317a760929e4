import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { killPid, namesIn, procUsable, RUN_TOKEN_VARIABLE } from './processes';

/**
 * What a judge that was killed (SIGKILL, the OOM killer, an editor crash) could not clean up,
 * cleaned by the next judge's first run: the run folders (and its box init's folder) it left, and at the levels that
 * cannot tie a program's life to the judge's (cgroup and /proc levels; the sandbox dies with
 * the judge), the processes its runs left. Both carry the dead judge's pid: a run folder is
 * named holedox-run-p<pid>-…, a run's token is …p<pid>-<n>-… Only a judge that is gone is
 * swept after; a pid now reused by a live process keeps its things until that one ends.
 */

/** The prefix of a run folder's name: the judge's pid is in it, so the next judge knows whose it is. */
export function runFolderPrefix(): string {
  return `holedox-run-p${process.pid}-`;
}

/** The prefix of the folder holding a judge's box init (lane.ts): swept like a run folder. */
export function initFolderPrefix(): string {
  return `holedox-init-p${process.pid}-`;
}

/**
 * Removes every run and init folder of this process, all its threads' (the names carry its pid):
 * at the process's exit, which runs no code in worker threads, even in one terminated mid-job
 * (a box of a worker dies with its thread; its folder stays for the process to remove).
 */
function removeOwnFolders(): void {
  const own = [runFolderPrefix(), initFolderPrefix()];
  for (const name of namesIn(tmpdir()))
    if (own.some((prefix) => name.startsWith(prefix))) rmSync(join(tmpdir(), name), { recursive: true, force: true });
}
if (isMainThread) process.once('exit', removeOwnFolders);

export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function deadOwner(pidText: string | undefined): boolean {
  if (pidText === undefined) return false;
  const pid = Number(pidText);
  return pid !== process.pid && pid > 0 && !processExists(pid);
}

/** Removes the run folders of judges that are gone, in `folder` (the system's temporary folder). */
export function sweepRunFolders(folder: string): number {
  let removed = 0;
  for (const name of namesIn(folder)) {
    if (!deadOwner(/^holedox-(?:run|init)-p(\d+)-/.exec(name)?.[1])) continue;
    try {
      rmSync(join(folder, name), { recursive: true, force: true });
      removed += 1;
    } catch {
      // Another user's, or going away already.
    }
  }
  return removed;
}

/** Kills the processes of runs whose judge is gone (found by the token in their environment). */
export function sweepRunProcesses(proc = '/proc'): number {
  if (!procUsable(proc)) return 0;
  const token = new RegExp(`\\0${RUN_TOKEN_VARIABLE}=[^\\0]*p(\\d+)-\\d+-[a-z0-9]*\\0`);
  let killed = 0;
  for (const name of readdirSync(proc)) {
    if (!/^\d+$/.test(name)) continue;
    let environ: string;
    try {
      environ = readFileSync(join(proc, name, 'environ'), 'latin1');
    } catch {
      continue;
    }
    if (!deadOwner(token.exec(`\0${environ}\0`)?.[1])) continue;
    killPid(Number(name));
    killed += 1;
  }
  return killed;
}

let swept = false;
/** Once per thread, at its first run. */
export function sweepOrphansOnce(folder: string): void {
  if (swept) return;
  swept = true;
  sweepRunProcesses();
  sweepRunFolders(folder);
}

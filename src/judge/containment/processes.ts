import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Reading /proc and signalling processes: what every containment level shares. */

/** The variable carrying a run's token in the environment of each of its processes. */
export const RUN_TOKEN_VARIABLE = 'HOLEDOX_RUN';

const usableCache = new Map<string, boolean>();
/** The names in `folder`; none when it cannot be read (gone, or not ours to list). */
export function namesIn(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

/** Whether procfs is there to read (probed once per root). */
export function procUsable(proc: string): boolean {
  if (process.platform !== 'linux' && proc === '/proc') return false;
  let known = usableCache.get(proc);
  if (known === undefined) {
    try {
      readFileSync(join(proc, 'self', 'stat'), 'latin1');
      known = true;
    } catch {
      known = false;
    }
    usableCache.set(proc, known);
  }
  return known;
}

/** Fields after the command name of a /proc/PID/stat line (the name may hold spaces). */
export function statFields(path: string): string[] | undefined {
  try {
    const text = readFileSync(path, 'latin1');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

export function killPid(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Gone already.
  }
}

export function killGroup(pid: number): void {
  // Windows has no process groups to signal: taskkill /T ends the tree of processes below pid.
  if (process.platform === 'win32') {
    spawnSync('taskkill', ['/pid', String(pid), '/T', '/F'], { windowsHide: true, stdio: 'ignore' });
    return;
  }
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Gone already.
  }
}

/** The command behind a shell that runs `prelude` (the run's limits) and then becomes it; the command alone without one. */
export function preludeShell(command: readonly string[], prelude: string): string[] {
  return prelude === '' ? [...command] : ['/bin/sh', '-c', `${prelude}; exec "$@"`, 'holedox-run', ...command];
}

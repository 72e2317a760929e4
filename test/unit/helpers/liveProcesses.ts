import { readdirSync, readFileSync } from 'node:fs';

/** Whether a process still runs (a zombie has ended: it only waits to be reaped). */
export function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

/**
 * Pids of the live processes (Linux /proc) whose `file` (`environ` or `cmdline`: NUL-separated
 * entries) `matches`. No side effects, so the extension host's tests can use it too.
 */
export function liveProcesses(file: 'environ' | 'cmdline', matches: (text: string) => boolean): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const pid = Number(name);
    try {
      if (matches(readFileSync(`/proc/${name}/${file}`, 'latin1')) && running(pid)) found.push(pid);
    } catch {
      // Ended while we looked, or not ours to read.
    }
  }
  return found;
}

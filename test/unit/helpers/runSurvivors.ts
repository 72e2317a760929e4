import { readdirSync, readFileSync } from 'node:fs';

/**
 * Every run the judge starts from this test process (and from the CLIs it spawns, which
 * inherit the variable) carries this tag in its token: HOLEDOX_RUN=<tag>…
 */
export const RUN_TAG = `test${process.pid}x`;
process.env['HOLEDOX_RUN_TAG'] = RUN_TAG;

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

/** Pids of live processes whose environment holds a token of this test process's runs. */
export function runSurvivors(): number[] {
  const needle = `\0HOLEDOX_RUN=${RUN_TAG}`;
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const pid = Number(name);
    try {
      if (`\0${readFileSync(`/proc/${name}/environ`, 'latin1')}`.includes(needle) && running(pid)) found.push(pid);
    } catch {
      // Ended while we looked, or not ours to read.
    }
  }
  return found;
}

/** The "pid N" lines a hostile fixture writes to stderr. */
export function pidsIn(stderr: string | Buffer): number[] {
  return [...stderr.toString().matchAll(/^pid (\d+)$/gm)].map((m) => Number(m[1]));
}

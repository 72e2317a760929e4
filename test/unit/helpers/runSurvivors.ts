import { readFileSync } from 'node:fs';
import { liveProcesses } from './liveProcesses';

/**
 * Every run the judge starts from this test process (and from the CLIs it spawns, which
 * inherit the variable) carries this tag in its token: HOLEDOX_RUN=<tag>…
 */
export const RUN_TAG = `test${process.pid}x`;
process.env['HOLEDOX_RUN_TAG'] = RUN_TAG;

/**
 * Pids of live processes whose environment holds a token of this test process's runs; with
 * `programsOnly`, without the sandbox's own two (bwrap and its init), to count what a program started.
 */
export function runSurvivors(options: { readonly programsOnly?: boolean } = {}): number[] {
  const needle = `\0HOLEDOX_RUN=${RUN_TAG}`;
  const pids = liveProcesses('environ', (environ) => `\0${environ}`.includes(needle));
  return options.programsOnly ? pids.filter((pid) => !isSandbox(pid)) : pids;
}

function isSandbox(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'latin1').trim() === 'bwrap';
  } catch {
    return false;
  }
}

/** The "pid N" lines a hostile fixture writes to stderr. */
export function pidsIn(stderr: string | Buffer): number[] {
  return [...stderr.toString().matchAll(/^pid (\d+)$/gm)].map((m) => Number(m[1]));
}

// The folders a judge of process `pid` keeps in the temporary folder while it lives
// (src/judge/containment/orphans.ts names them): its runs' and its box init's.
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';

/** Run folders (holedox-run-p<pid>-…) of the judge in process `pid`. */
export function runFoldersOf(pid: number): string[] {
  return readdirSync(tmpdir()).filter((name) => name.startsWith(`holedox-run-p${pid}-`));
}

/** Box-init folders (holedox-init-p<pid>-…) of the judge in process `pid`, one per judging thread. */
export function initFoldersOf(pid: number): string[] {
  return readdirSync(tmpdir()).filter((name) => name.startsWith(`holedox-init-p${pid}-`));
}

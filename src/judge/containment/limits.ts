import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The resource limits of a judged run, set by the joining shell before it execs the program,
 * so that they are the judge's and never the caller's (`ulimit -s` of whoever started the
 * editor or the CLI): the stack may grow up to the memory limit (as Codeforces and DMOJ allow),
 * a file the program writes may not pass FILE_SIZE_LIMIT_KB (SIGXFSZ), no core files.
 */
export interface RunLimits {
  /** The stack's limit in KiB: the run's memory limit. */
  readonly stackKb: number;
  /** The largest file the program may write, in KiB. */
  readonly fileSizeKb: number;
}

/** A judged program may write files up to this size (KiB), as it may write this much output. */
export const FILE_SIZE_LIMIT_KB = 64 * 1024;

/** The hard limits of this process, by /proc/self/limits' names, in bytes (Infinity: unlimited). */
function hardLimits(proc: string): Map<string, number> {
  const result = new Map<string, number>();
  try {
    for (const line of readFileSync(join(proc, 'self', 'limits'), 'latin1').split('\n')) {
      const match = /^(Max [a-z ]+?)\s{2,}(\S+)\s+(\S+)/.exec(line);
      if (match?.[1] !== undefined && match[3] !== undefined) result.set(match[1], match[3] === 'unlimited' ? Infinity : Number(match[3]));
    }
  } catch {
    // No /proc: the shell asks for the hard limit itself.
  }
  return result;
}

/**
 * Shell text that sets the limits (POSIX sh: `ulimit -f` counts 512-byte blocks, `-s` KiB).
 * A hard limit below the wanted stack (which only a privileged judge may raise) gives the hard
 * limit: the most the judge can give. Shells set only the soft limit by default (`ulimit -S`).
 */
export function limitsScript(limits: RunLimits, proc = '/proc'): string {
  const hard = hardLimits(proc);
  const stackHard = hard.get('Max stack size');
  const hardKb = stackHard === undefined ? undefined : Math.floor(stackHard / 1024);
  // Past the hard limit only a privileged judge may raise it; otherwise the hard limit it is.
  const stack =
    hardKb === undefined
      ? `ulimit -s ${limits.stackKb} 2>/dev/null || ulimit -s $(ulimit -H -s)`
      : limits.stackKb <= hardKb
        ? `ulimit -s ${limits.stackKb}`
        : `ulimit -s ${limits.stackKb} 2>/dev/null || ulimit -s ${hardKb}`;
  const parts = [stack, `ulimit -f ${limits.fileSizeKb * 2} || exit 125`, 'ulimit -c 0'];
  // An address-space cap the caller set would make a verdict theirs too.
  if (hard.get('Max address space') === Infinity) parts.push('ulimit -v unlimited');
  return parts.join('; ');
}

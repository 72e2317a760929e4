import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CgroupContainment, cgroupV1Parents, cgroupV2Parent } from './cgroup';
import { GroupOnly } from './processGroup';
import { killGroup, killPid, procUsable, RUN_TOKEN_VARIABLE } from './processes';
import { ProcTracker } from './procTracker';
import { probeSandbox, type NoSandbox, type SandboxProbe } from './sandbox';

/**
 * Containment: finding, measuring and ending everything one run of a program started. One
 * interface, four levels, the strongest available picked at run time:
 *
 *   cgroup2  a sub-cgroup of a delegated cgroup v2 subtree (a desktop's systemd user session)
 *   cgroup1  a sub-cgroup per controller of cgroup v1 (root, or a delegated v1 hierarchy)
 *   proc     a /proc tracker: the run's processes by their session, process group, parent and a
 *            token in their environment (HOLEDOX_RUN), summed
 *   group    the process group alone (no /proc: macOS, Windows)
 *
 * Above them, for a program being judged, the namespace sandbox (sandbox.ts: bwrap) where it
 * runs: it isolates (files, network, processes, signals) while the level below it measures
 * (CPU, memory). Where it cannot run, the report says so and what is then not protected.
 *
 * A program joins its cgroup before it runs (a tiny shell sets the run's limits, limits.ts,
 * writes its own pid to cgroup.procs, then execs the program), so no child can be forked
 * outside it. What each level guarantees is in the README ("Running your program"). One file
 * per level: cgroup.ts (both cgroup levels), procTracker.ts, processGroup.ts; processes.ts
 * reads /proc and sends signals for all of them; orphans.ts cleans what a killed judge left.
 */

export type ContainmentLevel = 'cgroup2' | 'cgroup1' | 'proc' | 'group';
/** What HOLEDOX_CONTAINMENT (or a test) may force: the sandbox over the strongest level, or one level without it. */
export type ForcedLevel = 'sandbox' | ContainmentLevel;

export interface ContainmentUsage {
  /** CPU time of every process of the run so far, exited ones included; undefined when unknown. */
  readonly cpuMs: number | undefined;
  /** Memory the run holds now (all its processes), in KiB. */
  readonly memoryKb: number | undefined;
  /** The largest the run held, in KiB, as far as known. */
  readonly peakMemoryKb: number | undefined;
  /** The kernel refused the run memory at its hard cap (cgroup levels). */
  readonly hitHardCap: boolean;
}

export interface Containment {
  readonly level: ContainmentLevel;
  /** The command as it must be spawned: a shell in front that runs `prelude` (the limits), joins the cgroup, and execs it. */
  wrap(command: readonly string[], prelude: string): string[];
  /** Variables the run's environment must carry (the token; where to join). */
  readonly environment: Readonly<Record<string, string>>;
  /** The main process was spawned with this pid (its own session and group). */
  started(pid: number): void;
  /** The pids of the run's live processes. */
  members(): number[];
  usage(): ContainmentUsage;
  /** SIGKILL to every process of the run (repeated while it forks). */
  killAll(): void;
  /** Frees what the containment holds (a cgroup); call after killAll(). */
  dispose(): void;
  /** What another thread needs to end this run (killFromOutside) should this one be gone. */
  readonly handle: OutsideHandle;
}

/** A run as another thread of this process sees it: enough to end it with synchronous calls. */
export interface OutsideHandle {
  readonly token: string;
  /** cgroup.procs files of its cgroups, if any. */
  readonly cgroupProcs: readonly string[];
  pid?: number;
}

/**
 * Ends a run started by another thread (a stress worker, which cannot run code as the process
 * exits): its process group, its cgroups' members, and the processes carrying its token.
 */
export function killFromOutside(handle: OutsideHandle, proc = '/proc'): void {
  if (handle.pid !== undefined) killGroup(handle.pid);
  for (const file of handle.cgroupProcs) {
    for (let round = 0; round < 20; round += 1) {
      let pids: number[];
      try {
        pids = readFileSync(file, 'latin1')
          .split('\n')
          .filter((l) => l !== '')
          .map(Number);
      } catch {
        break;
      }
      if (pids.length === 0) break;
      for (const pid of pids) killPid(pid);
    }
  }
  if (!procUsable(proc)) return;
  const needle = `\0${RUN_TOKEN_VARIABLE}=${handle.token}\0`;
  for (const name of readdirSync(proc)) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (`\0${readFileSync(join(proc, name, 'environ'), 'latin1')}`.includes(needle)) killPid(Number(name));
    } catch {
      // Ended, or not ours.
    }
  }
}

export interface ContainmentOptions {
  /** A hard memory cap in KiB, enforced by the kernel where a cgroup is had. */
  readonly hardMemoryCapKb?: number;
  /** Use this level (tests, or HOLEDOX_CONTAINMENT); falls back to weaker ones when it cannot be had. */
  readonly force?: ForcedLevel;
  /** Where procfs and the cgroup filesystems are: replaced in tests to fake their absence. */
  readonly procRoot?: string;
  readonly cgroupRoot?: string;
}

export { RUN_TOKEN_VARIABLE, statFields } from './processes';
export { runFolderPrefix, sweepOrphansOnce, sweepRunFolders, sweepRunProcesses } from './orphans';
export { FILE_SIZE_LIMIT_KB, limitsScript, type RunLimits } from './limits';
export { forgetSandboxProbe, sandboxCommand, type NoSandbox } from './sandbox';

const ORDER: readonly ContainmentLevel[] = ['cgroup2', 'cgroup1', 'proc', 'group'];
let runCounter = 0;

/** A token unique to one run: a tag tests set to find their own runs, the judge's pid (orphans.ts reads it), a counter. */
function newToken(): string {
  runCounter += 1;
  return `${process.env['HOLEDOX_RUN_TAG'] ?? ''}p${process.pid}-${runCounter}-${Math.random().toString(36).slice(2, 8)}`;
}

/** The level a run gets now, given what this machine offers (probed once per roots). */
export function availableLevel(options: ContainmentOptions = {}): ContainmentLevel {
  const proc = options.procRoot ?? '/proc';
  const cgroup = options.cgroupRoot ?? '/sys/fs/cgroup';
  const forced = forcedLevel(options);
  const from = forced && forced !== 'sandbox' ? ORDER.indexOf(forced) : 0;
  for (const level of ORDER.slice(from)) {
    if (level === 'group') return 'group';
    if (level === 'proc' && procUsable(proc)) return 'proc';
    if (level === 'cgroup1' && procUsable(proc) && cgroupV1Parents(proc, cgroup) !== undefined) return 'cgroup1';
    if (level === 'cgroup2' && procUsable(proc) && cgroupV2Parent(proc, cgroup) !== undefined) return 'cgroup2';
  }
  return 'group';
}

function forcedLevel(options: ContainmentOptions): ForcedLevel | undefined {
  if (options.force) return options.force;
  const value = process.env['HOLEDOX_CONTAINMENT'];
  return value === 'sandbox' || (value !== undefined && (ORDER as readonly string[]).includes(value)) ? (value as ForcedLevel) : undefined;
}

/** Whether a judged run gets the sandbox, and if not, why not: 'forced' when a level below it was asked for. */
export type SandboxChoice =
  { readonly use: SandboxProbe & { usable: true } } | { readonly use: undefined; readonly why: NoSandbox | 'forced' };

export function sandboxChoice(options: ContainmentOptions = {}): SandboxChoice {
  const forced = forcedLevel(options);
  if (forced !== undefined && forced !== 'sandbox') return { use: undefined, why: 'forced' };
  const probe = probeSandbox();
  return probe.usable ? { use: probe } : { use: undefined, why: probe.why };
}

export function createContainment(options: ContainmentOptions = {}): Containment {
  const proc = options.procRoot ?? '/proc';
  const cgroup = options.cgroupRoot ?? '/sys/fs/cgroup';
  const token = newToken();
  const level = availableLevel(options);
  if (level === 'cgroup1' || level === 'cgroup2') {
    try {
      return new CgroupContainment(level, token, proc, cgroup, options.hardMemoryCapKb);
    } catch {
      // A cgroup that cannot be made now (a full hierarchy, a race): the tracker still finds the run.
      return new ProcTracker(token, proc);
    }
  }
  if (level === 'proc') return new ProcTracker(token, proc);
  return new GroupOnly(token);
}

import { accessSync, constants, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Containment, ContainmentUsage, OutsideHandle } from './index';
import { processExists } from './orphans';
import { killGroup, killPid, namesIn, RUN_TOKEN_VARIABLE } from './processes';

function writable(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** This process's cgroup per v1 controller, and per v2 ('' key), from /proc/self/cgroup. */
function ownCgroups(proc: string): Map<string, string> {
  const result = new Map<string, string>();
  try {
    for (const line of readFileSync(join(proc, 'self', 'cgroup'), 'utf8').split('\n')) {
      const [, controllers, path] = /^\d+:([^:]*):(.*)$/.exec(line) ?? [];
      if (controllers === undefined || path === undefined) continue;
      for (const c of controllers === '' ? [''] : controllers.split(',')) result.set(c, path);
    }
  } catch {
    // No /proc/self/cgroup: no cgroups.
  }
  return result;
}

/** Where a v1 run cgroup goes per controller: under this process's own cgroup, so its outer limits still hold. */
export function cgroupV1Parents(proc: string, root: string): { memory: string; cpuacct: string } | undefined {
  const own = ownCgroups(proc);
  const parent = (controller: string, probe: string) => {
    const path = own.get(controller);
    if (path === undefined) return undefined;
    const dir = join(root, controller, path);
    try {
      accessSync(join(dir, probe));
    } catch {
      return undefined;
    }
    return writable(dir) ? dir : undefined;
  };
  const memory = parent('memory', 'memory.limit_in_bytes');
  const cpuacct = parent('cpuacct', 'cpuacct.usage');
  return memory && cpuacct ? { memory, cpuacct } : undefined;
}

/**
 * A v2 parent: this process's cgroup when it is writable and already hands memory to its
 * children (delegated, with memory in cgroup.subtree_control). v2's no-internal-processes
 * rule keeps us from enabling it ourselves while we live in that cgroup.
 */
export function cgroupV2Parent(proc: string, root: string): string | undefined {
  const path = ownCgroups(proc).get('');
  if (path === undefined) return undefined;
  for (const base of [root, join(root, 'unified')]) {
    const dir = join(base, path);
    try {
      const subtree = readFileSync(join(dir, 'cgroup.subtree_control'), 'utf8').split(/\s+/);
      if (subtree.includes('memory') && writable(join(dir, 'cgroup.procs'))) return dir;
    } catch {
      // Not a cgroup2 mount here.
    }
  }
  return undefined;
}

/** A file holding one number (cgroup counters); undefined when unreadable. */
function readNumber(path: string): number | undefined {
  try {
    const value = Number(readFileSync(path, 'latin1').trim());
    return Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The joining shell: sets the run's limits, moves itself into each cgroup.procs listed, then becomes the program. */
const JOIN_SCRIPT = 'IFS=:; for p in $HOLEDOX_CGROUP_PROCS; do echo $$ > "$p" || exit 125; done; unset HOLEDOX_CGROUP_PROCS; exec "$@"';

/**
 * A cgroup per run (v1: one in memory and one in cpuacct; v2: one). Every process the program
 * forks is in it, whatever it does to its session or environment; CPU is the cgroup's own
 * counter (exact, exited processes included), memory its peak, and the kernel refuses memory
 * past the hard cap.
 */
export class CgroupContainment implements Containment {
  readonly environment: Record<string, string>;
  readonly handle: OutsideHandle;
  private readonly dirs: string[];
  private readonly memoryDir: string;
  private readonly cpuDir: string;
  private pid: number | undefined;
  /** The largest resident memory seen, in KiB (samples and the counter's peak). */
  private residentPeakKb = 0;

  constructor(
    readonly level: 'cgroup1' | 'cgroup2',
    token: string,
    proc: string,
    root: string,
    hardCapKb: number | undefined,
  ) {
    const name = `holedox-p${process.pid}-${token.replace(/[^\w-]/g, '')}`;
    if (level === 'cgroup1') {
      const parents = cgroupV1Parents(proc, root);
      if (!parents) throw new Error('no cgroup v1 parent');
      this.memoryDir = join(parents.memory, name);
      this.cpuDir = join(parents.cpuacct, name);
      this.dirs = [this.memoryDir, this.cpuDir];
    } else {
      const parent = cgroupV2Parent(proc, root);
      if (!parent) throw new Error('no cgroup v2 parent');
      this.memoryDir = join(parent, name);
      this.cpuDir = this.memoryDir;
      this.dirs = [this.memoryDir];
    }
    for (const dir of this.dirs) sweepOnce(dirname(dir));
    const made: string[] = [];
    try {
      for (const dir of this.dirs) {
        mkdirSync(dir);
        made.push(dir);
      }
      if (hardCapKb !== undefined) {
        const bytes = String(hardCapKb * 1024);
        if (level === 'cgroup1') {
          writeFileSync(join(this.memoryDir, 'memory.limit_in_bytes'), bytes);
          // Swap counts too where the kernel accounts it, else a program pages out past the cap.
          try {
            writeFileSync(join(this.memoryDir, 'memory.memsw.limit_in_bytes'), bytes);
          } catch {
            // No swap accounting.
          }
        } else {
          writeFileSync(join(this.memoryDir, 'memory.max'), bytes);
          try {
            writeFileSync(join(this.memoryDir, 'memory.swap.max'), '0');
          } catch {
            // No swap controller.
          }
        }
      }
    } catch (error) {
      for (const dir of made) removeCgroup(dir);
      throw error;
    }
    const procs = this.dirs.map((d) => join(d, 'cgroup.procs'));
    this.environment = { [RUN_TOKEN_VARIABLE]: token, HOLEDOX_CGROUP_PROCS: procs.join(':') };
    this.handle = { token, cgroupProcs: procs };
  }

  wrap(command: readonly string[], prelude: string): string[] {
    return ['/bin/sh', '-c', prelude === '' ? JOIN_SCRIPT : `${prelude}; ${JOIN_SCRIPT}`, 'holedox-run', ...command];
  }

  started(pid: number): void {
    this.pid = pid;
    this.handle.pid = pid;
  }

  members(): number[] {
    const pids = new Set<number>();
    for (const dir of this.dirs) {
      try {
        for (const line of readFileSync(join(dir, 'cgroup.procs'), 'latin1').split('\n')) if (line !== '') pids.add(Number(line));
      } catch {
        // Removed.
      }
    }
    return [...pids];
  }

  usage(): ContainmentUsage {
    const v1 = this.level === 'cgroup1';
    let cpuMs: number | undefined;
    if (v1) {
      const ns = readNumber(join(this.cpuDir, 'cpuacct.usage'));
      cpuMs = ns === undefined ? undefined : ns / 1e6;
    } else {
      try {
        const match = /usage_usec (\d+)/.exec(readFileSync(join(this.cpuDir, 'cpu.stat'), 'latin1'));
        cpuMs = match ? Number(match[1]) / 1000 : undefined;
      } catch {
        cpuMs = undefined;
      }
    }
    const now = readNumber(join(this.memoryDir, v1 ? 'memory.usage_in_bytes' : 'memory.current'));
    const peak = readNumber(join(this.memoryDir, v1 ? 'memory.max_usage_in_bytes' : 'memory.peak'));
    let hitHardCap: boolean;
    if (v1) hitHardCap = (readNumber(join(this.memoryDir, 'memory.failcnt')) ?? 0) > 0;
    else {
      try {
        const events = readFileSync(join(this.memoryDir, 'memory.events'), 'latin1');
        hitHardCap = Number(/^max (\d+)/m.exec(events)?.[1] ?? 0) > 0;
      } catch {
        hitHardCap = false;
      }
    }
    // The cgroup's counters hold the page cache of files the run wrote or read: not the run's
    // memory (isolate and the online judges count what the processes hold). Tmpfs (shmem) is.
    const cache = this.fileCacheBytes();
    const memoryKb = now === undefined ? undefined : Math.round(Math.max(0, now - cache) / 1024);
    // The counter's peak is exact but holds the cache of its moment; the cache now is at least that
    // (page cache is not given back unless the kernel needs it), so the difference is at most the peak.
    const peakKb = peak === undefined ? memoryKb : Math.max(memoryKb ?? 0, Math.round(Math.max(0, peak - cache) / 1024));
    this.residentPeakKb = Math.max(this.residentPeakKb, peakKb ?? 0);
    return { cpuMs, memoryKb, peakMemoryKb: peakKb === undefined ? undefined : this.residentPeakKb, hitHardCap };
  }

  /** Page cache of files (not tmpfs) charged to the run, in bytes. */
  private fileCacheBytes(): number {
    let stat: string;
    try {
      stat = readFileSync(join(this.memoryDir, 'memory.stat'), 'latin1');
    } catch {
      return 0;
    }
    const field = (name: string) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(stat)?.[1] ?? 0);
    const cache = this.level === 'cgroup1' ? field('total_cache') : field('file');
    const shmem = this.level === 'cgroup1' ? field('total_shmem') : field('shmem');
    return Math.max(0, cache - shmem);
  }

  /**
   * For a reused cgroup (lane.ts), before each run: its peak memory and fail count start
   * again from now (v1 only: v2's memory.peak resets only for the file descriptor that writes it).
   */
  resetPeak(): void {
    this.residentPeakKb = 0;
    if (this.level !== 'cgroup1') return;
    writeFileSync(join(this.memoryDir, 'memory.max_usage_in_bytes'), '0');
    writeFileSync(join(this.memoryDir, 'memory.failcnt'), '0');
  }

  killAll(): void {
    if (this.pid !== undefined) killGroup(this.pid);
    if (this.level === 'cgroup2') {
      try {
        writeFileSync(join(this.memoryDir, 'cgroup.kill'), '1');
      } catch {
        // Before Linux 5.14: kill the members one by one below.
      }
    }
    for (let round = 0; round < 100; round += 1) {
      const live = this.members();
      if (live.length === 0) return;
      for (const pid of live) killPid(pid);
    }
  }

  dispose(): void {
    for (const dir of this.dirs) removeCgroup(dir);
  }
}

/** Run cgroups not yet removed: a last try as this process exits. */
const pendingRemoval = new Set<string>();
let removalHookInstalled = false;

/** rmdir of a cgroup; a member not yet released keeps it busy for a moment: try again shortly, and at exit. */
function removeCgroup(dir: string, attempt = 0): void {
  try {
    rmdirSync(dir);
    pendingRemoval.delete(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || attempt >= 50) {
      pendingRemoval.delete(dir);
      return;
    }
    pendingRemoval.add(dir);
    if (!removalHookInstalled) {
      removalHookInstalled = true;
      process.once('exit', () => {
        for (const pending of pendingRemoval) {
          try {
            rmdirSync(pending);
          } catch {
            // Left for the next judge's sweep.
          }
        }
      });
    }
    setTimeout(() => removeCgroup(dir, attempt + 1), 20).unref();
  }
}

const swept = new Set<string>();
/**
 * Removes run cgroups a judge that is gone left behind (killed before it could rmdir them),
 * ending first what still runs in them (a SIGKILLed judge's programs: nothing outlives the
 * judge for longer than the next judge's start). The name holds the judge's pid, and only
 * those of dead judges are touched.
 */
function sweepOnce(parent: string): void {
  if (swept.has(parent)) return;
  swept.add(parent);
  for (const name of namesIn(parent)) {
    const owner = /^holedox-p(\d+)-/.exec(name)?.[1];
    if (owner === undefined || Number(owner) === process.pid || processExists(Number(owner))) continue;
    const dir = join(parent, name);
    for (let round = 0; round < 20; round += 1) {
      let pids: string[];
      try {
        pids = readFileSync(join(dir, 'cgroup.procs'), 'latin1')
          .split('\n')
          .filter((l) => l !== '');
      } catch {
        break;
      }
      if (pids.length === 0) break;
      for (const pid of pids) killPid(Number(pid));
    }
    removeCgroup(dir);
  }
}

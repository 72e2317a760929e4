import { accessSync, constants, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

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
 * A program joins its cgroup before it runs (a tiny shell writes its own pid to cgroup.procs,
 * then execs the program), so no child can be forked outside it. What each level guarantees
 * is in the README ("Running your program").
 */

export type ContainmentLevel = 'cgroup2' | 'cgroup1' | 'proc' | 'group';

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
  /** The command as it must be spawned (a cgroup level puts a joining shell in front). */
  wrap(command: readonly string[]): string[];
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
      let pids: number[] = [];
      try {
        pids = readFileSync(file, 'latin1').split('\n').filter((l) => l !== '').map(Number);
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
  readonly force?: ContainmentLevel;
  /** Where procfs and the cgroup filesystems are: replaced in tests to fake their absence. */
  readonly procRoot?: string;
  readonly cgroupRoot?: string;
}

export const RUN_TOKEN_VARIABLE = 'HOLEDOX_RUN';
const TICKS_PER_SECOND = 100;
/** How often the tracker looks at every process for new members of a run. */
const FULL_SCAN_MS = 50;
const ORDER: readonly ContainmentLevel[] = ['cgroup2', 'cgroup1', 'proc', 'group'];
let runCounter = 0;

/** A token unique to one run: the judge's pid, a counter, and a tag tests set to find their own runs. */
function newToken(): string {
  runCounter += 1;
  return `${process.env['HOLEDOX_RUN_TAG'] ?? ''}${process.pid}-${runCounter}-${Math.random().toString(36).slice(2, 8)}`;
}

/** The level a run gets now, given what this machine offers (probed once per roots). */
export function availableLevel(options: ContainmentOptions = {}): ContainmentLevel {
  const proc = options.procRoot ?? '/proc';
  const cgroup = options.cgroupRoot ?? '/sys/fs/cgroup';
  const forced = options.force ?? envLevel();
  const from = forced ? ORDER.indexOf(forced) : 0;
  for (const level of ORDER.slice(from)) {
    if (level === 'group') return 'group';
    if (level === 'proc' && procUsable(proc)) return 'proc';
    if (level === 'cgroup1' && procUsable(proc) && cgroupV1Parents(proc, cgroup) !== undefined) return 'cgroup1';
    if (level === 'cgroup2' && procUsable(proc) && cgroupV2Parent(proc, cgroup) !== undefined) return 'cgroup2';
  }
  return 'group';
}

function envLevel(): ContainmentLevel | undefined {
  const value = process.env['HOLEDOX_CONTAINMENT'];
  return value !== undefined && (ORDER as readonly string[]).includes(value) ? (value as ContainmentLevel) : undefined;
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

const usableCache = new Map<string, boolean>();
function procUsable(proc: string): boolean {
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
function cgroupV1Parents(proc: string, root: string): { memory: string; cpuacct: string } | undefined {
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
function cgroupV2Parent(proc: string, root: string): string | undefined {
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

/** Fields after the command name of a /proc/PID/stat line (the name may hold spaces). */
export function statFields(path: string): string[] | undefined {
  try {
    const text = readFileSync(path, 'latin1');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

function killPid(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Gone already.
  }
}

function killGroup(pid: number): void {
  try {
    process.kill(process.platform === 'win32' ? pid : -pid, 'SIGKILL');
  } catch {
    // Gone already.
  }
}

/** The process group alone: what macOS and Windows give without privileges. A child that leaves the group escapes. */
class GroupOnly implements Containment {
  readonly level = 'group' as const;
  readonly environment: Record<string, string>;
  readonly handle: OutsideHandle;
  private pid: number | undefined;

  constructor(token: string) {
    this.environment = { [RUN_TOKEN_VARIABLE]: token };
    this.handle = { token, cgroupProcs: [] };
  }
  wrap(command: readonly string[]): string[] {
    return [...command];
  }
  started(pid: number): void {
    this.pid = pid;
    this.handle.pid = pid;
  }
  members(): number[] {
    return [];
  }
  usage(): ContainmentUsage {
    return { cpuMs: undefined, memoryKb: undefined, peakMemoryKb: undefined, hitHardCap: false };
  }
  killAll(): void {
    if (this.pid !== undefined) killGroup(this.pid);
  }
  dispose(): void {}
}

interface Tracked {
  readonly pid: number;
  ppid: number;
  /** utime + stime + cutime + cstime at the last look, in ms. */
  cpuMs: number;
}

/**
 * The /proc tracker. A process is the run's when it is in the run's session or process group
 * (the main process leads both: it is spawned detached), when its parent is the run's, or when
 * its environment holds the run's token. CPU: each live member's own and reaped children's time;
 * a member that vanished while its parent was not the run's (the main process, reaped by us; an
 * orphan, reaped by init) keeps its last figure. Memory: the sum of the members' resident sets.
 */
class ProcTracker implements Containment {
  readonly level = 'proc' as const;
  readonly environment: Record<string, string>;
  readonly handle: OutsideHandle;
  private readonly needle: string;
  private root: number | undefined;
  private readonly tracked = new Map<string, Tracked>();
  /** Processes seen and found not the run's, by pid:starttime. */
  private readonly strangers = new Set<string>();
  private lostCpuMs = 0;
  private peakKb = 0;
  private lastScan = 0;

  constructor(
    token: string,
    private readonly proc: string,
  ) {
    this.environment = { [RUN_TOKEN_VARIABLE]: token };
    this.handle = { token, cgroupProcs: [] };
    this.needle = `\0${RUN_TOKEN_VARIABLE}=${token}\0`;
  }

  wrap(command: readonly string[]): string[] {
    return [...command];
  }

  started(pid: number): void {
    this.root = pid;
    this.handle.pid = pid;
    this.scan();
  }

  members(): number[] {
    this.scan(true);
    return [...this.tracked.values()].map((t) => t.pid);
  }

  usage(): ContainmentUsage {
    const memoryKb = this.scan();
    let cpu = this.lostCpuMs;
    for (const t of this.tracked.values()) cpu += t.cpuMs;
    return { cpuMs: cpu, memoryKb, peakMemoryKb: this.peakKb, hitHardCap: false };
  }

  killAll(): void {
    if (this.root === undefined) return;
    killGroup(this.root);
    // A fork bomb forks while we kill: look again until nothing of the run is left alive.
    for (let round = 0; round < 50; round += 1) {
      const live = this.members().filter((pid) => this.running(pid));
      if (live.length === 0) return;
      for (const pid of live) killPid(pid);
    }
  }

  dispose(): void {}

  private running(pid: number): boolean {
    const fields = statFields(join(this.proc, String(pid), 'stat'));
    return fields !== undefined && fields[0] !== 'Z' && fields[0] !== 'X';
  }

  private isOurs(fields: string[], key: string, pid: number): boolean {
    const ppid = Number(fields[1]);
    const group = Number(fields[2]);
    const session = Number(fields[3]);
    if (pid === this.root || group === this.root || session === this.root) return true;
    for (const t of this.tracked.values()) if (t.pid === ppid) return true;
    if (this.strangers.has(key)) return false;
    try {
      return `\0${readFileSync(join(this.proc, String(pid), 'environ'), 'latin1')}`.includes(this.needle);
    } catch {
      // Not readable: another user's process, not ours.
    }
    return false;
  }

  /** Looks at every process; updates the members, their CPU and the peak; returns the memory held now. */
  private scan(everything = false): number {
    if (this.root === undefined) return 0;
    const now = performance.now();
    // Looking at every process of a desktop (hundreds) each 10 ms would cost more than the run:
    // new members are looked for every FULL_SCAN_MS (and on request), known ones at each sample.
    const full = everything || this.tracked.size === 0 || now - this.lastScan >= FULL_SCAN_MS;
    if (full) this.lastScan = now;
    const seen = new Set<string>();
    let rssKb = 0;
    let names: string[];
    try {
      names = full ? readdirSync(this.proc) : [...this.tracked.values()].map((t) => String(t.pid));
    } catch {
      return 0;
    }
    // Parents before children mostly (pids grow), so a fresh child finds its parent tracked.
    const pids = names.filter((n) => /^\d+$/.test(n)).map(Number).sort((a, b) => a - b);
    for (const pid of pids) {
      const fields = statFields(join(this.proc, String(pid), 'stat'));
      if (!fields) continue;
      const key = `${pid}:${fields[19] ?? ''}`;
      const known = this.tracked.get(key);
      if (!known && !this.isOurs(fields, key, pid)) {
        this.strangers.add(key);
        continue;
      }
      const at = (k: number) => Number(fields[k] ?? 0);
      const cpuMs = ((at(11) + at(12) + at(13) + at(14)) * 1000) / TICKS_PER_SECOND;
      const entry = known ?? { pid, ppid: at(1), cpuMs };
      entry.ppid = at(1);
      entry.cpuMs = Math.max(entry.cpuMs, cpuMs);
      this.tracked.set(key, entry);
      seen.add(key);
      // rss is in pages; 4 KiB on the machines we run on (x86-64, most arm64).
      rssKb += at(21) * 4;
      if (!known || fields[0] !== 'Z') this.peakKb = Math.max(this.peakKb, hwmKb(this.proc, pid));
    }
    for (const [key, t] of this.tracked) {
      if (seen.has(key)) continue;
      this.tracked.delete(key);
      // Reaped by a parent of the run: that parent's children times hold it now.
      const reapedByOurs = [...this.tracked.values()].some((p) => p.pid === t.ppid);
      if (!reapedByOurs) this.lostCpuMs += t.cpuMs;
    }
    this.peakKb = Math.max(this.peakKb, rssKb);
    return rssKb;
  }

  /** When the scan last ran (for tests of sampling). */
  get lastScanAt(): number {
    return this.lastScan;
  }
}

function hwmKb(proc: string, pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(join(proc, String(pid), 'status'), 'latin1'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

function readNumber(path: string): number | undefined {
  try {
    const value = Number(readFileSync(path, 'latin1').trim());
    return Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The joining shell: moves itself into each cgroup.procs listed, then becomes the program. */
const JOIN_SCRIPT = 'IFS=:; for p in $HOLEDOX_CGROUP_PROCS; do echo $$ > "$p" || exit 125; done; unset HOLEDOX_CGROUP_PROCS; exec "$@"';

/**
 * A cgroup per run (v1: one in memory and one in cpuacct; v2: one). Every process the program
 * forks is in it, whatever it does to its session or environment; CPU is the cgroup's own
 * counter (exact, exited processes included), memory its peak, and the kernel refuses memory
 * past the hard cap.
 */
class CgroupContainment implements Containment {
  readonly environment: Record<string, string>;
  readonly handle: OutsideHandle;
  private readonly dirs: string[];
  private readonly memoryDir: string;
  private readonly cpuDir: string;
  private pid: number | undefined;

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

  wrap(command: readonly string[]): string[] {
    return ['/bin/sh', '-c', JOIN_SCRIPT, 'holedox-run', ...command];
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
    let hitHardCap = false;
    if (v1) hitHardCap = (readNumber(join(this.memoryDir, 'memory.failcnt')) ?? 0) > 0;
    else {
      try {
        const events = readFileSync(join(this.memoryDir, 'memory.events'), 'latin1');
        hitHardCap = Number(/^max (\d+)/m.exec(events)?.[1] ?? 0) > 0;
      } catch {
        hitHardCap = false;
      }
    }
    const memoryKb = now === undefined ? undefined : Math.round(now / 1024);
    const peakKb = peak === undefined ? memoryKb : Math.round(peak / 1024);
    return { cpuMs, memoryKb, peakMemoryKb: peakKb, hitHardCap };
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
 * Removes run cgroups a judge that is gone left behind (killed before it could rmdir them):
 * the name holds the judge's pid, and only those of dead judges are touched.
 */
function sweepOnce(parent: string): void {
  if (swept.has(parent)) return;
  swept.add(parent);
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const owner = /^holedox-p(\d+)-/.exec(name)?.[1];
    if (owner === undefined || Number(owner) === process.pid || processExists(Number(owner))) continue;
    try {
      rmdirSync(join(parent, name));
    } catch {
      // Still busy, or not ours to remove.
    }
  }
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

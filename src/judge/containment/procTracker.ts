import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Containment, ContainmentUsage, OutsideHandle } from './index';
import { killGroup, killPid, preludeShell, RUN_TOKEN_VARIABLE, statFields } from './processes';

const TICKS_PER_SECOND = 100;
/** How often the tracker looks at every process for new members of a run. */
const FULL_SCAN_MS = 50;

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
export class ProcTracker implements Containment {
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

  wrap(command: readonly string[], prelude: string): string[] {
    return preludeShell(command, prelude);
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
    const pids = names
      .filter((n) => /^\d+$/.test(n))
      .map(Number)
      .sort((a, b) => a - b);
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

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { constants as osConstants, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { findExecutable } from '../executables';
import { BOX_INIT_SOURCE } from './boxInitSource';
import { CgroupContainment } from './cgroup';
import { initFolderPrefix, runFolderPrefix } from './orphans';
import { RUN_TOKEN_VARIABLE } from './processes';
import { BOX_INIT_PATH, sandboxCommand, type SandboxProbe } from './sandbox';

/**
 * A reused box, one per stress lane: one bwrap sandbox and one cgroup made once, with a small
 * init of ours (boxInitSource.ts, C) as the box's PID 1. The judge sends it one run at a time;
 * it starts the program with the run's limits, relays its input and output, and once the
 * program has ended kills whatever it left (from PID 1, kill(-1) reaches every other process
 * of the box), empties the run folder, /tmp and /dev/shm and removes POSIX message queues and System V IPC objects. The
 * judge resets the cgroup's peak memory and fail count before each run and bills the run the
 * cgroup's CPU since. Building a box costs about 5 ms of kernel work on a quiet machine (the
 * namespaces and mounts), many times a short program's run: that is what this saves.
 *
 * PID 1 of a PID namespace gets no signal from inside it that it has no handler for, and this
 * one is not dumpable, so the program can neither kill nor trace it nor read its /proc files;
 * its environment is cleared. The judge's death still ends the box: bwrap's --die-with-parent,
 * and the init exits when its request pipe closes, which ends every process of its namespace.
 */

/** Why runs get a new box each (the isolation line says so): no cc to build the init, or no cgroup v1 to reset between runs. */
export type NoReuse = 'no-cc' | 'no-cgroup1' | 'box-failed';

/** One run's request to the box's init. */
export interface BoxRequest {
  readonly command: readonly string[];
  readonly env: Readonly<Record<string, string>>;
  readonly cwd: string;
  readonly stackBytes: number;
  readonly fileSizeBytes: number;
  /** Lift an address-space cap the caller set (when its hard limit allows). */
  readonly unlimitedAddressSpace: boolean;
}

/** What a run hears from the box. */
export interface BoxListener {
  output(which: 'out' | 'err', chunk: Buffer): void;
  /** The program could not be started: the errno's name (ENOENT, EACCES…). */
  failed(code: string): void;
  /** Every process of the run is gone: how the program ended, and whether it left input unread. */
  ended(code: number | null, signal: number | null, inputRefused: boolean): void;
}

let initBuilt: { path: string } | { why: NoReuse } | undefined;

/**
 * The init's binary, compiled at this thread's first reused box into a folder of its own (mode
 * 0700), removed by releaseBoxInit when a worker's job ends, at the judge's exit (orphans.ts),
 * or, when the judge was killed, by the next judge's sweep. Not cached across judges: a program
 * judged at a level without the sandbox can write anywhere its user can, and a shared binary it
 * replaced would run as the PID 1 of every later box. A build costs about a tenth of a second.
 */
export function boxInit(): { path: string } | { why: NoReuse } {
  if (initBuilt) return initBuilt;
  initBuilt = buildInit();
  return initBuilt;
}

function buildInit(): { path: string } | { why: NoReuse } {
  const cc = findExecutable('cc');
  if (!('path' in cc)) return { why: 'no-cc' };
  let dir: string | undefined;
  try {
    dir = mkdtempSync(join(tmpdir(), initFolderPrefix()));
    const path = join(dir, 'holedox-box-init');
    const built = spawnSync(cc.path, ['-O1', '-o', path, '-x', 'c', '-'], {
      input: BOX_INIT_SOURCE,
      stdio: ['pipe', 'ignore', 'pipe'],
      timeout: 60_000,
    });
    if (built.status !== 0) throw new Error('cc failed');
    chmodSync(path, 0o500);
    return { path };
  } catch {
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
    return { why: 'no-cc' };
  }
}

/**
 * Removes this thread's built init, if any; the next reused box builds it anew. A worker thread
 * calls it when its job ends (a terminated worker runs no 'exit' handler); a test, after hiding
 * cc through PATH.
 */
export function releaseBoxInit(): void {
  if (initBuilt && 'path' in initBuilt) rmSync(dirname(initBuilt.path), { recursive: true, force: true });
  initBuilt = undefined;
}

function frame(type: string, payload: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(payload.length, 1);
  return Buffer.concat([head, payload]);
}

/** The errno names by number, for a program the box could not start. */
function errnoName(number: number): string {
  return Object.entries(osConstants.errno).find(([, n]) => n === number)?.[0] ?? `errno ${number}`;
}

export interface BoxOptions {
  readonly sandbox: SandboxProbe & { usable: true };
  readonly initPath: string;
  /** The program(s) the box will run, so that their files are readable in it. */
  readonly programs: readonly (readonly string[])[];
  readonly token: string;
  readonly hardCapKb: number;
  readonly proc: string;
  readonly cgroupRoot: string;
  /** The init's environment at its start (it clears it; each run brings its own). */
  readonly environment: (folder: string, extra: Readonly<Record<string, string>>) => Record<string, string>;
}

/** A live box: its bwrap process, its cgroup, its run folder, and the run it is serving. */
export class Box {
  readonly folder: string;
  readonly cgroup: CgroupContainment;
  private readonly process: ChildProcess;
  private readonly control: Writable;
  private readonly input: Writable;
  private pending: Buffer = Buffer.alloc(0);
  private listener: BoxListener | undefined;
  private readyWaiters: (() => void)[] = [];
  private isReady = false;
  private gone = false;
  private cpuBaseMs = 0;
  private readonly exited: Promise<void>;

  constructor(options: BoxOptions) {
    this.cgroup = new CgroupContainment('cgroup1', options.token, options.proc, options.cgroupRoot, options.hardCapKb);
    this.folder = mkdtempSync(join(tmpdir(), runFolderPrefix()));
    const inner = sandboxCommand(options.sandbox, this.folder, this.folder, [BOX_INIT_PATH, this.folder], {
      programs: options.programs,
      init: options.initPath,
    });
    const [file, ...args] = this.cgroup.wrap(inner, '');
    this.process = spawn(file ?? '', args, {
      cwd: this.folder,
      detached: true,
      env: options.environment(this.folder, this.cgroup.environment),
      stdio: ['pipe', 'pipe', 'ignore', 'pipe'],
    });
    if (this.process.pid !== undefined) this.cgroup.started(this.process.pid);
    this.hold(true);
    this.control = this.process.stdin as Writable;
    this.input = this.process.stdio[3] as Writable;
    // A box gone mid-write (killed from outside) is reported by its exit, not by a pipe error.
    this.control.on('error', () => {});
    this.input.on('error', () => {});
    (this.process.stdout as Readable).on('data', (chunk: Buffer) => this.onData(chunk));
    this.exited = new Promise((resolve) => this.process.once('close', () => resolve()));
    this.process.once('error', () => this.onGone());
    this.process.once('exit', () => this.onGone());
  }

  get pid(): number | undefined {
    return this.process.pid;
  }

  /** Whether the box still runs (a box that died is replaced by the next run's caller). */
  get alive(): boolean {
    return !this.gone;
  }

  /** Resolves when the box is ready for a run (its init said so), or gone. */
  ready(): Promise<void> {
    if (this.isReady || this.gone) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  /** Starts a run (the box must be ready): the cgroup's peak and CPU are taken from now. */
  run(request: BoxRequest, input: Buffer, listener: BoxListener): void {
    if (this.gone) {
      listener.ended(null, 9, false);
      return;
    }
    this.isReady = false;
    this.listener = listener;
    this.hold(true);
    this.cgroup.resetPeak();
    this.cpuBaseMs = this.cgroup.usage().cpuMs ?? 0;
    const fields = [
      request.cwd,
      String(request.stackBytes),
      String(request.fileSizeBytes),
      request.unlimitedAddressSpace ? 'u' : '-',
      String(request.command.length),
      ...request.command,
      String(Object.keys(request.env).length),
      ...Object.entries(request.env).map(([name, value]) => `${name}=${value}`),
    ];
    this.control.write(frame('R', Buffer.from(fields.map((f) => `${f}\0`).join(''))));
    for (let at = 0; at < input.length; at += 1 << 20) {
      const part = input.subarray(at, Math.min(input.length, at + (1 << 20)));
      const head = Buffer.alloc(4);
      head.writeUInt32LE(part.length, 0);
      this.input.write(head);
      this.input.write(part);
    }
    this.input.write(Buffer.alloc(4));
  }

  /** The run's CPU so far (the cgroup's counter since the run began), in ms. */
  runCpuMs(cpuMs: number | undefined): number | undefined {
    return cpuMs === undefined ? undefined : Math.max(0, cpuMs - this.cpuBaseMs);
  }

  /** Kills the run's processes now (the init stays). */
  killRun(): void {
    if (!this.gone && this.listener) this.control.write(frame('K', Buffer.alloc(0)));
  }

  /** Ends the box and everything in it, and frees its cgroup and folder. */
  async close(): Promise<void> {
    try {
      this.control.end();
      this.cgroup.killAll();
      await this.exited;
      this.cgroup.dispose();
    } finally {
      // The folder goes whatever happened to the cgroup: nothing of a box outlives its close.
      rmSync(this.folder, { recursive: true, force: true, maxRetries: 3 });
    }
  }

  /** An idle box keeps no judge alive; one starting or running a program does. */
  private hold(busy: boolean): void {
    if (busy) this.process.ref();
    else this.process.unref();
    const stream = this.process.stdout as (Readable & { ref?: () => void; unref?: () => void }) | null;
    if (busy) stream?.ref?.();
    else stream?.unref?.();
  }

  private onGone(): void {
    if (this.gone) return;
    this.gone = true;
    // Whatever the box was running ended with it.
    this.cgroup.killAll();
    const listener = this.listener;
    this.listener = undefined;
    listener?.ended(null, 9, false);
    for (const waiter of this.readyWaiters.splice(0)) waiter();
  }

  private onData(chunk: Buffer): void {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    while (this.pending.length >= 5) {
      const length = this.pending.readUInt32LE(1);
      if (this.pending.length < 5 + length) return;
      const type = String.fromCharCode(this.pending[0] ?? 0);
      const payload = this.pending.subarray(5, 5 + length);
      this.pending = this.pending.subarray(5 + length);
      this.onFrame(type, payload);
    }
  }

  private onFrame(type: string, payload: Buffer): void {
    const listener = this.listener;
    if (type === 'Y') {
      this.isReady = true;
      this.hold(false);
      for (const waiter of this.readyWaiters.splice(0)) waiter();
    } else if (type === 'O' || type === 'E') listener?.output(type === 'O' ? 'out' : 'err', Buffer.from(payload));
    else if (type === 'F') listener?.failed(errnoName(Number(payload.toString('latin1'))));
    else if (type === 'X') {
      const [code, signal, refused] = payload.toString('latin1').split(' ').map(Number);
      this.listener = undefined;
      listener?.ended(code === undefined || code < 0 ? null : code, signal ? signal : null, refused === 1);
    }
  }
}

/** The token variable every process of a box carries (the program's own environment too), for the sweeps and the tests. */
export function boxToken(token: string): Record<string, string> {
  return { [RUN_TOKEN_VARIABLE]: token };
}

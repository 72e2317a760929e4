import { spawn, spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { constants as osConstants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BroadcastChannel, isMainThread } from 'node:worker_threads';
import { Box, boxInit, boxToken, type NoReuse } from './containment/lane';
import { cgroupV1Parents } from './containment/cgroup';
import { findExecutable } from './executables';
import {
  availableLevel,
  createContainment,
  FILE_SIZE_LIMIT_KB,
  killFromOutside,
  limitsScript,
  runFolderPrefix,
  sandboxChoice,
  sandboxCommand,
  sweepOrphansOnce,
  type Containment,
  type ContainmentLevel,
  type ContainmentOptions,
  type NoSandbox,
  type OutsideHandle,
  type SandboxChoice,
} from './containment';

/**
 * Runs one program the way a judge does: no shell (an argument array), the input on stdin,
 * stdout and stderr captured up to a cap, a small fixed environment and a fresh temporary
 * folder, and everything it starts contained (src/judge/containment/: a cgroup, else a /proc
 * tracker, else the process group). A program being judged (`judged`) also runs in the
 * namespace sandbox where it can, under the judge's own resource limits (stack, file size).
 *
 * The run ends when the process we started exits (or a limit ends it): its output is read
 * until then plus DRAIN_MS, never until some other process closes the pipe; then everything
 * the run started is killed. CPU time and memory are the whole run's, from the containment:
 * the cgroup's counters, or the tracker's sum over the run's processes (sampled every 10 ms;
 * exited ones keep their last figure). With neither (no /proc), CPU time is the wall time and
 * memory is unknown.
 */

const OUTPUT_LIMIT_BYTES = 64 * 1024 * 1024;
/** A program past its wall limit with no CPU gained for this long is waiting, not computing. */
export const WAITING_IDLE_MS = 1000;

export interface RunOptions {
  readonly cwd?: string;
  /** CPU time after which the program is killed and the run counts as over the limit. */
  readonly cpuLimitMs: number;
  /** Wall time after which it is killed (a program waiting forever uses no CPU). */
  readonly wallLimitMs: number;
  readonly outputLimitBytes?: number;
  readonly signal?: AbortSignal;
  /**
   * 'full' (default): /proc sampled from 2 ms on, every 10 ms, with peak memory. 'light':
   * every 50 ms, CPU only: for the many short runs of a stress test, where sampling would
   * cost more than the program.
   */
  readonly sampling?: 'full' | 'light';
  /**
   * Memory the whole run may hold beyond its runtime's own (memoryBaselineKb), in KiB. The run
   * is ended as soon as it is seen past it. Default: DEFAULT_MEMORY_CAP_KB, so that no program
   * takes the machine.
   */
  readonly memoryLimitKb?: number;
  /** What the runtime itself holds (an interpreter on an empty program), exempt from the limit. */
  readonly memoryBaselineKb?: number;
  /** Variables the program gets besides the judge's small fixed set (judgeEnvironment). */
  readonly env?: Readonly<Record<string, string>>;
  /** Containment choices: tests force a level or fake the absence of /proc and cgroups. */
  readonly containment?: ContainmentOptions;
  /**
   * A program being judged (not our compiler): run in the namespace sandbox where available,
   * its stack allowed up to the memory limit, its files up to FILE_SIZE_LIMIT_KB, and killed
   * with the judge where no sandbox ties it to us (PR_SET_PDEATHSIG).
   */
  readonly judged?: boolean;
}

/**
 * How a run ended. 'idle-limit': past the wall limit without using CPU (waiting); 'wall-limit':
 * past the far wall cap while still computing (a starved machine); 'memory-limit': the run's
 * processes held more than memoryLimitKb.
 */
export type RunStop = 'exited' | 'cpu-limit' | 'wall-limit' | 'idle-limit' | 'memory-limit' | 'output-limit' | 'cancelled' | 'spawn-failed';

/** How a run was isolated beyond its containment level: the sandbox, or why it ran without one. */
export type RunIsolation = 'sandbox' | NoSandbox | 'forced' | 'not-judged';

/** Without a limit given, a run may hold this much (KiB): the judge's guard for the machine. */
const DEFAULT_MEMORY_CAP_KB = 2 * 1024 * 1024;
/** After the program exits, its output is read for this long more (what is still in the pipe). */
const DRAIN_MS = 100;
/** The kernel's cap sits this far above the limit: the sampler ends a run first and measures it; the cap is the guard. */
const HARD_CAP_HEADROOM_KB = 64 * 1024;

export interface RunResult {
  readonly stop: RunStop;
  readonly exitCode: number | null;
  readonly signalName: string | null;
  readonly stdout: Buffer;
  readonly stderr: Buffer;
  readonly wallMs: number;
  readonly cpuMs: number;
  /** Where cpuMs came from: a cgroup's counter, /proc samples of the run's processes, or the wall clock. */
  readonly cpuSource: 'cgroup' | 'proc' | 'wall';
  /** The whole run's peak (all its processes), runtime baseline included. */
  readonly peakMemoryKb?: number;
  /** The limits the run was held to, for the verdict's words. */
  readonly memoryLimitKb?: number;
  readonly memoryBaselineKb?: number;
  /** How the run was contained. */
  readonly containment?: ContainmentLevel;
  /** Whether it ran in the namespace sandbox, else why not. */
  readonly isolation?: RunIsolation;
  /** The program closed stdin (or exited) before taking all of its input. */
  readonly inputRefused: boolean;
  /** Wall time at the end since the program's CPU time last grew (from /proc samples; 0 without them). */
  readonly idleMsAtEnd: number;
  /** For 'spawn-failed': the operating system's reason (ENOENT, EACCES…). */
  readonly spawnError?: string;
  /** In the sandbox, for runs of a lane (programRunner): the box reused from run to run, or why each run had a new one. */
  readonly box?: 'reused' | NoReuse;
}

/**
 * A program started ahead of its input: its process is forked, exec'd and loaded (the costly
 * part of a short run, and for spawn() a blocking one) while the previous run still computes.
 */
export interface StartedProgram {
  /** The process id (undefined when it could not be started). */
  readonly pid: number | undefined;
  /** Gives the program its input, once; the clocks and limits start now. */
  feed(input: string | Buffer): Promise<RunResult>;
  /** Kills a program that will not be fed, and resolves once it is gone (reaped). */
  discard(): Promise<void>;
}

export function runProgram(command: readonly string[], input: string | Buffer, options: RunOptions): Promise<RunResult> {
  return startProgram(command, options).feed(input);
}

/** Variables passed on from the judge when set: what runtimes need to start (Java's home; Windows' system folders). */
const PASSED_ON = ['JAVA_HOME', 'SYSTEMROOT', 'SystemRoot', 'WINDIR', 'PATHEXT', 'COMSPEC'];

/**
 * The environment a program gets: PATH (to find its runtime), HOME and TMPDIR (its own
 * temporary folder), LANG=C.UTF-8, what a runtime needs to start, and the run's token. Never
 * the caller's other variables: no secrets, no editor IPC handles.
 */
function judgeEnvironment(folder: string, extra: Readonly<Record<string, string>> = {}): Record<string, string> {
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: folder,
    TMPDIR: folder,
    LANG: 'C.UTF-8',
  };
  if (process.platform === 'win32') {
    env['TEMP'] = folder;
    env['TMP'] = folder;
  }
  for (const name of PASSED_ON) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return { ...env, ...extra };
}

interface LiveRun {
  cancel(): void;
  killNow(): void;
  readonly gone: Promise<void>;
}
const liveRuns = new Set<LiveRun>();
let exitHookInstalled = false;

/**
 * Runs of worker threads (the editor's stress worker), announced to the main thread: a worker
 * runs no code when the process exits, so the main thread ends them (endAllRuns, exit).
 */
type RunAnnouncement =
  | { readonly type: 'start'; readonly handle: OutsideHandle; readonly folder: string | undefined }
  | { readonly type: 'end'; readonly token: string };
const CHANNEL = 'holedox-judge-runs';
/** Each worker run's handle, and its own folder (undefined in a reused box, which its lane removes). */
const workerRuns = new Map<string, { readonly handle: OutsideHandle; readonly folder: string | undefined }>();
let channel: BroadcastChannel | undefined;
function runChannel(): BroadcastChannel {
  if (!channel) {
    channel = new BroadcastChannel(CHANNEL);
    // Listening must not keep a finished CLI alive.
    channel.unref();
    if (isMainThread)
      channel.onmessage = (event: unknown) => {
        const message = (event as { data: RunAnnouncement }).data;
        if (message.type === 'start') workerRuns.set(message.handle.token, { handle: message.handle, folder: message.folder });
        else workerRuns.delete(message.token);
      };
  }
  return channel;
}
if (isMainThread) runChannel();

/** The runs not yet ended, for tests and the CLI. */
export function liveRunCount(): number {
  return liveRuns.size;
}

/** The runs of worker threads this (main) thread knows of, for tests. */
export function workerRunCount(): number {
  return workerRuns.size;
}

/**
 * Ends every run this process has going (cancelled) and resolves once each is gone: for the
 * CLI on a signal and the extension's deactivate(). Runs of worker threads are killed too.
 */
export function endAllRuns(): Promise<void> {
  const runs = [...liveRuns];
  for (const run of runs) run.cancel();
  killWorkerRuns();
  return Promise.all(runs.map((run) => run.gone)).then(() => undefined);
}

/** Kills the worker threads' runs and removes their folders: a worker may be ended before it removes them itself. */
function killWorkerRuns(): void {
  for (const { handle, folder } of workerRuns.values()) {
    killFromOutside(handle);
    if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
  }
  workerRuns.clear();
}

function track(run: LiveRun, handle: OutsideHandle, folder: string | undefined): () => void {
  liveRuns.add(run);
  if (!isMainThread) runChannel().postMessage({ type: 'start', handle: { ...handle }, folder } satisfies RunAnnouncement);
  if (!exitHookInstalled && isMainThread) {
    exitHookInstalled = true;
    // Whatever way this process exits, nothing of a run outlives it (synchronous kills only here).
    process.once('exit', () => {
      for (const live of liveRuns) live.killNow();
      killWorkerRuns();
    });
  }
  return () => {
    liveRuns.delete(run);
    if (!isMainThread) runChannel().postMessage({ type: 'end', token: handle.token } satisfies RunAnnouncement);
  };
}

/** What a run reads of its process: a child process of ours, or a run in a reused box (BoxProcess). */
interface RunProcess extends EventEmitter {
  readonly pid?: number | undefined;
  readonly stdout: EventEmitter & { destroy(): void };
  readonly stderr: EventEmitter & { destroy(): void };
  readonly stdin: EventEmitter & { end(input: string | Buffer): void; readonly writableFinished: boolean };
}

/** One run as it goes: its settings, its process and containment, its clocks, what it read and how it stopped. */
interface ProgramRun {
  readonly options: RunOptions;
  readonly cap: number;
  readonly light: boolean;
  readonly memoryLimitKb: number;
  readonly baselineKb: number;
  readonly level: ContainmentLevel;
  /** Whether the containment measures CPU and memory (every level but the bare process group). */
  readonly measured: boolean;
  readonly containment: Containment;
  readonly isolation: RunIsolation;
  readonly folder: string;
  /** Whether the folder is this run's own (removed at its end), not a reused box's (emptied by the box). */
  readonly ownFolder: boolean;
  readonly child: RunProcess;
  readonly out: Buffer[];
  readonly err: Buffer[];
  readonly gone: Promise<void>;
  readonly resolveGone: () => void;
  readonly onAbort: () => void;
  untrack: () => void;
  started: number;
  stop: RunStop;
  inputRefused: boolean;
  cpuSample: number;
  lastGrowth: number;
  peak: number | undefined;
  outBytes: number;
  errBytes: number;
  sampleDelay: number;
  timer: NodeJS.Timeout | undefined;
  wallTimer: NodeJS.Timeout | undefined;
  drainTimer: NodeJS.Timeout | undefined;
  fed: boolean;
  exited: { code: number | null; signalName: NodeJS.Signals | null } | undefined;
  ended: boolean;
  endedAt: number;
  resolveRun: ((result: RunResult) => void) | undefined;
  spawnError: string | undefined;
}

/**
 * Spawns the program now and runs it when fed. Its CPU time is its own run's whatever else
 * runs beside it: the containment counts only the run's processes (its load time included).
 */
export function startProgram(command: readonly string[], options: RunOptions): StartedProgram {
  return startRun(openRun(command, options));
}

function startRun(run: ProgramRun): StartedProgram {
  const options = run.options;
  run.untrack = track(
    { cancel: run.onAbort, killNow: () => run.containment.killAll(), gone: run.gone },
    run.containment.handle,
    run.ownFolder ? run.folder : undefined,
  );
  if (options.signal?.aborted) run.onAbort();
  options.signal?.addEventListener('abort', run.onAbort);
  watchProgram(run);
  return {
    pid: run.child.pid,
    feed: (input) => feedRun(run, input),
    discard() {
      if (!run.fed) {
        run.fed = true;
        killRun(run, 'cancelled');
      }
      return run.gone;
    },
  };
}

/** Makes the run's containment and temporary folder, and spawns the program inside them. */
function openRun(command: readonly string[], options: RunOptions): ProgramRun {
  const memoryLimitKb = options.memoryLimitKb ?? DEFAULT_MEMORY_CAP_KB;
  const baselineKb = options.memoryBaselineKb ?? 0;
  const level = availableLevel(options.containment);
  const containment: Containment = createContainment({
    ...options.containment,
    hardMemoryCapKb: memoryLimitKb + baselineKb + HARD_CAP_HEADROOM_KB,
  });
  sweepOrphansOnce(tmpdir());
  const folder = mkdtempSync(join(tmpdir(), runFolderPrefix()));
  const started = performance.now();
  const sandbox: SandboxChoice | undefined = options.judged ? sandboxChoice(options.containment) : undefined;
  const isolation: RunIsolation = sandbox === undefined ? 'not-judged' : sandbox.use ? 'sandbox' : sandbox.why;
  const limits = options.judged ? { stackKb: memoryLimitKb + baselineKb, fileSizeKb: FILE_SIZE_LIMIT_KB } : undefined;
  const child = spawnContained(command, options, containment, folder, sandbox, limits);
  if (child.pid !== undefined) containment.started(child.pid);
  return newRun({ options, memoryLimitKb, baselineKb, level, containment, isolation, folder, ownFolder: true, child, started });
}

type RunParts = Pick<
  ProgramRun,
  'options' | 'memoryLimitKb' | 'baselineKb' | 'level' | 'containment' | 'isolation' | 'folder' | 'ownFolder' | 'child' | 'started'
>;

function newRun(parts: RunParts): ProgramRun {
  const { options, level, started } = parts;
  const light = options.sampling === 'light';
  let resolveGone = () => {};
  const gone = new Promise<void>((resolve) => (resolveGone = resolve));
  const run: ProgramRun = {
    ...parts,
    cap: options.outputLimitBytes ?? OUTPUT_LIMIT_BYTES,
    light,
    measured: level !== 'group',
    out: [],
    err: [],
    gone,
    resolveGone,
    onAbort: () => killRun(run, 'cancelled'),
    untrack: () => {},
    started,
    stop: 'exited',
    inputRefused: false,
    cpuSample: 0,
    lastGrowth: started,
    peak: undefined,
    outBytes: 0,
    errBytes: 0,
    // Sample soon (short programs), then every 10 ms.
    sampleDelay: light ? 50 : 2,
    timer: undefined,
    wallTimer: undefined,
    drainTimer: undefined,
    fed: false,
    exited: undefined,
    ended: false,
    endedAt: 0,
    resolveRun: undefined,
    spawnError: undefined,
  };
  return run;
}

function spawnContained(
  command: readonly string[],
  options: RunOptions,
  containment: Containment,
  folder: string,
  sandbox: SandboxChoice | undefined,
  limits: { stackKb: number; fileSizeKb: number } | undefined,
): RunProcess {
  const [file, ...args] = command;
  // Found on the judge's PATH: the joining shell must not search another.
  const found = findExecutable(file ?? '', options.cwd);
  let spawned = [file ?? '', ...args];
  if ('path' in found) {
    const program = [found.path, ...args];
    let inner = program;
    if (sandbox?.use) inner = sandboxCommand(sandbox.use, folder, options.cwd ?? folder, program);
    else if (sandbox !== undefined) inner = [...deathSignalPrefix(), ...program];
    const prelude = limits && process.platform !== 'win32' ? limitsScript(limits) : '';
    spawned = containment.wrap(inner, prelude);
  }
  const [spawnFile, ...spawnArgs] = spawned;
  return spawn(spawnFile ?? '', spawnArgs, {
    cwd: options.cwd ?? folder,
    detached: true,
    env: judgeEnvironment(folder, { ...options.env, ...containment.environment }),
    stdio: ['pipe', 'pipe', 'pipe'],
    windowsHide: true,
  });
}

/** setpriv's prefix by the PATH it was looked for on (probed once per PATH). */
const deathSignal = new Map<string, string[]>();
/**
 * Without the sandbox, `setpriv --pdeathsig KILL` (util-linux 2.33) makes the kernel kill the
 * program when the judge's thread that started it dies, however it dies. Its children are not
 * covered: a cgroup or the next judge's sweep (orphans.ts) ends them.
 */
function deathSignalPrefix(): string[] {
  const path = process.env['PATH'] ?? '';
  let prefix = deathSignal.get(path);
  if (prefix === undefined) {
    const setpriv = process.platform === 'linux' ? findExecutable('setpriv') : { error: 'ENOENT' };
    const works =
      'path' in setpriv &&
      spawnSync(setpriv.path, ['--pdeathsig', 'KILL', '--', setpriv.path, '--version'], { stdio: 'ignore' }).status === 0;
    prefix = works && 'path' in setpriv ? [setpriv.path, '--pdeathsig', 'KILL', '--'] : [];
    deathSignal.set(path, prefix);
  }
  return prefix;
}

/** bwrap reports a program killed by signal N as exit code 128 + N, as a shell does: the signal again. */
function sandboxSignal(code: number | null): NodeJS.Signals | undefined {
  if (code === null || code <= 128) return undefined;
  return (Object.entries(osConstants.signals) as [NodeJS.Signals, number][]).find(([, n]) => n === code - 128)?.[0];
}

function killRun(run: ProgramRun, why: RunStop): void {
  if (run.stop === 'exited') run.stop = why;
  run.containment.killAll();
}

function overMemory(run: ProgramRun, kb: number | undefined): boolean {
  return kb !== undefined && kb - run.baselineKb > run.memoryLimitKb;
}

function sampleRun(run: ProgramRun): void {
  // Once killed, a dying process still gains CPU as it exits: that is not the program's.
  if (!run.measured || run.stop !== 'exited' || run.ended) return;
  const usage = run.containment.usage();
  if (usage.cpuMs !== undefined && usage.cpuMs > run.cpuSample) {
    run.cpuSample = usage.cpuMs;
    run.lastGrowth = performance.now();
  }
  if (usage.peakMemoryKb !== undefined) run.peak = Math.max(run.peak ?? 0, usage.peakMemoryKb);
  if (run.cpuSample > run.options.cpuLimitMs) killRun(run, 'cpu-limit');
  else if (overMemory(run, run.peak) || usage.hitHardCap) killRun(run, 'memory-limit');
}

function scheduleSamples(run: ProgramRun): void {
  run.timer = setTimeout(() => {
    sampleRun(run);
    run.sampleDelay = run.light ? 50 : Math.min(10, run.sampleDelay * 2);
    scheduleSamples(run);
  }, run.sampleDelay);
}

// At the wall limit a program still gaining CPU is only slow to be scheduled on a busy
// machine: wait on while it computes (its CPU limit stops it), and call it waiting only after
// a whole second without CPU. The far cap keeps a starved machine from holding us forever.
function checkWall(run: ProgramRun): void {
  if (!run.measured) return killRun(run, 'cpu-limit');
  sampleRun(run);
  const now = performance.now();
  const idle = now - run.lastGrowth;
  if (idle >= WAITING_IDLE_MS) return killRun(run, 'idle-limit');
  if (now - run.started >= run.options.wallLimitMs * 4) return killRun(run, 'wall-limit');
  run.wallTimer = setTimeout(() => checkWall(run), WAITING_IDLE_MS - idle + 10);
}

function collector(run: ProgramRun, which: 'out' | 'err'): (chunk: Buffer) => void {
  const chunks = which === 'out' ? run.out : run.err;
  return (chunk) => {
    const size = which === 'out' ? (run.outBytes += chunk.length) : (run.errBytes += chunk.length);
    if (size > run.cap) {
      const keep = chunk.length - (size - run.cap);
      if (keep > 0) chunks.push(chunk.subarray(0, keep));
      killRun(run, 'output-limit');
      return;
    }
    chunks.push(chunk);
  };
}

/** Reads the program's output, and ends the run when its main process is gone. */
function watchProgram(run: ProgramRun): void {
  const child = run.child;
  child.stdout.on('data', collector(run, 'out'));
  child.stderr.on('data', collector(run, 'err'));
  child.stdin.on('error', () => {
    // EPIPE: the program closed its input or ended without reading all of it.
    run.inputRefused = true;
  });

  child.on('error', (error: NodeJS.ErrnoException) => {
    run.spawnError ??= error.code ?? error.message;
    run.stop = 'spawn-failed';
    // A program that never started may not emit 'exit'.
    if (child.pid === undefined) setImmediate(() => endRun(run));
  });
  // The program's end is its main process's exit: its output is read for DRAIN_MS more, unless
  // every writer has closed the pipe first ('close'). Then the rest of the run is killed, which
  // closes the pipe after what is already in it (nothing written is lost, however late this
  // thread reads); only a process that escaped the containment can still hold it, for DRAIN_MS.
  child.on('exit', (code, signalName) => {
    run.exited = { code, signalName };
    run.drainTimer ??= setTimeout(() => {
      run.containment.killAll();
      run.drainTimer = setTimeout(() => endRun(run), DRAIN_MS);
    }, DRAIN_MS);
  });
  child.on('close', (code, signalName) => {
    run.exited ??= { code, signalName };
    endRun(run);
  });
}

function endRun(run: ProgramRun): void {
  if (run.ended) return;
  if (run.spawnError !== undefined && run.child.pid === undefined) run.stop = 'spawn-failed';
  sampleRun(run);
  // Input not all handed to the pipe when the program is gone was never read. The pipe's
  // EPIPE says so too, but may come after the end: this keeps the verdict off that race.
  if (run.fed && !run.child.stdin.writableFinished) run.inputRefused = true;
  run.ended = true;
  run.endedAt = performance.now();
  if (run.drainTimer) clearTimeout(run.drainTimer);
  if (run.timer) clearTimeout(run.timer);
  if (run.wallTimer) clearTimeout(run.wallTimer);
  run.options.signal?.removeEventListener('abort', run.onAbort);
  // Everything the run started ends with it.
  run.containment.killAll();
  const final = run.measured ? run.containment.usage() : undefined;
  if (final?.cpuMs !== undefined) run.cpuSample = Math.max(run.cpuSample, final.cpuMs);
  if (final?.peakMemoryKb !== undefined) run.peak = Math.max(run.peak ?? 0, final.peakMemoryKb);
  if (run.stop === 'exited' && (overMemory(run, run.peak) || final?.hitHardCap === true)) run.stop = 'memory-limit';
  run.containment.dispose();
  run.child.stdout.destroy();
  run.child.stderr.destroy();
  if (run.ownFolder) rmSync(run.folder, { recursive: true, force: true });
  run.untrack();
  run.resolveGone();
  if (run.fed) finishRun(run);
}

function finishRun(run: ProgramRun): void {
  const wallMs = Math.max(0, run.endedAt - run.started);
  const cpuMs = run.measured ? run.cpuSample : wallMs;
  if (run.stop === 'exited' && run.measured && cpuMs > run.options.cpuLimitMs) run.stop = 'cpu-limit';
  const bySandbox = run.isolation === 'sandbox' ? sandboxSignal(run.exited?.code ?? null) : undefined;
  const result: RunResult = {
    stop: run.stop,
    exitCode: bySandbox ? null : (run.exited?.code ?? null),
    signalName: bySandbox ?? run.exited?.signalName ?? null,
    stdout: Buffer.concat(run.out),
    stderr: Buffer.concat(run.err),
    wallMs,
    cpuMs,
    cpuSource: run.level === 'cgroup1' || run.level === 'cgroup2' ? 'cgroup' : run.measured ? 'proc' : 'wall',
    inputRefused: run.inputRefused,
    idleMsAtEnd: run.measured ? run.endedAt - run.lastGrowth : 0,
    containment: run.containment.level,
    isolation: run.isolation,
    memoryLimitKb: run.memoryLimitKb,
    memoryBaselineKb: run.baselineKb,
    ...(run.peak !== undefined ? { peakMemoryKb: run.peak } : {}),
    ...(run.spawnError !== undefined ? { spawnError: run.spawnError } : {}),
  };
  run.resolveRun?.(result);
}

function feedRun(run: ProgramRun, input: string | Buffer): Promise<RunResult> {
  if (run.fed) throw new Error('a started program takes its input once');
  run.fed = true;
  return new Promise<RunResult>((resolve) => {
    run.resolveRun = resolve;
    run.started = performance.now();
    run.lastGrowth = run.started;
    if (run.ended) {
      // It ended unfed (it failed to start, was cancelled, or exited without input).
      if (run.stop === 'exited') run.inputRefused = true;
      finishRun(run);
      return;
    }
    if (run.measured) scheduleSamples(run);
    run.wallTimer = setTimeout(() => checkWall(run), run.measured ? run.options.wallLimitMs : run.options.cpuLimitMs);
    run.child.stdin.end(input);
  });
}

/** A run in a reused box, as the run's machinery reads a child process: its output and end come from the box's init. */
class BoxProcess extends EventEmitter implements RunProcess {
  readonly stdout = Object.assign(new EventEmitter(), { destroy() {} });
  readonly stderr = Object.assign(new EventEmitter(), { destroy() {} });
  readonly stdin: EventEmitter & { end(input: string | Buffer): void; readonly writableFinished: boolean };

  constructor(
    readonly pid: number | undefined,
    box: Box,
    request: Omit<Parameters<Box['run']>[0], never>,
  ) {
    super();
    const stdin = new EventEmitter();
    this.stdin = Object.assign(stdin, {
      // The box's init says itself whether the input was all taken (`ended` below).
      writableFinished: true,
      end: (input: string | Buffer) =>
        box.run(request, Buffer.from(input), {
          output: (which, chunk) => (which === 'out' ? this.stdout : this.stderr).emit('data', chunk),
          failed: (code) => this.emit('error', Object.assign(new Error(code), { code })),
          ended: (code, signal, inputRefused) => {
            if (inputRefused) stdin.emit('error', new Error('EPIPE'));
            const name = signal === null ? null : signalName(signal);
            this.emit('exit', code, name);
            this.emit('close', code, name);
          },
        }),
    });
  }
}

function signalName(signal: number): NodeJS.Signals {
  return (Object.entries(osConstants.signals) as [NodeJS.Signals, number][]).find(([, n]) => n === signal)?.[0] ?? 'SIGKILL';
}

/** Runs of one program, one after another, in one reused box (containment/lane.ts): programRunner's lane. */
export interface BoxLane {
  feed(input: string | Buffer): Promise<RunResult>;
  close(): Promise<void>;
}

/**
 * A lane of runs in one reused box where the run gets the sandbox (judged, bwrap usable, its
 * own folder as the working one) over cgroup v1; else why each run gets a box of its own
 * (NoReuse), or undefined where no sandbox is used at all.
 */
export function openBoxLane(command: readonly string[], options: RunOptions): BoxLane | NoReuse | undefined {
  if (!options.judged || options.cwd !== undefined) return undefined;
  const sandbox = sandboxChoice(options.containment);
  if (!sandbox.use) return undefined;
  const found = findExecutable(command[0] ?? '');
  if (!('path' in found)) return undefined;
  const proc = options.containment?.procRoot ?? '/proc';
  const cgroupRoot = options.containment?.cgroupRoot ?? '/sys/fs/cgroup';
  if (availableLevel(options.containment) !== 'cgroup1' || cgroupV1Parents(proc, cgroupRoot) === undefined) return 'no-cgroup1';
  const init = boxInit();
  if (!('path' in init)) return init.why;
  const program = [found.path, ...command.slice(1)];
  const memoryLimitKb = options.memoryLimitKb ?? DEFAULT_MEMORY_CAP_KB;
  const baselineKb = options.memoryBaselineKb ?? 0;
  const hardCapKb = memoryLimitKb + baselineKb + HARD_CAP_HEADROOM_KB;
  const use = sandbox.use;
  let box: Box | undefined;
  let broken = false;
  // Once closed, no box is made again: a feed still on its way (another lane's cancel closed this
  // one) would otherwise build one nobody closes.
  let closed = false;
  const stopped = () => closed || options.signal?.aborted === true;
  const freshBox = (): Box => {
    sweepOrphansOnce(tmpdir());
    return new Box({
      sandbox: use,
      initPath: init.path,
      programs: [program],
      token: newBoxToken(),
      hardCapKb,
      proc,
      cgroupRoot,
      environment: judgeEnvironment,
    });
  };
  return {
    async feed(input) {
      if (stopped()) throw options.signal?.reason ?? new Error('cancelled');
      if (broken) return { ...(await startProgram(command, options).feed(input)), box: 'box-failed' };
      if (box === undefined || !box.alive) {
        const dead = box;
        box = undefined;
        await dead?.close();
        if (stopped()) throw options.signal?.reason ?? new Error('cancelled');
        try {
          box = freshBox();
        } catch {
          // No cgroup could be made now (a full hierarchy): a box each, as runProgram makes them.
          broken = true;
          return { ...(await startProgram(command, options).feed(input)), box: 'box-failed' };
        }
      }
      const current = box;
      await current.ready();
      // Cancelled (or closed) while the box got ready: its init has no run yet to kill, so none is started.
      if (stopped()) throw options.signal?.reason ?? new Error('cancelled');
      if (!current.alive) {
        // The box could not start (bwrap refused an option of it): this run, and the lane's next ones, in a box each.
        broken = true;
        return { ...(await startProgram(command, options).feed(input)), box: 'box-failed' };
      }
      const started = performance.now();
      const containment: Containment = {
        level: 'cgroup1',
        wrap: (c) => [...c],
        environment: {},
        started: () => {},
        members: () => [],
        usage: () => {
          const usage = current.cgroup.usage();
          return { ...usage, cpuMs: current.runCpuMs(usage.cpuMs) };
        },
        killAll: () => current.killRun(),
        dispose: () => {},
        handle: current.cgroup.handle,
      };
      const child = new BoxProcess(current.pid, current, {
        command: program,
        env: judgeEnvironment(current.folder, { ...options.env, ...boxToken(current.cgroup.handle.token) }),
        cwd: current.folder,
        stackBytes: (memoryLimitKb + baselineKb) * 1024,
        fileSizeBytes: FILE_SIZE_LIMIT_KB * 1024,
        unlimitedAddressSpace: true,
      });
      const run = newRun({
        options,
        memoryLimitKb,
        baselineKb,
        level: 'cgroup1',
        containment,
        isolation: 'sandbox',
        folder: current.folder,
        ownFolder: false,
        child,
        started,
      });
      const result = await startRun(run).feed(input);
      return { ...result, box: 'reused' };
    },
    async close() {
      closed = true;
      const last = box;
      box = undefined;
      await last?.close();
    },
  };
}

let boxCounter = 0;
/** A box's token: as a run's (orphans.ts reads the judge's pid in it), one per box. */
function newBoxToken(): string {
  boxCounter += 1;
  return `${process.env['HOLEDOX_RUN_TAG'] ?? ''}p${process.pid}-${boxCounter}-box${Math.random().toString(36).slice(2, 8)}`;
}

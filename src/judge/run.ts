import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Runs one program the way a judge does: no shell (an argument array), the input on stdin,
 * stdout and stderr captured up to a cap, in its own process group so a timeout or a
 * cancel kills everything it started.
 *
 * Time. Wall time is measured here. CPU time comes from Linux's /proc: while the program
 * runs, /proc/PID/stat (its user + system time, and that of children it has reaped) is
 * sampled; when it ends, the growth of this process's own "children" times in
 * /proc/self/stat (which the kernel adds to when we reap it) gives its whole CPU time at a
 * 10 ms tick. The larger of the two is reported. Another child of this process ending at the
 * same moment would add to the second figure; runs here are one at a time. Without /proc
 * (not Linux), CPU time is the wall time. Peak memory is VmHWM from /proc/PID/status, as
 * last sampled: absent for a program that ends before the first sample.
 */

export const OUTPUT_LIMIT_BYTES = 64 * 1024 * 1024;
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
}

export type RunStop = 'exited' | 'cpu-limit' | 'wall-limit' | 'output-limit' | 'cancelled' | 'spawn-failed';

export interface RunResult {
  readonly stop: RunStop;
  readonly exitCode: number | null;
  readonly signalName: string | null;
  readonly stdout: Buffer;
  readonly stderr: Buffer;
  readonly wallMs: number;
  readonly cpuMs: number;
  /** Where cpuMs came from. */
  readonly cpuSource: 'proc' | 'wall';
  readonly peakMemoryKb?: number;
  /** The program closed stdin (or exited) before taking all of its input. */
  readonly inputRefused: boolean;
  /** Wall time at the end since the program's CPU time last grew (from /proc samples; 0 without them). */
  readonly idleMsAtEnd: number;
  /** For 'spawn-failed': the operating system's reason (ENOENT, EACCES…). */
  readonly spawnError?: string;
}

const TICKS_PER_SECOND = 100;
const hasProc = (() => {
  try {
    readFileSync('/proc/self/stat', 'latin1');
    return true;
  } catch {
    return false;
  }
})();

/** Fields after the command name of a /proc/PID/stat line (the name may hold spaces). */
function statFields(path: string): string[] | undefined {
  try {
    const text = readFileSync(path, 'latin1');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** cutime + cstime of this process: the CPU time of the children it has reaped, in ms (stat fields 16-17). */
function reapedChildrenCpuMs(): number | undefined {
  const fields = statFields('/proc/self/stat');
  if (!fields) return undefined;
  return ((Number(fields[13] ?? 0) + Number(fields[14] ?? 0)) * 1000) / TICKS_PER_SECOND;
}

function peakMemoryKb(pid: number): number | undefined {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'latin1'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
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

/**
 * Spawns the program now and runs it when fed. Its CPU time is still right when it waits
 * unfed beside another run: the reaped-children figure is read at feed() and at its end, and a
 * program waiting for its input is not reaped in between (one that exits unfed is the rare
 * exception: its few milliseconds count towards the run it ended beside).
 */
export function startProgram(command: readonly string[], options: RunOptions): StartedProgram {
  const [file, ...args] = command;
  const cap = options.outputLimitBytes ?? OUTPUT_LIMIT_BYTES;
  const light = options.sampling === 'light';
  let childrenBefore: number | undefined;
  let started = performance.now();
  let stop: RunStop = 'exited';
  let inputRefused = false;
  let cpuSample = 0;
  let lastGrowth = started;
  let peak: number | undefined;
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  let outBytes = 0;
  let errBytes = 0;
  let timer: NodeJS.Timeout | undefined;
  let wallTimer: NodeJS.Timeout | undefined;
  let fed = false;
  let ended: { code: number | null; signalName: NodeJS.Signals | null } | undefined;
  let resolveRun: ((result: RunResult) => void) | undefined;
  let resolveGone: (() => void) | undefined;
  const gone = new Promise<void>((resolve) => (resolveGone = resolve));

  const child = spawn(file ?? '', args, {
    cwd: options.cwd,
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
    windowsHide: true,
  });
  const kill = (why: RunStop) => {
    if (stop === 'exited') stop = why;
    if (child.pid === undefined) return;
    try {
      // The negative pid is the process group: the program and whatever it started.
      process.kill(process.platform === 'win32' ? child.pid : -child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  const onAbort = () => kill('cancelled');
  if (options.signal?.aborted) onAbort();
  options.signal?.addEventListener('abort', onAbort);

  const sample = () => {
    // Once killed, a dying process still gains CPU as it exits: that is not the program's.
    if (child.pid === undefined || stop !== 'exited') return;
    const fields = statFields(`/proc/${child.pid}/stat`);
    if (fields) {
      const at = (k: number) => Number(fields[k] ?? 0);
      const cpu = ((at(11) + at(12) + at(13) + at(14)) * 1000) / TICKS_PER_SECOND;
      if (cpu > cpuSample) {
        cpuSample = cpu;
        lastGrowth = performance.now();
      }
    }
    if (!light) {
      const memory = peakMemoryKb(child.pid);
      if (memory !== undefined) peak = Math.max(peak ?? 0, memory);
    }
    if (cpuSample > options.cpuLimitMs) kill('cpu-limit');
  };
  // Sample soon (short programs), then every 10 ms.
  let delay = light ? 50 : 2;
  const schedule = () => {
    timer = setTimeout(() => {
      sample();
      delay = light ? 50 : Math.min(10, delay * 2);
      schedule();
    }, delay);
  };
  // At the wall limit a program still gaining CPU is only slow to be scheduled on a busy
  // machine: wait on while it computes (its CPU limit stops it), and call it waiting only after
  // a whole second without CPU. The far cap keeps a starved machine from holding us forever.
  const wallCheck = () => {
    if (!hasProc) return kill('cpu-limit');
    sample();
    const now = performance.now();
    const idle = now - lastGrowth;
    if (idle >= WAITING_IDLE_MS || now - started >= options.wallLimitMs * 4) return kill('wall-limit');
    wallTimer = setTimeout(wallCheck, WAITING_IDLE_MS - idle + 10);
  };

  const collect = (chunks: Buffer[], which: 'out' | 'err') => (chunk: Buffer) => {
    const size = which === 'out' ? (outBytes += chunk.length) : (errBytes += chunk.length);
    if (size > cap) {
      const keep = chunk.length - (size - cap);
      if (keep > 0) chunks.push(chunk.subarray(0, keep));
      kill('output-limit');
      return;
    }
    chunks.push(chunk);
  };
  child.stdout.on('data', collect(out, 'out'));
  child.stderr.on('data', collect(err, 'err'));
  child.stdin.on('error', () => {
    // EPIPE: the program closed its input or ended without reading all of it.
    inputRefused = true;
  });

  let spawnError: string | undefined;
  child.on('error', (error: NodeJS.ErrnoException) => {
    spawnError = error.code ?? error.message;
    stop = 'spawn-failed';
    // A program that never started may not emit 'close'.
    if (child.pid === undefined) setImmediate(() => onEnd(null, null));
  });
  child.on('close', (code, signalName) => onEnd(code, signalName));
  const onEnd = (code: number | null, signalName: NodeJS.Signals | null) => {
    if (ended) return;
    ended = { code, signalName };
    if (timer) clearTimeout(timer);
    if (wallTimer) clearTimeout(wallTimer);
    options.signal?.removeEventListener('abort', onAbort);
    resolveGone?.();
    if (fed) finish();
  };
  const finish = () => {
    const end = performance.now();
    const wallMs = end - started;
    const childrenAfter = hasProc ? reapedChildrenCpuMs() : undefined;
    const reaped = childrenBefore !== undefined && childrenAfter !== undefined ? childrenAfter - childrenBefore : 0;
    const cpuMs = hasProc ? Math.max(cpuSample, reaped) : wallMs;
    if (stop === 'exited' && hasProc && cpuMs > options.cpuLimitMs) stop = 'cpu-limit';
    const result: RunResult = {
      stop,
      exitCode: ended?.code ?? null,
      signalName: ended?.signalName ?? null,
      stdout: Buffer.concat(out),
      stderr: Buffer.concat(err),
      wallMs,
      cpuMs,
      cpuSource: hasProc ? 'proc' : 'wall',
      inputRefused,
      idleMsAtEnd: hasProc ? end - lastGrowth : 0,
      ...(peak !== undefined ? { peakMemoryKb: peak } : {}),
      ...(spawnError !== undefined ? { spawnError } : {}),
    };
    resolveRun?.(result);
  };

  return {
    pid: child.pid,
    feed(input) {
      if (fed) throw new Error('a started program takes its input once');
      fed = true;
      return new Promise<RunResult>((resolve) => {
        resolveRun = resolve;
        childrenBefore = hasProc ? reapedChildrenCpuMs() : undefined;
        started = performance.now();
        lastGrowth = started;
        if (ended) {
          // It ended unfed (it failed to start, was cancelled, or exited without input).
          if (stop === 'exited') inputRefused = true;
          finish();
          return;
        }
        if (hasProc) schedule();
        wallTimer = setTimeout(wallCheck, hasProc ? options.wallLimitMs : options.cpuLimitMs);
        child.stdin.end(input);
      });
    },
    discard() {
      if (!fed) {
        fed = true;
        kill('cancelled');
      }
      return gone;
    },
  };
}

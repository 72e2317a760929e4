import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { findExecutable } from './executables';
import { namesIn } from './containment/processes';

/**
 * Finding a debugger that speaks the Debug Adapter Protocol itself, so the extension can start
 * it with no other extension: LLDB's `lldb-dap` (LLVM 18 and later; `lldb-vscode` before, which
 * Debian and Ubuntu ship as `lldb-vscode-NN`), GDB 14 and later (`gdb -i dap`), and debugpy's
 * adapter (`python -m debugpy.adapter`) for the Python a solution runs with.
 */

/** A debug adapter found on this machine: what it is, and the argv that starts it on stdio. */
export interface FoundAdapter {
  readonly kind: 'lldb-dap' | 'gdb-dap' | 'debugpy-adapter';
  readonly command: readonly string[];
  /** Its name in messages: the executable's file name (lldb-vscode-14), or `debugpy`. */
  readonly name: string;
}

/** lldb-dap before lldb-vscode; the unversioned name (the distribution's default) before the newest -NN. */
function lldbRank(file: string, windows: boolean): number | undefined {
  const match = /^lldb-(dap|vscode)(?:-(\d+))?$/.exec(windows ? file.replace(/\.exe$/i, '') : file);
  if (!match) return undefined;
  const version = match[2] === undefined ? 1000 : Number(match[2]);
  return (match[1] === 'dap' ? 10_000 : 0) + Math.min(version, 999);
}

/** The best lldb-dap or lldb-vscode(-NN) in the PATH's folders. */
export function findLldbDap(path = process.env['PATH'] ?? '', platform: NodeJS.Platform = process.platform): FoundAdapter | undefined {
  let best: { rank: number; file: string } | undefined;
  for (const dir of path.split(delimiter)) {
    if (dir === '') continue;
    for (const file of namesIn(dir)) {
      const rank = lldbRank(file, platform === 'win32');
      if (rank === undefined || (best && best.rank >= rank)) continue;
      const found = findExecutable(join(dir, file));
      if ('path' in found) best = { rank, file: found.path };
    }
  }
  if (!best) return undefined;
  const name = best.file.slice(Math.max(best.file.lastIndexOf('/'), best.file.lastIndexOf('\\')) + 1);
  return { kind: 'lldb-dap', command: [best.file], name };
}

/** Runs argv and gives its stdout, or undefined when it fails or takes over 10 s. */
function output(argv: readonly string[]): Promise<string | undefined> {
  const [program, ...args] = argv;
  return new Promise((resolve) => {
    execFile(program ?? '', args, { timeout: 10_000, encoding: 'utf8' }, (error, stdout) => resolve(error ? undefined : stdout));
  });
}

/** GDB's version from its `--version` line (`GNU gdb (Debian 13.1-3) 13.1`): the last number on the first line. */
export function gdbMajorVersion(versionText: string): number | undefined {
  const last = (versionText.split('\n')[0] ?? '').trim().split(/\s+/).pop() ?? '';
  const match = /^(\d+)\.\d/.exec(last);
  return match ? Number(match[1]) : undefined;
}

/** `gdb` on the PATH when it is 14 or later, which has the DAP interpreter (`gdb -i dap`). */
export async function findGdbDap(): Promise<FoundAdapter | undefined> {
  const found = findExecutable(process.platform === 'win32' ? 'gdb.exe' : 'gdb');
  if (!('path' in found)) return undefined;
  const version = await output([found.path, '--version']);
  const major = version === undefined ? undefined : gdbMajorVersion(version);
  return major !== undefined && major >= 14 ? { kind: 'gdb-dap', command: [found.path, '-i', 'dap'], name: 'gdb -i dap' } : undefined;
}

/** The Pythons found to import debugpy (a no is asked again: the user may install it meanwhile). */
const withDebugpy = new Set<string>();

/** debugpy's adapter for `python` (a path), when that Python can import debugpy. */
export async function findDebugpy(python: string): Promise<FoundAdapter | undefined> {
  if (!withDebugpy.has(python) && (await output([python, '-c', 'import debugpy.adapter'])) !== undefined) withDebugpy.add(python);
  return withDebugpy.has(python) ? { kind: 'debugpy-adapter', command: [python, '-m', 'debugpy.adapter'], name: 'debugpy' } : undefined;
}

/** The variable a debug adapter we start carries (and its debuggee inherits): the session's marker. */
export const DEBUG_SESSION_VARIABLE = 'HOLEDOX_DEBUG_SESSION';

/**
 * Ends what is left of a debug session: every process whose environment carries its marker
 * (the adapter, the program it started, anything that started). Linux /proc; elsewhere VS
 * Code ends the adapter, and the adapter its debuggee.
 */
export function endDebugProcesses(marker: string, proc = '/proc'): number[] {
  const entry = `${DEBUG_SESSION_VARIABLE}=${marker}`;
  const ended: number[] = [];
  for (const name of namesIn(proc)) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      if (
        !readFileSync(join(proc, name, 'environ'), 'latin1')
          .split('\0')
          .includes(entry)
      )
        continue;
      process.kill(Number(name), 'SIGKILL');
      ended.push(Number(name));
    } catch {
      // Ended meanwhile, or not ours to read.
    }
  }
  return ended;
}

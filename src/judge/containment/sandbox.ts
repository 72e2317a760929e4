import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readlinkSync, realpathSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { basename, dirname, isAbsolute, join } from 'node:path';
import { findExecutable } from '../executables';

/**
 * The namespace sandbox: bubblewrap (`bwrap`, Flatpak's sandbox, packaged by Debian, Ubuntu,
 * Fedora and Arch) runs the program in its own user, mount, PID, network, IPC and UTS
 * namespaces. What it sees of the filesystem is a whitelist, as isolate's box: the system
 * folders read-only, the program's own files read-only, its run folder (the only writable
 * place), a private /tmp, a /proc of its own namespace and a minimal /dev. The user's home,
 * the workspace and the answers are simply not there. It dies with the judge
 * (--die-with-parent), and when its first process ends the kernel ends every process in it.
 * Why bwrap and not `unshare` or a helper of ours: docs/architecture.md.
 */

/** Why the sandbox is not used: for the report line (the judge never degrades silently). */
export type NoSandbox = 'not-linux' | 'no-bwrap' | 'no-namespaces';

/** What this bwrap knows beyond 0.4 (Ubuntu 20.04's): --size (0.5), --disable-userns (0.8). */
interface BwrapFeatures {
  readonly size: boolean;
  readonly disableUserns: boolean;
}

export type SandboxProbe =
  { readonly usable: true; readonly bwrap: string; readonly features: BwrapFeatures } | { readonly usable: false; readonly why: NoSandbox };

/** The system's folders, read-only in the box (symbolic links, as /bin → usr/bin, are copied as links). */
const SYSTEM_FOLDERS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32', '/etc', '/opt', '/nix'];
/** Its private /tmp holds at most this (it is memory; the program's own folder is where files go). */
const TMP_BYTES = 64 * 1024 * 1024;

let probed: SandboxProbe | undefined;

/** Whether bwrap runs here with every namespace (probed once per process: user namespaces may be forbidden). */
export function probeSandbox(): SandboxProbe {
  if (probed) return probed;
  probed = probeNow();
  return probed;
}

function probeNow(): SandboxProbe {
  if (process.platform !== 'linux') return { usable: false, why: 'not-linux' };
  const found = findExecutable('bwrap');
  if (!('path' in found)) return { usable: false, why: 'no-bwrap' };
  const tries: BwrapFeatures[] = [
    { size: true, disableUserns: true },
    { size: true, disableUserns: false },
    { size: false, disableUserns: false },
  ];
  for (const features of tries) {
    const args = sandboxArguments(features, tmpdir(), tmpdir(), [found.path, '--version']);
    const result = spawnSync(found.path, args, { stdio: 'ignore', timeout: 10_000 });
    if (result.status === 0) return { usable: true, bwrap: found.path, features };
  }
  return { usable: false, why: 'no-namespaces' };
}

/**
 * Where an interpreter outside the system folders is installed, which it needs whole: a tool's
 * hidden folder in the home (~/.pyenv, whose shims run ~/.pyenv/libexec/pyenv; ~/.nvm;
 * ~/.local), or the prefix above a bin/ folder. Never a visible folder of the home (a project).
 */
function installRoot(path: string): string | undefined {
  const home = homedir();
  if (home !== '/' && path.startsWith(`${home}/`)) {
    const top = path.slice(home.length + 1).split('/')[0] ?? '';
    // Not ~/.cache: our builds live there beside other programs' caches, and a build needs only itself.
    if (top.startsWith('.') && top !== '.cache') return join(home, top);
  }
  const parent = dirname(path);
  return basename(parent) === 'bin' && dirname(parent) !== '/' && dirname(parent) !== home ? dirname(parent) : undefined;
}

/** Paths outside the system folders the program needs to read: its executable (and an interpreter's prefix), its file arguments. */
function programPaths(command: readonly string[]): string[] {
  const paths = new Set<string>();
  const [executable, ...args] = command;
  for (const path of [executable, ...args]) {
    if (path === undefined || !isAbsolute(path) || !existsSync(path)) continue;
    paths.add(path);
    if (path === executable) {
      const real = realpathSync(path);
      paths.add(real);
      for (const at of [path, real]) {
        const root = installRoot(at);
        if (root !== undefined) paths.add(root);
      }
    }
  }
  const javaHome = process.env['JAVA_HOME'];
  if (javaHome !== undefined && isAbsolute(javaHome) && existsSync(javaHome)) paths.add(javaHome);
  return [...paths].filter((p) => !SYSTEM_FOLDERS.some((s) => p === s || p.startsWith(`${s}/`)));
}

/** For a reused box (lane.ts): its init is PID 1 (no bwrap reaper), and the programs it will run are readable. */
export interface BoxReuse {
  readonly programs: readonly (readonly string[])[];
  /** The init's binary outside the box; inside it is BOX_INIT_PATH. */
  readonly init: string;
}

/** Where a reused box's init sits inside the box (read-only; its folder outside stays out of sight). */
export const BOX_INIT_PATH = '/holedox-box-init';

/** bwrap's arguments (without bwrap itself) to run `command` in `folder`, starting in `cwd`. */
function sandboxArguments(features: BwrapFeatures, folder: string, cwd: string, command: readonly string[], reuse?: BoxReuse): string[] {
  const args = ['--unshare-all', '--die-with-parent', '--new-session', '--cap-drop', 'ALL', '--hostname', 'holedox'];
  // No namespaces of its own inside the box (bwrap wants --unshare-user named for it, --unshare-all is not enough).
  if (features.disableUserns) args.push('--unshare-user', '--disable-userns');
  for (const dir of SYSTEM_FOLDERS) {
    let stat;
    try {
      stat = lstatSync(dir);
    } catch {
      continue;
    }
    if (stat.isSymbolicLink()) args.push('--symlink', readlinkSync(dir), dir);
    else if (stat.isDirectory()) args.push('--ro-bind', dir, dir);
  }
  // /dev read-only but for a /dev/shm of its own (POSIX shared memory, Python's semaphores) and
  // the IPC namespace's POSIX message queues, where a reused box's init can find them.
  args.push('--proc', '/proc', '--dev', '/dev', '--mqueue', '/dev/mqueue', '--remount-ro', '/dev');
  if (features.size) args.push('--size', String(TMP_BYTES));
  args.push('--tmpfs', '/dev/shm');
  if (features.size) args.push('--size', String(TMP_BYTES));
  args.push('--tmpfs', '/tmp');
  const readable = new Set(programPaths(command));
  for (const program of reuse?.programs ?? []) for (const path of programPaths(program)) readable.add(path);
  for (const path of readable) args.push('--ro-bind', path, path);
  // The box's init is ours and reaps what the program leaves; the kernel ends the box when it ends.
  if (reuse) args.push('--ro-bind', reuse.init, BOX_INIT_PATH, '--as-pid-1');
  // The box's own root (a tmpfs holding the mount points) read-only too: the run folder and /tmp are the only writable places.
  args.push('--bind', folder, folder, '--remount-ro', '/', '--chdir', cwd, '--', ...command);
  return args;
}

/** The command that runs `command` in the sandbox (bwrap first), its run folder `folder` the only writable place. */
export function sandboxCommand(
  probe: SandboxProbe & { usable: true },
  folder: string,
  cwd: string,
  command: readonly string[],
  reuse?: BoxReuse,
): string[] {
  return [probe.bwrap, ...sandboxArguments(probe.features, folder, cwd, command, reuse)];
}

/** For tests: forget the probe (a test fakes bwrap's absence through PATH). */
export function forgetSandboxProbe(): void {
  probed = undefined;
}

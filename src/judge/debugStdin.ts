import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEBUG_BUILDS, prepareSolution, type CompileFailure, type LanguageTemplates, type PreparedSolution } from './prepare';
import type { Language } from '../core/l10n/message';

/**
 * A program under a debugger gets one case on stdin, and no shell to redirect it: VS Code's
 * debuggers start the program themselves (js-debug spawns it with a pipe it never writes,
 * debugpy and the Java debugger likewise). So each language gets a small feeder that makes
 * the case file the program's stdin from inside the process, before the program runs:
 *
 * - Node: a preload (`node --require`) that closes fd 0 and opens the case file, which POSIX
 *   gives the lowest free descriptor, 0: fs.readFileSync(0), /dev/stdin, process.stdin and
 *   readline all read the case, and the program stays the entry point the debugger shows.
 * - Python: a wrapper that dup2()s the case onto fd 0, then runs the solution as __main__.
 * - Java: a wrapper class that sets System.in to the case, then calls the solution's main.
 *
 * - C and C++: LLDB (lldb-dap, CodeLLDB) opens the file itself (target.input-path, stdio); for
 *   GDB (gdb -i dap, cppdbg) a small launcher opens the case as fd 0 and execs the program,
 *   which GDB follows into the program (on Windows GDB redirects `< file` itself).
 */

/** The environment variable naming the case file for the Node preload. */
export const DEBUG_INPUT_VARIABLE = 'HOLEDOX_DEBUG_INPUT';

const NODE_PRELOAD = `// Holedox: gives a program under the debugger its case on stdin (node --require this file).
'use strict';
const fs = require('fs');
const input = process.env.${DEBUG_INPUT_VARIABLE};
if (input) {
  // Not for the program's own child processes.
  delete process.env.${DEBUG_INPUT_VARIABLE};
  fs.closeSync(0);
  // POSIX gives the lowest free descriptor: 0, now the case file.
  const fd = fs.openSync(input, 'r');
  if (fd !== 0) {
    // Where 0 is not reused, process.stdin at least reads the case.
    const stream = fs.createReadStream(input, { fd });
    Object.defineProperty(process, 'stdin', { configurable: true, enumerable: true, get: () => stream });
  }
}
`;

const PYTHON_WRAPPER = `# Holedox: runs a solution under the debugger with its case on stdin: wrapper INPUT PROGRAM.
import os
import runpy
import sys

_input, _program = sys.argv[1], sys.argv[2]
_fd = os.open(_input, os.O_RDONLY)
os.dup2(_fd, 0)
os.close(_fd)
sys.argv = [_program]
sys.path[0] = os.path.dirname(os.path.abspath(_program))
runpy.run_path(_program, run_name="__main__")
`;

const JAVA_WRAPPER_CLASS = 'HoledoxStdin';
const JAVA_WRAPPER = `// Holedox: runs a solution under the debugger with its case on stdin: HoledoxStdin INPUT MAINCLASS.
public final class ${JAVA_WRAPPER_CLASS} {
  public static void main(String[] args) throws Throwable {
    System.setIn(new java.io.BufferedInputStream(new java.io.FileInputStream(args[0])));
    java.lang.reflect.Method main = Class.forName(args[1]).getMethod("main", String[].class);
    main.setAccessible(true);
    try {
      main.invoke(null, (Object) new String[0]);
    } catch (java.lang.reflect.InvocationTargetException e) {
      throw e.getCause();
    }
  }
}
`;

const NATIVE_LAUNCHER = `/* Holedox: starts a program with its case on stdin, without a shell: holedox-stdin INPUT PROGRAM [ARGS...]. */
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 3) {
    fputs("usage: holedox-stdin INPUT PROGRAM [ARGS...]\\n", stderr);
    return 2;
  }
  int fd = open(argv[1], O_RDONLY);
  if (fd < 0) {
    perror(argv[1]);
    return 127;
  }
  if (fd != 0) {
    dup2(fd, 0);
    close(fd);
  }
  execv(argv[2], argv + 2);
  perror(argv[2]);
  return 127;
}
`;

/** Where the feeders and case files live: beside the debug builds, outside the workspace. */
function stdinDir(cacheDir: string): string {
  return join(cacheDir, DEBUG_BUILDS, 'stdin');
}

/** Writes `text` to `dir/name` once per content: a file in use by a running session is never rewritten. */
function writeOnce(dir: string, name: string, text: string): string {
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
  const folder = join(dir, hash);
  const path = join(folder, name);
  if (existsSync(path)) return path;
  mkdirSync(folder, { recursive: true });
  // Written aside, then renamed: a session starting meanwhile never reads half a file.
  const partial = `${path}.${process.pid}-${Date.now()}`;
  writeFileSync(partial, text);
  renameSync(partial, path);
  return path;
}

/** The Node preload, for `--require`. */
function nodeStdinPreload(cacheDir: string): string {
  return writeOnce(stdinDir(cacheDir), 'feedStdin.cjs', NODE_PRELOAD);
}

/** The Python wrapper: python wrapper INPUT PROGRAM. */
function pythonStdinWrapper(cacheDir: string): string {
  return writeOnce(stdinDir(cacheDir), 'feed_stdin.py', PYTHON_WRAPPER);
}

/** The Java wrapper class, compiled (with javac, like a solution): its main class and class path. */
async function javaStdinWrapper(
  cacheDir: string,
  signal?: AbortSignal,
): Promise<{ readonly mainClass: string; readonly classPath: string } | CompileFailure> {
  const source = writeOnce(stdinDir(cacheDir), `${JAVA_WRAPPER_CLASS}.java`, JAVA_WRAPPER);
  // The built-in template, whatever the user's: the wrapper is ours.
  const built = await prepareSolution({ sourceFile: source }, { cacheDir, debug: true, ...(signal ? { signal } : {}) });
  if (built.kind === 'failure') return built;
  return { mainClass: JAVA_WRAPPER_CLASS, classPath: built.build?.dir ?? '' };
}

/** The native launcher, compiled (with gcc, like a C solution): holedox-stdin INPUT PROGRAM [ARGS...]. */
export async function nativeStdinLauncher(cacheDir: string, signal?: AbortSignal): Promise<string | CompileFailure> {
  const source = writeOnce(stdinDir(cacheDir), 'holedox-stdin.c', NATIVE_LAUNCHER);
  // The built-in template, whatever the user's: the launcher is ours.
  const built = await prepareSolution({ sourceFile: source }, { cacheDir, debug: true, ...(signal ? { signal } : {}) });
  return built.kind === 'failure' ? built : (built.command[0] ?? '');
}

/** The case file a debug session reads: one per content, so a session's input never changes under it. */
function debugInputFile(cacheDir: string, inputText: string): string {
  return writeOnce(join(stdinDir(cacheDir), 'cases'), 'input.txt', inputText);
}

/** Everything a debugger needs to start the solution on a case. */
export interface DebugPreparation {
  readonly kind: 'prepared';
  readonly solution: PreparedSolution;
  /** The case (or cases) the program reads on stdin. */
  readonly inputPath: string;
  /** Node's preload, when the solution is JavaScript. */
  readonly nodePreload?: string;
  /** Python's wrapper, when the solution is Python. */
  readonly pythonWrapper?: string;
  /** Java's wrapper class and its class path, when the solution is Java. */
  readonly javaWrapper?: { readonly mainClass: string; readonly classPath: string };
}

/**
 * Builds the solution for a debugger (prepareSolution with debug: symbols, no optimisation, a
 * cache of its own), writes the case file and the language's feeder.
 */
export async function prepareDebugRun(
  sourceFile: string,
  inputText: string,
  options: {
    readonly cacheDir: string;
    readonly languages?: LanguageTemplates;
    readonly signal?: AbortSignal;
    readonly language?: Language;
  },
): Promise<DebugPreparation | CompileFailure> {
  const solution = await prepareSolution({ sourceFile }, { ...options, debug: true });
  if (solution.kind === 'failure') return solution;
  const inputPath = debugInputFile(options.cacheDir, inputText);
  const language = solution.build?.language;
  if (language === 'js') return { kind: 'prepared', solution, inputPath, nodePreload: nodeStdinPreload(options.cacheDir) };
  if (language === 'py') return { kind: 'prepared', solution, inputPath, pythonWrapper: pythonStdinWrapper(options.cacheDir) };
  if (language === 'java') {
    const javaWrapper = await javaStdinWrapper(options.cacheDir, options.signal);
    if ('kind' in javaWrapper) return javaWrapper;
    return { kind: 'prepared', solution, inputPath, javaWrapper };
  }
  return { kind: 'prepared', solution, inputPath };
}

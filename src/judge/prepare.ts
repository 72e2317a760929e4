import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, isAbsolute, join, resolve } from 'node:path';
import { findExecutable } from './executables';
import { msg, type Language } from '../core/l10n/message';
import { judgeWords } from './judgeWords';
import { notARegularFile, readRegularFile, SOURCE_MAX_BYTES, whyNotRead } from './regularFile';
import { runProgram, type RunResult } from './run';

/**
 * Turning what the user gives (a command, or a source file) into a command to run.
 * A source file is compiled once per content (and template): the result is cached under
 * `cacheDir/<hash>/`, outside the workspace.
 */

/** Placeholders: {source} the source path, {dir} the cache folder, {binary} {dir}/main, {name} the file name without extension. */
export interface LanguageTemplate {
  readonly compile?: readonly string[];
  readonly run: readonly string[];
  /**
   * For an interpreted language: the runtime on an empty program (python3 -c ''), run once per
   * preparation to measure the memory the runtime itself holds, which the memory limit exempts.
   */
  readonly baseline?: readonly string[];
}

/** What a compiler may use: a Compilation Error names the limit it passed. */
const COMPILE_LIMITS = { cpuMs: 60_000, wallMs: 120_000, memoryKb: 1024 * 1024 } as const;

/** By extension without the dot: cpp, c, py, js, java… */
export type LanguageTemplates = Readonly<Record<string, LanguageTemplate>>;

export const DEFAULT_LANGUAGES: LanguageTemplates = {
  cpp: { compile: ['g++', '-O2', '-std=c++17', '-o', '{binary}', '{source}'], run: ['{binary}'] },
  cc: { compile: ['g++', '-O2', '-std=c++17', '-o', '{binary}', '{source}'], run: ['{binary}'] },
  cxx: { compile: ['g++', '-O2', '-std=c++17', '-o', '{binary}', '{source}'], run: ['{binary}'] },
  c: { compile: ['gcc', '-O2', '-o', '{binary}', '{source}', '-lm'], run: ['{binary}'] },
  py: { run: ['python3', '{source}'], baseline: ['python3', '-c', ''] },
  js: { run: ['node', '{source}'], baseline: ['node', '-e', ''] },
  java: { compile: ['javac', '-d', '{dir}', '{source}'], run: ['java', '-cp', '{dir}', '{name}'], baseline: ['java', '-version'] },
};

/**
 * The same languages built for a debugger: debug symbols and no optimisation, so every line
 * and variable is where the source says. Cached apart from the judge's builds (DEBUG_BUILDS).
 */
export const DEBUG_LANGUAGES: LanguageTemplates = {
  cpp: { compile: ['g++', '-g', '-O0', '-std=c++17', '-o', '{binary}', '{source}'], run: ['{binary}'] },
  cc: { compile: ['g++', '-g', '-O0', '-std=c++17', '-o', '{binary}', '{source}'], run: ['{binary}'] },
  cxx: { compile: ['g++', '-g', '-O0', '-std=c++17', '-o', '{binary}', '{source}'], run: ['{binary}'] },
  c: { compile: ['gcc', '-g', '-O0', '-o', '{binary}', '{source}', '-lm'], run: ['{binary}'] },
  py: { run: ['python3', '{source}'] },
  js: { run: ['node', '{source}'] },
  java: { compile: ['javac', '-g', '-d', '{dir}', '{source}'], run: ['java', '-cp', '{dir}', '{name}'] },
};

/** The folder of cacheDir that holds debug builds: a debug binary never stands in for the judge's. */
export const DEBUG_BUILDS = 'debug';

export type SolutionSpec = { readonly command: readonly string[] } | { readonly sourceFile: string };

export interface PreparedSolution {
  readonly kind: 'prepared';
  /** argv of the program; the first element is resolved to a path. */
  readonly command: readonly string[];
  /** What to call it in messages: the source file or the command as typed. */
  readonly label: string;
  /** Memory its runtime holds on an empty program (KiB), exempt from the memory limit; absent for native programs. */
  readonly baselineKb?: number;
  /** For a source file run by a language template: what a debugger's launch needs to know of it. */
  readonly build?: SourceBuild;
}

/** A source file as a language template prepared it. */
export interface SourceBuild {
  /** The template's key: the extension without the dot, lower case (cpp, py, java…). */
  readonly language: string;
  /** The source file's absolute path. */
  readonly source: string;
  /** The build's cache folder ({dir}): Java's class path. */
  readonly dir: string;
  /** The file name without extension ({name}): Java's main class. */
  readonly name: string;
}

export interface CompileFailure {
  readonly kind: 'failure';
  /**
   * compilation-error: the compiler ran and refused (output holds what it said, verbatim);
   * command-not-found: the program (or the compiler) is not on PATH or not executable;
   * source-unreadable: the source file cannot be read.
   */
  readonly code: 'compilation-error' | 'command-not-found' | 'source-unreadable';
  /** One line for people. */
  readonly message: string;
  /** The compiler's stdout + stderr, unchanged; empty for the other codes. */
  readonly output: string;
}

/** The path `name` runs as: itself when it holds a slash, else the first executable match on PATH. */
function resolveExecutable(name: string, cwd = process.cwd()): string | undefined {
  const found = findExecutable(name, cwd);
  return 'path' in found ? found.path : undefined;
}

function fill(template: readonly string[], values: Readonly<Record<string, string>>): string[] {
  return template.map((part) => part.replace(/\{(source|dir|binary|name)\}/g, (_, key: string) => values[key] ?? ''));
}

/** How the messages of a failure are worded: in the language the caller asked for. */
type Words = ReturnType<typeof judgeWords>;

function checkCommand(command: readonly string[], label: string, words: Words): PreparedSolution | CompileFailure {
  const [program, ...args] = command;
  if (program === undefined || program === '')
    return { kind: 'failure', code: 'command-not-found', message: words(msg('judge.no-command')), output: '' };
  const path = resolveExecutable(program);
  if (path === undefined)
    return {
      kind: 'failure',
      code: 'command-not-found',
      message: words(program.includes('/') ? msg('judge.no-such-executable', { program }) : msg('judge.not-on-path', { program })),
      output: '',
    };
  return { kind: 'prepared', command: [path, ...args], label };
}

/**
 * A command's arguments that name files where it was typed, as absolute paths: the program runs
 * in a fresh temporary folder of its own, so `python3 sol.py` must still find sol.py.
 */
function anchoredArguments(command: readonly string[]): string[] {
  return command.map((part, index) => {
    if (index === 0 || part.startsWith('-') || isAbsolute(part)) return part;
    const path = resolve(part);
    return existsSync(path) ? path : part;
  });
}

export async function prepareSolution(
  spec: SolutionSpec,
  options: {
    readonly cacheDir: string;
    readonly languages?: LanguageTemplates;
    readonly signal?: AbortSignal;
    /**
     * Build for a debugger: DEBUG_LANGUAGES under the user's templates, into cacheDir/DEBUG_BUILDS,
     * with no runtime baseline (nothing is measured).
     */
    readonly debug?: boolean;
    /** The language of a failure's message; English by default. */
    readonly language?: Language;
  },
): Promise<PreparedSolution | CompileFailure> {
  const words = judgeWords(options.language);
  if ('command' in spec) return checkCommand(anchoredArguments(spec.command), spec.command.join(' '), words);

  const source = resolve(spec.sourceFile);
  const extension = extname(source).slice(1).toLowerCase();
  const template = { ...(options.debug ? DEBUG_LANGUAGES : DEFAULT_LANGUAGES), ...options.languages }[extension];
  // Never a blocking read (a FIFO, a device) nor a huge one: refused at once (regularFile.ts).
  const read = template === undefined ? await notARegularFile(source) : await readRegularFile(source, SOURCE_MAX_BYTES);
  if (read !== undefined && !('bytes' in read))
    return { kind: 'failure', code: 'source-unreadable', message: whyNotRead(spec.sourceFile, read, options.language), output: '' };
  // Anything else runs as an executable, as the table says.
  if (template === undefined || read === undefined) return checkCommand([source], spec.sourceFile, words);
  const content = read.bytes;

  const name = basename(source, extname(source));
  const hash = createHash('sha256')
    .update(JSON.stringify([extension, template, name]))
    .update(content)
    .digest('hex')
    .slice(0, 32);
  const cacheDir = options.debug ? join(options.cacheDir, DEBUG_BUILDS) : options.cacheDir;
  const dir = join(cacheDir, hash);
  const values = { source, dir, binary: join(dir, 'main'), name };
  const run = fill(template.run, values);
  const build: SourceBuild = { language: extension, source, dir, name };
  const withBaseline = async (checked: PreparedSolution | CompileFailure) => {
    if (checked.kind === 'failure') return checked;
    const prepared = { ...checked, build };
    return template.baseline && !options.debug ? withRuntimeBaseline(prepared, fill(template.baseline, values), options.signal) : prepared;
  };
  if (template.compile === undefined) return withBaseline(checkCommand(run, spec.sourceFile, words));

  if (!existsSync(join(dir, '.compiled'))) {
    const plan = { compile: template.compile, values, sourceFile: spec.sourceFile, cacheDir, signal: options.signal, words };
    const failed = await compileOnce(plan);
    if (failed) return failed;
  }
  return withBaseline(checkCommand(run, spec.sourceFile, words));
}

/** A source file's compile into the cache: its compile template, the values it is filled with (`dir` the build's folder), and how to stop. */
interface CompilePlan {
  readonly compile: readonly string[];
  readonly values: { readonly source: string; readonly dir: string; readonly binary: string; readonly name: string };
  /** The file as the user named it, for the messages. */
  readonly sourceFile: string;
  readonly cacheDir: string;
  readonly signal: AbortSignal | undefined;
  readonly words: Words;
}

/** Compiles into the cache's folder for this content; undefined once it is there, else why not. */
async function compileOnce(plan: CompilePlan): Promise<CompileFailure | undefined> {
  const { values } = plan;
  // Compile into a fresh folder, then rename it into place: a concurrent run never sees half a build.
  const building = `${values.dir}.building-${process.pid}-${Date.now()}`;
  mkdirSync(building, { recursive: true });
  const compile = fill(plan.compile, { ...values, dir: building, binary: join(building, 'main') });
  const compiler = checkCommand(compile, plan.sourceFile, plan.words);
  if (compiler.kind === 'failure') {
    rmSync(building, { recursive: true, force: true });
    return { ...compiler, message: plan.words(msg('judge.cannot-compile', { file: plan.sourceFile, why: compiler.message })) };
  }
  const result = await runProgram(compiler.command, '', {
    cwd: dirname(values.source),
    cpuLimitMs: COMPILE_LIMITS.cpuMs,
    wallLimitMs: COMPILE_LIMITS.wallMs,
    memoryLimitKb: COMPILE_LIMITS.memoryKb,
    ...(plan.signal ? { signal: plan.signal } : {}),
  });
  const output = Buffer.concat([result.stdout, result.stderr]).toString('utf8');
  if (result.stop === 'cancelled') {
    rmSync(building, { recursive: true, force: true });
    throw cancelled(plan.signal);
  }
  if (result.stop !== 'exited' || result.exitCode !== 0) {
    rmSync(building, { recursive: true, force: true });
    return {
      kind: 'failure',
      code: 'compilation-error',
      message: plan.words(
        msg('judge.compiler-failed', { compiler: compile[0] ?? '', file: plan.sourceFile, why: compileStopWords(result, plan.words) }),
      ),
      output,
    };
  }
  writeFileSync(join(building, '.compiled'), '');
  try {
    mkdirSync(plan.cacheDir, { recursive: true });
    renameSync(building, values.dir);
  } catch {
    // Another run finished the same build first: use theirs.
    rmSync(building, { recursive: true, force: true });
  }
  return undefined;
}

/** What a cancelled preparation throws: the signal's reason, as judgeFile does. */
function cancelled(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new Error('cancelled');
}

function compileStopWords(result: RunResult, words: Words): string {
  switch (result.stop) {
    case 'exited':
      return words(msg('judge.exit-code', { code: String(result.exitCode ?? result.signalName) }));
    case 'memory-limit':
      return words(msg('judge.compiler-memory', { mb: COMPILE_LIMITS.memoryKb / 1024 }));
    case 'cpu-limit':
      return words(msg('judge.compiler-cpu', { seconds: COMPILE_LIMITS.cpuMs / 1000 }));
    case 'wall-limit':
    case 'idle-limit':
      return words(msg('judge.compiler-wall', { seconds: COMPILE_LIMITS.wallMs / 1000 }));
    default:
      return result.stop;
  }
}

/** Baselines by the runtime command: measured once per process, as an interpreter's own memory does not change. */
const baselines = new Map<string, number | undefined>();

/**
 * The memory a runtime holds on an empty program, as judges exempt it: a correct Python or
 * Java solution is not a Memory Limit Exceeded on an empty input. A runtime that fails the
 * probe gets no exemption.
 */
async function withRuntimeBaseline(prepared: PreparedSolution, probe: readonly string[], signal?: AbortSignal): Promise<PreparedSolution> {
  const key = JSON.stringify(probe);
  if (!baselines.has(key)) {
    // A probe that cannot start only loses the exemption: its message is never shown.
    const checked = checkCommand(probe, probe.join(' '), judgeWords());
    let kb: number | undefined;
    if (checked.kind === 'prepared') {
      const result = await runProgram(checked.command, '', { cpuLimitMs: 20_000, wallLimitMs: 20_000, ...(signal ? { signal } : {}) });
      if (result.stop === 'cancelled') throw cancelled(signal);
      if (result.stop === 'exited' && result.exitCode === 0) kb = result.peakMemoryKb;
    }
    baselines.set(key, kb);
  }
  const kb = baselines.get(key);
  return kb !== undefined ? { ...prepared, baselineKb: kb } : prepared;
}

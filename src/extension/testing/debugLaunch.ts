import { basename, dirname } from 'node:path';
import { addWords, type Translation } from '../../core/l10n/message';
import { DEBUG_INPUT_VARIABLE, type DebugPreparation, type FoundAdapter } from '../../judge';

/**
 * Which debugger starts a solution, and the launch configuration it is given: plain data, no
 * `vscode` at run time, so the unit tests hold every language's configuration to exact objects.
 */

/** The debuggers other extensions contribute, by the `type` of their launch configurations. */
export type ExtensionDebugger = 'node' | 'lldb' | 'cppdbg' | 'debugpy' | 'java';
/** The debug adapters we start ourselves (OWN_DEBUG_TYPE): they speak DAP, no extension needed. */
export type OwnAdapter = FoundAdapter['kind'];
/** Every debugger a solution may be started under. */
export type DebuggerId = ExtensionDebugger | OwnAdapter;

/** The `type` of our own launch configurations (package.json `debuggers`). */
export const OWN_DEBUG_TYPE = 'holedox';

/** The extension that contributes each debugger, and its name in the Extensions view. */
export const DEBUGGER_EXTENSIONS: Readonly<Record<ExtensionDebugger, { readonly id: string; readonly name: string }>> = {
  node: { id: 'ms-vscode.js-debug', name: 'JavaScript Debugger' },
  lldb: { id: 'vadimcn.vscode-lldb', name: 'CodeLLDB' },
  cppdbg: { id: 'ms-vscode.cpptools', name: 'C/C++' },
  debugpy: { id: 'ms-python.debugpy', name: 'Python Debugger' },
  java: { id: 'vscjava.vscode-java-debug', name: 'Debugger for Java' },
};

function isOwn(id: DebuggerId): id is OwnAdapter {
  return id === 'lldb-dap' || id === 'gdb-dap' || id === 'debugpy-adapter';
}

/** `holedox.debug.cDebugger`: which debugger starts a C or C++ solution. */
export type NativePreference = 'auto' | 'lldb-dap' | 'gdb' | 'codelldb' | 'cppdbg';
/** `holedox.debug.pythonDebugger`: which debugger starts a Python solution. */
export type PythonPreference = 'auto' | 'debugpy' | 'python-extension';
export interface DebuggerPreferences {
  readonly native: NativePreference;
  readonly python: PythonPreference;
}

/**
 * The debuggers for C and C++, in order: `auto` takes a debugger that speaks DAP itself
 * (LLDB's, then GDB's), else CodeLLDB (it opens the case as stdin itself), else cppdbg.
 */
const NATIVE: Readonly<Record<NativePreference, readonly DebuggerId[]>> = {
  auto: ['lldb-dap', 'gdb-dap', 'lldb', 'cppdbg'],
  'lldb-dap': ['lldb-dap'],
  gdb: ['gdb-dap'],
  codelldb: ['lldb'],
  cppdbg: ['cppdbg'],
};
const PYTHON: Readonly<Record<PythonPreference, readonly DebuggerId[]>> = {
  auto: ['debugpy-adapter', 'debugpy'],
  debugpy: ['debugpy-adapter'],
  'python-extension': ['debugpy'],
};

/** What each language is called in messages. */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  js: 'JavaScript',
  c: 'C',
  cpp: 'C++',
  cc: 'C++',
  cxx: 'C++',
  py: 'Python',
  java: 'Java',
};

/** The debuggers for a language, in order of preference; undefined for a language we have none for. */
export function debuggerCandidates(language: string | undefined, preferences: DebuggerPreferences): readonly DebuggerId[] | undefined {
  switch (language) {
    case 'js':
      return ['node'];
    case 'c':
    case 'cpp':
    case 'cc':
    case 'cxx':
      return NATIVE[preferences.native];
    case 'py':
      return PYTHON[preferences.python];
    case 'java':
      return ['java'];
    default:
      return undefined;
  }
}

export type DebuggerChoice =
  /** `adapter`: for one of our own, the adapter found, which we start. */
  | { readonly kind: 'chosen'; readonly debugger: DebuggerId; readonly adapter?: FoundAdapter }
  /** The language has debuggers, none of them here: what to install. */
  | { readonly kind: 'missing'; readonly language: string; readonly candidates: readonly DebuggerId[] }
  /** A language (or a plain executable) we have no debugger for. */
  | { readonly kind: 'unsupported'; readonly language: string | undefined };

/** What is on this machine: the extensions installed, and the debug adapters found. */
export interface AvailableDebuggers {
  readonly installed: (extensionId: string) => boolean;
  readonly adapters: readonly FoundAdapter[];
}

/** The first of the language's debuggers (in the preferred order) that is here. */
export function chooseDebugger(
  language: string | undefined,
  available: AvailableDebuggers,
  preferences: DebuggerPreferences = { native: 'auto', python: 'auto' },
): DebuggerChoice {
  const candidates = debuggerCandidates(language, preferences);
  if (!candidates) return { kind: 'unsupported', language };
  for (const id of candidates) {
    if (!isOwn(id)) {
      if (available.installed(DEBUGGER_EXTENSIONS[id].id)) return { kind: 'chosen', debugger: id };
      continue;
    }
    const adapter = available.adapters.find((a) => a.kind === id);
    if (adapter) return { kind: 'chosen', debugger: id, adapter };
  }
  return { kind: 'missing', language: language ?? '', candidates };
}

/** The extension to show for a missing debugger: the first extension among the candidates. */
export function extensionToShow(candidates: readonly DebuggerId[]): ExtensionDebugger | undefined {
  return candidates.find((id): id is ExtensionDebugger => !isOwn(id));
}

/** The name of a debugger in messages and the test run's output. */
export function debuggerName(id: DebuggerId, adapter?: FoundAdapter): string {
  return isOwn(id) ? (adapter?.name ?? id) : DEBUGGER_EXTENSIONS[id].name;
}

/** What to install for each debugger, in a message. */
const INSTALL_EN: Readonly<Record<DebuggerId, string>> = {
  'lldb-dap': "LLDB's lldb-dap (LLVM 18 or later; lldb-vscode before it, as in Debian's and Ubuntu's lldb package)",
  'gdb-dap': 'GDB 14 or later (gdb -i dap)',
  'debugpy-adapter': "debugpy for your program's Python (pip install debugpy, or Debian's python3-debugpy)",
  ...(Object.fromEntries(Object.entries(DEBUGGER_EXTENSIONS).map(([type, e]) => [type, `the "${e.name}" extension (${e.id})`])) as Record<
    ExtensionDebugger,
    string
  >),
};
const INSTALL_ZH: Readonly<Record<DebuggerId, string>> = {
  'lldb-dap': 'LLDB 的 lldb-dap（LLVM 18 及以后；之前叫 lldb-vscode，如 Debian 和 Ubuntu 的 lldb 软件包）',
  'gdb-dap': 'GDB 14 或更高版本（gdb -i dap）',
  'debugpy-adapter': '你的程序所用 Python 的 debugpy（pip install debugpy，或 Debian 的 python3-debugpy）',
  ...(Object.fromEntries(Object.entries(DEBUGGER_EXTENSIONS).map(([type, e]) => [type, `“${e.name}”扩展（${e.id}）`])) as Record<
    ExtensionDebugger,
    string
  >),
};

/** The user-visible words of debugging a case: a part of the catalogue (core/l10n/message.ts). */
const en = {
  'debug.profile-label': () => 'Debug my solution',
  'debug.session-name': (a: { what: string; file: string }) => `Holedox: ${a.what} of ${a.file}`,
  'debug.one-case': (a: { n: number }) => `case ${a.n}`,
  'debug.some-cases': (a: { numbers: readonly number[] }) => `cases ${a.numbers.join(', ')}`,
  'debug.whole-file': () => 'every case',
  'debug.missing': (a: { language: string; candidates: readonly DebuggerId[] }) =>
    `Holedox: debugging a ${LANGUAGE_NAMES[a.language] ?? a.language} solution needs ` +
    a.candidates.map((id) => INSTALL_EN[id]).join(', or ') +
    '. Install one, then debug the case again.',
  'debug.show-extension': () => 'Show in Extensions',
  'debug.unsupported': (a: { language: string | undefined }) =>
    a.language === undefined
      ? 'Holedox debugs solutions given as source files in JavaScript, C, C++, Python or Java; this solution is a program it runs as it is.'
      : `Holedox debugs solutions in JavaScript, C, C++, Python and Java, not .${a.language} files.`,
  'debug.no-case': () => 'Holedox: no case to debug here. Debug a case of a puzzle file from the Test Explorer or a failed case.',
  'debug.not-file': (a: { uri: string }) => `Holedox: your solution must be a file on disk to debug; ${a.uri} is not.`,
  'debug.no-solution': () =>
    'Holedox: no solution chosen: set holedox.solution.paths, or run "Holedox: Choose My Solution…" and pick your source file.',
  'debug.compile-failed': (a: { message: string }) => `Holedox: ${a.message}`,
  'debug.could-not-start': (a: { name: string }) => `Holedox: the debugger did not start (${a.name}).`,
  'debug.started': (a: { sessionName: string; debuggerName: string; inputPath: string }) =>
    `${a.sessionName}: started with ${a.debuggerName}, stdin ${a.inputPath}\r\n`,
  'debug.show-output': () => 'Show the Compiler Output',
  'debug.not-ours': () =>
    'Holedox: this debug type is started by "Debug my solution" and "Debug This Case", not from a launch configuration.',
  'debug.judging': (a: { sessionName: string }) =>
    `${a.sessionName}: your program ended; the judge runs the case again for its verdict.\r\n`,
} as const;

const zhCn: Translation<typeof en> = {
  'debug.profile-label': () => '调试我的程序',
  'debug.session-name': (a) => `Holedox：${a.file} 的${a.what}`,
  'debug.one-case': (a) => `用例 ${a.n}`,
  'debug.some-cases': (a) => `用例 ${a.numbers.join('、')}`,
  'debug.whole-file': () => '全部用例',
  'debug.missing': (a) =>
    `Holedox：调试 ${LANGUAGE_NAMES[a.language] ?? a.language} 程序需要` +
    // A space between Chinese and a Latin word, none before a full-width quote.
    a.candidates.map((id, k) => `${k === 0 ? '' : '，或'}${/^[A-Za-z]/.test(INSTALL_ZH[id]) ? ' ' : ''}${INSTALL_ZH[id]}`).join('') +
    '。请安装其中之一，再调试这个用例。',
  'debug.show-extension': () => '在扩展视图中显示',
  'debug.unsupported': (a) =>
    a.language === undefined
      ? 'Holedox 只能调试以 JavaScript、C、C++、Python 或 Java 源文件给出的程序；这个程序是按原样运行的可执行文件。'
      : `Holedox 能调试 JavaScript、C、C++、Python 和 Java 程序，不能调试 .${a.language} 文件。`,
  'debug.no-case': () => 'Holedox：这里没有可调试的用例。请从测试资源管理器或一个失败的用例调试谜题文件中的用例。',
  'debug.not-file': (a) => `Holedox：你的程序必须是磁盘上的文件才能调试；${a.uri} 不是。`,
  'debug.no-solution': () => 'Holedox：尚未选择你的程序：请设置 holedox.solution.paths，或运行“Holedox: 选择我的程序…”并选中你的源文件。',
  'debug.compile-failed': (a) => `Holedox：${a.message}`,
  'debug.could-not-start': (a) => `Holedox：调试器没有启动（${a.name}）。`,
  'debug.started': (a) => `${a.sessionName}：已用 ${a.debuggerName} 启动，标准输入为 ${a.inputPath}\r\n`,
  'debug.show-output': () => '显示编译器输出',
  'debug.not-ours': () => 'Holedox：这种调试类型由“调试我的程序”和“调试此用例”启动，不能从启动配置启动。',
  'debug.judging': (a) => `${a.sessionName}：你的程序已结束；评测器重新运行这个用例，给出结果。\r\n`,
};

/** The debugger's part of the catalogue; it joins when this file is loaded, as its users word it. */
export const DEBUG_WORDS = { en, 'zh-cn': zhCn };
addWords(DEBUG_WORDS);

declare module '../../core/l10n/message' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the debugger's ids join the catalogue's
  interface Words extends DebugWords {}
}
type DebugWords = typeof en;

/** What a launch configuration is made of: VS Code's DebugConfiguration, as plain data. */
export interface LaunchConfiguration {
  readonly type: ExtensionDebugger | typeof OWN_DEBUG_TYPE;
  readonly request: 'launch';
  readonly name: string;
  readonly [key: string]: unknown;
}

/** The marker a session's configuration carries, so the session we started is found among others. */
export const SESSION_MARKER = '__holedoxDebugRun';

/** Where a configuration is started: the platform (process.platform), and for GDB on POSIX the stdin launcher. */
export interface LaunchPlace {
  readonly platform: NodeJS.Platform;
  /** nativeStdinLauncher's binary: holedox-stdin INPUT PROGRAM. */
  readonly launcher?: string;
}

/** Whether `debugger` on `platform` needs the stdin launcher: GDB has no redirection of its own but through a shell, except on Windows. */
export function needsStdinLauncher(debugger_: DebuggerId, platform: NodeJS.Platform): boolean {
  return (debugger_ === 'gdb-dap' || debugger_ === 'cppdbg') && platform !== 'win32';
}

/** A native program under GDB: through the launcher, which GDB follows into the program at its exec; on Windows GDB itself reads `< file`. */
function gdbProgram(binary: string, inputPath: string, place: LaunchPlace): { program: string; args: string[] } {
  return place.launcher !== undefined && place.platform !== 'win32'
    ? { program: place.launcher, args: [inputPath, binary] }
    : { program: binary, args: ['<', inputPath] };
}

/**
 * The launch configuration that starts `prepared` under `debugger` with its case on stdin.
 * `marker` identifies the session.
 */
export function launchConfiguration(
  debugger_: DebuggerId,
  prepared: DebugPreparation,
  name: string,
  marker: string,
  place: LaunchPlace,
): LaunchConfiguration {
  const { solution, inputPath } = prepared;
  const build = solution.build;
  const source = build?.source ?? solution.command[0] ?? '';
  const binary = solution.command[0] ?? '';
  const cwd = dirname(source);
  const common = { name, request: 'launch', [SESSION_MARKER]: marker } as const;
  const own = { ...common, type: OWN_DEBUG_TYPE, adapter: debugger_ } as const;
  // debugpy's launch, whether its adapter is ours or the Python extension's.
  const pythonProgram = () => ({
    python: solution.command[0],
    program: prepared.pythonWrapper ?? '',
    args: [inputPath, source],
    cwd,
    console: 'internalConsole',
    justMyCode: true,
  });
  switch (debugger_) {
    case 'node': {
      // js-debug spawns node with a stdin pipe it never writes: the preload makes fd 0 the case.
      const preload = prepared.nodePreload ?? '';
      return {
        ...common,
        type: debugger_,
        runtimeExecutable: solution.command[0],
        runtimeArgs: ['--require', preload],
        program: source,
        args: [],
        cwd,
        env: { [DEBUG_INPUT_VARIABLE]: inputPath },
        console: 'internalConsole',
        // The program's stdout (its answers) in the Debug Console, not only console.* calls.
        outputCapture: 'std',
        autoAttachChildProcesses: false,
        skipFiles: ['<node_internals>/**', preload],
      };
    }
    case 'lldb-dap':
      // LLDB opens the case as the program's stdin itself (its target.input-path), on every platform.
      return {
        ...own,
        program: binary,
        args: [],
        cwd,
        stopOnEntry: false,
        preRunCommands: [`settings set target.input-path "${inputPath}"`],
      };
    case 'gdb-dap':
      return { ...own, ...gdbProgram(binary, inputPath, place), cwd, stopAtBeginningOfMainSubprogram: false };
    case 'debugpy-adapter':
      return { ...own, ...pythonProgram() };
    case 'lldb':
      return { ...common, type: debugger_, program: binary, args: [], cwd, stdio: [inputPath, null, null] };
    case 'cppdbg':
      return {
        ...common,
        type: debugger_,
        ...gdbProgram(binary, inputPath, place),
        cwd,
        stopAtEntry: false,
        externalConsole: false,
        MIMode: place.platform === 'darwin' ? 'lldb' : 'gdb',
        setupCommands: [{ description: 'Enable pretty-printing for gdb', text: '-enable-pretty-printing', ignoreFailures: true }],
      };
    case 'debugpy':
      return { ...common, type: debugger_, ...pythonProgram() };
    case 'java': {
      const wrapper = prepared.javaWrapper;
      return {
        ...common,
        type: debugger_,
        mainClass: wrapper?.mainClass ?? '',
        args: [inputPath, build?.name ?? basename(source)],
        classPaths: [wrapper?.classPath ?? '', build?.dir ?? cwd],
        cwd,
        console: 'internalConsole',
      };
    }
  }
}

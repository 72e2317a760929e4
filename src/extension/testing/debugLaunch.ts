import { basename, dirname } from 'node:path';
import { pick, type Language, type Translated } from '../../core/l10n/message';
import { DEBUG_INPUT_VARIABLE, type DebugPreparation } from '../../judge';

/**
 * Which debugger starts a solution, and the launch configuration it is given: plain data, no
 * `vscode` at run time, so the unit tests hold every language's configuration to exact objects.
 */

/** The debuggers we start, by the `type` of their launch configurations. */
export type DebuggerType = 'node' | 'lldb' | 'cppdbg' | 'debugpy' | 'java';

/** The extension that contributes each debugger, and its name in the Extensions view. */
export const DEBUGGER_EXTENSIONS: Readonly<Record<DebuggerType, { readonly id: string; readonly name: string }>> = {
  node: { id: 'ms-vscode.js-debug', name: 'JavaScript Debugger' },
  lldb: { id: 'vadimcn.vscode-lldb', name: 'CodeLLDB' },
  cppdbg: { id: 'ms-vscode.cpptools', name: 'C/C++' },
  debugpy: { id: 'ms-python.debugpy', name: 'Python Debugger' },
  java: { id: 'vscjava.vscode-java-debug', name: 'Debugger for Java' },
};

/**
 * The debuggers for a language, in order of preference. C and C++: CodeLLDB first, as it takes
 * the case file as stdin itself (its `stdio`), where cppdbg relies on gdb's shell for `< file`.
 */
const BY_LANGUAGE: Readonly<Record<string, readonly DebuggerType[]>> = {
  js: ['node'],
  c: ['lldb', 'cppdbg'],
  cpp: ['lldb', 'cppdbg'],
  cc: ['lldb', 'cppdbg'],
  cxx: ['lldb', 'cppdbg'],
  py: ['debugpy'],
  java: ['java'],
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

export type DebuggerChoice =
  | { readonly kind: 'chosen'; readonly type: DebuggerType }
  /** The language has debuggers, none of them installed: the extensions to suggest. */
  | { readonly kind: 'missing'; readonly language: string; readonly candidates: readonly DebuggerType[] }
  /** A language (or a plain executable) we have no debugger for. */
  | { readonly kind: 'unsupported'; readonly language: string | undefined };

/** The first of the language's debuggers whose extension is installed. */
export function chooseDebugger(language: string | undefined, installed: (extensionId: string) => boolean): DebuggerChoice {
  const candidates = language === undefined ? undefined : BY_LANGUAGE[language];
  if (!candidates) return { kind: 'unsupported', language };
  const type = candidates.find((t) => installed(DEBUGGER_EXTENSIONS[t].id));
  return type ? { kind: 'chosen', type } : { kind: 'missing', language: language ?? '', candidates };
}

/** The user-visible words of debugging a case, in one table (for the catalogue). */
export const debugText = {
  profileLabel: 'Debug my solution',
  sessionName: (what: string, file: string) => `Holedox: ${what} of ${file}`,
  oneCase: (n: number) => `case ${n}`,
  someCases: (numbers: readonly number[]) => `cases ${numbers.join(', ')}`,
  wholeFile: 'every case',
  missing: (language: string, candidates: readonly DebuggerType[]) =>
    `Holedox: debugging a ${LANGUAGE_NAMES[language] ?? language} solution needs the ` +
    candidates.map((t) => `"${DEBUGGER_EXTENSIONS[t].name}" extension (${DEBUGGER_EXTENSIONS[t].id})`).join(' or the ') +
    '. Install it, then debug the case again.',
  showExtension: 'Show in Extensions',
  unsupported: (language: string | undefined) =>
    language === undefined
      ? 'Holedox debugs solutions given as source files in JavaScript, C, C++, Python or Java; this solution is a program it runs as it is.'
      : `Holedox debugs solutions in JavaScript, C, C++, Python and Java, not .${language} files.`,
  noCase: 'Holedox: no case to debug here. Debug a case of a puzzle file from the Test Explorer or a failed case.',
  notFile: (uri: string) => `Holedox: your solution must be a file on disk to debug; ${uri} is not.`,
  noSolution: 'Holedox: no solution chosen: set holedox.solution.paths, or run "Holedox: Choose My Solution…" and pick your source file.',
  compileFailed: (message: string) => `Holedox: ${message}`,
  couldNotStart: (name: string) => `Holedox: the debugger did not start (${name}).`,
  started: (sessionName: string, debuggerName: string, inputPath: string) =>
    `${sessionName}: started with ${debuggerName}, stdin ${inputPath}\r\n`,
  showOutput: 'Show the Compiler Output',
} as const;

export const debugTextZhCn: Translated<typeof debugText> = {
  profileLabel: '调试我的程序',
  sessionName: (what, file) => `Holedox：${file} 的${what}`,
  oneCase: (n) => `用例 ${n}`,
  someCases: (numbers) => `用例 ${numbers.join('、')}`,
  wholeFile: '全部用例',
  missing: (language, candidates) =>
    `Holedox：调试 ${LANGUAGE_NAMES[language] ?? language} 程序需要` +
    candidates.map((t) => `“${DEBUGGER_EXTENSIONS[t].name}”扩展（${DEBUGGER_EXTENSIONS[t].id}）`).join('或') +
    '。请安装后再调试这个用例。',
  showExtension: '在扩展视图中显示',
  unsupported: (language) =>
    language === undefined
      ? 'Holedox 只能调试以 JavaScript、C、C++、Python 或 Java 源文件给出的程序；这个程序是按原样运行的可执行文件。'
      : `Holedox 能调试 JavaScript、C、C++、Python 和 Java 程序，不能调试 .${language} 文件。`,
  noCase: 'Holedox：这里没有可调试的用例。请从测试资源管理器或一个失败的用例调试谜题文件中的用例。',
  notFile: (uri) => `Holedox：你的程序必须是磁盘上的文件才能调试；${uri} 不是。`,
  noSolution: 'Holedox：尚未选择你的程序：请设置 holedox.solution.paths，或运行“Holedox: 选择我的程序…”并选中你的源文件。',
  compileFailed: (message) => `Holedox：${message}`,
  couldNotStart: (name) => `Holedox：调试器没有启动（${name}）。`,
  started: (sessionName, debuggerName, inputPath) => `${sessionName}：已用 ${debuggerName} 启动，标准输入为 ${inputPath}\r\n`,
  showOutput: '显示编译器输出',
};

/** The words of debugging a case in `language` (the host passes its display language). */
export function debugWords(language: Language): Translated<typeof debugText> {
  return pick({ en: debugText, 'zh-cn': debugTextZhCn }, language);
}

/** What a launch configuration is made of: VS Code's DebugConfiguration, as plain data. */
export interface LaunchConfiguration {
  readonly type: DebuggerType;
  readonly request: 'launch';
  readonly name: string;
  readonly [key: string]: unknown;
}

/** The marker a session's configuration carries, so the session we started is found among others. */
export const SESSION_MARKER = '__holedoxDebugRun';

/**
 * The launch configuration that starts `prepared` under `type` with its case on stdin.
 * `platform` is process.platform (cppdbg's gdb or lldb); `marker` identifies the session.
 */
export function launchConfiguration(
  type: DebuggerType,
  prepared: DebugPreparation,
  name: string,
  marker: string,
  platform: NodeJS.Platform,
): LaunchConfiguration {
  const { solution, inputPath } = prepared;
  const build = solution.build;
  const source = build?.source ?? solution.command[0] ?? '';
  const cwd = dirname(source);
  const common = { name, request: 'launch', [SESSION_MARKER]: marker } as const;
  switch (type) {
    case 'node': {
      // js-debug spawns node with a stdin pipe it never writes: the preload makes fd 0 the case.
      const preload = prepared.nodePreload ?? '';
      return {
        ...common,
        type,
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
    case 'lldb':
      return { ...common, type, program: solution.command[0], args: [], cwd, stdio: [inputPath, null, null] };
    case 'cppdbg':
      return {
        ...common,
        type,
        program: solution.command[0],
        // gdb starts the program through a shell, which reads `<` as a redirection.
        args: ['<', inputPath],
        cwd,
        stopAtEntry: false,
        externalConsole: false,
        MIMode: platform === 'darwin' ? 'lldb' : 'gdb',
        setupCommands: [{ description: 'Enable pretty-printing for gdb', text: '-enable-pretty-printing', ignoreFailures: true }],
      };
    case 'debugpy':
      return {
        ...common,
        type,
        python: solution.command[0],
        program: prepared.pythonWrapper ?? '',
        args: [inputPath, source],
        cwd,
        console: 'internalConsole',
        justMyCode: true,
      };
    case 'java': {
      const wrapper = prepared.javaWrapper;
      return {
        ...common,
        type,
        mainClass: wrapper?.mainClass ?? '',
        args: [inputPath, build?.name ?? basename(source)],
        classPaths: [wrapper?.classPath ?? '', build?.dir ?? cwd],
        cwd,
        console: 'internalConsole',
      };
    }
  }
}

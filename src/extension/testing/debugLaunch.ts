import { basename, dirname } from 'node:path';
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
  noSolution: 'Holedox: no solution chosen: set holedox.solution.path, or run "Holedox: Choose My Solution…" and pick your source file.',
  compileFailed: (message: string) => `Holedox: ${message}`,
  couldNotStart: (name: string) => `Holedox: the debugger did not start (${name}).`,
  started: (sessionName: string, debuggerName: string, inputPath: string) =>
    `${sessionName}: started with ${debuggerName}, stdin ${inputPath}\r\n`,
  showOutput: 'Show the Compiler Output',
} as const;

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

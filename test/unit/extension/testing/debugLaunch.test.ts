import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DebugPreparation } from '../../../../src/judge';
import { msg, say } from '../../../../src/core/l10n/message';
import type { FoundAdapter } from '../../../../src/judge';
import { chooseDebugger, extensionToShow, launchConfiguration, needsStdinLauncher } from '../../../../src/extension/testing/debugLaunch';
import { DEBUGGABLE_MESSAGE, JudgeCommandId } from '../../../../src/extension/testing/ids';

// What prepareDebugRun gives for each language (test/unit/judge/debugStdin.test.ts builds them for real).
const INPUT = '/cache/debug/stdin/cases/0123/input.txt';
const CPP: DebugPreparation = {
  kind: 'prepared',
  solution: {
    kind: 'prepared',
    command: ['/cache/debug/aa11/main'],
    label: '/work/sol.cpp',
    build: { language: 'cpp', source: '/work/sol.cpp', dir: '/cache/debug/aa11', name: 'sol' },
  },
  inputPath: INPUT,
};
const JS: DebugPreparation = {
  kind: 'prepared',
  solution: {
    kind: 'prepared',
    command: ['/usr/bin/node', '/work/js/sol.js'],
    label: '/work/js/sol.js',
    build: { language: 'js', source: '/work/js/sol.js', dir: '/cache/debug/bb22', name: 'sol' },
  },
  inputPath: INPUT,
  nodePreload: '/cache/debug/stdin/4455/feedStdin.cjs',
};
const PY: DebugPreparation = {
  kind: 'prepared',
  solution: {
    kind: 'prepared',
    command: ['/usr/bin/python3', '/work/py/sol.py'],
    label: '/work/py/sol.py',
    build: { language: 'py', source: '/work/py/sol.py', dir: '/cache/debug/cc33', name: 'sol' },
  },
  inputPath: INPUT,
  pythonWrapper: '/cache/debug/stdin/6677/feed_stdin.py',
};
const JAVA: DebugPreparation = {
  kind: 'prepared',
  solution: {
    kind: 'prepared',
    command: ['/usr/bin/java', '-cp', '/cache/debug/dd44', 'Main'],
    label: '/work/java/Main.java',
    build: { language: 'java', source: '/work/java/Main.java', dir: '/cache/debug/dd44', name: 'Main' },
  },
  inputPath: INPUT,
  javaWrapper: { mainClass: 'HoledoxStdin', classPath: '/cache/debug/ee55' },
};

const NAME = 'Holedox: case 2 of sample.tempter';
const LAUNCHER = '/cache/debug/ff66/main';

describe('debug launch configurations', () => {
  it('starts JavaScript with js-debug, the preload feeding the case on fd 0, output from stdout', () => {
    assert.deepEqual(launchConfiguration('node', JS, NAME, 'm1', { platform: 'linux' }), {
      name: NAME,
      request: 'launch',
      __holedoxDebugRun: 'm1',
      type: 'node',
      runtimeExecutable: '/usr/bin/node',
      runtimeArgs: ['--require', '/cache/debug/stdin/4455/feedStdin.cjs'],
      program: '/work/js/sol.js',
      args: [],
      cwd: '/work/js',
      env: { HOLEDOX_DEBUG_INPUT: INPUT },
      console: 'internalConsole',
      outputCapture: 'std',
      autoAttachChildProcesses: false,
      skipFiles: ['<node_internals>/**', '/cache/debug/stdin/4455/feedStdin.cjs'],
    });
  });

  it('starts C++ with CodeLLDB, the case as its stdio stdin', () => {
    assert.deepEqual(launchConfiguration('lldb', CPP, NAME, 'm2', { platform: 'linux' }), {
      name: NAME,
      request: 'launch',
      __holedoxDebugRun: 'm2',
      type: 'lldb',
      program: '/cache/debug/aa11/main',
      args: [],
      cwd: '/work',
      stdio: [INPUT, null, null],
    });
  });

  it('starts C++ with cppdbg through the stdin launcher, which gdb follows into the program; lldb as the MI debugger on macOS', () => {
    const expected = {
      name: NAME,
      request: 'launch',
      __holedoxDebugRun: 'm3',
      type: 'cppdbg',
      program: LAUNCHER,
      args: [INPUT, '/cache/debug/aa11/main'],
      cwd: '/work',
      stopAtEntry: false,
      externalConsole: false,
      MIMode: 'gdb',
      setupCommands: [{ description: 'Enable pretty-printing for gdb', text: '-enable-pretty-printing', ignoreFailures: true }],
    };
    assert.deepEqual(launchConfiguration('cppdbg', CPP, NAME, 'm3', { platform: 'linux', launcher: LAUNCHER }), expected);
    assert.deepEqual(launchConfiguration('cppdbg', CPP, NAME, 'm3', { platform: 'darwin', launcher: LAUNCHER }), {
      ...expected,
      MIMode: 'lldb',
    });
    // On Windows gdb itself reads `< file` (no shell there): the program is started directly.
    assert.deepEqual(launchConfiguration('cppdbg', CPP, NAME, 'm3', { platform: 'win32' }), {
      ...expected,
      program: '/cache/debug/aa11/main',
      args: ['<', INPUT],
    });
    assert.equal(needsStdinLauncher('cppdbg', 'linux'), true);
    assert.equal(needsStdinLauncher('cppdbg', 'darwin'), true);
    assert.equal(needsStdinLauncher('cppdbg', 'win32'), false);
  });

  it('starts C++ under our own type with lldb-dap, LLDB opening the case as stdin (target.input-path)', () => {
    assert.deepEqual(launchConfiguration('lldb-dap', CPP, NAME, 'm6', { platform: 'linux' }), {
      name: NAME,
      request: 'launch',
      __holedoxDebugRun: 'm6',
      type: 'holedox',
      adapter: 'lldb-dap',
      program: '/cache/debug/aa11/main',
      args: [],
      cwd: '/work',
      stopOnEntry: false,
      preRunCommands: [`settings set target.input-path "${INPUT}"`],
    });
    assert.equal(needsStdinLauncher('lldb-dap', 'linux'), false);
    assert.equal(needsStdinLauncher('lldb', 'darwin'), false);
  });

  it('starts C++ under our own type with gdb -i dap through the stdin launcher (on Windows, gdb reads `< file` itself)', () => {
    const expected = {
      name: NAME,
      request: 'launch',
      __holedoxDebugRun: 'm7',
      type: 'holedox',
      adapter: 'gdb-dap',
      program: LAUNCHER,
      args: [INPUT, '/cache/debug/aa11/main'],
      cwd: '/work',
      stopAtBeginningOfMainSubprogram: false,
    };
    assert.deepEqual(launchConfiguration('gdb-dap', CPP, NAME, 'm7', { platform: 'linux', launcher: LAUNCHER }), expected);
    assert.deepEqual(launchConfiguration('gdb-dap', CPP, NAME, 'm7', { platform: 'win32' }), {
      ...expected,
      program: '/cache/debug/aa11/main',
      args: ['<', INPUT],
    });
    assert.equal(needsStdinLauncher('gdb-dap', 'linux'), true);
    assert.equal(needsStdinLauncher('gdb-dap', 'win32'), false);
  });

  it("starts Python under our own type with debugpy's adapter, on the wrapper that dup2s the case onto fd 0", () => {
    assert.deepEqual(launchConfiguration('debugpy-adapter', PY, NAME, 'm8', { platform: 'linux' }), {
      name: NAME,
      request: 'launch',
      __holedoxDebugRun: 'm8',
      type: 'holedox',
      adapter: 'debugpy-adapter',
      python: '/usr/bin/python3',
      program: '/cache/debug/stdin/6677/feed_stdin.py',
      args: [INPUT, '/work/py/sol.py'],
      cwd: '/work/py',
      console: 'internalConsole',
      justMyCode: true,
    });
  });

  it('starts Python with debugpy on the wrapper, which dup2s the case onto fd 0 and runs the solution', () => {
    assert.deepEqual(launchConfiguration('debugpy', PY, NAME, 'm4', { platform: 'linux' }), {
      name: NAME,
      request: 'launch',
      __holedoxDebugRun: 'm4',
      type: 'debugpy',
      python: '/usr/bin/python3',
      program: '/cache/debug/stdin/6677/feed_stdin.py',
      args: [INPUT, '/work/py/sol.py'],
      cwd: '/work/py',
      console: 'internalConsole',
      justMyCode: true,
    });
  });

  it("starts Java with the Java debugger on the wrapper class, which sets System.in and calls the solution's main", () => {
    assert.deepEqual(launchConfiguration('java', JAVA, NAME, 'm5', { platform: 'linux' }), {
      name: NAME,
      request: 'launch',
      __holedoxDebugRun: 'm5',
      type: 'java',
      mainClass: 'HoledoxStdin',
      args: [INPUT, 'Main'],
      classPaths: ['/cache/debug/ee55', '/cache/debug/dd44'],
      cwd: '/work/java',
      console: 'internalConsole',
    });
  });
});

describe('choosing the debugger', () => {
  const LLDB: FoundAdapter = { kind: 'lldb-dap', command: ['/usr/bin/lldb-vscode-14'], name: 'lldb-vscode-14' };
  const GDB: FoundAdapter = { kind: 'gdb-dap', command: ['/usr/bin/gdb', '-i', 'dap'], name: 'gdb -i dap' };
  const DEBUGPY: FoundAdapter = { kind: 'debugpy-adapter', command: ['/usr/bin/python3', '-m', 'debugpy.adapter'], name: 'debugpy' };
  const here = (adapters: FoundAdapter[], ...ids: string[]) => ({ installed: (id: string) => ids.includes(id), adapters });
  const AUTO = { native: 'auto', python: 'auto' } as const;

  it('takes our own adapters first for C, C++ and Python (LLDB before GDB), then the extensions installed', () => {
    const everything = here([GDB, LLDB, DEBUGPY], 'ms-vscode.cpptools', 'vadimcn.vscode-lldb', 'ms-python.debugpy');
    assert.deepEqual(chooseDebugger('cpp', everything, AUTO), { kind: 'chosen', debugger: 'lldb-dap', adapter: LLDB });
    assert.deepEqual(chooseDebugger('c', here([GDB], 'ms-vscode.cpptools'), AUTO), { kind: 'chosen', debugger: 'gdb-dap', adapter: GDB });
    assert.deepEqual(chooseDebugger('cc', here([], 'ms-vscode.cpptools', 'vadimcn.vscode-lldb'), AUTO), {
      kind: 'chosen',
      debugger: 'lldb',
    });
    assert.deepEqual(chooseDebugger('cxx', here([], 'ms-vscode.cpptools'), AUTO), { kind: 'chosen', debugger: 'cppdbg' });
    assert.deepEqual(chooseDebugger('py', everything, AUTO), { kind: 'chosen', debugger: 'debugpy-adapter', adapter: DEBUGPY });
    assert.deepEqual(chooseDebugger('py', here([], 'ms-python.debugpy'), AUTO), { kind: 'chosen', debugger: 'debugpy' });
    assert.deepEqual(chooseDebugger('js', here([], 'ms-vscode.js-debug'), AUTO), { kind: 'chosen', debugger: 'node' });
    assert.deepEqual(chooseDebugger('java', here([], 'vscjava.vscode-java-debug'), AUTO), { kind: 'chosen', debugger: 'java' });
  });

  it('keeps to the debugger the settings prefer, and names only it when it is not here', () => {
    const everything = here([GDB, LLDB, DEBUGPY], 'ms-vscode.cpptools', 'vadimcn.vscode-lldb', 'ms-python.debugpy');
    const prefer = (native: 'lldb-dap' | 'gdb' | 'codelldb' | 'cppdbg', python: 'debugpy' | 'python-extension' = 'debugpy') => ({
      native,
      python,
    });
    assert.deepEqual(chooseDebugger('cpp', everything, prefer('cppdbg')), { kind: 'chosen', debugger: 'cppdbg' });
    assert.deepEqual(chooseDebugger('cpp', everything, prefer('codelldb')), { kind: 'chosen', debugger: 'lldb' });
    assert.deepEqual(chooseDebugger('cpp', everything, prefer('gdb')), { kind: 'chosen', debugger: 'gdb-dap', adapter: GDB });
    assert.deepEqual(chooseDebugger('py', everything, prefer('gdb', 'python-extension')), { kind: 'chosen', debugger: 'debugpy' });
    assert.deepEqual(chooseDebugger('cpp', here([LLDB]), prefer('gdb')), { kind: 'missing', language: 'cpp', candidates: ['gdb-dap'] });
    assert.deepEqual(chooseDebugger('py', here([], 'ms-python.debugpy'), prefer('gdb', 'debugpy')), {
      kind: 'missing',
      language: 'py',
      candidates: ['debugpy-adapter'],
    });
  });

  it('names what to install when nothing for the language is here, and refuses languages it has none for', () => {
    const none = chooseDebugger('cxx', here([]), AUTO);
    assert.deepEqual(none, { kind: 'missing', language: 'cxx', candidates: ['lldb-dap', 'gdb-dap', 'lldb', 'cppdbg'] });
    assert.equal(
      none.kind === 'missing' ? say(msg('debug.missing', { language: none.language, candidates: none.candidates })) : '',
      'Holedox: debugging a C++ solution needs LLDB\'s lldb-dap (LLVM 18 or later; lldb-vscode before it, as in Debian\'s and Ubuntu\'s lldb package), or GDB 14 or later (gdb -i dap), or the "CodeLLDB" extension (vadimcn.vscode-lldb), or the "C/C++" extension (ms-vscode.cpptools). Install one, then debug the case again.',
    );
    assert.equal(none.kind === 'missing' ? extensionToShow(none.candidates) : undefined, 'lldb');
    const python = chooseDebugger('py', here([], 'ms-vscode.js-debug'), AUTO);
    assert.equal(
      python.kind === 'missing' ? say(msg('debug.missing', { language: python.language, candidates: python.candidates })) : '',
      'Holedox: debugging a Python solution needs debugpy for your program\'s Python (pip install debugpy, or Debian\'s python3-debugpy), or the "Python Debugger" extension (ms-python.debugpy). Install one, then debug the case again.',
    );
    assert.equal(extensionToShow(['gdb-dap']), undefined);
    assert.deepEqual(chooseDebugger('rs', here([LLDB], 'ms-vscode.js-debug'), AUTO), { kind: 'unsupported', language: 'rs' });
    assert.deepEqual(chooseDebugger(undefined, here([], 'ms-vscode.js-debug'), AUTO), { kind: 'unsupported', language: undefined });
  });
});

describe('the Debug action on a failure', () => {
  it('is on the failure message the judge marks, in the context menu of its row in the results list, never over the diff, and in the palette only in a trusted puzzle editor', () => {
    const manifest = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', '..', '..', 'package.json'), 'utf8')) as {
      contributes: { menus: Record<string, { command: string; when?: string; group?: string }[]> };
    };
    const menus = manifest.contributes.menus;
    const when = `testMessage == ${DEBUGGABLE_MESSAGE}`;
    assert.deepEqual(menus['testing/message/context'], [{ command: JudgeCommandId.debugCase, when, group: 'navigation' }]);
    // The content menu floats its buttons over the diff, where they covered its "Actual" header.
    assert.equal(menus['testing/message/content'], undefined);
    assert.deepEqual(
      menus['commandPalette']?.filter((m) => m.command === JudgeCommandId.debugCase),
      [
        {
          command: JudgeCommandId.debugCase,
          when: 'isWorkspaceTrusted && !holedox.programsUnavailable && (editorLangId == holedox || editorLangId == tempter)',
        },
      ],
    );
  });
});

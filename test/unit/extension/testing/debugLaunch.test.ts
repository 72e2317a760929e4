import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DebugPreparation } from '../../../../src/judge';
import { chooseDebugger, debugText, launchConfiguration } from '../../../../src/extension/testing/debugLaunch';
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

describe('debug launch configurations', () => {
  it('starts JavaScript with js-debug, the preload feeding the case on fd 0, output from stdout', () => {
    assert.deepEqual(launchConfiguration('node', JS, NAME, 'm1', 'linux'), {
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
    assert.deepEqual(launchConfiguration('lldb', CPP, NAME, 'm2', 'linux'), {
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

  it("starts C++ with cppdbg, the case redirected in args by gdb's shell; lldb as the MI debugger on macOS", () => {
    const expected = {
      name: NAME,
      request: 'launch',
      __holedoxDebugRun: 'm3',
      type: 'cppdbg',
      program: '/cache/debug/aa11/main',
      args: ['<', INPUT],
      cwd: '/work',
      stopAtEntry: false,
      externalConsole: false,
      MIMode: 'gdb',
      setupCommands: [{ description: 'Enable pretty-printing for gdb', text: '-enable-pretty-printing', ignoreFailures: true }],
    };
    assert.deepEqual(launchConfiguration('cppdbg', CPP, NAME, 'm3', 'linux'), expected);
    assert.deepEqual(launchConfiguration('cppdbg', CPP, NAME, 'm3', 'darwin'), { ...expected, MIMode: 'lldb' });
  });

  it('starts Python with debugpy on the wrapper, which dup2s the case onto fd 0 and runs the solution', () => {
    assert.deepEqual(launchConfiguration('debugpy', PY, NAME, 'm4', 'linux'), {
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
    assert.deepEqual(launchConfiguration('java', JAVA, NAME, 'm5', 'linux'), {
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
  const only =
    (...ids: string[]) =>
    (id: string) =>
      ids.includes(id);

  it('takes the first installed debugger of the language: CodeLLDB before cppdbg for C and C++', () => {
    assert.deepEqual(chooseDebugger('js', only('ms-vscode.js-debug')), { kind: 'chosen', type: 'node' });
    assert.deepEqual(chooseDebugger('cpp', only('ms-vscode.cpptools', 'vadimcn.vscode-lldb')), { kind: 'chosen', type: 'lldb' });
    assert.deepEqual(chooseDebugger('c', only('ms-vscode.cpptools')), { kind: 'chosen', type: 'cppdbg' });
    assert.deepEqual(chooseDebugger('py', only('ms-python.debugpy')), { kind: 'chosen', type: 'debugpy' });
    assert.deepEqual(chooseDebugger('java', only('vscjava.vscode-java-debug')), { kind: 'chosen', type: 'java' });
  });

  it('names the extensions to install when none of the language is, and refuses languages it has none for', () => {
    const none = chooseDebugger('cxx', only());
    assert.deepEqual(none, { kind: 'missing', language: 'cxx', candidates: ['lldb', 'cppdbg'] });
    assert.equal(
      none.kind === 'missing' ? debugText.missing(none.language, none.candidates) : '',
      'Holedox: debugging a C++ solution needs the "CodeLLDB" extension (vadimcn.vscode-lldb) or the "C/C++" extension (ms-vscode.cpptools). Install it, then debug the case again.',
    );
    const python = chooseDebugger('py', only('ms-vscode.js-debug'));
    assert.equal(
      python.kind === 'missing' ? debugText.missing(python.language, python.candidates) : '',
      'Holedox: debugging a Python solution needs the "Python Debugger" extension (ms-python.debugpy). Install it, then debug the case again.',
    );
    assert.deepEqual(chooseDebugger('rs', only('ms-vscode.js-debug')), { kind: 'unsupported', language: 'rs' });
    assert.deepEqual(chooseDebugger(undefined, only('ms-vscode.js-debug')), { kind: 'unsupported', language: undefined });
  });
});

describe('the Debug action on a failure', () => {
  it('is on the failure message the judge marks, in the Test Results peek, and in the palette only in a trusted puzzle editor', () => {
    const manifest = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', '..', '..', 'package.json'), 'utf8')) as {
      contributes: { menus: Record<string, { command: string; when?: string }[]> };
    };
    const menus = manifest.contributes.menus;
    assert.deepEqual(menus['testing/message/content'], [
      { command: JudgeCommandId.debugCase, when: `testMessage == ${DEBUGGABLE_MESSAGE}` },
    ]);
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

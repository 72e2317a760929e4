import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DEBUG_INPUT_VARIABLE, nativeStdinLauncher, prepareDebugRun, prepareSolution, type DebugPreparation } from '../../../src/judge';
import { FIXTURES } from '../helpers/fixtures';
import { PYTHON } from '../helpers/python';

const CASE = '3 4 5\nS.X.\n..X.\n...D\n0 0 0\n';

/** A fresh cache folder per test, removed after it. */
function withCache<T>(body: (cacheDir: string, scratch: string) => Promise<T>): Promise<T> {
  const scratch = mkdtempSync(join(tmpdir(), 'holedox-debug-test-'));
  return body(join(scratch, 'cache'), scratch).finally(() => rmSync(scratch, { recursive: true, force: true }));
}

function prepared(result: Awaited<ReturnType<typeof prepareDebugRun>>): DebugPreparation {
  if (result.kind !== 'prepared') assert.fail(`not prepared: ${result.message}\n${result.output}`);
  return result;
}

/** Runs argv with a stdin that is not the case (an empty pipe), as a debugger starts a program. */
function run(argv: readonly string[], env: Record<string, string> = {}): string {
  const [program, ...args] = argv;
  return execFileSync(program ?? '', args, {
    input: '',
    encoding: 'utf8',
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

describe('debugging a case: the build and the case on stdin', () => {
  it('builds C++ with -g -O0 into a cache of its own, apart from the judge build of the same file', () =>
    withCache(async (cacheDir) => {
      const source = join(FIXTURES, 'solutions', 'tempter-correct.cpp');
      const debug = prepared(await prepareDebugRun(source, CASE, { cacheDir }));
      const judged = await prepareSolution({ sourceFile: source }, { cacheDir });
      assert.equal(judged.kind, 'prepared');
      const binary = debug.solution.command[0] ?? '';
      assert.equal(dirname(dirname(binary)), join(cacheDir, 'debug'));
      assert.notEqual(judged.kind === 'prepared' ? judged.command[0] : '', binary);
      assert.deepEqual(debug.solution.build, { language: 'cpp', source, dir: dirname(binary), name: 'tempter-correct' });
      // Debug symbols: the DWARF line table is in the binary.
      assert.ok(readFileSync(binary).includes('.debug_line'), 'the debug build has .debug_line');
      assert.equal(readFileSync(debug.inputPath, 'utf8'), CASE);
      // The program itself, started by the launcher GDB is given: the case on its stdin, no shell.
      const launcher = await nativeStdinLauncher(cacheDir);
      assert.equal(typeof launcher, 'string');
      assert.equal(run([String(launcher), debug.inputPath, binary]), 'YES\n');
      // A second debug of the same content reuses the build.
      const again = prepared(await prepareDebugRun(source, CASE, { cacheDir }));
      assert.equal(again.solution.command[0], binary);
      assert.equal(again.inputPath, debug.inputPath);
    }));

  it('the stdin launcher opens the case as fd 0 and execs the program with its arguments, or says why not', () =>
    withCache(async (cacheDir, scratch) => {
      const launcher = await nativeStdinLauncher(cacheDir);
      if (typeof launcher !== 'string') assert.fail(`launcher not built: ${launcher.message}\n${launcher.output}`);
      const input = join(scratch, 'case.txt');
      writeFileSync(input, CASE);
      // exec keeps the process: /proc/self is the program's own, argv as given after PROGRAM.
      assert.equal(run([launcher, input, '/bin/sh', '-c', 'read header; echo "$header|$0"', 'named']), '3 4 5|named\n');
      assert.equal(run([launcher, input, '/bin/cat']), CASE);
      const failed = (argv: string[]) => {
        try {
          run(argv);
          return 'ran';
        } catch (error) {
          const e = error as { status: number; stderr: Buffer };
          return `${e.status} ${String(e.stderr).trim()}`;
        }
      };
      assert.equal(
        failed([launcher, join(scratch, 'missing.txt'), '/bin/cat']),
        `127 ${join(scratch, 'missing.txt')}: No such file or directory`,
      );
      assert.equal(failed([launcher, input, join(scratch, 'no-program')]), `127 ${join(scratch, 'no-program')}: No such file or directory`);
      assert.equal(failed([launcher, input]), '2 usage: holedox-stdin INPUT PROGRAM [ARGS...]');
      // Built once per content.
      assert.equal(await nativeStdinLauncher(cacheDir), launcher);
    }));

  it('gives a Node program its case on fd 0 through the preload: readFileSync(0), /dev/stdin, process.stdin and readline', () =>
    withCache(async (cacheDir, scratch) => {
      const program = join(scratch, 'reads.js');
      writeFileSync(
        program,
        [
          "const fs = require('fs');",
          "const all = fs.readFileSync(0, 'utf8');",
          "const again = fs.readFileSync('/dev/stdin', 'utf8');",
          `console.log(JSON.stringify([all, again, process.env.${DEBUG_INPUT_VARIABLE} ?? null]));`,
        ].join('\n'),
      );
      const debug = prepared(await prepareDebugRun(program, CASE, { cacheDir }));
      assert.equal(debug.solution.build?.language, 'js');
      const preload = debug.nodePreload ?? '';
      const env = { [DEBUG_INPUT_VARIABLE]: debug.inputPath };
      // /dev/stdin opens fd 0 afresh, from the start of the file.
      assert.equal(run(['node', '--require', preload, program], env), `${JSON.stringify([CASE, CASE, null])}\n`);

      const streams = join(scratch, 'streams.js');
      writeFileSync(
        streams,
        [
          'const lines = [];',
          "require('readline').createInterface({ input: process.stdin }).on('line', (l) => lines.push(l)).on('close', () => console.log(lines.join('|')));",
        ].join('\n'),
      );
      assert.equal(run(['node', '--require', preload, streams], env), '3 4 5|S.X.|..X.|...D|0 0 0\n');
      // Without the variable, the preload changes nothing: stdin stays the (empty) pipe.
      const plain = join(scratch, 'plain.js');
      writeFileSync(plain, "console.log(JSON.stringify(require('fs').readFileSync(0, 'utf8')));");
      assert.equal(run(['node', '--require', preload, plain]), '""\n');
    }));

  it('gives a Python program its case on stdin through the wrapper, run as __main__ with its own argv and path', () =>
    withCache(async (cacheDir, scratch) => {
      const program = join(scratch, 'reads.py');
      writeFileSync(
        program,
        [
          'import os, sys',
          'first = input()',
          'rest = sys.stdin.read()',
          'print(repr((__name__, first, rest, sys.argv, sys.path[0] == os.path.dirname(os.path.abspath(__file__)))))',
        ].join('\n'),
      );
      const debug = prepared(await prepareDebugRun(program, CASE, { cacheDir }));
      assert.equal(debug.solution.build?.language, 'py');
      assert.equal(
        run([PYTHON, debug.pythonWrapper ?? '', debug.inputPath, program]),
        `('__main__', '3 4 5', 'S.X.\\n..X.\\n...D\\n0 0 0\\n', [${JSON.stringify(program).replace(/"/g, "'")}], True)\n`,
      );
    }));

  it('builds Java with javac -g and gives its main the case as System.in through the wrapper class', () =>
    withCache(async (cacheDir, scratch) => {
      const program = join(scratch, 'Main.java');
      writeFileSync(
        program,
        [
          'import java.util.Scanner;',
          'public class Main {',
          '  public static void main(String[] args) {',
          '    Scanner in = new Scanner(System.in);',
          '    int rows = in.nextInt(), cols = in.nextInt(), limit = in.nextInt();',
          '    System.out.println(rows + "x" + cols + " T=" + limit + " args=" + args.length);',
          '  }',
          '}',
        ].join('\n'),
      );
      const debug = prepared(await prepareDebugRun(program, CASE, { cacheDir }));
      const wrapper = debug.javaWrapper;
      assert.ok(wrapper, 'a Java solution gets the wrapper');
      assert.equal(wrapper.mainClass, 'HoledoxStdin');
      const dir = debug.solution.build?.dir ?? '';
      assert.equal(dirname(dir), join(cacheDir, 'debug'));
      // javac -g: the class holds its local variable table.
      assert.ok(readFileSync(join(dir, 'Main.class')).includes('LocalVariableTable'), 'Main.class has LocalVariableTable');
      const classPath = [wrapper.classPath, dir].join(':');
      assert.equal(run(['java', '-cp', classPath, wrapper.mainClass, debug.inputPath, 'Main']), '3x4 T=5 args=0\n');
    }));

  it('says why a debug build failed, as the judge does: the compiler output verbatim', () =>
    withCache(async (cacheDir) => {
      const result = await prepareDebugRun(join(FIXTURES, 'solutions', 'compile-error.cpp'), CASE, { cacheDir });
      assert.equal(result.kind, 'failure');
      assert.equal(result.kind === 'failure' ? result.code : '', 'compilation-error');
      assert.match(result.kind === 'failure' ? result.output : '', /compile-error\.cpp:\d+:\d+: error:/);
    }));
});

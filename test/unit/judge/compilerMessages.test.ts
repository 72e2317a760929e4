import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import { readCompilerMessages, type CompilerMessage } from '../../../src/judge';

const CWD = '/home/student/hdu1010';

/** A message as `file line:column severity tool: text`, 0-based as the reader gives them. */
function shown(messages: readonly CompilerMessage[]): string[] {
  return messages.map((m) => `${m.file} ${m.line}:${m.column ?? '-'} ${m.severity} ${m.tool}: ${m.message}`);
}

describe('readCompilerMessages: the located messages of a compiler, as a problem matcher reads them', () => {
  it("reads g++'s errors, warnings and notes with line and column, relative paths against the compile's folder", () => {
    const output = [
      'e.cpp: In function ‘int main()’:',
      'e.cpp:3:20: error: ‘answer’ was not declared in this scope',
      '    3 |     printf("%d\\n", answer);',
      '      |                    ^~~~~~',
      '/usr/include/stdio.h:356:12: note: declared here',
      'e.cpp:4:9: warning: unused variable ‘unused’ [-Wunused-variable]',
      'e.cpp:9: error: an old gcc without a column',
    ].join('\n');
    assert.deepEqual(shown(readCompilerMessages(output, CWD)), [
      '/home/student/hdu1010/e.cpp 2:19 error gcc: ‘answer’ was not declared in this scope',
      '/usr/include/stdio.h 355:11 note gcc: declared here',
      '/home/student/hdu1010/e.cpp 3:8 warning gcc: unused variable ‘unused’ [-Wunused-variable]',
      '/home/student/hdu1010/e.cpp 8:- error gcc: an old gcc without a column',
    ]);
  });

  it("reads clang's messages, a fatal error as an error, and CRLF line ends", () => {
    const output =
      "/tmp/a b/x.c:1:10: fatal error: 'bits/stdc++.h' file not found\r\n#include <bits/stdc++.h>\r\n         ^~~~~~~~~~~~~~~\r\n1 error generated.\r\n";
    assert.deepEqual(shown(readCompilerMessages(output, CWD)), ["/tmp/a b/x.c 0:9 error gcc: 'bits/stdc++.h' file not found"]);
  });

  it("reads javac's messages, the column from the caret under the printed source line", () => {
    const output = [
      'Main.java:3: error: cannot find symbol',
      '    int x = y;',
      '            ^',
      '  symbol:   variable y',
      '  location: class Main',
      '1 error',
    ].join('\n');
    assert.deepEqual(shown(readCompilerMessages(output, CWD)), ['/home/student/hdu1010/Main.java 2:12 error javac: cannot find symbol']);
  });

  it("reads a Python syntax or indentation error's traceback, and no other exception", () => {
    const output = [
      '  File "/tmp/s/bad.py", line 2',
      '    return (1,',
      '           ^',
      "SyntaxError: '(' was never closed",
      '  File "/tmp/s/ind.py", line 2',
      '    y = 2',
      'IndentationError: unexpected indent',
      'Traceback (most recent call last):',
      '  File "/tmp/s/run.py", line 7, in <module>',
      '    print(grid[9])',
      'IndexError: list index out of range',
    ].join('\n');
    assert.deepEqual(shown(readCompilerMessages(output, CWD)), [
      "/tmp/s/bad.py 1:- error python: SyntaxError: '(' was never closed",
      '/tmp/s/ind.py 1:- error python: IndentationError: unexpected indent',
    ]);
  });

  it('finds nothing in what locates nothing: a linker error, an empty output, line 0', () => {
    const output = [
      "/usr/bin/ld: /tmp/ccX.o: in function `main':",
      'e.cpp:0:1: error: no line zero',
      'collect2: error: ld returned 1 exit status',
    ].join('\n');
    assert.deepEqual(shown(readCompilerMessages(output, CWD)), []);
    assert.deepEqual(readCompilerMessages('', CWD), []);
  });

  it('reads at most 200 messages of a cascade', () => {
    const output = Array.from({ length: 500 }, (_, i) => `e.cpp:${i + 1}:1: error: expected ‘;’`).join('\n');
    assert.equal(readCompilerMessages(output, CWD).length, 200);
  });
});

// The host's words in zh-CN: the debugger's part of the catalogue, and Edit mode's and the
// browser's messages in the host's part.
import assert from 'node:assert/strict';
import { addWords, msg, say } from '../../../src/core/l10n/message';
import { HOST_WORDS } from '../../../src/extension/hostWords';
import { DEBUG_WORDS } from '../../../src/extension/testing/debugLaunch';

describe('host word tables in zh-CN', () => {
  it('Debug my solution: every word, and the missing-debugger sentence names what to install', () => {
    const samples: Record<string, Record<string, unknown>> = {
      'debug.session-name': { what: '用例 2', file: 'sample.tempter' },
      'debug.one-case': { n: 2 },
      'debug.some-cases': { numbers: [1, 3] },
      'debug.missing': { language: 'cpp', candidates: ['lldb-dap', 'gdb-dap', 'lldb', 'cppdbg'] },
      'debug.unsupported': { language: 'rs' },
      'debug.not-file': { uri: 'untitled:Untitled-1' },
      'debug.compile-failed': { message: '编译错误 (CE)：main.cpp:3:1: error' },
      'debug.could-not-start': { name: 'Holedox：sample.tempter 的用例 2' },
      'debug.started': { sessionName: 'Holedox：sample.tempter 的用例 2', debuggerName: 'CodeLLDB', inputPath: '/tmp/case.txt' },
      'debug.judging': { sessionName: 'Holedox：sample.tempter 的用例 2' },
    };
    const zh = new Map<string, string>();
    for (const id of Object.keys(DEBUG_WORDS.en) as (keyof typeof DEBUG_WORDS.en)[]) {
      const args = samples[id] ?? {};
      const chinese = (DEBUG_WORDS['zh-cn'][id] as (a: unknown) => string)(args);
      assert.match(chinese, /[\u4e00-\u9fff]/, id);
      assert.notEqual(chinese, (DEBUG_WORDS.en[id] as (a: unknown) => string)(args), id);
      zh.set(id, chinese);
    }
    assert.equal(zh.get('debug.session-name'), 'Holedox：sample.tempter 的用例 2');
    assert.equal(zh.get('debug.some-cases'), '用例 1、3');
    assert.equal(
      zh.get('debug.missing'),
      'Holedox：调试 C++ 程序需要 LLDB 的 lldb-dap（LLVM 18 及以后；之前叫 lldb-vscode，如 Debian 和 Ubuntu 的 lldb 软件包），或 GDB 14 或更高版本（gdb -i dap），或“CodeLLDB”扩展（vadimcn.vscode-lldb），或“C/C++”扩展（ms-vscode.cpptools）。请安装其中之一，再调试这个用例。',
    );
    assert.equal(say(msg('debug.unsupported', { language: undefined }), 'zh-cn').startsWith('Holedox 只能调试'), true);
  });

  it('Edit mode as the host says it', () => {
    addWords(HOST_WORDS);
    assert.equal(
      say(msg('host.edit.changed', { caseNumber: 2 }), 'zh-cn'),
      '面板画出用例 2 之后文件已有改动：什么也没有写入。现在显示的是它当前的样子。',
    );
    assert.equal(say(msg('host.edit.gone', { caseNumber: 3 }), 'zh-cn'), '用例 3 已不在文件中：什么也没有写入。');
    assert.equal(say(msg('host.edit.other-file'), 'zh-cn'), '面板现在显示的是另一个文件：什么也没有写入。');
    assert.equal(say(msg('host.edit.gone', { caseNumber: 3 })), 'Case 3 is no longer in the file: nothing written.');
  });

  it('the browser says why the judge commands need the desktop', () => {
    addWords(HOST_WORDS);
    assert.equal(
      say(msg('host.desktop-only.stress-test'), 'zh-cn'),
      'Holedox：对拍需要桌面版编辑器，你的程序只能在那里运行。在浏览器中，Holedox 可以求解、检查和绘制谜题。',
    );
    assert.equal(
      say(msg('host.desktop-only.choose-solution')),
      'Holedox: judging your solution needs the desktop editor, where your program can run. In the browser, Holedox solves, checks and draws puzzles.',
    );
  });
});

// The host's words in zh-CN: the debugger's table (its Chinese twin has the English one's keys and
// words every function's arguments), and Edit mode's and the browser's messages in the host's part.
import assert from 'node:assert/strict';
import { addWords, msg, say } from '../../../src/core/l10n/message';
import { HOST_WORDS } from '../../../src/extension/hostWords';
import { debugText, debugTextZhCn, debugWords } from '../../../src/extension/testing/debugLaunch';
import { checkTwinTables } from '../helpers/wordTables';

describe('host word tables in zh-CN', () => {
  it('Debug my solution: every word, and the missing-debugger sentence names what to install', () => {
    const zh = checkTwinTables(debugText, debugTextZhCn, {
      sessionName: ['用例 2', 'sample.tempter'],
      oneCase: [2],
      someCases: [[1, 3]],
      missing: ['cpp', ['lldb-dap', 'gdb-dap', 'lldb', 'cppdbg']],
      unsupported: ['rs'],
      notFile: ['untitled:Untitled-1'],
      compileFailed: ['编译错误 (CE)：main.cpp:3:1: error'],
      couldNotStart: ['Holedox：sample.tempter 的用例 2'],
      started: ['Holedox：sample.tempter 的用例 2', 'CodeLLDB', '/tmp/case.txt'],
      judging: ['Holedox：sample.tempter 的用例 2'],
    });
    assert.equal(zh.get('sessionName'), 'Holedox：sample.tempter 的用例 2');
    assert.equal(zh.get('someCases'), '用例 1、3');
    assert.equal(
      zh.get('missing'),
      'Holedox：调试 C++ 程序需要 LLDB 的 lldb-dap（LLVM 18 及以后；之前叫 lldb-vscode，如 Debian 和 Ubuntu 的 lldb 软件包），或 GDB 14 或更高版本（gdb -i dap），或“CodeLLDB”扩展（vadimcn.vscode-lldb），或“C/C++”扩展（ms-vscode.cpptools）。请安装其中之一，再调试这个用例。',
    );
    assert.equal(debugTextZhCn.unsupported(undefined).startsWith('Holedox 只能调试'), true);
    assert.equal(debugWords('zh-cn'), debugTextZhCn);
    assert.equal(debugWords('en'), debugText);
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

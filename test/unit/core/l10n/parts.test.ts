// The catalogue's parts: each Chinese wording reads the same arguments as its English one, no
// two parts word one id, and the host's part words its messages as the host showed them before
// it joined the catalogue (VS Code's l10n bundles, keyed by the English sentence).
import assert from 'node:assert/strict';
import { en } from '../../../../src/core/l10n/en';
import { addWords, isMessage, msg, say, type WordTable } from '../../../../src/core/l10n/message';
import { zhCn } from '../../../../src/core/l10n/zhCn';
import { HOLEDOX_WORDS } from '../../../../src/core/formats/holedox';
import { TEMPTER_WORDS } from '../../../../src/core/formats/tempter';
import { HOST_WORDS } from '../../../../src/extension/hostWords';
import { DEBUG_WORDS } from '../../../../src/extension/testing/debugLaunch';
import { JUDGE_WORDS } from '../../../../src/judge/judgeWords';
import { CLI_WORDS } from '../../../../src/cli/cliWords';
import { JUDGE_CLI_WORDS } from '../../../../src/cli/judgeCliWords';
import { JUDGE_USAGE_WORDS } from '../../../../src/cli/judgeUsageWords';
import { EDIT_MODE_WORDS } from '../../../../src/webview/editModeWords';
import { PANEL_WORDS } from '../../../../src/webview/panelWords';
import { SEARCH_VIEW_WORDS } from '../../../../src/webview/searchViewWords';

/** The argument names a wording reads, found by handing it arguments that record each read. */
function argumentsRead(wording: (args: never) => string): string[] {
  const read = new Set<string>();
  const args = new Proxy({} as Record<string, unknown>, {
    get: (_target, name) => {
      if (typeof name === 'string') read.add(name);
      // One value that serves as a number, a string and a list: '2' when worded.
      return [2];
    },
  });
  wording(args as never);
  return [...read].sort();
}

const PARTS: readonly { readonly name: string; readonly part: { readonly en: WordTable; readonly 'zh-cn': WordTable } }[] = [
  { name: 'core', part: { en, 'zh-cn': zhCn } },
  { name: 'holedox', part: HOLEDOX_WORDS },
  { name: 'tempter', part: TEMPTER_WORDS },
  { name: 'host', part: HOST_WORDS },
  { name: 'debugger', part: DEBUG_WORDS },
  { name: 'judge', part: JUDGE_WORDS },
  { name: 'CLI', part: CLI_WORDS },
  { name: 'judge commands', part: JUDGE_CLI_WORDS },
  { name: 'judge commands’ usage', part: JUDGE_USAGE_WORDS },
  { name: 'panel', part: PANEL_WORDS },
  { name: 'Search view', part: SEARCH_VIEW_WORDS },
  { name: 'Edit mode', part: EDIT_MODE_WORDS },
];

describe('catalogue parts', () => {
  for (const { name, part } of PARTS) {
    it(`${name}: the Chinese wording of each id reads the arguments its English one reads`, () => {
      const ids = Object.keys(part.en);
      assert.deepEqual(Object.keys(part['zh-cn']).sort(), [...ids].sort());
      for (const id of ids) {
        const english = part.en[id];
        const chinese = part['zh-cn'][id];
        assert.ok(english && chinese, id);
        assert.deepEqual(argumentsRead(chinese), argumentsRead(english), id);
      }
    });
  }

  it('gives each id to one part only', () => {
    const seen = new Map<string, string>();
    for (const { name, part } of PARTS)
      for (const id of Object.keys(part.en)) {
        assert.equal(seen.get(id), undefined, `${id} is in ${seen.get(id)} and ${name}`);
        seen.set(id, name);
      }
    addWords(HOST_WORDS);
    assert.throws(() => addWords({ en: { 'host.no-answer': () => 'other' }, 'zh-cn': { 'host.no-answer': () => '别的' } }), /two parts/);
  });

  it('words an id no part has, even a name every object has, as the id itself', () => {
    // Ids arrive from a page or another build: an object's own names are no wordings.
    for (const id of ['constructor', 'toString', '__proto__', 'no.such-id']) {
      const message = { id, args: {} } as unknown as ReturnType<typeof msg>;
      assert.deepEqual([say(message), say(message, 'zh-cn'), isMessage(message)], [id, id, false]);
    }
  });

  it('words the host’s messages in both languages once its part is added', () => {
    addWords(HOST_WORDS);
    addWords(HOST_WORDS);
    const failed = msg('host.solve-of-failed', { name: 'a.holedox', message: 'no memory' });
    assert.equal(say(failed), 'The solve of a.holedox failed: no memory');
    assert.equal(say(failed, 'zh-cn'), 'a.holedox 的求解失败：no memory');
    const line = msg('host.case-line', { number: 2, line: '?', message: msg('host.no-answer') });
    assert.equal(say(line), 'case 2 (line ?): no answer');
  });

  it('words the judge’s messages, and a message among their arguments, in both languages', () => {
    // The judge's part joins when judgeWords.ts is loaded.
    const notStarted = msg('judge.not-started', { why: msg('judge.unknown-reason') });
    assert.equal(say(notStarted), 'it could not be started (unknown reason)');
    assert.equal(say(notStarted, 'zh-cn'), '无法启动它（原因不明）');
    const level = msg('judge.level', { level: 'proc' });
    assert.equal(
      say(msg('judge.sandboxed', { level }), 'zh-cn'),
      '沙箱：命名空间 + /proc 跟踪——运行目录以外的文件只读，没有网络，看不到其他进程',
    );
  });
});

// The core's catalogues: the English one words every issue as before (its `message`), the
// Chinese one words the same message ids in Chinese, and a locale names the right one.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { formatsListed } from '../../../../src/core/formats/registry';
import { describeAt } from '../../../../src/core/puzzleFile';
import { en } from '../../../../src/core/l10n/en';
import { languageOf, msg, say } from '../../../../src/core/l10n/message';
import { zhCn, zhCount, zhNumber } from '../../../../src/core/l10n/zhCn';
import { applyEdits } from '../../../../src/core/textEdits';
import { parsePuzzle, type FormatId } from '../../../../src/core/puzzleFile';
import { quickFixesFor } from '../../../../src/core/quickFixes';
import { FIXTURES, readFixture } from '../../helpers/fixtures';

const CJK = /[\u4e00-\u9fff]/;

describe('message catalogues', () => {
  const fixtures = readdirSync(join(FIXTURES, 'malformed')).filter((f) => /\.(holedox|tempter)$/.test(f));

  it('words every issue of every malformed fixture in English and in Chinese', () => {
    let count = 0;
    for (const name of fixtures) {
      const format = name.endsWith('.holedox') ? 'holedox' : ('tempter' as FormatId);
      const text = readFixture(`malformed/${name}`);
      for (const issue of parsePuzzle(text, format).issues) {
        count++;
        const english = say(issue.message);
        assert.doesNotMatch(english, CJK, `${name}: ${english}`);
        const chinese = say(issue.message, 'zh-cn');
        assert.match(chinese, CJK, `${name}: ${chinese}`);
        for (const r of issue.related ?? []) {
          assert.doesNotMatch(say(r.message), CJK, `${name}: ${say(r.message)}`);
          assert.match(say(r.message, 'zh-cn'), CJK, `${name}: ${say(r.message)}`);
        }
      }
    }
    assert.ok(count >= fixtures.length, `${count} issues in ${fixtures.length} fixtures`);
  });

  it('lists the formats by name from the registry, in both languages', () => {
    assert.equal(say(formatsListed()), 'Holedox (.holedox) or Tempter (.tempter)');
    assert.equal(say(formatsListed(), 'zh-cn'), 'Holedox（.holedox）或 Tempter（.tempter）');
    const three = msg('formats.documents', {
      formats: [
        { name: 'A', extension: '.a' },
        { name: 'B', extension: '.b' },
        { name: 'C', extension: '.c' },
      ],
    });
    assert.deepEqual([say(three), say(three, 'zh-cn')], ['A (.a), B (.b) or C (.c)', 'A（.a）、B（.b）或 C（.c）']);
    const one = msg('formats.extensions', { extensions: ['.a'] });
    assert.deepEqual([say(one), say(one, 'zh-cn')], ['.a', '.a']);
  });

  it('words quick fixes in both languages', () => {
    const text = readFixture('malformed/duplicate-stone.holedox');
    const document = parsePuzzle(text, 'holedox');
    const issue = document.issues.find((i) => i.code === 'holedox.duplicate-stone');
    assert.ok(issue);
    const [fix] = quickFixesFor(text, document, issue);
    assert.ok(fix);
    assert.equal(say(fix.title), 'Remove the duplicate stone (2, 3) and set K to 2');
    assert.equal(say(fix.title, 'zh-cn'), '删除重复的石头 (2, 3)，并把 K 改为 2');
    assert.notEqual(applyEdits(text, fix.edits), text);
  });

  it('words hovers in both languages', () => {
    const text = readFixture('malformed/duplicate-stone.holedox');
    const document = parsePuzzle(text, 'holedox');
    const at = (offset: number) => describeAt(text, document, offset)?.message;
    const header = at(0);
    const head = at(text.indexOf('4 1'));
    assert.ok(header && head);
    assert.equal(say(header), 'case header: 5 rows, 6 columns, L = 2');
    assert.equal(say(header, 'zh-cn'), '用例首行：5 行，6 列，蛇长 L = 2');
    assert.equal(say(head, 'zh-cn'), '蛇头 B1 (4, 1)');
    const maze = parsePuzzle('1 3 2\nSXD\n0 0 0\n', 'tempter');
    const wall = describeAt('1 3 2\nSXD\n0 0 0\n', maze, 7)?.message;
    assert.ok(wall);
    assert.equal(say(wall, 'zh-cn'), '墙 X，位于 (1, 2)');
  });

  it('has the same message ids in both catalogues', () => {
    assert.deepEqual(Object.keys(zhCn).sort(), Object.keys(en).sort());
  });

  it('words a nested message in the outer one’s language', () => {
    const where = msg('where.next-header', { line: 8 });
    const text = msg('tempter.missing-rows', { caseNumber: 2, announced: '3', where, found: 1, missing: '2' });
    assert.equal(say(text), 'case 2 announces N = 3 rows but the next case header on line 8 begins after 1: 2 missing');
    assert.equal(say(text, 'zh-cn'), '用例 2 声明 N = 3 行，但读到 1 行后第 8 行开始了下一个用例：缺少 2 行');
  });

  it('writes budgets as a Chinese reader does', () => {
    assert.equal(zhNumber(20_000_000), '2000 万');
    assert.equal(zhNumber(41), '41');
    assert.equal(zhNumber(123_456), '123,456');
    assert.equal(zhCount(20_000_000, '个状态'), '2000 万个状态');
    assert.equal(zhCount(7, '个结点'), '7 个结点');
    assert.equal(
      say(msg('holedox.stopped-states', { caseNumber: 1, cap: 20_000_000, expanded: 41, option: '--max-states' }), 'zh-cn'),
      '用例 1：搜索在 2000 万个状态后停止（--max-states 的上限；已扩展 41 个状态），没有得到答案；可用 --max-states 调高',
    );
  });

  it('reads a locale as VS Code, BCP 47 and POSIX write it', () => {
    for (const zh of ['zh-cn', 'zh-CN', 'zh_CN.UTF-8', 'zh-Hans', 'zh-Hans-CN', 'zh_CN.GB18030', 'zh_SG', 'zh'])
      assert.equal(languageOf(zh), 'zh-cn', zh);
    for (const other of ['en', 'en-US', 'C', 'POSIX', '', undefined, 'zh-tw', 'zh_TW.UTF-8', 'zh-Hant', 'ja'])
      assert.equal(languageOf(other), 'en', String(other));
  });
});

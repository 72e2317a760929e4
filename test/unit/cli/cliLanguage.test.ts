// The CLI in 简体中文: LC_ALL, LC_MESSAGES and LANG pick the language as POSIX orders them, --lang
// overrides them all, and the judge's answer lines, `error`/`warning` and the codes never change.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { cliLanguage } from '../../../src/cli/cliWords';
import { FIXTURES, readFixture } from '../helpers/fixtures';

const CLI = join(__dirname, '..', '..', '..', '..', 'bin', 'holedox.js');

/** The CLI run with exactly these locale variables (the rest of the environment kept). */
function run(args: string[], locale: Record<string, string>, input?: string) {
  const env: Record<string, string | undefined> = { ...process.env, LC_ALL: undefined, LC_MESSAGES: undefined, LANG: undefined, ...locale };
  for (const k of Object.keys(env)) if (env[k] === undefined) delete env[k];
  const result = spawnSync(process.execPath, [CLI, ...args], { input, encoding: 'utf8', cwd: FIXTURES, env });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const ZH = { LANG: 'zh_CN.UTF-8' };

describe('holedox CLI in zh-CN', () => {
  it('prints the judge lines unchanged under LANG=zh_CN.UTF-8', () => {
    assert.deepEqual(run(['sample.holedox'], ZH), { status: 0, stdout: readFixture('sample.holedox.out'), stderr: '' });
    assert.deepEqual(run(['sample.tempter'], ZH), { status: 0, stdout: 'NO\nYES\n', stderr: '' });
  });

  it('words an error in Chinese, keeping FILE:LINE:COL, error and the code', () => {
    const r = run(['malformed/missing-stones-before-next-case.holedox'], ZH);
    assert.equal(r.status, 1);
    assert.equal(r.stdout, 'Case 2: 1\n');
    assert.equal(
      r.stderr,
      'malformed/missing-stones-before-next-case.holedox:1:1: error: 用例 1 声明 K = 3 块石头，但读到 2 块后第 8 行开始了下一个用例：缺少 1 块 [holedox.missing-pairs]\n',
    );
  });

  it('words a warning of the fast lane in Chinese, exit 0', () => {
    const r = run(['malformed/duplicate-stone.holedox'], ZH);
    assert.deepEqual(r, {
      status: 0,
      stdout: 'Case 1: 3\n',
      stderr: 'malformed/duplicate-stone.holedox:7:1: warning: 石头 (2, 3) 列出了两次；第二次是多余的 [holedox.duplicate-stone]\n',
    });
  });

  it('words a Tempter error in the maze terms', () => {
    const r = run(['--format', 'tempter'], ZH, '2 2 1\nSD\n.Q\n0 0 0\n');
    assert.equal(r.status, 1);
    assert.equal(r.stderr, '<stdin>:3:2: error: “Q”不是迷宫的格子：应为 S、D、X 或 . [tempter.bad-character]\n');
  });

  it('shows usage errors and the help in Chinese, with numbers as a Chinese reader writes them', () => {
    const bad = run(['--bogus'], ZH);
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /^holedox: 未知选项“--bogus”\n\n用法：holedox /);
    const help = run(['--help'], ZH);
    assert.equal(help.status, 0);
    assert.match(help.stdout, /默认 2000 万/);
    assert.match(help.stdout, /（默认 10000 毫秒；0 表示不限）/);
  });

  it('takes --lang over the environment, and LC_ALL over LANG', () => {
    assert.match(run(['--lang', 'en', '--bogus'], ZH).stderr, /^holedox: unknown option '--bogus'/);
    assert.match(run(['--lang=zh-cn', '--bogus'], {}).stderr, /^holedox: 未知选项/);
    assert.match(run(['--bogus'], { LC_ALL: 'C', LANG: 'zh_CN.UTF-8' }).stderr, /^holedox: unknown option/);
    assert.match(run(['--bogus'], { LC_MESSAGES: 'zh_CN.UTF-8', LANG: 'en_US.UTF-8' }).stderr, /^holedox: 未知选项/);
    assert.match(run(['--lang', 'fr', 'sample.holedox'], {}).stderr, /^holedox: --lang wants en or zh-cn, not 'fr'/);
  });

  it('reads the language from the locale variables in POSIX order', () => {
    assert.equal(cliLanguage([], { LANG: 'zh_CN.UTF-8' }), 'zh-cn');
    assert.equal(cliLanguage([], { LANG: 'zh_TW.UTF-8' }), 'en');
    assert.equal(cliLanguage([], { LC_ALL: '', LANG: 'zh_CN.GB18030' }), 'zh-cn');
    assert.equal(cliLanguage([], { LC_ALL: 'en_US.UTF-8', LANG: 'zh_CN.UTF-8' }), 'en');
    assert.equal(cliLanguage(['--lang', 'zh-Hans-CN'], { LANG: 'C' }), 'zh-cn');
    assert.equal(cliLanguage(['--', '--lang', 'zh-cn'], {}), 'en');
  });
});

// README.zh-CN.md is the README for Chinese readers: it must keep up with README.md. A section
// added in English without its Chinese fails here, naming what the Chinese lacks.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Built to out/test/unit/repo/readmeZh.test.js: the repository is four levels up.
const ROOT = join(__dirname, '..', '..', '..', '..');
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');
const english = read('README.md');
const chinese = read('README.zh-CN.md');
const nlsEnglish = JSON.parse(read('package.nls.json')) as Record<string, string>;
const nlsChinese = JSON.parse(read('package.nls.zh-cn.json')) as Record<string, string>;

/** Relative link and image targets, without anchors. */
function links(markdown: string): Set<string> {
  const targets = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => (m[1] ?? '').replace(/#.*$/, ''));
  return new Set(targets.filter((t) => t !== '' && !/^[a-z]+:/i.test(t)));
}

/** Names a reader types or searches for: settings, diagnostic codes and command ids in code font, and CLI flags. */
function names(markdown: string): Set<string> {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? '');
  const ids = spans.filter((s) => /^(?:holedox|tempter|\*)\.[\w.-]+$/.test(s));
  const flags = [...markdown.matchAll(/(?<![\w-])--[a-z][a-z-]*/g)].map((m) => m[0]);
  return new Set([...ids, ...flags]);
}

const missing = (from: Set<string>, to: Set<string>): string[] => [...from].filter((x) => !to.has(x)).sort();

describe('README.zh-CN.md keeps up with README.md', () => {
  it('each links to the other at its top', () => {
    assert.ok(english.split('\n').slice(0, 4).includes('简体中文: [README.zh-CN.md](README.zh-CN.md)'), 'README.md top');
    assert.ok(chinese.split('\n').slice(0, 4).includes('English: [README.md](README.md)'), 'README.zh-CN.md top');
  });

  it('shows the same screenshots and links the same files', () => {
    const en = links(english);
    const zh = links(chinese);
    en.delete('README.zh-CN.md');
    zh.delete('README.md');
    assert.ok(en.has('docs/screenshot.png'), [...en].join(', '));
    assert.deepEqual(missing(en, zh), [], 'linked from README.md, not from README.zh-CN.md');
    assert.deepEqual(missing(zh, en), [], 'linked from README.zh-CN.md, not from README.md');
  });

  it('names every setting, diagnostic code and CLI flag the English names', () => {
    const en = names(english);
    assert.ok(en.has('holedox.inlineAnswers.enabled') && en.has('holedox.body-not-adjacent') && en.has('--max-states'));
    assert.deepEqual(missing(en, names(chinese)), [], 'named in README.md, not in README.zh-CN.md');
  });

  it('names each command the English names by its zh-CN title, with its id', () => {
    const titled = [...english.matchAll(/\*\*Holedox: ([^*]+)\*\*/g)].map((m) => (m[1] ?? '').replace(/\s+/g, ' '));
    assert.ok(titled.includes('Solve'), titled.join(', '));
    const keyOf = (title: string): string | undefined =>
      Object.keys(nlsEnglish).find((key) => /^command\.\w+\.title$/.test(key) && nlsEnglish[key] === title);
    const lacking = [...new Set(titled)].flatMap((title) => {
      const key = keyOf(title);
      if (key === undefined) return [`${title} (no command of that title)`];
      const id = `holedox.${key.split('.')[1] ?? ''}`;
      const ok = chinese.includes(`**Holedox: ${nlsChinese[key] ?? '?'}**`) && chinese.includes(`\`${id}\``);
      return ok ? [] : [`${title} → Holedox: ${nlsChinese[key] ?? '?'} (${id})`];
    });
    assert.deepEqual(lacking, [], 'commands README.md names that README.zh-CN.md does not name as the zh-CN UI does');
  });
});

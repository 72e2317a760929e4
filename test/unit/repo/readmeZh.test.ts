// README.zh-CN.md is the README for Chinese readers, and docs/guide.zh-CN.md their user guide:
// each must keep up with its English. A section added in English without its Chinese fails
// here, naming what the Chinese lacks.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Built to out/test/unit/repo/readmeZh.test.js: the repository is four levels up.
const ROOT = join(__dirname, '..', '..', '..', '..');
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');
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

/**
 * Each English page and its Chinese: the link at the top of each to the other, the links that
 * differ by language (to the README of the page's own language), a picture and names the
 * English must show.
 */
const PAIRS = [
  {
    en: 'README.md',
    zh: 'README.zh-CN.md',
    toZh: 'README.zh-CN.md',
    toEn: 'README.md',
    own: { en: [], zh: [] },
    picture: 'docs/screenshot.png',
    shows: ['holedox.inlineAnswers.enabled', 'holedox.body-not-adjacent'],
  },
  {
    en: 'docs/guide.md',
    zh: 'docs/guide.zh-CN.md',
    toZh: 'guide.zh-CN.md',
    toEn: 'guide.md',
    own: { en: ['../README.md'], zh: ['../README.zh-CN.md'] },
    picture: 'debug-breakpoint.png',
    shows: ['holedox.body-not-adjacent', '--max-states'],
  },
] as const;

for (const pair of PAIRS) {
  const english = read(pair.en);
  const chinese = read(pair.zh);

  describe(`${pair.zh} keeps up with ${pair.en}`, () => {
    it('each links to the other at its top', () => {
      assert.ok(english.split('\n').slice(0, 4).includes(`简体中文: [${pair.toZh}](${pair.toZh})`), `${pair.en} top`);
      assert.ok(chinese.split('\n').slice(0, 4).includes(`English: [${pair.toEn}](${pair.toEn})`), `${pair.zh} top`);
    });

    it('shows the same screenshots and links the same files', () => {
      const en = links(english);
      const zh = links(chinese);
      for (const link of [pair.toZh, ...pair.own.en]) assert.ok(en.delete(link), `${pair.en} links ${link}`);
      for (const link of [pair.toEn, ...pair.own.zh]) assert.ok(zh.delete(link), `${pair.zh} links ${link}`);
      assert.ok(en.has(pair.picture), [...en].join(', '));
      assert.deepEqual(missing(en, zh), [], `linked from ${pair.en}, not from ${pair.zh}`);
      assert.deepEqual(missing(zh, en), [], `linked from ${pair.zh}, not from ${pair.en}`);
    });

    it('names every setting, diagnostic code and CLI flag the English names', () => {
      const en = names(english);
      for (const name of pair.shows) assert.ok(en.has(name), `${pair.en} names ${name}`);
      assert.deepEqual(missing(en, names(chinese)), [], `named in ${pair.en}, not in ${pair.zh}`);
    });

    it('names each command the English names by its zh-CN title, with its id', () => {
      const titled = [...english.matchAll(/\*\*Holedox: ([^*]+)\*\*/g)].map((m) => (m[1] ?? '').replace(/\s+/g, ' '));
      assert.ok(titled.includes('Stress Test My Solution…'), titled.join(', '));
      const keyOf = (title: string): string | undefined =>
        Object.keys(nlsEnglish).find((key) => /^command\.\w+\.title$/.test(key) && nlsEnglish[key] === title);
      const lacking = [...new Set(titled)].flatMap((title) => {
        const key = keyOf(title);
        if (key === undefined) return [`${title} (no command of that title)`];
        const id = `holedox.${key.split('.')[1] ?? ''}`;
        const ok = chinese.includes(`**Holedox: ${nlsChinese[key] ?? '?'}**`) && chinese.includes(`\`${id}\``);
        return ok ? [] : [`${title} → Holedox: ${nlsChinese[key] ?? '?'} (${id})`];
      });
      assert.deepEqual(lacking, [], `commands ${pair.en} names that ${pair.zh} does not name as the zh-CN UI does`);
    });
  });
}

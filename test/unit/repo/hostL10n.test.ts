// The host's strings: every vscode.l10n.t literal in src has an entry in l10n/bundle.l10n.json, every
// entry is still used, and l10n/bundle.l10n.zh-cn.json words each with the same {0}… placeholders.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// Built to out/test/unit/repo/hostL10n.test.js: the repository is four levels up.
const ROOT = join(__dirname, '..', '..', '..', '..');
const read = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Record<string, string>;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The first argument of each l10n.t call, when it is a plain quoted literal (the only kind allowed). */
function usedKeys(): { keys: Set<string>; nonLiteral: string[] } {
  const keys = new Set<string>();
  const nonLiteral: string[] = [];
  for (const file of sources(join(ROOT, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/l10n\.t\(\s*([^\s])/g)) {
      const start = (m.index ?? 0) + m[0].length - 1;
      const quote = text[start];
      if (quote !== "'" && quote !== '"') {
        nonLiteral.push(`${file}: ${text.slice(start, start + 40)}`);
        continue;
      }
      let k = start + 1;
      let key = '';
      while (k < text.length && text[k] !== quote) {
        if (text[k] === '\\') {
          key += text[k + 1] ?? '';
          k += 2;
        } else key += text[k++];
      }
      keys.add(key);
    }
  }
  return { keys, nonLiteral };
}

const placeholders = (s: string) => [...s.matchAll(/\{(\d+)\}/g)].map((m) => m[1]).sort();

describe('host l10n bundle', () => {
  const english = read('l10n/bundle.l10n.json');
  const chinese = read('l10n/bundle.l10n.zh-cn.json');
  const { keys, nonLiteral } = usedKeys();

  it('is found through package.json "l10n"', () => {
    assert.equal((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { l10n?: string }).l10n, './l10n');
  });

  it('takes only literal keys, each in the English bundle as itself', () => {
    assert.deepEqual(nonLiteral, []);
    assert.ok(keys.size >= 20, `only ${keys.size} l10n.t keys found`);
    for (const key of keys) assert.equal(english[key], key, `l10n/bundle.l10n.json lacks ${JSON.stringify(key)}`);
  });

  it('has no stale keys', () => {
    assert.deepEqual(
      Object.keys(english).filter((k) => !keys.has(k)),
      [],
    );
  });

  it('words every key in zh-CN with the same placeholders', () => {
    assert.deepEqual(Object.keys(chinese).sort(), Object.keys(english).sort());
    for (const [key, text] of Object.entries(chinese)) {
      assert.notEqual(text.trim(), '', key);
      assert.deepEqual(placeholders(text), placeholders(key), key);
      // Codicons ($(check)) are names, not words: they stay as they are.
      assert.deepEqual(text.match(/\$\([\w~-]+\)/g) ?? [], key.match(/\$\([\w~-]+\)/g) ?? [], key);
    }
  });
});

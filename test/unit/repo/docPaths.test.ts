// The docs name files as they are: a file moved or renamed fails here until the docs follow.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

// Built to out/test/unit/repo/docPaths.test.js: the repository is four levels up.
const ROOT = join(__dirname, '..', '..', '..', '..');
const DOCS = [
  'README.md',
  'README.zh-CN.md',
  'CONTRIBUTING.md',
  'CHANGELOG.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The folders whose paths the docs name from the repository's root. */
const ROOTED = /(?:^|[\s(=])((?:src|test|scripts|docs|media|syntaxes|examples|bin|\.ci)\/[^\s`'"(),:;]*)/g;

/** Every file under `dir` (relative to the root, `/`-separated), for the paths written as globs. */
function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
  );
}

function globMatches(pattern: string): boolean {
  const top = pattern.slice(0, pattern.indexOf('/'));
  const regex = new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]*')}/?$`,
  );
  return filesUnder(top).some((file) => regex.test(file) || regex.test(posix.dirname(file)));
}

/** Paths a doc names: inside backticks (inline or fenced) from a rooted folder, and relative link targets. */
function namedPaths(doc: string, markdown: string): string[] {
  const found = new Set<string>();
  const code = [...markdown.matchAll(/```[^\n]*\n([\s\S]*?)```|`([^`\n]+)`/g)].map((m) => m[1] ?? m[2] ?? '');
  for (const span of code) {
    for (const m of span.matchAll(ROOTED)) {
      const path = (m[1] ?? '').replace(/[.]+$/, '');
      // Placeholders (`src/core/formats/<id>/`) name no one file.
      if (!/[<{$…]/.test(path)) found.add(path);
    }
  }
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]+`/g, '');
  for (const m of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = (m[1] ?? '').replace(/#.*$/, '');
    if (target === '' || /^[a-z]+:/i.test(target)) continue;
    found.add(posix.normalize(posix.join(posix.dirname(doc), target)));
  }
  return [...found];
}

describe('paths the docs name', () => {
  it('reads every doc it is meant to, and finds paths in them', () => {
    assert.ok(DOCS.includes('docs/architecture.md') && DOCS.includes('docs/performance.md'), DOCS.join(', '));
    assert.ok(namedPaths('README.md', readFileSync(join(ROOT, 'README.md'), 'utf8')).includes('docs/screenshot.png'));
    assert.deepEqual(
      namedPaths(
        'docs/a.md',
        'see `src/core/issues.ts`, [b](../README.md#x), `node scripts/bench.mjs --json` and `test/unit/*.test.ts`.',
      ).sort(),
      ['README.md', 'scripts/bench.mjs', 'src/core/issues.ts', 'test/unit/*.test.ts'],
    );
  });

  for (const doc of DOCS) {
    it(`${doc} names no path that does not exist`, () => {
      const missing = namedPaths(doc, readFileSync(join(ROOT, doc), 'utf8')).filter((path) =>
        path.includes('*') ? !globMatches(path) : !existsSync(join(ROOT, ...path.split('/'))),
      );
      assert.deepEqual(missing, [], `named in ${doc} but not in the repository`);
    });
  }
});

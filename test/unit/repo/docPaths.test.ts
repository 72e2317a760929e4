// The docs name files as they are: a file moved or renamed, or a heading a link points to
// renamed, fails here until the docs follow.
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
const ROOTED = /(?:^|[\s(=])((?:src|test|scripts|docs|media|syntaxes|examples|bin|l10n|\.ci)\/[^\s`'"(),:;]*)/g;

/** The repository's own files at its root, named alone in code font (`tsconfig.core.json`, `.vscodeignore`). */
const ROOT_FILE =
  /^(?:package(?:\.nls(?:\.[\w-]+)?)?\.json|package-lock\.json|tsconfig(?:\.\w+)?\.json|language-configuration\.[^\s`]+\.json|eslint\.config\.mjs|\.vscodeignore|\.prettierrc\.json|\.editorconfig|CONTRIBUTING\.md|README(?:\.[\w-]+)?\.md|CHANGELOG\.md|LICENSE)$/;

/** Every file under `dir` (relative to the root, `/`-separated), for the paths written as globs. */
function filesUnder(dir: string): string[] {
  // A folder that is not there holds no file: the doc's path is then reported, not a crash.
  if (!existsSync(join(ROOT, dir))) return [];
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
    if (ROOT_FILE.test(span) && !/[<{$…*]/.test(span)) found.add(span);
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

/** A heading's anchor as GitHub and VS Code's preview make it: lower case, marks dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a page's headings (outside code blocks); a repeated one gets `-1`, `-2`, … */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const m of markdown.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6} (.+)$/gm)) {
    const base = slug(m[1] ?? '');
    const times = seen.get(base) ?? 0;
    seen.set(base, times + 1);
    found.add(times === 0 ? base : `${base}-${times}`);
  }
  return found;
}

/** Links to a heading, `[x](#limits)` or `[x](docs/guide.md#limits)`, each as the page it names (from the root) and the anchor. */
function headingLinks(doc: string, markdown: string): { page: string; anchor: string }[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]+`/g, '');
  return [...prose.matchAll(/\]\(([^)\s#]*)#([^)\s]+)\)/g)]
    .filter((m) => !/^[a-z]+:/i.test(m[1] ?? ''))
    .map((m) => ({
      page: m[1] === '' ? doc : posix.normalize(posix.join(posix.dirname(doc), m[1] ?? '')),
      anchor: decodeURIComponent(m[2] ?? ''),
    }));
}

describe('paths the docs name', () => {
  it('reads every doc it is meant to, and finds paths in them', () => {
    assert.ok(DOCS.includes('docs/architecture.md') && DOCS.includes('docs/performance.md'), DOCS.join(', '));
    assert.ok(namedPaths('README.md', readFileSync(join(ROOT, 'README.md'), 'utf8')).includes('docs/screenshot.png'));
    assert.deepEqual(
      namedPaths(
        'docs/a.md',
        'see `src/core/issues.ts`, [b](../README.md#x), `node scripts/bench.mjs --json`, `test/unit/*.test.ts`, `tsconfig.web.json`, `.vscodeignore` and `language-configuration.<id>.json`.',
      ).sort(),
      ['.vscodeignore', 'README.md', 'scripts/bench.mjs', 'src/core/issues.ts', 'test/unit/*.test.ts', 'tsconfig.web.json'],
    );
  });

  it('makes anchors as GitHub does', () => {
    assert.deepEqual(
      [
        ...anchors(
          '# A b\n## Where we follow the statement, not the well-known C++\n### `holedox judge` and x\n## A b\n```\n# not\n```\n### 在浏览器中（vscode.dev、github.dev）',
        ),
      ],
      ['a-b', 'where-we-follow-the-statement-not-the-well-known-c', 'holedox-judge-and-x', 'a-b-1', '在浏览器中vscodedevgithubdev'],
    );
    assert.deepEqual(headingLinks('docs/a.md', 'see [x](#limits), [y](../README.md#settings) and [z](https://x.org/#a).'), [
      { page: 'docs/a.md', anchor: 'limits' },
      { page: 'README.md', anchor: 'settings' },
    ]);
  });

  for (const doc of DOCS) {
    it(`${doc} links to no heading that does not exist`, () => {
      const missing = headingLinks(doc, readFileSync(join(ROOT, doc), 'utf8'))
        .filter(({ page, anchor }) => page.endsWith('.md') && !anchors(readFileSync(join(ROOT, ...page.split('/')), 'utf8')).has(anchor))
        .map(({ page, anchor }) => `${page}#${anchor}`);
      assert.deepEqual(missing, [], `linked from ${doc} but no such heading`);
    });

    it(`${doc} names no path that does not exist`, () => {
      const missing = namedPaths(doc, readFileSync(join(ROOT, doc), 'utf8')).filter((path) =>
        path.includes('*') ? !globMatches(path) : !existsSync(join(ROOT, ...path.split('/'))),
      );
      assert.deepEqual(missing, [], `named in ${doc} but not in the repository`);
    });
  }
});

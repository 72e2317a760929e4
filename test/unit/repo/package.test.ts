// What a newcomer meets before any puzzle: the package's README page, `npm ci`, the
// README's version promises and `npm run examples`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { PackageManager, listFiles } from '@vscode/vsce';

// Built to out/test/unit/repo/package.test.js: the repository is four levels up.
const ROOT = join(__dirname, '..', '..', '..', '..');
// Both READMEs ship: the Marketplace shows README.md, which links the Chinese one; and the
// user guide they link, in both languages.
const READMES = ['README.md', 'README.zh-CN.md'];
const GUIDES = ['docs/guide.md', 'docs/guide.zh-CN.md'];
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  engines: { vscode: string };
  allowScripts?: Record<string, boolean>;
};

/** Targets of a page's relative links and images from the root, without anchors: `docs/screenshot.png`. */
function relativeLinks(doc: string, markdown: string): string[] {
  const targets = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '');
  return [
    ...new Set(
      targets
        .filter((t) => !/^[a-z]+:/i.test(t) && !t.startsWith('#'))
        .map((t) => posix.normalize(posix.join(posix.dirname(doc), t.replace(/#.*$/, '')))),
    ),
  ];
}

describe('what a newcomer meets', function () {
  // vsce loads slowly on a busy machine; nothing here is timed.
  this.timeout(120_000);

  it("packages every file the READMEs and the guide show or link, so the installed extension's pages have no broken image", async () => {
    // The files `vsce package` puts in the .vsix, by the same rules (.vscodeignore).
    const packaged = new Set(await listFiles({ cwd: ROOT, packageManager: PackageManager.None }));
    for (const doc of [...READMES, ...GUIDES]) {
      const links = relativeLinks(doc, readFileSync(join(ROOT, doc), 'utf8'));
      assert.ok(
        links.includes('docs/screenshot.png') || links.includes('docs/debug-breakpoint.png'),
        `${doc}'s links as read: ${links.join(', ')}`,
      );
      const missing = links.filter(
        (link) => !packaged.has(link) && ![...packaged].some((file) => file.startsWith(`${link.replace(/\/$/, '')}/`)),
      );
      assert.deepEqual(missing, [], `linked from ${doc} but not in the package`);
    }
  });

  it("ships the user's docs and no maintainers' docs: those are for the repository, not the installed extension", async () => {
    const packaged = await listFiles({ cwd: ROOT, packageManager: PackageManager.None });
    assert.deepEqual(
      packaged.filter((file) => file.endsWith('.md')).sort(),
      ['CHANGELOG.md', 'README.md', 'README.zh-CN.md', 'docs/guide.md', 'docs/guide.zh-CN.md'],
      'Markdown files in the package',
    );
  });

  it('decides, per dependency with an install script, whether npm may run it (no install-scripts warning)', () => {
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { hasInstallScript?: boolean }>;
    };
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
      .sort();
    // Keys are `name` or `name@version`.
    const decided = Object.keys(manifest.allowScripts ?? {}).map((key) => key.replace(/(?<=.)@[^@/]*$/, ''));
    assert.deepEqual(
      withScripts.filter((name) => !decided.includes(name)),
      [],
      'dependencies whose install script package.json allowScripts does not decide',
    );
    assert.deepEqual(withScripts, ['@vscode/vsce-sign', 'esbuild', 'keytar']);
  });

  it('names as the minimum VS Code the version engines.vscode allows, wherever the README or CONTRIBUTING names one', () => {
    const minimum = /(\d+\.\d+\.\d+)/.exec(manifest.engines.vscode)?.[1];
    for (const doc of [...READMES, 'CONTRIBUTING.md']) {
      const named = [...readFileSync(join(ROOT, doc), 'utf8').matchAll(/VS Code (\d+\.\d+\.\d+)/g)].map((m) => m[1]);
      assert.ok(named.length >= 1, `${doc} names the tested VS Code version`);
      assert.deepEqual([...new Set(named)], [minimum], doc);
    }
  });

  it('npm run examples prints the command it runs for each file, and what that command prints', () => {
    const run = spawnSync(process.execPath, ['scripts/runExamples.mjs'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    const examples = readdirSync(join(ROOT, 'examples'))
      .filter((name) => /\.(holedox|tempter)$/.test(name))
      .sort();
    const blocks = run.stdout.split(/^\$ /m).slice(1);
    assert.deepEqual(
      blocks.map((block) => /^(.*?) {4}\(exit \d+, \d+ ms\)$/m.exec(block)?.[1]),
      examples.map((name) => `node bin/holedox.js examples/${name}`),
    );
    // The printed command, run as printed, gives the answers printed under it.
    for (const block of blocks) {
      const [command = '', ...rest] = block.split('\n');
      const [program, ...args] = command.replace(/ {4}\(exit.*$/, '').split(' ');
      assert.equal(program, 'node');
      const again = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
      assert.ok(rest.join('\n').startsWith(again.stdout), `${command}\n${again.stdout}`);
    }
  });
});

// The browser entry (package.json "browser", the web worker extension host): shipped, free of
// Node, and hiding the judge, whose programs cannot run there.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PackageManager, listFiles } from '@vscode/vsce';
import { JudgeCommandId, PROGRAMS_UNAVAILABLE_CONTEXT } from '../../../src/extension/testing/ids';

// Built to out/test/unit/repo/browserEntry.test.js: the repository is four levels up.
const ROOT = join(__dirname, '..', '..', '..', '..');

interface Manifest {
  main: string;
  browser?: string;
  contributes: {
    menus: { commandPalette: { command: string; when?: string }[] };
    walkthroughs: { steps: { id: string; when?: string }[] }[];
  };
}
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Manifest;
const hidden = `!${PROGRAMS_UNAVAILABLE_CONTEXT}`;

/** The bundle's `require("…")` targets, each once: the modules it needs from its host. */
function requiredBy(bundle: string): string[] {
  const text = readFileSync(join(ROOT, bundle), 'utf8');
  return [...new Set([...text.matchAll(/\brequire\("([^"]+)"\)/g)].map((m) => m[1] ?? ''))].sort();
}

describe('the browser entry', function () {
  // vsce loads slowly on a busy machine; nothing here is timed.
  this.timeout(120_000);

  it('is dist/web/extension.js, shipped with the solve worker it starts', async () => {
    assert.equal(manifest.browser, './dist/web/extension.js');
    const files = await listFiles({ cwd: ROOT, packageManager: PackageManager.None });
    for (const file of ['dist/extension.js', 'dist/web/extension.js', 'dist/web/solveWorker.js']) assert.ok(files.includes(file), file);
    assert.match(readFileSync(join(ROOT, 'src/extension/webExtension.ts'), 'utf8'), /'dist', 'web', 'solveWorker\.js'/);
  });

  it('needs nothing of its host but vscode, and its worker nothing at all (after a build)', () => {
    assert.ok(existsSync(join(ROOT, 'dist/web/extension.js')), 'dist/web/extension.js: build first');
    assert.deepEqual(requiredBy('dist/web/extension.js'), ['vscode']);
    assert.deepEqual(requiredBy('dist/web/solveWorker.js'), []);
  });

  it("hides exactly the judge's palette entries and walkthrough steps where programs cannot run", () => {
    const judgeIds: string[] = Object.values(JudgeCommandId);
    const palette = manifest.contributes.menus.commandPalette;
    assert.deepEqual(
      palette.filter((entry) => entry.when?.includes(hidden)).map((entry) => entry.command),
      judgeIds,
    );
    // Each is also trusted-only; one (Debug This Case) is further limited to puzzle editors.
    for (const entry of palette.filter((e) => judgeIds.includes(e.command)))
      assert.ok(entry.when?.startsWith(`isWorkspaceTrusted && ${hidden}`), entry.when);
    const steps = manifest.contributes.walkthroughs.flatMap((w) => w.steps);
    assert.deepEqual(
      steps.filter((step) => step.when !== undefined).map((step) => [step.id, step.when]),
      [
        ['judge', hidden],
        ['stress', hidden],
      ],
    );
  });
});

describe('the build', function () {
  this.timeout(60_000);

  it("fails a browser bundle that imports a Node built-in, with or without 'node:'", async () => {
    const esbuild = await import('esbuild');
    const { noNodeBuiltins } = (await import(join(ROOT, 'scripts/build/noNodeBuiltins.mjs'))) as {
      noNodeBuiltins: import('esbuild').Plugin;
    };
    const bundle = (contents: string) =>
      esbuild.build({
        stdin: { contents, resolveDir: ROOT },
        bundle: true,
        write: false,
        platform: 'browser',
        logLevel: 'silent',
        plugins: [noNodeBuiltins],
      });
    for (const name of ['node:fs', 'worker_threads', 'fs/promises']) {
      await assert.rejects(bundle(`import '${name}';`), (error: Error) =>
        error.message.includes(`'${name}' is a Node built-in, and this bundle runs in a browser`),
      );
    }
    const built = await bundle(`export const x = 1;`);
    assert.equal(built.errors.length, 0);
  });
});

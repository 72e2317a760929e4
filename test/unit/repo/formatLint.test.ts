// ESLint holds the format boundary (eslint.config.mjs): outside a format's folder and the
// registry nothing imports a concrete format, and nobody reaches past a format's index.ts.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// Built to out/test/unit/repo/formatLint.test.js: the repository is four levels up.
const ROOT = join(__dirname, '..', '..', '..', '..');
const ESLINT = join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');

/** The import sources the lint refuses in `source`, linted as the file at `path` (nothing is written). */
function refused(path: string, source: string): string[] {
  const run = spawnSync(process.execPath, [ESLINT, '--format', 'json', '--stdin', '--stdin-filename', path], {
    cwd: ROOT,
    input: source,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => /^'([^']+)'/.exec(m.message)?.[1] ?? m.message);
}

const probe = (...sources: string[]) => sources.map((s, k) => `import * as p${k} from '${s}';\nexport const q${k} = p${k};\n`).join('');

describe('the format boundary in lint', function () {
  // ESLint loads its plugins on each run; nothing here is timed.
  this.timeout(120_000);

  it('refuses a concrete format outside its folder, by its index or past it', () => {
    assert.deepEqual(refused('src/core/study/probe.ts', probe('../formats/holedox', '../formats/registry')), ['../formats/holedox']);
    assert.deepEqual(refused('src/judge/probe.ts', probe('../core/formats/tempter/parse')), [
      '../core/formats/tempter/parse',
      '../core/formats/tempter/parse',
    ]);
    assert.deepEqual(refused('src/core/formats/probe.ts', probe('./tempter', './format')), ['./tempter']);
  });

  it('refuses one format reaching into another, and lets it use its own files', () => {
    assert.deepEqual(refused('src/core/formats/holedox/probe.ts', probe('./parse', '../tempter', '../format')), ['../tempter']);
  });

  it('lets the registry name the formats, and a format’s own tests reach its files', () => {
    assert.deepEqual(refused('src/core/formats/registry.ts', probe('./holedox')), []);
    assert.deepEqual(refused('test/unit/core/formats/holedox/probe.test.ts', probe('../../../../../src/core/formats/holedox/parse')), []);
    assert.deepEqual(refused('test/unit/core/probe.test.ts', probe('../../../src/core/formats/holedox/parse')), [
      '../../../src/core/formats/holedox/parse',
    ]);
  });
});

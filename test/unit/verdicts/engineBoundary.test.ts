import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The verdict engine runs in Node and in worker threads; the editor reaches it through
// src/extension/verdictService.ts. Built to out/test/unit/verdicts/: the repository is four levels up.
const ENGINE = join(__dirname, '..', '..', '..', '..', 'src', 'verdicts');

describe('the verdict engine', () => {
  it('never imports vscode, nor anything of the extension', () => {
    const files = readdirSync(ENGINE).filter((name) => name.endsWith('.ts'));
    assert.ok(files.includes('solveWorker.ts') && files.includes('verdictCache.ts'), `the engine's files, found at ${ENGINE}`);
    const offending = files.filter((name) => /from '(vscode|\.\.\/extension\/[^']*)'/.test(readFileSync(join(ENGINE, name), 'utf8')));
    assert.deepEqual(offending, []);
  });
});

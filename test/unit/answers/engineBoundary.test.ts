import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The answer engine runs in Node and in worker threads; the editor reaches it through
// src/extension/answerService.ts. Built to out/test/unit/answers/: the repository is four levels up.
const ENGINE = join(__dirname, '..', '..', '..', '..', 'src', 'answers');

describe('the answer engine', () => {
  it('never imports vscode, nor anything of the extension', () => {
    const files = readdirSync(ENGINE).filter((name) => name.endsWith('.ts'));
    assert.ok(files.includes('solveWorker.ts') && files.includes('answerCache.ts'), `the engine's files, found at ${ENGINE}`);
    const offending = files.filter((name) => /from '(vscode|\.\.\/extension\/[^']*)'/.test(readFileSync(join(ENGINE, name), 'utf8')));
    assert.deepEqual(offending, []);
  });
});

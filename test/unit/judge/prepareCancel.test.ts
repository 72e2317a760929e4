import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareSolution, type LanguageTemplates } from '../../../src/judge';
import { runSurvivors } from '../helpers/runSurvivors';
import { waitFor } from '../helpers/waitFor';

// Cancelling a preparation (the editor's Stop button, a closed stress notification) works at
// every moment: while compiling and while measuring the runtime's own memory, it ends what it
// started and rejects with the reason, never reporting a Compilation Error that did not happen.

const scratch = mkdtempSync(join(tmpdir(), 'holedox-prepare-cancel-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** prepareSolution on `name` with `languages`, aborted once the step (a `sleep 600`) runs; what it settled with. */
async function cancelledWhileRunning(name: string, languages: LanguageTemplates): Promise<unknown> {
  const source = join(scratch, name);
  writeFileSync(source, `${name}\n`);
  const abort = new AbortController();
  const reason = new Error('the user cancelled');
  const prepared = prepareSolution({ sourceFile: source }, { cacheDir: join(scratch, 'cache'), languages, signal: abort.signal }).then(
    (result) => ({ resolved: result }),
    (error: unknown) => ({ rejected: error === reason ? 'the reason' : error }),
  );
  await waitFor('the step (sleep 600) to run', () => runSurvivors().length > 0, 60_000);
  abort.abort(reason);
  return prepared;
}

describe('preparing a solution, cancelled', function () {
  // Whole processes on a shared machine: a hang guard, not a speed check.
  this.timeout(120_000);

  it('while compiling: rejects with the reason, the compiler ended, no half-made build', async () => {
    assert.deepEqual(await cancelledWhileRunning('slow.compiled', { compiled: { compile: ['sleep', '600'], run: ['{binary}'] } }), {
      rejected: 'the reason',
    });
    assert.deepEqual(runSurvivors(), []);
    assert.deepEqual(readdirSync(join(scratch, 'cache')), []);
  });

  it("while measuring the runtime's own memory: rejects with the reason, the probe ended", async () => {
    assert.deepEqual(
      await cancelledWhileRunning('slow.interpreted', { interpreted: { run: ['cat', '{source}'], baseline: ['sleep', '600'] } }),
      { rejected: 'the reason' },
    );
    assert.deepEqual(runSurvivors(), []);
  });
});

// A root hook for the whole unit suite (.mocharc.json): no test may leave a run folder of this
// process behind (src/judge/containment/orphans.ts names them holedox-run-p<pid>-…). A folder
// left by one test would otherwise fail a later one that checks its own, and name the wrong test.
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { waitFor } from './waitFor';

function runFolders(): string[] {
  return readdirSync(tmpdir()).filter((name) => name.startsWith(`holedox-run-p${process.pid}-`));
}

let before = new Set<string>();

export const mochaHooks = {
  beforeEach(): void {
    before = new Set(runFolders());
  },
  async afterEach(this: Mocha.Context): Promise<void> {
    const title = this.currentTest?.fullTitle() ?? 'a test';
    // A run ends (and its folder goes) a moment after its verdict: wait for that, not for ever.
    await waitFor(`the run folders of "${title}" to go`, () => runFolders().every((name) => before.has(name)));
  },
};

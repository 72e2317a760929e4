// A root hook for the whole unit suite (.mocharc.json): no test may leave a run folder of this
// process behind (src/judge/containment/orphans.ts names them holedox-run-p<pid>-…). A folder
// left by one test would otherwise fail a later one that checks its own, and name the wrong test.
import { runFoldersOf } from './judgeFolders';
import { waitFor } from './waitFor';

let before = new Set<string>();

export const mochaHooks = {
  beforeEach(): void {
    before = new Set(runFoldersOf(process.pid));
  },
  async afterEach(this: Mocha.Context): Promise<void> {
    const title = this.currentTest?.fullTitle() ?? 'a test';
    // A run ends (and its folder goes) a moment after its verdict: wait for that, not for ever.
    await waitFor(`the run folders of "${title}" to go`, () => runFoldersOf(process.pid).every((name) => before.has(name)));
  },
};

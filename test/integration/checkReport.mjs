// What the browser-level checks (visualCheck, playbackCheck) share: their command-line
// options, a reporter that counts named checks and ends with the 'N passed, N failed'
// line CI reads, and polling a webview frame (frames offer no event to wait on).
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './vscodeWeb.mjs';

/** `--vsix FILE` installs the packaged extension instead of the working tree; `--readme` refreshes docs/ screenshots. */
export function checkOptions(argv = process.argv) {
  const vsixIndex = argv.indexOf('--vsix');
  return { vsix: vsixIndex > 0 ? argv[vsixIndex + 1] : undefined, updateReadme: argv.includes('--readme') };
}

export function createReport(name) {
  let passed = 0;
  let failed = 0;
  return {
    check(title, fn) {
      try {
        fn();
        passed++;
        console.log(`  ✔ ${title}`);
      } catch (error) {
        failed++;
        console.log(`  ✘ ${title}\n    ${String(error.message).replace(/\n/g, '\n    ')}`);
      }
    },
    get ok() {
      return failed === 0;
    },
    /** Copies screenshots into docs/ under the given names, only when every check passed. */
    publish(pairs) {
      if (failed > 0) return;
      mkdirSync(join(repoRoot, 'docs'), { recursive: true });
      for (const [shot, docName] of pairs) {
        copyFileSync(shot, join(repoRoot, 'docs', docName));
        console.log(`  copied to docs/${docName}`);
      }
    },
    finish() {
      console.log(`${name}: ${passed} passed, ${failed} failed`);
      process.exitCode = failed === 0 ? 0 : 1;
    },
  };
}

/** Polls the webview frames until `probe` returns a value in one of them, or the deadline passes. */
export async function inPanel(ctx, probe, arg, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const frame of ctx.webviewFrames()) {
      const found = await frame.evaluate(probe, arg).catch(() => null);
      if (found) return { frame, found };
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await ctx.page.waitForTimeout(200);
  }
}

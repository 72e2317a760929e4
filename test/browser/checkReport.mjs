// What the browser-level checks (visualCheck, playbackCheck) share: their command-line
// options, a reporter that counts named checks and ends with the 'N passed, N failed'
// line CI reads, and waiting for what a webview frame shows (frames offer no event to wait on).
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { WAIT_DEADLINE_MS, repoRoot, waitFor, waitForEqual } from './vscodeWeb.mjs';

/** `--vsix FILE` installs the packaged extension instead of the working tree; `--readme` refreshes docs/ screenshots. */
export function checkOptions(argv = process.argv) {
  const vsixIndex = argv.indexOf('--vsix');
  const vsix = vsixIndex > 0 ? argv[vsixIndex + 1] : undefined;
  return { vsix, updateReadme: argv.includes('--readme'), source: extensionSource(vsix) };
}

/** What a check's heading says it tested: the package it installed, or the working tree. */
export function extensionSource(vsix) {
  return vsix ? `installed from ${vsix}` : 'working tree';
}

export function createReport(name) {
  let passed = 0;
  let failed = 0;
  return {
    /** Runs one named check; `fn` may be async (a check that waits for what it asserts). */
    async check(title, fn) {
      try {
        await fn();
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

/** Runs `probe` in each webview frame; the first frame where it returns a value, with that value. */
async function probeFrames(ctx, probe, arg) {
  for (const frame of ctx.webviewFrames()) {
    // A frame may be replaced while we ask (the panel reloading): that is "not yet".
    const found = await frame.evaluate(probe, arg).catch(() => null);
    if (found) return { frame, found };
  }
  return undefined;
}

/** Waits until `probe` returns a value in one of the webview frames: `{ frame, found }`. */
export function inPanel(ctx, probe, arg, what, deadlineMs = WAIT_DEADLINE_MS) {
  return waitFor(() => probeFrames(ctx, probe, arg), what, { deadlineMs });
}

/**
 * Waits until pick(probe's value) in a webview frame deep-equals `expected`, the way a check
 * asserts what the panel shows; the timeout message gives the last value beside the expected.
 */
export async function panelShows(ctx, probe, pick, expected, what) {
  let frame;
  await waitForEqual(
    async () => {
      const hit = await probeFrames(ctx, probe);
      frame = hit?.frame;
      return hit ? pick(hit.found) : null;
    },
    expected,
    what,
  );
  return frame;
}

#!/usr/bin/env node
// What a person sees: opens a workspace file in a real VS Code (code-server, in headless
// chromium) with the extension installed the ordinary way (no test payload), runs checks
// against the DOM, runs commands through the palette, and saves PNGs. Run by hand, it lets
// the page settle before each look (it asserts nothing, so it has nothing else to wait for).
//
//   node test/browser/browserCheck.mjs [WORKSPACE] [--file REL] [--extension DIR]
//        [--command LABEL]... [--screenshots DIR] [--restricted] [--timeout SECONDS]
//
// Prints a JSON summary (language in the status bar, squiggle counts, notifications,
// webview frames, screenshot paths). As a module: browserCheck(options, checks).
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  installExtensionFolder,
  installVsix,
  launchBrowser,
  openWorkbench,
  repoRoot,
  runCommand,
  scratchDir,
  screenshot,
  settle,
  startCodeServer,
  stop,
  stopOnSignals,
  waitForEqual,
} from './vscodeWeb.mjs';

/**
 * Opens `file` (relative to `workspace`) with the extension at `extension` installed, runs
 * `checks(ctx)` and returns its result. `restricted` answers the trust dialog with "No", so
 * the workspace is in Restricted Mode as a cautious user would have it.
 */
export async function browserCheck(
  {
    workspace,
    file,
    extension = repoRoot,
    vsix,
    restricted = false,
    screenshotDir = join(repoRoot, 'test-results/browser'),
    timeoutMs = 600_000,
  },
  checks,
) {
  const deadline = setTimeout(() => {
    process.stderr.write(`browserCheck: timed out after ${timeoutMs / 1000} s\n`);
    stop().finally(() => process.exit(124));
  }, timeoutMs);
  try {
    const extensionsDir = join(scratchDir('vscode-web-extensions-'), 'extensions');
    const extensionId = vsix ? installVsix(extensionsDir, vsix) : installExtensionFolder(extensionsDir, extension);
    const server = await startCodeServer({ folder: resolve(workspace), extensionsDir, trust: !restricted });
    const { page } = await launchBrowser();
    await openWorkbench(page, server, { folder: resolve(workspace), file, ...(restricted ? { trust: 'no' } : {}) });
    const ctx = {
      page,
      server,
      extensionId,
      /** For the hand-run tool only: checks wait for what they assert (waitForState). */
      settle: (options) => settle(page, options),
      runCommand: (label, options) => runCommand(page, label, options),
      screenshot: (name) => screenshot(page, screenshotDir, name),
      /** Frames of webviews (their content is two iframes deep). */
      webviewFrames: () => page.frames().filter((f) => /\/webview\/|vscode-webview/.test(f.url())),
      /** What the workbench shows now, in numbers and words. */
      readState: () => readWorkbenchState(page),
      /** Waits until pick(readState()) deep-equals `expected`; `what` names it in the timeout message. */
      waitForState: (pick, expected, what) => waitForEqual(async () => pick(await readWorkbenchState(page)), expected, what),
    };
    return await checks(ctx);
  } finally {
    clearTimeout(deadline);
    await stop();
  }
}

/** The visible facts a check usually wants. */
export async function readWorkbenchState(page) {
  const texts = async (selector) =>
    (await page.locator(selector).allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim()).filter(Boolean);
  return {
    language: (await texts('#status\\.editor\\.mode'))[0] ?? null,
    selection: (await texts('#status\\.editor\\.selection'))[0] ?? null,
    squiggles: {
      error: await page.locator('.squiggly-error').count(),
      warning: await page.locator('.squiggly-warning').count(),
      info: await page.locator('.squiggly-info').count(),
    },
    problems: (await texts('#status\\.problems'))[0] ?? null,
    restrictedMode: (await page.locator('#status\\.workspaceTrust').count()) > 0,
    notifications: await texts('.notifications-toasts .notification-list-item-message'),
    editorTabs: await texts('.tabs-container .tab .label-name'),
  };
}

async function main() {
  const { values: opts, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      file: { type: 'string' },
      extension: { type: 'string', default: repoRoot },
      command: { type: 'string', multiple: true, default: [] },
      screenshots: { type: 'string', default: join(repoRoot, 'test-results/browser') },
      restricted: { type: 'boolean', default: false },
      timeout: { type: 'string', default: '300' },
    },
  });
  stopOnSignals();
  const workspace = positionals[0] ?? join(repoRoot, 'test/fixtures');
  const summary = await browserCheck(
    {
      workspace,
      ...(opts.file ? { file: opts.file } : {}),
      extension: resolve(opts.extension),
      restricted: opts.restricted,
      screenshotDir: opts.screenshots,
      timeoutMs: Number(opts.timeout) * 1000,
    },
    async (ctx) => {
      await ctx.settle();
      const steps = [{ step: 'opened', ...(await ctx.readState()), screenshot: await ctx.screenshot('opened') }];
      for (const [i, label] of opts.command.entries()) {
        const failure = await ctx.runCommand(label).then(
          () => ({}),
          (error) => ({ error: error.message }),
        );
        await ctx.settle();
        const frames = ctx.webviewFrames();
        steps.push({
          step: `command: ${label}`,
          ...failure,
          ...(await ctx.readState()),
          webviewFrames: await Promise.all(
            frames.map(async (f) => ({
              url: f.url().split('?')[0],
              text: (
                await f
                  .locator('body')
                  .innerText()
                  .catch(() => '')
              ).slice(0, 200),
            })),
          ),
          screenshot: await ctx.screenshot(`command-${i + 1}`),
        });
      }
      return { extension: ctx.extensionId, restricted: opts.restricted, steps };
    },
  );
  console.log(JSON.stringify(summary, null, 2));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch(async (error) => {
    console.error(`browserCheck: ${error.stack ?? error}`);
    await stop();
    process.exit(1);
  });
}

#!/usr/bin/env node
// The browser-level check of the stress test, as a person runs it: in a trusted workspace,
// pick the wrong Holedox solution with "Holedox: Choose My Solution…", run "Holedox: Stress
// Test My Solution…" for Holedox, and see the counterexample open beside the solution with
// the panel drawing our path and the program's answer. `--readme` copies the screenshot
// to docs/judge-counterexample.png.
//
//   node test/browser/judgeCheck.mjs [--vsix FILE] [--readme]
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { browserCheck } from './browserCheck.mjs';
import { checkOptions, createReport, inPanel } from './checkReport.mjs';
import { pickQuickItem, repoRoot, stopOnSignals } from './vscodeWeb.mjs';

stopOnSignals();
const { vsix, updateReadme } = checkOptions();
const report = createReport('judge');
const check = report.check;
const solution = 'holedox-off-by-one.py';

const result = await browserCheck(
  { workspace: join(repoRoot, 'test/fixtures'), file: `solutions/${solution}`, ...(vsix ? { vsix } : {}) },
  async (ctx) => {
    await ctx.runCommand('Holedox: Choose My Solution', { timeoutMs: 60_000 });
    await pickQuickItem(ctx.page, solution);
    await ctx.runCommand('Holedox: Stress Test My Solution');
    await pickQuickItem(ctx.page, 'Holedox');
    const { found: panel } = await inPanel(
      ctx,
      () => {
        const submitted = document.getElementById('submitted')?.textContent;
        // The panel opens at move 0: the path is drawn ahead, dashed, and the scrubber spans its moves.
        const steps = document.querySelector('svg.grid .path-ahead') ? Number(document.getElementById('scrubber')?.max ?? 0) : 0;
        return submitted && steps > 0 ? { submitted, steps, verdict: document.getElementById('verdict')?.textContent ?? '' } : null;
      },
      undefined,
      "the panel to draw the counterexample with the program's answer",
      180_000,
    );
    // More room for the three editors in the picture.
    await ctx.runCommand('View: Close Primary Side Bar');
    // Wait for what the checks below assert (they then show what was there if it never came).
    await ctx
      .waitForState(
        (s) => s.editorTabs.length === 3 && s.notifications.some((n) => /seed \d+ reproduces it/.test(n)),
        true,
        'three editor tabs and the notification with the seed',
      )
      .catch(() => {});
    const state = await ctx.readState();
    const shot = await ctx.screenshot('stress-counterexample');
    return { panel, state, shot };
  },
);

console.log(`judge check (${vsix ? `installed from ${vsix}` : 'working tree'}): stress-testing ${solution} from the command palette`);
await check('the panel says what the program answered and what is shortest', () =>
  assert.match(result.panel.submitted, /^✗ your program answered -?\d+, the shortest is -?\d+$/),
);
await check('the panel draws our shortest path on the counterexample, as many steps as the shortest', () => {
  const shortest = Number(/the shortest is (-?\d+)$/.exec(result.panel.submitted)?.[1]);
  assert.equal(result.panel.steps, shortest);
});
await check('the counterexample opens as a new document beside the solution', () => {
  // An untitled tab is named after its first line; the panel's title names the document.
  const tabs = result.state.editorTabs;
  assert.equal(tabs.length, 3, `tabs: ${tabs.join(', ')}`);
  assert.equal(tabs[0], solution);
  assert.match(tabs[2] ?? '', /^Puzzle · Untitled-\d+$/);
});
await check('a notification sums it up with the seed that reproduces it', () =>
  assert.ok(
    result.state.notifications.some((n) => /seed \d+ reproduces it/.test(n)),
    result.state.notifications.join(' | '),
  ),
);
console.log(`  screenshot: ${result.shot}`);
if (updateReadme) report.publish([[result.shot, 'judge-counterexample.png']]);
report.finish();

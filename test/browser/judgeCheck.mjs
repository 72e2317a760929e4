#!/usr/bin/env node
// The browser-level check of the stress test, as a person runs it: in a trusted workspace,
// pick the wrong Holedox solution with "Holedox: Choose My Solution…", run "Holedox: Stress
// Test My Solution…" for Holedox, and see the counterexample written beside the solution and
// drawn in the panel with our path and the program's answer (no third editor group). `--readme`
// copies the screenshot to docs/judge-counterexample.png.
//
//   node test/browser/judgeCheck.mjs [--vsix FILE] [--readme]
import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync } from 'node:fs';
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
    // A solution is bound to one puzzle: asked first, since no puzzle file is active.
    await pickQuickItem(ctx.page, 'Holedox');
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
    // More room for the solution and the panel in the picture.
    await ctx.runCommand('View: Close Primary Side Bar');
    // Wait for what the checks below assert (they then show what was there if it never came).
    await ctx
      .waitForState(
        (s) => s.editorTabs.length === 2 && s.notifications.some((n) => /seed \d+ reproduces it/.test(n)),
        true,
        'two editor tabs and the notification with the seed',
      )
      .catch(() => {});
    const state = await ctx.readState();
    const shot = await ctx.screenshot('stress-counterexample');
    return { panel, state, shot };
  },
);
// Written beside the solution, as the CLI writes it; read, then removed from the fixtures.
const written = join(repoRoot, 'test/fixtures/solutions/counterexample.holedox');
const files = {
  input: existsSync(written) ? readFileSync(written, 'utf8') : '',
  out: existsSync(`${written}.out`) ? readFileSync(`${written}.out`, 'utf8') : '',
};
rmSync(written, { force: true });
rmSync(`${written}.out`, { force: true });

console.log(`judge check (${vsix ? `installed from ${vsix}` : 'working tree'}): stress-testing ${solution} from the command palette`);
await check('the panel says what the program answered and what is shortest', () =>
  assert.match(result.panel.submitted, /^✗ your program answered -?\d+, the shortest is -?\d+$/),
);
await check('the panel draws our shortest path on the counterexample, as many steps as the shortest', () => {
  const shortest = Number(/the shortest is (-?\d+)$/.exec(result.panel.submitted)?.[1]);
  assert.equal(result.panel.steps, shortest);
});
await check('the counterexample is written beside the solution and drawn in the panel, in no third editor group', () => {
  // The panel's title names the document.
  assert.deepEqual(result.state.editorTabs, [solution, 'Puzzle · counterexample.holedox']);
  assert.match(files.input, /\n0 0 0\n$/);
  assert.match(files.out, /^Case 1: -?\d+\n$/);
});
await check('a notification names the puzzle and sums it up with the seed that reproduces it', () =>
  assert.ok(
    result.state.notifications.some((n) => /^Holedox: Wrong Answer after \d+ cases?: .*seed \d+ reproduces it/.test(n)),
    result.state.notifications.join(' | '),
  ),
);
console.log(`  screenshot: ${result.shot}`);
if (updateReadme) report.publish([[result.shot, 'judge-counterexample.png']]);
report.finish();

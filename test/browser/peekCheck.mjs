#!/usr/bin/env node
// A failing case in the Test Results peek, in a real VS Code with the extension installed: a
// Python solution bound to Tempter answers NO to every case; Run Tests in Current File fails
// the case whose answer is YES, and Test: Peek Output with the cursor on that case opens its peek on the diff.
// The diff's "Expected" and "Actual" headers stay whole and uncovered (nothing of ours floats
// over them, with the puzzle panel beside the text making the peek narrow), and "Debug This
// Case" is still there to press: in the context menu of the failure's row in the list of
// results (Test Results view, or the peek's own list), not floating over the diff.
//
//   node test/browser/peekCheck.mjs [--vsix FILE]
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { browserCheck } from './browserCheck.mjs';
import { checkOptions, createReport } from './checkReport.mjs';
import { repoRoot, scratchDir, stopOnSignals, waitFor } from './vscodeWeb.mjs';

stopOnSignals();
const { vsix, source } = checkOptions();
const report = createReport('peek');
const check = report.check;
const debugTitle = JSON.parse(readFileSync(join(repoRoot, 'package.nls.json'), 'utf8'))['command.debugCase.title'];

const workspace = scratchDir('holedox-peek-');
copyFileSync(join(repoRoot, 'test/fixtures/sample.tempter'), join(workspace, 'sample.tempter'));
copyFileSync(join(repoRoot, 'test/fixtures/editor-solutions/tempter-answers-no.py'), join(workspace, 'solution.py'));
mkdirSync(join(workspace, '.vscode'));
writeFileSync(join(workspace, '.vscode', 'settings.json'), JSON.stringify({ 'holedox.solution.paths': { tempter: 'solution.py' } }));

/**
 * The peek as drawn: its diff's headers ("Expected", "Actual") and every action button shown
 * in it, each with its box on the page; and whether a press at a header's centre reaches it.
 */
function readPeek(title) {
  const peek = document.querySelector('.peekview-widget');
  if (!peek) return null;
  const box = (e) => {
    const r = e.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  };
  const visible = (e) => {
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden';
  };
  const headers = [...peek.querySelectorAll('.testing-diff-lens-widget')].filter(visible).map((h) => {
    const b = box(h);
    const top = document.elementFromPoint((b.left + b.right) / 2, (b.top + b.bottom) / 2);
    // The header's line: its height, across its side of the diff (a button at its right end covers it too).
    const side = box(h.closest('.monaco-editor') ?? h);
    return { text: h.textContent ?? '', box: { ...b, left: side.left, right: side.right }, onTop: h === top || h.contains(top) };
  });
  const label = (a) => (a.getAttribute('aria-label') || a.getAttribute('title') || a.textContent || '').trim();
  const actions = [...peek.querySelectorAll('.floating-click-widget, .action-label, .monaco-button')]
    .filter(visible)
    .map((a) => ({ label: label(a), box: box(a) }));
  // The action that debugs the case, wherever the workbench shows it (the peek, or a list of results).
  const debug = [...document.querySelectorAll('.floating-click-widget, .action-label, .monaco-button')]
    .filter((a) => visible(a) && label(a) === title)
    .map((a) => {
      const b = box(a);
      const top = document.elementFromPoint((b.left + b.right) / 2, (b.top + b.bottom) / 2);
      // Where: a context menu, or the peek (whose diff is drawn in a list row of its own).
      const where = a.closest('.context-view') ? 'context menu' : a.closest('.peekview-widget') ? 'peek' : 'elsewhere';
      return { label: label(a), box: b, where, onTop: a === top || a.contains(top) };
    });
  return { headers, actions, debug };
}

const overlaps = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

console.log(`peek check (${source}): a wrong Tempter solution's failure in the Test Results peek`);
const shot = await browserCheck({ workspace, file: 'sample.tempter', ...(vsix ? { vsix } : {}) }, async (ctx) => {
  const { page } = ctx;
  await ctx.waitForState((s) => s.language, 'Tempter', 'the status bar to name the language');
  // The cases are tests once their run buttons are in the gutter: then run them.
  await page.locator('.monaco-editor .testing-run-glyph').first().waitFor({ state: 'visible', timeout: 60_000 });
  await ctx.runCommand('Test: Run Tests in Current File', { timeoutMs: 60_000 });
  // The failure's squiggle-free mark: the case's gutter icon turns to a failed test.
  await page.locator('.monaco-editor .codicon-testing-failed-icon').first().waitFor({ state: 'visible', timeout: 90_000 });
  // The panel beside the text, as a student has it: the editor, and so the peek, half as wide.
  await ctx.runCommand('Holedox: Show Puzzle Panel');
  await page
    .locator('.tabs-container .tab', { hasText: /Puzzle/ })
    .first()
    .waitFor();
  // The cursor on case 2's header (line 6), then Test: Peek Output opens the failure's peek there.
  await page.locator('.monaco-editor .view-line', { hasText: '3 4 5' }).first().click();
  await ctx.runCommand('Test: Peek Output');
  let peek;
  let diff;
  let taken;
  try {
    peek = await waitFor(
      async () => {
        const found = await page.evaluate(readPeek, debugTitle);
        return found && found.headers.map((h) => h.text).join(' ') === 'Expected Actual' ? found : undefined;
      },
      'the peek to show the diff with its Expected and Actual headers',
      { lastSeen: () => JSON.stringify(peek) },
    );
    diff = peek;
    // The failure's row in the Test Results list: its context menu has the action.
    await page.locator('.part.panel .monaco-list-row', { hasText: 'Case 2 ·' }).first().click({ button: 'right' });
    peek = await waitFor(async () => {
      const found = await page.evaluate(readPeek, debugTitle);
      return found && found.debug.some((d) => d.where === 'context menu') ? found : undefined;
    }, `"${debugTitle}" in the context menu of the failure's row`).catch(() => peek);
  } finally {
    // Taken whatever was found: the picture shows what the checks below judge.
    taken = await ctx.screenshot('peek-diff');
  }

  const { headers, actions } = diff ?? {};
  await check('the diff shows its Expected and Actual headers, each on top where it is drawn', () =>
    assert.deepEqual(
      headers.map((h) => [h.text, h.onTop]),
      [
        ['Expected', true],
        ['Actual', true],
      ],
    ),
  );
  await check("no action button covers either header's line", () =>
    assert.deepEqual(
      headers.flatMap((h) => actions.filter((a) => overlaps(a.box, h.box)).map((a) => `${a.label} over ${h.text}`)),
      [],
    ),
  );
  await check(`"${debugTitle}" is in the context menu of the failure's row in the list of results, and only there`, () =>
    assert.deepEqual(
      peek.debug.map((d) => [d.where, d.onTop]),
      [['context menu', true]],
      JSON.stringify(peek.debug),
    ),
  );
  return taken;
});

if (shot) console.log(`  screenshot: ${shot}`);
report.finish();

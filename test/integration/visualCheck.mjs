#!/usr/bin/env node
// The browser-level check a person would recognise: with the extension installed for real,
// open a .holedox file with a typo, see the squiggle and the language in the status bar,
// run "Holedox: Show Puzzle Panel" from the command palette, and see the grid drawn in the
// webview. Saves the screenshot; `--readme` also copies it to docs/screenshot.png.
//
//   node test/integration/visualCheck.mjs [--vsix FILE] [--readme]
//
// With --vsix the packaged extension is installed as a user would install it, instead of
// the working tree, so the check also proves the package holds everything that runs.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { browserCheck } from './browserCheck.mjs';
import { checkOptions, createReport, inPanel } from './checkReport.mjs';
import { repoRoot, stopOnSignals } from './vscodeWeb.mjs';

stopOnSignals();
const { vsix, updateReadme } = checkOptions();
const report = createReport('visual');
const check = report.check;

const result = await browserCheck({ workspace: join(repoRoot, 'examples'), file: 'with-a-typo.holedox', ...(vsix ? { vsix } : {}) }, async (ctx) => {
  const opened = await ctx.readState();
  // The panel follows the case under the cursor: put the cursor in case 1, as a reader would.
  await ctx.page.locator('.monaco-editor .view-line').filter({ hasText: '5 6 4' }).first().click({ position: { x: 2, y: 5 } });
  await ctx.runCommand('Holedox: Show Puzzle Panel');
  // The panel draws after its first messages: wait for the path inside the webview's frames.
  const { found: drawing } = await inPanel(
    ctx,
    () => {
      const svg = document.querySelector('svg.grid');
      if (!svg || svg.querySelectorAll('.path-step').length === 0) return null;
      return {
        cells: svg.querySelectorAll('.cell').length,
        stones: svg.querySelectorAll('.stone').length,
        head: svg.querySelectorAll('.head').length,
        body: svg.querySelectorAll('.body').length,
        pathSteps: svg.querySelectorAll('.path-step').length,
        verdict: document.getElementById('verdict')?.textContent ?? '',
        problems: [...document.querySelectorAll('button.diagnostic .code')].map((n) => n.textContent),
      };
    },
    undefined,
    'the panel to draw case 1 with its path',
  );
  await ctx.settle();
  const shot = await ctx.screenshot('panel-beside-holedox');
  return { opened, drawing, shot };
});

console.log(`visual check (${vsix ? `installed from ${vsix}` : 'working tree'}): a .holedox file with a typo, then the puzzle panel`);
check('the status bar names the language Holedox', () => assert.equal(result.opened.language, 'Holedox'));
check('the typo shows as one error squiggle', () => assert.equal(result.opened.squiggles.error, 1));
check('the panel draws case 1: a 5×6 grid, 3 stones, the head and 3 body blocks', () => {
  assert.ok(result.drawing, 'no drawing found in any webview frame');
  assert.deepEqual(
    [result.drawing.cells, result.drawing.stones, result.drawing.head, result.drawing.body],
    [30, 3, 1, 3],
  );
});
check('the panel shows the 9-step shortest path and says so', () => {
  assert.equal(result.drawing?.pathSteps, 9);
  assert.match(result.drawing?.verdict ?? '', /^Shortest: 9 moves to the exit/);
});
check('the panel lists the file\'s problem', () => assert.deepEqual(result.drawing?.problems, ['holedox.outside-lair']));
console.log(`  screenshot: ${result.shot}`);
if (updateReadme) report.publish([[result.shot, 'screenshot.png']]);
report.finish();

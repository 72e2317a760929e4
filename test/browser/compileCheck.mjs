#!/usr/bin/env node
// A compile error where the code is, in a real VS Code with the extension installed: a C++
// solution bound to Tempter in the settings does not compile; Run Tests in Current File on
// the puzzle puts the compiler's error as a squiggle in the .cpp at its line and column, as a
// build task would, and the Problems count says so. Needs g++.
//
//   node test/browser/compileCheck.mjs [--vsix FILE]
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { browserCheck } from './browserCheck.mjs';
import { checkOptions, createReport } from './checkReport.mjs';
import { repoRoot, scratchDir, stopOnSignals, waitForEqual } from './vscodeWeb.mjs';

stopOnSignals();
const { vsix, source } = checkOptions();
const report = createReport('compile');
const check = report.check;

const workspace = scratchDir('holedox-compile-');
copyFileSync(join(repoRoot, 'test/fixtures/sample.tempter'), join(workspace, 'sample.tempter'));
copyFileSync(join(repoRoot, 'test/fixtures/solutions/compile-error.cpp'), join(workspace, 'solution.cpp'));
mkdirSync(join(workspace, '.vscode'));
writeFileSync(join(workspace, '.vscode', 'settings.json'), JSON.stringify({ 'holedox.solution.paths': { tempter: 'solution.cpp' } }));

console.log(`compile check (${source}): a C++ solution that does not compile, judged from the Test Explorer`);
const shot = await browserCheck({ workspace, file: 'sample.tempter', ...(vsix ? { vsix } : {}) }, async (ctx) => {
  const { page } = ctx;
  await ctx.waitForState((s) => s.language, 'Tempter', 'the status bar to name the language');
  await check('Run Tests in Current File reports the compile error on the puzzle', async () => {
    await ctx.runCommand('Test: Run Tests in Current File', { timeoutMs: 60_000 });
    // The Problems count in the status bar: the compiler's one error, in solution.cpp.
    await waitForEqual(
      async () => (await page.locator('#status\\.problems').innerText()).replace(/\s+/g, ' ').trim(),
      '1 0',
      'the status bar to count one error',
    );
  });
  let taken;
  await check("the .cpp shows the compiler's error as a squiggle under `answer`, line 4", async () => {
    await ctx.runCommand('Go to File...');
    await page.locator('.quick-input-widget input').fill('solution.cpp');
    await page.locator('.quick-input-widget .monaco-list-row', { hasText: 'solution.cpp' }).first().click();
    await waitForEqual(() => page.locator('.editor-group-container.active .squiggly-error').count(), 1, 'one squiggle in solution.cpp');
    await ctx.runCommand('View: Focus Problems (Errors, Warnings, Infos)');
    await waitForEqual(
      async () => (await page.locator('.markers-panel .monaco-list-row').allInnerTexts()).join(' | ').replace(/\s+/g, ' '),
      'solution.cpp 1 | ‘answer’ was not declared in this scope gcc [Ln 4, Col 20]',
      'the Problems view to list the error at Ln 4, Col 20',
    );
    taken = await ctx.screenshot('compile-error-squiggle');
  });
  return taken;
});

if (shot) console.log(`  screenshot: ${shot}`);
report.finish();

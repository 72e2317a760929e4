#!/usr/bin/env node
// The browser-level check of "Holedox: Save as Expected Output" where an expected-output file
// already exists, as a person meets it: in Restricted Mode, run the command from the palette,
// answer VS Code's modal question "Cancel" (the file stays), run it again and answer "Replace"
// (the file holds the judge output). The status bar then shows this document's result.
//
//   node test/browser/judgeOutputCheck.mjs [--vsix FILE]
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { browserCheck } from './browserCheck.mjs';
import { checkOptions, createReport } from './checkReport.mjs';
import { scratchDir, stopOnSignals, waitForEqual } from './vscodeWeb.mjs';

stopOnSignals();
const { vsix, source } = checkOptions();
const report = createReport('judge output');
const check = report.check;

// A workspace of its own: the command writes beside the input. stop() removes it.
const workspace = scratchDir('holedox-judge-output-');
const input = 'walk.tempter';
const expected = join(workspace, `${input}.out`);
writeFileSync(join(workspace, input), '4 4 5\nS.X.\n..X.\n..XD\n....\n3 4 5\nS.X.\n..X.\n...D\n0 0 0\n');
const stale = 'YES\nYES\n';
writeFileSync(expected, stale);
const readExpected = () => readFileSync(expected, 'utf8');

/** Waits for VS Code's modal question, returns its words, and presses `answer`. */
async function answerDialog(ctx, answer) {
  const dialog = ctx.page.locator('.monaco-dialog-box');
  await dialog.waitFor({ state: 'visible' });
  const words = (await dialog.locator('.dialog-message-text').innerText()).trim();
  await dialog.locator('.monaco-button', { hasText: answer }).first().click();
  await dialog.waitFor({ state: 'detached' });
  return words;
}

console.log(`judge output check (${source}): Save as Expected Output over an existing file, in Restricted Mode`);
await browserCheck({ workspace, file: input, restricted: true, ...(vsix ? { vsix } : {}) }, async (ctx) => {
  await ctx.runCommand('Holedox: Save as Expected Output', { timeoutMs: 60_000 });
  await check('asks before replacing the existing file, naming it', async () =>
    assert.equal(await answerDialog(ctx, 'Cancel'), `${input}.out already exists. Replace it with our judge output?`),
  );
  await check('Cancel keeps the file as it was', () => assert.equal(readExpected(), stale));

  await ctx.runCommand('Holedox: Save as Expected Output');
  await answerDialog(ctx, 'Replace');
  await check('Replace writes exactly the judge output', () =>
    waitForEqual(readExpected, 'NO\nYES\n', `${input}.out to hold the judge output`),
  );
  await check("the status bar shows this document's result", () =>
    waitForEqual(
      async () => (await ctx.page.locator('.statusbar-item').allInnerTexts()).map((t) => t.trim()).filter((t) => /solved/.test(t)),
      ['2 solved'],
      'the solve result in the status bar',
    ),
  );
  await check('the workspace is in Restricted Mode', async () => assert.equal((await ctx.readState()).restrictedMode, true));
});
report.finish();

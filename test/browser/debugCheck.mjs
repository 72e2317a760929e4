#!/usr/bin/env node
// The browser-level check of debugging a case, as a person does it: in a trusted workspace,
// choose a C++ solution, put a breakpoint in it (Debug: Toggle Breakpoint), open sample.tempter
// beside it, put the cursor on case 2 and run "Holedox: Debug This Case"; the LLDB adapter the
// extension starts itself (no other extension installed) stops at the breakpoint with that case
// read from stdin, which the Variables view shows (rows = 3, cols = 4, limit = 5: case 2's header).
// `--readme` copies the screenshot to docs/debug-breakpoint.png.
//
//   node test/browser/debugCheck.mjs [--vsix FILE] [--readme]
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { browserCheck } from './browserCheck.mjs';
import { checkOptions, createReport } from './checkReport.mjs';
import { focusWorkbench, pickQuickItem, quickOpenEntry, repoRoot, stopOnSignals, waitFor } from './vscodeWeb.mjs';

stopOnSignals();
const { vsix, updateReadme, source } = checkOptions();
const report = createReport('debug');
const check = report.check;
const solution = 'tempter-answers-no.cpp';
const breakpointLine =
  readFileSync(join(repoRoot, 'test/fixtures/editor-solutions', solution), 'utf8')
    .split('\n')
    .findIndex((l) => l.includes('// BREAKPOINT')) + 1;

/** Live processes of the debug session: the adapter and the program carry its marker in their environment (Linux /proc; zombies left out). */
function debuggees() {
  const found = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (/\) Z /.test(readFileSync(`/proc/${name}/stat`, 'latin1'))) continue;
      const environ = readFileSync(`/proc/${name}/environ`, 'latin1').split('\u0000');
      if (environ.some((entry) => entry.startsWith('HOLEDOX_DEBUG_SESSION='))) found.push(Number(name));
    } catch {
      // Ended while we looked.
    }
  }
  return found;
}

/**
 * Puts the cursor on a 1-based line of the active editor with Go to Line. It first waits for
 * a quick open before it to close (keys sent while it closes went to it, and the widget then
 * stayed open), and checks the line is typed before pressing Enter.
 */
async function goToLine(page, line) {
  const widget = page.locator('.quick-input-widget');
  await widget.waitFor({ state: 'hidden', timeout: 30_000 });
  await focusWorkbench(page);
  await page.keyboard.press('Control+G');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible' });
  await input.fill(`:${line}`);
  await waitFor(async () => ((await input.inputValue()) === `:${line}` ? true : undefined), `Go to Line to read ':${line}'`);
  await page.keyboard.press('Enter');
  await widget.waitFor({ state: 'hidden' });
}

const result = await browserCheck(
  { workspace: join(repoRoot, 'test/fixtures'), file: `editor-solutions/${solution}`, ...(vsix ? { vsix } : {}) },
  async (ctx) => {
    const { page } = ctx;
    await ctx.runCommand('Holedox: Choose My Solution', { timeoutMs: 60_000 });
    // A solution is bound to one puzzle: asked first, since no puzzle file is active.
    await pickQuickItem(ctx.page, 'Tempter');
    await pickQuickItem(ctx.page, solution);
    await goToLine(page, breakpointLine);
    await ctx.runCommand('Debug: Toggle Breakpoint');
    await page.locator('.monaco-editor .codicon-debug-breakpoint').first().waitFor({ state: 'visible' });
    // The case file beside the solution (Ctrl+Enter in Quick Open opens to the side).
    await quickOpenEntry(page, 'sample.tempter');
    await page.keyboard.press('Control+Enter');
    await page.locator('.tab.active', { hasText: 'sample.tempter' }).waitFor({ state: 'visible' });
    // Case 2's header is line 6.
    await goToLine(page, 6);
    await ctx.runCommand('Holedox: Debug This Case');
    // Stopped: the editor marks the top frame's line, and the Variables view lists the locals.
    await page.locator('.monaco-editor .debug-top-stack-frame-line').first().waitFor({ state: 'visible', timeout: 90_000 });
    let sidebar = '';
    const locals = await waitFor(
      async () => {
        sidebar = await page.locator('.part.sidebar').innerText();
        const value = (name) => new RegExp(`\\b${name}\\s*[:=]\\s*(-?\\d+)`).exec(sidebar)?.[1];
        const found = ['rows', 'cols', 'limit'].map((name) => `${name} = ${value(name)}`);
        return found.some((f) => f.endsWith('undefined')) ? undefined : found;
      },
      'the Variables view to show the locals rows, cols and limit',
      { lastSeen: () => JSON.stringify(sidebar) },
    ).catch(async (error) => {
      await ctx.screenshot('debug-breakpoint-failed');
      throw error;
    });
    const editorTab = await page.locator('.tab.active').first().innerText();
    const caseTab = await page.locator('.tab', { hasText: 'sample.tempter' }).count();
    const running = debuggees();
    // The picture is of the debugger: no unrelated toast over it (code-server's own about tsserver).
    await ctx.runCommand('Notifications: Clear All Notifications');
    const shot = await ctx.screenshot('debug-breakpoint');
    await ctx.runCommand('Debug: Stop');
    let left = running;
    await waitFor(() => (left = debuggees()).length === 0, 'the debugged program to end with the session', {
      lastSeen: () => left.join(', '),
    }).catch(() => {});
    return { locals, editorTab, caseTab, running, left, shot };
  },
);

console.log(`debug check (${source}): a breakpoint in ${solution}, hit on case 2 of sample.tempter`);
await check('the debugger stops in the solution, which the editor shows', () => assert.match(result.editorTab, new RegExp(solution)));
await check('the program read case 2 from stdin (Variables view: rows = 3, cols = 4, limit = 5)', () =>
  assert.deepEqual(result.locals, ['rows = 3', 'cols = 4', 'limit = 5']),
);
await check('the case file stays open beside it', () => assert.equal(result.caseTab, 1));
await check('the adapter and the program run, paused, while the session is on', () =>
  assert.ok(result.running.length >= 2, result.running.join(', ')),
);
await check('stopping the session ends it', () => assert.deepEqual(result.left, []));
console.log(`  screenshot: ${result.shot}`);
if (updateReadme) report.publish([[result.shot, 'debug-breakpoint.png']]);
report.finish();

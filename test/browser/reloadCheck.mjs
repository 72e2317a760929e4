#!/usr/bin/env node
// The browser-level check that a window reload ends a running program, as a person meets it:
// in a trusted workspace, run the Test Explorer on a solution that never answers (with a time
// limit of minutes, so only the reload can end it), see its process start, reload the window
// with "Developer: Reload Window", and see the process end and its run folder go. The check runs outside the
// editor, so it finds the program by its command line in /proc: the solution's path is unique
// to this run's scratch workspace.
//
//   node test/browser/reloadCheck.mjs [--vsix FILE]
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserCheck } from './browserCheck.mjs';
import { checkOptions, createReport } from './checkReport.mjs';
import { repoRoot, scratchDir, stopOnSignals, waitFor } from './vscodeWeb.mjs';

stopOnSignals();
const { vsix, source } = checkOptions();
const report = createReport('reload');
const check = report.check;

const workspace = scratchDir('reload-check-');
const solution = join(workspace, 'never-answers.py');
copyFileSync(join(repoRoot, 'test/fixtures/editor-solutions/holedox-never-answers.py'), solution);
copyFileSync(join(repoRoot, 'test/fixtures/sample.holedox'), join(workspace, 'sample.holedox'));
mkdirSync(join(workspace, '.vscode'));
writeFileSync(
  join(workspace, '.vscode/settings.json'),
  JSON.stringify({ 'holedox.solution.path': 'never-answers.py', 'holedox.judge.timeLimitMs': { holedox: 600_000, tempter: 600_000 } }),
);

/** Pids of live processes whose command line names the scratch solution. */
function programPids() {
  const found = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'latin1');
      const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
      if (state !== 'Z' && readFileSync(`/proc/${name}/cmdline`, 'latin1').split('\0').includes(solution)) found.push(Number(name));
    } catch {
      // Ended while we looked.
    }
  }
  return found;
}

/** The judge's run folders in the temporary folder (src/judge/containment/orphans.ts names them). */
function runFolders() {
  return readdirSync(tmpdir()).filter((name) => name.startsWith('holedox-run-'));
}
const foldersBefore = new Set(runFolders());

const result = await browserCheck({ workspace, file: 'sample.holedox', ...(vsix ? { vsix } : {}) }, async (ctx) => {
  await ctx.runCommand('Test: Run All Tests', { timeoutMs: 60_000 });
  const running = await waitFor(() => {
    const pids = programPids();
    return pids.length > 0 ? pids : undefined;
  }, 'the Test Explorer run to start the solution that never answers');
  const folders = runFolders().filter((name) => !foldersBefore.has(name));
  await ctx.runCommand('Developer: Reload Window');
  const left = await waitFor(
    () => (running.some((pid) => programPids().includes(pid)) ? undefined : programPids()),
    `the reload to end the program (pids ${running.join(', ')})`,
  ).catch((error) => ({ error: error.message, pids: programPids() }));
  const foldersLeft = await waitFor(
    () => (folders.some((name) => runFolders().includes(name)) ? undefined : []),
    `the reload to remove the run's folder (${folders.join(', ')})`,
  ).catch(() => folders.filter((name) => runFolders().includes(name)));
  return { running, left, folders, foldersLeft };
});

console.log(`reload check (${source}): a Test Explorer run of a solution that never answers, then a window reload`);
await check('the run starts the program', () => assert.ok(result.running.length > 0));
await check('reloading the window ends it, and starts no other', () => assert.deepEqual(result.left, []));
await check('the run had a folder of its own, and the reload removes it', () => {
  assert.ok(result.folders.length > 0, 'a run folder appeared while the program ran');
  assert.deepEqual(result.foldersLeft, []);
});
report.finish();

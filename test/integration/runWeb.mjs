#!/usr/bin/env node
// Runs the extension's integration tests inside a real VS Code (code-server's, 1.100.3) in
// headless chromium, offline. VS Code loads the extension under development, calls the tests
// module's run() in its Node extension host and then window.codeAutomationExit(code).
//
//   node test/integration/runWeb.mjs [WORKSPACE] [--extension DIR] [--tests FILE]
//        [--trust | --restricted] [--web-host] [--timeout SECONDS] [--screenshot DIR] [--grep PATTERN] [--verbose]
//
// Needs `bash scripts/setup-vscode-web.sh` once and a build (`node scripts/build.mjs`).
// The report reaches stdout through a file (VSCODE_TEST_REPORT_FILE, see index.ts); exit
// code: the suite's (0 / 1), 124 on timeout, 130 / 143 when interrupted.
// --restricted opens the workspace untrusted (vscode.workspace.isTrusted is false, the
// Restricted Mode banner shows), but VS Code still loads the extension under development
// whatever its capabilities.untrustedWorkspaces says: browserCheck.mjs --restricted shows that gate.
// --web-host runs the browser entry (package.json "browser") in the page's web worker extension
// host, through the user setting remote.extensionKind, with the tests of test/web bundled for it
// (out/test/web/webTests.js). That host has no process.env and no file system of its own, so
// the workspace is a copy of test/fixtures and the tests write their report into it.
// It also serves dist/web/ from another origin (http://localhost, another port), as vscode.dev
// serves an extension from its CDN, and names that origin in the workspace for the tests.
import { closeSync, cpSync, existsSync, mkdirSync, openSync, readFileSync, readSync, watch, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  interrupted,
  launchBrowser,
  paletteLabels,
  repoRoot,
  scratchDir,
  screenshot,
  startCodeServer,
  stop,
  stopOnSignals,
  vscodeVersion,
  workbenchUrl,
} from '../browser/vscodeWeb.mjs';

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    extension: { type: 'string', default: repoRoot },
    tests: { type: 'string' },
    trust: { type: 'boolean', default: false },
    restricted: { type: 'boolean', default: false },
    'web-host': { type: 'boolean', default: false },
    timeout: { type: 'string', default: '600' },
    screenshot: { type: 'string' },
    grep: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
if (opts.trust && opts.restricted) usage('--trust and --restricted exclude each other');
const timeoutMs = Number(opts.timeout) * 1000;
if (!(timeoutMs > 0)) usage(`--timeout wants seconds, got '${opts.timeout}'`);
const webHost = opts['web-host'];
const defaultWorkspace = join(repoRoot, 'test/fixtures');
// In the web host, a copy (made below): the tests write their report and an export into it.
const workspace =
  webHost && !positionals[0] ? join(scratchDir('vscode-web-fixtures-'), 'fixtures') : resolve(positionals[0] ?? defaultWorkspace);
const extensionPath = resolve(opts.extension);
const testsPath = resolve(opts.tests ?? join(repoRoot, webHost ? 'out/test/web/webTests.js' : 'out/test/integration/index.js'));
const trust = !opts.restricted;

function usage(message) {
  console.error(`runWeb: ${message}`);
  console.error(
    'usage: node test/integration/runWeb.mjs [WORKSPACE] [--extension DIR] [--tests FILE] ' +
      '[--trust|--restricted] [--web-host] [--timeout SECONDS] [--screenshot DIR] [--grep PATTERN] [--verbose]',
  );
  process.exit(2);
}
function say(message) {
  process.stderr.write(`[runWeb] ${message}\n`);
}
/** A path as the user would type it: relative inside the current folder, else absolute. */
function shown(path) {
  const rel = relative(process.cwd(), path);
  return rel === '' ? '.' : rel.startsWith('..') ? path : rel;
}

/** Copies what the tests module appends to `file` to stdout as it arrives. */
function tailFile(file) {
  const fd = openSync(file, 'r');
  const buffer = Buffer.alloc(64 * 1024);
  const drain = () => {
    let n;
    while ((n = readSync(fd, buffer, 0, buffer.length, null)) > 0) process.stdout.write(buffer.subarray(0, n));
  };
  const watcher = watch(file, drain);
  return {
    /** Reads what is left; call once the tests module has returned (its writes are synchronous). */
    close() {
      watcher.close();
      drain();
      closeSync(fd);
    },
  };
}

stopOnSignals();
const startedAt = Date.now();
const seconds = () => ((Date.now() - startedAt) / 1000).toFixed(1);
let exitCode = 1;
let server;
let scripts;
let report;
const pageErrors = [];
try {
  if (!existsSync(testsPath)) throw new Error(`no tests module at ${shown(testsPath)}: build first (node scripts/build.mjs)`);
  if (!existsSync(join(extensionPath, 'package.json'))) throw new Error(`no extension manifest at ${shown(extensionPath)}/package.json`);
  if (webHost && !positionals[0]) cpSync(defaultWorkspace, workspace, { recursive: true });
  if (workspace === defaultWorkspace) mkdirSync(workspace, { recursive: true });
  if (!existsSync(workspace)) throw new Error(`no workspace folder ${shown(workspace)}`);

  // The web host's tests write to this name in the workspace (test/web/index.ts, WEB_REPORT_FILE).
  const reportFile = webHost ? join(workspace, '.holedox-web-report.txt') : join(scratchDir('vscode-test-report-'), 'report.txt');
  writeFileSync(reportFile, '');
  // The tests read this name in the workspace (test/web/webHost.test.ts, CROSS_ORIGIN_FILE).
  if (webHost) {
    scripts = await serveScripts(join(extensionPath, 'dist/web'));
    writeFileSync(join(workspace, '.holedox-cross-origin.txt'), scripts.url);
  }
  const manifest = JSON.parse(readFileSync(join(extensionPath, 'package.json'), 'utf8'));
  const host = webHost ? 'the web worker extension host' : 'the Node extension host';
  say(`VS Code ${vscodeVersion()} (code-server), ${host}, workspace ${shown(workspace)}, ${trust ? 'trusted' : 'Restricted Mode'}`);
  server = await startCodeServer({
    folder: workspace,
    trust,
    // Where code-server runs the extension: its browser entry in the page's web worker host.
    ...(webHost ? { settings: { 'remote.extensionKind': { [`${manifest.publisher}.${manifest.name}`]: ['web'] } } } : {}),
    env: {
      VSCODE_TEST_REPORT_FILE: reportFile,
      VSCODE_TEST_EXPECTED_VERSION: vscodeVersion(),
      // Only the tests whose titles match (mocha's grep), while working on one part.
      ...(opts.grep ? { VSCODE_TEST_GREP: opts.grep } : {}),
    },
    ...(opts.verbose ? { onOutput: (chunk) => process.stderr.write(chunk) } : {}),
  });
  const { page } = await launchBrowser();
  page.on('console', (message) => {
    if (opts.verbose) process.stderr.write(`[page ${message.type()}] ${message.text()}\n`);
    else if (message.type() === 'error') pageErrors.push(message.text().replace(/^%c\s*ERR color: #f33 /, ''));
    if (pageErrors.length > 100) pageErrors.splice(0, 50);
  });
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  report = tailFile(reportFile);

  let settle;
  let timer;
  const outcome = new Promise((resolveOutcome) => {
    settle = resolveOutcome;
    timer = setTimeout(() => settle({ error: `timed out after ${opts.timeout} s`, code: 124 }), timeoutMs);
    server.exited.then(({ code, signal }) => settle({ error: `code-server exited (${signal ?? code}) during the tests` }));
    page.on('crash', () => settle({ error: 'the browser page crashed' }));
    page
      .context()
      .browser()
      ?.on('disconnected', () => settle({ error: 'the browser closed' }));
  });
  await page.exposeFunction('codeAutomationExit', (code) => settle({ code: Number(code) }));
  await page.goto(
    workbenchUrl(server, {
      folder: workspace,
      payload: [
        ['extensionDevelopmentPath', server.remote(extensionPath)],
        ['extensionTestsPath', server.remote(testsPath)],
      ],
    }),
  );
  const result = await outcome;
  clearTimeout(timer);
  if (opts.screenshot) {
    const saved = await screenshot(page, opts.screenshot, 'after-tests').catch((e) => `failed: ${e.message}`);
    say(`screenshot ${shown(saved)}`);
  }
  // The tests module's last lines (its closing summary) come last on stdout.
  report.close();
  report = undefined;
  if (result.error) throw Object.assign(new Error(result.error), { exitCode: result.code ?? 1 });
  exitCode = result.code;
  // What the tests cannot see from inside the host: the palette offers the judge's two
  // commands only where programs can run (the Node host, trusted); the browser entry's
  // context key and Restricted Mode hide them, while the other commands stay.
  if (exitCode === 0) {
    const offered = await paletteLabels(page, 'Holedox: ', 'Holedox: Open a Sample Puzzle');
    const judge = offered.filter((label) => /My Solution/.test(label));
    const expected = webHost || !trust ? 0 : 2;
    say(`command palette: ${offered.length} Holedox commands offered, ${judge.length} of the judge's (expected ${expected})`);
    if (judge.length !== expected) exitCode = 1;
  }
  if (exitCode !== 0) say(`the tests failed: VS Code reported exit code ${exitCode} after ${seconds()} s`);
} catch (error) {
  report?.close();
  exitCode = error.exitCode ?? 1;
  if (!interrupted.signal) say(`error after ${seconds()} s: ${error.message ?? error}`);
} finally {
  if (exitCode !== 0 && !interrupted.signal) {
    const logTail = server?.logTail(60);
    if (logTail) say(`code-server log (last lines):\n${logTail}`);
    if (pageErrors.length > 0) say(`browser console errors (last ones):\n${pageErrors.slice(-15).join('\n')}`);
  }
  if (scripts) {
    // Connections the browser keeps alive would hold the close open: end them with it.
    scripts.server.closeAllConnections();
    await new Promise((closed) => scripts.server.close(closed));
  }
  await stop();
}
process.exit(exitCode);

/** An http server for the .js files in `dir`, reached as localhost: another origin than code-server's 127.0.0.1. */
function serveScripts(dir) {
  const server = createServer((request, response) => {
    const name = new URL(request.url ?? '/', 'http://localhost').pathname.slice(1);
    const file = /^[\w.-]+\.js$/.test(name) ? join(dir, name) : undefined;
    if (!file || !existsSync(file)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(file));
  });
  return new Promise((listening, failed) => {
    server.once('error', failed);
    server.listen(0, '127.0.0.1', () => listening({ server, url: `http://localhost:${server.address().port}/` }));
  });
}

// Drives a real VS Code on an offline machine: code-server (VS Code for the web with a
// Node extension host, installed by scripts/setup-vscode-web.sh) in Debian's chromium,
// through playwright-core. Shared by test/integration/runWeb.mjs (the extension's
// integration tests), browserCheck.mjs here (what a person sees with the extension installed)
// and the editor benches (scripts/bench/editor.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { chromium } from 'playwright-core';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const codeServerDir = join(repoRoot, '.vscode-test-web/code-server/node_modules/code-server');
const codeServerEntry = join(codeServerDir, 'out/node/entry.js');
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** The VS Code version code-server embeds, e.g. '1.100.3'. */
export function vscodeVersion() {
  return JSON.parse(readFileSync(join(codeServerDir, 'lib/vscode/package.json'), 'utf8')).version;
}

/**
 * How long a check waits for what it asserts. Generous on purpose: on a busy 2-core machine
 * the editor can take many seconds to draw, and a condition that holds returns at once.
 */
export const WAIT_DEADLINE_MS = 60_000;

/**
 * The one way the browser checks wait: asks `condition` (sync or async) until it returns
 * something other than undefined, null or false, and returns that; after the deadline it
 * throws, naming what it waited for and what it last saw. Never a wait for time or for quiet.
 */
export async function waitFor(condition, description, { deadlineMs = WAIT_DEADLINE_MS, pollMs = 100, lastSeen } = {}) {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await condition();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() >= deadline) {
      const seen = lastSeen ? `; last seen: ${lastSeen()}` : '';
      throw new Error(`timed out after ${deadlineMs / 1000} s waiting for ${description}${seen}`);
    }
    // The page has no event for most of what the checks read: ask again shortly.
    await new Promise((resolveLater) => setTimeout(resolveLater, pollMs));
  }
}

/** Waits until `read()` deep-equals `expected`; returns it, or throws with the last value read beside the expected one. */
export async function waitForEqual(read, expected, description, options = {}) {
  let last;
  await waitFor(
    async () => {
      last = await read();
      return isDeepStrictEqual(last, expected);
    },
    description,
    { ...options, lastSeen: () => `${JSON.stringify(last)}, expected ${JSON.stringify(expected)}` },
  );
  return last;
}

/** Everything started here, so that every exit path can end it. */
const running = { servers: new Set(), browsers: new Set(), scratch: new Set() };

/** A temporary folder removed by stop(). */
export function scratchDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  running.scratch.add(dir);
  return dir;
}

/** Lines kept from a stream, the last `max` of them. */
function lineTail(max) {
  const lines = [];
  let partial = '';
  return {
    push(chunk) {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts);
      if (lines.length > max) lines.splice(0, lines.length - max);
    },
    text(n = max) {
      return [...lines, ...(partial ? [partial] : [])].slice(-n).join('\n');
    },
  };
}

/**
 * Starts code-server on a free loopback port (it binds port 0 and prints the one it got),
 * with fresh user-data, extensions and config folders so no earlier run leaks in.
 * trust: true adds --disable-workspace-trust; false leaves the workspace in Restricted Mode.
 * settings: user settings over the quiet defaults below (the benchmarks try VS Code's options).
 */
export async function startCodeServer({ folder, extensionsDir, trust = true, env = {}, settings = {}, onOutput, readyTimeoutMs = 60_000 }) {
  if (!existsSync(codeServerEntry)) {
    throw new Error('code-server is not installed: run `bash scripts/setup-vscode-web.sh` first');
  }
  const home = scratchDir('vscode-web-');
  const userDataDir = join(home, 'user-data');
  const extDir = extensionsDir ?? join(home, 'extensions');
  mkdirSync(join(userDataDir, 'User'), { recursive: true });
  mkdirSync(extDir, { recursive: true });
  // Quiet, deterministic workbench: no welcome page, no release notes, no extension recommendations.
  writeFileSync(
    join(userDataDir, 'User/settings.json'),
    JSON.stringify(
      {
        'workbench.startupEditor': 'none',
        'workbench.tips.enabled': false,
        'update.showReleaseNotes': false,
        'extensions.ignoreRecommendations': true,
        'extensions.autoCheckUpdates': false,
        'extensions.autoUpdate': false,
        'telemetry.telemetryLevel': 'off',
        'git.openRepositoryInParentFolders': 'never',
        // VS Code for the web saves after a second by default (the desktop does not): a test
        // that edits a fixture without saving, then reverts it, must not race a save to disk.
        'files.autoSave': 'off',
        ...settings,
      },
      null,
      2,
    ),
  );
  const args = [
    codeServerEntry,
    '--auth',
    'none',
    '--bind-addr',
    '127.0.0.1:0',
    '--config',
    join(home, 'config.yaml'),
    '--user-data-dir',
    userDataDir,
    '--extensions-dir',
    extDir,
    '--disable-telemetry',
    '--disable-update-check',
    '--disable-getting-started-override',
    '--ignore-last-opened',
    ...(trust ? ['--disable-workspace-trust'] : []),
    folder,
  ];
  const log = lineTail(400);
  // Its own process group, so stop() ends the extension host and pty host with it.
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // code-server writes a config file and state under XDG folders: keep them out of $HOME.
    // EXTENSIONS_GALLERY={} turns the marketplace off (the default one is on the internet).
    env: { ...process.env, XDG_CONFIG_HOME: home, XDG_DATA_HOME: home, EXTENSIONS_GALLERY: '{}', ...env },
  });
  const server = {
    child,
    userDataDir,
    extensionsDir: extDir,
    port: 0,
    url: '',
    exited: new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal }))),
    /** The URI VS Code uses for a path on the server's machine. */
    remote(path) {
      return `vscode-remote://127.0.0.1:${server.port}${pathToFileURL(resolve(path)).pathname}`;
    },
    logTail(n = 60) {
      return log.text(n);
    },
  };
  running.servers.add(server);
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      log.push(chunk);
      onOutput?.(chunk);
    });
  }

  await new Promise((resolveReady, rejectReady) => {
    const timer = setTimeout(() => fail(new Error(`code-server did not listen within ${readyTimeoutMs} ms`)), readyTimeoutMs);
    const onData = () => {
      const m = /HTTP server listening on (http:\/\/127\.0\.0\.1:(\d+))/.exec(log.text());
      if (m) done(() => resolveReady(Object.assign(server, { url: m[1], port: Number(m[2]) })));
    };
    const onExit = (code, signal) => fail(new Error(`code-server exited early (${signal ?? code})`));
    function done(then) {
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.stderr.off('data', onData);
      child.off('exit', onExit);
      then();
    }
    function fail(error) {
      done(() => rejectReady(Object.assign(error, { logTail: log.text() })));
    }
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', onExit);
    onData();
  });
  return server;
}

/** Debian's chromium, headless, kept off the (closed) network. */
export async function launchBrowser({ headless = true, viewport = { width: 1280, height: 800 } } = {}) {
  if (!existsSync(chromiumPath)) {
    throw new Error(`no browser at ${chromiumPath}: run \`bash scripts/setup-vscode-web.sh\` (or set CHROMIUM_PATH)`);
  }
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless,
    // Chromium keeps crash-report folders under XDG_CONFIG_HOME: keep them out of $HOME.
    env: { ...process.env, XDG_CONFIG_HOME: scratchDir('chromium-config-'), XDG_CACHE_HOME: scratchDir('chromium-cache-') },
    // stop() closes it; playwright's own signal handlers would race ours.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-crash-reporter',
      '--disable-dev-shm-usage',
      // No DNS or connection to anything but this machine (code-server, and the web host
      // tests' other origin on localhost).
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    ],
  });
  running.browsers.add(browser);
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  // Every locator wait and action without its own deadline gets the checks' generous one.
  page.setDefaultTimeout(WAIT_DEADLINE_MS);
  return { browser, page };
}

/**
 * The workbench URL for a folder, with an optional payload (the pairs VS Code reads
 * from `?payload=`: extensionDevelopmentPath, extensionTestsPath, openFile, skipWelcome).
 */
export function workbenchUrl(server, { folder, payload = [] }) {
  const params = new URLSearchParams({ folder: resolve(folder) });
  const pairs = [['skipWelcome', 'true'], ...payload];
  params.set('payload', JSON.stringify(pairs));
  return `${server.url}/?${params.toString()}`;
}

/**
 * Opens the workbench and waits until it is drawn; with `file`, also until that file's
 * editor shows its text. When the server runs without --disable-workspace-trust, VS Code
 * asks whether to trust the folder: `trust: 'yes' | 'no'` answers that dialog.
 */
export async function openWorkbench(page, server, { folder, file, payload = [], trust, timeoutMs = WAIT_DEADLINE_MS }) {
  const pairs = [...payload];
  if (file) pairs.push(['openFile', server.remote(resolve(folder, file))]);
  await page.goto(workbenchUrl(server, { folder, payload: pairs }), { timeout: timeoutMs });
  await page.locator('.monaco-workbench').waitFor({ timeout: timeoutMs });
  if (trust) {
    const answer = trust === 'yes' ? /^Yes, I trust/ : /^No, I don.t trust/;
    await page.locator('.monaco-dialog-box .monaco-button', { hasText: answer }).click({ timeout: timeoutMs });
    await page.locator('.monaco-dialog-box').waitFor({ state: 'detached', timeout: timeoutMs });
  }
  if (file) {
    await page.locator('.monaco-editor .view-lines').first().waitFor({ timeout: timeoutMs });
  }
  return page;
}

/**
 * Waits until the workbench's DOM has not changed for `quietMs` (the editor's blinking
 * cursor aside). Only for browserCheck.mjs run by hand, which asserts nothing and so has no
 * condition to wait for; a check waits for what it asserts (waitFor), never for quiet, since
 * a busy machine can pause longer than any quiet period before the extension draws.
 * Returns false if the page was still changing at the deadline.
 */
export async function settle(page, { quietMs = 1_500, timeoutMs = 30_000 } = {}) {
  return page.evaluate(
    ({ quietMs, timeoutMs }) =>
      new Promise((resolveSettled) => {
        const root = document.querySelector('.monaco-workbench') ?? document.body;
        let quiet;
        const finish = (settled) => {
          observer.disconnect();
          clearTimeout(quiet);
          clearTimeout(limit);
          resolveSettled(settled);
        };
        const restart = () => {
          clearTimeout(quiet);
          quiet = setTimeout(() => finish(true), quietMs);
        };
        const observer = new MutationObserver((records) => {
          const blinkOnly = records.every((r) => r.target instanceof Element && r.target.closest('.cursors-layer'));
          if (!blinkOnly) restart();
        });
        observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
        const limit = setTimeout(() => finish(false), timeoutMs);
        restart();
      }),
    { quietMs, timeoutMs },
  );
}

/**
 * Runs a command by its palette label ('Category: Title'), the way a person does: a click
 * into the workbench (keys reach it only then), F1, type, pick the matching row.
 * Returns once the palette has handed over (closed, or reused by the command's own picker).
 */
export async function runCommand(page, label, { timeoutMs = WAIT_DEADLINE_MS } = {}) {
  const input = page.locator('.quick-input-widget input');
  const row = page
    .locator('.quick-input-widget .monaco-list-row')
    .filter({ has: page.locator('.label-name', { hasText: label }) })
    .first();
  // The palette lists the commands offered when it opens; a command whose `when` clause turns
  // true a moment later (isWorkspaceTrusted, a context key the extension sets on activation)
  // shows only in a palette opened after that: reopen it until the command is offered.
  await waitFor(
    async () => {
      await focusWorkbench(page);
      await page.keyboard.press('F1');
      await input.waitFor({ state: 'visible', timeout: timeoutMs });
      await input.fill(`>${label}`);
      if (
        await row.waitFor({ state: 'visible', timeout: 3_000 }).then(
          () => true,
          () => false,
        )
      )
        return true;
      await page.keyboard.press('Escape');
      return false;
    },
    `the command palette to offer '${label}'`,
    { deadlineMs: timeoutMs },
  );
  await row.click();
  await page.waitForFunction(
    (typed) => {
      const widget = document.querySelector('.quick-input-widget');
      const box = widget?.querySelector('input');
      return !widget || widget.style.display === 'none' || !box || box.value !== typed;
    },
    `>${label}`,
    { timeout: timeoutMs },
  );
}

/**
 * The command palette's labels for `typed` (without the '>'), once it offers `expected`: a
 * command the palette must list, so a label missing from the answer is hidden, not late.
 * The palette is closed again afterwards.
 */
export async function paletteLabels(page, typed, expected, { timeoutMs = WAIT_DEADLINE_MS } = {}) {
  const input = page.locator('.quick-input-widget input');
  const labels = page.locator('.quick-input-widget .monaco-list-row .label-name');
  await focusWorkbench(page);
  await page.keyboard.press('F1');
  await input.waitFor({ state: 'visible', timeout: timeoutMs });
  await input.fill(`>${typed}`);
  await labels.filter({ hasText: expected }).first().waitFor({ state: 'visible', timeout: timeoutMs });
  const found = await labels.allTextContents();
  await page.keyboard.press('Escape');
  return found;
}

/**
 * Gives the workbench keyboard focus without moving the editor's cursor: focus the active
 * editor's input element (a click would move the cursor, and a click on a tab focuses the
 * editor a moment later, closing a palette opened meanwhile); else click the editor area.
 */
export async function focusWorkbench(page) {
  const input = page
    .locator('.editor-group-container.active .monaco-editor textarea, .editor-group-container.active .monaco-editor .native-edit-context')
    .first();
  if ((await input.count()) > 0) await input.focus();
  else await page.locator('.monaco-workbench .part.editor').first().click();
}

/**
 * Opens Quick Open (Ctrl+P), types `name` and returns its row for the file of exactly that
 * name (not a recently opened one or a longer name such as big.holedox.txt) once it is
 * visible; the caller clicks it.
 */
export async function quickOpenEntry(page, name, { timeoutMs = 60_000 } = {}) {
  await focusWorkbench(page);
  await page.keyboard.press('Control+P');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible' });
  await input.fill(name);
  const exactly = new RegExp(`^${name.replace(/\./g, '\\.')}$`);
  const entry = page.locator('.quick-input-widget .monaco-list-row', { has: page.locator('.label-name', { hasText: exactly }) }).first();
  await entry.waitFor({ state: 'visible', timeout: timeoutMs });
  return entry;
}

/** Types `text` into the open quick pick and clicks the first row whose label holds it. */
export async function pickQuickItem(page, text) {
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible' });
  await input.fill(text);
  const row = page.locator('.quick-input-widget .monaco-list-row').filter({ hasText: text }).first();
  await row.waitFor({ state: 'visible' });
  await row.click();
}

/** Picks a colour theme from the palette and waits for the workbench to wear it (`workbenchClass`: `vs-dark`, `vs`). */
export async function colourTheme(page, name, workbenchClass) {
  await runCommand(page, 'Preferences: Color Theme');
  await page.locator('.quick-input-widget input').fill(name);
  await page.locator('.quick-input-widget .monaco-list-row').filter({ hasText: name }).first().waitFor();
  await page.keyboard.press('Enter');
  await page.locator(`.monaco-workbench.${workbenchClass}`).waitFor();
}

/**
 * Logpoints in the workbench's own code, to see what VS Code does and when: each point is
 * `{ at, log, when }`, `at` a text of code-server's minified workbench.js to stand on, `log` the
 * expressions to log there (over the minified names in scope) and `when` an optional condition.
 * A logpoint is a breakpoint whose condition logs and is false, so the page never stops.
 * `onLog(text, unixMs)` gets each line logged, with the page's clock when it was logged.
 * Returns the texts not found in this bundle (another VS Code version is installed).
 */
export async function addLogpoints(page, points, onLog) {
  const bundle = join(codeServerDir, 'lib', 'vscode', 'out', 'vs', 'code', 'browser', 'workbench', 'workbench.js');
  const lines = readFileSync(bundle, 'utf8').split('\n');
  const locate = (text) => {
    for (let i = 0; i < lines.length; i++) {
      const column = lines[i].indexOf(text);
      if (column >= 0) return { lineNumber: i, columnNumber: column };
    }
    return null;
  };
  page.on('console', (message) => {
    const m = /^holedox-probe (\d+) (.*)$/s.exec(message.text());
    if (m) onLog(m[2], Number(m[1]));
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Debugger.enable');
  const missing = [];
  for (const p of points) {
    const at = locate(p.at);
    if (!at) {
      missing.push(p.at);
      continue;
    }
    const condition = `(${p.when ?? 'true'}) && console.log('holedox-probe', Date.now(), ${p.log}), false`;
    await cdp.send('Debugger.setBreakpointByUrl', { urlRegex: 'workbench\\.js$', ...at, condition });
  }
  return missing;
}

/** Saves a PNG of the whole page as DIR/NAME.png and returns its path. */
export async function screenshot(page, dir, name) {
  mkdirSync(dir, { recursive: true });
  const path = join(resolve(dir), `${name}.png`);
  await page.screenshot({ path });
  return path;
}

/**
 * Installs an extension folder for real, as VS Code does on install: under the
 * extensions folder as publisher.name-version (a symlink to the folder).
 */
export function installExtensionFolder(extensionsDir, extensionPath) {
  const manifest = JSON.parse(readFileSync(join(extensionPath, 'package.json'), 'utf8'));
  const id = `${manifest.publisher}.${manifest.name}`;
  const target = join(extensionsDir, `${id}-${manifest.version}`);
  mkdirSync(extensionsDir, { recursive: true });
  rmSync(target, { recursive: true, force: true });
  symlinkSync(resolve(extensionPath), target, 'dir');
  return id;
}

/**
 * Installs a packaged .vsix the way a user does (`code-server --install-extension`), into
 * `extensionsDir`; returns the extension id. Proves the package holds everything that runs.
 */
export function installVsix(extensionsDir, vsixPath) {
  const home = scratchDir('vscode-web-install-');
  mkdirSync(extensionsDir, { recursive: true });
  const result = spawnSync(
    process.execPath,
    [
      codeServerEntry,
      '--config',
      join(home, 'config.yaml'),
      '--user-data-dir',
      join(home, 'user-data'),
      '--extensions-dir',
      extensionsDir,
      '--install-extension',
      resolve(vsixPath),
    ],
    { encoding: 'utf8', env: { ...process.env, XDG_CONFIG_HOME: home, XDG_DATA_HOME: home, EXTENSIONS_GALLERY: '{}' }, timeout: 120_000 },
  );
  const installed = readdirSync(extensionsDir, { withFileTypes: true }).find((entry) => entry.isDirectory())?.name;
  if (result.status !== 0 || !installed) {
    throw new Error(`installing ${vsixPath} failed (exit ${result.status}): ${result.stdout}${result.stderr}`);
  }
  const manifest = JSON.parse(readFileSync(join(extensionsDir, installed, 'package.json'), 'utf8'));
  return `${manifest.publisher}.${manifest.name}`;
}

/** Ends what this module started: browsers, then code-server's process groups, then temp folders. */
export function stop() {
  // One stop at a time: a signal handler and the main flow may both ask for it.
  stopping ??= (async () => {
    const browsers = [...running.browsers];
    running.browsers.clear();
    await Promise.all(browsers.map((b) => b.close().catch(() => {})));
    await Promise.all([...running.servers].map(killServer));
    for (const dir of running.scratch) rmSync(dir, { recursive: true, force: true });
    running.scratch.clear();
  })().finally(() => {
    stopping = null;
  });
  return stopping;
}
let stopping = null;

async function killServer(server) {
  const { child } = server;
  signalGroup(child.pid, 'SIGTERM');
  const killed = await Promise.race([server.exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 5_000).unref())]);
  // Whatever is left of the group (the extension host may outlive the server briefly).
  signalGroup(child.pid, 'SIGKILL');
  if (!killed) await server.exited;
  running.servers.delete(server);
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** Set once a signal asked the process to end, so callers can tell it from a failure. */
export const interrupted = { signal: null };

/** On Ctrl-C or a CI cancel, end what was started before exiting (130 / 143). */
export function stopOnSignals() {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ]) {
    process.once(signal, () => {
      interrupted.signal = signal;
      process.stderr.write(`\n${signal}: stopping code-server and chromium\n`);
      stop().finally(() => process.exit(code));
    });
  }
}

// Last resort for paths that skip stop(): a synchronous kill of the server groups on exit.
process.on('exit', () => {
  for (const server of running.servers) signalGroup(server.child.pid, 'SIGKILL');
  for (const dir of running.scratch) rmSync(dir, { recursive: true, force: true });
});

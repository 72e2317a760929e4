// The editor on big files, measured in a real VS Code (code-server + Debian's chromium, as the
// integration tests run it): `npm run bench -- --suite editor`, or on its own
//   node scripts/bench/editor.mjs [--extension DIR] [--json] [--only holedox,tempter] [--profile DIR] [--timeline] [--opening]
//     [--squiggle] [--renderer-profile DIR] [--no-grammar] [--setting KEY=JSON ...]
// (--extension points at another build of the extension, e.g. a copy of an older dist/;
// --profile writes a CPU profile of the extension host from opening to the end of typing
// in each puzzle file into DIR, to open in Chrome's DevTools; --timeline prints, for each puzzle
// file, the extension host's events (scripts/bench/loopProbe.cjs) beside the page's while the
// answers came; --opening measures only the answers after opening and after paging; --squiggle
// only the answers and the squiggles after a typo (after opening, and through Quick Open), in
// each puzzle file, without the .txt and the typing; --renderer-profile writes a CPU profile of
// the workbench's page, from the jump to mid-file to a second after each typo's squiggle, and
// from Quick Open to the answers, into DIR; --no-grammar installs the extension without its
// TextMate grammars, to show what VS Code's tokenizing of the whole file costs the figures;
// --setting sets a user setting for the workbench, e.g. --setting
// editor.experimental.asyncTokenization=false; with --timeline the Quick Open's timeline also
// has the page's lens requests, from logpoints in VS Code's code lens controller: when it set
// its wait for the new editor, sent its request and handled the reply).
//
// It writes a 1.2 MB .holedox of 10 000 judge-size cases and a 450 KB .tempter of 20 000,
// each also as .txt with the same text, opens each file in a fresh workbench and measures:
// - answers: from the editor showing the file to every visible inline answer lens answered, in
//   a fresh workbench (the extension host's start and the extension's activation included),
//   and again through Quick Open in a workbench whose extension is already active (a small
//   puzzle file opened first, its answers on screen), as a user usually opens a file;
// - squiggle: from the key that makes a typo mid-file to the error squiggle on screen, pressed
//   right after the jump to mid-file (among the jump's own work: its tokens, lenses, sticky
//   scroll), then again at the same place once the view has settled (the typo undone, the
//   visible lenses answered, the page's thread idle: settle(), with a deadline; the table says
//   whether it settled); --renderer-profile profiles both; and right after the jump once more in
//   the file opened through Quick Open, whose editor VS Code sets up after our language
//   defaults and providers are in place, unlike the editor restored at the workbench's start;
// - typing: 50 characters typed mid-file, per key from keydown to the line redrawn (median, max);
// - squiggle after typing: from the 50th key to an error squiggle on the edited line;
// - page down: 20 × PageDown, each waiting for the view to move; then the answers for the
//   cases scrolled to;
// - the extension host: its resident memory (after the answers, after typing, its peak:
//   VmHWM), and its event loop held up over 50 ms while typing (a probe loaded with
//   NODE_OPTIONS into the extension host process only, scripts/bench/loopProbe.cjs); and which of
//   those tasks were ours: a CPU profile of the extension host from the first key to 1.5 s after
//   the last (the same probe), its tasks over 50 ms where our bundle's frames took over 50 ms
//   (scripts/bench/profileTasks.mjs), each with the functions of ours it ran.
// A .txt file has no lenses or squiggles: only its typing and paging are measured, as the
// baseline the puzzle files are compared with.
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { longTaskSummary, tasksOf } from './profileTasks.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const web = await import('../../test/browser/vscodeWeb.mjs');

const TYPED = 'abcdefghij'.repeat(5);
const ANSWER_DEADLINE_MS = 240_000;
const SQUIGGLE_DEADLINE_MS = 120_000;
const SETTLE_DEADLINE_MS = 60_000;
const LONG_TASK_MS = 50;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length === 0 ? NaN : sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The benchmark's files, from the seeded generators. */
export function writeEditorFiles(dir, gen) {
  mkdirSync(dir, { recursive: true });
  const strip = (text) => text.replace(/0 0 0\n$/, '');
  const holedox = `${strip(gen.holedoxOpen(4000))}${gen.holedoxRandom(6000)}`;
  const tempter = gen.tempterJudge(20000);
  const files = {
    holedox: { name: 'big.holedox', text: holedox, cases: 10000, small: 'small.holedox', smallText: gen.holedoxOpen(2) },
    tempter: { name: 'big.tempter', text: tempter, cases: 20000, small: 'small.tempter', smallText: gen.tempterJudge(2) },
  };
  for (const f of Object.values(files)) {
    writeFileSync(join(dir, f.name), f.text);
    writeFileSync(join(dir, `${f.name}.txt`), f.text);
    writeFileSync(join(dir, f.small), f.smallText);
  }
  return files;
}

/**
 * The extension at `extension` without its TextMate grammars: a scratch folder holding its
 * files as links and its manifest without `contributes.grammars`. VS Code then tokenizes no
 * puzzle file (as a .txt), and nothing else of ours changes.
 */
function withoutGrammars(extension) {
  const dir = join(web.scratchDir('vscode-web-no-grammar-'), 'extension');
  mkdirSync(dir);
  for (const entry of readdirSync(extension)) {
    if (entry !== 'package.json' && entry !== 'node_modules' && !entry.startsWith('.'))
      symlinkSync(join(extension, entry), join(dir, entry));
  }
  const manifest = JSON.parse(readFileSync(join(extension, 'package.json'), 'utf8'));
  delete manifest.contributes.grammars;
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  return dir;
}

/**
 * Logpoints in VS Code's code lens controller (code-server 4.100.3's workbench): when an
 * editor makes its lens scheduler (for a model just shown) and the wait it starts with, when the
 * request goes out and after what wait, and when the reply is handled and how long it took, as
 * VS Code measures it (that duration sets the next waits).
 */
const LENS_LOGPOINTS = [
  {
    at: 'const s=new ii(()=>{const n=Date.now();this.h?.cancel()',
    log: "'lens-wait-set', e.uri.path.split('/').pop(), this.d.get(e), 'ms'",
  },
  {
    at: 'this.h?.cancel(),this.h=bn(r=>ENt(this.o.codeLensProvider,e,r))',
    log: "'lens-request-sent', e.uri.path.split('/').pop(), 'after waiting', s.delay, 'ms'",
  },
  {
    at: 'const o=this.d.update(e,Date.now()-n);s.delay=o',
    log: "'lens-reply-handled', e.uri.path.split('/').pop(), 'took', Date.now() - n, 'ms'",
  },
];

/** Pids of every process below `pid`, from /proc. */
function descendants(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  const out = [];
  const stack = [pid];
  while (stack.length > 0) {
    for (const child of children.get(stack.pop()) ?? []) {
      out.push(child);
      stack.push(child);
    }
  }
  return out;
}

/** The newest extension host under code-server: the node process started with --type=extensionHost. */
function extensionHostPid(serverPid) {
  const hosts = descendants(serverPid).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes('--type=extensionHost');
    } catch {
      return false;
    }
  });
  return hosts.length > 0 ? Math.max(...hosts) : undefined;
}

/**
 * Sends `signal` to the extension host `hostPid`, or, when that process is gone (the sampler
 * can take a host that code-server replaces a moment later), to the one running now. Returns
 * the pid signalled, undefined when there is none.
 */
function signalHost(serverPid, hostPid, signal) {
  for (const pid of [hostPid, extensionHostPid(serverPid)]) {
    if (!pid) continue;
    try {
      process.kill(pid, signal);
      return pid;
    } catch (error) {
      if (error.code !== 'ESRCH') throw error;
    }
  }
  return undefined;
}

/** Resident and peak resident memory of a process, in MB. */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMB: kb('VmRSS') / 1024, peakMB: kb('VmHWM') / 1024 };
  } catch {
    return { rssMB: NaN, peakMB: NaN };
  }
}

/** Lags of the extension host `pid`'s event loop over LONG_TASK_MS between two unix times. */
function longTasks(probeFile, pid, from, to) {
  if (!existsSync(probeFile)) return null;
  const lags = readFileSync(probeFile, 'utf8')
    .split('\n')
    .map((line) => line.split(' ').map(Number))
    .filter(([at, lag, of]) => Number.isFinite(at) && of === pid && at >= from && at <= to + 1000 && lag > LONG_TASK_MS)
    .map(([, lag]) => lag);
  return { count: lags.length, maxMs: lags.length > 0 ? Math.max(...lags) : 0 };
}

// ---- in the page -------------------------------------------------------------------------

const EDITOR = '.editor-group-container.active .monaco-editor';

/** Texts of the code lenses on screen in the active editor. */
async function visibleLenses(page) {
  return page.evaluate((editorSelector) => {
    const editor = document.querySelector(editorSelector);
    if (!editor) return [];
    const box = editor.getBoundingClientRect();
    return (
      [...editor.querySelectorAll('.codelens-decoration')]
        // Lens widgets out of the viewport stay in the DOM, hidden, with the text they last had.
        .filter((e) => {
          const r = e.getBoundingClientRect();
          return (
            e.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
            r.height > 0 &&
            r.bottom > box.top &&
            r.top < box.bottom
          );
        })
        .map((e) => e.textContent ?? '')
    );
  }, EDITOR);
}

const allAnswered = (lenses) => lenses.length > 0 && lenses.every((t) => t.includes('→') && !t.includes('solving'));

/** Ms until every visible lens shows an answer, or null past the deadline; `seen.firstLensAt` gets when the first lens showed. */
async function timeToAnswers(page, since, seen = {}) {
  const done = await web
    .waitFor(
      async () => {
        const lenses = await visibleLenses(page);
        if (lenses.length > 0) seen.firstLensAt ??= Date.now();
        return allAnswered(lenses);
      },
      'answers on the visible lenses',
      { deadlineMs: ANSWER_DEADLINE_MS, pollMs: 50 },
    )
    .then(
      () => true,
      () => false,
    );
  return done ? Date.now() - since : null;
}

/**
 * The extension host's timeline (scripts/bench/loopProbe.cjs, HOLEDOX_TIMELINE) for the host
 * `pid`, with the page's own marks, in ms from `zero`; from `from` to `to` (unix ms).
 */
function timelineOf(timelineFile, pid, marks, zero, from, to) {
  const host = existsSync(timelineFile)
    ? readFileSync(timelineFile, 'utf8')
        .split('\n')
        .map((line) => /^(\d+) (\d+) (\S+) ?(.*)$/.exec(line))
        .filter((m) => m && Number(m[2]) === pid && Number(m[1]) >= from && Number(m[1]) <= to)
        .map((m) => ({ at: Number(m[1]), event: m[3], detail: m[4] }))
    : [];
  const page = Object.entries(marks)
    .filter(([, at]) => typeof at === 'number')
    .map(([event, at]) => ({ at, event: `page:${event}`, detail: '' }));
  return [...host, ...page].sort((a, b) => a.at - b.at).map((e) => ({ ...e, at: e.at - zero }));
}

async function goToLine(page, line) {
  await web.focusWorkbench(page);
  await page.keyboard.press('Control+G');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible' });
  await input.fill(`:${line}`);
  await page.keyboard.press('Enter');
  await input.waitFor({ state: 'hidden' });
  await page.keyboard.press('End');
}

/** Installs the keydown → redraw timer in the page. */
async function installKeyTimer(page) {
  await page.evaluate((editorSelector) => {
    const lines = document.querySelector(`${editorSelector} .view-lines`);
    const bench = { pending: null, samples: [] };
    window.__editorBench = bench;
    document.addEventListener('keydown', (e) => (bench.pending = e.timeStamp), true);
    new MutationObserver(() => {
      if (bench.pending === null) return;
      bench.samples.push(performance.now() - bench.pending);
      bench.pending = null;
    }).observe(lines, { subtree: true, childList: true, characterData: true });
  }, EDITOR);
}

/** Types `text` a key at a time at a typist's pace; per key, keydown to the line redrawn. */
async function typeTimed(page, text) {
  await installKeyTimer(page);
  for (let k = 0; k < text.length; k++) {
    await page.keyboard.type(text[k]);
    await page.waitForFunction((n) => window.__editorBench.samples.length >= n, k + 1, { timeout: 60_000 });
    await new Promise((r) => setTimeout(r, 60));
  }
  return page.evaluate(() => window.__editorBench.samples);
}

/** Presses `key`, then ms until more error squiggles are on screen than before, or null past the deadline. */
/**
 * A typo (`x`) and its squiggle: the ms between them (null if none came), with --timeline the
 * extension host's timeline around them, and with a renderer profile started before, that
 * profile a second after the squiggle, written as PREFIX-TIME.cpuprofile.
 */
async function typoMeasured(page, renderer, prefix, hostPid, timelineFile, profileDir) {
  const pressed = Date.now();
  const ms = await squiggleAfter(page, 'x');
  const seen = ms === null ? undefined : pressed + ms;
  const timeline = hostPid
    ? timelineOf(timelineFile, hostPid, { typo: pressed, squiggle: seen }, pressed, pressed - 2000, seen ?? Date.now())
    : undefined;
  let profile;
  if (renderer) {
    await new Promise((r) => setTimeout(r, 1000));
    profile = join(profileDir, `${prefix}-${Date.now()}.cpuprofile`);
    writeFileSync(profile, JSON.stringify(await renderer.stop({ typo: pressed, squiggle: seen })));
  }
  return { ms, timeline, profile };
}

async function squiggleAfter(page, key) {
  const squiggles = () => page.locator(`${EDITOR} .squiggly-error`).count();
  const before = await squiggles();
  const pressed = Date.now();
  await page.keyboard.press(key);
  const seen = await web
    .waitFor(async () => (await squiggles()) > before, 'a new error squiggle', { deadlineMs: SQUIGGLE_DEADLINE_MS, pollMs: 20 })
    .then(
      () => true,
      () => false,
    );
  return seen ? Date.now() - pressed : null;
}

/**
 * Waits, up to SETTLE_DEADLINE_MS, for the view to settle after a jump or an edit: no more
 * error squiggles on screen than `squiggles` (the last typo's gone), every visible lens answered, and the page's
 * thread idle for a whole idle period (an idle callback given its full 50 ms, twice in a row).
 * Returns whether it settled; past the deadline the caller measures anyway and says so.
 */
async function settle(page, squiggles) {
  const idle = () =>
    page.evaluate(
      () =>
        new Promise((resolve) => {
          let full = 0;
          const next = () =>
            requestIdleCallback(
              (deadline) => {
                full = deadline.timeRemaining() >= 49 ? full + 1 : 0;
                if (full >= 2) resolve(true);
                else next();
              },
              { timeout: 2000 },
            );
          next();
          setTimeout(() => resolve(false), 2000);
        }),
    );
  return web
    .waitFor(
      async () =>
        (await page.locator(`${EDITOR} .squiggly-error`).count()) <= squiggles && allAnswered(await visibleLenses(page)) && (await idle()),
      "the view to settle (the typo's squiggle gone, visible lenses answered, the page idle)",
      { deadlineMs: SETTLE_DEADLINE_MS, pollMs: 50 },
    )
    .then(
      () => true,
      () => false,
    );
}

/** The first line number on screen. */
async function firstVisibleLine(page) {
  return page.evaluate((editorSelector) => {
    const numbers = [...document.querySelectorAll(`${editorSelector} .line-numbers`)]
      .map((e) => Number(e.textContent))
      .filter(Number.isFinite);
    return numbers.length > 0 ? Math.min(...numbers) : -1;
  }, EDITOR);
}

async function pageDown(page, times) {
  await web.focusWorkbench(page);
  await page.keyboard.press('Control+Home');
  await web.waitFor(async () => (await firstVisibleLine(page)) === 1, 'the top of the file');
  const started = Date.now();
  for (let k = 0; k < times; k++) {
    const from = await firstVisibleLine(page);
    await page.keyboard.press('PageDown');
    await web.waitFor(async () => (await firstVisibleLine(page)) > from, 'the view to move down a page', { pollMs: 10 });
  }
  return Date.now() - started;
}

/**
 * Starts V8's sampling profiler in the workbench's page (the renderer's main thread) through
 * the DevTools protocol; `stop(marks)` returns the profile, with `holedoxClock` (as
 * loopProbe.cjs writes it, so profileTasks.mjs places its samples in unix time) and the page's
 * marks in unix ms.
 */
async function startRendererProfile(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  return {
    async stop(marks) {
      // The profile's end is when it was stopped (its startTime can be seconds before its first sample).
      const stoppedUnixMs = Date.now();
      const { profile } = await cdp.send('Profiler.stop');
      await cdp.detach();
      return { ...profile, holedoxClock: { unixMs: stoppedUnixMs, monotonicUs: profile.endTime }, holedoxMarks: marks };
    },
  };
}

// ---- one file --------------------------------------------------------------------------

/**
 * Sends SIGUSR2 to the extension host, which writes the CPU profile recorded since the last
 * one (loopProbe.cjs), and returns that profile once written.
 */
async function cutProfile(hostPid, dir) {
  const mine = () => readdirSync(dir).filter((f) => f.startsWith(`exthost-${hostPid}-`) && f.endsWith('.cpuprofile'));
  const before = new Set(mine());
  process.kill(hostPid, 'SIGUSR2');
  let written;
  await web.waitFor(() => (written = mine().find((f) => !before.has(f))) !== undefined, 'the extension host to write its CPU profile', {
    deadlineMs: 60_000,
    pollMs: 50,
  });
  return JSON.parse(readFileSync(join(dir, written), 'utf8'));
}

async function measureFile({
  server,
  folder,
  name,
  isPuzzle,
  lines,
  probeFile,
  timelineFile,
  profileDir,
  ourCode,
  openingOnly,
  squiggleOnly,
  rendererProfileDir,
  profiledFromStart,
}) {
  const { page } = await web.launchBrowser();
  const samples = [];
  const pids = [];
  let hostPid;
  // The extension host of this page: the newest under code-server once the page is open.
  const sampler = setInterval(() => {
    const latest = extensionHostPid(server.child.pid);
    if (latest !== undefined) hostPid = latest;
    if (hostPid !== undefined) {
      samples.push(memoryOf(hostPid).rssMB);
      pids.push(hostPid);
    }
  }, 250);
  const peakSampled = () => (samples.length > 0 ? Math.max(...samples.filter(Number.isFinite)) : NaN);
  try {
    const opened = Date.now();
    await web.openWorkbench(page, server, { folder, file: name, timeoutMs: 120_000 });
    const shown = Date.now();
    const result = { file: name, openMs: shown - opened };
    if (isPuzzle) {
      const seen = {};
      result.answersMs = await timeToAnswers(page, shown, seen);
      const answered = Date.now();
      result.memoryAnsweredMB = hostPid ? memoryOf(hostPid).rssMB : NaN;
      if (hostPid)
        result.timeline = timelineOf(
          timelineFile,
          hostPid,
          { opened, shown, firstLens: seen.firstLensAt, answered },
          shown,
          opened,
          answered,
        );
    }
    if (openingOnly) {
      // With --profile, the extension host's CPU profile from its start to the answers (the typing's is not taken).
      if (hostPid && profiledFromStart)
        writeFileSync(join(profileDir, `opening-${name}.cpuprofile`), JSON.stringify(await cutProfile(hostPid, profileDir)));
      result.pageDownMs = await pageDown(page, 20);
      const paged = Date.now();
      const seen = {};
      result.answersAfterScrollMs = await timeToAnswers(page, paged, seen);
      if (hostPid)
        result.timelineAfterPaging = timelineOf(
          timelineFile,
          hostPid,
          { paged, firstLens: seen.firstLensAt, answered: Date.now() },
          paged,
          paged - result.pageDownMs,
          Date.now(),
        );
      return result;
    }
    const middle = Math.floor(lines / 2);
    const renderer = isPuzzle && rendererProfileDir ? await startRendererProfile(page) : null;
    // A typo mid-file: an `x` at the end of a line.
    await goToLine(page, middle);
    if (isPuzzle) {
      const squigglesBefore = await page.locator(`${EDITOR} .squiggly-error`).count();
      const first = await typoMeasured(page, renderer, `renderer-${name}`, hostPid, timelineFile, rendererProfileDir);
      result.squiggleMs = first.ms;
      if (first.timeline) result.squiggleTimeline = first.timeline;
      if (first.profile) result.rendererProfile = first.profile;
      await page.keyboard.press('Backspace');
      // The same typo again once the view has settled: the first lands among the jump's own
      // work (its tokens, lenses, sticky scroll), which a user who reads the case first does not meet.
      const settleFrom = Date.now();
      result.settled = await settle(page, squigglesBefore);
      result.settleMs = Date.now() - settleFrom;
      const settledRenderer = rendererProfileDir ? await startRendererProfile(page) : null;
      const again = await typoMeasured(page, settledRenderer, `renderer-settled-${name}`, hostPid, timelineFile, rendererProfileDir);
      result.squiggleSettledMs = again.ms;
      if (again.timeline) result.squiggleSettledTimeline = again.timeline;
      if (again.profile) result.settledRendererProfile = again.profile;
      await page.keyboard.press('Backspace');
    }
    if (squiggleOnly) {
      // With --profile, the extension host's profile from the start to here.
      if (hostPid && profiledFromStart) await cutProfile(hostPid, profileDir);
      return result;
    }
    await goToLine(page, middle + 7);
    // Starts the profile of the typing (with --profile, writes the one from the start).
    if (hostPid) hostPid = signalHost(server.child.pid, hostPid, 'SIGUSR2');
    const typingFrom = Date.now();
    const keys = await typeTimed(page, TYPED);
    const typingTo = Date.now();
    result.typing = { keys: keys.length, medianMs: median(keys), maxMs: Math.max(...keys) };
    // The same probe on the .txt gives the baseline: on a busy machine a timer is late for reasons of its own.
    result.longTasksWhileTyping = longTasks(probeFile, hostPid, typingFrom, typingTo);
    if (isPuzzle) {
      const lastKeyAt = Date.now();
      const squiggled = await web
        .waitFor(async () => (await page.locator(`${EDITOR} .squiggly-error`).count()) > 0, 'a squiggle on the typed line', {
          deadlineMs: SQUIGGLE_DEADLINE_MS,
          pollMs: 20,
        })
        .then(
          () => true,
          () => false,
        );
      result.squiggleAfterTypingMs = squiggled ? Date.now() - lastKeyAt : null;
      result.memoryAfterTypingMB = hostPid ? memoryOf(hostPid).rssMB : NaN;
    }
    if (hostPid) {
      // The probe's window (to 1 s after the last key) and what the tree does a second after the pause.
      const settle = typingTo + 1500 - Date.now();
      if (settle > 0) await new Promise((r) => setTimeout(r, settle));
      const profile = await cutProfile(hostPid, profileDir);
      const isOurs = (url) => url.startsWith(ourCode);
      result.tasksWhileTyping = longTaskSummary(tasksOf(profile, isOurs, typingFrom, typingTo + 1000), LONG_TASK_MS);
      result.tasksAfterTyping = longTaskSummary(tasksOf(profile, isOurs, typingTo + 1000), LONG_TASK_MS);
    }
    result.pageDownMs = await pageDown(page, 20);
    if (isPuzzle) {
      const paged = Date.now();
      const seen = {};
      result.answersAfterScrollMs = await timeToAnswers(page, paged, seen);
      const answered = Date.now();
      if (hostPid)
        result.timelineAfterPaging = timelineOf(
          timelineFile,
          hostPid,
          { paged, firstLens: seen.firstLensAt, answered },
          paged,
          paged - result.pageDownMs,
          answered,
        );
      const mem = hostPid ? memoryOf(hostPid) : { rssMB: NaN, peakMB: NaN };
      // VmHWM when the process is there to ask; else the highest of the samples taken every 250 ms.
      result.memoryPeakMB = Number.isFinite(mem.peakMB) ? mem.peakMB : peakSampled();
      result.memoryEndMB = mem.rssMB;
      result.extensionHostPids = [...new Set(pids)];
    }
    return result;
  } finally {
    clearInterval(sampler);
    await page.context().browser()?.close();
    stopHost(hostPid);
  }
}

/**
 * code-server keeps a closed page's extension host for reconnecting, busy with that page's
 * background work: it would weigh on the next page's figures.
 */
function stopHost(hostPid) {
  if (!hostPid) return;
  try {
    process.kill(hostPid, 'SIGTERM');
  } catch {
    // gone already
  }
}

/** The active editor shows `name`: its tab is the active one and its lines are drawn. */
async function showing(page, name) {
  return page.evaluate(
    ({ editorSelector, name }) => {
      const tab = document.querySelector('.editor-group-container.active .tab.active');
      return (
        (tab?.getAttribute('aria-label') ?? tab?.textContent ?? '').includes(name) &&
        document.querySelector(`${editorSelector} .view-lines .view-line`) !== null
      );
    },
    { editorSelector: EDITOR, name },
  );
}

/**
 * The big file opened as a user usually does: in a workbench whose extension is already
 * active (a small puzzle file opened first, its answers on screen), through Quick Open.
 * Ms from the editor showing the big file to its visible answers; then, once answered, the
 * squiggle of a typo right after the jump to mid-file (`lines`: the file's line count), in
 * this editor, which VS Code set up after our language defaults and providers were in place
 * (the fresh workbench's editor was restored before them).
 */
async function measureWarmOpen({ server, folder, name, small, lines, timelineFile, profileDir, rendererProfileDir, lensLogpoints }) {
  // code-server keeps a page's unsaved text as a backup and the next page of the workspace opens
  // the file from it: here that would be the big file with the first page's typos in it.
  rmSync(join(server.userDataDir, 'User', 'Backups'), { recursive: true, force: true });
  const { page } = await web.launchBrowser();
  let hostPid;
  // The page's lens events, each as a timeline mark (`page:lens-...`) at the page's clock.
  const lensMarks = {};
  try {
    if (lensLogpoints) {
      const missing = await web.addLogpoints(page, LENS_LOGPOINTS, (text, at) => {
        let key = text;
        for (let n = 2; key in lensMarks; n++) key = `${text} (${n})`;
        lensMarks[key] = at;
      });
      if (missing.length > 0)
        throw new Error(`--timeline: VS Code's code lens controller is not as expected in this workbench: ${missing.join(' | ')}`);
    }
    await web.openWorkbench(page, server, { folder, file: small, timeoutMs: 120_000 });
    const smallAnswered = await timeToAnswers(page, Date.now());
    if (smallAnswered === null) throw new Error(`no answers on ${small} within ${ANSWER_DEADLINE_MS / 1000} s`);
    hostPid = extensionHostPid(server.child.pid);
    // With --profile, the extension host's CPU profile from Quick Open to the answers: the one so far is cut off.
    if (hostPid && profileDir) await cutProfile(hostPid, profileDir);
    const entry = await web.quickOpenEntry(page, name);
    const renderer = rendererProfileDir ? await startRendererProfile(page) : null;
    const asked = Date.now();
    await entry.click();
    await web.waitFor(() => showing(page, name), `the editor showing ${name}`, { pollMs: 20 });
    const shown = Date.now();
    const seen = {};
    const answersMs = await timeToAnswers(page, shown, seen);
    const answered = Date.now();
    if (hostPid && profileDir)
      writeFileSync(join(profileDir, `quick-open-${name}.cpuprofile`), JSON.stringify(await cutProfile(hostPid, profileDir)));
    let rendererProfile;
    if (renderer) {
      rendererProfile = join(rendererProfileDir, `renderer-quick-open-${name}-${Date.now()}.cpuprofile`);
      writeFileSync(rendererProfile, JSON.stringify(await renderer.stop({ asked, shown, firstLens: seen.firstLensAt, answered })));
    }
    const typoRenderer = rendererProfileDir ? await startRendererProfile(page) : null;
    await goToLine(page, Math.floor(lines / 2));
    const typo = await typoMeasured(page, typoRenderer, `renderer-quick-open-typo-${name}`, hostPid, timelineFile, rendererProfileDir);
    return {
      warmOpenMs: shown - asked,
      warmAnswersMs: answersMs,
      warmSquiggleMs: typo.ms,
      ...(rendererProfile ? { warmRendererProfile: rendererProfile } : {}),
      ...(typo.profile ? { warmSquiggleRendererProfile: typo.profile } : {}),
      ...(typo.timeline ? { warmSquiggleTimeline: typo.timeline } : {}),
      ...(hostPid
        ? {
            warmTimeline: timelineOf(
              timelineFile,
              hostPid,
              {
                ...Object.fromEntries(Object.entries(lensMarks).filter(([, at]) => at >= asked && at <= answered)),
                asked,
                shown,
                firstLens: seen.firstLensAt,
                answered,
              },
              shown,
              asked,
              answered,
            ),
          }
        : {}),
    };
  } finally {
    await page.context().browser()?.close();
    stopHost(hostPid);
  }
}

/** Runs the whole editor measurement; `extension` is the extension folder to install. */
export async function measureEditor({
  benchDir,
  gen,
  extension = root,
  only,
  profileDir,
  openingOnly = false,
  squiggleOnly = false,
  rendererProfileDir,
  grammars = true,
  settings = {},
  lensLogpoints = false,
  log = () => {},
}) {
  const dir = join(benchDir, 'editor');
  rmSync(dir, { recursive: true, force: true });
  const files = writeEditorFiles(dir, gen);
  const probeFile = join(benchDir, 'editor-loop-probe.log');
  const timelineFile = join(benchDir, 'editor-timeline.log');
  rmSync(timelineFile, { force: true });
  const profiles = profileDir ?? join(benchDir, 'editor-profiles');
  if (!profileDir) rmSync(profiles, { recursive: true, force: true });
  mkdirSync(profiles, { recursive: true });
  if (rendererProfileDir) mkdirSync(rendererProfileDir, { recursive: true });
  const ourCode = `${pathToFileURL(realpathSync(join(extension, 'dist'))).href}/`;
  rmSync(probeFile, { force: true });
  const extensionsDir = join(web.scratchDir('vscode-web-extensions-'), 'extensions');
  web.installExtensionFolder(extensionsDir, grammars ? extension : withoutGrammars(extension));
  const results = { loadBefore: loadavg(), grammars, settings, files: [] };
  try {
    const server = await web.startCodeServer({
      folder: dir,
      extensionsDir,
      settings,
      env: {
        NODE_OPTIONS: `--require ${join(root, 'scripts', 'bench', 'loopProbe.cjs')}`,
        HOLEDOX_LOOP_PROBE: probeFile,
        HOLEDOX_TIMELINE: timelineFile,
        HOLEDOX_CPU_PROFILE: profiles,
        ...(profileDir ? { HOLEDOX_CPU_PROFILE_FROM_START: '1' } : {}),
      },
    });
    for (const [format, f] of Object.entries(files)) {
      if (only && !only.includes(format)) continue;
      const lines = f.text.split('\n').length;
      for (const [name, isPuzzle] of openingOnly || squiggleOnly
        ? [[f.name, true]]
        : [
            [`${f.name}.txt`, false],
            [f.name, true],
          ]) {
        log(`editor: ${name} ...`);
        results.files.push({
          format,
          cases: f.cases,
          bytes: f.text.length,
          ...(await measureFile({
            server,
            folder: dir,
            name,
            isPuzzle,
            lines,
            probeFile,
            timelineFile,
            profileDir: profiles,
            ourCode,
            openingOnly,
            squiggleOnly,
            rendererProfileDir,
            profiledFromStart: Boolean(profileDir),
          })),
        });
      }
      if (openingOnly) continue;
      log(`editor: ${f.name} after ${f.small} ...`);
      Object.assign(
        results.files.at(-1),
        await measureWarmOpen({
          server,
          folder: dir,
          name: f.name,
          small: f.small,
          lines,
          timelineFile,
          rendererProfileDir,
          lensLogpoints,
          ...(profileDir ? { profileDir: profiles } : {}),
        }),
      );
    }
  } finally {
    await web.stop();
  }
  results.loadAfter = loadavg();
  return results;
}

const fmt = (v, d = 0) =>
  v === null || v === undefined || Number.isNaN(v)
    ? '—'
    : v.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });

/** The figures as a table, each puzzle file beside its .txt. */
const lags = (l) => (l ? `${l.count} times (max ${fmt(l.maxMs)} ms)` : 'no probe');
const tasks = (t) => (t ? `${t.count} (max ${fmt(t.maxMs)} ms) (${t.withOurCode})` : 'no profile');
// The three longest of our tasks (--json lists them all), each with the functions of ours it ran.
const ours = (t) =>
  t
    ? `${t.ours.count} (max ${fmt(t.ours.maxMs)} ms)${[...t.ours.tasks]
        .sort((a, b) => b.oursMs - a.oursMs)
        .slice(0, 3)
        .map((k) => `; ${k.oursMs} of ${k.ms} ms: ${k.entries.slice(0, 2).join(', ')}`)
        .join('')}`
    : 'no profile';

export function editorTable(results) {
  const out = [
    `load average ${results.loadBefore.map((l) => fmt(l, 2)).join(' ')} before, ${results.loadAfter.map((l) => fmt(l, 2)).join(' ')} after`,
  ];
  if (results.grammars === false) out.push('the extension without its TextMate grammars (--no-grammar)');
  for (const [key, value] of Object.entries(results.settings ?? {})) out.push(`setting ${key}: ${JSON.stringify(value)}`);
  const rows = [];
  for (const r of results.files) {
    if (r.file.endsWith('.txt')) continue;
    const txt = results.files.find((t) => t.file === `${r.file}.txt`);
    const ratio = (a, b) => (a && b ? `${fmt(a / b, 2)}×` : '—');
    rows.push(
      [`${r.file} (${fmt(r.bytes / 1e6, 2)} MB, ${r.cases} cases)`, '', ''],
      [
        'typing, per key: median / max ms',
        `${fmt(r.typing?.medianMs)} / ${fmt(r.typing?.maxMs)}`,
        `.txt ${fmt(txt?.typing?.medianMs)} / ${fmt(txt?.typing?.maxMs)} (${ratio(r.typing?.medianMs, txt?.typing?.medianMs)})`,
      ],
      [
        'first inline answers after opening in a fresh workbench, ms',
        r.answersMs === null ? `over ${ANSWER_DEADLINE_MS / 1000} s` : fmt(r.answersMs),
        '',
      ],
      [
        'first inline answers after Quick Open, extension active, ms',
        r.warmAnswersMs === null ? `over ${ANSWER_DEADLINE_MS / 1000} s` : fmt(r.warmAnswersMs),
        '',
      ],
      [
        'squiggle after a typo right after the jump, ms',
        r.squiggleMs === null ? `over ${SQUIGGLE_DEADLINE_MS / 1000} s` : fmt(r.squiggleMs),
        'editor restored at start',
      ],
      [
        'the same, file opened through Quick Open, ms',
        r.warmSquiggleMs === null ? `over ${SQUIGGLE_DEADLINE_MS / 1000} s` : fmt(r.warmSquiggleMs),
        'extension active',
      ],
      [
        'squiggle after the same typo, view settled, ms',
        r.squiggleSettledMs === null ? `over ${SQUIGGLE_DEADLINE_MS / 1000} s` : fmt(r.squiggleSettledMs),
        r.settled === undefined ? '' : `${r.settled ? 'settled' : 'not settled'} after ${fmt(r.settleMs)} ms`,
      ],
      ['squiggle after the 50th key, ms', r.squiggleAfterTypingMs === null ? 'none' : fmt(r.squiggleAfterTypingMs), ''],
      ['20 × PageDown, ms', fmt(r.pageDownMs), `.txt ${fmt(txt?.pageDownMs)} (${ratio(r.pageDownMs, txt?.pageDownMs)})`],
      [
        'answers after paging, ms',
        r.answersAfterScrollMs === null ? `over ${ANSWER_DEADLINE_MS / 1000} s` : fmt(r.answersAfterScrollMs),
        '',
      ],
      ['extension host held up over 50 ms while typing', lags(r.longTasksWhileTyping), `.txt ${lags(txt?.longTasksWhileTyping)}`],
      ['profiled tasks over 50 ms while typing (with our code)', tasks(r.tasksWhileTyping), `.txt ${tasks(txt?.tasksWhileTyping)}`],
      ['  of them ours over 50 ms', ours(r.tasksWhileTyping), ''],
      ['profiled tasks over 50 ms after, to the cut (ours)', `${tasks(r.tasksAfterTyping)}; ${ours(r.tasksAfterTyping)}`, ''],
      [
        'extension host MB: answered / after typing / peak / end',
        [r.memoryAnsweredMB, r.memoryAfterTypingMB, r.memoryPeakMB, r.memoryEndMB].map((m) => fmt(m)).join(' / '),
        '',
      ],
    );
  }
  const widths = [0, 1, 2].map((k) => Math.max(...rows.map((row) => String(row[k]).length)));
  for (const row of rows)
    out.push(
      row
        .map((c, k) => String(c).padEnd(widths[k]))
        .join('  ')
        .trimEnd(),
    );
  return out.join('\n');
}

/** Each puzzle file's timelines, in ms from the editor showing the file (after paging: from the last PageDown). */
function timelines(results) {
  const out = [];
  for (const r of results.files) {
    for (const [what, list] of [
      ['opened in a fresh workbench', r.timeline],
      ['a typo right after the jump (from the key)', r.squiggleTimeline],
      ['the same typo, view settled (from the key)', r.squiggleSettledTimeline],
      ['opened through Quick Open, extension active', r.warmTimeline],
      ['a typo right after the jump, opened through Quick Open (from the key)', r.warmSquiggleTimeline],
      ['after 20 × PageDown', r.timelineAfterPaging],
    ]) {
      if (!list) continue;
      out.push('', `${r.file}, ${what}:`);
      for (const e of list) out.push(`${fmt(e.at).padStart(8)} ms  ${e.event} ${e.detail}`.trimEnd());
    }
  }
  return `${out.join('\n')}\n`;
}

async function main() {
  const { values } = parseArgs({
    options: {
      extension: { type: 'string' },
      json: { type: 'boolean', default: false },
      only: { type: 'string' },
      'bench-dir': { type: 'string' },
      profile: { type: 'string' },
      timeline: { type: 'boolean', default: false },
      opening: { type: 'boolean', default: false },
      squiggle: { type: 'boolean', default: false },
      'renderer-profile': { type: 'string' },
      'no-grammar': { type: 'boolean', default: false },
      setting: { type: 'string', multiple: true, default: [] },
    },
  });
  const settings = {};
  for (const s of values.setting) {
    const eq = s.indexOf('=');
    if (eq <= 0) throw new Error(`--setting ${s}: expected KEY=JSON, e.g. editor.experimental.asyncTokenization=false`);
    settings[s.slice(0, eq)] = JSON.parse(s.slice(eq + 1));
  }
  web.stopOnSignals();
  const gen = await import('./generate.mjs');
  const benchDir = resolve(values['bench-dir'] ?? join(root, '.bench'));
  const results = await measureEditor({
    benchDir,
    gen,
    extension: resolve(values.extension ?? root),
    ...(values.only ? { only: values.only.split(',') } : {}),
    ...(values.profile ? { profileDir: resolve(values.profile) } : {}),
    openingOnly: values.opening,
    squiggleOnly: values.squiggle,
    ...(values['renderer-profile'] ? { rendererProfileDir: resolve(values['renderer-profile']) } : {}),
    grammars: !values['no-grammar'],
    settings,
    lensLogpoints: values.timeline,
    log: (m) => process.stderr.write(`${m}\n`),
  });
  process.stdout.write(values.json ? `${JSON.stringify(results, null, 2)}\n` : `${editorTable(results)}\n`);
  if (values.timeline && !values.json) process.stdout.write(timelines(results));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch(async (error) => {
    process.stderr.write(`editor bench: ${error.stack ?? error}\n`);
    await web.stop();
    process.exit(1);
  });
}

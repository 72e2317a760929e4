// Loaded with NODE_OPTIONS=--require into the processes code-server starts, for the editor
// benchmark (scripts/bench/editor.mjs): in the extension host only, it records every time the
// event loop was held up for longer than a threshold, as "unix-ms lag-ms pid" lines appended to
// the file HOLEDOX_LOOP_PROBE names (code-server keeps a closed page's extension host for a
// while, so several may write there). Elsewhere it does nothing.
'use strict';
const file = process.env.HOLEDOX_LOOP_PROBE;
const isExtensionHost = process.argv.includes('--type=extensionHost');
/** While profiling: when the probe's timer ran (monotonic µs). No task was running then. */
let ticks = null;
if (file && isExtensionHost) {
  const fs = require('node:fs');
  const TICK_MS = 10;
  const REPORT_OVER_MS = 20;
  let last = Date.now();
  fs.appendFileSync(file, `start ${process.pid}\n`);
  const timer = setInterval(() => {
    const now = Date.now();
    ticks?.push(Number(process.hrtime.bigint() / 1000n));
    const lag = now - last - TICK_MS;
    last = now;
    if (lag > REPORT_OVER_MS) fs.appendFileSync(file, `${now} ${lag} ${process.pid}\n`);
  }, TICK_MS);
  timer.unref();
}

// With HOLEDOX_CPU_PROFILE naming a folder, the extension host also runs V8's sampling
// profiler: each SIGUSR2 writes what it recorded since the last one there as a .cpuprofile (with
// `holedoxClock`, a unix time and the profile's monotonic clock read together, so that samples
// can be placed in unix time, and `holedoxTicks`, when the loop probe's timer ran meanwhile, so
// that work yielding to the event loop is not taken for one task), and starts recording again. It records from the start with
// HOLEDOX_CPU_PROFILE_FROM_START set, else from the first SIGUSR2.
const profileDir = process.env.HOLEDOX_CPU_PROFILE;
if (profileDir && isExtensionHost) {
  const fs = require('node:fs');
  const path = require('node:path');
  const inspector = require('node:inspector');
  const session = new inspector.Session();
  session.connect();
  let recording = false;
  const start = () => session.post('Profiler.enable', () => session.post('Profiler.start', () => ((recording = true), (ticks = []))));
  if (process.env.HOLEDOX_CPU_PROFILE_FROM_START) start();
  process.on('SIGUSR2', () => {
    if (!recording) return start();
    recording = false;
    session.post('Profiler.stop', (error, result) => {
      if (!error) {
        const holedoxClock = { unixMs: Date.now(), monotonicUs: Number(process.hrtime.bigint() / 1000n) };
        const name = `exthost-${process.pid}-${Date.now()}.cpuprofile`;
        // Written under another name first: the bench reads a .cpuprofile as soon as it appears.
        fs.writeFileSync(
          path.join(profileDir, `${name}.part`),
          JSON.stringify({ ...result.profile, holedoxClock, holedoxTicks: ticks ?? [] }),
        );
        fs.renameSync(path.join(profileDir, `${name}.part`), path.join(profileDir, name));
      }
      start();
    });
  });
}

// With HOLEDOX_TIMELINE naming a file, the extension host also appends "unix-ms event detail"
// lines to it: its own start, the extension's activation, each edit of a puzzle document as it
// arrives, each set of diagnostics (a parse done), each request for code lenses and each lens resolved (with how many lenses carried
// an answer), each worker job started and each set of answers stored. The bench reads them
// beside what it saw on screen. Nothing of the extension changes: its module and its
// `vscode` API object are wrapped as they load.
const timelineFile = process.env.HOLEDOX_TIMELINE;
if (timelineFile && process.argv.includes('--type=extensionHost')) {
  const fs = require('node:fs');
  const Module = require('node:module');
  const mark = (event, detail = '') =>
    fs.appendFileSync(timelineFile, `${Date.now()} ${process.pid} ${event} ${String(detail).replace(/\s+/g, ' ')}\n`);
  mark('host-start');
  const answered = (lenses) => (Array.isArray(lenses) ? lenses.filter((l) => l && l.command && l.command.title.includes('→')).length : 0);
  const wrapApi = (vscode) => {
    const nameOf = (document) => String(document.uri).split('/').pop();
    vscode.workspace.onDidOpenTextDocument((d) => mark('document-opened', `${nameOf(d)} ${d.languageId}`));
    vscode.window.onDidChangeVisibleTextEditors((editors) => mark('editors-shown', editors.map((e) => nameOf(e.document)).join(',')));
    // When an edit of a puzzle document reached the extension host (before any listener of the extension's: this one is registered first).
    vscode.workspace.onDidChangeTextDocument((e) => {
      if (e.contentChanges.length > 0 && /^(holedox|tempter)$/.test(e.document.languageId))
        mark('document-changed', `${nameOf(e.document)} v${e.document.version}`);
    });
    const languages = vscode.languages;
    const createCollection = languages.createDiagnosticCollection;
    languages.createDiagnosticCollection = function (...args) {
      const collection = createCollection.apply(this, args);
      const set = collection.set;
      collection.set = function (uri, diagnostics) {
        if (uri && !Array.isArray(uri))
          mark('diagnostics', `${collection.name} ${String(uri).split('/').pop()} ${diagnostics ? diagnostics.length : 0}`);
        return set.apply(this, arguments);
      };
      return collection;
    };
    // The outline's and the folds' replies: a big document's are large, and they travel beside the lenses.
    for (const [register, method, what] of [
      ['registerDocumentSymbolProvider', 'provideDocumentSymbols', 'symbols'],
      ['registerFoldingRangeProvider', 'provideFoldingRanges', 'folds'],
    ]) {
      const original = languages[register];
      languages[register] = function (selector, provider, ...rest) {
        const wrapped = Object.create(provider);
        wrapped[method] = (document, ...args) => {
          const name = String(document.uri).split('/').pop();
          mark(`${what}-asked`, name);
          return Promise.resolve(provider[method](document, ...args)).then((items) => {
            mark(`${what}-given`, `${name} ${Array.isArray(items) ? items.length : 0}`);
            return items;
          });
        };
        return original.call(this, selector, wrapped, ...rest);
      };
    }
    const registerLenses = languages.registerCodeLensProvider;
    languages.registerCodeLensProvider = function (selector, provider) {
      let n = 0;
      const wrapped = {
        onDidChangeCodeLenses: provider.onDidChangeCodeLenses,
        provideCodeLenses(document, token) {
          const id = ++n;
          const name = String(document.uri).split('/').pop();
          mark('lenses-asked', `${id} ${name}`);
          return Promise.resolve(provider.provideCodeLenses(document, token)).then((lenses) => {
            mark('lenses-given', `${id} ${name} ${Array.isArray(lenses) ? lenses.length : 0} lenses, ${answered(lenses)} answered`);
            return lenses;
          });
        },
        resolveCodeLens(lens, token) {
          if (!provider.resolveCodeLens) return lens;
          return Promise.resolve(provider.resolveCodeLens(lens, token)).then((done) => {
            mark('lens-resolved', done && done.command ? done.command.title : '');
            return done;
          });
        },
      };
      if (provider.onDidChangeCodeLenses) {
        const fired = provider.onDidChangeCodeLenses;
        wrapped.onDidChangeCodeLenses = (listener, ...rest) => fired((e) => (mark('lenses-changed'), listener(e)), ...rest);
      }
      return registerLenses.call(this, selector, wrapped);
    };
  };
  const load = Module._load;
  Module._load = function (request, parent, isMain) {
    const exports = load.apply(this, arguments);
    if (
      typeof request === 'string' &&
      /holedox[^/]*\/dist\/extension(\.js)?$/.test(request) &&
      exports &&
      typeof exports.activate === 'function' &&
      !exports.__timeline
    ) {
      mark('extension-loaded');
      const filename = Module._resolveFilename(request, parent, isMain);
      const self = require.cache[filename];
      try {
        if (self) wrapApi(Module._load('vscode', self, false));
      } catch (error) {
        mark('timeline-error', String(error));
      }
      // The bundle's exports are getters: the wrapper is a copy with activate wrapped.
      const activate = exports.activate;
      return {
        ...exports,
        __timeline: true,
        activate(...args) {
          mark('activate-start');
          const api = activate.apply(this, args);
          mark('activate-end');
          if (api && api.verdicts) {
            api.verdicts.onDidStartJob((e) => mark('job-start', `${e.priority} ${String(e.uri).split('/').pop()} ${e.cases} cases`));
            api.verdicts.onDidSolve((e) => mark('solved', `${String(e.document.uri).split('/').pop()} ${e.numbers.length} cases`));
          }
          return api;
        },
      };
    }
    return exports;
  };
}

// With HOLEDOX_HEAP_LOG naming a file (for finding what holds the extension host's memory,
// not in the bench's own runs: it forces garbage collections), the extension host appends
// "unix-ms pid event rss heapTotal heapUsed external" lines (MB) to it every second, and at
// each SIGUSR2 (the bench's typing start and profile cut) one before and one after a full
// garbage collection; with HOLEDOX_ALLOCATIONS naming a folder too, V8's sampling heap profile
// of what was allocated from one SIGUSR2 to the next (collected objects included), as a
// .heapprofile to open in Chrome's DevTools.
const heapLog = process.env.HOLEDOX_HEAP_LOG;
if (heapLog && isExtensionHost) {
  const fs = require('node:fs');
  const path = require('node:path');
  const inspector = require('node:inspector');
  const session = new inspector.Session();
  session.connect();
  const mb = (n) => (n / 1048576).toFixed(1);
  const log = (event) => {
    const m = process.memoryUsage();
    fs.appendFileSync(
      heapLog,
      `${Date.now()} ${process.pid} ${event} ${mb(m.rss)} ${mb(m.heapTotal)} ${mb(m.heapUsed)} ${mb(m.external)}\n`,
    );
  };
  setInterval(() => log('tick'), 1000).unref();
  const allocations = process.env.HOLEDOX_ALLOCATIONS;
  let sampling = false;
  let cut = 0;
  process.on('SIGUSR2', () => {
    log('before-gc');
    session.post('HeapProfiler.collectGarbage', () => {
      log('after-gc');
      if (!allocations) return;
      if (!sampling) {
        sampling = true;
        session.post('HeapProfiler.startSampling', {
          samplingInterval: 16384,
          includeObjectsCollectedByMajorGC: true,
          includeObjectsCollectedByMinorGC: true,
        });
        return;
      }
      session.post('HeapProfiler.stopSampling', (error, result) => {
        sampling = false;
        if (!error) fs.writeFileSync(path.join(allocations, `exthost-${process.pid}-${++cut}.heapprofile`), JSON.stringify(result.profile));
        log('allocations-written');
      });
    });
  });
}

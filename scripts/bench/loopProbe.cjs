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
        fs.writeFileSync(path.join(profileDir, `${name}.part`), JSON.stringify({ ...result.profile, holedoxClock, holedoxTicks: ticks ?? [] }));
        fs.renameSync(path.join(profileDir, `${name}.part`), path.join(profileDir, name));
      }
      start();
    });
  });
}

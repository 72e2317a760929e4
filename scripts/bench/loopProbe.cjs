// Loaded with NODE_OPTIONS=--require into the processes code-server starts, for the editor
// benchmark (scripts/bench/editor.mjs): in the extension host only, it records every time the
// event loop was held up for longer than a threshold, as "unix-ms lag-ms" lines appended to
// the file HOLEDOX_LOOP_PROBE names. Elsewhere it does nothing.
'use strict';
const file = process.env.HOLEDOX_LOOP_PROBE;
const isExtensionHost = process.argv.includes('--type=extensionHost');
if (file && isExtensionHost) {
  const fs = require('node:fs');
  const TICK_MS = 10;
  const REPORT_OVER_MS = 20;
  let last = Date.now();
  fs.appendFileSync(file, `start ${process.pid}\n`);
  const timer = setInterval(() => {
    const now = Date.now();
    const lag = now - last - TICK_MS;
    last = now;
    if (lag > REPORT_OVER_MS) fs.appendFileSync(file, `${now} ${lag}\n`);
  }, TICK_MS);
  timer.unref();
}

// With HOLEDOX_CPU_PROFILE naming a folder, the extension host also runs V8's sampling
// profiler, and writes what it recorded there as a .cpuprofile on SIGUSR2 (then starts again).
const profileDir = process.env.HOLEDOX_CPU_PROFILE;
if (profileDir && process.argv.includes('--type=extensionHost')) {
  const fs = require('node:fs');
  const path = require('node:path');
  const inspector = require('node:inspector');
  const session = new inspector.Session();
  session.connect();
  const start = () => session.post('Profiler.enable', () => session.post('Profiler.start'));
  start();
  process.on('SIGUSR2', () => {
    session.post('Profiler.stop', (error, result) => {
      if (!error) fs.writeFileSync(path.join(profileDir, `exthost-${process.pid}-${Date.now()}.cpuprofile`), JSON.stringify(result.profile));
      start();
    });
  });
}

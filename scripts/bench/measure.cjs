'use strict';
// Runs the CLI in this process and, at exit, writes {"maxRssKb": N, "cpuMs": N} as one
// line to fd 3 (cpuMs: user + system CPU time of the whole process, all threads).
//
//   node scripts/bench/measure.cjs dist/cli.js FILE [--format F] [--stats]
//
// Why a wrapper: a parent Node process cannot read a child's peak memory (spawnSync
// reports no rusage), and GNU `time -f %M` is not installed everywhere (macOS, slim
// containers) and may not be installed by the bench. getrusage(RUSAGE_SELF).ru_maxrss,
// read here at exit, is the same figure `time -f %M` reports (KiB on Linux). The parent
// still times the whole process from spawn to exit, so wall time covers Node start-up,
// module loading, reading, parsing, solving and printing, exactly as for `bin/holedox.js`;
// the only extra work is loading this small file. The start-up baseline is measured
// through the same wrapper, so it cancels out.
const fs = require('node:fs');
const path = require('node:path');

const cli = process.argv[2];
if (!cli) {
  process.stderr.write('usage: node measure.cjs CLI_JS [CLI arguments...]\n');
  process.exit(2);
}
// The CLI reads process.argv.slice(2): drop our own argument so it sees only its own.
process.argv.splice(2, 1);
process.on('exit', () => {
  try {
    const usage = process.resourceUsage();
    const cpuMs = (usage.userCPUTime + usage.systemCPUTime) / 1000;
    fs.writeSync(3, `${JSON.stringify({ maxRssKb: usage.maxRSS, cpuMs })}\n`);
  } catch {
    // fd 3 not open (run by hand): nothing to report to.
  }
});
require(path.resolve(cli));

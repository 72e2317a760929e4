// The CLI's timed span (solveMs) in instructions rather than time: a count that the machine's
// load does not move, for differences of a few per cent in a span of a millisecond.
//
//   node scripts/bench/spanInstructions.mjs FILE CLI... [-- NODE_FLAGS...]
//
// For each CLI bundle it writes two copies in a temporary directory (a plain run loads no
// other file of its build) that end the process (process.reallyExit, no teardown) where the
// clean lane's timed span starts and where it ends, runs both under valgrind (cachegrind, no
// cache simulation) with `node --predictable` (one thread, fixed seeds: the same count to
// about 0.1 % from run to run), and prints the difference: the instructions of the span, the
// engine's compiles in it included. Needs valgrind. Slow: about a minute a CLI.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const argv = process.argv.slice(2);
const dash = argv.indexOf('--');
const nodeFlags = ['--predictable', ...(dash >= 0 ? argv.slice(dash + 1) : [])];
const [file, ...clis] = dash >= 0 ? argv.slice(0, dash) : argv;
if (!file || clis.length < 1) {
  console.error('usage: node scripts/bench/spanInstructions.mjs FILE CLI... [-- NODE_FLAGS...]');
  process.exit(2);
}
const format = file.endsWith('.tempter') ? 'tempter' : 'holedox';
const spanStart = /const started\d* = performance\.now\(\);/;
const spanEnd = /const solveMs\d* = performance\.now\(\) - started\d*;/;

function instructions(script) {
  const child = spawnSync(
    'valgrind',
    [
      '--tool=cachegrind',
      '--cache-sim=no',
      '--smc-check=all-non-file',
      '--cachegrind-out-file=/dev/null',
      process.execPath,
      ...nodeFlags,
      script,
      file,
      '--format',
      format,
    ],
    { encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  const match = /I\s+refs:\s+([\d,]+)/.exec(child.stderr);
  if (!match) throw new Error(`no count from valgrind for ${script}: ${child.error ?? child.stderr.slice(-500)}`);
  return Number(match[1].replaceAll(',', ''));
}

for (const cli of clis) {
  const source = readFileSync(cli, 'utf8');
  // The first span in the bundle is the clean lane's (src/cli.ts).
  if (!spanStart.test(source) || !spanEnd.test(source)) throw new Error(`${cli}: no timed span found`);
  const dir = mkdtempSync(join(tmpdir(), 'span-'));
  const start = join(dir, 'start.js');
  const end = join(dir, 'end.js');
  writeFileSync(
    start,
    source.replace(spanStart, (m) => `${m} process.reallyExit(0);`),
  );
  writeFileSync(
    end,
    source.replace(spanEnd, (m) => `${m} process.reallyExit(0);`),
  );
  try {
    const before = instructions(start);
    const after = instructions(end);
    console.log(`${cli}: ${(after - before).toLocaleString('en')} instructions in the span (${before.toLocaleString('en')} before it)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Compares judge CLI builds on the same input files, as fresh processes, interleaved:
//
//   node scripts/bench/compareBuilds.mjs [--runs N] [--cpu-clock] FILE... -- NAME=CLI_JS NAME=CLI_JS...
//
// e.g. `npm run bench -- --suite tempter-7x7` (which writes .bench/tempter-7x7.tempter), an old
// commit built in another checkout, then
//   node scripts/bench/compareBuilds.mjs --runs 15 .bench/tempter-7x7.tempter -- old=../old/dist/cli.js new=dist/cli.js
//
// Each round runs every build once on a file (the order rotates and reverses from round to
// round, so no build always runs first or last), each through measure.cjs with --stats.
// Prints per file and build the medians of --stats `solveMs` and of the whole process's CPU
// ms (user + system), the load average over the runs, and how many different stdouts and
// stderrs (the stats line left out) the runs printed: 1 and 1 when every build agrees.
//
// --cpu-clock: runs a copy of each bundle (in the temporary folder) whose performance.now()
// reads the process's CPU time instead, so `solveMs` is CPU ms spent in the timed span: on a
// machine shared with other work, wall time in a process mostly measures the others.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const measurePath = join(dirname(fileURLToPath(import.meta.url)), 'measure.cjs');
const args = process.argv.slice(2);
const split = args.indexOf('--');
if (split < 0) fail('name the builds after --: NAME=CLI_JS ...');
let runs = 15;
let cpuClock = false;
const files = [];
const before = args.slice(0, split);
for (let k = 0; k < before.length; k++) {
  const arg = before[k];
  if (arg === '--runs') runs = Number(before[++k]);
  else if (arg === '--cpu-clock') cpuClock = true;
  else files.push(arg);
}
if (!Number.isInteger(runs) || runs < 1) fail('--runs wants a positive integer');
const builds = args.slice(split + 1).map((spec) => {
  const at = spec.indexOf('=');
  if (at <= 0) fail(`'${spec}' is not NAME=CLI_JS`);
  return { name: spec.slice(0, at), cli: spec.slice(at + 1) };
});
if (files.length === 0 || builds.length === 0) fail('give at least one file and one build');

if (cpuClock) {
  const dir = mkdtempSync(join(tmpdir(), 'compare-builds-'));
  for (const build of builds) {
    const source = readFileSync(build.cli, 'utf8');
    const clock = 'var __cpuClock = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };';
    // After a leading "use strict", which must stay the first statement.
    const body = source.replaceAll('performance.now()', '__cpuClock()');
    const copy = body.startsWith('"use strict";') ? body.replace('"use strict";', `"use strict";${clock}`) : `${clock}\n${body}`;
    build.cli = join(dir, `${build.name}-${basename(build.cli)}`);
    writeFileSync(build.cli, copy);
  }
}

function fail(message) {
  process.stderr.write(`compareBuilds: ${message}\n`);
  process.exit(2);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function runOnce(cli, file) {
  const format = extname(file).slice(1);
  const child = spawnSync(process.execPath, [measurePath, cli, file, '--format', format, '--stats'], {
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (child.error) throw child.error;
  const usage = JSON.parse(String(child.output[3] ?? '').trim() || '{}');
  const lines = child.stderr.split('\n');
  const statsLine = lines.findLast((line) => line.startsWith('{'));
  return {
    cpuMs: usage.cpuMs,
    solveMs: statsLine ? JSON.parse(statsLine).solveMs : NaN,
    stdout: child.stdout,
    stderr: lines.filter((line) => line !== statsLine).join('\n'),
  };
}

const loads = [];
for (const file of files) {
  const seen = new Map(builds.map((b) => [b.name, { cpuMs: [], solveMs: [] }]));
  const stdouts = new Set();
  const stderrs = new Set();
  for (let round = 0; round < runs; round++) {
    loads.push(loadavg()[0]);
    const order = builds.map((_, k) => builds[(k + round) % builds.length]);
    if (round % 2 === 1) order.reverse();
    for (const build of order) {
      const run = runOnce(build.cli, file);
      seen.get(build.name).cpuMs.push(run.cpuMs);
      seen.get(build.name).solveMs.push(run.solveMs);
      stdouts.add(run.stdout);
      stderrs.add(run.stderr);
    }
  }
  const figures = builds.map((b) => {
    const { cpuMs, solveMs } = seen.get(b.name);
    return `${b.name}: solveMs ${median(solveMs).toFixed(1)}, CPU ${median(cpuMs).toFixed(0)} ms`;
  });
  console.log(`${basename(file)} (${runs} runs each${cpuClock ? ', CPU clock' : ''}): ${figures.join(' | ')} | stdouts ${stdouts.size}, stderrs ${stderrs.size}`);
}
console.log(`load average (1 min) during the runs: ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)}`);

// Two builds of the CLI side by side on the same suite files: `npm run bench -- --against DIR`
// (scripts/bench.mjs writes the suites and calls compareBuilds), where DIR is another checkout
// built with `node scripts/build.mjs` (its dist/cli.js is what runs).
//
// Each run is one fresh CLI process through scripts/bench/measure.cjs (the whole process's
// CPU from getrusage, in µs steps), with --stats for the CLI's own solveMs. The builds are
// interleaved A B B A … so drift in the machine's speed falls on both alike; the figures are
// medians. Every run's stdout must equal the first run's of the other build byte for byte,
// and its stats the same counts (cases, skipped, states expanded), else the comparison fails.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const measurePath = join(dirname(fileURLToPath(import.meta.url)), 'measure.cjs');

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** One CLI process: its stdout, the --stats line, and the process's CPU ms. */
function runOnce(cliPath, file, format) {
  const child = spawnSync(process.execPath, [measurePath, cliPath, file, '--format', format, '--stats'], {
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    maxBuffer: 1 << 28,
    encoding: 'utf8',
  });
  if (child.error) throw child.error;
  const usage = JSON.parse(String(child.output[3] ?? '').trim() || '{}');
  const statsLine = child.stderr
    .split('\n')
    .reverse()
    .find((line) => line.startsWith('{'));
  const stats = statsLine ? JSON.parse(statsLine) : {};
  return { status: child.status, stdout: child.stdout, stats, cpuMs: usage.cpuMs ?? NaN, solveMs: stats.solveMs ?? NaN };
}

/**
 * --cpu-clock: a copy of the bundle (in a temporary folder) whose performance.now() reads the
 * process's CPU time, so `solveMs` is the CPU spent in the timed span: on a machine shared
 * with other work, wall time inside a process mostly measures the others. The plain CLI run
 * loads nothing else from its dist folder, so the copy runs on its own.
 */
function cpuClockCopy(cli, name) {
  const source = readFileSync(cli, 'utf8');
  const clock = 'var __cpuClock = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };';
  const body = source.replaceAll('performance.now()', '__cpuClock()');
  // After a leading "use strict", which must stay the first statement.
  const copy = body.startsWith('"use strict";') ? body.replace('"use strict";', `"use strict";${clock}`) : `${clock}\n${body}`;
  const file = join(mkdtempSync(join(tmpdir(), 'bench-compare-')), `${name}-cli.js`);
  writeFileSync(file, copy);
  return file;
}

/** What must not differ between the builds: the exit status, the answers and the counts. */
function fingerprint(run) {
  const { cases, skipped, expanded } = run.stats;
  return JSON.stringify({ status: run.status, stdout: run.stdout, cases, skipped, expanded });
}

/**
 * Compares the CLI at `baseCli` (A) with `ourCli` (B) on each { name, format, file }, `runs`
 * runs of each build per file. Returns one row per file: medians, changes, and the loads.
 */
export function compareBuilds({ baseCli, ourCli, files, runs, cpuClock = false, log = () => {} }) {
  if (!cpuClock) return compareRuns({ baseCli, ourCli, files, runs, log });
  const copies = [cpuClockCopy(baseCli, 'base'), cpuClockCopy(ourCli, 'ours')];
  try {
    return compareRuns({ baseCli: copies[0], ourCli: copies[1], files, runs, log });
  } finally {
    for (const copy of copies) rmSync(dirname(copy), { recursive: true, force: true });
  }
}

function compareRuns({ baseCli, ourCli, files, runs, log }) {
  const rows = [];
  for (const { name, format, file } of files) {
    log(`${name} ...`);
    // Warm the file cache and check the answers once before timing.
    const firstBase = runOnce(baseCli, file, format);
    const firstOurs = runOnce(ourCli, file, format);
    const expected = fingerprint(firstBase);
    if (fingerprint(firstOurs) !== expected) throw new Error(`${name}: the two builds answer differently (stdout, exit status or counts)`);
    const loadBefore = loadavg()[0];
    const samples = { base: { cpu: [], solve: [] }, ours: { cpu: [], solve: [] } };
    for (let k = 0; k < runs; k++) {
      const order = k % 2 === 0 ? ['base', 'ours'] : ['ours', 'base'];
      for (const which of order) {
        const run = runOnce(which === 'base' ? baseCli : ourCli, file, format);
        if (fingerprint(run) !== expected) throw new Error(`${name}: run ${k + 1} of ${which} answered differently`);
        samples[which].cpu.push(run.cpuMs);
        samples[which].solve.push(run.solveMs);
      }
    }
    const row = {
      suite: name,
      runs,
      solveMs: { base: median(samples.base.solve), ours: median(samples.ours.solve) },
      cpuMs: { base: median(samples.base.cpu), ours: median(samples.ours.cpu) },
      expanded: firstBase.stats.expanded ?? null,
      load: [loadBefore, loadavg()[0]],
    };
    rows.push(row);
  }
  return rows;
}

const change = (base, ours) => (base > 0 ? `${ours >= base ? '+' : ''}${Math.round(((ours - base) / base) * 100)} %` : '—');

/** The rows as a text table: solveMs and process CPU, each build's median and the change. */
export function compareTable(rows) {
  const headers = ['suite', 'solveMs base', 'ours', 'change', 'CPU ms base', 'ours', 'change', 'load'];
  const cells = rows.map((r) => [
    r.suite,
    r.solveMs.base.toFixed(2),
    r.solveMs.ours.toFixed(2),
    change(r.solveMs.base, r.solveMs.ours),
    r.cpuMs.base.toFixed(1),
    r.cpuMs.ours.toFixed(1),
    change(r.cpuMs.base, r.cpuMs.ours),
    r.load.map((l) => l.toFixed(2)).join('–'),
  ]);
  const widths = headers.map((h, k) => Math.max(h.length, ...cells.map((c) => c[k].length)));
  const line = (c) => c.map((v, k) => (k === 0 ? v.padEnd(widths[k]) : v.padStart(widths[k]))).join('  ');
  return [line(headers), widths.map((w) => '─'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

'use strict';
// The reference C++'s CPU per case beside our warm worker's, for `npm run bench`'s warm section
// (measureWarm in scripts/bench.mjs). CommonJS so the unit tests can load it.
//
// Each C++ run is one whole process, its CPU read by scripts/bench/childCpu.cpp (wait4's rusage
// of that one child, in microseconds), net of a run of the same binary on `0 0 0` made beside
// it. The C++ runs are interleaved with our warm passes, round by round, so both are measured
// at the same moments of the machine, and the ratio reported is the median (with quartiles) of
// each round's own ratio, as scripts/bench/pairs.mjs does for two CLIs.
const { spawnSync } = require('node:child_process');
const { existsSync, statSync } = require('node:fs');
const { join } = require('node:path');

const SOURCE = join(__dirname, 'childCpu.cpp');

/**
 * The wrapper, compiled with g++ into `dir` when it is missing or older than its source;
 * undefined when g++ cannot build it (the caller says the C++'s CPU is not measured).
 */
function childCpuProgram(dir) {
  const program = join(dir, 'childCpu');
  if (existsSync(program) && statSync(program).mtimeMs >= statSync(SOURCE).mtimeMs) return program;
  const build = spawnSync('g++', ['-O2', '-o', program, SOURCE], { encoding: 'utf8' });
  return build.status === 0 ? program : undefined;
}

/** One run of `command` (a program and its arguments) on `input` as stdin: its CPU in ms and its exit status. */
function childCpu(wrapper, input, command) {
  const run = spawnSync(wrapper, [input, ...command], { encoding: 'utf8', timeout: 120_000 });
  const fields = String(run.stdout).trim().split(' ').map(Number);
  if (run.status !== 0 || fields.length !== 3 || fields.some((n) => !Number.isInteger(n)))
    throw new Error(`childCpu ${command.join(' ')} < ${input}: ${run.error?.message ?? (run.stderr || run.stdout)}`);
  return { cpuMs: (fields[0] + fields[1]) / 1000, status: fields[2] };
}

/** The value at quantile q of `values`: the sorted list's element at floor((n − 1) q). */
function quantile(values, q) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) * q)];
}

/**
 * Round k's ratio theirs[k] ÷ ours[k], summed up: the median and quartiles of those ratios
 * (each round's two figures come from the same moment, so the machine's drift between rounds
 * leaves them alone), and how many rounds.
 */
function pairedRatios(theirs, ours) {
  if (theirs.length !== ours.length) throw new Error(`pairedRatios: ${theirs.length} against ${ours.length} rounds`);
  const ratios = theirs.map((t, k) => t / ours[k]);
  return { median: quantile(ratios, 0.5), low: quantile(ratios, 0.25), high: quantile(ratios, 0.75), rounds: ratios.length };
}

module.exports = { childCpuProgram, childCpu, quantile, pairedRatios };

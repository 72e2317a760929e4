// The judge's cost on a flood of wrong output (issue 25, item 7): judgeRun on a 63 MB stdout of
// short wrong lines (under the 64 MiB cap), in a fresh process so the memory figure is its own.
// Prints one JSON line: judgeMs, the judge's memory beyond the output buffer (peak RSS growth
// while judging, in MB) and the verdict's reason.
//
//   node scripts/bench/bigOutput.mjs [ROOT [short|blank|long]]   (ROOT: a checkout with a test build in out/)
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? '.');
const require = createRequire(import.meta.url);
const { judgeRun } = require(join(root, 'out', 'src', 'judge', 'verdict.js'));

const MB = 1024 * 1024;
// short: 'Case 1: 7' lines (wrong from the first); blank: three right answers, then blank lines;
// long: one line of 63 MB.
const shape = process.argv[3] ?? 'short';
const line = Buffer.from(shape === 'blank' ? ' \n' : shape === 'long' ? 'x' : 'Case 1: 7\n');
const size = Math.floor((63 * MB) / line.length) * line.length;
const stdout = Buffer.alloc(size);
for (let at = 0; at < stdout.length; at += line.length) line.copy(stdout, at);
if (shape === 'blank') Buffer.from('Case 1: 9\nCase 2: 9\nCase 3: 9\n').copy(stdout);
const expected = [];
for (let k = 1; k <= 3; k++) expected.push({ caseNumber: k, headerOffset: 0, answer: '9' });
const run = {
  stop: 'exited',
  exitCode: 0,
  signalName: null,
  stdout,
  stderr: Buffer.alloc(0),
  wallMs: 1,
  cpuMs: 1,
  cpuSource: 'proc',
  inputRefused: false,
  idleMsAtEnd: 0,
};

// RSS is sampled while judging too: the peak of maxRSS is the process's whole life, so the
// growth past the RSS before judging is the judge's own.
const before = process.memoryUsage().rss;
const peakBefore = process.resourceUsage().maxRSS * 1024;
const started = performance.now();
const judged = judgeRun('holedox', expected, run, 5000);
const judgeMs = performance.now() - started;
const peak = process.resourceUsage().maxRSS * 1024;
console.log(
  JSON.stringify({
    shape,
    outputMb: stdout.length / MB,
    judgeMs: Math.round(judgeMs),
    judgeMemoryMb: Math.round((Math.max(peak, peakBefore) - before) / MB),
    verdict: judged.verdict,
    reason: judged.reason,
  }),
);

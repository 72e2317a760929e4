// Fresh CLI processes of several builds on one file, interleaved in the same moment, for the
// small in-process differences a round of the bench cannot show (the cutoff suite's 1 ms span):
//
//   node scripts/bench/pairs.mjs RUNS FILE BASE_CLI OTHER_CLI... [-- NODE_FLAGS...]
//
// Each round runs every build once, the order rotating; each run is `node CLI FILE --format F
// --stats` and its `solveMs` is read from the stats line. Printed per build: the median, the
// minimum and the 10th percentile of solveMs, and the median and quartiles of each run's ratio
// to the first build's run of the same round (the pair ratio, which drift of the machine's
// speed affects least). Every run's stdout must equal the first build's first stdout.
import { spawnSync } from 'node:child_process';

const argv = process.argv.slice(2);
const dash = argv.indexOf('--');
const nodeFlags = dash >= 0 ? argv.slice(dash + 1) : [];
const [runsText, file, ...clis] = dash >= 0 ? argv.slice(0, dash) : argv;
const runs = Number(runsText);
if (!(runs > 0) || !file || clis.length < 1) {
  console.error('usage: node scripts/bench/pairs.mjs RUNS FILE BASE_CLI OTHER_CLI... [-- NODE_FLAGS...]');
  process.exit(2);
}
const format = file.endsWith('.tempter') ? 'tempter' : 'holedox';
let expected;

function run(cli) {
  const child = spawnSync(process.execPath, [...nodeFlags, cli, file, '--format', format, '--stats'], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  expected ??= child.stdout;
  if (child.stdout !== expected) throw new Error(`${cli} answered differently`);
  const stats = child.stderr
    .split('\n')
    .reverse()
    .find((line) => line.startsWith('{'));
  if (stats === undefined) throw new Error(`${cli} printed no stats: ${child.stderr}`);
  return JSON.parse(stats).solveMs;
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
};
const times = clis.map(() => []);
const ratios = clis.map(() => []);
for (let round = 0; round < runs; round++) {
  const got = [];
  for (let j = 0; j < clis.length; j++) {
    const i = (j + round) % clis.length;
    got[i] = run(clis[i]);
  }
  got.forEach((ms, i) => {
    times[i].push(ms);
    ratios[i].push(ms / got[0]);
  });
}
console.log(`${runs} rounds, ${file}${nodeFlags.length ? `, node ${nodeFlags.join(' ')}` : ''}`);
clis.forEach((cli, i) => {
  const t = times[i];
  const r = ratios[i];
  console.log(
    `${cli}: solveMs median ${quantile(t, 0.5).toFixed(3)}, min ${Math.min(...t).toFixed(3)}, 10th pct ${quantile(t, 0.1).toFixed(3)}` +
      (i === 0
        ? ''
        : `; ratio to the first: median ${quantile(r, 0.5).toFixed(3)} (quartiles ${quantile(r, 0.25).toFixed(3)}–${quantile(r, 0.75).toFixed(3)})`),
  );
});

// Hunts hard near-Hamiltonian Tempter cases past the judge's size, the way the bench's
// tempter-10x10 and tempter-12x12 suites are made (generate.mjs, tempterNearFull), with
// more cases and other seeds:
//
//   node scripts/build.mjs && node scripts/bench/tempterHunt.mjs [--open] SIDE COUNT SEED...
//
// e.g. `10 300 0xa11 0xa12`; --open: no walls (as the tempter-16x16-open suite). Each case
// is solved in this process with solveTempter's defaults (the wide search's node budget
// included), timed in user + system CPU. Prints per seed the median, the slowest case (its
// number, 1-based, answer and nodes), the slowest answered one, the cases over 2 s and those
// stopped by the budget, then the slowest case's text. The first case of a run also pays
// for compiling the search.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempterNearFull } from './generate.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { solveTempter } = createRequire(import.meta.url)(join(root, 'out', 'src', 'core', 'formats', 'tempter', 'index.js'));

const args = process.argv.slice(2);
const open = args[0] === '--open';
const [side, count, ...seeds] = args.slice(open ? 1 : 0).map((arg) => Number(arg));
if (!Number.isInteger(side) || !Number.isInteger(count) || seeds.length === 0 || seeds.some((s) => !Number.isInteger(s))) {
  process.stderr.write('usage: node scripts/bench/tempterHunt.mjs [--open] SIDE COUNT SEED...\n');
  process.exit(2);
}

/** The cases of a generated file: rows, cols, time and grid each. */
function casesOf(text) {
  const lines = text.split('\n');
  const cases = [];
  for (let at = 0; ;) {
    const [rows, cols, time] = (lines[at++] ?? '0 0 0').split(' ').map(Number);
    if (rows === 0) return cases;
    cases.push({ rows, cols, time, grid: lines.slice(at, at + rows) });
    at += rows;
  }
}

for (const seed of seeds) {
  const times = [];
  let worst;
  let slowestAnswered = 0;
  let over2s = 0;
  let limits = 0;
  casesOf(tempterNearFull(side, count, seed, open ? 0 : 3)).forEach((p, k) => {
    const before = process.cpuUsage();
    const result = solveTempter(p);
    const used = process.cpuUsage(before);
    const ms = (used.user + used.system) / 1000;
    times.push(ms);
    if (ms >= 2000) over2s++;
    if (result.status === 'limit') limits++;
    else if (ms > slowestAnswered) slowestAnswered = ms;
    if (!worst || ms > worst.ms) worst = { number: k + 1, ms, status: result.status, expanded: result.expanded, p };
  });
  times.sort((a, b) => a - b);
  const median = times[times.length >> 1] ?? 0;
  console.log(
    `${side}x${side} seed 0x${seed.toString(16)}: ${times.length} cases, median ${median.toFixed(1)} ms, ` +
      `slowest #${worst.number} ${worst.ms.toFixed(0)} ms (${worst.status}, ${worst.expanded} nodes), slowest answered ${slowestAnswered.toFixed(0)} ms, ` +
      `over 2 s: ${over2s}, budget reached: ${limits}`,
  );
  console.log(`  ${worst.p.rows} ${worst.p.cols} ${worst.p.time} | ${worst.p.grid.join(' ')}`);
}

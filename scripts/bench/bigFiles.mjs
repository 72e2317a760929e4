// Peak memory and time of the CLI on big files (issue 12: a file the fast lane declines must
// not need more than a few times its size). Generates the files into .bench/big/ from a
// pool of seeded cases, runs `node bin/holedox.js` on each under `/usr/bin/time -v`, checks
// the answer count, and prints one line per file. Figures go to docs/performance.md.
//
//   npm run build && node scripts/bench/bigFiles.mjs [--mb 50] [--tempter-mb 80]
import { spawnSync } from 'node:child_process';
import { mkdirSync, openSync, writeSync, closeSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const { generateCase } = require('../../out/src/core/generate.js');
const { mulberry32 } = require('../../out/src/core/randomCases.js');

const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const MB = arg('--mb', 50);
const TEMPTER_MB = arg('--tempter-mb', 80);
const dir = join('.bench', 'big');
mkdirSync(dir, { recursive: true });

function pool(format, count, seed) {
  const random = mulberry32(seed);
  const pick = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));
  const cases = [];
  for (let k = 0; k < count; k++) {
    const caseSeed = Math.floor(random() * 0xffff_ffff);
    if (format === 'holedox') {
      const rows = pick(3, 12);
      const cols = pick(3, 12);
      cases.push(generateCase({ format, rows, cols, length: pick(2, 8), density: random() * 0.3, seed: caseSeed }));
    } else {
      const rows = pick(2, 6);
      const cols = pick(2, 6);
      cases.push(generateCase({ format, rows, cols, time: pick(1, rows * cols), density: random() * 0.3, seed: caseSeed }));
    }
  }
  return cases;
}

/** A file of about `mb` MB of cases, `tail` before the terminator. */
function writeFile(name, format, mb, tail) {
  const path = join(dir, name);
  const cases = pool(format, 2000, format === 'holedox' ? 12 : 13);
  const fd = openSync(path, 'w');
  let size = 0;
  let count = 0;
  let block = '';
  while (size < mb * 1e6) {
    block += `${cases[count % cases.length]}\n`;
    count++;
    if (block.length > 1 << 20) {
      size += writeSync(fd, block);
      block = '';
    }
  }
  writeSync(fd, `${block}${tail}0 0 0\n`);
  closeSync(fd);
  return { path, count };
}

function measure(path, count) {
  const run = spawnSync('/usr/bin/time', ['-v', process.execPath, 'bin/holedox.js', path], { encoding: 'utf8', maxBuffer: 1 << 30 });
  const rssKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr)?.[1]);
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)/.exec(run.stderr)?.[1];
  const answers = run.stdout.split('\n').length - 1;
  const bytes = statSync(path).size;
  const line = `${path}: ${(bytes / 1e6).toFixed(1)} MB, ${count} cases, exit ${run.status}, ${answers} answers, peak RSS ${(rssKb / 1024).toFixed(0)} MiB (${((rssKb * 1024) / bytes).toFixed(2)}× the file), wall ${wall}`;
  console.log(line);
  if (answers !== count) console.log(`  ! expected ${count} answers`);
}

for (const [name, format, mb, tail] of [
  ['clean.holedox', 'holedox', MB, ''],
  ['junk-at-end.holedox', 'holedox', MB, 'junk\n'],
  ['clean.tempter', 'tempter', MB, ''],
  ['junk-at-end.tempter', 'tempter', MB, 'junk\n'],
  ['big.tempter', 'tempter', TEMPTER_MB, 'junk\n'],
]) {
  const { path, count } = writeFile(name, format, mb, tail);
  measure(path, count);
}

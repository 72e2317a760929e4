'use strict';
// Times every case of one input file on its own, in a fresh process like the CLI's:
//
//   node scripts/bench/percase.cjs OUT_DIR FILE FORMAT
//
// OUT_DIR is the per-file transpiled tree from scripts/build.mjs (out/). Prints one JSON
// line: {lane, parseMs, cases, maxMs, maxCase, p50Ms, over100} — the slowest case decides
// whether a per-case goal (e.g. every 7×7 Tempter case under 100 ms) is met. parseMs is one
// cold read of the whole file the way the CLI reads it: lane 'clean' when the fast lane
// (readCleanFile) takes it, else 'full' for parsePuzzle (tokens and every check).
const fs = require('node:fs');
const path = require('node:path');

const [outDir, file, format] = process.argv.slice(2);
const { parsePuzzle } = require(path.resolve(outDir, 'src/core/puzzleFile.js'));
const { readCleanFile } = require(path.resolve(outDir, 'src/core/fastLane.js'));
// src/core/answers.js, src/core/verdicts.js in a build from before that file had its name.
const answers = path.resolve(outDir, 'src/core/answers.js');
const { solveCase } = require(fs.existsSync(answers) ? answers : path.resolve(outDir, 'src/core/verdicts.js'));

const bytes = fs.readFileSync(file);
const cleanStarted = performance.now();
const clean = readCleanFile(bytes, format);
const cleanMs = performance.now() - cleanStarted;
const text = bytes.toString('utf8');
const parseStarted = performance.now();
const document = parsePuzzle(text, format);
const parseMs = clean === undefined ? performance.now() - parseStarted : cleanMs;
const lane = clean === undefined ? 'full' : 'clean';
const times = [];
let maxMs = 0;
let maxCase = 0;
for (const c of document.cases) {
  const started = performance.now();
  solveCase(c);
  const ms = performance.now() - started;
  times.push(ms);
  if (ms > maxMs) {
    maxMs = ms;
    maxCase = c.number;
  }
}
times.sort((a, b) => a - b);
const p50Ms = times.length > 0 ? times[Math.floor(times.length / 2)] : 0;
const over100 = times.filter((t) => t >= 100).length;
process.stdout.write(`${JSON.stringify({ lane, parseMs, cases: times.length, maxMs, maxCase, p50Ms, over100 })}\n`);

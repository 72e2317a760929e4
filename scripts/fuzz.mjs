// The long run of issue 12's fuzzers (npm test runs a short one: test/unit/core/fuzz.test.ts).
//
//   npm run fuzz -- [--seed N] [--iterations N] [--cli N]
//
// In process: `iterations` inputs from consecutive seeds (random bytes, or a valid file with
// one case mutated), each parsed whole and streamed through small windows. Then `cli` of them
// through `node bin/holedox.js` as whole processes. Prints the figures and the first failures;
// exit 1 when anything crashed, the lanes disagreed or a case before a mutation was lost.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { fuzzInput, fuzzOnce, newFigures } = require('../out/test/unit/helpers/fuzz.js');
const { wholeText } = require('../out/test/unit/helpers/lanes.js');

const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const seed = arg('--seed', 1);
const iterations = arg('--iterations', 20000);
const cliRuns = arg('--cli', 200);

const started = Date.now();
const figures = newFigures();
for (let k = 0; k < iterations; k++) {
  fuzzOnce(seed + k, figures);
  if ((k + 1) % 5000 === 0) console.error(`… ${k + 1} inputs, ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const cli = { runs: 0, badExits: 0, stackTraces: 0, wrongAnswers: 0 };
for (let k = 0; k < cliRuns; k++) {
  const input = fuzzInput(seed + iterations + k);
  const format = input.kind === 'mutation' ? input.format : undefined;
  const r = spawnSync(process.execPath, ['bin/holedox.js', ...(format ? ['--format', format] : []), '-'], {
    input: input.text,
    encoding: 'utf8',
  });
  const failure = (what) => figures.failures.push(`cli seed ${seed + iterations + k}: ${what}`);
  cli.runs++;
  if (![0, 1, 2].includes(r.status)) {
    cli.badExits++;
    failure(`exit ${r.status}`);
  }
  if (/\n\s+at |internal error/.test(r.stderr)) {
    cli.stackTraces++;
    failure(r.stderr.slice(0, 300));
  }
  if (r.status !== 2 && r.stdout !== wholeText(input.text.replace(/^\uFEFF/, ''), format).stdout) {
    cli.wrongAnswers++;
    failure('answers differ from the in-process parse');
  }
}

const { failures, ...counts } = figures;
console.log(JSON.stringify({ seed, ...counts, cli, seconds: Math.round((Date.now() - started) / 1000) }, null, 2));
for (const failure of failures.slice(0, 10)) console.log(failure);
const bad = figures.crashes + figures.laneMismatches + figures.earlierCasesLost + cli.badExits + cli.stackTraces + cli.wrongAnswers;
process.exitCode = bad > 0 ? 1 : 0;

// Two builds' solve workers side by side on one suite's file, as `npm run bench`'s warm
// section runs one (see measureWarm in scripts/bench.mjs): after a warm-up pass each, passes
// alternate A B B A…, each from postMessage until this thread has read the verdicts, and the
// median CPU of the whole process per case is printed for each build. Interleaving in one
// process is what makes a difference of a few percent visible on a busy machine.
//
//   node scripts/bench/warmAgainst.mjs BASE_DIR [suite] [rounds] [file|jobs]
//
// BASE_DIR: another checkout, built; this checkout is B. suite: a file of .bench (made by
// `npm run bench` first), default tempter-judge. jobs: the file sent as each build's verdict
// service sends a job of all its cases (see requestOf; the text is made before timing).
// The verdicts of both builds are compared field by field first.
import { Worker } from 'node:worker_threads';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const [base, suite = 'tempter-judge', roundsArg = '300', mode = 'file'] = process.argv.slice(2);
if (!base) {
  console.error('usage: node scripts/bench/warmAgainst.mjs BASE_DIR [suite] [rounds] [file|jobs]');
  process.exit(2);
}
const rounds = Number(roundsArg);
const format = suite.startsWith('holedox') ? 'holedox' : 'tempter';
const text = readFileSync(join(root, '.bench', `${suite}.${format}`), 'utf8');
const require = createRequire(import.meta.url);
const { parsePuzzle } = require(join(root, 'out', 'src', 'core', 'puzzleFile.js'));
const cases = parsePuzzle(text, format).cases;
// The answer engine's module `name` in a build: src/answers/; src/verdicts/ in a build from
// before the folder had that name (its files then named verdict*, not answer*), src/extension/
// in one from before the engine had its folder.
const engineModule = (dir, name) => {
  const module = join(dir, 'out', 'src', 'answers', name);
  if (existsSync(module)) return module;
  const older = name.replace(/^answer/, 'verdict');
  const before = join(dir, 'out', 'src', 'verdicts', older);
  return existsSync(before) ? before : join(dir, 'out', 'src', 'extension', older);
};
// readAnswers, called readVerdicts in a build from before the rename.
const readAnswersOf = (dir) => {
  const module = require(engineModule(dir, 'answerWire.js'));
  return module.readAnswers ?? module.readVerdicts;
};
// Each build gets the job its own service sends (src/answers/jobText.ts); a build from before
// that module, each case's text with blank lines between and the cases' numbers.
const requestOf = (dir) => {
  if (mode !== 'jobs') return { text };
  const module = engineModule(dir, 'jobText.js');
  if (!existsSync(module))
    return {
      text: `${cases.map((c) => text.slice(c.range.start, c.range.end)).join('\n\n')}\n\n0 0 0\n`,
      numbers: cases.map((c) => c.number),
    };
  const { text: jobFile, numbers, firstNumber } = require(module).jobText(text, cases);
  return { text: jobFile, ...(numbers === undefined ? {} : { numbers }), ...(firstNumber === undefined ? {} : { firstNumber }) };
};

function build(dir) {
  const readAnswers = readAnswersOf(dir);
  const worker = new Worker(join(dir, 'dist', 'solveWorker.js'));
  const request = requestOf(dir);
  let id = 0;
  const once = () =>
    new Promise((done, fail) => {
      const mine = ++id;
      const before = process.cpuUsage();
      const onMessage = (m) => {
        if (m?.id !== mine || m.type === 'progress') return;
        worker.off('message', onMessage);
        if (m.type !== 'done') return fail(new Error(m.message));
        const verdicts = readAnswers(m.verdicts);
        const cpu = process.cpuUsage(before);
        done({ cpu: cpu.user + cpu.system, verdicts });
      };
      worker.on('message', onMessage);
      worker.postMessage({ id: mine, format, ...request });
    });
  return { worker, once, cpu: [] };
}

const a = build(resolve(base));
const b = build(root);
const first = [await a.once(), await b.once()];
// A build from before answerSummary words the summary when reading; later ones keep what it names.
const shown = (v) =>
  JSON.stringify(v, (key, x) => (key === 'summary' || key === 'named' ? undefined : x instanceof Uint8Array ? [...x] : x));
if (shown(first[0].verdicts) !== shown(first[1].verdicts)) throw new Error('the two builds give different verdicts');
const count = first[0].verdicts.length;
for (let k = 0; k < rounds; k++) for (const w of k % 2 === 0 ? [a, b] : [b, a]) w.cpu.push((await w.once()).cpu);
const at = (values, q) => [...values].sort((x, y) => x - y)[Math.floor((values.length - 1) * q)];
for (const [name, w] of [
  ['A (base)', a],
  ['B (this)', b],
]) {
  console.log(
    `${name}: CPU µs a case, median ${(at(w.cpu, 0.5) / count).toFixed(3)} (quartiles ${(at(w.cpu, 0.25) / count).toFixed(3)}–${(at(w.cpu, 0.75) / count).toFixed(3)})`,
  );
}
console.log(`B ÷ A: ${(at(b.cpu, 0.5) / at(a.cpu, 0.5)).toFixed(3)} (${suite}, ${mode}, ${rounds} rounds of A and B, ${count} cases)`);
await a.worker.terminate();
await b.worker.terminate();

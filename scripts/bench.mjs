// Benchmark: `npm run bench` (node scripts/bench.mjs).
//
// Generates seeded test suites into .bench/ and runs the judge CLI on each one as a whole
// process (9 runs), against the Node start-up cost (the CLI on a file holding just `0 0 0`).
// Per suite it reports: cases, wall ms (median), start-up ms (median of 10), net ms (the
// median over runs of wall − a start-up run made just before it), the solver's own ms and
// states expanded (from --stats), states per second of solver time, peak memory (see
// bench/measure.cjs for how), the cold read time and the slowest single case (both timed
// in a separate fresh process). More sections: the live checks of a 1 MB Holedox file
// (parseHoledox per pass, median of 10 after warm-up), the latency of cancelling a
// long search in the solve worker (worker.terminate()), and `warm`: each suite solved in
// one long-lived solve worker as the editor runs it (one warm-up pass of the file, then
// the median of 15 timed passes, until the host holds the verdicts it read from the worker's
// columns), per case, the file in one request and in the editor's jobs (sized by time, as the answer service sizes them), beside
// the reference C++ per case when --cpp points at it; and `editor`: big files in a real VS Code (code-server and chromium, see
// bench/editor.mjs): typing latency beside a .txt of the same text, inline answers, squiggles,
// paging, the extension host's memory and its event loop while typing. Only `--suite editor`
// runs it (it takes minutes and needs the code-server install the integration tests use).
//
// Options:
//   --quick         smaller suites (about a fifth), fewer start-up runs, one cancel trial
//   --suite NAME    run only NAME (repeatable, or comma-separated); names: the suites below,
//                   plus `live` (1 MB parse), `cancel` (worker cancellation), `warm`, `stress` (the judge's
//                   stress test against the program alone), `jobs` (stress cases/s at 1 job and at the
//                   default), `output` (judging 63 MB of wrong output), `shrink` (a judge-size counterexample),
//                   `hunt` (the time a plain stress test takes to find each planted slow program)
//                   and `editor` (the extension in a real VS Code on big files; only when named)
//   --runs N        timed runs per suite (default 9)
//   --json          print the results as JSON on stdout instead of tables
//   --no-build      skip `node scripts/build.mjs` (it runs first by default, so the
//                   figures are for the current sources)
//   --list          print the suite names and exit
//   --cpp DIR       compare the warm figures with the statements' C++ solutions, compiled
//                   by hand into DIR/holedox and DIR/tempter (not part of this repository);
//                   each runs on each suite as a whole process (median of 3, net of its
//                   start-up on '0 0 0'), and a run over 20 s is cut off and shown as such;
//                   its CPU is read per process (scripts/bench/childCpu.cpp, built with g++)
//                   in rounds interleaved with our warm passes, and the CPU ratios are the
//                   median and quartiles of the rounds' own ratios (scripts/bench/cppCpu.cjs)
//   --against DIR   instead of the sections above: this build's CLI beside DIR's (another
//                   checkout, built with scripts/build.mjs) on the named suites (default: all
//                   suite files) and `0 0 0`, interleaved, --runs each, medians of solveMs and
//                   of the process's CPU, answers compared byte for byte (bench/compare.mjs)
//   --cpu-clock     with --against: time solveMs on the process's CPU clock, not the wall
//                   clock (for a machine shared with other work)
//
// Our outputs are kept in .bench/NAME.out, next to the inputs .bench/NAME.holedox|.tempter,
// for cross-checking against other solvers (--quick ones in .bench/quick/).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** scripts/bench/judge.mjs: the stress and shrink figures. */
const judgeBench = await import('./bench/judge.mjs');
const { childCpuProgram, childCpu, pairedRatios } = createRequire(import.meta.url)('./bench/cppCpu.cjs');
/** scripts/bench/generate.mjs, imported once the build it reads from exists. */
let gen;
let benchDir = join(root, '.bench');
const cliPath = join(root, 'dist', 'cli.js');
const workerPath = join(root, 'dist', 'solveWorker.js');
const outDir = join(root, 'out');
const measurePath = join(root, 'scripts', 'bench', 'measure.cjs');
const perCasePath = join(root, 'scripts', 'bench', 'percase.cjs');

/** Each suite: a name, the format, the full and --quick case counts, and its generator. */
const SUITES = [
  { name: 'holedox-open', format: 'holedox', count: 200, quick: 40, make: (n) => gen.holedoxOpen(n) },
  { name: 'holedox-cutoff', format: 'holedox', count: 100, quick: 20, make: (n) => gen.holedoxCutoff(n) },
  { name: 'holedox-random', format: 'holedox', count: 500, quick: 100, make: (n) => gen.holedoxRandom(n) },
  { name: 'holedox-braided', format: 'holedox', count: 1000, quick: 200, make: (n) => gen.holedoxBraided(n) },
  { name: 'tempter-judge', format: 'tempter', count: 500, quick: 100, make: (n) => gen.tempterJudge(n) },
  { name: 'tempter-7x7', format: 'tempter', count: 100, quick: 20, make: (n) => gen.tempterSquare(7, n, 0x77) },
  { name: 'tempter-8x8', format: 'tempter', count: 100, quick: 20, make: (n) => gen.tempterSquare(8, n, 0x88) },
  // Past the judge's size (the wide search): near-Hamiltonian and parity-consistent throughout.
  { name: 'tempter-10x10', format: 'tempter', count: 100, quick: 20, make: (n) => gen.tempterNearFull(10, n, 0xa10) },
  { name: 'tempter-12x12', format: 'tempter', count: 40, quick: 8, make: (n) => gen.tempterNearFull(12, n, 0xc12) },
  { name: 'tempter-16x16-open', format: 'tempter', count: 20, quick: 4, make: (n) => gen.tempterNearFull(16, n, 0xf16, 0) },
];
const SECTIONS = ['live', 'cancel', 'warm', 'stress', 'jobs', 'output', 'shrink', 'hunt', 'editor'];
/** Sections that run only when named with --suite. */
const ON_REQUEST = new Set(['editor']);

function parseArgs(argv) {
  const options = {
    quick: false,
    json: false,
    build: true,
    runs: 9,
    only: undefined,
    list: false,
    cpp: undefined,
    against: undefined,
    cpuClock: false,
  };
  for (let k = 0; k < argv.length; k++) {
    const arg = argv[k];
    if (arg === '--quick') options.quick = true;
    else if (arg === '--json') options.json = true;
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--list') options.list = true;
    else if (arg === '--cpp' || arg.startsWith('--cpp=')) {
      const value = arg === '--cpp' ? argv[++k] : arg.slice('--cpp='.length);
      if (!value) fail('--cpp wants a folder holding the holedox and tempter binaries');
      options.cpp = value;
    } else if (arg === '--cpu-clock') options.cpuClock = true;
    else if (arg === '--against' || arg.startsWith('--against=')) {
      const value = arg === '--against' ? argv[++k] : arg.slice('--against='.length);
      if (!value) fail('--against wants the folder of another built checkout');
      options.against = value;
    } else if (arg === '--runs' || arg.startsWith('--runs=')) {
      const value = Number(arg === '--runs' ? argv[++k] : arg.slice('--runs='.length));
      if (!Number.isInteger(value) || value < 1) fail(`--runs wants a positive integer`);
      options.runs = value;
    } else if (arg === '--suite' || arg.startsWith('--suite=')) {
      const value = arg === '--suite' ? argv[++k] : arg.slice('--suite='.length);
      if (!value) fail('--suite wants a name');
      options.only ??= new Set();
      for (const name of value.split(',')) {
        if (!SUITES.some((s) => s.name === name) && !SECTIONS.includes(name))
          fail(`unknown suite '${name}'; known: ${[...SUITES.map((s) => s.name), ...SECTIONS].join(', ')}`);
        options.only.add(name);
      }
    } else fail(`unknown option '${arg}'`);
  }
  return options;
}

function fail(message) {
  process.stderr.write(`bench: ${message}\n`);
  process.exit(2);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** One whole CLI process through the measuring wrapper: wall ms, peak RSS, output, stats. */
function runCli(file, format) {
  const started = performance.now();
  const child = spawnSync(process.execPath, [measurePath, cliPath, file, '--format', format, '--stats'], {
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    maxBuffer: 1 << 28,
    encoding: 'utf8',
  });
  const wallMs = performance.now() - started;
  if (child.error) throw child.error;
  const rusage = JSON.parse(String(child.output[3] ?? '').trim() || '{}');
  const statsLine = child.stderr
    .split('\n')
    .reverse()
    .find((line) => line.startsWith('{'));
  return {
    wallMs,
    status: child.status,
    stdout: child.stdout,
    stderr: child.stderr,
    maxRssKb: rusage.maxRssKb,
    cpuMs: rusage.cpuMs,
    stats: statsLine ? JSON.parse(statsLine) : undefined,
  };
}

function writeSuite(name, format, text) {
  const file = join(benchDir, `${name}.${format}`);
  writeFileSync(file, text);
  return file;
}

function startupFile() {
  return writeSuite('startup', 'holedox', '0 0 0\n');
}

function measureStartup(runs) {
  const file = startupFile();
  runCli(file, 'holedox'); // warm the file cache
  const samples = [];
  const cpu = [];
  let rss = 0;
  for (let k = 0; k < runs; k++) {
    const r = runCli(file, 'holedox');
    samples.push(r.wallMs);
    cpu.push(r.cpuMs ?? NaN);
    rss = Math.max(rss, r.maxRssKb ?? 0);
  }
  return { runs, wallMs: median(samples), minMs: Math.min(...samples), cpuMs: median(cpu), peakMB: rss / 1024 };
}

/** Tallies the judge lines: YES/NO for Tempter; solved / -1 for Holedox. */
function tally(format, stdout) {
  const lines = stdout.split('\n').filter((l) => l.length > 0);
  if (format === 'tempter') {
    const yes = lines.filter((l) => l === 'YES').length;
    return { lines: lines.length, summary: `YES ${yes} / NO ${lines.length - yes}` };
  }
  const none = lines.filter((l) => l.endsWith(': -1')).length;
  return { lines: lines.length, summary: `solved ${lines.length - none} / -1 ${none}` };
}

function runSuite(suite, options, startup) {
  const startupMs = startup.wallMs;
  const count = options.quick ? suite.quick : suite.count;
  const file = writeSuite(suite.name, suite.format, suite.make(count));
  runCli(file, suite.format); // warm-up: file cache, not the JIT (every run is a fresh process)
  const walls = [];
  const cpu = [];
  const solves = [];
  let last;
  let rss = 0;
  // Each run is paired with a start-up run just before it, so drift in the machine's speed
  // (other processes, CPU frequency) cancels out of the net time.
  const nets = [];
  const netCpus = [];
  const start = startupFile();
  for (let k = 0; k < options.runs; k++) {
    const base = runCli(start, 'holedox');
    last = runCli(file, suite.format);
    nets.push(last.wallMs - base.wallMs);
    netCpus.push((last.cpuMs ?? NaN) - (base.cpuMs ?? NaN));
    walls.push(last.wallMs);
    cpu.push(last.cpuMs ?? NaN);
    solves.push(last.stats?.solveMs ?? NaN);
    rss = Math.max(rss, last.maxRssKb ?? 0);
  }
  writeFileSync(join(benchDir, `${suite.name}.out`), last.stdout);
  const stats = last.stats ?? {};
  const answers = tally(suite.format, last.stdout);
  const problems = [];
  if (last.status !== 0) problems.push(`exit status ${last.status}`);
  if (stats.cases !== count) problems.push(`${stats.cases} cases read, ${count} generated`);
  if (stats.skipped) problems.push(`${stats.skipped} cases skipped or over a limit`);
  if (answers.lines !== count) problems.push(`${answers.lines} answers for ${count} cases`);
  if (problems.length > 0) {
    const errors = last.stderr
      .split('\n')
      .filter((l) => /error|internal/.test(l))
      .slice(0, 3);
    problems.push(...errors);
  }
  const perCase = spawnSync(process.execPath, [perCasePath, outDir, file, suite.format], { encoding: 'utf8' });
  const slow = perCase.status === 0 ? JSON.parse(perCase.stdout) : undefined;
  const wallMs = median(walls);
  const netMs = median(nets);
  const solveMs = median(solves);
  const expanded = stats.expanded ?? NaN;
  return {
    suite: suite.name,
    format: suite.format,
    file: relative(root, file),
    cases: count,
    runs: options.runs,
    wallMs,
    wallRunsMs: walls,
    startupMs,
    netMs,
    cpuMs: median(cpu),
    netRunsMs: nets,
    netCpuMs: median(netCpus),
    solveMs,
    expanded,
    statesPerSecond: solveMs > 0 ? expanded / (solveMs / 1000) : null,
    peakMB: rss / 1024,
    lane: slow?.lane ?? null,
    parseMs: slow?.parseMs ?? null,
    slowestCaseMs: slow?.maxMs ?? null,
    slowestCase: slow?.maxCase ?? null,
    medianCaseMs: slow?.p50Ms ?? null,
    casesOver100Ms: slow?.over100 ?? null,
    answers: answers.summary,
    problems,
  };
}

/** Live checks: parseHoledox (tokens + every check) on a 1 MiB file, median of 10 passes. */
function measureLive() {
  const require = createRequire(import.meta.url);
  const { parseHoledox } = require(join(outDir, 'src', 'core', 'formats', 'holedox', 'index.js'));
  const { text, cases } = gen.holedoxMegabyte(1 << 20);
  writeSuite('live-1mb', 'holedox', text);
  const warmups = 5;
  const passes = 10;
  let issues = 0;
  for (let k = 0; k < warmups; k++) issues = parseHoledox(text).issues.length;
  const samples = [];
  for (let k = 0; k < passes; k++) {
    const started = performance.now();
    const document = parseHoledox(text);
    samples.push(performance.now() - started);
    if (document.cases.length !== cases) throw new Error(`live: parsed ${document.cases.length} cases, wrote ${cases}`);
  }
  return {
    bytes: Buffer.byteLength(text),
    cases,
    issues,
    warmups,
    passes,
    medianMs: median(samples),
    minMs: Math.min(...samples),
    maxMs: Math.max(...samples),
    mbPerSecond: Buffer.byteLength(text) / 1e6 / (median(samples) / 1000),
  };
}

/**
 * Cancellation: the worker gets a long search (see holedoxLongSearch: about a million states
 * before the no-room-to-turn check answers it), with a state cap far out of reach; after
 * `busyMs` (no answer yet, so it is mid-search)
 * the host calls worker.terminate(). Reported: ms until the 'exit' event and until the
 * promise from terminate() resolves.
 */
async function measureCancel(options) {
  const text = gen.holedoxLongSearch();
  writeSuite('cancel', 'holedox', text);
  const trials = options.quick ? 1 : 3;
  const busyMs = 300;
  const results = [];
  for (let k = 0; k < trials; k++) {
    const worker = new Worker(workerPath);
    await new Promise((resolve, reject) => {
      worker.once('online', resolve);
      worker.once('error', reject);
    });
    let answered = false;
    worker.on('message', (m) => {
      if (m && (m.type === 'done' || m.type === 'error')) answered = true;
    });
    worker.postMessage({ id: 1, text, format: 'holedox', maxStates: 1e9 });
    await new Promise((resolve) => setTimeout(resolve, busyMs));
    if (answered) throw new Error('cancel: the long search finished before it could be cancelled');
    const started = performance.now();
    let exitMs = NaN;
    const exited = new Promise((resolve) =>
      worker.once('exit', () => {
        exitMs = performance.now() - started;
        resolve();
      }),
    );
    await worker.terminate();
    const terminateMs = performance.now() - started;
    await exited;
    results.push({ terminateMs, exitMs });
  }
  return {
    trials,
    busyMs,
    terminateMs: median(results.map((r) => r.terminateMs)),
    exitMs: median(results.map((r) => r.exitMs)),
    samples: results,
  };
}

/**
 * The editor's view: one solve worker (dist/solveWorker.js, as the extension starts it) kept
 * alive, one warm-up pass of the suite's file, then `passes` timed passes of the same file,
 * each from postMessage until the host holds the verdicts as the editor uses them: read the
 * file, compactly when clean, else with the full parser; solve with witness; the verdicts
 * written into columns and posted back (in a buffer the worker shares and keeps); then, on this thread as
 * the extension's SolverClient does, readAnswers (src/answers/answerWire.ts) makes every
 * WorkerAnswer with its judge line and summary. Then the same cases in the answer service's
 * jobs (see below), passes of each alternating. Reported per case, in wall time and in the
 * process's CPU time (both threads; on a busy machine the wall time is mostly waiting for a
 * core). With `cppCpu` (cppCpuRounds), the C++'s CPU per case is measured in rounds between
 * our passes, and `paired` gives each kind's ratio to it round by round.
 */
async function measureWarm(suite, count, passes, cppCpu) {
  const file = join(benchDir, `${suite.name}.${suite.format}`);
  const text = readFileSync(file, 'utf8');
  const { readAnswers } = createRequire(import.meta.url)(join(outDir, 'src', 'answers', 'answerWire.js'));
  const worker = new Worker(workerPath);
  try {
    let id = 0;
    /** One request (the whole file, or a job's text with its cases' numbers) until its verdicts are read. */
    const solveOnce = (job = { text }, timed = true) =>
      new Promise((resolve, reject) => {
        const mine = ++id;
        const started = performance.now();
        // This thread only waits and then reads the columns, so the process's CPU is the
        // worker's, the messages' and the host's reading.
        const cpuBefore = timed ? process.cpuUsage() : undefined;
        const onMessage = (m) => {
          if (!m || m.id !== mine) return;
          if (m.type === 'error') reject(new Error(`warm ${suite.name}: ${m.message}`));
          else if (m.type === 'done') {
            worker.off('message', onMessage);
            const verdicts = readAnswers(m.verdicts);
            const cpu = timed ? process.cpuUsage(cpuBefore) : { user: 0, system: 0 };
            const ms = performance.now() - started;
            const answered = verdicts.filter((v) => v.outcome === 'answered').length;
            resolve({ ms, cpuMs: (cpu.user + cpu.system) / 1000, answered });
          } else return;
        };
        worker.on('message', onMessage);
        worker.postMessage({ id: mine, format: suite.format, ...job });
      });
    // The editor's answer service sends no whole file: it cuts the cases to solve into jobs
    // sized by time (JobSizer, src/answers/jobSizer.ts: about JOB_TARGET_MS each, from a
    // running estimate of a case's time fed by the jobs it ran), each a small file of its own
    // with the cases' numbers in the document, posted one after another to a worker. This
    // does the same with one JobSizer kept across the passes, as the service keeps one. A pass
    // of jobs is timed like a pass of the file, cutting included.
    const { parsePuzzle } = createRequire(import.meta.url)(join(outDir, 'src', 'core', 'puzzleFile.js'));
    const cases = parsePuzzle(text, suite.format).cases;
    const { JobSizer } = createRequire(import.meta.url)(join(outDir, 'src', 'answers', 'jobSizer.js'));
    const { jobText } = createRequire(import.meta.url)(join(outDir, 'src', 'answers', 'jobText.js'));
    const sizer = new JobSizer();
    const solveJobs = async () => {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      let answered = 0;
      const sizes = [];
      for (let from = 0; from < cases.length;) {
        const part = cases.slice(from, from + sizer.size(suite.format));
        from += part.length;
        const { text: jobFile, numbers, firstNumber } = jobText(text, part);
        const job = { text: jobFile, ...(numbers === undefined ? {} : { numbers }), ...(firstNumber === undefined ? {} : { firstNumber }) };
        const jobStarted = performance.now();
        answered += (await solveOnce(job, false)).answered;
        sizer.record(suite.format, part.length, performance.now() - jobStarted);
        sizes.push(part.length);
      }
      const cpu = process.cpuUsage(cpuBefore);
      return { ms: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000, answered, sizes };
    };
    const warmUp = await solveOnce();
    if (warmUp.answered !== count) throw new Error(`warm ${suite.name}: ${warmUp.answered} of ${count} cases answered`);
    const jobsWarmUp = await solveJobs();
    if (jobsWarmUp.answered !== count) throw new Error(`warm ${suite.name} in jobs: ${jobsWarmUp.answered} of ${count} cases answered`);
    const samples = [];
    const cpuSamples = [];
    const jobSamples = [];
    const jobCpuSamples = [];
    const jobCounts = [];
    const jobSizes = [];
    // Whole-file passes and passes of jobs alternate, so both see the same moments of a busy
    // machine. At least `passes` of each, and more while the timed passes have taken less than
    // WARM_SETTLE_MS: the engine keeps compiling for the first few dozen passes of a file of
    // small cases (a fraction of a millisecond each), and a long-lived worker runs settled code.
    const settleStarted = performance.now();
    for (let k = 0; k < passes || (performance.now() - settleStarted < WARM_SETTLE_MS && k < WARM_MAX_PASSES); k++) {
      const pass = await solveOnce();
      samples.push(pass.ms);
      cpuSamples.push(pass.cpuMs);
      const jobPass = await solveJobs();
      jobSamples.push(jobPass.ms);
      jobCpuSamples.push(jobPass.cpuMs);
      jobCounts.push(jobPass.sizes.length);
      jobSizes.push(...jobPass.sizes);
    }
    // The C++'s CPU beside ours, round by round (cppCpu below): each round one C++ run on the
    // suite repeated `repeats` times and as many of our passes of each kind, the order turning
    // each round, so both see the same moments of the machine. Those passes count in the
    // medians above too: they are settled passes like the others.
    let paired;
    if (cppCpu) {
      const theirs = [];
      const oursFile = [];
      const oursJobs = [];
      for (let round = 0; round < cppCpu.rounds; round++) {
        if (round % 2 === 0) theirs.push(cppCpu.perCaseMs());
        let fileCpu = 0;
        let jobsCpu = 0;
        for (let k = 0; k < cppCpu.repeats; k++) {
          const pass = await solveOnce();
          samples.push(pass.ms);
          cpuSamples.push(pass.cpuMs);
          fileCpu += pass.cpuMs;
          const jobPass = await solveJobs();
          jobSamples.push(jobPass.ms);
          jobCpuSamples.push(jobPass.cpuMs);
          jobCounts.push(jobPass.sizes.length);
          jobSizes.push(...jobPass.sizes);
          jobsCpu += jobPass.cpuMs;
        }
        if (round % 2 === 1) theirs.push(cppCpu.perCaseMs());
        oursFile.push(fileCpu / (cppCpu.repeats * count));
        oursJobs.push(jobsCpu / (cppCpu.repeats * count));
      }
      paired = {
        rounds: cppCpu.rounds,
        repeats: cppCpu.repeats,
        cppPerCaseMs: median(theirs),
        filePerCaseMs: median(oursFile),
        jobsPerCaseMs: median(oursJobs),
        file: pairedRatios(theirs, oursFile),
        jobs: pairedRatios(theirs, oursJobs),
      };
    }
    return {
      paired,
      passes: samples.length,
      fileMs: median(samples),
      perCaseMs: median(samples) / count,
      cpuPerCaseMs: median(cpuSamples) / count,
      warmUpMs: warmUp.ms,
      jobs: median(jobCounts),
      medianJobCases: median(jobSizes),
      jobsPerCaseMs: median(jobSamples) / count,
      jobsCpuPerCaseMs: median(jobCpuSamples) / count,
    };
  } finally {
    await worker.terminate();
  }
}

const CPP_TIMEOUT_MS = 20_000;
const WARM_PASSES = 15;
/** Warm passes go on until this much time has passed, up to WARM_MAX_PASSES of each kind. */
const WARM_SETTLE_MS = 1500;
const WARM_MAX_PASSES = 400;

/** One run of a reference binary on a file (stdin), as a whole process; null when cut off. */
function runCpp(binary, file) {
  const started = performance.now();
  const child = spawnSync(binary, [], { input: readFileSync(file), timeout: CPP_TIMEOUT_MS, maxBuffer: 1 << 28 });
  const ms = performance.now() - started;
  if (child.error?.code === 'ETIMEDOUT' || child.signal) return null;
  if (child.error) throw child.error;
  return {
    ms,
    lines: String(child.stdout)
      .split('\n')
      .filter((l) => l.length > 0).length,
  };
}

/** The reference C++ per case on a suite: median of 3 runs net of its start-up, or a cut-off. */
function measureCpp(dir, suite, count) {
  const binary = join(dir, suite.format);
  const startFile = writeSuite('startup-cpp', suite.format, '0 0 0\n');
  const startups = [];
  for (let k = 0; k < 5; k++) startups.push(runCpp(binary, startFile)?.ms ?? NaN);
  const startupMs = median(startups);
  const file = join(benchDir, `${suite.name}.${suite.format}`);
  const nets = [];
  for (let k = 0; k < 3; k++) {
    const run = runCpp(binary, file);
    if (run === null) return { cutOff: true, perCaseMs: null, startupMs };
    if (run.lines !== count) return { cutOff: false, perCaseMs: null, startupMs, problem: `${run.lines} answers for ${count} cases` };
    nets.push(run.ms - startupMs);
  }
  const perCaseMs = median(nets) / count;
  return { cutOff: false, perCaseMs, fileMs: median(nets), startupMs };
}

/** A C++ run measured for its CPU lasts about this long: a process's start-up (about 1 ms) is then a small part. */
const CPP_CPU_TARGET_MS = 60;
/** Rounds of C++ runs and our passes, interleaved (measureWarm); their ratios' median is the figure. */
const CPP_CPU_ROUNDS = 15;

/**
 * The C++'s CPU per case as measureWarm takes it, one run a round: user + system CPU of one
 * process (scripts/bench/childCpu.cpp, wait4's rusage in microseconds) on the suite repeated
 * to about CPP_CPU_TARGET_MS of CPU, net of a run on `0 0 0` made just before it. Undefined
 * for a suite whose file takes the C++ over a second, or when the wrapper cannot be built.
 */
function cppCpuRounds(wrapper, binary, suite, count, fileMs) {
  if (wrapper === undefined || !(fileMs < 1000)) return undefined;
  const text = readFileSync(join(benchDir, `${suite.name}.${suite.format}`), 'utf8');
  const body = text.slice(0, text.lastIndexOf('0 0 0'));
  const startFile = writeSuite('startup-cpp', suite.format, '0 0 0\n');
  const netMs = (file) => {
    const start = childCpu(wrapper, startFile, [binary]);
    const run = childCpu(wrapper, file, [binary]);
    if (start.status !== 0 || run.status !== 0) throw new Error(`${binary} exited with ${run.status || start.status}`);
    return run.cpuMs - start.cpuMs;
  };
  // Sized from whole runs, start-up included: a net figure of a file of a few milliseconds can
  // come out near zero, which would make the repeated file huge.
  const once = median([0, 1, 2].map(() => childCpu(wrapper, join(benchDir, `${suite.name}.${suite.format}`), [binary]).cpuMs));
  const repeats = Math.min(1000, Math.max(1, Math.ceil(CPP_CPU_TARGET_MS / Math.max(once, 0.06))));
  const file = writeSuite(`${suite.name}-x${repeats}-cpp`, suite.format, `${body.repeat(repeats)}0 0 0\n`);
  return { rounds: CPP_CPU_ROUNDS, repeats, perCaseMs: () => netMs(file) / (repeats * count) };
}

function fmt(value, digits = 1) {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function table(headers, rows) {
  const widths = headers.map((h, k) => Math.max(h.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells) => cells.map((c, k) => (k === 0 ? String(c).padEnd(widths[k]) : String(c).padStart(widths[k]))).join('  ');
  return [line(headers), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** --against DIR: this build's CLI beside DIR's on the same suite files (bench/compare.mjs). */
async function compareAgainst(options, log) {
  const baseCli = join(options.against, 'dist', 'cli.js');
  if (!existsSync(baseCli)) fail(`--against ${options.against}: no dist/cli.js there (build it with node scripts/build.mjs)`);
  const { compareBuilds, compareTable } = await import('./bench/compare.mjs');
  const named = SUITES.filter((s) => options.only?.has(s.name));
  const files = [{ name: '0 0 0', format: 'holedox', file: startupFile() }];
  for (const suite of named.length > 0 ? named : SUITES) {
    const count = options.quick ? suite.quick : suite.count;
    files.push({ name: suite.name, format: suite.format, file: writeSuite(suite.name, suite.format, suite.make(count)) });
  }
  const rows = compareBuilds({ baseCli, ourCli: cliPath, files, runs: options.runs, cpuClock: options.cpuClock, log });
  if (options.json) process.stdout.write(`${JSON.stringify({ node: process.version, against: options.against, rows }, null, 2)}\n`);
  else
    process.stdout.write(
      `base: ${options.against}, ours: this checkout; ${options.runs} interleaved runs each, medians${options.cpuClock ? ', solveMs on the CPU clock' : ''}\n${compareTable(rows)}\n`,
    );
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.list) {
    process.stdout.write(`${[...SUITES.map((s) => s.name), ...SECTIONS].join('\n')}\n`);
    return;
  }
  const wanted = (name) => (options.only === undefined ? !ON_REQUEST.has(name) : options.only.has(name));
  const log = (message) => {
    if (!options.json) process.stderr.write(`${message}\n`);
  };

  if (options.build) {
    log('building (node scripts/build.mjs) ...');
    const build = spawnSync(process.execPath, [join('scripts', 'build.mjs')], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    if (build.status !== 0) fail('the build failed');
  }
  for (const needed of [cliPath, workerPath, join(outDir, 'src', 'core', 'formats', 'holedox', 'index.js')])
    if (!existsSync(needed)) fail(`${relative(root, needed)} is missing: run node scripts/build.mjs`);
  // The generators use the core's seeded PRNG from the build, so they load after it.
  gen = await import('./bench/generate.mjs');
  // --quick files go to their own folder so they never replace the full suites' inputs.
  if (options.quick) benchDir = join(benchDir, 'quick');
  mkdirSync(benchDir, { recursive: true });

  if (options.against !== undefined) {
    await compareAgainst(options, log);
    return;
  }

  const result = {
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    cpu: cpus()[0]?.model ?? 'unknown',
    cpus: cpus().length,
    loadBefore: loadavg()[0],
    loadAfter: undefined,
    quick: options.quick,
    runs: options.runs,
    startup: undefined,
    suites: [],
    live: undefined,
    cancel: undefined,
    warm: undefined,
    stress: undefined,
    shrink: undefined,
    hunt: undefined,
    editor: undefined,
  };

  const suites = SUITES.filter((s) => wanted(s.name));
  if (suites.length > 0) {
    log('start-up (CLI on `0 0 0`) ...');
    result.startup = measureStartup(options.quick ? 5 : 10);
    for (const suite of suites) {
      log(`${suite.name} ...`);
      result.suites.push(runSuite(suite, options, result.startup));
    }
  }
  if (wanted('warm')) {
    const cpp = options.cpp;
    const cppUsable = cpp !== undefined && existsSync(join(cpp, 'holedox')) && existsSync(join(cpp, 'tempter'));
    if (cpp !== undefined && !cppUsable) fail(`--cpp ${cpp}: expected the binaries ${join(cpp, 'holedox')} and ${join(cpp, 'tempter')}`);
    // 15 passes: the engine keeps compiling the solvers for the first several passes, and on a
    // busy machine single passes wait for a core; the median is a settled pass.
    result.warm = { passes: WARM_PASSES, cpp: cppUsable ? cpp : null, cppTimeoutMs: CPP_TIMEOUT_MS, suites: [] };
    // The wrapper that reads one C++ process's CPU (scripts/bench/childCpu.cpp), built with g++.
    const wrapper = cppUsable ? childCpuProgram(benchDir) : undefined;
    if (cppUsable && wrapper === undefined) log("warm: the C++'s CPU is not measured: g++ could not build scripts/bench/childCpu.cpp");
    // The suites named with --suite, or all of them.
    const named = SUITES.filter((s) => options.only?.has(s.name));
    for (const suite of named.length > 0 ? named : SUITES) {
      const count = options.quick ? suite.quick : suite.count;
      // The suite's file, as runSuite writes it (it may not have run in this invocation).
      writeSuite(suite.name, suite.format, suite.make(count));
      log(`warm ${suite.name} ...`);
      const reference = cppUsable ? measureCpp(cpp, suite, count) : null;
      const rounds = reference ? cppCpuRounds(wrapper, join(cpp, suite.format), suite, count, reference.fileMs) : undefined;
      const { paired, ...warm } = await measureWarm(suite, count, WARM_PASSES, rounds);
      result.warm.suites.push({ suite: suite.name, cases: count, ...warm, cpp: reference && { ...reference, cpu: paired ?? null } });
    }
  }
  if (wanted('live')) {
    log('live checks (parseHoledox, 1 MiB) ...');
    result.live = measureLive();
  }
  if (wanted('cancel')) {
    log('worker cancellation ...');
    result.cancel = await measureCancel(options);
  }

  if ((wanted('stress') || wanted('shrink')) && !judgeBench.hasGpp())
    log('stress, shrink: SKIPPED, g++ is not on PATH (the figures use the C++ fixtures)');
  else {
    if (wanted('stress')) {
      log('stress test of the correct C++ fixtures ...');
      result.stress = await judgeBench.measureStress(root, benchDir, options);
    }
    if (wanted('jobs')) {
      log('stress at 1 job and at the default ...');
      result.jobs = await judgeBench.measureJobs(root, benchDir, options);
      if (result.jobs === undefined) log('jobs: SKIPPED, python3 is not on PATH');
    }
    if (wanted('output')) {
      log('judging 63 MB of wrong output ...');
      result.output = judgeBench.measureBigOutput(root);
    }
    if (wanted('shrink')) {
      log('shrinking a judge-size counterexample ...');
      result.shrink = await judgeBench.measureShrink(root, benchDir);
    }
    if (wanted('hunt')) {
      log('stress on the planted slow programs ...');
      result.hunt = await judgeBench.measureHunt(root, benchDir);
    }
  }

  if (wanted('editor')) {
    log('the editor on big files (code-server, chromium) ...');
    const editor = await import('./bench/editor.mjs');
    result.editor = await editor.measureEditor({ benchDir, gen, log });
  }

  result.loadAfter = loadavg()[0];
  if (options.json) {
    const rounded = (_key, value) => (typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 1000) / 1000 : value);
    process.stdout.write(`${JSON.stringify(result, rounded, 2)}\n`);
    return;
  }
  const out = [];
  out.push(
    `Node ${result.node} on ${result.platform}, ${result.cpus} × ${result.cpu}${options.quick ? ' (quick)' : ''}; ` +
      `load average ${fmt(result.loadBefore, 2)} before, ${fmt(result.loadAfter, 2)} after` +
      (result.loadBefore > result.cpus / 2 ? ' (busy machine: wall times are noisy, cpu ms less so)' : ''),
  );
  if (result.startup) {
    out.push(
      `Start-up (CLI on '0 0 0', median of ${result.startup.runs}): ${fmt(result.startup.wallMs)} ms wall, ` +
        `${fmt(result.startup.cpuMs)} ms cpu, peak ${fmt(result.startup.peakMB)} MB`,
      '',
      table(
        [
          'suite',
          'cases',
          'wall ms',
          'start-up ms',
          'net ms',
          'net cpu ms',
          'read ms (lane)',
          'solve ms',
          'states',
          'states/s',
          'peak MB',
          'slowest case ms',
          'answers',
        ],
        result.suites.map((s) => [
          s.suite,
          s.cases,
          fmt(s.wallMs),
          fmt(s.startupMs),
          fmt(s.netMs),
          fmt(s.netCpuMs),
          s.parseMs === null ? '—' : `${fmt(s.parseMs)} (${s.lane})`,
          fmt(s.solveMs),
          fmt(s.expanded, 0),
          fmt(s.statesPerSecond, 0),
          fmt(s.peakMB),
          s.slowestCaseMs === null ? '—' : `${fmt(s.slowestCaseMs, 2)} (#${s.slowestCase})`,
          s.answers,
        ]),
      ),
      '',
      `wall: whole CLI process, median of ${options.runs}; net: median over the runs of wall − the wall of a start-up run`,
      'made just before it (so drift cancels); net cpu: the same for user + system CPU time;',
      'solve ms (median) and states from --stats;',
      'states/s = states / solve ms; read ms and slowest case: timed in one separate fresh process',
      '(the file read once, cold, as the CLI reads it: the clean lane for a clean file, else the',
      'full parser; then each case on its own).',
    );
    for (const s of result.suites) for (const p of s.problems) out.push(`!! ${s.suite}: ${p}`);
  }
  if (result.warm) {
    const w = result.warm;
    const { JOB_TARGET_MS, MIN_JOB_CASES, MAX_JOB_CASES } = createRequire(import.meta.url)(join(outDir, 'src', 'answers', 'jobSizer.js'));
    const ratio = (s) => (s.cpp?.perCaseMs ? s.cpp.perCaseMs / s.perCaseMs : null);
    const cpuRatio = (r) => (r ? `${fmt(r.median, 2)}× (${fmt(r.low, 2)}–${fmt(r.high, 2)})` : '—');
    out.push(
      '',
      `Warm: each suite in one long-lived solve worker, as the editor runs it (one warm-up pass of the file, then the median of at least ${w.passes} passes, more for quick files: see "passes"), per case,`,
      `until this thread holds the verdicts read from the worker's columns; the file in one request, and cut into the`,
      `answer service's jobs posted one after another, sized as it sizes them (about ${JOB_TARGET_MS} ms each, ${MIN_JOB_CASES} to ${MAX_JOB_CASES} cases, from a running`,
      'estimate of a case\'s time; "jobs": per pass, and their median size) (CPU: the whole process, both threads):',
      '',
      table(
        [
          'suite',
          'cases',
          'warm file ms',
          'warm ms/case',
          'warm CPU ms/case',
          'jobs',
          'jobs: ms/case',
          'CPU ms/case',
          'C++ ms/case',
          'C++ ÷ warm',
          'C++ CPU ms/case',
          'CPU: C++ ÷ warm',
          'C++ ÷ jobs',
        ],
        w.suites.map((s) => [
          s.suite,
          s.cases,
          fmt(s.fileMs),
          fmt(s.perCaseMs, 4),
          fmt(s.cpuPerCaseMs, 4),
          `${s.jobs} of ${s.medianJobCases}`,
          fmt(s.jobsPerCaseMs, 4),
          fmt(s.jobsCpuPerCaseMs, 4),
          s.cpp === null
            ? '—'
            : s.cpp.cutOff
              ? `over ${fmt(w.cppTimeoutMs / 1000, 0)} s a file`
              : s.cpp.perCaseMs === null
                ? `(${s.cpp.problem})`
                : fmt(s.cpp.perCaseMs, 4),
          ratio(s) === null ? '—' : `${fmt(ratio(s), 1)}×`,
          fmt(s.cpp?.cpu?.cppPerCaseMs, 4),
          cpuRatio(s.cpp?.cpu?.file),
          cpuRatio(s.cpp?.cpu?.jobs),
        ]),
      ),
      w.cpp === null
        ? "C++ comparison skipped: pass --cpp DIR, a folder with the statements' C++ compiled as DIR/holedox and DIR/tempter."
        : `C++: ${w.cpp}/holedox and ${w.cpp}/tempter as whole processes, median of 3, net of their start-up on '0 0 0' (wall); and their CPU (user + system of the one process, wait4),\n` +
            `net of a run on '0 0 0', on the suite repeated to about ${CPP_CPU_TARGET_MS} ms, one run in each of ${CPP_CPU_ROUNDS} rounds, each round also as many of our passes of each kind, interleaved;\n` +
            "the CPU ratios are the median (and quartiles) of the rounds' own ratios, C++ ÷ ours in the same round. Goal: C++ ÷ warm ≥ 2.",
    );
  }
  if (result.live) {
    const l = result.live;
    out.push(
      '',
      `Live checks: parseHoledox on ${fmt(l.bytes / 1048576, 2)} MiB (${l.cases} cases, ${l.issues} issues): ` +
        `${fmt(l.medianMs)} ms per pass (median of ${l.passes} after ${l.warmups} warm-up; min ${fmt(l.minMs)}, max ${fmt(l.maxMs)}), ${fmt(l.mbPerSecond)} MB/s`,
    );
  }
  if (result.cancel) {
    const c = result.cancel;
    out.push(
      '',
      `Cancellation: worker.terminate() after ${c.busyMs} ms of search: resolved in ${fmt(c.terminateMs)} ms, ` +
        `'exit' after ${fmt(c.exitMs)} ms (median of ${c.trials})`,
    );
  }
  if (result.stress) {
    out.push(
      '',
      table(
        ['stress', 'cases', 'program runs', 'stress wall ms', 'program alone ms', 'ratio', 'cases/s', 'our cpu ms'],
        result.stress.map((s) => [
          s.format,
          s.cases,
          s.runs,
          fmt(s.stressMs),
          fmt(s.aloneMs),
          fmt(s.ratio, 2),
          fmt(s.casesPerSecond, 0),
          fmt(s.ourCpuMs),
        ]),
      ),
      `stress: the correct C++ fixture on small random cases (seed 1, ${result.stress[0]?.trials} trials, medians), the stress test's cases`,
      'only (hunt: false); program alone: the same batch files, each run with spawnSync; our cpu: this process (generating,',
      'solving, comparing, running).',
      '',
      table(
        ['hunt', 'program runs', 'hunt wall ms', 'one-case runs alone ms', 'ratio'],
        result.stress.map((s) => [s.format, s.huntRuns, fmt(s.huntMs), fmt(s.huntAloneMs), fmt(s.huntRatio, 2)]),
      ),
      'hunt: the hunt for slow cases that follows a stress test (huntSlowInput, seed 1, 1 job, its default candidates);',
      'alone: as many one-case files of the same sizes, each run with spawnSync.',
    );
  }
  if (result.jobs) {
    const j = result.jobs;
    out.push(
      '',
      `Stress jobs (the Python Tempter fixture, ${j.cases} cases, ${j.trials} interleaved trials, medians): ` +
        `1 job ${fmt(j.oneJobPerSecond, 0)} cases/s, ${j.defaultJobs} jobs (the default) ${fmt(j.defaultPerSecond, 0)} cases/s, ` +
        `${fmt(j.speedup, 2)}× (pair ratios' median ${fmt(j.pairMedian, 2)}×)`,
    );
  }
  if (result.output) {
    out.push(
      '',
      table(
        ['63 MB of output', 'judge ms', 'judge memory MB', 'verdict'],
        Object.values(result.output).map((o) => [o.shape, fmt(o.judgeMs), fmt(o.judgeMemoryMb), `${o.verdict}: ${o.reason.slice(0, 50)}`]),
      ),
      'output: judgeRun alone on the bytes, in a fresh process; memory: peak RSS growth while judging (the output buffer aside).',
    );
  }
  if (result.shrink) {
    const k = result.shrink;
    out.push('', `Shrink: ${k.from} → '${k.to}' (1-minimal) in ${k.steps} steps, ${fmt(k.ms)} ms (the head-enters-tail C++ fixture)`);
  }
  if (result.hunt) {
    out.push(
      '',
      table(
        ['planted program', 'found', 'time to find ms', 'cases', 'its CPU ms', 'ours ms', 'limit ms', 'pruning named'],
        result.hunt.map((h) => [
          h.source,
          h.found,
          fmt(h.ms),
          String(h.cases),
          h.cpuMs === null ? '-' : fmt(h.cpuMs),
          h.ourMs === null ? '-' : String(Math.round(h.ourMs * 1000) / 1000),
          h.limitMs === null ? '5000' : String(h.limitMs),
          h.named || '-',
        ]),
      ),
      'hunt: a plain stress test (seed 1, 2 jobs) of each planted program in test/fixtures/planted/; its CPU: the file over the limit on two runs in a row (the lesser).',
    );
  }
  if (result.editor) {
    const editor = await import('./bench/editor.mjs');
    out.push(
      '',
      'The editor on big files (a real VS Code; per file, beside a .txt of the same text):',
      '',
      editor.editorTable(result.editor),
    );
  }
  process.stdout.write(`${out.join('\n')}\n`);
}

await main();

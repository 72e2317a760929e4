import { after, afterEach, before, describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { judgeFile, type PreparedSolution } from '../../../../src/judge';
import { availableLevel, forgetSandboxProbe, limitsScript, type ForcedLevel } from '../../../../src/judge/containment';
import { probeSandbox } from '../../../../src/judge/containment/sandbox';
import { runProgram } from '../../../../src/judge/run';
import { FIXTURES } from '../../helpers/fixtures';
import { runFoldersOf } from '../../helpers/judgeFolders';
import { splitIsolation } from '../../helpers/isolationLine';
import { runSurvivors } from '../../helpers/runSurvivors';
import { waitFor } from '../../helpers/waitFor';

/**
 * The rows of issue 33's table: a program that tries to get out of the judge's box, at each
 * level this machine can give (forced). The sandbox keeps every row in; the levels below it
 * keep what the README's table says they keep, and their report line says what they do not.
 */

const CLI = join(__dirname, '..', '..', '..', '..', '..', 'bin', 'holedox.js');
const work = mkdtempSync(join(tmpdir(), 'holedox-escapes-'));
const binary = join(work, 'escapes');
const TEMPTER = readFileSync(join(FIXTURES, 'judge', 'backtrack.tempter'), 'utf8');
const SANDBOX = probeSandbox().usable;
/** The levels that run here, strongest first; group (no /proc) is always possible. */
const LEVELS: ForcedLevel[] = [
  ...(SANDBOX ? (['sandbox'] as const) : []),
  ...(['cgroup2', 'cgroup1', 'proc'] as const).filter((level) => availableLevel({ force: level }) === level),
  'group',
];

/** The fixture in `mode`, its variables set by env(1) (a path given as an argument would be its own, readable file). */
function escapes(mode: string, variables: Record<string, string> = {}): PreparedSolution {
  const assignments = Object.entries(variables).map(([name, value]) => `${name}=${value}`);
  return { kind: 'prepared', command: ['/usr/bin/env', ...assignments, binary, mode], label: `escapes ${mode}` };
}

function judge(solution: PreparedSolution, level: ForcedLevel, memoryLimitKb?: number) {
  return judgeFile({
    inputText: TEMPTER,
    format: 'tempter',
    fileName: 'backtrack.tempter',
    solution,
    containment: { force: level },
    ...(memoryLimitKb !== undefined ? { memoryLimitKb } : {}),
  });
}

function cli(args: string[], level: ForcedLevel, shell?: string) {
  const env = { ...process.env, XDG_CACHE_HOME: work, HOLEDOX_CONTAINMENT: level };
  const r = shell
    ? spawnSync('/bin/sh', ['-c', `${shell}; exec "$@"`, 'sh', process.execPath, CLI, ...args], { encoding: 'utf8', cwd: FIXTURES, env })
    : spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', cwd: FIXTURES, env });
  return { status: r.status, stderr: r.stderr, ...splitIsolation(r.stdout) };
}

before(function () {
  execFileSync('gcc', ['-O2', '-o', binary, join(FIXTURES, 'judge', 'hostile', 'escapes.c')]);
  // Visible in the test output, never a silent pass.
  if (!SANDBOX) console.log('    SKIPPED at level sandbox: bwrap is not installed or user namespaces are not allowed here');
});
after(() => rmSync(work, { recursive: true, force: true }));

describe('containment: the rows of issue 33, at every level', function () {
  this.timeout(120_000);
  afterEach(async () => {
    await waitFor('no process of a test run to be left', () => runSurvivors().length === 0);
    assert.deepEqual(runFoldersOf(process.pid), [], 'no run folder is left');
  });

  for (const level of LEVELS) {
    const sandboxed = level === 'sandbox';
    describe(`at level ${level}`, () => {
      it(sandboxed ? 'says it runs in the sandbox' : 'says the sandbox is off and what that leaves unprotected', async () => {
        const report = await judge(escapes('writes-big-file', { ESCAPE_FILE_MB: '0' }), level);
        assert.equal(report.verdict, 'accepted', report.summary);
        const measured = level === 'sandbox' ? /namespaces \+ (cgroup v[12]|the \/proc tracker|the process group)/ : null;
        if (measured) assert.match(report.isolation ?? '', measured);
        else
          assert.match(
            report.isolation ?? '',
            new RegExp(
              `^sandbox: .* only \\(HOLEDOX_CONTAINMENT=${level}\\) — files outside the run folder are not protected, nor the network, nor the judge from signals$`,
            ),
          );
      });

      it('a file past the file-size limit is Output Limit Exceeded, named; a file under it is not memory', async () => {
        const big = await judge(escapes('writes-big-file', { ESCAPE_FILE_MB: '3000' }), level);
        assert.deepEqual(
          [big.verdict, big.summary.split(';')[0]],
          ['output-limit', 'Output Limit Exceeded: it wrote a file past the file-size limit of 64 MiB (SIGXFSZ)'],
        );
        // 40 MiB of file and 1 MiB of heap at Tempter's 32 MB: the page cache is not the program's memory.
        const cached = await judge(escapes('writes-big-file', { ESCAPE_FILE_MB: '40' }), level);
        assert.equal(cached.verdict, 'accepted', cached.summary);
      });

      it('recursing 1,000,000 deep at --memory-limit 256 is Accepted from a shell with the usual 8 MB stack', () => {
        const r = cli(
          ['judge', 'judge/backtrack.tempter', '--memory-limit', '256', '--', binary, 'recurses-deep'],
          level,
          'ulimit -S -s 8192',
        );
        assert.match(r.report, /^Accepted: 2 cases; /, r.report + r.stderr);
        assert.equal(r.status, 0);
      });

      if (!sandboxed) return;

      it('cannot write into the home, beside the input, or over the input', async () => {
        const inputs = join(work, 'workspace');
        mkdirSync(inputs, { recursive: true });
        const input = join(inputs, 'sample.tempter');
        writeFileSync(input, TEMPTER);
        const home = join(homedir(), `holedox-escape-${process.pid}`);
        const targets = [home, join(inputs, 'sample.tempter.out'), input];
        const report = await judge(escapes('writes-outside', { ESCAPE_TARGETS: targets.join(':') }), level);
        assert.equal(report.verdict, 'accepted', report.summary);
        assert.deepEqual(
          report.stderr.split('\n').map((line) => line.replace(/: .*/, '')),
          [...targets.map((t) => `denied ${t}`), ''],
          report.stderr,
        );
        assert.deepEqual([existsSync(home), existsSync(targets[1] ?? ''), readFileSync(input, 'utf8')], [false, false, TEMPTER]);
      });

      it('cannot read the expected output beside the input: Wrong Answer', async () => {
        const answers = join(work, 'answers');
        mkdirSync(answers, { recursive: true });
        writeFileSync(join(answers, 'backtrack.tempter.out'), 'YES\nNO\n');
        const report = await judge(escapes('reads-answers', { ESCAPE_ANSWERS: join(answers, 'backtrack.tempter.out') }), level);
        assert.equal(report.verdict, 'wrong-answer', report.summary);
        assert.match(report.stderr, /^denied .*backtrack\.tempter\.out: No such file or directory$/m);
      });

      it("cannot read the judge's environment", async () => {
        process.env['HOLEDOX_TEST_SECRET'] = 'hunter2';
        try {
          const report = await judge(escapes('reads-judge-environ', { ESCAPE_JUDGE_PID: String(process.pid) }), level);
          assert.equal(report.verdict, 'accepted', report.summary);
          assert.match(report.stderr, new RegExp(`^denied /proc/${process.pid}/environ: No such file or directory$`, 'm'));
          assert.doesNotMatch(report.stderr, /hunter2/);
        } finally {
          delete process.env['HOLEDOX_TEST_SECRET'];
        }
      });

      it('cannot connect to a listener on 127.0.0.1', async () => {
        let connections = 0;
        const server = createServer((socket) => {
          connections += 1;
          socket.destroy();
        });
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        try {
          const port = (server.address() as AddressInfo).port;
          const report = await judge(escapes('connects', { ESCAPE_PORT: String(port) }), level);
          assert.equal(report.verdict, 'accepted', report.summary);
          assert.match(report.stderr, /^denied connect: Connection refused$/m);
          assert.equal(connections, 0);
        } finally {
          server.close();
        }
      });

      it('cannot move itself out of its cgroup', async () => {
        const report = await judge(escapes('leaves-cgroup'), level);
        assert.equal(report.verdict, 'accepted', report.summary);
        assert.match(report.stderr, /^denied \/sys\/fs\/cgroup\/.*cgroup\.procs: /m);
      });

      it('cannot make a user namespace of its own inside the box (bwrap 0.8 and later)', async function () {
        const probe = probeSandbox();
        if (!probe.usable || !probe.features.disableUserns) {
          console.log('    SKIPPED: this bwrap has no --disable-userns');
          this.skip();
        }
        const result = await runProgram(['/usr/bin/unshare', '--user', '/bin/true'], '', {
          cpuLimitMs: 5000,
          wallLimitMs: 10_000,
          judged: true,
        });
        assert.deepEqual([result.isolation, result.exitCode === 0], ['sandbox', false], result.stderr.toString());
      });

      it('cannot kill the judge: the CLI lives and gives the verdict', () => {
        const r = cli(['judge', 'judge/backtrack.tempter', '--', binary, 'kills-parent'], level);
        assert.equal(r.status, 0, r.stderr);
        assert.match(r.report, /^Accepted: 2 cases; /);
      });
    });
  }

  it('without bwrap on PATH, the strongest level below runs and the report says the sandbox is missing', async () => {
    const path = process.env['PATH'];
    process.env['PATH'] = join(work, 'no-bwrap-here');
    forgetSandboxProbe();
    try {
      const report = await judgeFile({
        inputText: TEMPTER,
        format: 'tempter',
        fileName: 'backtrack.tempter',
        solution: escapes('writes-big-file'),
      });
      assert.equal(report.verdict, 'accepted', report.summary);
      assert.match(
        report.isolation ?? '',
        /^sandbox: (cgroup v[12]|the \/proc tracker|the process group) only \(bwrap is not installed\) — files outside the run folder are not protected, nor the network, nor the judge from signals$/,
      );
    } finally {
      process.env['PATH'] = path;
      forgetSandboxProbe();
    }
  });

  it("the judge's rlimits: the stack is the memory limit, or the hard limit below it; files in 512-byte blocks; no core", () => {
    const proc = join(work, 'fake-proc');
    mkdirSync(join(proc, 'self'), { recursive: true });
    const limits = (stackHard: string, asHard: string) =>
      writeFileSync(
        join(proc, 'self', 'limits'),
        'Limit                     Soft Limit           Hard Limit           Units     \n' +
          `Max stack size            8388608              ${stackHard}            bytes     \n` +
          `Max address space         unlimited            ${asHard}            bytes     \n`,
      );
    limits('unlimited', 'unlimited');
    assert.equal(
      limitsScript({ stackKb: 262144, fileSizeKb: 65536 }, proc),
      'ulimit -s 262144; ulimit -f 131072 || exit 125; ulimit -c 0; ulimit -v unlimited',
    );
    limits('16777216', '1073741824');
    assert.equal(
      limitsScript({ stackKb: 262144, fileSizeKb: 65536 }, proc),
      'ulimit -s 262144 2>/dev/null || ulimit -s 16384; ulimit -f 131072 || exit 125; ulimit -c 0',
    );
  });

  for (const level of LEVELS) {
    it(`at level ${level}, a SIGKILLed judge's programs end, at once or at the next judge's start, and its run folder goes`, async () => {
      const judging = spawn(
        process.execPath,
        [CLI, 'judge', 'judge/backtrack.tempter', '--time-limit', '60000', '--', binary, 'outlives'],
        {
          cwd: FIXTURES,
          env: { ...process.env, XDG_CACHE_HOME: work, HOLEDOX_CONTAINMENT: level },
          stdio: 'ignore',
        },
      );
      const dead = judging.pid ?? 0;
      const exited = new Promise((resolve) => judging.on('exit', resolve));
      await waitFor('the program and its child to start', () => runSurvivors({ programsOnly: true }).length === 2);
      assert.equal(runFoldersOf(dead).length, 1, 'the run has its folder');
      judging.kill('SIGKILL');
      await exited;
      if (level === 'sandbox')
        await waitFor('the sandboxed program and its child to end with the judge', () => runSurvivors().length === 0);
      // The next judge sweeps what the dead one left (at the other levels, the program's child too).
      const next = cli(['judge', 'judge/backtrack.tempter', '--', binary, 'writes-big-file'], level);
      assert.match(next.report, /^Accepted: 2 cases; /, next.stderr);
      await waitFor("the dead judge's programs to end", () => runSurvivors().length === 0);
      assert.deepEqual(runFoldersOf(dead), [], "the dead judge's run folder is removed");
    });
  }
});

import { after, afterEach, before, describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURES } from '../../helpers/fixtures';
import { splitIsolation } from '../../helpers/isolationLine';
import { runSurvivors } from '../../helpers/runSurvivors';
import { waitFor } from '../../helpers/waitFor';

const CLI = join(__dirname, '..', '..', '..', '..', '..', 'bin', 'holedox.js');
const work = mkdtempSync(join(tmpdir(), 'holedox-contain-cli-'));
const binary = join(work, 'hostile');
const FILE = 'judge/backtrack.tempter';

/** The CLI at a containment level (HOLEDOX_CONTAINMENT), with a secret in its environment that no program may see. */
function env(level?: string): NodeJS.ProcessEnv {
  return { ...process.env, XDG_CACHE_HOME: work, HOLEDOX_TEST_SECRET: 'hunter2', ...(level ? { HOLEDOX_CONTAINMENT: level } : {}) };
}

function judge(args: string[], level?: string) {
  const r = spawnSync(process.execPath, [CLI, 'judge', ...args], { encoding: 'utf8', cwd: FIXTURES, env: env(level) });
  const { report, isolation } = splitIsolation(r.stdout);
  return { status: r.status, stdout: report, lastLine: report.trimEnd().split('\n').pop() ?? '', isolation };
}

before(() => {
  execFileSync('gcc', ['-O2', '-o', binary, join(FIXTURES, 'judge', 'hostile', 'hostile.c')]);
});
after(() => rmSync(work, { recursive: true, force: true }));

describe('holedox judge contains the program', function () {
  this.timeout(120_000);
  afterEach(() => waitFor('no process of a test run to be left', () => runSurvivors().length === 0));

  for (const level of ['cgroup1', 'proc']) {
    it(`${level}: Accepted when the program exits, though a grandchild in its own session holds stdout; nothing is left`, () => {
      const r = judge([FILE, '--', binary, 'setsid-holds-stdout', 'YES', 'NO'], level);
      assert.equal(r.status, 0, r.stdout);
      assert.match(r.lastLine, /^Accepted: 2 cases; /);
    });

    it(`${level}: 200 MB is Memory Limit Exceeded at the statement's 32 MB, and at --memory-limit`, () => {
      const r = judge([FILE, '--', binary, 'allocates-200mb', 'YES', 'NO'], level);
      assert.equal(r.status, 1);
      assert.match(r.lastLine, /^Memory Limit Exceeded: \d+ MB, the limit is 32 MB; /);
      const wide = judge([FILE, '--memory-limit', '300', '--', binary, 'allocates-200mb', 'YES', 'NO'], level);
      assert.equal(wide.status, 0, wide.stdout);
      const narrow = judge([FILE, '--memory-limit', '100', '--', binary, 'child-allocates-300mb', 'YES', 'NO'], level);
      assert.match(narrow.lastLine, /^Memory Limit Exceeded: \d+ MB, the limit is 100 MB; /);
    });

    it(`${level}: holedox stress applies the memory limit too, and --memory-limit`, () => {
      const stress = (extra: string[]) =>
        spawnSync(
          process.execPath,
          [
            CLI,
            'stress',
            '--format',
            'tempter',
            '--cases',
            '400',
            '--seed',
            '1',
            '--jobs',
            '1',
            '--out',
            work,
            ...extra,
            '--',
            binary,
            'allocates-200mb',
            'YES',
          ],
          {
            encoding: 'utf8',
            cwd: FIXTURES,
            env: env(level),
          },
        );
      const r = stress([]);
      assert.equal(r.status, 1, r.stdout + r.stderr);
      assert.match(r.stdout, /^Memory Limit Exceeded after 1 case \(seed 1\); shrunk in \d+ steps to /);
      assert.match(r.stdout, /^\d+ MB, the limit is 32 MB$/m);
      const wide = stress(['--memory-limit', '300']);
      // Past the memory limit, the fixture's one fixed answer is wrong on most random cases.
      assert.match(wide.stdout, /^Wrong Answer after \d+ cases? \(seed 1\)/, wide.stdout + wide.stderr);
    });

    it(`${level}: an unwaited child's answer is not taken: Wrong Answer`, () => {
      const r = judge([FILE, '--time-limit', '10000', '--', binary, 'unwaited-child-computes', 'YES', 'NO'], level);
      assert.equal(r.status, 1);
      assert.match(r.lastLine, /^Wrong Answer: it printed nothing; 2 answer lines were expected \(2 of 2 cases wrong\); /);
    });
  }

  it('holedox stress --hunt ends its report with the isolation line too', () => {
    const r = spawnSync(
      process.execPath,
      [
        CLI,
        'stress',
        '--hunt',
        '--format',
        'tempter',
        '--cases',
        '5',
        '--seed',
        '1',
        '--jobs',
        '1',
        '--out',
        work,
        '--',
        binary,
        'answers-secret',
      ],
      { encoding: 'utf8', cwd: FIXTURES, env: env('cgroup1') },
    );
    assert.equal(r.status, 1, r.stdout + r.stderr);
    assert.match(splitIsolation(r.stdout).isolation ?? '', /^sandbox: cgroup v1 /, r.stdout);
  });

  it("the caller's variables do not reach the program", () => {
    const r = judge([FILE, '--', binary, 'answers-secret']);
    assert.equal(r.status, 1);
    assert.equal(r.stdout.split('\n')[0], "judge/backtrack.tempter:1:1: Case 1: expected 'YES', got 'none'");
  });

  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const) {
    it(`on ${signal} the CLI ends a program that ignores it (and its child in a session of its own), then exits ${code}`, async () => {
      const cli = spawn(process.execPath, [CLI, 'judge', FILE, '--time-limit', '60000', '--', binary, 'ignores-sigterm'], {
        cwd: FIXTURES,
        env: env(),
        stdio: 'ignore',
      });
      const exited = new Promise<number | null>((resolve) => cli.on('exit', (status) => resolve(status)));
      await waitFor('the program and its child to start', () => runSurvivors({ programsOnly: true }).length === 2);
      cli.kill(signal);
      assert.equal(await exited, code);
      await waitFor('the program and its child to end', () => runSurvivors().length === 0);
    });
  }

  it("a C++ source that includes /dev/zero is a Compilation Error naming the compiler's memory limit", () => {
    const r = judge([FILE, join(FIXTURES, 'judge', 'hostile', 'dev-zero.cpp')]);
    assert.equal(r.status, 1);
    assert.match(
      r.lastLine,
      /^Compilation Error: g\+\+ failed on .*dev-zero\.cpp \(it went past the compiler's memory limit of 1024 MB\)$/,
    );
  });
});

import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURES } from '../helpers/fixtures';
import { PYTHON } from '../helpers/python';
import { runSurvivors } from '../helpers/runSurvivors';
import { waitFor } from '../helpers/waitFor';

// Preparing a solution never blocks: what cannot be read at once is refused at once, and a
// signal ends the CLI at any moment of the preparation, leaving nothing behind.

const CLI = join(__dirname, '..', '..', '..', '..', 'bin', 'holedox.js');
const scratch = mkdtempSync(join(tmpdir(), 'holedox-prepare-'));
const cache = join(scratch, 'cache');
const runs = join(scratch, 'runs');
mkdirSync(runs);
copyFileSync(join(FIXTURES, 'sample.holedox'), join(scratch, 'sample.holedox'));
spawnSync('mkfifo', [join(scratch, 'nobody-writes.cpp'), join(scratch, 'nobody-writes.holedox')]);
writeFileSync(join(scratch, 'big.cpp'), '');
truncateSync(join(scratch, 'big.cpp'), 17 * 1024 * 1024);
writeFileSync(join(scratch, 'big.holedox'), '');
truncateSync(join(scratch, 'big.holedox'), 257 * 1024 * 1024);

const EN = { LC_ALL: '', LC_MESSAGES: '', LANG: 'C' };
const ZH = { LC_ALL: '', LC_MESSAGES: '', LANG: 'zh_CN.UTF-8' };
const env = (locale: Record<string, string>) => ({ ...process.env, XDG_CACHE_HOME: cache, TMPDIR: runs, ...locale });

/** The CLI run to its end; a run that blocks (and ignores SIGTERM) is killed after 30 s and shows as status null. */
function run(args: string[], locale = EN) {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd: scratch,
    encoding: 'utf8',
    env: env(locale),
    timeout: 30_000,
    killSignal: 'SIGKILL',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Clock ticks a second, as /proc/PID/stat counts CPU time (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100;

/** User and system CPU time of a process, in clock ticks (0 once it is gone). */
function cpuTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'latin1')
      .replace(/^.*\) /s, '')
      .split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

after(() => rmSync(scratch, { recursive: true, force: true }));

describe('holedox judge: preparing never blocks', function () {
  // Whole processes on a shared machine: a hang guard, not a speed check.
  this.timeout(120_000);

  it('refuses a FIFO nobody writes, as the source and as the input, at once (both languages)', () => {
    assert.deepEqual(run(['judge', 'sample.holedox', 'nobody-writes.cpp']), {
      status: 2,
      stdout: '',
      stderr: 'holedox: cannot read nobody-writes.cpp: it is a FIFO (named pipe), not a regular file\n',
    });
    assert.deepEqual(run(['judge', 'nobody-writes.holedox', '--', PYTHON]), {
      status: 2,
      stdout: '',
      stderr: 'holedox: cannot read nobody-writes.holedox: it is a FIFO (named pipe), not a regular file\n',
    });
    assert.deepEqual(run(['judge', 'sample.holedox', 'nobody-writes.cpp'], ZH), {
      status: 2,
      stdout: '',
      stderr: 'holedox: 无法读取 nobody-writes.cpp：它是命名管道（FIFO），不是普通文件\n',
    });
    assert.deepEqual(run(['judge', 'nobody-writes.holedox', '--', PYTHON], ZH), {
      status: 2,
      stdout: '',
      stderr: 'holedox: 无法读取 nobody-writes.holedox：它是命名管道（FIFO），不是普通文件\n',
    });
  });

  it('refuses a device or a huge file, as the source and as the input', () => {
    const refused = (args: string[], locale = EN) => {
      const r = run(args, locale);
      assert.deepEqual([r.status, r.stdout], [2, ''], args.join(' '));
      return r.stderr;
    };
    assert.equal(
      refused(['judge', 'sample.holedox', '/dev/zero']),
      'holedox: cannot read /dev/zero: it is a character device, not a regular file\n',
    );
    assert.equal(
      refused(['judge', '/dev/zero', '--', PYTHON]),
      'holedox: cannot read /dev/zero: it is a character device, not a regular file\n',
    );
    assert.equal(
      refused(['judge', 'sample.holedox', 'big.cpp']),
      'holedox: cannot read big.cpp: it holds 17.0 MB, more than the 16 MB allowed\n',
    );
    assert.equal(
      refused(['judge', 'big.holedox', '--', PYTHON]),
      'holedox: cannot read big.holedox: it holds 257.0 MB, more than the 256 MB allowed\n',
    );
    assert.equal(refused(['judge', 'sample.holedox', 'big.cpp'], ZH), 'holedox: 无法读取 big.cpp：它有 17.0 MB，超过了允许的 16 MB\n');
    assert.equal(refused(['judge', 'sample.holedox', '.'], ZH), 'holedox: 无法读取 .：它是目录，不是普通文件\n');
  });

  it('a stdout that cannot be written is exit 2 with one line, a reader gone early keeps the verdict', () => {
    for (const [out, code] of [
      [openSync(join(scratch, 'sample.holedox'), 'r'), 'EBADF'],
      [openSync('/dev/full', 'w'), 'ENOSPC'],
    ] as const) {
      const result = spawnSync(process.execPath, [CLI, 'judge', 'sample.holedox', '--', PYTHON, '-c', 'print("Case 1: 9")'], {
        cwd: scratch,
        env: env(EN),
        stdio: ['ignore', out, 'pipe'],
        encoding: 'utf8',
      });
      closeSync(out);
      assert.deepEqual([result.status, result.stderr], [2, `holedox: cannot write to standard output: ${code}\n`]);
    }
    // `| head -1`: the pipe closed after the first line; the Wrong Answer's status (1) stands, no stack trace.
    const head = spawnSync(
      'bash',
      [
        '-c',
        '"$0" "$1" judge sample.holedox -- "$2" -c "print(\'Case 1: 9\')" | head -1; exit ${PIPESTATUS[0]}',
        process.execPath,
        CLI,
        PYTHON,
      ],
      {
        cwd: scratch,
        env: env(EN),
        encoding: 'utf8',
      },
    );
    assert.deepEqual([head.status, head.stderr], [1, '']);
  });

  it('SIGINT during our own long solve ends the CLI with 130 before any run, leaving nothing behind', async () => {
    // 300 lairs whose search takes our solver about half a second of CPU each: solved on the
    // main thread, the signal would wait minutes, past the test's hang guard.
    const generate = join(__dirname, '..', '..', '..', '..', 'scripts', 'bench', 'generate.mjs');
    const made = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { holedoxLongSearch } from ${JSON.stringify(generate)};` +
          "process.stdout.write(holedoxLongSearch().replace(/0 0 0\\s*$/, '').repeat(300) + '0 0 0\\n');",
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    assert.equal(made.status, 0, made.stderr);
    writeFileSync(join(scratch, 'long.holedox'), made.stdout);
    const child = spawn(process.execPath, [CLI, 'judge', 'long.holedox', '--', '/bin/cat'], {
      cwd: scratch,
      env: env(EN),
      stdio: 'ignore',
    });
    try {
      const ended = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      // Solving: two seconds of CPU spent (reading and parsing take a fraction of that), the program not started.
      await waitFor('the CLI to spend 2 s of CPU solving', () => cpuTicks(child.pid ?? 0) >= 2 * CLOCK_TICKS, 120_000);
      assert.deepEqual(runSurvivors(), [], 'the program has not started: the CPU is our solve');
      child.kill('SIGINT');
      assert.equal(await ended, 130);
      assert.deepEqual(runSurvivors(), []);
      assert.deepEqual(readdirSync(runs), [], 'run folders left');
    } finally {
      child.kill('SIGKILL');
    }
  });

  for (const [signal, status] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const) {
    it(`${signal} while compiling ends the CLI with ${status}, leaving no process, run folder or half-made build`, async () => {
      // A compiler that takes its time: the run of `sleep` is the compile step.
      writeFileSync(join(scratch, 'slow.cpp'), `int main() { return ${status}; }\n`);
      const child = spawn(process.execPath, [CLI, 'judge', 'sample.holedox', 'slow.cpp', '--compile', 'sleep 600'], {
        cwd: scratch,
        env: env(EN),
        stdio: 'ignore',
      });
      const ended = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      await waitFor('the compile step (sleep 600) to run', () => (runSurvivors().length > 0 ? true : undefined), 60_000);
      child.kill(signal);
      assert.equal(await ended, status);
      assert.deepEqual(runSurvivors(), []);
      assert.deepEqual(readdirSync(runs), [], 'run folders left');
      const builds = readdirSync(join(cache, 'holedox', 'solutions'));
      assert.deepEqual(
        builds.filter((name) => name.includes('.building-')),
        [],
        'half-made builds left',
      );
    });
  }
});

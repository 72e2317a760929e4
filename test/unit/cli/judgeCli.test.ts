import { parsePuzzle } from '../../../src/core/puzzleFile';
import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURES } from '../helpers/fixtures';
import { splitIsolation } from '../helpers/isolationLine';
import { PYTHON } from '../helpers/python';

const CLI = join(__dirname, '..', '..', '..', '..', 'bin', 'holedox.js');
const cache = mkdtempSync(join(tmpdir(), 'holedox-judge-cache-'));

function run(args: string[], cwd = FIXTURES, locale: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    encoding: 'utf8',
    cwd,
    env: { ...process.env, XDG_CACHE_HOME: cache, ...locale },
  });
  // The isolation line under a judge's report is tested on its own (judgeContainCli.test.ts).
  const { report, isolation } = splitIsolation(result.stdout);
  return { status: result.status, stdout: report, stderr: result.stderr, ...(isolation !== undefined ? { isolation } : {}) };
}

/** The locale's variables as a Chinese reader's shell sets them, and as an English one's. */
const ZH_LOCALE = { LC_ALL: '', LC_MESSAGES: '', LANG: 'zh_CN.UTF-8' };
const EN_LOCALE = { LC_ALL: '', LC_MESSAGES: '', LANG: 'C' };

const py = (name: string) => [PYTHON, `solutions/${name}.py`];
/** The summary line's tail: `; 12 ms (CPU 10 ms), 3.4 MB resident` (memory only when sampled). */
const USAGE = '; \\d+ ms \\(CPU \\d+ ms\\)(, \\d+\\.\\d MB resident)?';

function lastLine(text: string): string {
  return text.trimEnd().split('\n').pop() ?? '';
}

const hasGpp = spawnSync('g++', ['--version']).status === 0;

after(() => rmSync(cache, { recursive: true, force: true }));

describe('holedox judge', function () {
  // Each test runs whole programs (python3, g++ builds, many stress rounds): on a loaded
  // machine that takes far longer than mocha's default, which is a hang guard, not a goal.
  this.timeout(120_000);
  it('Accepted: exit 0, the summary with cases, time and memory', () => {
    const r = run(['judge', 'sample.holedox', '--', ...py('holedox-correct')]);
    assert.equal(r.status, 0);
    assert.match(r.stdout, new RegExp(`^Accepted: 2 cases${USAGE}\\n$`));
    assert.equal(r.stderr, '');
    const t = run(['judge', 'judge/backtrack.tempter', '--', ...py('tempter-correct')]);
    assert.match(t.stdout, new RegExp(`^Accepted: 2 cases${USAGE}\\n$`));
  });

  it('Wrong Answer: one FILE:LINE:COL line per failing case, exit 1', () => {
    const r = run(['judge', 'judge/tail-blocks-exit.holedox', '--', ...py('holedox-enters-tail')]);
    assert.equal(r.status, 1);
    const lines = r.stdout.trimEnd().split('\n');
    assert.deepEqual(lines.slice(0, -1), [
      'judge/tail-blocks-exit.holedox:1:1: Case 1: expected 9, got 3',
      'judge/tail-blocks-exit.holedox:11:1: Case 2: expected -1, got 1',
      'judge/tail-blocks-exit.holedox:16:1: Case 3: expected -1, got 5',
    ]);
    assert.match(lastLine(r.stdout), new RegExp(`^Wrong Answer: case 1: expected 9, got 3 \\(3 of 3 cases wrong\\)${USAGE}$`));
    const t = run(['judge', 'judge/backtrack.tempter', '--', ...py('tempter-no-unmark')]);
    assert.equal(t.stdout.split('\n')[0], 'judge/backtrack.tempter:1:1: Case 1: expected YES, got NO');
  });

  it('Presentation Error: says what differs in the layout', () => {
    const r = run(['judge', 'sample.holedox', '--', PYTHON, '-c', 'print("Case 1:9"); print("Case 2: -1")']);
    assert.equal(r.status, 1);
    assert.equal(
      r.stdout.split('\n')[0],
      "sample.holedox:1:1: Case 1: presentation: expected 'Case 1: 9', got 'Case 1:9' (spacing differs)",
    );
    assert.match(lastLine(r.stdout), new RegExp(`^Presentation Error: case 1: line 1 is 'Case 1:9', expected 'Case 1: 9'${USAGE}$`));
  });

  it('reports wrong case numbering and extra lines precisely', () => {
    const r = run(['judge', 'sample.holedox', '--', PYTHON, '-c', 'print("Case 1: 9\\nCase 3: -1\\nCase 3: 4")']);
    assert.equal(r.status, 1);
    assert.deepEqual(r.stdout.trimEnd().split('\n').slice(0, -1), [
      "sample.holedox:11:1: Case 2: wrong case number: expected 'Case 2:', got 'Case 3:'",
      "output line 3: extra output after the last case: 'Case 3: 4'",
    ]);
  });

  it('Time Limit Exceeded by CPU time, with --time-limit', () => {
    const r = run(['judge', '--time-limit', '300', 'judge/parity-no.tempter', '--', ...py('tempter-no-parity')]);
    assert.equal(r.status, 1);
    assert.match(lastLine(r.stdout), new RegExp(`^Time Limit Exceeded: it used \\d+ ms of CPU; the limit is 300 ms${USAGE}$`));
  });

  it('a program that never exits (nor reads its input) is stopped and called waiting', () => {
    const r = run(['judge', '--time-limit', '400', 'sample.tempter', '--', PYTHON, '-c', 'import time\ntime.sleep(600)']);
    assert.equal(r.status, 1);
    assert.match(
      lastLine(r.stdout),
      /^Idleness Limit Exceeded: waited \d+\.\d s with \d+ ms of CPU, none of it in the last second \(does it read standard input to the end and stop at 0 0 0\?\)/,
    );
  });

  it('Runtime Error: the exit code, the missing cases and the end of its stderr', () => {
    const r = run(['judge', 'judge/tail-blocks-exit.holedox', '--', ...py('holedox-crash')]);
    assert.equal(r.status, 1);
    const lines = r.stdout.trimEnd().split('\n');
    assert.deepEqual(lines.slice(0, 3), [
      'judge/tail-blocks-exit.holedox:11:1: Case 2: missing: the output ended after 1 answer line',
      'judge/tail-blocks-exit.holedox:16:1: Case 3: missing: the output ended after 1 answer line',
      'its stderr (last lines):',
    ]);
    assert.ok(lines.includes('  ValueError: not enough values to unpack (expected 3, got 0)'), r.stdout);
    assert.match(lastLine(r.stdout), new RegExp(`^Runtime Error: exit code 1${USAGE}$`));
    const signal = run(['judge', 'sample.tempter', '--', PYTHON, '-c', 'import os, signal\nos.kill(os.getpid(), signal.SIGSEGV)']);
    assert.match(lastLine(signal.stdout), /^Runtime Error: killed by SIGSEGV; /);
  });

  it('Output Limit Exceeded past 64 MiB', () => {
    const r = run(['judge', 'sample.tempter', '--', PYTHON, '-c', 'import sys\nwhile True: sys.stdout.write("YES\\n" * 65536)']);
    assert.equal(r.status, 1);
    assert.match(lastLine(r.stdout), /^Output Limit Exceeded: it wrote more than 64 MiB and was stopped; /);
  });

  it('a program that prints nothing, or binary output, is a Wrong Answer that says so', () => {
    const nothing = run(['judge', 'sample.holedox', '--', PYTHON, '-c', 'pass']);
    assert.equal(nothing.status, 1);
    assert.match(lastLine(nothing.stdout), /^Wrong Answer: it printed nothing; 2 answer lines were expected \(2 of 2 cases wrong\); /);
    const binary = run(['judge', 'sample.holedox', '--', PYTHON, '-c', 'import sys\nsys.stdout.buffer.write(b"Case 1: 9\\n\\x00\\x01")']);
    assert.equal(binary.status, 1);
    assert.match(lastLine(binary.stdout), /^Wrong Answer: its output is not text: byte 10 is a zero byte; /);
  });

  it('judges the well-formed cases of a file with errors and names the skipped ones', () => {
    const r = run(['judge', 'malformed/missing-stones-before-next-case.holedox', '--', ...py('holedox-correct')]);
    assert.equal(r.status, 0);
    const lines = r.stdout.trimEnd().split('\n');
    assert.equal(lines.length, 2);
    assert.equal(
      lines[0],
      'malformed/missing-stones-before-next-case.holedox:1:1: Case 1: skipped, the case has errors: case 1 announces K = 3 stones but the next case header on line 8 begins after 2: 1 missing',
    );
    assert.match(lines[1] ?? '', new RegExp(`^Accepted: 1 case${USAGE}; 1 case with errors skipped$`));
  });

  it('explains bad usage without a stack trace, exit 2', () => {
    const cases: [string[], string][] = [
      [['judge', 'sample.holedox'], 'holedox judge: no solution given: add a source file (sol.cpp) or the command after -- (-- ./a.out)\n'],
      [['judge', 'sample.holedox', '--'], 'holedox judge: nothing after --: give the command that runs your solution (-- ./a.out)\n'],
      [['judge', '--', PYTHON], 'holedox judge: no input file given\n'],
      [
        ['judge', '--time-limit', 'soon', 'sample.holedox', '--', PYTHON],
        "holedox judge: --time-limit wants a whole number from 1 to 3600000, not 'soon'\n",
      ],
      [
        ['judge', '--colour', 'sample.holedox', '--', PYTHON],
        "holedox judge: unknown option '--colour' (a file name that starts with - goes after --)\n",
      ],
      [['judge', 'sample.holedox', '--time-limit'], 'holedox judge: --time-limit wants a value\n'],
      [['judge', '--help=yes', 'sample.holedox', '--', PYTHON], 'holedox judge: --help takes no value\n'],
    ];
    for (const [args, message] of cases) {
      const r = run(args);
      assert.equal(r.status, 2, args.join(' '));
      assert.equal(r.stdout, '');
      assert.equal(r.stderr, `${message}\nRun 'holedox judge --help' for the options.\n`);
    }
  });

  it('names a command that does not exist, and an unreadable input, exit 2', () => {
    assert.deepEqual(run(['judge', 'sample.holedox', '--', './no-such-program']), {
      status: 2,
      stdout: '',
      stderr: 'holedox: ./no-such-program: no such executable file\n',
    });
    assert.deepEqual(run(['judge', 'sample.holedox', '--', 'no-such-program-anywhere']), {
      status: 2,
      stdout: '',
      stderr: 'holedox: no-such-program-anywhere: command not found on PATH\n',
    });
    assert.deepEqual(run(['judge', 'nowhere.holedox', '--', PYTHON]), {
      status: 2,
      stdout: '',
      stderr: 'holedox: cannot read nowhere.holedox: ENOENT\n',
    });
    assert.deepEqual(run(['judge', 'malformed/body-not-adjacent.holedox', '--', PYTHON]), {
      status: 2,
      stdout: '',
      stderr:
        'holedox: no case of malformed/body-not-adjacent.holedox can be judged: every case has errors (run holedox FILE to see them)\n',
    });
  });

  it('runs a source file by its extension (Python)', () => {
    const r = run(['judge', 'sample.tempter', 'solutions/tempter-correct.py']);
    assert.equal(r.status, 0);
    assert.match(r.stdout, /^Accepted: 2 cases; /);
  });
});

describe('holedox judge with C++ sources', function () {
  // Each test runs whole programs (python3, g++ builds, many stress rounds): on a loaded
  // machine that takes far longer than mocha's default, which is a hang guard, not a goal.
  this.timeout(120_000);
  before(function () {
    if (!hasGpp) {
      // Visible in the test output, never a silent pass.
      console.log('    SKIPPED: g++ is not on PATH, so the C++ judge tests cannot run here');
      this.skip();
    }
  });

  it('compiles once per content, then judges: Accepted and Wrong Answer', () => {
    const ok = run(['judge', 'judge/tail-blocks-exit.holedox', 'solutions/holedox-correct.cpp']);
    assert.equal(ok.status, 0, ok.stdout + ok.stderr);
    assert.match(ok.stdout, /^Accepted: 3 cases; /);
    const wrong = run(['judge', 'judge/tail-blocks-exit.holedox', 'solutions/holedox-enters-tail.cpp']);
    assert.equal(wrong.status, 1);
    assert.equal(wrong.stdout.split('\n')[1], 'judge/tail-blocks-exit.holedox:11:1: Case 2: expected -1, got 1');
    const offByOne = run(['judge', 'judge/backtrack.tempter', 'solutions/tempter-by-time.cpp']);
    assert.equal(offByOne.stdout.split('\n')[0], 'judge/backtrack.tempter:6:1: Case 2: expected NO, got YES');
  });

  it('Compilation Error: the compiler output verbatim, file:line:col included, exit 1', () => {
    const r = run(['judge', 'sample.holedox', 'solutions/compile-error.cpp']);
    assert.equal(r.status, 1);
    assert.match(r.stdout, /solutions\/compile-error\.cpp:4:20: error: .answer. was not declared in this scope\n/);
    assert.match(lastLine(r.stdout), /^Compilation Error: g\+\+ failed on solutions\/compile-error\.cpp \(exit code 1\)$/);
  });

  it('stress keeps the earlier case a program needs to fail (state kept between cases)', () => {
    const out = mkdtempSync(join(tmpdir(), 'holedox-stress-'));
    try {
      const r = run(['stress', '--seed', '3', '--out', out, 'solutions/holedox-no-visited-reset.cpp']);
      assert.equal(r.status, 1, r.stdout + r.stderr);
      // Alone, the second case is answered right; after the first, its states are already marked seen.
      assert.equal(readFileSync(join(out, 'counterexample.holedox'), 'utf8'), '1 2 2\n1 1\n1 2\n0\n\n2 2 2\n1 2\n2 2\n0\n\n0 0 0\n');
      assert.equal(readFileSync(join(out, 'counterexample.holedox.out'), 'utf8'), 'Case 1: 0\nCase 2: 1\n');
      assert.match(r.stdout, /\ncase 2: expected 1, got -1\n/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('Runtime Error from a signal: a C++ exception that is never caught', () => {
    const r = run(['judge', 'judge/big-search.holedox', 'solutions/holedox-crash.cpp']);
    assert.equal(r.status, 1);
    assert.match(lastLine(r.stdout), /^Runtime Error: killed by SIGABRT; /);
  });
});

describe('holedox stress', function () {
  // Each test runs whole programs (python3, g++ builds, many stress rounds): on a loaded
  // machine that takes far longer than mocha's default, which is a hang guard, not a goal.
  this.timeout(120_000);
  it('finds, shrinks and writes a counterexample, the same for the same seed', () => {
    const out = mkdtempSync(join(tmpdir(), 'holedox-stress-'));
    try {
      const args = ['stress', '--seed', '11', '--out', out, '--', PYTHON, join(FIXTURES, 'solutions', 'holedox-off-by-one.py')];
      const r = run(args);
      assert.equal(r.status, 1, r.stderr);
      assert.equal(r.stderr, '', 'no progress line when stderr is not a terminal');
      const text = readFileSync(join(out, 'counterexample.holedox'), 'utf8');
      // Its last column is unusable, and the only way to the exit goes up that column.
      assert.equal(text, '2 2 2\n2 2\n2 1\n0\n\n0 0 0\n');
      assert.equal(readFileSync(join(out, 'counterexample.holedox.out'), 'utf8'), 'Case 1: 2\n');
      const name = join(out, 'counterexample.holedox');
      assert.equal(
        r.stdout,
        `Wrong Answer after 1 case (seed 11); shrunk in 1 step to ${name}:\n${text}` +
          `--- our answer (${name}.out):\nCase 1: 2\n--- your program's answer:\nCase 1: -1\ncase 1: expected 2, got -1\n` +
          `Reproduce: holedox stress --seed 11 --out ${out} -- ${PYTHON} ${join(FIXTURES, 'solutions', 'holedox-off-by-one.py')}\n`,
      );
      const again = run(args);
      assert.equal(again.stdout, r.stdout);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('finds a Tempter solution that forgets to unmark on the way back', () => {
    const out = mkdtempSync(join(tmpdir(), 'holedox-stress-'));
    try {
      const r = run(['stress', '--format', 'tempter', '--seed', '5', '--out', out, '--', ...py('tempter-no-unmark')]);
      assert.equal(r.status, 1);
      assert.equal(readFileSync(join(out, 'counterexample.tempter'), 'utf8'), '2 2 3\n.S\n.D\n0 0 0\n');
      assert.equal(readFileSync(join(out, 'counterexample.tempter.out'), 'utf8'), 'YES\n');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('reports no difference for a correct solution, exit 0', () => {
    const r = run(['stress', '--seed', '5', '--cases', '300', '--max-side', '6', '--max-length', '4', '--', ...py('holedox-correct')]);
    assert.equal(r.status, 0, r.stdout + r.stderr);
    const lines = r.stdout.split('\n');
    assert.match(lines[0] ?? '', /^No difference in 300 cases \(seed 5, \d+ cases\/s\)\.$/);
    // Then the hunt for slow cases, within --max-side and --max-length: the slowest case timed, and what the prunings are worth on it.
    assert.match(
      lines[1] ?? '',
      /^The slowest of 300 legal cases timed: your program \d+(\.\d+)? ms of CPU, ours \d+\.\d+ ms \(limit 5000 ms\):$/,
    );
    const whatAt = lines.indexOf('What the prunings are worth on it:');
    const document = parsePuzzle(`${lines.slice(2, whatAt).join('\n')}\n`, 'holedox');
    assert.deepEqual(
      document.issues.map((i) => i.code),
      [],
    );
    assert.equal(document.cases.length, 1);
    assert.ok((document.cases[0]?.rows ?? 99) <= 6 && (document.cases[0]?.cols ?? 99) <= 6, 'within --max-side 6');
    assert.match(lines[whatAt + 1] ?? '', /^ {2}Our A\* search: /);
  });

  it('explains bad usage, exit 2', () => {
    const cases: [string[], string][] = [
      [['stress', '--cases', '5', '--seconds', '5', '--', PYTHON], 'give --cases or --seconds, not both'],
      [['stress'], 'no solution given: add a source file (sol.cpp) or the command after -- (-- ./a.out)'],
      [['stress', '--format', 'chess', '--', PYTHON], "--format wants holedox or tempter, not 'chess'"],
      [['stress', '--max-side', '30', '--', PYTHON], 'max side must be a whole number from 2 to 20, got 30'],
      [['stress', '--max-time', '9', '--', PYTHON], '--max-time is for Tempter (--format tempter)'],
      [['stress', '--seed', '1.5', '--', PYTHON], "--seed wants a whole number from 0 to 4294967295, not '1.5'"],
    ];
    for (const [args, message] of cases) {
      const r = run(args);
      assert.equal(r.status, 2, args.join(' '));
      assert.equal(r.stderr, `holedox stress: ${message}\n\nRun 'holedox stress --help' for the options.\n`);
    }
    assert.deepEqual(run(['stress', '--', './missing']), {
      status: 2,
      stdout: '',
      stderr: 'holedox: ./missing: no such executable file\n',
    });
  });
});

describe('holedox (plain) is unchanged by the subcommands', () => {
  it('still answers a file byte for byte', () => {
    assert.equal(run(['sample.holedox']).stdout, readFileSync(join(FIXTURES, 'sample.holedox.out'), 'utf8'));
  });
});

describe('holedox judge and stress in zh-CN', function () {
  this.timeout(120_000);
  /** The summary line's tail in Chinese: `；12 毫秒（CPU 10 毫秒），常驻内存 3.4 MB`. */
  const ZH_USAGE = '；\\d+ 毫秒（CPU \\d+ 毫秒）(，常驻内存 \\d+\\.\\d MB)?';

  it('words the verdict by its Chinese name and code, under LANG=zh_CN.UTF-8 and --lang zh-cn', () => {
    const accepted = run(['judge', 'sample.holedox', '--', ...py('holedox-correct')], FIXTURES, ZH_LOCALE);
    assert.equal(accepted.status, 0);
    assert.match(accepted.stdout, new RegExp(`^答案正确 AC：2 个用例${ZH_USAGE}\\n$`));
    const wrong = run(
      ['judge', '--lang', 'zh-cn', 'judge/tail-blocks-exit.holedox', '--', ...py('holedox-enters-tail')],
      FIXTURES,
      EN_LOCALE,
    );
    assert.equal(wrong.status, 1);
    const lines = wrong.stdout.trimEnd().split('\n');
    assert.deepEqual(lines.slice(0, -1), [
      'judge/tail-blocks-exit.holedox:1:1: 用例 1：应为 9，实际是 3',
      'judge/tail-blocks-exit.holedox:11:1: 用例 2：应为 -1，实际是 1',
      'judge/tail-blocks-exit.holedox:16:1: 用例 3：应为 -1，实际是 5',
    ]);
    assert.match(lastLine(wrong.stdout), new RegExp(`^答案错误 WA：用例 1：应为 9，实际是 3（3 个用例中错了 3 个）${ZH_USAGE}$`));
    const layout = run(['judge', 'sample.holedox', '--lang=zh-cn', '--', PYTHON, '-c', 'print("Case 1:9"); print("Case 2: -1")']);
    assert.equal(layout.stdout.split('\n')[0], "sample.holedox:1:1: 用例 1：格式：应为 'Case 1: 9'，实际是 'Case 1:9'（空白不同）");
    assert.match(lastLine(layout.stdout), new RegExp(`^格式错误 PE：用例 1：第 1 行是 'Case 1:9'，应为 'Case 1: 9'${ZH_USAGE}$`));
    const numbering = run(
      ['judge', 'sample.holedox', '--', PYTHON, '-c', 'print("Case 1: 9\\nCase 3: -1\\nCase 3: 4")'],
      FIXTURES,
      ZH_LOCALE,
    );
    assert.deepEqual(numbering.stdout.trimEnd().split('\n').slice(0, -1), [
      'sample.holedox:11:1: 用例 2：用例编号不对：应为“Case 2:”，实际是“Case 3:”',
      "输出第 3 行：最后一个用例之后多出的输出：'Case 3: 4'",
    ]);
    const crashed = run(['judge', 'sample.holedox', '--', PYTHON, '-c', 'import sys; sys.exit(3)'], FIXTURES, ZH_LOCALE);
    assert.match(lastLine(crashed.stdout), new RegExp(`^运行错误 RE：退出码 3${ZH_USAGE}$`));
  });

  it('gives both help pages in Chinese, with every option the English pages list', () => {
    const options = (page: string) => [...page.matchAll(/^ {2}(--[\w-]+)/gm)].map((m) => m[1]);
    const common = ['--time-limit', '--memory-limit'];
    const expected = {
      judge: [...common, '--format', '--compile', '--run', '--lang', '--help'],
      stress: [
        '--format',
        '--seed',
        '--cases',
        '--seconds',
        '--hunt',
        '--max-side',
        '--max-length',
        '--max-time',
        ...common,
        '--jobs',
        '--out',
      ],
    };
    for (const command of ['judge', 'stress'] as const) {
      const en = run([command, '--help'], FIXTURES, EN_LOCALE);
      const zh = run([command, '--help'], FIXTURES, ZH_LOCALE);
      assert.deepEqual([en.status, zh.status], [0, 0], command);
      assert.ok(en.stdout.startsWith(`Usage: holedox ${command} `), en.stdout);
      assert.ok(zh.stdout.startsWith(`用法：holedox ${command} `), zh.stdout);
      // stress names --compile, --run on one line, then --lang and --help.
      const listed = command === 'stress' ? [...expected.stress, '--compile', '--lang', '--help'] : expected.judge;
      assert.deepEqual(options(en.stdout), listed, command);
      assert.deepEqual(options(zh.stdout), listed, command);
    }
  });

  it('explains bad usage, and a solution it cannot start, in Chinese', () => {
    const cases: [string[], string][] = [
      [
        ['judge', '--colour', 'sample.holedox', '--', PYTHON],
        "holedox judge: 未知选项“--colour”（以 - 开头的文件名要放在 -- 之后）\n\n运行 'holedox judge --help' 查看选项。\n",
      ],
      [
        ['judge', 'sample.holedox'],
        "holedox judge: 没有给出程序：请加上源文件（sol.cpp）或 -- 之后的命令（-- ./a.out）\n\n运行 'holedox judge --help' 查看选项。\n",
      ],
      [['stress', '--seed'], "holedox stress: --seed 需要一个值\n\n运行 'holedox stress --help' 查看选项。\n"],
      [
        ['stress', '--max-side', '30', '--', PYTHON],
        "holedox stress: 最大边长必须是 2 到 20 之间的整数，而不是 30\n\n运行 'holedox stress --help' 查看选项。\n",
      ],
      [
        ['stress', '--format', 'tempter', '--max-time', '50', '--', PYTHON],
        "holedox stress: T 的最大值必须是 1 到 49 之间的整数，而不是 50\n\n运行 'holedox stress --help' 查看选项。\n",
      ],
      [['judge', 'sample.holedox', '--', './no-such-program'], 'holedox: ./no-such-program：没有这个可执行文件\n'],
      [['stress', '--', 'no-such-program-anywhere'], 'holedox: no-such-program-anywhere：在 PATH 中找不到这个命令\n'],
    ];
    for (const [args, stderr] of cases) assert.deepEqual(run(args, FIXTURES, ZH_LOCALE), { status: 2, stdout: '', stderr }, args.join(' '));
    assert.deepEqual(run(['judge', 'sample.holedox', 'missing.cpp'], FIXTURES, ZH_LOCALE), {
      status: 2,
      stdout: '',
      stderr: 'holedox: 无法读取 missing.cpp：ENOENT\n',
    });
    // The compiler's own words stay as it printed them; ours around them are Chinese.
    const compile = run(['judge', 'sample.holedox', 'solutions/compile-error.cpp'], FIXTURES, ZH_LOCALE);
    assert.equal(compile.status, 1);
    assert.match(compile.stdout, /solutions\/compile-error\.cpp:4:20: error: /);
    assert.equal(lastLine(compile.stdout), '编译错误 CE：g++ 编译 solutions/compile-error.cpp 失败（退出码 1）');
  });

  it('refuses a --lang it has no catalogue for, and leaves the help in English', () => {
    const r = run(['judge', '--lang', 'fr', 'sample.holedox', '--', PYTHON], FIXTURES, EN_LOCALE);
    assert.equal(r.status, 2);
    assert.equal(r.stderr, "holedox judge: --lang wants en or zh-cn, not 'fr'\n\nRun 'holedox judge --help' for the options.\n");
  });

  it('words the stress report, and writes the same counterexample and prints the same judge lines as in English', () => {
    const dirs = [mkdtempSync(join(tmpdir(), 'holedox-stress-en-')), mkdtempSync(join(tmpdir(), 'holedox-stress-zh-'))];
    try {
      const solution = join(FIXTURES, 'solutions', 'holedox-off-by-one.py');
      const [en, zh] = dirs.map((out, k) =>
        run(['stress', '--seed', '11', '--out', out, '--', PYTHON, solution], FIXTURES, k === 0 ? EN_LOCALE : ZH_LOCALE),
      );
      assert.ok(en && zh);
      assert.equal(zh.status, 1, zh.stderr);
      const [enDir = '', zhDir = ''] = dirs;
      for (const file of ['counterexample.holedox', 'counterexample.holedox.out'])
        assert.equal(readFileSync(join(zhDir, file), 'utf8'), readFileSync(join(enDir, file), 'utf8'), file);
      const name = join(zhDir, 'counterexample.holedox');
      assert.equal(
        zh.stdout,
        `答案错误 WA，出现在 1 个用例之后（种子 11）；经 1 步缩小，已写入 ${name}：\n2 2 2\n2 2\n2 1\n0\n\n0 0 0\n` +
          `--- 我们的答案（${name}.out）：\nCase 1: 2\n--- 你的程序的答案：\nCase 1: -1\n用例 1：应为 2，实际是 -1\n` +
          `复现：holedox stress --seed 11 --out ${zhDir} -- ${PYTHON} ${solution}\n`,
      );
      // The lines between the headings are the case and the two programs' output, byte for byte.
      const between = (stdout: string) =>
        stdout.split('\n').filter((line, k, all) => k > 0 && k < all.length - 3 && !line.startsWith('---'));
      assert.deepEqual(between(zh.stdout), between(en.stdout));
    } finally {
      for (const out of dirs) rmSync(out, { recursive: true, force: true });
    }
  });

  it('reports no difference in Chinese, and answers a file byte for byte whatever the locale', () => {
    const r = run([
      'stress',
      '--lang',
      'zh-cn',
      '--seed',
      '5',
      '--cases',
      '200',
      '--max-side',
      '5',
      '--max-length',
      '3',
      '--',
      ...py('holedox-correct'),
    ]);
    assert.equal(r.status, 0, r.stdout + r.stderr);
    assert.match(
      r.stdout,
      /^200 个用例中没有发现差异（种子 5，每秒 \d+ 个用例）。\n在计时的 300 个合法用例中最慢的一个：你的程序用了 [\d.]+ ms CPU，我们的 [\d.]+ ms（限制 5000 ms）：\n/,
    );
    assert.match(r.stdout, /\n各项剪枝在这个用例上的作用：\n {2}我们的 A\* 搜索：/);
    const expected = readFileSync(join(FIXTURES, 'sample.holedox.out'), 'utf8');
    assert.equal(run(['sample.holedox'], FIXTURES, ZH_LOCALE).stdout, expected);
    assert.equal(run(['--lang', 'zh-cn', 'sample.holedox']).stdout, expected);
  });
});

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURES, readFixture } from '../helpers/fixtures';

const CLI = join(__dirname, '..', '..', '..', '..', 'bin', 'holedox.js');

function run(args: string[], input?: string) {
  const result = spawnSync(process.execPath, [CLI, ...args], { input, encoding: 'utf8', cwd: FIXTURES });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('holedox CLI', () => {
  it('prints the Holedox statement sample output byte for byte', () => {
    const r = run(['sample.holedox']);
    assert.deepEqual(r, { status: 0, stdout: readFixture('sample.holedox.out'), stderr: '' });
  });

  it('prints the Tempter statement sample output byte for byte', () => {
    const r = run(['sample.tempter']);
    assert.deepEqual(r, { status: 0, stdout: readFixture('sample.tempter.out'), stderr: '' });
  });

  it('reads standard input when no file or - is given', () => {
    assert.equal(run([], readFixture('sample.holedox')).stdout, 'Case 1: 9\nCase 2: -1\n');
    assert.equal(run(['-'], readFixture('sample.tempter')).stdout, 'NO\nYES\n');
  });

  it('answers the well-formed cases of a malformed file and reports the rest as FILE:LINE:COL, exit 1', () => {
    const r = run(['malformed/missing-stones-before-next-case.holedox']);
    assert.equal(r.status, 1);
    assert.equal(r.stdout, 'Case 2: 1\n');
    assert.equal(
      r.stderr,
      'malformed/missing-stones-before-next-case.holedox:1:1: error: case 1 announces K = 3 stones but the next case header on line 8 begins after 2: 1 missing [holedox.missing-pairs]\n',
    );
  });

  it('exits 0 on warnings alone, still printing them', () => {
    const r = run(['malformed/duplicate-stone.holedox']);
    assert.equal(r.status, 0);
    assert.equal(r.stdout, 'Case 1: 3\n');
    assert.match(
      r.stderr,
      /^malformed\/duplicate-stone\.holedox:7:1: warning: stone \(2, 3\) is listed twice; the second is redundant \[holedox\.duplicate-stone\]\n$/,
    );
  });

  it('answers a Tempter file past the judge limits in the fast lane with the warnings the full lane prints', () => {
    // A BOM and CRLF lines: columns count from after the BOM, as in the editor.
    const past = '\uFEFF7 2 60\r\nSD\r\n' + '..\r\n'.repeat(6);
    const warnings =
      '<stdin>:1:1: warning: N = 7 is beyond the judge limit 1 < N < 7; the solver still tries it [tempter.beyond-judge-limits]\n' +
      '<stdin>:1:5: warning: T = 60 is outside the judge limit 0 < T < 50; the solver still answers [tempter.beyond-judge-limits]\n';
    assert.deepEqual(run(['--format', 'tempter'], `${past}0 0 0\r\n`), { status: 0, stdout: 'NO\n', stderr: warnings });
    // One bad square in a second case sends the file to the full lane: the same warnings, then the error.
    assert.deepEqual(run(['--format', 'tempter'], `${past}2 2 1\r\nSD\r\n.Q\r\n0 0 0\r\n`), {
      status: 1,
      stdout: 'NO\n',
      stderr: `${warnings}<stdin>:11:2: error: 'Q' is not a maze square: expected S, D, X or . [tempter.bad-character]\n`,
    });
  });

  it('names standard input <stdin> in diagnostics', () => {
    const r = run([], '3 3 2\n1 2\n2 2\n0\n');
    assert.equal(r.stdout, 'Case 1: 1\n');
    assert.equal(r.stderr, "<stdin>:5:1: warning: the file does not end with the terminator '0 0 0' [holedox.missing-terminator]\n");
  });

  it('honours --format over detection', () => {
    const r = run(['--format', 'holedox', 'sample.tempter']);
    assert.equal(r.status, 1);
    assert.match(r.stderr, /\[holedox\.not-an-integer\]/);
    assert.equal(run(['--format=tempter', 'sample.tempter']).stdout, 'NO\nYES\n');
  });

  it("takes the format from FILE's extension: a stray S in a .holedox file costs one case", () => {
    const dir = mkdtempSync(join(tmpdir(), 'holedox-cli-'));
    try {
      const sample1 = '5 6 4\n4 1\n4 2\n3 2\n3 1\n3\n2 3\n3 3\n3 4\n';
      const text = `${sample1}\n${sample1.replace('3 2\n', 'S\n')}\n${sample1}\n0 0 0\n`;
      for (const name of ['suite.holedox', 'suite.txt']) writeFileSync(join(dir, name), text);
      const r = run([join(dir, 'suite.holedox')]);
      assert.equal(r.status, 1);
      assert.equal(r.stdout, 'Case 1: 9\nCase 3: 9\n');
      assert.match(
        r.stderr,
        /suite\.holedox:14:1: error: expected a coordinate, a non-negative integer; found 'S' \[holedox\.not-an-integer\]\n$/,
      );
      // Another name: the content decides, and the S makes it Tempter; --format still overrides.
      assert.equal(run([join(dir, 'suite.txt')]).stdout, '');
      assert.equal(run(['--format', 'holedox', join(dir, 'suite.txt')]).stdout, 'Case 1: 9\nCase 3: 9\n');
      // A contradiction is a diagnostic of its own.
      writeFileSync(join(dir, 'maze.holedox'), readFixture('sample.tempter'));
      assert.match(
        run([join(dir, 'maze.holedox')]).stderr,
        /^.*maze\.holedox:1:1: error: this file is read as Holedox .*\[holedox\.looks-like-tempter\]\n/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('explains usage errors and unreadable files without a stack trace, exit 2', () => {
    const bad = run(['--format', 'sokoban', 'sample.tempter']);
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /^holedox: --format wants holedox or tempter, not 'sokoban'\n/);
    const missing = run(['no-such-file.holedox']);
    assert.deepEqual(missing, { status: 2, stdout: '', stderr: 'holedox: cannot read no-such-file.holedox: ENOENT\n' });
  });

  it('prints help', () => {
    const r = run(['--help']);
    assert.equal(r.status, 0);
    assert.match(r.stdout, /^Usage: holedox \[FILE\|-\] \[--format holedox\|tempter\]/);
  });

  it("keeps the judge and stress subcommands out of the plain run's bundle, and loads theirs for them", () => {
    // The development build marks each source module in a bundle with a `// src/...` line.
    const modules = (bundle: string) => [
      ...new Set(
        [...readFileSync(join(__dirname, '..', '..', '..', '..', 'dist', bundle), 'utf8').matchAll(/^\/\/ (src\/\S+\.ts)$/gm)].map(
          (m) => m[1],
        ),
      ),
    ];
    const plain = modules('cli.js');
    assert.ok(
      plain.includes('src/cli.ts') && plain.includes('src/core/formats/holedox/solver/aStar.ts'),
      'dist/cli.js is a development build with module markers',
    );
    assert.deepEqual(
      plain.filter((m) => /^src\/(judge|cli|core\/judge)\//.test(m ?? '')),
      ['src/cli/stdio.ts', 'src/cli/cliWords.ts', 'src/cli/streamAnswers.ts'],
    );
    const judging = modules('cli/judgeCommands.js');
    assert.ok(judging.includes('src/cli/judgeCommands.ts') && judging.includes('src/judge/run.ts'));
    const help = run(['stress', '--help']);
    assert.equal(help.status, 0);
    assert.match(help.stdout, /^Usage: holedox stress \[options\] -- COMMAND/);
  });

  it('never crashes on hostile input', () => {
    for (const input of ['\u0000\u0001', `${'7'.repeat(100_000)} 1 1`, '1 1 1\n1 1\n0\n', 'S'.repeat(10_000)]) {
      const r = run([], input);
      assert.ok(r.status === 0 || r.status === 1, `exit ${r.status} for ${JSON.stringify(input.slice(0, 20))}`);
      assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
    }
  });

  it('reports search statistics on request', () => {
    const r = run(['--stats', 'sample.holedox']);
    const stats = JSON.parse(r.stderr.trim()) as { format: string; cases: number; skipped: number; expanded: number };
    assert.equal(stats.format, 'holedox');
    assert.equal(stats.cases, 2);
    assert.equal(stats.skipped, 0);
    assert.ok(stats.expanded > 0);
  });

  describe('search budgets', () => {
    // 6×20, L = 16: the snake lies in row 1 with its head at a door into 4×4 rooms, none
    // with room to turn round in, so the answer is -1 after about 155 000 states.
    const ROOMS = 'search/rooms-no-turning.holedox';
    const L_WARNING =
      'search/rooms-no-turning.holedox:1:6: warning: L = 16 is outside the judge limit 2 ≤ L ≤ 8; the solver still tries it [holedox.beyond-judge-limits]\n';

    it('--max-states stops a search at N states and says how to raise it', () => {
      const r = run(['--max-states', '1000', ROOMS]);
      assert.deepEqual(r, {
        status: 1,
        stdout: '',
        stderr:
          'search/rooms-no-turning.holedox:1:1: error: case 1: search stopped after 1 000 states (the --max-states budget; 714 states expanded) without an answer; raise it with --max-states [holedox.search-limit]\n' +
          L_WARNING,
      });
    });

    it('a raised --max-states answers the same case', () => {
      const r = run(['--max-states=200000', ROOMS]);
      assert.deepEqual(r, { status: 0, stdout: 'Case 1: -1\n', stderr: L_WARNING });
    });

    it('--time-limit stops a search after MS milliseconds and says how to raise it', () => {
      const r = run(['--time-limit', '1', ROOMS]);
      assert.equal(r.status, 1);
      assert.equal(r.stdout, '');
      assert.match(
        r.stderr,
        /^search\/rooms-no-turning\.holedox:1:1: error: case 1: search stopped after 1 ms \(the --time-limit budget; [0-9 ]+ states expanded\) without an answer; raise it with --time-limit \[holedox\.search-limit\]\n/,
      );
      // --time-limit 0 turns the time budget off.
      assert.equal(run(['--time-limit', '0', ROOMS]).stdout, 'Case 1: -1\n');
    });

    it('budgets apply to clean judge files too, and to Tempter nodes', () => {
      // Both statement sample cases need more than 5 states.
      const holedox = run(['--max-states', '5', 'sample.holedox']);
      assert.deepEqual(holedox, {
        status: 1,
        stdout: '',
        stderr:
          'sample.holedox:1:1: error: case 1: search stopped after 5 states (the --max-states budget; 4 states expanded) without an answer; raise it with --max-states [holedox.search-limit]\n' +
          'sample.holedox:11:1: error: case 2: search stopped after 5 states (the --max-states budget; 4 states expanded) without an answer; raise it with --max-states [holedox.search-limit]\n',
      });
      assert.equal(run(['--max-states', '20', 'sample.holedox']).stdout, 'Case 1: 9\nCase 2: -1\n');
      // 4×4, T = 14: a path through all but one square, found only by search (10 nodes).
      const tempterCase = '4 4 14\nS...\n....\n....\n...D\n0 0 0\n';
      assert.deepEqual(run(['--max-states', '1'], tempterCase), {
        status: 1,
        stdout: '',
        stderr:
          '<stdin>:1:1: error: case 1: search stopped after 1 node (the --max-states budget) without an answer; raise it with --max-states [tempter.search-limit]\n',
      });
      assert.equal(run(['--max-states', '10'], tempterCase).stdout, 'YES\n');
    });

    it('rejects budgets that are not whole numbers, exit 2', () => {
      for (const [args, message] of [
        [['--max-states', '0'], "--max-states wants a whole number of at least 1, not '0'"],
        [['--max-states=1e6'], "--max-states wants a whole number of at least 1, not '1e6'"],
        [['--max-states'], "--max-states wants a whole number of at least 1, not ''"],
        [['--time-limit', '-5'], "--time-limit wants milliseconds as a whole number (0 for none), not '-5'"],
        [['--time-limit=2.5'], "--time-limit wants milliseconds as a whole number (0 for none), not '2.5'"],
      ] as const) {
        const r = run(['sample.holedox', ...args]);
        assert.equal(r.status, 2, args.join(' '));
        assert.equal(r.stdout, '');
        assert.ok(r.stderr.startsWith(`holedox: ${message}\n`), r.stderr);
      }
    });

    it('documents both budgets and their defaults in --help', () => {
      const r = run(['--help']);
      assert.match(r.stdout, /--max-states N {5}per case, stop a search after N states \(Holedox, default\n {21}20 000 000\)/);
      assert.match(
        r.stdout,
        /--time-limit MS {4}per case, stop a Holedox search after MS milliseconds\n {21}\(default 10 000; 0 for none\)/,
      );
    });
  });
});

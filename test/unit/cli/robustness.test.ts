import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openInput } from '../../../src/cli/stdio';
import { answerStream, MAX_WINDOW_CHARS } from '../../../src/cli/streamAnswers';
import { parseHoledox } from '../../../src/core/formats/holedox';
import { ISSUES_PER_CASE } from '../../../src/core/issues';
import { parseTempter } from '../../../src/core/formats/tempter';
import { LineIndex } from '../../../src/core/text';
import { TokenList } from '../../../src/core/tokens';
import { streamed, wholeText } from '../helpers/lanes';
import { english } from '../helpers/english';
import { say } from '../../../src/core/l10n/message';

// Hostile input never crashes the CLI or loses a case.

const CLI = join(__dirname, '..', '..', '..', '..', 'bin', 'holedox.js');
const scratch = mkdtempSync(join(tmpdir(), 'holedox-robust-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

function run(args: string[], input?: string | Buffer, cwd = scratch) {
  const result = spawnSync(process.execPath, [CLI, ...args], { input, encoding: 'utf8', cwd, maxBuffer: 1 << 28 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function fileWith(name: string, content: string | Buffer): string {
  writeFileSync(join(scratch, name), content);
  return name;
}

/** 130 000 S in one row of a 2×4 maze, then a good case: one flood of issues, capped, and the next case answered. */
const FLOOD_TEMPTER = `2 4 5\n${'S'.repeat(130_000)}\n....\n2 4 3\nS..D\n....\n0 0 0\n`;
const FLOOD_HOLEDOX = `3 3 2\n1 1\n1 2\n130000\n${'5 5\n'.repeat(130_000)}\n3 3 2\n1 2\n2 2\n0\n0 0 0\n`;

describe('hostile input', function () {
  // Whole processes on big inputs on a busy machine: a generous net, not a performance check.
  this.timeout(180_000);

  describe('a flood of issues in one case', () => {
    it('is capped per case, the last one saying how many more (in-process parsers)', () => {
      const holedox = parseHoledox(FLOOD_HOLEDOX);
      assert.equal(holedox.cases.length, 2);
      assert.equal(holedox.cases[1]?.problem, undefined);
      assert.equal(holedox.issues.length, ISSUES_PER_CASE);
      assert.equal(
        english(holedox.issues.at(-1)?.message),
        'stone (5, 5) is outside the 3×3 lair (rows 1–3, columns 1–3) … and 129900 more like this in this case',
      );
      const tempter = parseTempter(FLOOD_TEMPTER);
      assert.equal(tempter.cases.length, 2);
      assert.equal(tempter.issues.length, ISSUES_PER_CASE);
      // 129 999 second starts, a row 130 000 wide and no door: 130 001 issues, 100 kept.
      assert.equal(
        english(tempter.issues.at(-1)?.message),
        "a second start square 'S': a maze has exactly one … and 129901 more like this in this case",
      );
    });

    it('is capped per file, one closing issue counting the rest', () => {
      // 1 500 cases each with a stone outside its lair: 1 500 errors, the file shows 1 001.
      const text = `${'2 2 2\n1 1\n1 2\n1\n9 9\n\n'.repeat(1500)}0 0 0\n`;
      const document = parseHoledox(text);
      assert.equal(document.issues.length, 1001);
      const last = document.issues.at(-1);
      assert.equal(
        english(last?.message),
        'stone (9, 9) is outside the 2×2 lair (rows 1–2, columns 1–2) … and 499 more issues in this file',
      );
      assert.equal(new LineIndex(text).positionAt(last?.range.start ?? 0).line + 1, 6005);
      // The CLI's streaming lane caps the same way.
      const result = streamed(text, 100, 1 << 16, 'holedox');
      assert.equal(result.diagnostics.length, 1001);
      assert.equal(
        result.diagnostics.at(-1),
        '6005:1: error: stone (9, 9) is outside the 2×2 lair (rows 1–2, columns 1–2) … and 499 more issues in this file [holedox.outside-lair]',
      );
    });

    it('keeps room for errors after a flood of warnings', () => {
      // 1 200 one-row mazes (N = 1 is past HDU 1010's 1 < N: a warning each), then a typo.
      const text = `${'1 2 1\nSD\n'.repeat(1200)}2 2 1\nSx\n.D\n0 0 0\n`;
      const document = parseTempter(text);
      const codes = document.issues.map((i) => i.code);
      assert.equal(
        codes.filter((c) => c === 'tempter.beyond-judge-limits').length,
        501,
        'half the cap, and the summary of the dropped 700',
      );
      // The error is kept; the summary of the dropped warnings comes last, as the CLI prints it.
      assert.deepEqual(codes.slice(-2), ['tempter.bad-character', 'tempter.beyond-judge-limits']);
      assert.match(english(document.issues.at(-1)?.message) ?? '', /… and 699 more issues in this file$/);
      assert.equal(new LineIndex(text).positionAt(document.issues.at(-2)?.range.start ?? 0).line + 1, 2402);
      // The CLI's streaming lane keeps the same ones.
      const result = streamed(text, 100, 1 << 16, 'tempter');
      assert.equal(result.diagnostics.length, 502);
      assert.match(result.diagnostics.at(-2) ?? '', /^2402:2: error: 'x' is not a maze square/);
      assert.match(result.diagnostics.at(-1) ?? '', /… and 699 more issues in this file \[tempter\.beyond-judge-limits\]$/);
    });

    it('the CLI answers the other cases and exits 1 (both reproducers)', () => {
      const tempter = run([], FLOOD_TEMPTER);
      assert.equal(tempter.status, 1);
      assert.equal(tempter.stdout, 'YES\n');
      const lines = tempter.stderr.trimEnd().split('\n');
      assert.equal(lines.length, ISSUES_PER_CASE);
      assert.equal(lines[0], '<stdin>:2:1: error: row 1 has 130000 squares; M = 4 expected [tempter.row-width]');
      assert.equal(
        lines.at(-1),
        "<stdin>:2:100: error: a second start square 'S': a maze has exactly one … and 129901 more like this in this case [tempter.several-starts]",
      );
      const holedox = run([], FLOOD_HOLEDOX);
      assert.equal(holedox.status, 1);
      assert.equal(holedox.stdout, 'Case 2: 1\n');
      assert.equal(holedox.stderr.trimEnd().split('\n').length, ISSUES_PER_CASE);
    });
  });

  describe('closed pipes', () => {
    /** Runs the CLI on `file`, closing our end of `stream` as soon as the child starts (stderr) or after the first answers (stdout). */
    function runClosing(file: string, stream: 'stdout' | 'stderr'): Promise<{ status: number | null; stdout: string; stderr: string }> {
      return new Promise((resolve) => {
        const child = spawn(process.execPath, [CLI, file], { cwd: scratch });
        let stdout = '';
        let stderr = '';
        if (stream === 'stderr') child.stderr.destroy();
        else child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        child.stdout.on('data', (d: Buffer) => {
          stdout += d.toString();
          if (stream === 'stdout') child.stdout.destroy();
        });
        child.on('close', (status) => resolve({ status, stdout, stderr }));
      });
    }

    const manyCases = (tail: string) => `${'3 3 2\n1 2\n2 2\n0\n\n'.repeat(40_000)}${tail}0 0 0\n`;

    it('stdout closed early (… | head -1) ends quietly with the status so far, in both lanes', async () => {
      for (const name of [fileWith('many.holedox', manyCases('')), fileWith('many-junk.holedox', manyCases('junk\n'))]) {
        const r = await runClosing(name, 'stdout');
        assert.equal(r.status, 0, `${name}: ${r.stderr}`);
        assert.equal(r.stderr, '', name);
        assert.match(r.stdout, /^Case 1: 1\n/);
      }
    });

    it('a stdout that cannot be written (read-only, a full disk) is an error, exit 2, not a quiet end', () => {
      const name = fileWith('sample.holedox', '3 3 2\n1 2\n2 2\n0\n0 0 0\n');
      for (const [out, code] of [
        [openSync(join(scratch, name), 'r'), 'EBADF'],
        [openSync('/dev/full', 'w'), 'ENOSPC'],
      ] as const) {
        const result = spawnSync(process.execPath, [CLI, name], { cwd: scratch, stdio: ['ignore', out, 'pipe'], encoding: 'utf8' });
        closeSync(out);
        assert.deepEqual([result.status, result.stderr], [2, `holedox: cannot write to standard output: ${code}\n`]);
      }
    });

    it('a closed stderr does not turn a clean run (warnings only) into exit 1', async () => {
      const name = fileWith('warnings.holedox', `${'3 3 2\n1 2\n2 2\n2\n3 3\n3 3\n\n'.repeat(2000)}`);
      const r = await runClosing(name, 'stderr');
      assert.equal(r.status, 0);
      assert.equal(r.stdout, Array.from({ length: 2000 }, (_, k) => `Case ${k + 1}: 1\n`).join(''));
    });
  });

  describe('pipes, devices and endless input', () => {
    const SAMPLE = '3 3 2\n1 2\n2 2\n0\n\n3 3 2\n2 1\n2 2\n0\n0 0 0\n';

    /**
     * Runs the CLI in bash on INPUT through a pipe, as `holedox <(cat INPUT)` (`named`) or
     * `cat INPUT | holedox /dev/stdin`, after `args`: Node's own child pipes are sockets.
     */
    function runOnPipe(input: string, how: 'named' | 'stdin', args: string[] = []) {
      const name = fileWith('piped.txt', input);
      const script = how === 'named' ? '"$0" "$1" "${@:3}" <(cat "$2")' : 'cat "$2" | "$0" "$1" "${@:3}" /dev/stdin';
      const result = spawnSync('bash', ['-c', script, process.execPath, CLI, name, ...args], { cwd: scratch, encoding: 'utf8' });
      return { status: result.status, stdout: result.stdout, stderr: result.stderr.replace(/\/dev\/fd\/\d+/g, '/dev/fd/N') };
    }

    it('reads a pipe named as the file (<(generator), /dev/stdin) as a stream', () => {
      for (const how of ['named', 'stdin'] as const)
        assert.deepEqual(runOnPipe(SAMPLE, how), { status: 0, stdout: 'Case 1: 1\nCase 2: 1\n', stderr: '' }, how);
    });

    it('gives a stream the fast lane declines (a NUL, a long line) to the full lane whole, as it gives a file', () => {
      // A NUL in case 1 and a 100 000-character line of blanks before case 2: both lanes' reasons to decline.
      const text = `3 3 2\n1 2\n2 2\n0\u0000\n${' '.repeat(100_000)}\n${SAMPLE}`;
      const fromFile = run([fileWith('nul.holedox', text)]);
      assert.equal(fromFile.status, 1);
      const fromPipe = runOnPipe(text, 'named', ['--format', 'holedox']);
      const fromStdin = run(['--format', 'holedox'], text);
      for (const r of [fromPipe, fromStdin]) {
        assert.equal(r.stdout, fromFile.stdout);
        assert.equal(r.status, 1);
      }
      assert.equal(fromPipe.stderr, fromFile.stderr.replaceAll('nul.holedox', '/dev/fd/N'));
      assert.equal(fromStdin.stderr, fromFile.stderr.replaceAll('nul.holedox', '<stdin>'));
    });

    it('ends /dev/zero (one endless line of NULs) with a located error, exit 1', () => {
      assert.deepEqual(run(['--format', 'holedox', '/dev/zero']), {
        status: 1,
        stdout: '',
        stderr:
          '/dev/zero:1:1: error: a line longer than 16 777 216 characters, with no line end: the rest of the file is not read [holedox.line-too-long]\n',
      });
    });

    it('reads an endless line or an endless blank run no further than the widest window', () => {
      for (const [fill, code, line] of [
        ['\u0000', 'tempter.line-too-long', 4],
        ['\n', 'holedox.case-too-long', 1],
      ] as const) {
        let read = 0;
        const chunk = Buffer.from(fill.repeat(1 << 20));
        const endless = (function* () {
          yield Buffer.from('2 2 1\nSD\n..\n');
          for (;;) {
            read += chunk.length;
            // A bound well past the widest window: reading on to it would mean no bound at all.
            if (read > 4 * MAX_WINDOW_CHARS) throw new Error(`read ${read} bytes of an endless input`);
            yield chunk;
          }
        })();
        const printed: string[] = [];
        const summary = answerStream(
          endless,
          { answers: (text) => printed.push(text), issue: (issue, at) => printed.push(`${at.line + 1}:${at.character + 1} ${issue.code}`) },
          { format: fill === '\n' ? 'holedox' : 'tempter', declared: true },
        );
        assert.equal(summary.errors, true);
        assert.ok(read <= MAX_WINDOW_CHARS + (2 << 20), `${fill === '\n' ? 'blank lines' : 'NULs'}: read ${read} bytes`);
        assert.deepEqual(printed.slice(-1), [`${line}:1 ${code}`]);
      }
    });
  });

  describe('big files', () => {
    it('streams: answers and diagnostics go out window by window, in file order, and are right', () => {
      // 45 000 cases (three windows), case 1 broken, junk at the end: the full lane. With stdout and stderr on
      // one file (as `2>&1` does), the writes' order shows: case 1's diagnostic comes out
      // before the later answers only when the CLI writes as it goes.
      const text = `3 3 2\n9 9\n2 2\n0\n\n${'3 3 2\n1 2\n2 2\n0\n\n'.repeat(45_000)}junk\n0 0 0\n`;
      const name = fileWith('big-stream.holedox', text);
      const outPath = join(scratch, 'big-stream.out');
      const out = openSync(outPath, 'w');
      const result = spawnSync(process.execPath, [CLI, name], { cwd: scratch, stdio: ['ignore', out, out] });
      closeSync(out);
      assert.equal(result.status, 1);
      const lines = readFileSync(outPath, 'utf8').trimEnd().split('\n');
      const expected = wholeText(text, 'holedox');
      const firstDiagnostic = lines.findIndex((line) => line.startsWith('big-stream.holedox:'));
      assert.ok(
        firstDiagnostic > 0 && firstDiagnostic < 1 + lines.length / 2,
        `case 1's diagnostic at output line ${firstDiagnostic + 1} of ${lines.length}`,
      );
      assert.deepEqual(
        lines.filter((line) => line.startsWith('big-stream.holedox:')),
        expected.diagnostics.map((d) => `big-stream.holedox:${d}`),
      );
      const answers = lines.filter((line) => line.startsWith('Case '));
      assert.equal(answers.length, 45_000);
      assert.ok(`${answers.join('\n')}\n` === expected.stdout, 'the answers of the whole-text parse');
    });

    it('reads a file past the whole-read size again in chunks, for the full lane alone', () => {
      const content = '3 3 2\n1 2\n2 2\n0\n'.repeat(100_000);
      const name = fileWith('chunked.holedox', content);
      const input = openInput(join(scratch, name), 1000);
      assert.equal(input.bytes, undefined);
      assert.equal(Buffer.from(input.head).toString(), content.slice(0, 4096));
      const chunks = [...input.chunks()];
      assert.ok(chunks.length >= 2, `${chunks.length} chunks`);
      assert.equal(Buffer.concat(chunks).toString(), content);
      const small = openInput(join(scratch, name));
      assert.equal(small.bytes?.length, content.length);
    });
  });

  it('skips a leading UTF-8 BOM, so case 1 keeps its number (both lanes)', () => {
    const clean = run([fileWith('bom.holedox', '\uFEFF3 3 2\n1 2\n2 2\n0\n\n3 3 2\n2 1\n2 2\n0\n0 0 0\n')]);
    assert.deepEqual(clean, { status: 0, stdout: 'Case 1: 1\nCase 2: 1\n', stderr: '' });
    const flawed = run(['-'], '\uFEFF3 3 2\n1 2\n2 2\n0\n\n3 3 2\n9 9\n2 2\n0\n\n3 3 2\n2 1\n2 2\n0\n0 0 0\n');
    assert.equal(flawed.stdout, 'Case 1: 1\nCase 3: 1\n');
    assert.equal(flawed.stderr, '<stdin>:7:1: error: B1 (9, 9) is outside the 3×3 lair (rows 1–3, columns 1–3) [holedox.outside-lair]\n');
  });

  describe('CR-only line endings', () => {
    const text = '3 3 2\r1 2\r2 2\r3\r3 3\r\r4 4 2\r1 2\r2 2\r0\r\r4 4 2\r1 2\r2 2\r1\r9 9\r0 0 0\r';

    it('count as lines in LineIndex and TokenList', () => {
      assert.deepEqual(new LineIndex(text).positionAt(text.indexOf('9 9')), { line: 15, character: 0 });
      assert.deepEqual(new LineIndex('a\r\nb\rc\nd').positionAt(7), { line: 3, character: 0 });
      const tokens = new TokenList('1\r2\r\n3\n\r4');
      assert.deepEqual(
        [0, 1, 2, 3].map((k) => tokens.line(k)),
        [0, 1, 2, 4],
      );
    });

    it('give each diagnostic its own LINE:COL in the CLI', () => {
      const r = run([fileWith('cr.holedox', text)]);
      assert.equal(r.status, 1);
      assert.equal(r.stdout, 'Case 2: 1\n');
      assert.equal(
        r.stderr,
        'cr.holedox:1:1: error: case 1 announces K = 3 stones but the next case header on line 7 begins after 1: 2 missing [holedox.missing-pairs]\n' +
          'cr.holedox:16:1: error: stone (9, 9) is outside the 4×4 lair (rows 1–4, columns 1–4) [holedox.outside-lair]\n',
      );
    });
  });

  describe('odd characters, huge values and option ends', () => {
    it('counts a character outside the BMP as one square and prints it as itself', () => {
      const document = parseTempter('2 4 3\nS😀.D\n....\n0 0 0\n');
      assert.deepEqual(
        document.issues.map((i) => [i.code, say(i.message), i.range.end - i.range.start]),
        [['tempter.bad-character', "'😀' is not a maze square: expected S, D, X or .", 2]],
      );
      const long = english(parseHoledox(`3 3 2\n1 ${'😀'.repeat(30)}\n`).issues[0]?.message) ?? '';
      assert.ok(!/[\ud800-\udbff](?![\udc00-\udfff])/.test(long), `no half character in ${long}`);
    });

    it('shows values of 10^12 and more as written', () => {
      const messages = (text: string) => parseHoledox(text).issues.map((i) => say(i.message));
      assert.deepEqual(messages('1000000000000 3 2\n0 0 0\n').slice(0, 1), ['n = 1000000000000: this solver handles lairs up to 100×100']);
      assert.equal(
        messages('3 3 123456789012345678901234567890\n1 2\n0 0 0\n')[0],
        'L = 123456789012345678901234567890: this solver handles snakes of up to 16 blocks',
      );
      assert.match(
        messages('3 3 99999999999999999999\n1 2\n')[1] ?? '',
        /announces L = 99999999999999999999 body blocks but the file ends after 1: 99999999999999999998 missing/,
      );
      assert.equal(
        english(parseTempter('-00012345678901234567 2 3\n0 0 0\n').issues[0]?.message),
        'N = -12345678901234567: the maze needs at least one row',
      );
    });

    it('ends the options at --', () => {
      const name = fileWith('-dash.holedox', '3 3 2\n1 2\n2 2\n0\n0 0 0\n');
      assert.deepEqual(run(['--', name]), { status: 0, stdout: 'Case 1: 1\n', stderr: '' });
      assert.equal(run([name]).status, 2);
      assert.equal(run(['--', '--format']).stderr, 'holedox: cannot read --format: ENOENT\n');
    });

    it('says UTF-16 is not supported, exit 2 (BOM either way, or NULs between the bytes)', () => {
      const sample = '3 3 2\n1 2\n2 2\n0\n0 0 0\n';
      const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(sample, 'utf16le')]);
      const be = Buffer.from(le).swap16();
      const bare = Buffer.from(sample, 'utf16le');
      for (const [name, bytes] of [
        ['le.holedox', le],
        ['be.holedox', be],
        ['bare.holedox', bare],
      ] as const) {
        assert.deepEqual(run([fileWith(name, bytes)]), {
          status: 2,
          stdout: '',
          stderr: `holedox: ${name}: UTF-16 is not supported, save as UTF-8\n`,
        });
      }
    });
  });
});

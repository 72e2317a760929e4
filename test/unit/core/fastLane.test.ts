import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { answerCleanFile, readCleanFile } from '../../../src/core/fastLane';
import { CleanHoledoxFile } from '../../../src/core/formats/holedox';
import { CleanTempterFile } from '../../../src/core/formats/tempter';
import { mulberry32 } from '../../../src/core/randomCases';
import { ReadScratch } from '../../../src/core/readScratch';
import { ISSUE_CODES } from '../../../src/core/formats/registry';
import { detectFormat, formatFromFileName, parsePuzzle, type FormatId } from '../../../src/core/puzzleFile';
import { judgeOutput, solveDocument } from '../../../src/core/answers';
import { tempterFormat } from '../../../src/core/formats/tempter';
import { holedoxFormat } from '../../../src/core/formats/holedox';
import { FIXTURES, readFixture } from '../helpers/fixtures';
import { fastLanePrinted, streamed } from '../helpers/lanes';
import { cleanFile, mutate } from '../helpers/randomFiles';

// The CLI's fast lane must answer exactly what the full lane answers, and only for files in
// which the full lane finds nothing to report but the warnings the fast reader words itself
// (Tempter's cases past the judge's limits), which it must then print exactly as the full lane.

const bytesOf = (text: string): Uint8Array => new TextEncoder().encode(text);

/** The fast lane's output, or undefined when it declines. */
function fastLane(text: string, format?: FormatId): string | undefined {
  const clean = readCleanFile(bytesOf(text), format);
  return clean === undefined ? undefined : answerCleanFile(clean)?.output;
}

/** What the CLI's streaming full lane prints (the default window): the judge's output and its diagnostics. */
const fullPrinted = (text: string, format?: FormatId) => {
  const { stdout, diagnostics } = streamed(text, 1 << 18, 1 << 16, format);
  return { stdout, diagnostics };
};

/** The full lane: its output, how many issues it reports and their codes (search limits included). */
function fullLane(text: string, format?: FormatId): { output: string; issues: number; codes: string[] } {
  const document = parsePuzzle(text, format);
  const verdicts = solveDocument(document);
  const limits = verdicts.flatMap((v) => (v.outcome === 'limit' ? [v.problem] : []));
  const issues = [...document.issues, ...limits];
  return { output: judgeOutput(verdicts), issues: issues.length, codes: issues.map((i) => i.code) };
}

describe("readCleanFile and answerCleanFile (the CLI fast lane, each format's fastRead)", () => {
  it('answers the statement samples byte for byte', () => {
    assert.equal(fastLane(readFixture('sample.holedox')), 'Case 1: 9\nCase 2: -1\n');
    assert.equal(fastLane(readFixture('sample.tempter')), 'NO\nYES\n');
  });

  it('holds a clean Holedox file in flat arrays: rows, cols, L, K, first stone, head and shape per case', () => {
    const clean = readCleanFile(bytesOf('3 3 2\n2 2\n2 3\n1\n3 1\n\n2 2 2\n1 2\n2 2\n0\n0 0 0\n'));
    assert.ok(clean instanceof CleanHoledoxFile);
    assert.equal(clean.format, 'holedox');
    assert.equal(clean.cases, 2);
    // Padded squares: row * (cols + 2) + col. Shapes: block 2 right of the head (1), below it (2).
    assert.deepEqual([...clean.headers.subarray(0, 14)], [3, 3, 2, 1, 0, 12, 1, 2, 2, 2, 0, 1, 6, 2]);
    assert.deepEqual([...clean.stones.subarray(0, 1)], [16]);
  });

  it('holds a clean Tempter file as its grid characters, case after case', () => {
    const clean = readCleanFile(bytesOf('2 2 1\nSD\n..\n2 3 2\nS.D\n...\n0 0 0\n'));
    assert.ok(clean instanceof CleanTempterFile);
    assert.equal(clean.format, 'tempter');
    assert.equal(clean.cases, 2);
    // Per case: N, M, T, where its squares start, where S and D stand in them.
    assert.deepEqual([...clean.headers.subarray(0, 12)], [2, 2, 1, 0, 0, 1, 2, 3, 2, 4, 0, 2]);
    assert.equal(String.fromCharCode(...clean.squares.subarray(0, 7)), 'SD..S.D');
    // A row alone on its line is taken in one pass, any other row token by token: both keep S and D.
    const spaced = readCleanFile(bytesOf('2 3 2\n .DS\n\n...\t\r\n3 2 2\n..\r\n.D\n S.\n0 0 0\n'));
    assert.ok(spaced instanceof CleanTempterFile);
    assert.deepEqual([...spaced.headers.subarray(0, 12)], [2, 3, 2, 0, 2, 1, 3, 2, 2, 6, 4, 3]);
    assert.equal(String.fromCharCode(...spaced.squares.subarray(0, 12)), '.DS......DS.');
  });

  it('reads a Tempter file into a scratch left over from bigger and smaller files as into new arrays', () => {
    // The solve worker reads every request into one ReadScratch: whatever an earlier file left
    // in its arrays must not show through.
    const scratch = new ReadScratch();
    const options = { judgeLimits: false, scratch } as const;
    const fresh = (text: string) => readCleanFile(bytesOf(text), 'tempter', { judgeLimits: false });
    const cases = (clean: ReturnType<typeof readCleanFile>) => {
      assert.ok(clean instanceof CleanTempterFile);
      return Array.from({ length: clean.cases }, (_, k) => [...clean.headers.subarray(6 * k, 6 * k + 6)]);
    };
    const squaresOf = (clean: ReturnType<typeof readCleanFile>) => {
      assert.ok(clean instanceof CleanTempterFile);
      const last = clean.headers.subarray(6 * (clean.cases - 1));
      return String.fromCharCode(...clean.squares.subarray(0, last[3]! + last[0]! * last[1]!));
    };
    for (const text of [
      cleanFile('tempter', 120, 0x51),
      '2 2 1\nDS\n..\n0 0 0\n',
      cleanFile('tempter', 300, 0x52),
      cleanFile('tempter', 40, 0x53),
    ]) {
      const read = readCleanFile(bytesOf(text), 'tempter', options);
      assert.deepEqual(cases(read), cases(fresh(text)));
      assert.equal(squaresOf(read), squaresOf(fresh(text)));
      assert.deepEqual(answerCleanFile(read!), answerCleanFile(fresh(text)!));
    }
    // Its arrays are kept: the next read of the same size uses the same memory.
    const first = readCleanFile(bytesOf(cleanFile('tempter', 40, 0x54)), 'tempter', options);
    const second = readCleanFile(bytesOf(cleanFile('tempter', 40, 0x55)), 'tempter', options);
    assert.ok(first instanceof CleanTempterFile && second instanceof CleanTempterFile);
    assert.equal(first.headers.buffer, second.headers.buffer);
  });

  it('holds files of the smallest clean cases, packed without blank lines', () => {
    // The readers size their tables from the file's length, assuming a smallest case: a
    // table too small would drop writes silently, so the answers would be wrong, not missing.
    const holedox = `${'1 2 2\n1 1\n1 2\n0\n'.repeat(2000)}0 0 0`;
    assert.equal(fastLane(holedox), Array.from({ length: 2000 }, (_, k) => `Case ${k + 1}: 0\n`).join(''));
    const tempter = `${'2 2 1\nSD\n..\n'.repeat(2000)}0 0 0`;
    assert.equal(fastLane(tempter), 'YES\n'.repeat(2000));
  });

  it('tells the formats apart by the same detection on bytes as on text', () => {
    const cases: [string, FormatId][] = [
      ['5 6 4\n4 1\n', 'holedox'],
      ['1 3 2\nS.D\n', 'tempter'],
      ['', 'holedox'],
      ['x y z', 'holedox'],
      ['1 2 3 . 4', 'tempter'],
      ['SDX', 'tempter'],
      ['1 3 2\u00a0S.D', 'holedox'],
      ['é S.D', 'tempter'],
    ];
    for (const [text, format] of cases) {
      assert.equal(detectFormat(text), format, JSON.stringify(text));
      assert.equal(detectFormat(bytesOf(text)), format, `${JSON.stringify(text)} as bytes`);
    }
  });

  it('accepts CRLF, tabs, blank lines and leading zeros, which the full lane also finds clean', () => {
    const text = '5 6 4\r\n4 1\r\n4\t2\r\n3 2\r\n\r\n  3 1\r\n3\r\n2 3\r\n3 3\r\n3 04\r\n0 0 0\r\n';
    assert.equal(fullLane(text).issues, 0);
    assert.equal(fastLane(text), 'Case 1: 9\n');
  });

  it('declines layouts it does not prove clean, leaving them to the full lane', () => {
    const declined = [
      '5 6 4 4 1\n4 2\n3 2\n3 1\n0\n0 0 0\n', // two items on a line
      '2 2 2\n1 2\n2 2\n0\n0 0 0\n5\n', // content after the terminator
      '2 2 2\n1 2\n2 2\n0\n', // no terminator
      '2 2 2\n1 2\n2 2\n+0\n0 0 0\n', // a sign
      '2 2 2\n1 2\n2 2\n0000000\n0 0 0\n', // seven digits
      '1 3 2\nS.D\n0 0 0 0\n', // four numbers on the terminator's line
      '1 3 2\nS.d\n0 0 0\n', // not a square
      `9 8 63\nS.......\n${'........\n'.repeat(7)}.......D\n0 0 0\n`, // 72 squares: past the 64-square search
      '2 2 1\nSD\n..\n0 2 1\n0 0 0\n', // N = 0: an error
      '1 3 2\nS. D\n0 0 0\n', // a row in two tokens
      '\uFEFF2 2 2\n1 2\n2 2\n0\n0 0 0\n', // a byte-order mark
    ];
    for (const text of declined) assert.equal(fastLane(text), undefined, JSON.stringify(text));
  });

  it("takes Tempter cases past the judge limits with the parser's warnings, placed and worded as the full lane prints them", () => {
    // N = 1 with T = 060 (shown as 60), then M = 1 with T = 0 in CRLF lines; 8 × 8 is within the 64-square search.
    const text = `2 2 1\nSD\n..\n\n  1 3 060\nS.D\n3 1 0\r\nS\r\n.\r\nD\r\n8 8 50\nS.......\n${'........\n'.repeat(6)}.......D\n0 0 0\n`;
    const expected = {
      stdout: 'YES\nNO\nNO\nYES\n',
      diagnostics: [
        '5:3: warning: N = 1 is beyond the judge limit 1 < N < 7; the solver still tries it [tempter.beyond-judge-limits]',
        '5:7: warning: T = 60 is outside the judge limit 0 < T < 50; the solver still answers [tempter.beyond-judge-limits]',
        '7:3: warning: M = 1 is beyond the judge limit 1 < M < 7; the solver still tries it [tempter.beyond-judge-limits]',
        '7:5: warning: T = 0 is outside the judge limit 0 < T < 50; the solver still answers [tempter.beyond-judge-limits]',
        '11:1: warning: N = 8 is beyond the judge limit 1 < N < 7; the solver still tries it [tempter.beyond-judge-limits]',
        '11:3: warning: M = 8 is beyond the judge limit 1 < M < 7; the solver still tries it [tempter.beyond-judge-limits]',
        '11:5: warning: T = 50 is outside the judge limit 0 < T < 50; the solver still answers [tempter.beyond-judge-limits]',
      ],
    };
    assert.deepEqual(fastLanePrinted(text), expected);
    assert.deepEqual(fullPrinted(text), expected);
    // The issues themselves, ranges and case numbers included, are the parser's.
    const clean = readCleanFile(bytesOf(text));
    assert.deepEqual(
      clean?.warnings?.map((w) => w.issue),
      parsePuzzle(text).issues,
    );
  });

  it('caps a flood of judge-limit warnings as the full lane does, and leaves more than the cap to it', () => {
    // Two warnings a case (N = 1, T = 60): 500 cases make the cap's 1000, 501 cases one case more.
    const flood = (cases: number) => `${'1 2 60\nSD\n'.repeat(cases)}0 0 0\n`;
    const taken = fastLanePrinted(flood(500));
    assert.ok(taken);
    assert.equal(taken.stdout, 'NO\n'.repeat(500));
    // Warnings fill half the file's cap; the 501st (case 251's N, line 501) says how many more.
    assert.equal(taken.diagnostics.length, 501);
    assert.equal(
      taken.diagnostics[500],
      '501:1: warning: N = 1 is beyond the judge limit 1 < N < 7; the solver still tries it … and 499 more issues in this file [tempter.beyond-judge-limits]',
    );
    assert.deepEqual(taken, fullPrinted(flood(500)));
    assert.equal(readCleanFile(bytesOf(flood(501))), undefined);
    assert.equal(fullPrinted(flood(501)).diagnostics.at(-1)?.includes('… and 501 more issues in this file'), true);
  });

  it('declines a lone carriage return itself when asked directly, since the lanes would count lines apart', () => {
    const text = '2 2 1\nSD\n..\r\r\n1 3 60\nS.D\n0 0 0\n';
    assert.equal(tempterFormat.fastRead(bytesOf(text)), undefined);
    assert.ok(tempterFormat.fastRead(bytesOf(text.replace('\r\r', '\r'))));
    // Wherever it stands: in a row, after a row read in one pass, in a header, past the end.
    for (const lone of ['2 2 1\nS\rD\n..\n0 0 0\n', '2 2 1\nSD\r..\n0 0 0\n', '2 2\r1\nSD\n..\n0 0 0\n', '2 2 1\nSD\n..\n0 0 0\n\r'])
      assert.equal(tempterFormat.fastRead(bytesOf(lone)), undefined, JSON.stringify(lone));
    const holedox = '2 3 2\n1 1\n1 2\n1\n2 2\n0 0 0\n';
    assert.ok(holedoxFormat.fastRead(bytesOf(holedox.replace(/\n/g, '\r\n'))));
    assert.equal(holedoxFormat.fastRead(bytesOf(holedox.replace('1 2\n', '1 2\r'))), undefined);
  });

  it('declines every malformed fixture, and the fixtures show every code the parsers and checks report', () => {
    const dir = join(FIXTURES, 'malformed');
    const names = readdirSync(dir).filter((name) => formatFromFileName(name) !== undefined);
    const shown = new Set<string>();
    for (const name of names) {
      const text = readFixture(join('malformed', name));
      // Read as the CLI reads a named file: in the format its name declares.
      const format = formatFromFileName(name);
      const full = fullLane(text, format);
      assert.ok(full.issues > 0, `${name} has an issue`);
      for (const code of full.codes) shown.add(code);
      // Judge-limit warnings alone the fast reader words itself: then it prints what the full lane prints.
      if (name === 'beyond-judge-limits.tempter') assert.deepEqual(fastLanePrinted(text, format), fullPrinted(text, format), name);
      else assert.equal(fastLane(text, format), undefined, name);
    }
    // Every code a parser, a check or a solver's limit can report on a file has a fixture the
    // fast lane is held to. The rest come from a spent search budget or from comparing with
    // an expected-output file, never from a file alone, or from the CLI's streaming reader's widest
    // window (test/unit/cli/robustness.test.ts).
    const notFromFiles = /\.(search-limit|answer-mismatch|answer-missing|expected-malformed|expected-extra|line-too-long|case-too-long)$/;
    const fileCodes = Object.keys(ISSUE_CODES).filter((code) => !notFromFiles.test(code));
    assert.deepEqual(
      fileCodes.filter((code) => !shown.has(code)),
      [],
      'codes without a malformed fixture',
    );
  });

  for (const format of ['holedox', 'tempter'] as const) {
    it(`answers 20 seeded ${format} files of 50 cases exactly as the full lane does`, () => {
      for (let seed = 1; seed <= 20; seed++) {
        const text = cleanFile(format, 50, seed * 7919);
        const full = fullLane(text);
        assert.equal(full.issues, 0, `seed ${seed} is clean`);
        assert.equal(fastLane(text), full.output, `seed ${seed}`);
        assert.equal(fastLane(text, format), full.output, `seed ${seed} with --format`);
      }
    });

    it(`accepts a mutated ${format} file only when the full lane finds it clean, and then agrees (3000 typos)`, () => {
      const random = mulberry32(format === 'holedox' ? 0xc1ea : 0x7e4b);
      let accepted = 0;
      let warned = 0;
      let declined = 0;
      for (let k = 0; k < 3000; k++) {
        const text = mutate(cleanFile(format, 3, k + 1), random);
        const fast = fastLane(text);
        const full = fullLane(text);
        if (fast === undefined) {
          declined++;
          continue;
        }
        accepted++;
        // Only the judge-limit warnings the fast reader words itself, and then both print the same.
        assert.deepEqual(
          full.codes.filter((code) => code !== 'tempter.beyond-judge-limits'),
          [],
          `fast lane took a file the full lane reports: ${JSON.stringify(text)}`,
        );
        assert.equal(fast, full.output, JSON.stringify(text));
        assert.deepEqual(fastLanePrinted(text), fullPrinted(text), JSON.stringify(text));
        if (full.issues > 0) warned++;
      }
      // Both branches are exercised: many typos keep a file clean (a digit for a digit, a
      // blank line), most do not. (A lone \r now ends a line, so a \r typo is no longer clean.)
      assert.ok(accepted >= 250 && accepted <= 2000, `accepted ${accepted}`);
      assert.ok(declined >= 1000, `declined ${declined}`);
      // A digit typed into a header can put a Tempter case past the judge's limits: taken, with its warnings.
      if (format === 'tempter') assert.ok(warned >= 5, `accepted with warnings ${warned}`);
    });
  }
});

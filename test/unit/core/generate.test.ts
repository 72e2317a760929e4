import assert from 'node:assert/strict';
import { generateCase, planCaseInsertion, validateCaseOptions } from '../../../src/core/generate';
import { InvalidCaseOptions, mulberry32 } from '../../../src/core/randomCases';
import type { CaseOptions } from '../../../src/core/formats/registry';
import { parsePuzzle } from '../../../src/core/puzzleFile';
import { say, type Language } from '../../../src/core/l10n/message';
import { mulberry32 as oracleRandom, randomInt } from '../oracles/random';

const HOLEDOX_42: CaseOptions = { format: 'holedox', rows: 5, cols: 6, length: 4, density: 0.2, seed: 42 };
const TEMPTER_42: CaseOptions = { format: 'tempter', rows: 4, cols: 5, time: 7, density: 0.3, seed: 42 };

/** mulberry32(2024)'s first three outputs as 32-bit integers, from the published algorithm (checked against an independent implementation). */
const SEED_2024_FIRST_THREE = [3486492848, 3052955074, 2793987405];

describe('generateCase', () => {
  it('makes the same Holedox text from the same seed, on every run', () => {
    const text = '5 6 4\n4 3\n4 2\n4 1\n3 1\n6\n2 4\n3 2\n3 5\n4 4\n5 1\n5 2\n';
    assert.equal(generateCase(HOLEDOX_42), text);
    assert.equal(generateCase({ ...HOLEDOX_42 }), text);
    assert.notEqual(generateCase({ ...HOLEDOX_42, seed: 43 }), text);
  });

  it('makes the same Tempter text from the same seed, on every run', () => {
    const text = '4 5 7\n..X.X\n...D.\n..S..\n.X..X\n';
    assert.equal(generateCase(TEMPTER_42), text);
    assert.notEqual(generateCase({ ...TEMPTER_42, seed: 7 }), text);
  });

  it('keeps its mulberry32 sequence, so a reported seed makes the same case again', () => {
    const random = mulberry32(2024);
    assert.deepEqual(
      [random(), random(), random()].map((x) => Math.floor(x * 2 ** 32)),
      SEED_2024_FIRST_THREE,
    );
  });

  it('makes Holedox cases that parse with zero issues, for thousands of seeds and every size', () => {
    const random = oracleRandom(1324);
    for (let seed = 0; seed < 3000; seed++) {
      const rows = randomInt(random, 1, 20);
      const cols = randomInt(random, 1, 20);
      const length = randomInt(random, 2, Math.min(8, rows * cols));
      if (rows * cols < 2) continue;
      const options: CaseOptions = { format: 'holedox', rows, cols, length, density: random(), seed };
      const text = `${generateCase(options)}\n0 0 0\n`;
      const document = parsePuzzle(text, 'holedox');
      assert.deepEqual(document.issues, [], `seed ${seed}:\n${text}`);
      assert.equal(document.cases.length, 1);
      const [c] = document.cases;
      assert.ok(c && c.format === 'holedox');
      assert.deepEqual([c.rows, c.cols, c.length, c.body.length], [rows, cols, length, length]);
    }
  });

  it('fits a snake as long as the whole lair (2×4, L = 8) and in one-square-wide lairs', () => {
    for (let seed = 0; seed < 200; seed++)
      for (const [rows, cols, length] of [
        [2, 4, 8],
        [1, 8, 8],
        [8, 1, 5],
        [1, 2, 2],
      ] as const) {
        const text = `${generateCase({ format: 'holedox', rows, cols, length, density: 0.5, seed })}\n0 0 0\n`;
        assert.deepEqual(parsePuzzle(text, 'holedox').issues, [], `seed ${seed}:\n${text}`);
      }
  });

  it('makes Tempter cases with exactly one S and one D that parse with zero issues', () => {
    const random = oracleRandom(1010);
    for (let seed = 0; seed < 3000; seed++) {
      const rows = randomInt(random, 2, 6);
      const cols = randomInt(random, 2, 6);
      const time = randomInt(random, 1, 49);
      const text = `${generateCase({ format: 'tempter', rows, cols, time, density: random(), seed })}0 0 0\n`;
      const document = parsePuzzle(text, 'tempter');
      assert.deepEqual(document.issues, [], `seed ${seed}:\n${text}`);
      const [c] = document.cases;
      assert.ok(c && c.format === 'tempter');
      assert.equal(c.grid.join('').replace(/[^S]/g, '').length, 1);
      assert.equal(c.grid.join('').replace(/[^D]/g, '').length, 1);
    }
  });

  it('puts no stone on the exit at density 1, and stones everywhere else off the body', () => {
    const text = generateCase({ format: 'holedox', rows: 3, cols: 3, length: 2, density: 1, seed: 5 });
    const c = parsePuzzle(`${text}\n0 0 0\n`, 'holedox').cases[0];
    assert.ok(c && c.format === 'holedox');
    assert.equal(c.stones.length, 9 - 2 - (c.body.some((b) => b.row === 1 && b.col === 1) ? 0 : 1));
  });
});

/** validateCaseOptions' messages, worded in `language`. */
const wordedErrors = (options: CaseOptions, language: Language = 'en') => validateCaseOptions(options).map((m) => say(m, language));

describe('validateCaseOptions', () => {
  it('accepts options within the judge limits', () => {
    assert.deepEqual(wordedErrors(HOLEDOX_42), []);
    assert.deepEqual(wordedErrors(TEMPTER_42), []);
    assert.deepEqual(wordedErrors({ format: 'holedox', rows: 20, cols: 20, length: 8, density: 1, seed: 0xffffffff }), []);
  });

  it('names every bad option with its allowed range', () => {
    assert.deepEqual(wordedErrors({ format: 'holedox', rows: 0, cols: 21, length: 9, density: 1.5, seed: -1 }), [
      'rows must be a whole number from 1 to 20, got 0',
      'columns must be a whole number from 1 to 20, got 21',
      'L must be a whole number from 2 to 8, got 9',
      'density must be from 0 to 1, got 1.5',
      'seed must be a whole number from 0 to 4294967295, got -1',
    ]);
    assert.deepEqual(wordedErrors({ format: 'tempter', rows: 7, cols: 2.5, time: 50, density: Number.NaN, seed: 1 }), [
      'rows must be a whole number from 2 to 6, got 7',
      'columns must be a whole number from 2 to 6, got 2.5',
      'T must be a whole number from 1 to 49, got 50',
      'density must be from 0 to 1, got NaN',
    ]);
  });

  it('refuses a body longer than the lair and a maze without room for S and D', () => {
    assert.deepEqual(wordedErrors({ format: 'holedox', rows: 1, cols: 3, length: 4, density: 0, seed: 1 }), [
      'L = 4 does not fit in a 1×3 lair of 3 squares',
    ]);
    // HDU 1010's 1 < N, M < 7 leaves room for S and D in every maze it allows.
    assert.deepEqual(wordedErrors({ format: 'tempter', rows: 1, cols: 1, time: 1, density: 0, seed: 1 }), [
      'rows must be a whole number from 2 to 6, got 1',
      'columns must be a whole number from 2 to 6, got 1',
    ]);
  });

  it('makes generateCase throw InvalidCaseOptions listing the problems', () => {
    assert.throws(
      () => generateCase({ format: 'tempter', rows: 1, cols: 1, time: 1, density: 0, seed: 1 }),
      (error: unknown) =>
        error instanceof InvalidCaseOptions &&
        error.message === 'rows must be a whole number from 2 to 6, got 1; columns must be a whole number from 2 to 6, got 1' &&
        error.problems.length === 2,
    );
  });

  it('words every bad option in zh-CN, naming L and T by their letters', () => {
    assert.deepEqual(wordedErrors({ format: 'holedox', rows: 0, cols: 21, length: 9, density: 1.5, seed: -1 }, 'zh-cn'), [
      '行数必须是 1 到 20 之间的整数，而不是 0',
      '列数必须是 1 到 20 之间的整数，而不是 21',
      'L 必须是 2 到 8 之间的整数，而不是 9',
      '密度必须在 0 到 1 之间，而不是 1.5',
      '种子必须是 0 到 4294967295 之间的整数，而不是 -1',
    ]);
    assert.deepEqual(wordedErrors({ format: 'holedox', rows: 1, cols: 3, length: 4, density: 0, seed: 1 }, 'zh-cn'), [
      'L = 4 放不进 1×3 的洞穴（共 3 格）',
    ]);
  });
});

describe('planCaseInsertion', () => {
  const holedox = (text: string) => parsePuzzle(text, 'holedox');
  const sample = '3 3 2\n1 2\n2 2\n0\n\n0 0 0\n';
  const newCase = '2 2 2\n2 1\n2 2\n0\n';

  it('completes an empty document with the terminator', () => {
    assert.deepEqual(planCaseInsertion('', holedox(''), 0, newCase), { offset: 0, text: `${newCase}\n0 0 0\n` });
    assert.deepEqual(planCaseInsertion('', parsePuzzle('', 'tempter'), 0, '1 2 1\nSD\n'), { offset: 0, text: '1 2 1\nSD\n0 0 0\n' });
  });

  it('goes before the terminator, keeping the blank line between cases', () => {
    // Cursor on the terminator's line, or after it.
    const before = { offset: sample.indexOf('0 0 0'), text: `${newCase}\n` };
    assert.deepEqual(planCaseInsertion(sample, holedox(sample), sample.length, newCase), before);
    assert.deepEqual(planCaseInsertion(sample, holedox(sample), sample.indexOf('0 0 0') + 2, newCase), before);
  });

  it('goes after the case the cursor is in, never splitting it', () => {
    const plan = planCaseInsertion(sample, holedox(sample), sample.indexOf('2 2'), newCase);
    assert.deepEqual(plan, { offset: sample.indexOf('\n\n0 0 0') + 1, text: `\n${newCase}` });
    const result = sample.slice(0, plan.offset) + plan.text + sample.slice(plan.offset);
    assert.equal(result, `3 3 2\n1 2\n2 2\n0\n\n${newCase}\n0 0 0\n`);
    assert.deepEqual(holedox(result).issues, []);
  });

  it('goes before a case when the cursor is at its header', () => {
    assert.deepEqual(planCaseInsertion(sample, holedox(sample), 0, newCase), { offset: 0, text: `${newCase}\n` });
  });

  it('starts a new line at the end of a file without a final newline', () => {
    const tempter = '1 2 1\nSD';
    assert.deepEqual(planCaseInsertion(tempter, parsePuzzle(tempter, 'tempter'), tempter.length, '1 2 1\nDS\n'), {
      offset: tempter.length,
      text: '\n1 2 1\nDS\n',
    });
  });
});

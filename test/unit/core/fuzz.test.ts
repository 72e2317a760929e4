import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fuzzInput, fuzzOnce, newFigures } from '../helpers/fuzz';
import { wholeText } from '../helpers/lanes';

// The hostile-input fuzzers at a size for every run; `npm run fuzz` runs them long (docs/robustness.md).

const CLI = join(__dirname, '..', '..', '..', '..', 'bin', 'holedox.js');

describe('fuzzing with random bytes and mutated files', function () {
  // Thirty whole processes on a busy machine: a generous net, not a performance check.
  this.timeout(180_000);

  it('in process: 1000 inputs, no throw, both lanes agree, the cases before a mutation keep their answers', () => {
    const figures = newFigures();
    for (let seed = 1; seed <= 1000; seed++) fuzzOnce(seed, figures);
    assert.deepEqual(figures.failures.slice(0, 5), []);
    assert.equal(figures.inputs, 1000);
    assert.ok(figures.laterCases > 200, `${figures.laterCases} cases after a mutation checked`);
  });

  it('the CLI: 30 inputs, exit 0, 1 or 2, no stack trace, the answers of the in-process parse, never silent on a good case', () => {
    for (let seed = 5001; seed <= 5030; seed++) {
      const input = fuzzInput(seed);
      const format = input.kind === 'mutation' ? input.format : undefined;
      const r = spawnSync(process.execPath, [CLI, ...(format ? ['--format', format] : []), '-'], { input: input.text, encoding: 'utf8' });
      assert.ok(r.status === 0 || r.status === 1 || r.status === 2, `seed ${seed}: exit ${r.status}`);
      assert.doesNotMatch(r.stderr, /\n\s+at |internal error/, `seed ${seed}: ${r.stderr.slice(0, 300)}`);
      if (r.status === 2) {
        assert.match(r.stderr, /UTF-16 is not supported/, `seed ${seed}`);
        continue;
      }
      const expected = wholeText(input.text.replace(/^\uFEFF/, ''), format).stdout;
      assert.equal(r.stdout, expected, `seed ${seed}`);
      if (input.kind === 'mutation' && (input.mutated ?? 0) > 0)
        assert.notEqual(r.stdout, '', `seed ${seed}: a good case 1 went unanswered`);
    }
  });
});

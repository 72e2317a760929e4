// The bench's C++ CPU figure (scripts/bench/cppCpu.cjs and childCpu.cpp): the paired ratios'
// summary, and the wrapper that reads one child process's CPU.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Built to out/test/unit/scripts/bench/: the repository is five levels up.
const ROOT = join(__dirname, '..', '..', '..', '..', '..');

interface CppCpu {
  childCpuProgram(dir: string): string | undefined;
  childCpu(wrapper: string, input: string, command: string[]): { cpuMs: number; status: number };
  quantile(values: number[], q: number): number;
  pairedRatios(theirs: number[], ours: number[]): { median: number; low: number; high: number; rounds: number };
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS script of the bench, outside the compiled tree
const cppCpu = require(join(ROOT, 'scripts', 'bench', 'cppCpu.cjs')) as CppCpu;

const hasGpp = spawnSync('g++', ['--version']).status === 0;

describe('bench: the C++ CPU beside the warm worker', function () {
  this.timeout(120_000);

  it('quantile takes the sorted values at floor((n − 1) q)', () => {
    assert.equal(cppCpu.quantile([5, 1, 4, 2, 3], 0.5), 3);
    assert.equal(cppCpu.quantile([5, 1, 4, 2, 3], 0.25), 2);
    assert.equal(cppCpu.quantile([5, 1, 4, 2, 3], 0.75), 4);
    assert.equal(cppCpu.quantile([8, 2, 6, 4], 0.5), 4);
    assert.ok(Number.isNaN(cppCpu.quantile([], 0.5)));
  });

  it("summarises each round's own ratio, not the ratio of the medians", () => {
    // Ratios 2, 3, 2, 3, 1; the medians' ratio would be 9 / 4 = 2.25.
    assert.deepEqual(cppCpu.pairedRatios([10, 9, 8, 12, 6], [5, 3, 4, 4, 6]), { median: 2, low: 2, high: 3, rounds: 5 });
    assert.throws(() => cppCpu.pairedRatios([1, 2], [1]), /2 against 1 rounds/);
  });

  describe('childCpu (built with g++)', () => {
    let dir = '';
    let wrapper = '';
    before(function () {
      if (!hasGpp) {
        // Visible in the test output, never a silent pass.
        console.log('    SKIPPED: g++ is not on PATH, so the bench wrapper cannot be built here');
        this.skip();
      }
      dir = mkdtempSync(join(tmpdir(), 'holedox-childcpu-'));
      const built = cppCpu.childCpuProgram(dir);
      assert.ok(built, 'g++ built scripts/bench/childCpu.cpp');
      wrapper = built;
    });
    after(() => {
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it("feeds the input file to the child, drops the child's output and prints its exit status", () => {
      const input = join(dir, 'three-and-four.txt');
      writeFileSync(input, '3 4\n');
      const run = spawnSync(wrapper, [input, '/bin/sh', '-c', 'read a b; echo "$a$b"; exit $((a + b))'], { encoding: 'utf8' });
      assert.equal(run.status, 0);
      assert.match(run.stdout, /^\d+ \d+ 7\n$/);
      assert.equal(cppCpu.childCpu(wrapper, input, ['/bin/sh', '-c', 'read a b; exit $((a * b))']).status, 12);
    });

    it('reports at least the CPU the child counted on itself', () => {
      // The child spins for 60 ms of its own CPU and writes what process.cpuUsage() then says.
      const input = join(dir, 'empty.txt');
      writeFileSync(input, '');
      const own = join(dir, 'own-cpu.txt');
      const spin = `const t=process.cpuUsage();let u;do{u=process.cpuUsage(t)}while(u.user+u.system<60000);const a=process.cpuUsage();require('fs').writeFileSync(${JSON.stringify(own)},String((a.user+a.system)/1000))`;
      const { cpuMs, status } = cppCpu.childCpu(wrapper, input, [process.execPath, '-e', spin]);
      assert.equal(status, 0);
      const counted = Number(readFileSync(own, 'utf8'));
      assert.ok(counted >= 60, `the child counted ${counted} ms`);
      assert.ok(cpuMs >= counted, `the wrapper read ${cpuMs} ms of CPU, the child counted ${counted} ms on itself`);
    });
  });
});

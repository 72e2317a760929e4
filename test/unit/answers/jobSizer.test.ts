// How the answer service sizes its worker jobs: by the time its cases are estimated to take.
import assert from 'node:assert/strict';
import { JOB_TARGET_MS, JobSizer, MAX_JOB_CASES, MIN_JOB_CASES } from '../../../src/answers/jobSizer';

describe('job sizer', () => {
  it('sends the floor while a format has no timing, and keeps the formats apart', () => {
    const sizer = new JobSizer();
    assert.equal(MIN_JOB_CASES, 64);
    assert.equal(sizer.size('tempter'), 64);
    sizer.record('tempter', 64, 0.64);
    assert.equal(sizer.size('tempter'), 1500);
    assert.equal(sizer.size('holedox'), 64);
  });

  it('aims a job at the target time: cheap cases make a big job, dear ones a small one', () => {
    assert.equal(JOB_TARGET_MS, 15);
    const cheap = new JobSizer();
    cheap.record('tempter', 64, 0.64); // 10 µs a case
    assert.equal(cheap.size('tempter'), 1500);
    const dearer = new JobSizer();
    dearer.record('tempter', 64, 3.2); // 50 µs a case
    assert.equal(dearer.size('tempter'), 300);
  });

  it('stays between the floor and the ceiling', () => {
    assert.equal(MAX_JOB_CASES, 4096);
    const sizer = new JobSizer();
    sizer.record('holedox', 64, 640); // 10 ms a case: 1.5 cases would fill the target
    assert.equal(sizer.size('holedox'), 64);
    sizer.record('tempter', 64, 0.0064); // 0.1 µs a case
    assert.equal(sizer.size('tempter'), 4096);
    const instant = new JobSizer();
    instant.record('tempter', 64, 0);
    assert.equal(instant.size('tempter'), 4096);
  });

  it('grows as cases turn out cheaper and shrinks as they turn out dearer, a running estimate', () => {
    const sizer = new JobSizer();
    sizer.record('tempter', 64, 3.2); // 50 µs a case
    assert.equal(sizer.size('tempter'), 300);
    sizer.record('tempter', 300, 0.3); // 1 µs a case: 50 + 0.3 × (1 − 50) = 35.3 µs
    assert.equal(sizer.estimate('tempter'), 0.05 + 0.3 * (0.001 - 0.05));
    assert.equal(sizer.size('tempter'), Math.floor(15 / (0.05 + 0.3 * (0.001 - 0.05))));
    const sizes = [sizer.size('tempter')];
    for (let k = 0; k < 20; k++) {
      const cases = sizer.size('tempter');
      sizer.record('tempter', cases, cases * 0.001);
      sizes.push(sizer.size('tempter'));
    }
    for (let k = 1; k < sizes.length; k++) assert.ok(sizes[k]! >= sizes[k - 1]!, `sizes grow: ${sizes.join(', ')}`);
    assert.equal(sizes.at(-1), 4096); // 1 µs a case would be 15 000: the ceiling
    for (let k = 0; k < 20; k++) sizer.record('tempter', 100, 100 * 0.5);
    assert.equal(sizer.size('tempter'), 64); // 0.5 ms a case would be 30: the floor
  });

  it('ignores a job that tells nothing', () => {
    const sizer = new JobSizer();
    sizer.record('tempter', 0, 5);
    sizer.record('tempter', 10, Number.NaN);
    sizer.record('tempter', 10, -1);
    assert.equal(sizer.estimate('tempter'), undefined);
    assert.equal(sizer.size('tempter'), 64);
  });
});

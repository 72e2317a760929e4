import { between, grownSide, stressSizeBounds } from '../../randomCases';
import type { StressCases } from '../format';
import { randomTempterText } from './generate';
import { TEMPTER_JUDGE_LIMITS } from './limits';

const { minSide: MIN_SIDE, maxSide: MAX_SIDE, minTime: MIN_TIME, maxTime: MAX_TIME } = TEMPTER_JUDGE_LIMITS;

/** Random Tempter cases for a stress test, written straight to text (see stressCases.ts). */
export const tempterStressCases: StressCases = {
  ...stressSizeBounds(MAX_SIDE, { size: 'maxTime', letter: 'T', lo: MIN_TIME, hi: MAX_TIME }),
  caseText(random, grow, sizes) {
    const side = grownSide(grow, sizes.maxSide ?? MAX_SIDE);
    // HDU 1010 has 1 < N, M: a judge never sends a one-row maze.
    const rows = between(random, MIN_SIDE, side);
    const cols = between(random, MIN_SIDE, side);
    const maxTime = sizes.maxTime ?? MAX_TIME;
    // T past the square count is always NO; a little past it still tests that answer.
    const time = between(random, MIN_TIME, Math.min(maxTime, rows * cols + 2));
    const density = random() * 0.5;
    return randomTempterText(rows, cols, time, density, random);
  },
};

import type { StressSizes } from '../../grading/stressCases';
import { between, sizeError } from '../../randomCases';
import type { StressCases } from '../format';
import { TEMPTER_JUDGE_LIMITS } from './limits';

const { minSide: MIN_SIDE, maxSide: MAX_SIDE, minTime: MIN_TIME, maxTime: MAX_TIME } = TEMPTER_JUDGE_LIMITS;

/** Random Tempter cases for a stress test, written straight to text (see stressCases.ts). */
export const tempterStressCases: StressCases = {
  sizes: ['maxSide', 'maxTime'],
  validate(sizes: StressSizes): string[] {
    const errors = [sizeError('max side', sizes.maxSide, 2, MAX_SIDE), sizeError('max T', sizes.maxTime, MIN_TIME, MAX_TIME)];
    return errors.filter((e): e is string => e !== undefined);
  },
  caseText(random, grow, sizes) {
    const maxSide = sizes.maxSide ?? MAX_SIDE;
    const side = Math.max(2, Math.round(2 + grow * (maxSide - 2)));
    // HDU 1010 has 1 < N, M: a judge never sends a one-row maze.
    const rows = between(random, MIN_SIDE, side);
    const cols = between(random, MIN_SIDE, side);
    const maxTime = sizes.maxTime ?? MAX_TIME;
    // T past the square count is always NO; a little past it still tests that answer.
    const time = between(random, MIN_TIME, Math.min(maxTime, rows * cols + 2));
    const density = random() * 0.5;
    return tempterText(rows, cols, time, density, random);
  },
};

function tempterText(rows: number, cols: number, time: number, density: number, random: () => number): string {
  const squares = rows * cols;
  const start = Math.floor(random() * squares);
  let door = Math.floor(random() * (squares - 1));
  if (door >= start) door++;
  let text = `${rows} ${cols} ${time}\n`;
  for (let r = 0; r < rows; r++) {
    let row = '';
    for (let c = 0; c < cols; c++) {
      const k = r * cols + c;
      const wall = random() < density;
      row += k === start ? 'S' : k === door ? 'D' : wall ? 'X' : '.';
    }
    text += `${row}\n`;
  }
  return text;
}

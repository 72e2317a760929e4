import { between, grownSide, stressSizeBounds } from '../../randomCases';
import type { StressCases } from '../format';
import { HOLEDOX_JUDGE_LIMITS } from './limits';

const { maxSide: MAX_SIDE, minLength: MIN_LENGTH, maxLength: MAX_LENGTH } = HOLEDOX_JUDGE_LIMITS;

/** Random Holedox cases for a stress test, written straight to text (see stressCases.ts). */
export const holedoxStressCases: StressCases = {
  ...stressSizeBounds(MAX_SIDE, { size: 'maxLength', letter: 'L', lo: MIN_LENGTH, hi: MAX_LENGTH }),
  caseText(random, grow, sizes) {
    const side = grownSide(grow, sizes.maxSide ?? MAX_SIDE);
    const rows = between(random, 1, side);
    let cols = between(random, 1, side);
    if (rows * cols < 2) cols = 2;
    const maxLength = Math.min(sizes.maxLength ?? MAX_LENGTH, rows * cols);
    const length = between(random, MIN_LENGTH, Math.max(MIN_LENGTH, maxLength));
    const density = random() * 0.45;
    return holedoxText(rows, cols, length, density, random);
  },
};

const STEP_ROW = [-1, 0, 1, 0];
const STEP_COL = [0, 1, 0, -1];

function holedoxText(rows: number, cols: number, length: number, density: number, random: () => number): string {
  const squares = rows * cols;
  const taken = new Uint8Array(squares);
  const body = new Int32Array(length);
  let placed = 0;
  // A random self-avoiding walk, restarted when it boxes itself in; a stretch of the
  // boustrophedon path (which always fits) after many failures.
  for (let attempt = 0; attempt < 50 && placed < length; attempt++) {
    taken.fill(0);
    let at = Math.floor(random() * squares);
    body[0] = at;
    taken[at] = 1;
    placed = 1;
    while (placed < length) {
      const r = Math.floor(at / cols);
      const c = at - r * cols;
      let options = 0;
      let choice = -1;
      for (let d = 0; d < 4; d++) {
        const nr = r + (STEP_ROW[d] ?? 0);
        const nc = c + (STEP_COL[d] ?? 0);
        if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || taken[nr * cols + nc] === 1) continue;
        options++;
        // Reservoir choice: each free neighbour equally likely, one draw per option.
        if (random() * options < 1) choice = nr * cols + nc;
      }
      if (choice < 0) break;
      at = choice;
      body[placed++] = at;
      taken[at] = 1;
    }
  }
  if (placed < length) {
    taken.fill(0);
    const from = Math.floor(random() * (squares - length + 1));
    for (let k = 0; k < length; k++) {
      const step = from + k;
      const r = Math.floor(step / cols);
      const c = r % 2 === 0 ? step - r * cols : cols - 1 - (step - r * cols);
      body[k] = r * cols + c;
      taken[r * cols + c] = 1;
    }
  }
  let text = `${rows} ${cols} ${length}\n`;
  for (let k = 0; k < length; k++) {
    const square = body[k] ?? 0;
    const r = Math.floor(square / cols);
    text += `${r + 1} ${square - r * cols + 1}\n`;
  }
  let stones = '';
  let count = 0;
  for (let square = 1; square < squares; square++) {
    // One draw for every square, so the stones of a seed do not move with the body.
    if (random() < density && taken[square] === 0) {
      const r = Math.floor(square / cols);
      stones += `${r + 1} ${square - r * cols + 1}\n`;
      count++;
    }
  }
  return `${text}${count}\n${stones}`;
}

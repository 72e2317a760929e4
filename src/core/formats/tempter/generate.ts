import { givenOrDefaults, percent, seededRandomFor, thirdNumberErrors, type CaseOptionsBase } from '../../randomCases';
import { msg } from '../../l10n/message';
import type { CaseOptionsForm } from '../format';
import { TEMPTER_JUDGE_LIMITS } from './limits';

/** A random Tempter case, within the judge's limits, reproducible from its seed. */
export interface TempterCaseOptions extends CaseOptionsBase {
  readonly format: 'tempter';
  /** N and M, 2..6 (the judge's 1 < N, M < 7). */
  readonly rows: number;
  readonly cols: number;
  /** T, 1..49. */
  readonly time: number;
  /** Chance, 0..1, that each square other than S and D is a wall. */
  readonly density: number;
}

const DEFAULTS = { rows: 4, cols: 4, time: 6, density: 0.25 } as const;
const { minSide, maxSide, minTime, maxTime } = TEMPTER_JUDGE_LIMITS;

export const tempterCaseOptions: CaseOptionsForm<TempterCaseOptions> = {
  // HDU 1010's 1 < N, M < 7 leaves room for S and D in every maze it allows.
  minSide,
  maxSide,
  third: {
    prompt: msg('format.tempter.third-prompt'),
    min: minTime,
    max: () => maxTime,
    initial: (rows, cols) => Math.min(rows + cols, maxTime),
  },
  obstacles: msg('format.tempter.obstacles'),
  make: (rows, cols, time, density, seed) => ({ format: 'tempter', rows, cols, time, density, seed }),
  fromArgument: (given, seed) => ({ format: 'tempter', ...givenOrDefaults(given, DEFAULTS), seed }),
  validate: (options) => thirdNumberErrors(options, { minSide, maxSide }, { name: 'T', value: options.time, lo: minTime, hi: maxTime }),
  describe: (o) => msg('options.tempter.describe', { rows: o.rows, cols: o.cols, time: o.time, percent: percent(o.density), seed: o.seed }),
};

export function defaultTempterOptions(seed: number): TempterCaseOptions {
  return { format: 'tempter', ...DEFAULTS, seed };
}

/** One case's text in the conventional layout, each line ended by \n. */
export function generateTempter(options: TempterCaseOptions): string {
  const random = seededRandomFor(options, tempterCaseOptions.validate);
  return randomTempterText(options.rows, options.cols, options.time, options.density, random);
}

/** A case with S, D and walls drawn from `random`, each line ended by \n: New Random Case's and the stress test's. */
export function randomTempterText(rows: number, cols: number, time: number, density: number, random: () => number): string {
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

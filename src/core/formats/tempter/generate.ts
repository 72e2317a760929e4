import { caseOptionErrors, givenOr, InvalidCaseOptions, mulberry32, wholeNumberError, type CaseOptionsBase } from '../../randomCases';
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
    prompt: 'Time T at which the door opens',
    min: minTime,
    max: () => maxTime,
    initial: (rows, cols) => Math.min(rows + cols, maxTime),
  },
  obstacles: 'walls',
  make: (rows, cols, time, density, seed) => ({ format: 'tempter', rows, cols, time, density, seed }),
  fromArgument: (given, seed) => ({
    format: 'tempter',
    rows: givenOr(given, 'rows', DEFAULTS.rows),
    cols: givenOr(given, 'cols', DEFAULTS.cols),
    time: givenOr(given, 'time', DEFAULTS.time),
    density: givenOr(given, 'density', DEFAULTS.density),
    seed,
  }),
  validate: (options) =>
    caseOptionErrors(options, minSide, maxSide, () => {
      const error = wholeNumberError('T', options.time, minTime, maxTime);
      return error ? [error] : [];
    }),
  describe: (o) => `Tempter ${o.rows}×${o.cols}, T = ${o.time}, walls ${Math.round(o.density * 1000) / 10}%, seed ${o.seed}`,
};

export function defaultTempterOptions(seed: number): TempterCaseOptions {
  return { format: 'tempter', ...DEFAULTS, seed };
}

/** One case's text in the conventional layout, each line ended by \n. */
export function generateTempter(options: TempterCaseOptions): string {
  const problems = tempterCaseOptions.validate(options);
  if (problems.length > 0) throw new InvalidCaseOptions(problems);
  const random = mulberry32(options.seed);
  const { rows, cols, time } = options;
  const squares = rows * cols;
  const start = Math.floor(random() * squares);
  let door = Math.floor(random() * (squares - 1));
  if (door >= start) door++;
  const cells: string[] = [];
  for (let k = 0; k < squares; k++) {
    const wall = random() < options.density;
    cells.push(k === start ? 'S' : k === door ? 'D' : wall ? 'X' : '.');
  }
  const grid: string[] = [];
  for (let r = 0; r < rows; r++) grid.push(cells.slice(r * cols, (r + 1) * cols).join(''));
  return `${[`${rows} ${cols} ${time}`, ...grid].join('\n')}\n`;
}

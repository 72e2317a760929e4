import { DIRECTION_DELTAS, type Cell } from '../../geometry';
import { givenOrDefaults, percent, seededRandomFor, thirdNumberErrors, type CaseOptionsBase } from '../../randomCases';
import { msg } from '../../l10n/message';
import type { CaseOptionsForm } from '../format';
import { HOLEDOX_JUDGE_LIMITS } from './limits';

/** A random Holedox case, within the judge's limits, reproducible from its seed. */
export interface HoledoxCaseOptions extends CaseOptionsBase {
  readonly format: 'holedox';
  /** n and m, 1..20. */
  readonly rows: number;
  readonly cols: number;
  /** L, 2..8, at most rows × cols. */
  readonly length: number;
  /** Chance, 0..1, that each square off the body and the exit is a stone. */
  readonly density: number;
}

const DEFAULTS = { rows: 5, cols: 6, length: 4, density: 0.2 } as const;
const { maxSide, minLength, maxLength } = HOLEDOX_JUDGE_LIMITS;

export const holedoxCaseOptions: CaseOptionsForm<HoledoxCaseOptions> = {
  minSide: 1,
  maxSide,
  third: {
    prompt: msg('format.holedox.third-prompt'),
    min: minLength,
    max: (rows, cols) => Math.min(maxLength, rows * cols),
    initial: (rows, cols) => Math.min(DEFAULTS.length, maxLength, rows * cols),
  },
  obstacles: msg('format.holedox.obstacles'),
  make: (rows, cols, length, density, seed) => ({ format: 'holedox', rows, cols, length, density, seed }),
  fromArgument: (given, seed) => ({ format: 'holedox', ...givenOrDefaults(given, DEFAULTS), seed }),
  validate: (options) =>
    thirdNumberErrors(options, { minSide: 1, maxSide }, { name: 'L', value: options.length, lo: minLength, hi: maxLength }, (sidesOk) => {
      const squares = options.rows * options.cols;
      return sidesOk && options.length > squares
        ? [msg('options.holedox.length-does-not-fit', { length: options.length, rows: options.rows, cols: options.cols })]
        : [];
    }),
  describe: (o) =>
    msg('options.holedox.describe', { rows: o.rows, cols: o.cols, length: o.length, percent: percent(o.density), seed: o.seed }),
};

export function defaultHoledoxOptions(seed: number): HoledoxCaseOptions {
  return { format: 'holedox', ...DEFAULTS, seed };
}

/** One case's text in the conventional layout, each line ended by \n, without a trailing blank line. */
export function generateHoledox(options: HoledoxCaseOptions): string {
  const random = seededRandomFor(options, holedoxCaseOptions.validate);
  const { rows, cols, length } = options;
  const body = randomSnake(rows, cols, length, random);
  const onBody = new Set(body.map((c) => key(c, cols)));
  const stones: Cell[] = [];
  for (let row = 1; row <= rows; row++)
    for (let col = 1; col <= cols; col++) {
      // Draw for every square, so the stones of one seed do not move when the body does.
      const stone = random() < options.density;
      if (stone && !(row === 1 && col === 1) && !onBody.has(key({ row, col }, cols))) stones.push({ row, col });
    }
  const lines = [`${rows} ${cols} ${length}`, ...body.map(pair), String(stones.length), ...stones.map(pair)];
  return `${lines.join('\n')}\n`;
}

/**
 * A self-avoiding body of `length` blocks, head first: a random walk, restarted when it
 * boxes itself in; after many failures (a snake as long as a tiny lair) a stretch of the
 * boustrophedon path, which always fits.
 */
function randomSnake(rows: number, cols: number, length: number, random: () => number): Cell[] {
  for (let attempt = 0; attempt < 100; attempt++) {
    const head = { row: 1 + Math.floor(random() * rows), col: 1 + Math.floor(random() * cols) };
    const body: Cell[] = [head];
    const used = new Set([key(head, cols)]);
    while (body.length < length) {
      const last = body[body.length - 1] ?? head;
      const free = DIRECTION_DELTAS.map(([dr, dc]) => ({ row: last.row + dr, col: last.col + dc })).filter(
        (c) => c.row >= 1 && c.row <= rows && c.col >= 1 && c.col <= cols && !used.has(key(c, cols)),
      );
      const next = free[Math.floor(random() * free.length)];
      if (!next) break;
      body.push(next);
      used.add(key(next, cols));
    }
    if (body.length === length) return body;
  }
  const path: Cell[] = [];
  for (let row = 1; row <= rows; row++) for (let k = 0; k < cols; k++) path.push({ row, col: row % 2 === 1 ? k + 1 : cols - k });
  const from = Math.floor(random() * (path.length - length + 1));
  const stretch = path.slice(from, from + length);
  return random() < 0.5 ? stretch : stretch.reverse();
}

function key(cell: Cell, cols: number): number {
  return (cell.row - 1) * cols + (cell.col - 1);
}

function pair(cell: Cell): string {
  return `${cell.row} ${cell.col}`;
}

// Holedox's part of the hunt for slow legal cases (src/judge/hunt.ts): big lairs with a long
// snake far from the exit, the exit behind a wall of stones (with one gap far away, or none),
// small changes to a lair, and what the visited set is worth on the case the hunt found.
import type { Cell } from '../../geometry';
import { between } from '../../randomCases';
import { msg, say, type Language } from '../../l10n/message';
import { grouped } from '../../l10n/numbers';
import type { SlowHunt } from '../format';
import type { StressSizes } from '../../grading/stressSizes';
import type { HoledoxPuzzle } from './puzzle';
import { isJudgeValidHoledox } from './shrink';
import { solveHoledox } from './solver';
import { HOLEDOX_JUDGE_LIMITS } from './limits';

const { maxSide: MAX_SIDE, maxLength: MAX_LENGTH } = HOLEDOX_JUDGE_LIMITS;

/** Nodes a search without a visited set may take when the explanation counts them. */
const NO_VISITED_NODES = 3_000_000;

/** How deep the count goes on a case with no answer (-1), where a search without a visited set never ends. */
const NO_ANSWER_DEPTH = 60;

const STEP_ROW = [-1, 0, 1, 0];
const STEP_COL = [0, 1, 0, -1];

/** A snake of `length` blocks from a head near (row, col), walking away from the exit where it can. */
function snakeFrom(rows: number, cols: number, row: number, col: number, length: number, random: () => number): Cell[] | undefined {
  const body: Cell[] = [{ row, col }];
  const taken = new Set([`${row},${col}`]);
  while (body.length < length) {
    const last = body[body.length - 1] as Cell;
    const options: Cell[] = [];
    for (let d = 0; d < 4; d++) {
      const next = { row: last.row + (STEP_ROW[d] ?? 0), col: last.col + (STEP_COL[d] ?? 0) };
      if (next.row < 1 || next.row > rows || next.col < 1 || next.col > cols || taken.has(`${next.row},${next.col}`)) continue;
      options.push(next);
    }
    if (options.length === 0) return undefined;
    const next = options[Math.floor(random() * options.length)] as Cell;
    body.push(next);
    taken.add(`${next.row},${next.col}`);
  }
  return body;
}

function hardHoledox(random: () => number, sizes: StressSizes): HoledoxPuzzle {
  const maxSide = Math.min(MAX_SIDE, sizes.maxSide ?? MAX_SIDE);
  const maxLength = Math.min(MAX_LENGTH, sizes.maxLength ?? MAX_LENGTH);
  for (;;) {
    const rows = between(random, Math.min(10, maxSide), maxSide);
    const cols = between(random, Math.min(10, maxSide), maxSide);
    const length = Math.min(rows * cols - 1, between(random, Math.min(5, maxLength), maxLength));
    if (length < 2) continue;
    const body = snakeFrom(rows, cols, between(random, rows >> 1, rows), between(random, cols >> 1, cols), length, random);
    if (!body) continue;
    const onBody = new Set(body.map((b) => `${b.row},${b.col}`));
    const stones: Cell[] = [];
    const add = (row: number, col: number) => {
      if ((row === 1 && col === 1) || onBody.has(`${row},${col}`) || stones.some((s) => s.row === row && s.col === col)) return;
      stones.push({ row, col });
    };
    // A wall of stones across the lair on the anti-diagonal row + col = k: the exit behind it,
    // with one gap at the far end (a long way round) or none (a big lair where no move helps).
    if (random() < 0.6) {
      const k = between(random, 4, Math.min(rows, cols));
      const gap = random() < 0.6 ? (random() < 0.5 ? 1 : k - 1) : -1;
      for (let row = 1; row < k; row++) if (row !== gap) add(row, k - row);
    }
    const density = random() * 0.08;
    for (let row = 1; row <= rows; row++) for (let col = 1; col <= cols; col++) if (random() < density) add(row, col);
    const puzzle = { rows, cols, body, stones };
    if (isJudgeValidHoledox(puzzle)) return puzzle;
  }
}

function mutateHoledox(p: HoledoxPuzzle, random: () => number): HoledoxPuzzle | undefined {
  const row = between(random, 1, p.rows);
  const col = between(random, 1, p.cols);
  const at = p.stones.findIndex((s) => s.row === row && s.col === col);
  const stones = at >= 0 ? p.stones.filter((_, k) => k !== at) : [...p.stones, { row, col }];
  const puzzle = { ...p, stones };
  return isJudgeValidHoledox(puzzle) ? puzzle : undefined;
}

/**
 * The nodes of a depth-first search to `depth` moves with no visited set (the cost of one
 * round of iterative deepening, and of a breadth-first search without one to that layer);
 * counting stops past `budget`.
 */
export function withoutVisitedNodes(p: HoledoxPuzzle, depth: number, budget: number = NO_VISITED_NODES): number {
  const { rows, cols } = p;
  const stone = new Uint8Array((rows + 2) * (cols + 2));
  for (const s of p.stones) stone[s.row * (cols + 2) + s.col] = 1;
  const snake = p.body.map((b) => b.row * (cols + 2) + b.col);
  const width = cols + 2;
  let nodes = 0;
  const visit = (left: number): void => {
    if (++nodes > budget || left === 0) return;
    const head = snake[0] as number;
    if (head === width + 1) return;
    for (let d = 0; d < 4; d++) {
      const r = Math.floor(head / width) + (STEP_ROW[d] ?? 0);
      const c = (head % width) + (STEP_COL[d] ?? 0);
      const next = r * width + c;
      if (r < 1 || r > rows || c < 1 || c > cols || stone[next] === 1 || snake.includes(next)) continue;
      const tail = snake.pop() as number;
      snake.unshift(next);
      visit(left - 1);
      snake.shift();
      snake.push(tail);
      if (nodes > budget) return;
    }
  };
  visit(depth);
  return Math.min(nodes, budget + 1);
}

function counted(n: number, budget: number, language: Language): string {
  return n > budget ? say(msg('hunt.more-than', { count: grouped(budget, ',') }), language) : grouped(n, ',');
}

/** What the visited set is worth on `p`, one sentence a line, the pruning that matters last. */
export function explainSlowHoledox(p: HoledoxPuzzle, language: Language = 'en'): string[] {
  const ours = solveHoledox(p, { path: false });
  let free = p.rows * p.cols - p.stones.length;
  if (free < 0) free = 0;
  const shapes = 4 * 3 ** Math.max(0, p.body.length - 2);
  const lines = [
    say(
      msg('hunt.holedox.states', {
        ours: grouped(ours.expanded, ','),
        answer: String(ours.steps),
        bound: grouped(free * shapes, ','),
      }),
      language,
    ),
  ];
  if (ours.reason === 'exit-cut-off') lines.push(say(msg('hunt.holedox.cut-off'), language));
  // How deep a search must go: the answer's moves.
  const depth = ours.steps >= 0 ? ours.steps : NO_ANSWER_DEPTH;
  const without = withoutVisitedNodes(p, depth);
  lines.push(
    say(
      msg('hunt.holedox.visited', {
        depth: String(depth),
        without: counted(without, NO_VISITED_NODES, language),
        with: grouped(ours.expanded, ','),
      }),
      language,
    ),
  );
  return lines;
}

export const holedoxHunt: SlowHunt<HoledoxPuzzle> = {
  hardCase: hardHoledox,
  mutate: mutateHoledox,
  // Holedox's Search view has no what-if to open on.
  explainSlow: (p, language) => ({ lines: explainSlowHoledox(p, language) }),
  hardness: (p) => solveHoledox(p, { path: false }).expanded,
};

// Tempter's part of the hunt for slow legal cases (src/judge/hunt.ts): where the statement's
// DFS is slowest (T near the number of open squares, the right parity, the door far from S),
// small changes to a case, and what each pruning is worth on the case the hunt found.
import { between } from '../../randomCases';
import { msg, say, type Language, type MessageId } from '../../l10n/message';
import { grouped } from '../../l10n/numbers';
import type { SlowExplanation, SlowHunt } from '../format';
import type { StressSizes } from '../../grading/stressSizes';
import type { TempterPuzzle } from './puzzle';
import { isJudgeValidTempter } from './shrink';
import { solveTempter } from './solver';
import { OFF_ALL } from './solver/trace';
import { TEMPTER_WHAT_IF_SWITCHES } from './traceCase';
import { WHAT_IF_NODES } from '../../study/searchTrace';
import { TEMPTER_JUDGE_LIMITS } from './limits';

const { maxSide: MAX_SIDE, minTime: MIN_TIME, maxTime: MAX_TIME } = TEMPTER_JUDGE_LIMITS;

/** Nodes a textbook DFS may take when the explanation counts them; past it, "more than". */
const TEXTBOOK_NODES = 3_000_000;

/** The textbook DFS's checks (as the statement's write-ups teach them), as bits. */
const CHECK_OPEN_SQUARES = 1;
const CHECK_PARITY = 2;
const CHECK_DISTANCE = 4;
export const CHECK_TIME_BOUND = 8;
export const CHECK_ALL = 15;

const CHECKS: readonly { readonly bit: number; readonly words: Extract<MessageId, `hunt.tempter.check.${string}`> }[] = [
  { bit: CHECK_OPEN_SQUARES, words: 'hunt.tempter.check.open-squares' },
  { bit: CHECK_PARITY, words: 'hunt.tempter.check.parity' },
  { bit: CHECK_DISTANCE, words: 'hunt.tempter.check.distance' },
  { bit: CHECK_TIME_BOUND, words: 'hunt.tempter.check.time-bound' },
];

/** Our solver's what-if switches the explanation weighs, when no textbook check explains the cost (all but the plain DFS). */
const SWITCHES = TEMPTER_WHAT_IF_SWITCHES.filter((s) => s.off !== OFF_ALL);

/**
 * The Search view's what-if closest to each textbook check: our colour count is the parity
 * check and the open-squares count in one (its switch leaves out both), our as-the-crow-flies
 * cut is the distance bound; our search never goes past T, so only the plain DFS shows the
 * time bound's worth.
 */
const CHECK_SWITCH: Readonly<Record<number, string>> = {
  [CHECK_OPEN_SQUARES]: 'colours',
  [CHECK_PARITY]: 'colours',
  [CHECK_DISTANCE]: 'crow-flies',
  [CHECK_TIME_BOUND]: 'all',
};

/** The what-if switch `id`, if leaving it out costs much on `p`; else all of them (the plain DFS), which shows what every pruning is worth. */
function whatIfShowing(p: TempterPuzzle, id: string | undefined, oursNodes: number): string {
  const off = TEMPTER_WHAT_IF_SWITCHES.find((s) => s.id === id)?.off;
  if (off === undefined || off === OFF_ALL) return 'all';
  return costly(solveTempter(p, { maxNodes: WHAT_IF_NODES, off }).expanded, oursNodes) ? (id as string) : 'all';
}

interface Board {
  readonly rows: number;
  readonly cols: number;
  readonly open: Uint8Array;
  readonly start: number;
  readonly door: number;
  readonly openCount: number;
}

function boardOf(p: TempterPuzzle): Board {
  const open = new Uint8Array(p.rows * p.cols);
  let start = 0;
  let door = 0;
  let openCount = 0;
  for (let r = 0; r < p.rows; r++)
    for (let c = 0; c < p.cols; c++) {
      const ch = p.grid[r]?.[c];
      const i = r * p.cols + c;
      if (ch === 'S') start = i;
      if (ch === 'D') door = i;
      if (ch === 'S' || ch === 'D' || ch === '.') {
        open[i] = 1;
        openCount++;
      }
    }
  return { rows: p.rows, cols: p.cols, open, start, door, openCount };
}

function apart(board: Board, a: number, b: number): number {
  const { cols } = board;
  return Math.abs(Math.floor(a / cols) - Math.floor(b / cols)) + Math.abs((a % cols) - (b % cols));
}

/**
 * The nodes (calls) of the statement's DFS on `p` with the checks in `checks`: the root's
 * open-squares and parity checks, the distance bound at each node (the door within the moves
 * left), and stopping after T moves; counting stops past `budget`. Without the time bound the
 * search goes on past T, answering only when it stands on D at exactly T.
 */
export function textbookNodes(p: TempterPuzzle, checks: number, budget: number = TEXTBOOK_NODES): number {
  const board = boardOf(p);
  const { rows, cols, open, door } = board;
  const time = p.time;
  if ((checks & CHECK_OPEN_SQUARES) !== 0 && board.openCount < time + 1) return 0;
  if ((checks & CHECK_PARITY) !== 0 && (apart(board, board.start, door) + time) % 2 !== 0) return 0;
  const used = new Uint8Array(rows * cols);
  const doorRow = Math.floor(door / cols);
  const doorCol = door % cols;
  let nodes = 0;
  const visit = (at: number, t: number): boolean => {
    if (++nodes > budget) return true;
    if (at === door) return t === time;
    if ((checks & CHECK_TIME_BOUND) !== 0 && t >= time) return false;
    const r = Math.floor(at / cols);
    const c = at % cols;
    if ((checks & CHECK_DISTANCE) !== 0 && Math.abs(r - doorRow) + Math.abs(c - doorCol) > time - t) return false;
    for (const [nr, nc] of [
      [r - 1, c],
      [r, c + 1],
      [r + 1, c],
      [r, c - 1],
    ] as const) {
      if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) continue;
      const next = nr * cols + nc;
      if (open[next] !== 1 || used[next] === 1) continue;
      used[next] = 1;
      const found = visit(next, t + 1);
      used[next] = 0;
      if (found) return true;
    }
    return false;
  };
  used[board.start] = 1;
  visit(board.start, 0);
  return Math.min(nodes, budget + 1);
}

function withParity(time: number, distance: number): number {
  return (time + distance) % 2 === 0 ? time : time + 1;
}

function gridOf(rows: number, cols: number, walls: Uint8Array, start: number, door: number): string[] {
  const grid: string[] = [];
  for (let r = 0; r < rows; r++) {
    let row = '';
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      row += i === start ? 'S' : i === door ? 'D' : walls[i] === 1 ? 'X' : '.';
    }
    grid.push(row);
  }
  return grid;
}

/** T a little past the distance from S to D: easy for any search that stops after T moves, hard for one that goes on. */
function shortTime(distance: number, random: () => number, maxTime: number): number {
  return Math.max(MIN_TIME, Math.min(maxTime, distance + 2 * Math.floor(random() * 4)));
}

/** T near the open squares with the right parity: a path that must visit almost every square, or one more than there are. */
function hardTime(open: number, distance: number, random: () => number, maxTime: number): number {
  const offsets = [-1, -1, -3, 0, 1, -5, 2];
  const time = withParity(Math.max(MIN_TIME, open + (offsets[Math.floor(random() * offsets.length)] ?? -1)), distance);
  return Math.max(MIN_TIME, Math.min(maxTime, time > maxTime ? time - 2 : time));
}

/** The open square farthest from `start` by rows plus columns, the first of the farthest drawn at random. */
function farSquare(rows: number, cols: number, walls: Uint8Array, start: number, random: () => number): number {
  let best = -1;
  let bestApart = -1;
  const board = { rows, cols } as Board;
  for (let i = 0; i < rows * cols; i++) {
    if (i === start || walls[i] === 1) continue;
    const d = apart(board, start, i) + random() * 0.9;
    if (d > bestApart) {
      bestApart = d;
      best = i;
    }
  }
  return best;
}

function hardTempter(random: () => number, sizes: StressSizes): TempterPuzzle {
  const maxSide = Math.min(MAX_SIDE, sizes.maxSide ?? MAX_SIDE);
  const maxTime = Math.min(MAX_TIME, sizes.maxTime ?? MAX_TIME);
  for (;;) {
    const rows = random() < 0.6 ? maxSide : between(random, Math.min(4, maxSide), maxSide);
    const cols = random() < 0.6 ? maxSide : between(random, Math.min(4, maxSide), maxSide);
    const n = rows * cols;
    const walls = new Uint8Array(n);
    const wallCount = Math.floor(random() * random() * 6);
    for (let k = 0; k < wallCount; k++) walls[Math.floor(random() * n)] = 1;
    const start = Math.floor(random() * n);
    walls[start] = 0;
    const door = random() < 0.7 ? farSquare(rows, cols, walls, start, random) : Math.floor(random() * n);
    if (door < 0 || door === start) continue;
    walls[door] = 0;
    let open = 0;
    for (let i = 0; i < n; i++) open += walls[i] === 1 ? 0 : 1;
    const distance = apart({ rows, cols } as Board, start, door);
    const time = random() < 0.25 ? shortTime(distance, random, maxTime) : hardTime(open, distance, random, maxTime);
    const puzzle = { rows, cols, time, grid: gridOf(rows, cols, walls, start, door) };
    if (isJudgeValidTempter(puzzle)) return puzzle;
  }
}

function mutateTempter(p: TempterPuzzle, random: () => number, sizes: StressSizes): TempterPuzzle | undefined {
  const maxTime = Math.min(MAX_TIME, sizes.maxTime ?? MAX_TIME);
  const board = boardOf(p);
  const n = p.rows * p.cols;
  const walls = new Uint8Array(n);
  for (let i = 0; i < n; i++) walls[i] = board.open[i] === 1 ? 0 : 1;
  let { start, door } = board;
  let time = p.time;
  const square = Math.floor(random() * n);
  switch (Math.floor(random() * 5)) {
    case 0:
      if (square === start || square === door) return undefined;
      walls[square] = walls[square] === 1 ? 0 : 1;
      break;
    case 1:
      if (square === start) return undefined;
      walls[door] = 0;
      door = square;
      walls[door] = 0;
      break;
    case 2:
      if (square === door) return undefined;
      start = square;
      walls[start] = 0;
      break;
    case 3:
      time += random() < 0.5 ? -2 : 2;
      break;
    default: {
      let open = 0;
      for (let i = 0; i < n; i++) open += walls[i] === 1 ? 0 : 1;
      time = hardTime(open, apart(board, start, door), random, maxTime);
    }
  }
  const puzzle = { rows: p.rows, cols: p.cols, time, grid: gridOf(p.rows, p.cols, walls, start, door) };
  return time <= maxTime && isJudgeValidTempter(puzzle) ? puzzle : undefined;
}

/** What each pruning is worth on `p`, one sentence a line, the one that matters most last. */
export function explainSlowTempter(p: TempterPuzzle, language: Language = 'en'): string[] {
  return slowTempter(p, language).lines;
}

/** explainSlowTempter's lines, with the what-if switch closest to the pruning they name (all of them when none is named). */
export function slowTempter(p: TempterPuzzle, language: Language = 'en'): SlowExplanation {
  const board = boardOf(p);
  const ours = solveTempter(p);
  const lines: string[] = [];
  const distance = apart(board, board.start, board.door);
  if (ours.reason === 'too-few-squares')
    lines.push(say(msg('hunt.tempter.open-squares', { time: p.time, open: board.openCount }), language));
  else if (ours.reason === 'parity') lines.push(say(msg('hunt.tempter.parity', { time: p.time, distance }), language));
  const nodes = (count: number) =>
    count > TEXTBOOK_NODES ? say(msg('hunt.more-than', { count: grouped(TEXTBOOK_NODES, ',') }), language) : grouped(count, ',');
  const all = textbookNodes(p, CHECK_ALL);
  const plain = textbookNodes(p, CHECK_TIME_BOUND);
  lines.push(say(msg('hunt.tempter.nodes', { ours: grouped(ours.expanded, ','), textbook: nodes(all), plain: nodes(plain) }), language));
  // Each check left out on its own (and the time bound with the distance bound, which also stops
  // the search): the first whose absence costs much is the one to add.
  const parts: string[] = [];
  let named: { bit: number; words: (typeof CHECKS)[number]['words']; without: number; with: number } | undefined;
  for (const check of CHECKS) {
    const left = check.bit === CHECK_TIME_BOUND ? CHECK_TIME_BOUND | CHECK_DISTANCE : check.bit;
    const without = textbookNodes(p, CHECK_ALL & ~left);
    parts.push(say(msg('hunt.tempter.without-part', { check: msg(check.words), nodes: nodes(without) }), language));
    if (named === undefined && costly(without, all)) named = { bit: check.bit, words: check.words, without, with: all };
  }
  lines.push(say(msg('hunt.tempter.without', { parts: parts.join(language === 'zh-cn' ? '；' : '; ') }), language));
  if (named === undefined && costly(plain, all)) {
    // No one check is missed while the others stand, but the plain DFS is slow: the check that cuts most alone.
    for (const check of CHECKS) {
      if (check.bit === CHECK_TIME_BOUND) continue;
      const alone = textbookNodes(p, CHECK_TIME_BOUND | check.bit);
      if (named === undefined || alone < named.with) named = { bit: check.bit, words: check.words, without: plain, with: alone };
    }
  }
  if (named !== undefined) {
    lines.push(
      say(msg('hunt.tempter.missing', { check: msg(named.words), without: nodes(named.without), with: nodes(named.with) }), language),
    );
    return { lines, whatIf: whatIfShowing(p, CHECK_SWITCH[named.bit], ours.expanded) };
  }
  if (all >= COSTLY_NODES) {
    // The textbook's checks leave it hard: name the pruning of ours worth most here, if one is.
    let best: { id: string; words: (typeof SWITCHES)[number]['words']; without: number } | undefined;
    for (const sw of SWITCHES) {
      const without = solveTempter(p, { maxNodes: TEXTBOOK_NODES, off: sw.off }).expanded;
      if (best === undefined || without > best.without) best = { id: sw.id, words: sw.words, without };
    }
    const missing = best !== undefined && best.without >= 10 * Math.max(1, ours.expanded) ? best : undefined;
    lines.push(
      missing !== undefined
        ? say(
            msg('hunt.tempter.ours-missing', {
              switch: msg(missing.words),
              without: nodes(missing.without),
              with: grouped(ours.expanded, ','),
            }),
            language,
          )
        : say(msg('hunt.tempter.textbook-hard', { textbook: nodes(all), ours: grouped(ours.expanded, ',') }), language),
    );
    return { lines, whatIf: missing?.id ?? 'all' };
  }
  lines.push(say(msg('hunt.tempter.small', { textbook: nodes(all) }), language));
  return { lines, whatIf: 'all' };
}

/** Nodes past this, and ten times the nodes with every check, mean a check is missed. */
const COSTLY_NODES = 10_000;

function costly(without: number, withAll: number): boolean {
  return without >= COSTLY_NODES && without >= 10 * Math.max(1, withAll);
}

export const tempterHunt: SlowHunt<TempterPuzzle> = {
  hardCase: hardTempter,
  mutate: mutateTempter,
  explainSlow: slowTempter,
  hardness: (p) => textbookNodes(p, CHECK_ALL, 200_000),
};

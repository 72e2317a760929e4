// Deterministic generators for the benchmark suites (see scripts/bench.mjs). Every suite
// comes from its own mulberry32 seed, so the same counts always give the same files and
// timings stay comparable across commits and machines. The PRNG is the product's own
// (src/core/randomCases.ts), loaded from the build that bench.mjs runs before importing this.
import { createRequire } from 'node:module';

export const { mulberry32 } = createRequire(import.meta.url)('../../out/src/core/randomCases.js');

/** Integer in lo..hi inclusive. */
function int(rng, lo, hi) {
  return lo + Math.floor(rng() * (hi - lo + 1));
}

function shuffle(rng, items) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

const DR = [-1, 0, 1, 0];
const DC = [0, 1, 0, -1];

// ---------------------------------------------------------------------------------------
// Holedox

/** A rows×cols grid of booleans (true = stone), 1-based through helpers. */
class Lair {
  constructor(rows, cols) {
    this.rows = rows;
    this.cols = cols;
    this.stone = new Uint8Array((rows + 1) * (cols + 1));
  }
  inside(r, c) {
    return r >= 1 && c >= 1 && r <= this.rows && c <= this.cols;
  }
  isStone(r, c) {
    return this.stone[r * (this.cols + 1) + c] === 1;
  }
  set(r, c, v = 1) {
    this.stone[r * (this.cols + 1) + c] = v;
  }
  /** Stones in row-major order, as the judge file lists them. */
  stones() {
    const out = [];
    for (let r = 1; r <= this.rows; r++) for (let c = 1; c <= this.cols; c++) if (this.isStone(r, c)) out.push([r, c]);
    return out;
  }
}

/**
 * A self-avoiding 4-adjacent chain of `length` free squares starting at (r, c), found by a
 * randomized depth-first search with a step budget. Null when none turns up.
 */
function chainFrom(rng, lair, r, c, length, free) {
  if (!free(r, c)) return null;
  const body = [[r, c]];
  const used = new Set([r * 64 + c]);
  let budget = 2000;
  const extend = () => {
    if (body.length === length) return true;
    if (--budget < 0) return false;
    const [hr, hc] = body[body.length - 1];
    for (const d of shuffle(rng, [0, 1, 2, 3])) {
      const nr = hr + DR[d];
      const nc = hc + DC[d];
      if (!lair.inside(nr, nc) || !free(nr, nc) || used.has(nr * 64 + nc)) continue;
      body.push([nr, nc]);
      used.add(nr * 64 + nc);
      if (extend()) return true;
      body.pop();
      used.delete(nr * 64 + nc);
    }
    return false;
  };
  return extend() ? body : null;
}

/** Tries random heads drawn by `pickHead` until a chain fits. */
function placeSnake(rng, lair, length, pickHead, free = (r, c) => !lair.isStone(r, c), attempts = 200) {
  for (let k = 0; k < attempts; k++) {
    const [r, c] = pickHead();
    const body = chainFrom(rng, lair, r, c, length, free);
    if (body) return body;
  }
  return null;
}

function holedoxText(lair, body, stones) {
  let s = `${lair.rows} ${lair.cols} ${body.length}\n`;
  for (const [r, c] of body) s += `${r} ${c}\n`;
  s += `${stones.length}\n`;
  for (const [r, c] of stones) s += `${r} ${c}\n`;
  return `${s}\n`;
}

/** Sprinkles stones with probability p on squares off the body and off the exit. */
function sprinkle(rng, lair, body, p) {
  const onBody = new Set(body.map(([r, c]) => r * 64 + c));
  for (let r = 1; r <= lair.rows; r++)
    for (let c = 1; c <= lair.cols; c++) {
      if ((r === 1 && c === 1) || onBody.has(r * 64 + c)) continue;
      if (rng() < p) lair.set(r, c);
    }
}

/** 20×20, L = 8, ~5 % stones, head in the bottom-right quarter: mostly solvable, far from the exit. */
export function holedoxOpen(count, seed = 0x0b5e1) {
  const rng = mulberry32(seed);
  let text = '';
  for (let k = 0; k < count; k++) {
    const lair = new Lair(20, 20);
    const body = placeSnake(rng, lair, 8, () => [int(rng, 11, 20), int(rng, 11, 20)]);
    sprinkle(rng, lair, body, 0.05);
    text += holedoxText(lair, body, lair.stones());
  }
  return `${text}0 0 0\n`;
}

/**
 * 20×20, L = 8: the exit is walled off by stones — an L-shaped fence around the top-left
 * corner, a full anti-diagonal, or a full row — plus ~5 % stones elsewhere. The snake
 * lies in the bottom-right quarter, on the far side of the wall, so every answer is -1.
 */
export function holedoxCutoff(count, seed = 0xc0ff) {
  const rng = mulberry32(seed);
  let text = '';
  for (let k = 0; k < count; k++) {
    const lair = new Lair(20, 20);
    const size = int(rng, 2, 10);
    const kind = k % 3;
    for (let r = 1; r <= 20; r++)
      for (let c = 1; c <= 20; c++) {
        const wall = kind === 0 ? (r === size && c <= size) || (c === size && r <= size) : kind === 1 ? r + c === size + 1 : r === size;
        if (wall) lair.set(r, c);
      }
    const body = placeSnake(rng, lair, 8, () => [int(rng, 11, 20), int(rng, 11, 20)]);
    sprinkle(rng, lair, body, 0.05);
    text += holedoxText(lair, body, lair.stones());
  }
  return `${text}0 0 0\n`;
}

/** Judge-size anything: n, m in 1..20, L in 2..8 where it fits, 0–30 % stones, head anywhere. */
export function holedoxRandom(count, seed = 0x5eed) {
  const rng = mulberry32(seed);
  let text = '';
  for (let k = 0; k < count; k++) {
    for (;;) {
      const rows = int(rng, 1, 20);
      const cols = int(rng, 1, 20);
      if (rows * cols < 2) continue;
      const length = int(rng, 2, Math.min(8, rows * cols));
      const lair = new Lair(rows, cols);
      const body = placeSnake(rng, lair, length, () => [int(rng, 1, rows), int(rng, 1, cols)], undefined, 20);
      if (!body) continue;
      sprinkle(rng, lair, body, rng() * 0.3);
      text += holedoxText(lair, body, lair.stones());
      break;
    }
  }
  return `${text}0 0 0\n`;
}

/**
 * Braided maze, 20×20, L = 8. A perfect maze is carved by randomized DFS on the 10×10
 * lattice of odd squares (1, 3, ..., 19); then a few of the remaining walls between
 * lattice squares are knocked out to make loops. Every non-corridor square (even/even
 * squares, standing walls, row 20 and column 20) is a stone. The snake lies along a
 * corridor with its head in the far half (row + column > 20).
 */
export function holedoxBraided(count, seed = 0xb4a1d) {
  const rng = mulberry32(seed);
  let text = '';
  const N = 10;
  for (let k = 0; k < count; k++) {
    const lair = new Lair(20, 20);
    for (let r = 1; r <= 20; r++) for (let c = 1; c <= 20; c++) lair.set(r, c);
    const cellR = (i) => 2 * i + 1;
    const seen = new Uint8Array(N * N);
    const stack = [int(rng, 0, N * N - 1)];
    seen[stack[0]] = 1;
    lair.set(cellR(Math.floor(stack[0] / N)), cellR(stack[0] % N), 0);
    while (stack.length > 0) {
      const at = stack[stack.length - 1];
      const ar = Math.floor(at / N);
      const ac = at % N;
      const options = [];
      for (let d = 0; d < 4; d++) {
        const br = ar + DR[d];
        const bc = ac + DC[d];
        if (br >= 0 && bc >= 0 && br < N && bc < N && !seen[br * N + bc]) options.push(d);
      }
      if (options.length === 0) {
        stack.pop();
        continue;
      }
      const d = options[Math.floor(rng() * options.length)];
      const br = ar + DR[d];
      const bc = ac + DC[d];
      seen[br * N + bc] = 1;
      lair.set(cellR(ar) + DR[d], cellR(ac) + DC[d], 0);
      lair.set(cellR(br), cellR(bc), 0);
      stack.push(br * N + bc);
    }
    // Loops: knock out 4–10 of the walls still standing between two lattice squares.
    const standing = [];
    for (let r = 1; r <= 19; r++) for (let c = 1; c <= 19; c++) if ((r + c) % 2 === 1 && lair.isStone(r, c)) standing.push([r, c]);
    const loops = int(rng, 4, 10);
    shuffle(rng, standing);
    for (let i = 0; i < loops && i < standing.length; i++) lair.set(standing[i][0], standing[i][1], 0);
    const body = placeSnake(rng, lair, 8, () => {
      for (;;) {
        const r = int(rng, 1, 19);
        const c = int(rng, 1, 19);
        if (r + c > 20 && !lair.isStone(r, c)) return [r, c];
      }
    });
    text += holedoxText(lair, body, lair.stones());
  }
  return `${text}0 0 0\n`;
}

/**
 * Input for the live-check timing: 20×20, L = 8, a handful of stones per case, appended
 * until the file reaches `bytes` (1 MiB gives about 10 000 cases).
 */
export function holedoxMegabyte(bytes = 1 << 20, seed = 0x1face) {
  const rng = mulberry32(seed);
  const parts = [];
  let size = 0;
  let cases = 0;
  while (size < bytes) {
    const lair = new Lair(20, 20);
    const body = placeSnake(rng, lair, 8, () => [int(rng, 1, 20), int(rng, 1, 20)]);
    sprinkle(rng, lair, body, 0.02);
    const part = holedoxText(lair, body, lair.stones());
    parts.push(part);
    size += part.length;
    cases++;
  }
  parts.push('0 0 0\n');
  return { text: parts.join(''), cases };
}

/**
 * One case that keeps the solver busy for many seconds (for the cancellation timing):
 * 100×100, L = 16. Row 1 is a corridor to the exit and row 2 is stone but for one door
 * into a tree of 4×4 rooms (1-wide doors, joined as a random spanning tree). The snake
 * lies in the corridor with its head at the door and its body between head and exit. No
 * room has a cycle longer than 16 squares, so the snake can never turn round: the answer
 * is -1, but the exit looks near, so a plain search explores every reachable state
 * (about 20 million). The solver's no-room-to-turn check answers it after a million.
 */
export function holedoxLongSearch(seed = 0x42) {
  const rng = mulberry32(seed);
  const lair = new Lair(100, 100);
  for (let r = 1; r <= 100; r++) for (let c = 1; c <= 100; c++) lair.set(r, c);
  const roomRows = 19;
  const roomCols = 20;
  for (let i = 0; i < roomRows; i++)
    for (let j = 0; j < roomCols; j++) for (let r = 0; r < 4; r++) for (let c = 0; c < 4; c++) lair.set(3 + 5 * i + r, 1 + 5 * j + c, 0);
  for (let c = 1; c <= 20; c++) lair.set(1, c, 0);
  const rootCol = 3;
  const door = 1 + 5 * rootCol + 1;
  lair.set(2, door, 0);
  const seen = new Set([rootCol]);
  const stack = [[0, rootCol]];
  while (stack.length > 0) {
    const [i, j] = stack[stack.length - 1];
    const options = [
      [i - 1, j],
      [i + 1, j],
      [i, j - 1],
      [i, j + 1],
    ].filter(([a, b]) => a >= 0 && b >= 0 && a < roomRows && b < roomCols && !seen.has(a * roomCols + b));
    if (options.length === 0) {
      stack.pop();
      continue;
    }
    const [a, b] = options[Math.floor(rng() * options.length)];
    seen.add(a * roomCols + b);
    stack.push([a, b]);
    const offset = Math.floor(rng() * 4);
    if (a !== i) lair.set(7 + 5 * Math.min(a, i), 1 + 5 * j + offset, 0);
    else lair.set(3 + 5 * i + offset, 5 + 5 * Math.min(b, j), 0);
  }
  const body = [];
  for (let k = 0; k < 16; k++) body.push([1, door - k]);
  return holedoxText(lair, body, lair.stones()) + '0 0 0\n';
}

// ---------------------------------------------------------------------------------------
// Tempter

function tempterText(rows, cols, time, grid) {
  return `${rows} ${cols} ${time}\n${grid.map((row) => row.join('')).join('\n')}\n`;
}

/** Grid with `walls` random X squares, S and D on distinct open squares; null if it cannot fit. */
function tempterGrid(rng, rows, cols, walls) {
  const cells = shuffle(
    rng,
    Array.from({ length: rows * cols }, (_, i) => i),
  );
  if (walls + 2 > cells.length) return null;
  const grid = Array.from({ length: rows }, () => Array(cols).fill('.'));
  for (let i = 0; i < walls; i++) grid[Math.floor(cells[i] / cols)][cells[i] % cols] = 'X';
  const open = cells.slice(walls);
  return { grid, open };
}

const colour = (i, cols) => (Math.floor(i / cols) + (i % cols)) & 1;

/** Judge-size: N, M in 1..6, T in 1..49 (a third uniform, the rest near the open-square count). */
export function tempterJudge(count, seed = 0x7e4) {
  const rng = mulberry32(seed);
  let text = '';
  for (let k = 0; k < count; k++) {
    for (;;) {
      // Within the statement's 1 < N, M < 7, so the suite is what a judge sends.
      const rows = int(rng, 2, 6);
      const cols = int(rng, 2, 6);
      const walls = Math.floor(rows * cols * rng() * 0.4);
      const made = tempterGrid(rng, rows, cols, walls);
      if (!made) continue;
      const { grid, open } = made;
      const s = open[0];
      const d = open[1];
      grid[Math.floor(s / cols)][s % cols] = 'S';
      grid[Math.floor(d / cols)][d % cols] = 'D';
      const openCount = open.length;
      const time = k % 3 === 0 ? int(rng, 1, 49) : Math.min(49, Math.max(1, openCount - int(rng, 1, 6)));
      text += tempterText(rows, cols, time, grid);
      break;
    }
  }
  return `${text}0 0 0\n`;
}

/**
 * Near-Hamiltonian side×side: 0–3 X squares, T = open − 1 and open − 2 alternately, and D
 * chosen so the parity argument allows T for about half the cases (a coin per case).
 */
export function tempterSquare(side, count, seed) {
  const rng = mulberry32(seed);
  let text = '';
  for (let k = 0; k < count; k++) {
    const walls = int(rng, 0, 3);
    const { grid, open } = tempterGrid(rng, side, side, walls);
    const time = open.length - (k % 2 === 0 ? 1 : 2);
    const s = open[0];
    const wantRight = rng() < 0.5;
    const candidates = open.slice(1).filter((i) => ((colour(i, side) ^ colour(s, side)) === (time & 1)) === wantRight);
    const d = candidates[int(rng, 0, candidates.length - 1)];
    grid[Math.floor(s / side)][s % side] = 'S';
    grid[Math.floor(d / side)][d % side] = 'D';
    text += tempterText(side, side, time, grid);
  }
  return `${text}0 0 0\n`;
}

/**
 * Near-Hamiltonian side×side boards past the judge's size, every case parity-consistent:
 * `maxWalls` X squares at most (0 = open boards), T = open − 1 − j with j cycling 0..3, and
 * D drawn among the squares whose colour allows that T (so the parity argument never
 * answers; the colour count, the search or nothing else does).
 */
export function tempterNearFull(side, count, seed, maxWalls = 3) {
  const rng = mulberry32(seed);
  let text = '';
  for (let k = 0; k < count; k++) {
    const walls = int(rng, 0, maxWalls);
    const { grid, open } = tempterGrid(rng, side, side, walls);
    const time = open.length - 1 - (k % 4);
    const s = open[0];
    const candidates = open.slice(1).filter((i) => (colour(i, side) ^ colour(s, side)) === (time & 1));
    const d = candidates[int(rng, 0, candidates.length - 1)];
    grid[Math.floor(s / side)][s % side] = 'S';
    grid[Math.floor(d / side)][d % side] = 'D';
    text += tempterText(side, side, time, grid);
  }
  return `${text}0 0 0\n`;
}

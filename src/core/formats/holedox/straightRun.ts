// The greedy shortcut: one walk straight down the distance field, which when it gets through is optimal.
import { distance, offsets } from './distanceField';
import { PADDED_MAX } from './limits';

// The move at which each initial body block stops covering its square (0 = free from the
// start), and the moves taken. Reset after each use.
const busyUntil = new Int32Array(PADDED_MAX);
export const runMoves = new Uint8Array(PADDED_MAX);

/**
 * Greedy descent from the head along decreasing distance. Before move t the body covers the
 * head's own earlier squares (never revisited: distances only fall) and the initial blocks
 * B1..B(L-t), so Bj's square may be entered from move L-j+1 on. Returns the number of
 * moves (the head's distance) on success, 0 when some step finds every way down blocked.
 */
export function straightRun(headCell: number, shape: number, length: number): number {
  const dist = distance;
  const offs = offsets;
  const busy = busyUntil;
  let p = headCell;
  let s = shape;
  for (let j = 1; j < length; j++) {
    p += offs[s & 3]!;
    s >>>= 2;
    busy[p] = length - j;
  }
  let cell = headCell;
  let h = dist[headCell]!;
  const steps = h;
  for (let t = 1; t <= steps; t++) {
    h--;
    let d = 0;
    for (; d < 4; d++) {
      const n = cell + offs[d]!;
      if (dist[n] === h && busy[n]! < t) break;
    }
    if (d === 4) break;
    runMoves[t - 1] = d;
    cell += offs[d]!;
  }
  // Undo the marks whether or not the run got through.
  p = headCell;
  s = shape;
  for (let j = 1; j < length; j++) {
    p += offs[s & 3]!;
    s >>>= 2;
    busy[p] = 0;
  }
  return dist[cell] === 0 ? steps : 0;
}

// The greedy shortcut: one walk straight down the distance field, which when it gets through is optimal.
import type { DistanceField } from './distanceField';
import { GridBuffers } from './gridBuffers';

/**
 * The walk's scratch, owned by one search and reused for every puzzle it answers. The walk is
 * a closure over its arrays and the field's, made once, for the reason DistanceField gives.
 */
export class StraightRun {
  /** The moves of the last walk that got through. */
  readonly moves: Uint8Array<ArrayBuffer>;
  /**
   * Greedy descent from the head along decreasing distance. Before move t the body covers the
   * head's own earlier squares (never revisited: distances only fall) and the initial blocks
   * B1..B(L-t), so Bj's square may be entered from move L-j+1 on. Returns the number of
   * moves (the head's distance) on success, 0 when some step finds every way down blocked.
   */
  readonly walk: (headCell: number, shape: number, length: number) => number;

  /** Its grid-sized arrays (one of 32-bit entries, one of bytes) come from `grid`, or from buffers of its own. */
  constructor(field: DistanceField, grid = new GridBuffers(1, 1)) {
    // The move at which each initial body block stops covering its square (0 = free from the
    // start). Reset after each use.
    const busy = grid.int32();
    const moves = grid.uint8();
    const dist = field.distance;
    const offs = field.offsets;
    this.moves = moves;

    this.walk = (headCell, shape, length) => {
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
        moves[t - 1] = d;
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
    };
  }
}

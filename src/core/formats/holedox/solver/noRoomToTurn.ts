// A proof that replaces the search where the snake can never turn round.
import { PADDED_MAX } from '../limits';

// The distance field's mark for a stone or the border; every other square is free.
const WALL = -1;

/**
 * The argument. The head's trail, extended back through the initial body (B_L, ..., B_2,
 * B_1), can never repeat a square less than L + 1 moves apart: a move onto any of the L
 * squares the snake covers is illegal. So the closest repeat of all, if there is one, is a
 * simple cycle of at least L + 1 squares, and a simple cycle lies inside one 2-edge-connected
 * part of the free squares (bridges lie on no cycle). Hence, when no such part reachable from
 * the head has more than L squares, the head never repeats a square: it never enters one
 * the initial body covers, and it walks a simple path. Any simple path from B1 that avoids
 * B2..BL is legal (its squares were never body), so the answer is the breadth-first
 * distance from the head to the exit around stones and the initial body, or -1.
 *
 * This answers at once the lairs of narrow corridors and small rooms where the search must
 * otherwise exhaust every state to prove -1 (a 100×100, L = 16 lair of 4×4 rooms: about
 * 20 M states).
 */
export class NoRoomToTurn {
  private readonly entered = new Int32Array(PADDED_MAX);
  private readonly low = new Int32Array(PADDED_MAX);
  private readonly stackCell = new Int32Array(PADDED_MAX);
  private readonly stackDir = new Int8Array(PADDED_MAX);
  /** The direction the DFS (or BFS) stepped in to reach each square; -1 for the root. */
  private readonly cameBy = new Int8Array(PADDED_MAX);
  /** Bit d set: the edge from this square in direction d is a bridge. */
  private readonly bridges = new Uint8Array(PADDED_MAX);
  /** The squares reached from the head, in DFS order; then reused as the BFS queue. */
  private readonly order = new Int32Array(PADDED_MAX);
  private readonly part = new Int32Array(PADDED_MAX);
  private readonly queue = new Int32Array(PADDED_MAX);
  /** The moves of the last path found by distance(). */
  readonly moves = new Uint8Array(PADDED_MAX);

  /**
   * True when no 2-edge-connected part of the free squares reachable from `head` has more
   * than `length` squares. `dist` marks stones and the border WALL; `offs` are the padded
   * grid's steps up, right, down, left; `size` bounds the squares to clear.
   */
  applies(dist: Int32Array, offs: Int32Array, head: number, length: number, size: number): boolean {
    const entered = this.entered;
    const low = this.low;
    const cameBy = this.cameBy;
    const bridges = this.bridges;
    const order = this.order;
    entered.fill(0, 0, size);
    bridges.fill(0, 0, size);
    // Tarjan's bridges, with an explicit stack: a maze's DFS is thousands of squares deep.
    let time = 1;
    let reached = 0;
    entered[head] = low[head] = time++;
    cameBy[head] = -1;
    order[reached++] = head;
    this.stackCell[0] = head;
    this.stackDir[0] = 0;
    let top = 1;
    while (top > 0) {
      const v = this.stackCell[top - 1]!;
      const d = this.stackDir[top - 1]!;
      if (d < 4) {
        this.stackDir[top - 1] = d + 1;
        // In a grid two squares share at most one edge, so skipping the way back is exact.
        if (cameBy[v] !== -1 && d === (cameBy[v]! ^ 2)) continue;
        const u = v + offs[d]!;
        if (dist[u] === WALL) continue;
        if (entered[u] === 0) {
          entered[u] = low[u] = time++;
          cameBy[u] = d;
          order[reached++] = u;
          this.stackCell[top] = u;
          this.stackDir[top] = 0;
          top++;
        } else if (entered[u]! < low[v]!) {
          low[v] = entered[u]!;
        }
        continue;
      }
      top--;
      if (top === 0) break;
      const p = this.stackCell[top - 1]!;
      if (low[v]! < low[p]!) low[p] = low[v]!;
      if (low[v]! > entered[p]!) {
        const by = cameBy[v]!;
        bridges[p] = bridges[p]! | (1 << by);
        bridges[v] = bridges[v]! | (1 << (by ^ 2));
      }
    }

    // The parts left when the bridges are cut, each measured by a flood that stops at bridges.
    const part = this.part;
    const queue = this.queue;
    part.fill(0, 0, size);
    let label = 0;
    for (let k = 0; k < reached; k++) {
      const start = order[k]!;
      if (part[start] !== 0) continue;
      label++;
      part[start] = label;
      queue[0] = start;
      let read = 0;
      let write = 1;
      while (read < write) {
        const v = queue[read++]!;
        for (let d = 0; d < 4; d++) {
          if ((bridges[v]! >> d) & 1) continue;
          const u = v + offs[d]!;
          if (dist[u] === WALL || part[u] !== 0) continue;
          part[u] = label;
          queue[write++] = u;
        }
      }
      if (write > length) return false;
    }
    return true;
  }

  /**
   * The breadth-first distance from `head` to `exit` around stones and the body's other
   * squares (B2..BL, from `shape` as index.ts encodes it), or -1; the path's moves in
   * `moves`. Only meaningful when applies() said so.
   */
  distance(dist: Int32Array, offs: Int32Array, head: number, shape: number, length: number, exit: number, size: number): number {
    const seen = this.entered;
    const cameBy = this.cameBy;
    const queue = this.queue;
    seen.fill(0, 0, size);
    // The body's squares are marked 2: the head never enters them.
    let p = head;
    let s = shape;
    for (let j = 1; j < length; j++) {
      p += offs[s & 3]!;
      s >>>= 2;
      seen[p] = 2;
    }
    seen[head] = 1;
    cameBy[head] = -1;
    queue[0] = head;
    let read = 0;
    let write = 1;
    while (read < write) {
      const v = queue[read++]!;
      if (v === exit) break;
      for (let d = 0; d < 4; d++) {
        const u = v + offs[d]!;
        if (dist[u] === WALL || seen[u] !== 0) continue;
        seen[u] = 1;
        cameBy[u] = d;
        queue[write++] = u;
      }
    }
    if (seen[exit] !== 1) return -1;
    let steps = 0;
    for (let v = exit; v !== head; v -= offs[cameBy[v]!]!) steps++;
    let at = steps;
    for (let v = exit; v !== head; v -= offs[cameBy[v]!]!) this.moves[--at] = cameBy[v]!;
    return steps;
  }
}

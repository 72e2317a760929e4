// The edge-supply bound for the wide search: when one colour has no spare squares, every
// square of it is on the path, and each needs its path edges from squares of the other colour.
import { WIDE_CELLS, type WideBoard } from './board';

/**
 * Near-Hamiltonian boards fail in ways no count over the whole board sees: a pocket whose
 * squares of the full colour need more path edges than the other colour's squares around
 * it can give. On the grid every edge joins the two colours, so the rest of the path
 * pos = p0 .. pk = D gives each square of the full colour exactly two path edges (one at
 * pos or D), and each square of the other colour at most two (one at pos or D), and never
 * more than it has neighbours of the full colour. Those edges are a degree-bounded subgraph
 * of the usable edges, found as a maximum flow; a shortfall means no path exists.
 */
export class WideEdgeSupply {
  /** used[a]: a's path edges in the flow, as a mask over its neighbour slots (full colour). */
  private readonly used = new Uint8Array(WIDE_CELLS);
  /** load[b]: flow into b (other colour); cap[b]: its most; need[a]: a's edges still missing. */
  private readonly load = new Uint8Array(WIDE_CELLS);
  private readonly cap = new Uint8Array(WIDE_CELLS);
  private readonly need = new Uint8Array(WIDE_CELLS);
  private readonly fullList = new Int16Array(WIDE_CELLS);
  /** The augmenting search: the full-colour squares in its queue, how each was reached. */
  private readonly queue = new Int16Array(WIDE_CELLS);
  private readonly seen = new Int32Array(WIDE_CELLS);
  private readonly cameFrom = new Int16Array(WIDE_CELLS);
  private readonly viaB = new Int16Array(WIDE_CELLS);
  private stamp = 0;

  /**
   * False when the squares of colour `full` (all of which the path visits) cannot all get
   * their edges, over H = F + pos + D. k > 1, so pos and D are not joined directly.
   */
  check(board: WideBoard, pos: number, d: number, k: number, full: number): boolean {
    if (k < 2) return true;
    const { nb, rev, colour, mark, inF, cells, count } = board;
    const { used, load, cap, need, fullList } = this;
    // cap doubles as "in H": 0 off H, else how many path edges the square takes.
    let n = 0;
    const enter = (c: number, edges: number): void => {
      cap[c] = edges;
      if (colour[c] === full) {
        used[c] = 0;
        need[c] = edges;
        fullList[n++] = c;
      } else load[c] = 0;
    };
    for (let i = 0; i < count; i++) {
      const c = cells[i] ?? 0;
      if (mark[c] === inF) enter(c, 2);
    }
    enter(pos, 1);
    enter(d, 1);
    // Greedy first: most squares get their edges at once.
    for (let i = 0; i < n; i++) {
      const a = fullList[i] ?? 0;
      for (let t = 0; t < 4 && (need[a] ?? 0) > 0; t++) {
        const b = nb[a * 4 + t] ?? -1;
        if (!this.usableEdge(a, b, pos, d, mark, inF) || (load[b] ?? 0) >= (cap[b] ?? 0)) continue;
        used[a] = (used[a] ?? 0) | (1 << t);
        load[b] = (load[b] ?? 0) + 1;
        need[a] = (need[a] ?? 0) - 1;
      }
    }
    // Then an augmenting path for each missing edge; as in bipartite matching, a square
    // with none now never gets one later, so the first failure proves the shortfall.
    let enough = true;
    for (let i = 0; i < n && enough; i++) {
      const a = fullList[i] ?? 0;
      while (enough && (need[a] ?? 0) > 0) {
        enough = this.augment(a, pos, d, mark, inF, nb, rev);
        need[a] = (need[a] ?? 0) - 1;
      }
    }
    // Leave cap clean: a cell off H next time must read 0.
    for (let i = 0; i < count; i++) cap[cells[i] ?? 0] = 0;
    cap[pos] = 0;
    cap[d] = 0;
    return enough;
  }

  private usableEdge(a: number, b: number, pos: number, d: number, mark: Int32Array, inF: number): boolean {
    if (b < 0) return false;
    if (b === pos || b === d) return a !== pos && a !== d;
    return mark[b] === inF;
  }

  /** One more edge for root: alternating unused/used edges to a square with room. */
  private augment(root: number, pos: number, d: number, mark: Int32Array, inF: number, nb: Int16Array, rev: Int8Array): boolean {
    const { used, load, cap, queue, seen, cameFrom, viaB } = this;
    if (this.stamp > 0x3fffffff) {
      seen.fill(0);
      this.stamp = 0;
    }
    const st = ++this.stamp;
    let head = 0;
    let tail = 0;
    queue[tail++] = root;
    seen[root] = st;
    while (head < tail) {
      const a = queue[head++] ?? 0;
      for (let t = 0; t < 4; t++) {
        if (((used[a] ?? 0) >>> t) & 1) continue;
        const b = nb[a * 4 + t] ?? -1;
        if (!this.usableEdge(a, b, pos, d, mark, inF) || seen[b] === st) continue;
        seen[b] = st;
        cameFrom[b] = a;
        if ((load[b] ?? 0) < (cap[b] ?? 0)) {
          this.flip(b, root, nb);
          return true;
        }
        // b is full: push on to a square that takes an edge from b, to move that edge.
        for (let u = 0; u < 4; u++) {
          const y = nb[b * 4 + u] ?? -1;
          if (y < 0 || seen[y] === st || (cap[y] ?? 0) === 0) continue;
          if ((((used[y] ?? 0) >>> (rev[b * 4 + u] ?? 0)) & 1) === 0) continue;
          seen[y] = st;
          viaB[y] = b;
          queue[tail++] = y;
        }
      }
    }
    return false;
  }

  /** Applies the augmenting path ending at b (which has room), back to root. */
  private flip(b: number, root: number, nb: Int16Array): void {
    const { used, load } = this;
    load[b] = (load[b] ?? 0) + 1;
    let cur = b;
    for (;;) {
      const a = this.cameFrom[cur] ?? 0;
      used[a] = (used[a] ?? 0) | (1 << this.slotOf(a, cur, nb));
      if (a === root) return;
      // a gave up its edge to viaB[a] to take cur's.
      const prev = this.viaB[a] ?? 0;
      used[a] = (used[a] ?? 0) & ~(1 << this.slotOf(a, prev, nb));
      cur = prev;
    }
  }

  private slotOf(a: number, b: number, nb: Int16Array): number {
    for (let t = 0; t < 4; t++) if (nb[a * 4 + t] === b) return t;
    return 0;
  }
}

// What the 64-cell search records when asked: each node entered and each cut with its rule,
// into typed arrays sized once, the first `capacity` events; the counts per rule go on to the end.
import type { TraceRule } from '../../../study/searchTrace';

/**
 * The cut rules of the search, by their index in TEMPTER_CUT_RULES. A const enum, so the
 * search holds them as literals, not loads from the module's scope.
 */
export const enum Cut {
  LastMove,
  DoorCutOff,
  TooFar,
  DeadEnds,
  Colours,
  Blocks,
  Edges,
  FailedBefore,
  CrowFlies,
}

/** The rules in a learner's words, in the order of Cut. */
export const TEMPTER_CUT_RULES: readonly TraceRule[] = [
  { id: 'last-move', label: 'last move, and the door is not next to the dog' },
  { id: 'door-cut-off', label: 'the door is cut off by the squares already sunk' },
  { id: 'too-far', label: 'the door is too far for the time left' },
  { id: 'dead-ends', label: 'only dead ends are left between the dog and the door' },
  { id: 'colours', label: 'parity: too few squares of a colour for the moves left' },
  { id: 'blocks', label: 'the rooms between here and the door cannot hold the moves left' },
  { id: 'edges', label: 'the forced moves contradict each other' },
  { id: 'failed-before', label: 'already failed from this square with this time and these squares' },
  { id: 'crow-flies', label: 'that square is too far from the door as the crow flies' },
];

/**
 * What-if switches (TempterTuning.off): bits of prunings to leave out. Colours also drops the
 * root's parity and square counts; door reach, the root's "too far" and its shortest path.
 */
export const OFF_DOOR_REACH = 1;
export const OFF_DEAD_ENDS = 2;
export const OFF_COLOURS = 4;
export const OFF_CROW_FLIES = 8;
export const OFF_MEMO = 16;
/** The near-full prunings: the block chain, the edge step (and on wide boxes the rest of their kin). */
export const OFF_NEAR_FULL = 32;
/** Everything the search can leave out. */
export const OFF_ALL = 63;

/** The recorder the search writes into; one per trace asked for. */
export class TempterTraceRecorder {
  readonly kind: Uint8Array;
  readonly cell: Int32Array;
  readonly depth: Uint16Array;
  readonly ruleCounts = new Uint32Array(TEMPTER_CUT_RULES.length);
  length = 0;
  truncated = false;

  constructor(readonly capacity: number) {
    this.kind = new Uint8Array(capacity);
    this.cell = new Int32Array(capacity);
    this.depth = new Uint16Array(capacity);
  }

  /** The search stands on grid cell `cell`, `depth` moves from the start. */
  node(cell: number, depth: number): void {
    const at = this.length;
    if (at === this.capacity) {
      this.truncated = true;
      return;
    }
    this.kind[at] = 0;
    this.cell[at] = cell;
    this.depth[at] = depth;
    this.length = at + 1;
  }

  /** A cut by `rule` at grid cell `cell`, `depth` moves from the start. */
  cut(rule: number, cell: number, depth: number): void {
    this.ruleCounts[rule]!++;
    const at = this.length;
    if (at === this.capacity) {
      this.truncated = true;
      return;
    }
    this.kind[at] = rule + 1;
    this.cell[at] = cell;
    this.depth[at] = depth;
    this.length = at + 1;
  }
}

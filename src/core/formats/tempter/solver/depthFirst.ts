// What both engines' depth-first searches share: their counters, their path, and the run from S
// to an answer (bits/search.ts, wide/search.ts).
import { foundAnswer, searchedAnswer, type BoxPlace, type TempterSolveResult } from './outcome';
import type { StampedSlots } from './stampedSlots';

/** Thrown (internally, never out of solveTempter) to unwind when maxNodes is reached. */
export class NodeLimit {}

/**
 * A depth-first search for a path of exactly `time` moves: the subclass loads its box and
 * searches it; answer() runs the search and turns what it found, or its node limit, into the
 * answer, with the counts the search kept.
 */
export abstract class DepthFirstSearch {
  protected expanded = 0;
  protected pruned = 0;
  protected memoHits = 0;
  /** The path found: pathCells[0..time], box cells. */
  protected abstract readonly pathCells: Int32Array;
  /** The failed states, forgotten at each search's start. */
  protected abstract readonly failed: StampedSlots;

  /** Searches from s (pathCells[0]) with time moves left; true when pathCells holds a path to D. May throw NodeLimit. */
  protected abstract searchFrom(s: number, time: number): boolean;

  /** Runs a search from s in exactly time moves and answers for it; `place` puts the path in its grid. */
  protected answer(s: number, time: number, rowOf: Int32Array, colOf: Int32Array, place: BoxPlace): TempterSolveResult {
    this.failed.reset();
    this.expanded = 0;
    this.pruned = 0;
    this.memoHits = 0;
    this.pathCells[0] = s;
    let found = false;
    let limited = false;
    try {
      found = this.searchFrom(s, time);
    } catch (e) {
      if (!(e instanceof NodeLimit)) throw e;
      limited = true;
    }
    if (!found) return searchedAnswer(limited, this.expanded, this.pruned, this.memoHits);
    return foundAnswer(this.pathCells, time, rowOf, colOf, place, this.expanded, this.pruned, this.memoHits);
  }
}

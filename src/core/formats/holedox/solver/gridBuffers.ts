// Grid-sized scratch arrays for one search, carved out of a single allocation.
import { PADDED_MAX } from '../limits';

/**
 * Hands out arrays of PADDED_MAX entries, one after another, from one buffer made up front.
 * A grid-sized typed array made on its own costs tens of microseconds (docs/performance.md)
 * and a search needs several; made together they cost about what one does, which a short
 * judge run, whose search is made once for the process, notices.
 */
export class GridBuffers {
  private readonly buffer: ArrayBuffer;
  private used = 0;

  /** Room for `int32s` arrays of 32-bit entries and `bytes` arrays of 8-bit ones. */
  constructor(int32s: number, bytes = 0) {
    this.buffer = new ArrayBuffer(PADDED_MAX * (4 * int32s + bytes));
  }

  int32(): Int32Array<ArrayBuffer> {
    const array = new Int32Array(this.buffer, this.used, PADDED_MAX);
    this.used += 4 * PADDED_MAX;
    return array;
  }

  uint8(): Uint8Array<ArrayBuffer> {
    const array = new Uint8Array(this.buffer, this.used, PADDED_MAX);
    this.used += PADDED_MAX;
    return array;
  }
}

/** Bounds on the random cases of a stress run; each defaults to the judge's limit. */
export interface StressSizes {
  /** Largest n, m (Holedox, up to 20) or N, M (Tempter, up to 6). */
  readonly maxSide?: number;
  /** Largest L (Holedox, 2..8). */
  readonly maxLength?: number;
  /** Largest T (Tempter, 1..49). */
  readonly maxTime?: number;
  /** Cases over which the sides grow from 2 to maxSide; default 2000. */
  readonly growCases?: number;
}

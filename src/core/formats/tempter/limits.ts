/**
 * HDU 1010's limits (it says 1 < N, M < 7). A case past one earns a 'beyond-judge-limits'
 * warning (the solver still tries it), the fast lane leaves such a file to the parser, and
 * New Random Case and the stress test stay within them.
 */
export const TEMPTER_JUDGE_LIMITS = { minSide: 2, maxSide: 6, minTime: 1, maxTime: 49 } as const;

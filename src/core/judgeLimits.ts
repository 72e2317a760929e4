/**
 * The statements' limits. A case past one earns a 'beyond-judge-limits' warning (the solver
 * still tries it), the CLI's clean lane leaves such a file to the full parser, and New
 * Random Case stays within them.
 */
export const JUDGE_LIMITS = {
  holedox: { maxSide: 20, minLength: 2, maxLength: 8 },
  // HDU 1010 says 1 < N, M < 7.
  tempter: { minSide: 2, maxSide: 6, minTime: 1, maxTime: 49 },
} as const;

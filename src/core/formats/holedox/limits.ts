// What the Holedox solver supports, and the padded grid size that follows from it.

/** Largest supported grid side and body length; bigger puzzles get status 'limit'. */
export const HOLEDOX_MAX_SIDE = 100;
export const HOLEDOX_MAX_LENGTH = 16;
export const HOLEDOX_DEFAULT_MAX_STATES = 20_000_000;

/** Squares of the largest grid with its border of wall squares. */
export const PADDED_MAX = (HOLEDOX_MAX_SIDE + 2) * (HOLEDOX_MAX_SIDE + 2);

/**
 * POJ 1324's limits. A case past one earns a 'beyond-judge-limits' warning (the solver still
 * tries it), the fast lane leaves such a file to the parser, and New Random Case and the
 * stress test stay within them.
 */
export const HOLEDOX_JUDGE_LIMITS = { maxSide: 20, minLength: 2, maxLength: 8 } as const;

// The product's seeded PRNG: the tests only need it to be deterministic, not independent.
export { mulberry32 } from '../../../src/core/randomCases';

/** Integer in lo..hi inclusive. */
export function randomInt(random: () => number, lo: number, hi: number): number {
  return lo + Math.floor(random() * (hi - lo + 1));
}

/*
 * What every format's random cases share: the seeded generator, the options every format
 * has, and their checks. The formats' own generators live in their folders (generate.ts).
 */
import type { StressCases } from './formats/format';

/** The largest seed: seeds are 32-bit. */
export const MAX_SEED = 0xffff_ffff;

/** The options of a random case that every format has. */
export interface CaseOptionsBase {
  readonly rows: number;
  readonly cols: number;
  /** Chance, 0..1, that each free square is an obstacle (a stone, a wall). */
  readonly density: number;
  /** 0..4294967295: the same options and seed make the same case on every machine. */
  readonly seed: number;
}

export class InvalidCaseOptions extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('; '));
  }
}

/** The message for a whole number outside lo..hi, or undefined when it is inside. */
export function wholeNumberError(name: string, value: number, lo: number, hi: number): string | undefined {
  return Number.isInteger(value) && value >= lo && value <= hi
    ? undefined
    : `${name} must be a whole number from ${lo} to ${hi}, got ${value}`;
}

/**
 * Why options cannot make a case, in the order the prompts ask: rows, columns, the format's
 * own (from `own`, told whether the sides were fine), density, seed. Empty when they can.
 */
export function caseOptionErrors(
  options: CaseOptionsBase,
  minSide: number,
  maxSide: number,
  own: (sidesOk: boolean) => readonly string[],
): string[] {
  const sides = [wholeNumberError('rows', options.rows, minSide, maxSide), wholeNumberError('columns', options.cols, minSide, maxSide)];
  const errors = sides.filter((e): e is string => e !== undefined);
  for (const error of own(errors.length === 0)) errors.push(error);
  if (!(options.density >= 0 && options.density <= 1)) errors.push(`density must be from 0 to 1, got ${options.density}`);
  const seed = wholeNumberError('seed', options.seed, 0, MAX_SEED);
  if (seed) errors.push(seed);
  return errors;
}

/**
 * caseOptionErrors for a format whose own option is the header's third number: `name` =
 * `value`, a whole number from lo to hi, and then whatever `more` finds (told whether the
 * sides were fine).
 */
export function thirdNumberErrors(
  options: CaseOptionsBase,
  sides: { readonly minSide: number; readonly maxSide: number },
  third: { readonly name: string; readonly value: number; readonly lo: number; readonly hi: number },
  more: (sidesOk: boolean) => readonly string[] = () => [],
): string[] {
  return caseOptionErrors(options, sides.minSide, sides.maxSide, (sidesOk) => {
    const error = wholeNumberError(third.name, third.value, third.lo, third.hi);
    return error ? [error] : more(sidesOk);
  });
}

/** The seeded generator for options `validate` finds nothing wrong with; else throws InvalidCaseOptions with its messages. */
export function seededRandomFor<O extends CaseOptionsBase>(options: O, validate: (options: O) => readonly string[]): () => number {
  const problems = validate(options);
  if (problems.length > 0) throw new InvalidCaseOptions(problems);
  return mulberry32(options.seed);
}

/** A command argument's field, or the default when it is absent; anything else is left for the checks to name. */
export function givenOr(argument: object, name: string, fallback: number): number {
  const value = (argument as Readonly<Record<string, unknown>>)[name];
  return value === undefined ? fallback : (value as number);
}

/** Each field of `defaults` as the argument gives it, or the default where it gives none. */
export function givenOrDefaults<D extends Readonly<Record<string, number>>>(argument: object, defaults: D): { [K in keyof D]: number } {
  const out: Record<string, number> = {};
  for (const [name, fallback] of Object.entries(defaults)) out[name] = givenOr(argument, name, fallback);
  return out as { [K in keyof D]: number };
}

/** mulberry32: a tiny, fast, well-mixed 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The message for a size outside lo..hi, or undefined when it is absent or inside. */
export function sizeError(name: string, value: number | undefined, lo: number, hi: number): string | undefined {
  return value !== undefined && (!Number.isInteger(value) || value < lo || value > hi)
    ? `${name} must be a whole number from ${lo} to ${hi}, got ${value}`
    : undefined;
}

/** The messages of the sizes out of range, from sizeError's answers. */
export function sizeErrors(...answers: (string | undefined)[]): string[] {
  return answers.filter((e): e is string => e !== undefined);
}

/**
 * A format's stress sizes and their check: the largest side, 2 to maxSide, and the header's
 * third number (`size`, named `label` in messages), lo to hi.
 */
export function stressSizeBounds(
  maxSide: number,
  third: { readonly size: 'maxLength' | 'maxTime'; readonly label: string; readonly lo: number; readonly hi: number },
): Pick<StressCases, 'sizes' | 'validate'> {
  return {
    sizes: ['maxSide', third.size],
    validate: (sizes) =>
      sizeErrors(sizeError('max side', sizes.maxSide, 2, maxSide), sizeError(third.label, sizes[third.size], third.lo, third.hi)),
  };
}

/** The largest side a stress case may have: 2 at the start of the run (grow 0), up to `maxSide` at its end (grow 1). */
export function grownSide(grow: number, maxSide: number): number {
  return Math.max(2, Math.round(2 + grow * (maxSide - 2)));
}

/** A whole number from lo to hi, each equally likely. */
export function between(random: () => number, lo: number, hi: number): number {
  return lo + Math.floor(random() * (hi - lo + 1));
}

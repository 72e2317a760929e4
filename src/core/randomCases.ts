/*
 * What every format's random cases share: the seeded generator, the options every format
 * has, and their checks. The formats' own generators live in their folders (generate.ts).
 */
import type { StressCases } from './formats/format';
import { msg, say, type Message } from './l10n/message';

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
  constructor(readonly problems: readonly Message[]) {
    super(problems.map((problem) => say(problem)).join('; '));
  }
}

/** An option's name in messages: its own letter (L, T) or a word each language has its own of. */
export type OptionName = string | Message;

/** The message for a whole number outside lo..hi, or undefined when it is inside. */
function wholeNumberError(name: OptionName, value: number, lo: number, hi: number): Message | undefined {
  return Number.isInteger(value) && value >= lo && value <= hi ? undefined : msg('options.whole-number', { name, lo, hi, got: value });
}

/**
 * Why options cannot make a case, in the order the prompts ask: rows, columns, the format's
 * own (from `own`, told whether the sides were fine), density, seed. Empty when they can.
 */
function caseOptionErrors(
  options: CaseOptionsBase,
  minSide: number,
  maxSide: number,
  own: (sidesOk: boolean) => readonly Message[],
): Message[] {
  const sides = [
    wholeNumberError(msg('options.name.rows'), options.rows, minSide, maxSide),
    wholeNumberError(msg('options.name.columns'), options.cols, minSide, maxSide),
  ];
  const errors = sides.filter((e): e is Message => e !== undefined);
  for (const error of own(errors.length === 0)) errors.push(error);
  if (!(options.density >= 0 && options.density <= 1)) errors.push(msg('options.density', { got: options.density }));
  const seed = wholeNumberError(msg('options.name.seed'), options.seed, 0, MAX_SEED);
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
  more: (sidesOk: boolean) => readonly Message[] = () => [],
): Message[] {
  return caseOptionErrors(options, sides.minSide, sides.maxSide, (sidesOk) => {
    const error = wholeNumberError(third.name, third.value, third.lo, third.hi);
    return error ? [error] : more(sidesOk);
  });
}

/** The seeded generator for options `validate` finds nothing wrong with; else throws InvalidCaseOptions with its messages. */
export function seededRandomFor<O extends CaseOptionsBase>(options: O, validate: (options: O) => readonly Message[]): () => number {
  const problems = validate(options);
  if (problems.length > 0) throw new InvalidCaseOptions(problems);
  return mulberry32(options.seed);
}

/** A density as the percentage the output channel shows, to one decimal: 0.2 → 20. */
export function percent(density: number): number {
  return Math.round(density * 1000) / 10;
}

/** A command argument's field, or the default when it is absent; anything else is left for the checks to name. */
function givenOr(argument: object, name: string, fallback: number): number {
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
export function sizeError(name: OptionName, value: number | undefined, lo: number, hi: number): Message | undefined {
  return value === undefined ? undefined : wholeNumberError(name, value, lo, hi);
}

/** The messages of the sizes out of range, from sizeError's answers. */
export function sizeErrors(...answers: (Message | undefined)[]): Message[] {
  return answers.filter((e): e is Message => e !== undefined);
}

/**
 * A format's stress sizes and their check: the largest side, 2 to maxSide, and the header's
 * third number (`size`, named "max `letter`" in messages), lo to hi.
 */
export function stressSizeBounds(
  maxSide: number,
  third: { readonly size: 'maxLength' | 'maxTime'; readonly letter: string; readonly lo: number; readonly hi: number },
): Pick<StressCases, 'sizes' | 'validate'> {
  return {
    sizes: { maxSide: { lo: 2, hi: maxSide }, [third.size]: { lo: third.lo, hi: third.hi } },
    validate: (sizes) =>
      sizeErrors(
        sizeError(msg('options.name.max-side'), sizes.maxSide, 2, maxSide),
        sizeError(msg('options.name.max-of', { letter: third.letter }), sizes[third.size], third.lo, third.hi),
      ),
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

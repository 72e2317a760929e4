import { formatById } from '../formats/registry';
import type { FormatId } from '../formats/format';
import { sizeError } from '../randomCases';
import { msg, type Message } from '../l10n/message';

export type { StressSizes } from './stressSizes';
import type { StressSizes } from './stressSizes';

const DEFAULT_GROW_CASES = 2000;

/** Why sizes cannot be used, one message each; empty when they can. */
export function validateStressSizes(format: FormatId, sizes: StressSizes): Message[] {
  const errors = stressCasesOf(format).validate(sizes);
  const grow = sizeError(msg('options.name.grow-cases'), sizes.growCases, 1, 1e9);
  return grow ? [...errors, grow] : errors;
}

/**
 * The text of the index-th case of a run (from 0), in the statement's layout: small first,
 * the largest side allowed growing linearly to maxSide over growCases cases, everything
 * drawn from `random`, so a seed fixes the whole run. Written straight to text (no option
 * checks, no objects per square): a stress run makes tens of thousands of these and must
 * not be slower than the program it tests.
 */
export function stressCaseText(format: FormatId, random: () => number, index: number, sizes: StressSizes = {}): string {
  const grow = Math.min(1, index / (sizes.growCases ?? DEFAULT_GROW_CASES));
  return stressCasesOf(format).caseText(random, grow, sizes);
}

function stressCasesOf(format: FormatId) {
  const stress = formatById(format).stress;
  if (!stress) throw new Error(`${formatById(format).displayName} has no stress cases`);
  return stress;
}

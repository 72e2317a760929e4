import { formatOf, type PuzzleCase } from './formats/registry';
import { msg, say, type Language } from './l10n/message';

/** What the editor shows above a case header. */
export type InlineAnswer =
  | { readonly kind: 'pending' }
  | { readonly kind: 'answered'; readonly answer: string }
  | { readonly kind: 'limit' }
  | { readonly kind: 'not-solvable'; readonly reason: string };

/**
 * A reason on a lens is cut to this many characters: the lens's actions (Solve, Show in panel)
 * stand after it on the same line, and a whole diagnostic would push them past the editor's
 * right edge. The whole reason is the lens's tooltip.
 */
export const INLINE_REASON_CHARS = 40;

/** `text` cut to `max` characters (whole code points) with an ellipsis, or as it is. */
function shortened(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** `→ 9 moves`, `→ -1`, `→ YES`, `→ search limit`, `→ not solvable: …` (the reason shortened). */
export function inlineAnswerTitle(answer: InlineAnswer, language: Language = 'en'): string {
  switch (answer.kind) {
    case 'pending':
      return say(msg('inline.solving'), language);
    case 'limit':
      return say(msg('inline.limit'), language);
    case 'not-solvable':
      return say(msg('inline.not-solvable', { reason: shortened(answer.reason, INLINE_REASON_CHARS) }), language);
    case 'answered': {
      // The judge's own answers (-1, YES, NO) are shown as they are, in every language.
      if (!/^\d+$/.test(answer.answer)) return `→ ${answer.answer}`;
      return say(msg('inline.moves', { steps: Number(answer.answer) }), language);
    }
    default:
      return assertNever(answer);
  }
}

/**
 * What a solvable case's answer depends on, and nothing else: answers cached under it stay
 * right whatever else in the file changes, and are never shown for a case that changed.
 */
export function puzzleKey(c: PuzzleCase): string {
  return formatOf(c).puzzleKey(c);
}

function assertNever(value: never): never {
  throw new Error(`unexpected ${JSON.stringify(value)}`);
}

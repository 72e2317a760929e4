import { formatOf, type PuzzleCase } from './formats/registry';
import { msg, say, type Language } from './l10n/message';

/** What the editor shows above a case header. */
export type InlineAnswer =
  | { readonly kind: 'pending' }
  | { readonly kind: 'answered'; readonly answer: string }
  | { readonly kind: 'limit' }
  | { readonly kind: 'not-solvable'; readonly reason: string };

/**
 * `→ 9 moves`, `→ -1`, `→ YES`, `→ search limit`, `→ not solvable`. The reason a case is not
 * solvable is the lens's tooltip and the case's squiggle: on the lens it pushed Solve and Show
 * in panel, which stand after it on the same line, past the editor's right edge.
 */
export function inlineAnswerTitle(answer: InlineAnswer, language: Language = 'en'): string {
  switch (answer.kind) {
    case 'pending':
      return say(msg('inline.solving'), language);
    case 'limit':
      return say(msg('inline.limit'), language);
    case 'not-solvable':
      return say(msg('inline.not-solvable'), language);
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

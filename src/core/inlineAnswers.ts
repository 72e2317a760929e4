import { formatOf, type PuzzleCase } from './formats/registry';

/** What the editor shows above a case header. */
export type InlineAnswer =
  | { readonly kind: 'pending' }
  | { readonly kind: 'answered'; readonly answer: string }
  | { readonly kind: 'limit' }
  | { readonly kind: 'not-solvable'; readonly reason: string };

/** `→ 9 moves`, `→ -1`, `→ YES`, `→ search limit`, `→ not solvable: …`. */
export function inlineAnswerTitle(answer: InlineAnswer): string {
  switch (answer.kind) {
    case 'pending':
      return '→ solving…';
    case 'limit':
      return '→ search limit';
    case 'not-solvable':
      return `→ not solvable: ${answer.reason}`;
    case 'answered': {
      const steps = Number(answer.answer);
      if (!/^\d+$/.test(answer.answer)) return `→ ${answer.answer}`;
      return `→ ${steps} ${steps === 1 ? 'move' : 'moves'}`;
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

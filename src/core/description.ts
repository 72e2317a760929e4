// What a hover shows: the formats' own describers build these, and puzzleFile.ts's describeAt
// picks the case's format; kept apart from it, which reads the formats, so the formats import no cycle.
import type { Message } from './l10n/message';
import type { TextRange } from './text';

/** What the token at an offset means, and the span it covers: what a hover shows. */
export interface Description {
  readonly range: TextRange;
  readonly message: Message;
}

/** A description of `range`. */
export function described(range: TextRange, message: Message): Description {
  return { range, message };
}

// What a hover shows, apart from describe.ts, which reads the formats: the formats' own
// describers build these, and importing describe.ts from them would be a cycle.
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

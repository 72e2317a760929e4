import type { TextRange } from './text';

// What an outline entry is, apart from the code that builds a file's outline (outline.ts): the
// formats build their entries with it, so it names no format.

export type OutlineKind = 'cases' | 'case' | 'body' | 'block' | 'stones' | 'stone' | 'row';

/** One entry of the editor's outline; `selectionRange` lies inside `range`. */
export interface OutlineEntry {
  readonly kind: OutlineKind;
  readonly name: string;
  readonly detail: string;
  readonly range: TextRange;
  readonly selectionRange: TextRange;
  readonly children: readonly OutlineEntry[];
}

import type { Cell } from '../geometry';
import { say, type Language, type Message } from '../l10n/message';

/** What the shaded squares of an explanation are. */
export type RegionKind = 'reachable' | 'open' | 'colour' | 'route';

/** How an answer was found: by a search (with its counts), or by an argument that needed none. */
export interface SearchWords {
  readonly searched: boolean;
  /** '41 states expanded', 'the head walks to the exit without meeting its body'. */
  readonly text: string;
}

/** A verdict in words, with the squares that prove it when a picture helps. */
export interface VerdictExplanation {
  readonly text: string;
  /** What the heatmap can show: the search's counts, or why there was no search. */
  readonly search: SearchWords;
  readonly region?: {
    readonly kind: RegionKind;
    /** Says what the shading means, e.g. 'squares the head can reach'. */
    readonly label: string;
    readonly cells: readonly Cell[];
  };
}

/**
 * An explanation as the core makes it: messages, worded in the reader's language by `worded`
 * (the solve worker words it once, at its edge, for the panel it is sent to).
 */
export interface Reasoning {
  readonly text: Message;
  readonly region?: { readonly kind: RegionKind; readonly label: Message; readonly cells: readonly Cell[] };
}

export function worded(reasoning: Reasoning, search: SearchWords, language: Language): VerdictExplanation {
  const { text, region } = reasoning;
  return {
    text: say(text, language),
    search,
    ...(region ? { region: { kind: region.kind, label: say(region.label, language), cells: region.cells } } : {}),
  };
}

/**
 * Why a solver gave its answer without (or before) a full search, in its format's own terms
 * ('exit-cut-off', 'parity'): the format that gave it words it (PuzzleFormat.summarize, explain).
 */
export type VerdictReason = string;

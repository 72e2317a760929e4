// The colours of what carries a label. They are fixed, not taken from the editor's theme, so
// a label's contrast is known in every theme; the rest of the drawing follows the theme.
import { bestInk } from './contrast';

/** Which palette suits the editor's theme: light grounds, or dark ones. */
export type PaletteKind = 'dark' | 'light';

export interface ScenePalette {
  readonly kind: PaletteKind;
  /** Holedox's exit and Tempter's door. */
  readonly exit: string;
  /** Tempter's start square and the dog. */
  readonly start: string;
  readonly head: string;
  readonly body: string;
  /** The numbered dots of the path. */
  readonly step: string;
  /** The heatmap's fills, from the fewest visits to the most. */
  readonly heat: readonly string[];
  /** The label colours to choose from: each label takes the one that stands out most on its ground. */
  readonly inks: readonly string[];
}

const INKS = ['#141414', '#ffffff'] as const;

export const PALETTES: { readonly [K in PaletteKind]: ScenePalette & { readonly kind: K } } = {
  dark: {
    kind: 'dark',
    exit: '#89d185',
    start: '#c39ae6',
    head: '#f0a04b',
    body: '#6cb6ff',
    step: '#e8c43a',
    heat: ['#4d1f24', '#6e2730', '#93303a', '#c23f45', '#e8685f', '#ffa08a'],
    inks: INKS,
  },
  light: {
    kind: 'light',
    exit: '#256f29',
    start: '#6b3a9e',
    head: '#9c4f00',
    body: '#1e5fbf',
    step: '#f2c230',
    heat: ['#fde3df', '#f9b9af', '#f28b7d', '#e0584a', '#bf3024', '#8f1d15'],
    inks: INKS,
  },
};

/** The label colour for a ground of `palette`. */
export function inkOn(palette: ScenePalette, ground: string): string {
  return bestInk(ground, palette.inks);
}

/**
 * Colours for what the webview takes from the theme, in a standalone file that has none:
 * they read on white in any viewer.
 */
export const STANDALONE_COLOURS: Readonly<Record<string, { readonly fill?: string; readonly stroke?: string }>> = {
  background: { fill: '#ffffff' },
  title: { fill: '#1e1e1e' },
  cell: { fill: '#f3f3f3', stroke: '#c8c8c8' },
  stone: { fill: '#4a4a4a' },
  'path-line': { stroke: '#b58a00' },
  'path-ahead': { stroke: '#b58a00' },
  'region-cell': { fill: '#6b3a9e', stroke: '#6b3a9e' },
  'route-line': { stroke: '#c62828' },
  highlight: { stroke: '#0066cc' },
};

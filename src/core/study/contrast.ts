// Colour contrast as WCAG 2 defines it, so label colours are chosen by measure, not by eye.

/** '#rgb' or '#rrggbb' as 0..255 channels; undefined for anything else. */
export function parseHexColour(colour: string): readonly [number, number, number] | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((ch) => ch + ch).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as readonly [number, number, number];
}

/** WCAG 2 relative luminance of an sRGB colour: 0 for black, 1 for white. */
export function relativeLuminance(colour: string): number {
  const rgb = parseHexColour(colour);
  if (!rgb) throw new Error(`not a hex colour: ${colour}`);
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1 (none) to 21 (black on white); symmetric. */
export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Of the inks offered, the one that stands out most on `ground` (the first on a tie). */
export function bestInk(ground: string, inks: readonly string[]): string {
  let best = inks[0] ?? '#000000';
  let bestRatio = -1;
  for (const ink of inks) {
    const ratio = contrastRatio(ink, ground);
    if (ratio > bestRatio) {
      best = ink;
      bestRatio = ratio;
    }
  }
  return best;
}

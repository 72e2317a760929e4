// Which cases of a document are in view. Pure (no `vscode`), so plain mocha tests it.
import type { TextRange } from '../../core/text';

/**
 * The cases (in file order, sorted by offset) that overlap any of the `views` (offset
 * ranges), with `margin` more cases before and after each view; each case once, in file
 * order. A binary search per view: big files cost the screen's cases, not the file's.
 */
export function casesInView<C extends { readonly range: TextRange }>(
  cases: readonly C[],
  views: readonly TextRange[],
  margin: number,
): C[] {
  const picked = new Set<number>();
  for (const view of views) {
    // The first case that ends at or after the view's start.
    let lo = 0;
    let hi = cases.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const c = cases[mid];
      if (c !== undefined && c.range.end < view.start) lo = mid + 1;
      else hi = mid;
    }
    let last = lo - 1;
    for (let k = lo; k < cases.length; k++) {
      const c = cases[k];
      if (c === undefined || c.range.start > view.end) break;
      last = k;
    }
    // A view between two cases (blank lines) shows none, but its margin still counts from there.
    const from = Math.max(0, lo - margin);
    const to = Math.min(cases.length - 1, Math.max(last, lo - 1) + margin);
    for (let k = from; k <= to; k++) picked.add(k);
  }
  return [...picked]
    .sort((a, b) => a - b)
    .flatMap((k) => {
      const c = cases[k];
      return c === undefined ? [] : [c];
    });
}

/** Which cases a document's lenses are on, as a key to compare with what a view would get now. */
export function shownKeyOf(cases: readonly { readonly number: number }[]): string {
  return `${cases.length}:${cases[0]?.number ?? 0}-${cases.at(-1)?.number ?? 0}`;
}

/**
 * Whether a moved view asks VS Code for new lenses: only when lenses went out for the
 * document (`given`, their shownKeyOf) and the view now wants others (`now`). Lenses
 * appearing move the view a little themselves, and must not start the round again; and
 * before VS Code's first request for a document's lenses (a document just shown), asking
 * would only start its wait before that request again, every editor's.
 */
export function lensesFollowView(given: string | undefined, now: string | undefined): boolean {
  return given !== undefined && now !== given;
}

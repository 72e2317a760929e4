// Each format's drawing by id, without the rest of the format (parsers, solvers): what the
// panel's page needs to draw a case it was sent. The formats carry the same objects (a test
// holds them equal), so Export SVG and the panel draw from one place.
import type { FormatId } from './format';
import { holedoxDrawing } from './holedox/drawing';
import type { CaseView } from './registry';
import { tempterDrawing } from './tempter/drawing';
import type { CaseDrawing } from '../study/scene';

export const DRAWINGS = { holedox: holedoxDrawing, tempter: tempterDrawing } as const satisfies {
  readonly [K in FormatId]: CaseDrawing<Extract<CaseView, { kind: K }>>;
};

/** The drawing of the format that made `view`. */
export function drawingOf(view: CaseView): CaseDrawing<CaseView> {
  // Sound because a drawing only ever receives views whose `kind` is its format's id.
  return DRAWINGS[view.kind] as unknown as CaseDrawing<CaseView>;
}

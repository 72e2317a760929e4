// The panel's Edit mode as data: what the reader asks of a case's grid, and what the case's
// format answers (the case's new text, or why not). Each format applies them in its own
// edit.ts; this file is format-blind, so the webview and the host can share it.
import type { Cell } from './geometry';
import { isCell, isCount, isRecord } from './guards';
import type { Issue, IssueCode } from './issues';
import { msg, say, type Message } from './l10n/message';

const GRID_EDGES = ['top', 'bottom', 'left', 'right'] as const;
export type GridEdge = (typeof GRID_EDGES)[number];

export type GridEdit =
  /** A click or Space on a square: a stone (Holedox) or a wall (Tempter) added or taken away. */
  | { readonly kind: 'toggle'; readonly cell: Cell }
  /** A drag from the piece on `path[0]` along the squares after it, each beside the one before. */
  | { readonly kind: 'drag'; readonly path: readonly Cell[] }
  /** A row or column added or removed at one edge of the grid. */
  | { readonly kind: 'line'; readonly edge: GridEdge; readonly change: 'add' | 'remove' }
  /** The header's third number (Holedox's L, Tempter's T) set. */
  | { readonly kind: 'third'; readonly value: number };

/**
 * Why an edit was refused: stable codes, as for issues, so tests and users can name them.
 * `invalid-result`: the edited case would fail one of the format's checks (its issue code
 * and message come with the refusal). `past-judge-limits`: the edit would take the case past
 * the judge's limits (the format's warning comes with it); the same edit asked again with
 * `pastJudgeLimits` writes it.
 */
export const GRID_EDIT_REFUSALS = [
  'edit.case-not-valid',
  'edit.outside-grid',
  'edit.square-taken',
  'edit.nothing-to-drag',
  'edit.path-not-adjacent',
  'edit.path-blocked',
  'edit.last-line',
  'edit.line-not-empty',
  'edit.bad-value',
  'edit.invalid-result',
  'edit.past-judge-limits',
] as const;
export type GridEditRefusal = (typeof GRID_EDIT_REFUSALS)[number];

/** A format's answer to an edit: the case's whole new text (its range's), or a refusal. */
export type GridEditResult =
  | {
      readonly ok: true;
      /** The case's text after the edit, in the statement's layout, for the case's range. */
      readonly text: string;
      /** What changed ('Stone added at (3, 4).'): the host words it in its reader's language for the panel and screen readers. */
      readonly message: Message;
    }
  | {
      readonly ok: false;
      readonly code: GridEditRefusal;
      /** Why: the host words it for the panel. */
      readonly message: Message;
      /** For `edit.invalid-result`: the code of the issue the edited case would have. */
      readonly issue?: string;
    };

export type GridEditRefused = Extract<GridEditResult, { readonly ok: false }>;

export function refuse(code: GridEditRefusal, why: Message, issue?: string): GridEditRefused {
  const refused = { ok: false, code, message: why } as const;
  return issue === undefined ? refused : { ...refused, issue };
}

/** An edit done: the case's new text, and what changed. */
export function written(text: string, message: Message): Extract<GridEditResult, { readonly ok: true }> {
  return { ok: true, text, message };
}

/** One step of an edit on a format's puzzle: the puzzle after it and what it did, as a message; or why not. */
export type EditStep<P> = { readonly ok: true; readonly puzzle: P; readonly message: Message } | GridEditRefused;

/** A format's grid edits, each kind a step on its puzzle, and how its puzzle is written and read back. */
export interface PuzzleEditing<P> {
  toggle(p: P, cell: Cell): EditStep<P>;
  drag(p: P, path: readonly Cell[]): EditStep<P>;
  addLine(p: P, edge: GridEdge): EditStep<P>;
  removeLine(p: P, edge: GridEdge): EditStep<P>;
  third(p: P, value: number): EditStep<P>;
  /** The case's text in the statement's layout, lines joined by `eol`, with no line end after the last. */
  write(p: P, eol: string): string;
  parse(text: string): { readonly issues: readonly Issue[] };
  /** The code of the format's warning for a case past the judge's limits. */
  readonly judgeLimitCode: IssueCode;
}

/** How an edit is asked for: `pastJudgeLimits` once the reader was told it goes past the judge's limits and asked again. */
export interface GridEditOptions {
  readonly pastJudgeLimits?: boolean;
}

/**
 * A case's edit: refused while the case has a problem; else the step on its puzzle, and then
 * the edited case as the format's parser reads it, any error it would report refusing the
 * edit with that error's words. A judge-limit warning the case did not have refuses it too,
 * until it is asked again with `pastJudgeLimits`: the reader hears it before it is written.
 */
export function editPuzzle<P>(
  problem: { readonly message: Message } | undefined,
  puzzle: () => P,
  edit: GridEdit,
  editing: PuzzleEditing<P>,
  eol: string,
  options: GridEditOptions = {},
): GridEditResult {
  if (problem) return refuse('edit.case-not-valid', msg('edit.fix-first', { problem: problem.message }));
  const before = puzzle();
  const next = stepOf(before, edit, editing);
  if (!next.ok) return next;
  const text = editing.write(next.puzzle, eol);
  const issues = editing.parse(`${text}${eol}0 0 0${eol}`).issues;
  const error = issues.find((i) => i.severity === 'error');
  if (error) return refuse('edit.invalid-result', msg('edit.not-written', { problem: error.message }), error.code);
  if (!options.pastJudgeLimits) {
    // Compared by their words: a message is a fresh object in each parse.
    const pastLimits = (found: readonly Issue[]) => found.filter((i) => i.code === editing.judgeLimitCode).map((i) => say(i.message));
    const had = new Set(pastLimits(editing.parse(`${editing.write(before, eol)}${eol}0 0 0${eol}`).issues));
    const past = issues.find((i) => i.code === editing.judgeLimitCode && !had.has(say(i.message)));
    if (past) return refuse('edit.past-judge-limits', msg('edit.past-limits', { problem: past.message }), past.code);
  }
  return written(text, next.message);
}

function stepOf<P>(p: P, edit: GridEdit, editing: PuzzleEditing<P>): EditStep<P> {
  switch (edit.kind) {
    case 'toggle':
      return editing.toggle(p, edit.cell);
    case 'drag':
      return editing.drag(p, edit.path);
    case 'line':
      return edit.change === 'add' ? editing.addLine(p, edit.edge) : editing.removeLine(p, edit.edge);
    case 'third':
      return editing.third(p, edit.value);
  }
}

/** A drag longer than this is not a person's: dropped at the boundary. */
const MAX_DRAG_PATH = 4096;

/** Validates an edit that crossed from the webview; undefined for anything else. */
export function parseGridEdit(value: unknown): GridEdit | undefined {
  if (!isRecord(value)) return undefined;
  switch (value['kind']) {
    case 'toggle':
      return isCell(value['cell']) ? { kind: 'toggle', cell: { row: value['cell'].row, col: value['cell'].col } } : undefined;
    case 'drag': {
      const path = value['path'];
      if (!Array.isArray(path) || path.length < 1 || path.length > MAX_DRAG_PATH || !path.every(isCell)) return undefined;
      return { kind: 'drag', path: path.map((c: Cell) => ({ row: c.row, col: c.col })) };
    }
    case 'line': {
      const edge = value['edge'];
      const change = value['change'];
      return (GRID_EDGES as readonly unknown[]).includes(edge) && (change === 'add' || change === 'remove')
        ? { kind: 'line', edge: edge as GridEdge, change }
        : undefined;
    }
    case 'third':
      return isCount(value['value']) ? { kind: 'third', value: value['value'] } : undefined;
    default:
      return undefined;
  }
}

/** What adding or removing a line at `edge` does to a square's coordinates (the removed line's squares are the caller's). */
export function shiftForLine(edge: GridEdge, change: 'add' | 'remove'): (cell: Cell) => Cell {
  const by = change === 'add' ? 1 : -1;
  if (edge === 'top') return (c) => ({ row: c.row + by, col: c.col });
  if (edge === 'left') return (c) => ({ row: c.row, col: c.col + by });
  return (c) => c;
}

/** The row or column a removal at `edge` takes away, and whether `cell` lies on it. */
export function onRemovedLine(edge: GridEdge, rows: number, cols: number, cell: Cell): boolean {
  switch (edge) {
    case 'top':
      return cell.row === 1;
    case 'bottom':
      return cell.row === rows;
    case 'left':
      return cell.col === 1;
    case 'right':
      return cell.col === cols;
  }
}

/** 'Row added at the top', 'Column removed at the right'. */
export function lineSaid(edge: GridEdge, change: 'add' | 'remove', rows: number, cols: number): Message {
  return msg('edit.line-changed', { edge, change, rows, cols });
}

/**
 * The one replacement that turns `before` into `after`: the common start and end kept, so
 * the document edit (and its undo) touches only what changed. Offsets are into `before`.
 */
export function narrowReplacement(before: string, after: string): { start: number; end: number; text: string } {
  let start = 0;
  const limit = Math.min(before.length, after.length);
  while (start < limit && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let tail = 0;
  while (tail < limit - start && before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)) tail++;
  return { start, end: before.length - tail, text: after.slice(start, after.length - tail) };
}

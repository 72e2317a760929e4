import { generateCase } from '../../../src/core/generate';
import { mulberry32 } from '../../../src/core/randomCases';
import type { HoledoxCase } from '../../../src/core/formats/holedox';
import { parsePuzzle, type FormatId } from '../../../src/core/puzzleFile';
import type { TempterCase } from '../../../src/core/formats/tempter';

/*
 * "One typo, one diagnostic; a malformed case never hides the cases after it", measured: a
 * seeded valid file, one line deleted, duplicated or replaced, and a count of the cases the
 * edit did not touch that still come out right under their own number. "Right" means the
 * same puzzle read without a problem: the solvers are deterministic, so the same puzzle gets
 * the same answer, and comparing puzzles spares a solve per case.
 */

export interface SeededFile {
  readonly text: string;
  /** Per case, its first and last line (0-based) in the text. */
  readonly caseLines: readonly (readonly [number, number])[];
}

/** `count` random judge-size cases in the statements' layout, a blank line between cases. */
export function seededFile(format: FormatId, count: number, seed: number, sizes: 'judge' | 'small' = 'judge'): SeededFile {
  const random = mulberry32(seed);
  const pick = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const parts: string[] = [];
  const caseLines: [number, number][] = [];
  let line = 0;
  for (let k = 0; k < count; k++) {
    const caseSeed = Math.floor(random() * 0xffff_ffff);
    let text: string;
    if (format === 'holedox') {
      const rows = pick(2, sizes === 'judge' ? 20 : 8);
      const cols = pick(2, sizes === 'judge' ? 20 : 8);
      const length = pick(2, Math.min(8, rows * cols));
      text = generateCase({ format, rows, cols, length, density: random() * 0.3, seed: caseSeed });
    } else {
      const rows = pick(2, 6);
      const cols = pick(2, 6);
      text = generateCase({ format, rows, cols, time: pick(1, Math.min(49, rows * cols + 2)), density: random() * 0.4, seed: caseSeed });
    }
    const lines = text.split('\n').length - 1;
    caseLines.push([line, line + lines - 1]);
    parts.push(text);
    line += lines + 1;
  }
  return { text: `${parts.join('\n')}\n0 0 0\n`, caseLines };
}

export type LineEdit = 'delete' | 'duplicate' | 'replace-99';

/** The text with line `line` (0-based) deleted, doubled, or replaced by `99` (a half-typed pair). */
export function editLine(text: string, line: number, edit: LineEdit): string {
  let start = 0;
  for (let k = 0; k < line; k++) start = text.indexOf('\n', start) + 1;
  const newline = text.indexOf('\n', start);
  const end = newline < 0 ? text.length : newline + 1;
  if (edit === 'delete') return text.slice(0, start) + text.slice(end);
  if (edit === 'duplicate') return text.slice(0, end) + text.slice(start, end) + text.slice(end);
  return `${text.slice(0, start)}99\n${text.slice(end)}`;
}

export interface EditOutcome {
  /** Cases the edit left alone, and how many of them came out right under their own number. */
  readonly untouched: number;
  readonly survived: number;
  /** All diagnostics of the edited file, and its errors. */
  readonly diagnostics: number;
  readonly errors: number;
}

/** What one line edit of a seeded file costs. */
export function measureEdit(
  file: SeededFile,
  format: FormatId,
  line: number,
  edit: LineEdit,
  before: readonly (HoledoxCase | TempterCase)[] = parsePuzzle(file.text, format).cases,
): EditOutcome {
  const after = parsePuzzle(editLine(file.text, line, edit), format);
  const byNumber = new Map<number, HoledoxCase | TempterCase>();
  for (const c of after.cases) if (!byNumber.has(c.number)) byNumber.set(c.number, c);
  let untouched = 0;
  let survived = 0;
  file.caseLines.forEach(([first, last], k) => {
    if (line >= first && line <= last) return;
    untouched++;
    const original = before[k];
    const read = byNumber.get(k + 1);
    if (original && read && !read.problem && samePuzzle(original, read)) survived++;
  });
  const errors = after.issues.filter((i) => i.severity === 'error').length;
  return { untouched, survived, diagnostics: after.issues.length, errors };
}

function samePuzzle(a: HoledoxCase | TempterCase, b: HoledoxCase | TempterCase): boolean {
  const shape = (c: HoledoxCase | TempterCase) =>
    c.format === 'tempter'
      ? `${c.rows} ${c.cols} ${c.time}|${c.grid.join('/')}`
      : `${c.rows} ${c.cols}|${JSON.stringify(c.body)}|${JSON.stringify(c.stones)}`;
  return shape(a) === shape(b);
}

export interface FuzzFigures {
  readonly edits: number;
  readonly untouched: number;
  readonly survived: number;
  /** Edits after which every untouched case survived. */
  readonly cleanEdits: number;
  readonly diagnostics: number;
}

/** `files` seeded files of `cases` cases each; every file gets `editsPerFile` random line edits. */
export function lineEditFuzz(format: FormatId, files: number, cases: number, editsPerFile: number, seed: number): FuzzFigures {
  const random = mulberry32(seed);
  const edits: LineEdit[] = ['delete', 'duplicate', 'replace-99'];
  let total = { edits: 0, untouched: 0, survived: 0, cleanEdits: 0, diagnostics: 0 };
  for (let f = 0; f < files; f++) {
    const file = seededFile(format, cases, Math.floor(random() * 0xffff_ffff), 'small');
    const lineCount = file.text.split('\n').length - 1;
    for (let e = 0; e < editsPerFile; e++) {
      const line = Math.floor(random() * lineCount);
      const edit = edits[Math.floor(random() * edits.length)] ?? 'delete';
      const outcome = measureEdit(file, format, line, edit);
      total = {
        edits: total.edits + 1,
        untouched: total.untouched + outcome.untouched,
        survived: total.survived + outcome.survived,
        cleanEdits: total.cleanEdits + (outcome.survived === outcome.untouched ? 1 : 0),
        diagnostics: total.diagnostics + outcome.diagnostics,
      };
    }
  }
  return total;
}

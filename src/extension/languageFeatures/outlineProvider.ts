import * as vscode from 'vscode';
import type { PuzzleCase } from '../../core/formats/registry';
import { commonPrefix, commonSuffix } from '../../core/incrementalParse/changedSpan';
import { caseAloneEntry, caseDetail, caseGroupEntries, outlineOf, type OutlineEntry, type OutlineKind } from '../../core/outline';
import { displayLanguage } from '../displayLanguage';
import type { PuzzleAnalyses } from '../puzzleDocuments';
import { toRange } from '../ranges';
import { mapInSlices } from '../timeSlices';

/** Documents with more cases list only the cases in the outline, each as `Case 2` (`caseAloneEntry`). */
const OUTLINE_PARTS_UP_TO = 500;
/**
 * Documents with more cases list groups of cases (`Cases 101–200`) without the cases in them
 * (`caseGroupEntries`); "Holedox: Go to Case…" and Go to Symbol in Workspace (`#2345`)
 * reach a case by its number there. As many as VS Code folds by default.
 */
export const OUTLINE_CASES_UP_TO = 5000;

const SYMBOL_KINDS: Record<OutlineKind, vscode.SymbolKind> = {
  cases: vscode.SymbolKind.Namespace,
  case: vscode.SymbolKind.Module,
  body: vscode.SymbolKind.Array,
  block: vscode.SymbolKind.Field,
  stones: vscode.SymbolKind.Array,
  stone: vscode.SymbolKind.Constant,
  row: vscode.SymbolKind.String,
};

/** A document's last outline of cases: what the next one, after an edit, starts from. */
interface CaseOutline {
  readonly text: string;
  readonly cases: readonly PuzzleCase[];
  readonly symbols: readonly vscode.DocumentSymbol[];
}

/**
 * The outline. VS Code asks for it after every edit (the breadcrumbs; the outline view when
 * shown; sticky scroll reads the folds in our languages); for a
 * document of 10 000 cases, building every symbol took 50–500 ms at a time on the extension
 * host (docs/performance.md). So a big document's outline is built from its last one: the
 * cases before the edit keep their symbols, the cases after it (the same text, moved) keep
 * theirs moved by the lines the edit added; only the cases between get new symbols. All of it
 * runs a slice of time at a time, and stops when VS Code cancels or the document changes.
 */
export class OutlineProvider implements vscode.DocumentSymbolProvider {
  private readonly last = new WeakMap<vscode.TextDocument, CaseOutline>();

  constructor(private readonly analyses: PuzzleAnalyses) {}

  async provideDocumentSymbols(
    document: vscode.TextDocument,
    token: vscode.CancellationToken,
  ): Promise<vscode.DocumentSymbol[] | undefined> {
    // A big document's first parse is read in slices meanwhile: the first lenses go ahead of it.
    const analysis = await this.analyses.parsed(document);
    if (!analysis) return [];
    const version = document.version;
    const stopped = () => token.isCancellationRequested || document.version !== version;
    const cases: readonly PuzzleCase[] = analysis.parsed.cases;
    if (cases.length <= OUTLINE_PARTS_UP_TO) {
      const toSymbol = (entry: OutlineEntry): vscode.DocumentSymbol => {
        const symbol = new vscode.DocumentSymbol(
          entry.name,
          entry.detail,
          SYMBOL_KINDS[entry.kind],
          toRange(document, entry.range),
          toRange(document, entry.selectionRange),
        );
        symbol.children = entry.children.map(toSymbol);
        return symbol;
      };
      return mapInSlices(outlineOf(analysis.parsed, undefined, undefined, displayLanguage()), toSymbol, stopped);
    }
    if (stopped()) return undefined;
    if (cases.length > OUTLINE_CASES_UP_TO)
      return caseGroupEntries(cases, undefined, displayLanguage()).map((entry) => entrySymbol(document, entry));
    const last = this.last.get(document);
    if (last?.cases === cases) return [...last.symbols];
    const { text } = analysis;
    const reuse = last ? reusable(last, text, cases, document) : undefined;
    const symbols = await mapInSlices(cases, (c, k) => reuse?.(c, k) ?? caseSymbol(document, c), stopped);
    if (!symbols) return undefined;
    this.last.set(document, { text, cases, symbols });
    return [...symbols];
  }
}

function caseSymbol(document: vscode.TextDocument, c: PuzzleCase): vscode.DocumentSymbol {
  return entrySymbol(document, caseAloneEntry(c, displayLanguage()));
}

/** An entry without children as a symbol. */
function entrySymbol(document: vscode.TextDocument, entry: OutlineEntry): vscode.DocumentSymbol {
  return new vscode.DocumentSymbol(
    entry.name,
    entry.detail,
    SYMBOL_KINDS[entry.kind],
    toRange(document, entry.range),
    toRange(document, entry.selectionRange),
  );
}

/**
 * Finds, for the case at index k of `cases` (the document's text now `text`), the symbol it had
 * in `last`, where still true. Before the edit: the case at the same index, at the same offsets,
 * whose text lies wholly in the text both share at their start (so its lines and columns are
 * the same). After the edit: the case at the same distance from the end, moved by the edit's
 * length, whose text lies wholly in the text both share at their end; its lines moved by as
 * many as the edit added (one `positionAt` of the first such case, the nearest to the edit,
 * checks that its column is the same, so that a case on the edit's own line is never reused
 * with a wrong one). Either must read the same (number, detail). Each case is checked
 * when it is reached, inside the slices of time.
 */
function reusable(
  last: CaseOutline,
  text: string,
  cases: readonly PuzzleCase[],
  document: vscode.TextDocument,
): (c: PuzzleCase, k: number) => vscode.DocumentSymbol | undefined {
  const shorter = Math.min(text.length, last.text.length);
  const sharedStart = commonPrefix(last.text, text, shorter);
  const sharedEnd = text.length - commonSuffix(last.text, text, shorter - sharedStart);
  const delta = text.length - last.text.length;
  const fromEnd = cases.length - last.cases.length;
  const readsAs = (c: PuzzleCase, old: PuzzleCase, symbol: vscode.DocumentSymbol) =>
    c === old || (c.number === old.number && caseDetail(c, displayLanguage()) === symbol.detail);
  const movedBy = (c: PuzzleCase, old: PuzzleCase, by: number) =>
    c.range.start === old.range.start + by &&
    c.range.end === old.range.end + by &&
    c.headerRange.start === old.headerRange.start + by &&
    c.headerRange.end === old.headerRange.end + by;
  /** Lines added by the edit, from the first case after it; null when its column changed. */
  let lineShift: number | null | undefined;
  return (c, k) => {
    if (c.range.end <= sharedStart) {
      const old = last.cases[k];
      const symbol = last.symbols[k];
      return old && symbol && movedBy(c, old, 0) && readsAs(c, old, symbol) ? symbol : undefined;
    }
    if (c.range.start < sharedEnd) return undefined;
    const old = last.cases[k - fromEnd];
    const symbol = last.symbols[k - fromEnd];
    if (!old || !symbol || !movedBy(c, old, delta) || !readsAs(c, old, symbol)) return undefined;
    if (lineShift === undefined) {
      const at = document.positionAt(c.range.start);
      lineShift = at.character === symbol.range.start.character ? at.line - symbol.range.start.line : null;
    }
    if (lineShift === null) return undefined;
    if (lineShift === 0) return symbol;
    const lines = lineShift;
    const shift = (r: vscode.Range) => new vscode.Range(r.start.line + lines, r.start.character, r.end.line + lines, r.end.character);
    return new vscode.DocumentSymbol(symbol.name, symbol.detail, symbol.kind, shift(symbol.range), shift(symbol.selectionRange));
  };
}

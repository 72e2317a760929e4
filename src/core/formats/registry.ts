import type { IssueCodes } from '../issues';
import { msg, type Message } from '../l10n/message';
import type { DrawnCase } from '../study/scene';
import type { CaseBase, FormatId, PuzzleFormat } from './format';
import { holedoxFormat, type HoledoxCaseView } from './holedox';
import type { HoledoxCaseOptions } from './holedox';
import type { HoledoxCase, HoledoxDocument } from './holedox';
import { tempterFormat, type TempterCaseView } from './tempter';
import type { TempterCaseOptions } from './tempter';
import type { TempterCase, TempterDocument } from './tempter';

// The one list of formats. A new format adds its folder, its id to FORMAT_IDS (format.ts)
// and one line to each of these.
export type PuzzleCase = HoledoxCase | TempterCase;
export type PuzzleDocument = HoledoxDocument | TempterDocument;
export type CaseView = HoledoxCaseView | TempterCaseView;
export type CaseOptions = HoledoxCaseOptions | TempterCaseOptions;

/** Every format by id, in the order menus list them. */
export const FORMATS = { holedox: holedoxFormat, tempter: tempterFormat } as const satisfies {
  readonly [K in FormatId]: { readonly id: K };
};

/** Any format, for code that holds a case it has not looked inside: the case's `format` picks the right one. */
export type AnyFormat = PuzzleFormat<PuzzleCase, unknown, CaseView, CaseOptions, unknown>;

export { FORMAT_IDS, isFormatId } from './format';

/** Formats a test added beside the product's (registerFormat); the product adds none. */
const added = new Map<string, AnyFormat>();

/**
 * Adds a format beside the product's, the way a test proves a format is its folder and one
 * line here: formatById, formatOf and every generic path that asks them then reach it by its
 * id (lists of every format, FORMAT_IDS, FORMATS and ISSUE_CODES, keep the product's). Returns
 * what takes it away again.
 */
export function registerFormat<C extends CaseBase, S, V extends DrawnCase & { readonly kind: C['format'] }, O, P>(
  format: PuzzleFormat<C, S, V, O, P>,
): () => void {
  if (format.id in FORMATS || added.has(format.id)) throw new Error(`a format '${format.id}' is already registered`);
  added.set(format.id, format as unknown as AnyFormat);
  return () => added.delete(format.id);
}

/** The product's formats as a sentence lists them: 'Holedox (.holedox) or Tempter (.tempter)'. */
export function formatsListed(): Message {
  return msg('formats.documents', {
    formats: Object.values(FORMATS).map((format) => ({ name: format.displayName, extension: format.fileExtension })),
  });
}

export function formatById(id: FormatId): AnyFormat {
  // Sound because a format only ever receives cases whose `format` is its id.
  return ((FORMATS as Partial<Record<string, unknown>>)[id] ?? added.get(id)) as AnyFormat;
}

/** The format that read `c`. */
export function formatOf(c: PuzzleCase): AnyFormat {
  return formatById(c.format);
}

/** Every format's checks by code, with their default severity: the stable codes users may search for. */
export const ISSUE_CODES: IssueCodes = Object.assign({}, ...Object.values(FORMATS).map((format) => format.issueCodes));

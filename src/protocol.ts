// The one message protocol between the extension host and the panel's webview. Both
// sides import these types; each side validates what it receives with the guards below,
// since a webview message is untrusted data.
import { isFormatId, type FormatId } from './core/formats/format';
import { DRAWINGS } from './core/formats/drawings';
import type { CaseView } from './core/formats/registry';
import {
  hasFields,
  isBoolean,
  isCell,
  isCellList,
  isCount,
  isFiniteNumber,
  isRecord,
  isString,
  listOf,
  optional,
  orNull,
} from './core/guards';
import type { Cell } from './core/geometry';
import { parseGridEdit, type GridEdit } from './core/gridEdit';
import type { Severity } from './core/issues';
import type { VerdictExplanation, VerdictReason } from './core/study/explain';
import type { WhatIfResult, WhatIfSwitch } from './core/study/searchTrace';
import { isTraceView, isWhatIfResult, isWhatIfSwitch, type SearchTraceView } from './core/study/searchTraceView';

export type { SearchTraceView } from './core/study/searchTraceView';

/** A 0-based line/character span, the shape of a vscode.Range without the class. */
export interface RangeView {
  readonly startLine: number;
  readonly startCharacter: number;
  readonly endLine: number;
  readonly endCharacter: number;
}

export interface CaseSummary {
  readonly number: number;
  /** e.g. `Case 2 · 4×4 · L=4` or `Case 1 · 4×4 · T=5`. */
  readonly label: string;
  readonly headerRange: RangeView;
  /** Why the case cannot be solved, when it cannot. */
  readonly problem?: string;
}

/** A case as the panel draws it; each format builds its own (its caseView). */
export type { CaseView } from './core/formats/registry';

export type AnswerView =
  | { readonly state: 'none' }
  | { readonly state: 'solving' }
  | {
      readonly state: 'answered';
      /** The judge's answer: a step count, -1, YES or NO. */
      readonly answer: string;
      /** Moves of the head or dog, 0 up, 1 right, 2 down, 3 left. */
      readonly moves: readonly number[];
      readonly expanded: number;
      /** Why the solver answered without (or before) a full search; its words are in `summary` and `explanation`. */
      readonly reason?: VerdictReason;
      /** The verdict in one line, worded by core/study/explain.ts. */
      readonly summary: string;
      /** Tempter: search nodes cut by pruning. */
      readonly pruned?: number;
      /** Expanded states per square, row-major (index (row-1)*cols + col-1), for the heatmap. */
      readonly cellVisits?: readonly number[];
      /** Why the answer is what it is, in words and as shaded squares. */
      readonly explanation?: VerdictExplanation;
    }
  | { readonly state: 'skipped' | 'limit' | 'failed'; readonly message: string };

export interface DiagnosticView {
  readonly code: string;
  readonly severity: Severity;
  readonly message: string;
  readonly range: RangeView;
  readonly caseNumber?: number;
}

export type HostToWebview =
  | {
      readonly type: 'document';
      readonly uri: string;
      readonly fileName: string;
      readonly format: FormatId;
      readonly cases: readonly CaseSummary[];
      readonly diagnostics: readonly DiagnosticView[];
      /** How many diagnostics there were before the list was cut for the panel. */
      readonly diagnosticCount: number;
      /** Present when the panel is locked on this file; the webview keeps it for the reload. */
      readonly locked?: true;
    }
  | {
      readonly type: 'case';
      readonly uri: string;
      /** The document's version the case was read from: an Edit mode change names it back. */
      readonly version?: number;
      readonly caseView: CaseView | null;
      readonly verdict: AnswerView;
      /** The answer an expected-output file gives for this case, when there is one. */
      readonly expected?: ExpectedView;
      /** What the user's program answered, when a run or stress test found it wrong here. */
      readonly submitted?: SubmittedView;
      /** Open the Search view on this case, its what-if on this switch (sent once, for a slow case the hunt found). */
      readonly openSearch?: OpenSearchView;
    }
  | {
      /** The square defined by the token under the editor's cursor, or null when there is none. */
      readonly type: 'highlight';
      readonly uri: string;
      readonly caseNumber: number;
      readonly cell: Cell | null;
    }
  | { readonly type: 'control'; readonly action: PanelAction }
  | { readonly type: 'noDocument' }
  | SearchTraceMessage
  | {
      /** What became of an Edit mode change: written to the document, or refused and why. */
      readonly type: 'editResult';
      readonly uri: string;
      readonly caseNumber: number;
      /** The document's version after it: the status line speaks of that version until the document changes again. */
      readonly version?: number;
      readonly written: boolean;
      /** The format's words: what changed, or the reason it was refused. */
      readonly message: string;
      /** A refusal's stable code (`edit.square-taken`). */
      readonly code?: string;
    };

/** The Search view's answer: a case's search as its solver recorded it, or why there is none. */
export interface SearchTraceMessage {
  readonly type: 'searchTrace';
  readonly uri: string;
  readonly caseNumber: number;
  readonly trace: SearchTraceView | null;
  /** The prunings a what-if may switch off (none for a format without them). */
  readonly switches: readonly WhatIfSwitch[];
  readonly whatIf?: WhatIfResult;
  /** Why there is no trace, when there is none. */
  readonly message?: string;
}

export interface OpenSearchView {
  /** The id of one of the case's what-if switches. */
  readonly whatIf: string;
}

function isOpenSearchView(value: unknown): value is OpenSearchView {
  return hasFields(value, { whatIf: isString });
}

export interface ExpectedView {
  /** The expected answer as written: a step count, -1, YES or NO. */
  readonly answer: string;
  /** How it compares with ours; 'unchecked' when we have no answer of our own yet. */
  readonly status: 'match' | 'mismatch' | 'missing' | 'unchecked';
  /** The expected-output file's name. */
  readonly fileName: string;
}

export interface SubmittedView {
  /** The program's answer, or null when it printed none for this case. */
  readonly answer: string | null;
  /** Ours: the shortest step count, -1, YES or NO. */
  readonly expected: string;
}

function isSubmittedView(value: unknown): value is SubmittedView {
  return isRecord(value) && (value['answer'] === null || typeof value['answer'] === 'string') && typeof value['expected'] === 'string';
}

function isExpectedView(value: unknown): value is ExpectedView {
  return (
    hasFields(value, { answer: isString, fileName: isString }) &&
    ['match', 'mismatch', 'missing', 'unchecked'].includes(String(value['status']))
  );
}

/** What the palette's commands ask of the panel's playback. */
export type PanelAction = 'togglePlay' | 'toggleHeatmap' | 'zoomIn' | 'zoomOut' | 'zoomFit';
const PANEL_ACTIONS: readonly string[] = ['togglePlay', 'toggleHeatmap', 'zoomIn', 'zoomOut', 'zoomFit'] satisfies PanelAction[];

/** How the grid is zoomed, as the webview reports it after each change. */
export interface GridView {
  readonly uri: string;
  readonly caseNumber: number;
  /** The playback position drawn. */
  readonly step: number;
  /** CSS pixels per unit of the drawing, and what fitting the whole grid would take. */
  readonly scale: number;
  readonly fitScale: number;
  /** True while the grid fits the panel (no zoom or pan of the reader's). */
  readonly fitted: boolean;
  /** The region of the drawing in sight, in the drawing's units. */
  readonly viewBox: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
}

export type WebviewToHost =
  | { readonly type: 'ready' }
  | { readonly type: 'selectCase'; readonly number: number }
  | { readonly type: 'reveal'; readonly range: RangeView }
  /** A click on a square: show the token that defines it. */
  | { readonly type: 'revealCell'; readonly caseNumber: number; readonly cell: Cell }
  | { readonly type: 'exportSvg' }
  | { readonly type: 'solve' }
  | ({ readonly type: 'gridView' } & GridView)
  /** The Search view asks for a case's search: its first `events` events, and a what-if with one pruning off. */
  | { readonly type: 'searchTrace'; readonly caseNumber: number; readonly events: number; readonly whatIf?: string }
  /**
   * An Edit mode change of case `caseNumber` of `uri` as drawn from the document's `version`,
   * for the host to write as a document edit (refused if the document changed since);
   * `pastJudgeLimits` when the reader was told it goes past the judge's limits and asked again.
   */
  | {
      readonly type: 'editGrid';
      readonly uri: string;
      readonly version: number;
      readonly caseNumber: number;
      readonly edit: GridEdit;
      readonly pastJudgeLimits?: true;
    };

/** What the webview keeps with getState/setState so it can be restored after a reload. */
export interface PanelState {
  readonly uri?: string;
  readonly caseNumber?: number;
  /** The playback position: moves made so far. */
  readonly step?: number;
  readonly heatmap?: boolean;
  /** The panel stays on `uri` while other editors become active. */
  readonly locked?: boolean;
}

export function assertNever(value: never): never {
  throw new Error(`unexpected message ${JSON.stringify(value)}`);
}

export { isCell };

function isExplanation(value: unknown): value is VerdictExplanation {
  if (!isRecord(value) || typeof value['text'] !== 'string') return false;
  const search = value['search'];
  if (!isRecord(search) || typeof search['searched'] !== 'boolean' || typeof search['text'] !== 'string') return false;
  const region = value['region'];
  return (
    region === undefined ||
    (isRecord(region) &&
      ['reachable', 'open', 'colour', 'route'].includes(String(region['kind'])) &&
      typeof region['label'] === 'string' &&
      isCellList(region['cells']))
  );
}

function isCaseView(value: unknown): value is CaseView {
  if (!hasFields(value, { number: isCount, rows: isCount, cols: isCount, problem: optional(isString) })) return false;
  // The fields only one format's view has are that format's drawing's to check.
  const kind = value['kind'];
  return isFormatId(kind) && DRAWINGS[kind].isView(value);
}

function isCaseSummary(value: unknown): value is CaseSummary {
  return hasFields(value, { number: isCount, label: isString, headerRange: isRangeView, problem: optional(isString) });
}

function isSeverity(value: unknown): value is Severity {
  return value === 'error' || value === 'warning';
}

function isDiagnosticView(value: unknown): value is DiagnosticView {
  return hasFields(value, { code: isString, severity: isSeverity, message: isString, range: isRangeView, caseNumber: optional(isCount) });
}

function isAnswerView(value: unknown): value is AnswerView {
  if (!isRecord(value)) return false;
  switch (value['state']) {
    case 'none':
    case 'solving':
      return true;
    case 'skipped':
    case 'limit':
    case 'failed':
      return typeof value['message'] === 'string';
    case 'answered': {
      const moves = value['moves'];
      const visits = value['cellVisits'];
      return (
        typeof value['answer'] === 'string' &&
        typeof value['summary'] === 'string' &&
        (value['reason'] === undefined || typeof value['reason'] === 'string') &&
        Array.isArray(moves) &&
        moves.every((m) => m === 0 || m === 1 || m === 2 || m === 3) &&
        isCount(value['expanded']) &&
        (value['pruned'] === undefined || isCount(value['pruned'])) &&
        (visits === undefined || (Array.isArray(visits) && visits.every(isCount))) &&
        (value['explanation'] === undefined || isExplanation(value['explanation']))
      );
    }
    default:
      return false;
  }
}

function isRangeView(value: unknown): value is RangeView {
  return hasFields(value, { startLine: isCount, startCharacter: isCount, endLine: isCount, endCharacter: isCount });
}

/** Validates a message from the webview; anything else is dropped. */
export function parseWebviewMessage(value: unknown): WebviewToHost | undefined {
  if (!isRecord(value)) return undefined;
  switch (value['type']) {
    case 'ready':
    case 'solve':
    case 'exportSvg':
      return { type: value['type'] };
    case 'revealCell':
      return isCount(value['caseNumber']) && isCell(value['cell'])
        ? { type: 'revealCell', caseNumber: value['caseNumber'], cell: { row: value['cell'].row, col: value['cell'].col } }
        : undefined;
    case 'selectCase':
      return isCount(value['number']) ? { type: 'selectCase', number: value['number'] } : undefined;
    case 'reveal':
      return isRangeView(value['range']) ? { type: 'reveal', range: value['range'] } : undefined;
    case 'gridView':
      return parseGridView(value);
    case 'searchTrace':
      return isCount(value['caseNumber']) &&
        isCount(value['events']) &&
        (value['whatIf'] === undefined || typeof value['whatIf'] === 'string')
        ? {
            type: 'searchTrace',
            caseNumber: value['caseNumber'],
            events: value['events'],
            ...(typeof value['whatIf'] === 'string' ? { whatIf: value['whatIf'] } : {}),
          }
        : undefined;
    case 'editGrid': {
      const edit = parseGridEdit(value['edit']);
      return edit && typeof value['uri'] === 'string' && isCount(value['version']) && isCount(value['caseNumber'])
        ? {
            type: 'editGrid',
            uri: value['uri'],
            version: value['version'],
            caseNumber: value['caseNumber'],
            edit,
            ...(value['pastJudgeLimits'] === true ? { pastJudgeLimits: true as const } : {}),
          }
        : undefined;
    }
    default:
      return undefined;
  }
}

function isViewBox(value: unknown): value is GridView['viewBox'] {
  return hasFields(value, { x: isFiniteNumber, y: isFiniteNumber, width: isFiniteNumber, height: isFiniteNumber });
}

const GRID_VIEW_FIELDS = {
  uri: isString,
  caseNumber: isCount,
  step: isCount,
  scale: isFiniteNumber,
  fitScale: isFiniteNumber,
  fitted: isBoolean,
  viewBox: isViewBox,
};

function parseGridView(value: Record<string, unknown>): WebviewToHost | undefined {
  if (!hasFields(value, GRID_VIEW_FIELDS)) return undefined;
  const { uri, caseNumber, step, scale, fitScale, fitted, viewBox } = value;
  const { x, y, width, height } = viewBox;
  // Rebuilt field by field: nothing the protocol does not name crosses into the host.
  return { type: 'gridView', uri, caseNumber, step, scale, fitScale, fitted, viewBox: { x, y, width, height } };
}

// The fields of the host's messages that the webview reads, each with its check.
const DOCUMENT_FIELDS = {
  uri: isString,
  fileName: isString,
  format: isFormatId,
  cases: listOf(isCaseSummary),
  diagnostics: listOf(isDiagnosticView),
  diagnosticCount: isCount,
  locked: optional((value): value is true => value === true),
};
const CASE_FIELDS = {
  uri: isString,
  version: optional(isCount),
  caseView: orNull(isCaseView),
  verdict: isAnswerView,
  expected: optional(isExpectedView),
  submitted: optional(isSubmittedView),
  openSearch: optional(isOpenSearchView),
};
const SEARCH_TRACE_FIELDS = {
  uri: isString,
  caseNumber: isCount,
  trace: orNull(isTraceView),
  switches: listOf(isWhatIfSwitch),
  whatIf: optional(isWhatIfResult),
  message: optional(isString),
};

/**
 * Validates a message from the host before the webview draws it: fully, every field the
 * webview reads, so a message that does not match the protocol is dropped, never half drawn.
 */
export function parseHostMessage(value: unknown): HostToWebview | undefined {
  if (!isRecord(value)) return undefined;
  switch (value['type']) {
    case 'document':
      return hasFields(value, DOCUMENT_FIELDS) ? (value as unknown as HostToWebview) : undefined;
    case 'case':
      return hasFields(value, CASE_FIELDS) ? (value as unknown as HostToWebview) : undefined;
    case 'highlight':
      return hasFields(value, { uri: isString, caseNumber: isCount, cell: orNull(isCell) })
        ? { type: 'highlight', uri: value.uri, caseNumber: value.caseNumber, cell: value.cell }
        : undefined;
    case 'control':
      return typeof value['action'] === 'string' && PANEL_ACTIONS.includes(value['action'])
        ? { type: 'control', action: value['action'] as PanelAction }
        : undefined;
    case 'noDocument':
      return { type: 'noDocument' };
    case 'searchTrace':
      return hasFields(value, SEARCH_TRACE_FIELDS) ? (value as unknown as HostToWebview) : undefined;
    case 'editResult': {
      if (
        !hasFields(value, {
          uri: isString,
          caseNumber: isCount,
          version: optional(isCount),
          written: isBoolean,
          message: isString,
          code: optional(isString),
        })
      )
        return undefined;
      const { uri, caseNumber, version, written, message, code } = value;
      return {
        type: 'editResult',
        uri,
        caseNumber,
        ...(version !== undefined ? { version } : {}),
        written,
        message,
        ...(code !== undefined ? { code } : {}),
      };
    }
    default:
      return undefined;
  }
}

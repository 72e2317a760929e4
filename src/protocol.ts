// The one message protocol between the extension host and the panel's webview. Both
// sides import these types; each side validates what it receives with the guards below,
// since a webview message is untrusted data.
import type { Cell } from './core/geometry';
import type { Severity } from './core/issues';

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

export type CaseView =
  | {
      readonly kind: 'holedox';
      readonly number: number;
      readonly rows: number;
      readonly cols: number;
      readonly body: readonly Cell[];
      readonly stones: readonly Cell[];
      readonly problem?: string;
    }
  | {
      readonly kind: 'tempter';
      readonly number: number;
      readonly rows: number;
      readonly cols: number;
      readonly time: number;
      readonly grid: readonly string[];
      readonly problem?: string;
    };

export type VerdictView =
  | { readonly state: 'none' }
  | { readonly state: 'solving' }
  | {
      readonly state: 'answered';
      /** The judge's answer: a step count, -1, YES or NO. */
      readonly answer: string;
      /** Moves of the head or dog, 0 up, 1 right, 2 down, 3 left. */
      readonly moves: readonly number[];
      readonly expanded: number;
      readonly reason?: string;
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
      readonly format: 'holedox' | 'tempter';
      readonly cases: readonly CaseSummary[];
      readonly diagnostics: readonly DiagnosticView[];
      /** How many diagnostics there were before the list was cut for the panel. */
      readonly diagnosticCount: number;
    }
  | {
      readonly type: 'case';
      readonly uri: string;
      readonly caseView: CaseView | null;
      readonly verdict: VerdictView;
    }
  | { readonly type: 'noDocument' };

export type WebviewToHost =
  | { readonly type: 'ready' }
  | { readonly type: 'selectCase'; readonly number: number }
  | { readonly type: 'reveal'; readonly range: RangeView }
  | { readonly type: 'solve' };

/** What the webview keeps with getState/setState so it can be restored after a reload. */
export interface PanelState {
  readonly uri?: string;
  readonly caseNumber?: number;
}

export function assertNever(value: never): never {
  throw new Error(`unexpected message ${JSON.stringify(value)}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 2 ** 31;
}

export function isRangeView(value: unknown): value is RangeView {
  return (
    isRecord(value) &&
    isCount(value['startLine']) &&
    isCount(value['startCharacter']) &&
    isCount(value['endLine']) &&
    isCount(value['endCharacter'])
  );
}

/** Validates a message from the webview; anything else is dropped. */
export function parseWebviewMessage(value: unknown): WebviewToHost | undefined {
  if (!isRecord(value)) return undefined;
  switch (value['type']) {
    case 'ready':
    case 'solve':
      return { type: value['type'] };
    case 'selectCase':
      return isCount(value['number']) ? { type: 'selectCase', number: value['number'] } : undefined;
    case 'reveal':
      return isRangeView(value['range']) ? { type: 'reveal', range: value['range'] } : undefined;
    default:
      return undefined;
  }
}

/** Validates a message from the host before the webview draws it. */
export function parseHostMessage(value: unknown): HostToWebview | undefined {
  if (!isRecord(value)) return undefined;
  switch (value['type']) {
    case 'document':
      return typeof value['uri'] === 'string' &&
        typeof value['fileName'] === 'string' &&
        (value['format'] === 'holedox' || value['format'] === 'tempter') &&
        Array.isArray(value['cases']) &&
        Array.isArray(value['diagnostics']) &&
        isCount(value['diagnosticCount'])
        ? (value as unknown as HostToWebview)
        : undefined;
    case 'case':
      return typeof value['uri'] === 'string' &&
        (value['caseView'] === null || isRecord(value['caseView'])) &&
        isRecord(value['verdict'])
        ? (value as unknown as HostToWebview)
        : undefined;
    case 'noDocument':
      return { type: 'noDocument' };
    default:
      return undefined;
  }
}

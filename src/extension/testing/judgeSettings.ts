import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { FormatId } from '../../core/puzzleFile';
import { DEFAULT_MEMORY_LIMIT_KB, DEFAULT_TIME_LIMIT_MS, type LanguageTemplates } from '../../judge';
import { msg } from '../../core/l10n/message';
import { words } from '../displayLanguage';

/** The per-run time limit for a format: the setting, else the statement's. */
export function timeLimitFor(format: FormatId, scope?: vscode.Uri): number {
  const limits = vscode.workspace.getConfiguration('holedox', scope).get<Record<string, unknown>>('judge.timeLimitMs') ?? {};
  const value = limits[format];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : DEFAULT_TIME_LIMIT_MS[format];
}

/** The per-run memory limit for a format in KiB: the setting (in MB), else the statement's. */
export function memoryLimitKbFor(format: FormatId, scope?: vscode.Uri): number {
  const limits = vscode.workspace.getConfiguration('holedox', scope).get<Record<string, unknown>>('judge.memoryLimitMb') ?? {};
  const value = limits[format];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value * 1024) : DEFAULT_MEMORY_LIMIT_KB[format];
}

/** The user's compile/run templates by extension; '.cpp' and 'cpp' both name C++. */
export function languageTemplates(scope?: vscode.Uri): LanguageTemplates {
  const raw = vscode.workspace.getConfiguration('holedox', scope).get<Record<string, unknown>>('solution.languages') ?? {};
  const templates: Record<string, { compile?: string[]; run: string[] }> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value !== 'object' || value === null) continue;
    const run = (value as Record<string, unknown>)['run'];
    const compile = (value as Record<string, unknown>)['compile'];
    if (!isStringArray(run) || run.length === 0) continue;
    templates[key.replace(/^\./, '').toLowerCase()] = { run, ...(isStringArray(compile) && compile.length > 0 ? { compile } : {}) };
  }
  return templates;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/** Compiled solutions live outside the workspace, in the extension's storage (else the temp folder). */
export function solutionCacheDir(context: vscode.ExtensionContext): string {
  const storage = context.globalStorageUri;
  return storage.scheme === 'file' ? path.join(storage.fsPath, 'solutions') : path.join(os.tmpdir(), 'holedox-solutions');
}

/** Why nothing runs in Restricted Mode, in the display language (a test item's message). */
export function restrictedMessage(): string {
  return words(msg('host.restricted-mode-holedox-compiles'));
}

/** The same, as a notification says it. */
export function restrictedWarning(): string {
  return words(msg('host.holedox-restricted', { restrictedMessage: restrictedMessage() }));
}

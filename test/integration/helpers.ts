import * as path from 'node:path';
import * as vscode from 'vscode';
import type { HoledoxApi } from '../../src/extension/extension';

export const EXTENSION_ID = 'holedox-studio.holedox';

/** The workspace folder the launchers open: the repository's test/fixtures. */
export function fixtureUri(name: string): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) throw new Error('the integration tests need test/fixtures open as the workspace folder');
  return vscode.Uri.joinPath(folder.uri, ...name.split('/'));
}

export async function activateExtension(): Promise<HoledoxApi> {
  const extension = vscode.extensions.getExtension<HoledoxApi>(EXTENSION_ID);
  if (!extension) throw new Error(`${EXTENSION_ID} is not installed`);
  return extension.activate();
}

/**
 * Resolves with the first event value that satisfies `accept`; checks `current` first so a
 * state reached before subscribing counts. Rejects after the deadline with `what`.
 */
export function waitFor<T, R>(
  event: vscode.Event<T>,
  accept: (value: T | undefined) => R | undefined,
  what: string,
  timeoutMs = 20_000,
): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    const now = accept(undefined);
    if (now !== undefined) {
      resolve(now);
      return;
    }
    const timer = setTimeout(() => {
      subscription.dispose();
      reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`));
    }, timeoutMs);
    const subscription = event((value) => {
      const result = accept(value);
      if (result === undefined) return;
      clearTimeout(timer);
      subscription.dispose();
      resolve(result);
    });
  });
}

/** Waits until the document's diagnostics satisfy `accept` (diagnostics come debounced). */
export function waitForDiagnostics(
  uri: vscode.Uri,
  accept: (diagnostics: readonly vscode.Diagnostic[]) => boolean,
  what: string,
): Promise<readonly vscode.Diagnostic[]> {
  return waitFor(
    vscode.languages.onDidChangeDiagnostics,
    () => {
      const diagnostics = vscode.languages.getDiagnostics(uri);
      return accept(diagnostics) ? diagnostics : undefined;
    },
    what,
  );
}

export function showRange(range: vscode.Range): string {
  return `${range.start.line}:${range.start.character}-${range.end.line}:${range.end.character}`;
}

export function baseName(uri: vscode.Uri): string {
  return path.posix.basename(uri.path);
}

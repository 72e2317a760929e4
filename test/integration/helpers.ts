import * as vscode from 'vscode';
import type { HoledoxApi } from '../../src/extension/extension';

export const EXTENSION_ID = 'holedox-studio.holedox';

/**
 * How long a test waits for state that arrives asynchronously. Generous on purpose: on a
 * busy 2-core machine a debounced diagnostic or a worker's answer can take seconds, and a
 * condition that holds returns at once, so a long deadline only costs time when a test fails.
 */
export const WAIT_DEADLINE_MS = 30_000;
/** Mocha's per-test timeout: room for several full waits, so a wait's own message is what a failure shows. */
export const TEST_TIMEOUT_MS = 4 * WAIT_DEADLINE_MS;

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

export interface WaitOptions {
  deadlineMs?: number;
  /** Events after which the condition is asked again at once (it is also asked every `pollMs`). */
  recheckOn?: readonly vscode.Event<unknown>[];
  pollMs?: number;
  /** What was last seen, for the message when the deadline passes. */
  lastSeen?: () => string;
}

type Condition<R> = () => R | undefined | PromiseLike<R | undefined>;

/**
 * The one way these tests wait for asynchronous state (diagnostics, the active editor, a
 * selection, lenses, panel messages): resolves with the first value other than undefined,
 * and rejects after the deadline with a message naming what it waited for and what it last
 * saw. It never waits for time or for quiet, only for the condition.
 *
 * - `waitFor(condition, description, options?)` asks `condition` until it holds.
 * - `waitFor(event, accept, description, deadlineMs?)` is for values that only pass by, such
 *   as the panel's messages: `accept` sees each event value from now on, and `undefined`
 *   first, so a state reached before subscribing counts.
 */
export function waitFor<R>(condition: Condition<R>, description: string, options?: WaitOptions): Promise<R>;
export function waitFor<T, R>(
  event: vscode.Event<T>,
  accept: (value: T | undefined) => R | undefined,
  description: string,
  deadlineMs?: number,
): Promise<R>;
export function waitFor<T, R>(
  first: Condition<R> | vscode.Event<T>,
  second: string | ((value: T | undefined) => R | undefined),
  third?: string | WaitOptions,
  fourth?: number,
): Promise<R> {
  if (typeof second === 'string') return waitUntil(first as Condition<R>, second, (third as WaitOptions | undefined) ?? {});
  const event = first as vscode.Event<T>;
  const accept = second;
  let passed: R | undefined;
  const subscription = event((value) => {
    passed ??= accept(value);
  });
  return waitUntil(() => passed ?? accept(undefined), third as string, {
    recheckOn: [event as vscode.Event<unknown>],
    ...(fourth === undefined ? {} : { deadlineMs: fourth }),
  }).finally(() => subscription.dispose());
}

async function waitUntil<R>(condition: Condition<R>, description: string, options: WaitOptions): Promise<R> {
  const { deadlineMs = WAIT_DEADLINE_MS, recheckOn = [], pollMs = 100, lastSeen } = options;
  const deadline = Date.now() + deadlineMs;
  let wake: (() => void) | undefined;
  // Set by an event that comes while the condition is being asked (it may be async), so it is not lost.
  let signalled: boolean;
  const subscriptions = recheckOn.map((event) =>
    event(() => {
      signalled = true;
      wake?.();
    }),
  );
  try {
    for (;;) {
      signalled = false;
      const value = await condition();
      if (value !== undefined) return value;
      const left = deadline - Date.now();
      if (left <= 0) {
        const seen = lastSeen ? `; last seen: ${lastSeen()}` : '';
        throw new Error(`timed out after ${deadlineMs / 1000} s waiting for ${description}${seen}`);
      }
      if (signalled) continue;
      // Ask again on the next event, or after pollMs for state that has no event.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, Math.min(pollMs, left));
        function done() {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        }
        wake = done;
      });
    }
  } finally {
    for (const s of subscriptions) s.dispose();
  }
}

let untitledCount = 0;

/**
 * Opens a new untitled document holding `content`, under a name no earlier test used.
 * `openTextDocument({ content })` reuses the name of a closed untitled document (Untitled-1),
 * and VS Code then restores that name's backup, if discarding it has not finished yet, in
 * place of the content asked for: on a busy machine a test got the previous test's text.
 */
export async function openUntitled(language: 'holedox' | 'tempter', content: string): Promise<vscode.TextDocument> {
  const uri = vscode.Uri.from({ scheme: 'untitled', path: `test-${Date.now()}-${++untitledCount}.${language}` });
  let document = await vscode.workspace.openTextDocument(uri);
  if (content !== '') {
    const edit = new vscode.WorkspaceEdit();
    edit.insert(uri, new vscode.Position(0, 0), content);
    if (!(await vscode.workspace.applyEdit(edit))) throw new Error(`could not write the content of ${uri.toString()}`);
  }
  if (document.languageId !== language) document = await vscode.languages.setTextDocumentLanguage(document, language);
  if (document.getText() !== content)
    throw new Error(`${uri.toString()} holds ${JSON.stringify(document.getText())}, not the content written`);
  return document;
}

/**
 * Closes every editor and waits until the extension host has let go of the untitled
 * documents among them: VS Code reuses an untitled name once it is free, and a test that
 * opens a new untitled document before the host has heard of the old one's closing is
 * handed the old document, text and all.
 */
export async function closeAllEditors(): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  const untitled = () => vscode.workspace.textDocuments.filter((d) => d.uri.scheme === 'untitled' && !d.isClosed);
  await waitFor(() => (untitled().length === 0 ? true : undefined), 'the closed untitled documents to be gone from the extension host', {
    recheckOn: [vscode.workspace.onDidCloseTextDocument],
    lastSeen: () =>
      untitled()
        .map((d) => d.uri.toString())
        .join(', '),
  });
}

/** Waits until the document's diagnostics satisfy `accept` (diagnostics come debounced). */
export function waitForDiagnostics(
  uri: vscode.Uri,
  accept: (diagnostics: readonly vscode.Diagnostic[]) => boolean,
  what: string,
): Promise<readonly vscode.Diagnostic[]> {
  return waitFor(
    () => {
      const diagnostics = vscode.languages.getDiagnostics(uri);
      return accept(diagnostics) ? diagnostics : undefined;
    },
    what,
    { recheckOn: [vscode.languages.onDidChangeDiagnostics], lastSeen: () => showDiagnostics(vscode.languages.getDiagnostics(uri)) },
  );
}

/**
 * Shows a document and waits until it is the active editor, with `selection` when given:
 * showTextDocument resolves before the extension host learns which editor is active, and
 * commands without arguments act on the active one.
 */
export async function showActive(document: vscode.TextDocument | vscode.Uri, selection?: vscode.Range): Promise<vscode.TextEditor> {
  const options = selection ? { selection } : {};
  const shown =
    document instanceof vscode.Uri
      ? await vscode.window.showTextDocument(document, options)
      : await vscode.window.showTextDocument(document, options);
  const name = baseName(shown.document.uri);
  const wanted = selection ? showRange(selection) : undefined;
  return waitFor(
    () => {
      const active = vscode.window.activeTextEditor;
      return active?.document === shown.document && (wanted === undefined || showRange(active.selection) === wanted) ? active : undefined;
    },
    `${name} to be the active editor${wanted ? ` with the selection ${wanted}` : ''}`,
    {
      recheckOn: [vscode.window.onDidChangeActiveTextEditor, vscode.window.onDidChangeTextEditorSelection],
      lastSeen: () => {
        const active = vscode.window.activeTextEditor;
        return active ? `${baseName(active.document.uri)} at ${showRange(active.selection)}` : 'no active editor';
      },
    },
  );
}

/** Waits until an editor of `document` has the selection `expected` (as showRange writes it). */
export function waitForSelection(document: vscode.TextDocument, expected: string, what: string): Promise<string> {
  const selections = () => vscode.window.visibleTextEditors.filter((e) => e.document === document).map((e) => showRange(e.selection));
  return waitFor(() => (selections().includes(expected) ? expected : undefined), what, {
    recheckOn: [vscode.window.onDidChangeTextEditorSelection],
    lastSeen: () => selections().join(', ') || 'no editor shows it',
  });
}

export function showRange(range: vscode.Range): string {
  return `${range.start.line}:${range.start.character}-${range.end.line}:${range.end.character}`;
}

function showDiagnostics(diagnostics: readonly vscode.Diagnostic[]): string {
  return diagnostics.length === 0 ? 'no diagnostics' : diagnostics.map((d) => `${String(d.code)} at ${showRange(d.range)}`).join(', ');
}

export function baseName(uri: vscode.Uri): string {
  // No node:path: the web worker host's tests (test/web) use these helpers too.
  return uri.path.slice(uri.path.lastIndexOf('/') + 1);
}

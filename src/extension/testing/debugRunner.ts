import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import * as vscode from 'vscode';
import { prepareDebugRun, verdictTitle } from '../../judge';
import { packCases } from './answers';
import {
  chooseDebugger,
  DEBUGGER_EXTENSIONS,
  debugWords,
  launchConfiguration,
  SESSION_MARKER,
  type DebuggerType,
  type LaunchConfiguration,
} from './debugLaunch';
import { displayLanguage } from '../displayLanguage';
import { JOINERS } from '../../core/l10n/message';
import { JudgeCommandId } from './ids';
import { languageTemplates, restrictedWarning } from './judgeSettings';
import { JudgeProfile, type JudgeServices } from './judgeProfile';
import type { CaseEntry, JudgeTestTree } from './testTree';

/** The debug words in the display language. */
const words = () => debugWords(displayLanguage());

/** How a request to debug ended: a session started (and, later, ended), or why none did. */
export type DebugOutcome =
  | {
      readonly kind: 'started';
      readonly configuration: LaunchConfiguration;
      readonly session: vscode.DebugSession;
      /** Resolves when the session has ended. */
      readonly ended: Promise<void>;
    }
  /** Why no session started; `shown` when it was already shown with buttons of its own. */
  | { readonly kind: 'refused'; readonly message: string; readonly shown?: true };

/**
 * The Test Explorer's "Debug my solution" profile, and "Debug This Case" on a failure: builds
 * the chosen solution for a debugger (the judge's compile step with debug symbols, cached
 * apart), writes the asked-for case (or cases, packed as a judge run packs them) to a file,
 * and starts the language's debugger with that file as the program's stdin. The test run
 * lasts as long as the debug session; cancelling it stops the session, and the debuggee with it.
 */
export class DebugRunner extends JudgeProfile<DebugOutcome> {
  /** Every request's outcome, for tests. */
  readonly onDidDebug = this.outcomes.event;

  constructor(
    services: JudgeServices,
    private readonly output: vscode.OutputChannel,
  ) {
    super(services, { label: words().profileLabel, kind: vscode.TestRunProfileKind.Debug });
  }

  protected async handle(request: vscode.TestRunRequest, token: vscode.CancellationToken): Promise<void> {
    await this.debug(request, token);
  }

  /** Starts the debugger on what `request` asks for; resolves once its session has ended (or none started). */
  async debug(request: vscode.TestRunRequest, token?: vscode.CancellationToken): Promise<DebugOutcome> {
    const outcome = await this.start(request, token);
    if (outcome.kind === 'refused' && !outcome.shown) void vscode.window.showWarningMessage(outcome.message);
    this.outcomes.fire(outcome);
    if (outcome.kind === 'started') await outcome.ended;
    return outcome;
  }

  private async start(request: vscode.TestRunRequest, token: vscode.CancellationToken | undefined): Promise<DebugOutcome> {
    const refused = (message: string): DebugOutcome => ({ kind: 'refused', message });
    if (!vscode.workspace.isTrusted) return refused(restrictedWarning());
    const input = await this.inputFor(request);
    if (!input) return refused(words().noCase);
    const target = await this.services.solutions.resolve();
    if (!target) return refused(words().noSolution);
    if (target.uri.scheme !== 'file') return refused(words().notFile(target.uri.toString()));

    const language = extname(target.uri.fsPath).slice(1).toLowerCase();
    const choice = chooseDebugger(language, (id) => vscode.extensions.getExtension(id) !== undefined);
    if (choice.kind === 'unsupported') return refused(words().unsupported(choice.language || undefined));
    if (choice.kind === 'missing') {
      const message = words().missing(choice.language, choice.candidates);
      const first = choice.candidates[0];
      void vscode.window.showWarningMessage(message, words().showExtension).then((picked) => {
        if (picked && first) void vscode.commands.executeCommand('workbench.extensions.search', `@id:${DEBUGGER_EXTENSIONS[first].id}`);
      });
      return shownRefusal(message);
    }

    const abort = new AbortController();
    const cancel = token?.onCancellationRequested(() => abort.abort(new vscode.CancellationError()));
    try {
      const prepared = await this.services.queue.run(() =>
        prepareDebugRun(target.uri.fsPath, input.text, {
          cacheDir: this.services.cacheDir,
          languages: languageTemplates(target.uri),
          signal: abort.signal,
          language: displayLanguage(),
        }),
      );
      if (prepared.kind === 'failure') {
        const summary =
          prepared.code === 'compilation-error'
            ? `${verdictTitle('compilation-error', displayLanguage())}${JOINERS[displayLanguage()].colon}${prepared.message}`
            : prepared.message;
        this.output.appendLine(summary);
        if (prepared.output.trim() !== '') this.output.appendLine(prepared.output.trimEnd());
        void vscode.window.showErrorMessage(words().compileFailed(summary), words().showOutput).then((picked) => {
          if (picked) this.output.show(true);
        });
        return shownRefusal(words().compileFailed(summary));
      }
      const name = words().sessionName(input.what, input.file);
      const marker = randomUUID();
      const configuration = launchConfiguration(choice.type, prepared, name, marker, process.platform);
      return await this.launch(request, configuration, marker, choice.type, prepared.inputPath, target.uri, token);
    } finally {
      cancel?.dispose();
    }
  }

  private async launch(
    request: vscode.TestRunRequest,
    configuration: LaunchConfiguration,
    marker: string,
    type: DebuggerType,
    inputPath: string,
    solution: vscode.Uri,
    token: vscode.CancellationToken | undefined,
  ): Promise<DebugOutcome> {
    const run = this.services.tree.controller.createTestRun(request, configuration.name, false);
    run.appendOutput(words().started(configuration.name, DEBUGGER_EXTENSIONS[type].name, inputPath));
    const ours = (session: vscode.DebugSession) => session.configuration[SESSION_MARKER] === marker;
    let session: vscode.DebugSession | undefined;
    const started = vscode.debug.onDidStartDebugSession((s) => {
      if (ours(s)) session ??= s;
    });
    let endSession: () => void = () => {};
    const ended = new Promise<void>((resolve) => (endSession = resolve));
    const terminated = vscode.debug.onDidTerminateDebugSession((s) => {
      if (s === session) endSession();
    });
    const stop = token?.onCancellationRequested(() => void (session ? vscode.debug.stopDebugging(session) : undefined));
    const folder = vscode.workspace.getWorkspaceFolder(solution) ?? vscode.workspace.workspaceFolders?.[0];
    let ok = false;
    try {
      ok = await vscode.debug.startDebugging(folder, { ...configuration }, { testRun: run });
    } catch (error) {
      this.output.appendLine(`${words().couldNotStart(configuration.name)} ${error instanceof Error ? error.message : String(error)}`);
    }
    started.dispose();
    const cleanUp = () => {
      terminated.dispose();
      stop?.dispose();
      run.end();
    };
    if (!ok || !session) {
      cleanUp();
      return { kind: 'refused', message: words().couldNotStart(configuration.name) };
    }
    void ended.then(cleanUp);
    return { kind: 'started', configuration, session, ended };
  }

  /** The text the program gets: a file item's whole file, or the asked-for cases of the first file asked, packed. */
  private async inputFor(request: vscode.TestRunRequest): Promise<{ text: string; what: string; file: string } | undefined> {
    const first = request.include?.[0];
    if (!first) return undefined;
    const file = first.parent ?? first;
    const snapshot = await this.services.tree.refreshFromSource(file.uri);
    if (!snapshot) return undefined;
    if (!first.parent) return { text: snapshot.text, what: words().wholeFile, file: file.label };
    // The items as last read: a refresh keeps an item per case number.
    const entries: CaseEntry[] = [];
    for (const asked of request.include ?? []) {
      if (asked.parent?.id !== file.id) continue;
      const entry = this.services.tree.caseOf(file.children.get(asked.id) ?? asked);
      if (entry && !entries.some((e) => e.number === entry.number)) entries.push(entry);
    }
    if (entries.length === 0) return undefined;
    entries.sort((a, b) => a.number - b.number);
    const what = entries.length === 1 ? words().oneCase(entries[0]?.number ?? 0) : words().someCases(entries.map((e) => e.number));
    return {
      text: packCases(
        snapshot.format,
        entries.map((e) => e.text),
      ),
      what,
      file: file.label,
    };
  }
}

/** A refusal already shown to the user, with its own buttons. */
function shownRefusal(message: string): DebugOutcome {
  return { kind: 'refused', message, shown: true };
}

/** "Holedox: Debug This Case": from a failure's message (the test item), or the case at the cursor. */
export class DebugCaseCommand {
  readonly id = JudgeCommandId.debugCase;

  constructor(
    private readonly runner: DebugRunner,
    private readonly tree: JudgeTestTree,
  ) {}

  async execute(context?: unknown): Promise<DebugOutcome | undefined> {
    const fromMessage = (context as { test?: unknown } | undefined)?.test;
    const item = isTestItem(fromMessage) ? fromMessage : await this.caseAtCursor();
    return this.runner.debug(new vscode.TestRunRequest(item ? [item] : [], undefined, this.runner.profile));
  }

  private async caseAtCursor(): Promise<vscode.TestItem | undefined> {
    const editor = vscode.window.activeTextEditor;
    if (!editor) return undefined;
    await this.tree.refreshFromSource(editor.document.uri);
    const file = this.tree.controller.items.get(editor.document.uri.toString());
    const line = editor.selection.active.line;
    let found: vscode.TestItem | undefined;
    file?.children.forEach((child) => {
      const start = child.range?.start.line;
      if (start !== undefined && start <= line && (found?.range === undefined || start > found.range.start.line)) found = child;
    });
    return found;
  }
}

function isTestItem(value: unknown): value is vscode.TestItem {
  return typeof value === 'object' && value !== null && 'id' in value && 'children' in value;
}

import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import * as vscode from 'vscode';
import {
  findDebugpy,
  findGdbDap,
  findLldbDap,
  nativeStdinLauncher,
  prepareDebugRun,
  verdictTitle,
  type CompileFailure,
  type FoundAdapter,
} from '../../judge';
import type { FormatId } from '../../core/formats/format';
import { packCases } from './answers';
import type { OwnDebugAdapters } from './debugAdapterFactory';
import {
  chooseDebugger,
  debuggerCandidates,
  debuggerName,
  DEBUGGER_EXTENSIONS,
  extensionToShow,
  launchConfiguration,
  needsStdinLauncher,
  SESSION_MARKER,
  type DebuggerChoice,
  type DebuggerPreferences,
  type LaunchConfiguration,
  type NativePreference,
  type PythonPreference,
} from './debugLaunch';
import { displayLanguage, words } from '../displayLanguage';
import { JOINERS, msg } from '../../core/l10n/message';
import { JudgeCommandId } from './ids';
import { languageTemplates, restrictedWarning } from './judgeSettings';
import { JudgeProfile, type JudgeServices } from './judgeProfile';
import type { CaseEntry, JudgeTestTree } from './testTree';

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

/** A debug session about to start: the run it reports in, and what it debugs with. */
interface DebugLaunch {
  readonly request: vscode.TestRunRequest;
  readonly configuration: LaunchConfiguration;
  /** The session's marker, in its configuration and its environment. */
  readonly marker: string;
  readonly debuggerTitle: string;
  /** The case file the program reads as its stdin. */
  readonly inputPath: string;
  readonly solution: vscode.Uri;
  readonly token: vscode.CancellationToken | undefined;
}

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
    /** Our own debug type's adapters: told which adapter each session we start gets. */
    private readonly adapters: OwnDebugAdapters,
    /** Judges the request as "Run my solution" does: after the program ran to its end under the debugger. */
    private readonly judge: (request: vscode.TestRunRequest) => Promise<unknown>,
  ) {
    super(services, { label: words(msg('debug.profile-label')), kind: vscode.TestRunProfileKind.Debug });
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
    if (!input) return refused(words(msg('debug.no-case')));
    const target = await this.services.solutions.resolve(input.format, input.uri);
    if (!target) return refused(words(msg('debug.no-solution')));
    if (target.uri.scheme !== 'file') return refused(words(msg('debug.not-file', { uri: target.uri.toString() })));

    const language = extname(target.uri.fsPath).slice(1).toLowerCase();
    const preferences = debuggerPreferences(target.uri);
    if (!debuggerCandidates(language, preferences)) return refused(words(msg('debug.unsupported', { language: language || undefined })));

    const abort = new AbortController();
    const cancel = token?.onCancellationRequested(() => abort.abort(new vscode.CancellationError()));
    try {
      const prepared = await prepareDebugRun(target.uri.fsPath, input.text, {
        cacheDir: this.services.cacheDir,
        languages: languageTemplates(target.uri),
        signal: abort.signal,
        language: displayLanguage(),
      });
      await this.services.compileDiagnostics.report(target.uri, prepared.kind === 'failure' ? prepared : prepared.solution);
      if (prepared.kind === 'failure') return this.buildFailed(prepared);
      const choice = chooseDebugger(
        language,
        {
          installed: (id) => vscode.extensions.getExtension(id) !== undefined,
          adapters: await adaptersFor(language, prepared.solution.command[0] ?? ''),
        },
        preferences,
      );
      if (choice.kind !== 'chosen') return missingDebugger(choice);
      let launcher: string | undefined;
      if (needsStdinLauncher(choice.debugger, process.platform)) {
        const built = await nativeStdinLauncher(this.services.cacheDir, abort.signal);
        if (typeof built !== 'string') return this.buildFailed(built);
        launcher = built;
      }
      const name = words(msg('debug.session-name', { what: input.what, file: input.file }));
      const marker = randomUUID();
      const place = { platform: process.platform, ...(launcher !== undefined ? { launcher } : {}) };
      const configuration = launchConfiguration(choice.debugger, prepared, name, marker, place);
      const expecting = choice.adapter ? this.adapters.expect(marker, choice.adapter) : undefined;
      try {
        return await this.launch({
          request,
          configuration,
          marker,
          debuggerTitle: debuggerName(choice.debugger, choice.adapter),
          inputPath: prepared.inputPath,
          solution: target.uri,
          token,
        });
      } finally {
        expecting?.dispose();
      }
    } finally {
      cancel?.dispose();
    }
  }

  /** A failed debug build (or launcher build), shown with the compiler's output a click away. */
  private buildFailed(failure: CompileFailure): DebugOutcome {
    const summary =
      failure.code === 'compilation-error'
        ? `${verdictTitle('compilation-error', displayLanguage())}${JOINERS[displayLanguage()].colon}${failure.message}`
        : failure.message;
    this.output.appendLine(summary);
    if (failure.output.trim() !== '') this.output.appendLine(failure.output.trimEnd());
    void vscode.window
      .showErrorMessage(words(msg('debug.compile-failed', { message: summary })), words(msg('debug.show-output')))
      .then((picked) => {
        if (picked) this.output.show(true);
      });
    return shownRefusal(words(msg('debug.compile-failed', { message: summary })));
  }

  private async launch(launch: DebugLaunch): Promise<DebugOutcome> {
    const { request, configuration, marker, debuggerTitle, inputPath, solution, token } = launch;
    const run = this.services.tree.controller.createTestRun(request, configuration.name, false);
    run.appendOutput(words(msg('debug.started', { sessionName: configuration.name, debuggerName: debuggerTitle, inputPath })));
    const ours = (session: vscode.DebugSession) => session.configuration[SESSION_MARKER] === marker;
    let session: vscode.DebugSession | undefined;
    const started = vscode.debug.onDidStartDebugSession((s) => {
      if (ours(s)) session ??= s;
    });
    let endSession: () => void = () => {};
    const sessionEnded = new Promise<void>((resolve) => (endSession = resolve));
    const terminated = vscode.debug.onDidTerminateDebugSession((s) => {
      if (s === session) endSession();
    });
    const watch = watchProgramEnd(ours);
    const stop = token?.onCancellationRequested(() => void (session ? vscode.debug.stopDebugging(session) : undefined));
    const folder = vscode.workspace.getWorkspaceFolder(solution) ?? vscode.workspace.workspaceFolders?.[0];
    let ok = false;
    try {
      // No save before the start: the build is made already (from the file on disk), and an
      // untitled puzzle (a stress counterexample) would otherwise hold the start on a Save As dialog.
      ok = await vscode.debug.startDebugging(folder, { ...configuration }, { testRun: run, suppressSaveBeforeStart: true });
    } catch (error) {
      this.output.appendLine(
        `${words(msg('debug.could-not-start', { name: configuration.name }))} ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    started.dispose();
    const cleanUp = () => {
      terminated.dispose();
      watch.dispose();
      stop?.dispose();
    };
    if (!ok || !session) {
      cleanUp();
      run.end();
      return { kind: 'refused', message: words(msg('debug.could-not-start', { name: configuration.name })) };
    }
    const ended = sessionEnded.then(async () => {
      cleanUp();
      // The program ran to its end (not stopped): the judge's view of the case is brought up to date.
      if (watch.programEnded() && !token?.isCancellationRequested) {
        run.appendOutput(words(msg('debug.judging', { sessionName: configuration.name })));
        run.end();
        await this.judge(new vscode.TestRunRequest(request.include, request.exclude)).catch((error: unknown) => {
          this.output.appendLine(error instanceof Error ? error.message : String(error));
        });
      } else run.end();
    });
    return { kind: 'started', configuration, session, ended };
  }

  /** The text the program gets: a file item's whole file, or the asked-for cases of the first file asked, packed. */
  private async inputFor(
    request: vscode.TestRunRequest,
  ): Promise<{ text: string; what: string; file: string; format: FormatId; uri: vscode.Uri | undefined } | undefined> {
    const first = request.include?.[0];
    if (!first) return undefined;
    const file = first.parent ?? first;
    const snapshot = await this.services.tree.refreshFromSource(file.uri);
    if (!snapshot) return undefined;
    if (!first.parent)
      return { text: snapshot.text, what: words(msg('debug.whole-file')), file: file.label, format: snapshot.format, uri: file.uri };
    // The items as last read: a refresh keeps an item per case number.
    const entries: CaseEntry[] = [];
    for (const asked of request.include ?? []) {
      if (asked.parent?.id !== file.id) continue;
      const entry = this.services.tree.caseOf(file.children.get(asked.id) ?? asked);
      if (entry && !entries.some((e) => e.number === entry.number)) entries.push(entry);
    }
    if (entries.length === 0) return undefined;
    entries.sort((a, b) => a.number - b.number);
    const what =
      entries.length === 1
        ? words(msg('debug.one-case', { n: entries[0]?.number ?? 0 }))
        : words(msg('debug.some-cases', { numbers: entries.map((e) => e.number) }));
    return {
      text: packCases(
        snapshot.format,
        entries.map((e) => e.text),
      ),
      what,
      file: file.label,
      format: snapshot.format,
      uri: file.uri,
    };
  }
}

/** The settings that pick the debugger for C/C++ and Python. */
function debuggerPreferences(scope: vscode.Uri): DebuggerPreferences {
  const settings = vscode.workspace.getConfiguration('holedox.debug', scope);
  const native = settings.get<string>('cDebugger');
  const python = settings.get<string>('pythonDebugger');
  const natives: readonly NativePreference[] = ['auto', 'lldb-dap', 'gdb', 'codelldb', 'cppdbg'];
  const pythons: readonly PythonPreference[] = ['auto', 'debugpy', 'python-extension'];
  return {
    native: natives.find((n) => n === native) ?? 'auto',
    python: pythons.find((p) => p === python) ?? 'auto',
  };
}

/** The debug adapters of our own that could start a solution in `language` (`program`: its runtime, for Python). */
async function adaptersFor(language: string, program: string): Promise<FoundAdapter[]> {
  const found: (FoundAdapter | undefined)[] = [];
  if (['c', 'cpp', 'cc', 'cxx'].includes(language)) found.push(findLldbDap(), await findGdbDap());
  if (language === 'py') found.push(await findDebugpy(program));
  return found.filter((a): a is FoundAdapter => a !== undefined);
}

/** No debugger for the language here: the message says what to install, with a button to the first extension among them. */
function missingDebugger(choice: Exclude<DebuggerChoice, { kind: 'chosen' }>): DebugOutcome {
  if (choice.kind === 'unsupported')
    return { kind: 'refused', message: words(msg('debug.unsupported', { language: choice.language || undefined })) };
  const message = words(msg('debug.missing', { language: choice.language, candidates: choice.candidates }));
  const extension = extensionToShow(choice.candidates);
  const buttons = extension ? [words(msg('debug.show-extension'))] : [];
  void vscode.window.showWarningMessage(message, ...buttons).then((picked) => {
    if (picked && extension) void vscode.commands.executeCommand('workbench.extensions.search', `@id:${DEBUGGER_EXTENSIONS[extension].id}`);
  });
  return shownRefusal(message);
}

/**
 * Whether the program of the sessions `ours` picks (and their children: js-debug starts one
 * for the program) ran to its end: an adapter said it exited or terminated before the client
 * asked it to stop.
 */
function watchProgramEnd(ours: (session: vscode.DebugSession) => boolean): vscode.Disposable & { programEnded(): boolean } {
  let stopped = false;
  let ended = false;
  const inTree = (session: vscode.DebugSession | undefined): boolean =>
    session !== undefined && (ours(session) || inTree(session.parentSession));
  const tracking = vscode.debug.registerDebugAdapterTrackerFactory('*', {
    createDebugAdapterTracker: (session) =>
      inTree(session)
        ? {
            onWillReceiveMessage: (m: { type?: string; command?: string }) => {
              if (m.type === 'request' && (m.command === 'disconnect' || m.command === 'terminate' || m.command === 'restart'))
                stopped = true;
            },
            onDidSendMessage: (m: { type?: string; event?: string }) => {
              if (m.type === 'event' && (m.event === 'exited' || m.event === 'terminated') && !stopped) ended = true;
            },
          }
        : undefined,
  });
  return { dispose: () => tracking.dispose(), programEnded: () => ended };
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

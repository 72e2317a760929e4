import * as vscode from 'vscode';
import { compareAnswers, parseExpectedOutput, type CaseComparison } from '../../core/expected';
import type { PuzzleCase } from '../../core/formats/registry';
import type { Issue } from '../../core/issues';
import { documentPlace, textPlace, toDiagnostic } from '../languageFeatures/diagnostics';
import { candidateUris, EXPECTED_OUTPUT_SECTION, expectedOutputSettings, readExpectedOutput, watcherGlob } from './expectedOutputFiles';
import { baseName } from '../ranges';
import { puzzleFormatOf, type PuzzleAnalyses } from '../puzzleDocuments';
import { SolveCancelled } from '../../answers/solverClient';
import type { AnswerService } from '../answerService';
import type { WorkerAnswer } from '../../answers/workerProtocol';
import { msg } from '../../core/l10n/message';
import { words } from '../displayLanguage';

const DEBOUNCE_MS = 300;

/** What "Holedox: Check Answers" returns, and what the panel can show per case. */
export interface AnswerCheckReport {
  readonly uri: string;
  readonly version: number;
  /** The expected-output file compared with; absent when none was found. */
  readonly expectedUri?: string;
  /** Every case of the input; `expected.range` is offsets into the expected file. */
  readonly cases: readonly CaseComparison[];
  /** On the input: mismatches and missing answers. Offsets into the input. */
  readonly inputIssues: readonly Issue[];
  /** In the expected file: malformed lines and answers for cases the input lacks. */
  readonly expectedIssues: readonly Issue[];
}

/**
 * Compares each open puzzle document with its expected-output file in the background,
 * through the answer service at the lowest priority within a state budget, and shows the differences in a
 * diagnostic collection apart from the live checks, so those stay instant. Refreshed
 * when the input, the expected file on disk, or an open expected document changes.
 */
export class ExpectedAnswers implements vscode.Disposable {
  private readonly collection = vscode.languages.createDiagnosticCollection('holedox-answers');
  private readonly reports = new Map<string, AnswerCheckReport>();
  /** Verdicts per input, for one version: editing only the expected file does not re-solve. */
  private readonly verdicts = new Map<string, { version: number; verdicts: readonly WorkerAnswer[] }>();
  /** The candidate file names looked at per input, to know whom a file event concerns. */
  private readonly candidates = new Map<string, readonly string[]>();
  private readonly pending = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly emitter = new vscode.EventEmitter<vscode.Uri>();
  private readonly subscriptions: vscode.Disposable[];
  private watcher: vscode.FileSystemWatcher | undefined;
  /** One check at a time: checks wait their turn here. */
  private queue: Promise<unknown> = Promise.resolve();
  private running: { key: string; version: number; stop: vscode.CancellationTokenSource } | undefined;

  /** Fires with an input's URI after its comparison was replaced or cleared. */
  readonly onDidChange = this.emitter.event;

  constructor(
    private readonly analyses: PuzzleAnalyses,
    private readonly answerService: AnswerService,
    private readonly output: vscode.OutputChannel,
    /** When an opened document may be checked: a big file's check waits until the answers on screen are in. */
    private readonly whenOpenedMayWait: (document: vscode.TextDocument) => Promise<void> = () => Promise.resolve(),
  ) {
    this.subscriptions = [
      vscode.workspace.onDidOpenTextDocument((d) => this.scheduleWhenOpened(d)),
      vscode.workspace.onDidChangeTextDocument((e) => this.changed(e.document.uri)),
      vscode.workspace.onDidCloseTextDocument((d) => {
        if (puzzleFormatOf(d)) this.forget(d.uri);
        // An expected document closed unsaved: the file on disk counts again.
        else this.changed(d.uri);
      }),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (!e.affectsConfiguration(EXPECTED_OUTPUT_SECTION)) return;
        this.watch();
        for (const d of vscode.workspace.textDocuments) this.schedule(d.uri);
      }),
    ];
    this.watch();
    for (const d of vscode.workspace.textDocuments) this.scheduleWhenOpened(d);
  }

  private scheduleWhenOpened(document: vscode.TextDocument): void {
    if (!puzzleFormatOf(document)) return;
    void this.whenOpenedMayWait(document).then(() => {
      if (!document.isClosed) this.schedule(document.uri);
    });
  }

  /** The comparison of one case, for the panel; undefined before a check or without an expected file. */
  expectedFor(uri: vscode.Uri, caseNumber: number): CaseComparison | undefined {
    return this.reports.get(uri.toString())?.cases.find((c) => c.caseNumber === caseNumber);
  }

  /** The latest comparison of a document. */
  reportFor(uri: vscode.Uri): AnswerCheckReport | undefined {
    return this.reports.get(uri.toString());
  }

  /** Checks a document now, skipping the debounce, and returns the comparison. */
  check(document: vscode.TextDocument): Promise<AnswerCheckReport | undefined> {
    const key = document.uri.toString();
    clearTimeout(this.pending.get(key));
    this.pending.delete(key);
    return this.enqueue(document);
  }

  private watch(): void {
    this.watcher?.dispose();
    const glob = watcherGlob(expectedOutputSettings(undefined).paths);
    const watcher = vscode.workspace.createFileSystemWatcher(glob);
    watcher.onDidCreate((uri) => this.changed(uri));
    watcher.onDidChange((uri) => this.changed(uri));
    watcher.onDidDelete((uri) => this.changed(uri));
    this.watcher = watcher;
  }

  /** A document or file changed: recheck it if it is an input, and every input it is a candidate for. */
  private changed(uri: vscode.Uri): void {
    const key = uri.toString();
    this.schedule(uri);
    for (const [input, names] of this.candidates) if (names.includes(key)) this.schedule(vscode.Uri.parse(input));
  }

  private schedule(uri: vscode.Uri): void {
    const key = uri.toString();
    const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === key);
    if (!document || !puzzleFormatOf(document)) return;
    clearTimeout(this.pending.get(key));
    // A check of an older version of this document is now wasted work.
    if (this.running?.key === key && this.running.version !== document.version) this.running.stop.cancel();
    this.pending.set(
      key,
      setTimeout(() => {
        this.pending.delete(key);
        void this.enqueue(document);
      }, DEBOUNCE_MS),
    );
  }

  private enqueue(document: vscode.TextDocument): Promise<AnswerCheckReport | undefined> {
    const job = this.queue.then(() => this.run(document));
    this.queue = job.catch(() => undefined);
    return job;
  }

  private async run(document: vscode.TextDocument): Promise<AnswerCheckReport | undefined> {
    const key = document.uri.toString();
    // Read a slice at a time when a big document's first parse is still under way (see PuzzleAnalyses.parsed).
    const analysis = await this.analyses.parsed(document);
    if (document.isClosed || !analysis) {
      this.forget(document.uri);
      return undefined;
    }
    const version = document.version;
    const settings = expectedOutputSettings(document.uri);
    const candidates = settings.enabled ? candidateUris(document.uri, settings.paths) : [];
    this.candidates.set(
      key,
      candidates.map((u) => u.toString()),
    );
    const found = await readExpectedOutput(candidates);
    const bare: AnswerCheckReport = { uri: key, version, cases: [], inputIssues: [], expectedIssues: [] };
    if (!found) {
      this.publish(document, bare, undefined);
      return bare;
    }
    let verdicts: readonly WorkerAnswer[];
    try {
      verdicts = await this.solve(document, analysis.parsed.cases, settings.maxStates);
    } catch (error) {
      if (error instanceof SolveCancelled) return undefined;
      this.output.appendLine(
        words(
          msg('host.answer-check-failed', {
            baseName: baseName(document.uri),
            error: error instanceof Error ? error.message : String(error),
          }),
        ),
      );
      return undefined;
    }
    const expected = parseExpectedOutput(found.text, analysis.format);
    const comparison = compareAnswers(analysis.parsed, verdicts, expected, baseName(found.uri));
    const report: AnswerCheckReport = { uri: key, version, expectedUri: found.uri.toString(), ...comparison };
    // Results for an outdated version are never shown; the newer version has its own check.
    if (!document.isClosed && document.version === version) this.publish(document, report, { uri: found.uri, text: found.text });
    return report;
  }

  private async solve(document: vscode.TextDocument, cases: readonly PuzzleCase[], maxStates: number): Promise<readonly WorkerAnswer[]> {
    const key = document.uri.toString();
    const cached = this.verdicts.get(key);
    if (cached && cached.version === document.version) return cached.verdicts;
    const version = document.version;
    const stop = new vscode.CancellationTokenSource();
    this.running = { key, version, stop };
    try {
      // Cases whose puzzle was solved before (an unchanged case after an edit elsewhere) come from memory.
      const verdicts = await this.answerService.solveCases(document, cases, { priority: 'check', maxStates, token: stop.token });
      this.verdicts.set(key, { version, verdicts });
      return verdicts;
    } finally {
      if (this.running?.stop === stop) this.running = undefined;
      stop.dispose();
    }
  }

  private publish(document: vscode.TextDocument, report: AnswerCheckReport, expected: { uri: vscode.Uri; text: string } | undefined): void {
    const key = document.uri.toString();
    const previous = this.reports.get(key);
    if (previous?.expectedUri && previous.expectedUri !== report.expectedUri)
      this.collection.delete(vscode.Uri.parse(previous.expectedUri));
    this.reports.set(key, report);
    if (!expected) {
      this.collection.delete(document.uri);
    } else {
      const expectedPlace = textPlace(expected.uri, expected.text);
      this.collection.set(
        document.uri,
        report.inputIssues.map((issue) => {
          const diagnostic = toDiagnostic(documentPlace(document), issue);
          const line = report.cases.find((c) => c.caseNumber === issue.caseNumber)?.expected?.range;
          if (line)
            diagnostic.relatedInformation = [
              new vscode.DiagnosticRelatedInformation(
                new vscode.Location(expected.uri, expectedPlace.rangeOf(line)),
                'the expected answer',
              ),
            ];
          return diagnostic;
        }),
      );
      this.collection.set(
        expected.uri,
        report.expectedIssues.map((issue) => toDiagnostic(expectedPlace, issue)),
      );
    }
    this.emitter.fire(document.uri);
  }

  private forget(uri: vscode.Uri): void {
    const key = uri.toString();
    clearTimeout(this.pending.get(key));
    this.pending.delete(key);
    if (this.running?.key === key) this.running.stop.cancel();
    const report = this.reports.get(key);
    if (report?.expectedUri) this.collection.delete(vscode.Uri.parse(report.expectedUri));
    this.collection.delete(uri);
    this.reports.delete(key);
    this.verdicts.delete(key);
    this.candidates.delete(key);
    if (report) this.emitter.fire(uri);
  }

  dispose(): void {
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
    this.watcher?.dispose();
    vscode.Disposable.from(...this.subscriptions).dispose();
    this.collection.dispose();
    this.emitter.dispose();
  }
}

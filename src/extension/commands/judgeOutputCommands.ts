import * as vscode from 'vscode';
import { candidateUris, expectedOutputSettings, readExpectedOutput } from '../expectedOutput/expectedOutputFiles';
import { puzzleFormatOf } from '../puzzleDocuments';
import { baseName } from '../ranges';
import type { SolveReport } from './solveCommand';
import type { SolveResults } from '../solveResults';
import { COMMANDS } from './commandIds';
import { msg } from '../../core/l10n/message';
import { words } from '../displayLanguage';
import { formatsListed } from '../../core/formats/registry';

/** Runs Holedox: Solve on a document and returns its report (undefined when cancelled or failed). */
export type Solve = (uri: vscode.Uri) => Promise<SolveReport | undefined>;

/** How many unanswered cases a refusal names before it says "and N more". */
const CASES_NAMED = 3;

/**
 * "Copy Judge Output" and "Save as Expected Output": the judge's lines for a document
 * (`Case i: steps`, or `YES`/`NO`), exactly as the judge expects them, from its last Solve
 * when that still matches the text, else from a new one. Both refuse when a case has no
 * answer: a judge output without it would not line up with the input, and a `.out` built
 * from it would be wrong.
 */
export class JudgeOutput {
  constructor(
    private readonly results: SolveResults,
    private readonly solve: Solve,
  ) {}

  /** Puts the judge output on the clipboard; returns it, for tests. */
  async copy(uri?: unknown): Promise<string | undefined> {
    const found = await this.judgeOutput(uri, 'copy');
    if (!found) return undefined;
    await vscode.env.clipboard.writeText(found.report.judgeOutput);
    const lines = found.report.cases.length;
    const name = baseName(found.document.uri);
    void vscode.window.showInformationMessage(
      lines === 1 ? words(msg('host.copied-judge-output-1', { name })) : words(msg('host.copied-judge-output-lines', { name, lines })),
    );
    return found.report.judgeOutput;
  }

  /**
   * Writes the judge output beside the input, under the name the answer check reads first:
   * an expected-output file that already exists (after asking), else the first name in
   * `holedox.expectedOutput.paths`. `options.replace` answers the question in advance, for
   * scripts and tests. Returns where it wrote.
   */
  async save(uri?: unknown, options?: unknown): Promise<vscode.Uri | undefined> {
    const document = await targetDocument(uri, 'save');
    if (!document) return undefined;
    const candidates = candidateUris(document.uri, expectedOutputSettings(document.uri).paths);
    const first = candidates[0];
    if (!first) {
      void vscode.window.showWarningMessage(
        document.isUntitled
          ? words(msg('host.save-first-expected-output', { baseName: baseName(document.uri) }))
          : words(msg('host.no-expected-output-name', { baseName: baseName(document.uri) })),
      );
      return undefined;
    }
    const found = await this.judgeOutput(document.uri, 'save');
    if (!found) return undefined;
    const text = found.report.judgeOutput;
    const existing = await readExpectedOutput(candidates);
    const target = existing?.uri ?? first;
    const name = baseName(target);
    if (existing) {
      if (existing.text === text) {
        void vscode.window.showInformationMessage(words(msg('host.already-holds-judge-output', { name })));
        return target;
      }
      const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === target.toString());
      if (open?.isDirty) {
        void vscode.window.showWarningMessage(words(msg('host.has-unsaved-changes-editor', { name })));
        return undefined;
      }
      const replace = replaceOption(options) ?? (await askToReplace(name, existing.text, text));
      if (!replace) return undefined;
    }
    await vscode.workspace.fs.writeFile(target, new TextEncoder().encode(text));
    void vscode.window.showInformationMessage(words(msg('host.wrote-judge-output', { baseName: baseName(document.uri), name })));
    return target;
  }

  /** The document's report, solved if need be; undefined (after saying why) when unusable. */
  private async judgeOutput(
    uri: unknown,
    verb: 'copy' | 'save',
  ): Promise<{ document: vscode.TextDocument; report: SolveReport } | undefined> {
    const document = await targetDocument(uri, verb);
    if (!document) return undefined;
    const version = document.version;
    const held = this.results.get(document);
    const report = held?.kind === 'solved' ? held.report : await this.solve(document.uri);
    if (!report) return undefined;
    if (document.version !== version || report.version !== document.version) {
      void vscode.window.showWarningMessage(
        words(msg('host.changed-while-was-being', { baseName: baseName(document.uri), verbWord: verbWord(verb) })),
      );
      return undefined;
    }
    const unanswered = report.cases.filter((c) => c.outcome !== 'answered');
    if (unanswered.length > 0) {
      const named = unanswered
        .slice(0, CASES_NAMED)
        .map((c) =>
          words(msg('host.case-line', { number: c.number, line: c.line ?? '?', message: c.message ?? words(msg('host.no-answer')) })),
        )
        .join(words(msg('host.list-separator')));
      const more = unanswered.length > CASES_NAMED ? words(msg('host.more', { more: unanswered.length - CASES_NAMED })) : '';
      void vscode.window.showErrorMessage(unansweredWords(verb, unanswered.length, baseName(document.uri), named + more));
      return undefined;
    }
    return { document, report };
  }
}

/** "Holedox: Copy Judge Output". */
export class CopyJudgeOutputCommand {
  readonly id = COMMANDS.copyJudgeOutput;

  constructor(private readonly judgeOutput: JudgeOutput) {}

  execute(uri?: unknown): Promise<string | undefined> {
    return this.judgeOutput.copy(uri);
  }
}

/** "Holedox: Save as Expected Output". */
export class SaveExpectedOutputCommand {
  readonly id = COMMANDS.saveExpectedOutput;

  constructor(private readonly judgeOutput: JudgeOutput) {}

  execute(uri?: unknown, options?: unknown): Promise<vscode.Uri | undefined> {
    return this.judgeOutput.save(uri, options);
  }
}

/** The command's verb, worded, for the refusals that name it ("nothing to copy"). */
function verbWord(verb: 'copy' | 'save'): string {
  return verb === 'copy' ? words(msg('host.copy')) : words(msg('host.save'));
}

/** Why there is no judge output to copy or save when a case has no answer; `cases` names them. */
function unansweredWords(verb: 'copy' | 'save', count: number, name: string, cases: string): string {
  return count === 1
    ? words(msg('host.nothing-case-has-no', { verbWord: verbWord(verb), name, cases }))
    : words(msg('host.nothing-cases-have-no', { verbWord: verbWord(verb), count, name, cases }));
}

async function targetDocument(uri: unknown, verb: 'copy' | 'save'): Promise<vscode.TextDocument | undefined> {
  const document = uri instanceof vscode.Uri ? await vscode.workspace.openTextDocument(uri) : vscode.window.activeTextEditor?.document;
  if (!document || !puzzleFormatOf(document)) {
    void vscode.window.showWarningMessage(
      words(msg('host.open-to-verb-judge-output', { formats: formatsListed(), verbWord: verbWord(verb) })),
    );
    return undefined;
  }
  return document;
}

function replaceOption(options: unknown): boolean | undefined {
  if (typeof options !== 'object' || options === null || !('replace' in options)) return undefined;
  return typeof options.replace === 'boolean' ? options.replace : undefined;
}

async function askToReplace(name: string, before: string, after: string): Promise<boolean> {
  const count = (text: string) => text.split('\n').filter((line) => line.trim() !== '').length;
  const replace = words(msg('host.replace'));
  const answer = await vscode.window.showWarningMessage(
    words(msg('host.already-exists-replace-our', { name })),
    { modal: true, detail: words(msg('host.holds-answer-lines-ours', { count: count(before), count2: count(after) })) },
    replace,
  );
  return answer === replace;
}

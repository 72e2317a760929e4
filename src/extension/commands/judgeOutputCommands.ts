import * as vscode from 'vscode';
import { candidateUris, expectedOutputSettings, readExpectedOutput } from '../expectedOutput/expectedOutputFiles';
import { puzzleFormatOf } from '../puzzleDocuments';
import { baseName } from '../ranges';
import type { SolveReport } from './solveCommand';
import type { SolveResults } from '../solveResults';
import { COMMANDS } from './commandIds';

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
      lines === 1
        ? vscode.l10n.t('Holedox: copied the judge output of {0} (1 line).', name)
        : vscode.l10n.t('Holedox: copied the judge output of {0} ({1} lines).', name, lines),
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
          ? vscode.l10n.t('Holedox: save {0} first: its expected output is written beside it.', baseName(document.uri))
          : vscode.l10n.t(
              'Holedox: no expected-output name to write for {0}: holedox.expectedOutput.paths is empty, or its folder cannot be written.',
              baseName(document.uri),
            ),
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
        void vscode.window.showInformationMessage(vscode.l10n.t('Holedox: {0} already holds this judge output.', name));
        return target;
      }
      const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === target.toString());
      if (open?.isDirty) {
        void vscode.window.showWarningMessage(
          vscode.l10n.t('Holedox: {0} has unsaved changes in an editor: save or revert them first.', name),
        );
        return undefined;
      }
      const replace = replaceOption(options) ?? (await askToReplace(name, existing.text, text));
      if (!replace) return undefined;
    }
    await vscode.workspace.fs.writeFile(target, new TextEncoder().encode(text));
    void vscode.window.showInformationMessage(
      vscode.l10n.t('Holedox: wrote the judge output of {0} to {1}.', baseName(document.uri), name),
    );
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
        vscode.l10n.t('Holedox: {0} changed while it was being solved: nothing to {1}; try again.', baseName(document.uri), verbWord(verb)),
      );
      return undefined;
    }
    const unanswered = report.cases.filter((c) => c.outcome !== 'answered');
    if (unanswered.length > 0) {
      const named = unanswered
        .slice(0, CASES_NAMED)
        .map((c) => vscode.l10n.t('case {0} (line {1}): {2}', c.number, c.line ?? '?', c.message ?? vscode.l10n.t('no answer')))
        .join(vscode.l10n.t('; '));
      const more = unanswered.length > CASES_NAMED ? vscode.l10n.t('; and {0} more', unanswered.length - CASES_NAMED) : '';
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
  return verb === 'copy' ? vscode.l10n.t('copy') : vscode.l10n.t('save');
}

/** Why there is no judge output to copy or save when a case has no answer; `cases` names them. */
function unansweredWords(verb: 'copy' | 'save', count: number, name: string, cases: string): string {
  return count === 1
    ? vscode.l10n.t(
        'Holedox: nothing to {0}: a case has no answer, so the judge output would not line up with {1}. {2}.',
        verbWord(verb),
        name,
        cases,
      )
    : vscode.l10n.t(
        'Holedox: nothing to {0}: {1} cases have no answer, so the judge output would not line up with {2}. {3}.',
        verbWord(verb),
        count,
        name,
        cases,
      );
}

async function targetDocument(uri: unknown, verb: 'copy' | 'save'): Promise<vscode.TextDocument | undefined> {
  const document = uri instanceof vscode.Uri ? await vscode.workspace.openTextDocument(uri) : vscode.window.activeTextEditor?.document;
  if (!document || !puzzleFormatOf(document)) {
    void vscode.window.showWarningMessage(
      vscode.l10n.t('Holedox: open a Holedox (.holedox) or Tempter (.tempter) document to {0} the judge output of it.', verbWord(verb)),
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
  const replace = vscode.l10n.t('Replace');
  const answer = await vscode.window.showWarningMessage(
    vscode.l10n.t('{0} already exists. Replace it with our judge output?', name),
    { modal: true, detail: vscode.l10n.t('It holds {0} answer lines; ours has {1}.', count(before), count(after)) },
    replace,
  );
  return answer === replace;
}

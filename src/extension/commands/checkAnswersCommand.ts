import * as vscode from 'vscode';
import type { AnswerCheckReport, ExpectedAnswers } from '../expectedOutput/expectedAnswers';
import { candidateUris, expectedOutputSettings } from '../expectedOutput/expectedOutputFiles';
import { baseName } from '../ranges';
import { puzzleFormatOf } from '../puzzleDocuments';
import { COMMANDS } from './commandIds';
import { msg } from '../../core/l10n/message';
import { words } from '../displayLanguage';
import { formatsListed } from '../../core/formats/registry';

/**
 * "Holedox: Check Answers": compares the active (or given) puzzle with its expected
 * output now, says the outcome in a notification and returns the comparison.
 */
export class CheckAnswersCommand {
  readonly id = COMMANDS.checkAnswers;

  constructor(private readonly answers: ExpectedAnswers) {}

  execute(target?: unknown): Promise<AnswerCheckReport | undefined> {
    return checkAnswers(this.answers, target);
  }
}

async function checkAnswers(answers: ExpectedAnswers, target: unknown): Promise<AnswerCheckReport | undefined> {
  const document =
    target instanceof vscode.Uri ? await vscode.workspace.openTextDocument(target) : vscode.window.activeTextEditor?.document;
  if (!document || !puzzleFormatOf(document)) {
    void vscode.window.showWarningMessage(words(msg('host.check-answers-works-holedox', { formats: formatsListed() })));
    return undefined;
  }
  const report = await answers.check(document);
  if (!report) return undefined;
  const name = baseName(document.uri);
  if (!report.expectedUri) {
    const settings = expectedOutputSettings(document.uri);
    const looked = candidateUris(document.uri, settings.paths).map((u) => baseName(u));
    void vscode.window.showInformationMessage(
      looked.length > 0
        ? words(msg('host.no-expected-output-looked', { name, looked: looked.join(', ') }))
        : words(msg('host.not-saved-folder-so', { name })),
    );
    return report;
  }
  const expectedName = baseName(vscode.Uri.parse(report.expectedUri));
  const count = (status: string) => report.cases.filter((c) => c.status === status).length;
  const [match, mismatch, missing, unchecked] = [count('match'), count('mismatch'), count('missing'), count('unchecked')];
  // Each part brings its own separator: a Chinese list is joined with '，', an English one with ', '.
  const parts = [words(msg('host.answers-match', { match, length: report.cases.length, expectedName }))];
  if (mismatch > 0) parts.push(words(msg('host.differ', { mismatch })));
  if (missing > 0) parts.push(words(msg('host.missing-from', { missing })));
  if (unchecked > 0) parts.push(words(msg('host.not-answered-us', { unchecked })));
  const message = words(msg('host.holedox-sentence', { parts: parts.join('') }));
  if (mismatch > 0 || missing > 0 || report.expectedIssues.length > 0) void vscode.window.showWarningMessage(message);
  else void vscode.window.showInformationMessage(message);
  return report;
}

import * as vscode from 'vscode';
import { JudgeCommandId } from './ids';
import { restrictedWarning } from './judgeSettings';
import type { SolutionChoice, SolutionTarget } from './solutionChoice';

/** "Holedox: Choose My Solution…": picks (or, given a URI, sets) the program the judge runs. */
export class ChooseSolutionCommand {
  readonly id = JudgeCommandId.chooseSolution;

  constructor(private readonly solutions: SolutionChoice) {}

  async execute(uri?: unknown): Promise<SolutionTarget | undefined> {
    if (!vscode.workspace.isTrusted) {
      void vscode.window.showWarningMessage(restrictedWarning());
      return undefined;
    }
    const target = await this.solutions.choose(uri instanceof vscode.Uri ? uri : undefined);
    if (uri === undefined && target?.from === 'setting')
      void vscode.window.showInformationMessage(
        vscode.l10n.t('Holedox: holedox.solution.path is set in this workspace, so it is used instead of your pick.'),
      );
    return target;
  }
}

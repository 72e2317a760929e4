import * as vscode from 'vscode';
import { JudgeCommandId } from './ids';
import { restrictedWarning } from './judgeSettings';
import { puzzleName, type SolutionChoice, type SolutionTarget } from './solutionChoice';
import { msg } from '../../core/l10n/message';
import { words } from '../displayLanguage';

/**
 * "Holedox: Choose My Solution…": picks (or, given a URI, sets) the program the judge runs on
 * one puzzle's files: the format given as the second argument, else the active editor's, else asked.
 */
export class ChooseSolutionCommand {
  readonly id = JudgeCommandId.chooseSolution;

  constructor(private readonly solutions: SolutionChoice) {}

  async execute(uri?: unknown, format?: unknown): Promise<SolutionTarget | undefined> {
    if (!vscode.workspace.isTrusted) {
      void vscode.window.showWarningMessage(restrictedWarning());
      return undefined;
    }
    const given = uri instanceof vscode.Uri ? uri : undefined;
    const puzzle = await this.solutions.formatToChoose(format, given);
    if (!puzzle) return undefined;
    const target = await this.solutions.choose(puzzle, given);
    if (given === undefined && target?.from === 'setting')
      void vscode.window.showInformationMessage(words(msg('host.holedox-solution-paths-names', { puzzle: puzzleName(puzzle) })));
    return target;
  }
}

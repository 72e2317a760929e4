// Every command of the extension but the judge's, registered in one place. Adding a command:
// its id in commandIds.ts (and package.json), a class with `id` and `execute()`, a line here.
import type * as vscode from 'vscode';
import type { ExpectedAnswers } from '../expectedOutput/expectedAnswers';
import type { PuzzlePanel } from '../panel/puzzlePanel';
import type { PuzzleAnalyses } from '../puzzleDocuments';
import type { SolveResults } from '../solveResults';
import type { AnswerService } from '../answerService';
import { CheckAnswersCommand } from './checkAnswersCommand';
import type { CommandManager } from './commandManager';
import { ExportSvgCommand } from './exportSvgCommand';
import { GoToCaseCommand } from './goToCaseCommand';
import { CopyJudgeOutputCommand, JudgeOutput, SaveExpectedOutputCommand } from './judgeOutputCommands';
import { NewCaseCommand } from './newCaseCommand';
import { OpenSampleCommand } from './openSampleCommand';
import {
  ShowPanelCommand,
  ShowPanelToSideCommand,
  ToggleHeatmapCommand,
  TogglePanelLockCommand,
  TogglePlaybackCommand,
} from './panelCommands';
import { ShowOutputCommand } from './showOutputCommand';
import { SolveCommand } from './solveCommand';

/** What the commands work on. */
export interface CommandServices {
  readonly analyses: PuzzleAnalyses;
  readonly verdicts: AnswerService;
  readonly panel: PuzzlePanel;
  readonly answers: ExpectedAnswers;
  readonly solveResults: SolveResults;
  readonly output: vscode.OutputChannel;
  /** Where the bundled examples are (the walkthrough opens copies of them). */
  readonly extensionUri: vscode.Uri;
}

export function registerCommands(
  commands: CommandManager,
  { analyses, verdicts, panel, answers, solveResults, output, extensionUri }: CommandServices,
): void {
  const solve = commands.register(new SolveCommand(analyses, verdicts, panel, output, solveResults));
  const judgeOutput = new JudgeOutput(solveResults, (uri) => solve.run(uri));
  commands.register(new ShowPanelCommand(panel));
  commands.register(new ShowPanelToSideCommand(panel));
  commands.register(new TogglePanelLockCommand(panel));
  commands.register(new TogglePlaybackCommand(panel));
  commands.register(new ToggleHeatmapCommand(panel));
  commands.register(new ShowOutputCommand(output));
  commands.register(new CheckAnswersCommand(answers));
  commands.register(new NewCaseCommand(analyses, output));
  commands.register(new ExportSvgCommand(analyses, verdicts, panel));
  commands.register(new CopyJudgeOutputCommand(judgeOutput));
  commands.register(new SaveExpectedOutputCommand(judgeOutput));
  commands.register(new GoToCaseCommand(analyses));
  commands.register(new OpenSampleCommand(extensionUri));
}

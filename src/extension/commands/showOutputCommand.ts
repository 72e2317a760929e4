import type * as vscode from 'vscode';
import { COMMANDS } from './commandIds';

/** "Holedox: Show Solve Output": the output channel, without taking the focus. */
export class ShowOutputCommand {
  readonly id = COMMANDS.showOutput;

  constructor(private readonly output: vscode.OutputChannel) {}

  execute(): void {
    this.output.show(true);
  }
}

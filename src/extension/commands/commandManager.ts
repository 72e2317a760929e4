import * as vscode from 'vscode';

/** One command: its id (from commandIds.ts) and what it does with the arguments it is given. */
export interface Command {
  readonly id: string;
  execute(...args: unknown[]): unknown;
}

/** Registers commands with VS Code, each id once, and disposes the registrations together. */
export class CommandManager implements vscode.Disposable {
  private readonly registered = new Map<string, vscode.Disposable>();

  register<T extends Command>(command: T): T {
    // A second registration of an id throws inside VS Code; say which one here.
    if (this.registered.has(command.id)) throw new Error(`command ${command.id} is registered twice`);
    this.registered.set(
      command.id,
      vscode.commands.registerCommand(command.id, (...args: unknown[]) => command.execute(...args)),
    );
    return command;
  }

  dispose(): void {
    for (const registration of this.registered.values()) registration.dispose();
    this.registered.clear();
  }
}

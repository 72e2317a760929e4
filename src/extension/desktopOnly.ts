// What runs the user's programs (judging, stress testing, the Test Explorer's runs) needs a
// desktop extension host: the browser's web worker host can start no process. There the
// commands stay registered, so a keybinding or another extension that calls one hears why.
import * as vscode from 'vscode';
import type { Command } from './commands/commandManager';
import { msg } from '../core/l10n/message';
import { words } from './displayLanguage';
import { JudgeCommandId } from './testing/ids';

export { PROGRAMS_UNAVAILABLE_CONTEXT } from './testing/ids';

/** A judge command in a host that cannot run programs: says so, and does nothing else. */
export class DesktopOnlyCommand implements Command {
  constructor(
    readonly id: (typeof JudgeCommandId)[keyof typeof JudgeCommandId],
    private readonly message: string,
  ) {}

  execute(): undefined {
    void vscode.window.showWarningMessage(this.message);
    return undefined;
  }
}

/** Every judge command, as the browser registers them. */
export function desktopOnlyCommands(): DesktopOnlyCommand[] {
  return [
    new DesktopOnlyCommand(JudgeCommandId.stressTest, words(msg('host.desktop-only.stress-test'))),
    new DesktopOnlyCommand(JudgeCommandId.chooseSolution, words(msg('host.desktop-only.choose-solution'))),
  ];
}

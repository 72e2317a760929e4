import * as vscode from 'vscode';
import { languageOf, say, type Language, type Message } from '../core/l10n/message';

/** The catalogue for VS Code's display language, fixed for the session (changing it restarts the editor). */
export function displayLanguage(): Language {
  return languageOf(vscode.env.language);
}

/** A core message in the display language. */
export function words(message: Message): string {
  return say(message, displayLanguage());
}

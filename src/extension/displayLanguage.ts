import * as vscode from 'vscode';
import { addWords, languageOf, say, type Language, type Message } from '../core/l10n/message';
import { HOST_WORDS } from './hostWords';

// The host words its messages here, so its part of the catalogue joins the core's here.
addWords(HOST_WORDS);

/** The catalogue for VS Code's display language, fixed for the session (changing it restarts the editor). */
export function displayLanguage(): Language {
  return languageOf(vscode.env.language);
}

/** A message (the core's or the host's) in the display language. */
export function words(message: Message): string {
  return say(message, displayLanguage());
}

// The host names the display language on the page it writes (<html data-language>, panelHtml.ts),
// so the panel's words are right from the first paint and after a restore, before any message.
import { addWords, languageOf, say, type Language, type Message } from '../core/l10n/message';
import { EDIT_MODE_WORDS } from './editModeWords';
import { PANEL_WORDS } from './panelWords';
import { SEARCH_VIEW_WORDS } from './searchViewWords';

// The page words its messages here, so its parts of the catalogue join the core's here.
addWords(PANEL_WORDS);
addWords(SEARCH_VIEW_WORDS);
addWords(EDIT_MODE_WORDS);

export function pageLanguage(): Language {
  return languageOf(document.documentElement.dataset['language']);
}

/** A message (the core's or the page's) in the page's language. */
export function pageSay(message: Message): string {
  return say(message, pageLanguage());
}

// The host names the display language on the page it writes (<html data-language>, panelHtml.ts),
// so the panel's words are right from the first paint and after a restore, before any message.
import { languageOf, type Language } from '../core/l10n/message';
import { panelWords, type PanelWords } from './panelWords';

export function pageLanguage(): Language {
  return languageOf(document.documentElement.dataset['language']);
}

/** The panel's words in the page's language. */
export function pageWords(): PanelWords {
  return panelWords(pageLanguage());
}

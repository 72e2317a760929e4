import type * as vscode from 'vscode';
import { FORMAT_IDS, type FormatId } from '../core/formats/format';
import { formatById } from '../core/formats/registry';
import { JOINERS } from '../core/l10n/message';
import { displayLanguage, words } from './displayLanguage';

/** The quick pick's items for choosing a puzzle format: its name, its statement and goal in the display language. */
export function formatPickItems(): (vscode.QuickPickItem & { readonly format: FormatId })[] {
  return FORMAT_IDS.map((id) => ({
    label: formatById(id).displayName,
    description: `${formatById(id).source}${JOINERS[displayLanguage()].colon}${words(formatById(id).goal)}`,
    format: id,
  }));
}

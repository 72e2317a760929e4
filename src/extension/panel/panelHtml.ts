import * as vscode from 'vscode';
import { addWords, msg, say, type Language } from '../../core/l10n/message';
import { PANEL_WORDS } from '../../webview/panelWords';
import { displayLanguage } from '../displayLanguage';
import { FORMAT_EXTENSIONS } from '../../core/formats/formatIds';

// The page's first hint is the panel's words, worded here before the page's script runs.
addWords(PANEL_WORDS);

/**
 * The panel's page: no inline script or handler, a fresh nonce per render, and only
 * the extension's own dist/ and media/ reachable, as the webview security guide asks.
 */
export function panelHtml(webview: vscode.Webview, extensionUri: vscode.Uri, language: Language = displayLanguage()): string {
  const nonce = freshNonce();
  const script = webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'dist', 'webview', 'webview.js'));
  const style = webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'media', 'panel.css'));
  const csp = ["default-src 'none'", `style-src ${webview.cspSource}`, `script-src 'nonce-${nonce}'`, `img-src ${webview.cspSource}`].join(
    '; ',
  );
  return `<!DOCTYPE html>
<html lang="${language === 'zh-cn' ? 'zh-CN' : 'en'}" data-language="${language}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link href="${style.toString()}" rel="stylesheet">
<title>Puzzle</title>
</head>
<body>
<main id="app"><p class="hint">${say(msg('panel.open-file', { extensions: msg('formats.extensions', { extensions: FORMAT_EXTENSIONS }) }), language)}</p></main>
<p id="announce" class="visually-hidden" role="status" aria-live="polite"></p>
<script nonce="${nonce}" src="${script.toString()}"></script>
</body>
</html>`;
}

export function panelOptions(extensionUri: vscode.Uri): vscode.WebviewPanelOptions & vscode.WebviewOptions {
  return {
    enableScripts: true,
    localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'dist', 'webview'), vscode.Uri.joinPath(extensionUri, 'media')],
  };
}

/** 16 random bytes in hex, from Web Crypto: the browser's extension host has no node:crypto. */
function freshNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

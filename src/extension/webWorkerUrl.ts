import * as vscode from 'vscode';

/**
 * A URL a Web Worker can be started from, for a script of the extension. The web worker host's
 * Worker loads http(s) scripts but refuses the vscode-remote: URIs a remote extension lives at
 * (code-server's), so those are read through workspace.fs and started from a blob.
 */
export async function webWorkerUrl(extensionUri: vscode.Uri, ...path: string[]): Promise<string> {
  const uri = vscode.Uri.joinPath(extensionUri, ...path);
  if (uri.scheme === 'http' || uri.scheme === 'https') return uri.toString(true);
  const bytes = await vscode.workspace.fs.readFile(uri);
  // readFile's bytes are a fresh array of their own, never shared memory.
  return URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'text/javascript' }));
}

import * as vscode from 'vscode';

/**
 * A URL a Web Worker can be started from, for a script of the extension. The web worker host's
 * Worker (VS Code's own, which starts the script from a blob of the host's origin) loads http(s)
 * scripts of any origin, as vscode.dev serves extensions from its CDN (test/web checks one from
 * another origin), but refuses the vscode-remote: URIs a remote extension lives at (code-server's),
 * so those are read through workspace.fs and started from a blob.
 */
export async function webWorkerUrl(extensionUri: vscode.Uri, ...path: string[]): Promise<string> {
  const uri = vscode.Uri.joinPath(extensionUri, ...path);
  if (uri.scheme === 'http' || uri.scheme === 'https') return uri.toString(true);
  const bytes = await vscode.workspace.fs.readFile(uri);
  // readFile's bytes are a fresh array of their own, never shared memory.
  return URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'text/javascript' }));
}

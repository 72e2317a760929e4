import * as vscode from 'vscode';

/** The settings section; see contributes.configuration in package.json. */
export const EXPECTED_OUTPUT_SECTION = 'holedox.expectedOutput';

const DEFAULT_PATHS = ['${fileBasename}.out', '${fileBasename}.ans', '${fileBasenameNoExtension}.out', '${fileBasenameNoExtension}.ans'];
const DEFAULT_MAX_STATES = 2_000_000;

export interface ExpectedOutputSettings {
  readonly enabled: boolean;
  /** Relative to the input's folder, with ${fileBasename} and ${fileBasenameNoExtension}. */
  readonly paths: readonly string[];
  readonly maxStates: number;
}

export function expectedOutputSettings(scope: vscode.Uri | undefined): ExpectedOutputSettings {
  const config = vscode.workspace.getConfiguration(EXPECTED_OUTPUT_SECTION, scope);
  const paths = config.get<unknown>('paths');
  const maxStates = config.get<unknown>('maxStates');
  return {
    enabled: config.get<boolean>('enabled') !== false,
    paths: Array.isArray(paths) ? paths.filter((p): p is string => typeof p === 'string' && p.trim() !== '') : DEFAULT_PATHS,
    maxStates: typeof maxStates === 'number' && maxStates >= 1 ? Math.floor(maxStates) : DEFAULT_MAX_STATES,
  };
}

/**
 * Where the expected output of `input` may be, in the order tried: only inside the input's
 * workspace folder (its own folder when it is in none), so a setting cannot have a file of
 * the user's read from anywhere (`../../.ssh/…`). None for documents without a file system
 * behind them (untitled ones, for instance).
 */
export function candidateUris(input: vscode.Uri, paths: readonly string[]): vscode.Uri[] {
  if (input.scheme === 'untitled' || vscode.workspace.fs.isWritableFileSystem(input.scheme) === undefined) return [];
  const slash = input.path.lastIndexOf('/');
  const name = input.path.slice(slash + 1);
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const folder = input.with({ path: input.path.slice(0, slash) || '/' });
  const root = vscode.workspace.getWorkspaceFolder(input)?.uri ?? folder;
  return paths
    .map((pattern) =>
      vscode.Uri.joinPath(folder, pattern.replaceAll('${fileBasenameNoExtension}', stem).replaceAll('${fileBasename}', name)),
    )
    .filter((candidate) => isInside(candidate, root));
}

/** Whether `uri` is `root` or below it, on the same file system. */
function isInside(uri: vscode.Uri, root: vscode.Uri): boolean {
  if (uri.scheme !== root.scheme || uri.authority !== root.authority) return false;
  const base = root.path.endsWith('/') ? root.path : `${root.path}/`;
  return uri.path.startsWith(base);
}

/** A glob that catches every candidate's file name anywhere in the workspace, for one watcher. */
export function watcherGlob(paths: readonly string[]): string {
  const names = new Set(
    paths.map((p) => p.slice(p.lastIndexOf('/') + 1).replace(/\$\{fileBasename(NoExtension)?\}/g, '*')).filter((n) => n !== ''),
  );
  return names.size === 1 ? `**/${[...names][0] ?? '*'}` : `**/{${[...names].join(',')}}`;
}

/**
 * The first candidate that exists, with its text: an open document's (unsaved edits
 * count), else the file's, read through workspace.fs so virtual workspaces work.
 */
export async function readExpectedOutput(candidates: readonly vscode.Uri[]): Promise<{ uri: vscode.Uri; text: string } | undefined> {
  for (const uri of candidates) {
    const key = uri.toString();
    const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === key);
    if (open) return { uri, text: open.getText() };
    try {
      const bytes = await vscode.workspace.fs.readFile(uri);
      return { uri, text: new TextDecoder().decode(bytes) };
    } catch {
      // Not there (or unreadable): try the next name.
    }
  }
  return undefined;
}

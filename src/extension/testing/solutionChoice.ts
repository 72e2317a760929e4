import * as vscode from 'vscode';
import { Disposable } from '../dispose';
import { CHOSEN_SOLUTION_KEY } from './ids';

const SOURCE_GLOB = '**/*.{cpp,cc,cxx,c,py,js,mjs,java}';
const MAX_SOURCES_LISTED = 500;

/** Where the solution under test came from, so messages can say how to change it. */
export interface SolutionTarget {
  readonly uri: vscode.Uri;
  readonly from: 'setting' | 'chosen';
}

/**
 * Which program "Run my solution" and the stress test run: the workspace setting
 * `holedox.solution.path` when set, else the file picked once in a quick pick of the
 * workspace's source files, remembered in workspaceState.
 */
export class SolutionChoice extends Disposable {
  private readonly changed = this._register(new vscode.EventEmitter<SolutionTarget | undefined>());
  readonly onDidChange = this.changed.event;

  constructor(private readonly state: vscode.Memento) {
    super();
    this._register(
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('holedox.solution.path')) this.changed.fire(this.current());
      }),
    );
  }

  /** The solution without asking: the setting, else the remembered pick. */
  current(): SolutionTarget | undefined {
    const setting = vscode.workspace.getConfiguration('holedox').get<string>('solution.path')?.trim();
    if (setting) return { uri: resolveSettingPath(setting), from: 'setting' };
    const chosen = this.state.get<string>(CHOSEN_SOLUTION_KEY);
    return chosen ? { uri: vscode.Uri.parse(chosen), from: 'chosen' } : undefined;
  }

  /** The solution, asking with a quick pick the first time. */
  async resolve(): Promise<SolutionTarget | undefined> {
    return this.current() ?? this.choose();
  }

  /** Remembers `uri`, or asks for a source file of the workspace; undefined when dismissed. */
  async choose(uri?: vscode.Uri): Promise<SolutionTarget | undefined> {
    const picked = uri ?? (await pickSourceFile());
    if (!picked) return undefined;
    await this.state.update(CHOSEN_SOLUTION_KEY, picked.toString());
    const target = this.current();
    this.changed.fire(target);
    return target;
  }
}

function resolveSettingPath(setting: string): vscode.Uri {
  if (setting.startsWith('/') || /^[A-Za-z]:[\\/]/.test(setting)) return vscode.Uri.file(setting);
  const folder = vscode.workspace.workspaceFolders?.[0];
  return folder ? vscode.Uri.joinPath(folder.uri, ...setting.split(/[\\/]/)) : vscode.Uri.file(setting);
}

async function pickSourceFile(): Promise<vscode.Uri | undefined> {
  const files = await vscode.workspace.findFiles(SOURCE_GLOB, '**/node_modules/**', MAX_SOURCES_LISTED);
  files.sort((a, b) => a.path.localeCompare(b.path));
  const browse = { label: vscode.l10n.t('$(folder-opened) Browse…'), uri: undefined };
  const items = [...files.map((uri) => ({ label: vscode.workspace.asRelativePath(uri), uri })), browse];
  const picked = await vscode.window.showQuickPick(items, {
    title: vscode.l10n.t('Holedox: which program is your solution?'),
    placeHolder: vscode.l10n.t('A source file (C++, C, Python, JavaScript, Java) or an executable; remembered for this workspace'),
  });
  if (!picked) return undefined;
  if (picked.uri) return picked.uri;
  const chosen = await vscode.window.showOpenDialog({ canSelectMany: false, openLabel: vscode.l10n.t('Use as my solution') });
  return chosen?.[0];
}

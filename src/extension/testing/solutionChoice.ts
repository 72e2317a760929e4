import * as vscode from 'vscode';
import { FORMAT_IDS, type FormatId } from '../../core/formats/format';
import { formatById } from '../../core/formats/registry';
import { Disposable } from '../dispose';
import { formatPickItems } from '../formatPick';
import { puzzleFormatOf } from '../puzzleDocuments';
import { CHOSEN_SOLUTION_KEY, chosenSolutionKey } from './ids';
import { msg } from '../../core/l10n/message';
import { words } from '../displayLanguage';

const SOURCE_GLOB = '**/*.{cpp,cc,cxx,c,py,js,mjs,java}';
const MAX_SOURCES_LISTED = 500;

/** Where the solution under test came from, so messages can say how to change it. */
export interface SolutionTarget {
  readonly uri: vscode.Uri;
  readonly from: 'setting' | 'chosen';
  /**
   * The puzzle it is bound to (`holedox.solution.paths`, or a pick made for that puzzle);
   * undefined for the fallbacks that name one program for every puzzle (`holedox.solution.path`,
   * a pick made before picks were per puzzle), which a run over several puzzles refuses.
   */
  readonly format: FormatId | undefined;
}

/**
 * Which program judges a puzzle file, per format: `holedox.solution.paths[format]` (read in the
 * file's folder's scope), else the file picked for that puzzle in a quick pick (workspaceState),
 * else the one-for-every-puzzle fallbacks kept from before: `holedox.solution.path`, then the
 * pick remembered without a puzzle.
 */
export class SolutionChoice extends Disposable {
  private readonly changed = this._register(new vscode.EventEmitter<FormatId>());
  /** Fires the format whose solution may have changed. */
  readonly onDidChange = this.changed.event;

  constructor(private readonly state: vscode.Memento) {
    super();
    this._register(
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('holedox.solution.path') || e.affectsConfiguration('holedox.solution.paths'))
          for (const format of FORMAT_IDS) this.changed.fire(format);
      }),
    );
  }

  /** The solution for `format` without asking; `scope` is the puzzle file, whose folder's settings apply. */
  current(format: FormatId, scope?: vscode.Uri): SolutionTarget | undefined {
    const config = vscode.workspace.getConfiguration('holedox', scope);
    const bound = config.get<Record<string, unknown>>('solution.paths')?.[format];
    if (typeof bound === 'string' && bound.trim() !== '') return { uri: resolveSettingPath(bound.trim(), scope), from: 'setting', format };
    const chosen = this.state.get<string>(chosenSolutionKey(format));
    if (chosen) return { uri: vscode.Uri.parse(chosen), from: 'chosen', format };
    const shared = config.get<string>('solution.path')?.trim();
    if (shared) return { uri: resolveSettingPath(shared, scope), from: 'setting', format: undefined };
    const legacy = this.state.get<string>(CHOSEN_SOLUTION_KEY);
    return legacy ? { uri: vscode.Uri.parse(legacy), from: 'chosen', format: undefined } : undefined;
  }

  /** The solution for `format`, asking with a quick pick the first time. */
  async resolve(format: FormatId, scope?: vscode.Uri): Promise<SolutionTarget | undefined> {
    return this.current(format, scope) ?? this.choose(format);
  }

  /** Binds `uri` (else a source file asked for) to `format`; undefined when dismissed. */
  async choose(format: FormatId, uri?: vscode.Uri): Promise<SolutionTarget | undefined> {
    const picked = uri ?? (await pickSourceFile(format));
    if (!picked) return undefined;
    await this.state.update(chosenSolutionKey(format), picked.toString());
    // The pick made before picks were per puzzle served every puzzle; once one is bound, the
    // others ask for theirs instead of running a program written for another puzzle.
    await this.state.update(CHOSEN_SOLUTION_KEY, undefined);
    this.changed.fire(format);
    return this.current(format);
  }

  /** Forgets the pick for `format` (the settings stay): the next run asks again. */
  async forget(format: FormatId): Promise<void> {
    await this.state.update(chosenSolutionKey(format), undefined);
    this.changed.fire(format);
  }

  /** The puzzle a choice is for: the one asked for, the active editor's, the only one, or asked. */
  async formatToChoose(asked: unknown, solution: vscode.Uri | undefined): Promise<FormatId | undefined> {
    const known = FORMAT_IDS.find((id) => id === asked);
    if (known) return known;
    const active = vscode.window.activeTextEditor?.document;
    const activeFormat = active && puzzleFormatOf(active);
    if (activeFormat) return activeFormat;
    const picked = await vscode.window.showQuickPick(formatPickItems(), {
      title: solution
        ? words(msg('host.which-puzzle-does-solve', { path: vscode.workspace.asRelativePath(solution) }))
        : words(msg('host.choose-solution-which-puzzle')),
    });
    return picked?.format;
  }
}

/** How a format's solution is named in messages: `Tempter (HDU 1010)`. */
export function puzzleName(format: FormatId): string {
  const f = formatById(format);
  return `${f.displayName} (${f.source})`;
}

function resolveSettingPath(setting: string, scope: vscode.Uri | undefined): vscode.Uri {
  if (setting.startsWith('/') || /^[A-Za-z]:[\\/]/.test(setting)) return vscode.Uri.file(setting);
  const folder = (scope && vscode.workspace.getWorkspaceFolder(scope)) ?? vscode.workspace.workspaceFolders?.[0];
  return folder ? vscode.Uri.joinPath(folder.uri, ...setting.split(/[\\/]/)) : vscode.Uri.file(setting);
}

async function pickSourceFile(format: FormatId): Promise<vscode.Uri | undefined> {
  const files = await vscode.workspace.findFiles(SOURCE_GLOB, '**/node_modules/**', MAX_SOURCES_LISTED);
  files.sort((a, b) => a.path.localeCompare(b.path));
  const browse = { label: words(msg('host.browse')), uri: undefined };
  const items = [...files.map((uri) => ({ label: vscode.workspace.asRelativePath(uri), uri })), browse];
  const picked = await vscode.window.showQuickPick(items, {
    title: words(msg('host.which-program-your-solution', { puzzle: puzzleName(format) })),
    placeHolder: words(msg('host.source-file-c-c')),
  });
  if (!picked) return undefined;
  if (picked.uri) return picked.uri;
  const chosen = await vscode.window.showOpenDialog({ canSelectMany: false, openLabel: words(msg('host.use-my-solution')) });
  return chosen?.[0];
}

import * as vscode from 'vscode';
import { Disposable } from '../dispose';
import type { CompileDiagnostics } from './compileDiagnostics';
import type { SolutionChoice } from './solutionChoice';
import type { JudgeTestTree } from './testTree';

/**
 * What the Test Explorer's Run and Debug profiles both build a run from: the tree (and its
 * controller, where the profiles live), the solution chosen and the folder compiled solutions are cached in. `activate()` makes it once.
 */
export interface JudgeServices {
  readonly tree: JudgeTestTree;
  readonly solutions: SolutionChoice;
  readonly cacheDir: string;
  /** The compiler's messages as squiggles in the solution's source. */
  readonly compileDiagnostics: CompileDiagnostics;
}

/** How a profile shows in the Test Explorer. */
export interface ProfileKind {
  readonly label: string;
  readonly kind: vscode.TestRunProfileKind;
  readonly isDefault?: boolean;
  readonly supportsContinuousRun?: boolean;
}

/**
 * One of the judge's profiles (Run, Debug) on the tree's controller: `handle` answers each
 * request the Test Explorer makes of it, and `outcomes` fires what each request ended as.
 */
export abstract class JudgeProfile<Outcome> extends Disposable {
  readonly profile: vscode.TestRunProfile;
  protected readonly outcomes = this._register(new vscode.EventEmitter<Outcome>());

  constructor(
    protected readonly services: JudgeServices,
    shown: ProfileKind,
  ) {
    super();
    this.profile = this._register(
      services.tree.controller.createRunProfile(
        shown.label,
        shown.kind,
        (request, token) => this.handle(request, token),
        shown.isDefault,
        undefined,
        shown.supportsContinuousRun,
      ),
    );
  }

  protected abstract handle(request: vscode.TestRunRequest, token: vscode.CancellationToken): Promise<void>;
}

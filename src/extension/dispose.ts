import * as vscode from 'vscode';

/** A small base that disposes what it registered, newest first, so classes keep no hand-made lists. */
export abstract class Disposable implements vscode.Disposable {
  private readonly disposables: vscode.Disposable[] = [];
  private disposed = false;

  protected _register<T extends vscode.Disposable>(value: T): T {
    if (this.disposed) value.dispose();
    else this.disposables.push(value);
    return value;
  }

  protected get isDisposed(): boolean {
    return this.disposed;
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    while (this.disposables.length > 0) this.disposables.pop()?.dispose();
  }
}

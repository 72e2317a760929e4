import * as vscode from 'vscode';
import { DEBUG_SESSION_VARIABLE, endDebugProcesses, type FoundAdapter } from '../../judge';
import { words } from '../displayLanguage';
import { Disposable } from '../dispose';
import { OWN_DEBUG_TYPE, SESSION_MARKER } from './debugLaunch';
import { msg } from '../../core/l10n/message';

/**
 * Starts the debug adapters of our own debug type (package.json `debuggers`: `holedox`):
 * lldb-dap, gdb -i dap or debugpy's adapter, found on this machine, so a student needs no
 * other extension. Only the sessions the Debug profile started get one: each carries a marker
 * the runner registered with the adapter it chose. The adapter runs with the marker in its
 * environment, which its debuggee inherits, so whatever is left of the session when it ends
 * is found and ended.
 */
export class OwnDebugAdapters extends Disposable implements vscode.DebugAdapterDescriptorFactory {
  private readonly expected = new Map<string, FoundAdapter>();

  constructor() {
    super();
    this._register(vscode.debug.registerDebugAdapterDescriptorFactory(OWN_DEBUG_TYPE, this));
    this._register(
      vscode.debug.onDidTerminateDebugSession((session) => {
        const marker: unknown = session.configuration[SESSION_MARKER];
        if (session.type === OWN_DEBUG_TYPE && typeof marker === 'string') endDebugProcesses(marker);
      }),
    );
  }

  /** The adapter to start for the session whose configuration carries `marker`, until disposed. */
  expect(marker: string, adapter: FoundAdapter): vscode.Disposable {
    this.expected.set(marker, adapter);
    return { dispose: () => this.expected.delete(marker) };
  }

  createDebugAdapterDescriptor(session: vscode.DebugSession): vscode.DebugAdapterDescriptor {
    const marker: unknown = session.configuration[SESSION_MARKER];
    const adapter = typeof marker === 'string' ? this.expected.get(marker) : undefined;
    const [command, ...args] = adapter?.command ?? [];
    if (typeof marker !== 'string' || command === undefined) throw new Error(words(msg('debug.not-ours')));
    return new vscode.DebugAdapterExecutable(command, args, { env: { [DEBUG_SESSION_VARIABLE]: marker } });
  }
}

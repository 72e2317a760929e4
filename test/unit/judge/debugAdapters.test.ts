import { describe, it } from 'mocha';
import * as assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { DEBUG_SESSION_VARIABLE, endDebugProcesses, findDebugpy, findLldbDap, gdbMajorVersion } from '../../../src/judge';
import { liveProcesses } from '../helpers/liveProcesses';

/** Folders of empty files, executable unless named in `plain`; removed after `body`. */
function withPath(folders: Record<string, readonly string[]>, plain: readonly string[], body: (path: string) => void): void {
  const root = mkdtempSync(join(tmpdir(), 'holedox-adapters-test-'));
  try {
    for (const [folder, files] of Object.entries(folders)) {
      mkdirSync(join(root, folder));
      for (const file of files) {
        writeFileSync(join(root, folder, file), '');
        if (!plain.includes(file)) chmodSync(join(root, folder, file), 0o755);
      }
    }
    body(
      Object.keys(folders)
        .map((f) => join(root, f))
        .join(delimiter),
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('finding the debug adapters that speak DAP themselves', () => {
  it('takes lldb-dap before lldb-vscode, the unversioned name before the newest -NN, and only executables', () => {
    withPath({ a: ['lldb-vscode-14', 'lldb-vscode-15', 'lldb', 'lldb-server'], b: ['lldb-vscode'] }, [], (path) => {
      assert.deepEqual(findLldbDap(path, 'linux'), {
        kind: 'lldb-dap',
        command: [join(path.split(delimiter)[1] ?? '', 'lldb-vscode')],
        name: 'lldb-vscode',
      });
    });
    withPath({ a: ['lldb-vscode-14', 'lldb-vscode-15'], b: ['lldb-dap-18'] }, [], (path) => {
      assert.equal(findLldbDap(path, 'linux')?.name, 'lldb-dap-18');
    });
    withPath({ a: ['lldb-vscode-14', 'lldb-vscode-15', 'lldb-vscode-7'] }, [], (path) => {
      assert.equal(findLldbDap(path, 'linux')?.name, 'lldb-vscode-15');
    });
    withPath({ a: ['lldb-dap', 'lldb-vscode-14'] }, ['lldb-dap'], (path) => {
      assert.equal(findLldbDap(path, 'linux')?.name, 'lldb-vscode-14');
    });
    withPath({ a: ['lldb', 'lldb-dap-x', 'gdb'] }, [], (path) => assert.equal(findLldbDap(path, 'linux'), undefined));
  });

  it("reads GDB's major version from its --version line (14 and later have -i dap)", () => {
    assert.equal(gdbMajorVersion('GNU gdb (Debian 13.1-3) 13.1\nCopyright (C) 2023'), 13);
    assert.equal(gdbMajorVersion('GNU gdb (GDB) 14.2\n'), 14);
    assert.equal(gdbMajorVersion('GNU gdb (Ubuntu 15.0.50.20240403-0ubuntu1) 15.0.50.20240403-git\n'), 15);
    assert.equal(gdbMajorVersion('lldb version 14.0.6'), 14);
    assert.equal(gdbMajorVersion('not a debugger'), undefined);
  });

  it("finds debugpy's adapter only for a Python that imports debugpy", async () => {
    assert.equal(await findDebugpy(join(tmpdir(), 'no-such-python-here')), undefined);
  });

  it("ends every process carrying a session's marker, and no other", async () => {
    const sleeper = (marker: string) =>
      spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
        env: { ...process.env, [DEBUG_SESSION_VARIABLE]: marker },
        stdio: 'ignore',
      });
    const ours = sleeper('session-a');
    const theirs = sleeper('session-b');
    const exited = (child: ReturnType<typeof spawn>) =>
      new Promise<string | null>((resolve) => child.once('exit', (_, signal) => resolve(signal)));
    try {
      const carrying = (marker: string) => liveProcesses('environ', (e) => e.split('\0').includes(`${DEBUG_SESSION_VARIABLE}=${marker}`));
      // Both have started once /proc shows their environment.
      for (let tries = 0; carrying('session-a').length + carrying('session-b').length < 2; tries++) {
        assert.ok(tries < 1000, 'the two processes to start');
        await new Promise((resolve) => setImmediate(resolve));
      }
      assert.deepEqual(endDebugProcesses('session-a'), [ours.pid]);
      assert.equal(await exited(ours), 'SIGKILL');
      assert.deepEqual(carrying('session-b'), [theirs.pid]);
    } finally {
      theirs.kill('SIGKILL');
      ours.kill('SIGKILL');
    }
  });
});

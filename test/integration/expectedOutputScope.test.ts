import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { AnswerCheckReport } from '../../src/extension/expectedOutput/expectedAnswers';
import { TEST_TIMEOUT_MS, activateExtension, fixtureUri } from './helpers';

// Which expected-output files a setting can make the answer check read: none outside the
// workspace folder, and none from an untrusted workspace's own value of the setting.

const SECTION = 'holedox.expectedOutput';

describe('Where expected output may be read from', function () {
  this.timeout(TEST_TIMEOUT_MS);
  const settingsFolder = fixtureUri('.vscode');
  let hadSettingsFolder = false;

  before(async () => {
    await activateExtension();
    hadSettingsFolder = await vscode.workspace.fs.stat(settingsFolder).then(
      () => true,
      () => false,
    );
  });

  afterEach(async () => {
    await vscode.workspace.getConfiguration(SECTION).update('paths', undefined, vscode.ConfigurationTarget.Workspace);
    if (!hadSettingsFolder) await vscode.workspace.fs.delete(settingsFolder, { recursive: true }).then(undefined, () => undefined);
  });

  /** The expected-output file the check of sample.holedox read, relative to the workspace, once the setting is `paths`. */
  async function readFor(paths: readonly string[]): Promise<string | undefined> {
    await vscode.workspace.getConfiguration(SECTION).update('paths', paths, vscode.ConfigurationTarget.Workspace);
    const report = (await vscode.commands.executeCommand('holedox.checkAnswers', fixtureUri('sample.holedox'))) as AnswerCheckReport;
    const root = fixtureUri('sample.holedox')
      .toString()
      .replace(/sample\.holedox$/, '');
    return report.expectedUri?.startsWith(root) ? report.expectedUri.slice(root.length) : report.expectedUri;
  }

  it('never reads a file outside the workspace folder, however many ../ the setting has', async () => {
    const outside = path.join(os.tmpdir(), `holedox-outside-${process.pid}`);
    mkdirSync(outside, { recursive: true });
    writeFileSync(path.join(outside, 'sample.holedox.out'), 'Case 1: 1\nCase 2: 1\n');
    try {
      const escape = `${'../'.repeat(40)}${outside.slice(1)}/\${fileBasename}.out`;
      // Outside: skipped, so the next name, inside, is read (and in Restricted Mode the defaults are).
      assert.equal(await readFor([escape, '${fileBasename}.out']), 'sample.holedox.out');
      assert.equal(await readFor([escape]), vscode.workspace.isTrusted ? undefined : 'sample.holedox.out');
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it("uses the workspace's value in a trusted workspace, and ignores it in Restricted Mode", async () => {
    const elsewhere = 'answers/wrong-expected-answer.holedox.out';
    assert.equal(await readFor([elsewhere]), vscode.workspace.isTrusted ? elsewhere : 'sample.holedox.out');
  });
});

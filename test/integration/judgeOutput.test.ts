import assert from 'node:assert/strict';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { AnswerCheckReport } from '../../src/extension/expectedOutput/expectedAnswers';
import { TEST_TIMEOUT_MS, activateExtension, closeAllEditors, fixtureUri, openUntitled, showActive } from './helpers';

const SAMPLE_TEMPTER = '4 4 5\nS.X.\n..X.\n..XD\n....\n3 4 5\nS.X.\n..X.\n...D\n0 0 0\n';

async function readText(uri: vscode.Uri): Promise<string> {
  return new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
}

async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}

describe('Judge output as text and as a file', function () {
  this.timeout(TEST_TIMEOUT_MS);
  let folder: vscode.Uri;
  let count = 0;

  before(async () => {
    await activateExtension();
    folder = vscode.Uri.file(path.join(os.tmpdir(), `holedox-judge-output-${process.pid}-${Date.now()}`));
    await vscode.workspace.fs.createDirectory(folder);
  });

  after(async () => {
    await vscode.workspace.fs.delete(folder, { recursive: true });
  });

  afterEach(closeAllEditors);

  /** A puzzle file of its own in the scratch folder, so each test starts with no expected output. */
  async function puzzleFile(extension: 'holedox' | 'tempter', text: string): Promise<vscode.Uri> {
    const uri = vscode.Uri.joinPath(folder, `walk${++count}.${extension}`);
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
    return uri;
  }

  it('copies exactly the judge lines of the active document, solving it first', async () => {
    await vscode.env.clipboard.writeText('before');
    await showActive(fixtureUri('sample.holedox'));
    const copied = await vscode.commands.executeCommand('holedox.copyJudgeOutput');
    assert.equal(copied, 'Case 1: 9\nCase 2: -1\n');
    assert.equal(await vscode.env.clipboard.readText(), 'Case 1: 9\nCase 2: -1\n');

    const tempter = await openUntitled('tempter', SAMPLE_TEMPTER);
    // Shown, so closing the editors after the test closes it too.
    await showActive(tempter);
    await showActive(fixtureUri('sample.holedox'));
    assert.equal(await vscode.commands.executeCommand('holedox.copyJudgeOutput', tempter.uri), 'NO\nYES\n');
    assert.equal(await vscode.env.clipboard.readText(), 'NO\nYES\n');
  });

  it('copies nothing when a case has no answer, rather than judge output that does not line up', async () => {
    await vscode.env.clipboard.writeText('before');
    const copied = await vscode.commands.executeCommand(
      'holedox.copyJudgeOutput',
      fixtureUri('malformed/missing-stones-before-next-case.holedox'),
    );
    assert.equal(copied, undefined);
    assert.equal(await vscode.env.clipboard.readText(), 'before');
  });

  it('saves the judge output beside the input under the first expected-output name, which the answer check then reads', async () => {
    const input = await puzzleFile('tempter', SAMPLE_TEMPTER);
    const written = (await vscode.commands.executeCommand('holedox.saveExpectedOutput', input)) as vscode.Uri | undefined;
    const expected = vscode.Uri.joinPath(folder, `${path.posix.basename(input.path)}.out`);
    assert.equal(written?.toString(), expected.toString());
    assert.equal(await readText(expected), 'NO\nYES\n');
    const report = (await vscode.commands.executeCommand('holedox.checkAnswers', input)) as AnswerCheckReport;
    assert.equal(report.expectedUri, expected.toString());
    assert.deepEqual(
      report.cases.map((c) => c.status),
      ['match', 'match'],
    );
  });

  it('writes to the expected-output file the answer check already reads, replacing it only when told to', async () => {
    const input = await puzzleFile('holedox', '3 3 2\n1 2\n2 2\n0\n0 0 0\n');
    const stem = path.posix.basename(input.path).replace(/\.holedox$/, '');
    // The third name in holedox.expectedOutput.paths: the first two do not exist, so the check reads this one.
    const existing = vscode.Uri.joinPath(folder, `${stem}.out`);
    await vscode.workspace.fs.writeFile(existing, new TextEncoder().encode('Case 1: 7\n'));

    assert.equal(await vscode.commands.executeCommand('holedox.saveExpectedOutput', input, { replace: false }), undefined);
    assert.equal(await readText(existing), 'Case 1: 7\n', 'kept when the answer is no');

    const written = (await vscode.commands.executeCommand('holedox.saveExpectedOutput', input, { replace: true })) as
      vscode.Uri | undefined;
    assert.equal(written?.toString(), existing.toString());
    assert.equal(await readText(existing), 'Case 1: 1\n');
    assert.equal(await exists(vscode.Uri.joinPath(folder, `${stem}.holedox.out`)), false, 'no second file that would hide the first');

    // Already identical: nothing to ask, nothing to write.
    const again = (await vscode.commands.executeCommand('holedox.saveExpectedOutput', input)) as vscode.Uri | undefined;
    assert.equal(again?.toString(), existing.toString());
  });

  it('writes no file when a case has no answer, nor for an untitled document', async () => {
    const input = await puzzleFile('holedox', '5 6 2\n4 1\n4 2\n3\n2 3\n3 3\n\n4 4 2\n1 2\n2 2\n0\n0 0 0\n');
    assert.equal(await vscode.commands.executeCommand('holedox.saveExpectedOutput', input), undefined);
    assert.equal(await exists(vscode.Uri.joinPath(folder, `${path.posix.basename(input.path)}.out`)), false);

    const untitled = await openUntitled('tempter', SAMPLE_TEMPTER);
    await showActive(untitled);
    assert.equal(await vscode.commands.executeCommand('holedox.saveExpectedOutput'), undefined);
  });
});

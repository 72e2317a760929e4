import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { HoledoxApi } from '../../src/extension/extension';
import type { GridView, HostToWebview } from '../../src/protocol';
import { TEST_TIMEOUT_MS, activateExtension, baseName, closeAllEditors, fixtureUri, showActive, waitFor } from './helpers';

/** Waits for the webview's next report of its grid that `accept` takes (or its last one, if that already does). */
function gridReport(api: HoledoxApi, accept: (view: GridView) => boolean, what: string): Promise<GridView> {
  return waitFor(
    api.panel.onDidReportGridView,
    (view: GridView | undefined) => {
      const seen = view ?? api.panel.gridView;
      return seen && accept(seen) ? seen : undefined;
    },
    what,
  );
}

const near = (a: number, b: number) => Math.abs(a - b) < 1e-3;

/** The panel's tab label, as the tab strip shows it. */
function panelTabLabel(): string | undefined {
  return vscode.window.tabGroups.all
    .flatMap((g) => g.tabs)
    .find((t) => t.input instanceof vscode.TabInputWebview && t.input.viewType.endsWith('holedox.panel'))?.label;
}

function waitForTabLabel(label: string): Promise<string> {
  return waitFor(() => (panelTabLabel() === label ? label : undefined), `the panel's tab to read '${label}'`, {
    recheckOn: [vscode.window.tabGroups.onDidChangeTabs],
    lastSeen: () => panelTabLabel() ?? 'no panel tab',
  });
}

function documentShown(api: HoledoxApi, uri: vscode.Uri, locked: boolean): Promise<HostToWebview> {
  return waitFor(
    api.panel.onDidPost,
    (m: HostToWebview | undefined) =>
      m?.type === 'document' && m.uri === uri.toString() && (m.locked === true) === locked ? m : undefined,
    `the panel to show ${baseName(uri)}${locked ? ', locked' : ''}`,
  );
}

describe('Viewing the panel: zoom, lock, open to the side', function () {
  this.timeout(TEST_TIMEOUT_MS);
  let api: HoledoxApi;

  before(async () => {
    api = await activateExtension();
  });

  afterEach(async () => {
    if (api.panel.isLocked) api.panel.toggleLock();
    await closeAllEditors();
  });

  it('zooms the grid, keeps the zoom across playback and a re-sent case, fits again, and fits another case', async () => {
    const uri = fixtureUri('sample.holedox');
    await showActive(uri, new vscode.Range(0, 0, 0, 0));
    const fitted = gridReport(
      api,
      // A fresh solution stands at move 0, ready to play.
      (v) => v.uri === uri.toString() && v.caseNumber === 1 && v.step === 0 && v.fitted,
      'case 1 drawn at move 0 and fitted',
    );
    await vscode.commands.executeCommand('holedox.showPanel', uri);
    const fit = await fitted;
    assert.equal(fit.scale, fit.fitScale);
    // Fitted, the viewBox is the whole drawing (5×6 squares of 36 units, a 1-unit margin) in one dimension at least.
    assert.ok(near(fit.viewBox.width, 218) || near(fit.viewBox.height, 182), JSON.stringify(fit.viewBox));

    const zoomedIn = gridReport(api, (v) => v.caseNumber === 1 && !v.fitted, 'the grid zoomed in');
    api.panel.control('zoomIn');
    const zoomed = await zoomedIn;
    assert.ok(near(zoomed.scale, fit.scale * 1.25), `${zoomed.scale} after zooming in from ${fit.scale}`);
    // Zoomed about the viewport's centre: a box 1/1.25 the size, with the same centre.
    assert.ok(
      near(zoomed.viewBox.width, fit.viewBox.width / 1.25) && near(zoomed.viewBox.height, fit.viewBox.height / 1.25),
      JSON.stringify(zoomed.viewBox),
    );
    assert.ok(near(zoomed.viewBox.x + zoomed.viewBox.width / 2, fit.viewBox.x + fit.viewBox.width / 2), JSON.stringify(zoomed.viewBox));

    // The host re-sends the document and case (locking does): the zoom stays.
    const resent = documentShown(api, uri, true);
    api.panel.toggleLock();
    await resent;
    const stepped = gridReport(api, (v) => v.caseNumber === 1 && v.step > 0 && v.step < 9, 'a playback step');
    api.panel.control('togglePlay');
    const step = await stepped;
    assert.equal(step.scale, zoomed.scale);
    assert.deepEqual(step.viewBox, zoomed.viewBox);
    assert.equal(step.fitted, false);
    await gridReport(api, (v) => v.caseNumber === 1 && v.step === 9, 'playback to reach the end');

    const refitted = gridReport(api, (v) => v.caseNumber === 1 && v.fitted, 'the grid fitted again');
    api.panel.control('zoomFit');
    assert.equal((await refitted).scale, fit.scale);

    api.panel.control('zoomIn');
    await gridReport(api, (v) => v.caseNumber === 1 && !v.fitted, 'the grid zoomed in again');
    const other = gridReport(api, (v) => v.caseNumber === 2 && v.fitted, 'case 2 drawn fitted');
    api.panel.handleWebviewMessage({ type: 'selectCase', number: 2 });
    const second = await other;
    assert.equal(second.scale, second.fitScale);
  });

  it('stays on its file while locked, says so in its title, and follows the active editor again once unlocked', async () => {
    const a = fixtureUri('sample.holedox');
    const b = fixtureUri('sample.tempter');
    await showActive(a, new vscode.Range(0, 0, 0, 0));
    const shownA = documentShown(api, a, false);
    await vscode.commands.executeCommand('holedox.showPanel', a);
    await shownA;
    await waitForTabLabel('Puzzle · sample.holedox');

    const locked = documentShown(api, a, true);
    await vscode.commands.executeCommand('holedox.togglePanelLock');
    await locked;
    assert.equal(api.panel.isLocked, true);
    await waitForTabLabel('Puzzle · sample.holedox (locked)');

    const posted: HostToWebview[] = [];
    const listening = api.panel.onDidPost((m) => posted.push(m));
    try {
      await showActive(b, new vscode.Range(0, 0, 0, 0));
      // The panel heard of B before this test did (it subscribed first), and let it pass.
      assert.equal(api.panel.current?.document.uri.toString(), a.toString());
      assert.deepEqual(
        posted.filter((m) => 'uri' in m && m.uri === b.toString()),
        [],
      );
    } finally {
      listening.dispose();
    }

    const followed = documentShown(api, b, false);
    await vscode.commands.executeCommand('holedox.togglePanelLock');
    await followed;
    assert.equal(api.panel.isLocked, false);
    assert.equal(api.panel.current?.document.uri.toString(), b.toString());
    await waitForTabLabel('Puzzle · sample.tempter');
  });

  it('comes back locked after a reload when it was locked', async () => {
    const uri = fixtureUri('sample.holedox');
    const restored = documentShown(api, uri, true);
    const webviewPanel = vscode.window.createWebviewPanel('holedox.panel', 'Puzzle', vscode.ViewColumn.Beside, {});
    await api.panel.deserializeWebviewPanel(webviewPanel, { uri: uri.toString(), caseNumber: 1, locked: true });
    await restored;
    assert.equal(api.panel.isLocked, true);
    await waitForTabLabel('Puzzle · sample.holedox (locked)');
  });

  it('opens beside the active editor, and moves there when it stands elsewhere', async () => {
    const a = fixtureUri('sample.holedox');
    await showActive(a, new vscode.Range(0, 0, 0, 0));
    assert.equal(vscode.window.activeTextEditor?.viewColumn, vscode.ViewColumn.One);
    await vscode.commands.executeCommand('holedox.showPanelToSide');
    await waitFor(
      () => (api.panel.viewColumn === vscode.ViewColumn.Two ? true : undefined),
      'the panel to open in column 2, beside the editor',
      {
        lastSeen: () => String(api.panel.viewColumn),
      },
    );
    // An editor in the panel's column: the panel moves beside it, to column 3.
    const b = fixtureUri('sample.tempter');
    await vscode.window.showTextDocument(b, { viewColumn: vscode.ViewColumn.Two });
    await waitFor(
      () =>
        vscode.window.activeTextEditor?.document.uri.toString() === b.toString() &&
        vscode.window.activeTextEditor.viewColumn === vscode.ViewColumn.Two
          ? true
          : undefined,
      'sample.tempter active in column 2',
      { recheckOn: [vscode.window.onDidChangeActiveTextEditor] },
    );
    const shownB = documentShown(api, b, false);
    await vscode.commands.executeCommand('holedox.showPanelToSide');
    await waitFor(
      () => (api.panel.viewColumn === vscode.ViewColumn.Three ? true : undefined),
      'the panel to move to column 3, beside the editor in column 2',
      {
        lastSeen: () => String(api.panel.viewColumn),
      },
    );
    await shownB;
  });
});

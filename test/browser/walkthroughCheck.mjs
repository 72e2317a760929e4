#!/usr/bin/env node
// The walkthrough in a real VS Code with the extension installed: Welcome: Open Walkthrough…
// lists it, its page shows our five steps, and a step is ticked once what it asks is so (a
// puzzle open, the panel open, a malformed case mended, a solution bound). Saves
// test-results/walkthrough/*.png; `--readme` copies the one after Solve to
// docs/walkthrough-steps.png.
//
//   node test/browser/walkthroughCheck.mjs [--vsix FILE] [--readme]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { checkOptions, createReport } from './checkReport.mjs';
import {
  focusWorkbench,
  installExtensionFolder,
  installVsix,
  launchBrowser,
  openWorkbench,
  repoRoot,
  runCommand,
  scratchDir,
  screenshot,
  startCodeServer,
  stop,
  stopOnSignals,
  vscodeVersion,
  waitFor,
  waitForEqual,
} from './vscodeWeb.mjs';

stopOnSignals();
const { vsix, updateReadme, source } = checkOptions();
const report = createReport('walkthrough');
const check = report.check;
const shots = join(repoRoot, 'test-results/walkthrough');
const en = JSON.parse(readFileSync(join(repoRoot, 'package.nls.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
const stepIds = manifest.contributes.walkthroughs[0].steps.map((s) => s.id);
const stepTitles = stepIds.map((id) => en[`walkthrough.${id}.title`]);

/** The walkthrough page's steps as drawn: title, and whether VS Code ticked it (its check icon is 'complete'). */
function readSteps() {
  return [...document.querySelectorAll('.gettingStartedSlideDetails .getting-started-step')].map((step) => {
    const tick = step.querySelector('[data-done-step-id]');
    return {
      id: tick?.getAttribute('data-done-step-id') ?? '',
      title: step.querySelector('.step-title')?.textContent?.trim() ?? '',
      done: tick?.classList.contains('complete') ?? false,
    };
  });
}

/** Whether `probe` holds in one of the page's webview frames (the panel's page is one of them). */
async function inPanel(page, probe) {
  for (const frame of page.frames().filter((f) => /\/webview\/|vscode-webview/.test(f.url())))
    if (await frame.evaluate(probe).catch(() => false)) return true;
  return false;
}

async function main() {
  console.log(`walkthrough (${source}, VS Code ${vscodeVersion()}):`);
  const workspace = scratchDir('holedox-walkthrough-ws-');
  // Done before the walkthrough is first shown: a puzzle file of the workspace opened from
  // Quick Open (not the step's button), and a solution bound to a puzzle in the settings.
  writeFileSync(join(workspace, 'maze.tempter'), '3 4 5\nS.X.\n..X.\n...D\n0 0 0\n');
  writeFileSync(join(workspace, 'maze.py'), 'print("YES")\n');
  mkdirSync(join(workspace, '.vscode'));
  writeFileSync(join(workspace, '.vscode', 'settings.json'), JSON.stringify({ 'holedox.solution.paths': { tempter: 'maze.py' } }));
  const extensionsDir = join(scratchDir('holedox-walkthrough-ext-'), 'extensions');
  if (vsix) installVsix(extensionsDir, vsix);
  else installExtensionFolder(extensionsDir, repoRoot);
  const server = await startCodeServer({ folder: workspace, extensionsDir });
  const { page } = await launchBrowser();
  await openWorkbench(page, server, { folder: workspace });
  const steps = () => page.evaluate(readSteps);
  // VS Code names the walkthrough's tab after the extension: "Walkthrough: <displayName>".
  const tab = page.locator('.tabs-container .tab', { hasText: `Walkthrough: ${en.displayName}` }).first();

  await check(
    `Welcome: Open Walkthrough… offers "${en['walkthrough.title']}" and opens its five steps, those done before ticked`,
    async () => {
      await focusWorkbench(page);
      await page.keyboard.press('Control+P');
      await page.locator('.quick-input-widget input').fill('maze.tempter');
      await page.locator('.quick-input-widget .monaco-list-row', { hasText: 'maze.tempter' }).first().waitFor();
      await page.keyboard.press('Enter');
      await waitFor(() => page.locator('.monaco-editor .view-lines', { hasText: '3 4 5' }).count(), 'maze.tempter in an editor');
      await runCommand(page, 'Welcome: Open Walkthrough...');
      const pick = page.locator('.quick-input-widget .monaco-list-row', { hasText: en['walkthrough.title'] }).first();
      await pick.click();
      const done = new Set(['openSample', 'judge']);
      const expected = stepIds.map((id, i) => ({
        id: `${manifest.publisher}.${manifest.name}#gettingStarted#${id}`,
        title: stepTitles[i],
        done: done.has(id),
      }));
      await waitForEqual(steps, expected, 'the walkthrough page to list our steps, the puzzle opened and the solution bound ticked');
      await screenshot(page, shots, 'walkthrough-opened');
    },
  );

  /** Clicks the button `label` in step `id`'s description (selecting the step first shows it). */
  const press = async (id, label) => {
    await page
      .locator('.gettingStartedSlideDetails .getting-started-step', { hasText: en[`walkthrough.${id}.title`] })
      .first()
      .click();
    await page
      .locator(
        '.gettingStartedSlideDetails .getting-started-step.expanded a, .gettingStartedSlideDetails .getting-started-step.expanded button',
        { hasText: label },
      )
      .first()
      .click();
  };
  const done = async () => (await steps()).map((s) => s.done);

  await check(
    '"Open the Sample" opens an untitled copy of the statement\'s sample beside the walkthrough, which stays in sight',
    async () => {
      await press('openSample', 'Open the Sample');
      await page
        .locator('.tabs-container .tab', { hasText: /Untitled-1/ })
        .first()
        .waitFor();
      await waitFor(() => page.locator('.monaco-editor .view-lines', { hasText: '5 6 4' }).count(), 'the sample in an editor');
      // Two groups side by side, the walkthrough the active tab of the one without the sample.
      const groups = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('.editor-group-container')].map((g) => ({
            active: g.querySelector('.tab.active')?.textContent?.trim() ?? '',
            width: Math.round(g.getBoundingClientRect().width),
          })),
        );
      await waitForEqual(
        async () =>
          (await groups()).map((g) =>
            g.active.startsWith('Walkthrough') ? 'walkthrough' : g.active.includes('Untitled-1') ? 'sample' : g.active,
          ),
        ['walkthrough', 'sample'],
        'the walkthrough and the sample side by side',
      );
      await screenshot(page, shots, 'walkthrough-sample-beside');
      await tab.click();
      await waitForEqual(done, [true, false, false, true, false], 'steps 1 and 4 ticked, the others not');
    },
  );

  await check("the judge step's buttons show whole in a narrow walkthrough column", async () => {
    await page.locator('.gettingStartedSlideDetails .getting-started-step', { hasText: en['walkthrough.judge.title'] }).first().click();
    const cut = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.gettingStartedSlideDetails .getting-started-step.expanded .monaco-button')]
          .map((b) => {
            // Whole and in sight: nothing clips its text, and both its ends answer a click (no scroller hides them).
            b.scrollIntoView({ block: 'nearest' });
            const box = b.getBoundingClientRect();
            const hit = (x, y) => b.contains(document.elementFromPoint(x, y));
            const whole =
              b.scrollWidth <= b.clientWidth + 1 && hit(box.left + 2, box.top + box.height / 2) && hit(box.right - 2, box.bottom - 2);
            return { label: b.textContent.trim(), cut: !whole };
          })
          .filter((b) => b.label !== ''),
      );
    const buttons = await waitFor(async () => {
      const found = await cut();
      return found.length >= 2 ? found : null;
    }, "the judge step's buttons");
    await screenshot(page, shots, 'walkthrough-judge-narrow');
    assert.deepEqual(
      buttons.filter((b) => b.cut).map((b) => b.label),
      [],
      `buttons cut off: ${JSON.stringify(buttons)}`,
    );
  });

  await check('"Solve the Sample" runs Holedox: Solve on it and opens the panel beside it, which ticks step 2', async () => {
    await press('solve', 'Solve the Sample');
    // The panel's tab is named after the case's document, which is untitled.
    await page
      .locator('.tabs-container .tab', { hasText: /Puzzle.*Untitled-1|Untitled-1.*Puzzle/ })
      .first()
      .waitFor();
    await tab.click();
    await waitForEqual(done, [true, true, false, true, false], 'steps 1, 2 and 4 ticked, the others not');
    // The panel opens beside the sample, not over it (the walkthrough's group was the active one).
    await waitForEqual(
      async () =>
        (
          await page.evaluate(() =>
            [...document.querySelectorAll('.editor-group-container')].map((g) => g.querySelector('.tab.active')?.textContent?.trim() ?? ''),
          )
        ).map((t) =>
          t.startsWith('Walkthrough') ? 'walkthrough' : t.startsWith('Puzzle') ? 'panel' : t.includes('Untitled-1') ? 'sample' : t,
        ),
      ['walkthrough', 'sample', 'panel'],
      'the walkthrough, the sample and the panel side by side',
    );
    // The panel beside them draws the sample's answer, at move 0, ready to play.
    await waitFor(
      () =>
        inPanel(
          page,
          () =>
            /^Shortest: 9 moves/.test(document.getElementById('verdict')?.textContent ?? '') &&
            document.getElementById('step-label')?.textContent?.startsWith('move 0 /'),
        ),
      "the panel to draw the sample's answer at move 0",
    );
  });
  // The picture of the three side by side (walkthrough, sample, panel): the side bar closed gives them its room.
  // Ctrl+B from the walkthrough's tab: the palette would first click into the editor, moving its cursor to another case.
  await tab.click();
  await page.keyboard.press('Control+B');
  await page.locator('.part.sidebar').waitFor({ state: 'hidden' });
  const last = await screenshot(page, shots, 'walkthrough-steps');

  await check('"Open the Sample with a Mistake" shows a squiggle; its quick fix (Ctrl+.), not the menu, ticks step 3', async () => {
    await press('quickFix', 'Open the Sample with a Mistake');
    const mistake = page.locator('.tabs-container .tab', { hasText: /Untitled-2/ }).first();
    await mistake.waitFor();
    // It opens beside the walkthrough, one group of three: make its group the active one, where
    // the squiggle is counted and Go to Line and Ctrl+. act.
    await mistake.click();
    await page.locator('.editor-group-container.active .tab.active', { hasText: /Untitled-2/ }).waitFor();
    await waitForEqual(() => page.locator('.editor-group-container.active .squiggly-error').count(), 1, 'one squiggle in the sample');
    // The cursor to the squiggle's line (K = 2 where 3 stones follow), as Go to Line does; the keybinding runs editor.action.quickFix.
    await focusWorkbench(page);
    await page.keyboard.press('Control+G');
    await page.locator('.quick-input-widget input').fill(':6');
    await page.keyboard.press('Enter');
    await waitForEqual(() => page.locator('#status\\.editor\\.selection').innerText(), 'Ln 6, Col 1', 'the cursor on line 6');
    await page.keyboard.press('Control+Period');
    await page.locator('.action-widget', { hasText: 'Set K of case 1 to 3' }).first().waitFor();
    await screenshot(page, shots, 'walkthrough-quick-fix');
    // The menu open is not the case mended: step 3 waits for the fix (the walkthrough's page is
    // on show in its own group, its ticks drawn as they change).
    assert.deepEqual(await done(), [true, true, false, true, false], 'step 3 ticked by the quick-fix menu alone');
    await page.keyboard.press('Enter');
    await waitForEqual(
      () => page.locator('.editor-group-container.active .squiggly-error').count(),
      0,
      'no squiggle once the fix is applied',
    );
    await tab.click();
    await waitForEqual(done, [true, true, true, true, false], 'steps 1 to 4 ticked, the last not');
  });
  console.log(`  screenshot: ${last}`);
  if (updateReadme) report.publish([[last, 'walkthrough-steps.png']]);
}

let crashed = false;
main()
  .catch((error) => {
    crashed = true;
    console.log(`  ✘ ${error.message}`);
  })
  .finally(async () => {
    await stop();
    report.finish();
    if (crashed) process.exitCode = 1;
  });

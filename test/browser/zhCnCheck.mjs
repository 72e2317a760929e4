#!/usr/bin/env node
// The editor in 简体中文, for real: VS Code takes its display language from an installed
// language pack (the `locale` in argv.json or --locale alone leaves it English), so this check
// makes a minimal one (a `localizations` contribution for zh-cn with an empty translations
// file), installs it the way a user does, sets the locale in argv.json, and then checks that
// vscode.env.language is 'zh-cn', the palette shows our commands by their Chinese titles, a
// malformed case's diagnostic reads in Chinese (in the extension host and in the Problems view),
// and the panel speaks Chinese. Saves test-results/zh-cn/*.png; `--readme` copies the palette's
// and the panel's to docs/zh-cn-palette.png and docs/zh-cn-panel.png.
//
//   node test/browser/zhCnCheck.mjs [--vsix FILE] [--readme]
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createVSIX } from '@vscode/vsce';
import { checkOptions, createReport, panelShows } from './checkReport.mjs';
import {
  focusWorkbench,
  installExtensionFolder,
  installVsix,
  launchBrowser,
  openWorkbench,
  runCommand,
  repoRoot,
  scratchDir,
  screenshot,
  startCodeServer,
  stop,
  stopOnSignals,
  vscodeVersion,
  waitFor,
} from './vscodeWeb.mjs';

stopOnSignals();
const { vsix, updateReadme, source } = checkOptions();
const report = createReport('zh-CN display language');
const check = report.check;
const shots = join(repoRoot, 'test-results/zh-cn');
const zh = JSON.parse(readFileSync(join(repoRoot, 'package.nls.zh-cn.json'), 'utf8'));

/**
 * A language pack as small as VS Code accepts: `translations` must name the core ('vscode')
 * with a file that exists; its empty `contents` leaves VS Code's own words in English, which
 * keeps this check about our strings.
 */
async function makeLanguagePack() {
  const dir = scratchDir('holedox-zh-cn-pack-');
  mkdirSync(join(dir, 'translations'));
  writeFileSync(join(dir, 'translations/main.i18n.json'), JSON.stringify({ version: '1.0.0', contents: {} }));
  writeFileSync(join(dir, 'LICENSE'), 'MIT\n');
  writeFileSync(join(dir, 'README.md'), '# A test language pack\n');
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({
      name: 'test-language-pack-zh-cn',
      publisher: 'holedox-test',
      version: '0.0.1',
      license: 'MIT',
      engines: { vscode: `^${vscodeVersion()}` },
      categories: ['Language Packs'],
      contributes: {
        localizations: [
          {
            languageId: 'zh-cn',
            languageName: 'Chinese Simplified',
            localizedLanguageName: '中文(简体)',
            translations: [{ id: 'vscode', path: './translations/main.i18n.json' }],
          },
        ],
      },
    }),
  );
  const packagePath = join(dir, 'pack.vsix');
  // vsce lists the files it packs on the console: not this check's report.
  const quiet = ['log', 'info', 'warn'].map((name) => [name, console[name]]);
  for (const [name] of quiet) console[name] = () => {};
  try {
    await createVSIX({ cwd: dir, packagePath, allowMissingRepository: true, dependencies: false });
  } finally {
    for (const [name, fn] of quiet) console[name] = fn;
  }
  return packagePath;
}

/**
 * A probe run as the workbench's extension tests. Asked to (`install` in the request file), it
 * installs a .vsix through the workbench, as Extensions: Install from VSIX… does (an install by
 * the server is what writes languagepacks.json, where VS Code looks for a pack; a command-line
 * install with the server stopped does not); then it reports what the extension host sees.
 */
function makeProbe(requestFile, outFile) {
  const dir = scratchDir('holedox-zh-cn-probe-');
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'probe', publisher: 'holedox-test', version: '0.0.1', engines: { vscode: '*' } }),
  );
  writeFileSync(
    join(dir, 'probe.js'),
    `exports.run = async () => {
  const vscode = require('vscode');
  const fs = require('fs');
  const request = JSON.parse(fs.readFileSync(${JSON.stringify(requestFile)}, 'utf8'));
  if (request.install) await vscode.commands.executeCommand('workbench.extensions.command.installFromVSIX', [vscode.Uri.file(request.install)]);
  const ours = vscode.extensions.getExtension('holedox-studio.holedox');
  const solve = ours && ours.packageJSON.contributes.commands.find((c) => c.command === 'holedox.solve');
  // The diagnostics our extension set on a malformed file, as any extension reads them.
  let diagnostics = [];
  if (request.diagnosticsOf) {
    const uri = vscode.Uri.file(request.diagnosticsOf);
    await vscode.workspace.openTextDocument(uri);
    const deadline = Date.now() + 30000;
    while (diagnostics.length === 0 && Date.now() < deadline) {
      diagnostics = vscode.languages.getDiagnostics(uri).map((d) => ({ code: d.code, message: d.message }));
      if (diagnostics.length === 0) await new Promise((resolve) => vscode.languages.onDidChangeDiagnostics(resolve));
    }
  }
  fs.writeFileSync(${JSON.stringify(outFile)}, JSON.stringify({
    language: vscode.env.language,
    solveTitle: solve && solve.title,
    walkthroughTitle: ours && ours.packageJSON.contributes.walkthroughs[0].title,
    ...(request.diagnosticsOf ? { diagnostics } : {}),
  }));
};\n`,
  );
  return { dir, tests: join(dir, 'probe.js') };
}

async function main() {
  console.log(`zh-CN display language (${source}, VS Code ${vscodeVersion()}):`);
  const workspace = scratchDir('holedox-zh-cn-ws-');
  copyFileSync(join(repoRoot, 'examples/statement-sample.holedox'), join(workspace, 'statement-sample.holedox'));
  // A case with a stone listed twice: one warning, and a case the panel still solves and draws.
  copyFileSync(join(repoRoot, 'test/fixtures/malformed/duplicate-stone.holedox'), join(workspace, 'duplicate-stone.holedox'));
  const extensionsDir = join(scratchDir('holedox-zh-cn-ext-'), 'extensions');
  if (vsix) installVsix(extensionsDir, vsix);
  else installExtensionFolder(extensionsDir, repoRoot);
  const pack = await makeLanguagePack();
  const server = await startCodeServer({ folder: workspace, extensionsDir });
  // What "Configure Display Language" writes; the server reads it on each page load.
  writeFileSync(join(server.userDataDir, 'User/argv.json'), JSON.stringify({ locale: 'zh-cn' }));

  const out = scratchDir('holedox-zh-cn-out-');
  const requestFile = join(out, 'request.json');
  const probeOut = join(out, 'probe.json');
  const probe = makeProbe(requestFile, probeOut);
  const { page } = await launchBrowser();
  let exitCode = null;
  await page.exposeFunction('codeAutomationExit', (code) => {
    exitCode = Number(code);
  });
  /** Loads the workbench on `file` with the probe as its tests; returns what the probe saw. */
  const load = async (request, file = 'statement-sample.holedox') => {
    writeFileSync(requestFile, JSON.stringify(request));
    exitCode = null;
    await openWorkbench(page, server, {
      folder: workspace,
      file,
      payload: [
        ['extensionDevelopmentPath', server.remote(probe.dir)],
        ['extensionTestsPath', server.remote(probe.tests)],
      ],
    });
    await waitFor(() => exitCode !== null, 'the probe to report (codeAutomationExit)');
    if (exitCode !== 0) throw new Error(`the probe failed (exit ${exitCode})`);
    return JSON.parse(readFileSync(probeOut, 'utf8'));
  };

  await check("with argv.json's locale zh-cn but no language pack, VS Code stays in English", async () => {
    const seen = await load({});
    if (seen.language !== 'en' || seen.solveTitle !== 'Solve') throw new Error(JSON.stringify(seen));
  });

  await check('installing the language pack from its .vsix registers zh-cn in the profile (languagepacks.json)', async () => {
    await load({ install: pack });
    const packs = JSON.parse(readFileSync(join(server.userDataDir, 'languagepacks.json'), 'utf8'));
    if (!packs['zh-cn']?.translations?.vscode) throw new Error(`languagepacks.json: ${JSON.stringify(packs)}`);
  });

  await check("after a reload, vscode.env.language is 'zh-cn' in the extension host, and our manifest reads in Chinese there", async () => {
    const seen = await load({});
    // A localised command title reaches extensions as { value, original }.
    const expected = {
      language: 'zh-cn',
      solveTitle: { value: zh['command.solve.title'], original: 'Solve' },
      walkthroughTitle: zh['walkthrough.title'],
    };
    if (JSON.stringify(seen) !== JSON.stringify(expected))
      throw new Error(`seen ${JSON.stringify(seen)}, expected ${JSON.stringify(expected)}`);
    const language = await page.evaluate(() => globalThis._VSCODE_NLS_LANGUAGE);
    if (language !== 'zh-cn') throw new Error(`the workbench page's NLS language is ${language}`);
  });

  let paletteShot;
  const input = page.locator('.quick-input-widget input');
  /** The palette's row labels for `query`, once `ready(rows)` holds (the palette is reopened until it does). */
  const paletteRows = async (query, ready, what) => {
    let rows = [];
    await waitFor(
      async () => {
        await focusWorkbench(page);
        await page.keyboard.press('F1');
        await input.waitFor({ state: 'visible' });
        await input.fill(query);
        const shown = await waitFor(
          async () => {
            rows = (await page.locator('.quick-input-widget .monaco-list-row .label-name').allInnerTexts()).map((l) =>
              l.replace(/\s+/g, ' ').trim(),
            );
            return ready(rows);
          },
          what,
          { deadlineMs: 5_000 },
        ).catch(() => false);
        if (!shown) await page.keyboard.press('Escape');
        return shown;
      },
      what,
      { lastSeen: () => JSON.stringify(rows) },
    );
    return rows;
  };
  for (const key of ['command.solve.title', 'command.openSample.title', 'command.stressTest.title']) {
    const label = `Holedox: ${zh[key]}`;
    await check(`the command palette offers "${label}"`, async () => {
      await paletteRows(`>${label}`, (rows) => rows.includes(label), `the palette to list "${label}"`);
      await page.keyboard.press('Escape');
    });
  }
  await check('the palette lists our commands by their Chinese titles (the English beside them, as VS Code shows it)', async () => {
    const rows = await paletteRows('>Holedox', (rows) => rows.length >= 8, 'the palette to list Holedox commands');
    const ours = new Set(
      Object.entries(zh)
        .filter(([k]) => /^command\.\w+\.title$/.test(k))
        .map(([, v]) => `Holedox: ${v}`),
    );
    if (!rows.some((row) => ours.has(row))) throw new Error(JSON.stringify(rows));
    paletteShot = await screenshot(page, shots, 'zh-cn-palette');
    await page.keyboard.press('Escape');
  });

  // The words our extension makes itself (src/core/l10n/zhCn.ts, l10n/, src/webview/panelWords.ts).
  const duplicate = '石头 (2, 3) 列出了两次；第二次是多余的';
  await check('a diagnostic reaches the extension host in Chinese, its code unchanged', async () => {
    // The workbench opens on that file, for the Problems view and the panel after.
    const seen = await load({ diagnosticsOf: join(workspace, 'duplicate-stone.holedox') }, 'duplicate-stone.holedox');
    const expected = [{ code: 'holedox.duplicate-stone', message: duplicate }];
    if (JSON.stringify(seen.diagnostics) !== JSON.stringify(expected))
      throw new Error(`seen ${JSON.stringify(seen.diagnostics)}, expected ${JSON.stringify(expected)}`);
  });

  await check('the Problems view shows the diagnostic in Chinese', async () => {
    // The probe's run ends its extension host: a plain load gives the workbench one that stays.
    await openWorkbench(page, server, { folder: workspace, file: 'duplicate-stone.holedox' });
    await page.locator('.tabs-container .tab.active', { hasText: 'duplicate-stone.holedox' }).waitFor();
    await page.locator('#status\\.problems').click();
    let rows = [];
    await waitFor(
      async () => {
        rows = (await page.locator('.markers-panel').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
        return rows.some((row) => row.includes(duplicate));
      },
      `the Problems view to list "${duplicate}"`,
      { lastSeen: () => JSON.stringify(rows) },
    );
  });

  let panelShot;
  await check('the panel speaks Chinese: its page, its buttons and its list of problems', async () => {
    await runCommand(page, `Holedox: ${zh['command.showPanelToSide.title']}`);
    const ctx = { webviewFrames: () => page.frames().filter((f) => /\/webview\/|vscode-webview/.test(f.url())) };
    const expected = {
      lang: 'zh-CN',
      solve: '求解全部用例',
      heading: '问题（1）',
      problem: duplicate,
      heatmap: '热力图',
      fit: '全图',
    };
    await panelShows(
      ctx,
      () =>
        document.querySelector('.diagnostics .message') && document.getElementById('verdict')
          ? {
              lang: document.documentElement.lang,
              solve: document.querySelector('button.solve')?.textContent ?? '',
              heading: document.querySelector('.diagnostics h2')?.textContent ?? '',
              problem: document.querySelector('.diagnostics .message')?.textContent ?? '',
              heatmap: document.querySelector('button.heat')?.textContent ?? '',
              fit: document.getElementById('zoom-fit')?.textContent ?? document.querySelector('.zoom-fit')?.textContent ?? '',
              verdict: document.getElementById('verdict')?.textContent ?? '',
            }
          : null,
      (v) => ({ lang: v.lang, solve: v.solve, heading: v.heading, problem: v.problem, heatmap: v.heatmap, fit: v.fit }),
      expected,
      'the panel in Chinese',
    ).catch(async (error) => {
      // What the workbench showed instead, for whoever reads the failure.
      await screenshot(page, shots, 'zh-cn-panel-failed');
      throw error;
    });
    // Away from every tooltip, then the shot.
    await page.mouse.move(0, 0);
    panelShot = await screenshot(page, shots, 'zh-cn-panel');
  });

  // ---- The core's own prose in Chinese (src/core/l10n, study.* and outline.*): the panel's
  // result line and the explanation of the verdict it studied, as the solve worker words them.
  await check("the panel's result line and its explanation of the verdict read in Chinese", async () => {
    const ctx = { webviewFrames: () => page.frames().filter((f) => /\/webview\/|vscode-webview/.test(f.url())) };
    await panelShows(
      ctx,
      () =>
        document.querySelector('.explanation')
          ? {
              verdict: document.getElementById('verdict')?.textContent ?? '',
              explanation: document.querySelector('.explanation')?.textContent ?? '',
            }
          : null,
      (v) => v,
      {
        verdict: '最少 3 步：蛇头走到出口，不碰到自己的身体，无需搜索。',
        explanation:
          '答案 3：把蛇头带到出口 (1, 1) 最少要走 3 步。每走一步，每节蛇身都滑进前一节所在的格子；播放即可观看。' +
          '无需搜索：蛇头绕开石头沿一条最短路走到出口，不会碰到自己的身体，而任何走法都不可能比蛇头到出口的距离更短。',
      },
      'the result line and the explanation in Chinese',
    );
  });

  await check('the Chinese panel has no half-width ,:;?!() beside Chinese, in its text, tooltips and labels', async () => {
    const ctx = { webviewFrames: () => page.frames().filter((f) => /\/webview\/|vscode-webview/.test(f.url())) };
    await panelShows(
      ctx,
      () => {
        if (!document.getElementById('legend')?.textContent) return null;
        // The rule of test/unit/repo/zhPunctuation.test.ts, on what the reader sees and hears.
        const chinese = /[\u3000-\u303f\u4e00-\u9fff\uff01-\uff5e]/;
        const han = /[\u4e00-\u9fff]/;
        const texts = [
          document.body.innerText,
          ...[...document.querySelectorAll('[title], [aria-label]')].flatMap((n) => [
            n.getAttribute('title'),
            n.getAttribute('aria-label'),
          ]),
        ].filter((t) => t && han.test(t));
        const near = (t, i, step) => {
          for (let j = i + step; j >= 0 && j < t.length; j += step) if (t[j] !== ' ') return t[j];
          return '';
        };
        const wrong = [];
        for (const t of texts)
          for (let i = 0; i < t.length; i++) {
            const ch = t[i];
            const bad = ',;:?!'.includes(ch)
              ? chinese.test(near(t, i, -1)) || chinese.test(near(t, i, 1))
              : (ch === '(' && han.test(t[i + 1] ?? '')) || (ch === ')' && han.test(t[i - 1] ?? ''));
            if (bad) wrong.push(t.slice(Math.max(0, i - 10), i + 10));
          }
        return { wrong };
      },
      (v) => v.wrong,
      [],
      'the Chinese panel’s punctuation',
    );
  });

  // ── zhhost: the host's notifications (src/extension/hostWords.ts) and the panel's Edit mode
  // and Search view (src/webview/editModeWords.ts, searchViewWords.ts) in Chinese.
  let noticeShot;
  await check('a host notification reads in Chinese: Check Answers on a file with no expected output', async () => {
    // The text editor takes the keyboard again (the panel had it), so the command acts on its file.
    await page.locator('.editor-group-container .monaco-editor .view-lines').first().click();
    await runCommand(page, `Holedox: ${zh['command.checkAnswers.title']}`);
    const start = 'Holedox：duplicate-stone.holedox 没有期望输出：已查找 duplicate-stone.holedox.out';
    const end = '（设置 holedox.expectedOutput.paths）。';
    let seen = [];
    await waitFor(
      async () => {
        seen = await page.locator('.notifications-toasts .notification-list-item-message').allInnerTexts();
        return seen.some((text) => text.startsWith(start) && text.endsWith(end));
      },
      `a notification "${start}…${end}"`,
      { lastSeen: () => JSON.stringify(seen) },
    );
    noticeShot = await screenshot(page, shots, 'zh-cn-notification');
  });

  let editShot;
  await check("the panel's Edit mode and Search view speak Chinese: their buttons, the mode's hint and its cursor", async () => {
    const ctx = { webviewFrames: () => page.frames().filter((f) => /\/webview\/|vscode-webview/.test(f.url())) };
    const readEdit = () =>
      document.getElementById('edit-toggle')
        ? {
            edit: document.getElementById('edit-toggle')?.textContent ?? '',
            search: document.getElementById('search-toggle')?.textContent ?? '',
            pressed: document.getElementById('edit-toggle')?.getAttribute('aria-pressed') ?? '',
            hint: document.querySelector('.edit-mode .hint')?.textContent ?? '',
            top: document.querySelector('.edit-add-top')?.getAttribute('aria-label') ?? '',
            status: document.getElementById('edit-status')?.textContent ?? '',
          }
        : null;
    const frame = await panelShows(ctx, readEdit, (v) => [v.edit, v.search], ['编辑', '搜索'], 'the Edit and Search buttons in Chinese');
    await frame.locator('#edit-toggle').click();
    await panelShows(
      ctx,
      readEdit,
      (v) => [v.pressed, v.hint.startsWith('编辑模式：点击格子可添加或移除'), v.top],
      ['true', true, '在上边添加一行'],
      "Edit mode on, its hint and the top edge's button in Chinese",
    );
    // The grid has the keyboard: an arrow moves the cursor from (1, 1) and says where it is.
    await page.keyboard.press('ArrowRight');
    await panelShows(ctx, readEdit, (v) => v.status.startsWith('第 1 行，第 2 列：'), true, 'the cursor announced in Chinese');
    await page.mouse.move(0, 0);
    editShot = await screenshot(page, shots, 'zh-cn-edit-mode');
  });
  let outputShot;
  await check("the Holedox output channel reads in Chinese: New Random Case's prompts and its line", async () => {
    await page.locator('.editor-group-container .monaco-editor .view-lines').first().click();
    await runCommand(page, `Holedox: ${zh['command.newRandomCase.title']}`);
    // Four prompts, each filled with the format's default: Enter takes it.
    const title = page.locator('.quick-input-widget .quick-input-title');
    for (let step = 1; step <= 4; step++) {
      const wanted = `新建随机用例（${step}/4）`;
      let seen = '';
      await waitFor(
        async () => {
          seen = await title.innerText().catch(() => '');
          return seen === wanted;
        },
        `the prompt titled '${wanted}'`,
        { lastSeen: () => seen },
      );
      await page.keyboard.press('Enter');
    }
    await runCommand(page, `Holedox: ${zh['command.showOutput.title']}`);
    const line = /^新的随机用例：Holedox 5×6，L = 4，石头 20%，种子 \d+$/;
    let lines = [];
    await waitFor(
      async () => {
        lines = await page.evaluate(() =>
          [...document.querySelectorAll('.part.panel .monaco-editor .view-line')].map((l) => l.textContent.replace(/\u00a0/g, ' ')),
        );
        return lines.some((text) => line.test(text));
      },
      `the output channel's line ${line}`,
      { lastSeen: () => JSON.stringify(lines) },
    );
    outputShot = await screenshot(page, shots, 'zh-cn-output');
  });
  if (outputShot) console.log(`  screenshot: ${outputShot}`);
  if (noticeShot) console.log(`  screenshot: ${noticeShot}`);
  if (editShot) console.log(`  screenshot: ${editShot}`);

  if (paletteShot) console.log(`  screenshot: ${paletteShot}`);
  if (panelShot) console.log(`  screenshot: ${panelShot}`);
  if (updateReadme && report.ok && paletteShot && panelShot)
    report.publish([
      [paletteShot, 'zh-cn-palette.png'],
      [panelShot, 'zh-cn-panel.png'],
    ]);
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

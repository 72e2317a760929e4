#!/usr/bin/env node
// How the panel is viewed, in a real VS Code with the extension installed: Ctrl+K V opens it
// beside the editor; on a 60×60 lair the wheel zooms in about the pointer until squares can
// be read one by one, a drag pans, 0 fits again; in the light theme a locked panel says so in
// its title; in Dark High Contrast and in a panel narrowed to 320 px nothing covers the grid or
// is cut off. Saves the screenshots; `--readme` copies the first two to docs/zoomed-lair.png
// and docs/light-theme.png.
//
//   node test/browser/panelViewCheck.mjs [--vsix FILE] [--readme]
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { browserCheck } from './browserCheck.mjs';
import { checkOptions, createReport, inPanel, panelShows } from './checkReport.mjs';
import { colourTheme, focusWorkbench, repoRoot, scratchDir, stopOnSignals, waitFor } from './vscodeWeb.mjs';

stopOnSignals();
const { vsix, updateReadme, source } = checkOptions();
const report = createReport('panel view');
const check = report.check;

/**
 * A 60×60 lair whose stone walls make the snake wind up to the exit: walls across rows 45 and
 * 15 leave a gap on the left, the wall across row 30 a gap on the right; a few stones besides.
 */
function bigLair() {
  const n = 60;
  const body = Array.from({ length: 8 }, (_, k) => [58, 50 + k]);
  const stones = [];
  for (let c = 11; c <= n; c++) stones.push([45, c], [15, c]);
  for (let c = 1; c <= 50; c++) stones.push([30, c]);
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const taken = new Set([...body, ...stones].map(([r, c]) => `${r},${c}`));
  for (let i = 0; i < 120; i++) {
    const r = 1 + Math.floor(random() * n);
    const c = 1 + Math.floor(random() * n);
    // Off the walls' gaps and the rows beside the walls, so the way stays open.
    if (taken.has(`${r},${c}`) || (r === 1 && c === 1) || [14, 16, 29, 31, 44, 46, 57, 58, 59].includes(r)) continue;
    taken.add(`${r},${c}`);
    stones.push([r, c]);
  }
  const lines = [
    `${n} ${n} ${body.length}`,
    ...body.map(([r, c]) => `${r} ${c}`),
    String(stones.length),
    ...stones.map(([r, c]) => `${r} ${c}`),
    '',
    '0 0 0',
    '',
  ];
  return lines.join('\n');
}

/** The grid's facts in the panel: squares on screen, the zoom reported, the viewBox, the verdict. */
function readView() {
  const cell = document.querySelector('svg.grid .cell');
  const viewport = document.getElementById('zoom-viewport');
  if (!cell || !viewport) return null;
  return {
    squarePx: Math.round(cell.getBoundingClientRect().width * 10) / 10,
    scale: Number(document.getElementById('drawing')?.dataset.scale),
    zoomLevel: document.getElementById('zoom-level')?.textContent ?? null,
    viewBox: viewport.getAttribute('viewBox'),
    zoomed: document.getElementById('drawing')?.classList.contains('zoomed') ?? false,
    verdict: document.getElementById('verdict')?.textContent ?? '',
    explained: document.getElementById('explanation') !== null,
  };
}

/** What the zoom toolbar covers: whether it overlaps the grid's viewport, and which squares in sight it touches. */
function toolbarCover() {
  const tools = document.querySelector('.zoom-tools')?.getBoundingClientRect();
  const viewport = document.getElementById('zoom-viewport')?.getBoundingClientRect();
  if (!tools || !viewport || tools.width === 0) return null;
  const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  return {
    overViewport: meets(tools, viewport),
    squares: [...document.querySelectorAll('svg.grid .cell')]
      // A zoomed grid's squares are clipped to the viewport: only the part in sight counts.
      .filter((c) => {
        const r = c.getBoundingClientRect();
        const seen = {
          left: Math.max(r.left, viewport.left),
          right: Math.min(r.right, viewport.right),
          top: Math.max(r.top, viewport.top),
          bottom: Math.min(r.bottom, viewport.bottom),
        };
        return seen.left < seen.right && seen.top < seen.bottom && meets(tools, seen);
      })
      .map((c) => `${c.dataset.row},${c.dataset.col}`),
  };
}

/** What of the panel's page reaches past its right edge (the page would scroll sideways to show it): each as tag#id.class. */
function cutOff() {
  if (!document.getElementById('app')) return null;
  const width = document.documentElement.clientWidth;
  return [...document.querySelectorAll('#app *')]
    .filter((e) => !e.closest('svg') || e.matches('svg.grid'))
    .filter((e) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.right > width + 1;
    })
    .map(
      (e) =>
        `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${typeof e.className === 'string' && e.className ? `.${e.className.split(' ')[0]}` : ''}`,
    );
}

/** The panel's tab label in the tab strip. */
const panelTab = (ctx) =>
  ctx.page
    .locator('.tabs-container .tab')
    .filter({ hasText: /^Puzzle/ })
    .first();

const workspace = scratchDir('panel-view-');
writeFileSync(join(workspace, 'big-lair.holedox'), bigLair());
copyFileSync(join(repoRoot, 'examples/statement-sample.holedox'), join(workspace, 'statement-sample.holedox'));

console.log(`panel view check (${source}): Ctrl+K V, zoom and pan on a 60×60 lair, the light theme, the lock`);
const shots = await browserCheck({ workspace, file: 'big-lair.holedox', ...(vsix ? { vsix } : {}) }, async (ctx) => {
  const taken = [];
  await ctx.waitForState((s) => s.language, 'Holedox', 'the status bar to name the language');
  await colourTheme(ctx.page, 'Dark Modern', 'vs-dark');
  const header = ctx.page.locator('.monaco-editor .view-line').filter({ hasText: '60 60 8' }).first();
  await header.click({ position: { x: 2, y: 5 } });
  // The side bar closed, as a reader studying a grid would have it: the panel gets the room.
  await ctx.page.keyboard.press('Control+B');
  await ctx.page.locator('.part.sidebar').waitFor({ state: 'hidden' });
  await check('Ctrl+K V opens the panel beside the editor', async () => {
    await focusWorkbench(ctx.page);
    await ctx.page.keyboard.press('Control+K');
    await ctx.page.keyboard.press('V');
    await waitFor(
      async () => (await ctx.page.locator('.editor-group-container').count()) === 2 && (await panelTab(ctx).count()) === 1,
      'a second editor group holding the panel',
    );
  });
  const { frame } = await inPanel(
    ctx,
    () => document.getElementById('explanation') !== null && document.querySelector('svg.grid .head') !== null,
    null,
    'the 60×60 lair solved and explained',
  );
  await panelShows(ctx, readView, (v) => v.zoomed, false, 'the lair fitted to the panel');
  const fit = await frame.evaluate(readView);
  await check('fitted, the zoom toolbar stands above the grid, over no square', () =>
    panelShows(ctx, toolbarCover, (c) => c, { overViewport: false, squares: [] }, 'the toolbar clear of the grid'),
  );
  await check('fitted, the 60×60 lair fills the panel’s width with squares too small to read', async () => {
    if (!(fit.squarePx > 3 && fit.squarePx < 12)) throw new Error(`a square is ${fit.squarePx} px wide when fitted`);
  });

  // The snake where it starts (playback at move 0), and the wheel over its head zooms about it.
  await frame.locator('h1.file-name').click();
  await ctx.page.keyboard.press('Home');
  await inPanel(ctx, () => document.getElementById('step-label')?.textContent?.startsWith('move 0 /') === true, null, 'playback at move 0');
  await frame.locator('#drawing').scrollIntoViewIfNeeded();
  const head = await frame.locator('svg.grid .head').boundingBox();
  const at = { x: head.x + head.width / 2, y: head.y + head.height / 2 };
  await ctx.page.mouse.move(at.x, at.y);
  for (let i = 0; i < 7; i++) await ctx.page.mouse.wheel(0, -100);
  await check('the wheel zooms in about the pointer until a square is over 24 px wide, the head still under it', async () => {
    // Seven notches of 100 px, each a factor of exp(0.2) (src/webview/zoom.ts): about 4×.
    const expected = fit.scale * Math.exp(1.4);
    let last;
    await waitFor(
      async () => {
        last = await frame.evaluate(readView);
        return Math.abs(last.scale - expected) < 1e-6 * expected;
      },
      `the scale to reach ${expected} after seven wheel notches`,
      { lastSeen: () => JSON.stringify(last) },
    );
    if (!(last.squarePx >= 24)) throw new Error(`a square is ${last.squarePx} px wide`);
    const headNow = await frame.locator('svg.grid .head').boundingBox();
    const centre = { x: headNow.x + headNow.width / 2, y: headNow.y + headNow.height / 2 };
    // The pointer's position reaches the page in whole pixels: half a pixel off, times the zoom.
    if (Math.hypot(centre.x - at.x, centre.y - at.y) > 3)
      throw new Error(`the head moved from ${JSON.stringify(at)} to ${JSON.stringify(centre)}`);
  });
  const zoomed = await frame.evaluate(readView);
  await check('zoomed in, the toolbar still covers no square', () =>
    panelShows(ctx, toolbarCover, (c) => c, { overViewport: false, squares: [] }, 'the toolbar clear of the zoomed grid'),
  );
  await check('a drag pans the grid by as much as the pointer moved', async () => {
    const pane = await frame.locator('#drawing').boundingBox();
    const from = { x: pane.x + pane.width / 2, y: pane.y + pane.height / 2 };
    await ctx.page.mouse.move(from.x, from.y);
    await ctx.page.mouse.down();
    await ctx.page.mouse.move(from.x - 80, from.y - 120, { steps: 6 });
    await ctx.page.mouse.up();
    const [x0, y0] = zoomed.viewBox.split(' ').map(Number);
    const scale = zoomed.scale;
    let last;
    await waitFor(
      async () => {
        last = (await frame.evaluate(readView)).viewBox;
        const [x, y] = last.split(' ').map(Number);
        return Math.abs(x - (x0 + 80 / scale)) < 0.5 && Math.abs(y - (y0 + 120 / scale)) < 0.5;
      },
      `the viewBox to move by (${80 / scale}, ${120 / scale}) from ${zoomed.viewBox}`,
      { lastSeen: () => last },
    );
  });
  // The pointer off the grid, so no hover outline shows in the picture.
  await ctx.page.mouse.move(300, 600);
  taken.push(await ctx.screenshot('zoomed-lair'));
  await check('0 fits the whole lair again', async () => {
    await frame.locator('h1.file-name').click();
    await ctx.page.keyboard.press('0');
    await panelShows(ctx, readView, (v) => [v.zoomed, v.squarePx], [false, fit.squarePx], 'the fitted lair after 0');
  });

  // The light theme, on the statement's sample, with the panel locked on it.
  await colourTheme(ctx.page, 'Light Modern', 'vs');
  // Back in the editor's group, so the file opens there and the panel stays in sight beside it.
  await header.click({ position: { x: 2, y: 5 } });
  await ctx.page.keyboard.press('Control+P');
  await ctx.page.locator('.quick-input-widget input').fill('statement-sample.holedox');
  await ctx.page.locator('.quick-input-widget .monaco-list-row').filter({ hasText: 'statement-sample.holedox' }).first().waitFor();
  await ctx.page.keyboard.press('Enter');
  await check('the panel follows the editor to the 5×6 sample and fits it to its width', () =>
    panelShows(
      ctx,
      readView,
      (v) => [v.verdict.slice(0, 'Shortest: 9 moves'.length), v.zoomed, v.squarePx > 60],
      ['Shortest: 9 moves', false, true],
      'case 1 of the sample, fitted',
    ),
  );
  await check('on the 5×6 sample filling the panel, the toolbar covers no square', () =>
    panelShows(ctx, toolbarCover, (c) => c, { overViewport: false, squares: [] }, 'the toolbar clear of the sample'),
  );
  await ctx.runCommand('Holedox: Toggle Puzzle Panel Lock');
  await check('locked, the panel says so in its tab', () =>
    waitFor(async () => /\(locked\)/.test((await panelTab(ctx).innerText()) ?? ''), "the panel's tab to say (locked)"),
  );
  // The panel focused, so its title bar shows the lock; the pointer away from every tooltip.
  await frame.locator('h1.file-name').click();
  await ctx.page.mouse.move(300, 600);
  taken.push(await ctx.screenshot('light-theme'));

  // High contrast: the same sample, the toolbar still off the grid.
  await colourTheme(ctx.page, 'Dark High Contrast', 'hc-black');
  await check('in Dark High Contrast, the toolbar covers no square and nothing is cut off', async () => {
    await panelShows(ctx, toolbarCover, (c) => c, { overViewport: false, squares: [] }, 'the toolbar clear of the sample');
    await panelShows(ctx, cutOff, (c) => c, [], 'nothing of the panel past its right edge');
  });
  await ctx.page.mouse.move(300, 600);
  taken.push(await ctx.screenshot('high-contrast'));

  // A narrow panel: the sash between the editor and the panel dragged until the panel is 320 px wide.
  await check('narrowed to 320 px, the panel fits the grid, keeps the toolbar off it, and cuts nothing off', async () => {
    const groups = await ctx.page
      .locator('.editor-group-container')
      .evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })));
    const sash = await ctx.page.locator('.part.editor .monaco-sash.vertical').evaluateAll(
      (nodes, edge) =>
        nodes
          .map((n) => n.getBoundingClientRect())
          .filter((r) => r.height > 0 && Math.abs(r.left + r.width / 2 - edge) < 6)
          .map((r) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 }))[0] ?? null,
      groups[0].right,
    );
    if (!sash) throw new Error(`no sash between the editor groups at x = ${groups[0].right}`);
    await ctx.page.mouse.move(sash.x, sash.y);
    await ctx.page.mouse.down();
    await ctx.page.mouse.move(groups[1].right - 320, sash.y, { steps: 8 });
    await ctx.page.mouse.up();
    await waitFor(async () => {
      const r = await ctx.page.locator('.editor-group-container').nth(1).boundingBox();
      return Math.abs(r.width - 320) < 4;
    }, 'the panel group 320 px wide');
    await panelShows(ctx, readView, (v) => v.zoomed, false, 'the sample fitted to the narrow panel');
    await panelShows(ctx, toolbarCover, (c) => c, { overViewport: false, squares: [] }, 'the toolbar clear of the grid');
    await panelShows(ctx, cutOff, (c) => c, [], 'nothing of the narrow panel past its right edge');
  });
  await ctx.page.mouse.move(300, 600);
  taken.push(await ctx.screenshot('narrow-panel'));
  return taken;
});

for (const shot of shots) console.log(`  screenshot: ${shot}`);
if (updateReadme)
  report.publish([
    [shots[0], 'zoomed-lair.png'],
    [shots[1], 'light-theme.png'],
  ]);
report.finish();

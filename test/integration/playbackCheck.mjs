#!/usr/bin/env node
// What a person studying a puzzle sees, in a real VS Code with the extension installed:
// the panel's playback (keys, scrubber, play to the end), the whole snake moving, the
// heatmap, a click on a square revealing its token, and the dog's timed path for Tempter.
// Saves screenshots; `--readme` also copies the playback series to docs/playback-N.png.
//
//   node test/integration/playbackCheck.mjs [--vsix FILE] [--readme]
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { browserCheck } from './browserCheck.mjs';
import { checkOptions, createReport, inPanel } from './checkReport.mjs';
import { repoRoot, stopOnSignals } from './vscodeWeb.mjs';

stopOnSignals();
const { vsix, updateReadme } = checkOptions();
const CELL = 36;
const report = createReport('playback');
const check = report.check;

/** The facts of the drawing: the label, the snake or dog squares, path and heat counts. */
function readPanel() {
  const svg = document.querySelector('svg.grid');
  if (!svg) return null;
  const square = (node) => ({ row: Math.round((Number(node.getAttribute('y')) - 1) / 36) + 1, col: Math.round((Number(node.getAttribute('x')) - 1) / 36) + 1 });
  const dog = svg.querySelector('.dog-body');
  return {
    label: document.getElementById('step-label')?.textContent ?? null,
    scrubber: document.getElementById('scrubber')?.value ?? null,
    playing: document.querySelector('button.play')?.getAttribute('aria-pressed') ?? null,
    snake: [...svg.querySelectorAll('.snake rect')].map((r) => [square(r).row, square(r).col]),
    dog: dog ? [Math.round((Number(dog.getAttribute('cy')) - 18) / 36) + 1, Math.round((Number(dog.getAttribute('cx')) - 18) / 36) + 1] : null,
    pathSteps: svg.querySelectorAll('.path-step').length,
    heatCells: svg.querySelectorAll('.heat-cell').length,
    heatPressed: document.querySelector('button.heat')?.getAttribute('aria-pressed') ?? null,
    legend: document.getElementById('legend')?.textContent ?? '',
    explanation: document.getElementById('explanation')?.textContent ?? null,
    buttons: [...document.querySelectorAll('.study-tools button')].map((b) => b.getAttribute('aria-label')),
  };
}

const shots = [];
/** The README shows VS Code's default dark theme, whatever the browser prefers. */
async function darkTheme(ctx) {
  await ctx.settle({ quietMs: 500 });
  await ctx.runCommand('Preferences: Color Theme');
  await ctx.page.locator('.quick-input-widget input').fill('Dark Modern');
  await ctx.page.locator('.quick-input-widget .monaco-list-row').filter({ hasText: 'Dark Modern' }).first().waitFor();
  await ctx.page.keyboard.press('Enter');
  await ctx.page.locator('.monaco-workbench.vs-dark').waitFor({ timeout: 15_000 });
}

const holedox = await browserCheck({ workspace: join(repoRoot, 'examples'), file: 'statement-sample.holedox', ...(vsix ? { vsix } : {}) }, async (ctx) => {
  await ctx.page.locator('.monaco-editor .view-line').filter({ hasText: '5 6 4' }).first().click({ position: { x: 2, y: 5 } });
  await darkTheme(ctx);
  await ctx.runCommand('Holedox: Show Puzzle Panel');
  // The panel's own answer comes with its explanation: wait for that.
  const { frame } = await inPanel(ctx, () => document.getElementById('explanation') !== null && document.getElementById('scrubber') !== null, null, 'the explained solution in the panel');
  const read = () => frame.evaluate(readPanel);
  const waitLabel = (label) => inPanel(ctx, (l) => document.getElementById('step-label')?.textContent === l, label, `the label '${label}'`);
  const facts = { opened: await read() };
  // Keys reach the panel once it has focus: click its background, as a person would.
  await frame.locator('h1.file-name').click();
  await ctx.page.keyboard.press('Home');
  await waitLabel('move 0 / 9');
  facts.home = await read();
  await ctx.settle({ quietMs: 500 });
  shots.push(await ctx.screenshot('playback-1'));
  for (let i = 0; i < 4; i++) await ctx.page.keyboard.press('ArrowRight');
  await waitLabel('move 4 / 9');
  facts.four = await read();
  await ctx.page.keyboard.press('ArrowLeft');
  await waitLabel('move 3 / 9');
  facts.three = await read();
  await frame.locator('#scrubber').fill('6');
  await waitLabel('move 6 / 9');
  facts.six = await read();
  await ctx.settle({ quietMs: 500 });
  shots.push(await ctx.screenshot('playback-2'));
  await frame.locator('#speed').selectOption('4');
  await frame.locator('h1.file-name').click();
  await ctx.page.keyboard.press(' ');
  facts.playing = (await read()).playing;
  await inPanel(ctx, () => document.getElementById('step-label')?.textContent === 'move 9 / 9' && document.querySelector('button.play')?.getAttribute('aria-pressed') === 'false', null, 'playback to reach the end and stop');
  facts.end = await read();
  await ctx.page.keyboard.press('h');
  await inPanel(ctx, () => document.querySelectorAll('.heat-cell').length > 0, null, 'the heatmap');
  facts.heat = await read();
  await ctx.settle({ quietMs: 500 });
  shots.push(await ctx.screenshot('playback-3'));
  // A click on the stone (3, 3) selects its pair on line 8.
  await frame.locator(`svg.grid .floor rect[data-row="3"][data-col="3"]`).click();
  await ctx.page.locator('#status\\.editor\\.selection').filter({ hasText: 'Ln 8' }).waitFor({ timeout: 15_000 });
  facts.selection = (await ctx.page.locator('#status\\.editor\\.selection').innerText()).trim();
  return facts;
});

const tempter = await browserCheck({ workspace: join(repoRoot, 'examples'), file: 'statement-sample.tempter', ...(vsix ? { vsix } : {}) }, async (ctx) => {
  await ctx.page.locator('.monaco-editor .view-line').filter({ hasText: '3 4 5' }).first().click({ position: { x: 2, y: 5 } });
  await darkTheme(ctx);
  await ctx.runCommand('Holedox: Show Puzzle Panel');
  const { frame } = await inPanel(ctx, () => document.getElementById('step-label')?.textContent?.startsWith('t = ') === true, null, 'the timed path in the panel');
  await frame.locator('h1.file-name').click();
  await ctx.page.keyboard.press('Home');
  for (let i = 0; i < 3; i++) await ctx.page.keyboard.press('ArrowRight');
  await inPanel(ctx, () => document.getElementById('step-label')?.textContent === 't = 3 / T = 5', null, 't = 3');
  const three = await frame.evaluate(readPanel);
  await ctx.settle({ quietMs: 500 });
  shots.push(await ctx.screenshot('playback-4'));
  await ctx.page.keyboard.press('End');
  await inPanel(ctx, () => document.getElementById('step-label')?.textContent === 't = 5 / T = 5', null, 't = 5');
  return { three, end: await frame.evaluate(readPanel) };
});

console.log('playback check (working tree): the statement samples in the puzzle panel');
const h = holedox;
check('the panel opens on the whole solution, explained, with every tool labelled', () => {
  assert.equal(h.opened.label, 'move 9 / 9');
  assert.equal(h.opened.pathSteps, 9);
  assert.match(h.opened.explanation, /^Answer 9: the fewest moves/);
  assert.deepEqual(h.opened.buttons, ['First position (Home)', 'Step back (←)', 'Play (Space)', 'Step forward (→)', 'Last position (End)', 'Show where the search spent its effort (H)', 'Holedox: Export Case as SVG']);
});
check('Home shows the snake as written, no path yet', () => {
  assert.deepEqual(h.home.snake, [[4, 1], [4, 2], [3, 2], [3, 1]]);
  assert.equal(h.home.pathSteps, 0);
  assert.equal(h.home.scrubber, '0');
});
check('→ moves the whole body: each block into its predecessor’s square', () => {
  assert.deepEqual(h.four.snake, [[4, 3], [5, 3], [5, 2], [5, 1]]);
  assert.equal(h.four.pathSteps, 4);
});
check('← steps back', () => assert.deepEqual(h.three.snake, [[5, 3], [5, 2], [5, 1], [4, 1]]));
check('the scrubber jumps to move 6', () => {
  assert.deepEqual(h.six.snake, [[4, 1], [4, 2], [4, 3], [5, 3]]);
  assert.equal(h.six.pathSteps, 6);
});
check('Space plays to the end and stops there', () => {
  assert.equal(h.playing, 'true');
  assert.deepEqual(h.end.snake, [[1, 1], [2, 1], [3, 1], [4, 1]]);
  assert.equal(h.end.playing, 'false');
});
check('H shows the heatmap: 8 squares, 9 states expanded', () => {
  assert.equal(h.heat.heatCells, 8);
  assert.equal(h.heat.heatPressed, 'true');
  assert.match(h.heat.legend, /heatmap: 9 states expanded/);
});
check('a click on a stone selects its pair in the editor', () => assert.match(h.selection, /^Ln 8, Col 4 \(3 selected\)/));
check('Tempter: the dog’s path grows with t shown against T', () => {
  assert.equal(tempter.three.label, 't = 3 / T = 5');
  assert.equal(tempter.three.pathSteps, 3);
  assert.deepEqual(tempter.end.dog, [3, 4]);
  assert.equal(tempter.end.pathSteps, 5);
});
for (const shot of shots) console.log(`  screenshot: ${shot}`);
if (updateReadme) report.publish(shots.map((shot, i) => [shot, `playback-${i + 1}.png`]));
report.finish();

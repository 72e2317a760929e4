#!/usr/bin/env node
// The panel's Search view in a real VS Code: a Tempter search played to the middle, with its
// cuts and their running counts, a what-if with parity off, and a Holedox search by layers
// with the snake under the pointer. Saves screenshots; `--readme` copies them to
// docs/search-tempter.png and docs/search-holedox.png.
//
//   node test/browser/searchCheck.mjs [--vsix FILE] [--readme]
import { join } from 'node:path';
import { browserCheck } from './browserCheck.mjs';
import { checkOptions, createReport, inPanel, panelShows } from './checkReport.mjs';
import { repoRoot, stopOnSignals } from './vscodeWeb.mjs';

stopOnSignals();
const { vsix, updateReadme, source } = checkOptions();
const report = createReport('search');
const check = report.check;

/** What the Search view draws: its lines, the counts per rule or per layer, and the grid's marks. */
function readSearch() {
  const view = document.getElementById('search-view');
  if (!view) return null;
  const grid = view.querySelector('svg.search-grid');
  return {
    toggle: document.getElementById('search-toggle')?.getAttribute('aria-pressed') ?? null,
    step: document.getElementById('search-step')?.textContent ?? null,
    now: document.getElementById('search-now')?.textContent ?? null,
    rules: Object.fromEntries(
      [...view.querySelectorAll('#search-rules tr')].map((row) => [
        row.dataset.rule,
        Number(row.querySelector('.search-count')?.textContent),
      ]),
    ),
    cuts: grid ? grid.querySelectorAll('.search-cut').length : 0,
    pathPoints: grid?.querySelector('.search-path, .search-yes')?.getAttribute('points')?.split(' ').length ?? 0,
    yes: grid ? grid.querySelectorAll('.search-yes').length : 0,
    whatIf: document.getElementById('search-what-if-result')?.textContent ?? null,
    layers: [...view.querySelectorAll('#search-layers li')].map((li) => li.textContent),
    goal: document.getElementById('search-goal')?.textContent ?? null,
    onSquares: grid ? [...grid.querySelectorAll('.search-count-label')].reduce((sum, t) => sum + Number(t.textContent), 0) : 0,
    snake: grid?.querySelector('.search-snake')?.getAttribute('points')?.split(' ').length ?? 0,
    snakeHead: grid?.querySelector('.search-snake-head')?.dataset.cell ?? null,
    order: view.querySelector('.search-order')?.textContent ?? null,
    // The Search view's grid beside the main one: about as wide, and shown whole without scrolling.
    size: (() => {
      const main = document.getElementById('zoom-viewport')?.getBoundingClientRect().width ?? 0;
      const canvas = view.querySelector('.search-canvas');
      if (!grid || !canvas || main === 0) return null;
      const ratio = grid.getBoundingClientRect().width / main;
      return {
        asWide: ratio > 0.9 && ratio < 1.1,
        scrolls: canvas.scrollWidth > canvas.clientWidth || canvas.scrollHeight > canvas.clientHeight,
      };
    })(),
  };
}

const shots = [];

async function openSearch(ctx, language, firstLine) {
  await ctx.waitForState((s) => s.language, language, 'the status bar to name the language');
  await ctx.page
    .locator('.monaco-editor .view-line')
    .filter({ hasText: firstLine })
    .first()
    .click({ position: { x: 2, y: 5 } });
  await ctx.runCommand('Holedox: Show Puzzle Panel');
  const { frame } = await inPanel(ctx, () => document.getElementById('search-toggle') !== null, null, 'the Search button in the panel');
  await frame.locator('#search-toggle').click();
  return frame;
}

console.log(`search check (${source}): the Search view on a Tempter and a Holedox case`);
await browserCheck(
  { workspace: join(repoRoot, 'test', 'fixtures', 'trace'), file: 'cuts.tempter', ...(vsix ? { vsix } : {}) },
  async (ctx) => {
    const frame = await openSearch(ctx, 'Tempter', '6 6 26');
    const shows = (pick, expected, what) => panelShows(ctx, readSearch, pick, expected, what);
    await check('the Search view opens on the first event: the dog on S', () =>
      shows((p) => [p.toggle, p.step, p.now], ['true', 'Event 0 of 205 · path of 0 moves', ''], 'the trace at event 0'),
    );
    await check('the Search view’s grid is about as wide as the main grid, without scrolling', () =>
      shows((p) => p.size, { asWide: true, scrolls: false }, 'the Search grid’s size beside the main grid'),
    );
    await frame.locator('#search-scrubber').fill('101');
    await check('mid-way, a cut by parity where it happens, and the counts per rule so far', () =>
      shows(
        (p) => ({ step: p.step, now: p.now, cuts: p.cuts, rules: p.rules, pathPoints: p.pathPoints }),
        {
          step: 'Event 101 of 205 · path of 20 moves',
          now: 'Cut: parity: too few squares of a colour for the moves left',
          cuts: 1,
          rules: { 'door-cut-off': 9, 'too-far': 3, colours: 9, 'failed-before': 0 },
          pathPoints: 21,
        },
        'the trace at event 101',
      ),
    );
    await frame.locator('#search-view').scrollIntoViewIfNeeded();
    shots.push(await ctx.screenshot('search-tempter'));
    await frame.locator('#search-last').click();
    await check('at the end, every cut counted: NO after 153 nodes', () =>
      shows(
        (p) => [p.step, p.rules],
        ['Event 205 of 205 · path of 1 moves', { 'door-cut-off': 22, 'too-far': 5, colours: 23, 'failed-before': 2 }],
        'the trace at its end',
      ),
    );
    await frame.locator('#search-what-if-switch').selectOption('colours');
    await frame.locator('#search-what-if-run').click();
    await check('what if: parity off costs nodes on this very case', () =>
      shows((p) => p.whatIf, 'with every pruning: 153 nodes; without parity (colour counts): 1,333 nodes', 'the what-if line'),
    );
    await frame.locator('#search-what-if-switch').selectOption('all');
    await frame.locator('#search-what-if-run').click();
    await check('what if: the plain DFS, every pruning off', () =>
      shows((p) => p.whatIf, 'with every pruning: 153 nodes; without all of them (the plain DFS): 9,076 nodes', 'the plain DFS line'),
    );
  },
);

await browserCheck(
  { workspace: join(repoRoot, 'test', 'fixtures', 'trace'), file: 'turn-round.holedox', ...(vsix ? { vsix } : {}) },
  async (ctx) => {
    const frame = await openSearch(ctx, 'Holedox', '8 10 8');
    const shows = (pick, expected, what) => panelShows(ctx, readSearch, pick, expected, what);
    await check('the Search view says the order is A*, and starts with the start state', () =>
      shows(
        (p) => [p.step, p.order?.slice(0, 22) ?? null, p.snake],
        ['State 0 of 255 · layer 0', 'A*, not breadth-first:', 8],
        'the trace at state 0',
      ),
    );
    await frame.locator('#search-last').click();
    await check('all 255 states on their head squares, counted per layer, the goal in layer 28', () =>
      shows(
        (p) => ({ step: p.step, goal: p.goal, onSquares: p.onSquares, layers: p.layers.slice(0, 6), count: p.layers.length }),
        {
          step: 'State 255 of 255 · layer 27',
          goal: 'The goal is reached in layer 28',
          onSquares: 255,
          layers: ['layer 0: 1', 'layer 1: 2', 'layer 2: 4', 'layer 3: 7', 'layer 4: 12', 'layer 5: 13'],
          count: 28,
        },
        'the trace at its end',
      ),
    );
    await frame.locator('#search-view').scrollIntoViewIfNeeded();
    // The pointer on row 5, column 7 (square 46): the snake of the last state whose head stood there.
    await frame.locator('svg.search-grid .search-reached[data-cell="46"]').hover();
    await check('the snake of a state under the pointer: its 8 blocks, the head on the square pointed at', () =>
      shows((p) => [p.snake, p.snakeHead], [8, '46'], 'the snake drawn under the pointer'),
    );
    shots.push(await ctx.screenshot('search-holedox'));
  },
);

for (const shot of shots) console.log(`  screenshot: ${shot}`);
if (updateReadme)
  report.publish([
    [shots[0], 'search-tempter.png'],
    [shots[1], 'search-holedox.png'],
  ]);
report.finish();

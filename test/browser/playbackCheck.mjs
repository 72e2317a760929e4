#!/usr/bin/env node
// What a person studying a puzzle sees, in a real VS Code with the extension installed:
// the panel's playback (keys, scrubber, play to the end), the whole snake moving, the
// heatmap, a click on a square revealing its token, and the dog's timed path for Tempter.
// Saves screenshots; `--readme` also copies the playback series to docs/playback-N.png.
//
//   node test/browser/playbackCheck.mjs [--vsix FILE] [--readme]
import { join } from 'node:path';
import { browserCheck } from './browserCheck.mjs';
import { checkOptions, createReport, inPanel, panelShows } from './checkReport.mjs';
import { colourTheme, repoRoot, stopOnSignals } from './vscodeWeb.mjs';

stopOnSignals();
const { vsix, updateReadme, source } = checkOptions();
const report = createReport('playback');
const check = report.check;

/** The facts of the drawing: the label, the snake or dog squares, path and heat counts. */
function readPanel() {
  const svg = document.querySelector('svg.grid');
  if (!svg) return null;
  const square = (node) => ({
    row: Math.round((Number(node.getAttribute('y')) - 1) / 36) + 1,
    col: Math.round((Number(node.getAttribute('x')) - 1) / 36) + 1,
  });
  const dog = svg.querySelector('.dog-body');
  return {
    label: document.getElementById('step-label')?.textContent ?? null,
    scrubber: document.getElementById('scrubber')?.value ?? null,
    playing: document.querySelector('button.play')?.getAttribute('aria-pressed') ?? null,
    // Every play-button state since recordPlayStates(): a short run of playback can start and end between two looks.
    playStates: window.playStates ?? null,
    snake: [...svg.querySelectorAll('.snake rect')].map((r) => [square(r).row, square(r).col]),
    dog: dog
      ? [Math.round((Number(dog.getAttribute('cy')) - 18) / 36) + 1, Math.round((Number(dog.getAttribute('cx')) - 18) / 36) + 1]
      : null,
    pathSteps: svg.querySelectorAll('.path-step').length,
    pathAhead: svg.querySelectorAll('.path-ahead').length,
    // Which elements a screen reader announces, and what the announcer says.
    live: [...document.querySelectorAll('[aria-live]')].map((n) => n.id),
    announced: document.getElementById('announce')?.textContent ?? null,
    focus: document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName ?? null,
    heatCells: svg.querySelectorAll('.heat-cell').length,
    heatPressed: document.querySelector('button.heat')?.getAttribute('aria-pressed') ?? null,
    legend: document.getElementById('legend')?.textContent ?? '',
    legendItems: [...document.querySelectorAll('#legend .legend-item')].map((item) => item.textContent),
    explanation: document.getElementById('explanation')?.textContent ?? null,
    buttons: [...document.querySelectorAll('.study-tools button')].map((b) => b.getAttribute('aria-label')),
    verdict: document.getElementById('verdict')?.textContent ?? '',
    heatButton: {
      disabled: document.querySelector('button.heat')?.disabled ?? null,
      title: document.querySelector('button.heat')?.title ?? null,
    },
    // The fills labels sit on and the labels' own colours: the palette the panel chose for the theme.
    head: [svg.querySelector('.head')?.getAttribute('fill') ?? null, svg.querySelector('.head-label')?.getAttribute('fill') ?? null],
    heatInks: [...new Set([...svg.querySelectorAll('.heat-count')].map((t) => t.getAttribute('fill')))],
  };
}

/**
 * How bright a stone and a floor square are on screen (relative luminance, 0 to 1, the stone
 * blended over the floor by its opacity): walls and stones are the darkest squares in every theme.
 * `ahead`: the contrast of the dashed way ahead against the floor (1 to 21, null when none is drawn).
 */
function readTones() {
  const stone = document.querySelector('svg.grid .stone');
  const cell = document.querySelector('svg.grid .cell');
  if (!stone || !cell) return null;
  const rgb = (fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const g = canvas.getContext('2d');
    g.fillStyle = fill;
    g.fillRect(0, 0, 1, 1);
    return [...g.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  };
  const floor = rgb(getComputedStyle(cell).fill);
  const alpha = Number(getComputedStyle(stone).opacity);
  const top = rgb(getComputedStyle(stone).fill).map((v, i) => v * alpha + floor[i] * (1 - alpha));
  const luminance = (c) => {
    const [r, g, b] = c.map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
    return Math.round((0.2126 * r + 0.7152 * g + 0.0722 * b) * 1000) / 1000;
  };
  const path = document.querySelector('svg.grid .path-ahead');
  let ahead = null;
  if (path) {
    const opacity = Number(getComputedStyle(path).opacity);
    const line = rgb(getComputedStyle(path).stroke).map((v, i) => v * opacity + floor[i] * (1 - opacity));
    const [hi, lo] = [luminance(line), luminance(floor)].sort((x, y) => y - x);
    ahead = Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100;
  }
  return { stone: luminance(top), floor: luminance(floor), ahead };
}

/** Runs in the panel's frame: records each aria-pressed value the play button takes from now on. */
function recordPlayStates() {
  window.playStates = [];
  new MutationObserver((records) => {
    for (const r of records)
      if (r.target instanceof Element && r.target.matches('button.play')) window.playStates.push(r.target.getAttribute('aria-pressed'));
  }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-pressed'] });
}

/** The start of `text`, as long as `prefix`: a prefix check that still shows what was there. */
const head = (text, prefix) => (text ?? '').slice(0, prefix.length);

/** A screenshot once the pieces have landed: a move glides into place over a fraction of a second. */
async function stillShot(ctx, name) {
  await inPanel(
    ctx,
    () => (document.getElementById('app') && document.getAnimations().every((a) => a.playState !== 'running') ? true : null),
    null,
    'the pieces to finish gliding',
  );
  return ctx.screenshot(name);
}

const shots = [];
/** The light theme's look, published after the Tempter shot as playback-5. */
let lightShot;
/** The README shows VS Code's default dark theme, whatever the browser prefers. */
const darkTheme = (ctx) => colourTheme(ctx.page, 'Dark Modern', 'vs-dark');

console.log(`playback check (${source}): the statement samples in the puzzle panel`);
// Each check waits until the panel shows what it asserts: the panel redraws on its own schedule.
await browserCheck({ workspace: join(repoRoot, 'examples'), file: 'statement-sample.holedox', ...(vsix ? { vsix } : {}) }, async (ctx) => {
  // The editor has its language once the extension's grammar and checks can run on it.
  await ctx.waitForState((s) => s.language, 'Holedox', 'the status bar to name the language');
  await ctx.page
    .locator('.monaco-editor .view-line')
    .filter({ hasText: '5 6 4' })
    .first()
    .click({ position: { x: 2, y: 5 } });
  await darkTheme(ctx);
  await ctx.runCommand('Holedox: Show Puzzle Panel');
  // The panel's own answer comes with its explanation: wait for that.
  const { frame } = await inPanel(
    ctx,
    () => document.getElementById('explanation') !== null && document.getElementById('scrubber') !== null,
    null,
    'the explained solution in the panel',
  );
  const shows = (pick, expected, what) => panelShows(ctx, readPanel, pick, expected, what);

  await check('the panel opens at move 0, ready to play, the way ahead dashed, explained, with every tool labelled', () =>
    shows(
      (p) => ({
        label: p.label,
        pathSteps: p.pathSteps,
        pathAhead: p.pathAhead,
        explanation: head(p.explanation, 'Answer 9: the fewest moves'),
        buttons: p.buttons,
      }),
      {
        label: 'move 0 / 9',
        pathSteps: 0,
        pathAhead: 1,
        explanation: 'Answer 9: the fewest moves',
        buttons: [
          'First position (Home)',
          'Step back (←)',
          'Play (Space)',
          'Step forward (→)',
          'Last position (End)',
          'Edit the grid: each change is written into the file (undo with Ctrl+Z)',
          'Show where the search spent its effort (H)',
          'Holedox: Export Case as SVG',
        ],
      },
      'the whole solution, explained, with its tools',
    ),
  );
  await check('only the result line and the move counter are live regions; the result line is announced', () =>
    shows(
      (p) => ({ live: p.live, announced: head(p.announced, 'Shortest: 9 moves to the exit') }),
      { live: ['step-label', 'announce'], announced: 'Shortest: 9 moves to the exit' },
      'the live regions of the page',
    ),
  );
  await check('the legend names the stones, the snake, the exit and the numbered path', () =>
    shows(
      (p) => p.legendItems.slice(0, 5),
      ['stone', 'head H', 'body', 'exit (1, 1)', 'numbered path: the move that takes the head there'],
      "the Holedox legend's first five entries",
    ),
  );
  // Keys reach the panel once it has focus: click its background, as a person would.
  await frame.locator('h1.file-name').click();
  await ctx.page.keyboard.press('End');
  await shows((p) => p.label, 'move 9 / 9', 'move 9 after End');
  await ctx.page.keyboard.press('Home');
  await check('Home shows the snake as written, no path yet, and leaves the focus where it was', () =>
    shows(
      (p) => [p.label, p.snake, p.pathSteps, p.scrubber, p.focus],
      [
        'move 0 / 9',
        [
          [4, 1],
          [4, 2],
          [3, 2],
          [3, 1],
        ],
        0,
        '0',
        'BODY',
      ],
      'move 0 after Home',
    ),
  );
  shots.push(await stillShot(ctx, 'playback-1'));
  for (let i = 0; i < 4; i++) await ctx.page.keyboard.press('ArrowRight');
  await check('→ moves the whole body: each block into its predecessor’s square', () =>
    shows(
      (p) => [p.label, p.snake, p.pathSteps],
      [
        'move 4 / 9',
        [
          [4, 3],
          [5, 3],
          [5, 2],
          [5, 1],
        ],
        4,
      ],
      'move 4 after four →',
    ),
  );
  await ctx.page.keyboard.press('ArrowLeft');
  await check('← steps back', () =>
    shows(
      (p) => [p.label, p.snake],
      [
        'move 3 / 9',
        [
          [5, 3],
          [5, 2],
          [5, 1],
          [4, 1],
        ],
      ],
      'move 3 after ←',
    ),
  );
  await frame.locator('#scrubber').fill('6');
  await check('the scrubber jumps to move 6', () =>
    shows(
      (p) => [p.label, p.snake, p.pathSteps],
      [
        'move 6 / 9',
        [
          [4, 1],
          [4, 2],
          [4, 3],
          [5, 3],
        ],
        6,
      ],
      'move 6 from the scrubber',
    ),
  );
  shots.push(await stillShot(ctx, 'playback-2'));
  await frame.locator('#speed').selectOption('4');
  await frame.locator('h1.file-name').click();
  await frame.evaluate(recordPlayStates);
  await ctx.page.keyboard.press(' ');
  await check('Space plays to the end and stops there', () =>
    shows(
      (p) => ({ played: p.playStates?.includes('true') ?? false, label: p.label, snake: p.snake, playing: p.playing }),
      {
        played: true,
        label: 'move 9 / 9',
        snake: [
          [1, 1],
          [2, 1],
          [3, 1],
          [4, 1],
        ],
        playing: 'false',
      },
      'playback to start, reach the end and stop',
    ),
  );
  // The "first position" button clicked, then Space: it plays from there (a media player's
  // Space), instead of pressing the focused button again.
  await frame.locator('button.first').click();
  await shows((p) => [p.label, p.focus], ['move 0 / 9', 'First position (Home)'], 'move 0 from the first-position button');
  await frame.evaluate(recordPlayStates);
  await ctx.page.keyboard.press(' ');
  await check('Space after the first-position button plays from move 0 to the end', () =>
    shows(
      (p) => ({ played: p.playStates?.includes('true') ?? false, label: p.label, playing: p.playing }),
      { played: true, label: 'move 9 / 9', playing: 'false' },
      'playback from the first-position button to the end',
    ),
  );
  await ctx.page.keyboard.press('h');
  await check('H shows the heatmap: 8 squares, 9 states expanded', () =>
    shows(
      (p) => [p.heatCells, p.heatPressed, /heatmap: \d+ states expanded/.exec(p.legend)?.[0] ?? p.legend],
      [8, 'true', 'heatmap: 9 states expanded'],
      'the heatmap after H',
    ),
  );
  shots.push(await stillShot(ctx, 'playback-3'));
  // Labels sit on the palette's fills for the theme's kind, in the ink of higher contrast
  // (core/study/palette.ts): dark ink on light fills in a dark theme, white on dark fills in a light one.
  await check('the grid keeps its labels legible in a dark theme: dark ink on the light orange head', () =>
    shows((p) => p.head, ['#f0a04b', '#141414'], 'the dark palette'),
  );
  const stonesDarker = (theme) =>
    panelShows(
      ctx,
      readTones,
      (t) => (t.stone < t.floor ? 'darker' : `stone ${t.stone}, floor ${t.floor}`),
      'darker',
      `stones darker than the floor in the ${theme} theme`,
    );
  await check('stones are darker than the floor in a dark theme, as in a light one', () => stonesDarker('dark'));
  // The way ahead is faint but legible: at least 3:1 against the floor (WCAG's contrast for graphics).
  const aheadLegible = (theme) =>
    panelShows(
      ctx,
      readTones,
      (t) => (t.ahead !== null && t.ahead >= 3 ? 'at least 3:1' : `way ahead ${t.ahead}:1`),
      'at least 3:1',
      `the way ahead legible in the ${theme} theme`,
    );
  await frame.locator('button.first').click();
  await check('the dashed way ahead stands out from the floor at 3:1 or more in a dark theme', () => aheadLegible('dark'));
  await frame.locator('button.last').click();
  await colourTheme(ctx.page, 'Light Modern', 'vs');
  await check('a light theme redraws the grid: white ink on the dark orange head, heat counts in their own ink', () =>
    shows(
      (p) => ({ head: p.head, heatCells: p.heatCells, inks: p.heatInks.length > 0 }),
      { head: ['#9c4f00', '#ffffff'], heatCells: 8, inks: true },
      'the light palette',
    ),
  );
  await check('stones are darker than the floor in a light theme', () => stonesDarker('light'));
  lightShot = await stillShot(ctx, 'playback-5');
  await frame.locator('button.first').click();
  await check('the dashed way ahead stands out from the floor at 3:1 or more in a light theme', () => aheadLegible('light'));
  await frame.locator('button.last').click();
  await darkTheme(ctx);
  // A click on the stone (3, 3) selects its pair on line 8.
  await frame.locator(`svg.grid .floor rect[data-row="3"][data-col="3"]`).click();
  await check('a click on a stone selects its pair in the editor', () =>
    ctx.waitForState(
      (s) => head(s.selection, 'Ln 8, Col 4 (3 selected)'),
      'Ln 8, Col 4 (3 selected)',
      "the stone's pair selected in the editor",
    ),
  );
});

await browserCheck({ workspace: join(repoRoot, 'examples'), file: 'statement-sample.tempter', ...(vsix ? { vsix } : {}) }, async (ctx) => {
  await ctx.waitForState((s) => s.language, 'Tempter', 'the status bar to name the language');
  await ctx.page
    .locator('.monaco-editor .view-line')
    .filter({ hasText: '3 4 5' })
    .first()
    .click({ position: { x: 2, y: 5 } });
  await darkTheme(ctx);
  await ctx.runCommand('Holedox: Show Puzzle Panel');
  const { frame } = await inPanel(
    ctx,
    () => document.getElementById('step-label')?.textContent?.startsWith('t = ') === true,
    null,
    'the timed path in the panel',
  );
  await check('Tempter: the legend names the walls, the start and the dog, the door and the path', () =>
    panelShows(
      ctx,
      readPanel,
      (p) => p.legendItems.slice(0, 4),
      ['wall X', 'start S, then the dog', 'door D', 'numbered path: the time t the dog stands there'],
      "the Tempter legend's first four entries",
    ),
  );
  await frame.locator('h1.file-name').click();
  await ctx.page.keyboard.press('Home');
  for (let i = 0; i < 3; i++) await ctx.page.keyboard.press('ArrowRight');
  await check('Tempter: the dog’s path grows with t shown against T', async () => {
    await panelShows(ctx, readPanel, (p) => [p.label, p.pathSteps], ['t = 3 / T = 5', 3], 't = 3 after Home and three →');
    shots.push(await stillShot(ctx, 'playback-4'));
    await ctx.page.keyboard.press('End');
    await panelShows(ctx, readPanel, (p) => [p.label, p.dog, p.pathSteps], ['t = 5 / T = 5', [3, 4], 5], 'the door at t = 5 after End');
  });
  // T = 5 is exactly the way from S to D: answered without a search, and the panel says so.
  await check('Tempter: an answer found without a search says how, and the heatmap says it has nothing to show', () =>
    panelShows(
      ctx,
      readPanel,
      (p) => [p.verdict, p.heatButton],
      [
        'YES: the dog reaches the door at exactly T = 5: a shortest way to the door takes exactly T moves, no search needed.',
        { disabled: true, title: 'No search was needed: a shortest way to the door takes exactly T moves' },
      ],
      'the no-search verdict and the disabled heatmap',
    ),
  );
});

if (lightShot) shots.push(lightShot);
for (const shot of shots) console.log(`  screenshot: ${shot}`);
if (updateReadme) report.publish(shots.map((shot, i) => [shot, `playback-${i + 1}.png`]));
report.finish();

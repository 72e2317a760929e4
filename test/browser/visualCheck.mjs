#!/usr/bin/env node
// The browser-level check a person would recognise: with the extension installed for real,
// open a .holedox file with a typo, see the squiggle and the language in the status bar,
// run "Holedox: Show Puzzle Panel" from the command palette, and see the grid drawn in the
// webview. Saves the screenshot; `--readme` also copies it to docs/screenshot.png.
//
//   node test/browser/visualCheck.mjs [--vsix FILE] [--readme]
//
// With --vsix the packaged extension is installed as a user would install it, instead of
// the working tree, so the check also proves the package holds everything that runs.
import { join } from 'node:path';
import { browserCheck } from './browserCheck.mjs';
import { checkOptions, createReport, panelShows } from './checkReport.mjs';
import { repoRoot, stopOnSignals, waitForEqual } from './vscodeWeb.mjs';

stopOnSignals();
const { vsix, updateReadme, source } = checkOptions();
const report = createReport('visual');
const check = report.check;

/** What the panel draws for case 1, as the checks compare it. */
function readDrawing() {
  const svg = document.querySelector('svg.grid');
  if (!svg) return null;
  return {
    cells: svg.querySelectorAll('.cell').length,
    stones: svg.querySelectorAll('.stone').length,
    head: svg.querySelectorAll('.head').length,
    body: svg.querySelectorAll('.body').length,
    pathSteps: svg.querySelectorAll('.path-step').length,
    pathAhead: svg.querySelectorAll('.path-ahead').length,
    step: document.getElementById('step-label')?.textContent ?? null,
    verdict: document.getElementById('verdict')?.textContent ?? '',
    problems: [...document.querySelectorAll('button.diagnostic .code')].map((n) => n.textContent),
  };
}

console.log(`visual check (${source}): a .holedox file with a typo, then the puzzle panel`);
// Each check waits for what it asserts: the extension draws on its own schedule, slower on a busy machine.
const shot = await browserCheck(
  { workspace: join(repoRoot, 'examples'), file: 'with-a-typo.holedox', ...(vsix ? { vsix } : {}) },
  async (ctx) => {
    await check('the status bar names the language Holedox', () =>
      ctx.waitForState((s) => s.language, 'Holedox', 'the status bar to name the language'),
    );
    await check('the typo shows as one error squiggle', () =>
      ctx.waitForState((s) => s.squiggles.error, 1, 'one error squiggle under the typo'),
    );
    await check('the inline answers stand above the cases: 9 moves, not solvable, 1 move', () =>
      waitForEqual(
        async () =>
          (await ctx.page.locator('.monaco-editor .codelens-decoration').evaluateAll((nodes) => nodes.map((n) => n.textContent ?? '')))
            .map((text) => text.split('|')[0].split(':')[0].trim())
            .sort(),
        ['→ 1 move', '→ 9 moves', '→ not solvable'],
        'the answer lenses above the three cases',
      ),
    );
    // The panel follows the case under the cursor: put the cursor in case 1, as a reader would.
    await ctx.page
      .locator('.monaco-editor .view-line')
      .filter({ hasText: '5 6 4' })
      .first()
      .click({ position: { x: 2, y: 5 } });
    await ctx.runCommand('Holedox: Show Puzzle Panel');
    await check('the panel draws case 1: a 5×6 grid, 3 stones, the head and 3 body blocks', () =>
      panelShows(ctx, readDrawing, (d) => [d.cells, d.stones, d.head, d.body], [30, 3, 1, 3], 'the panel to draw case 1'),
    );
    // With the panel beside it the editor is half as wide: the lens must still fit.
    await check('beside the panel, the not-solvable lens keeps Solve and Show in panel in sight, its reason in its tooltip', () =>
      waitForEqual(
        () =>
          ctx.page.evaluate(() => {
            const lens = [...document.querySelectorAll('.monaco-editor .codelens-decoration')].find((n) =>
              (n.textContent ?? '').startsWith('→ not solvable'),
            );
            const editor = lens?.closest('.monaco-editor');
            const parts = lens ? [...lens.children] : [];
            if (!lens || !editor || parts.length === 0) return null;
            // What the reader sees of the line: the editor's box, up to the minimap, and the lens's own (clipped) box.
            const right = Math.min(
              editor.getBoundingClientRect().right,
              editor.querySelector('.minimap')?.getBoundingClientRect().left ?? Infinity,
              lens.getBoundingClientRect().right,
            );
            const ends = parts.map((p) => Math.round(p.getBoundingClientRect().right));
            return {
              // When not, where its parts end and where sight ends, for the failure's message.
              inSight: ends.every((end) => end <= right + 0.5) || `parts end at ${ends.join(', ')}; sight ends at ${Math.round(right)}`,
              tooltip: (parts[0].getAttribute('title') ?? '').slice(0, 'B3 (1, 5) is outside the 4×4 lair'.length),
            };
          }),
        { inSight: true, tooltip: 'B3 (1, 5) is outside the 4×4 lair' },
        'the not-solvable lens, its actions and its tooltip',
      ),
    );
    await check('the panel stands at move 0 of the 9-move shortest path, the way ahead dashed, and says so', () =>
      panelShows(
        ctx,
        readDrawing,
        (d) => [d.step, d.pathSteps, d.pathAhead, d.verdict.slice(0, 'Shortest: 9 moves to the exit'.length)],
        ['move 0 / 9', 0, 1, 'Shortest: 9 moves to the exit'],
        'move 0 of the 9-move path and its verdict',
      ),
    );
    await check("the panel lists the file's problem", () =>
      panelShows(ctx, readDrawing, (d) => d.problems, ['holedox.outside-lair'], "the file's problem in the panel"),
    );
    return ctx.screenshot('panel-beside-holedox');
  },
);

console.log(`  screenshot: ${shot}`);
if (updateReadme) report.publish([[shot, 'screenshot.png']]);
report.finish();

#!/usr/bin/env node
// Editing a case from the panel, in a real VS Code with the extension installed: a stone
// toggled by a click and by the keyboard, a drag that grows the snake, a refusal, and undo in
// the editor, each checked against the editor's own text. `--readme` copies the shot of the
// grid being edited, beside the text it wrote, to docs/edit-grid.png.
//
//   node test/browser/editCheck.mjs [--vsix FILE] [--readme]
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { browserCheck } from './browserCheck.mjs';
import { checkOptions, createReport, inPanel, panelShows } from './checkReport.mjs';
import { colourTheme, scratchDir, stopOnSignals, waitFor, waitForEqual } from './vscodeWeb.mjs';

stopOnSignals();
const { vsix, updateReadme, source } = checkOptions();
const report = createReport('edit');
const check = report.check;

// The statement's first sample: answer 9.
const SAMPLE = ['5 6 4', '4 1', '4 2', '3 2', '3 1', '3', '2 3', '3 3', '3 4', '', '0 0 0'];
const workspace = scratchDir('holedox-edit-');
writeFileSync(join(workspace, 'edit.holedox'), `${SAMPLE.join('\n')}\n`);

/** The panel's Edit mode as it shows: its status line, the cursor square, the verdict. */
function readEdit() {
  // The outer webview frame has no panel page: only the inner one answers.
  if (!document.getElementById('app')) return null;
  const status = document.getElementById('edit-status');
  const cursor = document.querySelector('svg.grid .edit-cursor');
  const floor =
    cursor &&
    [...document.querySelectorAll('svg.grid .floor rect')].find(
      (r) => r.getAttribute('x') === cursor.getAttribute('x') && r.getAttribute('y') === cursor.getAttribute('y'),
    );
  return {
    editing: document.getElementById('edit-toggle')?.getAttribute('aria-pressed') ?? null,
    status: status?.textContent ?? null,
    live: status?.getAttribute('aria-live') ?? null,
    code: status?.dataset.code ?? null,
    cursor: floor ? [Number(floor.dataset.row), Number(floor.dataset.col)] : null,
    focused: document.activeElement?.id ?? null,
    third: document.getElementById('edit-third')?.value ?? null,
    caret: document.getElementById('edit-third')?.selectionStart ?? null,
    redrawn: document.getElementById('edit-tools')?.dataset.before === undefined,
    verdict: document.getElementById('verdict')?.textContent ?? '',
  };
}

/** The editor's lines, top to bottom, as the user reads them (Monaco draws spaces as no-break spaces). */
async function editorLines(ctx) {
  const lines = await ctx.page.locator('.monaco-editor .view-lines .view-line').evaluateAll((nodes) =>
    nodes
      .map((n) => ({ top: Number.parseFloat(n.style.top), text: (n.textContent ?? '').replace(/\u00a0/g, ' ') }))
      .sort((a, b) => a.top - b.top)
      .map((l) => l.text),
  );
  // The editor draws one empty line after the file's last line end.
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

const editorShows = (ctx, expected, what) => waitForEqual(() => editorLines(ctx), expected, what);

console.log(`edit check (${source}): editing the statement sample's grid from the panel`);
const shot = await browserCheck({ workspace, file: 'edit.holedox', ...(vsix ? { vsix } : {}) }, async (ctx) => {
  await ctx.waitForState((s) => s.language, 'Holedox', 'the status bar to name the language');
  const firstLine = ctx.page.locator('.monaco-editor .view-line').filter({ hasText: '5 6 4' }).first();
  await firstLine.click({ position: { x: 2, y: 5 } });
  await colourTheme(ctx.page, 'Dark Modern', 'vs-dark');
  // The side bar closed, so the shot has room for the text and the grid side by side.
  await ctx.page.keyboard.press('Control+B');
  await ctx.page.locator('.part.sidebar').waitFor({ state: 'hidden' });
  await ctx.runCommand('Holedox: Show Puzzle Panel');
  const { frame } = await inPanel(ctx, () => document.getElementById('explanation') !== null, null, 'the explained solution in the panel');
  const shows = (pick, expected, what) => panelShows(ctx, readEdit, pick, expected, what);

  await check('the Edit button turns Edit mode on, the grid taking the keyboard', async () => {
    await frame.locator('#edit-toggle').click();
    await shows((e) => [e.editing, e.live, e.focused, e.cursor], ['true', 'polite', 'drawing', [1, 1]], 'Edit mode on, the grid focused');
  });

  await check('a click on an open square writes a stone into the case, exactly', async () => {
    await frame.locator('svg.grid .floor [data-row="5"][data-col="6"]').click();
    await shows((e) => e.status, 'Stone added at (5, 6).', 'the status line saying the stone was added');
    await editorShows(ctx, ['5 6 4', '4 1', '4 2', '3 2', '3 1', '4', '2 3', '3 3', '3 4', '5 6', '', '0 0 0'], 'the stone in the editor');
  });

  await check('arrows move the cursor, announced; Space toggles a stone and the answer follows', async () => {
    // The cursor is where the click was: (5, 6). Two left and one up is (4, 4).
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowUp']) await ctx.page.keyboard.press(key);
    await shows((e) => [e.cursor, e.status], [[4, 4], 'Row 4, column 4: open.'], 'the cursor on (4, 4), announced');
    await ctx.page.keyboard.press('ArrowLeft');
    await ctx.page.keyboard.press(' ');
    await shows((e) => e.status, 'Stone added at (4, 3).', 'the status line saying the stone was added by Space');
    await editorShows(
      ctx,
      ['5 6 4', '4 1', '4 2', '3 2', '3 1', '5', '2 3', '3 3', '3 4', '5 6', '4 3', '', '0 0 0'],
      'both stones in the editor',
    );
    // A stone at (4, 3) blocks the snake's quickest way round: 13 moves (the CLI agrees).
    await shows((e) => e.verdict.startsWith('Shortest: 13 moves'), true, 'the panel to answer 13');
  });

  await check('a click on the snake is refused with its reason, and nothing is written', async () => {
    await frame.locator('svg.grid .floor [data-row="4"][data-col="2"]').click();
    await shows(
      (e) => [e.status, e.code],
      ["Refused: (4, 2) holds the snake's B2: a stone cannot go there.", 'edit.square-taken'],
      'the refusal in the status line',
    );
    await editorShows(
      ctx,
      ['5 6 4', '4 1', '4 2', '3 2', '3 1', '5', '2 3', '3 3', '3 4', '5 6', '4 3', '', '0 0 0'],
      'the text unchanged',
    );
  });

  let taken;
  await check('dragging the head along two squares grows the snake by two', async () => {
    // The grid is drawn again whenever the host sends a view, so the squares are read in one
    // evaluation (no redraw can fall between two of them), until all three have a box in view.
    const squares = [
      [4, 1],
      [5, 1],
      [5, 2],
    ];
    const inFrame = await waitFor(
      () =>
        frame
          .evaluate((cells) => {
            const centres = cells.map(([row, col]) => {
              const r = document.querySelector(`svg.grid .floor [data-row="${row}"][data-col="${col}"]`)?.getBoundingClientRect();
              return r && r.width > 0 && r.height > 0 ? { x: r.x + r.width / 2, y: r.y + r.height / 2 } : null;
            });
            const inView = (c) => c && c.x > 0 && c.y > 0 && c.x < innerWidth && c.y < innerHeight;
            return centres.every(inView) ? centres : null;
          }, squares)
          .catch(() => null),
      `squares ${squares.map(([r, c]) => `(${r}, ${c})`).join(', ')} of the grid in view`,
    );
    const frameBox = await (await frame.frameElement()).boundingBox();
    if (frameBox === null) throw new Error('the panel frame has no box on the page');
    const path = inFrame.map((c) => ({ x: frameBox.x + c.x, y: frameBox.y + c.y }));
    await ctx.page.mouse.move(path[0].x, path[0].y);
    await ctx.page.mouse.down();
    for (const p of path.slice(1)) await ctx.page.mouse.move(p.x, p.y, { steps: 4 });
    await ctx.page.mouse.up();
    await shows((e) => e.status, 'Snake grown to L = 6, head at (5, 2).', 'the status line saying the snake grew');
    await editorShows(
      ctx,
      ['5 6 6', '5 2', '5 1', '4 1', '4 2', '3 2', '3 1', '5', '2 3', '3 3', '3 4', '5 6', '4 3', '', '0 0 0'],
      'the longer snake in the editor',
    );
    // The inline answer above the header follows too: the shot waits for it.
    await waitForEqual(
      async () => (await ctx.page.locator('.codelens-decoration').allInnerTexts()).join(' ').includes('→ 11 moves'),
      true,
      'the inline answer to say → 11 moves',
    );
    await ctx.page.mouse.move(20, 780);
    taken = await ctx.screenshot('edit-grid');
  });

  await check('undo in the editor takes the edits back, one at a time, to the file as it was', async () => {
    await ctx.page
      .locator('.monaco-editor .view-line')
      .first()
      .click({ position: { x: 2, y: 5 } });
    for (let i = 0; i < 3; i++) await ctx.page.keyboard.press('Control+Z');
    await editorShows(ctx, SAMPLE, 'the original text after three undos');
    await shows((e) => e.verdict.startsWith('Shortest: 9 moves'), true, 'the panel to answer 9 again');
    // The status line spoke of the drag, which the undo took back: it says nothing now.
    await shows((e) => [e.status, e.code], ['', null], 'the status line cleared once the editor changed the case');
  });

  // The statement's sample with a stone at (5, 6), written to the file on disk while the reader types.
  const STONED = ['5 6 4', '4 1', '4 2', '3 2', '3 1', '4', '2 3', '3 3', '3 4', '5 6', '', '0 0 0'];
  await check('a redraw while L is being typed keeps the field: what was typed, the caret, the focus', async () => {
    await frame.locator('#edit-third').click();
    await ctx.page.keyboard.press('Control+A');
    await ctx.page.keyboard.type('9');
    // Mark the controls drawn now: a redraw replaces them, and the mark is gone.
    await frame.evaluate(() => (document.getElementById('edit-tools').dataset.before = 'redraw'));
    // The editor reloads the file changed on disk (undone to it, the document is not dirty), and
    // the host sends the panel the case again while the field still has the keyboard.
    writeFileSync(join(workspace, 'edit.holedox'), `${STONED.join('\n')}\n`);
    await editorShows(ctx, STONED, 'the file changed on disk in the editor');
    await shows(
      (e) => [e.redrawn, e.third, e.focused, e.caret],
      [true, '9', 'edit-third', 1],
      'the controls drawn again, the field still holding 9 with the caret after it and the focus',
    );
  });

  await check('L = 9, past the judge limit, is said before it is written, and written when set again', async () => {
    await ctx.page.keyboard.press('Enter');
    await shows(
      (e) => [e.status, e.code],
      [
        'Refused: L = 9 is outside the judge limit 2 ≤ L ≤ 8; the solver still tries it. The judge never gives such a case: do the same again to write it anyway.',
        'edit.past-judge-limits',
      ],
      'the status line saying L = 9 is past the judge limit',
    );
    await editorShows(ctx, STONED, 'nothing written yet');
    await ctx.screenshot('edit-past-limits');
    await frame.locator('#edit-third').fill('9');
    await frame.locator('.edit-set').click();
    await shows((e) => e.code, null, 'the second Set written');
    await waitForEqual(async () => (await editorLines(ctx))[0], '5 6 9', 'L = 9 in the header');
  });
  return taken;
});

if (shot) console.log(`  screenshot: ${shot}`);
if (updateReadme && shot) report.publish([[shot, 'edit-grid.png']]);
report.finish();

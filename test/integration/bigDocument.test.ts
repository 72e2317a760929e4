import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { formatById } from '../../src/core/formats/registry';
import { parsePuzzle } from '../../src/core/puzzleFile';
import { COMMANDS } from '../../src/extension/commands/commandIds';
import { OUTLINE_CASES_UP_TO } from '../../src/extension/languageFeatures/outlineProvider';
import { PARSE_IN_STEPS_FROM_CHARS } from '../../src/extension/puzzleDocuments';
import { TEST_TIMEOUT_MS, activateExtension, closeAllEditors, openUntitled, showRange, waitFor, waitForDiagnostics } from './helpers';
import { say } from '../../src/core/l10n/message';

// An edit in the middle of a big document is parsed incrementally (only the windows
// of text around it are read again); the squiggles must be those of the whole file all the same.

// Under OUTLINE_CASES_UP_TO: the outline lists each case.
const CASES = 3000;

/** `CASES` seeded Holedox cases, and the line of each case's first body pair (0-based). */
function bigFile(): { text: string; firstPairLine: number[] } {
  const holedox = formatById('holedox');
  let text = '';
  let line = 0;
  const firstPairLine: number[] = [];
  for (let k = 0; k < CASES; k++) {
    const c = holedox.generate(holedox.defaultCaseOptions(k + 1)) + holedox.caseSeparator;
    firstPairLine.push(line + 1);
    text += c;
    line += c.split('\n').length - 1;
  }
  return { text: `${text}0 0 0\n`, firstPairLine };
}

/** The not-an-integer squiggles, as `line:character-line:character`, top to bottom. */
function typoRanges(diagnostics: readonly vscode.Diagnostic[]): string[] {
  return diagnostics
    .filter((d) => d.code === 'holedox.not-an-integer')
    .map((d) => d.range)
    .sort((a, b) => a.start.line - b.start.line)
    .map(showRange);
}

describe('a big document in a real VS Code: incremental parse, outline and squiggles', function () {
  this.timeout(2 * TEST_TIMEOUT_MS);

  before(async () => {
    await activateExtension();
  });

  afterEach(async () => {
    await closeAllEditors();
  });

  it('the outline lists every case at its place after edits, as a document opened with the same text does', async () => {
    const { text, firstPairLine } = bigFile();
    const document = await openUntitled('holedox', text);
    const editor = await vscode.window.showTextDocument(document);
    const outline = async (d: vscode.TextDocument) =>
      ((await vscode.commands.executeCommand<vscode.DocumentSymbol[]>('vscode.executeDocumentSymbolProvider', d.uri)) ?? []).map(
        (s) => `${s.name} [${s.detail}] ${showRange(s.range)} sel ${showRange(s.selectionRange)} ${s.children.length}`,
      );
    // The same text in a document of its own: its outline is built from nothing.
    const asFresh = async (what: string) => {
      const edited = await outline(document);
      const fresh = await openUntitled('holedox', document.getText());
      // Shown, so that closing every editor closes it too (an untitled document in no editor stays open).
      await vscode.window.showTextDocument(fresh, { preview: false, preserveFocus: true, viewColumn: vscode.ViewColumn.Beside });
      assert.deepEqual(edited, await outline(fresh), `${what}: the outline of the edited document`);
      return edited;
    };
    const headerLine = (k: number) => (firstPairLine[k] ?? 0) - 1;
    const middle = CASES / 2;

    const opened = await asFresh('opened');
    assert.equal(opened.length, CASES);
    // Past 500 cases each case is named by its number alone, without its parts (core/outline.ts caseAloneEntry).
    assert.match(
      opened[middle] ?? '',
      new RegExp(`^Case ${middle + 1} \\[\\] ${headerLine(middle)}:0-\\d+:\\d+ sel ${headerLine(middle)}:0-${headerLine(middle)}:\\d+ 0$`),
    );

    // A key typed at the end of the middle case's first body line: no line moves.
    const typedAt = firstPairLine[middle] ?? 0;
    assert.ok(await editor.edit((e) => e.insert(document.lineAt(typedAt).range.end, '7')));
    await asFresh('after a key typed in the middle case');

    // A line break before the middle case: every case after it one line further down.
    assert.ok(await editor.edit((e) => e.insert(new vscode.Position(headerLine(middle), 0), '\n')));
    const moved = await asFresh('after a line break added before the middle case');
    assert.match(moved[middle] ?? '', new RegExp(` ${headerLine(middle) + 1}:0-`));
    assert.match(moved[CASES - 1] ?? '', new RegExp(` ${headerLine(CASES - 1) + 1}:0-`));

    // A whole case pasted before it: the cases after it are numbered one more.
    const caseText = document.getText(new vscode.Range(headerLine(3), 0, headerLine(4), 0));
    assert.ok(await editor.edit((e) => e.insert(new vscode.Position(headerLine(middle), 0), caseText)));
    const pasted = await asFresh('after a case pasted before the middle case');
    assert.equal(pasted.length, CASES + 1);
    assert.match(pasted[CASES] ?? '', new RegExp(`^Case ${CASES + 1} \\[`));

    // The same case deleted again, and a key typed on the first case's header line.
    assert.ok(
      await editor.edit((e) => e.delete(new vscode.Range(headerLine(middle), 0, headerLine(middle) + caseText.split('\n').length - 1, 0))),
    );
    assert.ok(await editor.edit((e) => e.insert(new vscode.Position(0, 0), '1')));
    const last = await asFresh('after the case deleted and a key typed on the first line');
    assert.equal(last.length, CASES);
  });

  it('folds every case up to editor.foldingMaximumRegions, then one more so VS Code says the limit was reached', async () => {
    const { text, firstPairLine } = bigFile();
    const document = await openUntitled('holedox', text);
    await vscode.window.showTextDocument(document);
    const folds = async () =>
      ((await vscode.commands.executeCommand<vscode.FoldingRange[]>('vscode.executeFoldingRangeProvider', document.uri)) ?? []).map(
        (f) => `${f.start}-${f.end}`,
      );
    // From the case's header line to its last line, the line before the blank one that ends it.
    const foldOf = (k: number) => `${(firstPairLine[k] ?? 0) - 1}-${(firstPairLine[k + 1] ?? 0) - 3}`;
    // Under the default limit (5 000): every case.
    const all = await folds();
    assert.equal(all.length, CASES);
    assert.equal(all[1234], foldOf(1234));
    const editor = vscode.workspace.getConfiguration('editor', { languageId: 'holedox' });
    await editor.update('foldingMaximumRegions', 1000, vscode.ConfigurationTarget.Global, true);
    try {
      // The 1 000 folds VS Code keeps of the whole list (the first ones), and the next.
      assert.deepEqual(await folds(), all.slice(0, 1001));
    } finally {
      await editor.update('foldingMaximumRegions', undefined, vscode.ConfigurationTarget.Global, true);
    }
    assert.equal((await folds()).length, CASES);
  });

  it('Go to Symbol reaches a case by its name, and the case under the cursor is the one symbol holding it', async () => {
    const { text, firstPairLine } = bigFile();
    const document = await openUntitled('holedox', text);
    const editor = await vscode.window.showTextDocument(document);
    const wanted = 2345;
    const header = (firstPairLine[wanted - 1] ?? 0) - 1;
    const symbols =
      (await vscode.commands.executeCommand<vscode.DocumentSymbol[]>('vscode.executeDocumentSymbolProvider', document.uri)) ?? [];
    // What the breadcrumbs show: the symbol whose range holds the cursor, here a body pair of the case.
    const cursor = new vscode.Position(header + 1, 1);
    assert.deepEqual(
      symbols.filter((s) => s.range.contains(cursor)).map((s) => `${s.name} ${showRange(s.selectionRange)}`),
      [`Case ${wanted} ${header}:0-${header}:${document.lineAt(header).text.length}`],
    );
    // Go to Symbol in Editor (Ctrl+Shift+O is Quick Open with '@'), typed and accepted as a user does:
    // the picks come once the outline is in, so the query is typed and accepted again until the cursor jumps.
    const query = `@Case ${wanted}`;
    const jumped = await waitFor(
      async () => {
        await vscode.commands.executeCommand('workbench.action.quickOpen', query);
        await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
        const at = editor.selection.active.line;
        return at === header ? showRange(editor.selection) : undefined;
      },
      `Go to Symbol '${query}' to put the cursor on line ${header}`,
      { pollMs: 500, lastSeen: () => `cursor on line ${editor.selection.active.line}` },
    );
    // The cursor at the start of the case's header, as Go to Symbol leaves it.
    assert.equal(jumped, `${header}:0-${header}:0`);
  });

  it('past OUTLINE_CASES_UP_TO cases the outline lists groups; Go to Case and Go to Symbol in Workspace reach a case by number', async () => {
    // Two-line Tempter cases, so case n's header is line 2(n - 1); cases 2345 and 2346 have no door.
    const count = OUTLINE_CASES_UP_TO + 1000;
    assert.equal(count, 6000);
    const unsolvable = new Set([2345, 2346]);
    let text = '';
    for (let n = 1; n <= count; n++) text += unsolvable.has(n) ? '1 2 1\nS.\n' : '1 2 1\nSD\n';
    const document = await openUntitled('tempter', `${text}0 0 0\n`);
    const editor = await vscode.window.showTextDocument(document);
    const outline = async () =>
      ((await vscode.commands.executeCommand<vscode.DocumentSymbol[]>('vscode.executeDocumentSymbolProvider', document.uri)) ?? []).map(
        (s) => `${s.name} [${s.detail}] ${showRange(s.range)} sel ${showRange(s.selectionRange)} ${s.children.length}`,
      );
    const expected: string[] = [];
    for (let g = 0; g < 60; g++)
      expected.push(
        `Cases ${100 * g + 1}\u2013${100 * g + 100} [${g === 23 ? '2 not solvable' : ''}] ${200 * g}:0-${200 * g + 199}:2 sel ${200 * g}:0-${200 * g}:5 0`,
      );
    assert.deepEqual(await outline(), expected);

    // The breadcrumbs' symbol for a place inside case 2345: its group.
    const header = 2 * (2345 - 1);
    const symbols =
      (await vscode.commands.executeCommand<vscode.DocumentSymbol[]>('vscode.executeDocumentSymbolProvider', document.uri)) ?? [];
    assert.deepEqual(
      symbols.filter((s) => s.range.contains(new vscode.Position(header + 1, 1))).map((s) => s.name),
      ['Cases 2301\u20132400'],
    );

    // "Holedox: Go to Case…" given the number: the cursor at the start of the case's header.
    assert.equal(await vscode.commands.executeCommand<number | undefined>(COMMANDS.goToCase, 2345), 2345);
    assert.equal(showRange(editor.selection), `${header}:0-${header}:0`);
    assert.equal(await vscode.commands.executeCommand<number | undefined>(COMMANDS.goToCase, count + 1), undefined);
    assert.equal(showRange(editor.selection), `${header}:0-${header}:0`, 'no case 6001: the cursor stays');

    // Go to Symbol in Workspace finds the case by its number, in this document at its header.
    const found =
      (await vscode.commands.executeCommand<vscode.SymbolInformation[]>('vscode.executeWorkspaceSymbolProvider', 'Case 2345')) ?? [];
    assert.deepEqual(
      found.filter((s) => s.location.uri.toString() === document.uri.toString()).map((s) => `${s.name} ${showRange(s.location.range)}`),
      [`Case 2345 ${header}:0-${header}:5`],
    );
    assert.deepEqual([...new Set(found.map((s) => s.name))], ['Case 2345']);
    assert.equal(
      ((await vscode.commands.executeCommand<vscode.SymbolInformation[]>('vscode.executeWorkspaceSymbolProvider', 'Case')) ?? []).length,
      0,
    );

    // As a user does it: Quick Open with '#' and the number, typed and accepted (again until the picks are in).
    // Quick Open asks the providers for the first word of its query only, so a user types the number alone.
    assert.equal(await vscode.commands.executeCommand<number | undefined>(COMMANDS.goToCase, 1), 1);
    const wanted = 4321;
    const jumped = await waitFor(
      async () => {
        await vscode.commands.executeCommand('workbench.action.quickOpen', `#${wanted}`);
        await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
        const active = vscode.window.activeTextEditor;
        return active?.document === document && active.selection.active.line === 2 * (wanted - 1) ? showRange(active.selection) : undefined;
      },
      `Go to Symbol in Workspace '#${wanted}' to put the cursor on line ${2 * (wanted - 1)}`,
      { pollMs: 500, lastSeen: () => `cursor on line ${vscode.window.activeTextEditor?.selection.active.line ?? 'none'}` },
    );
    assert.equal(jumped, `${2 * (wanted - 1)}:0-${2 * (wanted - 1)}:0`);

    // A case added at the end: the outline is the groups of the new text.
    assert.ok(await editor.edit((e) => e.insert(new vscode.Position(2 * count, 0), '1 2 1\nSD\n')));
    assert.deepEqual(await outline(), [...expected, `Case 6001 [] 12000:0-12001:2 sel 12000:0-12000:5 0`]);
  });

  it('a big document just opened is read a slice at a time: the answer check and the Test Explorer never read the rest at once', async () => {
    const api = await activateExtension();
    // 2 MB of two-line Tempter cases, opened with its text (not typed in): its first parse is
    // read in steps, seconds of work on a loaded machine, which must never be one task.
    let text = '';
    for (let n = 1; n <= 100_000; n++) text += n % 2 === 0 ? '1 2 1\nSD\n' : '1 3 2\nS.D\n';
    const before = api.analyses.counts.finishedAtOnce;
    const document = await vscode.workspace.openTextDocument({ language: 'tempter', content: `${text}0 0 0\n` });
    assert.ok(document.getText().length >= PARSE_IN_STEPS_FROM_CHARS);
    await vscode.window.showTextDocument(document);
    const key = document.uri.toString();
    // Both wait for the answers on screen, then read the cases: the check's report (no expected
    // file for an untitled document) and the tree's item for the file, its cases left for later.
    await waitFor(
      () => (api.answers.reportFor(document.uri) && api.judge.tree.controller.items.get(key)?.canResolveChildren ? true : undefined),
      "the answer check's report and the Test Explorer's item for the big document",
      { recheckOn: [api.answers.onDidChange] },
    );
    assert.equal(api.answers.reportFor(document.uri)?.version, document.version);
    assert.equal(api.analyses.counts.finishedAtOnce, before, 'first parses finished in one task');
  });

  it('an edit in the middle updates the squiggles of that case and keeps the others where their text moved', async () => {
    const { text, firstPairLine } = bigFile();
    const lineOf = (caseIndex: number) => firstPairLine[caseIndex] ?? -1;
    const early = lineOf(2);
    const middle = lineOf(CASES / 2);
    const late = lineOf(CASES - 10);
    // Typos in an early and a late case: the column of a body pair becomes 'x'.
    const lines = text.split('\n');
    for (const at of [early, late]) lines[at] = `${(lines[at] ?? '').split(' ')[0]} x`;
    const document = await openUntitled('holedox', lines.join('\n'));
    const editor = await vscode.window.showTextDocument(document);
    const typoAt = (line: number, shift = 0) => {
      const first = (document.lineAt(line + shift).text.split(' ')[0] ?? '').length;
      return showRange(new vscode.Range(line + shift, first + 1, line + shift, first + 2));
    };
    const expect = async (wanted: string[], what: string) => {
      const found = typoRanges(
        await waitForDiagnostics(
          document.uri,
          (d) => typoRanges(d).join(' ') === wanted.join(' '),
          `${what}: not-an-integer at ${wanted.join(', ')}`,
        ),
      );
      assert.deepEqual(found, wanted);
    };
    await expect([typoAt(early), typoAt(late)], 'the two typos of the opened file');

    // A typo typed in the middle case: its squiggle comes, the others stay.
    const middleText = document.lineAt(middle).text;
    const column = middleText.indexOf(' ') + 1;
    assert.ok(await editor.edit((e) => e.replace(new vscode.Range(middle, column, middle, middleText.length), 'x')));
    await expect([typoAt(early), typoAt(middle), typoAt(late)], 'the typo typed in the middle case');

    // A line break added before the middle case: everything after it moves one line down.
    assert.ok(await editor.edit((e) => e.insert(new vscode.Position(middle - 1, 0), '\n')));
    await expect([typoAt(early), typoAt(middle, 1), typoAt(late, 1)], 'the squiggles after an added line, one line further down');

    // The middle typo undone: its squiggle goes, the others stay.
    assert.ok(await editor.edit((e) => e.replace(new vscode.Range(middle + 1, column, middle + 1, column + 1), middleText.slice(column))));
    await expect([typoAt(early), typoAt(late, 1)], 'the middle typo fixed');
    assert.equal(
      vscode.languages.getDiagnostics(document.uri).filter((d) => d.severity === vscode.DiagnosticSeverity.Error).length,
      2,
      'no other error in the file',
    );
  });

  it("keys typed in a burst: the squiggles after the last key are the whole text's", async () => {
    const { text, firstPairLine } = bigFile();
    const document = await openUntitled('holedox', text);
    const editor = await vscode.window.showTextDocument(document);
    // Keys in two places, one right after the other (each within the refresh's 30 ms of the one before, as far as the
    // machine allows): the parse follows several versions at once, from the edits' spans joined.
    const at = firstPairLine[CASES / 2] ?? 0;
    for (const key of 'x7 y') assert.ok(await editor.edit((e) => e.insert(new vscode.Position(at, document.lineAt(at).text.length), key)));
    assert.ok(await editor.edit((e) => e.insert(new vscode.Position(at - 30, 0), '\n')));
    // And a typo in a case further on (one line down since the line break).
    const further = (firstPairLine[CASES / 2 + 5] ?? 0) + 1;
    assert.ok(await editor.edit((e) => e.replace(new vscode.Range(further, 0, further, 1), 'q')));
    const shown = (diagnostics: readonly vscode.Diagnostic[]) => diagnostics.map((d) => `${String(d.code)} ${showRange(d.range)}`).sort();
    const wanted = shown(
      parsePuzzle(document.getText(), 'holedox').issues.map((issue) => {
        const d = new vscode.Diagnostic(
          new vscode.Range(document.positionAt(issue.range.start), document.positionAt(issue.range.end)),
          say(issue.message),
        );
        d.code = issue.code;
        return d;
      }),
    );
    assert.ok(wanted.length >= 2, `${wanted.length} issues in the edited text`);
    const found = await waitForDiagnostics(
      document.uri,
      (d) => shown(d).join('|') === wanted.join('|'),
      `the squiggles of the whole edited text: ${wanted.join(', ')}`,
    );
    assert.deepEqual(shown(found), wanted);
  });
});

// Whether our language defaults reach the workbench's model and editor of a puzzle file that
// the workbench restores at its start (as the editor bench opens its big files), shown by
// logpoints in VS Code's own code:
//
//   node scripts/bench/rendererDefaults.mjs [--extension DIR] [--file PATH] [--seconds N] [--reopen]
//
// (PATH defaults to the editor bench's .bench/editor/big.holedox; --seconds, 20 by default, is
// how long to watch after the editor shows the file; --reopen then closes the file's editor,
// opens it again through Quick Open and watches as long again.) It opens PATH in a fresh workbench with
// the extension at DIR, and prints, in ms from the page's start, each time:
// - `language`: the model's language changes (a file restored before our languages are known
//   opens as plaintext), with the bracket colouring setting for the new language then;
// - `model options`: VS Code's model service asks whether a configuration change affects the
//   model's `editor` settings (our defaults arriving are one), its answer, and the setting now;
// - `bracket colouring`: the colouring's decoration provider of a model asked for a range the
//   first time, and whether the model's own option has it on;
// - `sticky scroll`: an editor's sticky scroll builds its model providers (the default model
//   setting then), and, every 5th update, which providers it has and whether each is usable.
// The logpoints are found by text in code-server 4.100.3's minified workbench (VS Code 1.100.3);
// the script stops with the text it could not find when another version is installed.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const web = await import('../../test/browser/vscodeWeb.mjs');

/** Each logpoint: the text it stands on in the workbench's bundle, and what it logs (an expression over the minified names there). */
const LOGPOINTS = [
  {
    at: 'const s=t.oldLanguage,n=e.getLanguageId()',
    log: "'language', t.oldLanguage, '->', e.getLanguageId(), 'bracket colouring setting', this.r.getValue('editor.bracketPairColorization.enabled', { overrideIdentifier: e.getLanguageId(), resource: e.uri })",
  },
  {
    at: 'if(e&&!e.affectsConfiguration("editor",{overrideIdentifier:l,resource:c})',
    log: "'model options', l, 'change affects editor:', e ? e.affectsConfiguration('editor', { overrideIdentifier: l, resource: c }) : '(first read)', 'keys', e ? [...e.affectedKeys].filter((k) => /^\\[|bracket|sticky/.test(k)).join(' ') : '', 'bracket colouring setting now', this.r.getValue('editor.bracketPairColorization.enabled', { overrideIdentifier: l, resource: c })",
  },
  {
    at: 'getDecorationsInRange(i,e,t,s){return s?[]:e===void 0?[]:this.a.enabled',
    // The first ask of each model's provider.
    when: 'e !== void 0 && !s && !(globalThis.__holedoxBracketAsked ??= new WeakSet()).has(this) && globalThis.__holedoxBracketAsked.add(this)',
    log: "'bracket colouring asked first for a', this.g.getLanguageId(), 'model, its option on:', this.a.enabled",
  },
  {
    at: 'this.g.getOption(120).defaultModel){case _G.OUTLINE_MODEL',
    log: "'sticky scroll providers built, default model', this.g.getOption(120).defaultModel, 'language', this.g.getModel()?.getLanguageId()",
  },
  {
    at: 'async update(e){return this.f.clear(),this.f.add({dispose:()=>{this.h(),this.c.cancel()}})',
    when: '(globalThis.__holedoxStickyUpdates = (globalThis.__holedoxStickyUpdates ?? 0) + 1) % 5 === 1',
    // OBe: indentation, FBe: the folding providers (usable only if there were some when built), BBe: the outline.
    log: "'sticky scroll update', globalThis.__holedoxStickyUpdates, this.a.map((p) => `${{ BBe: 'outline', FBe: 'folding providers', OBe: 'indentation' }[p.constructor.name] ?? p.constructor.name}${p.g() ? '' : ' (none)'}`).join(', ')",
  },
];

async function main() {
  const { values } = parseArgs({
    options: {
      extension: { type: 'string' },
      file: { type: 'string' },
      seconds: { type: 'string', default: '20' },
      reopen: { type: 'boolean', default: false },
    },
  });
  const file = resolve(values.file ?? join(root, '.bench', 'editor', 'big.holedox'));
  if (!existsSync(file)) throw new Error(`${file} is not there: run the editor bench once, or give --file`);
  const extensionsDir = join(web.scratchDir('vscode-web-extensions-'), 'extensions');
  web.installExtensionFolder(extensionsDir, resolve(values.extension ?? root));
  const folder = dirname(file);
  const server = await web.startCodeServer({ folder, extensionsDir });
  const { page } = await web.launchBrowser();
  const started = Date.now();
  const missing = await web.addLogpoints(page, LOGPOINTS, (text, at) =>
    process.stdout.write(`${String(at - started).padStart(7)} ms  ${text}\n`),
  );
  if (missing.length > 0) throw new Error(`not in this VS Code's workbench bundle: ${missing.join(' | ')}`);
  const name = file.slice(folder.length + 1);
  const say = (what) => process.stdout.write(`${String(Date.now() - started).padStart(7)} ms  ${what}\n`);
  await web.openWorkbench(page, server, { folder, file: name, timeoutMs: 120_000 });
  say(`the editor shows ${name}`);
  await new Promise((r) => setTimeout(r, Number(values.seconds) * 1000));
  if (!values.reopen) return;
  // Closed, its model goes (it is not dirty); opened again, VS Code makes a new model and points the editor at it.
  await web.focusWorkbench(page);
  await page.keyboard.press('Control+W');
  await web.waitFor(
    async () => (await page.locator('.editor-group-container.active .monaco-editor').count()) === 0,
    `${name}'s editor to close`,
  );
  say(`${name}'s editor closed`);
  await (await web.quickOpenEntry(page, name)).click();
  await page.locator('.editor-group-container.active .monaco-editor .view-lines').waitFor({ timeout: 60_000 });
  say(`the editor shows ${name} again`);
  await new Promise((r) => setTimeout(r, Number(values.seconds) * 1000));
}

web.stopOnSignals();
main()
  .catch((error) => {
    process.stderr.write(`rendererDefaults: ${error.stack ?? error}\n`);
    process.exitCode = 1;
  })
  .finally(() => web.stop());

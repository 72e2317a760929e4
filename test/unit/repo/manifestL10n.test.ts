// The manifest in English and 简体中文: package.json names %key% placeholders, package.nls.json
// holds the English and package.nls.zh-cn.json the Chinese, key for key.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePuzzle } from '../../../src/core/puzzleFile';
import { FORMAT_IDS } from '../../../src/core/formats/format';
import { formatById } from '../../../src/core/formats/registry';

const formatOfPath = (name: string) => FORMAT_IDS.find((id) => name.endsWith(formatById(id).fileExtension));

// Built to out/test/unit/manifestL10n.test.js: the repository is three levels up.
const ROOT = join(__dirname, '..', '..', '..', '..');
const read = (file: string): unknown => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
const manifest = read('package.json') as Manifest;
const english = read('package.nls.json') as Record<string, string>;
const chinese = read('package.nls.zh-cn.json') as Record<string, string>;

interface Manifest {
  displayName: string;
  description: string;
  capabilities: { untrustedWorkspaces: { description: string } };
  contributes: {
    commands: { command: string; title: string; category?: string }[];
    configuration: {
      properties: Record<
        string,
        { description?: string; markdownDescription?: string; properties?: Record<string, { description?: string }> }
      >;
    };
    walkthroughs: { title: string; description: string; steps: { title: string; description: string; media: { altText?: string } }[] }[];
  };
}

/** Every string value in a JSON tree, with its path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

const PLACEHOLDER = /^%([^%\s]+)%$/;
const used = strings(manifest).flatMap(([path, s]) => {
  const m = PLACEHOLDER.exec(s);
  return m ? [{ path, key: m[1] ?? '' }] : [];
});

/** What must survive translation untouched: code spans, markdown link targets, setting references. */
function fixedParts(text: string): { code: string[]; links: string[]; settings: string[] } {
  const sorted = (re: RegExp) => [...text.matchAll(re)].map((m) => m[1] ?? '').sort();
  return { code: sorted(/`([^`]+)`/g), links: sorted(/\]\(([^)\s]+)\)/g), settings: sorted(/#(holedox\.[\w.]+)#/g) };
}

/** The user-visible fields of the manifest, each of which must be a %key%. */
function visibleFields(m: Manifest): [string, string | undefined][] {
  const fields: [string, string | undefined][] = [
    ['displayName', m.displayName],
    ['description', m.description],
    ['untrustedWorkspaces.description', m.capabilities.untrustedWorkspaces.description],
  ];
  for (const c of m.contributes.commands) fields.push([`${c.command} title`, c.title], [`${c.command} category`, c.category]);
  for (const [name, p] of Object.entries(m.contributes.configuration.properties)) {
    fields.push([`${name} description`, p.description ?? p.markdownDescription]);
    if (p.description !== undefined && p.markdownDescription !== undefined)
      fields.push([`${name} markdownDescription`, p.markdownDescription]);
    for (const [sub, q] of Object.entries(p.properties ?? {})) fields.push([`${name}.${sub} description`, q.description]);
  }
  for (const w of m.contributes.walkthroughs) {
    fields.push(['walkthrough title', w.title], ['walkthrough description', w.description]);
    for (const s of w.steps)
      fields.push(
        [`step ${s.title}`, s.title],
        [`step ${s.title} description`, s.description],
        [`step ${s.title} altText`, s.media.altText],
      );
  }
  return fields;
}

/** Names that stay as they are in every language. */
const UNTRANSLATED = new Set(['command.category']);

describe('the manifest in English and Chinese', () => {
  it('takes every user-visible string from the bundles: command titles and categories, settings, the walkthrough, Restricted Mode', () => {
    const literal = visibleFields(manifest).filter(([, value]) => value === undefined || !PLACEHOLDER.test(value));
    assert.deepEqual(literal, [], 'manifest fields that are not a %key% (add the key to package.nls.json and package.nls.zh-cn.json)');
  });

  it('names no %key% that package.nls.json lacks, and package.nls.json has no key the manifest does not name', () => {
    assert.deepEqual(
      used.filter(({ key }) => !(key in english)),
      [],
      'placeholders without an English entry',
    );
    const named = new Set(used.map(({ key }) => key));
    assert.deepEqual(
      Object.keys(english).filter((key) => !named.has(key)),
      [],
      'stale keys in package.nls.json',
    );
  });

  it('has a Chinese entry for every English key, and none besides', () => {
    assert.deepEqual(Object.keys(chinese).sort(), Object.keys(english).sort());
  });

  it('translates every entry into Chinese (Han characters), except the names that stay as they are', () => {
    const untranslated = Object.entries(chinese).filter(([key, value]) => !UNTRANSLATED.has(key) && !/\p{Script=Han}/u.test(value));
    assert.deepEqual(untranslated, []);
    for (const key of UNTRANSLATED) assert.equal(chinese[key], english[key], key);
  });

  it('keeps code spans, placeholders, command links and setting references exactly as in English', () => {
    for (const [key, text] of Object.entries(english)) {
      assert.deepEqual(fixedParts(chinese[key] ?? ''), fixedParts(text), key);
    }
  });

  it('refers to settings that exist', () => {
    const settings = new Set(Object.keys(manifest.contributes.configuration.properties));
    const referred = Object.values(english).flatMap((text) => fixedParts(text).settings);
    assert.ok(referred.length > 0);
    assert.deepEqual(
      referred.filter((name) => !settings.has(name)),
      [],
    );
  });

  it('calls a command in bold by its palette name in the same language (**Holedox: 求解**)', () => {
    for (const [bundle, name] of [
      [english, 'English'],
      [chinese, 'Chinese'],
    ] as const) {
      const category = bundle['command.category'];
      const palette = new Set(
        manifest.contributes.commands.map((c) => `${category}: ${bundle[PLACEHOLDER.exec(c.title)?.[1] ?? ''] ?? ''}`),
      );
      const bold = Object.values(bundle).flatMap((text) => [...text.matchAll(/\*\*(Holedox: [^*]+)\*\*/g)].map((m) => m[1] ?? ''));
      assert.ok(bold.length >= 4, `${name}: bold command names found: ${bold.join(', ')}`);
      assert.deepEqual(
        bold.filter((label) => !palette.has(label)),
        [],
        `${name}: bold names that are no command's palette name`,
      );
    }
  });

  it('links the walkthrough only to commands that exist (ours contributed, or VS Code\u2019s own)', () => {
    const ours = new Set(manifest.contributes.commands.map((c) => c.command));
    const links = Object.values(english).flatMap((text) => fixedParts(text).links.filter((l) => l.startsWith('command:')));
    const commands = links.map((l) => l.slice('command:'.length).replace(/\?.*$/, ''));
    assert.deepEqual(
      commands.filter((c) => c.startsWith('holedox.') && !ours.has(c)),
      [],
    );
    // The one command of VS Code's the walkthrough links: the Test Explorer view's focus command.
    assert.deepEqual([...new Set(commands.filter((c) => !c.startsWith('holedox.')))], ['workbench.view.testing.focus']);
  });
});

describe('the walkthrough', function () {
  // vsce loads slowly on a busy machine; nothing here is timed.
  this.timeout(120_000);
  const steps = manifest.contributes.walkthroughs.flatMap((w) => w.steps) as unknown as {
    id: string;
    media: { svg?: string };
    completionEvents?: string[];
  }[];

  it('has one walkthrough of five steps, each completed by an event of its own, and some by the state the extension sets', () => {
    assert.equal(manifest.contributes.walkthroughs.length, 1);
    assert.deepEqual(
      steps.map((s) => [s.id, s.completionEvents]),
      [
        ['openSample', ['onCommand:holedox.openSample', 'onContext:holedox.walkthrough.puzzleOpened']],
        ['solve', ['onCommand:holedox.solve', 'onContext:holedox.panelOpen']],
        ['quickFix', ['onContext:holedox.walkthrough.mended']],
        ['judge', ['onView:workbench.view.testing', 'onContext:holedox.walkthrough.judged']],
        ['stress', ['onCommand:holedox.stressTest']],
      ],
    );
  });

  it("writes its steps in what a step renders (links and bold: VS Code shows a code span's backticks as they are)", () => {
    for (const bundle of [english, chinese]) {
      const withCode = Object.entries(bundle).filter(([key, text]) => key.startsWith('walkthrough.') && text.includes('`'));
      assert.deepEqual(withCode, []);
    }
  });

  it("draws its images in the theme's colours: every colour is a --vscode-* variable", () => {
    for (const step of steps) {
      const svg = readFileSync(join(ROOT, step.media.svg ?? ''), 'utf8');
      const colours = [...svg.matchAll(/(?:fill|stroke)="([^"]+)"/g)]
        .map((m) => m[1] ?? '')
        .filter((c) => c !== 'none' && !c.startsWith('url('));
      assert.ok(colours.length > 0, step.id);
      assert.deepEqual(
        colours.filter((c) => !/^var\(--vscode-[\w-]+, #[0-9a-f]{3,6}\)$/.test(c)),
        [],
        `${step.media.svg}: colours not from the theme`,
      );
    }
  });

  it('draws, for each example file in a picture, as many cases as the file has', () => {
    for (const step of steps) {
      const texts = [...readFileSync(join(ROOT, step.media.svg ?? ''), 'utf8').matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(
        (m) => m[1] ?? '',
      );
      const drawn = new Map<string, number>();
      let file: string | undefined;
      for (const text of texts) {
        if (/^[\w-]+\.\w+$/.test(text) && formatOfPath(text)) drawn.set((file = text), 0);
        else if (file !== undefined && /^Case \d+\b/.test(text)) drawn.set(file, (drawn.get(file) ?? 0) + 1);
      }
      for (const [name, count] of drawn) {
        const format = formatOfPath(name);
        assert.ok(format, name);
        const cases = parsePuzzle(readFileSync(join(ROOT, 'examples', name), 'utf8'), format).cases.length;
        assert.equal(count, cases, `${step.media.svg}: ${name} drawn with ${count} cases, has ${cases}`);
      }
    }
  });

  it('ships what it needs: its images, the examples it opens, and both manifest bundles', async () => {
    const { PackageManager, listFiles } = await import('@vscode/vsce');
    const packaged = new Set(await listFiles({ cwd: ROOT, packageManager: PackageManager.None }));
    const opened = [
      ...readFileSync(join(ROOT, 'src/extension/commands/openSampleCommand.ts'), 'utf8').matchAll(/'([\w-]+\.(?:holedox|tempter))'/g),
    ].map((m) => `examples/${m[1] ?? ''}`);
    const needed = [...steps.map((s) => s.media.svg ?? ''), ...new Set(opened), 'package.nls.json', 'package.nls.zh-cn.json'];
    assert.ok(opened.length >= 2, opened.join(', '));
    assert.deepEqual(
      needed.filter((file) => !packaged.has(file)),
      [],
    );
  });
});

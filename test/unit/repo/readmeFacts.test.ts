// The README is the Marketplace page: a few screens, not the whole guide, and its tables of
// commands and settings are the manifest's, in both languages. A command or setting added to
// package.json without its row, a default changed in one place only, or a README grown past
// the page fails here, naming what differs.
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FORMAT_IDS } from '../../../src/core/formats/format';
import { ISSUE_CODES } from '../../../src/core/formats/registry';

// Built to out/test/unit/repo/readmeFacts.test.js: the repository is four levels up.
const ROOT = join(__dirname, '..', '..', '..', '..');
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');
const manifest = JSON.parse(read('package.json')) as {
  contributes: {
    commands: { command: string; title: string; category: string }[];
    configuration: { properties: Record<string, { default: unknown }> } | { properties: Record<string, { default: unknown }> }[];
  };
  capabilities: { untrustedWorkspaces: { restrictedConfigurations: string[] } };
};
const READMES = [
  { file: 'README.md', nls: JSON.parse(read('package.nls.json')) as Record<string, string> },
  { file: 'README.zh-CN.md', nls: JSON.parse(read('package.nls.zh-cn.json')) as Record<string, string> },
];
/** The Marketplace page's budget, in bytes. */
const MOST_BYTES = 25 * 1024;

/** The table rows of the section under `## heading`, each as its cells. */
function tableRows(markdown: string, heading: RegExp): string[][] {
  const start = markdown.split('\n').findIndex((line) => line.startsWith('## ') && heading.test(line));
  assert.ok(start >= 0, `a section ${String(heading)}`);
  const rest = markdown.split('\n').slice(start + 1);
  const end = rest.findIndex((line) => line.startsWith('## '));
  return (end < 0 ? rest : rest.slice(0, end))
    .filter((line) => line.startsWith('| ') && !/^\| -/.test(line))
    .slice(1)
    .map((line) =>
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
}

/** `%key%` in the manifest, worded by a catalogue. */
const worded = (value: string, nls: Record<string, string>): string =>
  value.replace(/^%(.+)%$/, (_, key: string) => nls[key] ?? `%${key}%`);

const properties = [manifest.contributes.configuration]
  .flat()
  .reduce<Record<string, { default: unknown }>>((all, group) => ({ ...all, ...group.properties }), {});

/** A default as the table writes it: one value in code font, or a list's items each in code font. */
function tableDefault(cell: string): unknown {
  const spans = [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
  return spans.length === 1 && !spans[0]?.startsWith('$') ? JSON.parse(spans[0] ?? '') : spans;
}

describe('the README as the Marketplace page', () => {
  it('finds the table cells as written', () => {
    assert.deepEqual(tableRows('## A\n\n| x | y |\n| --- | --- |\n| `a` | b c |\n\n## B\n| z |', /A/), [['`a`', 'b c']]);
    assert.deepEqual(tableDefault('`${a}.out`, `${a}.ans`'), ['${a}.out', '${a}.ans']);
    assert.deepEqual(tableDefault('`{"holedox": 64}`'), { holedox: 64 });
  });

  for (const { file, nls } of READMES) {
    it(`${file} is at most 25 KB`, () => {
      const size = statSync(join(ROOT, file)).size;
      assert.ok(size <= MOST_BYTES, `${file} is ${size} bytes`);
    });

    it(`${file} lists every command with its title as the palette shows it`, () => {
      const rows = tableRows(read(file), /^## (Commands|命令)$/).map(([command = '', id = '']) => `${id} ${command}`);
      const expected = manifest.contributes.commands.map((c) => `\`${c.command}\` **${worded(c.category, nls)}: ${worded(c.title, nls)}**`);
      assert.deepEqual(rows, expected);
    });

    it(`${file} lists every setting with its default`, () => {
      const rows = tableRows(read(file), /^## (Settings|设置)$/);
      assert.deepEqual(rows.map(([name = '']) => name.replace(/`/g, '')).sort(), Object.keys(properties).sort());
      const untrusted = read(file)
        .split('\n\n')
        .find((paragraph) => /^(Ignored from an untrusted workspace's settings|在不受信任的工作区中)/.test(paragraph));
      assert.deepEqual(
        [...(untrusted ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]).sort(),
        [...manifest.capabilities.untrustedWorkspaces.restrictedConfigurations].sort(),
        'the settings an untrusted workspace may not set',
      );
      for (const [name = '', value = ''] of rows) {
        assert.deepEqual(tableDefault(value), properties[name.replace(/`/g, '')]?.default, name);
      }
    });
  }
});

describe("the guide's table of diagnostic codes", () => {
  for (const file of ['docs/guide.md', 'docs/guide.zh-CN.md']) {
    it(`${file} names every code there is, and no other`, () => {
      const markdown = read(file);
      const table = markdown.slice(markdown.search(/^\| (code|代码) \|/m)).split('\n\n')[0] ?? '';
      const named = [...table.matchAll(/`([*\w]+\.[\w-]+)`/g)].flatMap((m) => {
        const code = m[1] ?? '';
        return code.startsWith('*.') ? FORMAT_IDS.map((id) => `${id}${code.slice(1)}`) : [code];
      });
      const codes = Object.keys(ISSUE_CODES);
      assert.deepEqual(
        codes.filter((code) => !named.includes(code)),
        [],
        `codes ${file} does not name`,
      );
      assert.deepEqual([...new Set(named.filter((code) => !codes.includes(code)))], [], `named in ${file}, no such code`);
    });
  }
});

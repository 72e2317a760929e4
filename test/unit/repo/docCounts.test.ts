// The counts the docs state of what the repository holds are so: how many TypeScript projects
// `npm run typecheck` checks, how many runs of the integration suite and which browser checks
// `npm test` makes, how many steps the walkthrough has. Each is derived here from the files
// that decide it (the tsconfig files, package.json's scripts, test/browser/), and every
// phrase of a doc that states one is held to it; a script or a check added without the docs
// following fails, naming the doc and the phrase.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Built to out/test/unit/repo/docCounts.test.js: the repository is four levels up.
const ROOT = join(__dirname, '..', '..', '..', '..');
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');
const manifest = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  contributes: { walkthroughs: { steps: unknown[] }[] };
};
const DOCS = [
  'README.md',
  'README.zh-CN.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

const WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
];
const HAN = '〇一二三四五六七八九十';
const ADVERBS: Record<string, number> = { once: 1, twice: 2, thrice: 3 };

/** A count as a doc writes it: `4`, `four`, `twice`, `四`, `十二`. */
function countOf(word: string): number {
  const lower = word.toLowerCase();
  if (/^\d+$/.test(lower)) return Number(lower);
  if (lower in ADVERBS) return ADVERBS[lower] ?? NaN;
  if (WORDS.includes(lower)) return WORDS.indexOf(lower);
  if (/^[〇一二三四五六七八九十]+$/.test(word)) {
    if (word === '十') return 10;
    const [tens = '', ones = ''] = word.includes('十') ? word.split('十') : ['', word];
    return (word.includes('十') ? (tens === '' ? 1 : HAN.indexOf(tens)) * 10 : 0) + (ones === '' ? 0 : HAN.indexOf(ones));
  }
  return NaN;
}

const COUNT = String.raw`(\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen)`;

/** What a doc may count, the phrases that state each count, and how many there are. */
interface Counted {
  readonly what: string;
  readonly phrases: readonly RegExp[];
  readonly actual: number;
}

/** The TypeScript projects: every tsconfig*.json at the root, each checked by `npm run typecheck`. */
const projects = readdirSync(ROOT).filter((name) => /^tsconfig.*\.json$/.test(name));
/** The integration suite's runs in `npm test`: each `runWeb.mjs` with its flags. */
const integrationRuns = [...(manifest.scripts['test:integration'] ?? '').matchAll(/runWeb\.mjs((?: --[\w-]+)*)/g)].map((m) =>
  (m[1] ?? '').trim(),
);
/** The browser checks: every test/browser/*Check.mjs but the shared helper. */
const browserChecks = readdirSync(join(ROOT, 'test', 'browser')).filter((name) => /Check\.mjs$/.test(name) && name !== 'browserCheck.mjs');
const walkthroughSteps = manifest.contributes.walkthroughs[0]?.steps.length ?? 0;

const COUNTED: Counted[] = [
  {
    what: 'TypeScript projects',
    phrases: [new RegExp(String.raw`\b${COUNT} (?:tsc |TypeScript )?projects\b`, 'gi')],
    actual: projects.length,
  },
  {
    what: 'integration runs',
    phrases: [new RegExp(String.raw`integration suite[^.]*?\b(?:${COUNT} (?:runs|times)|(once|twice|thrice))\b`, 'gi')],
    actual: integrationRuns.length,
  },
  { what: 'browser checks', phrases: [new RegExp(String.raw`\b${COUNT} browser(?:-level)? checks\b`, 'gi')], actual: browserChecks.length },
  {
    what: 'walkthrough steps',
    phrases: [new RegExp(String.raw`walkthrough[^.;]{0,40}?\b${COUNT} steps\b`, 'gi'), /演练[^。]*?共([〇一二三四五六七八九十\d]+)步/g],
    actual: walkthroughSteps,
  },
];

/** Every count `counted` a doc states, with the phrase that states it. */
function statedCounts(markdown: string, counted: Counted): { phrase: string; count: number }[] {
  const prose = markdown.replace(/\n/g, ' ');
  return counted.phrases.flatMap((phrase) =>
    [...prose.matchAll(phrase)].map((m) => ({ phrase: m[0], count: countOf(m.slice(1).find((g) => g !== undefined) ?? '') })),
  );
}

describe('counts the docs state', () => {
  it('reads counts as the docs write them', () => {
    assert.deepEqual(['4', 'four', 'twice', 'twelve', '五', '十二', '十'].map(countOf), [4, 4, 2, 12, 5, 12, 10]);
    const [projectsCount, runs, checks, steps] = COUNTED;
    assert.deepEqual(statedCounts('tsc on three projects: a, b', projectsCount!), [{ phrase: 'three projects', count: 3 }]);
    assert.deepEqual(
      statedCounts('the integration suite inside a real\nVS Code, twice: trusted', runs!).map((s) => s.count),
      [2],
    );
    assert.deepEqual(
      statedCounts('and the seven browser-level checks on', checks!).map((s) => s.count),
      [7],
    );
    assert.deepEqual(
      statedCounts('欢迎页上的演练共五步，从', steps!).map((s) => s.count),
      [5],
    );
  });

  it('derives each count from the files that decide it', () => {
    assert.deepEqual(
      [...(manifest.scripts['typecheck'] ?? '').matchAll(/tsc -p (\S+)/g)].map((m) => (m[1] === '.' ? 'tsconfig.json' : m[1])).sort(),
      [...projects].sort(),
      'npm run typecheck checks every tsconfig',
    );
    assert.deepEqual(integrationRuns, ['', '--restricted', '--web-host']);
    const visual = manifest.scripts['test:visual'] ?? '';
    assert.deepEqual(
      browserChecks.filter((name) => !visual.includes(`test/browser/${name} `) && !visual.endsWith(`test/browser/${name}`)),
      [],
      'browser checks npm run test:visual does not run',
    );
    assert.ok(walkthroughSteps > 0);
  });

  it('CONTRIBUTING.md states the projects, runs and checks, and names each browser check', () => {
    const contributing = read('CONTRIBUTING.md');
    for (const counted of COUNTED.slice(0, 3)) {
      assert.ok(statedCounts(contributing, counted).length > 0, `CONTRIBUTING.md states the ${counted.what}`);
    }
    assert.deepEqual(
      browserChecks.filter((name) => !contributing.includes(`\`${name}\``)),
      [],
      'browser checks CONTRIBUTING.md does not name',
    );
    assert.deepEqual(
      projects.filter((name) => !contributing.includes(`\`${name}\``)),
      [],
      'TypeScript projects CONTRIBUTING.md does not name',
    );
  });

  for (const doc of DOCS) {
    it(`${doc} states no count that is not so`, () => {
      const wrong = COUNTED.flatMap((counted) =>
        statedCounts(read(doc), counted)
          .filter((stated) => stated.count !== counted.actual)
          .map((stated) => `"${stated.phrase}": there are ${counted.actual} ${counted.what}`),
      );
      assert.deepEqual(wrong, [], doc);
    });
  }
});

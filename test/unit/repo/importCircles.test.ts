// The format interface depends only on neutral types, and nothing that uses formats is on an
// import circle with it: a format is a folder the generic code reaches through the registry.
// Type-only imports count: a circle of types is still one the next change can close at run time.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import * as ts from 'typescript';

// Built to out/test/unit/repo/importCircles.test.js: the repository is four levels up.
const ROOT = join(__dirname, '..', '..', '..', '..');
const SRC = join(ROOT, 'src');

/** Every .ts file under `dir`, as paths relative to the repository with '/' between parts. */
function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const repoPath = (path: string) => relative(ROOT, path).split(sep).join('/');

/** Each source file and the source files it imports (relative imports only; `import type` included). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of tsFiles(SRC)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets: string[] = [];
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const base = resolve(dirname(file), fileName);
      const found = [`${base}.ts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
      if (found) targets.push(repoPath(found));
    }
    graph.set(repoPath(file), targets);
  }
  return graph;
}

/** The graph's import circles: its strongly connected parts of more than one file (Tarjan's algorithm). */
function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string): void => {
    order.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file) ?? 0, order.get(target) ?? 0));
    }
    if (low.get(file) !== order.get(file)) return;
    const part: string[] = [];
    for (;;) {
      const top = stack.pop() as string;
      onStack.delete(top);
      part.push(top);
      if (top === file) break;
    }
    if (part.length > 1) circles.push(part.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return circles;
}

/** Every file `start` reaches through its imports, itself excluded. */
function reachedFrom(graph: ReadonlyMap<string, readonly string[]>, start: string): Set<string> {
  const seen = new Set<string>();
  const todo = [...(graph.get(start) ?? [])];
  for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...(graph.get(file) ?? []));
  }
  return seen;
}

/** A concrete format's folder: src/core/formats/<id>/… */
const CONCRETE = /^src\/core\/formats\/[^/]+\//;

describe('import circles', () => {
  const graph = importGraph();

  it('finds a circle, and only a circle', () => {
    const made = new Map([
      ['a', ['b']],
      ['b', ['c', 'd']],
      ['c', ['a']],
      ['d', []],
    ]);
    assert.deepEqual(importCircles(made), [['a', 'b', 'c']]);
    assert.deepEqual(
      importCircles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
      [],
    );
  });

  it('reads the source: format.ts is imported by the registry and both formats', () => {
    const importers = [...graph].filter(([, targets]) => targets.includes('src/core/formats/format.ts')).map(([file]) => file);
    for (const file of ['src/core/formats/registry.ts', 'src/core/formats/holedox/index.ts', 'src/core/formats/tempter/index.ts'])
      assert.ok(importers.includes(file), file);
  });

  it('keeps the format interface on neutral types: format.ts reaches no format and no registry', () => {
    const reached = [...reachedFrom(graph, 'src/core/formats/format.ts')];
    assert.deepEqual(
      reached.filter((file) => CONCRETE.test(file) || file === 'src/core/formats/registry.ts'),
      [],
    );
  });

  it('puts no generic core file on a circle (a circle inside one format folder, or in the l10n catalogue, is its own matter)', () => {
    const generic = (file: string) => file.startsWith('src/core/') && !CONCRETE.test(file) && !file.startsWith('src/core/l10n/');
    assert.deepEqual(
      importCircles(graph).filter((circle) => circle.some(generic)),
      [],
    );
  });
});

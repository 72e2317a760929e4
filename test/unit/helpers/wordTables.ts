// Holds a Chinese word table to its English one: the same keys at every level, a non-empty
// Chinese string for each string, and for each function, Chinese for the arguments given.
import assert from 'node:assert/strict';

type Table = { readonly [key: string]: unknown };
/** Arguments to call each function of a table with, by its path ('edges.top' for a nested key). */
export type SampleArguments = { readonly [path: string]: readonly unknown[] };

/** Chinese characters, or the full-width punctuation a Chinese sentence around an English name still has. */
const CHINESE = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

/** Every leaf's path in a table, nested keys joined with '.'. */
function leaves(table: Table, prefix = ''): [string, unknown][] {
  return Object.entries(table).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null ? leaves(value as Table, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

/**
 * Checks `chinese` against `english`; every function needs its arguments in `samples` (a
 * function added without them fails, so none goes unchecked). Returns the Chinese words by path.
 */
export function checkTwinTables(english: Table, chinese: Table, samples: SampleArguments): Map<string, string> {
  const en = new Map(leaves(english));
  const zh = new Map(leaves(chinese));
  assert.deepEqual([...zh.keys()].sort(), [...en.keys()].sort(), 'the two tables have the same keys');
  const worded = new Map<string, string>();
  for (const [path, word] of en) {
    const twin = zh.get(path);
    assert.equal(typeof twin, typeof word, `${path}: a ${typeof word} in both`);
    let said: unknown = twin;
    if (typeof word === 'function') {
      const args = samples[path];
      assert.ok(args, `${path}: no sample arguments to call it with`);
      assert.equal((twin as (...a: unknown[]) => unknown).length, word.length, `${path}: the same parameters`);
      said = (twin as (...a: unknown[]) => unknown)(...args);
      assert.notEqual(said, (word as (...a: unknown[]) => unknown)(...args), `${path}: the Chinese is not the English`);
    }
    assert.equal(typeof said, 'string', path);
    assert.match(said as string, CHINESE, `${path}: ${JSON.stringify(said)} has Chinese in it`);
    worded.set(path, said as string);
  }
  assert.deepEqual(
    Object.keys(samples).filter((path) => typeof en.get(path) !== 'function'),
    [],
    'samples only for functions',
  );
  return worded;
}

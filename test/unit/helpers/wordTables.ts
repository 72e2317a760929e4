// Holds a Chinese part of the catalogue to its English one: the same message ids, each worded
// by a function with the same parameters, and Chinese for the arguments given.
import assert from 'node:assert/strict';
import type { WordTable } from '../../../src/core/l10n/message';

/** The arguments to word each message that takes some with, by its id. */
export type SampleArguments = { readonly [id: string]: Readonly<Record<string, unknown>> };

/** Chinese characters, or the full-width punctuation a Chinese sentence around an English name still has. */
const CHINESE = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

type Wording = (args: Readonly<Record<string, unknown>>) => unknown;

/**
 * Checks `chinese` against `english`; every message that takes arguments needs them in
 * `samples` (one added without them fails, so none goes unchecked). Returns the Chinese words by id.
 */
export function checkTwinTables(english: WordTable, chinese: WordTable, samples: SampleArguments): Map<string, string> {
  const en = new Map(Object.entries(english as unknown as Record<string, Wording>));
  const zh = new Map(Object.entries(chinese as unknown as Record<string, Wording>));
  assert.deepEqual([...zh.keys()].sort(), [...en.keys()].sort(), 'the two tables have the same ids');
  const worded = new Map<string, string>();
  for (const [id, word] of en) {
    const twin = zh.get(id);
    assert.equal(typeof word, 'function', `${id}: English is a wording`);
    assert.equal(typeof twin, 'function', `${id}: Chinese is a wording`);
    assert.equal(twin!.length, word.length, `${id}: the same parameters`);
    const args = samples[id];
    if (word.length > 0) assert.ok(args, `${id}: no sample arguments to word it with`);
    const said = twin!(args ?? {});
    assert.equal(typeof said, 'string', id);
    assert.notEqual(said, word(args ?? {}), `${id}: the Chinese is not the English`);
    assert.match(said as string, CHINESE, `${id}: ${JSON.stringify(said)} has Chinese in it`);
    worded.set(id, said as string);
  }
  assert.deepEqual(
    Object.keys(samples).filter((id) => (en.get(id)?.length ?? 0) === 0),
    [],
    'samples only for messages with arguments',
  );
  return worded;
}

import assert from 'node:assert/strict';
import { tempterFormat } from '../../../../../src/core/formats/tempter';
import type { TempterReason } from '../../../../../src/core/formats/tempter';
import { summarizeTempter } from '../../../../../src/core/formats/tempter/explain';

// The host words every Tempter verdict from its facts, and keeps a summary it has worded for
// the same answer, reason and T: a kept summary must be the one worded afresh, never another T's.

const REASONS: (TempterReason | undefined)[] = [
  undefined,
  'parity',
  'too-few-squares',
  'colour-count',
  'door-unreachable',
  'too-far',
  'shortest-path',
  'searched',
  'too-big',
  'limit',
];
const TIMES = [0, 1, 17, 18, 2 ** 20 - 1, 2 ** 20, 123_456_789, 2.5, -1];

describe('Tempter summaries worded on the host', () => {
  it('are worded as reportTempter words them, for every answer, reason and T, kept or not', () => {
    for (let round = 0; round < 2; round++) {
      for (const time of TIMES) {
        for (const reason of REASONS) {
          for (const answer of ['YES', 'NO']) {
            for (const language of ['en', 'zh-cn'] as const) {
              const facts =
                reason === undefined
                  ? { moves: new Uint8Array(0), expanded: 3, pruned: 1, named: time }
                  : { moves: new Uint8Array(0), expanded: 3, pruned: 1, reason, named: time };
              const fresh = summarizeTempter({ time }, { status: answer === 'YES' ? 'yes' : 'no', reason }, language);
              const kept = tempterFormat.summarize(answer, facts, language);
              assert.equal(kept, fresh, `${answer} ${String(reason)} T = ${time} in ${language}, round ${round}`);
            }
          }
        }
      }
    }
  });

  it('name the T of the case at hand when cases with other T come between', () => {
    const facts = (named: number) => ({ moves: new Uint8Array(0), expanded: 0, pruned: 0, reason: 'parity' as const, named });
    assert.equal(
      tempterFormat.summarize('NO', facts(7)),
      'NO: the dog cannot stand on the door at exactly T = 7 (T and the distance to the door differ in parity).',
    );
    assert.equal(tempterFormat.summarize('NO', facts(8)).includes('T = 8 '), true);
    assert.equal(tempterFormat.summarize('NO', facts(7)).includes('T = 7 '), true);
    assert.equal(tempterFormat.summarize('NO', facts(7), 'zh-cn'), 'NO：小狗无法恰好在 T = 7 时站在门上（T 与到门的距离奇偶性不同）。');
  });
});
